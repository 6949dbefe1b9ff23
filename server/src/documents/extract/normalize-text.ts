/**
 * One whitespace convention for every extractor: `\n` line breaks (kept: the field parsers read lines),
 * single spaces inside a line, no trailing spaces, at most one blank line in a row, no control or
 * invisible formatting characters.
 */
export function normalizeText(text: string): string {
  return (
    text
      .replace(/\r\n?|[\u2028\u2029\f\v]/g, '\n')
      // Soft hyphens, zero-width spaces and joiners, byte-order marks: invisible, and they split words.
      .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g, '')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
