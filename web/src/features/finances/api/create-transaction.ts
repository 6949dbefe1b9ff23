import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ExpenseSchema,
  IncomeSchema,
  type Expense,
  type Income,
  type IncomeInput,
  type TransactionInput,
} from '@astor/contract/finances';
import { invalidateRentLedger } from '@/lib/queries/rent-ledger/invalidate-rent-ledger';
import { apiClient } from '@/lib/api-client';
import type { TransactionType } from '../lib/transaction-form';
import { ledgerQueryKeyRoot } from './get-ledger';

export interface CreateTransactionArgs {
  type: TransactionType;
  input: TransactionInput;
  /** An income the server took for a duplicate (409), confirmed by the user: record it anyway. */
  allowDuplicate?: boolean;
}

/** docs/product.md#api-calls: POST /incomes or POST /expenses, by type. */
export function createTransaction({
  type,
  input,
  allowDuplicate = false,
}: CreateTransactionArgs): Promise<Income | Expense> {
  if (type === 'expense') {
    return apiClient.request('/expenses', { method: 'POST', body: input, schema: ExpenseSchema });
  }
  const body: IncomeInput = allowDuplicate ? { ...input, allow_duplicate: true } : input;
  return apiClient.request('/incomes', { method: 'POST', body, schema: IncomeSchema });
}

export function useCreateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransaction,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerQueryKeyRoot }),
        // A rent income is a payment on the rent ledger (the rent roll is under the reports key).
        invalidateRentLedger(queryClient),
      ]),
  });
}
