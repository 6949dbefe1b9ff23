// Works out the expected answers for landlord-blind-84 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-84/compute.mjs
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
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, 'today is 2026-11-28');
// The landlord started keeping books in the app on 2024-11-01: no payment, income or expense is older.
// Leases that began earlier only have their months from November 2024 on record.
const BOOKS_START = '2024-11-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  y2024: [BOOKS_START, '2024-12-31'],
  thisMonth: ['2026-11-01', TODAY],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
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
  !Number.isNaN(Date.parse(s)) &&
  new Date(Date.parse(s)).toISOString().slice(0, 10) === s;
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
// this set's two cities and their states
const CITY_STATE = { Parkersburg: 'WV', Marietta: 'OH' };
// cities used by earlier sets, which this set must not reuse
const USED_CITIES = [
  'Abilene',
  'Akron',
  'Albany',
  'Albuquerque',
  'Allentown',
  'Altoona',
  'Amarillo',
  'Ames',
  'Ann Arbor',
  'Appleton',
  'Asheville',
  'Astoria',
  'Athens',
  'Augusta',
  'Bakersfield',
  'Baltimore',
  'Bangor',
  'Bartlesville',
  'Bay City',
  'Bay St. Louis',
  'Beaumont',
  'Bellingham',
  'Beloit',
  'Bemidji',
  'Bend',
  'Billings',
  'Binghamton',
  'Birch Hollow',
  'Bismarck',
  'Bloomington',
  'Boise',
  'Boone',
  'Bowling Green',
  'Bozeman',
  'Bradenton',
  'Brainerd',
  'Brattleboro',
  'Brooklyn',
  'Burley',
  'Burlington',
  'Carrow',
  'Carson City',
  'Casper',
  'Cedar City',
  'Cedar Rapids',
  'Champaign',
  'Chapel Hill',
  'Charleston',
  'Charlotte',
  'Charlottesville',
  'Chattanooga',
  'Cheyenne',
  'Chicago',
  'Chico',
  'Columbia',
  'Columbus',
  'Council Bluffs',
  'Cresco',
  'Dallas',
  'Davenport',
  'Dayton',
  'Decatur',
  'Decorah',
  'Dothan',
  'Dubuque',
  'Duluth',
  'Durham',
  'Eau Claire',
  'Elmira',
  'Erie',
  'Eugene',
  'Evansville',
  'Fargo',
  'Fayetteville',
  'Flagler Beach',
  'Flagstaff',
  'Florence',
  'Fort Collins',
  'Fort Wayne',
  'Frederick',
  'Fresno',
  'Gainesville',
  'Gillette',
  'Grand Forks',
  'Grand Island',
  'Grand Junction',
  'Grand Rapids',
  'Greeley',
  'Green Bay',
  'Greenville',
  'Gulf Shores',
  'Hagerstown',
  'Hancock',
  'Harlingen',
  'Harrisburg',
  'Harrisonburg',
  'Hattiesburg',
  'Hickory',
  'Hood River',
  'Houma',
  'Huntsville',
  'Hutchinson',
  'Idaho Falls',
  'Ithaca',
  'Jackson Heights',
  'Janesville',
  'Jefferson City',
  'Johnson City',
  'Joplin',
  'Kalamazoo',
  'Kalispell',
  'Kearney',
  'Kenosha',
  'Killeen',
  'Klamath Falls',
  'Knoxville',
  'Lafayette',
  'Lake Charles',
  'Lake Havasu City',
  'Lakeland',
  'Lancaster',
  'Lansing',
  'Laramie',
  'Laredo',
  'Las Cruces',
  'Lawrence',
  'Lawton',
  'Leadville',
  'Lewiston',
  'Lexington',
  'Lincoln',
  'Littleton',
  'Lizella',
  'Logan',
  'Longview',
  'Lowell',
  'Lubbock',
  'Lufkin',
  'Lynchburg',
  'Macon',
  'Madison',
  'Manchester',
  'Manhattan',
  'Mankato',
  'Marquette',
  'Medford',
  'Mesa',
  'Midland',
  'Milwaukee',
  'Minneapolis',
  'Minot',
  'Missoula',
  'Mobile',
  'Morgantown',
  'Muncie',
  'Muscle Shoals',
  'Muskogee',
  'Myrtle Beach',
  'Nacogdoches',
  'New Orleans',
  'Normal',
  'Norman',
  'Norrvale',
  'Oakland',
  'Ocala',
  'Ocean City',
  'Ocean Springs',
  'Ogden',
  'Olympia',
  'Oshkosh',
  'Owensboro',
  'Paducah',
  'Pensacola',
  'Peoria',
  'Pittsfield',
  'Pocatello',
  'Port Townsend',
  'Portland',
  'Prescott',
  'Providence',
  'Provo',
  'Pueblo',
  'Raleigh',
  'Rapid City',
  'Red Oak',
  'Reno',
  'Rexburg',
  'Roanoke',
  'Rochester',
  'Rock Hill',
  'Rockford',
  'Round Rock',
  'Saginaw',
  'San Antonio',
  'San Francisco',
  'Sandusky',
  'Santa Cruz',
  'Santa Fe',
  'Sarasota',
  'Savannah',
  'Scranton',
  'Seattle',
  'Sheboygan',
  'Shreveport',
  'Sioux City',
  'Sioux Falls',
  'Skowhegan',
  'Slidell',
  'Sparks',
  'Spartanburg',
  'Spokane',
  'Springfield',
  'St. Cloud',
  'St. George',
  'St. Johnsbury',
  'Steamboat Springs',
  'Stevens Point',
  'Stillwater',
  'Tacoma',
  'Tallahassee',
  'Taos',
  'Tempe',
  'Terre Haute',
  'Toledo',
  'Topeka',
  'Traverse City',
  'Troy',
  'Tucson',
  'Tulsa',
  'Tunbridge',
  'Tuscaloosa',
  'Twin Falls',
  'Tyler',
  'Utica',
  'Valdosta',
  'Viroqua',
  'Waco',
  'Wausau',
  'Wheeling',
  'Whitefish',
  'Wichita Falls',
  'Williston',
  'Wilmington',
  'Winchester',
  'Winston-Salem',
  'Worcester',
  'Wyoming',
  'Yakima',
  'Youngstown',
  'Yuma',
];
for (const c of Object.keys(CITY_STATE)) check(!USED_CITIES.includes(c), `${c} was used by an earlier set`);

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 6 && P.properties.length <= 8, 'six to eight properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(CITY_STATE[p.city] === p.state, `city and state of ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city of ${p.key} not used before`);
  check(/^\d{5}$/.test(p.zipCode), `zip of ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date <= TODAY, `purchase date of ${p.key}`);
  check(isMoney(p.purchase_price), `purchase price of ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `rooms of ${p.key}`);
}
const bought = (key) => prop[key].purchase_date;
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(t.email.endsWith('@example.com'), `e-mail of ${t.key}`);
  check(/^\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `phone of ${t.key}`);
  const l = t.lease;
  check(isDate(l.start) && isDate(l.end) && l.start < l.end, `lease dates ${t.key}`);
  check(l.start.endsWith('-01'), `lease of ${t.key} starts on the 1st`);
  check(l.start >= bought(t.property), `lease of ${t.key} after purchase`);
  check(isMoney(l.rent) && isMoney(l.deposit), `rent and deposit ${t.key}`);
  check(Number.isInteger(l.due_day) && Number.isInteger(l.grace_period_days), `due day ${t.key}`);
}
const inBooks = (d) => isDate(d) && d >= BOOKS_START && d <= TODAY;
for (const x of P.payments) {
  check(hasKeys(x, SHAPE.payment) && Boolean(ten[x.tenant]), `payment shape ${JSON.stringify(x)}`);
  check(inBooks(x.date) && isMoney(x.amount), `payment date/amount ${JSON.stringify(x)}`);
}
for (const x of P.incomes) {
  check(hasKeys(x, SHAPE.income) && Boolean(prop[x.property]), `income shape ${JSON.stringify(x)}`);
  check(INCOME_CATEGORIES.includes(x.category), `income category ${x.category}`);
  check(inBooks(x.date) && x.date >= bought(x.property) && isMoney(x.amount), `income ${JSON.stringify(x)}`);
}
for (const x of P.expenses) {
  check(hasKeys(x, SHAPE.expense) && Boolean(prop[x.property]), `expense shape ${JSON.stringify(x)}`);
  check(EXPENSE_CATEGORIES.includes(x.category), `expense category ${x.category}`);
  check(inBooks(x.date) && x.date >= bought(x.property) && isMoney(x.amount), `expense ${JSON.stringify(x)}`);
  check(x.entity.length > 0 && x.description.length > 0, `expense text ${JSON.stringify(x)}`);
}
for (const m of P.maintenance) {
  check(hasKeys(m, SHAPE.maintenance) && Boolean(prop[m.property]), `maintenance shape ${m.title}`);
  check(STATUSES.includes(m.status), `maintenance status ${m.title}`);
}
for (const d of P.documents) {
  check(hasKeys(d, SHAPE.document) && Boolean(prop[d.property]), `document shape ${d.file}`);
  check(DOCUMENT_TYPES.includes(d.type), `document type ${d.file}`);
  check(inBooks(d.uploaded) && d.uploaded >= bought(d.property), `document date ${d.file}`);
}
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document files unique');
for (const s of STATUSES)
  check(
    P.maintenance.some((m) => m.status === s),
    `a maintenance request is ${s}`,
  );
for (const s of DOCUMENT_TYPES)
  check(
    P.documents.some((d) => d.type === s),
    `a document of type ${s}`,
  );
for (const s of INCOME_CATEGORIES)
  check(
    P.incomes.some((x) => x.category === s),
    `an income of ${s}`,
  );
for (const s of EXPENSE_CATEGORIES)
  check(
    P.expenses.some((x) => x.category === s),
    `an expense of ${s}`,
  );
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 30, `30+ vendors (${VENDORS.length})`);
check(P.expenses.length >= 150, `150+ expense rows (${P.expenses.length})`);
check(P.tenants.length >= 11 && P.tenants.length <= 13, 'about twelve tenants');
// the books really start on BOOKS_START: something is dated in its first week
check(
  [...P.payments, ...P.incomes, ...P.expenses].some((x) => x.date < '2024-11-08'),
  'the books open in the first week of November 2024',
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
    check(paidIn(t, mo) <= cents(t.lease.rent), `${t.key} ${mo} not overpaid`);
    // a late fee is booked for a late full payment, and for nothing else; it is 5% of the rent
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
    if (fees.length === 1)
      check(cents(fees[0].amount) === Math.round(cents(t.lease.rent) / 20), `${t.key} ${mo}: fee is 5%`);
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
check(past.length >= 3 && current.length >= 7, 'some past and some current tenants');
check(
  P.properties.filter(
    (p) => past.some((t) => t.property === p.key) && current.some((t) => t.property === p.key),
  ).length >= 3,
  'a few units with a past and a current tenant',
);
check(
  P.properties.every((p) => current.some((t) => t.property === p.key)),
  'every property is let today',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];

// the November situation: every month before it is paid in full, so "owed" is this month's shortfall
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer (with a fee)');
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
const at = (key) => (x) => x.property === key;
const and =
  (...fs) =>
  (x) =>
    fs.every((f) => f(x));
// sorts high to low; the first `upTo` places (all by default) must not tie with the next one
function rank(items, what, upTo = Infinity) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length && i <= upTo; i += 1)
    check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const STREET = {
  wickham: 'Wickham',
  tolliver: 'Tolliver',
  ferrule: 'Ferrule',
  ashgrove: 'Ashgrove',
  sternwheel: 'Sternwheel',
  rivermoor: 'Rivermoor',
  lockkeeper: 'Lockkeeper',
};
check(
  KEYS.every((k) => STREET[k] && prop[k].address.includes(STREET[k])),
  'every property has its short street name',
);
for (const k of KEYS)
  check(
    KEYS.filter((j) => lower(prop[j].address).includes(lower(STREET[k]))).length === 1,
    `"${STREET[k]}" names one property`,
  );

const F = {};
// totals by year
F.y2025 = spent('lastYear');
F.y2024 = spent('y2024');
F.y2026 = spent('thisYear');
// property tax: the two spellings together, both used each year
const TAX = ['Property Tax', 'Taxes'];
for (const p of ['lastYear', 'thisYear'])
  for (const c of TAX) check(rowsIn(p, (x) => x.category === c).length > 0, `tax category ${c} used in ${p}`);
F.tax25 = spent('lastYear', cats(TAX));
F.tax26 = spent('thisYear', cats(TAX));
// insurance premiums
F.ins25 = spent('lastYear', cats(['Insurance']));
F.ins26 = spent('thisYear', cats(['Insurance']));
check(F.ins26 > F.ins25, 'insurance is up this year (the Lockkeeper policy)');
// repairs vs improvements this year; HVAC is used this year, so adding it in would give another figure
const REPAIRS = ['Repairs', 'Repairs & maint'];
for (const c of [...REPAIRS, 'HVAC', 'Capital improvement'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `${c} used this year`);
F.rep26 = spent('thisYear', cats(REPAIRS));
F.cap26 = spent('thisYear', cats(['Capital improvement']));
// the $1,185 in March 2026
const BELLWETHER = 'Bellwether Window & Door';
const windowRow = P.expenses.filter((x) => cents(x.amount) === 118500);
check(
  windowRow.length === 1 &&
    windowRow[0].entity === BELLWETHER &&
    month(windowRow[0].date) === '2026-03' &&
    windowRow[0].category === 'Capital improvement' &&
    windowRow[0].property === 'lockkeeper',
  'one $1,185 row: Bellwether, March 2026, Capital improvement, Lockkeeper',
);
check(rowsIn('all', vendor(BELLWETHER)).length === 1, 'Bellwether appears once');
// one plumber's total, and his 2025 share
const STILLWELL = 'Stillwell Plumbing & Drain';
F.stillwell = spent('all', vendor(STILLWELL));
F.stillwell25 = spent('lastYear', vendor(STILLWELL));
check(
  new Set(rowsIn('all', vendor(STILLWELL)).map((x) => x.date.slice(0, 4))).size === 3,
  'Stillwell billed in 2024, 2025 and 2026',
);
check(VENDORS.filter((v) => lower(v).includes('stillwell')).length === 1, 'one Stillwell vendor');
// the vendor paid the most in 2025
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
  1,
);
const topVendor = vendors25[0].k;
check(topVendor === 'Summit Ridge Roofing', 'the roofer is the biggest vendor of 2025');
F.topVendor25 = vendors25[0].v;
// the costliest month of 2025 and of 2026
const monthsOf = (p) => [...new Set(rowsIn(p).map((x) => month(x.date)))];
const months25 = rank(
  monthsOf('lastYear').map((k) => ({ k, v: spent('lastYear', (x) => month(x.date) === k) })),
  'months 2025',
);
const months26 = rank(
  monthsOf('thisYear').map((k) => ({ k, v: spent('thisYear', (x) => month(x.date) === k) })),
  'months 2026',
);
check(months25.length === 12 && months26.length === 11, 'every month has expenses');
F.month25 = months25[0].v;
F.month26 = months26[0].v;
const monthWord = (k) => MONTH_NAMES[Number(k.slice(5)) - 1].slice(0, 3);
check(monthWord(months25[0].k) !== monthWord(months26[0].k), 'a different costliest month each year');
// late fees
F.late25 = otherIn('lastYear', (x) => x.category === 'Late Fee');
F.late26 = otherIn('thisYear', (x) => x.category === 'Late Fee');
// security deposits held on current leases (not income)
F.deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  F.deposits !== total(P.tenants.filter((t) => t.lease.start <= TODAY).map((t) => cents(t.lease.deposit))),
  'deposits held differ from every deposit ever taken',
);
check(
  F.deposits !== total(current.map((t) => cents(t.lease.rent))),
  'deposits held differ from the rent roll',
);
check(
  !P.incomes.some((x) => lower(x.description).includes('deposit') && x.category !== 'Other'),
  'no deposit booked as income except the kept part',
);
// net by property, 2025: the Parkersburg house lost money, the Marietta house did not
const houses = (c) => P.properties.filter((p) => p.city === c && p.property_type === 'Single Family');
check(houses('Parkersburg').length === 1 && houses('Marietta').length === 1, 'one house in each city');
const pkbHouse = houses('Parkersburg')[0].key;
const marHouse = houses('Marietta')[0].key;
check(pkbHouse === 'tolliver' && marHouse === 'sternwheel', 'the two houses');
F.tolliverNet25 = netOf('lastYear', pkbHouse);
F.sternwheelNet25 = netOf('lastYear', marHouse);
check(F.tolliverNet25 < 0 && F.sternwheelNet25 > 0, 'Tolliver lost money in 2025, Sternwheel made money');
const owned = (p, k) => bought(k) <= PERIODS[p][1];
const nets25 = rank(
  KEYS.filter((k) => owned('lastYear', k)).map((k) => ({ k, v: netOf('lastYear', k) })),
  'net by property 2025',
);
F.bestNet25 = nets25[0].v;
const losers = (p) => KEYS.filter((k) => owned(p, k) && netOf(p, k) < 0);
check(losers('lastYear').length === 1 && losers('lastYear')[0] === pkbHouse, 'only Tolliver lost in 2025');
check(losers('thisYear').length === 1, `one property in the red this year (${losers('thisYear')})`);
const loserNow = losers('thisYear')[0];
check(loserNow === 'lockkeeper', 'the townhouse bought this year is in the red');
F.lossNow = netOf('thisYear', loserNow);
// income and net, whole portfolio
F.income25 = incomeOf('lastYear');
F.net25 = netAll('lastYear');
F.income26 = incomeOf('thisYear');
F.net26 = netAll('thisYear');
check(F.net25 > 0 && F.net26 > 0, 'the portfolio makes money both years');
// the bakery's rent in 2025: every month, in full; its tax reimbursement is Other income, not rent
F.bakeryRent25 = rentIn('lastYear', (t) => t === co);
check(F.bakeryRent25 === 12 * cents(co.lease.rent), 'the bakery paid every month of 2025');
check(
  otherIn('lastYear', (x) => x.entity === name(co) && x.category === 'Other') > 0,
  'the bakery also paid a tax reimbursement in 2025',
);
// the condo association in 2026, monthly fees plus the special assessment
const CONDO = 'Rivermoor Terrace Condominium Association';
F.condo26 = spent('thisYear', vendor(CONDO));
const assessment = P.expenses.filter((x) => cents(x.amount) === 118000);
check(
  assessment.length === 1 &&
    assessment[0].entity === CONDO &&
    month(assessment[0].date) === '2026-06' &&
    lower(assessment[0].description).includes('assessment'),
  'one $1,180 row: the condo assessment in June 2026',
);
check(
  rowsIn('all', and(vendor(CONDO), word('assessment'))).length === 1,
  'only one condo row says "assessment"',
);
// "where did this money go": the $2,340 in July 2025 and the $437.80 in October 2026
const bigJuly = P.expenses.filter((x) => cents(x.amount) === 234000);
check(
  bigJuly.length === 1 && month(bigJuly[0].date) === '2025-07' && bigJuly[0].entity === STILLWELL,
  'one $2,340 row, July 2025, Stillwell',
);
check(
  !P.payments.some((x) => cents(x.amount) === 234000) && !P.incomes.some((x) => cents(x.amount) === 234000),
  'no income of $2,340',
);
const oct437 = P.expenses.filter((x) => cents(x.amount) === 43780);
check(oct437.length === 1 && month(oct437[0].date) === '2026-10', 'one $437.80 row, October 2026');
// the Wickham water heater, all in (the phrase in the description at Wickham)
const whRows = rowsIn('all', and(at('wickham'), word('water heater')));
check(
  whRows.length === 2 && new Set(whRows.map((x) => x.entity)).size === 2,
  'two Wickham water heater rows',
);
check(
  rowsIn('all', word('water heater')).some((x) => x.property !== 'wickham'),
  'another water heater elsewhere (not counted)',
);
F.waterHeater = total(whRows.map((x) => cents(x.amount)));
// the Tolliver roof out of pocket: the rows at Tolliver saying "roof", less the insurance check
const roofRows = rowsIn('all', and(at('tolliver'), word('roof')));
check(
  roofRows.length === 2 && new Set(roofRows.map((x) => x.entity)).size === 2,
  'Tolliver roof: the tarp and the replacement, two firms',
);
const claim = P.incomes.filter((x) => x.property === 'tolliver' && lower(x.description).includes('roof'));
check(claim.length === 1 && claim[0].category === 'Other', 'one insurance check for the roof');
F.roofNet = total(roofRows.map((x) => cents(x.amount))) - cents(claim[0].amount);
check(
  F.roofNet !== spent('all', vendor('Summit Ridge Roofing')) - cents(claim[0].amount),
  'leaving out the tarp gives another figure',
);
// category totals
F.hvac25 = spent('lastYear', cats(['HVAC']));
F.turnover25 = spent('lastYear', cats(['Turnover']));
const YARD = ['yard', 'Yard', 'Landscaping'];
for (const c of YARD) check(rowsIn('thisYear', (x) => x.category === c).length > 0, `${c} used this year`);
F.yard26 = spent('thisYear', cats(YARD));
F.wickhamUtil25 = spent('lastYear', and(at('wickham'), cats(['Utilities'])));
// non-rent income 2025
F.other25 = otherIn('lastYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'lastYear')).map((x) => x.category)).size === 5,
  'every income category in 2025',
);
// the Bellwether invoice
const windowInvoice = P.documents.filter((d) => d.type === 'Invoice' && d.file.includes('bellwether'));
check(windowInvoice.length === 1 && windowInvoice[0].property === 'lockkeeper', 'one Bellwether invoice');
// November
F.owed = owedNow;
// the mortgage is not on the books: no category, no row, no description
check(
  ![...P.expenses, ...P.incomes].some((x) =>
    ['mortgage', 'loan', 'interest', 'principal', 'bank'].some((w) =>
      lower(`${x.category} ${x.entity} ${x.description}`).includes(w),
    ),
  ),
  'nothing about a mortgage is recorded',
);
for (const [k, v] of Object.entries(F)) check(v !== 0, `figure ${k} is not zero`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const pastLast = past.map((t) => t.last_name);

const id25 = ask(
  "I'm getting a jump on the accountant this year. What were total expenses for calendar 2025, all properties combined?",
  [money(F.y2025)],
  'total',
  `${ROWS}, all of 2025`,
);
ask(
  'And for 2024? I only started keeping the books in here in November of that year, so I realize it will only be the last two months.',
  [money(F.y2024)],
  'follow_up',
  `${ROWS}, ${BOOKS_START}..2024-12-31 (the books start ${BOOKS_START})`,
  { follow_up_of: id25 },
);
ask(
  'What do total expenses for 2026 come to so far, through today?',
  [money(F.y2026)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
const idTax = ask(
  "For Schedule E I need the property taxes I paid in 2025. I used both 'Property Tax' and 'Taxes' as categories, so please combine them.",
  [money(F.tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (Wood County Sheriff Tax Office halves in Feb and Aug, Washington County Treasurer halves in Feb and Jul)',
);
ask(
  'Same figure for 2026 to date, please.',
  [money(F.tax26)],
  'follow_up',
  'the same for 2026 (Lockkeeper adds one Ohio half in July)',
  {
    follow_up_of: idTax,
  },
);
const idIns = ask(
  'What did I pay in insurance premiums during 2025, all the policies together?',
  [money(F.ins25)],
  'category',
  'category Insurance, 2025 (six policies)',
);
ask(
  'and this year so far? should be up a bit with the Lockkeeper policy added in Feb',
  [money(F.ins26)],
  'follow_up',
  'category Insurance, 2026 to date (seven policies; the Sternwheel renewal falls in December, not yet paid)',
  { follow_up_of: idIns },
);
ask(
  "For 2026, how much have I booked as repairs (the 'Repairs' and 'Repairs & maint' lines together) versus capital improvements? My accountant treats those very differently.",
  [money(F.rep26), money(F.cap26)],
  'category',
  '2026; "Repairs" + "Repairs & maint" vs "Capital improvement" (the Lockkeeper renovation and the Sternwheel driveway); HVAC is not asked for',
);
ask(
  'Was the $1,185 to Bellwether Window & Door in March a repair? I want to make sure it is categorized right before I hand things over.',
  ['improvement', STREET[windowRow[0].property]],
  'lookup',
  `${windowRow[0].date}, ${windowRow[0].category}, ${windowRow[0].description}, at ${prop[windowRow[0].property].address}: not a repair`,
);
const idStill = ask(
  'How much have I paid Stillwell Plumbing in total since I started tracking in here?',
  [money(F.stillwell)],
  'vendor',
  `all time; rows whose entity is "${STILLWELL}" (2024 drain, 2025 toilet and water heater, 2026 faucet)`,
);
ask('How much of that fell in 2025?', [money(F.stillwell25)], 'follow_up', 'Stillwell rows dated 2025', {
  follow_up_of: idStill,
});
ask(
  'Which vendor did I pay the most in 2025, and how much was it?',
  ['Summit Ridge', money(F.topVendor25)],
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
const idMonth = ask(
  'Which month in 2025 was the most expensive for me, and what did that month total?',
  [monthWord(months25[0].k), money(F.month25)],
  'ranking',
  `expense rows by month, 2025: ${months25
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the Tolliver roof and flooring)`,
);
ask(
  'And the costliest month so far this year?',
  [monthWord(months26[0].k), money(F.month26)],
  'follow_up',
  `expense rows by month, 2026: ${months26
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the Lockkeeper renovation)`,
  { follow_up_of: idMonth },
);
const idLate = ask(
  'What did I collect in late fees in 2025? I report those as rental income.',
  [money(F.late25)],
  'income',
  'Late Fee incomes dated 2025 (5% of the rent each)',
);
ask(
  'and for 2026 through today',
  [money(F.late26)],
  'follow_up',
  'Late Fee incomes dated 2026, the November one included',
  {
    follow_up_of: idLate,
  },
);
ask(
  "What's the total of the security deposits I'm holding right now? My accountant reminded me they aren't income unless I keep them.",
  [money(F.deposits)],
  'deposits',
  'sum of deposits on current leases; past tenants were refunded (the part kept from Swisher is Other income)',
);
const idHouse = ask(
  'How did the Parkersburg house on Tolliver Pike come out for 2025, all income less all expenses?',
  [absMoney(F.tolliverNet25)],
  'net',
  '2025 net at Tolliver (rent + other incomes incl. the insurance check - expenses); a loss (roof, flooring, two vacant months), expected as its absolute value',
);
ask(
  'What about the Marietta one?',
  [money(F.sternwheelNet25)],
  'follow_up',
  '2025 net at Sternwheel Row, the only house in Marietta',
  {
    follow_up_of: idHouse,
  },
);
ask(
  'Which property netted the most in 2025, and what was its net?',
  [STREET[nets25[0].k], money(F.bestNet25)],
  'ranking',
  `2025 net by property: ${nets25.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'Is any property in the red for 2026 so far? If so, by how much?',
  [STREET[loserNow], absMoney(F.lossNow)],
  'loss',
  '2026 net by property; only Lockkeeper (bought 2026-02-20, renovated, let from May; November unpaid); absolute value of the loss',
);
const idInc = ask(
  'For 2025 as a whole: what was total income, rent plus everything else, and what was the net after expenses?',
  [money(F.income25), money(F.net25)],
  'net',
  'rent payments + other incomes, and that minus expense rows, 2025, whole portfolio',
);
ask(
  'Same two numbers for 2026 year to date.',
  [money(F.income26), money(F.net26)],
  'follow_up',
  'the same for 2026-01-01..today',
  {
    follow_up_of: idInc,
  },
);
ask(
  'How much rent did Bramblewick pay me over 2025? Rent only, not the property tax reimbursement.',
  [money(F.bakeryRent25)],
  'payments',
  "the company tenant's 2025 rent payments (twelve months); its tax reimbursement is Other income",
);
ask(
  'What did the Rivermoor condo association get from me in 2026, the monthly fees plus that special assessment?',
  [money(F.condo26)],
  'vendor',
  `2026 rows whose entity is "${CONDO}" (eleven monthly fees and the June assessment)`,
);
ask(
  "There's a $2,340 debit in July 2025 on the bank statement and I can't find the receipt. Who was that paid to, and for which property?",
  ['Stillwell', STREET[bigJuly[0].property]],
  'lookup',
  `${bigJuly[0].date}: ${bigJuly[0].entity}, ${bigJuly[0].description}, ${bigJuly[0].category}`,
);
ask(
  'which property was the $437.80 in October for? its on the card statement but not in my shoebox',
  [STREET[oct437[0].property]],
  'lookup',
  `${oct437[0].date}: ${oct437[0].entity}, ${oct437[0].description}`,
);
ask(
  'Why did I pay the condo association $1,180 in June? That is far more than the monthly fee.',
  ['assessment'],
  'lookup',
  `${assessment[0].date}: ${assessment[0].description} (category ${assessment[0].category})`,
);
ask(
  'What did the new water heater at the Wickham duplex cost me all in, the heater plus any parts I picked up for it?',
  [money(F.waterHeater)],
  'description_word',
  'rows at Wickham whose description contains "water heater": the plumber\'s install and the expansion tank from the store; the Lockkeeper water heater is not counted',
);
ask(
  'What did the Tolliver roof end up costing me out of pocket, counting the emergency tarp and netting out the insurance check?',
  [money(F.roofNet)],
  'description_word',
  'rows at Tolliver whose description contains "roof" (the tarp and the replacement, two firms) minus the insurance claim check booked as Other income',
);
ask(
  'How much went to heating and cooling work in 2025, everything I put under HVAC?',
  [money(F.hvac25)],
  'category',
  'category HVAC, 2025',
);
ask(
  'What did turnover cost me in 2025, the cleaning and painting between tenants? Just the Turnover category is fine.',
  [money(F.turnover25)],
  'category',
  'category Turnover, 2025 (Rivermoor, Tolliver and the Wickham lower unit)',
);
ask(
  "Yard work for 2026: I wasn't consistent, so please add up 'yard', 'Yard' and 'Landscaping' together.",
  [money(F.yard26)],
  'category',
  'categories yard + Yard + Landscaping, 2026 (mowing, leaves, snow plowing at the bakery lot, the Lockkeeper brush clearing)',
);
ask(
  'Do I have the Bellwether invoice for the windows saved in here? What is the file called?',
  [windowInvoice[0].file],
  'documents',
  'the Invoice document at Lockkeeper Street',
);
ask(
  'What utilities did I pay for the Wickham duplex in 2025?',
  [money(F.wickhamUtil25)],
  'category',
  'category Utilities at Wickham, 2025 (water & sewer every two months)',
);
ask(
  'What was my non-rent income for 2025? Laundry, parking, pet fees, late fees, the insurance check, everything other than rent.',
  [money(F.other25)],
  'income',
  'all other incomes dated 2025 (every category; the Other ones are the bakery tax reimbursement, the roof claim check and the part of a deposit kept)',
);
const idOwed = ask(
  'How much November rent is still outstanding as of today?',
  [money(F.owed)],
  'payments',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
);
ask(
  "Who hasn't paid November in full?",
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}; ${lateNov.map((t) => t.last_name).join(', ')} paid late but in full`,
  { forbid: pastLast },
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'Can I write off the whole Tolliver roof on my 2025 return, or does it have to be depreciated?',
  'tax advice',
);
outOfScope(
  "What did I pay in mortgage interest on Sternwheel this year? The bank's 1098 hasn't come yet and I'd like to give my accountant a number.",
  'not recorded: the portfolio has no mortgage, loan or interest rows (no such category)',
);
check(Q[idOwed + 1].follow_up_of === undefined, 'the November names question stands alone');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb84-${String(i + 1).padStart(2, '0')}`;
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
  if (o.follow_up_of) {
    check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
    check(o.kind === 'follow_up', `follow-up kind ${o.id}`);
  }
}
const followUps = out.filter((o) => o.follow_up_of).length;
check(followUps >= 7 && followUps <= 9, `about eight follow-ups (${followUps})`);
check(out.filter((o) => o.kind === 'out_of_scope').length === 2, 'two out-of-scope questions');
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
// every asked money figure is different from every other one and not contained in one
const figures = out.flatMap((o) => o.expected.filter((s) => s.startsWith('$')).map((s) => ({ id: o.id, s })));
for (const a of figures)
  for (const b of figures)
    if (a !== b) check(!b.s.includes(a.s), `money figure ${a.s} (${a.id}) is inside ${b.s} (${b.id})`);
// and no figure is the same as a plausible neighbouring one
const near = {
  'tax 2025, one spelling only': [
    spent('lastYear', cats(['Property Tax'])),
    spent('lastYear', cats(['Taxes'])),
  ],
  'repairs with HVAC': [spent('thisYear', cats([...REPAIRS, 'HVAC']))],
  'yard, one spelling only': YARD.map((c) => spent('thisYear', cats([c]))),
  'rent only 2025': [rentIn('lastYear')],
  'all deposits': [total(P.tenants.map((t) => cents(t.lease.deposit)))],
  'owed incl. late fees': [
    F.owed + total(lateFees.filter((x) => month(x.date) === NOV).map((x) => cents(x.amount))),
  ],
};
for (const [what, vs] of Object.entries(near))
  for (const v of vs)
    check(!figures.some((f) => f.s === money(v)), `a neighbouring figure (${what}) equals an expected one`);
// no expected money figure appears inside its own question
for (const o of out)
  for (const s of o.expected.filter((e) => e.startsWith('$')))
    check(!o.question.includes(s.replace(/\.00$/, '')), `${o.id} gives its answer away`);

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
