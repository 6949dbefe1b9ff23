import { describe, expect, it } from 'vitest';
import {
  breadcrumbOf,
  collectionForDeletion,
  findFolder,
  groupOfFolder,
  resolveLocation,
  VAULT_COLLECTIONS,
  VAULT_GROUPS,
} from './folders';

describe('the vault folders', () => {
  it('are the parent folders and subfolders, in order', () => {
    expect(VAULT_GROUPS.map((group) => [group.label, group.folders.map((folder) => folder.label)])).toEqual([
      ['Documents', ['Documents', 'Contracts', 'Leases', 'Invoices']],
      ['Finances', ['Income', 'Expenses']],
      ['People', ['Tenants', 'Vendors']],
    ]);
  });

  it('map each subfolder to its endpoint, every collection exactly once', () => {
    expect(VAULT_GROUPS.flatMap((group) => group.folders.map((folder) => folder.collection))).toEqual([
      'documents',
      'contracts',
      'leases',
      'invoices',
      'incomes',
      'expenses',
      'tenants',
      'vendors',
    ]);
    for (const collection of VAULT_COLLECTIONS) expect(groupOfFolder(collection)).toBeDefined();
  });
});

describe('resolveLocation and breadcrumbOf', () => {
  it.each([
    [{}, 'all', ['All']],
    [{ group: 'documents' }, 'group', ['All', 'Documents']],
    [{ folder: 'leases' }, 'folder', ['All', 'Documents', 'Leases']],
    [{ folder: 'incomes' }, 'folder', ['All', 'Finances', 'Income']],
    [{ folder: 'vendors' }, 'folder', ['All', 'People', 'Vendors']],
    // the subfolder wins over a contradicting group
    [{ folder: 'tenants', group: 'finances' }, 'folder', ['All', 'People', 'Tenants']],
    // unknown keys fall back
    [{ folder: 'payments' }, 'all', ['All']],
    [{ folder: 'payments', group: 'people' }, 'group', ['All', 'People']],
    [{ group: 'nope' }, 'all', ['All']],
  ])('%j → %s %j', (params, kind, labels) => {
    const location = resolveLocation(params);
    expect(location.kind).toBe(kind);
    expect(breadcrumbOf(location).map((crumb) => crumb.label)).toEqual(labels);
  });

  it('gives each crumb the URL parameters of its level', () => {
    expect(breadcrumbOf(resolveLocation({ folder: 'leases' })).map((crumb) => crumb.params)).toEqual([
      {},
      { group: 'documents' },
      { folder: 'leases' },
    ]);
  });
});

describe('collectionForDeletion', () => {
  it.each([
    ['vendors', 'vendors'],
    ['incomes', 'incomes'],
    ['Income', null],
    ['payments', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (key, expected) => {
    expect(collectionForDeletion(key)).toBe(expected);
  });

  it('knows every folder', () => {
    for (const collection of VAULT_COLLECTIONS) expect(findFolder(collection)?.collection).toBe(collection);
  });
});
