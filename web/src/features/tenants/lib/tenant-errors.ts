import { ApiError } from '@/lib/api-client';

/**
 * docs/product.md#tenant-messages: a list detail is its msg values joined with spaces, a string detail is
 * shown as is; a reply without a usable detail is 'An unknown error occurred.'; no reply at all (network
 * down, say) gives `fallback`.
 */
export function tenantSaveErrorMessage(
  error: unknown,
  fallback = 'Failed to add tenant. Please try again.',
): string {
  if (!(error instanceof ApiError)) return fallback;
  const { detail } = error;
  const message = Array.isArray(detail) ? detail.map((issue) => issue.msg).join(' ') : detail;
  return message?.trim() ? message : 'An unknown error occurred.';
}
