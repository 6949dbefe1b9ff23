/**
 * "how much rent did the duplex bring in last year, and what did it cost us to run it?": two questions in
 * one message. The second is read as a follow-up of the first (it keeps its "and"), so "it" and the
 * period carry over.
 */

const ASKS = String.raw`(what|whats|what's|how|hows|how's|who|whos|who's|which|when|where|is|are|did|does|do|has|have|was|were|can|could)`;
/** "…? and what…", "…? what…", "…, and how…", "…; also who…". */
const SEPARATOR = new RegExp(
  String.raw`(\?|[,;]\s*(?=(and|also|plus)\s))\s*(?=((and|also|plus)\s+)?${ASKS}\b)`,
  'gi',
);
/** Each side of a split asks something of its own: a few words, not "and which the least". */
const MIN_WORDS = 4;

const wordCount = (text: string) => (text.match(/[a-z0-9']+/gi) ?? []).length;

export function splitQuestions(message: string): [string, string] | undefined {
  for (const match of message.matchAll(SEPARATOR)) {
    const at = match.index ?? 0;
    const first = message.slice(0, at + (match[1] === '?' ? 1 : 0)).trim();
    let second = message.slice(at + match[0].length).trim();
    if (wordCount(first) < MIN_WORDS || wordCount(second) < MIN_WORDS) continue;
    // A follow-up cue keeps the second tied to the first.
    if (!/^(and|also|plus)\b/i.test(second)) second = `and ${second}`;
    // "…, and how much each? Leave out insurance.": the words up to its question mark are its own.
    const asked = second.replace(/^(and|also|plus)\s+/i, '').split('?')[0] ?? '';
    if (asked.trim().split(/\s+/).length < MIN_WORDS) continue;
    return [first, second];
  }
  return undefined;
}
