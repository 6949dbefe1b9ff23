/**
 * Multinomial logistic regression over sparse vectors: the classifier's model. Training (full-batch gradient
 * descent with Adam and L2) runs offline in server/scripts/train-classifier.ts; inference is one dot product
 * per class.
 */
import type { SparseVector } from './features.js';

export type LinearModel = { weights: Float64Array[]; bias: Float64Array };

export function logits(model: LinearModel, vector: SparseVector): number[] {
  return model.weights.map((row, k) => {
    let sum = model.bias[k] ?? 0;
    for (let i = 0; i < vector.indices.length; i++)
      sum += (row[vector.indices[i] as number] ?? 0) * (vector.values[i] as number);
    return sum;
  });
}

export function softmax(values: number[], temperature = 1): number[] {
  const scaled = values.map((value) => value / temperature);
  const max = Math.max(...scaled);
  const exps = scaled.map((value) => Math.exp(value - max));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

export type TrainOptions = { epochs: number; learningRate: number; l2: number };

export function trainLogistic(
  vectors: SparseVector[],
  labels: number[],
  classCount: number,
  featureCount: number,
  options: TrainOptions,
): LinearModel {
  const weights = Array.from({ length: classCount }, () => new Float64Array(featureCount));
  const bias = new Float64Array(classCount);
  // Adam state.
  const m = Array.from({ length: classCount }, () => new Float64Array(featureCount));
  const v = Array.from({ length: classCount }, () => new Float64Array(featureCount));
  const mb = new Float64Array(classCount);
  const vb = new Float64Array(classCount);
  const beta1 = 0.9;
  const beta2 = 0.999;
  const epsilon = 1e-8;
  const n = vectors.length;
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    const gradients = Array.from({ length: classCount }, () => new Float64Array(featureCount));
    const biasGradient = new Float64Array(classCount);
    for (let d = 0; d < n; d++) {
      const vector = vectors[d] as SparseVector;
      const probabilities = softmax(logits({ weights, bias }, vector));
      for (let k = 0; k < classCount; k++) {
        const error = (probabilities[k] as number) - (labels[d] === k ? 1 : 0);
        biasGradient[k] = (biasGradient[k] as number) + error / n;
        const gradient = gradients[k] as Float64Array;
        for (let i = 0; i < vector.indices.length; i++) {
          const index = vector.indices[i] as number;
          gradient[index] = (gradient[index] as number) + (error * (vector.values[i] as number)) / n;
        }
      }
    }
    const correction1 = 1 - Math.pow(beta1, epoch);
    const correction2 = 1 - Math.pow(beta2, epoch);
    for (let k = 0; k < classCount; k++) {
      const row = weights[k] as Float64Array;
      const gradient = gradients[k] as Float64Array;
      const mk = m[k] as Float64Array;
      const vk = v[k] as Float64Array;
      for (let j = 0; j < featureCount; j++) {
        const g = (gradient[j] as number) + options.l2 * (row[j] as number);
        mk[j] = beta1 * (mk[j] as number) + (1 - beta1) * g;
        vk[j] = beta2 * (vk[j] as number) + (1 - beta2) * g * g;
        row[j] =
          (row[j] as number) -
          (options.learningRate * ((mk[j] as number) / correction1)) /
            (Math.sqrt((vk[j] as number) / correction2) + epsilon);
      }
      const gb = biasGradient[k] as number;
      mb[k] = beta1 * (mb[k] as number) + (1 - beta1) * gb;
      vb[k] = beta2 * (vb[k] as number) + (1 - beta2) * gb * gb;
      bias[k] =
        (bias[k] as number) -
        (options.learningRate * ((mb[k] as number) / correction1)) /
          (Math.sqrt((vb[k] as number) / correction2) + epsilon);
    }
  }
  return { weights, bias };
}
