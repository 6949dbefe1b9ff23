import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ExpenseSchema,
  IncomeSchema,
  type Expense,
  type Income,
  type TransactionInput,
} from '@astor/contract/finances';
import { apiClient } from '@/lib/api-client';
import type { TransactionType } from '../lib/transaction-form';
import { ledgerQueryKeyRoot } from './get-ledger';
import { reportsQueryKeyRoot } from './get-schedule-e';

export interface CreateTransactionArgs {
  type: TransactionType;
  input: TransactionInput;
}

/** spec §7: POST /incomes or POST /expenses, by type. */
export function createTransaction({ type, input }: CreateTransactionArgs): Promise<Income | Expense> {
  return type === 'income'
    ? apiClient.request('/incomes', { method: 'POST', body: input, schema: IncomeSchema })
    : apiClient.request('/expenses', { method: 'POST', body: input, schema: ExpenseSchema });
}

export function useCreateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransaction,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: reportsQueryKeyRoot }),
      ]),
  });
}
