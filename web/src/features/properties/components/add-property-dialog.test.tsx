import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { APPROXIMATE_LOCATION_NOTE } from '../lib/property-form';
import { AddPropertyDialog } from './add-property-dialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubServer(handler: (url: string, init: RequestInit) => Response) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return handler(url, init);
  });
  return calls;
}

const CREATED = {
  id: 'p1',
  zip: null,
  property_type: null,
  purchase_price: null,
  purchase_date: null,
  num_floors: null,
  hoa_fee: null,
  latitude: null,
  longitude: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const LEASE_PROPOSAL = {
  dry_run: true,
  document_type: 'Lease',
  detected_type: 'Lease',
  confidence: 0.9,
  extraction_method: 'pdf-text',
  page_count: 1,
  pages_not_read: [],
  fields: [],
  creates: ['A property at 12 Elm Street', 'A lease for 12 Elm Street'],
};

const LEASE_DOCUMENT = {
  id: 'd1',
  property_id: 'p1',
  document_type: 'Lease',
  upload_date: '2026-03-01',
  description: null,
  file_name: 'lease.pdf',
  content_type: 'application/pdf',
  size_bytes: 4,
  page_count: 1,
  created_at: '2026-03-01T00:00:00.000Z',
};

const renderDialog = (onClose = vi.fn()) => {
  renderWithProviders(<AddPropertyDialog isOpen onClose={onClose} />);
  return onClose;
};

describe('AddPropertyDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on step 1 with the address field focused', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add Property' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Property Information' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Address' }));
  });

  it('asks for an address or a lease when step 1 is empty', () => {
    const calls = stubServer(() => json(500, {}));
    renderDialog();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('alert').textContent).toBe(
      'Please either enter an address or upload a lease document.',
    );
    expect(screen.getByRole('heading', { name: 'Property Information' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('clears the address fields when a lease file is chosen', () => {
    renderDialog();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.change(screen.getByLabelText('ZIP Code'), { target: { value: '78701' } });

    const file = new File(['%PDF'], 'lease.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload a lease'), { target: { files: [file] } });

    expect(screen.getByLabelText('City')).toHaveProperty('value', '');
    expect(screen.getByLabelText('ZIP Code')).toHaveProperty('value', '');
  });

  it('reads a lease file through /leases/upload, shows what it will create, then adds it', async () => {
    const calls = stubServer((url, init) => {
      if (url !== '/api/leases/upload') return json(404, { detail: 'Not Found' });
      const parts = [...(init.body as FormData).entries()].map(([name, value]) =>
        typeof value === 'string' ? `${name}=${value}` : `${name}:${value.name}`,
      );
      return parts.includes('dry_run=true')
        ? json(200, { ...LEASE_PROPOSAL })
        : json(201, { dry_run: false, document: LEASE_DOCUMENT, created: [] });
    });
    const onClose = renderDialog();
    const file = new File(['%PDF'], 'lease.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload a lease'), { target: { files: [file] } });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('A property at 12 Elm Street')).toBeTruthy();
    expect(screen.getByText('This will create:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Property' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const bodies = calls.map((call) =>
      [...(call.init.body as FormData).entries()].map(([name, value]) =>
        typeof value === 'string' ? `${name}=${value}` : `${name}:${value.name}`,
      ),
    );
    expect(calls.map((call) => call.url)).toEqual(['/api/leases/upload', '/api/leases/upload']);
    expect(bodies).toEqual([
      ['document_type=Lease', 'dry_run=true', 'file:lease.pdf'],
      ['document_type=Lease', 'file:lease.pdf'],
    ]);
  });

  it.each([
    ['the detail', json(422, { detail: 'No lease terms were found' }), 'No lease terms were found'],
    ['the fallback', json(500, {}), 'Failed to upload lease. Please try again.'],
  ])('shows %s when the lease upload fails', async (_name, reply, message) => {
    stubServer(() => reply);
    const onClose = renderDialog();
    const file = new File(['%PDF'], 'lease.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload a lease'), { target: { files: [file] } });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(screen.getByRole('heading', { name: 'Property Information' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('goes to step 2 and back, then posts the property and closes', async () => {
    const calls = stubServer((url, init) =>
      url === '/api/properties' && init.method === 'POST'
        ? json(201, { ...CREATED, ...JSON.parse(String(init.body)) })
        : json(404, { detail: 'Not Found' }),
    );
    const onClose = renderDialog();

    fireEvent.change(screen.getByRole('combobox', { name: 'Address' }), { target: { value: '1 Main St' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Property Details' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('combobox', { name: 'Address' })).toHaveProperty('value', '1 Main St');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    fireEvent.change(screen.getByLabelText('Bedrooms'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Bathrooms'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Property' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const post = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toMatchObject({
      address: '1 Main St',
      city: 'Austin',
      state: null,
      num_bedrooms: 3,
      num_bathrooms: null,
    });
  });

  it("shows the server's detail when adding fails", async () => {
    stubServer(() =>
      json(422, { detail: [{ loc: ['body', 'zipCode'], msg: 'ZIP code must look like 12345', type: 'x' }] }),
    );
    renderDialog();
    fireEvent.change(screen.getByRole('combobox', { name: 'Address' }), { target: { value: '1 Main St' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('ZIP code must look like 12345'));
  });

  it('fills street, city, state and ZIP from a suggestion, and says when its pin is approximate', async () => {
    const found = {
      address: '1510 W Belmont Ave',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60657',
      formattedAddress: '1510 W Belmont Ave, Chicago, IL 60657',
      placeId: 'census:1510',
      latitude: 41.93986,
      longitude: -87.66724,
      approximate: false,
    };
    const centre = {
      ...found,
      address: '1510 W Belmont',
      zipCode: '',
      formattedAddress: '1510 W Belmont, Chicago, IL',
      placeId: 'offline:chicago:IL',
      latitude: 41.88,
      longitude: -87.63,
      approximate: true,
    };
    stubServer((url) =>
      url.startsWith('/api/geo/autocomplete') ? json(200, [found, centre]) : json(404, {}),
    );
    renderDialog();
    const address = screen.getByRole('combobox', { name: 'Address' });
    fireEvent.change(address, { target: { value: '1510 W Belmont, Chicago' } });

    fireEvent.click(await screen.findByRole('option', { name: '1510 W Belmont Ave, Chicago, IL 60657' }));
    expect(address).toHaveProperty('value', '1510 W Belmont Ave');
    expect(screen.getByLabelText('City')).toHaveProperty('value', 'Chicago');
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'IL');
    expect(screen.getByLabelText('ZIP Code')).toHaveProperty('value', '60657');
    expect(screen.queryByText(APPROXIMATE_LOCATION_NOTE)).toBeNull();

    fireEvent.change(address, { target: { value: '1510 W Belmont, Chicago' } });
    fireEvent.click(await screen.findByRole('option', { name: '1510 W Belmont, Chicago, IL approximate' }));
    expect(screen.getByRole('status').textContent).toBe(APPROXIMATE_LOCATION_NOTE);

    // Typing again drops the picked point, and the note with it.
    fireEvent.change(address, { target: { value: '1510 W Belmont Av' } });
    expect(screen.queryByText(APPROXIMATE_LOCATION_NOTE)).toBeNull();
  });
});
