/**
 * The rent ledger's rules (docs/decisions/0006-rent-ledger.md), pure and table-tested: the charges a lease
 * makes from its terms, its payments applied to them oldest first, late fees, aging and status. Money is
 * integer cents; dates are calendar dates (YYYY-MM-DD).
 */
import type { Aging, ChargeKind, RentStatus } from '@astor/contract/rent-ledger';
import { incomeLineOf } from '@astor/contract/categories';
import { ANIMAL_VIOLATION_FEE, type SpecialLeaseTerms } from '@astor/contract/leases';
import { addDays, daysBetween, daysInMonth } from '@astor/contract/calendar-date';

export const DEFAULT_GRACE_PERIOD_DAYS = 5;

export type LateFeeTerms = { initialCents: number; dailyCents: number; capCents: number | null };
export type RecurringFee = { name: string; cents: number };
export type OneOffCharge = { id: string; description: string; cents: number; dueDate: string };

/** What the ledger needs of a lease. */
export type LeaseTerms = {
  id: string;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
  rentCents: number;
  dueDay: number;
  graceDays: number;
  fees: RecurringFee[];
  lateFee: LateFeeTerms | null;
  oneOff: OneOffCharge[];
  /**
   * "Rent tracked from" (docs/decisions/0012-rent-tracked-from.md): nothing falling due before it is
   * charged and no payment dated before it is applied. Null or absent: from the start date.
   */
  ledgerStartDate?: string | null;
  /** What was owed on ledgerStartDate (negative: a credit), brought forward; ignored without it. */
  openingCents?: number;
};

export type LedgerPayment = {
  /** Stable key: the income id, or `payment:<id>` for a payment row recorded without an income. */
  key: string;
  incomeId: string | null;
  date: string;
  cents: number;
  description: string;
};

export type Charge = {
  key: string;
  kind: ChargeKind;
  date: string;
  description: string;
  cents: number;
  /** Applied so far (by the end of the ledger's day). */
  paidCents: number;
  /** The day the charge was paid in full, or null. */
  paidOn: string | null;
  /** A one-off charge's id. */
  chargeId: string | null;
  /** Late fees: the key of the rent charge they are for. */
  forRent: string | null;
  /** Daily late fees are shown merged into runs. */
  daily: boolean;
};

export type Ledger = {
  lease: LeaseTerms;
  asOf: string;
  /** Every charge dated on or before asOf, in the order payments apply to them. */
  charges: Charge[];
  /** Every payment dated on or before asOf, those before trackedFrom included (applied to nothing). */
  payments: LedgerPayment[];
  /** The lease's ledgerStartDate, or null. */
  trackedFrom: string | null;
  /**
   * The payments dated before trackedFrom: settled by the balance brought forward, so applied to no
   * charge and not in paidCents (docs/decisions/0012-rent-tracked-from.md#decision).
   */
  paymentsBeforeTracking: LedgerPayment[];
  /** The balance brought forward on trackedFrom once asOf reaches it (negative: a credit), else 0. */
  broughtForwardCents: number;
  /** The charges, and a credit brought forward as a negative amount. */
  chargedCents: number;
  /** The payments applied. */
  paidCents: number;
  /** charged − paid; negative is a credit. */
  balanceCents: number;
};

// ---------------------------------------------------------------- terms

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The additional fees charged every month with the rent. A fee recurs when its type names a monthly
 * charge: rent (pet rent), "monthly", parking, storage, garage, utilities, water, sewer, trash or garbage,
 * internet, cable. Deposits, one-time, application, violation, late, returned-payment (NSF) and
 * cleaning fees never recur; anything else is not charged automatically (add a one-off charge).
 */
const RECURRING_FEE =
  /\b(rent|monthly|parking|storage|garage|utilit\w*|water|sewer|trash|garbage|internet|cable)\b/i;
const NEVER_RECURRING =
  /\b(deposit|one[- ]?time|application|violation|late|returned|nsf|cleaning|move[- ]?(in|out)|admin\w*)\b/i;

export function isRecurringFee(feeType: string): boolean {
  return feeType !== ANIMAL_VIOLATION_FEE && !NEVER_RECURRING.test(feeType) && RECURRING_FEE.test(feeType);
}

const toCents = (dollars: number | null | undefined): number =>
  dollars === null || dollars === undefined ? 0 : Math.round(dollars * 100);

export function recurringFeesOf(terms: SpecialLeaseTerms | null | undefined): RecurringFee[] {
  const fees: RecurringFee[] = [];
  for (const fee of terms?.additional_fees ?? []) {
    if (!('amount' in fee) || !isRecurringFee(fee.fee_type)) continue;
    const cents = toCents(fee.amount);
    if (cents > 0) fees.push({ name: fee.fee_type, cents });
  }
  return fees;
}

export function lateFeeOf(terms: SpecialLeaseTerms | null | undefined): LateFeeTerms | null {
  const late = terms?.late_payment;
  if (!late) return null;
  const initialCents = toCents(late.initial_fee);
  const dailyCents = toCents(late.daily_late_charge);
  if (initialCents === 0 && dailyCents === 0) return null;
  const cap = late.max_late_fee;
  return { initialCents, dailyCents, capCents: cap === null || cap === undefined ? null : toCents(cap) };
}

// ---------------------------------------------------------------- scheduled charges

/** The due date in a month for a due day of 1–31, clamped to the month's length (31 → Feb 28). */
export function dueDateOf(year: number, month: number, dueDay: number): string {
  return `${year}-${pad(month)}-${pad(Math.min(dueDay, daysInMonth(year, month)))}`;
}

/**
 * A rent or recurring-fee charge of one calendar month
 * (docs/decisions/0013-rent-periods-are-calendar-months.md).
 */
export type ScheduledCharge = {
  kind: 'rent' | 'fee';
  date: string;
  cents: number;
  description: string;
  /** The month the charge covers: its first and last day. */
  periodStart: string;
  periodEnd: string;
  /** Days of the month the lease covers, when fewer than all (prorated). */
  prorated: { days: number; of: number } | null;
};

/** Full amount × days covered / days in the month, rounded to the cent. */
export function prorate(cents: number, days: number, monthDays: number): number {
  return days >= monthDays ? cents : Math.round((cents * days) / monthDays);
}

/**
 * The rent and recurring-fee charges of a lease dated in [from, to]: one per calendar month from its start
 * to its end (or forever without one), due on the month's due day
 * (docs/decisions/0013-rent-periods-are-calendar-months.md). A month the lease covers only in part is
 * charged for its days, due on the later of the due day and its first day in force, and never after its
 * last day in force. A lease without a start date or without rent and fees is charged nothing.
 */
export function scheduledCharges(lease: LeaseTerms, since: string, to: string): readonly ScheduledCharge[] {
  // Nothing falls due before the day rent is tracked from (docs/decisions/0012-rent-tracked-from.md).
  const from = lease.ledgerStartDate && lease.ledgerStartDate > since ? lease.ledgerStartDate : since;
  const key = [
    lease.startDate,
    lease.endDate,
    lease.rentCents,
    lease.dueDay,
    ...lease.fees.flatMap((fee) => [fee.name, fee.cents]),
    from,
    to,
  ].join('|');
  let charges = rememberedSchedules.get(key);
  if (!charges) {
    charges = Object.freeze(computeSchedule(lease, from, to));
    if (rememberedSchedules.size >= MAX_REMEMBERED_SCHEDULES) rememberedSchedules.clear();
    rememberedSchedules.set(key, charges);
  }
  return charges;
}

/**
 * Schedules by terms and dates: every read of the portfolio (dashboard, tenants, notifications) asks for
 * the same ones until a lease changes or the day does, and a 2,000-lease portfolio spent most of a read
 * making them. What is remembered is frozen, so no caller can change it for the next.
 */
const rememberedSchedules = new Map<string, readonly ScheduledCharge[]>();
const MAX_REMEMBERED_SCHEDULES = 20_000;

function computeSchedule(lease: LeaseTerms, from: string, to: string): ScheduledCharge[] {
  const start = lease.startDate;
  if (!start || (lease.rentCents <= 0 && lease.fees.length === 0)) return [];
  const end = lease.endDate;
  if (end !== null && end < start) return [];
  // A month's charge is dated within the month, so only the months of [from, to] within the lease's term.
  const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  const first = Math.max(monthIndex(start), monthIndex(from));
  const last = Math.min(end === null ? Infinity : monthIndex(end), monthIndex(to));
  const charges: ScheduledCharge[] = [];
  for (let index = first; index <= last; index += 1) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const periodStart = `${year}-${pad(month)}-01`;
    const periodEnd = `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;
    const coveredStart = start > periodStart ? start : periodStart;
    const coveredEnd = end !== null && end < periodEnd ? end : periodEnd;
    const dueDate = dueDateOf(year, month, lease.dueDay);
    // A partial month: not due before the lease's first day in force, nor after its last.
    const later = dueDate > coveredStart ? dueDate : coveredStart;
    const date = later < coveredEnd ? later : coveredEnd;
    if (date < from || date > to) continue;
    const days = daysBetween(coveredStart, coveredEnd) + 1;
    const of = daysInMonth(year, month);
    const prorated = days < of ? { days, of } : null;
    const span = prorated ? ` (${days} of ${of} days)` : '';
    const base = { date, periodStart, periodEnd, prorated };
    if (lease.rentCents > 0) {
      charges.push({
        ...base,
        kind: 'rent',
        cents: prorate(lease.rentCents, days, of),
        description: `Rent ${periodStart} to ${periodEnd}${span}`,
      });
    }
    for (const fee of lease.fees) {
      charges.push({
        ...base,
        kind: 'fee',
        cents: prorate(fee.cents, days, of),
        description: `${fee.name} ${periodStart} to ${periodEnd}${span}`,
      });
    }
  }
  return charges.filter((charge) => charge.cents > 0);
}

// ---------------------------------------------------------------- the ledger

/** The balance brought forward, then rent, then fees, then one-off charges, then late fees, on one day. */
const KIND_ORDER: Record<ChargeKind, number> = {
  opening_balance: -1,
  rent: 0,
  fee: 1,
  one_off: 2,
  late_fee: 3,
};

export const BALANCE_BROUGHT_FORWARD = 'Balance brought forward';
export const CREDIT_BROUGHT_FORWARD = 'Credit brought forward';

type OpenRent = { charge: Charge; lateCents: number; initialDone: boolean };

/**
 * Applies the payments to the lease's charges as of `asOf`, day by day through the days something
 * happens: charges fall due (a credit left by earlier payments pays them at once), payments pay the
 * oldest open charges first (what is left is a credit), and at the end of each day a rent charge still
 * unpaid `graceDays` or more after its due date brings a late fee dated the next day: the initial fee the
 * first time, the daily charge after, never more than the cap in all for one rent charge.
 *
 * With a ledgerStartDate (docs/decisions/0012-rent-tracked-from.md): nothing falling due before it is
 * charged; the balance brought forward is a charge on it (no late fee: it is not rent with a due date), or
 * a credit from it; payments dated before it are settled by that balance and applied to nothing.
 */
export function computeLedger(lease: LeaseTerms, payments: LedgerPayment[], asOf: string): Ledger {
  const trackedFrom = lease.ledgerStartDate ?? null;
  const broughtForward = trackedFrom !== null && trackedFrom <= asOf ? (lease.openingCents ?? 0) : 0;
  const due: Charge[] = [
    ...scheduledCharges(lease, '0000-01-01', asOf).map((charge, i) => ({
      key: `${charge.kind}:${charge.date}:${i}`,
      kind: charge.kind,
      date: charge.date,
      description: charge.description,
      cents: charge.cents,
      chargeId: null,
      forRent: null,
      daily: false,
      paidCents: 0,
      paidOn: null,
    })),
    ...(broughtForward > 0
      ? [
          {
            key: 'opening_balance',
            kind: 'opening_balance' as const,
            date: trackedFrom as string,
            description: BALANCE_BROUGHT_FORWARD,
            cents: broughtForward,
            chargeId: null,
            forRent: null,
            daily: false,
            paidCents: 0,
            paidOn: null,
          },
        ]
      : []),
    ...lease.oneOff
      .filter((charge) => charge.dueDate <= asOf && (trackedFrom === null || charge.dueDate >= trackedFrom))
      .map((charge) => ({
        key: `one_off:${charge.id}`,
        kind: 'one_off' as const,
        date: charge.dueDate,
        description: charge.description,
        cents: charge.cents,
        chargeId: charge.id,
        forRent: null,
        daily: false,
        paidCents: 0,
        paidOn: null,
      })),
  ].sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  const listed = payments
    .filter((payment) => payment.date <= asOf && payment.cents > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
  const isTracked = (payment: LedgerPayment) => trackedFrom === null || payment.date >= trackedFrom;
  const paid = listed.filter(isTracked);

  const charges: Charge[] = [];
  const open: Charge[] = [];
  const rents: OpenRent[] = [];
  let pendingFees: Charge[] = [];
  // Every charge falls due on or after the day a credit is brought forward: it is there for the first.
  let credit = Math.max(0, -broughtForward);
  let nextDue = 0;
  let nextPayment = 0;

  const settle = (charge: Charge, cents: number, day: string) => {
    charge.paidCents += cents;
    if (charge.paidCents >= charge.cents) charge.paidOn = day;
  };
  const addCharge = (charge: Charge, day: string) => {
    charges.push(charge);
    const fromCredit = Math.min(credit, charge.cents);
    credit -= fromCredit;
    if (fromCredit > 0) settle(charge, fromCredit, day);
    if (charge.paidOn === null) open.push(charge);
    if (charge.kind === 'rent' && lease.lateFee) rents.push({ charge, lateCents: 0, initialDone: false });
  };
  const applyPayment = (cents: number, day: string) => {
    let left = cents;
    while (left > 0 && open.length > 0) {
      const charge = open[0] as Charge;
      const part = Math.min(left, charge.cents - charge.paidCents);
      settle(charge, part, day);
      left -= part;
      if (charge.paidOn !== null) open.shift();
    }
    credit += left;
  };
  const lateFee = lease.lateFee;

  let day: string | undefined = [due[0]?.date, paid[0]?.date].filter((d): d is string => !!d).sort()[0];
  while (day !== undefined && day <= asOf) {
    const today: string = day;
    for (const fee of pendingFees) addCharge(fee, day);
    pendingFees = [];
    while (nextDue < due.length && (due[nextDue] as Charge).date === day)
      addCharge(due[nextDue++] as Charge, day);
    while (nextPayment < paid.length && (paid[nextPayment] as LedgerPayment).date === day)
      applyPayment((paid[nextPayment++] as LedgerPayment).cents, day);

    // End of the day: rent still unpaid after its grace period brings a late fee tomorrow.
    const tomorrow = addDays(day, 1);
    const candidates: string[] = [];
    if (lateFee) {
      for (const rent of rents) {
        if (rent.charge.paidOn !== null) continue;
        const lateFrom = addDays(rent.charge.date, lease.graceDays);
        if (day < lateFrom) {
          candidates.push(lateFrom);
          continue;
        }
        const wanted = rent.initialDone ? lateFee.dailyCents : lateFee.initialCents;
        const room = lateFee.capCents === null ? wanted : Math.min(wanted, lateFee.capCents - rent.lateCents);
        const daily = rent.initialDone;
        rent.initialDone = true;
        if (room <= 0) {
          // The initial fee may be 0 with a daily charge after it: keep checking while one can come.
          if (lateFee.dailyCents > 0 && (lateFee.capCents === null || rent.lateCents < lateFee.capCents))
            candidates.push(tomorrow);
          continue;
        }
        rent.lateCents += room;
        if (tomorrow > asOf) continue;
        pendingFees.push({
          key: `late_fee:${rent.charge.key}:${tomorrow}`,
          kind: 'late_fee',
          date: tomorrow,
          description: daily
            ? `Daily late fee for rent due ${rent.charge.date}`
            : `Late fee for rent due ${rent.charge.date}`,
          cents: room,
          chargeId: null,
          forRent: rent.charge.key,
          daily,
          paidCents: 0,
          paidOn: null,
        });
      }
    }
    if (pendingFees.length > 0) candidates.push(tomorrow);
    if (nextDue < due.length) candidates.push((due[nextDue] as Charge).date);
    if (nextPayment < paid.length) candidates.push((paid[nextPayment] as LedgerPayment).date);
    day = candidates.filter((d) => d > today).sort()[0];
  }

  const chargedCents = charges.reduce((sum, charge) => sum + charge.cents, 0) + Math.min(0, broughtForward);
  const paidCents = paid.reduce((sum, payment) => sum + payment.cents, 0);
  return {
    lease,
    asOf,
    charges,
    payments: listed,
    trackedFrom,
    paymentsBeforeTracking: listed.filter((payment) => !isTracked(payment)),
    broughtForwardCents: broughtForward,
    chargedCents,
    paidCents,
    balanceCents: chargedCents - paidCents,
  };
}

// ---------------------------------------------------------------- reading a ledger

const unpaidCents = (charge: Charge) => charge.cents - charge.paidCents;

/** A charge is overdue once its grace period is over: after due date + grace days. */
export const isOverdue = (charge: Charge, graceDays: number, asOf: string): boolean =>
  unpaidCents(charge) > 0 && asOf > addDays(charge.date, graceDays);

export const emptyAging = (): Aging => ({ current: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 });

/** Unpaid charges (cents) by days past their due date. */
export function agingOf(ledger: Ledger): Aging {
  const aging = emptyAging();
  for (const charge of ledger.charges) {
    const cents = unpaidCents(charge);
    if (cents <= 0) continue;
    const days = daysBetween(charge.date, ledger.asOf);
    if (days <= 0) aging.current += cents;
    else if (days <= 30) aging.d1_30 += cents;
    else if (days <= 60) aging.d31_60 += cents;
    else if (days <= 90) aging.d61_90 += cents;
    else aging.d90_plus += cents;
  }
  return aging;
}

/** What is owed past the grace period, in cents. */
export function overdueCents(ledger: Ledger): number {
  return ledger.charges
    .filter((charge) => isOverdue(charge, ledger.lease.graceDays, ledger.asOf))
    .reduce((sum, charge) => sum + unpaidCents(charge), 0);
}

/** Days since the oldest unpaid charge's due date once it is past the grace period, else 0. */
export function daysLate(ledger: Ledger): number {
  const oldest = ledger.charges.find((charge) => unpaidCents(charge) > 0);
  if (!oldest || !isOverdue(oldest, ledger.lease.graceDays, ledger.asOf)) return 0;
  return daysBetween(oldest.date, ledger.asOf);
}

/**
 * paid: something was charged and nothing is owed; late: something is owed past its grace period;
 * partial: something is owed, not yet late, and a payment went to it; upcoming: nothing charged yet, or
 * owed within its grace period with nothing paid toward it.
 */
export function statusOf(ledger: Ledger): RentStatus {
  const owing = ledger.charges.filter((charge) => unpaidCents(charge) > 0);
  if (owing.length === 0) return ledger.charges.length > 0 ? 'paid' : 'upcoming';
  if (owing.some((charge) => isOverdue(charge, ledger.lease.graceDays, ledger.asOf))) return 'late';
  return owing.some((charge) => charge.paidCents > 0) ? 'partial' : 'upcoming';
}

/** Charges of a kind dated in [from, to], in cents. */
export function chargedBetween(ledger: Ledger, from: string, to: string, kinds?: ChargeKind[]): number {
  return ledger.charges
    .filter((charge) => charge.date >= from && charge.date <= to && (!kinds || kinds.includes(charge.kind)))
    .reduce((sum, charge) => sum + charge.cents, 0);
}

/** Rent received in [from, to], whether applied or dated before the ledger's start. */
export const paidBetween = (ledger: Ledger, from: string, to: string): number =>
  ledger.payments
    .filter((payment) => payment.date >= from && payment.date <= to)
    .reduce((sum, payment) => sum + payment.cents, 0);

/** Whether the lease is in force on a day: active, started, not ended. */
export const inForceOn = (lease: LeaseTerms, day: string): boolean =>
  lease.isActive && (!lease.startDate || lease.startDate <= day) && (!lease.endDate || lease.endDate >= day);

// ---------------------------------------------------------------- statement

export type StatementEntry = {
  date: string;
  kind: 'charge' | 'payment';
  chargeKind?: ChargeKind;
  description: string;
  cents: number;
  balanceCents: number;
  incomeId: string | null;
  chargeId: string | null;
};

export type Statement = {
  openingCents: number;
  lines: StatementEntry[];
  closingCents: number;
  /** The payments dated before the ledger's start (Ledger.paymentsBeforeTracking): in no line or balance. */
  before: LedgerPayment[];
};

/**
 * The lease's lines of [from, to] with a running balance: what came before `from` is the opening
 * balance. On one day, charges come before payments. Consecutive daily late fees of one rent charge
 * (nothing else between them) are one line. A credit brought forward is a negative charge line.
 */
export function statementOf(ledger: Ledger, from: string, to: string): Statement {
  type Entry = Omit<StatementEntry, 'balanceCents'> & {
    forRent: string | null;
    daily: boolean;
    last: string;
  };
  const credit: Entry[] =
    ledger.broughtForwardCents < 0 && ledger.trackedFrom !== null
      ? [
          {
            date: ledger.trackedFrom,
            kind: 'charge',
            chargeKind: 'opening_balance',
            description: CREDIT_BROUGHT_FORWARD,
            cents: ledger.broughtForwardCents,
            incomeId: null,
            chargeId: null,
            forRent: null,
            daily: false,
            last: ledger.trackedFrom,
          },
        ]
      : [];
  const before = new Set(ledger.paymentsBeforeTracking);
  // Sorted stably: a credit brought forward stays first on its day, charges in the order they apply.
  const entries: Entry[] = [
    ...credit,
    ...ledger.charges.map((charge) => ({
      date: charge.date,
      kind: 'charge' as const,
      chargeKind: charge.kind,
      description: charge.description,
      cents: charge.cents,
      incomeId: null,
      chargeId: charge.chargeId,
      forRent: charge.forRent,
      daily: charge.daily,
      last: charge.date,
    })),
    ...ledger.payments
      .filter((payment) => !before.has(payment))
      .map((payment) => ({
        date: payment.date,
        kind: 'payment' as const,
        description: payment.description,
        cents: payment.cents,
        incomeId: payment.incomeId,
        chargeId: null,
        forRent: null,
        daily: false,
        last: payment.date,
      })),
  ].sort((a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === 'charge' ? -1 : 1));

  let opening = 0;
  const shown: Entry[] = [];
  for (const entry of entries) {
    const signed = entry.kind === 'charge' ? entry.cents : -entry.cents;
    if (entry.date < from) {
      opening += signed;
      continue;
    }
    if (entry.date > to) break;
    // A run of daily late fees: the previous lines since the last non-daily line may hold its start.
    if (entry.daily) {
      let merged = false;
      for (let i = shown.length - 1; i >= 0 && (shown[i] as Entry).daily; i -= 1) {
        const run = shown[i] as Entry;
        if (run.forRent === entry.forRent && addDays(run.last, 1) === entry.date) {
          run.cents += entry.cents;
          run.last = entry.date;
          merged = true;
          break;
        }
      }
      if (merged) continue;
    }
    shown.push({ ...entry });
  }
  let balance = opening;
  const lines = shown.map(({ forRent: _forRent, daily, last, ...entry }) => {
    balance += entry.kind === 'charge' ? entry.cents : -entry.cents;
    const description =
      daily && last !== entry.date ? `${entry.description}, ${entry.date} to ${last}` : entry.description;
    return { ...entry, description, balanceCents: balance };
  });
  return { openingCents: opening, lines, closingCents: balance, before: ledger.paymentsBeforeTracking };
}

// ---------------------------------------------------------------- matching payments to leases

/** Rent payments are incomes in category Rent (contract/src/categories.ts), whatever the case. */
export const isRentPayment = (category: string | null | undefined): boolean =>
  !!category && incomeLineOf(category) === 'Rent';

export type MatchLease = {
  id: string;
  propertyId: string;
  tenantId: string | null;
  startDate: string | null;
  endDate: string | null;
  /** The lease's tenants' first and last names. */
  tenants: { firstName: string; lastName: string }[];
};

export type MatchIncome = {
  leaseId: string | null;
  propertyId: string | null;
  tenantId: string | null;
  date: string;
  /** Payer, entity, description: where a tenant's name may be written. */
  texts: (string | null | undefined)[];
};

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

const namesIn = (text: string, name: { firstName: string; lastName: string }) => {
  const first = normalise(name.firstName);
  const last = normalise(name.lastName);
  // A company (its one name in place of the first, docs/decisions/0009-company-tenants.md): named whole.
  if (last.trim() === '') return first.trim().includes(' ') && text.includes(first);
  return first.trim() !== '' && text.includes(first) && text.includes(last);
};

/** The leases of the income's property in force on its date (its term; active or not). */
export function candidateLeases(income: MatchIncome, leases: MatchLease[]): MatchLease[] {
  return leases.filter(
    (lease) =>
      income.propertyId !== null &&
      lease.propertyId === income.propertyId &&
      (!lease.startDate || lease.startDate <= income.date) &&
      (!lease.endDate || lease.endDate >= income.date),
  );
}

/**
 * The lease a rent payment belongs to: its lease_id when set; otherwise the one lease of its property,
 * in force on its date, whose tenant it names (its tenant_id, or the tenant's first and last name in its
 * payer, entity or description). Null when none or several match: the landlord assigns it.
 */
export function matchLease(income: MatchIncome, leases: MatchLease[]): string | null {
  if (income.leaseId) return income.leaseId;
  const text = normalise(income.texts.filter(Boolean).join(' '));
  const matches = candidateLeases(income, leases).filter(
    (lease) =>
      (income.tenantId !== null && lease.tenantId === income.tenantId) ||
      lease.tenants.some((tenant) => namesIn(text, tenant)),
  );
  return matches.length === 1 ? (matches[0] as MatchLease).id : null;
}

/** Days between two dates, either order. */
export const daysApart = (a: string, b: string): number => Math.abs(daysBetween(a, b));
