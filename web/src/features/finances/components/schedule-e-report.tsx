import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useDownloadScheduleECsv } from '../api/download-schedule-e-csv';
import { useScheduleE } from '../api/get-schedule-e';
import { buildScheduleETable, reportYears, type ScheduleERow } from '../lib/schedule-e-table';

/** The Reports tab: IRS Schedule E by property for one calendar year, on screen and as CSV. */
export function ScheduleEReport() {
  const id = useId();
  const [years] = useState(() => reportYears());
  const [year, setYear] = useState(() => years[0] ?? new Date().getFullYear());
  const report = useScheduleE(year);
  const download = useDownloadScheduleECsv();

  function handleDownload() {
    download.mutate(year, { onError: () => toast.error('Failed to download the report') });
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Schedule E</h2>
          <p className="text-sm text-slate-500">
            Supplemental income and loss by property, for your tax return.
          </p>
        </div>
        <div className="flex items-end gap-3">
          <Field id={`${id}-year`} label="Year">
            <Select
              id={`${id}-year`}
              value={String(year)}
              onChange={(event) => setYear(Number(event.target.value))}
              className="w-28"
            >
              {years.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </Field>
          <Button variant="secondary" onClick={handleDownload} disabled={download.isPending}>
            {download.isPending ? <Spinner /> : <Download className="size-4" aria-hidden />}
            Download CSV
          </Button>
        </div>
      </div>

      {report.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
          <Spinner /> Loading the report...
        </p>
      ) : report.isError ? (
        <div className="space-y-3">
          <FormError message="Failed to fetch the report." />
          <Button variant="secondary" onClick={() => void report.refetch()}>
            Try again
          </Button>
        </div>
      ) : report.data.properties.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-500">
          No transactions in {year}.
        </p>
      ) : (
        <ScheduleETable table={buildScheduleETable(report.data)} year={year} />
      )}
    </div>
  );
}

function ScheduleETable({ table, year }: { table: ReturnType<typeof buildScheduleETable>; year: number }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Schedule E for {year}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 text-left">
              Line
            </th>
            {table.columns.map((column, index) => (
              <th
                key={`${index}-${column}`}
                scope="col"
                className={cn(
                  'max-w-48 px-4 py-3 text-right normal-case',
                  index === table.columns.length - 1 && 'bg-slate-100 text-slate-700',
                )}
                title={column}
              >
                <span className="line-clamp-2">{column}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <ReportRow key={`${row.kind}-${row.label}`} row={row} columnCount={table.columns.length} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReportRow({ row, columnCount }: { row: ScheduleERow; columnCount: number }) {
  if (row.kind === 'section') {
    return (
      <tr className="border-t border-slate-200 bg-slate-50/60">
        <th
          scope="colgroup"
          colSpan={columnCount + 1}
          className="px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          {row.label}
        </th>
      </tr>
    );
  }
  const isTotal = row.kind !== 'line';
  return (
    <tr
      className={cn(
        isTotal ? 'border-t border-slate-200 font-semibold text-slate-900' : 'text-slate-700',
        row.kind === 'net' && 'border-t-2 border-slate-300 bg-slate-50',
      )}
    >
      <th scope="row" className={cn('px-4 py-2 text-left whitespace-nowrap', !isTotal && 'pl-8 font-normal')}>
        {row.label}
      </th>
      {row.amounts.map((amount, index) => (
        <td
          key={index}
          className={cn(
            'px-4 py-2 text-right whitespace-nowrap tabular-nums',
            amount === 0 && !isTotal && 'text-slate-400',
            index === row.amounts.length - 1 && 'bg-slate-50 font-medium',
            row.kind === 'net' && amount < 0 && 'text-red-700',
          )}
        >
          {formatMoney(amount)}
        </td>
      ))}
    </tr>
  );
}
