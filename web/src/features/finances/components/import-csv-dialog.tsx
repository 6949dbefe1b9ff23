import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ImportResult, ImportRow } from '@astor/contract/ledger';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ColumnHeader } from '@/components/ui/column-header';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { PropertyOptions, Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { displayValue, formatDate, formatLedgerAmount } from '@/lib/format';
import { useProperties } from '@/lib/queries/properties';
import { useImportTransactions } from '../api/import-transactions';
import {
  countImportRows,
  describeImportCounts,
  describeImportResult,
  describeImportRowStatus,
  importButtonLabel,
  previewRowsToShow,
} from '../lib/import-preview';
import { PROPERTIES_LOAD_FAILED } from '../lib/transaction-messages';

const PREVIEW_LIMIT = 200;

/**
 * Imports a bank statement (CSV) for one property in two steps: a dry run shows what would be added,
 * what is already recorded and what cannot be read; confirming sends the same file for real.
 */
export function ImportCsvDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Import CSV"
      description="A bank statement with date, description and amount columns. Negative amounts are expenses."
      size="xl"
    >
      <ImportCsvForm onDone={onClose} />
    </Dialog>
  );
}

function ImportCsvForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const properties = useProperties();
  const importMutation = useImportTransactions();
  const [propertyId, setPropertyId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const isBusy = importMutation.isPending;
  const counts = preview ? countImportRows(preview.rows) : null;

  function resetPreview() {
    setPreview(null);
    setError(null);
  }

  async function handlePreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!propertyId) return setError('Please select a property.');
    if (!file) return setError('Please choose a CSV file.');
    try {
      setPreview(await importMutation.mutateAsync({ propertyId, file, isDryRun: true }));
    } catch (caught) {
      // A file without date, description and amount columns answers 422 with the reason.
      setError(getErrorDetail(caught) ?? 'Failed to read the file. Please try again.');
    }
  }

  async function handleImport() {
    if (!file) return;
    setError(null);
    try {
      const result = await importMutation.mutateAsync({ propertyId, file, isDryRun: false });
      toast.success(describeImportResult(result), { duration: 3000 });
      onDone();
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'Failed to import transactions. Please try again.');
    }
  }

  return (
    <form onSubmit={handlePreview} noValidate className="space-y-4">
      <FormError message={error} />
      {properties.isError && <FormError message={PROPERTIES_LOAD_FAILED} />}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-property`} label="Property">
          <Select
            id={`${id}-property`}
            data-autofocus
            value={propertyId}
            disabled={!properties.isSuccess || isBusy}
            onChange={(event) => {
              setPropertyId(event.target.value);
              resetPreview();
            }}
          >
            <option value="">{properties.isPending ? 'Loading properties...' : 'Select a property'}</option>
            <PropertyOptions properties={properties.data} />
          </Select>
        </Field>
        <Field id={`${id}-file`} label="CSV file">
          <Input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            disabled={isBusy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              resetPreview();
            }}
            className="py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-indigo-700"
          />
        </Field>
      </div>

      {preview && counts && (
        <section aria-label="Import preview" className="space-y-2">
          <p className="text-sm font-medium text-slate-900" role="status">
            {describeImportCounts(counts)}
          </p>
          <PreviewTable rows={previewRowsToShow(preview.rows, PREVIEW_LIMIT)} />
          {preview.rows.length > PREVIEW_LIMIT && (
            <p className="text-xs text-slate-500">
              Showing {PREVIEW_LIMIT} of {preview.rows.length} rows, rows with problems first.
            </p>
          )}
        </section>
      )}

      <div className="flex justify-end gap-3 pt-1">
        <Button variant="secondary" onClick={onDone} disabled={isBusy}>
          Cancel
        </Button>
        {preview && counts ? (
          <Button onClick={() => void handleImport()} disabled={isBusy || counts.new === 0}>
            {isBusy && <Spinner />}
            {importButtonLabel(counts.new)}
          </Button>
        ) : (
          <Button type="submit" disabled={isBusy}>
            {isBusy && <Spinner />}
            Preview
          </Button>
        )}
      </div>
    </form>
  );
}

const STATUS_TONES = { new: 'green', duplicate: 'neutral' } as const;

function PreviewTable({ rows }: { rows: readonly ImportRow[] }) {
  return (
    <div className="max-h-80 overflow-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="sticky top-0 bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <ColumnHeader>Row</ColumnHeader>
            <ColumnHeader>Date</ColumnHeader>
            <ColumnHeader>Description</ColumnHeader>
            <ColumnHeader align="right">Amount</ColumnHeader>
            <ColumnHeader>Category</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.row}>
              <td className="px-3 py-2 text-slate-500 tabular-nums">{row.row}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                {formatDate(row.transaction_date)}
              </td>
              <td className="max-w-xs truncate px-3 py-2 text-slate-900" title={row.description ?? undefined}>
                {displayValue(row.description)}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {formatLedgerAmount(row.amount)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">{displayValue(row.category)}</td>
              <td className="px-3 py-2">
                {row.status === 'error' ? (
                  // A problem is a sentence to read, not a tag: it wraps instead of stretching the table.
                  <span className="text-red-700">{describeImportRowStatus(row)}</span>
                ) : (
                  <Badge tone={STATUS_TONES[row.status]}>{describeImportRowStatus(row)}</Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
