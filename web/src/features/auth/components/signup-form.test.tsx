import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { stubFetch } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { withPublicConfig } from '../testing/fake-config';
import { getAccessToken } from '@/lib/storage';
import { SignupForm } from './signup-form';

function fillSignup(values: { name: string; username: string; password: string; confirm: string }) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: values.username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: values.confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('SignupForm', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows 'Passwords do not match' and sends nothing when the passwords differ", async () => {
    const server = stubFetch(201, {});
    vi.stubGlobal('fetch', withPublicConfig(server.fetch));
    const onSuccess = vi.fn();
    renderWithProviders(<SignupForm onSuccess={onSuccess} />);

    fillSignup({ name: 'Ada Lovelace', username: 'ada', password: 'correct-horse', confirm: 'correct-hose' });

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Passwords do not match');
    expect(server.calls).toHaveLength(0);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sends {email: username, password, name}, stores the token and reports a signed-in user', async () => {
    const server = stubFetch(201, { access_token: 'tok', token_type: 'bearer', expires_in: 900 });
    vi.stubGlobal('fetch', withPublicConfig(server.fetch));
    const onSuccess = vi.fn();
    renderWithProviders(<SignupForm onSuccess={onSuccess} />);

    fillSignup({
      name: 'Ada Lovelace',
      username: 'ada',
      password: 'correct-horse',
      confirm: 'correct-horse',
    });

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ isSignedIn: true }));
    expect(server.calls[0]?.url).toBe('/api/auth/signup');
    expect(JSON.parse(String(server.calls[0]?.init.body))).toEqual({
      email: 'ada',
      password: 'correct-horse',
      name: 'Ada Lovelace',
    });
    expect(getAccessToken()).toBe('tok');
  });

  it('reports a user who must still sign in when the reply has no token', async () => {
    vi.stubGlobal('fetch', stubFetch(201, {}).fetch);
    const onSuccess = vi.fn();
    renderWithProviders(<SignupForm onSuccess={onSuccess} />);

    fillSignup({ name: 'Ada', username: 'ada', password: 'correct-horse', confirm: 'correct-horse' });

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ isSignedIn: false }));
    expect(getAccessToken()).toBeNull();
  });

  it.each([
    [409, { detail: 'Username already registered' }, 'Username already registered'],
    [
      422,
      { detail: [{ loc: ['body', 'email'], msg: 'Invalid username', type: 'custom' }] },
      'Invalid username',
    ],
    [500, {}, 'Signup failed'],
  ])('shows the server error of a %i', async (status, body, message) => {
    vi.stubGlobal('fetch', stubFetch(status, body).fetch);
    renderWithProviders(<SignupForm onSuccess={vi.fn()} />);

    fillSignup({ name: 'Ada', username: 'ada', password: 'correct-horse', confirm: 'correct-horse' });

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
  });
});
