import { useId, useState } from 'react';
import { ChevronLeft, ChevronRight, Download, Plus, ReceiptText, Trash2, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from '@astor/contract/categories';
import type { LedgerRow } from '@astor/contract/ledger';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { PropertyOptions, Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useProperties } from '@/lib/queries/properties';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useExportTransactions } from '../api/export-transactions';
import { useLedgerPage, type LedgerFilters } from '../api/get-ledger';
import { clampPage, describeShownRange, LEDGER_PAGE_SIZE, pageCount } from '../lib/ledger-paging';
import { selectedRowsOf, toggleAllOnPage, toggleRow } from '../lib/ledger-selection';
import { DEFAULT_ORDERING, toggleOrdering } from '../lib/ledger-sort';
import { LEDGER_LOAD_FAILED } from '../lib/transaction-messages';
import { AddTransactionDialog } from './add-transaction-dialog';
import { DeleteTransactionsDialog } from './delete-transactions-dialog';
import { ImportCsvDialog } from './import-csv-dialog';
import { LedgerSummary } from './ledger-summary';
import { LedgerTable } from './ledger-table';

const SEARCH_DELAY_MS = 300;
const NO_SELECTION: ReadonlySet<string> = new Set();
/** Every category either kind of transaction can have, once ('Other' is both), A to Z. */
const CATEGORY_CHOICES = [...new Set<string>([...INCOME_CATEGORIES, ...EXPENSE_CATEGORIES])].sort();

/**
 * docs/product.md#ledger: the ledger. One page of 50 rows is on screen; the server filters, pages and totals,
 * so the summary boxes follow the search and filters over the whole set, however large.
 */
export function LedgerPanel() {
  const id = useId();
  const [searchText, setSearchText] = useState('');
  const [propertyId, setPropertyId] = useState('');
  const [category, setCategory] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [ordering, setOrdering] = useState(DEFAULT_ORDERING);
  const q = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const filters: LedgerFilters = { q, propertyId, category, from, to };
  const hasFilters = Object.values(filters).some(Boolean);

  // The page belongs to one filtered and sorted set and the selection to one page. When either changes
  // they start over (page 1, nothing selected) and the old values are dropped, not just hidden: clearing a
  // search must not bring back the page or the ticks left before it.
  const filterKey = JSON.stringify({ ...filters, ...ordering });
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  if (paging.filterKey !== filterKey) setPaging({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const pageKey = `${filterKey}#${page}`;
  const [selection, setSelection] = useState({ pageKey, ids: NO_SELECTION });
  if (selection.pageKey !== pageKey) setSelection({ pageKey, ids: NO_SELECTION });
  const selected = selection.pageKey === pageKey ? selection.ids : NO_SELECTION;

  const ledger = useLedgerPage({
    ...filters,
    // The server's own order is the default: it is asked for only when a header changed it.
    ...(ordering === DEFAULT_ORDERING ? {} : ordering),
    limit: LEDGER_PAGE_SIZE,
    offset: page * LEDGER_PAGE_SIZE,
  });
  const properties = useProperties();
  const exportCsv = useExportTransactions();
  const [rowsToDelete, setRowsToDelete] = useState<LedgerRow[]>([]);
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [isImportOpen, setIsImportOpen] = useState(false);

  const rows = ledger.data?.items ?? [];
  const total = ledger.data?.total ?? 0;
  const selectedRows = selectedRowsOf(rows, selected);

  const goToPage = (next: number) => setPaging({ filterKey, page: next });
  const select = (update: (ids: ReadonlySet<string>) => Set<string>) =>
    setSelection({ pageKey, ids: update(selected) });

  function handleDeleted(deletedCount: number) {
    setRowsToDelete([]);
    setSelection({ pageKey, ids: NO_SELECTION });
    // Deleting the last rows of the last page moves back a page rather than showing an empty one.
    goToPage(clampPage(page, total - deletedCount));
  }

  function handleExport() {
    exportCsv.mutate(
      { propertyId, from, to },
      { onError: () => toast.error('Failed to export transactions') },
    );
  }

  function clearFilters() {
    setSearchText('');
    setPropertyId('');
    setCategory('');
    setFrom('');
    setTo('');
  }

  return (
    <div className="space-y-6">
      <LedgerSummary summary={ledger.data?.summary} />

      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          className="min-w-56 flex-1"
          placeholder="Search transactions..."
          aria-label="Search transactions"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <div className="w-52 space-y-1.5">
          <Label htmlFor={`${id}-property`} className="sr-only">
            Property
          </Label>
          <Select
            id={`${id}-property`}
            value={propertyId}
            onChange={(event) => setPropertyId(event.target.value)}
            disabled={!properties.isSuccess}
          >
            <option value="">All properties</option>
            <PropertyOptions properties={properties.data} />
          </Select>
        </div>
        <div className="w-44 space-y-1.5">
          <Label htmlFor={`${id}-category`} className="sr-only">
            Category
          </Label>
          <Select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="">All categories</option>
            {CATEGORY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <DateFilter id={`${id}-from`} label="From" value={from} max={to || undefined} onChange={setFrom} />
          <DateFilter id={`${id}-to`} label="To" value={to} min={from || undefined} onChange={setTo} />
        </div>
        {hasFilters && (
          <Button variant="ghost" onClick={clearFilters}>
            Clear
          </Button>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          {selectedRows.length > 0 && (
            <Button variant="secondary" onClick={() => setRowsToDelete(selectedRows)}>
              <Trash2 className="size-4 text-red-600" aria-hidden />
              Delete Selected ({selectedRows.length})
            </Button>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={handleExport}
            disabled={exportCsv.isPending}
            title="Exports every transaction of the chosen property and dates"
          >
            {exportCsv.isPending ? <Spinner /> : <Download className="size-4" aria-hidden />}
            Export CSV
          </Button>
          <Button variant="secondary" onClick={() => setIsImportOpen(true)}>
            <Upload className="size-4" aria-hidden />
            Import CSV
          </Button>
          <Button onClick={() => setIsAddOpen(true)}>
            <Plus className="size-4" aria-hidden />
            Add Transaction
          </Button>
        </div>
      </div>

      {ledger.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
          <Spinner /> Loading transactions...
        </p>
      ) : ledger.isError ? (
        <div className="space-y-3">
          <FormError message={LEDGER_LOAD_FAILED} />
          <Button variant="secondary" onClick={() => void ledger.refetch()}>
            Try again
          </Button>
        </div>
      ) : total === 0 ? (
        hasFilters ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-500">
            No transactions match your search and filters.
          </p>
        ) : (
          <EmptyState onAdd={() => setIsAddOpen(true)} onImport={() => setIsImportOpen(true)} />
        )
      ) : (
        <div className="space-y-3">
          <LedgerTable
            rows={rows}
            selected={selected}
            onToggleRow={(rowId) => select((ids) => toggleRow(ids, rowId))}
            onToggleAll={() =>
              select((ids) =>
                toggleAllOnPage(
                  ids,
                  rows.map((row) => row.id),
                ),
              )
            }
            onDeleteRow={(row) => setRowsToDelete([row])}
            ordering={ordering}
            onSort={(column) => setOrdering((current) => toggleOrdering(current, column))}
            isRefreshing={ledger.isFetching}
          />
          <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-500" aria-live="polite">
              {describeShownRange(page * LEDGER_PAGE_SIZE, rows.length, total)}
            </p>
            <div className="flex items-center gap-2">
              <span className="text-sm text-slate-500">
                Page {page + 1} of {pageCount(total)}
              </span>
              <Button variant="secondary" size="sm" onClick={() => goToPage(page - 1)} disabled={page === 0}>
                <ChevronLeft className="size-4" aria-hidden />
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => goToPage(page + 1)}
                disabled={page + 1 >= pageCount(total)}
              >
                Next
                <ChevronRight className="size-4" aria-hidden />
              </Button>
            </div>
          </nav>
        </div>
      )}

      <DeleteTransactionsDialog
        rows={rowsToDelete}
        onClose={() => setRowsToDelete([])}
        onDeleted={handleDeleted}
      />
      <AddTransactionDialog isOpen={isAddOpen} onClose={() => setIsAddOpen(false)} />
      <ImportCsvDialog isOpen={isImportOpen} onClose={() => setIsImportOpen(false)} />
    </div>
  );
}

function DateFilter({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-slate-500">
        {label}
      </Label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        className="w-40"
      />
    </div>
  );
}

/** An honest empty state: no sample rows, just the two ways to put the first ones in. */
function EmptyState({ onAdd, onImport }: { onAdd: () => void; onImport: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <ReceiptText className="size-6" aria-hidden />
      </span>
      <p className="mt-4 text-base font-medium text-slate-900">No transactions yet.</p>
      <p className="mt-1 max-w-md text-sm text-slate-500">
        Record rent, repairs and bills one by one, or import a bank statement.
      </p>
      <div className="mt-6 flex gap-3">
        <Button variant="secondary" onClick={onImport}>
          Import CSV
        </Button>
        <Button onClick={onAdd}>Add Transaction</Button>
      </div>
    </div>
  );
}
