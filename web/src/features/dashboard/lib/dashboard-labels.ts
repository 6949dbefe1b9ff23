import { formatDateWith, NOT_AVAILABLE } from '@/lib/format';

/**
 * Labels of the metrics dashboard that are not money (money goes through lib/format.ts): percentage
 * changes, chart month names and expense shares.
 */

/**
 * A percentage change to 1 decimal with a '+' when above 0 (docs/product.md#dashboard-formulas), e.g.
 * '+12.5%', '-3.0%', '0.0%'. A change that rounds to zero reads '0.0%', never '-0.0%' or '+0.0%'.
 */
/** Shown for a change with nothing to compare with (no income last year): neither up nor down. */
export const NO_CHANGE = '-';

export function formatPercentChange(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return NO_CHANGE;
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return '0.0%';
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}%`;
}

/** docs/product.md#dashboard-formulas: the trend's class is positive when the value is at least 0. */
export function isPositiveChange(value: number): boolean {
  return value >= 0;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' as its short month name, e.g. '2026-06' → 'Jun'; anything else is shown as given. */
export function formatMonthLabel(month: string): string {
  return MONTH.test(month) ? formatDateWith(`${month}-01`, { month: 'short' }) : month;
}

/** 'YYYY-MM' as month and year, for the chart's tooltip, e.g. '2026-06' → 'Jun 2026'. */
export function formatMonthYearLabel(month: string): string {
  return MONTH.test(month) ? formatDateWith(`${month}-01`, { month: 'short', year: 'numeric' }) : month;
}

export interface ExpenseShare<T> {
  entry: T;
  /** Percentage of the total, 0 when the total is 0. */
  share: number;
}

/** Each entry's share of the total amount, in percent; all 0 when there is nothing to share. */
export function computeExpenseShares<T extends { amount: number }>(
  entries: ReadonlyArray<T>,
): { total: number; shares: ExpenseShare<T>[] } {
  const total = entries.reduce((sum, entry) => sum + entry.amount, 0);
  const shares = entries.map((entry) => ({ entry, share: total > 0 ? (entry.amount / total) * 100 : 0 }));
  return { total, shares };
}

/** A share in percent to 1 decimal, e.g. '42.5%'. */
export function formatShare(share: number): string {
  return Number.isFinite(share) ? `${(Math.round(share * 10) / 10).toFixed(1)}%` : NOT_AVAILABLE;
}

/** A renewal's days left, e.g. 'Today', 'Tomorrow', '12 days'. */
export function formatDaysLeft(days: number): string {
  if (days <= 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return `${days} days`;
}
