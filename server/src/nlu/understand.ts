import { findCategories, type CategoryMatch } from './categories.js';
import { detectEmergency, type EmergencyKind } from './emergency.js';
import {
  findDocumentType,
  findMaintenanceStatus,
  findPropertyKind,
  findPropertiesByType,
  findPropertyMentions,
  findTenantMentions,
  findUnmatchedAddress,
  type MaintenanceStatusFilter,
  type Mention,
  isCommercialProperty,
  type PropertyRef,
  type TenantRef,
} from './entities.js';
import { withoutBuildingNouns, contentWords, stemOf } from './content-words.js';
import {
  readFinanceShape,
  readOrderFollowUp,
  readRankFollowUp,
  type FinanceShape,
  type Order,
} from './finance-shape.js';
import { LinearClassifier } from './linear-classifier.js';
import { INTENT_EXAMPLES, INTENTS, type Intent } from './intent-examples.js';
import {
  findPeriod,
  formatDay,
  rangePeriod,
  sameStretchIn,
  yearToDate,
  type Direction,
  type Period,
} from './periods.js';
import { findPlaceMentions, type PlaceMention } from './places.js';
import { tokenize, tokenizeKeepingCase, withLandlordShorthand } from './text.js';
import { readAskedAmount, type AskedAmount } from './asked-amount.js';
import { findVendorMention, type VendorMention } from './vendors.js';
import { isCommonWord, speller } from './vocabulary.js';
import { addDays } from '@astor/contract/calendar-date';

/** How far "soon" looks ahead. */
const SOON_DAYS = 30;

/**
 * The offline reading of one message: its intent (the classifier, on words with typos corrected and
 * names and periods masked) and the entities it names, resolved against the owner's own records.
 */

export type IntentScore = { intent: Intent; probability: number };

export type OwnerData = {
  properties: PropertyRef[];
  tenants: TenantRef[];
  /** The owner's vendors and the payees named on their expenses. */
  vendors: string[];
  /** Distinct property and document types the owner uses ("Condo", "Insurance"). */
  propertyTypes: string[];
  documentTypes: string[];
  /**
   * Words of the owner's payees and expense descriptions ("moss", "plowing"): kept as typed, never
   * corrected into a word of the vocabulary ("moss" is not "most").
   */
  recordWords?: ReadonlySet<string>;
  /** Words of the owner's own expense categories ("Mortgage Interest"): what these books hold. */
  categoryWords?: ReadonlySet<string>;
};

export type Entities = {
  /** The period, read the way the question's intent points (see Direction). */
  period?: Period;
  /** The same words read both ways, for a follow-up that continues a question pointing the other way. */
  periodByDirection: { past?: Period; future?: Period };
  /** Each stretch naming properties; more than one id in a stretch means "which one?". */
  properties: Mention[];
  tenants: Mention[];
  categories: CategoryMatch[];
  /** "booked under Repairs", "the HVAC category": the first category as the books name it, not its kin. */
  bookedAs?: string;
  /** "and capital improvements?": every word asked is of a category the owner made up, none of the app's. */
  namesOwnCategory?: boolean;
  /** Categories the question leaves out ("besides rent", "other than repairs", "excluding taxes"). */
  exceptCategories: CategoryMatch[];
  maintenanceStatus?: MaintenanceStatusFilter;
  /**
   * Someone sent out to a property ("who was the last guy out at the cottonwick house", "who all has been out
   * to juniper hollow since aug 1"): the work paid for there, the latest visit or every one.
   */
  visit?: 'latest' | 'all';
  /**
   * "how are things looking at the williston places", "what's the story with the fourplex": how things stand
   * at the properties named; "anything I should be worried about this month?": what needs attention.
   */
  digest?: boolean;
  /** "which properties dont have insurance paperwork on file": the properties without such a document. */
  lacksDocuments?: boolean;
  /** "a request about a burning smell": maintenance requests by what they said. */
  aboutARequest?: boolean;
  /** "the most recent one", "the oldest request still open": one record, the newest or the oldest. */
  pick?: 'newest' | 'oldest';
  /** "top 3?", "whos the 2nd" after a ranking: that many of its groups. */
  rankAgain?: number;
  isEmergencyPriority?: boolean;
  propertyKind?: 'residential' | 'commercial';
  propertyType?: string;
  documentType?: string;
  /** An address that matched none of the owner's properties. */
  unmatchedAddress?: string;
  /** Tenants named to be left out ("not counting the pottery studio", "except Maria"). */
  exceptTenants: string[];
  /** "the whole portfolio", "all properties": drop a property carried over from the last question. */
  isWholePortfolio: boolean;
  /** Cities and states of the owner's properties ("in Austin", "Texas vs Colorado"). */
  places: PlaceMention[];
  vendor?: VendorMention;
  /** Every vendor named, in order, when more than one is ("Home Depot vs Lowe's"). */
  otherVendors?: VendorMention[];
  /** Every period named, in order, read looking back ("this year vs last year"). */
  periods: Period[];
  /** Words that may name what was paid for ("plumbing"); filters only if the owner's records have them. */
  contentWords: string[];
  /** Content words the question is about ("spend on gutters"): if no record has them, it says so. */
  namedWords: string[];
  /** Content words listed as alternatives ("plowing, shoveling, salt"): a record needs one, not all. */
  anyWord: boolean;
  /** Grouping, order, limit, single transaction, losses. */
  shape: FinanceShape;
  /** "most", "least", "highest"… wherever they point. */
  order?: Order;
  /** Asks for one ("which", "who", "the cheapest rent"), not a list. */
  asksWhich: boolean;
  /** Sets two things against each other ("vs", "compared to"). */
  compares: boolean;
  /** Asks a figure for each thing named ("pet fees and parking, what has each brought in"). */
  asksEach: boolean;
  /** One transaction asked about by its exact amount ("which property was the $437.80 in October for?"). */
  askedAmount?: AskedAmount;
  /** Categories said one after another ("property tax plus insurance", "late fees and pet fees"). */
  joinsCategories: boolean;
  /** Asks about money (spent, paid, cost, income, earned…). */
  aboutMoney: boolean;
  /** Names what is left after costs ("net", "profit", "lose money"). */
  namesNet: boolean;
  /** Says so in so many words: "what's left after costs", "and after expenses?", "take-home". */
  afterCosts: boolean;
  /** The measure its words name outright ("income", "spend"), when they name only one. */
  measureWord?: 'income' | 'expenses';
  /** "rent plus laundry, parking etc.", "laundry, fees, all that": the whole measure, not the things listed. */
  everything: boolean;
  /** "soon": the next 30 days. */
  soon?: Period;
};

export type Understanding = {
  intent: Intent;
  confidence: number;
  ranked: IntentScore[];
  entities: Entities;
  /** Starts like a follow-up ("and…", "what about…") or names only entities ("last month?"). */
  isFollowUp: boolean;
  /** Has words of its own beyond names, periods and filler ("what about expenses?", not "what about 12 Elm?"). */
  hasOwnQuestion: boolean;
  /** "Which of those…", "how much of that was rent": a part of the last answer. */
  narrows: boolean;
  emergency: EmergencyKind | undefined;
};

/** Words that leave out what follows them: "besides rent", "other than repairs", "non-rent". */
const EXCEPT_CUES = [
  ['besides'],
  ['except'],
  ['excluding'],
  ['exclude'],
  ['without'],
  ['minus'],
  ['non'],
  ['other', 'than'],
  ['apart', 'from'],
  ['aside', 'from'],
  ['not', 'counting'],
  ['not', 'including'],
  ['outside', 'of'],
  ['except', 'for'],
  ['beyond'],
  ['leave', 'out'],
  ['leaving', 'out'],
  ['left', 'out'],
  ['take', 'out'],
  ['ignore'],
  ['ignoring'],
  ['skip'],
  ['skipping'],
];

const EXCEPT_WORDS = new Set(EXCEPT_CUES.flat());
/** A period set against the present: "compared to last year", "up or down from last month". */
// "other than rent" leaves something out; it sets nothing against now.
const AGAINST_NOW =
  /\b(compared (to|with)|vs|versus|up or down|down or up|more or less|higher or lower|(?<!\b(other|rather|else|anything|everything) )than|(up|down) from)\b/;
/**
 * "repairs vs capital improvements", "late fees compared to pet fees": two things set side by side, each
 * of one period, not that period against now ("spending vs last year" sets a period after the word).
 */
function thingsSideBySide(words: string[], today: string): boolean {
  const at = words.findIndex((word) => word === 'vs' || word === 'versus' || word === 'against');
  if (at <= 0) return false;
  const after = words.slice(at + 1, at + 6);
  const found = findPeriod(after, today, 'past');
  const before = words[at - 1] ?? '';
  return (
    /^[a-z]{3,}$/.test(before) &&
    !PERIOD_WORD.test(before) &&
    !(found && found.start <= 1) &&
    /^[a-z]{3,}$/.test(after[0] ?? '') &&
    !PERIOD_WORD.test(after[0] ?? '')
  );
}
const PERIOD_WORD =
  /^(year|years|month|months|quarter|quarters|week|weeks|ytd|last|this|next|previous|prior|same|now|today|before|then|time|date|period|mtd|qtd|the)$/;
/** "gross vs net for 2025", "income versus expenses": two measures of one period, not two periods. */
const MEASURES_SET_SIDE_BY_SIDE =
  /\b(gross|income|revenue|net|noi|expenses?|costs?|spending|profit)( \w+)? (vs|versus|against|compared (to|with)) (the )?(gross|income|revenue|net|noi|expenses?|costs?|spending|profit)\b/;
/**
 * Money spent, as said: "how much went out (the door)", "where did the money go", "the biggest money pit",
 * "laid out", "ate the most money".
 */
/**
 * "did we make money last year", "is the condo making any money", "did we come out ahead": whether it paid,
 * income less costs.
 */
const MADE_MONEY =
  /\b(did|do|does|are|is|am|were|was|have|has) (we|i|it|they|you|\w+)( \w+)? (make|making|made|makes|earn|earning|earned) (any |some |real )?(money|a profit|anything)\b|\b(come|came|comes|coming|end|ended|ending|finish|finished) (up |out )?ahead\b|\bin the black\b/;
/** What is left once costs are paid: "what's left after costs", "and after expenses?", "take-home". */
const AFTER_COSTS =
  /\b(left|leftover|remaining|kept|clear|cleared|pocketed)\b[^.?!]{0,15}\bafter (all )?(the )?(costs|expenses|bills|everything|spending)\b|\b(and |ok |so )?after (all )?(the )?(costs|expenses|bills)\b|\bminus (the |all |all the )?(recorded |my |our )?(costs|expenses|bills)\b|\btake[- ]?home\b|\bleft over\b|\b(am i|are we|is it|was i|were we|is (the|my|our) \w+)( \w+)? (making|turning|losing) (any )?(money|a profit)\b|(?<!\bbefore (i|we) )\b(take|taking|took|subtract) (all )?(the |my |our )?(bills|expenses|costs) (out|off)\b/;
const OUT_THE_DOOR =
  /\b(drop|dropped|dropping|blew|blow|blown) (\w+ ){0,3}(on|into)\b|\b(run|runs|ran|set|sets) (me|us) (back )?|\b(went|go|goes|going|gone) out( the door)?\b(?! (of|to|for|with)\b)|\b(money|cash|dollars) (went|go|goes|going|gone)\b|\bmoney pits?\b|\b(laid|lay|laying) out\b|\b(ate|eats|eaten|eating|swallowed|burned through|burnt through)( up)?( \w+){0,2} (money|cash)\b/;

/**
 * Words a total takes in rather than narrows to: "special assessment included", "including the late fees".
 */
function includedWords(masked: string[]): Set<string> {
  const found = new Set<string>();
  const take = (from: number, step: 1 | -1) => {
    for (let i = from, n = 0; i >= 0 && i < masked.length && n < 3; i += step) {
      const word = masked[i] as string;
      if (['the', 'a', 'an', 'my', 'any', 'all', 'that'].includes(word)) continue;
      if (!/^[a-z]{3,}$/.test(word) || /^x(property|tenant|period|vendor)$/.test(word)) break;
      found.add(word);
      n += 1;
    }
  };
  masked.forEach((word, i) => {
    if (word === 'including' || word === 'incl') take(i + 1, 1);
    if (word === 'included') take(i - 1, -1);
  });
  return found;
}

/** Words of the work done, which a noun before them names more surely than they do. */
const ACTIVITY_WORDS = new Set(
  'plowing plow clearing clearance removal cleaning cleanup repair repairs fix fixes fixing service servicing work job jobs replacement install installation'.split(
    ' ',
  ),
);

/** A list closed by a word for the rest: "plus etc", "or whatever", "and so forth", "the lot". */
const EVERYTHING =
  /\bwhatever( else)?$|\b(w|with|including|incl)( \w+){1,6} everything$|\b(plus|etc|etcetera|all that|(everything|anything) else|(and|plus) the rest|all the rest|and (all )?(the )?other (stuff|things|income)|and so on|and so forth|and such|and stuff|and everything|everything included|that kind of thing|that sort of thing|or whatever|and whatever|you name it|what have you|and whatnot|all of it|all of that|the whole lot)\b|\bthe lot$|(?<!\b(across|on|for|over|in|of|at|to|from|with) )\beverything$/;

/**
 * A thing asked about, then examples of it closed by a word for the rest. After a category the examples
 * are that category ("utilities this year - water, power, whatever": all of Utilities); after a word, the
 * categories among them are that word's work ("guttering? cleaning, repairs, new gutters, the lot": what
 * was paid for gutters, whatever it was booked as). "Rent plus the laundry, parking etc." adds to the
 * category and is read as everything of the measure.
 */
function readExamples(
  plain: string[],
  categories: CategoryMatch[],
  words: string[],
  { everything, isList }: { everything: boolean; isList: boolean },
): { categories: CategoryMatch[]; words: string[]; everything: boolean } {
  const [category] = categories;
  const wordAt = Math.min(...words.map((word) => plain.indexOf(word)).filter((at) => at >= 0));
  if (!everything || !category || !Number.isFinite(wordAt)) return { categories, words, everything };
  if (category.end <= wordAt) {
    const between = plain.slice(category.end, wordAt);
    // The examples are a list that follows the category closely ("utilities this year - water, power").
    if (between.length > 4 || !isList) return { categories, words, everything };
    if (between.some((word) => /^(plus|and|with|including|incl|besides)$/.test(word)))
      return { categories, words, everything };
    return { categories, words: [], everything: false };
  }
  // The categories must be among the examples ("cleaning, repairs, new gutters"), not after them ("the
  // garage stall money and everything, not just rent").
  const lastWordAt = Math.max(...words.map((word) => plain.lastIndexOf(word)));
  if (categories.some((match) => match.start > lastWordAt)) return { categories, words, everything };
  const head = plain[wordAt] as string;
  const stem = stemOf(head);
  return {
    categories: [],
    words: words.filter((word) => stemOf(word).startsWith(stem.slice(0, 4))),
    everything: false,
  };
}

/** Two of `words` as a list: "plowing, shoveling", "salt or sand", "paint and drywall", "tile/grout". */
function listsWords(message: string, words: string[]): boolean {
  const typed = message.toLowerCase().match(/[a-z]+|,|\/|&/g) ?? [];
  const isWord = (token: string | undefined) => token !== undefined && words.includes(speller.correct(token));
  return typed.some(
    (token, i) =>
      isWord(token) &&
      ((/^(,|\/|&|or|and)$/.test(typed[i + 1] ?? '') && isWord(typed[i + 2])) ||
        (typed[i + 1] === ',' && /^(or|and)$/.test(typed[i + 2] ?? '') && isWord(typed[i + 3]))),
  );
}

/** The categories named right after a cue that leaves them out, apart from the others. */
/** Whether the words before `start` are a cue that leaves out what follows ("not counting the …"). */
function followsExceptCue(words: string[], start: number): boolean {
  return EXCEPT_CUES.some((cue) =>
    [0, 1].some((skip) => {
      const end = start - skip;
      if (skip && !['the', 'my', 'our'].includes(words[end] ?? '')) return false;
      return cue.every((word, k) => words[end - cue.length + k] === word);
    }),
  );
}

/** "leave the coffee roaster out", "take Omar out": a name between a verb of leaving and "out". */
function leftOutAround(words: string[], start: number, end: number): boolean {
  const before = words.slice(Math.max(0, start - 3), start);
  const after = words.slice(end, end + 2);
  return before.some((word) => /^(leave|leaving|take|taking)$/.test(word)) && after.includes('out');
}

function splitExcepted(
  words: string[],
  found: CategoryMatch[],
): { kept: CategoryMatch[]; left: CategoryMatch[] } {
  const isExcepted = (match: CategoryMatch) =>
    EXCEPT_CUES.some((cue) => {
      const before = words.slice(Math.max(0, match.start - cue.length), match.start);
      // "besides the rent": an article between the cue and the category.
      const skipped = words.slice(Math.max(0, match.start - cue.length - 1), match.start - 1);
      return (
        cue.every((word, k) => before[k] === word) ||
        (['the', 'my', 'our'].includes(words[match.start - 1] ?? '') &&
          cue.every((word, k) => skipped[k] === word))
      );
    });
  // "leave out taxes, insurance and hoa stuff": the categories listed after the cue, one after another.
  const left: CategoryMatch[] = [];
  found.forEach((match, i) => {
    const previous = found[i - 1];
    const between = previous ? words.slice(previous.end, match.start) : [];
    if (
      isExcepted(match) ||
      (previous &&
        left.includes(previous) &&
        // "leave out insurance, tax bills, hoas, utilities and the hardware/supply stores": a list goes on
        // through a word or two of its own; "but", "only", a place word or a question's own words end it.
        between.length <= 3 &&
        !between.some((word) =>
          /^(but|only|just|for|in|at|on|to|with|including|incl|vs|versus|against|then|what|which|who|how|when|where|did|do|does|is|are|was|were|much|many|came|come|spent|spend|paid|pay|i|we|my|our|during|from|since|of|by|over|xperiod|xproperty|xtenant|xvendor)$/.test(
            word,
          ),
        ))
    )
      left.push(match);
  });
  // "what other income besides rent": "other" is the rest, not the category named Other.
  const kept = found.filter(
    (match) =>
      !left.includes(match) && !(left.length && words.slice(match.start, match.end).includes('other')),
  );
  return { kept, left };
}

const PLACEHOLDERS: Record<string, string> = { '{property}': ' xproperty ', '{tenant}': ' xtenant ' };
const FUTURE_INTENTS = new Set<Intent>(['leases_ending', 'calendar']);
const FOLLOW_UP_CUES = [
  ['and'],
  ['what', 'about'],
  ['how', 'about'],
  ['same'],
  ['also'],
  ['now'],
  ['vs'],
  ['versus'],
  ['compared'],
  ['ok', 'and'],
  ['then'],
  ['but'],
  ['instead'],
  // "So what was the net for 2025?": the conversation carried on.
  ['so'],
  // "Please do the same for the duplex on Old Quarry Lane.": the last question, for another property.
  ['do', 'the', 'same'],
  ['please', 'do', 'the', 'same'],
  ['can', 'you', 'do', 'the', 'same'],
  ['could', 'you', 'do', 'the', 'same'],
];
/** The last answer pointed at and set against something: "is that up or down from last year?". */
const THAT_AGAINST =
  /\b(is|was|are|were|how does|how did|how do) (that|it|this|those|these)\b.*\b(up or down|down or up|more or less|higher or lower|compare|compared|vs|versus|than)\b/;

/** The gap of the last comparison asked for: "how much more is that", "what's the difference". */
const THAT_DIFFERENCE =
  /\bhow much (more|less|higher|lower|bigger|smaller)( is| was)? (that|it|this)\b|\bwhat('?s| is) the difference\b|^(and |so |ok )*by how much\b/;

/** "by month", "split by city": only a grouping, of the last answer. */
const GROUPING_ALONE =
  /^(and |now |ok |okay |so |then )?((split|break( it| that| this)? down|broken (down|out)|breakdown) )?(by|per|each|for each) \w+$/;
/** "total", "amounts and total": the figures of the last answer, asked for again. */
const TOTAL_WORDS: ReadonlySet<string> = new Set([
  'total',
  'totals',
  'sum',
  'amount',
  'amounts',
  'grand',
  'overall',
]);

/** Words that carry no question of their own: "and for last month?" is all context. */
const FILLER = new Set([
  'and',
  'which',
  'what',
  'about',
  'how',
  'for',
  'in',
  'at',
  'of',
  'the',
  'same',
  // "same thing for this year": the last question again.
  'thing',
  'again',
  'so',
  'far',
  'also',
  'now',
  'then',
  'ok',
  'okay',
  'but',
  'instead',
  // "split decatur / normal": the last figure, side by side for those places.
  'split',
  'please',
  'vs',
  'versus',
  'compared',
  'to',
  'with',
  'on',
  'just',
  'only',
  'there',
  'that',
  'one',
  'it',
  'is',
  'was',
  'xproperty',
  'xtenant',
  'xperiod',
  // "and the least?" turns the last ranking round: no question of its own.
  'most',
  'least',
  'highest',
  'lowest',
  'biggest',
  'smallest',
  'largest',
  'top',
  'bottom',
  'cheapest',
  'priciest',
  'costliest',
  'fewest',
  'best',
  'worst',
]);

/** Masks every period in `words` as "xperiod" (the training examples are read the same way). */
function maskPeriods(
  words: string[],
  today: string,
): { words: string[]; first?: { start: number; end: number } } {
  let masked = [...words];
  let first: { start: number; end: number } | undefined;
  for (let guard = 0; guard < 5; guard++) {
    const found = findPeriod(masked, today);
    if (!found) break;
    first ??= { start: found.start, end: found.end };
    masked = [...masked.slice(0, found.start), 'xperiod', ...masked.slice(found.end)];
  }
  return { words: masked, first };
}

/** "the whole portfolio", "all my properties": a scope, not a question of its own. */
const PORTFOLIO_SCOPE = new Set([
  'whole',
  'entire',
  'all',
  'my',
  'of',
  'portfolio',
  'properties',
  'overall',
  'everything',
  'total',
]);

let classifier: LinearClassifier<Intent> | undefined;

/** Trained on first use (tens of milliseconds), then shared. */
export function intentClassifier(): LinearClassifier<Intent> {
  if (!classifier) {
    const samples = INTENTS.flatMap((intent) =>
      INTENT_EXAMPLES[intent].map((example) => {
        const text = example.replace(
          /\{property\}|\{tenant\}/g,
          (placeholder) => PLACEHOLDERS[placeholder] ?? '',
        );
        return { words: maskPeriods(tokenize(text), '2026-06-15').words, label: intent };
      }),
    );
    classifier = LinearClassifier.train(INTENTS, samples);
  }
  return classifier;
}

/**
 * "what have furnaces cost me? tune ups, filters, the Birchwood replacement, all of it", "how much has snow
 * cost me. plowing, shovels, whatever", "plumbing ytd? all of it, not just the plumbers": words after the
 * question with "all of it" or "whatever" say what the question's subject takes in, not more filters.
 */
const ELABORATION =
  /^(.*?\w.*?[?.])\s*([^?.]*?\b(all of it|all of that|all of them|the whole thing|the works|the whole lot|whatever|all that|etc|and so on|that kind of thing|(everything|anything|all) (else )?(other than|besides|but|except))\b[^?]*)$/is;

/** "2025 expenses by property. mileage isn't in here so skip it": an aside on what the records lack. */
const ASIDE_AFTER =
  /[.;,]\s*[^.?;,]*\b((isn'?t|is not|aren'?t|are not|not) (in here|in there|on here|tracked|recorded|in the books)|(so )?(skip|ignore) (it|that|those|them))\b[^.?]*[.!]?\s*$/i;

/** "moss stuff like moss treatment moss removal any of it": examples said inline, with no full stop. */
const INLINE_EXAMPLES =
  /\s*\b(like|such as|e\.?g\.?|i mean)\b[^?.]{3,80}?\b(any of it|all of it|all of that|any of that|or whatever|whatever|etc|and so on|that kind of thing|stuff like that)\b\.?/gi;

/** "what did I pay Purchase Area Heating in 2025? theyre the ones who do the furnaces": who the payee is. */
const WHO_THEY_ARE =
  /^(.*?\w.*?\?)\s*(they'?re|they are|that'?s|thats|he'?s|hes|she'?s|shes|it'?s|its) (the (ones?|guys?|company|people|folks|outfit|crew|place)|who)\b[^?]*$/is;

/**
 * "how much did we spend this year? trying to figure out if it's worth keeping", "what did hector charge us?
 * he was dad's handyman": after the question, why it is asked or who someone is, not more of the question.
 */
const WHY_AFTER =
  /^(.*?\w.*?\?)\s*((ok |so |just |also |and )?((i'?m|im|we'?re|were|i am|we are|just|i|we) )?(trying to|want(ed)? to (know|see|figure|decide|check)|need(ed)? to (know|see|figure|decide|check)|wondering|thinking about|for (my|our|the) (taxes|accountant|cpa|records|budget|spreadsheet|bank|lender)|(the |my |our )?tenants? (keep|keeps|kept|are|is|have|has)|(he|she|they) (was|were|used to|still|has been|had)|(back )?when (dad|mom|my|he|she|i|we)|because|cause|bc|(my|our) (accountant|cpa|bookkeeper|tax (guy|lady|preparer|person)|wife|husband|partner|lender|banker|bank|broker|dad|mom|father|mother) (reminded|reminds|says|said|told|tells|wants|wanted|asked|asks|needs|treats|will|thinks)|(i|we) (want|need|have|wanna|gotta) to make sure|(that|this|it)('s| is| was| seems| looks| sounds) (far |way |a lot |much |a bit |kind of |kinda )?(more|less|higher|lower|bigger|smaller|different|odd|weird|strange|off|wrong)|(its|it's|it is) (on|in|not on|not in) (the|my|our))\b[^?]*)$/is;

/** "can you give me bea's email, i want to send her a thank you": what the answer is for, after it. */
const PURPOSE_AFTER =
  /^(.*?\w.*?)[,;]\s*(i|we) (want|wanna|need|would like|'d like|d like|plan|am going|'m going|m going|gotta|have) to (send|give|call|text|thank|mail|email|write|check on|visit|let|tell|ask|drop) (her|him|them|the|a|my|our)\b[^?]*$/is;

/** "gross, before expenses", "top line before costs": what came in, the costs not taken off. */
const BEFORE_COSTS =
  /\b(gross|top line|before (any |the )?(expenses|costs|bills|outgoings|deductions)|before (i|we) (take|took|subtract|pay|paid)( out)? (all )?(the |my |our )?(bills|expenses|costs)( out| off)?)\b(?! (profit|margin|net))/;

/**
 * "net per prop ytd. marco keeps saying driftwood is dead weight", "which repairs went up? gia says none":
 * what someone thinks of the answer, after the question, is no part of it; nor is how it feels ("total
 * expenses this year so far? all this legal stuff is killing me").
 */
const OPINION_AFTER =
  /^(.*?\w.*?[?.!])\s*((and |but |also |though |tho )?(\w+ (keeps|kept) (saying|telling|insisting|claiming)|\w+ (says|said|thinks|thought|insists|claims|reckons|swears|bets|is convinced|figures)|(i|we) (say|said|think|thought|bet|reckon|guess|figure|suspect|hope|fear)|(i'?m|im|i am|we'?re|we are) (scared|worried|afraid|guessing|hoping|betting|sure|pretty sure|convinced)|(it )?(feels|seems|looks|sounds) like|bless (him|her|them)|(all )?(this|these|that|those|the) (\w+ ){0,3}(is|are|has been|have been) (killing|eating|draining|crushing) (me|us)|(\w+ ){0,3}(is|are) driving (me|us) (crazy|nuts|insane))\b[^?]*)$/is;

/** A request inside a remark: "can you compare…", "show me…", "how much…". */
const ASKS_AGAIN =
  /\b(can|could|would|will) (you|u|ya)\b|\b(compare|show me|give me|tell me|break (it|that) down|how much|how many|what (is|was|are|were|did))\b/i;

/**
 * "Rents received in 2025? Rent payments only, I list fees on their own line.", "…2025 repairs. Repairs
 * only, nothing booked as a capital improvement.": the scope restated after the question, what it leaves
 * out already out of it.
 */
const ONLY_AFTER = /^(.*?\w.*?[?.!])\s*((?:\w+ ){1,3}only\b[^?]*)$/is;
/** Whether the words before "only" were said in the question already ("Rents received …? Rent … only"). */
function restates(head: string, tail: string): boolean {
  const named = (tail.toLowerCase().split(/\bonly\b/)[0] ?? '').match(/[a-z]{3,}/g) ?? [];
  const asked = head.toLowerCase();
  return named.some((word) => asked.includes(word.slice(0, 4)));
}

/**
 * Who makes a claim the owner asks to check: "my husband says", "bernie swears", "tom thinks", "i bet",
 * "is it true that". What they claim is then read as the question.
 */
const CLAIMED_BY =
  /^\s*(\w+,? )?((my (wife|husband|partner|spouse|wife's|husband's|accountant|mom|dad|mother|father|son|daughter|brother|sister)|\w+) (still |really |keeps |always )?(says|said|thinks|swears|bets|claims|reckons|insists|is convinced|is sure|keeps saying|keeps telling me|believes)|(i|we) (bet|said|say|think|thought|reckon))( that)?,?\s+|\b(is it|it'?s) true that\s+/gi;
/**
 * "marrowstone cost us the most to run this year": a property said to be first or last is the ranking
 * asked ("which property cost us the most…"), not a filter.
 */
function claimAsked(claim: string): string {
  const subject =
    /^(?:the )?[\w' ]{1,40}? (cost|costs|made|makes|brought|brings|earned|earns|lost|loses|netted|nets)\b(?=[^.?!]*\b(the most|the least|the biggest|the cheapest|more than (any|all|every)))/i.exec(
      claim,
    );
  return subject ? `which property ${subject[1]}${claim.slice(subject[0].length)}` : claim;
}

/** Someone sent out to do work: "the last guy out at", "been out to", "have the pest guy out". */
const SENT_OUT =
  /\b(who|guy|guys|contractor|contractors|someone|somebody|anyone|anybody|tech|crew)\b( \w+){0,4} (out (at|to|there|for)|came out|come out|been out|sent out)\b|\b(have|had|get|got|send|sent) (the |a |an |my |our )?(\w+ ){0,2}(guy|guys|company|contractor|tech|crew|folks) (out|over)\b/;

/**
 * Who did a piece of work: "who did we use for the furnace", "who takes care of the air conditioning at",
 * "which plumber do we use at the duplex", "which roofer put the new roof on". The work paid for, by whom.
 */
const WHO_WORKED =
  /\bwho (did|do|does|have|has|had) (i|we|you|he|she|they) (use|used|call|called|hire|hired|get|got|bring in|brought in|send|sent|have out|had out)( \w+)? (for|to)\b|\bwho (does|did|do|handles|handled|takes care of|took care of|fixed|fixes|worked on|works on|serviced|services|replaced|installed|repaired|looks after|looked after|has been doing|s been doing|put) (the|our|my|all|that|this|those|these|a|an|new)\b|\bwhich (\w+ )?(plumbers?|roofers?|electricians?|painters?|landscapers?|gardeners?|exterminators?|cleaners?|locksmiths?|handym[ae]n|contractors?|vendors?|compan(y|ies)|firms?|outfits?|crews?|guys?|techs?|furnacem[ae]n|mowers?|arborists?|guttermen|gutterman|floorers?|poolm[ae]n|septicm[ae]n|glaziers?|masons?|carpenters?) ((do|did|does|has|have|had) (i|we|you|he|she|they)( \w+)? (use|used|call|called|hire|hired|get|got)|put|installed|replaced|fixed|repaired|worked on|handled|takes care of|took care of|did the)\b/;

function visitOf(text: string): { visit?: 'latest' | 'all' } {
  // "who did the most jobs": a ranking of payees, not the work itself.
  const worked = WHO_WORKED.test(text) && !/\b(most|least|fewest|top|biggest|highest|lowest)\b/.test(text);
  if (!SENT_OUT.test(text) && !worked) return {};
  // "the last guy out", "when'd i last have the pest guy out"; not "last month".
  const latest =
    /\b(latest|most recent|last(?! (month|year|week|quarter|summer|winter|spring|fall|time)\b))\b/.test(text);
  return { visit: latest ? 'latest' : 'all' };
}

/** How things stand at a place: "how are things looking at", "what's the story with", "how's the duplex doing". */
const HOW_THINGS_STAND =
  /\bhow (are|is|'re|'s| s)? ?(things|everything|stuff|it|life) (\w+ ){0,2}(looking|going|doing)\b|\bhow('?s| s| is| are)? (\w+ ){0,4}(doing|going|looking)\b|\bwhat('?s| s| is)? (the )?(story|deal|situation|status|scoop|latest|news) (with|at|on|over at)\b|\b(status|update|rundown|catch me up) on\b/;
/** What needs attention: "anything I should be worried about", "any red flags", "what needs my attention". */
const WORRIES =
  /\b(anything|something|what|stuff|things) (i|we) (should|need to|ought to|gotta|have to) (be )?(worried|worry|concerned|stress(ed)?)( about)?\b|\bneeds? (my |our )?attention\b|\bred flags?\b|\bwhat('?s| s| is)? (wrong|on fire|going wrong)\b|\bany (problems|issues|fires)( i should know about)?\b/;

/** "which properties dont have insurance paperwork on file", "what houses are missing a lease": none on file. */
const LACKS_DOCUMENTS =
  /\b(which|what) (properties|places|houses|homes|buildings|units|rentals|ones)\b[^.?!]{0,20}\b(don'?t|do not|doesn'?t|does not|dont|are missing|is missing|have no|lack)\b[^.?!]{0,40}\b(on file|uploaded|saved|paperwork|documents?|docs?|copy|copies|policy|policies|declarations?|lease|leases|certificates?)\b/;

/** "a request about a burning smell", "the ticket for the leaking faucet": a request by what it said. */
const ABOUT_A_REQUEST =
  /\b(requests?|tickets?|work orders?|complaints?)\b( \w+){0,3} (about|for|regarding|re|mentioning)\b/;

/**
 * A landlord asking about a request on record, not reporting a danger now: "one of the tenants put in a
 * request about a burning smell, which house was that". The hazard is what the request said; the question
 * asks which, where or when of it, and nothing says it is happening now.
 */
function asksOfARequest(text: string): boolean {
  return (
    ABOUT_A_REQUEST.test(text) &&
    /\b(which|what|where|when)\b( \w+){0,3} (was|were|is) (that|it|this)\b|\bwhat (ever )?happened (to|with)\b|\bstatus of\b/.test(
      text,
    ) &&
    !/\b(now|right now|rn|just|currently|tonight|today|asap|still)\b/.test(text)
  );
}

/** Words between two categories said together: "tax plus insurance", "late fees, and the pet fees". */
const JOINING = new Set(['and', 'plus', 'n', '&', '+', 'the', 'my', 'our', 'with', 'also']);

function joinsCategories(found: { start: number; end: number }[], words: string[]): boolean {
  const inOrder = [...found].sort((a, b) => a.start - b.start);
  return inOrder.some((match, i) => {
    const next = inOrder[i + 1];
    if (!next || next.start < match.end) return false;
    const between = words.slice(match.end, next.start);
    return between.length > 0 && between.length <= 2 && between.every((word) => JOINING.has(word));
  });
}

/** Where rows were booked: "everything I put under HVAC", "what I coded as turnover". */
const BOOKED_UNDER =
  /\b(?:booked|put|filed|coded|recorded|entered|logged|classified|categori[sz]ed|listed|tagged)(?: (?:it|them|those|that|these))? (?:under|as|in) (?:the |my )?(\w+)\b/;

/** One record, the newest: "the most recent one", "the latest request", "the newest ticket". */
const NEWEST = /\b(most recent|latest|newest|last one)\b/;
/** One record, the oldest: "the oldest request still open", "open the longest". */
const OLDEST = /\b(oldest|earliest)\b|\b(open|sitting|waiting) the longest\b/;

/** Words of a money question, for reading "the commercial buildings" as a place. */
const MONEY_WORDS =
  /\b(spen[dt]|spending|cost|costs|paid|pay|net|income|expenses?|tax|taxes|bills?|made|make|profit|rent|cam|roof|hvac|repairs?|run|brought|premiums?|insurance|dues)\b/;
/** What a tenant's home is called after their name: "teddy's place", "rosa's unit". */
const TENANT_HOME =
  /^(place|house|home|apartment|apt|unit|condo|townhouse|townhome|flat|side|half|shop|store|space|suite)$/;
/** A question of the books, whatever else it names: spending, income, costs, profit. */
const BOOKS_QUESTION =
  /\b(spen[dt]|spending|costs?|costing|income|expenses?|net|profit|profits|earn(ed|ing|s)?|paid|revenue|rent roll)\b/;
/** Nouns a kind of property is said with: "the commercial buildings", "the residential side". */
const KIND_GROUP_NOUNS =
  /^(buildings?|bldgs?|properties|property|side|stuff|ones|units|spaces?|rentals?|portfolio|tenants?|leases?)$/;

/** The owner's commercial or residential properties named as a group ("the commercial bldgs", "the homes"). */
function findKindPlaces(tokens: string[], properties: PropertyRef[], taken: Set<number>): PlaceMention[] {
  const found: PlaceMention[] = [];
  const add = (commercial: boolean, start: number, end: number) => {
    const label = `the ${commercial ? 'commercial' : 'residential'} properties`;
    const ids = properties
      .filter((property) => isCommercialProperty(property) === commercial)
      .map((p) => p.id);
    if (ids.length) found.push({ label, propertyIds: ids, start, end });
  };
  tokens.forEach((token, i) => {
    if (taken.has(i)) return;
    const next = tokens[i + 1] ?? '';
    // "the commercial buildings" (the noun left to say how to group), "commercial vs the homes"; "the
    // residential side", "the commercial stuff": the noun is part of the name.
    if (
      (token === 'commercial' || token === 'residential') &&
      (KIND_GROUP_NOUNS.test(next) || /^(vs|versus|against)$/.test(next))
    )
      add(token === 'commercial', i, /^(side|stuff|portfolio|spaces?)$/.test(next) ? i + 2 : i + 1);
    // "the homes" against the commercial side ("commercial vs the homes", "and the homes?" after it); alone,
    // "all the houses" is every property.
    else if (
      token === 'the' &&
      /^(homes|houses)$/.test(next) &&
      properties.some(isCommercialProperty) &&
      (tokens.includes('commercial') || /^(and|what about|how about|same)\b/.test(tokens.join(' ')))
    )
      add(false, i + 1, i + 2);
  });
  return found;
}

/** A claim, then the question asked against it ("who has actually been late the most?"). */
const CLAIM_THEN_FACT =
  /^\s*(\w+,? )?(.*?\b(?:says|said|thinks|swears|bets|claims|reckons|insists|is convinced|believes|i bet)\b.*?[.?!]\s+(?:[^.?!]*\?\s+)?)((?:who|what|whats|what's|which|how|when|where)\b[^.?!]*\b(?:actually|really|in fact|still)\b.*)$/is;
/** The check asked after a claim: "is that right?", "who's right?", "true?", "did we??", "was it?". */
const CLAIM_CHECKED =
  /[,.!]?\s*\b(is (that|it|she|he|this) (right|true|correct|so)|(is|was) (he|she|it|that|this|\w+) right|who'?s right|i say no way|true|right|did (we|it|they|he|she)|was (it|he|she|that)|is (it|he|she)|are they|really|does it|do they|has it|have we)\?+\s*/gi;
/** Why the claim is made: "bc of the sewer job", "with the sewer line and all". */
const CLAIM_REASON =
  /,?\s*\b(bc|because|cause|cuz|due to) of\b[^,.?]*|,?\s*\bwith (the|all the) [\w ]{1,30}? and all\b/gi;

const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
/** "H1 2025 (Jan-Jun)", "Q3 (July to September)": the months of a half or quarter, said again. */
const MONTHS_RESTATED = new RegExp(
  `(\\b(h[12]|half|q[1-4]|quarter)\\b[^()]{0,12}?)\\s*\\(\\s*${MONTH}\\s*(-|–|to|through|thru)\\s*${MONTH}\\s*\\)`,
  'gi',
);

/** "(cleaning, guards, repairs, the new ones)": examples of the subject in brackets, no more filters. */
const BRACKETED_LIST = /\s*\([^()]*,[^()]*\)/g;
/** A word pointing back at what was said before the question ("what did that cost?"). */
const POINTS_BACK =
  /\b(it|that|those|these|them|they|he|she|him|her|his|its|their)\b|(?<!\b(is|are|was|were|be) )\bthere\b/i;

/**
 * "Our son keeps asking how the rentals are doing. What did we spend in October?": sentences of context
 * before the question, which name none of the owner's records and which the question does not point back
 * to, are left off; their words would otherwise be read as what was paid for.
 */
function withoutPreamble(message: string, owner: OwnerData | undefined): string {
  if (!owner) return message;
  // "Mr. Delgado": a title's full stop ends no sentence.
  const sentences = message.trim().split(/(?<=(?<!\b(?:mr|mrs|ms|dr|st|jr|sr))[.!])\s+/i);
  const marked = sentences.findIndex((sentence) => sentence.includes('?'));
  // Typed without a question mark: the first sentence that opens as a question does ("ok the bank sent me
  // their checklist. whats my total income…").
  const first = marked >= 0 ? marked : sentences.findIndex((sentence) => ASKS.test(sentence));
  if (first <= 0) return message;
  const context = sentences.slice(0, first);
  // A period said only before the question is the question's ("doing the 2025 taxes. what did roofs cost").
  // Nor is a claim about money before it ("bernie says we spent under $75k… whats the actual total").
  const questionSaid = sentences.slice(first).join(' ');
  if (
    marked < 0 &&
    ((PERIOD_WORDS.test(context.join(' ')) && !PERIOD_WORDS.test(questionSaid)) ||
      MONEY_SAID.test(context.join(' ')))
  )
    return message;
  const question = withThenDated(sentences.slice(first).join(' '), context.join(' '));
  const whole = [...context, question].join(' ');
  // "is true?", "right?": a question too short to stand alone asks about what was said before it.
  const tooShort = tokenize(sentences[first] ?? '').length < 4;
  if (POINTS_BACK.test(question) || tooShort || context.some((sentence) => tokenize(sentence).length < 5))
    return whole;
  // The context is kept when it names a record the question does not ("The roof at Elm is done. How much
  // was the roofer?"), unless the question says it is about everything ("What did I spend altogether in
  // March?").
  return namesRecords(context.join(' '), owner) && !namesRecords(question, owner) && !ALL_OF_IT.test(question)
    ? whole
    : question;
}

/** A sentence that opens as a question, after a word or two of lead-in. */
const ASKS =
  /^\W*((ok|okay|so|and|also|now|next|then|first|alright|right)\W+){0,2}(what|whats|what's|how|hows|how's|which|who|whos|who's|when|where|why|is|are|was|were|did|do|does|can|could|would|will|have|has|need|give|show|tell|list|pull)\b/i;
/** Money said in a sentence: an amount, or what was spent, paid, made or earned. */
const MONEY_SAID =
  /\$|\b\d+(\.\d+)?k\b|\b(spen[dt]|spending|paid|pay|cost|costs|income|expenses?|made|earned|collected|net|profit)\b/i;
/** Words of a period: a year, a month, a quarter, "last year", "ytd", "the last 12 months". */
const PERIOD_WORDS =
  /\b((19|20)\d\d|ytd|mtd|q[1-4]|(last|this|next|past|trailing|previous) (year|month|quarter|week|\d+|twelve|six|three)|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|year to date|so far)\b/i;

/** A question about the whole portfolio, in so many words. */
const ALL_OF_IT =
  /\b(altogether|all together|in total|overall|everything|all (of )?(my |our |the )?(properties|places|rentals|units|buildings|houses)|(whole|entire) portfolio)\b/i;

/**
 * "I came home on April 1. How much rent has come in since then?": "since then" is since the last date the
 * sentences before it give.
 */
function withThenDated(question: string, context: string): string {
  if (!/\bsince then\b/i.test(question)) return question;
  // The day as typed, read against today with the question; only its kind is read here.
  let said: string | undefined;
  for (let rest = tokenize(context), found = findPeriod(rest, '2026-12-31'); found;) {
    if (found.period.kind === 'day') said = rest.slice(found.start, found.end).join(' ');
    rest = rest.slice(found.end);
    found = findPeriod(rest, '2026-12-31');
  }
  return said ? question.replace(/\bsince then\b/i, `since ${said}`) : question;
}

/** Whether the text names one of the owner's properties, tenants, cities or payees. */
function namesRecords(text: string, owner: OwnerData): boolean {
  const cased = tokenizeKeepingCase(text);
  const words = cased.map((word) => word.toLowerCase());
  return (
    findPropertyMentions(words, owner.properties).length > 0 ||
    findPropertiesByType(words, owner.properties, new Set()).length > 0 ||
    findTenantMentions(words, cased, owner.tenants, new Set()).length > 0 ||
    findPlaceMentions(words, owner.properties).length > 0 ||
    findVendorMention(words, owner.vendors, new Set(), isCommonWord) !== undefined
  );
}

/**
 * A stretch of the landlord's own life the records do not date: "while I was away", "the three months I was
 * gone", "since I got back". Said beside months ("while I was away? aug through oct") it adds nothing;
 * said alone, the engine asks for the dates.
 */
export const OWN_STRETCH =
  /\b(while|when) (i|we) (was|were) (away|gone|abroad|overseas|traveling|travelling|out of (the )?(country|town|state)|on (vacation|holiday|leave|deployment)|in the hospital|deployed)\b|\b(the )?((\w+) )?(months?|weeks?) (that )?(i|we) (was|were) (away|gone|abroad|overseas)\b|\bbefore (i|we) (left|went away|went abroad)\b|\bsince (i|we) (got back|came back|returned|left)\b/i;

/** A change asked about: "did it go up", "how much did it increase", "what changed". */
const CHANGE_ASKED =
  /\b(go|goes|went|gone|going) (up|down)\b|\b(increase|increased|increases|rise|rose|risen|grow|grew|grown|drop|dropped|fall|fell|fallen|change|changed|jump|jumped)\b/i;
/** A stretch of time said, then restated more exactly ("since the spring, I mean since April 1"). */
const RESTATED =
  /\b(since|from|in|during|over|for) [\w ]{1,30}?,? (and )?(by that i mean|i mean|that is|meaning|i\.e\.),? (?=(since|from|in|during|over|for|between)\b)/gi;
/** A name said, then taken back: "the house on juniper no wait the one on spruce". */
const SELF_CORRECTED =
  /\b(the|a|my|our) (\w+ ){0,3}?\w+,? (no wait|no,? wait|wait no|sorry,? i mean|i meant|scratch that|actually no|correction),? (?=(the|a|my|our)\b)/gi;

/**
 * A greeting, thanks or word of arrival that opens the message ("Good morning!", "Hi Astor,", "Thank you.",
 * "ok I'm back."): no part of the question.
 */
const GREETING_FIRST =
  /^\s*(((good|gm) )?(morning|afternoon|evening)|hi|hello|hey|hiya|howdy|greetings|good day|thank you|thanks|thx|great|perfect|got it|(oh|ah),? (ok|okay|i see|right|wow)|i see|((ok|okay|so),? )?(i'?m|i am|we'?re|we are) back|ok|okay)( there| astor| again| all| folks| you two| so much| very much)?\s*[!.,]+\s*/i;

/** The question itself: abbreviations written out, what is said before or after it about its subject left off. */
export function questionPart(message: string, owner?: OwnerData): string {
  return (
    withoutPreamble(
      withLandlordShorthand(message, owner?.recordWords)
        // "did my insurance go up from 2025 to 2026": two years set side by side, not one stretch.
        .replace(
          /\bfrom ((?:19|20)\d\d) (to|through|thru) ((?:19|20)\d\d)\b/gi,
          (said, first: string, _to: string, second: string, offset: number, whole: string) =>
            CHANGE_ASKED.test(whole) ? `${first} vs ${second}` : said,
        )
        // "the house on juniper no wait the one on spruce": what was corrected is left out.
        .replace(SELF_CORRECTED, '')
        // "since the spring, and by that I mean since the first of April": what it is restated as.
        .replace(RESTATED, '')
        // "since august 1st, up to today": since already runs to today.
        .replace(
          /\b(since [^,?.!]+?),? (up )?(to|until|till|through|thru) (today|now|date|the present)\b/gi,
          '$1',
        )
        .replace(GREETING_FIRST, '')
        // "my husband thinks the association was our biggest payee. who did we actually pay the most?": the
        // question asked against the claim; "bernie swears we spent more on snow than on lawn. did we??":
        // the claim is the question.
        .replace(CLAIM_THEN_FACT, '$3')
        // "who did we actually pay the most": the word insists, it asks nothing more.
        .replace(/\b(actually|really|honestly|truly|in fact)\b\s*/gi, '')
        .replace(CLAIM_CHECKED, '? ')
        .replace(
          new RegExp(`(${CLAIMED_BY.source})(.*)$`, 'is'),
          (said, _claim: string, ...groups: unknown[]) => claimAsked(String(groups.at(-3) ?? said)),
        )
        .replace(CLAIMED_BY, '')
        .replace(CLAIM_REASON, '')
        .replace(new RegExp(OWN_STRETCH.source, 'gi'), ' '),
      owner,
    )
      .replace(MONTHS_RESTATED, '$1')
      // "ytd vs same point last yr (thru nov 27)": the day the stretch runs to, said again.
      .replace(/\s*\((thru|through|to|until|till|as of|up to|up until) [^()]{1,25}\)/gi, '')
      .replace(BRACKETED_LIST, '')
      .replace(ELABORATION, '$1')
      .replace(INLINE_EXAMPLES, '')
      .replace(ASIDE_AFTER, '')
      .replace(WHO_THEY_ARE, '$1')
      .replace(WHY_AFTER, '$1')
      // An opinion that goes on to ask ("feels like it's been creeping, can you compare this year so far with
      // the same point last year") is kept: the request is the question.
      .replace(OPINION_AFTER, (said: string, head: string, tail: string) =>
        ASKS_AGAIN.test(tail) ? said : head,
      )
      .replace(ONLY_AFTER, (said: string, head: string, tail: string) => (restates(head, tail) ? head : said))
      .replace(PURPOSE_AFTER, '$1')
  );
}

export function understand(message: string, owner: OwnerData, today: string): Understanding {
  const understood = understandQuestion(questionPart(message, owner), owner, today);
  // "There's a $2,340 debit in July on the statement. Who was that paid to?": the amount of the row asked
  // about is often said before the question.
  const askedAmount = readAskedAmount(message.toLowerCase());
  return askedAmount ? { ...understood, entities: { ...understood.entities, askedAmount } } : understood;
}

function understandQuestion(message: string, owner: OwnerData, today: string): Understanding {
  const cased = tokenizeKeepingCase(message);
  const raw = cased.map((token) => token.toLowerCase());

  const properties = findPropertyMentions(raw, owner.properties);
  const taken = new Set<number>();
  for (const mention of properties) for (let i = mention.start; i < mention.end; i++) taken.add(i);
  // "did the duplex or the condo cost more": the only property of each kind.
  const byType = findPropertiesByType(raw, owner.properties, taken);
  for (const mention of byType) {
    properties.push(mention);
    for (let i = mention.start; i < mention.end; i++) taken.add(i);
  }
  properties.sort((a, b) => a.start - b.start);
  // "across everyone, the commercial unit on Fennimore included": a property counted in, not the only one.
  const countedIn = properties.filter(
    (mention) =>
      /^(included|too)$/.test(raw[mention.end] ?? '') ||
      /^(including|incl)$/.test(raw[mention.start - 1] ?? '') ||
      (raw[mention.end] === 'as' && raw[mention.end + 1] === 'well'),
  );
  for (const mention of countedIn) properties.splice(properties.indexOf(mention), 1);
  // "florence vs muscle shoals": a city of two words or more said in full is the place, not a tenant whose
  // name one of its words resembles ("Shoalside Print & Sign").
  const cityWords = new Set(taken);
  for (const place of findPlaceMentions(raw, owner.properties, taken))
    if (place.end - place.start >= 2) for (let i = place.start; i < place.end; i++) cityWords.add(i);
  const mentioned = findTenantMentions(raw, cased, owner.tenants, cityWords);
  // "the new furnace at teddy's place", "priya's old half": the tenant's home is the property meant.
  for (const mention of [...mentioned]) {
    const noun = raw[mention.end] === 'old' ? mention.end + 1 : mention.end;
    // Said with its possessive ("teddy's place"); "the print shop" is the tenant, named by its trade.
    const literal = (word: string | undefined) => (word ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const said = new RegExp(
      `\\b${literal(raw[mention.end - 1])}['’]s\\s+(old\\s+)?${literal(raw[noun])}\\b`,
      'i',
    );
    if (!said.test(message)) continue;
    const homes = new Set(owner.tenants.filter((t) => mention.ids.includes(t.id)).map((t) => t.propertyId));
    const [home] = homes;
    if (!TENANT_HOME.test(raw[noun] ?? '') || homes.size !== 1 || !home) continue;
    mentioned.splice(mentioned.indexOf(mention), 1);
    properties.push({ ids: [home], start: mention.start, end: noun + 1, score: mention.score });
    for (let i = mention.start; i <= noun; i++) taken.add(i);
  }
  // "highest rent not counting the pottery studio": a tenant named after a cue is left out.
  const leftOut = mentioned.filter(
    (mention) => followsExceptCue(raw, mention.start) || leftOutAround(raw, mention.start, mention.end),
  );
  const leftOutIds = new Set(leftOut.flatMap((mention) => mention.ids));
  // Every mention of a tenant left out ("the pottery studio": "pottery" and "studio").
  const tenants = mentioned.filter((mention) => !mention.ids.every((id) => leftOutIds.has(id)));
  const nameAt = new Map<number, string>();
  for (const mention of properties) nameAt.set(mention.start, 'xproperty');
  for (const mention of mentioned) {
    nameAt.set(mention.start, 'xtenant');
    for (let i = mention.start; i < mention.end; i++) taken.add(i);
  }

  // "what have I paid Sandusky Bay Heating": a payee whose name holds a city is the payee, not the city.
  const vendors: VendorMention[] = [];
  const placesAhead = findPlaceMentions(raw, owner.properties, taken);
  const probe = new Set(taken);
  for (let found = findVendorMention(raw, owner.vendors, probe, isCommonWord); found;) {
    const payee = found;
    if (
      payee.end - payee.start >= 2 &&
      placesAhead.some(
        // The payee's name says more than the city ("Sandusky Bay Heating", not "Ocean City" alone).
        (city) =>
          city.start < payee.end &&
          payee.start < city.end &&
          (payee.start < city.start || payee.end > city.end),
      )
    ) {
      vendors.push(payee);
      nameAt.set(payee.start, 'xvendor');
      for (let i = payee.start; i < payee.end; i++) taken.add(i);
    }
    for (let i = payee.start; i < payee.end; i++) probe.add(i);
    found = findVendorMention(raw, owner.vendors, probe, isCommonWord);
  }
  const places = findPlaceMentions(raw, owner.properties, taken);
  // "roof work on the commercial bldgs", "commercial vs the homes": the owner's properties of that kind,
  // as one place, when money is asked.
  if (
    !places.length &&
    !properties.length &&
    (MONEY_WORDS.test(raw.join(' ')) ||
      /^(and|what about|how about|same for|same thing for)\b|\bhow much of (that|it|this|those)\b/.test(
        raw.join(' '),
      ))
  ) {
    // Said twice ("the commercial stuff … commercial vs the homes"): one place, each mention a name.
    const kinds = findKindPlaces(raw, owner.properties, taken);
    for (const mention of kinds) {
      nameAt.set(mention.start, 'xproperty');
      for (let i = mention.start; i < mention.end; i++) taken.add(i);
    }
    places.push(
      ...kinds.filter((mention, k) => kinds.findIndex((other) => other.label === mention.label) === k),
    );
  }
  for (const mention of places) {
    nameAt.set(mention.start, 'xproperty');
    for (let i = mention.start; i < mention.end; i++) taken.add(i);
  }
  for (let found = findVendorMention(raw, owner.vendors, taken, isCommonWord); found;) {
    vendors.push(found);
    nameAt.set(found.start, 'xvendor');
    for (let i = found.start; i < found.end; i++) taken.add(i);
    found = findVendorMention(raw, owner.vendors, taken, isCommonWord);
  }
  vendors.sort((a, b) => a.start - b.start);
  const [vendor, ...otherVendors] = vendors;

  const corrected = raw.map((token, i) =>
    // A word of the owner's payees, descriptions or own categories ("Repairs & maint") is kept as typed.
    taken.has(i) || owner.recordWords?.has(token) || owner.categoryWords?.has(token)
      ? token
      : speller.correct(token),
  );
  // The owner's own names are no hazard in a question of the books: "sparks versus carson city, which one
  // am I spending more on" names a city. Said without one, "sparks coming out of the outlet" still is.
  const hazard = detectEmergency(corrected.join(' '), message);
  const emergency =
    (hazard &&
      BOOKS_QUESTION.test(corrected.join(' ')) &&
      !detectEmergency(corrected.map((token, i) => (taken.has(i) ? 'xname' : token)).join(' '), message)) ||
    asksOfARequest(corrected.join(' '))
      ? undefined
      : hazard;

  // Names become placeholders (one per mention), so periods and categories are read around them. A
  // capitalised word nobody knows ("John's phone") reads as a name too, so the question is still understood.
  const cities = new Set(owner.properties.map((p) => (p.city ?? '').toLowerCase()));
  const words: string[] = [];
  corrected.forEach((token, i) => {
    const placeholder = nameAt.get(i);
    if (placeholder) words.push(placeholder);
    else if (taken.has(i)) return;
    else if (i > 0 && /^[A-Z][a-z]+$/.test(cased[i] ?? '') && !speller.has(token) && !cities.has(token))
      words.push('xtenant');
    else words.push(token);
  });

  const periodMatch = findPeriod(words, today, 'past');
  const periods: Period[] = [];
  let rest = [...words];
  for (
    let found = findPeriod(rest, today, 'past');
    found && periods.length < 4;
    found = findPeriod(rest, today, 'past')
  ) {
    // "this year … 2025 vs 2026": the same period named twice is one side.
    // "2025, jan through dec": the same days said twice are one side.
    if (
      !periods.some(
        (period) =>
          period.id === found?.period.id ||
          (period.from === found?.period.from && period.to === found.period.to),
      )
    )
      periods.push(found.period);
    rest = [...rest.slice(0, found.start), 'xperiod', ...rest.slice(found.end)];
  }
  // "the first half of 2025 against the second half": one year said, both halves or quarters of it.
  const years = new Set(words.filter((word) => /^(19|20)\d\d$/.test(word)));
  const [year] = years;
  if (year && years.size === 1 && periods.length === 2)
    periods.forEach((period, i) => {
      if (period.from.startsWith(year) || !/^(quarter|range)$/.test(period.kind)) return;
      const shifted = sameStretchIn(period, Number(year));
      if (shifted) periods[i] = shifted;
    });
  // "what do i average a month this yr? full months only, so jan–oct": the year restated as the months
  // of it counted, unless the two are set against each other.
  const wholeYear = periods.find((period) => period.kind === 'year');
  const within = periods.find(
    (period) =>
      period.kind === 'range' && wholeYear && period.from === wholeYear.from && period.to < wholeYear.to,
  );
  const restatedAs =
    periods.length === 2 &&
    wholeYear &&
    within &&
    !/\b(vs|versus|compared?|against|than)\b/.test(words.join(' '))
      ? within
      : undefined;
  if (restatedAs && wholeYear) periods.splice(periods.indexOf(wholeYear), 1);
  // "ahead of last yr? ytd vs the same point in 2025": the year said whole, then restated as its part to
  // the same day, is the part.
  const sameDay = (period: Period) => period.from.endsWith('-01-01') && period.to.slice(4) === today.slice(4);
  for (const part of periods.filter(
    (period) => sameDay(period) && period.from < `${today.slice(0, 4)}-01-01`,
  )) {
    const whole = periods.findIndex((period) => period.kind === 'year' && period.from === part.from);
    if (whole >= 0) periods.splice(whole, 1);
  }
  // "what about just the same months of last year": the same days of another year are set against this
  // year's so far.
  const [alone] = periods;
  if (
    periods.length === 1 &&
    alone &&
    alone.kind === 'range' &&
    alone.from.endsWith('-01-01') &&
    alone.to.slice(4) === today.slice(4) &&
    // "since January 2025" runs to today: no other year's same days.
    alone.to.slice(0, 4) === alone.from.slice(0, 4) &&
    alone.from < `${today.slice(0, 4)}-01-01`
  )
    periods.unshift(yearToDate(today));
  // "Is my spending up or down compared to last year?": last year against this one.
  const [only] = periods;
  if (
    periods.length === 1 &&
    only &&
    AGAINST_NOW.test(words.join(' ')) &&
    !thingsSideBySide(words, today) &&
    !MEASURES_SET_SIDE_BY_SIDE.test(words.join(' '))
  ) {
    const current = findPeriod(['this', only.kind], today, 'past')?.period;
    if (current && current.id !== only.id && current.from > only.from) periods.unshift(current);
  }
  // "this year vs last", "this month or last": the one before, of the same kind.
  if (
    periods.length === 1 &&
    only &&
    /\b(vs|versus|compared (to|with)|than|or|and) last\b(?! (year|years|month|months|quarter|quarters|week|weeks)\b)/.test(
      words.join(' '),
    )
  ) {
    const before = findPeriod(['last', only.kind], today, 'past')?.period;
    if (before && before.id !== only.id && before.from < only.from) periods.push(before);
  }
  const { words: masked } = maskPeriods(words, today);
  // The classifier learnt payees as the word "vendor"; the shape must not read one named as "which vendor".
  const ranked: IntentScore[] = intentClassifier()
    .classify(masked.map((word) => (word === 'xvendor' ? 'vendor' : word)))
    .map(({ label, probability }) => ({ intent: label, probability }));
  const top = ranked[0] as IntentScore;
  const direction: Direction = FUTURE_INTENTS.has(top.intent) ? 'future' : 'past';
  const periodByDirection = restatedAs
    ? { past: restatedAs, future: restatedAs }
    : periodMatch
      ? { past: periodMatch.period, future: findPeriod(words, today, 'future')?.period }
      : {};
  const period = periodByDirection[direction];

  const plain = withoutBuildingNouns(masked).filter((word) => !/^x(property|tenant|period)$/.test(word));
  const { kept: categories, left: exceptCategories } = splitExcepted(plain, findCategories(plain));
  const kind = findPropertyKind(plain, owner.propertyTypes);
  const text = ` ${masked.join(' ')} `;
  const included = includedWords(masked);
  // "how much profit … before I take the bills out": what came in, whatever word it is called.
  const beforeCosts = BEFORE_COSTS.test(text) && !/\bnet\b/.test(text);
  const read = readFinanceShape(masked.join(' '));
  const rankAgain = readRankFollowUp(masked.join(' '));
  const shape = beforeCosts ? { ...read, net: false } : read;
  // "which category went up the most": with no other period named, this year so far against the same days
  // of last year (the one fair pair while the year is not over).
  const [onlyNamed] = periods;
  if (
    shape.change &&
    shape.groupBy &&
    periods.length <= 1 &&
    (!onlyNamed || (onlyNamed.from <= today && today <= onlyNamed.to && onlyNamed.from.endsWith('-01-01')))
  ) {
    const now = yearToDate(today);
    const year = Number(today.slice(0, 4)) - 1;
    const to = `${year}${today.slice(4)}` === `${year}-02-29` ? `${year}-02-28` : `${year}${today.slice(4)}`;
    periods.splice(
      0,
      periods.length,
      now,
      rangePeriod(`${year}-01-01`, to, `${year} to ${formatDay(to, false)}`),
    );
  }
  // "by city", "per location": the grouping, not a word of a description or a payee ("City Treasurer").
  const grouping = new Set(
    shape.groupBy
      ? masked.filter((_, i) => i > 0 && ['by', 'per', 'each', 'every'].includes(masked[i - 1] as string))
      : [],
  );
  // "property taxes, school tax too": a category named twice is all of it, not the words before each mention.
  const named = new Map<string, number>();
  for (const match of categories) named.set(match.category, (named.get(match.category) ?? 0) + 1);
  const kindsOfOne = new Set(
    categories.filter((match) => (named.get(match.category) ?? 0) > 1).map((match) => plain[match.start - 1]),
  );
  // "snow plowing", "gutter cleaning": the work is named by what it was done to ("Driveway snow clearing").
  const doneTo = new Set(
    plain.filter(
      (word, i) => ACTIVITY_WORDS.has(word) && i > 0 && contentWords([plain[i - 1] as string]).length,
    ),
  );
  // "sprinkler repairs", "roof fixes": the work done to the thing, wherever it was booked; not the category.
  const asked = categories.filter(
    (match) =>
      !(
        match.end - match.start === 1 &&
        match.start > 0 &&
        doneTo.has(plain[match.start] as string) &&
        contentWords([plain[match.start - 1] as string]).length
      ),
  );
  const leftFrom = Math.min(...exceptCategories.map((match) => match.start));
  const leftTo = Math.max(...exceptCategories.map((match) => match.end));
  const insideLeftOut = (at: number) => at >= leftFrom && at <= leftTo + 1;
  const listed = contentWords(plain).filter(
    (word) => !included.has(word) && !grouping.has(word) && !kindsOfOne.has(word) && !doneTo.has(word),
  );
  const examples = readExamples(plain, asked, listed, {
    everything: EVERYTHING.test(raw.join(' ')),
    isList: listsWords(message, listed),
  });
  // "what have i paid Sentinel for pest": a word of the payee's own name is the payee.
  const ofPayee = new Set(vendor ? (vendor.name.toLowerCase().match(/[a-z]+/g) ?? []).map(stemOf) : []);
  const described = examples.words.filter((word) => !ofPayee.has(stemOf(word)));
  const entities: Entities = {
    period,
    periodByDirection,
    properties,
    tenants,
    exceptTenants: [...leftOutIds],
    categories: examples.categories,
    exceptCategories,
    // "which vendor fixed the furnace last": who did the work, not the requests completed.
    maintenanceStatus:
      visitOf(text).visit && findMaintenanceStatus(plain) === 'Completed'
        ? undefined
        : findMaintenanceStatus(plain),
    ...(ABOUT_A_REQUEST.test(text) ? { aboutARequest: true } : {}),
    ...(LACKS_DOCUMENTS.test(text) ? { lacksDocuments: true } : {}),
    // "how's 7 main doing this year" asks how the year went: its money, not a digest of today.
    ...(WORRIES.test(text) ||
    (HOW_THINGS_STAND.test(text) && (properties.length > 0 || places.length > 0) && periods.length === 0)
      ? { digest: true }
      : {}),
    ...visitOf(text),
    ...(NEWEST.test(text)
      ? { pick: 'newest' as const }
      : OLDEST.test(text)
        ? { pick: 'oldest' as const }
        : {}),
    isEmergencyPriority: /\b(emergency|emergencies|urgent)\b/.test(text),
    propertyKind: kind.kind,
    propertyType: kind.propertyType,
    documentType: findDocumentType(plain, owner.documentTypes),
    unmatchedAddress: findUnmatchedAddress(raw, taken),
    places,
    ...(vendor ? { vendor } : {}),
    ...(otherVendors.length ? { otherVendors } : {}),
    periods,
    // The words that leave a category out ("non", "besides") describe no record, nor does money that
    // "went out the door".
    contentWords: described.filter(
      (word) =>
        !(exceptCategories.length && EXCEPT_WORDS.has(word)) &&
        // "leave out insurance, utilities and the hardware/supply stores": words of the list left out.
        !insideLeftOut(plain.indexOf(word)) &&
        !(['door', 'pit', 'pits'].includes(word) && OUT_THE_DOOR.test(text)) &&
        // "'Repairs' and 'Repairs & maint'": a word of the owner's own name of a category named, no
        // description's word.
        !(
          owner.categoryWords?.has(word) &&
          !owner.recordWords?.has(word) &&
          examples.categories.some(
            (match) =>
              plain[match.end] === word ||
              (['and', 'n'].includes(plain[match.end] as string) && plain[match.end + 1] === word),
          )
        ),
    ),
    // "spend on gutters": the word after on/for is what the question is about, never dropped.
    namedWords: described.filter((word) => {
      const at = masked.indexOf(word);
      return at > 0 && ['on', 'for'].includes(masked[at - 1] as string);
    }),
    anyWord: listsWords(message, described),
    shape,
    ...(readOrderFollowUp(text) ? { order: readOrderFollowUp(text) } : {}),
    ...(rankAgain ? { rankAgain } : {}),
    asksWhich:
      /\b(which|who|whose)\b|\b(cheapest|lowest|highest|priciest|smallest|biggest|largest|most expensive|least expensive) (monthly )?(rent|lease|unit|tenant)\b/.test(
        text,
      ),
    compares: /\b(vs|versus|compared?|comparison|against)\b|\bor\b/.test(text),
    asksEach: /\b(each|both|apiece|respectively|separately|individually)\b/.test(text),
    joinsCategories: joinsCategories(examples.categories, plain),
    namesNet:
      !beforeCosts &&
      (/\b(net|profits?|profitable|losses|loss|lost|lose|losing|margins?|bottom line|cash ?flow)\b/.test(
        text,
      ) ||
        // "YTD money in vs money out?": both sides, and what is left.
        /\bmoney in\b[^.?!]{0,12}\bmoney out\b|\bin (vs|versus|and|against) out\b/.test(text) ||
        // "total income and total expenses for the last 12 months": both sides, and what is left.
        /\b(income|revenue|incomes)\b( \w+){0,3} (and|plus|vs|versus|against|with)( \w+){0,5} (expenses|expense|costs|spending)\b|\b(expenses|costs|spending)\b( \w+){0,3} (and|plus|vs|versus|against|with)( \w+){0,2} (income|revenue)\b/.test(
          text,
        ) ||
        AFTER_COSTS.test(text) ||
        MADE_MONEY.test(text)),
    afterCosts: AFTER_COSTS.test(text),
    measureWord:
      MADE_MONEY.test(text) && !beforeCosts
        ? undefined
        : beforeCosts
          ? 'income'
          : /\b(income|revenue|earn(ed|ings)?|made|(make|makes|making) (me|us)|collected|brought in|(money|cash) from|(laundry|parking|pet|pets|vending|coin|storage|garage|application|late fee|late fees) (money|cash))\b/.test(
                text,
              )
            ? /\b(expenses?|spen[dt]|spending|costs?|paid|net|profit)\b/.test(text)
              ? undefined
              : 'income'
            : (/\b(expenses?|spen[dt]|spending|costs?|costing|expensive|costliest|priciest|outgoings|outflows?)\b|\b(sunk|sank|poured|dumped|thrown|threw) (\w+ )?(into|in|on)\b|\b(cheapest|priciest|costliest|most expensive|least expensive|cheaper|pricier) to (run|operate|maintain|keep up|own)\b/.test(
                  text,
                ) ||
                  OUT_THE_DOOR.test(text)) &&
                !/\b(net|profit)\b/.test(text) &&
                !AFTER_COSTS.test(text)
              ? 'expenses'
              : undefined,
    aboutMoney:
      /\b(spen[dt]|spending|paid|pay|cost|costs|costing|expenses?|expensive|priciest|cheapest|totals?|charged?|bills?|premiums?|dues|income|revenue|earn(ed)?|made|make|profit|profitable|net|money|cash|lost|lose|outgoings|fees?)\b|\b(came|amounted) to\b|\b(brought|took) in\b/.test(
        text,
      ) ||
      OUT_THE_DOOR.test(text) ||
      // "what have I booked as capital improvements": what the books hold under a heading is money.
      /\b(booked|recorded|logged|put down|entered) (as|under|against|to)\b/.test(text),
    // "HOA dues plus any other HOA charges": the parts of one category, not everything of the measure.
    everything:
      examples.everything &&
      !(
        examples.categories.length > 1 &&
        new Set(examples.categories.map((match) => match.category)).size === 1
      ),
    ...(/\b(soon|shortly|coming up|upcoming)\b/.test(text)
      ? { soon: rangePeriod(today, addDays(today, SOON_DAYS), `the next ${SOON_DAYS} days`) }
      : {}),
    isWholePortfolio:
      /\b(whole|entire|all (my |of my |the )?(properties|portfolio|units|buildings)|overall|portfolio wide|everything|in total)\b/.test(
        text,
      ),
  };

  const [firstAsked] = asked;
  if (
    firstAsked &&
    /\b(booked|categori[sz]ed|filed|coded|recorded|entered|logged|classified) (under|as|in|to)\b|\bcategor(y|ies)\b/.test(
      text,
    )
  )
    entities.bookedAs = plain.slice(firstAsked.start, firstAsked.end).join(' ');
  // "hail damage repairs": the work's category is not a filter, but still says which side of the books.
  const workKind = categories.find((match) => !asked.includes(match))?.kind;
  if (!entities.measureWord && !entities.namesNet && workKind)
    entities.measureWord = workKind === 'expense' ? 'expenses' : 'income';
  // "repairs for 2025 - i coded them two ways": categories of the books, however the work was asked for.
  if (
    !entities.measureWord &&
    !entities.namesNet &&
    firstAsked &&
    /\b(coded|booked|categori[sz]ed|classified|recorded|entered)\b|\bcategor(y|ies)\b/.test(text)
  )
    entities.measureWord = firstAsked.kind === 'expense' ? 'expenses' : 'income';
  // "heating and cooling work, everything I put under HVAC": the owner's own category said as where the rows
  // were booked is the filter; the words before it only described it.
  const bookedUnder = BOOKED_UNDER.exec(text)?.[1];
  // An app category the word only stands for ("hvac" is Repairs) gives way to the owner's own.
  const standsFor = (match: CategoryMatch) =>
    plain.slice(match.start, match.end).join(' ') === bookedUnder &&
    match.category.toLowerCase() !== bookedUnder;
  if (
    bookedUnder &&
    entities.categories.every(standsFor) &&
    entities.contentWords.includes(bookedUnder) &&
    owner.categoryWords?.has(bookedUnder)
  ) {
    entities.contentWords = [bookedUnder];
    entities.anyWord = false;
    entities.categories = [];
  }
  // "what have I booked as capital improvements": words only of the owner's own expense categories.
  const ofOwnCategory = (word: string) =>
    owner.categoryWords?.has(word) === true || owner.categoryWords?.has(stemOf(word)) === true;
  if (
    !entities.measureWord &&
    !entities.namesNet &&
    entities.categories.length === 0 &&
    entities.contentWords.length > 0 &&
    entities.contentWords.every(ofOwnCategory)
  )
    entities.measureWord = 'expenses';
  // "and capital improvements for 2025? … she depreciates those separately": the words of the records
  // asked are all of the owner's own category (a word found nowhere filters nothing).
  if (
    entities.categories.length === 0 &&
    entities.contentWords.some(ofOwnCategory) &&
    entities.contentWords.every((word) => ofOwnCategory(word) || !owner.recordWords?.has(word))
  )
    entities.namesOwnCategory = true;

  // "Which of those is at Magnolia?": the last answer's list, narrowed; no question of its own.
  const narrowsLastAnswer = /\b(of|among|out of) (those|these|them|that|this|it)\b/.test(masked.join(' '));
  const startsWithCue = FOLLOW_UP_CUES.some((cue) => cue.every((word, k) => masked[k] === word));
  const hasEntity =
    Boolean(period) ||
    properties.length > 0 ||
    tenants.length > 0 ||
    places.length > 0 ||
    Boolean(vendor) ||
    entities.categories.length > 0;
  const categoryWords = new Set(entities.categories.flatMap((match) => plain.slice(match.start, match.end)));
  // "lowest?" after a ranking: only an order, the rest is context.
  const isOnlyContext =
    (hasEntity || Boolean(entities.order)) &&
    masked.every((word) => FILLER.has(word) || categoryWords.has(word));
  // "total", "amts + total", "how much $ total" (money total): the last answer again, which states its total.
  const onlyTotal =
    masked.some((word) => TOTAL_WORDS.has(word)) &&
    masked.every((word) => FILLER.has(word) || TOTAL_WORDS.has(word) || word === 'much' || word === 'money');
  return {
    intent: top.intent,
    confidence: top.probability,
    ranked,
    entities,
    isFollowUp:
      (masked.length <= 12 && (startsWithCue || isOnlyContext || narrowsLastAnswer)) ||
      // "top 3?", "whos the 2nd": more of the last ranking.
      entities.rankAgain !== undefined ||
      // "is that up or down from last year? by what percent": the last answer set against another period.
      (periods.length > 0 && THAT_AGAINST.test(masked.join(' '))) ||
      // "what is the same figure for 2026 through today?": the last question again, something changed.
      (masked.length <= 14 &&
        /\bthe same (figure|figures|number|numbers|total|totals|amount|calculation|comparison|breakdown|question|thing)\b/.test(
          masked.join(' '),
        )) ||
      // "break that down by month": the last answer, grouped.
      (masked.length <= 8 &&
        shape.groupBy !== undefined &&
        (/\b(that|it|those|this|them)\b/.test(masked.join(' ')) || GROUPING_ALONE.test(masked.join(' ')))) ||
      // "which one dropped the most?": the last comparison's groups, ranked the other way.
      (masked.length <= 8 && shape.change !== undefined && shape.groupImplied === true) ||
      // "ok so how much more is that in dollars", "what's the difference": the last comparison, whose answer
      // says by how much.
      (masked.length <= 10 && THAT_DIFFERENCE.test(masked.join(' '))) ||
      // "whats the most recent one there": one of the last answer's records, the newest or the oldest.
      (entities.pick !== undefined &&
        masked.length <= 8 &&
        /\b(one|ones|it|that|those|them|there)\b/.test(masked.join(' '))) ||
      onlyTotal,
    narrows: narrowsLastAnswer,
    hasOwnQuestion:
      !narrowsLastAnswer &&
      !onlyTotal &&
      !withoutBuildingNouns(masked).every(
        (word) => FILLER.has(word) || (entities.isWholePortfolio && PORTFOLIO_SCOPE.has(word)),
      ),
    emergency,
  };
}
