import type { DepositDeadline } from '@astor/contract/deposits';
import { formatCents, formatDay, PdfWriter } from '../../pdf/pdf-writer.js';
import type { DepositTotals } from './deposits.service.js';

export type DepositLetterData = {
  landlordName: string;
  /** ISO 4217 code of the figures. */
  currency: string;
  /** "First Last", several joined with ", "; empty when the lease names no tenant. */
  tenantNames: string;
  propertyAddress: string;
  /** The letter's date, YYYY-MM-DD. */
  date: string;
  leaseStart: string | null;
  /** Integer cents. */
  totals: DepositTotals;
  deductions: { date: string; reason: string; cents: number }[];
  returns: { date: string; cents: number }[];
  deadline: DepositDeadline;
};

/**
 * The itemised statement of security deposit deductions a landlord sends the tenant after move-out: who,
 * where, what was received, each deduction with its reason, what is returned, and the state rule that
 * sets the deadline (with its citation and the reminder to verify it).
 */
export async function renderDepositLetter(data: DepositLetterData): Promise<Uint8Array> {
  const pdf = await PdfWriter.create('Itemised statement of security deposit deductions');
  const tenant = data.tenantNames || 'Tenant';
  const money = (cents: number) => formatCents(cents, data.currency);
  pdf
    .paragraph(data.landlordName || 'Landlord', { bold: true, after: 0 })
    .paragraph(formatDay(data.date), { grey: true, after: 14 })
    .paragraph(`To: ${tenant}`, { after: 0 })
    .paragraph(`Property: ${data.propertyAddress}`, { after: 0 });
  const term = [
    data.leaseStart && `Lease start: ${formatDay(data.leaseStart)}`,
    data.deadline.move_out_date && `Move-out: ${formatDay(data.deadline.move_out_date)}`,
  ].filter(Boolean);
  if (term.length > 0) pdf.paragraph(term.join('    '), { after: 0 });
  pdf.space(14).title('Itemised statement of security deposit deductions');
  pdf.paragraph(
    `Dear ${tenant}, this statement accounts for the security deposit held for the property above: what was received, each amount deducted with its reason, and what is returned to you.`,
    { after: 10 },
  );

  pdf.amountLine('Security deposit received', money(data.totals.received), { bold: true });
  pdf.heading('Deductions');
  if (data.deductions.length === 0) {
    pdf.paragraph('No deductions.');
  } else {
    pdf.table(
      [
        { header: 'Date', width: 0.2 },
        { header: 'Reason', width: 0.6 },
        { header: 'Amount', width: 0.2, align: 'right' },
      ],
      data.deductions.map((line) => [formatDay(line.date), line.reason, money(line.cents)]),
    );
  }
  pdf.amountLine('Total deductions', money(data.totals.deductions), { bold: true });
  pdf.space(6);
  const returnedOn =
    data.returns.length > 0 ? ` (${data.returns.map((line) => formatDay(line.date)).join(', ')})` : '';
  pdf.amountLine(`Amount returned to you${returnedOn}`, money(data.totals.returned), { bold: true });
  if (data.totals.held !== 0) {
    pdf.amountLine('Still held', money(data.totals.held));
  }

  pdf.heading('State rule');
  const { deadline } = data;
  pdf.paragraph(deadline.citation ? `${deadline.rule} (${deadline.citation})` : deadline.rule);
  if (deadline.due_date) pdf.paragraph(`Due by: ${formatDay(deadline.due_date)}`);
  pdf.paragraph(deadline.note, { grey: true, after: 16 });

  pdf.paragraph('Sincerely,', { after: 0 }).paragraph(data.landlordName || 'Landlord');
  return pdf.bytes();
}
