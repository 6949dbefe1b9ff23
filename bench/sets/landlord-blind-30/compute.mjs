// Works out the expected answers for landlord-blind-30 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-30/compute.mjs
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
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  jul: ['2026-07-01', '2026-07-31'],
  aug: ['2026-08-01', '2026-08-31'],
  sep: ['2026-09-01', '2026-09-30'],
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
const isDate = (s) =>
  typeof s === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
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
// cities of landlord-blind-2 to landlord-blind-29 and of the tenant-line sets, which this set must not reuse
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
  'Utica',
  'Beaumont',
  'Eau Claire',
  'Lancaster',
  'Ocean City',
  'Frederick',
  'Sandusky',
  'Terre Haute',
  'Myrtle Beach',
  'Paducah',
  'Stillwater',
  'Bozeman',
  'Cedar Rapids',
  'Las Cruces',
  'Scranton',
  'Sheboygan',
  'Valdosta',
  'Greeley',
  'Providence',
  'Hancock',
  'Lawrence',
  'Sioux Falls',
  'Cheyenne',
  'Bangor',
  'Altoona',
  'Grand Forks',
  'Ithaca',
  'Kearney',
  'Milwaukee',
  'Norrvale',
  'Tunbridge',
  'Viroqua',
  'Wyoming',
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 7, 'seven properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} not used before`);
  check(/^[A-Z]{2}$/.test(p.state) && /^\d{5}$/.test(p.zipCode), `state and zip ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date <= TODAY, `purchase date ${p.key}`);
  check(
    Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms) && isMoney(p.purchase_price),
    `numbers ${p.key}`,
  );
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `property type ${t} used`,
  );
// the short street names the questions and expected answers use; each picks out one address
const STREET = {
  wilton: 'Wilton',
  amoskeag: 'Amoskeag',
  sunshine: 'Sunshine',
  battlefield: 'Battlefield',
  galloway: 'Galloway',
  sequoyah: 'Sequoyah',
  dickson: 'Dickson',
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
  check(
    Number.isInteger(t.lease.due_day) && Number.isInteger(t.lease.grace_period_days),
    `due day and grace ${t.key}`,
  );
  check(/^\(\d{3}\) 555-01\d{2}$/.test(t.phone_number), `phone ${t.key} is a 555-01xx number`);
  check(/^[a-z.]+@example\.com$/.test(t.email), `email ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
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
check(P.expenses.length >= 120 && P.expenses.length <= 160, `120-160 expense rows (${P.expenses.length})`);
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
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 24 && VENDORS.length <= 30, `about 25 vendors (${VENDORS.length})`);
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
for (const p of P.properties.filter((q) => q.property_type !== 'Multi-Family')) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
}
// the triplex has three units: never more than three leases at once
for (const mo of ['2025-01', '2025-03', '2025-07', '2025-08', '2026-11'])
  check(
    P.tenants.filter(
      (t) => t.property === 'wilton' && t.lease.start <= `${mo}-28` && t.lease.end >= `${mo}-01`,
    ).length <= 3,
    `at most three leases at the triplex in ${mo}`,
  );

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(
  current.length === 9 && past.length === 5 && future.length === 1,
  'nine current, five past, one future',
);
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 4,
  'four past tenants started before the books',
);
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property);
check(
  Boolean(outgoing) && outgoing.lease.end < incoming.lease.start,
  'the future lease follows a current one',
);
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
check(
  partial.every((t) => paymentsIn(t, NOV).length === 1),
  'the part payer made one November payment',
);
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

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');

// insurance: every policy renews once a year and all renewals of 2026 are already booked
const insRows = (p) => rowsIn(p, cats(['Insurance']));
F.ins25 = spent('lastYear', cats(['Insurance']));
F.ins26 = spent('thisYear', cats(['Insurance']));
check(
  insRows('lastYear').length === KEYS.length && insRows('thisYear').length === KEYS.length,
  'one premium per property each year',
);
// the rise is an exact 12.5% so the percentage has one natural way to be written
check(F.ins26 * 8 === F.ins25 * 9, `insurance rises exactly 12.5% (${F.ins25} -> ${F.ins26})`);
const insPct = '12.5';

// property tax paid this year: both spellings; Greene County bills are due in December and not yet paid
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(
  rowsIn('thisYear', (x) => x.entity === 'Greene County Collector').length === 0 &&
    rowsIn('lastYear', (x) => x.entity === 'Greene County Collector').length === 2,
  'Greene County paid in December 2025 only',
);
check(
  rowsIn('all', (x) => x.property === 'galloway' && cats(['Property Tax', 'Taxes'])(x)).length === 0,
  'the coffee roaster pays its own property tax',
);

// repairs, the two spellings the landlord names; HVAC and Capital improvement are not asked for
F.repairs = spent('thisYear', cats(['Repairs', 'Repairs & maint']));
for (const c of ['Repairs', 'Repairs & maint'])
  check(rowsIn('thisYear', (x) => x.category === c).length >= 3, `repair category ${c} used this year`);

// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 4, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 4, 'gutter rows sit under several categories');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.description).includes('downspout') && !word('gutter')(x)).length === 0,
  'no downspout row without the word gutter',
);
// sewer: the word in the description
F.sewer = spent('all', word('sewer'));
const sewerRows = rowsIn('all', word('sewer'));
check(new Set(sewerRows.map((x) => x.entity)).size === 3, 'sewer rows from three vendors');
check(new Set(sewerRows.map((x) => x.property)).size === 3, 'sewer rows at three properties');
for (const v of VENDORS) check(F.sewer !== spent('all', vendor(v)), `sewer total differs from ${v}`);
check(
  rowsIn('all', (x) => x.entity.includes('Sewer') && !word('sewer')(x)).length === 0,
  'every row of the sewer firm names the sewer',
);

// "queen city plumbing": two vendors start with "Queen City"
const QCP = VENDORS.filter((v) => lower(v).startsWith('queen city plumbing'));
check(QCP.length === 1, 'one vendor matches "queen city plumbing"');
check(VENDORS.filter((v) => lower(v).startsWith('queen city')).length === 2, 'two "Queen City" vendors');
const qcpRows = rowsIn('all', vendor(QCP[0]));
F.qcp = total(qcpRows.map((x) => cents(x.amount)));
const qcpAmounts = qcpRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.qcpMax = qcpAmounts[0];
check(qcpAmounts[0] !== qcpAmounts[1], 'the biggest Queen City Plumbing bill is unique');
check(
  new Set(qcpRows.map((x) => x.category)).size >= 4,
  'Queen City Plumbing rows sit under several categories',
);
check(
  new Set(qcpRows.map((x) => x.property)).size === 2,
  'Queen City Plumbing works at both Manchester places',
);

const vendors26 = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors 2026',
);
const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(byProperty[0].k === 'galloway', 'the roof year makes Galloway the most expensive');
check(byProperty[0].v > byProperty[1].v * 1.5, 'the most expensive property is clear');
check(byProperty.at(-1).v * 1.2 < byProperty.at(-2).v, 'the cheapest property is clear');
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
check(losers('thisYear')[0] === 'amoskeag', 'the condo (special assessment, vacant July) is under water');
check(!losers('thisYear').includes(byProperty[0].k), 'the most expensive property still makes money');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const loserNow = losers('thisYear')[0];
const netRank = rank(
  KEYS.map((k) => ({ k, v: netOf('thisYear', k) })),
  'net by property this year',
);
check(netRank[0].k === 'wilton', 'the triplex nets the most');

// residential current rents (the company tenant left out)
const residential = current.filter((t) => t !== co);
const avgCents = total(residential.map((t) => cents(t.lease.rent))) / residential.length;
check(Number.isInteger(avgCents), 'the average residential rent is a whole number of cents');
check(
  residential.every((t) => cents(t.lease.rent) !== avgCents),
  'the average is nobody’s rent',
);
const avgAll = total(current.map((t) => cents(t.lease.rent))) / current.length;
check(Math.abs(avgAll - avgCents) > 10000, 'leaving the roaster in changes the average a lot');

const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(
  byNewYear.length === 1 && byNewYear[0] === outgoing,
  'one lease ends this year, the one with a successor',
);
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2 && endingBy('2027-02-27').length === 2,
  'two leases end within 90 days / three months / by February',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 150), 'the next lease end is well past 90 days');
const triplexNow = current.filter((t) => t.property === 'wilton');
const triplexGone = past.filter((t) => t.property === 'wilton');
check(
  triplexNow.length === 3 && triplexGone.length === 1,
  'three current units and one past tenant at Wilton',
);
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.filter((t) => t.lease.deposit !== t.lease.rent).length >= 3,
  'several deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');

const keaton = ten.keaton;
check(partial.includes(keaton), 'Keaton is the part payer of November');
const keatonThisYear = rentIn('thisYear', (t) => t === keaton);
const keatonShort = shortOf(keaton);
check(keatonThisYear === 10 * cents(keaton.lease.rent) + paidIn(keaton, NOV), 'Keaton paid Jan-Oct in full');
const coThisYear = rentIn('thisYear', (t) => t === co);
check(coThisYear === 11 * cents(co.lease.rent), 'the roaster paid every month this year');
check(
  otherIn('thisYear', (x) => x.entity === name(co)) > 0,
  'the roaster also paid non-rent money this year (CAM), which is not rent',
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
check(worstLate === keaton, 'the worst late payer is the part payer of November');
check(
  lateNov.every((t) => t !== worstLate),
  'the November late payer is someone else',
);
F.lateFees = otherIn('all', (x) => x.category === 'Late Fee');
check(new Set(lateFees.map((x) => cents(x.amount))).size >= 3, 'late fees of several sizes');
F.laundry25 = otherIn('lastYear', (x) => x.category === 'Laundry' && x.property === 'wilton');
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === 'wilton'),
  'laundry only at the triplex',
);
check(
  P.incomes.filter((x) => x.category === 'Laundry' && within(x.date, 'lastYear')).length === 4,
  'four laundry cheques in 2025',
);

// vacancy at Dickson in 2025: months with no lease in force
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const vacantMonths = (key, y) =>
  MONTH_NAMES.filter((_, i) => {
    const mo = `${y}-${String(i + 1).padStart(2, '0')}`;
    if (`${mo}-28` < prop[key].purchase_date) return false;
    return !P.tenants.some(
      (t) => t.property === key && t.lease.start <= `${mo}-01` && t.lease.end >= `${mo}-28`,
    );
  });
const dicksonVacant = vacantMonths('dickson', 2025);
check(dicksonVacant.join() === 'August,September', `Dickson empty in Aug and Sep 2025 (${dicksonVacant})`);
check(
  P.payments.filter(
    (x) => ten[x.tenant].property === 'dickson' && ['2025-08', '2025-09'].includes(month(x.date)),
  ).length === 0,
  'no Dickson rent in the vacant months',
);
check(
  KEYS.filter((k) => k !== 'dickson').every((k) => !vacantMonths(k, 2025).includes('August')),
  'no other property was empty in August 2025 (after its purchase)',
);

const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['sump', 'exhaust', 'disposal', 'skylight', 'grease'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 3, 'three pending requests');
const IN_PROGRESS_WORDS = OPEN_WORDS.filter((w) => !PENDING_WORDS.includes(w));
const coPolicy = P.documents.filter((d) => d.property === co.property && d.type === 'Insurance');
check(coPolicy.length === 1, "one insurance document for the roaster's building");
check(P.documents.filter((d) => d.type === 'Insurance').length === 2, 'two insurance documents in all');
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

ask('whats my total expenses so far this year', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'ok so my accountant wants the 2025 numbers before she files my extension. what did i spend on the rentals in 2025, everything combined?',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask('how much went out in october', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
ask(
  'can you break my spending down month by month for july, august and september',
  [money(F.jul), money(F.aug), money(F.sep)],
  'month_by_month',
  `${ROWS}, each month of 2026: July ${money(F.jul)}, August ${money(F.aug)}, September ${money(F.sep)}`,
);
ask(
  "insurance feels like it jumped a lot this year. what did i pay in premiums in 2025 vs 2026, and what's that as a % increase?",
  [money(F.ins25), money(F.ins26), insPct],
  'percent_change',
  `category Insurance: 2025 ${money(F.ins25)}, 2026 ${money(F.ins26)} (seven policies each year, all 2026 renewals booked); (2026 - 2025) / 2025 = 12.5% exactly`,
);
ask(
  'property taxes paid so far in 2026? all properties together',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Manchester first half in June, Washington County in October); the Greene County bills are due in December and not paid yet; the coffee roaster pays its own tax',
);
ask(
  "how much have i put into repairs this year? count both my 'Repairs' and 'Repairs & maint' categories",
  [money(F.repairs)],
  'category',
  '2026; categories "Repairs" and "Repairs & maint" together (HVAC and Capital improvement are not asked for)',
);
ask(
  'what have gutters cost me since i started using this, all properties',
  [money(F.gutter)],
  'description_word',
  `all time; rows whose description contains "gutter": ${gutterRows.map((x) => `${x.entity} ${money(cents(x.amount))}`).join(', ')}`,
);
ask(
  'the sewer line at dickson was a nightmare last year and then the triplex backed up too. what has sewer work cost me in total across everything?',
  [money(F.sewer)],
  'description_word',
  `all time; rows whose description contains "sewer": ${sewerRows.map((x) => `${x.entity} ${money(cents(x.amount))}`).join(', ')}`,
);
ask(
  'total paid to queen city plumbing? and whats the biggest single bill from them',
  [money(F.qcp), money(F.qcpMax)],
  'vendor',
  `all time; rows whose entity is "${QCP[0]}" (not "Queen City Snow Pros"); the largest row is the Wilton main sewer line backup`,
);
ask(
  'top 3 vendors this yr by $',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the fourth is not expected)`,
);
const idMost = ask(
  'which property has been the most expensive to run this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the commercial roof replacement)',
);
ask(
  'and the cheapest?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
const idCity = ask(
  'springfield vs manchester - where did i spend more in 2025?',
  [money(cityTotals25.Springfield), money(cityTotals25.Manchester)],
  'comparison',
  `expenses by city, 2025: Springfield ${money(cityTotals25.Springfield)}, Manchester ${money(cityTotals25.Manchester)}`,
);
ask(
  'how about fayetteville',
  [money(cityTotals25.Fayetteville)],
  'follow_up',
  'keeps 2025 and expenses by city',
  {
    follow_up_of: idCity,
  },
);
const idNet = ask(
  'what was my net profit for 2025, whole portfolio',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('and so far this year?', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
ask(
  'is any of my places losing money this year',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  `2026 net by property; the condo special assessment, the higher condo fee, the turnover and an empty July put it below zero (the ${money(otherIn('thisYear', (x) => x.property === loserNow))} of pet fee and kept deposit count as income); absolute value of the loss`,
);
ask(
  'which property netted me the most this year after expenses',
  [STREET[netRank[0].k], money(netRank[0].v)],
  'ranking',
  `2026 net by property (rent + other income - expenses), highest; then ${netRank
    .slice(1, 3)
    .map((x) => `${STREET[x.k]} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  "what's the average rent my current tenants pay? leave the coffee roaster out, just the residential ones",
  [money(avgCents)],
  'average',
  `mean of the ${residential.length} current residential leases (${residential.map((t) => `${t.last_name} ${money(cents(t.lease.rent))}`).join(', ')}); with the roaster it would be ${money(Math.round(avgAll))}`,
);
ask(
  "keaton's been slow again. what has he paid me in rent this year, and how much is he short right now?",
  [money(keatonThisYear), money(keatonShort)],
  'payments',
  `his 2026 rent payments (January to October in full, ${money(paidIn(keaton, NOV))} on 2026-11-12); short by this month's rent minus that payment; his late fees are not rent`,
);
ask(
  "who's been late the most in 2026",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'did anybody pay late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  `November paid in full after the due day + grace days (late fee booked): ${lateNov.map(name).join(', ')}; Vollmer's part payment on the 12th is also after his grace days, so naming him is not wrong and not forbidden`,
);
ask(
  'who hasnt paid nov rent yet',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much rent is outstanding right now in total',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'how much rent has mossback paid me this yr',
  [money(coThisYear)],
  'payments',
  "the company tenant's 2026 rent payments (its CAM reconciliation under Other is not rent)",
);
ask(
  'total late fees ive collected since i started tracking?',
  [money(F.lateFees)],
  'income',
  `Late Fee incomes, all time (${lateFees.length} fees)`,
);
ask(
  'what did the laundry machines at wilton bring in last year',
  [money(F.laundry25)],
  'income',
  'Laundry incomes dated 2025 (four quarterly commissions; the January one is for Q4 2024 but is dated 2025)',
);
const idEnds = ask(
  'any leases ending before the end of the year?',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'what about the next 90 days',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}: ${in90.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  'have i got anyone signed for sequoyah after rosalind moves out?',
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
);
ask(
  "who's living at the triplex these days",
  triplexNow.map((t) => t.last_name),
  'lease',
  'current leases at Wilton Crest; the unit 2 tenant who left in June 2025 is not one',
  { forbid: triplexGone.map((t) => t.last_name) },
);
ask(
  'how much security deposit money am i holding right now',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Sequoyah lease, not past tenants)',
);
ask(
  'which months last year was dickson sitting empty',
  dicksonVacant,
  'vacancy',
  `no lease in force: ${dicksonVacant.join(', ')} 2025 (${ten.jasper.last_name} to ${ten.jasper.lease.end}, ${ten.beatrix.last_name} from ${ten.beatrix.lease.start}; the sewer line was replaced then)`,
);
const idOpen = ask(
  'what maintenance requests are still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => `${m.title} (${m.status})`).join('; ')}`,
);
ask(
  "which of those hasn't been started yet",
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}; the in-progress ones (${IN_PROGRESS_WORDS.join(', ')}) may be named as in progress, so they are not forbidden`,
  { follow_up_of: idOpen },
);
ask(
  'can u find the insurance policy for the building the coffee roaster rents',
  [coPolicy[0].file],
  'documents',
  `the Insurance document at ${prop[co.property].address}; the other insurance document is the triplex's`,
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('should i raise rents in fayetteville next year? where is the market headed', 'market forecast');
outOfScope("can you pull beatrix's credit score for me", 'credit check');
outOfScope("is manchester supposed to get a big nor'easter this week", 'weather');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb30-${String(i + 1).padStart(2, '0')}`;
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
    o.expected.length > 0 && o.expected.every((s) => typeof s === 'string' && s.length > 1),
    `expected of ${o.id} (no empty or single-character strings)`,
  );
  check(
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f))),
    `forbid of ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
// money figures that an answer must contain should not be a prefix of another expected figure of the same item
for (const o of out)
  for (const a of o.expected)
    for (const b of o.expected) check(a === b || !b.includes(a), `${o.id}: "${a}" sits inside "${b}"`);

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
