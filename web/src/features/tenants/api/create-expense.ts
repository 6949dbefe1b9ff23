import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExpenseSchema, type Expense, type ExpenseInput } from '@astor/contract/finances';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';

export function createExpense(input: ExpenseInput): Promise<Expense> {
  return apiClient.request('/expenses', { method: 'POST', body: input, schema: ExpenseSchema });
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpense,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyRoots.expenses }),
  });
}
