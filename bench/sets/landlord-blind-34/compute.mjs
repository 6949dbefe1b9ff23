// Works out the expected answers for landlord-blind-34 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-34/compute.mjs
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
  // "last quarter" = the latest finished calendar quarter
  lastQuarter: ['2026-07-01', '2026-09-30'],
  sinceJune: ['2026-06-01', TODAY],
  // "over the summer" = June to August 2026; the questions that use it are checked against other readings below
  summer: ['2026-06-01', '2026-08-31'],
  // "the past 6 months" = 2026-05-27..today; checked against other readings below
  past6: ['2026-05-27', TODAY],
  // Kemp Boulevard since the tenant moved out (lease ended 2026-09-30)
  sinceMoveOut: ['2026-10-01', TODAY],
};
// other ways a landlord could mean the same words; the asked subsets give the same figure under each
const SUMMER_READINGS = [
  ['2026-06-01', '2026-08-31'],
  ['2026-05-25', '2026-09-07'],
  ['2026-06-21', '2026-09-22'],
];
const PAST6_READINGS = [
  ['2026-05-27', TODAY],
  ['2026-05-01', TODAY],
  ['2026-06-01', TODAY],
  ['2026-05-01', '2026-10-31'],
  ['2026-06-01', '2026-11-30'],
];
const inRange = (date, [a, b]) => date >= a && date <= b;
const within = (date, p) => inRange(date, PERIODS[p]);
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
// cities of landlord-blind-2 to landlord-blind-33, and those set 13 lists for the tenant-line sets
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
  'Green Bay',
  'Abilene',
  'Johnson City',
  'Pittsfield',
  'Lake Charles',
  'Bismarck',
  'Peoria',
  'Dothan',
  'Casper',
  'Providence',
  'Hancock',
  'Lawrence',
  'Sioux Falls',
  'Cheyenne',
  'Bangor',
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
  check(/^\d{5}$/.test(p.zipCode) && /^[A-Z]{2}$/.test(p.state), `zip and state ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `rooms ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions and answers use must each pick out one property
const STREET = {
  presque: 'Presque Isle',
  ridge: 'Ridge',
  lisbon: 'Lisbon',
  sabattus: 'Sabattus',
  kemp: 'Kemp',
  midwestern: 'Midwestern',
};
for (const p of P.properties)
  check(
    STREET[p.key] &&
      P.properties
        .filter((q) => lower(q.address).includes(lower(STREET[p.key])))
        .map((q) => q.key)
        .join() === p.key,
    `street name ${p.key}`,
  );
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(t.lease.start.endsWith('-01'), `lease ${t.key} starts on the first`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(/^\(\d{3}\) 555-01\d{2}$/.test(t.phone_number), `phone ${t.key} is a 555-01xx number`);
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
check(P.expenses.length >= 120 && P.expenses.length <= 170, `120-170 expense rows (${P.expenses.length})`);
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
check(VENDORS.length >= 30 && VENDORS.length <= 40, `30-40 vendors (${VENDORS.length})`);
for (const m of P.maintenance)
  check(
    hasKeys(m, SHAPE.maintenance) && prop[m.property] && STATUSES.includes(m.status),
    `maintenance ${m.title}`,
  );
check(P.maintenance.length >= 8 && P.maintenance.length <= 12, '8-12 maintenance requests');
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
    // a late fee is booked for a late full payment, and for nothing else
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
const totalLate = total(P.tenants.map((t) => lateMonths(t).length));
check(totalLate >= 10, `ten or more late payments with fees (${totalLate})`);
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
check(future.length === 0, 'no signed future lease');
check(current.length === 7 && past.length === 5, 'seven current and five past tenants');
const pastLast = past.map((t) => t.last_name);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(
  P.expenses.every((x) => x.property !== co.property || !['Property Tax', 'Taxes'].includes(x.category)),
  'the bakery pays its own property tax',
);
// the vacancy: one property with no current lease, empty since its tenant left on 2026-09-30
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].key === 'kemp', 'Kemp Boulevard is the one vacant property');
const leaver = past.find((t) => t.property === 'kemp');
check(leaver.lease.end === '2026-09-30', 'the Kemp tenant left at the end of September');
check(
  P.payments.every((x) => ten[x.tenant].property !== 'kemp' || x.date < '2026-10-01'),
  'no rent from Kemp since October',
);

// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === ten.teodoro, 'Teodoro has not paid November');
check(partial.length === 1 && partial[0] === ten.ines, 'Ines paid part of November');
check(lateNov.length === 1, 'one late November payer');
const owedNow = total(current.map(shortOf));
const inesShort = shortOf(ten.ines);
check(
  inesShort !== cents(ten.ines.lease.rent) && inesShort !== paidIn(ten.ines, NOV),
  'Ines shortfall is neither her rent nor what she paid',
);

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const spentRange = (range, f) =>
  total(P.expenses.filter((x) => inRange(x.date, range) && f(x)).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeOf = (p, key) =>
  rentIn(p, (t) => !key || t.property === key) + otherIn(p, (x) => !key || x.property === key);
const spentAt = (p, key) => spent(p, (x) => x.property === key);
const netOf = (p, key) => incomeOf(p, key) - spentAt(p, key);
const netAll = (p) => incomeOf(p) - spent(p);
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
const at = (key) => (x) => x.property === key;
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const REPAIR_KINDS = ['Repairs', 'Repairs & maint', 'HVAC'];
const TURNOVER_KINDS = ['Turnover', 'Repairs', 'Repairs & maint', 'Supplies'];

const F = {};
for (const p of ['all', 'thisYear', 'lastYear', 'thisMonth', 'lastMonth', 'lastQuarter', 'sinceJune'])
  F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');

// property tax: both spellings in 2026, only "Property Tax" in 2025
const TAX = ['Property Tax', 'Taxes'];
F.tax = spent('thisYear', cats(TAX));
for (const c of TAX)
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax spelling ${c} used in 2026`);
check(rowsIn('lastYear', (x) => x.category === 'Taxes').length === 0, 'no "Taxes" rows in 2025');
check(F.tax !== spent('thisYear', cats(['Property Tax'])), 'the 2026 tax total needs both spellings');

F.ins26 = spent('thisYear', cats(['Insurance']));
F.ins25 = spent('lastYear', cats(['Insurance']));
check(F.ins26 !== F.ins25, 'insurance differs year to year');

// the snow firm asked for as "superior snow"; an insurance agency also starts with "Superior"
const SUPERIOR = VENDORS.filter((v) => v.startsWith('Superior'));
check(SUPERIOR.length === 2, 'two vendors start with "Superior"');
const snowFirm = VENDORS.filter((v) => lower(v).includes('superior snow'));
check(snowFirm.length === 1, 'one vendor matches "superior snow"');
F.superiorSnow = spent('all', vendor(snowFirm[0]));
F.superiorBoth = spent('all', (x) => SUPERIOR.includes(x.entity));
check(
  new Set(rowsIn('all', vendor(snowFirm[0])).map((x) => x.category)).size === 2,
  'snow rows under Yard and yard',
);

// furnaces: the word in the description, whoever did the work and under whatever category
F.furnace = spent('all', word('furnace'));
const furnaceRows = rowsIn('all', word('furnace'));
check(new Set(furnaceRows.map((x) => x.entity)).size >= 4, 'furnace rows come from four or more vendors');
check(
  new Set(furnaceRows.map((x) => x.category)).size >= 4,
  'furnace rows sit under four or more categories',
);
check(new Set(furnaceRows.map((x) => x.property)).size >= 4, 'furnace rows at four or more properties');
for (const v of VENDORS) check(F.furnace !== spent('all', vendor(v)), `furnace total differs from ${v}`);
const HPH = VENDORS.filter((v) => lower(v).startsWith('hiawatha'));
check(HPH.length === 1, 'one Hiawatha vendor');
check(
  rowsIn('all', (x) => x.entity === HPH[0] && !word('furnace')(x)).length > 0,
  'the plumber also has rows that are not furnace work',
);
check(F.furnace !== spent('all', cats(['HVAC'])), 'furnace total differs from the HVAC category');

// the biggest category of 2025 stays the biggest however the landlord's spellings are merged
const catTotals25 = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('lastYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories 2025',
);
check(catTotals25[0].k === 'Property Tax', 'property tax tops 2025');
const MERGED = [
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['Repairs', 'Repairs & maint', 'HVAC', 'Capital improvement'],
  ['HOA dues', 'HOA'],
  ['Turnover', 'Supplies'],
];
for (const g of MERGED)
  check(spent('lastYear', cats(g)) < catTotals25[0].v, `merged ${g.join('+')} stays below in 2025`);

const vendors26 = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors 2026',
);
check(
  vendors26[2].v - vendors26[3].v >= 10000,
  'a gap of $100 or more between the 3rd and 4th vendor this year',
);

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(byProperty[0].k === 'kemp', 'Kemp cost the most this year (the roof)');

const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').join() === 'kemp', `only Kemp is under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 0, `no property under water in 2025 (${losers('lastYear')})`);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const profit26 = rank(
  KEYS.map((k) => ({ k, v: netOf('thisYear', k) })),
  'net by property this year',
);
check(profit26[0].v - profit26[1].v >= 50000, 'the most profitable property leads by $500 or more');
const kempNet = netOf('thisYear', 'kemp');
const ridgeNet25 = netOf('lastYear', 'ridge');

// Midwestern last quarter: only rent came in, so "brought in" is one figure whatever it includes
const midQ3 = incomeOf('lastQuarter', 'midwestern');
check(
  otherIn('lastQuarter', (x) => x.property === 'midwestern') === 0,
  'no other income at Midwestern in Q3',
);
check(midQ3 === 3 * cents(ten.ines.lease.rent), 'Midwestern Q3 = three months of rent');

// Lisbon over the summer: every reading of "summer" gives the same rows, all of them repair work
const lisbonSummer = spent('summer', at('lisbon'));
for (const r of SUMMER_READINGS)
  check(spentRange(r, at('lisbon')) === lisbonSummer, `Lisbon summer total under ${r.join('..')}`);
check(
  rowsIn('summer', at('lisbon')).every((x) => REPAIR_KINDS.includes(x.category)) &&
    rowsIn('summer', at('lisbon')).length >= 3,
  'Lisbon summer rows are all upkeep (repairs, HVAC)',
);

// Hiawatha in the past 6 months: the same under every reading
const hphPast6 = spent('past6', vendor(HPH[0]));
for (const r of PAST6_READINGS)
  check(spentRange(r, vendor(HPH[0])) === hphPast6, `Hiawatha past-6-months under ${r.join('..')}`);
check(hphPast6 !== spent('thisYear', vendor(HPH[0])), 'Hiawatha past 6 months differs from this year');

// Kemp since the move-out: all turnover work (no tax, insurance, utilities or yard rows)
const kempTurn = spent('sinceMoveOut', at('kemp'));
check(
  rowsIn('sinceMoveOut', at('kemp')).every((x) => TURNOVER_KINDS.includes(x.category)),
  'Kemp rows since the move-out are turnover work',
);
check(spentRange(['2026-09-30', TODAY], at('kemp')) === kempTurn, 'Kemp turnover the same from Sept 30');
check(kempTurn !== spent('thisYear', at('kemp')), 'Kemp turnover differs from Kemp this year');

// condo vs townhouse this year
const condo = P.properties.filter((p) => p.property_type === 'Condo');
const town = P.properties.filter((p) => p.property_type === 'Townhouse');
check(condo.length === 1 && town.length === 1, 'one condo and one townhouse');
const condo26 = spentAt('thisYear', condo[0].key);
const town26 = spentAt('thisYear', town[0].key);
check(condo26 !== town26, 'condo and townhouse differ');

// rent
const rent25 = rentIn('lastYear');
const rent26 = rentIn('thisYear');
const presqueOct = rentIn('lastMonth', (t) => t.property === 'presque');
const presqueOctTenants = new Set(
  P.payments
    .filter((x) => within(x.date, 'lastMonth') && ten[x.tenant].property === 'presque')
    .map((x) => x.tenant),
);
check(presqueOctTenants.size === 3, 'three tenants paid at Presque Isle in October');
const garageOct = otherIn('lastMonth', (x) => x.property === 'presque' && x.category === 'Parking');
check(garageOct > 0, 'the garage bay paid in October too (not rent)');
const odalysJune = rentIn('sinceJune', (t) => t === ten.odalys);
check(odalysJune === 6 * cents(ten.odalys.lease.rent), 'Odalys paid June to November in full');
check(
  P.payments.filter((x) => x.tenant === 'odalys' && x.date >= '2026-05-27' && x.date < '2026-06-01')
    .length === 0,
  'no Odalys payment in the last days of May',
);

// late most this year
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v,
  'one tenant was late most often this year, 3+ times',
);
const worstLate = ten[lateCount[0].k];
check(worstLate === ten.teodoro, 'the worst late payer is Teodoro, who has not paid November');

// leases ending
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
check(nextAfter.lease.end > plusDays(TODAY, 110), 'the next lease end is well past 90 days');

const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
check(
  deposits !== total(P.tenants.filter((t) => t.lease.end >= '2026-01-01').map((t) => cents(t.lease.deposit))),
  'the deposit of the tenant who left in September is not held',
);

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the bakery pays the most rent');

const laundry25 = otherIn('lastYear', (x) => x.category === 'Laundry');
check(laundry25 !== otherIn('all', (x) => x.category === 'Laundry'), 'laundry 2025 differs from all time');

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['opener', 'exhaust', 'cooler', 'latch', 'repaint'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => m.title.includes(w) && !m.title.startsWith(w)),
    `"${w}" picks out one open request, in lower case inside the title`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 2, 'two pending requests');

// documents
const hailInvoice = P.documents.filter((d) => d.property === 'kemp' && d.type === 'Invoice');
check(
  hailInvoice.length === 1 && hailInvoice[0].file.includes('hail-roof'),
  'one invoice for Kemp, the hail roof',
);

// the biggest single bill this year
const bills26 = rowsIn('thisYear').sort((a, b) => cents(b.amount) - cents(a.amount));
check(cents(bills26[0].amount) > cents(bills26[1].amount), 'the biggest bill this year is unique');
const bigBill = bills26[0];
const BIG_VENDOR = 'Red River Roofing';
check(
  bigBill.entity.startsWith(BIG_VENDOR) && bigBill.property === 'kemp',
  'the biggest bill is the Kemp roof by Red River Roofing',
);
check(VENDORS.filter((v) => v.startsWith('Red River')).length === 2, 'two "Red River" vendors');

for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';

ask(
  'ok so whats my total spend so far this year',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask(
  'total expenses for 2025?',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
const idRent = ask(
  'how much rent did i collect in 2025',
  [money(rent25)],
  'payments',
  'rent payments dated 2025, all tenants (laundry, garage, fees are not rent)',
);
ask('and so far this year?', [money(rent26)], 'follow_up', 'rent payments dated 2026-01-01..today', {
  follow_up_of: idRent,
});
ask(
  'how much rent did the presque isle building bring in for october',
  [money(presqueOct)],
  'payments',
  "rent payments at the triplex dated October 2026 (three units); the neighbour's $75 garage bay (Parking) is not rent",
  { forbid: [money(presqueOct + garageOct)] },
);
ask(
  'how much has odalys paid since june',
  [money(odalysJune)],
  'payments',
  'Odalys Fenwick, rent payments 2026-06-01..today (six months in full); tenant named by first name only',
);
const idOwe = ask(
  'who still owes me rent right now',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much is that all together',
  [money(owedNow)],
  'follow_up',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
  { follow_up_of: idOwe },
);
ask(
  'how much is ines short this month',
  [money(inesShort)],
  'payments',
  `Ines Barragan: rent ${money(cents(ten.ines.lease.rent))}, paid ${money(paidIn(ten.ines, NOV))} in November; first name only`,
);
ask(
  "who's been late the most this year",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how much property tax did i pay this year, all properties',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Marquette summer bills, Lewiston halves, Wichita County yearly); the bakery pays its own tax',
);
const idIns = ask(
  'what did insurence cost me this year',
  [money(F.ins26)],
  'category',
  'category Insurance, 2026 (six policies)',
);
ask('and last year?', [money(F.ins25)], 'follow_up', 'category Insurance, 2025', {
  follow_up_of: idIns,
});
ask(
  'what have i paid superior snow since i started tracking',
  [money(F.superiorSnow)],
  'vendor',
  `all time; rows whose entity is "${snowFirm[0]}" (not "${SUPERIOR.find((v) => v !== snowFirm[0])}", which also starts with "Superior")`,
  { forbid: [money(F.superiorBoth)] },
);
ask(
  'what have furnaces cost me across all the properties',
  [money(F.furnace)],
  'description_word',
  `all time; rows whose description contains "furnace": ${[...new Set(furnaceRows.map((x) => x.entity))].join(', ')}`,
);
ask(
  'biggest expense category in 2025?',
  [money(catTotals25[0].v)],
  'ranking',
  'Property Tax (no "Taxes" rows in 2025); it stays first however the yard, repair, HOA and turnover spellings are merged',
);
ask(
  'top 3 vendors this year by what i paid them',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 3)
    .map((x) => x.k)
    .join(', ')}`,
);
const idMost = ask(
  'which property cost me the most this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the hail roof)',
);
ask(
  'and the least?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
const idNet = ask(
  'net profit for 2025 across everything?',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('and this year so far', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
ask(
  'which property made me the most profit this year',
  [STREET[profit26[0].k], money(profit26[0].v)],
  'net',
  `net by property, 2026: ${profit26.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'am i making money on the kemp place this year',
  [absMoney(kempNet)],
  'net',
  `no: Kemp Boulevard 2026 income ${money(incomeOf('thisYear', 'kemp'))} (nine months of rent, a late fee, the deposit deduction, an application fee) minus expenses ${money(spentAt('thisYear', 'kemp'))}; a loss, expected as its absolute amount`,
);
ask(
  'whats left after costs on ridge st for 2025',
  [money(ridgeNet25)],
  'net',
  `Ridge Street 2025: income ${money(incomeOf('lastYear', 'ridge'))} (two tenants, pet fee, late fees, insurance refund) minus expenses ${money(spentAt('lastYear', 'ridge'))}`,
);
ask(
  'what did midwestern bring in last quarter',
  [money(midQ3)],
  'payments',
  'Midwestern Parkway, 2026-07-01..2026-09-30: three months of rent, no other income in the quarter',
);
ask(
  'what was my outlay on upkeep at lisbon st over the summer',
  [money(lisbonSummer)],
  'property_period',
  'Lisbon Street expense rows 2026-06-01..2026-08-31, all repairs/HVAC; the same figure for Memorial Day-Labor Day or Jun 21-Sep 22',
);
ask(
  'how much ive paid hiawatha plumbing the past 6 months',
  [money(hphPast6)],
  'vendor',
  `rows whose entity is "${HPH[0]}" from 2026-05-27 (no rows in May or November, so any reading of "the past 6 months" gives it)`,
  { forbid: [money(spent('thisYear', vendor(HPH[0])))] },
);
ask(
  'how much have i spent getting kemp ready since cyrus moved out',
  [money(kempTurn)],
  'property_period',
  'Kemp Boulevard expense rows from 2026-10-01 (lease ended 2026-09-30): cleaning, rekey, supplies, handyman, paint, flooring; the deposit deduction kept is income, not subtracted',
  { forbid: [money(spentAt('thisYear', 'kemp'))] },
);
ask(
  'which costs me more this year, the condo or the townhouse',
  [money(condo26), money(town26)],
  'comparison',
  `2026 expenses: ${STREET[condo[0].key]} condo ${money(condo26)}, ${STREET[town[0].key]} townhouse ${money(town26)}`,
);
ask(
  'is anything sitting empty right now',
  [STREET[vacant[0].key]],
  'vacancy',
  'the only property with no current lease; empty since 2026-10-01',
);
const idEnds = ask(
  'any leases ending before new years',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'what about the next 90 days',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)} (through February gives the same)`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  'how much in security deposits am i holding',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not past tenants; the Kemp deposit was settled in October)',
);
ask(
  'whos my highest paying tenant',
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant (a bakery), named by its trading name',
);
ask(
  'hw much did the laundry make me last yr',
  [money(laundry25)],
  'income',
  'Laundry incomes dated 2025 (quarterly coin-laundry commission at the triplex)',
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
  'can u find the hail roof invoice for kemp',
  [hailInvoice[0].file],
  'documents',
  'the Invoice document at Kemp Boulevard',
);
const idBig = ask(
  'whats the single biggest bill i paid this year',
  [money(cents(bigBill.amount))],
  'ranking',
  `largest expense row dated 2026: ${bigBill.entity}, ${bigBill.description}, ${bigBill.date}`,
);
ask(
  'who was that to and for which place',
  [BIG_VENDOR, STREET[bigBill.property]],
  'follow_up',
  `${bigBill.entity} at ${prop[bigBill.property].address}`,
  { follow_up_of: idBig },
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb34-${String(i + 1).padStart(2, '0')}`;
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
  check(new Set(o.expected).size === o.expected.length, `expected of ${o.id} are distinct`);
  check(
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f) || f.includes(s))),
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
