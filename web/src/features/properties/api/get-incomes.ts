import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { IncomeSchema, type Income } from '@astor/contract/finances';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';

const IncomeListSchema = z.array(IncomeSchema);

export const incomesQueryKey = queryKeyRoots.incomes;

export function getPropertyIncomes(propertyId: string, signal?: AbortSignal): Promise<Income[]> {
  const query = new URLSearchParams({ property_id: propertyId });
  return apiClient.request(`/incomes?${query}`, { schema: IncomeListSchema, signal });
}

export const propertyIncomesQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: [...incomesQueryKey, { property_id: propertyId }],
    queryFn: ({ signal }) => getPropertyIncomes(propertyId, signal),
  });

export function usePropertyIncomes(propertyId: string) {
  return useQuery(propertyIncomesQueryOptions(propertyId));
}
