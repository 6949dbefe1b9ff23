/**
 * The trained model as stored in model.json (written by server/scripts/train-classifier.ts) and its
 * in-memory form.
 */
import { DOCUMENT_TYPES, type DocumentType } from '../types.js';
import type { LinearModel } from './logistic.js';

export type StoredModel = {
  version: 1;
  classes: DocumentType[];
  vocabulary: string[];
  idf: number[];
  /** One row per class, aligned with `vocabulary`. */
  weights: number[][];
  bias: number[];
  /** Softmax temperature fitted on out-of-fold predictions (calibration). */
  temperature: number;
  metrics?: Record<string, unknown>;
};

export type LoadedModel = LinearModel & {
  classes: DocumentType[];
  vocabulary: Map<string, number>;
  idf: Float64Array;
  temperature: number;
};

export function loadModel(stored: StoredModel): LoadedModel {
  if (stored.classes.some((type) => !DOCUMENT_TYPES.includes(type)))
    throw new Error('model.json: unknown class');
  return {
    classes: stored.classes,
    vocabulary: new Map(stored.vocabulary.map((feature, index) => [feature, index])),
    idf: Float64Array.from(stored.idf),
    weights: stored.weights.map((row) => Float64Array.from(row)),
    bias: Float64Array.from(stored.bias),
    temperature: stored.temperature,
  };
}
