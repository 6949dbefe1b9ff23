// Works out the expected answers for landlord-blind-86 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-86/compute.mjs
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
// whole-dollar amounts are written without cents ("$1,295"), which a reply writing "$1,295.00" also contains
const money = (c) => {
  const a = Math.abs(c);
  const d = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  const s = a % 100 === 0 ? d : `${d}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
// losses are expected as their absolute amount, so "-$5.00", "($5.00)" and "lost $5.00" all pass
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (mo) => MONTHS[Number(mo.slice(5, 7)) - 1];

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, 'today is 2026-11-28');
// The landlord started keeping books in the app on 2024-10-01: no payment, income, expense or document is older.
// Leases that began earlier only have their months from October 2024 on record.
const BOOKS_START = '2024-10-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const month = (d) => d.slice(0, 7);
const lastDay = (mo) => {
  const [y, m] = mo.split('-').map(Number);
  return `${mo}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
// the months from one month to another, both included
function monthsBetween(from, to) {
  const out = [];
  let [y, m] = from.split('-').map(Number);
  for (;;) {
    const k = `${y}-${String(m).padStart(2, '0')}`;
    if (k > to) break;
    out.push(k);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

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
// the two cities of this set
const CITIES = ['Jonesboro', 'Conway'];
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
for (const c of CITIES) check(!USED_CITIES.includes(c), `city ${c} is used by an earlier set`);

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 6 && P.properties.length <= 8, '6 to 8 properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'AR', `city ${p.key} is Jonesboro or Conway, AR`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
  check(/^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
for (const c of CITIES)
  check(
    P.properties.some((p) => p.city === c),
    `a property in ${c}`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  tamberlin: 'Tamberlin',
  wexley: 'Wexley',
  brambleton: 'Brambleton',
  ossory: 'Ossory',
  halvorsen: 'Halvorsen',
  quenby: 'Quenby',
  dellwood: 'Dellwood',
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
// "the conway duplex", "the one on brambleton", "the condo", "the townhouse": one property each
const ofType = (type, c) => P.properties.filter((p) => p.property_type === type && (!c || p.city === c));
check(ofType('Multi-Family').length === 2, 'two duplexes');
check(
  ofType('Multi-Family', 'Conway')
    .map((p) => p.key)
    .join() === 'halvorsen',
  'the Conway duplex is Halvorsen',
);
check(
  ofType('Multi-Family', 'Jonesboro')
    .map((p) => p.key)
    .join() === 'brambleton',
  'the Jonesboro duplex',
);
check(
  ofType('Condo')
    .map((p) => p.key)
    .join() === 'ossory',
  'one condo, Ossory',
);
check(
  ofType('Townhouse')
    .map((p) => p.key)
    .join() === 'wexley',
  'one townhouse, Wexley',
);
check(
  ofType('Commercial')
    .map((p) => p.key)
    .join() === 'dellwood',
  'one commercial building, Dellwood',
);
const UNITS = (key) => (prop[key].property_type === 'Multi-Family' ? 2 : 1);

check(P.tenants.length >= 11 && P.tenants.length <= 14, `about 12 tenants (${P.tenants.length})`);
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(
    t.lease.start.endsWith('-01') && t.lease.end === lastDay(month(t.lease.end)),
    `lease ${t.key} runs whole months`,
  );
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(Number.isInteger(t.lease.rent), `rent ${t.key} is whole dollars`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(t.email.endsWith('@example.com'), `email ${t.key}`);
  check(/^\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `phone ${t.key}`);
  check(
    t.lease.start >= prop[t.property].purchase_date,
    `lease ${t.key} starts after the property was bought`,
  );
}
check(new Set(P.tenants.map((t) => t.phone_number)).size === P.tenants.length, 'phone numbers unique');
const afterBuy = (x) => x.date >= prop[x.property].purchase_date;
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
      afterBuy(x) &&
      isMoney(x.amount) &&
      INCOME_CATEGORIES.includes(x.category),
    `income ${JSON.stringify(x)}`,
  );
for (const c of INCOME_CATEGORIES)
  check(
    P.incomes.some((x) => x.category === c),
    `income category ${c} used`,
  );
check(P.expenses.length >= 150, `150+ expense rows (${P.expenses.length})`);
for (const x of P.expenses)
  check(
    hasKeys(x, SHAPE.expense) &&
      prop[x.property] &&
      isDate(x.date) &&
      within(x.date, 'all') &&
      afterBuy(x) &&
      isMoney(x.amount) &&
      EXPENSE_CATEGORIES.includes(x.category) &&
      x.entity.length > 0 &&
      x.description.length > 0,
    `expense ${JSON.stringify(x)}`,
  );
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 30, `30+ vendors (${VENDORS.length})`);
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
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document files unique');

// ---------- leases and rent on the books ----------
const name = (t) => `${t.first_name} ${t.last_name}`;
const NOV = '2026-11';
// the months of a lease that fall inside the books, up to this month
const bookedMonths = (t) =>
  monthsBetween(month(t.lease.start), month(t.lease.end)).filter(
    (mo) => `${mo}-01` >= BOOKS_START && `${mo}-01` <= TODAY,
  );
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
    // a late fee is booked for a late full payment, and for nothing else
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
check(lateFees.length >= 8, 'several late payments with late fees');

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(future.length === 0, 'no signed future leases');
check(past.length >= 3, 'some past tenants');
check(current.length >= 8, 'most tenants current');
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
// units with a past and a current tenant
const turned = P.properties.filter(
  (p) => past.some((t) => t.property === p.key) && current.some((t) => t.property === p.key),
);
check(turned.length >= 3, 'a few units with a past and a current tenant');

// occupancy: leases covering a month at a property; never more than its units
const occupied = (key, mo) =>
  P.tenants.filter((t) => t.property === key && t.lease.start <= `${mo}-01` && t.lease.end >= lastDay(mo))
    .length;
const firstMonth = (key) => {
  const m = month(prop[key].purchase_date);
  return m > month(BOOKS_START) ? m : month(BOOKS_START);
};
const bookMonths = (key) => monthsBetween(firstMonth(key), NOV);
for (const p of P.properties)
  for (const mo of bookMonths(p.key))
    check(occupied(p.key, mo) <= UNITS(p.key), `too many leases at ${p.key} ${mo}`);
// vacant unit-months since the books start (or since the purchase)
const vacantMonths = (key) => bookMonths(key).filter((mo) => occupied(key, mo) < UNITS(key));
const vacantUnitMonths = (key) => total(bookMonths(key).map((mo) => UNITS(key) - occupied(key, mo)));
const KEYS = P.properties.map((p) => p.key);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const vacancy = [...KEYS.map((k) => ({ k, v: vacantUnitMonths(k) }))].sort((a, b) => b.v - a.v);
check(vacancy[0].v > vacancy[1].v, 'one property sat empty the longest');
const emptiest = vacancy[0].k;
check(emptiest === 'tamberlin', 'the house on Tamberlin sat empty the longest');
const tamberlinGap = vacantMonths('tamberlin');
check(
  tamberlinGap.length === 3 &&
    monthsBetween(tamberlinGap[0], tamberlinGap.at(-1)).join() === tamberlinGap.join(),
  'Tamberlin was empty for one stretch of three months',
);
const oakes = ten.winifred;
const oakesGap = vacantMonths('brambleton').filter((mo) => mo > month(oakes.lease.end));
check(
  oakesGap.length === 2 && vacantMonths('brambleton').length === 2 && oakesGap[0] === '2025-11',
  'her side of the Brambleton duplex was empty two months after she left, and no other time',
);
check(new Set(oakesGap.map(monthName)).size === 2, 'the two empty months have different names');

// November
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 2, 'one unpaid and two part-paid in November');
check(lateNov.length === 1, 'one late November payer');
const owedNow = total(current.map(shortOf));

// ---------- sums ----------
const inP = (date, p) => (Array.isArray(p) ? date >= p[0] && date <= p[1] : within(date, p));
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => inP(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => inP(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => inP(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeOf = (p, key) =>
  rentIn(p, (t) => !key || t.property === key) + otherIn(p, (x) => !key || x.property === key);
const spentAt = (p, key) => spent(p, (x) => x.property === key);
const netOf = (p, key) => incomeOf(p, key) - spentAt(p, key);
const netAll = (p) => incomeOf(p) - spent(p);
const at = (key) => (x) => x.property === key;
const cats = (cs) => (x) => cs.includes(x.category);
const both = (f, g) => (x) => f(x) && g(x);
const TAX = ['Property Tax', 'Taxes'];
// "repairs" = the repair categories; turnover, improvements, supplies, yard and pest are not repairs
const REPAIR = ['Repairs', 'Repairs & maint', 'HVAC'];
const WIDER = [...REPAIR, 'Turnover', 'Capital improvement', 'Supplies'];
const WIDEST = [...WIDER, 'Pest ctrl', 'yard', 'Yard', 'Landscaping'];
for (const c of TAX)
  for (const y of ['lastYear', 'thisYear'])
    check(rowsIn(y, (x) => x.category === c).length > 0, `tax category ${c} used in ${y}`);

// net by property, both years
const net26 = rank(
  KEYS.map((k) => ({ k, v: netOf('thisYear', k) })),
  'net by property this year',
);
const net25 = rank(
  KEYS.map((k) => ({ k, v: netOf('lastYear', k) })),
  'net by property 2025',
);
check(net26[0].k !== net25[0].k, 'a different property made the most each year');
check(net26.at(-1).k !== net25.at(-1).k, 'a different property made the least each year');
check(net25.at(-1).v < 0, 'the weakest one lost money in 2025');
check(net25.filter((x) => x.v < 0).length === 1, 'only one property lost money in 2025');
check(
  net26.every((x) => x.v > 0),
  'every property made money this year',
);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const wexley25 = netOf('lastYear', 'wexley');
const wexley26 = netOf('thisYear', 'wexley');
const dellwoodAll = netOf('all', 'dellwood');
check(dellwoodAll > netOf('lastYear', 'dellwood'), 'Dellwood all-time net differs from a year of it');
const F = {};
F.spent26 = spent('thisYear');
const cost25 = rank(
  KEYS.map((k) => ({ k, v: spentAt('lastYear', k) })),
  'expenses by property 2025',
);
check(cost25[0].k !== net25.at(-1).k || cost25[0].k === 'tamberlin', 'cost ranking computed');

// maintenance requests
const requests = KEYS.map((k) => ({ k, v: P.maintenance.filter((m) => m.property === k).length })).sort(
  (a, b) => b.v - a.v,
);
check(requests[0].v > requests[1].v, 'one property has the most requests');
const quenbyRequests = P.maintenance.filter((m) => m.property === 'quenby').length;

// repairs at the two duplexes: only repair, tax, insurance and utility rows there, so "repairs" is unambiguous
for (const k of ['halvorsen', 'brambleton'])
  check(
    rowsIn('all', at(k)).every((x) => [...REPAIR, ...TAX, 'Insurance', 'Utilities'].includes(x.category)),
    `${k}: only repair, tax, insurance and utility rows`,
  );
const rep = (p, k) => spent(p, both(at(k), cats(REPAIR)));
const duplex26 = { halvorsen: rep('thisYear', 'halvorsen'), brambleton: rep('thisYear', 'brambleton') };
const duplex25 = { halvorsen: rep('lastYear', 'halvorsen'), brambleton: rep('lastYear', 'brambleton') };
check(
  duplex26.brambleton > duplex26.halvorsen,
  'Brambleton needed more in repairs this year (the sewer line)',
);
check(duplex25.halvorsen > duplex25.brambleton, 'Halvorsen needed more in repairs in 2025');
check(
  requests[0].k === 'halvorsen',
  'the Conway duplex has the most requests though Brambleton cost more in repairs this year',
);
// quenby: no turnover, improvement or supply rows, so its repairs are the repair categories
check(
  rowsIn('all', at('quenby')).every(
    (x) => !['Turnover', 'Capital improvement', 'Supplies'].includes(x.category),
  ),
  'Quenby: no turnover, improvement or supply rows',
);
const quenbyRepairs = rep('all', 'quenby');
// the most in repairs since the books start, the same property however widely "repairs" is read
const repAll = rank(
  KEYS.map((k) => ({ k, v: rep('all', k) })),
  'repairs by property all time',
);
for (const [label, cs] of [
  ['wider', WIDER],
  ['widest', WIDEST],
])
  check(
    rank(
      KEYS.map((k) => ({ k, v: spent('all', both(at(k), cats(cs))) })),
      `repairs (${label}) by property`,
    )[0].k === repAll[0].k,
    `the most in repairs stays first read ${label}`,
  );

// purchases
const tam = prop.tamberlin;
const condo = prop.ossory;
check(condo.purchase_date > BOOKS_START, 'the condo was bought after the books start');
check(tam.purchase_date.slice(0, 4) !== condo.purchase_date.slice(0, 4), 'different purchase years');
const dollars = (n) => money(n * 100);

// rents now, by city
const rentsIn = (c) =>
  current
    .filter((t) => prop[t.property].city === c)
    .sort((a, b) => (a.property + a.lease.start < b.property + b.lease.start ? -1 : 1));
const conwayRents = rentsIn('Conway');
const jonesboroRents = rentsIn('Jonesboro');
for (const c of CITIES)
  check(new Set(rentsIn(c).map((t) => t.lease.rent)).size === rentsIn(c).length, `rents in ${c} differ`);

// who a sale would affect
const tenantsAt = (k) => current.filter((t) => t.property === k);
const pastAt = (k) => past.filter((t) => t.property === k);
check(
  tenantsAt('brambleton').length === 2 && pastAt('brambleton').length === 1,
  'Brambleton: two now, one gone',
);
check(
  tenantsAt('halvorsen').length === 2 && pastAt('halvorsen').length === 1,
  'Halvorsen: two now, one gone',
);
const beforeMarch = current.filter((t) => t.lease.end <= '2027-02-28');
const nextAfterMarch = current
  .filter((t) => !beforeMarch.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(beforeMarch.length === 3, 'three leases end before March');
check(nextAfterMarch.lease.end.startsWith('2027-03'), 'the next one ends in March (a forbid)');

// property tax and insurance
const taxBy = (p, k) => spent(p, both(at(k), cats(TAX)));
const insBy = (p, k) => spent(p, both(at(k), cats(['Insurance'])));
for (const k of KEYS) {
  check(taxBy('lastYear', k) > 0 && insBy('lastYear', k) > 0, `${k}: tax and insurance in 2025`);
  check(rowsIn('lastYear', both(at(k), cats(TAX))).length === 1, `${k}: one tax bill in 2025`);
}
check(
  rowsIn('lastYear', both(at('quenby'), cats(['Insurance']))).length === 2,
  'Quenby insurance paid in two installments in 2025',
);
const dellTaxIns26 = taxBy('thisYear', 'dellwood') + insBy('thisYear', 'dellwood');

// the biggest single expense at a property, since the books start
const biggest = (k) => {
  const r = rowsIn('all', at(k)).sort((a, b) => b.amount - a.amount);
  check(r[0].amount !== r[1].amount, `one biggest expense at ${k}`);
  return r[0];
};
const dellMax = biggest('dellwood');
const wexMax = biggest('wexley');
check(dellMax.category === 'Capital improvement', 'the biggest Dellwood bill is the lot sealcoat');

// average monthly expenses in 2025: twelve months on the books, and the totals divide evenly
const avg25 = (k) => {
  const s = spentAt('lastYear', k);
  check(s % 12 === 0, `${k}: 2025 expenses divide into twelve equal cents (${s % 12})`);
  return s / 12;
};
const quenbyAvg = avg25('quenby');
const wexleyAvg = avg25('wexley');

// income this year, tamberlin vs quenby
const inc26 = { tamberlin: incomeOf('thisYear', 'tamberlin'), quenby: incomeOf('thisYear', 'quenby') };
check(inc26.quenby !== inc26.tamberlin, 'incomes differ');
check(
  rentIn('thisYear', (t) => t.property === 'quenby') > rentIn('thisYear', (t) => t.property === 'tamberlin'),
  'Quenby collects more rent',
);

// the condo before the first tenant moved in
const firstCondoTenant = P.tenants
  .filter((t) => t.property === 'ossory')
  .sort((a, b) => (a.lease.start < b.lease.start ? -1 : 1))[0];
const beforeTenant = [condo.purchase_date, '2025-04-30'];
check(firstCondoTenant.lease.start === '2025-05-01', 'the first condo tenant moved in 2025-05-01');
const condoPrep = spent(beforeTenant, at('ossory'));
check(rowsIn(beforeTenant, at('ossory')).length >= 5, 'several bills before the first tenant');

const laundry26 = otherIn('thisYear', (x) => x.category === 'Laundry' && x.property === 'brambleton');
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === 'brambleton'),
  'laundry only at Brambleton',
);

// open maintenance at the two duplexes
const openAt = P.maintenance.filter(
  (m) => ['brambleton', 'halvorsen'].includes(m.property) && m.status !== 'Completed',
);
const OPEN_WORDS = ['drawer', 'porch'];
check(openAt.length === OPEN_WORDS.length, 'two open requests at the duplexes');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      openAt.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const dellPolicy = P.documents.filter((d) => d.property === 'dellwood' && d.type === 'Insurance');
check(dellPolicy.length === 1, 'one insurance document for Dellwood');

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const NET = 'rent payments + other incomes - expense rows';
const streetList = (r) => r.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ');

const idBest = ask(
  "I'm thinking about selling one of my rentals next spring and trying to figure out which. Which property netted the most so far this year?",
  [STREET[net26[0].k], money(net26[0].v)],
  'ranking',
  `${NET} by property, 2026-01-01..today: ${streetList(net26)}`,
);
const idWorst = ask(
  'and the least?',
  [STREET[net26.at(-1).k], money(net26.at(-1).v)],
  'follow_up',
  'keeps 2026 and net by property; lowest (the condo: a vacant May and turnover)',
  { follow_up_of: idBest },
);
ask(
  'what about last year - best and worst?',
  [STREET[net25[0].k], money(net25[0].v), STREET[net25.at(-1).k], absMoney(net25.at(-1).v)],
  'follow_up',
  `${NET} by property, 2025: ${streetList(net25)}; the worst lost money (three empty months, turnover, flooring, water heater), expected as its absolute amount`,
  { follow_up_of: idWorst },
);
const idWex = ask(
  'income minus expenses for wexley ct in 2025?',
  [money(wexley25)],
  'net',
  `${NET}, the townhouse, 2025`,
);
ask('and this yr so far', [money(wexley26)], 'follow_up', `${NET}, the townhouse, 2026-01-01..today`, {
  follow_up_of: idWex,
});
ask(
  'what has the dellwood building netted me since i started tracking in here',
  [money(dellwoodAll)],
  'net',
  `${NET}, Dellwood Ferry Road, all time (${BOOKS_START}..today)`,
);
ask(
  'Total expenses across all the properties this year?',
  [money(F.spent26)],
  'total',
  'sum of expense rows, 2026-01-01..today',
);
ask(
  'which one cost me the most to run last year',
  [STREET[cost25[0].k], money(cost25[0].v)],
  'ranking',
  `expense rows by property, 2025: ${streetList(cost25)}`,
);
const idEmpty = ask(
  'Which place has sat empty the longest since I started using this?',
  [STREET[emptiest]],
  'vacancy',
  `vacant unit-months since ${BOOKS_START} (the condo from its purchase): ${vacancy.map((x) => `${STREET[x.k]} ${x.v}`).join(', ')}`,
);
ask(
  'how many months was that and when',
  [monthName(tamberlinGap[0]), monthName(tamberlinGap.at(-1))],
  'follow_up',
  `Tamberlin had no lease ${tamberlinGap.join(', ')} (3 months, between Marchetti and Farraday); checked by the first and last month names`,
  { follow_up_of: idEmpty },
);
ask(
  'after winifred oakes moved out of brambleton how long did her side sit empty?',
  oakesGap.map(monthName),
  'vacancy',
  `her lease ended ${oakes.lease.end}; Calloway's began ${ten.renzo.lease.start}: ${oakesGap.join(', ')} (2 months)`,
);
ask(
  'which property has had the most repair requests?',
  [STREET[requests[0].k], String(requests[0].v)],
  'maintenance',
  `maintenance requests by property (no dates on requests, so all of them): ${P.properties
    .map((p) => `${STREET[p.key]} ${P.maintenance.filter((m) => m.property === p.key).length}`)
    .join(', ')}`,
);
const idDup = ask(
  'did the conway duplex need more in repairs this year than the one on brambleton?',
  [money(duplex26.halvorsen), money(duplex26.brambleton)],
  'comparison',
  `2026, categories ${REPAIR.join(' + ')} (the only upkeep rows at either duplex): Halvorsen ${money(duplex26.halvorsen)}, Brambleton ${money(duplex26.brambleton)} (the sewer line); no, Brambleton needed more`,
);
ask(
  'what about last year?',
  [money(duplex25.halvorsen), money(duplex25.brambleton)],
  'follow_up',
  `2025, same categories: Halvorsen ${money(duplex25.halvorsen)}, Brambleton ${money(duplex25.brambleton)}; yes, Halvorsen needed more`,
  { follow_up_of: idDup },
);
ask(
  'How many maintenance requests has Quenby had, and what have repairs there cost me since I started tracking?',
  [money(quenbyRepairs)],
  'maintenance',
  `${quenbyRequests} requests (not checked: a single digit); repairs = ${REPAIR.join(' + ')} at Quenby, all time (lawn and pest rows are not repairs)`,
);
ask(
  'which property has eaten the most in repairs overall?',
  [STREET[repAll[0].k], money(repAll[0].v)],
  'ranking',
  `${REPAIR.join(' + ')} by property, all time: ${streetList(repAll)}; first however widely "repairs" is read (adding turnover, improvements, supplies, even pest and yard)`,
);
const idBuy = ask(
  'what did i pay for tamberlin and when did i buy it',
  [dollars(tam.purchase_price), tam.purchase_date.slice(0, 4)],
  'property',
  `purchase_price and purchase_date (${tam.purchase_date}); only the year is checked`,
);
ask(
  'and the condo?',
  [dollars(condo.purchase_price), condo.purchase_date.slice(0, 4)],
  'follow_up',
  `Ossory Lane Unit 4B, bought ${condo.purchase_date}; only the year is checked`,
  { follow_up_of: idBuy },
);
const idRent = ask(
  'whats rent at each of the conway places right now',
  conwayRents.map((t) => dollars(t.lease.rent)),
  'lease',
  `current leases in Conway: ${conwayRents.map((t) => `${STREET[t.property]} ${name(t)} ${dollars(t.lease.rent)}`).join(', ')}`,
);
ask(
  'and jonesboro?',
  jonesboroRents.map((t) => dollars(t.lease.rent)),
  'follow_up',
  `current leases in Jonesboro: ${jonesboroRents.map((t) => `${STREET[t.property]} ${name(t)} ${dollars(t.lease.rent)}`).join(', ')}`,
  { follow_up_of: idRent },
);
ask(
  'If I sell Brambleton, which tenants does that affect and when are their leases up?',
  tenantsAt('brambleton').map((t) => t.last_name),
  'lease',
  `current leases at Brambleton: ${tenantsAt('brambleton')
    .map((t) => `${t.last_name} to ${t.lease.end}`)
    .join(', ')} (dates not checked); the past tenant is not affected`,
  { forbid: pastAt('brambleton').map((t) => t.last_name) },
);
ask(
  "say i sold halvorsen instead, who'd that affect and when do their leases end",
  tenantsAt('halvorsen').map((t) => t.last_name),
  'lease',
  `current leases at Halvorsen: ${tenantsAt('halvorsen')
    .map((t) => `${t.last_name} to ${t.lease.end}`)
    .join(', ')} (dates not checked); the past tenant is not affected`,
  { forbid: pastAt('halvorsen').map((t) => t.last_name) },
);
ask(
  'any leases ending before march?',
  beforeMarch.map((t) => t.last_name),
  'lease',
  `current leases ending by 2027-02-28: ${beforeMarch.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}; ${nextAfterMarch.last_name} ends ${nextAfterMarch.lease.end}`,
  { forbid: [nextAfterMarch.last_name] },
);
const idTax = ask(
  'how much property tax did i pay on each place in 2025?',
  KEYS.map((k) => money(taxBy('lastYear', k))),
  'category',
  `categories ${TAX.join(' + ')}, 2025, one bill each (due October): ${KEYS.map((k) => `${STREET[k]} ${money(taxBy('lastYear', k))}`).join(', ')}`,
);
ask(
  'and insurance?',
  KEYS.map((k) => money(insBy('lastYear', k))),
  'follow_up',
  `category Insurance, 2025, by property (Quenby pays in two installments): ${KEYS.map((k) => `${STREET[k]} ${money(insBy('lastYear', k))}`).join(', ')}`,
  { follow_up_of: idTax },
);
ask(
  'What did property tax plus insurance come to at Dellwood this year, combined?',
  [money(dellTaxIns26)],
  'category',
  `2026, Dellwood: tax ${money(taxBy('thisYear', 'dellwood'))} + insurance ${money(insBy('thisYear', 'dellwood'))}`,
);
ask(
  "biggest single bill i've paid on dellwood?",
  [money(cents(dellMax.amount))],
  'ranking',
  `largest expense row at Dellwood, all time: ${dellMax.description} (${dellMax.date}, ${dellMax.entity})`,
);
ask(
  "what's the most expensive single expense at wexley since i started tracking",
  [money(cents(wexMax.amount))],
  'ranking',
  `largest expense row at Wexley, all time: ${wexMax.description} (${wexMax.date}, ${wexMax.entity})`,
);
ask(
  'what do my expenses average per month at quenby, going by 2025?',
  [money(quenbyAvg)],
  'average',
  `2025 expense rows at Quenby / 12 (${money(spentAt('lastYear', 'quenby'))}); divides evenly`,
);
ask(
  'avg monthly expenses for the townhouse last year',
  [money(wexleyAvg)],
  'average',
  `2025 expense rows at Wexley / 12 (${money(spentAt('lastYear', 'wexley'))}); divides evenly`,
);
ask(
  'tamberlin vs quenby - which brought in more income this year?',
  [money(inc26.tamberlin), money(inc26.quenby)],
  'comparison',
  `rent payments + other incomes, 2026: Tamberlin ${money(inc26.tamberlin)}, Quenby ${money(inc26.quenby)}`,
);
ask(
  'How much did I sink into the condo before the first tenant moved in?',
  [money(condoPrep)],
  'total',
  `expense rows at Ossory from the purchase (${condo.purchase_date}) to ${beforeTenant[1]}; ${firstCondoTenant.last_name} moved in ${firstCondoTenant.lease.start}`,
);
ask(
  "who's behind on november rent?",
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}; ${lateNov.map((t) => t.last_name).join(', ')} paid late but in full`,
  { forbid: past.map((t) => t.last_name) },
);
ask(
  'total owed to me right now?',
  [money(owedNow)],
  'payments',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
);
ask(
  'how much has the laundry at brambleton brought in this year',
  [money(laundry26)],
  'income',
  'Laundry incomes at Brambleton, 2026',
);
ask(
  'what was my net for everything last year',
  [money(netAll('lastYear'))],
  'net',
  `${NET}, 2025, whole portfolio`,
);
ask(
  'anything still open on maintenance at brambleton or halvorsen?',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress at the two duplexes: ${openAt.map((m) => `${m.title} (${m.status})`).join('; ')}`,
);
ask(
  'can u find the insurance policy on file for dellwood',
  [dellPolicy[0].file],
  'documents',
  'the Insurance document at Dellwood Ferry Road',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is the jonesboro market better than conway for selling right now?', 'market forecast');
outOfScope(
  'do i have to give my tenants notice if i sell a rental in arkansas? whats the law',
  'legal advice',
);

// ---------- the answers must be unambiguous ----------
check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb86-${String(i + 1).padStart(2, '0')}`;
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
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f))),
    `forbid of ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
  if (o.follow_up_of)
    check(
      Number(o.id.slice(5)) - Number(o.follow_up_of.slice(5)) === 1,
      `follow-up ${o.id} continues the previous question`,
    );
}
const follows = out.filter((o) => o.follow_up_of).length;
check(follows >= 7 && follows <= 9, `about 8 follow-ups (${follows})`);
check(out.filter((o) => o.kind === 'out_of_scope').length === 2, 'two out-of-scope questions');
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
// every asked money figure differs from every other one and is not contained in another
const figures = out.flatMap((o) => o.expected.filter((s) => s.startsWith('$')).map((s) => [o.id, s]));
for (const [i, a] of figures.entries())
  for (const [j, b] of figures.entries())
    if (i !== j)
      check(
        !b[1].includes(a[1]),
        `money figure ${a[1]} (${a[0]}) is the same as or inside ${b[1]} (${b[0]})`,
      );
for (const [id, s] of figures) check(/^\$\d{1,3}(,\d{3})*(\.\d\d)?$/.test(s), `money format ${s} (${id})`);

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
