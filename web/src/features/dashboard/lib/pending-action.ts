/**
 * docs/product.md#pending-actions: 'Add Your First Property' leaves the pending-action marker addProperty in
 * session storage; the Properties page opens its Add Property dialog from it and clears it. The key and value
 * are the Properties page's (features do not import each other, so they are repeated here).
 */
const PENDING_ACTION_KEY = 'pendingAction';

export function requestAddProperty(): void {
  try {
    window.sessionStorage.setItem(PENDING_ACTION_KEY, 'addProperty');
  } catch {
    // Storage unavailable (private modes): the Properties page simply opens without the dialog.
  }
}
