import { ApiError, getErrorDetail } from '@/lib/api-client';

/** docs/product.md#vault-deletion: deleting a vault record requires a browser confirm. */
export const DELETE_RECORD_CONFIRMATION = 'Are you sure you want to delete this record?';

/** docs/product.md#vault-records. */
export const LOAD_FAILURE_MESSAGE = 'Failed to fetch data';

/** docs/product.md#vault-deletion. */
export const UNKNOWN_RECORD_TYPE_MESSAGE = 'Unable to determine record type for deletion';

export const DELETE_SUCCESS_MESSAGE = 'Record deleted';

/**
 * docs/product.md#vault-deletion: 'Failed to delete record. ' followed by, for HTTP 409 (the record is
 * referenced, e.g. a vendor with invoices), its own sentence; else the server's detail; else
 * 'Please try again.'
 */
export function deleteFailureMessage(error: unknown): string {
  const prefix = 'Failed to delete record. ';
  if (error instanceof ApiError && error.status === 409) {
    return `${prefix}This record is referenced by other items and cannot be deleted.`;
  }
  return prefix + (getErrorDetail(error) ?? 'Please try again.');
}
