import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { saveTextAsFile } from '@/lib/save-blob-as-file';
import { toQueryString } from '../lib/query-string';
import type { LedgerFilters } from './get-ledger';

/** The export takes the property and dates; the text search is the screen's, not the export's. */
export type ExportFilters = Omit<LedgerFilters, 'q'>;

export function exportTransactionsCsv(filters: ExportFilters): Promise<string> {
  const query = toQueryString({ property_id: filters.propertyId, from: filters.from, to: filters.to });
  return apiClient.request(`/transactions/export.csv${query}`, { schema: z.string() });
}

/** Fetches the CSV (with the bearer) and saves it as astor-transactions.csv. */
export function useExportTransactions() {
  return useMutation({
    mutationFn: async (filters: ExportFilters) =>
      saveTextAsFile(await exportTransactionsCsv(filters), 'astor-transactions.csv'),
  });
}
