import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveBlobAsFile } from '@/lib/save-blob-as-file';

/** GET /leases/{id}/deposit/letter.pdf: the itemised deduction letter (the bearer header is needed, so no plain link). */
export function downloadDepositLetter(leaseId: string): Promise<Blob> {
  return apiClient.requestBlob(`/leases/${encodeURIComponent(leaseId)}/deposit/letter.pdf`);
}

export function useDownloadDepositLetter() {
  return useMutation({
    mutationFn: async (leaseId: string) =>
      saveBlobAsFile(await downloadDepositLetter(leaseId), 'deposit-deduction-letter.pdf'),
  });
}
