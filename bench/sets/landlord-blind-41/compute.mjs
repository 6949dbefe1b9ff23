// Works out the expected answers for landlord-blind-41 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-41/compute.mjs
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
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The investor started keeping books in the app on 2025-01-01: no payment, income or expense is older.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  monthBefore: ['2026-09-01', '2026-09-30'],
  // "T12" is asked with its window spelled out: the last twelve full months
  t12: ['2025-11-01', '2026-10-31'],
  q3: ['2026-07-01', '2026-09-30'],
  q3LastYear: ['2025-07-01', '2025-09-30'],
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
// cities of the other landlord-blind sets (2 to 40) and of the tenant-line sets, which this set must not reuse
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
  'Marquette',
  'Lewiston',
  'Wichita Falls',
  'Binghamton',
  'Gainesville',
  'Lansing',
  'Rockford',
  'Davenport',
  'Huntsville',
  'Boone',
  'Hickory',
  'Winston-Salem',
  'Olympia',
  'Tacoma',
  'Nacogdoches',
  'Lufkin',
  'Hagerstown',
  'Winchester',
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 4, 'four properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by another set`);
}
// the house hack: a triplex (the investor lives in one unit), a house, a condo and a shop with a flat upstairs
for (const t of ['Multi-Family', 'Single Family', 'Condo', 'Commercial'])
  check(P.properties.filter((p) => p.property_type === t).length === 1, `one ${t} property`);
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 2, 'two cities');
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length === 2, `two properties in ${c}`);
// the short street names the questions use must each pick out one property
const STREET = { brannock: 'Brannock', quillen: 'Quillen', harwell: 'Harwell', calloway: 'Calloway' };
for (const p of P.properties)
  check(
    STREET[p.key] &&
      P.properties
        .filter((q) => q.address.includes(STREET[p.key]))
        .map((q) => q.key)
        .join() === p.key,
    `street name ${p.key}`,
  );
const TRIPLEX = P.properties.find((p) => p.property_type === 'Multi-Family').key;
const CONDO = P.properties.find((p) => p.property_type === 'Condo').key;
const MIXED = P.properties.find((p) => p.property_type === 'Commercial').key;
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(t.lease.start >= prop[t.property].purchase_date, `lease ${t.key} starts after the purchase`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  const n = Number(t.phone_number.slice(4));
  check(/^555-01\d\d$/.test(t.phone_number) && n >= 100 && n <= 199, `phone ${t.key} in 555-0100..555-0199`);
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
    // a late fee is booked for a late full payment, and for nothing else
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
// one lease at a time in the house and the condo; the triplex and the shop building have several units
for (const p of P.properties.filter((q) => q.key !== TRIPLEX && q.key !== MIXED)) {
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
// the investor's own unit in the triplex has no lease: two rented units there
check(current.filter((t) => t.property === TRIPLEX).length === 2, 'two rented units in the triplex');
check(current.filter((t) => t.property === MIXED).length === 2, 'the shop and the flat upstairs are let');
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && company[0].property === MIXED, 'one company tenant, the shop downstairs');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'the shop lease started before the books');
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
const owedNow = total(current.map(shortOf));
// the part payer's last payment is the November part payment
const partPayer = partial[0];
const lastPay = P.payments
  .filter((x) => x.tenant === partPayer.key)
  .sort((a, b) => (a.date < b.date ? 1 : -1))[0];
check(
  month(lastPay.date) === NOV && cents(lastPay.amount) < cents(partPayer.lease.rent),
  'last payment is the part',
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
const CAPEX = cats(['Capital improvement']);

const F = {};
for (const p of ['all', 'thisYear', 'lastYear', 'lastMonth', 'monthBefore']) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
// average monthly spend in 2025, asked as a figure: the year's total divides into whole cents
check(F.lastYear % 12 === 0, `2025 total ${F.lastYear} divides by 12 (off by ${F.lastYear % 12})`);
F.avgMonth25 = F.lastYear / 12;
F.t12 = netAll('t12');
check(F.t12 > 0, 'T12 cash flow positive');
F.capexThisYear = spent('thisYear', CAPEX);
F.opex = F.thisYear - F.capexThisYear;
check(F.capexThisYear > 0, 'cap ex this year');
F.capexAll = spent('all', CAPEX);
check(F.capexAll > F.capexThisYear, 'cap ex in both years');
F.insurance25 = spent('lastYear', cats(['Insurance']));
check(F.insurance25 !== spent('thisYear', cats(['Insurance'])), 'insurance differs year to year');
check(
  P.properties.every(
    (p) => rowsIn('lastYear', (x) => x.property === p.key && x.category === 'Insurance').length === 1,
  ),
  'one insurance premium per property in 2025',
);

// turnover at the condo after its last tenant left: everything spent there since, apart from the monthly
// dues and the power bill, is booked as Turnover, so "turnover" and "getting it rent-ready" agree
const condoPast = past
  .filter((t) => t.property === CONDO)
  .sort((a, b) => (a.lease.end < b.lease.end ? 1 : -1));
const condoLast = condoPast[0];
const afterCondo = (x) => x.property === CONDO && x.date > condoLast.lease.end;
check(
  rowsIn('all', afterCondo).every((x) => ['Turnover', 'HOA dues', 'Utilities'].includes(x.category)),
  'after move-out the condo has only turnover, dues and power',
);
F.condoTurnover = spent('all', (x) => afterCondo(x) && x.category === 'Turnover');
check(
  F.condoTurnover === spent('thisYear', (x) => x.property === CONDO && x.category === 'Turnover'),
  'the condo turnover this year is all after the move-out',
);
check(
  rowsIn('all', (x) => afterCondo(x) && x.category === 'Turnover').length >= 4,
  'several turnover rows at the condo',
);

// the most expensive contractor, all time: the top vendor overall is a contractor, well ahead of the tax
// collectors, insurers, association, utilities and stores, so either reading of "contractor" agrees
const NOT_CONTRACTORS = VENDORS.filter((v) => {
  const cs = new Set(P.expenses.filter((x) => x.entity === v).map((x) => x.category));
  return ['Property Tax', 'Taxes', 'Insurance', 'HOA dues', 'HOA', 'Utilities', 'Supplies'].some((c) =>
    cs.has(c),
  );
});
check(NOT_CONTRACTORS.includes('Home Depot'), 'stores are not contractors');
const vendorsAll = [...VENDORS].map((k) => ({ k, v: spent('all', vendor(k)) })).sort((a, b) => b.v - a.v);
check(vendorsAll[0].v !== vendorsAll[1].v, 'no tie at the top of the vendors');
const topVendor = vendorsAll[0];
check(!NOT_CONTRACTORS.includes(topVendor.k), `the top vendor overall is a contractor (${topVendor.k})`);
check(topVendor.v > vendorsAll[1].v * 1.05, 'the top vendor is clearly ahead');
const ZEPHYR = VENDORS.filter((v) => lower(v).includes('zephyr'));
check(ZEPHYR.length === 1, 'one vendor named Zephyr');
const zRows = rowsIn('all', vendor(ZEPHYR[0]));
F.zephyr = total(zRows.map((x) => cents(x.amount)));
const zAmounts = zRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.zephyrMax = zAmounts[0];
check(zAmounts[0] !== zAmounts[1], 'the biggest Zephyr bill is unique');
check(new Set(zRows.map((x) => x.property)).size >= 2, 'Zephyr works at more than one property');
check(new Set(zRows.map((x) => x.category)).size >= 3, 'Zephyr rows sit under several categories');

// "furnace": the word in the description, whoever did the work and under whatever category
F.furnace = spent('all', word('furnace'));
const furnaceRows = rowsIn('all', word('furnace'));
check(new Set(furnaceRows.map((x) => x.entity)).size >= 3, 'furnace rows come from several vendors');
check(new Set(furnaceRows.map((x) => x.category)).size >= 3, 'furnace rows sit under several categories');
check(new Set(furnaceRows.map((x) => x.property)).size >= 3, 'furnace rows at three properties or more');
check(!VENDORS.some((v) => lower(v).includes('furnace')), 'no vendor has "furnace" in its name');
for (const v of VENDORS) check(F.furnace !== spent('all', vendor(v)), `furnace total differs from ${v}`);
check(F.furnace !== spent('all', cats(['HVAC'])), 'furnace total differs from the HVAC category');

// cash flow by property
const netThisYear = rank(
  KEYS.map((k) => ({ k, v: netOf('thisYear', k) })),
  'cash flow by property this year',
);
const spendThisYear = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserNow !== loserThen, 'a different property under water each year');
// "money pit": the property that costs the most this year is also the one losing money, so the readings agree
check(spendThisYear[0].k === loserNow && netThisYear.at(-1).k === loserNow, 'the money pit loses money');
check(loserThen === CONDO, 'the condo lost money the year it was bought and rehabbed');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const best = netThisYear[0];
check(best.k === MIXED, 'the shop building cash flows the most this year');
F.best = best.v;
// losses are expected as their absolute amount, so "-$5.00", "($5.00)" and "lost $5.00" all pass
F.loserNow = Math.abs(netOf('thisYear', loserNow));
F.loserThen = Math.abs(netOf('lastYear', loserThen));
F.houseHack = netOf('thisYear', TRIPLEX);
check(F.houseHack > 0, 'the house hack breaks even this year');
const cityTotals = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => prop[x.property].city === c)]),
);
const cityRank = rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
F.cityA = cityRank[0].v;
F.cityB = cityRank[1].v;
F.q3Rent = rentIn('q3');
F.q3RentLastYear = rentIn('q3LastYear');
check(F.q3Rent !== F.q3RentLastYear, 'Q3 rent differs year on year');
F.coffee = rentIn('thisYear', (t) => t === co);
check(F.coffee === 11 * cents(co.lease.rent), 'the shop paid every month this year');
F.owed = owedNow;
F.lastPay = cents(lastPay.amount);

// late payers
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v,
  'one tenant late most often this year, 3+ times',
);
const worstLate = ten[lateCount[0].k];
check(!lateNov.includes(worstLate), 'the chronic late payer is not the one late this month');
check(unpaid.includes(worstLate), 'the chronic late payer has not paid November');

// lease ends
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const in60 = endingBy(plusDays(TODAY, 60));
const byQ1 = endingBy('2027-03-31');
check(in60.length === 1, 'one lease ends within 60 days');
check(byQ1.length === 2, 'two leases end by the end of Q1 2027');
const justOut60 = byQ1.filter((t) => !in60.includes(t));
check(
  justOut60.every((t) => t.lease.end <= plusDays(TODAY, 70)),
  'the other Q1 lease ends just after the 60 days',
);
const nextAfterQ1 = current
  .filter((t) => !byQ1.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];

// vacancy
const vacant = KEYS.filter((k) => !current.some((t) => t.property === k));
check(vacant.length === 1 && vacant[0] === CONDO, 'the condo is the one vacant property');

// deposits
F.deposits = total(current.map((t) => cents(t.lease.deposit)));
F.depositsTriplex = total(current.filter((t) => t.property === TRIPLEX).map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(
  F.deposits !== total(current.map((t) => cents(t.lease.rent))),
  'deposits held differ from the rent roll',
);
const rentsTriplex = total(current.filter((t) => t.property === TRIPLEX).map((t) => cents(t.lease.rent)));
check(F.depositsTriplex !== rentsTriplex, 'triplex deposits differ from its rents');

// averages and counts
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
check(rentRoll % current.length === 0, 'the average current rent is a whole number of cents');
F.avgRent = rentRoll / current.length;
const condoRows = rowsIn('all', (x) => x.property === CONDO).length;
check(condoRows >= 10 && condoRows < 100, 'the condo count has two digits');
F.otherThisYear = otherIn('thisYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'handrail', 'bifold', 'garage', 'awning'];
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
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const pastLast = past.map((t) => t.last_name);
const NET = 'rent payments + other incomes - expense rows (no mortgage data exists)';

ask('yo whats my total spend YTD', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'total expenses for all of 2025?',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
const idOct = ask(
  'how much went out the door in october',
  [money(F.lastMonth)],
  'total',
  `${ROWS}, October 2026`,
);
ask(
  'and MoM?',
  [money(F.monthBefore)],
  'follow_up',
  `the month before: ${ROWS}, September 2026 (October minus September = ${money(F.lastMonth - F.monthBefore)}, not checked)`,
  { follow_up_of: idOct },
);
ask(
  "what's my T12 cash flow across the whole portfolio? nov '25 thru oct '26",
  [money(F.t12)],
  'net',
  `${NET}, 2025-11-01..2026-10-31, whole portfolio`,
);
ask(
  'opex YTD, so everything except cap ex?',
  [money(F.opex)],
  'category',
  `2026 expense rows minus the "Capital improvement" rows (${money(F.capexThisYear)} of cap ex this year)`,
);
ask(
  'how much cap ex have i sunk in since i started tracking',
  [money(F.capexAll)],
  'category',
  'category "Capital improvement", all time: the condo rehab and appliances (2025), the furnace, sewer lateral and water heater (2026)',
);
ask(
  'what did insurance run me across all 4 doors in 2025',
  [money(F.insurance25)],
  'category',
  'category Insurance, 2025 (one premium per property)',
);
ask(
  'turnover costs on the condo after the last tenant left? what did it take to get it rent-ready',
  [money(F.condoTurnover)],
  'category',
  `Turnover rows at ${STREET[CONDO]} after ${condoLast.lease.end} (rekey, faucet, repaint, blinds, deep clean); the monthly dues and the power bill while vacant are not turnover`,
);
ask(
  "who's my most expensive contractor? all-time $ paid to one vendor",
  [topVendor.k, money(topVendor.v)],
  'vendor',
  `vendor totals, all time; ${topVendor.k} (${money(topVendor.v)}) is ahead of every vendor, tax collectors and insurers included; next ${vendorsAll[1].k} ${money(vendorsAll[1].v)}`,
);
ask(
  'what have i paid zephyr plumbing in total, and what was their biggest single bill',
  [money(F.zephyr), money(F.zephyrMax)],
  'vendor',
  `all time; rows whose entity is "${ZEPHYR[0]}"; the largest is the unit 2 water heater (Capital improvement)`,
);
ask(
  'how much has anything furnace related cost me since i started tracking',
  [money(F.furnace)],
  'description_word',
  `all time; rows whose description contains "furnace" (${furnaceRows.length} rows: the house furnace replacement, tune-ups, an ignitor, a flame sensor, a blower motor, filters), whatever the vendor and category`,
);
ask(
  'which property cash flowed the most YTD',
  [STREET[best.k], money(best.v)],
  'ranking',
  `${NET}, by property, 2026; the shop building with the coffee shop and the flat upstairs`,
);
const idPit = ask(
  "what's my biggest money pit this year",
  [STREET[loserNow]],
  'ranking',
  `2026: the house has the highest expenses (${money(spendThisYear[0].v)}, sewer lateral + furnace + turnover) and the lowest cash flow, so both readings agree; only the street is checked`,
);
ask(
  'is it actually underwater YTD? by how much',
  [money(F.loserNow)],
  'follow_up',
  `keeps the property and 2026; ${NET}; the only property losing money this year; absolute value of the loss`,
  { follow_up_of: idPit },
);
ask(
  'was anything cash flow negative in 2025?',
  [STREET[loserThen], money(F.loserThen)],
  'loss',
  `${NET} by property, 2025; the condo bought in May 2025, rehabbed and let from August; absolute value of the loss`,
);
ask(
  'akron vs fort wayne, where am i spending more this year',
  [money(cityTotals[CITIES[0]]), money(cityTotals[CITIES[1]])],
  'comparison',
  `expenses by city, 2026: ${cityRank.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'did my house hack break even this year? all income in vs everything out at the triplex',
  [money(F.houseHack)],
  'net',
  `${NET} at ${STREET[TRIPLEX]} (the investor lives in one unit, two are let), 2026; positive`,
);
ask(
  'rent collected Q3 YoY?',
  [money(F.q3Rent), money(F.q3RentLastYear)],
  'comparison',
  `rent payments 2026-07-01..09-30 (${money(F.q3Rent)}) vs 2025-07-01..09-30 (${money(F.q3RentLastYear)})`,
);
ask(
  'how much rent has the coffee shop paid me this year',
  [money(F.coffee)],
  'payments',
  `${co.first_name} ${co.last_name}'s 2026 rent payments (11 months); its parking, permit refund etc. are not rent`,
);
ask(
  "who's delinquent this month",
  owing.map((t) => t.last_name),
  'payments',
  `November: nothing paid ${unpaid.map((t) => t.last_name).join(', ')}; part paid ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'total $ outstanding rn?',
  [money(F.owed)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'when did juniper last pay and how much',
  [money(F.lastPay)],
  'payments',
  `${name(partPayer)}'s latest payment: ${lastPay.date}, a part payment of the ${money(cents(partPayer.lease.rent))} November rent; only the amount is checked`,
);
ask(
  'anyone pay late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days; a late fee was booked',
);
ask(
  "who's my most chronically late tenant this year",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
const idEnds = ask(
  'any leases ending in the next 60 days',
  in60.map((t) => t.last_name),
  'lease',
  `current leases ending by ${plusDays(TODAY, 60)}; ${justOut60.map((t) => `${t.last_name} ends ${t.lease.end}`).join(', ')}, just outside`,
  { forbid: justOut60.map((t) => t.last_name) },
);
ask(
  'what about thru end of Q1',
  byQ1.map((t) => t.last_name),
  'follow_up',
  `current leases ending by 2027-03-31; the next one after is ${nextAfterQ1.last_name} (${nextAfterQ1.lease.end})`,
  { follow_up_of: idEnds, forbid: [nextAfterQ1.last_name] },
);
const idVacant = ask(
  'any vacancy rn?',
  [STREET[CONDO]],
  'vacancy',
  'the only property with no current lease (the investor lives in one triplex unit, which has no lease and is not a vacancy)',
);
ask(
  'who was the last tenant in there',
  [condoLast.last_name],
  'follow_up',
  `the condo's last lease ended ${condoLast.lease.end}`,
  { follow_up_of: idVacant },
);
const idDep = ask(
  'how much in security deposits am i sitting on',
  [money(F.deposits)],
  'deposits',
  'sum of deposits on current leases (not past tenants)',
);
ask(
  'same for just the triplex?',
  [money(F.depositsTriplex)],
  'follow_up',
  `deposits on the two current leases at ${STREET[TRIPLEX]}`,
  { follow_up_of: idDep },
);
const idOpen = ask(
  "what's still open on maintenance",
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  "which of those hasn't been started",
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'avg rent across my current leases?',
  [money(F.avgRent)],
  'average',
  `${current.length} current leases (the shop included), rent roll ${money(rentRoll)}`,
);
ask('avg monthly spend in 2025?', [money(F.avgMonth25)], 'average', `${ROWS} in 2025 divided by 12`);
ask(
  'how many expense entries do i have on the condo since i bought it',
  [String(condoRows)],
  'count',
  `number of expense rows at ${prop[CONDO].address}, all time (bought ${prop[CONDO].purchase_date})`,
);
ask(
  'non-rent income YTD? laundry, parking, fees, all that',
  [money(F.otherThisYear)],
  'income',
  'all other incomes dated 2026 (coin laundry, the rear-lot parking space, a pet fee, late fees, deposit deductions, a permit refund, an application fee)',
);
const outOfScope = (question, note) => ask(question, [], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'what cap rate should i underwrite for akron next year? is the market gonna appreciate',
  'cap rate forecast / market appreciation: not in the records',
);
outOfScope(
  "lucius hasn't paid november, can i just change the locks or do i have to file an eviction in ohio",
  'legal question about eviction: not in the records',
);
outOfScope(
  'are interest rates gonna drop in 2027? trying to time buying door #5',
  'interest rates: not in the records',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb41-${String(i + 1).padStart(2, '0')}`;
const out = Q.map((x, i) => {
  const o = { id: qid(i), question: x.question, expected: x.expected };
  if (x.forbid) o.forbid = x.forbid;
  if (x.follow_up_of !== undefined) o.follow_up_of = qid(x.follow_up_of);
  o.kind = x.kind;
  o.note = x.note;
  return o;
});
const isFigure = (s) => s.startsWith('$');
for (const o of out) {
  if (o.kind === 'out_of_scope')
    check(o.expected.length === 0 && o.forbid.join() === '$', `out of scope ${o.id}`);
  else
    check(
      o.expected.length > 0 && o.expected.every((s) => typeof s === 'string' && s.length > 0),
      `expected of ${o.id}`,
    );
  check(
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => lower(s).includes(lower(f)))),
    `forbid of ${o.id}`,
  );
  check(new Set(o.expected.map(lower)).size === o.expected.length, `expected of ${o.id} are distinct`);
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
}
// every dollar figure is expected by one question only, and no expected string sits inside another one
const all = out.flatMap((o) => o.expected.map((s) => ({ id: o.id, s })));
for (const a of all) {
  if (isFigure(a.s)) check(all.filter((b) => b.s === a.s).length === 1, `${a.s} expected more than once`);
  for (const b of all)
    if (a !== b && a.s !== b.s && lower(b.s).includes(lower(a.s)))
      check(false, `${a.id} "${a.s}" sits inside ${b.id} "${b.s}"`);
}
// every figure asked about is a different amount
const figs = Object.values(F);
check(new Set(figs).size === figs.length, 'every computed figure differs');
// and the count does not appear inside any expected figure
check(!all.some((a) => isFigure(a.s) && a.s.includes(String(condoRows))), 'the count is not inside a figure');
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
