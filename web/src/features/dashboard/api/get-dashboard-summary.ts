import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardSummarySchema, type DashboardSummary } from '@astor/contract/dashboard';
import { apiClient } from '@/lib/api-client';

/** The metrics dashboard's figures, computed by the server for the caller's time zone. */
export function getDashboardSummary(timeZone: string, signal?: AbortSignal): Promise<DashboardSummary> {
  const query = new URLSearchParams({ tz: timeZone });
  return apiClient.request(`/dashboard/summary?${query.toString()}`, {
    schema: DashboardSummarySchema,
    signal,
  });
}

export const dashboardSummaryQueryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: ['dashboard', 'summary', { timeZone }],
    queryFn: ({ signal }) => getDashboardSummary(timeZone, signal),
  });

export function useDashboardSummary(timeZone: string) {
  return useQuery(dashboardSummaryQueryOptions(timeZone));
}
