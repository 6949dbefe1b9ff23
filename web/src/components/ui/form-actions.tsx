import { cn } from '@/lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';

/** A form's Cancel and submit buttons, on the right; the submit one spins and waits while it saves. */
export function FormActions({
  onCancel,
  isSaving,
  submitLabel,
  className,
}: {
  onCancel: () => void;
  isSaving: boolean;
  submitLabel: string;
  className?: string;
}) {
  return (
    <div className={cn('flex justify-end gap-3', className)}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={isSaving}>
        {isSaving && <Spinner />}
        {submitLabel}
      </Button>
    </div>
  );
}
