import type { LedgerSummary as Summary } from '@astor/contract/ledger';
import { cn } from '@/lib/cn';
import { formatLedgerAmount } from '@/lib/format';

/**
 * docs/product.md#ledger-summary: the ledger's four summary boxes over the whole filtered set (not just the
 * page): Total Income, Total Expenses, Net and the Score, Good when income covers expenses, otherwise Review.
 */
export function LedgerSummary({ summary }: { summary: Summary | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <SummaryBox
        label="Total Income"
        value={summary && formatLedgerAmount(summary.income)}
        tone="text-emerald-700"
      />
      <SummaryBox label="Total Expenses" value={summary && formatLedgerAmount(summary.expenses)} />
      <SummaryBox
        label="Net"
        value={summary && formatLedgerAmount(summary.net)}
        tone={summary && summary.net < 0 ? 'text-red-700' : undefined}
      />
      <SummaryBox
        label="Score"
        value={summary?.score}
        tone={summary?.score === 'Review' ? 'text-amber-700' : 'text-emerald-700'}
        hint={summary && (summary.score === 'Good' ? 'Income covers expenses' : 'Expenses exceed income')}
      />
    </dl>
  );
}

function SummaryBox({
  label,
  value,
  tone,
  hint,
}: {
  label: string;
  value: string | undefined;
  tone?: string;
  hint?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      {/* cn does not merge classes, so the default colour is left out when a tone is given. */}
      <dd className={cn('mt-2 text-2xl font-semibold tracking-tight tabular-nums', tone ?? 'text-slate-900')}>
        {value ?? <Placeholder />}
      </dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-500">{hint}</dd>}
    </div>
  );
}

/** Shown while the totals load: a grey bar, never a made-up 0. */
function Placeholder() {
  return (
    <span className="inline-block h-7 w-24 animate-pulse rounded bg-slate-100 align-middle">
      <span className="sr-only">Loading</span>
    </span>
  );
}
