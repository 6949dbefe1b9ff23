import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('account export CSVs', () => {
  it('write text a spreadsheet would run as a formula as plain text, numbers (negative too) as numbers', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token, {
      address: '=HYPERLINK("http://evil.test","x")',
      latitude: 30.27,
      longitude: -97.74,
    });
    await api('POST', '/api/incomes', {
      property_id: property.id,
      amount: 12.5,
      transaction_date: '2026-11-01',
      description: '-2+3 cmd',
    });
    const response = await api('GET', '/api/users/me/export');
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const rows = (name: string) =>
      parse(strFromU8(files[`csv/${name}.csv`] as Uint8Array), { columns: true }) as Record<string, string>[];

    const [home] = rows('properties');
    expect(home).toMatchObject({ address: `'=HYPERLINK("http://evil.test","x")`, longitude: '-97.74' });
    const [income] = rows('incomes');
    expect(income).toMatchObject({ description: "'-2+3 cmd", amount: '12.50' });
  });
});
