import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { renderWithProviders } from '@/testing/render-with-providers';
import { INACTIVE_LINK_MESSAGE, TenantLinePage } from './tenant-line-page';

type Reply = { status: number; body: unknown };
type Call = { method: string; url: string; body: unknown };

const TOKEN = 'tok_123';
const INFO = `GET /api/tenant-line/${TOKEN}`;
const SEND = `POST /api/tenant-line/${TOKEN}/messages`;
const GREETING = "Hi, I'm Astor, the assistant for 12 Elm Street.";
const info = {
  status: 200,
  body: { property: { address: '12 Elm Street', city: 'Austin' }, greeting: GREETING },
};

/** A fake `fetch` answering by 'METHOD /path'; a handler may hold its reply in a promise. */
function serve(routes: Record<string, Reply | ((call: Call) => Reply | Promise<Reply>)>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url}`];
    const reply = (typeof route === 'function' ? await route(call) : route) ?? { status: 404, body: {} };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key) };
}

function renderPage() {
  return renderWithProviders(
    <>
      <TenantLinePage token={TOKEN} />
      <Toaster />
    </>,
  );
}

const input = () => screen.getByPlaceholderText('Type your message...') as HTMLTextAreaElement;
const log = () => screen.getByRole('log', { name: 'Messages' });

function say(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
}

describe('the tenant line page', () => {
  afterEach(() => {
    cleanup();
    toast.dismiss();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the property street and the greeting, with nothing of the dashboard', async () => {
    serve({ [INFO]: info });
    renderPage();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '12 Elm Street' })).toBeTruthy();
    expect(screen.getByText('Austin · Tenant line')).toBeTruthy();
    expect(within(log()).getByText(GREETING)).toBeTruthy();
    expect(document.activeElement).toBe(input());
    expect(screen.queryByRole('navigation')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says honestly that an unknown or revoked link is no longer active', async () => {
    serve({ [INFO]: { status: 404, body: { detail: 'Tenant line not found' } } });
    renderPage();
    expect(await screen.findByText(INACTIVE_LINK_MESSAGE)).toBeTruthy();
    expect(screen.queryByPlaceholderText('Type your message...')).toBeNull();
  });

  it('offers a retry when the line cannot be loaded', async () => {
    let isUp = false;
    serve({ [INFO]: () => (isUp ? info : { status: 503, body: { detail: 'Unavailable' } }) });
    renderPage();
    expect(await screen.findByText(/Failed to load the tenant line/)).toBeTruthy();
    isUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: '12 Elm Street' })).toBeTruthy();
  });

  it('chats: the message shows at once, then the reply; the conversation continues with its id', async () => {
    let release: (reply: Reply) => void = () => {};
    const api = serve({
      [INFO]: info,
      [SEND]: (call) =>
        (call.body as { conversation_id?: string }).conversation_id
          ? {
              status: 200,
              body: {
                conversation_id: 'c1',
                response: 'What phone number or email can your landlord reach you at?',
              },
            }
          : new Promise<Reply>((resolve) => {
              release = resolve;
            }),
    });
    renderPage();
    await screen.findByRole('heading', { name: '12 Elm Street' });

    say('  My kitchen sink is leaking  ');
    expect(within(log()).getByText('My kitchen sink is leaking')).toBeTruthy();
    expect(input().value).toBe('');
    expect(await screen.findByText('Astor is typing')).toBeTruthy();
    await act(async () =>
      release({ status: 200, body: { conversation_id: 'c1', response: 'Which unit is this in?' } }),
    );
    expect(await within(log()).findByText('Which unit is this in?')).toBeTruthy();

    say('2B');
    expect(await within(log()).findByText(/phone number or email/)).toBeTruthy();
    expect(api.callsTo(SEND).map((call) => call.body)).toEqual([
      { message: 'My kitchen sink is leaking' },
      { message: '2B', conversation_id: 'c1' },
    ]);
  });

  it('shows an emergency reply in red, and markup as text', async () => {
    serve({
      [INFO]: info,
      [SEND]: {
        status: 200,
        body: {
          conversation_id: 'c1',
          response: '**Possible gas leak: get everyone out.** <b>Call 911</b>',
          emergency: true,
          maintenance_request_id: 'm1',
        },
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: '12 Elm Street' });
    say('I smell gas!');
    const bold = await within(log()).findByText('Possible gas leak: get everyone out.');
    expect(bold.tagName).toBe('STRONG');
    const bubble = bold.closest('[data-emergency="true"]') as HTMLElement;
    expect(bubble.className).toContain('border-red-500');
    expect(within(bubble).getByText('Emergency')).toBeTruthy();
    expect(within(bubble).getByText('<b>Call 911</b>', { exact: false })).toBeTruthy();
    expect(log().querySelector('b')).toBeNull();
  });

  it('tells the tenant to wait when rate-limited, and keeps their message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      [INFO]: info,
      [SEND]: {
        status: 429,
        body: { detail: 'Too many messages. Please wait a few minutes and try again.' },
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: '12 Elm Street' });
    say('Hello?');
    expect(
      await screen.findByText('Too many messages. Please wait a few minutes and try again.'),
    ).toBeTruthy();
    expect(within(log()).getByText('Hello?')).toBeTruthy();
  });

  it('reports a failed send without adding a reply', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ [INFO]: info, [SEND]: { status: 500, body: { detail: 'Internal Server Error' } } });
    renderPage();
    await screen.findByRole('heading', { name: '12 Elm Street' });
    say('Hello');
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Astor is typing')).toBeNull());
    expect(log().textContent).toBe(`Astor: ${GREETING}You: Hello`);
  });

  it('switches to the inactive message when the landlord revokes the link mid-conversation', async () => {
    serve({ [INFO]: info, [SEND]: { status: 404, body: { detail: 'Tenant line not found' } } });
    renderPage();
    await screen.findByRole('heading', { name: '12 Elm Street' });
    say('Hello');
    expect(await screen.findByText(INACTIVE_LINK_MESSAGE)).toBeTruthy();
    expect(screen.queryByPlaceholderText('Type your message...')).toBeNull();
  });
});
