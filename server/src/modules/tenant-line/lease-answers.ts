import { MONTH_NAMES, addDays } from '@astor/contract/calendar-date';
import { withNumbersSaidOnce } from './numbers-said-twice.js';
import { NUMBER_WORDS_TO_TWELVE } from '../../documents/fields/number-words.js';
import type { EmergencyKind } from '../../nlu/emergency.js';
import type { AdditionalFee, SpecialLeaseTerms } from '@astor/contract/leases';
import { bold, formatMoney } from '../assistant/format.js';
import {
  ClauseIndex,
  contentStems,
  findClause,
  stems,
  type ClauseMatch,
  type LeaseDocumentText,
} from './clause-search.js';
import { sentencesOf, splitClauses } from './lease-clauses.js';
import { nextScheduledDay } from './next-date.js';
import { depositBackBy, noticeBy } from './counted-dates.js';
import {
  FIELD_TOPICS,
  GUESTS,
  ORDINARY_CONTACT,
  REPAIR_AND_DEDUCT,
  TOPICS,
  type LeaseTopic,
} from './lease-topics.js';

/**
 * Answers to a tenant's lease questions from what is on file for their property only: the fields of its
 * active leases first (rent, due day, grace period and late fees, deposit, dates, fees), then the lease
 * document's own clauses, quoted (clause-search.ts). Nothing else: no names, no other property, no books,
 * and nothing guessed. When the property has several leases that disagree, the answer depends on which
 * lease is the tenant's: the landlord confirms (a lease has no unit to match the tenant to).
 */

/** The parts of a lease on file a tenant may be told. */
export type LeaseOnFile = {
  rentCents: number | null;
  dueDay: number;
  /** Days after the due day before rent is late (docs/decisions/0006-rent-ledger.md). */
  graceDays: number;
  depositCents: number | null;
  /** ISO dates (YYYY-MM-DD). */
  startDate: string | null;
  endDate: string | null;
  leaseType: string | null;
  terms: SpecialLeaseTerms | null;
};

/** What the line may answer from: the active leases and the property's lease documents. */
/** `today` (YYYY-MM-DD): for the next day a schedule falls on ("when is the bug guy coming next?"). */
export type LeaseKnowledge = { leases: LeaseOnFile[]; documents: LeaseDocumentText[]; today?: string };

export const NO_LEASE_ANSWER =
  "I don't have a lease on file for this home, so I can't answer that here. Your landlord can see this " +
  'conversation and will confirm.';
export const DEPENDS_ANSWER =
  "That depends on which lease is yours, and I can't tell that from here. Your landlord can see this " +
  'conversation and will confirm.';
export const PASS_ON_OFFER = 'Would you like me to pass the question on to your landlord?';

export const notFoundAnswer = (what: string): string =>
  `I couldn't find anything about ${what} in your lease on file, and I don't want to guess. ${PASS_ON_OFFER}`;

const dollars = (amount: number | null): string =>
  amount === null ? 'amount not stated' : bold(formatMoney(Math.round(amount * 100)));

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** "2027-05-31" → "May 31, 2027", as a person reads it (no time zone can shift it a day). */
export function readableDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const month = MONTH_NAMES[Number(match[2]) - 1];
  return month ? `${month} ${Number(match[3])}, ${match[1]}` : iso;
}

function describeFee(fee: AdditionalFee): string {
  if ('first_violation' in fee) {
    return `${fee.fee_type}: ${dollars(fee.first_violation)} for a first violation, ${dollars(fee.additional_violation)} for each one after`;
  }
  return `${fee.fee_type}: ${dollars(fee.amount)}`;
}

const feesMatching = (lease: LeaseOnFile, pattern: RegExp): AdditionalFee[] =>
  (lease.terms?.additional_fees ?? []).filter((fee) => pattern.test(fee.fee_type));

const feeList = (intro: string, fees: AdditionalFee[]): string =>
  [intro, ...fees.map((fee) => `- ${describeFee(fee)}`)].join('\n');

const PET_FEE = /\b(pet|pets|animal|animals|dog|dogs|cat|cats)\b/i;
const PARKING_FEE = /\b(parking|park|garage|car|cars|vehicle|vehicles|carport|space)\b/i;

function lateTerms(lease: LeaseOnFile): string | undefined {
  const late = lease.terms?.late_payment;
  const parts = [
    late?.initial_fee != null ? `a late fee of ${dollars(late.initial_fee)}` : undefined,
    late?.daily_late_charge != null
      ? `${dollars(late.daily_late_charge)} for each day it stays unpaid`
      : undefined,
  ].filter((part): part is string => part !== undefined);
  const named = feesMatching(lease, /late/i);
  if (parts.length === 0 && named.length === 0) return undefined;
  const cap = late?.max_late_fee != null ? ` (at most ${dollars(late.max_late_fee)} in all)` : '';
  const sentence = parts.length ? `After that, your lease sets ${parts.join(', plus ')}${cap}.` : '';
  return named.length ? feeList(sentence || 'Late fees in your lease on file:', named) : sentence;
}

/**
 * The day the lease document itself says rent becomes late: "Lot Rent is late if it is not received by
 * 5:00 p.m. on the 5th", "if the full amount is not received by 11:59 p.m. on the 5th day of the month, it is
 * late", "late only if we have not received it by the end of the 5th day". `said` is its words ("5:00
 * p.m. on the 5th").
 */
export type StatedLateDay = { day: number; said: string };
const NOT_RECEIVED_BY =
  /\bnot (?:been )?(?:received|paid)(?: it| them| in full)? by ((?:the end of |\d{1,2}(?::\d{2})?\s*[ap]\.?\s?m\.?\s+)?(?:on )?the (\d{1,2})(?:st|nd|rd|th)\b)/gi;

export function statedLateDay(texts: string[]): StatedLateDay | undefined {
  for (const text of texts) {
    for (const match of text.matchAll(NOT_RECEIVED_BY)) {
      // The same sentence says it is then late (not a notice's or a guarantor's deadline).
      const around = text.slice(Math.max(0, match.index - 120), match.index + match[0].length + 80);
      const day = Number(match[2]);
      if (/\blate\b/i.test(around) && day >= 1 && day <= 28)
        return { day, said: (match[1] ?? '').replace(/\s+/g, ' ') };
    }
  }
  return undefined;
}

/**
 * A rent paid partly by a housing authority (a Housing Choice Voucher): the lease states the tenant's
 * portion and the authority's payment, and the tenant owes only their portion.
 */
export type RentSplit = { tenantCents: number; agencyCents?: number };
const TENANT_PORTION =
  /\b(?:your (?:portion|share|part)|tenant(?:'s)? (?:portion|share|rent payment)|family share|total tenant payment)\b[^.$]{0,40}?\$\s?([\d,]+(?:\.\d\d)?)/i;
const AGENCY_PAYMENT =
  /\b(?:housing assistance payments?|housing authority(?:'s)? (?:portion|payment|share)|(?:pha|agency)(?:'s)? (?:portion|payment|share))\b[^.$]{0,40}?\$\s?([\d,]+(?:\.\d\d)?)/i;

export function rentSplit(texts: string[]): RentSplit | undefined {
  const cents = (said: string | undefined) =>
    said ? Math.round(Number(said.replace(/,/g, '')) * 100) : undefined;
  for (const text of texts) {
    const tenantCents = cents(TENANT_PORTION.exec(text)?.[1]);
    if (tenantCents === undefined) continue;
    const agencyCents = cents(AGENCY_PAYMENT.exec(text)?.[1]);
    return agencyCents === undefined ? { tenantCents } : { tenantCents, agencyCents };
  }
  return undefined;
}

function graceSentence(lease: LeaseOnFile, stated?: StatedLateDay): string {
  const due = `Rent is due on the ${bold(ordinal(lease.dueDay))}`;
  // The lease's own words on the last day win over a count of grace days ("late if it is not received by
  // 5:00 p.m. on the 5th" with five grace days written in the record).
  if (stated && stated.day >= lease.dueDay && stated.day !== lease.dueDay + lease.graceDays)
    return `${due}, and your lease says it is late if not received by ${stated.said.replace(/\d+(st|nd|rd|th)$/, (day) => bold(day))}: rent received by then is not late.`;
  if (lease.graceDays === 0) return `${due}, with no grace period: it is late if not paid that day.`;
  const days = `${lease.graceDays} day${lease.graceDays === 1 ? '' : 's'}`;
  const lastDay = lease.dueDay + lease.graceDays;
  return lastDay <= 28
    ? `${due}, and your lease gives a grace period of ${bold(days)}: rent paid by the ${bold(ordinal(lastDay))} is not late.`
    : `${due}, and your lease gives a grace period of ${bold(days)} after the due day before rent is late.`;
}

const MONTH_TO_MONTH = /month[\s-]*to[\s-]*month/i;

type FieldContext = {
  question: string;
  topics: LeaseTopic[];
  withAmount: boolean;
  statedLate?: StatedLateDay;
  split?: RentSplit;
};

/** A topic answered from one lease's fields; undefined when its fields don't say (the clauses may). */
export function answerFromFields(
  topic: LeaseTopic,
  lease: LeaseOnFile,
  context: FieldContext,
): string | undefined {
  switch (topic) {
    case 'rent_amount': {
      if (lease.rentCents === null) return undefined;
      // "what do I pay myself?" under a voucher: the tenant's portion, beside the whole contract rent.
      const split = context.split;
      if (split && split.tenantCents < lease.rentCents)
        return (
          `Your portion of the rent is ${bold(formatMoney(split.tenantCents))} a month` +
          (split.agencyCents !== undefined
            ? `; the housing authority pays ${bold(formatMoney(split.agencyCents))}, for a contract rent of ${formatMoney(lease.rentCents)}.`
            : ` of a contract rent of ${formatMoney(lease.rentCents)}.`) +
          ' You owe only your portion.'
        );
      return `Your rent is ${bold(formatMoney(lease.rentCents))} a month.`;
    }
    case 'rent_due':
      return context.withAmount && lease.rentCents !== null
        ? `Your rent of ${bold(formatMoney(lease.rentCents))} is due on the ${bold(ordinal(lease.dueDay))} of each month.`
        : `Rent is due on the ${bold(ordinal(lease.dueDay))} of each month.`;
    case 'late_fee': {
      const terms = lateTerms(lease);
      return terms
        ? `${graceSentence(lease, context.statedLate)} ${terms}`
        : graceSentence(lease, context.statedLate);
    }
    case 'deposit':
      return lease.depositCents === null
        ? undefined
        : `Your security deposit is ${bold(formatMoney(lease.depositCents))}.`;
    case 'lease_end':
      if (context.topics.includes('lease_start') && lease.startDate && lease.endDate)
        return `Your lease runs from ${bold(readableDate(lease.startDate))} to ${bold(readableDate(lease.endDate))}.`;
      if (lease.endDate) return `Your lease ends on ${bold(readableDate(lease.endDate))}.`;
      if (lease.leaseType && MONTH_TO_MONTH.test(lease.leaseType))
        return 'Your lease is month-to-month, so it has no end date on file.';
      return undefined;
    case 'lease_start':
      if (context.topics.includes('lease_end') && lease.startDate && lease.endDate) return '';
      return lease.startDate ? `Your lease started on ${bold(readableDate(lease.startDate))}.` : undefined;
    case 'pets': {
      const fees = feesMatching(lease, PET_FEE);
      return fees.length ? feeList('Pet fees in your lease on file:', fees) : undefined;
    }
    case 'parking': {
      const fees = feesMatching(lease, PARKING_FEE);
      return fees.length ? feeList('Parking fees in your lease on file:', fees) : undefined;
    }
    default:
      return undefined;
  }
}

/** The words of a deposit question that ask about getting it back, not its amount. */
const DEPOSIT_RETURN =
  /\b(back|return|returned|refund|refunded|refundable|deduct|deducted|deduction|deductions|keep|withhold|interest|when|take out|taken out|take from|charge|charged|use|used|apply|applied|last month|again|how long|how soon|sent|send|mail|mailed)\b/i;
/** A deposit question on more than its sum: where it is held, in what account. */
const DEPOSIT_DETAIL = /\b(where|held|holding|kept|bank|account|escrow)\b/i;
/** Another deposit than the security deposit: "a 'restoration deposit' for that stuff", "the pet deposit". */
const OTHER_DEPOSIT =
  /\b(?!security\b|damage\b)[a-z]+['’]? deposit\b(?<!\b(my|the|our|your|a|an|this|that|her|his|their|mom'?s|total|full|whole|entire|same|rent|rental) deposit)/i;
/** A rent question on more than the tenant's own sum: the whole home's rent, shares, who owes it. */
const RENT_DETAIL =
  /\b(total|whole|entire|all of us|everyone|each of us|split|share|shares|portion|part|contract|voucher|subsidy|housing authority|on the hook|jointly|roommates?|housemates?)\b/i;
/** A late-fee question on more than the fee: days late, a daily charge, a cap, partial payments. */
const LATE_DETAIL =
  /\b(per day|daily|each day|every day|a day|a week|weeks?|cap|capped|max|maximum|limit|partial|part of|half|waive|waived|forgive|add up|adds up|keep adding|\d+ days?)\b/i;
/** A date as leases print them: "May 31, 2027", "05/31/2027", "31st day of May, 2027". */
const DATE_IN_TEXT =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december)\b[^.]{0,20}\d{4}|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/i;

/** A phone number as leases print it: "(906) 555-0148", "906-555-0148". */
const PHONE_IN_TEXT = /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/;
/** How to reach someone, as leases print it: an email address or a phone number. */
const CONTACT_IN_TEXT = new RegExp(`[^\\s@]+@[^\\s@]+\\.[a-z]{2,}|${PHONE_IN_TEXT.source}`, 'i');

const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;

/** What a clause must give for the contact asked: a phone for "the office number", an email for "what email". */
function contactAsked(question: string): RegExp {
  const lower = question.toLowerCase();
  const phone = /\b(number|phone|call|ring|text)\b/.test(lower);
  const email = /\b(email|e-mail|emails)\b/.test(lower);
  return phone === email ? CONTACT_IN_TEXT : phone ? PHONE_IN_TEXT : EMAIL_IN_TEXT;
}

/** The words of a lease's clause on asking for repairs: how, where, in what form. */
const HOW_REPAIRS_ARE_ASKED =
  'how do I request a repair: submit a request or notice in writing, by email, phone, online or the portal';

/**
 * The words of a lease's sentence on visitors' cars: searched with the question when a guest's car is
 * asked about ("where should my boyfriend park? my spaces are full"), whose other words name the tenant's own.
 */
const WHERE_VISITORS_PARK = 'where visitors and guests park: visitor guest parking';
const WHO_MAY_HIRE = 'tenant may not make or hire out a repair or deduct the cost of a repair from rent';
/** A detector that chirps or beeps is asking for a battery: who replaces it. */
const CHIRPS = /\b(chirp|chirps|chirping|chirped|beep|beeps|beeping|low battery)\b/;
const WHO_REPLACES_BATTERIES =
  'who replaces the smoke alarm detector batteries: tenant shall replace batteries';

/** Asks how to get a repair done rather than who pays or how fast: "best way to get someone out". */
const ASKS_HOW_TO_REQUEST =
  /\b(way|how) (do i |can i |should i |to )?(get|have|request|ask for|report|put in|submit)\b|\b(get|have|send) (someone|somebody|anyone|a \w+) (out|over)\b|\bwho (do|should|can) (i|we) (tell|call|text|contact|let know|report (it |this )?to)\b/;

/** "what's the total I owe then, fee included", "how much with the late fee": rent and fee added up. */
const TOTAL_WITH_FEE =
  /\b(total|altogether|all in|in all|all together)\b[^?.]*\b(fee|fees|late charge|penalty)\b[^?.]*\b(included|including|in it|plus|added|with)\b|\b(rent )?(plus|with|including|incl) (the )?(late )?(fee|charge|penalty)\b[^?.]*\b(total|how much|altogether|owe)\b|\b(how much|total|what) (\w+ ){0,5}(owe|pay|send)\b[^?.]*\b(with|plus|including|incl) (the )?(late )?(fee|charge|penalty)\b/;
/** "by what date", "what's the deadline", "what day do I have to tell you by": a day on the calendar. */
const ASKS_A_DATE =
  /\b(what|which) (date|day)\b|\bby when\b|\bdeadline\b|\bwhat('?s| is) the (last|latest) (day|date)\b|\b(actual|exact) date\b/;
/** "who do I call", "is there someone I'm supposed to call", "who should I get it from", "their number". */
const ASKS_WHOM_TO_CALL =
  /\b(who|whom|someone|somebody|anyone|anybody) (do|should|would|can|am) (i|we) (call|contact|text|phone|ring|get \w+ from|order from|buy \w+ from)\b|\b(someone|somebody|who) (i'?m|i am|we'?re|we are) supposed to (call|contact)\b|\b(who|whom) to (call|contact)\b|\b(their|his|her|the) (phone )?number\b|\bwho (do|should) (i|we) get (it|more|them) from\b|\bwho (i|we) (call|contact|text|phone)\b/;
/** The next day something comes round: "when is the bug guy coming next", "what date is the next one". */
const ASKS_NEXT_DAY =
  /\b(when|what day|what date|which day)\b[^.?!]{0,60}\b(next|coming|come|comes)\b|\bnext (visit|treatment|service|spray|spraying|pickup|inspection|one)\b/;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A monthly sum asked for, the rent with other charges: "the total I pay each month", "rent + utilities". */
const MONTHLY_TOTAL =
  /\b(total|altogether|all together|combined|in all|all in|add(ed)? up)\b|\brent (w|w\/|with|plus|\+|and) (the |my |our )?\w+ (fee|rent|charge|add-on|addon|surcharge)\b|\brent\b[^.?!]{0,40}\b(half|halves|split)\b|\b(half|halves|split)\b[^.?!]{0,40}\brent\b|\brent\b[^.?!]{0,25}(\+|\bplus\b|\band\b)[^.?!]{0,30}\b(together|each month|a month|monthly|per month|every month)\b|\bwith (the |my )?\w+ (\w+ )?(fee|rent|charge)s? (and [^.?!]{0,30})?included\b/;
/** The monthly charges a lease may add to the rent, as a tenant names them and as the lease does. */
const MONTHLY_CHARGES: { name: string; asked: RegExp; lease: RegExp }[] = [
  { name: 'utility fee', asked: /\butilit(y|ies)\b/, lease: /\butilit(?:y|ies) (?:fee|charge)s?\b/i },
  { name: 'pool service', asked: /\bpool\b/, lease: /\bpool (?:service )?(?:fee|charge)s?\b/i },
  { name: 'pet rent', asked: /\b(pet|pets|dog|dogs|cat|cats)\b/, lease: /\b(?:pet|animal) rent\b/i },
  {
    name: 'parking',
    asked: /\b(parking|garage|stall|carport)\b/,
    lease:
      /\b(?:(?:garage|parking|driveway) (?:stall|space|spot)s?(?: \d+)?|stall rent|parking (?:fee|rent|charge)s?)\b/i,
  },
  {
    name: 'trash fee',
    asked: /\b(trash|garbage)\b/,
    // "Trash and recycling collection is a flat charge of $21.50 per month".
    lease:
      /\b(?:trash|garbage)(?: and recycling)?(?: (?:collection|pickup|service))?(?: (?:fee|charge)s?|[^.$]{0,25}?\b(?:fee|charge)s?)\b/i,
  },
  {
    name: 'storage',
    asked: /\bstorage\b/,
    lease: /\bstorage (?:locker|unit|cage)? ?(?:fee|rent|charge)s?\b/i,
  },
];
/** A cost the lease splits in two: "shared equally", "split 50/50", "each pays one-half". */
const SPLIT_EQUALLY =
  /\b(split|shared?|divided|paid|borne) (equally|evenly|50\/50|fifty[- ]fifty|in half)\b|\b(50\/50|fifty[- ]fifty|one-half|one half) (of )?(the )?(cost|costs|bill|split|share)\b|\b(each|both) (pay|pays|paying) (one-half|half)\b|\bequal shares\b/i;
/** The tenant's percent of a cost: "the Tenant pays 25% of the cost". */
const TENANT_PERCENT =
  /\b(?:tenant|tenants|resident|residents|you|lessee)\b[^.%]{0,40}?\b(\d{1,2})\s?(?:%|percent) of (?:the |any |each )?(?:cost|costs|bill|invoice|repair|charge)/i;
/** The day the tenant says they will pay: "on the 14th", "December 14", "Dec 9th". */
const PAY_DAY =
  /\b(?:on|by|until|till|til)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b/;
/** A late charge for each further day: "$5.00 for each additional day after the 7th", "$10 per day". */
const DAILY_LATE =
  /\$\s?([\d,]+(?:\.\d\d)?) (?:for each|per|a|each) (?:additional |further |extra )?(?:calendar )?day(?: (?:after|past) the (\d{1,2})(?:st|nd|rd|th))?/i;
/** The most a month's late charges may come to. */
const LATE_CAP =
  /\b(?:maximum|max|cap|capped at|up to|no more than|not (?:to )?exceed)\b[^.$]{0,40}?\$\s?([\d,]+(?:\.\d\d)?)[^.]{0,40}\b(?:month|late)/i;
/** A monthly charge named by its own word: "the pasture fee", "our boat slip charge". */
const OWN_CHARGE =
  /\b(?!late\b|pet\b|the\b|my\b|our\b|a\b|any\b|this\b|that\b)([a-z]{4,}) (?:fee|charge|add-on|addon|surcharge)\b/;
/** The sum shared two ways: "split lot rent + trash down the middle, whats my half". */
const HALF_OF_IT =
  /\b(half|halves|split (it |that |this )?(down the middle|evenly|50\/50|fifty fifty|in two)|50\/50)\b/;
/** A charge's sum the tenant gives ("my share is $78.15"): part of the total, as they were billed it. */
const STATED_SUM =
  /\b(?:share|bill|billed|statement|charge|fee|utilit(?:y|ies)|portion)\b[^.?!$]{0,30}?\$\s?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d\d))?/g;
const PER_MONTH = String.raw`\)?\s*(?:per month|a month|\/\s?month|\/\s?mo\b|each month|monthly|every month)`;

/** Deposits added up: "how much did I put down in deposits total, regular plus the dog one". */
const DEPOSITS_TOTAL =
  /\bdeposits?\b[^.?!]*\b(total|altogether|all together|combined|in all|all in|both|plus|\+)\b|\b(total|altogether|all together|combined|both)\b[^.?!]*\bdeposits\b/;
/** The deposits a lease may take beside the security deposit, as a tenant names them and as the lease does. */
const OTHER_DEPOSITS: { name: string; asked: RegExp; lease: RegExp }[] = [
  {
    name: 'pet deposit',
    asked: /\b(pet|pets|dog|dogs|cat|cats|animal)\b/,
    lease: /\b(?:pet|animal) deposits?\b/i,
  },
  { name: 'key deposit', asked: /\b(key|keys|fob|fobs)\b/, lease: /\b(?:key|fob) deposits?\b/i },
];

/** The sum a lease gives a deposit: "a $300.00 refundable pet deposit", "pet deposit of $300". */
function depositSum(texts: string[], deposit: RegExp): number | undefined {
  const money = String.raw`\$\s?([\d,]+(?:\.\d\d)?)`;
  const after = new RegExp(`${deposit.source}[^.$]{0,30}?${money}`, 'i');
  const before = new RegExp(`${money}[^.$]{0,25}?${deposit.source}`, 'i');
  for (const text of texts) {
    const found = before.exec(text) ?? after.exec(text);
    if (found?.[1]) return Math.round(Number(found[1].replace(/,/g, '')) * 100);
  }
  return undefined;
}

/** The first monthly sum the lease gives a charge: "pet rent of $20.00 per month", "$165/month stall rent". */
function monthlyCharge(texts: string[], charge: RegExp): number | undefined {
  const money = String.raw`\$\s?([\d,]+(?:\.\d\d)?)`;
  const after = new RegExp(`${charge.source}[^.$]{0,40}?${money}${PER_MONTH}`, 'i');
  const before = new RegExp(`${money}${PER_MONTH}[^.$]{0,15}?${charge.source}`, 'i');
  for (const text of texts) {
    const found = after.exec(text) ?? before.exec(text);
    if (found?.[1]) return Math.round(Number(found[1].replace(/,/g, '')) * 100);
  }
  return undefined;
}

/** A phone number, with or without its area code ("555-0124"). */
const LOCAL_PHONE = /(\(?\b\d{3}\)?[\s.-])?\b\d{3}[\s.-]\d{4}\b/;
/** A name of two or more capitalised words ("Rio Pueblo", "High Desert Solar", "Tomás Gurulé"). */
const NAME_IN_TEXT = /\b[A-Z][\p{Ll}]+(?: [A-Z][\p{Ll}]+)+\b/gu;
/** Words a lease capitalises for its parties and parts, naming no one to call. */
const LEASE_ROLES = new Set(
  'the a an call text phone contact ask email landlord landlords tenant tenants lessor lessee owner owners manager management agent lease premises unit property section house home building rent resident residents association'.split(
    ' ',
  ),
);

/** "how much", "in dollars", "what would it cost": an amount asked for. */
const ASKS_AN_AMOUNT =
  /\b(how much|in dollars|dollar amount|what (would|will|does) (it|that|this) cost|cost me|what do i owe|what would i owe|worst[- ]case number)\b/;
/** Things a lease prices by the one, as a tenant counts them ("two nights", "2 bikes", "for 3"). */
const PRICED_UNITS = [
  'night',
  'day',
  'week',
  'hour',
  'bike',
  'bicycle',
  'space',
  'spot',
  'stall',
  'pass',
  'key',
  'fob',
  'remote',
  'cord',
  'load',
  'bag',
  'visit',
  'person',
  'guest',
  'vehicle',
  'car',
];
/** "two nights", "a couple of bikes", "both of us": counts said in words (number-words.ts, and these). */
const COUNT_WORDS: Readonly<Record<string, number>> = {
  ...NUMBER_WORDS_TO_TWELVE,
  a: 1,
  both: 2,
  couple: 2,
  fourteen: 14,
};
/** "$20.00 per night", "$10 a month per bike", "$85.00/night": a price and the one it is for. */
const PRICE_PER_UNIT = new RegExp(
  String.raw`\$\s?([\d,]+(?:\.\d\d)?)(?: (?:a|per) month)?\s*(?:per|a|each|every|for each|\/)\s*(${PRICED_UNITS.join('|')})s?\b`,
  'gi',
);
/** A cost asked for a number of them: "what will it cost in total", "monthly cost for 2", "how much for". */
const ASKS_A_TOTAL =
  /\b(how much|cost|costs|total|all in|altogether|all together|what (would|will|do) (we|i) (owe|pay))\b/;

/** "what would rent go to", "what would my rent be": the rent a change makes. */
const RENT_WOULD_BE = /\b(what|how much) (would|will) (the |my |our )?rent (go to|go up to|be|become)\b/;
/** "will be 10% higher than", "increased by 5%": a rise of the rent by a percent. */
const PERCENT_MORE =
  /\b(\d{1,2}(?:\.\d+)?) ?(?:%|percent) (?:higher|more|above|greater|over)\b|\b(?:increase[sd]?|raised?|go(?:es)? up) by (\d{1,2}(?:\.\d+)?) ?(?:%|percent)/i;
/** "two months' rent", "one and one-half months' rent", "one (1) month's rent". */
const MONTHS_OF_RENT =
  /\b(one and (?:a|one)[\s-]half|one|two|three|four|half a|one[\s-]half|\d)(?: \(\d\))? (?:full )?months?['’]?s?'? (?:of )?rent\b/i;
const MONTH_COUNTS: Record<string, number> = {
  'half a': 0.5,
  'one half': 0.5,
  one: 1,
  '1': 1,
  two: 2,
  '2': 2,
  three: 3,
  '3': 3,
  four: 4,
  '4': 4,
  'one and a half': 1.5,
  'one and one half': 1.5,
};
/** "what's my half", "split 50/50", "our share if we split it three ways". */
const RENT_SHARE =
  /\b(my|our|each|his|her|your) (half|third|share|part|cut|portion)\b|\bsplit(ting)? (it |the rent |rent )?(50\/50|in half|down the middle|evenly|(two|three) ways)\b|\b50\/50\b/;

/** "at least 60 days before the last day of the Term", "60 days prior to the end date". */
/** A sentence in which the tenant is the one to act: "Tenant must tell Landlord", "you shall give notice". */
const TENANT_GIVES_NOTICE =
  /\b(tenant|tenants|you|resident|residents|lessee|lessees)\b[^.]{0,30}\b(must|shall|will|should|needs? to|agrees? to|is required to|are required to)\b/i;
const BEFORE_THE_END =
  /\b(\d{1,3}) days'? (?:\w+ ){0,2}(?:before|prior to) (?:the )?(?:last day|end|expiration|expiry|termination|end date)\b(?! of (?:the |each |any )?(?:month|rental period|period))/i;

/** "Your lease says: “…”" with the document (and the clause's heading) it comes from. */
function leaseSays(quote: string, documentTitle: string, heading: string | undefined): string {
  return `Your lease says: “${withNumbersSaidOnce(quote)}”\n(From ${heading ? `${documentTitle}, ${heading}` : documentTitle}.)`;
}

/** A clause found for a question, quoted. */
export function quoteAnswer(match: ClauseMatch): string {
  return leaseSays(match.quote, match.clause.documentTitle, match.clause.heading);
}

/** A quote that sends the tenant to the office by phone: "by text to the office line", "call the office". */
const NAMES_THE_OFFICE =
  /\boffice(['’]s)? (phone )?(line|phone|number|telephone)\b|\b(call|text|phone|ring) (the |our )?(management )?office\b/i;

/** "Routine (non-emergency) requests", "not an emergency": no emergency meant. */
const NOT_AN_EMERGENCY = /\bnon[\s-]?emergenc\w*|\bnot (an? )?emergenc\w*/gi;
/** The landlord's own line: "Lessor's 24-hour emergency line", "call us", "the manager's cell". */
const LANDLORDS_LINE =
  /\b(lessor|landlord|owner|manager|management|agent|office|us|we|our)(['’]s)?\b[^.;]{0,60}\b(emergency (line|number|phone)|line|number|phone|cell|telephone)\b|\b(emergency (line|number|phone))\b[^.;]{0,40}\b(lessor|landlord|owner|manager|management|us|our)\b|\bemergency (maintenance|repair|repairs) (line|number|phone)\b/i;
/** A number said not to be for emergencies: "Do not use the office number for emergencies after hours." */
const NOT_FOR_EMERGENCIES =
  /\b(do not|don't|dont|never|not to) (use|call|text|dial)\b[^.;]{0,80}\bemergenc|\bnot for emergenc|\bnot (monitored|answered|watched|staffed)\b[^.;]{0,60}\bemergenc/i;

/** A sentence that defines a term: '"Assigned Parking Space" means covered garage space No. 4B-17.' */
const DEFINES = /["“]([A-Z][A-Za-z'’ -]{2,60})["”]\s+(?:means|shall mean|refers to|is)\b/;
/** Asks which one or what it is ("which garage space is mine?", "what's my locker number"). */
const ASKS_WHICH = /\b(which|what|what's|whats|where)\b|\bnumber\b/;
/** "at least twenty-four (24) hours' notice", "48 hours advance notice": the notice, as a figure. */
const NOTICE =
  /\(?\b(\d{1,3})\)?\s+(business\s+)?(hours?|days?)['’]?\s+(?:advance\s+|prior\s+|written\s+)?notice\b/i;

/** The notice a clause asks for, said first: "**24 hours'** notice." */
function noticeLead(quote: string): string | undefined {
  const found = NOTICE.exec(quote);
  if (!found) return undefined;
  const [, count, business, unit] = found;
  const plural =
    Number(count) === 1 ? (unit as string).replace(/s$/, '') : (unit as string).replace(/s?$/, 's');
  return `Your lease asks for **${count} ${business ? 'business ' : ''}${plural}'** notice.`;
}

/** The words a lease's emergency paragraph uses for each kind of emergency. */
const EMERGENCY_WORDS: Record<EmergencyKind, string> = {
  gas: 'gas smell odor leave',
  fire: 'fire smoke extinguisher evacuate leave',
  carbon_monoxide: 'carbon monoxide alarm detector leave fresh air',
  flood: 'water shutoff shut valve leak flood flooding burst pipe',
  no_heat: 'heat heating furnace boiler freeze freezing pipes',
  electrical: 'electrical panel breaker power spark sparks outlet',
  break_in: 'break burglary police lock locks door',
  sewage: 'sewage sewer backup toilet drain water shutoff',
  structural: 'ceiling collapse structural damage stairs balcony',
  trapped: 'lockout locked out key keys elevator trapped',
  injury: 'injury injured hurt ambulance medical 911',
};

/** A sentence that tells the tenant what to do in an emergency. */
const EMERGENCY_STEP =
  /\b(leave|call|get|turn|shut|close|open|evacuate|go|move|keep|pull|unplug|stay|use|do not|don't|never|avoid|dial|report|notify|contact|text)\b/i;

/** Something the tenant can do first: reset, replace, press, clean… */
const TENANT_DOES =
  /\b(reset|resets|replace|replaces|change|changes|press|push|flip|clean|cleans|test|tests|unclog|plunge|relight|turn off|shut off|swap)\b/i;
/** "per Section 14.5", "under section 8": the section of the lease the tenant cites. */
const CITED_SECTION = /\b(?:sections?|§|paragraph|para)\s*(\d{1,2}(?:\.\d{1,2})?)\b/i;
/** How long a sentence and the half before its semicolon may be, quoted together. */
const JOINED_LIMIT = 400;
/** Words of many reports that name no particular thing. */
const COMMON_IN_REPORTS = new Set(
  stems(
    'house home unit apartment room kitchen bathroom work working broken dead noise noisy loud leak water',
  ),
);

/** "after hours", "after-hours", "afterhours". */
const AFTER_HOURS = /\bafter[\s-]?hours\b/i;

export class LeaseAnswerer {
  private index: ClauseIndex | undefined;

  constructor(private readonly knowledge: LeaseKnowledge) {}

  private readonly sectionIndexes = new Map<string, ClauseIndex>();

  /**
   * "Per Section 14.5, …": the clauses of the section the tenant cites, when the lease numbers its
   * sections so (the sub-section's own clauses when it has them); undefined when none is cited or found.
   */
  private citedSection(question: string): ClauseIndex | undefined {
    const cited = CITED_SECTION.exec(question)?.[1];
    if (!cited) return undefined;
    const known = this.sectionIndexes.get(cited);
    if (known) return known.size ? known : undefined;
    const all = this.sourcedClauses();
    const numbered = (number: string) => {
      const at = new RegExp(`^(section\\s*)?${number.replace('.', '\\.')}(?![\\d])`, 'i');
      return all.filter(
        (clause) =>
          at.test(clause.heading ?? '') ||
          at.test(clause.text) ||
          (clause.heading ?? '').split(/\s+[—–-]\s+/).some((part) => at.test(part)),
      );
    };
    const [major] = cited.split('.');
    const own = numbered(cited);
    const index = new ClauseIndex(own.length ? own : cited.includes('.') && major ? numbered(major) : []);
    this.sectionIndexes.set(cited, index);
    return index.size ? index : undefined;
  }

  /** Every clause of the lease documents on file, with the document it is from. */
  private sourcedClauses() {
    return this.knowledge.documents.flatMap((document) =>
      splitClauses(document.text).map((clause) => ({
        ...clause,
        documentId: document.id,
        documentTitle: document.title,
      })),
    );
  }

  private clauses(): ClauseIndex {
    this.index ??= new ClauseIndex(this.sourcedClauses());
    return this.index;
  }

  /** The best clause on these topics (none: on the question's own words). */
  clause(question: string, topics: LeaseTopic[]): ClauseMatch | undefined {
    const mustSay = topics.some((topic) => topic === 'lease_end' || topic === 'lease_start')
      ? DATE_IN_TEXT
      : topics.includes('contact')
        ? contactAsked(question)
        : undefined;
    // "Your normal number for non urgent stuff": never the emergency paragraph's.
    const mustNotSay =
      topics.includes('contact') && ORDINARY_CONTACT.test(question.toLowerCase()) ? /\bemergenc/i : undefined;
    const options = { mustSay, ...(mustNotSay ? { mustNotSay } : {}) };
    const section = this.citedSection(question);
    return (
      (section && findClause(section, question, topics, options)) ??
      findClause(this.clauses(), question, topics, options)
    );
  }

  get isEmpty(): boolean {
    return this.knowledge.leases.length === 0 && this.knowledge.documents.length === 0;
  }

  /**
   * The clause on one topic, else on the broader topic it falls back to ("decorations" → alterations),
   * else, for a topic no field answers, the clause that speaks to the question's own words.
   */
  private topicClause(question: string, topic: LeaseTopic): ClauseMatch | undefined {
    const fallback = TOPICS[topic].fallback;
    return (
      this.clause(question, [topic]) ??
      (fallback ? this.clause(question, [fallback]) : undefined) ??
      (FIELD_TOPICS.has(topic) ? undefined : this.clause(question, []))
    );
  }

  /**
   * One topic: the fields the leases agree on, then the clause (once per answer: `quoted` holds the
   * clauses already quoted); `undefined` when nothing on file says.
   */
  private answerTopic(
    question: string,
    topic: LeaseTopic,
    topics: LeaseTopic[],
    quoted: Set<string>,
  ): string | 'depends' | undefined {
    // The lease's number for emergencies: the sentence that names one and gives a phone.
    const line = topic === 'emergency_contact' ? this.emergencyContact(question) : undefined;
    if (line) return line;
    const { leases } = this.knowledge;
    const texts = this.knowledge.documents.map((document) => document.text);
    const statedLate = topic === 'late_fee' ? statedLateDay(texts) : undefined;
    const split = topic === 'rent_amount' ? rentSplit(texts) : undefined;
    const byFields = (withAmount: boolean) => [
      ...new Set(
        leases.map((lease) =>
          answerFromFields(topic, lease, {
            question,
            topics,
            withAmount,
            ...(statedLate ? { statedLate } : {}),
            ...(split ? { split } : {}),
          }),
        ),
      ),
    ];
    let distinct = byFields(topic === 'rent_due' && !topics.includes('rent_amount'));
    if (distinct.length > 1 && topic === 'rent_due') distinct = byFields(false);
    if (distinct.length > 1) return 'depends';
    const fields = distinct[0];
    if (fields === '') return '';

    const noLateFee = topic === 'late_fee' && leases.every((lease) => lateTerms(lease) === undefined);
    const wantsClause =
      fields === undefined ||
      noLateFee ||
      topic === 'pets' ||
      topic === 'parking' ||
      (topic === 'deposit' && (DEPOSIT_RETURN.test(question) || DEPOSIT_DETAIL.test(question))) ||
      (topic === 'rent_amount' && RENT_DETAIL.test(question)) ||
      (topic === 'late_fee' && LATE_DETAIL.test(question));
    // "What's the best way to get someone out?": the clause on how repairs are asked for, not how fast.
    const searched =
      topic === 'repairs' && ASKS_HOW_TO_REQUEST.test(question.toLowerCase())
        ? `${question} ${HOW_REPAIRS_ARE_ASKED}`
        : topic === 'parking' && GUESTS.test(question.toLowerCase())
          ? `${question} ${WHERE_VISITORS_PARK}`
          : topic === 'repairs' && REPAIR_AND_DEDUCT.test(question.toLowerCase())
            ? `${question} ${WHO_MAY_HIRE}`
            : topic === 'detectors' && CHIRPS.test(question.toLowerCase())
              ? `${question} ${WHO_REPLACES_BATTERIES}`
              : question;
    // "a 'restoration deposit' for that stuff": the clause that says that deposit, not the security deposit's.
    const otherDeposit = topic === 'deposit' && OTHER_DEPOSIT.test(question);
    const match = otherDeposit
      ? (this.clause(question, []) ?? this.topicClause(searched, topic))
      : wantsClause
        ? this.topicClause(searched, topic)
        : undefined;
    const key = match && `${match.clause.documentId}\n${match.clause.heading ?? ''}\n${match.clause.text}`;
    const quotedBefore = key !== undefined && quoted.has(key);
    if (key) quoted.add(key);
    const quote = match
      ? quotedBefore
        ? undefined
        : quoteAnswer(match)
      : noLateFee && fields
        ? "I couldn't find a late fee in your lease on file."
        : undefined;
    // "How much notice before you come in?": the figure first, then the clause that says it.
    const notice = topic === 'entry' && match && !quotedBefore ? noticeLead(match.quote) : undefined;
    // "Which garage space is mine?": the clause says "the Assigned Parking Space"; its definition says which.
    const defined = match && !quotedBefore ? this.definitionOf(match.quote, question) : undefined;
    // "Text the office line" with no number in the quote: the lease's sentence that gives the office's number.
    const officeLine = match && !quotedBefore ? this.officeNumberFor(match.quote) : undefined;
    const more = match && !quotedBefore ? this.secondAsk(question, topic, quoted) : undefined;
    // "Who do I call?" answered by "Call Rio Pueblo to order": the lease's sentence with their number.
    const named =
      match && !quotedBefore && !officeLine ? this.numberOfNamed(match.quote, question) : undefined;
    const parts = (
      topic === 'pets' || topic === 'parking' || (otherDeposit && quote)
        ? [quote, more, defined, fields]
        : [fields, notice, quote, more, defined, officeLine, named]
    ).filter((part): part is string => Boolean(part));
    if (parts.length === 0 && quotedBefore) return '';
    return parts.length ? parts.join('\n\n') : undefined;
  }

  /**
   * The answer to every topic asked, one paragraph each. A topic the leases disagree on is the landlord's;
   * a topic nothing on file speaks to is said to be missing, with the offer to pass it on.
   */
  answer(question: string, topics: LeaseTopic[]): { text: string; unanswered: LeaseTopic[] } {
    if (this.isEmpty) return { text: NO_LEASE_ANSWER, unanswered: [] };
    const answers: string[] = [];
    const undecided: LeaseTopic[] = [];
    const unanswered: LeaseTopic[] = [];
    const lateAnswered = topics.includes('late_fee');
    const quoted = new Set<string>();
    for (const topic of topics) {
      // The late-fee answer already names the due day.
      if (topic === 'rent_due' && lateAnswered) continue;
      const answer = this.answerTopic(question, topic, topics, quoted);
      if (answer === 'depends') undecided.push(topic);
      else if (answer === undefined) unanswered.push(topic);
      // Two topics the same clause answers ("can my guest park here?") quote it once.
      else if (answer && !answers.includes(answer)) answers.push(answer);
    }
    if (undecided.length) {
      answers.push(
        undecided.length === topics.length
          ? DEPENDS_ANSWER
          : `For ${undecided.map((topic) => TOPICS[topic].name).join(' and ')}: ${DEPENDS_ANSWER.charAt(0).toLowerCase()}${DEPENDS_ANSWER.slice(1)}`,
      );
    }
    if (unanswered.length)
      answers.push(notFoundAnswer(unanswered.map((topic) => TOPICS[topic].name).join(' or ')));
    const today = this.knowledge.today;
    // A day the tenant names ("if I leave on February 28"), or else the lease's own end, counted from.
    const givenBy = today ? noticeBy(question, withNumbersSaidOnce(answers.join('\n')), today) : undefined;
    const deadline = givenBy
      ? `Counted back from the day you named, that is by ${bold(readableDate(givenBy))}.`
      : this.noticeDeadline(question, answers.join('\n'));
    if (deadline) answers.push(deadline);
    const backBy = today
      ? depositBackBy(
          question,
          () => this.knowledge.documents.map((document) => withNumbersSaidOnce(document.text)),
          today,
        )
      : undefined;
    if (backBy)
      answers.push(
        `Counted from the day you named, the deposit is due back by ${bold(readableDate(backBy))}.`,
      );
    const withFee = this.rentWithLateFee(question);
    if (withFee) answers.push(withFee);
    const onDay = this.lateFeeOnDay(question);
    if (onDay) answers.push(onDay);
    const next = this.nextDay(question, answers.join('\n'));
    if (next) answers.push(next);
    // "guest parking, two nights, in total": a price counted, not the month's charges.
    const counted = this.countedPrice(question, answers.join('\n'));
    const monthly = counted ? undefined : (this.monthlyTotal(question) ?? this.depositsTotal(question));
    if (monthly) answers.unshift(monthly);
    if (counted) answers.push(counted);
    const shared = this.shareOfCost(question, answers.join('\n'));
    if (shared) answers.push(shared);
    const inDollars = this.monthsOfRent(question, answers.join('\n'));
    if (inDollars) answers.push(inDollars);
    const raised = this.percentOfRent(question, answers.join('\n'));
    if (raised) answers.push(raised);
    if (topics.includes('rent_amount')) {
      const share = this.shareOfRent(question);
      if (share) answers.push(share);
    }
    return { text: answers.join('\n\n'), unanswered };
  }

  /**
   * "What will guest parking cost for their car, two nights?" answered by "$20.00 per night": the price the
   * answer quotes for one, times the number the question counts (said as a number or a word, before the
   * thing or as "for 2").
   */
  private countedPrice(question: string, answered: string): string | undefined {
    const asked = question.toLowerCase();
    if (!ASKS_A_TOTAL.test(asked)) return undefined;
    const count = (unit: string): number | undefined => {
      const number = String.raw`(\d{1,2}|${Object.keys(COUNT_WORDS).join('|')})`;
      const said =
        new RegExp(String.raw`\b${number} (?:of (?:us|them|our|my) |more |extra |\w+ )?${unit}s?\b`).exec(
          asked,
        ) ??
        (new RegExp(String.raw`\b${unit}s?\b`).test(asked)
          ? new RegExp(String.raw`\bfor ${number}\b(?! (am|pm|o'?clock|days? notice))`).exec(asked)
          : null);
      const word = said?.[1];
      if (!word) return undefined;
      const value = /^\d+$/.test(word) ? Number(word) : COUNT_WORDS[word];
      return value && value > 1 ? value : undefined;
    };
    for (const found of withNumbersSaidOnce(answered).matchAll(PRICE_PER_UNIT)) {
      const unit = (found[2] ?? '').toLowerCase();
      const times = count(unit);
      if (!times) continue;
      const each = Math.round(Number((found[1] ?? '0').replace(/,/g, '')) * 100);
      return `${times} ${unit}s at ${formatMoney(each)} each: ${bold(formatMoney(each * times))}.`;
    }
    return undefined;
  }

  /**
   * "What would breaking the lease cost me in dollars?" answered by "a fee equal to two months' rent": the
   * months counted in dollars, from the one lease on file's rent.
   */
  private monthsOfRent(question: string, answered: string): string | undefined {
    if (!ASKS_AN_AMOUNT.test(question.toLowerCase())) return undefined;
    const said = MONTHS_OF_RENT.exec(withNumbersSaidOnce(answered));
    const [lease, ...others] = this.knowledge.leases;
    if (!said?.[1] || !lease || others.length || lease.rentCents == null) return undefined;
    const months = MONTH_COUNTS[said[1].toLowerCase().replace(/[\s-]+/g, ' ')];
    if (!months) return undefined;
    return `With your rent of ${formatMoney(lease.rentCents)} a month, ${said[0]} is ${bold(formatMoney(Math.round(lease.rentCents * months)))}.`;
  }

  /**
   * "When is the bug guy coming to spray next? like what date": the next day the schedule the answer quotes
   * falls on ("on the second Wednesday of January, April, July, and October").
   */
  private nextDay(question: string, answered: string): string | undefined {
    const { today } = this.knowledge;
    if (!today || !ASKS_NEXT_DAY.test(question.toLowerCase())) return undefined;
    for (const sentence of sentencesOf(answered)) {
      const day = nextScheduledDay(sentence, today);
      if (day)
        return `The next one falls on ${bold(`${WEEKDAY_NAMES[new Date(`${day}T00:00:00Z`).getUTCDay()]}, ${readableDate(day)}`)}.`;
    }
    return undefined;
  }

  /**
   * "What's the exact total I send every month with the pool fee and dog rent?", "base rent + my garage
   * stall": the rent and each monthly charge named, as the lease sets them, added up. Only when the lease
   * gives every charge named a monthly sum; otherwise the clauses answer.
   */
  private monthlyTotal(question: string): string | undefined {
    const asked = question.toLowerCase();
    if (!MONTHLY_TOTAL.test(asked) || /\bdeposits?\b/.test(asked)) return undefined;
    const [lease, ...others] = this.knowledge.leases;
    if (!lease || others.length || lease.rentCents == null) return undefined;
    const known = MONTHLY_CHARGES.filter((charge) => charge.asked.test(asked));
    // "rent w the pasture fee": a charge the lease names in its own words ("a Pasture Add-On of $140.00 per
    // month"), read by the word before "fee".
    const other = OWN_CHARGE.exec(asked)?.[1];
    const named =
      other && !known.some((charge) => charge.asked.test(other))
        ? [
            ...known,
            {
              name: `${other} charge`,
              asked: new RegExp(`\\b${other}\\b`),
              lease: new RegExp(`\\b${other}\\b(?:[ -](?:fee|rent|charge|add-on|addon|surcharge)s?)?`, 'i'),
            },
          ]
        : known;
    const rentCents = lease.rentCents;
    const stated = [...asked.matchAll(STATED_SUM)]
      .map((found) => Number((found[1] ?? '0').replace(/,/g, '')) * 100 + Number(found[2] ?? 0))
      .filter((cents) => cents > 0 && cents !== rentCents);
    if (named.length === 0 && stated.length === 0) return undefined;
    const texts = this.knowledge.documents.map((document) => withNumbersSaidOnce(document.text));
    const priced = named.map((charge) => ({ name: charge.name, cents: monthlyCharge(texts, charge.lease) }));
    // A charge the lease gives no sum for is the sum the tenant gave, or the total is not known.
    if (priced.some((charge) => charge.cents === undefined) && stated.length === 0) return undefined;
    const found = [
      ...priced.flatMap((charge) => (charge.cents === undefined ? [] : [{ ...charge, cents: charge.cents }])),
      ...stated.map((cents) => ({ name: 'the sum you gave', cents })),
    ];
    const total = found.reduce((sum, charge) => sum + charge.cents, rentCents);
    const parts = [
      `rent ${formatMoney(rentCents)}`,
      ...found.map((charge) => `${charge.name} ${formatMoney(charge.cents)}`),
    ];
    const half = HALF_OF_IT.test(asked)
      ? ` Half of that is ${bold(formatMoney(Math.round(total / 2)))}.`
      : '';
    return `Each month: ${parts.join(' + ')} = ${bold(formatMoney(total))}.${half}`;
  }

  /**
   * "How much did I put down in deposits total, regular plus the dog one": the security deposit on record and
   * each other deposit named, as the lease sets it, added up; only when the lease gives every one a sum.
   */
  private depositsTotal(question: string): string | undefined {
    const asked = question.toLowerCase();
    if (!DEPOSITS_TOTAL.test(asked)) return undefined;
    const [lease, ...others] = this.knowledge.leases;
    if (!lease || others.length || lease.depositCents == null) return undefined;
    const named = OTHER_DEPOSITS.filter((deposit) => deposit.asked.test(asked));
    if (named.length === 0) return undefined;
    const texts = this.knowledge.documents.map((document) => withNumbersSaidOnce(document.text));
    const found = named.map((deposit) => ({ name: deposit.name, cents: depositSum(texts, deposit.lease) }));
    if (found.some((deposit) => deposit.cents === undefined)) return undefined;
    const total = found.reduce((sum, deposit) => sum + (deposit.cents ?? 0), lease.depositCents);
    const parts = [
      `security deposit ${formatMoney(lease.depositCents)}`,
      ...found.map((deposit) => `${deposit.name} ${formatMoney(deposit.cents ?? 0)}`),
    ];
    return `Your deposits: ${parts.join(' + ')} = ${bold(formatMoney(total))}.`;
  }

  /**
   * "If we go month to month, what would rent go to?" answered by "the monthly rent will be 10% higher": the
   * rent the percent makes, from the one lease on file's rent.
   */
  private percentOfRent(question: string, answered: string): string | undefined {
    const asked = question.toLowerCase();
    if (!ASKS_AN_AMOUNT.test(asked) && !RENT_WOULD_BE.test(asked)) return undefined;
    const said = PERCENT_MORE.exec(answered);
    const [lease, ...others] = this.knowledge.leases;
    const percent = Number(said?.[1] ?? said?.[2]);
    if (!said || !lease || others.length || lease.rentCents == null || !(percent > 0 && percent <= 100))
      return undefined;
    const raisedCents = Math.round(lease.rentCents * (1 + percent / 100));
    return `With your rent of ${formatMoney(lease.rentCents)} a month, ${percent}% more is ${bold(formatMoney(raisedCents))} a month.`;
  }

  /** "We split rent 50/50, what's my half?": the rent, and the part of it asked, from the one lease on file. */
  private shareOfRent(question: string): string | undefined {
    const asked = question.toLowerCase();
    const [lease, ...others] = this.knowledge.leases;
    if (!RENT_SHARE.test(asked) || !lease || others.length || lease.rentCents == null) return undefined;
    // The number of ways must be said: "my share" alone does not say it.
    const ways = /\b(third|thirds|three ways|3 ways)\b/.test(asked)
      ? 3
      : /\b(half|halves|50\/50|down the middle|two ways|2 ways)\b/.test(asked)
        ? 2
        : undefined;
    if (!ways) return undefined;
    const share = Math.floor(lease.rentCents / ways);
    const rest = lease.rentCents - share * ways;
    return `Split ${ways} ways, that is ${bold(formatMoney(share))} each${rest ? ` (${formatMoney(share + rest)} for one of you, so it adds up to the cent)` : ''}.`;
  }

  /**
   * "What's the total I owe on the 8th, fee included?": the month's rent and the lease's one late fee, added,
   * when that is all the lease charges for paying late (no daily charge).
   */
  private rentWithLateFee(question: string): string | undefined {
    if (!TOTAL_WITH_FEE.test(question.toLowerCase())) return undefined;
    const [lease, ...others] = this.knowledge.leases;
    const late = lease?.terms?.late_payment;
    if (!lease || others.length || lease.rentCents == null || late?.initial_fee == null) return undefined;
    if (late.daily_late_charge != null) return undefined;
    const feeCents = Math.round(late.initial_fee * 100);
    return `Paid late, that is ${formatMoney(lease.rentCents)} of rent plus the ${formatMoney(feeCents)} late fee: ${bold(formatMoney(lease.rentCents + feeCents))} in all.`;
  }

  /**
   * "We got a quote of $340 to trim the tree, how much of that is ours?" answered by a clause that splits the
   * cost ("shared equally", "split 50/50", "the Tenant pays 25% of the cost"): the tenant's part of the sum
   * they give. One sum in the question only; none when the clause splits nothing.
   */
  private shareOfCost(question: string, answered: string): string | undefined {
    const sums = [...question.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d\d))?/g)];
    if (sums.length !== 1 || !/\b(how much|what)\b/i.test(question)) return undefined;
    const [sum] = sums as [RegExpMatchArray];
    const cents = Number((sum[1] ?? '0').replace(/,/g, '')) * 100 + Number(sum[2] ?? 0);
    // Of the sentences that split a cost, the one that shares most words with the question.
    const asked = new Set(question.toLowerCase().match(/[a-z]{4,}/g) ?? []);
    const overlap = (sentence: string) =>
      (sentence.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => asked.has(word)).length;
    const [clause] = sentencesOf(withNumbersSaidOnce(answered))
      .filter((sentence) => TENANT_PERCENT.test(sentence) || SPLIT_EQUALLY.test(sentence))
      .sort((a, b) => overlap(b) - overlap(a));
    if (!clause) return undefined;
    const percent = TENANT_PERCENT.exec(clause)?.[1];
    const part = percent ? Number(percent) / 100 : 0.5;
    if (!part || !(cents > 0)) return undefined;
    const label = percent ? `${percent}%` : 'Half';
    return `${label} of ${formatMoney(cents)} is ${bold(formatMoney(Math.round(cents * part)))}.`;
  }

  /**
   * "If I pay my rent on the 14th, how much late fee will be added?": the lease's first late fee and its
   * charge for each further day ("$30.00 on the 7th day, plus $5.00 for each additional day after the 7th,
   * up to a maximum of $80.00"), counted to the day the tenant names. Only when the lease text gives the
   * daily charge; one fee alone is the fee the lease answer already states.
   */
  private lateFeeOnDay(question: string): string | undefined {
    const asked = question.toLowerCase();
    if (!/\b(late (fee|charge)s?|penalty|fees?)\b/.test(asked)) return undefined;
    const payDay = PAY_DAY.exec(asked);
    const day = Number(payDay?.[1] ?? payDay?.[2]);
    const [lease, ...others] = this.knowledge.leases;
    const initial = lease?.terms?.late_payment?.initial_fee;
    if (!lease || others.length || initial == null || !(day >= 1 && day <= 31)) return undefined;
    const texts = this.knowledge.documents.map((document) => withNumbersSaidOnce(document.text));
    const daily = texts.map((text) => DAILY_LATE.exec(text)).find(Boolean);
    if (!daily?.[1]) return undefined;
    // The cap is said beside the daily charge, in the same clause.
    const near = daily.input.slice(Math.max(0, daily.index - 200), daily.index + 300);
    const perDayCents = Math.round(Number(daily[1].replace(/,/g, '')) * 100);
    // The daily charge runs from the day the lease names ("after the 7th"), else from the first late day.
    const firstLateDay = lease.dueDay + lease.graceDays + 1;
    const from = Number(daily[2] ?? firstLateDay);
    if (day < firstLateDay) return `Paid on the ${bold(ordinal(day))}, your rent is not late: no late fee.`;
    const days = Math.max(0, day - from);
    const capText = LATE_CAP.exec(near)?.[1];
    const capCents = capText ? Math.round(Number(capText.replace(/,/g, '')) * 100) : undefined;
    const initialCents = Math.round(initial * 100);
    const counted = initialCents + days * perDayCents;
    const feeCents = capCents !== undefined ? Math.min(counted, capCents) : counted;
    const capped = capCents !== undefined && counted > capCents ? `, capped at ${formatMoney(capCents)}` : '';
    return `Paid on the ${ordinal(day)}: ${formatMoney(initialCents)} + ${days} × ${formatMoney(perDayCents)}${capped} = a late fee of ${bold(formatMoney(feeCents))}.`;
  }

  /**
   * "By what date do I have to tell you?": a notice the lease counts back from its end ("at least 60 days
   * before the last day of the Term"), as the day on the calendar, from the one lease on file's end date.
   */
  private noticeDeadline(question: string, answered: string): string | undefined {
    if (!ASKS_A_DATE.test(question.toLowerCase())) return undefined;
    const [lease, ...others] = this.knowledge.leases;
    // Of the notices the clause counts back ("Landlord will send a renewal offer at least 90 days before…
    // Tenant must tell Landlord at least 60 days before…"), the one the tenant gives.
    const sentences = sentencesOf(withNumbersSaidOnce(answered));
    const theirs = sentences.find(
      (sentence) => BEFORE_THE_END.test(sentence) && TENANT_GIVES_NOTICE.test(sentence),
    );
    const days = BEFORE_THE_END.exec(theirs ?? withNumbersSaidOnce(answered));
    if (!lease?.endDate || others.length || !days) return undefined;
    const by = addDays(lease.endDate, -Number(days[1]));
    return `With your lease ending on ${readableDate(lease.endDate)}, that is by ${bold(readableDate(by))}.`;
  }

  /**
   * "How long until we get the deposit back? And what can you take out of it?": two questions on one
   * topic, each answered by its own clause. The clause the later question finds, when the whole message's
   * clause was another.
   */
  private secondAsk(question: string, topic: LeaseTopic, quoted: Set<string>): string | undefined {
    const asked = question.split(/(?<=\?)\s+/).filter((sentence) => sentence.includes('?'));
    for (const sentence of asked.slice(1)) {
      const match = this.topicClause(sentence, topic);
      const key = match && `${match.clause.documentId}\n${match.clause.heading ?? ''}\n${match.clause.text}`;
      if (!match || !key || quoted.has(key)) continue;
      quoted.add(key);
      return quoteAnswer(match);
    }
    return undefined;
  }

  /**
   * The lease's sentence that gives the office's phone number (never its emergency line), when a quote
   * sends the tenant to "the office line" or to "call the office" without the number.
   */
  private officeNumberFor(quote: string): string | undefined {
    if (!NAMES_THE_OFFICE.test(quote) || PHONE_IN_TEXT.test(quote)) return undefined;
    for (const document of this.knowledge.documents)
      for (const clause of splitClauses(document.text))
        for (const sentence of sentencesOf(clause.text)) {
          const ordinary = sentence.replace(NOT_AN_EMERGENCY, ' ');
          if (!PHONE_IN_TEXT.test(sentence) || /\bemergenc/i.test(ordinary)) continue;
          if (!/\boffice\b/i.test(`${clause.heading ?? ''} ${sentence}`)) continue;
          return leaseSays(sentence, document.title, clause.heading);
        }
    return undefined;
  }

  /**
   * The lease's sentence that gives the phone number of someone the quote names ("Call Rio Pueblo to order"
   * → "…leased from Rio Pueblo Propane, phone 555-0124"), when the question asks whom to call and the quote
   * has no number.
   */
  private numberOfNamed(quote: string, question: string): string | undefined {
    if (!ASKS_WHOM_TO_CALL.test(question.toLowerCase()) || LOCAL_PHONE.test(quote)) return undefined;
    // "Call Rio Pueblo to order": every run of two or more of the capitalised words, longest first.
    const names = [...quote.matchAll(NAME_IN_TEXT)]
      .flatMap((found) => {
        const words = found[0].split(' ');
        // Each start, each end at least two words on.
        return words.flatMap((_, from) =>
          words.slice(from + 1).map((__, k) => words.slice(from, from + 2 + k).join(' ')),
        );
      })
      .filter((name) => !name.split(' ').some((word) => LEASE_ROLES.has(word.toLowerCase())))
      .sort((a, b) => b.length - a.length);
    for (const name of names)
      for (const document of this.knowledge.documents)
        for (const clause of splitClauses(document.text))
          for (const sentence of sentencesOf(clause.text))
            if (sentence.includes(name) && LOCAL_PHONE.test(sentence))
              return leaseSays(sentence, document.title, clause.heading);
    return undefined;
  }

  /**
   * The definition of a term of two or more words the quote uses ("the Assigned Parking Space"), quoted,
   * when the question asks which or what and the definition says a word of the question ("garage space
   * No. 4B-17").
   */
  private definitionOf(quote: string, question: string): string | undefined {
    if (!ASKS_WHICH.test(question.toLowerCase())) return undefined;
    const asked = new Set(contentStems(question));
    for (const document of this.knowledge.documents)
      for (const clause of splitClauses(document.text))
        for (const sentence of sentencesOf(clause.text)) {
          const term = DEFINES.exec(sentence)?.[1];
          if (!term || !/\s/.test(term) || !quote.includes(term) || quote.includes(sentence)) continue;
          const definition = sentence.slice(sentence.indexOf(term) + term.length);
          if (!stems(definition).some((word) => asked.has(word))) continue;
          return leaseSays(sentence, document.title, clause.heading);
        }
    return undefined;
  }

  /**
   * How the lease says repairs are asked for (its repairs clause, quoted), if it says: the clause that
   * names the way to ask, not the one on how fast repairs are made.
   */
  repairRequests(question: string): string | undefined {
    if (this.knowledge.documents.length === 0) return undefined;
    const match = this.clause(`${question} ${HOW_REPAIRS_ARE_ASKED}`, ['repairs']);
    return match ? quoteAnswer(match) : undefined;
  }

  /**
   * The lease's number to call in an emergency, quoted: a sentence with a phone in a clause on emergencies
   * ("non-emergency" requests are not). The landlord's own line ("Lessor's 24-hour emergency line") comes
   * before a utility's or 911; asked about someone ("what's Walt's cell for emergencies?"), the sentence
   * that says the question's own words.
   */
  emergencyContact(question = ''): string | undefined {
    const own = new Set(contentStems(question));
    const emergency = (text: string) => /\bemergenc/i.test(text.replace(NOT_AN_EMERGENCY, ' '));
    let best: { line: string; score: number } | undefined;
    for (const document of this.knowledge.documents)
      for (const clause of splitClauses(document.text)) {
        const clauseOnEmergencies = emergency(`${clause.heading ?? ''} ${clause.text}`);
        for (const sentence of sentencesOf(clause.text)) {
          const namesEmergency = emergency(sentence);
          // "whats the after hours maintenance number": the line the lease gives for after hours.
          const afterHours = AFTER_HOURS.test(question) && AFTER_HOURS.test(sentence);
          if (!PHONE_IN_TEXT.test(sentence) || !(namesEmergency || clauseOnEmergencies || afterHours))
            continue;
          if (NOT_FOR_EMERGENCIES.test(sentence)) continue;
          const said = stems(sentence).filter((word) => own.has(word)).length;
          // Of two sentences giving the line, the shorter: the line itself, not a header run into it.
          const score =
            2 * said +
            (namesEmergency ? 1 : 0) +
            (namesEmergency && LANDLORDS_LINE.test(sentence) ? 4 : 0) +
            (afterHours ? 4 : 0) -
            sentence.length / 1000;
          if (score > 0 && (!best || score > best.score))
            best = {
              line: leaseSays(sentence, document.title, clause.heading),
              score,
            };
        }
      }
    return best?.line;
  }

  /**
   * What the lease's emergency paragraphs tell the tenant to do in this kind of emergency, quoted: up to
   * two sentences of a clause on emergencies that name the kind's own words ("close the main water
   * shutoff, a blue lever valve in the laundry closet"; "if water is coming from another unit, also call
   * the Association's after-hours line"), those that say the report's own words first. Not the sentence
   * `except` already quotes (the emergency line).
   */
  emergencySteps(kind: EmergencyKind, report: string, except = ''): string | undefined {
    const kindWords = new Set(stems(EMERGENCY_WORDS[kind]));
    const own = new Set(contentStems(report));
    const found: { sentence: string; title: string; heading: string | undefined; score: number }[] = [];
    for (const document of this.knowledge.documents)
      for (const clause of splitClauses(document.text)) {
        if (!/\bemergenc/i.test(`${clause.heading ?? ''} ${clause.text}`.replace(NOT_AN_EMERGENCY, ' ')))
          continue;
        // "15.4 Gas smell: leave the Apartment immediately.": the heading says which emergency its steps are for.
        const headingWords = new Set(stems(clause.heading ?? ''));
        const headedForKind = [...kindWords].some((word) => headingWords.has(word));
        for (const sentence of sentencesOf(clause.text)) {
          if (except.includes(sentence) || sentence.length > 400) continue;
          // A step says what to do; "(b) a smell of natural gas;" in a list of what counts as one does not.
          if (!EMERGENCY_STEP.test(sentence)) continue;
          const words = new Set([...stems(sentence), ...headingWords]);
          const ofKind = [...kindWords].filter((word) => words.has(word)).length;
          if (ofKind === 0) continue;
          const said = [...own].filter((word) => words.has(word) && !kindWords.has(word)).length;
          found.push({
            sentence,
            title: document.title,
            heading: clause.heading,
            score: ofKind + 2 * said + (headedForKind ? 3 : 0),
          });
        }
      }
    const best = found.sort((a, b) => b.score - a.score).slice(0, 2);
    const [first] = best;
    if (!first) return undefined;
    return leaseSays(best.map((step) => step.sentence).join(' … '), first.title, first.heading);
  }

  /**
   * What the lease tells the tenant to do about the thing reported, quoted: a sentence that names it (a
   * word of the report that at most two clauses say: "disposal", "outlet", "furnace") and gives the tenant
   * something to do ("Lessee may reset a tripped circuit breaker or a GFCI outlet", "replace the furnace
   * filter"). None when no sentence does both.
   */
  selfHelp(report: string): string | undefined {
    const index = this.clauses();
    const named = contentStems(report).filter((word) => {
      const n = index.frequency(word);
      return n > 0 && n <= 2 && !COMMON_IN_REPORTS.has(word);
    });
    if (named.length === 0) return undefined;
    for (const document of this.knowledge.documents)
      for (const clause of splitClauses(document.text)) {
        const sentences = sentencesOf(clause.text);
        for (const [i, sentence] of sentences.entries()) {
          const words = new Set(stems(sentence));
          if (!named.some((word) => words.has(word))) continue;
          // "The breaker panel is in the basement, and your room is circuit 14. Flip it off and back on
          // once.": where it is, then what to do with it.
          const next = sentences[i + 1];
          if (
            !TENANT_DOES.test(sentence) &&
            next &&
            TENANT_DOES.test(next) &&
            sentence.length + next.length <= JOINED_LIMIT
          )
            return leaseSays(`${sentence} ${next}`, document.title, clause.heading);
          if (!TENANT_DOES.test(sentence)) continue;
          // "The panel is in the garage; Lessee may reset a tripped breaker": the half before a semicolon
          // says where.
          const before = sentences[i - 1];
          const quote =
            before?.endsWith(';') && before.length + sentence.length <= JOINED_LIMIT
              ? `${before} ${sentence}`
              : sentence;
          return leaseSays(quote, document.title, clause.heading);
        }
      }
    return undefined;
  }

  /** A question on no known topic: the clause that speaks to it, if any. */
  answerOpenQuestion(question: string): string | undefined {
    const match = this.clause(question, []);
    if (!match) return undefined;
    const named = this.numberOfNamed(match.quote, question);
    return named ? `${quoteAnswer(match)}\n\n${named}` : quoteAnswer(match);
  }
}
