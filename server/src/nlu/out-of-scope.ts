/**
 * Questions the landlord's records cannot answer (weather, markets and forecasts, credit scores, legal
 * advice, the news): answered with what Astor can do instead, never with a figure from the records that
 * answers a different question.
 */

const TOPICS: [RegExp, string][] = [
  [
    /\b(weather|rain|raining|rainy|snowing|sunny|temperature|humid|humidity|tornado|hurricane|nor'?easters?|blizzards?|heat ?waves?|cold snaps?|polar vortex|tropical storms?)\b(?!.*\b(damage|repair|removal)\b)/,
    'the weather',
  ],
  // "is it gonna snow this weekend": weather to come, not snow removal paid for.
  [
    /\b(will it|is it|gonna|going to|supposed to|chance of|expecting)\b.*\b(snow|rain|storm|freeze|hail|sleet|frost)\b(?!.*\b(removal|plow|plowing|damage|repair|spent|spend|cost|paid)\b)/,
    'the weather',
  ],
  // "how much snow is Denver supposed to get this winter": the amount to come, said after the weather word.
  [
    /\b(snow|snowfall|rain|rainfall)\b.*\b(supposed to|going to|gonna|expected to|forecast(ed)? to|predicted to) (get|fall|see|have|hit|dump)\b(?!.*\b(removal|plow|plowing|spent|spend|cost|paid)\b)/,
    'the weather',
  ],
  // "is Fargo gonna flood again this spring": weather to come.
  [
    /\b(gonna|going to|will (it|we|they)?|likely to|expected to|supposed to) ?(\w+ )?(flood|freeze|snow|storm|rain|hail)\b(?!.*\b(spent|spend|cost|costs|paid|bills?|expenses?)\b)/,
    'the weather',
  ],
  // "is Missoula in for a bad winter", "a mild summer coming": a season's weather, not what it cost.
  [
    /\b(in for|(gonna|going to|will (it |we )?) ?(be|get|have|see)|expecting|expect|predict(ed)?|forecast(ed)?|looking like|shaping up)\b.*\b(bad|harsh|rough|brutal|mild|cold|colder|warm|warmer|snowy|wet|dry|hot|long|tough) (winter|summer|spring|fall|autumn|season)\b(?!.*\b(spent|spend|cost|costs|paid|bills?|expenses?)\b)/,
    'the weather',
  ],
  // "can you run a background check on Ingrid": screening an applicant is an action outside the records.
  [
    /\b(background|criminal|eviction) (checks?|screenings?|reports?)\b|\b(evictions?|arrests?|convictions?|bankruptc(y|ies)) (on|in) (his|her|their|the|a) (record|records|history|file)\b|\b(criminal|eviction|arrest|rental) (record|records|history)\b|\btenant screenings?\b|\b(run|do|order|pull) (a |an )?(check|screening) on\b|\bscreen (the |an |my |this |that )?(applicants?|prospects?)\b/,
    'background checks or tenant screening',
  ],
  [
    /\b(should i|should we|is it a good (time|idea)|is now a good time|worth it)\b.*\b(sell|buy|invest|refinance|flip)\b/,
    'investment advice',
  ],
  [/\bcredit (score|scores|report|rating|history|check)\b/, 'credit scores'],
  // "how much capital gains tax will I owe if I sell": tax advice, not the property taxes on record.
  [
    /\bcapital gains?\b|\bdepreciation (recapture|schedules?|tables?|basis)\b|\b(llc|s[- ]?corp|entity|trust)\b[^?.]*\btax (reasons|purposes|benefits?|savings)\b|\b(income|federal|state) tax(es)? (will|would|do|should) (i|we) (owe|pay)\b|\btax (advice|bracket|brackets|write[- ]?offs?)\b/,
    'tax advice',
  ],
  [/\b(stocks?|stock market|shares|bitcoin|crypto|nasdaq|dow jones|s&p)\b/, 'markets'],
  [
    /\b(legal advice|is it legal|is that legal|am i allowed|can i legally|legally|against the law)\b|\b(law|laws|statutes?|ordinances?|code) (let|lets|allow|allows|permit|permits|require|requires|say|says|prohibit|prohibits|forbid|forbids|make|makes|force|forces|oblige|obliges|obligate|obligates)\b|\bwhat (does|do|would) (the )?(\w+ ){0,2}(law|laws|statute|statutes|court|courts) (say|allow|require)\b|\bcan i keep ([\w'’]+ ){0,3}deposit\b|\b(what'?s|whats|what is) (the )?(\w+ )?(law|laws|statute|statutes) (on|about|for|here)\b|\b(can|should) i (evict|sue|withhold|keep (the|their) deposit)\b|\bsue (my|the|a)\b/,
    'legal advice',
  ],
  // "should i depreciate the new furnace or write it off this year": how to file, not what the books say.
  [
    /\b(should|can|could|do|must|would) (i|we) (\w+ ){0,3}(depreciate|deduct|expense|write (it|them|that|this|those)? ?off)\b|\b(depreciate|depreciation|deduct|write (it|them|that)? ?off)\b[^?.]*\b(or|vs|versus|instead)\b[^?.]*\b(depreciate|depreciation|deduct|write (it|them|that)? ?off|expense)\b|\bwhich (saves|is better|gets) (me|us) more\b[^?.]*\btax/,
    'tax advice',
  ],
  // "how much notice do i have to give in tx before going into a unit": what the law requires of a landlord.
  [
    /\b(under|according to|per|by) ([a-z]+ ){0,2}(state |federal |city |county |local )?(law|laws|statutes?|code|ordinances?|regulations?)\b|\bhow (much|many (days|hours)'?) notice (do|does|must|should|would) (i|we|you|a landlord|landlords)( \w+){0,2} (give|provide|send|serve|owe)\b|\bhow (much|many (days|hours)'?) notice (do|does) (i|we) owe\b|\b(notice|notification) (is |are )?(required|needed|period) (to|before|for) (enter|entering|go|going|come|coming|show|showing|raise|raising|evict|evicting)\b/,
    'legal advice',
  ],
  // "can i just change the locks or do i have to file an eviction": how an eviction is done, by law.
  [
    /\b(file|filing|start|starting|serve|serving) (an |for |the )?(eviction|unlawful detainer|notice to quit)\b|\b(can|could|should|may) i (just )?(change|swap) the locks\b/,
    'legal advice',
  ],
  // "do I need a rental license for the triplex": what a city requires, not what the records hold.
  [
    /\b(do|would|will) (i|we) (need|have to get|have to have|have to register|need to register)( \w+){0,3} (licen[cs]es?|permits?|registrations?|inspections?|certificates? of occupancy)\b|\b(is|are) (a |an )?(rental |landlord |business )?(licen[cs]es?|permits?|registrations?) (required|needed|mandatory)\b|\b(rental|landlord|short[- ]term rental|str) (licen[cs]e|licensing|permit|registration) (rules|requirements?|laws?)\b/,
    'local licensing rules',
  ],
  // "what are three bedroom houses going for", "what would the duplex sell for": prices outside the records.
  [
    /\b(market value|worth|appraise|appraisal|zestimate|comparable rents?|comps)\b|\b(going for|selling for|sell for|list for|listing for|fetch)\b|\b(a|an|\d|two|three|four|five) ?(br|bd|bed|beds|bedrooms?|bedroom)\b[^.?]{0,40}\b(renting|rents|leasing|leases) for\b|\b(apartments|houses|homes|places|units|rentals) (\w+ ){0,3}(renting|rent|leasing) for\b/,
    'market values',
  ],
  [/\b(mortgage|interest) rates?\b(?!.*\b(paid|pay|spent|spend|cost)\b)/, 'interest rates'],
  // An investor's measures that need what the books do not hold: a market value, the loan, the cash put in.
  [
    /\b(cap rate|caprate|capitali[sz]ation rate|cash[- ]on[- ]cash|coc return|roi|return on (my |the )?(investment|equity|cash)|irr|internal rate of return)\b/,
    'returns on investment, which need market values, loans and the cash put in',
  ],
  [
    /\b(apprecia(te|tes|ted|tion)|equity|loan balance|mortgage balance|principal balance|pay ?off (amount|balance)|how much (do |would )?(i|we) (still )?owe on (the|my|our) (mortgage|loan|note))\b/,
    'market values or loan balances',
  ],
  // "what's my depreciation on the duplex": a figure the tax return works out, not one on record.
  // ("the accountant needs it for depreciation" asks for the records behind it.)
  [
    /\b(my|the|our|annual|yearly|this year'?s|last year'?s) depreciation\b(?! schedules?)|\bdepreciation (on|for) (the |my |our )?(?!purposes?\b)\w+|\bhow much (can|do|should|will|could) (i|we) depreciate\b/,
    'tax advice',
  ],
  // "how much should my Q4 estimated tax payment be", "is the deposit money i kept taxable income": what the
  // tax law makes of the figures, not the figures.
  [
    /\b(estimated|quarterly) (federal |state )?tax (payments?|bill)\b(?! (i|we) (paid|made))|\bhow much (tax|taxes|income tax) (should|do|will|would|must) (i|we) (pay|owe|set aside)\b|\b(is|are|was|were) (it|that|this|the \w+( \w+){0,5}) (taxable|tax deductible|deductible)\b|\btaxable income\b|\b(can|could|should) (i|we) (deduct|write off|expense)\b/,
    'tax advice',
  ],
  [/\b(news|election|president|sports?|game|score)\b(?!.*\b(property|rent|tenant|lease)\b)/, 'the news'],
];

/** Forecasts: "will rents go up", "what are rents going to do", "what will I earn next year", "predict my income". */
const FORECAST =
  /\b(rents?|prices?|values?|the market|housing market|rates?)\b.*\b(going to|gonna|will|expected to) (do|look like|trend|head)\b|\bwill\b.*\b(rents?|prices?|values?|the market)\b.*\b(do|look like|trend)\b|\b(will|going to|gonna|predict|prediction|forecast|projected|projection|expect(ed)?|think|reckon)\b.*\b(go up|go down|rise|increase|drop|fall|grow|earn|make)\b|\b(predict|forecast|projection)\b|\b(rents?|prices?|values?|the market|premiums?|rates?|costs?|taxes|insurance)\b.*\b(going up|going down|rising|climbing|dropping|falling)\b.*\b(next|coming) (year|winter|summer|spring|fall|season|month)\b/;

/**
 * What some owners book and others never do: mortgage interest, miles driven. Asked of books that hold no
 * word of it, the records cannot tell ("No mortgage interest expenses were recorded" would read as none
 * paid).
 */
const UNRECORDED: [RegExp, RegExp, string][] = [
  [
    /\bmortgage (interest|payments?)\b|\binterest (paid )?on (the |my |our )?(mortgage|loans?|note)\b|\b1098\b/,
    /^(mortgage|interest|loan)$/,
    'mortgage interest',
  ],
  [
    /\b(mileage|miles (did |have )?(i|we) (drive|drove|driven|put)|miles driven|car expenses?|vehicle expenses?)\b/,
    /^(mileage|miles|mile)$/,
    'miles driven',
  ],
];

/** What the question asks that these books hold nothing of (`recordWords`: the words of their records). */
export function unrecordedTopic(text: string, recordWords: ReadonlySet<string>): string | undefined {
  const lower = text.toLowerCase();
  const found = UNRECORDED.find(([asks]) => asks.test(lower));
  if (!found || [...recordWords].some((word) => found[1].test(word))) return undefined;
  return found[2];
}

/** What the question asks that the records cannot tell, or undefined. */
export function outOfScopeTopic(text: string): string | undefined {
  const lower = text.toLowerCase();
  if (FORECAST.test(lower)) return 'forecasts';
  return TOPICS.find(([pattern]) => pattern.test(lower))?.[1];
}
