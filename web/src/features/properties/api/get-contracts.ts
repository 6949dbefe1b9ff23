import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ContractSchema, type Contract } from '@astor/contract/contracts';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';

const ContractListSchema = z.array(ContractSchema);

export const contractsQueryKey = queryKeyRoots.contracts;

export function getPropertyContracts(propertyId: string, signal?: AbortSignal): Promise<Contract[]> {
  const query = new URLSearchParams({ property_id: propertyId });
  return apiClient.request(`/contracts?${query}`, { schema: ContractListSchema, signal });
}

export const propertyContractsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: [...contractsQueryKey, { property_id: propertyId }],
    queryFn: ({ signal }) => getPropertyContracts(propertyId, signal),
  });

export function usePropertyContracts(propertyId: string) {
  return useQuery(propertyContractsQueryOptions(propertyId));
}
