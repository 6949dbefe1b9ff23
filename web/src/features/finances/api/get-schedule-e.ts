import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScheduleEReportSchema, type ScheduleEReport } from '@astor/contract/ledger';
import { apiClient } from '@/lib/api-client';

export function getScheduleE(year: number, signal?: AbortSignal): Promise<ScheduleEReport> {
  return apiClient.request(`/reports/schedule-e?year=${year}`, { schema: ScheduleEReportSchema, signal });
}

/** Every report query starts with this; any change to a transaction invalidates it. */
export const reportsQueryKeyRoot = ['reports'] as const;

export const scheduleEQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...reportsQueryKeyRoot, 'schedule-e', year],
    queryFn: ({ signal }) => getScheduleE(year, signal),
  });

export function useScheduleE(year: number) {
  return useQuery(scheduleEQueryOptions(year));
}
