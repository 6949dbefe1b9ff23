import type { SpecialLeaseTerms } from '@astor/contract/leases';
import type {
  Aging,
  CreateLeaseChargeInput,
  LeaseCharge,
  LeaseStatement,
  LeaseStatementQuery,
  RentRoll,
  RentRollRow,
  UnmatchedPayment,
} from '@astor/contract/rent-ledger';
import type { Database } from '../../db/client.js';
import { csvMoney, toCsv } from '../../csv-export.js';
import { moneyIn, moneyOut, timestampOut } from '../../db/values.js';
import { AppError, notFound } from '../../errors.js';
import { addDays, todayIn } from '@astor/contract/calendar-date';
import { findLease } from '../leases/leases.repository.js';
import {
  agingOf,
  candidateLeases,
  computeLedger,
  daysApart,
  daysLate,
  emptyAging,
  inForceOn,
  lateFeeOf,
  matchLease,
  recurringFeesOf,
  statementOf,
  statusOf,
  type Ledger,
  type LeaseTerms,
  type LedgerPayment,
  type MatchIncome,
  type MatchLease,
} from './rent-ledger.model.js';
import { rentBookCachesOf } from './rent-book-cache.js';
import * as repo from './rent-ledger.repository.js';

/** A lease's account: who and where, its terms and its ledger as of a day. */
export type LeaseAccount = {
  id: string;
  propertyId: string;
  address: string;
  tenantId: string | null;
  tenantNames: string;
  terms: LeaseTerms;
  ledger: Ledger;
};

/** Every lease's account as of a day, and the rent payments no lease could claim. */
export type RentBook = {
  asOf: string;
  accounts: LeaseAccount[];
  unmatched: repo.LedgerIncomeRow[];
  /** The leases as payments are matched to them. */
  matchLeases: MatchLease[];
};

const cents = (value: string | null): number => Math.round(Number(value ?? 0) * 100);
const dollars = (value: number): number => value / 100;
const agingDollars = (aging: Aging): Aging => ({
  current: dollars(aging.current),
  d1_30: dollars(aging.d1_30),
  d31_60: dollars(aging.d31_60),
  d61_90: dollars(aging.d61_90),
  d90_plus: dollars(aging.d90_plus),
});

/** Two payments this close, for the same lease and amount, are likely one entered twice. */
export const DUPLICATE_WINDOW_DAYS = 3;

const tenantNamesOf = (row: repo.LedgerLeaseRow) =>
  row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : '';

/**
 * The lease's terms as the ledger reads them. An ended lease (inactive) without an end date is charged
 * up to the day it was last changed, when it was ended.
 */
export function termsOf(row: repo.LedgerLeaseRow, charges: repo.LeaseChargeRow[]): LeaseTerms {
  const terms = (row.specialLeaseTerms as SpecialLeaseTerms | null) ?? null;
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate ?? (row.isActive ? null : row.updatedAt.toISOString().slice(0, 10)),
    isActive: row.isActive,
    rentCents: cents(row.rent),
    dueDay: row.dueDay,
    graceDays: row.graceDays,
    fees: recurringFeesOf(terms),
    lateFee: lateFeeOf(terms),
    oneOff: charges.map((charge) => ({
      id: charge.id,
      description: charge.description,
      cents: cents(charge.amount),
      dueDate: charge.dueDate,
    })),
    ledgerStartDate: row.ledgerStartDate,
    openingCents: row.ledgerStartDate ? cents(row.openingBalance) : 0,
  };
}

const toMatchLease = (row: repo.LedgerLeaseRow, terms: LeaseTerms): MatchLease => ({
  id: row.id,
  propertyId: row.propertyId,
  tenantId: row.tenantId,
  startDate: terms.startDate,
  endDate: terms.endDate,
  tenants: row.firstName ? [{ firstName: row.firstName, lastName: row.lastName ?? '' }] : [],
});

const toMatchIncome = (row: repo.LedgerIncomeRow): MatchIncome => ({
  leaseId: row.leaseId,
  propertyId: row.propertyId,
  tenantId: row.tenantId,
  date: row.date,
  texts: [row.entity, row.description],
});

const paymentDescription = (row: repo.LedgerIncomeRow) =>
  row.description ?? (row.entity ? `Payment from ${row.entity}` : 'Rent payment');

/**
 * Loads and computes the rent ledger of every lease (or of some properties' leases) as of a day: the
 * one model the rent roll, statements, dashboard, tenant status, notifications and Astor read.
 *
 * `sumPayments`: for what owes what as of the day (balances, status, overdue charges, aging) and not each
 * payment's line. A lease without late fees then reads its linked rent payments as one sum dated on the
 * last of them: applied oldest charge first, the same charges stay open on the day, while the database
 * sums tens of thousands of payments instead of sending them (a portfolio of 2,000 leases read in seconds
 * otherwise). Leases with late fees, whose fees depend on when each payment came, read every payment, and
 * so do leases whose rent is tracked from a later day, which apply no payment dated before it
 * (docs/decisions/0012-rent-tracked-from.md).
 */
export function loadRentBook(
  db: Database,
  ownerId: string,
  asOf: string,
  scope: repo.LedgerScope = {},
  { sumPayments = false, fresh = false }: { sumPayments?: boolean; fresh?: boolean } = {},
): Promise<RentBook> {
  // The whole book as the dashboard, the tenant list and the notifications read it is computed once
  // per change of the owner's rent data and shared (readers do not modify it); its leases and terms
  // once per change beyond the ledger, so a payment recorded costs its payments' queries only.
  // `fresh`: for a reader that must see data written behind the API at once (the scheduler's pass).
  const caches = sumPayments && !scope.propertyIds && !fresh ? rentBookCachesOf(db) : undefined;
  if (!caches)
    return computeRentBook(db, ownerId, asOf, readLeaseSide(db, ownerId, scope), scope, sumPayments);
  return caches.books.get(ownerId, asOf, () =>
    computeRentBook(
      db,
      ownerId,
      asOf,
      caches.beyondLedger.get(ownerId, 'lease side', () => readLeaseSide(db, ownerId, scope)),
      scope,
      sumPayments,
    ),
  );
}

/** The leases of a book with their terms, as the lease side of the data says them. */
type LeaseSide = { leaseRows: repo.LedgerLeaseRow[]; termsByLease: Map<string, LeaseTerms> };

async function readLeaseSide(db: Database, ownerId: string, scope: repo.LedgerScope): Promise<LeaseSide> {
  const leaseRows = await repo.listLedgerLeases(db, ownerId, scope);
  const charges = await repo.listCharges(
    db,
    ownerId,
    scope.propertyIds ? leaseRows.map((row) => row.id) : undefined,
  );
  const chargesByLease = new Map<string, repo.LeaseChargeRow[]>();
  for (const charge of charges)
    chargesByLease.set(charge.leaseId, [...(chargesByLease.get(charge.leaseId) ?? []), charge]);
  const termsByLease = new Map(
    leaseRows.map((row) => [row.id, termsOf(row, chargesByLease.get(row.id) ?? [])] as const),
  );
  return { leaseRows, termsByLease };
}

async function computeRentBook(
  db: Database,
  ownerId: string,
  asOf: string,
  leaseSide: Promise<LeaseSide>,
  scope: repo.LedgerScope,
  sumPayments: boolean,
): Promise<RentBook> {
  const { leaseRows, termsByLease } = await leaseSide;
  const leaseIds = leaseRows.map((row) => row.id);
  const paymentScope = scope.propertyIds ? { propertyIds: scope.propertyIds, leaseIds } : {};
  const summed = sumPayments
    ? new Set(
        leaseRows
          .filter((row) => termsByLease.get(row.id)?.lateFee === null && !row.ledgerStartDate)
          .map((row) => row.id),
      )
    : new Set<string>();
  const detailed = leaseRows.filter((row) => !summed.has(row.id)).map((row) => row.id);
  const [incomes, legacy, sums] = await Promise.all([
    repo.listRentIncomes(db, ownerId, paymentScope, sumPayments ? detailed : undefined),
    repo.listLegacyPayments(db, ownerId, paymentScope),
    sumPayments ? repo.sumLinkedRentIncomes(db, ownerId, asOf) : Promise.resolve([]),
  ]);
  const accounts = new Map<string, Omit<LeaseAccount, 'ledger'> & { payments: LedgerPayment[] }>();
  const matchLeases: MatchLease[] = [];
  for (const row of leaseRows) {
    const terms = termsByLease.get(row.id) as LeaseTerms;
    matchLeases.push(toMatchLease(row, terms));
    accounts.set(row.id, {
      id: row.id,
      propertyId: row.propertyId,
      address: row.address,
      tenantId: row.tenantId,
      tenantNames: tenantNamesOf(row),
      terms,
      payments: [],
    });
  }
  // A payment's candidates are its property's leases (candidateLeases): each looks among those only.
  const leasesOfProperty = new Map<string, MatchLease[]>();
  for (const lease of matchLeases) {
    const same = leasesOfProperty.get(lease.propertyId);
    if (same) same.push(lease);
    else leasesOfProperty.set(lease.propertyId, [lease]);
  }
  const leasesFor = (propertyId: string | null) => leasesOfProperty.get(propertyId ?? '') ?? [];
  const unmatched: repo.LedgerIncomeRow[] = [];
  for (const income of incomes) {
    const account = accounts.get(matchLease(toMatchIncome(income), leasesFor(income.propertyId)) ?? '');
    if (!account) {
      unmatched.push(income);
      continue;
    }
    account.payments.push({
      key: income.id,
      incomeId: income.id,
      date: income.date,
      cents: cents(income.amount),
      description: paymentDescription(income),
    });
  }
  for (const sum of sums) {
    if (!summed.has(sum.leaseId)) continue;
    accounts.get(sum.leaseId)?.payments.push({
      key: `sum:${sum.leaseId}`,
      incomeId: null,
      date: sum.lastDate,
      cents: cents(sum.total),
      description: 'Rent payments',
    });
  }
  for (const payment of legacy) {
    const leaseId = matchLease(
      {
        leaseId: payment.leaseId,
        propertyId: payment.propertyId,
        tenantId: payment.tenantId,
        date: payment.date,
        texts: [],
      },
      leasesFor(payment.propertyId),
    );
    accounts.get(leaseId ?? '')?.payments.push({
      key: `payment:${payment.id}`,
      incomeId: null,
      date: payment.date,
      cents: cents(payment.amount),
      description: 'Rent payment',
    });
  }
  const computed = [...accounts.values()].map(({ payments, ...account }) => ({
    ...account,
    ledger: sumPayments
      ? recentLedgerOf(account.terms, payments, asOf)
      : computeLedger(account.terms, payments, asOf),
  }));
  return { asOf, accounts: computed, unmatched, matchLeases };
}

/**
 * The ledger last computed for a lease's terms (kept while the shared lease side holds them), with the
 * payments and day it was computed for.
 */
const lastLedgers = new WeakMap<LeaseTerms, { key: string; ledger: Ledger }>();

/**
 * A lease's ledger, reused when its terms, payments and day are those it was last computed with: a
 * payment recorded changes one lease's ledger, and the book of thousands is computed again around it.
 */
function recentLedgerOf(terms: LeaseTerms, payments: LedgerPayment[], asOf: string): Ledger {
  const key = JSON.stringify([payments, asOf]);
  const held = lastLedgers.get(terms);
  if (held?.key === key) return held.ledger;
  const ledger = computeLedger(terms, payments, asOf);
  lastLedgers.set(terms, { key, ledger });
  return ledger;
}

/**
 * The leases the rent roll lists: those in force (or starting later) on the day, and any other with a
 * balance, owed or in credit.
 */
export const onRentRoll = (account: LeaseAccount, asOf: string): boolean =>
  (account.terms.isActive && (!account.terms.endDate || account.terms.endDate >= asOf)) ||
  account.ledger.balanceCents !== 0;

export function rentRollOf(book: RentBook): RentRoll {
  const rows: RentRollRow[] = [];
  const totals = { rent: 0, charged: 0, paid: 0, balance: 0, aging: emptyAging() };
  for (const account of book.accounts) {
    if (!onRentRoll(account, book.asOf)) continue;
    const { ledger } = account;
    const aging = agingOf(ledger);
    const rent = inForceOn(account.terms, book.asOf) ? account.terms.rentCents : 0;
    rows.push({
      lease_id: account.id,
      property_id: account.propertyId,
      property_address: account.address,
      tenant_names: account.tenantNames,
      rent: dollars(rent),
      charged: dollars(ledger.chargedCents),
      paid: dollars(ledger.paidCents),
      balance: dollars(ledger.balanceCents),
      status: statusOf(ledger),
      days_late: daysLate(ledger),
      aging: agingDollars(aging),
    });
    totals.rent += rent;
    totals.charged += ledger.chargedCents;
    totals.paid += ledger.paidCents;
    totals.balance += ledger.balanceCents;
    for (const key of Object.keys(aging) as (keyof Aging)[]) totals.aging[key] += aging[key];
  }
  return {
    as_of: book.asOf,
    rows,
    totals: {
      rent: dollars(totals.rent),
      charged: dollars(totals.charged),
      paid: dollars(totals.paid),
      balance: dollars(totals.balance),
      aging: agingDollars(totals.aging),
    },
  };
}

/**
 * A lease's statement over [from, to] (default: the day its rent is tracked from, or its start, to today): every charge and payment with a
 * running balance. The data of a tenant statement (what a PDF statement or a deposit reconciliation
 * prints).
 */
export async function leaseStatement(
  db: Database,
  ownerId: string,
  leaseId: string,
  query: LeaseStatementQuery,
  today: string,
): Promise<LeaseStatement> {
  const found = await findLease(db, ownerId, leaseId);
  if (!found) throw notFound('Lease');
  const to = query.to ?? today;
  const book = await loadRentBook(db, ownerId, to, { propertyIds: [found.property.id] });
  const account = book.accounts.find((item) => item.id === leaseId);
  if (!account) throw notFound('Lease');
  const from =
    query.from ??
    account.terms.ledgerStartDate ??
    account.terms.startDate ??
    account.ledger.charges[0]?.date ??
    to;
  if (from > to)
    throw new AppError('unprocessable', 'The statement must start on or before its end (from ≤ to).');
  const statement = statementOf(account.ledger, from, to);
  return {
    lease_id: account.id,
    property_address: account.address,
    tenant_names: account.tenantNames,
    from,
    to,
    opening_balance: dollars(statement.openingCents),
    lines: statement.lines.map((line) => ({
      date: line.date,
      kind: line.kind,
      ...(line.chargeKind ? { charge_kind: line.chargeKind } : {}),
      description: line.description,
      amount: dollars(line.cents),
      balance: dollars(line.balanceCents),
      income_id: line.incomeId,
      charge_id: line.chargeId,
    })),
    closing_balance: dollars(statement.closingCents),
    credit: dollars(Math.max(0, -statement.closingCents)),
    tracked_from: account.ledger.trackedFrom,
    payments_before_tracking: statement.before.map((payment) => ({
      date: payment.date,
      description: payment.description,
      amount: dollars(payment.cents),
      income_id: payment.incomeId,
    })),
  };
}

const toCharge = (row: repo.LeaseChargeRow): LeaseCharge => ({
  id: row.id,
  lease_id: row.leaseId,
  description: row.description,
  amount: moneyOut(row.amount) ?? 0,
  due_date: row.dueDate,
  created_at: timestampOut(row.createdAt),
});

/** A rent payment about to be recorded, for the duplicate check. */
export type NewRentPayment = {
  leaseId: string | null;
  propertyId: string;
  tenantId: string | null;
  date: string;
  cents: number;
  texts: (string | null | undefined)[];
};

export class RentLedgerService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  today(): string {
    return todayIn('UTC', this.clock());
  }

  book(ownerId: string, asOf?: string, scope?: repo.LedgerScope): Promise<RentBook> {
    return loadRentBook(this.db, ownerId, asOf ?? this.today(), scope);
  }

  async rentRoll(ownerId: string, asOf?: string): Promise<RentRoll> {
    return rentRollOf(await this.book(ownerId, asOf));
  }

  statement(ownerId: string, leaseId: string, query: LeaseStatementQuery): Promise<LeaseStatement> {
    return leaseStatement(this.db, ownerId, leaseId, query, this.today());
  }

  async addCharge(ownerId: string, leaseId: string, input: CreateLeaseChargeInput): Promise<LeaseCharge> {
    const found = await findLease(this.db, ownerId, leaseId);
    if (!found) throw notFound('Lease');
    const { lease } = found;
    const end = lease.endDate ?? (lease.isActive ? null : lease.updatedAt.toISOString().slice(0, 10));
    if (end && input.due_date > end)
      throw new AppError(
        'unprocessable',
        `This lease ended on ${end}: a charge cannot fall due after its end. Use a date on or before ${end}.`,
      );
    // docs/decisions/0012-rent-tracked-from.md: nothing due before the books start is charged.
    const from = lease.ledgerStartDate;
    if (from && input.due_date < from)
      throw new AppError(
        'unprocessable',
        `Rent on this lease is tracked from ${from}: what was owed before is in the balance brought forward. Use a date on or after ${from}.`,
      );
    const row = await repo.insertCharge(this.db, ownerId, {
      leaseId,
      description: input.description,
      amount: moneyIn(input.amount) as string,
      dueDate: input.due_date,
    });
    return toCharge(row);
  }

  async removeCharge(ownerId: string, leaseId: string, chargeId: string): Promise<void> {
    if (!(await findLease(this.db, ownerId, leaseId))) throw notFound('Lease');
    if (!(await repo.deleteCharge(this.db, ownerId, leaseId, chargeId))) throw notFound('Charge');
  }

  /** Rent incomes no lease claims, newest first, with the leases each could belong to. */
  async unmatched(ownerId: string): Promise<UnmatchedPayment[]> {
    const book = await loadRentBook(this.db, ownerId, this.today());
    return book.unmatched
      .map((income) => ({
        income_id: income.id,
        date: income.date,
        amount: moneyOut(income.amount) ?? 0,
        property_id: income.propertyId,
        property_address: income.address,
        description: income.description,
        entity: income.entity,
        candidate_lease_ids: candidateLeases(toMatchIncome(income), book.matchLeases).map(
          (lease) => lease.id,
        ),
      }))
      .sort((a, b) => b.date.localeCompare(a.date) || a.income_id.localeCompare(b.income_id));
  }
}

/**
 * Refuses (409) a rent payment that repeats one already recorded for the same lease: the same amount
 * within 3 days. The lease is the payment's own or the one it matches; a payment matching none is not
 * checked. `exceptIncomeId` leaves out the income being edited.
 */
export async function assertNotDuplicatePayment(
  db: Database,
  ownerId: string,
  payment: NewRentPayment,
  exceptIncomeId?: string,
): Promise<void> {
  const book = await loadRentBook(db, ownerId, addDays(payment.date, DUPLICATE_WINDOW_DAYS), {
    propertyIds: [payment.propertyId],
  });
  const leaseId = matchLease(
    {
      leaseId: payment.leaseId,
      propertyId: payment.propertyId,
      tenantId: payment.tenantId,
      date: payment.date,
      texts: payment.texts,
    },
    book.matchLeases,
  );
  const account = book.accounts.find((item) => item.id === leaseId);
  if (!account) return;
  const same = account.ledger.payments.find(
    (earlier) =>
      earlier.cents === payment.cents &&
      daysApart(earlier.date, payment.date) <= DUPLICATE_WINDOW_DAYS &&
      (exceptIncomeId === undefined || earlier.incomeId !== exceptIncomeId),
  );
  if (same)
    throw new AppError(
      'conflict',
      `This looks like the same payment as one recorded on ${same.date}. Save it anyway?`,
    );
}

/** The rent roll as CSV: one row per lease and a totals row, money with its two decimals. */
export function rentRollCsv(roll: RentRoll): string {
  const aging = (a: Aging) => [a.current, a.d1_30, a.d31_60, a.d61_90, a.d90_plus].map(csvMoney);
  return toCsv([
    [
      'Property',
      'Tenants',
      'Rent',
      'Charged',
      'Paid',
      'Balance',
      'Status',
      'Days late',
      'Current',
      '1-30 days',
      '31-60 days',
      '61-90 days',
      'Over 90 days',
    ],
    ...roll.rows.map((row) => [
      row.property_address,
      row.tenant_names,
      csvMoney(row.rent),
      csvMoney(row.charged),
      csvMoney(row.paid),
      csvMoney(row.balance),
      row.status,
      row.days_late,
      ...aging(row.aging),
    ]),
    [
      `Total (as of ${roll.as_of})`,
      '',
      csvMoney(roll.totals.rent),
      csvMoney(roll.totals.charged),
      csvMoney(roll.totals.paid),
      csvMoney(roll.totals.balance),
      '',
      '',
      ...aging(roll.totals.aging),
    ],
  ]);
}
