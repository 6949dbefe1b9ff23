import { toast } from 'sonner';
import type { Property } from '@astor/contract/properties';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { useDeleteProperty } from '../api/delete-property';
import { useProperty } from '../api/get-property';
import { describeDeletionImpact } from '../lib/deletion-impact';

/**
 * docs/product.md#deleting-a-property: deleting a property needs a confirm dialog, then 'Deleting...'. The
 * dialog says what goes with it, from the server's own count.
 */
export function DeletePropertyDialog({
  property,
  isOpen,
  onCancel,
  onDeleted,
}: {
  property: Pick<Property, 'id' | 'address'>;
  isOpen: boolean;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const deleteMutation = useDeleteProperty();
  const isDeleting = deleteMutation.isPending;

  function handleConfirm() {
    // docs/product.md#deleting-a-property: a missing id shows the toast 'Invalid property ID'.
    if (!property.id) {
      toast.error('Invalid property ID', { duration: 5000 });
      onCancel();
      return;
    }
    deleteMutation.mutate(property.id, {
      onSuccess: (reply) => {
        // docs/product.md#deleting-a-property: the server's message, or the fallback; success toasts
        // last 3 s.
        toast.success(reply.message || 'Property successfully deleted', { duration: 3000 });
        onDeleted();
      },
      onError: (error) => {
        // docs/product.md#toasts: property-delete error toasts last 5 s.
        toast.error(getErrorDetail(error) ?? 'Failed to delete property. Please try again.', {
          duration: 5000,
        });
        onCancel();
      },
    });
  }

  return (
    <Dialog
      isOpen={isOpen}
      // A delete on the wire cannot be called back: the dialog stays until it ends.
      onClose={() => !isDeleting && onCancel()}
      title="Delete Property"
      size="sm"
    >
      <div className="space-y-3 text-sm text-slate-600">
        <p>
          Are you sure you want to delete{' '}
          <span className="font-medium text-slate-900">{property.address}</span>? This action cannot be
          undone.
        </p>
        <DeletionImpact propertyId={property.id} />
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isDeleting}>
          Cancel
        </Button>
        <Button
          data-autofocus
          className="bg-red-600 hover:bg-red-500 active:bg-red-700 focus-visible:outline-red-600"
          onClick={handleConfirm}
          disabled={isDeleting}
        >
          {isDeleting && <Spinner />}
          {isDeleting ? 'Deleting...' : 'Delete Property'}
        </Button>
      </div>
    </Dialog>
  );
}

function DeletionImpact({ propertyId }: { propertyId: string }) {
  const detail = useProperty(propertyId);
  if (detail.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-500">
        <Spinner /> Counting the records that go with it...
      </p>
    );
  }
  if (detail.isError) {
    return (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-800">
        Its tenants, leases, contracts, maintenance requests and documents will be deleted too; its income and
        expense records are kept in your books.
      </p>
    );
  }
  return (
    <p className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
      {describeDeletionImpact(detail.data.deletion_impact)}
    </p>
  );
}
