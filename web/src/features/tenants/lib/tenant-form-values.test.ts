import { describe, expect, it } from 'vitest';
import { makeTenant } from '../testing/fixtures';
import {
  BALANCE_NEEDS_DATE_MESSAGE,
  EMPTY_TENANT_FORM,
  isExistingTenancy,
  OPENING_BALANCE_MESSAGE,
  readTenantForm,
  REQUIRED_COMPANY_NAME_MESSAGE,
  REQUIRED_NAMES_MESSAGE,
  tenantToFormValues,
  withLeaseTerms,
  type TenantFormValues,
} from './tenant-form-values';

const form = (values: Partial<TenantFormValues>): TenantFormValues => ({
  ...EMPTY_TENANT_FORM,
  first_name: 'Ada',
  last_name: 'Lovelace',
  ...values,
});

describe('readTenantForm', () => {
  it.each<[string, Partial<TenantFormValues>]>([
    ['a blank first name', { first_name: '' }],
    ['a blank last name', { last_name: '' }],
    ['names of spaces only', { first_name: '  ', last_name: '\t' }],
  ])('rejects %s with the documented message', (_name, values) => {
    expect(readTenantForm(form(values))).toEqual({ isValid: false, message: REQUIRED_NAMES_MESSAGE });
  });

  it('sends empty optional fields as null and trims the names', () => {
    const result = readTenantForm(form({ first_name: ' Ada ', rent_amount_monthly: '1200' }));
    expect(result).toEqual({
      isValid: true,
      tenant: {
        company_name: null,
        first_name: 'Ada',
        last_name: 'Lovelace',
        title: null,
        email: null,
        phone_number: null,
        status: 'current',
        property_id: null,
      },
      lease: null,
    });
  });

  it('takes a company by its one name, sending no first or last name', () => {
    const result = readTenantForm(
      form({
        is_company: true,
        company_name: ' Pedal & Pint Bicycle Co. LLC ',
        first_name: '',
        last_name: '',
      }),
    );
    expect(result).toMatchObject({
      isValid: true,
      tenant: { company_name: 'Pedal & Pint Bicycle Co. LLC', first_name: '', last_name: '' },
    });
    expect(readTenantForm(form({ is_company: true, company_name: '  ' }))).toEqual({
      isValid: false,
      message: REQUIRED_COMPANY_NAME_MESSAGE,
    });
  });

  it('clears the company name when a company is edited into a person', () => {
    const values = tenantToFormValues(
      makeTenant({ company_name: 'Byron Labs Inc.', first_name: '', last_name: '' }),
    );
    expect(values).toMatchObject({ is_company: true, company_name: 'Byron Labs Inc.' });
    const result = readTenantForm({ ...values, is_company: false, first_name: 'Ada', last_name: 'Byron' });
    expect(result).toMatchObject({
      isValid: true,
      tenant: { company_name: null, first_name: 'Ada', last_name: 'Byron' },
    });
  });

  it.each<[string, Partial<TenantFormValues>, boolean]>([
    ['property and type', { property_id: 'p1', lease_type: 'Residential' }, true],
    ['property only', { property_id: 'p1' }, false],
    ['type only', { lease_type: 'Commercial' }, false],
  ])('asks for a lease only with both a property and a type: %s', (_name, values, hasLease) => {
    const result = readTenantForm(form(values));
    expect(result.isValid && result.lease !== null).toBe(hasLease);
  });

  it('reads the lease terms', () => {
    const result = readTenantForm(
      form({
        property_id: 'p1',
        lease_type: 'Month-to-month',
        rent_amount_monthly: '1250.50',
        start_date: '2026-01-01',
        end_date: '2026-12-31',
      }),
    );
    expect(result).toMatchObject({
      isValid: true,
      lease: {
        property_id: 'p1',
        lease_type: 'Month-to-month',
        rent_amount_monthly: 1250.5,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
      },
    });
  });

  it.each<[string, Partial<TenantFormValues>, string]>([
    ['an invalid email', { email: 'not-an-email' }, 'Email: Enter a valid email address'],
    ['a negative rent', { rent_amount_monthly: '-1' }, 'Monthly rent: Must be 0 or more'],
    [
      'a rent with fractions of a cent',
      { rent_amount_monthly: '10.001' },
      'Monthly rent: At most 2 decimals (cents)',
    ],
    [
      'an end before the start',
      { start_date: '2026-05-01', end_date: '2026-04-30' },
      'End date must be on or after the start date',
    ],
  ])('rejects %s', (_name, values, message) => {
    expect(readTenantForm(form({ property_id: 'p1', lease_type: 'Residential', ...values }))).toEqual({
      isValid: false,
      message,
    });
  });
});

describe('rent due day and grace period', () => {
  const withLease = (values: Partial<TenantFormValues>) =>
    readTenantForm(form({ property_id: 'p1', lease_type: 'Residential', ...values }));

  it("a new lease gets the server's defaults: due on the 1st, 5 days of grace", () => {
    expect(withLease({})).toMatchObject({ isValid: true, lease: { rent_due_day: 1, grace_period_days: 5 } });
  });

  it('blank values are left out, so the server keeps what the lease has', () => {
    const result = withLease({ rent_due_day: '', grace_period_days: ' ' });
    expect(result.isValid && result.lease).not.toHaveProperty('rent_due_day');
    expect(result.isValid && result.lease).not.toHaveProperty('grace_period_days');
  });

  it('an edited tenant with a lease waits for its terms; one without a lease gets the defaults', () => {
    const lease = { id: 'l1', lease_type: null, rent_amount_monthly: null, start_date: null, end_date: null };
    const values = tenantToFormValues(makeTenant({ lease }));
    expect([values.rent_due_day, values.grace_period_days]).toEqual(['', '']);
    const loaded = { rent_due_day: 15, grace_period_days: 0, ledger_start_date: null, opening_balance: 0 };
    expect(withLeaseTerms(values, loaded)).toMatchObject({
      rent_due_day: '15',
      grace_period_days: '0',
    });
    // What the user typed meanwhile stays.
    expect(withLeaseTerms({ ...values, rent_due_day: '3' }, loaded)).toMatchObject({
      rent_due_day: '3',
    });
    const noLease = tenantToFormValues(makeTenant());
    expect([noLease.rent_due_day, noLease.grace_period_days]).toEqual(['1', '5']);
  });
});

describe('an existing tenancy: rent tracked from and the balance owed then', () => {
  // Today is 2026-03-20: a lease started before 2026-03-01 is an existing tenancy.
  const TODAY = '2026-03-20';
  const withLease = (values: Partial<TenantFormValues>) =>
    readTenantForm(
      form({ property_id: 'p1', lease_type: 'Residential', start_date: '2024-03-01', ...values }),
      TODAY,
    );

  it.each([
    ['a start two years ago', '2024-03-01', true],
    ['a start on the last day of last month', '2026-02-28', true],
    ['a start on the first of this month', '2026-03-01', false],
    ['a start later this month', '2026-03-15', false],
    ['no start', '', false],
  ])('asks for it with %s: %s', (_what, start, asked) => {
    expect(isExistingTenancy(start, TODAY)).toBe(asked);
  });

  it.each<[string, Partial<TenantFormValues>, { ledger_start_date: string | null; opening_balance: number }]>(
    [
      ['empty: every month since the lease started', {}, { ledger_start_date: null, opening_balance: 0 }],
      [
        'a date and nothing owed',
        { ledger_start_date: '2026-03-01' },
        { ledger_start_date: '2026-03-01', opening_balance: 0 },
      ],
      [
        'a date and a balance owed',
        { ledger_start_date: '2026-03-01', opening_balance: ' 1250.50 ' },
        { ledger_start_date: '2026-03-01', opening_balance: 1250.5 },
      ],
      [
        'a credit',
        { ledger_start_date: '2026-03-01', opening_balance: '-200' },
        { ledger_start_date: '2026-03-01', opening_balance: -200 },
      ],
      [
        'values left from before the start moved into this month',
        { start_date: '2026-03-05', ledger_start_date: '2026-03-01', opening_balance: '300' },
        { ledger_start_date: null, opening_balance: 0 },
      ],
    ],
  )('sends %s', (_what, values, sent) => {
    expect(withLease(values)).toMatchObject({ isValid: true, lease: sent });
  });

  it.each<[string, Partial<TenantFormValues>, string]>([
    ['a balance without the date', { opening_balance: '300' }, BALANCE_NEEDS_DATE_MESSAGE],
    [
      'a balance that is not an amount',
      { ledger_start_date: '2026-03-01', opening_balance: '12,5' },
      OPENING_BALANCE_MESSAGE,
    ],
    [
      'a balance in fractions of a cent',
      { ledger_start_date: '2026-03-01', opening_balance: '1.005' },
      'Balance owed on that date: At most 2 decimals (cents)',
    ],
    [
      'a date before the lease started',
      { ledger_start_date: '2024-02-01' },
      'Rent tracked from must be on or after the lease start date (2024-03-01)',
    ],
  ])('refuses %s', (_what, values, message) => {
    expect(withLease(values)).toEqual({ isValid: false, message });
  });

  it("leaves them out until an edited tenant's lease is loaded, then shows the lease's", () => {
    const lease = {
      id: 'l1',
      lease_type: 'Residential',
      rent_amount_monthly: 900,
      start_date: '2024-03-01',
      end_date: null,
    };
    const values = { ...tenantToFormValues(makeTenant({ lease })), property_id: 'p1' };
    const before = readTenantForm(values, TODAY);
    expect(before.isValid && before.lease).not.toHaveProperty('ledger_start_date');
    expect(before.isValid && before.lease).not.toHaveProperty('opening_balance');
    const loaded = withLeaseTerms(values, {
      rent_due_day: 1,
      grace_period_days: 5,
      ledger_start_date: '2026-03-01',
      opening_balance: -75.25,
    });
    expect(loaded).toMatchObject({ ledger_start_date: '2026-03-01', opening_balance: '-75.25' });
    expect(readTenantForm(loaded, TODAY)).toMatchObject({
      isValid: true,
      lease: { ledger_start_date: '2026-03-01', opening_balance: -75.25 },
    });
  });
});
