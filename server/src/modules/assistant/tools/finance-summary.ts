import type { Database } from '../../../db/client.js';
import { summariseLedger } from '../../finances/ledger.repository.js';
import { findProperty } from '../../properties/properties.repository.js';
import { listTransactionsForSources, totalsByCategory, type CategoryTotal } from '../assistant.repository.js';
import { bold, centsOf, countOf, formatMoney, percentOf } from '../format.js';
import { recordedAs } from '../../../nlu/categories.js';
import { periodPhrase, type Period } from '../../../nlu/periods.js';
import { periodSource, type ToolResult } from './tool.js';

export type FinanceMeasure = 'income' | 'expenses' | 'net';
export type FinanceSummaryArgs = {
  measure: FinanceMeasure;
  period: Period;
  propertyId?: string;
  /** An income or expense category (contract/categories.ts); ignored for net. */
  category?: { name: string; kind: 'income' | 'expense' };
};

/** Transactions are listed as sources when there are this few; beyond that the period and property say it. */
const MAX_TRANSACTION_SOURCES = 15;
const BREAKDOWN_LINES = 5;

function breakdownLines(totals: CategoryTotal[]): string[] {
  const lines = totals
    .slice(0, BREAKDOWN_LINES)
    .map((row) => `${row.category}: ${bold(formatMoney(row.cents))} (${countOf(row.count, 'transaction')})`);
  const rest = totals.slice(BREAKDOWN_LINES);
  if (rest.length)
    lines.push(`Other categories: ${formatMoney(rest.reduce((sum, row) => sum + row.cents, 0))}`);
  return lines;
}

/**
 * Income, expenses or net for a period, optionally for one property or one category. Totals come from
 * the ledger's SQL sums (summariseLedger), category totals from a grouped SQL sum; all in cents.
 */
export async function financeSummary(
  db: Database,
  ownerId: string,
  args: FinanceSummaryArgs,
): Promise<ToolResult> {
  const { period } = args;
  let measure = args.measure;
  const category = measure === 'net' ? undefined : args.category;
  // "How much did repairs cost?" is an expense question whatever the wording.
  if (category) measure = category.kind === 'income' ? 'income' : 'expenses';

  const property = args.propertyId ? await findProperty(db, ownerId, args.propertyId) : undefined;
  const filters = { from: period.from, to: period.to, ...(property ? { propertyId: property.id } : {}) };
  const [ledger, incomeTotals, expenseTotals] = await Promise.all([
    summariseLedger(db, ownerId, filters),
    measure === 'expenses' ? Promise.resolve([]) : totalsByCategory(db, ownerId, 'income', filters),
    measure === 'income' ? Promise.resolve([]) : totalsByCategory(db, ownerId, 'expense', filters),
  ]);
  const income = centsOf(ledger.income);
  const expenses = centsOf(ledger.expenses);
  const net = income - expenses;
  const where = property ? ` at ${property.address}` : '';
  const when = periodPhrase(period);
  const baseSources = [
    periodSource(period),
    ...(property ? [{ type: 'property' as const, id: property.id, label: property.address }] : []),
  ];
  const incomeCount = incomeTotals.reduce((sum, row) => sum + row.count, 0);
  const expenseCount = expenseTotals.reduce((sum, row) => sum + row.count, 0);

  const transactionSources = async (kind: 'income' | 'expense', count: number, categoryName?: string) => {
    if (count === 0 || count > MAX_TRANSACTION_SOURCES) return [];
    const rows = await listTransactionsForSources(
      db,
      ownerId,
      kind,
      { ...filters, ...(categoryName ? { category: categoryName } : {}) },
      MAX_TRANSACTION_SOURCES,
    );
    return rows.map((row) => ({
      type: kind,
      id: row.id,
      label: `${row.date} ${row.entity ?? row.description ?? row.category ?? kind} ${formatMoney(centsOf(row.amount))}`,
    }));
  };

  if (category) {
    const kind = category.kind;
    const totals = kind === 'income' ? incomeTotals : expenseTotals;
    // The owner's own names count too ("Property Tax" is Taxes).
    const rows = totals.filter((t) => recordedAs(t.category, category.name));
    const row = rows.length === 1 ? rows[0] : undefined;
    const cents = rows.reduce((sum, t) => sum + t.cents, 0);
    const count = rows.reduce((sum, t) => sum + t.count, 0);
    const summary =
      count === 0
        ? `No ${category.name} ${kind === 'income' ? 'income' : 'expenses'} were recorded${where} ${when}.`
        : kind === 'income'
          ? `${category.name} income${where} ${when} was ${bold(formatMoney(cents))} (${countOf(count, 'transaction')}).`
          : `You spent ${bold(formatMoney(cents))} on ${category.name}${where} ${when} (${countOf(count, 'transaction')}).`;
    const total = kind === 'income' ? income : expenses;
    return {
      summary,
      details:
        count > 0 && total > cents
          ? [`That is ${percentOf(cents, total)} of all ${kind === 'income' ? 'income' : 'expenses'} ${when}`]
          : [],
      figures: {
        category_cents: cents,
        category_count: count,
        income_cents: income,
        expenses_cents: expenses,
      },
      sources: [...baseSources, ...(await transactionSources(kind, count, row?.category))],
    };
  }

  if (measure === 'income') {
    return {
      summary:
        incomeCount === 0
          ? `No income was recorded${where} ${when}.`
          : `Income${where} ${when} was ${bold(formatMoney(income))} (${countOf(incomeCount, 'transaction')}).`,
      details: incomeTotals.length > 1 ? breakdownLines(incomeTotals) : [],
      figures: { income_cents: income, income_count: incomeCount },
      sources: [...baseSources, ...(await transactionSources('income', incomeCount))],
    };
  }
  if (measure === 'expenses') {
    return {
      summary:
        expenseCount === 0
          ? `No expenses were recorded${where} ${when}.`
          : `Expenses${where} ${when} were ${bold(formatMoney(expenses))} (${countOf(expenseCount, 'transaction')}).`,
      details: breakdownLines(expenseTotals),
      figures: { expenses_cents: expenses, expenses_count: expenseCount },
      sources: [...baseSources, ...(await transactionSources('expense', expenseCount))],
    };
  }
  const verdict = net > 0 ? 'a profit' : net < 0 ? 'a loss' : 'break-even';
  return {
    summary:
      incomeCount + expenseCount === 0
        ? `No income or expenses were recorded${where} ${when}.`
        : `Net income${where} ${when} was ${bold(formatMoney(net))} (${verdict}): ` +
          `income ${bold(formatMoney(income))} minus expenses ${bold(formatMoney(expenses))}.`,
    details: expenseTotals.length ? [`Largest expense: ${breakdownLines(expenseTotals)[0]}`] : [],
    figures: { income_cents: income, expenses_cents: expenses, net_cents: net },
    sources: [
      ...baseSources,
      ...(incomeCount + expenseCount <= MAX_TRANSACTION_SOURCES
        ? [
            ...(await transactionSources('income', incomeCount)),
            ...(await transactionSources('expense', expenseCount)),
          ]
        : []),
    ],
  };
}
