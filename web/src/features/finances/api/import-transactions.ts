import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImportResultSchema, type ImportResult } from '@astor/contract/ledger';
import { apiClient } from '@/lib/api-client';
import { ledgerQueryKeyRoot } from './get-ledger';
import { reportsQueryKeyRoot } from './get-schedule-e';

export interface ImportTransactionsArgs {
  propertyId: string;
  file: File;
  /** A preview: the server reads and matches the rows but records nothing. */
  isDryRun: boolean;
}

/** POST /transactions/import, multipart. The server reads the fields first, so they go before the file. */
export function importTransactions({
  propertyId,
  file,
  isDryRun,
}: ImportTransactionsArgs): Promise<ImportResult> {
  const form = new FormData();
  form.append('property_id', propertyId);
  if (isDryRun) form.append('dry_run', 'true');
  form.append('file', file, file.name);
  return apiClient.request('/transactions/import', {
    method: 'POST',
    body: form,
    schema: ImportResultSchema,
  });
}

export function useImportTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTransactions,
    onSuccess: async (result) => {
      if (result.dry_run) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: reportsQueryKeyRoot }),
      ]);
    },
  });
}
