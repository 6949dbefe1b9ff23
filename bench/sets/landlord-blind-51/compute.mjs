// Works out the expected answers for landlord-blind-51 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-51/compute.mjs
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
  lastMonth: ['2026-10-01', '2026-10-31'],
  q1: ['2026-01-01', '2026-03-31'],
  q2: ['2026-04-01', '2026-06-30'],
  q3: ['2026-07-01', '2026-09-30'],
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
// this set's two cities, used by no other set
const CITIES = ['Kalispell', 'Whitefish'];
// cities named in landlord-blind-13 (its own and the earlier sets' it lists), which this set must not reuse
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
  check(CITIES.includes(p.city) && p.state === 'MT', `city ${p.key} is Kalispell or Whitefish, MT`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by another set`);
}
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length === 3, `three properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property, and no vendor's name holds one
const STREET = {
  juniper: 'Juniper',
  tamarack: 'Tamarack',
  larkspur: 'Larkspur',
  spruce: 'Spruce',
  huckleberry: 'Huckleberry',
  osprey: 'Osprey',
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
  check(/@example\.com$/.test(t.email), `email ${t.key} is @example.com`);
  check(/^\d{3}-555-01\d\d$/.test(t.phone_number), `phone ${t.key} is 555-01xx`);
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
check(P.expenses.length >= 120, `120+ expense rows (${P.expenses.length})`);
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
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 20, `20+ vendors (${VENDORS.length})`);
// the two associations are named after their own buildings; every other vendor holds no street name
for (const v of VENDORS)
  check(
    Object.entries(STREET).every(
      ([k, s]) =>
        !lower(v).includes(lower(s)) ||
        (/Association$/.test(v) && P.expenses.every((x) => x.entity !== v || x.property === k)),
    ),
    `vendor ${v} holds no other street name`,
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
const paymentsOf = (t) => P.payments.filter((x) => x.tenant === t.key);
const paymentsIn = (t, mo) => paymentsOf(t).filter((x) => month(x.date) === mo);
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
    paymentsOf(t).every((x) => months.includes(month(x.date))),
    `${t.key}: payments only in booked lease months`,
  );
  for (const mo of months) {
    const fees = lateFees.filter((x) => x.entity === name(t) && month(x.date) === mo);
    if (mo !== NOV) check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} paid in full`);
    check(paidIn(t, mo) <= cents(t.lease.rent), `${t.key} ${mo} not overpaid`);
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
const tamarackUnits = P.properties.find((p) => p.key === 'tamarack');
check(tamarackUnits.property_type === 'Multi-Family', 'Tamarack is the fourplex');

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(current.filter((t) => t.property === 'tamarack').length === 4, 'four current units at the fourplex');
check(
  future.length === 1 && future[0].property === 'spruce',
  'one signed lease that has not started, at Spruce',
);
check(past.length === 4, 'four past tenants');
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 3,
  'three past tenants started before the books',
);

// November: every earlier booked month is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 2, 'one unpaid and two part-paid in November');
check(lateNov.length === 1, 'one late November payer');
const owedNow = total(current.map(shortOf));
const jones = ten.marcus;
check(jones.last_name === 'Jones' && partial.includes(jones), 'the Joneses paid part of November');
const jonesOwes = shortOf(jones);
check(new Set(owing.map(shortOf)).size === owing.length, 'each owing tenant owes a different amount');

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
const cityOf = (key) => prop[key].city;
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
check(F.q2 !== F.q3, 'Q2 and Q3 differ');

// property tax: both spellings; the tax collector is the only vendor under them
const TAXC = ['Property Tax', 'Taxes'];
F.tax = spent('thisYear', cats(TAXC));
for (const c of TAXC)
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(new Set(rowsIn('all', cats(TAXC)).map((x) => x.entity)).size === 1, 'one tax collector');
check(
  rowsIn('all', cats(TAXC)).every((x) => x.property !== 'osprey'),
  'the ski shop pays its own tax',
);

// insurance, year against year
F.ins25 = spent('lastYear', cats(['Insurance']));
F.ins26 = spent('thisYear', cats(['Insurance']));
check(F.ins26 > F.ins25, 'insurance went up');

// HOAs: both spellings, and the same rows as the two associations' totals however it is read
const HOAC = ['HOA dues', 'HOA'];
F.hoa = spent('all', cats(HOAC));
const associations = VENDORS.filter((v) => /Association$/.test(v));
check(associations.length === 2, 'two associations');
check(
  F.hoa === total(associations.map((v) => spent('all', vendor(v)))),
  'HOA categories = the two associations',
);
for (const c of HOAC) check(rowsIn('all', (x) => x.category === c).length > 0, `HOA category ${c} used`);

// vendors asked about
const FOUR = 'Four Corners Pest & Rodent';
F.four25 = spent('lastYear', vendor(FOUR));
check(rowsIn('lastYear', vendor(FOUR)).length >= 4, 'the pest firm has several 2025 rows');
check(VENDORS.filter((v) => lower(v).includes('corners')).length === 1, 'one "Corners" vendor');
const PLOW = 'Flathead Plow & Sand Co.';
const BIGMTN = 'Big Mountain Snow & Lawn';
check(VENDORS.includes(PLOW) && VENDORS.includes(BIGMTN), 'both snow firms exist');
F.plow26 = spent('thisYear', vendor(PLOW));
check(F.plow26 !== spent('thisYear', vendor(BIGMTN)), 'the two snow firms differ this year');

// snow: the word in the description, whoever did the work and under whatever category
F.snow = spent('all', word('snow'));
const snowRows = rowsIn('all', word('snow'));
check(new Set(snowRows.map((x) => x.entity)).size >= 5, 'snow rows come from several vendors');
check(new Set(snowRows.map((x) => x.category)).size >= 4, 'snow rows sit under several categories');
for (const v of VENDORS) check(F.snow !== spent('all', vendor(v)), `snow total differs from ${v}`);
check(
  rowsIn('all', (x) => x.entity === BIGMTN && !word('snow')(x)).length > 0,
  'the snow-and-lawn firm also has rows that are not snow work',
);
check(
  rowsIn('all', (x) => /\bice\b|salt|sand|plow|shovel/i.test(x.description) && !word('snow')(x)).length === 0,
  'no winter row without the word snow (nothing to argue about)',
);
check(P.expenses.filter((x) => x.entity === PLOW).every(word('snow')), 'every plow row says snow');

// furnaces: the word in the description, across the HVAC firm, a plumber, an electrician and the store
F.furnace = spent('all', word('furnace'));
const furnaceRows = rowsIn('all', word('furnace'));
check(new Set(furnaceRows.map((x) => x.entity)).size >= 4, 'furnace rows come from several vendors');
check(new Set(furnaceRows.map((x) => x.property)).size >= 3, 'furnace rows at three or more properties');
for (const v of VENDORS) check(F.furnace !== spent('all', vendor(v)), `furnace total differs from ${v}`);
check(
  rowsIn('all', (x) => x.entity === 'Kestrel Heating & Air' && !word('furnace')(x)).length > 0,
  'the HVAC firm also has a row that is not a furnace',
);

// property and city spend
F.spruce26 = spentAt('thisYear', 'spruce');
check(F.spruce26 !== spentAt('thisYear', 'juniper'), 'Spruce and Juniper differ this year');
const city25 = Object.fromEntries(CITIES.map((c) => [c, spent('lastYear', (x) => cityOf(x.property) === c)]));
rank(
  CITIES.map((k) => ({ k, v: city25[k] })),
  'city spend 2025',
);
const byProperty25 = rank(
  KEYS.map((k) => ({ k, v: spentAt('lastYear', k) })),
  'spend by property 2025',
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
  ['Repairs', 'Repairs & maint', 'HVAC', 'Turnover', 'Supplies'],
];
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops this year');
for (const g of MERGED)
  check(spent('thisYear', cats(g)) < catTotals[0].v, `merged ${g.join('+')} stays below`);

// net
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserNow === 'spruce' && loserThen === 'huckleberry', 'the roof year and the condo purchase year');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
check(netAll('thisYear') !== netAll('lastYear'), 'net differs year to year');

// rent from Whitefish in 2025
const wfRent25 = rentIn('lastYear', (t) => cityOf(t.property) === 'Whitefish');
check(
  wfRent25 !== incomeOf('lastYear') - rentIn('lastYear', (t) => cityOf(t.property) === 'Kalispell') &&
    wfRent25 !== rentIn('lastYear'),
  'Whitefish rent differs from Whitefish income and from all rent',
);

// tenants' payments
const condoTenant = current.find((t) => t.property === 'huckleberry');
const condoLast = [...paymentsOf(condoTenant)].sort((a, b) => (a.date < b.date ? 1 : -1))[0];
check(cents(condoLast.amount) < cents(condoTenant.lease.rent), 'the condo tenant last paid a part payment');
check(paymentsIn(condoTenant, NOV).length === 1, 'one November payment from the condo tenant');
const lucian = ten.lucian;
const lucian26 = rentIn('thisYear', (t) => t === lucian);
check(lucian26 === 10 * cents(lucian.lease.rent), 'Lucian paid January to October, nothing in November');
check(
  lucian26 !== rentIn('thisYear', (t) => t === ten.beatrix),
  'Lucian and Beatrix paid different amounts this year',
);
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v,
  'one tenant was late most often this year, 3+ times',
);
const worstLate = ten[lateCount[0].k];
check(worstLate === jones, 'the Joneses were late most often');

// leases ending
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in3m = endingBy(plusDays(TODAY, 90));
check(byNewYear.length === 1 && byNewYear[0] === jones, 'one lease ends this year, the Joneses');
check(
  in3m.length === 2 && endingBy('2027-02-28').length === 2 && endingBy('2027-02-27').length === 2,
  'two leases end within 90 days / three months / by February',
);
const nextAfter = current
  .filter((t) => !in3m.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past three months');

// rent and deposits
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
const fourplexNow = current.filter((t) => t.property === 'tamarack');
const fourplexDeposits = total(fourplexNow.map((t) => cents(t.lease.deposit)));
check(
  fourplexDeposits !== total(fourplexNow.map((t) => cents(t.lease.rent))),
  'fourplex deposits differ from its rents',
);
check(
  past.some((t) => t.property === 'tamarack'),
  'a past fourplex tenant whose deposit is not held',
);

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['garage', 'exhaust', 'railing', 'drain', 'cable'];
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

// count and documents
const larkspurRows = rowsIn('all', (x) => x.property === 'larkspur').length;
check(larkspurRows >= 10 && larkspurRows < 100, 'the townhouse count has two digits');
check(P.properties.filter((p) => p.property_type === 'Townhouse').length === 1, 'one townhouse');
const roofInvoice = P.documents.filter((d) => d.property === 'spruce' && d.type === 'Invoice');
check(roofInvoice.length === 1 && roofInvoice[0].file.includes('roof'), 'one invoice for Spruce, the roofer');
check(
  P.documents.filter((d) => d.file.includes('roof')).length === 1,
  'one document with "roof" in its name',
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

const idYear = ask(
  'okay so um how much have I spent this year so far all the properties together',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask(
  'and the year before that',
  [money(F.lastYear)],
  'follow_up',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
  { follow_up_of: idYear },
);
ask(
  'let me see what went out last month total expenses',
  [money(F.lastMonth)],
  'total',
  `${ROWS}, October 2026`,
);
ask(
  'what did the first quarter cost me this year expenses I mean',
  [money(F.q1)],
  'total',
  `${ROWS}, 2026-01-01..2026-03-31`,
);
ask(
  'compare the second quarter to the third quarter this year which one cost me more',
  [money(F.q2), money(F.q3)],
  'comparison',
  `${ROWS}, Q2 2026 and Q3 2026 (the roof replacement is in Q3)`,
);
ask(
  'did my insurance go up from twenty twenty five to twenty twenty six what did I pay each year',
  [money(F.ins25), money(F.ins26)],
  'comparison',
  'category Insurance, 2025 and 2026 to date (four insurers)',
);
ask(
  'um how much property tax have I paid this year',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Flathead County Treasurer, May and November halves); the ski shop pays its own tax',
);
ask(
  'what have the to HOAs cost me since I started tracking the townhouse one and the condo one together',
  [money(F.hoa)],
  'category',
  'all time; categories "HOA dues" and "HOA" together = every row of the two associations (dues, the paint-reserve special assessment, the snow overage assessment); "to" is "two"',
);
ask(
  'how much did I pay for corners pest last year',
  [money(F.four25)],
  'vendor',
  `2025; rows whose entity is "${FOUR}" (dictated "for corners"), the fourplex quarterly service and a mouse exclusion at Juniper`,
);
ask(
  'okay how much have I paid big mountain snow no wait I mean flathead plow and sand this year',
  [money(F.plow26)],
  'vendor',
  `2026; rows whose entity is "${PLOW}" (the landlord corrects himself away from "${BIGMTN}")`,
);
ask(
  'how much have I spent on snow stuff since I started tracking plowing shoveling raking the roof anything with snow',
  [money(F.snow)],
  'description_word',
  'all time; rows whose description contains "snow": both plow firms (not the mowing), roof snow raking, shovels from Home Depot and the condo snow overage assessment',
);
ask(
  'what have furnaces cost me all in every property whoever did the work',
  [money(F.furnace)],
  'description_word',
  'all time; rows whose description contains "furnace": the HVAC firm (not its baseboard thermostat job), the furnace replacement, a plumber, an electrician and Home Depot filters',
);
ask(
  'how much did the house on juniper no wait the one on spruce cost me this year',
  [money(F.spruce26)],
  'property',
  'expenses at 905 Spruce Hollow Drive, 2026 (the self-correction means Spruce, not Juniper)',
);
const idCity = ask(
  'what did I spend in Kalispell in twenty twenty five',
  [money(city25.Kalispell)],
  'city',
  'expenses at the three Kalispell properties, 2025',
);
ask(
  'okay what about Whitefish',
  [money(city25.Whitefish)],
  'follow_up',
  'keeps 2025; the three Whitefish properties',
  {
    follow_up_of: idCity,
  },
);
ask(
  'which property cost me the most in twenty twenty five',
  [STREET[byProperty25[0].k], money(byProperty25[0].v)],
  'ranking',
  `expenses by property, 2025: ${byProperty25.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'who were my top three vendors this year by how much I paid them',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the fourth is shown for the margin)`,
);
ask(
  'whats my biggest expense category this year',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the Spruce roof and gutters); it stays first however the tax, yard, repair and HOA spellings are merged',
);
const idNet = ask(
  'what was my net for twenty twenty five income minus expenses the whole portfolio',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('and this year so far', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
const idLoss = ask(
  'is any property losing me money this year',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the Spruce roof replacement puts it below zero; absolute value of the loss',
);
ask(
  'what about last year',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025 net by property; the condo bought in March 2025 (flooring, repaint, two vacant months); absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'how much rent came in from the Whitefish places in twenty twenty five',
  [money(wfRent25)],
  'payments',
  'rent payments dated 2025 from tenants of the Whitefish properties (Spruce, the condo from May, the ski shop); other income is not rent',
);
ask(
  'pull up the rent role whos behind for November',
  owing.map((t) => t.last_name),
  'payments',
  `"rent role" is "rent roll"; nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial
    .map((t) => `${t.last_name} (owes ${money(shortOf(t))})`)
    .join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much am I owed right now in rent total',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  "the Jones's rent is twelve twenty five right so how much do they still owe me this month",
  [money(jonesOwes)],
  'payments',
  `"the Jones's" is the Joneses (Marcus Jones, the fourplex); rent ${money(cents(jones.lease.rent))} less ${money(
    paidIn(jones, NOV),
  )} paid`,
);
ask(
  'when did the condo tenant last pay me and how much was it',
  [money(cents(condoLast.amount))],
  'payments',
  `${name(condoTenant)}'s latest payment, ${condoLast.date}, a part payment of November (only the amount is checked)`,
);
ask(
  'whos been late the most this year',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how much rent has beatrix no wait lucian paid me this year',
  [money(lucian26)],
  'payments',
  "Lucian Fairweather's 2026 rent payments (January to October; nothing in November); the self-correction means Lucian, not Beatrix",
);
const idEnds = ask(
  'okay whose lease is up before the end of the year',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in3m.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'and in the next three months',
  in3m.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)} (the same by 2027-02-28); the next one after is ${nextAfter.last_name} on ${nextAfter.lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  'who pays me the most rent right now',
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant, a ski-tuning shop, named by its trading name',
);
ask(
  'how much in security deposits am I holding altogether',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Spruce lease starting 2027-02-01, not past tenants)',
);
ask(
  'what deposits am I holding on the for plex on tamarack',
  [money(fourplexDeposits)],
  'deposits',
  '"for plex" is "fourplex"; deposits of the four current leases at Tamarack Flats (not the past tenant who left in October 2025)',
);
const idOpen = ask(
  'um what maintenance is still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those havent even been started',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'how many expense entries have I got for the townhouse on larkspur',
  [String(larkspurRows)],
  'count',
  'number of expense rows at 76 Larkspur Court, all time',
);
ask(
  'can you find the roof invoice for the spruce house',
  [roofInvoice[0].file],
  'documents',
  'the Invoice document at Spruce Hollow Drive',
);
// a refusal, and no made-up figure: no dollar amount, and no invented temperature or rate
const outOfScope = (question, note, made) =>
  ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$', made] });
outOfScope(
  'is it supposed to snow on ninety three tonight I gotta get up to Whitefish',
  'weather (a forecast for US 93); no dollar figure, no temperature',
  '°',
);
outOfScope(
  'okay so are mortgage rates going down next year cause I was thinking about refinancing the spruce house',
  'interest-rate forecast; no dollar figure, no percentage',
  '%',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb51-${String(i + 1).padStart(2, '0')}`;
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
