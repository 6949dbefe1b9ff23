import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PaymentSchema, type Payment } from '@astor/contract/finances';
import { apiClient } from '@/lib/api-client';

export function getTenantPayments(tenantId: string, signal?: AbortSignal): Promise<Payment[]> {
  return apiClient.request(`/payments?${new URLSearchParams({ tenant_id: tenantId })}`, {
    schema: z.array(PaymentSchema),
    signal,
  });
}

/** Without a tenant, the root key: invalidating it refreshes every payments query. */
export const paymentsQueryKey = (tenantId?: string) =>
  tenantId ? (['payments', { tenant_id: tenantId }] as const) : (['payments'] as const);

export const tenantPaymentsQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: paymentsQueryKey(tenantId),
    queryFn: ({ signal }) => getTenantPayments(tenantId, signal),
  });

export function useTenantPayments(tenantId: string) {
  return useQuery(tenantPaymentsQueryOptions(tenantId));
}
