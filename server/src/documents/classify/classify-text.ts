/**
 * Text → document type: a multinomial logistic regression over word unigrams and bigrams (model.json, trained
 * on corpus/ by server/scripts/train-classifier.ts), adjusted by strong cues (cues.ts). Offline and fast.
 */
import { normalizeText } from '../fields/text.js';
import { DOCUMENT_TYPES, type Classification, type DocumentType } from '../types.js';
import { cueBonuses } from './cues.js';
import { countFeatures, vectorize } from './features.js';
import { logits, softmax } from './logistic.js';
import { loadModel, type LoadedModel, type StoredModel } from './model.js';
import storedModel from './model.json' with { type: 'json' };

/** Below this probability the best guess is not trusted and the document is filed as Other. */
export const CONFIDENCE_THRESHOLD = 0.45;
/** A photo without text, or a scan OCR could not read, has fewer words than this. */
export const MIN_WORDS = 20;

let bundled: LoadedModel | null = null;
function bundledModel(): LoadedModel {
  bundled ??= loadModel(storedModel as StoredModel);
  return bundled;
}

function emptyScores(): Record<DocumentType, number> {
  return { Lease: 0, Contract: 0, Invoice: 0, Legal: 0, Other: 0 };
}

/** The whole decision for one text with a given model (the training script cross-validates through this). */
export function classifyWithModel(
  rawText: string,
  model: LoadedModel,
  options: { useCues?: boolean } = {},
): Classification {
  const text = normalizeText(typeof rawText === 'string' ? rawText : '');
  const wordCount = (text.match(/[A-Za-z]{2,}/g) ?? []).length;
  if (wordCount < MIN_WORDS / 2) {
    return { type: 'Other', confidence: 0.3, scores: { ...emptyScores(), Other: 0.3 } };
  }
  const raw = logits(model, vectorize(countFeatures(text), model.vocabulary, model.idf));
  const bonus = options.useCues === false ? emptyScores() : cueBonuses(text);
  const adjusted = raw.map(
    (value, k) => value * (1 / model.temperature) + (bonus[model.classes[k] as DocumentType] ?? 0),
  );
  const probabilities = softmax(adjusted);
  const scores = emptyScores();
  model.classes.forEach((type, k) => (scores[type] = round(probabilities[k] ?? 0)));
  let best: DocumentType = 'Other';
  for (const type of DOCUMENT_TYPES) if (scores[type] > scores[best]) best = type;
  // Few words: only a clear-cut answer (a short receipt) stands.
  const threshold = wordCount < MIN_WORDS ? 0.8 : CONFIDENCE_THRESHOLD;
  if (scores[best] < threshold) {
    // None of the four record types is likely: that is itself evidence for Other, up to a point.
    const bestRecordType = Math.max(scores.Lease, scores.Contract, scores.Invoice, scores.Legal);
    return {
      type: 'Other',
      confidence: round(Math.min(0.6, Math.max(scores.Other, 1 - bestRecordType))),
      scores,
    };
  }
  return { type: best, confidence: scores[best], scores };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function classifyText(text: string): Classification {
  return classifyWithModel(text, bundledModel());
}
