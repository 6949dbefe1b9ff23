import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

/** `GET /documents/{id}/file`: the original bytes, for the Record Details preview and its Download button. */
export function getDocumentFile(documentId: string, signal?: AbortSignal): Promise<Blob> {
  return apiClient.requestBlob(`/documents/${encodeURIComponent(documentId)}/file`, { signal });
}

export const documentFileQueryKey = (documentId: string) => ['document-file', documentId] as const;

export const documentFileQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: documentFileQueryKey(documentId),
    queryFn: ({ signal }) => getDocumentFile(documentId, signal),
    // A preview is extra: a failed one says so at once rather than keep the dialog waiting on retries.
    retry: false,
    // The bytes of a stored document do not change; the object URL is made from this Blob.
    staleTime: Infinity,
  });

export function useDocumentFile(documentId: string | null) {
  return useQuery({ ...documentFileQueryOptions(documentId ?? ''), enabled: documentId !== null });
}
