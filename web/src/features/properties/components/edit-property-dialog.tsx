import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Property } from '@astor/contract/properties';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { useUpdateProperty } from '../api/update-property';
import { toPropertyFormValues, toUpdatePropertyInput, type PropertyFormValues } from '../lib/property-form';
import { LocalityFields, PropertyDetailsFields } from './property-details-fields';

export function EditPropertyDialog({
  property,
  isOpen,
  onClose,
}: {
  property: Property;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Edit Property" size="lg">
      <EditPropertyForm property={property} onDone={onClose} />
    </Dialog>
  );
}

function EditPropertyForm({ property, onDone }: { property: Property; onDone: () => void }) {
  const addressId = useId();
  const [values, setValues] = useState<PropertyFormValues>(() => toPropertyFormValues(property));
  const [error, setError] = useState<string | null>(null);
  const updateMutation = useUpdateProperty();
  const update = (change: Partial<PropertyFormValues>) => setValues((current) => ({ ...current, ...change }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (values.address.trim() === '') {
      setError('Address is required');
      return;
    }
    try {
      await updateMutation.mutateAsync({ id: property.id, input: toUpdatePropertyInput(values) });
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'Failed to update property. Please try again.');
      return;
    }
    toast.success('Property updated', { duration: 3000 });
    onDone();
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormError message={error} />
      <Field id={addressId} label="Address">
        <Input
          id={addressId}
          data-autofocus
          autoComplete="street-address"
          value={values.address}
          onChange={(event) => update({ address: event.target.value })}
        />
      </Field>
      <LocalityFields values={values} onChange={update} />
      <PropertyDetailsFields values={values} onChange={update} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={updateMutation.isPending}>
          {updateMutation.isPending && <Spinner />}
          Save Changes
        </Button>
      </div>
    </form>
  );
}
