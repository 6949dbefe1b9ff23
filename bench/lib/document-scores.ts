/**
 * Scoring for bench/documents.bench.ts: reading a manifest folder's ground truth (the held-out samples' key
 * names and the real documents' key names and aliases), comparing it with the reader's fields, telling
 * whether a date the reader gave is printed in the document, and counting the pages an extraction covered.
 * It only reads and compares: nothing here feeds back into the reader.
 */
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { normalizeText } from '../../server/src/documents/extract/normalize-text.js';
import { findDates } from '../../server/src/documents/fields/dates.js';
import type {
  DocumentFields,
  DocumentType,
  Extraction,
  Field,
  InvoiceFields,
  LeaseFields,
} from '../../server/src/documents/types.js';

// ------------------------------------------------------------------------------------------------ manifest

/** One manifest entry, whichever of the two manifest formats it came from. */
export type ManifestEntry = {
  file: string;
  document_type: DocumentType;
  format: string;
  template?: boolean;
  fields: Record<string, unknown>;
};

/** What the ground truth says for one field: accepted values (null: "nothing"), or not scored. */
export type Truth = { accepted: unknown[] } | null;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const has = (fields: Record<string, unknown>, key: string) => Object.hasOwn(fields, key);
/** The value and its `<key>_alternatives`, or not scored when the value is null. */
const truthOf = (value: unknown, alternatives: unknown): Truth =>
  value === null || value === undefined ? null : { accepted: [value, ...list(alternatives)] };

// ------------------------------------------------------------------------------------------------ equality

export const norm = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
/** Money: within half a cent. */
export const sameMoney = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= 0.005 + 1e-9;
const sameOrBothNull = (a: unknown, b: unknown) =>
  ((a === null || a === undefined) && (b === null || b === undefined)) || sameMoney(a, b);
/** Names and addresses: the same after normalising case and punctuation, or one contains the other. */
export const looselySame = (a: unknown, b: unknown) => {
  const x = norm(a);
  const y = norm(b);
  return x === y || (x.length > 3 && y.length > 3 && (x.includes(y) || y.includes(x)));
};
export const isFilled = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

const sameTenants = (expected: unknown, actual: unknown) =>
  Array.isArray(expected) &&
  Array.isArray(actual) &&
  expected.length === actual.length &&
  expected.every((name) => actual.some((other) => norm(other) === norm(name)));

/** The held-out manifest's other lease keys (lease_type, additional_fees, booleans, rooms). */
function sameOtherLeaseField(key: string, expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'number') return sameMoney(expected, actual);
  if (typeof expected === 'boolean') return expected === actual;
  if (key === 'additional_fees' && Array.isArray(expected) && Array.isArray(actual)) {
    return (
      expected.length === actual.length &&
      expected.every((fee: Record<string, unknown>) =>
        actual.some((other: Record<string, unknown>) =>
          fee.fee_type === 'Animal Violation Fee'
            ? other.fee_type === 'Animal Violation Fee' &&
              sameOrBothNull(fee.first_violation, other.first_violation) &&
              sameOrBothNull(fee.additional_violation, other.additional_violation)
            : looselySame(fee.fee_type, other.fee_type) && sameMoney(fee.amount, other.amount),
        ),
      )
    );
  }
  if (key === 'lease_type') return norm(expected) === norm(actual);
  return looselySame(expected, actual);
}

// ------------------------------------------------------------------------------------------------- fields

/** A field the reader gave: its value and confidence (0 and null when it gave nothing). */
export type Reading = { value: unknown; confidence: number };
const reading = (field: Field<unknown> | undefined, value: unknown = field?.value): Reading => ({
  value: value ?? null,
  confidence: field?.confidence ?? 0,
});

export type FieldSpec<F> = {
  name: string;
  truth: (fields: Record<string, unknown>) => Truth;
  read: (fields: F) => Reading;
  same: (expected: unknown, actual: unknown) => boolean;
  /** On a template every filled value is invented (booleans are always filled: not scored there). */
  onTemplates: boolean;
};

const lateFeeTruth = (fields: Record<string, unknown>): Truth => {
  if (has(fields, 'late_fee')) return truthOf(fields.late_fee, null);
  const late = fields.late_payment as { initial_fee?: unknown } | null | undefined;
  return truthOf(late?.initial_fee ?? null, null);
};

/** The eight lease fields: the headline lease score. */
export const LEASE_FIELDS: FieldSpec<LeaseFields>[] = [
  {
    name: 'address',
    truth: (f) => truthOf(f.address, null),
    read: (l) => reading(l.address),
    same: looselySame,
    onTemplates: true,
  },
  {
    name: 'city',
    truth: (f) => truthOf(f.city, null),
    read: (l) => reading(l.city),
    same: looselySame,
    onTemplates: true,
  },
  {
    name: 'state',
    truth: (f) => truthOf(f.state, null),
    read: (l) => reading(l.state),
    same: (a, b) => norm(a) === norm(b),
    onTemplates: true,
  },
  {
    name: 'zip',
    truth: (f) => truthOf(f.zip, null),
    read: (l) => reading(l.zip),
    same: looselySame,
    onTemplates: true,
  },
  {
    name: 'start_date',
    truth: (f) => truthOf(f.start_date, null),
    read: (l) => reading(l.start_date),
    same: (a, b) => a === b,
    onTemplates: true,
  },
  {
    name: 'end_date',
    truth: (f) => truthOf(f.end_date, null),
    read: (l) => reading(l.end_date),
    same: (a, b) => a === b,
    onTemplates: true,
  },
  {
    // Real documents: `rent` (also set for non-US leases, whose rent_amount_monthly alias is null on purpose).
    name: 'rent',
    truth: (f) =>
      truthOf(has(f, 'rent') ? f.rent : f.rent_amount_monthly, f.rent_amount_monthly_alternatives),
    read: (l) => reading(l.rent_amount_monthly),
    same: sameMoney,
    onTemplates: true,
  },
  {
    name: 'late_fee',
    truth: lateFeeTruth,
    read: (l) => reading(l.late_payment, l.late_payment.value?.initial_fee ?? null),
    same: sameMoney,
    onTemplates: true,
  },
];

/** The reader's lease keys scored under their own name when a manifest has them (the held-out set does). */
const OTHER_LEASE_KEYS = [
  'lease_type',
  'additional_fees',
  'is_commercial',
  'is_nnn',
  'num_bedrooms',
  'num_bathrooms',
] as const;

/** Lease fields outside the headline eight: scored and printed, not in the overall. */
export const OTHER_LEASE_FIELDS: FieldSpec<LeaseFields>[] = [
  {
    name: 'deposit',
    truth: (f) => truthOf(has(f, 'deposit') ? f.deposit : f.security_deposit, null),
    read: (l) => reading(l.security_deposit),
    same: sameMoney,
    onTemplates: true,
  },
  {
    name: 'tenants',
    truth: (f) => truthOf(f.tenants, null),
    read: (l) => reading(l.tenants),
    same: sameTenants,
    onTemplates: true,
  },
  {
    name: 'landlord',
    truth: (f) => truthOf(f.landlord, null),
    read: (l) => reading(l.landlord),
    same: looselySame,
    onTemplates: true,
  },
  {
    name: 'late_payment (initial + daily)',
    truth: (f) => truthOf(f.late_payment, null),
    read: (l) => reading(l.late_payment),
    same: (e, a) => {
      const expected = e as Record<string, unknown>;
      const actual = (a ?? {}) as Record<string, unknown>;
      return (
        sameOrBothNull(expected.initial_fee, actual.initial_fee) &&
        sameOrBothNull(expected.daily_late_charge, actual.daily_late_charge)
      );
    },
    onTemplates: false,
  },
  ...OTHER_LEASE_KEYS.map((key): FieldSpec<LeaseFields> => ({
    name: key,
    truth: (f) => truthOf(f[key], null),
    read: (l) => reading(l[key] as Field<unknown>),
    same: (e, a) => sameOtherLeaseField(key, e, a),
    onTemplates: false,
  })),
];

// The held-out manifest's coarse invoice categories; the product's are the Schedule E lines.
const COARSE: Record<string, string> = {
  Repairs: 'Maintenance',
  'Cleaning and maintenance': 'Maintenance',
  Taxes: 'Property Tax',
  'Management fees': 'Management',
};

/** Vendor truth: null with alternatives means "nothing, or one of these" (an unprinted issuer). */
export const vendorTruth = (f: Record<string, unknown>): Truth => {
  const alternatives = list(f.vendor_alternatives);
  if (f.vendor === null || f.vendor === undefined)
    return alternatives.length ? { accepted: [null, ...alternatives] } : null;
  return { accepted: [f.vendor, ...alternatives] };
};

export const INVOICE_AMOUNT: FieldSpec<InvoiceFields> = {
  // Real documents: `total` (receipt 29 has no date, so its total_amount alias is null on purpose).
  name: 'amount',
  truth: (f) => truthOf(has(f, 'total') ? f.total : f.total_amount, f.total_amount_alternatives),
  read: (i) => reading(i.total_amount),
  same: sameMoney,
  onTemplates: true,
};
export const INVOICE_DATE: FieldSpec<InvoiceFields> = {
  name: 'date',
  truth: (f) => truthOf(f.date, f.date_alternatives),
  read: (i) => reading(i.date),
  same: (a, b) => a === b,
  onTemplates: true,
};
export const INVOICE_VENDOR: FieldSpec<InvoiceFields> = {
  name: 'vendor',
  truth: vendorTruth,
  read: (i) => reading(i.vendor),
  same: looselySame,
  onTemplates: true,
};
/** The same vendor, exactly after normalising case and punctuation. */
export const INVOICE_VENDOR_EXACT: FieldSpec<InvoiceFields> = {
  ...INVOICE_VENDOR,
  name: 'vendor (exact)',
  same: (e, a) => norm(e) === norm(a),
};
/** Currency (ISO code): scored when the reader's invoice fields carry one, as they do. */
export const INVOICE_CURRENCY: FieldSpec<InvoiceFields> = {
  name: 'currency',
  truth: (f) => truthOf(f.currency, null),
  read: (i) => reading((i as unknown as Record<string, Field<unknown> | undefined>).currency),
  same: (a, b) => norm(a) === norm(b),
  onTemplates: true,
};
export const readerGivesCurrency = (invoice: InvoiceFields) => Object.hasOwn(invoice, 'currency');

export const OTHER_INVOICE_FIELDS: FieldSpec<InvoiceFields>[] = [
  {
    name: 'category',
    truth: (f) => truthOf(f.category, null),
    read: (i) => reading(i.category, COARSE[i.category.value] ?? i.category.value),
    same: (a, b) => norm(a) === norm(b),
    onTemplates: false,
  },
  {
    name: 'property_address',
    truth: (f) => truthOf(f.property_address, null),
    read: (i) => reading(i.property_address),
    same: looselySame,
    onTemplates: false,
  },
];

export type Judgement = { ok: boolean; filled: boolean; confidence: number; detail: string };

/**
 * One field of one document: null when not scored (truth null on a real document). On a template the truth
 * is "nothing": a filled value is invented, hence wrong.
 */
export function judge<F>(spec: FieldSpec<F>, entry: ManifestEntry, fields: F): Judgement | null {
  const got = spec.read(fields);
  const filled = isFilled(got.value);
  if (entry.template) {
    if (!spec.onTemplates) return null;
    return {
      ok: !filled,
      filled,
      confidence: got.confidence,
      detail: `template: invented ${JSON.stringify(got.value)}`,
    };
  }
  const truth = spec.truth(entry.fields);
  if (!truth) return null;
  const ok = truth.accepted.some((expected) =>
    expected === null ? !filled : filled && spec.same(expected, got.value),
  );
  return {
    ok,
    filled,
    confidence: got.confidence,
    detail: `expected ${truth.accepted.map((v) => JSON.stringify(v)).join(' or ')}, got ${JSON.stringify(got.value)} (confidence ${got.confidence})`,
  };
}

// ----------------------------------------------------------------------------------------- dates in text

/** Every date field the reader filled for this type, by name. */
export function dateReadings(
  fields: DocumentFields,
): { name: string; value: string; source: string | null }[] {
  const pairs: [string, Field<string | null>][] =
    fields.type === 'Lease'
      ? [
          ['start_date', fields.lease.start_date],
          ['end_date', fields.lease.end_date],
        ]
      : fields.type === 'Invoice'
        ? [
            ['date', fields.invoice.date],
            ['due_date', fields.invoice.due_date],
          ]
        : fields.type === 'Contract'
          ? [
              ['start_date', fields.contract.start_date],
              ['end_date', fields.contract.end_date],
            ]
          : [];
  return pairs.flatMap(([name, field]) =>
    typeof field.value === 'string' ? [{ name, value: field.value, source: field.source }] : [],
  );
}

/**
 * A date the reader worked out from a term it quotes ('for an initial term of 24 months' after a printed
 * start): not printed, but not silent either, since the review shows the term it came from.
 */
export function isFromPrintedTerm(source: string | null): boolean {
  return /\bterm\b[^.]{0,40}\b(?:\d{1,3}|one|two|three|four|five|six|twelve|eighteen|twenty-four|thirty-six)[\s-]*(?:\(\d+\)\s*)?(?:months?|years?)\b/i.test(
    source ?? '',
  );
}

const MONTH_NAMES = [
  'jan(?:uary)?',
  'feb(?:ruary)?',
  'mar(?:ch)?',
  'apr(?:il)?',
  'may',
  'june?',
  'july?',
  'aug(?:ust)?',
  'sep(?:t(?:ember)?)?',
  'oct(?:ober)?',
  'nov(?:ember)?',
  'dec(?:ember)?',
];

/**
 * Whether the ISO date `iso` is printed in `text`, in any of the usual spellings (numeric day-first,
 * month-first or year-first with / . - separators, two- or four-digit years, month names in either order,
 * '1st day of March'), or as the reader's own date finder reads it there (OCR-tolerant).
 */
export function dateIsInText(text: string, iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (!y || !m || !d) return false;
  const flat = text.toLowerCase().replace(/\s+/g, ' ');
  const year = `(?:${y}|'?${String(y).slice(2)})`;
  const month = `0?${m}`;
  const day = `0?${d}`;
  const name = `${MONTH_NAMES[m - 1]}\\.?`;
  const ordinal = `${day}(?:st|nd|rd|th)?`;
  const spellings = [
    `(?<!\\d)${month} ?([/.-]) ?${day} ?\\1 ?${year}(?!\\d)`,
    `(?<!\\d)${day} ?([/.-]) ?${month} ?\\1 ?${year}(?!\\d)`,
    `(?<!\\d)${y} ?([/.-]) ?${month} ?\\1 ?${day}(?!\\d)`,
    `(?<!\\d)${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}(?!\\d)`,
    `(?<![a-z])${name} ?${ordinal} ?[,.]? ?${year}(?!\\d)`,
    `(?<!\\d)${ordinal} ?(?:day of |of |[-/.] ?)?${name} ?[,.-]? ?${year}(?!\\d)`,
    `(?<!\\d)${y} ?[-/.]? ?${name} ?[-/.]? ?${day}(?!\\d)`,
  ];
  if (spellings.some((source) => new RegExp(source, 'i').test(flat))) return true;
  return findDates(text).some((date) => date.iso === iso);
}

/** Today as the reader would see it: local and UTC (they differ near midnight). */
export function todayIsos(): string[] {
  const now = new Date();
  const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return [...new Set([local, now.toISOString().slice(0, 10)])];
}

// ------------------------------------------------------------------------------------------ page coverage

/** A PDF's pages as pdf.js reads them here: the text layer of each, and whether a page is only an image. */
export type PdfPages = { texts: string[]; imageOnly: boolean[] };

/** Fewer visible characters than this on a page that shows an image: a scan, with nothing to read but by OCR. */
const SCAN_PAGE_CHARS = 16;

/** Null when pdf.js cannot open it here either. Tolerant of junk before `%PDF-`, as pdf.js is. */
export async function readPdfPages(bytes: Uint8Array): Promise<PdfPages | null> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: 0,
      isEvalSupported: false,
      useSystemFonts: false,
    });
  } catch {
    return null;
  }
  try {
    const { OPS } = await getResolvedPDFJS();
    const imageOps = new Set<number>([
      OPS.paintImageXObject,
      OPS.paintImageXObjectRepeat,
      OPS.paintInlineImageXObject,
      OPS.paintInlineImageXObjectGroup,
      OPS.paintImageMaskXObject,
      OPS.paintImageMaskXObjectGroup,
      OPS.paintImageMaskXObjectRepeat,
    ]);
    const texts: string[] = [];
    const imageOnly: boolean[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      const visible = text.replace(/\s/g, '').length;
      const isScan =
        visible < SCAN_PAGE_CHARS &&
        (await page.getOperatorList()).fnArray.some((operator) => imageOps.has(operator));
      texts.push(text);
      imageOnly.push(isScan);
      page.cleanup();
    }
    return { texts, imageOnly };
  } catch {
    return null;
  } finally {
    await pdf.destroy();
  }
}

const words = (text: string) =>
  norm(normalizeText(text))
    .split(' ')
    .filter((word) => word.length >= 3);

export type Coverage = {
  /** Pages the document has (the PDF's own count; images 1; Word files as the extraction counts them). */
  pages: number | null;
  read: number;
  /** Pages that are scans (no text layer), for PDFs. */
  scanPages: number;
  note: string;
};

/**
 * How many of a document's pages the extraction covered. A text page is covered when at least 80% of its
 * words are in the extraction's text. Scan pages are covered when the extraction OCR'd something (words
 * that no text layer has), but for those the reader lists as not read; an image when its OCR gave words.
 */
export function coverage(
  kind: 'pdf' | 'image' | 'word',
  extraction: Extraction | null,
  pdf: PdfPages | null,
): Coverage {
  if (kind === 'image') {
    const read = extraction && words(extraction.text).length >= 3 ? 1 : 0;
    return { pages: 1, read, scanPages: 1, note: read ? '' : 'no words read' };
  }
  if (kind === 'word' || !pdf) {
    if (!extraction) return { pages: null, read: 0, scanPages: 0, note: 'not read' };
    const read = words(extraction.text).length >= 3 ? extraction.pageCount : 0;
    return { pages: extraction.pageCount, read, scanPages: 0, note: read ? '' : 'no words read' };
  }
  const pages = pdf.texts.length;
  const scanPages = pdf.imageOnly.filter(Boolean).length;
  if (!extraction) return { pages, read: 0, scanPages, note: 'not read' };
  const extracted = new Set(words(extraction.text));
  const layerWords = new Set<string>();
  let textRead = 0;
  let textMissed = 0;
  pdf.texts.forEach((text, index) => {
    if (pdf.imageOnly[index]) return;
    const pageWords = words(text);
    for (const word of pageWords) layerWords.add(word);
    const found = pageWords.filter((word) => extracted.has(word)).length;
    if (pageWords.length === 0 || found >= 0.8 * pageWords.length) textRead += 1;
    else textMissed += 1;
  });
  const ocrWords = [...extracted].filter((word) => !layerWords.has(word)).length;
  // The reader lists the scanned pages it had no time to read; the others were OCR'd.
  const scansRead = scanPages && ocrWords >= 3 ? Math.max(0, scanPages - extraction.pagesNotRead.length) : 0;
  const notes = [
    textMissed ? `${textMissed} text page(s) missing` : '',
    scanPages > scansRead ? `${scanPages - scansRead} of ${scanPages} scan page(s) not OCR'd` : '',
  ].filter(Boolean);
  return {
    pages,
    read: Math.min(textRead + scansRead, extraction.pageCount),
    scanPages,
    note: notes.join(', '),
  };
}
