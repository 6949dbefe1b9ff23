import { z } from 'zod';
import { optionalText } from './common.js';

export const TENANT_STATUSES = ['current', 'late'] as const;
export const TenantStatusSchema = z.enum(TENANT_STATUSES);

/** docs/product.md#add-tenant: one sentence for either name missing or blank. */
export const NAMES_REQUIRED_MESSAGE = 'First name and last name are required.';

/** A person's name part: may be blank in the schema; whether it must be given is `requireNames`'s rule. */
const namePart = () => z.string({ error: NAMES_REQUIRED_MESSAGE }).trim().max(120);

/**
 * docs/decisions/0009-company-tenants.md: a tenant is a person, with a first and a last name, or a company,
 * with one company name and no first or last name needed.
 */
export const companyName = () => optionalText(200);

type NamesInput = { first_name?: string; last_name?: string; company_name?: string | null };

/**
 * A person's names are required ('First name and last name are required.', at each one missing) unless a
 * company name is given. `partial`: an update checks only the names it sends.
 */
const requireNames =
  (partial: boolean) =>
  (input: NamesInput, context: z.RefinementCtx): void => {
    if (input.company_name) return;
    for (const key of ['first_name', 'last_name'] as const) {
      const value = input[key];
      if (partial && value === undefined) continue;
      if (!value) context.addIssue({ code: 'custom', path: [key], message: NAMES_REQUIRED_MESSAGE });
    }
  };

/** The one name a tenant is shown by: the company's, else 'First Last'. */
export function tenantDisplayName(tenant: NamesInput): string {
  const company = tenant.company_name?.trim();
  if (company) return company;
  return [tenant.first_name, tenant.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

const TenantFieldsSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address')
    .transform((value) => (value === '' ? null : value))
    .nullish(),
  phone_number: optionalText(40),
  title: optionalText(120),
  property_id: z.string().nullish(),
  status: TenantStatusSchema.optional(),
});

const TenantNamesSchema = z.object({
  first_name: namePart().optional(),
  last_name: namePart().optional(),
  company_name: companyName().describe('A company tenant: its name, in place of a first and last name'),
});

/** docs/product.md#api-calls: POST /tenants/manual. */
export const CreateTenantInputSchema = TenantFieldsSchema.extend(TenantNamesSchema.shape).superRefine(
  requireNames(false),
);
export type CreateTenantInput = z.infer<typeof CreateTenantInputSchema>;

export const UpdateTenantInputSchema = TenantFieldsSchema.extend(TenantNamesSchema.shape)
  .partial()
  .superRefine(requireNames(true));
export type UpdateTenantInput = z.infer<typeof UpdateTenantInputSchema>;

export const TenantSchema = z.object({
  id: z.string(),
  property_id: z.string().nullable(),
  /** '' for a company. */
  first_name: z.string(),
  last_name: z.string(),
  /**
   * docs/decisions/0009-company-tenants.md: set for a company tenant, null for a person; the name shown is
   * `tenantDisplayName`. A reply without it (an older server) reads as a person.
   */
  company_name: z.string().nullable().default(null),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  title: z.string().nullable(),
  status: TenantStatusSchema,
  property: z.object({ id: z.string(), address: z.string() }).nullable(),
  /** The tenant's active lease (the latest one when several). */
  lease: z
    .object({
      id: z.string(),
      lease_type: z.string().nullable(),
      rent_amount_monthly: z.number().nullable(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
});
export type Tenant = z.infer<typeof TenantSchema>;
