import type { Session } from '@astor/contract/auth';

/** This device first, then the most recently used. */
export function sortSessions(sessions: readonly Session[]): Session[] {
  return [...sessions].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) || Date.parse(b.last_used_at) - Date.parse(a.last_used_at),
  );
}
