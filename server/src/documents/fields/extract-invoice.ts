/**
 * Invoice, bill, statement or receipt text → InvoiceFields: who issued it, its number and date, the grand
 * total (never a subtotal, tax line, previous balance or line item), an expense category and the property it
 * concerns when printed.
 */
import { EXPENSE_CATEGORIES, suggestExpenseCategory, type ExpenseCategory } from '@astor/contract/categories';
import type { Field, InvoiceFields, ReadingContext } from '../types.js';
import { findAddresses } from './address.js';
import { detectCurrency } from './currency.js';
import { findDates, type DateMatch } from './dates.js';
import { field, missing } from './field.js';
import { findMoney, type MoneyMatch } from './money.js';
import { flatten, normalizeText, snippet, splitLines, type Line } from './text.js';
import { extractVendor } from './vendor.js';

/** OCR-tolerant spelling of a label word: 'T0TAL', 'SUBT0TAL', 'AM0UNT'. */
function loose(word: string): string {
  return word.replace(/[a-z]/gi, (letter) => {
    const lower = letter.toLowerCase();
    if (lower === 'o') return '[oO0]';
    if (lower === 'l') return '[lL1I|]';
    if (lower === 'i') return '[iI1l|]';
    if (lower === 's') return '[sS5$]';
    return `[${lower}${lower.toUpperCase()}]`;
  });
}
const TOTAL = loose('total');
const AMOUNT = loose('amount');
const BALANCE = loose('balance');
const DUE = loose('due');

type TotalLabel = { pattern: RegExp; rank: number };
/** Higher rank wins; within a rank, the first occurrence. */
const TOTAL_LABELS: TotalLabel[] = [
  {
    rank: 10,
    pattern: new RegExp(
      String.raw`\b${TOTAL}\s+${AMOUNT}\s+${DUE}\b|\b${TOTAL}\s+${BALANCE}\s+${DUE}\b|\bpay\s+this\s+amount\b|\bamount\s+due\s+(?:now|by|on)\b|\bpay\s+in\s+full\s+by\b|\bplease\s+pay\b`,
      'i',
    ),
  },
  {
    rank: 9,
    pattern: new RegExp(
      String.raw`\b${AMOUNT}\s+${DUE}\b|\b${BALANCE}\s+${DUE}\b|\b${TOTAL}\s+${DUE}\b|\bamount\s+payable\b|\bnow\s+due\b|\bgrand\s+${TOTAL}\b|\btotal\s+amount\s+payable\b`,
      'i',
    ),
  },
  {
    rank: 7,
    pattern: new RegExp(
      String.raw`\b(?:invoice|${TOTAL}\s+sale|sale)\s+${TOTAL}\b|\binvoice\s+${AMOUNT}\b|\b${TOTAL}\s+(?:amount|charges|sale|invoice|cost|price|fees?)\b|\bnew\s+balance\b|\bminimum\s+(?:amount|payment)\s+due\b|\bpremium\s+due\b`,
      'i',
    ),
  },
  { rank: 6, pattern: new RegExp(String.raw`(?<![\w-])${TOTAL}(?![\w-])`, 'i') },
  {
    rank: 4,
    pattern:
      /\b(?:total\s+)?current\s+charges\b|\bnew\s+charges\b|\bthis\s+period'?s\s+charges\b|\bcharges\s+this\s+period\b/i,
  },
  // 'BAL 101.33': a till's balance due.
  { rank: 3, pattern: /\b(?:annual|total)\s+premium\b|\btotal\s+tax(?:es)?\b|\bbalance\b|\bBAL\b/i },
];
/** Lines that hold an amount but never the grand total. */
const NOT_TOTAL = new RegExp(
  String.raw`\bsub[\s-]?${TOTAL}\b|\b(?:previous|prior|last)\s+(?:balance|bill|statement|amount)\b|\bbalance\s+forward\b|\bpayments?\b(?!\s+due)|\bcredits?\b|\bdiscount\b|\bchange\b|\bcash\b|\btendered\b|\bamount\s+enclosed\b|\bafter\s+(?:the\s+)?(?:due\s+date|\d)|\bif\s+paid\s+after\b|\blate\s+(?:fee|charge|payment)\b|\b(?:visa|mastercard|amex|debit|credit)\b|\bdeposit\b|\btotal\s+(?:gst|hst|pst|qst|vat)\b|\bsaved?\b|\byou\s+saved\b|\b(?:first|second)\s+half\b|\binstallment\s+\d\b`,
  'i',
);
const TAX_ONLY = new RegExp(String.raw`^\W*(?:[\w.]+\s+)?(?:sales\s+)?${loose('tax')}\b`, 'i');

type Candidate = { amount: MoneyMatch; rank: number; line: Line; order: number };

/**
 * OCR of a photo spaces a decimal point out ('$ 11 . 34'): the cents are closed up, the spaces moved after
 * them so that every offset before stays where it was.
 */
function closeDecimals(line: string): string {
  return line.replace(/(\d)( ?)([.,])( ?)(\d\d)(?![\d.,])/g, (whole, a, s1, sep, s2, cents) =>
    s1 || s2 ? `${a}${sep}${cents}${s1}${s2}` : whole,
  );
}

function amountsIn(line: string): MoneyMatch[] {
  return findMoney(closeDecimals(line)).filter((money) => money.hasCurrency || /[.,]\d\d$/.test(money.raw));
}

/** 'Tax: $8.00', 'Amount Due: $95.00': a label with its colon before a number. */
const COLON_LABEL = /(?<=^|\s)[A-Z][A-Za-z .'/#]{1,30}?:\s*(?=[-(]?\s?(?:[$£€₹]|[A-Z]{3}\s?)?\s?-?\d)/g;

/**
 * A line that holds several labelled amounts ('Subtotal: $100.00 Tax: $8.00 Total: $108.00', columns a
 * layout joined) → one segment per label, each read as a line of its own.
 */
function segments(lines: Line[]): Line[] {
  return lines.flatMap((line) => {
    if (amountsIn(line.text).length < 2) return [line];
    const starts = [...line.text.matchAll(COLON_LABEL)].map((match) => match.index).filter((at) => at > 0);
    if (!starts.length) return [line];
    return [0, ...starts].map((from, k) => ({
      text: line.text.slice(from, starts[k] ?? line.text.length).trimEnd(),
      start: line.start + from,
      index: line.index,
    }));
  });
}

function extractTotal(text: string, allLines: Line[]): Field<number | null> {
  const lines = segments(allLines);
  const candidates: Candidate[] = [];
  let order = 0;
  const pendingLabels: { rank: number; line: Line }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const label = TOTAL_LABELS.find(({ pattern }) => pattern.test(line.text));
    const amounts = amountsIn(line.text);
    if (!label) {
      // Two-column extraction: 'Subtotal / Tax / Total' then '$20.35 / $1.22 / $21.57' on following lines.
      if (
        pendingLabels.length &&
        amounts.length === 1 &&
        /^\W*-?\$?[\d,]+\.\d\d\W*$/.test(line.text.trim())
      ) {
        const pending = pendingLabels.shift();
        if (pending && pending.rank > 0)
          candidates.push({
            amount: amounts[0] as MoneyMatch,
            rank: pending.rank,
            line: pending.line,
            order: order++,
          });
        continue;
      }
      if (amounts.length) pendingLabels.length = 0;
      else if (/\b(?:sub-?total|tax|shipping|discount)\b/i.test(line.text) && line.text.length < 40)
        pendingLabels.push({ rank: 0, line });
      continue;
    }
    // One word a line: 'Sub' then 'Total'.
    const previous = lines[i - 1]?.text ?? '';
    if (/^\W*total\b/i.test(line.text) && /\bsub[\s-]*$/i.test(previous)) continue;
    if (NOT_TOTAL.test(line.text) && !/\b(?:total|amount|balance)\s+due\b/i.test(line.text)) {
      if (!amounts.length && line.text.length < 40) pendingLabels.push({ rank: 0, line });
      continue;
    }
    // 'ST TAX 00 BAL 42.18': a till prints the balance after the tax on one line.
    const balanceAfterTax = /\btax\b.*\b(?:BAL|balance)\s*:?\s*\S+\s*$/i.test(line.text);
    if (TAX_ONLY.test(line.text) && label.rank < 9 && !/\btotal\s+tax/i.test(line.text) && !balanceAfterTax)
      continue;
    // Labels stacked in a column before their amounts: wait for the amounts ('Subtotal / Tax / Total' then values).
    if (!amounts.length && pendingLabels.length && line.text.length < 40) {
      pendingLabels.push({ rank: label.rank, line });
      continue;
    }
    // The amount after the label on the same line, else alone on one of the next two lines.
    const labelMatch = line.text.match(label.pattern);
    const labelEnd = (labelMatch?.index ?? 0) + (labelMatch?.[0].length ?? 0);
    const after = amounts.filter((money) => money.start >= labelEnd - 1);
    if (after.length) {
      // 'Total 3 items 45.67': the last amount on the line is the total column.
      candidates.push({
        amount: after[after.length - 1] as MoneyMatch,
        rank: label.rank,
        line,
        order: order++,
      });
      continue;
    }
    let found = false;
    for (let j = i + 1; j <= i + 2 && j < lines.length; j++) {
      const next = lines[j] as Line;
      const nextAmounts = amountsIn(next.text);
      // 'Total' then 'SubTotal: 310.00': another label's amount.
      if (NOT_TOTAL.test(next.text) || TAX_ONLY.test(next.text)) break;
      // The amount alone below its label, or closing a line another column shares ('Due Upon Receipt $1,820.39').
      const closesLine =
        next.text.trim().length <= 60 &&
        (nextAmounts[0]?.end ?? 0) >= next.text.trimEnd().length &&
        (nextAmounts[0]?.hasCurrency ?? false);
      if (nextAmounts.length === 1 && (next.text.trim().length <= 24 || (closesLine && j === i + 1))) {
        candidates.push({ amount: nextAmounts[0] as MoneyMatch, rank: label.rank, line, order: order++ });
        found = true;
        break;
      }
      if (nextAmounts.length === 1 && closesLine) {
        // Two lines down, past one line of another column: a label and its amount far apart, lower.
        candidates.push({ amount: nextAmounts[0] as MoneyMatch, rank: label.rank - 1, line, order: order++ });
        found = true;
        break;
      }
      // Another column's line between a label and its amount ('PO BOX 3020'): no amount, no label.
      const otherColumn =
        j === i + 1 &&
        !nextAmounts.length &&
        !/:/.test(next.text) &&
        !TOTAL_LABELS.some(({ pattern }) => pattern.test(next.text)) &&
        next.text.trim().length <= 40;
      if (next.text.trim() && !/^[\s.:$-]*$/.test(next.text) && !otherColumn) break;
    }
    // 'Total Bill Value: 842': a whole number closing a total's line (currencies without cents).
    const counted = /\b(?:items?|qty|quantity|count|pieces|pcs|units?|number)\b/i.test(line.text);
    const whole =
      label.rank >= 6 && !counted
        ? line.text.slice(labelEnd).match(/^[^\d\n]{0,20}?[:\s](\d{1,7})\s*$/)
        : null;
    if (!found && whole?.[1]) {
      const start = line.start + line.text.length - line.text.slice(labelEnd).length + (whole.index ?? 0);
      candidates.push({
        amount: {
          value: Number(whole[1]),
          start,
          end: start + whole[0].length,
          raw: whole[1],
          hasCurrency: false,
        },
        rank: label.rank - 1,
        line,
        order: order++,
      });
      continue;
    }
    if (!found && line.text.length < 40) pendingLabels.push({ rank: label.rank, line });
  }
  const valid = candidates.filter((candidate) => candidate.amount.value > 0);
  if (valid.length) {
    const topRank = Math.max(...valid.map((candidate) => candidate.rank));
    let best = valid
      .filter((candidate) => candidate.rank === topRank)
      .sort((a, b) => a.order - b.order)[0] as Candidate;
    // OCR reads '$24.87' as '524.87': when subtotal + tax disagree with the total but match another printed
    // amount (the card or cash line), that amount is the total.
    const expected = subtotalPlusTax(lines);
    if (expected !== null && Math.abs(expected - best.amount.value) > 0.011) {
      const digitsOnly = best.amount.raw.replace(/[^\d.]/g, '');
      const withoutLead = Number(digitsOnly.slice(1));
      const printed = findMoney(text).find((money) => Math.abs(money.value - expected) < 0.011);
      if (printed && (Math.abs(withoutLead - expected) < 0.011 || /^[5S$]/.test(digitsOnly))) {
        const line =
          lines.find(
            (candidate) =>
              candidate.start <= printed.start && printed.start <= candidate.start + candidate.text.length,
          ) ?? best.line;
        best = { amount: printed, rank: best.rank, line, order: best.order };
      }
    }
    const confidence = topRank >= 9 ? 0.9 : topRank >= 6 ? 0.8 : 0.6;
    return field<number | null>(
      best.amount.value,
      confidence,
      snippet(text, best.line.start, best.line.start + best.line.text.length),
    );
  }
  // No labelled total: the largest amount is the best guess.
  const all = findMoney(text).filter((money) => money.hasCurrency && money.value > 0);
  if (!all.length) return missing();
  const largest = all.reduce((a, b) => (b.value > a.value ? b : a));
  return field<number | null>(largest.value, 0.35, snippet(text, largest.start - 40, largest.end + 10));
}

/** Subtotal + tax when both are printed on labelled lines (receipts), to check the total against. */
function subtotalPlusTax(lines: Line[]): number | null {
  let subtotal: number | null = null;
  let tax: number | null = null;
  for (const line of lines) {
    const amounts = amountsIn(line.text);
    const last = amounts[amounts.length - 1];
    if (!last) continue;
    if (subtotal === null && new RegExp(String.raw`\bsub[\s-]?${TOTAL}\b`, 'i').test(line.text))
      subtotal = last.value;
    else if (subtotal !== null && tax === null && TAX_ONLY.test(line.text)) tax = last.value;
  }
  return subtotal !== null && tax !== null ? Math.round((subtotal + tax) * 100) / 100 : null;
}

// ---------------------------------------------------------------------------------------------------------
// Dates and number

const INVOICE_DATE_LABEL =
  /\b(?:invoice\s+date|date\s+of\s+(?:invoice|issue|bill|statement|notice)|statement\s+date|bill(?:ing)?\s+date|bill\s+issued|issue\s+date|date\s+issued|issued(?:\s+on)?|notice\s+date|prepared(?:\s+on)?|statement\s+prepared|receipt\s+date|transaction\s+date|sale\s+date|order\s+date|invoice\s+dt|inv\s+date|dated|date)\b[\s.:#-]*$/i;
const NOT_INVOICE_DATE =
  /\b(?:due|pay\s+by|payable\s+by|period|from|through|thru|service\s+(?:dates?|from|to)|read(?:ing)?|coverage|effective|policy|term|expir\w*|birth|payment|paid|received|thank|last\s+day|delinquent|after|before|meter|start|end|move|half)\b[^.\n]{0,25}$/i;
const DUE_DATE_LABEL =
  /\b(?:due\s+date|payment\s+due(?:\s+date)?|pay(?:\s+in\s+full|\s+this\s+amount)?\s+by|due\s+(?:by|on)|please\s+pay\s+by|amount\s+due\s+by|payable\s+by|due)\b[^.\n$]{0,20}$/i;

/** Dates joined by a dash or 'to' on one line ('Jul 25, 2024 - Aug 23, 2024'): a period, never the bill's date. */
function rangeDates(text: string, dates: DateMatch[]): Set<DateMatch> {
  const inRange = new Set<DateMatch>();
  for (let i = 1; i < dates.length; i++) {
    const first = dates[i - 1] as DateMatch;
    const second = dates[i] as DateMatch;
    if (/^\s*(?:-|–|—|to|through|thru|until)\s*$/i.test(text.slice(first.end, second.start))) {
      inRange.add(first);
      inRange.add(second);
    }
  }
  return inRange;
}

/**
 * Currencies of countries that write numeric dates month-first (or both ways): any other currency makes an
 * ambiguous '05/03/2026' the 5th of March.
 */
const MONTH_FIRST_CURRENCIES = new Set(['USD', 'CAD', 'PHP']);

/** Date labels of a table's header row, in order: which of its columns are the bill's date and the due date. */
const HEADER_LABEL =
  /\b(?:(due\s+date|payment\s+due(?:\s+date)?|due\s+by|pay\s+by)|(invoice\s+date|date\s+of\s+(?:invoice|issue|bill|statement)|statement\s+date|bill(?:ing)?\s+date|bill\s+issued|issue\s+date|date\s+issued|receipt\s+date|transaction\s+date|order\s+date|date))\b/gi;

/**
 * A row of dates under a header row ('BILLING DATE DUE DATE' over 'FEB 26 2025 MAR 19 2025'): the kind of
 * each date by its column, when the row starts with a date and the header names as many dates as the row
 * holds, or names the bill's date first (the first column).
 */
type Column = { kind: 'invoice' | 'due'; strong: boolean };

function headerKinds(text: string, dates: DateMatch[]): Map<DateMatch, Column> {
  const kinds = new Map<DateMatch, Column>();
  const byLine = new Map<number, DateMatch[]>();
  for (const date of dates) {
    const lineStart = text.lastIndexOf('\n', date.start - 1) + 1;
    byLine.set(lineStart, [...(byLine.get(lineStart) ?? []), date]);
  }
  for (const [lineStart, row] of byLine) {
    if (text.slice(lineStart, (row[0] as DateMatch).start).trim() || lineStart === 0) continue;
    const header = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
    if (findDates(header).length || /\d[.,]\d\d/.test(header)) continue;
    const labels = [...header.matchAll(HEADER_LABEL)].map((match) => {
      // 'Read Date', 'Service Date', 'Ship Date': a column of another date.
      const other =
        NOT_INVOICE_DATE.test(header.slice(0, match.index)) ||
        /\b(?:read|ship)\s*$/i.test(header.slice(0, match.index));
      return {
        kind: match[1] ? ('due' as const) : other ? ('other' as const) : ('invoice' as const),
        first: !header.slice(0, match.index).trim(),
      };
    });
    if (labels.length === row.length)
      row.forEach((date, i) => {
        const kind = labels[i]?.kind;
        if (kind === 'due' || kind === 'invoice') kinds.set(date, { kind, strong: row.length > 1 });
      });
    else if (labels[0]?.first && labels[0].kind === 'invoice')
      kinds.set(row[0] as DateMatch, { kind: 'invoice', strong: false });
  }
  return kinds;
}

function extractDates(
  text: string,
  currency: string | null,
): { date: Field<string | null>; due: Field<string | null> } {
  const dayFirst = currency !== null && !MONTH_FIRST_CURRENCIES.has(currency);
  const found = findDates(text, { dayFirst });
  const periods = rangeDates(text, found);
  const dates = found.filter((date) => !periods.has(date));
  let invoiceDate: { date: DateMatch; confidence: number } | null = null;
  let dueDate: DateMatch | null = null;
  const columns = headerKinds(text, dates);
  // A row of dates under as many labels: each date is its column's.
  for (const date of dates) {
    const column = columns.get(date);
    if (!column?.strong) continue;
    if (column.kind === 'due') dueDate ??= date;
    else invoiceDate ??= { date, confidence: 0.85 };
  }
  for (const date of dates) {
    if (columns.get(date)?.strong) continue;
    const lineStart = text.lastIndexOf('\n', date.start - 1) + 1;
    // 'Due Date: 04/05/2025 Invoice Date: 03/05/2025': a date's label starts after the date before it.
    const previousOnLine = dates.filter((other) => other.end <= date.start && other.start >= lineStart).pop();
    const before = text.slice(Math.max(lineStart, previousOnLine?.end ?? 0, date.start - 50), date.start);
    const previousLine = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, Math.max(0, lineStart - 1));
    const labelText = before.trim() ? before : previousLine;
    if (!dueDate && DUE_DATE_LABEL.test(labelText)) {
      dueDate = date;
      continue;
    }
    if (
      !invoiceDate &&
      INVOICE_DATE_LABEL.test(labelText) &&
      // 'Billed to Date', 'Paid to Date': a running total's label, not a date's.
      !/\bto\s+date\b[\s.:#-]*$/i.test(labelText) &&
      !NOT_INVOICE_DATE.test(labelText.replace(INVOICE_DATE_LABEL, ''))
    ) {
      invoiceDate = { date, confidence: 0.9 };
    }
  }
  // A date under its header row's first column, when no label beside or above it said what it is.
  for (const date of dates) {
    if (columns.get(date)?.kind === 'invoice' && !invoiceDate && date !== dueDate)
      invoiceDate = { date, confidence: 0.85 };
  }
  if (!invoiceDate) {
    // Receipts and letterheads: the first date that is not a due date, a period or a payment.
    for (const date of dates) {
      if (date === dueDate) continue;
      const lineStart = text.lastIndexOf('\n', date.start - 1) + 1;
      const lineEnd = text.indexOf('\n', date.end);
      const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
      const before = text.slice(lineStart, date.start);
      if (NOT_INVOICE_DATE.test(before) || DUE_DATE_LABEL.test(before)) continue;
      if (
        /^\s*-|^\s*(?:to|through|thru)\b/i.test(text.slice(date.end, date.end + 6)) &&
        /\b(?:period|service|from|billing)\b/i.test(line)
      )
        continue;
      invoiceDate = { date, confidence: 0.65 };
      break;
    }
  }
  return {
    date: invoiceDate
      ? field<string | null>(
          invoiceDate.date.iso,
          // A century inferred from a garbled year ('0223-05-31'): to be checked.
          invoiceDate.date.uncertainYear
            ? Math.min(invoiceDate.confidence, 0.5)
            : // '05/03/2026' read by the currency's country, not proven by the page: to be checked.
              invoiceDate.date.ambiguous && currency !== 'USD'
              ? Math.min(invoiceDate.confidence, 0.6)
              : invoiceDate.confidence,
          snippet(text, invoiceDate.date.start - 30, invoiceDate.date.end),
        )
      : missing(),
    due: dueDate
      ? field<string | null>(dueDate.iso, 0.8, snippet(text, dueDate.start - 30, dueDate.end))
      : missing(),
  };
}

function extractNumber(text: string): Field<string | null> {
  const match =
    text.match(
      /\b(?:invoice|inv|bill|statement|receipt|ref(?:erence)?|work\s+order|order|transaction|trans|document|doc)\.?\s*(?:#|no\.?|number|num\.?|id)\s*[:.]?\s*([A-Z0-9][A-Z0-9\-/]{1,24})\b/i,
    ) ??
    text.match(/\b(?:invoice|receipt|ref)\s*[:#]\s*([A-Z0-9][A-Z0-9\-/]{1,24})\b/i) ??
    text.match(/^\s*(?:invoice|proposal|receipt)\s+#?\s*([A-Z]{0,4}-?\d[\dA-Z-]{2,20})\b/im) ??
    text.match(/^\s*(?:ref|reference)\s+([A-Z0-9][A-Z0-9\-/]{2,24})\b/im);
  if (!match?.[1] || !/\d/.test(match[1])) return missing();
  return field<string | null>(
    match[1],
    0.8,
    snippet(text, match.index ?? 0, (match.index ?? 0) + match[0].length),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Category

type Cue = [RegExp, number];
const CATEGORY_CUES: Record<ExpenseCategory, Cue[]> = {
  Utilities: [
    [
      /\b(?:kwh|kilowatt|therms?|ccf|cu\.?\s*ft|gallons|meter|usage|energy\s+charge|fuel\s+(?:cost|adjustment)|delivery\s+charge|customer\s+charge|stormwater|sewer|water\s+(?:usage|consumption|&\s+sewer|bill|utility|authority|district|department)|gas\s+(?:usage|supply|service|company|utility)|natural\s+gas|electric(?:ity)?\s+(?:usage|service|bill|company|cooperative)|power\s+(?:&|and)\s+light|public\s+(?:power|utilities)|utility\s+bill|utilities|refuse|recycling|broadband|internet\s+\d+|outage)\b/gi,
      1,
    ],
  ],
  Insurance: [
    [
      /\b(?:premium|policy(?:\s+(?:number|period|type|no))?|named\s+insured|(?<!licensed\s(?:and|&)\s)insured|coverage|insurance|deductible|dwelling\s+fire|liability\s+limit|underwrit\w+|casualty|mutual|assurance|indemnity)\b/gi,
      1.2,
    ],
  ],
  Taxes: [
    [
      /\b(?:property\s+tax|real\s+(?:estate|property)\s+tax|tax\s+(?:bill|statement|collector|assessor|year)|treasurer|assessor|parcel|apn|levy|assessed\s+value|mill\s+rate|situs)\b/gi,
      1.5,
    ],
  ],
  HOA: [
    [
      /\b(?:hoa|homeowners?'?\s+association|owners\s+association|condominium\s+association|community\s+association|association\s+dues|regular\s+assessment|special\s+assessment|quarterly\s+assessment|monthly\s+assessment)\b/gi,
      1.5,
    ],
  ],
  'Management fees': [
    [
      /\b(?:management\s+fee|property\s+management|managing\s+agent|leasing\s+fee|owner\s+(?:statement|distribution))\b/gi,
      1.5,
    ],
  ],
  Repairs: [
    [
      /\b(?:repair\w*|replace[ds]?|replacement|install(?:ed|ation)?|plumb\w*|electrician|electrical|gfci|receptacle|breaker|circuit|panel|wiring|hvac|furnace|boiler|water\s+heater|leak\w*|drain|clog|toilet|faucet|roof\w*|shingles?|flashing|handyman|drywall|service\s+call|trip\s+charge|diagnostic|labor|technician|appliance|dishwasher|refrigerator|capacitor|compressor|thermostat|smoke\s+detector)\b/gi,
      0.6,
    ],
  ],
  'Cleaning and maintenance': [
    [
      /\b(?:clean\w*|janitor\w*|landscap\w*|lawn|mow\w*|hedge|mulch|pest|extermin\w*|rodent|gutter\w*|snow|plow\w*|pool\s+(?:service|maintenance)|carpet\s+(?:shampoo|cleaning)|pressure\s+wash\w*|window\s+(?:washing|cleaning)|trash\s+haul|turnover|maid)\b/gi,
      0.9,
    ],
  ],
  Supplies: [
    [
      /\b(?:hardware|lumber|home\s+center|suppl(?:y|ies)|paint\s+&\s+supply|true\s+value|ace|home\s+depot|lowe'?s|menards|sku|qty|items?\s+sold|cashier|reg(?:ister)?\s*#?\s*\d|change\s+due|tendered)\b/gi,
      0.8,
    ],
    [/\b(?:subtotal|sub-total)\b[\s\S]*\b(?:cash|change|visa|mastercard|debit)\b/gi, 1.5],
  ],
  'Legal and professional fees': [
    [
      /\b(?:attorney|law\s+(?:firm|offices?|group)|legal\s+services|court\s+filing|eviction\s+filing|esq\.?|cpa|accounting|bookkeeping|tax\s+preparation|consultation)\b/gi,
      1.3,
    ],
  ],
  Advertising: [
    [
      /\b(?:advertis\w*|listing\s+(?:fee|package)|featured\s+listing|marketing|yard\s+sign|photography\s+package)\b/gi,
      1.3,
    ],
  ],
  'Auto and travel': [[/\b(?:mileage|fuel|gasoline|parking\s+garage|toll|uber|lyft)\b/gi, 0.8]],
  Commissions: [[/\b(?:commission|broker\s+fee|realtor)\b/gi, 1.2]],
  'Mortgage interest': [
    [/\b(?:mortgage|escrow|principal\s+and\s+interest|loan\s+(?:number|payment))\b/gi, 1.3],
  ],
  'Other interest': [],
  Depreciation: [],
  Other: [],
};

function extractCategory(text: string, vendor: string | null): Field<string> {
  const head = text.slice(0, 6000);
  const scores = new Map<ExpenseCategory, number>();
  for (const category of EXPENSE_CATEGORIES) {
    let score = 0;
    for (const [pattern, weight] of CATEGORY_CUES[category]) {
      const hits = head.match(pattern)?.length ?? 0;
      score += Math.min(hits, 6) * weight;
      // The vendor's own name says most ('Pinecrest Hardware', 'Stonegate Mutual Insurance').
      if (vendor && new RegExp(pattern.source, 'i').test(vendor)) score += 3 * weight;
    }
    scores.set(category, score);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [best, bestScore] = ranked[0] ?? ['Other', 0];
  if (bestScore >= 1.2) {
    return field<string>(best, Math.min(0.9, 0.45 + bestScore * 0.06), `${best}: ${vendor ?? ''}`.trim());
  }
  const suggested = suggestExpenseCategory(`${vendor ?? ''} ${head.slice(0, 1500)}`);
  if (
    suggested === 'Other' &&
    /\b(?:service|labor|technician|tune-?up|work\s+(?:order|performed)|job\s+site|on\s+site|visit)\b/i.test(
      head,
    )
  ) {
    // A service invoice that names no trade: work on the property, most often a repair.
    return field<string>('Repairs', 0.35, vendor);
  }
  return field<string>(suggested, suggested === 'Other' ? 0.3 : 0.5, vendor);
}

// ---------------------------------------------------------------------------------------------------------
// Property address

const PROPERTY_LABEL =
  /(?:\b|(?<=[0-9A-Z)])(?=[A-Z][a-z]))(?:service\s+(?:address|location|at)|premises?\s+address|property(?:\s+(?:address|location))?|job(?:\s+(?:site|address|location))?|work\s+(?:location|site|address)|project(?:\s+(?:location|address|site))?|(?:insured|risk|rental)\s+(?:location|address|property)|location(?:\s+of\s+(?:risk|property|service))?|situs(?:\s+address)?|site(?:\s+address)?|unit\s+address|lot\s+\d+\s*\/?)\s*[:.#-]?\s*/gi;

function extractPropertyAddress(text: string): Field<string | null> {
  for (const match of text.matchAll(PROPERTY_LABEL)) {
    const labelEnd = match.index + match[0].length;
    // Only labels that start a line or follow a separator ('Job: ...', 'Service at: ...').
    // A label starts a line or a column ('Customer: Bay Rentals   Job: 12 Pier St').
    const lineStart = text.lastIndexOf('\n', match.index - 1) + 1;
    const beforeLabel = text.slice(lineStart, match.index);
    // A long multi-word label ('Service address:') is trusted anywhere; a single word only at a line or column start.
    const isStrongLabel = /\s/.test(match[0].trim()) && /[:#]\s*$/.test(match[0]);
    if (
      !isStrongLabel &&
      beforeLabel.trim().length > 30 &&
      !/(?:\s{2,}|\t|[|·*]\s*|\s[-–—]\s*|[0-9a-z)]|[A-Z]{2})$/.test(beforeLabel)
    )
      continue;
    if (!/[:#/-]\s*$|\s{2,}$/.test(match[0]) && !/\n/.test(text.slice(labelEnd, labelEnd + 2))) continue;
    const windowText = text.slice(labelEnd, labelEnd + 160);
    const found = findAddresses(windowText).find((address) => address.start <= 40);
    if (found) {
      const value = `${found.street}, ${found.city}, ${found.state}${found.zip ? ' ' + found.zip : ''}`;
      return field<string | null>(value, 0.85, snippet(text, match.index, labelEnd + found.end));
    }
    const line = windowText.split('\n')[0]?.trim() ?? '';
    if (/^\d{1,6}\s+\w+/.test(line) && line.length < 100) {
      return field<string | null>(
        line.replace(/\s*\(.*\)\s*$/, ''),
        0.6,
        snippet(text, match.index, labelEnd + line.length),
      );
    }
  }
  return missing();
}

// ---------------------------------------------------------------------------------------------------------

export function extractInvoiceFields(rawText: string, context: ReadingContext = {}): InvoiceFields {
  const text = normalizeText(typeof rawText === 'string' ? rawText : '');
  const lines = splitLines(text);
  const vendor = extractVendor(text, lines);
  const total = extractTotal(text, lines);
  const currency = detectCurrency(text, {
    totalLine: total.value === null ? null : total.source,
    accountCurrency: context.accountCurrency,
  });
  const dates = extractDates(text, currency.value);
  return {
    vendor,
    invoice_number: extractNumber(text),
    date: dates.date,
    due_date: dates.due,
    total_amount: total,
    currency,
    category: extractCategory(flatten(text) === '' ? '' : text, vendor.value),
    property_address: extractPropertyAddress(text),
  };
}
