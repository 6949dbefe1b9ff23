import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ResetPasswordForm } from './reset-password-form';

const DONE = 'Your password has been reset. Sign in with your new password.';
const INVALID = 'This reset link is invalid or has expired. Ask for a new one.';

function serve(reply: { status: number; body: unknown } = { status: 200, body: { message: DONE } }) {
  const api = fakeApi({ 'POST /api/auth/reset-password': reply });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function choose(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends {token, password}, then offers to sign in', async () => {
    const api = serve();
    renderWithProviders(<ResetPasswordForm token="tok-123" />);

    choose('a brand new secret', 'a brand new secret');

    expect((await screen.findByRole('status')).textContent).toBe(DONE);
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token: 'tok-123', password: 'a brand new secret' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    ['a brand new secret', 'a brand new secreT', 'Passwords do not match'],
    ['short', 'short', 'Password must be at least 8 characters'],
  ])('%j / %j: %s, and nothing is sent', async (password, confirmation, message) => {
    const api = serve();
    renderWithProviders(<ResetPasswordForm token="tok-123" />);

    choose(password, confirmation);

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(api.calls).toEqual([]);
  });

  it("shows the server's detail for a used or expired link", async () => {
    serve({ status: 400, body: { detail: INVALID } });
    renderWithProviders(<ResetPasswordForm token="used" />);

    choose('a brand new secret', 'a brand new secret');

    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new one' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('says the link is unusable, and cannot send, without a token', () => {
    const api = serve();
    renderWithProviders(<ResetPasswordForm token={null} />);

    expect(screen.getByRole('alert').textContent).toBe(INVALID);
    expect(screen.getByRole('button', { name: 'Set new password' })).toHaveProperty('disabled', true);
    expect(api.calls).toEqual([]);
  });
});
