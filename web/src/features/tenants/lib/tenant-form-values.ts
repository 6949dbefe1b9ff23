import type { z } from 'zod';
import { CreateLeaseInputSchema, type Lease } from '@astor/contract/leases';
import { CreateTenantInputSchema, type CreateTenantInput, type Tenant } from '@astor/contract/tenants';
import { todayIso } from '@/lib/format';

type TenantStatus = Tenant['status'];

/**
 * The Add Tenant form's lease types (docs/product.md#add-tenant). A lease read from a document may carry
 * another type.
 */
export const LEASE_TYPES = ['Residential', 'Commercial', 'Month-to-month'] as const;

export const REQUIRED_NAMES_MESSAGE = 'First name and last name are required.';
/** docs/decisions/0009-company-tenants.md: a company tenant needs its name instead. */
export const REQUIRED_COMPANY_NAME_MESSAGE = 'Company name is required.';

/** What the form's inputs hold: text as typed, '' for nothing chosen. */
export interface TenantFormValues {
  /** A company tenant: one company name instead of a first and last name. */
  is_company: boolean;
  company_name: string;
  first_name: string;
  last_name: string;
  title: string;
  email: string;
  phone_number: string;
  status: TenantStatus;
  property_id: string;
  lease_type: string;
  rent_amount_monthly: string;
  start_date: string;
  end_date: string;
  /** Day of the month the rent is due. */
  rent_due_day: string;
  /** Days after the due day before unpaid rent is late. */
  grace_period_days: string;
  /**
   * An existing tenancy (docs/decisions/0012-rent-tracked-from.md): "Rent tracked from", '' for since the
   * lease started, and the balance owed on that day ('' for none).
   */
  ledger_start_date: string;
  opening_balance: string;
  /** Whether the two above say the lease's values: false while an edited tenant's lease is not loaded. */
  is_tracking_known: boolean;
}

/**
 * The lease the form asks for: only when both a property and a lease type are chosen
 * (docs/product.md#add-tenant).
 */
export interface LeaseTerms {
  property_id: string;
  lease_type: string;
  rent_amount_monthly: number | null;
  start_date: string | null;
  end_date: string | null;
  /** Left out when blank (an active lease's terms not loaded): the server keeps what it has. */
  rent_due_day?: number;
  grace_period_days?: number;
  /** Left out while the lease's values are not loaded: the server keeps what it has. */
  ledger_start_date?: string | null;
  opening_balance?: number;
}

/** A new lease's rent is due on the 1st and late after 5 days of grace (the server's defaults). */
export const DEFAULT_RENT_DUE_DAY = '1';
export const DEFAULT_GRACE_PERIOD_DAYS = '5';

export const RENT_DUE_DAY_MESSAGE = 'Rent due day must be a whole number from 1 to 31.';
export const GRACE_PERIOD_MESSAGE = 'Grace period must be a whole number of days from 0 to 60.';
export const OPENING_BALANCE_MESSAGE =
  'Balance owed on that date must be an amount in dollars and cents (negative for a credit).';
export const BALANCE_NEEDS_DATE_MESSAGE =
  'Enter the date rent is tracked from, or leave the balance owed empty.';

/**
 * Whether the lease started before this month: an existing tenancy, whose rent may be tracked from a later
 * day with the balance owed then (docs/decisions/0012-rent-tracked-from.md). `today` is YYYY-MM-DD.
 */
export const isExistingTenancy = (startDate: string, today: string): boolean =>
  startDate !== '' && startDate < `${today.slice(0, 8)}01`;

export type TenantFormResult =
  | { isValid: false; message: string }
  | { isValid: true; tenant: CreateTenantInput; lease: LeaseTerms | null };

/** docs/product.md#add-tenant: the default status shown in the form is current. */
export const EMPTY_TENANT_FORM: TenantFormValues = {
  is_company: false,
  company_name: '',
  first_name: '',
  last_name: '',
  title: '',
  email: '',
  phone_number: '',
  status: 'current',
  property_id: '',
  lease_type: '',
  rent_amount_monthly: '',
  start_date: '',
  end_date: '',
  rent_due_day: DEFAULT_RENT_DUE_DAY,
  grace_period_days: DEFAULT_GRACE_PERIOD_DAYS,
  ledger_start_date: '',
  opening_balance: '',
  is_tracking_known: true,
};

/**
 * The form of Edit Tenant. The tenant's card does not carry the active lease's due day and grace period:
 * they stay blank until the lease is loaded (`withLeaseTerms`); a tenant without a lease gets the defaults.
 */
export function tenantToFormValues(tenant: Tenant): TenantFormValues {
  const lease = tenant.lease;
  return {
    is_company: Boolean(tenant.company_name),
    company_name: tenant.company_name ?? '',
    first_name: tenant.first_name,
    last_name: tenant.last_name,
    title: tenant.title ?? '',
    email: tenant.email ?? '',
    phone_number: tenant.phone_number ?? '',
    status: tenant.status,
    property_id: tenant.property?.id ?? tenant.property_id ?? '',
    lease_type: lease?.lease_type ?? '',
    rent_amount_monthly: lease?.rent_amount_monthly == null ? '' : String(lease.rent_amount_monthly),
    start_date: lease?.start_date ?? '',
    end_date: lease?.end_date ?? '',
    rent_due_day: lease ? '' : DEFAULT_RENT_DUE_DAY,
    grace_period_days: lease ? '' : DEFAULT_GRACE_PERIOD_DAYS,
    ledger_start_date: '',
    opening_balance: '',
    is_tracking_known: !lease,
  };
}

/** The lease terms the tenant's card lacks, read from the lease itself. */
export type LoadedLeaseTerms = Pick<
  Lease,
  'rent_due_day' | 'grace_period_days' | 'ledger_start_date' | 'opening_balance'
>;

/**
 * The loaded lease's due day, grace period, "Rent tracked from" and balance owed then, unless the user has
 * typed them already.
 */
export function withLeaseTerms(values: TenantFormValues, lease: LoadedLeaseTerms): TenantFormValues {
  const tracking = values.is_tracking_known
    ? {}
    : {
        ledger_start_date: lease.ledger_start_date ?? '',
        opening_balance: lease.opening_balance ? String(lease.opening_balance) : '',
        is_tracking_known: true,
      };
  return {
    ...values,
    rent_due_day: values.rent_due_day || String(lease.rent_due_day),
    grace_period_days: values.grace_period_days || String(lease.grace_period_days),
    ...tracking,
  };
}

/** The balance owed as typed: 0 when blank, null when it is not an amount. */
function readAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A whole number within bounds; undefined when blank, null when it is not one. */
function readWholeNumber(text: string, min: number, max: number): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

const FIELD_LABELS: Record<string, string> = {
  company_name: 'Company name',
  first_name: 'First name',
  last_name: 'Last name',
  title: 'Title',
  email: 'Email',
  phone_number: 'Phone',
  rent_amount_monthly: 'Monthly rent',
  opening_balance: 'Balance owed on that date',
};

function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Please check the form.';
  const label = FIELD_LABELS[String(issue.path[0])];
  return label ? `${label}: ${issue.message}` : issue.message;
}

/**
 * Checks the form as the server would (the contract's own schemas) and splits it into the tenant to send
 * and the lease to ask for. docs/product.md#add-tenant: blank names give one message and nothing is sent;
 * a company needs its name only, and a person sent after a company clears it.
 */
export function readTenantForm(values: TenantFormValues, today: string = todayIso()): TenantFormResult {
  if (values.is_company && values.company_name.trim() === '') {
    return { isValid: false, message: REQUIRED_COMPANY_NAME_MESSAGE };
  }
  if (!values.is_company && (values.first_name.trim() === '' || values.last_name.trim() === '')) {
    return { isValid: false, message: REQUIRED_NAMES_MESSAGE };
  }

  const names = values.is_company
    ? { company_name: values.company_name, first_name: '', last_name: '' }
    : { company_name: null, first_name: values.first_name, last_name: values.last_name };
  const tenant = CreateTenantInputSchema.safeParse({
    ...names,
    title: values.title,
    email: values.email,
    phone_number: values.phone_number,
    status: values.status,
    property_id: values.property_id || null,
  });
  if (!tenant.success) return { isValid: false, message: firstIssueMessage(tenant.error) };

  if (!values.property_id || !values.lease_type) return { isValid: true, tenant: tenant.data, lease: null };

  const rentDueDay = readWholeNumber(values.rent_due_day, 1, 31);
  if (rentDueDay === null) return { isValid: false, message: RENT_DUE_DAY_MESSAGE };
  const gracePeriodDays = readWholeNumber(values.grace_period_days, 0, 60);
  if (gracePeriodDays === null) return { isValid: false, message: GRACE_PERIOD_MESSAGE };

  const rentText = values.rent_amount_monthly.trim();
  const terms: LeaseTerms = {
    property_id: values.property_id,
    lease_type: values.lease_type,
    rent_amount_monthly: rentText === '' ? null : Number(rentText),
    start_date: values.start_date || null,
    end_date: values.end_date || null,
  };
  if (rentDueDay !== undefined) terms.rent_due_day = rentDueDay;
  if (gracePeriodDays !== undefined) terms.grace_period_days = gracePeriodDays;
  if (values.is_tracking_known) {
    // Only an existing tenancy asks for them; a lease starting this month or later is tracked from its start.
    const isExisting = isExistingTenancy(values.start_date, today);
    const openingBalance = isExisting ? readAmount(values.opening_balance) : 0;
    if (openingBalance === null) return { isValid: false, message: OPENING_BALANCE_MESSAGE };
    terms.ledger_start_date = isExisting ? values.ledger_start_date || null : null;
    if (openingBalance !== 0 && !terms.ledger_start_date)
      return { isValid: false, message: BALANCE_NEEDS_DATE_MESSAGE };
    terms.opening_balance = openingBalance;
  }
  // Checked before anything is sent, so a bad lease never leaves a tenant saved without it.
  const lease = CreateLeaseInputSchema.safeParse(terms);
  if (!lease.success) return { isValid: false, message: firstIssueMessage(lease.error) };
  return { isValid: true, tenant: tenant.data, lease: terms };
}
