import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { stubFetch } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { withPublicConfig } from '../testing/fake-config';
import { GOOGLE_UNAVAILABLE, GoogleButton } from './google-button';

describe('GoogleButton', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is a link to the server when Google sign-in is configured', async () => {
    vi.stubGlobal('fetch', withPublicConfig(stubFetch(404, {}).fetch, { googleSignIn: true }));
    renderWithProviders(<GoogleButton />);

    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link.getAttribute('href')).toBe('/api/auth/login/google');
  });

  it('stays visible but explains, without navigating, when it is not configured', async () => {
    vi.stubGlobal('fetch', withPublicConfig(stubFetch(404, {}).fetch, { googleSignIn: false }));
    renderWithProviders(<GoogleButton />);

    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(GOOGLE_UNAVAILABLE)).toBeNull();

    fireEvent.click(button);

    expect(screen.getByRole('status').textContent).toBe('Sign-in with Google is not set up on this server.');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
  });

  it('leaves the decision to the server when the config cannot be read', async () => {
    const server = stubFetch(500, { detail: 'Internal Server Error' });
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<GoogleButton />);

    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeTruthy();
  });
});
