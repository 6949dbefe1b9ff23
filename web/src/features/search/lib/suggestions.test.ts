import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@astor/contract/search';
import {
  buildSuggestions,
  describeRecord,
  groupSuggestions,
  matchPages,
  moveHighlight,
  recordHref,
} from './suggestions';

const record = (id: string, type: SearchResult['type'] = 'property'): SearchResult => ({
  type,
  id,
  label: `Record ${id}`,
  sublabel: null,
});

describe('matchPages', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['vault', ['Vault']],
    ['VAULT', ['Vault']],
    ['pro', ['Properties', 'Profile']],
    ['s', ['Settings', 'Support', 'Dashboard', 'Properties', 'Tenants', 'Finances', 'Notifications']],
    ['ten', ['Tenants']],
    ['cat', ['Notifications']],
    ['zzz', []],
  ])('%j → %j', (query, labels) => {
    expect(matchPages(query).map((page) => page.label)).toEqual(labels);
  });

  it('leads to the sidebar pages, then the account pages', () => {
    expect(matchPages('o').map((page) => [page.label, page.href])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Properties', '/dashboard/properties'],
      ['Profile', '/profile'],
      ['Support', '/support'],
      ['Notifications', '/notifications'],
    ]);
  });
});

describe('recordHref', () => {
  it.each([
    ['property', 'p 1', '/dashboard/properties?property=p+1'],
    ['tenant', 't1', '/dashboard/tenants?tenant=t1'],
    ['vendor', 'v1', '/dashboard/vault?folder=vendors&record=v1'],
    ['document', 'd1', '/dashboard/vault?folder=documents&record=d1'],
  ] as const)('a %s → %s', (type, id, href) => {
    expect(recordHref({ type, id })).toBe(href);
  });
});

describe('buildSuggestions', () => {
  const ten = Array.from({ length: 10 }, (_, index) => record(`r${index}`));

  it('is empty for an empty query', () => {
    expect(buildSuggestions('  ', ten)).toEqual([]);
  });

  it('puts records first, then pages, for a query of 2 characters or more', () => {
    const labels = buildSuggestions('pro', [record('a'), record('b', 'tenant')]).map((item) => item.label);
    expect(labels).toEqual(['Record a', 'Record b', 'Properties', 'Profile']);
  });

  it('ignores records for a 1-character query', () => {
    expect(buildSuggestions('v', ten).map((item) => item.label)).toEqual(['Vault']);
  });

  it.each([
    ['no page matches: 10 records', 'elm', 10, 0],
    ['2 pages match: 8 records and the 2 pages', 'pro', 8, 2],
    ['1 page matches: 9 records and the page', 'vault', 9, 1],
  ])('caps the list at 10: %s', (_name, query, records, pages) => {
    const suggestions = buildSuggestions(query, [...ten, record('extra')]);
    expect(suggestions).toHaveLength(records + pages);
    expect(suggestions.filter((item) => item.kind === 'record')).toHaveLength(records);
    expect(suggestions.filter((item) => item.kind === 'page')).toHaveLength(pages);
  });

  it('gives every suggestion a distinct key and its link', () => {
    const suggestions = buildSuggestions('pro', [record('p1'), record('p1', 'tenant')]);
    expect(new Set(suggestions.map((item) => item.key)).size).toBe(suggestions.length);
    expect(suggestions.map((item) => item.href)).toEqual([
      '/dashboard/properties?property=p1',
      '/dashboard/tenants?tenant=p1',
      '/dashboard/properties',
      '/profile',
    ]);
  });
});

describe('records grouped by kind', () => {
  it('lists properties, tenants, transactions, vendors, documents, then pages, keeping the server order in each', () => {
    const records = [
      record('d1', 'document'),
      record('x1', 'expense'),
      record('v1', 'vendor'),
      record('i1', 'income'),
      record('t1', 'tenant'),
      record('x2', 'expense'),
    ];
    const suggestions = buildSuggestions('vau', records);
    expect(suggestions.map((item) => item.key)).toEqual([
      'tenant:t1',
      'expense:x1',
      'income:i1',
      'expense:x2',
      'vendor:v1',
      'document:d1',
      'page:/dashboard/vault',
    ]);
    expect(
      groupSuggestions(suggestions).map((group) => [group.label, group.items.map((item) => item.index)]),
    ).toEqual([
      ['Tenants', [0]],
      ['Transactions', [1, 2, 3]],
      ['Vendors', [4]],
      ['Documents', [5]],
      ['Pages', [6]],
    ]);
  });

  it('opens a transaction as its record in the vault', () => {
    expect(recordHref({ type: 'expense', id: 'e1' })).toBe('/dashboard/vault?folder=expenses&record=e1');
    expect(recordHref({ type: 'income', id: 'i1' })).toBe('/dashboard/vault?folder=incomes&record=i1');
  });

  it("describes a transaction by its date, amount in the ledger's format and its payer or vendor", () => {
    const expense: SearchResult = {
      type: 'expense',
      id: 'e1',
      label: 'Burst pipe',
      sublabel: 'Northside Plumbing',
      date: '2026-09-02',
      amount: -1250.5,
      currency: 'USD',
    };
    expect(describeRecord(expense)).toBe('Sep 2, 2026 · ($1,250.50) · Northside Plumbing');
    expect(describeRecord({ ...expense, type: 'income', amount: 900, currency: 'GBP', sublabel: null })).toBe(
      'Sep 2, 2026 · £900.00',
    );
    expect(describeRecord(record('p1'))).toBeNull();
    expect(describeRecord({ ...record('v1', 'vendor'), sublabel: 'Repairs' })).toBe('Repairs');
  });
});

describe('moveHighlight', () => {
  it.each([
    [-1, 1, 3, 0],
    [-1, -1, 3, 2],
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [-1, 1, 0, -1],
    [4, 1, 0, -1],
  ] as const)('from %i by %i of %i → %i', (current, step, count, expected) => {
    expect(moveHighlight(current, step, count)).toBe(expected);
  });
});
