import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { ComplianceItem } from '@astor/contract/calendar';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ComplianceList } from './compliance-list';

const SMOKE: ComplianceItem = {
  id: 'c1',
  property_id: 'p1',
  property_address: '12 Elm Street',
  title: 'Smoke and CO detector check',
  notes: null,
  due_date: '2026-04-01',
  interval_months: 6,
  completed_at: null,
  last_done_on: null,
  status: 'overdue',
};
const LEAD: ComplianceItem = {
  ...SMOKE,
  id: 'c2',
  title: 'Lead-paint disclosure on file',
  due_date: '2026-05-10',
  interval_months: null,
  status: 'due_soon',
};

/** A small compliance server keeping its items, so the list's refetch sees each change. */
function serve(initial: ComplianceItem[]) {
  let items = initial.map((item) => ({ ...item }));
  const writes: Array<{ method: string; url: string; body: unknown }> = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    if (method === 'GET' && url === '/api/compliance?property_id=p1') return json(200, items);
    writes.push({ method, url, body });
    const id = url.split('/').pop();
    const item = items.find((entry) => entry.id === id);
    if (method === 'PATCH' && item) {
      Object.assign(
        item,
        item.interval_months
          ? { due_date: '2026-10-01', status: 'upcoming', last_done_on: '2026-05-05' }
          : { status: 'done', completed_at: '2026-05-05T00:00:00.000Z', last_done_on: '2026-05-05' },
      );
      return json(200, item);
    }
    if (method === 'DELETE' && item) {
      items = items.filter((entry) => entry !== item);
      return json(200, { message: 'Compliance item deleted' });
    }
    if (method === 'POST' && url === '/api/compliance') {
      const created = { ...SMOKE, ...body, id: 'c9', status: 'upcoming' } as ComplianceItem;
      items.push(created);
      return json(201, created);
    }
    if (method === 'POST' && url === '/api/compliance/checklist') return json(201, items);
    return json(404, { detail: `No fake for ${method} ${url}` });
  });
  return { writes };
}

function renderList() {
  renderWithProviders(
    <>
      <ComplianceList propertyId="p1" />
      <Toaster />
    </>,
  );
}

const row = (title: string) => within(screen.getByText(title).closest('li') as HTMLElement);

describe('ComplianceList', () => {
  afterEach(() => {
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the items with their status; Mark done rolls a repeating item on', async () => {
    const api = serve([LEAD, SMOKE]);
    renderList();
    const list = within(await screen.findByRole('list', { name: 'Compliance items' }));
    expect(list.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Smoke and CO detector check',
      'Lead-paint disclosure on file',
    ]);
    expect(row('Smoke and CO detector check').getByText('Overdue')).toBeTruthy();
    expect(row('Smoke and CO detector check').getByText(/Every 6 months/)).toBeTruthy();
    expect(row('Lead-paint disclosure on file').getByText('Due soon')).toBeTruthy();
    expect(row('Lead-paint disclosure on file').getByText(/Once/)).toBeTruthy();

    fireEvent.click(row('Smoke and CO detector check').getByRole('button', { name: 'Mark done' }));

    expect(await screen.findByText(/is done; next due Oct 1, 2026/)).toBeTruthy();
    await vi.waitFor(() => expect(row('Smoke and CO detector check').getByText('Upcoming')).toBeTruthy());
    expect(api.writes).toEqual([{ method: 'PATCH', url: '/api/compliance/c1', body: { done: true } }]);
  });

  it('completes a one-off item, which loses its Mark done button', async () => {
    serve([LEAD]);
    renderList();
    await screen.findByText('Lead-paint disclosure on file');
    fireEvent.click(row('Lead-paint disclosure on file').getByRole('button', { name: 'Mark done' }));
    await vi.waitFor(() => expect(row('Lead-paint disclosure on file').getByText('Done')).toBeTruthy());
    expect(row('Lead-paint disclosure on file').queryByRole('button', { name: 'Mark done' })).toBeNull();
  });

  it('adds an item repeating every N months, and the default checklist', async () => {
    const api = serve([]);
    renderList();
    await screen.findByText(/No compliance items for this property yet/);
    const form = within(screen.getByRole('form', { name: 'Add compliance item' }));
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Gas safety certificate' } });
    fireEvent.change(form.getByLabelText('Due date'), { target: { value: '2026-06-01' } });
    expect((form.getByLabelText('Every (months)') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(form.getByLabelText('Repeats'), { target: { value: 'every' } });
    fireEvent.change(form.getByLabelText('Every (months)'), { target: { value: '12' } });
    fireEvent.click(form.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Compliance item added')).toBeTruthy();
    expect(await screen.findByText('Gas safety certificate')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add default checklist' }));
    expect(await screen.findByText('Default checklist added')).toBeTruthy();

    expect(api.writes).toEqual([
      {
        method: 'POST',
        url: '/api/compliance',
        body: {
          property_id: 'p1',
          title: 'Gas safety certificate',
          due_date: '2026-06-01',
          interval_months: 12,
        },
      },
      { method: 'POST', url: '/api/compliance/checklist', body: { property_id: 'p1' } },
    ]);
  });

  it('deletes an item after a confirm', async () => {
    const api = serve([SMOKE]);
    renderList();
    await screen.findByText('Smoke and CO detector check');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Smoke and CO detector check' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete compliance item?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Compliance item deleted')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('Smoke and CO detector check')).toBeNull());
    expect(api.writes).toEqual([{ method: 'DELETE', url: '/api/compliance/c1', body: undefined }]);
  });
});
