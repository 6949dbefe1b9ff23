// Computes every expected figure of landlord-blind-3 from portfolio.json and writes questions.json.
// Plain Node, no dependencies. Money is handled in integer cents. Run: node compute.mjs
// Conventions are in README.md. The script refuses to write when a ranking it relies on has a tie.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const P = JSON.parse(fs.readFileSync(path.join(dir, 'portfolio.json'), 'utf8'));

// Mirrors contract/src/categories.ts and the maintenance/document enums.
const EXPENSE_CATEGORIES = [
  'Advertising',
  'Auto and travel',
  'Cleaning and maintenance',
  'Commissions',
  'Insurance',
  'Legal and professional fees',
  'Management fees',
  'Mortgage interest',
  'Other interest',
  'Repairs',
  'Supplies',
  'Taxes',
  'Utilities',
  'Depreciation',
  'HOA',
  'Other',
];
const INCOME_CATEGORIES = ['Rent', 'Late fees', 'Other'];
const PROPERTY_TYPES = ['Single Family', 'Condo', 'Townhouse', 'Multi-Family', 'Commercial'];
const MAINTENANCE_STATUSES = ['Pending', 'In Progress', 'Completed'];
const DOCUMENT_TYPES = ['Lease', 'Invoice', 'Contract', 'Legal', 'Other'];

function fail(message) {
  console.error('compute.mjs: ' + message + ' - questions.json NOT written');
  process.exit(1);
}
function check(condition, message) {
  if (!condition) fail(message);
}

// ---------- money and dates ----------
const cents = (amount) => Math.round(amount * 100);
function money(c) {
  const abs = Math.abs(c);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
const TODAY = P.today;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortMonth = (date) => MONTHS[Number(date.slice(5, 7)) - 1];
const pad = (n) => String(n).padStart(2, '0');
const addDays = (date, days) => {
  const d = new Date(date + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const inRange = (date, [from, to]) => date >= from && date <= to;

const THIS_YEAR = ['2026-01-01', TODAY];
const LAST_YEAR = ['2025-01-01', '2025-12-31'];
const LAST_MONTH = ['2026-10-01', '2026-10-31'];
const THIS_MONTH = ['2026-11-01', TODAY];
const Q1_2026 = ['2026-01-01', '2026-03-31'];
const ALL_TIME = ['0000-01-01', '9999-12-31'];

// ---------- validation of the portfolio ----------
check(TODAY === '2026-11-24', 'today must be 2026-11-24');
check(new Date(TODAY + 'T00:00:00Z').getUTCDay() === 2, 'today must be a Tuesday');
const propByKey = new Map(P.properties.map((p) => [p.key, p]));
const tenantByKey = new Map(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, 'need 5 to 7 properties');
check(new Set(P.properties.map((p) => p.city)).size >= 3, 'need at least 3 cities');
const states = new Set(P.properties.map((p) => p.state));
check(states.size >= 2 && states.size <= 3, 'need 2 or 3 states');
for (const p of P.properties) {
  check(PROPERTY_TYPES.includes(p.property_type), 'bad property_type ' + p.key);
  check(/^[A-Z]{2}$/.test(p.state), 'bad state ' + p.key);
}
check(P.tenants.length >= 7 && P.tenants.length <= 9, 'need 7 to 9 tenants');
for (const t of P.tenants) check(propByKey.has(t.property), 'tenant on unknown property ' + t.key);
for (const x of P.payments)
  check(tenantByKey.has(x.tenant) && x.date <= TODAY, 'bad payment ' + JSON.stringify(x));
check(P.incomes.length >= 4 && P.incomes.length <= 8, 'need 4 to 8 incomes');
for (const x of P.incomes) {
  check(propByKey.has(x.property), 'income on unknown property');
  check(INCOME_CATEGORIES.includes(x.category) && x.category !== 'Rent', 'bad income category ' + x.category);
}
check(P.expenses.length >= 45 && P.expenses.length <= 70, 'need 45 to 70 expenses');
for (const x of P.expenses) {
  check(propByKey.has(x.property), 'expense on unknown property');
  check(EXPENSE_CATEGORIES.includes(x.category), 'bad expense category ' + x.category);
  check(x.date >= '2025-01-01' && x.date <= '2026-11-23', 'expense out of range ' + x.date);
  check(x.entity && x.description, 'expense needs entity and description');
}
check(P.maintenance.length >= 4 && P.maintenance.length <= 7, 'need 4 to 7 maintenance items');
for (const m of P.maintenance) check(MAINTENANCE_STATUSES.includes(m.status), 'bad status ' + m.status);
check(P.documents.length >= 4 && P.documents.length <= 6, 'need 4 to 6 documents');
for (const d of P.documents) check(DOCUMENT_TYPES.includes(d.type), 'bad document type ' + d.type);

// ---------- ledger ----------
const fullName = (t) => `${t.first_name} ${t.last_name}`;
const addr = (key) => propByKey.get(key).address;
// Rent payments are Rent income of the tenant's lease (on the tenant's property).
const income = [
  ...P.payments.map((x) => ({
    property: tenantByKey.get(x.tenant).property,
    date: x.date,
    c: cents(x.amount),
    category: 'Rent',
    tenant: x.tenant,
  })),
  ...P.incomes.map((x) => ({ property: x.property, date: x.date, c: cents(x.amount), category: x.category })),
];
const expenses = P.expenses.map((x) => ({ ...x, c: cents(x.amount) }));
const sum = (rows) => rows.reduce((s, r) => s + r.c, 0);
const cityOf = (key) => propByKey.get(key).city;

const spend = ({ range = ALL_TIME, property, city, vendor, word } = {}) =>
  sum(
    expenses.filter(
      (x) =>
        inRange(x.date, range) &&
        (!property || x.property === property) &&
        (!city || cityOf(x.property) === city) &&
        (!vendor || x.entity.toLowerCase() === vendor.toLowerCase()) &&
        (!word || x.description.toLowerCase().includes(word.toLowerCase())),
    ),
  );
const earned = ({ range = ALL_TIME, property, city, category } = {}) =>
  sum(
    income.filter(
      (x) =>
        inRange(x.date, range) &&
        (!property || x.property === property) &&
        (!city || cityOf(x.property) === city) &&
        (!category || x.category === category),
    ),
  );
const net = (opts) => earned(opts) - spend(opts);

// Sorts [label, value] pairs descending and refuses ties among the first `depth` places (all by default).
function ranked(pairs, what, depth = pairs.length) {
  const sorted = [...pairs].sort((a, b) => b[1] - a[1]);
  for (let i = 0; i < Math.min(depth, sorted.length - 1); i++) {
    if (sorted[i][1] === sorted[i + 1][1])
      fail(`tie in ranking "${what}": ${sorted[i][0]} / ${sorted[i + 1][0]}`);
  }
  return sorted;
}
const lowestTie = (pairs, what) => {
  const sorted = [...pairs].sort((a, b) => a[1] - b[1]);
  if (sorted.length > 1 && sorted[0][1] === sorted[1][1]) fail(`tie for lowest in "${what}"`);
  return sorted;
};

// ---------- leases, rent owed ----------
const activeOn = (t, date) => t.lease.start <= date && date <= t.lease.end;
function dueDates(t) {
  const stop = t.lease.end < TODAY ? t.lease.end : TODAY;
  let [y, m] = t.lease.start.split('-').map(Number);
  const out = [];
  for (;;) {
    const due = `${y}-${pad(m)}-${pad(t.lease.due_day)}`;
    if (due > stop) break;
    if (due >= t.lease.start) out.push(due);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
const paidBy = (key, range = ALL_TIME) =>
  sum(
    P.payments.filter((x) => x.tenant === key && inRange(x.date, range)).map((x) => ({ c: cents(x.amount) })),
  );
const owed = (t) => dueDates(t).length * cents(t.lease.rent) - paidBy(t.key);

// ---------- figures ----------
const props = P.properties.map((p) => p.key);
const expThisYear = spend({ range: THIS_YEAR });
const expLastYear = spend({ range: LAST_YEAR });
const expAllTime = spend();
const incLastMonth = earned({ range: LAST_MONTH });
const rentLastMonth = earned({ range: LAST_MONTH, category: 'Rent' });
const rentThisYear = earned({ range: THIS_YEAR, category: 'Rent' });
const incThisYear = earned({ range: THIS_YEAR });
const expQ1 = spend({ range: Q1_2026 });
const net2025 = net({ range: LAST_YEAR });
const inc2025 = earned({ range: LAST_YEAR });

const netThisYear = ranked(
  props.map((k) => [k, net({ range: THIS_YEAR, property: k })]),
  'net by property this year',
);
const losers = netThisYear.filter(([, v]) => v < 0);
check(losers.length === 2, 'exactly two properties must lose money this year');
const incomeThisYear = ranked(
  props.map((k) => [k, earned({ range: THIS_YEAR, property: k })]),
  'income by property this year',
);
const mostIncome = incomeThisYear[0];
const leastIncome = incomeThisYear[incomeThisYear.length - 1];
check(incomeThisYear.at(-1)[1] !== incomeThisYear.at(-2)[1], 'tie for least income this year');

const byAmount = ranked(
  expenses.map((x, i) => [i, x.c]),
  'single expenses',
  1,
);
const biggestRepair = ranked(
  expenses.map((x, i) => [i, x.c]).filter(([i]) => expenses[i].category === 'Repairs'),
  'single repairs',
  1,
)[0];
check(byAmount[0][0] === biggestRepair[0], 'largest single expense must also be the largest Repairs expense');
const repair = expenses[biggestRepair[0]];

const vendorTotals = new Map();
for (const x of expenses) vendorTotals.set(x.entity, (vendorTotals.get(x.entity) ?? 0) + x.c);
const topVendors = ranked([...vendorTotals], 'vendors by spend', 4);

const active = P.tenants.filter((t) => activeOn(t, TODAY));
const rents = active.map((t) => [t.key, cents(t.lease.rent)]);
const lowestRent = lowestTie(rents, 'rent of active leases')[0];
const highestRent = ranked(rents, 'rent of active leases', 1)[0];
// The lowest rent must also be lowest among every lease, ended ones included, so the answer is not ambiguous.
check(
  lowestTie(
    P.tenants.map((t) => [t.key, cents(t.lease.rent)]),
    'all rents',
  )[0][0] === lowestRent[0],
  'lowest rent ambiguous',
);

const endingSoon = P.tenants.filter((t) => t.lease.end >= TODAY && t.lease.end <= addDays(TODAY, 30));
check(endingSoon.length === 1, 'exactly one lease must end within 30 days');
const endedThisYear = P.tenants.filter((t) => t.lease.end >= '2026-01-01' && t.lease.end < TODAY);
check(endedThisYear.length === 2, 'exactly two leases must have ended in 2026');

const notPaid = active.filter((t) => paidBy(t.key, THIS_MONTH) < cents(t.lease.rent));
check(notPaid.length === 2, 'expected two tenants short in November');
const owing = P.tenants.map((t) => [t.key, owed(t)]);
for (const [k, v] of owing) check(v >= 0, 'overpaid tenant ' + k);

const T = (key) => tenantByKey.get(key);
const lastPayment = (key) =>
  P.payments.filter((x) => x.tenant === key).sort((a, b) => (a.date < b.date ? 1 : -1))[0];
const odalysLast = lastPayment('odalys');
check(odalysLast.date < '2026-11-01', 'Odalys must not have paid in November');
const tobiasOct = P.payments.filter((x) => x.tenant === 'tobias' && inRange(x.date, LAST_MONTH));
check(
  tobiasOct.length === 1 && tobiasOct[0].date === '2026-10-20',
  'Tobias must have paid October on the 20th',
);

const openItems = P.maintenance.filter((m) => m.status !== 'Completed');
const closedItems = P.maintenance.filter((m) => m.status === 'Completed');
const invoices = P.documents.filter((d) => d.type === 'Invoice');

const wordTotal = (word) => spend({ word });
const vendorAll = (vendor) => spend({ vendor });
const cmp = (a, b, what) => {
  check(a !== b, 'tie in comparison ' + what);
  return a > b;
};

// ---------- questions ----------
const OOS = ["I can't tell that from your records"];
const list = [];
let n = 0;
function q(question, expected, { forbid, follow, kind, note }) {
  n += 1;
  const id = `lb3-${pad(n)}`;
  const item = { id, question, expected };
  if (forbid && forbid.length) item.forbid = forbid;
  if (follow) {
    check(list.length && list.at(-1).id === follow, `follow-up ${id} must come right after ${follow}`);
    item.follow_up_of = follow;
  }
  item.kind = kind;
  item.note = note;
  list.push(item);
  return id;
}
const oos = (question, note) => q(question, OOS, { forbid: ['$'], kind: 'out_of_scope', note });

const q1 = q('How much did I spend in total this year?', [money(expThisYear)], {
  forbid: [money(expAllTime)],
  kind: 'period_total',
  note: `All expenses 2026-01-01..${TODAY}; forbid = all-time total.`,
});
q('and last year?', [money(expLastYear)], {
  follow: q1,
  kind: 'follow_up',
  note: 'All expenses in 2025.',
});
q('how much have I paid Blue Ridge Roofing?', [money(vendorAll('Blue Ridge Roofing Co'))], {
  kind: 'vendor',
  note: 'All-time expenses with entity Blue Ridge Roofing Co (includes the gutter guard job filed as Cleaning and maintenance).',
});
q('What have I spent on plumbing?', [money(wordTotal('plumbing'))], {
  forbid: [money(vendorAll('Piedmont Pipeworks'))],
  kind: 'description',
  note: 'All-time expenses whose description contains "plumbing" (Piedmont and Fixwell); forbid = Piedmont Pipeworks vendor total, which includes a backflow test and misses Fixwell plumbing jobs.',
});
q(
  'Which property lost money this year?',
  losers.map(([k]) => addr(k)),
  {
    kind: 'ranking',
    note: `Net 2026 (income incl. rent minus expenses) below zero: ${losers.map(([k, v]) => `${k} -${money(v)}`).join(', ')}.`,
  },
);
q('any leases expiring in the next 30 days?', [fullName(endingSoon[0]), addr(endingSoon[0].property)], {
  forbid: ['Tobias Renwick'],
  kind: 'lease',
  note: `Only ${fullName(endingSoon[0])} ends within 30 days (${endingSoon[0].lease.end}); Tobias Renwick ends 2027-01-31.`,
});
q('whats my totl income last month', [money(incLastMonth)], {
  kind: 'period_total',
  note: `All income dated October 2026: rent ${money(rentLastMonth)} plus the ${money(incLastMonth - rentLastMonth)} late fee.`,
});
oos("what's the weather looking like in Asheville this weekend?", 'Weather is not in the records.');
q(
  'what did smoky hollow hvac cost me this year',
  [money(spend({ range: THIS_YEAR, vendor: 'Smoky Hollow HVAC' }))],
  {
    forbid: [money(vendorAll('Smoky Hollow HVAC'))],
    kind: 'vendor',
    note: 'Smoky Hollow HVAC expenses in 2026; forbid = its all-time total.',
  },
);
const qMost = q(
  'Which property brought in the most income this year?',
  [addr(mostIncome[0]), money(mostIncome[1])],
  {
    kind: 'ranking',
    note: 'Income of every category (rent + other) in 2026 by property.',
  },
);
const qLeast = q('and the least?', [addr(leastIncome[0]), money(leastIncome[1])], {
  follow: qMost,
  kind: 'follow_up',
  note: 'Lowest 2026 income by property.',
});
q('and what did I spend there this year?', [money(spend({ range: THIS_YEAR, property: leastIncome[0] }))], {
  forbid: [money(spend({ property: leastIncome[0] }))],
  follow: qLeast,
  kind: 'follow_up',
  note: `2026 expenses at ${addr(leastIncome[0])}; forbid = its all-time expenses.`,
});
q('pest control total?', [money(wordTotal('pest'))], {
  forbid: [money(vendorAll('Sentry Pest Solutions'))],
  kind: 'description',
  note: 'All-time expenses whose description contains "pest"; forbid = Sentry Pest Solutions total, which includes a termite inspection.',
});
q('who hasnt paid rent this month?', notPaid.map(fullName), {
  forbid: ['Tobias Renwick', 'Colm Ashdown', 'Dorian Pelletier'],
  kind: 'payments',
  note: `Active leases whose November 2026 payments are below rent: ${notPaid
    .map((t) => `${fullName(t)} paid ${money(paidBy(t.key, THIS_MONTH))} of ${money(cents(t.lease.rent))}`)
    .join('; ')}. Tobias paid October late but November on time; Colm and Dorian's leases ended.`,
});
const qLow = q('which tenant pays the lowest rent?', [fullName(T(lowestRent[0])), money(lowestRent[1])], {
  kind: 'ranking',
  note: 'Lowest monthly rent among active leases (also lowest among ended ones).',
});
q('and the highest?', [fullName(T(highestRent[0])), money(highestRent[1])], {
  follow: qLow,
  kind: 'follow_up',
  note: 'Highest monthly rent among active leases.',
});
q('how much rent have i collected ytd', [money(rentThisYear)], {
  forbid: [money(incThisYear)],
  kind: 'period_total',
  note: 'Rent income only, 2026-01-01..today; forbid = all 2026 income including late fee and other income.',
});
oos('Do you think home prices in Knoxville will go up next year?', 'Market forecast.');
{
  const r = spend({ range: LAST_YEAR, city: 'Raleigh' });
  const c = spend({ range: LAST_YEAR, city: 'Chattanooga' });
  cmp(r, c, 'Raleigh vs Chattanooga 2025 expenses');
  q('Compare Raleigh and Chattanooga expenses for 2025', [money(r), money(c)], {
    kind: 'comparison',
    note: `2025 expenses: Raleigh ${money(r)}, Chattanooga ${money(c)}.`,
  });
}
q('Total paid to Piedmont Pipeworks?', [money(vendorAll('Piedmont Pipeworks'))], {
  forbid: [money(wordTotal('plumbing'))],
  kind: 'vendor',
  note: 'All-time Piedmont Pipeworks expenses; forbid = the "plumbing" description total.',
});
q('snow removal costs?', [money(wordTotal('snow removal'))], {
  forbid: [money(vendorAll('Frostline Snow Removal'))],
  kind: 'description',
  note: 'All-time expenses whose description contains "snow removal" (Frostline and one Fixwell job); forbid = Frostline total.',
});
q(
  "what was the most expensive single repair I've had?",
  [money(repair.c), repair.property && addr(repair.property)],
  {
    kind: 'ranking',
    note: `Largest single expense (also the largest Repairs one): ${repair.description}, ${repair.entity}, ${repair.date}.`,
  },
);
q('which leases ended this year?', endedThisYear.map(fullName), {
  kind: 'lease',
  note: `Leases with an end date in 2026 before today: ${endedThisYear
    .map((t) => `${fullName(t)} ${t.lease.end}`)
    .join(', ')}.`,
});
const qAsh = q(
  'How much did I spend in Asheville this year?',
  [money(spend({ range: THIS_YEAR, city: 'Asheville' }))],
  {
    kind: 'period_total',
    note: '2026 expenses of the Asheville properties.',
  },
);
q('what about knoxville?', [money(spend({ range: THIS_YEAR, city: 'Knoxville' }))], {
  follow: qAsh,
  kind: 'follow_up',
  note: '2026 expenses of the Knoxville properties.',
});
oos('whats my credit score?', 'Credit score is not in the records.');
q(
  'which maintenance requests are still open?',
  openItems.map((m) => m.title),
  {
    forbid: closedItems.map((m) => m.title),
    kind: 'open_items',
    note: 'Pending or In Progress items; forbid = Completed titles.',
  },
);
q(
  'rank my properties by net income for 2026',
  netThisYear.map(([, v]) => money(v)),
  {
    kind: 'ranking',
    note: `Net 2026, best first: ${netThisYear.map(([k, v]) => `${k} ${v < 0 ? '-' : ''}${money(v)}`).join(', ')}. Losses are expected without sign.`,
  },
);
{
  const a = net({ range: THIS_YEAR, property: 'quillback' });
  const b = net({ range: THIS_YEAR, property: 'ferrule' });
  cmp(a, b, 'quillback vs ferrule net');
  q('how does quillback compare to ferrule court on net this year', [money(a), money(b)], {
    kind: 'comparison',
    note: `Net 2026: ${addr('quillback')} ${a < 0 ? '-' : ''}${money(a)}, ${addr('ferrule')} ${b < 0 ? '-' : ''}${money(b)}.`,
  });
}
q('when did Odalys last pay rent?', [shortMonth(odalysLast.date), money(cents(odalysLast.amount))], {
  kind: 'payments',
  note: `Last payment ${odalysLast.date}, ${money(cents(odalysLast.amount))}; nothing in November.`,
});
{
  const priya = T('priya');
  q('how much does priya owe me', [money(owed(priya))], {
    kind: 'payments',
    note: `${dueDates(priya).length} rent dues of ${money(cents(priya.lease.rent))} from ${priya.lease.start} minus ${money(paidBy('priya'))} paid.`,
  });
}
q(
  'how much did greenbrair charge me in 2025',
  [money(spend({ range: LAST_YEAR, vendor: 'Greenbriar Lawn & Landscape' }))],
  {
    forbid: [money(vendorAll('Greenbriar Lawn & Landscape'))],
    kind: 'vendor',
    note: 'Typo for Greenbriar Lawn & Landscape; 2025 only; forbid = all-time total.',
  },
);
q('how much on landscaping', [money(wordTotal('landscaping'))], {
  forbid: [money(vendorAll('Greenbriar Lawn & Landscape'))],
  kind: 'description',
  note: 'All-time expenses whose description contains "landscaping" (Greenbriar and Signal Mountain Grounds; the Greenbriar leaf removal is excluded); forbid = Greenbriar total.',
});
q('What did I spend in Q1 2026?', [money(expQ1)], {
  kind: 'period_total',
  note: 'Expenses 2026-01-01..2026-03-31.',
});
{
  const t = P.tenants.find((x) => x.property === 'wickersham' && activeOn(x, TODAY));
  q("what's the deposit on the wickersham condo?", [money(cents(t.lease.deposit))], {
    kind: 'lease',
    note: `Security deposit of ${fullName(t)}'s lease (rent ${money(cents(t.lease.rent))}).`,
  });
}
oos(
  'what notice does Tennessee law require before I can file an eviction?',
  'Legal advice; not in the records.',
);
q(
  'top 3 vendors by spend',
  topVendors.slice(0, 3).flatMap(([name, v]) => [name, money(v)]),
  {
    forbid: [topVendors[3][0]],
    kind: 'ranking',
    note: `All time by entity; 4th is ${topVendors[3][0]} ${money(topVendors[3][1])}.`,
  },
);
{
  const more = cmp(expLastYear, expThisYear, '2025 vs 2026 spend') ? '2025' : '2026';
  q('did I spend more in 2025 or 2026 so far?', [money(expLastYear), money(expThisYear)], {
    kind: 'comparison',
    note: `2025 ${money(expLastYear)} vs 2026 to date ${money(expThisYear)}; more in ${more}.`,
  });
}
{
  const t = P.tenants.find((x) => x.property === 'ferrule' && activeOn(x, TODAY));
  q('who lives at Ferrule Court and whats the rent', [fullName(t), money(cents(t.lease.rent))], {
    kind: 'lease',
    note: 'Active lease at 309 Ferrule Court.',
  });
}
q(
  'show me my invoice documents',
  invoices.map((d) => d.file),
  {
    forbid: P.documents.filter((d) => d.type === 'Lease').map((d) => d.file),
    kind: 'open_items',
    note: 'Documents of type Invoice; forbid = lease files.',
  },
);
q('net income for 2025, all properties?', [money(net2025)], {
  kind: 'period_total',
  note: `2025 income ${money(inc2025)} minus 2025 expenses ${money(expLastYear)}.`,
});
q('how much have I spent on appliances?', [money(wordTotal('appliance'))], {
  kind: 'description',
  note: 'All-time expenses whose description contains "appliance" (two repairs and a range replacement).',
});
{
  const a = earned({ range: THIS_YEAR, city: 'Asheville' });
  const k = earned({ range: THIS_YEAR, city: 'Knoxville' });
  const winner = cmp(a, k, 'Asheville vs Knoxville income') ? 'Asheville' : 'Knoxville';
  q('Asheville or Knoxville, which city made more income this year?', [winner, money(a), money(k)], {
    kind: 'comparison',
    note: `2026 income: Asheville ${money(a)}, Knoxville ${money(k)}.`,
  });
}
oos('any stock tips? thinking of putting my rent money into nvidia', 'Stock tip.');
q(
  'how much have I spent with Brushstroke Painting in total?',
  [money(vendorAll('Brushstroke Painting LLC'))],
  {
    kind: 'vendor',
    note: 'All-time Brushstroke Painting LLC expenses.',
  },
);

check(list.length === 45, 'expected 45 questions, got ' + list.length);
for (const item of list) {
  check(
    item.expected.length && item.expected.every((s) => typeof s === 'string' && s),
    'empty expected in ' + item.id,
  );
  for (const f of item.forbid ?? []) {
    check(
      !item.expected.some((e) => e.includes(f) || f.includes(e)),
      `forbid overlaps expected in ${item.id}`,
    );
  }
}

// ---------- Prettier-like JSON (2 spaces, objects expanded, short arrays of scalars on one line) ----------
const WIDTH = 110;
function serialize(value, indent, prefixLength) {
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object')) {
      const flat = '[' + value.map((v) => JSON.stringify(v)).join(', ') + ']';
      if (indent.length + prefixLength + flat.length + 1 <= WIDTH) return flat;
    }
    const inner = indent + '  ';
    return '[\n' + value.map((v) => inner + serialize(v, inner, 0)).join(',\n') + '\n' + indent + ']';
  }
  if (value && typeof value === 'object') {
    const inner = indent + '  ';
    const entries = Object.entries(value).map(([k, v]) => {
      const key = JSON.stringify(k) + ': ';
      return inner + key + serialize(v, inner, key.length);
    });
    return '{\n' + entries.join(',\n') + '\n' + indent + '}';
  }
  return JSON.stringify(value);
}
fs.writeFileSync(path.join(dir, 'questions.json'), serialize(list, '', 0) + '\n');
console.log(`questions.json written: ${list.length} questions`);
