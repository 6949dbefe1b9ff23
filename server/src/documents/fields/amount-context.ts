/**
 * What an amount is for, read from the words around it: 'Security Deposit: $500' is a deposit, 'rent of
 * $1,500 per month' is rent, 'Pet rent $35' a fee. The nearest label before an amount wins, so a form that
 * runs 'Deposit: $500 Late Fee: $50' on one line labels each amount correctly.
 */
import { findMoney, type MoneyMatch } from './money.js';

export type AmountLabel =
  'rent' | 'deposit' | 'late' | 'animal' | 'fee' | 'total' | 'previous' | 'annual' | 'other';

export type LabelledAmount = MoneyMatch & {
  /** The nearest label before the amount, and how far before it ends. */
  label: AmountLabel | null;
  distance: number;
  feeType: string | null;
  before: string;
  after: string;
};

/**
 * Fee types a lease names beside the rent (`additional_fees`, docs/product.md#lease-terms). Order matters:
 * first match wins.
 */
export const FEE_TYPES: [RegExp, string][] = [
  [/\bpet\s+rent\b/i, 'Pet Rent'],
  [/\bpet\s+deposit\b/i, 'Pet Deposit'],
  [/\b(?:non-?refundable\s+)?pet\s+(?:fee|charge)\b/i, 'Pet Fee'],
  [
    /\b(?:parking|garage|carport|reserved\s+(?:space|spot)|second\s+vehicle|driveway\s+(?:spot|space))\b/i,
    'Parking',
  ],
  [/\b(?:storage|locker)\b/i, 'Storage'],
  [/\b(?:trash|garbage|refuse|waste)\b/i, 'Trash'],
  [
    /\b(?:utility|utilities)\s+(?:fee|charge|share|flat\s+fee)\b|\bflat\s+(?:utility|utilities)\b|\butility\s+share\b/i,
    'Utilities',
  ],
  [/\bwater(?:\s*\/\s*|\s+and\s+|,\s*)sewer\b|\bwater\s+(?:fee|charge)\b/i, 'Water/Sewer'],
  [/\b(?:internet|cable|wi-?fi)\b/i, 'Internet'],
  [/\bamenit(?:y|ies)\b/i, 'Amenity Fee'],
  [/\badmin(?:istrative|istration)?\s+fee\b/i, 'Administrative Fee'],
  [
    /\b(?:nnn|cam)\s+(?:charges?|costs?|expenses?|fees?)\b|\bcommon\s+area\s+maintenance\s+(?:charges?|costs?|fees?)\b|\b(?:nnn|cam)\b/i,
    'NNN Charges (CAM, taxes, insurance)',
  ],
  [/\bhoa\s+(?:fee|dues)\b|\bassociation\s+dues\b/i, 'HOA Fee'],
];

const LABELS: [RegExp, AmountLabel][] = [
  [
    /\b(?:unauthori[sz]ed|unapproved|undisclosed)\s+(?:animal|pet)s?\b|\b(?:animal|pet)\s+violation\b|\bviolation\b/gi,
    'animal',
  ],
  [/\bpet\s+rent\b|\bpet\s+deposit\b|\bpet\s+(?:fee|charge)\b/gi, 'fee'],
  [/\b(?:security|damage|refundable|rental)\s+deposit\b|\bdeposits?\b/gi, 'deposit'],
  [/\blate\s+(?:fee|charge|payment|rent)s?\b|\blate\b|\bper\s+day\b|\bdaily\b|\bgrace\s+period\b/gi, 'late'],
  [
    /\b(?:previous(?:ly)?|prior|former(?:ly)?|old|current(?:ly)?|existing)\b(?:\s+(?:monthly\s+)?rent)?|\b(?:increase|change)s?\s+from\b|\bwas\b/gi,
    'previous',
  ],
  [/\b(?:annual|annually|per\s+(?:year|annum)|yearly)\b(?:\s+(?:base\s+)?rent)?/gi, 'annual'],
  [/\btotal\s+(?:rent|of|amount)\b|\bfor\s+the\s+(?:entire\s+)?term\b/gi, 'total'],
  [
    /\b(?:monthly\s+|base\s+|minimum\s+|new\s+|room\s+|the\s+)?rent(?:al)?(?:\s+(?:amount|rate|payment|installment))?\b|\brent\s+(?:of|is|shall\s+be|will\s+be)\b|\bsum\s+of\b|\bmonths?\s+\d+\s*-\s*\d+|\bmonthly\s+(?:charge|payment|installment)\b|\buse\s+and\s+occupancy\b/gi,
    'rent',
  ],
  [/\b(?:fee|charge|charged)s?\b/gi, 'other'],
];

type Hit = { label: AmountLabel; start: number; end: number; feeType: string | null };

function labelsIn(flat: string): Hit[] {
  const hits: Hit[] = [];
  for (const [pattern, label] of LABELS) {
    pattern.lastIndex = 0;
    for (const match of flat.matchAll(pattern))
      hits.push({ label, start: match.index, end: match.index + match[0].length, feeType: null });
  }
  for (const [pattern, feeType] of FEE_TYPES) {
    const global = new RegExp(pattern.source, 'gi');
    for (const match of flat.matchAll(global))
      hits.push({ label: 'fee', start: match.index, end: match.index + match[0].length, feeType });
  }
  return hits.sort((a, b) => a.end - b.end);
}

/** Every amount in the (flattened) text with the nearest label before it, within `window` characters. */
export function labelAmounts(flat: string, window = 90): LabelledAmount[] {
  const hits = labelsIn(flat);
  const amounts = findMoney(flat).filter((amount) => amount.hasCurrency || /\.\d\d$/.test(amount.raw));
  return amounts.map((amount, index) => {
    const previousAmountEnd = index > 0 ? (amounts[index - 1] as MoneyMatch).end : 0;
    const floor = Math.max(amount.start - window, 0);
    let best: Hit | null = null;
    let feeHit: Hit | null = null;
    for (const hit of hits) {
      if (hit.end > amount.start) break;
      if (hit.end < floor) continue;
      // '$57,600.00 per year ($4,800.00 per month)': 'per year' describes the amount before it, not this one.
      if (
        index > 0 &&
        hit.start >= previousAmountEnd &&
        hit.start - previousAmountEnd <= 3 &&
        hit.label !== 'fee'
      )
        continue;
      // A label that belongs to an earlier amount ('Deposit: $500 | Late fee: $50') does not reach past it,
      // unless nothing closer exists (the amount then inherits the nearest label before the earlier amount).
      if (!best || hit.end >= best.end) best = hit;
      if (hit.feeType && hit.end >= previousAmountEnd - 1) feeHit = hit;
    }
    const before = flat.slice(Math.max(0, amount.start - window), amount.start);
    const after = flat.slice(amount.end, amount.end + 60);
    let feeType = best?.feeType ?? null;
    // '$50 parking fee', '$35 pet rent': the type may follow the amount.
    if (!feeType) {
      const following = after.slice(0, 30);
      for (const [pattern, type] of FEE_TYPES) {
        const match = following.match(pattern);
        if (
          match &&
          match.index !== undefined &&
          match.index < 20 &&
          !/\bper\b/i.test(following.slice(0, match.index).replace(/per\s+month/i, ''))
        ) {
          feeType = type;
          break;
        }
      }
      if (!feeType && feeHit && best && best.label === 'other' && best.end - feeHit.end < 40)
        feeType = feeHit.feeType;
    }
    const crossesAmount = best !== null && best.end < previousAmountEnd;
    return {
      ...amount,
      label: best?.label ?? null,
      distance: best ? amount.start - best.end + (crossesAmount ? 200 : 0) : Infinity,
      feeType,
      before,
      after,
    };
  });
}

export const MONTHLY_AFTER =
  /^\W{0,3}(?:\)?\s*)?(?:per\s+(?:calendar\s+)?month|\/\s*(?:month|mo)\b|a\s+month|each\s+month|every\s+month|monthly|per\s+mo\b|month(?:ly)?\s+rent)/i;
export const DAILY_AFTER =
  /^\W{0,3}(?:per\s+(?:calendar\s+)?day|a\s+day|each\s+day|\/\s*day|daily|for\s+each\s+(?:additional\s+|calendar\s+|subsequent\s+|later\s+|following\s+|further\s+)?day|for\s+every\s+day|each\s+additional\s+day|per\s+each\s+day|(?:for\s+)?each\s+day\s+thereafter)/i;
export const YEARLY_AFTER =
  /^\W{0,3}(?:per\s+(?:year|annum)|\/\s*(?:year|yr)\b|a\s+year|annually|yearly|each\s+year)/i;
