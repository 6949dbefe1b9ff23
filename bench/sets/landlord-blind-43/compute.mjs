// Works out the expected answers for landlord-blind-43 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-43/compute.mjs
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
// The couple started keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
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
// cities of the other landlord-blind sets (2 to 41) and the tenant-line cities listed by set 13
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
  'Akron',
  'Fort Wayne',
];
const GULF_CITIES = { LA: ['Houma', 'Slidell'], MS: ['Ocean Springs', 'Bay St. Louis'] };

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, 'five to seven properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(/^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by another set`);
  check(
    (GULF_CITIES[p.state] ?? []).includes(p.city),
    `${p.city}, ${p.state} is a Gulf Coast town of LA or MS`,
  );
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions and expected answers use must each pick out one property
const STREET = {
  picou: 'Picou',
  cypress: 'Cypress',
  heron: 'Heron',
  wharf: 'Wharf',
  sandpiper: 'Sandpiper',
  magnolia: 'Magnolia',
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
const PHONE = /^\(\d{3}\) 555-01\d\d$/;
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(t.lease.start >= prop[t.property].purchase_date, `lease ${t.key} starts after the purchase`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(Number.isInteger(t.lease.due_day) && Number.isInteger(t.lease.grace_period_days), `due day ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(PHONE.test(t.phone_number), `phone ${t.key} is a 555-01xx number`);
  check(/^[^@\s]+@[^@\s]+\.[a-z]+$/.test(t.email), `email ${t.key}`);
}
check(new Set(P.tenants.map((t) => t.phone_number.slice(-8))).size === P.tenants.length, 'phones unique');
check(new Set(P.tenants.map((t) => t.email)).size === P.tenants.length, 'emails unique');
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
      x.date >= prop[x.property].purchase_date &&
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
      x.entity.length > 0 &&
      x.description.length > 0 &&
      x.date >= prop[x.property].purchase_date,
    `expense ${JSON.stringify(x)}`,
  );
// roughly two years of books: the first and last rows sit near both ends
check(
  P.expenses.some((x) => x.date < '2025-02-01'),
  'expenses from January 2025',
);
check(
  P.expenses.some((x) => x.date >= '2026-11-01'),
  'expenses from November 2026',
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
      d.uploaded <= TODAY &&
      d.uploaded >= prop[d.property].purchase_date,
    `document ${d.file}`,
  );
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document files unique');
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
    P.payments
      .filter((x) => x.tenant === t.key)
      .every((x) => months.includes(month(x.date)) && x.date >= t.lease.start && x.date <= t.lease.end),
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
check(future.length === 0, 'no signed lease that has not started');
check(past.length === 4, 'four past tenants');
check(
  P.properties.every((p) => current.some((t) => t.property === p.key)),
  'every property is let today',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
// November 2026: one has paid nothing, one part, one late in full, the rest on time
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
// the part payment is not late, so "late this month" has one answer whichever way it is read
check(
  partial.every((t) => !paidLate(t, NOV)),
  'the part payment came in on time',
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
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const distinct = (xs, what) => check(new Set(xs).size === xs.length, `distinct figures in ${what}`);
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
const CI = ['Capital improvement'];
const REPAIRS = ['Repairs', 'Repairs & maint'];
const TAXES = ['Property Tax', 'Taxes'];

const F = {};
// 2025 rent and the rest of 2025's income
F.rent25 = rentIn('lastYear');
F.other25 = otherIn('lastYear');
F.rent26 = rentIn('thisYear');
const gross25 = KEYS.map((k) => ({ k, v: incomeOf('lastYear', k) }));
distinct(
  gross25.map((x) => x.v),
  'gross by property 2025',
);
check(
  KEYS.every((k) => otherIn('lastYear', (x) => x.property === k) > 0),
  'every property had other income in 2025, so its gross differs from its rent',
);
F.exp25 = spent('lastYear');
F.exp26 = spent('thisYear');
const spent25 = KEYS.map((k) => ({ k, v: spentAt('lastYear', k) }));
distinct(
  spent25.map((x) => x.v),
  'expenses by property 2025',
);
// write-offs without the capital improvements (the CPA depreciates those)
F.ci25 = spent('lastYear', cats(CI));
F.noCi25 = F.exp25 - F.ci25;
check(rowsIn('lastYear', cats(CI)).length >= 3, 'several capital improvements in 2025');
// repairs vs improvements this year
F.repairs26 = spent('thisYear', cats(REPAIRS));
F.ci26 = spent('thisYear', cats(CI));
for (const c of REPAIRS)
  check(rowsIn('thisYear', cats([c])).length > 0, `repair spelling ${c} used this year`);
check(
  rowsIn('thisYear', (x) => x.category === 'HVAC').length > 0,
  'HVAC rows this year stay outside the repairs figure',
);
const ciRows26 = rowsIn('thisYear', cats(CI));
check(ciRows26.length === 3, 'three capital improvements this year');
distinct(
  ciRows26.map((x) => x.amount),
  'capital improvements 2026',
);
// the 1099 list: vendors paid at least $600 this year, leaving out insurance, taxes, HOA and utilities
const NOT_1099 = ['Insurance', 'Property Tax', 'Taxes', 'HOA', 'HOA dues', 'Utilities'];
for (const v of VENDORS) {
  const rows = P.expenses.filter(vendor(v));
  const out = rows.filter(cats(NOT_1099)).length;
  check(out === 0 || out === rows.length, `${v}: all or none of its rows are left out of the 1099 list`);
}
const paid26 = VENDORS.filter((v) => !P.expenses.some((x) => x.entity === v && NOT_1099.includes(x.category)))
  .map((k) => ({ k, v: spent('thisYear', vendor(k)) }))
  .filter((x) => x.v > 0);
check(
  paid26.every((x) => x.v !== 60000),
  'no vendor at exactly $600 this year ("over" and "at least" agree)',
);
const list1099 = paid26.filter((x) => x.v >= 60000).map((x) => x.k);
const nearMiss = paid26.filter((x) => x.v >= 50000 && x.v < 60000).map((x) => x.k);
check(list1099.length >= 6 && list1099.length <= 10, `six to ten 1099 vendors (${list1099.length})`);
check(nearMiss.length >= 2, 'vendors just under $600 this year');
check(
  list1099.some((v) => rowsIn('thisYear', vendor(v)).every((x) => cents(x.amount) < 60000)),
  'a vendor crosses $600 only over several bills',
);
// the short name used to check each 1099 vendor picks out that vendor alone
const SHORT = {
  'Coastal Comfort Heating, Cooling & Refrigeration Services of South Louisiana, L.L.C.': 'Coastal Comfort',
  'Bay Breeze AC Service': 'Bay Breeze',
  'Two Pelicans Handyman Service': 'Two Pelicans',
  'Fresh Coat Gulf Painting': 'Fresh Coat',
  'Delta Plank Flooring': 'Delta Plank',
  'Gulf Asphalt & Sealcoat': 'Gulf Asphalt',
  'Bayou Blades Lawn Care': 'Bayou Blades',
  'Gulf Breeze Termite & Pest': 'Gulf Breeze',
};
for (const v of list1099) {
  check(Boolean(SHORT[v]), `short name for ${v}`);
  check(
    VENDORS.filter((u) => lower(u).includes(lower(SHORT[v] ?? '?'))).length === 1,
    `"${SHORT[v]}" picks out one vendor`,
  );
}
// the vendor with the long legal name, asked for as "coastal comfort"; the windstorm insurer is also "Coastal"
const longName = VENDORS.filter((v) => lower(v).includes('coastal comfort'));
check(longName.length === 1 && longName[0].length > 60, 'one long-named vendor matches "coastal comfort"');
check(VENDORS.filter((v) => lower(v).startsWith('coastal')).length === 2, 'two "Coastal" vendors');
const CC = longName[0];
const ccRows = rowsIn('all', vendor(CC));
F.cc = total(ccRows.map((x) => cents(x.amount)));
const ccAmounts = ccRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.ccMax = ccAmounts[0];
check(ccAmounts[0] !== ccAmounts[1], 'the biggest Coastal Comfort bill is unique');
check(new Set(ccRows.map((x) => x.category)).size >= 3, 'Coastal Comfort rows sit under several categories');
check(new Set(ccRows.map((x) => x.property)).size >= 3, 'Coastal Comfort works at three properties');
// property taxes paid in 2025, both spellings, parishes and counties
F.tax25 = spent('lastYear', cats(TAXES));
for (const c of TAXES) check(rowsIn('lastYear', cats([c])).length > 0, `tax spelling ${c} used in 2025`);
check(
  new Set(rowsIn('lastYear', cats(TAXES)).map((x) => x.entity)).size >= 3,
  'several tax collectors in 2025',
);
check(
  rowsIn('lastYear', cats(TAXES)).every((x) => x.property !== co.property) &&
    rowsIn('all', cats(TAXES)).every((x) => x.property !== co.property),
  'the tackle shop pays its own property tax',
);
// description words
F.termite = spent('all', word('termite'));
const termiteRows = rowsIn('all', word('termite'));
check(new Set(termiteRows.map((x) => x.entity)).size >= 4, 'termite rows come from several vendors');
check(new Set(termiteRows.map((x) => x.category)).size >= 3, 'termite rows sit under several categories');
for (const v of VENDORS) check(F.termite !== spent('all', vendor(v)), `termite total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('termite') && !word('termite')(x)).length > 0,
  'the termite firms also have rows that are not termite work',
);
F.storm25 = spent('lastYear', word('storm'));
const stormRows = rowsIn('lastYear', word('storm'));
check(new Set(stormRows.map((x) => x.entity)).size >= 5, 'storm rows come from several vendors');
check(new Set(stormRows.map((x) => x.category)).size >= 4, 'storm rows sit under several categories');
for (const v of VENDORS) check(F.storm25 !== spent('lastYear', vendor(v)), `storm total differs from ${v}`);
check(F.storm25 !== spent('all', word('storm')), 'storm rows in 2026 too, so the year matters');
check(
  rowsIn('lastYear', (x) => lower(x.description).includes('tropical weather') && !word('storm')(x)).length >
    0,
  'a tropical-weather row without the word is not counted',
);
check(
  P.expenses.every((x) => !lower(x.description).includes('hurricane')),
  'no description says hurricane (only the roofer is called that)',
);

// rankings and comparisons
const byProperty26 = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
const STATES = [...new Set(P.properties.map((p) => p.state))];
check(STATES.length === 2, 'two states');
const stateTotals = Object.fromEntries(
  STATES.map((s) => [s, spent('thisYear', (x) => prop[x.property].state === s)]),
);
rank(
  STATES.map((k) => ({ k, v: stateTotals[k] })),
  'state spend this year',
);
const losers25 = KEYS.filter((k) => netOf('lastYear', k) < 0);
check(
  losers25.length === 1 && losers25[0] === 'magnolia',
  `one property under water in 2025: the roof year (${losers25})`,
);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const loser = losers25[0];

// leases
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(byNewYear.length === 1, 'one lease ends this year');
check(in90.length === 2, 'two leases end within 90 days');
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past 90 days');
check(endingBy('2027-02-28').length === 2, 'through February gives the same answer as 90 days');
check(
  unpaid.every((t) => byNewYear.includes(t)),
  'the one who has not paid November is the one moving out',
);
const duplexNow = current.filter((t) => t.property === 'cypress');
const duplexGone = past.filter((t) => t.property === 'cypress');
check(
  duplexNow.length === 2 && duplexGone.length === 1,
  'two current units and one past tenant at the duplex',
);
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
const coThisYear = rentIn('thisYear', (t) => t === co);
check(coThisYear === 11 * cents(co.lease.rent), 'the tackle shop paid every month this year');
check(
  otherIn('thisYear', (x) => x.property === co.property) > 0,
  'the tackle shop lot brings in money that is not rent',
);
// late payers this year (late full payments, each with a late fee)
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v === 3 && lateCount[1].v < lateCount[0].v,
  'one tenant was late most often this year, three times',
);
const worstLate = ten[lateCount[0].k];
check(
  !owing.includes(worstLate) && current.includes(worstLate),
  'the worst late payer is current and paid November',
);
const worstFees = otherIn('thisYear', (x) => x.category === 'Late Fee' && x.entity === name(worstLate));
check(worstFees === lateCount[0].v * 7500, 'a $75 late fee for each of those months');
// contact details
const phoneTenant = ten.annelise;
const emailTenant = current.find((t) => t.property === 'sandpiper');
const emailPast = past.filter((t) => t.property === 'sandpiper');
check(current.includes(phoneTenant), 'the phone is asked for a current tenant');
check(emailPast.length === 1 && Boolean(emailTenant), 'one current and one past tenant at the condo');
// counts
const condoRows = rowsIn('all', (x) => x.property === 'sandpiper').length;
check(condoRows >= 10 && condoRows < 100, 'the condo count has two digits');
check(P.properties.filter((p) => p.property_type === 'Condo').length === 1, 'one condo');
// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['deadbolt', 'disposal', 'fan', 'pole light'];
check(open.length === OPEN_WORDS.length, 'four open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 2, 'two pending requests');
// documents
const acInvoice = P.documents.filter((d) => d.property === 'picou' && d.type === 'Invoice');
check(acInvoice.length === 1 && acInvoice[0].file.includes('-ac-'), 'one invoice for Picou, the AC');
check(
  P.expenses.some((x) => x.property === 'picou' && x.entity === CC && x.category === 'Capital improvement'),
  'the AC invoice matches a capital improvement row',
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
const perProperty = (xs) => xs.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ');

const idRent = ask(
  'ok getting our stuff together for the CPA. total rents received for 2025? just the rent payments themselves',
  [money(F.rent25)],
  'income',
  'rent payments dated 2025, all tenants (late fees, pet fees, laundry and the rest are asked next)',
);
ask(
  'and everything else that came in during 2025 - late fees, pet fees, laundry, parking, all of it',
  [money(F.other25)],
  'follow_up',
  'all other incomes dated 2025 (not rent)',
  { follow_up_of: idRent },
);
ask(
  'what did each house gross in 2025? rent plus the other income, per property, for schedule E',
  gross25.map((x) => money(x.v)),
  'income',
  `rent payments + other incomes dated 2025 by property: ${perProperty(gross25)}`,
);
ask(
  'total expenses for 2025, everything in the books',
  [money(F.exp25)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask(
  "for schedule E i need 2025 expenses broken out by property. mileage isn't in here so skip it",
  spent25.map((x) => money(x.v)),
  'total',
  `${ROWS} by property, 2025: ${perProperty(spent25)}`,
);
ask(
  'what were our write-offs for 2025 if i leave out the capital improvements? the cpa depreciates those separately',
  [money(F.noCi25)],
  'category',
  `2025 expense rows minus the "Capital improvement" category (${money(F.ci25)})`,
);
ask(
  "repairs vs improvements this year: what's under Repairs plus Repairs & maint, and what's under Capital improvement?",
  [money(F.repairs26), money(F.ci26)],
  'category',
  '2026; "Repairs" + "Repairs & maint" against "Capital improvement" (HVAC is its own category and is in neither)',
);
ask(
  'list this years capital improvements with the amounts, cpa needs them for the depreciation schedule',
  ciRows26.map((x) => money(cents(x.amount))),
  'category',
  `2026 "Capital improvement" rows: ${ciRows26.map((x) => `${x.date} ${STREET[x.property]} ${x.description} ${money(cents(x.amount))}`).join('; ')}`,
);
ask(
  'for 1099s - which vendors have we paid $600 or more so far this year? leave out insurance, property taxes, HOA dues and utilities',
  list1099.map((v) => SHORT[v]),
  'vendor',
  `2026 totals by vendor, insurers, tax collectors, associations and utilities left out: ${paid26
    .filter((x) => x.v >= 60000)
    .map((x) => `${SHORT[x.k]} ${money(x.v)}`)
    .join(', ')}; just under: ${paid26
    .filter((x) => nearMiss.includes(x.k))
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  "how much have we paid coastal comfort since we started tracking, and what's the biggest single bill from them",
  [money(F.cc), money(F.ccMax)],
  'vendor',
  `all time; rows whose entity is "${CC}" (not the insurer "Coastal Windstorm Underwriters"); the largest row is the Picou AC replacement`,
);
ask(
  'property taxes paid in 2025, all the parishes and counties together',
  [money(F.tax25)],
  'category',
  'categories "Property Tax" and "Taxes" dated 2025 (Terrebonne twice, St. Tammany, and Hancock County for 2024); the tackle shop pays its own',
);
ask(
  'how much has termite stuff cost us since we started tracking, all the houses',
  [money(F.termite)],
  'description_word',
  'all time; rows whose description contains "termite": two pest firms, a handyman and Home Depot; the mosquito spray and the quarterly pest service are not counted',
);
ask(
  'what did storm prep and storm cleanup run us in 2025',
  [money(F.storm25)],
  'description_word',
  '2025 rows whose description contains "storm" (generator service, shutters up and down, plywood, roof tarp, debris haul-off and cleanup); the "tropical weather prep" sandbags row is not counted',
);
const idNet = ask(
  'net profit for 2025, all properties together?',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('and this year so far', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
ask(
  'did any of the rentals lose money in 2025?',
  [STREET[loser], absMoney(netOf('lastYear', loser))],
  'loss',
  '2025 net by property; the roof replacement puts Magnolia Cove below zero; absolute value of the loss',
);
const idMost = ask(
  'which property had the most expenses this year',
  [STREET[byProperty26[0].k], money(byProperty26[0].v)],
  'ranking',
  `expenses by property, 2026: ${perProperty(byProperty26)}`,
);
ask(
  'and the least?',
  [STREET[byProperty26.at(-1).k], money(byProperty26.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
ask(
  'top 3 vendors for 2025 by how much we paid them',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  'louisiana vs mississippi - what have we spent in each this year',
  [money(stateTotals.LA), money(stateTotals.MS)],
  'comparison',
  'expenses by state, 2026 (Houma and Slidell against Ocean Springs and Bay St. Louis)',
);
ask(
  'how much rent have we collected so far this year',
  [money(F.rent26)],
  'income',
  'rent payments dated 2026, all tenants (not fees or other income)',
);
ask(
  'how much in security deposits are we holding right now? the cpa asked',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not past tenants)',
);
ask(
  'how much has the tackle shop paid us in rent this year',
  [money(coThisYear)],
  'payments',
  "the company tenant's 2026 rent payments (the boat-trailer parking and the CAM reconciliation are not its rent)",
);
ask(
  'how many expense entries do we have for the condo since we bought it',
  [String(condoRows)],
  'count',
  'number of expense rows at Sandpiper Row Unit 3B, all time (bought 2025-03-21)',
);
ask(
  'my wife is asking who still owes rent for november',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much are we owed in rent right now, total',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'did anybody pay late this month?',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days; a late fee was booked',
);
const idLate = ask(
  "who's been late the most this year",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how many times, and how much has he paid in late fees this year',
  [String(lateCount[0].v), money(worstFees)],
  'follow_up',
  `${name(worstLate)}: ${lateCount[0].v} late months in 2026, late fees dated 2026 under his name`,
  { follow_up_of: idLate },
);
const idEnds = ask(
  'any leases up before january 1?',
  byNewYear.map((t) => t.last_name),
  'lease',
  `current leases ending by 2026-12-31 (${byNewYear.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')})`,
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'what about the next 90 days',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}; the next one after that ends ${nextAfter.lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  "what's annelise's phone number",
  [phoneTenant.phone_number.slice(-8)],
  'contact',
  `${name(phoneTenant)}, ${phoneTenant.phone_number} (only the local part is checked)`,
);
ask(
  "what's the email for the tenant at the sandpiper condo",
  [emailTenant.email],
  'contact',
  `the current condo tenant ${name(emailTenant)}; the past tenant is not the answer`,
  { forbid: emailPast.map((t) => t.email) },
);
const idOpen = ask(
  'which repairs are still open',
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
  'who lives in the cypress landing duplex now',
  duplexNow.map((t) => t.last_name),
  'lease',
  'current leases at the duplex; the Unit B tenant who left in May 2025 is not one',
  { forbid: duplexGone.map((t) => t.last_name) },
);
ask(
  'can you pull up the invoice for the new AC at picou, the cpa wants a copy',
  [acInvoice[0].file],
  'documents',
  'the Invoice document at Picou Street',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'can we write off the whole new AC at picou this year or does it have to be depreciated? what does the tax law say',
  'tax law advice',
);
outOfScope("what's the magnolia cove house worth on today's market", 'market value');
outOfScope('are flood insurance premiums on the coast going up next year', 'insurance market forecast');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb43-${String(i + 1).padStart(2, '0')}`;
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
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f))),
    `forbid of ${o.id}`,
  );
  if (o.follow_up_of) {
    check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
    const prev = out.find((p) => p.id === o.follow_up_of);
    check(o.expected.join('|') !== prev.expected.join('|'), `follow-up ${o.id} expects something new`);
  }
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
check(
  out.filter((o) => o.kind === 'out_of_scope').every((o) => !o.question.includes('$')),
  'out-of-scope questions do not contain "$"',
);

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
