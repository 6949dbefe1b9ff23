import { describe, expect, it } from 'vitest';
import {
  agingOf,
  computeLedger,
  daysLate,
  isRecurringFee,
  lateFeeOf,
  matchLease,
  overdueCents,
  recurringFeesOf,
  scheduledCharges,
  statementOf,
  statusOf,
  type LeaseTerms,
  type LedgerPayment,
  type MatchLease,
} from './rent-ledger.model.js';

const lease = (overrides: Partial<LeaseTerms> = {}): LeaseTerms => ({
  id: 'lease-1',
  startDate: '2025-01-01',
  endDate: null,
  isActive: true,
  rentCents: 100_000,
  dueDay: 1,
  graceDays: 5,
  fees: [],
  lateFee: null,
  oneOff: [],
  ...overrides,
});

let paymentSeq = 0;
const pay = (date: string, cents: number, incomeId: string | null = null): LedgerPayment => {
  paymentSeq += 1;
  const key = incomeId ?? `p${String(paymentSeq).padStart(4, '0')}`;
  return { key, incomeId, date, cents, description: `Payment ${key}` };
};

const amounts = (charges: readonly { date: string; cents: number }[]) =>
  charges.map((c) => [c.date, c.cents]);

describe('scheduled charges', () => {
  it('charges the rent every month on the due day from the start', () => {
    expect(amounts(scheduledCharges(lease(), '2025-01-01', '2025-03-31'))).toEqual([
      ['2025-01-01', 100_000],
      ['2025-02-01', 100_000],
      ['2025-03-01', 100_000],
    ]);
  });

  it('prorates a first month that starts after the due day, on the start date', () => {
    // Period Jan 1–31: the lease covers Jan 15–31, 17 of 31 days.
    const charges = scheduledCharges(lease({ startDate: '2025-01-15' }), '2025-01-01', '2025-02-28');
    expect(amounts(charges)).toEqual([
      ['2025-01-15', 54_839],
      ['2025-02-01', 100_000],
    ]);
    expect(charges[0]?.prorated).toEqual({ days: 17, of: 31 });
    expect(charges[0]?.description).toBe('Rent 2025-01-01 to 2025-01-31 (17 of 31 days)');
  });

  it('prorates a last month in February by its 28 days', () => {
    const charges = scheduledCharges(
      lease({ startDate: '2025-01-01', endDate: '2025-02-14' }),
      '2025-01-01',
      '2025-12-31',
    );
    expect(amounts(charges)).toEqual([
      ['2025-01-01', 100_000],
      ['2025-02-01', 50_000],
    ]);
  });

  it('clamps due day 31 to the last day of shorter months', () => {
    const charges = scheduledCharges(
      lease({ dueDay: 31, startDate: '2024-01-31' }),
      '2024-01-01',
      '2024-04-30',
    );
    expect(charges.map((c) => c.date)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
  });

  it('charges a lease shorter than a period for its days', () => {
    // Jan 10–19 of the Jan 1–31 period.
    const charges = scheduledCharges(
      lease({ startDate: '2025-01-10', endDate: '2025-01-19' }),
      '2025-01-01',
      '2025-12-31',
    );
    expect(amounts(charges)).toEqual([['2025-01-10', 32_258]]);
  });

  it('lists only the charges dated in the range, even for a lease that started long before', () => {
    const charges = scheduledCharges(lease({ startDate: '2001-06-01' }), '2025-03-01', '2025-04-30');
    expect(charges.map((c) => c.date)).toEqual(['2025-03-01', '2025-04-01']);
  });

  it('charges nothing without a start date or past the end', () => {
    expect(scheduledCharges(lease({ startDate: null }), '2025-01-01', '2025-12-31')).toEqual([]);
    expect(scheduledCharges(lease({ startDate: '2026-01-01' }), '2025-01-01', '2025-12-31')).toEqual([]);
  });

  it('charges recurring fees with the rent, prorated the same way', () => {
    const charges = scheduledCharges(
      lease({ startDate: '2025-01-15', fees: [{ name: 'Pet rent', cents: 3_100 }] }),
      '2025-01-01',
      '2025-02-28',
    );
    expect(charges.map((c) => [c.kind, c.date, c.cents])).toEqual([
      ['rent', '2025-01-15', 54_839],
      ['fee', '2025-01-15', 1_700],
      ['rent', '2025-02-01', 100_000],
      ['fee', '2025-02-01', 3_100],
    ]);
  });
});

describe('rent periods are calendar months (docs/decisions/0013-rent-periods-are-calendar-months.md)', () => {
  // 100_000 cents a month; July and August 2025 have 31 days, February 2025 has 28.
  it.each([
    // [what, terms, from, to, charges (date, cents)]
    [
      'a lease from July 1 due the 5th owes no stub: July’s full rent is due July 5',
      lease({ startDate: '2025-07-01', dueDay: 5 }),
      '2025-06-01',
      '2025-08-31',
      [
        ['2025-07-05', 100_000],
        ['2025-08-05', 100_000],
      ],
    ],
    [
      'a lease from July 15 due the 1st owes 17/31 of July on July 15',
      lease({ startDate: '2025-07-15', dueDay: 1 }),
      '2025-07-01',
      '2025-08-31',
      [
        ['2025-07-15', 54_839],
        ['2025-08-01', 100_000],
      ],
    ],
    [
      'a lease from July 15 due the 20th owes 17/31 of July on July 20',
      lease({ startDate: '2025-07-15', dueDay: 20 }),
      '2025-07-01',
      '2025-08-31',
      [
        ['2025-07-20', 54_839],
        ['2025-08-20', 100_000],
      ],
    ],
    [
      'a lease from January 1 due the 15th owes January in full on January 15',
      lease({ dueDay: 15 }),
      '2025-01-01',
      '2025-02-20',
      [
        ['2025-01-15', 100_000],
        ['2025-02-15', 100_000],
      ],
    ],
    [
      'a lease ending March 10 due the 5th owes 10/31 of March on March 5',
      lease({ dueDay: 5, endDate: '2025-03-10' }),
      '2025-01-01',
      '2025-12-31',
      [
        ['2025-01-05', 100_000],
        ['2025-02-05', 100_000],
        ['2025-03-05', 32_258],
      ],
    ],
    [
      'a lease ending March 3 due the 5th owes 3/31 of March on its last day',
      lease({ dueDay: 5, endDate: '2025-03-03' }),
      '2025-03-01',
      '2025-12-31',
      [['2025-03-03', 9_677]],
    ],
    [
      'due day 31 falls on February 28, in full',
      lease({ dueDay: 31 }),
      '2025-01-01',
      '2025-03-31',
      [
        ['2025-01-31', 100_000],
        ['2025-02-28', 100_000],
        ['2025-03-31', 100_000],
      ],
    ],
    [
      'due day 31 with a lease from February 10 owes 19/28 of February on February 28',
      lease({ dueDay: 31, startDate: '2025-02-10' }),
      '2025-01-01',
      '2025-03-31',
      [
        ['2025-02-28', 67_857],
        ['2025-03-31', 100_000],
      ],
    ],
    [
      'a one-month lease (July 1–31) due the 5th owes July’s full rent on July 5, once',
      lease({ startDate: '2025-07-01', endDate: '2025-07-31', dueDay: 5 }),
      '2025-01-01',
      '2025-12-31',
      [['2025-07-05', 100_000]],
    ],
    [
      'a lease within one month (July 10–19) due the 25th owes 10/31 on its last day',
      lease({ startDate: '2025-07-10', endDate: '2025-07-19', dueDay: 25 }),
      '2025-01-01',
      '2025-12-31',
      [['2025-07-19', 32_258]],
    ],
    [
      'nothing is charged before its due date: a July 1 start due the 5th, read on July 4',
      lease({ startDate: '2025-07-01', dueDay: 5 }),
      '2025-07-01',
      '2025-07-04',
      [],
    ],
  ] as const)('%s', (_what, terms, from, to, expected) => {
    expect(amounts(scheduledCharges(terms, from, to))).toEqual(expected);
  });

  it('names the calendar month a charge covers', () => {
    const [july] = scheduledCharges(
      lease({ startDate: '2025-07-15', dueDay: 20 }),
      '2025-07-01',
      '2025-07-31',
    );
    expect(july).toMatchObject({
      periodStart: '2025-07-01',
      periodEnd: '2025-07-31',
      prorated: { days: 17, of: 31 },
      description: 'Rent 2025-07-01 to 2025-07-31 (17 of 31 days)',
    });
  });

  it('prorates recurring fees with the rent, on the same day', () => {
    const charges = scheduledCharges(
      lease({ startDate: '2025-07-15', dueDay: 20, fees: [{ name: 'Parking', cents: 3_100 }] }),
      '2025-07-01',
      '2025-08-31',
    );
    expect(charges.map((c) => [c.kind, c.date, c.cents])).toEqual([
      ['rent', '2025-07-20', 54_839],
      ['fee', '2025-07-20', 1_700],
      ['rent', '2025-08-20', 100_000],
      ['fee', '2025-08-20', 3_100],
    ]);
  });

  it('a tenant from July 1 who pays the full rent every 5th owes nothing and is not late', () => {
    const ledger = computeLedger(
      lease({ startDate: '2025-07-01', dueDay: 5 }),
      [pay('2025-07-05', 100_000), pay('2025-08-05', 100_000), pay('2025-09-05', 100_000)],
      '2025-09-20',
    );
    expect(ledger.balanceCents).toBe(0);
    expect(statusOf(ledger)).toBe('paid');
    expect(daysLate(ledger)).toBe(0);
  });
});

describe('lease terms', () => {
  it('recurs monthly fees only', () => {
    for (const fee of [
      'Pet rent',
      'Parking',
      'Storage unit',
      'Water and sewer',
      'Utilities',
      'Monthly trash',
    ])
      expect(isRecurringFee(fee), fee).toBe(true);
    for (const fee of [
      'Pet deposit',
      'Application fee',
      'Animal Violation Fee',
      'Late fee',
      'Key replacement',
    ])
      expect(isRecurringFee(fee), fee).toBe(false);
  });

  it('reads fees and late fee terms from special lease terms', () => {
    expect(
      recurringFeesOf({
        additional_fees: [
          { fee_type: 'Parking', amount: 50 },
          { fee_type: 'Pet deposit', amount: 300 },
          { fee_type: 'Storage', amount: null },
          { fee_type: 'Animal Violation Fee', first_violation: 100, additional_violation: 200 },
        ],
      }),
    ).toEqual([{ name: 'Parking', cents: 5_000 }]);
    expect(
      lateFeeOf({ late_payment: { initial_fee: 50, daily_late_charge: 10.5, max_late_fee: 200 } }),
    ).toEqual({
      initialCents: 5_000,
      dailyCents: 1_050,
      capCents: 20_000,
    });
    expect(lateFeeOf({ late_payment: { initial_fee: null, daily_late_charge: null } })).toBeNull();
    expect(lateFeeOf(null)).toBeNull();
  });
});

describe('payments applied to charges', () => {
  it('is paid when each month is paid, with nothing owed', () => {
    const ledger = computeLedger(
      lease(),
      [pay('2025-01-01', 100_000), pay('2025-02-03', 100_000)],
      '2025-02-20',
    );
    expect(ledger.balanceCents).toBe(0);
    expect(statusOf(ledger)).toBe('paid');
    expect(daysLate(ledger)).toBe(0);
    expect(ledger.charges.map((c) => c.paidOn)).toEqual(['2025-01-01', '2025-02-03']);
  });

  it('applies a payment to the oldest open charge first', () => {
    const ledger = computeLedger(lease(), [pay('2025-02-02', 150_000)], '2025-02-02');
    expect(ledger.charges.map((c) => c.paidCents)).toEqual([100_000, 50_000]);
    expect(ledger.charges[0]?.paidOn).toBe('2025-02-02');
    expect(ledger.balanceCents).toBe(50_000);
  });

  it('is partial when part of a charge within its grace period is paid, upcoming when nothing is', () => {
    const partial = computeLedger(lease(), [pay('2025-01-02', 40_000)], '2025-01-03');
    expect(statusOf(partial)).toBe('partial');
    expect(partial.balanceCents).toBe(60_000);
    expect(statusOf(computeLedger(lease(), [], '2025-01-03'))).toBe('upcoming');
    expect(statusOf(computeLedger(lease({ startDate: '2025-02-01' }), [], '2025-01-20'))).toBe('upcoming');
  });

  it('is late once the grace period is over, with days late from the due date', () => {
    expect(statusOf(computeLedger(lease(), [], '2025-01-06'))).toBe('upcoming');
    const late = computeLedger(lease(), [pay('2025-01-02', 40_000)], '2025-01-07');
    expect(statusOf(late)).toBe('late');
    expect(daysLate(late)).toBe(6);
    expect(overdueCents(late)).toBe(60_000);
    const noGrace = computeLedger(lease({ graceDays: 0 }), [], '2025-01-02');
    expect(statusOf(noGrace)).toBe('late');
    expect(daysLate(noGrace)).toBe(1);
  });

  it('keeps an overpayment as a credit that pays the next charges', () => {
    const ledger = computeLedger(lease(), [pay('2025-01-01', 250_000)], '2025-01-15');
    expect(ledger.balanceCents).toBe(-150_000);
    expect(statusOf(ledger)).toBe('paid');
    const later = computeLedger(lease(), [pay('2025-01-01', 350_000)], '2025-03-10');
    expect(later.balanceCents).toBe(-50_000);
    expect(later.charges.map((c) => c.paidOn)).toEqual(['2025-01-01', '2025-02-01', '2025-03-01']);
  });

  it('counts a payment made before the lease starts as a credit toward its first rent', () => {
    const ledger = computeLedger(
      lease({ startDate: '2025-02-01' }),
      [pay('2025-01-20', 100_000)],
      '2025-02-10',
    );
    expect(ledger.balanceCents).toBe(0);
    expect(statusOf(ledger)).toBe('paid');
  });
});

describe('late fees', () => {
  const lateFee = { initialCents: 5_000, dailyCents: 1_000, capCents: null };

  it('charges the initial fee the day after the grace period ends, then a daily charge', () => {
    const ledger = computeLedger(lease({ lateFee }), [], '2025-01-09');
    const fees = ledger.charges.filter((c) => c.kind === 'late_fee');
    // Due Jan 1, grace 5: unpaid at the end of Jan 6, so the fee is dated Jan 7; daily on Jan 8 and 9.
    expect(amounts(fees)).toEqual([
      ['2025-01-07', 5_000],
      ['2025-01-08', 1_000],
      ['2025-01-09', 1_000],
    ]);
    expect(ledger.balanceCents).toBe(107_000);
  });

  it('charges no fee when the rent is paid within the grace period', () => {
    const ledger = computeLedger(lease({ lateFee }), [pay('2025-01-06', 100_000)], '2025-01-31');
    expect(ledger.charges.filter((c) => c.kind === 'late_fee')).toEqual([]);
  });

  it('stops the daily charge once the rent is paid', () => {
    const ledger = computeLedger(lease({ lateFee }), [pay('2025-01-09', 100_000)], '2025-01-31');
    const fees = ledger.charges.filter((c) => c.kind === 'late_fee');
    // The Jan 9 payment pays the rent (oldest first); it was unpaid at the end of Jan 7 and 8 only.
    expect(amounts(fees)).toEqual([
      ['2025-01-07', 5_000],
      ['2025-01-08', 1_000],
      ['2025-01-09', 1_000],
    ]);
    expect(ledger.balanceCents).toBe(7_000);
    // Fees unpaid past their own grace period make the lease late.
    expect(statusOf(ledger)).toBe('late');
  });

  it('caps the late fees of one rent charge', () => {
    const ledger = computeLedger(lease({ lateFee: { ...lateFee, capCents: 7_500 } }), [], '2025-01-20');
    const fees = ledger.charges.filter((c) => c.kind === 'late_fee');
    expect(amounts(fees)).toEqual([
      ['2025-01-07', 5_000],
      ['2025-01-08', 1_000],
      ['2025-01-09', 1_000],
      ['2025-01-10', 500],
    ]);
  });

  it('respects the lease grace period', () => {
    const fees = computeLedger(lease({ lateFee, graceDays: 0 }), [], '2025-01-02').charges.filter(
      (c) => c.kind === 'late_fee',
    );
    expect(amounts(fees)).toEqual([['2025-01-02', 5_000]]);
  });

  it('charges late fees on an unpaid rent charge that a payment only partly covered', () => {
    const ledger = computeLedger(
      lease({ lateFee: { ...lateFee, dailyCents: 0 } }),
      [pay('2025-01-03', 99_000)],
      '2025-01-31',
    );
    expect(amounts(ledger.charges.filter((c) => c.kind === 'late_fee'))).toEqual([['2025-01-07', 5_000]]);
  });
});

describe('aging', () => {
  it('buckets unpaid charges by days past due', () => {
    const ledger = computeLedger(lease(), [], '2025-05-01');
    // Unpaid: Jan 1 (120 days), Feb 1 (89), Mar 1 (61), Apr 1 (30), May 1 (0).
    expect(agingOf(ledger)).toEqual({
      current: 100_000,
      d1_30: 100_000,
      d31_60: 0,
      d61_90: 200_000,
      d90_plus: 100_000,
    });
    expect(daysLate(ledger)).toBe(120);
  });

  it('has nothing to age when all is paid', () => {
    const ledger = computeLedger(lease(), [pay('2025-01-01', 100_000)], '2025-01-20');
    expect(agingOf(ledger)).toEqual({ current: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 });
  });
});

describe('statement', () => {
  it('lists charges and payments with a running balance and an opening balance', () => {
    const ledger = computeLedger(
      lease({ oneOff: [{ id: 'c1', description: 'Broken window', cents: 12_050, dueDate: '2025-02-10' }] }),
      [pay('2025-01-03', 100_000, 'i1'), pay('2025-02-05', 80_000, 'i2'), pay('2025-03-01', 150_000, 'i3')],
      '2025-03-31',
    );
    const statement = statementOf(ledger, '2025-02-01', '2025-03-31');
    expect(statement.openingCents).toBe(0);
    expect(
      statement.lines.map((l) => [
        l.date,
        l.kind,
        l.chargeKind ?? null,
        l.cents,
        l.balanceCents,
        l.incomeId,
        l.chargeId,
      ]),
    ).toEqual([
      ['2025-02-01', 'charge', 'rent', 100_000, 100_000, null, null],
      ['2025-02-05', 'payment', null, 80_000, 20_000, 'i2', null],
      ['2025-02-10', 'charge', 'one_off', 12_050, 32_050, null, 'c1'],
      ['2025-03-01', 'charge', 'rent', 100_000, 132_050, null, null],
      ['2025-03-01', 'payment', null, 150_000, -17_950, 'i3', null],
    ]);
    expect(statement.closingCents).toBe(-17_950);
    expect(statementOf(ledger, '2025-03-01', '2025-03-31').openingCents).toBe(32_050);
  });

  it('shows a run of daily late fees as one line', () => {
    const ledger = computeLedger(
      lease({ lateFee: { initialCents: 5_000, dailyCents: 1_000, capCents: null } }),
      [],
      '2025-01-10',
    );
    const lines = statementOf(ledger, '2025-01-01', '2025-01-10').lines;
    expect(lines.map((l) => [l.date, l.description, l.cents, l.balanceCents])).toEqual([
      ['2025-01-01', 'Rent 2025-01-01 to 2025-01-31', 100_000, 100_000],
      ['2025-01-07', 'Late fee for rent due 2025-01-01', 5_000, 105_000],
      ['2025-01-08', 'Daily late fee for rent due 2025-01-01, 2025-01-08 to 2025-01-10', 3_000, 108_000],
    ]);
  });
});

describe('matching payments to leases', () => {
  const leases: MatchLease[] = [
    {
      id: 'a',
      propertyId: 'p1',
      tenantId: 't1',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      tenants: [{ firstName: 'Ana', lastName: 'Lopez' }],
    },
    {
      id: 'b',
      propertyId: 'p1',
      tenantId: 't2',
      startDate: '2025-01-01',
      endDate: null,
      tenants: [{ firstName: 'Bo', lastName: 'Smith' }],
    },
    {
      id: 'c',
      propertyId: 'p2',
      tenantId: 't3',
      startDate: '2025-01-01',
      endDate: null,
      tenants: [{ firstName: 'Ana', lastName: 'Lopez' }],
    },
  ];
  const income = { leaseId: null, propertyId: 'p1', tenantId: null, date: '2025-03-01', texts: [] };

  it('takes the lease_id when set', () => {
    expect(matchLease({ ...income, leaseId: 'c' }, leases)).toBe('c');
  });

  it('matches by the tenant id or the tenant name on the property within the term', () => {
    expect(matchLease({ ...income, tenantId: 't2' }, leases)).toBe('b');
    expect(matchLease({ ...income, texts: ['Rent March', 'ANA LÓPEZ'] }, leases)).toBe('a');
    expect(matchLease({ ...income, texts: ['from lopez, ana'] }, leases)).toBe('a');
    expect(matchLease({ ...income, propertyId: 'p2', texts: ['Ana Lopez'] }, leases)).toBe('c');
  });

  it('matches a company tenant by its whole name, never by one of its words', () => {
    const shop: MatchLease = {
      id: 'shop',
      propertyId: 'p3',
      tenantId: 't4',
      startDate: '2025-01-01',
      endDate: null,
      // A company's one name stands in its first name; its last name is ''.
      tenants: [{ firstName: 'Pedal & Pint Bicycle Co. LLC', lastName: '' }],
    };
    const paid = { ...income, propertyId: 'p3' };
    expect(matchLease({ ...paid, texts: ['ACH PEDAL & PINT BICYCLE CO LLC'] }, [shop])).toBe('shop');
    expect(matchLease({ ...paid, texts: ['Pint of milk'] }, [shop])).toBeNull();
  });

  it('leaves unmatched what names nobody, several leases, or a date outside the term', () => {
    expect(matchLease({ ...income, texts: ['March rent'] }, leases)).toBeNull();
    expect(matchLease({ ...income, texts: ['Ana Lopez and Bo Smith'] }, leases)).toBeNull();
    expect(matchLease({ ...income, date: '2026-02-01', texts: ['Ana Lopez'] }, leases)).toBeNull();
    expect(matchLease({ ...income, texts: ['Anabel Lopezz'] }, leases)).toBeNull();
    expect(matchLease({ ...income, propertyId: null, texts: ['Ana Lopez'] }, leases)).toBeNull();
  });
});

describe('rent tracked from a later day (docs/decisions/0012-rent-tracked-from.md)', () => {
  // A tenancy since 2022 whose rent Astor keeps from 2025-06-01.
  const tracked = (overrides: Partial<LeaseTerms> = {}) =>
    lease({ startDate: '2022-03-01', ledgerStartDate: '2025-06-01', ...overrides });
  const late = { initialCents: 5_000, dailyCents: 1_000, capCents: null };

  it.each([
    // [what, terms, from, to, charge dates]
    ['charges nothing due before it', tracked(), '2022-01-01', '2025-07-31', ['2025-06-01', '2025-07-01']],
    [
      'charges nothing due before it in a range that starts earlier',
      tracked(),
      '2025-05-01',
      '2025-06-30',
      ['2025-06-01'],
    ],
    [
      'leaves out the period whose due date is before it (the balance brought forward covers it)',
      tracked({ ledgerStartDate: '2025-06-15' }),
      '2025-05-01',
      '2025-07-31',
      ['2025-07-01'],
    ],
    [
      'charges from the start when it is null (as before)',
      tracked({ ledgerStartDate: null, startDate: '2025-05-01' }),
      '2025-01-01',
      '2025-06-30',
      ['2025-05-01', '2025-06-01'],
    ],
  ] as const)('scheduled charges: %s', (_what, terms, from, to, dates) => {
    expect(scheduledCharges(terms, from, to).map((charge) => charge.date)).toEqual(dates);
  });

  it.each([
    // [what, terms, payments, asOf, charges (kind, date, cents), balance, status]
    [
      'a tenancy since 2022 with nothing owed then and this month paid is paid',
      tracked(),
      [pay('2025-06-03', 100_000)],
      '2025-06-20',
      [['rent', '2025-06-01', 100_000]],
      0,
      'paid',
    ],
    [
      'the same tenancy without it owes every month since 2022',
      tracked({ ledgerStartDate: null }),
      [pay('2025-06-03', 100_000)],
      '2025-06-20',
      null,
      3_900_000,
      'late',
    ],
    [
      'a balance owed is a charge dated on the day, before the rent',
      tracked({ openingCents: 45_000 }),
      [pay('2025-06-03', 100_000)],
      '2025-06-04',
      [
        ['opening_balance', '2025-06-01', 45_000],
        ['rent', '2025-06-01', 100_000],
      ],
      45_000,
      'partial',
    ],
    [
      'a balance owed unpaid past the grace period is late, with no late fee on it',
      tracked({ openingCents: 45_000, rentCents: 0, lateFee: late }),
      [],
      '2025-06-20',
      [['opening_balance', '2025-06-01', 45_000]],
      45_000,
      'late',
    ],
    [
      'a credit brought forward pays the next charges',
      tracked({ openingCents: -30_000 }),
      [pay('2025-06-02', 70_000)],
      '2025-06-20',
      [['rent', '2025-06-01', 100_000]],
      0,
      'paid',
    ],
    [
      'no one-off charge or late fee falls due before it',
      tracked({
        lateFee: late,
        oneOff: [
          { id: 'c1', description: 'Key', cents: 2_500, dueDate: '2025-05-20' },
          { id: 'c2', description: 'Lock', cents: 4_000, dueDate: '2025-06-10' },
        ],
      }),
      [pay('2025-06-03', 100_000), pay('2025-06-12', 4_000)],
      '2025-06-20',
      [
        ['rent', '2025-06-01', 100_000],
        ['one_off', '2025-06-10', 4_000],
      ],
      0,
      'paid',
    ],
    [
      'nothing is charged before the day is reached',
      tracked({ openingCents: 45_000 }),
      [],
      '2025-05-20',
      [],
      0,
      'upcoming',
    ],
  ] as const)('ledger: %s', (_what, terms, payments, asOf, charges, balance, status) => {
    const ledger = computeLedger(terms, [...payments], asOf);
    if (charges) expect(ledger.charges.map((c) => [c.kind, c.date, c.cents])).toEqual(charges);
    expect(ledger.balanceCents).toBe(balance);
    expect(ledger.chargedCents - ledger.paidCents).toBe(balance);
    expect(statusOf(ledger)).toBe(status);
  });

  it('applies no payment dated before it, keeps it listed, and shows it apart in the statement', () => {
    const before = pay('2025-05-28', 100_000, 'inc-may');
    const after = pay('2025-06-03', 100_000, 'inc-june');
    const ledger = computeLedger(tracked({ openingCents: 20_000 }), [before, after], '2025-06-20');
    expect(ledger.payments.map((payment) => payment.key)).toEqual(['inc-may', 'inc-june']);
    expect(ledger.paymentsBeforeTracking.map((payment) => payment.key)).toEqual(['inc-may']);
    expect(ledger.paidCents).toBe(100_000);
    expect(ledger.balanceCents).toBe(20_000);
    // The payment of June went to the oldest charge first: the balance brought forward.
    expect(openCharges(ledger)).toEqual([['rent', 20_000]]);

    const statement = statementOf(ledger, '2025-05-01', '2025-06-30');
    expect(statement.openingCents).toBe(0);
    expect(statement.lines.map((line) => [line.date, line.chargeKind ?? line.kind, line.cents])).toEqual([
      ['2025-06-01', 'opening_balance', 20_000],
      ['2025-06-01', 'rent', 100_000],
      ['2025-06-03', 'payment', 100_000],
    ]);
    expect(statement.lines[0]?.description).toBe('Balance brought forward');
    expect(statement.closingCents).toBe(20_000);
    expect(statement.before.map((payment) => payment.key)).toEqual(['inc-may']);
  });

  it('shows a credit brought forward as a negative line of the statement', () => {
    const ledger = computeLedger(tracked({ openingCents: -30_000 }), [], '2025-06-20');
    const statement = statementOf(ledger, '2025-06-01', '2025-06-30');
    expect(statement.lines.map((line) => [line.description, line.cents, line.balanceCents])).toEqual([
      ['Credit brought forward', -30_000, -30_000],
      ['Rent 2025-06-01 to 2025-06-30', 100_000, 70_000],
    ]);
    expect(ledger.balanceCents).toBe(70_000);
    // A statement from after the day carries the credit in its opening balance.
    expect(statementOf(ledger, '2025-06-02', '2025-06-30').openingCents).toBe(70_000);
  });

  it('ignores an opening balance without the day (only meaningful with one)', () => {
    const ledger = computeLedger(lease({ openingCents: 45_000 }), [], '2025-01-20');
    expect(ledger.charges.map((charge) => charge.kind)).toEqual(['rent']);
    expect(ledger.balanceCents).toBe(100_000);
  });
});

/** What is still open on each charge, by kind. */
const openCharges = (ledger: ReturnType<typeof computeLedger>) =>
  ledger.charges
    .filter((charge) => charge.cents > charge.paidCents)
    .map((charge) => [charge.kind, charge.cents - charge.paidCents]);
