// Works out the expected answers for landlord-blind-40 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-40/compute.mjs
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
// The couple began keeping their books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
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
const isDate = (s) =>
  typeof s === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
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
// cities of landlord-blind-2 to landlord-blind-39 (and those set 13 lists for the tenant-line sets),
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
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
  check(/^\d{5}$/.test(p.zipCode) && /^[A-Z]{2}$/.test(p.state), `zip and state ${p.key}`);
}
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(
  CITIES.length === 2 && CITIES.join() === 'Hagerstown,Winchester',
  'two cities, Hagerstown and Winchester',
);
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length === 3, `three properties in ${c}`);
// the persona's mix: three houses, one fourplex, one condo, one small commercial unit
const typeCount = (t) => P.properties.filter((p) => p.property_type === t).length;
check(typeCount('Single Family') === 3, 'three single-family houses');
check(typeCount('Multi-Family') === 1, 'one multi-family building (the fourplex)');
check(typeCount('Condo') === 1, 'one condo');
check(typeCount('Commercial') === 1, 'one commercial unit');
check(typeCount('Townhouse') === 0, 'no townhouse');
const fourplex = P.properties.find((p) => p.property_type === 'Multi-Family');
const condo = P.properties.find((p) => p.property_type === 'Condo');
const shop = P.properties.find((p) => p.property_type === 'Commercial');
// the short street names the questions and the expected answers use must each pick out one property
const STREET = {
  bellhaven: 'Bellhaven',
  marlowe: 'Marlowe',
  stonecrop: 'Stonecrop',
  cedarmere: 'Cedarmere',
  tansy: 'Tansy',
  fennimore: 'Fennimore',
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
check(
  fourplex.key === 'bellhaven' && condo.key === 'marlowe' && shop.key === 'fennimore',
  'the fourplex, the condo and the shop',
);
const PHONE = /^\d{3}-555-01\d{2}$/;
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(
    Number.isInteger(t.lease.due_day) && Number.isInteger(t.lease.grace_period_days),
    `due day and grace ${t.key}`,
  );
  check(PHONE.test(t.phone_number), `phone ${t.key} is a 555-01xx number`);
  check(/^[^@\s]+@[^@\s]+\.com$/.test(t.email) && t.email.includes('example'), `email ${t.key}`);
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
  check(
    paymentsOf(t).every((x) => x.date >= t.lease.start && x.date <= t.lease.end),
    `${t.key}: payments inside the lease`,
  );
  for (const mo of months) {
    const fees = lateFees.filter((x) => x.entity === name(t) && month(x.date) === mo);
    if (mo !== NOV) check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} paid in full`);
    check(paymentsIn(t, mo).length <= 1, `${t.key} ${mo}: at most one payment`);
    // a late fee is booked for a late full payment, and for nothing else
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
// single-unit properties never have two leases at once; the fourplex never more than four
for (const p of P.properties) {
  const ls = P.tenants.filter((t) => t.property === p.key).map((t) => t.lease);
  const cap = p.property_type === 'Multi-Family' ? 4 : 1;
  for (const l of ls) {
    const overlapping = ls.filter((o) => o.start <= l.start && l.start <= o.end);
    check(overlapping.length <= cap, `too many leases at once at ${p.key} (${l.start})`);
  }
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(future.length === 0, 'no signed lease that has not started');
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && company[0].property === shop.key, 'one company tenant, in the shop');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(current.filter((t) => t.property === fourplex.key).length === 4, 'all four fourplex units let now');
check(past.length === 4, 'four past tenants');
const pastLast = past.map((t) => t.last_name);

// vacancy: one property with no current lease, the Cedarmere house, empty since its tenant left in October
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].key === 'cedarmere', 'the Cedarmere house is the only empty place');
const lastThere = P.tenants
  .filter((t) => t.property === vacant[0].key)
  .sort((a, b) => (a.lease.end < b.lease.end ? 1 : -1))[0];
check(
  past.includes(lastThere) && month(lastThere.lease.end) === '2026-10',
  'its last tenant left at the end of October',
);

// November: one has not paid, one paid in part, everyone else in full
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(
  past.every((t) => paidIn(t, NOV) === 0 && t.lease.end < '2026-11-01'),
  'no past tenant has a November month',
);
const owedNow = total(current.map(shortOf));
const partPayer = partial[0];
check(partPayer.key === 'tobias', 'Tobias paid part of November');

// his payment history: the last payment is his November part payment
const tobiasPays = paymentsOf(partPayer).sort((a, b) => (a.date < b.date ? 1 : -1));
const lastPay = tobiasPays[0];
check(month(lastPay.date) === NOV && tobiasPays[1].date < lastPay.date, 'his last payment is in November');
const tobiasThisYear = total(
  tobiasPays.filter((x) => within(x.date, 'thisYear')).map((x) => cents(x.amount)),
);

// late payers this year (late full payments, each with a late fee)
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount.length >= 3 && lateCount[0].v >= 3 && lateCount[1].v === 1,
  'exactly one tenant was late more than once this year (3+ times), others at most once',
);
const worstLate = ten[lateCount[0].k];
check(worstLate === partPayer, 'the repeat late payer is also the part payer of November');

// lease ends
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(byNewYear.length === 1, 'one lease ends before the new year');
check(in90.length === 2 && endingBy('2027-02-28').length === 2, 'two end within 90 days / by February');
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past 90 days');
check(
  current.filter((t) => t.lease.end === nextAfter.lease.end).length === 1,
  'the next lease end after the window is one lease',
);

const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
check(deposits !== rentRoll, 'deposits held differ from the rent roll');
check(rentRoll % current.length === 0, 'the average current rent is a whole number of cents');
const avgRent = rentRoll / current.length;
// leaving the shop out would give another figure
const rentRollHomes = rentRoll - cents(co.lease.rent);
check(Math.round(rentRollHomes / (current.length - 1)) !== avgRent, 'average without the shop is different');

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
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 25, `at least 25 vendors (${VENDORS.length})`);
const [HAG, WIN] = CITIES;

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
check(rowsIn('lastMonth').length >= 5 && rowsIn('q3').length >= 10, 'October and Q3 have several rows');

// the condo: what came in and what went out, this year and last
const condoIn26 = incomeOf('thisYear', condo.key);
const condoOut26 = spentAt('thisYear', condo.key);
const condoIn25 = incomeOf('lastYear', condo.key);
const condoOut25 = spentAt('lastYear', condo.key);
check(
  otherIn('thisYear', (x) => x.property === condo.key) > 0 &&
    otherIn('lastYear', (x) => x.property === condo.key) > 0,
  'the condo has non-rent income both years (so rent alone is a different figure)',
);
check(
  new Set(
    P.payments
      .filter((x) => within(x.date, 'lastYear') && ten[x.tenant].property === condo.key)
      .map((x) => x.tenant),
  ).size === 2,
  'two tenants paid rent at the condo in 2025',
);

// property tax: the two spellings, both cities, county and city bills in Hagerstown
F.tax25 = spent('lastYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
for (const c of CITIES)
  check(
    rowsIn('lastYear', (x) => cats(['Property Tax', 'Taxes'])(x) && cityOf(x.property) === c).length > 0,
    `tax paid in ${c} in 2025`,
  );
// insurance, year against year
F.ins25 = spent('lastYear', cats(['Insurance']));
F.ins26 = spent('thisYear', cats(['Insurance']));
check(F.ins26 > F.ins25, 'insurance went up');
check(
  rowsIn('lastYear', cats(['Insurance'])).length === 6 &&
    rowsIn('thisYear', cats(['Insurance'])).length === 6,
  'six policies each year',
);

// the Burkhart plumbers: all time total and biggest single bill
const BURKHART = VENDORS.filter((v) => lower(v).includes('burkhart'));
check(BURKHART.length === 1, 'one vendor matches "burkhart"');
const burkRows = rowsIn('all', vendor(BURKHART[0]));
F.burk = total(burkRows.map((x) => cents(x.amount)));
const burkAmounts = burkRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.burkMax = burkAmounts[0];
check(burkAmounts[0] !== burkAmounts[1], 'the biggest Burkhart bill is unique');
check(new Set(burkRows.map((x) => x.property)).size >= 3, 'Burkhart worked at three or more places');
check(new Set(burkRows.map((x) => x.category)).size >= 3, 'Burkhart rows sit under several categories');

// the vendor paid the most this year
const vendors26 = [...new Set(rowsIn('thisYear').map((x) => x.entity))]
  .map((k) => ({ k, v: spent('thisYear', vendor(k)) }))
  .sort((a, b) => b.v - a.v);
check(vendors26[0].v > vendors26[1].v, 'no tie at the top of this year vendors');
const topVendor = vendors26[0];
check(topVendor.k.startsWith('Ridgeline'), 'the sewer firm is the top vendor this year');
check(rowsIn('thisYear', vendor(topVendor.k)).length >= 2, 'it has several rows (total is not one bill)');
const TOP_VENDOR_WORD = 'Ridgeline';
check(VENDORS.filter((v) => v.includes(TOP_VENDOR_WORD)).length === 1, '"Ridgeline" names one vendor');

// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 5, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 4, 'gutter rows sit under several categories');
check(new Set(gutterRows.map((x) => x.property)).size >= 3, 'gutter rows at three or more properties');
check(new Set(gutterRows.map((x) => cityOf(x.property))).size === 2, 'gutter rows in both cities');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
// the gutter firm did nothing but gutters, so "anything gutter-related" has one reading
const gutterFirm = VENDORS.filter((v) => lower(v).includes('gutter'));
check(gutterFirm.length === 1, 'one gutter firm');
check(rowsIn('all', vendor(gutterFirm[0])).every(word('gutter')), 'every gutter-firm row says gutter');
check(
  rowsIn('all', (x) => lower(x.description).includes('downspout') && !word('gutter')(x)).length === 0,
  'no downspout-only row to argue about',
);

// net: the portfolio, the best property, the loser each year
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const nets26 = rank(
  KEYS.map((k) => ({ k, v: netOf('thisYear', k) })),
  'net by property this year',
);
const best26 = nets26[0];
check(best26.k === fourplex.key, 'the fourplex makes the most this year');
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserNow === 'stonecrop' && loserThen === 'tansy', 'the sewer year and the renovation year');
// the Cedarmere house, empty this month, still makes money this year (it is not the obvious loser)
check(netOf('thisYear', 'cedarmere') > 0, 'the empty house makes money this year');

// cities
const cityOut26 = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => cityOf(x.property) === c)]),
);
check(cityOut26[HAG] !== cityOut26[WIN], 'the cities spent different amounts');
const cityRent26 = Object.fromEntries(
  CITIES.map((c) => [c, rentIn('thisYear', (t) => cityOf(t.property) === c)]),
);
check(cityRent26[HAG] !== cityRent26[WIN], 'the cities took in different rent');
check(
  cityRent26[WIN] !== incomeOf('thisYear') - incomeOf('thisYear', fourplex.key) - cityRent26[HAG],
  'Winchester rent is not confused with other income sums',
);

// other income
F.laundry26 = otherIn('thisYear', (x) => x.category === 'Laundry');
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === fourplex.key),
  'laundry only at the fourplex',
);
F.lateFees26 = otherIn('thisYear', (x) => x.category === 'Late Fee');
check(
  F.lateFees26 !== otherIn('all', (x) => x.category === 'Late Fee'),
  'this year late fees differ from all-time late fees',
);

// counts
const fourplexRows26 = rowsIn('thisYear', (x) => x.property === fourplex.key).length;
check(fourplexRows26 >= 10 && fourplexRows26 < 100, 'the fourplex count has two digits');
check(
  fourplexRows26 !== rowsIn('all', (x) => x.property === fourplex.key).length,
  'this year count differs from all time',
);

// Stonecrop this year and its biggest bill
const stone26 = spentAt('thisYear', 'stonecrop');
const stoneRows = rowsIn('thisYear', (x) => x.property === 'stonecrop').sort(
  (a, b) => cents(b.amount) - cents(a.amount),
);
check(cents(stoneRows[0].amount) > cents(stoneRows[1].amount), 'the biggest Stonecrop bill is unique');
check(stoneRows[0].entity === topVendor.k, 'it is from the sewer firm');

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'handrail', 'balcony', 'repaint', 'awning'];
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
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const INCOME = 'rent payments + other incomes';
const last = (k) => ten[k].last_name;

const idYear = ask(
  "Good morning! My wife and I are sorting out paperwork for our accountant over the long weekend, so let's start with the big picture: how much did we spend in total across all six properties in 2025?",
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask(
  'Thank you, dear. And how much have we spent so far this year?',
  [money(F.thisYear)],
  'follow_up',
  `${ROWS}, 2026-01-01..${TODAY}`,
  { follow_up_of: idYear },
);
ask(
  'Our son keeps asking how the rentals are doing month to month. What did we spend in October, all the properties together?',
  [money(F.lastMonth)],
  'total',
  `${ROWS}, October 2026`,
);
ask(
  'What did our expenses come to for the third quarter of this year, July through September?',
  [money(F.q3)],
  'total',
  `${ROWS}, 2026-07-01..2026-09-30 (includes the Stonecrop sewer line and the September tax bills)`,
);
const idCondo = ask(
  "We're having our coffee and going through the condo's folder. What came in and what went out at the condo this year?",
  [money(condoIn26), money(condoOut26)],
  'property',
  `the only Condo (${condo.address}), 2026: ${INCOME} (November unpaid, a pet fee) and ${ROWS}`,
);
ask(
  'And the year before?',
  [money(condoIn25), money(condoOut25)],
  'follow_up',
  `the condo, 2025: ${INCOME} (the past tenant to April, the current one from June, a deposit deduction) and ${ROWS}`,
  { follow_up_of: idCondo },
);
ask(
  'Our accountant always asks about property tax. How much property tax did we pay in 2025, both cities together?',
  [money(F.tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together: Washington County (in halves) and City of Hagerstown, City of Winchester (in halves)',
);
ask(
  'It feels like our insurance bills keep creeping up. What did we pay for insurance in 2025, and what have we paid so far this year?',
  [money(F.ins25), money(F.ins26)],
  'comparison',
  'category Insurance, 2025 and 2026 (six policies, renewed once each year)',
);
ask(
  "We've had the Burkhart plumbers out more times than I can count. How much have we paid them altogether since we started keeping our books in here, and what was the single biggest bill?",
  [money(F.burk), money(F.burkMax)],
  'vendor',
  `all time; rows whose entity is "${BURKHART[0]}"; the largest row is the fourplex water heater (Capital improvement)`,
);
ask(
  'Which company have we paid the most money to this year, and how much was it in total?',
  [TOP_VENDOR_WORD, money(topVendor.v)],
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  'Gutters seem to be a never-ending story with us. How much have we spent on anything gutter-related (cleaning, guards, repairs, the new ones) across all the properties since we started keeping records here?',
  [money(F.gutter)],
  'description_word',
  `all time; rows whose description contains "gutter": ${[...new Set(gutterRows.map((x) => x.entity))].join(', ')}; every row of the gutter firm says gutter`,
);
const idNet = ask(
  'Now for the bottom line, please: what was our net profit for 2025, all the properties together, after expenses?',
  [money(netAll('lastYear'))],
  'net',
  `${INCOME} - expenses, 2025, whole portfolio`,
);
ask(
  'And how are we doing so far this year?',
  [money(netAll('thisYear'))],
  'follow_up',
  'the same for 2026 to date',
  {
    follow_up_of: idNet,
  },
);
ask(
  'Which of our properties has made us the most money this year after expenses, and how much?',
  [STREET[best26.k], money(best26.v)],
  'ranking',
  `2026 net by property (${INCOME} - expenses): ${nets26.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
const idLoss = ask(
  'Be honest with us: did any of our places lose money this year? By how much?',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the sewer lateral replacement puts it below zero; absolute value of the loss',
);
ask(
  'And last year?',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025 net by property; bought in March 2025, renovated and empty until June; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'We keep debating whether Hagerstown or Winchester is easier on the wallet. How much did we spend in each city this year?',
  [money(cityOut26[HAG]), money(cityOut26[WIN])],
  'comparison',
  `${ROWS} by city, 2026 (Hagerstown: the fourplex, the condo, Stonecrop; Winchester: Cedarmere, Tansy Hollow, the Fennimore shop)`,
);
const idRentCity = ask(
  'How much rent have we collected from our Hagerstown tenants this year?',
  [money(cityRent26[HAG])],
  'comparison',
  'rent payments dated 2026 for the three Hagerstown properties (no laundry, parking or fees)',
);
ask(
  'What about the other city?',
  [money(cityRent26[WIN])],
  'follow_up',
  'rent payments dated 2026 for the three Winchester properties (the shop included, its CAM money is not rent)',
  { follow_up_of: idRentCity },
);
ask(
  'The coin laundry machines at the fourplex: how much have they brought in for us this year?',
  [money(F.laundry26)],
  'income',
  'Laundry incomes dated 2026 (quarterly commission, fourplex only)',
);
const idOwe = ask(
  "It's the end of the month and I like to keep on top of things. Who hasn't paid their November rent in full?",
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}; the Cedarmere tenant left in October`,
  { forbid: pastLast },
);
ask(
  'And how much is still owed for November altogether?',
  [money(owedNow)],
  'follow_up',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
  { follow_up_of: idOwe },
);
const idTobias = ask(
  'Could you look up Tobias Renquist for us? When did he last pay us, and how much was it?',
  [money(cents(lastPay.amount))],
  'payment_history',
  `his last payment is ${lastPay.date}, ${money(cents(lastPay.amount))}, part of November's ${money(cents(partPayer.lease.rent))} (only the amount is checked)`,
);
ask(
  'And how much has he paid us in rent altogether this year?',
  [money(tobiasThisYear)],
  'follow_up',
  'his 2026 rent payments: January to October in full and the November part payment (late fees not counted)',
  { follow_up_of: idTobias },
);
ask(
  'Has anyone paid their rent late more than once this year? Who was it?',
  [worstLate.last_name],
  'late',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${last(x.k)} ${x.v}`).join(', ')}`,
);
ask(
  'How much have we taken in from late fees so far this year?',
  [money(F.lateFees26)],
  'income',
  'Late Fee incomes dated 2026',
);
const idEnds = ask(
  'We might go down to Florida for part of the winter, so we want to plan ahead. Are any of the leases up by the end of this year?',
  byNewYear.map((t) => t.last_name),
  'lease',
  `current leases ending by 2026-12-31: ${byNewYear.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}`,
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'What about over the next 90 days?',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}: ${in90.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}; the next one after is ${name(nextAfter)} ${nextAfter.lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
const idVacant = ask(
  'Is any of our places sitting empty at the moment?',
  [STREET[vacant[0].key]],
  'vacancy',
  `the only property with no current lease: ${vacant[0].address} (tenant left ${lastThere.lease.end}, no new lease signed); every fourplex unit is let`,
);
ask(
  'Remind us, who was the last tenant there?',
  [lastThere.last_name],
  'follow_up',
  `${name(lastThere)}, lease ${lastThere.lease.start}..${lastThere.lease.end}`,
  { follow_up_of: idVacant },
);
ask(
  'How much in security deposits are we holding right now, all the tenants together?',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (past tenants, including the one who left Cedarmere in October, not counted)',
);
const idOpen = ask(
  'Could you tell us which maintenance requests are still open?',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  "Which of those hasn't anyone started on yet?",
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'A friend from church asked what we charge. What is the average monthly rent across everyone renting from us right now, the commercial unit on Fennimore included?',
  [money(avgRent)],
  'average',
  `mean of the ${current.length} current leases' rent (${money(rentRoll)} / ${current.length}); without the shop it would be ${money(Math.round(rentRollHomes / (current.length - 1)))}`,
);
ask(
  'How many separate expense entries do we have for the fourplex this year?',
  [String(fourplexRows26)],
  'count',
  `number of expense rows at ${fourplex.address} dated 2026`,
);
const idStone = ask(
  'Stonecrop has been nothing but trouble lately. What has it cost us in expenses this year, all in?',
  [money(stone26)],
  'property',
  `${ROWS} at ${prop.stonecrop.address}, 2026`,
);
ask(
  'Which of those was the biggest single bill, and who was it from?',
  [money(cents(stoneRows[0].amount)), TOP_VENDOR_WORD],
  'follow_up',
  `largest 2026 row at Stonecrop: ${stoneRows[0].date} ${stoneRows[0].entity}, ${stoneRows[0].description}`,
  { follow_up_of: idStone },
);
const outOfScope = (question, note) => ask(question, [], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  "We're thinking of driving down to Winchester next week to look at the empty house. Do you know if the roads will be icy, what's the weather going to be like?",
  'weather',
);
outOfScope(
  'Do you think house prices in Hagerstown will go up or down next year? We like to know what we are in for.',
  'market forecast',
);
outOfScope(
  'The tenant at Tansy Hollow asked about putting a chicken coop in the backyard. Is that even legal in Winchester, and are we allowed to say no under Virginia law?',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb40-${String(i + 1).padStart(2, '0')}`;
const out = Q.map((x, i) => {
  const o = { id: qid(i), question: x.question, expected: x.expected };
  if (x.forbid) o.forbid = x.forbid;
  if (x.follow_up_of !== undefined) o.follow_up_of = qid(x.follow_up_of);
  o.kind = x.kind;
  o.note = x.note;
  return o;
});
const moneyRe = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;
for (const o of out) {
  if (o.kind === 'out_of_scope') check(o.expected.length === 0, `expected of ${o.id} is empty`);
  else
    check(
      o.expected.length > 0 && o.expected.every((s) => typeof s === 'string' && s.length > 0),
      `expected of ${o.id}`,
    );
  check(
    o.expected.every((s) => !s.startsWith('$') || moneyRe.test(s)),
    `money format in ${o.id}`,
  );
  check(new Set(o.expected.map(lower)).size === o.expected.length, `no repeated expected in ${o.id}`);
  check(
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => lower(s).includes(lower(f)))),
    `forbid of ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
}
// every dollar figure is expected by only one question
const seen = new Map();
for (const o of out)
  for (const s of o.expected.filter((e) => e.startsWith('$'))) {
    check(!seen.has(s), `${s} expected by ${seen.get(s)} and ${o.id}`);
    seen.set(s, o.id);
  }
// a figure must not hide inside another expected figure of a different question (e.g. $5.00 in $15.00)
const figs = [...seen.keys()];
for (const a of figs)
  for (const b of figs) if (a !== b) check(!b.includes(a.slice(1)), `${a} is a substring of ${b}`);
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
check(out.filter((o) => o.kind === 'out_of_scope').length === 3, 'three out-of-scope questions');

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
