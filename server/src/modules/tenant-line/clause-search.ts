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

export const stems = (text: string): string[] =>
  (text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? []).map(stem);

/** Words that say nothing about what is asked. */
const STOP = new Set(
  stems(`
    a an and any are as at be been but by can could do does did for from had has have how i if in into is it
    its me my mine of on or our ours shall should so than that the their them then there these they this
    those to too us was we were what when where which while who whom why will with would you your yours
    am may might must not no yes also about after before up down out over under again each all both just
    only own same some such very let lets get got want wanted need needs know tell please hi hello thanks
    thank okay ok anything something allowed allow permitted permit ask asking question wondering happen
    happens going still really
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

function indexClause(clause: SourcedClause): Indexed {
  const terms = new Map<string, number>();
  const words = [...stems(clause.heading ?? ''), ...stems(clause.heading ?? ''), ...stems(clause.text)];
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

const TOPIC_STEMS = new Map<LeaseTopic, { core: Set<string>; related: Set<string> }>();
function topicStems(topic: LeaseTopic): { core: Set<string>; related: Set<string> } {
  let found = TOPIC_STEMS.get(topic);
  if (!found) {
    found = {
      core: new Set(TOPICS[topic].core.flatMap(stems)),
      related: new Set(TOPICS[topic].related.flatMap(stems)),
    };
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

const QUOTE_LIMIT = 480;
const MAX_SENTENCES = 3;

/**
 * The sentences of a clause that carry the query's words, in the lease's order (its first sentence, which
 * states the rule, whenever it carries one), or the whole clause when short.
 */
export function quoteOf(clause: Clause, query: Map<string, number>, required: Set<string>): string {
  if (clause.text.length <= QUOTE_LIMIT) return clause.text;
  const sentences = sentencesOf(clause.text);
  const scored = sentences.map((sentence, index) => {
    const words = new Set(stems(sentence));
    let score = 0;
    for (const [term, weight] of query) if (words.has(term)) score += weight + (required.has(term) ? 1 : 0);
    return { sentence, index, score: index === 0 && score > 0 ? score + 100 : score };
  });
  // A sentence with only loosely related words ("waste" in a pets clause) is not quoted.
  const chosen = scored
    .filter((item) => item.score >= 1)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_SENTENCES);
  // Matched on its heading only: its opening sentences.
  const picked = chosen.length ? chosen.sort((a, b) => a.index - b.index) : scored.slice(0, 2);
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

/**
 * The clause that best answers a question on these topics (none: the question's own words), or
 * undefined when no clause is about it.
 */
export function findClause(
  index: ClauseIndex,
  question: string,
  topics: LeaseTopic[],
  options: { mustSay?: RegExp } = {},
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

  for (const { entry, score } of index.rank(query)) {
    const terms = entry.terms;
    if (options.mustSay && !options.mustSay.test(`${entry.clause.heading ?? ''} ${entry.clause.text}`))
      continue;
    if (topics.length) {
      if (![...required].some((term) => terms.has(term))) continue;
    } else {
      // No known topic: most of the question's own words, and one that is not in every clause.
      const hits = own.filter((term) => terms.has(term));
      if (own.length === 0 || hits.length < (own.length <= 2 ? own.length : Math.ceil(own.length / 2)))
        continue;
      if (!hits.some((term) => index.idf(term) > 0.7)) continue;
    }
    return { clause: entry.clause, score, quote: quoteOf(entry.clause, query, required) };
  }
  return undefined;
}
