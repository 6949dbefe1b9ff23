import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { fakeApi, heldReply, partsOf, type FakeReply } from '@/testing/fake-api';
import { PROPERTY } from '@/testing/fixtures';
import { makeField, makeProposal, makeResult } from '../testing/fixtures';
import { UploadDocumentModal } from './upload-document-modal';

type Routes = Parameters<typeof fakeApi>[0];

const LEASE_FILE = new File(['%PDF-1.7 lease'], 'lease.pdf', { type: 'application/pdf' });

const PROPOSAL = makeProposal({
  fields: [
    makeField({
      key: 'address',
      label: 'Address',
      kind: 'text',
      value: '12 Elm Street',
      confidence: 0.873,
      source: 'the premises at 12 Elm Street',
    }),
    makeField({
      key: 'rent_amount_monthly',
      label: 'Monthly rent',
      kind: 'money',
      value: 1250,
      confidence: 0.41,
    }),
    makeField({ key: 'tenants', label: 'Tenants', kind: 'list', value: ['Rosa Parks'], confidence: 0.9 }),
    makeField({
      key: 'late_payment',
      label: 'Late payment',
      kind: 'late_payment',
      value: { initial_fee: 50, daily_late_charge: 10 },
      confidence: 0.7,
    }),
    makeField({
      key: 'additional_fees',
      label: 'Additional fees',
      kind: 'fees',
      value: [{ fee_type: 'Animal Violation Fee', first_violation: 100, additional_violation: 200 }],
      confidence: 0.8,
    }),
    makeField({ key: 'is_nnn', label: 'Triple net (NNN)', kind: 'boolean', value: false, confidence: 0.95 }),
  ],
  creates: ['A property at 12 Elm Street', 'A lease for 12 Elm Street', 'Tenant Rosa Parks'],
});

/** The upload's progress id: 16 random bytes in hex (docs/product.md#upload-wizard). */
const PROGRESS_ID = expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string;

function serve(routes: Routes = {}) {
  const api = fakeApi({
    'GET /api/properties': { status: 200, body: [PROPERTY] },
    'POST /api/processor/upload': { status: 200, body: 'Lease' },
    'POST /api/leases/upload': ({ body }) =>
      partsOf({ method: 'POST', url: '', body }).dry_run === 'true'
        ? { status: 200, body: PROPOSAL }
        : {
            status: 201,
            body: makeResult({ created: [{ type: 'property', id: 'p9', label: '12 Elm Street' }] }),
          },
    'POST /api/processor/process': ({ body }) =>
      partsOf({ method: 'POST', url: '', body }).dry_run === 'true'
        ? { status: 200, body: makeProposal({ fields: [], creates: ['An expense of $89.99'] }) }
        : { status: 201, body: makeResult() },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function renderModal() {
  const onClose = vi.fn();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <UploadDocumentModal isOpen onClose={onClose} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClose, invalidate };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const alertText = async () => (await screen.findByRole('alert')).textContent;
const chooseFile = (file: File = LEASE_FILE) =>
  fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } });

/** Step 1 done: the file is read and step 2 shows. */
async function passFileStep() {
  chooseFile();
  next();
  await screen.findByRole('heading', { name: 'Document type' });
}

const processCalls = (api: ReturnType<typeof fakeApi>) =>
  api.writes().filter((call) => call.url !== '/api/processor/upload');

describe('UploadDocumentModal, step 1: the file', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it("asks for a file and sends nothing without one ('Please upload a file.')", async () => {
    const api = serve();
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Upload Document' })).toBeTruthy();
    expect((screen.getByLabelText('File') as HTMLInputElement).accept).toBe('image/*,.pdf,.doc,.docx');

    next();

    expect(await alertText()).toBe('Please upload a file.');
    expect(api.writes()).toEqual([]);
  });

  it('sends the file for detection with a progress indicator, and the type pre-fills step 2', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const api = serve({
      'POST /api/processor/upload': () => new Promise((resolve) => (answer = resolve)),
    });
    renderModal();
    chooseFile(new File(['%PDF invoice'], 'bill.pdf', { type: 'application/pdf' }));

    next();

    expect(await screen.findByRole('progressbar', { name: 'Reading your document...' })).toBeTruthy();
    expect(screen.getByText('Reading your document...')).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/processor/upload', body: [['file', 'file:bill.pdf']] },
    ]);

    answer({ status: 200, body: 'Invoice' });

    await screen.findByRole('heading', { name: 'Document type' });
    expect(screen.getByRole('radio', { name: 'Invoice' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Lease' })).toHaveProperty('checked', false);
    expect(screen.getByText('Detected')).toBeTruthy();
  });

  it('takes a dropped file', async () => {
    const api = serve();
    renderModal();
    const zone = screen.getByText('Drag and drop a file here, or choose one.').parentElement as HTMLElement;

    fireEvent.drop(zone, { dataTransfer: { files: [LEASE_FILE] } });
    expect(screen.getByText('lease.pdf')).toBeTruthy();
    next();

    await screen.findByRole('heading', { name: 'Document type' });
    expect(partsOf(api.writes()[0])).toEqual({ file: 'file:lease.pdf' });
  });

  it.each<[string, FakeReply, string]>([
    [
      'the detail text',
      { status: 415, body: { detail: 'Only images, PDF, DOC and DOCX files are accepted' } },
      'Only images, PDF, DOC and DOCX files are accepted',
    ],
    [
      'the fallback without a detail',
      { status: 500, body: {} },
      'Failed to determine document type. Please try again.',
    ],
    [
      'the fallback with no reply',
      new TypeError('Failed to fetch'),
      'Failed to determine document type. Please try again.',
    ],
    [
      'the empty-result text for an empty string',
      { status: 200, body: '' },
      'Failed to determine document type.',
    ],
    ['the empty-result text for null', { status: 200, body: null }, 'Failed to determine document type.'],
  ])('shows %s when detection fails', async (_name, reply, message) => {
    serve({ 'POST /api/processor/upload': reply });
    renderModal();
    chooseFile();

    next();

    expect(await alertText()).toBe(message);
    expect(screen.queryByRole('heading', { name: 'Document type' })).toBeNull();
  });
});

describe('UploadDocumentModal, steps 2 and 3', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('requires a custom type for Other and sends it as document_type', async () => {
    const api = serve({ 'POST /api/processor/upload': { status: 200, body: 'Other' } });
    renderModal();
    await passFileStep();
    expect(screen.getByRole('radio', { name: 'Other' })).toHaveProperty('checked', true);

    next();
    expect(await alertText()).toBe('Please enter a custom type.');

    fireEvent.change(screen.getByLabelText('Custom type'), { target: { value: 'Insurance policy' } });
    next();
    await screen.findByRole('heading', { name: 'Property' });
    expect(screen.queryByLabelText('Link to Existing Property')).toBeNull();

    next();
    expect(await alertText()).toBe('Please select a property.');
    fireEvent.change(screen.getByLabelText('Property'), { target: { value: 'p1' } });
    next();

    await screen.findByRole('heading', { name: 'Review' });
    expect(processCalls(api)).toEqual([
      {
        method: 'POST',
        url: '/api/processor/process',
        body: [
          ['document_type', 'Insurance policy'],
          ['property_id', 'p1'],
          ['dry_run', 'true'],
          ['progress_id', PROGRESS_ID],
          ['file', 'file:lease.pdf'],
        ],
      },
    ]);
  });

  it('sends an unlinked lease to /leases/upload, without a property', async () => {
    const api = serve();
    renderModal();
    await passFileStep();
    expect(screen.getByRole('radio', { name: 'Lease' })).toHaveProperty('checked', true);
    next();
    await screen.findByRole('heading', { name: 'Property' });
    expect(screen.getByLabelText('Link to Existing Property')).toHaveProperty('checked', false);
    expect(screen.queryByLabelText('Property')).toBeNull();

    next();

    await screen.findByRole('heading', { name: 'Review' });
    expect(processCalls(api)).toEqual([
      {
        method: 'POST',
        url: '/api/leases/upload',
        body: [
          ['document_type', 'Lease'],
          ['dry_run', 'true'],
          ['progress_id', PROGRESS_ID],
          ['file', 'file:lease.pdf'],
        ],
      },
    ]);
  });

  it('sends a linked lease to /processor/process with the chosen property', async () => {
    const api = serve();
    renderModal();
    await passFileStep();
    next();
    await screen.findByRole('heading', { name: 'Property' });

    fireEvent.click(screen.getByLabelText('Link to Existing Property'));
    await screen.findByRole('option', { name: '12 Elm Street' });
    next();
    expect(await alertText()).toBe('Please select a property.');
    expect(processCalls(api)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Property'), { target: { value: 'p1' } });
    next();

    await screen.findByRole('heading', { name: 'Review' });
    expect(partsOf(processCalls(api)[0])).toEqual({
      document_type: 'Lease',
      property_id: 'p1',
      dry_run: 'true',
      progress_id: PROGRESS_ID,
      file: 'file:lease.pdf',
    });
    expect(processCalls(api)[0]?.url).toBe('/api/processor/process');
  });

  it('says which page is being read while the upload is read, polling its progress id', async () => {
    const held = heldReply();
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((bytes) => {
      (bytes as Uint8Array).fill(10);
      return bytes;
    });
    const id = '0a'.repeat(16);
    const api = serve({
      'POST /api/leases/upload': held.handler,
      [`GET /api/processor/progress/${id}`]: { status: 200, body: { pages_read: 2, page_count: 16 } },
    });
    renderModal();
    await passFileStep();
    next();
    await screen.findByRole('heading', { name: 'Property' });
    next();

    expect(await screen.findByText('Reading page 3 of 16...')).toBeTruthy();
    expect(partsOf(api.callsTo('POST /api/leases/upload')[0]).progress_id).toBe(id);
    held.release({ status: 200, body: PROPOSAL });
    await screen.findByRole('heading', { name: 'Review' });
  });

  it('goes back one step and clears the error', async () => {
    serve({ 'POST /api/processor/upload': { status: 200, body: 'Contract' } });
    renderModal();
    await passFileStep();
    next();
    await screen.findByRole('heading', { name: 'Property' });
    next();
    expect(await alertText()).toBe('Please select a property.');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('heading', { name: 'Document type' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Contract' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Choose a file' })).toBeTruthy();
    expect(screen.getByText('lease.pdf')).toBeTruthy();
  });

  it('does not read the same file twice, but reads a new one', async () => {
    const api = serve();
    renderModal();
    await passFileStep();
    fireEvent.click(screen.getByRole('radio', { name: 'Legal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));

    next();
    await screen.findByRole('heading', { name: 'Document type' });
    // The user's choice stands: the same file is not detected again.
    expect(screen.getByRole('radio', { name: 'Legal' })).toHaveProperty('checked', true);
    expect(api.writes()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    chooseFile(new File(['other'], 'other.pdf', { type: 'application/pdf' }));
    next();
    await screen.findByRole('heading', { name: 'Document type' });
    expect(screen.getByRole('radio', { name: 'Lease' })).toHaveProperty('checked', true);
    expect(api.writes()).toHaveLength(2);
  });
});

describe('UploadDocumentModal, review and save', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  async function reachReview(routes: Routes = {}) {
    const api = serve(routes);
    const rendered = renderModal();
    await passFileStep();
    next();
    await screen.findByRole('heading', { name: 'Property' });
    next();
    await screen.findByRole('heading', { name: 'Review' });
    return { api, ...rendered };
  }

  it('shows every field with its confidence and source, highlights unsure ones, and what will be created', async () => {
    await reachReview();

    const fieldItem = (label: string) => screen.getByLabelText(label).closest('li') as HTMLElement;
    const address = fieldItem('Address');
    expect(within(address).getByText('87%')).toBeTruthy();
    expect(within(address).getByText('the premises at 12 Elm Street')).toBeTruthy();
    expect(within(address).queryByText('Check this')).toBeNull();
    expect(screen.getByLabelText('Address')).toHaveProperty('value', '12 Elm Street');

    const rent = fieldItem('Monthly rent');
    expect(within(rent).getByText('41%')).toBeTruthy();
    expect(within(rent).getByText('Check this')).toBeTruthy();
    expect(rent.className).toContain('border-amber');
    expect(screen.getByLabelText('Monthly rent')).toHaveProperty('type', 'number');

    expect(screen.getByLabelText('Tenants')).toHaveProperty('value', 'Rosa Parks');
    expect(screen.getByLabelText('Initial fee')).toHaveProperty('value', '50');
    expect(screen.getByLabelText('Daily late charge')).toHaveProperty('value', '10');
    expect(screen.getByLabelText('Fee type 1')).toHaveProperty('value', 'Animal Violation Fee');
    expect(screen.getByLabelText('First violation 1')).toHaveProperty('value', '100');
    expect(screen.getByLabelText('Additional violation 1')).toHaveProperty('value', '200');
    expect(screen.getByLabelText('Triple net (NNN)')).toHaveProperty('checked', false);
    expect(screen.getAllByText('Check this')).toHaveLength(1);

    expect(screen.getByText('This will create:')).toBeTruthy();
    expect(screen.getByText('A property at 12 Elm Street')).toBeTruthy();
    expect(screen.getByText('Tenant Rosa Parks')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('saves with every edited value, refreshes the data, says what was created and closes', async () => {
    const { api, onClose, invalidate } = await reachReview();

    fireEvent.change(screen.getByLabelText('Monthly rent'), { target: { value: '1300.5' } });
    fireEvent.change(screen.getByLabelText('Tenants'), { target: { value: 'Rosa Parks, Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText('Daily late charge'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add fee' }));
    fireEvent.change(screen.getByLabelText('Fee type 2'), { target: { value: 'Parking' } });
    fireEvent.change(screen.getByLabelText('Amount 2'), { target: { value: '75' } });
    fireEvent.click(screen.getByLabelText('Triple net (NNN)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const save = processCalls(api)[1];
    expect(save?.url).toBe('/api/leases/upload');
    const parts = save?.body as Array<[string, string]>;
    expect(parts.map(([name]) => name)).toEqual(['document_type', 'fields', 'file']);
    expect(JSON.parse(partsOf(save).fields ?? '')).toEqual({
      address: '12 Elm Street',
      rent_amount_monthly: 1300.5,
      tenants: ['Rosa Parks', 'Ada Lovelace'],
      late_payment: { initial_fee: 50, daily_late_charge: null },
      additional_fees: [
        { fee_type: 'Animal Violation Fee', first_violation: 100, additional_violation: 200 },
        { fee_type: 'Parking', amount: 75 },
      ],
      is_nnn: true,
    });

    expect(await screen.findByText('Document processed')).toBeTruthy();
    expect(screen.getByRole('button', { name: '12 Elm Street' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'lease.pdf' })).toBeTruthy();
    const refreshed = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    for (const key of [
      'properties',
      'tenants',
      'leases',
      'transactions',
      'incomes',
      'expenses',
      'documents',
      'dashboard',
    ]) {
      expect(refreshed).toContain(key);
    }
  });

  it.each<[string, FakeReply, string]>([
    [
      'the detail text',
      { status: 422, body: { detail: 'The lease has no address' } },
      'The lease has no address',
    ],
    ['the fallback', { status: 500, body: {} }, 'Failed to process document. Please try again.'],
  ])('shows %s when saving fails, and stays open', async (_name, reply, message) => {
    const { onClose, invalidate } = await reachReview({
      'POST /api/leases/upload': ({ body }) =>
        partsOf({ method: 'POST', url: '', body }).dry_run === 'true'
          ? { status: 200, body: PROPOSAL }
          : reply,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await alertText()).toBe(message);
    expect(onClose).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Review' })).toBeTruthy();
  });

  it('shows the final failure text when the dry run fails', async () => {
    serve({ 'POST /api/leases/upload': { status: 500, body: {} } });
    renderModal();
    await passFileStep();
    next();
    await screen.findByRole('heading', { name: 'Property' });

    next();

    expect(await alertText()).toBe('Failed to process document. Please try again.');
    expect(screen.getByRole('heading', { name: 'Property' })).toBeTruthy();
  });
});

describe('UploadDocumentModal, nothing invented', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  const RECEIPT_FILE = new File(['%PDF-1.7 receipt'], 'receipt.pdf', { type: 'application/pdf' });
  const RECEIPT = makeProposal({
    document_type: 'Invoice',
    detected_type: 'Invoice',
    fields: [
      makeField({ key: 'vendor', label: 'Vendor', value: 'Harrow & Sons', confidence: 0.85 }),
      makeField({
        key: 'date',
        label: 'Date',
        kind: 'date',
        value: null,
        confidence: 0,
        required_message: 'Enter the date: it could not be read from the document.',
      }),
      makeField({
        key: 'total_amount',
        label: 'Total Amount',
        kind: 'money',
        value: null,
        confidence: 0,
        required_message: 'Enter the total: it could not be read from the document.',
      }),
      makeField({
        key: 'currency',
        label: 'Currency',
        kind: 'currency',
        value: 'GBP',
        confidence: 0.9,
        source: 'TOTAL £21.60',
      }),
      makeField({ key: 'category', label: 'Category', value: 'Supplies', confidence: 0.45 }),
    ],
  });

  async function reachReceiptReview() {
    const api = serve({
      'POST /api/processor/upload': { status: 200, body: 'Invoice' },
      'POST /api/processor/process': ({ body }) =>
        partsOf({ method: 'POST', url: '', body }).dry_run === 'true'
          ? { status: 200, body: RECEIPT }
          : { status: 201, body: makeResult() },
    });
    const rendered = renderModal();
    chooseFile(RECEIPT_FILE);
    next();
    await screen.findByRole('heading', { name: 'Document type' });
    next();
    await screen.findByRole('option', { name: '12 Elm Street' });
    fireEvent.change(screen.getByLabelText('Property'), { target: { value: 'p1' } });
    next();
    await screen.findByRole('heading', { name: 'Review' });
    return { api, ...rendered };
  }

  const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  const fieldItem = (label: string) => screen.getByLabelText(label).closest('li') as HTMLElement;

  it('keeps Save disabled, saying what to enter, until the date and total nobody could read are filled', async () => {
    const { api, onClose } = await reachReceiptReview();

    expect(save().disabled).toBe(true);
    expect(screen.getByText('Enter the date: it could not be read from the document.')).toBeTruthy();
    expect(save().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '');
    expect(within(fieldItem('Date')).getByText('Required')).toBeTruthy();
    expect(within(fieldItem('Total Amount')).getByText('Required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-12' } });
    expect(save().disabled).toBe(true);
    expect(screen.getByText('Enter the total: it could not be read from the document.')).toBeTruthy();
    expect(within(fieldItem('Date')).queryByText('Required')).toBeNull();

    fireEvent.change(screen.getByLabelText('Total Amount'), { target: { value: '21.60' } });
    expect(save().disabled).toBe(false);
    expect(screen.queryByText(/could not be read from the document/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'eur' } });
    fireEvent.click(save());

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(JSON.parse(partsOf(processCalls(api)[1]).fields ?? '')).toMatchObject({
      date: '2026-03-12',
      total_amount: 21.6,
      currency: 'EUR',
    });
  });

  it('shows the currency read, and says "Check this" on every field read with less than 60% confidence', async () => {
    await reachReceiptReview();

    expect(screen.getByLabelText('Currency')).toHaveProperty('value', 'GBP');
    expect(within(fieldItem('Currency')).getByText('TOTAL £21.60')).toBeTruthy();
    expect(within(fieldItem('Currency')).queryByText('Check this')).toBeNull();
    expect(within(fieldItem('Category')).getByText('Check this')).toBeTruthy();
    expect(within(fieldItem('Vendor')).queryByText('Check this')).toBeNull();
    // Fields nothing was read for (confidence 0) are to be checked too.
    expect(within(fieldItem('Date')).getByText('Check this')).toBeTruthy();
    expect(screen.getAllByText('Check this')).toHaveLength(3);
  });

  it('offers to use a document that does not look like a lease as one, and says so to the server', async () => {
    const api = serve({
      'POST /api/leases/upload': ({ body }) => {
        const parts = partsOf({ method: 'POST', url: '', body });
        if (parts.confirm_type !== 'true')
          return { status: 422, body: { detail: 'This document does not look like a lease.' } };
        return parts.dry_run === 'true'
          ? { status: 200, body: PROPOSAL }
          : { status: 201, body: makeResult() };
      },
    });
    const { onClose } = renderModal();
    await passFileStep();
    next();
    await screen.findByRole('heading', { name: 'Property' });
    next();

    expect(await alertText()).toBe('This document does not look like a lease.');
    expect(screen.getByRole('heading', { name: 'Property' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use it as a lease anyway' }));

    await screen.findByRole('heading', { name: 'Review' });
    fireEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const calls = processCalls(api).map((call) => partsOf(call));
    expect(calls.map((parts) => [parts.dry_run ?? 'false', parts.confirm_type ?? 'false'])).toEqual([
      ['true', 'false'],
      ['true', 'true'],
      ['false', 'true'],
    ]);
  });

  it('offers no such choice for other failures', async () => {
    serve({
      'POST /api/leases/upload': {
        status: 422,
        body: { detail: 'No text could be read from this document.' },
      },
    });
    renderModal();
    await passFileStep();
    next();
    await screen.findByRole('heading', { name: 'Property' });
    next();

    expect(await alertText()).toBe('No text could be read from this document.');
    expect(screen.queryByRole('button', { name: 'Use it as a lease anyway' })).toBeNull();
  });
});
