import { singular } from './text.js';

/**
 * Small logistic regressions over hashed features: words, word pairs and character trigrams (which carry
 * typos the corrector missed). The multinomial one reads a landlord's intent (trained on the intent
 * examples in a few tens of milliseconds, once per process); the binary one tells a tenant's emergency
 * from an ordinary message. Training is deterministic (a fixed shuffle), so a model is the same on every
 * machine.
 */

const BUCKETS = 1 << 15;
const EPOCHS = 40;
const LEARNING_RATE = 0.6;
const L2 = 1e-5;

export type LabelScore<L extends string> = { label: L; probability: number };

/** FNV-1a, 32-bit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % BUCKETS;
}

type SparseVector = { index: Int32Array; value: Float32Array };

/** The feature vector of a tokenised question, L2-normalised. */
export function featuresOf(words: string[]): SparseVector {
  const counts = new Map<number, number>();
  const add = (feature: string, weight: number) => {
    const index = hash(feature);
    counts.set(index, (counts.get(index) ?? 0) + weight);
  };
  const normal = words.map(singular);
  normal.forEach((word, i) => {
    add(`w:${word}`, 1);
    if (i > 0) add(`b:${normal[i - 1]}_${word}`, 0.7);
    if (!word.startsWith('x') || !/^x(property|tenant|period)$/.test(word)) {
      const padded = `^${word}$`;
      for (let k = 0; k + 3 <= padded.length; k++) add(`c:${padded.slice(k, k + 3)}`, 0.25);
    }
  });
  if (normal.length === 0) add('empty', 1);
  add('bias', 0.5);
  let norm = 0;
  for (const value of counts.values()) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  const index = new Int32Array(counts.size);
  const value = new Float32Array(counts.size);
  let k = 0;
  for (const [i, v] of counts) {
    index[k] = i;
    value[k] = v / norm;
    k++;
  }
  return { index, value };
}

function softmax(scores: Float64Array): Float64Array {
  let max = -Infinity;
  for (const s of scores) if (s > max) max = s;
  let total = 0;
  const out = new Float64Array(scores.length);
  for (let c = 0; c < scores.length; c++) {
    out[c] = Math.exp((scores[c] as number) - max);
    total += out[c] as number;
  }
  for (let c = 0; c < scores.length; c++) out[c] = (out[c] as number) / total;
  return out;
}

/** A deterministic shuffle (a fixed-seed linear congruential generator), one pass per call. */
function shuffler(): <T>(items: T[]) => void {
  let seed = 42;
  const random = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed / 2 ** 32;
  };
  return (items) => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [items[i], items[j]] = [items[j] as (typeof items)[number], items[i] as (typeof items)[number]];
    }
  };
}

function dot(weights: Float32Array, row: number, features: SparseVector): number {
  let s = 0;
  for (let k = 0; k < features.index.length; k++)
    s += (weights[row + (features.index[k] as number)] as number) * (features.value[k] as number);
  return s;
}

/** One label among several (a landlord's intent). */
export class LinearClassifier<L extends string> {
  private constructor(
    private readonly labels: readonly L[],
    private readonly weights: Float32Array,
  ) {}

  /** Trains on [words, label] pairs. */
  static train<L extends string>(
    labels: readonly L[],
    samples: { words: string[]; label: L }[],
  ): LinearClassifier<L> {
    const classes = labels.length;
    const weights = new Float32Array(classes * BUCKETS);
    const data = samples.map((sample) => ({
      features: featuresOf(sample.words),
      target: labels.indexOf(sample.label),
    }));
    const shuffle = shuffler();
    const classifier = new LinearClassifier(labels, weights);
    for (let epoch = 0; epoch < EPOCHS; epoch++) {
      const rate = LEARNING_RATE / (1 + epoch * 0.1);
      shuffle(data);
      for (const { features, target } of data) {
        const probabilities = softmax(classifier.scores(features));
        for (let c = 0; c < classes; c++) {
          const gradient = (probabilities[c] as number) - (c === target ? 1 : 0);
          const row = c * BUCKETS;
          for (let k = 0; k < features.index.length; k++) {
            const at = row + (features.index[k] as number);
            weights[at] =
              (weights[at] as number) -
              rate * (gradient * (features.value[k] as number) + L2 * (weights[at] as number));
          }
        }
      }
    }
    return classifier;
  }

  private scores(features: SparseVector): Float64Array {
    const scores = new Float64Array(this.labels.length);
    for (let c = 0; c < this.labels.length; c++) scores[c] = dot(this.weights, c * BUCKETS, features);
    return scores;
  }

  /** Every label with its probability, most likely first. */
  classify(words: string[]): LabelScore<L>[] {
    const probabilities = softmax(this.scores(featuresOf(words)));
    return this.labels
      .map((label, c) => ({ label, probability: probabilities[c] as number }))
      .sort((a, b) => b.probability - a.probability);
  }
}

/** Yes or no (is this message an emergency?), as a probability. */
export class BinaryClassifier {
  private constructor(private readonly weights: Float32Array) {}

  /** Trains on [words, yes or no] pairs. */
  static train(samples: { words: string[]; positive: boolean }[]): BinaryClassifier {
    const weights = new Float32Array(BUCKETS);
    const data = samples.map((sample) => ({
      features: featuresOf(sample.words),
      target: sample.positive ? 1 : 0,
    }));
    const shuffle = shuffler();
    for (let epoch = 0; epoch < EPOCHS; epoch++) {
      const rate = LEARNING_RATE / (1 + epoch * 0.1);
      shuffle(data);
      for (const { features, target } of data) {
        const gradient = 1 / (1 + Math.exp(-dot(weights, 0, features))) - target;
        for (let k = 0; k < features.index.length; k++) {
          const at = features.index[k] as number;
          weights[at] =
            (weights[at] as number) -
            rate * (gradient * (features.value[k] as number) + L2 * (weights[at] as number));
        }
      }
    }
    return new BinaryClassifier(weights);
  }

  probability(words: string[]): number {
    return 1 / (1 + Math.exp(-dot(this.weights, 0, featuresOf(words))));
  }
}
