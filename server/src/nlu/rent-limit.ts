/**
 * A monthly rent said as a bound: "is anybody paying more than 1500 a month", "rents under $1,000",
 * "who pays at least $2k in rent". Only a sum said with rent or a month is one ("paid over $600 this year" is
 * a total, read by the finance shape).
 */
export type RentLimit = { cents: number; side: 'above' | 'below'; inclusive: boolean };

const BOUND =
  /\b(more than|over|above|greater than|higher than|north of|at least|under|less than|below|lower than|south of|at most)\s+\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d\d))?\s*(k\b)?/;
/** "paying more than", "rents over": rent before the bound… */
const RENT_BEFORE = /\b(rents?|rented|paying|pays|pay|monthly)\b[^.?!]{0,40}$/;
/** …unless a period or a total follows ("pays over $600 in 2025"). */
const NOT_MONTHLY_AFTER =
  /^[^.?!]*\b(in \d{4}|this|last|since|so far|ytd|in total|altogether|all together)\b/;
/** "1500 a month", "$900/mo", "1,200 monthly", "$2k in rent": a month or rent after it. */
const MONTH_AFTER = /^[^.?!]{0,12}?\b(a|per|each|every) (month|mo)\b|^\s*\/ ?mo\b|^[^.?!]{0,12}?\bmonthly\b/;
const RENT_AFTER = /^[^.?!]{0,15}?\b(in |of |for )?rent\b/;

/** Money owed, received or spent is a sum, not a rent: "we're owed over $2,000 in rent right now". */
const NOT_A_RENT =
  /\b(owe|owed|owes|owing|outstanding|behind|late|collect|collected|received|brought in|came in|made|cleared|income|revenue|spent|spend|paid|cost|costs)\b/;

export function readRentLimit(text: string): RentLimit | undefined {
  const found = BOUND.exec(text);
  if (!found || NOT_A_RENT.test(text)) return undefined;
  const before = text.slice(0, found.index);
  const after = text.slice(found.index + found[0].length);
  const monthly =
    MONTH_AFTER.test(after) ||
    RENT_AFTER.test(after) ||
    (RENT_BEFORE.test(before) && !NOT_MONTHLY_AFTER.test(after));
  if (!monthly) return undefined;
  const dollars = Number((found[2] ?? '0').replace(/,/g, '')) * (found[4] ? 1000 : 1);
  const cents = dollars * 100 + Number(found[3] ?? 0);
  const bound = found[1] ?? '';
  return cents > 0
    ? {
        cents,
        side: /^(under|less than|below|lower than|south of|at most)$/.test(bound) ? 'below' : 'above',
        inclusive: bound === 'at least' || bound === 'at most',
      }
    : undefined;
}

/** Whether a monthly rent in cents is within the bound. */
export function withinRentLimit(rentCents: number, limit: RentLimit): boolean {
  if (limit.side === 'above') return limit.inclusive ? rentCents >= limit.cents : rentCents > limit.cents;
  return limit.inclusive ? rentCents <= limit.cents : rentCents < limit.cents;
}
