import type { LeaseStatement } from '@astor/contract/rent-ledger';
import { formatCents, formatDay, PdfWriter } from '../../pdf/pdf-writer.js';

export type StatementPdfData = {
  landlordName: string;
  currency: string;
  /** The day it is printed, YYYY-MM-DD. */
  date: string;
  statement: LeaseStatement;
};

const centsOf = (dollars: number): number => Math.round(dollars * 100);

/**
 * A tenant statement: the lease's charges and payments over a period with the running balance, from the
 * rent ledger's statement (GET /api/leases/{id}/statement), opening and closing balances, and any credit.
 */
export async function renderStatementPdf(data: StatementPdfData): Promise<Uint8Array> {
  const { statement } = data;
  const money = (dollars: number) => formatCents(centsOf(dollars), data.currency);
  const pdf = await PdfWriter.create('Tenant statement');
  pdf
    .paragraph(data.landlordName || 'Landlord', { bold: true, after: 0 })
    .paragraph(formatDay(data.date), { grey: true, after: 14 })
    .title('Tenant statement')
    .paragraph(`Tenant: ${statement.tenant_names || 'Tenant'}`, { after: 0 })
    .paragraph(`Property: ${statement.property_address}`, { after: 0 })
    .paragraph(`Period: ${formatDay(statement.from)} to ${formatDay(statement.to)}`, { after: 10 });

  pdf.amountLine(`Opening balance on ${formatDay(statement.from)}`, money(statement.opening_balance), {
    bold: true,
  });
  pdf.space(4);
  if (statement.lines.length === 0) {
    pdf.paragraph('No charges or payments in this period.');
  } else {
    pdf.table(
      [
        { header: 'Date', width: 0.17 },
        { header: 'Description', width: 0.38 },
        { header: 'Charges', width: 0.15, align: 'right' },
        { header: 'Payments', width: 0.15, align: 'right' },
        { header: 'Balance', width: 0.15, align: 'right' },
      ],
      statement.lines.map((line) => [
        formatDay(line.date),
        line.description,
        line.kind === 'charge' ? money(line.amount) : '',
        line.kind === 'payment' ? money(line.amount) : '',
        money(line.balance),
      ]),
    );
  }
  pdf.amountLine(`Closing balance on ${formatDay(statement.to)}`, money(statement.closing_balance), {
    bold: true,
  });
  if (statement.credit > 0) {
    pdf.amountLine('Credit (paid ahead)', money(statement.credit));
  }
  pdf.space(8).paragraph('A negative balance is a credit: paid ahead of the charges.', { grey: true });
  return pdf.bytes();
}
