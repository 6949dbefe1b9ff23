import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceRequests } from '../../db/schema.js';
import { apiAs, createProperty, signUp } from '../../testing/build-test-app.js';
import {
  ask,
  buildAssistantTestApp,
  LOOKALIKE,
  PINNED_NOW,
  PORTFOLIO,
  seedPortfolio,
  type AssistantTestContext,
  type Seeded,
} from './assistant.testing.js';

// Pinned: Tuesday 2026-11-10 15:00 UTC. Figures are worked out from PORTFOLIO in assistant.testing.ts.
let ctx: AssistantTestContext;
let jane: Seeded;
let other: Seeded;
let now = PINNED_NOW;

beforeAll(async () => {
  ctx = await buildAssistantTestApp({ clock: () => now });
  jane = await seedPortfolio(ctx, PORTFOLIO);
  other = await seedPortfolio(ctx, LOOKALIKE, 'Jane Landlord');
});
afterAll(async () => {
  await ctx.close();
});

const janeIds = () => [
  ...Object.values(jane.property),
  ...Object.values(jane.tenant),
  ...Object.values(jane.lease),
];
const otherIds = () => [
  ...Object.values(other.property),
  ...Object.values(other.tenant),
  ...Object.values(other.lease),
];

describe('POST /api/chat/copilot', () => {
  it('reads "he" as the tenant the last answer named, and a tenant\'s late fees as what they paid of that kind', async () => {
    const api = apiAs(ctx.app, jane.token);
    const ask = async (message: string) =>
      (await api('POST', '/api/chat/copilot', { message })).json().response as string;
    await api('DELETE', '/api/chat/history');
    expect(await ask("What's Will's phone number?")).toContain('Will Turner');
    // His one late fee, on Oct 20, 2026.
    expect(await ask('how much has he paid me in late fees?')).toContain(
      'Late fees income from Will Turner, across all time (no period was named): **$50.00**',
    );
    await api('DELETE', '/api/chat/history');
  });

  it('refuses empty and whitespace-only messages with 422, and strangers with 401', async () => {
    const api = apiAs(ctx.app, jane.token);
    for (const message of ['', '   \n\t ']) {
      const response = await api('POST', '/api/chat/copilot', { message });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'message'], msg: 'Type a message' });
    }
    expect((await api('POST', '/api/chat/copilot', {})).statusCode).toBe(422);
    expect((await api('POST', '/api/chat/copilot?tz=Mars/Olympus', { message: 'hi' })).statusCode).toBe(422);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/copilot',
      payload: { message: 'hi' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    [
      'How is my portfolio doing?',
      ['**3 properties**', '**$5,700.50** a month', '**1 late**'],
      'period:2026-11',
    ],
    ['which of my properties are commercial', ['**1 commercial property**', '7 Main Street'], 'property'],
    ['tell me about elm street', ['12 Elm St, Austin, TX 78701', '**$250,000.00**'], 'property'],
    ['whats my rent roll', ['**3 active leases**', '**$5,700.50**'], 'lease'],
    ["What's Rosa's phone number?", ['555-0101', 'rosa@example.com'], 'tenant'],
    ['who lives at 7 main st', ['Maria Lopez'], 'tenant'],
    [
      'which leases expire in the next 90 days',
      ['**2 leases**', 'Rosa Parks, 12 Elm St: ends **Nov 30, 2026**'],
      'lease',
    ],
    ['who hasnt paid rent yet', ['nothing paid of **$1,200.50**', 'Will Turner'], 'lease'],
    // Will's November less what he paid beyond his prorated October (29/31: his lease starts Oct 3, and
    // rent periods are calendar months, docs/decisions/0013-rent-periods-are-calendar-months.md).
    ['who is late on rent', ['**$1,123.05** overdue', 'Will Turner'], 'lease'],
    [
      'how much did I spend on repiars last month',
      ['You spent **$100.00** on Repairs in October 2026'],
      'period:2026-10',
    ],
    ['INCOME IN OCTOBER', ['Income in October 2026 was **$5,750.50**'], 'period:2026-10'],
    [
      'what was my profit last quarter',
      ['Net income in Q3 2026 was **-$2,120.40** (a loss)'],
      'period:2026-Q3',
    ],
    ['expenses ytd', ['Expenses so far in 2026 were **$2,595.40**'], 'period:2026-01-01..2026-11-10'],
    [
      'how much did 12 elm make in october',
      ['Income at 12 Elm St in October 2026 was **$1,500.00**'],
      'property',
    ],
    ['any open maintenance requests?', ['**2 open maintenance requests**', 'Fix sink'], 'maintenance'],
    // Elm (Pending) and Oak (In Progress) are both in Austin; the request at Main (Dallas) is done.
    [
      'open maintenance at the austin properties?',
      ['**2 open maintenance requests**', 'Paint hallway'],
      'maintenance',
    ],
    // a barely guessed question backed by its own words: a request's status, a kind of property
    ["what's actually being worked on right now", ['Paint hallway', 'In Progress'], 'maintenance'],
    ['which ones are commercial? the rest are residential right', ['7 Main Street'], 'property'],
    ["what's coming up in the next two weeks", ['**3 items**', 'Nov 15: Rent due: Maria Lopez'], 'event'],
    ['show me my invoices', ['**2 invoice documents**', 'insurance-invoice.pdf'], 'document'],
  ])('%s', async (message, expected, sourceKind) => {
    const reply = await ask(ctx, jane.token, message);
    for (const piece of expected) expect(reply.response).toContain(piece);
    const [type, id] = sourceKind.split(':');
    expect(reply.sources.some((s) => s.type === type && (!id || s.id === id))).toBe(true);
    expect(reply.emergency).toBeUndefined();
    for (const source of reply.sources) expect(otherIds()).not.toContain(source.id);
  });

  it('says when the data cannot answer, and what it can', async () => {
    const reply = await ask(ctx, jane.token, 'what is the market value of my house?');
    expect(reply.response).toMatch(/^I can't tell that from your records/);
    expect(reply.response).toContain('- a portfolio summary');
    expect(reply.sources).toEqual([]);
    const missing = await ask(ctx, jane.token, 'how much did 99 Nowhere Rd earn last year?');
    expect(missing.response).toContain('I couldn\'t find a property matching "99 nowhere rd"');
  });

  it("never answers from another owner's records, even with look-alike names", async () => {
    // The look-alike owner has "12 Elm Street", "41 Oak Avenue" and a tenant Rosa Parker.
    const repairs = await ask(ctx, other.token, 'how much did I spend on repairs in october');
    expect(repairs.response).toContain('**$8,888.88**');
    expect(repairs.response).not.toContain('$100.00');
    const oak = await ask(ctx, other.token, 'income at 40 oak avenue last month');
    expect(oak.response).toContain('I couldn\'t find a property matching "40 oak avenue"');
    const rosa = await ask(ctx, other.token, "what is rosa parks' phone number");
    expect(rosa.response).not.toContain('555-0101');
    for (const reply of [repairs, oak, rosa]) {
      for (const source of reply.sources) expect(janeIds()).not.toContain(source.id);
    }
    const janesView = await ask(ctx, jane.token, 'tell me about 12 Elm Street');
    expect(janesView.sources.map((s) => s.id)).toEqual([jane.property.elm]);
  });

  it('follows up on the previous question with a new period or property', async () => {
    const user = await seedPortfolio(ctx, PORTFOLIO, 'Follow Up');
    const steps: [string, string][] = [
      ['What was my net income last month?', 'Net income in October 2026 was **$5,350.50**'],
      ['and at 12 elm?', 'Net income at 12 Elm St in October 2026 was **$1,400.00**'],
      ['what about Q3?', 'Net income at 12 Elm St in Q3 2026 was **-$2,000.00**'],
      ['and for the whole portfolio?', 'Net income in Q3 2026 was **-$2,120.40**'],
      ['how much did I spend on repairs last month', 'You spent **$100.00** on Repairs in October 2026'],
      ['and in 2025?', 'You spent **$500.00** on Repairs in 2025'],
      ['what about insurance?', 'No Insurance expenses were recorded in 2025.'],
    ];
    for (const [message, expected] of steps) {
      expect((await ask(ctx, user.token, message)).response).toContain(expected);
    }
  });

  it('takes a part of the last figure ("how much of that was rent") and turns it to costs', async () => {
    const user = await seedPortfolio(ctx, PORTFOLIO, 'Part Of That');
    // October: rent 1,500.00 + 1,200.50 + 3,000.00 and a 50.00 late fee in; 89.99 + 10.01 + 300.00 out.
    expect((await ask(ctx, user.token, 'What was my net income last month?')).response).toContain(
      '$5,350.50',
    );
    expect((await ask(ctx, user.token, 'how much of that was rent')).response).toContain(
      'Rent income in October 2026 was **$5,700.50**',
    );
    expect((await ask(ctx, user.token, 'and what did it cost me')).response).toContain(
      'Expenses in October 2026 were **$400.00**',
    );
  });

  it('narrows the last list to a property on "which of those is at…"', async () => {
    const user = await seedPortfolio(ctx, PORTFOLIO, 'Narrow Down');
    const open = await ask(ctx, user.token, 'which maintenance requests are still open');
    expect(open.response).toContain('Fix sink');
    expect(open.response).toContain('Paint hallway');
    const atOak = await ask(ctx, user.token, 'which of those is at oak avenue');
    expect(atOak.response).toContain('Paint hallway');
    expect(atOak.response).not.toContain('Fix sink');
  });

  it('reads a city named as its properties for requests, not only for money', async () => {
    const dallas = await ask(ctx, jane.token, 'any maintenance requests in dallas?');
    expect(dallas.response).toContain('Replace lock');
    expect(dallas.response).not.toContain('Fix sink');
  });
});

describe('emergencies', () => {
  it('puts safety first and logs an emergency request at the only property, with a notification', async () => {
    const user = await signUp(ctx.app, 'Solo Owner');
    const property = await createProperty(ctx.app, user.token, { address: '5 Pine Rd' });
    const message = 'gass leek in the kitchen!!';
    const reply = await ask(ctx, user.token, message);
    expect(reply.emergency).toBe(true);
    expect(reply.response).toMatch(/^\*\*Possible gas leak: get everyone out of the building now\.\*\*/);
    expect(reply.response).toContain('gas company');
    expect(reply.response).toContain('**911**');
    expect(reply.response).toContain("I've logged an emergency maintenance request for **5 Pine Rd**");
    const [request] = (await apiAs(ctx.app, user.token)('GET', '/api/maintenance')).json();
    expect(request).toMatchObject({
      property_id: property.id,
      title: 'Emergency: gas smell reported',
      description: message,
      status: 'Pending',
      priority: 'emergency',
    });
    expect(reply.sources).toContainEqual({
      type: 'maintenance',
      id: request.id,
      label: 'Emergency: gas smell reported, 5 Pine Rd',
    });
    const notifications = (await apiAs(ctx.app, user.token)('GET', '/api/notifications')).json();
    expect(notifications.items.map((n: { title: string }) => n.title)).toContain(
      'Emergency: Emergency: gas smell reported at 5 Pine Rd',
    );
    // Reported twice, it is still one request.
    await ask(ctx, user.token, 'I smell gas!');
    expect((await apiAs(ctx.app, user.token)('GET', '/api/maintenance')).json()).toHaveLength(1);
  });

  it('logs at the property named in the message, typos and all', async () => {
    const user = await seedPortfolio(ctx, PORTFOLIO, 'Named Owner');
    const reply = await ask(ctx, user.token, 'pipe burst at 12 elm st, water everywhere');
    expect(reply.emergency).toBe(true);
    expect(reply.response).toMatch(/^\*\*Water leak: shut off the water at the main shut-off valve\*\*/);
    const rows = await ctx.database.db
      .select()
      .from(maintenanceRequests)
      .where(
        and(eq(maintenanceRequests.ownerId, user.ownerId), eq(maintenanceRequests.priority, 'emergency')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      propertyId: user.property.elm,
      title: 'Emergency: flooding or burst pipe',
    });
  });

  it('asks which property when it cannot tell, and logs it when told', async () => {
    const user = await seedPortfolio(ctx, PORTFOLIO, 'Many Owner');
    const message = 'smoke coming out of the kitchen';
    const asked = await ask(ctx, user.token, message);
    expect(asked.emergency).toBe(true);
    expect(asked.response).toMatch(/^\*\*Fire or smoke: get everyone out and call 911 now\.\*\*/);
    expect(asked.response).toContain('Which property is this at?');
    const emergencies = () =>
      ctx.database.db
        .select()
        .from(maintenanceRequests)
        .where(
          and(eq(maintenanceRequests.ownerId, user.ownerId), eq(maintenanceRequests.priority, 'emergency')),
        );
    expect(await emergencies()).toHaveLength(0);

    const told = await ask(ctx, user.token, '40 Oak Avenue');
    expect(told.emergency).toBe(true);
    expect(told.response).toContain("I've logged an emergency maintenance request for **40 Oak Avenue**");
    const rows = await emergencies();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ propertyId: user.property.oak, description: message, status: 'Pending' });
    // The conversation then moves on normally.
    expect((await ask(ctx, user.token, 'who is late on rent')).emergency).toBeUndefined();
  });

  it('does not mistake money questions for emergencies', async () => {
    const reply = await ask(ctx, jane.token, 'how much did I spend on gas last month?');
    expect(reply.emergency).toBeUndefined();
    expect(reply.response).toContain('No Utilities expenses were recorded in October 2026.');
  });
});

describe('chat history', () => {
  it('keeps both sides, oldest first, the last 50, per user; and clears', async () => {
    const user = await seedPortfolio(ctx, PORTFOLIO, 'History Owner');
    const api = apiAs(ctx.app, user.token);
    expect((await api('GET', '/api/chat/history')).json()).toEqual({ messages: [] });
    await ask(ctx, user.token, 'rent roll');
    await ask(ctx, user.token, 'hello');
    const { messages } = (await api('GET', '/api/chat/history')).json();
    expect(messages.map((m: { sender: string; text: string }) => [m.sender, m.text.split('\n')[0]])).toEqual([
      ['user', 'rent roll'],
      ['bot', '**3 active leases** bring in **$5,700.50** a month, an average of **$1,900.17** a lease.'],
      ['user', 'hello'],
      ['bot', expect.stringMatching(/^Hi, I am Astor/)],
    ]);
    expect(messages[1].sources).toHaveLength(3);
    expect((await apiAs(ctx.app, jane.token)('GET', '/api/chat/history')).json().messages).not.toContainEqual(
      expect.objectContaining({ id: messages[0].id }),
    );

    for (let i = 0; i < 24; i++) await ask(ctx, user.token, `thanks ${i}`);
    const full = (await api('GET', '/api/chat/history')).json().messages;
    expect(full).toHaveLength(50);
    expect(full[0].text).toBe('hello');
    expect(full[49].sender).toBe('bot');

    const cleared = await api('DELETE', '/api/chat/history');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: 'Chat history cleared' });
    expect((await api('GET', '/api/chat/history')).json()).toEqual({ messages: [] });
  });
});

describe('time zones', () => {
  it("reads 'this month' in the zone asked for", async () => {
    now = new Date('2026-10-31T20:00:00Z'); // already 1 November in Tokyo
    try {
      const api = apiAs(ctx.app, jane.token);
      const utc = (await api('POST', '/api/chat/copilot', { message: 'income this month' })).json();
      expect(utc.sources[0]).toMatchObject({ type: 'period', id: '2026-10' });
      const tokyo = (
        await api('POST', '/api/chat/copilot?tz=Asia/Tokyo', { message: 'income this month' })
      ).json();
      expect(tokyo.sources[0]).toMatchObject({ type: 'period', id: '2026-11' });
    } finally {
      now = PINNED_NOW;
    }
  });
});
