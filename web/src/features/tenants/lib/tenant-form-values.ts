import type { z } from 'zod';
import { CreateLeaseInputSchema } from '@astor/contract/leases';
import { CreateTenantInputSchema, type CreateTenantInput, type Tenant } from '@astor/contract/tenants';

type TenantStatus = Tenant['status'];

/** The Add Tenant form's lease types (spec §5). A lease read from a document may carry another type. */
export const LEASE_TYPES = ['Residential', 'Commercial', 'Month-to-month'] as const;

export const REQUIRED_NAMES_MESSAGE = 'First name and last name are required.';

/** What the form's inputs hold: text as typed, '' for nothing chosen. */
export interface TenantFormValues {
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
}

/** The lease the form asks for: only when both a property and a lease type are chosen (spec §5). */
export interface LeaseTerms {
  property_id: string;
  lease_type: string;
  rent_amount_monthly: number | null;
  start_date: string | null;
  end_date: string | null;
}

export type TenantFormResult =
  | { isValid: false; message: string }
  | { isValid: true; tenant: CreateTenantInput; lease: LeaseTerms | null };

/** spec §4: the default status shown in the form is current. */
export const EMPTY_TENANT_FORM: TenantFormValues = {
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
};

export function tenantToFormValues(tenant: Tenant): TenantFormValues {
  const lease = tenant.lease;
  return {
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
  };
}

const FIELD_LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  title: 'Title',
  email: 'Email',
  phone_number: 'Phone',
  rent_amount_monthly: 'Monthly rent',
};

function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Please check the form.';
  const label = FIELD_LABELS[String(issue.path[0])];
  return label ? `${label}: ${issue.message}` : issue.message;
}

/**
 * Checks the form as the server would (the contract's own schemas) and splits it into the tenant to send
 * and the lease to ask for. spec §5: blank names give one message and nothing is sent.
 */
export function readTenantForm(values: TenantFormValues): TenantFormResult {
  if (values.first_name.trim() === '' || values.last_name.trim() === '') {
    return { isValid: false, message: REQUIRED_NAMES_MESSAGE };
  }

  const tenant = CreateTenantInputSchema.safeParse({
    first_name: values.first_name,
    last_name: values.last_name,
    title: values.title,
    email: values.email,
    phone_number: values.phone_number,
    status: values.status,
    property_id: values.property_id || null,
  });
  if (!tenant.success) return { isValid: false, message: firstIssueMessage(tenant.error) };

  if (!values.property_id || !values.lease_type) return { isValid: true, tenant: tenant.data, lease: null };

  const rentText = values.rent_amount_monthly.trim();
  const terms = {
    property_id: values.property_id,
    lease_type: values.lease_type,
    rent_amount_monthly: rentText === '' ? null : Number(rentText),
    start_date: values.start_date || null,
    end_date: values.end_date || null,
  };
  // Checked before anything is sent, so a bad lease never leaves a tenant saved without it.
  const lease = CreateLeaseInputSchema.safeParse(terms);
  if (!lease.success) return { isValid: false, message: firstIssueMessage(lease.error) };
  return { isValid: true, tenant: tenant.data, lease: terms };
}
