import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteVaultRecord } from '../api/delete-vault-record';
import type { VaultRow } from '../api/get-vault-records';
import { collectionForDeletion, findFolder } from '../lib/folders';
import { toDisplayFields } from '../lib/record-display';
import {
  DELETE_RECORD_CONFIRMATION,
  DELETE_SUCCESS_MESSAGE,
  deleteFailureMessage,
  UNKNOWN_RECORD_TYPE_MESSAGE,
} from '../lib/vault-messages';
import { DocumentPreview } from './document-preview';

/** The stored document behind a record: a document itself, or the one a lease or invoice came from. */
function documentIdOf(folderKey: string, record: VaultRow): string | null {
  if (folderKey === 'documents') return record.id;
  return typeof record.document_id === 'string' && record.document_id ? record.document_id : null;
}

/**
 * docs/product.md#vault-records: 'Record Details', every shown field as label and value, the original of a
 * document, and Delete (after a browser confirm, with the failure texts of docs/product.md#vault-deletion).
 */
export function RecordDetailsDialog({
  folderKey,
  record,
  onClose,
}: {
  /** The folder the record was opened from; its collection is where a delete goes. */
  folderKey: string;
  record: VaultRow;
  onClose: () => void;
}) {
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deleteRecord = useDeleteVaultRecord();
  const fields = toDisplayFields(record);
  const documentId = documentIdOf(folderKey, record);
  const fileName = typeof record.file_name === 'string' ? record.file_name : null;

  async function handleDelete() {
    setDeleteError(null);
    const collection = collectionForDeletion(folderKey);
    // Nothing to confirm when the record cannot be deleted at all.
    if (!collection || !record.id) {
      setDeleteError(UNKNOWN_RECORD_TYPE_MESSAGE);
      return;
    }
    if (!window.confirm(DELETE_RECORD_CONFIRMATION)) return;
    try {
      await deleteRecord.mutateAsync({ collection, id: record.id });
      // docs/product.md#toasts: success toasts last 3 s.
      toast.success(DELETE_SUCCESS_MESSAGE, { duration: 3000 });
      onClose();
    } catch (error) {
      setDeleteError(deleteFailureMessage(error));
    }
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Record Details"
      description={findFolder(folderKey)?.label}
      size={documentId ? 'xl' : 'lg'}
    >
      <div className="space-y-5">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {fields.map((field) => (
            <div key={field.key} className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{field.label}</dt>
              <dd className="mt-0.5 text-sm break-words text-slate-900">{field.value}</dd>
            </div>
          ))}
        </dl>

        {documentId && <DocumentPreview documentId={documentId} fileName={fileName} />}

        <FormError message={deleteError} />

        <div className="flex justify-end border-t border-slate-100 pt-4">
          <Button
            variant="secondary"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            disabled={deleteRecord.isPending}
            onClick={() => void handleDelete()}
          >
            {deleteRecord.isPending ? <Spinner /> : <Trash2 className="size-4" aria-hidden />}
            Delete
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
