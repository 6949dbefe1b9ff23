import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, expenses, incomes } from '../../db/schema.js';
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

describe('POST /api/properties', () => {
  it('takes the documented payload (zipCode in), answers 201 with zip out, and geocodes offline from the ZIP', async () => {
    const user = await signUp(ctx.app);
    const response = await apiAs(ctx.app, user.token)('POST', '/api/properties', {
      address: '742 Evergreen Terrace',
      city: 'Austin',
      state: 'tx',
      zipCode: '78701',
      num_bedrooms: 3,
      num_bathrooms: 2.5,
      num_floors: 2,
      is_commercial: false,
      is_hoa: true,
      hoa_fee: 125.5,
      is_nnn: false,
      purchase_price: 450000,
      purchase_date: '2019-06-15',
      property_type: 'Single Family',
    });
    expect(response.statusCode).toBe(201);
    const property = response.json();
    expect(property).toMatchObject({
      address: '742 Evergreen Terrace',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      num_bathrooms: 2.5,
      hoa_fee: 125.5,
      purchase_price: 450000,
      purchase_date: '2019-06-15',
      is_hoa: true,
      property_type: 'Single Family',
    });
    expect(property.latitude).toBeCloseTo(30.27, 0);
    expect(property.longitude).toBeCloseTo(-97.74, 0);
    expect(property).not.toHaveProperty('zipCode');
    expect(property).not.toHaveProperty('owner_id');
  });

  it('saves an address that cannot be geocoded, without coordinates', async () => {
    const user = await signUp(ctx.app);
    const property = await createProperty(ctx.app, user.token, {
      address: 'Somewhere unknown',
      city: null,
      state: null,
      zipCode: null,
    });
    expect(property).toMatchObject({ latitude: null, longitude: null, zip: null });
  });

  it('accepts nulls for empty numeric fields and defaults the flags to false', async () => {
    const user = await signUp(ctx.app);
    const property = await createProperty(ctx.app, user.token, {
      num_bedrooms: null,
      hoa_fee: null,
      purchase_price: null,
    });
    expect(property).toMatchObject({
      num_bedrooms: null,
      hoa_fee: null,
      is_commercial: false,
      is_hoa: false,
      is_nnn: false,
    });
  });

  it('answers 422 with a detail list for bad input, and stores nothing', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const response = await api('POST', '/api/properties', {
      address: '   ',
      zipCode: 'abc',
      hoa_fee: 10.555,
      num_bedrooms: -1,
      purchase_date: '2020-13-45',
    });
    expect(response.statusCode).toBe(422);
    const locs = response.json().detail.map((d: { loc: string[] }) => d.loc.join('.'));
    expect(locs).toEqual(
      expect.arrayContaining([
        'body.address',
        'body.zipCode',
        'body.hoa_fee',
        'body.num_bedrooms',
        'body.purchase_date',
      ]),
    );
    expect((await api('GET', '/api/properties')).json()).toEqual([]);
  });
});

describe('GET, PATCH /api/properties', () => {
  it('lists only the caller’s properties, oldest first', async () => {
    const user = await signUp(ctx.app);
    const first = await createProperty(ctx.app, user.token, { address: '1 First St' });
    const second = await createProperty(ctx.app, user.token, { address: '2 Second St' });
    const list = (await apiAs(ctx.app, user.token)('GET', '/api/properties')).json();
    expect(list.map((p: { id: string }) => p.id)).toEqual([first.id, second.id]);
  });

  it('edits a property and geocodes again when the address moves', async () => {
    const user = await signUp(ctx.app);
    const property = await createProperty(ctx.app, user.token);
    const response = await apiAs(ctx.app, user.token)('PATCH', `/api/properties/${property.id}`, {
      city: 'Seattle',
      state: 'WA',
      zipCode: '98101',
      num_bedrooms: 4,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      city: 'Seattle',
      state: 'WA',
      zip: '98101',
      num_bedrooms: 4,
      address: property.address,
    });
    expect(updated.latitude).toBeCloseTo(47.6, 0);
  });

  it('keeps a pin moved by hand on the map, and keeps it when other fields change', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const moved = await api('PATCH', `/api/properties/${property.id}`, {
      latitude: 30.26871,
      longitude: -97.74256,
    });
    expect(moved.statusCode).toBe(200);
    expect(property.location_approximate).toBe(true);
    // Placed by hand: on the building.
    expect(moved.json()).toMatchObject({
      latitude: 30.26871,
      longitude: -97.74256,
      location_approximate: false,
      address: property.address,
    });
    await api('PATCH', `/api/properties/${property.id}`, { num_bedrooms: 2 });
    const reloaded = (await api('GET', `/api/properties/${property.id}`)).json();
    expect(reloaded).toMatchObject({
      latitude: 30.26871,
      longitude: -97.74256,
      location_approximate: false,
      num_bedrooms: 2,
    });
    const listed = (await api('GET', '/api/properties')).json();
    expect(listed).toEqual([expect.objectContaining({ id: property.id, location_approximate: false })]);

    // A new address is placed again, and offline that is its ZIP centre.
    const readdressed = await api('PATCH', `/api/properties/${property.id}`, { zipCode: '98101' });
    expect(readdressed.json()).toMatchObject({ location_approximate: true });
    expect(readdressed.json().latitude).toBeCloseTo(47.6, 0);
  });

  it('records whether a point from a suggestion is the building or a centre, and not when it is not said', async () => {
    const user = await signUp(ctx.app);
    const point = { latitude: 41.93986, longitude: -87.66724 };
    const onBuilding = await createProperty(ctx.app, user.token, { ...point, location_approximate: false });
    const atCentre = await createProperty(ctx.app, user.token, { ...point, location_approximate: true });
    const unsaid = await createProperty(ctx.app, user.token, point);
    expect([onBuilding, atCentre, unsaid].map((p) => p.location_approximate)).toEqual([false, true, null]);
    expect(unsaid).toMatchObject(point);
  });

  it('refuses a pin with one coordinate or off the globe, in the validation shape', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    for (const [body, field] of [
      [{ latitude: 30.2 }, 'longitude'],
      [{ longitude: -97.7 }, 'latitude'],
      [{ latitude: 91, longitude: 0 }, 'latitude'],
    ] as const) {
      const response = await api('PATCH', `/api/properties/${property.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().detail).toEqual([
        expect.objectContaining({ loc: ['body', field], msg: expect.any(String) }),
      ]);
    }
    const unchanged = (await api('GET', `/api/properties/${property.id}`)).json();
    expect(unchanged.latitude).toBe(property.latitude);
  });

  it('answers 404 for a missing id and for a malformed one', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    expect((await api('GET', '/api/properties/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await api('GET', '/api/properties/not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().detail).toBe('Property not found');
  });
});

describe('DELETE /api/properties/{id}', () => {
  it('removes tenants, leases, contracts, maintenance and documents in one go, keeping the books', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token, {
      address: '10 Downing St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    });
    const keep = await createProperty(ctx.app, user.token, { address: '11 Other St' });
    const tenant = (
      await api('POST', '/api/tenants/manual', {
        first_name: 'Tom',
        last_name: 'Tenant',
        property_id: property.id,
      })
    ).json();
    await api('POST', '/api/leases', {
      property_id: property.id,
      tenant_id: tenant.id,
      rent_amount_monthly: 1500,
      lease_type: 'residential',
    });
    await api('POST', '/api/contracts', { property_id: property.id, contract_type: 'Landscaping' });
    await api('POST', '/api/maintenance', { property_id: property.id, title: 'Leaky tap' });
    await api('POST', '/api/tenants/manual', {
      first_name: 'Other',
      last_name: 'Tenant',
      property_id: keep.id,
    });

    const db = ctx.database.db;
    const owner = (await api('GET', '/api/users/me')).json().id as string;
    const base = { ownerId: owner, propertyId: property.id, transactionDate: '2026-01-05' };
    await db.insert(incomes).values({ ...base, amount: '1500.00', description: 'January rent' });
    await db.insert(expenses).values({ ...base, amount: '89.99', description: 'Plumber' });
    await db.insert(documents).values({ ownerId: owner, propertyId: property.id, documentType: 'Lease' });

    const detail = (await api('GET', `/api/properties/${property.id}`)).json();
    expect(detail.deletion_impact).toEqual({
      tenants: 1,
      leases: 1,
      contracts: 1,
      maintenance_requests: 1,
      documents: 1,
      transactions_kept: 2,
    });

    const response = await api('DELETE', `/api/properties/${property.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Property successfully deleted' });

    expect((await api('GET', `/api/properties/${property.id}`)).statusCode).toBe(404);
    expect(
      (await api('GET', '/api/tenants')).json().map((t: { first_name: string }) => t.first_name),
    ).toEqual(['Other']);
    expect((await api('GET', '/api/leases')).json()).toEqual([]);
    expect((await api('GET', '/api/contracts')).json()).toEqual([]);
    expect((await api('GET', '/api/maintenance')).json()).toEqual([]);
    expect(await db.select().from(documents).where(eq(documents.ownerId, owner))).toEqual([]);

    const keptIncome = await db.select().from(incomes).where(eq(incomes.ownerId, owner));
    const keptExpense = await db.select().from(expenses).where(eq(expenses.ownerId, owner));
    expect(keptIncome).toHaveLength(1);
    expect(keptExpense).toHaveLength(1);
    expect(keptIncome[0]).toMatchObject({
      propertyId: null,
      amount: '1500.00',
      formerPropertyAddress: '10 Downing St, Austin, TX, 78701',
    });
    expect(keptExpense[0]).toMatchObject({ propertyId: null, amount: '89.99' });
  });
});

describe('ownership', () => {
  it('hides one owner’s properties from another: 404 on read, change and delete, nothing in lists', async () => {
    const alice = await signUp(ctx.app, 'Alice');
    const mallory = await signUp(ctx.app, 'Mallory');
    const property = await createProperty(ctx.app, alice.token);
    const asMallory = apiAs(ctx.app, mallory.token);

    expect((await asMallory('GET', '/api/properties')).json()).toEqual([]);
    expect((await asMallory('GET', `/api/properties/${property.id}`)).statusCode).toBe(404);
    expect(
      (await asMallory('PATCH', `/api/properties/${property.id}`, { address: 'Stolen' })).statusCode,
    ).toBe(404);
    expect((await asMallory('DELETE', `/api/properties/${property.id}`)).statusCode).toBe(404);

    const untouched = (await apiAs(ctx.app, alice.token)('GET', `/api/properties/${property.id}`)).json();
    expect(untouched.address).toBe(property.address);
  });

  it('requires sign-in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/properties' })).statusCode).toBe(401);
  });
});
