import { z } from 'zod';
import { optionalText, whenMissing } from './common.js';

export const TENANT_STATUSES = ['current', 'late'] as const;
export const TenantStatusSchema = z.enum(TENANT_STATUSES);

/** docs/product.md#add-tenant: one sentence for either name missing or blank. */
export const NAMES_REQUIRED_MESSAGE = 'First name and last name are required.';

const name = () =>
  z
    .string({ error: whenMissing(NAMES_REQUIRED_MESSAGE) })
    .trim()
    .min(1, NAMES_REQUIRED_MESSAGE)
    .max(120);

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

/** docs/product.md#api-calls: POST /tenants/manual. */
export const CreateTenantInputSchema = TenantFieldsSchema.extend({
  first_name: name(),
  last_name: name(),
});
export type CreateTenantInput = z.infer<typeof CreateTenantInputSchema>;

export const UpdateTenantInputSchema = TenantFieldsSchema.extend({
  first_name: name(),
  last_name: name(),
}).partial();
export type UpdateTenantInput = z.infer<typeof UpdateTenantInputSchema>;

export const TenantSchema = z.object({
  id: z.string(),
  property_id: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
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
