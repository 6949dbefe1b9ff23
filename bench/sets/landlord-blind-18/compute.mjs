// Works out the expected answers for landlord-blind-18 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-18/compute.mjs
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
// The landlord started keeping books in the app in October 2024: the first record of any kind is dated that month.
// Leases that began earlier only have their months from October 2024 on record.
const BOOKS_START = '2024-10-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  y2024: ['2024-01-01', '2024-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
const month = (d) => d.slice(0, 7);
const lastDayOf = (d) => {
  const [y, m] = d.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

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
const isDate = (s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));
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
// cities of landlord-blind-2 to landlord-blind-17 (and of the tenant-line sets, as listed by set 13)
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
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, '5 to 7 properties');
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
// the short street names the questions use must each pick out one property
const STREET = {
  quincy: 'Quincy',
  harrison: 'Harrison',
  kaufmann: 'Kaufmann',
  bluff: 'Bluff',
  greenbrier: 'Greenbrier',
  edgewood: 'Edgewood',
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
  check(t.lease.end === lastDayOf(t.lease.end), `lease ${t.key} ends on a month's last day`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/555-01\d\d/.test(t.phone_number), `phone ${t.key} in 555-01xx`);
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
check(P.expenses.length >= 150 && P.expenses.length <= 220, `150-220 expense rows (${P.expenses.length})`);
for (const x of P.expenses)
  check(
    hasKeys(x, SHAPE.expense) &&
      prop[x.property] &&
      isDate(x.date) &&
      within(x.date, 'all') &&
      isMoney(x.amount) &&
      EXPENSE_CATEGORIES.includes(x.category) &&
      typeof x.entity === 'string' &&
      x.entity.length > 0 &&
      x.date >= prop[x.property].purchase_date,
    `expense ${JSON.stringify(x)}`,
  );
for (const c of EXPENSE_CATEGORIES)
  check(
    P.expenses.some((x) => x.category === c),
    `expense category ${c} used`,
  );
// the books start with the first month of any record
const firstDate = [
  ...[...P.payments, ...P.incomes, ...P.expenses].map((x) => x.date),
  ...P.documents.map((d) => d.uploaded),
].sort()[0];
check(
  month(firstDate) === month(BOOKS_START),
  `the books start in the month of the first record (${firstDate})`,
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
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document files unique');

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
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(
  current.length === 7 && past.length === 5 && future.length === 1,
  'seven current, five past, one signed',
);
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 3,
  'three past tenants started before the books',
);
check(ten.delphine.lease.start === BOOKS_START, 'the Edgewood lease started the day the books start');
// vacancy: a property with no current lease; the signed lease is for it
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].key === 'edgewood', 'Edgewood is the one vacant property');
const incoming = future[0];
check(incoming.property === 'edgewood', 'the signed lease is for the vacant house');
const vacatedBy = past
  .filter((t) => t.property === 'edgewood')
  .sort((a, b) => (a.lease.end < b.lease.end ? 1 : -1))[0];
// every booked month before this one is fully paid, so "owed" is this month's shortfall
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => paidIn(t, NOV) > 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(
  lateNov.length === 1 && shortOf(lateNov[0]) === 0,
  'one late November payer, in full (the part payment was on time)',
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
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 35, `many vendors (${VENDORS.length})`);

const F = {};
for (const p of ['all', 'thisYear', 'lastYear', 'y2024', 'lastMonth']) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
check(F.all === F.y2024 + F.lastYear + spent('thisYear'), 'all time = 2024 + 2025 + 2026');
check(
  rowsIn('y2024').every((x) => x.date >= BOOKS_START),
  '2024 rows are all from October on',
);
F.tax25 = spent('lastYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
F.ins26 = spent('thisYear', cats(['Insurance']));
F.ins25 = spent('lastYear', cats(['Insurance']));
check(F.ins26 !== F.ins25, 'insurance differs year to year');

// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 6, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 4, 'gutter rows sit under several categories');
check(new Set(gutterRows.map((x) => x.property)).size >= 5, 'gutter rows at five properties or more');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('gutter') && !word('gutter')(x)).length > 0,
  'the roofing-and-gutter firm also has rows that are not gutter work',
);
// the vendor with the long legal name, asked for as "wasatch handyman"; the roofer is also "Wasatch"
const longName = VENDORS.filter((v) => lower(v).includes('wasatch handyman'));
check(longName.length === 1 && longName[0].length > 60, 'one long-named vendor matches "wasatch handyman"');
check(VENDORS.filter((v) => lower(v).startsWith('wasatch')).length === 2, 'two "Wasatch" vendors');
const WH = longName[0];
const whRows = rowsIn('all', vendor(WH));
F.wh = total(whRows.map((x) => cents(x.amount)));
const whAmounts = whRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.whMax = whAmounts[0];
check(whAmounts[0] !== whAmounts[1], 'the biggest Wasatch Handyman bill is unique');
check(new Set(whRows.map((x) => x.category)).size >= 4, 'Wasatch Handyman rows sit under several categories');
check(new Set(whRows.map((x) => x.property)).size === 2, 'Wasatch Handyman works at both Ogden properties');

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const vendors26 = rank(
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
const cityTotals = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => city(x.property) === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(
  loserThen === 'kaufmann' && loserNow === 'edgewood',
  'the furnace-and-sewer year and the heat-pump-and-turnover year',
);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
check(byProperty[0].k !== loserNow, 'the costliest property this year is not the one losing money');
check(
  netOf('lastYear', 'harrison') > 0 && netOf('thisYear', 'harrison') > 0,
  'the condo bought in 2025 makes money both years',
);

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const cheapest = ten[rents.at(-1).k];
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(
  cheaperPast.length === 1,
  'a past tenant in the same building paid less than the cheapest current rent',
);
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(byNewYear.length === 1, 'one lease ends this year');
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within 90 days / by February',
);
check(
  !current.some((t) => t.property === byNewYear[0].property && t.lease.start > TODAY),
  'no successor signed for the lease ending this year',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(
  nextAfter.lease.end > plusDays(TODAY, 90) && nextAfter.lease.end <= plusDays(TODAY, 130),
  'the next lease end is just past 90 days (a decisive forbid)',
);
const quincyNow = current.filter((t) => t.property === 'quincy');
const quincyGone = past.filter((t) => t.property === 'quincy');
check(quincyNow.length === 3 && quincyGone.length === 1, 'three current units and one past tenant at Quincy');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
check(incoming.lease.deposit > 0, 'the signed lease has a deposit, which is not counted as held');
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
check(worstLate === lateNov[0], 'the worst late payer is also the late November payer');
// last payment of the part payer
const emeric = ten.emeric;
check(partial.includes(emeric), 'Emeric is the part payer');
const emericLast = P.payments.filter((x) => x.tenant === 'emeric').sort((a, b) => (a.date < b.date ? 1 : -1));
check(emericLast[0].date !== emericLast[1].date, 'one last payment');
check(cents(emericLast[0].amount) !== cents(emeric.lease.rent), 'his last payment is not a full month');
// Tobias since he moved in
const tobias = ten.tobias;
const tobiasAll = rentIn('all', (t) => t === tobias);
check(tobias.lease.start > BOOKS_START && current.includes(tobias), 'Tobias moved in inside the books');
check(tobiasAll === bookedMonths(tobias).length * cents(tobias.lease.rent), 'Tobias paid every month');
const other25 = otherIn('lastYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'lastYear')).map((x) => x.category)).size === 5,
  'every income category in 2025',
);
const bluffRows = rowsIn('all', (x) => x.property === 'bluff').length;
check(bluffRows >= 10 && bluffRows < 100, 'the Bluff Street count has two digits');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
// words from the middle of each title, so that they are lower case in the data
const OPEN_WORDS = ['exhaust', 'railing', 'latch', 'sump', 'closer'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => m.title.includes(w)),
    `"${w}" picks out one open request`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 3, 'three pending requests');
const condoPolicy = P.documents.filter((d) => d.property === 'harrison' && d.type === 'Insurance');
check(condoPolicy.length === 1, 'one insurance document for the condo');
check(P.properties.filter((p) => p.property_type === 'Condo').length === 1, 'one condo');
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const pastLast = past.map((t) => t.last_name);

ask('ok so whats my total spend this yr', [money(spent('thisYear'))], 'total', `${ROWS}, 2026-01-01..today`);
ask('total expences 2025?', [money(F.lastYear)], 'total', `${ROWS}, all of 2025`);
ask('how much went out the door last month', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
ask(
  'what did i spend back in 2024',
  [money(F.y2024)],
  'total',
  `${ROWS} dated 2024; the books start ${BOOKS_START}, so only October to December 2024 are on record`,
);
ask(
  'property taxes last year, all properties combined',
  [money(F.tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (Weber County, Dubuque County, Kanawha County Sheriff)',
);
ask(
  'insurance - am i paying more this year than last year?',
  [money(F.ins26), money(F.ins25)],
  'comparison',
  'category Insurance, 2026 to date vs 2025 (the townhouse policy renews in December and is not yet in 2026)',
);
ask(
  'what have gutters cost me since i started using this',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter", whoever the vendor (roofer, gutter firm, handymen, landscaper, Menards, Lowe\'s) and whatever the category; the roofer\'s roof patch does not contain the word and is not counted',
);
ask(
  "how much have i paid wasatch handyman altogether? and what's the biggest single bill from them",
  [money(F.wh), money(F.whMax)],
  'vendor',
  `all time; rows whose entity is "${WH}" (not "Wasatch Roofing & Gutter"); the largest row is the condo turnover touch-up`,
);
const idMost = ask(
  'which property ate the most money this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the window replacement)',
);
ask(
  'and the least?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
ask(
  'top 3 vendors by spend this year',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the fourth is not asked)`,
);
ask(
  'biggest expense category this year?',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (windows, heat pump, parking lot, carpet, gutters); it stays first however the tax, yard, repair, turnover and HOA spellings are merged',
);
const idCity = ask(
  "ogden vs dubuque, where'd i spend more in 2026",
  [money(cityTotals.Ogden), money(cityTotals.Dubuque)],
  'comparison',
  'expenses by city, 2026',
);
ask('and charleston?', [money(cityTotals.Charleston)], 'follow_up', 'keeps 2026 and expenses by city', {
  follow_up_of: idCity,
});
const idNet = ask(
  'net profit for 2025?',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask(
  'same thing for this year so far',
  [money(netAll('thisYear'))],
  'follow_up',
  'the same for 2026 to date',
  {
    follow_up_of: idNet,
  },
);
const idLoss = ask(
  'did any of my places lose money this year',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the heat pump, the turnover and two vacant months put Edgewood below zero; absolute value of the loss',
);
ask(
  'what about in 2025',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025; furnace and sewer line replaced, vacant April and May; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'who pays the highest rent rn',
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant (a coffee roaster) at Bluff Street',
);
ask(
  'lowest rent among my current tenants?',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; the past tenant of another Quincy unit paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idEnds = ask(
  'any leases ending before new years',
  byNewYear.map((t) => t.last_name),
  'lease',
  `current leases ending by 2026-12-31 (${byNewYear.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}); no successor signed`,
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'wat about within 90 days',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}; the next one (${name(nextAfter)}, ${nextAfter.lease.end}) is outside`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  "who's living at the quincy triplex these days",
  quincyNow.map((t) => t.last_name),
  'lease',
  'current leases at the triplex; the unit B tenant who left in July 2025 is not one',
  { forbid: quincyGone.map((t) => t.last_name) },
);
const idVacant = ask(
  'is anything sitting vacant right now?',
  [STREET[vacant[0].key]],
  'vacancy',
  `properties with no current lease: ${vacant[0].address} (${name(vacatedBy)} moved out ${vacatedBy.lease.end})`,
);
ask(
  'did i get someone lined up for it',
  [incoming.last_name],
  'follow_up',
  `signed lease starting ${incoming.lease.start} (${name(incoming)})`,
  { follow_up_of: idVacant },
);
ask(
  'how much in security deposits am i holding',
  [money(deposits)],
  'deposits',
  "sum of deposits on current leases (not the signed Edgewood lease, not past tenants')",
);
ask(
  'who hasnt paid november rent in full',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'total rent outstanding right now?',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'who paid late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  "November paid in full after the due day + grace days, with a late fee; the part payment came inside the grace days and the unpaid tenant hasn't paid at all",
);
ask(
  "who's been the worst about paying late this year",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'last payment from emeric?',
  [money(cents(emericLast[0].amount))],
  'payments',
  `${emericLast[0].date}, part of November's ${money(cents(emeric.lease.rent))}`,
);
ask(
  'how much has tobias paid me since he moved in',
  [money(tobiasAll)],
  'payments',
  `his rent payments from ${tobias.lease.start} on (${bookedMonths(tobias).length} months, all in full)`,
);
ask(
  'how much did i make outside of rent in 2025 - laundry, parking, fees etc',
  [money(other25)],
  'income',
  'all other incomes dated 2025 (laundry, parking stall, pet fees, late fees, CAM reconciliation, the hail claim payout)',
);
ask(
  'how many expense entries do i have for bluff street',
  [String(bluffRows)],
  'count',
  'number of expense rows at 712 Bluff Street, all time',
);
const idOpen = ask(
  'whats open on maintenance',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  "which of those hasn't been started yet",
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'can u find the insurance policy doc for the condo',
  [condoPolicy[0].file],
  'documents',
  'the Insurance document at Harrison Boulevard Unit 312',
);
const outOfScope = (question, note) => ask(question, ["can't"], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is it gonna be a bad winter in ogden this year', 'weather');
outOfScope('do u think dubuque home values go up next year', 'market forecast');
outOfScope('can i legally say no to an emotional support animal in west virginia', 'legal advice');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb18-${String(i + 1).padStart(2, '0')}`;
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
  check(new Set(o.expected).size === o.expected.length, `expected of ${o.id} are distinct`);
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
