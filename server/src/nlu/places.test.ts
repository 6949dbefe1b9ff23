import { describe, expect, it } from 'vitest';
import { findPlaceMentions } from './places.js';
import { tokenize } from './text.js';

const PROPERTIES = [
  { id: 'a', city: 'Nacogdoches', state: 'TX' },
  { id: 'b', city: 'Lufkin', state: 'TX' },
  { id: 'c', city: 'Denver', state: 'CO' },
  { id: 'd', city: 'Denton', state: 'TX' },
  { id: 'e', city: 'Augusta', state: 'ME' },
];
const labels = (message: string) => findPlaceMentions(tokenize(message), PROPERTIES).map((m) => m.label);

describe('places in a question', () => {
  it('reads cities and states by name, typos allowed', () => {
    expect(labels('Nacogdoches vs Lufkin income')).toEqual(['Nacogdoches', 'Lufkin']);
    expect(labels('expenses in nacogdoches')).toEqual(['Nacogdoches']);
    expect(labels('rent in colorado')).toEqual(['Colorado']);
    expect(labels('spending in augsta this year')).toEqual(['Augusta']);
  });

  it('never takes a month for a place', () => {
    expect(labels('everything that went out since august 1st, up to today')).toEqual([]);
  });

  it('reads a long city by its first letters when no other city starts so', () => {
    expect(labels('nac vs lufkin, ytd spend?')).toEqual(['Nacogdoches', 'Lufkin']);
    expect(labels('what did the nacog places make')).toEqual(['Nacogdoches']);
    // "den" is a word of its own.
    expect(labels('the den needs paint')).toEqual([]);
  });
});
