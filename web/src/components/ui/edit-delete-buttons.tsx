import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';

/** A record's Edit and Delete buttons, side by side: small, secondary, the Delete one in red. */
export function EditDeleteButtons({
  onEdit,
  onDelete,
  deleteLabel = 'Delete',
}: {
  onEdit: () => void;
  onDelete: () => void;
  deleteLabel?: string;
}) {
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <Pencil className="size-4" aria-hidden />
        Edit
      </Button>
      <Button
        variant="secondary"
        size="sm"
        className="text-red-600 hover:bg-red-50 hover:text-red-700"
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden />
        {deleteLabel}
      </Button>
    </div>
  );
}
