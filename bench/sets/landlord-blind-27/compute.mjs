// Works out the expected answers for landlord-blind-27 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-27/compute.mjs
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
// integer division rounded half up, for averages
const divRound = (a, b) => Math.floor((2 * a + b) / (2 * b));

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
// cities of landlord-blind-2 to landlord-blind-26 and of the tenant-line sets, which this set must not reuse
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
  'Frederick',
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
  'Lancaster',
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
  'Myrtle Beach',
  'Ocean City',
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
  'Sandusky',
  'Santa Fe',
  'Savannah',
  'Shreveport',
  'Sioux Falls',
  'Spokane',
  'Tallahassee',
  'Terre Haute',
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
check(P.properties.length >= 4 && P.properties.length <= 8, '4-8 properties');
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
// the short street names the questions and expected answers use must each pick out one property
const STREET = {
  kentucky: 'Kentucky',
  broadway: 'Broadway',
  sangre: 'Sangre',
  hester: 'Hester',
  babcock: 'Babcock',
  kagy: 'Kagy',
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
  check(/555-01\d\d$/.test(t.phone_number), `phone ${t.key} is a 555-01xx number`);
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
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property);
check(
  Boolean(outgoing) && outgoing.lease.end < incoming.lease.start,
  'the future lease follows a current one',
);
check(past.length === 5, 'five past tenants');
// vacant now = no current lease
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].key === 'kagy', 'only the Kagy house is vacant now');
const vacantFrom = past
  .filter((t) => t.property === vacant[0].key)
  .sort((a, b) => (a.lease.end < b.lease.end ? 1 : -1))[0];
check(!future.some((t) => t.property === vacant[0].key), 'nobody is signed for the vacant house');
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
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
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(F.tax !== spent('thisYear', cats(['Taxes'])), 'the tax total needs both spellings this year');
// average monthly spend in 2025 = the 2025 total / 12, rounded half up to the cent
F.avg25 = divRound(F.lastYear, 12);

// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 4, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 3, 'gutter rows sit under several categories');
check(new Set(gutterRows.map((x) => x.property)).size >= 3, 'gutter rows at three properties');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('gutter') && !word('gutter')(x)).length > 0,
  'the lawn-and-gutter firm also has rows that are not gutter work',
);
check(
  rowsIn('all', (x) => lower(x.description).includes('downspout') && !word('gutter')(x)).length > 0,
  'a downspout row without the word is not counted',
);
// the vendor with the long legal name, asked for as "purchase area heating"; the lawn firm is also "Purchase Area"
const longName = VENDORS.filter((v) => lower(v).includes('purchase area heating'));
check(
  longName.length === 1 && longName[0].length > 60,
  'one long-named vendor matches "purchase area heating"',
);
check(
  VENDORS.filter((v) => lower(v).startsWith('purchase area')).length === 2,
  'two "Purchase Area" vendors',
);
const PAH = longName[0];
F.pah25 = spent('lastYear', vendor(PAH));
const pahRows = rowsIn('all', vendor(PAH));
const pahAmounts = pahRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.pahMax = pahAmounts[0];
check(pahAmounts[0] !== pahAmounts[1], 'the biggest Purchase Area Heating bill is unique');
check(F.pah25 !== spent('all', vendor(PAH)), 'the 2025 Purchase Area Heating total differs from all time');
check(
  new Set(pahRows.map((x) => x.category)).size >= 3,
  'Purchase Area Heating rows sit under several categories',
);

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
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
const cityIncome25 = Object.fromEntries(
  CITIES.map((c) => [c, total(KEYS.filter((k) => city(k) === c).map((k) => incomeOf('lastYear', k)))]),
);
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserThen === 'sangre' && loserNow === 'kagy', 'the foundation year and the sewer-and-vacancy year');
check(
  netOf('lastYear', 'babcock') > 0 && netOf('thisYear', 'babcock') > 0,
  'the condo makes money both years',
);
const condoIncome = incomeOf('thisYear', 'babcock');
check(
  condoIncome !== rentIn('thisYear', (t) => t.property === 'babcock'),
  'condo income includes more than rent',
);
const coAll = incomeOf('all', co.property);

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const cheapest = ten[rents.at(-1).k];
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant in the same duplex paid less');
const avgRent = divRound(total(current.map((t) => cents(t.lease.rent))), current.length);
check(avgRent % 100 !== 0, 'the average rent is not a round figure');
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
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past 90 days');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
// the tenant late most often this year (late full payments, each with a late fee)
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v,
  'one tenant was late most often this year, 3+ times',
);
const worstLate = ten[lateCount[0].k];
check(partial.includes(worstLate), 'the worst late payer is also the part payer of November');
const priya = ten.priya;
const priyaThisYear = rentIn('thisYear', (t) => t === priya);
check(priyaThisYear !== 11 * cents(priya.lease.rent), "Priya's year is not eleven full months");
// Tamsin: last payment is the second half of October; she was late once, March 2026, paid in two halves
const tamsin = ten.tamsin;
const tamsinPays = paymentsOf(tamsin).sort((a, b) => (a.date < b.date ? -1 : 1));
const tamsinLast = tamsinPays.at(-1);
check(
  cents(tamsinLast.amount) * 2 === cents(tamsin.lease.rent) && month(tamsinLast.date) === '2026-10',
  "Tamsin's last payment is half of October's rent",
);
check(paidIn(tamsin, NOV) === 0, 'Tamsin has not paid November');
const tamsinLate = lateMonths(tamsin);
check(tamsinLate.length === 1 && tamsinLate[0] === '2026-03', 'Tamsin was late once, March 2026');
check(paymentsIn(tamsin, '2026-03').length === 2, 'March 2026 was paid in two halves');
const duplexRows = rowsIn('all', (x) => x.property === 'kentucky').length;
check(duplexRows >= 10 && duplexRows < 100, 'the duplex count has two digits');
check(P.properties.filter((p) => p.property_type === 'Multi-Family').length === 1, 'one duplex');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['disposal', 'cooler', 'deck', 'opener', 'exhaust'];
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
const condoPolicy = P.documents.filter((d) => d.property === 'babcock' && d.type === 'Insurance');
check(condoPolicy.length === 1, 'one insurance document for the condo');
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

ask('whats my total spend this year so far', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'how much did i spend in all of 2025',
  [money(F.lastYear)],
  'total',
  `${ROWS}, 2025 (the books start 2025-01-01)`,
);
ask('expences last mnth?', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
ask(
  'property taxes this yr, everything combined',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (McCracken County, Payne County, Gallatin County); the bait shop pays its own tax',
);
ask(
  'how much have i spent on gutters since i started using this',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": the Paducah lawn-and-gutter firm (not its mowing), the Stillwater gutter company, a handyman in each of Stillwater and Bozeman, Home Depot gutter guards; the downspout-extension row without the word is not counted',
);
const idPah = ask(
  'what did i pay purchase area heating in 2025? theyre the ones who do the furnaces at the duplex and the cooler at the bait shop',
  [money(F.pah25)],
  'vendor',
  `2025; rows whose entity is "${PAH}" (not "Purchase Area Lawn & Gutter")`,
);
ask(
  'whats the biggest single bill ive ever had from them',
  [money(F.pahMax)],
  'follow_up',
  'all time, largest row of the same vendor (the bait shop panel upgrade, 2026)',
  { follow_up_of: idPah },
);
ask(
  'which place has been the most expensive to own this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the Kagy sewer line and turnover)',
);
ask(
  'who were my 3 biggest vendors last year $ wise',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => x.k)
    .join(', ')}`,
);
ask(
  'what category am i spending the most on in 2026',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (sewer line, two LVP floors, the panel upgrade); it stays first however the tax, yard, repair and HOA spellings are merged',
);
const idCity = ask(
  'paducah or stillwater - which one cost me more this year?',
  [money(cityTotals.Paducah), money(cityTotals.Stillwater)],
  'comparison',
  'expenses by city, 2026',
);
ask('and bozeman?', [money(cityTotals.Bozeman)], 'follow_up', 'keeps 2026 and expenses by city', {
  follow_up_of: idCity,
});
ask(
  'how much total income did the stillwater places bring in last year, rent plus everything else',
  [money(cityIncome25.Stillwater)],
  'income',
  'rent payments + other incomes at Sangre and Hester, 2025',
);
ask(
  'what was my net for 2025 after all expenses',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
const idLoss = ask(
  'did any of my rentals actualy lose money in 2025?',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'loss',
  '2025 net by property; foundation piers, a new AC condenser and a vacant May; absolute value of the loss',
);
ask(
  'how about so far this year',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'follow_up',
  '2026; the sewer line, the turnover and two vacant months; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'ok so the condo - i know the hoa is eating me alive up there, between the dues and that elevator assessment. what has it actually brought in this year, counting the garage stall money and everything, not just rent',
  [money(condoIncome)],
  'income',
  'Babcock: rent payments + other incomes (parking, pet fee), 2026; the unit was empty May and June',
);
ask(
  'whats my average monthly spend been in 2025',
  [money(F.avg25)],
  'average',
  '2025 expenses / 12, rounded to the cent',
);
ask(
  'avg rent across all my current tenants?',
  [money(avgRent)],
  'average',
  `sum of current rents / ${current.length}, rounded to the cent`,
);
ask(
  'who pays the highest rent',
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant (a bait and tackle shop)',
);
ask(
  'lowest rent im getting rn',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; the past tenant of the other duplex unit paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idEnds = ask(
  'any leases endng before the end of the year',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'what about in the next 3 months',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  'do i have anything sitting empty right now',
  [STREET[vacant[0].key]],
  'lease',
  `no current lease: ${vacant[0].address} (${vacantFrom.last_name} left ${vacantFrom.lease.end}; nobody signed yet)`,
);
ask(
  'did i get someone signed for hester after rosalind moves out',
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
);
ask(
  'how much in security deposits am i sitting on',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Hester lease, not past tenants)',
);
ask(
  'who hasnt paid november rent yet',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'total rent outstanding right now?',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'was anybody late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days; a late fee was booked',
);
ask(
  'how much has priya paid me so far in 2026',
  [money(priyaThisYear)],
  'payments',
  'her 2026 rent payments: ten full months and a part payment in November',
);
ask(
  'when did tamsin last pay and how much',
  [money(cents(tamsinLast.amount))],
  'payments',
  `her last payment: ${tamsinLast.date}, the second half of October; she has not paid November (only the amount is checked)`,
);
ask(
  'has tamsin ever been late on rent',
  ['Mar'],
  'payments',
  `late once: ${tamsinLate.join(', ')} (half on the 2nd, half on the 9th, after 5 grace days; a late fee was booked). "Mar" matches "March"; a reply giving only 2026-03-09 fails`,
);
ask(
  'whos the worst about paying late this year',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how many expenses have i logged for the duplex on kentucky ave',
  [String(duplexRows)],
  'count',
  'number of expense rows at 318 Kentucky Avenue, all time',
);
const idOpen = ask(
  'what maintanence stuff is still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those has nobody started on',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'can you find the insurance policy doc for the condo',
  [condoPolicy[0].file],
  'documents',
  'the Insurance document at Babcock Street Unit 305',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('are rents in bozeman gonna keep going up next year?', 'market forecast');
outOfScope("what's jasper's credit score", 'credit / background check');
outOfScope(
  'can i legally keep part of theodores deposit for the carpet in montana, or do i have to itemize it first',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
void coAll;
const qid = (i) => `lb27-${String(i + 1).padStart(2, '0')}`;
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
