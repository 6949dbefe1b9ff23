import { describe, expect, it } from 'vitest';
import { makeField } from '../testing/fixtures';
import {
  missingRequiredMessage,
  parseMoney,
  parseNumber,
  readDraft,
  readDrafts,
  toDraft,
  toDrafts,
  visibleFields,
  type FieldDraft,
  type FieldKind,
} from './field-drafts';

describe('parseNumber and parseMoney', () => {
  it.each<[string, number | null, number | null]>([
    ['', null, null],
    ['   ', null, null],
    ['0', 0, 0],
    ['1250', 1250, 1250],
    ['1250.555', 1250.555, 1250.56],
    ['$1,250.50', 1250.5, 1250.5],
    [' 2.5 ', 2.5, 2.5],
    ['-40', -40, -40],
    ['abc', null, null],
    ['12abc', null, null],
    ['Infinity', null, null],
  ])('%j → %s / %s', (text, number, money) => {
    expect(parseNumber(text)).toBe(number);
    expect(parseMoney(text)).toBe(money);
  });
});

describe('toDraft: the value as the input shows it', () => {
  it.each<[FieldKind, unknown, FieldDraft]>([
    ['text', 'Rosa Parks', { kind: 'text', text: 'Rosa Parks' }],
    ['text', null, { kind: 'text', text: '' }],
    ['text', 12, { kind: 'text', text: '12' }],
    ['text', { nested: true }, { kind: 'text', text: '' }],
    ['number', 3, { kind: 'number', text: '3' }],
    ['number', null, { kind: 'number', text: '' }],
    ['number', '2.5', { kind: 'number', text: '2.5' }],
    ['money', 1250.5, { kind: 'money', text: '1250.5' }],
    ['money', Number.NaN, { kind: 'money', text: '' }],
    ['date', '2026-03-01', { kind: 'date', text: '2026-03-01' }],
    ['date', '2026-03-01T00:00:00.000Z', { kind: 'date', text: '2026-03-01' }],
    ['date', 'March 1, 2026', { kind: 'date', text: '' }],
    ['date', null, { kind: 'date', text: '' }],
    ['boolean', true, { kind: 'boolean', isChecked: true }],
    ['boolean', false, { kind: 'boolean', isChecked: false }],
    ['boolean', null, { kind: 'boolean', isChecked: false }],
    ['list', ['Rosa Parks', 'Ada Lovelace'], { kind: 'list', text: 'Rosa Parks, Ada Lovelace' }],
    ['list', [], { kind: 'list', text: '' }],
    ['list', null, { kind: 'list', text: '' }],
    [
      'late_payment',
      { initial_fee: 50, daily_late_charge: 10 },
      { kind: 'late_payment', initialFee: '50', dailyLateCharge: '10' },
    ],
    [
      'late_payment',
      { initial_fee: 50, daily_late_charge: null },
      { kind: 'late_payment', initialFee: '50', dailyLateCharge: '' },
    ],
    ['late_payment', null, { kind: 'late_payment', initialFee: '', dailyLateCharge: '' }],
    [
      'fees',
      [
        { fee_type: 'Pet Fee', amount: 300 },
        { fee_type: 'Animal Violation Fee', first_violation: 100, additional_violation: 200 },
      ],
      {
        kind: 'fees',
        fees: [
          { feeType: 'Pet Fee', amount: '300', firstViolation: '', additionalViolation: '' },
          { feeType: 'Animal Violation Fee', amount: '', firstViolation: '100', additionalViolation: '200' },
        ],
      },
    ],
    ['fees', null, { kind: 'fees', fees: [] }],
  ])('%s %j', (kind, value, expected) => {
    expect(toDraft({ kind, value })).toEqual(expected);
  });
});

describe('readDraft: the value sent back, by kind', () => {
  it.each<[string, FieldDraft, unknown]>([
    ['text is trimmed', { kind: 'text', text: '  Rosa Parks ' }, 'Rosa Parks'],
    ['blank text is null', { kind: 'text', text: '  ' }, null],
    ['a date', { kind: 'date', text: '2026-03-01' }, '2026-03-01'],
    ['no date is null', { kind: 'date', text: '' }, null],
    ['a number', { kind: 'number', text: '2.5' }, 2.5],
    ['no number is null', { kind: 'number', text: '' }, null],
    ['money to the cent', { kind: 'money', text: '1250.499' }, 1250.5],
    ['a checked box', { kind: 'boolean', isChecked: true }, true],
    ['an unchecked box', { kind: 'boolean', isChecked: false }, false],
    ['a list', { kind: 'list', text: 'Rosa Parks, , Ada Lovelace ,' }, ['Rosa Parks', 'Ada Lovelace']],
    ['an empty list', { kind: 'list', text: '' }, []],
    [
      'a late payment',
      { kind: 'late_payment', initialFee: '50', dailyLateCharge: '' },
      { initial_fee: 50, daily_late_charge: null },
    ],
    ['no late payment is null', { kind: 'late_payment', initialFee: '', dailyLateCharge: ' ' }, null],
    [
      'fees: amounts, animal violations, and blank rows dropped',
      {
        kind: 'fees',
        fees: [
          { feeType: ' Pet Fee ', amount: '300', firstViolation: '9', additionalViolation: '9' },
          { feeType: 'Animal Violation Fee', amount: '5', firstViolation: '100', additionalViolation: '' },
          { feeType: '  ', amount: '10', firstViolation: '', additionalViolation: '' },
          { feeType: 'Parking', amount: '', firstViolation: '', additionalViolation: '' },
        ],
      },
      [
        { fee_type: 'Pet Fee', amount: 300 },
        { fee_type: 'Animal Violation Fee', first_violation: 100, additional_violation: null },
        { fee_type: 'Parking', amount: null },
      ],
    ],
  ])('%s', (_name, draft, expected) => {
    expect(readDraft(draft)).toEqual(expected);
  });

  it('round-trips every kind', () => {
    const fields = [
      makeField({ key: 'address', kind: 'text', value: '12 Elm Street' }),
      makeField({ key: 'rent_amount_monthly', kind: 'money', value: 1250.5 }),
      makeField({ key: 'num_bedrooms', kind: 'number', value: 3 }),
      makeField({ key: 'start_date', kind: 'date', value: '2026-03-01' }),
      makeField({ key: 'is_nnn', kind: 'boolean', value: true }),
      makeField({ key: 'tenants', kind: 'list', value: ['Rosa Parks'] }),
      makeField({
        key: 'late_payment',
        kind: 'late_payment',
        value: { initial_fee: 50, daily_late_charge: 10 },
      }),
      makeField({ key: 'additional_fees', kind: 'fees', value: [{ fee_type: 'Pet Fee', amount: 300 }] }),
    ];
    expect(readDrafts(fields, toDrafts(fields))).toEqual(
      Object.fromEntries(fields.map((field) => [field.key, field.value])),
    );
  });
});

describe('currency and required fields', () => {
  it('edits a currency as text and sends its code in capitals, or null when blank', () => {
    expect(toDraft({ kind: 'currency', value: 'GBP' })).toEqual({ kind: 'currency', text: 'GBP' });
    expect(readDraft({ kind: 'currency', text: ' eur ' })).toBe('EUR');
    expect(readDraft({ kind: 'currency', text: '' })).toBeNull();
  });

  it("names the first required field left empty, in the server's words", () => {
    const fields = [
      makeField({ key: 'vendor', value: null }),
      makeField({
        key: 'date',
        kind: 'date',
        value: null,
        required_message: 'Enter the date: it could not be read from the document.',
      }),
      makeField({
        key: 'total_amount',
        kind: 'money',
        value: 12.5,
        required_message: 'Enter the total: it could not be read from the document.',
      }),
    ];
    const drafts = toDrafts(fields);
    expect(missingRequiredMessage(fields, drafts)).toBe(
      'Enter the date: it could not be read from the document.',
    );
    const dated = { ...drafts, date: { kind: 'date', text: '2026-03-12' } as const };
    expect(missingRequiredMessage(fields, dated)).toBeNull();
    const noTotal = { ...dated, total_amount: { kind: 'money', text: '  ' } as const };
    expect(missingRequiredMessage(fields, noTotal)).toBe(
      'Enter the total: it could not be read from the document.',
    );
  });
});

describe('fields that do not apply', () => {
  const fields = [
    makeField({ key: 'is_commercial', kind: 'boolean', value: false }),
    makeField({ key: 'num_bedrooms', kind: 'number', value: 2 }),
    makeField({ key: 'num_bathrooms', kind: 'number', value: 1 }),
    makeField({ key: 'rent_amount_monthly', kind: 'money', value: 1675 }),
  ];
  const commercial = (isChecked: boolean) => ({
    ...toDrafts(fields),
    is_commercial: { kind: 'boolean' as const, isChecked },
  });

  it('hides bedrooms and bathrooms as soon as the lease is marked commercial, and shows them again', () => {
    const keys = (isChecked: boolean) =>
      visibleFields(fields, commercial(isChecked)).map((field) => field.key);
    expect(keys(false)).toEqual(['is_commercial', 'num_bedrooms', 'num_bathrooms', 'rent_amount_monthly']);
    expect(keys(true)).toEqual(['is_commercial', 'rent_amount_monthly']);
  });

  it('sends a hidden field empty', () => {
    expect(readDrafts(fields, commercial(true))).toEqual({
      is_commercial: true,
      num_bedrooms: null,
      num_bathrooms: null,
      rent_amount_monthly: 1675,
    });
    expect(readDrafts(fields, commercial(false))).toMatchObject({ num_bedrooms: 2, num_bathrooms: 1 });
  });
});
