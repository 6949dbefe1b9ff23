// Works out the expected answers for landlord-blind-21 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-21/compute.mjs
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
  october: ['2026-10-01', '2026-10-31'],
  october25: ['2025-10-01', '2025-10-31'],
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
// cities of landlord-blind-2 to landlord-blind-20 and of the tenant-line sets, which this set must not reuse
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
  'Altoona',
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
// the short street names the questions and expected answers use must each pick out one property
const STREET = {
  derry: 'Derry',
  cameron: 'Cameron',
  locust: 'Locust',
  cedar: 'Cedar Ridge',
  tattler: 'Tattler',
  mangrove: 'Mangrove',
  orchard: 'Orchard Bend',
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
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(/^\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `phone in the 555-01xx range ${t.key}`);
  check(t.lease.start >= prop[t.property].purchase_date, `lease after purchase ${t.key}`);
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
      INCOME_CATEGORIES.includes(x.category) &&
      x.date >= prop[x.property].purchase_date,
    `income ${JSON.stringify(x)}`,
  );
for (const c of INCOME_CATEGORIES)
  check(
    P.incomes.some((x) => x.category === c),
    `income category ${c} used`,
  );
check(P.expenses.length >= 150 && P.expenses.length <= 180, `150-180 expense rows (${P.expenses.length})`);
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
  current.length === 8 && past.length === 6 && future.length === 1,
  'eight current, six past, one future lease',
);
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 5,
  'five past tenants started before the books',
);
// vacancies: properties with no current lease
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1, 'exactly one vacant property');
const vacantKey = vacant[0].key;
const incoming = future[0];
check(incoming.property === vacantKey, 'the signed future lease is for the vacant property');
const lastOut = past
  .filter((t) => t.property === vacantKey)
  .sort((a, b) => (a.lease.end < b.lease.end ? 1 : -1))[0];
check(
  lastOut && lastOut.lease.end < TODAY && lastOut.lease.end >= '2026-09-01',
  'the vacant place emptied this autumn',
);
const derryNow = current.filter((t) => t.property === 'derry');
check(derryNow.length === 3, 'three current tenants in the triplex');

// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 2 && partial.length === 1, 'two unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
check(owing.length === 3, 'three owe for November');
const owedNow = total(current.map(shortOf));
const rosalind = ten.rosalind;
check(partial[0] === rosalind, 'Rosalind is the part payer');
const rosalindOwes = shortOf(rosalind);

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
// ranks items by value, highest first; the first `upto` places (and the one after) must not tie
function rank(items, what, upto = items.length) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < Math.min(r.length, upto + 1); i += 1)
    check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');

// property tax: both of the landlord's spellings, county/city and school tax together
const TAX = ['Property Tax', 'Taxes'];
F.tax25 = spent('lastYear', cats(TAX));
for (const c of TAX)
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
check(new Set(rowsIn('lastYear', cats(TAX)).map((x) => x.entity)).size === 4, 'four tax offices in 2025');
// HOA: the townhouse's "HOA dues" and the condo's "HOA" (dues and the special assessment)
F.hoa = spent('thisYear', cats(['HOA dues', 'HOA']));
check(
  new Set(rowsIn('thisYear', cats(['HOA dues', 'HOA'])).map((x) => x.property)).size === 2,
  'HOA rows at two properties',
);

// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 4, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 3, 'gutter rows sit under several categories');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('gutter') && !word('gutter')(x)).length > 0,
  'the gutter firm also has a row that is not gutter work (power washing)',
);
check(
  rowsIn('all', (x) => lower(x.description).includes('downspout') && !word('gutter')(x)).length > 0,
  'a downspout-only row without the word is not counted',
);
// furnaces this year: tune-ups, a repair, a replacement and filters
F.furnace = spent('thisYear', word('furnace'));
const furnaceRows = rowsIn('thisYear', word('furnace'));
check(new Set(furnaceRows.map((x) => x.entity)).size >= 4, 'furnace rows come from several vendors');
check(new Set(furnaceRows.map((x) => x.category)).size >= 3, 'furnace rows sit under several categories');
check(F.furnace !== spent('all', word('furnace')), 'furnace this year differs from all time');
for (const v of VENDORS) check(F.furnace !== spent('thisYear', vendor(v)), `furnace total differs from ${v}`);
// electricians: the trade, every vendor with "Electric" in its name; no other row says "electric"
const ELECTRICIANS = VENDORS.filter((v) => lower(v).includes('electric'));
check(ELECTRICIANS.length === 3, 'three electricians');
check(
  P.expenses.every((x) => !lower(x.description).includes('electric')),
  'no description says "electric", so trade and description readings agree',
);
F.electric25 = spent('lastYear', (x) => ELECTRICIANS.includes(x.entity));
check(
  ELECTRICIANS.every((v) => rowsIn('lastYear', vendor(v)).length > 0),
  'every electrician worked in 2025',
);
check(
  F.electric25 !== spent('all', (x) => ELECTRICIANS.includes(x.entity)),
  'electricians 2025 differ from all time',
);
// Blue Mountain Heating & Cooling, asked about with a typo
const BLUE = VENDORS.filter((v) => lower(v).includes('blue mountain'));
check(BLUE.length === 1, 'one vendor matches "blue mountain"');
check(VENDORS.filter((v) => lower(v).startsWith('blue')).length === 2, 'two vendors start with "Blue"');
const blueRows = rowsIn('all', vendor(BLUE[0]));
F.blue = total(blueRows.map((x) => cents(x.amount)));
const blueAmounts = blueRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.blueMax = blueAmounts[0];
check(blueAmounts[0] !== blueAmounts[1], 'the biggest Blue Mountain bill is unique');
check(
  new Set(blueRows.map((x) => x.property)).size === 3,
  'Blue Mountain works at all three Harrisburg places',
);
// Home Depot vs Lowe's this year
const HD = 'Home Depot';
const LOWES = "Lowe's";
F.hd = spent('thisYear', vendor(HD));
F.lowes = spent('thisYear', vendor(LOWES));
check(F.hd !== F.lowes && F.hd > 0 && F.lowes > 0, "Home Depot and Lowe's differ this year");
check(F.lowes > F.hd, "Lowe's is the bigger one this year");

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(byProperty[0].v - byProperty[1].v > 100000, 'the most expensive property is clear by $1,000+');
check(byProperty.at(-2).v - byProperty.at(-1).v > 100000, 'the cheapest property is clear by $1,000+');
const vendors26 = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors 2026',
  3,
);
// the biggest category of this year stays the biggest however the landlord's spellings are merged
const catTotals = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('thisYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories this year',
  1,
);
const MERGED = [
  TAX,
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['HOA dues', 'HOA'],
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
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserThen === 'locust' && loserNow === 'cedar', 'the sewer-line year and the hail-roof year');
check(byProperty[0].k !== loserNow, 'the most expensive property this year is not the one losing money');

const rentThisYear = rentIn('thisYear');
const derryIncome25 = incomeOf('lastYear', 'derry');
check(
  derryIncome25 !== rentIn('lastYear', (t) => t.property === 'derry'),
  'Derry income differs from its rent',
);
check(
  new Set(
    P.payments
      .filter((x) => within(x.date, 'lastYear') && ten[x.tenant].property === 'derry')
      .map((x) => x.tenant),
  ).size === 4,
  'four tenants paid rent at Derry in 2025',
);

// lease endings
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const in90 = endingBy(plusDays(TODAY, 90));
const byMarch = endingBy('2027-03-31');
check(in90.length === 2, 'two leases end within 90 days');
const justOutside = byMarch.filter((t) => !in90.includes(t));
check(
  justOutside.length === 1 && justOutside[0].lease.end <= plusDays(TODAY, 95),
  'one lease ends just past 90 days',
);
const nextAfterMarch = current
  .filter((t) => !byMarch.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfterMarch.lease.end > '2027-04-30', 'the next lease end is well after March');

const deposits = total(current.map((t) => cents(t.lease.deposit)));
const depositsWithFuture = deposits + total(future.map((t) => cents(t.lease.deposit)));
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
check(worstLate === rosalind, 'the worst late payer is also the part payer of November');
const jolene = ten.jolene;
const joleneThisYear = rentIn('thisYear', (t) => t === jolene);
check(joleneThisYear === 11 * cents(jolene.lease.rent), 'Jolene paid every month this year');
check(
  bookedMonths(jolene).some((mo) => paymentsIn(jolene, mo).length > 1),
  'Jolene split one month into two payments',
);
const gideon = ten.gideon;
const gideonFees = otherIn('all', (x) => x.category === 'Late Fee' && x.entity === name(gideon));
check(lateMonths(gideon).length === 2 && lateNov[0] === gideon, 'Gideon was late twice, once this month');

const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'closer', 'faucet', 'carpet', 'sprinkler'];
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
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';

ask(
  "hey how's my spending looking this year, total?",
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask(
  'what did i spend in total in 2025',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask(
  'how much went out in october',
  [money(F.october)],
  'total',
  `${ROWS}, October 2026 (the latest October)`,
  {
    forbid: [money(F.october25)],
  },
);
ask(
  'how much did property taxes run me last year? all of them, school tax too',
  [money(F.tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (Harrisburg city/county and school district, Warren County, Butte County)',
);
ask(
  'what am i paying in HOA this year between the condo and the townhouse',
  [money(F.hoa)],
  'category',
  '2026; categories "HOA dues" (townhouse, quarterly) and "HOA" (condo, monthly, plus the balcony special assessment)',
);
ask(
  'how much have i spent on gutters since i started tracking',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": the gutter firm\'s cleanings (not its power washing), a handyman, a roofer and Lowe\'s gutter guards; the downspout-elbow row without the word is not counted',
);
ask(
  'furnace costs this year?',
  [money(F.furnace)],
  'description_word',
  '2026; rows whose description contains "furnace": tune-ups, an ignitor, a blower motor, filters and the Cedar Ridge furnace replacement (Capital improvement)',
);
ask(
  'how much did i pay electricians in 2025',
  [money(F.electric25)],
  'vendor',
  `2025; rows of the three electrical contractors (${ELECTRICIANS.join(', ')})`,
);
const idBlue = ask(
  'total paid to blue mountian heating so far?',
  [money(F.blue)],
  'vendor',
  `all time; rows whose entity is "${BLUE[0]}" (typo in the question; "Bluegrass Shield Insurance" is a different vendor)`,
);
ask(
  "what's the biggest single bill from them",
  [money(F.blueMax)],
  'follow_up',
  'the largest Blue Mountain row (rooftop unit at Cameron Street)',
  {
    follow_up_of: idBlue,
  },
);
ask(
  'home depot vs lowes this year - where am i spending more',
  [money(F.lowes), money(F.hd)],
  'comparison',
  "2026 rows of Lowe's (more) and Home Depot",
);
const idMost = ask(
  'which property has cost me the most this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the storefront windows and the commercial taxes)',
);
ask(
  'and which one the least',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
const idCity = ask(
  'how much have the chico places cost me this year',
  [money(cityTotals.Chico)],
  'comparison',
  'expenses at the condo and Orchard Bend, 2026',
);
ask(
  'and harrisburg',
  [money(cityTotals.Harrisburg)],
  'follow_up',
  'keeps 2026; expenses at the three Harrisburg properties',
  {
    follow_up_of: idCity,
  },
);
ask(
  'who are my top 3 vendors this yr by $ spent',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 3)
    .map((x) => x.k)
    .join(', ')}`,
);
ask(
  'biggest expense category this year?',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (storefront, hail roof, furnace); it stays first however the tax, yard, repair and HOA spellings are merged',
);
ask(
  'total rent collected so far this year',
  [money(rentThisYear)],
  'income',
  'rent payments dated 2026 (not other income)',
);
ask(
  'how much income did derry st bring in last year, laundry and everything',
  [money(derryIncome25)],
  'income',
  "2025 rent payments from the triplex's four tenants + its other incomes (laundry, pet fee, late fees)",
);
const idNet = ask(
  "what's my net profit this year across everything",
  [money(netAll('thisYear'))],
  'net',
  'rent payments + other incomes - expenses, 2026 to date, whole portfolio',
);
ask('how about 2025', [money(netAll('lastYear'))], 'follow_up', 'the same for 2025', { follow_up_of: idNet });
const idLoss = ask(
  'did any property lose money last year?',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'loss',
  '2025 net by property; the sewer lateral, a vacant August and the turnover put it below zero; absolute value of the loss',
);
ask(
  'and this year?',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'follow_up',
  '2026; the hail roof and the furnace, net of the insurance payout; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  "who hasn't paid rent yet this month",
  unpaid.map((t) => t.last_name),
  'payments',
  `nothing paid in November: ${unpaid.map(name).join(', ')}; ${partial.map(name).join(', ')} paid part of it`,
);
ask(
  'how much am i owed in rent right now total',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'how much does rosalind still owe for nov',
  [money(rosalindOwes)],
  'payments',
  `rent ${money(cents(rosalind.lease.rent))} minus the ${money(paidIn(rosalind, NOV))} she paid on ${paymentsIn(rosalind, NOV)[0].date}`,
);
ask(
  'did anybody pay late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days; a late fee was booked',
);
ask(
  'which tenant has been late the most this year',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how much has jolene paid me so far this year',
  [money(joleneThisYear)],
  'payments',
  'her 2026 rent payments (August came in two parts); her pet fee was in 2025',
);
ask(
  'what has gideon paid in late fees',
  [money(gideonFees)],
  'payments',
  `Late Fee incomes from ${name(gideon)}: ${lateMonths(gideon).join(', ')}`,
);
const idEnds = ask(
  'any leases ending in the next 90 days?',
  in90.map((t) => t.last_name),
  'lease',
  `current leases ending by ${plusDays(TODAY, 90)}; ${justOutside[0].last_name}'s ends ${justOutside[0].lease.end}, just outside`,
  { forbid: justOutside.map((t) => t.last_name) },
);
ask(
  'what about thru the end of march',
  byMarch.map((t) => t.last_name),
  'follow_up',
  'current leases ending by 2027-03-31',
  { follow_up_of: idEnds, forbid: [nextAfterMarch.last_name] },
);
const idVacant = ask(
  'anything sitting vacant right now?',
  [STREET[vacantKey]],
  'lease',
  `no current lease at ${prop[vacantKey].address} since ${lastOut.last_name}'s lease ended ${lastOut.lease.end}; every other property is let`,
);
ask(
  'have i got anyone lined up for it',
  [incoming.last_name],
  'follow_up',
  `signed lease starting ${incoming.lease.start}`,
  { follow_up_of: idVacant },
);
ask(
  'how much in security deposits am i holding',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed condo lease that starts in December, not past tenants)',
  { forbid: [money(depositsWithFuture)] },
);
const idOpen = ask(
  'what maintenance is still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  "which of those hasn't been touched yet",
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is harrisburg gonna get a bad winter this year', 'weather');
outOfScope('do you think home values in chico will drop next year', 'market forecast');
outOfScope(
  'can i legally ban smoking on the balcony for the new condo tenant under california law',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb21-${String(i + 1).padStart(2, '0')}`;
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
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f) || f.includes(s))),
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
