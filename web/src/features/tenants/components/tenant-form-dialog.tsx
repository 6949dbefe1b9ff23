import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { TENANT_STATUSES, type Tenant } from '@astor/contract/tenants';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { todayIso } from '@/lib/format';
import { useProperties } from '@/lib/queries/properties';
import { useLease } from '../api/get-lease';
import { useSaveTenant, type LeaseOutcome } from '../api/save-tenant';
import { tenantSaveErrorMessage } from '../lib/tenant-errors';
import {
  EMPTY_TENANT_FORM,
  isExistingTenancy,
  LEASE_TYPES,
  readTenantForm,
  tenantToFormValues,
  withLeaseTerms,
  type TenantFormValues,
} from '../lib/tenant-form-values';

type TenantStatus = Tenant['status'];

const STATUS_LABELS: Record<TenantStatus, string> = { current: 'Current', late: 'Late' };

/**
 * Add Tenant (docs/product.md#add-tenant), or Edit Tenant when `tenant` is given: the same form, prefilled.
 */
export function TenantFormDialog({
  isOpen,
  onClose,
  tenant,
}: {
  isOpen: boolean;
  onClose: () => void;
  tenant?: Tenant;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={tenant ? 'Edit Tenant' : 'Add Tenant'}
      description={tenant ? undefined : 'Only the first and last name (or a company name) are required.'}
      size="lg"
    >
      <TenantForm tenant={tenant} onDone={onClose} />
    </Dialog>
  );
}

function TenantForm({ tenant, onDone }: { tenant?: Tenant; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState<TenantFormValues>(() =>
    tenant ? tenantToFormValues(tenant) : EMPTY_TENANT_FORM,
  );
  const [error, setError] = useState<string | null>(null);
  const propertiesQuery = useProperties();
  const saveTenant = useSaveTenant();
  const isEditing = tenant !== undefined;
  // The active lease's due day and grace period are not on the tenant's card: they come from the lease.
  const activeLease = useLease(tenant?.lease?.id);
  const [appliedLeaseId, setAppliedLeaseId] = useState<string | null>(null);
  if (activeLease.data && appliedLeaseId !== activeLease.data.id) {
    setAppliedLeaseId(activeLease.data.id);
    setValues((current) => withLeaseTerms(current, activeLease.data));
  }
  const isLoadingLeaseTerms = Boolean(tenant?.lease) && activeLease.isPending;

  const field = <K extends keyof TenantFormValues>(name: K) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value as TenantFormValues[K] })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const form = readTenantForm(values, todayIso());
    if (!form.isValid) {
      setError(form.message);
      return;
    }
    try {
      const result = await saveTenant.mutateAsync({
        tenant: form.tenant,
        lease: form.lease,
        existing: tenant,
        existingLeaseTerms: activeLease.data,
      });
      toast.success(isEditing ? 'Tenant updated' : 'Tenant added', { duration: 3000 });
      reportLease(result.lease);
      onDone();
    } catch (caught) {
      setError(
        tenantSaveErrorMessage(
          caught,
          isEditing
            ? 'Failed to update tenant. Please try again.'
            : 'Failed to add tenant. Please try again.',
        ),
      );
    }
  }

  // A lease type read from a document may not be one of the form's three; keep it choosable.
  const leaseTypes: string[] = [...LEASE_TYPES];
  if (values.lease_type && !leaseTypes.includes(values.lease_type)) leaseTypes.push(values.lease_type);
  const properties = propertiesQuery.data ?? [];

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <FormError message={error} />

      <Checkbox
        label="The tenant is a company"
        checked={values.is_company}
        onChange={(event) => {
          const isCompany = event.target.checked;
          setValues((current) => ({ ...current, is_company: isCompany }));
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {values.is_company ? (
          <Field label="Company Name" id={`${id}-company_name`} className="sm:col-span-2">
            <Input autoComplete="off" data-autofocus {...field('company_name')} />
          </Field>
        ) : (
          <>
            <Field label="First Name" id={`${id}-first_name`}>
              <Input autoComplete="off" data-autofocus {...field('first_name')} />
            </Field>
            <Field label="Last Name" id={`${id}-last_name`}>
              <Input autoComplete="off" {...field('last_name')} />
            </Field>
          </>
        )}
        <Field label="Title" id={`${id}-title`}>
          <Input autoComplete="off" placeholder="e.g. Software engineer" {...field('title')} />
        </Field>
        <Field label="Status" id={`${id}-status`}>
          <Select {...field('status')}>
            {TENANT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Email" id={`${id}-email`}>
          <Input type="email" autoComplete="off" {...field('email')} />
        </Field>
        <Field label="Phone" id={`${id}-phone_number`}>
          <Input type="tel" autoComplete="off" {...field('phone_number')} />
        </Field>
      </div>

      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Property and lease</legend>
        <p className="-mt-2 text-sm text-slate-500">
          {isEditing && tenant.lease
            ? "Changes to the lease fields update the tenant's active lease."
            : 'A lease is created when both a property and a lease type are chosen, unless that property already has a lease of that type.'}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Property"
            id={`${id}-property_id`}
            error={propertiesQuery.isError ? 'Failed to fetch properties' : undefined}
          >
            <Select {...field('property_id')} disabled={propertiesQuery.isPending}>
              <option value="">{propertiesQuery.isPending ? 'Loading properties...' : 'No property'}</option>
              {properties.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.address}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Lease Type" id={`${id}-lease_type`}>
            <Select {...field('lease_type')}>
              <option value="">No lease</option>
              {leaseTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Monthly Rent" id={`${id}-rent_amount_monthly`}>
            <Input type="number" inputMode="decimal" min={0} step={0.01} {...field('rent_amount_monthly')} />
          </Field>
          <div className="hidden sm:block" />
          <Field label="Lease Start" id={`${id}-start_date`}>
            <Input type="date" {...field('start_date')} />
          </Field>
          <Field label="Lease End" id={`${id}-end_date`}>
            <Input type="date" {...field('end_date')} />
          </Field>
          {isExistingTenancy(values.start_date, todayIso()) && (
            <ExistingTenancyFields
              id={`${id}-tracking`}
              isLoading={!values.is_tracking_known && isLoadingLeaseTerms}
              field={field}
            />
          )}
          <Field
            label="Rent Due Day"
            id={`${id}-rent_due_day`}
            note="Day of the month, 1 to 31."
            error={activeLease.isError ? "Failed to load the lease's due day" : undefined}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={31}
              step={1}
              disabled={isLoadingLeaseTerms}
              placeholder={isLoadingLeaseTerms ? 'Loading...' : undefined}
              aria-describedby={`${id}-rent_due_day-note`}
              {...field('rent_due_day')}
            />
          </Field>
          <Field
            label="Grace Period (days)"
            id={`${id}-grace_period_days`}
            note="Days after the due day before unpaid rent is late."
            error={activeLease.isError ? "Failed to load the lease's grace period" : undefined}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
              step={1}
              disabled={isLoadingLeaseTerms}
              placeholder={isLoadingLeaseTerms ? 'Loading...' : undefined}
              aria-describedby={`${id}-grace_period_days-note`}
              {...field('grace_period_days')}
            />
          </Field>
        </div>
      </fieldset>

      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saveTenant.isPending}>
          {saveTenant.isPending && <Spinner />}
          {isEditing ? 'Save Changes' : 'Add Tenant'}
        </Button>
      </div>
    </form>
  );
}

type FieldProps<K extends keyof TenantFormValues> = {
  id: string;
  name: K;
  value: TenantFormValues[K];
  onChange: (event: { target: { value: string } }) => void;
};

/**
 * A lease that started before this month (docs/decisions/0012-rent-tracked-from.md): from when Astor keeps
 * its rent, and what the tenant owed (or had in credit) on that day.
 */
function ExistingTenancyFields({
  id,
  isLoading,
  field,
}: {
  id: string;
  isLoading: boolean;
  field: <K extends 'ledger_start_date' | 'opening_balance'>(name: K) => FieldProps<K>;
}) {
  return (
    <fieldset
      className="space-y-3 rounded-md border border-slate-200 bg-slate-50/60 p-3 sm:col-span-2"
      aria-describedby={`${id}-note`}
    >
      <legend className="px-1 text-sm font-medium text-slate-900">Existing tenancy</legend>
      <p id={`${id}-note`} className="-mt-1 text-sm text-slate-500">
        Leave empty to charge every month since the lease started.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Rent tracked from" id={field('ledger_start_date').id}>
          <Input type="date" disabled={isLoading} {...field('ledger_start_date')} />
        </Field>
        <Field
          label="Balance owed on that date"
          id={field('opening_balance').id}
          note="Negative for a credit."
        >
          <Input
            type="number"
            inputMode="decimal"
            step={0.01}
            disabled={isLoading}
            placeholder={isLoading ? 'Loading...' : '0.00'}
            aria-describedby={`${field('opening_balance').id}-note`}
            {...field('opening_balance')}
          />
        </Field>
      </div>
    </fieldset>
  );
}

/** The tenant is saved either way; what happened to the lease is said plainly beside it. */
function reportLease(lease: LeaseOutcome) {
  if (lease.kind === 'already-exists') {
    toast.info('A lease of this type already exists for this property, so no new lease was created.');
  } else if (lease.kind === 'failed') {
    const detail = getErrorDetail(lease.error);
    toast.error(`The lease could not be saved${detail ? `: ${detail}` : '.'}`);
  }
}
