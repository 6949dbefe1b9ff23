import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { DEMO_USERNAME } from '@astor/contract/demo';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DemoNotice } from './demo-notice';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubServer(email: string) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/users/me') return json(200, { id: 'u1', name: 'Demo Landlord', email });
    if (url === '/api/auth/logout') return json(200, { message: 'Signed out' });
    return json(404, { detail: 'Not found' });
  });
  return calls;
}

function renderNotice() {
  renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<DemoNotice />} />
      <Route path="/signup" element={<h1>Create your account</h1>} />
    </Routes>,
    { route: '/dashboard' },
  );
}

describe('DemoNotice', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the demo banner while signed into the demo; Sign up signs out first, then opens the sign-up', async () => {
    const calls = stubServer(DEMO_USERNAME);
    localStorage.setItem('access_token', 'demo-token');
    renderNotice();

    const banner = await screen.findByRole('region', { name: 'Demo workspace' });
    expect(banner.textContent).toContain('Demo workspace — sample data, read-only, reset daily');
    fireEvent.click(screen.getByRole('link', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    await vi.waitFor(() => expect(calls).toContain('POST /api/auth/logout'));
    await vi.waitFor(() => expect(localStorage.getItem('access_token')).toBeNull());
  });

  it('shows nothing for any other account', async () => {
    const calls = stubServer('ada@example.com');
    renderNotice();

    await vi.waitFor(() => expect(calls).toContain('GET /api/users/me'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Demo workspace' })).toBeNull();
  });
});
