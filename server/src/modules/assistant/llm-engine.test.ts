import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmClient, LlmError } from '../../adapters/llm/llm.js';
import {
  messageReply,
  startFakeLlmServer,
  toolCallReply,
  type FakeLlmRequest,
  type FakeLlmResponse,
  type FakeLlmServer,
} from '../../adapters/llm/fake-llm-server.js';
import {
  buildAssistantTestApp,
  LOOKALIKE,
  PORTFOLIO,
  seedPortfolio,
  type AssistantTestContext,
  type Seeded,
} from './assistant.testing.js';
import { isGrounded, LLM_TOOLS } from './llm-engine.js';
import { TOOL_NAMES } from './queries.js';

// The fake LLM plays each test's script: a list of replies, one per request.
let script: (() => FakeLlmResponse)[] = [];
let server: FakeLlmServer;
let ctx: AssistantTestContext;
let jane: Seeded;
let other: Seeded;
const llmErrors: unknown[] = [];

beforeAll(async () => {
  // Requests are counted per exchange (exchange() empties the list), so `index` is the step.
  server = await startFakeLlmServer((_request, index) => script[index]?.() ?? { status: 500, body: {} });
  ctx = await buildAssistantTestApp({
    llm: createLlmClient({ baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'fake-model' }),
    onLlmError: (error) => llmErrors.push(error),
  });
  jane = await seedPortfolio(ctx, PORTFOLIO);
  other = await seedPortfolio(ctx, LOOKALIKE);
});
afterAll(async () => {
  await ctx.close();
  await server.close();
});

/** Runs one exchange with a fresh script; returns the reply and the requests it made. */
async function exchange(owner: Seeded, message: string, steps: typeof script) {
  script = steps;
  server.requests.length = 0;
  llmErrors.length = 0;
  const reply = await ctx.service.reply(owner.ownerId, message);
  return { reply, requests: [...server.requests] };
}

const lastToolMessage = (request: FakeLlmRequest) => {
  const messages = request.body.messages as { role: string; content: string }[];
  return JSON.parse(messages.filter((m) => m.role === 'tool').at(-1)?.content ?? '{}') as { answer: string };
};

describe('the LLM path', () => {
  it("answers who hasn't paid this month with the offline engine's figures when the model fills the same query", async () => {
    const { requests } = await exchange(jane, "who hasn't paid this month?", [
      () => toolCallReply('late_rent', { this_month: true }),
      () => messageReply('Will Turner has paid nothing of **$1,200.50** for November 2026.'),
    ]);
    // The same sentence the offline engine gives (assistant.routes.test.ts), not the ledger's late list.
    expect(lastToolMessage(requests[1] as FakeLlmRequest).answer).toContain(
      "**1 lease** has paid nothing for November 2026: **$1,200.50** of this month's rent is unpaid.",
    );
  });

  it('offers the tools, runs the one called, and returns the reply quoting its figure', async () => {
    const { reply, requests } = await exchange(jane, 'how much went on repairs last month?', [
      () =>
        toolCallReply('finance_summary', { measure: 'expenses', period: 'last month', category: 'repairs' }),
      () => messageReply('Repairs cost you **$100.00** in October 2026, over 2 transactions.'),
    ]);
    expect(lastToolMessage(requests[1] as FakeLlmRequest).answer).toBe(
      'You spent **$100.00** on Repairs in October 2026 (2 transactions).',
    );
    expect(llmErrors).toEqual([]);
    expect(reply.response).toBe('Repairs cost you **$100.00** in October 2026, over 2 transactions.');
    expect(reply.sources[0]).toEqual({ type: 'period', id: '2026-10', label: 'October 2026' });
    expect(reply.sources.filter((s) => s.type === 'expense')).toHaveLength(2);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(requests[0]?.body).toMatchObject({ model: 'fake-model', tool_choice: 'auto' });
    expect((requests[0]?.body.tools as unknown[]).length).toBe(TOOL_NAMES.length);
    const history = await ctx.service.history(jane.ownerId);
    expect(history.messages.at(-1)?.text).toBe(reply.response);
  });

  it('lets the model fill the typed query (vendor, ranking) and gives the figures the offline engine gives', async () => {
    // Joe Pipes: 89.99 + 10.01 on 12 Elm St in October 2026, all time.
    const byVendor = await exchange(jane, 'how much have I paid Joe Pipes?', [
      () => toolCallReply('finance_summary', { measure: 'expenses', vendor: 'joe pipes' }),
      () => messageReply('You have paid Joe Pipes **$100.00** in all.'),
    ]);
    expect(lastToolMessage(byVendor.requests[1] as FakeLlmRequest).answer).toContain(
      'Payments to Joe Pipes, across all time (no period was named): **$100.00** over 2 expenses.',
    );
    expect(llmErrors).toEqual([]);
    const offline = await ctx.service.reply(jane.ownerId, 'how much have I paid Joe Pipes?');
    expect(offline.response).toContain('**$100.00** over 2 expenses');
    const ranked = await exchange(jane, 'top vendor by spend', [
      () =>
        toolCallReply('finance_summary', {
          measure: 'expenses',
          group_by: 'vendor',
          order: 'desc',
          limit: 1,
        }),
      () => messageReply('Your top vendor is Travis County, **$2,000.00**.'),
    ]);
    // Travis County's 2,000.00 of taxes is the largest payee total; Fix-It Inc's 500.00 is not.
    expect(lastToolMessage(ranked.requests[1] as FakeLlmRequest).answer).toMatch(
      /^Travis County had the most expenses across all time \(no period was named\): \*\*\$2,000\.00\*\*/,
    );
    const unknown = await exchange(jane, 'how much have I paid Zed Roofing?', [
      () => toolCallReply('finance_summary', { measure: 'expenses', vendor: 'Zed Roofing' }),
      () => messageReply('You have not paid Zed Roofing.'),
    ]);
    expect(lastToolMessage(unknown.requests[1] as FakeLlmRequest).answer).toBe(
      'No vendor or payee named "Zed Roofing" is in your records.',
    );
  });

  it('lets the model ask for the payees paid a sum or more, as the offline engine reads it', async () => {
    const question = 'which vendors did I pay $600 or more?';
    const offline = await ctx.service.reply(jane.ownerId, question);
    expect(offline.response).toContain('by vendor of $600.00 or more');
    const { requests } = await exchange(jane, question, [
      () => toolCallReply('finance_summary', { measure: 'expenses', group_by: 'vendor', at_least: 600 }),
      () => messageReply('Travis County, **$2,000.00**.'),
    ]);
    const tool = lastToolMessage(requests[1] as FakeLlmRequest);
    // Travis County's 2,000.00 reaches it; Joe Pipes' 100.00 does not.
    expect(tool.answer.split('\n')[0]).toBe(offline.response.split('\n')[0]);
    expect(JSON.stringify(tool)).toContain('Travis County: **$2,000.00**');
    expect(JSON.stringify(tool)).not.toContain('Joe Pipes');
    expect(llmErrors).toEqual([]);
  });

  it('lets the model ask for one row by its exact amount, as the offline engine reads it', async () => {
    const question = 'which property was the $2,000 expense for?';
    const offline = await ctx.service.reply(jane.ownerId, question);
    expect(offline.response).toContain('booked as');
    const { requests } = await exchange(jane, question, [
      () => toolCallReply('finance_summary', { measure: 'expenses', amount: 2000 }),
      () => messageReply('Travis County.'),
    ]);
    const tool = lastToolMessage(requests[1] as FakeLlmRequest);
    expect(tool.answer.split('\n')[0]).toBe(offline.response.split('\n')[0]);
    expect(JSON.stringify(tool)).toContain('Travis County, 12 Elm St: $2,000.00, booked as Taxes');
    expect(llmErrors).toEqual([]);
  });

  it('lets the model rank the properties by their requests, as the offline engine reads it', async () => {
    const question = 'which property has had the most maintenance requests?';
    const offline = await ctx.service.reply(jane.ownerId, question);
    expect(offline.response).toMatch(/had the most maintenance requests/);
    const { requests } = await exchange(jane, question, [
      () => toolCallReply('maintenance_requests', { by_property: 'desc' }),
      () => messageReply('12 Elm St.'),
    ]);
    expect(lastToolMessage(requests[1] as FakeLlmRequest).answer.split('\n')[0]).toBe(
      offline.response.split('\n')[0],
    );
    expect(llmErrors).toEqual([]);
  });

  it('lets the model ask for the leases past a rent, as the offline engine reads it', async () => {
    const question = 'is anybody paying more than 15 hundred a month?';
    const offline = await ctx.service.reply(jane.ownerId, question);
    // $3,000.00 and $1,500.00 are not more than $1,500.00; $1,200.50 is not either.
    expect(offline.response.split('\n')[0]).toBe(
      '**1 active lease** at more than $1,500.00 a month brings in **$3,000.00** a month.',
    );
    const { requests } = await exchange(jane, question, [
      () => toolCallReply('rent_roll', { rent_above: 1500 }),
      () => messageReply('One lease, **$3,000.00**.'),
    ]);
    const tool = lastToolMessage(requests[1] as FakeLlmRequest);
    expect(tool.answer.split('\n')[0]).toBe(offline.response.split('\n')[0]);
    expect(llmErrors).toEqual([]);
  });

  it('lets the model leave a category out, with the figures the offline engine gives', async () => {
    const question = 'what income came in last month besides rent?';
    const offline = await ctx.service.reply(jane.ownerId, question);
    const figure = /\*\*(\$[\d,.]+)\*\*/.exec(offline.response)?.[1];
    expect(offline.response).toContain('Income other than Rent, in October 2026');
    const { requests } = await exchange(jane, question, [
      () =>
        toolCallReply('finance_summary', {
          measure: 'income',
          period: 'last month',
          except_category: 'rent',
        }),
      () => messageReply(`Besides rent, **${figure ?? ''}** came in.`),
    ]);
    expect(lastToolMessage(requests[1] as FakeLlmRequest).answer).toContain(`**${figure ?? 'none'}**`);
    expect(llmErrors).toEqual([]);
  });

  it('lets the model ask an average per month, with the figure the offline engine gives', async () => {
    const question = 'avg monthly rent collected this year?';
    const offline = await ctx.service.reply(jane.ownerId, question);
    const average = /an average of \*\*(\$[\d,.]+)\*\* a month/.exec(offline.response)?.[1];
    // Rent of October and November 2026 over the 11 months of the year so far.
    expect(offline.response).toContain('a month over 11 months');
    const { requests } = await exchange(jane, question, [
      () =>
        toolCallReply('finance_summary', {
          measure: 'income',
          period: 'this year',
          category: 'rent',
          average: 'month',
        }),
      () => messageReply(`About **${average ?? ''}** a month.`),
    ]);
    expect(lastToolMessage(requests[1] as FakeLlmRequest).answer).toContain(
      `an average of **${average ?? 'none'}** a month`,
    );
    expect(llmErrors).toEqual([]);
  });

  it('falls back to the offline engine when the model invents a figure', async () => {
    const { reply } = await exchange(jane, 'how much did I spend on repairs last month?', [
      () =>
        toolCallReply('finance_summary', { measure: 'expenses', period: 'last month', category: 'Repairs' }),
      () => messageReply('You spent **$250.00** on repairs.'),
    ]);
    expect(llmErrors).toHaveLength(1);
    expect(llmErrors[0]).toBeInstanceOf(LlmError);
    expect(reply.response).toBe(
      'You spent **$100.00** on Repairs in October 2026 (2 transactions).\n- That is 25% of all expenses in October 2026',
    );
  });

  it('falls back when the server fails or answers without calling a tool but with numbers', async () => {
    const failed = await exchange(jane, 'rent roll', [() => ({ status: 503, body: { error: 'down' } })]);
    expect(failed.reply.response).toContain(
      '**3 active leases** bring in **$5,700.50** a month, an average of **$1,900.17** a lease.',
    );
    expect(llmErrors).toHaveLength(1);
    const guessed = await exchange(jane, 'how many properties do I have?', [
      () => messageReply('You have 12 properties.'),
    ]);
    expect(guessed.reply.response).toContain('You have **3 properties**');
  });

  it("cannot reach another owner's records through tool arguments", async () => {
    const { reply, requests } = await exchange(jane, 'tell me about 41 Oak Avenue', [
      () => toolCallReply('find_properties', { property: '41 Oak Avenue' }),
      () => messageReply("I couldn't find 41 Oak Avenue in your portfolio."),
    ]);
    expect(requests).toHaveLength(2);
    expect(lastToolMessage(requests[1] as FakeLlmRequest).answer).toBe(
      'No property matching "41 Oak Avenue" is in this portfolio.',
    );
    expect(reply.response).toBe("I couldn't find 41 Oak Avenue in your portfolio.");
    const foreign = [...Object.values(other.property), ...Object.values(other.tenant)];
    for (const source of reply.sources) expect(foreign).not.toContain(source.id);
  });

  it('never sends emergencies to the model', async () => {
    const { reply, requests } = await exchange(jane, 'there is a gas leak at 12 elm st', [
      () => messageReply('Relax.'),
    ]);
    expect(requests).toHaveLength(0);
    expect(reply.emergency).toBe(true);
  });
});

describe('tool definitions and the figure check', () => {
  it('describes each tool with JSON-schema parameters', () => {
    const finance = LLM_TOOLS.find((tool) => tool.function.name === 'finance_summary');
    expect(finance?.function.parameters).toMatchObject({
      type: 'object',
      properties: { measure: { enum: ['income', 'expenses', 'net'] }, period: { type: 'string' } },
      required: ['measure'],
    });
  });

  it.each([
    ['Repairs cost **$100.00** in October 2026.', true],
    ['Repairs cost **$100** in October 2026.', true],
    ['Repairs cost **$1,000.00**.', false],
    ['You have 3 leases.', true],
    ['You have 4 leases.', false],
  ])('%s grounded: %s', (reply, grounded) => {
    expect(
      isGrounded(reply, ['You spent **$100.00** on Repairs in October 2026 (3 leases).'], 'repairs?'),
    ).toBe(grounded);
  });
});
