import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LeaseSchema, type Lease } from '@astor/contract/leases';
import { apiClient } from '@/lib/api-client';

/** Every lease, to name the leases an unmatched payment may be assigned to. */
export function getLeasesForSelect(signal?: AbortSignal): Promise<Lease[]> {
  return apiClient.request('/leases', { schema: z.array(LeaseSchema), signal });
}

export const leasesForSelectQueryOptions = () =>
  queryOptions({
    // Under ['leases'], so whatever changes a lease refreshes these choices too.
    queryKey: ['leases', 'finances-select'],
    queryFn: ({ signal }) => getLeasesForSelect(signal),
  });

export function useLeasesForSelect({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...leasesForSelectQueryOptions(), enabled: isEnabled });
}
