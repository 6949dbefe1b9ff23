import type { Notification } from '@astor/contract/calendar';
import { fakeApi } from '@/testing/fake-api';

/**
 * A fake notifications server for the tests: it keeps the list, answers GET /notifications with the
 * real unread count, and marks read on the two POSTs, so a screen's refetch sees the change.
 */
export function fakeNotificationsApi(initial: Notification[]) {
  const items = initial.map((item) => ({ ...item }));
  const readAt = '2026-05-05T12:00:00.000Z';
  const markOneRead = (item: Notification) => () => {
    item.read_at ??= readAt;
    return { status: 200, body: item };
  };
  return fakeApi({
    'GET /api/notifications': () => {
      const sorted = [...items].sort((a, b) => Number(a.read_at !== null) - Number(b.read_at !== null));
      return { status: 200, body: { unread: items.filter((item) => !item.read_at).length, items: sorted } };
    },
    'POST /api/notifications/read-all': () => {
      for (const item of items) item.read_at ??= readAt;
      return { status: 200, body: { message: 'All notifications marked as read' } };
    },
    ...Object.fromEntries(
      items.map((item) => [`POST /api/notifications/${encodeURIComponent(item.id)}/read`, markOneRead(item)]),
    ),
  });
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n1',
    kind: 'lease_ending',
    title: 'Lease ending soon',
    body: "Ada Lovelace's lease at 12 Elm Street ends on Jun 1, 2026.",
    link: '/dashboard/tenants',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    read_at: null,
    ...overrides,
  };
}
