import type { Database } from '../../../db/client.js';
import { loadRentBook } from '../../rent-ledger/rent-ledger.service.js';
import { bold, countOf, formatMoney } from '../format.js';
import { formatDay, periodPhrase, type Period } from '../../../nlu/periods.js';
import { capDetails, type ToolResult } from './tool.js';

export type RentPaymentsArgs = {
  today: string;
  tenantIds: string[];
  propertyIds?: string[];
  /** "How much has Lucan paid this year?": the payments dated in it, summed. */
  period?: Period;
  /** Every payment (of the period, if one is given), oldest first, with their total. */
  history?: boolean;
};

/** Payments listed in a full history: two years and more of monthly rent with some paid in parts. */
const FULL_HISTORY_LINES = 48;

/** Payments listed in a history, newest first. */
const HISTORY_LINES = 6;

/**
 * A tenant's rent payments from the rent ledger (docs/decisions/0006-rent-ledger.md): the last one, the
 * recent history and what their lease owes today, however each payment was recorded.
 */
export async function rentPayments(
  db: Database,
  ownerId: string,
  args: RentPaymentsArgs,
): Promise<ToolResult> {
  const book = await loadRentBook(
    db,
    ownerId,
    args.today,
    args.propertyIds?.length ? { propertyIds: args.propertyIds } : {},
  );
  const accounts = book.accounts.filter(
    (account) => account.tenantId !== null && args.tenantIds.includes(account.tenantId),
  );
  // "gus vs mags, who has paid me more rent this year": each tenant's own payments, one after the other.
  const named = [...new Set(accounts.map((account) => account.tenantId as string))];
  if (named.length > 1) {
    const each = await Promise.all(
      named.map((tenantId) => rentPayments(db, ownerId, { ...args, tenantIds: [tenantId] })),
    );
    return {
      summary: each.map((result) => result.summary).join('\n'),
      details: [],
      figures: Object.fromEntries(
        each.flatMap((result, i) =>
          Object.entries(result.figures).map(([key, value]) => [`${key}_${i + 1}`, value]),
        ),
      ),
      sources: each.flatMap((result) => result.sources),
    };
  }
  const who = accounts[0]?.tenantNames || 'This tenant';
  if (accounts.length === 0)
    return {
      summary: `${who} has no lease on the rent ledger, so no rent payments are recorded.`,
      details: [],
      figures: {},
      sources: [],
    };
  const payments = accounts
    .flatMap((account) => account.ledger.payments.map((payment) => ({ ...payment, account })))
    .filter((payment) => payment.cents > 0)
    .sort((a, b) => b.date.localeCompare(a.date));
  const owed = accounts.reduce((sum, account) => sum + Math.max(0, account.ledger.balanceCents), 0);
  const owedLine = owed > 0 ? `Owed today: ${bold(formatMoney(owed))}` : 'Nothing is owed today.';
  const sources = [
    ...accounts.map((account) => ({
      type: 'lease' as const,
      id: account.id,
      label: `${account.tenantNames}, ${account.address}`,
    })),
    ...payments.slice(0, HISTORY_LINES).flatMap((payment) =>
      payment.incomeId
        ? [
            {
              type: 'income' as const,
              id: payment.incomeId,
              label: `${payment.date} ${formatMoney(payment.cents)}`,
            },
          ]
        : [],
    ),
  ];
  const [last] = payments;
  if (args.history) {
    const within = payments
      .filter(
        (payment) => !args.period || (payment.date >= args.period.from && payment.date <= args.period.to),
      )
      .reverse();
    const total = within.reduce((sum, payment) => sum + payment.cents, 0);
    const when = args.period ? ` ${periodPhrase(args.period)}` : '';
    return {
      summary: within.length
        ? `${who} paid ${bold(formatMoney(total))} in rent${when} over ${countOf(within.length, 'payment')}, in order:`
        : `No rent payment from ${who} is recorded${when}.`,
      details: [
        ...capDetails(
          within.map((payment) => `${formatDay(payment.date)}: ${formatMoney(payment.cents)}`),
          FULL_HISTORY_LINES,
        ),
        owedLine,
      ],
      figures: { paid_cents: total, payments: within.length, owed_cents: owed },
      sources,
    };
  }
  if (args.period) {
    const { from, to } = args.period;
    const when = periodPhrase(args.period);
    const within = payments.filter((payment) => payment.date >= from && payment.date <= to);
    const total = within.reduce((sum, payment) => sum + payment.cents, 0);
    return {
      summary: within.length
        ? `${who} paid ${bold(formatMoney(total))} in rent ${when} (${countOf(within.length, 'payment')}).`
        : `No rent payment from ${who} is recorded ${when}.`,
      // What is owed today first: a long history is cut short, never the balance.
      details: capDetails([
        owedLine,
        ...within.map((payment) => `${formatDay(payment.date)}: ${formatMoney(payment.cents)}`),
        ...(last ? [`Last payment: ${formatMoney(last.cents)} on ${formatDay(last.date)}`] : []),
      ]),
      figures: { paid_cents: total, payments: within.length, owed_cents: owed },
      sources,
    };
  }
  if (!last)
    return {
      summary: `No rent payment from ${who} is recorded.`,
      details: [owedLine],
      figures: { owed_cents: owed },
      sources,
    };
  return {
    summary: `${who}'s last rent payment was ${bold(formatMoney(last.cents))} on ${bold(formatDay(last.date))} (${last.account.address}).`,
    details: capDetails([
      owedLine,
      `${countOf(payments.length, 'payment')} recorded; the latest:`,
      ...payments
        .slice(0, HISTORY_LINES)
        .map((payment) => `${formatDay(payment.date)}: ${formatMoney(payment.cents)}`),
    ]),
    figures: { last_payment_cents: last.cents, owed_cents: owed, payments: payments.length },
    sources,
  };
}
