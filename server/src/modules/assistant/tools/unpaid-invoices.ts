import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { documents, invoices, properties, vendors } from '../../../db/schema.js';
import { bold, centsOf, countOf, formatMoney } from '../format.js';
import { formatDay } from '../../../nlu/periods.js';
import { INVOICE_STATUS_SQL } from '../../vendors/invoice-status.js';
import { capDetails, type ToolResult } from './tool.js';

export type UnpaidInvoicesArgs = { today: string };

/**
 * Unpaid invoices (the vendors' invoices recorded in Astor, paid or not), overdue ones first, with the
 * total owed; and how many invoice documents wait in the vault, which are not bills until recorded.
 */
export async function unpaidInvoices(
  db: Database,
  ownerId: string,
  args: UnpaidInvoicesArgs,
): Promise<ToolResult> {
  const [rows, [documentCount]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        number: invoices.invoiceNumber,
        dueDate: invoices.dueDate,
        amount: invoices.amount,
        vendor: vendors.name,
        address: properties.address,
      })
      .from(invoices)
      .leftJoin(vendors, eq(vendors.id, invoices.vendorId))
      .leftJoin(properties, eq(properties.id, invoices.propertyId))
      .where(and(eq(invoices.ownerId, ownerId), sql`${INVOICE_STATUS_SQL} = 'unpaid'`))
      .orderBy(asc(invoices.dueDate)),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(documents)
      .where(and(eq(documents.ownerId, ownerId), sql`lower(${documents.documentType}) = 'invoice'`)),
  ]);
  const total = rows.reduce((sum, row) => sum + centsOf(row.amount), 0);
  const overdue = rows.filter((row) => row.dueDate !== null && row.dueDate < args.today);
  const vault = documentCount?.count
    ? [
        `${countOf(documentCount.count, 'invoice document')} in the vault (a document is not a bill until it is recorded as one)`,
      ]
    : [];
  if (rows.length === 0)
    return {
      summary: 'No unpaid invoices are recorded.',
      details: vault,
      figures: { unpaid: 0, unpaid_cents: 0 },
      sources: [],
    };
  return {
    summary:
      `${bold(countOf(rows.length, 'unpaid invoice'))} for ${bold(formatMoney(total))}` +
      (overdue.length ? `, ${overdue.length} ${overdue.length === 1 ? 'is' : 'are'} overdue:` : ':'),
    details: capDetails([
      ...rows.map(
        (row) =>
          `${row.vendor ?? 'No vendor'}${row.number ? ` #${row.number}` : ''}: ${bold(formatMoney(centsOf(row.amount)))}` +
          (row.dueDate
            ? ` due ${formatDay(row.dueDate)}${row.dueDate < args.today ? ' (overdue)' : ''}`
            : '') +
          (row.address ? `, ${row.address}` : ''),
      ),
      ...vault,
    ]),
    figures: { unpaid: rows.length, unpaid_cents: total, overdue: overdue.length },
    sources: [],
  };
}
