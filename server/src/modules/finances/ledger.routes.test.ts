import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  bearer,
  buildTestApp,
  createProperty,
  multipartBody,
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

const tx = (propertyId: string, amount: number, date: string, extra: Record<string, unknown> = {}) => ({
  property_id: propertyId,
  amount,
  transaction_date: date,
  description: 'x',
  ...extra,
});

async function importCsv(token: string, fields: Record<string, string>, csv: string) {
  const body = multipartBody(fields, { name: 'bank.csv', type: 'text/csv', content: csv });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/transactions/import',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe('GET /api/transactions (the ledger)', () => {
  it('merges incomes and expenses newest first with prefixed ids, signed amounts, exact totals and the score', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const p = await createProperty(ctx.app, user.token, { address: '9 Ledger Lane' });
    await api('POST', '/api/incomes', tx(p.id, 0.1, '2026-11-01', { description: 'Rent A' }));
    await api('POST', '/api/incomes', tx(p.id, 0.2, '2026-11-02', { description: 'Rent B' }));
    await api(
      'POST',
      '/api/expenses',
      tx(p.id, 0.3, '2026-11-03', { description: 'Plumber', entity: 'Joe Pipes' }),
    );

    const page = (await api('GET', '/api/transactions')).json();
    expect(page.total).toBe(3);
    expect(page.items.map((i: { id: string }) => i.id.split('-')[0])).toEqual([
      'expense',
      'income',
      'income',
    ]);
    expect(page.items[0]).toMatchObject({
      amount: -0.3,
      description: 'Plumber',
      property_address: '9 Ledger Lane',
      type: 'expense',
    });
    expect(page.summary).toEqual({ income: 0.3, expenses: 0.3, net: 0, score: 'Good', count: 3 });

    await api('POST', '/api/expenses', tx(p.id, 0.01, '2026-11-04'));
    expect((await api('GET', '/api/transactions')).json().summary.score).toBe('Review');
  });

  it('pages, searches (also with SQL metacharacters) and filters', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const p = await createProperty(ctx.app, user.token);
    for (let day = 1; day <= 12; day += 1) {
      await api(
        'POST',
        '/api/incomes',
        tx(p.id, day, `2026-10-${String(day).padStart(2, '0')}`, { description: `Rent ${day}` }),
      );
    }
    await api('POST', '/api/expenses', tx(p.id, 5, '2026-10-15', { description: "100% O'Brien_repair" }));
    const second = (await api('GET', '/api/transactions?limit=5&offset=5')).json();
    expect(second.items).toHaveLength(5);
    expect(second.total).toBe(13);
    expect((await api('GET', '/api/transactions?q=rent%201')).json().total).toBe(4); // 1, 10, 11, 12
    expect(
      (await api('GET', `/api/transactions?q=${encodeURIComponent("100% O'Brien_")}`)).json().total,
    ).toBe(1);
    expect(
      (await api('GET', `/api/transactions?q=${encodeURIComponent("'; drop table incomes; --")}`)).json()
        .total,
    ).toBe(0);
    expect((await api('GET', '/api/transactions?type=expense')).json().total).toBe(1);
    expect((await api('GET', '/api/transactions?from=2026-10-10&to=2026-10-12')).json().total).toBe(3);
    expect((await api('GET', '/api/transactions?limit=0')).statusCode).toBe(422);
  });

  it('sorts by property, category, description, entity or amount (pages never overlap) and filters by category', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const maple = await createProperty(ctx.app, user.token, { address: '20 Maple Row' });
    const birch = await createProperty(ctx.app, user.token, { address: '10 Birch Court' });
    await api(
      'POST',
      '/api/incomes',
      tx(maple.id, 1500, '2026-09-01', { description: 'Rent', category: 'Rent' }),
    );
    await api(
      'POST',
      '/api/expenses',
      tx(birch.id, 120.5, '2026-09-02', {
        description: 'faucet',
        category: 'Repairs',
        entity: 'Northside Plumbing',
      }),
    );
    await api(
      'POST',
      '/api/expenses',
      tx(maple.id, 80, '2026-09-03', { description: 'Boiler', category: 'repairs', entity: 'ACME' }),
    );
    await api(
      'POST',
      '/api/expenses',
      tx(birch.id, 60, '2026-09-04', { description: 'Cover', category: 'Insurance' }),
    );
    const order = async (query: string) =>
      ((await api('GET', `/api/transactions?${query}`)).json().items as { description: string }[]).map(
        (row) => row.description,
      );

    expect(await order('sort=date&order=asc')).toEqual(['Rent', 'faucet', 'Boiler', 'Cover']);
    // Birch before Maple; the newest first within one property.
    expect(await order('sort=property&order=asc')).toEqual(['Cover', 'faucet', 'Boiler', 'Rent']);
    expect(await order('sort=property&order=desc')).toEqual(['Boiler', 'Rent', 'Cover', 'faucet']);
    // Case does not split the order: 'repairs' and 'Repairs' sort together.
    expect(await order('sort=category&order=asc')).toEqual(['Cover', 'Rent', 'Boiler', 'faucet']);
    expect(await order('sort=description&order=asc')).toEqual(['Boiler', 'Cover', 'faucet', 'Rent']);
    // Empty entities come last whichever the direction.
    expect(await order('sort=entity&order=asc')).toEqual(['Boiler', 'faucet', 'Cover', 'Rent']);
    expect(await order('sort=amount&order=asc')).toEqual(['faucet', 'Boiler', 'Cover', 'Rent']);
    expect([
      ...(await order('sort=amount&order=desc&limit=2&offset=0')),
      ...(await order('sort=amount&order=desc&limit=2&offset=2')),
    ]).toEqual(['Rent', 'Cover', 'Boiler', 'faucet']);

    const repairs = (await api('GET', '/api/transactions?category=REPAIRS&sort=property&order=asc')).json();
    expect(repairs.items.map((row: { property_address: string }) => row.property_address)).toEqual([
      '10 Birch Court',
      '20 Maple Row',
    ]);
    expect(repairs.summary).toEqual({ income: 0, expenses: 200.5, net: -200.5, score: 'Review', count: 2 });
    expect((await api('GET', '/api/transactions?sort=color')).statusCode).toBe(422);
    expect((await api('GET', '/api/transactions?order=up')).statusCode).toBe(422);
  });

  it('exports CSV with signed amounts', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const p = await createProperty(ctx.app, user.token, { address: '1 Export St' });
    await api('POST', '/api/incomes', tx(p.id, 1500, '2026-11-01', { description: 'Rent, November' }));
    await api('POST', '/api/expenses', tx(p.id, 89.99, '2026-11-02', { description: 'Repairs' }));
    const response = await api('GET', '/api/transactions/export.csv');
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('id,type,date,description,entity,category,amount,property,bank_account,method');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',-89.99,1 Export St');
    expect(lines[2]).toContain('"Rent, November"');
    expect(lines[2]).toContain(',1500.00,');
  });

  it('writes text a spreadsheet would run as a formula as plain text, amounts as numbers', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const p = await createProperty(ctx.app, user.token, { address: '@1 Formula Way' });
    await api(
      'POST',
      '/api/expenses',
      tx(p.id, 12.5, '2026-11-02', { description: '=HYPERLINK("http://evil.test","x")', entity: '+cmd' }),
    );
    // A payer's text arrives through a bank file.
    const imported = await importCsv(
      user.token,
      { property_id: p.id },
      'Date,Description,Amount\n2026-11-03,-2+3 cmd,-40.25\n',
    );
    expect(imported.json().imported).toBe(1);
    const rows = parse((await api('GET', '/api/transactions/export.csv')).body, { columns: true });
    expect(rows).toHaveLength(2);
    const [bank, expense] = rows as Record<string, string>[];
    expect(bank).toMatchObject({ description: "'-2+3 cmd", amount: '-40.25', property: "'@1 Formula Way" });
    expect(expense).toMatchObject({
      description: `'=HYPERLINK("http://evil.test","x")`,
      entity: "'+cmd",
      amount: '-12.50',
    });
  });
});

describe('POST /api/transactions/import', () => {
  const messy =
    '\uFEFFPosted Date,Payee,Debit,Credit\r\n' +
    '11/02/2026,"HOME DEPOT #4410, AUSTIN",89.99,\r\n' +
    '2026-11-01,"Rent from Rosa, unit 2",,"1,500.00"\r\n' +
    'garbage,Broken row,1.00,\r\n' +
    '11/05/26,City of Austin Water,45.10,\r\n';

  it('previews without writing on a dry run, then imports, suggests categories and reports bad rows', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const p = await createProperty(ctx.app, user.token);

    const dry = await importCsv(user.token, { property_id: p.id, dry_run: 'true' }, messy);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      imported: 3,
      skipped: 0,
      dry_run: true,
      errors: [{ row: 4, detail: "Unreadable date 'garbage'" }],
    });
    expect((await api('GET', '/api/transactions')).json().total).toBe(0);

    const real = (await importCsv(user.token, { property_id: p.id }, messy)).json();
    expect(real).toMatchObject({ imported: 3, skipped: 0, dry_run: false });
    const items = (await api('GET', '/api/transactions')).json().items;
    expect(items.map((i: { amount: number; category: string }) => [i.amount, i.category])).toEqual([
      [-45.1, 'Utilities'],
      [-89.99, 'Supplies'],
      [1500, 'Rent'],
    ]);

    // The same file again: every row matches what is there; nothing is counted twice.
    const again = (await importCsv(user.token, { property_id: p.id }, messy)).json();
    expect(again).toMatchObject({ imported: 0, skipped: 3 });
    expect((await api('GET', '/api/transactions')).json().total).toBe(3);
  });

  it('matches a bank line to an expense already made from a receipt (same amount, date within 3 days)', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const p = await createProperty(ctx.app, user.token);
    await api('POST', '/api/expenses', tx(p.id, 89.99, '2026-10-30', { description: 'Receipt: Home Depot' }));
    const result = (
      await importCsv(
        user.token,
        { property_id: p.id },
        'Date,Description,Amount\n11/02/2026,HOME DEPOT,-89.99\n11/09/2026,HOME DEPOT,-89.99\n',
      )
    ).json();
    expect(result).toMatchObject({ imported: 1, skipped: 1 });
    expect((await api('GET', '/api/expenses')).json()).toHaveLength(2);
  });

  it('refuses files it cannot read, a missing property, and another owner’s property', async () => {
    const alice = await signUp(ctx.app);
    const mallory = await signUp(ctx.app);
    const p = await createProperty(ctx.app, alice.token);
    const noColumns = await importCsv(alice.token, { property_id: p.id }, 'foo,bar\n1,2\n');
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json().detail).toMatch(/No date column/);
    expect((await importCsv(alice.token, {}, 'Date,Description,Amount\n')).statusCode).toBe(422);
    expect(
      (await importCsv(mallory.token, { property_id: p.id }, 'Date,Description,Amount\n2026-01-01,x,1\n'))
        .statusCode,
    ).toBe(404);
    expect((await apiAs(ctx.app, alice.token)('GET', '/api/transactions')).json().total).toBe(0);
  });
});

describe('GET /api/reports/schedule-e', () => {
  it('totals one year per property by Schedule E line, unknown categories as Other, in JSON and CSV', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const a = await createProperty(ctx.app, user.token, { address: 'A House' });
    const b = await createProperty(ctx.app, user.token, { address: 'B House' });
    await api('POST', '/api/incomes', tx(a.id, 1000.1, '2026-01-01', { category: 'Rent' }));
    await api('POST', '/api/incomes', tx(a.id, 50, '2026-02-01', { category: 'Late fees' }));
    await api('POST', '/api/incomes', tx(a.id, 999, '2025-12-31', { category: 'Rent' }));
    await api('POST', '/api/expenses', tx(a.id, 200.2, '2026-03-01', { category: 'Repairs' }));
    await api('POST', '/api/expenses', tx(b.id, 10, '2026-03-01', { category: 'Snacks' }));
    await api('POST', '/api/expenses', tx(b.id, 0.3, '2026-12-31', { category: 'insurance' }));

    const report = (await api('GET', '/api/reports/schedule-e?year=2026')).json();
    const [first, second] = report.properties;
    expect(first).toMatchObject({
      address: 'A House',
      total_income: 1050.1,
      total_expenses: 200.2,
      net: 849.9,
    });
    expect(first.income).toMatchObject({ Rent: 1000.1, 'Late fees': 50 });
    expect(first.expenses.Repairs).toBe(200.2);
    expect(second.expenses).toMatchObject({ Other: 10, Insurance: 0.3 });
    expect(report.totals).toMatchObject({ total_income: 1050.1, total_expenses: 210.5, net: 839.6 });

    const csv = await api('GET', '/api/reports/schedule-e.csv?year=2026');
    expect(csv.headers['content-disposition']).toContain('schedule-e-2026.csv');
    expect(csv.body.trim().split('\n').at(-1)).toMatch(/^Total,1000\.10,50\.00,0\.00,1050\.10,/);
    expect((await api('GET', '/api/reports/schedule-e?year=abc')).statusCode).toBe(422);
  });

  it('writes an address a spreadsheet would run as a formula as plain text in the CSV, a loss as a number', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const p = await createProperty(ctx.app, user.token, { address: '=1+1 Loss Lane' });
    await api('POST', '/api/expenses', tx(p.id, 12.5, '2026-03-01', { category: 'Repairs' }));
    const csv = await api('GET', '/api/reports/schedule-e.csv?year=2026');
    const [, property] = parse(csv.body) as string[][];
    expect(property?.[0]).toBe("'=1+1 Loss Lane");
    expect(property?.at(-1)).toBe('-12.50');
  });
});

describe('large imports', () => {
  it('imports a bank file of 12,000 rows in one go (more parameters than one statement can carry)', async () => {
    const user = await signUp(ctx.app);
    const p = await createProperty(ctx.app, user.token);
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i < 12_000; i += 1) {
      const day = String((i % 28) + 1).padStart(2, '0');
      lines.push(
        `2025-${String((i % 12) + 1).padStart(2, '0')}-${day},Line ${i},-${(i % 500) + 1}.${String(i % 100).padStart(2, '0')}`,
      );
    }
    const result = await importCsv(user.token, { property_id: p.id }, lines.join('\n'));
    expect(result.statusCode).toBe(200);
    expect(result.json().imported + result.json().skipped).toBe(12_000);
    const page = (await apiAs(ctx.app, user.token)('GET', '/api/transactions?limit=1')).json();
    expect(page.total).toBe(result.json().imported);
  }, 120_000);
});
