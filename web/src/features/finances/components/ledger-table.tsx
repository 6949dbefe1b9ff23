import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { LedgerRow, LedgerSort } from '@astor/contract/ledger';
import { cardTable } from '@/components/ui/card-table';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { displayValue, formatDate, formatLedgerAmount } from '@/lib/format';
import { selectionState } from '../lib/ledger-selection';
import { ariaSortOf, type LedgerOrdering } from '../lib/ledger-sort';
import { RowActionsMenu } from './row-actions-menu';

/** The columns, each with the key it sorts by (bank account and method do not sort). */
const COLUMNS: readonly { label: string; sort?: LedgerSort }[] = [
  { label: 'Date', sort: 'date' },
  { label: 'Description', sort: 'description' },
  { label: 'Property', sort: 'property' },
  { label: 'Category', sort: 'category' },
  { label: 'Entity', sort: 'entity' },
  { label: 'Amount', sort: 'amount' },
  { label: 'Bank account' },
  { label: 'Method' },
];

/**
 * A phone's card per row (docs/product.md#phones): the checkbox, description, amount and menu on the first
 * line, then the date and each detail the row has on a line of its own (an empty one is left out).
 */
const card = {
  row: 'max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)_auto_auto] max-md:items-start max-md:gap-x-3 max-md:px-4 max-md:py-3',
  checkbox: 'max-md:col-start-1 max-md:row-span-6 max-md:row-start-1 max-md:p-0 max-md:pt-0.5',
  description: 'max-md:col-start-2 max-md:row-start-1 max-md:font-medium',
  amount: 'max-md:col-start-3 max-md:row-start-1 max-md:whitespace-nowrap',
  menu: 'max-md:col-start-4 max-md:row-start-1 max-md:-mt-1.5 max-md:p-0',
  detail: (value: string | null | undefined) =>
    cn(
      cardTable.cell,
      cardTable.labelledCell,
      'max-md:col-span-3 max-md:col-start-2',
      !value && 'max-md:hidden',
    ),
};

/**
 * docs/product.md#ledger: the ledger table, one page of rows: checkbox, Date, Description, Property,
 * Category, Entity, Amount, Bank account, Method, row menu; a click on a sortable header sorts the whole
 * ledger by it. Amounts in the ledger format (expenses negative, in parentheses), each in its own currency
 * (never converted).
 */
export function LedgerTable({
  rows,
  selected,
  onToggleRow,
  onToggleAll,
  onDeleteRow,
  ordering,
  onSort,
  isRefreshing,
}: {
  rows: readonly LedgerRow[];
  selected: ReadonlySet<string>;
  onToggleRow: (id: string) => void;
  onToggleAll: () => void;
  onDeleteRow: (row: LedgerRow) => void;
  ordering: LedgerOrdering;
  onSort: (column: LedgerSort) => void;
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
      <table className={cn('min-w-full divide-y divide-slate-200 text-sm', cardTable.table)}>
        {/* On a phone the header is a bar: Select all, then the sort buttons. */}
        <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase max-md:block">
          <tr className="max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-1 max-md:px-2 max-md:py-1">
            <th
              scope="col"
              className="w-10 px-4 py-3 max-md:w-full max-md:px-2 max-md:py-2 max-md:normal-case"
            >
              <HeaderCheckbox state={state} onChange={onToggleAll} isDisabled={rows.length === 0} />
            </th>
            {COLUMNS.map((column) => (
              <th
                key={column.label}
                scope="col"
                aria-sort={column.sort ? ariaSortOf(ordering, column.sort) : undefined}
                className={cn(
                  'px-4 py-3 whitespace-nowrap max-md:px-2 max-md:py-1.5',
                  column.label === 'Amount' && 'text-right',
                  !column.sort && 'max-md:hidden',
                )}
              >
                {column.sort ? (
                  <SortButton
                    label={column.label}
                    direction={ariaSortOf(ordering, column.sort)}
                    onClick={() => onSort(column.sort as LedgerSort)}
                  />
                ) : (
                  column.label
                )}
              </th>
            ))}
            <th scope="col" className="w-12 px-2 py-3 max-md:hidden">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className={cn('divide-y divide-slate-100', cardTable.body)}>
          {rows.map((row) => {
            const isSelected = selected.has(row.id);
            return (
              <tr key={row.id} className={cn(isSelected ? 'bg-indigo-50/60' : 'hover:bg-slate-50', card.row)}>
                <td className={cn('px-4 py-2.5', card.checkbox)}>
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
                <td
                  data-label="Date"
                  className={cn(
                    'px-4 py-2.5 whitespace-nowrap text-slate-700',
                    card.detail(row.transaction_date),
                    'max-md:row-start-2',
                  )}
                >
                  {formatDate(row.transaction_date)}
                </td>
                <td
                  className={cn(
                    'max-w-xs truncate px-4 py-2.5 text-slate-900',
                    cardTable.cell,
                    card.description,
                  )}
                  title={row.description ?? undefined}
                >
                  {displayValue(row.description)}
                </td>
                <td
                  data-label="Property"
                  className={cn(
                    'max-w-[14rem] truncate px-4 py-2.5 text-slate-700',
                    card.detail(row.property_address),
                  )}
                  title={row.property_address ?? undefined}
                >
                  {displayValue(row.property_address)}
                </td>
                <td
                  data-label="Category"
                  className={cn('px-4 py-2.5 whitespace-nowrap text-slate-700', card.detail(row.category))}
                >
                  {displayValue(row.category)}
                </td>
                <td
                  data-label="Entity"
                  className={cn('max-w-[12rem] truncate px-4 py-2.5 text-slate-700', card.detail(row.entity))}
                  title={row.entity ?? undefined}
                >
                  {displayValue(row.entity)}
                </td>
                <td
                  className={cn(
                    'px-4 py-2.5 text-right font-medium whitespace-nowrap tabular-nums',
                    row.amount < 0 ? 'text-slate-900' : 'text-emerald-700',
                    cardTable.cell,
                    card.amount,
                  )}
                >
                  {formatLedgerAmount(row.amount, row.currency)}
                </td>
                <td
                  data-label="Bank account"
                  className={cn(
                    'px-4 py-2.5 whitespace-nowrap text-slate-700',
                    card.detail(row.bank_account),
                  )}
                >
                  {displayValue(row.bank_account)}
                </td>
                <td
                  data-label="Method"
                  className={cn('px-4 py-2.5 whitespace-nowrap text-slate-700', card.detail(row.method))}
                >
                  {displayValue(row.method)}
                </td>
                <td className={cn('px-2 py-1.5 text-right', card.menu)}>
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

/** A sortable column's header: its label and an arrow for the order it sorts in. */
function SortButton({
  label,
  direction,
  onClick,
}: {
  label: string;
  direction: ReturnType<typeof ariaSortOf>;
  onClick: () => void;
}) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'inline-flex cursor-pointer items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600',
        direction !== 'none' && 'text-slate-900',
      )}
    >
      {label}
      <Icon className={cn('size-3.5', direction === 'none' && 'opacity-40')} aria-hidden />
    </button>
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
      label={<span className="sr-only max-md:not-sr-only max-md:text-sm max-md:font-medium">Select all</span>}
      checked={state === 'all'}
      onChange={onChange}
      disabled={isDisabled}
    />
  );
}
