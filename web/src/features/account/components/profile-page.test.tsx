import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '../testing/fixtures';
import { ProfilePage } from './profile-page';

describe('ProfilePage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the name, username, time zone and currency, with a link to Settings', async () => {
    const user = makeUser({ timezone: 'America/New_York', currency: 'EUR' });
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/users/me': { status: 200, body: user } }).fetch);
    renderWithProviders(<ProfilePage />);

    await screen.findAllByText('Ada Lovelace');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      Name: 'Ada Lovelace',
      Username: 'ada@example.com',
      'Time zone': 'America/New York',
      Currency: 'Euro (EUR)',
    });
    expect(screen.getByRole('link', { name: 'Edit in Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('says so when the user cannot be loaded', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/users/me': { status: 500, body: {} } }).fetch);
    renderWithProviders(<ProfilePage />);

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load your profile.');
  });
});
