import { describe, expect, it } from 'vitest';
import { makeSession } from '../testing/fixtures';
import { sortSessions } from './sort-sessions';

describe('sortSessions', () => {
  it('puts this device first, then the most recently used', () => {
    const sessions = [
      makeSession({ id: 'old', current: false, last_used_at: '2026-01-01T00:00:00Z' }),
      makeSession({ id: 'recent', current: false, last_used_at: '2026-03-01T00:00:00Z' }),
      makeSession({ id: 'here', current: true, last_used_at: '2026-02-01T00:00:00Z' }),
    ];
    expect(sortSessions(sessions).map((session) => session.id)).toEqual(['here', 'recent', 'old']);
    // The input is left as it was.
    expect(sessions[0]?.id).toBe('old');
  });

  it('keeps an empty list empty', () => {
    expect(sortSessions([])).toEqual([]);
  });
});
