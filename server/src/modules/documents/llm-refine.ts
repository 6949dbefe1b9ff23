import type { LlmClient } from '../../adapters/llm/llm.js';
import {
  DOCUMENT_TYPES,
  type Classification,
  type DocumentFields,
  type DocumentType,
} from '../../documents/types.js';
import { KIND_SCHEMAS, specsOf } from './proposed-fields.js';

/**
 * An optional second reading by an OpenAI-compatible model, asked for JSON in the same shapes. Its
 * answer is validated field by field and merged, never trusted blindly: it may fill what the offline
 * reader could not read or read with low confidence, and it confirms agreeing values; a confident
 * offline value is never overwritten. Any failure leaves the offline reading as it was.
 */

const LOW_CONFIDENCE = 0.6;
const LLM_FIELD_CONFIDENCE = 0.7;
const MAX_TEXT = 12_000;

const system =
  'You read US residential and commercial property documents. Answer with one JSON object and nothing else.';

function parseJsonObject(content: string | null): Record<string, unknown> | undefined {
  if (!content) return undefined;
  const match = /\{[\s\S]*\}/.exec(content.replace(/```(json)?/g, ''));
  if (!match) return undefined;
  try {
    const parsed: unknown = JSON.parse(match[0]);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export type Analysis = { classification: Classification; fields: DocumentFields };

export async function refineWithLlm(
  llm: LlmClient,
  text: string,
  analysis: Analysis,
  options: { typeForced: boolean; classifyOnly?: boolean; extract: (type: DocumentType) => DocumentFields },
): Promise<Analysis> {
  let { classification, fields } = analysis;
  const excerpt = text.slice(0, MAX_TEXT);

  // Low-confidence detection: the model's answer counts only if it names one of the five types.
  if (!options.typeForced && classification.confidence < LOW_CONFIDENCE) {
    const reply = await llm.complete(
      [
        { role: 'system', content: system },
        {
          role: 'user',
          content: `Classify this document as one of ${DOCUMENT_TYPES.join(', ')}. Reply as {"type": "..."}.\n\nDocument:\n${excerpt}`,
        },
      ],
      [],
    );
    const type = parseJsonObject(reply.content)?.type;
    if (
      typeof type === 'string' &&
      (DOCUMENT_TYPES as readonly string[]).includes(type) &&
      type !== classification.type
    ) {
      classification = { ...classification, type: type as DocumentType, confidence: LOW_CONFIDENCE };
      fields = options.extract(type as DocumentType);
    }
  }

  if (options.classifyOnly) return { classification, fields };
  const { specs, values } = specsOf(fields);
  const keys = specs.map((spec) => `- ${spec.key} (${spec.label}; ${spec.kind})`).join('\n');
  const reply = await llm.complete(
    [
      { role: 'system', content: system },
      {
        role: 'user',
        content:
          `Document type: ${fields.type}. Return a JSON object with exactly these keys, null when the document ` +
          `does not say. Dates as YYYY-MM-DD, money as numbers in dollars, lists as arrays of strings, ` +
          `late_payment as {"initial_fee", "daily_late_charge"}, fees as [{"fee_type", "amount"}] (an animal ` +
          `violation fee as {"fee_type": "Animal Violation Fee", "first_violation", "additional_violation"}).\n` +
          `${keys}\n\nDocument:\n${excerpt}`,
      },
    ],
    [],
  );
  const proposed = parseJsonObject(reply.content);
  if (!proposed) return { classification, fields };

  for (const spec of specs) {
    const field = values[spec.key];
    if (!field || !(spec.key in proposed)) continue;
    const checked = KIND_SCHEMAS[spec.kind].safeParse(proposed[spec.key]);
    if (!checked.success || isEmpty(checked.data)) continue;
    if (JSON.stringify(checked.data) === JSON.stringify(field.value)) {
      field.confidence = Math.max(field.confidence, 0.9);
    } else if (isEmpty(field.value) || field.confidence < LOW_CONFIDENCE) {
      field.value = checked.data;
      field.confidence = LLM_FIELD_CONFIDENCE;
      field.source = field.source ?? 'Read by the language model';
    }
  }
  return { classification, fields };
}
