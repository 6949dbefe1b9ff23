/**
 * What saving a reviewed document will create ('This will create ...'), worded once for both sides: the
 * server answers it with the dry run, and the review recomputes it from the fields as they are corrected
 * (docs/product.md#upload-wizard).
 */

/** The document types whose records are created from what was read; the others are only stored. */
const TYPES_WITH_RECORDS = ['Lease', 'Invoice', 'Contract'] as const;
type TypeWithRecords = (typeof TYPES_WITH_RECORDS)[number];

const asTypeWithRecords = (documentType: string): TypeWithRecords | null =>
  TYPES_WITH_RECORDS.find((type) => type === documentType) ?? null;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** '$2,150.00', '£45.67': an amount in its currency (never converted); 'an unknown amount' when empty. */
export function amountIn(value: unknown, currency = 'USD'): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'an unknown amount';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
  } catch {
    // A code half typed in the review ('GB'): the amount with what was typed, until it is a code.
    return `${value.toFixed(2)} ${currency}`;
  }
}

export type CreatesInput = {
  /** As sent: Lease, Contract, Invoice, Legal, Other or a custom type (stored only). */
  documentType: string;
  /** The fields' values by key, as the server reads them back (docs/product.md#reading-a-document). */
  values: Readonly<Record<string, unknown>>;
  /** A lease not linked to a property: the property is created from it. */
  createsProperty: boolean;
};

/** The lines of 'This will create': 'A lease at $1,675.00 a month', 'Tenant Rosa Parks', ... */
export function describeCreates({ documentType, values, createsProperty }: CreatesInput): string[] {
  const lines = ['The document itself, stored with its text'];
  const type = asTypeWithRecords(documentType);
  if (type === 'Lease') {
    if (createsProperty) lines.push(`A property at ${text(values.address) ?? 'the address in the lease'}`);
    lines.push(`A lease at ${amountIn(values.rent_amount_monthly)} a month`);
    const tenants = Array.isArray(values.tenants) ? values.tenants : [];
    for (const name of tenants) if (text(name)) lines.push(`Tenant ${text(name)}`);
  } else if (type === 'Invoice') {
    const vendor = text(values.vendor);
    if (vendor) lines.push(`Vendor ${vendor} (unless it already exists)`);
    lines.push(
      `An invoice and an expense of ${amountIn(values.total_amount, text(values.currency) ?? 'USD')}`,
    );
  } else if (type === 'Contract') {
    lines.push(`A ${text(values.contract_type) ?? 'service'} contract`);
  }
  return lines;
}
