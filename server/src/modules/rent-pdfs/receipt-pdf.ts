import { formatCents, formatDay, PdfWriter } from '../../pdf/pdf-writer.js';

export type ReceiptPdfData = {
  landlordName: string;
  currency: string;
  /** A short number the landlord and tenant can quote: the start of the income's id. */
  number: string;
  date: string;
  cents: number;
  receivedFrom: string | null;
  propertyAddress: string | null;
  /** 'Rent', 'Pet fee'... */
  category: string | null;
  description: string | null;
  method: string | null;
  /** From the rent ledger, when the payment is on a lease's statement: the lease's balance after it. */
  balanceAfterCents: number | null;
};

/** A receipt for one payment (GET /api/incomes/{id}/receipt.pdf). */
export async function renderReceiptPdf(data: ReceiptPdfData): Promise<Uint8Array> {
  const money = (cents: number) => formatCents(cents, data.currency);
  const isRent = (data.category ?? '').trim().toLowerCase() === 'rent';
  const pdf = await PdfWriter.create('Payment receipt');
  pdf
    .paragraph(data.landlordName || 'Landlord', { bold: true, after: 14 })
    .title(isRent ? 'Rent payment receipt' : 'Payment receipt')
    .paragraph(`Receipt no. ${data.number}`, { grey: true, after: 10 });
  pdf.amountLine('Date received', formatDay(data.date));
  if (data.receivedFrom) pdf.amountLine('Received from', data.receivedFrom);
  if (data.propertyAddress) pdf.amountLine('Property', data.propertyAddress);
  const purpose = [data.category, data.description].filter(Boolean).join(': ');
  if (purpose) pdf.amountLine('For', purpose);
  if (data.method) pdf.amountLine('Method', data.method);
  pdf.space(6).amountLine('Amount received', money(data.cents), { bold: true });
  if (data.balanceAfterCents !== null) {
    pdf.amountLine(
      data.balanceAfterCents < 0 ? 'Credit after this payment' : 'Balance due after this payment',
      money(Math.abs(data.balanceAfterCents)),
    );
  }
  pdf.space(16).paragraph(`Received by ${data.landlordName || 'the landlord'}.`);
  return pdf.bytes();
}
