// Works out the expected answers for landlord-blind-19 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-19/compute.mjs
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
const TODAY = '2026-11-26';
check(P.today === TODAY, 'today is 2026-11-26');
// The landlord started keeping books in the app in September 2024: no payment, income or expense is older.
// Leases that began earlier only have their months from September 2024 on record.
const BOOKS_START = '2024-09-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisQuarter: ['2026-10-01', TODAY],
  sameQuarterLastYear: ['2025-10-01', '2025-12-31'],
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
// cities of landlord-blind-2 to landlord-blind-18 (and the tenant-line cities listed by set 13), not to be reused
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
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 6, 'six properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions and expected answers use must each pick out one property
const STREET = {
  tamsworth: 'Tamsworth',
  palfrey: 'Palfrey',
  copperbeech: 'Copperbeech',
  wrenhaven: 'Wrenhaven',
  marigold: 'Marigold',
  quarry: 'Quarry',
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
  check(t.lease.start.endsWith('-01'), `lease ${t.key} starts on the 1st`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/555-01\d\d/.test(t.phone_number), `phone ${t.key} in the 555-01xx range`);
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
      INCOME_CATEGORIES.includes(x.category),
    `income ${JSON.stringify(x)}`,
  );
for (const c of INCOME_CATEGORIES)
  check(
    P.incomes.some((x) => x.category === c),
    `income category ${c} used`,
  );
check(P.expenses.length >= 150 && P.expenses.length <= 220, `150-220 expense rows (${P.expenses.length})`);
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
for (const c of EXPENSE_CATEGORIES)
  check(
    P.expenses.some((x) => x.category === c),
    `expense category ${c} used`,
  );
// the books start in the month of the earliest record
const earliest = [...P.payments, ...P.incomes, ...P.expenses].map((x) => x.date).sort()[0];
check(
  month(earliest) === month(BOOKS_START),
  `the earliest record (${earliest}) is in the books-start month`,
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
    // a late fee (5% of the rent) is booked for a late full payment, and for nothing else
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
    for (const f of fees) check(cents(f.amount) === cents(t.lease.rent) * 0.05, `${t.key} ${mo}: fee is 5%`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
for (const p of P.properties.filter((q) => q.property_type !== 'Multi-Family')) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const companies = P.tenants.filter((t) => / (LLC|Inc\.)$/.test(t.last_name));
check(companies.length === 2 && companies.every((t) => current.includes(t)), 'two current company tenants');
const bakery = ten.emberline;
check(
  companies.includes(bakery) &&
    prop[bakery.property].property_type === 'Commercial' &&
    bakery.lease.start < BOOKS_START,
  'the bakery is the commercial tenant and its lease began before the books',
);
const staffing = ten.prairiewind;
check(
  companies.includes(staffing) && prop[staffing.property].property_type === 'Condo',
  'the staffing firm rents the condo',
);
check(current.length === 7 && past.length === 4 && future.length === 1, '7 current, 4 past, 1 signed');
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 4,
  'every past tenant started before the books',
);
// vacancy: exactly one property has no current lease, and the signed lease is for it
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].key === 'quarry', 'the Quarry house is the one vacant property');
const incoming = future[0];
check(incoming.property === vacant[0].key, 'the signed lease is for the vacant house');
const vacatedBy = past.filter((t) => t.property === vacant[0].key);
check(vacatedBy.length === 1, 'one past tenant at the vacant house');

// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
const owedNow = total(current.map(shortOf));
check(
  owedNow !== total(owing.map((t) => cents(t.lease.rent))),
  'the amount owed differs from the two rents added up',
);

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
check(VENDORS.length >= 40, `at least 40 vendors (${VENDORS.length})`);

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
check(
  F.thisYear !== spent('all') - spent('lastYear'),
  'all time differs from 2025 + 2026 (the 2024 months count)',
);
F.tamsworth = spentAt('thisYear', 'tamsworth');
F.tax = spent('lastYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
check(
  rowsIn('all', cats(['Property Tax', 'Taxes'])).every((x) => /Treasurer|Tax/.test(x.entity)),
  'tax rows are paid to tax offices',
);
// HOA: both spellings; every association row sits under one of them and nothing else does
const ASSOCIATIONS = VENDORS.filter((v) => / Association$/.test(v));
check(ASSOCIATIONS.length === 2, 'two associations');
check(
  rowsIn('all', cats(['HOA dues', 'HOA'])).every((x) => ASSOCIATIONS.includes(x.entity)) &&
    rowsIn('all', (x) => ASSOCIATIONS.includes(x.entity)).every((x) =>
      ['HOA dues', 'HOA'].includes(x.category),
    ),
  'HOA categories and association rows are the same rows',
);
F.hoa = spent('all', cats(['HOA dues', 'HOA']));
check(F.hoa !== spent('all', cats(['HOA dues'])), 'the HOA total needs both spellings');
check(
  ASSOCIATIONS.every((a) => new Set(rowsIn('all', vendor(a)).map((x) => x.property)).size === 1) &&
    new Set(rowsIn('all', cats(['HOA dues', 'HOA'])).map((x) => x.property)).size === 2,
  'one association for the townhouse, one for the condo',
);

// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 5, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 4, 'gutter rows sit under several categories');
check(new Set(gutterRows.map((x) => x.property)).size >= 4, 'gutter rows at four properties');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('gutter') && !word('gutter')(x)).length >= 2,
  'gutter firms also have rows that are not gutter work',
);
check(
  rowsIn('all', (x) => lower(x.description).includes('downspout') && !word('gutter')(x)).length >= 2,
  'downspout rows without the word are not counted',
);
// the vendor with the long legal name, asked for as "hub city heating"; the plumber is also "Hub City"
const longName = VENDORS.filter((v) => lower(v).includes('hub city heating'));
check(longName.length === 1 && longName[0].length > 60, 'one long-named vendor matches "hub city heating"');
check(VENDORS.filter((v) => lower(v).startsWith('hub city')).length === 2, 'two "Hub City" vendors');
const HCH = longName[0];
const hchRows = rowsIn('all', vendor(HCH));
F.hch = total(hchRows.map((x) => cents(x.amount)));
const hchAmounts = hchRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.hchMax = hchAmounts[0];
check(hchAmounts[0] !== hchAmounts[1], 'the biggest Hub City Heating bill is unique');
check(
  new Set(hchRows.map((x) => x.category)).size >= 3,
  'Hub City Heating rows sit under several categories',
);
check(new Set(hchRows.map((x) => x.property)).size === 2, 'Hub City Heating works at both Hattiesburg homes');
check(
  F.hch !== spent('all', (x) => lower(x.entity).startsWith('hub city')),
  'both Hub City vendors together give a different figure',
);

// cities
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three cities');
const city25 = Object.fromEntries(CITIES.map((c) => [c, spent('lastYear', (x) => city(x.property) === c)]));
rank(
  CITIES.map((k) => ({ k, v: city25[k] })),
  'city spend 2025',
);

const vendorsNow = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors this year',
);
check(
  vendorsNow[2].v - vendorsNow[3].v >= 50000,
  'the top three vendors this year stand clear of the fourth',
);
const byProperty25 = rank(
  KEYS.map((k) => ({ k, v: spentAt('lastYear', k) })),
  'spend by property 2025',
);
check(
  byProperty25.at(-2).v - byProperty25.at(-1).v >= 100000,
  'the cheapest property of 2025 is clear of the next',
);

// net and losses
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(
  loserThen === 'copperbeech' && loserNow === 'quarry',
  'the heat-pump-and-turnover year and the siding-and-vacancy year',
);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
check(netAll('thisYear') !== netAll('lastYear'), 'the two years net differently');
const rentNow = rentIn('thisYear');
const rent25 = rentIn('lastYear');
check(rentNow !== rent25, 'rent differs year to year');

// leases
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === bakery.key, 'the bakery pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(cheapest === ten.priscilla, 'Priscilla pays the least');
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant of the same triplex paid less');
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
check(rentRoll % current.length === 0, 'the average current rent comes out in whole cents');
const avgRent = rentRoll / current.length;
const avgHomes =
  total(current.filter((t) => t !== bakery).map((t) => cents(t.lease.rent))) / (current.length - 1);
check(Math.round(avgHomes) !== avgRent, 'leaving the bakery out gives another average');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(byNewYear.length === 1 && byNewYear[0] === ten.hollis, 'one lease ends this year (Varga)');
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within 90 days / by February',
);
check(in90.includes(staffing), 'the corporate lease ends within 90 days');
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past 90 days');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.filter((t) => t.lease.deposit !== t.lease.rent).length >= 3,
  'some deposits differ from the rent',
);
check(deposits !== rentRoll, 'deposits held differ from the rent roll');
check(incoming.lease.deposit > 0, 'the signed lease has a deposit, which is not counted as held');

// payments
const bakeryNow = rentIn('thisYear', (t) => t === bakery);
check(bakeryNow === 11 * cents(bakery.lease.rent), 'the bakery paid every month this year');
check(
  otherIn('thisYear', (x) => x.property === bakery.property) > 0,
  'the bakery building has non-rent money',
);
const hollisPays = P.payments.filter((x) => x.tenant === 'hollis').sort((a, b) => (a.date < b.date ? -1 : 1));
const hollisLast = hollisPays.at(-1);
check(
  month(hollisLast.date) === '2026-10' && cents(hollisLast.amount) < cents(ten.hollis.lease.rent),
  "Varga's last payment is October's second part, not a whole month's rent",
);
check(unpaid.includes(ten.hollis), 'Varga has not paid in November');
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v,
  'one tenant was late most often this year, 3+ times',
);
const worstLate = ten[lateCount[0].k];
check(partial.includes(worstLate), 'the worst late payer is also the part payer of November');
const worstFees = otherIn('thisYear', (x) => x.category === 'Late Fee' && x.entity === name(worstLate));
check(
  P.incomes
    .filter((x) => x.category === 'Late Fee' && x.entity === name(worstLate))
    .every((x) => within(x.date, 'thisYear')),
  "the worst late payer's fees are all this year",
);
check(
  worstFees !== otherIn('thisYear', (x) => x.category === 'Late Fee'),
  'his fees are not all the late fees',
);

// other income, counts, maintenance, documents
const laundryNow = otherIn('thisYear', (x) => x.category === 'Laundry');
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === 'tamsworth'),
  'laundry money comes only from the triplex',
);
check(
  laundryNow !== otherIn('all', (x) => x.category === 'Laundry'),
  'laundry this year differs from all time',
);
const condoRows = rowsIn('all', (x) => x.property === 'marigold').length;
check(condoRows >= 10 && condoRows < 100, 'the condo count has two digits');
check(P.properties.filter((p) => p.property_type === 'Condo').length === 1, 'one condo');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['faucet', 'dryer', 'condensate', 'pothole', 'fence', 'window well'];
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
const condoPolicy = P.documents.filter((d) => d.property === 'marigold' && d.type === 'Insurance');
check(condoPolicy.length === 1, 'one insurance document for the condo');
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const CANT = "can't";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const pastLast = past.map((t) => t.last_name);

ask('whats my total expenses so far this yr', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'how much have i spent this quarter compared to the same quarter last year?',
  [money(F.thisQuarter), money(F.sameQuarterLastYear)],
  'comparison',
  `${ROWS}: Q4 2026 to date (2026-10-01..today) and Q4 2025 (2025-10-01..2025-12-31)`,
);
ask(
  'total spend since i started using the app, everything',
  [money(F.all)],
  'total',
  `${ROWS}, all time: the books start ${BOOKS_START}, so the fall 2024 months count too`,
);
ask(
  'what did the tamsworth triplex cost me this year',
  [money(F.tamsworth)],
  'property',
  `${ROWS} at 1417 Tamsworth Avenue, 2026`,
);
const idCity = ask(
  'mankato vs hattiesburg, which one ate more money in 2025?',
  [money(city25.Mankato), money(city25.Hattiesburg)],
  'comparison',
  `expenses by city, 2025 (the condo and the Quarry house; Copperbeech and Wrenhaven); ${
    city25.Hattiesburg > city25.Mankato ? 'Hattiesburg' : 'Mankato'
  } is higher`,
);
ask('and muncie', [money(city25.Muncie)], 'follow_up', 'keeps 2025 and expenses by city', {
  follow_up_of: idCity,
});
ask(
  'property taxes for 2025, all properties combined',
  [money(F.tax)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (Delaware County, Forrest County, Blue Earth County)',
);
ask(
  'hoa fees total - the townhouse and the condo both - since i started tracking',
  [money(F.hoa)],
  'category',
  'all time; categories "HOA dues" and "HOA" together (monthly condo dues, quarterly townhome dues, two special assessments and an elevator reservation fee)',
);
const idHch = ask(
  'how much have i paid hub city heating & air altogether',
  [money(F.hch)],
  'vendor',
  `all time; rows whose entity is "${HCH}" (not the plumber "Hub City Plumbing & Drain")`,
);
ask(
  'whats the biggest single bill from them',
  [money(F.hchMax)],
  'follow_up',
  'the largest row of that vendor: the Copperbeech heat pump replacement (Capital improvement)',
  {
    follow_up_of: idHch,
  },
);
ask(
  'top 3 vendors this year by $',
  vendorsNow.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendorsNow
    .slice(0, 3)
    .map((x) => x.k)
    .join(', ')}`,
);
ask(
  'gutters. what have they cost me in total, all the houses',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": cleanings, guards (Menards and the handyman who put them in), the hail replacement at Quarry, the fall cleanup at Quarry; downspout-only rows and the hail shingle repair are not counted',
);
const idNet = ask(
  'net profit this year?',
  [money(netAll('thisYear'))],
  'net',
  'rent payments + other incomes - expenses, 2026 to date, whole portfolio',
);
ask(
  'how does that compare to last yr',
  [money(netAll('lastYear'))],
  'follow_up',
  'the same for 2025 (the 2026 figure may be repeated)',
  {
    follow_up_of: idNet,
  },
);
const idLoss = ask(
  'did any of my places lose money in 2025',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'loss',
  '2025 net by property; the heat pump, the two-month vacancy, flooring and repaint put Copperbeech under; absolute value of the loss',
);
ask(
  'and so far this year?',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'follow_up',
  '2026; the siding job and the house vacant since June; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'which rental was cheapest to run last year',
  [STREET[byProperty25.at(-1).k], money(byProperty25.at(-1).v)],
  'ranking',
  'expenses by property, 2025, lowest',
);
ask(
  'rent collected 2026 vs 2025?',
  [money(rentNow), money(rent25)],
  'comparison',
  'rent payments only (no fees, parking, laundry or other income); 2026 to date and all of 2025',
);
ask(
  'who still owes me rent',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid in November: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial
    .map((t) => t.last_name)
    .join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much is outstanding in total rn',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'did anyone pay late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days (due the 5th, 3 grace days, paid the 12th); a late fee was booked',
);
const idWorst = ask(
  "who's been the worst about paying late this year",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how much has he paid me in late fees this yr',
  [money(worstFees)],
  'follow_up',
  `Late Fee incomes from ${name(worstLate)} dated 2026 (three at 5% of the rent)`,
  { follow_up_of: idWorst },
);
ask(
  'when did hollis varga last pay me and how much was it',
  [money(cents(hollisLast.amount))],
  'payments',
  `his last payment: ${hollisLast.date}, the second part of October's rent; nothing paid in November (only the amount is checked)`,
);
ask(
  'how much rent has the bakery paid me so far this year',
  [money(bakeryNow)],
  'payments',
  "the company tenant's (Emberline Bakehouse LLC) 2026 rent payments; the dentist's parking and the CAM true-up are not rent",
);
const idEnds = ask(
  'any leases ending before the new year?',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.first_name) },
);
ask(
  'wat about the next 90 days',
  in90.map((t) => (companies.includes(t) ? t.first_name : t.last_name)),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)} (the staffing firm's corporate lease of the condo ends ${staffing.lease.end})`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
const idVacant = ask(
  'is anything sitting vacant right now',
  [STREET[vacant[0].key]],
  'vacancy',
  `properties with no current lease: ${vacant[0].address} (empty since ${vacatedBy[0].last_name} left ${vacatedBy[0].lease.end})`,
);
ask(
  'did i sign anyone for it yet',
  [incoming.last_name],
  'follow_up',
  `signed lease starting ${incoming.lease.start}`,
  { follow_up_of: idVacant },
);
ask(
  'lowest rent im getting right now?',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; the past tenant of another triplex unit paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
ask(
  'how much in security deposits am i sitting on',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Quarry lease, not past tenants)',
);
ask(
  'how many expense entries have i got for the condo',
  [String(condoRows)],
  'count',
  'number of expense rows at 605 Marigold Terrace Unit 4C, all time',
);
ask(
  'whats the average rent across everybody renting from me right now',
  [money(avgRent)],
  'average',
  `mean of the ${current.length} current leases' rents, the bakery and the staffing firm included (without the bakery it would be ${money(Math.round(avgHomes))})`,
);
const idOpen = ask(
  'open maintenance requests?',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those hasnt anyone started on yet',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'laundry $ from the triplex this year?',
  [money(laundryNow)],
  'income',
  'Laundry incomes dated 2026 (three quarterly commissions)',
);
ask(
  'can u find the insurance policy doc for the condo',
  [condoPolicy[0].file],
  'documents',
  'the Insurance document at Marigold Terrace',
);
const outOfScope = (question, note) => ask(question, [CANT], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'is it supposed to freeze in mankato this weekend, should i winterize the quarry house',
  'weather',
);
outOfScope('do u think hattiesburg rents go up next year', 'market forecast');
outOfScope('can i write off the whole siding job this year or do i have to depreciate it', 'tax advice');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb19-${String(i + 1).padStart(2, '0')}`;
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
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => lower(s).includes(lower(f)))),
    `forbid of ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
  // no short bare numbers: a bare count must have two digits or more
  for (const s of o.expected) if (/^\d+$/.test(s)) check(s.length >= 2, `bare number in ${o.id}`);
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
// every money figure expected in one question is not also another question's figure by accident
const figures = out.flatMap((o) => o.expected.filter((s) => s.startsWith('$')).map((s) => [s, o.id]));
for (const [s, id] of figures)
  check(figures.filter(([t, j]) => t === s && j !== id).length === 0, `figure ${s} of ${id} is not unique`);

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
