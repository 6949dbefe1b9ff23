import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { Lease } from '@astor/contract/leases';
import type { UnmatchedPayment } from '@astor/contract/rent-ledger';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { displayValue, formatDate, formatMoney } from '@/lib/format';
import { useLeases } from '@/lib/queries/leases';
import { useAssignPayment } from '../api/assign-payment';
import { useUnmatchedPayments } from '../api/get-unmatched-payments';
import { leaseChoicesFor } from '../lib/lease-choices';

/**
 * Rent incomes that belong to no lease (recorded in the ledger or imported from the bank without one, and
 * not matched by the server): each is assigned to a lease here, and then counts on the rent roll.
 */
export function UnmatchedPaymentsPanel() {
  const payments = useUnmatchedPayments();
  const hasPayments = (payments.data?.length ?? 0) > 0;
  const leases = useLeases({}, { isEnabled: hasPayments });

  return (
    <section aria-labelledby="unmatched-rent-payments" className="space-y-3">
      <div>
        <h2 id="unmatched-rent-payments" className="text-lg font-semibold text-slate-900">
          Unmatched rent payments
        </h2>
        <p className="text-sm text-slate-500">
          Rent recorded without a lease. Assign each to its lease so that it counts on the rent roll.
        </p>
      </div>
      {payments.isPending ? (
        <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-500">
          <Spinner /> Loading unmatched payments...
        </p>
      ) : payments.isError ? (
        <FormError message="Failed to fetch unmatched rent payments." />
      ) : payments.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-6 text-center text-sm text-slate-500">
          Every rent payment is matched to a lease.
        </p>
      ) : (
        <>
          {leases.isError && <FormError message="Failed to fetch leases." />}
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-xs">
            {payments.data.map((payment) => (
              <UnmatchedPaymentItem
                key={payment.income_id}
                payment={payment}
                leases={leases.data}
                isLoadingLeases={leases.isPending}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function UnmatchedPaymentItem({
  payment,
  leases,
  isLoadingLeases,
}: {
  payment: UnmatchedPayment;
  leases: Lease[] | undefined;
  isLoadingLeases: boolean;
}) {
  const id = useId();
  const choices = leaseChoicesFor(payment, leases ?? []);
  // The only suggestion is chosen already; otherwise the landlord picks.
  const [leaseId, setLeaseId] = useState(() =>
    payment.candidate_lease_ids.length === 1 ? (payment.candidate_lease_ids[0] ?? '') : '',
  );
  const [error, setError] = useState<string | null>(null);
  const assign = useAssignPayment();
  const summary = `${formatMoney(payment.amount)} on ${formatDate(payment.date)}`;

  function handleAssign() {
    if (!leaseId) {
      setError('Choose the lease this payment is for.');
      return;
    }
    setError(null);
    assign.mutate(
      { incomeId: payment.income_id, leaseId },
      {
        onSuccess: () => toast.success('Payment assigned to the lease', { duration: 3000 }),
        onError: (caught) =>
          setError(getErrorDetail(caught) ?? 'Failed to assign the payment. Please try again.'),
      },
    );
  }

  return (
    <li className="grid gap-3 p-4 md:grid-cols-[1fr_minmax(16rem,24rem)_auto] md:items-end">
      <div className="min-w-0">
        <p className="font-medium text-slate-900 tabular-nums">{summary}</p>
        <p className="text-sm text-slate-500">
          {displayValue(payment.property_address)}
          {payment.entity && ` · ${payment.entity}`}
        </p>
        {payment.description && <p className="truncate text-sm text-slate-500">{payment.description}</p>}
      </div>
      <Field id={`${id}-lease`} label="Lease">
        <Select
          id={`${id}-lease`}
          value={leaseId}
          onChange={(event) => setLeaseId(event.target.value)}
          disabled={isLoadingLeases}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        >
          <option value="">{isLoadingLeases ? 'Loading leases...' : 'Choose a lease'}</option>
          {choices.suggested.length > 0 && (
            <optgroup label="Suggested">
              {choices.suggested.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          )}
          {choices.others.length > 0 && (
            <optgroup label={choices.suggested.length > 0 ? 'Other leases' : 'Leases'}>
              {choices.others.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          )}
        </Select>
      </Field>
      <Button
        variant="secondary"
        onClick={handleAssign}
        disabled={assign.isPending}
        aria-label={`Assign ${summary}`}
      >
        {assign.isPending && <Spinner />}
        Assign
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 md:col-span-3">
          {error}
        </p>
      )}
    </li>
  );
}
