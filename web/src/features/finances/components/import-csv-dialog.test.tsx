import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { ImportResult } from '@astor/contract/ledger';
import { fakeApi } from '@/testing/fake-api';
import { PROPERTY } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ImportCsvDialog } from './import-csv-dialog';

const ROWS: ImportResult['rows'] = [
  {
    row: 2,
    transaction_date: '2026-03-01',
    description: 'Rent from Ada',
    amount: 1250,
    type: 'income',
    category: 'Rent',
    status: 'new',
    detail: null,
  },
  {
    row: 3,
    transaction_date: '2026-03-02',
    description: 'Home Depot',
    amount: -42.5,
    type: 'expense',
    category: 'Supplies',
    status: 'duplicate',
    detail: 'Matches an existing expense of 2026-03-01',
  },
  {
    row: 4,
    transaction_date: null,
    description: null,
    amount: null,
    type: null,
    category: null,
    status: 'error',
    detail: 'Date "soon" is not a date',
  },
];
const errors = [{ row: 4, detail: 'Date "soon" is not a date' }];
const DRY_RUN: ImportResult = { imported: 1, skipped: 1, errors, dry_run: true, rows: ROWS };
const DONE: ImportResult = { ...DRY_RUN, dry_run: false };

function serve(importReply?: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({
    'GET /api/properties': { status: 200, body: [PROPERTY] },
    'POST /api/transactions/import':
      importReply ??
      (({ body }) => ({
        status: 200,
        body: (body as string[][]).some(([name]) => name === 'dry_run') ? DRY_RUN : DONE,
      })),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openAndPreview() {
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <ImportCsvDialog isOpen onClose={onClose} />
      <Toaster />
    </>,
  );
  await screen.findByRole('option', { name: '12 Elm Street' });
  const dialog = within(screen.getByRole('dialog', { name: 'Import CSV' }));
  fireEvent.change(dialog.getByLabelText('Property'), { target: { value: 'p1' } });
  const file = new File(['date,description,amount\n'], 'march.csv', { type: 'text/csv' });
  fireEvent.change(dialog.getByLabelText('CSV file'), { target: { files: [file] } });
  fireEvent.click(dialog.getByRole('button', { name: 'Preview' }));
  return { onClose, dialog };
}

describe('ImportCsvDialog', () => {
  afterEach(() => {
    // Sonner keeps its toasts in a module store; a toast of one test must not show in the next.
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('previews with a dry run, then imports the same file and says what happened', async () => {
    const api = serve();
    const { onClose, dialog } = await openAndPreview();

    expect(await dialog.findByText('1 new, 1 already recorded, 1 with problems')).toBeTruthy();
    const preview = within(dialog.getByRole('table'));
    expect(preview.getByText('Already recorded')).toBeTruthy();
    expect(preview.getByText('Date "soon" is not a date')).toBeTruthy();
    expect(preview.getByText('($42.50)')).toBeTruthy();
    // Rows with problems come first.
    expect(preview.getAllByRole('row').map((row) => row.firstElementChild?.textContent)).toEqual([
      'Row',
      '4',
      '2',
      '3',
    ]);

    fireEvent.click(dialog.getByRole('button', { name: 'Import 1 transaction' }));

    expect(
      await screen.findByText(
        'Imported 1 transaction; skipped 1 already recorded; 1 row with problems not imported',
      ),
    ).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(api.writes().map((call) => call.body)).toEqual([
      [
        ['property_id', 'p1'],
        ['dry_run', 'true'],
        ['file', 'file:march.csv'],
      ],
      [
        ['property_id', 'p1'],
        ['file', 'file:march.csv'],
      ],
    ]);
  });

  it("shows the server's reason when the file cannot be read", async () => {
    serve({ status: 422, body: { detail: 'The CSV needs date, description and amount columns.' } });
    const { dialog } = await openAndPreview();
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'The CSV needs date, description and amount columns.',
    );
    expect(dialog.queryByRole('table')).toBeNull();
  });
});
