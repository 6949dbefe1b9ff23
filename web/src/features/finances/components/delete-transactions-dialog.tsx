import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteTransactions, type DeletableRow } from '../api/delete-transactions';
import { deleteConfirmText, deleteOutcomeToast } from '../lib/transaction-messages';

/**
 * docs/product.md#deleting-transactions: deleting transactions needs this confirm dialog; confirming fires
 * one DELETE per row and ends with one toast saying how it went.
 */
export function DeleteTransactionsDialog({
  rows,
  onClose,
  onDeleted,
}: {
  /** The rows to delete; the dialog is open while there are any. */
  rows: readonly DeletableRow[];
  onClose: () => void;
  /** After the calls, with how many succeeded (the screen clears its selection and fixes its page). */
  onDeleted: (deletedCount: number) => void;
}) {
  const deleteMutation = useDeleteTransactions();
  const isDeleting = deleteMutation.isPending;
  const count = rows.length;

  function handleConfirm() {
    deleteMutation.mutate(rows, {
      onSuccess: (outcome) => {
        const { tone, message } = deleteOutcomeToast(outcome);
        // docs/product.md#toasts: success toasts last 3 s; others keep the library's default.
        if (tone === 'success') toast.success(message, { duration: 3000 });
        else toast.error(message);
        onDeleted(outcome.attempted - outcome.failed);
      },
    });
  }

  return (
    <Dialog
      isOpen={count > 0}
      // Calls on the wire cannot be called back: the dialog stays until they end.
      onClose={() => !isDeleting && onClose()}
      title={count === 1 ? 'Delete Transaction' : 'Delete Transactions'}
      size="sm"
    >
      <p className="text-sm text-slate-600">{deleteConfirmText(count)}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={isDeleting}>
          Cancel
        </Button>
        <Button
          data-autofocus
          className="bg-red-600 hover:bg-red-500 focus-visible:outline-red-600 active:bg-red-700"
          onClick={handleConfirm}
          disabled={isDeleting}
        >
          {isDeleting && <Spinner />}
          {isDeleting ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
