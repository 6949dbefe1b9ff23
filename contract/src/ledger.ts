import { z } from 'zod';
import { DateSchema, FormFlagSchema, UploadedFileSchema } from './common.js';

/** docs/product.md#ledger: the columns the ledger can be sorted by. */
export const LEDGER_SORTS = ['date', 'description', 'entity', 'category', 'property', 'amount'] as const;
export type LedgerSort = (typeof LEDGER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const LedgerQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  property_id: z.string().optional(),
  type: z.enum(['income', 'expense']).optional(),
  category: z
    .string()
    .trim()
    .max(80)
    .optional()
    .describe('Only transactions of this category (case-insensitive, the whole name)'),
  sort: z
    .enum(LEDGER_SORTS)
    .default('date')
    .describe(
      'The column to sort by; ties fall back to the newest first. Text sorts ignore case, empty last',
    ),
  order: z.enum(SORT_ORDERS).default('desc').describe('asc or desc'),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type LedgerQuery = z.infer<typeof LedgerQuerySchema>;

/** One ledger line. docs/product.md#ledger: ids are prefixed expense- or income-; expenses are negative. */
export const LedgerRowSchema = z.object({
  id: z.string(),
  record_id: z.string(),
  type: z.enum(['income', 'expense']),
  transaction_date: z.string(),
  description: z.string().nullable(),
  entity: z.string().nullable(),
  category: z.string().nullable(),
  amount: z.number(),
  /**
   * ISO 4217 code of `amount` (its own, else the account's currency); amounts are never converted. A reply
   * without it (an older server) reads as USD.
   */
  currency: z.string().default('USD'),
  bank_account: z.string().nullable(),
  method: z.string().nullable(),
  property_id: z.string().nullable(),
  property_address: z.string().nullable(),
});
export type LedgerRow = z.infer<typeof LedgerRowSchema>;

export const LedgerSummarySchema = z.object({
  income: z.number(),
  expenses: z.number(),
  net: z.number(),
  /**
   * docs/product.md#ledger-summary: Good when income is greater than or equal to expenses, otherwise Review.
   */
  score: z.enum(['Good', 'Review']),
  count: z.number(),
});
export type LedgerSummary = z.infer<typeof LedgerSummarySchema>;

export const LedgerPageSchema = z.object({
  items: z.array(LedgerRowSchema),
  total: z.number(),
  summary: LedgerSummarySchema,
});
export type LedgerPage = z.infer<typeof LedgerPageSchema>;

export const ExportQuerySchema = z.object({
  property_id: z.string().optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
});

/** POST /transactions/import: a multipart form. */
export const ImportFormSchema = z.object({
  property_id: z.string().describe("The property the statement's transactions belong to"),
  dry_run: FormFlagSchema.optional().describe('true: show what would be imported, and import nothing'),
  file: UploadedFileSchema.describe('A bank statement as CSV (at most 5 MB)'),
});

export const ImportRowSchema = z.object({
  row: z.number(),
  transaction_date: z.string().nullable(),
  description: z.string().nullable(),
  amount: z.number().nullable(),
  type: z.enum(['income', 'expense']).nullable(),
  category: z.string().nullable(),
  /** new: will be (or was) added; duplicate: matches an existing transaction; error: cannot be read. */
  status: z.enum(['new', 'duplicate', 'error']),
  detail: z.string().nullable(),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportResultSchema = z.object({
  imported: z.number(),
  skipped: z.number(),
  errors: z.array(z.object({ row: z.number(), detail: z.string() })),
  dry_run: z.boolean(),
  rows: z.array(ImportRowSchema),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

export const ScheduleEQuerySchema = z.object({ year: z.coerce.number().int().min(1900).max(2200) });

export const ScheduleEPropertySchema = z.object({
  property_id: z.string().nullable(),
  address: z.string(),
  income: z.record(z.string(), z.number()),
  expenses: z.record(z.string(), z.number()),
  total_income: z.number(),
  total_expenses: z.number(),
  net: z.number(),
});
export const ScheduleEReportSchema = z.object({
  year: z.number(),
  properties: z.array(ScheduleEPropertySchema),
  totals: ScheduleEPropertySchema.omit({ property_id: true, address: true }),
});
export type ScheduleEReport = z.infer<typeof ScheduleEReportSchema>;
