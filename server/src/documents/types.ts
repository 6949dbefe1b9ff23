/**
 * Shapes shared by the document pipeline: extraction (bytes → text), classification (text → type) and
 * field extraction (text → fields). Pure data: these cross the reader process's boundary.
 */

export const DOCUMENT_TYPES = ['Lease', 'Contract', 'Invoice', 'Legal', 'Other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type ExtractionMethod = 'pdf-text' | 'pdf-ocr' | 'docx' | 'doc' | 'ocr' | 'text';

export type Extraction = {
  text: string;
  pageCount: number;
  method: ExtractionMethod;
  /** Detected from the bytes (magic numbers), never from the file name. */
  contentType: string;
  /** Milliseconds spent extracting (for the benchmark and the logs). */
  elapsedMs: number;
  /** Scanned pages that could not be read in the time allowed (numbered from 1): the review lists them. */
  pagesNotRead: number[];
};

export type Classification = {
  type: DocumentType;
  /** 0..1: the model's probability of `type`, adjusted by strong cues. */
  confidence: number;
  scores: Record<DocumentType, number>;
};

/** One extracted value, with how sure we are and the text it came from (for review before write). */
export type Field<T> = { value: T; confidence: number; source: string | null };

export type LateFee = { initial_fee: number | null; daily_late_charge: number | null };
export type AdditionalFee =
  | { fee_type: 'Animal Violation Fee'; first_violation: number | null; additional_violation: number | null }
  | { fee_type: string; amount: number | null };

export type LeaseFields = {
  address: Field<string | null>;
  city: Field<string | null>;
  state: Field<string | null>;
  zip: Field<string | null>;
  landlord: Field<string | null>;
  tenants: Field<string[]>;
  lease_type: Field<string | null>;
  start_date: Field<string | null>;
  end_date: Field<string | null>;
  rent_amount_monthly: Field<number | null>;
  security_deposit: Field<number | null>;
  late_payment: Field<LateFee | null>;
  additional_fees: Field<AdditionalFee[]>;
  is_commercial: Field<boolean>;
  is_nnn: Field<boolean>;
  num_bedrooms: Field<number | null>;
  num_bathrooms: Field<number | null>;
};

export type InvoiceFields = {
  vendor: Field<string | null>;
  invoice_number: Field<string | null>;
  date: Field<string | null>;
  due_date: Field<string | null>;
  total_amount: Field<number | null>;
  /** ISO 4217 code of the total, as printed (fields/currency.ts). */
  currency: Field<string | null>;
  /** One of the finance categories (contract/src/categories.ts EXPENSE_CATEGORIES). */
  category: Field<string>;
  property_address: Field<string | null>;
};

export type ContractFields = {
  contract_type: Field<string | null>;
  counterparty: Field<string | null>;
  start_date: Field<string | null>;
  end_date: Field<string | null>;
  amount: Field<number | null>;
};

/** What the reader may know of the account a document belongs to. */
export type ReadingContext = {
  /** The owner's currency (ISO 4217): what a bare '$' means when it is a dollar, and the default. */
  accountCurrency?: string;
};

export type DocumentFields =
  | { type: 'Lease'; lease: LeaseFields }
  | { type: 'Invoice'; invoice: InvoiceFields }
  | { type: 'Contract'; contract: ContractFields }
  | { type: 'Legal' | 'Other'; summary: Field<string> };
