import { z } from 'zod';
import { TimeZoneSchema } from './common.js';

export const DashboardQuerySchema = z.object({
  /** IANA time zone for "today" and month boundaries, e.g. America/Chicago. */
  tz: TimeZoneSchema.default('UTC'),
});

const money = z.number();

export const DashboardSummarySchema = z.object({
  today: z.string(),
  month: z.string(),
  /** Rent and other income collected this calendar month (docs/decisions/0006-rent-ledger.md). */
  monthly_revenue: money,
  ytd: money,
  revenue_trend: z.number(),
  monthly_income: money,
  monthly_expenses: money,
  net_income: money,
  /** Percent change of income on the same month last year; null when last year has no income. */
  yoy_growth: z.number().nullable(),
  avg_per_property: money,
  /** The rent (and recurring fees) due this calendar month. */
  target: money,
  properties: z.object({ total: z.number(), residential: z.number(), commercial: z.number() }),
  active_tenants: z.number(),
  new_tenants_this_month: z.number(),
  moving_out: z.number(),
  paid_rents: z.number(),
  late: z.number(),
  outstanding: money,
  revenue_vs_expenses: z.array(z.object({ month: z.string(), revenue: money, expenses: money })),
  expense_breakdown: z.array(
    z.object({
      category: z.string(),
      amount: money,
      items: z.array(z.object({ name: z.string(), amount: money })),
    }),
  ),
  maintenance: z.object({ pending: z.number(), in_progress: z.number(), completed: z.number() }),
  upcoming_renewals: z.array(
    z.object({
      lease_id: z.string(),
      tenant: z.string().nullable(),
      property_id: z.string(),
      property_address: z.string(),
      end_date: z.string(),
      rent_amount_monthly: money.nullable(),
      days_left: z.number(),
    }),
  ),
  tasks_today: z.array(
    z.object({
      kind: z.enum(['rent_due', 'lease_end', 'maintenance', 'event', 'compliance']),
      title: z.string(),
      property_id: z.string().nullable(),
      source_id: z.string(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;
