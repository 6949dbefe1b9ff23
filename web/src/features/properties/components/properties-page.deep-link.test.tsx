import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { makeProperty } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PropertiesPage } from './properties-page';

// The deep link from the top-bar search (`?property=<id>`); kept apart from properties-page.test.tsx,
// which another change is editing at the same time.

vi.mock('@/components/map/property-map', () => ({ PropertyMap: () => null }));

const property = (id: string, address: string) => makeProperty({ id, address });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function stubServer() {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = url.split('?')[0];
    const body =
      path === '/api/properties'
        ? [property('p1', '500 Congress Ave'), property('p2', '12 Oak St')]
        : path === '/api/leases'
          ? []
          : undefined;
    return body
      ? new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
      : new Response(JSON.stringify({ detail: 'Not Found' }), { status: 404 });
  });
}

describe('PropertiesPage with ?property=<id>', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("opens that property's detail modal, then drops the parameter", async () => {
    stubServer();
    renderWithProviders(
      <>
        <PropertiesPage onUploadDocument={() => {}} />
        <LocationProbe />
      </>,
      { route: '/dashboard/properties?property=p2' },
    );

    expect(await screen.findByRole('dialog', { name: '12 Oak St' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/properties');

    // Closed, it stays closed: the parameter is gone.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens nothing for an id that is not among the properties', async () => {
    stubServer();
    renderWithProviders(<PropertiesPage onUploadDocument={() => {}} />, {
      route: '/dashboard/properties?property=gone',
    });
    await screen.findByRole('list', { name: 'Properties' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
