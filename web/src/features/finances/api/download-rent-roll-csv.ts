import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { saveTextAsFile } from '@/lib/save-blob-as-file';

export function getRentRollCsv(asOf: string): Promise<string> {
  return apiClient.request(`/reports/rent-roll.csv?${new URLSearchParams({ as_of: asOf })}`, {
    schema: z.string(),
  });
}

/** Fetches the rent roll as CSV (with the bearer) and saves it under the name the server gives it. */
export function useDownloadRentRollCsv() {
  return useMutation({
    mutationFn: async (asOf: string) =>
      saveTextAsFile(await getRentRollCsv(asOf), `astor-rent-roll-${asOf}.csv`),
  });
}
