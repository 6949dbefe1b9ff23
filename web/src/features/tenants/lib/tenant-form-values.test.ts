import { describe, expect, it } from 'vitest';
import { makeTenant } from '../testing/fixtures';
import {
  EMPTY_TENANT_FORM,
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
    expect(withLeaseTerms(values, { rent_due_day: 15, grace_period_days: 0 })).toMatchObject({
      rent_due_day: '15',
      grace_period_days: '0',
    });
    // What the user typed meanwhile stays.
    expect(
      withLeaseTerms({ ...values, rent_due_day: '3' }, { rent_due_day: 15, grace_period_days: 0 }),
    ).toMatchObject({
      rent_due_day: '3',
    });
    const noLease = tenantToFormValues(makeTenant());
    expect([noLease.rent_due_day, noLease.grace_period_days]).toEqual(['1', '5']);
  });
});
