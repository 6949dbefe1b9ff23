/**
 * The browser's IANA time zone, sent with the summary so that "today" and the month boundaries are the
 * user's own. UTC when the browser cannot tell (the server's default too).
 */
export function getBrowserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
