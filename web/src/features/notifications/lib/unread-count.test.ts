import { describe, expect, it } from 'vitest';
import { formatUnreadCount } from './unread-count';

describe('formatUnreadCount', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%i shows %s', (count, text) => {
    expect(formatUnreadCount(count)).toBe(text);
  });
});
