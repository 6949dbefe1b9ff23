import { z } from 'zod';
import { DateSchema, MoneySchema, SignedMoneySchema, optionalText } from './common.js';

export const ANIMAL_VIOLATION_FEE = 'Animal Violation Fee';

const feeType = z.string().trim().min(1, 'Fee type is required').max(120);

/**
 * docs/product.md#lease-terms: an 'Animal Violation Fee' entry has first_violation and additional_violation
 * instead of amount.
 */
export const AdditionalFeeSchema = z.union([
  z.object({
    fee_type: z.literal(ANIMAL_VIOLATION_FEE),
    first_violation: MoneySchema.nullable(),
    additional_violation: MoneySchema.nullable(),
  }),
  z.object({
    fee_type: feeType.refine(
      (value) => value !== ANIMAL_VIOLATION_FEE,
      'Use first_violation and additional_violation',
    ),
    amount: MoneySchema.nullable(),
  }),
]);
export type AdditionalFee = z.infer<typeof AdditionalFeeSchema>;

export const SpecialLeaseTermsSchema = z.object({
  late_payment: z
    .object({
      initial_fee: MoneySchema.nullable(),
      daily_late_charge: MoneySchema.nullable(),
      /** The most late fees one rent charge can collect (initial plus daily); no cap when absent. */
      max_late_fee: MoneySchema.nullable().optional(),
    })
    .nullable()
    .optional(),
  additional_fees: z.array(AdditionalFeeSchema).max(50).optional(),
});
export type SpecialLeaseTerms = z.infer<typeof SpecialLeaseTermsSchema>;

const LeaseFieldsSchema = z.object({
  tenant_id: z.string().nullish(),
  lease_type: optionalText(80),
  start_date: DateSchema.nullish(),
  end_date: DateSchema.nullish(),
  rent_amount_monthly: MoneySchema.nullish(),
  security_deposit: MoneySchema.nullish(),
  rent_due_day: z.number().int().min(1).max(31).optional(),
  /** Days after the due date before unpaid rent is late and late fees start (default 5). */
  grace_period_days: z.number().int().min(0).max(60).optional(),
  is_active: z.boolean().optional(),
  special_lease_terms: SpecialLeaseTermsSchema.nullish(),
  /**
   * "Rent tracked from" (docs/decisions/0012-rent-tracked-from.md): the rent ledger charges nothing that
   * falls due before it and applies no payment dated before it. Null: from the start date.
   */
  ledger_start_date: DateSchema.nullish(),
  /** What the tenant owed on ledger_start_date (negative: a credit); 0 without a ledger_start_date. */
  opening_balance: SignedMoneySchema.optional(),
});

const endAfterStart = (value: { start_date?: string | null; end_date?: string | null }) =>
  !value.start_date || !value.end_date || value.end_date >= value.start_date;
const endAfterStartIssue = { message: 'End date must be on or after the start date', path: ['end_date'] };

/** A lease's dates and opening balance, as saved (an update's fields over the stored ones). */
export type RentTrackingValues = {
  start_date?: string | null;
  end_date?: string | null;
  ledger_start_date?: string | null;
  opening_balance?: number;
};

/**
 * What is wrong with a lease's "Rent tracked from" and balance owed then, or null: the date lies within
 * the lease (docs/decisions/0012-rent-tracked-from.md#decision), and a balance needs the date. The one
 * rule for a request's own fields (the schemas below) and for an update over the stored lease.
 */
export function rentTrackingIssue(value: RentTrackingValues): { path: string; message: string } | null {
  const from = value.ledger_start_date;
  if (from && value.start_date && from < value.start_date)
    return {
      path: 'ledger_start_date',
      message: `Rent tracked from must be on or after the lease start date (${value.start_date})`,
    };
  if (from && value.end_date && from > value.end_date)
    return {
      path: 'ledger_start_date',
      message: `Rent tracked from must be on or before the lease end date (${value.end_date})`,
    };
  if (!from && value.opening_balance !== undefined && value.opening_balance !== 0)
    return {
      path: 'opening_balance',
      message: 'A balance owed needs the date rent is tracked from (ledger_start_date)',
    };
  return null;
}

const checkRentTracking = (value: RentTrackingValues, context: z.RefinementCtx) => {
  const issue = rentTrackingIssue(value);
  if (issue) context.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
};

export const CreateLeaseInputSchema = LeaseFieldsSchema.extend({ property_id: z.string().min(1) })
  .refine(endAfterStart, endAfterStartIssue)
  .superRefine(checkRentTracking);
export type CreateLeaseInput = z.infer<typeof CreateLeaseInputSchema>;

/** An update's fields are checked among themselves here; over the stored lease by the service. */
export const UpdateLeaseInputSchema = LeaseFieldsSchema.extend({ property_id: z.string().min(1) })
  .partial()
  .refine(endAfterStart, endAfterStartIssue)
  .superRefine((value, context) =>
    checkRentTracking(
      // A balance alone may go with a date already saved: only a date cleared in this request refuses it.
      value.ledger_start_date === undefined ? { ...value, opening_balance: undefined } : value,
      context,
    ),
  );
export type UpdateLeaseInput = z.infer<typeof UpdateLeaseInputSchema>;

export const LeaseQuerySchema = z.object({
  property_id: z.string().optional(),
  lease_type: z.string().optional(),
  tenant_id: z.string().optional(),
});

export const LeaseSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  tenant_id: z.string().nullable(),
  lease_type: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  rent_amount_monthly: z.number().nullable(),
  security_deposit: z.number().nullable(),
  rent_due_day: z.number(),
  grace_period_days: z.number(),
  is_active: z.boolean(),
  special_lease_terms: SpecialLeaseTermsSchema.nullable(),
  // Defaults, as company_name below: a reply without them reads as a lease tracked from its start.
  /** "Rent tracked from" (docs/decisions/0012-rent-tracked-from.md); null: from the start date. */
  ledger_start_date: z.string().nullable().default(null),
  /** The balance brought forward on ledger_start_date (negative: a credit); 0 without one. */
  opening_balance: z.number().default(0),
  property: z.object({ id: z.string(), address: z.string() }),
  tenant: z
    .object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      /** docs/decisions/0009-company-tenants.md: a company tenant's one name. */
      company_name: z.string().nullable().default(null),
    })
    .nullable(),
  created_at: z.string(),
});
export type Lease = z.infer<typeof LeaseSchema>;
