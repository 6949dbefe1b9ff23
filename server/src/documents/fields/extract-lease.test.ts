import { describe, expect, it } from 'vitest';
import { extractLeaseFields } from './extract-lease.js';

const values = (text: string) =>
  Object.fromEntries(
    Object.entries(extractLeaseFields(text)).map(([key, value]) => [key, value.value]),
  ) as Record<string, unknown>;

const RESIDENTIAL = `RESIDENTIAL LEASE AGREEMENT

This Lease is made on February 10, 2024 by and between Quarry Lane Homes LLC ("Landlord") and
Priscilla Okonkwo and Tomas Brandt (together, "Tenant").

1. PREMISES. Landlord leases to Tenant the apartment at 740 Quarry Lane, Apt 3C, Madison, Wisconsin 53703,
a 2-bedroom, 1.5-bath unit.
2. TERM. The term begins March 1, 2024 and ends February 28, 2025.
3. RENT. Tenant shall pay $1,640.00 per month, due on the first day of each month.
4. SECURITY DEPOSIT. Tenant has paid a security deposit of $2,000.00.
5. LATE CHARGES. Rent received after the 5th is late. Tenant will pay a late fee of $50.00 plus $10.00 per
day until paid, not to exceed $200.00. Returned checks are charged $35.00.
6. PARKING. Covered parking space: $45.00 per month. Bike locker: $10.00 per month.
7. PETS. If an unauthorized animal is found in the unit, Tenant will be charged $300.00 for the first
violation and $150.00 for each additional violation.
8. HOLDING OVER. If Tenant stays after the term with consent, the tenancy continues month to month.
`;

describe('extractLeaseFields: residential lease', () => {
  const fields = values(RESIDENTIAL);

  it('splits the premises address', () => {
    expect(fields).toMatchObject({
      address: '740 Quarry Lane, Apt 3C',
      city: 'Madison',
      state: 'WI',
      zip: '53703',
    });
  });

  it('finds the parties from the preamble', () => {
    expect(fields.landlord).toBe('Quarry Lane Homes LLC');
    expect(fields.tenants).toEqual(['Priscilla Okonkwo', 'Tomas Brandt']);
  });

  it('reads the term, and a holdover clause does not make it month-to-month', () => {
    expect(fields).toMatchObject({
      lease_type: 'residential',
      start_date: '2024-03-01',
      end_date: '2025-02-28',
    });
  });

  it('takes no date whose century OCR would have to guess', () => {
    const scanned = values(
      RESIDENTIAL.replace(
        'The term begins March 1, 2024 and ends February 28, 2025.',
        'Term start date 0224-03-01.',
      ),
    );
    expect(scanned.start_date).toBeNull();
  });

  it('keeps rent, deposit, late fee, returned-check fee and the cap apart', () => {
    expect(fields.rent_amount_monthly).toBe(1640);
    expect(fields.security_deposit).toBe(2000);
    expect(fields.late_payment).toEqual({ initial_fee: 50, daily_late_charge: 10 });
  });

  it('lists the additional fees in the lease own words, and the animal violation fee', () => {
    expect(fields.additional_fees).toEqual([
      { fee_type: 'Covered Parking Space', amount: 45 },
      { fee_type: 'Bike Locker', amount: 10 },
      { fee_type: 'Animal Violation Fee', first_violation: 300, additional_violation: 150 },
    ]);
  });

  it('reads bedrooms and bathrooms when stated', () => {
    expect(fields).toMatchObject({
      num_bedrooms: 2,
      num_bathrooms: 1.5,
      is_commercial: false,
      is_nnn: false,
    });
  });

  it('gives every found field a confidence and a short source', () => {
    const field = extractLeaseFields(RESIDENTIAL).rent_amount_monthly;
    expect(field.confidence).toBeGreaterThan(0.5);
    expect(field.source).toContain('$1,640.00');
    expect(field.source!.length).toBeLessThanOrEqual(200);
  });
});

describe('extractLeaseFields: kinds of lease', () => {
  it('month-to-month: no end date', () => {
    const fields = values(`MONTH-TO-MONTH RENTAL AGREEMENT
Owner: Lena Marsh     Tenant: Carl Ober
Property: 19 Birch Court, Unit B, Eugene, OR 97401
The tenancy starts on June 15, 2024 and continues from month to month until either party gives 30 days notice.
Rent is $1,100 per month. Deposit: $1,100.`);
    expect(fields).toMatchObject({
      lease_type: 'month-to-month',
      start_date: '2024-06-15',
      end_date: null,
      rent_amount_monthly: 1100,
      security_deposit: 1100,
    });
    expect(fields.landlord).toBe('Lena Marsh');
    expect(fields.tenants).toEqual(['Carl Ober']);
  });

  it('NNN commercial lease: first-year monthly base rent, not the annual figure or the per-foot rate', () => {
    const fields = values(`COMMERCIAL LEASE
Landlord: Canal Street Partners, L.P.        Tenant: Lantern Coffee Roasters LLC
Premises: Suite 110, 300 Canal Street, Savannah, GA 31401 (2,400 rentable square feet)
Term: five years commencing May 1, 2025 and expiring April 30, 2030.
Base Rent: Year 1: $57,600.00 per year ($4,800.00 per month); Year 2: $59,328.00 per year ($4,944.00 per month).
This is a triple net lease: Tenant pays its pro rata share of taxes, insurance and CAM, estimated at $6.00 per
square foot per year, payable monthly at $1,200.00.
A late charge of five percent (5%) of the overdue amount applies after ten days.
Security Deposit: $9,600.00. Permitted Use: coffee roasting and cafe.`);
    expect(fields).toMatchObject({
      lease_type: 'commercial',
      is_commercial: true,
      is_nnn: true,
      address: '300 Canal Street, Suite 110',
      rent_amount_monthly: 4800,
      security_deposit: 9600,
      start_date: '2025-05-01',
      end_date: '2030-04-30',
    });
    expect(fields.late_payment).toEqual({ initial_fee: 240, daily_late_charge: null });
    expect(fields.additional_fees).toEqual([
      { fee_type: 'NNN Charges (CAM, taxes, insurance)', amount: 1200 },
    ]);
  });

  it('renewal addendum: the new rent, not the previous one, and the renewal term', () => {
    const fields = values(`LEASE RENEWAL ADDENDUM
This addendum between Westgate Flats LLC ("Landlord") and Omar Haddad ("Tenant") amends the lease dated
July 1, 2023 for 55 Lake Road, Apt 2, Burlington, VT 05401.
The lease is renewed for 12 months beginning July 1, 2024 and ending June 30, 2025.
Monthly rent will increase from $1,300.00 to $1,365.00. All other terms remain unchanged.`);
    expect(fields).toMatchObject({
      lease_type: 'renewal addendum',
      start_date: '2024-07-01',
      end_date: '2025-06-30',
      rent_amount_monthly: 1365,
    });
  });

  it('student room lease', () => {
    const fields = values(`ROOM RENTAL AGREEMENT
Landlord: Campus Row Housing LLC
Student Resident: Mina Park
Bedroom 2 in the shared house at 88 College Ave, Ithaca, NY 14850, for the academic year
August 20, 2024 to May 20, 2025. Rent is $790 per month. Deposit $400.`);
    expect(fields).toMatchObject({
      lease_type: 'residential (student room)',
      rent_amount_monthly: 790,
      security_deposit: 400,
      end_date: '2025-05-20',
    });
  });

  it('a term in months gives the end date when none is written', () => {
    const fields = values(`LEASE. Landlord: Ada Stone. Tenant: Rex Hale. Premises: 3 Elm St, Dover, DE 19901.
The lease term is twelve (12) months beginning September 1, 2024. Rent: $950.00 per month.`);
    expect(fields).toMatchObject({ start_date: '2024-09-01', end_date: '2025-08-31' });
  });

  it('no late terms → late_payment null', () => {
    expect(values('LEASE. Rent $900 per month. Landlord: A B. Tenant: C D.').late_payment).toBeNull();
  });

  it('never throws on empty or odd input', () => {
    expect(() => extractLeaseFields('')).not.toThrow();
    expect(() => extractLeaseFields('$$$ 12/99/9999 ,,,, Tenant: Landlord:')).not.toThrow();
    expect(values('').tenants).toEqual([]);
  });
});

describe('extractLeaseFields: dates are read, never invented', () => {
  it('computes the end from a stated term and says so in the source', () => {
    const fields = extractLeaseFields(
      'LEASE AGREEMENT\nLandlord leases the premises to Tenant for a term of twelve (12) months beginning April 1, 2026. Rent is $1,200.00 per month.',
    );
    expect(fields.start_date.value).toBe('2026-04-01');
    expect(fields.end_date.value).toBe('2027-03-31');
    expect(fields.end_date.source).toMatch(
      /^Computed: 12 months from 2026-04-01 \("[^"]*twelve \(12\) months"\)$/,
    );
    expect(fields.end_date.confidence).toBeLessThan(0.85);
  });

  it('leaves start and end empty when the lease states neither (no default date)', () => {
    const fields = extractLeaseFields(
      'LEASE AGREEMENT\nLandlord leases 12 Elm Street, Salem, OR 97301 to Tenant. Rent is $1,200.00 per month.',
    );
    expect(fields.start_date).toEqual({ value: null, confidence: 0, source: null });
    expect(fields.end_date.value).toBeNull();
  });
});

describe('extractLeaseFields: start and end of the term', () => {
  it('a printed end date wins over month-to-month wording about holding over', () => {
    const fields = values(`RENTAL AGREEMENT
1.1 LEASE AT A GLANCE
Address: 12 Elm Ln, St Louis, MO 63043
Lease Dates: 03/23/2025 to 03/31/2026 Rent Amount: $745.00
If Tenant shall holdover after the expiration of the term of this Lease, Tenant shall be a tenant from month
to month. In the event Tenant becomes a month-to-month tenant in the manner described above, Tenant shall give
thirty (30) days notice. Landlord, at Landlord's discretion, at any time during a month-to-month tenancy, may
terminate the month-to-month tenancy by written notice.`);
    expect(fields).toMatchObject({
      start_date: '2025-03-23',
      end_date: '2026-03-31',
      lease_type: 'residential',
    });
  });

  it('a month-to-month title keeps the end empty', () => {
    const fields = values(`MONTH-TO-MONTH RENTAL AGREEMENT
The tenancy begins on 03/01/2025 and continues from month to month. Rent is $900.00 per month.`);
    expect(fields).toMatchObject({ start_date: '2025-03-01', end_date: null, lease_type: 'month-to-month' });
  });

  it('the rent table periods are not the term', () => {
    const fields =
      values(`1.03 "Base Rent": Period Annual Rate Per Square Foot Monthly Base Rent 12/01/24 - 11/30/25 $25.20
$9,000.00 12/01/25 - 11/30/26 $26.00 $9,300.00 1.06 "Term": A period of 24 months. Subject to Section 3, the
Term shall commence on December 1, 2024 (the "Commencement Date") and, unless terminated early in accordance
with this Lease, end on November 30, 2026 (the "Termination Date").`);
    expect(fields).toMatchObject({ start_date: '2024-12-01', end_date: '2026-11-30' });
  });

  it('labels whose dates follow a clause ("Commencement Date: Subject to Section 2.1, ...")', () => {
    const fields =
      values(`(g) Term: 3 years and 5 months (h) Commencement Date: Subject to Section 2.1 of Schedule F,
February 1, 2023 (i) Expiry Date: Subject to Section 2.1 of Schedule F, June 30, 2026 (j) Fixturing Period
(k) Basic Rent: Period Annual Amount Monthly Amount Commencement Date to January 31, 2024 $122,174.00 $10,181.17`);
    expect(fields).toMatchObject({ start_date: '2023-02-01', end_date: '2026-06-30' });
  });

  it('the beginning and ending dates named after each', () => {
    const fields =
      values(`2. TERM OF LEASE The Term of this Lease shall begin on September 18, 2025 ("Beginning Date") and
end at noon on September 30, 2026 ("Ending Date"). Landlord may end it before the Ending Date.`);
    expect(fields).toMatchObject({ start_date: '2025-09-18', end_date: '2026-09-30' });
  });
});

describe('extractLeaseFields: the premises address', () => {
  it("the landlord's address for notices is not the premises", () => {
    const fields = values(`LOT LEASE
Resident leases Lot No. [[lotNumber]] in the Park. The name and address of the person authorized to receive
notices and demands on behalf of the Landlord is: Walter P. Greaves, Jr. 1400 Hollis Avenue Palatka, FL 32177`);
    expect(fields).toMatchObject({ address: null, city: null, zip: null });
  });
});

describe('extractLeaseFields: the security deposit', () => {
  it('a printed zero deposit is read; a clause number never is', () => {
    expect(
      extractLeaseFields(
        'INSTALLMENT PAYMENTS Rent $950.00 DEPOSITS Security Deposit $0.00 FEES Application Fee $0.00',
      ).security_deposit.value,
    ).toBe(0);
    expect(
      extractLeaseFields('11. BANK GUARANTEE AND SECURITY DEPOSIT 11.14 The Lessor may apply the guarantee.')
        .security_deposit.value,
    ).toBeNull();
  });
});

describe('extractLeaseFields: the monthly rent among other amounts', () => {
  const rentOf = (text: string) => extractLeaseFields(text).rent_amount_monthly;

  it('the installment, not the total rent for the term', () => {
    const text = `4. RENT. Residents agree to pay to Owner, as total rent for the Premises during the Term, the sum of
$9,600.00. Rent will be paid in installments of $800.00 due on or before the 1st day of each month.`;
    expect(rentOf(text).value).toBe(800);
  });

  it('the monthly column of a commercial rent table, not the rate per square foot', () => {
    const text = `1.03 "Base Rent": Period Annual Rate Per Square Foot Monthly Base Rent
01/01/25 - 12/31/25 $30.00 $7,500.00
01/01/26 - 12/31/26 $31.00 $7,750.00
1.04 "Tenant's Pro Rata Share": 4.5%.`;
    expect(rentOf(text).value).toBe(7500);
  });

  it('the monthly column when the table also gives the annual amount', () => {
    const text = `(k) Basic Rent: Period Per Square Foot of Rentable Area/Annum Annual Amount Monthly Amount
Commencement Date to January 31, 2026 $24.00 $96,000.00 $8,000.00
February 1, 2026 to January 31, 2027 $25.00 $100,000.00 $8,333.33
(l) Rent Deposit: $16,000.00`;
    expect(rentOf(text).value).toBe(8000);
  });

  it('never a section number', () => {
    const text = `The Lessee shall pay rent as set out in Item 10.
23.11 The Lessor may make reasonable rules.
20.11 Application of Payments. Regardless of any instruction from Tenant, Landlord may apply any payment.`;
    expect(rentOf(text).value).toBeNull();
  });

  it("the cheque for one month's rent in advance", () => {
    const text = `Please provide: 1. Bank Guarantee for $12,000.00 as security under the Lease.
2. Cheque for $3,250.00 in favour of Harbour Trustees W.A. Limited for one month's rent in advance.`;
    expect(rentOf(text).value).toBe(3250);
  });

  it('never a late charge per day', () => {
    const text = `Lessee shall pay a late charge of $10.00 for each month rent is not paid on or before the 5th day of
the month and $1.00 for each day after the 5th of the month in which month rent is not paid.`;
    expect(rentOf(text).value).toBeNull();
  });
});
