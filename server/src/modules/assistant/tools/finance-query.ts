import { and, desc, asc, eq, gte, inArray, lte, min, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from '@astor/contract/categories';
import type { ChatSource } from '@astor/contract/chat';
import type { Database } from '../../../db/client.js';
import { expenses, incomes, properties, vendors } from '../../../db/schema.js';
import { isUuid } from '../../../db/values.js';
import { bold, centsOf, countOf, formatMoney, joinWords, percentOf } from '../format.js';
import { recordedAs } from '../../../nlu/categories.js';
import type { GroupBy, Order } from '../../../nlu/finance-shape.js';
import { formatDay, monthPeriod, periodPhrase, type Period } from '../../../nlu/periods.js';
import type { FinanceMeasure } from './finance-summary.js';
import { capDetails, periodSource, type ToolResult } from './tool.js';

/**
 * A money question as a typed query (modules/assistant/README.md): a measure over a period, filtered by property or
 * place, category, vendor and words of the description, optionally grouped, ordered and limited, or
 * reduced to its single largest transaction, or compared across places, properties or periods. Compiled
 * to owner-scoped SQL sums; every figure in the answer comes from them, in cents.
 */

export type FinanceFilters = {
  /** Properties the rows must belong to (a property named, or every property of a place). */
  propertyIds?: string[];
  /** How the property filter reads in a sentence: "at 12 Elm St", "in Austin". */
  where?: string;
  category?: { name: string; kind: 'income' | 'expense'; recordedAs?: string[] };
  /** A category left out ("income besides rent"); rows of the other side of the books are not affected. */
  except?: { name: string; kind: 'income' | 'expense'; recordedAs?: string[] };
  /** A payee (expenses) or payer (incomes), by name. */
  vendor?: string;
  /** Words of the description every row must contain, as typed ("plumbing"). */
  words?: string[];
  /** Words no description has, read in the payee's name instead ("the Greenleaf bills"). */
  payeeWords?: string[];
  /** The words are alternatives ("plowing, shoveling, salt, all of it"): a row needs one, not all. */
  anyWord?: boolean;
  /** One transaction's exact amount, in cents: its rows are listed with the category they are booked in. */
  amountCents?: number;
};

export type FinanceSegment = { label: string; filters: FinanceFilters; period: Period };

export type FinanceQueryArgs = {
  measure: FinanceMeasure;
  period: Period;
  /** Said after the period when the question named none ("no period was named"). */
  periodDefaulted?: boolean;
  filters: FinanceFilters;
  /** The filters as the answer says them (words as typed, not their stems); `filters` when absent. */
  display?: FinanceFilters;
  groupBy?: GroupBy;
  order?: Order;
  limit?: number;
  single?: boolean;
  /** The single transaction is the latest by date. */
  latest?: boolean;
  /** The transactions themselves under their total, oldest first. */
  itemize?: boolean;
  onlyLosses?: boolean;
  /** Only the groups that reach this sum, in cents. */
  atLeastCents?: number;
  /** Ranked by how many transactions each group holds, then by its sum. */
  byCount?: boolean;
  /** With two periods compared and a grouping: the groups ranked by how much they went up (or down). */
  change?: 'up' | 'down';
  /** Two or more sides to set against each other ("Austin vs Denver", "this year vs last year"). */
  compare?: FinanceSegment[];
  /** An average beside the total: per month of the period up to `today`, or per transaction. */
  average?: 'month' | 'transaction';
  today?: string;
};

type Kind = 'income' | 'expense';
type GroupRow = { key: string; label: string; cents: number; count: number };

const tableOf = (kind: Kind) => (kind === 'income' ? incomes : expenses) as typeof expenses;

/** The payee of an expense: what it says, or its vendor's name; the payer of an income. */
const payeeOf = (kind: Kind) =>
  kind === 'expense'
    ? sql<string>`coalesce(nullif(trim(${expenses.entity}), ''), ${vendors.name}, 'No payee')`
    : sql<string>`coalesce(nullif(trim(${incomes.entity}), ''), 'No payer')`;

/**
 * One payee however its name was typed: "The Home Depot" is "Home Depot", "Acme Co." is "Acme"; the SQL and
 * `vendorKeyOf` read a name the same way.
 */
const VENDOR_PREFIX = '^the\\s+';
const VENDOR_SUFFIX = '[\\s,]+(inc|llc|ltd|co|corp)\\.?$';
// Literals, not parameters: a GROUP BY matches its select expression only when the two are the same text.
const vendorKey = (kind: Kind) =>
  sql<string>`regexp_replace(regexp_replace(lower(trim(${payeeOf(kind)})), ${sql.raw(`'${VENDOR_PREFIX}'`)}, ''), ${sql.raw(`'${VENDOR_SUFFIX}'`)}, '')`;
export const vendorKeyOf = (name: string): string =>
  name.trim().toLowerCase().replace(new RegExp(VENDOR_PREFIX), '').replace(new RegExp(VENDOR_SUFFIX), '');

/** The app's own categories, lower-case (contract/src/categories.ts). */
const APP_CATEGORIES = [...EXPENSE_CATEGORIES, ...INCOME_CATEGORIES].map((name) => name.toLowerCase());

/** How landlords shorten a word in a category or a description ("Pest ctrl", "Repairs & maint"). */
const ABBREVIATED = new Map([
  ['control', 'ctrl'],
  ['maintenance', 'maint'],
  ['management', 'mgmt'],
  ['association', 'assoc'],
  ['improvement', 'improv'],
]);

/**
 * A word of a payee's name as typed, or a form of it ("plumb" of Plumbing, "gutter" of Gutters, a trade's
 * stem "handy" of Handyman, "lock" of Locksmith): from the start of a word of the name, ending a word or
 * going on only as a word's ending does. "sent" (the bank sent me a checklist) is no "Sentinel".
 */
const payeeWordPattern = (word: string) =>
  `\\m${word.replace(/[^\p{L}\p{N}]/gu, '')}(e|es|s|ed|ing|ings|er|ers|ies|ied|y|al|ation|ations|ment|ments|man|men|smith|smiths|ry|ce|ces)?\\M`;

/** Escapes LIKE's wildcards in a word typed by the user. */
const likeOf = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(kind: Kind, ownerId: string, period: Period, filters: FinanceFilters): SQL[] | undefined {
  const table = tableOf(kind);
  const list: SQL[] = [
    eq(table.ownerId, ownerId),
    gte(table.transactionDate, period.from),
    lte(table.transactionDate, period.to),
  ];
  if (filters.propertyIds) {
    const ids = filters.propertyIds.filter(isUuid);
    if (ids.length === 0) return undefined;
    list.push(inArray(table.propertyId, ids));
  }
  if (filters.category) {
    if ((filters.category.kind === 'income') !== (kind === 'income')) return undefined;
    const names = filters.category.recordedAs ?? [filters.category.name];
    list.push(
      inArray(
        sql`lower(coalesce(nullif(trim(${table.category}), ''), 'Other'))`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  }
  if (filters.except && (filters.except.kind === 'income') === (kind === 'income')) {
    const names = filters.except.recordedAs ?? [filters.except.name];
    list.push(
      notInArray(
        sql`lower(coalesce(nullif(trim(${table.category}), ''), 'Other'))`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  }
  if (filters.vendor) list.push(sql`${vendorKey(kind)} = ${vendorKeyOf(filters.vendor)}`);
  if (filters.amountCents)
    list.push(sql`${table.amount} = ${(filters.amountCents / 100).toFixed(2)}::numeric`);
  // "Spend on plumbing" is the work the rows describe, whoever did it: a plumber's electrical job is not
  // plumbing (docs/product.md#assistant-answers).
  // A category of the owner's own ("Parking", "Lawn Care") describes its rows as their words do.
  const ownCategory = sql`case when lower(coalesce(${table.category}, '')) in (${sql.join(
    APP_CATEGORIES.map((name) => sql`${name}`),
    sql`, `,
  )}) then '' else coalesce(${table.category}, '') end`;
  const described = sql`(coalesce(${table.description}, '') || ' ' || ${ownCategory})`;
  const words = filters.words ?? [];
  // "the new furnace": the thing replaced or installed, or said new ("thermostat for new furnace"); not
  // any row with "new" in it ("furnace tune-up & new igniter").
  const renewed = words.find((word, i) => i > 0 && words[i - 1] === 'new');
  const wordConditions = [
    ...words.map((word) => {
      if (word === 'new' && renewed)
        return sql`(${described} ~* ${`\\mnew\\s+(\\w+\\s+)?${renewed.replace(/\W/g, '')}`} or ${described} ~* ${'\\m(replac|install|upgrad)'})`;
      const short = ABBREVIATED.get(word);
      return short
        ? sql`(${described} ilike ${likeOf(word)} or ${described} ~* ${`\\m${short}\\M`})`
        : sql`${described} ilike ${likeOf(word)}`;
    }),
    ...(filters.payeeWords ?? []).map((word) => sql`${payeeOf(kind)} ~* ${payeeWordPattern(word)}`),
  ];
  const anyOf = filters.anyWord && wordConditions.length > 1 ? or(...wordConditions) : undefined;
  list.push(...(anyOf ? [anyOf] : wordConditions));
  return list;
}

function keyOf(kind: Kind, groupBy: GroupBy | undefined): { key: SQL<string>; label: SQL<string> } {
  const table = tableOf(kind);
  switch (groupBy) {
    case 'property':
      return {
        key: sql<string>`coalesce(${table.propertyId}::text, '')`,
        label: sql<string>`coalesce(${properties.address}, ${table.formerPropertyAddress}, 'No property')`,
      };
    case 'city':
      return {
        key: sql<string>`coalesce(${properties.city}, '')`,
        label: sql<string>`coalesce(nullif(trim(${properties.city}), ''), 'No city')`,
      };
    case 'category': {
      const category = sql<string>`coalesce(nullif(trim(${table.category}), ''), 'Other')`;
      return { key: category, label: category };
    }
    case 'vendor':
      return { key: vendorKey(kind), label: sql<string>`min(${payeeOf(kind)})` };
    case 'month': {
      const month = sql<string>`to_char(${table.transactionDate}, 'YYYY-MM')`;
      return { key: month, label: month };
    }
    case 'quarter': {
      const quarter = sql<string>`to_char(${table.transactionDate}, 'YYYY-"Q"Q')`;
      return { key: quarter, label: quarter };
    }
    default:
      return { key: sql<string>`''`, label: sql<string>`''` };
  }
}

async function groupedSums(
  db: Database,
  ownerId: string,
  kind: Kind,
  period: Period,
  filters: FinanceFilters,
  groupBy?: GroupBy,
): Promise<GroupRow[]> {
  const where = conditions(kind, ownerId, period, filters);
  if (!where) return [];
  const table = tableOf(kind);
  const { key, label } = keyOf(kind, groupBy);
  // The label of a vendor group is an aggregate (one spelling of the name); the others are grouped on.
  const labelSelect = groupBy === 'vendor' ? label : sql<string>`${label}`;
  const query = db
    .select({
      key,
      label: labelSelect,
      total: sql<string>`sum(${table.amount})::text`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(table)
    .leftJoin(properties, eq(properties.id, table.propertyId));
  const joined = kind === 'expense' ? query.leftJoin(vendors, eq(vendors.id, expenses.vendorId)) : query;
  const filtered = joined.where(and(...where));
  const rows = await (groupBy
    ? filtered.groupBy(...(groupBy === 'vendor' ? [key] : [key, label]))
    : filtered);
  if (!groupBy && rows[0]?.count === 0) return [];
  return rows.map((row) => ({
    key: row.key,
    label:
      groupBy === 'month'
        ? monthLabel(row.label)
        : groupBy === 'quarter'
          ? quarterLabel(row.label)
          : row.label,
    cents: centsOf(row.total),
    count: row.count,
  }));
}

async function topTransactions(
  db: Database,
  ownerId: string,
  kind: Kind,
  period: Period,
  filters: FinanceFilters,
  order: Order | 'latest',
  limit: number,
) {
  const where = conditions(kind, ownerId, period, filters);
  if (!where) return [];
  const table = tableOf(kind);
  const query = db
    .select({
      id: table.id,
      date: table.transactionDate,
      amount: table.amount,
      category: table.category,
      description: table.description,
      payee: payeeOf(kind),
      address: properties.address,
    })
    .from(table)
    .leftJoin(properties, eq(properties.id, table.propertyId));
  const joined = kind === 'expense' ? query.leftJoin(vendors, eq(vendors.id, expenses.vendorId)) : query;
  return joined
    .where(and(...where))
    .orderBy(
      ...(order === 'latest'
        ? [desc(table.transactionDate), desc(table.createdAt)]
        : [order === 'desc' ? desc(table.amount) : asc(table.amount), desc(table.transactionDate)]),
    )
    .limit(limit);
}

/** Transactions behind a small total, newest first, as sources. */
async function transactionSources(
  db: Database,
  ownerId: string,
  kind: Kind,
  period: Period,
  filters: FinanceFilters,
  count: number,
): Promise<ChatSource[]> {
  if (count === 0 || count > 15) return [];
  const where = conditions(kind, ownerId, period, filters);
  if (!where) return [];
  const table = tableOf(kind);
  const query = db
    .select({ id: table.id, date: table.transactionDate, amount: table.amount, payee: payeeOf(kind) })
    .from(table)
    .leftJoin(properties, eq(properties.id, table.propertyId));
  const joined = kind === 'expense' ? query.leftJoin(vendors, eq(vendors.id, expenses.vendorId)) : query;
  const rows = await joined
    .where(and(...where))
    .orderBy(desc(table.transactionDate))
    .limit(15);
  return rows.map((row) => ({
    type: kind,
    id: row.id,
    label: `${row.date} ${row.payee} ${formatMoney(centsOf(row.amount))}`,
  }));
}

/** Listed transactions past this many end with how many more there are. */
const LISTED = 25;

/** "Jan 4, 2026: Roof patch, Kelly Roofing, 12 Elm St: $450.00", oldest first, as a ledger reads. */
async function listedTransactions(
  db: Database,
  ownerId: string,
  kind: Kind,
  period: Period,
  filters: FinanceFilters,
  count: number,
): Promise<string[]> {
  const where = conditions(kind, ownerId, period, filters);
  if (!where || count === 0) return [];
  const table = tableOf(kind);
  const query = db
    .select({
      date: table.transactionDate,
      amount: table.amount,
      description: table.description,
      category: table.category,
      payee: payeeOf(kind),
      address: properties.address,
    })
    .from(table)
    .leftJoin(properties, eq(properties.id, table.propertyId));
  const joined = kind === 'expense' ? query.leftJoin(vendors, eq(vendors.id, expenses.vendorId)) : query;
  const rows = await joined
    .where(and(...where))
    .orderBy(asc(table.transactionDate), asc(table.id))
    .limit(LISTED);
  // A row asked about by its amount is asked what it was: its category is said too.
  const booked = (category: string | null) =>
    filters.amountCents ? `, booked as ${category?.trim() || 'Other'}` : '';
  const lines = rows.map(
    (row) =>
      `${formatDay(row.date)}: ${[row.description, row.payee, row.address].filter(Boolean).join(', ')}: ${formatMoney(centsOf(row.amount))}${booked(row.category)}`,
  );
  return count > LISTED ? [...lines, `… and ${count - LISTED} more`] : lines;
}

/**
 * "what did we usually pay X": the amount paid most often, when one amount is most of the rows' (not a tie,
 * and at least two of them), and the day of the latest row.
 */
async function usualAmount(
  db: Database,
  ownerId: string,
  kind: Kind,
  period: Period,
  filters: FinanceFilters,
): Promise<{ cents?: number; times?: number; latest?: string }> {
  const where = conditions(kind, ownerId, period, filters);
  if (!where) return {};
  const table = tableOf(kind);
  const amountsQuery = db
    .select({
      amount: table.amount,
      times: sql<number>`count(*)::int`,
      latest: sql<string>`max(${table.transactionDate})`,
    })
    .from(table)
    .leftJoin(properties, eq(properties.id, table.propertyId));
  const amounts = await (
    kind === 'expense' ? amountsQuery.leftJoin(vendors, eq(vendors.id, expenses.vendorId)) : amountsQuery
  )
    .where(and(...where))
    .groupBy(table.amount)
    .orderBy(desc(sql`count(*)`));
  const latest = amounts.reduce<string | undefined>(
    (last, row) => (last === undefined || String(row.latest) > last ? String(row.latest) : last),
    undefined,
  );
  const [first, second] = amounts;
  const usual = first && first.times >= 2 && (!second || second.times < first.times) ? first : undefined;
  return {
    ...(usual ? { cents: centsOf(usual.amount), times: usual.times } : {}),
    ...(latest ? { latest } : {}),
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "2026-Q3" → "Q3 2026", as a person names a quarter. */
function quarterLabel(yearQuarter: string): string {
  const [year, quarter] = yearQuarter.split('-');
  return year && quarter ? `${quarter} ${year}` : yearQuarter;
}

/** "2026-08" → "August 2026", as a person names a month. */
function monthLabel(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return year && month >= 1 && month <= 12 ? monthPeriod(year, month).label : yearMonth;
}

/**
 * " (12.5% more than 2025)": the gap as a share of the lower side, to one decimal; nothing when that side
 * is zero or below (a share of nothing, or of a loss, says nothing).
 */
/** Two periods' totals, earlier to later: "From September 2026 to October 2026: down $1,330.20 (39.8%)". */
function changeBetween(sides: { side: { label: string; period: Period }; value: number }[]): string[] {
  if (sides.length !== 2) return [];
  const [earlier, later] = [...sides].sort((a, b) =>
    a.side.period.from.localeCompare(b.side.period.from),
  ) as [(typeof sides)[number], (typeof sides)[number]];
  if (earlier.side.period.from === later.side.period.from || earlier.value <= 0) return [];
  const change = later.value - earlier.value;
  const size = Math.abs(change);
  return [
    `From ${earlier.side.label} to ${later.side.label}: ${change >= 0 ? 'up' : 'down'} ${formatMoney(size)} (${percentOf(size, earlier.value)})`,
  ];
}

function percentMore(gapCents: number, lowerCents: number, lowerLabel: string): string {
  if (lowerCents <= 0) return '';
  return ` (${percentOf(gapCents, lowerCents)} more than ${lowerLabel})`;
}

/** What is being measured, in words: "plumbing expenses", "payments to Mile High HVAC", "net income". */
function subjectOf(measure: FinanceMeasure, filters: FinanceFilters): string {
  // Words read in payees' names are said only when no payee is named ("plumber payments", not "plumber
  // payments to Bayfront Plumbing Co.").
  if (filters.amountCents) {
    const of = formatMoney(filters.amountCents);
    if (filters.vendor) return `payments of ${of} to ${filters.vendor}`;
    return measure === 'income' ? `incomes of ${of}` : `expenses of ${of}`;
  }
  const said = [...(filters.words ?? []), ...(filters.vendor ? [] : (filters.payeeWords ?? []))];
  const words = said.length
    ? `${filters.anyWord ? `${said.slice(0, -1).join(', ')} or ${said.at(-1)}` : said.join(' ')} `
    : '';
  if (measure === 'net')
    return `${words}net income${filters.except ? ` without ${filters.except.name}` : ''}`;
  const category = filters.category ? `${filters.category.name} ` : '';
  if (filters.vendor)
    return measure === 'income'
      ? `${words}${category}income from ${filters.vendor}`
      : `${words}payments to ${filters.vendor}`;
  const except = filters.except ? ` other than ${filters.except.name}` : '';
  return measure === 'income' ? `${words}${category}income${except}` : `${words}${category}expenses${except}`;
}

const whenOf = (period: Period, defaulted?: boolean) =>
  `${periodPhrase(period)}${defaulted ? ' (no period was named)' : ''}`;

type Net = { key: string; label: string; income: number; expenses: number; net: number; count: number };

async function sumsFor(
  db: Database,
  ownerId: string,
  measure: FinanceMeasure,
  period: Period,
  filters: FinanceFilters,
  groupBy?: GroupBy,
): Promise<Net[]> {
  const [incomeRows, expenseRows] = await Promise.all([
    measure === 'expenses'
      ? Promise.resolve([])
      : groupedSums(db, ownerId, 'income', period, filters, groupBy),
    measure === 'income'
      ? Promise.resolve([])
      : groupedSums(db, ownerId, 'expense', period, filters, groupBy),
  ]);
  const byKey = new Map<string, Net>();
  const entry = (row: GroupRow) => {
    const held = byKey.get(row.key) ?? {
      key: row.key,
      label: row.label,
      income: 0,
      expenses: 0,
      net: 0,
      count: 0,
    };
    byKey.set(row.key, held);
    return held;
  };
  for (const row of incomeRows)
    Object.assign(entry(row), { income: entry(row).income + row.cents }).count += row.count;
  for (const row of expenseRows)
    Object.assign(entry(row), { expenses: entry(row).expenses + row.cents }).count += row.count;
  for (const held of byKey.values()) held.net = held.income - held.expenses;
  return [...byKey.values()];
}

const valueOf = (measure: FinanceMeasure, row: Net) =>
  measure === 'income' ? row.income : measure === 'expenses' ? row.expenses : row.net;

function lineOf(measure: FinanceMeasure, row: Net, rank?: number): string {
  const head = `${rank ? `${rank}. ` : ''}${row.label}: ${bold(formatMoney(valueOf(measure, row)))}`;
  if (measure === 'net')
    return `${head} (income ${formatMoney(row.income)}, expenses ${formatMoney(row.expenses)})`;
  return `${head} (${countOf(row.count, measure === 'income' ? 'income' : 'expense', measure === 'income' ? 'incomes' : 'expenses')})`;
}

const GROUP_NOUN: Record<GroupBy, [string, string]> = {
  property: ['property', 'properties'],
  city: ['city', 'cities'],
  category: ['category', 'categories'],
  vendor: ['vendor', 'vendors'],
  month: ['month', 'months'],
  quarter: ['quarter', 'quarters'],
};

export async function financeQuery(
  db: Database,
  ownerId: string,
  args: FinanceQueryArgs,
): Promise<ToolResult> {
  const { measure, period, filters } = args;
  // "what did we pay the plumber in Pensacola": the payees the words found there, by name.
  const payees =
    filters.payeeWords?.length && !filters.vendor && measure !== 'net'
      ? await payeesOf(db, ownerId, measure === 'income' ? 'income' : 'expense', period, filters)
      : [];
  const shown = {
    ...(args.display ?? filters),
    ...(payees.length >= 1 && payees.length <= 3 ? { vendor: joinWords(payees) } : {}),
  };
  const subject = subjectOf(measure, shown);
  const where = shown.where ? ` ${shown.where}` : '';
  const when = whenOf(period, args.periodDefaulted);
  const sources: ChatSource[] = [periodSource(period)];

  // "which expense category went up the most compared with the same months last year": each group's change
  // between the two periods, the largest rise (or fall) first.
  if (args.compare?.length === 2 && args.groupBy && args.change) {
    const [first, second] = [...args.compare].sort((a, b) => a.period.from.localeCompare(b.period.from)) as [
      FinanceSegment,
      FinanceSegment,
    ];
    const groupBy = args.groupBy;
    const [before, after] = await Promise.all([
      sumsFor(db, ownerId, measure, first.period, first.filters, groupBy),
      sumsFor(db, ownerId, measure, second.period, second.filters, groupBy),
    ]);
    const keys = [...new Set([...before, ...after].map((row) => row.key))];
    const changes = keys.map((key) => {
      const was = before.find((row) => row.key === key);
      const now = after.find((row) => row.key === key);
      const from = was ? valueOf(measure, was) : 0;
      const to = now ? valueOf(measure, now) : 0;
      return { label: (now ?? was)?.label ?? key, from, to, delta: to - from };
    });
    const up = args.change === 'up';
    changes.sort((a, b) => (up ? b.delta - a.delta : a.delta - b.delta) || a.label.localeCompare(b.label));
    const [one] = GROUP_NOUN[groupBy];
    const moved = (row: (typeof changes)[number]) =>
      `${row.label}: ${formatMoney(row.from)} in ${first.label}, ${formatMoney(row.to)} in ${second.label} (${row.delta >= 0 ? 'up' : 'down'} ${formatMoney(Math.abs(row.delta))})`;
    const [top] = changes;
    for (const side of [first, second]) sources.push(periodSource(side.period));
    if (!top || (up ? top.delta <= 0 : top.delta >= 0))
      return {
        summary: `No ${one} of ${subject}${where} went ${up ? 'up' : 'down'} from ${first.label} to ${second.label}.`,
        details: capDetails(changes.map(moved), 5),
        figures: {},
        sources,
      };
    return {
      summary: `${top.label} went ${up ? 'up' : 'down'} the most, ${bold(formatMoney(Math.abs(top.delta)))}: ${formatMoney(top.from)} in ${first.label}, ${formatMoney(top.to)} in ${second.label} (${subject}${where}, by ${one}).`,
      details: capDetails(changes.slice(1).map(moved), 5),
      figures: { change_cents: top.delta, before_cents: top.from, after_cents: top.to },
      sources,
    };
  }

  if (args.compare && args.compare.length >= 2) {
    const sides = await Promise.all(
      args.compare.map(async (side) => {
        const [row] = await sumsFor(db, ownerId, measure, side.period, side.filters);
        return {
          side,
          value: row ? valueOf(measure, row) : 0,
          count: row?.count ?? 0,
          income: row?.income ?? 0,
          expenses: row?.expenses ?? 0,
        };
      }),
    );
    for (const { side } of sides) if (side.period.id !== period.id) sources.push(periodSource(side.period));
    const sorted = [...sides].sort((a, b) => b.value - a.value);
    const [high, low] = sorted as [(typeof sides)[number], (typeof sides)[number]];
    const samePeriod = sides.every(({ side }) => side.period.id === period.id);
    const head = `${capitalised(subject)}${where}${samePeriod ? `, ${when}` : ''}`;
    const parts = sides.map(({ side, value }) => `${side.label} ${bold(formatMoney(value))}`);
    const gap = high.value - low.value;
    return {
      summary:
        `${head}: ${joinWords(parts)}. ` +
        (gap === 0
          ? 'They are the same.'
          : `${capitalised(high.side.label)} is ${formatMoney(gap)} higher${percentMore(gap, low.value, low.side.label)}.`),
      // "Home Depot and Lowe's combined": payees, places or categories of one period add up; periods do not.
      // "Sept vs Oct, up or down and by what %": two periods change from the earlier to the later.
      details: [
        // "total income and total expenses for each city": a net is said with what it is made of.
        ...(measure === 'net'
          ? sides.map(
              ({ side, income, expenses }) =>
                `${capitalised(side.label)}: income ${bold(formatMoney(income))} minus expenses ${bold(formatMoney(expenses))}`,
            )
          : []),
        ...(samePeriod && measure !== 'net'
          ? [`Together: ${bold(formatMoney(sides.reduce((sum, { value }) => sum + value, 0)))}`]
          : changeBetween(sides)),
      ],
      figures: Object.fromEntries(sides.map(({ value }, i) => [`side_${i}_cents`, value])),
      sources,
    };
  }

  if (args.single) {
    const kind: Kind = measure === 'income' ? 'income' : 'expense';
    const order = args.order ?? 'desc';
    const rows = await topTransactions(
      db,
      ownerId,
      kind,
      period,
      filters,
      args.latest ? 'latest' : order,
      args.limit ?? 1,
    );
    const noun = filters.category
      ? `${filters.category.name} ${kind}`
      : kind === 'income'
        ? 'income'
        : 'expense';
    const adjective = args.latest
      ? 'latest'
      : order === 'desc'
        ? kind === 'income'
          ? 'largest'
          : 'most expensive'
        : kind === 'income'
          ? 'smallest'
          : 'least expensive';
    if (rows.length === 0)
      return { summary: `No ${subject}${where} were recorded ${when}.`, details: [], figures: {}, sources };
    const describe = (row: (typeof rows)[number]) =>
      `${bold(formatMoney(centsOf(row.amount)))}: ${[row.description, row.payee, row.address].filter(Boolean).join(', ')}, on ${formatDay(row.date)}`;
    const [first] = rows as [(typeof rows)[number]];
    // One payee's biggest bill: what they were paid in all, too ("my total with X, and the biggest?").
    const [all] = filters.vendor ? await sumsFor(db, ownerId, measure, period, filters) : [];
    const totalLine = all
      ? [
          `${capitalised(subject)}${where}, ${when}: ${bold(formatMoney(valueOf(measure, all)))} over ${countOf(all.count, kind === 'income' ? 'income' : 'expense', kind === 'income' ? 'incomes' : 'expenses')}`,
        ]
      : [];
    return {
      summary:
        rows.length === 1
          ? `The ${adjective} ${noun}${where} ${when} was ${describe(first)}.`
          : `The ${rows.length} ${adjective} ${noun}s${where} ${when}:`,
      details: [
        ...(rows.length === 1 ? [] : rows.map((row, i) => `${i + 1}. ${describe(row)}`)),
        ...totalLine,
      ],
      figures: { cents: centsOf(first.amount) },
      sources: [
        ...sources,
        ...rows.map((row) => ({
          type: kind,
          id: row.id,
          label: `${row.date} ${row.payee} ${formatMoney(centsOf(row.amount))}`,
        })),
      ],
    };
  }

  if (args.groupBy) {
    const [one, many] = GROUP_NOUN[args.groupBy];
    let rows = await sumsFor(db, ownerId, measure, period, filters, args.groupBy);
    if (args.onlyLosses) rows = rows.filter((row) => row.net < 0);
    const floor = args.atLeastCents;
    if (floor) rows = rows.filter((row) => valueOf(measure, row) >= floor);
    const reaching = floor ? ` of ${formatMoney(floor)} or more` : '';
    const order = args.order ?? 'desc';
    rows.sort(
      (a, b) =>
        (args.byCount ? (order === 'desc' ? 1 : -1) * (b.count - a.count) : 0) ||
        (order === 'desc' ? 1 : -1) * (valueOf(measure, b) - valueOf(measure, a)) ||
        (args.groupBy === 'month' || args.groupBy === 'quarter'
          ? a.key.localeCompare(b.key)
          : a.label.localeCompare(b.label)),
    );
    if (args.groupBy === 'property')
      for (const row of rows) if (row.key) sources.push({ type: 'property', id: row.key, label: row.label });
    const figures = Object.fromEntries(rows.map((row, i) => [`rank_${i + 1}_cents`, valueOf(measure, row)]));
    if (args.onlyLosses) {
      return {
        summary:
          rows.length === 0
            ? `No ${one}${where} lost money ${when}: income covered expenses everywhere.`
            : `${countOf(rows.length, one, many)}${where} lost money ${when}:`,
        details: capDetails(rows.map((row) => lineOf('net', row))),
        figures,
        sources,
      };
    }
    if (rows.length === 0)
      return {
        summary: floor
          ? `No ${one}${where} reached ${formatMoney(floor)} of ${subject} ${when}.`
          : `No ${subject}${where} were recorded ${when}.`,
        details: [],
        figures,
        sources,
      };
    const highest = order === 'desc' ? 'highest' : 'lowest';
    if (args.limit === 1 && !floor) {
      const [first, second] = rows as [Net, Net | undefined];
      const most = order === 'desc' ? 'the most' : 'the least';
      // "total paid to Kowalczyk, and which building got most of it": the whole, beside its largest part.
      const all: Net = {
        key: '',
        label: 'In all',
        income: rows.reduce((sum, row) => sum + row.income, 0),
        expenses: rows.reduce((sum, row) => sum + row.expenses, 0),
        net: rows.reduce((sum, row) => sum + row.net, 0),
        count: rows.reduce((sum, row) => sum + row.count, 0),
      };
      // "which contractor has done the most jobs": the most transactions, their count said first.
      const counted = args.byCount
        ? `${first.label} had ${order === 'desc' ? 'the most' : 'the fewest'} ${subject}${where} ${when} by count: ${bold(countOf(first.count, measure === 'income' ? 'income' : 'expense'))} (${formatMoney(valueOf(measure, first))}).`
        : undefined;
      return {
        summary:
          counted ??
          `${first.label} had ${most} ${subject}${where} ${when}: ${lineOf(measure, first).slice(first.label.length + 2)}.`,
        details: [
          ...(second ? [`Next: ${lineOf(measure, second)}`] : []),
          ...(second ? [lineOf(measure, all)] : []),
        ],
        figures,
        sources,
      };
    }
    const shown = args.limit ? rows.slice(0, args.limit) : rows;
    return {
      summary: `${capitalised(subject)}${where} by ${one}${reaching} ${when}, ${highest} first${args.limit ? ` (top ${shown.length} of ${rows.length})` : ''}:`,
      details: capDetails(
        shown.map((row, i) => lineOf(measure, row, i + 1)),
        12,
      ),
      figures,
      sources,
    };
  }

  const [row] = await sumsFor(db, ownerId, measure, period, filters);
  const value = row ? valueOf(measure, row) : 0;
  const n = row?.count ?? 0;
  const kind: Kind = measure === 'income' ? 'income' : 'expense';
  if (n === 0)
    return {
      summary: `No ${subject}${where} were recorded ${when}.`,
      details: [],
      figures: { cents: 0 },
      sources,
    };
  const tail =
    measure === 'net'
      ? ` (income ${bold(formatMoney(row?.income ?? 0))} minus expenses ${bold(formatMoney(row?.expenses ?? 0))})`
      : ` over ${countOf(n, kind === 'income' ? 'income' : 'expense', kind === 'income' ? 'incomes' : 'expenses')}`;
  const average = averageOf(args, value, n, kind);
  const usual =
    average && args.average === 'transaction' ? await usualAmount(db, ownerId, kind, period, filters) : {};
  const usualText = [
    // A third of the rows or more: what was usually paid, not a coincidence of two.
    usual.cents !== undefined && (usual.times ?? 0) * 3 >= n
      ? `most often ${bold(formatMoney(usual.cents))} (${usual.times} of ${n})`
      : '',
    usual.latest ? `the latest on ${formatDay(usual.latest)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  // "HOA on bitterbrush and lodgepole", "T12 income and expenses for pronghorn and coalbank": the figure of
  // each property named beside their total.
  const named = new Set((filters.propertyIds ?? []).filter(isUuid));
  const eachNamed =
    named.size >= 2 && named.size <= MAX_NAMED_SPLIT
      ? (await sumsFor(db, ownerId, measure, period, filters, 'property'))
          .filter((row) => named.has(row.key))
          .map((row) => lineOf(measure, row))
      : [];
  const items =
    // "some roof bill?? what was that about": a total of one record says which record it is.
    (args.itemize || n === 1) && measure !== 'net'
      ? await listedTransactions(db, ownerId, kind, period, filters, n)
      : [];
  return {
    summary: `${capitalised(subject)}${where}, ${when}: ${bold(formatMoney(value))}${tail}${average ? `, ${average.text}` : ''}${usualText ? `; ${usualText}` : ''}${items.length ? ':' : '.'}`,
    details: [...eachNamed, ...items],
    figures: { cents: value, count: n, ...(average ? { average_cents: average.cents } : {}) },
    sources: [
      ...sources,
      ...(measure === 'net' ? [] : await transactionSources(db, ownerId, kind, period, filters, n)),
    ],
  };
}

/** Up to this many properties named in one question are each given their own figure. */
const MAX_NAMED_SPLIT = 6;

/** Calendar months from `from` to `to`, both counted: 2026-01-15..2026-11-27 is 11. */
export function monthsSpanned(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/**
 * "avg monthly rent collected in 2025": the total over the months of the period up to today (none for all
 * time, which has no months to count); "average repair bill": over the transactions. Rounded to the cent.
 */
function averageOf(
  args: FinanceQueryArgs,
  cents: number,
  count: number,
  kind: Kind,
): { cents: number; text: string } | undefined {
  if (args.average === 'transaction' && args.measure !== 'net' && count > 0) {
    const each = Math.round(cents / count);
    return { cents: each, text: `an average of ${bold(formatMoney(each))} per ${kind}` };
  }
  if (args.average !== 'month' || args.period.kind === 'all' || !args.today) return undefined;
  const last = args.period.to < args.today ? args.period.to : args.today;
  if (last < args.period.from) return undefined;
  const months = monthsSpanned(args.period.from, last);
  const each = Math.round(cents / months);
  return {
    cents: each,
    text: `an average of ${bold(formatMoney(each))} a month over ${months === 1 ? '1 month' : `${months} months`}`,
  };
}

/**
 * Which of `words` (lower-case stems) appear in the owner's transactions of a kind, in descriptions first
 * and otherwise in payees' names: a filter only then.
 */
export async function wordsInTransactions(
  db: Database,
  ownerId: string,
  kind: Kind,
  words: string[],
): Promise<{ description: string[]; payee: string[] }> {
  const found = { description: [] as string[], payee: [] as string[] };
  const any = (filters: FinanceFilters) => hasTransactions(db, ownerId, kind, filters);
  for (const word of words) {
    if (await any({ words: [word] })) found.description.push(word);
    else if (await any({ payeeWords: [word] })) found.payee.push(word);
  }
  return found;
}

/** The payees (or payers) of the rows that pass the filters in the period, by name, at most four. */
async function payeesOf(
  db: Database,
  ownerId: string,
  kind: Kind,
  period: Period,
  filters: FinanceFilters,
): Promise<string[]> {
  const rows = await groupedSums(db, ownerId, kind, period, filters, 'vendor');
  return rows
    .map((row) => row.label)
    .sort()
    .slice(0, 4);
}

/** Whether any of the owner's transactions of a kind, at any date, pass the filters. */
export async function hasTransactions(
  db: Database,
  ownerId: string,
  kind: Kind,
  filters: FinanceFilters,
): Promise<boolean> {
  const where = conditions(
    kind,
    ownerId,
    { from: '0001-01-01', to: '9999-12-31', kind: 'all', id: 'all', label: 'all time' },
    filters,
  );
  if (!where) return false;
  const table = tableOf(kind);
  const query = db.select({ id: table.id }).from(table);
  const joined = kind === 'expense' ? query.leftJoin(vendors, eq(vendors.id, expenses.vendorId)) : query;
  const [hit] = await joined.where(and(...where)).limit(1);
  return Boolean(hit);
}

/** The first day on the owner's books (their first income or expense): nothing before it is recorded. */
export async function booksStart(db: Database, ownerId: string): Promise<string | undefined> {
  const [income] = await db
    .select({ first: min(incomes.transactionDate) })
    .from(incomes)
    .where(eq(incomes.ownerId, ownerId));
  const [expense] = await db
    .select({ first: min(expenses.transactionDate) })
    .from(expenses)
    .where(eq(expenses.ownerId, ownerId));
  return [income?.first, expense?.first].filter((day): day is string => Boolean(day)).sort()[0];
}

/** The category names the owner recorded that are `category` ("Property Tax" for Taxes), itself included. */
export async function recordedCategoryNames(
  db: Database,
  ownerId: string,
  category: { name: string; kind: Kind },
): Promise<string[]> {
  const table = tableOf(category.kind);
  const rows = await db
    .selectDistinct({ category: table.category })
    .from(table)
    .where(eq(table.ownerId, ownerId));
  const names = rows
    .map((row) => row.category?.trim() || 'Other')
    .filter((name) => recordedAs(name, category.name));
  return [...new Set([category.name, ...names])];
}
