import { describe, expect, it } from 'vitest';
import { filterTenants, type TenantFilters } from './filter-tenants';

const tenants = [
  { id: 'a', first_name: 'Ada', last_name: 'Lovelace', status: 'current' },
  { id: 'b', first_name: 'Grace', last_name: 'Hopper', status: 'late' },
  { id: 'c', first_name: 'Alan', last_name: 'Turing', status: 'current' },
  { id: 'd', first_name: 'Édith', last_name: 'Piaf', status: 'late' },
] as const;

describe('filterTenants', () => {
  it.each<[string, TenantFilters, string[]]>([
    ['all with no search keeps every tenant in order', { status: 'all', search: '' }, ['a', 'b', 'c', 'd']],
    ['Current keeps current tenants', { status: 'current', search: '' }, ['a', 'c']],
    ['Late keeps late tenants', { status: 'late', search: '' }, ['b', 'd']],
    ['search matches a first name', { status: 'all', search: 'grace' }, ['b']],
    ['search matches a last name', { status: 'all', search: 'turing' }, ['c']],
    ['search ignores case', { status: 'all', search: 'LOVE' }, ['a']],
    ['search matches part of a name', { status: 'all', search: 'a' }, ['a', 'b', 'c', 'd']],
    ['search ignores spaces around', { status: 'all', search: '  hopper  ' }, ['b']],
    ['a blank search is no search', { status: 'late', search: '   ' }, ['b', 'd']],
    ['search matches first and last name together', { status: 'all', search: 'ada  lovelace' }, ['a']],
    ['search keeps accents', { status: 'all', search: 'édith' }, ['d']],
    ['search and filter combine', { status: 'current', search: 'al' }, ['c']],
    ['search and filter can leave nothing', { status: 'late', search: 'ada' }, []],
    ['search does not match other fields', { status: 'all', search: 'current' }, []],
  ])('%s', (_name, filters, expected) => {
    expect(filterTenants(tenants, filters).map((tenant) => tenant.id)).toEqual(expected);
  });

  it('returns an empty list for no tenants', () => {
    expect(filterTenants([], { status: 'all', search: 'x' })).toEqual([]);
  });
});
