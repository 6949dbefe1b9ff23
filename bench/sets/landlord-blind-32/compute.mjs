// Works out the expected answers for landlord-blind-32 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-32/compute.mjs
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
  q3: ['2026-07-01', '2026-09-30'],
  jul: ['2026-07-01', '2026-07-31'],
  aug: ['2026-08-01', '2026-08-31'],
  sep: ['2026-09-01', '2026-09-30'],
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
// cities of landlord-blind-2 to landlord-blind-31 (and those set 13 lists for the tenant-line sets)
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
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// each type asked about by nickname ("the duplex", "the condo") must pick out one property
for (const t of ['Multi-Family', 'Condo', 'Townhouse', 'Commercial'])
  check(P.properties.filter((p) => p.property_type === t).length === 1, `one ${t}`);
// the short street names used in expected answers must each pick out one property
const STREET = {
  wahconah: 'Wahconah',
  tyler: 'Tyler',
  gallaudet: 'Gallaudet',
  heron: 'Heron',
  pembina: 'Pembina',
  larkspur: 'Larkspur',
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
  check(
    Number.isInteger(t.lease.due_day) && Number.isInteger(t.lease.grace_period_days),
    `due day and grace ${t.key}`,
  );
  check(/^\(\d{3}\) 555-01\d{2}$/.test(t.phone_number), `phone ${t.key} is a 555-01xx number`);
  check(/^[^@\s]+@[^@\s]+\.[a-z]+$/.test(t.email), `email ${t.key}`);
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
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 25 && VENDORS.length <= 32, `about 25-30 vendors (${VENDORS.length})`);
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
// months a tenant paid in full but late; each has a late fee of 5% of the rent
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
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
    if (wantFee) check(cents(fees[0].amount) * 20 === cents(t.lease.rent), `${t.key} ${mo}: fee is 5%`);
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
check(current.length === 6 && past.length === 6 && future.length === 1, 'six current, six past, one future');
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 4,
  'four past tenants started before the books',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'the bakery lease started before the books');
// vacancy: a property with no current lease; the signed lease there starts later
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].key === 'pembina', 'Pembina is the one empty property');
const incoming = future[0];
check(incoming.property === vacant[0].key, 'the signed future lease is for the empty house');
const moved = past
  .filter((t) => t.property === vacant[0].key)
  .sort((a, b) => (a.lease.end < b.lease.end ? 1 : -1))[0];
check(
  moved === ten.solveig && moved.lease.end.startsWith('2026-10'),
  'Solveig moved out at the end of October',
);

// the November situation: every month before it inside the books is paid in full, so "owed" is this
// month's shortfall whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === ten.tobias, 'Tobias has not paid November');
check(partial.length === 1 && partial[0] === ten.jericho, 'Jericho paid part of November');
check(!paidLate(ten.jericho, NOV), "Jericho's part payment came inside the grace days");
check(
  lateNov.map((t) => t.key).join() === 'marguerite,hollis' ||
    lateNov.map((t) => t.key).join() === 'hollis,marguerite',
  'Marguerite and Hollis paid November in full but late',
);
const owedNow = total(current.map(shortOf));
const tobiasOwes = shortOf(ten.tobias);

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

const F = {};
for (const p of ['all', 'thisYear', 'lastYear', 'thisMonth', 'lastMonth', 'q3']) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
// Q3 month by month
const q3Months = ['jul', 'aug', 'sep'].map((p) => spent(p));
check(new Set(q3Months).size === 3 && total(q3Months) === F.q3, 'Q3 months differ and add up');
check(!q3Months.includes(F.lastMonth), 'no Q3 month equals October');

// property tax: the two spellings together
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(
  rowsIn('all', (x) => x.property === 'tyler' && cats(['Property Tax', 'Taxes'])(x)).length === 0,
  'the bakery pays its own tax',
);
// HOA: both spellings, both associations, all time
F.hoa = spent('all', cats(['HOA dues', 'HOA']));
const hoaRows = rowsIn('all', cats(['HOA dues', 'HOA']));
check(new Set(hoaRows.map((x) => x.entity)).size === 2, 'two associations');
check(new Set(hoaRows.map((x) => x.category)).size === 2, 'both HOA spellings used');
for (const v of VENDORS) check(F.hoa !== spent('all', vendor(v)), `HOA total differs from ${v}`);

// snow: the word in the description, whoever did the work and under whatever category
F.snow = spent('all', word('snow'));
const snowRows = rowsIn('all', word('snow'));
check(new Set(snowRows.map((x) => x.entity)).size >= 6, 'snow rows come from several vendors');
check(new Set(snowRows.map((x) => x.category)).size >= 5, 'snow rows sit under several categories');
for (const v of VENDORS) check(F.snow !== spent('all', vendor(v)), `snow total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.description).includes('ice melt') && !word('snow')(x)).length === 1,
  'one ice-melt row without the word is not counted',
);
check(
  rowsIn('all', (x) => x.entity === 'Northern Plains Lawn & Snow' && !word('snow')(x)).length > 0,
  'the lawn-and-snow firm also mows',
);
// gutters: the word across roofers, handymen, the lawn firm and the stores
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 6, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.property)).size >= 4, 'gutter rows at four properties');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
// the plow firm: all its rows, snow or not (it also sealcoats and does leaf and spring cleanups)
const GPC = 'Greylock Plow Co.';
F.greylock = spent('all', vendor(GPC));
check(spent('all', (x) => vendor(GPC)(x) && word('snow')(x)) !== F.greylock, 'Greylock has non-snow rows');
check(
  new Set(rowsIn('all', vendor(GPC)).map((x) => x.property)).size === 2,
  'Greylock works at both Pittsfield buildings',
);

const vendorsNow = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors this year',
);
check(vendorsNow[0].k === 'Bayou State Roofing', 'the roofer tops this year');
const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three cities');
const cityTotals = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => city(x.property) === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
const condo = P.properties.find((p) => p.property_type === 'Condo').key;
const duplex = P.properties.find((p) => p.property_type === 'Multi-Family').key;
const netCondo = netOf('thisYear', condo);
const netDuplex = netOf('thisYear', duplex);
check(netCondo > 0 && netDuplex > 0 && netCondo !== netDuplex, 'condo and duplex both make money this year');
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserThen === 'pembina' && loserNow === 'gallaudet', 'the furnace year and the roof year');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
// the roof year counts the windstorm claim payment as income and is still a loss
check(
  otherIn('thisYear', (x) => x.property === loserNow && x.entity.includes('Windstorm')) > 0,
  'the claim payment is booked',
);

// ---------- rents, leases, deposits ----------
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
check(rentRoll % current.length === 0, 'the average rent is a whole number of cents');
const avgRent = rentRoll / current.length;
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the bakery pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(cheapest === ten.hollis, 'Hollis pays the least');
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'the past condo tenant paid less');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(byNewYear.length === 1 && byNewYear[0] === ten.lorcan, 'one lease ends this year (Lorcan)');
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2 && in90.includes(ten.tobias),
  'two leases end within 90 days / by February',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(
  nextAfter === ten.jericho && nextAfter.lease.end > plusDays(TODAY, 120),
  'the next lease end is Jericho, past 120 days',
);
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== rentRoll, 'deposits held differ from the rent roll');
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
const solveigKept = P.incomes.filter((x) => x.entity === name(ten.solveig) && x.category === 'Other');
check(solveigKept.length === 1, "one deduction kept from Solveig's deposit");
check(
  cents(solveigKept[0].amount) < cents(ten.solveig.lease.deposit),
  'the deduction is less than the deposit',
);
check(
  !P.expenses.some((x) => cents(x.amount) === cents(solveigKept[0].amount)),
  'the deduction matches no expense row',
);
check(owedNow !== deposits && owedNow !== tobiasOwes, 'the owed total is its own figure');

// ---------- payments and tenants ----------
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v, 'one tenant was late most often this year');
const worstLate = ten[lateCount[0].k];
check(worstLate === ten.marguerite, 'Marguerite is the worst late payer');
const margFees = otherIn('thisYear', (x) => x.category === 'Late Fee' && x.entity === name(worstLate));
check(margFees === (lateCount[0].v * cents(worstLate.lease.rent)) / 20, "Marguerite's fees are 5% each");
const jerichoPaid = total(P.payments.filter((x) => x.tenant === 'jericho').map((x) => cents(x.amount)));
check(ten.jericho.lease.start > BOOKS_START, 'Jericho moved in inside the books');
check(
  jerichoPaid === 9 * cents(ten.jericho.lease.rent) + paidIn(ten.jericho, NOV),
  'Jericho: nine full months plus part of November',
);
const otherThisYear = otherIn('thisYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);

// ---------- maintenance and documents ----------
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['outlet', 'stair', 'gate', 'disposal', 'sliding'];
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
const bakeryIns = P.documents.filter((d) => d.property === co.property && d.type === 'Insurance');
check(bakeryIns.length === 1, 'one insurance document for the bakery building');
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

ask('whats my totl spend ytd', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'total expenses last yr',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
const idQ3 = ask('how much did q3 cost me', [money(F.q3)], 'total', `${ROWS}, 2026-07-01..2026-09-30`);
ask(
  'break that down by month',
  q3Months.map(money),
  'follow_up',
  `Q3 2026 by month: July ${money(q3Months[0])}, August ${money(q3Months[1])}, September ${money(q3Months[2])}`,
  { follow_up_of: idQ3 },
);
ask(
  'prop taxes this yr all props',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Pittsfield quarterly, Burleigh County halves, Calcasieu Parish yearly); the bakery pays its own tax',
);
ask(
  'how much have i spent on hoa since i strated tracking',
  [money(F.hoa)],
  'category',
  'all time; categories "HOA dues" and "HOA" together: the townhome association (quarterly + pool assessment) and the condo association (monthly from June 2025 + snow overage + repaving assessment)',
);
ask(
  'snow removal total since i started',
  [money(F.snow)],
  'description_word',
  'all time; rows whose description contains "snow": the plow firm (not its sealcoat or cleanups), the lawn-and-snow firm (not its mowing), two handymen raking roofs, Lowe\'s and Menards shovels, the condo overage assessment; the "Ice melt, 4 bags" row is not counted',
);
ask(
  'what have gutters cost me all in',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": the Gallaudet seamless gutters (Capital improvement), two roofers, three handymen, the lawn firm fall cleanup, Home Depot guards and Menards extensions',
);
ask(
  'how much have i pd greylock plow',
  [money(F.greylock)],
  'vendor',
  `all time; rows whose entity is "${GPC}" at both Pittsfield buildings, including the lot sealcoat and leaf/spring cleanups`,
);
ask(
  'top 3 vendors this yr',
  vendorsNow.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendorsNow
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
const idMost = ask(
  'which prop cost me the most this yr',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the Gallaudet roof)',
);
ask(
  'and the least',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  `keeps 2026 and expenses by property; lowest (the bakery building); next is ${STREET[byProperty.at(-2).k]} ${money(byProperty.at(-2).v)}`,
  { follow_up_of: idMost },
);
ask(
  'pittsfield vs bismarck spending this yr',
  [money(cityTotals.Pittsfield), money(cityTotals.Bismarck)],
  'comparison',
  `expenses by city, 2026 (Lake Charles ${money(cityTotals['Lake Charles'])})`,
);
const idNet = ask(
  'net on the condo this yr',
  [money(netCondo)],
  'net',
  'Larkspur Commons 4B, 2026: rent + parking stall + pet fee + late fees - expenses',
);
ask(
  'and for the duplex?',
  [money(netDuplex)],
  'follow_up',
  'Wahconah Street, 2026: rent of both units + laundry + late fees - expenses',
  { follow_up_of: idNet },
);
const idLoss = ask(
  'any prop losing money this yr',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the roof and gutters, a vacant January and turnover, even after the windstorm claim payment; absolute value of the loss',
);
ask(
  'what about last yr',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025; the furnace replacement, a vacant February and a repaint; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'avg rent across all my current leases incl the bakery',
  [money(avgRent)],
  'average',
  `mean of the six current leases' monthly rent (${money(rentRoll)} / 6); the signed Pembina lease has not started`,
);
ask(
  'who pays the most rent',
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the bakery (company tenant)',
);
ask(
  'lowest rent i have rn',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; the past condo tenant paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idTob = ask(
  'how much does tobias owe me',
  [money(tobiasOwes)],
  'payments',
  'nothing paid for November; every earlier month is paid in full',
);
ask(
  'who else',
  partial.map((t) => t.last_name),
  'follow_up',
  `the other current tenant short for November: ${partial.map((t) => `${name(t)} owes ${money(shortOf(t))}`).join(', ')}`,
  { follow_up_of: idTob, forbid: pastLast },
);
ask(
  'total outstanding rent rn',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'anyone pay late this mo',
  lateNov.map((t) => t.last_name),
  'payments',
  "November paid in full after the due day + grace days, each with a late fee; Batiste's part payment came on the 3rd, inside his grace days",
);
ask(
  'whos been late the most this yr',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how much in late fees has marguerite paid me this yr',
  [money(margFees)],
  'income',
  'Late Fee incomes in 2026 from Marguerite Thibodeaux (three, 5% of rent each)',
);
ask(
  'jericho how much has he paid me total since he moved in',
  [money(jerichoPaid)],
  'tenant',
  `all his rent payments since 2026-02-01 (nine full months, October in two parts, and ${money(paidIn(ten.jericho, NOV))} for November); his pet fee and late fee are not rent`,
);
const idEnds = ask(
  'leases ending before jan 1',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'next 90 days?',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}`,
  {
    follow_up_of: idEnds,
    forbid: [nextAfter.last_name],
  },
);
const idVac = ask(
  'anything sitting empty rn',
  [STREET[vacant[0].key]],
  'vacancy',
  `no current lease: ${prop[vacant[0].key].address} (${name(moved)} moved out ${moved.lease.end})`,
);
ask(
  'anyone signed for it yet',
  [incoming.last_name],
  'follow_up',
  `signed lease starting ${incoming.lease.start}`,
  {
    follow_up_of: idVac,
  },
);
ask(
  'total deps im holding',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Pembina lease, not past tenants)',
);
ask(
  'how much did i keep from solveigs dep',
  [money(cents(solveigKept[0].amount))],
  'deposits',
  `Other income from ${name(ten.solveig)}: "${solveigKept[0].description}"`,
);
ask(
  'non rent income ytd',
  [money(otherThisYear)],
  'income',
  'all other incomes dated 2026 (laundry, parking stall, pet fees, late fees, CAM reconciliation, windstorm claim, deposit deduction, application fee)',
);
const idOpen = ask(
  'open maint requests',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those havent been started',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'pull up the insurance doc for the bakery',
  [bakeryIns[0].file],
  'documents',
  'the Insurance document at 1560 Tyler Street',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('whats a good mortgage rate to refi the duplex rn', 'mortgage rates');
outOfScope('whats hollis credit score', "a tenant's credit score");
outOfScope('how long does an eviction take in louisiana', 'eviction law');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb32-${String(i + 1).padStart(2, '0')}`;
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
    o.expected.length > 0 && o.expected.every((s) => typeof s === 'string' && s.length > 1),
    `expected of ${o.id} (no empty or single-character strings)`,
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
