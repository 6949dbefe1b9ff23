import {
  NO_TEXT_MESSAGE,
  NOT_A_LEASE_MESSAGE,
  PROPOSAL_TEXT_LIMIT,
  type ProcessProposal,
  type ProcessResult,
} from '@astor/contract/processor';
import { withoutInapplicable } from '@astor/contract/proposal-fields';
import { amountIn, describeCreates } from '@astor/contract/proposal-summary';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Geocoder } from '../../adapters/geocoder/geocoder.js';
import { storageKey, type FileStorage } from '../../adapters/storage/storage.js';
import type { Database } from '../../db/client.js';
import {
  contracts,
  documents,
  expenses,
  invoices,
  leases,
  properties,
  tenants,
  users,
  vendors,
} from '../../db/schema.js';
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
import { findProperty } from '../properties/properties.repository.js';
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
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const KNOWN_TYPES: readonly string[] = ['Lease', 'Contract', 'Invoice', 'Legal', 'Other'];
const asKnownType = (type: string): DocumentType =>
  KNOWN_TYPES.includes(type) ? (type as DocumentType) : 'Other';

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const moneyText = (v: unknown): string | null => {
  const n = num(v);
  return n === null ? null : (Math.round(n * 100) / 100).toFixed(2);
};
const dollars = (v: unknown) => amountIn(v, 'USD');

/** At least two words of two letters or digits: less is a blank page or photo, nothing to create from. */
const hasReadableText = (text: string) => (text.match(/[\p{L}\p{N}]{2,}/gu) ?? []).length >= 2;
/** The types whose records are created from what was read; the others are stored as they are. */
const CREATES_RECORDS: ReadonlySet<DocumentType> = new Set(['Lease', 'Invoice', 'Contract']);

/**
 * A tenant's name as read from a lease: a company ('Pedal & Pint Bicycle Co. LLC') is kept whole as the
 * company name (docs/decisions/0009-company-tenants.md); a person's is split into first and last name.
 */
function tenantNameColumns(full: string): {
  firstName: string;
  lastName: string;
  companyName: string | null;
} {
  const name = full.trim();
  if (isCompanyName(name)) return { firstName: '', lastName: '', companyName: name };
  const parts = name.split(/\s+/);
  if (parts.length === 1) return { firstName: parts[0] ?? name, lastName: '-', companyName: null };
  return {
    firstName: parts.slice(0, -1).join(' '),
    lastName: parts[parts.length - 1] ?? '',
    companyName: null,
  };
}

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

  /** The owner's currency (users.currency): what a bare '$' means and the default of an expense. */
  private async accountCurrency(ownerId: string): Promise<string> {
    const [row] = await this.db.select({ currency: users.currency }).from(users).where(eq(users.id, ownerId));
    return row?.currency ?? 'USD';
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
    const context = { accountCurrency: await this.accountCurrency(ownerId) };
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
    const point =
      type === 'Lease' && !linkedPropertyId
        ? await this.geocoder.geocode({
            address: str(values.address) ?? '',
            city: str(values.city),
            state: str(values.state),
            zip: str(values.zip),
          })
        : undefined;

    const documentId = randomUUID();
    const key = storageKey(ownerId, documentId);
    await this.storage.put(key, input.bytes);
    try {
      return await this.db.transaction(async (tx) => {
        const created: Created[] = [];
        let propertyId = linkedPropertyId;
        if (type === 'Lease' && !propertyId) {
          const [row] = await tx
            .insert(properties)
            .values({
              ownerId,
              address: str(values.address) as string,
              city: str(values.city),
              state: str(values.state)?.toUpperCase() ?? null,
              zip: str(values.zip),
              isCommercial: values.is_commercial === true,
              isNnn: values.is_nnn === true,
              numBedrooms: num(values.num_bedrooms),
              numBathrooms: num(values.num_bathrooms) === null ? null : String(num(values.num_bathrooms)),
              latitude: point?.latitude ?? null,
              longitude: point?.longitude ?? null,
              locationApproximate: point ? (point.approximate ?? null) : null,
            })
            .returning({ id: properties.id, address: properties.address });
          if (!row) throw new Error('property insert returned nothing');
          propertyId = row.id;
          created.push({ type: 'property', id: row.id, label: row.address });
        }

        const [document] = await tx
          .insert(documents)
          .values({
            id: documentId,
            ownerId,
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
          })
          .returning();
        if (!document) throw new Error('document insert returned nothing');

        if (type === 'Lease')
          created.push(...(await this.writeLease(tx, ownerId, propertyId as string, documentId, values)));
        if (type === 'Invoice')
          created.push(
            ...(await this.writeInvoice(
              tx,
              ownerId,
              propertyId ?? null,
              documentId,
              values,
              accountCurrency,
            )),
          );
        if (type === 'Contract')
          created.push(...(await this.writeContract(tx, ownerId, propertyId as string, documentId, values)));
        return { dry_run: false as const, document: toDocument(document), created };
      });
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  private documentDescription(type: DocumentType, values: FieldValues): string | null {
    if (type === 'Lease') return `Lease${str(values.address) ? ` for ${str(values.address)}` : ''}`;
    if (type === 'Invoice') {
      const number = str(values.invoice_number);
      return `Invoice${number ? ` ${number}` : ''}${str(values.vendor) ? ` from ${str(values.vendor)}` : ''}`;
    }
    if (type === 'Contract') {
      return `${str(values.contract_type) ?? 'Service'} contract${str(values.counterparty) ? ` with ${str(values.counterparty)}` : ''}`;
    }
    return str(values.summary);
  }

  private async writeLease(
    tx: Tx,
    ownerId: string,
    propertyId: string,
    documentId: string,
    values: FieldValues,
  ) {
    const created: Created[] = [];
    const tenantIds: string[] = [];
    for (const name of ((values.tenants as string[] | null) ?? []).slice(0, 10)) {
      const [row] = await tx
        .insert(tenants)
        .values({ ownerId, propertyId, ...tenantNameColumns(name) })
        .returning({ id: tenants.id });
      if (row) {
        tenantIds.push(row.id);
        created.push({ type: 'tenant', id: row.id, label: name });
      }
    }
    const latePayment = values.late_payment as {
      initial_fee: number | null;
      daily_late_charge: number | null;
    } | null;
    const fees = (values.additional_fees as unknown[] | null) ?? [];
    const [lease] = await tx
      .insert(leases)
      .values({
        ownerId,
        propertyId,
        tenantId: tenantIds[0] ?? null,
        documentId,
        leaseType: str(values.lease_type),
        startDate: str(values.start_date),
        endDate: str(values.end_date),
        rentAmountMonthly: moneyText(values.rent_amount_monthly),
        securityDeposit: moneyText(values.security_deposit),
        specialLeaseTerms:
          latePayment || fees.length ? { late_payment: latePayment, additional_fees: fees } : null,
      })
      .returning({ id: leases.id });
    if (lease)
      created.push({
        type: 'lease',
        id: lease.id,
        label: `Lease at ${dollars(values.rent_amount_monthly)} a month`,
      });
    return created;
  }

  /** Receipt-to-transaction: the vendor (found by name or created), the invoice and its expense. */
  private async writeInvoice(
    tx: Tx,
    ownerId: string,
    propertyId: string | null,
    documentId: string,
    values: FieldValues,
    accountCurrency: string,
  ) {
    const created: Created[] = [];
    const vendorName = str(values.vendor);
    const vendorId = vendorName
      ? await this.findOrCreateVendor(tx, ownerId, vendorName, str(values.category), created)
      : null;
    // Both were checked by missingRequired: never today's date or a made-up amount in their place.
    const amount = moneyText(values.total_amount) as string;
    const date = str(values.date) as string;
    const currency = str(values.currency) ?? accountCurrency;
    const number = str(values.invoice_number);
    const [expense] = await tx
      .insert(expenses)
      .values({
        ownerId,
        propertyId,
        vendorId,
        documentId,
        transactionDate: date,
        amount,
        currency,
        category: str(values.category) ?? 'Other',
        description: `Invoice${number ? ` ${number}` : ''}${vendorName ? ` from ${vendorName}` : ''}`,
        entity: vendorName,
      })
      .returning({ id: expenses.id });
    if (!expense) throw new Error('expense insert returned nothing');
    created.push({
      type: 'expense',
      id: expense.id,
      label: `Expense of ${amountIn(Number(amount), currency)}`,
    });
    const [invoice] = await tx
      .insert(invoices)
      .values({
        ownerId,
        propertyId,
        vendorId,
        documentId,
        expenseId: expense.id,
        invoiceNumber: number,
        issueDate: date,
        dueDate: str(values.due_date),
        amount,
      })
      .returning({ id: invoices.id });
    if (invoice)
      created.push({ type: 'invoice', id: invoice.id, label: `Invoice${number ? ` ${number}` : ''}` });
    return created;
  }

  private async writeContract(
    tx: Tx,
    ownerId: string,
    propertyId: string,
    documentId: string,
    values: FieldValues,
  ) {
    const created: Created[] = [];
    const counterparty = str(values.counterparty);
    const vendorId = counterparty
      ? await this.findOrCreateVendor(tx, ownerId, counterparty, null, created)
      : null;
    const [row] = await tx
      .insert(contracts)
      .values({
        ownerId,
        propertyId,
        vendorId,
        documentId,
        contractType: str(values.contract_type),
        description: counterparty ? `Contract with ${counterparty}` : null,
        startDate: str(values.start_date),
        endDate: str(values.end_date),
        amount: moneyText(values.amount),
      })
      .returning({ id: contracts.id });
    if (row)
      created.push({
        type: 'contract',
        id: row.id,
        label: `${str(values.contract_type) ?? 'Service'} contract`,
      });
    return created;
  }

  private async findOrCreateVendor(
    tx: Tx,
    ownerId: string,
    name: string,
    category: string | null,
    created: Created[],
  ) {
    const [existing] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.ownerId, ownerId), sql`lower(${vendors.name}) = lower(${name})`));
    if (existing) return existing.id;
    const [row] = await tx.insert(vendors).values({ ownerId, name, category }).returning({ id: vendors.id });
    if (!row) throw new Error('vendor insert returned nothing');
    created.push({ type: 'vendor', id: row.id, label: name });
    return row.id;
  }
}
