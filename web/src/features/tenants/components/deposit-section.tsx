import { useId, useState, type FormEvent } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Deposit, DepositEntry } from '@astor/contract/deposits';
import { Button } from '@/components/ui/button';
import { ActionsHeader, ColumnHeader } from '@/components/ui/column-header';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { AmountInput, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { fieldBinder } from '@/lib/form-fields';
import { displayValue, formatDate, formatMoney, todayIso } from '@/lib/format';
import { useAddDepositEntry } from '../api/add-deposit-entry';
import { useDeleteDepositEntry } from '../api/delete-deposit-entry';
import { useDownloadDepositLetter } from '../api/download-deposit-letter';
import { useDeposit } from '../api/get-deposit';
import {
  DEPOSIT_KIND_LABELS,
  depositErrorsFrom,
  emptyDepositForm,
  NO_DEPOSIT_ERRORS,
  readDepositForm,
  type DepositFormErrors,
  type DepositFormValues,
} from '../lib/deposit-form';

export const DELETE_ENTRY_CONFIRMATION = 'Delete this deposit entry?';

/**
 * A lease's security deposit: what is held (money of the tenant's, never income), each entry received,
 * deducted (with its reason) or returned, the state's return deadline with its statute, and the itemised
 * deduction letter.
 */
export function DepositSection({ leaseId }: { leaseId: string }) {
  const deposit = useDeposit(leaseId);
  const download = useDownloadDepositLetter();
  const [actionError, setActionError] = useState<string | null>(null);

  async function handleDownload() {
    setActionError(null);
    try {
      await download.mutateAsync(leaseId);
    } catch (error) {
      setActionError(getErrorDetail(error) ?? 'Failed to download the deduction letter. Please try again.');
    }
  }

  return (
    <section aria-labelledby={`deposit-${leaseId}`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`deposit-${leaseId}`} className="text-sm font-semibold text-slate-900">
          Security deposit
        </h3>
        <Button
          variant="secondary"
          size="sm"
          disabled={!deposit.data || download.isPending}
          onClick={() => void handleDownload()}
        >
          {download.isPending ? <Spinner /> : <Download className="size-4" aria-hidden />}
          Download deduction letter
        </Button>
      </div>
      <FormError message={actionError} />
      {deposit.isPending ? (
        <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-500">
          <Spinner /> Loading...
        </p>
      ) : deposit.isError ? (
        <FormError message={getErrorDetail(deposit.error) ?? 'Failed to fetch the deposit.'} />
      ) : (
        <DepositBody deposit={deposit.data} onError={setActionError} />
      )}
    </section>
  );
}

function DepositBody({ deposit, onError }: { deposit: Deposit; onError: (message: string | null) => void }) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Held" value={formatMoney(deposit.held)} strong />
        <Figure label="Received" value={formatMoney(deposit.received)} />
        <Figure label="Deductions" value={formatMoney(deposit.deductions)} />
        <Figure label="Returned" value={formatMoney(deposit.returned)} />
      </dl>
      {deposit.agreed !== null && deposit.received === 0 && (
        <p className="text-xs text-slate-500">The lease sets a deposit of {formatMoney(deposit.agreed)}.</p>
      )}
      <Deadline deposit={deposit} />
      <EntriesTable deposit={deposit} onError={onError} />
      <AddEntryForm leaseId={deposit.lease_id} />
    </div>
  );
}

function Deadline({ deposit }: { deposit: Deposit }) {
  const deadline = deposit.return_deadline;
  return (
    <div
      className="rounded-lg border border-slate-200 bg-slate-50/60 px-3 py-2 text-sm"
      aria-label="Return deadline"
    >
      <p className="font-medium text-slate-900">
        {deadline.due_date
          ? `Return deadline: ${formatDate(deadline.due_date)}`
          : deadline.citation && !deadline.move_out_date
            ? 'Return deadline: set the lease end date (move-out) to see it'
            : 'Return deadline: check your state’s law'}
        {deadline.move_out_date && (
          <span className="font-normal text-slate-500"> · move-out {formatDate(deadline.move_out_date)}</span>
        )}
      </p>
      <p className="mt-1 text-slate-700">
        {deadline.rule}
        {deadline.citation && <span className="text-slate-500"> ({deadline.citation})</span>}
      </p>
      <p className="mt-1 text-xs text-slate-500">{deadline.note}</p>
    </div>
  );
}

function EntriesTable({ deposit, onError }: { deposit: Deposit; onError: (message: string | null) => void }) {
  const deleteEntry = useDeleteDepositEntry();

  async function handleDelete(entry: DepositEntry) {
    if (!window.confirm(DELETE_ENTRY_CONFIRMATION)) return;
    onError(null);
    try {
      await deleteEntry.mutateAsync({ leaseId: deposit.lease_id, entryId: entry.id });
      toast.success('Deposit entry deleted', { duration: 3000 });
    } catch (error) {
      onError(getErrorDetail(error) ?? 'Failed to delete the entry. Please try again.');
    }
  }

  if (deposit.entries.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
        No deposit recorded for this lease yet.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Deposit entries</caption>
        <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <ColumnHeader>Date</ColumnHeader>
            <ColumnHeader>Entry</ColumnHeader>
            <ColumnHeader>Reason or note</ColumnHeader>
            <ColumnHeader align="right">Amount</ColumnHeader>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {deposit.entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(entry.date)}</td>
              <td className="px-3 py-2 text-slate-700">{DEPOSIT_KIND_LABELS[entry.kind]}</td>
              <td className="px-3 py-2 break-words text-slate-700">{displayValue(entry.description)}</td>
              <td
                className={cn(
                  'px-3 py-2 text-right whitespace-nowrap tabular-nums',
                  entry.kind === 'received' ? 'text-slate-900' : 'text-red-700',
                )}
              >
                {entry.kind === 'received' ? formatMoney(entry.amount) : `−${formatMoney(entry.amount)}`}
              </td>
              <td className="px-2 py-1 text-right">
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-slate-500 hover:text-red-700"
                  aria-label={`Delete ${DEPOSIT_KIND_LABELS[entry.kind].toLowerCase()} of ${formatMoney(entry.amount)} on ${formatDate(entry.date)}`}
                  disabled={deleteEntry.isPending}
                  onClick={() => void handleDelete(entry)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AddEntryForm({ leaseId }: { leaseId: string }) {
  const id = useId();
  const [values, setValues] = useState<DepositFormValues>(() => emptyDepositForm(todayIso()));
  const [errors, setErrors] = useState<DepositFormErrors>(NO_DEPOSIT_ERRORS);
  const addEntry = useAddDepositEntry();

  const field = fieldBinder(id, values, setValues, errors);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readDepositForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors(NO_DEPOSIT_ERRORS);
    try {
      await addEntry.mutateAsync({ leaseId, input: read.input });
      toast.success('Deposit entry added', { duration: 3000 });
      setValues(emptyDepositForm(todayIso(), values.kind));
    } catch (caught) {
      setErrors(depositErrorsFrom(caught, 'Failed to add the entry. Please try again.'));
    }
  }

  const isDeduction = values.kind === 'deduction';
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg border border-slate-200 p-3"
    >
      <h4 id={`${id}-title`} className="text-sm font-medium text-slate-900">
        Add a deposit entry
      </h4>
      <FormError message={errors.form} />
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_2fr]">
        <Field label="Entry" id={`${id}-kind`} error={errors.fields.kind}>
          <Select {...field('kind')}>
            <option value="received">Received</option>
            <option value="deduction">Deduction</option>
            <option value="returned">Returned</option>
          </Select>
        </Field>
        <Field label="Amount" id={`${id}-amount`} error={errors.fields.amount}>
          <AmountInput {...field('amount')} />
        </Field>
        <Field label="Date" id={`${id}-date`} error={errors.fields.date}>
          <Input type="date" {...field('date')} />
        </Field>
        <Field
          label={isDeduction ? 'Reason' : 'Note (optional)'}
          id={`${id}-description`}
          error={errors.fields.description}
        >
          <Input
            autoComplete="off"
            placeholder={isDeduction ? 'e.g. Carpet cleaning' : ''}
            {...field('description')}
          />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={addEntry.isPending}>
          {addEntry.isPending && <Spinner />}
          Add entry
        </Button>
      </div>
    </form>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={cn(
        'rounded-lg border px-3 py-2',
        strong ? 'border-slate-300 bg-slate-50' : 'border-slate-200',
      )}
    >
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-base font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
