import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { fakeApi, heldReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeMessage } from '../testing/fixtures';
import { ChatWidget } from './chat-widget';

const HISTORY = 'GET /api/chat/history';
const COPILOT = 'POST /api/chat/copilot';

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [HISTORY]: { status: 200, body: { messages: [] } }, ...routes });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function renderWidget() {
  return renderWithProviders(
    <>
      <ChatWidget />
      <Toaster />
    </>,
  );
}

const trigger = () => screen.queryByRole('button', { name: 'Chat' });
const popup = () => screen.getByRole('dialog', { name: 'Astor' });
const input = () => screen.getByPlaceholderText('Type your message...') as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const log = () => screen.getByRole('log', { name: 'Messages' });

/** Opens the popup and waits until the history has loaded (the input is usable). */
async function open() {
  fireEvent.click(trigger()!);
  await waitFor(() => expect(screen.queryByText('Loading conversation...')).toBeNull());
}

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

describe('ChatWidget', () => {
  afterEach(() => {
    cleanup();
    toast.dismiss();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens from the Chat button, hides it while open, and closes with the close button or Escape', async () => {
    serve();
    renderWidget();
    expect(screen.queryByRole('dialog')).toBeNull();

    await open();
    expect(popup()).toBeTruthy();
    expect(within(popup()).getByRole('heading', { name: 'Astor' })).toBeTruthy();
    expect(trigger()).toBeNull();
    expect(document.activeElement).toBe(input());

    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());

    await open();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toBeTruthy();
  });

  it('loads the history when it opens, so past messages show after a reload', async () => {
    const api = serve({
      [HISTORY]: {
        status: 200,
        body: {
          messages: [
            makeMessage({ id: 'm1', sender: 'user', text: 'How much rent is due?' }),
            makeMessage({ id: 'm2', sender: 'bot', text: 'You are owed **$2,400.00**.' }),
          ],
        },
      },
    });
    renderWidget();
    expect(api.callsTo(HISTORY)).toHaveLength(0);

    fireEvent.click(trigger()!);
    expect(await within(log()).findByText('How much rent is due?')).toBeTruthy();
    expect(within(log()).getByText('$2,400.00').tagName).toBe('STRONG');
    expect(api.callsTo(HISTORY)).toHaveLength(1);
  });

  it('sends with Enter: the message shows at once, the input clears, then the reply is added', async () => {
    const reply = heldReply();
    const api = serve({ [COPILOT]: reply.handler });
    renderWidget();
    await open();

    type('  What is my net income?  ');
    fireEvent.keyDown(input(), { key: 'Enter' });

    expect(within(log()).getByText('What is my net income?')).toBeTruthy();
    expect(input().value).toBe('');
    await waitFor(() => expect(api.callsTo(COPILOT)).toHaveLength(1));
    expect(api.callsTo(COPILOT)[0]?.body).toEqual({ message: 'What is my net income?' });

    await act(async () =>
      reply.release({ status: 200, body: { response: 'Net income is **$900.00**', sources: [] } }),
    );
    expect(await within(log()).findByText('$900.00')).toBeTruthy();
  });

  /** Opens the popup with the history and the reply held, and sends a question before the history arrives. */
  function sendWhileHistoryLoads() {
    const history = heldReply();
    const reply = heldReply();
    const api = serve({ [HISTORY]: history.handler, [COPILOT]: reply.handler });
    renderWidget();
    fireEvent.click(trigger()!);
    expect(screen.getByText('Loading conversation...')).toBeTruthy();
    type('How much rent is due?');
    fireEvent.keyDown(input(), { key: 'Enter' });
    return {
      api,
      releaseHistory: () =>
        act(async () =>
          history.release({
            status: 200,
            body: { messages: [makeMessage({ id: 'm1', sender: 'user', text: 'Earlier question' })] },
          }),
        ),
      releaseReply: () =>
        act(async () => reply.release({ status: 200, body: { response: 'Nothing is due', sources: [] } })),
    };
  }

  it('a message sent while the history loads waits for it, then follows it', async () => {
    const { api, releaseHistory, releaseReply } = sendWhileHistoryLoads();
    expect(input().value).toBe('');
    await screen.findByText('Astor is typing');
    expect(api.callsTo(COPILOT)).toHaveLength(0);

    await releaseHistory();
    await waitFor(() => expect(api.callsTo(COPILOT)).toHaveLength(1));
    expect(log().textContent).toBe('You: Earlier questionYou: How much rent is due?');

    await releaseReply();
    await within(log()).findByText('Nothing is due');
    expect(log().textContent).toBe('You: Earlier questionYou: How much rent is due?Astor: Nothing is due');
  });

  it('a message sent while the history loads still follows it when the popup closes meanwhile', async () => {
    const { api, releaseHistory, releaseReply } = sendWhileHistoryLoads();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));

    await releaseHistory();
    await waitFor(() => expect(api.callsTo(COPILOT)).toHaveLength(1));
    await releaseReply();

    fireEvent.click(trigger()!);
    await within(log()).findByText('Nothing is due');
    expect(log().textContent).toBe('You: Earlier questionYou: How much rent is due?Astor: Nothing is due');
  });

  it('does not send with Shift+Enter', async () => {
    const api = serve();
    renderWidget();
    await open();

    type('first line');
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(input().value).toBe('first line');
    expect(api.callsTo(COPILOT)).toHaveLength(0);
    expect(within(log()).queryByText('first line')).toBeNull();
  });

  it('does not send an empty or whitespace-only message and disables the button for it', async () => {
    const api = serve();
    renderWidget();
    await open();

    expect(sendButton().disabled).toBe(true);
    type('   \n  ');
    expect(sendButton().disabled).toBe(true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.submit(sendButton().closest('form')!);
    expect(api.callsTo(COPILOT)).toHaveLength(0);
    expect(input().value).toBe('   \n  ');

    type('hi');
    expect(sendButton().disabled).toBe(false);
  });

  it('disables sending and shows the typing indicator while a reply is pending', async () => {
    const reply = heldReply();
    const api = serve({ [COPILOT]: reply.handler });
    renderWidget();
    await open();
    expect(screen.queryByText('Astor is typing')).toBeNull();

    type('Hello');
    fireEvent.click(sendButton());
    await screen.findByText('Astor is typing');
    expect(screen.getByRole('status').textContent).toBe('Astor is typing');

    type('Another one');
    expect(sendButton().disabled).toBe(true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe('Another one');

    await act(async () => reply.release({ status: 200, body: { response: 'Hi there', sources: [] } }));
    await within(log()).findByText('Hi there');
    expect(screen.queryByText('Astor is typing')).toBeNull();
    expect(sendButton().disabled).toBe(false);
    expect(api.callsTo(COPILOT)).toHaveLength(1);
  });

  it('on failure shows the toast, logs the error and adds no bot message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ [COPILOT]: { status: 500, body: { detail: 'Internal Server Error' } } });
    renderWidget();
    await open();

    type('Hello');
    fireEvent.click(sendButton());

    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText('Astor is typing')).toBeNull();
    // The user's message stays; nothing from Astor was added.
    expect(within(log()).getByText('Hello')).toBeTruthy();
    expect(within(log()).queryByText(/^Astor:/)).toBeNull();
    expect(log().textContent).toBe('You: Hello');
  });

  it('shows the server’s reason when it refuses the message (the read-only demo)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const detail = 'The demo is read-only. Sign up to make your own workspace.';
    serve({ [COPILOT]: { status: 403, body: { detail } } });
    renderWidget();
    await open();

    type('Hello');
    fireEvent.click(sendButton());

    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull();
  });

  it('links the sources under a reply to their records; a period is plain text', async () => {
    serve({
      [COPILOT]: {
        status: 200,
        body: {
          response: 'Rent roll:\n- 12 Elm Street',
          sources: [
            { type: 'period', id: '2026-03', label: 'March 2026' },
            { type: 'property', id: 'p1', label: '12 Elm Street' },
            { type: 'tenant', id: 't1', label: 'Ada Lovelace' },
            { type: 'lease', id: 'l1', label: 'Lease of Ada Lovelace' },
            { type: 'document', id: 'd1', label: 'lease.pdf' },
          ],
        },
      },
    });
    renderWidget();
    await open();
    type('Rent roll');
    fireEvent.click(sendButton());

    const sources = within(await screen.findByRole('list', { name: 'Sources' }));
    const href = (name: string) => sources.getByRole('link', { name }).getAttribute('href');
    expect(href('12 Elm Street')).toBe('/dashboard/properties?property=p1');
    expect(href('Ada Lovelace')).toBe('/dashboard/tenants?tenant=t1');
    expect(href('Lease of Ada Lovelace')).toBe('/dashboard/vault?folder=leases&record=l1');
    expect(href('lease.pdf')).toBe('/dashboard/vault?folder=documents&record=d1');
    expect(sources.queryByRole('link', { name: 'March 2026' })).toBeNull();
    expect(sources.getByText('March 2026')).toBeTruthy();
    // The reply's bullet is a list item of its own list.
    expect(within(log()).getAllByRole('listitem')[0]?.textContent).toBe('12 Elm Street');
  });

  it('marks an emergency reply with a red border and an alert', async () => {
    serve({
      [COPILOT]: {
        status: 200,
        body: { response: 'Leave the building and call 911.', sources: [], emergency: true },
      },
    });
    renderWidget();
    await open();
    type('I smell gas');
    fireEvent.click(sendButton());

    const text = await within(log()).findByText('Leave the building and call 911.');
    const bubble = text.closest('[data-emergency="true"]')!;
    expect(bubble.className).toContain('border-red-500');
    expect(within(bubble as HTMLElement).getByText('Emergency')).toBeTruthy();
  });

  it('shows markup in a reply as text', async () => {
    serve({
      [HISTORY]: {
        status: 200,
        body: { messages: [makeMessage({ sender: 'bot', text: '<script>alert(1)</script> **<b>x</b>**' })] },
      },
    });
    renderWidget();
    await open();

    expect(within(log()).getByText('<script>alert(1)</script>', { exact: false })).toBeTruthy();
    expect(within(log()).getByText('<b>x</b>').tagName).toBe('STRONG');
    expect(log().querySelector('script, b')).toBeNull();
  });

  it('auto-scrolls the history to the newest message', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(480);
    serve({ [COPILOT]: { status: 200, body: { response: 'Hi', sources: [] } } });
    renderWidget();
    await open();
    const scroller = log().parentElement!;
    scroller.scrollTop = 0;

    type('Hello');
    fireEvent.click(sendButton());
    await within(log()).findByText('Hi');
    expect(scroller.scrollTop).toBe(480);
  });

  it('clears the conversation after a confirm', async () => {
    const api = serve({
      [HISTORY]: { status: 200, body: { messages: [makeMessage({ text: 'Old question' })] } },
      'DELETE /api/chat/history': { status: 200, body: { message: 'Chat history cleared' } },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWidget();
    await open();
    await within(log()).findByText('Old question');

    fireEvent.click(screen.getByRole('button', { name: 'Clear conversation' }));
    expect(api.callsTo('DELETE /api/chat/history')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Clear conversation' }));
    await waitFor(() => expect(within(log()).queryByText('Old question')).toBeNull());
    expect(api.callsTo('DELETE /api/chat/history')).toHaveLength(1);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('adds a reply that arrives after the popup was closed', async () => {
    const reply = heldReply();
    serve({ [COPILOT]: reply.handler });
    renderWidget();
    await open();
    type('Hello');
    fireEvent.click(sendButton());
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));

    await act(async () =>
      reply.release({ status: 200, body: { response: 'Answer while closed', sources: [] } }),
    );
    fireEvent.click(trigger()!);
    expect(await within(log()).findByText('Answer while closed')).toBeTruthy();
    expect(within(log()).getByText('Hello')).toBeTruthy();
  });
});
