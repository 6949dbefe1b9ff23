import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text.js';

const LEASE = `RESIDENTIAL LEASE AGREEMENT
This Lease is made on May 1, 2024 between Birch Hollow LLC ("Landlord") and Jo Park ("Tenant").
The Landlord rents to Tenant the premises at 12 Birch Lane, Apt 2, Albany, NY 12203 for a term of
12 months beginning June 1, 2024 and ending May 31, 2025. Tenant shall pay rent of $1,400.00 per month.
Security deposit: $1,400.00. A late fee of $50.00 applies after the 5th. Tenant agrees to keep the premises
clean and to follow the rules and regulations of the building.`;

describe('analyzeText', () => {
  it('classifies, then extracts the fields of that type', () => {
    const { classification, fields } = analyzeText(LEASE);
    expect(classification.type).toBe('Lease');
    expect(fields.type).toBe('Lease');
    if (fields.type !== 'Lease') throw new Error('expected lease fields');
    expect(fields.lease.rent_amount_monthly.value).toBe(1400);
    expect(fields.lease.landlord.value).toBe('Birch Hollow LLC');
  });

  it('a type forced by the user wins, with full confidence', () => {
    const { classification, fields } = analyzeText(LEASE, 'Other');
    expect(classification).toMatchObject({ type: 'Other', confidence: 1 });
    expect(fields.type).toBe('Other');
    if (fields.type !== 'Other') throw new Error('expected a summary');
    expect(fields.summary.value).toMatch(/^Residential lease agreement for 12 Birch Lane/);
  });

  it('gives an invoice its invoice fields and a notice its summary', () => {
    const invoice = analyzeText(
      'ACME PLUMBING\nINVOICE #1001\nDate: 01/05/2025\nDrain cleaning $150.00\nTotal Due $150.00',
      'Invoice',
    );
    expect(invoice.fields.type === 'Invoice' && invoice.fields.invoice.total_amount.value).toBe(150);
    const legal = analyzeText(
      'NOTICE TO QUIT\nTo: Sam Roe, 4 Oak St, Salem, OR 97301\nYou must vacate within 30 days.',
      'Legal',
    );
    expect(legal.fields.type === 'Legal' && legal.fields.summary.value).toBe(
      'Notice to quit for 4 Oak St, Salem',
    );
  });

  it('empty text: Other, low confidence, a summary that says so', () => {
    const { classification, fields } = analyzeText('');
    expect(classification.type).toBe('Other');
    expect(fields.type === 'Other' && fields.summary.value).toBe('Document without readable text');
  });
});
