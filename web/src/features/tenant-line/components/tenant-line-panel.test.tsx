import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { TenantConversation } from '@astor/contract/tenant-line';
import { renderWithProviders } from '@/testing/render-with-providers';
import { TenantLinePanel } from './tenant-line-panel';

type Reply = { status: number; body: unknown };
type Call = { method: string; url: string };

const LINK = 'GET /api/properties/p1/tenant-link';
const ENABLE = 'POST /api/properties/p1/tenant-link';
const REVOKE = 'DELETE /api/properties/p1/tenant-link';
const CONVERSATIONS = 'GET /api/tenant-conversations?property_id=p1';

function serve(routes: Record<string, Reply | (() => Reply)>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { method: init.method ?? 'GET', url };
    calls.push(call);
    const route = routes[`${call.method} ${url}`];
    const reply = (typeof route === 'function' ? route() : route) ?? { status: 404, body: {} };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key) };
}

const conversation: TenantConversation = {
  id: 'c1',
  property_id: 'p1',
  created_at: '2026-03-01T10:00:00.000Z',
  last_message_at: '2026-03-01T10:05:00.000Z',
  details: { unit: '2B', problem: null, urgency: null, contact: '512-555-0100' },
  maintenance_request_ids: ['m1'],
  messages: [
    {
      id: 'a',
      sender: 'tenant',
      text: 'I smell gas',
      emergency: false,
      created_at: '2026-03-01T10:00:00.000Z',
    },
    {
      id: 'b',
      sender: 'bot',
      text: '**Possible gas leak.** Call 911.',
      emergency: true,
      created_at: '2026-03-01T10:00:01.000Z',
    },
  ],
};

function renderPanel() {
  return renderWithProviders(
    <>
      <TenantLinePanel propertyId="p1" />
      <Toaster />
    </>,
  );
}

describe('the tenant line tab', () => {
  afterEach(() => {
    cleanup();
    toast.dismiss();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('turns the link on and shows its URL once, to copy', async () => {
    let link = { active: false, created_at: null as string | null };
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = serve({
      [LINK]: () => ({ status: 200, body: link }),
      [ENABLE]: () => {
        link = { active: true, created_at: '2026-03-01T10:00:00.000Z' };
        return { status: 201, body: { url: 'http://astor.test/t/secret', created_at: link.created_at } };
      },
      [CONVERSATIONS]: { status: 200, body: [] },
    });
    renderPanel();
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on tenant line' }));

    const url = (await screen.findByLabelText('Tenant line link')) as HTMLInputElement;
    expect(url.value).toBe('http://astor.test/t/secret');
    expect(url.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://astor.test/t/secret');
    expect(await screen.findByRole('button', { name: 'Rotate link' })).toBeTruthy();
    expect(api.callsTo(ENABLE)).toHaveLength(1);
  });

  it('rotates and turns off only after a confirm, and never shows an old URL', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    let link = { active: true, created_at: '2026-03-01T10:00:00.000Z' as string | null };
    const api = serve({
      [LINK]: () => ({ status: 200, body: link }),
      [ENABLE]: {
        status: 201,
        body: { url: 'http://astor.test/t/new', created_at: '2026-03-02T10:00:00.000Z' },
      },
      [REVOKE]: () => {
        link = { active: false, created_at: null };
        return { status: 200, body: { message: 'Tenant line turned off' } };
      },
      [CONVERSATIONS]: { status: 200, body: [] },
    });
    renderPanel();
    // On, but the URL is not shown: only its hash is stored.
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate link' }));
    expect(screen.queryByLabelText('Tenant line link')).toBeNull();
    expect(api.callsTo(ENABLE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Rotate link' }));
    expect(((await screen.findByLabelText('Tenant line link')) as HTMLInputElement).value).toBe(
      'http://astor.test/t/new',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on tenant line' })).toBeTruthy();
    expect(screen.queryByLabelText('Tenant line link')).toBeNull();
    expect(api.callsTo(REVOKE)).toHaveLength(1);
    expect(confirm).toHaveBeenCalledTimes(3);
  });

  it('lists every conversation with its messages, emergencies in red', async () => {
    serve({
      [LINK]: { status: 200, body: { active: true, created_at: '2026-03-01T10:00:00.000Z' } },
      [CONVERSATIONS]: { status: 200, body: [conversation] },
    });
    renderPanel();
    const item = within((await screen.findAllByRole('listitem'))[0] as HTMLElement);
    expect(item.getByText('Unit 2B')).toBeTruthy();
    expect(item.getByText('512-555-0100')).toBeTruthy();
    expect(item.getByText('1 maintenance request')).toBeTruthy();
    const messages = item.getByRole('log', { name: 'Messages' });
    expect(messages.textContent).toContain('Tenant: I smell gas');
    const alert = within(messages).getByText('Possible gas leak.').closest('[data-emergency="true"]');
    expect(alert?.className).toContain('border-red-500');
  });

  it('says so when the link or the conversations cannot be loaded', async () => {
    serve({
      [LINK]: { status: 500, body: { detail: 'boom' } },
      [CONVERSATIONS]: { status: 500, body: { detail: 'boom' } },
    });
    renderPanel();
    expect(await screen.findByText('Failed to load the tenant line.')).toBeTruthy();
    expect(await screen.findByText('Failed to load the conversations.')).toBeTruthy();
  });
});
