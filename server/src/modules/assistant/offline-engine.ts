import type { Database } from '../../db/client.js';
import {
  clearIds,
  continuesConversation,
  POINTS_BACK,
  isAnswerIntent,
  MIN_CONFIDENCE,
  mergeFollowUp,
  otherPlace,
  pointBack,
  queryOf,
  withTenantNamed,
  type ConversationState,
} from './conversation.js';
import { speller } from '../../nlu/vocabulary.js';
import { ALL_TIME, monthsBefore, periodBefore } from '../../nlu/periods.js';
import {
  OWN_STRETCH,
  questionPart,
  understand,
  type OwnerData,
  type Understanding,
} from '../../nlu/understand.js';
import { splitQuestions } from '../../nlu/compound.js';
import { percentOf } from './format.js';
import { readRatioQuestion } from '../../nlu/ratio.js';
import { readRentLimit } from '../../nlu/rent-limit.js';
import { tokenizeKeepingCase, withLandlordShorthand } from '../../nlu/text.js';
import { runQuery, type Query } from './queries.js';
import { SINCE_EMPTY, withEmptySinceDated } from './since-empty.js';
import { outOfScopeTopic, unrecordedTopic } from '../../nlu/out-of-scope.js';
import {
  cannotAnswerReply,
  composeReply,
  greetingReply,
  helpReply,
  askForDatesReply,
  outOfScopeReply,
  type EngineReply,
} from './replies.js';

const TOOL_OF_MONEY = new Set(['income', 'expenses', 'net']);

export type EngineContext = { db: Database; ownerId: string; today: string; owner: OwnerData };

/** A question mentioning a property by several candidates: ask which one. */
function whichProperty(understanding: Understanding, owner: OwnerData): EngineReply | undefined {
  const ambiguous = understanding.entities.properties.find((mention) => mention.ids.length > 1);
  if (!ambiguous) return undefined;
  const candidates = owner.properties.filter((p) => ambiguous.ids.includes(p.id));
  return {
    response: `Which property do you mean?\n${candidates.map((p) => `- ${p.address}`).join('\n')}`,
    sources: candidates.map((p) => ({ type: 'property' as const, id: p.id, label: p.address })),
  };
}

/** "the cheapest rent I have": a rent priced, not money spent or received. */
const RENT_PRICED =
  /^(?!.*\b(spen[dt]|paid|pay|collected|received|income|earn(ed)?|made|total|cost|costs|bills?)\b).*\b(cheapest|priciest|(most|least) expensive)\b/;

/** A greeting or thanks in so many words. */
const GREETING_WORD =
  /\b(hi|hello|hey|hiya|howdy|morning|evening|afternoon|thanks|thank|thx|ty|bye|goodbye|cheers|great|cool|ok|okay|yo|sup)\b/;

/** Words of a question about records other than money: documents, the calendar, leases. */
const NOT_A_TOTAL =
  /\b(documents?|docs?|files?|polic(y|ies)|certificates?|due|upcoming|calendar|reminders?|leases?|renew(al)?s?|expir\w*)\b/;

/** The total of what the last answer listed. */
const TOTAL_OF_THAT =
  /^(and |so |ok |okay )?(how much|what)( is|'s| does| do)? (that|those|it|this|they|them)( all| come to| add up to| amount to)? ?(altogether|all together|in total|total|combined|together|add up to|come to)?\??$|^(and |so )?(what'?s |what is )?the total( of (that|those|it))?\??$|\badd (it|them|those|that) (all )?up\b/;
/** "what did that run me" after one transaction named: its amount, the last answer again. */
const COST_OF_THAT =
  /^(and |so |ok |okay |um )?(what|how much)( did| does| was| is)? (that|it|this|that one|that job|the job) (run|cost|set)( me| us)?( back)?\??$/;

/** What was paid for a property: "what did I pay for it originally?". */
const PURCHASE_PRICE =
  /\bpurchase price\b|\b(pay|paid|spend|spent) (for|on) (it|this|that|this place|that place|the (house|place|property|building|condo|unit))( \w+)? (originally|when i bought( it)?|at first|to buy it|back then)\b|\b(buy|bought|get|got) (it|this|that|this place|that place|the (house|place|property|building|condo|unit)) for\b/;
/** What a property rents for now: "and what does it rent for?". */
const RENTS_FOR =
  /\b(what|how much) (does|do|did|will|would|could) (it|that (one|place|house|property|unit)) rent for\b|\bwhat('s| is) (it|that (one|place|house|unit)) renting for\b|\bwhat('s| is) the rent (there|on it|for it)\b/;
/** Someone signed for a property named: "did I sign anyone for Fen Court yet?". */
const SIGNED_ANYONE =
  /\b(sign|signed|line up|lined up|got|found)\b (\w+ )?(anyone|anybody|someone|somebody|a (new )?tenant)\b|\b(anyone|anybody|someone|somebody)\b (\w+ )?(signed|lined up|moving in|move in)\b/;
/** The last question one unit earlier: "and the month before?", "the previous year?". */
const BEFORE_THAT =
  /^(?:and |what about |how about |ok |okay |same for |now )*(?:the |a )?(?:(month|quarter|year|one) (?:before|prior|earlier)|(?:previous|prior|last) (month|quarter|year))(?: (?:that|then|this|it)(?: one)?)?(?:,? please)?\s*[?.!]*$/;
/** "for that year", "that month", "the same period": the period of the last answer. */
const THAT_PERIOD = /\b(that|the same) (year|yr|month|quarter|qtr|period|stretch|time)\b/i;
/** Who takes a leaving tenant's place: "did I line up anyone to replace him?". */
const REPLACES =
  /\b(anyone|anybody|someone|somebody|a (new )?tenant|a replacement)\b.*\b(replace|to take over|after)\b|\breplacement (for|tenant)\b/;

/** The tenant a "replace him" points at: the one named (pronouns are named by withTenantNamed), or the last answer's. */
function replacedTenant(
  entities: Understanding['entities'],
  state: ConversationState,
  owner: OwnerData,
): OwnerData['tenants'][number] | undefined {
  const [named] = clearIds(entities.tenants);
  if (named) return owner.tenants.find((tenant) => tenant.id === named);
  return owner.tenants.find(
    (tenant) => `${tenant.firstName} ${tenant.lastName}`.trim() === state.lastTenantName,
  );
}

/** Someone signed to move into the property the last answer named. */
const SIGNED_FOR_IT =
  /\b(signed|sign|lined up|moving in|move in|rented|leased)\b.*\b(it|there|that one|that place|the place|that unit)\b/;

/** "Who was the last tenant there?", "who lived in it before?": the tenant whose lease ended last. */
const LAST_TENANT =
  /\bwho\b.*\b(last|previous|prior|former|old) (tenant|tenants|renter|renters|occupant|occupants|resident|residents)\b|\bwho (lived|was living|rented|stayed|was) (there|in there|in it|at \w+)( \w+)? (before|last)\b|\b(someone|somebody|anyone|anybody) (else )?(in|at|living in|renting) [^?!]{0,40}\bbefore\b/;
/** "who has been with me the longest", "my longest-standing tenant", "the newest tenant". */
const LONGEST_TENANT =
  /\bbeen (with|renting (from|with)|here|there|in|at|around) ((me|us|you|him|her|them|the \w+) )?(the )?longest\b|\blongest[- ]?(standing|tenured|term|running|time)? (tenants?|renters?|residents?)\b|\b(tenants?|renters?|residents?) (\w+ )?(the )?longest\b|\boldest tenants?\b/;
const NEWEST_TENANT =
  /\b(newest|most recent|latest) (tenants?|renters?|residents?)\b|\b(tenants?|renters?) (who |that )?(moved in|came) (most recently|last)\b/;
/** "before her", "before Mr. Fennimore": a tenant the one asked about came after. */
const BEFORE_TENANT = /\bbefore (him|her|them|\w+ \w+|mr|mrs|ms|dr)\b/;

/** Properties without a tenant today. */
const VACANT =
  /\b(vacant|vacancy|vacancies|unoccupied|unrented|unleased|(sit|sat|sitting|stand|stood|standing|go|went|gone|been) empty|(is|are|anything|any|place|places|unit|units|property|properties|house|houses) empty|not rented( out)?|without (a )?tenants?|no tenants?)\b/;

/** Both sides of the books asked at once. */
const IN_AND_OUT =
  /\b(bring in|brought in|bring|make|made|earn|earned|take in|took in)\b.*\band\b.*\b(cost|costs|spend|spent|expenses?|pay out|paid out)\b|\bmoney (coming )?in and (money )?(going )?out\b|\b(income|revenue) and (expenses?|costs?|spending)\b|\b(expenses?|costs?|spending) and (income|revenue)\b|\bins and outs\b|\bin vs\.? out\b|\bin, (\w+ )?(expenses?|costs?|bills|spending) out\b/;

/** "how many expense entries do I have for the condo": the expenses counted, not the property shown. */
const COUNT_OF_RECORDS =
  /\bhow many (\w+ ){0,2}(expenses?|incomes?|transactions?|entries|records|bills|receipts|payments)\b/;

/** A word that looks like a name nobody in the portfolio has ("what is Jon's phone?" with no Jon). */
function unknownName(message: string, owner: OwnerData): string | undefined {
  const tokens = tokenizeKeepingCase(message);
  const cities = new Set(owner.properties.map((p) => (p.city ?? '').toLowerCase()));
  return tokens.find(
    (token, i) =>
      /^[A-Z][a-z]{2,}$/.test(token) &&
      (i > 0 || tokens.length === 1) &&
      !cities.has(token.toLowerCase()) &&
      !speller.has(speller.correct(token.toLowerCase())),
  );
}

/** Money in so many words, read in one sentence of a message. */
const MONEY_SAID =
  /\b(spen[dt]|spending|paid|pay|cost|costs|costing|expenses?|income|revenue|earn(ed)?|made|profit|net|money|cash|lost|losing|rent (collected|income)|bills?)\b|\$/;

/**
 * The sentence of a message a pattern is in: "I'm figuring out cash flow for the winter. Is any of my
 * places sitting empty?" asks the vacancy; the money is the context before it.
 */
function sentenceMatching(message: string, pattern: RegExp): string {
  return message.split(/(?<=[.!?])\s+/).find((sentence) => pattern.test(sentence)) ?? message;
}

/** The query a message asks, given the conversation so far; or the reply when there is none to run. */
export function planQuery(
  understanding: Understanding,
  state: ConversationState,
  owner: OwnerData,
  message: string,
  today: string,
): { query: Query } | { reply: EngineReply } {
  const plan = planOwnQuery(
    understanding,
    state,
    owner,
    withLandlordShorthand(message, owner.recordWords),
    today,
  );
  return 'query' in plan ? { query: withWhatWasNamed(plan.query, understanding, state, message) } : plan;
}

/**
 * A money question that points back at what the last answer named: "the biggest single bill from them" (its
 * payee), "how much rent did that place bring in" (its property).
 */
function withWhatWasNamed(
  query: Query,
  understanding: Understanding,
  state: ConversationState,
  message: string,
): Query {
  const e = understanding.entities;
  const lower = message.toLowerCase();
  if (query.tool !== 'finance_summary') return query;
  let pointed = query;
  if (
    !query.vendor &&
    state.query?.vendor &&
    !e.vendor &&
    !e.tenants.length &&
    !e.properties.length &&
    THE_PAYEE_AGAIN.test(lower)
  )
    pointed = { ...pointed, vendor: state.query.vendor, measure: 'expenses' };
  if (
    state.lastPropertyId &&
    !query.propertyIds.length &&
    !query.place &&
    !e.properties.length &&
    !e.places.length &&
    POINTS_BACK.test(lower)
  )
    pointed = { ...pointed, propertyIds: [state.lastPropertyId] };
  return pointed;
}

function planOwnQuery(
  understanding: Understanding,
  state: ConversationState,
  owner: OwnerData,
  message: string,
  today: string,
): { query: Query } | { reply: EngineReply } {
  const { entities } = understanding;
  const lower = message.toLowerCase();
  const ambiguous = whichProperty(understanding, owner);
  if (ambiguous) return { reply: ambiguous };

  // Of the question itself: "…? trying to figure out if it's worth keeping" asks what was spent.
  // A row asked about by its amount is in the records, whatever the words around it ("its on the card
  // statement but not in my shoebox").
  const topic = entities.askedAmount
    ? undefined
    : (outOfScopeTopic(questionPart(message, owner)) ??
      unrecordedTopic(
        questionPart(message, owner),
        new Set([...(owner.recordWords ?? []), ...(owner.categoryWords ?? [])]),
      ));
  if (topic) return { reply: outOfScopeReply(topic) };
  // "which property was the $437.80 in October for?": the row of that amount, whatever the classifier read.
  const row = entities.askedAmount && !entities.tenants.length ? queryOf(understanding) : undefined;
  if (row) return { query: row };
  // "what did I spend while I was away": dates the records do not hold are asked for, never guessed;
  // "and the three months before I left?" counts back from the last answer's period.
  const stretch = OWN_STRETCH.exec(message);
  if (stretch && !entities.period) {
    const counted = /\b(?:the )?(\w+) months? before (?:i|we) (?:left|went away|went abroad)\b/.exec(lower);
    const earlier =
      counted?.[1] && state.query?.period ? monthsBefore(state.query.period, counted[1]) : undefined;
    if (earlier && state.query) return { query: { ...state.query, period: earlier } };
    return { reply: askForDatesReply(stretch[0]) };
  }
  // "how much is that altogether?": the last answer's own total, asked again.
  if (state.query && TOTAL_OF_THAT.test(lower.trim())) return { query: state.query };
  if ((state.query?.single || state.query?.latest) && COST_OF_THAT.test(lower.trim()))
    return { query: state.query };
  // "how many rent payments have I logged": records counted, not who is late.
  const countsRecords = COUNT_OF_RECORDS.test(lower);
  const special = countsRecords ? undefined : specialQuery(understanding, message, today, owner);
  // "Do I have anything sitting empty right now?": the properties with no lease in force.
  if (VACANT.test(lower) && (!entities.aboutMoney || !MONEY_SAID.test(sentenceMatching(lower, VACANT))))
    return {
      query: {
        tool: 'find_properties',
        tenantIds: [],
        propertyIds: clearIds(entities.properties),
        vacant: true,
        // "did any of my places sit empty this year?": the days without a lease in that period.
        ...(entities.period ? { period: entities.period } : {}),
        ...(entities.propertyKind ? { propertyKind: entities.propertyKind } : {}),
      },
    };
  // "condo numbers for this year, money in and money out": income, expenses and what is left.
  if (IN_AND_OUT.test(lower)) {
    const both = queryOf(understanding, 'net');
    if (both) return { query: { ...both, measure: 'net', measureNamed: true } };
  }
  // "how many late rent payments did I get in 2025": the payments that came in after the grace period.
  if (countsRecords && /\blate\b/.test(lower) && /\b(rent|payments?)\b/.test(lower))
    return {
      query: {
        tool: 'late_rent',
        tenantIds: clearIds(entities.tenants),
        propertyIds: clearIds(entities.properties),
        paidLate: true,
        ...(entities.period ? { period: entities.period } : {}),
      },
    };
  // Rent payments counted: a tenant's are their payment history; everyone's, the rent income's count.
  if (countsRecords && /\bpayments\b/.test(lower) && !understanding.isFollowUp) {
    const tenantIds = clearIds(entities.tenants);
    const counted = tenantIds.length
      ? ({
          tool: 'rent_payments',
          tenantIds,
          propertyIds: [],
          ...(entities.period ? { period: entities.period } : {}),
        } as Query)
      : queryOf(
          understanding,
          /\b(expenses?|spen[dt]|bills?|vendors?)\b/.test(lower) ? 'expenses' : 'income',
        );
    if (counted) return { query: counted };
  }
  // "avg monthly rent collected in 2025": the money received, averaged over the months, not the rent roll.
  if (
    entities.shape.average === 'month' &&
    !entities.shape.groupBy &&
    (entities.period || /\b(collected|received|came in|brought in|took in|made|earned)\b/.test(lower))
  ) {
    const averaged = queryOf(understanding, entities.measureWord ?? 'income');
    if (averaged?.tool === 'finance_summary') return { query: { ...averaged, average: 'month' } };
  }
  // "did i sign anyone for fen court yet?": who is to move in at the property named, not who lives there.
  const signedAt = clearIds(entities.properties);
  if (signedAt.length && !entities.tenants.length && SIGNED_ANYONE.test(lower))
    return { query: { tool: 'find_tenants', tenantIds: [], propertyIds: signedAt, movingIn: true } };
  // "whats odalys paid me so far this year" then "which months was she late": in the same period.
  if (
    special?.tool === 'late_rent' &&
    special.paidLate &&
    !entities.period &&
    state.query?.period &&
    special.tenantIds.length &&
    special.tenantIds.every((id) => state.query?.tenantIds.includes(id))
  )
    return { query: { ...special, period: state.query.period } };
  if (special) return { query: special };
  // "has anyone signed for it yet?" after an answer naming a property: who is to move in there.
  if (
    state.lastPropertyId &&
    !entities.properties.length &&
    !entities.tenants.length &&
    SIGNED_FOR_IT.test(lower)
  )
    return {
      query: { tool: 'find_tenants', tenantIds: [], propertyIds: [state.lastPropertyId], movingIn: true },
    };
  // "which of my tenants has been with me the longest?": the tenants in force, by their lease's start.
  const tenure = LONGEST_TENANT.test(lower) ? 'longest' : NEWEST_TENANT.test(lower) ? 'newest' : undefined;
  if (tenure)
    return {
      query: { tool: 'find_tenants', tenantIds: [], propertyIds: clearIds(entities.properties), tenure },
    };
  // "Remind us, who was the last tenant there?" after a vacancy: who lived at the property named, or the last
  // answer's, before. "who lived there before her?", "was there someone else in Mr. Fennimore's unit before
  // him?": before the tenant named, at their property.
  const [before] = BEFORE_TENANT.test(lower) ? clearIds(entities.tenants) : [];
  const beforeAt = before ? owner.tenants.find((tenant) => tenant.id === before)?.propertyId : undefined;
  if (LAST_TENANT.test(lower) && (!entities.tenants.length || beforeAt)) {
    const named = clearIds(entities.properties);
    const propertyIds = named.length
      ? named
      : beforeAt
        ? [beforeAt]
        : state.lastPropertyId
          ? [state.lastPropertyId]
          : [];
    if (propertyIds.length)
      return { query: { tool: 'find_tenants', tenantIds: [], propertyIds, movedOut: true } };
  }
  // "what did I pay for it originally?": the purchase of the property named, or of the last answer's.
  if (PURCHASE_PRICE.test(lower) && !entities.tenants.length) {
    const named = clearIds(entities.properties);
    const propertyIds = named.length ? named : state.lastPropertyId ? [state.lastPropertyId] : [];
    if (propertyIds.length) return { query: { tool: 'find_properties', tenantIds: [], propertyIds } };
  }
  // "and what does it rent for now?": the rent roll of the property the last answer named.
  if (
    state.lastPropertyId &&
    !entities.properties.length &&
    !entities.tenants.length &&
    RENTS_FOR.test(lower)
  )
    return { query: { tool: 'rent_roll', tenantIds: [], propertyIds: [state.lastPropertyId] } };
  // "did I line up anyone to replace him?" after an answer naming a tenant: who is to move in where they live.
  const replaced = REPLACES.test(lower) ? replacedTenant(entities, state, owner) : undefined;
  if (replaced?.propertyId)
    return {
      query: { tool: 'find_tenants', tenantIds: [], propertyIds: [replaced.propertyId], movingIn: true },
    };
  // "Who's paying me the most rent right now?": the rent roll ranked, however unsure the classifier was.
  if (
    !understanding.isFollowUp &&
    entities.order &&
    !entities.period &&
    !entities.shape.groupBy &&
    entities.categories.some((match) => match.category === 'Rent') &&
    (!entities.aboutMoney || RENT_PRICED.test(lower))
  ) {
    const ranked = queryOf(understanding, 'rent_roll');
    if (ranked) return { query: ranked };
  }
  // "and if I take all the bills out of that, what's left?": the last total's net.
  if (
    state.query?.tool === 'finance_summary' &&
    entities.afterCosts &&
    understanding.narrows &&
    !entities.properties.length &&
    !entities.period
  ) {
    const { category: _category, words: _words, ...kept } = state.query;
    return { query: { ...kept, measure: 'net', measureNamed: true } };
  }
  // "and the month before?", "what about the year before?": the last question one unit earlier.
  // Read on the question itself: "and the month before that? i want to see if october was normal".
  const stepBack = state.query?.period && BEFORE_THAT.exec(questionPart(message, owner).toLowerCase().trim());
  if (state.query?.period && stepBack) {
    const said = stepBack[1] ?? stepBack[2];
    const unit = said === 'month' || said === 'quarter' || said === 'year' ? said : 'same';
    const earlier = periodBefore(state.query.period, unit);
    if (earlier) return { query: { ...state.query, period: earlier } };
  }
  if (state.query && continuesConversation(understanding)) {
    const merged = otherPlace(
      mergeFollowUp(state.query, understanding),
      state.query,
      owner.properties,
      message,
    );
    return { query: pointBack(merged, understanding, state, message) };
  }
  // "how much on roof work for the Savannah house?": a money question about the owner's own records,
  // which the classifier alone took for one it cannot answer or barely guessed (what records cannot
  // tell was refused above by its words).
  if (
    (understanding.intent === 'out_of_scope' ||
      understanding.confidence < MIN_CONFIDENCE ||
      // "how much on roof work for the Tucson condo?" names a property but asks what was spent on it.
      (understanding.intent === 'properties' && (entities.contentWords.length > 0 || countsRecords)) ||
      // "repairs for 2025 - i coded them two ways": the books' categories, not the requests to fix things.
      (understanding.intent === 'maintenance' &&
        entities.measureWord !== undefined &&
        entities.categories.length > 0)) &&
    (/\b(how much|total|spen[dt]|paid|cost|costs|costing|brought in|bring in|brings in|made|earned|collected|add(s|ed|ing)? up|c[oa]me to|comes to)\b/.test(
      lower,
    ) ||
      // "whatd i drop on the roof", "what did termite stuff run me": money said another way.
      entities.measureWord !== undefined ||
      countsRecords) &&
    (countsRecords ||
      // "total spend since i started using the app, everything": the measure named outright.
      entities.measureWord !== undefined ||
      entities.properties.length > 0 ||
      entities.places.length > 0 ||
      entities.vendor !== undefined ||
      entities.categories.length > 0 ||
      entities.contentWords.length > 0)
  ) {
    const next =
      entities.measureWord ??
      understanding.ranked.find((score) => isAnswerIntent(score.intent) && TOOL_OF_MONEY.has(score.intent))
        ?.intent;
    const query = next && queryOf(understanding, next);
    if (query) return { query };
  }
  const shaped = queryOf(understanding);
  // "gutters?", "roof stuff last yr?": a word of what was paid for, asked alone or with its period, is what
  // it cost (a greeting says hello).
  const terse = queryOf(understanding, 'expenses');
  const said = questionPart(message, owner).trim().split(/\s+/).length;
  if (
    terse &&
    entities.contentWords.length > 0 &&
    !GREETING_WORD.test(lower) &&
    (said <= 3 || (said <= 5 && entities.period !== undefined)) &&
    (understanding.intent === 'greeting' ||
      understanding.intent === 'out_of_scope' ||
      understanding.confidence < MIN_CONFIDENCE)
  )
    return { query: { ...terse, measure: entities.measureWord ?? 'expenses' } };
  if (
    shaped &&
    shaped.tool === 'finance_summary' &&
    (understanding.confidence < MIN_CONFIDENCE || understanding.intent === 'out_of_scope') &&
    (understanding.entities.shape.onlyLosses ||
      understanding.entities.vendor ||
      // "top 3 vendors this yr": payees ranked, by what they were paid.
      (understanding.entities.shape.groupBy === 'vendor' &&
        understanding.entities.shape.limit !== undefined) ||
      // Money asked of a trade, of one transaction or as a ranking ("pest control total?", "the
      // priciest repair", "top 3 vendors I spent the most with"); what no record can tell was refused above.
      // "insurance premiums this year?": money of a category, said tersely.
      (understanding.entities.aboutMoney &&
        (understanding.entities.shape.single ||
          understanding.entities.shape.groupBy ||
          understanding.entities.categories.length > 0 ||
          understanding.entities.contentWords.length > 0)) ||
      // "property taxes last year across everything?", "hoa this year, townhouse + condo combined": a
      // category and a period, said tersely, is what it cost.
      (understanding.entities.categories.length > 0 &&
        understanding.entities.period !== undefined &&
        !NOT_A_TOTAL.test(lower)))
  )
    return { query: shaped };
  // "insurance premiums this year across everything?": a category of the books and a period, which the
  // classifier barely guessed as something else, is what that category came to.
  const [category] = entities.categories;
  if (
    category &&
    category.category !== 'Rent' &&
    entities.period !== undefined &&
    understanding.confidence < MIN_CONFIDENCE &&
    !NOT_A_TOTAL.test(lower)
  ) {
    const asMoney = queryOf(understanding, category.kind === 'income' ? 'income' : 'expenses');
    if (asMoney) return { query: asMoney };
  }
  // A guess the classifier barely made, backed by words that say the same: "what's actually being worked on
  // right now" (a request's status), "which ones are commercial?" (a kind of property).
  const backed =
    (understanding.intent === 'maintenance' &&
      entities.maintenanceStatus !== undefined &&
      !entities.aboutMoney) ||
    (understanding.intent === 'properties' &&
      /\b(commercial|residential)\b/.test(lower) &&
      !entities.aboutMoney);
  // "one of the tenants put in a request about a burning smell, which house was that": a request on record,
  // asked by what it said, whatever the classifier made of the rest.
  if (entities.aboutARequest && shaped?.tool === 'maintenance_requests') return { query: shaped };
  // "what's the story with the fourplex": how things stand there, whatever the classifier guessed.
  if (entities.digest && shaped?.tool === 'digest') return { query: shaped };
  // "which category went up the most this year": groups of money ranked by their change.
  if (entities.shape.change && shaped?.tool === 'finance_summary' && shaped.change) return { query: shaped };
  // "when'd i last have the pest guy out": someone sent out to do work, the work paid for.
  if (entities.visit && shaped?.tool === 'finance_summary') return { query: shaped };
  if (backed && understanding.confidence < MIN_CONFIDENCE) {
    const guessed = queryOf(understanding);
    if (guessed) return { query: guessed };
  }
  if (understanding.confidence < MIN_CONFIDENCE || !isAnswerIntent(understanding.intent)) {
    if (understanding.intent === 'help' && understanding.confidence >= MIN_CONFIDENCE)
      return { reply: helpReply() };
    if (understanding.intent === 'greeting' && understanding.confidence >= MIN_CONFIDENCE)
      return { reply: greetingReply(message) };
    return { reply: cannotAnswerReply() };
  }
  const query = queryOf(understanding) as Query;
  if (entities.unmatchedAddress && entities.properties.length === 0) {
    const addresses = owner.properties.map((p) => p.address);
    return {
      reply: {
        response:
          `I couldn't find a property matching "${entities.unmatchedAddress}" in your portfolio.` +
          (addresses.length ? ` Your properties are:\n${addresses.map((a) => `- ${a}`).join('\n')}` : ''),
        sources: owner.properties.map((p) => ({ type: 'property' as const, id: p.id, label: p.address })),
      },
    };
  }
  if (query.tool === 'find_tenants' && query.tenantIds.length === 0 && query.propertyIds.length === 0) {
    const name = unknownName(message, owner);
    if (name) {
      return {
        reply: {
          response: `I couldn't find a tenant named "${name}". You have ${owner.tenants.length} tenant${owner.tenants.length === 1 ? '' : 's'}; ask "who are my tenants?" to list them.`,
          sources: [],
        },
      };
    }
  }
  return { query };
}

/** The payee just named, pointed back at: "from them", "their biggest invoice", "that company". */
const THE_PAYEE_AGAIN =
  /\b(them|they|their|theirs|that (company|vendor|contractor|outfit|firm|guy)|those guys)\b/;

/** Rent that came in after its grace period: "did anybody pay late", "late payments last month". */
const LATE_MOST_OFTEN =
  /\b(late|behind)\b.*\b(the most|most often|most times|most frequently|the oftenest)\b|\b(who|which tenants?)\b.*\b(most|usually|always|often|frequently|habitually|chronically)\b( \w+){0,2} (late|behind)\b|\b(worst|latest) payers?\b|\bworst (about|at|with|for) (paying|pay|payments?|rent)\b|\bhow (many times|often)\b.*\b(late|behind)\b/;
const TENANT_LATE =
  /\b(which|what) months?\b.*\blate\b|\bwhen (was|were|did|has|have)\b.*\blate\b|\b(was|were|has|have|did)\b.*\b(ever|been)\b.*\blate\b|\b(was|is|has)\b \w+ (ever )?(been )?late\b/;
const PAID_LATE =
  /\b(paid|pay|payed|came in|come in|arrived)( \w+){0,2} late\b|\blate (payments?|payers?)\b.*\b(last|this|in|during)\b/;

/** Every payment of a tenant asked for, not the last one: "her full payment history", "list every payment". */
const PAYMENT_HISTORY =
  /\b(full|whole|complete|entire) (rent |payment )*history\b|\bevery (single )?(rent )?payment\b|\ball (of )?(her|his|their|the|my) (rent )?payments\b|\b(list|itemi[sz]e) (all |every |each )?(of )?(her|his|their|the)? ?(rent )?payments\b/;

/** Payment history, unpaid rent and unpaid invoices: asked in words the intent classifier never learnt. */
function specialQuery(
  understanding: Understanding,
  message: string,
  today: string,
  owner: OwnerData,
): Query | undefined {
  const text = message.toLowerCase();
  const e = understanding.entities;
  const tenantIds = [...new Set(e.tenants.filter((m) => m.ids.length === 1).flatMap((m) => m.ids))];
  const propertyIds = [...new Set(e.properties.filter((m) => m.ids.length === 1).flatMap((m) => m.ids))];
  // "what have I collected in rent from Ninebark": rent received from a tenant is their payments.
  // "how much of a security deposit did Ms. Oduya pay": her deposit, not her rent.
  const aboutPaying =
    (/\b(pa(y|id|ys|ying)|payments?)\b/.test(text) && !/\bdeposits?\b/.test(text)) ||
    /\b(collected|received|gotten|got|brought in|taken in)\b[^.?!]{0,20}\brent\b|\brent\b[^.?!]{0,20}\b(collected|received)\b/.test(
      text,
    );
  // "What has Zeke paid me so far this year?", "Marisol's payments for last month": the payments dated in
  // the period, unless the last one or a late one is asked for.
  const asksLast =
    /\b(latest|most recent)\b|\blast (pay|paid|payment|time|one)\b|\b(did|has) \w+ last\b/.test(text);
  // "how much has Caspian paid me in late fees this year": that tenant's payments of another kind than rent,
  // the rows of that category recorded as paid by them.
  const ofCategory = e.categories.find((match) => match.kind === 'income' && match.category !== 'Rent');
  const payer =
    tenantIds.length === 1 ? owner.tenants.find((tenant) => tenant.id === tenantIds[0]) : undefined;
  // "tavares still hasnt paid, whats his number": how to reach the tenant named, whatever is said of them.
  if (
    tenantIds.length &&
    /\b(whats|what's|what is|need|get|send|give)( me)? (his|her|their|the) (cell |phone |mobile )?(number|phone|cell|email|e-mail|contact)\b/.test(
      text,
    )
  )
    return { tool: 'find_tenants', tenantIds, propertyIds: [] };
  if (payer && aboutPaying && ofCategory && !asksLast)
    return {
      tool: 'finance_summary',
      measure: 'income',
      measureNamed: true,
      category: { name: ofCategory.category, kind: 'income' },
      vendor: `${payer.firstName} ${payer.lastName}`.trim(),
      tenantIds: [],
      propertyIds: [],
      ...(e.period ? { period: e.period } : {}),
    };
  // "list every single rent payment she's made since she moved in", "her full payment history": each of
  // them, in order.
  if (tenantIds.length && aboutPaying && PAYMENT_HISTORY.test(text) && !PAID_LATE.test(text))
    return {
      tool: 'rent_payments',
      tenantIds,
      propertyIds,
      history: true,
      ...(e.period && e.period.kind !== 'all' ? { period: e.period } : {}),
    };
  if (
    tenantIds.length &&
    aboutPaying &&
    e.period &&
    !asksLast &&
    !PAID_LATE.test(text) &&
    !/\bowe/.test(text)
  )
    return { tool: 'rent_payments', tenantIds, propertyIds, period: e.period };
  if (
    tenantIds.length &&
    aboutPaying &&
    !PAID_LATE.test(text) &&
    /\b(last|latest|most recent|recent|history|when|how often|ever)\b/.test(text)
  )
    return { tool: 'rent_payments', tenantIds, propertyIds };
  // "Who's moving into Tanager unit B, and when?": the tenants of that property, with the day a signed
  // lease begins.
  // "Anyone signed up to move in after Cornelius leaves?": the next tenants of that tenant's home.
  const after = /\bafter\b.*\b(leaves?|leaving|moves? out|moving out|goes|is gone|lease ends)\b/.test(text);
  if (
    (/\b(mov(e|es|ing) in(to)?|new tenants?|next tenants?)\b/.test(text) ||
      // "any leases signed that haven't started yet?": leases that begin after today.
      /\bleases?\b[^?.]*\b(signed|lined up)\b[^?.]*\b(not|haven'?t|hasn'?t|havent|hasnt) (started|begun|kicked in)\b|\b(leases?|tenants?) (that |who )?(start|starts|starting|begin|begins|beginning) (later|in the future|after today|next (month|year))\b/.test(
        text,
      ) ||
      (after &&
        tenantIds.length &&
        /\b(anyone|anybody|someone|somebody|who|lined up|signed|next)\b/.test(text))) &&
    !e.aboutMoney
  ) {
    const homes = tenantIds.flatMap((id) => {
      const home = owner.tenants.find((tenant) => tenant.id === id)?.propertyId;
      return home ? [home] : [];
    });
    return after && homes.length
      ? {
          tool: 'find_tenants',
          tenantIds: [],
          propertyIds: [...new Set([...propertyIds, ...homes])],
          movingIn: true,
        }
      : { tool: 'find_tenants', tenantIds, propertyIds, ...(tenantIds.length ? {} : { movingIn: true }) };
  }
  // "Who's living in the Fulton duplex right now?", "who's renting the Lubbock condo", "did I sign anyone for
  // Slate Canyon yet?": the tenants
  // of that property, who lives there today apart from who signed to move in.
  if (
    propertyIds.length &&
    !tenantIds.length &&
    !e.aboutMoney &&
    /\b(who|whos|anyone|anybody|someone|somebody|tenants?)\b/.test(text) &&
    /\b(liv(e|es|ing)|stay(s|ing)?|occup(y|ies|ying|ied)|sign(ed)?|rent(s|ing)? (it|there|the place)|renting|leasing|who rents)\b/.test(
      text,
    )
  )
    return { tool: 'find_tenants', tenantIds, propertyIds };
  // "how long has walter been renting from me?": his lease, since when.
  if (
    tenantIds.length &&
    /\bhow long (has|have|did) \w+( \w+)? (been )?(rent|renting|rented|lived|living|stayed|staying|been (there|here|with (me|us))|been a tenant)\b|\bwhen did \w+( \w+)? (move in|moved in|start renting|first rent)\b/.test(
      text,
    )
  )
    return { tool: 'find_tenants', tenantIds, propertyIds };
  // "who's all paid up for november so far?": this month's rent, who paid it and who has not.
  if (
    /\bwho('?s| has| have| is| are)?( all| already)? paid( up| in full| their rent| rent)?\b(?! (late|the most|more|less|the least))/.test(
      text,
    ) &&
    (!e.period || (e.period.kind === 'month' && e.period.from === `${today.slice(0, 7)}-01`))
  )
    return { tool: 'late_rent', tenantIds, propertyIds, thisMonth: true, namePaid: true };
  // "How much rent is due this month?": this month's rent against its payments.
  if (
    /\brent\b.*\bdue\b|\bdue\b.*\brent\b/.test(text) &&
    /\bthis month\b|\bnow\b/.test(text) &&
    !/\bwhen\b/.test(text)
  )
    return { tool: 'late_rent', tenantIds, propertyIds, thisMonth: true };
  // "who moved in this year", "who moved out in 2025": the leases begun or ended in the period, by today.
  const moved = /\b(?:moved|move[sd]?) (in|out)\b/.exec(text);
  if (
    moved &&
    e.period &&
    e.period.from <= today &&
    !tenantIds.length &&
    !/\b(will|going to|gonna|signed)\b/.test(text)
  )
    return {
      tool: 'find_tenants',
      tenantIds: [],
      propertyIds,
      turnover: moved[1] === 'in' ? 'in' : 'out',
      period: e.period,
    };
  // "is anybody paying more than 1500 a month": the leases in force whose rent is past the bound.
  const rentLimit = readRentLimit(text);
  if (rentLimit && !e.period && !e.vendor && !e.categories.some((match) => match.kind === 'expense'))
    return { tool: 'rent_roll', tenantIds: [], propertyIds, rentLimit };
  // "What's the total rent I should get each month?": the rent roll, not income grouped by month.
  if (
    /\brent\b/.test(text) &&
    /\b(each|per|a|every) month\b|\bmonthly\b/.test(text) &&
    /\b(should|supposed|expect|expected|scheduled|total|combined|altogether|all together)\b/.test(text) &&
    !e.period &&
    !/\b(did|was|were|got|received|collected|came in)\b/.test(text)
  )
    return { tool: 'rent_roll', tenantIds: [], propertyIds };
  // "How much has Lucan paid this year?": that tenant's payments, over the period named (all time if none).
  if (tenantIds.length && aboutPaying && /\b(how much|total|sum|all)\b/.test(text) && !/\bowe/.test(text))
    return {
      tool: 'rent_payments',
      tenantIds,
      propertyIds,
      period: e.period ?? ALL_TIME,
    };
  // "how much deposit money did i end up keeping this year", "did i keep any deposit money in 2025? from
  // who": what was kept of deposits, booked as income that says so, each row with who it came from.
  if (
    /\bdeposits?\b/.test(text) &&
    // Said in the question, not around it ("…? My accountant reminded me they aren't income unless I keep
    // them").
    /\b(keep|kept|keeping|withheld|withhold|withholding|held back)\b/.test(
      questionPart(message, owner).toLowerCase(),
    ) &&
    !tenantIds.length &&
    !/\b(how much of|back|returned|refund(ed)?)\b/.test(text)
  )
    return {
      tool: 'finance_summary',
      measure: 'income',
      measureNamed: true,
      words: ['deposit'],
      namedWords: ['deposit'],
      itemize: true,
      tenantIds: [],
      propertyIds,
      period: e.period ?? ALL_TIME,
    };
  // "What's the deposit on the Wickersham condo?": what the lease in force sets. A pet deposit is the
  // lease's text; money deposited in a bank is not a lease's.
  if (
    /\b(security )?deposits?\b/.test(text) &&
    !/\bpet deposits?\b|\bdeposit(ed)? (in|into|to)\b/.test(text) &&
    // "how much in deposits am I sitting on in total" asks the deposits; "deposits spent on repairs" does not,
    // but deposits held are, whatever else is said of income ("none of it got counted as income").
    (/\b(holding|hold|held|sitting on)\b/.test(text) ||
      // "how much of a security deposit did Ms. Oduya pay": what her lease set.
      (tenantIds.length > 0 &&
        !/\b(spen[dt]|spending|expenses?|costs?|repairs?|kept|kept back|deducted)\b/.test(text)) ||
      (!e.measureWord &&
        !/\b(spen[dt]|spending|paid|pay|cost|costs|expenses?|income|revenue|earn(ed)?|made|profit|net|collected|received|came in)\b/.test(
          text,
        )))
  )
    return {
      tool: 'rent_roll',
      deposits: true,
      tenantIds,
      propertyIds,
      // "deposits for the Greeley tenants": the leases in force there.
      ...(!propertyIds.length && e.places.length === 1 && e.places[0]
        ? { place: { label: e.places[0].label, propertyIds: e.places[0].propertyIds } }
        : {}),
    };
  // "where's the insurance policy for Windrow?", "do I have the lease for 12 Elm?": the vault.
  if (
    /\b(where('?s| is| are| did i (put|save|upload))?|find|show( me)?|pull up|open|do i have|have i (got|uploaded)|copy of|send me)\b/.test(
      text,
    ) &&
    (e.documentType !== undefined ||
      /\b(polic(y|ies)|documents?|docs?|files?|pdfs?|paperwork|certificates?|scans?|agreements?)\b/.test(
        text,
      )) &&
    !e.aboutMoney &&
    // "do I have any leases ending before new years": leases that end, not lease documents.
    !(e.documentType === 'Lease' && understanding.intent === 'leases_ending')
  )
    return {
      tool: 'find_documents',
      tenantIds: [],
      propertyIds,
      ...(e.documentType ? { documentType: e.documentType } : {}),
    };
  // "Who's been late the most this year?": times late counted by tenant, over the books when no period is named.
  if (LATE_MOST_OFTEN.test(text) && !/\b(fees?|charges?)\b/.test(text))
    return {
      tool: 'late_rent',
      tenantIds,
      propertyIds,
      paidLate: true,
      mostOften: true,
      ...(e.period ? { period: e.period } : {}),
    };
  // "which months was Odalys late?", "was she ever late?": that tenant's rent paid late, over the books
  // unless a period is named (or the conversation's, planOwnQuery).
  if (tenantIds.length && TENANT_LATE.test(text) && !/\b(fees?|charges?)\b/.test(text))
    return { tool: 'late_rent', tenantIds, propertyIds, paidLate: true, period: e.period ?? ALL_TIME };
  // "Did anybody pay late this month?", "who paid late in October": payments that came in after the grace
  // period, not who owes today.
  if (PAID_LATE.test(text) && !/\b(fees?|charges?)\b/.test(text))
    return {
      tool: 'late_rent',
      tenantIds,
      propertyIds,
      paidLate: true,
      ...(e.period ? { period: e.period } : {}),
    };
  if (
    /\binvoices?\b|\bbills?\b/.test(text) &&
    /\b(unpaid|outstanding|open|overdue|due|owe|owed|pay|paid)\b/.test(text) &&
    // "total paid to pelican plumbing, and the biggest single bill from them": what a payee was paid.
    !e.vendor &&
    !e.shape.single &&
    // "which contractors did I pay $600 or more? leave out the tax bills": payees ranked, some left out.
    !e.exceptCategories.length &&
    !e.shape.atLeastCents &&
    // "I've got the tax bills to think about. How much rent is still outstanding?": the rent asked, not bills.
    !/\brent\b[^.?!]{0,30}\b(unpaid|outstanding|overdue|owed)\b|\b(unpaid|outstanding|overdue|past due|owed) rent\b/.test(
      text,
    ) &&
    // "how much property tax did we pay this year? the county bills": what was paid.
    !/\bhow much\b[^?]*\b(did|do|have|has) (i|we|you|\w+) (\w+ )?(pay|paid)\b/.test(text) &&
    // "the biggest bill I've paid this year" is an expense paid, not a bill still to pay.
    !/\b(i|we|i've|ive|we've|weve|i have|we have|i've ever|i ever) (ever |already |actually )?paid\b|\bpaid (bills?|invoices?)\b/.test(
      text,
    ) &&
    // "did we come out ahead once all the bills were paid": bills said to be paid are no unpaid bills.
    !/\b(bills?|invoices?) (were|are|was|is|have been|has been|got|get) (all |already )?paid\b/.test(text)
  )
    return { tool: 'unpaid_invoices', tenantIds: [], propertyIds: [] };
  if (
    /\b(has ?n[o']?t|have ?n[o']?t|hasnt|havent|not yet|yet to|didn'?t|did not|has not|have not)\b.*\bpaid\b|\b(unpaid|outstanding|overdue|past due|late) rent\b|\brent (is |that'?s )?(still )?(unpaid|outstanding|overdue|past due)\b|\bowes?\b|\bowed\b|\bowing\b|\bbehind\b/.test(
      text,
    ) ||
    // "hollis bal?", "what's Reyes's balance": what a tenant named still owes.
    (tenantIds.length > 0 && /\b(balance|balances)\b/.test(text))
  )
    return {
      tool: 'late_rent',
      tenantIds,
      propertyIds,
      // "Who hasn't paid this month?" asks about this month's rent, not every balance from earlier months.
      ...((/\b(has ?n[o']?t|have ?n[o']?t|hasnt|havent|not yet|yet to|didn'?t|did not|has not|have not)\b.*\bpaid\b/.test(
        text,
      ) &&
        !/\b(ever|all year|last month|since)\b/.test(text)) ||
      /\bthis month\b/.test(text) ||
      // "how much am I owed for November" in November.
      (e.period?.kind === 'month' && e.period.from === `${today.slice(0, 7)}-01`)
        ? { thisMonth: true }
        : {}),
    };
  return undefined;
}

/** The offline engine: understood words → a tool → its facts as the reply. */
export async function answerOffline(
  ctx: EngineContext,
  typed: string,
  understood: Understanding,
  state: ConversationState,
): Promise<EngineReply> {
  // "what's the storefront cost me since it went empty": since the day after its last lease ended.
  const [mention] = understood.entities.properties;
  const propertyId =
    mention?.ids.length === 1 && understood.entities.properties.length === 1
      ? mention.ids[0]
      : state.query?.propertyIds.length === 1
        ? state.query.propertyIds[0]
        : undefined;
  const dated =
    propertyId && SINCE_EMPTY.test(typed)
      ? await withEmptySinceDated(ctx.db, ctx.ownerId, propertyId, typed, ctx.today)
      : typed;
  const message = withUnitOfLastStretch(dated, state.query?.period?.label);
  const understanding = message === typed ? understood : understand(message, ctx.owner, ctx.today);
  const ratio = await answerRatio(ctx, message, state);
  if (ratio) return ratio;
  const both = await answerBoth(ctx, message, state);
  if (both) return both;
  const plan = planQuery(understanding, state, ctx.owner, message, ctx.today);
  if ('reply' in plan) return plan.reply;
  if (isForecast(plan.query, ctx.today)) return outOfScopeReply('forecasts');
  return composeReply(await runQuery(ctx.db, ctx.ownerId, ctx.today, plan.query));
}

/**
 * "and in the next 12?" after the leases ending in the next 6 months: a stretch said without its unit, in
 * the unit of the last one.
 */
function withUnitOfLastStretch(message: string, lastLabel: string | undefined): string {
  const unit = lastLabel && /\b(?:next|last|past) \d+ (days|weeks|months|years)\b/i.exec(lastLabel)?.[1];
  if (!unit) return message;
  return message.replace(
    /\b(next|last|past) (\d{1,3})\b(?!\s*(days?|weeks?|months?|years?|mos?|yrs?|d|w|m|y)\b)/i,
    `$1 $2 ${unit}`,
  );
}

/** A money question about the future is a forecast, not a record ("what will I earn next year?"). */
const isForecast = (query: Query, today: string) =>
  query.tool === 'finance_summary' && query.period !== undefined && query.period.from > today;

/** A part of a message (one of two questions, a side of a share), read and planned on its own. */
const planText = (ctx: EngineContext, text: string, state: ConversationState) =>
  planQuery(understand(text, ctx.owner, ctx.today), state, ctx.owner, text, ctx.today);

/** A money total the typed query can give alone, as one side of a share. */
const isTotal = (query: Query) =>
  query.tool === 'finance_summary' &&
  !query.groupBy &&
  !query.compare?.length &&
  !query.single &&
  !query.onlyLosses;

/**
 * "2025 expenses as a percentage of 2025 income", "what share of this year's expenses went to Yuma",
 * "Cottonglen's expenses were what multiple of Whipstone's": both totals, then one as a share of the other.
 */
async function answerRatio(
  ctx: EngineContext,
  message: string,
  state: ConversationState,
): Promise<EngineReply | undefined> {
  const asked = readRatioQuestion(questionPart(message, ctx.owner));
  if (!asked) return undefined;
  const planned = planText(ctx, asked.part, state);
  if ('reply' in planned || !isTotal(planned.query)) return undefined;
  // "what's my expense ratio for that yr": the period the conversation was about.
  const partPlan =
    !planned.query.period && THAT_PERIOD.test(message) && state.query?.period
      ? { query: { ...planned.query, period: state.query.period } }
      : planned;
  const wholeText = asked.wholeFollows ? `and ${asked.whole}` : asked.whole;
  const wholePlan = planText(
    ctx,
    wholeText,
    asked.wholeFollows ? { ...state, query: partPlan.query } : state,
  );
  if ('reply' in wholePlan || !isTotal(wholePlan.query)) return undefined;
  // "the Yuma properties' share of this year's expenses": the whole is the part's own period.
  const whole = { ...wholePlan.query, ...(wholePlan.query.period ? {} : { period: partPlan.query.period }) };
  const [partResult, wholeResult] = await Promise.all([
    runQuery(ctx.db, ctx.ownerId, ctx.today, { ...partPlan.query, ratioSide: true }),
    runQuery(ctx.db, ctx.ownerId, ctx.today, { ...whole, ratioSide: true }),
  ]);
  const part = partResult.figures.cents;
  const total = wholeResult.figures.cents;
  if (typeof part !== 'number' || typeof total !== 'number') return undefined;
  const share =
    total === 0
      ? 'The second is zero, so there is no share to give.'
      : `The first is **${percentOf(part, total)}** of the second (**${(part / total).toFixed(2)}** times it).`;
  return {
    response: [partResult.summary, wholeResult.summary, share].join('\n'),
    sources: [...partResult.sources, ...wholeResult.sources],
  };
}

/**
 * Two questions in one message ("how much rent did the duplex bring in last year, and what did it cost to
 * run it?"): each answered, the second as a follow-up of the first. Only when both are questions the
 * records answer; otherwise the message is read whole.
 */
async function answerBoth(
  ctx: EngineContext,
  message: string,
  state: ConversationState,
): Promise<EngineReply | undefined> {
  // Split what is asked, context before it left off ("It feels like our insurance bills keep creeping up.").
  const parts = splitQuestions(questionPart(message, ctx.owner));
  if (!parts) return undefined;
  const [first, second] = parts;
  const firstPlan = planText(ctx, first, state);
  if ('reply' in firstPlan || isForecast(firstPlan.query, ctx.today)) return undefined;
  const after: ConversationState = { ...state, query: firstPlan.query };
  // "has rhett ever been late? what has he paid me in late fees": "he" is the tenant the first names.
  const [named] = understand(first, ctx.owner, ctx.today).entities.tenants.filter((m) => m.ids.length === 1);
  const tenant = named && ctx.owner.tenants.find((t) => t.id === named.ids[0]);
  const asked = tenant
    ? withTenantNamed(second, { lastTenantName: `${tenant.firstName} ${tenant.lastName}`.trim() })
    : second;
  const secondPlan = planText(ctx, asked, after);
  if ('reply' in secondPlan || isForecast(secondPlan.query, ctx.today)) return undefined;
  const [one, two] = [firstPlan.query, secondPlan.query];
  // "total paid to gem state, and which property got most of it": the same total, ranked, which the
  // message read whole answers as the whole beside its largest part.
  if (isTotal(one) && two.tool === 'finance_summary' && two.measure === one.measure && !isTotal(two))
    return undefined;
  // "who owes me? and how much in all": the second asks what the first answer already says.
  const plans = JSON.stringify(two) === JSON.stringify(one) ? [one] : [one, two];
  // "what did birchwood bring in this year, and what did it cost me": income, expenses and what is left.
  const sameScope =
    isTotal(one) &&
    isTotal(two) &&
    !one.category &&
    !two.category &&
    JSON.stringify([one.period, one.propertyIds, one.place]) ===
      JSON.stringify([two.period, two.propertyIds, two.place]);
  const measures = [one.measure, two.measure].sort().join(' ');
  if (sameScope && measures === 'expenses income')
    return composeReply(await runQuery(ctx.db, ctx.ownerId, ctx.today, { ...one, measure: 'net' }));
  const replies = await Promise.all(
    plans.map(async (query) => composeReply(await runQuery(ctx.db, ctx.ownerId, ctx.today, query))),
  );
  return {
    response: replies.map((reply) => reply.response).join('\n\n'),
    sources: replies.flatMap((reply) => reply.sources),
  };
}
