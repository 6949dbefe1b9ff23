import type { TenantUrgency } from '@astor/contract/tenant-line';
import type { EmergencyKind } from '../../nlu/emergency.js';
import { findPropertyMentions, findUnmatchedAddress, type PropertyRef } from '../../nlu/entities.js';
import { tokenize, tokenizeKeepingCase } from '../../nlu/text.js';
import { asksWhatIf, readEmergency, withoutOtherSenses } from './emergency-signals.js';
import { withLearnedReading } from './emergency-model.js';
import { findLeaseTopics, type LeaseTopic } from './lease-topics.js';
import { isCommonWord } from '../../nlu/vocabulary.js';
import { correctedWords, isKnownWord, wordList } from './vocabulary.js';

export { correctedWords, findLeaseTopics, type LeaseTopic };

/**
 * The offline reading of one tenant message, with the landlord assistant's NLU pieces: its typo
 * corrector (over a tenant's words, vocabulary.ts), its emergency detector (emergency-signals.ts) and its
 * address matcher. Pure and table-tested; the dialogue decides what to do with the reading.
 */

export type TenantReading = {
  emergency: EmergencyKind | undefined;
  /** Might be an emergency (a smoke alarm sounding, no heat): one question first. */
  possibleEmergency: EmergencyKind | undefined;
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
  isYes: boolean;
  isNo: boolean;
  /** Word count, as typed. */
  wordCount: number;
};

const has = (words: string, pattern: RegExp): boolean => pattern.test(words);

// ---- problems

/** Something wrong, in so many words. */
const DEFECT =
  /\b(leak|leaks|leaking|leaky|drip|drips|dripping|broken|broke|cracked|crack|clogged|clog|blocked|backed up|overflowing|overflow|stuck|jammed|loose|mold|mould|mildew|damp|stain|stinks|flickering|falling|peeling|flood|flooding|flooded|burst|sparks|sparking|outage|frozen)\b|\b(it|fan|light|lights|bulb|heater|furnace|fridge|refrigerator|freezer|stove|oven|range|washer|dryer|dishwasher|ac|toilet|disposal|outlet|doorbell|alarm|detector|thermostat|microwave|garage door|opener|pump)( just| completely| totally)? (quit|quits|died|is dead|gave out)( working| on me| on us)?\b|\b(not|isn't|isnt|doesn't|doesnt|won't|wont|stopped|can't|cant|no longer) (working|work|works|turn|turning|open|opening|close|closing|lock|locking|flush|flushing|drain|draining|heat|heating|cool|cooling|start|starting)\b|\bno (hot water|water|power|electricity|heat|heating|ac|air)\b|\b(coming|came) (up|off|loose|apart)\b|\b(weird|strange|loud|banging|buzzing|humming|grinding|clicking) (noise|noises|sound|sounds)\b|\b(drain|drains|draining|sink|tub|bathtub|shower|toilet)( \w+){0,2} (slow|slowly)\b|\bslow (drain|drains|draining|to drain|flush|flushing)\b|\b(fan|fans|vent|motor|furnace|heater|fridge|refrigerator|dryer|washer|dishwasher|disposal|pipe|pipes|radiator|radiators|ac|blower|compressor)\b( \w+){0,2} (is |are |keeps |keep |has been |have been |started |starts |just )?(screaming|squealing|squeaking|screeching|rattling|grinding|roaring|whining|shrieking|clanking|clanging)\b/;
/** Words of a problem that a question about the lease's rules also uses ("who pays for repairs?"). */
const LOOSE_DEFECT =
  /\b(noise|noisy|smell|smells|damaged|damage|hole|holes|fix|repair|replace|problem|issue|pest|pests|roach|roaches|cockroach|cockroaches|mice|mouse|rat|rats|bugs|ants|bedbugs|termites|wasps)\b/;
/** A part of the home: a problem when the message is not a lease question ("the dishwasher!"). */
const FIXTURE =
  /\b(fan|fans|vent|vents|sink|toilet|faucet|tap|shower|tub|bathtub|drain|pipe|pipes|heater|heating|furnace|boiler|thermostat|ac|air conditioning|dishwasher|fridge|refrigerator|freezer|stove|oven|microwave|washer|dryer|disposal|window|windows|door|lock|light|lights|outlet|ceiling|roof|wall|floor|carpet|elevator|intercom|doorbell|smoke detector|alarm)\b/;

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
/** Where the tenant is or who helps them: "I'm at my neighbor's", "staying with the neighbours". */
const AT_THE_NEIGHBOURS =
  /\b(at|over at|staying (at|with)|stay (at|with)|sleeping at|went to|going to|from) (my |the |our )?(neighbor|neighbour|neighbors|neighbours)('s|'|s')?( house| place| apartment)?\b/g;
const PERSONAL = /\b(phone|number|email|name|names|who|contact|address|lives|live)\b/;
/** The tenant sending something: "if I email the landlord", "we'll text them". */
const SENDS_IT =
  /\b(i|we|you|i'?ll|we'?ll|ill) (can |could |will |would |should |just )?(e-?mail|text|call)\b/g;
/** A complaint about a neighbour, or whom to tell: the tenant's own business with the landlord. */
const COMPLAINT =
  /\b(complain|complaining|complaint|complaints)\b|\bwho (do|should|can) (i|we) (email|e-mail|call|text|contact|tell|talk to|complain to|report|send)\b|\b(report|reporting) (it|this|them|him|her|the noise)\b/;
const SELF_INTRODUCTION = new Set([
  'i',
  "i'm",
  'im',
  'am',
  "it's",
  'its',
  'thanks',
  'thank',
  'regards',
  'cheers',
]);
/** What a question about someone asks of them, said right after their name. */
const ASKED_OF = new Set(
  wordList(`
    rent rents lease leases deposit phone number email address unit apartment apt pay pays paying paid owe owes
    late live lives living moving moved
  `),
);
/** "our Visa", "my Venmo", "your Zelle": the speaker's own thing. */
const SPEAKERS = new Set(['my', 'our', 'your']);
const OWN_PEOPLE = new Set(
  wordList(`
    sister brother mom mother dad father parent son daughter kid child aunt uncle cousin niece nephew
    grandma grandmother grandpa grandfather friend boyfriend girlfriend partner fiance fiancee husband
    wife roommate guest dog cat puppy kitten pet bird
  `),
);
const CALENDAR_WORDS = new Set(
  wordList(`
    monday tuesday wednesday thursday friday saturday sunday january february march april may june july
    august september october november december christmas thanksgiving easter
  `),
);

/** Someone writing for the tenants: "I help them with the bills", "on behalf of my mother". */
const ON_BEHALF =
  /\bon behalf of\b|\b(mom|mother|dad|father|grandma|grandmother|grandpa|grandfather|nana)('?s)? (lease|rent|deposit|unit|apartment|place|home|house|side|half)\b|\bfor (my )?(mom|mother|dad|father|grandma|grandpa)\b|\b(i|we) (help|helps|helping|handle|handles|do) (them|him|her|my (mom|mother|dad|father|parents|grandma|grandmother|grandpa|grandfather))\b|\b(i'm|im|i am) (their|his|her) (son|daughter|grandson|granddaughter|nephew|niece|caregiver|aide|helper|kid)\b|\b(mom|dad|mother|father|parents|grandma|grandpa) (and|&) (mom|dad|me|i)\b|\b(my|our) (mom|mother|dad|father|parents|grandma|grandmother|grandpa|grandfather)\b/;

/** Words after a place's name ("the Minneapolis office"). */
const PLACE_AFTER = new Set(wordList('office branch area airport campus store location headquarters hq'));
/** Words before a place's name ("to Atlanta", "back from Denver"). */
const PLACE_BEFORE = new Set(wordList('to in from near into toward towards outside around across'));

/** Property words (its street and city), so "12 Elm" in a message is not taken for a stranger's name. */
function propertyWords(property: PropertyRef): Set<string> {
  return new Set(tokenize(`${property.address} ${property.city ?? ''}`));
}

/**
 * A capitalised word inside a sentence that is not a known word, the property's street or a
 * self-introduction ("I'm Ana"), followed by what is asked of them: someone else's business ("What is Boris's
 * rent?").
 */
function namesSomeone(message: string, property: PropertyRef, household: string[]): boolean {
  const own = new Set([...propertyWords(property), ...household.flatMap((name) => tokenize(name))]);
  return message
    .replace(EMAIL, ' ')
    .split(/[.!?\n]+/)
    .some((sentence) => {
      const cased = tokenizeKeepingCase(sentence);
      // Names let pass: "This is Loretta Haskins" is one name, the tenant's own.
      const excused = new Set<number>();
      const excuse = (i: number) => (excused.add(i), false);
      return cased.some((token, i) => {
        if (i === 0 || !/^[A-Z][a-z]{2,}$/.test(token)) return false;
        const lower = token.toLowerCase();
        if (own.has(lower) || isKnownWord(lower) || isCommonWord(lower) || CALENDAR_WORDS.has(lower))
          return false;
        const before = (cased[i - 1] ?? '').toLowerCase();
        const twoBefore = (cased[i - 2] ?? '').toLowerCase();
        if (SELF_INTRODUCTION.has(before) || excused.has(i - 1) || SPEAKERS.has(before)) return excuse(i);
        // "transfer me to Atlanta", "a friend from Ohio", "the Minneapolis office", "a storm in the
        // Atlantic": a place, not a person.
        if (
          PLACE_BEFORE.has(before) ||
          PLACE_AFTER.has((cased[i + 1] ?? '').toLowerCase()) ||
          (before === 'the' && PLACE_BEFORE.has(twoBefore))
        )
          return false;
        // "my sister Maria", "our dog Max", "a friend named Tom", "our friends the Bauers": the tenant's own
        // people and pets.
        const person = (word: string) => OWN_PEOPLE.has(word) || OWN_PEOPLE.has(word.replace(/s$/, ''));
        if (
          person(before) ||
          (before === 'the' && person(twoBefore)) ||
          before === 'named' ||
          before === 'called'
        )
          return excuse(i);
        if (before === 'is' && (twoBefore === 'name' || twoBefore === 'this')) return excuse(i);
        // Asked of: "Boris's rent", "Kelly Smith late", "what does Ana pay", "Tom's number"; a name said
        // in passing ("for Gerald's sister's 80th") asks nothing of anyone.
        return cased.slice(i + 1, i + 3).some((next) => ASKED_OF.has(next.toLowerCase()));
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
  /^(what|when|where|who|why|how|is|are|am|can|could|do|does|did|will|would|should|may|which|anything (i|we|i'?m|we'?re)|any (chance|idea|way|rules?|reason))\b/;

/** "my brother wants to stay 2 weeks. any problem with that": asking whether something is allowed, no fault. */
const ASKS_IF_FINE =
  /\bany (problems?|issues?) (with|if)\b|\b(is|would|will) (that|it|this) (be )?(a )?(problem|issue)\b/;

/** A question asked mid-sentence, after words of context. */
const EMBEDDED_QUESTION =
  /\b(how (long|much|many|soon|often|do|does|can|should|would|is|are)|what (is|are|do|does|happens|would|should)|where (do|does|should|can|am|is|are)|when (do|does|is|are|will|should|can)|who (do|does|should|can)|am i|do i|can i|should i|is it ok|are we|can we|do we|is there|are there|do they|don't they|dont they|doesn't it|isn't it|isnt it)\b/;

const YES =
  /^(yes|yeah|yep|yup|ya|y|sure|ok yes|yes please|please do|definitely|of course|correct|right|i do|we do|it is|there is|go ahead|do it|please)\b/;
const NO =
  /^(no|nope|nah|n|not really|no thanks|no thank you|it's fine|its fine|it is fine|i don't|i dont|we don't|we dont|it isn't|it isnt|there isn't|there isnt|not at all)\b/;

/** Whom to tell about something broken is the lease's way of asking for repairs. */
function askingAboutARepair(topics: LeaseTopic[]): LeaseTopic[] {
  if (!topics.includes('contact')) return topics;
  const others = topics.filter((topic) => topic !== 'contact');
  return others.includes('repairs') ? others : [...others, 'repairs'];
}

/** `household`: the names of the tenants on the property's leases, the tenant's own. */
/** The tenant asks in the first person: "how much will I owe?", "can my grandson live with me?". */
const FIRST_PERSON = /\b(i|me|my|mine|myself|i'm|im|i'd|i'll|i've|ive|we|us|our|ours)\b/;

/** The sentences that ask ("…? "), lower-cased; the last of several when none ends in a question mark. */
function questionAsked(message: string): string | undefined {
  const sentences = message
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/(?<=[.!?])\s+/);
  const asked = sentences.filter((sentence) => sentence.trim().endsWith('?'));
  // Texted without a question mark: the last sentence is the question ("…court thing. do i have to tell
  // the office and how fast").
  const last = sentences.at(-1)?.trim();
  return asked.length ? asked.join(' ') : sentences.length > 1 && last ? last : undefined;
}

export function readMessage(message: string, property: PropertyRef, household: string[] = []): TenantReading {
  const corrected = correctedWords(message);
  const words = corrected.join(' ');
  const plain = words
    .replace(/\b(please|astor|ok|okay)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const topics = findLeaseTopics(words);
  // "the water heater manual, where is it": a question after a comma counts too, and after a full stop,
  // an exclamation or an emoji ("rent will be late 😩 how bad is the late fee"), and one asked inside the
  // sentence ("once I put in a repair request how long before I hear back").
  const isQuestion =
    message.includes('?') ||
    QUESTION_START.test(plain) ||
    EMBEDDED_QUESTION.test(plain) ||
    ASKS_IF_FINE.test(plain) ||
    /(?:[,;:.!]|\p{Extended_Pictographic})\s*(where|what|whats|what's|when|who|how|which|is|are|can|could|do|does|will|would|should)\b[^.!]*$/iu.test(
      message.trim(),
    );
  // "Who pays for repairs?" asks about the lease; "the dishwasher is broken" reports a problem.
  const asksTheLease = topics.length > 0 && isQuestion;
  // "Flooded with work" is no flood, "a break in the lease" nothing broken.
  const literal = withoutOtherSenses(words).replace(ASKS_IF_FINE, ' ');
  // "Who do I call if we have a leak?" reports nothing.
  const hasDefect =
    !asksWhatIf(words) && (has(literal, DEFECT) || (!asksTheLease && has(literal, LOOSE_DEFECT)));
  const { urgency, looseUrgency } = findUrgency(words);
  const thirdParty =
    has(words.replace(AT_THE_NEIGHBOURS, ' '), OTHERS) ||
    namesSomeone(message, property, household) ||
    namesAnotherAddress(message, property);
  const sentences = message.split(/(?<=[.!?\n])\s*/).filter((sentence) => sentence.trim());
  const { emergency, possible } = withLearnedReading(
    corrected,
    readEmergency(message),
    sentences.length > 1 ? sentences : [],
  );
  const asked = questionAsked(message);
  const typed = message.trim().toLowerCase().replace(/[’]/g, "'");
  return {
    emergency,
    possibleEmergency: possible,
    // "The new lock on the door is stuck" reports a problem; it asks nothing about the lease. "The fan
    // stopped working, who do I tell?" asks how repairs are asked for, not the office's address.
    topics: hasDefect && !isQuestion ? [] : hasDefect ? askingAboutARepair(topics) : topics,
    hasProblem:
      Boolean(emergency || possible) ||
      hasDefect ||
      (has(words, FIXTURE) && topics.length === 0 && !isQuestion),
    unit: findUnit(message),
    contact: findContact(message),
    urgency,
    looseUrgency,
    // "Isn't there a quiet hours rule? The upstairs neighbor…" asks about the tenant's own lease; "what
    // does my neighbor pay" or "who lives in 2B" asks about someone else.
    // An emergency is the tenant's own, whoever else it touches ("maybe it's the upstairs neighbor?").
    asksAboutOthers:
      !emergency &&
      !possible &&
      thirdParty &&
      // "If I email the landlord the notice": the tenant's own e-mail, a verb, asks for no one's address.
      ((has((asked ?? words).replace(SENDS_IT, ' '), PERSONAL) && !has(words, COMPLAINT)) ||
        has(
          words,
          /\b(neighbors|neighbours|other tenants?) (rent|lease|leases|deposit)\b|\b(rent|lease|leases|deposit) of\b|\b(does|did|do) (\w+ ){1,2}pay\b|\bpays\b|\b(is|are|was|were) (\w+ ){1,2}paying\b/,
        ) ||
        // "If their rent is late" from someone who helps the tenants: their own rent.
        (has(asked ?? words, /\b(their|his|her) (rent|lease|leases|deposit)\b/) && !has(words, ON_BEHALF)) ||
        (topics.length > 0 &&
          // "my neighbor Bev may not get it in the box until the 8th; how much extra will I owe?": a story
          // about others around the tenant's own question.
          !(asked !== undefined && FIRST_PERSON.test(asked)) &&
          !has(words, COMPLAINT) &&
          // "what's the fee for breaking Mom's lease early": a daughter writing for the tenant, her mother.
          !has(words, ON_BEHALF) &&
          // "neighbors on 28 run a generator till midnight. when do quiet hours start": the lease's rule.
          !/\b(rule|rules|allowed|policy|supposed to|isn'?t there|is there|can they|can i|am i|what are the|what's the|whats the|when (do|does|is|are)|what time|how late)\b/.test(
            words,
          ))),
    isGreeting: GREETING.test(plain),
    isThanks: THANKS.test(plain) && plain.split(' ').length <= 6,
    isCancel: CANCEL.test(plain),
    isQuestion,
    isYes: YES.test(typed) && !NO.test(typed),
    isNo: NO.test(typed),
    wordCount: tokenize(message).length,
  };
}
