import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ExpenseSchema, type Expense } from '@astor/contract/finances';
import { apiClient } from '@/lib/api-client';

export function getPropertyExpenses(propertyId: string, signal?: AbortSignal): Promise<Expense[]> {
  return apiClient.request(`/expenses?${new URLSearchParams({ property_id: propertyId })}`, {
    schema: z.array(ExpenseSchema),
    signal,
  });
}

/** Without a property, the root key: invalidating it refreshes every expenses query. */
export const expensesQueryKey = (propertyId?: string) =>
  propertyId ? (['expenses', { property_id: propertyId }] as const) : (['expenses'] as const);

export const propertyExpensesQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: expensesQueryKey(propertyId),
    queryFn: ({ signal }) => getPropertyExpenses(propertyId, signal),
  });

export function usePropertyExpenses(propertyId: string) {
  return useQuery(propertyExpensesQueryOptions(propertyId));
}
