import type { TenantUrgency } from '@astor/contract/tenant-line';
import {
  detectEmergency,
  HAZARD_WORDS,
  NEAR_HAZARD_WORDS,
  type EmergencyKind,
} from '../assistant/nlu/emergency.js';
import { findPropertyMentions, findUnmatchedAddress, type PropertyRef } from '../assistant/nlu/entities.js';
import { Speller, tokenize, tokenizeKeepingCase } from '../assistant/nlu/text.js';

/**
 * The offline reading of one tenant message, with the landlord assistant's NLU pieces: its typo
 * corrector (over a tenant's words), its emergency detector and its address matcher. Pure and
 * table-tested; the dialogue decides what to do with the reading.
 */

/** What a tenant may ask about the lease on file (issue 8). */
export const LEASE_TOPICS = ['rent_amount', 'rent_due', 'late_fee', 'pets', 'parking'] as const;
export type LeaseTopic = (typeof LEASE_TOPICS)[number];

export type TenantReading = {
  emergency: EmergencyKind | undefined;
  topics: LeaseTopic[];
  /** Describes something broken, leaking, not working… (a maintenance problem). */
  hasProblem: boolean;
  unit: string | undefined;
  contact: string | undefined;
  urgency: TenantUrgency | undefined;
  /** Urgency read from weak cues ("today", "low"), trusted only as the answer to "how urgent is it?". */
  looseUrgency: TenantUrgency | undefined;
  /** Asks about other tenants, neighbours or another property: never answered. */
  asksAboutOthers: boolean;
  isGreeting: boolean;
  isThanks: boolean;
  isCancel: boolean;
  isQuestion: boolean;
  /** Word count, as typed. */
  wordCount: number;
};

/**
 * Words the corrector steers typos towards: the hazard words the emergency detector reads, and a tenant's
 * home, repair and lease words. Ordinary words near a hazard word are listed too, so that they are never
 * "corrected" into one ("parking" is not "sparking", "flooring" is not "flooding").
 */
/** A list of words written as text, one or more a line. */
const wordList = (text: string): string[] => text.trim().split(/\s+/);

const TENANT_WORDS = [
  // lease questions
  ...wordList(`
    rent rents lease due date day when much amount cost costs price monthly month pay paying payment
    payments late fee fees charge charges penalty grace period pet pets dog dogs cat cats puppy
    kitten animal animals allowed parking park parked car cars vehicle vehicles driveway deposit
    landlord tenant tenants neighbor neighbors neighbour neighbours other another people resident
    residents live lives living
  `),
  // the home
  ...wordList(`
    unit apartment apt suite house home floor flooring floors wall walls roof ceiling kitchen
    bathroom bedroom basement garage garden yard stairs hallway closet balcony sink sinks toilet
    toilets faucet tap shower tub bathtub drain drains pipe pipes plumbing water hot cold heater
    heating heat furnace boiler thermostat air conditioning conditioner ac fan vent dishwasher
    fridge refrigerator freezer stove oven microwave washer dryer washing machine disposal garbage
    trash window windows door doors lock locks locked key keys light lights lamp bulb switch outlet
    outlets power electricity electric wiring breaker fuse smoke detector alarm carpet tile tiles
    paint cabinet cabinets counter mailbox gate fence elevator intercom doorbell blinds screen
  `),
  // problems
  ...wordList(`
    leak leaks leaking leaky drip drips dripping broken broke break cracked crack clogged clog
    blocked backed overflowing overflow stuck jammed loose mold mould mildew damp wet stain pest
    pests roach roaches cockroach cockroaches mice mouse rat rats bugs ants bedbugs termites wasps
    noise noisy loud smell smells stinks flickering working work works fix fixed repair repaired
    replace damaged damage hole falling peeling problem issue
  `),
  // urgency and contact
  ...wordList(`
    urgent urgently emergency asap soon today tonight tomorrow immediately whenever rush wait normal
    routine minor low high medium week phone number email call text reach contact
  `),
  // conversation
  ...wordList(`
    hello hi hey thanks thank cancel never mind please help question sorry what which whose would
    could should your yours mine ours their they there these those about because
  `),
  // ordinary words a typo away from a hazard word, kept as typed ("tire" is not "fire", "lead" not "leak")
  ...wordList(`
    tire tires hire hired here there where were wise wife wide wine fine five fore frames flakes
    blames spoke stoke spare spares stark bread brake bleak lead lean leap beak peak weak gash gasp
    spell shell later wafer waiter head hear beat meat seat neat heal held hell helm deed deaf deal
    dear read bead might right sight fight tight show slow know bold hold told sold gold cord blood
    poor wipe ripe pine pile type dies diet tied lied parks rubbed robber forces burnt bust rubbing
    have make take come some same time more sure like just with will well this that them then than
    also into only once over even very much such each both must last past next text best test rest
    says said paid wait gate date rate face place space back room food good wood look book cook
    week keep sleep need feel seem mean open close closed left thing things stuff still told asked
    since started start again every always sometimes never morning evening afternoon hours days
    weeks months year years
  `),
];

const tenantSpeller = new Speller([...HAZARD_WORDS, ...TENANT_WORDS], NEAR_HAZARD_WORDS);

/** Lower-cased words with typos corrected towards the tenant's vocabulary ("leeking sinc" → leaking sink). */
export function correctedWords(message: string): string[] {
  return tokenize(message).map((token) => tenantSpeller.correct(token));
}

const has = (words: string, pattern: RegExp): boolean => pattern.test(words);

// ---- lease topics

const LATE_FEE =
  /\blate\b.*\b(fee|fees|charge|charges|penalty|payment|pay|paying|rent)\b|\b(fee|fees|penalty|charge|charges)\b.*\blate\b|\bgrace period\b|\bpay(ing)? (it )?late\b|\blate (on|with) (the )?(rent|payment)\b/;
const RENT_DUE =
  /\bwhen\b.*\b(rent|pay|payment)\b|\b(rent|payment)\b.*\b(due|when)\b|\bdue (date|day)\b|\bwhat day\b.*\bpay\b/;
const RENT_AMOUNT = /\b(how much|amount|cost|costs|price|monthly)\b/;
const PETS = /\b(pet|pets|dog|dogs|cat|cats|puppy|kitten|animal|animals)\b/;
// "Park" alone is often a street name: only "where (can I) park", "to park".
const PARKING =
  /\b(parking|parked|driveway)\b|\b(where|can|to|i|we) park\b|\b(car|cars|vehicle|vehicles)\b.*\b(spot|space|spaces|put|leave|keep|allowed|fee|fees)\b/;

export function findLeaseTopics(words: string): LeaseTopic[] {
  const topics: LeaseTopic[] = [];
  const isLate = has(words, LATE_FEE);
  const isDue = has(words, RENT_DUE);
  if (has(words, /\brent\b/) && (has(words, RENT_AMOUNT) || (!isLate && !isDue))) topics.push('rent_amount');
  if (isDue) topics.push('rent_due');
  if (isLate) topics.push('late_fee');
  if (has(words, PETS)) topics.push('pets');
  if (has(words, PARKING)) topics.push('parking');
  return topics;
}

// ---- problems

/** Something wrong, in so many words. */
const DEFECT =
  /\b(leak|leaks|leaking|leaky|drip|drips|dripping|broken|broke|cracked|crack|clogged|clog|blocked|backed up|overflowing|overflow|stuck|jammed|loose|mold|mould|mildew|damp|stain|pest|pests|roach|roaches|cockroach|cockroaches|mice|mouse|rat|rats|bugs|ants|bedbugs|termites|wasps|noise|noisy|smell|smells|stinks|flickering|damaged|damage|hole|falling|peeling|fix|repair|replace|problem|issue|flood|flooding|flooded|burst|sparks|sparking|outage|frozen)\b|\b(not|isn't|isnt|doesn't|doesnt|won't|wont|stopped|can't|cant|no longer) (working|work|works|turn|turning|open|opening|close|closing|lock|locking|flush|flushing|drain|draining|heat|heating|cool|cooling|start|starting)\b|\bno (hot water|water|power|electricity|heat|heating|ac|air)\b|\b(coming|came) (up|off|loose|apart)\b|\b(weird|strange|loud|banging|buzzing|humming|grinding|clicking) (noise|noises|sound|sounds)\b/;
/** A part of the home: a problem when the message is not a lease question ("the dishwasher!"). */
const FIXTURE =
  /\b(sink|toilet|faucet|tap|shower|tub|bathtub|drain|pipe|pipes|heater|heating|furnace|boiler|thermostat|ac|air conditioning|dishwasher|fridge|refrigerator|freezer|stove|oven|microwave|washer|dryer|disposal|window|windows|door|lock|light|lights|outlet|ceiling|roof|wall|floor|carpet|elevator|intercom|doorbell|smoke detector|alarm)\b/;

// ---- the report's details

/** "unit 4B", "apt. 12", "apartment #3", "suite 200", "#7". */
const UNIT =
  /\b(?:unit|apt|apartment|suite|ste|flat)\.?\s*(?:#|no\.?|number)?\s*([a-z]?\d{1,5}[a-z]?|[a-z])\b|(?:^|\s)#\s*(\d{1,5}[a-z]?)\b/i;
const EMAIL = /[^\s@,;:<>()]+@[^\s@,;:<>()]+\.[a-z]{2,}/i;
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/;

export function findUnit(message: string): string | undefined {
  const match = UNIT.exec(message);
  const unit = match?.[1] ?? match?.[2];
  return unit ? unit.toUpperCase() : undefined;
}

/** An email address or a phone number (7 to 15 digits), as typed; both when both are given. */
export function findContact(message: string): string | undefined {
  const email = EMAIL.exec(message)?.[0];
  const phoneMatch = PHONE.exec(email ? message.replace(email, ' ') : message)?.[0];
  const digits = phoneMatch?.replace(/\D/g, '') ?? '';
  const phone = digits.length >= 7 && digits.length <= 15 ? phoneMatch?.trim() : undefined;
  const found = [phone, email].filter((value): value is string => Boolean(value));
  return found.length ? found.join(', ') : undefined;
}

const NOT_URGENT =
  /\b(not|isn't|isnt|no|nothing)( an?| really| that| very| too)? (emergency|urgent|rush|hurry|serious)\b|\bno rush\b|\bno hurry\b|\bwhenever\b|\bcan wait\b/;
const URGENT = /\b(urgent|urgently|asap|as soon as possible|right away|immediately)\b/;
const EMERGENCY = /\bemergency\b/;
const LOOSE_NORMAL = /\b(normal|routine|minor|low|this week|next week|not (that |very )?(bad|important))\b/;
const LOOSE_URGENT = /\b(high|soon|today|tonight|tomorrow|quickly|important|pretty bad|bad)\b/;

export function findUrgency(words: string): {
  urgency?: TenantUrgency;
  looseUrgency?: TenantUrgency;
} {
  if (has(words, NOT_URGENT)) return { urgency: 'normal', looseUrgency: 'normal' };
  if (has(words, EMERGENCY)) return { urgency: 'emergency', looseUrgency: 'emergency' };
  if (has(words, URGENT)) return { urgency: 'urgent', looseUrgency: 'urgent' };
  if (has(words, LOOSE_NORMAL)) return { looseUrgency: 'normal' };
  if (has(words, LOOSE_URGENT)) return { looseUrgency: 'urgent' };
  return {};
}

// ---- others

const OTHERS =
  /\b(other|another|everyone|everybody)( \w+)? (tenant|tenants|unit|units|apartment|apartments|people|resident|residents|renter|renters|property|properties|lease|leases)\b|\b(neighbor|neighbors|neighbour|neighbours|next door)\b|\bwho (else )?(lives|live|is living|rents|stays|is in|is renting)\b|\b(tenant|tenants|resident|residents) (name|names|list)\b/;
const PERSONAL = /\b(phone|number|email|name|names|who|contact|address|lives|live)\b/;
const SELF_INTRODUCTION = new Set(['i', "i'm", 'im', 'am', 'thanks', 'thank', 'regards', 'cheers']);
const CALENDAR_WORDS = new Set(
  wordList(`
    monday tuesday wednesday thursday friday saturday sunday january february march april may june july
    august september october november december christmas thanksgiving easter
  `),
);

/** Property words (its street and city), so "12 Elm" in a message is not taken for a stranger's name. */
function propertyWords(property: PropertyRef): Set<string> {
  return new Set(tokenize(`${property.address} ${property.city ?? ''}`));
}

/**
 * A capitalised word inside a sentence that is not a known word, the property's street or a
 * self-introduction ("I'm Ana"): someone's name ("What is Boris's rent?").
 */
function namesSomeone(message: string, property: PropertyRef): boolean {
  const own = propertyWords(property);
  return message
    .replace(EMAIL, ' ')
    .split(/[.!?\n]+/)
    .some((sentence) => {
      const cased = tokenizeKeepingCase(sentence);
      return cased.some((token, i) => {
        if (i === 0 || !/^[A-Z][a-z]{2,}$/.test(token)) return false;
        const lower = token.toLowerCase();
        if (own.has(lower) || tenantSpeller.has(lower) || CALENDAR_WORDS.has(lower)) return false;
        const before = (cased[i - 1] ?? '').toLowerCase();
        const twoBefore = (cased[i - 2] ?? '').toLowerCase();
        if (SELF_INTRODUCTION.has(before)) return false;
        return !(before === 'is' && (twoBefore === 'name' || twoBefore === 'this'));
      });
    });
}

/** An address that is not this property's ("what is the rent at 9 Pine St?"). */
function namesAnotherAddress(message: string, property: PropertyRef): boolean {
  const tokens = tokenize(message);
  const taken = new Set<number>();
  for (const mention of findPropertyMentions(tokens, [property]))
    for (let i = mention.start; i < mention.end; i++) taken.add(i);
  return findUnmatchedAddress(tokens, taken) !== undefined;
}

// ---- the whole reading

const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|greetings|yo)( there| astor)?$/;
const THANKS = /\b(thanks|thank you|thank|thx|cheers|appreciate it)\b/;
const CANCEL = /^(cancel|never mind|nevermind|forget it|stop|start over|nothing)$/;
const QUESTION_START =
  /^(what|when|where|who|why|how|is|are|am|can|could|do|does|did|will|would|should|may|which)\b/;

export function readMessage(message: string, property: PropertyRef): TenantReading {
  const words = correctedWords(message).join(' ');
  const plain = words
    .replace(/\b(please|astor|ok|okay)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const topics = findLeaseTopics(words);
  const hasDefect = has(words, DEFECT);
  const { urgency, looseUrgency } = findUrgency(words);
  const thirdParty =
    has(words, OTHERS) || namesSomeone(message, property) || namesAnotherAddress(message, property);
  const emergency = detectEmergency(words, message);
  return {
    emergency,
    topics,
    hasProblem: Boolean(emergency) || hasDefect || (has(words, FIXTURE) && topics.length === 0),
    unit: findUnit(message),
    contact: findContact(message),
    urgency,
    looseUrgency,
    asksAboutOthers:
      thirdParty &&
      (topics.length > 0 || has(words, PERSONAL) || has(words, /\b(rent|lease|leases|pay|pays)\b/)),
    isGreeting: GREETING.test(plain),
    isThanks: THANKS.test(plain) && plain.split(' ').length <= 6,
    isCancel: CANCEL.test(plain),
    isQuestion: message.trim().endsWith('?') || QUESTION_START.test(plain),
    wordCount: tokenize(message).length,
  };
}
