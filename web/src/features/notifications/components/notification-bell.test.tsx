import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeNotificationsApi, makeNotification } from '../testing/fake-api';
import { NotificationBell } from './notification-bell';
import { NotificationsPage } from './notifications-page';

const LEASE = makeNotification();
const LATE = makeNotification({
  id: 'n2',
  kind: 'rent_late',
  title: 'Rent is late',
  body: 'Grace Hopper has not paid May rent.',
  link: '/dashboard/finances',
});
const OLD = makeNotification({ id: 'n3', title: 'Compliance item due', read_at: '2026-05-01T00:00:00.000Z' });

function serve(items = [LEASE, LATE, OLD]) {
  const api = fakeNotificationsApi(items);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderBell() {
  renderWithProviders(
    <>
      <NotificationBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/dashboard' },
  );
}

const bell = () => screen.getByRole('button', { name: 'Notifications' });
const count = () => screen.queryByTestId('notification-count')?.textContent ?? null;

describe('NotificationBell', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the real unread count, which drops when one is opened; opening follows its link', async () => {
    const api = serve();
    renderBell();
    await vi.waitFor(() => expect(count()).toBe('2'));
    expect(bell().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(bell());
    const dropdown = within(screen.getByRole('region', { name: 'Latest notifications' }));
    const items = dropdown.getAllByRole('button', {
      name: /Lease ending soon|Rent is late|Compliance item due/,
    });
    expect(items.map((item) => item.dataset.unread)).toEqual(['true', 'true', 'false']);
    expect(dropdown.getAllByText('5 minutes ago')).toHaveLength(3);

    fireEvent.click(dropdown.getByRole('button', { name: /Rent is late/ }));

    await vi.waitFor(() => expect(count()).toBe('1'));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/finances');
    expect(screen.queryByRole('region', { name: 'Latest notifications' })).toBeNull();
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/notifications/n2/read' }]);
  });

  it('marks all as read and hides the badge at 0; View all goes to /notifications', async () => {
    const api = serve();
    renderBell();
    await vi.waitFor(() => expect(count()).toBe('2'));
    fireEvent.click(bell());
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));

    await vi.waitFor(() => expect(count()).toBeNull());
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/notifications/read-all' }]);
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('link', { name: 'View all' }));
    expect(screen.getByTestId('location').textContent).toBe('/notifications');
  });

  it('has no badge when nothing is unread, and closes on Escape', async () => {
    serve([OLD]);
    renderBell();
    fireEvent.click(bell());
    await screen.findByText('Compliance item due');
    expect(count()).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Latest notifications' })).toBeNull();
  });
});

describe('NotificationsPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists every notification, unread first, with mark read and mark all', async () => {
    const api = serve([OLD, LEASE, LATE]);
    renderWithProviders(<NotificationsPage />);
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    expect(screen.getByText('2 unread')).toBeTruthy();
    expect(
      list.getAllByRole('listitem').map((item) => item.querySelector('[data-unread]')?.textContent),
    ).toEqual([
      expect.stringContaining('Lease ending soon'),
      expect.stringContaining('Rent is late'),
      expect.stringContaining('Compliance item due'),
    ]);

    fireEvent.click(list.getByRole('button', { name: 'Mark as read: Lease ending soon' }));
    expect(await screen.findByText('1 unread')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Everything is read.')).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/notifications/n1/read' },
      { method: 'POST', url: '/api/notifications/read-all' },
    ]);
  });
});
