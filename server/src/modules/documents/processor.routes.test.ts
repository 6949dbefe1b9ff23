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
import {
  makeDocx,
  makeEncryptedPdf,
  makePng,
  makeTextPdf,
  makeWindowsExecutable,
  makeZipBombDocx,
} from '../../testing/fixtures/make-documents.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

// Documents written for these tests (never the held-out samples).
const LEASE = [
  'RESIDENTIAL LEASE AGREEMENT',
  'This Lease Agreement is made on March 1, 2026 between Harbor Lane Properties LLC ("Landlord") and Marisol Vega and Theo Grant ("Tenants").',
  'Premises: 48 Juniper Court, Unit 2B, Boulder, CO 80302.',
  'Term: The lease begins on April 1, 2026 and ends on March 31, 2027.',
  'Rent: Tenants shall pay monthly rent of $2,150.00 due on the first day of each month.',
  'Security Deposit: Tenants shall pay a security deposit of $2,500.00.',
  'Late Charges: If rent is not received by the 5th, Tenants shall pay a late fee of $75.00 plus $10.00 per day until paid.',
  'Parking: One reserved parking space for $45.00 per month.',
  'The premises have 2 bedrooms and 1 bathroom.',
  'Landlord signature: ____________   Tenant signatures: ____________',
];

const INVOICE = [
  'Brightline Plumbing & Heating',
  '1200 Canal Street, Denver, CO 80202',
  'INVOICE',
  'Invoice Number: BP-20931',
  'Invoice Date: November 3, 2026',
  'Due Date: December 3, 2026',
  'Bill To: Harbor Lane Properties LLC',
  'Service Address: 48 Juniper Court, Unit 2B, Boulder, CO 80302',
  'Replace water heater thermostat ............ $180.00',
  'Labor 2 hours ............................... $190.00',
  'Subtotal $370.00',
  'Sales tax $12.50',
  'TOTAL DUE $382.50',
];

async function upload(
  token: string,
  url: string,
  fields: Record<string, string>,
  file: { name: string; type: string; content: Uint8Array },
) {
  const body = multipartBody(fields, {
    name: file.name,
    type: file.type,
    content: Buffer.from(file.content),
  });
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe('document processing', () => {
  it('detects the type of an uploaded lease and invoice (the reply is the type as a JSON string)', async () => {
    const user = await signUp(ctx.app);
    const lease = await upload(
      user.token,
      '/api/processor/upload',
      {},
      { name: 'x.docx', type: 'application/octet-stream', content: await makeDocx(LEASE) },
    );
    expect(lease.statusCode).toBe(200);
    expect(lease.json()).toBe('Lease');
    const invoice = await upload(
      user.token,
      '/api/processor/upload',
      {},
      { name: 'lease.pdf', type: 'application/pdf', content: await makeTextPdf(INVOICE) },
    );
    expect(invoice.json()).toBe('Invoice');
  });

  it('proposes without writing on a dry run, then creates the lease and its tenants, with corrections applied', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token, { address: '48 Juniper Court' });
    const file = {
      name: 'lease.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      content: await makeDocx(LEASE),
    };

    const dry = await upload(
      user.token,
      '/api/processor/process',
      { document_type: 'Lease', property_id: property.id, dry_run: 'true' },
      file,
    );
    expect(dry.statusCode).toBe(200);
    const proposal = dry.json();
    expect(proposal).toMatchObject({
      dry_run: true,
      document_type: 'Lease',
      detected_type: 'Lease',
      extraction_method: 'docx',
    });
    const field = (key: string) => proposal.fields.find((f: { key: string }) => f.key === key);
    expect(field('rent_amount_monthly')).toMatchObject({ value: 2150, kind: 'money' });
    expect(field('rent_amount_monthly').source).toContain('2,150');
    expect(field('start_date').value).toBe('2026-04-01');
    expect(field('tenants').value).toEqual(['Marisol Vega', 'Theo Grant']);
    expect((await api('GET', '/api/leases')).json()).toEqual([]);

    const saved = await upload(
      user.token,
      '/api/processor/process',
      {
        document_type: 'Lease',
        property_id: property.id,
        fields: JSON.stringify({ security_deposit: 2600 }),
      },
      file,
    );
    expect(saved.statusCode).toBe(200);
    const result = saved.json();
    expect(result.dry_run).toBe(false);
    expect(result.created.map((c: { type: string }) => c.type).sort()).toEqual(['lease', 'tenant', 'tenant']);
    const [lease] = (await api('GET', '/api/leases')).json();
    expect(lease).toMatchObject({
      rent_amount_monthly: 2150,
      security_deposit: 2600,
      start_date: '2026-04-01',
      end_date: '2027-03-31',
    });
    expect(lease.special_lease_terms.late_payment).toEqual({ initial_fee: 75, daily_late_charge: 10 });
    expect(
      (await api('GET', '/api/tenants'))
        .json()
        .map((t: { last_name: string }) => t.last_name)
        .sort(),
    ).toEqual(['Grant', 'Vega']);

    // The original bytes come back, to the owner only.
    const download = await api('GET', `/api/documents/${result.document.id}/file`);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, Buffer.from(file.content))).toBe(0);
    const other = await signUp(ctx.app);
    expect(
      (await apiAs(ctx.app, other.token)('GET', `/api/documents/${result.document.id}/file`)).statusCode,
    ).toBe(404);
  });

  it('keeps a company tenant of a commercial lease as one name, not a first and a last', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token, { address: '300 Spoke Street' });
    const lines = [
      'COMMERCIAL LEASE AGREEMENT',
      'This Lease is made on May 1, 2026 between Riverbend Holdings LLC ("Landlord") and Pedal & Pint Bicycle Co. LLC ("Tenant").',
      'Premises: 300 Spoke Street, Portland, OR 97209.',
      'Term: The lease begins on June 1, 2026 and ends on May 31, 2031.',
      'Base Rent: Tenant shall pay monthly rent of $4,800.00 due on the first day of each month.',
    ];
    const saved = await upload(
      user.token,
      '/api/processor/process',
      { document_type: 'Lease', property_id: property.id },
      {
        name: 'lease.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: await makeDocx(lines),
      },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().created).toContainEqual(
      expect.objectContaining({ type: 'tenant', label: 'Pedal & Pint Bicycle Co. LLC' }),
    );
    expect((await api('GET', '/api/tenants')).json()).toEqual([
      expect.objectContaining({
        company_name: 'Pedal & Pint Bicycle Co. LLC',
        first_name: '',
        last_name: '',
      }),
    ]);
  });

  it('turns an invoice into a vendor, an invoice and an expense (receipt-to-transaction)', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const response = await upload(
      user.token,
      '/api/processor/process',
      { document_type: 'Invoice', property_id: property.id },
      {
        name: 'invoice.pdf',
        type: 'application/pdf',
        content: await makeTextPdf(INVOICE),
      },
    );
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .created.map((c: { type: string }) => c.type)
        .sort(),
    ).toEqual(['expense', 'invoice', 'vendor']);
    const [expense] = (await api('GET', '/api/expenses')).json();
    expect(expense).toMatchObject({
      amount: 382.5,
      transaction_date: '2026-11-03',
      property_id: property.id,
    });
    const [invoice] = (await api('GET', '/api/invoices')).json();
    expect(invoice).toMatchObject({
      amount: 382.5,
      invoice_number: 'BP-20931',
      due_date: '2026-12-03',
      expense_id: expense.id,
      // Its expense is recorded: the invoice reads as paid.
      status: 'paid',
    });
    expect((await api('GET', '/api/vendors')).json()[0].name).toMatch(/Brightline Plumbing/);

    // A second invoice from the same vendor reuses it.
    await upload(
      user.token,
      '/api/processor/process',
      { document_type: 'Invoice', property_id: property.id },
      { name: 'i2.pdf', type: 'application/pdf', content: await makeTextPdf(INVOICE) },
    );
    expect((await api('GET', '/api/vendors')).json()).toHaveLength(1);
  });

  it("files an invoice under the owner's vendor of that name written in another case, creating none", async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const vendor = (await api('POST', '/api/vendors', { name: 'BRIGHTLINE PLUMBING & HEATING' })).json();
    const response = await upload(
      user.token,
      '/api/processor/process',
      { document_type: 'Invoice', property_id: property.id },
      { name: 'invoice.pdf', type: 'application/pdf', content: await makeTextPdf(INVOICE) },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().created.map((c: { type: string }) => c.type)).not.toContain('vendor');
    expect((await api('GET', '/api/vendors')).json()).toHaveLength(1);
    expect((await api('GET', '/api/invoices')).json()[0].vendor_id).toBe(vendor.id);
    expect((await api('GET', '/api/expenses')).json()[0].vendor_id).toBe(vendor.id);
  });

  it('creates the property from a lease not linked to one (POST /leases/upload)', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const response = await upload(
      user.token,
      '/api/leases/upload',
      { document_type: 'Lease' },
      { name: 'lease.docx', type: 'application/octet-stream', content: await makeDocx(LEASE) },
    );
    expect(response.statusCode).toBe(200);
    const types = response.json().created.map((c: { type: string }) => c.type);
    expect(types).toContain('property');
    const [property] = (await api('GET', '/api/properties')).json();
    expect(property).toMatchObject({ city: 'Boulder', state: 'CO', zip: '80302', num_bedrooms: 2 });
    expect(property.address).toContain('48 Juniper Court');
    expect(property.latitude).toBeCloseTo(40, 0);
    expect((await api('GET', '/api/leases')).json()[0].property_id).toBe(property.id);
  });

  it('answers bad input with clear errors and writes nothing', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const form = multipartBody({ document_type: 'Lease', property_id: property.id });
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/processor/process',
      headers: { ...bearer(user.token), ...form.headers },
      payload: form.payload,
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().detail).toBe('Please upload a file.');
    const garbled = await ctx.app.inject({
      method: 'POST',
      url: '/api/processor/upload',
      headers: { ...bearer(user.token), 'content-type': 'multipart/form-data; boundary=nope' },
      payload: 'not a multipart body at all',
    });
    expect([400, 422]).toContain(garbled.statusCode);
    const exe = await upload(
      user.token,
      '/api/processor/upload',
      {},
      { name: 'lease.pdf', type: 'application/pdf', content: makeWindowsExecutable() },
    );
    expect(exe.statusCode).toBe(415);
    const encrypted = await upload(
      user.token,
      '/api/processor/upload',
      {},
      { name: 'a.pdf', type: 'application/pdf', content: makeEncryptedPdf() },
    );
    expect(encrypted.statusCode).toBe(422);
    const bomb = await upload(
      user.token,
      '/api/processor/upload',
      {},
      { name: 'a.docx', type: 'application/octet-stream', content: makeZipBombDocx() },
    );
    expect(bomb.statusCode).toBe(422);
    const noProperty = await upload(
      user.token,
      '/api/processor/process',
      { document_type: 'Invoice' },
      { name: 'i.pdf', type: 'application/pdf', content: await makeTextPdf(INVOICE) },
    );
    expect(noProperty.json().detail).toBe('Please select a property.');
    const other = await signUp(ctx.app);
    const foreign = await upload(
      other.token,
      '/api/processor/process',
      { document_type: 'Invoice', property_id: property.id },
      { name: 'i.pdf', type: 'application/pdf', content: await makeTextPdf(INVOICE) },
    );
    expect(foreign.statusCode).toBe(404);
    const badFields = await upload(
      user.token,
      '/api/processor/process',
      { document_type: 'Invoice', property_id: property.id, fields: '{"total_amount": "lots"}' },
      { name: 'i.pdf', type: 'application/pdf', content: await makeTextPdf(INVOICE) },
    );
    expect(badFields.statusCode).toBe(422);
    expect((await api('GET', '/api/documents')).json()).toEqual([]);
    expect((await api('GET', '/api/expenses')).json()).toEqual([]);
  });

  it('refuses a corrected date outside 1900-01-01..2200-12-31 (422), writing nothing', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const content = await makeDocx(LEASE);
    for (const day of ['0000-01-01', '2201-01-01']) {
      const response = await upload(
        user.token,
        '/api/processor/process',
        { document_type: 'Lease', property_id: property.id, fields: JSON.stringify({ start_date: day }) },
        { name: 'lease.docx', type: 'application/octet-stream', content },
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().detail).toMatch(/between 1900-01-01 and 2200-12-31/);
    }
    expect((await api('GET', '/api/leases')).json()).toEqual([]);
    expect((await api('GET', '/api/documents')).json()).toEqual([]);
  });
});

// A receipt in pounds with no date printed, and a notice that is no lease: written for these tests.
const POUNDS_RECEIPT = [
  'Harrow & Sons Ironmongers',
  '14 Market Street, York',
  'RECEIPT',
  'Receipt No: HS-2207',
  'Hinges x4 £18.00',
  'Subtotal £18.00',
  'VAT £3.60',
  'TOTAL £21.60',
];
const NO_TOTAL = ['Brightline Plumbing & Heating', 'INVOICE', 'Invoice Date: November 3, 2026', 'Thank you.'];
const NOTICE = [
  'NOTICE OF ENTRY',
  'To the occupants of 48 Juniper Court, Unit 2B, Boulder, CO 80302.',
  'Please be advised that the landlord will enter the premises on December 4, 2026 between 9 AM and noon',
  'to inspect the smoke detectors, as allowed by law with 24 hours written notice.',
  'Harbor Lane Properties LLC',
];

describe('the reader never invents', () => {
  const pdf = async (lines: string[]) => ({
    name: 'doc.pdf',
    type: 'application/pdf',
    content: await makeTextPdf(lines),
  });

  it('proposes no date when none is printed, and refuses to save without one (422 naming it)', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const form = { document_type: 'Invoice', property_id: property.id };
    const dry = await upload(
      user.token,
      '/api/processor/process',
      { ...form, dry_run: 'true' },
      await pdf(POUNDS_RECEIPT),
    );
    expect(dry.statusCode, dry.body).toBe(200);
    const field = (key: string) => dry.json().fields.find((f: { key: string }) => f.key === key);
    expect(field('date')).toMatchObject({
      value: null,
      source: null,
      required_message: 'Enter the date: it could not be read from the document.',
    });
    expect(field('total_amount')).toMatchObject({
      value: 21.6,
      required_message: expect.stringMatching(/^Enter the total/),
    });
    expect(field('vendor').required_message).toBeNull();

    const refused = await upload(user.token, '/api/processor/process', form, await pdf(POUNDS_RECEIPT));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('Enter the date: it could not be read from the document.');
    expect((await api('GET', '/api/expenses')).json()).toEqual([]);
    expect((await api('GET', '/api/documents')).json()).toEqual([]);

    const saved = await upload(
      user.token,
      '/api/processor/process',
      { ...form, fields: JSON.stringify({ date: '2026-03-12' }) },
      await pdf(POUNDS_RECEIPT),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api('GET', '/api/expenses')).json()[0].transaction_date).toBe('2026-03-12');
  });

  it('refuses an invoice without a total at the final write, and saves it once the total is entered', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const form = { document_type: 'Invoice', property_id: property.id };
    const dry = await upload(
      user.token,
      '/api/processor/process',
      { ...form, dry_run: 'true' },
      await pdf(NO_TOTAL),
    );
    expect(dry.json().fields.find((f: { key: string }) => f.key === 'total_amount').value).toBeNull();
    const refused = await upload(user.token, '/api/processor/process', form, await pdf(NO_TOTAL));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('Enter the total: it could not be read from the document.');
    expect((await api('GET', '/api/expenses')).json()).toEqual([]);
    const saved = await upload(
      user.token,
      '/api/processor/process',
      { ...form, fields: JSON.stringify({ total_amount: 99.5 }) },
      await pdf(NO_TOTAL),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api('GET', '/api/expenses')).json()[0]).toMatchObject({
      amount: 99.5,
      transaction_date: '2026-11-03',
    });
  });

  it('refuses a document that is not a lease sent as one, unless the landlord confirms it', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    for (const dryRun of [{ dry_run: 'true' }, {}] as Record<string, string>[]) {
      const refused = await upload(
        user.token,
        '/api/leases/upload',
        { document_type: 'Lease', ...dryRun },
        await pdf(NOTICE),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toBe('This document does not look like a lease.');
    }
    expect((await api('GET', '/api/properties')).json()).toEqual([]);

    const dry = await upload(
      user.token,
      '/api/leases/upload',
      { document_type: 'Lease', dry_run: 'true', confirm_type: 'true' },
      await pdf(NOTICE),
    );
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dry_run: true, document_type: 'Lease' });
    expect(dry.json().detected_type).toBe('Lease');
    const saved = await upload(
      user.token,
      '/api/leases/upload',
      {
        document_type: 'Lease',
        confirm_type: 'true',
        fields: JSON.stringify({ address: '48 Juniper Court', city: 'Boulder', state: 'CO', zip: '80302' }),
      },
      await pdf(NOTICE),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().created.map((c: { type: string }) => c.type)).toEqual(['property', 'lease']);
    const [lease] = (await api('GET', '/api/leases')).json();
    // Nothing in a notice says when a lease starts: no date is made up.
    expect(lease).toMatchObject({ start_date: null, end_date: null });
  });

  it('creates nothing from a blank image or page, whatever the type (422)', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const blank = { name: 'photo.png', type: 'image/png', content: makePng([], { width: 600, height: 400 }) };
    const attempts: [string, Record<string, string>][] = [
      ['/api/leases/upload', { document_type: 'Lease' }],
      ['/api/leases/upload', { document_type: 'Lease', confirm_type: 'true' }],
      ['/api/leases/upload', { document_type: 'Lease', dry_run: 'true' }],
      ['/api/processor/process', { document_type: 'Invoice', property_id: property.id }],
      ['/api/processor/process', { document_type: 'Lease', property_id: property.id }],
    ];
    for (const [url, fields] of attempts) {
      const response = await upload(user.token, url, fields, blank);
      expect(response.statusCode, `${url} ${JSON.stringify(fields)}`).toBe(422);
      expect(response.json().detail).toBe('No text could be read from this document.');
    }
    const blankPdf = await upload(
      user.token,
      '/api/leases/upload',
      { document_type: 'Lease', confirm_type: 'true' },
      { name: 'scan.pdf', type: 'application/pdf', content: await makeTextPdf([]) },
    );
    expect(blankPdf.statusCode).toBe(422);
    expect((await api('GET', '/api/properties')).json()).toHaveLength(1);
    expect((await api('GET', '/api/leases')).json()).toEqual([]);
    expect((await api('GET', '/api/expenses')).json()).toEqual([]);
    expect((await api('GET', '/api/documents')).json()).toEqual([]);
  });
});

describe('currencies read from documents', () => {
  it('proposes the currency printed, stores it on the expense and returns it, never converted', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token);
    const form = { document_type: 'Invoice', property_id: property.id };
    const file = { name: 'r.pdf', type: 'application/pdf', content: await makeTextPdf(POUNDS_RECEIPT) };
    const dry = await upload(user.token, '/api/processor/process', { ...form, dry_run: 'true' }, file);
    const currency = dry.json().fields.find((f: { key: string }) => f.key === 'currency');
    expect(currency).toMatchObject({
      kind: 'currency',
      label: 'Currency',
      value: 'GBP',
    });
    expect(currency.source).toContain('TOTAL £21.60');
    expect(currency.confidence).toBeGreaterThanOrEqual(0.6);
    expect(dry.json().creates).toContain('An invoice and an expense of £21.60');

    const saved = await upload(
      user.token,
      '/api/processor/process',
      { ...form, fields: JSON.stringify({ date: '2026-03-12' }) },
      file,
    );
    expect(saved.json().created).toContainEqual(
      expect.objectContaining({ type: 'expense', label: 'Expense of £21.60' }),
    );
    expect((await api('GET', '/api/expenses')).json()[0]).toMatchObject({ amount: 21.6, currency: 'GBP' });
    expect((await api('GET', '/api/transactions')).json().items[0]).toMatchObject({
      amount: -21.6,
      currency: 'GBP',
    });

    const corrected = await upload(
      user.token,
      '/api/processor/process',
      { ...form, fields: JSON.stringify({ date: '2026-03-12', currency: 'eur' }) },
      file,
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const bad = await upload(
      user.token,
      '/api/processor/process',
      { ...form, fields: JSON.stringify({ currency: 'Pounds' }) },
      file,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/^Currency: Must be a currency code/);
    expect(
      (await api('GET', '/api/expenses'))
        .json()
        .map((e: { currency: string }) => e.currency)
        .sort(),
    ).toEqual(['EUR', 'GBP']);
  });

  it("reads a bare $ in the account's dollar unless the bill's addresses say its country, and proposes the account currency when none is printed", async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    await api('PATCH', '/api/users/me', { currency: 'CAD' });
    const property = await createProperty(ctx.app, user.token);
    const form = { document_type: 'Invoice', property_id: property.id, dry_run: 'true' };
    const currencyOf = async (lines: string[]) =>
      (await upload(user.token, '/api/processor/process', form, await pdf(lines)))
        .json()
        .fields.find((f: { key: string }) => f.key === 'currency');
    // A bare $ on a bill from Denver is the US dollar, whatever the account's currency.
    expect((await currencyOf(INVOICE)).value).toBe('USD');
    const bareDollar = await currencyOf(['Corner Hardware', 'RECEIPT', 'Date: 03/12/2026', 'TOTAL $12.50']);
    expect(bareDollar.value).toBe('CAD');
    const unmarked = await currencyOf(['Corner Hardware', 'RECEIPT', 'Date: 03/12/2026', 'TOTAL 12.50']);
    expect(unmarked).toMatchObject({ value: 'CAD', source: null });
    expect(unmarked.confidence).toBeLessThan(0.6);
    await upload(user.token, '/api/processor/process', { ...form, dry_run: 'false' }, await pdf(INVOICE));
    expect((await api('GET', '/api/expenses')).json()[0]).toMatchObject({ amount: 382.5, currency: 'USD' });
  });

  async function pdf(lines: string[]) {
    return { name: 'doc.pdf', type: 'application/pdf', content: await makeTextPdf(lines) };
  }
});
