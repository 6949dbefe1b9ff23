import { ANIMAL_VIOLATION_FEE } from '@astor/contract/leases';
import type { ProposedField } from '@astor/contract/processor';
import { inapplicableFields, withoutInapplicable } from '@astor/contract/proposal-fields';

/**
 * The review's editable form of each proposed field (docs/product.md#upload-wizard: review before write).
 * Inputs hold text, so every kind has a draft shape; `readDraft` turns it back into the value the server
 * expects.
 */
export type FieldKind = ProposedField['kind'];

export interface FeeDraft {
  feeType: string;
  amount: string;
  firstViolation: string;
  additionalViolation: string;
}

export type FieldDraft =
  | { kind: 'text' | 'number' | 'money' | 'date' | 'list' | 'currency'; text: string }
  | { kind: 'boolean'; isChecked: boolean }
  | { kind: 'late_payment'; initialFee: string; dailyLateCharge: string }
  | { kind: 'fees'; fees: FeeDraft[] };

export type LateFeeValue = { initial_fee: number | null; daily_late_charge: number | null };
export type FeeValue =
  | {
      fee_type: typeof ANIMAL_VIOLATION_FEE;
      first_violation: number | null;
      additional_violation: number | null;
    }
  | { fee_type: string; amount: number | null };

export const EMPTY_FEE: FeeDraft = { feeType: '', amount: '', firstViolation: '', additionalViolation: '' };

export const isAnimalViolationFee = (feeType: string): boolean => feeType.trim() === ANIMAL_VIOLATION_FEE;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number or numeric string as input text; anything else is empty. */
function numberText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value.trim();
  return '';
}

function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A date input takes `YYYY-MM-DD`; a timestamp keeps its date part, other text is left to edit. */
function dateText(value: unknown): string {
  const text = plainText(value).trim();
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(text);
  return match?.[1] ?? '';
}

function listText(value: unknown): string {
  if (Array.isArray(value))
    return value
      .map(plainText)
      .filter((item) => item.trim() !== '')
      .join(', ');
  return plainText(value);
}

function feeDraft(value: unknown): FeeDraft {
  if (!isRecord(value)) return { ...EMPTY_FEE };
  return {
    feeType: plainText(value.fee_type),
    amount: numberText(value.amount),
    firstViolation: numberText(value.first_violation),
    additionalViolation: numberText(value.additional_violation),
  };
}

/** The draft a field's input starts from. Values of an unexpected shape start empty rather than fail. */
export function toDraft(field: Pick<ProposedField, 'kind' | 'value'>): FieldDraft {
  const { kind, value } = field;
  switch (kind) {
    case 'text':
    case 'currency':
      return { kind, text: plainText(value) };
    case 'number':
    case 'money':
      return { kind, text: numberText(value) };
    case 'date':
      return { kind, text: dateText(value) };
    case 'list':
      return { kind, text: listText(value) };
    case 'boolean':
      return { kind, isChecked: value === true || value === 'true' };
    case 'late_payment':
      return {
        kind,
        initialFee: isRecord(value) ? numberText(value.initial_fee) : '',
        dailyLateCharge: isRecord(value) ? numberText(value.daily_late_charge) : '',
      };
    case 'fees':
      return { kind, fees: Array.isArray(value) ? value.map(feeDraft) : [] };
  }
}

/**
 * Typed text as a number: blank is null; '$1,250.50' reads as 1250.5 (a pasted amount); text that is
 * not a number is null, as the browser's number input reports it.
 */
export function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Money to the cent. */
export function parseMoney(text: string): number | null {
  const value = parseNumber(text);
  return value === null ? null : Math.round(value * 100) / 100;
}

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * docs/product.md#lease-terms: an 'Animal Violation Fee' has first and additional violation amounts instead
 * of an amount.
 */
function readFee(fee: FeeDraft): FeeValue | null {
  const feeType = fee.feeType.trim();
  if (feeType === '') return null;
  if (isAnimalViolationFee(feeType)) {
    return {
      fee_type: ANIMAL_VIOLATION_FEE,
      first_violation: parseMoney(fee.firstViolation),
      additional_violation: parseMoney(fee.additionalViolation),
    };
  }
  return { fee_type: feeType, amount: parseMoney(fee.amount) };
}

/** The value sent back for a field, in the shape its kind promises. */
export function readDraft(draft: FieldDraft): unknown {
  switch (draft.kind) {
    case 'text':
    case 'date':
      return textOrNull(draft.text);
    case 'number':
      return parseNumber(draft.text);
    case 'money':
      return parseMoney(draft.text);
    case 'currency':
      // An ISO 4217 code: the server checks it; capitals are what it stores.
      return textOrNull(draft.text)?.toUpperCase() ?? null;
    case 'list':
      return draft.text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
    case 'boolean':
      return draft.isChecked;
    case 'late_payment': {
      const initialFee = parseMoney(draft.initialFee);
      const dailyLateCharge = parseMoney(draft.dailyLateCharge);
      return initialFee === null && dailyLateCharge === null
        ? null
        : { initial_fee: initialFee, daily_late_charge: dailyLateCharge };
    }
    case 'fees':
      // A row without a fee type is an unused row, not a fee.
      return draft.fees.map(readFee).filter((fee): fee is FeeValue => fee !== null);
  }
}

export type FieldDrafts = Record<string, FieldDraft>;

export function toDrafts(fields: readonly ProposedField[]): FieldDrafts {
  return Object.fromEntries(fields.map((field) => [field.key, toDraft(field)]));
}

/**
 * Every field's value as edited (all of them, not only the changed ones: explicit is simpler). A field that
 * does not apply as the others now read (bedrooms of a commercial lease) is hidden and sent empty.
 */
export function readDrafts(fields: readonly ProposedField[], drafts: FieldDrafts): Record<string, unknown> {
  return withoutInapplicable(
    Object.fromEntries(fields.map((field) => [field.key, readDraft(drafts[field.key] ?? toDraft(field))])),
  );
}

/** The fields the review shows: those that apply as the others are edited (docs/product.md#upload-wizard). */
export function visibleFields(fields: readonly ProposedField[], drafts: FieldDrafts): ProposedField[] {
  const values = Object.fromEntries(
    fields.map((field) => [field.key, readDraft(drafts[field.key] ?? toDraft(field))]),
  );
  const hidden = inapplicableFields(values);
  return fields.filter((field) => !hidden.has(field.key));
}

/** Whether a draft holds nothing (what a required field must not be when saving). */
export function isDraftEmpty(draft: FieldDraft): boolean {
  const value = readDraft(draft);
  return value === null || (Array.isArray(value) && value.length === 0);
}

/**
 * The message of the first required field left empty (the server's own text, e.g. 'Enter the total: it
 * could not be read from the document.'), or null when Save may go ahead.
 */
export function missingRequiredMessage(fields: readonly ProposedField[], drafts: FieldDrafts): string | null {
  const missing = visibleFields(fields, drafts).find(
    (field) => field.required_message && isDraftEmpty(drafts[field.key] ?? toDraft(field)),
  );
  return missing?.required_message ?? null;
}
