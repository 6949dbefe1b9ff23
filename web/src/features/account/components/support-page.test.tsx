import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '../testing/fixtures';
import { SupportPage } from './support-page';

const THANKS = 'Thanks! Your message has been received. We will get back to you by email.';

function serve(
  user = makeUser(),
  contactReply: { status: number; body: unknown } = { status: 201, body: { message: THANKS } },
) {
  const api = fakeApi({
    'GET /api/users/me': { status: 200, body: user },
    'POST /api/contact': contactReply,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('SupportPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('links to the Help Center and the API documentation', async () => {
    serve();
    renderWithProviders(<SupportPage />);
    await screen.findByLabelText('Message');

    expect(screen.getByRole('link', { name: /Help Center/ }).getAttribute('href')).toBe('/help');
    expect(screen.getByRole('link', { name: /API documentation/ }).getAttribute('href')).toBe('/api/docs');
  });

  it('pre-fills name and email from the user and sends {name, email, topic, message}', async () => {
    const api = serve();
    renderWithProviders(<SupportPage />);
    await screen.findByLabelText('Message');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ada Lovelace');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com');

    change('Email', 'ada@work.example');
    change('Topic', 'Feature request');
    change('Message', '  Could the ledger export to OFX?  ');
    send();

    expect((await screen.findByRole('status')).textContent).toBe(THANKS);
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/contact',
        body: {
          name: 'Ada Lovelace',
          email: 'ada@work.example',
          topic: 'Feature request',
          message: 'Could the ledger export to OFX?',
        },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText('Message')).toHaveProperty('value', '');
  });

  it('leaves the email empty when the username is not an address', async () => {
    serve(makeUser({ email: 'ada' }));
    renderWithProviders(<SupportPage />);
    await screen.findByLabelText('Message');

    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
  });

  it('refuses a blank message and sends nothing', async () => {
    const api = serve();
    renderWithProviders(<SupportPage />);
    await screen.findByLabelText('Message');

    change('Message', '   ');
    send();

    expect(screen.getByRole('alert').textContent).toBe('Message is required');
    expect(api.writes()).toEqual([]);
  });

  it('leaves a malformed address to the browser: nothing is sent', async () => {
    const api = serve();
    renderWithProviders(<SupportPage />);
    await screen.findByLabelText('Message');
    expect(screen.getByLabelText('Email')).toHaveProperty('type', 'email');

    change('Email', 'not-an-address');
    change('Message', 'Hello');
    send();

    expect(api.writes()).toEqual([]);
  });

  it("shows the server's detail when it refuses", async () => {
    const detail = 'You have sent several messages already. Please wait an hour before sending another.';
    serve(makeUser(), { status: 429, body: { detail } });
    renderWithProviders(<SupportPage />);
    await screen.findByLabelText('Message');

    change('Message', 'Hello again');
    send();

    expect((await screen.findByRole('alert')).textContent).toBe(detail);
  });
});
