import { z } from 'zod';
import { DateSchema, MoneySchema } from './common.js';

/**
 * A lease's security deposit: money held for the tenant, never income. Each entry records money received,
 * a deduction (with its reason) or money returned; what is held is received - deductions - returned, and
 * deductions plus returns never exceed what was received.
 */

export const DEPOSIT_ENTRY_KINDS = ['received', 'deduction', 'returned'] as const;
export const DepositEntryKindSchema = z.enum(DEPOSIT_ENTRY_KINDS, {
  message: 'Kind must be received, deduction or returned',
});
export type DepositEntryKind = z.infer<typeof DepositEntryKindSchema>;

/** Every reply about a deadline carries this: the table is a help, not legal advice. */
export const DEPOSIT_RULE_NOTE = 'Verify with your state: rules change and have conditions.';

export const CreateDepositEntryInputSchema = z
  .object({
    kind: DepositEntryKindSchema,
    amount: MoneySchema.refine((value) => value > 0, 'Amount must be greater than 0'),
    date: DateSchema,
    description: z
      .string()
      .trim()
      .max(300, 'Must be at most 300 characters')
      .transform((value) => (value === '' ? null : value))
      .nullish(),
  })
  .refine((entry) => entry.kind !== 'deduction' || Boolean(entry.description), {
    message: 'A deduction needs a reason',
    path: ['description'],
  });
export type CreateDepositEntryInput = z.input<typeof CreateDepositEntryInputSchema>;

export const DepositEntrySchema = z.object({
  id: z.string(),
  lease_id: z.string(),
  kind: DepositEntryKindSchema,
  amount: z.number(),
  date: z.string(),
  /** The reason of a deduction; a note on the others. */
  description: z.string().nullable(),
  created_at: z.string(),
});
export type DepositEntry = z.infer<typeof DepositEntrySchema>;

export const DepositDeadlineSchema = z.object({
  /** The property's state as a two-letter code, when it has one Astor recognises. */
  state: z.string().nullable(),
  /** The day the tenant moves out: the lease's end date. */
  move_out_date: z.string().nullable(),
  /** The day the deposit (or the itemised list of deductions) is due; null without a rule or an end date. */
  due_date: z.string().nullable(),
  /** The rule in a sentence, e.g. "21 days after move-out to return the deposit or send the itemised list". */
  rule: z.string(),
  /** The statute, e.g. "Cal. Civ. Code § 1950.5(g)"; null when Astor has no rule for the state. */
  citation: z.string().nullable(),
  note: z.string(),
});
export type DepositDeadline = z.infer<typeof DepositDeadlineSchema>;

export const DepositSchema = z.object({
  lease_id: z.string(),
  /** The deposit agreed in the lease, for reference. */
  agreed: z.number().nullable(),
  received: z.number(),
  deductions: z.number(),
  returned: z.number(),
  /** received - deductions - returned. */
  held: z.number(),
  /** Oldest first. */
  entries: z.array(DepositEntrySchema),
  return_deadline: DepositDeadlineSchema,
});
export type Deposit = z.infer<typeof DepositSchema>;

export const DepositEntryParamsSchema = z.object({
  id: z.string().min(1).max(100),
  entry_id: z.string().min(1).max(100),
});
