import { describe, expect, it } from 'vitest';
import { firstNameOf } from './top-bar';

describe('firstNameOf', () => {
  it.each([
    ['Ada Lovelace', 'Ada'],
    ['  Grace   Brewster Hopper ', 'Grace'],
    ['Cher', 'Cher'],
    ['', 'User'],
    ['   ', 'User'],
    [undefined, 'User'],
  ])('%j → %s', (name, expected) => {
    expect(firstNameOf(name)).toBe(expected);
  });
});
