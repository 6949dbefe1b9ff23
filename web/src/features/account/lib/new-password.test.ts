import { describe, expect, it } from 'vitest';
import { newPasswordError } from './new-password';

describe('newPasswordError', () => {
  it.each([
    ['correct horse', 'correct horse', null],
    ['12345678', '12345678', null],
    ['correct horse', 'correct hose', 'Passwords do not match'],
    // The mismatch is reported before the length.
    ['short', 'shirt', 'Passwords do not match'],
    ['short', 'short', 'Password must be at least 8 characters'],
    ['', '', 'Password must be at least 8 characters'],
    ['x'.repeat(1025), 'x'.repeat(1025), 'Password is too long'],
  ])('%j / %j → %j', (password, confirmation, expected) => {
    expect(newPasswordError(password, confirmation)).toBe(expected);
  });
});
