/**
 * Text → sparse feature vector, shared by training (server/scripts/train-classifier.ts) and inference, so the
 * two can never drift apart. Word unigrams and bigrams, log term frequency × IDF, L2-normalised.
 */

/** Digits OCR puts inside words ('1ease', 'inter1or', 'r0bert'). */
const DIGIT_AS_LETTER: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '5': 's',
  '8': 'b',
  '3': 'e',
  '4': 'a',
  $: 's',
  '|': 'l',
  '!': 'i',
};

export function tokenize(text: string): string[] {
  const prepared = text
    .toLowerCase()
    .replace(/[$s]\s?\d{1,3}(?:[,.]\d{3})*(?:\.\d{2})?\b/g, ' xmoney ')
    .replace(/\b\d{1,3}(?:,\d{3})*\.\d{2}\b/g, ' xmoney ');
  const tokens: string[] = [];
  for (const raw of prepared.match(/[a-z0-9$|!]+/g) ?? []) {
    if (/^[\d|!$]+$/.test(raw)) {
      tokens.push('xnum');
      continue;
    }
    let token = raw;
    const letters = (raw.match(/[a-z]/g) ?? []).length;
    if (letters >= 2 && letters < raw.length) {
      // 'tran$', 'vi5a': digits and signs among letters are OCR look-alikes.
      token = raw.replace(/[0-9$|!]/g, (c) => DIGIT_AS_LETTER[c] ?? '');
    }
    token = token.replace(/[^a-z]/g, '');
    if (token.length >= 2) tokens.push(token);
  }
  return tokens;
}

/** Word count bucket: receipts are short, leases long; the model may use it. */
function lengthFeature(count: number): string {
  if (count < 60) return '__len_tiny';
  if (count < 200) return '__len_short';
  if (count < 700) return '__len_medium';
  if (count < 2000) return '__len_long';
  return '__len_huge';
}

/** Feature name → count. */
export function countFeatures(text: string): Map<string, number> {
  const tokens = tokenize(text);
  const counts = new Map<string, number>();
  const add = (feature: string) => counts.set(feature, (counts.get(feature) ?? 0) + 1);
  for (let i = 0; i < tokens.length; i++) {
    add(tokens[i] as string);
    if (i + 1 < tokens.length) add(`${tokens[i]} ${tokens[i + 1]}`);
  }
  add(lengthFeature(tokens.length));
  return counts;
}

export type SparseVector = { indices: number[]; values: number[] };

/** Counts → TF-IDF over a fixed vocabulary (unknown features are dropped), L2-normalised. */
export function vectorize(
  counts: Map<string, number>,
  vocabulary: Map<string, number>,
  idf: ArrayLike<number>,
): SparseVector {
  const indices: number[] = [];
  const values: number[] = [];
  let norm = 0;
  for (const [feature, count] of counts) {
    const index = vocabulary.get(feature);
    if (index === undefined) continue;
    const value = (1 + Math.log(count)) * (idf[index] ?? 0);
    indices.push(index);
    values.push(value);
    norm += value * value;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < values.length; i++) values[i] = (values[i] as number) / norm;
  return { indices, values };
}
