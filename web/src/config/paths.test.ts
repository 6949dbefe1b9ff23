import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('link builders with query parameters', () => {
  it.each([
    [paths.app.properties.getHref(), '/dashboard/properties'],
    [paths.app.properties.getHref({ property: 'p1' }), '/dashboard/properties?property=p1'],
    [paths.app.tenants.getHref({ tenant: 'a b&c' }), '/dashboard/tenants?tenant=a+b%26c'],
    [
      paths.app.vault.getHref({ folder: 'vendors', record: 'v1' }),
      '/dashboard/vault?folder=vendors&record=v1',
    ],
    [paths.app.vault.getHref({ group: 'people' }), '/dashboard/vault?group=people'],
    [paths.app.vault.getHref({ folder: '', record: undefined }), '/dashboard/vault'],
  ])('%s', (href, expected) => {
    expect(href).toBe(expected);
  });
});
