import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
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

  it('asks for an address or a lease when step 1 is empty (spec §5)', () => {
    const calls = stubServer(() => json(500, {}));
    renderDialog();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('alert').textContent).toBe(
      'Please either enter an address or upload a lease document.',
    );
    expect(screen.getByRole('heading', { name: 'Property Information' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('clears the address fields when a lease file is chosen, and says lease reading is not there yet', () => {
    renderDialog();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.change(screen.getByLabelText('ZIP Code'), { target: { value: '78701' } });

    const file = new File(['%PDF'], 'lease.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload a lease'), { target: { files: [file] } });

    expect(screen.getByLabelText('City')).toHaveProperty('value', '');
    expect(screen.getByLabelText('ZIP Code')).toHaveProperty('value', '');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toMatch(/lease is coming soon/);
    expect(screen.getByRole('heading', { name: 'Property Information' })).toBeTruthy();
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
});
