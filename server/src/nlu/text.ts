/**
 * Text primitives for the offline assistant: normalising, tokenising, edit distance and typo correction.
 * Pure and table-tested.
 */

import { MONTH_NAMES } from '@astor/contract/calendar-date';
import { withSpanishInEnglish } from './spanish.js';
import { withSpokenNumbers } from './spoken-numbers.js';

const SMART_QUOTES = /[\u2018\u2019\u201B\u2032]/g;

/** Chat shorthand read as the words it stands for ("cheapest rent i have rn"). */
const SHORTHAND = new Map<string, readonly string[]>([
  ['rn', ['right', 'now']],
  ['atm', ['at', 'the', 'moment']],
  ['b4', ['before']],
  ['bc', ['because']],
  ['cuz', ['because']],
]);

/** Words of a change over time: "jump", "went up", "grown", "dropped". */
const CHANGE_VERBS =
  'jump|jumped|jumps|go up|goes up|went up|gone up|grow|grew|grown|rise|rose|risen|increase|increased|change|changed|drop|dropped|fall|fell|fallen|climb|climbed|go down|went down|gone down';
/** A period said in a word or two: "Q2", "march", "2025", "last year". */
const PERIOD_SAID =
  'q[1-4]|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|(?:19|20)\\d\\d|last (?:year|month|quarter)|this (?:year|month|quarter)';

/**
 * A landlord's own abbreviations, written out before a question is read: "prop taxes this yr", "total deps
 * im holding", "maint last mo". Not a tenant's: "prop the door open" is no property.
 */
/** "that roof guy", "the bug guy", "the furnace guys": whoever does that work, as a trade's person. */
const TRADE_GUYS: [string, string][] = [
  ['roof|roofing', 'roofer'],
  ['plumbing|pipe|drain', 'plumber'],
  ['bug|pest|termite|exterminating', 'exterminator'],
  ['paint|painting', 'painter'],
  ['electric|electrical', 'electrician'],
  ['lock|locks', 'locksmith'],
  ['lawn|grass|mowing', 'mower'],
  ['furnace|heating|hvac|heat|ac', 'furnaceman'],
  ['appliance|appliances', 'applianceman'],
  ['tree|trees', 'arborist'],
  ['gutter|gutters', 'gutterman'],
  ['carpet|flooring|floor', 'floorer'],
  ['pool', 'poolman'],
  ['septic', 'septicman'],
  ['glass|window', 'glazier'],
  ['cleaning', 'cleaner'],
];
const TRADE_GUY_PHRASES: [RegExp, string][] = TRADE_GUYS.map(([work, person]) => [
  // "have the pest guy out" is a visit, read as said (understand.ts).
  new RegExp(
    `\\b(?:${work}) (?:guy|guys|man|men|company|outfit|crew|people|folks|dude|lady)\\b(?! out\\b)`,
    'gi',
  ),
  person,
]);

/**
 * A parent whose rentals the asker now runs ("Dad's tenants", "who did Dad use"): the owner of the books.
 * Case as typed: "MoM" is month over month.
 */
const PARENT =
  '(?:[Mm]y |[Oo]ur )?(?:[Dd]ad|DAD|[Ff]ather|[Mm]om|MOM|[Mm]other|[Pp]ops|[Gg]randpa|[Gg]randma)';
/** What the owner did: "did Dad use", "Dad usually paid", "Dad bought" (not "my Mom pays the rent"). */
const OWNER_DID =
  '(?:use|used|uses|call|called|hire|hired|spend|spent|paid|usually|always|normally|bought|charge|charged|collect|collected|rented|owned|signed|had|has|did|get|got|set|put|kept|keep)';
const PARENT_AS_OWNER: [RegExp, string][] = [
  [new RegExp(`\\b${PARENT}['’]s\\b`, 'g'), 'my'],
  [new RegExp(`\\b(did|does|do|has|had|would|will|could|can) ${PARENT}\\b(?!['’])`, 'g'), '$1 we'],
  [new RegExp(`\\b${PARENT}(?= ${OWNER_DID}\\b)`, 'g'), 'we'],
];

const LANDLORD_SHORTHAND: [RegExp, string][] = [
  ...TRADE_GUY_PHRASES,
  ...PARENT_AS_OWNER,
  // "which one cost me the less": the least, as typed by a landlord whose first language is not English.
  [/\bthe less\b(?! than)/gi, 'the least'],
  [/\bprops\b/gi, 'properties'],
  // A new landlord's plain words for the books' terms: "the fee when rent is late", "the money the tenants
  // gave me at the start", "the association payment for the condo".
  [/\b(the )?fees? (when|if|for when|for) (the )?rent('s| is| was)? (late|paid late)\b/gi, 'late fees'],
  [
    /\bthe money (the |my )?(tenants?|renters?|they|she|he) (gave|paid|put down|handed) (me|us)( \w+){0,2} (at the start|up ?front|before (they |she |he )?moved in|when (they |she |he )?moved in)\b/gi,
    'the security deposits',
  ],
  [
    /\bthe (condo |hoa |homeowners'? )?association (payment|payments|bill|bills|fee|fees)\b/gi,
    'the HOA dues',
  ],
  // "how much have we paid the condo association": the condo's HOA (not one payee of two, "the HOA and the
  // condo association").
  [/(?<!\bhoa\b[^.?!]{0,20})\b(condo|townhouse|townhome) (association|assoc)\b/gi, '$1 hoa'],
  // "is anybody's contract ending", "whose contracts are up": a tenant's contract is the lease.
  [
    /\b(anybody'?s|anyone'?s|somebody'?s|someone'?s|whose|their|his|her|the tenants?'?s?|any) contracts?\b(?= (\w+ )?(end|ends|ending|up|expire|expires|expiring|run|runs|running))/gi,
    '$1 lease',
  ],
  [/\bprop\b/gi, 'property'],
  // Dictated, as a phone's speech-to-text writes what it heard: "the for plex", "the do plex", "the rent
  // role", "basin handy man services", "since the first of the year".
  [/\b(?:for|four|fore) ?plex(es)?\b/gi, 'fourplex$1'],
  [/\b(?:do|due|dew) ?plex(es)?\b/gi, 'duplex$1'],
  [/\btri ?plex(es)?\b/gi, 'triplex$1'],
  [/\brent role\b/gi, 'rent roll'],
  // "for the estimated taxes: Q1 2026 gross rents", "for Deb - …": what the answer is for, said first.
  [/^\s*(?:for|re) (?:the |my |our |\w+'s )?[a-z' ]{3,30}(?::|\s-)\s+(?=\S)/gi, ''],
  // "utilities i pay myself (not the tenants)": an aside in brackets saying what is not meant.
  [/\s*\((?:not|excluding|except|minus|w\/o|without)\b[^)]{0,40}\)/gi, ' '],
  // "uh and the other one": a sound while thinking, no word of the question.
  [/(^|\s)(?:uh+|um+|erm|hmm+)\b[,.]?(?=\s|$)/gi, '$1'],
  [/\bhandy man\b/gi, 'handyman'],
  [/\bplummers?\b/gi, 'plumber'],
  [/\b(since|from) the (first|1st|start|beginning) of the year\b/gi, 'so far this year'],
  [/\b(before|by|until|till|til) the (first|1st|start|beginning) of the year\b/gi, 'by the end of the year'],
  // "quarry ridge office bldg": the kind of building, no word of what was paid for.
  [/\b(?:office|retail|apartment) (bldg|building|bldgs|buildings)\b/gi, '$1'],
  // "this years net": the year's, its apostrophe not typed (never "last years ago").
  [/\b(this|last|next) years\b(?! (ago|old|before|later|back))/gi, "$1 year's"],
  // "jan–oct", "Jan-Oct": the months from one to the other.
  [
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)\s*[-–—]\s*(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)\b/gi,
    '$1 through $2',
  ],
  // "full months only, so jan–oct": the months named next say which.
  [/\b(full|complete|whole) months only,?\s*(so\b)?/gi, ''],
  // "premiums ÷ 12", "2025 net divided by 12", "jan–oct ÷ 10": an average a month of the months said.
  [/\s*(÷|divided by)\s*(\d{1,2}|twelve|ten)\b/gi, ', average a month'],
  // "whatve we put into kellogg this year": what was spent on it.
  [/\b(put|sunk|poured|thrown) into\b/gi, 'spent on'],
  // "how much are we short all together" after who has not paid: what is owed.
  [/\b(are|am|is) (we|i) short\b/gi, 'is owed'],
  // "whats the damage on expenses": what it came to, not damage repairs.
  [/\b(what'?s|whats|what is|what was|tell me) the damage\b/gi, '$1 the total'],
  [/\byrs\b/gi, 'years'],
  [/\byr\b/gi, 'year'],
  // "last mo", "$900/mo", "3 mos": a month after a word of time or a number, never "Mo" the tenant.
  [/\b(last|this|next|per|a|each|every|\d+)(\s*|\/)mos\b/gi, '$1$2months'],
  [/\b(last|this|next|per|a|each|every|\d+)(\s*|\/)mo\b/gi, '$1$2month'],
  [/\bdeps\b/gi, 'deposits'],
  [/\bdep\b/gi, 'deposit'],
  [/\bamts?\b/gi, 'amount'],
  // "pettigrew pd ytd", "exp by cat 2025", "leases exp next 60d", "bg check on the new guy": a typist's
  // short forms, each only where it cannot be another word ("cat" after "by" or "per", never the pet).
  [/\bpd\b/gi, 'paid'],
  // "how much rent has Tallgrass payed me": money paid, however spelt (a sailor's "payed" is no landlord's).
  [/\bpayed\b/gi, 'paid'],
  // "how much did my spending jump from Q2 to Q3", "has the duplex's rent grown since last year": a change
  // is two periods set side by side.
  [
    new RegExp(
      `\\b(${CHANGE_VERBS})((?: \\w+){0,2}?) from (${PERIOD_SAID}) (?:to|through|thru) (${PERIOD_SAID})\\b`,
      'gi',
    ),
    '$1$2 $3 vs $4',
  ],
  [
    new RegExp(
      `\\b(${CHANGE_VERBS})((?: \\w+){0,3}?) since (last year|last month|last quarter|(?:19|20)\\d\\d)\\b`,
      'gi',
    ),
    '$1$2 compared to $3',
  ],
  // "same months both years": this year so far against the same days of the last.
  [
    /\b(?:the )?same (?:months|period|stretch|days) (?:both|each|of both) years\b/gi,
    'ytd vs the same point last year',
  ],
  // "same window (December 2025 through November 2026)": the stretch of time, no window of a house.
  [/\b(same|that|this) (time )?window\b|\btime window\b/gi, 'same period'],
  // "property taxes on Larkspur for calendar 2025": the year itself.
  [/\b(?:for |in |during )?(?:the )?calendar (?:year )?((?:19|20)\d\d)\b/gi, 'in $1'],
  [/\b(by|per|each) cat\b/gi, '$1 category'],
  [/\b(next|last|past|in|within|over|the) (\d{1,3}) ?d\b/gi, '$1 $2 days'],
  [/^\s*(\d{1,3})d\b(?=\W*$)/gi, '$1 days'],
  [/\bbg ?checks?\b|\bbgc\b/gi, 'background check'],
  // "when did jerome last send me anything": a tenant's payment.
  [
    /\b(send|sent) (me|us) (anything|something|money|any money|rent|a payment|his rent|her rent|their rent)\b/gi,
    'pay me',
  ],
  // "laundry commissions from the duplex": the laundry income, not commissions paid to an agent.
  [/\b(laundry|vending|coin|washer|machine) commissions?\b/gi, '$1 income'],
  // "nov collections": the rent collected, not a debt sent to collections.
  [/(?<!\b(to|in|into|from|for) )\bcollections\b(?! (agency|agencies|company|account))/gi, 'rent collected'],
  // "ins costs by property", "hollis bal?", "saoirse last pmt", "lease doc?": the words written out. "Ins"
  // before a money word only ("ins and outs" is no insurance).
  [
    /\bins\b(?= (costs?|premiums?|bills?|expenses?|policy|policies|payments?|spend|this|last|for|in|by|ytd|20\d\d|\?|$))/gi,
    'insurance',
  ],
  [/\bbal\b/gi, 'balance'],
  // "top vendor ly", "other inc ytd vs ly", "rent roll w/o the coffee shop", "# of late pmts": a texter's
  // shorthand. "inc" is income only beside a word of the books or a period ("Acme Inc" stays a name).
  [/\bly\b/gi, 'last year'],
  [/\bmtd\b/gi, 'this month'],
  [/\bw\/in\b/gi, 'within'],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\w)/gi, 'with '],
  [/(?<=\b(other|total|net|gross|rental|rent|my|all|non-rent|nonrent)\s)inc\b/gi, 'income'],
  [/\binc\b(?= (ytd|last|this|vs|by|per|so far)\b)/g, 'income'],
  [/(?<=\b(avg|average|monthly|total|my|all|the|op|operating)\s)exp\b/gi, 'expenses'],
  [/\bexp\b(?= (ytd|last|this|vs|by|per|so far)\b)/g, 'expenses'],
  [/(^|\s)#\s?of\b/gi, '$1number of'],
  // "number of late pmts ytd": a count asked.
  [/^\s*(?:the |total |what(?:'s| is) the )?(?:number|no\.?) of\b/gi, 'how many'],
  // "whos the 2nd" after a ranking; not an address ("14 2nd Street", "the 2nd floor").
  [
    /\bthe 2nd\b(?! (floor|unit|street|st|ave|avenue|av|road|rd|drive|dr|lane|ln|way|court|ct|place|pl|blvd))/gi,
    'the second',
  ],
  [/\bpmts\b/gi, 'payments'],
  [/\bpmt\b/gi, 'payment'],
  [/\bdocs\b/gi, 'documents'],
  [/\bdoc\b/gi, 'document'],
  // British English: "outgoings" are expenses, "takings" income, "arrears" rent owed, a "fortnight" two
  // weeks, a "tenancy" a lease, "rates" the property tax.
  [/\b(year|twelve months|12 months) (ending|ended|to) (december 31,? )(\d{4})\b/gi, '$4'],
  [/\boutgoings\b/gi, 'expenses'],
  [/\btakings\b/gi, 'income'],
  [/\b(the )?arrears (for|of) (each|every) tenant\b/gi, 'how much each tenant owes'],
  [/\bin arrears\b/gi, 'behind on rent'],
  [/\barrears\b/gi, 'rent owed'],
  [/\b(a|one|last|this|the last|past|the past) fortnight\b/gi, '$1 two weeks'],
  [/\bfortnight\b/gi, 'two weeks'],
  [/\btenancies\b/gi, 'leases'],
  [/\btenancy\b/gi, 'lease'],
  [/\b(paid|pay|paying|spent|spend) (in|on) rates\b/gi, '$1 $2 property taxes'],
  [/\brates bills?\b/gi, 'property tax bills'],
  // "Q3 26 vs Q3 25", "H1 '25": a quarter or half and its year's last two digits.
  [/\b(q[1-4]|h[12]) ['’]?([12]\d)\b(?! ?(%|percent|days?|months?|units?|am|pm))/gi, '$1 20$2'],
  // "utilities 25 vs 26": two years said by their last two digits.
  [
    /\b'?(1\d|2\d) (vs\.?|versus|v|against|and|to|or) '?(1\d|2\d)\b(?! ?(%|percent|days?|months?|years?|units?|am|pm))/gi,
    '20$1 $2 20$3',
  ],
  // "what came in and what went out at the condo": its income and expenses.
  // "everything else that came in: late fees, pet fees, laundry": the income besides rent.
  [
    /\b(everything|anything|all|what) else (that )?(came|comes|has come|have come) in\b/gi,
    'income other than rent',
  ],
  [/\bwhat (came|comes|has come|have come) in\b/gi, 'income'],
  // "what were our write-offs for 2025": the expenses booked (what the law lets off is tax advice).
  [/\b(our|my|the|total|all|these|those) write-?offs\b/gi, '$1 expenses'],
  // "rent plus the other income": all of it, not rent against the rest.
  [
    /\b(the )?rent (plus|and|\+|with|together with) (the |all )?(other|non-?rent) (little )?(income|stuff|things|bits|money)\b/gi,
    'all income',
  ],
  [/\bwhat (went|goes|has gone|have gone) out( the door)?\b/gi, 'expenses'],
  // "did anything come in yesterday?": the income of that day.
  [
    /\b(did|has|have) (anything|any money|money|any rent|rent|any payments?) (come|came) in\b/gi,
    'how much income came in',
  ],
  // "thanksgiving wk", "3 wks": a week.
  [/\b(thanksgiving|this|last|next|a|per|1) wk\b/gi, '$1 week'],
  [/\b(\d+) wks\b/gi, '$1 weeks'],
  // "who'd I pay the most", "what'd the roof cost": a question word with "did" run into it.
  [/\b(who|what|how|where|when|why)['’]d\b/gi, '$1 did'],
  // "who insures the townhouse", "which company is fenwick insured with", "who's the insurance carrier on
  // the duplex": the insurer paid for the place, asked like any other work done for it.
  [
    /\b(?:who|which (?:company|companies|insurer|carrier|outfit)|what (?:company|insurer|carrier)) (?:insures|insured|has insured)\b/gi,
    'who did we use for insurance at',
  ],
  [
    /\b(?:who|which (?:company|companies|insurer|carrier|outfit)|what (?:company|insurer|carrier))(?:'?s| is| are) (?:the |my |our )?([\w' ]{2,40}?) insured (?:with|by|through)\b/gi,
    'who did we use for insurance at $1',
  ],
  [
    /\b(?:who|which|what)(?:'?s| is| was) (?:the |my |our )?(?:insurer|insurance (?:company|carrier|provider|agent|agency)|carrier) (?:on|for|at|of)\b/gi,
    'who did we use for insurance at',
  ],
  // "what did the tax man get": taxes paid.
  [/\b(the )?tax ?(man|collector|office|people|guy|lady)\b/gi, 'taxes'],
  // "property tacks": a dictation app's homophone for the tax.
  [/\b(property|prop|real estate|school|county|city|town) tacks\b/gi, '$1 taxes'],
  // "NOI", "net operating income": what lenders call the net of a property's income and costs.
  [/\b(noi|net operating income)\b/gi, 'net income'],
  // "trailing twelve months", "TTM", "T12": the past 12 months, unless the months are spelt out after it
  // ("T12 cash flow? nov '25 thru oct '26").
  [
    /\b(trailing (twelve|12) months|ttm|t12)\b(?=.*\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (['’]\d{2}|20\d{2})\b.*\b(thru|through|to|until|till)\b)/gi,
    '',
  ],
  [/\b((the|a) )?(trailing (twelve|12)( months)?|ttm|t12)\b/gi, 'the past 12 months'],
  // "best performer ytd by NOI", "who's the underperformer": the property ranked by its net.
  [
    /\b(best|top|strongest) (performer|performing (property|place|one|unit|rental|asset))\b/gi,
    'which property had the most net income',
  ],
  [
    /\b(worst|weakest|bottom|poorest) (performer|performing (property|place|one|unit|rental|asset))\b|\b(the )?underperformer\b/gi,
    'which property had the least net income',
  ],
  // "nov '25 thru oct '26": a month and its year.
  [
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)\.? ['’](\d{2})\b/gi,
    '$1 20$2',
  ],
  // An investor's words: "cap ex" is capital improvements, "opex" the other expenses, "doors" units, a
  // "money pit" the property that cost the most, "underwater" or "cash flow negative" losing money, "break
  // even" the net, "MoM" the month before.
  [/\b(cap ?ex|capital expenditures?)\b/gi, 'capital improvement'],
  [/\bopex\b/gi, 'expenses'],
  [
    /\b(across |for |on )?(all|every|each)( (my|the|of my|\d+|two|three|four|five|six|seven|eight|nine|ten))* doors\b/gi,
    'all properties',
  ],
  [/\b(biggest|worst|largest) money pit\b/gi, 'property that cost the most'],
  [/\b(underwater|under water|cash ?flow negative|negative cash ?flow)\b/gi, 'losing money'],
  [/\bbreak(s|ing)? even\b/gi, 'net income'],
  [
    /\b(all )?(the )?(income|money|cash) in (vs|versus|and|minus|against) (all )?(everything|money|cash|expenses|costs)( going)? out\b/gi,
    'net income',
  ],
  [/\bcash ?flow\b/gi, 'net income'],
  [/\band MoM\b/g, 'and the month before'],
];

/** The question as the reader reads it: numbers said in words, dates, Spanish (spanish.ts), shorthand. */
export function withLandlordShorthand(message: string, ownWords?: ReadonlySet<string>): string {
  return LANDLORD_SHORTHAND.reduce(
    (text, [pattern, words]) => text.replace(pattern, words),
    withSpanishInEnglish(withDatesSpelledOut(withSpokenNumbers(message)), ownWords),
  );
}

/** "Plomería Ríos" as "Plomeria Rios": letters without their accents, as names are typed either way. */
export const withoutAccents = (text: string): string => text.normalize('NFD').replace(/\p{Mn}/gu, '');

const NUMERIC_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;
const MONTHS_IN_LOWER_CASE: ReadonlySet<string> = new Set(MONTH_NAMES.map((name) => name.toLowerCase()));

/** Whether a lower-case word is a month's full name ("march", "august"): never a typo of a name. */
export const isMonthName = (word: string): boolean => MONTHS_IN_LOWER_CASE.has(word);

/**
 * "between 1/3/2026 and 31/5/2026": numeric dates written out, day first when one of the message's dates
 * can only be read so (31/5), month first otherwise, as most landlords here write them.
 */
function withDatesSpelledOut(typed: string): string {
  const message = withDaysOfMonthFirst(typed);
  const dates = [...message.matchAll(NUMERIC_DATE)].map((match) => [Number(match[1]), Number(match[2])]);
  if (!dates.length) return message;
  const dayFirst = dates.some(([first]) => (first ?? 0) > 12);
  return message.replace(NUMERIC_DATE, (said, a: string, b: string, year: string) => {
    const [month, day] = dayFirst ? [Number(b), Number(a)] : [Number(a), Number(b)];
    const name = MONTH_NAMES[month - 1];
    return name && day >= 1 && day <= 31 ? `${name} ${day}, ${year}` : said;
  });
}

const DAY_ORDINALS = [
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth',
  'fifteenth sixteenth seventeenth eighteenth nineteenth twentieth',
]
  .join(' ')
  .split(' ');
const MONTH_WORD = `(${MONTH_NAMES.join('|')}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)`;
const DAY_WORD = `(\\d{1,2}(?:st|nd|rd|th)?|${DAY_ORDINALS.join('|')}|twenty[- ]?(?:${DAY_ORDINALS.slice(0, 9).join('|')})|thirtieth|thirty[- ]?first)`;
const DAY_OF_MONTH = new RegExp(`\\b(?:the )?${DAY_WORD} of ${MONTH_WORD}\\b`, 'gi');
const MONTH_THE_DAY = new RegExp(`\\b${MONTH_WORD} the ${DAY_WORD}\\b`, 'gi');

/** The number of a day said as "1st", "first" or "twenty-first". */
function dayNumber(said: string): number {
  const word = said.toLowerCase().replace(/[- ]/g, '');
  const digits = /^(\d{1,2})/.exec(word);
  if (digits) return Number(digits[1]);
  if (word === 'thirtieth') return 30;
  if (word === 'thirtyfirst') return 31;
  const tens = word.startsWith('twenty') && word !== 'twentieth' ? 20 : 0;
  return tens + DAY_ORDINALS.indexOf(tens ? word.slice(6) : word) + 1;
}

/** "the first of April", "April the 1st": the day as a date is usually written ("April 1"). */
function withDaysOfMonthFirst(message: string): string {
  const written = (month: string, day: string) => {
    const n = dayNumber(day);
    return n >= 1 && n <= 31 ? `${month} ${n}` : undefined;
  };
  return message
    .replace(DAY_OF_MONTH, (said, day: string, month: string) => written(month, day) ?? said)
    .replace(MONTH_THE_DAY, (said, month: string, day: string) => written(month, day) ?? said);
}

/** Word tokens in their typed case; possessives drop their 's ("Rosa's" → "Rosa"); money keeps its digits. */
export function tokenizeKeepingCase(text: string): string[] {
  return (
    (
      withoutAccents(text)
        .replace(SMART_QUOTES, "'")
        // "p&l", "P and L", "pnl": profit and loss.
        .replace(/\bp ?(&|and|n) ?l\b/gi, 'profit and loss')
        // "the after hours #": a number to call ("unit #3" keeps its number).
        .replace(/#(?!\s*\d)/g, ' number ')
        // $1,234.56 → 1234.56
        .replace(/(\d),(?=\d{3}\b)/g, '$1')
        // "the $2,000 expense": an amount, never the year 2000.
        .replace(/\$\s?((?:19|20)\d\d)(?![\d.])/g, '$1 dollars')
        // "prop taxes": property taxes.
        .replace(/\bprop\.? tax/gi, 'property tax')
        // "Doing Sch E for 1645 Sorrelwood", "working on the 1099s": the task, not what is asked.
        .replace(/\bsch\.? ?e\b/gi, 'schedule e')
        .replace(
          /\b(doing|working on|filling out|filling in|prepping|preparing|finishing|closing out) (the |my |our )?(schedule [a-z]|taxes|tax return|tax returns|1099s?|books|year[- ]end)\b( for\b)?/gi,
          ' ',
        )
        // "… for schedule E", "for my accountant": what the figure is for, nothing to filter by.
        .replace(
          /\bfor (my |the |our )?(schedule [a-z]|tax return|tax returns|irs|accountant|cpa|bookkeeper|bank|lender|loan officer|mortgage broker|refi|refinance)\b/gi,
          ' ',
        )
        // "accountant needs it for depreciation", "my cpa asked for it": who the figure is for, and why.
        .replace(
          /\b(the |our )?(accountant|cpa|bookkeeper|bank|lender|loan officer|tax (guy|lady|person|preparer))( needs| wants| asked for| is asking for| asked)( it| this| that| them| these| those| the number| a number)?( for (the |my |our )?(taxes|tax|depreciation|schedule [a-z]|tax return|tax returns|irs|filing))?\b/gi,
          ' ',
        )
        // "owner wants total expenses", "owner's asking what it netted": the person asking, not a filter.
        .replace(
          /\b(the |my |our )?(owner|owners|client|investor|investors|partner|business partner|wife|husband|spouse|boss)('s|s)?( wants( to know| me to (find|pull|get|check|send))?| is asking( about| for)?| asking( about| for)?| asked( me)?( about| for)?| needs( to know)?)\b/gi,
          ' ',
        )
        // "what has it netted me": the net, whatever the verb's tense.
        .replace(/\bnett(ed|ing)\b/gi, 'net')
        // "top 3 vendors by $", "laundry $ from the triplex": a dollar sign alone says money.
        .replace(/\$(?!\s?\d)/g, ' money ')
        .replace(/\b([a-z]+)'s\b/gi, '$1')
        .replace(/\b([a-z]+s)'(?=\s|$)/gi, '$1')
        // ISO months and dates (2026-03, 2026-03-15) and 03/2026 stay whole.
        .match(/\d{4}-\d{2}(?:-\d{2})?|\d{1,2}\/\d{4}|\d+(?:\.\d+)?[a-z]*|[a-z]+\d*(?:'[a-z]+)?/gi) ?? []
    ).flatMap((token) => SHORTHAND.get(token.toLowerCase()) ?? [token])
  );
}

/** Lower-cased word tokens (see tokenizeKeepingCase). */
export function tokenize(text: string): string[] {
  return tokenizeKeepingCase(text).map((token) => token.toLowerCase());
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein restricted to adjacent transpositions), with an
 * early exit once every path exceeds `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  let current = new Array<number>(cols).fill(0);
  for (let i = 1; i < rows; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (prev[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prevPrev[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return prev[cols - 1] as number;
}

/** How many typos a word of this length may carry and still be recognised. */
export function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  return 2;
}

/** True when `typed` is `word`, give or take the typos its length allows. */
export function isNear(typed: string, word: string): boolean {
  if (typed === word) return true;
  const edits = Math.min(allowedEdits(typed.length), allowedEdits(word.length));
  if (edits === 0) return false;
  // The first letter is rarely the typo; requiring it keeps short words from matching everything.
  if (typed[0] !== word[0] && edits < 2) return false;
  return editDistance(typed, word, edits) <= edits;
}

/** A vocabulary that corrects typed words to the nearest known one. */
export class Speller {
  private readonly byLength = new Map<number, string[]>();
  private readonly known: Set<string>;
  private readonly cache = new Map<string, string>();

  /**
   * `words`: what typos are corrected towards. `keptAsTyped`: words left as they are but never a
   * correction's target (ordinary English next to a hazard word: "file" is not "fire").
   */
  constructor(words: Iterable<string>, keptAsTyped: Iterable<string> = []) {
    const targets = new Set(words);
    for (const word of targets) {
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
    }
    this.known = new Set([...targets, ...keptAsTyped]);
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  /** The word itself when known, a number or too short to judge; else the closest known word within reach. */
  correct(word: string): string {
    if (this.known.has(word) || /\d/.test(word) || allowedEdits(word.length) === 0) return word;
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    const edits = allowedEdits(word.length);
    let best = word;
    let bestRank = Infinity;
    for (let length = word.length - edits; length <= word.length + edits; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        // A short word is reached only by one slip after its first letter ("gass" → "gas").
        if (candidate.length < 3) continue;
        if (candidate.length === 3 && (word.length !== 4 || candidate[0] !== word[0])) continue;
        const distance = editDistance(word, candidate, edits);
        if (distance > edits) continue;
        // Fewer edits first; then the same first letter; then a dropped letter ("spnd" → spend, not send).
        const rank =
          distance * 4 +
          (candidate[0] === word[0] ? 0 : 2) +
          (isSubsequence(word, candidate) || isSubsequence(candidate, word) ? 0 : 1);
        if (rank < bestRank) {
          best = candidate;
          bestRank = rank;
        }
      }
    }
    this.cache.set(word, best);
    return best;
  }
}

function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const char of long) if (char === short[at]) at += 1;
  return at === short.length;
}

/** Singular of a simple English plural ("condos" → "condo", "properties" → "property"). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}
