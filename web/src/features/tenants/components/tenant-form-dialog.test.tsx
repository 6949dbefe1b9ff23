import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { todayIso } from '@/lib/format';
import { fakeApi } from '@/testing/fake-api';
import { PROPERTY } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeTenant } from '../testing/fixtures';
import { TenantFormDialog } from './tenant-form-dialog';

const LEASE = {
  id: 'l-existing',
  property_id: 'p1',
  tenant_id: 'someone',
  lease_type: 'Residential',
  start_date: null,
  end_date: null,
  rent_amount_monthly: 900,
  security_deposit: null,
  rent_due_day: 1,
  grace_period_days: 5,
  is_active: true,
  special_lease_terms: null,
  ledger_start_date: null,
  opening_balance: 0,
  property: { id: 'p1', address: '12 Elm Street' },
  tenant: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

function serve({ existingLeases = [] as unknown[] } = {}) {
  const api = fakeApi({
    'GET /api/properties': { status: 200, body: [PROPERTY] },
    'POST /api/tenants/manual': ({ body }) => ({
      status: 201,
      body: makeTenant({ id: 't-new', ...(body as object) }),
    }),
    'GET /api/leases': { status: 200, body: existingLeases },
    'POST /api/leases': { status: 201, body: { ...LEASE, id: 'l-new', tenant_id: 't-new' } },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openForm() {
  const onClose = vi.fn();
  renderWithProviders(<TenantFormDialog isOpen onClose={onClose} />);
  // The property choices have arrived.
  await screen.findByRole('option', { name: '12 Elm Street' });
  return onClose;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Tenant' }));

describe('TenantFormDialog (Add Tenant)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['both names blank', '', ''],
    ['the first name blank', ' ', 'Lovelace'],
    ['the last name blank', 'Ada', ''],
  ])('shows the documented message and sends nothing with %s', async (_name, first, last) => {
    const api = serve();
    const onClose = await openForm();
    change('First Name', first);
    change('Last Name', last);
    change('Lease Type', 'Residential');
    change('Property', 'p1');

    submit();

    expect((await screen.findByRole('alert')).textContent).toBe('First name and last name are required.');
    expect(api.writes()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds a company tenant by its one name', async () => {
    const api = serve();
    const onClose = await openForm();
    fireEvent.click(screen.getByLabelText('The tenant is a company'));
    expect(screen.queryByLabelText('First Name')).toBeNull();

    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Company name is required.');
    expect(api.writes()).toEqual([]);

    change('Company Name', 'Pedal & Pint Bicycle Co. LLC');
    submit();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      url: '/api/tenants/manual',
      body: { company_name: 'Pedal & Pint Bicycle Co. LLC', first_name: '', last_name: '' },
    });
  });

  it('shows Current as the default status', async () => {
    serve();
    await openForm();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('current');
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
  });

  it('creates the tenant, checks for a lease and creates one for the new tenant when none exists', async () => {
    const api = serve({ existingLeases: [] });
    const onClose = await openForm();
    change('First Name', 'Ada');
    change('Last Name', 'Lovelace');
    change('Email', 'ada@example.com');
    change('Property', 'p1');
    change('Lease Type', 'Month-to-month');
    change('Monthly Rent', '1250.50');
    change('Lease Start', '2026-02-01');
    change('Lease End', '2027-01-31');
    expect((screen.getByLabelText('Rent Due Day') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Grace Period (days)') as HTMLInputElement).value).toBe('5');
    change('Rent Due Day', '3');
    change('Grace Period (days)', '0');

    submit();

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [createTenant, checkLeases, createLease] = api.calls.filter(
      (call) => !call.url.startsWith('/api/properties'),
    );
    expect(createTenant).toMatchObject({
      method: 'POST',
      url: '/api/tenants/manual',
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        property_id: 'p1',
        status: 'current',
      },
    });
    expect(checkLeases).toMatchObject({
      method: 'GET',
      url: '/api/leases?property_id=p1&lease_type=Month-to-month',
    });
    expect(createLease).toEqual({
      method: 'POST',
      url: '/api/leases',
      body: {
        property_id: 'p1',
        lease_type: 'Month-to-month',
        rent_amount_monthly: 1250.5,
        start_date: '2026-02-01',
        end_date: '2027-01-31',
        rent_due_day: 3,
        grace_period_days: 0,
        ledger_start_date: null,
        opening_balance: 0,
        tenant_id: 't-new',
      },
    });
  });

  it('asks an existing tenancy from when its rent is tracked and what was owed then (docs/decisions/0012-rent-tracked-from.md)', async () => {
    const today = todayIso();
    const thisMonth = `${today.slice(0, 8)}01`;
    const twoYearsAgo = `${Number(today.slice(0, 4)) - 2}${thisMonth.slice(4)}`;
    const api = serve({ existingLeases: [] });
    const onClose = await openForm();
    change('First Name', 'Ada');
    change('Last Name', 'Lovelace');
    change('Property', 'p1');
    change('Lease Type', 'Residential');
    // A lease starting this month is tracked from its start: nothing to ask.
    change('Lease Start', thisMonth);
    expect(screen.queryByLabelText('Rent tracked from')).toBeNull();
    change('Lease Start', twoYearsAgo);
    const part = screen.getByRole('group', { name: 'Existing tenancy' });
    expect(part.textContent).toContain('Leave empty to charge every month since the lease started.');
    change('Rent tracked from', thisMonth);
    change('Balance owed on that date', '150.25');

    submit();

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.writes().find((call) => call.url === '/api/leases')).toMatchObject({
      body: { start_date: twoYearsAgo, ledger_start_date: thisMonth, opening_balance: 150.25 },
    });
  });

  it('refuses a balance owed without the date rent is tracked from, sending nothing', async () => {
    const api = serve();
    await openForm();
    change('First Name', 'Ada');
    change('Last Name', 'Lovelace');
    change('Property', 'p1');
    change('Lease Type', 'Residential');
    change('Lease Start', '2020-01-01');
    change('Balance owed on that date', '300');

    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the date rent is tracked from, or leave the balance owed empty.',
    );
    expect(api.writes()).toEqual([]);
  });

  it('creates no lease when one already exists for that property and lease type', async () => {
    const api = serve({ existingLeases: [LEASE] });
    const onClose = await openForm();
    change('First Name', 'Ada');
    change('Last Name', 'Lovelace');
    change('Property', 'p1');
    change('Lease Type', 'Residential');

    submit();

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.some((call) => call.url === '/api/leases?property_id=p1&lease_type=Residential')).toBe(
      true,
    );
    expect(api.writes().map((call) => call.url)).toEqual(['/api/tenants/manual']);
  });

  it.each([
    ['a property but no lease type', { Property: 'p1' }],
    ['a lease type but no property', { 'Lease Type': 'Commercial' }],
    ['neither', {}],
  ])('neither checks nor creates a lease with %s', async (_name, choices: Record<string, string>) => {
    const api = serve();
    const onClose = await openForm();
    change('First Name', 'Ada');
    change('Last Name', 'Lovelace');
    change('Monthly Rent', '1000');
    for (const [label, value] of Object.entries(choices)) change(label, value);

    submit();

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.filter((call) => call.url.startsWith('/api/leases'))).toEqual([]);
    expect(api.writes().map((call) => call.url)).toEqual(['/api/tenants/manual']);
  });

  it.each([
    ['Rent Due Day', '32', 'Rent due day must be a whole number from 1 to 31.'],
    ['Rent Due Day', '1.5', 'Rent due day must be a whole number from 1 to 31.'],
    ['Grace Period (days)', '-1', 'Grace period must be a whole number of days from 0 to 60.'],
  ])('sends nothing with %s %s', async (label, value, message) => {
    const api = serve();
    await openForm();
    change('First Name', 'Ada');
    change('Last Name', 'Lovelace');
    change('Property', 'p1');
    change('Lease Type', 'Residential');
    change(label, value);

    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(api.writes()).toEqual([]);
  });

  it.each<[string, Parameters<typeof fakeApi>[0][string], string]>([
    [
      'a 422 list: the msg values joined with spaces',
      {
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'email'], msg: 'Enter a valid email address', type: 'custom' },
            { loc: ['body', 'phone_number'], msg: 'Must be at most 40 characters', type: 'too_big' },
          ],
        },
      },
      'Enter a valid email address Must be at most 40 characters',
    ],
    ['a string detail as is', { status: 404, body: { detail: 'Property not found' } }, 'Property not found'],
    ['a reply without detail', { status: 500, body: {} }, 'An unknown error occurred.'],
    ['no reply at all', new TypeError('Failed to fetch'), 'Failed to add tenant. Please try again.'],
  ])('shows the add failure of %s', async (_name, reply, message) => {
    const api = fakeApi({
      'GET /api/properties': { status: 200, body: [PROPERTY] },
      'POST /api/tenants/manual': reply,
    });
    vi.stubGlobal('fetch', api.fetch);
    const onClose = await openForm();
    change('First Name', 'Ada');
    change('Last Name', 'Lovelace');

    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('TenantFormDialog (Edit Tenant)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is prefilled and PATCHes the tenant', async () => {
    const tenant = makeTenant({ title: 'Engineer', email: 'ada@example.com', status: 'late' });
    const api = fakeApi({
      'GET /api/properties': { status: 200, body: [PROPERTY] },
      'PATCH /api/tenants/t1': ({ body }) => ({ status: 200, body: { ...tenant, ...(body as object) } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const onClose = vi.fn();
    renderWithProviders(<TenantFormDialog isOpen onClose={onClose} tenant={tenant} />);
    await screen.findByRole('option', { name: '12 Elm Street' });
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Engineer');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('late');

    change('Title', 'Mathematician');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        url: '/api/tenants/t1',
        body: {
          company_name: null,
          first_name: 'Ada',
          last_name: 'Lovelace',
          title: 'Mathematician',
          email: 'ada@example.com',
          phone_number: null,
          status: 'late',
          property_id: null,
        },
      },
    ]);
  });
});

describe('TenantFormDialog (Edit Tenant), the active lease', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const tenant = makeTenant({
    property_id: 'p1',
    property: { id: 'p1', address: '12 Elm Street' },
    lease: {
      id: 'l1',
      lease_type: 'Residential',
      rent_amount_monthly: 900,
      start_date: null,
      end_date: null,
    },
  });

  function serveEdit() {
    const api = fakeApi({
      'GET /api/properties': { status: 200, body: [PROPERTY] },
      'GET /api/leases/l1': {
        status: 200,
        body: { ...LEASE, id: 'l1', rent_due_day: 15, grace_period_days: 3 },
      },
      'PATCH /api/tenants/t1': { status: 200, body: tenant },
      'PATCH /api/leases/l1': { status: 200, body: { ...LEASE, id: 'l1' } },
    });
    vi.stubGlobal('fetch', api.fetch);
    return api;
  }

  async function openEdit() {
    const onClose = vi.fn();
    renderWithProviders(<TenantFormDialog isOpen onClose={onClose} tenant={tenant} />);
    await screen.findByRole('option', { name: '12 Elm Street' });
    await vi.waitFor(() =>
      expect((screen.getByLabelText('Rent Due Day') as HTMLInputElement).value).toBe('15'),
    );
    return onClose;
  }

  it("shows the lease's due day and grace period, and saves a change to them", async () => {
    const api = serveEdit();
    const onClose = await openEdit();
    expect((screen.getByLabelText('Grace Period (days)') as HTMLInputElement).value).toBe('3');

    change('Grace Period (days)', '7');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.writes().find((call) => call.url === '/api/leases/l1')).toMatchObject({
      method: 'PATCH',
      body: { rent_due_day: 15, grace_period_days: 7 },
    });
  });

  it("shows the lease's rent tracked from and balance owed, and saves a change to them", async () => {
    const api = fakeApi({
      'GET /api/properties': { status: 200, body: [PROPERTY] },
      'GET /api/leases/l2': {
        status: 200,
        body: {
          ...LEASE,
          id: 'l2',
          start_date: '2020-01-01',
          ledger_start_date: '2024-06-01',
          opening_balance: -40,
        },
      },
      'PATCH /api/tenants/t1': { status: 200, body: tenant },
      'PATCH /api/leases/l2': { status: 200, body: { ...LEASE, id: 'l2' } },
    });
    vi.stubGlobal('fetch', api.fetch);
    const onClose = vi.fn();
    const since2020 = {
      ...tenant,
      lease: { ...tenant.lease, id: 'l2', start_date: '2020-01-01' },
    } as typeof tenant;
    renderWithProviders(<TenantFormDialog isOpen onClose={onClose} tenant={since2020} />);
    await vi.waitFor(() =>
      expect((screen.getByLabelText('Rent tracked from') as HTMLInputElement).value).toBe('2024-06-01'),
    );
    expect((screen.getByLabelText('Balance owed on that date') as HTMLInputElement).value).toBe('-40');

    change('Balance owed on that date', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.writes().find((call) => call.url === '/api/leases/l2')).toMatchObject({
      method: 'PATCH',
      body: { ledger_start_date: '2024-06-01', opening_balance: 0 },
    });
  });

  it('leaves the lease alone when nothing of it changed', async () => {
    const api = serveEdit();
    const onClose = await openEdit();

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.writes().map((call) => call.url)).toEqual(['/api/tenants/t1']);
  });
});
