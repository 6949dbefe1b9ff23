import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { setRememberedUser } from '@/lib/storage';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ForgotPasswordForm } from './forgot-password-form';

const REPLY = 'If an account matches, a link to reset the password is on its way.';

function serve(reply: { status: number; body: unknown } | Error = { status: 200, body: { message: REPLY } }) {
  const api = fakeApi({ 'POST /api/auth/forgot-password': reply });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function ask(value: string) {
  fireEvent.change(screen.getByLabelText('Username or email'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordForm', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("sends {email} and shows the server's reply with a way back to sign in", async () => {
    const api = serve();
    renderWithProviders(<ForgotPasswordForm />);

    ask('  ada@example.com ');

    expect((await screen.findByRole('status')).textContent).toContain(REPLY);
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/auth/forgot-password', body: { email: 'ada@example.com' } },
    ]);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('Username or email')).toBeNull();
  });

  it('pre-fills the remembered username', () => {
    setRememberedUser('grace');
    serve();
    renderWithProviders(<ForgotPasswordForm />);
    expect(screen.getByLabelText('Username or email')).toHaveProperty('value', 'grace');
  });

  it('asks for a value and sends nothing when it is blank', async () => {
    const api = serve();
    renderWithProviders(<ForgotPasswordForm />);

    ask('   ');

    expect((await screen.findByRole('alert')).textContent).toBe('Username or email is required');
    expect(api.calls).toEqual([]);
  });

  it.each([
    [
      { status: 429, body: { detail: 'Too many attempts. Try again in a minute.' } },
      'Too many attempts. Try again in a minute.',
    ],
    [new TypeError('Failed to fetch'), 'Something went wrong. Please try again.'],
  ])('shows a failure: %o', async (reply, message) => {
    serve(reply);
    renderWithProviders(<ForgotPasswordForm />);

    ask('ada');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('Username or email')).toBeTruthy();
  });
});
