// Works out the expected answers for landlord-blind-29 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-29/compute.mjs
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
// cities of landlord-blind-2 to landlord-blind-28 (and those set 13 lists for the tenant-line sets)
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
  check(/^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  erie: 'Erie',
  geele: 'Geele',
  halstead: 'Halstead',
  tupelo: 'Tupelo',
  sawgrass: 'Sawgrass',
  cottonwood: 'Cottonwood',
  pawnee: 'Pawnee',
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
  check(/^\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `phone ${t.key} is a 555-01xx number`);
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
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'file names unique');

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
// one lease at a time except in the triplex
for (const p of P.properties.filter((q) => q.property_type !== 'Multi-Family')) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
}
// the triplex never has more than three leases at once
for (const mo of ['2025-01', '2025-06', '2025-10', '2025-11', '2026-06', '2026-11'])
  check(
    P.tenants.filter((t) => t.property === 'erie' && t.lease.start <= `${mo}-28` && t.lease.end >= `${mo}-01`)
      .length <= 3,
    `at most three units let at Erie in ${mo}`,
  );

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(current.length === 8 && past.length === 5 && future.length === 1, '8 current, 5 past, 1 future leases');
const pastLast = past.map((t) => t.last_name);

// vacancy: the one property with no current lease, and the signed lease that fills it
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1, 'exactly one property empty today');
const incoming = future[0];
check(
  vacant.length === 1 && incoming.property === vacant[0].key,
  'the signed future lease is for the empty property',
);
check(
  past.some((t) => t.property === incoming.property && t.lease.end < TODAY),
  'the empty property had a tenant who moved out',
);

// November: every month before it is paid in full, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(paymentsIn(partial[0] ?? {}, NOV).length === 2, 'the part payer paid twice in November');
check(lateNov.length === 2, 'two late November payers');
check(
  lateNov.some((t) => t.lease.due_day !== 1),
  'one of the late November payers has a mid-month due day',
);
const owedNow = total(current.map(shortOf));

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeOf = (p, keys) =>
  rentIn(p, (t) => !keys || keys.includes(t.property)) +
  otherIn(p, (x) => !keys || keys.includes(x.property));
const spentAt = (p, keys) => spent(p, (x) => keys.includes(x.property));
const netOf = (p, key) => incomeOf(p, [key]) - spentAt(p, [key]);
const netAll = (p) => incomeOf(p) - spent(p);
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
function rank(items, what, minGap = 1) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i - 1].v - r[i].v >= minGap, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 22 && VENDORS.length <= 32, `about 25 vendors (${VENDORS.length})`);
const inCity = (c) => KEYS.filter((k) => prop[k].city === c);

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');

// the most expensive month of this year
const MONTHS26 = Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
const byMonth = rank(
  MONTHS26.map((k) => ({ k, v: spent('thisYear', (x) => month(x.date) === k) })),
  'spend by month 2026',
);
check(byMonth[0].k === '2026-08', 'August is the most expensive month');
check(byMonth[0].v - byMonth[1].v > 500000, 'August is well clear of the next month');

// HOA: both spellings, both associations, all time
F.hoa = spent('all', cats(['HOA dues', 'HOA']));
for (const c of ['HOA dues', 'HOA']) check(rowsIn('all', (x) => x.category === c).length > 0, `${c} used`);
check(
  new Set(rowsIn('all', cats(['HOA dues', 'HOA'])).map((x) => x.property)).size === 2,
  'HOA rows at the condo and the townhouse only',
);
check(
  new Set(rowsIn('all', cats(['HOA dues', 'HOA'])).map((x) => prop[x.property].property_type)).size === 2,
  'HOA rows at a Condo and a Townhouse',
);
// property tax in 2025: both spellings, three tax offices
F.tax25 = spent('lastYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
check(
  new Set(rowsIn('lastYear', cats(['Property Tax', 'Taxes'])).map((x) => x.entity)).size === 3,
  'three tax offices in 2025',
);

// description words: whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
F.furnace = spent('all', word('furnace'));
for (const [w, v] of [
  ['gutter', F.gutter],
  ['furnace', F.furnace],
]) {
  const rows = rowsIn('all', word(w));
  check(new Set(rows.map((x) => x.entity)).size >= 4, `${w} rows come from several vendors`);
  check(new Set(rows.map((x) => x.category)).size >= 4, `${w} rows sit under several categories`);
  for (const vd of VENDORS) check(v !== spent('all', vendor(vd)), `${w} total differs from ${vd}`);
}
// the roofer with "Gutters" in its name has a row that is not gutter work
check(
  rowsIn('all', (x) => lower(x.entity).includes('gutter') && !word('gutter')(x)).length > 0,
  'a row by the gutter-named vendor without the word',
);
check(
  F.gutter !== spent('all', (x) => word('gutter')(x) || lower(x.entity).includes('gutter')),
  'vendor name matters',
);

// vendors
const FRR = 'Front Range Roofing Co.';
F.frr = spent('all', vendor(FRR));
check(rowsIn('all', vendor(FRR)).length === 3, 'three roofing rows');
const PVH = 'Poudre Valley Handyman Services';
const pvhRows = rowsIn('all', vendor(PVH));
F.pvh = spent('all', vendor(PVH));
check(pvhRows.length >= 5 && pvhRows.length <= 9, 'the handyman count is one digit');
check(new Set(pvhRows.map((x) => x.property)).size === 2, 'the handyman works at both Greeley places');
// average quarterly water bill at the triplex
const waterRows = rowsIn('all', (x) => x.entity === 'Sheboygan Water Utility' && x.property === 'erie');
const waterSum = total(waterRows.map((x) => cents(x.amount)));
check(waterRows.length === 8 && waterSum % waterRows.length === 0, 'the water average is whole cents');
F.waterAvg = waterSum / waterRows.length;
check(
  rowsIn('all', (x) => x.entity === 'Sheboygan Water Utility' && x.property !== 'erie').length > 0,
  'the utility also bills another property (not in the average)',
);
// the biggest Greeley vendor of 2025
const greeley25 = rank(
  [...new Set(rowsIn('lastYear', (x) => prop[x.property].city === 'Greeley').map((x) => x.entity))].map(
    (k) => ({
      k,
      v: spent('lastYear', (x) => x.entity === k && prop[x.property].city === 'Greeley'),
    }),
  ),
  'Greeley vendors 2025',
);
check(greeley25[0].v - greeley25[1].v > 50000, 'the top Greeley vendor of 2025 is clear');
check(greeley25[0].k === 'High Plains Flooring', 'the flooring firm tops Greeley in 2025');

// net by property
const net25 = rank(
  KEYS.map((k) => ({ k, v: netOf('lastYear', k) })),
  'net by property 2025',
);
check(net25[0].v - net25[1].v > 50000, 'the best property of 2025 is clear');
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(
  losers('lastYear').join() === 'cottonwood',
  `only the condo lost money in 2025 (${losers('lastYear')})`,
);
check(net25.at(-1).k === 'cottonwood', 'the condo is the worst in 2025');
const losers26 = losers('thisYear');
check(losers26.join() === 'halstead,pawnee', `Halstead and Pawnee lose money this year (${losers26})`);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
// the hail payout does not rescue Pawnee, and without it Pawnee is still the worse of the two
check(
  losers26.every((k) => -netOf('thisYear', k) >= 20000),
  'each loss this year is at least $200',
);

// cities
const cityIncome26 = Object.fromEntries(
  ['Sheboygan', 'Greeley'].map((c) => [c, incomeOf('thisYear', inCity(c))]),
);
check(Math.abs(cityIncome26.Sheboygan - cityIncome26.Greeley) > 100000, 'the city incomes differ clearly');
const tup25 = spentAt('lastYear', ['tupelo']);
const saw25 = spentAt('lastYear', ['sawgrass']);
check(Math.abs(tup25 - saw25) > 50000, 'tupelo and sawgrass 2025 differ clearly');

// rent roll
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const rentRoll = total(rents.map((x) => x.v));
check(rentRoll % current.length === 0, 'the average rent is whole cents');
const avgRent = rentRoll / current.length;
const residential = rents.filter((x) => x.k !== co.key);
const topResidential = ten[residential[0].k];
// leases ending
const IN3 = '2027-02-27';
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const in3 = endingBy(IN3);
check(in3.length === 2, 'two leases end within three months');
check(endingBy('2027-02-28').length === 2 && endingBy(plusDays(TODAY, 90)).length === 2, 'same in 90 days');
const byNewYear = endingBy('2026-12-31');
check(byNewYear.length === 1, 'one lease ends this year');
const nextAfter = current
  .filter((t) => !in3.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past three months');
// deposits in Greeley
const greeleyTenants = current.filter((t) => prop[t.property].city === 'Greeley');
const greeleyDeposits = total(greeleyTenants.map((t) => cents(t.lease.deposit)));
check(greeleyTenants.length === 2, 'two current Greeley leases');
check(
  greeleyDeposits !== total(greeleyTenants.map((t) => cents(t.lease.rent))),
  'Greeley deposits differ from Greeley rents',
);
check(
  P.tenants.some((t) => prop[t.property].city === 'Greeley' && past.includes(t)),
  'a past Greeley tenant whose deposit is not held',
);

// one tenant's payment history: Jolene Whitcomb this year
const jolene = ten.jolene;
const jolene26 = rentIn('thisYear', (t) => t === jolene);
check(jolene26 === 11 * cents(jolene.lease.rent), 'Jolene paid every month this year');
const joleneLate26 = lateMonths(jolene).filter((mo) => mo >= '2026-01').length;
const lateCount26 = P.tenants.map((t) => lateMonths(t).filter((mo) => mo >= '2026-01').length);
check(joleneLate26 === Math.max(...lateCount26), 'Jolene was late the most this year');
check(lateCount26.filter((n) => n === joleneLate26).length === 1, 'no one else as often');
check(lateMonths(jolene).length > joleneLate26, 'she was also late in 2025 (not counted)');
const kasimir = ten.kasimir;
const kasimir25 = rentIn('lastYear', (t) => t === kasimir);
check(kasimir25 === 2 * cents(kasimir.lease.rent), 'Kasimir paid two months in 2025');
check(
  otherIn('lastYear', (x) => x.entity === name(kasimir)) > 0,
  'Kasimir also paid a pet fee in 2025 (not rent)',
);
const coAll = rentIn('all', (t) => t === co);
check(coAll === 23 * cents(co.lease.rent), 'the studio paid 23 months');
check(otherIn('all', (x) => x.entity === name(co)) > 0, 'the studio also paid non-rent money');
F.laundry25 = otherIn('lastYear', (x) => x.category === 'Laundry');
F.lateFees26 = otherIn('thisYear', (x) => x.category === 'Late Fee');
check(
  F.lateFees26 !== otherIn('all', (x) => x.category === 'Late Fee'),
  'late fees this year differ from all time',
);

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const pending = open.filter((m) => m.status === 'Pending');
const WORDS = {
  exhaust: 'Pending',
  handrail: 'In Progress',
  closer: 'In Progress',
  walk: 'Pending',
  gate: 'Pending',
  slider: 'In Progress',
  balcony: 'Pending',
  'window well': 'In Progress',
};
check(open.length === Object.keys(WORDS).length, 'eight open requests');
for (const [w, s] of Object.entries(WORDS)) {
  const ms = P.maintenance.filter((m) => lower(m.title).includes(w));
  check(ms.length === 1 && ms[0].status === s, `"${w}" picks out one ${s} request`);
}
const PENDING_WORDS = Object.keys(WORDS).filter((w) => WORDS[w] === 'Pending');
check(PENDING_WORDS.length === pending.length, 'pending words cover every pending request');
const greeleyOpen = open.filter((m) => prop[m.property].city === 'Greeley');
const GREELEY_OPEN_WORDS = Object.keys(WORDS).filter((w) =>
  greeleyOpen.some((m) => lower(m.title).includes(w)),
);
check(GREELEY_OPEN_WORDS.length === greeleyOpen.length && greeleyOpen.length === 2, 'two open in Greeley');
check(
  P.maintenance.some((m) => prop[m.property].city === 'Greeley' && m.status === 'Completed'),
  'a completed Greeley request that must not be listed as open',
);
// documents
const studioLease = P.documents.filter((d) => d.property === co.property && d.type === 'Lease');
check(studioLease.length === 1, 'one lease document for the studio');
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

ask('what did i spend in oct', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
const idYtd = ask('expenses ytd?', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'and for all of last year',
  [money(F.lastYear)],
  'follow_up',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
  {
    follow_up_of: idYtd,
  },
);
ask(
  'which month this year was the most expensive for me',
  [MONTH_NAMES[Number(byMonth[0].k.slice(5)) - 1], money(byMonth[0].v)],
  'ranking',
  `${ROWS} by calendar month, 2026: August (the Pawnee roof and gutters, the Geele policy renewal); next is ${byMonth[1].k} ${money(byMonth[1].v)} (the Tupelo heat pump, the second Sheboygan tax installments). "Aug" matches "August" too`,
);
ask(
  'hoa fees since i started tracking - condo and townhouse together',
  [money(F.hoa)],
  'category',
  'all time; categories "HOA dues" and "HOA" together: the Cottonwood Bluff association (monthly dues + balcony special assessment) and the Sawgrass Mill association (quarterly + exterior-paint special assessment)',
);
ask(
  'property taxes for 2025 across all 7 places',
  [money(F.tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (Sheboygan City Treasurer installments, Lowndes County, Weld County halves); the condo had no tax bill of its own in 2025',
);
const idGutter = ask(
  'how much have i sunk into gutters? cleaning, repairs, all of it',
  [money(F.gutter)],
  'description_word',
  `all time; rows whose description contains "gutter", whoever the vendor and whatever the category (${rowsIn('all', word('gutter')).length} rows); the "Shingle repair after storm" row by Cypress Roofing & Gutters does not contain the word and is not counted`,
);
ask(
  'same thing for anything furnace',
  [money(F.furnace)],
  'follow_up',
  `all time; rows whose description contains "furnace" (${rowsIn('all', word('furnace')).length} rows: tune-ups, ignitor, blower motor, flame sensor, filters, the new Halstead furnace)`,
  { follow_up_of: idGutter },
);
ask(
  'whats my running total with front range roofing',
  [money(F.frr)],
  'vendor',
  'all time; rows whose entity is "Front Range Roofing Co." (the 2025 leak repair, the 2026 roof replacement and gutters)',
);
ask(
  'how many times have i used poudre valley handyman and what did it add up to',
  [String(pvhRows.length), money(F.pvh)],
  'vendor',
  `all time; ${pvhRows.length} rows whose entity is "${PVH}", at Cottonwood and Pawnee`,
);
ask(
  'avg quarterly water bill at the erie triplex?',
  [money(F.waterAvg)],
  'average',
  `mean of the ${waterRows.length} Sheboygan Water Utility rows at Erie (total ${money(waterSum)}); the Halstead vacant-house water row is not counted`,
);
ask(
  'who was my biggest vendor in greeley last year',
  ['High Plains Flooring', money(greeley25[0].v)],
  'ranking',
  `2025 expense rows at Cottonwood and Pawnee by vendor: ${greeley25
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
const idNet25 = ask(
  'which property netted me the most in 2025 after expenses',
  [STREET[net25[0].k], money(net25[0].v)],
  'ranking',
  `2025 rent payments + other incomes - expenses by property: ${net25.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'and which did worst',
  [STREET[net25.at(-1).k], absMoney(net25.at(-1).v)],
  'follow_up',
  '2025 net by property, lowest: the condo (bought May 2025: flooring, water heater, vanity, HOA assessment, no rent before July); absolute value of the loss',
  { follow_up_of: idNet25 },
);
ask(
  'any of my properties in the red this year?',
  losers26.flatMap((k) => [STREET[k], absMoney(netOf('thisYear', k))]),
  'loss',
  `2026 net by property below zero: ${losers26.map((k) => `${k} ${money(netOf('thisYear', k))}`).join(', ')} (Halstead: vacant since October + furnace, floors, paint; Pawnee: hail roof, partly covered by the $3,875.00 claim payout); absolute values`,
);
ask(
  'sheboygan vs greeley: which brought in more income this year',
  [money(cityIncome26.Sheboygan), money(cityIncome26.Greeley)],
  'comparison',
  'income = rent payments + other incomes, 2026, by city (Sheboygan: Erie, Geele, Halstead; Greeley: Cottonwood, Pawnee); Sheboygan is higher',
);
ask(
  'did tupelo or sawgrass cost more to run in 2025, and by how much',
  [money(tup25), money(saw25), money(Math.abs(tup25 - saw25))],
  'comparison',
  `${ROWS} by property, 2025: Tupelo ${money(tup25)}, Sawgrass ${money(saw25)}, difference ${money(Math.abs(tup25 - saw25))}`,
);
ask(
  'overall profit so far in 2026?',
  [money(netAll('thisYear'))],
  'net',
  'rent payments + other incomes - expenses, 2026 to date, whole portfolio',
);
const idRoll = ask(
  'whats my monthly rent roll rn',
  [money(rentRoll)],
  'lease',
  `sum of rents on the ${current.length} current leases (the Halstead lease starting in December is not current)`,
);
ask(
  'avg rent per tenant then',
  [money(avgRent)],
  'follow_up',
  `${money(rentRoll)} / ${current.length} current leases`,
  {
    follow_up_of: idRoll,
  },
);
ask(
  'not counting the pottery place, who pays me the highest rent',
  [topResidential.last_name, money(residential[0].v)],
  'lease',
  'current leases other than the commercial tenant (Ninebark Pottery Studio LLC pays more)',
);
const idEnds = ask(
  'whose lease is up in the next 3 months',
  in3.map((t) => t.last_name),
  'lease',
  `current leases ending by ${IN3}: ${in3.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}; next is ${name(nextAfter)} ${nextAfter.lease.end}`,
  { forbid: [nextAfter.last_name] },
);
ask(
  'any of those before new years?',
  byNewYear.map((t) => t.last_name),
  'follow_up',
  `current leases ending by 2026-12-31: ${byNewYear.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}; ${in3
    .filter((t) => !byNewYear.includes(t))
    .map((t) => `${name(t)} ends ${t.lease.end}`)
    .join(', ')}, after new year`,
  // no forbid: a reply may fairly say the other lease ends in January
  { follow_up_of: idEnds },
);
const idVacant = ask(
  'is any of my places sitting empty rn',
  [STREET[vacant[0].key]],
  'vacancy',
  `no current lease at ${vacant[0].address} since ${past
    .filter((t) => t.property === vacant[0].key)
    .map((t) => t.lease.end)
    .sort()
    .at(-1)} (turnover work in October and November)`,
);
ask(
  'have i got someone lined up for it',
  [incoming.last_name],
  'follow_up',
  `signed lease ${name(incoming)}, ${incoming.lease.start}..${incoming.lease.end}, rent ${money(cents(incoming.lease.rent))}`,
  { follow_up_of: idVacant },
);
ask(
  'how much in deposits am i holding for the greeley tenants',
  [money(greeleyDeposits)],
  'deposits',
  `deposits on current Greeley leases: ${greeleyTenants.map((t) => `${name(t)} ${money(cents(t.lease.deposit))}`).join(', ')} (not the past condo tenant)`,
);
ask(
  'who hasnt paid up for november',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'whats the total still owed to me right now',
  [money(owedNow)],
  'payments',
  `for each current lease, November rent minus November payments: ${owing.map((t) => `${t.last_name} ${money(shortOf(t))}`).join(', ')} (every earlier booked month is paid in full; the December lease is not due yet)`,
);
ask(
  'did anybody pay late in nov',
  lateNov.map((t) => t.last_name),
  'payments',
  `November paid in full after the due day + grace days, each with a late fee: ${lateNov
    .map(
      (t) =>
        `${name(t)} (due ${t.lease.due_day}, grace ${t.lease.grace_period_days}, paid ${paymentsIn(t, NOV)[0].date})`,
    )
    .join(
      ', ',
    )}. ${partial.map(name).join(', ')} has paid only part of November, the second part after the grace days; naming that too is not wrong`,
);
ask(
  'jolene whitcombs payment history this yr - how much has she paid and how many times late',
  [money(jolene26), String(joleneLate26)],
  'payments',
  `2026 rent payments (11 months of ${money(cents(jolene.lease.rent))}); late (after the 6th) in ${lateMonths(
    jolene,
  )
    .filter((mo) => mo >= '2026-01')
    .join(', ')}; her October 2025 late payment is not this year`,
);
ask(
  'how much rent did kasimir pay in 2025',
  [money(kasimir25)],
  'payments',
  'his lease began 2025-11-01: November and December 2025 rent; his pet fee is not rent',
);
ask(
  'what have i collected in rent from ninebark since i started using the app',
  [money(coAll)],
  'payments',
  `the company tenant's rent payments, 2025-01..2026-11 (23 months); its late fee and its share of the kiln circuit (${money(
    otherIn('all', (x) => x.entity === name(co) && x.category === 'Other'),
  )}) are not rent`,
);
ask(
  'laundry machine income last year?',
  [money(F.laundry25)],
  'income',
  'Laundry incomes dated 2025 (four quarters)',
);
ask(
  'late fees collected this year',
  [money(F.lateFees26)],
  'income',
  `Late Fee incomes dated 2026 (${P.incomes.filter((x) => x.category === 'Late Fee' && within(x.date, 'thisYear')).length} fees)`,
);
ask(
  'open maintenance at the greeley properties?',
  GREELEY_OPEN_WORDS,
  'maintenance',
  `Pending or In Progress at Cottonwood and Pawnee: ${greeleyOpen.map((m) => `${m.title} (${m.status})`).join('; ')}`,
);
ask(
  'which maintenance tickets havent been started at all',
  PENDING_WORDS,
  'maintenance',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
);
ask(
  "do i have the pottery studio's lease uploaded? what's the file called",
  [studioLease[0].file],
  'documents',
  'the Lease document at Geele Avenue',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('whats a fair rent for a 3 bed in greeley these days', 'market rents');
outOfScope('do i need a rental license for the triplex in sheboygan', 'local licensing / legal');
outOfScope('will valdosta get hit by a hurricane next season', 'weather forecast');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb29-${String(i + 1).padStart(2, '0')}`;
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
