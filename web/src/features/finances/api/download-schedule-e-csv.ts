import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { saveTextAsFile } from '@/lib/save-blob-as-file';

export function getScheduleECsv(year: number): Promise<string> {
  return apiClient.request(`/reports/schedule-e.csv?year=${year}`, { schema: z.string() });
}

/** Fetches the year's Schedule E as CSV and saves it as schedule-e-YYYY.csv. */
export function useDownloadScheduleECsv() {
  return useMutation({
    mutationFn: async (year: number) => saveTextAsFile(await getScheduleECsv(year), `schedule-e-${year}.csv`),
  });
}
