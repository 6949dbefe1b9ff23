import { describe, expect, it } from 'vitest';
import type { ChatSource } from '@astor/contract/chat';
import { getSourceHref } from './source-links';

describe('getSourceHref', () => {
  it.each<[ChatSource['type'], string | undefined]>([
    ['property', '/dashboard/properties?property=x%2F1'],
    ['tenant', '/dashboard/tenants?tenant=x%2F1'],
    ['lease', '/dashboard/vault?folder=leases&record=x%2F1'],
    ['income', '/dashboard/vault?folder=incomes&record=x%2F1'],
    ['expense', '/dashboard/vault?folder=expenses&record=x%2F1'],
    ['document', '/dashboard/vault?folder=documents&record=x%2F1'],
    ['maintenance', '/dashboard/calendar'],
    ['event', '/dashboard/calendar'],
    ['period', undefined],
  ])('links a %s source to %s', (type, href) => {
    // An id with a slash shows that it is encoded, not spliced into the path.
    expect(getSourceHref({ type, id: 'x/1', label: 'Label' })).toBe(href);
  });
});
