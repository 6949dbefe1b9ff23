/**
 * A table looked up by words someone typed or a document says. It has no prototype, so a word such as
 * "constructor" or "toString" finds no entry instead of a function every plain object inherits.
 */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
