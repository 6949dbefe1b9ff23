import { describe, expect, it } from 'vitest';
import { readAskedAmount } from './asked-amount.js';

describe('readAskedAmount', () => {
  it.each([
    ['which house was the $212.40 in may for?', 21240],
    ["there's a $1,960 withdrawal in april i can't place, who got it?", 196000],
    ['why did we pay the gutter company $845 in august', 84500],
    ['was the $3,100 to keystone roofing last spring a repair or an improvement?', 310000],
  ])('reads %j as one row of that amount', (text, cents) => {
    expect(readAskedAmount(text)).toEqual({ cents });
  });

  it('reads an amount that came in as income', () => {
    expect(readAskedAmount('a $75.00 deposit into the account on the 3rd, who paid me that?')).toEqual({
      cents: 7500,
      kind: 'income',
    });
  });

  it.each([
    'did i spend more than $5,000 on repairs this year',
    'which contractors did I pay $600 or more in 2025',
    'did the plumber hit $600 in 2025?',
    'is anybody paying over $1,500 a month',
    'my dad says we spent $5,000 on the roof, is that right?',
    'what did i spend, roughly $2k?',
    'is the $1,450 rent at elm still right?',
    'she paid $600 of the $895 she owes',
    'how much did i spend on repairs in 2025',
  ])('does not read %j as one row', (text) => {
    expect(readAskedAmount(text)).toBeUndefined();
  });
});
