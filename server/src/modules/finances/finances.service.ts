import type {
  Expense,
  ExpenseInput,
  Income,
  IncomeInput,
  Payment,
  PaymentInput,
  UpdateExpenseInput,
  UpdateIncomeInput,
} from '@astor/contract/finances';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vendors } from '../../db/schema.js';
import { definedOnly, isUuid, moneyIn, moneyOut, timestampOut } from '../../db/values.js';
import { notFound } from '../../errors.js';
import { findLease, listLeases } from '../leases/leases.repository.js';
import { findProperty } from '../properties/properties.repository.js';
import { isRentPayment } from '../rent-ledger/rent-ledger.model.js';
import { todayIn } from '@astor/contract/calendar-date';
import { assertNotDuplicatePayment, loadRentBook } from '../rent-ledger/rent-ledger.service.js';
import { findTenant } from '../tenants/tenants.repository.js';
import * as payments from './payments.repository.js';
import * as repo from './transactions.repository.js';
import { tenantDisplayName } from '@astor/contract/tenants';

/** `currency`: the account's, for rows stored without their own (amounts are never converted). */
function baseOf({ row, property }: repo.WithProperty<repo.TransactionKind>, currency: string) {
  return {
    id: row.id,
    property_id: row.propertyId,
    property,
    former_property_address: row.formerPropertyAddress,
    transaction_date: row.transactionDate,
    amount: moneyOut(row.amount) ?? 0,
    category: row.category,
    description: row.description,
    entity: row.entity,
    bank_account: row.bankAccount,
    method: row.method,
    currency: row.currency ?? currency,
    created_at: timestampOut(row.createdAt),
  };
}

const toIncome = (item: repo.WithProperty<'income'>, currency: string): Income => ({
  ...baseOf(item, currency),
  tenant_id: item.row.tenantId,
  lease_id: item.row.leaseId,
});

const toExpense = (item: repo.WithProperty<'expense'>, currency: string): Expense => ({
  ...baseOf(item, currency),
  vendor_id: item.row.vendorId,
});

const toPayment = (row: payments.PaymentRow): Payment => ({
  id: row.id,
  tenant_id: row.tenantId,
  lease_id: row.leaseId,
  property_id: row.propertyId,
  income_id: row.incomeId,
  amount: moneyOut(row.amount) ?? 0,
  paid_date: row.paidDate,
  method: row.method,
  created_at: timestampOut(row.createdAt),
});

function commonValues(input: UpdateIncomeInput | UpdateExpenseInput) {
  return {
    propertyId: input.property_id,
    transactionDate: input.transaction_date,
    amount: moneyIn(input.amount) ?? undefined,
    category: input.category,
    description: input.description,
    entity: input.entity,
    bankAccount: input.bank_account,
    method: input.method,
    currency: input.currency,
  };
}

/** The columns a new expense is saved with. */
export const newExpenseValues = (input: ExpenseInput): repo.ValuesOf<'expense'> =>
  definedOnly({ ...commonValues(input), vendorId: input.vendor_id }) as repo.ValuesOf<'expense'>;

type References = {
  propertyId?: string;
  tenantId?: string | null;
  leaseId?: string | null;
  vendorId?: string | null;
};

export class FinancesService {
  constructor(private readonly db: Database) {}

  async listIncomes(ownerId: string, filters: repo.TransactionFilters): Promise<Income[]> {
    const [rows, currency] = await Promise.all([
      repo.listTransactions(this.db, ownerId, 'income', filters),
      repo.accountCurrency(this.db, ownerId),
    ]);
    return rows.map((item) => toIncome(item, currency));
  }

  async listExpenses(ownerId: string, filters: repo.TransactionFilters): Promise<Expense[]> {
    const [rows, currency] = await Promise.all([
      repo.listTransactions(this.db, ownerId, 'expense', filters),
      repo.accountCurrency(this.db, ownerId),
    ]);
    return rows.map((item) => toExpense(item, currency));
  }

  async getIncome(ownerId: string, id: string): Promise<Income> {
    const item = await repo.findTransaction(this.db, ownerId, 'income', id);
    if (!item) throw notFound('Income');
    return toIncome(item, await repo.accountCurrency(this.db, ownerId));
  }

  async getExpense(ownerId: string, id: string): Promise<Expense> {
    const item = await repo.findTransaction(this.db, ownerId, 'expense', id);
    if (!item) throw notFound('Expense');
    return toExpense(item, await repo.accountCurrency(this.db, ownerId));
  }

  async createIncome(ownerId: string, input: IncomeInput): Promise<Income> {
    await this.assertReferences(ownerId, {
      propertyId: input.property_id,
      tenantId: input.tenant_id,
      leaseId: input.lease_id,
    });
    if (isRentPayment(input.category) && !input.allow_duplicate) {
      await assertNotDuplicatePayment(this.db, ownerId, {
        leaseId: input.lease_id ?? null,
        propertyId: input.property_id,
        tenantId: input.tenant_id ?? null,
        date: input.transaction_date,
        cents: Math.round(input.amount * 100),
        texts: [input.entity, input.description],
      });
    }
    const values = definedOnly({
      ...commonValues(input),
      tenantId: input.tenant_id,
      leaseId: input.lease_id,
    });
    const id = await repo.insertTransaction(this.db, ownerId, 'income', values as repo.ValuesOf<'income'>);
    return this.getIncome(ownerId, id);
  }

  async createExpense(ownerId: string, input: ExpenseInput): Promise<Expense> {
    await this.assertReferences(ownerId, { propertyId: input.property_id, vendorId: input.vendor_id });
    const id = await repo.insertTransaction(this.db, ownerId, 'expense', newExpenseValues(input));
    return this.getExpense(ownerId, id);
  }

  async updateIncome(ownerId: string, id: string, input: UpdateIncomeInput): Promise<Income> {
    await this.assertReferences(ownerId, {
      propertyId: input.property_id,
      tenantId: input.tenant_id,
      leaseId: input.lease_id,
    });
    const values = definedOnly({
      ...commonValues(input),
      tenantId: input.tenant_id,
      leaseId: input.lease_id,
    });
    if (!(await repo.updateTransaction(this.db, ownerId, 'income', id, values))) throw notFound('Income');
    return this.getIncome(ownerId, id);
  }

  async updateExpense(ownerId: string, id: string, input: UpdateExpenseInput): Promise<Expense> {
    await this.assertReferences(ownerId, { propertyId: input.property_id, vendorId: input.vendor_id });
    const values = definedOnly({ ...commonValues(input), vendorId: input.vendor_id });
    if (!(await repo.updateTransaction(this.db, ownerId, 'expense', id, values))) throw notFound('Expense');
    return this.getExpense(ownerId, id);
  }

  /** An income recorded by a payment takes the payment with it, so rent paid is never counted twice or lost. */
  async removeIncome(ownerId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await payments.deletePaymentsOfIncome(tx, ownerId, id);
      if (!(await repo.deleteTransaction(tx, ownerId, 'income', id))) throw notFound('Income');
    });
  }

  async removeExpense(ownerId: string, id: string): Promise<void> {
    if (!(await repo.deleteTransaction(this.db, ownerId, 'expense', id))) throw notFound('Expense');
  }

  /**
   * A tenant's or a lease's rent payments: those recorded with Add Payment, and the rent incomes recorded
   * anywhere else (Finances, a bank import, a receipt) that the rent ledger applies to their leases
   * (docs/decisions/0006-rent-ledger.md); an income-only payment is listed under its income's id.
   */
  async listPayments(ownerId: string, filters: payments.PaymentFilters): Promise<Payment[]> {
    const rows = (await payments.listPayments(this.db, ownerId, filters)).map(toPayment);
    const propertyIds = await this.ledgerScope(ownerId, filters);
    if (!propertyIds) return rows;
    const book = await loadRentBook(this.db, ownerId, todayIn('UTC', new Date()), { propertyIds });
    const listed = new Set(rows.flatMap((row) => (row.income_id ? [row.income_id] : [])));
    const found = book.accounts
      .filter(
        (account) =>
          (!filters.tenantId || account.tenantId === filters.tenantId) &&
          (!filters.leaseId || account.id === filters.leaseId) &&
          (!filters.propertyId || account.propertyId === filters.propertyId),
      )
      .flatMap((account) =>
        account.ledger.payments.flatMap((payment) =>
          payment.incomeId && !listed.has(payment.incomeId) ? [{ account, incomeId: payment.incomeId }] : [],
        ),
      );
    const incomes = await Promise.all(
      found.map(async ({ account, incomeId }) => {
        const income = await repo.findTransaction(this.db, ownerId, 'income', incomeId);
        return income
          ? {
              id: income.row.id,
              tenant_id: account.tenantId,
              lease_id: account.id,
              property_id: income.row.propertyId,
              income_id: income.row.id,
              amount: moneyOut(income.row.amount) ?? 0,
              paid_date: income.row.transactionDate,
              method: income.row.method,
              created_at: timestampOut(income.row.createdAt),
            }
          : [];
      }),
    );
    return [...rows, ...incomes.flat()].sort(
      (a, b) => b.paid_date.localeCompare(a.paid_date) || b.created_at.localeCompare(a.created_at),
    );
  }

  /** The properties whose rent book holds the payments asked for; none when no tenant or lease is named. */
  private async ledgerScope(
    ownerId: string,
    filters: payments.PaymentFilters,
  ): Promise<string[] | undefined> {
    if (filters.leaseId) {
      const lease = await findLease(this.db, ownerId, filters.leaseId);
      return lease ? [lease.property.id] : undefined;
    }
    if (filters.tenantId) {
      const tenant = await findTenant(this.db, ownerId, filters.tenantId);
      const leases = await listLeases(this.db, ownerId, { tenantId: filters.tenantId });
      const ids = [
        ...new Set([...(tenant?.propertyId ? [tenant.propertyId] : []), ...leases.map((l) => l.property.id)]),
      ];
      return ids.length ? ids : undefined;
    }
    return undefined;
  }

  /**
   * Add Payment: records the rent payment as one income in category Rent (what the rent ledger counts,
   * docs/decisions/0006-rent-ledger.md) and a payment row that only points to it, in one transaction.
   */
  async recordPayment(ownerId: string, input: PaymentInput): Promise<Payment> {
    await this.assertReferences(ownerId, {
      propertyId: input.property_id,
      tenantId: input.tenant_id,
      leaseId: input.lease_id,
    });
    const tenant = input.tenant_id ? await findTenant(this.db, ownerId, input.tenant_id) : undefined;
    const payer = tenant
      ? tenantDisplayName({
          first_name: tenant.firstName,
          last_name: tenant.lastName,
          company_name: tenant.companyName,
        })
      : null;
    if (!input.allow_duplicate) {
      await assertNotDuplicatePayment(this.db, ownerId, {
        leaseId: input.lease_id ?? null,
        propertyId: input.property_id,
        tenantId: input.tenant_id ?? null,
        date: input.paid_date,
        cents: Math.round(input.amount * 100),
        texts: [payer],
      });
    }
    const amount = moneyIn(input.amount) as string;
    const row = await this.db.transaction(async (tx) => {
      const incomeId = await repo.insertTransaction(tx, ownerId, 'income', {
        propertyId: input.property_id,
        tenantId: input.tenant_id ?? null,
        leaseId: input.lease_id ?? null,
        transactionDate: input.paid_date,
        amount,
        category: 'Rent',
        description: payer ? `Rent payment from ${payer}` : 'Rent payment',
        entity: payer,
        method: input.method ?? null,
      });
      return payments.insertPayment(tx, ownerId, {
        tenantId: input.tenant_id ?? null,
        leaseId: input.lease_id ?? null,
        propertyId: input.property_id,
        incomeId,
        amount,
        paidDate: input.paid_date,
        method: input.method ?? null,
      });
    });
    return toPayment(row);
  }

  async removePayment(ownerId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await payments.deletePayment(tx, ownerId, id);
      if (row) {
        if (row.incomeId) await repo.deleteTransaction(tx, ownerId, 'income', row.incomeId);
        return;
      }
      // A rent income listed as a payment (listPayments) is deleted as that income.
      const income = await repo.findTransaction(tx, ownerId, 'income', id);
      if (!income || !isRentPayment(income.row.category)) throw notFound('Payment');
      await repo.deleteTransaction(tx, ownerId, 'income', id);
    });
  }

  /** Every id a transaction names must be the caller's own; another owner's is as missing as none. */
  private async assertReferences(ownerId: string, refs: References): Promise<void> {
    if (refs.propertyId !== undefined && !(await findProperty(this.db, ownerId, refs.propertyId)))
      throw notFound('Property');
    if (refs.tenantId && !(await findTenant(this.db, ownerId, refs.tenantId))) throw notFound('Tenant');
    if (refs.leaseId && !(await findLease(this.db, ownerId, refs.leaseId))) throw notFound('Lease');
    if (refs.vendorId) {
      const [vendor] = isUuid(refs.vendorId)
        ? await this.db
            .select({ id: vendors.id })
            .from(vendors)
            .where(and(eq(vendors.ownerId, ownerId), eq(vendors.id, refs.vendorId)))
        : [];
      if (!vendor) throw notFound('Vendor');
    }
  }
}
