import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveBlobAsFile } from '@/lib/save-blob-as-file';

/** GET /incomes/{id}/receipt.pdf: the receipt of a payment (its income), with the lease balance after it. */
export function downloadReceipt(incomeId: string): Promise<Blob> {
  return apiClient.requestBlob(`/incomes/${encodeURIComponent(incomeId)}/receipt.pdf`);
}

export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async ({ incomeId, date }: { incomeId: string; date: string }) =>
      saveBlobAsFile(await downloadReceipt(incomeId), `receipt-${date}.pdf`),
  });
}
