import type { LeaseStatementQuery } from '@astor/contract/rent-ledger';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { centsOf } from '../../pdf/pdf-writer.js';
import { todayIn } from '@astor/contract/calendar-date';
import { ownerForLetters } from '../deposits/deposits.repository.js';
import { statementOf } from '../rent-ledger/rent-ledger.model.js';
import { leaseStatement, loadRentBook } from '../rent-ledger/rent-ledger.service.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import * as repo from './rent-pdfs.repository.js';
import { renderStatementPdf } from './statement-pdf.js';

export type PdfFile = { bytes: Uint8Array; fileName: string };

/** Tenant statements and payment receipts as PDFs, from the rent ledger's figures. */
export class RentPdfsService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The lease's statement (the rent ledger's, same period rules) as a PDF. */
  async statement(ownerId: string, leaseId: string, query: LeaseStatementQuery): Promise<PdfFile> {
    // The statement's default end is today in UTC, as GET /api/leases/{id}/statement.
    const statement = await leaseStatement(this.db, ownerId, leaseId, query, todayIn('UTC', this.clock()));
    const owner = await ownerForLetters(this.db, ownerId);
    const bytes = await renderStatementPdf({
      landlordName: owner.name,
      currency: owner.currency,
      date: todayIn(owner.timezone, this.clock()),
      statement,
    });
    return { bytes, fileName: `statement-${statement.from}-to-${statement.to}.pdf` };
  }

  /** A receipt for one income; a rent payment on a lease also shows the lease's balance after it. */
  async receipt(ownerId: string, incomeId: string): Promise<PdfFile> {
    const income = await repo.findIncomeForReceipt(this.db, ownerId, incomeId);
    if (!income) throw notFound('Income');
    const [owner, balanceAfterCents] = await Promise.all([
      ownerForLetters(this.db, ownerId),
      this.balanceAfter(ownerId, income),
    ]);
    const cityLine = [income.city, [income.state, income.zip].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    const tenant = income.tenant ? `${income.tenant.firstName} ${income.tenant.lastName}`.trim() : null;
    const bytes = await renderReceiptPdf({
      landlordName: owner.name,
      currency: owner.currency,
      number: income.id.slice(0, 8).toUpperCase(),
      date: income.date,
      cents: centsOf(income.amount),
      receivedFrom: tenant ?? income.entity,
      propertyAddress: income.address
        ? [income.address, cityLine].filter(Boolean).join(', ')
        : income.formerPropertyAddress,
      category: income.category,
      description: income.description,
      method: income.method,
      balanceAfterCents,
    });
    return { bytes, fileName: `receipt-${income.date}-${income.id.slice(0, 8)}.pdf` };
  }

  /** The balance of the lease whose ledger holds this payment, right after it (its day's statement line). */
  private async balanceAfter(ownerId: string, income: repo.IncomeForReceipt): Promise<number | null> {
    if (!income.propertyId) return null;
    const book = await loadRentBook(this.db, ownerId, income.date, { propertyIds: [income.propertyId] });
    for (const account of book.accounts) {
      if (!account.ledger.payments.some((payment) => payment.incomeId === income.id)) continue;
      const line = statementOf(account.ledger, income.date, income.date).lines.find(
        (entry) => entry.incomeId === income.id,
      );
      return line ? line.balanceCents : null;
    }
    return null;
  }
}
