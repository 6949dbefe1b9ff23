import { describe, expect, it } from 'vitest';
import { extractInvoiceFields } from './extract-invoice.js';

const values = (text: string) =>
  Object.fromEntries(
    Object.entries(extractInvoiceFields(text)).map(([key, value]) => [key, value.value]),
  ) as Record<string, unknown>;

describe('extractInvoiceFields: the grand total', () => {
  it.each([
    ['Subtotal $200.00\nTax $16.50\nTotal $216.50', 216.5],
    ['Total $333.00\nPayments/Credits -$167.00\nAmount Due $166.00', 166],
    [
      'Previous Balance $81.22\nPayment Received -$81.22\nCurrent Charges $95.05\nTotal Amount Due $95.05',
      95.05,
    ],
    ['SUBTOTAL 20.35\nTAX 6% 1.22\nTOTAL 21.57\nCASH 40.00\nCHANGE 18.43', 21.57],
    ['SUBT0TAL 20.35\nTAX 1.22\nT0TAL S21.57\nCHANGE 18.43', 21.57],
    ['Annual premium $1,684.00\nPay in full by 02/26/2025 $1,684.00', 1684],
    ['Subtotal\nTax\nTotal\n$20.00\n$1.60\n$21.60', 21.6],
    ['TOTAL\n$45.10', 45.1],
    ['Balance Due ....................... $1,250.00', 1250],
    ['Invoice Amount\n$245.00', 245],
    ['First Half Due $1,000.00\nSecond Half Due $1,000.00\nTotal Amount Due $2,000.00', 2000],
  ])('%j → %s', (text, total) => {
    expect(values(`Invoice\n${text}`).total_amount).toBe(total);
  });

  it.each([
    // A consumption tax's total is not the total.
    ['Sub Total : 180.00\nTotal GST 10.80\nRounding : -0.05\nTotal : 190.75\nCASH : 200.00', 190.75],
    // One word a line.
    ['Sub\nTotal\n2,410.00\nSales\nTax\n168.70\nTOTAL\n2,578.70', 2578.7],
    // A total without cents, and a 'Total' whose next line is the subtotal.
    ['Total ZX 3 !\nSubTotal: 800.00\nGST@5% 40.00\nTotal Invoice Value: 840\nThank you', 840],
    ['* OAT MILK NP 4.29 F\nST TAX 00 BAL 42.18', 42.18],
    // A count of items is no total.
    ['Total Qty : 6\nThank you', null],
    // The label over a line another column shares.
    ['Your Payment is Due Your Total Due\nDue Upon Receipt $2,240.15\nTicket Total 115.80', 2240.15],
    // One line of another column between the label and its amount.
    ['Payment Terms Total Due Amount\nPO BOX 4410\nDue Upon Receipt $2,240.15\nTicket Total 115.80', 2240.15],
    // A photo's OCR spaces the decimal point out.
    ['SUBTOTAL 10.50\nTOTAL $ 11 . 34', 11.34],
  ])('receipt %j → %s', (text, total) => {
    expect(values(`Receipt\n${text}`).total_amount).toBe(total);
  });

  it('reads "$" printed as "5" on a receipt by checking the subtotal and tax', () => {
    const receipt =
      'PINE HARDWARE\n05/02/2024 10:12\nGFCI OUTLET 22.97\nSUBTOTAL 22.97\nTAX 8.25% 1.90\nTOTAL SALE 524.87\nVISA 24.87';
    expect(values(receipt).total_amount).toBe(24.87);
  });
});

describe('extractInvoiceFields: a contractor invoice', () => {
  const text = `Harbor Light Plumbing LLC
1200 Dock St, Wilmington, NC 28401 · (910) 555-0100

INVOICE
Invoice #: HL-20931          Invoice Date: April 2, 2025
Due Date: May 2, 2025

Bill To:
Cape Fear Rentals LLC
88 Market St, Wilmington, NC 28401

Service Address: 415 Orange St, Unit 2, Wilmington, NC 28401

Replace water heater (50 gal)        $1,450.00
Haul away old unit                      $75.00
Subtotal                             $1,525.00
Sales Tax                               $45.00
Total Due                            $1,570.00`;

  it('reads the issuer, not the bill-to customer', () => {
    expect(values(text).vendor).toBe('Harbor Light Plumbing LLC');
  });

  it('reads number, invoice date (not the due date), total, category and service address', () => {
    expect(values(text)).toMatchObject({
      invoice_number: 'HL-20931',
      date: '2025-04-02',
      due_date: '2025-05-02',
      total_amount: 1570,
      category: 'Repairs',
      property_address: '415 Orange St, Unit 2, Wilmington, NC 28401',
    });
  });
});

describe('extractInvoiceFields: bills, statements and receipts', () => {
  it('utility bill: statement date, not the service period; Utilities', () => {
    const fields = values(`MIDLANDS GAS COMPANY
Account Number 55102-77
Statement Date: 03/04/2025
Service Period: 01/30/2025 - 02/28/2025
Service Address: 12 Alder Way, Lincoln, NE 68502
Gas usage 88 therms $71.20
Customer charge $12.00
Total Current Charges $83.20
Amount Due $83.20
Due Date: 03/25/2025`);
    expect(fields).toMatchObject({
      vendor: 'Midlands Gas Company',
      date: '2025-03-04',
      due_date: '2025-03-25',
      total_amount: 83.2,
      category: 'Utilities',
      property_address: '12 Alder Way, Lincoln, NE 68502',
    });
  });

  it('a service period is never the bill date, even under a "Statement Date" label printed below the values', () => {
    const fields = extractInvoiceFields(`Page 1 of 2
hollowaygas.com
Mar 3, 2025 - Apr 1, 2025
Apr 4, 2025
Statement Date Customer No.
Service Period Premises
$52.10Amount due now
Apr 24, 2025Payment withdrawal date
Page 2 of 2
Statement Date
Mar 3, 2025 - Apr 1, 2025
Service Period`);
    expect(fields.date.value).toBe('2025-04-04');
    expect(fields.date.confidence).toBeLessThan(0.9);
    expect(fields.due_date.value).toBe('2025-04-24');
  });

  it.each([
    ['Corner Deli\n14 High St, Leeds LS1 5HD\nDate: 05/03/2026\nTotal £12.40\nCard £12.40', '2026-03-05'],
    ['SPICE ROUTE CAFE\nGSTIN: 07AABCS1234K1Z5\nDate: 04/05/2024\nGrand Total 504.00', '2024-05-04'],
    ['Café Luna\n05/03/2024 12:10\nTOTAL 45,90 EUR', '2024-03-05'],
  ])('an ambiguous numeric date on a bill of a day-first country %j → %s, to be checked', (text, iso) => {
    const fields = extractInvoiceFields(text);
    expect(fields.date.value).toBe(iso);
    expect(fields.date.confidence).toBeLessThan(0.9);
  });

  it('a US bill keeps the month first, and a date the page proves keeps its confidence', () => {
    const us = extractInvoiceFields(
      'Pine Hardware\n12 Main St, Dayton, OH 45402\nInvoice Date: 05/03/2026\nTotal $12.40',
    );
    expect(us.date).toMatchObject({ value: '2026-05-03', confidence: 0.9 });
    const proven = extractInvoiceFields(
      'Corner Deli\nLeeds LS1 5HD\nInvoice Date: 05/03/2026\nDue Date: 19/03/2026\nTotal £12.40',
    );
    expect(proven.date).toMatchObject({ value: '2026-03-05', confidence: 0.9 });
  });

  it('dates under a header row take their column: the bill date, the due date, never a read date', () => {
    const table = extractInvoiceFields(`Lakeshore Hydro Inc.
ACCOUNT NUMBER R-5521 88
BILLING DATE DUE DATE
MAR 03 2025 MAR 24 2025 Energy 41.20
Total due $52.10`);
    expect(table.date.value).toBe('2025-03-03');
    expect(table.date.confidence).toBeLessThan(0.9);
    expect(table.due_date.value).toBe('2025-03-24');
    const issued = extractInvoiceFields(`Blue Lake Energy
DATE BILL ISSUED SERVICES ADJUSTMENTS TOTAL
Feb 14, 2025 Gas Service 31.10 0.00 31.10
Meter Read Date Reading
Feb 02, 2025 4410
Amount Due $31.10`);
    expect(issued.date.value).toBe('2025-02-14');
    const reads = extractInvoiceFields(`Midvale Water
Meter Number Read Date Reading Usage
03/02/2025 743 Actual 12
Amount Due $12.40`);
    expect(reads.date.confidence).toBeLessThan(0.8);
  });

  it.each([
    ['Subtotal: $100.00 Tax: $8.00 Total: $108.00\nSecurity deposit held $500.00', 108],
    ['Labor $90.00\nTotal $90.00 Paid: $0.00', 90],
  ])('several labelled amounts on one line (columns a layout joined): %j → %s', (line, total) => {
    expect(values(`Acme Plumbing LLC\nInvoice Date: 03/05/2025\n${line}`).total_amount).toBe(total);
  });

  it("a date's label starts after the date before it on its line", () => {
    const fields = extractInvoiceFields(
      'Acme Plumbing LLC\nDue Date: 04/05/2025 Invoice Date: 03/05/2025\nTotal: $95.00',
    );
    expect(fields.date).toMatchObject({ value: '2025-03-05', confidence: 0.9 });
    expect(fields.due_date.value).toBe('2025-04-05');
  });

  it('"Billed to Date" labels a running total, not a date', () => {
    const fields = extractInvoiceFields(`Lakeshore Hydro Inc.
Billing date: Feb 26, 2025
Equal Billing Amount Billed to Date March 25, 2025 $410.00
Total due $52.10`);
    expect(fields.date).toMatchObject({ value: '2025-02-26', confidence: 0.9 });
  });

  it('"Dated:" labels the invoice date, not the date of service', () => {
    const fields = extractInvoiceFields(
      'Crestline Plumbing Inc.\nDate of service: 02/28/2025\nDated: March 5th, 2025\nTotal: USD 1,250.00',
    );
    expect(fields.date).toMatchObject({ value: '2025-03-05', confidence: 0.9 });
  });

  it('a till receipt dated "14-Feb-2024", with a version number at the foot', () => {
    const fields = values(`KEDAI BESI JAYA SDN BHD
Item(s) Amt (RM)
HINGE 2 X 6.50 13.00
Total 13.00
14-Feb-2024 10:02:11AM
ver 21.1.15`);
    expect(fields).toMatchObject({ date: '2024-02-14', total_amount: 13, currency: 'MYR' });
  });

  it('a till receipt whose year OCR garbled: the date from its last two digits, to be checked', () => {
    const fields = extractInvoiceFields(`SPICE ROUTE KITCHEN
Table Number: 7
Date 0224-08-19 21:40:12
Paneer Tikka 1 320.00
Total Bill Value 320`);
    expect(fields.date.value).toBe('2024-08-19');
    expect(fields.date.confidence).toBeLessThan(0.6);
    expect(fields.date.source).toContain('0224-08-19');
  });

  it('short receipt with OCR noise: store name, date, total; Supplies; no property', () => {
    const fields = values(`~ RIVERSIDE HARDWARE
| 400 MAIN ST
SPRINGFIELD IL 62701
O3/14/2O25 14:32
WAX RING   4.97
PLUNGER   12.98
SUBTOTAL   17.95
TAX   1.35
TOTAL   $19.30
CASH   20.00
CHANGE   0.70`);
    expect(fields).toMatchObject({
      vendor: 'Riverside Hardware',
      date: '2025-03-14',
      total_amount: 19.3,
      category: 'Supplies',
      property_address: null,
    });
  });

  it.each([
    ['Granite Mutual Insurance\nPremium Notice\nPolicy DP-1\nAmount Due $900.00', 'Insurance'],
    ['WASHOE COUNTY TREASURER\n2025 Property Tax Bill\nParcel 123-45\nTotal Due $3,200.00', 'Taxes'],
    ['Aspen Ridge Homeowners Association\nQuarterly assessment\nAmount Due $225.00', 'HOA'],
    ['Keystone Property Management\nManagement fee (8% of rent) $120.00\nTotal $120.00', 'Management fees'],
    ['Green Leaf Landscaping\nWeekly mowing $240.00\nTotal $240.00', 'Cleaning and maintenance'],
    ['Volt Electric LLC\nReplace breaker, licensed electrician labor $180.00\nTotal $180.00', 'Repairs'],
  ])('category of %j is %s', (text, category) => {
    expect(values(text).category).toBe(category);
  });

  it('never throws and returns nulls on empty input', () => {
    expect(values('')).toMatchObject({
      vendor: null,
      total_amount: null,
      date: null,
      property_address: null,
    });
  });
});
