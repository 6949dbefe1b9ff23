import { z } from 'zod';
import { DateSchema, MoneySchema } from './common.js';

/**
 * The rent ledger (docs/decisions/0006-rent-ledger.md): each lease's charges (rent, recurring fees, late
 * fees, one-off charges) and the rent payments applied to them, oldest charge first. The rent roll, the
 * dashboard, tenant status, notifications, the calendar and Astor all read this one model.
 */

export const RENT_STATUSES = ['paid', 'partial', 'late', 'upcoming'] as const;
export const RentStatusSchema = z.enum(RENT_STATUSES);
export type RentStatus = z.infer<typeof RentStatusSchema>;

/**
 * opening_balance: the balance brought forward on the day rent is tracked from
 * (docs/decisions/0012-rent-tracked-from.md), what the tenant owed (or had in credit) then.
 */
export const CHARGE_KINDS = ['rent', 'fee', 'late_fee', 'one_off', 'opening_balance'] as const;
export const ChargeKindSchema = z.enum(CHARGE_KINDS);
export type ChargeKind = z.infer<typeof ChargeKindSchema>;

const money = z.number();

/** Unpaid charges by days past their due date; `current` is not yet past due. */
export const AgingSchema = z.object({
  current: money,
  d1_30: money,
  d31_60: money,
  d61_90: money,
  d90_plus: money,
});
export type Aging = z.infer<typeof AgingSchema>;

export const RentRollQuerySchema = z.object({
  /** The day the roll is computed for; today (UTC) when absent. */
  as_of: DateSchema.optional(),
});
export type RentRollQuery = z.infer<typeof RentRollQuerySchema>;

export const RentRollRowSchema = z.object({
  lease_id: z.string(),
  property_id: z.string(),
  property_address: z.string(),
  /** The lease's tenants, "First Last" joined with ", "; empty when none. */
  tenant_names: z.string(),
  /** Monthly rent of the lease. */
  rent: money,
  /**
   * Everything charged from the lease start (or from the day rent is tracked from, the balance brought
   * forward included; a credit brought forward counts negative) up to as_of.
   */
  charged: money,
  /** Every payment applied to the lease up to as_of (none dated before the day rent is tracked from). */
  paid: money,
  /** charged - paid; negative is a credit. */
  balance: money,
  status: RentStatusSchema,
  /** Days since the oldest unpaid charge's due date once past the grace period, else 0. */
  days_late: z.number().int(),
  aging: AgingSchema,
});
export type RentRollRow = z.infer<typeof RentRollRowSchema>;

export const RentRollSchema = z.object({
  as_of: z.string(),
  rows: z.array(RentRollRowSchema),
  totals: z.object({ rent: money, charged: money, paid: money, balance: money, aging: AgingSchema }),
});
export type RentRoll = z.infer<typeof RentRollSchema>;

export const LeaseStatementQuerySchema = z.object({
  /**
   * First day shown; the day rent is tracked from (or the lease start) when absent (what came before is the
   * opening balance).
   */
  from: DateSchema.optional(),
  /** Last day shown; today (UTC) when absent. */
  to: DateSchema.optional(),
});
export type LeaseStatementQuery = z.infer<typeof LeaseStatementQuerySchema>;

export const StatementLineSchema = z.object({
  date: z.string(),
  kind: z.enum(['charge', 'payment']),
  /** Set on charges. */
  charge_kind: ChargeKindSchema.optional(),
  description: z.string(),
  /**
   * Positive: a charge adds it to the balance, a payment takes it off; only a credit brought forward
   * (charge_kind opening_balance) is a negative charge.
   */
  amount: money,
  /** The running balance after this line; negative is a credit. */
  balance: money,
  /** The income that recorded a payment. */
  income_id: z.string().nullable().optional(),
  /** A one-off charge's id (the only charges stored; others are derived from the lease). */
  charge_id: z.string().nullable().optional(),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

export const LeaseStatementSchema = z.object({
  lease_id: z.string(),
  property_address: z.string(),
  tenant_names: z.string(),
  from: z.string(),
  to: z.string(),
  /** The balance carried from before `from`. */
  opening_balance: money,
  lines: z.array(StatementLineSchema),
  closing_balance: money,
  /** What the tenant has paid ahead: -closing_balance when negative, else 0. */
  credit: money,
  /** The day rent is tracked from (docs/decisions/0012-rent-tracked-from.md); null: the lease start. */
  tracked_from: z.string().nullable().default(null),
  /**
   * Rent payments dated before tracked_from (up to `to`): settled by the balance brought forward, so
   * applied to no charge and not in the lines or balances; listed so that none is lost.
   */
  payments_before_tracking: z
    .array(
      z.object({
        date: z.string(),
        description: z.string(),
        amount: money,
        income_id: z.string().nullable(),
      }),
    )
    .default([]),
});
export type LeaseStatement = z.infer<typeof LeaseStatementSchema>;

export const CreateLeaseChargeInputSchema = z.object({
  description: z.string().trim().min(1, 'Description is required').max(200, 'Must be at most 200 characters'),
  amount: MoneySchema.refine((value) => value > 0, 'Amount must be greater than 0'),
  due_date: DateSchema,
});
export type CreateLeaseChargeInput = z.infer<typeof CreateLeaseChargeInputSchema>;

export const LeaseChargeSchema = z.object({
  id: z.string(),
  lease_id: z.string(),
  description: z.string(),
  amount: money,
  due_date: z.string(),
  created_at: z.string(),
});
export type LeaseCharge = z.infer<typeof LeaseChargeSchema>;

export const LeaseChargeParamsSchema = z.object({
  id: z.string().min(1).max(100),
  charge_id: z.string().min(1).max(100),
});

/**
 * A rent income that belongs to no lease: no lease_id, and not exactly one lease of its property names the
 * payer within its term. Assign it with PATCH /api/incomes/{id} and a lease_id.
 */
export const UnmatchedPaymentSchema = z.object({
  income_id: z.string(),
  date: z.string(),
  amount: money,
  property_id: z.string().nullable(),
  property_address: z.string().nullable(),
  description: z.string().nullable(),
  entity: z.string().nullable(),
  /** Leases it could belong to (its property's leases in force on its date); empty when none. */
  candidate_lease_ids: z.array(z.string()),
});
export type UnmatchedPayment = z.infer<typeof UnmatchedPaymentSchema>;
