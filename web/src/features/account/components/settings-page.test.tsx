import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { useMe } from '@/lib/queries/me';
import { getAccessToken, getRememberedUser, setAccessToken, setRememberedUser } from '@/lib/storage';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeSession, makeUser } from '../testing/fixtures';
import { SettingsPage } from './settings-page';

const OTHER_DEVICE = makeSession({
  id: 's2',
  current: false,
  persistent: true,
  user_agent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ip: '203.0.113.7',
  last_used_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
});

type Routes = Parameters<typeof fakeApi>[0];

/** A server holding one user and two sessions; PATCH /users/me really changes the user. */
function serve(routes: Routes = {}) {
  let user = makeUser();
  let sessions = [makeSession(), OTHER_DEVICE];
  const api = fakeApi({
    'GET /api/users/me': () => ({ status: 200, body: user }),
    'PATCH /api/users/me': ({ body }) => {
      user = { ...user, ...(body as object) };
      return { status: 200, body: user };
    },
    'GET /api/users/me/sessions': () => ({ status: 200, body: sessions }),
    'DELETE /api/users/me/sessions/s2': () => {
      sessions = sessions.filter((session) => session.id !== 's2');
      return { status: 200, body: { message: 'Session signed out' } };
    },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** What the top bar shows: the same ['users', 'me'] query, read elsewhere on the page. */
function TopBarName() {
  const me = useMe();
  return <output data-testid="top-bar-name">{me.data?.name}</output>;
}

async function renderSettings() {
  const onSignedOutEverywhere = vi.fn();
  const onAccountDeleted = vi.fn();
  renderWithProviders(
    <>
      <TopBarName />
      <SettingsPage onSignedOutEverywhere={onSignedOutEverywhere} onAccountDeleted={onAccountDeleted} />
      <Toaster />
    </>,
  );
  await screen.findByRole('heading', { name: 'Profile' });
  return { onSignedOutEverywhere, onAccountDeleted };
}

const section = (name: string) => screen.getByRole('region', { name });
const change = (label: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

describe('SettingsPage', () => {
  beforeEach(() => {
    localStorage.clear();
    setAccessToken('tok');
  });
  afterEach(() => {
    cleanup();
    toast.dismiss();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('Profile', () => {
    it("saves the name, says 'Profile updated' and updates the name shown elsewhere", async () => {
      const api = serve();
      await renderSettings();
      expect(screen.getByTestId('top-bar-name').textContent).toBe('Ada Lovelace');
      const profile = section('Profile');
      expect(within(profile).getByLabelText('Username')).toHaveProperty('value', 'ada@example.com');

      change('Name', 'Augusta Ada King', profile);
      fireEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));

      expect(await screen.findByText('Profile updated')).toBeTruthy();
      expect(api.writes()).toEqual([
        { method: 'PATCH', url: '/api/users/me', body: { name: 'Augusta Ada King' } },
      ]);
      await vi.waitFor(() => expect(screen.getByTestId('top-bar-name').textContent).toBe('Augusta Ada King'));
      // Saved: nothing left to save.
      expect(within(profile).getByRole('button', { name: 'Save profile' })).toHaveProperty('disabled', true);
    });

    it('refuses a blank name without sending it', async () => {
      const api = serve();
      await renderSettings();
      const profile = section('Profile');

      change('Name', '   ', profile);
      fireEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));

      expect(within(profile).getByRole('alert').textContent).toBe('Name is required');
      expect(api.writes()).toEqual([]);
    });

    it("shows the server's message when saving fails", async () => {
      serve({
        'PATCH /api/users/me': {
          status: 422,
          body: {
            detail: [{ loc: ['body', 'name'], msg: 'Name must be at most 200 characters', type: 'x' }],
          },
        },
      });
      await renderSettings();
      const profile = section('Profile');

      change('Name', 'Someone else', profile);
      fireEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));

      expect((await within(profile).findByRole('alert')).textContent).toBe(
        'Name must be at most 200 characters',
      );
    });
  });

  describe('Preferences', () => {
    it('saves the time zone and the currency', async () => {
      const api = serve();
      await renderSettings();
      const preferences = section('Preferences');
      expect(within(preferences).getByLabelText('Time zone')).toHaveProperty('value', 'UTC');
      expect(within(preferences).getByLabelText('Currency')).toHaveProperty('value', 'USD');

      change('Time zone', 'America/Toronto', preferences);
      change('Currency', 'CAD', preferences);
      fireEvent.click(within(preferences).getByRole('button', { name: 'Save preferences' }));

      expect(await screen.findByText('Preferences saved')).toBeTruthy();
      expect(api.writes()).toEqual([
        { method: 'PATCH', url: '/api/users/me', body: { timezone: 'America/Toronto', currency: 'CAD' } },
      ]);
    });

    it("offers the currencies of the contract and suggests this device's time zone", async () => {
      const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
      vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
        this: Intl.DateTimeFormat,
      ) {
        return { ...resolvedOptions.call(this), timeZone: 'Europe/Paris' };
      });
      serve();
      await renderSettings();
      const preferences = section('Preferences');

      const currencies = within(within(preferences).getByLabelText('Currency'))
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value);
      expect(currencies).toEqual(['USD', 'CAD', 'EUR', 'GBP', 'AUD']);
      expect(
        within(preferences).getByRole('option', { name: /^Europe\/Paris \(UTC\+0[12]:00\), this device$/ }),
      ).toBeTruthy();

      fireEvent.click(within(preferences).getByRole('button', { name: 'Use Europe/Paris' }));

      expect(within(preferences).getByLabelText('Time zone')).toHaveProperty('value', 'Europe/Paris');
      expect(within(preferences).queryByRole('button', { name: 'Use Europe/Paris' })).toBeNull();
    });
  });

  describe('Password', () => {
    function changePassword(current: string, next: string, confirmation: string) {
      const password = section('Password');
      change('Current password', current, password);
      change('New password', next, password);
      change('Confirm new password', confirmation, password);
      fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));
      return password;
    }

    it('sends {current_password, new_password}, says other devices are signed out, and empties the fields', async () => {
      const api = serve({
        'POST /api/users/me/password': {
          status: 200,
          body: { message: 'Password changed. Other devices have been signed out.' },
        },
      });
      await renderSettings();

      const password = changePassword('old secret', 'new secret!', 'new secret!');

      expect((await within(password).findByRole('status')).textContent).toBe(
        'Password changed. Other devices have been signed out.',
      );
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          url: '/api/users/me/password',
          body: { current_password: 'old secret', new_password: 'new secret!' },
        },
      ]);
      expect(within(password).getByLabelText('Current password')).toHaveProperty('value', '');
      // The session list is asked for again: the other devices are gone.
      await vi.waitFor(() =>
        expect(api.calls.filter((call) => call.url === '/api/users/me/sessions')).toHaveLength(2),
      );
    });

    it("says 'Passwords do not match' and sends nothing", async () => {
      const api = serve();
      await renderSettings();

      const password = changePassword('old secret', 'new secret!', 'new secret?');

      expect(within(password).getByRole('alert').textContent).toBe('Passwords do not match');
      expect(api.writes()).toEqual([]);
    });

    it('shows the 403 detail for a wrong current password', async () => {
      serve({
        'POST /api/users/me/password': {
          status: 403,
          body: { detail: 'Your current password is incorrect.' },
        },
      });
      await renderSettings();

      const password = changePassword('wrong', 'new secret!', 'new secret!');

      expect((await within(password).findByRole('alert')).textContent).toBe(
        'Your current password is incorrect.',
      );
    });
  });

  describe('Active sessions', () => {
    it('lists the devices, this one first and marked, and signs another one out', async () => {
      const api = serve();
      await renderSettings();
      const list = await within(section('Active sessions')).findByRole('list', { name: 'Active sessions' });

      const rows = within(list).getAllByRole('listitem');
      expect(rows).toHaveLength(2);
      expect(rows[0]?.textContent).toContain('Chrome on Linux');
      expect(rows[0]?.textContent).toContain('This device');
      expect(rows[0]?.textContent).toContain('Last used just now');
      expect(within(rows[0]!).queryByRole('button')).toBeNull();
      expect(rows[1]?.textContent).toContain('Safari on iOS');
      expect(rows[1]?.textContent).toContain('203.0.113.7');
      expect(rows[1]?.textContent).toContain('Last used 3 hours ago');
      expect(rows[1]?.textContent).not.toContain('This device');

      fireEvent.click(within(rows[1]!).getByRole('button', { name: /^Sign out Safari on iOS/ }));

      await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
      expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/users/me/sessions/s2', body: undefined }]);
    });

    it('signs out everywhere: forgets this device too and leaves', async () => {
      setRememberedUser('ada@example.com');
      const api = serve({
        'DELETE /api/users/me/sessions': { status: 200, body: { message: 'Signed out everywhere' } },
      });
      const { onSignedOutEverywhere } = await renderSettings();

      fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

      await vi.waitFor(() => expect(onSignedOutEverywhere).toHaveBeenCalledOnce());
      expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/users/me/sessions', body: undefined }]);
      expect(getAccessToken()).toBeNull();
      // Like a logout, the opt-in remembered username stays.
      expect(getRememberedUser()).toBe('ada@example.com');
    });
  });

  describe('Your data', () => {
    it('downloads the ZIP with the bearer token', async () => {
      const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
      const api = serve({
        'GET /api/users/me/export': new Response(zip, {
          status: 200,
          headers: { 'Content-Type': 'application/zip' },
        }),
      });
      const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
      const clicks: HTMLAnchorElement[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicks.push(this);
      });
      await renderSettings();

      fireEvent.click(screen.getByRole('button', { name: 'Export all my data' }));

      await vi.waitFor(() => expect(clicks).toHaveLength(1));
      expect(clicks[0]?.download).toMatch(/^astor-export-\d{4}-\d{2}-\d{2}\.zip$/);
      expect(clicks[0]?.getAttribute('href')).toBe('blob:export');
      const blob = createObjectURL.mock.calls[0]?.[0];
      expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(zip);
      const exportCall = api.calls.find((call) => call.url === '/api/users/me/export');
      expect(exportCall).toBeTruthy();
    });

    it('says so when the export fails', async () => {
      serve({ 'GET /api/users/me/export': { status: 500, body: {} } });
      await renderSettings();

      fireEvent.click(screen.getByRole('button', { name: 'Export all my data' }));

      expect(await screen.findByText('Failed to export your data. Please try again.')).toBeTruthy();
    });
  });

  describe('Danger zone', () => {
    async function openDeleteDialog() {
      fireEvent.click(within(section('Danger zone')).getByRole('button', { name: 'Delete my account' }));
      return screen.getByRole('dialog', { name: 'Delete your account' });
    }

    it('needs the password and DELETE typed out, then deletes, forgets everything and leaves', async () => {
      setRememberedUser('ada@example.com');
      const api = serve({
        'DELETE /api/users/me': {
          status: 200,
          body: { message: 'Your account and all its data have been deleted.' },
        },
      });
      const { onAccountDeleted } = await renderSettings();
      const dialog = await openDeleteDialog();
      const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
      expect(confirm).toHaveProperty('disabled', true);

      change('Your password', 'my secret', dialog);
      change('Type DELETE to confirm', 'delete', dialog);
      expect(confirm).toHaveProperty('disabled', true);
      change('Type DELETE to confirm', 'DELETE', dialog);
      expect(confirm).toHaveProperty('disabled', false);
      fireEvent.click(confirm);

      await vi.waitFor(() => expect(onAccountDeleted).toHaveBeenCalledOnce());
      expect(api.writes()).toEqual([
        { method: 'DELETE', url: '/api/users/me', body: { password: 'my secret' } },
      ]);
      expect(getAccessToken()).toBeNull();
      expect(getRememberedUser()).toBeNull();
      expect(await screen.findByText('Your account and all its data have been deleted.')).toBeTruthy();
    });

    it('shows the 403 detail in the dialog and keeps the account', async () => {
      serve({
        'DELETE /api/users/me': { status: 403, body: { detail: 'Your current password is incorrect.' } },
      });
      const { onAccountDeleted } = await renderSettings();
      const dialog = await openDeleteDialog();

      change('Your password', 'wrong', dialog);
      change('Type DELETE to confirm', 'DELETE', dialog);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Your current password is incorrect.',
      );
      expect(onAccountDeleted).not.toHaveBeenCalled();
      expect(getAccessToken()).toBe('tok');
    });
  });

  it('offers to try again when the user cannot be loaded', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/users/me': () => (fail ? { status: 500, body: {} } : { status: 200, body: makeUser() }),
      'GET /api/users/me/sessions': { status: 200, body: [] },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<SettingsPage onSignedOutEverywhere={vi.fn()} onAccountDeleted={vi.fn()} />);

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load your settings.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
  });
});
