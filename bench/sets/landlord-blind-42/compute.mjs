// Works out the expected answers for landlord-blind-42 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-42/compute.mjs
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
// The landlord began keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
const month = (d) => d.slice(0, 7);

// ---------- shape (the same keys and vocabularies as landlord-blind-13) ----------
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
// cities of landlord-blind-2 to landlord-blind-41, which this set must not reuse
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
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by another set`);
  check(['OR', 'WA'].includes(p.state), `${p.key} is in Oregon or Washington`);
  check(/^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three towns');
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length === 2, `two properties in ${c}`);
// the short street names used in the questions and the expected answers each pick out one property
const STREET = {
  franklin: 'Franklin',
  marine: 'Marine',
  fir: 'Fir',
  cedar: 'Cedar',
  quincy: 'Quincy',
  madrona: 'Madrona',
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
// "the fourteen oh two place" is the duplex
check(
  P.properties
    .filter((p) => p.address.startsWith('1402 '))
    .map((p) => p.key)
    .join() === 'franklin',
  '1402 is the duplex, and only it',
);
const PHONE = /^\(\d{3}\) 555-01\d{2}$/;
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(t.lease.start >= prop[t.property].purchase_date, `${t.key}: lease starts after the purchase`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(Number.isInteger(t.lease.due_day) && Number.isInteger(t.lease.grace_period_days), `due day ${t.key}`);
  check(PHONE.test(t.phone_number), `${t.key}: phone number in 555-0100..555-0199`);
  check(/^[a-z0-9.]+@[a-z0-9.]+\.[a-z]+$/.test(t.email), `email ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(P.tenants.filter((u) => u.phone_number === t.phone_number).length === 1, `phone unique ${t.key}`);
  check(P.tenants.filter((u) => u.email === t.email).length === 1, `email unique ${t.key}`);
}
// nothing on the books is in the future, before the books start, or before its property was bought
const onBooks = (date, key) =>
  isDate(date) && within(date, 'all') && Boolean(prop[key]) && date >= prop[key].purchase_date;
for (const x of P.payments)
  check(
    hasKeys(x, SHAPE.payment) &&
      ten[x.tenant] &&
      onBooks(x.date, ten[x.tenant].property) &&
      isMoney(x.amount),
    `payment ${JSON.stringify(x)}`,
  );
for (const x of P.incomes)
  check(
    hasKeys(x, SHAPE.income) &&
      onBooks(x.date, x.property) &&
      isMoney(x.amount) &&
      INCOME_CATEGORIES.includes(x.category) &&
      x.entity.length > 0 &&
      x.description.length > 0,
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
      onBooks(x.date, x.property) &&
      isMoney(x.amount) &&
      EXPENSE_CATEGORIES.includes(x.category) &&
      x.entity.length > 0 &&
      x.description.length > 0,
    `expense ${JSON.stringify(x)}`,
  );
// roughly two years of books: the first and the last months both have expenses
check(
  P.expenses.some((x) => month(x.date) === '2025-01') && P.expenses.some((x) => month(x.date) === '2026-11'),
  'expenses from January 2025 to November 2026',
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
      d.uploaded >= prop[d.property].purchase_date &&
      d.file.endsWith('.pdf'),
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
for (const t of P.tenants) check(t.lease.start.endsWith('-01'), `${t.key}: lease starts on the 1st`);
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

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
// every property is let today
for (const p of P.properties)
  check(
    current.some((t) => t.property === p.key),
    `${p.key} has a current tenant`,
  );
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property);
check(
  Boolean(outgoing) && outgoing.lease.end < incoming.lease.start,
  'the future lease follows a current one',
);
check(past.length === 4, 'four past tenants');
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
check(
  P.payments.filter((x) => month(x.date) === NOV).every((x) => x.date <= TODAY),
  'no November payment after today',
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
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
// "property tax" = the categories "Property Tax" and "Taxes" together
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(
  rowsIn('thisYear', (x) => x.property === co.property && cats(['Property Tax', 'Taxes'])(x)).length === 0,
  'the company tenant pays its own property tax',
);

// moss: the word in the description, whoever did the work and under whatever category
F.moss = spent('all', word('moss'));
const mossRows = rowsIn('all', word('moss'));
check(new Set(mossRows.map((x) => x.entity)).size >= 5, 'moss rows come from several vendors');
check(new Set(mossRows.map((x) => x.category)).size >= 4, 'moss rows sit under several categories');
check(new Set(mossRows.map((x) => x.property)).size >= 3, 'moss rows at several properties');
for (const v of VENDORS) check(F.moss !== spent('all', vendor(v)), `moss total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('moss') && !word('moss')(x)).length > 0,
  'the roof-and-moss firm also has rows that are not moss work',
);
check(
  rowsIn('all', (x) => lower(x.description).includes('zinc') && !word('moss')(x)).length > 0,
  'a zinc-strip row without the word is not counted',
);

// the vendor with the long legal name, dictated as "george country heating"; a landscaper is also "Gorge Country"
const longName = VENDORS.filter((v) => lower(v).startsWith('gorge country heating'));
check(
  longName.length === 1 && longName[0].length > 60,
  'one long-named vendor is "Gorge Country Heating..."',
);
check(
  VENDORS.filter((v) => lower(v).startsWith('gorge country')).length === 2,
  'two "Gorge Country" vendors',
);
const GC = longName[0];
const gcRows = rowsIn('all', vendor(GC));
F.gc = total(gcRows.map((x) => cents(x.amount)));
const gcAmounts = gcRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.gcMax = gcAmounts[0];
check(gcAmounts[0] !== gcAmounts[1], 'the biggest Gorge Country bill is unique');
check(new Set(gcRows.map((x) => x.category)).size >= 3, 'Gorge Country rows sit under several categories');
check(new Set(gcRows.map((x) => x.property)).size === 2, 'Gorge Country works at both Hood River places');
const gorgeOther = VENDORS.find((v) => lower(v).startsWith('gorge country') && v !== GC);
check(
  F.gc !== spent('all', (x) => x.entity === GC || x.entity === gorgeOther),
  'the two Gorge vendors differ',
);

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
check(vendors25[0].k === GC, 'the heat pump year puts Gorge Country first in 2025');
// the biggest category of this year stays the biggest however the landlord's spellings are merged
const catTotals = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('thisYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories this year',
);
const MERGED = [
  ['HOA dues', 'HOA'],
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['Property Tax', 'Taxes'],
];
for (const g of MERGED)
  check(spent('thisYear', cats(g)) < catTotals[0].v, `${catTotals[0].k} beats ${g.join(' + ')}`);
check(catTotals[0].k === 'Capital improvement', 'capital improvement is the biggest category this year');

const cityTotals = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => prop[x.property].city === c)]),
);
rank(
  CITIES.map((c) => ({ k: c, v: cityTotals[c] })),
  'spend by town this year',
);
check(cityTotals.Astoria > cityTotals['Hood River'], 'Astoria costs more than Hood River this year');

const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const loserThen = losers('lastYear')[0];
const loserNow = losers('thisYear')[0];
check(loserThen === 'fir' && loserNow === 'madrona', 'the heat pump year and the sewer-and-roof year');
const franklinNet = netOf('thisYear', 'franklin');
check(franklinNet > 0, 'the duplex makes money this year');

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const cheapest = ten[rents.at(-1).k];
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant in the same building paid less');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(
  byNewYear.length === 1 && byNewYear[0] === outgoing,
  'one lease ends this year, the one with a successor',
);
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within 90 days / by February',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end <= plusDays(TODAY, 130), 'the next lease end is just past 90 days (a forbid)');
const duplexNow = current.filter((t) => t.property === 'franklin');
const duplexGone = past.filter((t) => t.property === 'franklin');
check(duplexNow.length === 2 && duplexGone.length === 1, 'two current units and one past tenant at 1402');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
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
// contact details: the Madrona tenant ("madonna way")
const madronaNow = current.filter((t) => t.property === 'madrona');
check(madronaNow.length === 1, 'one current tenant at Madrona');
const fenella = madronaNow[0];
const phoneTail = fenella.phone_number.slice(-8);
check(/^555-01\d\d$/.test(phoneTail), 'phone tail');
// payment history: the townhouse tenant this year, one month paid in two parts
const delphine = current.find((t) => t.property === 'cedar');
const delphine26 = rentIn('thisYear', (t) => t === delphine);
check(delphine26 === 11 * cents(delphine.lease.rent), 'the townhouse tenant paid every month this year');
check(
  bookedMonths(delphine).some((mo) => paymentsIn(delphine, mo).length === 2),
  'one month paid in two parts',
);
const incomeThisYear = incomeOf('thisYear');
const otherThisYear = otherIn('thisYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);
const condoKey = P.properties.find((p) => p.property_type === 'Condo').key;
check(P.properties.filter((p) => p.property_type === 'Condo').length === 1, 'one condo');
const condoRows = rowsIn('all', (x) => x.property === condoKey).length;
check(condoRows >= 10 && condoRows < 100, 'the condo count has two digits');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'railing', 'awning', 'balcony', 'skylight'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 3 && pending.length === 3, 'three pending requests');
const sewerInvoice = P.documents.filter(
  (d) => d.property === 'madrona' && d.type === 'Invoice' && d.file.includes('sewer'),
);
check(sewerInvoice.length === 1, 'one sewer invoice at Madrona');
check(
  P.documents.filter((d) => d.property === 'madrona' && d.type === 'Invoice').length === 2,
  'Madrona has another invoice (the roof) that is not the one asked for',
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
  'ok so um how much have i spent so far this year on everything',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask(
  'what were my total expenses for twenty twenty five',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask(
  'how much went out the door in september no sorry october',
  [money(F.lastMonth)],
  'total',
  `${ROWS}, October 2026 (the landlord corrects herself from September)`,
);
ask(
  'ok whats my total income this year rent and everything else',
  [money(incomeThisYear)],
  'income',
  'rent payments + other incomes dated 2026, whole portfolio',
);
ask(
  'how much did i pay in property tacks this year all the places together',
  [money(F.tax)],
  'category',
  '"tacks" = tax; 2026; categories "Property Tax" and "Taxes" together (Clatsop, Hood River, Jefferson counties); the coffee roaster pays its own tax',
);
ask(
  'how much have i spent on moss stuff since i started tracking like moss treatment moss removal any of it',
  [money(F.moss)],
  'description_word',
  'all time; rows whose description contains "moss": two roofers, the exterior cleaner, Home Depot granules and the condo special assessment; the zinc-strip row and the roof-and-moss firm\'s gutter cleanings are not counted',
);
ask(
  'what have i paid george country heating total and whats the biggest single bill from them',
  [money(F.gc), money(F.gcMax)],
  'vendor',
  `"george" = Gorge; all time; rows whose entity is "${GC}" (not the landscaper "${gorgeOther}"); the largest row is the Fir Street heat pump (Capital improvement)`,
);
const idMost = ask(
  'which property cost me the most to run this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the side sewer and the new roof)',
);
ask(
  'and the cheapest one',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest (the storefront; its tenant pays tax and utilities)',
  { follow_up_of: idMost },
);
ask(
  'top three vendors last year by how much i paid them',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => x.k)
    .join(', ')}`,
);
ask(
  'whats my biggest expense category this year',
  [money(catTotals[0].v)],
  'ranking',
  `${catTotals[0].k} (the Madrona sewer and roof); it stays first however the tax, yard, repair and HOA spellings are merged`,
);
const idCity = ask(
  'um astoria versus hood river where am i spending more this year',
  [money(cityTotals.Astoria), money(cityTotals['Hood River'])],
  'comparison',
  'expenses by town, 2026; Astoria is higher',
);
ask(
  'ok what about port townsend',
  [money(cityTotals['Port Townsend'])],
  'follow_up',
  'keeps 2026 and expenses by town',
  { follow_up_of: idCity },
);
const idNet = ask(
  'net profit for twenty twenty five all in',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('and this year so far', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
const idLoss = ask(
  'was any of my places losing money in twenty twenty five',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'loss',
  '2025 net by property; a vacant May, the turnover and the heat pump put Fir Street below zero; absolute value of the loss',
);
ask(
  'what about this year which ones in the red',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'follow_up',
  '2026 net by property; the side sewer and the roof; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'hows the fourteen oh two place doing this year like net after expenses',
  [money(franklinNet)],
  'net',
  '1402 Franklin Avenue (the duplex), rent + other income - expenses, 2026',
);
ask(
  'whos paying me the most rent right now',
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant, a coffee roaster',
);
ask(
  'whats the lowest rent im getting right now and who is it',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; the past tenant of the same duplex unit paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idEnds = ask(
  'any leases ending before the end of the year',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'ok what about in the next ninety days',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}; ${nextAfter.last_name}'s ends ${nextAfter.lease.end}, just outside`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  'whos living at fourteen oh two franklin right now both units',
  duplexNow.map((t) => t.last_name),
  'lease',
  'current leases at the duplex; the lower-unit tenant who left in July 2025 is not one',
  { forbid: duplexGone.map((t) => t.last_name) },
);
ask(
  'did i line up anybody for the madrona house after um no wait the fur street house for when marisela moves out',
  [incoming.last_name],
  'lease',
  `"fur" = Fir, and the landlord corrects herself from Madrona; signed lease starting ${incoming.lease.start}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
);
ask(
  'how much in security deposits am i holding total',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Fir Street lease, not past tenants)',
);
ask(
  'who still owes me rent for november',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much rent is outstanding right now total',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'did anybody pay late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days; a late fee was booked',
);
ask(
  'whose been late the most this year',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
const idPhone = ask(
  'whats the phone number for the tenant over on madonna way',
  [phoneTail],
  'contact',
  `"madonna" = Madrona; ${name(fenella)}, ${fenella.phone_number} (only the last eight characters are checked)`,
);
ask('ok and her email', [fenella.email], 'follow_up', `${name(fenella)}'s email`, {
  follow_up_of: idPhone,
});
ask(
  'how much has delphine paid me so far this year',
  [money(delphine26)],
  'payments',
  `${name(delphine)}'s 2026 rent payments (March came in two parts)`,
);
ask(
  'how much non rent income did i get this year laundry parking fees all that',
  [money(otherThisYear)],
  'income',
  'all other incomes dated 2026 (laundry, the storefront parking spaces, pet fee, late fees, insurance refund, CAM true-up, deposit deduction, application fee)',
);
ask(
  'how many expense entries do i have for the condo',
  [String(condoRows)],
  'count',
  'number of expense rows at Quincy Street Unit 3B, all time',
);
const idOpen = ask(
  'whats still open on maintenance',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those havent even been started yet',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'can you pull up the sewer invoice for madrona',
  [sewerInvoice[0].file],
  'documents',
  'the Invoice document at Madrona Way about the side sewer (not the roof invoice)',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is it gonna rain in astoria this weekend i need to know if the gutter guys can come', 'weather');
outOfScope(
  'what are three bedroom houses going for in hood river right now im thinking about selling fir street',
  'market prices',
);
outOfScope(
  'marisela asked if she can go month to month after december does oregon law make me say yes',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb42-${String(i + 1).padStart(2, '0')}`;
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
