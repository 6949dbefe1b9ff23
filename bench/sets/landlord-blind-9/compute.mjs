// Computes the expected answers for landlord-blind-9 from portfolio.json and writes questions.json.
// Plain Node, no dependencies. All money is handled in integer cents.
// Run: node bench/sets/landlord-blind-9/compute.mjs
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
// A loss is expected as its absolute value, so "-$1.00", "($1.00)" and "a loss of $1.00" all match.
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
};
const inP = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const addDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);

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
// cities of sets 7 and 8: this set must use other ones
const EARLIER_CITIES = ['Eugene', 'Lincoln', 'Chattanooga', 'Dayton', 'Roanoke', 'Billings'];

const propByKey = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const tenantByKey = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, '5-7 properties');
check(Object.keys(propByKey).length === P.properties.length, 'unique property keys');
check(Object.keys(tenantByKey).length === P.tenants.length, 'unique tenant keys');
for (const p of P.properties) {
  check(sameKeys(p, KEYS.property), `property keys ${p.key}`);
  check(TYPES.includes(p.property_type), `property type ${p.key}`);
  check(ISO.test(p.purchase_date), `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `rooms ${p.key}`);
  check(!EARLIER_CITIES.includes(p.city), `city ${p.city} used by an earlier set`);
}
for (const t of TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `needs a ${t}`,
  );
// short street labels used in questions/expected: each must pick out exactly one property
const street = {
  birchwood: 'Birchwood',
  quarry: 'Quarry Hill',
  ponderosa: 'Ponderosa',
  cinder: 'Cinder Cone',
  wharfside: 'Wharfside',
  magnolia: 'Magnolia',
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
  check(t.lease.deposit > 0, `deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
}
const company = P.tenants.filter((t) => / LLC$/.test(t.last_name));
check(
  company.length === 1 && propByKey[company[0].property].property_type === 'Commercial',
  'one company tenant, on the commercial property',
);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
check(past.length === 3, 'three past tenants');
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
check(P.expenses.length >= 90 && P.expenses.length <= 120, `90-120 expenses (have ${P.expenses.length})`);
for (const x of P.expenses) {
  check(
    sameKeys(x, KEYS.expense) && propByKey[x.property] && ISO.test(x.date) && x.amount > 0,
    `expense ${JSON.stringify(x)}`,
  );
  // a year and a half of books
  check(x.date >= '2025-06-01' && x.date <= TODAY, `expense date ${x.date}`);
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
for (const t of DOC_TYPES)
  check(
    P.documents.some((d) => d.type === t),
    `document type ${t} used`,
  );

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
const paysOf = (t, month) => P.payments.filter((x) => x.tenant === t.key && ym(x.date) === month);
const paidIn = (t, month) => sum(paysOf(t, month).map((x) => cents(x.amount)));
const isLate = (t, month) =>
  Math.max(...paysOf(t, month).map((y) => Number(y.date.slice(8)))) >
  t.lease.due_day + t.lease.grace_period_days;
const lateFees = P.incomes.filter((x) => x.category === 'Late Fee');
for (const t of P.tenants) {
  const months = leaseMonths(t);
  for (const mo of months) {
    if (mo === '2026-11') continue;
    check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} fully paid`);
    // every late payment has its late fee booked the same day, and only late payments do
    const name = `${t.first_name} ${t.last_name}`;
    const fee = lateFees.filter((x) => x.entity === name && ym(x.date) === mo);
    check(isLate(t, mo) === (fee.length === 1), `${t.key} ${mo} late fee iff late`);
  }
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
const late = full.filter((x) => isLate(x.t, NOV));
check(unpaid.length === 2, 'two unpaid in November');
check(partial.length === 1, 'exactly one partial in November');
check(late.length === 1, 'exactly one late payer in November');
check(full.length >= 4, 'most paid in November');
const owedThisMonth = sum(novPaid.map((x) => Math.max(0, x.rent - x.paid)));

// ---------- figures ----------
const F = {};
for (const p of Object.keys(PERIODS)) F[`exp_${p}`] = expIn(p);
const descHas = (stem) => (x) => x.description.toLowerCase().includes(stem);
const byVendor = (name) => (x) => x.entity === name;
const CYCLONE = 'Cyclone Plumbing & Rooter';
const SUMMIT = 'Summit Roofing';
const CAPEFEAR = 'Cape Fear Landscaping';
for (const v of [CYCLONE, SUMMIT, CAPEFEAR]) check(P.expenses.some(byVendor(v)), `vendor ${v} present`);
F.plumbAll = expIn('all', descHas('plumb'));
F.roofThisYear = expIn('thisYear', descHas('roof'));
F.landscapLastYear = expIn('lastYear', descHas('landscap'));
F.cyclone = expIn('all', byVendor(CYCLONE));
F.summit = expIn('all', byVendor(SUMMIT));
F.capeFearTY = expIn('thisYear', byVendor(CAPEFEAR));
// the description-word totals must not be answerable by a vendor or category total
check(F.plumbAll !== F.cyclone, 'plumbing by description differs from the Cyclone vendor total');
check(
  P.expenses.some((x) => x.entity === CYCLONE && !descHas('plumb')(x)),
  'a plumber row without the word plumbing',
);
check(
  P.expenses.some((x) => x.entity !== CYCLONE && descHas('plumb')(x)),
  'plumbing by another vendor',
);
check(F.roofThisYear !== expIn('thisYear', byVendor(SUMMIT)), 'roof rows from other vendors this year');
check(
  F.landscapLastYear !== expIn('lastYear', byVendor(CAPEFEAR)),
  'landscaping by description differs from Cape Fear vendor total last year',
);
check(
  F.landscapLastYear !== expIn('lastYear', (x) => x.category === 'Landscaping') ||
    P.expenses.some((x) => inP(x.date, 'lastYear') && x.category !== 'Landscaping' && descHas('landscap')(x)),
  'landscaping description total is its own figure',
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
check(
  past.some((t) => cents(t.lease.rent) < rentRank.at(-1).v),
  'a past tenant paid less than the lowest current rent',
);
const endsWithin = (days) => current.filter((t) => t.lease.end <= addDays(TODAY, days));
const in30 = endsWithin(30);
const in90 = endsWithin(90);
check(in30.length === 1, 'exactly one lease ending within 30 days');
check(in90.length === 2, 'exactly two leases ending within 90 days');
check(endsWithin(92).length === 2, '"3 months" read as 90 or 92 days gives the same answer');
const next90Out = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(next90Out.lease.end > addDays(TODAY, 120), 'next lease end is well outside three months');
const quarryNow = current.filter((t) => t.property === 'quarry');
check(quarryNow.length === 3, 'three current units at Quarry Hill');
const quarryPast = past.filter((t) => t.property === 'quarry');
check(quarryPast.length === 1, 'one past tenant at Quarry Hill');
const depositsHeld = sum(current.map((t) => cents(t.lease.deposit)));
const paidTY = (key) =>
  sum(P.payments.filter((x) => x.tenant === key && inP(x.date, 'thisYear')).map((x) => cents(x.amount)));
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const doc = (prop, type) => {
  const ds = P.documents.filter((d) => d.property === prop && d.type === type);
  check(ds.length === 1, `one ${type} doc at ${prop}`);
  return ds[0]?.file;
};
const T = tenantByKey;
const lname = (k) => T[k].last_name;
const coName = company[0]?.first_name ?? '';

check(
  Object.entries(F).every(([, v]) => v > 0),
  'every figure is non-zero',
);
check(F.exp_thisYear !== F.exp_lastYear, 'years differ');
check(netProp('lastYear', 'magnolia') > 0, 'Magnolia positive in 2025');

// ---------- questions ----------
const OOS = "I can't tell that from your records";
const Q = [];
const q = (question, expected, kind, note, extra = {}) =>
  Q.push({ question, expected, ...extra, kind, note });
const EXP_NOTE = 'sum of expense rows';
const pastNames = past.map((t) => t.last_name);

// totals over periods
q(
  'how much have i spent on the properties this year?',
  [money(F.exp_thisYear)],
  'total',
  `${EXP_NOTE}, 2026-01-01..today`,
);
q(
  'what did my expenses come to in 2025',
  [money(F.exp_lastYear)],
  'total',
  `${EXP_NOTE}, 2025 (books start June 2025)`,
);
q('spending so far in november?', [money(F.exp_thisMonth)], 'total', `${EXP_NOTE}, 2026-11-01..today`);
q('how much went out last month', [money(F.exp_lastMonth)], 'total', `${EXP_NOTE}, October 2026`);
q(
  "what's my total spend across everything",
  [money(F.exp_all)],
  'total',
  `${EXP_NOTE}, all time (no time phrase)`,
);
// description word / vendor
q(
  'how much has plumbing cost me overall',
  [money(F.plumbAll)],
  'description_word',
  'all time; rows whose description contains "plumb", whatever the vendor (not the Cyclone vendor total)',
);
q(
  'roof stuff this year - how much?',
  [money(F.roofThisYear)],
  'description_word',
  'this year; rows whose description contains "roof" (replacement, patch, storm repair and a landscaper clearing the roof)',
);
q(
  'what did landscaping run me last year',
  [money(F.landscapLastYear)],
  'description_word',
  '2025; rows whose description contains "landscap" (not the gutter/roof row by the same vendor)',
);
q(
  'what have i paid cyclone plumbing all told',
  [money(F.cyclone)],
  'vendor',
  `all time; rows whose entity is ${CYCLONE}, incl. disposal, faucet and drain rows`,
);
q('total paid to summit roofing?', [money(F.summit)], 'vendor', `all time; rows whose entity is ${SUMMIT}`);
q(
  'how much has cape fear landscaping billed me this year',
  [money(F.capeFearTY)],
  'vendor',
  `2026; rows whose entity is ${CAPEFEAR}`,
);
// rankings
const idMost = Q.length;
q(
  'which place has been the most expensive this year',
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
  'who are my 3 biggest vendors this year',
  vendorsTY.slice(0, 3).map((c) => money(c.v)),
  'ranking',
  `2026 vendors by sum: ${vendorsTY
    .slice(0, 3)
    .map((c) => c.k)
    .join(', ')}`,
);
q(
  'rank the properties by profit for 2026',
  [street[netRankTY[0].k], money(netRankTY[0].v), street[netRankTY.at(-1).k]],
  'ranking',
  'net = rent + other income - expenses, this year; top figure plus the bottom property',
);
// comparisons
const idCity = Q.length;
q(
  'ames or flagstaff - which cost me more this year?',
  [money(cityExp('thisYear', 'Ames')), money(cityExp('thisYear', 'Flagstaff'))],
  'comparison',
  'expenses by city, this year',
);
q(
  'and wilmington?',
  [money(cityExp('thisYear', 'Wilmington'))],
  'follow_up',
  'inherits this year + expenses by city',
  { follow_up_of: idCity },
);
// losses
const idLoss = Q.length;
q(
  'is any of my properties losing money',
  [street[losersTY[0]], abs(netProp('thisYear', losersTY[0]))],
  'loss',
  'no period = this year; absolute value of the negative net',
);
q(
  'how about in 2025?',
  [street[losersLY[0]], abs(netProp('lastYear', losersLY[0]))],
  'follow_up',
  '2025; the only property with negative net',
  { follow_up_of: idLoss },
);
// leases
q(
  'which tenant pays me the most rent',
  [coName, money(rentRank[0].v)],
  'lease',
  'current leases; the company tenant',
);
q(
  "what's the lowest rent i'm getting right now",
  [lname(rentRank.at(-1).k), money(rentRank.at(-1).v)],
  'lease',
  'current leases (a past tenant at the same building had a lower rent)',
  { forbid: quarryPast.map((t) => t.last_name) },
);
const idEnd = Q.length;
q(
  'any leases ending in the next month?',
  in30.map((t) => t.last_name),
  'lease',
  `current leases ending by ${addDays(TODAY, 30)}`,
  { forbid: in90.filter((t) => !in30.includes(t)).map((t) => t.last_name) },
);
q(
  'ok and in the next 3 months',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${addDays(TODAY, 90)}`,
  { follow_up_of: idEnd, forbid: [next90Out.last_name] },
);
q(
  'who are the tenants at quarry hill now',
  quarryNow.map((t) => t.last_name),
  'lease',
  'current leases at the triplex (one past tenant excluded)',
  { forbid: quarryPast.map((t) => t.last_name) },
);
q(
  'how much in security deposits am i holding',
  [money(depositsHeld)],
  'deposits',
  'sum of deposits on current leases',
);
q(
  "what's the deposit on the coffee shop lease",
  [money(cents(company[0].lease.deposit))],
  'deposits',
  'deposit on the commercial lease (the company tenant is a coffee roaster)',
);
// payments
q(
  'who still owes me rent for this month',
  unpaid.map((x) => x.t.last_name),
  'payments',
  `no November payment; ${partial.map((x) => x.t.last_name)} paid partially`,
  { forbid: pastNames },
);
q(
  "what's the total outstanding rent for november",
  [money(owedThisMonth)],
  'payments',
  "sum over current leases of this month's rent minus this month's payments",
);
q(
  'did anybody pay late this month',
  late.map((x) => x.t.last_name),
  'payments',
  'November payment after due day + grace days (a late fee was booked)',
);
q(
  'how much has maribel paid me this year',
  [money(paidTY('maribel'))],
  'payments',
  'rent payments 2026 incl. a partial November',
);
const idRent = Q.length;
q('how much rent came in during 2025?', [money(rentIn('lastYear'))], 'payments', 'rent payments only, 2025');
q(
  'and so far this year?',
  [money(rentIn('thisYear'))],
  'follow_up',
  'rent payments only, 2026-01-01..today',
  { follow_up_of: idRent },
);
// income
q(
  "what's my total income this year",
  [money(incomeIn('thisYear'))],
  'income',
  'rent payments + other incomes, this year',
);
q(
  'how much have i collected in late fees this year',
  [money(otherIn('thisYear', (x) => x.category === 'Late Fee'))],
  'income',
  'Late Fee incomes, 2026',
);
// maintenance
const idOpen = Q.length;
q(
  'what maintenance requests are still open',
  ['fan', 'deck', 'sliding door', 'garage'],
  'maintenance',
  `open = Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
check(open.length === 4, 'four open requests');
const magOpen = open.filter((m) => m.property === 'magnolia');
check(magOpen.length === 1 && /deck/i.test(magOpen[0].title), 'one open at magnolia (deck)');
q('which of those is at magnolia', ['deck'], 'follow_up', magOpen[0]?.title ?? '', { follow_up_of: idOpen });
// documents
q(
  'where is the insurance policy for birchwood',
  [doc('birchwood', 'Insurance')],
  'documents',
  'document file name',
);
q(
  'do i have the coffee roaster lease uploaded?',
  [doc('wharfside', 'Lease')],
  'documents',
  'the lease document for the commercial property',
);
// property-specific + follow-up
const idMag = Q.length;
q(
  'what did magnolia crescent net me in 2025',
  [money(netProp('lastYear', 'magnolia'))],
  'property',
  'net 2025 for one property',
);
q(
  'and what have i spent on it this year',
  [money(expProp('thisYear', 'magnolia'))],
  'follow_up',
  'inherits Magnolia Crescent; expenses this year',
  { follow_up_of: idMag },
);
// out of scope
const oos = (question, note) => q(question, [OOS], 'out_of_scope', note, { forbid: ['$'] });
oos('is it going to snow in flagstaff this week', 'weather');
oos('do you think rents in wilmington will go up next year', 'market forecast');
oos("what's cyprian adebayo's credit score", 'credit score');
oos(
  'can i keep part of ingrids deposit if she breaks the lease early? whats arizona law on that',
  'legal advice',
);
oos('should i refinance magnolia crescent at todays rates', 'refinancing advice');

check(Q.length === 45, `45 questions (have ${Q.length})`);
const id = (i) => `lb9-${String(i + 1).padStart(2, '0')}`;
const out = Q.map((x, i) => {
  const o = { id: id(i), question: x.question, expected: x.expected };
  if (x.forbid) o.forbid = x.forbid;
  if (x.follow_up_of !== undefined) o.follow_up_of = id(x.follow_up_of);
  o.kind = x.kind;
  o.note = x.note;
  return o;
});
for (const o of out) {
  check(
    o.expected.length > 0 && o.expected.every((s) => typeof s === 'string' && s.length > 0),
    `expected ${o.id}`,
  );
  check(!(o.forbid ?? []).some((f) => f.length === 0 || o.expected.includes(f)), `forbid ${o.id}`);
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
