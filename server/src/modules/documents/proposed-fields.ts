import { DateSchema } from '@astor/contract/common';
import { CurrencyCodeSchema } from '@astor/contract/currency';
import { missingFieldMessage, type ProposedField } from '@astor/contract/processor';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import type { DocumentFields, Field } from '../../documents/types.js';

/**
 * Turns what the pipeline read into the flat, editable list the review screen shows, and reads the
 * user's corrections back, validated by kind. One table per document type keeps labels and kinds in
 * one place.
 */

type Kind = ProposedField['kind'];
/** `required`: saving needs the field; the noun its message names ('Enter the total: ...'). */
type Spec = { key: string; label: string; kind: Kind; required?: string };

const LEASE: Spec[] = [
  { key: 'address', label: 'Address', kind: 'text' },
  { key: 'city', label: 'City', kind: 'text' },
  { key: 'state', label: 'State', kind: 'text' },
  { key: 'zip', label: 'ZIP Code', kind: 'text' },
  { key: 'landlord', label: 'Landlord', kind: 'text' },
  { key: 'tenants', label: 'Tenants', kind: 'list' },
  { key: 'lease_type', label: 'Lease Type', kind: 'text' },
  { key: 'start_date', label: 'Start Date', kind: 'date' },
  { key: 'end_date', label: 'End Date', kind: 'date' },
  { key: 'rent_amount_monthly', label: 'Monthly Rent', kind: 'money' },
  { key: 'security_deposit', label: 'Security Deposit', kind: 'money' },
  { key: 'late_payment', label: 'Late Payment', kind: 'late_payment' },
  { key: 'additional_fees', label: 'Additional Fees', kind: 'fees' },
  { key: 'is_commercial', label: 'Commercial', kind: 'boolean' },
  { key: 'is_nnn', label: 'NNN', kind: 'boolean' },
  { key: 'num_bedrooms', label: 'Bedrooms', kind: 'number' },
  { key: 'num_bathrooms', label: 'Bathrooms', kind: 'number' },
];

const INVOICE: Spec[] = [
  { key: 'vendor', label: 'Vendor', kind: 'text' },
  { key: 'invoice_number', label: 'Invoice Number', kind: 'text' },
  // An expense needs its date and amount: never today's date or a guess in their place.
  { key: 'date', label: 'Date', kind: 'date', required: 'date' },
  { key: 'due_date', label: 'Due Date', kind: 'date' },
  { key: 'total_amount', label: 'Total Amount', kind: 'money', required: 'total' },
  { key: 'currency', label: 'Currency', kind: 'currency' },
  { key: 'category', label: 'Category', kind: 'text' },
  { key: 'property_address', label: 'Property Address', kind: 'text' },
];

const CONTRACT: Spec[] = [
  { key: 'contract_type', label: 'Contract Type', kind: 'text' },
  { key: 'counterparty', label: 'Contractor', kind: 'text' },
  { key: 'start_date', label: 'Start Date', kind: 'date' },
  { key: 'end_date', label: 'End Date', kind: 'date' },
  { key: 'amount', label: 'Amount', kind: 'money' },
];

const SUMMARY: Spec[] = [{ key: 'summary', label: 'Description', kind: 'text' }];

export type FieldValues = Record<string, unknown>;

export function specsOf(fields: DocumentFields): { specs: Spec[]; values: Record<string, Field<unknown>> } {
  switch (fields.type) {
    case 'Lease':
      return { specs: LEASE, values: fields.lease };
    case 'Invoice':
      return { specs: INVOICE, values: fields.invoice };
    case 'Contract':
      return { specs: CONTRACT, values: fields.contract };
    default:
      return { specs: SUMMARY, values: { summary: fields.summary } };
  }
}

export function toProposedFields(fields: DocumentFields): ProposedField[] {
  const { specs, values } = specsOf(fields);
  return specs.map(({ required, ...spec }) => {
    const field = values[spec.key];
    return {
      ...spec,
      value: field?.value ?? null,
      confidence: field?.confidence ?? 0,
      source: field?.source ?? null,
      required_message: required ? missingFieldMessage(required) : null,
    };
  });
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The message of the first required field left empty in `values` (what was read, with the corrections),
 * or null when everything needed is there.
 */
export function missingRequired(fields: DocumentFields, values: FieldValues): string | null {
  const spec = specsOf(fields).specs.find(
    (candidate) => candidate.required && isBlank(values[candidate.key]),
  );
  return spec?.required ? missingFieldMessage(spec.required) : null;
}

const money = z.number().min(0).max(999_999_999_999).nullable();
const text = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .transform((v) => (v === '' ? null : v));
export const KIND_SCHEMAS: Record<Kind, z.ZodType> = {
  text,
  number: z.number().min(0).max(10_000).nullable(),
  money,
  date: DateSchema.nullable(),
  boolean: z.boolean(),
  list: z.array(z.string().trim().min(1).max(200)).max(20),
  late_payment: z.object({ initial_fee: money, daily_late_charge: money }).nullable(),
  fees: z
    .array(
      z.union([
        z.object({
          fee_type: z.literal('Animal Violation Fee'),
          first_violation: money,
          additional_violation: money,
        }),
        z.object({ fee_type: z.string().trim().min(1).max(120), amount: money }),
      ]),
    )
    .max(50),
  currency: CurrencyCodeSchema.nullable(),
};

/**
 * The values to write: what was read, overridden by the user's corrections (a JSON object of key →
 * value from the review screen). Unknown keys and values of the wrong kind answer 422.
 */
export function applyCorrections(fields: DocumentFields, correctionsJson: string | undefined): FieldValues {
  const { specs, values } = specsOf(fields);
  const result: FieldValues = Object.fromEntries(
    specs.map((spec) => [spec.key, values[spec.key]?.value ?? null]),
  );
  if (!correctionsJson) return result;
  let corrections: unknown;
  try {
    corrections = JSON.parse(correctionsJson);
  } catch {
    throw new AppError('unprocessable', 'The corrected fields are not valid JSON.');
  }
  if (typeof corrections !== 'object' || corrections === null || Array.isArray(corrections)) {
    throw new AppError('unprocessable', 'The corrected fields must be an object of field names and values.');
  }
  for (const [key, value] of Object.entries(corrections)) {
    const spec = specs.find((candidate) => candidate.key === key);
    if (!spec) throw new AppError('unprocessable', `Unknown field '${key}' for this document type.`);
    const parsed = KIND_SCHEMAS[spec.kind].safeParse(value);
    if (!parsed.success)
      throw new AppError(
        'unprocessable',
        `${spec.label}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`,
      );
    result[key] = parsed.data;
  }
  return result;
}
