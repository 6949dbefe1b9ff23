import type {
  Invoice,
  InvoiceInput,
  UpdateInvoiceInput,
  UpdateVendorInput,
  Vendor,
  VendorInput,
} from '@astor/contract/vendors';
import type { Database } from '../../db/client.js';
import { definedOnly, moneyIn, moneyOut, timestampOut } from '../../db/values.js';
import { AppError, notFound } from '../../errors.js';
import { findDocument } from '../documents/documents.repository.js';
import { findTransaction } from '../finances/transactions.repository.js';
import { findProperty } from '../properties/properties.repository.js';
import { invoiceStatusOf, UNPAID_WITH_EXPENSE_DETAIL } from './invoice-status.js';
import * as repo from './vendors.repository.js';

const toVendor = (row: repo.VendorRow): Vendor => ({
  id: row.id,
  name: row.name,
  category: row.category,
  email: row.email,
  phone: row.phone,
  created_at: timestampOut(row.createdAt),
});

const toInvoice = ({ invoice, vendor }: repo.InvoiceWithVendor): Invoice => ({
  id: invoice.id,
  vendor_id: invoice.vendorId,
  vendor,
  property_id: invoice.propertyId,
  document_id: invoice.documentId,
  expense_id: invoice.expenseId,
  invoice_number: invoice.invoiceNumber,
  issue_date: invoice.issueDate,
  due_date: invoice.dueDate,
  amount: moneyOut(invoice.amount) ?? 0,
  status: invoiceStatusOf(invoice),
  created_at: timestampOut(invoice.createdAt),
});

const invoiceValues = (input: UpdateInvoiceInput): Partial<repo.InvoiceValues> =>
  definedOnly({
    vendorId: input.vendor_id,
    propertyId: input.property_id,
    documentId: input.document_id,
    expenseId: input.expense_id,
    invoiceNumber: input.invoice_number,
    issueDate: input.issue_date,
    dueDate: input.due_date,
    amount: moneyIn(input.amount) ?? undefined,
    status: input.status,
  });

const newVendorValues = (input: VendorInput) => definedOnly(input) as repo.VendorValues;

/** The columns a new invoice is saved with. */
export const newInvoiceValues = (input: InvoiceInput): repo.InvoiceValues =>
  invoiceValues(input) as repo.InvoiceValues;

/**
 * The vendor a document names: the owner's vendor of that name (in any case), or a new one. `created` says
 * which, so that the caller can list what it created.
 */
export async function findOrCreateVendor(
  db: Database,
  ownerId: string,
  input: VendorInput,
): Promise<{ vendor: repo.VendorRow; created: boolean }> {
  const existing = await repo.findVendorByName(db, ownerId, input.name);
  if (existing) return { vendor: existing, created: false };
  return { vendor: await repo.insertVendor(db, ownerId, newVendorValues(input)), created: true };
}

export class VendorsService {
  constructor(private readonly db: Database) {}

  async listVendors(ownerId: string): Promise<Vendor[]> {
    return (await repo.listVendors(this.db, ownerId)).map(toVendor);
  }

  async getVendor(ownerId: string, id: string): Promise<Vendor> {
    const row = await repo.findVendor(this.db, ownerId, id);
    if (!row) throw notFound('Vendor');
    return toVendor(row);
  }

  async createVendor(ownerId: string, input: VendorInput): Promise<Vendor> {
    return toVendor(await repo.insertVendor(this.db, ownerId, newVendorValues(input)));
  }

  async updateVendor(ownerId: string, id: string, input: UpdateVendorInput): Promise<Vendor> {
    const row = await repo.updateVendor(this.db, ownerId, id, definedOnly(input));
    if (!row) throw notFound('Vendor');
    return toVendor(row);
  }

  async removeVendor(ownerId: string, id: string): Promise<void> {
    if (!(await repo.deleteVendor(this.db, ownerId, id))) throw notFound('Vendor');
  }

  async listInvoices(ownerId: string, propertyId?: string): Promise<Invoice[]> {
    return (await repo.listInvoices(this.db, ownerId, propertyId)).map(toInvoice);
  }

  async getInvoice(ownerId: string, id: string): Promise<Invoice> {
    const row = await repo.findInvoice(this.db, ownerId, id);
    if (!row) throw notFound('Invoice');
    return toInvoice(row);
  }

  async createInvoice(ownerId: string, input: InvoiceInput): Promise<Invoice> {
    await this.assertReferences(ownerId, input);
    if (input.expense_id && input.status === 'unpaid')
      throw new AppError('unprocessable', UNPAID_WITH_EXPENSE_DETAIL);
    const id = await repo.insertInvoice(this.db, ownerId, newInvoiceValues(input));
    return this.getInvoice(ownerId, id);
  }

  async updateInvoice(ownerId: string, id: string, input: UpdateInvoiceInput): Promise<Invoice> {
    await this.assertReferences(ownerId, input);
    if (input.status === 'unpaid') {
      // The expense it will have: the one sent, else the one it has.
      const expenseId =
        input.expense_id !== undefined
          ? input.expense_id
          : (await repo.findInvoice(this.db, ownerId, id))?.invoice.expenseId;
      if (expenseId) throw new AppError('unprocessable', UNPAID_WITH_EXPENSE_DETAIL);
    }
    if (!(await repo.updateInvoice(this.db, ownerId, id, invoiceValues(input)))) throw notFound('Invoice');
    return this.getInvoice(ownerId, id);
  }

  async removeInvoice(ownerId: string, id: string): Promise<void> {
    if (!(await repo.deleteInvoice(this.db, ownerId, id))) throw notFound('Invoice');
  }

  private async assertReferences(ownerId: string, input: UpdateInvoiceInput): Promise<void> {
    if (input.vendor_id && !(await repo.findVendor(this.db, ownerId, input.vendor_id)))
      throw notFound('Vendor');
    if (input.property_id && !(await findProperty(this.db, ownerId, input.property_id)))
      throw notFound('Property');
    if (input.document_id && !(await findDocument(this.db, ownerId, input.document_id)))
      throw notFound('Document');
    if (input.expense_id && !(await findTransaction(this.db, ownerId, 'expense', input.expense_id))) {
      throw notFound('Expense');
    }
  }
}
