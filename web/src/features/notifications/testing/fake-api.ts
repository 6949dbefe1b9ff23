import type { Notification } from '@astor/contract/calendar';

export interface FakeCall {
  method: string;
  url: string;
}

/**
 * A fake notifications server for the tests: it keeps the list, answers GET /notifications with the
 * real unread count, and marks read on the two POSTs, so a screen's refetch sees the change.
 */
export function fakeNotificationsApi(initial: Notification[]) {
  const items = initial.map((item) => ({ ...item }));
  const calls: FakeCall[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const readAt = '2026-05-05T12:00:00.000Z';

  const fetch = async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url });
    if (method === 'GET' && url === '/api/notifications') {
      const sorted = [...items].sort((a, b) => Number(a.read_at !== null) - Number(b.read_at !== null));
      return json(200, { unread: items.filter((item) => !item.read_at).length, items: sorted });
    }
    if (method === 'POST' && url === '/api/notifications/read-all') {
      for (const item of items) item.read_at ??= readAt;
      return json(200, { message: 'All notifications marked as read' });
    }
    const one = /^\/api\/notifications\/([^/]+)\/read$/.exec(url);
    const item = one && items.find((entry) => entry.id === decodeURIComponent(one[1]!));
    if (method === 'POST' && item) {
      item.read_at ??= readAt;
      return json(200, item);
    }
    return json(404, { detail: `No fake for ${method} ${url}` });
  };
  return { fetch, calls, writes: () => calls.filter((call) => call.method !== 'GET') };
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
