// Works out the expected answers for landlord-blind-85 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-85/compute.mjs
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
// whole-dollar figures are expected without cents ("$1,395" is inside both "$1,395" and "$1,395.00");
// anything else to the cent ("$1,126.40")
const money = (c) => {
  const a = Math.abs(c);
  const whole = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  const s = a % 100 === 0 ? whole : `${whole}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
// losses are expected as their absolute amount, so "-$5.00", "($5.00)" and "lost $5.00" all pass
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, 'today is 2026-11-28');
check(new Date(`${TODAY}T12:00:00Z`).getUTCDay() === 6, 'today is a Saturday');
// The landlord started keeping books in the app on 2025-03-01: no payment, income, expense or document is older.
// Leases that began earlier only have their months from March 2025 on record.
const BOOKS_START = '2025-03-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: [BOOKS_START, '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  // "last winter" = the 2025-26 season; the plow invoices run November to March and none fall April to October
  lastWinter: ['2025-10-01', '2026-04-30'],
  thisWinter: ['2026-10-01', TODAY],
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
const CITIES_OF_THIS_SET = ['Pierre', 'Aberdeen'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 6 && P.properties.length <= 8, `6-8 properties (${P.properties.length})`);
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
check(P.tenants.length >= 11 && P.tenants.length <= 13, `about twelve tenants (${P.tenants.length})`);
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date <= TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
  check(
    CITIES_OF_THIS_SET.includes(p.city) && p.state === 'SD',
    `city ${p.city}, ${p.state} is Pierre or Aberdeen, SD`,
  );
  check(/^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  farris: 'Farris',
  ludlow: 'Ludlow',
  brannock: 'Brannock',
  kessel: 'Kessel',
  tillman: 'Tillman',
  osgood: 'Osgood',
  thistle: 'Thistle',
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
  check(/^\(605\) 555-01\d\d$/.test(t.phone_number), `phone 555-01xx ${t.key}`);
  check(t.email.endsWith('@example.com'), `e-mail @example.com ${t.key}`);
  check(t.lease.start >= prop[t.property].purchase_date, `lease after purchase ${t.key}`);
}
check(new Set(P.tenants.map((t) => t.phone_number)).size === P.tenants.length, 'phone numbers unique');
const dated = [
  ...P.payments.map((x) => ['payment', x]),
  ...P.incomes.map((x) => ['income', x]),
  ...P.expenses.map((x) => ['expense', x]),
];
for (const [kind, x] of dated)
  check(isDate(x.date) && within(x.date, 'all') && isMoney(x.amount), `${kind} ${JSON.stringify(x)}`);
for (const x of P.payments) check(hasKeys(x, SHAPE.payment) && ten[x.tenant], `payment ${JSON.stringify(x)}`);
for (const x of P.incomes)
  check(
    hasKeys(x, SHAPE.income) && prop[x.property] && INCOME_CATEGORIES.includes(x.category),
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
      EXPENSE_CATEGORIES.includes(x.category) &&
      x.date >= prop[x.property].purchase_date,
    `expense ${JSON.stringify(x)}`,
  );
for (const x of P.incomes) check(x.date >= prop[x.property].purchase_date, `income after purchase ${x.date}`);
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
      within(d.uploaded, 'all'),
    `document ${d.file}`,
  );
for (const t of DOCUMENT_TYPES)
  check(
    P.documents.some((d) => d.type === t),
    `document type ${t} used`,
  );
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 30, `30+ vendors (${VENDORS.length})`);

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
check(future.length === 0, 'no signed lease that has not started');
check(current.length === 8 && past.length === 4, 'eight current and four past tenants');
check(
  past.every((t) => current.some((u) => u.property === t.property)),
  'every past tenant has a current successor in the same property',
);
check(
  current.filter((t) => t.lease.start < BOOKS_START).length === 2 &&
    past.filter((t) => t.lease.start < BOOKS_START).length === 4,
  'two current and all four past leases began before the books',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co), 'the company tenant is current');
// November: one has not paid, one paid in part (in two goes), one paid late in full
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(
  partial.length === 1 && paymentsIn(partial[0], NOV).length === 2,
  'the part payer paid twice in November',
);
check(lateNov.length === 1, 'one late November payer');
const owedNow = total(current.map(shortOf));
const beau = ten.beau;
check(partial[0] === beau, 'Beau is the part payer');

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
const at = (key) => (x) => x.property === key;
const and = (f, g) => (x) => f(x) && g(x);

const F = {};
// November money in: rent payments and other incomes dated this month
F.inNov = rentIn('thisMonth') + otherIn('thisMonth');
check(F.inNov !== rentIn('thisMonth'), 'November income differs from November rent');
F.owed = owedNow;
F.beauShort = shortOf(beau);
// the plow guy in Pierre: the one snow vendor with Pierre properties
const pierreKeys = P.properties.filter((p) => p.city === 'Pierre').map((p) => p.key);
const PLOW = 'Brule Ridge Plowing';
check(
  rowsIn('all', vendor(PLOW)).every((x) => pierreKeys.includes(x.property) && word('snow')(x)),
  'the Pierre plow firm only plows in Pierre',
);
check(
  VENDORS.filter(
    (v) =>
      rowsIn('all', (x) => x.entity === v && pierreKeys.includes(x.property) && word('plow')(x)).length > 0,
  ).join() === PLOW,
  'one plow vendor in Pierre',
);
check(
  rowsIn('all', vendor(PLOW)).every((x) => !(x.date.slice(5, 7) >= '04' && x.date.slice(5, 7) <= '10')),
  'no plow invoices April to October, so the winters are clean windows',
);
F.plowLastWinter = spent('lastWinter', vendor(PLOW));
F.plowThisWinter = spent('thisWinter', vendor(PLOW));
// the last furnace work at Kessel Road
const kesselFurnace = rowsIn('all', and(at('kessel'), word('furnace'))).sort((a, b) =>
  a.date < b.date ? 1 : -1,
);
check(
  kesselFurnace.length >= 3 && kesselFurnace[0].date > kesselFurnace[1].date,
  'one latest furnace row at Kessel',
);
check(
  new Set(kesselFurnace.map((x) => x.entity)).size === 2 &&
    kesselFurnace[0].entity !== kesselFurnace[1].entity,
  'the latest Kessel furnace vendor is not the earlier one',
);
const lastFurnace = kesselFurnace[0];
check(lastFurnace.entity.includes('Ember'), 'Prairie Ember did the last Kessel furnace job');
check(VENDORS.filter((v) => v.includes('Ember')).length === 1, '"Ember" picks out one vendor');
F.lastFurnace = cents(lastFurnace.amount);
F.brannockThisYear = spentAt('thisYear', 'brannock');
F.brannockLastYear = spentAt('lastYear', 'brannock');
F.lastYear = spent('lastYear');
F.taxThisYear = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(
  rowsIn('all', and(at('osgood'), cats(['Property Tax', 'Taxes']))).length === 0,
  'the shop pays its own tax',
);
// the condo dues now: the latest monthly row, after a January raise
const TPCA = 'Tillman Place Condominium Association';
const dues = rowsIn('all', and(vendor(TPCA), word('monthly'))).sort((a, b) => (a.date < b.date ? 1 : -1));
check(month(dues[0].date) === NOV, 'November condo dues are booked');
check(
  dues.filter((x) => x.date >= '2026-01-01').every((x) => x.amount === dues[0].amount) &&
    dues.filter((x) => x.date < '2026-01-01').every((x) => x.amount !== dues[0].amount),
  'the condo dues went up in January and stayed',
);
F.duesNow = cents(dues[0].amount);
// the roof on Thistle Run: every row there that mentions the roof
const thistleRoof = rowsIn('all', and(at('thistle'), word('roof')));
check(
  thistleRoof.length === 2 && thistleRoof.every((x) => x.entity === 'Summit Shingle Roofing'),
  'two roof rows at Thistle Run, both from the roofer',
);
F.thistleRoof = total(thistleRoof.map((x) => cents(x.amount)));
const losers = P.properties.map((p) => p.key).filter((k) => netOf('thisYear', k) < 0);
check(losers.length === 1 && losers[0] === 'thistle', `only Thistle Run loses money this year (${losers})`);
F.thistleLoss = netOf('thisYear', 'thistle');
F.netThisYear = netAll('thisYear');
check(F.netThisYear > 0, 'the portfolio makes money this year');
const ludlowNow = current.filter((t) => t.property === 'ludlow');
const ludlowGone = past.filter((t) => t.property === 'ludlow');
check(ludlowNow.length === 2 && ludlowGone.length === 1, 'two current units and one past tenant at Ludlow');
F.coThisYear = rentIn('thisYear', (t) => t === co);
check(F.coThisYear === 11 * cents(co.lease.rent), 'the saddle shop paid every month this year');
F.farris25 = rentIn('lastYear', (t) => t.property === 'farris');
const farrisPayers25 = new Set(
  P.payments
    .filter((x) => within(x.date, 'lastYear') && ten[x.tenant].property === 'farris')
    .map((x) => x.tenant),
);
check(farrisPayers25.size === 2, 'two tenants paid rent at Farris Street in 2025');
F.deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(
  F.deposits !== total(current.map((t) => cents(t.lease.rent))),
  'deposits held differ from the rent roll',
);
// snow removal this year: rows whose description mentions snow, whoever the vendor and whatever the category
const snowRows = rowsIn('thisYear', word('snow'));
F.snowThisYear = total(snowRows.map((x) => cents(x.amount)));
check(new Set(snowRows.map((x) => x.entity)).size >= 4, 'snow rows this year come from several vendors');
check(new Set(snowRows.map((x) => x.category)).size >= 4, 'snow rows this year sit under several categories');
check(
  rowsIn('thisYear', (x) => /ice melt|plow|salt/.test(lower(x.description)) && !word('snow')(x)).length === 0,
  'no snow-ish row this year lacks the word (the lone ice-melt row is in 2025)',
);
check(
  rowsIn('thisYear', (x) => lower(x.entity).includes('snow') && !word('snow')(x)).length > 0,
  'the snow-and-lawn firm also mowed this year (not counted)',
);
for (const v of VENDORS)
  check(F.snowThisYear !== spent('thisYear', vendor(v)), `snow total differs from ${v}`);
const DALE = 'Dale Brekke Handyman';
F.daleThisYear = spent('thisYear', vendor(DALE));
check(VENDORS.filter((v) => v.includes('Brekke')).length === 1, 'one Brekke vendor');
const vendorsThisYear = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors this year',
);
check(vendorsThisYear[0].k === 'Summit Shingle Roofing', 'the roofer is paid the most this year');
check(vendorsThisYear[0].v > 1.5 * vendorsThisYear[1].v, 'the top vendor is clearly first');
F.topVendor = vendorsThisYear[0].v;
F.lateFeesThisYear = otherIn('thisYear', (x) => x.category === 'Late Fee');
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0);
check(
  F.lateFeesThisYear === total(lateCount.map((x) => x.v)) * 5000,
  'every late month this year has one $50 fee',
);
const tillmanRows = rowsIn('all', at('tillman'));
check(
  tillmanRows.every((x) => x.date >= prop.tillman.purchase_date),
  'condo rows after purchase',
);
check(prop.tillman.purchase_date > BOOKS_START, 'the condo was bought after the books started');
F.tillmanAll = spentAt('all', 'tillman');
F.tillmanRent = rentIn('all', (t) => t.property === 'tillman');
check(
  current.filter((t) => t.property === 'ludlow').length === 2 && ten.travis.lease.rent !== beau.lease.rent,
  'the two Ludlow units have different rents',
);
F.upstairsRent = cents(ten.travis.lease.rent);
const kesselWH = rowsIn('all', and(at('kessel'), word('water heater')));
check(kesselWH.length === 1, 'one water heater row at Kessel');
F.kesselWH = cents(kesselWH[0].amount);
check(
  VENDORS.filter((v) => v.includes('Bluestem')).length === 1 && kesselWH[0].entity.includes('Bluestem'),
  'Bluestem put in the Kessel water heater',
);
const osgoodIns = rowsIn('all', and(at('osgood'), cats(['Insurance']))).sort((a, b) =>
  a.date < b.date ? 1 : -1,
);
check(
  osgoodIns.length === 2 && osgoodIns[0].amount !== osgoodIns[1].amount,
  'two Osgood premiums, different',
);
F.osgoodIns = cents(osgoodIns[0].amount);
F.farrisRent = cents(ten.kathryn.lease.rent);
check(
  current.filter((t) => t.property === 'farris').join() === [ten.kathryn].join(),
  'Kathryn is at Farris now',
);
for (const [k, v] of Object.entries(F)) check(v !== 0, `figure ${k} is not zero`);

// leases: the condo lease ends this year; one more ends by the end of March; the next ones end in April
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
check(byNewYear.length === 1 && byNewYear[0] === ten.anneliese, 'only the condo lease ends this year');
const byMarch = endingBy('2027-03-31');
const alsoByMarch = byMarch.filter((t) => !byNewYear.includes(t));
check(alsoByMarch.length === 1 && alsoByMarch[0] === ten.travis, 'one more lease ends by the end of March');
const nextEnd = current
  .filter((t) => !byMarch.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0].lease.end;
const justAfter = current.filter((t) => t.lease.end === nextEnd);
check(
  nextEnd === '2027-04-30' && justAfter.length === 2,
  'two leases end just after the window, on April 30',
);

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['fan', 'window', 'garage', 'slider', 'light', 'porch'];
check(open.length === OPEN_WORDS.length, 'six open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 4, 'four pending requests');
const roofInvoice = P.documents.filter((d) => d.property === 'thistle' && d.type === 'Invoice');
check(
  roofInvoice.length === 1 && roofInvoice[0].file.includes('roof'),
  'one invoice for Thistle Run, the roof',
);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const pastLast = past.map((t) => t.last_name);
const kathryn = ten.kathryn;
const nadia = ten.nadia;
const anneliese = ten.anneliese;

const idOwe = ask(
  'hey astor okay so who hasnt paid rent yet this month',
  owing.map((t) => t.last_name),
  'payments',
  `November 2026: nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')} (a part payer has not paid the month)`,
  { forbid: pastLast },
);
ask(
  'how much is bo hawkinson behind',
  [money(F.beauShort)],
  'follow_up',
  `Beau Haakenson (spoken "bo hawkinson"): November rent ${money(cents(beau.lease.rent))} minus two part payments ${paymentsIn(
    beau,
    NOV,
  )
    .map((x) => `${x.date} ${money(cents(x.amount))}`)
    .join(' and ')}; every earlier month is paid in full`,
  { follow_up_of: idOwe },
);
ask(
  'um whats the total im still owed for november all the places together',
  [money(F.owed)],
  'payments',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
);
ask(
  'did anybody pay late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days, with a late fee; the unpaid and part-paid tenants are a different question',
);
ask(
  'okay so how much money came in this month all in rent and everything',
  [money(F.inNov)],
  'income',
  `rent payments (${money(rentIn('thisMonth'))}) + other incomes (garage stall, a late fee) dated 2026-11-01..today`,
);
ask(
  'whats the rent at the ferris street house again',
  [money(F.farrisRent)],
  'lease',
  `418 Farris Street ("ferris"): current lease, Kathryn Sundquist; the past tenant paid ${money(cents(ten.lorna.lease.rent))}`,
);
ask(
  'whats katherine sunquists phone number i gotta call her about the bathroom fan',
  [kathryn.phone_number.slice(-8)],
  'tenant',
  `Kathryn Sundquist (spoken "katherine sunquist"), ${kathryn.phone_number}`,
);
const idEnd = ask(
  'hey astor when does the lease end for annalise gorchica at the tillman condo',
  [anneliese.lease.end.slice(0, 4), anneliese.lease.end.slice(8)],
  'lease',
  `Anneliese Gorczyca (spoken "annalise gorchica"), lease ends ${anneliese.lease.end}; the year and the day are checked`,
);
ask(
  'okay anybody else up before the end of march',
  alsoByMarch.map((t) => t.last_name),
  'follow_up',
  `other current leases ending by 2027-03-31: ${alsoByMarch.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}; ${justAfter.map(name).join(' and ')} end ${nextEnd}, just outside`,
  { follow_up_of: idEnd, forbid: justAfter.map((t) => t.last_name) },
);
const idOpen = ask(
  'what all is still open on the repair list',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those hasnt anybody even started on yet',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
const idPlow = ask(
  'um what did i pay the plow guy in pierre last winter',
  [money(F.plowLastWinter)],
  'vendor',
  `rows of "${PLOW}" (the only plow firm at the Pierre properties) for the 2025-26 winter, invoices 2025-11-30..2026-03-31; its March 2025 invoice belongs to the winter before`,
);
ask(
  'and so far this winter',
  [money(F.plowThisWinter)],
  'follow_up',
  `the same vendor, 2026-27 season so far (its November 2026 invoices)`,
  { follow_up_of: idPlow },
);
const idFurn = ask(
  'which vendor fixed the furnace last at the castle road house up in aberdeen',
  ['Ember'],
  'vendor',
  `715 Kessel Road ("castle road"): latest row mentioning the furnace, ${lastFurnace.date} ${lastFurnace.entity} (${lastFurnace.description}); before that ${kesselFurnace[1].entity}`,
);
ask(
  'what did that run me',
  [money(F.lastFurnace)],
  'follow_up',
  `the amount of that row (${lastFurnace.date})`,
  { follow_up_of: idFurn },
);
const idBr = ask(
  'okay so how much have i spent on the brandock court townhouse this year',
  [money(F.brannockThisYear)],
  'property',
  `${ROWS} at 26 Brannock Court ("brandock"), 2026-01-01..today`,
);
ask(
  'and what about twenty twenty five there',
  [money(F.brannockLastYear)],
  'follow_up',
  `${ROWS} at Brannock Court dated 2025 (the books start 2025-03-01)`,
  { follow_up_of: idBr },
);
ask(
  'what were my total expenses for twenty twenty five um all the properties',
  [money(F.lastYear)],
  'total',
  `${ROWS}, 2025 (on the books from 2025-03-01)`,
);
ask(
  'how much have i paid in property taxes this year all the houses together',
  [money(F.taxThisYear)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Hughes and Brown County halves); the saddle shop pays its own tax',
);
ask(
  'what am i paying the condo association a month now for tillman',
  [money(F.duesNow)],
  'vendor',
  `latest monthly row of "${TPCA}"; it was ${money(cents(dues.at(-1).amount))} in 2025`,
);
ask(
  'hey astor what did the new roof on thistle run end up costing me all in',
  [money(F.thistleRoof)],
  'description_word',
  `rows at 62 Thistle Run mentioning the roof: ${thistleRoof.map((x) => `${x.date} ${money(cents(x.amount))}`).join(' + ')} (the roofer's flat-roof repair at Osgood is not Thistle Run)`,
);
const idLoss = ask(
  'am i losing money on the thistle run house this year with that roof',
  [absMoney(F.thistleLoss)],
  'loss',
  '2026 net at Thistle Run: rent + other income - expenses (the roof); absolute value of the loss',
);
ask(
  'and how about everything together this year',
  [money(F.netThisYear)],
  'follow_up',
  'rent payments + other incomes - expenses, 2026, whole portfolio',
  { follow_up_of: idLoss },
);
ask(
  'whos living in the lud low duplex right now',
  ludlowNow.map((t) => t.last_name),
  'lease',
  'current leases at 1207 Ludlow Avenue; the lower-unit tenant who left in March 2026 is not one',
  { forbid: ludlowGone.map((t) => t.last_name) },
);
ask(
  'how much has the saddle shop paid me in rent this year',
  [money(F.coThisYear)],
  'payments',
  "the company tenant's (Ironleaf Saddlery LLC) 2026 rent payments; its snow reimbursement is not rent",
);
ask(
  'how much rent did i get out of the ferris street place in twenty twenty five',
  [money(F.farris25)],
  'payments',
  "rent payments at Farris Street dated 2025: the past tenant's March to July, vacant August, the current tenant from September",
);
ask(
  'hey astor whats nadia esther hoosens email',
  [nadia.email],
  'tenant',
  'Nadia Esterhuizen (spoken "nadia esther hoosen")',
);
ask(
  'total security deposits im sitting on right now',
  [money(F.deposits)],
  'deposits',
  'sum of deposits on current leases (not past tenants)',
);
ask(
  'um how much did snow removal cost me this year all the properties',
  [money(F.snowThisYear)],
  'description_word',
  "2026; rows whose description mentions snow: both plow firms, the townhome association's snow overage, a handyman raking the garage roof, a snow shovel; the snow firm's mowing is not counted",
);
ask(
  'how much did i pay dale breckie this year',
  [money(F.daleThisYear)],
  'vendor',
  `rows of "${DALE}" (spoken "dale breckie") dated 2026`,
);
ask(
  'uh which vendor have i paid the most this year',
  ['Summit', money(F.topVendor)],
  'ranking',
  `2026 vendors by total: ${vendorsThisYear
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  'how much have late fees brought in since january',
  [money(F.lateFeesThisYear)],
  'income',
  `Late Fee incomes dated 2026, $50 each: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
const idTill = ask(
  'what have i spent on the tillman place condo since i bought it',
  [money(F.tillmanAll)],
  'property',
  `${ROWS} at 330 Tillman Place Unit 12, all time (bought ${prop.tillman.purchase_date}, after the books started)`,
);
ask(
  'and how much rent has it brought in',
  [money(F.tillmanRent)],
  'follow_up',
  'all rent payments at the condo (one tenant since June 2025, every month paid)',
  { follow_up_of: idTill },
);
ask(
  'whats the rent on the upstairs unit at ludlow',
  [money(F.upstairsRent)],
  'lease',
  `Travis Enger, upper unit; the lower unit pays ${money(cents(beau.lease.rent))}`,
);
ask(
  'who put in the water heater at the kestle road house and what did it cost me',
  ['Bluestem', money(F.kesselWH)],
  'vendor',
  `Kessel Road ("kestle"): ${kesselWH[0].date} ${kesselWH[0].entity}, ${kesselWH[0].description}`,
);
ask(
  'what does the insurance on the oz good avenue building run me a year now',
  [money(F.osgoodIns)],
  'category',
  `1845 Osgood Avenue ("oz good"): latest yearly premium, ${osgoodIns[0].date}; the year before was ${money(cents(osgoodIns[1].amount))}`,
);
ask(
  'can you pull up the roof invoice for thistle run',
  [roofInvoice[0].file],
  'documents',
  'the Invoice document at 62 Thistle Run',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'is highway twelve gonna be closed tonight heading back to aberdeen with all this snow',
  'road conditions / weather',
);
outOfScope(
  'okay can i legally make my tenants pay for plowing in south dakota if it isnt in the lease',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
check(Q.filter((x) => x.follow_up_of !== undefined).length === 8, 'eight follow-ups');
const qid = (i) => `lb85-${String(i + 1).padStart(2, '0')}`;
const out = Q.map((x, i) => {
  const o = { id: qid(i), question: x.question, expected: x.expected };
  if (x.forbid) o.forbid = x.forbid;
  if (x.follow_up_of !== undefined) o.follow_up_of = qid(x.follow_up_of);
  o.kind = x.kind;
  o.note = x.note;
  return o;
});
for (const [i, o] of out.entries()) {
  check(
    o.expected.length > 0 && o.expected.every((s) => typeof s === 'string' && s.length > 0),
    `expected of ${o.id}`,
  );
  check(
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f))),
    `forbid of ${o.id}`,
  );
  // a follow-up continues the question right before it
  if (o.follow_up_of)
    check(o.follow_up_of === qid(i - 1), `follow-up ${o.id} continues the previous question`);
  check(!/[?]/.test(o.question), `dictated, no question mark: ${o.id}`);
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
// every asked money figure differs from every other and is not contained in another
const figures = out.flatMap((o) => o.expected.filter((s) => s.startsWith('$')).map((s) => [o.id, s]));
for (const [ia, a] of figures)
  for (const [ib, b] of figures)
    if (ia !== ib) check(!b.includes(a), `money figure ${a} (${ia}) is the same as or inside ${b} (${ib})`);
// nor inside a number another question's answer would carry (the phone number, the day of the lease end)
for (const [ia, a] of figures)
  check(
    !out.some((o) => o.id !== ia && o.expected.some((s) => !s.startsWith('$') && s.includes(a))),
    `figure ${a} inside a non-money answer`,
  );

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
