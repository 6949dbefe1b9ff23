import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ListChecks, Trash2 } from 'lucide-react';
import type { ComplianceItem } from '@astor/contract/calendar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useAddDefaultChecklist } from '../api/add-default-checklist';
import { useCreateComplianceItem } from '../api/create-compliance-item';
import { useDeleteComplianceItem } from '../api/delete-compliance-item';
import { useComplianceItems } from '../api/get-compliance-items';
import { useUpdateComplianceItem } from '../api/update-compliance-item';
import {
  COMPLIANCE_STATUS_STYLES,
  EMPTY_COMPLIANCE_FORM,
  describeRepeat,
  readComplianceForm,
  sortComplianceItems,
  type ComplianceFormValues,
} from '../lib/compliance-rules';

export function ComplianceStatusBadge({ status }: { status: ComplianceItem['status'] }) {
  const style = COMPLIANCE_STATUS_STYLES[status];
  return <Badge tone={style.tone}>{style.label}</Badge>;
}

/** Marks an item done; a repeating one rolls to its next due date. */
export function useMarkComplianceDone() {
  const update = useUpdateComplianceItem();
  return {
    isPending: update.isPending,
    markDone: (item: ComplianceItem, options: { onSuccess?: () => void } = {}) =>
      update.mutate(
        { id: item.id, input: { done: true } },
        {
          onSuccess: (updated) => {
            toast.success(
              updated.status === 'done'
                ? `'${item.title}' is done`
                : `'${item.title}' is done; next due ${formatDate(updated.due_date)}`,
              { duration: 3000 },
            );
            options.onSuccess?.();
          },
          onError: (error) =>
            toast.error(getErrorDetail(error) ?? 'Failed to mark the item done. Please try again.'),
        },
      ),
  };
}

/** A property's compliance tracker: its items with their status, Mark done, delete, and adding items. */
export function ComplianceList({ propertyId }: { propertyId: string }) {
  const items = useComplianceItems(propertyId);
  const addChecklist = useAddDefaultChecklist();

  function handleAddChecklist() {
    addChecklist.mutate(propertyId, {
      onSuccess: () => toast.success('Default checklist added', { duration: 3000 }),
      onError: (error) =>
        toast.error(getErrorDetail(error) ?? 'Failed to add the checklist. Please try again.'),
    });
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          Inspections, renewals and certificates, with their due dates on the calendar.
        </p>
        <Button variant="secondary" size="sm" onClick={handleAddChecklist} disabled={addChecklist.isPending}>
          {addChecklist.isPending ? <Spinner /> : <ListChecks className="size-4" aria-hidden />}
          Add default checklist
        </Button>
      </div>

      {items.isPending ? (
        <p className="flex items-center gap-2 py-6 text-sm text-slate-500">
          <Spinner /> Loading...
        </p>
      ) : items.isError ? (
        <p role="alert" className="py-6 text-sm text-red-700">
          Failed to load compliance items.
        </p>
      ) : items.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-200 px-4 py-8 text-center text-sm text-slate-500">
          No compliance items for this property yet. Add one below, or start from the default checklist.
        </p>
      ) : (
        <ul
          aria-label="Compliance items"
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {sortComplianceItems(items.data).map((item) => (
            <ComplianceRow key={item.id} item={item} />
          ))}
        </ul>
      )}

      <AddComplianceItemForm propertyId={propertyId} />
    </div>
  );
}

function ComplianceRow({ item }: { item: ComplianceItem }) {
  const { markDone, isPending } = useMarkComplianceDone();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-3">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-slate-900">{item.title}</p>
          <ComplianceStatusBadge status={item.status} />
        </div>
        <p className="mt-1 text-xs text-slate-500">
          {item.status === 'done' ? 'Was due' : 'Due'} {formatDate(item.due_date)} ·{' '}
          {describeRepeat(item.interval_months)}
          {item.last_done_on && ` · Last done ${formatDate(item.last_done_on)}`}
        </p>
        {item.notes && <p className="mt-1 text-sm text-slate-600">{item.notes}</p>}
      </div>
      <div className="flex items-center gap-1">
        {item.status !== 'done' && (
          <Button variant="secondary" size="sm" disabled={isPending} onClick={() => markDone(item)}>
            {isPending && <Spinner />}
            Mark done
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${item.title}`}
          title="Delete"
          className="text-slate-400 hover:bg-red-50 hover:text-red-600"
          onClick={() => setIsConfirmingDelete(true)}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
      <DeleteComplianceDialog
        item={item}
        isOpen={isConfirmingDelete}
        onClose={() => setIsConfirmingDelete(false)}
      />
    </li>
  );
}

function DeleteComplianceDialog({
  item,
  isOpen,
  onClose,
}: {
  item: ComplianceItem;
  isOpen: boolean;
  onClose: () => void;
}) {
  const deleteItem = useDeleteComplianceItem();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Delete compliance item?" size="sm">
      <p className="text-sm text-slate-600">
        '{item.title}' and its due dates will be removed from this property and the calendar.
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          className="bg-red-600 hover:bg-red-500 active:bg-red-700"
          disabled={deleteItem.isPending}
          onClick={() =>
            deleteItem.mutate(item.id, {
              onSuccess: () => {
                toast.success('Compliance item deleted', { duration: 3000 });
                onClose();
              },
              onError: (error) =>
                toast.error(getErrorDetail(error) ?? 'Failed to delete the item. Please try again.'),
            })
          }
        >
          {deleteItem.isPending && <Spinner />}
          Delete
        </Button>
      </div>
    </Dialog>
  );
}

function AddComplianceItemForm({ propertyId }: { propertyId: string }) {
  const id = useId();
  const [values, setValues] = useState<ComplianceFormValues>(EMPTY_COMPLIANCE_FORM);
  const [error, setError] = useState<string | null>(null);
  const createItem = useCreateComplianceItem();

  const set = <K extends keyof ComplianceFormValues>(name: K, value: ComplianceFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const form = readComplianceForm(values, propertyId);
    if (!form.isValid) {
      setError(form.message);
      return;
    }
    try {
      await createItem.mutateAsync(form.input);
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'Failed to add the item. Please try again.');
      return;
    }
    setValues(EMPTY_COMPLIANCE_FORM);
    toast.success('Compliance item added', { duration: 3000 });
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="Add compliance item"
      className="space-y-3 rounded-lg bg-slate-50 p-4"
    >
      <h3 className="text-sm font-semibold text-slate-900">Add item</h3>
      <FormError message={error} />
      <Field id={`${id}-title`} label="Title">
        <Input
          id={`${id}-title`}
          placeholder="e.g. Gas safety certificate"
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
        />
      </Field>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Field id={`${id}-due`} label="Due date">
          <Input
            id={`${id}-due`}
            type="date"
            value={values.due_date}
            onChange={(event) => set('due_date', event.target.value)}
          />
        </Field>
        <Field id={`${id}-repeats`} label="Repeats">
          <Select
            id={`${id}-repeats`}
            value={values.repeats}
            onChange={(event) => set('repeats', event.target.value as ComplianceFormValues['repeats'])}
          >
            <option value="once">Once</option>
            <option value="every">Every N months</option>
          </Select>
        </Field>
        <Field id={`${id}-months`} label="Every (months)">
          <Input
            id={`${id}-months`}
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            disabled={values.repeats === 'once'}
            value={values.interval_months}
            onChange={(event) => set('interval_months', event.target.value)}
          />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={createItem.isPending}>
          {createItem.isPending && <Spinner />}
          Add item
        </Button>
      </div>
    </form>
  );
}
