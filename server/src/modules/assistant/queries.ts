import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { addDays } from '@astor/contract/calendar-date';
import { propertyAddresses } from './assistant.repository.js';
import { joinWords } from './format.js';
import { findCategories, isWordOfCategoryName } from '../../nlu/categories.js';
import {
  findDocumentType,
  findPropertyKind,
  resolvePropertyText,
  resolveTenantText,
  type MaintenanceStatusFilter,
} from '../../nlu/entities.js';
import { stemOf } from '../../nlu/content-words.js';
import { findPlaceMentions } from '../../nlu/places.js';
import { findVendorMention, tradePersonStem } from '../../nlu/vendors.js';
import type { GroupBy, Order } from '../../nlu/finance-shape.js';
import {
  ALL_TIME,
  findPeriod,
  formatDay,
  rangePeriod,
  thisMonth,
  yearToDate,
  type Direction,
  type Period,
} from '../../nlu/periods.js';
import type { OwnerData } from '../../nlu/understand.js';
import { tokenize } from '../../nlu/text.js';
import { speller } from '../../nlu/vocabulary.js';
import { digest } from './tools/digest.js';
import { findDocuments } from './tools/find-documents.js';
import { findProperties } from './tools/find-properties.js';
import { findTenants } from './tools/find-tenants.js';
import {
  booksStart,
  financeQuery,
  hasTransactions,
  recordedCategoryNames,
  wordsInTransactions,
  type FinanceFilters,
} from './tools/finance-query.js';
import { financeSummary, type FinanceMeasure } from './tools/finance-summary.js';
import { lateRent } from './tools/late-rent.js';
import { leasesEnding } from './tools/leases-ending.js';
import { maintenanceRequests } from './tools/maintenance-requests.js';
import { portfolioSummary } from './tools/portfolio-summary.js';
import { rentPayments } from './tools/rent-payments.js';
import { rentRoll } from './tools/rent-roll.js';
import type { RentLimit } from '../../nlu/rent-limit.js';
import { unpaidInvoices } from './tools/unpaid-invoices.js';
import type { ToolResult } from './tools/tool.js';
import { upcomingEvents } from './tools/upcoming-events.js';

/**
 * A question, resolved: which tool answers it and with what (ids of the owner's own records, a period,
 * a category). The offline engine builds it from the words; the LLM path builds it from function-call
 * arguments. Either way, the figures come from the tools.
 */

export const TOOL_NAMES = [
  'portfolio_summary',
  'find_properties',
  'rent_roll',
  'find_tenants',
  'leases_ending',
  'late_rent',
  'finance_summary',
  'maintenance_requests',
  'upcoming_events',
  'find_documents',
  'rent_payments',
  'unpaid_invoices',
  'digest',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export type Query = {
  tool: ToolName;
  measure?: FinanceMeasure;
  period?: Period;
  propertyIds: string[];
  tenantIds: string[];
  category?: { name: string; kind: 'income' | 'expense'; bookedAs?: string };
  /** Categories left out ("income besides rent", "leave out taxes, insurance and HOA"). */
  exceptCategories?: { name: string; kind: 'income' | 'expense' }[];
  maintenanceStatus?: MaintenanceStatusFilter;
  emergencyOnly?: boolean;
  propertyKind?: 'residential' | 'commercial';
  propertyType?: string;
  /**
   * Properties: only those with no lease in force today ("anything sitting empty?"); with a period, those
   * that stood without a lease for part of it ("did any place sit empty this year?").
   */
  vacant?: boolean;
  /** Rent roll: tenants left out ("not counting the pottery studio"). */
  exceptTenantIds?: string[];
  documentType?: string;
  // Money questions beyond a measure, period, property and category (tools/finance-query.ts).
  /** The question's own words name the measure ("income", "spent"), not only the classifier. */
  measureNamed?: boolean;
  /** A payee (expenses) or payer (incomes) by name. */
  vendor?: string;
  /** Words that may name what was paid for; those found in the owner's records become a filter. */
  words?: string[];
  /** Of `words`, those the question is about ("spend on gutters"): found nowhere, the answer says so. */
  namedWords?: string[];
  /** The words are alternatives ("snow: plowing, shoveling, salt, all of it"): a row needs one of them. */
  anyWord?: boolean;
  /** One transaction's exact amount, in cents ("which property was the $437.80 in October for?"). */
  amountCents?: number;
  /** A city or state: the properties there. */
  place?: { label: string; propertyIds: string[] };
  groupBy?: GroupBy;
  order?: Order;
  limit?: number;
  single?: boolean;
  /** The single transaction is the latest, not the largest ("what are the dues now"). */
  latest?: boolean;
  /** Documents: the properties with none of the type ("which properties don't have insurance on file"). */
  lacking?: boolean;
  /** Rent payments: every one listed in order, not the latest ("her full payment history"). */
  history?: boolean;
  /** Maintenance: one request, the most recent or the oldest ("the oldest request still open"). */
  pick?: 'newest' | 'oldest';
  /** The transactions listed beside their total ("list the repairs this year"). */
  itemize?: boolean;
  /** One side of a share or multiple ("expenses as a percentage of income"): a total from the typed query. */
  ratioSide?: boolean;
  onlyLosses?: boolean;
  /** Only the groups that reach this sum, in cents ("contractors paid $600 or more"). */
  atLeastCents?: number;
  /** Rent roll: only the leases whose monthly rent is past this bound ("anybody paying more than 1500"). */
  rentLimit?: RentLimit;
  /** Groups ranked by their number of transactions ("which contractor has done the most jobs"). */
  byCount?: boolean;
  /** Groups of two periods ranked by how much they went up or down ("which category went up the most"). */
  change?: 'up' | 'down';
  /** An average beside the total: per month of the period, or per transaction. */
  average?: 'month' | 'transaction';
  /** Leases ending: the period is "soon" (30 days); when none ends then, the next 90 days are said too. */
  soon?: boolean;
  /** Rent roll: the leases' security deposits instead of their rent. */
  deposits?: boolean;
  /** Late rent: this month's rent only ("who hasn't paid this month?"). */
  thisMonth?: boolean;
  /** "who's all paid up for november?": who paid this month's rent in full, named. */
  namePaid?: boolean;
  /** Late rent: the rent of the period paid after its grace period ("did anybody pay late?"). */
  paidLate?: boolean;
  /** Late rent paid late, counted by tenant, most often first ("who's been late the most this year?"). */
  mostOften?: boolean;
  /** Tenants: only those whose lease starts after today ("anyone signed up to move in?"). */
  movingIn?: boolean;
  /** Tenants: the last one whose lease ended, at each property ("who was the last tenant there?"). */
  movedOut?: boolean;
  /** Tenants who moved in (lease begun) or out (lease ended) in the query's period, by today. */
  turnover?: 'in' | 'out';
  /** Tenants in force today by how long they have rented: the longest first, or the newest first. */
  tenure?: 'longest' | 'newest';
  /** Sides set against each other: places, properties or periods. */
  compare?: {
    label: string;
    propertyIds?: string[];
    period?: Period;
    /** "pet fees and parking, what has each brought in": one side per category. */
    category?: { name: string; kind: 'income' | 'expense' };
    /** "Home Depot vs Lowe's": one side per payee. */
    vendor?: string;
    /** "repairs vs capital improvements": a side of words of the description or the owner's category. */
    words?: string[];
  }[];
};

/** A money question only the typed query answers (anything beyond a measure, period, property, category). */
const needsFinanceQuery = (query: Query): boolean =>
  !query.period ||
  query.propertyIds.length > 1 ||
  Boolean(
    query.vendor ||
    query.exceptCategories?.length ||
    query.words?.length ||
    query.place ||
    query.groupBy ||
    query.single ||
    query.itemize ||
    query.ratioSide ||
    query.onlyLosses ||
    query.average ||
    query.compare?.length,
  );

/**
 * The words of a question found in the owner's records: a filter (descriptions first, else payees' names);
 * a trade word found nowhere keeps its category.
 */
async function resolveWords(
  db: Database,
  ownerId: string,
  query: Query,
): Promise<{ words: string[]; payeeWords: string[]; category: Query['category'] }> {
  const typed = query.words ?? [];
  if (typed.length === 0) return { words: [], payeeWords: [], category: query.category };
  const kind = query.measure === 'income' ? 'income' : 'expense';
  // "what did we pay the plumber": who does the work is read in payees' names first ("Bayfront Plumbing").
  const people = typed.flatMap((word) => {
    const stem = tradePersonStem(word);
    return stem ? [stem] : [];
  });
  const paidPeople: string[] = [];
  for (const stem of people)
    if (await hasTransactions(db, ownerId, kind, { payeeWords: [stem] })) paidPeople.push(stem);
  const others = typed.filter((word) => !paidPeople.includes(tradePersonStem(word) ?? ''));
  const stems = new Map(others.map((word) => [tradePersonStem(word) ?? stemOf(word), word] as const));
  const described = await wordsInTransactions(db, ownerId, kind, [...stems.keys()]);
  const found = { description: described.description, payee: [...paidPeople, ...described.payee] };
  // "plumbing" or "pest control" read as a category, and found in the records: the words are the filter.
  const named = findCategories(typed.map((word) => word.toLowerCase()));
  // "snow removal": a word of the category's name ("snow") found in the records is the filter too.
  const fromWords =
    found.description.length + found.payee.length > 0 &&
    (named.some((match) => match.category === query.category?.name) ||
      typed.some((word) => query.category !== undefined && isWordOfCategoryName(word, query.category.name)));
  // "water and trash at the duplex": a utility's name is its bill, not the water heater a repair mentions;
  // the category stays when its own rows have the words.
  const category = query.category;
  const utilityBill =
    fromWords &&
    category?.name === 'Utilities' &&
    named.every((match) => match.category === 'Utilities') &&
    (await hasTransactions(db, ownerId, kind, {
      words: found.description,
      ...(query.anyWord ? { anyWord: true } : {}),
      category: { ...category, recordedAs: await recordedCategoryNames(db, ownerId, category) },
    }));
  return {
    words: found.description,
    payeeWords: found.payee,
    category: fromWords && !utilityBill ? undefined : category,
  };
}

/**
 * The owner's names for a category ("Repairs & maint" is Repairs); asked as booked ("booked under HVAC"),
 * only the name the books use, when they use it.
 */
async function bookedCategory(
  db: Database,
  ownerId: string,
  category: NonNullable<Query['category']>,
): Promise<NonNullable<FinanceFilters['category']>> {
  const names = await recordedCategoryNames(db, ownerId, category);
  const typed = category.bookedAs?.toLowerCase();
  const [exact] = typed ? names.filter((name) => name.toLowerCase() === typed) : [];
  return exact
    ? { name: exact, kind: category.kind, recordedAs: [exact] }
    : { name: category.name, kind: category.kind, recordedAs: names };
}

/**
 * The categories left out, as one filter: those of the side of the books measured (income or expenses),
 * every name the owner recorded for them.
 */
async function exceptFilter(
  db: Database,
  ownerId: string,
  left: { name: string; kind: 'income' | 'expense' }[],
  measure: FinanceMeasure,
): Promise<Pick<FinanceFilters, 'except'>> {
  const [first] = left;
  if (!first) return {};
  const kind = measure === 'income' ? 'income' : measure === 'expenses' ? 'expense' : first.kind;
  const same = left.filter((category) => category.kind === kind);
  if (same.length === 0) return {};
  const recorded = await Promise.all(same.map((category) => recordedCategoryNames(db, ownerId, category)));
  return {
    except: {
      name: joinWords(same.map((category) => category.name)),
      kind,
      recordedAs: [...new Set(recorded.flat())],
    },
  };
}

/** The filters for one side of a comparison by place or property: its properties instead of the question's. */
function withoutPlace(filters: FinanceFilters, propertyIds: string[]): FinanceFilters {
  const { where: _where, ...rest } = filters;
  return { ...rest, propertyIds };
}

/**
 * "What did I spend on repairs in 2024?" when the books start in 2025: not a zero, but nothing on record.
 * A side of a comparison before the books is left out and said so.
 */
async function withinTheBooks(
  db: Database,
  ownerId: string,
  query: Query,
  answer: (query: Query) => Promise<ToolResult>,
): Promise<ToolResult> {
  const dated = [query.period, ...(query.compare ?? []).map((side) => side.period)].filter(
    (period): period is Period => period !== undefined && period.kind !== 'all',
  );
  const start = dated.length ? await booksStart(db, ownerId) : undefined;
  const beforeBooks = (period: Period | undefined) =>
    start !== undefined && period !== undefined && period.kind !== 'all' && period.to < start;
  const sidesBefore = (query.compare ?? []).filter((side) => beforeBooks(side.period));
  if (start && (sidesBefore.length || (!query.compare && beforeBooks(query.period)))) {
    const note = `I can't tell that from your records for ${joinWords(
      (sidesBefore.length ? sidesBefore.map((side) => side.label) : [query.period?.label ?? '']).filter(
        Boolean,
      ),
    )}: they start on ${formatDay(start)}.`;
    const kept = (query.compare ?? []).filter((side) => !beforeBooks(side.period));
    if (!kept.length) return { summary: note, details: [], figures: {}, sources: [] };
    const [only] = kept;
    const rest: Query = { ...query };
    delete rest.compare;
    if (kept.length > 1) rest.compare = kept;
    else if (only?.period) rest.period = only.period;
    const answered = await answer(rest);
    return { ...answered, summary: `${answered.summary} ${note}` };
  }
  return answer(query);
}

async function runFinanceQuery(
  db: Database,
  ownerId: string,
  today: string,
  query: Query,
): Promise<ToolResult> {
  // A category says which side of the books ("how much did repairs cost" is an expense question); a
  // payee or the words of a description, asked as net, are what was paid.
  const asked = query.measure ?? 'net';
  const totalOnly = !query.groupBy && !query.onlyLosses && !query.compare;
  let measure: FinanceMeasure = query.category
    ? query.category.kind === 'income'
      ? 'income'
      : 'expenses'
    : asked === 'net' && (query.vendor || query.words?.length) && totalOnly
      ? 'expenses'
      : asked;
  // "how much did Greenbriar charge me": a payee paid, though the guess said income.
  if (
    query.vendor &&
    measure === 'income' &&
    !query.measureNamed &&
    !query.category &&
    !(await hasTransactions(db, ownerId, 'income', { vendor: query.vendor })) &&
    (await hasTransactions(db, ownerId, 'expense', { vendor: query.vendor }))
  )
    measure = 'expenses';
  // "the HVAC category": the books' own name, not a word to look for in descriptions or payees.
  const booked = query.category?.bookedAs;
  let resolved = await resolveWords(db, ownerId, {
    ...query,
    measure,
    ...(booked && query.words
      ? { words: query.words.filter((word) => !booked.split(' ').includes(word)) }
      : {}),
  });
  // "electrical work this year, how much": words only expenses describe, with no word saying income, ask
  // what was spent on them.
  if (
    measure === 'income' &&
    !query.measureNamed &&
    !query.category &&
    query.words?.length &&
    resolved.words.length + resolved.payeeWords.length === 0
  ) {
    const asSpent = await resolveWords(db, ownerId, { ...query, measure: 'expenses' });
    if (asSpent.words.length + asSpent.payeeWords.length > 0) {
      measure = 'expenses';
      resolved = asSpent;
    }
  }
  const { words, payeeWords, category } = resolved;
  /** A stem as the question typed it ("plumb" → "plumber"), for the answer to say. */
  const typedAs = (stem: string) =>
    query.words?.find((word) => (tradePersonStem(word) ?? stemOf(word)) === stem) ?? stem;
  // A word the question is about that no record has, and no category answers, is not dropped.
  const missing = (query.namedWords ?? []).filter(
    (word) =>
      !words.includes(stemOf(word)) &&
      !payeeWords.includes(stemOf(word)) &&
      findCategories([word]).length === 0,
  );
  if (missing.length) {
    const kind = measure === 'income' ? 'income' : 'expense';
    return {
      summary: `No ${kind === 'income' ? 'income' : 'expense'} in your records mentions "${missing.join(' ')}" (I looked in descriptions and payees), so I have no figure for it.`,
      details: [],
      figures: {},
      sources: [],
    };
  }
  // No period named: losses are this year's; any other total is all time. The answer says so.
  const period = query.period ?? (query.onlyLosses ? yearToDate(today) : ALL_TIME);
  const propertyIds = query.place?.propertyIds ?? (query.propertyIds.length ? query.propertyIds : undefined);
  const owner = query.place
    ? `in ${query.place.label}`
    : query.propertyIds.length
      ? `at ${joinWords(await propertyAddresses(db, ownerId, query.propertyIds))}`
      : undefined;
  const filters: FinanceFilters = {
    ...(propertyIds ? { propertyIds } : {}),
    ...(owner ? { where: owner } : {}),
    ...(category ? { category: await bookedCategory(db, ownerId, category) } : {}),
    ...(await exceptFilter(db, ownerId, query.exceptCategories ?? [], measure)),
    ...(query.vendor ? { vendor: query.vendor } : {}),
    ...(words.length ? { words: words.map(typedAs) } : {}),
    ...(payeeWords.length ? { payeeWords: payeeWords.map(typedAs) } : {}),
    ...(query.anyWord && words.length + payeeWords.length > 1 ? { anyWord: true } : {}),
    ...(query.amountCents ? { amountCents: query.amountCents } : {}),
  };
  // The filters read stems, so "plumbing" finds "Plumber" too.
  const { words: _typed, payeeWords: _typedPayees, ...rest } = filters;
  const sqlFilters: FinanceFilters = {
    ...rest,
    ...(words.length ? { words } : {}),
    ...(payeeWords.length ? { payeeWords } : {}),
  };
  const compare = await Promise.all(
    (query.compare ?? []).map(async (side) => ({
      ...side,
      label:
        side.label ||
        joinWords(await propertyAddresses(db, ownerId, side.propertyIds ?? [])) ||
        'No property',
    })),
  );
  return financeQuery(db, ownerId, {
    measure,
    period,
    ...(query.period ? {} : { periodDefaulted: true }),
    filters: sqlFilters,
    display: filters,
    ...(query.groupBy ? { groupBy: query.groupBy } : {}),
    ...(query.order ? { order: query.order } : {}),
    ...(query.limit ? { limit: query.limit } : {}),
    ...(query.single ? { single: true } : {}),
    ...(query.latest ? { latest: true } : {}),
    ...(query.itemize ? { itemize: true } : {}),
    ...(query.onlyLosses ? { onlyLosses: true } : {}),
    ...(query.atLeastCents && query.groupBy ? { atLeastCents: query.atLeastCents } : {}),
    ...(query.byCount && query.groupBy ? { byCount: true } : {}),
    ...(query.change && query.groupBy ? { change: query.change } : {}),
    ...(query.average ? { average: query.average, today } : {}),
    ...(compare.length
      ? {
          compare: await Promise.all(
            compare.map(async (side) => {
              const placed = side.propertyIds ? withoutPlace(sqlFilters, side.propertyIds) : sqlFilters;
              return {
                label: side.label,
                period: side.period ?? period,
                filters: {
                  ...placed,
                  ...(side.vendor ? { vendor: side.vendor } : {}),
                  ...(side.words
                    ? { words: side.words.map((word) => tradePersonStem(word) ?? stemOf(word)) }
                    : {}),
                  ...(side.category
                    ? {
                        category: {
                          ...side.category,
                          recordedAs: await recordedCategoryNames(db, ownerId, side.category),
                        },
                      }
                    : {}),
                },
              };
            }),
          ),
        }
      : {}),
  });
}

/** How far ahead "upcoming" looks when no period is named. */
export const LEASES_ENDING_DEFAULT_DAYS = 90;
export const CALENDAR_DEFAULT_DAYS = 14;

const FUTURE_TOOLS = new Set<ToolName>(['upcoming_events']);

export function defaultPeriodFor(tool: ToolName, today: string): Period {
  if (tool === 'leases_ending')
    return rangePeriod(
      today,
      addDays(today, LEASES_ENDING_DEFAULT_DAYS),
      `the next ${LEASES_ENDING_DEFAULT_DAYS} days`,
    );
  if (tool === 'upcoming_events')
    return rangePeriod(
      today,
      addDays(today, CALENDAR_DEFAULT_DAYS),
      `the next ${CALENDAR_DEFAULT_DAYS} days`,
    );
  return thisMonth(today);
}

/** Calendars are read at most 400 days at a time (the calendar API's limit). */
function capPeriod(period: Period): Period {
  const limit = addDays(period.from, 400);
  return period.to > limit ? rangePeriod(period.from, limit) : period;
}

export async function runQuery(
  db: Database,
  ownerId: string,
  today: string,
  query: Query,
): Promise<ToolResult> {
  // "all time" on a calendar means no window was really asked: the default one.
  const period =
    query.period && !(query.period.kind === 'all' && FUTURE_TOOLS.has(query.tool))
      ? query.period
      : defaultPeriodFor(query.tool, today);
  // A city or state named ("open requests in Burlington") is its properties, for every tool but money's
  // (which says the place in its answer).
  const propertyIds = query.propertyIds.length
    ? query.propertyIds
    : query.place && query.tool !== 'finance_summary'
      ? query.place.propertyIds
      : undefined;
  const tenantIds = query.tenantIds.length ? query.tenantIds : undefined;
  switch (query.tool) {
    case 'portfolio_summary':
      return portfolioSummary(db, ownerId, { today });
    case 'find_properties':
      return findProperties(db, ownerId, {
        today,
        ...(propertyIds ? { propertyIds } : {}),
        ...(query.propertyKind ? { kind: query.propertyKind } : {}),
        ...(query.propertyType ? { propertyType: query.propertyType } : {}),
        ...(query.vacant ? { vacant: true } : {}),
        ...(query.vacant && query.period ? { vacantDuring: query.period } : {}),
      });
    case 'rent_roll':
      return rentRoll(db, ownerId, {
        today,
        ...(tenantIds ? { tenantIds } : {}),
        ...(query.exceptTenantIds ? { exceptTenantIds: query.exceptTenantIds } : {}),
        ...(query.propertyKind ? { kind: query.propertyKind } : {}),
        ...(query.deposits ? { deposits: true } : {}),
        ...(propertyIds ? { propertyIds } : {}),
        ...(query.place && !query.propertyIds.length ? { placeLabel: query.place.label } : {}),
        ...(query.order ? { order: query.order } : {}),
        ...(query.limit ? { limit: query.limit } : {}),
        ...(query.rentLimit ? { rentLimit: query.rentLimit } : {}),
      });
    case 'find_tenants':
      return findTenants(db, ownerId, {
        today,
        ...(query.movingIn ? { movingIn: true } : {}),
        ...(query.movedOut ? { movedOut: true } : {}),
        ...(query.tenure ? { tenure: query.tenure } : {}),
        ...(query.turnover && query.period
          ? { turnover: { way: query.turnover, period: query.period } }
          : {}),
        ...(tenantIds ? { tenantIds } : {}),
        ...(propertyIds ? { propertyIds } : {}),
      });
    case 'leases_ending': {
      const ending = await leasesEnding(db, ownerId, {
        period,
        today,
        ...(propertyIds ? { propertyIds } : {}),
      });
      if (!query.soon || ending.figures.leases !== 0) return ending;
      // Nothing in the next 30 days: the next ones, said as such.
      const later = await leasesEnding(db, ownerId, {
        period: defaultPeriodFor('leases_ending', today),
        today,
        ...(propertyIds ? { propertyIds } : {}),
      });
      return { ...later, summary: `${ending.summary} ${later.summary}` };
    }
    case 'late_rent':
      return lateRent(db, ownerId, {
        today,
        ...(query.thisMonth ? { thisMonth: true } : {}),
        ...(query.namePaid ? { namePaid: true } : {}),
        ...(query.paidLate
          ? { paidLate: query.period ?? (query.mostOften ? ALL_TIME : thisMonth(today)) }
          : {}),
        ...(query.mostOften ? { mostOften: true } : {}),
        ...(propertyIds ? { propertyIds } : {}),
        ...(tenantIds ? { tenantIds } : {}),
      });
    case 'finance_summary':
      return withinTheBooks(db, ownerId, query, (asked) =>
        needsFinanceQuery(asked)
          ? runFinanceQuery(db, ownerId, today, asked)
          : financeSummary(db, ownerId, {
              measure: asked.measure ?? 'net',
              period: asked.period ?? period,
              ...(propertyIds?.[0] ? { propertyId: propertyIds[0] } : {}),
              ...(asked.category ? { category: asked.category } : {}),
            }),
      );
    case 'maintenance_requests':
      return maintenanceRequests(db, ownerId, {
        ...(query.maintenanceStatus ? { status: query.maintenanceStatus } : {}),
        ...(propertyIds ? { propertyIds } : {}),
        ...(query.emergencyOnly ? { emergencyOnly: true } : {}),
        ...(query.period ? { reportedIn: query.period } : {}),
        ...(query.words?.length ? { words: query.words } : {}),
        ...(query.pick ? { pick: query.pick } : {}),
        ...(query.groupBy === 'property' ? { byProperty: query.order ?? 'desc' } : {}),
      });
    case 'upcoming_events':
      return upcomingEvents(db, ownerId, {
        period: capPeriod(period),
        ...(propertyIds ? { propertyIds } : {}),
      });
    case 'rent_payments':
      return rentPayments(db, ownerId, {
        today,
        ...(query.period ? { period: query.period } : {}),
        ...(query.history ? { history: true } : {}),
        tenantIds: query.tenantIds,
        ...(propertyIds ? { propertyIds } : {}),
      });
    case 'unpaid_invoices':
      return unpaidInvoices(db, ownerId, { today });
    case 'digest':
      return digest(db, ownerId, {
        today,
        ...(propertyIds ? { propertyIds } : {}),
        ...(query.place && !query.propertyIds.length ? { label: query.place.label } : {}),
      });
    case 'find_documents':
      return findDocuments(db, ownerId, {
        ...(query.documentType ? { documentType: query.documentType } : {}),
        ...(propertyIds ? { propertyIds } : {}),
        ...(query.lacking ? { lacking: true } : {}),
      });
  }
}

// ---- the tools as an LLM sees them (function calling)

const text = (description: string) => z.string().max(200).optional().describe(description);
const PERIOD = text(
  "A period in plain words, e.g. 'this month', 'last month', 'March 2026', 'Q3', 'last quarter', 'this year', 'YTD', 'last 90 days', '2026-03'.",
);
const PROPERTY = text(
  "A property's address or part of it, as the user said it, e.g. '12 Elm St' or 'elm street'.",
);
const TENANT = text("A tenant's name, first, last or both.");

export const LOOSE_ARGUMENT_SCHEMAS = {
  portfolio_summary: z.object({}),
  find_properties: z.object({
    property: PROPERTY,
    property_type: text("'residential', 'commercial', or a type such as 'Condo' or 'Single Family'."),
    vacant: z
      .boolean()
      .optional()
      .describe(
        "Only properties with no lease in force today ('anything sitting empty?'); with a period, the days each stood without a lease in it ('did any place sit empty this year?').",
      ),
    period: PERIOD,
  }),
  rent_roll: z.object({
    property: PROPERTY,
    order: z.enum(['desc', 'asc']).optional().describe("'asc' for the lowest rent first."),
    limit: z.number().int().min(1).max(50).optional(),
    tenant: TENANT,
    deposits: z
      .boolean()
      .optional()
      .describe("The leases' security deposits instead of their rent ('what's the deposit on 12 Elm?')."),
    rent_above: z
      .number()
      .positive()
      .optional()
      .describe(
        "Only leases whose monthly rent is more than this, in dollars ('anybody paying over 1500?').",
      ),
    rent_below: z
      .number()
      .positive()
      .optional()
      .describe("Only leases whose monthly rent is less than this, in dollars ('rents under $1,000')."),
  }),
  find_tenants: z.object({
    tenant: TENANT,
    property: PROPERTY,
    moving_in: z
      .boolean()
      .optional()
      .describe("Only tenants whose lease starts after today ('anyone signed up to move in at 12 Elm?')."),
    moved_out: z
      .boolean()
      .optional()
      .describe("The last tenant whose lease ended at the property ('who was the last tenant at 12 Elm?')."),
    moved_during: z
      .enum(['in', 'out'])
      .optional()
      .describe(
        "With a period: the tenants whose lease began ('in') or ended ('out') in it ('who moved in this year?').",
      ),
    tenure: z
      .enum(['longest', 'newest'])
      .optional()
      .describe(
        "Current tenants by how long they have rented: 'longest' first ('who has been with me the longest?') or 'newest' first.",
      ),
    period: PERIOD,
  }),
  leases_ending: z.object({ period: PERIOD, property: PROPERTY }),
  late_rent: z.object({
    tenant: TENANT,
    property: PROPERTY,
    this_month: z
      .boolean()
      .optional()
      .describe(
        "This month's rent against this month's payments ('who hasn't paid this month?'), not every balance.",
      ),
    paid_late: z
      .boolean()
      .optional()
      .describe(
        "The rent due in the period that was paid after its grace period ('did anybody pay late in October?'); the period defaults to this month.",
      ),
    most_often: z
      .boolean()
      .optional()
      .describe(
        "With paid_late: who was late most often, times late counted by tenant ('who's been late the most this year?'); the period defaults to all time.",
      ),
    period: PERIOD,
  }),
  finance_summary: z.object({
    measure: z
      .enum(['income', 'expenses', 'net'])
      .describe('Income, expenses, or net (income minus expenses).'),
    period: text(
      "A period in plain words, e.g. 'this month', 'last month', 'Q3', 'this year', 'YTD', '2025', 'all time'. Omit when the user named none: totals are then all time, losses this year.",
    ),
    property: PROPERTY,
    place: text("A city or state of the user's properties, e.g. 'Austin' or 'Texas'."),
    category: text(
      "An income or expense category, e.g. 'Repairs', 'Insurance', 'Utilities', 'Rent', 'Late fees'.",
    ),
    except_category: text(
      "Categories to leave out, comma-separated, e.g. 'Rent' for 'income besides rent', 'Repairs' for 'expenses other than repairs', 'Taxes, Insurance, HOA' for 'leave out taxes insurance and hoa'.",
    ),
    vendor: text("A vendor or payee, as the user said it, e.g. 'Mile High HVAC'."),
    words: text(
      "Words of the transactions' descriptions the user asked about, e.g. 'plumbing' or 'water heater'.",
    ),
    any_word: z
      .boolean()
      .optional()
      .describe(
        "The words are alternatives and a transaction needs only one ('snow: plowing, shoveling, salt, all of it'); otherwise it needs all.",
      ),
    group_by: z.enum(['property', 'city', 'category', 'vendor', 'month', 'quarter']).optional(),
    order: z
      .enum(['desc', 'asc'])
      .optional()
      .describe("'desc' for most/highest/top, 'asc' for least/lowest."),
    limit: z.number().int().min(1).max(50).optional().describe('How many groups or transactions ("top 3").'),
    single: z.boolean().optional().describe('The single largest (or smallest) transaction, not a total.'),
    latest: z
      .boolean()
      .optional()
      .describe('With single: the latest transaction by date, not the largest ("what are the dues now").'),
    itemize: z
      .boolean()
      .optional()
      .describe('List the transactions themselves beside their total ("list the repairs this year").'),
    average: z
      .enum(['month', 'transaction'])
      .optional()
      .describe(
        "An average beside the total: 'month' per month of the period ('avg monthly rent collected in 2025'), 'transaction' per row ('average repair bill').",
      ),
    only_losses: z
      .boolean()
      .optional()
      .describe('Only groups whose net is below zero ("which property lost money").'),
    amount: z
      .number()
      .positive()
      .max(1_000_000_000)
      .optional()
      .describe(
        'The exact dollar amount of one transaction asked about ("which property was the $437.80 in October for?"); its rows are listed with their category.',
      ),
    at_least: z
      .number()
      .positive()
      .max(1_000_000_000)
      .optional()
      .describe(
        'With group_by: only groups whose total reaches this many dollars ("vendors paid $600 or more").',
      ),
    compare: z
      .array(z.string().max(200))
      .max(6)
      .optional()
      .describe(
        "Two or more places, properties or periods to set against each other, e.g. ['Austin', 'Denver'] or ['this year', 'last year'].",
      ),
  }),
  rent_payments: z.object({ tenant: TENANT, property: PROPERTY }),
  unpaid_invoices: z.object({}),
  digest: z.object({ property: PROPERTY }),
  maintenance_requests: z.object({
    status: z.enum(['open', 'Pending', 'In Progress', 'Completed', 'all']).optional(),
    property: PROPERTY,
    emergency_only: z.boolean().optional(),
    by_property: z
      .enum(['desc', 'asc'])
      .optional()
      .describe(
        'Rank the properties by how many requests each has had ("which property has the most requests").',
      ),
  }),
  upcoming_events: z.object({ period: PERIOD, property: PROPERTY }),
  find_documents: z.object({
    document_type: text("'Lease', 'Contract', 'Invoice', 'Legal', 'Other' or a custom type."),
    property: PROPERTY,
  }),
} satisfies Record<ToolName, z.ZodType>;

export const TOOL_DESCRIPTIONS: Record<ToolName, string> = {
  portfolio_summary:
    "Overview of the user's portfolio: property, tenant and lease counts, monthly rent, this month's income, expenses and net, late rent, maintenance.",
  find_properties:
    'Properties by address or type (residential, commercial, condo…), with rent, type, rooms, HOA and purchase.',
  rent_roll:
    'Leases in force today with their monthly rent (or their security deposits), in total, for one property or tenant.',
  find_tenants: 'Tenants by name or property: contact details, property and current lease.',
  leases_ending: 'Active leases ending within a period (default: the next 90 days).',
  late_rent:
    "Who is late on rent and what is owed (rent unpaid past its grace period, by lease), and the rent received this month, from the rent ledger; or, with this_month, who hasn't paid this month's rent; or, with paid_late, whose rent of a period came in after its grace period.",
  finance_summary:
    'Income, expenses or net: filtered by period, property, city or state, category, vendor and description words; optionally grouped (by property, city, category, vendor, month), ranked (order, limit), the single largest transaction, only losses, or compared across places, properties, periods or payees.',
  maintenance_requests: 'Maintenance requests by status (default: open) and property.',
  upcoming_events:
    'Calendar items for a period (default: the next 14 days): rent due, lease ends, renewals, maintenance, compliance.',
  find_documents: 'Documents in the vault by type and property.',
  rent_payments:
    "A tenant's rent payments from the rent ledger: the last one, recent history, what is owed today.",
  unpaid_invoices: 'Unpaid vendor invoices recorded in Astor, overdue first, with the total owed.',
  digest:
    "How things stand at the properties named (tenants and rent, this month's rent still owed, open maintenance, leases ending soon, properties standing empty), or, with no property, what needs the owner's attention across the portfolio.",
};

export type LooseArguments = {
  deposits?: boolean | undefined;
  rent_above?: number | undefined;
  rent_below?: number | undefined;
  this_month?: boolean | undefined;
  paid_late?: boolean | undefined;
  most_often?: boolean | undefined;
  moving_in?: boolean | undefined;
  moved_out?: boolean | undefined;
  moved_during?: 'in' | 'out' | undefined;
  tenure?: 'longest' | 'newest' | undefined;
  vacant?: boolean | undefined;
  place?: string | undefined;
  vendor?: string | undefined;
  words?: string | undefined;
  any_word?: boolean | undefined;
  group_by?: GroupBy | undefined;
  order?: Order | undefined;
  limit?: number | undefined;
  single?: boolean | undefined;
  itemize?: boolean | undefined;
  latest?: boolean | undefined;
  only_losses?: boolean | undefined;
  at_least?: number | undefined;
  amount?: number | undefined;
  average?: 'month' | 'transaction' | undefined;
  compare?: string[] | undefined;
  property?: string | undefined;
  property_type?: string | undefined;
  tenant?: string | undefined;
  period?: string | undefined;
  measure?: FinanceMeasure | undefined;
  category?: string | undefined;
  except_category?: string | undefined;
  status?: MaintenanceStatusFilter | undefined;
  emergency_only?: boolean | undefined;
  by_property?: 'desc' | 'asc' | undefined;
  document_type?: string | undefined;
};

/** A period in plain words, read like a question's. */
export function parsePeriodText(value: string, today: string, direction: Direction): Period | undefined {
  const words = tokenize(value).map((word) => speller.correct(word));
  return findPeriod(words, today, direction)?.period;
}

/** Function-call arguments resolved against the owner's records; a name that matches nothing is an answer. */
export function queryFromArguments(
  tool: ToolName,
  args: LooseArguments,
  owner: OwnerData,
  today: string,
): { query: Query } | { notFound: ToolResult } {
  const query: Query = { tool, propertyIds: [], tenantIds: [] };
  const notFound = (summary: string): { notFound: ToolResult } => ({
    notFound: { summary, details: [], figures: {}, sources: [] },
  });
  if (args.property) {
    query.propertyIds = resolvePropertyText(args.property, owner.properties);
    if (query.propertyIds.length === 0)
      return notFound(`No property matching "${args.property}" is in this portfolio.`);
  }
  if (args.tenant) {
    query.tenantIds = resolveTenantText(args.tenant, owner.tenants);
    if (query.tenantIds.length === 0)
      return notFound(`No tenant named "${args.tenant}" is in this portfolio.`);
  }
  if (args.period) {
    const direction = tool === 'leases_ending' || tool === 'upcoming_events' ? 'future' : 'past';
    const period = parsePeriodText(args.period, today, direction);
    if (!period)
      return notFound(
        `The period "${args.period}" could not be read; try "last month", "Q3 2026" or "2026-03".`,
      );
    query.period = period;
  }
  if (args.measure) query.measure = args.measure;
  if (args.category) {
    const [match] = findCategories(tokenize(args.category).map((word) => speller.correct(word)));
    if (!match) return notFound(`"${args.category}" is not a transaction category in Astor.`);
    query.category = { name: match.category, kind: match.kind };
  }
  if (args.except_category) {
    const matches = findCategories(tokenize(args.except_category).map((word) => speller.correct(word)));
    if (matches.length === 0)
      return notFound(`"${args.except_category}" is not a transaction category in Astor.`);
    query.exceptCategories = matches
      .map((match) => ({ name: match.category, kind: match.kind }))
      .filter((left, i, all) => all.findIndex((other) => other.name === left.name) === i);
  }
  const places = (text: string) => findPlaceMentions(tokenize(text), owner.properties);
  if (args.place) {
    const [place] = places(args.place);
    if (!place) return notFound(`None of your properties is in "${args.place}".`);
    query.place = { label: place.label, propertyIds: place.propertyIds };
  }
  const vendorNamed = (text: string): string | undefined =>
    owner.vendors.find((name) => name.toLowerCase() === text.trim().toLowerCase()) ??
    findVendorMention(tokenize(text), owner.vendors, new Set(), () => false)?.name;
  if (args.vendor) {
    const vendor = vendorNamed(args.vendor);
    if (!vendor) return notFound(`No vendor or payee named "${args.vendor}" is in your records.`);
    query.vendor = vendor;
  }
  if (args.words) query.words = tokenize(args.words);
  if (args.words && args.any_word) query.anyWord = true;
  if (args.group_by) query.groupBy = args.group_by;
  if (args.order) query.order = args.order;
  if (args.limit) query.limit = args.limit;
  if (args.single) query.single = true;
  if (args.itemize) query.itemize = true;
  if (args.latest) query.latest = true;
  if (args.only_losses) query.onlyLosses = true;
  if (args.at_least) query.atLeastCents = Math.round(args.at_least * 100);
  if (args.amount) Object.assign(query, { amountCents: Math.round(args.amount * 100), itemize: true });
  if (args.average) query.average = args.average;
  if (args.compare && args.compare.length >= 2) {
    const sides: NonNullable<Query['compare']> = [];
    for (const side of args.compare) {
      const period = parsePeriodText(side, today, 'past');
      const [place] = places(side);
      const propertyIds = place ? place.propertyIds : resolvePropertyText(side, owner.properties);
      const vendor = period || propertyIds.length ? undefined : vendorNamed(side);
      if (period) sides.push({ label: period.label, period });
      else if (propertyIds.length) sides.push({ label: place?.label ?? '', propertyIds });
      else if (vendor) sides.push({ label: vendor, vendor });
      else return notFound(`"${side}" is neither a period nor one of your properties, places or payees.`);
    }
    query.compare = sides;
  }
  if (args.deposits && tool === 'rent_roll') query.deposits = true;
  if (args.rent_above && tool === 'rent_roll')
    query.rentLimit = { cents: Math.round(args.rent_above * 100), side: 'above', inclusive: false };
  if (args.rent_below && tool === 'rent_roll')
    query.rentLimit = { cents: Math.round(args.rent_below * 100), side: 'below', inclusive: false };
  if (args.this_month && tool === 'late_rent') query.thisMonth = true;
  if (args.paid_late && tool === 'late_rent') query.paidLate = true;
  if (args.most_often && tool === 'late_rent') Object.assign(query, { paidLate: true, mostOften: true });
  if (args.moving_in && tool === 'find_tenants') query.movingIn = true;
  if (args.moved_out && tool === 'find_tenants') query.movedOut = true;
  if (args.moved_during && tool === 'find_tenants') query.turnover = args.moved_during;
  if (args.tenure && tool === 'find_tenants') query.tenure = args.tenure;
  if (args.vacant && tool === 'find_properties') query.vacant = true;
  if (args.status) query.maintenanceStatus = args.status;
  if (args.emergency_only) query.emergencyOnly = true;
  if (args.by_property && tool === 'maintenance_requests')
    Object.assign(query, { groupBy: 'property', order: args.by_property, maintenanceStatus: 'all' });
  if (args.property_type) {
    const found = findPropertyKind(tokenize(args.property_type), owner.propertyTypes);
    if (found.kind) query.propertyKind = found.kind;
    else if (found.propertyType) query.propertyType = found.propertyType;
    else return notFound(`No ${args.property_type} properties are in this portfolio.`);
  }
  if (args.document_type) {
    const type = findDocumentType(tokenize(args.document_type), owner.documentTypes);
    if (!type) return notFound(`No ${args.document_type} documents are in the vault.`);
    query.documentType = type;
  }
  return { query };
}
