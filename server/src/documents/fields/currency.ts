/**
 * The currency of a bill or receipt, as an ISO 4217 code, from what the document prints: codes next to
 * amounts ('GBP 45.00', '45.00 EUR', 'Currency: CAD'), prefixed dollars ('US$', 'CA$', 'C$', 'A$', 'NZ$',
 * 'S$', 'HK$'), symbols ('£', '€', '₹', '¥', ...), 'RM' and 'Rs' before an amount, and the names ('euros',
 * 'rupees'). The rules are in ../README.md ('Currency').
 */
import type { Field } from '../types.js';
import { STATE_CODES } from './address.js';
import { field } from './field.js';

export type CurrencyMarker = {
  code: string;
  raw: string;
  start: number;
  /** A '$' (or 'dollars') with nothing saying which dollar. */
  isBareDollar: boolean;
};

/** Currencies written with a plain '$' at home: a bare '$' in an account kept in one of these is that one. */
export const DOLLAR_CURRENCIES: ReadonlySet<string> = new Set([
  'USD',
  'CAD',
  'AUD',
  'NZD',
  'SGD',
  'HKD',
  'MXN',
  'TWD',
]);

/** What a bare '$' means for an account kept in `accountCurrency`: that currency when it is a dollar, else USD. */
export function dollarCurrency(accountCurrency: string | undefined): string {
  return accountCurrency && DOLLAR_CURRENCIES.has(accountCurrency) ? accountCurrency : 'USD';
}

const DOLLAR_PREFIXES: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  C: 'CAD',
  A: 'AUD',
  AU: 'AUD',
  NZ: 'NZD',
  S: 'SGD',
  SG: 'SGD',
  HK: 'HKD',
  MX: 'MXN',
  NT: 'TWD',
  R: 'BRL',
};

const SYMBOLS: Record<string, string> = {
  '£': 'GBP',
  '€': 'EUR',
  '₹': 'INR',
  '¥': 'JPY',
  '₩': 'KRW',
  '₱': 'PHP',
  '₪': 'ILS',
  '₦': 'NGN',
  '₺': 'TRY',
  '฿': 'THB',
  '₫': 'VND',
};

/**
 * Codes recognised in text. Only common ones, and only beside an amount or a 'Currency' label: many
 * three-letter codes are also words or abbreviations ('ALL', 'TOP', 'PEN', 'CUP').
 */
const CODES = [
  'USD',
  'CAD',
  'GBP',
  'EUR',
  'AUD',
  'NZD',
  'MYR',
  'INR',
  'SGD',
  'HKD',
  'JPY',
  'CNY',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'ZAR',
  'MXN',
  'BRL',
  'PHP',
  'THB',
  'IDR',
  'KRW',
  'AED',
  'SAR',
  'ILS',
  'TRY',
  'NGN',
  'KES',
  'PKR',
  'LKR',
  'BDT',
  'VND',
  'TWD',
  'EGP',
  'QAR',
];
const CODE = `(${CODES.join('|')})`;
const AMOUNT = String.raw`\d[\d,.' ]*`;

const WORDS: [RegExp, string][] = [
  [/\bpounds?\s+sterling\b|\bsterling\b/gi, 'GBP'],
  [/\beuros?\b/gi, 'EUR'],
  [/\brupees?\b/gi, 'INR'],
  [/\bringgit\b/gi, 'MYR'],
];

/**
 * What the document's addresses and registrations say about its country, as that country's currency: a
 * Canadian province with its postal code ('ON K2P 1L4'), a US state with its ZIP ('OH 45402'), a UK postcode
 * after a town ('Leeds LS1 4DY'), an Indian GSTIN or its CGST/SGST lines, a Malaysian 'Sdn Bhd' company, an Australian ABN. Read
 * when a bill prints a bare '$' or no currency at all.
 */
const COUNTRY_SIGNS: [RegExp, string][] = [
  [/\b(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\.?,?\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/g, 'CAD'],
  // A town before the state ('Dayton, OH 45402'), not a label ('Order ID 12345', 'Account OR 55012').
  [
    new RegExp(
      String.raw`(?<!(?:[Oo]rder|[Cc]ustomer|[Aa]ccount|[Tt]ax|GST|VAT|[Uu]ser|[Mm]ember|[Ss]tore|[Tt]erminal|[Bb]atch|[Ii]nvoice|[Tt]ransaction|[Mm]erchant)\s+)(?<=[A-Za-z.],?\s+)\b(?:${Object.values(STATE_CODES).join('|')})\.?,?\s+\d{5}(?:-\d{4})?(?![\d,.])`,
      'g',
    ),
    'USD',
  ],
  [/[A-Za-z],?\s+(?:[A-Z]{1,2}\d[A-Z\d]?)\s\d[A-Z]{2}\b/g, 'GBP'],
  [/\b\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\b/g, 'INR'],
  [/\bSdn\.?\s*Bhd\b/gi, 'MYR'],
  // India's central and state GST, printed on every Indian bill.
  [/\b(?:CGST|SGST|IGST|UTGST)\b/g, 'INR'],
  [/\bABN\s*:?\s*\d{2}\s?\d{3}\s?\d{3}\s?\d{3}\b/g, 'AUD'],
];

/** The currency of the one country the document's addresses point to (most signs wins), or null. */
export function countryCurrency(text: string): { code: string; raw: string; start: number } | null {
  if (typeof text !== 'string' || text === '') return null;
  const counts = new Map<string, { count: number; raw: string; start: number }>();
  for (const [pattern, code] of COUNTRY_SIGNS) {
    for (const match of text.matchAll(pattern)) {
      const seen = counts.get(code);
      if (seen) seen.count += 1;
      else counts.set(code, { count: 1, raw: match[0], start: match.index });
    }
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1].count - a[1].count);
  const [first, second] = ranked;
  if (!first || (second && second[1].count === first[1].count)) return null;
  return { code: first[0], raw: first[1].raw, start: first[1].start };
}

/** Every currency marker in `text`, in order. */
export function findCurrencyMarkers(text: string): CurrencyMarker[] {
  if (typeof text !== 'string' || text === '') return [];
  const markers: CurrencyMarker[] = [];
  const add = (code: string, raw: string, start: number, isBareDollar = false) =>
    markers.push({ code, raw, start, isBareDollar });

  // A '$' before an amount ('$12', '$ 11.34', '$.065'); one before a letter is OCR debris ('PAY $d 57').
  for (const match of text.matchAll(/(?:(?<![A-Za-z])([A-Z]{1,2}))?\$(?=\s?[-(]?\s?\.?\d)/g)) {
    const prefix = match[1];
    const code = prefix ? DOLLAR_PREFIXES[prefix] : undefined;
    if (code && prefix) add(code, match[0], match.index);
    else add('USD', '$', match.index + (prefix?.length ?? 0), true);
  }
  for (const match of text.matchAll(/[£€₹¥₩₱₪₦₺฿₫]/g))
    add(SYMBOLS[match[0]] as string, match[0], match.index);
  for (const match of text.matchAll(new RegExp(String.raw`\b${CODE}\s?-?(?=\d)`, 'g')))
    add(match[1] as string, match[1] as string, match.index);
  for (const match of text.matchAll(new RegExp(String.raw`(?<=\d\s?)${CODE}\b`, 'g')))
    add(match[1] as string, match[1] as string, match.index);
  for (const match of text.matchAll(
    new RegExp(String.raw`\b(?:currency|amounts?\s+(?:are\s+)?(?:in|shown\s+in))\s*[:\-]?\s*${CODE}\b`, 'gi'),
  ))
    add((match[1] as string).toUpperCase(), match[0], match.index);
  // A column headed in a currency: 'Amount (RM)', 'Price (GBP)', 'Total (€)'.
  for (const match of text.matchAll(
    new RegExp(String.raw`(?<=[A-Za-z]\s?)\((RM|Rs|${CODES.join('|')}|[£€₹¥])\)`, 'g'),
  )) {
    const unit = match[1] as string;
    add(unit === 'RM' ? 'MYR' : unit === 'Rs' ? 'INR' : (SYMBOLS[unit] ?? unit), match[0], match.index);
  }
  for (const match of text.matchAll(new RegExp(String.raw`\bRM\s?(?=${AMOUNT})`, 'g')))
    add('MYR', 'RM', match.index);
  for (const match of text.matchAll(new RegExp(String.raw`\bRs\.?\s?(?=${AMOUNT})`, 'g')))
    add('INR', 'Rs', match.index);
  for (const [pattern, code] of WORDS)
    for (const match of text.matchAll(pattern)) add(code, match[0], match.index);
  for (const match of text.matchAll(/\bdollars?\b/gi)) add('USD', match[0], match.index, true);
  return markers.sort((a, b) => a.start - b.start);
}

/** The code printed most often among `markers` (the first printed on a tie). */
function mostFrequent(markers: CurrencyMarker[]): CurrencyMarker | undefined {
  const counts = new Map<string, number>();
  for (const marker of markers) counts.set(marker.code, (counts.get(marker.code) ?? 0) + 1);
  let best: CurrencyMarker | undefined;
  for (const marker of markers)
    if (!best || (counts.get(marker.code) ?? 0) > (counts.get(best.code) ?? 0)) best = marker;
  return best;
}

function around(text: string, start: number): string {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', start);
  return text
    .slice(lineStart, lineEnd === -1 ? text.length : lineEnd)
    .trim()
    .slice(0, 120);
}

/**
 * The currency of the document. `totalLine`: the text the total was read from, whose marker wins.
 * `accountCurrency`: the owner's currency, what a bare '$' means when it is a dollar, and the proposal
 * (with a low confidence and no source) when nothing is printed.
 */
export function detectCurrency(
  text: string,
  options: { totalLine?: string | null; accountCurrency?: string } = {},
): Field<string | null> {
  const account = options.accountCurrency ?? 'USD';
  const dollar = dollarCurrency(options.accountCurrency);
  const fromTotal = findCurrencyMarkers(options.totalLine ?? '');
  const all = findCurrencyMarkers(text);
  const named = (markers: CurrencyMarker[]) => markers.filter((marker) => !marker.isBareDollar);

  const onTotal = mostFrequent(named(fromTotal));
  if (onTotal) return field<string | null>(onTotal.code, 0.9, options.totalLine ?? onTotal.raw);

  const namedInText = named(all);
  const country = countryCurrency(text);
  const countryDollar = country && DOLLAR_CURRENCIES.has(country.code) ? country : null;
  // A bare '$' on the total line: a dollar named elsewhere ('All amounts in CAD') says which one, else the
  // country of the bill's addresses ('Ottawa ON K2P 1L4').
  if (fromTotal.length) {
    const namedDollar = mostFrequent(namedInText.filter((marker) => DOLLAR_CURRENCIES.has(marker.code)));
    if (namedDollar) return field<string | null>(namedDollar.code, 0.85, around(text, namedDollar.start));
    if (countryDollar)
      return field<string | null>(countryDollar.code, 0.8, around(text, countryDollar.start));
    return field<string | null>(dollar, dollar === account ? 0.75 : 0.5, options.totalLine ?? '$');
  }
  const best = mostFrequent(namedInText);
  // One sign printed once, off the total, against the country of the addresses: an OCR look-alike ('¥' for
  // a bullet) more likely than a foreign currency.
  const lone = best && namedInText.length === 1 && country && country.code !== best.code;
  if (best && !lone) {
    const isOnlyOne = namedInText.every((marker) => marker.code === best.code);
    const hasDollars = all.some((marker) => marker.isBareDollar) && !DOLLAR_CURRENCIES.has(best.code);
    return field<string | null>(best.code, isOnlyOne && !hasDollars ? 0.8 : 0.5, around(text, best.start));
  }
  const bare = all.find((marker) => marker.isBareDollar);
  if (bare && countryDollar)
    return field<string | null>(countryDollar.code, 0.8, around(text, countryDollar.start));
  if (bare) return field<string | null>(dollar, dollar === account ? 0.7 : 0.5, around(text, bare.start));
  // Nothing printed: the country of the addresses, else the account's currency, to be checked.
  if (country) return field<string | null>(country.code, lone ? 0.6 : 0.7, around(text, country.start));
  return field<string | null>(account, 0.4, null);
}
