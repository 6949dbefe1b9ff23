import { z } from 'zod';
import { BANK_ACCOUNTS, PAYMENT_METHODS } from './categories.js';
import { DateSchema, MoneySchema, optionalText } from './common.js';
import { CurrencyCodeSchema } from './currency.js';

const positiveAmount = MoneySchema.refine((value) => value > 0, 'Amount must be greater than 0');

/** POST /incomes and POST /expenses (docs/product.md#add-transaction): property and amount are required. */
export const TransactionInputSchema = z.object({
  property_id: z.string({ message: 'Property is required' }).min(1, 'Property is required'),
  amount: positiveAmount,
  description: optionalText(500),
  category: optionalText(80),
  transaction_date: DateSchema,
  entity: optionalText(200),
  bank_account: z.enum(BANK_ACCOUNTS).nullish(),
  method: z.enum(PAYMENT_METHODS).nullish(),
  /** ISO 4217 code of the amount; absent or null: the account's currency. Never converted. */
  currency: CurrencyCodeSchema.nullish(),
});
export type TransactionInput = z.infer<typeof TransactionInputSchema>;

/**
 * A rent income that repeats one recorded for the same lease (same amount, within 3 days) is answered 409
 * unless allow_duplicate is true (docs/decisions/0006-rent-ledger.md).
 */
const allowDuplicate = z.boolean().optional();

export const IncomeInputSchema = TransactionInputSchema.extend({
  tenant_id: z.string().nullish(),
  lease_id: z.string().nullish(),
  allow_duplicate: allowDuplicate,
});
export type IncomeInput = z.infer<typeof IncomeInputSchema>;
export const UpdateIncomeInputSchema = IncomeInputSchema.partial();
export type UpdateIncomeInput = z.infer<typeof UpdateIncomeInputSchema>;

export const ExpenseInputSchema = TransactionInputSchema.extend({ vendor_id: z.string().nullish() });
export type ExpenseInput = z.infer<typeof ExpenseInputSchema>;
export const UpdateExpenseInputSchema = ExpenseInputSchema.partial();
export type UpdateExpenseInput = z.infer<typeof UpdateExpenseInputSchema>;

export const TransactionQuerySchema = z.object({
  property_id: z.string().optional(),
  tenant_id: z.string().optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
});

const TransactionBaseSchema = z.object({
  id: z.string(),
  property_id: z.string().nullable(),
  property: z.object({ id: z.string(), address: z.string() }).nullable(),
  /** Set when the property was deleted: the books keep where the money came from or went. */
  former_property_address: z.string().nullable(),
  transaction_date: z.string(),
  amount: z.number(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  entity: z.string().nullable(),
  bank_account: z.string().nullable(),
  method: z.string().nullable(),
  /**
   * ISO 4217 code the amount is in: the one stored with it, else the account's currency. The server always
   * sends it; a reply without it (an older server) reads as USD, the currency amounts had before.
   */
  currency: z.string().default('USD'),
  created_at: z.string(),
});

export const IncomeSchema = TransactionBaseSchema.extend({
  tenant_id: z.string().nullable(),
  lease_id: z.string().nullable(),
});
export type Income = z.infer<typeof IncomeSchema>;

export const ExpenseSchema = TransactionBaseSchema.extend({ vendor_id: z.string().nullable() });
export type Expense = z.infer<typeof ExpenseSchema>;

/** A rent payment (Add Payment): recorded as one income in category Rent, the ledger's payment. */
export const PaymentInputSchema = z.object({
  tenant_id: z.string().nullish(),
  lease_id: z.string().nullish(),
  property_id: z.string({ message: 'Property is required' }).min(1, 'Property is required'),
  amount: positiveAmount,
  paid_date: DateSchema,
  method: z.enum(PAYMENT_METHODS).nullish(),
  allow_duplicate: allowDuplicate,
});
export type PaymentInput = z.infer<typeof PaymentInputSchema>;

export const PaymentSchema = z.object({
  id: z.string(),
  tenant_id: z.string().nullable(),
  lease_id: z.string().nullable(),
  property_id: z.string().nullable(),
  income_id: z.string().nullable(),
  amount: z.number(),
  paid_date: z.string(),
  method: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentQuerySchema = z.object({
  tenant_id: z.string().optional(),
  lease_id: z.string().optional(),
  property_id: z.string().optional(),
});
