import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ask,
  buildAssistantTestApp,
  seedPortfolio,
  type AssistantTestContext,
  type Seed,
  type Seeded,
} from './assistant.testing.js';

// Today is 2026-11-10 (PINNED_NOW). Every figure below is worked out by hand from this seed.
const months = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pad = (n: number) => String(n).padStart(2, '0');

const SEED: Seed = {
  properties: [
    {
      key: 'birch',
      address: '88 Birchwood Ct',
      city: 'Boise',
      state: 'ID',
      zipCode: '83702',
      property_type: 'Single Family',
    },
    {
      key: 'canal',
      address: '15 Canal Row',
      city: 'Boise',
      state: 'ID',
      zipCode: '83706',
      property_type: 'Townhouse',
      purchase_price: 312500,
      purchase_date: '2019-08-30',
    },
    {
      key: 'mesa',
      address: '402 Mesa Verde Dr',
      city: 'Tucson',
      state: 'AZ',
      zipCode: '85719',
      property_type: 'Condo',
    },
  ],
  tenants: [
    {
      key: 'lena',
      property: 'birch',
      first_name: 'Lena',
      last_name: 'Ortiz',
      lease: { rent: 1800, start: '2025-01-01', end: '2026-12-31', due_day: 1, deposit: 2700 },
    },
    {
      key: 'omar',
      property: 'canal',
      first_name: 'Omar',
      last_name: 'Haddad',
      lease: { rent: 1500, start: '2025-06-01', end: '2027-05-31', due_day: 1 },
    },
    {
      key: 'tessa',
      property: 'mesa',
      first_name: 'Tessa',
      last_name: 'Ng',
      lease: { rent: 2100, start: '2026-01-01', end: '2026-12-31', due_day: 1 },
    },
  ],
  payments: [
    // 2025: Lena all year, Omar from June. 2026: Lena and Tessa through November, Omar through October.
    ...months(1, 12).map((m) => ({ tenant: 'lena', date: `2025-${pad(m)}-02`, amount: 1800 })),
    ...months(6, 12).map((m) => ({ tenant: 'omar', date: `2025-${pad(m)}-03`, amount: 1500 })),
    ...months(1, 11).map((m) => ({ tenant: 'lena', date: `2026-${pad(m)}-02`, amount: 1800 })),
    ...months(1, 10).map((m) => ({ tenant: 'omar', date: `2026-${pad(m)}-01`, amount: 1500 })),
    ...months(1, 11).map((m) => ({ tenant: 'tessa', date: `2026-${pad(m)}-01`, amount: 2100 })),
  ],
  incomes: [
    { property: 'canal', date: '2026-03-01', amount: 75, category: 'Other', description: 'Laundry machine' },
    // The owner's own category: its rows are parking whatever their description says.
    { property: 'canal', date: '2024-04-01', amount: 50, category: 'Parking', description: 'Spot 2' },
  ],
  expenses: [
    {
      property: 'birch',
      date: '2025-03-04',
      amount: 450,
      category: 'Repairs',
      entity: 'Gem State Plumbing',
      description: 'Kitchen sink plumbing',
    },
    {
      property: 'birch',
      date: '2026-02-10',
      amount: 1175.25,
      category: 'Repairs',
      entity: 'Gem State Plumbing',
      description: 'Plumbing: new water heater',
    },
    {
      property: 'birch',
      date: '2026-01-15',
      amount: 1200,
      category: 'Insurance',
      entity: 'Snake River Mutual',
    },
    {
      property: 'canal',
      date: '2026-05-01',
      amount: 300,
      category: 'Cleaning and maintenance',
      entity: 'Sagebrush Yard Care',
      description: 'Spring landscaping',
    },
    {
      property: 'canal',
      date: '2026-06-01',
      amount: 300,
      category: 'Cleaning and maintenance',
      entity: 'Sagebrush Yard Care',
      description: 'Summer landscaping',
    },
    {
      property: 'mesa',
      date: '2026-04-15',
      amount: 25000,
      category: 'Repairs',
      entity: 'Saguaro Roofing LLC',
      description: 'Roof replacement',
    },
    {
      property: 'mesa',
      date: '2026-07-20',
      amount: 220,
      category: 'Repairs',
      entity: 'Desert Drain',
      description: 'Plumbing: clogged drain',
    },
    {
      // The owner's own name for a category: Taxes.
      property: 'canal',
      date: '2024-02-01',
      amount: 810.4,
      category: 'Property Tax',
      entity: 'Ada County Treasurer',
      description: '2023 second half',
    },
    {
      // A plumber's electrical job: paid to the plumber, not plumbing.
      property: 'mesa',
      date: '2024-05-01',
      amount: 95,
      category: 'Repairs',
      entity: 'Gem State Plumbing',
      description: 'Electrical: porch light wiring',
    },
  ],
  maintenance: [],
  documents: [
    { property: 'birch', type: 'Insurance', file: 'birch-policy-2026.pdf', uploaded: '2026-01-15' },
  ],
};

let ctx: AssistantTestContext;
let owner: Seeded;

beforeAll(async () => {
  ctx = await buildAssistantTestApp();
  owner = await seedPortfolio(ctx, SEED);
});
afterAll(() => ctx.close());

const reply = async (message: string) => (await ask(ctx, owner.token, message)).response;
/** A question opening a new conversation: nothing said before is carried over. */
const afresh = async (message: string) => {
  await ctx.app.inject({
    method: 'DELETE',
    url: '/api/chat/history',
    headers: { authorization: `Bearer ${owner.token}` },
  });
  return reply(message);
};

/**
 * The last reply of a conversation of its own for an owner seeded later: a follow-up asks its first
 * question in the same call.
 */
const conversationOf =
  (who: () => Seeded) =>
  async (...messages: string[]): Promise<string> => {
    const { token } = who();
    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/chat/history',
      headers: { authorization: `Bearer ${token}` },
    });
    let last = '';
    for (const message of messages) last = (await ask(ctx, token, message)).response;
    return last;
  };

describe('money questions as a typed query', () => {
  it('filters by words of the description, at a property named by its street alone, all time when no period is named', async () => {
    const answer = await reply('How much did I spend on plumbing at Birchwood?');
    // 450.00 (2025) + 1,175.25 (2026); not the Repairs category of the whole portfolio.
    expect(answer).toContain('$1,625.25');
    expect(answer).toContain('over 2 expenses');
    expect(answer).toContain('all time');
    expect(answer).not.toContain('$26,845.25');
  });

  it('says so when nothing recorded mentions what the question is about, instead of answering another question', async () => {
    const answer = await reply('How much did I spend on gutters?');
    expect(answer).toContain('No expense in your records mentions "gutters"');
    expect(answer).not.toContain('$');
    expect(await reply('how much did I spend on landscaping?')).toContain('$600.00');
  });

  it('filters by vendor, whatever the work', async () => {
    const answer = await reply('how much have I paid Gem State Plumbing?');
    // 450.00 + 1,175.25 + the 95.00 electrical job.
    expect(answer).toContain('$1,720.25');
    expect(answer).not.toContain('$1,845.25');
  });

  it('reads words of the work in descriptions, whoever the vendor', async () => {
    expect(await reply('how much went to electrical work?')).toContain('$95.00');
  });

  it('finds the properties that lost money, this year when no period is named', async () => {
    const answer = await reply('Which property lost money?');
    // Mesa 2026: rent 11 × 2,100 = 23,100.00; expenses 25,000 + 220 = 25,220.00; net −2,120.00.
    expect(answer).toContain('402 Mesa Verde Dr');
    expect(answer).toContain('-$2,120.00');
    expect(answer).toContain('so far in 2026');
    expect(answer).not.toContain('88 Birchwood Ct');
  });

  it('reads "losing me money" as the properties that lost money', async () => {
    const answer = await afresh('was any property losing me money?');
    expect(answer).toContain('402 Mesa Verde Dr');
    expect(answer).toContain('-$2,120.00');
  });

  it('gives the one cheapest rent asked for, in chat shorthand', async () => {
    const answer = await afresh('cheapest rent i have rn?');
    expect(answer).toContain('Lowest rent');
    expect(answer).toContain('$1,500.00');
    expect(answer).not.toContain('$2,100.00');
  });

  it('reads examples ending in "all that" as the whole measure, not as filters', async () => {
    // Laundry 75.00 (2026) and Parking 50.00 (2024): every income other than rent, all time.
    const answer = await afresh('non-rent income? laundry, fees, all that');
    expect(answer).toContain('$125.00');
  });

  it('reads a list after the question ending in "all of it" as what its subject takes in', async () => {
    // Plumbing everywhere, all time (1,625.25 of it at Birchwood); the list names a property and other words.
    const answer = await afresh(
      'what has plumbing cost me since i started tracking? the leak, the birchwood repipe, all of it, dont care who did it',
    );
    expect(answer).toContain('$1,845.25');
    expect(answer).toContain('over 3 expenses');
  });

  it('names the stretches a property stood without a lease in a past period', async () => {
    // 2025: Canal Row had no lease before Omar's on June 1, the Mesa condo none all year; 2026: every day covered.
    const lastYear = await afresh('did any of my places sit empty last year?');
    expect(lastYear).toContain('**2 properties** stood without a lease for part of 2025');
    expect(lastYear).toContain(
      '15 Canal Row, Boise, ID: Jan 1, 2025 to May 31, 2025 (151 days: January through May 2025)',
    );
    expect(lastYear).toContain(
      '402 Mesa Verde Dr, Tucson, AZ: Jan 1, 2025 to Dec 31, 2025 (365 days, all of 2025)',
    );
    expect(await afresh('did any of my places sit empty this year?')).toContain('No property stood empty in');
    // Ever: from each property's first lease on record, not from its purchase years before the books.
    const ever = await afresh('has any of my places ever sat empty?');
    expect(ever).toContain('No property stood empty on your books');
    expect(ever).not.toContain('Canal Row');
  });

  it('gives an average per month of the period, or per transaction', async () => {
    // 2025 rent: Lena 12 × 1,800.00 + Omar 7 × 1,500.00 = 32,100.00, over 12 months.
    expect(await afresh('avg monthly rent collected in 2025?')).toContain(
      'an average of **$2,675.00** a month over 12 months',
    );
    // Plumbing, all time: 1,845.25 over 3 expenses.
    expect(await afresh('whats my average plumbing bill')).toContain('an average of **$615.08** per expense');
  });

  it('counts the expenses of a property named by its kind', async () => {
    // Mesa, the only condo: 95.00 (2024), 25,000.00 and 220.00 (2026).
    const answer = await afresh('how many expense entries do i have for the condo');
    expect(answer).toContain('over 3 expenses');
    expect(answer).toContain('$25,315.00');
  });

  it('names who was late most often, counting rent paid after its grace period or unpaid past it', async () => {
    // Everyone paid by the 3rd (grace 5 days) except Omar, whose November rent is unpaid on the 10th.
    const answer = await afresh("who's been late the most this year?");
    expect(answer).toContain('**Omar Haddad** was late most often in 2026: **once**');
    expect(answer).not.toContain('Lena');
  });

  it('lists the months a tenant was late, in the period the conversation was about', async () => {
    expect(await afresh('what has omar paid me so far this year')).toContain('Omar Haddad');
    const months = await reply('which months was he late');
    expect(months).toContain('due Nov 1, 2026');
    expect(months).not.toContain('Lena');
    expect(await afresh('was lena ever late')).toContain('No rent on your books was paid late');
  });

  it('answers a category and a period said tersely', async () => {
    // Repairs in 2026: 1,175.25 + 25,000.00 + 220.00.
    expect(await afresh('repairs this year, all properties combined')).toContain('$26,395.25');
  });

  it('reads "where did more money go" as spending', async () => {
    // Boise 2026: 1,175.25 + 1,200.00 + 300.00 + 300.00; Tucson: 25,000.00 + 220.00.
    const answer = await afresh('boise or tucson, where did more money go this year');
    expect(answer).toContain('$2,975.25');
    expect(answer).toContain('$25,220.00');
  });

  it('reads "p&l" as net income', async () => {
    // Birchwood 2026: 11 × 1,800.00 = 19,800.00 in; 1,175.25 + 1,200.00 out.
    expect(await afresh('p&l for birchwood this year')).toContain('$17,424.75');
  });

  it('leaves out a tenant named after "not counting"', async () => {
    const answer = await afresh('highest rent among my tenants, not counting tessa');
    expect(answer).toContain('$1,800.00');
    expect(answer).not.toContain('$2,100.00');
  });

  it("names who's renting a property named by its city and kind", async () => {
    expect(await afresh("who's renting the tucson condo these days")).toContain('Tessa Ng');
  });

  it('reads "since I started using the app" as all time, not as words of a description', async () => {
    // Every expense mentioning plumbing: 450.00 + 1,175.25 + 220.00.
    expect(await afresh('what have i spent on plumbing since i started using the app')).toContain(
      '$1,845.25',
    );
  });

  it('reads "the worst about paying on time" as who was late most often', async () => {
    expect(await afresh("who's the worst about paying on time this year")).toContain('**Omar Haddad**');
  });

  it('gives each category named its own figure', async () => {
    const answer = await afresh('repairs and insurance this year - how much was each');
    expect(answer).toContain('Repairs **$26,395.25**');
    expect(answer).toContain('Insurance **$1,200.00**');
    // Said one after another, never the first alone: each beside the other, and both together.
    const joined = await afresh('what did repairs plus insurance come to this year');
    expect(joined).toContain('Insurance **$1,200.00**');
    expect(joined).toContain('Together: **$27,595.25**');
  });

  it('compares the years, not a category with itself, when two words name one category', async () => {
    // Insurance: 1,200.00 in 2026, nothing in 2025.
    const answer = await afresh('did my insurance go up? what did i pay in premiums this year vs last year');
    expect(answer).toContain('$1,200.00');
    expect(answer).not.toContain('They are the same');
  });

  it('ranks every property when both the most and the least are asked', async () => {
    // 2026 income: Mesa 11 × 2,100.00; Birchwood 11 × 1,800.00; Canal 10 × 1,500.00 + 75.00 laundry.
    const answer = await afresh('which property brings in the most income this year, and which the least');
    expect(answer).toContain('402 Mesa Verde Dr: **$23,100.00**');
    expect(answer).toContain('15 Canal Row: **$15,075.00**');
  });

  it('reads "the biggest bill I\'ve paid" as an expense paid, not an unpaid invoice', async () => {
    const answer = await afresh("whats the single biggest bill i've paid this year and who was it to");
    expect(answer).toContain('$25,000.00');
    expect(answer).toContain('Saguaro Roofing LLC');
  });

  it('counts the rent payments logged', async () => {
    // 2025: Lena 12, Omar 7; 2026: Lena 11, Omar 10, Tessa 11.
    expect(await afresh('how many rent payments have i logged altogether')).toContain('over 51 incomes');
  });

  it('reads "money in and money out" of a property named by its kind as its net income', async () => {
    const answer = await afresh('condo numbers for this year pls, money in and money out');
    expect(answer).toContain('$23,100.00');
    expect(answer).toContain('$25,220.00');
  });

  it('says when no property is empty', async () => {
    expect(await afresh('do i have anything sitting empty right now')).toContain(
      'None of your 3 properties is empty',
    );
  });

  it('answers "how much is that altogether" with the last answer\'s total', async () => {
    await afresh("who hasn't paid this month?");
    expect(await reply('how much is that altogether')).toContain('$1,500.00');
  });

  it('names the month that cost the most by its name', async () => {
    const answer = await afresh('which month this year was the most expensive for me');
    expect(answer).toMatch(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) 2026 had the most expenses in 2026/,
    );
  });

  it('reads "what did it add up to" of a payee, and rent "collected from" a tenant, as money', async () => {
    expect(await afresh('how many times have i used gem state and what did it add up to')).toContain(
      '**$1,720.25** over 3 expenses',
    );
    expect(await afresh('what have i collected in rent from lena this year')).toContain(
      'Lena Ortiz paid **$19,800.00** in rent in 2026',
    );
  });

  it('answers the rent still owed when bills are only mentioned before the question', async () => {
    // November: Omar (1,500.00) has not paid; Lena and Tessa have.
    const answer = await afresh(
      "trying to plan december, i've got the tax bills to think about. how much rent is still outstanding right now?",
    );
    expect(answer).toContain('$1,500.00');
    expect(answer).not.toContain('invoice');
  });

  it('averages the rent roll, leaving out a tenant put "out"', async () => {
    // Lena 1,800.00 and Tessa 2,100.00; Omar (1,500.00) left out.
    const answer = await afresh("what's the average rent my current tenants pay? leave omar out");
    expect(answer).toContain(
      '**2 active leases** bring in **$3,900.00** a month, an average of **$1,950.00**',
    );
  });

  it('reads "X, Y, whatever" as any of the words listed, not as everything', async () => {
    // Roof repairs at Mesa: 25,000.00; nothing else says "roof" or "shingles".
    const answer = await afresh('how much has roof stuff cost me all time. shingles, roofers, whatever');
    expect(answer).toContain('$25,000.00');
  });

  it('answers the question asked after a sentence of money talk', async () => {
    const answer = await afresh(
      "i'm trying to figure out cash flow for the winter. is any of my places sitting empty right now",
    );
    expect(answer).toMatch(/lease in force/);
  });

  it("reads a landlord's abbreviations: deps, yr, prop, and a ranking of vendors said tersely", async () => {
    // Deposits on the leases in force: Lena's 2,700.00 only.
    expect(await afresh('total deps im holding')).toContain('$2,700.00');
    // 2026: Mesa's 25,000.00 roof makes it the most expensive property.
    expect(await afresh('which prop cost me the most this yr')).toContain('402 Mesa Verde Dr');
    expect(await afresh('top 2 vendors this yr')).toContain('Saguaro Roofing LLC: **$25,000.00**');
  });

  it('sets two properties against each other over what they cost to run, and reads rent "collected in 2025" as received', async () => {
    // 2026 expenses: Mesa 25,220.00 (the roof and more); Birchwood's are the rest.
    const costs = await afresh('birchwood vs mesa - which one cost me more to run this year?');
    expect(costs).toContain('402 Mesa Verde Dr');
    expect(costs).toContain('$25,220.00');
    // 2025 rent: Lena 12 × 1,800.00 + Omar 7 × 1,500.00.
    expect(
      await afresh(
        'For my Schedule E I need the total rent I actually collected in 2025 across all properties.',
      ),
    ).toContain('$32,100.00');
  });

  it('keeps the property of the conversation when it goes on with "so"', async () => {
    await afresh('what did birchwood bring in during 2025?');
    // Birchwood 2025: Lena's 12 × 1,800.00 in, and what it cost; the net of that property.
    expect(await reply('so what was the net for 2025?')).toMatch(/^Net income at 88 Birchwood Ct in 2025/);
  });

  it('reads "what\'s left after costs" and "and after expenses?" as the net', async () => {
    expect(await afresh('whats left after costs at birchwood for 2025')).toMatch(
      /^Net income at 88 Birchwood Ct in 2025/,
    );
    await afresh('what did birchwood bring in during 2025?');
    expect(await reply('ok and after expenses?')).toMatch(/^Net income at 88 Birchwood Ct in 2025/);
  });

  it('reads NOI as the net, whoever wants it, and breaks a year down by quarter', async () => {
    expect(await afresh('the bank wants NOI on birchwood for 2025')).toMatch(
      /^Net income at 88 Birchwood Ct in 2025/,
    );
    await afresh('how much did i spend in 2026?');
    const quarters = await reply('break that down by quarter');
    expect(quarters).toMatch(/^Expenses by quarter in 2026/);
    expect(quarters).toMatch(/Q\d 2026/);
  });

  it('reads "am I making money" as the net, "who have I paid the most" as payees, "July thru September" as one range', async () => {
    expect(await afresh('am i making money this year or not')).toMatch(/^Net income in 2026/);
    expect(await afresh('who have i paid the most money to')).toMatch(/^Saguaro Roofing LLC had the most/);
    expect(await afresh("who'd i pay the most last yr and how much")).toMatch(
      /^Gem State Plumbing had the most expenses in 2025/,
    );
    expect(await afresh('what did july thru september cost me')).toMatch(
      /^Expenses from July 2026 to September 2026/,
    );
  });

  it('reads "w/ laundry, everything" as all income and "all of it, not just the plumbers" as no more filters', async () => {
    expect(await afresh('total income this yr w/ laundry, everything')).toMatch(
      /^Income in 2026 was \*\*\$57,975\.00\*\*/,
    );
    expect(await afresh('what did plumbing cost me this yr? all of it, not just the plumbers')).toMatch(
      /^Plumbing expenses, in 2026: \*\*\$1,395\.25\*\*/,
    );
  });

  it('leaves off a sentence of context before the question that names no record', async () => {
    expect(
      await afresh(
        'My wife keeps bringing up the roof over dinner. What did we spend this year, all the properties together?',
      ),
    ).toMatch(/^Expenses in 2026 were \*\*\$28,195\.25\*\*/);
    // The context names a property the question does not: kept.
    expect(
      await afresh('The roof at Birchwood got fixed last month. How much did we spend this year?'),
    ).toMatch(/88 Birchwood Ct/);
  });

  it('reads "what came in and what went out" as the net, "Mesa included" as everyone, "the other city"', async () => {
    expect(await afresh('What came in and what went out at birchwood this year?')).toMatch(
      /^Net income at 88 Birchwood Ct in 2026/,
    );
    expect(
      await afresh('what is the average monthly rent across all our tenants right now, mesa included?'),
    ).toMatch(/^\*\*\d+ active leases\*\*/);
    await afresh('How much rent did we collect in Boise this year?');
    expect(await reply('What about the other city?')).toMatch(/^Rent income in Tucson, in 2026/);
  });

  it('reads a word of what was paid for with its period, said tersely, as what it cost', async () => {
    expect(await afresh('roof stuff this yr?')).toMatch(/^Roof expenses, in 2026: \*\*\$25,000\.00\*\*/);
  });

  it('reads "the tax man" as taxes and "in the hole" as losing money', async () => {
    expect(await afresh('what did the tax man get from us in 2024')).toContain('$810.40');
    const hole = await afresh('are we in the hole on mesa this year');
    expect(hole).toContain('402 Mesa Verde Dr');
    expect(hole).toMatch(/lost money/);
  });

  it('breaks the last money answer down by month when asked to', async () => {
    await afresh('how much did i spend in q3?');
    expect(await reply('break that down by month')).toMatch(/^Expenses by month in Q3 2026/);
  });

  it('gives the whole beside its largest part', async () => {
    // Gem State Plumbing: 450.00 and 1,175.25 at Birchwood, 95.00 at Mesa.
    const answer = await afresh('total paid to gem state, and which property got most of it');
    expect(answer).toContain('88 Birchwood Ct had the most');
    expect(answer).toContain('In all: **$1,720.25**');
  });

  it('reads one word of what was paid for, asked alone, as what it cost', async () => {
    expect(await afresh('plumbing?')).toContain('$1,845.25');
    expect(await afresh('hi')).toContain('Hi, I am Astor');
  });

  it('reads "what did it bring in, and what did it cost" as net income', async () => {
    expect(await afresh('what did birchwood bring in this year, and what did it cost me')).toContain(
      '$17,424.75',
    );
  });

  it('reads "this year vs last" as the two years', async () => {
    const answer = await afresh('did my insurance go up this year vs last? what did i pay each year');
    expect(answer).toContain('2026 **$1,200.00**');
    expect(answer).toContain('2025');
  });

  it("gives each tenant's rent paid when two are set against each other", async () => {
    const answer = await afresh('lena vs omar - who has paid me more rent this year');
    expect(answer).toContain('Lena Ortiz paid **$19,800.00**');
    expect(answer).toContain('Omar Haddad paid **$15,000.00**');
  });

  it('reads "break down" as a breakdown, not a word of a description', async () => {
    expect(await afresh('break down 2025 profit by city')).toContain('Net income by city in 2025');
  });

  it('gives the single most expensive repair', async () => {
    const answer = await reply('what was my most expensive repair this year?');
    expect(answer).toContain('$25,000.00');
    expect(answer).toContain('Roof replacement');
  });

  it('lists the transactions when asked to, oldest first, under their total', async () => {
    const answer = await afresh('list every plumbing expense');
    expect(answer).toContain('**$1,845.25** over 3 expenses:');
    const lines = answer.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.slice(line.lastIndexOf('$')))).toEqual(
      expect.arrayContaining(['$450.00', '$1,175.25', '$220.00']),
    );
    // A total alone lists nothing.
    expect(await afresh('what have i spent on plumbing')).not.toContain('\n- ');
  });

  it('answers money asked tersely of a trade or of one transaction, without a time phrase', async () => {
    // A new conversation: 450.00 + 1,175.25 + 220.00, every expense whose description mentions plumbing.
    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/chat/history',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(await reply('plumbing total?')).toContain('$1,845.25');
    const single = await reply("what was the most expensive single repair i've had");
    expect(single).toContain('$25,000.00');
    expect(single).toContain('Roof replacement');
  });

  it('compares two cities', async () => {
    const answer = await reply('Boise vs Tucson income this year');
    // Boise: 11 × 1,800 + 10 × 1,500 + 75 = 34,875.00; Tucson: 11 × 2,100 = 23,100.00.
    expect(answer).toContain('Boise **$34,875.00**');
    expect(answer).toContain('Tucson **$23,100.00**');
    // "and expenses?": the same two cities, the other measure.
    const costs = await reply('and expenses?');
    expect(costs).toContain('Boise **$2,975.25**');
    expect(costs).toContain('Tucson **$25,220.00**');
  });

  it('compares this year with last year', async () => {
    const answer = await reply('expenses this year vs last year');
    // 2026: 1,175.25 + 1,200 + 600 + 25,000 + 220 = 28,195.25; 2025: 450.00.
    expect(answer).toContain('$28,195.25');
    expect(answer).toContain('$450.00');
  });

  it('ranks vendors by spend with a limit', async () => {
    const answer = await reply('top 2 vendors by spend');
    expect(answer).toMatch(
      /1\. Saguaro Roofing LLC: \*\*\$25,000\.00\*\*[\s\S]*2\. Gem State Plumbing: \*\*\$1,720\.25\*\*/,
    );
    expect(answer).not.toContain('Snake River Mutual');
    expect(await reply('top 3 vendors i spent the most with')).toMatch(
      /1\. Saguaro Roofing LLC[\s\S]*2\. Gem State Plumbing[\s\S]*3\. Snake River Mutual/,
    );
  });

  it('turns a rent ranking round on a bare "lowest?"', async () => {
    expect(await reply('who pays the most rent')).toContain('Tessa Ng');
    expect(await reply('lowest?')).toContain('Omar Haddad: **$1,500.00**');
  });

  it('ranks properties and turns the ranking round on "and the least?"', async () => {
    expect(await reply('which property had the most income this year?')).toMatch(
      /^402 Mesa Verde Dr had the most income.*\$23,100\.00/,
    );
    expect(await reply('and the least?')).toMatch(/^15 Canal Row had the least income.*\$15,075\.00/);
  });

  it('reads "made me the most money" as net income, not income', async () => {
    const answer = await afresh('which property made me the most money this year?');
    expect(answer).toMatch(/^\S.* had the most net income in 2026/);
    expect(answer).not.toMatch(/^402 Mesa Verde Dr/);
  });

  it('reads "add up to" as a total, and "ive" typed without its apostrophe as no word of a description', async () => {
    expect(await afresh('what did all the electrical stuff add up to')).toContain('$95.00');
    const biggest = await afresh('whats the largest bill ive paid this year and to who');
    expect(biggest).toContain('$25,000.00');
    expect(biggest).toContain('Saguaro Roofing LLC');
  });

  it('reads a greeting and a couple at the table as no words of a description, and "the year before" a year to date', async () => {
    // 2026 expenses: 1,175.25 + 1,200.00 + 300.00 + 300.00 + 25,000.00 + 220.00; 2025: the 450.00 sink.
    expect(
      await afresh(
        'Good morning! Walt and I are sitting down with our coffee to go over the rentals. How much have we spent on all the properties so far this year?',
      ),
    ).toContain('$28,195.25');
    expect(await reply('And the year before?')).toContain('$450.00');
  });

  it('leaves off context a self-contained question needs not, dates "since then" from it, and steps back from "the quarter before that one"', async () => {
    // May 2026: the 300.00 spring landscaping; the condo's roof (April) is only context.
    expect(
      await afresh(
        'I am trying to make sense of the month of May. That was when the roof at the condo gave out, if I remember right. What did I spend altogether in May of this year?',
      ),
    ).toContain('$300.00');
    // Since June 1 2026: 300.00 summer landscaping and the 220.00 drain.
    expect(
      await afresh(
        'My daughter looked after things for a while and I came back on the first of June. How much have I spent since then?',
      ),
    ).toContain('$520.00');
    // "Mr." ends no sentence: the context is still only context. 2025: the 450.00 sink.
    expect(
      await afresh(
        'My accountant, Mr. Delgado, wants the total of what the rentals cost me before he starts on my taxes. Could you tell me what I spent in 2025?',
      ),
    ).toContain('$450.00');
    // Q3 2026: the 220.00 drain; Q2: the roof, two landscapings.
    expect(await afresh('What did the properties cost me last quarter, everything together?')).toContain(
      '$220.00',
    );
    expect(await reply('And the quarter before that one?')).toContain('$25,600.00');
    // 2026 at Birchwood: the 1,175.25 water heater and the 1,200.00 insurance.
    await afresh('What have I spent on the condo this year?');
    expect(await reply('What about the little house on Birchwood?')).toContain('$2,375.25');
    // "is true?" asks about the sentence before it: a forecast.
    expect(
      await afresh(
        'my cousin say the rents in Boise are going up a lot next year. is true? how much they going up?',
      ),
    ).toContain("I can't tell that from your records");
  });

  it('reads "did we come out ahead once the bills were paid, I mean..." as the net, and "all of it" after words as any of them', async () => {
    // 2025: rent 21,600.00 + 10,500.00, less the 450.00 sink.
    expect(
      await afresh(
        'Did we come out ahead in 2025 once all the bills were paid? I mean all the properties together, rent and the little extras in, expenses out.',
      ),
    ).toContain('$31,650.00');
    // Plumbing, drains: the kitchen sink 450.00, the water heater 1,175.25 and the drain 220.00.
    expect(
      await afresh(
        'What has plumbing cost us since we started keeping the books in here, sinks, drains, all of it?',
      ),
    ).toContain('$1,845.25');
    // 2026 by category: Repairs 26,395.25 first.
    expect(await afresh('What sort of expense has taken the biggest bite out of us this year?')).toMatch(
      /^Repairs had the most expenses.*\$26,395\.25/,
    );
  });

  it('reads terse and accountant-minded questions: a balance, a payee with ytd, "the same figure", "combined", "on or before"', async () => {
    // Omar has not paid November.
    expect(await afresh('omar bal?')).toContain('$1,500.00');
    expect(await afresh('gem state ytd')).toContain('$1,175.25');
    await afresh('what were my total expenses in 2025?');
    expect(await reply('Thank you. What is the same figure for 2026 through today?')).toContain('$28,195.25');
    const combined = await afresh(
      'What did I spend at Gem State Plumbing and at Desert Drain combined in 2026?',
    );
    expect(combined).toContain('Together: **$1,395.25**');
    // 2026 income 57,975.00 (rent 57,900.00 and the 75.00 laundry) less expenses 28,195.25.
    expect(
      await afresh('What is my net income for 2026 so far, all recorded income minus all recorded expenses?'),
    ).toContain('$29,779.75');
    const other = await afresh('my 2026 income other than rent, broken out by category');
    expect(other).toContain('$75.00');
    expect(other).not.toContain('2025');
    const ending = await afresh('Which leases end on or before December 31, 2026?');
    expect(ending).toContain('Lena Ortiz');
    expect(ending).toContain('Tessa Ng');
  });

  it('asks for the dates of "while I was away", and counts "the three months before I left" back from the last answer', async () => {
    // Asked twice: the second reading is the first's (no state kept between messages).
    for (let asked = 0; asked < 2; asked++)
      expect(await afresh('what did I spend on repairs while I was away?')).toContain(
        'Which dates do you mean by “while I was away”?',
      );
    // June to August 2026: a landscaping visit and the drain.
    expect(await afresh("ok I'm back. what did I spend while I was away? june through august")).toContain(
      '$520.00',
    );
    // March to May 2026: the roof and a landscaping visit.
    expect(await reply('and the three months before i left?')).toContain('$25,300.00');
    const since = await afresh('everything that went out since june 1st, up to today');
    expect(since).toContain('$520.00');
    expect(since).not.toContain('$0.00');
  });

  it('gives the change from the earlier period to the later, and reads halves, "thru the end of" and "full months"', async () => {
    // June 2026: 300.00 of landscaping; July: the 220.00 drain.
    expect(await afresh('june vs july spending, did it go up or down and by what %?')).toContain(
      'From June 2026 to July 2026: down $80.00 (26.7%)',
    );
    expect(await afresh('how did the first half of 2025 compare to the second half on spending?')).toContain(
      'the second half of 2025',
    );
    // January to May 2026: insurance, the water heater, the roof and a landscaping visit.
    expect(await afresh('running total on expenses for 2026 thru the end of may?')).toContain('$27,675.25');
    // May to October 2026: 300.00 + 300.00 + 220.00 over six months.
    expect(await afresh('avg monthly spend over the last 6 full months?')).toContain('$136.67');
    // 2026 repairs: 1,175.25 + 25,000.00 + 220.00 over three.
    expect(
      await afresh('whats a typical repair bill running me this year, like the avg per repair'),
    ).toContain('$8,798.42');
  });

  it('reads a dictated question: "go up from 2025 to 2026", a name taken back, "in every property"', async () => {
    expect(await afresh('did my repairs go up from twenty twenty five to twenty twenty six')).toContain(
      '2025 **$450.00**',
    );
    // Birchwood in 2026: the water heater and the insurance.
    const corrected = await afresh(
      'how much did the house on canal no wait the one on birchwood cost me this year',
    );
    expect(corrected).toContain('$2,375.25');
    expect(corrected).not.toContain('Canal');
    const across = await afresh('what has plumbing cost me all in, in every property?');
    expect(across).toContain('$1,845.25');
    expect(across).not.toContain('by property');
  });

  it('says a period before the books start is not on record, rather than a zero', async () => {
    // The first record is the Ada County tax of Feb 1, 2024.
    expect(await afresh('what did I spend on repairs at birchwood in 2023?')).toBe(
      "I can't tell that from your records for 2023: they start on Feb 1, 2024.",
    );
    const both = await afresh('how did my 2025 expenses compare with 2023?');
    expect(both).toContain('$450.00');
    expect(both).toContain("I can't tell that from your records for 2023");
    expect(both).not.toContain('$0.00');
  });

  it('answers what was paid for "it" and what "it" rents for with the property the last answer named', async () => {
    expect(await afresh('what has canal row netted me since i started tracking?')).toContain('15 Canal Row');
    expect(await reply('what did i pay for it originally')).toContain('$312,500.00');
    expect(await reply('and what does it rent for now')).toContain('$1,500.00');
  });

  it('turns a ranking of spending round on "and the cheapest one?"', async () => {
    expect(await reply('which property was the most expensive this year')).toContain('402 Mesa Verde Dr');
    // 2026 expenses: Canal Row 600.00 of landscaping; Birchwood 1,175.25 + 1,200.00.
    expect(await reply('and the cheapest one?')).toMatch(/^15 Canal Row had the least expenses.*\$600\.00/);
  });

  it('points a follow-up at the property the last answer named ("there")', async () => {
    await reply('which property had the most income this year?');
    await reply('and the least?');
    // 15 Canal Row's 2026 expenses: 300 + 300 landscaping.
    const answer = await reply('and what did I spend there this year?');
    expect(answer).toContain('at 15 Canal Row');
    expect(answer).toContain('$600.00');
  });

  it('finds a property by the first word of its street, the payee a payee charged, and money asked of a trade in a city', async () => {
    expect(await reply('how much did I spend at the mesa condo this year?')).toContain('$25,220.00');
    expect(await reply('how much did gem state charge me in 2026')).toContain('$1,175.25');
    expect(await reply('how much on roof work for the tucson condo?')).toContain('$25,000.00');
  });

  it('gives the security deposits of the leases in force in a city', async () => {
    // Boise: Lena's lease at Birchwood sets $2,700.00, Omar's at Canal Row none; Tessa's is in Tucson.
    const answer = await afresh('how much in deposits am i holding for the boise tenants');
    expect(answer).toContain('Security deposits of **2 leases** in force in Boise: **$2,700.00** in all.');
    expect(answer).not.toContain('Tessa');
    // A remark after the question is no part of it: deposits held, not deposit money kept.
    expect(
      await afresh(
        "how much in deposits am i holding for the boise tenants? My CPA reminded me they aren't income unless I keep them.",
      ),
    ).toContain('**$2,700.00** in all');
  });

  it("gives the security deposit of a property's lease in force", async () => {
    const answer = await reply("what's the deposit on birchwood?");
    expect(answer).toContain('88 Birchwood Ct, Lena Ortiz: **$2,700.00** security deposit');
    expect(answer).not.toContain('Omar');
  });

  it('keeps the question when a follow-up names another city', async () => {
    expect(await reply('how much did I spend in Boise this year?')).toContain('$2,975.25');
    expect(await reply('what about Tucson?')).toContain('$25,220.00');
  });

  it('answers which tenant pays the least rent from active leases', async () => {
    const answer = await reply('which tenant pays the least rent?');
    expect(answer).toContain('15 Canal Row, Omar Haddad: **$1,500.00**');
    expect(answer).not.toContain('Tessa');
  });
});

describe('payments, unpaid rent and invoices', () => {
  it('keeps what a tenant owes today in a long payment history', async () => {
    // Omar: June 2025 to October 2026, 17 payments; November's 1,500.00 unpaid.
    const answer = await reply(
      'what has omar paid me in rent since 2025, and how much is he short right now?',
    );
    expect(answer).toContain('(17 payments)');
    expect(answer).toContain('Owed today: **$1,500.00**');
  });

  it("gives a tenant's last rent payment and what they owe", async () => {
    const answer = await reply('When did Omar last pay rent?');
    expect(answer).toContain('**$1,500.00** on **Oct 1, 2026**');
    expect(answer).toContain('Owed today: **$1,500.00**');
  });

  it("names who hasn't paid this month", async () => {
    const answer = await reply("who hasn't paid this month?");
    expect(answer).toContain('Omar Haddad, 15 Canal Row: nothing paid of **$1,500.00**');
    expect(answer).not.toContain('Lena Ortiz');
  });

  it("sums a tenant's rent payments over the period named", async () => {
    // Lena paid 1,800.00 on the 2nd of each month, January to November 2026.
    expect(await reply('how much has lena paid this year?')).toContain(
      'Lena Ortiz paid **$19,800.00** in rent in 2026 (11 payments).',
    );
    expect(await reply('what has lena paid me so far this year, i only want the total')).toContain(
      'Lena Ortiz paid **$19,800.00** in rent so far in 2026 (11 payments).',
    );
  });

  it("counts a category by the owner's own name for it, in a total and by property", async () => {
    expect(await reply('how much did i pay in property taxes in 2024')).toContain('$810.40');
    const byProperty = await reply('property taxes by property in 2024');
    expect(byProperty).toContain('15 Canal Row: **$810.40**');
    expect(byProperty).not.toContain('Net income');
  });

  it('leaves out a category the question sets aside ("besides rent", "other than", "excluding", "non-")', async () => {
    expect(await reply('besides rent, what other income came in this year?')).toContain('$75.00');
    expect(await reply('what did I spend in 2026 other than repairs')).toContain('$1,800.00');
    expect(await reply('non-rent income, all time')).toContain('$125.00');
    // The owner's own name for the category left out ("Property Tax" is Taxes).
    const withoutTaxes = await reply('expenses in 2024 excluding taxes');
    expect(withoutTaxes).toContain('$95.00');
    expect(withoutTaxes).toContain('other than Taxes');
  });

  it('reads money as landlords say it: "went out the door", "most expensive", deposits "sitting on", rent "still outstanding"', async () => {
    expect(await reply('how much went out the door in 2026?')).toContain('$28,195.25');
    expect(await reply('how much went out in 2026')).toContain('$28,195.25');
    const priciest = await reply('which property was the most expensive this year');
    expect(priciest).toContain('402 Mesa Verde Dr');
    expect(priciest).toContain('$25,220.00');
    expect(await reply('how much in security deposits am I sitting on in total')).toContain('$2,700.00');
    expect(await reply('how much rent is still outstanding for this month')).toContain(
      "**$1,500.00** of this month's rent is unpaid",
    );
    expect(await reply("can I keep Omar's deposit if he leaves early? what does Idaho law say")).toContain(
      "I can't tell that from your records",
    );
    // Weather to come is no flood happening now, and the law is no figure.
    const flood = await afresh('is boise gonna flood again this spring');
    expect(flood).toContain("I can't tell that from your records");
    expect(flood).not.toMatch(/water leak/i);
    expect(
      await afresh("can i keep omar's deposit if he leaves the place dirty, whats idaho law on that"),
    ).toContain("I can't tell that from your records");
  });

  it('reads a money pit, spending set against last year, the rest of the year, and a typed-in-a-hurry "wat"', async () => {
    const pit = await reply('which property was the biggest money pit this year');
    expect(pit).toContain('402 Mesa Verde Dr had the most expenses');
    expect(pit).toContain('$25,220.00');
    const againstLastYear = await reply('is my spending up or down compared to last year');
    expect(againstLastYear).toContain('$28,195.25');
    expect(againstLastYear).toContain('$450.00');
    // Lena's and Tessa's leases end on Dec 31; Omar's runs to May 2027.
    const ending = await reply('any leases expiring before the end of the year');
    expect(ending).toContain('the rest of 2026');
    expect(ending).toContain('Lena Ortiz');
    expect(ending).toContain('Tessa Ng');
    expect(ending).not.toContain('Omar');
    expect(await reply('wat did gem state charge me in 2026')).toContain('$1,175.25');
    expect(await reply('whos paying me the most rent right now')).toContain('Tessa Ng: **$2,100.00**');
    expect(await reply('what did i spend between june 1 and july 31 last year')).toContain(
      'from Jun 1, 2025 to Jul 31, 2025',
    );
  });

  it("reads money laid out or eaten, a category of its own, the biggest category and one payee's biggest bill", async () => {
    const since = await reply('how much have i laid out since the start of march');
    expect(since).toContain('since March 2026');
    expect(since).toMatch(/^Expenses/);
    expect(await reply('property taxes in 2024, all properties')).toContain('$810.40');
    expect(await reply('biggest expense category in 2026?')).toMatch(/had the most expenses in 2026/);
    expect(await reply('which property ate the most money this year')).toContain('402 Mesa Verde Dr');
    expect(await reply('which one the least?')).toMatch(/^15 Canal Row had the least expenses.*\$600\.00/);
    const gem = await reply("what's my total with gem state, and which was their biggest invoice");
    expect(gem).toContain('$1,175.25');
    expect(gem).toContain('**$1,720.25** over 3 expenses');
    const ending = await reply('any leases ending before new years');
    expect(ending).toContain('Lena Ortiz');
    expect(ending).not.toContain('Omar');
  });

  it('names the payee of a trade asked by who does it ("the plumber"), where it was paid', async () => {
    const plumber = await afresh('what did we pay the plumber in Boise this year?');
    // Gem State Plumbing's 2026 job at 88 Birchwood Ct, not every repair in Boise.
    expect(plumber).toContain('Payments to Gem State Plumbing in Boise, in 2026: **$1,175.25**');
  });

  it('reads how a period went as its net, and "same thing" as the last question again', async () => {
    // 2026: rent 19,800 + 15,000 + 23,100 and the 75.00 laundry, less 28,195.25 of expenses.
    expect(await afresh('How are we doing this year?')).toContain('Net income in 2026 was **$29,779.75**');
    // 2025: rent 21,600 + 10,500, less the 450.00 sink.
    expect(await reply('And how did last year turn out?')).toContain('Net income in 2025 was **$31,650.00**');
    await afresh('net profit for 2025?');
    expect(await reply('same thing for this year so far')).toContain(
      'Net income so far in 2026 was **$29,779.75**',
    );
  });

  it('reads a category set against two periods without "net" as that category, and "everything else" as all of it', async () => {
    const insurance = await afresh('insurance - am i paying more this year than last year?');
    expect(insurance).toContain('Insurance expenses: 2026 **$1,200.00** and 2025 **$0.00**');
    const together = await afresh('How much money came in this year, rent and everything else together?');
    // Rent 57,900 and the 75.00 laundry.
    expect(together).toContain('**$57,975.00**');
    // "all of them" after a category is all of that category, not every expense.
    expect(await afresh('how much did insurance run me this year? all of them, the umbrella too')).toMatch(
      /\$1,200\.00\*\* on Insurance/,
    );
    // Income other than rent this year: the 75.00 laundry only; "all of it" takes every kind in.
    expect(
      await afresh('how much non rent income have i made this year, laundry parking fees all of it'),
    ).toContain('**$75.00**');
  });

  it('reads "$" as money, a measure named with nothing else, what is outstanding, the average rent, "cheapest to run" and "them"', async () => {
    const vendors = await afresh('top 3 vendors this year by $');
    expect(vendors).toContain('Saguaro Roofing LLC: **$25,000.00**');
    // The laundry machine's 75.00 (income), not an expense.
    expect(await afresh('laundry $ from 15 canal row this year?')).toContain('$75.00');
    // Every expense on record.
    expect(await afresh('total spend since i started using the app, everything')).toContain('**$29,550.65**');
    // Omar has not paid November.
    expect(await afresh('how much is outstanding in total rn')).toContain('$1,500.00');
    // 1,800 + 1,500 + 2,100 over three leases.
    expect(await afresh('whats the average rent across everybody renting from me right now')).toContain(
      'an average of **$1,800.00** a lease',
    );
    expect(await afresh('which rental was cheapest to run this year')).toMatch(
      /^15 Canal Row had the least expenses/,
    );
    await afresh('how much have i paid gem state altogether');
    expect(await reply('whats the biggest single bill from them')).toContain(
      '**$1,175.25**: Plumbing: new water heater',
    );
    // The payee pointed at stays for the next follow-up: Gem State's one 2024 job, not the 810.40 tax bill.
    expect(await reply('and in 2024?')).toContain('**$95.00**: Electrical: porch light wiring');
  });

  it('knows the only property of a kind by a word the owner calls it ("the desert condo")', async () => {
    expect(await afresh('what did the desert condo cost me this year')).toContain(
      'Expenses at 402 Mesa Verde Dr in 2026 were **$25,220.00**',
    );
  });

  it('reads "prop taxes", "up from last year", "that place", "end up costing", a list ending "whatever" and a payee\'s biggest bill', async () => {
    expect(await afresh('prop taxes in 2024, all the properties together?')).toContain('$810.40');
    const up = await afresh('is my income up from last year?? give me both numbers');
    expect(up).toContain('2026 **$57,975.00**');
    expect(up).toContain('2025 **$32,100.00**');
    await afresh('which property had the least expenses this year');
    // Omar's ten payments at 15 Canal Row.
    expect(await reply('how much rent did that place bring in this year')).toContain('$15,000.00');
    expect(await afresh('what did the roof job at mesa verde end up costing me')).toContain('$25,000.00');
    expect(await afresh('non rent income for 2026 - laundry, fees, whatever')).toContain('**$75.00**');
    const gem = await afresh('total paid to gem state plumbing? and whats the biggest single bill from them');
    expect(gem).toContain('**$1,175.25**');
    expect(gem).toContain('**$1,720.25** over 3 expenses');
  });

  it("lists a tenant's payments of the period asked in so many words", async () => {
    expect(await reply("can you pull up lena's rent payments for this year")).toContain(
      'Lena Ortiz paid **$19,800.00** in rent in 2026 (11 payments).',
    );
    expect(await reply('what has lena paid me so far this year, i only want the total')).toContain(
      'Lena Ortiz paid **$19,800.00** in rent so far in 2026 (11 payments).',
    );
  });

  it('finds a company tenant by its company name', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenants/manual',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: {
        company_name: 'Pedal & Pint Bicycle Co. LLC',
        property_id: owner.property.canal,
        phone_number: '(208) 555-0199',
      },
    });
    expect(created.statusCode).toBe(201);
    const answer = await reply("what's the phone number of pedal & pint bicycle?");
    expect(answer).toContain('**Pedal & Pint Bicycle Co. LLC**');
    expect(answer).toContain('(208) 555-0199');
    // One word of its name with what the business is.
    expect(await reply("what's the number for the bicycle shop?")).toContain('(208) 555-0199');
  });

  it('reads "which place", "combined", "plus … etc" and places set against each other as a landlord means them', async () => {
    expect(await reply('which place brought in the most income this year')).toMatch(
      /^402 Mesa Verde Dr had the most income/,
    );
    // Every expense ever: 450 + 1,175.25 + 1,200 + 300 + 300 + 25,000 + 220 + 810.40 + 95.
    expect(await reply('ok so across every property combined, how much have i spent')).toContain(
      '$29,550.65',
    );
    // 2026: 11 × 1,800 + 10 × 1,500 + 11 × 2,100 + 75 laundry.
    expect(await reply('what was my total income this year? rent plus the laundry etc')).toContain(
      '$57,975.00',
    );
    const run = await reply('boise vs tucson, which one cost me more to run this yr');
    expect(run).toContain('Boise **$2,975.25**');
    expect(run).toContain('Tucson **$25,220.00**');
    expect(await reply('how much am i owed for november in total')).toContain(
      "**$1,500.00** of this month's rent is unpaid",
    );
  });

  it('ranks vendors asked with "who", reads a category of its own as words, looks 30 days ahead for "soon"', async () => {
    expect(await reply("who's the vendor i've paid the most, all time")).toMatch(
      /^Saguaro Roofing LLC had the most/,
    );
    expect(await reply('parking income in 2024?')).toContain('$50.00');
    // Lena's lease ends on 2026-12-31, 51 days after today: not soon.
    const soon = await reply('any leases expiring soon?');
    expect(soon).toContain('the next 30 days');
    expect(soon).toContain('88 Birchwood Ct');
  });

  it('reads the rent expected each month as the rent roll', async () => {
    // 1,800 + 1,500 + 2,100 a month.
    expect(await reply('whats the total rent i should get each month')).toContain('$5,400.00');
  });

  it('gives the rent due this month with what was paid against it', async () => {
    expect(await reply('how much rent is due this month?')).toContain(
      'Rent due for November 2026: **$5,400.00** from 3 leases in force; $3,900.00 paid so far',
    );
  });

  it("gives what is owed this month from this month's rent", async () => {
    const answer = await reply('how much is owed this month');
    expect(answer).toContain("**$1,500.00** of this month's rent is unpaid");
    expect(answer).toContain('Omar Haddad');
  });

  it('finds a document of a property by what the user calls it', async () => {
    expect(await reply("where's the insurance policy for birchwood?")).toContain('birch-policy-2026.pdf');
  });

  it('answers who paid late from the payments of the period, not from who owes today', async () => {
    // Every payment of November came in within its grace period; Omar's rent is unpaid past it.
    const answer = await reply('did anybody pay late this month');
    expect(answer).toContain('No rent for November 2026 was paid late so far; **1 rent charge** is unpaid');
    expect(answer).toContain(
      'Omar Haddad, 15 Canal Row: November 2026 rent, $1,500.00 due Nov 1, 2026, **not paid in full yet**',
    );
    expect(answer).not.toContain('late on rent');
    // A tenant named with a period: late payments of that period, or the payments themselves.
    expect(await reply('did omar pay late last month')).toContain(
      'No rent due in October 2026 was paid late',
    );
    expect(await reply("lena's payments for last month")).toContain(
      'Lena Ortiz paid **$1,800.00** in rent in October 2026 (1 payment).',
    );
  });

  it('says when no invoice is unpaid instead of answering about documents', async () => {
    expect(await reply('any unpaid invoices?')).toContain('No unpaid invoices are recorded.');
  });
});

describe('what the records cannot tell', () => {
  it.each([
    'Will it rain in Boise tomorrow?',
    'is it gonna snow in tucson this weekend',
    'How much will rents in Tucson go up next year?',
    'are rents around boise going up next winter',
    "what's my credit score",
    'can I evict a tenant for a late payment?',
    'how much snow is boise supposed to get this winter',
    'can u run a background check on lena before she renews',
  ])('%s', async (question) => {
    const answer = await reply(question);
    expect(answer).toContain("I can't tell that from your records");
    expect(answer).not.toContain('$');
  });
});

// A second owner: a duplex and a condo association, a yard firm that plows and mows, one store typed two ways.
const DUPLEX_SEED: Seed = {
  properties: [
    {
      key: 'larch',
      address: '5 Larch Way',
      city: 'Fargo',
      state: 'ND',
      zipCode: '58102',
      property_type: 'Multi-Family',
    },
    {
      key: 'quarry',
      address: '31 Quarry Hill Rd Unit 4',
      city: 'Bismarck',
      state: 'ND',
      zipCode: '58501',
      property_type: 'Condo',
    },
    {
      key: 'fen',
      address: '9 Fen Court',
      city: 'Bismarck',
      state: 'ND',
      zipCode: '58503',
      property_type: 'Single Family',
    },
  ],
  tenants: [
    {
      key: 'odile',
      property: 'larch',
      first_name: 'Odile',
      last_name: 'Brandt',
      lease: { rent: 1200, start: '2024-01-01', end: '2027-06-30', due_day: 1 },
    },
    {
      key: 'piet',
      property: 'larch',
      first_name: 'Piet',
      last_name: 'Navarro',
      lease: { rent: 1300, start: '2026-03-01', end: '2027-02-28', due_day: 1 },
    },
    {
      key: 'hana',
      property: 'larch',
      first_name: 'Hana',
      last_name: 'Roe',
      lease: { rent: 1250, start: '2024-01-01', end: '2026-01-31', due_day: 1 },
    },
    {
      key: 'yusuf',
      property: 'quarry',
      first_name: 'Yusuf',
      last_name: 'Adeyemi',
      lease: { rent: 1400, start: '2025-05-01', end: '2027-04-30', due_day: 1 },
    },
    {
      key: 'ivo',
      property: 'fen',
      first_name: 'Ivo',
      last_name: 'Lindqvist',
      lease: { rent: 1900, start: '2025-01-01', end: '2026-12-31', due_day: 1, tracked_from: '2026-11-01' },
    },
    {
      key: 'greer',
      property: 'fen',
      first_name: 'Greer',
      last_name: 'Tamsin',
      lease: { rent: 2000, start: '2027-01-01', end: '2027-12-31', due_day: 1 },
    },
  ],
  // November's rent, paid after its grace period.
  payments: [{ tenant: 'ivo', date: '2026-11-08', amount: 1900 }],
  incomes: [],
  expenses: [
    {
      property: 'larch',
      date: '2026-01-20',
      amount: 300,
      category: 'Yard',
      entity: 'Prairie Lawn & Snow',
      description: 'Snow plowing Jan',
    },
    {
      property: 'larch',
      date: '2026-02-20',
      amount: 250,
      category: 'Landscaping',
      entity: 'Prairie Lawn & Snow',
      description: 'Snow plowing Feb',
    },
    {
      property: 'larch',
      date: '2026-06-10',
      amount: 90,
      category: 'Landscaping',
      entity: 'Prairie Lawn & Snow',
      description: 'Mowing June',
    },
    {
      property: 'quarry',
      date: '2026-01-05',
      amount: 40.5,
      category: 'Supplies',
      entity: 'Home Depot',
      description: 'Ice melt and a snow shovel',
    },
    {
      property: 'quarry',
      date: '2026-03-05',
      amount: 120.25,
      category: 'Supplies',
      entity: 'The Home Depot',
      description: 'Faucet and supply lines',
    },
    {
      property: 'quarry',
      date: '2026-04-01',
      amount: 800,
      category: 'HOA dues',
      entity: 'Quarry Hill Condominium Association',
      description: 'Quarterly condo dues',
    },
    {
      property: 'quarry',
      date: '2026-05-01',
      amount: 1500,
      category: 'HOA',
      entity: 'Quarry Hill Condominium Association',
      description: 'Special assessment - elevator',
    },
    {
      property: 'larch',
      date: '2026-07-01',
      amount: 200,
      category: 'HOA',
      entity: 'Larch Way Owners Association',
      description: 'Quarterly HOA dues',
    },
    {
      property: 'larch',
      date: '2026-02-11',
      amount: 2400,
      category: 'Capital improvement',
      entity: 'Red River Mechanical',
      description: 'Furnace replacement',
    },
    {
      property: 'larch',
      date: '2026-09-15',
      amount: 180,
      category: 'Repairs & maint',
      entity: 'Red River Mechanical',
      description: 'Furnace tune-up',
    },
    {
      property: 'fen',
      date: '2026-08-01',
      amount: 5000,
      category: 'Repairs',
      entity: 'Keel Renovations',
      description: 'Kitchen renovation',
    },
    {
      property: 'fen',
      date: '2026-08-15',
      amount: 6000,
      category: 'Property Tax',
      entity: 'Burleigh County Treasurer',
      description: '2026 taxes',
    },
    {
      property: 'larch',
      date: '2026-04-15',
      amount: 1100,
      category: 'Taxes',
      entity: 'Cass County Treasurer',
      description: 'Property taxes',
    },
    {
      property: 'quarry',
      date: '2026-03-01',
      amount: 600,
      category: 'Insurance',
      entity: 'Dakota Mutual',
      description: 'HO-6 policy',
    },
    {
      property: 'quarry',
      date: '2026-02-02',
      amount: 85,
      category: 'Repairs',
      entity: 'Keel Renovations',
      description: 'Entry door lock',
    },
    {
      property: 'larch',
      date: '2024-05-10',
      amount: 940,
      category: 'Repairs',
      entity: 'Fargo Roofing & Gutter Co.',
      description: 'Porch roof patch',
    },
    {
      property: 'quarry',
      date: '2025-06-01',
      amount: 700,
      category: 'Insurance',
      entity: 'Dakota Mutual',
      description: 'HO-6 policy',
    },
  ],
  maintenance: [],
  documents: [],
};

describe('a duplex, a condo association and a store typed two ways', () => {
  let duplexOwner: Seeded;
  beforeAll(async () => {
    duplexOwner = await seedPortfolio(ctx, DUPLEX_SEED);
  });
  const answer = conversationOf(() => duplexOwner);

  it('reads a category said with its premiums as money, whatever the classifier guessed', async () => {
    expect(await answer('insurance premiums this year across everything?')).toContain('$600.00');
  });

  it('counts what a total "includes" and reads words listed as alternatives', async () => {
    // HOA dues and HOA, the special assessment with them: 800 + 1,500 + 200.
    expect(
      await answer(
        'how much have the HOA and the condo association gotten out of me this year, special assessment included',
      ),
    ).toContain('$2,500.00');
    // Every row mentioning snow (300 + 250 + 40.50), not the mowing.
    expect(
      await answer('how much has snow cost me since i started tracking? plowing, shoveling, salt, all of it'),
    ).toContain('$590.50');
    // "snow removal" names a category, but "snow" is in the records: every row of the word, the shovel too.
    expect(await answer('how much did snow removal cost me this year, all the properties')).toContain(
      '$590.50',
    );
  });

  it('keeps a word of the work as typed ("plowing" is no typo of "losing") and reads "netted" as net', async () => {
    // The January and February plowing: 300 + 250.
    expect(await answer('what did plowing cost me this year')).toContain('$550.00');
    // "snow plowing" is the snow work, the ice melt and shovel too: 300 + 250 + 40.50.
    expect(await answer('what did snow plowing cost me this year')).toContain('$590.50');
    expect(await answer('thinking about selling quarry hill. what has it netted me this year?')).toMatch(
      /Net income at 31 Quarry Hill Rd Unit 4/,
    );
    expect(
      await answer('thinking about selling quarry hill. what did it net this year, for schedule E'),
    ).toMatch(/Net income at 31 Quarry Hill Rd Unit 4/);
  });

  it('reads one payee however its name was typed, and a "bill" as the payment, not a word of it', async () => {
    // "Home Depot" and "The Home Depot": 40.50 + 120.25.
    expect(await answer('how much have i dropped at home depot this year')).toContain('$160.75');
    const biggest = await answer(
      "what's my total with red river mechanical, and what was their biggest single bill",
    );
    expect(biggest).toContain('**$2,400.00**: Furnace replacement');
    expect(biggest).toContain('**$2,580.00** over 2 expenses');
  });

  it('leaves out several categories listed after "leave out", in a follow-up', async () => {
    // 2026 without Taxes (and Property Tax), Insurance and HOA: Keel Renovations 5,000 + 85.
    const top = await answer(
      'who did i pay the most this year? vendor wise',
      'ok leave out taxes insurance and hoa stuff, who was the top contractor',
    );
    expect(top).toMatch(/^Keel Renovations had the most expenses other than Taxes, Insurance and HOA/);
    expect(top).toContain('**$5,085.00**');
  });

  it('groups by city without reading "city" as a payee, and names a property by its kind of building', async () => {
    const byCity = await answer("break down this year's spending by city for me");
    expect(byCity).toContain('Bismarck: **$14,145.75**');
    expect(byCity).toContain('Fargo: **$4,520.00**');
    const run = await answer('did the duplex or the condo cost more to run this year');
    expect(run).toContain('5 Larch Way **$4,520.00**');
    expect(run).toContain('31 Quarry Hill Rd Unit 4 **$3,145.75**');
  });

  it("names a property's tenants of today, and the one signed to move in", async () => {
    const living = await answer("who's living in the duplex right now");
    expect(living).toContain('Odile Brandt');
    expect(living).toContain('Piet Navarro');
    expect(living).not.toContain('Hana Roe');
    expect(await answer('did i sign anyone for fen court yet? who')).toContain('Greer Tamsin');
    expect(await answer("any leases signed that haven't started yet?")).toContain('Greer Tamsin');
  });

  it("names who paid this month's rent after its grace period beside who still owes", async () => {
    expect(await answer('anybody late this month')).toContain(
      'Paid late: Ivo Lindqvist, 9 Fen Court: $1,900.00 due Nov 1, 2026, paid Nov 8, 2026',
    );
  });

  it('reads a payee whose name holds a city as the payee, and ranks vendors by what they were paid', async () => {
    expect(await answer('how much have i paid fargo roofing altogether')).toContain('$940.00');
    // Who the payee is, said after the question, is no filter.
    expect(
      await answer('what did i pay fargo roofing in 2024? theyre the ones who do the furnaces at quarry'),
    ).toContain('$940.00');
    // The city alone stays the city, though a payee's name begins with it.
    expect(await answer('what did i spend in fargo in 2024')).toMatch(
      /^Expenses in Fargo, in 2024: \*\*\$940\.00\*\*/,
    );
    expect(await answer('who were my 2 biggest vendors in 2024')).toMatch(/^Expenses by vendor in 2024/);
  });

  it('reads "the strip on <street>" as the property, not a word of a description', async () => {
    expect(await answer('whats the complex on larch netting me this year')).toMatch(
      /^Net income at 5 Larch Way/,
    );
  });

  it('finds who is lined up to replace the tenant the last answer named', async () => {
    const replacement = await answer(
      'whose lease is up at fen court?',
      'did i line up anyone to replace him',
    );
    expect(replacement).toContain('Greer Tamsin');
    expect(replacement).not.toContain('Piet Navarro');
  });

  it('reads "thru the end of march" after leases ending as today to the end of March', async () => {
    const ending = await answer(
      'any leases ending before the end of the year?',
      'what about thru the end of march',
    );
    expect(ending).toContain('Piet Navarro');
    expect(ending).not.toContain('Yusuf Adeyemi');
  });

  it('counts the records asked for', async () => {
    // Fifteen rows in 2026, one of them describing an entry door: "entries" is no word of a description.
    expect(await answer('how many expense entries do i have for 2026')).toContain('(15 transactions)');
  });
});

// A third owner: two hardware stores, taxes recorded under two categories, one heating firm.
const STORES_SEED: Seed = {
  properties: [
    {
      key: 'wren',
      address: '14 Wren Street',
      city: 'Dayton',
      state: 'OH',
      zipCode: '45402',
      property_type: 'Single Family',
    },
  ],
  tenants: [
    {
      key: 'ines',
      property: 'wren',
      first_name: 'Ines',
      last_name: 'Halloran',
      lease: { rent: 1400, start: '2025-01-01', end: '2027-06-30', due_day: 1 },
    },
  ],
  payments: [
    { tenant: 'ines', date: '2025-03-01', amount: 1400 },
    { tenant: 'ines', date: '2025-04-01', amount: 1400 },
  ],
  incomes: [
    { property: 'wren', date: '2025-03-10', amount: 42.5, category: 'Laundry', entity: 'Ines Halloran' },
  ],
  expenses: [
    { property: 'wren', date: '2026-02-03', amount: 88.1, category: 'Supplies', entity: 'Home Depot' },
    { property: 'wren', date: '2026-05-12', amount: 250.5, category: 'Supplies', entity: "Lowe's" },
    { property: 'wren', date: '2026-06-30', amount: 49.5, category: 'Supplies', entity: "Lowe's" },
    {
      property: 'wren',
      date: '2025-02-01',
      amount: 1000,
      category: 'Property Tax',
      entity: 'Montgomery County Treasurer',
      description: 'Property taxes, first half',
    },
    {
      property: 'wren',
      date: '2025-09-01',
      amount: 412.34,
      category: 'Taxes',
      entity: 'Wren Valley School District',
      description: 'School tax 2025',
    },
    {
      property: 'wren',
      date: '2025-07-01',
      amount: 300,
      category: 'HVAC',
      entity: 'Gem City Heating & Air',
      description: 'Tune-up',
    },
    {
      property: 'wren',
      date: '2025-12-01',
      amount: 65,
      category: 'Repairs',
      entity: 'Miami Valley Electric Supply',
      description: 'Heating cable for the gutters',
    },
    {
      property: 'wren',
      date: '2026-01-19',
      amount: 1275,
      category: 'HVAC',
      entity: 'Gem City Heating & Air',
      description: 'Blower motor',
    },
  ],
  maintenance: [],
  documents: [],
};

describe('two stores set side by side, taxes of two kinds, and what "them" was', () => {
  let storesOwner: Seeded;
  beforeAll(async () => {
    storesOwner = await seedPortfolio(ctx, STORES_SEED);
  });
  const answer = conversationOf(() => storesOwner);

  it("reads the owner's own category said as where the rows were put, not the words before it", async () => {
    // HVAC in 2025: the 300.00 tune-up; the gutters' heating cable was booked under Repairs.
    const hvac = await answer(
      'how much went to heating and cooling work in 2025, everything I put under HVAC?',
    );
    expect(hvac).toContain('**$300.00**');
    expect(hvac).not.toContain('$365.00');
  });

  it('sets two payees side by side, one typed without its apostrophe', async () => {
    const both = await answer('lowes or home depot, which one got more of my money this year?');
    expect(both).toContain("Lowe's **$300.00** and Home Depot **$88.10**");
    expect(both).toContain("Lowe's is $211.90 higher (240.5% more than Home Depot)");
  });

  it('reads a category named twice, each time with its own kind, as the whole category', async () => {
    // 1,000 + 412.34: the property tax and the school tax, recorded under two spellings of Taxes.
    expect(await answer('what did taxes cost me in 2025? property tax and school tax both')).toContain(
      '$1,412.34',
    );
  });

  it('reads "and everything" as the whole measure, not the one category before it', async () => {
    // 2,800 of rent and 42.50 of laundry.
    expect(await answer('what did wren st make in 2025, laundry and everything')).toContain('$2,842.50');
  });

  it('reads "the biggest single bill from them" as the payee just named', async () => {
    expect(
      await answer('what have i paid gem city heating so far', 'and the largest single bill from them?'),
    ).toContain('**$1,275.00**');
  });
});

describe('shares, two questions in one, the latest bill and the books’ own category names', () => {
  const answer = conversationOf(() => owner);
  let booksOwner: Seeded;
  beforeAll(async () => {
    booksOwner = await seedPortfolio(ctx, {
      properties: [
        {
          key: 'oak',
          address: '9 Oak Lane',
          city: 'Mesa',
          state: 'AZ',
          zipCode: '85201',
          property_type: 'Single Family',
        },
      ],
      tenants: [],
      payments: [],
      incomes: [],
      // The owner books heating and cooling apart from other repairs.
      expenses: [
        { property: 'oak', date: '2026-02-01', amount: 400, category: 'Repairs', entity: 'Oak Handyman' },
        { property: 'oak', date: '2026-03-01', amount: 100, category: 'HVAC', entity: 'Cool Air Co' },
        { property: 'oak', date: '2026-04-01', amount: 500, category: 'Insurance', entity: 'Acme Mutual' },
      ],
      maintenance: [],
      documents: [],
    });
  });
  const books = conversationOf(() => booksOwner);

  it('gives one total as a share or multiple of another', async () => {
    // Insurance 1,200.00 of 2026 rent 57,900.00: 2.07%.
    const share = await answer('2026 insurance as a percentage of 2026 rent collected, one decimal?');
    expect(share).toContain('**$1,200.00**');
    expect(share).toContain('**$57,900.00**');
    expect(share).toContain('The first is **2.1%** of the second');
    // Mesa Verde 25,220.00 of 28,195.25 spent in 2026.
    expect(await answer('what share of 2026 expenses went to mesa verde?')).toContain('**89.4%**');
    // 25,220.00 against Canal Row's 600.00.
    expect(await answer("in 2026, mesa verde's expenses were what multiple of canal row's?")).toContain(
      '**42.03** times',
    );
  });

  it('answers two questions in one message, the second as a follow-up of the first', async () => {
    const both = await answer(
      'how much rent did birchwood bring in last year, and what did it cost to run it?',
    );
    expect(both).toContain('**$21,600.00**');
    expect(both).toContain('**$450.00**');
  });

  it('gives the latest bill when asked what it is now', async () => {
    expect(await answer("what's the current insurance premium at birchwood")).toMatch(
      /^The latest Insurance expense at 88 Birchwood Ct .* was \*\*\$1,200\.00\*\*/,
    );
  });

  it('reads halves of a year, "did we make money", and a follow-up naming the other side of the books', async () => {
    const halves = await answer('expenses for H1 2026 versus H2 2026');
    expect(halves).toContain('the first half of 2026 **$27,975.25**');
    expect(halves).toContain('the second half of 2026 **$220.00**');
    // 2025: rent 32,100.00 less 450.00 spent.
    expect(await answer('did we make money last year?')).toContain('**$31,650.00**');
    // 2025 rent 32,100.00 over 12 months.
    expect(
      await answer('what was my average monthly expense in 2025?', 'same calculation for rent received'),
    ).toContain('an average of **$2,675.00** a month');
  });

  it('reads "booked under" a category as the books name it, not its kin', async () => {
    // HVAC is a kind of repair, but 400.00 was booked under Repairs: 40% of 1,000.00.
    expect(await books('what percentage of 2026 expenses was booked under repairs?')).toContain('**40%**');
    expect(await books('what did the hvac category cost in 2026')).toContain(
      'HVAC expenses, in 2026: **$100.00**',
    );
    // Asked as a trade, repairs are every kind: 500.00.
    expect(await books('what did repairs cost in 2026')).toContain('$500.00');
  });
});

describe("an investor's measures, and a property's spending since it went empty", () => {
  const answer = conversationOf(() => owner);
  let emptyOwner: Seeded;
  beforeAll(async () => {
    emptyOwner = await seedPortfolio(ctx, {
      properties: [
        {
          key: 'wren',
          address: '5 Wren Way',
          city: 'Mesa',
          state: 'AZ',
          zipCode: '85201',
          property_type: 'Condo',
        },
      ],
      tenants: [
        {
          key: 'ivy',
          property: 'wren',
          first_name: 'Ivy',
          last_name: 'Moss',
          lease: { rent: 1000, start: '2025-01-01', end: '2026-06-30', due_day: 1 },
        },
      ],
      payments: [],
      incomes: [],
      expenses: [
        { property: 'wren', date: '2026-05-01', amount: 300, category: 'Repairs', entity: 'Wren Handyman' },
        {
          property: 'wren',
          date: '2026-08-01',
          amount: 200,
          category: 'Cleaning and maintenance',
          entity: 'Tidy Co',
        },
        { property: 'wren', date: '2026-09-15', amount: 50, category: 'Utilities', entity: 'Mesa Power' },
      ],
      maintenance: [],
      documents: [],
    });
  });
  const empty = conversationOf(() => emptyOwner);

  it('reads "since it went empty" as since the day after the last lease ended', async () => {
    // The lease ended June 30: the 200.00 cleaning and the 50.00 power bill since July 1.
    const since = await empty('what has wren way cost me since it went empty?');
    expect(since).toContain('since Jul 1, 2026');
    expect(since).toContain('**$250.00**');
  });

  it('ranks by "best performer", gives an expense ratio, and refuses what needs a market value or a loan', async () => {
    // 2026 net: Birchwood 19,800.00 less 2,375.25; Mesa Verde loses on its roof.
    expect(await answer('best performer this year by NOI')).toMatch(
      /^88 Birchwood Ct had the most net income/,
    );
    expect(await answer('best performer this year by NOI', 'worst?')).toMatch(
      /^402 Mesa Verde Dr had the least net income/,
    );
    // 2025: 450.00 spent of 32,100.00 taken in.
    expect(await answer("what's my expense ratio for 2025")).toContain('**1.4%**');
    // Two measures of one year, not two years: 2025 taken in and kept.
    const both = await answer('gross vs net for 2025, whole portfolio');
    expect(both).toContain('**$31,650.00**');
    expect(both).toContain('**$32,100.00**');
    expect(both).not.toContain('2026');
    expect(await answer("what's my cap rate on canal row")).toContain("I can't tell that from your records");
    // The purpose of a figure is no question of its own: 2025 repairs, the 450.00 sink.
    expect(
      await answer('how much went into repairs in 2025? accountant needs it for depreciation'),
    ).toContain('$450.00');
    expect(await answer('how much equity do i have in birchwood')).toContain(
      "I can't tell that from your records",
    );
  });
});

describe('a claim to check, plain words for the books, and what came in before the bills', () => {
  const answer = conversationOf(() => owner);

  it('reads a claim as the question, or the question asked against it', async () => {
    // 2026 expenses by property: Mesa Verde's roof, 25,220.00 in all.
    const most = await answer(
      'my husband thinks 402 mesa verde cost us the most to run this year, with the roof and all. was it? how much',
    );
    expect(most).toMatch(/^402 Mesa Verde Dr had the most expenses in 2026/);
    expect(most).toContain('$25,220.00');
    // The claim names Canal Row; the question asked against it ranks every property.
    expect(
      await answer(
        'my wife thinks canal row brought in the most. which property actually brought in the most this year?',
      ),
    ).toMatch(/^402 Mesa Verde Dr had the most income in 2026.*\$23,100\.00/);
    // Asked after a ranking whether it is losing money: the places that lost, Mesa Verde's roof year.
    expect(
      await answer('which property cost me the most this year', 'is it underwater this year? by how much'),
    ).toContain('**-$2,120.00**');
    // A fear said after the question is no filter.
    expect(
      await answer("which of my places has cost me the most money this year? I'm scared it's the townhouse"),
    ).toMatch(/^402 Mesa Verde Dr had the most expenses/);
  });

  it('reads "profit … before I take the bills out" as what came in, and the net when the bills are taken out', async () => {
    // 2026: rent 57,900.00 and the 75.00 laundry; less 28,195.25 spent.
    expect(
      await answer(
        'how much profit have I made this year? like all the money that came in, the rent and the other little stuff, before I take the bills out',
        "oh ok. and if I take all the bills out of that, what's left?",
      ),
    ).toContain('**$29,779.75**');
    expect(
      await answer(
        'how much profit have I made this year? like all the money that came in, the rent and the other little stuff, before I take the bills out',
      ),
    ).toContain('**$57,975.00**');
    // 2025: 32,100.00 in, 450.00 out.
    expect(await answer('what did the properties make in 2025 after all the expenses were paid')).toContain(
      '**$31,650.00**',
    );
    // Leases are what a new landlord calls contracts: Lena's and Tessa's end December 31.
    expect(await answer("is anybody's contract ending before New Year's?")).toContain('Lena Ortiz');
  });
});

describe('terse follow-ups, typed as to a command line', () => {
  const answer = conversationOf(() => owner);
  it('reads a year alone after a quarter as that quarter of the year', async () => {
    // Q1 2025: Lena alone, 3 × 1,800.00 (Omar came in June); Q1 2026 is 16,275.00 with the laundry.
    expect(await answer('Q1 income', '2025')).toContain('**$5,400.00**');
  });

  it('splits the last figure between the places named, and groups it by the word alone', async () => {
    // 2026 expenses: Boise 1,175.25 + 1,200.00 + 300.00 + 300.00; Tucson 25,000.00 + 220.00.
    const split = await answer('expenses in 2026', 'split boise / tucson');
    expect(split).toContain('Boise **$2,975.25**');
    expect(split).toContain('Tucson **$25,220.00**');
    expect(await answer('repair costs at birchwood', 'by month')).toContain('February 2026: **$1,175.25**');
  });

  it("names who paid this month's rent, and who has not", async () => {
    // Lena and Tessa paid November's rent; Omar's last payment was October's.
    const paid = await answer("who's all paid up for november so far?");
    expect(paid).toContain('Omar Haddad, 15 Canal Row: nothing paid of **$1,500.00**');
    expect(paid).toMatch(/2 leases paid in full in November 2026: .*Tessa Ng.*Lena Ortiz/);
  });

  it("reads a bookkeeper's year-end words: the scope restated, a threshold, the same days said twice", async () => {
    expect(await answer('insurance premiums in 2026, all policies combined')).toContain(
      'You spent **$1,200.00** on Insurance',
    );
    // Gem State's 2025 work: the 450.00 sink.
    expect(await answer('Did Gem State Plumbing hit $600 in 2025? need the exact total')).toContain(
      '**$450.00**',
    );
    expect(await answer('Month-by-month expenses for 2025, whole portfolio, Jan through Dec.')).toContain(
      'March 2025: **$450.00**',
    );
    expect(
      await answer(
        'Doing Sch E for Birchwood. Rents received in 2025? Rent payments only, I list fees on their own line.',
      ),
    ).toContain('**$21,600.00**');
    // A narrowing said after the question is kept: only its restatement adds nothing.
    expect(await answer('what did I spend at birchwood in 2026? insurance only.')).toContain('**$1,200.00**');
  });

  it('lists the payees paid a sum or more, the categories left out as listed (a 1099 question)', async () => {
    const paid = await answer(
      '1099 prep: which contractors did I pay $600 or more in 2026, and how much each? Leave out insurance, tax bills and the hardware stores.',
    );
    // 2026: Saguaro 25,000.00, Gem State 1,175.25, Sagebrush 600.00; Desert Drain's 220.00 falls short.
    expect(paid).toContain('by vendor of $600.00 or more in 2026');
    expect(paid).toContain('Saguaro Roofing LLC: **$25,000.00**');
    expect(paid).toContain('Sagebrush Yard Care: **$600.00**');
    expect(paid).not.toContain('Desert Drain');
    expect(paid).not.toContain('Snake River');
  });

  it('answers how long a tenant has rented with their lease, since when', async () => {
    expect(
      await answer("how long has omar been renting from me now? feels like he's been there forever"),
    ).toContain('Jun 1, 2025');
  });

  it('answers "total" alone with the last answer again, which states the total', async () => {
    // 1,800.00 + 1,500.00 + 2,100.00 a month.
    expect(await answer('rent roll', 'total')).toContain('**$5,400.00**');
  });
});

describe("a tenant's home, and the new thing bought for it", () => {
  let furnaceOwner: Seeded;
  beforeAll(async () => {
    furnaceOwner = await seedPortfolio(ctx, {
      properties: [
        {
          key: 'quin',
          address: '33 Quinlan Ct',
          city: 'Topeka',
          state: 'KS',
          zipCode: '66604',
          property_type: 'House',
        },
        {
          key: 'lark',
          address: '14 Larkspur Ave',
          city: 'Topeka',
          state: 'KS',
          zipCode: '66605',
          property_type: 'Duplex',
        },
      ],
      tenants: [
        {
          key: 'teddy',
          property: 'quin',
          first_name: 'Teddy',
          last_name: 'Brandvold',
          lease: { rent: 1200, start: '2025-06-01', end: '2026-12-31', due_day: 1 },
        },
      ],
      payments: [],
      incomes: [],
      expenses: [
        {
          property: 'quin',
          date: '2025-11-10',
          amount: 189,
          category: 'HVAC',
          entity: 'Kaw Heating',
          description: 'Furnace tune-up & new igniter',
        },
        {
          property: 'quin',
          date: '2026-10-22',
          amount: 4860,
          category: 'Capital improvement',
          entity: 'Kaw Heating',
          description: 'Furnace replacement, installed',
        },
        {
          property: 'quin',
          date: '2026-10-22',
          amount: 85,
          category: 'Repairs',
          entity: 'City Permits',
          description: 'Mechanical permit - furnace replacement',
        },
        {
          property: 'quin',
          date: '2026-10-29',
          amount: 62.48,
          category: 'Supplies',
          entity: 'Brickyard Hardware',
          description: 'Thermostat for new furnace',
        },
        {
          property: 'lark',
          date: '2026-10-14',
          amount: 440,
          category: 'HVAC',
          entity: 'Kaw Heating',
          description: 'Furnace service, new filters',
        },
      ],
      maintenance: [],
      documents: [{ property: 'quin', type: 'Lease', file: 'teddy-lease.pdf', uploaded: '2025-06-01' }],
    });
  });
  const answer = conversationOf(() => furnaceOwner);

  it('reads "teddy\'s place" as the property he rents, and "the new furnace" as the one put in', async () => {
    // 4,860.00 + 85.00 + 62.48: not the tune-up with a new igniter, nor the duplex's new filters.
    expect(await answer("what did the new furnace at teddy's place run me, all in")).toContain(
      '**$5,007.48**',
    );
    expect(await answer("how much have I spent on teddy's house this year")).toContain('**$5,007.48**');
  });

  it('reads leases ending as leases, with a lease document on file', async () => {
    expect(await answer('um do I have any leases ending before new years')).toContain('**1 lease** ends');
  });

  it("sets a category against the owner's own, each in the one year asked", async () => {
    const both = await answer(
      '2026: how much is booked as repairs vs capital improvements? need the two totals separately',
    );
    // Repairs of every kind, the duplex's HVAC service too: 85.00 + 440.00.
    expect(both).toContain('Repairs **$525.00** and capital improvements **$4,860.00**');
  });
});

describe('maintenance requests by when they were reported, by what they said, the newest and the oldest', () => {
  let repairsOwner: Seeded;
  beforeAll(async () => {
    repairsOwner = await seedPortfolio(ctx, {
      properties: [
        {
          key: 'ash',
          address: '41 Ashgrove Way',
          city: 'Pocatello',
          state: 'ID',
          zipCode: '83201',
          property_type: 'Multi-Family',
        },
        {
          key: 'fen',
          address: '7 Fenwick Court',
          city: 'Pocatello',
          state: 'ID',
          zipCode: '83204',
          property_type: 'Single Family',
        },
      ],
      tenants: [],
      payments: [],
      incomes: [],
      expenses: [
        {
          property: 'fen',
          date: '2026-11-04',
          amount: 165,
          category: 'Repairs',
          entity: 'Falls Gutter Guys',
          description: 'Clean gutters',
        },
        {
          property: 'fen',
          date: '2026-11-10',
          amount: 900,
          category: 'Insurance',
          entity: 'Acme Mutual',
          description: 'Policy renewal',
        },
        {
          property: 'fen',
          date: '2026-06-01',
          amount: 145,
          category: 'Pest ctrl',
          entity: 'Bonneville Pest Control',
          description: 'Ant treatment',
        },
        {
          property: 'fen',
          date: '2026-09-01',
          amount: 60,
          category: 'Repairs',
          entity: 'Dale Kimbrough Handyman',
          description: 'Gate latch',
        },
        {
          property: 'ash',
          date: '2026-10-14',
          amount: 145,
          category: 'Pest ctrl',
          entity: 'Bonneville Pest Control',
          description: 'Mice: seal entry points',
        },
        {
          property: 'ash',
          date: '2026-08-13',
          amount: 465,
          category: 'HVAC',
          entity: 'Upper Valley Heating',
          description: 'AC recharge',
        },
        {
          property: 'ash',
          date: '2026-10-01',
          amount: 285,
          category: 'HOA',
          entity: 'Ashgrove HOA',
          description: 'Quarterly dues',
        },
        {
          property: 'ash',
          date: '2026-10-02',
          amount: 135,
          category: 'Repairs',
          entity: 'Dale Kimbrough Handyman',
          description: 'Patio screen',
        },
        {
          property: 'ash',
          date: '2026-07-15',
          amount: 90,
          category: 'Repairs',
          entity: 'Dale Kimbrough Handyman',
          description: 'Door hinge',
        },
      ],
      maintenance: [
        { property: 'fen', title: 'Fence gate latch broken', status: 'Pending', date: '2026-03-02' },
        { property: 'ash', title: 'Hall light out', status: 'Completed', date: '2025-12-20' },
        {
          property: 'fen',
          title: 'Furnace smell at startup',
          description: 'Tenant says there is a burning smell when the heat kicks on, no gas odor.',
          status: 'Completed',
          date: '2026-09-28',
        },
        { property: 'ash', title: 'Washer leaking', status: 'In Progress', date: '2026-10-07' },
        { property: 'ash', title: 'Bathroom faucet dripping', status: 'Completed', date: '2026-11-04' },
      ],
      documents: [
        { property: 'ash', type: 'Insurance', file: 'ashgrove-policy-2026.pdf', uploaded: '2026-02-01' },
      ],
    });
  });
  const answer = conversationOf(() => repairsOwner);

  it('names the properties with no document of a kind on file', async () => {
    const missing = await answer('which properties dont have insurance paperwork on file');
    expect(missing).toContain('**1 property** of 2 has no insurance document on file');
    expect(missing).toContain('7 Fenwick Court');
    expect(missing).not.toContain('41 Ashgrove Way');
  });

  it('counts the requests reported in the period asked, and the newest of them after', async () => {
    const year = await answer('how many maintenance requests has the ashgrove place had this year');
    // The December 2025 hall light is last year's.
    expect(year).toContain('**2 maintenance requests** at 41 Ashgrove Way reported in 2026');
    expect(year).not.toContain('Hall light');
    expect(
      await answer(
        'how many maintenance requests has the ashgrove place had this year',
        'whats the most recent one there',
      ),
    ).toMatch(/most recent maintenance request at 41 Ashgrove Way[^\n]*\n- Bathroom faucet dripping/);
  });

  it('names the oldest request still open, and what was finished this month', async () => {
    expect(await answer('whats the oldest request thats still sitting open')).toMatch(
      /oldest open maintenance request[^\n]*\n- Fence gate latch broken/,
    );
    const finished = await answer('what work orders got finished up this month');
    expect(finished).toContain('Bathroom faucet dripping');
    expect(finished).not.toContain('Furnace smell');
  });

  it('finds a request by what its description said, without calling it an emergency', async () => {
    const reply = await ask(
      ctx,
      repairsOwner.token,
      'one of the tenants put in a request about a burning smell, which house was that',
    );
    expect(reply.emergency).toBeUndefined();
    expect(reply.response).toContain('Furnace smell at startup, 7 Fenwick Court');
    // Said as happening now, it is still an emergency.
    const now = await ask(
      ctx,
      repairsOwner.token,
      'there is a burning smell coming from the furnace right now',
    );
    expect(now.emergency).toBe(true);
  });

  it('names who was sent out to a property: the latest visit, or every one since a day, not the bills nobody comes for', async () => {
    const last = await answer('who was the last guy out at the fenwick house and when');
    expect(last).toContain('Falls Gutter Guys');
    expect(last).not.toContain('Acme Mutual');
    const since = await answer('who all has been out to ashgrove since aug 1 and what for');
    expect(since).toContain('Upper Valley Heating');
    expect(since).toContain('Dale Kimbrough Handyman');
    expect(since).toContain('Bonneville Pest Control');
    expect(since).not.toContain('Ashgrove HOA');
    expect(await answer("when'd i last have the pest guy out, and at which place")).toContain(
      'Mice: seal entry points, Bonneville Pest Control, 41 Ashgrove Way',
    );
  });

  it('names who did a piece of work, asked as who was used, who takes care of it or which trade', async () => {
    const ac = await answer('Who did Dad use for the AC at the Ashgrove place?');
    expect(ac).toContain('Upper Valley Heating');
    expect(ac).toContain('$465.00');
    const pests = await answer('who takes care of the pest control at fenwick');
    expect(pests).toContain('Bonneville Pest Control');
    expect(pests).not.toContain('Acme Mutual');
    expect(await answer('which handyman do we use at ashgrove')).toContain('Dale Kimbrough Handyman');
    // Who insures a place is the insurer paid for it, not its tenant.
    for (const asked of [
      'Who insures the Fenwick house, and what did the policy cost?',
      'which company is fenwick insured with',
      "who's the insurance carrier on fenwick",
    ]) {
      const insurer = await answer(asked);
      expect(insurer).toContain('Acme Mutual');
      expect(insurer).toContain('$900.00');
    }
    // Said by whoever now runs a parent's rentals: the parent's tenants are the owner's.
    expect(await answer("how many of Dad's properties are in Pocatello")).toContain('2 properties');
  });

  it('ranks the properties by how many requests each has had, every status', async () => {
    // Ashgrove: the hall light, the washer and the faucet (two of them completed); Fenwick: the latch and the
    // furnace smell.
    const most = await answer('which property has had the most repair requests?');
    expect(most).toContain('41 Ashgrove Way has had the most maintenance requests: **3 requests**');
    expect(most).toContain('7 Fenwick Court: 2 requests');
    expect(most).not.toContain('$');
  });

  it('hears a street as dictation wrote it, and names who fixed a thing last and what that ran', async () => {
    expect(await answer('what did the insurance at the phen wick court house cost')).toContain(
      'at 7 Fenwick Court',
    );
    const gutters = await answer('which vendor fixed the gutters last at the fenwick court house');
    expect(gutters).toContain('Falls Gutter Guys');
    expect(
      await answer('which vendor fixed the gutters last at the fenwick court house', 'what did that run me'),
    ).toContain('Falls Gutter Guys');
  });

  it('finds one row by its exact amount, with where it went and how it is booked', async () => {
    const renewal = await answer(
      "there's a $900 debit this month on the statement, which property was that for?",
    );
    expect(renewal).toContain('Policy renewal, Acme Mutual');
    expect(renewal).toContain('booked as Insurance');
    const ants = await answer('Was the $145 to Bonneville Pest Control in June a repair?');
    expect(ants).toContain('Ant treatment');
    expect(ants).toContain('booked as Pest ctrl');
    // No row of that amount: said so, never a row of another amount.
    expect(await answer('which property was the $146 in june for?')).toMatch(/^No expenses of \$146\.00/);
  });

  it('says what was usually paid: the amount most rows share, and the latest day', async () => {
    const usual = await answer(
      'what did we usually pay Bonneville Pest Control, and when did we last use them',
    );
    expect(usual).toContain('most often **$145.00** (2 of 2)');
    expect(usual).toContain('the latest on Oct 14, 2026');
  });

  it('ranks contractors by the jobs they did, not by what they were paid', async () => {
    // Kimbrough 3 jobs ($285), Bonneville 2 ($290), Upper Valley 1 ($465); the insurer is no contractor.
    expect(await answer('which contractor has done the most jobs for me this year')).toContain(
      'Dale Kimbrough Handyman had the most',
    );
  });
});

describe('an eviction file: a payment history, the lawyer, a city of two words and an aside', () => {
  let evictionOwner: Seeded;
  beforeAll(async () => {
    evictionOwner = await seedPortfolio(ctx, {
      properties: [
        {
          key: 'mill',
          address: '300 Millrace Rd',
          city: 'Harrow Shoals',
          state: 'TX',
          zipCode: '75482',
          property_type: 'Commercial',
        },
        {
          key: 'elm',
          address: '12 Elmore St',
          city: 'Paris',
          state: 'TX',
          zipCode: '75460',
          property_type: 'Single Family',
        },
      ],
      tenants: [
        {
          key: 'bakery',
          property: 'mill',
          first_name: 'Shoalsview',
          last_name: 'Bakery LLC',
          lease: { rent: 2000, start: '2026-01-01', end: '2027-12-31', due_day: 1 },
        },
        {
          key: 'gus',
          property: 'elm',
          first_name: 'Gus',
          last_name: 'Ferraro',
          lease: { rent: 1250, start: '2024-10-01', end: '2026-06-30', due_day: 1, deposit: 1300 },
        },
        {
          key: 'dora',
          property: 'elm',
          first_name: 'Dora',
          last_name: 'Quillfeather',
          lease: { rent: 1100, start: '2026-07-01', end: '2027-06-30', due_day: 1 },
        },
      ],
      payments: [
        { tenant: 'gus', date: '2026-06-01', amount: 1250 },
        { tenant: 'dora', date: '2026-07-01', amount: 1100 },
        { tenant: 'dora', date: '2026-08-03', amount: 600 },
        { tenant: 'dora', date: '2026-08-20', amount: 500 },
        { tenant: 'dora', date: '2026-09-02', amount: 1100 },
        { tenant: 'dora', date: '2026-10-01', amount: 1100 },
        { tenant: 'dora', date: '2026-11-06', amount: 385 },
      ],
      incomes: [
        {
          property: 'elm',
          date: '2026-07-14',
          amount: 386.4,
          category: 'Other',
          entity: 'Gus Ferraro',
          description: 'Security deposit deduction kept – carpet cleaning, blinds',
        },
      ],
      expenses: [
        {
          property: 'elm',
          date: '2026-10-27',
          amount: 350,
          category: 'Turnover',
          entity: 'Ames & Pike, Attorneys at Law',
          description: 'Notice of lease violation',
        },
        {
          property: 'elm',
          date: '2026-11-09',
          amount: 1200,
          category: 'Turnover',
          entity: 'Ames & Pike, Attorneys at Law',
          description: 'Eviction retainer',
        },
        {
          property: 'elm',
          date: '2026-10-12',
          amount: 210.5,
          category: 'Repairs',
          entity: 'Hopkins Handyman',
          description: 'Patch walls',
        },
        {
          property: 'elm',
          date: '2026-10-15',
          amount: 95,
          category: 'Cleaning and maintenance',
          entity: 'Bright Maids',
          description: 'Carpet cleaning',
        },
        {
          property: 'mill',
          date: '2026-09-30',
          amount: 640,
          category: 'Repairs',
          entity: 'Harrow Shoals Glass',
          description: 'Storefront pane',
        },
        {
          property: 'mill',
          date: '2026-03-30',
          amount: 1800,
          category: 'Taxes',
          entity: 'Hopkins County',
          description: 'Property tax',
        },
      ],
      maintenance: [],
      documents: [],
    });
  });
  const answer = conversationOf(() => evictionOwner);

  it("lists every payment of a tenant's history, in order, with their total", async () => {
    const history = await answer(
      'my lawyer wants her full payment history. can you list every single rent payment Dora Quillfeather has made since she moved in, with the dates and amounts?',
    );
    // 1,100 + 600 + 500 + 1,100 + 1,100 + 385.
    expect(history).toContain('**$4,785.00** in rent over 6 payments, in order');
    expect(history).toMatch(
      /Jul 1, 2026: \$1,100\.00[\s\S]*Aug 3, 2026: \$600\.00[\s\S]*Nov 6, 2026: \$385\.00/,
    );
  });

  it('finds the lawyer among the payees, whatever category the bills were booked under', async () => {
    expect(await answer('how much have I paid the lawyer so far')).toContain('**$1,550.00**');
  });

  it('reads a city of two words as the place, not a tenant or a payee one of its words resembles', async () => {
    expect(await answer('harrow shoals vs paris, where am I spending more this year')).toContain(
      'Harrow Shoals **$2,440.00** and Paris **$1,855.50**',
    );
  });

  it('leaves out an aside after the question and the purpose of the work', async () => {
    expect(
      await answer('total expenses this year so far, whole portfolio? all this legal stuff is killing me'),
    ).toContain('**$4,295.50**');
    // Everything in October at the house ("getting it ready" is what the work was for): the walls, the
    // carpet and the lawyer's notice.
    expect(
      await answer(
        'what did I spend in october getting the paris house ready after she left? walls, carpet, all of it',
      ),
    ).toContain('**$655.50**');
  });

  it("gives a past tenant's deposit, what was kept from it and the rest, and says their lease is over", async () => {
    const deposit = await answer(
      'Gus Ferraro is telling everybody I stole his deposit. what was his deposit and how much did I keep out of it?',
    );
    expect(deposit).toContain('set a security deposit of **$1,300.00**');
    expect(deposit).toContain('Kept: **$386.40** on Jul 14, 2026');
    expect(deposit).toContain('Deposit less what was kept: **$913.60**');
    expect(await answer("when did Gus Ferraro's lease start")).toContain(
      'Status: moved out (lease ended Jun 30, 2026)',
    );
  });
});

describe("a lender's requests: rent rolls, deposits by property, a T12 window, cities side by side", () => {
  let refiOwner: Seeded;
  beforeAll(async () => {
    refiOwner = await seedPortfolio(ctx, {
      properties: [
        {
          key: 'alder',
          address: '1400 Alder Bend Rd',
          city: 'Merrill',
          state: 'WI',
          zipCode: '54452',
          property_type: 'Multi-Family',
        },
        {
          key: 'quay',
          address: '77 Quayside Ln',
          city: 'Plover',
          state: 'WI',
          zipCode: '54467',
          property_type: 'Multi-Family',
        },
      ],
      tenants: [
        {
          key: 'ana',
          property: 'alder',
          first_name: 'Ana',
          last_name: 'Brisbois',
          lease: { rent: 1100, start: '2026-01-01', end: '2027-06-30', due_day: 1, deposit: 1200 },
        },
        {
          key: 'ben',
          property: 'alder',
          first_name: 'Ben',
          last_name: 'Calloway',
          lease: { rent: 1050, start: '2026-01-01', end: '2027-03-31', due_day: 1, deposit: 900 },
        },
        {
          key: 'cy',
          property: 'quay',
          first_name: 'Cy',
          last_name: 'Dunleavy',
          lease: { rent: 980, start: '2026-02-01', end: '2027-01-31', due_day: 1, deposit: 980 },
        },
        {
          key: 'di',
          property: 'quay',
          first_name: 'Di',
          last_name: 'Everard',
          lease: { rent: 1010, start: '2026-02-01', end: '2027-07-31', due_day: 1, deposit: 1500 },
        },
      ],
      payments: [
        { tenant: 'ana', date: '2026-10-01', amount: 1100 },
        { tenant: 'ben', date: '2026-10-01', amount: 1050 },
        { tenant: 'cy', date: '2026-10-02', amount: 980 },
        { tenant: 'di', date: '2026-10-02', amount: 1010 },
      ],
      incomes: [],
      expenses: [
        {
          property: 'alder',
          date: '2026-06-10',
          amount: 4200,
          category: 'Capital improvement',
          entity: 'North Shore Siding',
          description: 'New siding, east wall',
        },
        {
          property: 'quay',
          date: '2026-07-22',
          amount: 3100,
          category: 'Capital improvement',
          entity: 'Plover Boiler Co',
          description: 'Boiler replaced',
        },
        {
          property: 'alder',
          date: '2026-09-05',
          amount: 320.25,
          category: 'Repairs',
          entity: 'Fixright',
          description: 'Window sash cord',
        },
        {
          property: 'quay',
          date: '2026-10-15',
          amount: 95.5,
          category: 'Repairs',
          entity: 'Fixright',
          description: 'Door closer',
        },
      ],
      maintenance: [{ property: 'alder', title: 'Hall light out', status: 'Pending' }],
      documents: [],
    });
  });
  const answer = conversationOf(() => refiOwner);

  it('reads "a current rent roll" as the rent roll, and "do the same for" as the next property', async () => {
    const roll = await answer(
      "the loan officer's first request is a current rent roll for 1400 Alder Bend Rd. Can you list each tenant, their monthly rent, and when their lease ends?",
    );
    expect(roll).toContain('Ana Brisbois: **$1,100.00**');
    expect(roll).not.toContain('maintenance request');
    const next = await answer(
      'current rent roll for 1400 Alder Bend Rd, each tenant, rent and lease end',
      'Please do the same for the duplex on Quayside Lane.',
    );
    expect(next).toContain('77 Quayside Ln, Cy Dunleavy');
    expect(next).not.toContain('Ana Brisbois');
  });

  it('totals the deposits of each property named, beside each lease', async () => {
    const deposits = await answer(
      'How much in security deposits am I holding at Alder Bend, and separately at Quayside? property by property',
    );
    expect(deposits).toContain('1400 Alder Bend Rd: **$2,100.00** (2 leases)');
    expect(deposits).toContain('77 Quayside Ln: **$2,480.00** (2 leases)');
  });

  it('reads "same window (…)" as the period, and sets two cities side by side with what their nets are made of', async () => {
    expect(
      await answer(
        'Next I need the T12 for Alder Bend, same window (December 2025 through November 2026): total income, total expenses, and the net.',
      ),
    ).toContain('income **$2,150.00** minus expenses **$4,520.25**');
    const cities = await answer(
      'How do my Merrill properties compare with my Plover properties for 2026 so far? Total income and total expenses for each city, please.',
    );
    expect(cities).toContain('Merrill: income **$2,150.00** minus expenses **$4,520.25**');
    expect(cities).toContain('Plover: income **$1,990.00** minus expenses **$3,195.50**');
  });

  it("reads what was booked under the owner's own category as what it cost, property by property", async () => {
    const booked = await answer(
      'What have I booked as capital improvements at Alder Bend and at Quayside this year? Please give each property separately.',
    );
    expect(booked).toContain('1400 Alder Bend Rd: **$4,200.00**');
    expect(booked).toContain('77 Quayside Ln: **$3,100.00**');
  });
});

describe('trends: the same months of last year, a jump between quarters, what went up or down the most', () => {
  let trendOwner: Seeded;
  beforeAll(async () => {
    trendOwner = await seedPortfolio(ctx, {
      properties: [
        {
          key: 'oak',
          address: '5 Oakhurst Rd',
          city: 'Hastings',
          state: 'NE',
          zipCode: '68901',
          property_type: 'Single Family',
        },
        {
          key: 'elm',
          address: '9 Elmridge Ct',
          city: 'Lexington',
          state: 'NE',
          zipCode: '68850',
          property_type: 'Condo',
        },
      ],
      tenants: [],
      payments: [],
      incomes: [],
      expenses: [
        { property: 'oak', date: '2025-03-10', amount: 500, category: 'Repairs', entity: 'Fixwell' },
        { property: 'oak', date: '2026-03-12', amount: 900, category: 'Repairs', entity: 'Fixwell' },
        {
          property: 'elm',
          date: '2025-06-01',
          amount: 1200,
          category: 'Insurance',
          entity: 'Prairie Mutual',
        },
        {
          property: 'elm',
          date: '2026-06-01',
          amount: 1500,
          category: 'Insurance',
          entity: 'Prairie Mutual',
        },
        { property: 'oak', date: '2025-04-15', amount: 800, category: 'Turnover', entity: 'Cleanstart' },
        { property: 'oak', date: '2026-04-20', amount: 200, category: 'Turnover', entity: 'Cleanstart' },
        { property: 'oak', date: '2025-12-05', amount: 1000, category: 'Repairs', entity: 'Fixwell' },
        { property: 'elm', date: '2026-08-10', amount: 2300, category: 'Repairs', entity: 'Fixwell' },
      ],
      maintenance: [],
      documents: [],
    });
  });
  const answer = conversationOf(() => trendOwner);

  it('sets this year so far against the same months of last year, and says by how much after', async () => {
    // Jan 1 to Nov 10 of each year: 900 + 1,500 + 200 + 2,300 against 500 + 1,200 + 800 (not December's 1,000).
    const both = await answer('expenses this year so far vs the same months of last year');
    expect(both).toContain('**$4,900.00**');
    expect(both).toContain('**$2,500.00**');
    expect(
      await answer(
        'expenses this year so far vs the same months of last year',
        'ok so how much more is that in dollars',
      ),
    ).toContain('$2,400.00 higher');
    // A total of one record says which one it is.
    expect(await answer('what did turnover cost me this year')).toContain('Apr 20, 2026');
    // "Since January 2025" runs to today: one stretch, not the same days of two years.
    const since = await answer('expenses since January 2025');
    expect(since).toContain('**$8,400.00**');
    expect(since).not.toContain('year to date');
    // An opinion that goes on to ask is no aside.
    const insurance = await answer(
      "is my insurance going up? feels like it's been creeping, can you compare this year so far with the same point last year",
    );
    expect(insurance).toContain('**$1,500.00**');
    expect(insurance).toContain('**$1,200.00**');
  });

  it('reads a jump from one quarter to the next as the two side by side', async () => {
    const jump = await answer('how much did my spending jump from Q2 to Q3 this year');
    expect(jump).toContain('Q2 2026 **$1,700.00** and Q3 2026 **$2,300.00**');
    expect(jump).toContain('$600.00 higher');
  });

  it('ranks the categories by how much they went up, then down', async () => {
    const up = await answer('what expense category went up the most compared w/ the same months last year');
    // Repairs: 500 → 900 + 2,300.
    expect(up).toContain('Repairs went up the most, **$2,700.00**');
    expect(
      await answer(
        'what expense category went up the most compared w/ the same months last year',
        'which one dropped the most?',
      ),
    ).toContain('Turnover went down the most, **$600.00**');
  });
});

describe('how things stand: a digest of a place or of what needs attention, and a commercial landlord', () => {
  let standOwner: Seeded;
  beforeAll(async () => {
    standOwner = await seedPortfolio(ctx, {
      properties: [
        {
          key: 'ridge',
          address: '415 Cragmont Ave',
          city: 'Jerome',
          state: 'ID',
          zipCode: '83338',
          property_type: 'Commercial',
        },
        {
          key: 'blue',
          address: '22 Bluebell Way',
          city: 'Jerome',
          state: 'ID',
          zipCode: '83338',
          property_type: 'Single Family',
        },
        {
          key: 'four',
          address: '80 Fourmile Rd',
          city: 'Rupert',
          state: 'ID',
          zipCode: '83350',
          property_type: 'Multi-Family',
        },
      ],
      tenants: [
        {
          key: 'dent',
          property: 'ridge',
          first_name: 'Cragmont Dental',
          last_name: 'PLLC',
          lease: { rent: 4000, start: '2025-01-01', end: '2029-12-31', due_day: 1 },
        },
        {
          key: 'ola',
          property: 'four',
          first_name: 'Ola',
          last_name: 'Sandvik',
          lease: { rent: 950, start: '2025-01-01', end: '2027-06-30', due_day: 1 },
        },
        {
          key: 'per',
          property: 'four',
          first_name: 'Per',
          last_name: 'Lindqvist',
          lease: { rent: 900, start: '2025-01-01', end: '2026-12-31', due_day: 1 },
        },
      ],
      payments: [
        { tenant: 'dent', date: '2026-11-02', amount: 4000 },
        { tenant: 'ola', date: '2026-11-01', amount: 950 },
      ],
      incomes: [],
      expenses: [
        {
          property: 'ridge',
          date: '2026-03-01',
          amount: 2400,
          category: 'Insurance',
          entity: 'Snake Mutual',
        },
        { property: 'blue', date: '2026-03-01', amount: 900, category: 'Insurance', entity: 'Snake Mutual' },
        {
          property: 'ridge',
          date: '2026-05-15',
          amount: 320,
          category: 'Pest ctrl',
          entity: 'Sentinel Pest Solutions',
          description: 'Quarterly service',
        },
        {
          property: 'four',
          date: '2026-06-15',
          amount: 180,
          category: 'Pest ctrl',
          entity: 'Sentinel Pest Solutions',
          description: 'Ants',
        },
      ],
      maintenance: [{ property: 'four', title: 'Furnace short-cycling in unit 2', status: 'Pending' }],
      documents: [],
    });
  });
  const answer = conversationOf(() => standOwner);

  it('tells how things stand at a place: who is there, who owes, what is open, what stands empty', async () => {
    const jerome = await answer('morning! how are things looking at the jerome places');
    expect(jerome).toContain('Here is how things stand at Jerome today');
    expect(jerome).toContain('Cragmont Dental');
    expect(jerome).toContain('No lease in force today: **22 Bluebell Way**');
    // Asked of a period, it is how the money went.
    expect(await answer("how's the fourplex doing this year")).toContain('Net income at 80 Fourmile Rd');
    const story = await answer("what's the story with the fourplex");
    expect(story).toContain('Ola Sandvik');
    expect(story).toContain('Per Lindqvist');
    expect(story).toContain('Furnace short-cycling');
  });

  it('says what needs attention across the portfolio', async () => {
    const worries = await answer('anything i should be worried about this month?');
    expect(worries).toContain('What needs your attention today');
    // Lindqvist has not paid November; the furnace is open; his lease ends within 60 days.
    expect(worries).toContain('Per Lindqvist');
    expect(worries).toContain('Furnace short-cycling');
  });

  it("reads a payee's brand said with another word of its name, money in against money out, and the commercial side", async () => {
    expect(await answer('what have i paid Sentinel for pest since i started tracking')).toContain(
      '**$500.00**',
    );
    expect(await answer('cragmont office bldg, YTD money in vs money out?')).toContain(
      'income **$4,000.00** minus expenses **$2,720.00**',
    );
    expect(await answer('insurance premiums on the commercial bldgs this year?')).toContain('**$2,400.00**');
  });
});

describe("categories as the owner typed them ('Repairs & maint', 'Capital improvement')", () => {
  let codedOwner: Seeded;
  beforeAll(async () => {
    codedOwner = await seedPortfolio(ctx, {
      properties: [
        {
          key: 'fir',
          address: '31 Fir Street',
          city: 'Saginaw',
          state: 'MI',
          zipCode: '48601',
          property_type: 'Single Family',
        },
      ],
      tenants: [
        {
          key: 'noor',
          property: 'fir',
          first_name: 'Noor',
          last_name: 'Haddad',
          lease: { rent: 1300, start: '2026-06-01', end: '2027-05-31', due_day: 1, deposit: 1200 },
        },
        {
          key: 'ada',
          property: 'fir',
          first_name: 'Ada',
          last_name: 'Byrne',
          lease: { rent: 1250, start: '2025-05-01', end: '2026-04-30', due_day: 1, deposit: 1000 },
        },
      ],
      payments: [],
      incomes: [
        {
          property: 'fir',
          date: '2026-05-20',
          amount: 150,
          category: 'Other',
          description: 'Security deposit kept - oven cleaning',
          entity: 'Ada Byrne',
        },
        {
          property: 'fir',
          date: '2026-05-21',
          amount: 60,
          category: 'Other',
          description: 'Laundry card refill',
        },
      ],
      expenses: [
        { property: 'fir', date: '2026-02-03', amount: 210, category: 'Repairs', entity: 'Cobalt Handyman' },
        {
          property: 'fir',
          date: '2026-03-09',
          amount: 95.5,
          category: 'Repairs & maint',
          entity: 'Cobalt Handyman',
          description: 'Furnace filter and tune-up',
        },
        {
          property: 'fir',
          date: '2026-06-12',
          amount: 6400,
          category: 'Capital improvement',
          entity: 'Valley Roofing',
          description: 'Roof replacement',
        },
        { property: 'fir', date: '2026-07-01', amount: 480, category: 'Insurance', entity: 'Acme Mutual' },
      ],
      maintenance: [],
      documents: [],
    });
  });
  const coded = conversationOf(() => codedOwner);

  it('adds up a category typed two ways, and lists the rows of the owner’s own category asked next', async () => {
    // 210.00 + 95.50, asked as books' categories, not maintenance requests.
    const first =
      "repairs for 2026 - i coded them two ways, 'Repairs' and 'Repairs & maint'. combine those two";
    expect(await coded(first)).toContain('**$305.50**');
    const next = await coded(
      first,
      'and capital improvements for 2026? line items + total pls, she depreciates those',
    );
    expect(next).toContain('**$6,400.00**');
    expect(next).toContain('Roof replacement');
  });

  it('reads a contractor as a husband asks: "that roof guy", "last time we paid", payees side by side', async () => {
    expect(await coded('how much have we paid that roof guy altogether')).toContain(
      'Payments to Valley Roofing, across all time (no period was named): **$6,400.00**',
    );
    // The latest of Cobalt Handyman's two payments.
    expect(await coded('when did we last pay cobalt handyman and how much')).toContain('**$95.50**');
    // Payees are paid: expenses, not income.
    const both = await coded('cobalt handyman vs acme mutual this year, how much at each');
    expect(both).toContain('Expenses, in 2026: ');
    expect(both).toContain('**$305.50**');
    expect(both).toContain('**$480.00**');
    // 210.00 + 95.50 + 6,400.00 + 480.00 spent on it in 2026.
    expect(await coded('whatve we put into fir street this year')).toContain('**$7,185.50**');
  });

  it('gives who moved in and who moved out in a period, by today', async () => {
    const moved = await coded('who moved in this year');
    expect(moved).toContain('**1 tenant** moved in during 2026');
    expect(moved).toContain('Noor Haddad');
    expect(moved).not.toContain('Ada Byrne');
    const left = await coded('who moved out this year');
    expect(left).toContain('Ada Byrne, 31 Fir Street: lease ended **Apr 30, 2026**');
    expect(left).not.toContain('Noor');
  });

  it('gives what was kept of deposits, and the deposits held whatever is said of income', async () => {
    const kept = await coded('how much deposit money did i end up keeping this year');
    expect(kept).toContain('**$150.00**');
    expect(kept).toContain('Ada Byrne');
    expect(
      await coded(
        'how much in security deposits am i holding right now, total? the cpa wants to be sure none of it got counted as income',
      ),
    ).toContain('**$1,200.00**');
  });
});

describe('a daughter takes over: tenants over time, both sides of the books, and more of a ranking', () => {
  let takeover: Seeded;
  beforeAll(async () => {
    takeover = await seedPortfolio(ctx, {
      properties: [
        {
          key: 'wren',
          address: '12 Wren Way',
          city: 'Tyler',
          state: 'TX',
          zipCode: '75701',
          property_type: 'Multi-Family',
        },
        {
          key: 'oak',
          address: '4 Oak Lane',
          city: 'Tyler',
          state: 'TX',
          zipCode: '75703',
          property_type: 'Single Family',
        },
        {
          key: 'lark',
          address: '9 Lark Court',
          city: 'Longview',
          state: 'TX',
          zipCode: '75601',
          property_type: 'Condo',
        },
      ],
      tenants: [
        {
          key: 'hal',
          property: 'wren',
          first_name: 'Hal',
          last_name: 'Pike',
          lease: { rent: 900, start: '2019-06-01', end: '2027-05-31', due_day: 1 },
        },
        {
          key: 'tess',
          property: 'wren',
          first_name: 'Tess',
          last_name: 'Oakes',
          lease: { rent: 850, start: '2023-01-01', end: '2025-10-31', due_day: 1 },
        },
        {
          key: 'dan',
          property: 'wren',
          first_name: 'Dan',
          last_name: 'Finch',
          lease: { rent: 950, start: '2025-12-01', end: '2027-11-30', due_day: 1 },
        },
        {
          key: 'del',
          property: 'oak',
          first_name: 'Del',
          last_name: 'White',
          lease: { rent: 1300, start: '2022-08-01', end: '2025-07-31', due_day: 1 },
        },
        {
          key: 'rae',
          property: 'oak',
          first_name: 'Rae',
          last_name: 'Amber',
          lease: { rent: 1400, start: '2025-09-01', end: '2027-08-31', due_day: 1, deposit: 1650 },
        },
        {
          key: 'gil',
          property: 'lark',
          first_name: 'Gil',
          last_name: 'Nash',
          lease: { rent: 1100, start: '2024-09-01', end: '2026-08-31', due_day: 1 },
        },
      ],
      payments: [
        { tenant: 'hal', date: '2026-11-01', amount: 900 },
        { tenant: 'dan', date: '2026-11-01', amount: 950 },
        { tenant: 'rae', date: '2026-11-02', amount: 1400 },
      ],
      incomes: [],
      expenses: [
        {
          property: 'wren',
          date: '2026-02-01',
          amount: 2000,
          category: 'Taxes',
          entity: 'Smith County Tax Office',
          description: '2025 property tax',
        },
        {
          property: 'oak',
          date: '2026-02-03',
          amount: 1500,
          category: 'Taxes',
          entity: 'Smith County Tax Office',
          description: '2025 property tax',
        },
        {
          property: 'oak',
          date: '2026-03-01',
          amount: 120,
          category: 'Repairs',
          entity: 'Sentinel Fire Protection',
          description: 'Extinguisher service',
        },
        {
          property: 'lark',
          date: '2026-09-15',
          amount: 400,
          category: 'Cleaning',
          entity: 'Rose City Cleaners',
          description: 'Turnover clean',
        },
      ],
      maintenance: [],
      documents: [],
    });
  });
  const talk = conversationOf(() => takeover);

  it('reads the question after a sentence of context, and both sides of the books when both are asked', async () => {
    const both = await talk(
      'ok the bank sent me their checklist. whats my total income and total expenses this year, everything together',
    );
    expect(both).toContain('income **$3,250.00** minus expenses **$4,020.00**');
    expect(both).not.toContain('Sentinel');
    // A claim about money before it is part of the question: what was spent.
    expect(
      await talk('my brother says we spent under $1k on the rentals this year. whats the actual total'),
    ).toContain('**$4,020.00**');
  });

  it('gives each property named its own figure beside their total', async () => {
    const taxes = await talk('property tax at 12 wren way and 4 oak lane this year');
    expect(taxes).toContain('**$3,500.00**');
    expect(taxes).toContain('- 12 Wren Way: **$2,000.00**');
    expect(taxes).toContain('- 4 Oak Lane: **$1,500.00**');
  });

  it('names who has rented the longest, and who lived there before a tenant', async () => {
    expect(await talk("which of Dad's current tenants has been with him the longest?")).toContain(
      '**Hal Pike** has rented from you the longest: since **Jun 1, 2019**',
    );
    expect(await talk('who lives at 4 oak lane', 'who lived there before her?')).toContain('Del White');
    expect(await talk("Was there someone else in Mr. Finch's unit before him?")).toContain('Tess Oakes');
    // A tenant's deposit asked as what they paid: the lease's deposit, not their rent.
    expect(await talk('How much of a security deposit did Ms. Amber pay for the house?')).toContain(
      '**$1,650.00** security deposit',
    );
  });

  it('counts the units rented, and names the months a place stood empty so far', async () => {
    expect(await talk('how many units do i have rented right now and which are vacant')).toContain(
      '**3 units** are rented today',
    );
    expect(await talk('over the last 12 months which months did i have something sitting empty')).toContain(
      'September through November 2026',
    );
  });

  it('shows more of the last ranking, and a stretch said without its unit in the last one', async () => {
    const topTwo = await talk('which property cost me the most this year', 'top 2?');
    expect(topTwo).toContain('(top 2 of 3)');
    expect(topTwo).toContain('12 Wren Way');
    expect(await talk('leases ending in the next 6 months', 'and in the next 12?')).toContain('Hal Pike');
  });
});
