/** '?a=1&b=x' from the parameters that have a value ('' when none has); blanks are left out. */
export function toQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') search.set(key, text);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
