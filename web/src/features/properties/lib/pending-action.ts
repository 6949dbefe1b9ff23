/**
 * docs/product.md#pending-actions: the dashboard's 'Add Your First Property' leaves a pending-action marker
 * in session storage; the Properties page opens the matching dialog and clears it. Storage can throw (private
 * modes): then there is simply no pending action.
 */
export const PENDING_ACTION_KEY = 'pendingAction';

/** docs/product.md#pending-actions: the pending-action delay. */
export const PENDING_ACTION_DELAY_MS = 100;

export type PendingAction = 'addProperty' | 'uploadDocument';

export function peekPendingAction(): PendingAction | null {
  try {
    const value = window.sessionStorage.getItem(PENDING_ACTION_KEY);
    return value === 'addProperty' || value === 'uploadDocument' ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingAction(): void {
  try {
    window.sessionStorage.removeItem(PENDING_ACTION_KEY);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}
