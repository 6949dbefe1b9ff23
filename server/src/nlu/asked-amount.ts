/**
 * One transaction asked about by its exact amount, as a landlord reconciling a statement asks: "which
 * property was the $437.80 in October for?", "there's a $2,340 debit in July, who was that paid to?", "why
 * did I pay the condo association $1,180 in June?". Not a bound ("over $600"), a rough figure ("about $500"),
 * a monthly rent ("$1,200 a month") or a sum someone claims ("my dad says we spent $5,000 on the roof").
 */
export type AskedAmount = { cents: number; kind?: 'income' | 'expense' };

const AMOUNT = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d\d))?\b/g;
/** Said right before the amount: a bound or a rough figure, not one row. */
const BOUND_BEFORE =
  /\b(over|above|under|below|than|least|most|exceed|exceeds|exceeded|exceeding|hit|hits|reach|reached|reaches|top|topped|cross|crossed|pass|passed|break|broke|around|about|nearly|almost|roughly|approximately|approx|up to|upwards of|north of|south of|between|and|from|to|only|just)\s*$/;
/** Said right after it: a rate, a bound or a rough figure. */
const NOT_ONE_ROW_AFTER =
  /^\s*(k\b|a (month|year|week)|per\b|\/|each|apiece|or (more|less|over|under|so|above|below)|\+|plus\b|ish\b|-ish|total|in total|altogether|all together|worth of|budget|(in |of |for |monthly )?(rent|lease)\b|security deposit)/;
/** What points at one row: "the $437.80", "a $2,340 debit", "pay … $1,180", "$1,185 to Bellwether". */
const ONE_ROW_BEFORE = /\b(the|a|an|that|this|one|pay|paid|paying|charged|charge|for|of)\s*$/;
const ONE_ROW_AFTER =
  /^\s*(debit|charge|payment|expense|bill|check|cheque|withdrawal|transaction|item|entry|transfer|to|from|in|on|at|back in|last|this|that|was|is|for|went|came|hit|showed|shows)\b/;
/** A sum said by someone else to be checked, or the asker's own guess. */
const CLAIMED =
  /\b(says|said|thinks|swears|claims|reckons|insists|bet|guess|guessing|estimate|figure|think)\b[^.?!]{0,60}$/;
const INCOME_WORDS =
  /\b(deposit(ed)? (in|into)|came in|received|got paid|paid me|paid us|credit|from (a |the |my )?tenant|income)\b/;

export function readAskedAmount(text: string): AskedAmount | undefined {
  const found = [...text.matchAll(AMOUNT)];
  // One amount only: two amounts are a range, a comparison or a sum to check.
  if (found.length !== 1) return undefined;
  const [match] = found as [RegExpMatchArray];
  const at = match.index ?? 0;
  const before = text.slice(0, at);
  const after = text.slice(at + match[0].length);
  if (BOUND_BEFORE.test(before) || NOT_ONE_ROW_AFTER.test(after) || CLAIMED.test(before)) return undefined;
  if (!ONE_ROW_BEFORE.test(before) && !ONE_ROW_AFTER.test(after)) return undefined;
  const cents = Number((match[1] ?? '0').replace(/,/g, '')) * 100 + Number(match[2] ?? 0);
  if (cents <= 0) return undefined;
  return INCOME_WORDS.test(text) ? { cents, kind: 'income' } : { cents };
}
