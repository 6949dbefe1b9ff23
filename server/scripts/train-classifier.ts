/**
 * Trains the document-type classifier and writes server/src/documents/classify/model.json.
 *
 *   npx tsx server/scripts/train-classifier.ts
 *
 * Reads server/src/documents/classify/corpus/<class>/*.txt, augments the training side with OCR-noised and
 * first-page-only copies, reports stratified k-fold cross-validation (model alone, and model plus cues as
 * classifyText runs it), fits a softmax temperature on the out-of-fold predictions, scores the separately
 * written documents in classify/testdata/, then trains on everything and saves the weights.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { classifyWithModel } from '../src/documents/classify/classify-text.js';
import { cueBonuses } from '../src/documents/classify/cues.js';
import { countFeatures, vectorize } from '../src/documents/classify/features.js';
import { logits, softmax, trainLogistic, type LinearModel } from '../src/documents/classify/logistic.js';
import type { LoadedModel, StoredModel } from '../src/documents/classify/model.js';
import { OCR_SWAPS } from '../src/documents/classify/wide-corpus.js';
import { normalizeText } from '../src/documents/fields/text.js';
import type { DocumentType } from '../src/documents/types.js';

const CLASSIFY_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/documents/classify');
const CLASSES: DocumentType[] = ['Lease', 'Contract', 'Invoice', 'Legal', 'Other'];
const FOLDS = 5;
const MIN_DOCUMENT_FREQUENCY = 2;
const MAX_FEATURES = 30_000;
const TRAIN = { epochs: 160, learningRate: 0.05, l2: 3e-4 };

type Example = { text: string; label: number; name: string };

function readExamples(folder: string): Example[] {
  const examples: Example[] = [];
  CLASSES.forEach((type, label) => {
    const dir = join(CLASSIFY_DIR, folder, type.toLowerCase());
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((file) => file.endsWith('.txt'))
        .sort();
    } catch {
      return;
    }
    for (const file of files)
      examples.push({
        text: normalizeText(readFileSync(join(dir, file), 'utf8')),
        label,
        name: `${type}/${file}`,
      });
  });
  return examples;
}

// Seeded, so a re-run writes the same model.
let seed = 7;
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}

/** The same text as a phone scan might read it. */
function ocrCopy(text: string): string {
  const swaps: Record<string, string> = { ...OCR_SWAPS, i: 'l', t: 'f', m: 'rn' };
  let out = '';
  for (const ch of text) {
    const r = random();
    if (swaps[ch] && r < 0.03) out += swaps[ch];
    else if (ch === ' ' && r < 0.02) out += '';
    else if (ch === '\n' && r < 0.3) out += ' ';
    else out += ch;
  }
  return out;
}

function augment(examples: Example[]): Example[] {
  const out: Example[] = [];
  for (const example of examples) {
    out.push(example);
    out.push({ ...example, text: ocrCopy(example.text), name: example.name + '#ocr' });
    if (example.text.length > 3000)
      out.push({
        ...example,
        text: example.text.slice(0, Math.floor(example.text.length * 0.35)),
        name: example.name + '#page1',
      });
  }
  return out;
}

type Features = Map<string, number>;

function buildVocabulary(featureSets: Features[]): {
  vocabulary: Map<string, number>;
  idf: Float64Array;
  list: string[];
} {
  const documentFrequency = new Map<string, number>();
  for (const features of featureSets)
    for (const feature of features.keys())
      documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1);
  const list = [...documentFrequency.entries()]
    .filter(([, count]) => count >= MIN_DOCUMENT_FREQUENCY)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_FEATURES)
    .map(([feature]) => feature);
  const n = featureSets.length;
  const idf = Float64Array.from(
    list,
    (feature) => Math.log((1 + n) / (1 + (documentFrequency.get(feature) ?? 0))) + 1,
  );
  return { vocabulary: new Map(list.map((feature, index) => [feature, index])), idf, list };
}

function fit(examples: Example[]): LoadedModel & { list: string[] } {
  const featureSets = examples.map((example) => countFeatures(example.text));
  const { vocabulary, idf, list } = buildVocabulary(featureSets);
  const vectors = featureSets.map((features) => vectorize(features, vocabulary, idf));
  const linear: LinearModel = trainLogistic(
    vectors,
    examples.map((example) => example.label),
    CLASSES.length,
    list.length,
    TRAIN,
  );
  return { ...linear, classes: CLASSES, vocabulary, idf, temperature: 1, list };
}

function stratifiedFolds(examples: Example[]): number[] {
  const fold = new Array<number>(examples.length).fill(0);
  CLASSES.forEach((_, label) => {
    let i = 0;
    examples.forEach((example, index) => {
      if (example.label === label) fold[index] = i++ % FOLDS;
    });
  });
  return fold;
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function confusion(pairs: [number, number][]): string {
  const matrix = CLASSES.map(() => CLASSES.map(() => 0));
  for (const [truth, predicted] of pairs) (matrix[truth] as number[])[predicted]! += 1;
  const header = 'truth \\ predicted'.padEnd(18) + CLASSES.map((type) => type.padStart(9)).join('');
  return [
    header,
    ...matrix.map(
      (row, i) => (CLASSES[i] ?? '').padEnd(18) + row.map((count) => String(count).padStart(9)).join(''),
    ),
  ].join('\n');
}

function negativeLogLikelihood(
  rows: { logits: number[]; bonus: number[]; label: number }[],
  temperature: number,
): number {
  let total = 0;
  for (const row of rows) {
    const probabilities = softmax(row.logits.map((value, k) => value / temperature + (row.bonus[k] ?? 0)));
    total -= Math.log(Math.max(1e-12, probabilities[row.label] ?? 0));
  }
  return total / rows.length;
}

function expectedCalibrationError(rows: { confidence: number; correct: boolean }[]): number {
  const bins = Array.from({ length: 10 }, () => ({ count: 0, confidence: 0, correct: 0 }));
  for (const row of rows) {
    const bin = bins[Math.min(9, Math.floor(row.confidence * 10))]!;
    bin.count++;
    bin.confidence += row.confidence;
    bin.correct += row.correct ? 1 : 0;
  }
  return bins.reduce(
    (sum, bin) =>
      sum +
      (bin.count
        ? (bin.count / rows.length) * Math.abs(bin.confidence / bin.count - bin.correct / bin.count)
        : 0),
    0,
  );
}

const started = performance.now();
const corpus = readExamples('corpus');
const held = readExamples('testdata');
console.log(
  `Corpus: ${corpus.length} documents (${CLASSES.map((type, label) => `${type} ${corpus.filter((e) => e.label === label).length}`).join(', ')})`,
);

// k-fold cross-validation: augmentation only ever touches the training side.
const folds = stratifiedFolds(corpus);
const modelOnly: [number, number][] = [];
const withCues: [number, number][] = [];
const outOfFold: { logits: number[]; bonus: number[]; label: number }[] = [];
const mistakes: string[] = [];
for (let k = 0; k < FOLDS; k++) {
  const model = fit(augment(corpus.filter((_, index) => folds[index] !== k)));
  corpus.forEach((example, index) => {
    if (folds[index] !== k) return;
    const raw = logits(model, vectorize(countFeatures(example.text), model.vocabulary, model.idf));
    const bonus = cueBonuses(example.text);
    outOfFold.push({ logits: raw, bonus: CLASSES.map((type) => bonus[type]), label: example.label });
    modelOnly.push([example.label, raw.indexOf(Math.max(...raw))]);
    const predicted = CLASSES.indexOf(classifyWithModel(example.text, model).type);
    withCues.push([example.label, predicted]);
    if (predicted !== example.label) mistakes.push(`${example.name} → ${CLASSES[predicted]}`);
  });
}
const accuracy = (pairs: [number, number][]) =>
  pairs.filter(([truth, predicted]) => truth === predicted).length / pairs.length;
console.log(
  `\n${FOLDS}-fold cross-validation: model alone ${percent(accuracy(modelOnly))}, model + cues + threshold ${percent(accuracy(withCues))}`,
);
console.log(confusion(withCues));
if (mistakes.length) console.log(`Misclassified: ${mistakes.join('; ')}`);

// Calibration: one temperature for the model's logits, cues added after, chosen on out-of-fold predictions.
let temperature = 1;
let best = Infinity;
for (let t = 1; t <= 4.001; t += 0.05) {
  const nll = negativeLogLikelihood(outOfFold, t);
  if (nll < best) {
    best = nll;
    temperature = Math.round(t * 100) / 100;
  }
}
const calibrationRows = outOfFold.map((row) => {
  const probabilities = softmax(row.logits.map((value, k) => value / temperature + (row.bonus[k] ?? 0)));
  const confidence = Math.max(...probabilities);
  return { confidence, correct: probabilities.indexOf(confidence) === row.label };
});
console.log(
  `Temperature ${temperature} (out-of-fold NLL ${best.toFixed(3)}, ECE ${expectedCalibrationError(calibrationRows).toFixed(3)})`,
);

// Final model on the whole corpus.
const final = fit(augment(corpus));
final.temperature = temperature;
let heldAccuracy: number | null = null;
if (held.length) {
  const results = held.map((example) => ({ example, result: classifyWithModel(example.text, final) }));
  const correct = results.filter(({ example, result }) => result.type === CLASSES[example.label]);
  heldAccuracy = correct.length / held.length;
  console.log(`\nHeld-out testdata (${held.length} hand-written documents): ${percent(heldAccuracy)}`);
  for (const { example, result } of results) {
    if (result.type !== CLASSES[example.label])
      console.log(`  ✗ ${example.name} → ${result.type} (${result.confidence})`);
  }
}

// Drop features the model ignores; round weights to keep model.json small and diffable.
const keep: number[] = [];
final.list.forEach((_, index) => {
  if (final.weights.some((row) => Math.abs(row[index] ?? 0) >= 0.004)) keep.push(index);
});
const round = (value: number, digits: number) => Number(value.toFixed(digits));
const stored: StoredModel = {
  version: 1,
  classes: CLASSES,
  vocabulary: keep.map((index) => final.list[index] as string),
  idf: keep.map((index) => round(final.idf[index] ?? 0, 3)),
  weights: final.weights.map((row) => keep.map((index) => round(row[index] ?? 0, 3))),
  bias: Array.from(final.bias, (value) => round(value, 4)),
  temperature,
  metrics: {
    documents: corpus.length,
    folds: FOLDS,
    crossValidatedAccuracyModelOnly: round(accuracy(modelOnly), 4),
    crossValidatedAccuracyWithCues: round(accuracy(withCues), 4),
    heldOutAccuracy: heldAccuracy === null ? null : round(heldAccuracy, 4),
    features: keep.length,
  },
};
// Written as prettier prints it, so the repository's `prettier --check .` stays green.
const modelPath = join(CLASSIFY_DIR, 'model.json');
const json = await prettier.format(JSON.stringify(stored), {
  ...(await prettier.resolveConfig(modelPath)),
  parser: 'json',
});
writeFileSync(modelPath, json);
console.log(
  `\nWrote model.json: ${keep.length} features, ${(json.length / 1024).toFixed(0)} KiB, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
