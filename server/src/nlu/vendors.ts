import { stemOf } from './content-words.js';
import { isMonthName, isNear, tokenize } from './text.js';

/**
 * A vendor named in a question ("how much have I paid Mile High HVAC?"), resolved against the owner's own
 * vendors and the payees of their expenses. A trade word alone ("plumbing") never names a vendor: it takes
 * the whole name, its first two words, or its first word when that word is not ordinary English (the brand).
 */

export type VendorMention = { name: string; start: number; end: number };

/** Words of company names that say nothing about which company. */
const GENERIC = new Set([
  'co',
  'company',
  'inc',
  'llc',
  'ltd',
  'corp',
  'corporation',
  'and',
  'the',
  'of',
  'services',
  'service',
  'group',
  'pllc',
  'pc',
  'lp',
  'llp',
]);

const significant = (name: string): string[] =>
  tokenize(name.replace(/\bd\/b\/a\b|\bdoing business as\b/gi, 'dba')).filter(
    (word) => !GENERIC.has(word) && word !== 'and',
  );

/** "in the red", "in the black": money lost or made, never a payee ("Red River Roofing"). */
const inTheRed = (tokens: string[], i: number): boolean =>
  (tokens[i] === 'red' || tokens[i] === 'black') && tokens[i - 1] === 'the' && tokens[i - 2] === 'in';

/** Words that introduce the name a business trades under ("X LLC dba Y", "X aka Y"). */
const TRADES_AS = new Set(['dba', 'aka']);

/** Where each of a name's names starts: its first word, and the word after each "dba". */
function tradingNameStarts(parts: string[]): number[] {
  return [0, ...parts.flatMap((word, i) => (TRADES_AS.has(word) && i + 1 < parts.length ? [i + 1] : []))];
}

/**
 * A typo of a name's word; a month or another ordinary word of the question is never one ("march" is not
 * Marsh, "less" not Loess).
 */
const same = (typed: string | undefined, word: string, isCommon: (word: string) => boolean): boolean =>
  typed !== undefined &&
  (typed === word ||
    // "lowes" for "Lowe's": a possessive typed without its apostrophe.
    typed === `${word}s` ||
    (word.length >= 5 && !isMonthName(typed) && !isCommon(typed) && isNear(typed, word)));

/** The trade a business's name says ("Sentinel Pest Solutions"), which a question may say apart from it. */
const TRADE_OF_NAME =
  /^(pest|plumbing|plumbers?|roofing|painting|painters?|landscaping|lawn|electric|electrical|hvac|heating|cooling|cleaning|cleaners?|glass|pools?|tree|snow|locksmith|handyman|flooring|carpets?|appliances?|gutters?|fencing|movers?|moving|storage|insurance|paving|septic|drains?|masonry|concrete|windows?|doors?)$/;

/**
 * The vendor named in `tokens` (lower-case, as typed), if any: the longest run of a name's distinctive
 * words from its start (or the whole name); ties go to the name matched most completely.
 * `isCommon` says a word is ordinary English, which alone never names a one-word vendor.
 */
export function findVendorMention(
  tokens: string[],
  vendors: string[],
  taken: Set<number>,
  isCommon: (word: string) => boolean,
): VendorMention | undefined {
  let best: (VendorMention & { score: number }) | undefined;
  for (const name of vendors) {
    const parts = significant(name);
    if (parts.length === 0) continue;
    // A name the business trades under starts a name of its own: "Wasatch Front Property Services, LLC
    // dba Wasatch Handyman Co." is "Wasatch Handyman" too.
    const starts = tradingNameStarts(parts);
    for (let i = 0; i < tokens.length; i++) {
      if (taken.has(i) || inTheRed(tokens, i)) continue;
      for (let first = 0; first < parts.length; first++) {
        if (TRADES_AS.has(parts[first] as string)) continue;
        // "Fox River Snow and Lawn" for "Fox River Snow & Lawn": an "and" between two words of the name.
        let length = 0;
        let span = 0;
        for (;;) {
          if (first + length >= parts.length || TRADES_AS.has(parts[first + length] as string)) break;
          const skip = length > 0 && tokens[i + span] === 'and' ? 1 : 0;
          if (
            taken.has(i + span + skip) ||
            !same(tokens[i + span + skip], parts[first + length] as string, isCommon)
          )
            break;
          length += 1;
          span += 1 + skip;
        }
        const leads = starts.includes(first);
        const end = starts.find((start) => start > first) ?? parts.length + 1;
        const whole = length === parts.length || (leads && first + length === end - 1);
        // The brand leads a name ("Frostline" of Frostline Snow Removal); the words after it are trades
        // ("snow removal"), which are the expenses' descriptions' words unless the whole name is said.
        // A brand that is also a word ("Sentinel" of Sentinel Pest Solutions) names it when another word of
        // the name is said too ("what have i paid Sentinel for pest").
        const otherSaid = parts.some(
          (part, k) =>
            (k < first || k >= first + length) &&
            TRADE_OF_NAME.test(part) &&
            tokens.some((token, t) => (t < i || t >= i + span) && stemOf(token) === stemOf(part)),
        );
        // A trade opening the name ("Carpet Kingdom Flooring") is the work when said alone: "spent on carpet".
        const brand =
          leads &&
          !(length === 1 && TRADE_OF_NAME.test(parts[first] as string)) &&
          (!isCommon(parts[first] as string) || otherSaid);
        const enough = whole ? length >= 2 || brand : leads && length > 0 && (length >= 2 || brand);
        if (!enough) continue;
        const score = length + (whole ? 0.5 : 0);
        if (!best || score > best.score) best = { name, start: i, end: i + span, score };
      }
    }
  }
  return best && { name: best.name, start: best.start, end: best.end };
}

/**
 * A trade named by who does it ("the plumber", "our roofer"): the stem its businesses' names share
 * ("Bayfront Plumbing Co.", "Summit Roofing"). Read in payees' names before descriptions.
 */
const TRADE_PERSON_STEMS: Record<string, string> = {
  plumber: 'plumb',
  roofer: 'roof',
  electrician: 'electric',
  painter: 'paint',
  landscaper: 'landscap',
  gardener: 'garden',
  exterminator: 'pest',
  cleaner: 'clean',
  locksmith: 'lock',
  mover: 'moving',
  glazier: 'glass',
  mason: 'mason',
  carpenter: 'carpent',
  handyman: 'handy',
  handymen: 'handy',
  // The people of "the lawn guy", "the furnace guys", "the appliance guy" (text.ts), by their business's word.
  mower: 'lawn',
  furnaceman: 'heat',
  applianceman: 'applian',
  arborist: 'tree',
  gutterman: 'gutter',
  floorer: 'floor',
  poolman: 'pool',
  septicman: 'septic',
  // "the lawyer": "Haskins & Baugh, Attorneys at Law".
  lawyer: 'attorney',
  attorney: 'attorney',
};

/** The stem of a trade named by who does it ("plumbers" → "plumb"), or undefined. */
export function tradePersonStem(word: string): string | undefined {
  return TRADE_PERSON_STEMS[word] ?? (word.endsWith('s') ? TRADE_PERSON_STEMS[word.slice(0, -1)] : undefined);
}
