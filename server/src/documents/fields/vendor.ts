/**
 * Who issued an invoice, bill or receipt. Every line near the top, every labelled name ('Sold by', 'Remit
 * to', 'Supplier') and every name a website of the document spells is a candidate, scored on what shows the
 * issuer: a legal suffix ('Inc.', 'LLC', 'Sdn Bhd'), a domain that spells it, its address or phone right below
 * it (a letterhead), trade words and a place at the top. The bill-to block is the customer: never a candidate.
 * A name nothing but its place supports (it may be the customer's) is proposed below 0.6, to be checked.
 */
import type { Field } from '../types.js';
import { STATE_CODES } from './address.js';
import { field, missing } from './field.js';
import { correctOcrNameWords } from './ocr-name-words.js';
import { TRADE_WORDS } from './trade-words.js';
import { cleanName } from './names.js';
import { titleCaseIfShouting, type Line } from './text.js';
import { editDistance } from '../../nlu/text.js';

const LEGAL_SUFFIX =
  /(?:^|[\s,])(?:L\.?L\.?C|Inc|Incorporated|Corp|Corporation|Co|Company|Ltd|Limited|L\.?L\.?P|L\.?P|PLLC|P\.C|PLC|GmbH|Pty(?:\.?\s+Ltd)?|Sdn\.?\s+Bhd|Bhd|Pvt\.?\s+Ltd)\.?$/i;
/** Words of trades and utilities: a name holding one is a business, not a person. */
const TRADE_WORD =
  /\b(?:services?|suppl(?:y|ies)|electric(?:al)?|plumbing|heating|cooling|hvac|mechanical|hardware|lumber|market|mart|stores?|shop|foods?|grocers?|grocery|pharmacy|gas|power|energy|hydro|water|utilit(?:y|ies)|insurance|agency|assurance|mutual|group|painting|landscap\w*|lawn|roofing|construction|contractors?|builders?|cleaning|janitorial|maintenance|repairs?|restaurant|grill|cafe|coffee|bakery|pizza|kitchen|bank|trading|systems|solutions|management|propert(?:y|ies)|realty|paving|apparel|uniforms?|pest|glass|home|depot|cent(?:er|re)|auto|motors|locksmith|handyman|appliances?|flooring|carpets?|waste|sanitation|disposal|telecom|communications|internet|wireless|associates|partners|enterprises|industries|technologies|software|works|sons|brothers|bros|city\s+of|county|authority|district|treasurer|department)\b|&/i;

/** Lines that start the customer's block: that block is the bill-to party, never the issuer. */
const CUSTOMER_LABEL =
  /^\W*(?:bil[lt](?:ed)?\s*to|sold\s+to|ship(?:ped)?\s+to|deliver(?:ed)?\s+to|customer(?:\s+name)?|client|insured|service\s+for|account\s+(?:name|holder)|attn|attention|to\s*:)/i;
/** Where the customer's block ends: the line items, dates and numbers of the invoice. */
const BLOCK_END =
  /\b(?:description|qty|quantity|item|invoice|date|amount|total|terms|due)\b|\$\s?\d|\d[.,]\d\d\b/i;

const TITLE_LINE =
  /^\W*(?:tax\s+)?(?:invoice|receipt|statement|bill|billing|estimate|quote|remittance|sales\s+receipt|customer\s+copy|merchant\s+copy|taxpayer\s+copy|original|duplicate|copy|page\s+\d|your\s+.*(?:bill|statement)|account\s+(?:summary|balance)|premium\s+invoice|renewal.*notice|billing\s+notice|payment\s+reminder|summary|welcome|thank\s+you|contact\s+us|office\s+hours|customer\s+service|questions|important|keep\s+this|return\s+this|detach|now\s+hiring|residential|commercial|monthly|regular)\b/i;
const NOT_VENDOR_LINE =
  /\b(?:bill\s+to|sold\s+to|ship\s+to|customer|account|invoice\s*(?:#|no|number|date)|date|due|phone|tel|fax|e-?mail|www\.|https?:|\.\s?com\b|p\.?\s?o\.?\s+box|suite|attn|page|store\s*#?\s*\d|reg\s*#?\s*\d|cashier|terms|policy|named\s+insured|owner|tenant|period|service\s+(?:address|at|location)|hours|qty|description|unit\s+price|amount|sub-?total|total|balance|visa|mastercard|amex|debit|credit|cash|change)\b|@|^\s*\d|\d{3}[-.)\s]\d{3}[-.\s]\d{4}/i;
/** A letterhead's second line: a street, a P.O. box, a town with its postcode, a phone or a website. */
const CONTACT_LINE =
  /^\W*(?:[A-Za-z]{1,2}\s+)?(?:\d{1,6}[A-Z]?\s+[A-Za-z]|p\.?\s?o\.?\s+box|no\.?\s*\d|lot\s+\d)|\d[^\n]*\b(?:road|rd|street|st|avenue|ave|blvd|boulevard|lane|ln|drive|dr|highway|hwy|way|court|ct|jalan)\b|\b[A-Z]{2}\.?,?\s+\d{5}(?:-\d{4})?\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\(?\b\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}\b|\b(?:tel|phone|fax)\b|\bwww\.|@/i;
/** The phone, website or e-mail after a name on its line: 'ACME HYDRO INC (555) 743-1000'. */
const CONTACT_TAIL =
  /\s*(?:\(?\b\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}|\((?=\d{3}\))|\b(?:tel|phone|fax|ph)\b|\bwww\.|\S+@|\S+\.\s?(?:com|net|org)\b).*$/i;

/** A stub the customer tears off and sends back with the payment. */
const RETURN_STUB =
  /\b(?:detach|tear\s+off)\b[^\n]{0,60}\breturn\b|\breturn\s+(?:this|the|top|bottom)\s+(?:portion|stub|coupon|part)\b/i;

const VENDOR_LABEL =
  /^\W*(?:(?:from|company|contractor|merchant|biller)\s*:|(?:bill(?:ed)?|invoice)\s+from\b|billed\s+by\b|remit(?:\s+payment)?\s+to\b|vendor\b|supplier\b|seller\b|sold\s+by\b|issued\s+by\b|payee\b|service\s+provider\b|pay\s+to(?:\s+the\s+order\s+of)?\b|(?:make\s+(?:all\s+)?)?checks?\s+(?:are\s+)?payable\s+to\b)\s*(?:name)?\s*[:#-]?\s*(.*)$/i;
/** Mail and platform domains say nothing about who issued the document. */
const GENERIC_DOMAIN_LABELS = new Set([
  'gmail',
  'googlemail',
  'yahoo',
  'hotmail',
  'outlook',
  'icloud',
  'comcast',
  'proton',
  'protonmail',
  'billtrust',
  'paypal',
  'stripe',
  'squareup',
  'docusign',
  'residentportal',
  'cityhallsystems',
  'epay',
  'jobs',
  'billing',
  'secure',
  'portal',
  'mail',
]);

/** US states and Canadian provinces: 'Cedar Falls, IA' is the town of an address line, not a name. */
const REGION_CODES = new Set([
  ...Object.values(STATE_CODES),
  ...['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK'],
]);

type Candidate = {
  name: string;
  score: number;
  line: number;
  source: string;
  business: boolean;
  /** An address, phone or website printed right below or beside it. */
  contact?: boolean;
  /** Its place among the page's non-empty lines, for a line of the head. */
  position?: number;
};

/** 'PLUMB1NG', 'SUPPL Y' → letters: in a word that is mostly letters, digits are OCR look-alikes. */
function fixOcrLetters(value: string): string {
  return value.replace(/\b[A-Za-z]*[015][A-Za-z]*\b/g, (word) => {
    const letters = (word.match(/[A-Za-z]/g) ?? []).length;
    if (letters < 3 || letters < word.length - 1) return word;
    return word.replace(/1/g, 'I').replace(/0/g, 'O').replace(/5/g, 'S');
  });
}

/** 'Acme SupplyAcme SupplyAcme Supply': text drawn two or three times over (bold by overprinting). */
function collapseRepeats(value: string): string {
  const match = value.match(/^(.{4,60}?)\1+(?=\s|$)/);
  return match?.[1] ? value.replace(/^(.{4,60}?)\1+(?=\s|$)/, '$1') : value;
}

/** OCR of a scan: mostly one- and two-letter scraps, or no word of three letters. */
function isDebris(name: string): boolean {
  const words = name.split(/\s+/).filter((word) => /[A-Za-z]/.test(word));
  const letters = (word: string) => word.replace(/[^A-Za-z]/g, '').length;
  const scraps = words.filter(
    (word) => letters(word) <= 2 && !/^(?:&|of|and|de|la|du|co\.?|[A-Z]\+|[A-Z]\.)$/i.test(word),
  ).length;
  // 'KLM Tra ji': a short lowercase word in a name is a scrap, not a connector ('of', 'and').
  const lowerScrap = words.some(
    (word) => /^[a-z]{1,3}$/.test(word) && !/^(?:of|and|the|de|la|du|da|van|von|at|on|by|for)$/.test(word),
  );
  return !words.some((word) => letters(word) >= 3) || scraps * 2 > words.length || lowerScrap;
}

/** A line (or a labelled value) → the name it holds, or null. */
function nameFrom(raw: string): string | null {
  let value = collapseRepeats(
    raw
      .replace(/^[^A-Za-z0-9"]+/, '')
      // Margin debris before a shouted name: 'Eo HARBOR GRILL'.
      .replace(/^(?:[A-Z]?[a-z]{1,2})\s+(?=[A-Z]{3})/, ''),
  );
  value = (value.split(/\s{2,}|\t|\s[|·*]+\s|\s~+-?\s|\s[-–—]{1,2}\s/)[0] ?? '')
    .replace(CONTACT_TAIL, '')
    // 'SUNNYVALE SUPERSTORE Store #1234': the till's numbers after the name.
    .replace(/\s+(?:store|str|reg(?:ister)?|terminal|till|branch)\s*(?:#|no\.?)?\s*\d.*$/i, '')
    // 'SUMMIT BUILDING SUPPLY 8154 Magnolia Road': a scan may run the street into the name.
    .replace(/\s+\d{1,6}\s+[A-Za-z].*$/, '')
    .replace(/(?<=\S)\s*[-–—:]?\s*\b(?:tax\s+)?(?:invoice|statement|receipt|estimate|quote)\b.*$/i, '')
    .replace(/[\s*~|`',:;_[\]-]+$/, '')
    // Scan debris after the name: 'PINE HARDWARE 1p |'.
    .replace(/(?:\s+(?:[a-z\d]{1,2}|\d+[a-z]?|[^\sA-Za-z\d]+))+$/, '');
  value = fixOcrLetters(value);
  if (value.length < 3 || TITLE_LINE.test(value) || NOT_VENDOR_LINE.test(value)) return null;
  // '[erms', 'Addresd|': a table's frame read into the letters; no business prints brackets in its name.
  if (/[[\]{}|]/.test(value)) return null;
  if (/^(?:[A-Z][a-z]+\s+)?\d/.test(value) || /\b[A-Z]{2}\s+\d{5}\b/.test(value)) return null;
  if ((value.match(/[A-Za-z]/g) ?? []).length < value.replace(/\s/g, '').length * 0.6) return null;
  const cleaned = cleanName(value);
  if (!cleaned || isDebris(cleaned)) return null;
  const name = correctOcrNameWords(cleaned);
  // 'Inc.' on a line of its own (a text layer with one word a line) is the end of a name, not one.
  if (LEGAL_SUFFIX.test(name) && name.replace(LEGAL_SUFFIX, '').replace(/[\s,.]/g, '').length < 2)
    return null;
  const last = name.match(/(?:^|[\s,])([A-Z]{2})\.?$/)?.[1];
  if (last && REGION_CODES.has(last) && !LEGAL_SUFFIX.test(name)) return null;
  return titleCaseIfShouting(name);
}

/** The second-level names of the websites and e-mail addresses printed outside the customer's block. */
function domainLabels(lines: Line[], customer: Set<number>): string[] {
  const labels = new Set<string>();
  for (const line of lines) {
    if (customer.has(line.index)) continue;
    for (const match of line.text.matchAll(
      /(?:[a-z0-9-]+\.)+(?:com|net|org|co|ca|us|biz|info|io|uk|au|my|in)\b|(?:[a-z0-9-]+\.\s?)+com\b/gi,
    )) {
      const parts = match[0].toLowerCase().replace(/\s/g, '').split('.').slice(0, -1);
      for (const part of parts)
        if (part.length >= 4 && part !== 'www' && !GENERIC_DOMAIN_LABELS.has(part)) labels.add(part);
    }
  }
  return [...labels];
}

/** Whether a website spells the name: 'hollowaygas' for 'Holloway Gas Distribution Inc.'. */
function spellsDomain(name: string, labels: string[]): boolean {
  const words = (
    name
      .replace(LEGAL_SUFFIX, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  ).filter(Boolean);
  const compact = words.join('');
  if (compact.length < 4) return false;
  return labels.some((label) => {
    let prefix = '';
    for (const word of words) {
      prefix += word;
      if (prefix === label) return true;
      if (prefix.length > label.length) break;
    }
    return label.startsWith(compact) && compact.length >= 5 && compact.length >= label.length * 0.6;
  });
}

/** Lines of the bill-to block: its label's line and the lines after it, up to the items or the dates. */
function customerLines(lines: Line[]): Set<number> {
  const customer = new Set<number>();
  lines.forEach((line, i) => {
    if (!CUSTOMER_LABEL.test(line.text)) return;
    customer.add(line.index);
    for (let j = i + 1; j < Math.min(lines.length, i + 9); j++) {
      const next = lines[j] as Line;
      if (!next.text.trim()) {
        if (j > i + 1) break;
        continue;
      }
      if (BLOCK_END.test(next.text) && !CONTACT_LINE.test(next.text)) break;
      customer.add(next.index);
    }
  });
  return customer;
}

/** The next non-empty lines after `i` (a letterhead's address and phone). */
function followers(lines: Line[], i: number, count: number): Line[] {
  const out: Line[] = [];
  for (let j = i + 1; j < lines.length && out.length < count; j++)
    if ((lines[j] as Line).text.trim()) out.push(lines[j] as Line);
  return out;
}

function score(
  name: string,
  base: number,
  labels: string[],
  options: { position: number; contact: boolean },
): { score: number; business: boolean } {
  let total = base;
  const suffix = LEGAL_SUFFIX.test(name);
  const domain = spellsDomain(name, labels);
  const trade = TRADE_WORD.test(name);
  if (suffix) total += 2;
  if (domain) total += 2.5;
  if (trade) total += 0.7;
  if (options.contact) total += 1.5;
  total += options.position < 3 ? 1.5 : options.position < 8 ? 0.8 : options.position < 20 ? 0.3 : 0;
  return { score: total, business: base > 0 || suffix || domain || trade };
}

const HEAD_LINES = 80;

const NAME_END = String.raw`([A-Z][^\n!?]{2,60})`;
const PHRASES: [RegExp, number][] = [
  [
    new RegExp(
      String.raw`\b(?:make\s+(?:all\s+)?)?(?:checks?|cheques?|payments?)\s+(?:are\s+|should\s+be\s+)?(?:made\s+)?payable\s+to\s*:?\s*(?:the\s+order\s+of\s+)?${NAME_END}`,
      'gi',
    ),
    3,
  ],
  [new RegExp(String.raw`\b(?:invoice|receipt|bill|statement)\b[^\n]{0,20}?\bfrom\s+${NAME_END}`, 'gi'), 2],
  [
    new RegExp(
      String.raw`\bthank\s+you\s+for\s+(?:shopping|choosing|visiting|dining|staying|your\s+(?:business|order|purchase)\s+(?:with|at))\s+(?:at\s+|with\s+)?${NAME_END}`,
      'gi',
    ),
    1,
  ],
];

/** A text layer that gives one word a line ('HD', 'Supply', 'Ltd.'): names must be rebuilt from the words. */
function isOneWordALine(content: Line[]): boolean {
  const head = content.slice(0, HEAD_LINES);
  const single = head.filter((line) => !/\s/.test(line.text.trim())).length;
  return head.length >= 12 && single >= head.length * 0.7;
}

/** Words that end a name read backwards from its legal suffix: labels, the customer's block, numbers. */
const RUN_STOP =
  /[:;]$|^(?:invoice|number|no\.?|date|customer|account|page|total|bill|billed|sold|ship|to|from|remit|by|for|the|id|order|phone|fax|email|terms|due|amount|attn|[^A-Za-z&]*\d.*)$/i;

/**
 * Each name ending in a legal suffix, wherever it is printed ('... Account Number: 4410 Holloway Gas
 * Distribution Inc.: EMERGENCIES ...', a layout that joins columns on one line), read back from the suffix
 * to a label, a number or the line's start; across lines when the text layer gives one word a line ('HD',
 * 'Supply', 'Ltd.'). The customer's block is skipped.
 */
function suffixRuns(
  content: Line[],
  labels: string[],
  customer: Set<number>,
  acrossLines: boolean,
): Candidate[] {
  const words: { word: string; line: Line; first: boolean }[] = [];
  for (const line of content) {
    if (customer.has(line.index)) continue;
    line.text
      .trim()
      .split(/\s+/)
      .forEach((word, i) => words.push({ word, line, first: i === 0 }));
  }
  const found: Candidate[] = [];
  words.forEach(({ word, line }, i) => {
    const suffix = word.replace(/[:;]+$/, '');
    if (!LEGAL_SUFFIX.test(` ${suffix}`) || i === 0) return;
    const run: string[] = [suffix];
    for (let j = i - 1; j >= 0 && run.length < 7; j--) {
      const previous = words[j] as (typeof words)[number];
      if (!acrossLines && previous.line !== line) break;
      if (RUN_STOP.test(previous.word) || !/^(?:[A-Z][\w&'.+-]*,?|&|of|and)$/.test(previous.word)) break;
      run.unshift(previous.word);
      if (!acrossLines && previous.first) break;
    }
    if (run.length < 2) return;
    // 'Bill To ... Apartments LLC': the customer's name.
    const before = words
      .slice(Math.max(0, i - run.length - 2), i - run.length + 1)
      .map((entry) => entry.word)
      .join(' ');
    if (/(?:\b(?:bill(?:ed)?|sold|ship(?:ped)?)\s+to|\bcustomer|\binsured|\bclient)\W*$/i.test(before))
      return;
    const name = nameFrom(run.join(' '));
    if (!name) return;
    const rest = line.text.slice(line.text.indexOf(word) + word.length);
    const contact = !acrossLines && CONTACT_TAIL.test(rest);
    const scored = score(name, 0, labels, { position: HEAD_LINES, contact });
    found.push({ name, line: line.index, source: run.join(' '), contact, ...scored });
  });
  return found;
}

export function extractVendor(text: string, lines: Line[]): Field<string | null> {
  const customer = customerLines(lines);
  const labels = domainLabels(lines, customer);
  const content = lines.filter((line) => line.text.trim());
  const candidates: Candidate[] = [];
  content.slice(0, HEAD_LINES).forEach((line, position) => {
    if (customer.has(line.index)) return;
    const label = line.text.match(VENDOR_LABEL);
    if (label) {
      // 'Remit To:' alone on its line: the name is on the next line, unless that is another label.
      const next = followers(content, position, 1)[0];
      const value = label[1]?.trim() || (next && !/^[^:]{2,30}:/.test(next.text) ? next.text : '');
      const name = value ? nameFrom(value) : null;
      if (name) {
        const scored = score(name, 3, labels, { position: HEAD_LINES, contact: false });
        candidates.push({ name, line: line.index, source: line.text, ...scored });
      }
      return;
    }
    // 'Insured: A', 'Carrier: B': another party's label.
    if (/^[A-Za-z][A-Za-z .'/]{0,27}[A-Za-z]:\s*\S/.test(line.text)) return;
    const name = nameFrom(line.text);
    if (!name) return;
    const own = line.text.replace(/^.*?(?=\s[~|·*-]+\s|\s{2,}|$)/, '');
    const contact =
      CONTACT_LINE.test(own) ||
      CONTACT_TAIL.test(line.text) ||
      followers(content, position, 2).some((next) => CONTACT_LINE.test(next.text));
    const scored = score(name, 0, labels, { position, contact });
    candidates.push({ name, line: line.index, source: line.text, contact, position, ...scored });
  });
  // A name a website spells, wherever it is printed ('visit bluelakeenergy.com' … 'Blue Lake Energy will ...').
  if (labels.length) {
    for (const line of lines) {
      if (customer.has(line.index)) continue;
      for (const run of line.text.matchAll(
        /\b[A-Z][A-Za-z'+-]*(?:\s+(?:[A-Z][A-Za-z'+.-]*|&|of|and))*(?:,?\s+(?:Inc|LLC|Ltd|Co|Corp)\.?)?/g,
      )) {
        // The website itself ('Acme.com', 'jobs. Acme. com') is not the name printed.
        const around = line.text.slice(Math.max(0, run.index - 1), run.index + run[0].length + 1);
        if (/^\.|\.\S?$|\.\s?(?:com|net|org)\b/i.test(around)) continue;
        const words = run[0].split(/\s+/);
        for (let from = 0; from < words.length; from++) {
          for (let to = Math.min(words.length, from + 6); to > from; to--) {
            const phrase = words.slice(from, to).join(' ');
            if (!spellsDomain(phrase, labels)) continue;
            const name = nameFrom(phrase);
            if (!name) continue;
            const scored = score(name, 0, labels, { position: HEAD_LINES, contact: false });
            candidates.push({ name, line: line.index, source: line.text, ...scored });
            from = to;
            break;
          }
        }
      }
    }
  }
  // Sentences that name the issuer anywhere on the page: 'Please make checks payable to X', 'Thank you for
  // visiting X'. Payment instructions name the payee (base 3, as a label); thanks are weaker (base 1).
  for (const [pattern, base] of PHRASES) {
    for (const match of text.matchAll(pattern)) {
      // A name starts with a capital ('Thank you for visiting our store' names nothing).
      if (!/^[A-Z0-9]/.test(match[1] ?? '')) continue;
      const name = match[1]
        ? nameFrom(match[1].replace(/[.!]\s.*$|\s+(?:and|or|for|at|by|to)\s.*$/i, ''))
        : null;
      if (!name) continue;
      const at = lines.find(
        (line) => line.start <= match.index && match.index <= line.start + line.text.length,
      );
      if (at && customer.has(at.index)) continue;
      const scored = score(name, base, labels, { position: HEAD_LINES, contact: false });
      candidates.push({ name, line: at?.index ?? lines.length, source: match[0], ...scored });
    }
  }
  candidates.push(...suffixRuns(content, labels, customer, isOneWordALine(content)));
  // A line nothing shows to be a business, with no address or phone below it, is the issuer only as the
  // page's title (a name of several words among its first lines); else (a logo's letters, OCR debris, a
  // rewards-card line) the issuer is unknown rather than guessed.
  const supported = candidates.filter(
    (candidate) =>
      candidate.business ||
      candidate.contact ||
      (/\s/.test(candidate.name) && (candidate.position ?? HEAD_LINES) < 3),
  );
  // A statement with a stub to detach and return is mailed to the resident: a person's name over an address
  // is the window envelope's addressee there, and a bare line its table of charges (a utility's name among
  // the providers billed through). Its issuer is known by a letterhead, a label or a legal name, or not.
  const isMailedStub = RETURN_STUB.test(text);
  const isIssuerOfStub = (candidate: Candidate) =>
    candidate.position === undefined || (candidate.business && candidate.contact === true);
  candidates.length = 0;
  candidates.push(...supported.filter((candidate) => !isMailedStub || isIssuerOfStub(candidate)));
  if (!candidates.length) return nameFromWebsite(text, lines, customer);
  // A name printed and supported several times is surer than one line alone.
  const support = (candidate: Candidate) =>
    candidate.score +
    Math.min(
      1,
      0.5 *
        (candidates.filter((other) => other.name.toLowerCase() === candidate.name.toLowerCase()).length - 1),
    );
  const best = candidates.reduce((a, b) => (support(b) > support(a) ? b : a));
  const total = support(best);
  const confidence = !best.business ? 0.5 : total >= 5 ? 0.9 : total >= 3.5 ? 0.8 : total >= 2.3 ? 0.7 : 0.55;
  return field<string | null>(best.name, confidence, best.source);
}

// ---------------------------------------------------------------------------------------------------------
// A logo's name, from the page's website

/**
 * A business's website is made of its own name, trade words (trade-words.ts: 'ideallandscaping') and legal
 * suffixes ('acmeinc'). Words printed elsewhere on the page count too.
 */
const WEBSITE_SUFFIXES: Record<string, string> = {
  inc: 'Inc',
  llc: 'LLC',
  ltd: 'Ltd',
  corp: 'Corp',
  co: 'Co',
};

/**
 * A website's name split into words ('ideallandscaping' → 'Ideal Landscaping'): as many of its letters as
 * possible in known words (`known`, TRADE_WORDS, a legal suffix at the end), the rest in as few runs as
 * possible. Null when no known word is in it: the letters alone do not say where the words end.
 */
export function websiteWords(label: string, known: Set<string>): string | null {
  const isWord = (word: string, end: boolean) =>
    (word.length >= 3 && (known.has(word) || TRADE_WORDS.has(word))) || (end && word in WEBSITE_SUFFIXES);
  // best[i]: the split of label[0, i) with the most letters in known words, then the fewest pieces.
  type Split = { covered: number; pieces: string[]; lastUnknown: boolean };
  const best: (Split | null)[] = [{ covered: 0, pieces: [], lastUnknown: false }];
  const better = (a: Split, b: Split | null | undefined) =>
    !b || a.covered > b.covered || (a.covered === b.covered && a.pieces.length < b.pieces.length);
  for (let i = 1; i <= label.length; i++) {
    let chosen: Split | null = null;
    for (let j = 0; j < i; j++) {
      const before = best[j];
      if (!before) continue;
      const word = label.slice(j, i);
      if (isWord(word, i === label.length)) {
        const split = {
          covered: before.covered + word.length,
          pieces: [...before.pieces, word],
          lastUnknown: false,
        };
        if (better(split, chosen)) chosen = split;
      }
    }
    const previous = best[i - 1];
    if (previous) {
      // One letter more of an unknown run.
      const pieces = previous.lastUnknown
        ? [
            ...previous.pieces.slice(0, -1),
            `${previous.pieces[previous.pieces.length - 1] ?? ''}${label[i - 1] ?? ''}`,
          ]
        : [...previous.pieces, label[i - 1] ?? ''];
      const split = { covered: previous.covered, pieces, lastUnknown: true };
      if (better(split, chosen)) chosen = split;
    }
    best[i] = chosen;
  }
  const split = best[label.length];
  if (!split?.covered || split.pieces.some((piece) => piece.length < 2)) return null;
  return split.pieces
    .map((piece) =>
      WEBSITE_SUFFIXES[piece] && piece === split.pieces[split.pieces.length - 1]
        ? WEBSITE_SUFFIXES[piece]
        : `${piece[0]?.toUpperCase() ?? ''}${piece.slice(1)}`,
    )
    .join(' ');
}

/**
 * The website's name as the page prints it, two words run together in a logo ('FredMeyer' beside
 * 'jobs.fredneyer.com'): a capital inside the word says where they split, and a letter OCR misread in either
 * copy (one edit apart) does not hide that they are the same name. The printed copy is the name shown.
 */
function printedSpelling(label: string, text: string): string | undefined {
  const outsideAddresses = text.replace(/\S+@\S+|\S*(?:www|\.\s?(?:com|net|org))\S*/gi, ' ');
  for (const token of outsideAddresses.match(/[A-Za-z]{5,30}/g) ?? []) {
    if (!/^[A-Z][a-z]+(?:[A-Z][a-z]+)+$/.test(token)) continue;
    if (editDistance(token.toLowerCase(), label, 1) <= 1) return token.replace(/([a-z])([A-Z])/g, '$1 $2');
  }
  return undefined;
}

/**
 * A letterhead that is a logo OCR cannot read leaves no name line; its website or e-mail often still names
 * the business ('ideallandscaping.net'). Proposed only when nothing else names the issuer, below 0.6 (the
 * site may be another's: a portal, a survey), from a website before an e-mail, the first one printed.
 */
function nameFromWebsite(text: string, lines: Line[], customer: Set<number>): Field<string | null> {
  const sites: { label: string; source: string; email: boolean }[] = [];
  for (const line of lines) {
    if (customer.has(line.index)) continue;
    for (const match of line.text.matchAll(
      /(\S+@)?((?:[a-z0-9-]+\.\s?)+)(?:com|net|org|biz|info|us|ca|co\.uk|com\.au|com\.my|co\.in|in)\b/gi,
    )) {
      const parts = (match[2] ?? '').toLowerCase().replace(/\s/g, '').split('.').filter(Boolean);
      const label = parts[parts.length - 1] ?? '';
      if (/^[a-z]{4,30}$/.test(label) && !GENERIC_DOMAIN_LABELS.has(label) && label !== 'www')
        sites.push({ label, source: match[0], email: Boolean(match[1]) });
    }
  }
  // Words printed on the page, outside its web addresses.
  const printed = new Set(
    text
      .replace(/\S+@\S+|\S*(?:www|\.\s?(?:com|net|org))\S*/gi, ' ')
      .toLowerCase()
      .match(/[a-z]{3,}/g) ?? [],
  );
  const ordered = [...sites.filter((site) => !site.email), ...sites.filter((site) => site.email)];
  for (const site of ordered) {
    const name = printedSpelling(site.label, text) ?? websiteWords(site.label, printed);
    if (name) return field<string | null>(name, 0.45, site.source);
  }
  return missing();
}
