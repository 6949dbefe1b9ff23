import { useEffect, useRef } from 'react';
import type { LedgerRow } from '@astor/contract/ledger';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { displayValue, formatDate, formatLedgerAmount } from '@/lib/format';
import { selectionState } from '../lib/ledger-selection';
import { RowActionsMenu } from './row-actions-menu';

const COLUMNS = ['Date', 'Description', 'Entity', 'Amount', 'Bank account', 'Method'] as const;

/**
 * docs/product.md#ledger: the ledger table, one page of rows: checkbox, Date, Description, Entity, Amount,
 * Bank account, Method, row menu. Amounts in the ledger format (expenses negative, in parentheses), each in
 * its own currency (never converted).
 */
export function LedgerTable({
  rows,
  selected,
  onToggleRow,
  onToggleAll,
  onDeleteRow,
  isRefreshing,
}: {
  rows: readonly LedgerRow[];
  selected: ReadonlySet<string>;
  onToggleRow: (id: string) => void;
  onToggleAll: () => void;
  onDeleteRow: (row: LedgerRow) => void;
  /** A new page or search is loading while this one stays on screen. */
  isRefreshing: boolean;
}) {
  const state = selectionState(
    selected,
    rows.map((row) => row.id),
  );

  return (
    <div
      className={cn(
        'overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs transition-opacity',
        isRefreshing && 'opacity-60',
      )}
      aria-busy={isRefreshing}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <HeaderCheckbox state={state} onChange={onToggleAll} isDisabled={rows.length === 0} />
            </th>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn('px-4 py-3 whitespace-nowrap', column === 'Amount' && 'text-right')}
              >
                {column}
              </th>
            ))}
            <th scope="col" className="w-12 px-2 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const isSelected = selected.has(row.id);
            return (
              <tr key={row.id} className={isSelected ? 'bg-indigo-50/60' : 'hover:bg-slate-50'}>
                <td className="px-4 py-2.5">
                  <Checkbox
                    label={
                      <span className="sr-only">
                        Select {displayValue(row.description)} on {formatDate(row.transaction_date)}
                      </span>
                    }
                    checked={isSelected}
                    onChange={() => onToggleRow(row.id)}
                  />
                </td>
                <td className="px-4 py-2.5 whitespace-nowrap text-slate-700">
                  {formatDate(row.transaction_date)}
                </td>
                <td
                  className="max-w-xs truncate px-4 py-2.5 text-slate-900"
                  title={row.description ?? undefined}
                >
                  {displayValue(row.description)}
                </td>
                <td
                  className="max-w-[12rem] truncate px-4 py-2.5 text-slate-700"
                  title={row.entity ?? undefined}
                >
                  {displayValue(row.entity)}
                </td>
                <td
                  className={cn(
                    'px-4 py-2.5 text-right font-medium whitespace-nowrap tabular-nums',
                    row.amount < 0 ? 'text-slate-900' : 'text-emerald-700',
                  )}
                >
                  {formatLedgerAmount(row.amount, row.currency)}
                </td>
                <td className="px-4 py-2.5 whitespace-nowrap text-slate-700">
                  {displayValue(row.bank_account)}
                </td>
                <td className="px-4 py-2.5 whitespace-nowrap text-slate-700">{displayValue(row.method)}</td>
                <td className="px-2 py-1.5 text-right">
                  <RowActionsMenu
                    actions={[{ label: 'Delete', tone: 'danger', onSelect: () => onDeleteRow(row) }]}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Checked when the whole page is selected, mixed when part of it is. */
function HeaderCheckbox({
  state,
  onChange,
  isDisabled,
}: {
  state: ReturnType<typeof selectionState>;
  onChange: () => void;
  isDisabled: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // `indeterminate` exists only as a DOM property.
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <Checkbox
      ref={ref}
      label={<span className="sr-only">Select all</span>}
      checked={state === 'all'}
      onChange={onChange}
      disabled={isDisabled}
    />
  );
}
