import { sql, type SQL } from 'drizzle-orm';
import type { Invoice } from '@astor/contract/vendors';
import { invoices } from '../../db/schema.js';

/**
 * docs/product.md#vendors-and-invoices: an invoice whose expense is recorded is paid (the expense is the
 * money that went out); otherwise it reads as it was set. Computed, not stored, so deleting the expense
 * makes the invoice what it was again.
 */
export function invoiceStatusOf(invoice: { status: string; expenseId: string | null }): Invoice['status'] {
  if (invoice.expenseId !== null) return 'paid';
  return invoice.status === 'paid' ? 'paid' : 'unpaid';
}

/** The same rule in SQL, for queries that filter or count by status. */
export const INVOICE_STATUS_SQL: SQL<string> = sql<string>`(case when ${invoices.expenseId} is not null
  then 'paid' else ${invoices.status} end)`;

/** A status that contradicts the rule: 'unpaid' for an invoice whose expense is recorded. */
export const UNPAID_WITH_EXPENSE_DETAIL =
  'This invoice is paid: its expense is recorded. Delete the expense or unlink it to mark it unpaid.';
