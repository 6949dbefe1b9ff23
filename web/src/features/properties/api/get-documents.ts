import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DocumentSchema, type DocumentRecord } from '@astor/contract/documents';
import { ApiError, apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';

const DocumentListSchema = z.array(DocumentSchema);

export const documentsQueryKey = queryKeyRoots.documents;

export async function getPropertyDocuments(
  propertyId: string,
  signal?: AbortSignal,
): Promise<DocumentRecord[]> {
  const query = new URLSearchParams({ property_id: propertyId });
  try {
    return await apiClient.request(`/documents?${query}`, { schema: DocumentListSchema, signal });
  } catch (error) {
    // A server without the documents module yet answers 404 for the whole route: nothing is stored.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const propertyDocumentsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: [...documentsQueryKey, { property_id: propertyId }],
    queryFn: ({ signal }) => getPropertyDocuments(propertyId, signal),
  });

export function usePropertyDocuments(propertyId: string) {
  return useQuery(propertyDocumentsQueryOptions(propertyId));
}
