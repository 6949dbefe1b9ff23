// Computes the expected answers for landlord-blind-7 from portfolio.json and writes questions.json.
// Plain Node, no dependencies. All money is handled in integer cents.
// Run: node bench/sets/landlord-blind-7/compute.mjs
// Exits non-zero and writes nothing if any shape or sanity check fails.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const P = JSON.parse(readFileSync(join(here, 'portfolio.json'), 'utf8'));

const failures = [];
function check(cond, msg) {
  if (!cond) failures.push(msg);
}

const cents = (x) => Math.round(x * 100);
function money(c) {
  const neg = c < 0;
  const a = Math.abs(c);
  const dollars = Math.floor(a / 100).toLocaleString('en-US');
  const s = `$${dollars}.${String(a % 100).padStart(2, '0')}`;
  return neg ? `-${s}` : s;
}
// Expected substrings use the absolute value, so "-$1.00", "($1.00)" and "a loss of $1.00" all match.
const abs = (c) => money(Math.abs(c));
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

// ---------- periods ----------
const TODAY = P.today;
check(TODAY === '2026-11-26', 'today must be 2026-11-26');
const PERIODS = {
  all: ['0000-01-01', '9999-12-31'],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  mar2025: ['2025-03-01', '2025-03-31'],
  q3_2026: ['2026-07-01', '2026-09-30'],
};
const inP = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];

// ---------- shape checks ----------
const KEYS = {
  top: ['today', 'properties', 'tenants', 'payments', 'incomes', 'expenses', 'maintenance', 'documents'],
  property: [
    'key',
    'address',
    'city',
    'state',
    'zipCode',
    'property_type',
    'num_bedrooms',
    'num_bathrooms',
    'purchase_price',
    'purchase_date',
  ],
  tenant: ['key', 'property', 'first_name', 'last_name', 'email', 'phone_number', 'lease'],
  lease: ['rent', 'start', 'end', 'due_day', 'deposit', 'grace_period_days'],
  payment: ['tenant', 'date', 'amount'],
  income: ['property', 'date', 'amount', 'category', 'description', 'entity'],
  expense: ['property', 'date', 'amount', 'category', 'entity', 'description'],
  maintenance: ['property', 'title', 'status'],
  document: ['property', 'type', 'file', 'uploaded'],
};
const sameKeys = (o, ks) => o && Object.keys(o).sort().join() === [...ks].sort().join();
check(sameKeys(P, KEYS.top), 'top-level keys');
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const TYPES = ['Single Family', 'Multi-Family', 'Condo', 'Townhouse', 'Commercial'];
const INC_CATS = ['Laundry', 'Parking', 'Pet Fee', 'Late Fee', 'Other'];
const STATUSES = ['Pending', 'In Progress', 'Completed'];
const DOC_TYPES = ['Lease', 'Receipt', 'Invoice', 'Insurance'];
const BANNED_CITIES = [
  'Spokane',
  'Boise',
  'Madison',
  'Austin',
  'Denver',
  'Burlington',
  'Savannah',
  'Tucson',
  'Duluth',
  'Knoxville',
  'Bend',
  'Asheville',
  'Fargo',
];

const propByKey = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const tenantByKey = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, '5-7 properties');
check(Object.keys(propByKey).length === P.properties.length, 'unique property keys');
check(Object.keys(tenantByKey).length === P.tenants.length, 'unique tenant keys');
for (const p of P.properties) {
  check(sameKeys(p, KEYS.property), `property keys ${p.key}`);
  check(TYPES.includes(p.property_type), `property type ${p.key}`);
  check(ISO.test(p.purchase_date), `purchase date ${p.key}`);
  check(!BANNED_CITIES.includes(p.city), `city ${p.city} not allowed`);
}
for (const t of ['Multi-Family', 'Commercial', 'Condo', 'Single Family'])
  check(
    P.properties.some((p) => p.property_type === t),
    `needs a ${t}`,
  );
// short street labels used in questions/expected: each must pick out exactly one property
const street = {
  hawthorn: 'Hawthorn Bend',
  larkspur: 'Larkspur',
  tamarack: 'Tamarack',
  pelican: 'Pelican Wharf',
  foundry: 'Old Foundry',
  juniper: 'Juniper Hollow',
};
for (const p of P.properties) {
  check(street[p.key] && p.address.includes(street[p.key]), `street label ${p.key}`);
  check(
    P.properties.filter((q) => q.address.includes(street[p.key])).length === 1,
    `street label ${p.key} unique`,
  );
}
check(P.tenants.length >= 9 && P.tenants.length <= 12, '~10 tenants');
for (const t of P.tenants) {
  check(sameKeys(t, KEYS.tenant) && sameKeys(t.lease, KEYS.lease), `tenant keys ${t.key}`);
  check(propByKey[t.property], `tenant property ${t.key}`);
  check(
    ISO.test(t.lease.start) && ISO.test(t.lease.end) && t.lease.start < t.lease.end,
    `lease dates ${t.key}`,
  );
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
}
check(
  P.tenants.some((t) => t.lease.end < TODAY && t.lease.end >= '2025-01-01'),
  'needs past tenants whose lease ended 2025/2026',
);
for (const x of P.payments) {
  check(
    sameKeys(x, KEYS.payment) && tenantByKey[x.tenant] && ISO.test(x.date) && x.date <= TODAY && x.amount > 0,
    `payment ${JSON.stringify(x)}`,
  );
}
for (const x of P.incomes) {
  check(
    sameKeys(x, KEYS.income) && propByKey[x.property] && ISO.test(x.date) && x.date <= TODAY && x.amount > 0,
    `income ${JSON.stringify(x)}`,
  );
  check(INC_CATS.includes(x.category), `income category ${x.category}`);
}
check(P.expenses.length >= 60 && P.expenses.length <= 80, `60-80 expenses (have ${P.expenses.length})`);
for (const x of P.expenses) {
  check(
    sameKeys(x, KEYS.expense) && propByKey[x.property] && ISO.test(x.date) && x.amount > 0,
    `expense ${JSON.stringify(x)}`,
  );
  check(x.date >= '2025-01-01' && x.date <= TODAY, `expense date ${x.date}`);
}
for (const x of P.maintenance)
  check(
    sameKeys(x, KEYS.maintenance) && propByKey[x.property] && STATUSES.includes(x.status),
    `maintenance ${x.title}`,
  );
for (const s of STATUSES)
  check(
    P.maintenance.some((m) => m.status === s),
    `maintenance status ${s} used`,
  );
check(P.documents.length >= 5 && P.documents.length <= 8, '5-8 documents');
for (const x of P.documents)
  check(
    sameKeys(x, KEYS.document) && propByKey[x.property] && DOC_TYPES.includes(x.type) && ISO.test(x.uploaded),
    `document ${x.file}`,
  );
check(new Set(P.documents.map((d) => d.type)).size >= 3, 'several document types');

// ---------- every lease month is paid from the lease start (except this month) ----------
const ym = (d) => d.slice(0, 7);
function leaseMonths(t) {
  const out = [];
  let [y, m] = t.lease.start.split('-').map(Number);
  for (;;) {
    const k = `${y}-${String(m).padStart(2, '0')}`;
    if (`${k}-01` > TODAY || `${k}-01` > t.lease.end) break;
    out.push(k);
    m++;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}
const paidIn = (t, month) =>
  sum(P.payments.filter((x) => x.tenant === t.key && ym(x.date) === month).map((x) => cents(x.amount)));
for (const t of P.tenants) {
  const months = leaseMonths(t);
  for (const mo of months)
    if (mo !== '2026-11') check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} fully paid`);
  check(
    P.payments.filter((x) => x.tenant === t.key).every((x) => months.includes(ym(x.date))),
    `${t.key} payments inside lease`,
  );
}
// no overlapping leases on the same property unless multi-family
for (const p of P.properties.filter((p) => p.property_type !== 'Multi-Family')) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i++) check(ls[i].start > ls[i - 1].end, `overlapping leases at ${p.key}`);
}

// ---------- helpers ----------
const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const expIn = (p, f = () => true) =>
  sum(P.expenses.filter((x) => inP(x.date, p) && f(x)).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  sum(P.payments.filter((x) => inP(x.date, p) && f(tenantByKey[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  sum(P.incomes.filter((x) => inP(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeIn = (p, prop) =>
  rentIn(p, (t) => !prop || t.property === prop) + otherIn(p, (x) => !prop || x.property === prop);
const expProp = (p, prop) => expIn(p, (x) => x.property === prop);
const netProp = (p, prop) => incomeIn(p, prop) - expProp(p, prop);
const cityOf = (prop) => propByKey[prop].city;

// ranking with a no-tie check on every adjacent pair
function ranked(items, label) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i++) check(r[i].v !== r[i - 1].v, `tie in ${label}: ${r[i].k}`);
  return r;
}
const PK = P.properties.map((p) => p.key);

// ---------- November 2026 situation ----------
const NOV = '2026-11';
const novPaid = current.map((t) => ({ t, paid: paidIn(t, NOV), rent: cents(t.lease.rent) }));
const unpaid = novPaid.filter((x) => x.paid === 0);
const partial = novPaid.filter((x) => x.paid > 0 && x.paid < x.rent);
const full = novPaid.filter((x) => x.paid >= x.rent);
const late = full.filter((x) => {
  const d = Math.max(
    ...P.payments
      .filter((y) => y.tenant === x.t.key && ym(y.date) === NOV)
      .map((y) => Number(y.date.slice(8))),
  );
  return d > x.t.lease.due_day + x.t.lease.grace_period_days;
});
check(unpaid.length >= 1 && unpaid.length <= 2, 'one or two unpaid in November');
check(partial.length === 1, 'exactly one partial in November');
check(late.length === 1, 'exactly one late payer in November');
check(full.length >= 3, 'some paid in November');
const owedThisMonth = sum(novPaid.map((x) => Math.max(0, x.rent - x.paid)));

// ---------- figures ----------
const F = {};
for (const p of Object.keys(PERIODS)) F[`exp_${p}`] = expIn(p);
const descHas = (stem) => (x) => x.description.toLowerCase().includes(stem);
F.plumbAll = expIn('all', descHas('plumb'));
F.roofThisYear = expIn('thisYear', descHas('roof'));
F.brisco = expIn('all', (x) => x.entity === 'Brisco Plumbing & Drain');
F.greenleaLast = expIn('lastYear', (x) => x.entity === 'Greenlea Lawn Care');
check(F.plumbAll !== F.brisco, 'plumbing-by-description must differ from Brisco vendor total');
check(
  P.expenses.some((x) => x.entity === 'Brisco Plumbing & Drain' && !descHas('plumb')(x)),
  'vendor/description mismatch row',
);
check(
  P.expenses.some((x) => x.entity !== 'Brisco Plumbing & Drain' && descHas('plumb')(x)),
  'plumbing by other vendor',
);

const expRankTY = ranked(
  PK.map((k) => ({ k, v: expProp('thisYear', k) })),
  'expenses by property this year',
);
const catsLY = ranked(
  [...new Set(P.expenses.filter((x) => inP(x.date, 'lastYear')).map((x) => x.category))].map((k) => ({
    k,
    v: expIn('lastYear', (x) => x.category === k),
  })),
  'categories last year',
);
const netRankTY = ranked(
  PK.map((k) => ({ k, v: netProp('thisYear', k) })),
  'net by property this year',
);
const cityExp = (p, c) => expIn(p, (x) => cityOf(x.property) === c);
const cities = [...new Set(P.properties.map((p) => p.city))];
check(cities.length === 3, 'three cities');
ranked(
  cities.map((k) => ({ k, v: cityExp('thisYear', k) })),
  'city expenses this year',
);
const losersTY = PK.filter((k) => netProp('thisYear', k) < 0);
const losersLY = PK.filter((k) => netProp('lastYear', k) < 0);
check(losersTY.length === 1, `exactly one property lost money this year (${losersTY})`);
check(losersLY.length === 1, `exactly one property lost money last year (${losersLY})`);
check(losersTY[0] !== losersLY[0], 'different losers each year');

const rentRank = ranked(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
const in30 = (d) => {
  const lim = new Date(Date.parse(TODAY) + 30 * 86400000).toISOString().slice(0, 10);
  return d >= TODAY && d <= lim;
};
const expiring = current.filter((t) => in30(t.lease.end));
check(expiring.length === 1, 'exactly one lease expiring within 30 days');
const larkspurNow = current.filter((t) => t.property === 'larkspur');
check(larkspurNow.length === 3, 'three current units at Larkspur');
const lastPay = (key) =>
  P.payments
    .filter((x) => x.tenant === key)
    .map((x) => x.date)
    .sort()
    .at(-1);
const paidTY = (key) =>
  sum(P.payments.filter((x) => x.tenant === key && inP(x.date, 'thisYear')).map((x) => cents(x.amount)));
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const doc = (prop, type) => {
  const ds = P.documents.filter((d) => d.property === prop && d.type === type);
  check(ds.length === 1, `one ${type} doc at ${prop}`);
  return ds[0]?.file;
};
const day = (d) => String(Number(d.slice(8, 10)));
const yr = (d) => d.slice(0, 4);
const T = tenantByKey;
const lname = (k) => T[k].last_name;

// sanity on particular figures used below
check(
  F.exp_thisMonth > 0 && F.exp_lastMonth > 0 && F.exp_mar2025 > 0 && F.exp_q3_2026 > 0,
  'non-empty periods',
);
check(otherIn('thisYear') > 0, 'other income this year');
check(F.exp_thisYear !== F.exp_lastYear, 'years differ');

// ---------- questions ----------
const OOS = "I can't tell that from your records";
const Q = [];
const q = (question, expected, kind, note, extra = {}) =>
  Q.push({ question, expected, ...extra, kind, note });
const EXP_NOTE = 'sum of expense rows';

// totals over periods
q('how much did i spend this year', [money(F.exp_thisYear)], 'total', `${EXP_NOTE}, 2026-01-01..today`);
q('expenses last yr?', [money(F.exp_lastYear)], 'total', `${EXP_NOTE}, 2025`);
q("what've I spent so far this month", [money(F.exp_thisMonth)], 'total', `${EXP_NOTE}, 2026-11-01..today`);
q('total spending last month pls', [money(F.exp_lastMonth)], 'total', `${EXP_NOTE}, October 2026`);
q('what were my expenses in march 2025?', [money(F.exp_mar2025)], 'total', `${EXP_NOTE}, March 2025`);
q(
  'how much did i spend in Q3 this year',
  [money(F.exp_q3_2026)],
  'total',
  `${EXP_NOTE}, 2026-07-01..2026-09-30`,
);
q(
  'how much have i spent on the rentals in total',
  [money(F.exp_all)],
  'total',
  `${EXP_NOTE}, all time (no time phrase)`,
);
// description word / vendor
q(
  'how much have i spent on plumbing',
  [money(F.plumbAll)],
  'description_word',
  'all time; rows whose description contains "plumb", whatever the vendor (not the Brisco vendor total)',
);
q(
  'roof costs this yr?',
  [money(F.roofThisYear)],
  'description_word',
  'this year; rows whose description contains "roof" (incl. HOA special assessment and a lawn-care row)',
);
q(
  'what have i paid brisco altogether',
  [money(F.brisco)],
  'vendor',
  'all time; rows whose entity is Brisco Plumbing & Drain, incl. the fence-gate row',
);
q(
  'how much did greenlea lawn care cost me last year',
  [money(F.greenleaLast)],
  'vendor',
  '2025; rows whose entity is Greenlea Lawn Care',
);
// rankings
const idMost = Q.length;
q(
  'which property cost me the most this year?',
  [street[expRankTY[0].k], money(expRankTY[0].v)],
  'ranking',
  'expenses by property, this year, highest',
);
q(
  'and the least?',
  [street[expRankTY.at(-1).k], money(expRankTY.at(-1).v)],
  'follow_up',
  'inherits this year + expenses by property; lowest',
  { follow_up_of: idMost },
);
q(
  'top 3 expense categories last year',
  catsLY.slice(0, 3).map((c) => money(c.v)),
  'ranking',
  `2025 categories by sum: ${catsLY
    .slice(0, 3)
    .map((c) => c.k)
    .join(', ')}`,
);
q(
  'rank my properties by net this year',
  [street[netRankTY[0].k], money(netRankTY[0].v), street[netRankTY.at(-1).k]],
  'ranking',
  'net = rent + other income - expenses, this year; top figure plus the bottom property',
);
// comparisons
const idCity = Q.length;
q(
  'eugene vs lincoln, which one cost more this year?',
  [money(cityExp('thisYear', 'Eugene')), money(cityExp('thisYear', 'Lincoln'))],
  'comparison',
  'expenses by city, this year',
);
q(
  'what about chattanooga?',
  [money(cityExp('thisYear', 'Chattanooga'))],
  'follow_up',
  'inherits this year + expenses by city',
  { follow_up_of: idCity },
);
q(
  'did i spend more this year than last year',
  [money(F.exp_thisYear), money(F.exp_lastYear)],
  'comparison',
  'this year vs 2025 expenses',
);
// losses
const idLoss = Q.length;
q(
  'which property lost money',
  [street[losersTY[0]], abs(netProp('thisYear', losersTY[0]))],
  'loss',
  'no period = this year; absolute value of the negative net',
);
q(
  'and last year?',
  [street[losersLY[0]], abs(netProp('lastYear', losersLY[0]))],
  'follow_up',
  '2025; the only property with negative net',
  { follow_up_of: idLoss },
);
// leases
q("who's paying the highest rent", [lname(rentRank[0].k), money(rentRank[0].v)], 'lease', 'current leases');
q(
  'lowest rent right now?',
  [lname(rentRank.at(-1).k), money(rentRank.at(-1).v)],
  'lease',
  'current leases (a past tenant had a lower rent)',
);
q(
  'any leases expiring soon',
  [lname(expiring[0].key)],
  'lease',
  'current leases ending within 30 days of today',
);
q(
  'when does rosamund’s lease end',
  [day(T.rosamund.lease.end), yr(T.rosamund.lease.end)],
  'lease',
  `lease end ${T.rosamund.lease.end}`,
);
q(
  'whats the deposit on the old foundry space',
  [money(cents(T.cordelia.lease.deposit))],
  'lease',
  'deposit on the commercial lease',
);
q(
  'who lives at 2275 larkspur',
  larkspurNow.map((t) => t.last_name),
  'lease',
  'current leases at the triplex (one past tenant excluded)',
);
// payments
q(
  'who hasnt paid rent this month',
  unpaid.map((x) => x.t.last_name),
  'payments',
  `no November payment; ${partial.map((x) => x.t.last_name)} paid partially`,
);
q(
  'how much am i still owed for november',
  [money(owedThisMonth)],
  'payments',
  "sum over current leases of this month's rent minus this month's payments",
);
q(
  'when did larrabee last pay',
  [day(lastPay('fenwick')), yr(lastPay('fenwick'))],
  'payments',
  `last payment ${lastPay('fenwick')} (late)`,
);
q(
  'how much has priya paid this yr',
  [money(paidTY('priya'))],
  'payments',
  'rent payments 2026 incl. a partial November',
);
q('rent collected in 2025?', [money(rentIn('lastYear'))], 'payments', 'rent payments only, 2025');
// income
q(
  'total income this year?',
  [money(incomeIn('thisYear'))],
  'income',
  'rent payments + other incomes, this year',
);
q(
  'how much laundry money have i made',
  [money(otherIn('all', (x) => x.category === 'Laundry'))],
  'income',
  'all time laundry incomes',
);
q(
  'besides rent what other income came in this year',
  [money(otherIn('thisYear'))],
  'income',
  'other income rows, this year',
);
// maintenance
q(
  'any open maintenance requests?',
  ['dishwasher', 'garage', 'dock', 'patio'],
  'maintenance',
  `open = Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
check(open.length === 4, 'four open requests');
const junOpen = open.filter((m) => m.property === 'juniper');
check(junOpen.length === 1 && /patio/i.test(junOpen[0].title), 'one open at juniper (patio)');
q('anything still open at juniper hollow', ['patio'], 'maintenance', junOpen[0]?.title ?? '');
// documents
q(
  'can u find the insurance policy for pelican wharf',
  [doc('pelican', 'Insurance')],
  'documents',
  'document file name',
);
q(
  'do i have the commercial lease on file',
  [doc('foundry', 'Lease')],
  'documents',
  'the lease document for the Commercial property',
);
check(
  P.documents.filter((d) => d.type === 'Lease' && propByKey[d.property].property_type === 'Commercial')
    .length === 1,
  'one commercial lease doc',
);
// property-specific + follow-up
const idPel = Q.length;
q(
  'whats my net on pelican wharf for 2025',
  [money(netProp('lastYear', 'pelican'))],
  'property',
  'net 2025 for one property',
);
check(netProp('lastYear', 'pelican') > 0, 'pelican positive in 2025');
q(
  'and what did i spend there this year?',
  [money(expProp('thisYear', 'pelican'))],
  'follow_up',
  'inherits Pelican Wharf; expenses this year',
  { follow_up_of: idPel },
);
// out of scope
const oos = (question, note) => q(question, [OOS], 'out_of_scope', note, { forbid: ['$'] });
oos("what's the weather gonna be in eugene this weekend", 'weather');
oos('do u think home prices in lincoln go up next year', 'market forecast');
oos('can you pull my credit score', 'credit score');
oos('can i legally evict okonkwo for not paying yet? what does oregon law say', 'legal advice');
oos('should i put my cash in index funds or buy another rental', 'investing advice');

check(Q.length === 45, `45 questions (have ${Q.length})`);
const out = Q.map((x, i) => {
  const o = { id: `lb7-${String(i + 1).padStart(2, '0')}`, question: x.question, expected: x.expected };
  if (x.forbid) o.forbid = x.forbid;
  if (x.follow_up_of !== undefined) o.follow_up_of = `lb7-${String(x.follow_up_of + 1).padStart(2, '0')}`;
  o.kind = x.kind;
  o.note = x.note;
  return o;
});
for (const o of out) {
  check(
    o.expected.length > 0 && o.expected.every((s) => typeof s === 'string' && s.length > 0),
    `expected ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
}

if (failures.length) {
  console.error('CHECKS FAILED:\n' + failures.map((f) => ' - ' + f).join('\n'));
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), JSON.stringify(out, null, 2) + '\n');
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] || 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
