import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeTenant } from '../testing/fixtures';
import { TenantsView } from './tenants-view';

// The deep link from the top-bar search (`?tenant=<id>`).

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

describe('TenantsView with ?tenant=<id>', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("opens that tenant's detail popup, then drops the parameter", async () => {
    const tenants = [makeTenant(), makeTenant({ id: 't2', first_name: 'Grace', last_name: 'Hopper' })];
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/tenants': { status: 200, body: tenants } }).fetch);
    renderWithProviders(
      <>
        <TenantsView />
        <LocationProbe />
      </>,
      { route: '/dashboard/tenants?tenant=t2' },
    );

    const popup = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    expect(within(popup).getByRole('tab', { name: 'Information' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/tenants');

    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
