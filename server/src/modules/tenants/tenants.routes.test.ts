import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDisplayName } from '@astor/contract/tenants';
import {
  apiAs,
  buildTestApp,
  createProperty,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('tenants', () => {
  it('adds a tenant with POST /tenants/manual and lists it with its property and active lease', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token, { address: '12 Elm St' });
    const created = await api('POST', '/api/tenants/manual', {
      first_name: 'Rosa',
      last_name: 'Parks',
      email: 'rosa@example.com',
      phone_number: '555-0100',
      property_id: property.id,
    });
    expect(created.statusCode).toBe(201);
    const tenant = created.json();
    expect(tenant).toMatchObject({
      id: expect.any(String),
      status: 'current',
      lease: null,
      property: { id: property.id, address: '12 Elm St' },
    });

    await api('POST', '/api/leases', {
      property_id: property.id,
      tenant_id: tenant.id,
      lease_type: 'residential',
      rent_amount_monthly: 1850.25,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    const [listed] = (await api('GET', '/api/tenants')).json();
    expect(listed).toMatchObject({
      first_name: 'Rosa',
      property: { address: '12 Elm St' },
      lease: { rent_amount_monthly: 1850.25, end_date: '2026-12-31' },
    });
  });

  it('requires first and last name (422) and a valid email', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const missing = await api('POST', '/api/tenants/manual', { first_name: ' ', email: 'not-an-email' });
    expect(missing.statusCode).toBe(422);
    const messages = missing.json().detail.map((d: { msg: string }) => d.msg);
    expect(messages).toEqual(
      // docs/product.md#add-tenant: one sentence for either name.
      expect.arrayContaining(['First name and last name are required.', 'Enter a valid email address']),
    );
    expect(missing.json().detail.map((d: { loc: string[] }) => d.loc.join('.'))).toContain('body.last_name');
  });

  it('takes a company tenant by its one name, and still asks a person for both names', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const created = await api('POST', '/api/tenants/manual', {
      company_name: ' Pedal & Pint Bicycle Co. LLC ',
    });
    expect(created.statusCode).toBe(201);
    const company = created.json();
    expect(company).toMatchObject({
      company_name: 'Pedal & Pint Bicycle Co. LLC',
      first_name: '',
      last_name: '',
    });
    const person = (
      await api('POST', '/api/tenants/manual', { first_name: 'Ada', last_name: 'Byron' })
    ).json();
    expect(person).toMatchObject({ company_name: null, first_name: 'Ada', last_name: 'Byron' });
    // Sorted by the name shown: Byron, then Pedal & Pint.
    expect((await api('GET', '/api/tenants')).json().map(tenantDisplayName)).toEqual([
      'Ada Byron',
      'Pedal & Pint Bicycle Co. LLC',
    ]);

    // Without a company name the person's rule stands, with its sentence at each missing name.
    const blank = await api('POST', '/api/tenants/manual', { company_name: '  ', first_name: 'Ada' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'last_name'], msg: 'First name and last name are required.' }),
    ]);
    // A company that drops its name must be given a person's.
    const nameless = await api('PATCH', `/api/tenants/${company.id}`, { company_name: null });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().detail).toBe('First name and last name are required.');
    const renamed = await api('PATCH', `/api/tenants/${company.id}`, {
      company_name: null,
      first_name: 'Pat',
      last_name: 'Pint',
    });
    expect(tenantDisplayName(renamed.json())).toBe('Pat Pint');
    const back = await api('PATCH', `/api/tenants/${person.id}`, {
      company_name: 'Byron Labs Inc.',
      first_name: '',
      last_name: '',
    });
    expect(back.json()).toMatchObject({ company_name: 'Byron Labs Inc.', first_name: '', last_name: '' });
  });

  it('edits a tenant, including the late status', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const tenant = (await api('POST', '/api/tenants/manual', { first_name: 'A', last_name: 'B' })).json();
    const updated = await api('PATCH', `/api/tenants/${tenant.id}`, {
      status: 'late',
      title: 'Dr.',
      email: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'late', title: 'Dr.', email: null });
    expect((await api('PATCH', `/api/tenants/${tenant.id}`, { status: 'evicted' })).statusCode).toBe(422);
  });

  it('deleting a tenant ends their leases but keeps the lease records', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const tenant = (
      await api('POST', '/api/tenants/manual', {
        first_name: 'Leaving',
        last_name: 'Soon',
        property_id: property.id,
      })
    ).json();
    const lease = (
      await api('POST', '/api/leases', {
        property_id: property.id,
        tenant_id: tenant.id,
        rent_amount_monthly: 900,
      })
    ).json();
    const response = await api('DELETE', `/api/tenants/${tenant.id}`);
    expect(response.json()).toEqual({ message: 'Tenant successfully deleted' });
    expect((await api('GET', '/api/tenants')).json()).toEqual([]);
    expect((await api('GET', `/api/leases/${lease.id}`)).json()).toMatchObject({
      is_active: false,
      tenant_id: null,
    });
    expect((await api('DELETE', `/api/tenants/${tenant.id}`)).statusCode).toBe(404);
  });

  it('keeps tenants private to their owner and refuses another owner’s property', async () => {
    const alice = await signUp(ctx.app);
    const mallory = await signUp(ctx.app);
    const aliceProperty = await createProperty(ctx.app, alice.token);
    const tenant = (
      await apiAs(ctx.app, alice.token)('POST', '/api/tenants/manual', {
        first_name: 'Private',
        last_name: 'Person',
      })
    ).json();
    const asMallory = apiAs(ctx.app, mallory.token);
    expect((await asMallory('GET', '/api/tenants')).json()).toEqual([]);
    expect((await asMallory('GET', `/api/tenants/${tenant.id}`)).statusCode).toBe(404);
    expect((await asMallory('PATCH', `/api/tenants/${tenant.id}`, { first_name: 'X' })).statusCode).toBe(404);
    expect((await asMallory('DELETE', `/api/tenants/${tenant.id}`)).statusCode).toBe(404);
    const sneaky = await asMallory('POST', '/api/tenants/manual', {
      first_name: 'M',
      last_name: 'M',
      property_id: aliceProperty.id,
    });
    expect(sneaky.statusCode).toBe(404);
    expect((await apiAs(ctx.app, alice.token)('GET', `/api/tenants/${tenant.id}`)).json().first_name).toBe(
      'Private',
    );
  });
});
