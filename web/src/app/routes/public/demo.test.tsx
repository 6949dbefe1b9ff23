import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { getAccessToken } from '@/lib/storage';
import { readDemoAvailability } from '@/features/demo/api/get-demo-availability';
import { DemoRoute } from './demo';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A server with or without the demo; the session call answers `session`. */
function stubServer({ demo, session }: { demo: boolean | undefined; session: Response }) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/config') return json(200, { google_sign_in: false, founders_booking_url: null, demo });
    if (url === '/api/demo/session') return session;
    return json(404, { detail: 'Not found' });
  });
  return calls;
}

function renderDemoPage() {
  render(
    <MemoryRouter initialEntries={['/demo']}>
      <Routes>
        <Route path="/demo" element={<DemoRoute />} />
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const TOKEN = { access_token: 'demo-token', token_type: 'bearer', expires_in: 900 };

describe('/demo', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says what the demo is, and opening it stores the token as a login does and goes to the dashboard', async () => {
    const calls = stubServer({ demo: true, session: json(200, TOKEN) });
    renderDemoPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Try Astor' })).toBeTruthy();
    expect(screen.getByText(/Made-up data\./)).toBeTruthy();
    expect(screen.getByText(/Read-only\./)).toBeTruthy();
    expect(screen.getByText(/Reset daily\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the demo' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(getAccessToken()).toBe('demo-token');
    expect(calls).toContain('POST /api/demo/session');
  });

  it("shows the server's sentence when the demo cannot be opened, and stays", async () => {
    stubServer({
      demo: true,
      session: json(503, { detail: 'The demo is not available on this server right now.' }),
    });
    renderDemoPage();

    fireEvent.click(screen.getByRole('button', { name: 'Open the demo' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The demo is not available on this server right now.',
    );
    expect(getAccessToken()).toBeNull();
    expect(screen.getByRole('button', { name: 'Open the demo' })).toHaveProperty('disabled', false);
  });

  it('says so, without the button, when the server has no demo', async () => {
    stubServer({ demo: false, session: json(404, { detail: 'There is no demo workspace on this server.' }) });
    renderDemoPage();

    expect(await screen.findByRole('heading', { name: 'No demo on this server' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the demo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });
});

describe('readDemoAvailability', () => {
  it.each<[unknown, boolean]>([
    [{ demo: true }, true],
    [{ demo: false }, false],
    // Older servers do not send the field.
    [{ google_sign_in: true }, false],
    [{ demo: 'true' }, false],
    [null, false],
    ['demo', false],
  ])('%j gives %j', (config, expected) => {
    expect(readDemoAvailability(config)).toBe(expected);
  });
});
