import { sentencesOf, type Clause } from './lease-clauses.js';
import { TOPICS, type LeaseTopic } from './lease-topics.js';

/**
 * Finds the clause of a tenant's lease that answers a question: Okapi BM25 over the clauses (the heading
 * counts twice), with the question's own words and its topics' words (lease-topics.ts) as the query. A
 * clause on a topic must say one of the topic's core words; a question on no known topic needs most of
 * its own words in the clause. Nothing relevant is nothing: the caller says so rather than guess.
 */

export type LeaseDocumentText = { id: string; title: string; text: string };
export type SourcedClause = Clause & { documentId: string; documentTitle: string };

export type ClauseMatch = {
  clause: SourcedClause;
  score: number;
  /** The clause trimmed to the sentences that answer the question. */
  quote: string;
};

// ---- words

/** Light English stemming, the same for clauses and questions: "parking" / "parked" → park, "pets" → pet. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length <= 3) return w;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (/(sses|xes|ches|shes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  const undouble = (s: string) =>
    /([b-df-hj-np-tv-z])\1$/.test(s) && !/(ll|ss|zz)$/.test(s) ? s.slice(0, -1) : s;
  if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = undouble(w.slice(0, -2));
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Phrases leases and tenants write in several ways, read as one word ("month-to-month", "water bed"). */
const PHRASES: [RegExp, string][] = [
  [/\bmonth[\s-]+to[\s-]+month\b/g, 'monthtomonth'],
  [/\bwater[\s-]+beds?\b/g, 'waterbed'],
  [/\bbed[\s-]+bugs?\b/g, 'bedbug'],
  [/\bbuy[\s-]+out\b/g, 'buyout'],
  // "what can you take out of it", "keep from the deposit": a deduction.
  [
    /\b(take|took|taking|takes|keep|kept|keeping|hold|holding|charge|charging) (\w+ )?(out of|from|back from|off) (it|that|the deposit|my deposit|our deposit)\b/g,
    'deduct',
  ],
  // "I'm locked out", "locked myself out": what leases call a lockout.
  [/\block(ed|ing|s)?( (my|our|your|him|her|them)(self|selves)?)? out\b/g, 'lockout'],
  // "locked my keys in", "come let me in", "we will let you in": being let back in after a lockout.
  [/\block(ed|ing|s)? (my|our|your|the) keys? (inside|in)\b/g, 'lockout'],
  [/\blet (me|us|you) (back )?in\b/g, 'lockout'],
  // "the office is closed", "the store's shut": after hours.
  [/\b(office|store|stores|shop|front desk)('s| is| are)? (already |now )?(closed|shut)\b/g, 'after hours'],
  // "I won't come into the house without notice", "can he just come in": entering the home.
  [
    /\b(come|comes|coming|came|go|goes|going|walk|walks|walking|let (yourself|himself|herself|themselves|myself)) (in|into)\b/g,
    'enter',
  ],
  [/\bwi[\s-]?fi\b/g, 'wifi'],
  // "how long do you have to give it back": what leases call returning the deposit.
  [/\b(give|giving|get|getting|send|sending|pay|paying)((?: \w+){0,3}) back\b/g, '$1$2 back return'],
  // "after any snowfall": about snow.
  [/\bsnow(fall|storm)(s?)\b/g, 'snow $1$2'],
];

export const stems = (text: string): string[] => {
  let lower = text.toLowerCase();
  for (const [phrase, word] of PHRASES) lower = lower.replace(phrase, word);
  return (lower.match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? []).map(stem);
};

/** Words that say nothing about what is asked. */
const STOP = new Set(
  stems(`
    a an and any are as at be been but by can could do does did for from had has have how i if in into is it
    its me my mine of on or our ours shall should so than that the their them then there these they this
    those to too us was we were what when where which while who whom why will with would you your yours
    am may might must not no yes also about after before up down out over under again each all both just
    only own same some such very let lets get got want wanted need needs know tell please hi hello thanks
    thank okay ok anything something allowed allow permitted permit ask asking question wondering happen
    happens going still really im i'm ive i've id i'd ill i'll dont don't cant can't wont won't isnt
    doesnt like just gonna wanna gotta rn pls plz u ur lol thing things stuff kind sort guess think
    come comes coming came go goes went make makes made take takes took put puts give gives gave see look
    looks looked supposed one ones many
  `),
);
/** Words of every lease: never enough on their own to call a clause relevant. */
const GENERIC = new Set(
  stems(`
    lease leases tenant tenants landlord landlords premises property unit apartment home house place
    agreement rent rental resident residents owner manager contract term terms policy rule rules say says
  `),
);

// ---- BM25

const K1 = 1.2;
const B = 0.75;

type Indexed = { clause: SourcedClause; terms: Map<string, number>; length: number };

/**
 * A sentence that only sends the reader elsewhere ("Renewal and notice to vacate are governed by Paragraph
 * 6."): it names a topic without saying anything on it, so its words do not make the clause about it.
 */
const POINTER =
  /\b(is|are) (governed|covered|addressed|explained|described|set out|set forth|dealt with) (by|in|under) (the )?(paragraph|section|article|clause|addendum|exhibit|schedule|rider)\b|\b(see|refer to) (the )?(paragraph|section|article|clause|addendum|exhibit|schedule|rider) [\dA-Z]/i;

function indexClause(clause: SourcedClause): Indexed {
  const terms = new Map<string, number>();
  const said = sentencesOf(clause.text)
    .filter((sentence) => !POINTER.test(sentence))
    .join(' ');
  const words = [...stems(clause.heading ?? ''), ...stems(clause.heading ?? ''), ...stems(said)];
  for (const word of words) terms.set(word, (terms.get(word) ?? 0) + 1);
  return { clause, terms, length: words.length };
}

export class ClauseIndex {
  private readonly indexed: Indexed[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(clauses: SourcedClause[]) {
    this.indexed = clauses.map(indexClause);
    for (const entry of this.indexed)
      for (const term of entry.terms.keys())
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    this.averageLength =
      this.indexed.reduce((sum, entry) => sum + entry.length, 0) / (this.indexed.length || 1);
  }

  get size(): number {
    return this.indexed.length;
  }

  /** How many clauses say the term. */
  frequency(term: string): number {
    return this.documentFrequency.get(term) ?? 0;
  }

  idf(term: string): number {
    const n = this.indexed.length;
    const df = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Every clause scored against weighted query terms, best first; clauses scoring 0 are left out. */
  rank(query: Map<string, number>): { entry: Indexed; score: number }[] {
    const scored = this.indexed.map((entry) => {
      let score = 0;
      for (const [term, weight] of query) {
        const tf = entry.terms.get(term) ?? 0;
        if (tf === 0) continue;
        const norm = tf + K1 * (1 - B + (B * entry.length) / this.averageLength);
        score += weight * this.idf(term) * ((tf * (K1 + 1)) / norm);
      }
      return { entry, score };
    });
    return scored.filter((item) => item.score > 0).sort((a, b) => b.score - a.score);
  }
}

// ---- the question

/** The core words of every topic, to tell a clause headed by another topic ("HOLIDAY DECORATIONS"). */
const ALL_CORE = new Map<string, LeaseTopic[]>();
for (const [topic, definition] of Object.entries(TOPICS) as [LeaseTopic, (typeof TOPICS)[LeaseTopic]][])
  for (const word of definition.core.flatMap(stems))
    ALL_CORE.set(word, [...(ALL_CORE.get(word) ?? []), topic]);

const TOPIC_STEMS = new Map<LeaseTopic, { core: Set<string>; related: Set<string> }>();
function topicStems(topic: LeaseTopic): { core: Set<string>; related: Set<string> } {
  let found = TOPIC_STEMS.get(topic);
  if (!found) {
    const meaningful = (list: string[]) => new Set(list.flatMap(stems).filter((word) => !STOP.has(word)));
    found = { core: meaningful(TOPICS[topic].core), related: meaningful(TOPICS[topic].related) };
    TOPIC_STEMS.set(topic, found);
  }
  return found;
}

/** The question's own words worth looking for: no stop words, no words every lease says. */
export function contentStems(question: string): string[] {
  return [
    ...new Set(
      stems(question).filter((word) => !STOP.has(word) && !GENERIC.has(word) && !/^\d+$/.test(word)),
    ),
  ];
}

/**
 * What tenants call what leases name otherwise, both ways where both are said ("manual" / "guide",
 * "gym" / "fitness"): a question on no known topic looks for these too.
 */
const SYNONYM_GROUPS = [
  'manual guide instruction booklet binder',
  'gym fitness exercise workout',
  'pool swim swimming',
  'couch sofa furniture',
  'mattress furniture',
  'bike bicycle',
  'quake earthquake seismic',
  'lb lbs pound',
  'bug pest insect',
  'wifi internet',
  'electricity electric power',
  'fridge refrigerator',
  'stove range oven',
  'car vehicle',
  'gas gasoline fuel',
  'package parcel delivery',
  'trash garbage refuse rubbish',
  'bottle glass jar',
  'bbq grill barbecue',
  'heater heat heating furnace',
  'thermostat heat heating',
  'fee charge cost',
  'key fob',
  'closet storage',
  'ac conditioner conditioning',
  'number phone',
  'change replace swap',
  'normal ordinary regular routine everyday',
  'call phone text number',
  'part share portion',
];
/** And one way only: a hazard is an emergency, an emergency not always a flood. */
const BROADER: [string, string][] = [
  ['flood', 'emergency'],
  ['fire', 'emergency'],
  ['leak', 'emergency'],
  ['gas', 'emergency'],
  ['smoke', 'emergency'],
  // "Where can I keep the gas can?": where it may be stored.
  ['keep', 'store'],
  // A car that died is what leases call inoperable.
  ['died', 'inoperable'],
  ['dead', 'inoperable'],
  ['transmission', 'inoperable'],
  ['engine', 'inoperable'],
  ['junk', 'inoperable'],
];
const SYNONYMS = new Map<string, Set<string>>();
for (const [word, broader] of BROADER) SYNONYMS.set(stem(word), new Set([stem(broader)]));
for (const group of SYNONYM_GROUPS) {
  const [word, ...others] = group.split(' ').map(stem);
  if (!word) continue;
  for (const one of [word, ...others]) {
    const set = SYNONYMS.get(one) ?? new Set<string>();
    for (const other of [word, ...others]) if (other !== one) set.add(other);
    SYNONYMS.set(one, set);
  }
}

/** The kind of answer a question asks for, as a pattern a sentence that gives it matches. */
const ANSWER_SHAPES: { asked: RegExp; says: RegExp }[] = [
  {
    // an amount: "how much", "what does it cost", "is there a fee", "what's the pet deposit", "pet rent"
    asked:
      /\b(how much|how (low|high|full|empty)|cost|costs|fee|fees|charge|charges|charged|price|penalty|expensive|owe|amount|deposit|deposits|monthly)\b|\badd(s|ed)? (\w+ )?to (my|our|the) rent\b|\b(pet|parking|garage|storage|monthly|extra|additional) rent\b|\b(second|another|extra|additional) (\w+ )?(spot|space|spaces|key|keys|fob|fobs|remote|garage|storage|parking|bin|bins)\b/,
    says: /\$\s?\d|\b\d+(\.\d+)? dollars\b|\bmonths?['’]?s?['’]? rent\b|\bpercent\b|%|\bno (charge|cost|fee)\b|\bfree of charge\b/i,
  },
  {
    // a way to reach someone: "how do I ask for…", "who do I email", "the best way to get someone out", "his cell"
    asked:
      /\bhow (do|can|should|would) (i|we)\b|\b(best way|a way|the way) to\b|\b(process|procedure)\b|\bwho (do|should|can) (i|we)\b|\bwhere (do|should|can) (i|we)\b|\bget someone\b|\b(reach|contact)\b|\b(cell|cellphone|mobile|phone|number|email|e-mail)\b/,
    says: /[^\s@]+@[^\s@]+\.[a-z]{2,}|\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\b(portal|online|website|app|in writing|written)\b/i,
  },
  {
    // a length of time or a count: "how long", "how soon", "how many nights", "how much notice", "can it
    // sit there till spring"
    asked:
      /\bhow (long|soon|fast|quickly|many|often|late|early)\b|\bhow much notice\b|\bwithin\b|\bby when\b|\bweeks?\b|\bdays?\b|\bnights?\b|\bmonths?\b|\b(leave|keep|stay|sit|park|store)\b[^.?!]{0,40}\b(til|till|until|through|thru) (the )?(spring|summer|fall|autumn|winter|next (week|month|year)|january|february|march|april|may|june|july|august|september|october|november|december)\b/,
    says: /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|sixty|ninety)\b[^.;]{0,24}?\b(minute|minutes|hour|hours|day|days|night|nights|week|weeks|month|months|year|years)\b|\b(daily|weekly|monthly|quarterly|annually|every)\b/i,
  },
  {
    // where something is allowed: "where can I smoke?", "where are guests allowed to park?"
    asked:
      /\bwhere (can|may|could|do|should) (i|we|guests?|visitors?)\b|\bwhere (am i|are we|is it) allowed\b|\b(anywhere|somewhere)\b[^.?!]{0,40}\b(i|we) (can|could|may)\b/,
    says: /\b(permitted|allowed|may|only|designated)\b[^.;]{0,80}\b(outdoors|outside|area|areas|away from|feet|ft|yards|balcony|balconies|patio|porch|yard|driveway|street|lot|garage|spaces?|spots?|deck|rooftop|roof|courtyard|terrace|common room)\b/i,
  },
  {
    // a time or a day: "when", "what time", "which day"
    asked:
      /^(when|what time|what day|which day)\b|\b(when|what time|what day|which day|what days|what hours)\b/,
    // "May" the month, not "Tenants may".
    says: /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekdays|weekend|weekends|january|february|march|april|june|july|august|september|october|november|december|noon|midnight|morning|evening|night)\b|\b(in|of|from|until|till|through|since|by|before|after) may\b|\bmay (\d|through|thru|to\b)|\b\d{1,2}(:\d{2})?\s?(a\.?m|p\.?m)\b|\b\d+(st|nd|rd|th)\b|\b\d+\b[^.;]{0,24}?\b(hours?|days?|weeks?|months?)\b/i,
  },
  {
    // the steps to take: "how does that work", "what do I have to do"
    asked:
      /\bhow (does|do|would|will) (that|this|it) work\b|\bwhat (do|would|will|should) (i|we) (have to|need to|gotta|got to) do\b|\bwhat (is|are|'s) the (process|procedure|steps|requirements?)\b/,
    says: /\b(must|shall|is required to|are required to|needs? to|has to|have to)\b[^.;]{0,120}\b(notice|writing|written|days?|form|documentation|request|submit|sign|signed|approval|consent|addendum|fee|forwarding)\b/i,
  },
  {
    // a day of the week: "what's trash day?", "which night do the bins go out?"
    asked:
      /\b(trash|garbage|recycling|pickup|pick up|collection|bin|bins) (day|days|night|nights)\b|\b(which|what) (day|night) of the week\b/,
    says: /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/i,
  },
];

/** The patterns of the answers a question asks for ("how much" → a sum of money). */
export function answerShapes(question: string): RegExp[] {
  const lower = question.toLowerCase();
  const asked = ANSWER_SHAPES.filter((shape) => shape.asked.test(lower));
  // "how long before I get my deposit back" asks a time; the deposit named is no sum asked.
  const [amount, , time, , day] = ANSWER_SHAPES;
  // "how much notice do we give" asks a length of time, not a sum.
  const onlyNamesAThing =
    !/\b(how much(?! (notice|time|warning|advance|longer|lead time|heads up))|cost|costs|fee|fees|charge|charges|charged|price|penalty|owe|amount)\b|\badd(s|ed)? (\w+ )?to (my|our|the) rent\b/.test(
      lower,
    );
  const asksWhen =
    asked.includes(time as (typeof ANSWER_SHAPES)[number]) ||
    asked.includes(day as (typeof ANSWER_SHAPES)[number]);
  return asked
    .filter((shape) => !(shape === amount && asksWhen && onlyNamesAThing))
    .map((shape) => shape.says);
}

/**
 * What a question asks for, beyond its query: its own words, those of them no topic names (what this
 * question asks that any question on the topic would not: "a second parking spot"), and the kind of answer.
 */
type Focus = { own: Set<string>; specific: Set<string>; shapes: RegExp[] };

/** A clause up to this long is quoted whole: a parking clause of three short rules keeps its last one. */
const QUOTE_LIMIT = 600;
const MAX_SENTENCES = 3;
/** A sub-item's mark at the start of a sentence: "(b)", "b)", "4.2", "12.5". */
const ITEM_MARK = /^(\(?[a-z0-9]{1,3}\)|\d{1,2}\.\d{1,2}\.?|[A-Z]\.?\d{1,2}\.)\s/i;
/** How much a sentence's length lowers its score (as BM25's b). */
const LENGTH_WEIGHT = 0.5;
/** Words that ask for a kind of answer ("what would it cost"), not what the answer is about. */
const ASKING_WORDS = new Set(
  stems('cost costs fee fees charge charges price amount much long soon often time day days week weeks way'),
);
/** A sub-item longer than this is quoted sentence by sentence. */
const ITEM_LIMIT = 320;

/**
 * A clause of numbered or lettered sub-items ("4.2 … (a) … (b) …") is quoted by sub-item: each states one
 * rule, and its second sentence ("Tenant must schedule a pickup with …") belongs with its first.
 */
export function itemsOf(sentences: string[]): string[] {
  if (sentences.filter((sentence) => ITEM_MARK.test(sentence)).length < 2) return sentences;
  const items: string[][] = [];
  for (const sentence of sentences) {
    const last = items.at(-1);
    if (!last || ITEM_MARK.test(sentence)) items.push([sentence]);
    else last.push(sentence);
  }
  return items.flatMap((item) => (item.join(' ').length <= ITEM_LIMIT ? [item.join(' ')] : item));
}

/**
 * The sentences of a clause that carry the query's words, in the lease's order (its first sentence, which
 * states the rule, whenever it carries one), or the whole clause when short. The question's own words and
 * a sentence giving the kind of answer asked ("how much" → a sum) count most.
 */
export function quoteOf(
  clause: Clause,
  query: Map<string, number>,
  required: Set<string>,
  focus: Focus = { own: new Set(), specific: new Set(), shapes: [] },
): string {
  if (clause.text.length <= QUOTE_LIMIT) return clause.text;
  const plain = sentencesOf(clause.text);
  const sentences = itemsOf(plain);
  // A clause of sub-items has no one opening rule: its first item is weighed like the others.
  const opens = sentences.length === plain.length;
  const wordsOf = sentences.map((sentence) => new Set(stems(sentence)));
  // A word every sentence of the clause says ("vehicle" in a parking clause) tells them apart less than
  // one only a single sentence says ("second"): weighted as inverse sentence frequency.
  const averageLength = sentences.reduce((sum, sentence) => sum + sentence.length, 0) / sentences.length;
  const spread = (term: string) =>
    Math.log(1 + sentences.length / Math.max(1, wordsOf.filter((words) => words.has(term)).length));
  const shapeGiven = sentences.some((sentence) => focus.shapes.some((shape) => shape.test(sentence)));
  const scored = sentences.map((sentence, index) => {
    const words = wordsOf[index] as Set<string>;
    let score = 0;
    for (const [term, weight] of query)
      if (words.has(term))
        score +=
          (weight +
            (required.has(term) ? 1 : 0) +
            (focus.own.has(term) ? 1 : 0) +
            (focus.specific.has(term) ? 1 : 0)) *
          spread(term);
    // A long sub-item says more words by being long: weighed against the clause's average length.
    score /= 1 - LENGTH_WEIGHT + (LENGTH_WEIGHT * sentence.length) / averageLength;
    // A question asking a kind of answer (a sum, a length of time) wants the sentence that gives it.
    const gives = focus.shapes.filter((shape) => shape.test(sentence)).length;
    if (score > 0) score = gives ? score + 2 * gives : focus.shapes.length ? score / 2 : score;
    // The opening rule leads, unless the question asks a kind of answer only another sentence gives
    // ("how long before I get my deposit back": the sentence with the days).
    const leads = opens && index === 0 && score > 0 && (gives > 0 || !shapeGiven);
    return { sentence, index, score: leads ? score + 100 : score };
  });
  // A sentence with only loosely related words ("waste" in a pets clause) is not quoted.
  const chosen = scored
    .filter((item) => item.score >= 1)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_SENTENCES);
  // The best sentences that fit, best first (the one with the asked word before a looser one), then
  // quoted in the lease's order. Matched on its heading only: its opening sentences.
  const fit = (items: typeof chosen) => {
    const fitted: typeof chosen = [];
    let length = 0;
    for (const item of items) {
      if (fitted.length && length + item.sentence.length + 3 > QUOTE_LIMIT) continue;
      fitted.push(item);
      length += item.sentence.length + 3;
    }
    return fitted;
  };
  let fitting = fit(chosen);
  // The opening rule leaves no room for the sentence that best answers the question ("a convenience fee
  // of 2.95%" after a long rule on when rent is due): that sentence, without the opening.
  const [bestOther] = chosen.filter((item) => item.score < 100);
  const lead = fitting[0];
  if (
    bestOther &&
    lead &&
    lead.score >= 100 &&
    !fitting.includes(bestOther) &&
    bestOther.score > lead.score - 100
  )
    fitting = fit(chosen.filter((item) => item.score < 100));
  const picked = fitting.length ? fitting.sort((a, b) => a.index - b.index) : scored.slice(0, 2);
  let quote = '';
  let last = -2;
  for (const item of picked) {
    const next = (quote ? (item.index === last + 1 ? ' ' : ' … ') : '') + item.sentence;
    if (quote && (quote + next).length > QUOTE_LIMIT) continue;
    quote += next;
    last = item.index;
  }
  return quote;
}

/** On-topic clauses weighed for the kind of answer asked, and how close to the best one must rank. */
const SHAPE_CANDIDATES = 4;
/** On-topic clauses looked at for one that gives the sum a rule left out ("and what would it add?"). */
const ADDING_CANDIDATES = 8;
const SHAPE_RIVAL = 0.5;

/** Clauses looked at for a question on no known topic, best ranked first. */
const OPEN_CANDIDATES = 12;
/** A runner-up this close to the best, on other words, makes the answer a guess. */
const AMBIGUOUS = 0.85;

type OpenMatch = { entry: Indexed; score: number; hits: string[]; weight: number };

/**
 * A question on no known topic: the clause that says most of the question's own words (or what leases
 * call them), or one sentence of which says two words no other clause says ("the heater manual" against
 * the sentence on where the manuals are kept); none when another clause answers about as well on other
 * words (that would be a guess) or none does.
 */
function openQuestionMatch(
  index: ClauseIndex,
  ranked: { entry: Indexed; score: number }[],
  own: string[],
  question: string,
): OpenMatch | undefined {
  if (own.length === 0) return undefined;
  const said = (word: string, words: { has: (word: string) => boolean }) =>
    words.has(word) || [...(SYNONYMS.get(word) ?? [])].some((other) => words.has(other));
  // Words no clause says ("honestly", "june") tell no clause from another: most of the others must be said.
  const inLease = own.filter((word) => said(word, { has: (term) => index.frequency(term) > 0 }));
  const counted = inLease.length >= 2 ? inLease.length : own.length;
  const most = counted <= 2 ? counted : Math.ceil(counted / 2);
  const weightOf = (hits: string[]) => hits.reduce((sum, word) => sum + index.idf(word), 0);
  const matches: OpenMatch[] = [];
  for (const { entry, score } of ranked.slice(0, OPEN_CANDIDATES)) {
    const hits = own.filter((word) => said(word, entry.terms));
    if (hits.length >= most && hits.some((word) => index.idf(word) > 0.7)) {
      matches.push({ entry, score, hits, weight: weightOf(hits) });
      continue;
    }
    const heading = stems(entry.clause.heading ?? '');
    for (const sentence of sentencesOf(entry.clause.text)) {
      const words = new Set([...heading, ...stems(sentence)]);
      const unique = own.filter((word) => index.frequency(word) === 1 && words.has(word));
      if (unique.length >= 2) {
        matches.push({ entry, score, hits, weight: weightOf(hits) });
        break;
      }
    }
  }
  // "the block heater", "the burn barrel": two of the question's words said together, as the lease says
  // them, name the thing more surely than either word alone ("heater" is also the furnace).
  const pairs = pairsOf(question, new Set(own));
  const saysPair = (entry: Indexed) => {
    if (pairs.length === 0) return false;
    const said = pairsOf(`${entry.clause.heading ?? ''}. ${entry.clause.text}`);
    return pairs.some((pair) => said.includes(pair));
  };
  const phrased = new Set(matches.filter((match) => saysPair(match.entry)));
  matches.sort((a, b) => Number(phrased.has(b)) - Number(phrased.has(a)) || b.weight - a.weight);
  const [first, ...others] = matches;
  if (!first) return clearLead(index, ranked, own);
  const sameWords = (other: OpenMatch) => other.hits.join(' ') === first.hits.join(' ');
  const rival = others.find(
    (other) =>
      !sameWords(other) &&
      phrased.has(other) === phrased.has(first) &&
      other.weight >= AMBIGUOUS * first.weight,
  );
  return rival ? undefined : first;
}

/** How far the best-ranked clause must lead the next to answer a question most of whose words it lacks. */
const CLEAR_LEAD = 1.4;

/**
 * "Can I put a banner in my street-facing window?" says more words no clause says (street-facing, the
 * studio's name) than words of the clause that answers: that clause, when it ranks far ahead of any other
 * on two of the question's words, one of them rare.
 */
function clearLead(
  index: ClauseIndex,
  ranked: { entry: Indexed; score: number }[],
  own: string[],
): OpenMatch | undefined {
  const [best, next] = ranked;
  if (!best || (next && best.score < CLEAR_LEAD * next.score)) return undefined;
  const hits = own.filter((word) => best.entry.terms.has(word));
  if (hits.length < 2 || !hits.some((word) => index.idf(word) > 0.7)) return undefined;
  return {
    entry: best.entry,
    score: best.score,
    hits,
    weight: hits.reduce((sum, w) => sum + index.idf(w), 0),
  };
}

/** Adjacent stems of `text` ("block heat"), both among `only` when given. */
function pairsOf(text: string, only?: Set<string>): string[] {
  const pairs: string[] = [];
  for (const sentence of text.split(/[.;:!?,()]+/)) {
    const said = stems(sentence);
    for (let i = 0; i + 1 < said.length; i++) {
      const [a, b] = [said[i] as string, said[i + 1] as string];
      if (!only || (only.has(a) && only.has(b))) pairs.push(`${a} ${b}`);
    }
  }
  return pairs;
}

/**
 * Whether a clause is on a topic: it says one of the topic's core words (not in another sense: a "smoke
 * alarm" is not about smoking) or what the topic's clauses say instead. A clause headed by another topic
 * ("HOLIDAY DECORATIONS") must also say the topic word the question used ("paint"): a nail in the
 * decorations clause does not answer whether one may paint.
 */
function isOnTopic(clause: Clause, text: string, topic: LeaseTopic, own: string[]): boolean {
  const { core } = topicStems(topic);
  const definition = TOPICS[topic];
  const words = new Set(stems(definition.otherSense ? text.replace(definition.otherSense, ' ') : text));
  if (definition.clauseSays?.test(text)) return true;
  if (![...core].some((term) => words.has(term))) return false;
  const heading = stems(clause.heading ?? '');
  const headedElsewhere =
    !heading.some((word) => core.has(word)) &&
    heading.some((word) => (ALL_CORE.get(word) ?? []).some((other) => other !== topic));
  // The topic's first core word names it ("alteration"): a clause that says it speaks to the whole topic,
  // in any of its forms ("terminate", "termination").
  const name = stems(definition.core[0] ?? '')[0];
  const saysName = name !== undefined && [...words].some((word) => word.startsWith(name));
  const asked = own.filter((word) => core.has(word));
  return !(headedElsewhere && asked.length > 0 && !asked.some((word) => words.has(word)) && !saysName);
}

/**
 * The clause that best answers a question on these topics (none: the question's own words), or
 * undefined when no clause is about it.
 */
export function findClause(
  index: ClauseIndex,
  question: string,
  topics: LeaseTopic[],
  options: { mustSay?: RegExp; mustNotSay?: RegExp } = {},
): ClauseMatch | undefined {
  if (index.size === 0) return undefined;
  const own = contentStems(question);
  const query = new Map<string, number>();
  const required = new Set<string>();
  for (const topic of topics) {
    const { core, related } = topicStems(topic);
    for (const term of related) query.set(term, Math.max(query.get(term) ?? 0, 0.4));
    for (const term of core) {
      query.set(term, Math.max(query.get(term) ?? 0, 1));
      required.add(term);
    }
  }
  for (const term of own) query.set(term, Math.max(query.get(term) ?? 0, topics.length ? 0.8 : 1));
  // What leases call the question's words ("bottles" → glass) ranks too; less on a known topic.
  for (const term of own)
    for (const other of SYNONYMS.get(term) ?? [])
      query.set(other, Math.max(query.get(other) ?? 0, topics.length ? 0.5 : 0.7));
  const topicWords = new Set(
    topics.flatMap((topic) => {
      const { core, related } = topicStems(topic);
      return [...core, ...related];
    }),
  );
  const focus: Focus = {
    own: new Set(own),
    specific: new Set(
      topics.length
        ? own
            .filter((word) => !topicWords.has(word) && !ASKING_WORDS.has(word))
            .flatMap((word) => [word, ...(SYNONYMS.get(word) ?? [])])
        : [],
    ),
    shapes: answerShapes(question),
  };

  const ranked = index.rank(query);
  if (!topics.length) {
    const match = openQuestionMatch(
      index,
      ranked.filter(({ entry }) => !options.mustSay || options.mustSay.test(entry.clause.text)),
      own,
      question,
    );
    return (
      match && {
        clause: match.entry.clause,
        score: match.score,
        quote: quoteOf(match.entry.clause, query, required, focus),
      }
    );
  }
  const onTopic: { entry: Indexed; score: number; text: string }[] = [];
  for (const { entry, score } of ranked) {
    const text = `${entry.clause.heading ?? ''} ${entry.clause.text}`;
    if (options.mustSay && !options.mustSay.test(text)) continue;
    if (options.mustNotSay?.test(text)) continue;
    if (!topics.some((topic) => isOnTopic(entry.clause, text, topic, own))) continue;
    onTopic.push({ entry, score, text });
    if (onTopic.length === ADDING_CANDIDATES) break;
  }
  const [best] = onTopic;
  if (!best) return undefined;
  // "Where can I smoke?": of clauses on the topic that rank about as well, the one that gives a place
  // (a sum, a length of time…) over the one that only names the topic ("no smoking inside").
  // "stay a few extra days, what would that cost?" asks a sum and a time: the clause that gives both.
  const gives = (text: string) => focus.shapes.filter((shape) => shape.test(text)).length;
  const bestGives = gives(best.text);
  const giving =
    bestGives < focus.shapes.length
      ? onTopic
          .slice(0, SHAPE_CANDIDATES)
          .find(
            (candidate) => candidate.score >= SHAPE_RIVAL * best.score && gives(candidate.text) > bestGives,
          )
      : undefined;
  const chosen = giving ?? best;
  const quote = quoteOf(chosen.entry.clause, query, required, focus);
  // "could we take her, and what would it add to our rent?": the rule that ranks first, and the clause
  // on the topic that gives the sum asked (a pet addendum's next item), quoted together.
  // Of those, the one that gives most of what was asked ("how much more per month": a sum and a month).
  const adding =
    !giving && bestGives < focus.shapes.length
      ? onTopic
          .filter(
            (candidate) =>
              candidate !== best &&
              candidate.entry.clause.documentId === best.entry.clause.documentId &&
              gives(candidate.text) > bestGives,
          )
          .sort((a, b) => gives(b.text) - gives(a.text) || b.score - a.score)[0]
      : undefined;
  const added = adding && quoteOf(adding.entry.clause, query, required, focus);
  return {
    clause: chosen.entry.clause,
    score: chosen.score,
    quote: added && quote.length + added.length <= 2 * QUOTE_LIMIT ? `${quote} … ${added}` : quote,
  };
}
