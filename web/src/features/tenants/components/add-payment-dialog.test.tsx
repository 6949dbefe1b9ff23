import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeTenant } from '../testing/fixtures';
import { AddPaymentDialog } from './add-payment-dialog';

const PROPERTY = { id: 'p1', address: '12 Elm Street' };
const TENANT = makeTenant({
  property_id: 'p1',
  property: PROPERTY,
  lease: { id: 'l1', lease_type: 'Residential', rent_amount_monthly: 1500, start_date: null, end_date: null },
});
const QUESTION = 'This looks like the same payment as one recorded on Mar 1, 2026. Save it anyway?';
const PAYMENT = {
  id: 'pay1',
  tenant_id: 't1',
  lease_id: 'l1',
  property_id: 'p1',
  income_id: 'i1',
  amount: 1500,
  paid_date: '2026-03-02',
  method: null,
  created_at: '2026-03-02T00:00:00.000Z',
};

/** The first POST is taken for a duplicate; any later one is recorded. */
function serve(secondReply: Parameters<typeof fakeApi>[0][string] = { status: 201, body: PAYMENT }) {
  let calls = 0;
  const api = fakeApi({
    'POST /api/payments': (call) => {
      calls += 1;
      if (calls === 1) return { status: 409, body: { detail: QUESTION } };
      return typeof secondReply === 'function' ? secondReply(call) : secondReply;
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function recordPayment() {
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <AddPaymentDialog isOpen onClose={onClose} tenant={TENANT} property={PROPERTY} />
      <Toaster />
    </>,
  );
  const form = within(screen.getByRole('dialog', { name: 'Add Payment' }));
  fireEvent.change(form.getByLabelText('Amount'), { target: { value: '1500' } });
  fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-03-02' } });
  fireEvent.click(form.getByRole('button', { name: 'Record Payment' }));
  return { onClose, form };
}

describe('AddPaymentDialog, a payment that looks like one already recorded', () => {
  afterEach(() => {
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks with the server's sentence; Save anyway records it with allow_duplicate", async () => {
    const api = serve();
    const { onClose } = await recordPayment();

    const confirm = within(await screen.findByRole('dialog', { name: 'Possible duplicate payment' }));
    expect(confirm.getByText(QUESTION)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Save anyway' }));

    expect(await screen.findByText('Payment recorded')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const bodies = api.writes().map((call) => call.body);
    expect(bodies).toEqual([
      {
        tenant_id: 't1',
        lease_id: 'l1',
        property_id: 'p1',
        amount: 1500,
        paid_date: '2026-03-02',
        method: null,
      },
      {
        tenant_id: 't1',
        lease_id: 'l1',
        property_id: 'p1',
        amount: 1500,
        paid_date: '2026-03-02',
        method: null,
        allow_duplicate: true,
      },
    ]);
  });

  it('Cancel keeps the form as it was, with no error', async () => {
    const api = serve();
    const { onClose, form } = await recordPayment();

    const confirm = within(await screen.findByRole('dialog', { name: 'Possible duplicate payment' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog', { name: 'Possible duplicate payment' })).toBeNull();
    expect((form.getByLabelText('Amount') as HTMLInputElement).value).toBe('1500');
    expect(form.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(api.writes()).toHaveLength(1);
  });

  it('a failure of the second try shows in the form, without asking again', async () => {
    serve({ status: 500, body: { detail: 'The database is not reachable' } });
    const { onClose, form } = await recordPayment();

    const confirm = within(await screen.findByRole('dialog', { name: 'Possible duplicate payment' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Save anyway' }));

    expect((await form.findByRole('alert')).textContent).toBe('The database is not reachable');
    expect(screen.queryByRole('dialog', { name: 'Possible duplicate payment' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
