import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';

/**
 * The server's question when a rent payment looks like one already recorded: a 409 whose detail is a
 * sentence ("This looks like the same payment as one recorded on ... Save it anyway?"). Null for any
 * other failure, which the form reports as it always has.
 */
export function duplicatePaymentQuestion(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return typeof error.detail === 'string' && error.detail.trim() !== '' ? error.detail : null;
}

/**
 * Asks whether to record a payment that looks like a duplicate. 'Save anyway' sends it again with
 * allow_duplicate; 'Cancel' (or Escape) goes back to the form, still filled in.
 */
export function DuplicatePaymentDialog({
  question,
  isSaving,
  onSaveAnyway,
  onCancel,
}: {
  /** The server's sentence; the dialog is open while it is set. */
  question: string | null;
  isSaving: boolean;
  onSaveAnyway: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      isOpen={question !== null}
      onClose={() => !isSaving && onCancel()}
      title="Possible duplicate payment"
      size="sm"
    >
      <p className="text-sm text-slate-600">{question}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isSaving} data-autofocus>
          Cancel
        </Button>
        <Button onClick={onSaveAnyway} disabled={isSaving}>
          {isSaving && <Spinner />}
          Save anyway
        </Button>
      </div>
    </Dialog>
  );
}
