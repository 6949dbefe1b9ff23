import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from '@astor/contract/categories';
import { singular } from './text.js';

/**
 * Words of a money question that may name what was bought or done ("plumbing", "water heater",
 * "landscaping"): everything but the question's own grammar, measures, places and times. Whether one is a
 * filter is decided against the owner's transactions (a word nobody wrote in a description filters
 * nothing); a category's own name ("repairs", "insurance") stays a category.
 */

// The last line: the same words as typed in a hurry ("wat has X charged me").
const QUESTION_WORDS = new Set(
  `a an the and or but of to in on at for from by with about into over under than then so as is are was were be
  been being am do does did done doing have has had having i me my mine we our us you your it its this that these
  those there here what which who whom whose when where why how much many more most less least any all some each
  every total totals sum overall altogether together whole entire so far far ever since until till before after during
  spend spent spending spends out paid pay pays paying payment payments cost costs costing costed charge charged
  expense expenses expenditure expenditures outlay money cash dollars dollar bucks amount amounts figure figures
  income incomes revenue revenues earn earned earning earnings make made making bring brought collected collect
  receive received net profit profits loss losses lost lose losing shell shelled fork forked drop dropped put
  tell show give list get got see know want need find let please can could would should will shall may might must
  just only also too very really actually exactly roughly approximately about around same again
  average avg mean median typical monthly annual annually yearly weekly daily stuff things thing everything
  anything something nothing all
  property properties house houses home homes unit units building buildings bldg bldgs place places apartment apartments
  condo condos duplex duplexes triplex triplexes fourplex fourplexes quadplex townhouse townhouses townhome
  townhomes rental rentals portfolio bottom
  year years month months week weeks day days quarter quarters ytd date today yesterday time times period
  so far last this next previous past current recent recently
  top bottom highest lowest biggest largest smallest most least best worst rank ranking ranked compare compared
  expensive cheap cheaper cheapest costly pricey pricier priciest costliest big bigger small smaller major minor
  versus vs against breakdown broken down split per break
  bought buy buying purchased purchase owned own
  vendor vendors contractor contractors company companies payee payees supplier suppliers
  one ones plus etc etcetera pls plz thanks thx combined together both cities towns across run running ok okay
  hey hi guy guys gal gals someone somebody anyone anybody folks ready tho though fair unfair not
  jump jumps jumped went gone rose risen grew grown climbed spiked creeping dropped fell fallen decreased
  increased increase decrease
  now right currently presently these days nowadays
  laid lay laying ate eats eaten eating swallowed burned burnt through
  entry entries record records transaction transactions row rows line lines item items count number numbers bill bills
  stats statistics financials details info summary rundown overview picture
  invoice invoices
  app apps astor using use used software system records
  call called calling hire hired hiring refinancing refinance refinanced refi refis
  included including incl inclusive counting tracking started association associations premium premiums dues
  xproperty xtenant xperiod xvendor
  single individual he she him her his they them their theirs
  looking look looked thinking think thought considering consider wondering wonder deciding decide planning selling sell
  gross schedule accountant cpa irs purposes separately separate individually apart respectively
  policy policies charges hit reach reached exceed exceeded crossed prep prepping 1099 1099s
  dad dads mom moms father fathers mother mothers wife husband son daughter brother sister partner
  add adds added adding tally tallied went goes go going needs both either neither
  come came comes coming ahead once keeping kept books little extras
  two three four five six seven eight nine ten eleven twelve
  recorded reported logged entered booked minus plus clear cleared clearing netted netting like
  sunk sank poured dumped thrown threw
  ive im id youve weve theyve youre theyre dont didnt doesnt havent hasnt cant wont isnt arent wasnt werent
  wat wut wht whta waht wats whats hw hwo hows whos thes tht teh dat dis dem ur yr ya lol`.split(/\s+/),
);

/**
 * Category names of one word as typed in a question ("repairs", "insurance"): never a description word.
 * A word of a longer name ("cleaning" of Cleaning and maintenance) is read in descriptions first.
 */
const CATEGORY_NAME_WORDS = new Set(
  [...EXPENSE_CATEGORIES, ...INCOME_CATEGORIES]
    .filter((category) => !/\s/.test(category))
    .map((category) => singular(category.toLowerCase()))
    .filter((word) => word !== 'other'),
);

/** What a landlord calls a building before its street ("the strip on Perkins") or after it. */
const BUILDING_NOUNS = new Set(
  'strip plaza shop shops store stores storefront storefronts cabin cottage complex center mall warehouse'.split(
    ' ',
  ),
);

/**
 * The words with a building noun before the property it names left out ("the strip on xproperty": the
 * strip is the property, not a word of the work); over the words with names as placeholders.
 */
export function withoutBuildingNouns(masked: string[]): string[] {
  const isBuilding = (i: number) =>
    (BUILDING_NOUNS.has(masked[i] ?? '') || KIND_NOUNS.has(masked[i] ?? '')) &&
    // "the strip on Perkins", "the Lantern storefront": the building's own word beside its name.
    ((['on', 'at'].includes(masked[i + 1] ?? '') && masked[i + 2] === 'xproperty') ||
      masked[i - 1] === 'xproperty');
  // "the little house on Larkspur": a word that describes the building, between the article and it.
  const describes = (i: number) =>
    isBuilding(i + 1) &&
    ['the', 'my', 'our'].includes(masked[i - 1] ?? '') &&
    /^[a-z]+$/.test(masked[i] ?? '') &&
    !/^x(property|tenant|period|vendor)$/.test(masked[i] ?? '');
  return masked.filter((_, i) => !isBuilding(i) && !describes(i));
}

/** Kinds of building said after a property's name ("the Oakhaven condo", "the Harrisonburg flat"). */
const KIND_NOUNS = new Set(
  'flat flats condo duplex triplex fourplex townhouse townhome house home'.split(' '),
);

/**
 * Words that are the question's grammar only where they stand: "how did last year turn out", "what did I
 * spend back in 2024", "which city" (not the "back door", the "turnover" or the city's bill of a description).
 */
function isGrammarHere(words: string[], i: number): boolean {
  const word = words[i] as string;
  const next = words[i + 1];
  if (/^turn(s|ed|ing)?$/.test(word)) return next === 'out';
  // "what did it end up costing me"
  if (/^end(s|ed|ing)?$/.test(word)) return next === 'up';
  // "was anything in the red last year": a loss, not the red paint.
  if (word === 'red' || word === 'black') return words[i - 1] === 'the' && words[i - 2] === 'in';
  // "looking back over last year": the looking, not the back door.
  if (word === 'back')
    return (
      next === undefined ||
      ['in', 'then', 'when', 'during', 'around'].includes(next) ||
      /^(look|looking|looked|think|thinking|going|go)$/.test(words[i - 1] ?? '')
    );
  // "which city brought in more": the places compared, not the City's water bill.
  if (
    /^(city|cities|town|towns|state|states|location|locations|area|areas|market|markets|side|sides)$/.test(
      word,
    )
  )
    return ['which', 'what', 'each', 'per', 'by', 'every', 'either', 'both'].includes(words[i - 1] ?? '');
  // "ytd vs the same point in 2025": a day of the year, not a word of the work.
  if (word === 'point') return ['same', 'this', 'that'].includes(words[i - 1] ?? '');
  return false;
}

/** The words of `words` (corrected, lower-case, names and periods masked) that may name what was paid for. */
export function contentWords(words: string[]): string[] {
  return words.filter(
    (word, i) =>
      /^[a-z]{3,}$/.test(word) &&
      !QUESTION_WORDS.has(word) &&
      !CATEGORY_NAME_WORDS.has(singular(word)) &&
      !isGrammarHere(words, i),
  );
}

/** The part of a word a description shares with it: "plumbing" → "plumb", "gutters" → "gutter". */
export function stemOf(word: string): string {
  if (word.endsWith('ing') && word.length >= 7) return word.slice(0, -3);
  if (word.endsWith('ies') && word.length >= 5) return `${word.slice(0, -3)}y`;
  if (word.endsWith('es') && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && word.length >= 4) return word.slice(0, -1);
  return word;
}
