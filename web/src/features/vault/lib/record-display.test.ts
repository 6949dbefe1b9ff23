import { describe, expect, it } from 'vitest';
import {
  flattenRecord,
  formatFieldValue,
  formatSpecialLeaseTerms,
  HIDDEN_FIELDS,
  isDateField,
  isMoneyField,
  toDisplayFields,
  toLabel,
} from './record-display';

describe('flattenRecord', () => {
  it.each([
    ['a flat record stays as is', { a: 1, b: 'x' }, { a: 1, b: 'x' }],
    [
      'nested objects join their keys with an underscore',
      { property: { id: 'p1', address: '12 Elm' } },
      { property_id: 'p1', property_address: '12 Elm' },
    ],
    ['deeper nesting keeps joining', { a: { b: { c: 3 } } }, { a_b_c: 3 }],
    [
      "a record's own key wins over a flattened one of the same name",
      { property_id: 'own', property: { id: 'nested', address: 'A' } },
      { property_id: 'own', property_address: 'A' },
    ],
    [
      'the own key wins even when it comes after the nested object',
      { property: { id: 'nested' }, property_id: 'own' },
      { property_id: 'own' },
    ],
    [
      'tenant_info is kept as a structured value',
      { tenant_info: { name: 'Ada', status: 'current' } },
      { tenant_info: { name: 'Ada', status: 'current' } },
    ],
    [
      'special_lease_terms is kept as a structured value',
      { special_lease_terms: { late_payment: { initial_fee: 50, daily_late_charge: 10 } } },
      { special_lease_terms: { late_payment: { initial_fee: 50, daily_late_charge: 10 } } },
    ],
    [
      'null, arrays and empty objects are leaves or vanish',
      { a: null, b: [1, 2], c: {} },
      { a: null, b: [1, 2] },
    ],
  ])('%s', (_name, record, expected) => {
    expect(flattenRecord(record)).toEqual(expected);
  });
});

describe('toLabel', () => {
  it.each([
    ['rent_amount_monthly', 'Rent Amount Monthly'],
    ['property_address', 'Property Address'],
    ['is_active', 'Is Active'],
    ['description', 'Description'],
    ['zipCode', 'Zip Code'],
    ['tenant_info', 'Tenant Info'],
    ['a__b', 'A B'],
    ['size_bytes', 'Size'],
    ['document_size_bytes', 'Document Size'],
  ])('%s → %s', (key, label) => {
    expect(toLabel(key)).toBe(label);
  });
});

describe('currencies', () => {
  it("shows a record's amounts in its own currency, else in the account's", () => {
    const [amount] = toDisplayFields({ amount: 4680, currency: 'GBP' });
    expect(amount?.value).toBe('£4,680.00');
    expect(toDisplayFields({ amount: 4680, currency: null })[0]?.value).toBe('$4,680.00');
  });
});

describe('file sizes', () => {
  it('shows a size in bytes for people', () => {
    expect(formatFieldValue('size_bytes', 60693)).toBe('59.3 KB');
    expect(formatFieldValue('size_bytes', null)).toBe('N/A');
    expect(toDisplayFields({ file_name: 'lease.pdf', size_bytes: 60693 })).toEqual([
      { key: 'file_name', label: 'File Name', value: 'lease.pdf', raw: 'lease.pdf' },
      { key: 'size_bytes', label: 'Size', value: '59.3 KB', raw: 60693 },
    ]);
  });

  it('leaves other counts alone', () => {
    expect(formatFieldValue('bytes', 60693)).toBe('60693');
    expect(toLabel('bytes')).toBe('Bytes');
  });
});

describe('isMoneyField', () => {
  it.each([
    ['amount', true],
    ['rent_amount_monthly', true],
    ['purchase_price', true],
    ['hoa_fee', true],
    ['lease_rent_amount_monthly', true],
    ['security_deposit', true],
    ['fees', true],
    // whole words only: these hold no money
    ['current_status', false],
    ['is_parent', false],
    ['description', false],
    // a money word followed by a non-money last word
    ['rent_due_day', false],
    ['fee_type', false],
    ['rent_start_date', false],
  ])('%s → %s', (key, expected) => {
    expect(isMoneyField(key)).toBe(expected);
  });
});

describe('isDateField', () => {
  it.each([
    ['start_date', true],
    ['upload_date', true],
    ['transaction_date', true],
    ['created_at', true],
    ['signed_on', true],
    ['date', true],
    ['start', true],
    ['lease_end', true],
    ['description', false],
    ['at', false],
    ['status', false],
  ])('%s → %s', (key, expected) => {
    expect(isDateField(key)).toBe(expected);
  });
});

describe('formatSpecialLeaseTerms', () => {
  it.each([
    ['absent', null, 'No special terms'],
    ['undefined', undefined, 'No special terms'],
    ['empty', {}, 'No special terms'],
    ['no fees and no late payment', { late_payment: null, additional_fees: [] }, 'No special terms'],
    [
      'late payment only',
      { late_payment: { initial_fee: 50, daily_late_charge: 10 } },
      'Late payment: $50.00 initial, $10.00 per day',
    ],
    [
      'late payment with an unknown daily charge',
      { late_payment: { initial_fee: 50, daily_late_charge: null } },
      'Late payment: $50.00 initial, N/A per day',
    ],
    [
      'the full example, with an Animal Violation Fee',
      {
        late_payment: { initial_fee: 50, daily_late_charge: 10 },
        additional_fees: [
          { fee_type: 'Pet Fee', amount: 25 },
          { fee_type: 'Animal Violation Fee', first_violation: 100, additional_violation: 250 },
        ],
      },
      'Late payment: $50.00 initial, $10.00 per day; Pet Fee: $25.00; Animal Violation Fee: $100.00 first, $250.00 additional',
    ],
    [
      'an Animal Violation Fee with one amount unknown',
      {
        additional_fees: [
          { fee_type: 'Animal Violation Fee', first_violation: 75, additional_violation: null },
        ],
      },
      'Animal Violation Fee: $75.00 first, N/A additional',
    ],
    [
      'numeric strings are amounts too',
      { additional_fees: [{ fee_type: 'Parking', amount: '1250.5' }] },
      'Parking: $1,250.50',
    ],
    ['a fee without a type', { additional_fees: [{ amount: 5 }] }, 'Fee: $5.00'],
    ['not an object', 'free text', 'No special terms'],
  ])('%s', (_name, terms, expected) => {
    expect(formatSpecialLeaseTerms(terms)).toBe(expected);
  });
});

describe('formatFieldValue', () => {
  it.each([
    // N/A for empty values (docs/product.md#display-rules)
    ['description', null, 'N/A'],
    ['description', undefined, 'N/A'],
    ['description', '', 'N/A'],
    ['description', '   ', 'N/A'],
    ['amount', null, 'N/A'],
    ['start_date', null, 'N/A'],
    // booleans
    ['is_active', true, 'Yes'],
    ['is_commercial', false, 'No'],
    // money: dollars with 2 decimals
    ['amount', 1250, '$1,250.00'],
    ['amount', 0, '$0.00'],
    ['amount', -75.5, '-$75.50'],
    ['rent_amount_monthly', 1800.456, '$1,800.46'],
    ['purchase_price', '350000', '$350,000.00'],
    ['hoa_fee', 'n/a', 'N/A'],
    ['rent_due_day', 1, '1'],
    // dates: localized, in date fields only, and only when the value is a date
    ['start_date', '2026-01-05', 'Jan 5, 2026'],
    ['upload_date', '2026-12-31', 'Dec 31, 2026'],
    ['created_at', '2026-03-04T12:00:00.000Z', 'Mar 4, 2026'],
    ['start_date', 'next spring', 'next spring'],
    ['description', '2026-01-05', '2026-01-05'],
    // text and numbers as they are
    ['status', 'unpaid', 'unpaid'],
    ['num_bedrooms', 3, '3'],
    // structured values
    ['special_lease_terms', null, 'No special terms'],
    [
      'tenant_info',
      { name: 'Ada Lovelace', status: 'current', email: null, phone: '555', address: '12 Elm', landlord: '' },
      'Name: Ada Lovelace; Status: current; Phone: 555; Address: 12 Elm',
    ],
    ['tenant_info', {}, 'N/A'],
    // lists
    ['tags', ['a', 'b'], 'a, b'],
    ['tags', [], 'N/A'],
  ])('%s = %j → %s', (key, value, expected) => {
    expect(formatFieldValue(key, value)).toBe(expected);
  });
});

describe('toDisplayFields', () => {
  const lease = {
    id: 'l1',
    property_id: 'p1',
    tenant_id: 't1',
    lease_type: 'Residential',
    start_date: '2026-01-01',
    end_date: null,
    rent_amount_monthly: 1800,
    is_active: true,
    special_lease_terms: {
      late_payment: { initial_fee: 50, daily_late_charge: 10 },
      additional_fees: [
        { fee_type: 'Animal Violation Fee', first_violation: 100, additional_violation: 250 },
      ],
    },
    property: { id: 'p1', address: '12 Elm Street' },
    tenant: { id: 't1', first_name: 'Ada', last_name: 'Lovelace' },
  };

  it('flattens, hides and formats a lease, in the record order', () => {
    expect(toDisplayFields(lease).map(({ label, value }) => [label, value])).toEqual([
      ['Lease Type', 'Residential'],
      ['Start Date', 'Jan 1, 2026'],
      ['End Date', 'N/A'],
      ['Rent Amount Monthly', '$1,800.00'],
      ['Is Active', 'Yes'],
      [
        'Special Lease Terms',
        'Late payment: $50.00 initial, $10.00 per day; Animal Violation Fee: $100.00 first, $250.00 additional',
      ],
      // `property` is hidden, its address is not; the nested ids are hidden like the record's own.
      ['Property Address', '12 Elm Street'],
      ['Tenant First Name', 'Ada'],
      ['Tenant Last Name', 'Lovelace'],
    ]);
  });

  it.each([...HIDDEN_FIELDS])('never shows the hidden field %s', (key) => {
    const fields = toDisplayFields({ [key]: 'secret', shown: 'yes' });
    expect(fields.map((field) => field.key)).toEqual(['shown']);
  });

  it('hides every reference to another record, so no raw id is shown (an invoice, a payment)', () => {
    const invoice = {
      id: 'a1',
      vendor: { id: 'v1', name: 'Northside Plumbing' },
      document_id: '0b6f7c1e-3f5a-4c2e-9d1a-8e2b5c4d3a21',
      expense_id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      invoice_number: 'INV-42',
      amount: 120.5,
      status: 'paid',
    };
    expect(toDisplayFields(invoice).map(({ label, value }) => [label, value])).toEqual([
      ['Vendor Name', 'Northside Plumbing'],
      ['Invoice Number', 'INV-42'],
      ['Amount', '$120.50'],
      ['Status', 'paid'],
    ]);
    expect(
      toDisplayFields({ income_id: 'x', maintenance_request_id: 'y', paid: true }).map((f) => f.key),
    ).toEqual(['paid']);
  });

  it('hides the raw nested value of a hidden key that is not an object, e.g. tenants: [...]', () => {
    const fields = toDisplayFields({ tenants: [{ id: 't1' }], payments: [], document: null, name: 'X' });
    expect(fields.map((field) => field.key)).toEqual(['name']);
  });

  it('keeps the value it came from beside the display text', () => {
    expect(toDisplayFields({ amount: 12 })).toEqual([
      { key: 'amount', label: 'Amount', value: '$12.00', raw: 12 },
    ]);
  });
});
