import { describe, expect, it } from 'vitest';
import { soundsLike } from './sounds-like.js';

describe('soundsLike', () => {
  it.each([
    ['castle', 'kessel'],
    ['kestle', 'kessel'],
    ['ozgood', 'osgood'],
    ['hawkinson', 'haakenson'],
    ['phenwick', 'fenwick'],
  ])('hears %j as %j', (heard, name) => {
    expect(soundsLike(heard, name)).toBe(true);
  });

  it.each([
    ['maple', 'osgood'],
    ['ludlow', 'farris'],
    ['elm', 'oak'],
  ])('does not hear %j as %j', (heard, name) => {
    expect(soundsLike(heard, name)).toBe(false);
  });
});
