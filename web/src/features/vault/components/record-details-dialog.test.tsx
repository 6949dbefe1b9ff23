import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeVendor } from '../testing/fixtures';
import { RecordDetailsDialog } from './record-details-dialog';

describe('RecordDetailsDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says 'Unable to determine record type for deletion' when the folder is unknown, asking nothing", () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    const confirm = vi.spyOn(window, 'confirm');
    renderWithProviders(
      <RecordDetailsDialog folderKey="payments" record={makeVendor()} onClose={() => {}} />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Record Details' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Unable to determine record type for deletion',
    );
    expect(confirm).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it('asks for the original of the document a record came from (an invoice with a document_id)', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(
      <RecordDetailsDialog
        folderKey="invoices"
        record={{ id: 'inv1', amount: 120, document_id: 'd9', vendor: { id: 'v1', name: 'Acme' } }}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Record Details' });
    expect(within(dialog).getByText('Vendor Name').nextElementSibling?.textContent).toBe('Acme');
    expect(within(dialog).getByText('Amount').nextElementSibling?.textContent).toBe('$120.00');
    expect(within(dialog).getByRole('region', { name: 'Original document' })).toBeTruthy();
    expect(await within(dialog).findByText('Preview unavailable.')).toBeTruthy();
  });
});
