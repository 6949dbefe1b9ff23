import { describe, expect, it } from 'vitest';
import { redirectTargetFrom } from './login';

describe('redirectTargetFrom', () => {
  it.each([
    [{ from: '/dashboard/vault?folder=Leases' }, '/dashboard/vault?folder=Leases'],
    [{ from: '/settings' }, '/settings'],
    [null, '/dashboard'],
    [undefined, '/dashboard'],
    [{}, '/dashboard'],
    [{ from: 42 }, '/dashboard'],
    [{ from: 'https://evil.example' }, '/dashboard'],
    [{ from: '//evil.example/path' }, '/dashboard'],
    [{ from: '/login' }, '/dashboard'],
  ])('%j → %s', (state, expected) => {
    expect(redirectTargetFrom(state)).toBe(expected);
  });
});
