// Works out the expected answers for landlord-blind-15 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-15/compute.mjs
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
// a loss is expected as its absolute amount, so "-$5.00", "($5.00)" and "lost $5.00" all pass
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-26';
check(P.today === TODAY, 'today is 2026-11-26');
// The landlord started keeping books in the app in March 2025: the first month of any payment, income or
// expense is the books start, and leases that began earlier only have their months from March 2025 on record.
const BOOKS_START = '2025-03-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  // 2025 as the landlord says it; on the books it runs from March
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  october: ['2026-10-01', '2026-10-31'],
  q3: ['2026-07-01', '2026-09-30'],
  q4: ['2026-10-01', TODAY],
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
// cities of the earlier landlord-blind sets and tenant-line sets, which this set must not reuse
const USED_CITIES = [
  'Altoona',
  'Ames',
  'Asheville',
  'Bangor',
  'Bellingham',
  'Bend',
  'Billings',
  'Boise',
  'Burlington',
  'Chattanooga',
  'Cheyenne',
  'Dayton',
  'Duluth',
  'Eugene',
  'Fargo',
  'Flagstaff',
  'Fort Collins',
  'Grand Rapids',
  'Greenville',
  'Hancock',
  'Kalamazoo',
  'Knoxville',
  'Lafayette',
  'Lawrence',
  'Lexington',
  'Lincoln',
  'Lubbock',
  'Macon',
  'Madison',
  'Missoula',
  'Providence',
  'Provo',
  'Pueblo',
  'Raleigh',
  'Roanoke',
  'Rochester',
  'San Antonio',
  'Santa Fe',
  'Savannah',
  'Sioux Falls',
  'Spokane',
  'Tucson',
  'Tulsa',
  'Wilmington',
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
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
  check(typeof p.zipCode === 'string' && /^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  sassafras: 'Sassafras',
  peach: 'Peach',
  chisholm: 'Chisholm',
  brazos: 'Brazos',
  skyline: 'Skyline',
  canyon: 'Canyon Lake',
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
  // every lease starts on the 1st and ends on a month's last day: no partial first or last month
  check(t.lease.start.endsWith('-01'), `lease ${t.key} starts on the 1st`);
  check(plusDays(t.lease.end, 1).endsWith('-01'), `lease ${t.key} ends on a month's last day`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(
    Number.isInteger(t.lease.due_day) && t.lease.due_day >= 1 && t.lease.due_day <= 28,
    `due day ${t.key}`,
  );
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
// the books start is the first month of any payment, income or expense
const firstDated = [...P.payments, ...P.incomes, ...P.expenses].map((x) => x.date).sort()[0];
check(
  `${month(firstDated)}-01` === BOOKS_START,
  `the books start in March 2025 (first record ${firstDated})`,
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
      d.uploaded >= BOOKS_START &&
      d.uploaded <= TODAY,
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
const paymentsIn = (t, mo) => P.payments.filter((x) => x.tenant === t.key && month(x.date) === mo);
const paidIn = (t, mo) => total(paymentsIn(t, mo).map((x) => cents(x.amount)));
const paidLate = (t, mo) =>
  paymentsIn(t, mo).some((x) => Number(x.date.slice(8)) > t.lease.due_day + t.lease.grace_period_days);
const lateFees = P.incomes.filter((x) => x.category === 'Late Fee');
const lateMonths = (t) =>
  bookedMonths(t).filter((mo) => paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo));
for (const t of P.tenants) {
  const months = bookedMonths(t);
  check(
    P.payments.filter((x) => x.tenant === t.key).every((x) => months.includes(month(x.date))),
    `${t.key}: payments only in booked lease months`,
  );
  for (const mo of months) {
    check(paymentsIn(t, mo).length <= 1, `${t.key} ${mo}: at most one payment`);
    if (mo !== NOV) check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} paid in full`);
    const fees = lateFees.filter((x) => x.entity === name(t) && month(x.date) === mo);
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const activeOn = (l, d) => l.start <= d && d <= l.end;
for (const p of P.properties) {
  const ls = P.tenants.filter((t) => t.property === p.key).map((t) => t.lease);
  // the most leases running on one day (the busiest day is a lease's first day)
  const most = Math.max(0, ...ls.map((a) => ls.filter((b) => activeOn(b, a.start)).length));
  // the triplex has three units; every other property is let whole
  check(most <= (p.property_type === 'Multi-Family' ? 3 : 1), `too many leases at once at ${p.key}`);
}
const multi = P.properties.filter((p) => p.property_type === 'Multi-Family');
check(multi.length === 1 && multi[0].key === 'sassafras', 'one multi-unit building, the triplex');
const triplexNow = current.filter((t) => t.property === 'sassafras');
const triplexGone = past.filter((t) => t.property === 'sassafras');
check(
  triplexNow.length === 3 && triplexGone.length === 1,
  'three current units and one past tenant at the triplex',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'the company lease began before the books');
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 3 && past.length === 4,
  'four past tenants, three of them begun before the books',
);
check(
  current.filter((t) => t.lease.start < BOOKS_START).length === 2,
  'two current leases begun before the books',
);
check(ten.evangeline.lease.start === BOOKS_START, 'the Skyline lease starts the day the books start');
// vacancy: one property with no current lease, with a signed lease starting later
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].key === 'canyon', 'the condo is the one empty property');
check(future.length === 1 && future[0].property === 'canyon', 'one signed lease, at the empty condo');
const incoming = future[0];
const condoGone = past.filter((t) => t.property === 'canyon');
check(condoGone.length === 1, 'one past tenant at the condo');

// November: one has not paid, one paid part, one paid in full after the grace days
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === ten.anneliese, 'Korhonen has not paid November');
check(partial.length === 1 && partial[0] === ten.calloway, 'Finch paid part of November');
check(lateNov.length === 1 && lateNov[0] === ten.tommie, 'Okonkwo paid November late');
const owedNow = total(current.map(shortOf));
// the unpaid tenant's last payment is October's
const lastPay = (t) =>
  P.payments.filter((x) => x.tenant === t.key).sort((a, b) => (a.date < b.date ? 1 : -1))[0];
const annLast = lastPay(ten.anneliese);
check(month(annLast.date) === '2026-10', "Korhonen's last payment is October's");

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
// sorted high to low; no tie among the first `depth` places (all of them unless told), so the asked places are sure
function rank(items, what, depth = Infinity) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < Math.min(r.length, depth + 1); i += 1)
    check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 30, `30+ vendors (${VENDORS.length})`);
check(P.expenses.length >= 120, `120+ expense rows (${P.expenses.length})`);
check(
  P.expenses.some((x) => x.date < '2026') && P.expenses.some((x) => x.date >= '2026'),
  'expenses over both years',
);

const F = {};
for (const p of ['thisYear', 'lastYear', 'q3', 'q4', 'october']) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
check(F.q4 !== F.q3, 'this quarter differs from last');

// HOA: both spellings, both associations, all time (dues and the pool assessment)
const HOA = ['HOA dues', 'HOA'];
F.hoa = spent('all', cats(HOA));
for (const c of HOA) check(rowsIn('all', (x) => x.category === c).length > 0, `HOA category ${c} used`);
check(
  new Set(rowsIn('all', cats(HOA)).map((x) => x.property)).size === 2,
  'HOA at the townhouse and the condo',
);
// property tax: both spellings, 2026
const TAX = ['Property Tax', 'Taxes'];
F.tax = spent('thisYear', cats(TAX));
for (const c of TAX)
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2026`);

// description words, whoever the vendor and whatever the category
F.termite = spent('all', word('termite'));
F.gutter = spent('all', word('gutter'));
for (const [w, min] of [
  ['termite', 4],
  ['gutter', 6],
]) {
  const rows = rowsIn('all', word(w));
  check(new Set(rows.map((x) => x.entity)).size >= min, `"${w}" rows come from ${min}+ vendors`);
  check(new Set(rows.map((x) => x.category)).size >= 3, `"${w}" rows sit under 3+ categories`);
  for (const v of VENDORS) check(F[w] !== spent('all', vendor(v)), `${w} total differs from ${v}`);
}
check(
  rowsIn('all', (x) => x.entity === 'Centex Termite & Pest' && !word('termite')(x)).length > 0,
  'the termite firm also has a row that is not termite work',
);
check(
  rowsIn('all', (x) => word('downspout')(x) && !word('gutter')(x)).length > 0,
  'a downspout row without the word "gutter" is not counted',
);
check(
  rowsIn('all', (x) => word('termite')(x) && word('gutter')(x)).length === 1,
  'one receipt holds both words',
);
// the heating firm, asked for as "kowalczyk", at both Erie buildings
const KOW = VENDORS.filter((v) => lower(v).includes('kowalczyk'));
check(KOW.length === 1, 'one vendor named Kowalczyk');
F.kow = spent('all', vendor(KOW[0]));
const kowBy = rank(
  KEYS.map((k) => ({ k, v: spent('all', (x) => vendor(KOW[0])(x) && x.property === k) })).filter(
    (x) => x.v > 0,
  ),
  'Kowalczyk by property',
);
check(kowBy.length === 2, 'Kowalczyk worked at two properties');
check(
  new Set(rowsIn('all', vendor(KOW[0])).map((x) => x.category)).size >= 3,
  'Kowalczyk under 3+ categories',
);
// the lawn firm, 2025; its name shares a word with no property
const BOSQUE = 'Bosque Valley Lawn & Tree';
F.bosque25 = spent('lastYear', vendor(BOSQUE));
check(F.bosque25 !== spent('all', vendor(BOSQUE)), 'the lawn firm was paid in 2026 too');
check(!P.properties.some((p) => p.address.includes('Bosque')), 'no property named Bosque');

const byProperty = (p) => KEYS.map((k) => ({ k, v: spentAt(p, k) }));
rank(byProperty('thisYear'), 'spend by property this year');
const incomeRank = rank(
  KEYS.map((k) => ({ k, v: incomeOf('thisYear', k) })),
  'income by property this year',
);
check(incomeRank[0].k === 'sassafras', 'the triplex brings in the most this year');
check(incomeRank.at(-1).k === 'canyon', 'the condo brings in the least this year');
const vendors26 = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors 2026',
  4,
);
const biggest = [...rowsIn('thisYear')].sort((a, b) => b.amount - a.amount);
check(biggest[0].amount > biggest[1].amount, 'one biggest expense this year');
const CITY_OF = (key) => prop[key].city;
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three cities');
const cityTotals = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => CITY_OF(x.property) === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
F.util26 = spent('thisYear', cats(['Utilities']));
F.util25 = spent('lastYear', cats(['Utilities']));
check(F.util26 !== F.util25, 'utilities differ year to year');

const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserNow === 'skyline' && loserThen === 'canyon', 'the hail-roof year and the condo-renovation year');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
// the hail payout is income, so the roof year's loss is smaller than the roof
check(
  P.incomes.some((x) => x.property === 'skyline' && x.category === 'Other' && within(x.date, 'thisYear')),
  'the insurance payout is booked at Skyline this year',
);
const condoIn = incomeOf('thisYear', 'canyon');
const condoOut = spentAt('thisYear', 'canyon');
check(condoIn > condoOut, 'the condo makes money this year');

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const topHome = ten[rents[1].k];
const cheapest = ten[rents.at(-1).k];
check(cheapest === ten.ignatius, 'Pawlowski pays the least');
const cheaperPast = past.filter((t) => t.lease.rent < cheapest.lease.rent);
check(cheaperPast.length === 1, 'a past tenant paid less');

const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const in45 = endingBy(plusDays(TODAY, 45));
const byFeb = endingBy('2027-02-28');
check(in45.length === 1 && in45[0] === ten.marisela, 'one lease ends within 45 days');
check(byFeb.length === 3, 'three leases end by the end of February');
check(endingBy(plusDays(TODAY, 90)).length === 2, 'the third one is just past 90 days');
const nextAfter = current
  .filter((t) => !byFeb.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end <= '2027-03-31', 'the next lease end is in March, just outside');

const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');

// late full payments (each with a late fee), all on the books
const lateCounts = P.tenants.map((t) => ({ k: t.key, v: lateMonths(t).length })).sort((a, b) => b.v - a.v);
check(lateCounts[0].v >= 4 && lateCounts[1].v < lateCounts[0].v, 'one tenant late most often overall');
const late26 = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .sort((a, b) => b.v - a.v);
check(late26[0].k === lateCounts[0].k && late26[1].v < late26[0].v, 'and this year too');
const worstLate = ten[lateCounts[0].k];
check(!owing.includes(worstLate), 'the worst late payer is paid up this month');

F.laundry26 = otherIn('thisYear', (x) => x.category === 'Laundry');
F.pet = otherIn('all', (x) => x.category === 'Pet Fee');
F.parking = otherIn('all', (x) => x.category === 'Parking');
check(F.pet !== F.parking, 'pet fees differ from parking');
check(P.incomes.filter((x) => x.category === 'Pet Fee').length === 4, 'four pet fees');
F.incomeOct = incomeOf('october');
check(F.incomeOct !== rentIn('october'), 'October had other income besides rent');
F.peachNet = netOf('thisYear', 'peach');
const paymentCount = P.payments.length;
check(paymentCount >= 100 && paymentCount < 1000, 'the payment count has three digits');

const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'dryer', 'awning', 'fence', 'garage', 'repaint'];
check(open.length === OPEN_WORDS.length, 'six open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const wacoOpen = OPEN_WORDS.filter((w) =>
  open.some((m) => lower(m.title).includes(w) && prop[m.property].city === 'Waco'),
);
check(wacoOpen.length === 2, 'two open requests in Waco');
const policy = P.documents.filter((d) => d.property === 'peach' && d.type === 'Insurance');
check(policy.length === 1, 'one insurance document for Peach');
const acInvoice = P.documents.filter((d) => d.property === 'chisholm' && d.type === 'Invoice');
check(acInvoice.length === 1, 'one invoice document for Chisholm');
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
  'whats my total expenses ytd, all properties',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask(
  'total spent in 2025 across everything?',
  [money(F.lastYear)],
  'total',
  `${ROWS} dated 2025 (on the books from 2025-03-01)`,
);
ask(
  'expenses this quarter vs last quarter? last one felt brutal',
  [money(F.q4), money(F.q3)],
  'comparison',
  `${ROWS}, Q4 to date (2026-10-01..today) and Q3 (2026-07-01..2026-09-30)`,
);
ask(
  'how much have i paid in hoa since i started tracking, townhouse and condo together',
  [money(F.hoa)],
  'category',
  'categories "HOA dues" and "HOA" together, all time: quarterly townhome dues, the pool special assessment, monthly condo dues',
);
ask(
  'property taxes paid so far in 2026?',
  [money(F.tax)],
  'category',
  'categories "Property Tax" and "Taxes" together, dated 2026: City of Erie, Erie school district, McLennan County (January, for 2025), Pennington County halves',
);
ask(
  'what has all the termite stuff cost me',
  [money(F.termite)],
  'description_word',
  'all time; rows whose description contains "termite": bond renewals, the townhouse treatment, the carpenter fixing termite damage (Repairs) and Home Depot bait stakes; the termite firm\'s general pest spray is not counted',
);
ask(
  'gutters. how much have i spent on gutters, any property, all time',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter" (cleanings, a reattached gutter, gutter guards, the new seamless gutters), under Yard, Repairs & maint, Supplies and Capital improvement; the downspout extensions row does not contain the word',
);
ask(
  'total paid to kowalczyk since i started tracking? and which building got most of it',
  [money(F.kow), STREET[kowBy[0].k]],
  'vendor',
  `all time, entity "${KOW[0]}"; by building: ${kowBy.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'how much did bosque valley lawn bill me last yr',
  [money(F.bosque25)],
  'vendor',
  `rows of "${BOSQUE}" dated 2025 (mowing, spring cleanup, gutter cleaning), at Chisholm`,
);
ask(
  'what did the peach st building net me this year',
  [money(F.peachNet)],
  'net',
  'Peach Street, 2026: rent + CAM reconciliation - expenses',
);
const idNet = ask(
  'profit for 2025, whole portfolio',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses dated 2025 (books from March)',
);
ask('and so far this yr?', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
const idLoss = ask(
  'are any of my properties losing money this year? by how much',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the hail roof, the gutters and the sewer line, less the insurance payout; absolute value of the loss',
);
ask(
  'what about last year',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025; the condo bought in July, renovated, rented from October; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'condo numbers for this year pls, money in and money out',
  [money(condoIn), money(condoOut)],
  'net',
  'Canyon Lake Unit 3B, 2026: rent + pet/other income, and expenses',
);
ask(
  'which place brings in the most income this year, and which brings in the least',
  [STREET[incomeRank[0].k], money(incomeRank[0].v), STREET[incomeRank.at(-1).k], money(incomeRank.at(-1).v)],
  'ranking',
  `income (rent + other incomes) by property, 2026: ${incomeRank.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'my 3 biggest vendors this year $ wise',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 5)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  "whats the single biggest bill i've paid this year and who was it to",
  [money(cents(biggest[0].amount)), 'Dakota Ridge'],
  'ranking',
  `largest expense row dated 2026: ${biggest[0].entity}, ${biggest[0].description}`,
);
const idCity = ask(
  'waco vs erie, where am i spending more this year',
  [money(cityTotals.Waco), money(cityTotals.Erie)],
  'comparison',
  'expenses by city, 2026',
);
ask(
  'how about rapid city',
  [money(cityTotals['Rapid City'])],
  'follow_up',
  'keeps 2026 and expenses by city',
  {
    follow_up_of: idCity,
  },
);
ask(
  'utilities this year compared to last year?',
  [money(F.util26), money(F.util25)],
  'comparison',
  'category Utilities, 2026 and 2025 (books from March 2025): triplex water/sewer, common electric, dumpster; vacancy bills in Waco and at the condo',
);
ask(
  'how much did the laundry machines at sassafras make this year',
  [money(F.laundry26)],
  'income',
  'Laundry incomes dated 2026 (coin box)',
);
ask(
  'pet fees and parking - what has each brought in since i started using the app',
  [money(F.pet), money(F.parking)],
  'income',
  'all time: Pet Fee incomes (four) and Parking incomes (the neighbour renting the triplex garage bay)',
);
ask(
  'total income in october, rent plus everything else',
  [money(F.incomeOct)],
  'income',
  'rent payments + other incomes dated 2026-10-01..2026-10-31',
);
const idEnds = ask(
  'whose lease is up in the next 45 days',
  in45.map((t) => t.last_name),
  'lease',
  `current leases ending by ${plusDays(TODAY, 45)}`,
  { forbid: byFeb.filter((t) => !in45.includes(t)).map((t) => t.last_name) },
);
ask(
  'ok and thru the end of feb?',
  byFeb.map((t) => t.last_name),
  'follow_up',
  'current leases ending by 2027-02-28',
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  'not counting the print shop, who pays me the most rent',
  [topHome.last_name, money(cents(topHome.lease.rent))],
  'lease',
  'current residential leases; the company tenant pays more',
);
ask(
  "lowest rent i'm getting rn?",
  [cheapest.last_name, money(cents(cheapest.lease.rent))],
  'lease',
  'current leases; a past tenant of the triplex paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idVacant = ask(
  'do i have anything sitting empty right now',
  [STREET[vacant[0].key]],
  'lease',
  `no current lease at ${vacant[0].address} since ${condoGone[0].last_name} left on ${condoGone[0].lease.end}`,
);
ask(
  'has anyone signed for it yet',
  [incoming.last_name],
  'follow_up',
  `signed lease starting ${incoming.lease.start}`,
  { follow_up_of: idVacant },
);
ask(
  'who are my tenants at the sassafras triplex',
  triplexNow.map((t) => t.last_name),
  'lease',
  'current leases at the triplex; the unit 2 tenant who left in July 2025 is not one',
  { forbid: triplexGone.map((t) => t.last_name) },
);
ask(
  'how much in security deposits am i holding for the people living in my places now',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed condo lease, not past tenants)',
);
const idOwe = ask(
  'who hasnt paid november rent in full',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much is that altogether',
  [money(owedNow)],
  'follow_up',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
  { follow_up_of: idOwe },
);
ask(
  'when did anneliese last pay me and how much',
  [money(cents(annLast.amount))],
  'payments',
  `her last payment is ${annLast.date}; nothing in November (only the amount is checked)`,
);
ask(
  'which tenant is the worst about paying on time',
  [worstLate.last_name],
  'payments',
  `late full payments on the books by tenant: ${lateCounts
    .filter((x) => x.v > 0)
    .map((x) => `${ten[x.k].last_name} ${x.v}`)
    .join(', ')}; the same leader for 2026 alone`,
);
ask(
  'how many rent payments have i logged altogether',
  [String(paymentCount)],
  'count',
  'number of rent payment rows, all time (current and past tenants)',
);
const idOpen = ask(
  'what maintenance stuff is still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those are at the waco places',
  wacoOpen,
  'follow_up',
  'open requests at Chisholm Ridge and Brazos Mill',
  { follow_up_of: idOpen, forbid: OPEN_WORDS.filter((w) => !wacoOpen.includes(w)) },
);
ask(
  'pull up the insurance policy for the peach st building',
  [policy[0].file],
  'documents',
  'the Insurance document at Peach Street',
);
ask(
  "where's the invoice for the new ac at chisholm",
  [acInvoice[0].file],
  'documents',
  'the Invoice document at Chisholm Ridge (AC condenser + furnace)',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is rapid city supposed to get hail again next summer', 'weather');
outOfScope('where are rents in waco headed next yr', 'market forecast');
outOfScope("can you look up tommie okonkwo's credit score", 'credit score');
outOfScope(
  'is it legal in south dakota to ban smoking on the porch too or only inside the house',
  'legal advice',
);

check(Q.length === 45, `45 questions (${Q.length})`);
check(Q.filter((q) => q.follow_up_of !== undefined).length >= 6, 'six or more follow-ups');
const qid = (i) => `lb15-${String(i + 1).padStart(2, '0')}`;
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
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => lower(s).includes(lower(f)))),
    `forbid of ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
}
// a follow-up comes right after the question it follows
for (let i = 0; i < Q.length; i += 1)
  if (Q[i].follow_up_of !== undefined)
    check(Q[i].follow_up_of === i - 1, `follow-up ${qid(i)} follows the one before`);
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
