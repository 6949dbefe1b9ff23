// Works out the expected answers for landlord-blind-31 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-31/compute.mjs
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
// cities of landlord-blind-2 to landlord-blind-30 (and those set 13 listed for the tenant-line sets),
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
  'Manchester',
  'Springfield',
  'Fayetteville',
  'Providence',
  'Hancock',
  'Lawrence',
  'Sioux Falls',
  'Cheyenne',
  'Bangor',
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 7, 'seven properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(/^[A-Z]{2}$/.test(p.state) && /^\d{5}$/.test(p.zipCode), `state and zip ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  tamarack: 'Tamarack',
  quarry: 'Quarry',
  oakhurst: 'Oakhurst',
  mesquite: 'Mesquite',
  catclaw: 'Catclaw',
  larkspur: 'Larkspur',
  hemlock: 'Hemlock',
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
  check(/^\(\d{3}\) 555-01\d{2}$/.test(t.phone_number), `phone ${t.key} is a 555-01xx number`);
  check(/^[a-z.]+@example\.(com|net|org)$/.test(t.email), `email ${t.key} is on an example domain`);
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
check(P.expenses.length >= 100 && P.expenses.length <= 200, `100-200 expense rows (${P.expenses.length})`);
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
for (const x of [...P.incomes, ...P.expenses])
  check(x.date >= prop[x.property].purchase_date, `dated before purchase: ${JSON.stringify(x)}`);
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
      d.uploaded <= TODAY &&
      /^[a-z0-9-]+\.pdf$/.test(d.file),
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

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const pastLast = past.map((t) => t.last_name);
check(
  current.length === 8 && past.length === 5 && future.length === 1,
  'eight current, five past, one signed',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === ten.odalys, 'Fenwick has paid nothing for November');
check(partial.length === 1 && partial[0] === ten.lorenzo, 'Quintanilla has paid part of November');
check(paymentsIn(ten.lorenzo, NOV).length === 2, 'the part payment came in two pieces');
check(lateNov.length === 1 && lateNov[0] === ten.florian, 'Szymanski paid November late, in full');
const owedNow = total(current.map(shortOf));
check(shortOf(ten.lorenzo) !== shortOf(ten.odalys), 'the two shortfalls differ');

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
check(VENDORS.length >= 25, `at least 25 vendors (${VENDORS.length})`);

const F = {};
F.thisYear = spent('thisYear');
F.lastYear = spent('lastYear');
// year over year, this year to date against all of last year; the percent is expected as its whole part,
// so the fraction must be small enough that "31%", "31.1%" and "31.08%" all contain it
const pct = ((F.thisYear - F.lastYear) * 100) / F.lastYear;
check(pct >= 10, `spending is up by 10% or more (${pct.toFixed(2)})`);
check(pct - Math.floor(pct) < 0.45, `the percent rounds down at one decimal (${pct.toFixed(2)})`);
const pctWhole = String(Math.floor(pct));
check(
  [F.thisYear, F.lastYear, F.thisYear - F.lastYear].every((c) => !money(c).includes(pctWhole)),
  'the percent is not inside the two totals or their difference',
);
F.jul = spent('jul');
F.aug = spent('aug');
F.sep = spent('sep');
check(new Set([F.jul, F.aug, F.sep]).size === 3, 'the three Q3 months differ');

// property tax = the categories "Property Tax" and "Taxes" together, paid to the three tax offices
const TAX = ['Property Tax', 'Taxes'];
F.tax25 = spent('lastYear', cats(TAX));
const TAX_OFFICES = ['City of Green Bay Treasurer', 'Taylor County Tax Office', 'Washington County Trustee'];
check(
  F.tax25 === total(TAX_OFFICES.map((v) => spent('lastYear', vendor(v)))),
  'tax categories = the three tax offices in 2025',
);
for (const c of TAX)
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} in 2025`);
F.taxAbilene25 = spent('lastYear', (x) => TAX.includes(x.category) && city(x.property) === 'Abilene');
check(
  new Set(
    rowsIn('lastYear', (x) => TAX.includes(x.category) && city(x.property) === 'Abilene').map(
      (x) => x.category,
    ),
  ).size === 2,
  'the Abilene tax rows are spelled both ways',
);

// association dues: both spellings, both associations
const HOA = ['HOA dues', 'HOA'];
F.hoa = spent('thisYear', cats(HOA));
const ASSOCS = ['Catclaw Crossing Owners Association', 'Quarry Hollow Condominium Association'];
check(
  F.hoa === total(ASSOCS.map((v) => spent('thisYear', vendor(v)))),
  'HOA categories = the two associations this year',
);
check(rowsIn('thisYear', (x) => x.category === 'HOA').length > 0, 'HOA spelled short this year');
check(
  rowsIn('thisYear', (x) => lower(x.description).includes('special assessment')).length === 1,
  'one assessment this year',
);

// description words, whoever the vendor and whatever the category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 5, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 4, 'gutter rows sit under several categories');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
check(
  !rowsIn('all', (x) => x.entity === 'Big Country Roofing').some(word('gutter')),
  'the roof invoice does not mention gutters',
);
F.mulch = spent('thisYear', word('mulch'));
const mulchRows = rowsIn('thisYear', word('mulch'));
check(new Set(mulchRows.map((x) => x.entity)).size === 3, 'mulch rows from three vendors this year');
check(new Set(mulchRows.map((x) => x.property)).size === 2, 'mulch rows at two properties this year');
for (const v of VENDORS) check(F.mulch !== spent('thisYear', vendor(v)), `mulch total differs from ${v}`);
check(F.mulch !== spent('all', word('mulch')), 'mulch this year differs from all time');

// a vendor by its name, all time
const FR = 'Fox River Snow & Lawn';
F.foxRiver = spent('all', vendor(FR));
check(
  new Set(rowsIn('all', vendor(FR)).map((x) => x.category)).size >= 4,
  'Fox River under several categories',
);
check(new Set(rowsIn('all', vendor(FR)).map((x) => x.property)).size === 2, 'Fox River at two properties');
check(F.foxRiver !== spent('thisYear', vendor(FR)), 'Fox River all time differs from this year');

const vendors26 = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors this year',
);
check(vendors26[0].k === 'Big Country Roofing', 'the roofer is the top vendor this year');

const byProperty25 = rank(
  KEYS.map((k) => ({ k, v: spentAt('lastYear', k) })),
  'spend by property 2025',
);
const byProperty26 = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(
  byProperty25[0].k === 'tamarack' && byProperty26[0].k === 'mesquite',
  'most expensive: triplex, then roof',
);

const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three cities');
const cityTotals = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => city(x.property) === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);

// the biggest category of this year stays the biggest however the landlord's spellings are merged
const catTotals = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('thisYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories this year',
);
const MERGED = [TAX, ['yard', 'Yard', 'Landscaping'], ['Repairs', 'Repairs & maint', 'HVAC'], HOA];
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops this year');
for (const g of MERGED)
  check(spent('thisYear', cats(g)) < catTotals[0].v, `merged ${g.join('+')} stays below`);
check(
  spent('thisYear', cats(TAX)) > catTotals[1].v,
  'merged property tax is the runner-up (so "tax" is the trap, not the answer)',
);

// net by property
const net26 = rank(
  KEYS.map((k) => ({ k, v: netOf('thisYear', k) })),
  'net by property this year',
);
const net25 = rank(
  KEYS.map((k) => ({ k, v: netOf('lastYear', k) })),
  'net by property 2025',
);
check(net26[0].k === 'larkspur', 'the commercial building nets the most this year');
check(
  net26.at(-1).k === 'oakhurst' && net26.at(-1).v < 0,
  'the vacant house is the worst this year, at a loss',
);
check(
  net25.at(-1).k === 'hemlock' && net25.at(-1).v < 0,
  'the heat-pump house is the worst of 2025, at a loss',
);
check(net26.filter((x) => x.v < 0).length === 2, 'two properties lose money this year (the roof one too)');
check(net25.filter((x) => x.v < 0).length === 1, 'one property loses money in 2025');
check(byProperty26[0].k !== net26.at(-1).k, 'the costliest property is not the worst on net this year');
const netLark = netOf('thisYear', 'larkspur');
const netTam = netOf('thisYear', 'tamarack');
check(netLark > netTam && netLark - netTam < 200000, 'Larkspur nets a bit more than Tamarack this year');
check(netOf('lastYear', 'larkspur') > netOf('lastYear', 'tamarack'), 'Larkspur also beat Tamarack in 2025');

// the hail roof: the roofer this year and the insurance payout
const BCR = 'Big Country Roofing';
F.roof26 = spent('thisYear', vendor(BCR));
check(F.roof26 !== spent('all', vendor(BCR)), 'the roofer also billed in 2025 (a patch), not counted');
const claim = P.incomes.filter((x) => x.property === 'mesquite' && x.category === 'Other');
check(claim.length === 1 && within(claim[0].date, 'thisYear'), 'one insurance payout at Mesquite');
F.claim = cents(claim[0].amount);

// rent owed and who is behind
const lorenzo = ten.lorenzo;
F.lorenzo26 = rentIn('thisYear', (t) => t === lorenzo);
check(
  F.lorenzo26 === 10 * cents(lorenzo.lease.rent) + paidIn(lorenzo, NOV),
  'Lorenzo: ten full months + part of November',
);
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount[0].k === 'lorenzo' && lateCount[0].v === 3, 'Lorenzo late three times this year');
check(lateCount[1].v < lateCount[0].v, 'nobody else as often');
const worstLate = ten[lateCount[0].k];

// current rents and deposits
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const lowest = ten[rents.at(-1).k];
check(
  P.tenants.filter((t) => t !== lowest && cents(t.lease.rent) < cents(lowest.lease.rent)).length === 0,
  'nobody, past or future, paid less than the lowest current rent',
);
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
check(rentRoll % current.length === 0, 'the average current rent is a whole number of cents');
F.avgRent = rentRoll / current.length;
check(F.avgRent % 100 !== 0, 'the average rent has cents (so "$x.50" is expected, not a round figure)');
F.deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(F.deposits !== rentRoll, 'deposits held differ from the rent roll');
check(
  F.deposits !== total(P.tenants.filter((t) => !past.includes(t)).map((t) => cents(t.lease.deposit))),
  'counting the signed future lease would change the deposits figure',
);

// leases ending, vacancy and the signed lease
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(byNewYear.length === 1 && byNewYear[0] === ten.odalys, 'one lease ends this year');
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within 90 days / by February',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past 90 days');
const empty = KEYS.filter((k) => !current.some((t) => t.property === k));
check(empty.length === 1 && empty[0] === 'oakhurst', 'one property empty right now');
const incoming = future[0];
check(incoming.property === 'oakhurst', 'the signed lease is for the empty house');

// other income
F.otherThisYear = otherIn('thisYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);

// maintenance and documents
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['bathroom fan', 'radiator', 'balcony', 'garage', 'fence', 'overhead', 'dryer'];
check(open.length === OPEN_WORDS.length, 'seven open requests');
const picksOne = (w, among) =>
  P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
  among.some((m) => m.title.includes(w));
for (const w of OPEN_WORDS)
  check(picksOne(w, open), `"${w}" picks out one open request, written in lower case`);
const inProgress = open.filter((m) => m.status === 'In Progress');
const PROGRESS_WORDS = OPEN_WORDS.filter((w) => inProgress.some((m) => m.title.includes(w)));
check(PROGRESS_WORDS.length === 3 && inProgress.length === 3, 'three requests in progress');
const tamReqs = P.maintenance.filter((m) => m.property === 'tamarack');
const TAM_WORDS = ['bathroom fan', 'radiator', 'frozen pipe'];
check(tamReqs.length === 3, 'three requests at Tamarack');
for (const w of TAM_WORDS) check(picksOne(w, tamReqs), `"${w}" picks out one Tamarack request`);
check(
  tamReqs.some((m) => m.status === 'Completed'),
  'one of them is done',
);
const mesquiteDocs = P.documents.filter((d) => d.property === 'mesquite').map((d) => d.file);
check(mesquiteDocs.length === 2, 'two documents for Mesquite');

for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';

const idYtd = ask(
  'how much have i spent on all the propertys so far this year',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask(
  'is that up or down from last year? by what percent roughly',
  [money(F.lastYear), pctWhole],
  'follow_up',
  `2025 total ${money(F.lastYear)}; this year to date against all of 2025 is up ${pct.toFixed(2)}% (the whole part "${pctWhole}" is checked)`,
  { follow_up_of: idYtd },
);
ask(
  'can u break down q3 month by month for me, what went out in july aug and sept',
  [money(F.jul), money(F.aug), money(F.sep)],
  'monthly',
  `${ROWS} per month: July ${money(F.jul)}, August ${money(F.aug)}, September ${money(F.sep)} 2026`,
);
const idTax = ask(
  "ok so im getting my stuff together for my accountant and she wants the property tax number for 2025, everything i paid the city and county tax offices across all 3 cities. what's the total",
  [money(F.tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (City of Green Bay Treasurer, Taylor County Tax Office, Washington County Trustee)',
);
ask(
  'how much of that was the abilene ones',
  [money(F.taxAbilene25)],
  'follow_up',
  'keeps 2025 and property tax; Mesquite ("Taxes") and Catclaw ("Property Tax") only',
  { follow_up_of: idTax },
);
ask(
  'hoa + condo association fees this year, both places together?',
  [money(F.hoa)],
  'category',
  '2026; categories "HOA dues" and "HOA" (the townhome association, its pool assessment, and the monthly condo dues)',
);
ask(
  'how much have i spent on gutter stuff since i started using this',
  [money(F.gutter)],
  'description_word',
  `all time; rows whose description contains "gutter": ${gutterRows.map((x) => `${x.entity} ${money(cents(x.amount))}`).join(', ')}; the roof invoices do not mention gutters`,
);
ask(
  'what did mulch run me this year',
  [money(F.mulch)],
  'description_word',
  `2026; rows whose description contains "mulch" (whole rows, including the lawn firm's spring cleanup that mentions it): ${mulchRows.map((x) => `${x.entity} ${money(cents(x.amount))}`).join(', ')}`,
);
ask(
  'total ive paid fox river snow and lawn, all time',
  [money(F.foxRiver)],
  'vendor',
  `all time; rows whose entity is "${FR}" (plowing, mowing, fall cleanups and a gutter job at Tamarack and Oakhurst)`,
);
ask(
  'top 3 vendors this yr by what i paid them',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (fourth shown for context)`,
);
const idCostly = ask(
  'which property cost me the most to run last year',
  [STREET[byProperty25[0].k], money(byProperty25[0].v)],
  'ranking',
  `expenses by property, 2025, highest; runner-up ${STREET[byProperty25[1].k]} ${money(byProperty25[1].v)}`,
);
ask(
  'and this year?',
  [STREET[byProperty26[0].k], money(byProperty26[0].v)],
  'follow_up',
  `same measure for 2026 (the hail roof); runner-up ${STREET[byProperty26[1].k]} ${money(byProperty26[1].v)}`,
  { follow_up_of: idCostly },
);
ask(
  'green bay vs abilene, which city is costing me more this year',
  [money(cityTotals['Green Bay']), money(cityTotals.Abilene)],
  'comparison',
  `expenses by city, 2026 (Johnson City, not asked: ${money(cityTotals['Johnson City'])})`,
);
ask(
  'biggest expense category this year?',
  [money(catTotals[0].v)],
  'ranking',
  `Capital improvement (the Mesquite roof, the Oakhurst furnace and floors, the Tamarack windows); it stays first however the tax, yard, repair and HOA spellings are merged (property tax merged is ${money(spent('thisYear', cats(TAX)))})`,
);
const idBest = ask(
  'which place made me the most money this year after expenses',
  [STREET[net26[0].k], money(net26[0].v)],
  'net',
  `rent payments + other incomes - expenses by property, 2026; runner-up ${STREET[net26[1].k]} ${money(net26[1].v)}`,
);
const idWorst = ask(
  'and the worst?',
  [STREET[net26.at(-1).k], absMoney(net26.at(-1).v)],
  'follow_up',
  `lowest 2026 net: vacant since October, new furnace, floors and paint; absolute value of the loss. ${STREET[net26.at(-2).k]} also lost ${absMoney(net26.at(-2).v)}`,
  { follow_up_of: idBest },
);
ask(
  'what about in 2025',
  [STREET[net25.at(-1).k], absMoney(net25.at(-1).v)],
  'follow_up',
  'lowest 2025 net: vacant June, heat pump, flooring, crawlspace; absolute value of the loss (the only loss that year)',
  { follow_up_of: idWorst },
);
ask(
  'larkspur vs the tamarack triplex - which one netted more this year and by how much',
  [money(netLark), money(netTam)],
  'comparison',
  `2026 net: Larkspur ${money(netLark)}, Tamarack ${money(netTam)}, difference ${money(netLark - netTam)} (only the two nets are checked)`,
);
ask(
  'so the hail roof on the mesquite house, my accountant wants to know what i paid big country roofing for it this year in total and then how much the insurance company paid me back on the claim',
  [money(F.roof26), money(F.claim)],
  'vendor',
  `2026 rows of ${BCR} (deposit + balance; the 2025 leak patch is not this year) and the Other income "${claim[0].description}"`,
);
ask(
  'okay so i need to chase people this week who is behind on rent right now and how much does each of them owe me',
  owing.flatMap((t) => [t.last_name, money(shortOf(t))]),
  'payments',
  `November: ${unpaid.map((t) => `${name(t)} paid nothing`).join('; ')}; ${partial.map((t) => `${name(t)} paid ${money(paidIn(t, NOV))} of ${money(cents(t.lease.rent))}`).join('; ')}; every earlier booked month is paid in full`,
  { forbid: pastLast },
);
ask(
  'total outstanding rent rn?',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments",
);
const idLorenzo = ask(
  'how much rent has lorenzo paid me this year',
  [money(F.lorenzo26)],
  'payments',
  `his 2026 rent payments: January to October in full (late in ${lateMonths(lorenzo)
    .filter((mo) => mo >= '2026')
    .join(
      ', ',
    )}, each with a late fee, not rent) plus ${money(paidIn(lorenzo, NOV))} in two pieces for November`,
);
ask(
  'and what does he still owe',
  [money(shortOf(lorenzo))],
  'follow_up',
  `November rent ${money(cents(lorenzo.lease.rent))} minus ${money(paidIn(lorenzo, NOV))} paid; nothing else is owed on the books`,
  { follow_up_of: idLorenzo },
);
ask(
  "who's been late the most this year",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
const idHigh = ask(
  'who pays me the most rent',
  [co.first_name, money(rents[0].v)],
  'lease',
  `current leases; the company tenant ${name(co)} at Larkspur`,
);
ask(
  'and the least',
  [lowest.last_name, money(rents.at(-1).v)],
  'follow_up',
  'current leases, lowest rent (a Tamarack unit)',
  { follow_up_of: idHigh },
);
ask(
  'whats the avg rent across my current tenants',
  [money(F.avgRent)],
  'average',
  `${money(rentRoll)} over ${current.length} current leases (the signed Oakhurst lease and past tenants not counted)`,
);
const idEnds = ask(
  'any leases ending before the new year',
  byNewYear.map((t) => t.last_name),
  'lease',
  `current leases ending by 2026-12-31 (${byNewYear.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')})`,
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'next 90 days?',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)} (${in90.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}); ${nextAfter.last_name} ends ${nextAfter.lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
const idEmpty = ask(
  "i'm trying to figure out cash flow for the winter. is any of my places sitting empty right now",
  [STREET[empty[0]]],
  'vacancy',
  `no current lease at ${prop[empty[0]].address} since ${past.find((t) => t.property === empty[0]).lease.end}; every Tamarack unit is let`,
);
ask(
  "who's moving in there and what's the rent gonna be",
  [incoming.last_name, money(cents(incoming.lease.rent))],
  'follow_up',
  `signed lease starting ${incoming.lease.start}`,
  { follow_up_of: idEmpty },
);
ask(
  'how much in securty deposits am i holding right now',
  [money(F.deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Oakhurst lease, not past tenants)',
);
const idOpen = ask(
  'what maintenance requests are still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those are actually being worked on',
  PROGRESS_WORDS,
  'follow_up',
  `In Progress: ${inProgress.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'list every maintenance request at tamarack, done or not',
  TAM_WORDS,
  'maintenance',
  `all statuses: ${tamReqs.map((m) => `${m.title} (${m.status})`).join('; ')}`,
);
ask(
  'what documents do i have on file for the mesquite house',
  mesquiteDocs,
  'documents',
  'the two documents at Mesquite Flats Drive',
);
ask(
  'how much non rent income have i made this year, laundry parking fees all of it',
  [money(F.otherThisYear)],
  'income',
  'all other incomes dated 2026 (laundry, the condo garage stall, pet fees, late fees, the CAM true-up, the hail claim payout, a deposit deduction and an application fee)',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'should i depreciate the new furnace and floors at oakhurst or write them off all this year, which saves me more on taxes',
  'tax advice',
);
outOfScope('what do u think the mesquite house is worth now, could i get 300k for it', 'property value');
outOfScope('is green bay supposed to get a lot of snow this winter', 'weather');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb31-${String(i + 1).padStart(2, '0')}`;
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
    `expected of ${o.id} (no empty or one-character strings)`,
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
