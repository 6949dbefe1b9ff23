import { describe, expect, it } from 'vitest';
import { readFinanceShape } from './finance-shape.js';

describe('readFinanceShape', () => {
  it.each([
    'was any property losing me money',
    'which place is costing me money',
    'is any of my rentals bleeding cash',
    'which property lost money',
  ])('reads losses by property in "%s"', (text) => {
    expect(readFinanceShape(text)).toMatchObject({ groupBy: 'property', onlyLosses: true });
  });

  it.each([
    ['ytd spend split out by town', 'city'],
    ['non-rent income ytd broken down by type', 'category'],
    ['what are my sources of income this year, ranked', 'category'],
    ['how much property tax did i pay on each place in 2025', 'property'],
    ['insurance for each of my properties last year', 'property'],
  ])('reads the groups of "%s"', (text, groupBy) => {
    expect(readFinanceShape(text)).toMatchObject({ groupBy });
  });

  it('reads "which one" with an order and no group word as a ranking of properties', () => {
    expect(readFinanceShape('which one net me the most this yr')).toMatchObject({
      groupBy: 'property',
      order: 'desc',
      limit: 1,
      net: true,
    });
    expect(readFinanceShape('what is the biggest repair')).toMatchObject({ single: true });
  });

  it('reads an average per month or per transaction', () => {
    expect(readFinanceShape('avg monthly rent collected in 2025')).toEqual({ average: 'month' });
    expect(readFinanceShape('what do i spend on average each month this year')).toEqual({ average: 'month' });
    expect(readFinanceShape('whats my average repair bill this year')).toEqual({ average: 'transaction' });
  });

  it('reads "every category incl cap ex" as everything counted in one total, not a list', () => {
    expect(
      readFinanceShape('total expenses for 2025 every category incl cap ex all 6 properties'),
    ).not.toHaveProperty('groupBy');
    expect(readFinanceShape('total expenses for 2025 by every category')).toMatchObject({
      groupBy: 'category',
    });
  });

  it('reads "per month" over a period as what a month averaged, and "by month" as each month', () => {
    expect(readFinanceShape('net cash flow per month in xperiod')).toEqual({ average: 'month' });
    expect(readFinanceShape('income by month in xperiod')).toMatchObject({ groupBy: 'month' });
  });

  it('does not read a cost as a loss', () => {
    expect(readFinanceShape('how much did the roof cost me').onlyLosses).toBeUndefined();
  });

  it('reads a request for the transactions themselves', () => {
    for (const text of [
      'list the repairs this year',
      'itemize what i paid the plumber',
      'show me all the expenses at maple',
      'what were the individual charges from acme',
    ])
      expect(readFinanceShape(text).itemize, text).toBe(true);
    for (const text of ['what did i spend on repairs', 'total paid to acme', 'rank properties by income'])
      expect(readFinanceShape(text).itemize, text).toBeUndefined();
  });

  it('reads "what are the dues now" as the latest transaction and "who did dad pay" as payees', () => {
    expect(readFinanceShape('and what are the monthly dues now')).toMatchObject({
      single: true,
      latest: true,
    });
    expect(readFinanceShape('the current insurance premium at elm')).toMatchObject({ latest: true });
    expect(readFinanceShape('what did the dues cost this year').latest).toBeUndefined();
    expect(readFinanceShape('who did dad pay the most money to last year top three')).toMatchObject({
      groupBy: 'vendor',
      limit: 3,
    });
  });

  it('reads a sum the groups must reach, not a stretch of days', () => {
    expect(readFinanceShape('which contractors did i pay 600 or more in xperiod')).toMatchObject({
      groupBy: 'vendor',
      atLeastCents: 60000,
    });
    expect(readFinanceShape('which vendors got at least 1000')).toMatchObject({ atLeastCents: 100000 });
    expect(readFinanceShape('which vendors did i pay over 90 days').atLeastCents).toBeUndefined();
    // A sum claimed is no floor: "tom says we paid over $25,000 … all the places together".
    expect(
      readFinanceShape('tom says we paid over 25000 in property taxes xperiod all the places together')
        .atLeastCents,
    ).toBeUndefined();
    // The group after "which", not a word of a category left out ("property taxes").
    expect(
      readFinanceShape('which vendors have we paid 600 or more xperiod leave out insurance property taxes'),
    ).toMatchObject({ groupBy: 'vendor', atLeastCents: 60000 });
  });
});
