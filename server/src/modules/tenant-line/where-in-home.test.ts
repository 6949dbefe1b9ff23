import { describe, expect, it } from 'vitest';
import { placeLabel, whereInHome, WHOLE_PROPERTY } from './where-in-home.js';

const where = (message: string) => whereInHome(message, '4512 Avenue H', 'Galveston');

describe('where in the home', () => {
  it.each([
    ["It's the kitchen at 4512 Avenue H, it's a house", { unit: WHOLE_PROPERTY, location: 'kitchen' }],
    ['the upstairs bathroom', { location: 'upstairs bathroom' }],
    ['unit 3, master bedroom', { unit: '3', location: 'master bedroom' }],
    ['2B', { unit: '2B' }],
    ["it's #4", { unit: '4' }],
    ['house', { unit: WHOLE_PROPERTY }],
    ["It's a single family home", { unit: WHOLE_PROPERTY }],
    ['4512 Avenue H', { unit: WHOLE_PROPERTY }],
    ['in the basement of the house', { unit: WHOLE_PROPERTY, location: 'basement' }],
    ['hmm not sure what you mean', undefined],
  ])('reads %j', (message, place) => {
    expect(where(message)).toEqual(place);
  });

  it('writes the place as the landlord reads it', () => {
    expect(placeLabel({ unit: '3', location: 'master bedroom' })).toBe('3, master bedroom');
    expect(placeLabel({})).toBeUndefined();
  });
});
