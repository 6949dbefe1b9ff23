import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ExpenseSchema, type Expense } from '@astor/contract/finances';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from './keys';

const ExpenseListSchema = z.array(ExpenseSchema);

/** GET /expenses?property_id=: one property's expenses (its Finances tab, its tenants' popup). */
export function getPropertyExpenses(propertyId: string, signal?: AbortSignal): Promise<Expense[]> {
  const query = new URLSearchParams({ property_id: propertyId });
  return apiClient.request(`/expenses?${query}`, { schema: ExpenseListSchema, signal });
}

export const propertyExpensesQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: [...queryKeyRoots.expenses, { property_id: propertyId }],
    queryFn: ({ signal }) => getPropertyExpenses(propertyId, signal),
  });

export function usePropertyExpenses(propertyId: string) {
  return useQuery(propertyExpensesQueryOptions(propertyId));
}
