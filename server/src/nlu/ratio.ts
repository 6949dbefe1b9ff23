/**
 * A question asking one figure as a share or multiple of another: "2025 expenses as a percentage of 2025
 * income", "what share of this year's expenses went to the Yuma properties", "Cottonglen's expenses were
 * what multiple of Whipstone's". Each side is a question of its own; `whole` is read as a follow-up of
 * `part` when it names less than a whole question ("Whipstone's"), so the measure and period carry over.
 */
export type RatioQuestion = { part: string; whole: string; wholeFollows: boolean };

/** "to one decimal", "one decimal place", "2 decimals": how to print it, not what to compute. */
const PRECISION = /[,;]?\s*\b(to |at |rounded to )?(one|1|two|2|a) decimals?( places?| point)?\b\.?/gi;
const SHARE_WORD = String.raw`(?:percent(?:age)?|%|share|proportion|fraction|portion|multiple|ratio)`;
/** "X as a percentage of Y", "X is what percent of Y", "X were what multiple of Y". */
const AS_SHARE_OF = new RegExp(
  String.raw`^(?<part>.*?\w.*?)\s+(?:as|is|was|were|are)(?: an?| what| which)? ${SHARE_WORD} of\s+(?<whole>.+)$`,
  'i',
);
/** "what percentage of my 2025 expenses was booked under repairs". */
const WHAT_SHARE_OF = new RegExp(
  String.raw`^(?<lead>.*?\b)?(?:what|which) ${SHARE_WORD} of\s+(?<whole>.+?)\s+(?<verb>was|were|is|are|went|go|goes|came|comes|did|does)\b\s*(?<rest>.+)$`,
  'i',
);

/** "what % of my income got eaten by expenses in 2025": the part is what did the eating. */
const EATEN_BY = new RegExp(
  String.raw`^(?:.*?\b)?(?:what|which) ${SHARE_WORD} of\s+(?<whole>.+?)\s+(?:got|gets|was|were|is|are|has been|have been)\s+(?:eaten|taken|used|swallowed|consumed|gobbled|chewed|soaked)(?: up)? by\s+(?<part>.+)$`,
  'i',
);

const trimmed = (text: string) => text.replace(/^[\s,;:]+|[\s,;:?.!]+$/g, '');

/** "kestrel duplex expense ratio 2025", "expense-to-income ratio": its expenses as a share of its income. */
const EXPENSE_RATIO =
  /^(?<lead>.*?)\b(?:the |my |our |an? )?(?:operating )?expenses?(?:[- ]to[- ](?:income|revenue))? ratios?\b(?<rest>.*)$/i;

export function readRatioQuestion(message: string): RatioQuestion | undefined {
  const text = message.replace(PRECISION, '').trim();
  const ratio = EXPENSE_RATIO.exec(text);
  if (ratio) {
    const lead = trimmed(
      (ratio.groups?.lead ?? '').replace(/\b(what'?s|whats|what is|what was|how'?s|show me)\b/gi, ' '),
    );
    const rest = trimmed(ratio.groups?.rest ?? '');
    return {
      part: trimmed(`${lead} expenses ${rest}`),
      whole: trimmed(`${lead} income ${rest}`),
      wholeFollows: false,
    };
  }
  const eaten = EATEN_BY.exec(text);
  if (eaten) {
    const part = trimmed(eaten.groups?.part ?? '');
    const whole = trimmed(eaten.groups?.whole ?? '');
    if (part && whole)
      return { part, whole, wholeFollows: whole.split(/\s+/).length <= 3 && !/\d/.test(whole) };
  }
  const what = WHAT_SHARE_OF.exec(text);
  if (what) {
    const { lead = '', whole: of = '', verb = '', rest = '' } = what.groups ?? {};
    const whole = trimmed(`${lead} ${of}`);
    if (!trimmed(rest)) return undefined;
    return { part: `${whole} ${verb} ${trimmed(rest)}`, whole, wholeFollows: false };
  }
  const as = AS_SHARE_OF.exec(text);
  if (as) {
    const part = trimmed(as.groups?.part ?? '');
    const whole = trimmed(as.groups?.whole ?? '');
    if (!part || !whole) return undefined;
    // "Whipstone's" borrows the part's measure and period; "2025 rent collected" is a question of its own.
    return { part, whole, wholeFollows: whole.split(/\s+/).length <= 3 && !/\d/.test(whole) };
  }
  return undefined;
}
