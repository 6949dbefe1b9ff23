import * as chrono from 'chrono-node';
import { addDays } from '@astor/contract/calendar-date';
import { sentencesOf } from './lease-clauses.js';

/**
 * Days the lease counts from a day the tenant names: the deposit due back "within 30 days after" they move
 * out on May 20, notice given "at least 45 days before" they leave on February 28. The lease gives the days;
 * the tenant gives the day; the answer is the day on the calendar.
 */

const MONTH_SAID = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b\d{1,2}\/\d{1,2}\b/i;

/** The first day the tenant names ("on 20 May", "February 28", "end of march"), on or after `today`. */
export function dayTheTenantNames(question: string, today: string): string | undefined {
  const reference = new Date(`${today}T12:00:00Z`);
  const found = chrono
    .parse(question, reference, { forwardDate: true })
    // A day of a month said ("May 20", "20 May", "end of march", "5/20"), not "now" or "next year".
    .find(
      (result) =>
        MONTH_SAID.test(result.text) && (result.start.isCertain('day') || /\bend of\b/i.test(result.text)),
    );
  if (!found) return undefined;
  // The calendar day as said, whatever the machine's time zone.
  const [year, month, day] = (['year', 'month', 'day'] as const).map((part) => found.start.get(part) ?? 0);
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return iso >= today ? iso : undefined;
}

/** "when do we get the deposit back", "by which date should I receive my deposit". */
const ASKS_DEPOSIT_BACK_BY =
  /\bdeposit\b[^.?!]{0,60}\b(back|returned|refund(ed)?|receive|get)\b|\b(back|returned|refund(ed)?|receive|get)\b[^.?!]{0,40}\bdeposit\b/i;
const ASKS_WHEN =
  /\b(when|by when|what date|which date|what day|which day|by what|how long|latest|how soon|how many days)\b/i;
/** "within 30 days after the Tenant moves out", "no later than 21 days after the tenancy ends". */
const DAYS_AFTER =
  /\b(?:within|no later than|not later than|in)\s+(\d{1,3})\s+(?:calendar\s+)?days\s+(?:after|of|following|from)\b/i;

/** The day the deposit is due back, counted from the move-out day the tenant names. */
/** `texts` gives the lease documents' text, read only when the question asks this. */
export function depositBackBy(question: string, texts: () => string[], today: string): string | undefined {
  if (!ASKS_DEPOSIT_BACK_BY.test(question) || !ASKS_WHEN.test(question)) return undefined;
  const movingOut = dayTheTenantNames(question, today);
  if (!movingOut) return undefined;
  const clause = texts()
    .flatMap((text) => sentencesOf(text))
    .find((sentence) => /\bdeposit\b/i.test(sentence) && DAYS_AFTER.test(sentence));
  const days = clause ? Number(DAYS_AFTER.exec(clause)?.[1]) : undefined;
  return days ? addDays(movingOut, days) : undefined;
}

/** "until which date must I tell", "by when do I have to let you know", "what's the deadline". */
const ASKS_A_DEADLINE =
  /\b(until|till|by) (which|what) (date|day)\b|\b(until|till) when\b|\bby when\b|\bdeadline\b|\b(what|which) (date|day)\b[^.?!]{0,40}\b(tell|notify|notice|let)\b|\bwhen (do|must|should|would) (i|we) (need to |have to )?(tell|notify|give|let)\b/i;
/** "at least 45 days before the early termination date", "60 days' written notice before". */
const DAYS_BEFORE = /\b(\d{1,3})\s+days'?\s+(?:\w+\s+){0,3}?(?:before|prior to|in advance of)\b/i;

/** The last day to give notice, counted back from the day the tenant names, by the clause answered. */
export function noticeBy(question: string, answered: string, today: string): string | undefined {
  if (!ASKS_A_DEADLINE.test(question)) return undefined;
  const leaving = dayTheTenantNames(question, today);
  const days = Number(DAYS_BEFORE.exec(answered)?.[1]);
  if (!leaving || !days) return undefined;
  return addDays(leaving, -days);
}
