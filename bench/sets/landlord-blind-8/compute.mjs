// Computes the expected answers for landlord-blind-8 from portfolio.json and writes questions.json.
// Plain Node, no dependencies. All money is handled in integer cents.
// Run: node bench/sets/landlord-blind-8/compute.mjs
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
// A negative figure is expected as its absolute value, so "-$1.00", "($1.00)" and "a loss of $1.00" all pass.
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
  q2_2026: ['2026-04-01', '2026-06-30'],
  q3_2025: ['2025-07-01', '2025-09-30'],
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
// cities of earlier blind sets: this set must use other ones
const USED_CITIES = [
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
  'Eugene',
  'Lincoln',
  'Chattanooga',
  'Hancock',
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
  check(!USED_CITIES.includes(p.city), `city ${p.city} already used by an earlier set`);
}
for (const t of TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `needs a ${t}`,
  );
// short street labels used in questions/expected: each must pick out exactly one property
const street = {
  keystone: 'Keystone Ridge',
  wrenfield: 'Wrenfield',
  millrace: 'Millrace',
  crabapple: 'Crabapple',
  sawtooth: 'Sawtooth',
  cottonwood: 'Cottonwood Bluff',
};
for (const p of P.properties) {
  check(street[p.key] && p.address.includes(street[p.key]), `street label ${p.key}`);
  check(
    P.properties.filter((q) => q.address.includes(street[p.key])).length === 1,
    `street label ${p.key} unique`,
  );
}
check(P.tenants.length >= 10 && P.tenants.length <= 13, '10-13 tenants');
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
// the company tenant: the commercial space is let to a business, named in both name fields
const company = P.tenants.find((t) => / LLC$/.test(t.last_name));
check(
  company && propByKey[company.property].property_type === 'Commercial',
  'company tenant on the commercial',
);
check(
  P.tenants.filter((t) => t.lease.end < TODAY && t.lease.end >= '2025-01-01').length >= 2,
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
check(P.expenses.length >= 80 && P.expenses.length <= 110, `80-110 expenses (have ${P.expenses.length})`);
for (const x of P.expenses) {
  check(
    sameKeys(x, KEYS.expense) && propByKey[x.property] && ISO.test(x.date) && x.amount > 0,
    `expense ${JSON.stringify(x)}`,
  );
  // a year and a half of bookkeeping: June 2025 to today
  check(x.date >= '2025-06-01' && x.date <= TODAY, `expense date ${x.date}`);
}
check(
  P.expenses.some((x) => x.date < '2025-06-15') && P.expenses.some((x) => x.date >= '2026-11-15'),
  'expenses span June 2025 to late November 2026',
);
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
check(new Set(P.documents.map((d) => d.type)).size === DOC_TYPES.length, 'every document type used');

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
const payDay = (t, month) =>
  Math.max(
    ...P.payments
      .filter((y) => y.tenant === t.key && ym(y.date) === month)
      .map((y) => Number(y.date.slice(8))),
  );
const isLate = (t, month) => payDay(t, month) > t.lease.due_day + t.lease.grace_period_days;
for (const t of P.tenants) {
  const months = leaseMonths(t);
  for (const mo of months)
    if (mo !== '2026-11') check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} fully paid`);
  check(
    P.payments.filter((x) => x.tenant === t.key).every((x) => months.includes(ym(x.date))),
    `${t.key} payments inside lease`,
  );
}
// every late payment has a late fee booked in the days after it, and every late fee follows a late payment
const lateMonths = P.tenants.flatMap((t) =>
  leaseMonths(t)
    .filter((mo) => paidIn(t, mo) > 0 && isLate(t, mo))
    .map((mo) => ({ t, mo })),
);
const lateFees = P.incomes.filter((x) => x.category === 'Late Fee');
check(lateMonths.length === lateFees.length, 'one late fee per late month');
for (const { t, mo } of lateMonths)
  check(
    lateFees.some((f) => f.property === t.property && ym(f.date) === mo),
    `late fee for ${t.key} ${mo}`,
  );
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
const lateNov = full.filter((x) => isLate(x.t, NOV));
check(unpaid.length === 2, 'two unpaid in November');
check(partial.length === 1, 'exactly one partial in November');
check(lateNov.length === 1, 'exactly one late payer in November');
check(full.length >= 5, 'most paid in November');
const owedThisMonth = sum(novPaid.map((x) => Math.max(0, x.rent - x.paid)));

// ---------- figures ----------
const F = {};
for (const p of Object.keys(PERIODS)) F[`exp_${p}`] = expIn(p);
const descHas = (stem) => (x) => x.description.toLowerCase().includes(stem);
const byVendor = (name) => (x) => x.entity === name;
const GEM = 'Gem City Rooter & Plumbing';
const PEL = 'Prairie Edge Landscaping';
F.plumbAll = expIn('all', descHas('plumb'));
F.roofThisYear = expIn('thisYear', descHas('roof'));
F.snowThisYear = expIn('thisYear', descHas('snow'));
F.gem = expIn('all', byVendor(GEM));
F.prairieThisYear = expIn('thisYear', byVendor(PEL));
check(F.plumbAll !== F.gem, 'plumbing-by-description must differ from the Gem City vendor total');
check(
  P.expenses.some((x) => x.entity === GEM && !descHas('plumb')(x)),
  'a Gem City row that is not plumbing',
);
check(
  P.expenses.some((x) => x.entity !== GEM && descHas('plumb')(x)),
  'plumbing by another vendor',
);
check(
  P.expenses.some((x) => /plumb/i.test(x.entity) && !descHas('plumb')(x)),
  'a plumbing-named vendor doing other work',
);
check(
  P.expenses.some((x) => inP(x.date, 'thisYear') && descHas('roof')(x) && !/roof/i.test(x.entity)),
  'roof work by a non-roofer this year',
);
// snow rows in both years, so the period in the snow question matters
check(
  P.expenses.some((x) => descHas('snow')(x) && inP(x.date, 'lastYear')) && F.snowThisYear > 0,
  'snow rows in 2025 and 2026',
);
// the Prairie Edge roof-moss row is booked under Repairs, not a yard category
check(
  P.expenses.some((x) => x.entity === PEL && x.category === 'Repairs' && inP(x.date, 'thisYear')),
  'Prairie Edge row under another category',
);

const expRankTY = ranked(
  PK.map((k) => ({ k, v: expProp('thisYear', k) })),
  'expenses by property this year',
);
const vendorsTY = ranked(
  [...new Set(P.expenses.filter((x) => inP(x.date, 'thisYear')).map((x) => x.entity))].map((k) => ({
    k,
    v: expIn('thisYear', byVendor(k)),
  })),
  'vendors this year',
);
check(vendorsTY[0].k.startsWith('Millrace Landing'), 'top vendor this year is the condo association');
const netRankLY = ranked(
  PK.map((k) => ({ k, v: netProp('lastYear', k) })),
  'net by property 2025',
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
check(netRankLY.at(-1).k === losersLY[0], 'bottom of the 2025 ranking is the 2025 loser');

const rentRank = ranked(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
const within = (d, days) => {
  const lim = new Date(Date.parse(TODAY) + days * 86400000).toISOString().slice(0, 10);
  return d >= TODAY && d <= lim;
};
const expiring30 = current.filter((t) => within(t.lease.end, 30));
const expiring90 = current.filter((t) => within(t.lease.end, 90));
const justAfter90 = current.filter((t) => !within(t.lease.end, 90) && within(t.lease.end, 120));
check(expiring30.length === 1, 'exactly one lease ending within 30 days');
check(expiring90.length === 2, 'exactly two leases ending within 90 days');
check(justAfter90.length === 1, 'one lease ending just after the 3-month window (a trap)');
// "3 months" read as to 2027-02-26 or as 90 days (2027-02-24) gives the same answer
check(
  current.every((t) => !(t.lease.end > '2027-02-24' && t.lease.end <= '2027-02-26')),
  '3 months and 90 days agree',
);
const wrenNow = current.filter((t) => t.property === 'wrenfield');
const wrenPast = P.tenants.filter((t) => t.property === 'wrenfield' && t.lease.end < TODAY);
check(wrenNow.length === 4 && wrenPast.length === 1, 'four current units and one past tenant at Wrenfield');
const paidTY = (key) =>
  sum(P.payments.filter((x) => x.tenant === key && inP(x.date, 'thisYear')).map((x) => cents(x.amount)));
const depositsHeld = sum(current.map((t) => cents(t.lease.deposit)));
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
// the company tenant is asked about by its trading name
const tname = (k) => (k === company?.key ? company.first_name : T[k].last_name);

// sanity on particular figures used below
check(
  F.exp_thisMonth > 0 && F.exp_lastMonth > 0 && F.exp_q2_2026 > 0 && F.exp_q3_2025 > 0,
  'non-empty periods',
);
check(otherIn('thisYear') > 0, 'other income this year');
check(F.exp_thisYear !== F.exp_lastYear, 'years differ');
const sep = expIn('all', (x) => ym(x.date) === '2026-09');
check(sep !== F.exp_lastMonth, 'September and October differ');
check(rentRank.at(-1).k === 'ezekiel' && cents(T.philippa.lease.rent) < rentRank.at(-1).v, 'past rent lower');

// ---------- questions ----------
const OOS = "I can't tell that from your records";
const Q = [];
const q = (question, expected, kind, note, extra = {}) =>
  Q.push({ question, expected, ...extra, kind, note });
const EXP_NOTE = 'sum of expense rows';

// totals over periods
q('what have i spent so far this year', [money(F.exp_thisYear)], 'total', `${EXP_NOTE}, 2026-01-01..today`);
q(
  'how much went out the door in october',
  [money(F.exp_lastMonth)],
  'total',
  `${EXP_NOTE}, October 2026 (the latest October)`,
);
q('expenses this month so far?', [money(F.exp_thisMonth)], 'total', `${EXP_NOTE}, 2026-11-01..today`);
q('what did i spend in q2', [money(F.exp_q2_2026)], 'total', `${EXP_NOTE}, 2026-04-01..2026-06-30`);
q(
  'how much have i spent across all my places, total',
  [money(F.exp_all)],
  'total',
  `${EXP_NOTE}, all time (no time phrase): June 2025 to today`,
);
q(
  'what did i spend between july 1 and sept 30 last year',
  [money(F.exp_q3_2025)],
  'total',
  `${EXP_NOTE}, 2025-07-01..2025-09-30 (includes the Keystone roof)`,
);
// description words / vendors
q(
  'how much have i put into plumbing',
  [money(F.plumbAll)],
  'description_word',
  'all time; rows whose description contains "plumb", whatever the vendor (not the Gem City vendor total; ' +
    'excludes the Rimrock Plumbing & Heating furnace row)',
);
q(
  'roof costs this year?',
  [money(F.roofThisYear)],
  'description_word',
  'this year; rows whose description contains "roof" (HOA assessment, two roofers, a landscaper clearing moss)',
);
q(
  'how much has snow plowing cost me this year',
  [money(F.snowThisYear)],
  'description_word',
  'this year; rows whose description contains "snow" (two vendors, January to November)',
);
q(
  'what have i paid gem city rooter altogether',
  [money(F.gem)],
  'vendor',
  'all time; rows whose entity is Gem City Rooter & Plumbing, incl. the dryer-vent row',
);
q(
  'what did prairie edge charge me in 2026',
  [money(F.prairieThisYear)],
  'vendor',
  '2026; rows whose entity is Prairie Edge Landscaping, incl. the roof-moss row booked as Repairs',
);
// rankings
const idMost = Q.length;
q(
  'which property has been the most expensive this year',
  [street[expRankTY[0].k], money(expRankTY[0].v)],
  'ranking',
  'expenses by property, this year, highest',
);
q(
  'and the cheapest one?',
  [street[expRankTY.at(-1).k], money(expRankTY.at(-1).v)],
  'follow_up',
  'inherits this year + expenses by property; lowest',
  { follow_up_of: idMost },
);
q(
  'who is the vendor i paid the most this year',
  ['Millrace Landing', money(vendorsTY[0].v)],
  'ranking',
  `expenses by entity, this year (the figure tells it from the property): ${vendorsTY[0].k}, then ${vendorsTY[1].k} ${money(vendorsTY[1].v)}`,
);
q(
  'rank my properties by profit for 2025',
  [street[netRankLY[0].k], money(netRankLY[0].v), street[netRankLY.at(-1).k]],
  'ranking',
  'net = rent + other income - expenses, 2025; top property and figure, plus the bottom property',
);
// comparisons
const idCity = Q.length;
q(
  'dayton vs roanoke, which cost me more this year?',
  [money(cityExp('thisYear', 'Dayton')), money(cityExp('thisYear', 'Roanoke'))],
  'comparison',
  'expenses by city, this year',
);
q(
  'and billings?',
  [money(cityExp('thisYear', 'Billings'))],
  'follow_up',
  'inherits this year + expenses by city',
  { follow_up_of: idCity },
);
q(
  'am i spending more this year than last year?',
  [money(F.exp_thisYear), money(F.exp_lastYear)],
  'comparison',
  'this year vs 2025 expenses (2025 rows start in June)',
);
// losses
const idLoss = Q.length;
q(
  'are any of my properties losing money',
  [street[losersTY[0]], abs(netProp('thisYear', losersTY[0]))],
  'loss',
  'no period = this year; the only negative net, as an absolute value',
);
q(
  'what about in 2025',
  [street[losersLY[0]], abs(netProp('lastYear', losersLY[0]))],
  'follow_up',
  '2025; the only property with negative net',
  { follow_up_of: idLoss },
);
// one property, chained follow-ups
const idSaw = Q.length;
q(
  'net income on the sawtooth building this year?',
  [money(netProp('thisYear', 'sawtooth'))],
  'property',
  'rent + other income (antenna lease) - expenses, this year',
);
q(
  'how much of that was rent',
  [money(rentIn('thisYear', (t) => t.property === 'sawtooth'))],
  'follow_up',
  'inherits Sawtooth + this year; rent payments only',
  { follow_up_of: idSaw },
);
q(
  'and what did it cost me',
  [money(expProp('thisYear', 'sawtooth'))],
  'follow_up',
  'inherits Sawtooth + this year; expenses',
  { follow_up_of: idSaw + 1 },
);
// leases
q(
  'who pays me the most rent right now',
  [tname(rentRank[0].k), money(rentRank[0].v)],
  'lease',
  'current leases; the company tenant on the commercial space',
);
q(
  "what's the lowest rent i'm getting at the moment",
  [lname(rentRank.at(-1).k), money(rentRank.at(-1).v)],
  'lease',
  'current leases (a past tenant at the same building paid less)',
  { forbid: [lname('philippa')] },
);
q(
  'any leases ending in the next month',
  expiring30.map((t) => t.last_name),
  'lease',
  `current leases ending within 30 days of today: ${expiring30.map((t) => t.lease.end)}`,
);
q(
  'whose leases are up in the next 3 months',
  expiring90.map((t) => t.last_name),
  'lease',
  `ending by 2027-02-24/26; ${justAfter90.map((t) => `${t.last_name} ${t.lease.end}`)} is just outside`,
  { forbid: justAfter90.map((t) => t.last_name) },
);
q(
  'when does cormac’s lease run out',
  [day(T.cormac.lease.end), yr(T.cormac.lease.end)],
  'lease',
  `lease end ${T.cormac.lease.end}`,
);
q(
  "who's living at wrenfield these days",
  wrenNow.map((t) => t.last_name),
  'lease',
  'current leases at the fourplex (the past Unit 3 tenant excluded)',
  { forbid: wrenPast.map((t) => t.last_name) },
);
// deposits
q(
  'how big a deposit did the dentist put down',
  [money(cents(company.lease.deposit))],
  'deposit',
  'deposit on the commercial lease (the company tenant)',
);
q(
  'how much in security deposits am i sitting on in total',
  [money(depositsHeld)],
  'deposit',
  `sum of deposits on current leases (${current.length} leases)`,
);
// rent due / payments
q(
  "who hasn't paid november rent yet",
  unpaid.map((x) => x.t.last_name),
  'payments',
  `no November payment; ${partial.map((x) => x.t.last_name)} paid part`,
);
q(
  'how much rent is still outstanding for this month',
  [money(owedThisMonth)],
  'payments',
  "sum over current leases of this month's rent minus this month's payments",
);
q(
  'did anybody pay late this month',
  lateNov.map((x) => x.t.last_name),
  'payments',
  `paid in full after due day + grace: ${lateNov.map((x) => `${x.t.key} day ${payDay(x.t, NOV)}`)}`,
);
q(
  'how much has jasper paid so far this year',
  [money(paidTY('jasper'))],
  'payments',
  'rent payments 2026 (the late November payment included, the late fee is other income)',
);
// income
q(
  'total income this year, everything included',
  [money(incomeIn('thisYear'))],
  'income',
  'rent payments + other incomes, this year',
);
q(
  'how much did the laundry machines bring in last year',
  [money(otherIn('lastYear', (x) => x.category === 'Laundry'))],
  'income',
  'Laundry incomes in 2025',
);
// maintenance
q(
  'any open maintenance requests?',
  ['exhaust fan', 'faucet', 'door closer', 'garage door', 'gutter'],
  'maintenance',
  `open = Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
check(open.length === 5, 'five open requests');
for (const w of ['exhaust fan', 'faucet', 'door closer', 'garage door', 'gutter'])
  check(open.filter((m) => m.title.toLowerCase().includes(w)).length === 1, `open request word ${w}`);
// documents
q(
  'find me the roofing invoice for keystone',
  [doc('keystone', 'Invoice')],
  'documents',
  'the invoice document at Keystone Ridge',
);
q(
  'do i have the dental office lease on file?',
  [doc('sawtooth', 'Lease')],
  'documents',
  'the lease document for the commercial property',
);
// out of scope
const oos = (question, note) => q(question, [OOS], 'out_of_scope', note, { forbid: ['$'] });
oos('is it going to snow in billings next week', 'weather forecast');
oos('will rents in roanoke go up next year do you think', 'market forecast');
oos("what's my credit score looking like", 'credit score');
oos(
  'can i keep ferreira’s whole deposit if he skips out? what does ohio law say',
  'legal advice (the tenant exists, the question is still out of scope)',
);
oos('should i refinance keystone now or wait for rates to drop', 'financial advice');

check(Q.length === 45, `45 questions (have ${Q.length})`);
const id = (i) => `lb8-${String(i + 1).padStart(2, '0')}`;
const out = Q.map((x, i) => {
  const o = { id: id(i), question: x.question, expected: x.expected };
  if (x.forbid) o.forbid = x.forbid;
  if (x.follow_up_of !== undefined) o.follow_up_of = id(x.follow_up_of);
  o.kind = x.kind;
  o.note = x.note;
  return o;
});
check(new Set(out.map((o) => o.question)).size === out.length, 'questions unique');
for (const o of out) {
  check(
    o.expected.length > 0 && o.expected.every((s) => typeof s === 'string' && s.length > 0),
    `expected ${o.id}`,
  );
  if (o.forbid)
    check(
      o.forbid.every((f) => !o.expected.includes(f)),
      `forbid vs expected ${o.id}`,
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
