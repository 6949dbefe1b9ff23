import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { Deposit } from '@astor/contract/deposits';
import { fakeApi, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DELETE_ENTRY_CONFIRMATION, DepositSection } from './deposit-section';

const NOTE = 'Verify with your state: rules change and have conditions.';

const DEPOSIT: Deposit = {
  lease_id: 'l1',
  agreed: 2400,
  received: 2400,
  deductions: 350.5,
  returned: 1000,
  held: 1049.5,
  entries: [
    {
      id: 'e1',
      lease_id: 'l1',
      kind: 'received',
      amount: 2400,
      date: '2025-10-25',
      description: null,
      created_at: '2025-10-25T00:00:00.000Z',
    },
    {
      id: 'e2',
      lease_id: 'l1',
      kind: 'deduction',
      amount: 350.5,
      date: '2026-11-05',
      description: 'Carpet cleaning',
      created_at: '2026-11-05T00:00:00.000Z',
    },
    {
      id: 'e3',
      lease_id: 'l1',
      kind: 'returned',
      amount: 1000,
      date: '2026-11-06',
      description: null,
      created_at: '2026-11-06T00:00:00.000Z',
    },
  ],
  return_deadline: {
    state: 'CA',
    move_out_date: '2026-10-31',
    due_date: '2026-11-21',
    rule: 'California: 21 days after move-out to return the deposit with an itemised statement of deductions.',
    citation: 'Cal. Civ. Code § 1950.5(g)',
    note: NOTE,
  },
};

function serve(routes: FakeRoutes = {}) {
  const api = fakeApi({ 'GET /api/leases/l1/deposit': { status: 200, body: DEPOSIT }, ...routes });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function show() {
  renderWithProviders(
    <>
      <DepositSection leaseId="l1" />
      <Toaster />
    </>,
  );
  const section = within(screen.getByRole('region', { name: 'Security deposit' }));
  await section.findByRole('table', { name: 'Deposit entries' });
  return section;
}

const form = (section: ReturnType<typeof within>) =>
  within(section.getByRole('form', { name: 'Add a deposit entry' }));

describe('DepositSection', () => {
  afterEach(() => {
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows what is held, each entry and the return deadline with its statute', async () => {
    serve();
    const section = await show();
    expect(section.getByText('Held', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$1,049.50');
    expect(section.getByText('Received', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '$2,400.00',
    );
    expect(section.getByText('Deductions', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '$350.50',
    );
    expect(section.getByText('Returned', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '$1,000.00',
    );
    const rows = within(section.getByRole('table', { name: 'Deposit entries' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Oct 25, 2025', 'Received', 'N/A', '$2,400.00', ''],
      ['Nov 5, 2026', 'Deduction', 'Carpet cleaning', '−$350.50', ''],
      ['Nov 6, 2026', 'Returned', 'N/A', '−$1,000.00', ''],
    ]);
    const deadline = within(section.getByLabelText('Return deadline'));
    expect(deadline.getByText(/Return deadline: Nov 21, 2026/)).toBeTruthy();
    expect(deadline.getByText(/move-out Oct 31, 2026/)).toBeTruthy();
    expect(deadline.getByText('(Cal. Civ. Code § 1950.5(g))')).toBeTruthy();
    expect(deadline.getByText(NOTE)).toBeTruthy();
  });

  it('says to check the state law when there is no rule for the state', async () => {
    serve({
      'GET /api/leases/l1/deposit': {
        status: 200,
        body: {
          ...DEPOSIT,
          return_deadline: {
            state: 'OR',
            move_out_date: '2026-10-31',
            due_date: null,
            rule: "Astor has no deadline for OR: check your state's law for the number of days to return the deposit or send the itemised list of deductions.",
            citation: null,
            note: NOTE,
          },
        },
      },
    });
    const section = await show();
    const deadline = within(section.getByLabelText('Return deadline'));
    expect(deadline.getByText(/Return deadline: check your state’s law/)).toBeTruthy();
    expect(deadline.getByText(/Astor has no deadline for OR/)).toBeTruthy();
  });

  it('checks the entry before sending it: amount, and a reason for a deduction, inline', async () => {
    const api = serve();
    const section = await show();
    const add = form(section);
    fireEvent.change(add.getByLabelText('Entry'), { target: { value: 'deduction' } });
    fireEvent.click(add.getByRole('button', { name: 'Add entry' }));
    expect(add.getByText('Amount is required')).toBeTruthy();
    expect(add.getByText('A deduction needs a reason')).toBeTruthy();
    expect(add.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(add.getByLabelText('Amount'), { target: { value: '10.005' } });
    fireEvent.click(add.getByRole('button', { name: 'Add entry' }));
    expect(add.getByText('At most 2 decimals (cents)')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('adds an entry and shows the deposit again', async () => {
    let deposit = DEPOSIT;
    const api = serve({
      'GET /api/leases/l1/deposit': () => ({ status: 200, body: deposit }),
      'POST /api/leases/l1/deposit/entries': (call) => {
        deposit = { ...DEPOSIT, deductions: 400.5, held: 999.5 };
        return { status: 201, body: { ...DEPOSIT.entries[1], id: 'e4', ...(call.body as object) } };
      },
    });
    const section = await show();
    const add = form(section);
    fireEvent.change(add.getByLabelText('Entry'), { target: { value: 'deduction' } });
    fireEvent.change(add.getByLabelText('Amount'), { target: { value: '50' } });
    fireEvent.change(add.getByLabelText('Date'), { target: { value: '2026-11-07' } });
    fireEvent.change(add.getByLabelText('Reason'), { target: { value: 'Broken blind' } });
    fireEvent.click(add.getByRole('button', { name: 'Add entry' }));
    await vi.waitFor(() =>
      expect(section.getByText('Held', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$999.50'),
    );
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/leases/l1/deposit/entries',
        body: { kind: 'deduction', amount: 50, date: '2026-11-07', description: 'Broken blind' },
      },
    ]);
    expect((add.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal inline: beyond what is held above the form, a field’s under it', async () => {
    const refusal = {
      status: 422,
      body: {
        detail:
          'This return of $2,000.00 is more than the $1,049.50 still held: deductions and returns cannot exceed the $2,400.00 received.',
      },
    };
    serve({ 'POST /api/leases/l1/deposit/entries': refusal });
    const section = await show();
    const add = form(section);
    fireEvent.change(add.getByLabelText('Entry'), { target: { value: 'returned' } });
    fireEvent.change(add.getByLabelText('Amount'), { target: { value: '2000' } });
    fireEvent.click(add.getByRole('button', { name: 'Add entry' }));
    expect((await add.findByRole('alert')).textContent).toBe(refusal.body.detail);

    cleanup();
    serve({
      'POST /api/leases/l1/deposit/entries': {
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'date'],
              msg: 'Must be a date between 1900-01-01 and 2200-12-31',
              type: 'custom',
            },
          ],
        },
      },
    });
    const again = form(await show());
    fireEvent.change(again.getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.click(again.getByRole('button', { name: 'Add entry' }));
    expect(await again.findByText('Must be a date between 1900-01-01 and 2200-12-31')).toBeTruthy();
    expect(again.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes an entry only after the browser confirm, and shows a refusal', async () => {
    const api = serve({
      'DELETE /api/leases/l1/deposit/entries/e1': {
        status: 422,
        body: { detail: 'This receipt cannot be deleted: delete the deductions and returns first.' },
      },
      'DELETE /api/leases/l1/deposit/entries/e2': { status: 200, body: { message: 'Deposit entry deleted' } },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const section = await show();
    const deleteDeduction = section.getByRole('button', {
      name: 'Delete deduction of $350.50 on Nov 5, 2026',
    });
    fireEvent.click(deleteDeduction);
    expect(confirm).toHaveBeenCalledWith(DELETE_ENTRY_CONFIRMATION);
    expect(api.writes()).toEqual([]);
    fireEvent.click(deleteDeduction);
    await vi.waitFor(() =>
      expect(api.writes()).toMatchObject([{ method: 'DELETE', url: '/api/leases/l1/deposit/entries/e2' }]),
    );
    fireEvent.click(section.getByRole('button', { name: 'Delete received of $2,400.00 on Oct 25, 2025' }));
    expect(
      await section.findByText('This receipt cannot be deleted: delete the deductions and returns first.'),
    ).toBeTruthy();
  });

  it('downloads the deduction letter with the bearer, as a file', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7');
    const api = serve({
      'GET /api/leases/l1/deposit/letter.pdf': new Response(pdf, {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:letter');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const section = await show();
    fireEvent.click(section.getByRole('button', { name: 'Download deduction letter' }));
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('deposit-deduction-letter.pdf');
    expect(api.callsTo('GET /api/leases/l1/deposit/letter.pdf')).toHaveLength(1);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(Array.from(new Uint8Array(await blob!.arrayBuffer()))).toEqual(Array.from(pdf));
  });
});
