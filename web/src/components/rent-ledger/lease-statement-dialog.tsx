import { useId, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { LeaseStatement, StatementLine } from '@astor/contract/rent-ledger';
import { Button } from '@/components/ui/button';
import { ActionsHeader, ColumnHeader } from '@/components/ui/column-header';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormError } from '@/components/ui/form-error';
import { AmountInput, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { fieldBinder } from '@/lib/form-fields';
import { formatDate, formatLedgerAmount, formatMoney, todayIso } from '@/lib/format';
import { useCreateLeaseCharge } from '@/lib/queries/rent-ledger/create-lease-charge';
import { useDeleteLeaseCharge } from '@/lib/queries/rent-ledger/delete-lease-charge';
import { useDownloadLeaseStatement } from '@/lib/queries/rent-ledger/download-lease-statement';
import {
  leaseStatementQueryOptions,
  type StatementRange,
} from '@/lib/queries/rent-ledger/get-lease-statement';
import {
  chargeErrorsFrom,
  emptyChargeForm,
  NO_CHARGE_ERRORS,
  readChargeForm,
  type ChargeFormErrors,
  type ChargeFormValues,
} from './charge-form';

const CHARGE_KIND_LABELS: Record<NonNullable<StatementLine['charge_kind']>, string> = {
  rent: 'Rent',
  fee: 'Fee',
  late_fee: 'Late fee',
  one_off: 'One-off charge',
  opening_balance: 'Balance brought forward',
};

/** What kind of line it is, in words: 'Payment', or the kind of charge. */
export const lineKindLabel = (line: StatementLine): string =>
  line.kind === 'payment' ? 'Payment' : CHARGE_KIND_LABELS[line.charge_kind ?? 'one_off'];

/**
 * A lease's statement (the tenant statement): its charges and payments with the running balance over a
 * date range, the opening and closing balance and the tenant's credit; one-off charges are added and
 * deleted here. Opened from the tenant popup, a property's lease and the rent roll.
 */
export function LeaseStatementDialog({
  leaseId,
  isOpen,
  onClose,
}: {
  leaseId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Statement" size="xl">
      {/* Mounted only while open: each opening starts from the whole lease and a closed charge form. */}
      <LeaseStatement leaseId={leaseId} />
    </Dialog>
  );
}

function LeaseStatement({ leaseId }: { leaseId: string }) {
  const id = useId();
  const [range, setRange] = useState<StatementRange>({ from: '', to: '' });
  const [isAddingCharge, setIsAddingCharge] = useState(false);
  const [lineToDelete, setLineToDelete] = useState<StatementLine | null>(null);
  const isRangeValid = !range.from || !range.to || range.from <= range.to;
  const downloadPdf = useDownloadLeaseStatement();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function handleDownload() {
    setDownloadError(null);
    try {
      await downloadPdf.mutateAsync({ leaseId, range });
    } catch (error) {
      setDownloadError(getErrorDetail(error) ?? 'Failed to download the statement. Please try again.');
    }
  }
  const statement = useQuery({
    ...leaseStatementQueryOptions(leaseId, range),
    enabled: isRangeValid,
    // The statement on screen stays while another range loads.
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-5">
      {statement.data && (
        <p className="-mt-2 text-sm text-slate-500">
          {statement.data.property_address}
          {' · '}
          {statement.data.tenant_names || 'No tenant'}
        </p>
      )}

      <div className="flex flex-wrap items-end gap-3">
        <Field id={`${id}-from`} label="From">
          <Input
            id={`${id}-from`}
            type="date"
            className="w-40"
            value={range.from}
            aria-invalid={!isRangeValid}
            aria-describedby={isRangeValid ? undefined : `${id}-range-error`}
            onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
          />
        </Field>
        <Field id={`${id}-to`} label="To">
          <Input
            id={`${id}-to`}
            type="date"
            className="w-40"
            value={range.to}
            aria-invalid={!isRangeValid}
            aria-describedby={isRangeValid ? undefined : `${id}-range-error`}
            onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
          />
        </Field>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button
            variant="secondary"
            disabled={!isRangeValid || downloadPdf.isPending}
            onClick={() => void handleDownload()}
          >
            {downloadPdf.isPending ? <Spinner /> : <Download className="size-4" aria-hidden />}
            Download PDF
          </Button>
          <Button
            variant="secondary"
            onClick={() => setIsAddingCharge(true)}
            disabled={isAddingCharge}
            aria-expanded={isAddingCharge}
          >
            <Plus className="size-4" aria-hidden />
            Add charge
          </Button>
        </div>
      </div>
      {!isRangeValid && (
        <p id={`${id}-range-error`} role="alert" className="text-sm text-red-600">
          The start date must be on or before the end date.
        </p>
      )}

      <FormError message={downloadError} />

      {isAddingCharge && <AddChargeForm leaseId={leaseId} onDone={() => setIsAddingCharge(false)} />}

      {statement.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500">
          <Spinner /> Loading the statement...
        </p>
      ) : statement.isError ? (
        <div className="space-y-3">
          <FormError message={getErrorDetail(statement.error) ?? 'Failed to fetch the statement.'} />
          <Button variant="secondary" onClick={() => void statement.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <StatementBody
          statement={statement.data}
          isRefreshing={statement.isPlaceholderData}
          onDelete={setLineToDelete}
        />
      )}

      <DeleteChargeDialog leaseId={leaseId} line={lineToDelete} onClose={() => setLineToDelete(null)} />
    </div>
  );
}

function StatementBody({
  statement,
  isRefreshing,
  onDelete,
}: {
  statement: LeaseStatement;
  isRefreshing: boolean;
  onDelete: (line: StatementLine) => void;
}) {
  const period = `${formatDate(statement.from)} – ${formatDate(statement.to)}`;
  return (
    <div
      className={cn('space-y-4 transition-opacity', isRefreshing && 'opacity-60')}
      aria-busy={isRefreshing}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Opening balance" value={formatLedgerAmount(statement.opening_balance)} />
        <Figure label="Closing balance" value={formatLedgerAmount(statement.closing_balance)} />
        {statement.credit > 0 && <Figure label="Credit" value={formatMoney(statement.credit)} tone="green" />}
      </dl>
      {statement.credit > 0 && (
        <p className="text-sm text-emerald-700">
          The tenant has paid {formatMoney(statement.credit)} ahead; it goes to the next charges.
        </p>
      )}

      {statement.lines.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
          No charges or payments from {period}.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Statement from {period}</caption>
            <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
              <tr>
                <ColumnHeader className="hidden sm:table-cell">Date</ColumnHeader>
                <ColumnHeader>Description</ColumnHeader>
                <ColumnHeader align="right">Amount</ColumnHeader>
                <ColumnHeader align="right">Balance</ColumnHeader>
                <ActionsHeader />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {statement.lines.map((line, index) => (
                <StatementRow
                  key={`${line.date}-${line.charge_id ?? line.income_id ?? index}-${index}`}
                  line={line}
                  onDelete={onDelete}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-xs text-slate-500">{period}. Payments and credits are shown in parentheses.</p>
      {statement.tracked_from && <TrackedFrom statement={statement} />}
    </div>
  );
}

/**
 * docs/decisions/0012-rent-tracked-from.md: the day rent is tracked from, and the payments dated before it,
 * which the balance brought forward settles: listed apart, in no balance.
 */
function TrackedFrom({ statement }: { statement: LeaseStatement }) {
  const earlier = statement.payments_before_tracking;
  return (
    <div className="space-y-2 text-sm text-slate-600">
      <p>
        Rent tracked from {formatDate(statement.tracked_from)}: what was owed before is the balance brought
        forward.
      </p>
      {earlier.length > 0 && (
        <section aria-label="Payments before rent was tracked">
          <p className="font-medium text-slate-900">
            Payments before rent was tracked (settled by the balance brought forward)
          </p>
          <ul className="mt-1 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {earlier.map((payment, index) => (
              <li
                key={`${payment.date}-${payment.income_id ?? index}`}
                className="flex justify-between gap-3 px-3 py-2"
              >
                <span>
                  {formatDate(payment.date)} · {payment.description}
                </span>
                <span className="whitespace-nowrap text-emerald-700 tabular-nums">
                  {formatMoney(payment.amount)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function StatementRow({ line, onDelete }: { line: StatementLine; onDelete: (line: StatementLine) => void }) {
  const isPayment = line.kind === 'payment';
  const isDeletable = line.kind === 'charge' && line.charge_kind === 'one_off' && Boolean(line.charge_id);
  return (
    <tr>
      <td className="hidden px-3 py-2 whitespace-nowrap text-slate-700 sm:table-cell">
        {formatDate(line.date)}
      </td>
      <td className="px-3 py-2">
        <span className="block text-slate-900">{line.description}</span>
        <span className="block text-xs text-slate-500">
          <span className="sm:hidden">{formatDate(line.date)} · </span>
          {lineKindLabel(line)}
        </span>
      </td>
      <td
        className={cn(
          'px-3 py-2 text-right whitespace-nowrap tabular-nums',
          isPayment ? 'text-emerald-700' : 'text-slate-900',
        )}
      >
        {formatLedgerAmount(isPayment ? -line.amount : line.amount)}
      </td>
      <td className="px-3 py-2 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
        {formatLedgerAmount(line.balance)}
      </td>
      <td className="px-2 py-1 text-right">
        {isDeletable && (
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-slate-500 hover:text-red-700"
            aria-label={`Delete charge ${line.description}`}
            onClick={() => onDelete(line)}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        )}
      </td>
    </tr>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'green' }) {
  return (
    <div className="rounded-lg border border-slate-200 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd
        className={cn(
          'text-base font-semibold tabular-nums',
          tone === 'green' ? 'text-emerald-700' : 'text-slate-900',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

function AddChargeForm({ leaseId, onDone }: { leaseId: string; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState<ChargeFormValues>(() => emptyChargeForm(todayIso()));
  const [errors, setErrors] = useState<ChargeFormErrors>(NO_CHARGE_ERRORS);
  const createCharge = useCreateLeaseCharge();

  const field = fieldBinder(id, values, setValues, errors);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readChargeForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors(NO_CHARGE_ERRORS);
    try {
      await createCharge.mutateAsync({ leaseId, input: read.input });
      toast.success('Charge added', { duration: 3000 });
      onDone();
    } catch (caught) {
      setErrors(chargeErrorsFrom(caught, 'Failed to add the charge. Please try again.'));
    }
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        New one-off charge
      </h3>
      <FormError message={errors.form} />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <Field label="Description" id={`${id}-description`} error={errors.fields.description}>
          <Input
            autoComplete="off"
            placeholder="e.g. Replacement key"
            data-autofocus
            {...field('description')}
          />
        </Field>
        <Field label="Amount" id={`${id}-amount`} error={errors.fields.amount}>
          <AmountInput {...field('amount')} />
        </Field>
        <Field label="Due date" id={`${id}-due_date`} error={errors.fields.due_date}>
          <Input type="date" {...field('due_date')} />
        </Field>
      </div>
      <FormActions onCancel={onDone} isSaving={createCharge.isPending} submitLabel="Add charge" />
    </form>
  );
}

function DeleteChargeDialog({
  leaseId,
  line,
  onClose,
}: {
  leaseId: string;
  line: StatementLine | null;
  onClose: () => void;
}) {
  const deleteCharge = useDeleteLeaseCharge();
  const [error, setError] = useState<string | null>(null);

  function close() {
    setError(null);
    onClose();
  }

  async function handleDelete() {
    if (!line?.charge_id) return;
    setError(null);
    try {
      await deleteCharge.mutateAsync({ leaseId, chargeId: line.charge_id });
      toast.success('Charge deleted', { duration: 3000 });
      close();
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'Failed to delete the charge. Please try again.');
    }
  }

  return (
    <Dialog
      isOpen={line !== null}
      // A call on the wire cannot be called back: the dialog stays until it ends.
      onClose={() => !deleteCharge.isPending && close()}
      title="Delete charge"
      size="sm"
    >
      {line && (
        <p className="text-sm text-slate-600">
          {`Delete '${line.description}' (${formatMoney(line.amount)}, due ${formatDate(line.date)})? This action cannot be undone.`}
        </p>
      )}
      {error && (
        <div className="mt-4">
          <FormError message={error} />
        </div>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={close} disabled={deleteCharge.isPending}>
          Cancel
        </Button>
        <Button
          data-autofocus
          className="bg-red-600 hover:bg-red-500 focus-visible:outline-red-600 active:bg-red-700"
          onClick={() => void handleDelete()}
          disabled={deleteCharge.isPending}
        >
          {deleteCharge.isPending && <Spinner />}
          {deleteCharge.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
