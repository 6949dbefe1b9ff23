/** Building Field<T> values: a value, how sure we are, and the text it came from. */
import type { Field } from '../types.js';
import { clip } from './text.js';

export function field<T>(value: T, confidence: number, source: string | null = null): Field<T> {
  return {
    value,
    confidence: Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100,
    source: source === null ? null : clip(source),
  };
}

/** Nothing found: null with no confidence. */
export function missing<T = null>(value: T = null as T): Field<T> {
  return { value, confidence: 0, source: null };
}
