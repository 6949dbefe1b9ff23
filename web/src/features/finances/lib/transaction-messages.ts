/**
 * The transaction texts of docs/product.md#finances, word for word, and the rules that choose between them.
 * Screens never spell these sentences themselves.
 */

export const LEDGER_LOAD_FAILED = 'Failed to fetch transactions';
export const PROPERTIES_LOAD_FAILED = 'Failed to fetch properties';
export const CREATE_FAILED = 'Failed to create transaction';
export const CREATE_SUCCEEDED = 'Transaction added';

/** docs/product.md#deleting-transactions: the confirm dialog's text; N is 1 when opened from a row menu. */
export function deleteConfirmText(count: number): string {
  return `Are you sure you want to delete ${count} selected transaction(s)? This action cannot be undone.`;
}

export interface DeleteOutcome {
  /** How many DELETE calls were made (one per selected row, docs/product.md#deleting-transactions). */
  attempted: number;
  /** How many of them failed. */
  failed: number;
}

export interface ToastMessage {
  tone: 'success' | 'error';
  message: string;
}

/**
 * docs/product.md#transaction-messages: one transaction gives 'Transaction deleted successfully' or 'Failed
 * to delete transaction'; several give 'Successfully deleted N transactions', or 'Failed to delete some
 * transactions' when any call failed (even if all did: the text says 'some').
 */
export function deleteOutcomeToast({ attempted, failed }: DeleteOutcome): ToastMessage {
  if (attempted <= 1) {
    return failed > 0
      ? { tone: 'error', message: 'Failed to delete transaction' }
      : { tone: 'success', message: 'Transaction deleted successfully' };
  }
  return failed > 0
    ? { tone: 'error', message: 'Failed to delete some transactions' }
    : { tone: 'success', message: `Successfully deleted ${attempted} transactions` };
}
