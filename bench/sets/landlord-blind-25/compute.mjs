// Works out the expected answers for landlord-blind-25 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-25/compute.mjs
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
// an average in cents, rounded to the nearest cent; the data is checked so that no average lands on half a cent
function average(sum, n, what) {
  check(n > 0, `${what}: something to average`);
  check(2 * (sum % n) !== n, `${what}: the average does not land on half a cent`);
  return Math.round(sum / n);
}

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
  sep: ['2026-09-01', '2026-09-30'],
  aug: ['2026-08-01', '2026-08-31'],
  jul: ['2026-07-01', '2026-07-31'],
  q3: ['2026-07-01', '2026-09-30'],
  sinceJune: ['2026-06-01', TODAY],
  // "the last 6 months" = the rolling six months back from today
  last6: ['2026-05-27', TODAY],
  // the other readings of "the last 6 months", which the data makes agree for the question asked
  last6Full: ['2026-05-01', '2026-10-31'],
  last6Wide: ['2026-05-01', TODAY],
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
const isDate = (s) =>
  typeof s === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
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
// cities of landlord-blind-2 to landlord-blind-24 (and those set 13 lists for the tenant-line sets),
// which this set must not reuse
const USED_CITIES = [
  'Allentown',
  'Ames',
  'Asheville',
  'Bangor',
  'Beaumont',
  'Bellingham',
  'Bend',
  'Billings',
  'Boise',
  'Bowling Green',
  'Burlington',
  'Champaign',
  'Charleston',
  'Chattanooga',
  'Cheyenne',
  'Chico',
  'Dayton',
  'Dubuque',
  'Duluth',
  'Eau Claire',
  'Erie',
  'Eugene',
  'Fargo',
  'Flagstaff',
  'Fort Collins',
  'Grand Junction',
  'Grand Rapids',
  'Greenville',
  'Hancock',
  'Harrisburg',
  'Hattiesburg',
  'Joplin',
  'Kalamazoo',
  'Kenosha',
  'Knoxville',
  'Lafayette',
  'Lawrence',
  'Lexington',
  'Lincoln',
  'Lubbock',
  'Lynchburg',
  'Macon',
  'Madison',
  'Mankato',
  'Missoula',
  'Muncie',
  'Ogden',
  'Pensacola',
  'Pocatello',
  'Providence',
  'Provo',
  'Pueblo',
  'Raleigh',
  'Rapid City',
  'Roanoke',
  'Rochester',
  'San Antonio',
  'Santa Fe',
  'Savannah',
  'Shreveport',
  'Sioux Falls',
  'Spokane',
  'Tallahassee',
  'Traverse City',
  'Tucson',
  'Tulsa',
  'Tuscaloosa',
  'Utica',
  'Waco',
  'Wilmington',
  'Worcester',
  'Yakima',
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 5, 'five properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < BOOKS_START, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
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
  fennimore: 'Fennimore',
  wickersham: 'Wickersham',
  heron: 'Heron',
  hollowell: 'Hollowell',
  larchmont: 'Larchmont',
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
const phoneOk = (s) => /^\(\d{3}\) 555-01\d\d$/.test(s);
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(phoneOk(t.phone_number), `phone 555-01xx ${t.key}`);
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
// single-unit properties never have two leases at once
for (const p of P.properties.filter((q) =>
  ['Single Family', 'Condo', 'Townhouse'].includes(q.property_type),
)) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(future.length === 0, 'no signed lease waiting to start');
check(current.length === 7 && past.length === 6, 'seven current and six past tenants');
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'the bakery lease started before the books');
// the mixed-use building: the storefront plus two apartments upstairs
const mixedNow = current.filter((t) => t.property === co.property);
check(mixedNow.length === 3, 'the mixed-use building has the bakery and two apartment tenants now');
// vacancies: properties with no current lease
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].property_type === 'Condo', 'the beach condo is the one vacancy');
const condo = vacant[0].key;
check(P.properties.filter((p) => p.property_type === 'Condo').length === 1, 'one condo');
check(
  past.filter((t) => t.property === condo).every((t) => t.lease.end < '2026-06-01'),
  'the condo has been empty since June',
);
// November: who has paid what
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
check(
  owing.every((t) => TODAY.slice(8) > String(t.lease.due_day + t.lease.grace_period_days).padStart(2, '0')),
  'the November shortfalls are past the grace period',
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

const F = {};
for (const p of ['all', 'thisYear', 'lastYear', 'thisMonth', 'lastMonth', 'aug', 'jul', 'q3', 'sinceJune'])
  F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
check(F.thisMonth !== F.lastMonth, 'this month and last month differ');
F.tax25 = spent('lastYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
check(
  new Set(rowsIn('lastYear', cats(['Property Tax', 'Taxes'])).map((x) => x.entity)).size >= 5,
  'five tax collectors in 2025',
);

// pest control in the last six months: the same under every reading of the window
const PEST = ['Pest ctrl'];
F.pest6 = spent('last6', cats(PEST));
check(
  F.pest6 === spent('last6Full', cats(PEST)) &&
    F.pest6 === spent('last6Wide', cats(PEST)) &&
    F.pest6 === spent('sinceJune', cats(PEST)),
  'pest control: every reading of "the last 6 months" gives the same figure',
);
check(rowsIn('last6', cats(PEST)).length >= 5, 'several pest rows in the window');
check(
  new Set(rowsIn('last6', cats(PEST)).map((x) => x.property)).size === 5,
  'pest work at all five properties in the window',
);
const PEST_VENDORS = new Set(rowsIn('all', cats(PEST)).map((x) => x.entity));
check(
  rowsIn('all', (x) => PEST_VENDORS.has(x.entity)).every((x) => x.category === 'Pest ctrl'),
  'pest firms only have Pest ctrl rows',
);
check(
  rowsIn('all', (x) => /pest|bug|exterminat|\bants?\b|mouse|wasp/.test(lower(x.description))).every(
    (x) => x.category === 'Pest ctrl',
  ),
  'no pest-like work hides under another category',
);
check(F.pest6 !== spent('thisYear', cats(PEST)), 'the six-month pest figure differs from the year');

// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 4, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 4, 'gutter rows sit under several categories');
check(new Set(gutterRows.map((x) => x.property)).size === 4, 'gutter rows at four properties');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('gutter') && !word('gutter')(x)).length > 0,
  'the roofing-and-gutter firm also has rows that are not gutter work',
);

// the plumber, asked for as "keystone plumbing"; the insurer is also "Keystone"
const KP = VENDORS.filter((v) => lower(v).includes('keystone plumbing'));
check(KP.length === 1, 'one vendor matches "keystone plumbing"');
check(VENDORS.filter((v) => lower(v).startsWith('keystone')).length === 2, 'two "Keystone" vendors');
const KPD = KP[0];
const kpRows = rowsIn('all', vendor(KPD));
F.kp = total(kpRows.map((x) => cents(x.amount)));
const kpAmounts = kpRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.kpMax = kpAmounts[0];
check(kpAmounts[0] !== kpAmounts[1], 'the biggest Keystone Plumbing bill is unique');
check(
  new Set(kpRows.map((x) => x.category)).size >= 3,
  'Keystone Plumbing rows sit under several categories',
);
check(new Set(kpRows.map((x) => x.property)).size === 2, 'Keystone Plumbing works at both Lancaster places');
check(
  F.kp !== spent('all', vendor(VENDORS.find((v) => v.startsWith('Keystone') && v !== KPD))),
  'the two Keystone totals differ',
);

// the beach condo this year
F.condoYear = spentAt('thisYear', condo);

// spend by city this year
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three cities');
const cityTotals = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => city(x.property) === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
check(
  P.properties.filter((p) => p.city === 'Frederick').length === 2 &&
    P.properties.filter((p) => p.city === 'Lancaster').length === 2 &&
    P.properties.filter((p) => p.city === 'Ocean City').length === 1,
  'two places in Frederick, two in Lancaster, one in Ocean City',
);
const incomeCity = (p, c) => total(KEYS.filter((k) => city(k) === c).map((k) => incomeOf(p, k)));
F.frederickIncome25 = incomeCity('lastYear', 'Frederick');
check(
  F.frederickIncome25 !== rentIn('lastYear', (t) => city(t.property) === 'Frederick'),
  'Frederick income includes other income, not only rent',
);

// net
F.netQ3 = netAll('q3');
check(F.netQ3 > 0, 'Q3 made money');
F.netMixed = netOf('thisYear', co.property);
F.netWick = netOf('all', 'wickersham');
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(
  loserNow === condo && loserThen === 'wickersham',
  'the empty condo this year, the furnace year in 2025',
);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
check(F.netWick > 0 && netOf('lastYear', 'wickersham') < 0, 'Wickersham lost in 2025 but is ahead overall');

// rent collected
F.rentSinceJune = rentIn('sinceJune');
F.rent25 = rentIn('lastYear');
F.avgRent25 = average(F.rent25, 12, 'average monthly rent 2025');
check(
  new Set(P.payments.filter((x) => within(x.date, 'lastYear')).map((x) => month(x.date))).size === 12,
  'rent came in every month of 2025',
);

// average repair bill this year: the rows under "Repairs" (the landlord stopped using "Repairs & maint" in 2026)
check(
  rowsIn('thisYear', (x) => x.category === 'Repairs & maint').length === 0,
  'no "Repairs & maint" in 2026',
);
check(rowsIn('lastYear', (x) => x.category === 'Repairs').length === 0, 'no "Repairs" in 2025');
const repairRows = rowsIn('thisYear', (x) => x.category === 'Repairs');
check(repairRows.length >= 10, 'ten or more repair rows this year');
F.repairSum = total(repairRows.map((x) => cents(x.amount)));
F.avgRepair = average(F.repairSum, repairRows.length, 'average repair this year');

// rankings
const vendorsNow = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors this year',
);
const income25 = rank(
  KEYS.map((k) => ({ k, v: incomeOf('lastYear', k) })),
  'income by property 2025',
);
check(income25[0].k === co.property, 'the mixed-use building brought in the most in 2025');
check(income25.at(-1).k === condo, 'the condo brought in the least in 2025');

// rent roll
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the bakery pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(
  past.every((t) => t.lease.rent > cheapest.lease.rent),
  'no past tenant paid less than the cheapest current rent',
);
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const in90 = endingBy(plusDays(TODAY, 90));
check(plusDays(TODAY, 90) === '2027-02-25', '90 days from today');
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2 && endingBy('2026-12-31').length === 1,
  'two leases end within 90 days (through February), one of them this year',
);
check(in90.includes(cheapest), 'the cheapest rent is one of the leases ending soon');
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past 90 days');
check(unpaid.includes(nextAfter), 'the next lease to end after the window is the tenant who has not paid');
const duplex = P.properties.find((p) => p.property_type === 'Multi-Family').key;
const duplexNow = current.filter((t) => t.property === duplex);
const duplexGone = past.filter((t) => t.property === duplex);
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

// a tenant who pays in two halves a few days apart
const oksana = ten.oksana;
const oksanaNov = paymentsIn(oksana, NOV).sort((a, b) => (a.date < b.date ? -1 : 1));
check(
  oksanaNov.length === 2 && oksanaNov[0].amount === oksanaNov[1].amount && shortOf(oksana) === 0,
  'Oksana paid November in two equal halves',
);
const oksanaLast = P.payments
  .filter((x) => x.tenant === 'oksana')
  .sort((a, b) => (a.date < b.date ? -1 : 1))
  .at(-1);
check(oksanaLast.date === oksanaNov[1].date, "Oksana's last payment is November's second half");
check(
  P.payments.filter((x) => x.tenant === 'oksana' && x.date === oksanaLast.date).length === 1,
  "one payment on Oksana's last payment day",
);

// the tenant late most often, and the late fees he paid
const tobias = ten.tobias;
const tobiasFees = lateFees.filter((x) => x.entity === name(tobias));
F.tobiasFees = total(tobiasFees.map((x) => cents(x.amount)));
check(
  tobiasFees.length === 4 && new Set(tobiasFees.map((x) => x.amount)).size === 2,
  'Tobias: four late fees',
);
check(partial.includes(tobias), 'Tobias is also the part payer of November');
check(
  P.tenants.every((t) => t === tobias || lateFees.filter((x) => x.entity === name(t)).length < 4),
  'no one else was late as often',
);
check(F.tobiasFees !== cents(tobias.lease.rent), 'the fee total is not his rent');

// counts
const wickRows = rowsIn('all', (x) => x.property === 'wickersham').length;
check(wickRows >= 10 && wickRows < 100, 'the Wickersham count has two digits');

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['awning', 'fan', 'garage', 'deck', 'window'];
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

// documents: the condo's insurance policy, with the bigger building's policy as a near miss
const condoPolicy = P.documents.filter((d) => d.property === condo && d.type === 'Insurance');
check(condoPolicy.length === 1, 'one insurance document for the condo');
check(P.documents.filter((d) => d.type === 'Insurance').length === 2, 'two insurance documents in all');

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
  'hey whats my total spend so far this year',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask('and last yr?', [money(F.lastYear)], 'follow_up', `${ROWS}, all of 2025 (the books start 2025-01-01)`, {
  follow_up_of: idYear,
});
const idAug = ask('how much did i spend in august', [money(F.aug)], 'total', `${ROWS}, August 2026`);
ask('and the month before?', [money(F.jul)], 'follow_up', `${ROWS}, July 2026`, { follow_up_of: idAug });
ask(
  'did i spend more this month than last month? give me both numbers',
  [money(F.thisMonth), money(F.lastMonth)],
  'comparison',
  `${ROWS}: November 2026 to date vs October 2026`,
);
ask(
  'my accountant is asking for the total property taxes i paid in 2025, all the properties together. what do i tell her',
  [money(F.tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (Lancaster county, city and school taxes, Frederick County in halves, Ocean City)',
);
ask(
  'pest control, last 6 months, how much',
  [money(F.pest6)],
  'category',
  'category "Pest ctrl", 2026-05-27..today; there is no pest row in May or November 2026, so six full months or June to now give the same figure',
);
ask(
  'how much have i paid keystone plumbing altogether? and whats the biggest single bill from them',
  [money(F.kp), money(F.kpMax)],
  'vendor',
  `all time; rows whose entity is "${KPD}" (not the insurer "Keystone Mutual Insurance"); the largest row is the Wickersham sewer lateral repair (Capital improvement)`,
);
ask(
  'what have gutters cost me since i started tracking? cleaning, repairs, the new ones, all of it',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": the roofing-and-gutter firm (not its flat-roof patch), the Frederick gutter firm, a handyman\'s gutter guard and Lowe\'s downspout extensions',
);
ask(
  'how much have i sunk into the beach condo this year',
  [money(F.condoYear)],
  'property',
  'expenses at the Ocean City condo, 2026 (condo fees, the balcony special assessment, tax, insurance, turnover, electric while empty)',
);
const idCity = ask(
  'frederick vs lancaster, which one cost me more to run this year',
  [money(cityTotals.Frederick), money(cityTotals.Lancaster)],
  'comparison',
  'expenses by city, 2026 (two properties in each)',
);
ask('and ocean city?', [money(cityTotals['Ocean City'])], 'follow_up', 'keeps 2026 and expenses by city', {
  follow_up_of: idCity,
});
ask(
  'what was my net for q3, everything togther',
  [money(F.netQ3)],
  'net',
  'rent payments + other incomes - expenses, 2026-07-01..2026-09-30, whole portfolio',
);
ask(
  'how much income came out of the frederick places in 2025',
  [money(F.frederickIncome25)],
  'income',
  'rent payments + other incomes (pet fees, late fees) at the townhouse and the duplex, 2025',
);
ask(
  'whats the profit on the bakery building so far this year',
  [money(F.netMixed)],
  'net',
  '2026 net of the Fennimore Street mixed-use building (the bakery storefront and the two apartments upstairs; laundry, parking and the CAM reconciliation are income)',
);
ask(
  'thinking of selling the wickersham house. since i started tracking in the app, what has it actually netted me after all the expenses?',
  [money(F.netWick)],
  'net',
  'all-time net of Wickersham Lane: a loss in 2025 (furnace and AC, sewer lateral, gutters, a vacant February) and a profit in 2026',
);
const idLoss = ask(
  'did any of my properties lose money this year',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the condo has been empty since June and had a special assessment; absolute value of the loss',
);
ask(
  'what about 2025',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025 net by property; the furnace and AC replacement and the sewer lateral repair; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'how much rent have i collected since june',
  [money(F.rentSinceJune)],
  'income',
  'rent payments only, 2026-06-01..today',
);
ask(
  'avg monthly rent collected in 2025?',
  [money(F.avgRent25)],
  'average',
  `rent payments dated 2025 (${money(F.rent25)}) divided by 12`,
);
ask(
  'whats my average repair bill this year',
  [money(F.avgRepair)],
  'average',
  `mean of the ${repairRows.length} expense rows under "Repairs" in 2026 (${money(F.repairSum)}); HVAC tune-ups and capital work are not repairs`,
);
ask(
  'top 3 vendors this yr by $ spent',
  vendorsNow.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendorsNow
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
const idMost = ask(
  'which property brought in the most income last year',
  [STREET[income25[0].k], money(income25[0].v)],
  'ranking',
  'rent payments + other incomes by property, 2025, highest',
);
ask(
  'and the least?',
  [STREET[income25.at(-1).k], money(income25.at(-1).v)],
  'follow_up',
  'keeps 2025 and income by property; lowest (the condo, empty June to September 2025)',
  { follow_up_of: idMost },
);
const idRent = ask(
  'who pays me the most rent rn',
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant (the bakery storefront)',
);
ask('lowest?', [cheapest.last_name, money(rents.at(-1).v)], 'follow_up', 'current leases, lowest rent', {
  follow_up_of: idRent,
});
ask(
  'any leases ending in the next 90 days',
  in90.map((t) => t.last_name),
  'lease',
  `current leases ending by ${plusDays(TODAY, 90)}; the next one after that ends ${nextAfter.lease.end}`,
  { forbid: [nextAfter.last_name] },
);
ask(
  'is anything sitting empty right now',
  [STREET[condo]],
  'lease',
  'properties with no current lease: the Ocean City condo (empty since the lease ended 2026-05-31)',
);
ask(
  'who still owes me rent for november',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}; ${lateNov.map((t) => t.last_name).join(', ')} paid late but in full`,
  { forbid: pastLast },
);
ask(
  'how much rent is outstanding right now total',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'how much in security deposits am i holding',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not past tenants, the condo has none now)',
);
ask(
  'who lives at the larchmont duplex theese days',
  duplexNow.map((t) => t.last_name),
  'lease',
  'current leases at the duplex; the unit B tenant who left in February 2025 is not one',
  { forbid: duplexGone.map((t) => t.last_name) },
);
ask(
  'when did oksana last pay me, and how much was it',
  [money(cents(oksanaLast.amount))],
  'payments',
  `her last payment, ${oksanaLast.date}: the second half of November's rent (she pays in two halves a few days apart)`,
);
ask(
  'how much has tobias paid in late fees',
  [money(F.tobiasFees)],
  'payments',
  `Late Fee incomes naming him, all time: ${tobiasFees.map((x) => `${x.date} ${money(cents(x.amount))}`).join(', ')}`,
);
ask(
  'how many expences have i logged for wickersham',
  [String(wickRows)],
  'count',
  'number of expense rows at 1604 Wickersham Lane, all time',
);
const idOpen = ask(
  'whats open maintenance wise',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those havent been started yet',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'can u find the insurance policy for the beach condo',
  [condoPolicy[0].file],
  'documents',
  "the Insurance document at the Ocean City condo (the other policy is the Fennimore building's)",
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is ocean city gonna get hit by a hurricane this fall', 'weather forecast');
outOfScope('whats the going rate for a 2 bed apartment in lancaster right now', 'market rents');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb25-${String(i + 1).padStart(2, '0')}`;
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
