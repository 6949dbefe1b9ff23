import { describe, expect, it } from 'vitest';
import { makeResult } from '../testing/fixtures';
import { summarizeResult } from './created-summary';

describe('summarizeResult', () => {
  it('lists the document, then each created record with the screen that shows it', () => {
    const lines = summarizeResult(
      makeResult({
        created: [
          { type: 'property', id: 'p1', label: '12 Elm Street' },
          { type: 'lease', id: 'l1', label: 'Lease from Mar 1, 2026' },
          { type: 'tenant', id: 't1', label: 'Rosa Parks' },
          { type: 'contract', id: 'c1', label: 'Cleaning contract' },
          { type: 'vendor', id: 'v1', label: 'Acme Plumbing' },
          { type: 'invoice', id: 'i1', label: 'Invoice 1001' },
          { type: 'expense', id: 'e1', label: '$89.99 Repairs' },
        ],
      }),
    );
    expect(lines.map(({ title, label, href }) => [title, label, href])).toEqual([
      ['Document', 'lease.pdf', '/dashboard/vault'],
      ['Property', '12 Elm Street', '/dashboard/properties'],
      ['Lease', 'Lease from Mar 1, 2026', '/dashboard/tenants'],
      ['Tenant', 'Rosa Parks', '/dashboard/tenants'],
      ['Contract', 'Cleaning contract', '/dashboard/properties'],
      ['Vendor', 'Acme Plumbing', '/dashboard/vault'],
      ['Invoice', 'Invoice 1001', '/dashboard/finances'],
      ['Expense', '$89.99 Repairs', '/dashboard/finances'],
    ]);
  });

  it("writes the server's amounts and dates in the app's formats", () => {
    const lines = summarizeResult(
      makeResult({
        created: [
          { type: 'lease', id: 'l1', label: 'Lease at $4680.00 a month from 2026-11-01' },
          { type: 'expense', id: 'e1', label: 'Expense of €3.00' },
        ],
      }),
    );
    expect(lines.slice(1).map((line) => line.label)).toEqual([
      'Lease at $4,680.00 a month from Nov 1, 2026',
      'Expense of €3.00',
    ]);
  });

  it('names a document without a file name by its type', () => {
    const result = makeResult();
    result.document.file_name = null;
    expect(summarizeResult(result)[0]?.label).toBe('Lease');
  });
});
