import {
  NO_TEXT_MESSAGE,
  NOT_A_LEASE_MESSAGE,
  PROPOSAL_TEXT_LIMIT,
  type ProcessProposal,
  type ProcessResult,
} from '@astor/contract/processor';
import { withoutInapplicable } from '@astor/contract/proposal-fields';
import { amountIn, describeCreates } from '@astor/contract/proposal-summary';
import type { SpecialLeaseTerms } from '@astor/contract/leases';
import type { CreateTenantInput } from '@astor/contract/tenants';
import type { VendorInput } from '@astor/contract/vendors';
import { randomUUID } from 'node:crypto';
import type { Geocoder } from '../../adapters/geocoder/geocoder.js';
import { storageKey, type FileStorage } from '../../adapters/storage/storage.js';
import type { Database } from '../../db/client.js';
import type {
  Classification,
  DocumentFields,
  DocumentType,
  Extraction,
  ReadingContext,
} from '../../documents/types.js';
import type { ReadingProgress } from '../../documents/extract/extract-text.js';
import { AppError, notFound } from '../../errors.js';
import { isCompanyName } from '../../documents/fields/names.js';
import { insertContract } from '../contracts/contracts.repository.js';
import { newContractValues } from '../contracts/contracts.service.js';
import { newExpenseValues } from '../finances/finances.service.js';
import { accountCurrency, insertTransaction } from '../finances/transactions.repository.js';
import { insertLease } from '../leases/leases.repository.js';
import { newLeaseValues } from '../leases/leases.service.js';
import { findProperty, insertProperty } from '../properties/properties.repository.js';
import { newPropertyValues } from '../properties/properties.service.js';
import { insertTenant } from '../tenants/tenants.repository.js';
import { newTenantValues } from '../tenants/tenants.service.js';
import { insertInvoice } from '../vendors/vendors.repository.js';
import { findOrCreateVendor, newInvoiceValues } from '../vendors/vendors.service.js';
import { insertDocument } from './documents.repository.js';
import { toDocument } from './documents.service.js';
import type { LlmClient } from '../../adapters/llm/llm.js';
import { refineWithLlm } from './llm-refine.js';
import { applyCorrections, missingRequired, toProposedFields, type FieldValues } from './proposed-fields.js';

/** Reads bytes into text (in worker threads). */
/** `owner`: whose document it is, so that the reader serves owners in turn (documents/pool). */
export type DocumentReader = {
  extract: (
    bytes: Uint8Array,
    options?: undefined,
    owner?: string,
    onProgress?: (progress: ReadingProgress) => void,
  ) => Promise<Extraction>;
};
/** Classifies text and reads the fields of a type (the given one, or the detected one). */
export type TextAnalyzer = (
  text: string,
  type?: DocumentType,
  context?: ReadingContext,
) => { classification: Classification; fields: DocumentFields };

export type ProcessInput = {
  bytes: Buffer;
  fileName: string;
  /**
   * docs/product.md#document-types: Lease, Contract, Invoice, Legal, Other, or the custom text typed for
   * Other.
   */
  documentType: string;
  /** Required except for a lease that creates its own property. */
  propertyId?: string;
  dryRun: boolean;
  corrections?: string;
  /** The landlord confirmed the type in review ('Use it as a lease anyway'): no check that it looks like one. */
  confirmType?: boolean;
  /** Told the pages read so far while the document is read (GET /api/processor/progress/{id}). */
  onProgress?: (progress: ReadingProgress) => void;
};

type Created = ProcessResult['created'][number];

/** Where a confirmed document's records are written: the transaction, owner, property and document. */
type WriteTarget = { tx: Database; ownerId: string; propertyId: string; documentId: string };

const KNOWN_TYPES: readonly string[] = ['Lease', 'Contract', 'Invoice', 'Legal', 'Other'];
const asKnownType = (type: string): DocumentType =>
  KNOWN_TYPES.includes(type) ? (type as DocumentType) : 'Other';

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** Dollars to the cent: an amount corrected in review may carry more decimals than money has. */
const cents = (v: unknown): number | null => {
  const n = num(v);
  return n === null ? null : Math.round(n * 100) / 100;
};
const dollars = (v: unknown) => amountIn(v, 'USD');

/** At least two words of two letters or digits: less is a blank page or photo, nothing to create from. */
const hasReadableText = (text: string) => (text.match(/[\p{L}\p{N}]{2,}/gu) ?? []).length >= 2;
/** The types whose records are created from what was read; the others are stored as they are. */
const CREATES_RECORDS: ReadonlySet<DocumentType> = new Set(['Lease', 'Invoice', 'Contract']);

/**
 * A tenant's name as read from a lease: a company ('Pedal & Pint Bicycle Co. LLC') is kept whole as the
 * company name (docs/decisions/0009-company-tenants.md); a person's is split into first and last name,
 * '-' standing for a last name the lease does not give.
 */
function tenantNames(full: string): Pick<CreateTenantInput, 'first_name' | 'last_name' | 'company_name'> {
  const name = full.trim();
  if (isCompanyName(name)) return { company_name: name };
  const parts = name.split(/\s+/);
  if (parts.length === 1) return { first_name: parts[0] ?? name, last_name: '-' };
  return { first_name: parts.slice(0, -1).join(' '), last_name: parts[parts.length - 1] ?? '' };
}

const invoiceDescription = (number: string | null, vendor: string | null) =>
  `Invoice${number ? ` ${number}` : ''}${vendor ? ` from ${vendor}` : ''}`;

export class ProcessorService {
  constructor(
    private readonly db: Database,
    private readonly reader: DocumentReader,
    private readonly analyze: TextAnalyzer,
    private readonly storage: FileStorage,
    private readonly geocoder: Geocoder,
    /** Optional second reading by an LLM (LLM_BASE_URL); failures fall back to the offline reading. */
    private readonly llm?: { client: LlmClient; onError: (error: unknown) => void },
  ) {}

  private async read(
    text: string,
    type: DocumentType | undefined,
    classifyOnly = false,
    context: ReadingContext = {},
  ) {
    const analysis = this.analyze(text, type, context);
    if (!this.llm) return analysis;
    try {
      return await refineWithLlm(this.llm.client, text, analysis, {
        typeForced: type !== undefined,
        classifyOnly,
        extract: (forced) => this.analyze(text, forced, context).fields,
      });
    } catch (error) {
      this.llm.onError(error);
      return analysis;
    }
  }

  /** POST /processor/upload (docs/product.md#api-calls): the detected type. */
  async detect(ownerId: string, bytes: Buffer): Promise<DocumentType> {
    const extraction = await this.reader.extract(bytes, undefined, ownerId);
    return (await this.read(extraction.text, undefined, true)).classification.type;
  }

  /** POST /processor/process: a document for a chosen property, and the records it implies. */
  async process(ownerId: string, input: ProcessInput): Promise<ProcessProposal | ProcessResult> {
    if (!input.propertyId) throw new AppError('unprocessable', 'Please select a property.');
    const property = await findProperty(this.db, ownerId, input.propertyId);
    if (!property) throw notFound('Property');
    return this.run(ownerId, input, property.id);
  }

  /** POST /leases/upload: a lease not linked to a property creates the property from the lease. */
  async uploadLease(ownerId: string, input: ProcessInput): Promise<ProcessProposal | ProcessResult> {
    return this.run(ownerId, { ...input, documentType: 'Lease' }, undefined);
  }

  private async run(ownerId: string, input: ProcessInput, propertyId: string | undefined) {
    const type = asKnownType(input.documentType);
    const extraction = await this.reader.extract(input.bytes, undefined, ownerId, input.onProgress);
    // Nothing read, nothing created: a blank page must not become a property, a lease or an expense.
    if (CREATES_RECORDS.has(type) && !hasReadableText(extraction.text))
      throw new AppError('unprocessable', NO_TEXT_MESSAGE);
    // A lease that creates its own property must look like one, unless the landlord confirmed it in review.
    if (type === 'Lease' && propertyId === undefined && !input.confirmType) {
      const detected = await this.read(extraction.text, undefined, true);
      if (detected.classification.type !== 'Lease') throw new AppError('unprocessable', NOT_A_LEASE_MESSAGE);
    }
    // The owner's currency: what a bare '$' means and the currency of an expense that prints none.
    const context = { accountCurrency: await accountCurrency(this.db, ownerId) };
    const { classification, fields } = await this.read(extraction.text, type, false, context);
    const values = applyCorrections(fields, input.corrections);

    if (input.dryRun) {
      return {
        dry_run: true as const,
        document_type: input.documentType,
        detected_type: classification.type,
        confidence: classification.confidence,
        extraction_method: extraction.method,
        page_count: extraction.pageCount,
        pages_not_read: extraction.pagesNotRead,
        fields: toProposedFields(fields).map((field) => ({ ...field, value: values[field.key] ?? null })),
        text: extraction.text.slice(0, PROPOSAL_TEXT_LIMIT),
        creates: describeCreates({
          documentType: type,
          values,
          createsProperty: propertyId === undefined,
        }),
      };
    }
    const missing = missingRequired(fields, values);
    if (missing) throw new AppError('unprocessable', missing);
    // docs/product.md#upload-wizard: a field that does not apply (bedrooms of a commercial lease) is not written.
    const written = withoutInapplicable(values);
    return this.write(ownerId, input, type, written, extraction, propertyId, context.accountCurrency);
  }

  private async write(
    ownerId: string,
    input: ProcessInput,
    type: DocumentType,
    values: FieldValues,
    extraction: Extraction,
    linkedPropertyId: string | undefined,
    accountCurrency: string,
  ): Promise<ProcessResult> {
    if (type === 'Lease' && !linkedPropertyId && !str(values.address)) {
      throw new AppError(
        'unprocessable',
        'Could not find the property address in this lease. Enter it in the review step, or link the lease to an existing property.',
      );
    }
    // Coordinates are looked up before the transaction: a slow geocoder must not hold it open.
    const newProperty =
      type === 'Lease' && !linkedPropertyId
        ? await newPropertyValues(this.geocoder, {
            address: str(values.address) as string,
            city: str(values.city),
            state: str(values.state),
            zipCode: str(values.zip),
            is_commercial: values.is_commercial === true,
            is_nnn: values.is_nnn === true,
            num_bedrooms: num(values.num_bedrooms),
            num_bathrooms: num(values.num_bathrooms),
          })
        : undefined;

    const documentId = randomUUID();
    const key = storageKey(ownerId, documentId);
    await this.storage.put(key, input.bytes);
    try {
      return await this.db.transaction(async (tx) => {
        const created: Created[] = [];
        let propertyId = linkedPropertyId;
        if (newProperty) {
          const row = await insertProperty(tx, ownerId, newProperty);
          propertyId = row.id;
          created.push({ type: 'property', id: row.id, label: row.address });
        }

        const document = await insertDocument(tx, ownerId, {
          id: documentId,
          propertyId: propertyId ?? null,
          documentType: input.documentType,
          description: this.documentDescription(type, values),
          fileName: input.fileName.slice(0, 255),
          contentType: extraction.contentType,
          sizeBytes: input.bytes.length,
          storageKey: key,
          pageCount: extraction.pageCount,
          extractedText: extraction.text,
          extractionMethod: extraction.method,
          fields: values,
        });

        const target: WriteTarget = { tx, ownerId, propertyId: propertyId as string, documentId };
        if (type === 'Lease') created.push(...(await this.writeLease(target, values)));
        if (type === 'Invoice') created.push(...(await this.writeInvoice(target, values, accountCurrency)));
        if (type === 'Contract') created.push(...(await this.writeContract(target, values)));
        return { dry_run: false as const, document: toDocument(document), created };
      });
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  private documentDescription(type: DocumentType, values: FieldValues): string | null {
    if (type === 'Lease') return `Lease${str(values.address) ? ` for ${str(values.address)}` : ''}`;
    if (type === 'Invoice') return invoiceDescription(str(values.invoice_number), str(values.vendor));
    if (type === 'Contract') {
      return `${str(values.contract_type) ?? 'Service'} contract${str(values.counterparty) ? ` with ${str(values.counterparty)}` : ''}`;
    }
    return str(values.summary);
  }

  private async writeLease({ tx, ownerId, propertyId, documentId }: WriteTarget, values: FieldValues) {
    const created: Created[] = [];
    const tenantIds: string[] = [];
    for (const name of ((values.tenants as string[] | null) ?? []).slice(0, 10)) {
      const id = await insertTenant(
        tx,
        ownerId,
        newTenantValues({ property_id: propertyId, ...tenantNames(name) }),
      );
      tenantIds.push(id);
      created.push({ type: 'tenant', id, label: name });
    }
    const latePayment = values.late_payment as SpecialLeaseTerms['late_payment'];
    const fees = (values.additional_fees as SpecialLeaseTerms['additional_fees']) ?? [];
    const leaseId = await insertLease(tx, ownerId, {
      ...newLeaseValues({
        property_id: propertyId,
        tenant_id: tenantIds[0] ?? null,
        lease_type: str(values.lease_type),
        start_date: str(values.start_date),
        end_date: str(values.end_date),
        rent_amount_monthly: cents(values.rent_amount_monthly),
        security_deposit: cents(values.security_deposit),
        special_lease_terms:
          latePayment || fees.length ? { late_payment: latePayment, additional_fees: fees } : null,
      }),
      documentId,
    });
    created.push({
      type: 'lease',
      id: leaseId,
      label: `Lease at ${dollars(values.rent_amount_monthly)} a month`,
    });
    return created;
  }

  /** Receipt-to-transaction: the vendor (found by name or created), the invoice and its expense. */
  private async writeInvoice(
    { tx, ownerId, propertyId, documentId }: WriteTarget,
    values: FieldValues,
    accountCurrency: string,
  ) {
    const created: Created[] = [];
    const vendorName = str(values.vendor);
    const category = str(values.category);
    const vendorId = vendorName
      ? await this.vendorNamed(tx, ownerId, { name: vendorName, category }, created)
      : null;
    // Both were checked by missingRequired: never today's date or a made-up amount in their place.
    const amount = cents(values.total_amount) as number;
    const date = str(values.date) as string;
    const currency = str(values.currency) ?? accountCurrency;
    const number = str(values.invoice_number);
    const expenseId = await insertTransaction(tx, ownerId, 'expense', {
      ...newExpenseValues({
        property_id: propertyId,
        vendor_id: vendorId,
        transaction_date: date,
        amount,
        currency,
        category: category ?? 'Other',
        description: invoiceDescription(number, vendorName),
        entity: vendorName,
      }),
      documentId,
    });
    created.push({ type: 'expense', id: expenseId, label: `Expense of ${amountIn(amount, currency)}` });
    const invoiceId = await insertInvoice(
      tx,
      ownerId,
      newInvoiceValues({
        vendor_id: vendorId,
        property_id: propertyId,
        document_id: documentId,
        expense_id: expenseId,
        invoice_number: number,
        issue_date: date,
        due_date: str(values.due_date),
        amount,
      }),
    );
    created.push({ type: 'invoice', id: invoiceId, label: `Invoice${number ? ` ${number}` : ''}` });
    return created;
  }

  private async writeContract({ tx, ownerId, propertyId, documentId }: WriteTarget, values: FieldValues) {
    const created: Created[] = [];
    const counterparty = str(values.counterparty);
    const vendorId = counterparty
      ? await this.vendorNamed(tx, ownerId, { name: counterparty, category: null }, created)
      : null;
    const row = await insertContract(tx, ownerId, {
      ...newContractValues({
        property_id: propertyId,
        vendor_id: vendorId,
        contract_type: str(values.contract_type),
        description: counterparty ? `Contract with ${counterparty}` : null,
        start_date: str(values.start_date),
        end_date: str(values.end_date),
        amount: cents(values.amount),
      }),
      documentId,
    });
    created.push({
      type: 'contract',
      id: row.id,
      label: `${str(values.contract_type) ?? 'Service'} contract`,
    });
    return created;
  }

  /** The vendor a document names, listed among what it created when it is new. */
  private async vendorNamed(tx: Database, ownerId: string, input: VendorInput, created: Created[]) {
    const { vendor, created: isNew } = await findOrCreateVendor(tx, ownerId, input);
    if (isNew) created.push({ type: 'vendor', id: vendor.id, label: vendor.name });
    return vendor.id;
  }
}
