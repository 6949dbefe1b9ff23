import { formatDate } from '@/lib/format';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When a session was last used: 'just now', '5 minutes ago', 'yesterday'; older than a month, the date. */
export function formatTimeAgo(value: string, now: Date = new Date()): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return formatDate(value);
  const elapsed = Math.max(0, now.getTime() - time);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(value);
}
