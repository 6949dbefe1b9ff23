/**
 * Leases write a number twice, in words and then in digits: "sixty (60) days", "Two Thousand Four Hundred
 * Fifty Dollars ($2,450.00)", "the first (1st) day". A quote says it once, in digits, as a tenant reads it;
 * only words that spell a number are dropped, so the meaning is the lease's own.
 */
const NUMBER_WORD = String.raw`(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|and|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twelfth|fifteenth|twentieth|thirtieth|half|hundredths|tenths|dollars?|cents?|percent|no/100)`;
const SAID_TWICE = new RegExp(
  String.raw`\b(?:${NUMBER_WORD}[ -]+)*${NUMBER_WORD}\s*\((\$?\d[\d,]*(?:\.\d+)?(?:%|st|nd|rd|th)?)\)`,
  'gi',
);

export function withNumbersSaidOnce(text: string): string {
  return text.replace(SAID_TWICE, '$1');
}
