import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Property } from '@astor/contract/properties';
import { makeProperty } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PropertiesPage } from './properties-page';

// Leaflet needs a real layout engine; the page only decides whether and with what the map is shown.
vi.mock('@/components/map/property-map', () => ({
  PropertyMap: ({ properties }: { properties: Property[] }) => (
    <div data-testid="property-map">{properties.map((property) => property.address).join(';')}</div>
  ),
}));

const property = (id: string, address: string, property_type: string | null) =>
  makeProperty({ id, address, property_type, latitude: 30.27, longitude: -97.74 });

const PROPERTIES = [property('p1', '500 Congress Ave', 'Condo'), property('p2', '12 Oak St', 'Office')];

function stubServer(routes: Record<string, { status: number; body: unknown }>) {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = url.split('?')[0] ?? url;
    const reply = routes[path] ?? { status: 404, body: { detail: 'Not Found' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

describe('PropertiesPage', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('filters the cards and the map by address or type, case-insensitively', async () => {
    stubServer({
      '/api/properties': { status: 200, body: PROPERTIES },
      '/api/leases': { status: 200, body: [] },
    });
    renderWithProviders(<PropertiesPage onUploadDocument={() => {}} />);

    const grid = await screen.findByRole('list', { name: 'Properties' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('property-map').textContent).toBe('500 Congress Ave;12 Oak St');

    fireEvent.change(screen.getByPlaceholderText('Search by address or type...'), {
      target: { value: 'OFFICE' },
    });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('property-map').textContent).toBe('12 Oak St');

    fireEvent.change(screen.getByPlaceholderText('Search by address or type...'), {
      target: { value: 'nothing' },
    });
    expect(screen.queryByTestId('property-map')).toBeNull();
  });

  it("says 'Failed to fetch data.' when the list cannot load", async () => {
    stubServer({ '/api/properties': { status: 404, body: { detail: 'Not Found' } } });
    renderWithProviders(<PropertiesPage onUploadDocument={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch data.');
  });

  it('shows an empty state with no properties', async () => {
    stubServer({ '/api/properties': { status: 200, body: [] }, '/api/leases': { status: 200, body: [] } });
    renderWithProviders(<PropertiesPage onUploadDocument={() => {}} />);
    expect(await screen.findByText('No properties yet')).toBeTruthy();
    expect(screen.queryByTestId('property-map')).toBeNull();
  });

  it('opens Add Property 100 ms after mount when the pending action says so, then clears it', async () => {
    stubServer({ '/api/properties': { status: 200, body: [] }, '/api/leases': { status: 200, body: [] } });
    sessionStorage.setItem('pendingAction', 'addProperty');
    vi.useFakeTimers();
    renderWithProviders(<PropertiesPage onUploadDocument={() => {}} />);

    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('pendingAction')).toBe('addProperty');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog', { name: 'Add Property' })).toBeTruthy();
    expect(sessionStorage.getItem('pendingAction')).toBeNull();
  });

  it('asks for the Upload Document wizard from its button and from the uploadDocument pending action', async () => {
    stubServer({ '/api/properties': { status: 200, body: [] }, '/api/leases': { status: 200, body: [] } });
    sessionStorage.setItem('pendingAction', 'uploadDocument');
    const onUploadRequest = vi.fn();
    vi.useFakeTimers();
    renderWithProviders(<PropertiesPage onUploadDocument={onUploadRequest} />);

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onUploadRequest).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('pendingAction')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(onUploadRequest).toHaveBeenCalledTimes(2);
  });
});
