import type { ChatSource } from '@astor/contract/chat';
import type { Intent } from '../../nlu/intent-examples.js';
import { sameStretchIn, type Direction, type Period } from '../../nlu/periods.js';
import type { PlaceRef } from '../../nlu/places.js';
import { understand, type OwnerData, type Understanding } from '../../nlu/understand.js';
import type { Query, ToolName } from './queries.js';
import type { EmergencyReport } from './emergency-escalation.js';

/**
 * Reading a question in the light of the conversation: "and last month?" or "what about 12 Elm?" reuse
 * the previous question with the new period or property. The previous questions are read again from the
 * stored history (the reading is deterministic), so nothing but the messages needs storing.
 */

export type Turn = { sender: 'user' | 'bot'; text: string; sources: ChatSource[] };

/**
 * Words of the question itself, not of what a request was about: the nouns of maintenance, its states and
 * who reported it ("the oldest request thats still sitting open", "one of the tenants put in a request").
 */
const REQUEST_WORDS =
  /^(maintenance|maintenence|requests?|repairs?|tickets?|work|orders?|jobs?|issues?|problems?|open|still|sitting|waiting|pending|progress|finished|completed?|done|fixed|started|oldest|newest|latest|recent|tenants?|put|asked|reported|logged|submitted|house|place|property|unit|anything|something|one|ones)$/;

/** Bills no one comes out for: what a visit to a property is not. */
const NOT_A_VISIT = ['Insurance', 'Taxes', 'HOA', 'Utilities', 'Mortgage interest', 'Supplies'];

/** Below this the classifier's guess is not an answer; a follow-up or "I can't answer that" is. */
export const MIN_CONFIDENCE = 0.3;
/** A follow-up that clearly asks something else ("and what about expenses?") switches question. */
const SWITCH_CONFIDENCE = 0.6;
/** How many earlier user messages are read back for context. */
const CONTEXT_MESSAGES = 6;

const TOOL_OF_INTENT: Partial<Record<Intent, { tool: ToolName; measure?: Query['measure'] }>> = {
  portfolio_summary: { tool: 'portfolio_summary' },
  properties: { tool: 'find_properties' },
  rent_roll: { tool: 'rent_roll' },
  tenants: { tool: 'find_tenants' },
  leases_ending: { tool: 'leases_ending' },
  late_rent: { tool: 'late_rent' },
  income: { tool: 'finance_summary', measure: 'income' },
  expenses: { tool: 'finance_summary', measure: 'expenses' },
  net: { tool: 'finance_summary', measure: 'net' },
  maintenance: { tool: 'maintenance_requests' },
  calendar: { tool: 'upcoming_events' },
  documents: { tool: 'find_documents' },
};

/** Renewals and the calendar look ahead; money and rent look back. */
const directionOf = (tool: ToolName): Direction =>
  tool === 'leases_ending' || tool === 'upcoming_events' ? 'future' : 'past';

export const isAnswerIntent = (intent: Intent): boolean => intent in TOOL_OF_INTENT;

/** Ids of mentions that name exactly one record. */
export const clearIds = (mentions: Understanding['entities']['properties']): string[] => [
  ...new Set(mentions.filter((mention) => mention.ids.length === 1).flatMap((mention) => mention.ids)),
];

/** The question's own query, from its intent and entities. */
/**
 * The tool a question's shape asks for when its words point elsewhere: "which property lost money" names
 * properties but asks about money; "how much have I paid Mile High HVAC" names a payee.
 */
function targetOf(
  understanding: Understanding,
  intent: Intent,
): { tool: ToolName; measure?: Query['measure'] } | undefined {
  const e = understanding.entities;
  const target = TOOL_OF_INTENT[intent];
  // "which property was the $437.80 in October for?": that one row, whatever else the words point to.
  if (e.askedAmount && e.tenants.length === 0)
    return { tool: 'finance_summary', measure: e.askedAmount.kind === 'income' ? 'income' : 'expenses' };
  // "which property has had the most repair requests": requests counted by property, every status.
  if (
    e.shape.groupBy === 'property' &&
    e.shape.order &&
    !e.aboutMoney &&
    !e.measureWord &&
    e.contentWords.some((word) => /^(requests?|tickets?|work orders?|complaints?)$/.test(word))
  )
    return { tool: 'maintenance_requests' };
  if (e.shape.onlyLosses) return { tool: 'finance_summary', measure: 'net' };
  // "which category went up the most this year": money of two periods, group by group.
  if (e.shape.change && e.shape.groupBy) {
    const [category] = e.categories;
    return {
      tool: 'finance_summary',
      measure: e.measureWord ?? (e.namesNet ? 'net' : category?.kind === 'income' ? 'income' : 'expenses'),
    };
  }
  // "open maintenance at the Greeley properties": requests by their status, whatever nouns surround them.
  if (
    e.maintenanceStatus &&
    !e.aboutMoney &&
    target?.tool !== 'finance_summary' &&
    (e.contentWords.some((word) => /^(maintenance|requests?|repairs?|tickets?|work|orders?)$/.test(word)) ||
      // "what's actually being worked on right now": work under way is maintenance.
      e.maintenanceStatus === 'In Progress')
  )
    return { tool: 'maintenance_requests' };
  // "how are things looking at the williston places", "anything i should be worried about this month?".
  if (e.digest && !e.aboutMoney && e.categories.length === 0) return { tool: 'digest' };
  // "who was the last guy out at the cottonwick house and when": the work paid for there.
  if (e.visit && !e.maintenanceStatus) return { tool: 'finance_summary', measure: 'expenses' };
  // "one of the tenants put in a request about a burning smell, which house was that".
  if (e.aboutARequest && !e.aboutMoney && target?.tool !== 'finance_summary')
    return { tool: 'maintenance_requests' };
  // "Which tenant pays the least rent?": the rent roll, lowest first.
  const rentOrder = e.order && !e.period && e.categories.some((match) => match.category === 'Rent');
  if (rentOrder && (!e.shape.groupBy || e.shape.groupBy === 'property') && target?.tool !== 'finance_summary')
    return { tool: 'rent_roll' };
  // "who were my 3 biggest vendors in 2025", "top 3 vendors this yr": vendors ranked are payees, by what
  // they were paid, whatever the classifier guessed.
  if (
    e.shape.groupBy === 'vendor' &&
    !e.measureWord &&
    (target?.tool === 'finance_summary' || e.shape.limit || e.order)
  )
    return { tool: 'finance_summary', measure: 'expenses' };
  // "did we make money last year", "profit this year": income less expenses, whichever side the classifier
  // leant to.
  if (target?.tool === 'finance_summary' && e.namesNet && !e.measureWord && e.categories.length === 0)
    return { tool: 'finance_summary', measure: 'net' };
  if (target?.tool === 'finance_summary') return target;
  // "how many times have I used Poudre Valley Handyman and what did it add up to": a payee named, over a
  // list the classifier guessed, asks what was paid them.
  if (
    e.vendor &&
    !e.maintenanceStatus &&
    (!target ||
      ['portfolio_summary', 'find_properties', 'find_tenants', 'rent_roll'].includes(target.tool) ||
      // "greenbelt ytd": a payee over a period is what was paid them, not the calendar.
      (target.tool === 'upcoming_events' && e.period !== undefined))
  )
    return { tool: 'finance_summary', measure: 'expenses' };
  // "How are we doing this year?": how a period went is its net; the summary is of today.
  if (target?.tool === 'portfolio_summary' && e.period && e.period.kind !== 'all')
    return { tool: 'finance_summary', measure: 'net' };
  // A category named is money too ("property taxes by property last year").
  const named = e.categories.find((match) => match.category !== 'Rent');
  const ofCategory = named ? (named.kind === 'expense' ? 'expenses' : 'income') : undefined;
  const money = e.aboutMoney || named !== undefined;
  // "Property taxes so far this year, all properties": a category over a period is money, not a list.
  if (named && e.period && target?.tool === 'find_properties')
    return { tool: 'finance_summary', measure: ofCategory ?? 'expenses' };
  // "a typical repair bill this year, the avg per repair": the money's average, not the open requests.
  if (named && e.aboutMoney && e.shape.average && target?.tool === 'maintenance_requests')
    return { tool: 'finance_summary', measure: ofCategory ?? 'expenses' };
  // "avg monthly spend over the last 6 full months": what was spent, not the rent roll's average.
  if (target?.tool === 'rent_roll' && e.period && e.period.kind !== 'all' && e.measureWord === 'expenses')
    return { tool: 'finance_summary', measure: 'expenses' };
  // "what have the late fees added up to this year?": a sum of a category, not the calendar's dates.
  if (named && e.aboutMoney && e.period && target?.tool === 'upcoming_events')
    return { tool: 'finance_summary', measure: ofCategory ?? 'expenses' };
  if (money && (e.vendor || (e.shape.groupBy && e.shape.groupBy !== 'property') || e.shape.single))
    return {
      tool: 'finance_summary',
      measure:
        e.vendor || e.shape.single || e.shape.groupBy === 'vendor' ? 'expenses' : (ofCategory ?? 'net'),
    };
  // "Savannah vs Tucson, which one cost me more to run": places set against each other over money.
  if (money && e.places.length > 1 && target?.tool !== 'rent_roll')
    return { tool: 'finance_summary', measure: e.measureWord ?? ofCategory ?? 'net' };
  if (money && e.shape.groupBy === 'property' && target?.tool !== 'rent_roll')
    return { tool: 'finance_summary', measure: ofCategory ?? 'net' };
  // "bessemer vs wiregrass - which one cost me more to run this year?": properties set against each other
  // over money.
  if (money && e.compares && clearIds(e.properties).length > 1 && target?.tool !== 'rent_roll')
    return { tool: 'finance_summary', measure: e.measureWord ?? ofCategory ?? 'expenses' };
  // "the total rent I actually collected in 2025": rent over a period past is rent received; the rent
  // roll is today's.
  if (
    target?.tool === 'rent_roll' &&
    e.period &&
    e.period.kind !== 'all' &&
    // A period named outright ("in 2025", "this year"), not a month that could be next year's.
    e.periodByDirection.past?.id === e.periodByDirection.future?.id &&
    e.categories.some((match) => match.category === 'Rent')
  )
    return { tool: 'finance_summary', measure: 'income' };
  if (target?.tool === 'find_tenants' && e.order && e.tenants.length === 0) return { tool: 'rent_roll' };
  // "what's the average rent my current tenants pay": the rent roll's average, not a list of tenants.
  if (
    target?.tool === 'find_tenants' &&
    e.shape.average &&
    !e.period &&
    e.tenants.length === 0 &&
    e.categories.some((match) => match.category === 'Rent')
  )
    return { tool: 'rent_roll' };
  return target;
}

/** The money question's filters and shape beyond measure, period, property and category. */
function addFinance(query: Query, understanding: Understanding): void {
  const e = understanding.entities;
  // The classifier reads "Boise vs Tucson income" as a net question; the word "income" says otherwise.
  if (e.measureWord && !query.category) query.measure = e.measureWord;
  if (e.measureWord || e.shape.net) query.measureNamed = true;
  if (e.shape.net) query.measure = 'net';
  // "what's left after costs on Ridge St": the net, whatever word of cost the question says.
  if (e.afterCosts && !e.vendor) {
    query.measure = 'net';
    query.measureNamed = true;
    delete query.category;
  }
  if (e.vendor) {
    query.vendor = e.vendor.name;
    // "home depot vs lowes this year, how much at each": payees are paid; what came in is said as such.
    if (query.measure === 'net' || (query.measure === 'income' && !e.measureWord && !e.categories.length))
      query.measure = 'expenses';
  }
  // "rent plus the laundry, parking etc.": everything of the measure, not one category or word. "What has
  // snow cost us, plowing, shoveling, all of it?": everything of those words.
  const everything =
    e.everything &&
    !(
      e.anyWord &&
      e.contentWords.length > 1 &&
      e.measureWord !== 'income' &&
      ![...e.categories, ...e.exceptCategories].some((match) => match.kind === 'income')
    );
  if (everything) delete query.category;
  // Words of the vendor's own name ("rivet and pipe") are the vendor, not what was paid for.
  const vendorWords = new Set(
    [e.vendor, ...(e.otherVendors ?? [])].flatMap((mention) =>
      mention ? mention.name.toLowerCase().split(/[^a-z0-9]+/) : [],
    ),
  );
  // "what's left after costs": the words say the measure, not what was paid for.
  const words =
    everything || e.afterCosts
      ? []
      : e.contentWords.filter((word) => !vendorWords.has(word) && !/^(whatever|stuff|etc)$/.test(word));
  if (words.length) query.words = words;
  if (words.length > 1 && e.anyWord) query.anyWord = true;
  if (e.namedWords.length) query.namedWords = e.namedWords;
  if (e.places.length === 1) {
    const [place] = e.places as [(typeof e.places)[number]];
    query.place = { label: place.label, propertyIds: place.propertyIds };
  } else if (e.places.length > 1) {
    query.compare = e.places.map((place) => ({ label: place.label, propertyIds: place.propertyIds }));
  }
  if (!query.compare && query.propertyIds.length > 1 && e.compares) {
    query.compare = query.propertyIds.map((id) => ({ label: '', propertyIds: [id] }));
    query.propertyIds = [];
  }
  // "pet fees and parking - what has each brought in": each category named, side by side.
  const named = [
    ...new Map(
      e.categories
        .filter((match) => match.kind === e.categories[0]?.kind)
        .map((match) => [match.category, match]),
    ).values(),
  ];
  // "property tax plus insurance at Dellwood": each beside the other, and together.
  if (
    !query.compare &&
    named.length > 1 &&
    e.periods.length < 2 &&
    (e.asksEach || e.compares || e.joinsCategories)
  ) {
    query.compare = named.map((match) => ({
      label: match.category,
      category: { name: match.category, kind: match.kind },
    }));
    delete query.category;
    query.measure = named[0]?.kind === 'income' ? 'income' : 'expenses';
  }
  // "repairs vs capital improvements": a category against the owner's own words for another.
  const [one] = named;
  if (
    !query.compare &&
    one &&
    named.length === 1 &&
    e.compares &&
    query.words?.length &&
    e.periods.length < 2 &&
    !e.vendor
  ) {
    query.compare = [
      { label: one.category, category: { name: one.category, kind: one.kind } },
      { label: (query.namedWords ?? query.words).join(' '), words: query.words },
    ];
    delete query.category;
    delete query.words;
    delete query.namedWords;
    query.measure = one.kind === 'income' ? 'income' : 'expenses';
  }
  // "Home Depot vs Lowe's this year": each payee named, side by side.
  if (!query.compare && e.vendor && e.otherVendors?.length) {
    query.compare = [e.vendor, ...e.otherVendors].map((mention) => ({
      label: mention.name,
      vendor: mention.name,
    }));
    delete query.vendor;
  }
  if (!query.compare && e.periods.length > 1) {
    query.compare = e.periods.map((period) => ({ label: period.label, period }));
    query.period = e.periods[0];
  }
  const { shape } = e;
  if (shape.groupBy) query.groupBy = shape.groupBy;
  if (shape.atLeastCents) query.atLeastCents = shape.atLeastCents;
  if (shape.byCount) query.byCount = true;
  if (shape.change) query.change = shape.change;
  if (shape.order) query.order = shape.order;
  if (shape.limit) query.limit = shape.limit;
  if (shape.single) query.single = true;
  if (shape.latest) query.latest = true;
  if (shape.itemize) query.itemize = true;
  if (shape.onlyLosses) query.onlyLosses = true;
  if (shape.average) query.average = shape.average;
  // "was the $1,185 to Bellwether in March a repair?": the row of that amount, shown with its category;
  // its other words ("repair", "debit", "statement") say what is asked of it, not which rows.
  if (e.askedAmount) {
    query.amountCents = e.askedAmount.cents;
    query.itemize = true;
    // "…$1,180 in June? That is far more than the monthly fee": the month of the row, not a second period.
    const period = e.periodByDirection.past ?? e.period;
    if (period) query.period = period;
    for (const key of ['words', 'namedWords', 'anyWord', 'category', 'exceptCategories', 'compare'] as const)
      delete query[key];
    for (const key of ['groupBy', 'order', 'limit', 'single', 'latest', 'average', 'atLeastCents'] as const)
      delete query[key];
  }
}

export function queryOf(
  understanding: Understanding,
  intent: Intent = understanding.intent,
): Query | undefined {
  let target = targetOf(understanding, intent);
  if (!target) return undefined;
  const e = understanding.entities;
  const query: Query = {
    tool: target.tool,
    propertyIds: clearIds(e.properties),
    tenantIds: clearIds(e.tenants),
  };
  if (target.measure) query.measure = target.measure;
  const period = e.periodByDirection[directionOf(target.tool)];
  if (period) query.period = period;
  if (target.tool === 'finance_summary') {
    const wanted =
      target.measure === 'income' ? 'income' : target.measure === 'expenses' ? 'expense' : undefined;
    const category = e.categories.find((match) => !wanted || match.kind === wanted) ?? e.categories[0];
    // "insurance - am i paying more this year than last year?": a category named, and nothing said of
    // net or profit, is that category's money, whatever the classifier guessed.
    if (target.measure === 'net' && category && category.category !== 'Rent' && !e.namesNet) {
      query.measure = category.kind === 'income' ? 'income' : 'expenses';
      target = { ...target, measure: query.measure };
    }
    // "Rent" in "net rental income" or "how much rent came in" is the whole of income, not a filter.
    if (
      category &&
      target.measure !== 'net' &&
      !(category.category === 'Rent' && target.measure !== 'income')
    )
      query.category = {
        name: category.category,
        kind: category.kind,
        ...(e.bookedAs ? { bookedAs: e.bookedAs } : {}),
      };
    // "what other income came in besides rent": income, rent left out.
    const [except] = e.exceptCategories;
    if (except) {
      query.exceptCategories = exceptedOf(understanding);
      if (!target.measure || target.measure === 'net')
        query.measure = except.kind === 'income' ? 'income' : 'expenses';
    }
    addFinance(query, understanding);
    // "which contractor has done the most jobs": jobs are visits, not bills of premiums, taxes or dues.
    if (e.shape.byCount && query.groupBy === 'vendor' && !e.categories.length && !e.exceptCategories.length)
      query.exceptCategories = NOT_A_VISIT.map((name) => ({ name, kind: 'expense' as const }));
    if (e.visit) {
      // Someone out at a property did work there: not a premium, a tax bill, dues, a utility or a store.
      if (!e.categories.length && !e.exceptCategories.length)
        query.exceptCategories = NOT_A_VISIT.map((name) => ({ name, kind: 'expense' as const }));
      delete query.groupBy;
      if (e.visit === 'latest') {
        Object.assign(query, { single: true, latest: true, order: 'desc', limit: 1 });
        delete query.itemize;
      } else query.itemize = true;
    }
  }
  if (target.tool === 'rent_roll') {
    // "highest rent among my residential tenants (not counting the pottery studio)".
    if (e.propertyKind) query.propertyKind = e.propertyKind;
    if (e.exceptTenants.length) query.exceptTenantIds = e.exceptTenants;
  }
  if (target.tool === 'rent_roll' && e.order) {
    query.order = e.order;
    const limit = e.shape.limit ?? (e.asksWhich ? 1 : undefined);
    if (limit) query.limit = limit;
  }
  if (target.tool !== 'finance_summary' && e.places.length === 1 && query.propertyIds.length === 0) {
    const [place] = e.places as [(typeof e.places)[number]];
    query.place = { label: place.label, propertyIds: place.propertyIds };
  }
  if (target.tool === 'maintenance_requests') {
    if (e.maintenanceStatus) query.maintenanceStatus = e.maintenanceStatus;
    // "any repair requests at the Tanager duplex", "a request about a burning smell": every request there,
    // or of that, open ones first.
    else if (query.propertyIds.length || query.place || e.aboutARequest) query.maintenanceStatus = 'all';
    if (e.isEmergencyPriority) query.emergencyOnly = true;
    if (e.pick) query.pick = e.pick;
    // "which property has had the most requests": every request, counted by property.
    if (e.shape.groupBy === 'property' && e.shape.order) {
      query.groupBy = 'property';
      query.order = e.shape.order;
      if (!e.maintenanceStatus) query.maintenanceStatus = 'all';
    }
    // "a request about a burning smell": what the request said, its title or description.
    const about = e.contentWords.filter((word) => !REQUEST_WORDS.test(word));
    if (about.length) query.words = about;
  }
  // "any leases expiring soon?": within 30 days.
  if (target.tool === 'leases_ending' && !period && e.soon) {
    query.period = e.soon;
    query.soon = true;
  }
  if (target.tool === 'find_properties') {
    if (e.propertyKind) query.propertyKind = e.propertyKind;
    if (e.propertyType) query.propertyType = e.propertyType;
  }
  if (target.tool === 'find_documents' && e.documentType) query.documentType = e.documentType;
  if (target.tool === 'find_documents' && e.lacksDocuments) query.lacking = true;
  // "How much does Rosa pay?" is about Rosa's lease: the tenant tool shows it.
  if (target.tool === 'rent_roll' && query.tenantIds.length) query.tool = 'find_tenants';
  return query;
}

/** The categories a question leaves out, each once. */
function exceptedOf(understanding: Understanding): NonNullable<Query['exceptCategories']> {
  const names = [...new Set(understanding.entities.exceptCategories.map((match) => match.category))];
  return names.map((name) => {
    const match = understanding.entities.exceptCategories.find((found) => found.category === name);
    return { name, kind: match?.kind ?? 'expense' };
  });
}

/** The previous query with what the follow-up names replacing what it named. */
export function mergeFollowUp(previous: Query, understanding: Understanding): Query {
  const e = understanding.entities;
  // "which of them paid late?", then "what have the late fees added up to this year?": a sum of a category
  // of money named, after a list, is a question of its own however unsure the classifier is.
  const ownMoney =
    understanding.hasOwnQuestion &&
    previous.tool !== 'finance_summary' &&
    e.aboutMoney &&
    e.categories.some((match) => match.category !== 'Rent')
      ? queryOf(understanding)
      : undefined;
  const confident =
    understanding.hasOwnQuestion &&
    understanding.confidence >= SWITCH_CONFIDENCE &&
    isAnswerIntent(understanding.intent)
      ? queryOf(understanding)
      : ownMoney?.tool === 'finance_summary'
        ? ownMoney
        : undefined;
  // "and how much altogether since we started?" after a payee's total: a measure the classifier guessed,
  // with no word naming it, keeps the last one.
  const namesMeasure = e.measureWord !== undefined || e.namesNet || e.shape.net || e.categories.length > 0;
  const switches =
    confident &&
    (confident.tool !== previous.tool ||
      (confident.measure !== previous.measure && (confident.tool !== 'finance_summary' || namesMeasure)));
  const merged: Query = switches
    ? {
        ...(confident as Query),
        period: previous.period,
        propertyIds: clearIds(e.properties).length ? clearIds(e.properties) : previous.propertyIds,
        tenantIds: clearIds(e.tenants).length ? clearIds(e.tenants) : previous.tenantIds,
      }
    : { ...previous };
  const period = e.periodByDirection[directionOf(merged.tool)];
  if (period) merged.period = sameStretchAsked(period, previous.period, understanding) ?? period;
  // "is that up or down from last year?": the last money answer set against the period named.
  if (merged.tool === 'finance_summary' && e.periods.length > 1 && !e.places.length) {
    merged.compare = e.periods.map((side) => ({ label: side.label, period: side }));
    merged.period = e.periods[0];
  }
  // A place or property named replaces the other; "and the least?" turns a ranking round.
  if (e.places.length === 1) {
    const [place] = e.places as [(typeof e.places)[number]];
    merged.place = { label: place.label, propertyIds: place.propertyIds };
    merged.propertyIds = [];
    delete merged.compare;
  } else if (e.places.length > 1 && merged.tool === 'finance_summary') {
    // "exp ytd", then "split decatur / normal": the last figure, side by side for the places named.
    merged.compare = e.places.map((place) => ({ label: place.label, propertyIds: place.propertyIds }));
    merged.propertyIds = [];
    delete merged.place;
  } else if (clearIds(e.properties).length) {
    delete merged.place;
  } else if (switches && previous.place) {
    merged.place = previous.place;
  }
  // "and income?" after "Nac vs Lufkin, spend?": the same places or properties set side by side, in the
  // measure now named.
  if (
    switches &&
    previous.compare?.every((side) => side.propertyIds || side.period) &&
    merged.tool === 'finance_summary' &&
    !merged.compare &&
    !e.places.length &&
    !clearIds(e.properties).length
  )
    merged.compare = previous.compare;
  if (e.vendor) merged.vendor = e.vendor.name;
  // "and the largest single bill from them?" after a total: the one biggest record of that total (after a
  // ranking, "and which one cost the least" turns the ranking round, below).
  // "so what was the net for 2025?" after a property's income and expenses: its net.
  if ((e.namesNet || e.shape.net) && merged.tool === 'finance_summary') {
    merged.measure = 'net';
    merged.measureNamed = true;
    delete merged.category;
  }
  // "is it underwater ytd? by how much" after a ranking: the places that lost money, by how much.
  if (e.shape.onlyLosses && merged.tool === 'finance_summary') {
    merged.measure = 'net';
    merged.onlyLosses = true;
    delete merged.order;
    delete merged.limit;
  }
  // "which one dropped the most?" after "which category went up the most": the same groups, the other way;
  // "which property's premium jumped the most" after a year-on-year figure: its periods, by property.
  if (e.shape.change && merged.tool === 'finance_summary' && (previous.change || previous.compare)) {
    merged.change = e.shape.change;
    if (e.shape.groupBy && !(previous.groupBy && e.shape.groupImplied)) merged.groupBy = e.shape.groupBy;
    if (!previous.groupBy && !e.shape.groupBy) delete merged.change;
  } else if (e.shape.groupBy && merged.tool === 'finance_summary' && !e.shape.single) {
    // "break that down by month": the last money answer, grouped.
    merged.groupBy = e.shape.groupBy;
    delete merged.single;
  }
  if (e.shape.single && merged.tool === 'finance_summary' && !previous.groupBy) {
    merged.single = true;
    merged.order = e.shape.order ?? 'desc';
    merged.limit = 1;
    if (e.shape.latest) merged.latest = true;
    delete merged.groupBy;
  }
  // "top 3?", "whos the 2nd" after a ranking: that many of its groups, the same way round.
  if (e.rankAgain && (previous.groupBy || previous.tool === 'rent_roll')) {
    merged.limit = e.rankAgain;
    merged.order = e.order ?? previous.order ?? 'desc';
  }
  if (e.order && (previous.groupBy || previous.single || previous.limit || previous.order)) {
    merged.order = e.order;
    if (previous.tool === 'rent_roll' && !merged.limit) merged.limit = 1;
  }
  if (!switches) {
    if (clearIds(e.properties).length) merged.propertyIds = clearIds(e.properties);
    if (clearIds(e.tenants).length) merged.tenantIds = clearIds(e.tenants);
    const fresh = queryOf(understanding, intentOfTool(previous));
    if (fresh?.category) merged.category = fresh.category;
    // "ok leave out taxes and insurance": the same question, those categories left out.
    if (fresh?.exceptCategories) merged.exceptCategories = fresh.exceptCategories;
    if (fresh?.maintenanceStatus) merged.maintenanceStatus = fresh.maintenanceStatus;
    // "whats the most recent one there" after a property's requests: the newest of them.
    if (e.pick && merged.tool === 'maintenance_requests') merged.pick = e.pick;
    if (fresh?.documentType) merged.documentType = fresh.documentType;
    // "how much on roof work for the Tucson condo?" after a payee's total: new words of what was paid
    // for replace the last question's words and payee, unless the question narrows it ("of that").
    if (fresh?.words && !understanding.narrows && merged.tool === 'finance_summary') {
      merged.words = fresh.words;
      if (fresh.namedWords) merged.namedWords = fresh.namedWords;
      else delete merged.namedWords;
      if (fresh.anyWord) merged.anyWord = true;
      else delete merged.anyWord;
      if (!e.vendor) delete merged.vendor;
      // "and capital improvements for 2025?" after repairs: the owner's own category instead of the last.
      if (e.namesOwnCategory && !fresh.category) delete merged.category;
    }
    if (fresh?.propertyKind || fresh?.propertyType) {
      merged.propertyKind = fresh.propertyKind;
      merged.propertyType = fresh.propertyType;
    }
  }
  if (e.isWholePortfolio && !clearIds(e.properties).length) merged.propertyIds = [];
  // "… line items + total pls": the rows listed beside the total.
  if (e.shape.itemize && merged.tool === 'finance_summary' && !merged.groupBy) merged.itemize = true;
  // "And what did it cost me?" after an income figure: the same place and period, in the measure named.
  if (!switches && merged.tool === 'finance_summary' && e.measureWord && e.measureWord !== merged.measure) {
    merged.measure = e.measureWord;
    merged.measureNamed = true;
    const kind = e.measureWord === 'income' ? 'income' : 'expense';
    if (merged.category && merged.category.kind !== kind) delete merged.category;
    const left = merged.exceptCategories?.filter((category) => category.kind === kind);
    if (left?.length) merged.exceptCategories = left;
    else delete merged.exceptCategories;
  }
  // "Same calculation for rent received" after an expense figure: the other side of the books, in the
  // category named ("rent plus all the other income" is all of it).
  const [other] = e.categories;
  const otherMeasure = other?.kind === 'income' ? 'income' : 'expenses';
  if (
    !switches &&
    !understanding.narrows &&
    other &&
    merged.tool === 'finance_summary' &&
    merged.measure !== undefined &&
    merged.measure !== 'net' &&
    merged.measure !== otherMeasure &&
    merged.category?.kind !== other.kind
  ) {
    merged.measure = otherMeasure;
    merged.measureNamed = true;
    delete merged.exceptCategories;
    delete merged.vendor;
    delete merged.words;
    if (e.everything) delete merged.category;
    else merged.category = { name: other.category, kind: other.kind };
  }
  // "How much of that was rent?": the part of the last figure in that category.
  const [part] = e.categories;
  if (understanding.narrows && part && merged.tool === 'finance_summary') {
    merged.category = { name: part.category, kind: part.kind };
    merged.measure = part.kind === 'income' ? 'income' : 'expenses';
  }
  return merged;
}

/**
 * "Q2 income", then "2025": a year alone, after a quarter or half of another year, is that stretch of the
 * year said; after a month ("last month", then "and in 2025?") or with a question of its own ("all of
 * 2025?"), the whole year.
 */
function sameStretchAsked(
  period: Period,
  before: Period | undefined,
  understanding: Understanding,
): Period | undefined {
  if (period.kind !== 'year' || !before || understanding.hasOwnQuestion) return undefined;
  if (before.from.slice(0, 4) !== before.to.slice(0, 4) || before.from.startsWith(period.from.slice(0, 4)))
    return undefined;
  return sameStretchIn(before, Number(period.from.slice(0, 4)));
}

function intentOfTool(query: Query): Intent {
  const found = Object.entries(TOOL_OF_INTENT).find(
    ([, target]) =>
      target.tool === query.tool && (target.measure ?? undefined) === (query.measure ?? undefined),
  );
  return (found?.[0] as Intent | undefined) ?? 'portfolio_summary';
}

export type ConversationState = {
  /** The last question answered, to continue from. */
  query?: Query;
  /** An emergency reported in the last exchange that still needs its property. */
  pendingEmergency?: EmergencyReport;
  /** The first property the last answer named ("and what did I spend there?"). */
  lastPropertyId?: string;
  /** The first tenant the last answer named, by name ("when did he last pay me?"). */
  lastTenantName?: string;
};

/** A tenant pointed at by a pronoun: "when did he last pay me", "how much has she paid in late fees". */
const HE_OR_SHE = /\b(he|she|him|his|her|hers)\b/i;

/** The tenant named first in a reply's text, by full name ("**Caspian Wetherell** was late most often"). */
export function firstTenantNamed(text: string, tenants: OwnerData['tenants']): string | undefined {
  const lower = text.toLowerCase();
  let first: { at: number; name: string } | undefined;
  for (const tenant of tenants) {
    const name = `${tenant.firstName} ${tenant.lastName}`.trim();
    if (!name.includes(' ')) continue;
    const at = lower.indexOf(name.toLowerCase());
    if (at >= 0 && (!first || at < first.at)) first = { at, name };
  }
  return first?.name;
}

/**
 * A question that points at the tenant the last answer named by "he" or "she", with the name put in its
 * place, so it is read as if the name had been typed; the question as it was otherwise.
 */
export function withTenantNamed(message: string, state: ConversationState): string {
  const name = state.lastTenantName;
  if (!name || !HE_OR_SHE.test(message)) return message;
  return message.replace(/\b(he|she|him)\b/gi, name).replace(/\b(his|her|hers)\b/gi, `${name}'s`);
}

/** "there", "that property": the property the last answer named. */
export const POINTS_BACK = /\b(there|that (property|place|one|house|building|unit|condo|home))\b/;

/**
 * A follow-up that points back at the property the last answer named ("which property earned the least?"
 * then "and what did I spend there this year?"): that property's total, in the measure its words name.
 */
/**
 * "What about the other city?" after a question about one of the owner's two cities: the same question
 * about the other one.
 */
export function otherPlace(merged: Query, previous: Query, properties: PlaceRef[], message: string): Query {
  if (!previous.place || !/\bthe other (city|town)\b/i.test(message)) return merged;
  const cities = new Map<string, string[]>();
  for (const property of properties) {
    const city = property.city?.trim();
    if (city) cities.set(city, [...(cities.get(city) ?? []), property.id]);
  }
  const others = [...cities].filter(([city]) => city.toLowerCase() !== previous.place?.label.toLowerCase());
  if (cities.size !== 2 || others.length !== 1) return merged;
  const [[label, propertyIds]] = others as [[string, string[]]];
  return { ...merged, place: { label, propertyIds }, propertyIds: [] };
}

export function pointBack(
  merged: Query,
  understanding: Understanding,
  state: ConversationState,
  message: string,
): Query {
  const e = understanding.entities;
  if (
    !state.lastPropertyId ||
    merged.tool !== 'finance_summary' ||
    clearIds(e.properties).length ||
    e.places.length ||
    !POINTS_BACK.test(message.toLowerCase())
  )
    return merged;
  const {
    place: _place,
    groupBy: _groupBy,
    order: _order,
    limit: _limit,
    compare: _compare,
    onlyLosses: _losses,
    ...rest
  } = merged;
  return {
    ...rest,
    propertyIds: [state.lastPropertyId],
    ...(e.measureWord ? { measure: e.measureWord, measureNamed: true } : {}),
  };
}

/** A message that continues the conversation rather than starting a new question. */
export function continuesConversation(understanding: Understanding): boolean {
  return (
    understanding.isFollowUp ||
    (understanding.confidence < MIN_CONFIDENCE &&
      // "what was my most expensive repair this year?", "who's the vendor i've paid the most, all time": a
      // question with a shape of its own is its own.
      !understanding.entities.shape.single &&
      !(understanding.entities.shape.groupBy && understanding.entities.asksWhich) &&
      (Boolean(understanding.entities.period) ||
        // "ok leave out taxes and insurance": the last question, those categories left out.
        understanding.entities.exceptCategories.length > 0 ||
        understanding.entities.properties.length > 0 ||
        understanding.entities.categories.length > 0))
  );
}

/** The state before the new message: re-reads the recent user messages in order. */
/** How a turn was answered: the engine's own planning, so a follow-up continues what was really answered. */
export type PlanTurn = (
  understanding: Understanding,
  state: ConversationState,
  message: string,
) => Query | undefined;

/** The query of a turn read alone from its words, for callers without the engine's planning. */
const readTurn: PlanTurn = (understanding, state, message) => {
  if (state.query && continuesConversation(understanding))
    return pointBack(mergeFollowUp(state.query, understanding), understanding, state, message);
  return understanding.confidence >= MIN_CONFIDENCE ? queryOf(understanding) : undefined;
};

export function conversationState(
  history: Turn[],
  owner: OwnerData,
  today: string,
  planTurn: PlanTurn = readTurn,
): ConversationState {
  const state: ConversationState = {};
  const userIndexes = history
    .flatMap((turn, i) => (turn.sender === 'user' ? [i] : []))
    .slice(-CONTEXT_MESSAGES);
  for (const index of userIndexes) {
    const turn = history[index] as Turn;
    const reply = history[index + 1];
    const text = withTenantNamed(turn.text, state);
    const understanding = understand(text, owner, today);
    const wasLogged = reply?.sources.some((source) => source.type === 'maintenance') ?? false;
    if (understanding.emergency) {
      state.pendingEmergency = wasLogged ? undefined : { kind: understanding.emergency, message: turn.text };
      continue;
    }
    if (state.pendingEmergency && wasLogged) {
      state.pendingEmergency = undefined;
      continue;
    }
    state.pendingEmergency = undefined;
    const query = planTurn(understanding, state, text);
    if (query) state.query = query;
    const named = reply?.sources.find((source) => source.type === 'property')?.id;
    if (named) state.lastPropertyId = named;
    else delete state.lastPropertyId;
    const tenant = reply ? firstTenantNamed(reply.text, owner.tenants) : undefined;
    if (tenant) state.lastTenantName = tenant;
    else delete state.lastTenantName;
  }
  return state;
}
