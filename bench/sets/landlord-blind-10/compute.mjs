// Computes the expected answers for landlord-blind-10 from portfolio.json and writes questions.json.
// Plain Node, no dependencies. All money is handled in integer cents.
// Run: node bench/sets/landlord-blind-10/compute.mjs
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
  const a = Math.abs(c);
  const s = `$${Math.floor(a / 100).toLocaleString('en-US')}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
}
// A loss is expected as its absolute value, so "-$1.00", "($1.00)" and "a loss of $1.00" all match.
const abs = (c) => money(Math.abs(c));
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const byDate = (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

// ---------- periods ----------
const TODAY = P.today;
check(TODAY === '2026-11-26', 'today must be 2026-11-26');
const PERIODS = {
  all: ['0000-01-01', '9999-12-31'],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  march: ['2026-03-01', '2026-03-31'],
  q2: ['2026-04-01', '2026-06-30'],
  sinceMarch: ['2026-03-01', TODAY],
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
// the expense categories of landlord-blind-9, typed the landlord's own way
const EXP_CATS = [
  'HOA dues',
  'HOA',
  'Turnover',
  'yard',
  'Yard',
  'Landscaping',
  'Insurance',
  'Utilities',
  'Repairs',
  'Repairs & maint',
  'Property Tax',
  'Taxes',
  'Supplies',
  'HVAC',
  'Pest ctrl',
  'Capital improvement',
];
const STATUSES = ['Pending', 'In Progress', 'Completed'];
const DOC_TYPES = ['Lease', 'Receipt', 'Invoice', 'Insurance'];
// cities of landlord-blind-2 to landlord-blind-9: this set must use other ones
const EARLIER_CITIES = [
  'San Antonio',
  'Fort Collins',
  'Savannah',
  'Asheville',
  'Raleigh',
  'Knoxville',
  'Chattanooga',
  'Spokane',
  'Boise',
  'Madison',
  'Tucson',
  'Duluth',
  'Bend',
  'Fargo',
  'Eugene',
  'Lincoln',
  'Dayton',
  'Roanoke',
  'Billings',
  'Ames',
  'Flagstaff',
  'Wilmington',
];

const propByKey = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const tenantByKey = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 6, '5-6 properties');
check(Object.keys(propByKey).length === P.properties.length, 'unique property keys');
check(Object.keys(tenantByKey).length === P.tenants.length, 'unique tenant keys');
for (const p of P.properties) {
  check(sameKeys(p, KEYS.property), `property keys ${p.key}`);
  check(TYPES.includes(p.property_type), `property type ${p.key}`);
  check(ISO.test(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
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
  juniper: 'Juniper Ridge',
  pinon: 'Pinon Mesa',
  maple: 'Maple Ledge',
  harbor: 'Harbor Watch',
  cypress: 'Cypress Landing',
  sugarmill: 'Sugar Mill',
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
  check(t.lease.deposit > 0 && t.lease.rent > 0, `deposit and rent ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
}
const company = P.tenants.filter((t) => / LLC$/.test(t.last_name));
check(
  company.length === 1 && propByKey[company[0].property].property_type === 'Commercial',
  'one company tenant, on the commercial property',
);
const co = company[0];
check(
  co && co.lease.due_day === 5 && co.lease.grace_period_days === 10,
  'company rent due on the 5th, 10 days grace',
);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const T_END = (k) => tenantByKey[k]?.lease.end ?? '9999-12-31';
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(past.length === 3, 'three past tenants');
check(future.length === 1, 'one signed lease that starts after today');
const nextIn = future[0];
check(
  nextIn && nextIn.property === 'maple' && nextIn.lease.start > T_END('cornelius'),
  'the future lease follows the Maple Ledge lease that ends this year',
);
for (const x of P.payments)
  check(
    sameKeys(x, KEYS.payment) && tenantByKey[x.tenant] && ISO.test(x.date) && x.date <= TODAY && x.amount > 0,
    `payment ${JSON.stringify(x)}`,
  );
for (const x of P.incomes) {
  check(
    sameKeys(x, KEYS.income) && propByKey[x.property] && ISO.test(x.date) && x.date <= TODAY && x.amount > 0,
    `income ${JSON.stringify(x)}`,
  );
  check(INC_CATS.includes(x.category), `income category ${x.category}`);
}
for (const c of INC_CATS)
  check(
    P.incomes.some((x) => x.category === c),
    `income category ${c} used`,
  );
check(P.expenses.length >= 100 && P.expenses.length <= 140, `100-140 expenses (have ${P.expenses.length})`);
for (const x of P.expenses) {
  check(
    sameKeys(x, KEYS.expense) && propByKey[x.property] && ISO.test(x.date) && x.amount > 0,
    `expense ${JSON.stringify(x)}`,
  );
  check(EXP_CATS.includes(x.category), `expense category ${x.category}`);
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
    sameKeys(x, KEYS.document) &&
      propByKey[x.property] &&
      DOC_TYPES.includes(x.type) &&
      ISO.test(x.uploaded) &&
      x.uploaded <= TODAY,
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
const fullName = (t) => `${t.first_name} ${t.last_name}`;
const paysOf = (t, month) => P.payments.filter((x) => x.tenant === t.key && ym(x.date) === month);
const paidIn = (t, month) => sum(paysOf(t, month).map((x) => cents(x.amount)));
const isLate = (t, month) =>
  Math.max(...paysOf(t, month).map((y) => Number(y.date.slice(8)))) >
  t.lease.due_day + t.lease.grace_period_days;
const lateFees = P.incomes.filter((x) => x.category === 'Late Fee');
const NOV = '2026-11';
for (const t of P.tenants) {
  const months = leaseMonths(t);
  for (const mo of months) {
    const fee = lateFees.filter((x) => x.entity === fullName(t) && ym(x.date) === mo);
    if (mo === NOV) {
      check(
        fee.length === (paidIn(t, mo) >= cents(t.lease.rent) && isLate(t, mo) ? 1 : 0),
        `${t.key} Nov fee`,
      );
      continue;
    }
    check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} fully paid`);
    // every late payment has its late fee booked the same month, and only late payments do
    check(isLate(t, mo) === (fee.length === 1), `${t.key} ${mo} late fee iff late`);
  }
  check(
    P.payments.filter((x) => x.tenant === t.key).every((x) => months.includes(ym(x.date))),
    `${t.key} payments inside lease`,
  );
}
check(
  lateFees.every((x) => P.tenants.some((t) => fullName(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of that property',
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
const expRows = (p, f = () => true) => P.expenses.filter((x) => inP(x.date, p) && f(x));
const expIn = (p, f) => sum(expRows(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  sum(P.payments.filter((x) => inP(x.date, p) && f(tenantByKey[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  sum(P.incomes.filter((x) => inP(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeIn = (p, prop) =>
  rentIn(p, (t) => !prop || t.property === prop) + otherIn(p, (x) => !prop || x.property === prop);
const expProp = (p, prop) => expIn(p, (x) => x.property === prop);
const netProp = (p, prop) => incomeIn(p, prop) - expProp(p, prop);
const netAll = (p) => incomeIn(p) - expIn(p);
const cityOf = (prop) => propByKey[prop].city;
function ranked(items, label) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i++) check(r[i].v !== r[i - 1].v, `tie in ${label}: ${r[i].k}`);
  return r;
}
const PK = P.properties.map((p) => p.key);
const T = tenantByKey;

// ---------- November 2026 situation ----------
const novPaid = current.map((t) => ({ t, paid: paidIn(t, NOV), rent: cents(t.lease.rent) }));
const unpaid = novPaid.filter((x) => x.paid === 0);
const partial = novPaid.filter((x) => x.paid > 0 && x.paid < x.rent);
const full = novPaid.filter((x) => x.paid >= x.rent);
const late = full.filter((x) => isLate(x.t, NOV));
check(unpaid.length === 2, 'two unpaid in November');
check(partial.length === 1, 'exactly one partial in November');
check(late.length === 1, 'exactly one late payer in November');
check(full.length >= 5, 'most paid in November');
const owers = [...unpaid, ...partial];
const owedThisMonth = sum(novPaid.map((x) => Math.max(0, x.rent - x.paid)));

// ---------- figures ----------
const F = {};
for (const p of Object.keys(PERIODS)) F[`exp_${p}`] = expIn(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'every period total is its own figure');
const descHas = (stem) => (x) => x.description.toLowerCase().includes(stem);
const byVendor = (name) => (x) => x.entity === name;
const catIn = (cats) => (x) => cats.includes(x.category);
const RIO = 'Rio Grande Plumbing & Drain';
const ADOBE = 'Adobe Sky Roofing';
const PLOW = 'Winter Hill Plowing';
for (const v of [RIO, ADOBE, PLOW]) check(P.expenses.some(byVendor(v)), `vendor ${v} present`);
const PLUMBERS = [RIO, 'Cajun Pipe & Rooter', 'Queen City Plumbing'];
F.plumbAll = expIn('all', descHas('plumb'));
F.roofThisYear = expIn('thisYear', descHas('roof'));
F.snowThisYear = expIn('thisYear', descHas('snow'));
F.rio = expIn('all', byVendor(RIO));
F.adobeTY = expIn('thisYear', byVendor(ADOBE));
F.taxTY = expIn('thisYear', catIn(['Property Tax', 'Taxes']));
// the description-word totals must not be answerable by a vendor or category total
check(
  F.plumbAll !== expIn('all', (x) => PLUMBERS.includes(x.entity)),
  'plumbing word total differs from plumbers',
);
check(
  P.expenses.some((x) => PLUMBERS.includes(x.entity) && !descHas('plumb')(x)),
  'a plumber row without the word plumbing',
);
check(
  P.expenses.some((x) => !PLUMBERS.includes(x.entity) && descHas('plumb')(x)),
  'plumbing by a non-plumber',
);
check(F.roofThisYear !== F.adobeTY, 'roof rows this year from other vendors');
check(
  expRows('thisYear', byVendor(ADOBE)).some((x) => !descHas('roof')(x)),
  'a roofer row this year without the word roof',
);
check(
  expRows('thisYear', descHas('roof')).some((x) => x.category === 'HOA') &&
    expRows('thisYear', descHas('roof')).some((x) => x.category === 'Landscaping'),
  'roof rows this year under HOA and Landscaping',
);
check(
  F.snowThisYear !== expIn('thisYear', byVendor(PLOW)),
  'snow word total differs from the plowing vendor',
);
check(
  expRows('thisYear', descHas('snow')).some((x) => x.entity !== PLOW),
  'snow rows this year from other vendors',
);
check(
  P.expenses.some((x) => x.entity === PLOW && !descHas('snow')(x)),
  'a plowing-firm row without the word snow',
);
for (const c of ['Property Tax', 'Taxes'])
  check(expRows('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);

const expRankTY = ranked(
  PK.map((k) => ({ k, v: expProp('thisYear', k) })),
  'expenses by property this year',
);
const vendorsLY = ranked(
  [...new Set(expRows('lastYear').map((x) => x.entity))].map((k) => ({
    k,
    v: expIn('lastYear', byVendor(k)),
  })),
  'vendors 2025',
);
const cities = [...new Set(P.properties.map((p) => p.city))];
check(cities.length === 3, 'three cities');
const cityExp = (p, c) => expIn(p, (x) => cityOf(x.property) === c);
ranked(
  cities.map((k) => ({ k, v: cityExp('thisYear', k) })),
  'city expenses this year',
);
const losersTY = PK.filter((k) => netProp('thisYear', k) < 0);
const losersLY = PK.filter((k) => netProp('lastYear', k) < 0);
check(losersTY.length === 1, `exactly one property lost money this year (${losersTY})`);
check(losersLY.length === 1, `exactly one property lost money in 2025 (${losersLY})`);
check(losersTY[0] !== losersLY[0], 'different losers each year');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'portfolio net positive both years');

const rentRank = ranked(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rentRank[0].k === co.key, 'the company tenant pays the most');
const lowest = T[rentRank.at(-1).k];
const lowerPast = past.filter(
  (t) => t.property === lowest.property && cents(t.lease.rent) < rentRank.at(-1).v,
);
check(lowerPast.length === 1, 'a past tenant in the same building paid less than the lowest current rent');
const endsBy = (date) => current.filter((t) => t.lease.end <= date);
const byYearEnd = endsBy('2026-12-31');
const in90 = endsBy(addDays(TODAY, 90));
check(byYearEnd.length === 1, 'exactly one lease ending by the end of the year');
check(endsBy(addDays(TODAY, 30)).length === 1, 'the same one within 30 days');
check(in90.length === 2, 'exactly two leases ending within 90 days');
check(endsBy('2027-02-28').length === 2, '"90 days" read as through February gives the same answer');
const next90Out = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(next90Out.lease.end > addDays(TODAY, 120), 'next lease end is well outside 90 days');
const mapleNow = current.filter((t) => t.property === 'maple');
const maplePast = past.filter((t) => t.property === 'maple');
check(
  mapleNow.length === 3 && maplePast.length === 1,
  'three current units and one past tenant at Maple Ledge',
);
const depositsHeld = sum(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
const coPays = P.payments.filter((x) => x.tenant === co.key).sort(byDate);
const coLast = coPays.at(-1);
check(
  ym(coLast.date) === NOV && cents(coLast.amount) === cents(co.lease.rent),
  'bike shop paid November in full',
);
const paidTY = (key) =>
  sum(P.payments.filter((x) => x.tenant === key && inP(x.date, 'thisYear')).map((x) => cents(x.amount)));
const marisolPartial = paysOf(T.marisol, NOV);
check(partial[0]?.t.key === 'marisol' && marisolPartial.length === 1, 'Marisol is the partial payer');
const lateFeesTY = otherIn('thisYear', (x) => x.category === 'Late Fee');
const laundryAll = otherIn('all', (x) => x.category === 'Laundry');
const count2025 = expRows('lastYear').length;
check(count2025 >= 10, 'the 2025 expense count has two digits');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['radiator', 'faucet', 'dishwasher', 'gate', 'dryer'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => m.title.toLowerCase().includes(w)).length === 1 &&
      open.some((m) => m.title.toLowerCase().includes(w)),
    `open word ${w} picks one open request`,
  );
const openBurl = open.filter((m) => cityOf(m.property) === 'Burlington');
const BURL_WORDS = OPEN_WORDS.filter((w) => openBurl.some((m) => m.title.toLowerCase().includes(w)));
check(BURL_WORDS.length === 3, 'three open requests in Burlington');
const doc = (prop, type) => {
  const ds = P.documents.filter((d) => d.property === prop && d.type === type);
  check(ds.length === 1, `one ${type} doc at ${prop}`);
  return ds[0]?.file;
};

for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is non-zero`);
check(F.exp_thisYear !== F.exp_lastYear, 'years differ');
check(netProp('lastYear', 'sugarmill') > 0, 'Sugar Mill positive in 2025');

// ---------- questions ----------
const OOS = "I can't tell that from your records";
const Q = [];
const q = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const EXP_NOTE = 'sum of expense rows';
const pastNames = past.map((t) => t.last_name);

// totals over periods
q(
  'how much have i spent total this year on all the places',
  [money(F.exp_thisYear)],
  'total',
  `${EXP_NOTE}, 2026-01-01..today`,
);
q(
  'What were my expenses for 2025?',
  [money(F.exp_lastYear)],
  'total',
  `${EXP_NOTE}, 2025 (books start June 2025)`,
);
q('expenses last month??', [money(F.exp_lastMonth)], 'total', `${EXP_NOTE}, October 2026`);
q('what did march cost me', [money(F.exp_march)], 'total', `${EXP_NOTE}, March 2026 (the last March)`);
q('total spending for Q2', [money(F.exp_q2)], 'total', `${EXP_NOTE}, 2026-04-01..2026-06-30`);
q(
  'hey how much has gone out the door since march',
  [money(F.exp_sinceMarch)],
  'total',
  `${EXP_NOTE}, 2026-03-01..today`,
);
// categories, description words, vendors
q(
  'how much property tax have i paid this yr',
  [money(F.taxTY)],
  'category',
  'this year; categories "Property Tax" and "Taxes" together (Santa Fe County, Burlington, Lafayette Parish)',
);
q(
  'whats plumbing cost me',
  [money(F.plumbAll)],
  'description_word',
  'all time; rows whose description contains "plumb", whoever the vendor (not the plumbers\' vendor totals)',
);
q(
  'roof related costs in 2026?',
  [money(F.roofThisYear)],
  'description_word',
  'this year; rows whose description contains "roof" (new roof, storm repair, HOA roof recoat, limbs off the roof) - not the Adobe Sky scupper row',
);
q(
  'how much have i spent on snow stuff this year',
  [money(F.snowThisYear)],
  'description_word',
  'this year; rows whose description contains "snow" (plowing extras, handyman shoveling, snow shovels, the new season contract), not the leaf cleanup',
);
q(
  'total paid to rio grande plumbng?',
  [money(F.rio)],
  'vendor',
  `all time; rows whose entity is ${RIO}, incl. the water heater and drain rows without "plumbing"`,
);
q(
  'wat has adobe sky roofing charged me this year',
  [money(F.adobeTY)],
  'vendor',
  `2026; rows whose entity is ${ADOBE} (the new roof plus a scupper repair)`,
);
// rankings
const idMost = q(
  'which property has been the biggest money pit this year',
  [street[expRankTY[0].k], money(expRankTY[0].v)],
  'ranking',
  'expenses by property, this year, highest',
);
q(
  'and which one cost the least',
  [street[expRankTY.at(-1).k], money(expRankTY.at(-1).v)],
  'follow_up',
  'inherits this year + expenses by property; lowest',
  { follow_up_of: idMost },
);
q(
  'top 3 vendors i paid the most in 2025',
  vendorsLY.slice(0, 3).map((c) => money(c.v)),
  'ranking',
  `2025 vendors by sum: ${vendorsLY
    .slice(0, 3)
    .map((c) => c.k)
    .join(', ')}`,
);
// comparisons
const idCity = q(
  'burlington vs santa fe, which one am i spending more on this year',
  [money(cityExp('thisYear', 'Burlington')), money(cityExp('thisYear', 'Santa Fe'))],
  'comparison',
  'expenses by city, this year',
);
q(
  'what about lafayette',
  [money(cityExp('thisYear', 'Lafayette'))],
  'follow_up',
  'inherits this year + expenses by city',
  { follow_up_of: idCity },
);
q(
  'is my spending up or down compared to last year',
  [money(F.exp_thisYear), money(F.exp_lastYear)],
  'comparison',
  'expenses this year vs 2025 (2025 books start in June)',
);
// net income
const idNet = q(
  "what's my net income so far this year, after expenses",
  [money(netAll('thisYear'))],
  'net',
  'rent payments + other incomes - expenses, this year, whole portfolio',
);
q('and last year?', [money(netAll('lastYear'))], 'follow_up', 'same, 2025', { follow_up_of: idNet });
// losses
const idLoss = q(
  'am i losing money on any of my places',
  [street[losersTY[0]], abs(netProp('thisYear', losersTY[0]))],
  'loss',
  'no period = this year; the new roof puts it below zero; absolute value of the negative net',
);
q(
  'how about in 2025',
  [street[losersLY[0]], abs(netProp('lastYear', losersLY[0]))],
  'follow_up',
  '2025; the condo bought in May 2025, renovated and first let in October',
  { follow_up_of: idLoss },
);
// leases
q(
  'whos paying me the most rent right now',
  [co.first_name, money(rentRank[0].v)],
  'lease',
  'current leases; the company tenant (a bike shop)',
);
q(
  'lowest rent im getting currently?',
  [lowest.last_name, money(rentRank.at(-1).v)],
  'lease',
  'current leases (a past tenant in the same triplex paid less)',
  { forbid: lowerPast.map((t) => t.last_name) },
);
const idEnd = q(
  'any leases expiring before the end of the year',
  byYearEnd.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in90.filter((t) => !byYearEnd.includes(t)).map((t) => t.last_name) },
);
q(
  'ok what about the next 90 days',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${addDays(TODAY, 90)}`,
  { follow_up_of: idEnd, forbid: [next90Out.last_name] },
);
q(
  'who lives at maple ledge thes days',
  mapleNow.map((t) => t.last_name),
  'lease',
  'current leases at the triplex (the past Unit B tenant excluded)',
  { forbid: [...maplePast, nextIn].map((t) => t.last_name) },
);
// deposits
q(
  'how much in security deposits am i holding for the people living in my places right now',
  [money(depositsHeld)],
  'deposits',
  'sum of deposits on current leases (not the signed lease that starts in January)',
);
q(
  'do i have anyone signed up to move in after cornelius leaves',
  [nextIn.last_name],
  'lease',
  `the lease at Maple Ledge starting ${nextIn.lease.start}, after Thistlewood's ends ${T.cornelius.lease.end}`,
);
// payments
q(
  'who owes me money for november',
  owers.map((x) => x.t.last_name),
  'payments',
  `no November payment: ${unpaid.map((x) => x.t.last_name).join(', ')}; part paid: ${partial
    .map((x) => x.t.last_name)
    .join(', ')}`,
  { forbid: pastNames },
);
q(
  'how much rent is still outstanding this month all together',
  [money(owedThisMonth)],
  'payments',
  "sum over current leases of this month's rent minus this month's payments",
);
q(
  'did anyone pay late in nov',
  late.map((x) => x.t.last_name),
  'payments',
  'November payment after due day + grace days (a late fee was booked)',
);
q(
  'when did the bike shop last pay me and how much was it',
  [money(cents(coLast.amount))],
  'payments',
  `latest payment of the company tenant: ${coLast.date} (rent due on the 5th, 10 days grace)`,
);
q(
  "can you pull up marisol's rent payments for this year, i want to see what she has actually paid me because i have a feeling she's been coming up short",
  [money(paidTY('marisol')), money(cents(marisolPartial[0].amount))],
  'payments',
  'her 2026 rent payments: total, including a partial November payment',
);
q(
  'late fees collected in 2026',
  [money(lateFeesTY)],
  'income',
  'Late Fee incomes, 2026 (including this month)',
);
q(
  'how much has the laundry brought in overal',
  [money(laundryAll)],
  'income',
  'Laundry incomes, all time (quarterly commission at the triplex)',
);
q('how many expenses did i log in 2025', [String(count2025)], 'count', 'number of expense rows dated 2025');
// maintenance
const idOpen = q(
  'any maintenance stuff still open?',
  OPEN_WORDS,
  'maintenance',
  `open = Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
q('which of those are in burlington', BURL_WORDS, 'follow_up', openBurl.map((m) => m.title).join('; '), {
  follow_up_of: idOpen,
});
// documents
q(
  'did i upload the roofing invoice for juniper ridge? whats the file',
  [doc('juniper', 'Invoice')],
  'documents',
  'the invoice document at Juniper Ridge',
);
// out of scope
const oos = (question, note) => q(question, [OOS], 'out_of_scope', note, { forbid: ['$'] });
oos('is burlington supposed to get a lot of snow this winter', 'weather');
oos('what are houses in lafayette going to be worth next year', 'market forecast');
oos("what's theodora lindqvist's credit score", 'credit score');
oos(
  'in louisiana how many days notice do i legally have to give before i can file an eviction on evangeline',
  'legal advice',
);
oos('can i deduct the whole juniper ridge roof this year or do i have to depreciate it', 'tax advice');

check(Q.length === 45, `45 questions (have ${Q.length})`);
const id = (i) => `lb10-${String(i + 1).padStart(2, '0')}`;
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
  check(
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f))),
    `forbid ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');

if (failures.length) {
  console.error('CHECKS FAILED:\n' + failures.map((f) => ' - ' + f).join('\n'));
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), JSON.stringify(out, null, 2) + '\n');
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] || 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
