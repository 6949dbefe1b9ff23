/**
 * Lease fields on the text the layout-aware reader gives (extract/pdf-layout.ts): each test names the class
 * of document its rule serves. The documents are written here.
 */
import { describe, expect, it } from 'vitest';
import { extractLeaseFields } from './extract-lease.js';

const read = (text: string) => extractLeaseFields(text);

describe('lease fields on laid-out documents', () => {
  it('term sheets: the premises address, not the community office address printed first', () => {
    const fields = read(`RESIDENTIAL LEASE - TERM SHEET
Lessor:\tHarborview Residential Management, LLC
Community: Harborview
Address: 1800 Harbor Way
Baltimore, MD 21230
(410) 555-0100
Premises: 12-305
Premises Address: 1806 Harbor Way Apt. 305
Baltimore, MD 21230
Residents:\tJordan Ellis
Commencement Date:\t06/01/2025\tExpiration Date: 05/31/2026
Total Monthly Rent: $ 1,875.00`);
    expect(fields.address.value).toBe('1806 Harbor Way Apt. 305');
    expect(fields.zip.value).toBe('21230');
    expect(fields.start_date.value).toBe('2025-06-01');
    expect(fields.end_date.value).toBe('2026-05-31');
    expect(fields.rent_amount_monthly.value).toBe(1875);
  });

  it('commercial leases: the ZIP comes from another mention of the same street when the chosen one has none', () => {
    const fields = read(`OFFICE LEASE
1.01 "Premises" means suite 400 of the building located at 250 Harmon Street, Oakdale, California, known as
Harmon Center.
1.02 "Base Rent": $12,500.00 per month.
1.03 Notices to Tenant shall be sent to: Brightline Labs, Inc., 250 Harmon Street, Suite 400, Oakdale, California 95361`);
    expect(fields.address.value).toBe('250 Harmon Street');
    expect(fields.zip.value).toBe('95361');
    expect(fields.zip.source).toContain('Suite 400');
  });

  it('charges grids: the late fee is the amount in the "Late Payment" cell, not another charge on the row', () => {
    const fields = read(`CHARGES
Animal Waste Removal\t$25.00\tUnauthorized Animal\t$500.00\tDaily Animal Charge\t$500.00
Late Payment\t$60.00\tDishonored Payment\t$25.00\tTransfer Charge\t$500.00
Daily Late Charge\t$8.00\tReletting Charge\t$850.00
INSTALLMENT PAYMENTS
Rent\t$1,150.00
Water\t$35.00`);
    expect(fields.late_payment.value).toEqual({ initial_fee: 60, daily_late_charge: 8 });
    expect(fields.rent_amount_monthly.value).toBe(1150);
  });

  it('summaries of main terms: a labelled late fee wins over the contract amount earlier in the list', () => {
    const fields = read(`2) Summary of Contract Amount.
a) Base Contract Amount for the entire Contract Term: $8,400.00 ("Contract Amount") payable in equal monthly
installments of $700.00 ("Monthly Installment")
b) Initial Late Payment Fee: $45.00
c) Daily Late Payment Charge: $5.00`);
    expect(fields.late_payment.value).toEqual({ initial_fee: 45, daily_late_charge: 5 });
    expect(fields.rent_amount_monthly.value).toBe(700);
  });

  it('mail-merge templates: placeholders for the parties, dates and rent mean nothing is proposed', () => {
    const fields = read(`MOBILE HOME LOT LEASE
This lease, made this [[signDay]] day of [[signMonth]], [[signYear]], by and between Pine Acres Park, Lessor,
and [[residentName]] Lessee, leases lot number [[lotNum]] in Marion County, Florida, for a [[months]] month
tenancy commencing on the [[startDay]] day of [[startMonth]], [[startYear]]. Lessee shall pay [[rent]] on the first
day of each month and a late charge of $15.00 for each month rent is not paid by the 5th.
Office: 40 Pine Acres Road, Ocala, FL 34470`);
    for (const key of [
      'address',
      'city',
      'state',
      'zip',
      'start_date',
      'end_date',
      'rent_amount_monthly',
      'late_payment',
    ] as const)
      expect(fields[key].value, key).toBeNull();
  });

  it("e-signed leases: signing tags ({{...initials}}) are not a template's blanks", () => {
    const fields = read(`RESIDENTIAL LEASE
The premises are 48 Alder Street, Apt 2, Portland, OR 97205. The term begins May 1, 2025 and ends
April 30, 2026. Rent is $1,725.00 per month. {{_es_signer_initials}} {{_es_signer2_initials}}
{{_es_signer_signature}} {{_es_signer2_signature}} {{*es_signer_date}}`);
    expect(fields.address.value).toBe('48 Alder Street, Apt 2');
    expect(fields.rent_amount_monthly.value).toBe(1725);
  });

  it('rent tables: the monthly column of a schedule whose header was printed on several lines', () => {
    const fields = read(`(k) Basic Rent:
Period\tPer Square Foot of Rentable Area/Annum\tAnnual Amount\tMonthly Amount
Commencement Date to January 31, 2026\t$30.00\t$96,000.00\t$8,000.00
February 1, 2026 to January 31, 2027\t$31.00\t$99,200.00\t$8,266.67`);
    expect(fields.rent_amount_monthly.value).toBe(8000);
  });

  it('filled-in forms: underscore padding around the typed dates and rent is a blank, not text', () => {
    const fields = read(`RESIDENTIAL LEASE
The term of this lease is from ___03/01/2025___ to ___02/28/2026___.
Monthly rent: $__1,200.00__`);
    expect(fields.start_date.value).toBe('2025-03-01');
    expect(fields.end_date.value).toBe('2026-02-28');
    expect(fields.rent_amount_monthly.value).toBe(1200);
  });

  it("addresses written 'street - Apt 2': the unit after a dash stays with the street", () => {
    const fields = read(`LEASE AGREEMENT
The Landlord rents to the Tenant the premises at 512 Cedar Street - Apt 2, Lansing, MI 48912.
Rent is $900.00 per month.`);
    expect(fields.address.value).toBe('512 Cedar Street - Apt 2');
    expect(fields.city.value).toBe('Lansing');
    expect(fields.zip.value).toBe('48912');
  });

  it("charges summaries: the deposit labelled only 'Security'", () => {
    const fields = read(`LEASE SUMMARY
Rent\t$1,400.00
Security\t$1,400.00
Pet Fee\t$300.00`);
    expect(fields.security_deposit.value).toBe(1400);
    expect(fields.rent_amount_monthly.value).toBe(1400);
  });

  it('charges grids: a deposit label after an amount names the next cell, not that amount', () => {
    const fields = read(`INSTALLMENT PAYMENTS\tDEPOSITS\tFEES
Rent\t$1,150.00\tSecurity Deposit\t$0.00\tApplication Fee\t$0.00
Trash Fee\t$15.00\tTOTAL SECURITY DEPOSIT\t$0.00`);
    expect(fields.security_deposit.value).toBe(0);
    expect(fields.rent_amount_monthly.value).toBe(1150);
  });

  it('lot rent tables: the rent row, not the water or pet row, nor the total of the month', () => {
    const fields = read(`MANUFACTURED HOME LOT RENTAL AGREEMENT
Monthly charges
Water\t$28.00
Lot Rent\t$465.00
Pet Rent\t$15.00
Total Rent Due Monthly\t$508.00`);
    expect(fields.rent_amount_monthly.value).toBe(465);
  });

  it("ledger-style charge lists: 'Rent Income' is the rent although the next row names a fee", () => {
    const fields = read(`LEASE CHARGES
Charge Code\tDescription\tAmount
RNT\tRent Income\t$1,095.00
WTR\tWater/Sewer\t$45.00
HLD\tHoldover charge\t$25.00`);
    expect(fields.rent_amount_monthly.value).toBe(1095);
  });

  it('leases with a holdover clause: month-to-month after the term does not cancel the printed dates', () => {
    const fields = read(`RESIDENTIAL LEASE AGREEMENT
Premises: 19 Fern Street, Apt 1, Keene, NH 03431.
Term: The lease term begins March 1, 2025 and ends February 28, 2026.
Rent: Tenant shall pay $1,300.00 per month.
Holding over: If Tenant remains in possession after the term with Landlord's consent, the tenancy shall be
month-to-month at a rent of $1,450.00 per month.`);
    expect(fields.start_date.value).toBe('2025-03-01');
    expect(fields.end_date.value).toBe('2026-02-28');
    expect(fields.rent_amount_monthly.value).toBe(1300);
  });

  it('blank forms: a date in the printed instructions is not a term, and empty blanks give nothing', () => {
    const fields = read(`RESIDENTIAL LEASE AGREEMENT
Start Date: ______________ End Date: ______________
Instructions: write dates as MM/DD/YYYY, for example 01/15/2025. The lease begins on the start date above.
Monthly Rent: $__________`);
    expect(fields.start_date.value).toBeNull();
    expect(fields.end_date.value).toBeNull();
    expect(fields.rent_amount_monthly.value).toBeNull();
  });
});
