import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, leases, tenantLinks } from '../../db/schema.js';
import {
  apiAs,
  buildTestApp,
  createProperty,
  signUp,
  type TestContext,
} from '../../testing/build-test-app.js';
import { EMERGENCY_PLAYBOOKS } from '../../nlu/emergency.js';
import { DEPENDS_ANSWER, NO_LEASE_ANSWER } from './lease-answers.js';
import { HARBOR_LEASE, MAPLE_COURT_LEASE } from './lease-texts.fixture.js';
import { hashToken, RATE_LIMIT } from './tenant-line.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type Api = ReturnType<typeof apiAs>;
type Reply = {
  conversation_id: string;
  response: string;
  emergency?: boolean;
  maintenance_request_id?: string;
};

/** A landlord with a property and its tenant line turned on. */
async function landlordWithLine(overrides: Record<string, unknown> = {}) {
  const user = await signUp(ctx.app);
  const api = apiAs(ctx.app, user.token);
  const property = await createProperty(ctx.app, user.token, overrides);
  const created = await api('POST', `/api/properties/${property.id}/tenant-link`);
  expect(created.statusCode).toBe(201);
  const url = created.json<{ url: string }>().url;
  return { user, api, property, url, token: tokenOf(url) };
}

const tokenOf = (url: string): string => url.split('/t/')[1] as string;

/** A tenant (no account) on one link, keeping the conversation going like the page does. */
function tenantOn(token: string, remoteAddress = '203.0.113.7') {
  let conversationId: string | undefined;
  const send = async (message: string): Promise<Reply> => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/tenant-line/${token}/messages`,
      remoteAddress,
      payload: { message, ...(conversationId ? { conversation_id: conversationId } : {}) },
    });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    const reply = response.json<Reply>();
    conversationId = reply.conversation_id;
    return reply;
  };
  return { send };
}

const openLine = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/tenant-line/${token}` });

async function addLease(api: Api, body: Record<string, unknown>) {
  const response = await api('POST', '/api/leases', body);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>();
}

describe('tenant line links', () => {
  it('turns on, shows the URL once, rotates (the old token stops working) and revokes', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const property = await createProperty(ctx.app, user.token, {
      address: '12 Elm Street',
      zipCode: '78702',
    });
    const link = `/api/properties/${property.id}/tenant-link`;
    expect((await api('GET', link)).json()).toEqual({ active: false, created_at: null });

    const first = (await api('POST', link)).json<{ url: string; created_at: string }>();
    expect(first.url).toMatch(/^http:\/\/astor\.test\/t\/[\w-]{40,}$/);
    const token = tokenOf(first.url);
    expect((await api('GET', link)).json()).toEqual({ active: true, created_at: first.created_at });
    // Only the hash is stored.
    const rows = await ctx.database.db
      .select()
      .from(tenantLinks)
      .where(eq(tenantLinks.propertyId, property.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);

    const opened = await openLine(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      property: { address: '12 Elm Street', city: 'Austin' },
      greeting: expect.stringContaining('12 Elm Street'),
    });
    expect(opened.body).not.toContain('78702');

    const rotated = (await api('POST', link)).json<{ url: string }>();
    const newToken = tokenOf(rotated.url);
    expect(newToken).not.toBe(token);
    expect((await openLine(token)).statusCode).toBe(404);
    await expect(tenantOn(token).send('Hello')).rejects.toThrow(/^404/);
    expect((await openLine(newToken)).statusCode).toBe(200);

    expect((await api('DELETE', link)).json()).toEqual({ message: 'Tenant line turned off' });
    expect((await api('GET', link)).json()).toEqual({ active: false, created_at: null });
    const revoked = await openLine(newToken);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().detail).toBe('Tenant line not found');
    expect((await openLine('not-a-real-token')).statusCode).toBe(404);
  });

  it('answers 404 to another landlord and 401 without an account; conversations stay with their owner', async () => {
    const alice = await landlordWithLine();
    await tenantOn(alice.token).send('Hello');
    const mallory = apiAs(ctx.app, (await signUp(ctx.app)).token);
    const link = `/api/properties/${alice.property.id}/tenant-link`;
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await mallory(method, link)).statusCode).toBe(404);
      expect((await ctx.app.inject({ method, url: link })).statusCode).toBe(401);
    }
    expect((await mallory('GET', '/api/tenant-conversations')).json()).toEqual([]);
    expect(
      (await mallory('GET', `/api/tenant-conversations?property_id=${alice.property.id}`)).json(),
    ).toEqual([]);
    expect((await mallory('GET', '/api/tenant-conversations?property_id=not-an-id')).json()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tenant-conversations' })).statusCode).toBe(401);
    // Mallory's attempts changed nothing: Alice's link still works.
    expect((await openLine(alice.token)).statusCode).toBe(200);
    expect((await alice.api('GET', '/api/tenant-conversations')).json()).toHaveLength(1);
  });
});

describe('tenant line conversations', () => {
  it('asks for what is missing, step by step, then files the maintenance request', async () => {
    const { api, property, token } = await landlordWithLine();
    const tenant = tenantOn(token);

    expect((await tenant.send('Hi')).response).toMatch(/Tell me what needs fixing/);
    const problem = await tenant.send('My kitchen sink is leaking under the cabinet');
    expect(problem.response).toMatch(/Which unit/);
    expect(problem.maintenance_request_id).toBeUndefined();
    expect((await tenant.send('2b')).response).toMatch(/How urgent is it/);
    expect((await tenant.send('hmm')).response).toMatch(/didn't catch that[\s\S]*How urgent/);
    expect((await tenant.send('not urgent, it can wait')).response).toMatch(/phone number or email/);
    expect((await tenant.send('no')).response).toMatch(/I need a phone number or an email/);
    const filed = await tenant.send('you can call me at (512) 555-0199');
    expect(filed.response).toContain("I've sent this to your landlord as a maintenance request");
    expect(filed.response).toContain('Kitchen sink is leaking under the cabinet');
    expect(filed.emergency).toBeUndefined();

    const requests = (await api('GET', `/api/maintenance?property_id=${property.id}`)).json();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      id: filed.maintenance_request_id,
      title: 'Kitchen sink is leaking under the cabinet',
      priority: 'normal',
      status: 'Pending',
    });
    expect(requests[0].description).toContain('My kitchen sink is leaking under the cabinet');
    expect(requests[0].description).toContain('Unit: 2B');
    expect(requests[0].description).toContain('Urgency: Normal');
    expect(requests[0].description).toContain('Contact: (512) 555-0199');

    // The landlord sees the whole conversation, in order, and what it filed.
    const [conversation] = (await api('GET', `/api/tenant-conversations?property_id=${property.id}`)).json();
    expect(conversation.id).toBe(filed.conversation_id);
    expect(conversation.messages).toHaveLength(14);
    expect(conversation.messages.map((m: { sender: string }) => m.sender).slice(0, 4)).toEqual([
      'tenant',
      'bot',
      'tenant',
      'bot',
    ]);
    expect(conversation.messages[2].text).toBe('My kitchen sink is leaking under the cabinet');
    expect(conversation.maintenance_request_ids).toEqual([filed.maintenance_request_id]);
    expect(conversation.details).toMatchObject({ unit: '2B', contact: '(512) 555-0199', problem: null });

    // A second problem in the same conversation only needs what is new.
    expect((await tenant.send('Also the bathroom light is flickering')).response).toMatch(/How urgent/);
    const second = await tenant.send('urgent please');
    expect(second.maintenance_request_id).toBeDefined();
    const urgent = (await api('GET', `/api/maintenance/${second.maintenance_request_id}`)).json();
    expect(urgent).toMatchObject({ title: 'Bathroom light is flickering', priority: 'urgent' });
  });

  it('files at once when one message says everything', async () => {
    const { api, token } = await landlordWithLine();
    const reply = await tenantOn(token).send(
      "Hello, the dishwasher in apt 4 is broken and won't drain. It's urgent. Email me at ana@example.com",
    );
    expect(reply.maintenance_request_id).toBeDefined();
    const request = (await api('GET', `/api/maintenance/${reply.maintenance_request_id}`)).json();
    expect(request).toMatchObject({ title: "Dishwasher is broken and won't drain", priority: 'urgent' });
    expect(request.description).toContain('Contact: ana@example.com');
    expect(request.description).toContain('Unit: 4');
  });

  it('answers lease questions from the active lease on file', async () => {
    const { api, property, token } = await landlordWithLine();
    await addLease(api, {
      property_id: property.id,
      rent_amount_monthly: 9999,
      rent_due_day: 20,
      is_active: false,
    });
    await addLease(api, {
      property_id: property.id,
      rent_amount_monthly: 1450,
      rent_due_day: 5,
      special_lease_terms: {
        late_payment: { initial_fee: 75, daily_late_charge: 10 },
        additional_fees: [
          { fee_type: 'Pet Fee', amount: 300 },
          { fee_type: 'Animal Violation Fee', first_violation: 100, additional_violation: 200 },
          { fee_type: 'Parking', amount: 50 },
        ],
      },
    });
    const tenant = tenantOn(token);

    expect((await tenant.send('How much is my rent?')).response).toBe('Your rent is **$1,450.00** a month.');
    expect((await tenant.send('when is rent due')).response).toBe(
      'Your rent of **$1,450.00** is due on the **5th** of each month.',
    );
    expect((await tenant.send('What is the late fee?')).response).toBe(
      'Rent is due on the **5th**, and your lease gives a grace period of **5 days**: rent paid by the **10th** is not late. ' +
        'After that, your lease sets a late fee of **$75.00**, plus **$10.00** for each day it stays unpaid.',
    );
    const pets = (await tenant.send('Can I have a dog?')).response;
    expect(pets).toContain('Pet Fee: **$300.00**');
    expect(pets).toContain(
      'Animal Violation Fee: **$100.00** for a first violation, **$200.00** for each one after',
    );
    expect((await tenant.send('is there a parking fee?')).response).toContain('Parking: **$50.00**');
    // Typos are read through; and asking is not reporting: nothing was filed.
    expect((await tenant.send('how much is the rnet')).response).toContain('$1,450.00');
    expect((await api('GET', `/api/maintenance?property_id=${property.id}`)).json()).toEqual([]);
    expect(JSON.stringify(await api('GET', '/api/tenant-conversations').then((r) => r.json()))).not.toContain(
      '9,999',
    );
  });

  it('leaves it to the landlord when several leases disagree, and says so when there is none', async () => {
    const { api, property, token } = await landlordWithLine();
    const tenant = tenantOn(token);
    expect((await tenant.send('How much is rent?')).response).toBe(NO_LEASE_ANSWER);

    await addLease(api, { property_id: property.id, rent_amount_monthly: 1200, rent_due_day: 1 });
    await addLease(api, { property_id: property.id, rent_amount_monthly: 1350, rent_due_day: 1 });
    const answer = (await tenant.send('How much is my rent and when is it due?')).response;
    expect(answer).toContain('Rent is due on the **1st** of each month.');
    expect(answer).toContain('For the rent amount: that depends on which lease is yours');
    expect(answer).not.toMatch(/1,200|1,350/);
    expect((await tenant.send('How much is my rent?')).response).toBe(DEPENDS_ANSWER);
  });

  it('escalates an emergency: safety guidance first, an emergency request, a notification for the landlord', async () => {
    const { api, property, token } = await landlordWithLine({ address: '9 Gas Lane' });
    const tenant = tenantOn(token);
    const reply = await tenant.send('I smell gas in the kitchen!');
    expect(reply.emergency).toBe(true);
    expect(reply.response.startsWith(EMERGENCY_PLAYBOOKS.gas.guidance)).toBe(true);
    expect(reply.response).toContain('911');
    expect(reply.response).toMatch(/emergency maintenance request is logged for 9 Gas Lane[\s\S]*Which unit/);

    const [request] = (await api('GET', `/api/maintenance?property_id=${property.id}`)).json();
    expect(request).toMatchObject({
      id: reply.maintenance_request_id,
      title: EMERGENCY_PLAYBOOKS.gas.title,
      priority: 'emergency',
      status: 'Pending',
    });
    expect(request.description).toContain('I smell gas in the kitchen!');
    const notifications = (await api('GET', '/api/notifications')).json();
    expect(notifications.items).toContainEqual(
      expect.objectContaining({
        kind: 'maintenance_emergency',
        title: expect.stringContaining('9 Gas Lane'),
      }),
    );

    // The unit and contact the tenant adds go to the same request.
    expect((await tenant.send('unit 3')).response).toMatch(/phone number or email/);
    const details = await tenant.send('512-555-0100');
    expect(details.maintenance_request_id).toBe(reply.maintenance_request_id);
    expect(details.response).toContain("I've added that to the emergency request");
    const updated = (await api('GET', `/api/maintenance/${request.id}`)).json();
    expect(updated.description).toContain('Unit: 3');
    expect(updated.description).toContain('Contact: 512-555-0100');
    expect((await api('GET', `/api/maintenance?property_id=${property.id}`)).json()).toHaveLength(1);

    const [conversation] = (await api('GET', '/api/tenant-conversations')).json();
    expect(conversation.messages[1]).toMatchObject({ sender: 'bot', emergency: true });
  });

  it('never reveals another property, another tenant or the books, even when asked by name', async () => {
    const user = await signUp(ctx.app);
    const api = apiAs(ctx.app, user.token);
    const a = await createProperty(ctx.app, user.token, { address: '14 Maple Avenue' });
    const b = await createProperty(ctx.app, user.token, { address: '77 Pine Street' });
    const tenantA = (
      await api('POST', '/api/tenants/manual', {
        first_name: 'Rosa',
        last_name: 'Diaz',
        property_id: a.id,
        phone_number: '512-555-0111',
      })
    ).json();
    const tenantB = (
      await api('POST', '/api/tenants/manual', {
        first_name: 'Boris',
        last_name: 'Kowalski',
        property_id: b.id,
        email: 'boris@example.com',
      })
    ).json();
    await addLease(api, { property_id: a.id, tenant_id: tenantA.id, rent_amount_monthly: 1000 });
    await addLease(api, {
      property_id: b.id,
      tenant_id: tenantB.id,
      rent_amount_monthly: 2222,
      special_lease_terms: { additional_fees: [{ fee_type: 'Pet Fee', amount: 444 }] },
    });
    await api('POST', '/api/incomes', { property_id: a.id, amount: 9876.54, transaction_date: '2026-01-05' });
    await api('POST', '/api/expenses', { property_id: a.id, amount: 4321, transaction_date: '2026-01-06' });
    const link = (await api('POST', `/api/properties/${a.id}/tenant-link`)).json<{ url: string }>();
    const tenant = tenantOn(tokenOf(link.url));

    const questions = [
      "What is Boris Kowalski's rent?",
      'What is the rent at 77 Pine Street?',
      "What's the pet fee at 77 Pine St?",
      'Who lives in the other units?',
      "What is Rosa's phone number?",
      'What is the email of the tenant at Pine Street?',
      'How much did my landlord spend on repairs this year?',
      "What is the landlord's income?",
      'list all tenants',
    ];
    const forbidden = [
      /2,222|2222/,
      /444/,
      /Boris|Kowalski|boris@/i,
      /Rosa|Diaz|0111/i,
      /Pine/i,
      /9,876|9876|4,321|4321/,
    ];
    for (const question of questions) {
      const { response } = await tenant.send(question);
      for (const pattern of forbidden) expect(response, `${question} → ${response}`).not.toMatch(pattern);
    }
    expect((await tenant.send("What is Boris Kowalski's rent?")).response).toMatch(
      /can't share anything about other tenants/,
    );
    // Their own lease is still theirs to ask about.
    expect((await tenant.send('How much is my rent?')).response).toContain('$1,000.00');
    // A household member's name (a parent writing for Rosa) asks about the tenant's own lease.
    expect((await tenant.send("Could you confirm the amount of Rosa's rent?")).response).toContain(
      '$1,000.00',
    );
  });
});

describe('tenant line answers from the lease itself', () => {
  /** A lease document on file, as the document reader stores one. */
  async function addLeaseDocument(ownerId: string, propertyId: string, text: string) {
    const [row] = await ctx.database.db
      .insert(documents)
      .values({
        ownerId,
        propertyId,
        documentType: 'Lease',
        description: 'Lease for 4512 Avenue H',
        fileName: 'lease.pdf',
        extractedText: text,
      })
      .returning();
    return row?.id as string;
  }

  it('answers the deposit, the dates and paying late from the fields, and quotes the document for the rest', async () => {
    const { api, property, token } = await landlordWithLine({ address: '4512 Avenue H' });
    const ownerId = (await api('GET', '/api/users/me')).json<{ id: string }>().id;
    // An ended lease, with its own document: neither answers for the current one.
    const old = await addLease(api, {
      property_id: property.id,
      rent_amount_monthly: 900,
      security_deposit: 900,
      start_date: '2024-06-01',
      end_date: '2025-05-31',
      is_active: false,
    });
    const oldDocument = await addLeaseDocument(ownerId, property.id, MAPLE_COURT_LEASE);
    await ctx.database.db.update(leases).set({ documentId: oldDocument }).where(eq(leases.id, old.id));
    const current = await addLease(api, {
      property_id: property.id,
      rent_amount_monthly: 1875,
      security_deposit: 1875,
      rent_due_day: 1,
      grace_period_days: 2,
      start_date: '2026-06-01',
      end_date: '2027-05-31',
      special_lease_terms: { late_payment: { initial_fee: 75, daily_late_charge: 10, max_late_fee: 250 } },
    });
    const currentDocument = await addLeaseDocument(ownerId, property.id, HARBOR_LEASE);
    await ctx.database.db
      .update(leases)
      .set({ documentId: currentDocument })
      .where(eq(leases.id, current.id));
    const tenant = tenantOn(token);

    expect((await tenant.send('How much is my deposit?')).response).toBe(
      'Your security deposit is **$1,875.00**.',
    );
    expect((await tenant.send('When does my lease end?')).response).toBe(
      'Your lease ends on **May 31, 2027**.',
    );
    const late = (await tenant.send('Can I pay my rent late?')).response;
    expect(late).toContain('grace period of **2 days**: rent paid by the **3rd** is not late');
    expect(late).toContain('a late fee of **$75.00**');
    expect(late).not.toContain('1,875');

    const pets = (await tenant.send('Are dogs allowed?')).response;
    expect(pets).toMatch(/^Your lease says: “No animals of any kind may be kept on the premises/);
    expect(pets).toContain('(From Lease for 4512 Avenue H, 5. PETS.)');
    expect((await tenant.send('what are the quiet hours on weekends?')).response).toContain(
      'from 11:00 p.m. to 8:00 a.m. on Friday and Saturday',
    );
    const smoking = await tenant.send('Is this a smoke-free building?');
    expect(smoking.response).toContain('The premises are smoke-free.');
    expect(smoking.emergency).toBeUndefined();
    expect((await tenant.send('Can we have a fire pit on the patio?')).response).toContain(
      'Charcoal grills and fire pits are not allowed',
    );
    // The ended lease's text ("caged birds") never answers.
    const everything = JSON.stringify(await api('GET', '/api/tenant-conversations').then((r) => r.json()));
    expect(everything).not.toMatch(/caged birds|Birch Lane|\$900/);

    const pool = await tenant.send('Is there a swimming pool?');
    expect(pool.response).toMatch(
      /couldn't find anything about amenities in your lease on file[\s\S]*pass the question on/,
    );
    expect((await tenant.send('yes')).response).toMatch(/^Done: I've passed your question on/);
    // Asking filed nothing.
    expect((await api('GET', `/api/maintenance?property_id=${property.id}`)).json()).toEqual([]);
  });

  it('takes a problem report and quotes what the lease on file says the tenant may do first', async () => {
    const { api, property, token } = await landlordWithLine({ address: '4512 Avenue H' });
    const ownerId = (await api('GET', '/api/users/me')).json<{ id: string }>().id;
    const lease = await addLease(api, {
      property_id: property.id,
      rent_amount_monthly: 1875,
      start_date: '2026-06-01',
      end_date: '2027-05-31',
    });
    const document = await addLeaseDocument(ownerId, property.id, HARBOR_LEASE);
    await ctx.database.db.update(leases).set({ documentId: document }).where(eq(leases.id, lease.id));
    const reply = (await tenantOn(token).send('the air filter in the hallway vent is clogged and broken'))
      .response;
    expect(reply).toContain("I'll pass it to your landlord as a maintenance request");
    expect(reply).toContain('Tenant shall replace smoke detector batteries and air filters.');
  });

  it('understands "It\'s the kitchen at <address>, it\'s a house" and takes no rule question for an emergency', async () => {
    const { api, property, token } = await landlordWithLine({ address: '4512 Avenue H' });
    const tenant = tenantOn(token);
    for (const question of [
      'Can I have a fire pit in the yard?',
      'Where is the heater manual?',
      'Who pays the water bill?',
      'I need to file a complaint about the noise',
    ])
      expect((await tenant.send(question)).emergency, question).toBeUndefined();
    await tenant.send('never mind');

    expect((await tenant.send('The kitchen faucet is dripping')).response).toMatch(/Which unit/);
    expect((await tenant.send("It's the kitchen at 4512 Avenue H, it's a house")).response).toMatch(
      /How urgent/,
    );
    await tenant.send('not urgent');
    const filed = await tenant.send('555-201-3344');
    const request = (await api('GET', `/api/maintenance/${filed.maintenance_request_id}`)).json();
    expect(request.description).toContain('Unit: No unit (whole property)');
    expect(request.description).toContain('Where: kitchen');
    const conversations = (await api('GET', `/api/tenant-conversations?property_id=${property.id}`)).json();
    expect(conversations[0].details.unit).toBe('No unit (whole property)');
  });
});

describe('tenant line limits', () => {
  it(`allows ${RATE_LIMIT.perClient} messages per ${RATE_LIMIT.windowMinutes} minutes per link and client, then 429`, async () => {
    const { token } = await landlordWithLine();
    const send = (remoteAddress: string, message = 'Hello') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/tenant-line/${token}/messages`,
        remoteAddress,
        payload: { message },
      });
    for (let i = 0; i < RATE_LIMIT.perClient; i++) expect((await send('198.51.100.4')).statusCode).toBe(200);
    const limited = await send('198.51.100.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many messages/);
    // What is left of the window that the first message opened.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(RATE_LIMIT.windowMinutes * 60);
    // Another client on the same link is not held back.
    expect((await send('198.51.100.5')).statusCode).toBe(200);
  });

  it(`accepts at most ${RATE_LIMIT.perClient} of 45 messages sent at once by one client`, async () => {
    const { token } = await landlordWithLine();
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/tenant-line/${token}/messages`,
          remoteAddress: '198.51.100.9',
          payload: { message: `Hello ${i}` },
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    expect(accepted).toBeLessThanOrEqual(RATE_LIMIT.perClient);
    expect(accepted + answers.filter((answer) => answer.statusCode === 429).length).toBe(45);
  });

  it('refuses blank and over-long messages', async () => {
    const { token } = await landlordWithLine();
    const send = (message: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/tenant-line/${token}/messages`, payload: { message } });
    expect((await send('   ')).statusCode).toBe(422);
    expect((await send('x'.repeat(2001))).statusCode).toBe(422);
    expect((await send('x'.repeat(2000))).statusCode).toBe(200);
    // Control characters are refused or dropped, never a 500 (PostgreSQL text cannot hold NUL).
    expect([200, 422]).toContain((await send('sink\u0000 leaks\u0007')).statusCode);
  });
});
