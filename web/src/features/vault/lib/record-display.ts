import { ANIMAL_VIOLATION_FEE } from '@astor/contract/leases';
import { displayValue, formatDate, formatFileSize, formatMoney, NOT_AVAILABLE } from '@/lib/format';

/**
 * docs/product.md#vault-record-display: how any stored record (a lease, an invoice, a tenant...) is
 * shown in the vault's table and its 'Record Details' dialog. The one place for these rules.
 */

/** A record as the list endpoints return it: named fields, some of them nested objects. */
export type VaultRecord = Readonly<Record<string, unknown>>;

/** One shown field: the flattened key, its label, its display text and the value it came from. */
export interface DisplayField {
  key: string;
  label: string;
  value: string;
  raw: unknown;
}

/**
 * docs/product.md#vault-record-display: kept as structured values, not flattened, and shown as readable text.
 */
const STRUCTURED_FIELDS: ReadonlySet<string> = new Set(['tenant_info', 'special_lease_terms']);

/**
 * docs/product.md#vault-record-display: hidden fields. The rule applies to the keys after flattening: a
 * hidden key that holds a nested object (`property: {id, address}`) is itself never shown, but its flattened
 * children are, except the ones that are hidden in turn (`property_id`). So a lease or an income shows
 * 'Property Address', which is what makes the row readable, and never the raw object or its id.
 */
export const HIDDEN_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'property_id',
  'owner_id',
  'lease_id',
  'expense_id',
  'invoice_id',
  'tenant_id',
  'contract_id',
  'vendor_id',
  'property',
  'tenants',
  'payments',
  'document',
  'is_parent',
  'icon',
  'endpoint',
]);

export const NO_SPECIAL_TERMS = 'No special terms';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * docs/product.md#vault-record-display: nested objects flattened, joining key names with an underscore
 * (`property.address` → `property_address`); tenant_info and special_lease_terms stay whole. A key of the
 * record itself wins over a flattened one of the same name (a lease's `property_id` and its `property.id`).
 */
export function flattenRecord(record: VaultRecord): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  const visit = (object: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(object)) {
      const name = prefix ? `${prefix}_${key}` : key;
      if (isPlainObject(value) && !STRUCTURED_FIELDS.has(key)) {
        visit(value, name);
      } else if (!prefix || !(name in flat)) {
        flat[name] = value;
      }
    }
  };
  visit(record, '');
  return flat;
}

/**
 * docs/product.md#vault-record-display: the listed fields, and any other reference to a record (a key ending
 * in `_id`: an invoice's `document_id`, a payment's `income_id`), whose value is an id no one can read; the
 * record it names is shown by its own fields (Property Address) or opened from 'Record Details'.
 */
export function isHiddenField(key: string): boolean {
  return HIDDEN_FIELDS.has(key) || key.endsWith('_id');
}

/** The words of a key: `rent_amount_monthly` and `rentAmountMonthly` both give rent, amount, monthly. */
function wordsOf(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .split(/[_\s-]+/)
    .filter(Boolean);
}

/** A file's size in bytes (a document's `size_bytes`, contract/src/documents.ts): shown as '59.3 KB'. */
export function isFileSizeField(key: string): boolean {
  const words = wordsOf(key).map((word) => word.toLowerCase());
  return words.length > 1 && words[words.length - 1] === 'bytes' && words.includes('size');
}

/**
 * docs/product.md#vault-record-display: labels are the Title Case of the key ('rent_amount_monthly' → 'Rent
 * Amount Monthly'); a size in bytes is labelled without the unit ('size_bytes' → 'Size'), its value carrying
 * one.
 */
export function toLabel(key: string): string {
  const words = wordsOf(key);
  return (isFileSizeField(key) ? words.slice(0, -1) : words)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const MONEY_WORDS = /^(amounts?|prices?|fees?|rents?|deposits?)$/;
// Names that contain a money word but hold no money: 'rent_due_day' is a day of the month, 'fee_type' a
// name, 'rent_start_date' a date.
const NOT_MONEY_LAST_WORDS = /^(days?|type|id|count|number|status|date|at|on)$/;

/**
 * docs/product.md#vault-record-display: fields with amount, price, fee or rent in the name show dollars with
 * 2 decimals. Matched as whole words, so 'current' or 'parent' are not rent; 'deposit' is added (a lease's
 * security deposit is money too), and a name ending in a non-money word ('rent_due_day') is not money.
 */
export function isMoneyField(key: string): boolean {
  const words = wordsOf(key).map((word) => word.toLowerCase());
  const last = words[words.length - 1] ?? '';
  return words.some((word) => MONEY_WORDS.test(word)) && !NOT_MONEY_LAST_WORDS.test(last);
}

/**
 * docs/product.md#vault-record-display: date fields are localized: names with the word date, or ending in
 * _at, _on, start or end.
 */
export function isDateField(key: string): boolean {
  const words = wordsOf(key).map((word) => word.toLowerCase());
  const last = words[words.length - 1] ?? '';
  return (
    words.includes('date') ||
    last === 'start' ||
    last === 'end' ||
    (words.length > 1 && (last === 'at' || last === 'on'))
  );
}

// A calendar date or an ISO timestamp; anything else in a date field (a note, a year) is shown as is.
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A number, or a numeric string (a decimal column may arrive as text); undefined otherwise. */
function toAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

const money = (value: unknown, currency?: string) => formatMoney(toAmount(value), currency);

/**
 * docs/product.md#lease-terms: a lease's special terms as one readable line, e.g. 'Late payment: $50.00
 * initial, $10.00 per day; Pet Fee: $25.00; Animal Violation Fee: $100.00 first, $250.00 additional'; 'No
 * special terms' when absent or empty.
 */
export function formatSpecialLeaseTerms(terms: unknown): string {
  if (!isPlainObject(terms)) return NO_SPECIAL_TERMS;
  const parts: string[] = [];

  const late = terms.late_payment;
  if (isPlainObject(late) && (late.initial_fee != null || late.daily_late_charge != null)) {
    parts.push(`Late payment: ${money(late.initial_fee)} initial, ${money(late.daily_late_charge)} per day`);
  }

  const fees = Array.isArray(terms.additional_fees) ? terms.additional_fees : [];
  for (const fee of fees) {
    if (!isPlainObject(fee)) continue;
    const feeType = typeof fee.fee_type === 'string' && fee.fee_type.trim() ? fee.fee_type : 'Fee';
    // docs/product.md#lease-terms: an 'Animal Violation Fee' has first_violation and additional_violation
    // instead of amount.
    if (feeType === ANIMAL_VIOLATION_FEE && ('first_violation' in fee || 'additional_violation' in fee)) {
      parts.push(
        `${feeType}: ${money(fee.first_violation)} first, ${money(fee.additional_violation)} additional`,
      );
    } else {
      parts.push(`${feeType}: ${money(fee.amount)}`);
    }
  }

  return parts.length > 0 ? parts.join('; ') : NO_SPECIAL_TERMS;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A structured value (tenant_info) as 'Name: Ada Lovelace; Status: current; ...', its empty parts left out. */
function describeObject(object: Record<string, unknown>): string {
  const parts = Object.entries(object)
    .filter(([, value]) => !isEmpty(value))
    .map(([key, value]) => `${toLabel(key)}: ${formatFieldValue(key, value)}`);
  return parts.length > 0 ? parts.join('; ') : NOT_AVAILABLE;
}

/**
 * docs/product.md#vault-record-display: the display text of one (flattened) field; money in `currency` (the
 * record's own), else in the account's.
 */
export function formatFieldValue(key: string, value: unknown, currency?: string): string {
  if (key === 'special_lease_terms' || key.endsWith('_special_lease_terms')) {
    return formatSpecialLeaseTerms(value);
  }
  if (isEmpty(value)) return NOT_AVAILABLE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isMoneyField(key)) return money(value, currency);
  if (isFileSizeField(key)) return formatFileSize(value);
  if (typeof value === 'string' && isDateField(key) && DATE_VALUE.test(value.trim())) {
    return formatDate(value.trim());
  }
  if (Array.isArray(value)) {
    const items = value.filter((item) => !isEmpty(item));
    if (items.length === 0) return NOT_AVAILABLE;
    return items.map((item) => (isPlainObject(item) ? describeObject(item) : displayValue(item))).join(', ');
  }
  if (isPlainObject(value)) return describeObject(value);
  return displayValue(value);
}

/**
 * Every shown field of a record, in the record's order: flattened, hidden ones left out, formatted; its
 * amounts in the record's own `currency` when it has one (contract/src/finances.ts).
 */
export function toDisplayFields(record: VaultRecord): DisplayField[] {
  const currency =
    typeof record.currency === 'string' && /^[A-Z]{3}$/.test(record.currency) ? record.currency : undefined;
  return Object.entries(flattenRecord(record))
    .filter(([key]) => !isHiddenField(key))
    .map(([key, raw]) => ({ key, label: toLabel(key), value: formatFieldValue(key, raw, currency), raw }));
}
