import { NUMBER_WORDS } from './periods.js';

/**
 * The shape of a money question beyond its measure and filters: grouping ("by property", "which
 * vendor"), order and limit ("most", "least", "top 3", "rank"), a single transaction ("the most expensive
 * repair"), and losses ("which property lost money"). Read from the corrected lower-case words.
 */

export type GroupBy = 'property' | 'city' | 'category' | 'vendor' | 'month' | 'quarter';
export type Order = 'desc' | 'asc';

export type FinanceShape = {
  groupBy?: GroupBy;
  /** Only groups of at least this much, in cents ("which contractors did I pay $600 or more"). */
  atLeastCents?: number;
  /** The group was not named, only "which one" (a property, unless a follow-up's last answer says). */
  groupImplied?: boolean;
  /** Groups ranked by how much they changed between two periods ("which category went up the most"). */
  change?: 'up' | 'down';
  /** Groups ranked by how many transactions they hold, not their sum ("who has done the most jobs"). */
  byCount?: boolean;
  order?: Order;
  limit?: number;
  /** One transaction, not a total ("the biggest repair this year"). */
  single?: boolean;
  /** The single transaction is the latest ("what are the monthly dues now", "the last water bill"). */
  latest?: boolean;
  /** Only groups whose net is below zero ("which property lost money"). */
  onlyLosses?: boolean;
  /** The question is about profit ("most profitable"), whatever measure its words suggest. */
  net?: boolean;
  /** An average: a month's ("avg monthly rent collected") or one transaction's ("average repair bill"). */
  average?: 'month' | 'transaction';
  /** The transactions themselves, beside their total ("list the repairs this year", "itemize it"). */
  itemize?: boolean;
};

const DESC =
  /\b(most|highest|biggest|largest|top|best|max|maximum|greatest|priciest|costliest|most expensive)\b/;
const ASC = /\b(least|lowest|smallest|fewest|worst|min|minimum|cheapest|least expensive|bottom)\b/;
const GROUP_WORDS: [RegExp, GroupBy][] = [
  [/\b(propert(y|ies)|buildings?|house|houses|homes?|units?|rentals?|addresses|places?)\b/, 'property'],
  [/\b(city|cities|towns?|markets?|locations?|areas?|states?)\b/, 'city'],
  [/\b(vendors?|contractors?|suppliers?|payees?|compan(y|ies)|businesses|trades(wo)?m[ae]n)\b/, 'vendor'],
  // "who have I paid the most money to": the payees.
  [
    /\bwho (have|did|do|has) (i|we|\w+) (paid|pay|spent|spend|given|give)\b|\bwho (got|gets|received|took) (the )?most\b/,
    'vendor',
  ],
  // "non-rent income by type": the categories.
  [
    /\b(categor(y|ies)|(kinds?|types?|sources?|sorts?) of (expenses?|income|costs?|spending|bills?)|(by|per|each) (type|kind|source))\b/,
    'category',
  ],
  [/\b(months?|monthly)\b/, 'month'],
  [/\b(quarters?|quarterly)\b/, 'quarter'],
];
/** "rank", "by property", "per vendor", "each month", "breakdown by city": a list of groups. */
// "what sort of expense" asks a kind, not a sorting.
const RANK = /\b(rank|ranked|ranking|sort(?! of)|sorted|order|ordered|leaderboard|league table)\b/;
const PER =
  /\b(by|per|each|(?<!\b(in|across|at|on|over) )every|for each|broken down by|broken out by|breakdown by|split by)\s+(of (my|the|our) )?((expense|income|spending) )?(propert|building|house|home|place|unit|rental|address|city|cities|town|market|location|area|state|vendor|contractor|supplier|payee|compan|categor|type|kind|source|month|quarter)/;
/** "600 or more", "$600+", "at least 600", "over 600": a sum the groups must reach. */
const THRESHOLD =
  /\b(\d+(?:\.\d\d)?) ?(?:or more|or over|or higher|or above|and (?:up|over|above)|\+|plus\b)|\b(at least|over|more than|above|exceeding) (\d+(?:\.\d\d)?)\b(?! (days?|weeks?|months?|years?|units?|percent|%))/;
/** Nouns of one transaction: "the most expensive repair", "my biggest bill". */
const SINGLE_NOUN =
  /\b(repair|expense|bill|payment|invoice|transaction|purchase|job|charge|item|cost|fix|project|deposit)\b/;
const LOSSES =
  /\b(lost|lose|loses|losing|costing|costs|cost|bleeding|bleeds|bled) (me |us )?(money|cash)\b|\bin the (red|hole)\b|\bunprofitable\b|\bat a loss\b|\bmoney losers?\b|\bnegative (net|cash ?flow|income)\b|\blosing propert/;
const PROFIT =
  /\b(profitable|profit|profits|(made|makes|make|earns?|earned) (me |us )?the most|cash ?flow|net)\b/;

const RECORD_NOUNS =
  '(expenses?|transactions?|payments?|bills?|charges?|invoices?|receipts?|purchases?|costs?|repairs?|deposits?|incomes?|entries|items?|jobs?)';
/** "list the repair bills", "itemize", "show me every payment to X", "each expense line by line". */
const ITEMIZE = new RegExp(
  `\\b(list|lists|listing|itemi[sz]e|itemi[sz]ed|line by line|line items?|one by one|individual ${RECORD_NOUNS}|(each|every|all (the |of the |my |our )?)${RECORD_NOUNS} (one )?(separately|individually))\\b|\\b(show|give|pull up|print) (me )?(a list of |all (of )?(the |my |our )?|each of (the |my |our )?|every )(\\w+ ){0,2}${RECORD_NOUNS}\\b|\\bwhat (were|are) (all )?the (individual |separate )?(\\w+ ){0,2}(transactions|payments|charges|invoices|receipts|purchases)\\b`,
);

/** "last time we paid dunmore? how much", "when did we last pay the roofer": the latest payment to them. */
const LAST_PAID =
  /\blast time (i|we|you) (paid|pay|used|had)\b|\bwhen (did|was) (i|we) last (pay|paid)\b|\b(i|we) last paid\b|\bwhen was the last (time|payment|check)\b/;
/** "what are the dues now", "the current premium", "the last water bill": the latest one, not a total. */
const LATEST =
  /\b(current|latest|most recent|last|newest) (\w+ ){0,2}(dues|premiums?|bill|charge|fee|rate|invoice|statement)\b|\b(dues|premiums?|bill|fee|rate)s? (now|currently|these days|right now|at the moment)\b|\bwhat (is|are|'?s) (the |my |our )?(\w+ ){0,2}(dues|premiums?|bill|fee|rate)s? now\b/;

/** A change over time, up or down: "went up the most", "jumped", "dropped the most". */
const WENT_UP =
  /\b(went up|gone up|go up|goes up|jumped|jump|jumps|increased|increase|grew|grown|rose|risen|climbed|spiked)\b/;
const WENT_DOWN =
  /\b(dropped|drop|drops|fell|fallen|went down|gone down|go down|decreased|decrease|shrank|shrunk|declined)\b/;

/** A ranking by how often: "the most jobs", "used the most", "the fewest visits". */
const BY_COUNT =
  /\b(most|fewest|least) (jobs|visits|times|calls|trips|work orders|service calls)\b|\b(used|hired|called) (\w+ ){0,2}(the )?most\b|\bmost (often|frequently)\b/;

// "I mean all the properties together" restates; it asks no average.
// "what did we usually pay X": the typical payment (its most common amount is said beside the average).
const AVERAGE =
  /\b(avg|average|averages|averaging|(?<!\b(i|we|you) )mean|typical|typically|usually|usual|normally)\b/;
const PER_MONTH = /\b(monthly|per month|a month|each month|every month|by month|month to month|in a month)\b/;

function limitOf(text: string): number | undefined {
  const match =
    /\b(?:top|bottom|first)\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b/.exec(text) ??
    /\b(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:most|highest|biggest|largest|lowest|least|smallest|cheapest|priciest)\b/.exec(
      text,
    );
  if (!match) return undefined;
  const n = Number(match[1]) || NUMBER_WORDS[match[1] as string];
  return n && n > 0 && n <= 50 ? n : undefined;
}

/** The shape of `text` (corrected, lower-case words joined by spaces, periods and names masked). */
export function readFinanceShape(text: string): FinanceShape {
  const shape: FinanceShape = {};
  if (LOSSES.test(text)) return { groupBy: 'property', order: 'asc', onlyLosses: true, net: true };
  const desc = DESC.test(text);
  const asc = ASC.test(text) && !/\bat least\b/.test(text);
  const order: Order | undefined = asc ? 'asc' : desc ? 'desc' : undefined;
  // "which brings in the most, and which the least": the whole ranking, both ends in it.
  const bothEnds = asc && desc;
  const limit = limitOf(text);
  // "which vendors have we paid … leave out property taxes": the group asked for is the one after "which".
  const asked = /\b(?:which|what) (\w+)(?: (\w+))?/.exec(text);
  const askedGroup = GROUP_WORDS.find(
    ([pattern]) => asked !== null && pattern.test(`${asked[1]} ${asked[2] ?? ''}`),
  );
  const groupWord = askedGroup ?? GROUP_WORDS.find(([pattern]) => pattern.test(text));
  // "which one netted me the most": one of the landlord's properties, no other noun named.
  const group =
    groupWord?.[1] ?? (order && /\bwhich (one|ones|of them)\b/.test(text) ? 'property' : undefined);
  // "biggest expense category", "top vendor": the order word names the group, not one transaction.
  const namesGroup =
    groupWord !== undefined &&
    new RegExp(`(${DESC.source}|${ASC.source})( \\w+){0,2} ${groupWord[0].source}`).test(text);
  // "across every property combined": one total, not a list per property.
  // "total expenses for FY2025? every category incl cap ex": every category counted in, not one by one.
  const combined =
    /\b(combined|altogether|all together|in total|put together)\b|\b(every|all) categor(y|ies),? (incl|included|including|counted)\b/.test(
      text,
    );
  const ranks = RANK.test(text) || (PER.test(text) && !combined);
  const which = /\b(which|what|who|whos)\b/.test(text);
  // "net cash flow per month in 2025, average a month": one average, not each month.
  // "net cash flow per month in 2025": what a month came to on average; "by month", "each month" list them.
  const averagedMonths =
    group === 'month' &&
    !order &&
    (AVERAGE.test(text) ||
      (/\bper month\b/.test(text) &&
        !/\b(by|each|every|breakdown|broken|split) (\w+ )?months?\b|\bmonth by month\b/.test(text)));
  if (group && !averagedMonths && (ranks || (order && (which || namesGroup)) || (order && limit))) {
    shape.groupBy = group;
    if (!groupWord) shape.groupImplied = true;
    shape.order = bothEnds ? 'desc' : (order ?? 'desc');
    if (limit) shape.limit = limit;
    else if (order && !ranks && !bothEnds) shape.limit = 1;
  } else if (order && SINGLE_NOUN.test(text)) {
    shape.single = true;
    shape.order = order;
    shape.limit = limit ?? 1;
  } else if (group && /\b(breakdown|split)\b/.test(text)) {
    shape.groupBy = group;
    shape.order = 'desc';
  }
  // "which contractors did I pay $600 or more in 2025": the groups that reach the sum, a 1099's question.
  const floor = THRESHOLD.exec(text);
  const floorCents = floor ? Math.round(Number(floor[1] ?? floor[3]) * 100) : 0;
  // Only for groups asked for by name ("which contractors … $600 or more"), not a sum claimed ("tom says we
  // paid over $25,000 … all the places together").
  if (
    floorCents > 0 &&
    askedGroup &&
    !combined &&
    (shape.groupBy === askedGroup[1] || (!shape.groupBy && !shape.single))
  ) {
    const group = askedGroup[1];
    shape.groupBy = group;
    shape.order = shape.order ?? 'desc';
    delete shape.limit;
    shape.atLeastCents = floorCents;
  }
  if (shape.groupBy && shape.order && BY_COUNT.test(text)) shape.byCount = true;
  // "which category went up the most", "which one dropped the most": ranked by the change.
  if (shape.groupBy && shape.order && WENT_DOWN.test(text)) shape.change = 'down';
  else if (shape.groupBy && shape.order && WENT_UP.test(text)) shape.change = 'up';
  if (shape.groupBy && PROFIT.test(text)) shape.net = true;
  if (!shape.groupBy && !shape.single && ITEMIZE.test(text)) shape.itemize = true;
  if (!shape.groupBy && !shape.order && (LATEST.test(text) || LAST_PAID.test(text))) {
    shape.single = true;
    shape.latest = true;
    shape.limit = 1;
  }
  if (AVERAGE.test(text) || averagedMonths) {
    shape.average = PER_MONTH.test(text) ? 'month' : 'transaction';
    // "what do i spend on average each month": one average, not a list of the months.
    if (shape.average === 'month' && shape.groupBy === 'month' && !RANK.test(text))
      return { average: 'month' };
  }
  return shape;
}

/**
 * A follow-up that only asks more of the last ranking: "top 3?", "and the bottom 2", "whos the second" (the
 * first two, the second among them). The number of groups to show, or undefined.
 */
export function readRankFollowUp(text: string): number | undefined {
  const words = text.trim().split(/\s+/);
  if (words.length > 6) return undefined;
  const second =
    /\b(second|runner up|runnerup|next one|number two)\b/.test(text) &&
    /^(and |so |ok )?(who|what|which)?( ?s| is| was| about)? ?(the )?(second|runner up|runnerup|next one|number two)\b/.test(
      text.trim(),
    );
  if (second) return 2;
  const rest = text
    .trim()
    .replace(/^(and |so |ok |what about |how about |show me |give me |just )*(the )?/, '');
  if (
    !/^(top|bottom|first) (\d+|one|two|three|four|five|six|seven|eight|nine|ten)( ones?| of them| only)?$/.test(
      rest,
    )
  )
    return undefined;
  return limitOf(rest);
}

/** A follow-up that only turns the order round: "and the least?", "what about the highest?". */
export function readOrderFollowUp(text: string): Order | undefined {
  const asc = ASC.test(text) && !/\bat least\b/.test(text);
  if (asc) return 'asc';
  return DESC.test(text) ? 'desc' : undefined;
}
