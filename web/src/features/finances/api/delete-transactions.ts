import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerRow } from '@astor/contract/ledger';
import { apiClient } from '@/lib/api-client';
import type { DeleteOutcome } from '../lib/transaction-messages';
import { ledgerQueryKeyRoot } from './get-ledger';
import { reportsQueryKeyRoot } from './get-schedule-e';

export type DeletableRow = Pick<LedgerRow, 'type' | 'record_id'>;

/**
 * docs/product.md#api-calls: DELETE /incomes/{id} or /expenses/{id}, by the row's type, with the unprefixed
 * id.
 */
export function deleteTransaction(row: DeletableRow): Promise<unknown> {
  const collection = row.type === 'income' ? 'incomes' : 'expenses';
  return apiClient.request(`/${collection}/${encodeURIComponent(row.record_id)}`, { method: 'DELETE' });
}

/**
 * docs/product.md#deleting-transactions: one call per selected row; a failed call does not stop the others.
 * Never rejects.
 */
export async function deleteTransactions(rows: readonly DeletableRow[]): Promise<DeleteOutcome> {
  const results = await Promise.allSettled(rows.map(deleteTransaction));
  return {
    attempted: rows.length,
    failed: results.filter((result) => result.status === 'rejected').length,
  };
}

export function useDeleteTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransactions,
    // Even a partly failed delete changed the books.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: reportsQueryKeyRoot }),
      ]),
  });
}
