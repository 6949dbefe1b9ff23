import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';

/** A tab's loading, failure and empty states around its records. */
export function QueryState<T>({
  query,
  errorMessage,
  emptyMessage,
  children,
}: {
  query: UseQueryResult<T[]>;
  errorMessage: string;
  emptyMessage: string;
  children: (records: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-slate-500">
        <Spinner /> Loading...
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="py-6 text-sm text-red-700">
        {errorMessage}
      </p>
    );
  }
  if (query.data.length === 0) return <EmptyState message={emptyMessage} />;
  return <>{children(query.data)}</>;
}

export function EmptyState({ message }: { message: string }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-200 px-4 py-8 text-center text-sm text-slate-500">
      {message}
    </p>
  );
}

/** A compact table: header cells from `columns`, rows as given. */
export function RecordTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-700">{children}</tbody>
      </table>
    </div>
  );
}
