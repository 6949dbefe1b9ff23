import { describe, expect, it } from 'vitest';
import { clampPage, describeShownRange, pageCount } from './ledger-paging';

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [20_000, 400],
  ])('%i rows make %i pages of 50', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});

describe('clampPage', () => {
  it.each([
    ['keeps a page that still exists', 3, 20_000, 3],
    ['moves back when the last page emptied', 2, 100, 1],
    ['goes to the first page when nothing is left', 4, 0, 0],
    ['never goes below the first page', -1, 10, 0],
  ])('%s', (_name, page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });
});

describe('describeShownRange', () => {
  it.each([
    [0, 50, 20_000, 'Showing 1–50 of 20,000'],
    [19_950, 50, 20_000, 'Showing 19,951–20,000 of 20,000'],
    [50, 7, 57, 'Showing 51–57 of 57'],
    [0, 1, 1, 'Showing 1–1 of 1'],
    [0, 0, 0, 'Showing 0 of 0'],
  ])('offset %i with %i rows of %i', (offset, rows, total, text) => {
    expect(describeShownRange(offset, rows, total)).toBe(text);
  });
});
