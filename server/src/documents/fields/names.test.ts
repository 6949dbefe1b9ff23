import { describe, expect, it } from 'vitest';
import { cleanName, findLabelled, findPreambleParties, splitNames } from './names.js';

describe('cleanName', () => {
  it.each([
    ['"Midtown Holdings LLC"', 'Midtown Holdings LLC'],
    ['Acme Properties, LLC, a Texas limited liability company', 'Acme Properties, LLC'],
    ['John Smith, whose address is 12 Main St', 'John Smith'],
    ['Lyn-Lake Living LLC, by ____________', 'Lyn-Lake Living LLC'],
    ['GREENLEAF PROPERTY MANAGEMENT LLC', 'Greenleaf Property Management LLC'],
    // A name whose word ends in 'a' keeps its end ('a ... Company' is a clause only as a word).
    ['Carolina Painting Company', 'Carolina Painting Company'],
    ['Sierra Nevada Corporation', 'Sierra Nevada Corporation'],
    ['Resident', null],
    ['Guarantor', null],
    ['Owner of Residential Community', null],
    ['the premises located at', null],
    ['Tenant shall pay', null],
    ['', null],
  ])('%s → %s', (raw, expected) => {
    expect(cleanName(raw)).toBe(expected);
  });
});

describe('splitNames', () => {
  it.each([
    ['Mary Jones and Bob Jones', ['Mary Jones', 'Bob Jones']],
    ['A. Lee, B. Park & C. Diaz', ['A. Lee', 'B. Park', 'C. Diaz']],
    ['Horace and Mildred Quenneville', ['Horace Quenneville', 'Mildred Quenneville']],
    ['Hollis Brandt, 4820 N Division St, Spokane, WA 99207', ['Hollis Brandt']],
    ['Smith & Sons Roofing LLC', ['Smith & Sons Roofing LLC']],
  ])('%s', (raw, expected) => {
    expect(splitNames(raw)).toEqual(expected);
  });
});

describe('finding parties', () => {
  it('reads labels, dotted leaders and a label alone on its line', () => {
    const text = 'Landlord: Oak Tree Rentals LLC\nTENANT(S) ........ Ana Ruiz, Ben Ruiz\nLessee:\nCarla Diaz';
    const found = findLabelled(text, ['landlord', 'tenant', 'lessee']).map((m) => [m.role, m.name]);
    expect(found).toEqual([
      ['landlord', 'Oak Tree Rentals LLC'],
      ['tenant', 'Ana Ruiz, Ben Ruiz'],
      ['lessee', 'Carla Diaz'],
    ]);
  });

  it('reads the parties of a preamble by their role markers', () => {
    const flat =
      'This Lease is made on May 2, 2024 by and between Pine Row LLC ("Landlord") and Dana Fox and Eli Fox (collectively, "Tenant").';
    const found = findPreambleParties(flat, ['Landlord', 'Tenant']).map((m) => [m.role, m.name]);
    expect(found).toEqual([
      ['landlord', 'Pine Row LLC'],
      ['tenant', 'Dana Fox and Eli Fox'],
    ]);
  });

  it('reads "X, as Landlord, and Y, as Tenant"', () => {
    const flat =
      'THIS LEASE is entered into by and between Harbor Point LP, as Landlord, and Sprout Bakery LLC, as Tenant.';
    expect(findPreambleParties(flat, ['Landlord', 'Tenant']).map((m) => m.name)).toEqual([
      'Harbor Point LP',
      'Sprout Bakery LLC',
    ]);
  });
});
