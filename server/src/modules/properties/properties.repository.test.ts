import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema.js';
import { apiAs, buildTestApp, signUp, type TestContext } from '../../testing/build-test-app.js';
import { listProperties } from './properties.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('listProperties', () => {
  it('reads every column as a plain select does: exact numerics, dates, coordinates, nulls, flags', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const owner = (await api('GET', '/api/users/me')).json<{ id: string }>().id;
    const full = {
      address: '12 "Quoted" Lane, Apt \\ 4',
      city: 'Sacramento',
      state: 'CA',
      zipCode: '95814',
      property_type: 'Duplex — ünïcode',
      purchase_price: 123456789.01,
      purchase_date: '1999-12-31',
      num_bedrooms: 3,
      num_bathrooms: 2.5,
      num_floors: 2,
      is_commercial: true,
      is_hoa: true,
      hoa_fee: 0.1,
      is_nnn: true,
    };
    for (const body of [full, { address: '1 Bare St' }, { ...full, address: '3 Third Ave', hoa_fee: 99.99 }])
      expect((await api('POST', '/api/properties', body)).statusCode).toBe(201);
    // Coordinates with every digit a double holds, as a geocoder gives them.
    await ctx.database.db
      .update(properties)
      .set({ latitude: 38.58157179999999, longitude: -121.4943996 })
      .where(eq(properties.address, full.address));

    const selected = await ctx.database.db
      .select()
      .from(properties)
      .where(eq(properties.ownerId, owner))
      .orderBy(asc(properties.createdAt), asc(properties.id));
    const listed = await listProperties(ctx.database.db, owner);
    expect(listed).toHaveLength(3);
    expect(listed).toEqual(selected);
    expect(listed[0]?.createdAt).toBeInstanceOf(Date);
    expect(listed.find((row) => row.address === full.address)).toMatchObject({
      purchasePrice: '123456789.01',
      numBathrooms: '2.5',
      hoaFee: '0.10',
      latitude: 38.58157179999999,
    });
  });

  it('is empty for an owner with no properties, and never shows another owner’s', async () => {
    const user = await signUp(ctx.app);
    const owner = (await apiAs(ctx.app, user.token)('GET', '/api/users/me')).json<{ id: string }>().id;
    expect(await listProperties(ctx.database.db, owner)).toEqual([]);
  });
});
