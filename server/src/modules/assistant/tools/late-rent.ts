import type { Database } from '../../../db/client.js';
import { addDays, daysBetween, monthOf } from '@astor/contract/calendar-date';
import {
  daysLate,
  inForceOn,
  overdueCents,
  paidBetween,
  scheduledCharges,
  statusOf,
} from '../../rent-ledger/rent-ledger.model.js';
import { loadRentBook } from '../../rent-ledger/rent-ledger.service.js';
import { listTenants } from '../../tenants/tenants.repository.js';
import { bold, countOf, formatMoney } from '../format.js';
import { formatDay, monthPeriod, type Period } from '../../../nlu/periods.js';
import { capDetails, periodSource, type ToolResult } from './tool.js';

export type LateRentArgs = {
  today: string;
  propertyIds?: string[];
  tenantIds?: string[];
  /** "Who hasn't paid this month?": this month's rent against the payments dated this month. */
  thisMonth?: boolean;
  /** "who's all paid up?": this month's rent, naming who paid it in full too. */
  namePaid?: boolean;
  /** "Did anybody pay late this month?": the rent due in the period that was paid after its grace period. */
  paidLate?: Period;
  /** With paidLate: the times each tenant was late, most often first ("who's been late the most?"). */
  mostOften?: boolean;
};

/**
 * Who is late on rent and what is owed, from the rent ledger (docs/decisions/0006-rent-ledger.md), the
 * dashboard's figures: a lease is late when it owes past its grace period; what it owes past it is
 * overdue; received is the rent paid this month, however it was recorded. Tenants without a lease on the
 * ledger who are marked late by hand are listed too.
 */
export async function lateRent(db: Database, ownerId: string, args: LateRentArgs): Promise<ToolResult> {
  const month = monthOf(args.today);
  const period = monthPeriod(Number(month.month.slice(0, 4)), Number(month.month.slice(5, 7)));
  const [book, tenants] = await Promise.all([
    loadRentBook(db, ownerId, args.today, args.propertyIds?.length ? { propertyIds: args.propertyIds } : {}),
    listTenants(db, ownerId),
  ]);
  const accounts = book.accounts.filter(
    (account) =>
      !args.tenantIds?.length || (account.tenantId !== null && args.tenantIds.includes(account.tenantId)),
  );
  let paid = 0;
  let rentDue = 0;
  let owed = 0;
  let received = 0;
  for (const { terms, ledger } of accounts) {
    if (terms.isActive)
      for (const charge of scheduledCharges(terms, month.first, month.last))
        if (charge.kind === 'rent') rentDue += charge.cents;
    if (statusOf(ledger) === 'paid' && inForceOn(terms, args.today)) paid += 1;
    owed += Math.max(0, ledger.balanceCents);
    received += paidBetween(ledger, month.first, args.today);
  }
  const late = accounts
    .filter((account) => statusOf(account.ledger) === 'late')
    .map((account) => ({
      ...account,
      overdue: overdueCents(account.ledger),
      days: daysLate(account.ledger),
      oldest: account.ledger.charges.find((charge) => charge.cents > charge.paidCents)?.date ?? null,
    }));
  const onLedger = new Set(
    book.accounts.filter((a) => a.ledger.charges.length > 0 && a.tenantId).map((a) => a.tenantId),
  );
  const flagged = tenants.filter(
    ({ tenant }) =>
      tenant.status === 'late' &&
      !onLedger.has(tenant.id) &&
      (!args.tenantIds?.length || args.tenantIds.includes(tenant.id)) &&
      (!args.propertyIds?.length ||
        (tenant.propertyId !== null && args.propertyIds.includes(tenant.propertyId))),
  );
  if (args.paidLate && args.mostOften)
    return lateMostOften(accounts, args.paidLate, Boolean(args.tenantIds?.length));
  if (args.paidLate) return paidLate(accounts, args.paidLate);
  if (args.thisMonth)
    return thisMonthsRent(
      accounts,
      args.today,
      period,
      figures0(paid, owed, rentDue, received),
      Boolean(args.namePaid),
    );
  const lateCents = late.reduce((sum, account) => sum + account.overdue, 0);
  const figures = {
    late: late.length,
    late_outstanding_cents: lateCents,
    outstanding_cents: owed,
    paid,
    rent_due_cents: rentDue,
    received_cents: received,
  };
  const sources = [
    periodSource(period),
    ...late.map((account) => ({
      type: 'lease' as const,
      id: account.id,
      label: `${account.tenantNames ? `${account.tenantNames}, ` : ''}${account.address}`,
    })),
    ...flagged.map(({ tenant }) => ({
      type: 'tenant' as const,
      id: tenant.id,
      label: `${tenant.firstName} ${tenant.lastName}`.trim(),
    })),
  ];
  const flaggedLine = flagged.length
    ? [
        `Marked late on their tenant record: ${flagged.map(({ tenant }) => `${tenant.firstName} ${tenant.lastName}`.trim()).join(', ')}`,
      ]
    : [];
  const receivedLine = `${formatMoney(received)} of rent received in ${period.label} so far`;
  const notYetDue = owed - lateCents;
  const notYetDueLine = notYetDue > 0 ? [`${formatMoney(notYetDue)} more is owed but not yet late`] : [];
  // "anybody late this month?": who owes past the grace period, and who paid this month's rent after it.
  const paidLateLines = lateRentCharges(accounts, period)
    .filter(({ charge }) => charge.paidOn !== null)
    .map(
      ({ account, charge }) =>
        `Paid late: ${account.tenantNames || 'No tenant'}, ${account.address}: ${formatMoney(charge.cents)} due ${formatDay(charge.date)}, paid ${formatDay(charge.paidOn ?? '')}`,
    );
  if (late.length === 0) {
    return {
      summary:
        accounts.length === 0
          ? `No lease owes rent for ${period.label}.`
          : `No rent is overdue: ${countOf(paid, 'lease')} paid in full so far.`,
      details: [receivedLine, ...paidLateLines, ...notYetDueLine, ...flaggedLine],
      figures,
      sources,
    };
  }
  return {
    summary:
      `${bold(countOf(late.length, 'lease'))} ${late.length === 1 ? 'is' : 'are'} late on rent, ` +
      `with ${bold(formatMoney(lateCents))} overdue:`,
    details: capDetails([
      ...late.map(
        (account) =>
          `${account.tenantNames || 'No tenant'}, ${account.address}: ${bold(formatMoney(account.overdue))} overdue` +
          (account.oldest
            ? ` (unpaid since ${formatDay(account.oldest)}, ${countOf(account.days, 'day')} late)`
            : ''),
      ),
      receivedLine,
      ...paidLateLines,
      ...notYetDueLine,
      ...flaggedLine,
    ]),
    figures,
    sources,
  };
}

type Account = Awaited<ReturnType<typeof loadRentBook>>['accounts'][number];

const figures0 = (paid: number, owed: number, rentDue: number, received: number) => ({
  paid,
  outstanding_cents: owed,
  rent_due_cents: rentDue,
  received_cents: received,
});

/**
 * This month's rent of the leases in force today against the payments dated this month, as a landlord
 * reads "who hasn't paid this month": nothing paid, part paid, paid. What earlier months still owe is
 * counted, not listed: it answers "who is late on rent".
 */
function thisMonthsRent(
  accounts: Account[],
  today: string,
  period: ReturnType<typeof monthPeriod>,
  base: ReturnType<typeof figures0>,
  namePaid: boolean,
): ToolResult {
  const month = monthOf(today);
  const rows = accounts
    .filter((account) => inForceOn(account.terms, today))
    .map((account) => {
      const due = scheduledCharges(account.terms, month.first, today)
        .filter((charge) => charge.kind === 'rent')
        .reduce((sum, charge) => sum + charge.cents, 0);
      return { account, due, paid: paidBetween(account.ledger, month.first, today) };
    })
    .filter((row) => row.due > 0);
  const who = (row: (typeof rows)[number]) =>
    `${row.account.tenantNames || 'No tenant'}, ${row.account.address}`;
  const unpaid = rows.filter((row) => row.paid === 0);
  const partial = rows.filter((row) => row.paid > 0 && row.paid < row.due);
  const full = rows.filter((row) => row.paid >= row.due);
  const earlier = accounts.filter(
    (account) =>
      overdueCents(account.ledger) > 0 &&
      !rows.some((row) => row.account.id === account.id && row.paid < row.due),
  ).length;
  const owedThisMonth = [...unpaid, ...partial].reduce((sum, row) => sum + row.due - row.paid, 0);
  const inForce = accounts.filter((account) => inForceOn(account.terms, today));
  const monthDue = inForce.reduce(
    (sum, account) =>
      sum +
      scheduledCharges(account.terms, month.first, month.last)
        .filter((charge) => charge.kind === 'rent')
        .reduce((total, charge) => total + charge.cents, 0),
    0,
  );
  const monthPaid = inForce.reduce(
    (sum, account) => sum + paidBetween(account.ledger, month.first, today),
    0,
  );
  const details = [
    `Rent due for ${period.label}: ${bold(formatMoney(monthDue))} from ${countOf(inForce.length, 'lease')} in force; ${formatMoney(monthPaid)} paid so far`,
    ...unpaid.map((row) => `${who(row)}: nothing paid of ${bold(formatMoney(row.due))}`),
    ...partial.map(
      (row) =>
        `${who(row)}: paid ${formatMoney(row.paid)} of ${formatMoney(row.due)}, ${bold(formatMoney(row.due - row.paid))} to go`,
    ),
    `${countOf(full.length, 'lease')} paid in full in ${period.label}${namePaid && full.length ? `: ${full.map(who).join('; ')}` : ''}`,
    ...(earlier
      ? [
          `${countOf(earlier, 'lease')} also owe${earlier === 1 ? 's' : ''} from earlier months: ask "who is late on rent?"`,
        ]
      : []),
  ];
  const sources = [
    periodSource(period),
    ...[...unpaid, ...partial].map((row) => ({
      type: 'lease' as const,
      id: row.account.id,
      label: who(row),
    })),
  ];
  const figures = {
    ...base,
    unpaid: unpaid.length,
    partial: partial.length,
    owed_this_month_cents: owedThisMonth,
  };
  if (unpaid.length + partial.length === 0)
    return {
      summary: `Every lease in force has paid its rent for ${period.label}.`,
      details,
      figures,
      sources,
    };
  return {
    summary:
      `${bold(countOf(unpaid.length, 'lease'))} ${unpaid.length === 1 ? 'has' : 'have'} paid nothing for ${period.label}` +
      (partial.length ? ` and ${bold(countOf(partial.length, 'lease'))} only part` : '') +
      `: ${bold(formatMoney(owedThisMonth))} of this month's rent is unpaid.`,
    details: capDetails(details),
    figures,
    sources,
  };
}

/**
 * The rent charges due in a period that were paid in full only after their grace period, and those still
 * unpaid past it: "did anybody pay late in October?" asks about payments, not about today's balances.
 */
function lateRentCharges(accounts: Account[], period: Period) {
  return accounts.flatMap((account) =>
    account.ledger.charges
      .filter((charge) => charge.kind === 'rent' && charge.date >= period.from && charge.date <= period.to)
      .map((charge) => ({ account, charge, graceEnd: addDays(charge.date, account.terms.graceDays) }))
      .filter(({ charge, graceEnd }) =>
        charge.paidOn === null ? account.ledger.asOf > graceEnd : charge.paidOn > graceEnd,
      ),
  );
}

/**
 * Who was late most often: each tenant's rent charges of the period paid after their grace period or
 * still unpaid past it, counted, most first. Tenants are told apart by name across their leases.
 */
function lateMostOften(accounts: Account[], period: Period, tenantNamed: boolean): ToolResult {
  const counts = new Map<string, { who: string; times: number; accountIds: Set<string> }>();
  for (const { account } of lateRentCharges(accounts, period)) {
    const who = account.tenantNames || `No tenant, ${account.address}`;
    const entry = counts.get(who) ?? { who, times: 0, accountIds: new Set<string>() };
    entry.times += 1;
    entry.accountIds.add(account.id);
    counts.set(who, entry);
  }
  const ranked = [...counts.values()].sort((a, b) => b.times - a.times || a.who.localeCompare(b.who));
  const when = period.kind === 'all' ? 'on your books' : `in ${period.label}`;
  const sources = [
    ...(period.kind === 'all' ? [] : [periodSource(period)]),
    ...accounts
      .filter((account) => ranked.some((entry) => entry.accountIds.has(account.id)))
      .map((account) => ({
        type: 'lease' as const,
        id: account.id,
        label: `${account.tenantNames ? `${account.tenantNames}, ` : ''}${account.address}`,
      })),
  ];
  const [first] = ranked;
  if (!first)
    return {
      summary: `${tenantNamed ? 'No rent was' : 'Nobody paid rent'} late ${when}: every rent charge was paid within its grace period.`,
      details: [],
      figures: { late_tenants: 0 },
      sources,
    };
  const tied = ranked.filter((entry) => entry.times === first.times);
  const times = (n: number) => (n === 1 ? 'once' : `${n} times`);
  return {
    summary:
      (tenantNamed
        ? ranked.map((entry) => `${bold(entry.who)} was late ${bold(times(entry.times))} ${when}`).join('; ')
        : tied.length === 1
          ? `${bold(first.who)} was late most often ${when}: ${bold(times(first.times))}`
          : `${tied.map((entry) => bold(entry.who)).join(' and ')} were late most often ${when}: ${bold(times(first.times))} each`) +
      ' (rent paid after its grace period, or still unpaid past it).',
    details: capDetails(ranked.map((entry) => `${entry.who}: late ${times(entry.times)}`)),
    figures: { late_tenants: ranked.length, most_times_late: first.times },
    sources,
  };
}

/** "June 2026 rent": the month a charge due on that date is the rent of, named as a person names it. */
function rentOf(due: string): string {
  const [year, month] = due.split('-').map(Number) as [number, number];
  return `${monthPeriod(year, month).label} rent`;
}

function paidLate(accounts: Account[], period: Period): ToolResult {
  const rows = lateRentCharges(accounts, period);
  const who = (account: Account) => `${account.tenantNames || 'No tenant'}, ${account.address}`;
  const paid = rows
    .filter((row) => row.charge.paidOn !== null)
    .sort(
      (a, b) => a.charge.date.localeCompare(b.charge.date) || who(a.account).localeCompare(who(b.account)),
    );
  const unpaid = rows.filter((row) => row.charge.paidOn === null);
  const details = [
    ...paid.map(
      ({ account, charge }) =>
        `${who(account)}: ${rentOf(charge.date)}, ${formatMoney(charge.cents)} due ${formatDay(charge.date)}, paid ${formatDay(charge.paidOn ?? '')} (${countOf(daysBetween(charge.date, charge.paidOn ?? charge.date), 'day')} after it was due)`,
    ),
    ...unpaid.map(
      ({ account, charge }) =>
        `${who(account)}: ${rentOf(charge.date)}, ${formatMoney(charge.cents)} due ${formatDay(charge.date)}, ${bold('not paid in full yet')}`,
    ),
  ];
  const sources = [
    periodSource(period),
    ...[...new Map(rows.map(({ account }) => [account.id, account])).values()].map((account) => ({
      type: 'lease' as const,
      id: account.id,
      label: who(account),
    })),
  ];
  const figures = { paid_late: paid.length, unpaid_past_grace: unpaid.length };
  // "all time" is the whole of the books, not a period rent is due in.
  const due = period.kind === 'all' ? 'on your books' : `due in ${period.label}`;
  const of = period.kind === 'all' ? 'on your books' : `for ${period.label}`;
  if (rows.length === 0)
    return {
      summary: `No rent ${due} was paid late: every payment came in within its grace period.`,
      details: [],
      figures,
      sources,
    };
  return {
    summary:
      (paid.length
        ? `${bold(countOf(paid.length, 'rent payment'))} ${of} came in after the grace period`
        : `No rent ${of} was paid late so far`) +
      (unpaid.length
        ? `; ${bold(countOf(unpaid.length, 'rent charge'))} ${unpaid.length === 1 ? 'is' : 'are'} unpaid past its grace period`
        : '') +
      ':',
    details: capDetails(details),
    figures,
    sources,
  };
}
