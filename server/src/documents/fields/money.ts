/**
 * Money in extracted text: '$1,250.00', '$1250', 'S1,250.00' (OCR), 'USD 1,250', '1,250.00 dollars', other
 * currencies' signs and codes ('£1,250', 'CA$40', '45,00 €', 'GBP 12'), and bare two-decimal amounts on
 * receipts ('TOTAL 45.67'). Which currency it is, is currency.ts's business.
 */

export type MoneyMatch = {
  value: number;
  start: number;
  end: number;
  raw: string;
  /** A currency marker ('$', 'USD', 'dollars', '£', 'EUR') was present. */
  hasCurrency: boolean;
};

const NUMBER = String.raw`\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
/** Codes that mark an amount when written beside it ('GBP 45', '45 EUR'); the currency itself is currency.ts's. */
const CODES = 'USD|CAD|GBP|EUR|AUD|NZD|INR|MYR|SGD|HKD|JPY|CHF';
// A '$' run into the word before it is still a dollar: 'BDS$6,700' (other dollars' prefixes), 'of$1,250'
// (a text layer that lost its spaces).
const MONEY_PATTERN = new RegExp(
  String.raw`(?:(?:(?<![\w.,])(-\s?)?((?:US|CA|C|A|AU|NZ|S|SG|HK)?\$|[£€₹¥]|(?:${CODES})\s?)|(?<=[A-Za-z])(\$))\s?(-)?(${NUMBER})|(?<![\w.,])(-)?(${NUMBER})(\s?(?:(?:${CODES})\b|dollars\b|euros?\b|€|£))?)(?![\d%]|[.,]\d)`,
  'gi',
);

/** A number as written ('1,250.00', '1.250,00', '1 250.00', '1250') → 1250; null when not a number. */
export function parseAmount(raw: string): number | null {
  const cleaned = raw.replace(/[^\d.,' ]/g, '').trim();
  if (!/\d/.test(cleaned)) return null;
  const compact = cleaned.replace(/[' ]/g, '');
  let normalised: string;
  const decimalMatch = compact.match(/[.,](\d{1,2})$/);
  if (decimalMatch && !/^\d{1,3}[.,]\d{3}$/.test(compact)) {
    const integerPart = compact.slice(0, compact.length - decimalMatch[0].length).replace(/[.,]/g, '');
    normalised = `${integerPart || '0'}.${decimalMatch[1]}`;
  } else {
    normalised = compact.replace(/[.,]/g, '');
  }
  const value = Number(normalised);
  if (!Number.isFinite(value)) return null;
  return Math.round(value * 100) / 100;
}

/** A single money string ('$1,250.00', 'S450', '1,250.00 USD') → 1250; null when there is none. Never throws. */
export function parseMoney(raw: string): number | null {
  if (typeof raw !== 'string') return null;
  const match = findMoney(raw.trim())[0];
  if (!match) return null;
  return match.value;
}

/**
 * Every amount in `text`, in order. Bare integers without a currency marker are not amounts (they are ZIPs,
 * years, counts); bare numbers with two decimals are (receipts print 'TOTAL 45.67').
 */
export function findMoney(text: string): MoneyMatch[] {
  const matches: MoneyMatch[] = [];
  if (typeof text !== 'string') return matches;
  // 'S' read for '$' just before a number (length-preserving, so offsets hold).
  const source = text.replace(/(?<![A-Za-z0-9])S(?=\d[\d,]*[.,]\d)/g, '$');
  for (const match of source.matchAll(MONEY_PATTERN)) {
    const [
      raw,
      negativeBeforeSign,
      sign,
      gluedDollar,
      negativeAfterSign,
      numberAfterSign,
      negativeBare,
      bareNumber,
      suffix,
    ] = match;
    const digits = numberAfterSign ?? bareNumber ?? '';
    const hasCurrency = Boolean(sign || gluedDollar || suffix);
    if (!hasCurrency && !/[.,]\d{2}$/.test(digits)) continue;
    // 'Code § 42-3502.07', 'No. 12-20.50': a bare number after a hyphenated number or '§' is a citation.
    if (!hasCurrency && /(?:§\s*|\d[-/])$/.test(text.slice(Math.max(0, match.index - 3), match.index)))
      continue;
    if (!hasCurrency && /^\d{1,2}[.]\d{2}$/.test(digits) && isTimeOrDateContext(text, match.index)) continue;
    const value = parseAmount(digits);
    if (value === null) continue;
    const negative = negativeBeforeSign || negativeAfterSign || negativeBare ? -1 : 1;
    const start = match.index;
    matches.push({
      value: negative * value,
      start,
      end: start + raw.length,
      raw: text.slice(start, start + raw.length),
      hasCurrency,
    });
  }
  return matches;
}

function isTimeOrDateContext(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 3), index);
  return /[/:-]\s?$/.test(before);
}

/** '$1,250.00': the inverse of parseMoney for non-negative amounts (tests and summaries). */
export function formatMoney(value: number): string {
  return (
    '$' +
    value.toLocaleString('en-US', {
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      maximumFractionDigits: 2,
    })
  );
}
