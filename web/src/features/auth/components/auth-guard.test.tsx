import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { formatMoney, setDisplayPreferences } from '@/lib/format';
import { setAccessToken } from '@/lib/storage';
import { AuthGuard, httpsUpgradeUrl } from './auth-guard';

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {JSON.stringify(location.state)}</p>;
}

function PriceProbe() {
  return <p>rent {formatMoney(4680)}</p>;
}

function renderGuarded(initialPath: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { path: '/dashboard/*', element: <AuthGuard>secret page</AuthGuard> },
      {
        path: '/money',
        element: (
          <AuthGuard>
            <PriceProbe />
          </AuthGuard>
        ),
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('AuthGuard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setDisplayPreferences({});
  });

  it("shows 'Loading...' while checking, then the page", async () => {
    setAccessToken('tok');
    const fetch = vi.fn(async () =>
      json(200, { authenticated: true, user: { id: '1', name: 'Ada', email: 'ada' } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderGuarded('/dashboard/tenants');

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('secret page')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/auth/check', expect.objectContaining({ method: 'GET' }));
  });

  it("shows money in the account's currency from the first draw", async () => {
    setAccessToken('tok');
    vi.stubGlobal('fetch', async () =>
      json(200, { authenticated: true, user: { id: '1', name: 'Ada', email: 'ada', currency: 'GBP' } }),
    );
    renderGuarded('/money');

    expect(await screen.findByText('rent £4,680.00')).toBeTruthy();
  });

  it('sends a failed check to /login, remembering the origin with its search', async () => {
    // The check fails and so does the silent refresh: the session is over.
    vi.stubGlobal('fetch', async () => json(401, { detail: 'Not authenticated' }));
    const router = renderGuarded('/dashboard/vault?folder=Leases');

    expect(await screen.findByText(/login page/)).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/dashboard/vault?folder=Leases' });
    expect(screen.queryByText('secret page')).toBeNull();
  });
});

describe('httpsUpgradeUrl', () => {
  it.each([
    ['http://astor.example.com/dashboard?x=1', 'https://astor.example.com/dashboard?x=1'],
    ['https://astor.example.com/dashboard', null],
    ['http://localhost:5173/dashboard', null],
    ['http://127.0.0.1:3000/dashboard', null],
  ])('%s → %s', (href, expected) => {
    expect(httpsUpgradeUrl(new URL(href))).toBe(expected);
  });
});
