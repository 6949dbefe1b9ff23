import { useId, useState } from 'react';
import { Download, FileText } from 'lucide-react';
import { toast } from 'sonner';
import type { Aging, RentRoll, RentRollRow } from '@astor/contract/rent-ledger';
import { LeaseStatementDialog } from '@/components/rent-ledger/lease-statement-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDate, formatLedgerAmount, formatMoney, todayIso } from '@/lib/format';
import { useDownloadRentRollCsv } from '../api/download-rent-roll-csv';
import { useRentRoll } from '../api/get-rent-roll';
import { AGING_BUCKETS, describeDaysLate, RENT_STATUS_LOOKS } from '../lib/rent-roll';
import { UnmatchedPaymentsPanel } from './unmatched-payments-panel';

/**
 * The rent roll (docs/decisions/0006-rent-ledger.md): every lease on a day, with what was charged and
 * paid, the balance, the rent status, days late and the aging of what is unpaid. A table on wide
 * screens, cards on a phone; each lease opens its statement.
 */
export function RentRollReport() {
  const id = useId();
  const [today] = useState(todayIso);
  const [asOfInput, setAsOfInput] = useState(today);
  // A cleared or half-typed date keeps the roll on today rather than asking for nothing.
  const asOf = asOfInput || today;
  const rentRoll = useRentRoll(asOf);
  const download = useDownloadRentRollCsv();
  const [statementLeaseId, setStatementLeaseId] = useState<string | null>(null);

  function handleDownload() {
    download.mutate(asOf, { onError: () => toast.error('Failed to export the rent roll') });
  }

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">Rent roll</h2>
            <p className="text-sm text-slate-500">
              What each lease was charged and paid, and what is overdue, on the day you choose.
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <Field id={`${id}-as-of`} label="As of">
              <Input
                id={`${id}-as-of`}
                type="date"
                className="w-40"
                value={asOfInput}
                onChange={(event) => setAsOfInput(event.target.value)}
              />
            </Field>
            <Button variant="secondary" onClick={handleDownload} disabled={download.isPending}>
              {download.isPending ? <Spinner /> : <Download className="size-4" aria-hidden />}
              Export CSV
            </Button>
          </div>
        </div>

        {rentRoll.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
            <Spinner /> Loading the rent roll...
          </p>
        ) : rentRoll.isError ? (
          <div className="space-y-3">
            <FormError message="Failed to fetch the rent roll." />
            <Button variant="secondary" onClick={() => void rentRoll.refetch()}>
              Try again
            </Button>
          </div>
        ) : rentRoll.data.rows.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-500">
            No leases in force on {formatDate(asOf)}.
          </p>
        ) : (
          <div
            className={cn('transition-opacity', rentRoll.isPlaceholderData && 'opacity-60')}
            aria-busy={rentRoll.isPlaceholderData}
          >
            <RentRollTable rentRoll={rentRoll.data} onOpenStatement={setStatementLeaseId} />
            <RentRollCards rentRoll={rentRoll.data} onOpenStatement={setStatementLeaseId} />
          </div>
        )}
      </div>

      <UnmatchedPaymentsPanel />

      {statementLeaseId && (
        <LeaseStatementDialog leaseId={statementLeaseId} isOpen onClose={() => setStatementLeaseId(null)} />
      )}
    </div>
  );
}

interface RentRollViewProps {
  rentRoll: RentRoll;
  onOpenStatement: (leaseId: string) => void;
}

const money = 'px-3 py-2.5 text-right whitespace-nowrap tabular-nums';

/** Wide screens: one row per lease and a totals row. */
function RentRollTable({ rentRoll, onOpenStatement }: RentRollViewProps) {
  const { rows, totals } = rentRoll;
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs md:block">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Rent roll as of {formatDate(rentRoll.as_of)}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" rowSpan={2} className="px-3 py-2 text-left align-bottom">
              Property
            </th>
            <th scope="col" rowSpan={2} className="px-3 py-2 text-left align-bottom">
              Tenants
            </th>
            {['Rent', 'Charged', 'Paid', 'Balance'].map((label) => (
              <th key={label} scope="col" rowSpan={2} className="px-3 py-2 text-right align-bottom">
                {label}
              </th>
            ))}
            <th scope="col" rowSpan={2} className="px-3 py-2 text-left align-bottom">
              Status
            </th>
            <th scope="col" rowSpan={2} className="px-3 py-2 text-right align-bottom whitespace-nowrap">
              Days late
            </th>
            <th
              scope="colgroup"
              colSpan={AGING_BUCKETS.length}
              className="border-l border-slate-200 px-3 pt-2 text-center"
            >
              Unpaid by age
            </th>
            <th scope="col" rowSpan={2} className="px-3 py-2">
              <span className="sr-only">Statement</span>
            </th>
          </tr>
          <tr>
            {AGING_BUCKETS.map((bucket, index) => (
              <th
                key={bucket.key}
                scope="col"
                className={cn(
                  'px-3 pt-1 pb-2 text-right whitespace-nowrap',
                  index === 0 && 'border-l border-slate-200',
                )}
              >
                {bucket.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.lease_id} className="hover:bg-slate-50">
              <th scope="row" className="max-w-56 px-3 py-2.5 text-left font-medium text-slate-900">
                {row.property_address}
              </th>
              <td className="max-w-48 px-3 py-2.5 text-slate-700">{row.tenant_names || 'No tenant'}</td>
              <td className={cn(money, 'text-slate-700')}>{formatMoney(row.rent)}</td>
              <td className={cn(money, 'text-slate-700')}>{formatMoney(row.charged)}</td>
              <td className={cn(money, 'text-slate-700')}>{formatMoney(row.paid)}</td>
              <td className={cn(money, 'font-medium', balanceTone(row.balance))}>
                {formatLedgerAmount(row.balance)}
              </td>
              <td className="px-3 py-2.5">
                <RentStatusBadge status={row.status} />
              </td>
              <td className={cn(money, row.days_late > 0 ? 'font-medium text-red-700' : 'text-slate-400')}>
                {describeDaysLate(row.days_late)}
              </td>
              <AgingCells aging={row.aging} />
              <td className="px-2 py-1.5 text-right">
                <StatementButton row={row} onOpenStatement={onOpenStatement} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" colSpan={2} className="px-3 py-2.5 text-left">
              Total
            </th>
            <td className={money}>{formatMoney(totals.rent)}</td>
            <td className={money}>{formatMoney(totals.charged)}</td>
            <td className={money}>{formatMoney(totals.paid)}</td>
            <td className={cn(money, balanceTone(totals.balance))}>{formatLedgerAmount(totals.balance)}</td>
            <td />
            <td />
            <AgingCells aging={totals.aging} />
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function AgingCells({ aging }: { aging: Aging }) {
  return AGING_BUCKETS.map((bucket, index) => (
    <td
      key={bucket.key}
      className={cn(
        money,
        index === 0 && 'border-l border-slate-100',
        aging[bucket.key] === 0
          ? 'text-slate-400'
          : bucket.key === 'current'
            ? 'text-slate-700'
            : 'text-red-700',
      )}
    >
      {formatMoney(aging[bucket.key])}
    </td>
  ));
}

/** Phones: one card per lease, then the totals. */
function RentRollCards({ rentRoll, onOpenStatement }: RentRollViewProps) {
  const { rows, totals } = rentRoll;
  return (
    <div className="space-y-3 md:hidden">
      <ul aria-label={`Rent roll as of ${formatDate(rentRoll.as_of)}`} className="space-y-3">
        {rows.map((row) => (
          <li key={row.lease_id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{row.property_address}</p>
                <p className="text-sm text-slate-500">{row.tenant_names || 'No tenant'}</p>
              </div>
              <RentStatusBadge status={row.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <CardFact label="Rent" value={formatMoney(row.rent)} />
              <CardFact label="Charged" value={formatMoney(row.charged)} />
              <CardFact label="Paid" value={formatMoney(row.paid)} />
              <CardFact
                label="Balance"
                value={formatLedgerAmount(row.balance)}
                tone={balanceTone(row.balance)}
              />
              <CardFact label="Days late" value={describeDaysLate(row.days_late)} />
            </dl>
            <CardAging aging={row.aging} />
            <div className="mt-3 border-t border-slate-100 pt-3">
              <StatementButton row={row} onOpenStatement={onOpenStatement} />
            </div>
          </li>
        ))}
      </ul>
      <section aria-label="Rent roll totals" className="rounded-xl border border-slate-300 bg-slate-50 p-4">
        <p className="font-semibold text-slate-900">Total</p>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <CardFact label="Rent" value={formatMoney(totals.rent)} />
          <CardFact label="Charged" value={formatMoney(totals.charged)} />
          <CardFact label="Paid" value={formatMoney(totals.paid)} />
          <CardFact
            label="Balance"
            value={formatLedgerAmount(totals.balance)}
            tone={balanceTone(totals.balance)}
          />
        </dl>
        <CardAging aging={totals.aging} />
      </section>
    </div>
  );
}

function CardAging({ aging }: { aging: Aging }) {
  return (
    <div className="mt-3 border-t border-slate-100 pt-2">
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Unpaid by age</p>
      <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {AGING_BUCKETS.map((bucket) => (
          <CardFact
            key={bucket.key}
            label={bucket.label}
            value={formatMoney(aging[bucket.key])}
            tone={aging[bucket.key] > 0 && bucket.key !== 'current' ? 'text-red-700' : undefined}
          />
        ))}
      </dl>
    </div>
  );
}

function CardFact({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-slate-500">{label}</dt>
      <dd className={cn('font-medium tabular-nums', tone ?? 'text-slate-900')}>{value}</dd>
    </div>
  );
}

function StatementButton({
  row,
  onOpenStatement,
}: {
  row: RentRollRow;
  onOpenStatement: (leaseId: string) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Statement for ${row.property_address}`}
      onClick={() => onOpenStatement(row.lease_id)}
    >
      <FileText className="size-4" aria-hidden />
      Statement
    </Button>
  );
}

export function RentStatusBadge({ status }: { status: RentRollRow['status'] }) {
  const look = RENT_STATUS_LOOKS[status];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}

/** Owed is amber, a credit (paid ahead) green, settled plain. */
function balanceTone(balance: number): string {
  if (balance > 0) return 'text-amber-700';
  if (balance < 0) return 'text-emerald-700';
  return 'text-slate-900';
}
