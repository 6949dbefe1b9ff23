import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveBlobAsFile } from '@/lib/save-blob-as-file';
import type { StatementRange } from './get-lease-statement';

/** GET /leases/{id}/statement.pdf[?from=&to=]: the tenant statement as a PDF, for the same range. */
export function downloadLeaseStatement(leaseId: string, range: StatementRange): Promise<Blob> {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const search = query.toString();
  return apiClient.requestBlob(
    `/leases/${encodeURIComponent(leaseId)}/statement.pdf${search ? `?${search}` : ''}`,
  );
}

export function useDownloadLeaseStatement() {
  return useMutation({
    mutationFn: async ({ leaseId, range }: { leaseId: string; range: StatementRange }) =>
      saveBlobAsFile(await downloadLeaseStatement(leaseId, range), 'tenant-statement.pdf'),
  });
}
