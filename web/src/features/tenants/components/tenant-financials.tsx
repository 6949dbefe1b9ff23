import { useState, type ReactNode } from 'react';
import { ReceiptText } from 'lucide-react';
import type { Tenant } from '@astor/contract/tenants';
import { Button } from '@/components/ui/button';
import { ActionsHeader, ColumnHeader } from '@/components/ui/column-header';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { displayValue, formatDate, formatMoney } from '@/lib/format';
import { usePropertyExpenses } from '@/lib/queries/expenses';
import { useDownloadReceipt } from '../api/download-receipt';
import { useTenantPayments } from '../api/get-tenant-payments';
import { sumMoney } from '../lib/sum-money';
import { DepositSection } from './deposit-section';

/**
 * The Financials tab: the security deposit of the tenant's lease, the tenant's recorded payments and its
 * property's expenses, from the server.
 * (The prototype showed hard-coded samples here; this shows real records or says there are none:
 * docs/product.md#tenant-detail.)
 */
export function TenantFinancials({ tenant }: { tenant: Tenant }) {
  return (
    <div className="space-y-6">
      {tenant.lease && <DepositSection leaseId={tenant.lease.id} />}
      <PaymentsSection tenantId={tenant.id} />
      {tenant.property ? (
        <ExpensesSection propertyId={tenant.property.id} address={tenant.property.address} />
      ) : (
        <FinanceSection title="Property expenses">
          <Empty>This tenant has no property, so there are no property expenses to show.</Empty>
        </FinanceSection>
      )}
    </div>
  );
}

function PaymentsSection({ tenantId }: { tenantId: string }) {
  const payments = useTenantPayments(tenantId);
  const receipt = useDownloadReceipt();
  const [receiptError, setReceiptError] = useState<string | null>(null);

  async function handleReceipt(incomeId: string, date: string) {
    setReceiptError(null);
    try {
      await receipt.mutateAsync({ incomeId, date });
    } catch (error) {
      setReceiptError(getErrorDetail(error) ?? 'Failed to download the receipt. Please try again.');
    }
  }

  return (
    <FinanceSection title="Payments">
      <FormError message={receiptError} />
      {payments.isPending ? (
        <Loading />
      ) : payments.isError ? (
        <FormError message="Failed to fetch payments." />
      ) : payments.data.length === 0 ? (
        <Empty>No payments recorded for this tenant yet.</Empty>
      ) : (
        <MoneyTable
          caption="Payments"
          columns={['Date', 'Method']}
          rows={payments.data.map((payment) => ({
            id: payment.id,
            cells: [formatDate(payment.paid_date), displayValue(payment.method)],
            amount: payment.amount,
            action: payment.income_id ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-slate-500 hover:text-slate-900"
                aria-label={`Download receipt for ${formatMoney(payment.amount)} on ${formatDate(payment.paid_date)}`}
                disabled={receipt.isPending}
                onClick={() => void handleReceipt(payment.income_id as string, payment.paid_date)}
              >
                <ReceiptText className="size-4" aria-hidden />
              </Button>
            ) : null,
          }))}
        />
      )}
    </FinanceSection>
  );
}

function ExpensesSection({ propertyId, address }: { propertyId: string; address: string }) {
  const expenses = usePropertyExpenses(propertyId);
  return (
    <FinanceSection title="Property expenses" subtitle={address}>
      {expenses.isPending ? (
        <Loading />
      ) : expenses.isError ? (
        <FormError message="Failed to fetch expenses." />
      ) : expenses.data.length === 0 ? (
        <Empty>No expenses recorded for this property yet.</Empty>
      ) : (
        <MoneyTable
          caption="Property expenses"
          columns={['Date', 'Category', 'Description']}
          rows={expenses.data.map((expense) => ({
            id: expense.id,
            cells: [
              formatDate(expense.transaction_date),
              displayValue(expense.category),
              displayValue(expense.description),
            ],
            amount: expense.amount,
          }))}
        />
      )}
    </FinanceSection>
  );
}

function FinanceSection({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">
        {title}
        {subtitle && <span className="ml-2 font-normal text-slate-500">{subtitle}</span>}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** A small table of dated amounts with a total (2-decimal money, docs/product.md#display-rules). */
function MoneyTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: Array<{ id: string; cells: string[]; amount: number; action?: ReactNode }>;
}) {
  const hasActions = rows.some((row) => row.action);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map((column) => (
              <ColumnHeader key={column}>{column}</ColumnHeader>
            ))}
            <ColumnHeader align="right">Amount</ColumnHeader>
            {hasActions && <ActionsHeader />}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, index) => (
                <td key={columns[index]} className="px-3 py-2 text-slate-700">
                  {cell}
                </td>
              ))}
              <td className="px-3 py-2 text-right text-slate-900 tabular-nums">{formatMoney(row.amount)}</td>
              {hasActions && <td className="px-2 py-1 text-right">{row.action}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 bg-slate-50 font-medium">
          <tr>
            <th scope="row" colSpan={columns.length} className="px-3 py-2 text-left text-slate-700">
              Total
            </th>
            <td className="px-3 py-2 text-right text-slate-900 tabular-nums">
              {formatMoney(sumMoney(rows.map((row) => row.amount)))}
            </td>
            {hasActions && <td />}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-500">
      <Spinner /> Loading...
    </p>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
      {children}
    </p>
  );
}
