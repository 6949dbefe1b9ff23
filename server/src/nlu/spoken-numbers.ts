/**
 * Numbers a dictation app writes out as they were said: "twenty twenty five" (2025), "nineteen ninety
 * nine", "two thousand twenty four", "the fourteen oh two place" (1402), "twelve hundred" (1200), half spelled
 * ("twenty 25", "15 hundred"). Said in two-digit groups, so only
 * two groups together become digits; a single "twenty five" stays a count for the period reader.
 */
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const UNIT = `(?:${UNITS.join('|')})`;
/** A group said as two digits: "fourteen", "twenty", "twenty-five", "oh two". */
const GROUP = `(?:(?:${TENS.join('|')})(?:[ -]${UNIT})?|${TEENS.join('|')}|oh ${UNIT})`;
/** The first group of a number said in pairs: never "oh", and at least ten. */
const LEADING = `(?:(?:${TENS.join('|')})(?:[ -]${UNIT})?|${TEENS.join('|')})`;

const PAIRS = new RegExp(`\\b(${LEADING}) (${GROUP}|hundred)\\b`, 'gi');
const TWO_THOUSAND = new RegExp(`\\btwo thousand (?:and )?(${GROUP}|${UNIT})\\b`, 'gi');

/** The value of one group, 0 to 99. */
function groupValue(group: string): number {
  const words = group.toLowerCase().split(/[ -]/);
  if (words[0] === 'hundred') return 0;
  if (words[0] === 'oh') return UNITS.indexOf(words[1] ?? '') + 1;
  const teen = TEENS.indexOf(words[0] ?? '');
  if (teen >= 0) return 10 + teen;
  const tens = (TENS.indexOf(words[0] ?? '') + 2) * 10;
  return tens + (words[1] ? UNITS.indexOf(words[1]) + 1 : 0);
}

/** Half spelled: "twenty 25" (2025), "15 hundred" (1500). */
const HALF_SPELLED_YEAR = new RegExp(`\\b(${LEADING}) (\\d{2})\\b(?![.,]\\d)`, 'gi');
const DIGITS_HUNDRED = /\b([1-9]\d?) hundred\b/gi;

export function withSpokenNumbers(message: string): string {
  return message
    .replace(HALF_SPELLED_YEAR, (_, first: string, second: string) => `${groupValue(first)}${second}`)
    .replace(DIGITS_HUNDRED, (_, hundreds: string) => `${hundreds}00`)
    .replace(TWO_THOUSAND, (_, rest: string) => {
      const unit = UNITS.indexOf(rest.toLowerCase()) + 1;
      return String(2000 + (unit || groupValue(rest)));
    })
    .replace(
      PAIRS,
      (_, first: string, second: string) =>
        `${groupValue(first)}${String(groupValue(second)).padStart(2, '0')}`,
    );
}
