// The chat assistant, offline: a seeded portfolio, ~40 questions as a landlord would type them, and the
// share answered correctly (every expected figure or name present) with the median latency. Expected
// figures are computed here from the seed data, not by the assistant's code.
import { register } from 'tsx/esm/api';

// The server's TypeScript, loaded as is (tsx), without a build.
register();
const testing = await import('../server/src/modules/assistant/assistant.testing.ts');
const { buildAssistantTestApp, seedPortfolio, PORTFOLIO, LOOKALIKE } = testing;
const { readableDay } = await import('../contract/src/calendar-date.ts');

// ---- expected figures, from the seed
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (dollars) => usd.format(Math.round(dollars * 100) / 100);
const propertyOfTenant = (key) => PORTFOLIO.tenants.find((t) => t.key === key).property;
const incomeRows = [
  ...PORTFOLIO.payments.map((p) => ({ ...p, property: propertyOfTenant(p.tenant), category: 'Rent' })),
  ...PORTFOLIO.incomes,
];
const sum = (rows, from, to, { property, category } = {}) =>
  Math.round(
    rows
      .filter((r) => r.date >= from && r.date <= to)
      .filter((r) => !property || r.property === property)
      .filter((r) => !category || r.category === category)
      .reduce((total, r) => total + r.amount * 100, 0),
  ) / 100;
const income = (from, to, filter) => sum(incomeRows, from, to, filter);
const expenses = (from, to, filter) => sum(PORTFOLIO.expenses, from, to, filter);
const rentRoll = PORTFOLIO.tenants.reduce((total, t) => total + t.lease.rent, 0);
const tenant = (key) => PORTFOLIO.tenants.find((t) => t.key === key);
// Will's lease starts on October 3 (due the 3rd): October is the 29 days of 31 it covers, November the
// full rent (docs/decisions/0013-rent-periods-are-calendar-months.md), less his one payment.
const willOwes = (() => {
  const { lease } = PORTFOLIO.tenants.find((t) => t.key === 'will');
  const cents = Math.round((lease.rent * 100 * 29) / 31) + Math.round(lease.rent * 100);
  const paid = PORTFOLIO.payments
    .filter((p) => p.tenant === 'will')
    .reduce((sum, p) => sum + p.amount * 100, 0);
  return (cents - Math.round(paid)) / 100;
})();
const OCT = ['2026-10-01', '2026-10-31'];
const YTD = ['2026-01-01', '2026-11-10'];
const Q3 = ['2026-07-01', '2026-09-30'];

// [question, expected substrings, options]
const QUESTIONS = [
  ['How much did I spend on repairs last month?', [money(expenses(...OCT, { category: 'Repairs' }))]],
  ['what were my total expenses in october', [money(expenses(...OCT))]],
  ['income last month', [money(income(...OCT))]],
  ['whats my net income for october?', [money(income(...OCT) - expenses(...OCT))]],
  ['How much rent did I collect in Oct 2026', [money(income(...OCT, { category: 'Rent' }))]],
  ['expenses year to date', [money(expenses(...YTD))]],
  [
    'how much have I spent on insurance this year',
    [money(expenses('2026-01-01', '2026-12-31', { category: 'Insurance' }))],
  ],
  ['Q3 expenses', [money(expenses(...Q3))]],
  ['what did 12 Elm St cost me in July', [money(expenses('2026-07-01', '2026-07-31', { property: 'elm' }))]],
  ['how much did I make at 40 oak last month', [money(income(...OCT, { property: 'oak' }))]],
  ['total income in 2026 so far', [money(income(...YTD))]],
  ['did I make money last quarter?', [money(income(...Q3) - expenses(...Q3))]],
  ['repairs in 2025', [money(expenses('2025-01-01', '2025-12-31', { category: 'Repairs' }))]],
  [
    'how much did I pay in taxes this year',
    [money(expenses('2026-01-01', '2026-12-31', { category: 'Taxes' }))],
  ],
  ['late fees collected last month', [money(income(...OCT, { category: 'Late fees' }))]],
  ['utilty costs in september', [money(expenses('2026-09-01', '2026-09-30', { category: 'Utilities' }))]],
  ['and in august?', ['No Utilities expenses were recorded in August 2026']],
  ['what was my income in october?', [money(income(...OCT))]],
  ['and at 7 main?', [money(income(...OCT, { property: 'main' }))]],
  ['what about last quarter?', ['No income was recorded at 7 Main Street in Q3 2026']],
  ["what's my total monthly rent?", [money(rentRoll)]],
  ['rent roll for 40 oak', [money(tenant('will').lease.rent)]],
  ['How many properties do I have?', [`${PORTFOLIO.properties.length} properties`]],
  ['which properties are commercial', ['7 Main Street']],
  ['tell me about elm st', [money(PORTFOLIO.properties[0].purchase_price)]],
  ["What's Maria's phone number?", [tenant('maria').phone_number]],
  ['who lives at 40 Oak Ave', ['Will Turner']],
  ['email for rosa parks', [tenant('rosa').email]],
  ['which leases end in the next 3 months?', ['2 leases', 'Rosa Parks', 'Maria Lopez']],
  ['any leases expiring in May?', ['Will Turner', readableDay('2027-05-31')]],
  ['who is late on rent?', ['Will Turner', money(willOwes)]],
  // Her payments of the month, and what she owes today.
  [
    'has rosa paid this month',
    ['Rosa Parks paid **$1,500.00** in rent in November 2026', 'Nothing is owed today'],
  ],
  ['open maintenance requests', ['2 open maintenance requests']],
  ['which work orders are in progress', ['Paint hallway']],
  ["what's on my calendar this week?", ['Fix sink']],
  ['show me the invoices', ['2 invoice documents']],
  ['do I have a lease document for 12 elm', ['elm-lease.pdf']],
  ["how's my portfolio doing", [`${PORTFOLIO.properties.length} properties`, money(rentRoll)]],
  ['what can you do?', ['I answer from your own Astor records']],
  ["what's the weather tomorrow", ["I can't tell that from your records"]],
  ['how much cash did the oak place bring in last month?', [money(income(...OCT, { property: 'oak' }))]],
  ["What's Will's rent?", [money(tenant('will').lease.rent)]],
  ['spending on 12 elm this yr', [money(expenses('2026-01-01', '2026-12-31', { property: 'elm' }))]],
  ['how much did i shell out for plumbing in oct', [money(expenses(...OCT, { category: 'Repairs' }))]],
  ["who's behind on rent", ['Will Turner']],
  ["when does Maria's lease end?", [readableDay(tenant('maria').lease.end)]],
  ['whats due in the next 30 days', ['Fix sink', 'Maria Lopez']],
  ['what did we earn in Q4 last year', ['No income was recorded in Q4 2025']],
  [
    'net for elm street ytd',
    [money(income(...YTD, { property: 'elm' }) - expenses(...YTD, { property: 'elm' }))],
  ],
  ['show completed maintenance', ['Replace lock']],
  [
    'how much did maintenance cost me in november',
    [money(expenses('2026-11-01', '2026-11-30', { category: 'Cleaning and maintenance' }))],
  ],
  ['give me a breakdown of october expenses', [money(expenses(...OCT)), 'Repairs']],
  ["What's the address of my condo?", ['40 Oak Avenue']],
  ['Tell me about Maria Lopez', [tenant('maria').phone_number]],
  ['how many tenants do I have', [`${PORTFOLIO.tenants.length} tenants`]],
  ['total rent income this year', [money(income(...YTD, { category: 'Rent' }))]],
  ["what's expiring next month?", ['No active leases end in December 2026']],
  ['anything i need to deal with today?', ['Nothing is on your calendar today']],
  [
    "how's 7 main doing this year",
    [money(income(...YTD, { property: 'main' }) - expenses(...YTD, { property: 'main' }))],
  ],
  [
    'which unit has the highest rent?',
    [`7 Main Street, Maria Lopez: **${money(tenant('maria').lease.rent)}**`],
  ],
  ["What's my outstanding rent?", [money(willOwes)]],
  ['smoke alarm going off at 40 oak', ['**Fire or smoke', '**40 Oak Avenue**'], { emergency: true }],
  [
    'I smell gas at 12 Elm St!!',
    ['**Possible gas leak', 'emergency maintenance request for **12 Elm St**'],
    { emergency: true },
  ],
  [
    'theres water pouring through the ceiling',
    ['**Water leak', 'Which property is this at?'],
    { emergency: true },
  ],
  ['7 main street', ['emergency maintenance request for **7 Main Street**'], { emergency: true }],
  ['how much did I spend on repairs in october', ['$8,888.88'], { as: 'other', forbid: ['$100.00'] }],
];

// BENCH_ONLY=name,name runs only those parts: 'regression', a set's name (landlord-blind-7,
// tenant-line-blind-4.json) or 'emergencies'. Unset, everything runs.
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const wanted = (name) => !only || only.includes(name);

if (wanted('regression')) {
  // ---- run
  const ctx = await buildAssistantTestApp();
  const users = { jane: await seedPortfolio(ctx, PORTFOLIO), other: await seedPortfolio(ctx, LOOKALIKE) };
  const viaHttp = ctx.app.hasRoute({ method: 'POST', url: '/api/chat/copilot' });
  async function ask(user, message) {
    if (!viaHttp) return ctx.service.reply(user.ownerId, message);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/copilot',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { message },
    });
    return response.json();
  }

  const latencies = [];
  const failures = [];
  for (const [question, expected, options = {}] of QUESTIONS) {
    const started = performance.now();
    const reply = await ask(users[options.as ?? 'jane'], question);
    latencies.push(performance.now() - started);
    const missing = expected.filter((piece) => !reply.response.includes(piece));
    const forbidden = (options.forbid ?? []).filter((piece) => reply.response.includes(piece));
    const emergencyOk = Boolean(reply.emergency) === Boolean(options.emergency);
    if (missing.length || forbidden.length || !emergencyOk) {
      failures.push({ question, missing, forbidden, emergencyOk, response: reply.response.split('\n')[0] });
    }
  }
  await ctx.close();

  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const correct = QUESTIONS.length - failures.length;
  console.log(
    `assistant (offline engine, in-process PGlite, ${viaHttp ? 'through POST /api/chat/copilot' : 'service calls'})`,
  );
  console.log(
    `  correct: ${correct}/${QUESTIONS.length} (${((correct / QUESTIONS.length) * 100).toFixed(1)}%)`,
  );
  console.log(
    `  latency: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
  );
  for (const f of failures) {
    console.log(`  ✗ ${f.question}`);
    if (f.missing.length) console.log(`      missing: ${f.missing.join(' | ')}`);
    if (f.forbidden.length) console.log(`      forbidden: ${f.forbidden.join(' | ')}`);
    if (!f.emergencyOk) console.log('      emergency flag wrong');
    console.log(`      got: ${f.response}`);
  }
}

/**
 * A blind set's landlord began recording on the "books start" its README states: the first month of any
 * payment, income or expense. Adopting Astor, they entered the leases that began before it with "Rent
 * tracked from" that day and nothing owed (docs/decisions/0012-rent-tracked-from.md), as every blind set
 * says ("nothing before the books start is owed"); a lease over before it, from its last day.
 */
function trackedFromBooksStart(portfolio) {
  const dates = [...portfolio.payments, ...(portfolio.incomes ?? []), ...portfolio.expenses].map(
    (r) => r.date,
  );
  const booksStart = `${dates.reduce((a, b) => (a < b ? a : b)).slice(0, 7)}-01`;
  return portfolio.tenants.map((t) =>
    t.lease.start < booksStart
      ? { ...t, lease: { ...t.lease, tracked_from: t.lease.end < booksStart ? t.lease.end : booksStart } }
      : t,
  );
}

// ---- blind landlord questions (bench/sets/landlord-blind-N, each written by someone who had not read the
// assistant, with its own portfolio and clock and expected figures computed by its script). The newest is
// never used to tune the assistant; older ones stay as regression sets.
for (const setName of [
  'landlord-blind-2',
  'landlord-blind-3',
  'landlord-blind-4',
  'landlord-blind-5',
  'landlord-blind-6',
  'landlord-blind-7',
  'landlord-blind-8',
  'landlord-blind-9',
  'landlord-blind-10',
  'landlord-blind-11',
  'landlord-blind-12',
  'landlord-blind-13',
  'landlord-blind-14',
  'landlord-blind-15',
  'landlord-blind-16',
  'landlord-blind-17',
  'landlord-blind-18',
  'landlord-blind-19',
  'landlord-blind-20',
  'landlord-blind-21',
  'landlord-blind-22',
  'landlord-blind-23',
  'landlord-blind-24',
  'landlord-blind-25',
  'landlord-blind-26',
  'landlord-blind-27',
  'landlord-blind-28',
  'landlord-blind-29',
  'landlord-blind-30',
  'landlord-blind-31',
  'landlord-blind-32',
  'landlord-blind-33',
  'landlord-blind-34',
  'landlord-blind-35',
  'landlord-blind-36',
  'landlord-blind-37',
  'landlord-blind-38',
  'landlord-blind-39',
  'landlord-blind-40',
  'landlord-blind-41',
  'landlord-blind-42',
  'landlord-blind-43',
  'landlord-blind-44',
  'landlord-blind-45',
  'landlord-blind-46',
  'landlord-blind-47',
  'landlord-blind-48',
  'landlord-blind-49',
  'landlord-blind-50',
  'landlord-blind-51',
  'landlord-blind-52',
  'landlord-blind-53',
  'landlord-blind-54',
  'landlord-blind-55',
  'landlord-blind-56',
  'landlord-blind-57',
  'landlord-blind-58',
  'landlord-blind-59',
  'landlord-blind-60',
  'landlord-blind-61',
  'landlord-blind-62',
  'landlord-blind-63',
  'landlord-blind-64',
  'landlord-blind-65',
  'landlord-blind-66',
  'landlord-blind-67',
  'landlord-blind-68',
  'landlord-blind-69',
  'landlord-blind-70',
  'landlord-blind-71',
  'landlord-blind-72',
  'landlord-blind-73',
  'landlord-blind-74',
  'landlord-blind-75',
  'landlord-blind-76',
  'landlord-blind-77',
  'landlord-blind-78',
  'landlord-blind-79',
  'landlord-blind-80',
  'landlord-blind-81',
  'landlord-blind-82',
  'landlord-blind-83',
  'landlord-blind-84',
  'landlord-blind-85',
  'landlord-blind-86',
].filter(wanted)) {
  const { readFileSync } = await import('node:fs');
  const set = (name) =>
    JSON.parse(readFileSync(new URL(`./sets/${setName}/${name}`, import.meta.url), 'utf8'));
  const portfolio = set('portfolio.json');
  const questions = set('questions.json');
  const blindNow = new Date(`${portfolio.today}T17:00:00Z`);
  const blind = await buildAssistantTestApp({ clock: () => blindNow });
  const owner = await seedPortfolio(blind, {
    ...portfolio,
    tenants: trackedFromBooksStart(portfolio),
    incomes: portfolio.incomes ?? [],
    maintenance: portfolio.maintenance ?? [],
    documents: portfolio.documents ?? [],
  });
  const chat = (method, url, payload) =>
    blind.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${owner.token}` },
      ...(payload ? { payload } : {}),
    });
  const misses = [];
  const times = [];
  const byKind = new Map();
  for (const q of questions) {
    // Every question starts a fresh conversation; a follow-up's is its chain of earlier questions first.
    await chat('DELETE', '/api/chat/history');
    const chain = [];
    for (let parent = q.follow_up_of; parent;) {
      const earlier = questions.find((other) => other.id === parent);
      chain.unshift(earlier.question);
      parent = earlier.follow_up_of;
    }
    for (const earlier of chain) await chat('POST', '/api/chat/copilot', { message: earlier });
    const started = performance.now();
    const answer = (await chat('POST', '/api/chat/copilot', { message: q.question })).json().response ?? '';
    times.push(performance.now() - started);
    // Words are matched whatever their case ("loading" is in "Loading door sticks"), as a person grades.
    const said = answer.toLowerCase();
    const missing = q.expected.filter((piece) => !said.includes(piece.toLowerCase()));
    const forbidden = (q.forbid ?? []).filter((piece) => said.includes(piece.toLowerCase()));
    const ok = missing.length === 0 && forbidden.length === 0;
    const tally = byKind.get(q.kind) ?? [0, 0];
    byKind.set(q.kind, [tally[0] + (ok ? 1 : 0), tally[1] + 1]);
    if (!ok) misses.push({ q, missing, forbidden, answer });
  }
  await blind.close();
  const ordered = [...times].sort((a, b) => a - b);
  const share = questions.length - misses.length;
  console.log(`blind landlord questions (bench/sets/${setName}, written blind)`);
  console.log(`  correct: ${share}/${questions.length} (${((share / questions.length) * 100).toFixed(1)}%)`);
  console.log(
    `  latency: median ${ordered[Math.floor(ordered.length / 2)].toFixed(1)} ms, p95 ${ordered[Math.min(ordered.length - 1, Math.floor(0.95 * ordered.length))].toFixed(1)} ms`,
  );
  console.log(`  by kind: ${[...byKind].map(([kind, [ok, all]]) => `${kind} ${ok}/${all}`).join(', ')}`);
  if (process.env.BENCH_SHOW_MISSES)
    for (const { q, missing, forbidden, answer } of misses) {
      console.log(`  ✗ [${q.kind}] ${q.question}`);
      if (missing.length) console.log(`      missing: ${missing.join(' | ')}`);
      if (forbidden.length) console.log(`      forbidden: ${forbidden.join(' | ')}`);
      console.log(`      got: ${process.env.BENCH_SHOW_MISSES === 'full' ? answer : answer.split('\n')[0]}`);
    }
}

// ---- tenant line: questions about one's own lease (bench/sets/tenant-line-blind-N.json, written blind):
// the lease's fields on record and its text stored as the property's lease document.
for (const setFile of [
  'tenant-line-blind-1.json',
  'tenant-line-blind-2.json',
  'tenant-line-blind-3.json',
  'tenant-line-blind-4.json',
  'tenant-line-blind-5.json',
  'tenant-line-blind-6.json',
  'tenant-line-blind-7.json',
  'tenant-line-blind-8.json',
  'tenant-line-blind-9.json',
  'tenant-line-blind-10.json',
  'tenant-line-blind-11.json',
  'tenant-line-blind-12.json',
  'tenant-line-blind-13.json',
  'tenant-line-blind-14.json',
  'tenant-line-blind-15.json',
  'tenant-line-blind-16.json',
  'tenant-line-blind-17.json',
  'tenant-line-blind-18.json',
  'tenant-line-blind-19.json',
  'tenant-line-blind-20.json',
  'tenant-line-blind-21.json',
  'tenant-line-blind-22.json',
  'tenant-line-blind-23.json',
  'tenant-line-blind-24.json',
  'tenant-line-blind-25.json',
  'tenant-line-blind-26.json',
  'tenant-line-blind-27.json',
  'tenant-line-blind-28.json',
  'tenant-line-blind-29.json',
  'tenant-line-blind-30.json',
  'tenant-line-blind-31.json',
  'tenant-line-blind-32.json',
  'tenant-line-blind-33.json',
  'tenant-line-blind-34.json',
  'tenant-line-blind-35.json',
  'tenant-line-blind-36.json',
  'tenant-line-blind-37.json',
  'tenant-line-blind-38.json',
  'tenant-line-blind-39.json',
  'tenant-line-blind-40.json',
  'tenant-line-blind-41.json',
  'tenant-line-blind-42.json',
  'tenant-line-blind-43.json',
  'tenant-line-blind-44.json',
  'tenant-line-blind-45.json',
  'tenant-line-blind-46.json',
  'tenant-line-blind-47.json',
  'tenant-line-blind-48.json',
  'tenant-line-blind-49.json',
  'tenant-line-blind-50.json',
  'tenant-line-blind-51.json',
  'tenant-line-blind-52.json',
  'tenant-line-blind-53.json',
  'tenant-line-blind-54.json',
  'tenant-line-blind-55.json',
  'tenant-line-blind-56.json',
  'tenant-line-blind-57.json',
  'tenant-line-blind-58.json',
  'tenant-line-blind-59.json',
  'tenant-line-blind-60.json',
  'tenant-line-blind-61.json',
  'tenant-line-blind-62.json',
  'tenant-line-blind-63.json',
  'tenant-line-blind-64.json',
  'tenant-line-blind-65.json',
  'tenant-line-blind-66.json',
  'tenant-line-blind-67.json',
  'tenant-line-blind-68.json',
  'tenant-line-blind-69.json',
  'tenant-line-blind-70.json',
  'tenant-line-blind-71.json',
  'tenant-line-blind-72.json',
  'tenant-line-blind-73.json',
  'tenant-line-blind-74.json',
  'tenant-line-blind-75.json',
  'tenant-line-blind-76.json',
  'tenant-line-blind-77.json',
  'tenant-line-blind-78.json',
  'tenant-line-blind-79.json',
  'tenant-line-blind-80.json',
  'tenant-line-blind-81.json',
  'tenant-line-blind-82.json',
  'tenant-line-blind-83.json',
].filter(wanted)) {
  const { readFileSync } = await import('node:fs');
  const { buildTestApp, signUp, createProperty, apiAs } =
    await import('../server/src/testing/build-test-app.ts');
  const { documents } = await import('../server/src/db/schema.ts');
  const set = JSON.parse(readFileSync(new URL(`./sets/${setFile}`, import.meta.url), 'utf8'));
  const now = new Date(`${set.today}T17:00:00Z`);
  const line = await buildTestApp({}, { clock: () => now });
  const landlord = await signUp(line.app, 'Blind Landlord');
  const api = apiAs(line.app, landlord.token);
  const property = await createProperty(line.app, landlord.token, set.property);
  const [first, ...rest] = set.tenant.name.split(' ');
  const tenant = (
    await api('POST', '/api/tenants/manual', {
      first_name: first,
      last_name: rest.join(' '),
      property_id: property.id,
      email: set.tenant.email,
      phone_number: set.tenant.phone_number,
    })
  ).json();
  const lease = await api('POST', '/api/leases', {
    property_id: property.id,
    tenant_id: tenant.id,
    rent_amount_monthly: set.lease.rent,
    start_date: set.lease.start,
    end_date: set.lease.end,
    rent_due_day: set.lease.due_day,
    security_deposit: set.lease.deposit,
    grace_period_days: set.lease.grace_period_days,
    special_lease_terms: { late_payment: { initial_fee: set.lease.late_fee, daily_late_charge: null } },
  });
  if (lease.statusCode >= 300) throw new Error(`lease: ${lease.body}`);
  const me = (await api('GET', '/api/users/me')).json();
  await line.database.db.insert(documents).values({
    ownerId: me.id,
    propertyId: property.id,
    documentType: 'Lease',
    fileName: 'lease.pdf',
    uploadDate: set.lease.start,
    extractedText: set.lease_text,
  });
  const token = (await api('POST', `/api/properties/${property.id}/tenant-link`)).json().url.split('/t/')[1];
  let right = 0;
  const wrong = [];
  const kinds = new Map();
  for (const [i, { message, expected, kind }] of set.messages.entries()) {
    const reply = (
      await line.app.inject({
        method: 'POST',
        url: `/api/tenant-line/${token}/messages`,
        payload: { message },
        remoteAddress: `10.9.${Math.floor(i / 200)}.${i % 200}`,
      })
    ).json();
    const text = reply.response ?? '';
    const missing = expected.filter((piece) => !text.includes(piece));
    // Sets spell an ordinary message's kind 'non-emergency' or 'not_emergency'; a real one is 'emergency'
    // and must be escalated.
    const isOrdinary = /^no[nt][-_ ]?emergency$/.test(kind);
    const ok =
      missing.length === 0 && !(isOrdinary && reply.emergency) && !(kind === 'emergency' && !reply.emergency);
    const tally = kinds.get(kind) ?? [0, 0];
    kinds.set(kind, [tally[0] + (ok ? 1 : 0), tally[1] + 1]);
    if (ok) right += 1;
    else wrong.push({ message, missing, text, emergency: reply.emergency });
  }
  await line.close();
  console.log(`tenant line answers (bench/sets/${setFile}, written blind)`);
  console.log(
    `  correct: ${right}/${set.messages.length} (${((right / set.messages.length) * 100).toFixed(1)}%)`,
  );
  console.log(`  by kind: ${[...kinds].map(([kind, [ok, all]]) => `${kind} ${ok}/${all}`).join(', ')}`);
  if (process.env.BENCH_SHOW_MISSES)
    for (const { message, missing, text, emergency } of wrong) {
      console.log(`  ✗ ${message}${emergency ? ' (answered as an emergency)' : ''}`);
      if (missing.length) console.log(`      missing: ${missing.join(' | ')}`);
      console.log(`      got: ${process.env.BENCH_SHOW_MISSES === 'full' ? text : text.split('\n')[0]}`);
    }
}

if (wanted('emergencies')) {
  // ---- tenant line: emergencies on sets written blind (bench/sets), never used to tune the reader
  const { readFileSync } = await import('node:fs');
  const { readMessage } = await import('../server/src/modules/tenant-line/read-message.ts');
  const home = {
    id: 'p',
    address: '4512 Avenue H',
    city: 'Austin',
    propertyType: 'House',
    isCommercial: false,
  };
  for (const setFile of [
    'tenant-messages-blind-1.json',
    'tenant-messages-blind-2.json',
    'tenant-messages-blind-3.json',
    'tenant-messages-blind-4.json',
    'tenant-messages-blind-5.json',
    'tenant-messages-blind-6.json',
    'tenant-messages-blind-7.json',
    'tenant-messages-blind-8.json',
    'tenant-messages-blind-9.json',
    'tenant-messages-blind-10.json',
    'tenant-messages-blind-11.json',
    'tenant-messages-blind-12.json',
    'tenant-messages-blind-13.json',
    'tenant-messages-blind-14.json',
    'tenant-messages-blind-15.json',
    'tenant-messages-blind-16.json',
    'tenant-messages-blind-17.json',
    'tenant-messages-blind-18.json',
    'tenant-messages-blind-19.json',
    'tenant-messages-blind-20.json',
    'tenant-messages-blind-21.json',
    'tenant-messages-blind-22.json',
    'tenant-messages-blind-23.json',
    'tenant-messages-blind-24.json',
    'tenant-messages-blind-25.json',
    'tenant-messages-blind-26.json',
    'tenant-messages-blind-27.json',
    'tenant-messages-blind-28.json',
    'tenant-messages-blind-29.json',
    'tenant-messages-blind-30.json',
    'tenant-messages-blind-31.json',
    'tenant-messages-blind-32.json',
    'tenant-messages-blind-33.json',
    'tenant-messages-blind-34.json',
    'tenant-messages-blind-35.json',
    'tenant-messages-blind-36.json',
    'tenant-messages-blind-37.json',
    'tenant-messages-blind-38.json',
    'tenant-messages-blind-39.json',
    'tenant-messages-blind-40.json',
    'tenant-messages-blind-41.json',
  ]) {
    const blind = JSON.parse(readFileSync(new URL(`./sets/${setFile}`, import.meta.url), 'utf8'));
    const falseAlarms = blind.ordinary.filter((message) => readMessage(message, home).emergency);
    const missed = blind.emergencies.filter(({ message }) => !readMessage(message, home).emergency);
    console.log(`tenant line emergencies (bench/sets/${setFile}, written blind)`);
    console.log(`  false emergencies: ${falseAlarms.length}/${blind.ordinary.length} ordinary messages`);
    console.log(
      `  escalated: ${blind.emergencies.length - missed.length}/${blind.emergencies.length} real emergencies`,
    );
    for (const message of falseAlarms) console.log(`  ✗ false alarm: ${message}`);
    for (const { message, kind } of missed) console.log(`  ✗ missed (${kind}): ${message}`);
  }
}
