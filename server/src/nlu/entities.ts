import { wordTable } from '@astor/contract/word-table';
import { DOCUMENT_TYPES } from '@astor/contract/documents';
import { soundsLike } from './sounds-like.js';
import { editDistance, isNear, singular, tokenize } from './text.js';
import { isShortFormOf } from './nicknames.js';
import { sameTrade } from './trades.js';
import { isCommonWord, speller } from './vocabulary.js';

/**
 * Names of the owner's own records found in a question: property addresses ("elm street" → 12 Elm St),
 * tenant names (first, last or both, typos allowed), property types, document types and maintenance
 * statuses. Candidates are only ever the owner's records, so another owner's data cannot be matched.
 */

export type PropertyRef = {
  id: string;
  address: string;
  city: string | null;
  state?: string | null;
  propertyType: string | null;
  isCommercial: boolean;
  /** The most homes let there at once (assistant.repository.ts), when known. */
  units?: number;
};
export type TenantRef = { id: string; firstName: string; lastName: string; propertyId: string | null };

/** Records named by one stretch of the question: one id when clear, several when it is ambiguous. */
export type Mention = { ids: string[]; start: number; end: number; score: number };

const SUFFIXES = wordTable<string>({
  street: 'st',
  st: 'st',
  str: 'st',
  avenue: 'ave',
  ave: 'ave',
  av: 'ave',
  road: 'rd',
  rd: 'rd',
  boulevard: 'blvd',
  blvd: 'blvd',
  drive: 'dr',
  dr: 'dr',
  lane: 'ln',
  ln: 'ln',
  court: 'ct',
  ct: 'ct',
  place: 'pl',
  pl: 'pl',
  terrace: 'ter',
  ter: 'ter',
  circle: 'cir',
  cir: 'cir',
  parkway: 'pkwy',
  pkwy: 'pkwy',
  highway: 'hwy',
  hwy: 'hwy',
  way: 'way',
  square: 'sq',
  sq: 'sq',
  trail: 'trl',
  trl: 'trl',
  plaza: 'plz',
  plz: 'plz',
});
const DIRECTIONS = wordTable<string>({
  north: 'n',
  n: 'n',
  south: 's',
  s: 's',
  east: 'e',
  e: 'e',
  west: 'w',
  w: 'w',
  northeast: 'ne',
  ne: 'ne',
  northwest: 'nw',
  nw: 'nw',
  southeast: 'se',
  se: 'se',
  southwest: 'sw',
  sw: 'sw',
});
/** Words that end many street names ("Tanager Hollow", "Cedar Creek"): no name of one street alone. */
const STREET_NAME_WORDS = new Set(
  `hollow creek ridge hill hills valley view lake lakes pine pines oak oaks meadow meadows spring springs grove
  glen wood woods park point pointe crossing landing bend run farm farms heights village commons harbor bay beach
  bluff brook canyon cove crest dale falls field fields forest garden gardens gate haven island knoll manor mesa
  mountain orchard pass path peak prairie ranch river rock shore shores summit trace vista estates station center
  loop row walk green acres branch`.split(/\s+/),
);
const UNIT_MARKERS = new Set(['apt', 'apartment', 'unit', 'suite', 'ste', 'no', 'floor', 'fl', 'bldg']);
const isNumber = (token: string | undefined): boolean => token !== undefined && /^\d+[a-z]?$/.test(token);

/** A typed word as a street suffix (st, ave…), typos included ("stret" → st). */
function suffixOf(token: string | undefined): string | undefined {
  if (!token) return undefined;
  return SUFFIXES[token] ?? (token.length >= 5 ? SUFFIXES[speller.correct(token)] : undefined);
}

type ParsedAddress = { number: string | undefined; core: string[]; suffix: string | undefined };

export function parseAddress(address: string): ParsedAddress {
  let tokens = tokenize(address);
  const unitAt = tokens.findIndex((token, i) => i > 0 && UNIT_MARKERS.has(token));
  if (unitAt > 0) tokens = tokens.slice(0, unitAt);
  const number = isNumber(tokens[0]) ? tokens[0] : undefined;
  if (number) tokens = tokens.slice(1);
  let suffix: string | undefined;
  const last = tokens[tokens.length - 1];
  if (tokens.length > 1 && last && SUFFIXES[last]) {
    suffix = SUFFIXES[last];
    tokens = tokens.slice(0, -1);
  }
  // "Martin Luther King Jr Blvd" is said without the Jr.
  if (tokens.length > 1) tokens = tokens.filter((token) => !/^(jr|sr|ii|iii)$/.test(token));
  while (tokens.length > 1 && tokens[0] && DIRECTIONS[tokens[0]]) tokens = tokens.slice(1);
  while (tokens.length > 1 && DIRECTIONS[tokens[tokens.length - 1] as string]) tokens = tokens.slice(0, -1);
  return { number, core: tokens, suffix };
}

// A typo keeps the first letter or changes nothing else: "laundry" is no typo of Foundry Row.
const matchesWord = (typed: string | undefined, word: string): boolean =>
  typed !== undefined &&
  (typed === word ||
    (!isCommonWord(typed) &&
      isNear(typed, word) &&
      (typed[0] === word[0] || editDistance(typed, word, 1) <= 1)));

type Candidate = { id: string; start: number; end: number; score: number };

/** Words for the building itself, after its house number said alone ("the 1402 place"). */
const BUILDING_WORD =
  /^(place|house|home|property|building|one|unit|units|rental|duplex|triplex|fourplex|condo|apartment|apartments|townhouse|cottage|cabin|lot)$/;

function propertyCandidates(tokens: string[], property: PropertyRef): Candidate[] {
  const address = parseAddress(property.address);
  const { core } = address;
  if (core.length === 0) return [];
  const found: Candidate[] = [];
  // "the 1402 place": a house number alone, before a word for the building.
  if (address.number)
    tokens.forEach((token, i) => {
      if (token === address.number && BUILDING_WORD.test(tokens[i + 1] ?? ''))
        found.push({ id: property.id, start: i, end: i + 1, score: 3 });
    });
  // "sawmill" for 604 Old Sawmill Road: a street may be said from a later word of its name, typed exactly,
  // when that word is neither an ordinary word nor one that names many streets ("Tanager Hollow").
  const starts = core.flatMap((word, k) =>
    k === 0 || (!isCommonWord(word) && !STREET_NAME_WORDS.has(word)) ? [k] : [],
  );
  for (let i = 0; i < tokens.length; i++)
    for (const from of starts) {
      if (from === 0 ? !matchesWord(tokens[i], core[0] as string) : tokens[i] !== core[from]) continue;
      let end = i + 1;
      let exact = tokens[i] === core[from] ? 1 : 0;
      let matched = 1;
      for (let k = from + 1; k < core.length; k++) {
        if (!matchesWord(tokens[end], core[k] as string)) break;
        if (tokens[end] === core[k]) exact += 1;
        end += 1;
        matched += 1;
      }
      // "the Wickersham condo" for 88 Wickersham Row: a street's first word alone, when no ordinary word.
      if (matched < core.length && isCommonWord(core[from] as string)) continue;
      let start = i;
      let score = 2 * matched + 0.25 * exact - (matched < core.length ? 0.5 : 0);
      let hasNumber = false;
      let hasSuffix = false;
      let before = start - 1;
      if (DIRECTIONS[tokens[before] ?? '']) before -= 1;
      // "in 2025, Whipstone's expenses": a year said before the street is not its house number.
      const isYear =
        /^(19|20)\d\d$/.test(tokens[before] ?? '') &&
        /^(in|of|for|during|since|from|by|through|thru|until|to|and|vs|versus)$/.test(
          tokens[before - 1] ?? '',
        );
      if (isNumber(tokens[before]) && !isYear) {
        // "14 Elm" is not 12 Elm St.
        if (address.number && tokens[before] !== address.number) continue;
        if (address.number) {
          score += 3;
          hasNumber = true;
          start = before;
        }
      }
      const suffix = suffixOf(tokens[end]);
      if (suffix) {
        if (suffix === address.suffix) {
          score += 1;
          hasSuffix = true;
        } else score -= 1.5;
        end += 1;
      }
      // A street named like an ordinary word ("Main", "Park") needs its number or suffix beside it.
      if (core.length === 1 && isCommonWord(core[0] as string) && !hasNumber && !hasSuffix) continue;
      found.push({ id: property.id, start, end, score });
    }
  return [...found, ...heardCandidates(tokens, property, address)];
}

/**
 * A street's name as a phone's dictation heard it, before its own suffix: "castle road" or "kestle road" for
 * Kessel Road, "oz good avenue" for Osgood Avenue. The words sound like the name (sounds-like.ts) and the
 * suffix said is the street's; it scores below any name typed or misspelt, so a street really called that
 * wins.
 */
function heardCandidates(tokens: string[], property: PropertyRef, address: ParsedAddress): Candidate[] {
  const name = address.core.join('');
  if (!address.suffix || name.length < 4) return [];
  const found: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++)
    for (const words of [1, 2]) {
      const said = tokens.slice(i, i + words).join('');
      const next = tokens[i + words];
      if (said.length < 4 || !next || suffixOf(next) !== address.suffix) continue;
      if (!soundsLike(said, name)) continue;
      const numbered = address.number !== undefined && tokens[i - 1] === address.number;
      found.push({
        id: property.id,
        start: numbered ? i - 1 : i,
        end: i + words + 1,
        score: 2 + (numbered ? 3 : 0),
      });
    }
  return found;
}

/** Groups overlapping candidates; the best score wins each stretch, ties stay (an ambiguous mention). */
function toMentions(candidates: Candidate[]): Mention[] {
  const sorted = [...candidates].sort((a, b) => b.score - a.score || a.start - b.start);
  const mentions: Mention[] = [];
  for (const candidate of sorted) {
    const overlapping = mentions.find((m) => candidate.start < m.end && m.start < candidate.end);
    if (!overlapping) {
      mentions.push({
        ids: [candidate.id],
        start: candidate.start,
        end: candidate.end,
        score: candidate.score,
      });
    } else if (candidate.score === overlapping.score && !overlapping.ids.includes(candidate.id)) {
      overlapping.ids.push(candidate.id);
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}

/** The owner's properties named in `tokens` (lower-case, as typed). */
export function findPropertyMentions(tokens: string[], properties: PropertyRef[]): Mention[] {
  return toMentions(properties.flatMap((property) => propertyCandidates(tokens, property)));
}

/**
 * Words for a kind of building, and the properties they name ("the duplex" is a Multi-Family, "the flat" a
 * condo or apartment, "the storefront" a commercial building).
 */
const TYPE_NAMES: [RegExp, (property: PropertyRef) => boolean][] = [
  [/^(duplex|triplex|fourplex|quadplex|multiplex|multifamily)$/, (p) => /multi|plex/.test(typeOf(p))],
  [/^(condo|condominium|flat)$/, (p) => /condo|apartment/.test(typeOf(p))],
  [/^(townhouse|townhome)$/, (p) => /town/.test(typeOf(p))],
  [/^(storefront|shopfront|retail)$/, (p) => isCommercialProperty(p)],
];
/** How many homes a building's name says it holds. */
const HOMES_IN: Record<string, number> = { duplex: 2, triplex: 3, fourplex: 4, quadplex: 4 };
const typeOf = (property: PropertyRef): string => (property.propertyType ?? '').toLowerCase();

/** Commercial by its flag or by its type ("Commercial", "Retail", "Office"), however it was entered. */
export const isCommercialProperty = (property: PropertyRef): boolean =>
  property.isCommercial || /commercial|retail|office|industrial|warehouse|mixed/.test(typeOf(property));

/**
 * A property named by its kind of building, "the duplex" or "my condo", when it is the owner's only one of
 * that type (in that city: "the Lubbock condo"): a mention of it, as its address would be.
 */
export function findPropertiesByType(
  tokens: string[],
  properties: PropertyRef[],
  taken: Set<number>,
): Mention[] {
  const found: Mention[] = [];
  const isArticle = (at: number) => ['the', 'my', 'our', 'that'].includes(tokens[at] ?? '');
  tokens.forEach((token, i) => {
    // "the Lubbock condo": the only one of that type in that city.
    const city = isArticle(i - 1) ? undefined : cityBefore(i);
    // "condo numbers for this year": the first word of the message names it too.
    const opens = i === 0 || (city !== undefined && i === city.length);
    // "the lake condo", "the beach house": a word the owner calls it by, before its kind.
    const called =
      !city &&
      !isArticle(i - 1) &&
      isArticle(i - 2) &&
      !taken.has(i - 1) &&
      /^[a-z]{3,}$/.test(tokens[i - 1] ?? '') &&
      !['other', 'another', 'second', 'new', 'old', 'each', 'every'].includes(tokens[i - 1] ?? '') &&
      !TYPE_NAMES.some(([word]) => word.test(tokens[i - 1] ?? ''));
    if (taken.has(i) || !(opens || called || isArticle(i - 1) || (city && isArticle(i - 1 - city.length))))
      return;
    const isOfType = TYPE_NAMES.find(([word]) => word.test(token))?.[1];
    // "the condo association", "condo fees": what the building's owners charge, not the building.
    // ("the townhouse hoa" still names the townhouse: its association's dues are what was paid there.)
    if (!isOfType || /^(associations?|fees?|dues|board|assessments?)$/.test(tokens[i + 1] ?? '')) return;
    const ofType = properties.filter(
      (property) => isOfType(property) && (!city || (property.city ?? '').toLowerCase() === city.join(' ')),
    );
    // "the fourplex" of a fourplex and a duplex: the one that has had four homes let at once.
    const homes = HOMES_IN[token];
    const ones = ofType.length > 1 && homes ? ofType.filter((property) => property.units === homes) : ofType;
    const [only] = ones;
    const start = i - (city?.length ?? (called ? 1 : 0));
    if (only && ones.length === 1) found.push({ ids: [only.id], start, end: i + 1, score: 1 });
  });
  return found;

  /** The words of one of the properties' cities just before `i` ("lubbock", "fort worth"). */
  function cityBefore(i: number): string[] | undefined {
    for (const property of properties) {
      const city = (property.city ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      if (city.length && city.every((word, k) => tokens[i - city.length + k] === word)) return city;
    }
    return undefined;
  }
}

const NAME_STOP = new Set(['the', 'a', 'an', 'my', 'and', 'or', 'at', 'on', 'in', 'of', 'for', 'to', 'is']);
/** A company: a name with a legal form in it, or one name of several words and no last name. */
const isCompany = (first: string[], last: string[]): boolean =>
  (last.length === 0 && first.length > 1) ||
  [...first, ...last].some((word) => /^(llc|inc|ltd|corp|co|lp|llp|pllc|plc)$/.test(word));
/** Words of many company names, naming none on their own. */
const GENERIC_BUSINESS = new Set(
  'llc inc ltd corp co company companies works group services service holdings partners shop store'.split(
    ' ',
  ),
);
/** What a business is, said after a word of its name: "the bike shop", "the coffee place". */
const BUSINESS_NOUNS = new Set(
  'shop store company business place cafe restaurant studio bakery bar salon clinic office folks guys people'.split(
    ' ',
  ),
);

/** Trades whose word names a business on its own: "the gym", "the dentist", "the bakery". */
const STANDS_ALONE = new Set(
  'gym dentist vet bakery salon florist brewery daycare pharmacy laundromat cafe pizzeria barbershop bookstore'.split(
    ' ',
  ),
);

/**
 * The owner's tenants named in `tokens`: a full name beats a last name, which beats a first name. A name
 * that is also an ordinary word ("Will", "Rose") counts only when typed with a capital, not first in the
 * sentence, or as part of the full name.
 */
export function findTenantMentions(
  tokens: string[],
  casedTokens: string[],
  tenants: TenantRef[],
  taken: Set<number> = new Set(),
): Mention[] {
  const candidates: Candidate[] = [];
  const free = (i: number) => i >= 0 && i < tokens.length && !taken.has(i);
  const nameAt = (
    i: number,
    name: string[],
    isFullName: boolean,
    isFirstName = false,
  ): number | undefined => {
    let end = i;
    for (const part of name) {
      const typed = tokens[end];
      if (!free(end) || typed === undefined || NAME_STOP.has(typed)) return undefined;
      if (typed !== part) {
        // "Zeke" for Ezekiel: a short form of the first name, capitalised when it is also a word ("Will").
        const cased = casedTokens[end] ?? '';
        const shortForm =
          end === i &&
          !isFullName &&
          isShortFormOf(typed, part) &&
          // A word cut from a last name is a word ("March" of Marchetti); from a first name, a nickname.
          (!isCommonWord(typed) || (isFirstName && end > 0 && /^[A-Z]/.test(cased)));
        if (!shortForm && (isCommonWord(typed) || !isNear(typed, part))) return undefined;
      } else if (isCommonWord(typed) && !isFullName) {
        const cased = casedTokens[end] ?? '';
        if (end === 0 || cased[0] !== cased[0]?.toUpperCase()) return undefined;
      }
      end += 1;
    }
    return end;
  };
  for (const tenant of tenants) {
    const first = tokenize(tenant.firstName);
    const last = tokenize(tenant.lastName);
    if (first.length === 0 && last.length === 0) continue;
    for (let i = 0; i < tokens.length; i++) {
      const afterFirst = first.length ? nameAt(i, first, false, true) : undefined;
      const full = afterFirst !== undefined && last.length ? nameAt(afterFirst, last, true) : undefined;
      if (afterFirst !== undefined && full !== undefined) {
        candidates.push({ id: tenant.id, start: i, end: full, score: 4 });
        continue;
      }
      const afterLast = last.length ? nameAt(i, last, false) : undefined;
      if (afterLast !== undefined) candidates.push({ id: tenant.id, start: i, end: afterLast, score: 2.5 });
      else if (afterFirst !== undefined)
        candidates.push({ id: tenant.id, start: i, end: afterFirst, score: 2 });
      else if (isCompany(first, last)) {
        const end = companyWordAt(i, [...first, ...last]);
        if (end !== undefined) candidates.push({ id: tenant.id, start: i, end, score: 1.5 });
      }
    }
  }
  return toMentions(candidates);

  /**
   * A company by one word of its name: a word no dictionary has ("Beausoleil"), or a common one said
   * with what the business is ("the bike shop" for Beausoleil Bike Works).
   */
  function companyWordAt(i: number, name: string[]): number | undefined {
    const typed = tokens[i];
    if (!free(i) || typed === undefined || NAME_STOP.has(typed) || GENERIC_BUSINESS.has(typed))
      return undefined;
    const next = tokens[i + 1];
    const saysWhatItIs = next !== undefined && free(i + 1) && BUSINESS_NOUNS.has(next);
    if (!name.includes(typed)) {
      // What it does in other words: "the print shop" for Redfork Letterpress, "the gym" for Ironwood Fitness.
      const named = name.map(singular);
      const word = singular(typed);
      if (!sameTrade(word, named)) return undefined;
      if (saysWhatItIs) return i + 2;
      return STANDS_ALONE.has(word) ? i + 1 : undefined;
    }
    if (!isCommonWord(typed)) return i + 1;
    return saysWhatItIs ? i + 2 : undefined;
  }
}

/**
 * An address-like stretch no property matched ("99 Nowhere Rd", "maple street"), so the reply can say it
 * is not in the portfolio instead of answering for everything.
 */
export function findUnmatchedAddress(tokens: string[], taken: Set<number>): string | undefined {
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (!SUFFIXES[token] || token === 'way' || taken.has(i)) continue;
    let start = i - 1;
    const name = tokens[start] as string;
    if (taken.has(start) || NAME_STOP.has(name) || !/^[a-z]/.test(name)) continue;
    // "which place", "every court": a word of the question, not a street's name; "my old place" without a
    // number is where someone lived, not an address.
    if (/^(which|what|whose|each|every|any|that|this|one|my|our|your|their|his|her)$/.test(name)) continue;
    if (token === 'place' && !isNumber(tokens[start - 1]) && !isNumber(tokens[start - 2])) continue;
    if (start > 0 && isNumber(tokens[start - 1]) && !taken.has(start - 1)) start -= 1;
    else if (
      start > 1 &&
      isNumber(tokens[start - 2]) &&
      !taken.has(start - 2) &&
      !NAME_STOP.has(tokens[start - 1] as string)
    )
      start -= 2;
    return tokens.slice(start, i + 1).join(' ');
  }
  return undefined;
}

/** A property named in free text (an LLM's argument): the best mention, or the best loose overlap. */
export function resolvePropertyText(text: string, properties: PropertyRef[]): string[] {
  const tokens = tokenize(text);
  const [mention] = findPropertyMentions(tokens, properties).sort((a, b) => b.score - a.score);
  if (mention) return mention.ids;
  const exact = properties.filter((p) => p.address.toLowerCase().includes(text.trim().toLowerCase()));
  return exact.map((p) => p.id);
}

export function resolveTenantText(text: string, tenants: TenantRef[]): string[] {
  const tokens = tokenize(text);
  const mentions = findTenantMentions(tokens, tokens, tenants);
  const best = Math.max(0, ...mentions.map((m) => m.score));
  return [...new Set(mentions.filter((m) => m.score === best).flatMap((m) => m.ids))];
}

/** A phrase (already tokenised) inside `tokens`, word by word, plurals and typos allowed. */
function findPhrase(tokens: string[], phrase: string[]): { start: number; end: number } | undefined {
  if (phrase.length === 0) return undefined;
  const words = tokens.map(singular);
  const wanted = phrase.map(singular);
  for (let i = 0; i + wanted.length <= words.length; i++) {
    if (wanted.every((word, k) => words[i + k] === word || isNear(words[i + k] as string, word))) {
      return { start: i, end: i + wanted.length };
    }
  }
  return undefined;
}

/** Residential or commercial, or one of the owner's property types ("condos" → Condo). */
export function findPropertyKind(
  tokens: string[],
  propertyTypes: string[],
): { kind?: 'residential' | 'commercial'; propertyType?: string } {
  const words = tokens.map(singular);
  for (const type of [...propertyTypes].sort((a, b) => b.length - a.length)) {
    if (findPhrase(tokens, tokenize(type))) return { propertyType: type };
  }
  if (words.includes('commercial')) return { kind: 'commercial' };
  if (words.includes('residential')) return { kind: 'residential' };
  return {};
}

/** One of the document types (Lease, Contract, Invoice, Legal, Other) or one the owner used. */
export function findDocumentType(tokens: string[], documentTypes: string[]): string | undefined {
  const types = [...new Set([...documentTypes, ...DOCUMENT_TYPES])].sort((a, b) => b.length - a.length);
  const words = tokens.map(singular);
  for (const type of types) {
    const phrase = tokenize(type);
    if (phrase.length === 1 && phrase[0] === 'other') {
      if (words.some((word, i) => word === 'other' && ['document', 'file'].includes(words[i + 1] ?? '')))
        return type;
      continue;
    }
    if (findPhrase(tokens, phrase)) return type;
  }
  return undefined;
}

export type MaintenanceStatusFilter = 'open' | 'Pending' | 'In Progress' | 'Completed' | 'all';

export function findMaintenanceStatus(tokens: string[]): MaintenanceStatusFilter | undefined {
  const text = ` ${tokens.join(' ')} `;
  // "done or not", "open or closed", "whatever the status": every request.
  if (
    / (done|finished|completed?|closed|fixed|open) or (not|open|closed|done|finished|pending) | (any|whatever the|every|all) status(es)? /.test(
      text,
    )
  )
    return 'all';
  // "which hasn't even been started": not begun is still pending.
  if (
    / (not|never|hasn'?t|haven'?t|isn'?t|aren'?t|wasn'?t|weren'?t|nobody|no one) (\w+ ){0,2}(started|begun|touched|looked at) /.test(
      text,
    )
  )
    return 'Pending';
  // "did the ac ever get fixed": one request's state, whatever it is.
  if (
    /^ (did|has|have|was|were|is) (\w+ ){1,6}(ever |yet |finally )?(get |got |gotten |been )?(fixed|done|repaired|finished|completed|taken care of) /.test(
      text,
    )
  )
    return 'all';
  // "what's still waiting to get done", "what needs to be fixed": not finished yet.
  if (
    / (to (get |be )?|needs? (to be )?|still (being )?)(fixed|done|repaired|finished|completed) /.test(
      text,
    ) ||
    // "what are people still waiting on me to fix": everything not finished, begun or not.
    / (waiting|wait|waited) (on|for) (me|us) (to (fix|do|repair|finish|sort|deal)|for) /.test(text)
  )
    return 'open';
  if (/ (in progress|ongoing|being (worked|fixed|repaired|done)|underway|started) /.test(text))
    return 'In Progress';
  if (
    / (completed?|done|finished|closed|resolved|fixed) /.test(text) &&
    !/ (not|never|isn't|aren't|wasn't) (yet )?(completed?|done|finished|closed|resolved|fixed) /.test(text)
  )
    return 'Completed';
  // "any new requests", "anything new at elm"; not "the new roof" (a thing bought, not a request's state).
  if (
    / (pending|waiting|not started) /.test(text) ||
    / new (?=((maintenance|repair|service) )?(requests?|tickets?|issues?|ones?|work|problems?|complaints?|calls?|at|on|in|for|since|this|today|yet)\b|$)/.test(
      text,
    )
  )
    return 'Pending';
  // "a current rent roll", "active leases", "outstanding balance": the state of something else.
  if (
    / (open|outstanding|unresolved|active|current) (?!(rent|rents|lease|leases|tenants?|renters?|occupants?|residents?|balances?|mortgages?|loans?) )/.test(
      text,
    )
  )
    return 'open';
  if (/ (all|every|history) /.test(text)) return 'all';
  return undefined;
}
