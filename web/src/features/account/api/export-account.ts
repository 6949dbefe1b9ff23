import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { todayIso } from '@/lib/format';
import { saveBlobAsFile } from '@/lib/save-blob-as-file';

/** `GET /users/me/export`: every record and stored file of the account, as a ZIP archive. */
export function exportAccount(): Promise<Blob> {
  return apiClient.requestBlob('/users/me/export');
}

/** The server's file name is `astor-export-YYYY-MM-DD.zip`; the browser cannot read it from a fetch, so it is rebuilt. */
export const exportFileName = (now: Date = new Date()) => `astor-export-${todayIso(now)}.zip`;

export function useExportAccount() {
  return useMutation({
    mutationFn: async () => saveBlobAsFile(await exportAccount(), exportFileName()),
  });
}
