import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { stubFetch } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { withPublicConfig } from '../testing/fake-config';
import { getAccessToken, getRememberedUser, setRememberedUser } from '@/lib/storage';
import { LoginForm } from './login-form';

function signIn(username: string, password: string, { remember }: { remember?: boolean } = {}) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  const checkbox = screen.getByLabelText('Remember me on this device');
  if (remember !== undefined && (checkbox as HTMLInputElement).checked !== remember)
    fireEvent.click(checkbox);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    [401, { detail: 'Incorrect username or password' }, 'Incorrect username or password'],
    [
      429,
      { detail: 'Too many attempts. Try again in a minute.' },
      'Too many attempts. Try again in a minute.',
    ],
    [500, { oops: true }, 'Unable to sign in.'],
    [200, { message: 'ok but no token' }, 'Authentication failed'],
  ])('maps a %i reply to its message', async (status, body, message) => {
    const server = stubFetch(status, body);
    vi.stubGlobal('fetch', withPublicConfig(server.fetch));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);

    signIn('ada', 'secret');

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    expect(onSuccess).not.toHaveBeenCalled();
    // Wrong credentials are not an expired session: no refresh call.
    expect(server.calls.map((call) => call.url)).toEqual(['/api/auth/login']);
  });

  it("falls back to 'Unable to sign in.' when the network fails", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);

    signIn('ada', 'secret');

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Unable to sign in.');
  });

  it('sends {email: username, password, remember_me}, stores the token and remembers the username', async () => {
    const server = stubFetch(200, { access_token: 'tok', token_type: 'bearer', expires_in: 900 });
    vi.stubGlobal('fetch', withPublicConfig(server.fetch));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);

    signIn('ada', 'secret', { remember: true });

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(JSON.parse(String(server.calls[0]?.init.body))).toEqual({
      email: 'ada',
      password: 'secret',
      remember_me: true,
    });
    expect(getAccessToken()).toBe('tok');
    expect(getRememberedUser()).toBe('ada');
  });

  it('pre-fills a remembered username and forgets it when unticked', async () => {
    setRememberedUser('grace');
    vi.stubGlobal(
      'fetch',
      stubFetch(200, { access_token: 'tok', token_type: 'bearer', expires_in: 900 }).fetch,
    );
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);

    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'grace');
    expect(screen.getByLabelText('Remember me on this device')).toHaveProperty('checked', true);

    signIn('grace', 'secret', { remember: false });

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(getRememberedUser()).toBeNull();
  });

  it("shows the Google callback's ?error= message and takes it out of the address", async () => {
    vi.stubGlobal('fetch', withPublicConfig(stubFetch(500, {}).fetch));
    const message = 'Sign-in with Google failed. Please try again.';
    renderWithProviders(
      <>
        <LoginForm onSuccess={vi.fn()} />
        <LocationProbe />
      </>,
      { route: `/login?error=${encodeURIComponent(message)}` },
    );

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    // Still shown once the address is clean; a new attempt replaces it.
    expect(screen.getByRole('alert')).toHaveProperty('textContent', message);
  });
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
