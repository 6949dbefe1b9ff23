import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  type MaintenanceRequest,
} from '@astor/contract/maintenance';
import { tenantDisplayName } from '@astor/contract/tenants';
import type { Income, Expense } from '@astor/contract/finances';
import { LeaseStatementDialog } from '@/components/rent-ledger/lease-statement-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { getErrorDetail } from '@/lib/api-client';
import { displayValue, formatDate, formatMoney } from '@/lib/format';
import { usePropertyExpenses } from '@/lib/queries/expenses';
import { useLeases } from '@/lib/queries/leases';
import { usePropertyTenants } from '@/lib/queries/tenants';
import { usePropertyContracts } from '../api/get-contracts';
import { usePropertyDocuments } from '../api/get-documents';
import { usePropertyIncomes } from '../api/get-incomes';
import { usePropertyMaintenance } from '../api/get-maintenance';
import { useCreateMaintenanceRequest } from '../api/create-maintenance-request';
import { useUpdateMaintenanceStatus } from '../api/update-maintenance-status';
import { describeLeaseTerms, describeRentDue } from '../lib/lease-terms';
import { QueryState, RecordTable } from './query-state';

const cell = 'px-3 py-2 align-top';

const ActiveBadge = ({ isActive }: { isActive: boolean }) =>
  isActive ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>;

export function TenantsTab({ propertyId }: { propertyId: string }) {
  const tenants = usePropertyTenants(propertyId);
  return (
    <QueryState
      query={tenants}
      errorMessage="Failed to load tenants."
      emptyMessage="No tenants for this property yet."
    >
      {(records) => (
        <RecordTable caption="Tenants" columns={['Name', 'Email', 'Phone', 'Status']}>
          {records.map((tenant) => (
            <tr key={tenant.id}>
              <td className={`${cell} font-medium text-slate-900`}>{tenantDisplayName(tenant)}</td>
              <td className={cell}>
                {tenant.email ? (
                  <a className="text-indigo-600 hover:underline" href={`mailto:${tenant.email}`}>
                    {tenant.email}
                  </a>
                ) : (
                  displayValue(null)
                )}
              </td>
              <td className={cell}>
                {tenant.phone_number ? (
                  <a className="text-indigo-600 hover:underline" href={`tel:${tenant.phone_number}`}>
                    {tenant.phone_number}
                  </a>
                ) : (
                  displayValue(null)
                )}
              </td>
              <td className={cell}>
                {tenant.status === 'late' ? (
                  <Badge tone="red">Late</Badge>
                ) : (
                  <Badge tone="green">Current</Badge>
                )}
              </td>
            </tr>
          ))}
        </RecordTable>
      )}
    </QueryState>
  );
}

export function LeasesTab({ propertyId }: { propertyId: string }) {
  const leases = useLeases({ property_id: propertyId });
  const [statementLeaseId, setStatementLeaseId] = useState<string | null>(null);
  return (
    <>
      {statementLeaseId && (
        <LeaseStatementDialog leaseId={statementLeaseId} isOpen onClose={() => setStatementLeaseId(null)} />
      )}
      <QueryState
        query={leases}
        errorMessage="Failed to load leases."
        emptyMessage="No leases for this property yet."
      >
        {(records) => (
          <ul className="space-y-3">
            {records.map((lease) => {
              const terms = describeLeaseTerms(lease.special_lease_terms);
              return (
                <li key={lease.id} className="rounded-lg border border-slate-200 p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <p className="font-medium text-slate-900">{displayValue(lease.lease_type)}</p>
                      <p className="text-sm text-slate-500">
                        {formatDate(lease.start_date)} – {formatDate(lease.end_date)}
                        {lease.tenant && ` · ${tenantDisplayName(lease.tenant)}`}
                      </p>
                      <p className="text-sm text-slate-500">
                        {describeRentDue(lease.rent_due_day, lease.grace_period_days)}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <span className="text-sm font-semibold text-slate-900">
                        {formatMoney(lease.rent_amount_monthly)}
                        <span className="font-normal text-slate-500"> / month</span>
                      </span>
                      <ActiveBadge isActive={lease.is_active} />
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Statement of the ${displayValue(lease.lease_type)} lease from ${formatDate(lease.start_date)}`}
                        onClick={() => setStatementLeaseId(lease.id)}
                      >
                        Statement
                      </Button>
                    </div>
                  </div>
                  <div className="mt-3 border-t border-slate-100 pt-3 text-sm">
                    <p className="font-medium text-slate-700">Special terms</p>
                    {terms ? (
                      <dl className="mt-1 grid gap-1">
                        {[...terms.latePayment, ...terms.additionalFees].map((line, index) => (
                          <div
                            key={`${line.label}-${index}`}
                            className="flex flex-wrap justify-between gap-x-4"
                          >
                            <dt className="text-slate-500">{line.label}</dt>
                            <dd className="text-slate-800">{line.value}</dd>
                          </div>
                        ))}
                      </dl>
                    ) : (
                      <p className="mt-1 text-slate-500">No special terms</p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </>
  );
}

function TransactionTable({ caption, records }: { caption: string; records: Array<Income | Expense> }) {
  return (
    <RecordTable caption={caption} columns={['Date', 'Description', 'Category', 'Amount']}>
      {records.map((record) => (
        <tr key={record.id}>
          <td className={`${cell} whitespace-nowrap`}>{formatDate(record.transaction_date)}</td>
          <td className={cell}>{displayValue(record.description)}</td>
          <td className={cell}>{displayValue(record.category)}</td>
          <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
            {formatMoney(record.amount, record.currency)}
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}

export function FinancesTab({ propertyId }: { propertyId: string }) {
  const incomes = usePropertyIncomes(propertyId);
  const expenses = usePropertyExpenses(propertyId);
  return (
    <div className="space-y-6">
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Income</h3>
        <QueryState
          query={incomes}
          errorMessage="Failed to load income."
          emptyMessage="No income recorded for this property yet."
        >
          {(records) => <TransactionTable caption="Income" records={records} />}
        </QueryState>
      </section>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Expenses</h3>
        <QueryState
          query={expenses}
          errorMessage="Failed to load expenses."
          emptyMessage="No expenses recorded for this property yet."
        >
          {(records) => <TransactionTable caption="Expenses" records={records} />}
        </QueryState>
      </section>
    </div>
  );
}

export function DocumentsTab({ propertyId }: { propertyId: string }) {
  const documents = usePropertyDocuments(propertyId);
  return (
    <QueryState
      query={documents}
      errorMessage="Failed to load documents."
      emptyMessage="No documents for this property yet."
    >
      {(records) => (
        <RecordTable caption="Documents" columns={['Type', 'Upload date', 'Description']}>
          {records.map((document) => (
            <tr key={document.id}>
              <td className={`${cell} font-medium text-slate-900`}>{document.document_type}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDate(document.upload_date)}</td>
              <td className={cell}>{displayValue(document.description)}</td>
            </tr>
          ))}
        </RecordTable>
      )}
    </QueryState>
  );
}

export function ContractsTab({ propertyId }: { propertyId: string }) {
  const contracts = usePropertyContracts(propertyId);
  return (
    <QueryState
      query={contracts}
      errorMessage="Failed to load contracts."
      emptyMessage="No contracts for this property yet."
    >
      {(records) => (
        <RecordTable caption="Contracts" columns={['Type', 'Start', 'End', 'Status']}>
          {records.map((contract) => (
            <tr key={contract.id}>
              <td className={`${cell} font-medium text-slate-900`}>{displayValue(contract.contract_type)}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDate(contract.start_date)}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDate(contract.end_date)}</td>
              <td className={cell}>
                <ActiveBadge isActive={contract.is_active} />
              </td>
            </tr>
          ))}
        </RecordTable>
      )}
    </QueryState>
  );
}

const statusTone = { Pending: 'amber', 'In Progress': 'blue', Completed: 'green' } as const;
const priorityTone = { normal: 'neutral', urgent: 'amber', emergency: 'red' } as const;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function MaintenanceTab({ propertyId }: { propertyId: string }) {
  const requests = usePropertyMaintenance(propertyId);
  return (
    <div className="space-y-5">
      <QueryState
        query={requests}
        errorMessage="Failed to load maintenance requests."
        emptyMessage="No maintenance requests for this property yet."
      >
        {(records) => (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {records.map((request) => (
              <MaintenanceRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </QueryState>
      <AddMaintenanceForm propertyId={propertyId} />
    </div>
  );
}

function MaintenanceRow({ request }: { request: MaintenanceRequest }) {
  const selectId = useId();
  const updateStatus = useUpdateMaintenanceStatus();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-3">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-slate-900">{request.title}</p>
          <Badge tone={statusTone[request.status]}>{request.status}</Badge>
          {request.priority !== 'normal' && (
            <Badge tone={priorityTone[request.priority]}>{capitalize(request.priority)}</Badge>
          )}
        </div>
        {request.description && <p className="mt-1 text-sm text-slate-600">{request.description}</p>}
        <p className="mt-1 text-xs text-slate-500">
          Requested {formatDate(request.created_at)}
          {request.scheduled_for && ` · Scheduled for ${formatDate(request.scheduled_for)}`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Status of {request.title}
        </label>
        {updateStatus.isPending && <Spinner className="text-slate-400" />}
        <Select
          id={selectId}
          className="h-8 w-36 text-xs"
          value={request.status}
          disabled={updateStatus.isPending}
          onChange={(event) =>
            updateStatus.mutate(
              { id: request.id, status: event.target.value as MaintenanceRequest['status'] },
              {
                onError: (error) =>
                  toast.error(getErrorDetail(error) ?? 'Failed to update the request. Please try again.'),
              },
            )
          }
        >
          {MAINTENANCE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
      </div>
    </li>
  );
}

function AddMaintenanceForm({ propertyId }: { propertyId: string }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<MaintenanceRequest['priority']>('normal');
  const [scheduledFor, setScheduledFor] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createRequest = useCreateMaintenanceRequest();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (title.trim() === '') {
      setError('Title is required');
      return;
    }
    try {
      await createRequest.mutateAsync({
        property_id: propertyId,
        title: title.trim(),
        description: description.trim() || null,
        priority,
        scheduled_for: scheduledFor || null,
      });
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'Failed to add the request. Please try again.');
      return;
    }
    setTitle('');
    setDescription('');
    setPriority('normal');
    setScheduledFor('');
    toast.success('Maintenance request added', { duration: 3000 });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3 rounded-lg bg-slate-50 p-4">
      <h3 className="text-sm font-semibold text-slate-900">New maintenance request</h3>
      <FormError message={error} />
      <Field id={`${id}-title`} label="Title">
        <Input id={`${id}-title`} value={title} onChange={(event) => setTitle(event.target.value)} />
      </Field>
      <Field id={`${id}-description`} label="Description">
        <Textarea
          id={`${id}-description`}
          rows={2}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field id={`${id}-priority`} label="Priority">
          <Select
            id={`${id}-priority`}
            value={priority}
            onChange={(event) => setPriority(event.target.value as MaintenanceRequest['priority'])}
          >
            {MAINTENANCE_PRIORITIES.map((option) => (
              <option key={option} value={option}>
                {capitalize(option)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-scheduled`} label="Scheduled for">
          <Input
            id={`${id}-scheduled`}
            type="date"
            value={scheduledFor}
            onChange={(event) => setScheduledFor(event.target.value)}
          />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={createRequest.isPending}>
          {createRequest.isPending && <Spinner />}
          Add Request
        </Button>
      </div>
    </form>
  );
}
