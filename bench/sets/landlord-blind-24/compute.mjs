// Works out the expected answers for landlord-blind-24 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-24/compute.mjs
// If any check on the data fails it prints the failures, exits non-zero and writes nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const P = JSON.parse(readFileSync(join(here, 'portfolio.json'), 'utf8'));

const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
};

const cents = (x) => Math.round(x * 100);
const money = (c) => {
  const a = Math.abs(c);
  const s = `$${Math.floor(a / 100).toLocaleString('en-US')}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
// losses are expected as their absolute amount, so "-$5.00", "($5.00)" and "lost $5.00" all pass
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  march: ['2026-03-01', '2026-03-31'],
  q3: ['2026-07-01', '2026-09-30'],
  sinceJune: ['2026-06-01', TODAY],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
const month = (d) => d.slice(0, 7);

// ---------- shape ----------
const SHAPE = {
  root: ['today', 'properties', 'tenants', 'payments', 'incomes', 'expenses', 'maintenance', 'documents'],
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
const hasKeys = (o, keys) =>
  o !== null && typeof o === 'object' && Object.keys(o).sort().join() === [...keys].sort().join();
const isDate = (s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s);
const isMoney = (x) => typeof x === 'number' && x > 0 && Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;
check(hasKeys(P, SHAPE.root), 'top-level keys');

// the vocabularies of landlord-blind-13's portfolio (the landlord's own category spellings included)
const PROPERTY_TYPES = ['Single Family', 'Multi-Family', 'Condo', 'Townhouse', 'Commercial'];
const INCOME_CATEGORIES = ['Laundry', 'Parking', 'Pet Fee', 'Late Fee', 'Other'];
const EXPENSE_CATEGORIES = [
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
const DOCUMENT_TYPES = ['Lease', 'Receipt', 'Invoice', 'Insurance'];
// cities of landlord-blind-2 to landlord-blind-23 (and those set 13 lists for the tenant-line sets),
// which this set must not reuse
const USED_CITIES = [
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
  'Santa Fe',
  'Burlington',
  'Lafayette',
  'Lexington',
  'Tulsa',
  'Bellingham',
  'Grand Rapids',
  'Greenville',
  'Provo',
  'Providence',
  'Hancock',
  'Lawrence',
  'Sioux Falls',
  'Cheyenne',
  'Bangor',
  'Rochester',
  'Macon',
  'Missoula',
  'Kalamazoo',
  'Pueblo',
  'Lubbock',
  'Erie',
  'Waco',
  'Rapid City',
  'Traverse City',
  'Joplin',
  'Lynchburg',
  'Kenosha',
  'Pensacola',
  'Ogden',
  'Dubuque',
  'Charleston',
  'Muncie',
  'Hattiesburg',
  'Mankato',
  'Worcester',
  'Shreveport',
  'Yakima',
  'Harrisburg',
  'Bowling Green',
  'Chico',
  'Allentown',
  'Tuscaloosa',
  'Grand Junction',
  'Champaign',
  'Tallahassee',
  'Pocatello',
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 7, 'seven properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date <= TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions and the expected answers use must each pick out one property
const STREET = {
  quarry: 'Quarry',
  tanner: 'Tanner',
  pecan: 'Pecan',
  bayou: 'Bayou',
  birchwood: 'Birchwood',
  ferris: 'Ferris',
  halfmoon: 'Halfmoon',
};
for (const p of P.properties)
  check(
    STREET[p.key] &&
      P.properties
        .filter((q) => q.address.includes(STREET[p.key]))
        .map((q) => q.key)
        .join() === p.key,
    `street name ${p.key}`,
  );
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/\(\d{3}\) 555-01\d\d/.test(t.phone_number), `phone number ${t.key} is a 555-01xx number`);
  // a street name must not be mistaken for a tenant
  check(!Object.values(STREET).some((s) => `${t.first_name} ${t.last_name}`.includes(s)), `name ${t.key}`);
}
for (const x of P.payments)
  check(
    hasKeys(x, SHAPE.payment) &&
      ten[x.tenant] &&
      isDate(x.date) &&
      within(x.date, 'all') &&
      isMoney(x.amount),
    `payment ${JSON.stringify(x)}`,
  );
for (const x of P.incomes)
  check(
    hasKeys(x, SHAPE.income) &&
      prop[x.property] &&
      isDate(x.date) &&
      within(x.date, 'all') &&
      isMoney(x.amount) &&
      INCOME_CATEGORIES.includes(x.category) &&
      x.date >= prop[x.property].purchase_date,
    `income ${JSON.stringify(x)}`,
  );
for (const c of INCOME_CATEGORIES)
  check(
    P.incomes.some((x) => x.category === c),
    `income category ${c} used`,
  );
check(P.expenses.length >= 150 && P.expenses.length <= 200, `150-200 expense rows (${P.expenses.length})`);
for (const x of P.expenses)
  check(
    hasKeys(x, SHAPE.expense) &&
      prop[x.property] &&
      isDate(x.date) &&
      within(x.date, 'all') &&
      isMoney(x.amount) &&
      EXPENSE_CATEGORIES.includes(x.category) &&
      x.date >= prop[x.property].purchase_date,
    `expense ${JSON.stringify(x)}`,
  );
for (const m of P.maintenance)
  check(
    hasKeys(m, SHAPE.maintenance) && prop[m.property] && STATUSES.includes(m.status),
    `maintenance ${m.title}`,
  );
for (const s of STATUSES)
  check(
    P.maintenance.some((m) => m.status === s),
    `status ${s} used`,
  );
for (const d of P.documents)
  check(
    hasKeys(d, SHAPE.document) &&
      prop[d.property] &&
      DOCUMENT_TYPES.includes(d.type) &&
      isDate(d.uploaded) &&
      d.uploaded <= TODAY,
    `document ${d.file}`,
  );
for (const t of DOCUMENT_TYPES)
  check(
    P.documents.some((d) => d.type === t),
    `document type ${t} used`,
  );
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document file names unique');

// ---------- leases and rent on the books ----------
const name = (t) => `${t.first_name} ${t.last_name}`;
const NOV = '2026-11';
// the months of a lease that fall inside the books, up to this month
function bookedMonths(t) {
  const out = [];
  let [y, m] = t.lease.start.split('-').map(Number);
  for (;;) {
    const k = `${y}-${String(m).padStart(2, '0')}`;
    if (`${k}-01` > TODAY || `${k}-01` > t.lease.end) break;
    if (`${k}-01` >= BOOKS_START) out.push(k);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}
const paymentsIn = (t, mo) => P.payments.filter((x) => x.tenant === t.key && month(x.date) === mo);
const paidIn = (t, mo) => total(paymentsIn(t, mo).map((x) => cents(x.amount)));
const paidLate = (t, mo) =>
  paymentsIn(t, mo).some((x) => Number(x.date.slice(8)) > t.lease.due_day + t.lease.grace_period_days);
const lateFees = P.incomes.filter((x) => x.category === 'Late Fee');
// months of a tenant paid late (in full), each with its late fee
const lateMonths = (t) =>
  bookedMonths(t).filter((mo) => paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo));
for (const t of P.tenants) {
  const months = bookedMonths(t);
  check(
    P.payments.filter((x) => x.tenant === t.key).every((x) => months.includes(month(x.date))),
    `${t.key}: payments only in booked lease months`,
  );
  for (const mo of months) {
    const fees = lateFees.filter((x) => x.entity === name(t) && month(x.date) === mo);
    if (mo !== NOV) check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} paid in full`);
    // a late fee is booked for a late full payment, and for nothing else
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
// one tenant at a time in each single-unit property; at the duplex, one at a time in the lower unit
const UNITS = P.properties.map((p) =>
  p.key === 'quarry' ? ['priya', 'gideon'] : P.tenants.filter((t) => t.property === p.key).map((t) => t.key),
);
check(
  P.properties.filter((p) => p.property_type === 'Multi-Family').length === 1,
  'one duplex (Quarry Hill)',
);
for (const keys of UNITS) {
  const ls = keys.map((k) => ten[k].lease).sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap (${keys})`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(current.length === 7, 'seven current leases');
check(past.length === 3 && future.length === 1, 'three past tenants and one signed future lease');
check(
  current.filter((t) => t.lease.start < BOOKS_START).length === 3,
  'three current leases began before the books',
);
// vacancy: the one property with no current lease, with the signed lease that fills it
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].key === 'ferris', 'Ferris Knoll is the only empty property');
const incoming = future[0];
check(incoming.property === 'ferris', 'the signed future lease is for Ferris Knoll');
const outgoing = past.find((t) => t.property === 'ferris');
check(Boolean(outgoing) && outgoing.lease.end >= '2026-09-01', 'Ferris emptied this autumn');

// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
const owedNow = total(current.map(shortOf));

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeOf = (p, key) =>
  rentIn(p, (t) => !key || t.property === key) + otherIn(p, (x) => !key || x.property === key);
const spentAt = (p, key) => spent(p, (x) => x.property === key);
const netOf = (p, key) => incomeOf(p, key) - spentAt(p, key);
const netAll = (p) => incomeOf(p) - spent(p);
const city = (key) => prop[key].city;
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
check(F.thisYear !== F.lastYear, 'this year and last year differ');

// HOA this year: both spellings, both associations
const HOA = ['HOA dues', 'HOA'];
F.hoa = spent('thisYear', cats(HOA));
for (const c of HOA)
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `HOA spelling ${c} this year`);
check(
  new Set(rowsIn('thisYear', cats(HOA)).map((x) => x.property)).size === 2,
  'HOA this year at the townhouse and the condo',
);
check(
  rowsIn('all', cats(HOA)).every((x) => lower(x.entity).includes('association')),
  'every HOA row is paid to an association',
);
// property tax last year: both spellings
F.tax = spent('lastYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
check(
  !rowsIn('all', (x) => x.property === 'tanner').some(cats(['Property Tax', 'Taxes'])),
  'the coffee roaster pays the Tanner Mill tax itself',
);
F.insurance = spent('lastYear', cats(['Insurance']));
check(F.insurance !== spent('thisYear', cats(['Insurance'])), 'insurance differs year to year');

// furnaces: the word in the description, whoever did the work and under whatever category
F.furnace = spent('all', word('furnace'));
const furnaceRows = rowsIn('all', word('furnace'));
check(new Set(furnaceRows.map((x) => x.entity)).size >= 4, 'furnace rows come from several vendors');
check(new Set(furnaceRows.map((x) => x.category)).size >= 4, 'furnace rows sit under several categories');
for (const v of VENDORS) check(F.furnace !== spent('all', vendor(v)), `furnace total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('furnace') && !word('furnace')(x)).length > 0,
  'the furnace firm also has a row that is not furnace work (the AC tune-up)',
);
// storm: the word in the description, 2025 only (a 2026 storm row exists and is not counted)
F.storm = spent('lastYear', word('storm'));
const stormRows = rowsIn('lastYear', word('storm'));
check(new Set(stormRows.map((x) => x.entity)).size >= 3, 'storm rows come from several vendors');
check(new Set(stormRows.map((x) => x.property)).size === 2, 'storm rows at both Beaumont properties');
check(spent('thisYear', word('storm')) > 0, 'a 2026 storm row exists');
check(
  rowsIn('all', word('storm')).every((x) =>
    ['Repairs', 'Supplies', 'Landscaping', 'yard'].includes(x.category),
  ),
  'storm rows are cleanup, prep and repairs only (no insurance premium)',
);
for (const v of VENDORS) check(F.storm !== spent('lastYear', vendor(v)), `storm total differs from ${v}`);
// the mechanical firm with the long name, asked for as "mohawk valley heating"; two other vendors start "Mohawk"
const longName = VENDORS.filter((v) => lower(v).includes('mohawk valley heating'));
check(longName.length === 1, 'one vendor matches "mohawk valley heating"');
check(VENDORS.filter((v) => lower(v).startsWith('mohawk')).length === 3, 'three "Mohawk" vendors');
const MVH = longName[0];
const mvhRows = rowsIn('all', vendor(MVH));
F.mvh = total(mvhRows.map((x) => cents(x.amount)));
check(
  new Set(mvhRows.map((x) => x.property)).size === 2,
  'the mechanical firm works at both Utica buildings',
);
check(new Set(mvhRows.map((x) => x.category)).size >= 3, 'its rows sit under several categories');
F.birchwoodAll = spentAt('all', 'birchwood');
check(F.birchwoodAll !== spentAt('thisYear', 'birchwood'), 'Birchwood all time differs from this year');

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(byProperty[0].v - byProperty[1].v >= 50000, 'the most expensive property leads by $500+');
check(byProperty.at(-2).v - byProperty.at(-1).v >= 10000, 'the cheapest property is $100+ below the next');
const vendorsNow = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors 2026',
);
// the biggest category of this year stays the biggest however the landlord's spellings are merged
const catTotals = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('thisYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories this year',
);
const MERGED = [
  ['Property Tax', 'Taxes'],
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['HOA dues', 'HOA'],
  ['Turnover', 'Supplies'],
];
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops this year');
for (const g of MERGED)
  check(spent('thisYear', cats(g)) < catTotals[0].v, `merged ${g.join('+')} stays below`);
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three cities');
const cityTotals25 = Object.fromEntries(
  CITIES.map((c) => [c, spent('lastYear', (x) => city(x.property) === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityTotals25[k] })),
  'city spend 2025',
);
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(
  loserThen === 'pecan' && loserNow === 'ferris',
  'the AC-and-turnover year and the roof-and-vacancy year',
);
check(
  byProperty[0].k === 'tanner' && byProperty[0].k !== loserNow,
  'the costliest property this year still makes money',
);
const incomeEauClaire = total(
  KEYS.filter((k) => city(k) === 'Eau Claire').map((k) => incomeOf('thisYear', k)),
);
check(
  incomeEauClaire !== rentIn('thisYear', (t) => city(t.property) === 'Eau Claire'),
  'Eau Claire income includes other income',
);
const rentQ3 = rentIn('q3');
check(rentQ3 !== incomeOf('q3'), 'Q3 rent differs from Q3 income');
const quarrySinceJune = netOf('sinceJune', 'quarry');
check(quarrySinceJune > 0, 'Quarry Hill is in the black since June');
check(
  quarrySinceJune !== incomeOf('sinceJune', 'quarry') &&
    quarrySinceJune !== rentIn('sinceJune', (t) => t.property === 'quarry'),
  'Quarry Hill net differs from its income',
);

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(cheapest.key === 'thaddeus', 'Wojcik pays the least');
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant in the same duplex paid less');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(byNewYear.length === 1, 'one lease ends this year');
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within 90 days / by February',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is past 120 days');
check(nextAfter.lease.end <= '2027-03-31', 'the next lease end is close enough to tempt');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
check(
  deposits !== total(P.tenants.map((t) => cents(t.lease.deposit))),
  'deposits held differ from all deposits',
);
// the tenant paid late most often this year (late full payments, each with a late fee)
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v,
  'one tenant was late most often this year, 3+ times',
);
const worstLate = ten[lateCount[0].k];
check(unpaid.includes(worstLate), 'the worst late payer has not paid November at all');
// the part payer's last payment
const pellegrino = ten.augustin;
check(partial.includes(pellegrino), 'Pellegrino paid part of November');
const hisPayments = P.payments
  .filter((x) => x.tenant === pellegrino.key)
  .sort((a, b) => (a.date < b.date ? 1 : -1));
check(hisPayments[0].date > hisPayments[1].date, 'his last payment is on one day');
const lastPay = hisPayments[0];
check(cents(lastPay.amount) !== cents(pellegrino.lease.rent), 'his last payment is not a full month');
const ferrisRows = rowsIn('all', (x) => x.property === 'ferris').length;
check(ferrisRows >= 10 && ferrisRows < 100, 'the Ferris Knoll count has two digits');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['fan', 'drain', 'garage', 'dryer', 'window', 'faucet'];
check(open.length === OPEN_WORDS.length, 'six open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 3, 'three pending requests');
const windPolicy = P.documents.filter((d) => d.property === 'pecan' && d.type === 'Insurance');
check(
  windPolicy.length === 1 && windPolicy[0].file.includes('windstorm'),
  'one insurance document for Pecan Hollow, the windstorm policy',
);
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const pastLast = past.map((t) => t.last_name);

ask(
  'ok how much have i spent so far this year, everything included',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask('what did i spend in march', [money(F.march)], 'total', `${ROWS}, March 2026 (the latest March)`);
ask(
  'hoa this yr?',
  [money(F.hoa)],
  'category',
  '2026; categories "HOA dues" and "HOA" together: the townhome association (quarterly dues, a pool key, a fence assessment) and the condo association (monthly dues, a balcony assessment)',
);
const idTax = ask(
  'property taxes last year, all the properties together?',
  [money(F.tax)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (Utica city and school tax, Jefferson County, Eau Claire installments); the coffee roaster pays the Tanner Mill tax itself',
);
ask('and insurance', [money(F.insurance)], 'follow_up', 'keeps 2025; category Insurance', {
  follow_up_of: idTax,
});
ask(
  "what have furnaces cost me since i started tracking? tune ups, filters, the birchwood replacement, all of it, don't care who did the work",
  [money(F.furnace)],
  'description_word',
  'all time; rows whose description contains "furnace" (the Utica mechanical firm, the Eau Claire furnace firm, both hardware stores, the space heaters bought during the outage); the furnace firm\'s AC tune-up is not counted',
);
ask(
  'what did i spend on storm stuff in 2025',
  [money(F.storm)],
  'description_word',
  '2025; rows whose description contains "storm" (tarps, tree service, roofer, debris haul-off at both Beaumont properties); the 2026 fence row is outside the year; the insurance payout is income and not netted',
);
ask(
  "total i've paid mohawk valley heating since i started using this",
  [money(F.mvh)],
  'vendor',
  `all time; rows whose entity is "${MVH}" (not Mohawk Mutual Insurance or Mohawk Cleaning Crew)`,
);
ask(
  'what has birchwood cost me',
  [money(F.birchwoodAll)],
  'property',
  'no time phrase = all time; expense rows at 1780 Birchwood Terrace',
);
const idCity = ask(
  'beaumont vs utica, which one cost more to run in 2025?',
  [money(cityTotals25.Beaumont), money(cityTotals25.Utica)],
  'comparison',
  `expenses by city, 2025 (${rank(
    CITIES.map((k) => ({ k, v: cityTotals25[k] })),
    'city',
  )
    .map((x) => x.k)
    .join(' > ')})`,
);
ask(
  'what about eau claire',
  [money(cityTotals25['Eau Claire'])],
  'follow_up',
  'keeps 2025 and expenses by city',
  {
    follow_up_of: idCity,
  },
);
const idMost = ask(
  'which property had the highest expenses this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the parking lot repave); it still makes money',
);
ask(
  'and the lowest?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
ask(
  'top 3 vendors this year by $',
  vendorsNow.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendorsNow
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the fourth is not asked)`,
);
ask(
  'what category did i spend the most on this year',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the Tanner Mill repave, the Ferris roof and gutters, the Birchwood furnace, the Quarry gutters); it stays first however the tax, yard, repair, HOA and turnover spellings are merged',
);
ask(
  'am i spending more this year then last yr? give me both numbers',
  [money(F.thisYear), money(F.lastYear)],
  'comparison',
  `${ROWS}: 2026 to date vs all of 2025`,
);
const idNet = ask(
  'net profit for 2025, whole portfolio',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('and this year so far?', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
const idLoss = ask(
  'did any of my properties lose money this year',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the new roof and gutters, the move-out in September and the turnover put it below zero; absolute value of the loss',
);
ask(
  'what about last year',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025; the AC replacement, the storm, a vacant August and new flooring; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'total income from the eau claire places this year',
  [money(incomeEauClaire)],
  'income',
  'rent payments + other incomes at Birchwood, Ferris Knoll and the Halfmoon condo, 2026 (includes the deposit kept from the Ferris move-out and the incoming application fee)',
);
ask(
  'how much rent came in during q3',
  [money(rentQ3)],
  'income',
  'rent payments only, 2026-07-01..2026-09-30 (the latest Q3); laundry, garage and fees are not rent',
);
ask(
  'hows quarry hill doing since june? net after expenses',
  [money(quarrySinceJune)],
  'net',
  'rent payments + other incomes (laundry, garage bay, late fee) - expenses at the duplex, 2026-06-01..today',
);
ask(
  'who pays me the most rent',
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant, a coffee roaster',
);
ask(
  'lowest rent im getting rn?',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; the past tenant of the lower unit of the same duplex paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idEnds = ask(
  'any leases ending before new years',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'wat about the next 90 days',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}; ${nextAfter.last_name}'s ends ${nextAfter.lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  'are any of my places sitting empty right now',
  [STREET[vacant[0].key]],
  'vacancy',
  `no current lease at ${vacant[0].address} (${outgoing.last_name} left ${outgoing.lease.end}; ${incoming.last_name} signed from ${incoming.lease.start}, checked by the street only)`,
);
ask(
  'who still owes me for november',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'total outstanding rent right now',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  "who's been late the most this yr",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'when did augustin last pay me and how much was it',
  [money(cents(lastPay.amount))],
  'payments',
  `his latest payment, ${lastPay.date}, part of November's ${money(cents(pellegrino.lease.rent))} (the date is not checked)`,
);
ask(
  'how much in security deposits am i holding',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Ferris lease, not past tenants)',
);
ask(
  'how many expenses have i logged for ferris knoll',
  [String(ferrisRows)],
  'count',
  'number of expense rows at 93 Ferris Knoll Court, all time',
);
const idOpen = ask(
  'whats still open on maintenance',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those hasnt been started yet',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'can u find the windstorm policy for pecan hollow',
  [windPolicy[0].file],
  'documents',
  'the Insurance document at Pecan Hollow Drive',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('whats a 3br going for in beaumont these days', 'market rents');
outOfScope("is it legal in wisconsin to keep solomon's deposit if he breaks his lease early", 'legal advice');
outOfScope('will rates drop enough next year to refi the tanner mill building', 'interest-rate forecast');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb24-${String(i + 1).padStart(2, '0')}`;
const out = Q.map((x, i) => {
  const o = { id: qid(i), question: x.question, expected: x.expected };
  if (x.forbid) o.forbid = x.forbid;
  if (x.follow_up_of !== undefined) o.follow_up_of = qid(x.follow_up_of);
  o.kind = x.kind;
  o.note = x.note;
  return o;
});
for (const o of out) {
  check(
    o.expected.length > 0 && o.expected.every((s) => typeof s === 'string' && s.length > 0),
    `expected of ${o.id}`,
  );
  check(
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f))),
    `forbid of ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
