import { describe, expect, it } from 'vitest';
import { makeField, makeProposal } from '../testing/fixtures';
import { toDrafts, type FieldDrafts } from './field-drafts';
import { describeReviewCreates, reviewAddressWarning } from './review-summary';

const LEASE = makeProposal({
  document_type: 'Lease',
  fields: [
    makeField({ key: 'address', value: '915 Alder Street' }),
    makeField({ key: 'tenants', kind: 'list', value: ['Imani Brooks'] }),
    makeField({ key: 'rent_amount_monthly', kind: 'money', value: 1675 }),
  ],
  // What the server answers for these values today (contract/src/proposal-summary.ts words both).
  creates: [
    'The document itself, stored with its text',
    'A property at 915 Alder Street',
    'A lease at $1,675.00 a month',
    'Tenant Imani Brooks',
  ],
});

const edit = (drafts: FieldDrafts, key: string, text: string): FieldDrafts => ({
  ...drafts,
  [key]: { kind: 'text', text },
});

describe('describeReviewCreates', () => {
  it('says what the server said while nothing is corrected', () => {
    expect(describeReviewCreates(LEASE, toDrafts(LEASE.fields), true)).toEqual(LEASE.creates);
  });

  it('follows the corrections: the rent, the tenants, the address', () => {
    let drafts = toDrafts(LEASE.fields);
    drafts = { ...drafts, rent_amount_monthly: { kind: 'money', text: '1800' } };
    drafts = { ...drafts, tenants: { kind: 'list', text: 'Imani Brooks, Noah Brooks' } };
    drafts = edit(drafts, 'address', '917 Alder Street');
    expect(describeReviewCreates(LEASE, drafts, true)).toEqual([
      'The document itself, stored with its text',
      'A property at 917 Alder Street',
      'A lease at $1,800.00 a month',
      'Tenant Imani Brooks',
      'Tenant Noah Brooks',
    ]);
  });

  it('creates no property for a lease linked to one, and says when the rent is empty', () => {
    const drafts = { ...toDrafts(LEASE.fields), rent_amount_monthly: { kind: 'money' as const, text: '' } };
    expect(describeReviewCreates(LEASE, drafts, false)).toEqual([
      'The document itself, stored with its text',
      'A lease at an unknown amount a month',
      'Tenant Imani Brooks',
    ]);
  });

  it('names an invoice in its currency, and a code half typed does not break the review', () => {
    const invoice = makeProposal({
      document_type: 'Invoice',
      fields: [
        makeField({ key: 'vendor', value: 'Summit Electric' }),
        makeField({ key: 'total_amount', kind: 'money', value: 145 }),
        makeField({ key: 'currency', kind: 'currency', value: 'GBP' }),
      ],
    });
    const drafts = toDrafts(invoice.fields);
    expect(describeReviewCreates(invoice, drafts, false)).toEqual([
      'The document itself, stored with its text',
      'Vendor Summit Electric (unless it already exists)',
      'An invoice and an expense of £145.00',
    ]);
    expect(
      describeReviewCreates(invoice, { ...drafts, currency: { kind: 'currency', text: 'E' } }, false),
    ).toContain('An invoice and an expense of 145.00 E');
  });

  it('creates nothing but the document for a custom type', () => {
    expect(describeReviewCreates(makeProposal({ document_type: 'Insurance policy' }), {}, false)).toEqual([
      'The document itself, stored with its text',
    ]);
  });
});

describe('reviewAddressWarning', () => {
  it("warns when the document's address, as corrected, is not the chosen property's", () => {
    const drafts = toDrafts(LEASE.fields);
    expect(reviewAddressWarning(LEASE, drafts, '20 Birch Lane')).toBe(
      'The document names 915 Alder Street, but the chosen property is 20 Birch Lane. Check that this is the right property.',
    );
    expect(reviewAddressWarning(LEASE, edit(drafts, 'address', '20 Birch Ln'), '20 Birch Lane')).toBeNull();
  });

  it("reads an invoice's property address, and says nothing when a lease creates its property", () => {
    const invoice = makeProposal({
      document_type: 'Invoice',
      fields: [makeField({ key: 'property_address', value: '3 Minster Yard, Eugene, OR' })],
    });
    expect(reviewAddressWarning(invoice, toDrafts(invoice.fields), '20 Birch Lane')).toContain(
      'The document names 3 Minster Yard',
    );
    expect(reviewAddressWarning(LEASE, toDrafts(LEASE.fields), null)).toBeNull();
  });
});
