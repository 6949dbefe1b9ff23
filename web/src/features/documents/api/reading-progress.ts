import { useQuery } from '@tanstack/react-query';
import { ReadingProgressSchema, type ReadingProgress } from '@astor/contract/processor';
import { ApiError, apiClient } from '@/lib/api-client';

/** How often the wizard asks while its upload is being read. */
export const PROGRESS_POLL_MS = 500;

/**
 * A fresh id for one upload: what the wizard sends as `progress_id` and then polls. getRandomValues, not
 * randomUUID: a self-hosted server reached over plain http on a home network is not a secure context.
 */
export function newProgressId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * docs/product.md#upload-wizard: GET /processor/progress/{id}, the pages read so far of the upload sent
 * with that `progress_id`; null until the reader has opened the document (the server answers 404).
 */
export async function fetchReadingProgress(id: string): Promise<ReadingProgress | null> {
  try {
    return await apiClient.request(`/processor/progress/${encodeURIComponent(id)}`, {
      schema: ReadingProgressSchema,
    });
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return null;
    throw caught;
  }
}

/** Polls every PROGRESS_POLL_MS while `id` is set (the upload is pending); a failed poll just waits. */
export function useReadingProgress(id: string | null): ReadingProgress | null {
  const query = useQuery({
    queryKey: ['reading-progress', id],
    queryFn: () => fetchReadingProgress(id as string),
    enabled: id !== null,
    refetchInterval: PROGRESS_POLL_MS,
    retry: false,
    gcTime: 0,
  });
  return id !== null ? (query.data ?? null) : null;
}

/** "Reading page 3 of 16..." for the page being read; the plain text before a count is known. */
export function readingText(progress: ReadingProgress | null): string {
  if (!progress || progress.page_count < 2) return 'Reading your document...';
  const page = Math.min(progress.pages_read + 1, progress.page_count);
  return `Reading page ${page} of ${progress.page_count}...`;
}
