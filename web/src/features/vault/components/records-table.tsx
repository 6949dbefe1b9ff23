import { useDeferredValue, useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cardTable } from '@/components/ui/card-table';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import type { VaultRow } from '../api/get-vault-records';
import { toDisplayFields, type DisplayField } from '../lib/record-display';
import {
  clampPage,
  describeShownRange,
  matchesSearch,
  pageCount,
  searchTextOf,
  tableColumns,
  VAULT_PAGE_SIZE,
} from '../lib/vault-table';

interface PreparedRow {
  row: VaultRow;
  fields: Map<string, DisplayField>;
  searchText: string;
}

/**
 * docs/product.md#vault-records: one folder's records as a table, with a search over all flattened values.
 * The rows are formatted once per load; only one page of 50 is rendered, so a large folder stays smooth.
 */
export function RecordsTable({
  folderLabel,
  rows,
  onOpen,
}: {
  folderLabel: string;
  rows: readonly VaultRow[];
  onOpen: (row: VaultRow) => void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  // Typing stays responsive on a big folder: the filtering follows the input a beat later.
  const deferredSearch = useDeferredValue(search);

  const { prepared, columns } = useMemo(() => {
    const displayed = rows.map((row) => toDisplayFields(row));
    return {
      columns: tableColumns(displayed),
      prepared: rows.map<PreparedRow>((row, index) => {
        const fields = displayed[index] ?? [];
        return {
          row,
          fields: new Map(fields.map((field) => [field.key, field])),
          searchText: searchTextOf(fields),
        };
      }),
    };
  }, [rows]);

  const matching = useMemo(
    () => prepared.filter((item) => matchesSearch(item.searchText, deferredSearch)),
    [prepared, deferredSearch],
  );

  const currentPage = clampPage(page, matching.length);
  const offset = currentPage * VAULT_PAGE_SIZE;
  const pageRows = matching.slice(offset, offset + VAULT_PAGE_SIZE);
  const pages = pageCount(matching.length);

  return (
    <div className="space-y-4">
      <SearchInput
        className="max-w-md"
        aria-label={`Search ${folderLabel}`}
        placeholder={`Search ${folderLabel.toLowerCase()}...`}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
      />

      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-500">
          This folder is empty.
        </p>
      ) : matching.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-500">
          No records match &lsquo;{search.trim()}&rsquo;.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs">
          <table
            className={cn('min-w-full divide-y divide-slate-200 text-sm', cardTable.table)}
            aria-label={`${folderLabel} records`}
          >
            <thead
              className={cn(
                'bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase',
                cardTable.head,
              )}
            >
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className="px-4 py-3 whitespace-nowrap">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={cn('divide-y divide-slate-100', cardTable.body)}>
              {pageRows.map(({ row, fields }) => (
                <tr
                  key={row.id}
                  onClick={() => onOpen(row)}
                  className={cn('cursor-pointer hover:bg-slate-50', cardTable.row)}
                >
                  {columns.map((column, index) => {
                    const text = fields.get(column.key)?.value ?? 'N/A';
                    return (
                      <td
                        key={column.key}
                        title={text.length > 40 ? text : undefined}
                        data-label={index === 0 ? undefined : column.label}
                        className={cn(
                          'max-w-xs truncate px-4 py-3 whitespace-nowrap',
                          cardTable.cell,
                          index === 0
                            ? 'font-medium text-slate-900'
                            : cn('text-slate-700', cardTable.labelledCell),
                        )}
                      >
                        {index === 0 ? (
                          // The row's keyboard way in: the first cell is a button opening the details.
                          <button
                            type="button"
                            onClick={(event) => {
                              event.stopPropagation();
                              onOpen(row);
                            }}
                            className="max-w-full cursor-pointer truncate rounded text-left hover:text-indigo-700 max-md:whitespace-normal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                          >
                            {text}
                          </button>
                        ) : (
                          text
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {rows.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-500">
          <p aria-live="polite">{describeShownRange(offset, pageRows.length, matching.length)}</p>
          {pages > 1 && (
            <div className="flex items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPage(currentPage - 1)}
                disabled={currentPage === 0}
              >
                <ChevronLeft className="size-4" aria-hidden />
                Previous
              </Button>
              <span>
                Page {currentPage + 1} of {pages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPage(currentPage + 1)}
                disabled={currentPage >= pages - 1}
              >
                Next
                <ChevronRight className="size-4" aria-hidden />
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
