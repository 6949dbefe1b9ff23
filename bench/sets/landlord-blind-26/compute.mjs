// Works out the expected answers for landlord-blind-26 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-26/compute.mjs
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
  thisQuarter: ['2026-10-01', TODAY],
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
// cities of landlord-blind-2 to landlord-blind-25 and of the tenant-line sets listed by set 13,
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
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names used in the expected answers must each pick out one property
const STREET = {
  huron: 'Huron',
  cedarbend: 'Cedar Bend',
  perkins: 'Perkins',
  sycamore: 'Sycamore',
  larkspur: 'Larkspur',
  dunes: 'Ocean Dunes',
  sandpiper: 'Sandpiper',
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
  check(/\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `phone number ${t.key} is 555-01xx`);
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
check(P.expenses.length >= 150 && P.expenses.length <= 200, `150-200 expense rows (${P.expenses.length})`);
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
const dayOf = (d) => Number(d.slice(8));
const isLateDay = (t, d) => dayOf(d) > t.lease.due_day + t.lease.grace_period_days;
const paidLate = (t, mo) => paymentsIn(t, mo).some((x) => isLateDay(t, x.date));
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
// one household at a time in the houses, the townhouse and the condos (the fourplex and the strip have units)
for (const p of P.properties.filter((q) => !['Multi-Family', 'Commercial'].includes(q.property_type))) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(current.length === 10 && past.length === 6 && future.length === 1, 'ten current, six past, one signed');
const companies = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(
  companies.length === 2 && companies.every((t) => t.property === 'perkins' && current.includes(t)),
  'two shop tenants at the strip',
);
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 5 &&
    current.filter((t) => t.lease.start < BOOKS_START).length === 4,
  'five past and four current leases began before the books',
);
const fourplexNow = current.filter((t) => t.property === 'huron');
check(fourplexNow.length === 4, 'four current units at the fourplex');
// vacant = a property with no current lease; one signed lease starts there later
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].key === 'sandpiper', 'only Sandpiper stands empty');
const incoming = future[0];
check(incoming.property === vacant[0].key, 'the signed lease is for the empty condo');
const formerSandpiper = past.filter((t) => t.property === 'sandpiper');
check(formerSandpiper.length === 1, 'one past tenant at Sandpiper');

// the November situation
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === ten.tobias, 'Tobias has not paid November');
check(partial.length === 1 && partial[0] === ten.billie, 'Billie paid half of November');
check(lateNov.length === 1 && lateNov[0] === ten.yesenia, 'Yesenia paid November late');
const owedNow = total(current.map(shortOf));
// Billie pays in two equal halves a few days apart, both on time unless a fee is booked
for (const mo of bookedMonths(ten.billie).filter((m) => m !== NOV)) {
  const xs = paymentsIn(ten.billie, mo);
  check(
    xs.length === 2 && xs.every((x) => cents(x.amount) * 2 === cents(ten.billie.lease.rent)),
    `Billie ${mo} in two halves`,
  );
}
// Rhett's rent is due on the 5th with 3 grace days: payments on the 7th or 8th are not late
check(
  P.payments.some((x) => x.tenant === 'rhett' && dayOf(x.date) >= 7 && !isLateDay(ten.rhett, x.date)),
  'Rhett pays on the 7th or 8th and is not late',
);
// the bakery has 10 grace days
check(
  P.payments.some((x) => x.tenant === 'kettle' && dayOf(x.date) >= 9 && !isLateDay(ten.kettle, x.date)),
  'the bakery pays around the 10th and is not late',
);

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeWhere = (p, keys) =>
  rentIn(p, (t) => keys.includes(t.property)) + otherIn(p, (x) => keys.includes(x.property));
const KEYS = P.properties.map((p) => p.key);
const incomeOf = (p, key) => incomeWhere(p, key ? [key] : KEYS);
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
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
check(F.thisQuarter !== F.q3, 'this quarter differs from Q3');
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
// average monthly spend in 2025 = the 2025 total / 12; rounding and truncation give the same cent
F.avg25 = Math.round(F.lastYear / 12);
check(F.lastYear % 12 < 6, 'the 2025 monthly average rounds down (rounding = truncation)');

// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 5, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 3, 'gutter rows sit under several categories');
check(new Set(gutterRows.map((x) => x.property)).size >= 4, 'gutter rows at four or more properties');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
// the HVAC firm with a long legal name, asked for as "sandusky bay heating"; the water utility is also "Sandusky"
const SBH = VENDORS.filter((v) => lower(v).includes('sandusky bay heating'));
check(SBH.length === 1, 'one vendor matches "sandusky bay heating"');
check(VENDORS.filter((v) => lower(v).startsWith('sandusky')).length === 2, 'two "Sandusky" vendors');
F.sbh = spent('all', vendor(SBH[0]));
check(
  new Set(rowsIn('all', vendor(SBH[0])).map((x) => x.category)).size >= 2,
  'Sandusky Bay rows sit under several categories',
);
check(
  new Set(rowsIn('all', vendor(SBH[0])).map((x) => x.property)).size === 3,
  'Sandusky Bay works at all three Sandusky properties',
);
F.homeDepot = spent('all', vendor('Home Depot'));
check(rowsIn('all', vendor('Home Depot')).length >= 4, 'several Home Depot rows');

const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
check(vendors25[0].k === 'Erie County Treasurer', 'the county treasurer is the biggest vendor of 2025');
const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(byProperty[0].k === 'perkins' && byProperty.at(-1).k === 'sycamore', 'the strip most, Sycamore least');
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three cities');
const cityKeys = (c) => KEYS.filter((k) => city(k) === c);
const cityTotals = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => city(x.property) === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
const mbKeys = cityKeys('Myrtle Beach');
check(mbKeys.length === 2, 'two condos in Myrtle Beach');
const mbIncome = { thisYear: incomeWhere('thisYear', mbKeys), lastYear: incomeWhere('lastYear', mbKeys) };
check(mbIncome.thisYear !== mbIncome.lastYear, 'Myrtle Beach income differs year to year');
const income25 = incomeOf('lastYear');
check(income25 !== rentIn('lastYear'), '2025 income differs from 2025 rent');
const stripNet = netOf('thisYear', 'perkins');
check(stripNet > 0, 'the strip makes money this year');
check(stripNet !== rentIn('thisYear', (t) => t.property === 'perkins'), 'strip net differs from its rent');

const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(
  losers('lastYear').join() === 'sandpiper',
  `only Sandpiper under water in 2025 (${losers('lastYear')})`,
);
check(
  losers('thisYear').join() === 'cedarbend',
  `only Cedar Bend under water this year (${losers('thisYear')})`,
);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const loserThen = losers('lastYear')[0];
const loserNow = losers('thisYear')[0];

// rent roll
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
const top = ten[rents[0].k];
check(top === ten.kettle, 'the bakery pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(cheapest === ten.dash, 'Dash pays the least');
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant at the fourplex paid less');
const fourplexRent = total(fourplexNow.map((t) => cents(t.lease.rent)));
check(fourplexRent % 4 === 0, 'the fourplex average rent is a whole cent');
const fourplexAvg = fourplexRent / 4;
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(byNewYear.length === 1 && byNewYear[0] === ten.dash, 'one lease ends this year');
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within 90 days / by February',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(
  nextAfter.lease.end > plusDays(TODAY, 90) && nextAfter.lease.end <= plusDays(TODAY, 130),
  'the next lease end is just past 90 days',
);
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
const tobiasThisYear = rentIn('thisYear', (t) => t === ten.tobias);
check(tobiasThisYear === 10 * cents(ten.tobias.lease.rent), 'Tobias paid January to October this year');
const billieLast = P.payments
  .filter((x) => x.tenant === 'billie')
  .sort((a, b) => (a.date < b.date ? -1 : 1))
  .at(-1);
check(
  month(billieLast.date) === NOV && cents(billieLast.amount) * 2 === cents(ten.billie.lease.rent),
  "Billie's last payment is November's first half",
);
check(
  P.payments.filter((x) => x.tenant === 'billie' && x.date === billieLast.date).length === 1,
  "one payment on Billie's last day",
);
// the tenant paid late most often this year (late full payments, each with a late fee)
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount[0].k === 'harlan' && lateCount[0].v === 3, 'Harlan was late three times this year');
check(lateCount[1].v === 1, 'no one else was late more than once this year');
const worstLate = ten[lateCount[0].k];
const rhettFees = lateFees.filter((x) => x.entity === name(ten.rhett));
check(rhettFees.length === 1 && lateMonths(ten.rhett).length === 1, 'Rhett was late once');
const rhettFeeTotal = total(rhettFees.map((x) => cents(x.amount)));
check(
  lateFees.filter((x) => cents(x.amount) === rhettFeeTotal).length === 1,
  "Rhett's late fee amount is his alone",
);
const sandpiperRows = rowsIn('all', (x) => x.property === 'sandpiper').length;
check(sandpiperRows >= 10 && sandpiperRows < 100, 'the Sandpiper count has two digits');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['fan', 'gate', 'cooler', 'window', 'blinds', 'disposal'];
check(open.length === OPEN_WORDS.length, 'six open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 3 && pending.length === 3, 'three pending requests');
const dunesPolicy = P.documents.filter((d) => d.property === 'dunes' && d.type === 'Insurance');
check(dunesPolicy.length === 1, 'one insurance document for the Dunes condo');
check(P.documents.filter((d) => d.type === 'Insurance').length >= 2, 'more than one insurance document');
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
  'ok how much have i spent in total this year',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask('what did october cost me', [money(F.lastMonth)], 'total', `${ROWS}, October 2026 (last month)`);
ask(
  'is this quarter running more expensive than last quarter? expenses i mean',
  [money(F.thisQuarter), money(F.q3)],
  'comparison',
  `${ROWS}: this quarter = 2026-10-01..today, last quarter = Q3 2026 (2026-07-01..2026-09-30)`,
);
ask(
  'prop tax ytd, all 7 places combined?',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Erie County halves, Vigo County installments, Horry County yearly)',
);
ask(
  'what have gutters cost me',
  [money(F.gutter)],
  'description_word',
  'no time phrase = all time; rows whose description contains "gutter": the gutter firm, the handymen, the roofer (a leak repair that reattached a gutter, and a cleaning) and Home Depot gutter guards, under three categories',
);
const idVendor = ask(
  'how much have i paid sandusky bay heating altogether',
  [money(F.sbh)],
  'vendor',
  `all time; rows whose entity is "${SBH[0]}" (not "Sandusky Water & Sewer"); HVAC and the unit A furnace (Capital improvement) at all three Sandusky properties`,
);
ask('and home depot?', [money(F.homeDepot)], 'follow_up', 'keeps all time; rows whose entity is Home Depot', {
  follow_up_of: idVendor,
});
ask(
  'who were my 3 biggest vendors in 2025',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}; fourth: ${vendors25[3].k} ${money(vendors25[3].v)}`,
);
const idMost = ask(
  'which place has cost me the most this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the strip: taxes, insurance, the parking lot repave, the rooftop compressor)',
);
ask(
  'and the least?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  `keeps 2026 and expenses by property; lowest. The townhouse (${money(spentAt('thisYear', 'larkspur'))}) is close behind`,
  { follow_up_of: idMost },
);
const idCity = ask(
  "sandusky vs terre haute - where's more money going out this year",
  [money(cityTotals.Sandusky), money(cityTotals['Terre Haute'])],
  'comparison',
  'expenses by city, 2026',
);
ask(
  'what about myrtle beach',
  [money(cityTotals['Myrtle Beach'])],
  'follow_up',
  'keeps 2026 and expenses by city',
  {
    follow_up_of: idCity,
  },
);
ask(
  'ok so my wife and i are getting our stuff together for the accountant and she needs total rental income for 2025, everything that came in, rent plus the laundry money, fees, parking from the food truck, all of it. whats the number',
  [money(income25)],
  'income',
  'rent payments + other incomes dated 2025, whole portfolio',
);
const idMb = ask(
  'how much have the two myrtle beach condos brought in this year, rent and everything',
  [money(mbIncome.thisYear)],
  'income',
  'rent payments + other incomes for Ocean Dunes and Sandpiper, 2026 (Sandpiper empty since October)',
);
ask(
  'and the year before?',
  [money(mbIncome.lastYear)],
  'follow_up',
  'the same for 2025 (Sandpiper rented from May 2025)',
  {
    follow_up_of: idMb,
  },
);
ask(
  'whats the strip on perkins netting me this year after expenses',
  [money(stripNet)],
  'net',
  'the Perkins Avenue shops, 2026: rent + parking + CAM reconciliations - expenses',
);
const idLoss = ask(
  'did any of my properties lose money last year?',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'loss',
  '2025 net by property; Sandpiper was bought in March 2025, renovated and empty until May; absolute value of the loss',
);
ask(
  'ok and this year',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'follow_up',
  '2026; the Cedar Bend sewer line; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'what did my expenses average per month in 2025',
  [money(F.avg25)],
  'average',
  `the 2025 total ${money(F.lastYear)} / 12`,
);
ask(
  'avg rent across the 4 units at the fourplex?',
  [money(fourplexAvg)],
  'average',
  `current leases at Huron Avenue: ${fourplexNow.map((t) => `${t.last_name} ${money(cents(t.lease.rent))}`).join(', ')}`,
);
ask(
  'who pays me the most rent',
  ['Kettle', money(rents[0].v)],
  'lease',
  'current leases; the bakery at the strip (Kettle & Crumb Bakery LLC)',
);
ask(
  "lowest rent i'm getting rn?",
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  `current leases; ${cheaperPast.map((t) => t.last_name).join(', ')} (past, same building) paid less`,
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idEnds = ask(
  'any leases ending before new years',
  byNewYear.map((t) => t.last_name),
  'lease',
  `current leases ending by 2026-12-31: ${byNewYear.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}`,
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'wat about in the next 90 days',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}; the next one after is ${nextAfter.last_name} ${nextAfter.lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
const idVacant = ask(
  'is anything sitting empty right now',
  [STREET[vacant[0].key]],
  'lease',
  `properties with no current lease; ${formerSandpiper[0].last_name} moved out ${formerSandpiper[0].lease.end}`,
);
ask(
  'have i got anyone signed for it yet?',
  [incoming.last_name],
  'follow_up',
  `signed lease at Sandpiper starting ${incoming.lease.start}`,
  { follow_up_of: idVacant },
);
ask(
  'who still owes me november rent',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; half paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much rent is outstanding all together',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'deposits held?',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Sandpiper lease, not past tenants)',
);
ask(
  'how much has tobias paid me this year',
  [money(tobiasThisYear)],
  'payments',
  'his 2026 rent payments, January to October (November unpaid; April late but paid in full)',
);
ask(
  'when did billie last pay and how much was it',
  [money(cents(billieLast.amount))],
  'payments',
  `Wilhelmina "Billie" Szabo pays in two halves; her last payment is the first half of November on ${billieLast.date}`,
);
ask(
  'whos been late the most this year',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${name(ten[x.k])} ${x.v}`).join(', ')}`,
);
ask(
  'has rhett ever been late? what has he paid me in late fees',
  [money(rhettFeeTotal)],
  'payments',
  `late fee incomes from Rhett Calloway (one, ${rhettFees[0].date}); his rent is due on the 5th with 3 grace days, so payments on the 7th or 8th are on time`,
);
ask(
  'how many expenses have i logged for sandpiper',
  [String(sandpiperRows)],
  'count',
  'number of expense rows at 215 Sandpiper Cove Drive Unit 4B, all time',
);
const idOpen = ask(
  'what maintenance stuff is still open',
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
  'do i have the insurance policy for the dunes condo uploaded? whats the file called',
  [dunesPolicy[0].file],
  'documents',
  'the Insurance document at Ocean Dunes Boulevard Unit 1105',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is myrtle beach gonna get hit by a hurricane this season', 'weather');
outOfScope(
  'what are 2 bedrooms renting for in sandusky these days, should i bump the fourplex rents next year',
  'market rents / pricing advice',
);
outOfScope(
  'yesenia wants out of her lease early. can i legally keep her whole deposit in ohio?',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb26-${String(i + 1).padStart(2, '0')}`;
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
