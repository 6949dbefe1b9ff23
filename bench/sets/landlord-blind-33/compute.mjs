// Works out the expected answers for landlord-blind-33 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-33/compute.mjs
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
  q3: ['2026-07-01', '2026-09-30'],
  jul: ['2026-07-01', '2026-07-31'],
  aug: ['2026-08-01', '2026-08-31'],
  sep: ['2026-09-01', '2026-09-30'],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
const month = (d) => d.slice(0, 7);
const nextMonth = (mo) => {
  let [y, m] = mo.split('-').map(Number);
  m += 1;
  if (m > 12) [y, m] = [y + 1, 1];
  return `${y}-${String(m).padStart(2, '0')}`;
};
const lastDay = (mo) => plusDays(`${nextMonth(mo)}-01`, -1);

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
// cities of landlord-blind-2 to landlord-blind-32 (and those set 13 listed for the tenant-line sets)
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
// the short street names the questions use must each pick out one property
const STREET = {
  bramblecrest: 'Bramblecrest',
  kettering: 'Kettering',
  wiregrass: 'Wiregrass',
  tallowood: 'Tallowood',
  pronghorn: 'Pronghorn',
  bessemer: 'Bessemer',
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
  check(
    t.lease.start.endsWith('-01') && t.lease.end === lastDay(month(t.lease.end)),
    `whole months ${t.key}`,
  );
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/^\(555\) 555-01\d\d$/.test(t.phone_number), `phone ${t.key}`);
  check(t.lease.start >= prop[t.property].purchase_date, `lease after purchase ${t.key}`);
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
      d.uploaded <= TODAY &&
      d.uploaded >= BOOKS_START,
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
  for (let k = month(t.lease.start); `${k}-01` <= TODAY && `${k}-01` <= t.lease.end; k = nextMonth(k))
    if (`${k}-01` >= BOOKS_START) out.push(k);
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
    const fees = lateFees.filter((x) => x.entity === name(t) && month(x.date) === mo);
    if (mo !== NOV) check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} paid in full`);
    else check(paidIn(t, mo) <= cents(t.lease.rent), `${t.key} November not overpaid`);
    // a late fee is booked for a late full payment, and for nothing else
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
check(lateFees.length >= 12, `a dozen or more late payments (${lateFees.length})`);
for (const p of P.properties.filter((q) => q.property_type !== 'Multi-Family')) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
}
// the triplex has three units: never more than three leases at once
for (let mo = '2025-01'; mo <= NOV; mo = nextMonth(mo))
  check(
    P.tenants.filter(
      (t) => t.property === 'bramblecrest' && t.lease.start <= lastDay(mo) && t.lease.end >= `${mo}-01`,
    ).length <= 3,
    `triplex over three units in ${mo}`,
  );

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const pastLast = past.map((t) => t.last_name);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
check(
  current.length === 7 && past.length === 5 && future.length === 1,
  'seven current, five past, one future',
);
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 4,
  'four past tenants began before the books',
);
const incoming = future[0];
check(incoming.property === 'tallowood', 'the signed lease is for the townhouse');

// November 2026
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0].key === 'tobias', 'Tobias has paid nothing for November');
check(partial.length === 1 && partial[0].key === 'marguerite', 'Marguerite paid part of November');
check(lateNov.length === 1 && lateNov[0].key === 'annabel', 'Annabel paid November in full, late');
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
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 25 && VENDORS.length <= 35, `about 25-35 vendors (${VENDORS.length})`);

const F = {};
for (const p of ['all', 'thisYear', 'lastYear', 'q3']) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
// the 2025 monthly average comes out to a whole cent, so no rounding question arises
check(F.lastYear % 12 === 0, `2025 total divisible by 12 (remainder ${F.lastYear % 12} cents)`);
F.avg25 = F.lastYear / 12;
const q3Months = ['jul', 'aug', 'sep'].map((p) => spent(p));
check(new Set(q3Months).size === 3 && total(q3Months) === F.q3, 'Q3 months distinct and add up');

// tax, insurance and HOA: the categories and the payees agree, so either reading gives the same figure
const TAX = ['Property Tax', 'Taxes'];
const TAX_PAYEES = [
  'Peoria County Treasurer',
  'Houston County Revenue Commissioner',
  'Natrona County Treasurer',
];
const HOA = ['HOA dues', 'HOA'];
const HOA_PAYEES = ['Pronghorn Terrace Owners Association', 'Tallowood Commons HOA'];
const INSURERS = ['Heartland Mutual Insurance', 'Gulf Pines Insurance Agency', 'High Plains Casualty'];
for (const [cs, payees, what] of [
  [TAX, TAX_PAYEES, 'tax'],
  [HOA, HOA_PAYEES, 'HOA'],
  [['Insurance'], INSURERS, 'insurance'],
])
  check(
    P.expenses.every((x) => cs.includes(x.category) === payees.includes(x.entity)),
    `${what} categories and payees agree`,
  );
for (const c of TAX)
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
for (const c of HOA)
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `HOA category ${c} used in 2026`);
F.tax25 = spent('lastYear', cats(TAX));
F.ins25 = spent('lastYear', cats(['Insurance']));
F.hoa26 = spent('thisYear', cats(HOA));
F.hoa25 = spent('lastYear', cats(HOA));
check(F.hoa26 > F.hoa25, 'HOA went up');

// Circle City Heating & Air, not the utility "Circle City Power & Water"
const CCH = 'Circle City Heating & Air';
check(VENDORS.filter((v) => lower(v).startsWith('circle city')).length === 2, 'two "Circle City" vendors');
F.cch = spent('all', vendor(CCH));
check(
  new Set(rowsIn('all', vendor(CCH)).map((x) => x.category)).size >= 3,
  'Circle City Heating rows sit under several categories',
);

// snow: the word in the description, whoever did the work and under whatever category
F.snow = spent('all', word('snow'));
const snowRows = rowsIn('all', word('snow'));
check(new Set(snowRows.map((x) => x.entity)).size >= 5, 'snow rows come from several vendors');
check(new Set(snowRows.map((x) => x.category)).size >= 5, 'snow rows sit under several categories');
for (const v of VENDORS) check(F.snow !== spent('all', vendor(v)), `snow total differs from ${v}`);
check(
  rowsIn('all', (x) => x.entity === 'Platte River Snow & Lawn' && !word('snow')(x)).length > 0,
  'the snow-and-lawn firm also has mowing rows that are not snow work',
);
check(
  rowsIn('all', (x) => lower(x.description).includes('ice melt') && !word('snow')(x)).length > 0,
  'an ice-melt row without the word is not counted',
);
// gutters
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 5, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 4, 'gutter rows sit under several categories');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
check(
  rowsIn('all', (x) => x.entity === 'Prairie Crest Roofing' && !word('gutter')(x)).length > 0,
  'the roofer has rows that are not gutters',
);

// vendor rankings
const vendorRank = (p) =>
  rank(
    [...new Set(rowsIn(p).map((x) => x.entity))].map((k) => ({ k, v: spent(p, vendor(k)) })),
    `vendors ${p}`,
  );
const vendors26 = vendorRank('thisYear');
const vendors25 = vendorRank('lastYear');
check(vendors25[1].k === CCH, 'Circle City Heating is the 2025 runner-up');

// net by property this year, and the two Dothan / Casper houses
const net26 = rank(
  KEYS.map((k) => ({ k, v: Math.abs(netOf('thisYear', k)) })),
  'absolute net by property this year',
);
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(
  losers('thisYear').join() === 'bramblecrest',
  `only the triplex loses money this year (${losers('thisYear')})`,
);
check(losers('lastYear').includes('wiregrass'), 'Wiregrass loses money in 2025');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const cost26 = { wiregrass: spentAt('thisYear', 'wiregrass'), bessemer: spentAt('thisYear', 'bessemer') };
check(cost26.bessemer > cost26.wiregrass, 'Bessemer cost more this year');
check(netOf('thisYear', 'wiregrass') > 0, 'Wiregrass makes money this year');
check(netOf('thisYear', 'bessemer') > 0, 'Bessemer makes money this year');
check(
  netOf('thisYear', 'bessemer') !== netOf('thisYear', 'wiregrass'),
  'Bessemer and Wiregrass nets differ this year',
);
const rent25 = rentIn('lastYear');
const other26 = otherIn('thisYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);
const wg = {
  income25: incomeOf('lastYear', 'wiregrass'),
  spent25: spentAt('lastYear', 'wiregrass'),
  net25: netOf('lastYear', 'wiregrass'),
  net26: netOf('thisYear', 'wiregrass'),
  rent25: rentIn('lastYear', (t) => t.property === 'wiregrass'),
};
check(wg.income25 !== wg.rent25, 'Wiregrass 2025 income differs from its rent alone');
const bessemerNet26 = netOf('thisYear', 'bessemer');
check(bessemerNet26 !== incomeOf('thisYear', 'bessemer') - spentAt('thisYear', 'bessemer') + 1, 'sanity');

// vacancy: a property is empty in a month when no lease covers any day of it (from its purchase on)
const leasedIn = (key, mo) =>
  P.tenants.some((t) => t.property === key && t.lease.start <= lastDay(mo) && t.lease.end >= `${mo}-01`);
const vacantMonths = (key) => {
  const out = [];
  const from =
    month(prop[key].purchase_date) > '2025-01' ? nextMonth(month(prop[key].purchase_date)) : '2025-01';
  for (let mo = from; mo <= NOV; mo = nextMonth(mo)) if (!leasedIn(key, mo)) out.push(mo);
  return out;
};
check(
  vacantMonths('wiregrass').join() === '2025-07,2025-08',
  `Wiregrass empty July-August 2025 (${vacantMonths('wiregrass')})`,
);
const emptyNow = KEYS.filter((k) => !current.some((t) => t.property === k));
check(emptyNow.join() === 'tallowood', `only the townhouse is empty now (${emptyNow})`);
const emptyMay26 = KEYS.filter((k) => !leasedIn(k, '2026-05'));
check(emptyMay26.join() === 'pronghorn', `only the condo was empty in May 2026 (${emptyMay26})`);
check(
  P.tenants.filter(
    (t) => t.property === 'bramblecrest' && t.lease.start <= '2026-05-31' && t.lease.end >= '2026-05-01',
  ).length === 3,
  'all three triplex units let in May 2026',
);
// the empty months at the townhouse and the condo have utility or turnover rows, the wiregrass ones power bills
check(
  rowsIn('all', (x) => x.property === 'wiregrass' && x.category === 'Utilities').every((x) =>
    vacantMonths('wiregrass').includes(month(x.date)),
  ),
  'Wiregrass utility bills fall in its empty months',
);

// leases ending
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const in90 = endingBy(plusDays(TODAY, 90));
check(
  in90
    .map((t) => t.key)
    .sort()
    .join() === 'gideon,marguerite',
  'two leases end in the next 90 days',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(
  nextAfter.key === 'delphine' && nextAfter.lease.end <= plusDays(TODAY, 130),
  'the next lease end is just past 90 days',
);
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
check(deposits !== deposits + cents(incoming.lease.deposit), 'sanity');

// the late tenant
const tobias = ten.tobias;
const tobiasPays = P.payments.filter((x) => x.tenant === 'tobias').sort((a, b) => (a.date < b.date ? -1 : 1));
const tobiasLast = tobiasPays.at(-1);
check(cents(tobiasLast.amount) !== cents(tobias.lease.rent), 'his last payment is not a full month');
check(
  P.payments.filter((x) => x.tenant === 'tobias' && x.date === tobiasLast.date).length === 1,
  'one payment on his last payment date',
);
const tobias26 = rentIn('thisYear', (t) => t === tobias);
check(tobias26 === 10 * cents(tobias.lease.rent), 'Tobias paid January to October in full this year');
const tobiasFees26 = otherIn('thisYear', (x) => x.category === 'Late Fee' && x.entity === name(tobias));
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].k === 'tobias' && lateCount[0].v === 4 && lateCount[1].v < 4,
  'Tobias late four times this year',
);

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'faucet', 'pothole', 'latch', 'carpet', 'garage'];
check(open.length === OPEN_WORDS.length, 'six open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const openBramble = OPEN_WORDS.filter((w) =>
  open.some((m) => m.property === 'bramblecrest' && lower(m.title).includes(w)),
);
check(openBramble.length === 2, 'two open requests at the triplex');
const condoPolicy = P.documents.filter((d) => d.property === 'pronghorn' && d.type === 'Insurance');
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

// the retiree
ask(
  'Good morning. Could you please tell me how much I have spent on all of my properties so far this year?',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
// the investor
const id25 = ask(
  'exp 2025 total',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask('avg per month?', [money(F.avg25)], 'follow_up', '2025 expenses / 12 (comes out to a whole cent)', {
  follow_up_of: id25,
});
ask(
  'break down q3 spending month by month',
  q3Months.map(money),
  'month_by_month',
  `${ROWS} for July, August and September 2026: ${q3Months.map(money).join(', ')}`,
);
// the tax preparer
const idTax = ask(
  'For my accountant: how much property tax did I pay in 2025, all properties combined?',
  [money(F.tax25)],
  'category',
  'categories "Property Tax" and "Taxes" together, 2025 (Peoria County, Houston County, Natrona County)',
);
ask(
  'and insurance premiums for the same year?',
  [money(F.ins25)],
  'follow_up',
  'category Insurance, 2025 (six policies, three insurers)',
  { follow_up_of: idTax },
);
ask(
  'Are my HOA fees up this year compared with last year? Please give me both totals.',
  [money(F.hoa26), money(F.hoa25)],
  'comparison',
  'categories "HOA dues" and "HOA" together (the two associations; condo dues from April 2025, a special assessment and a snow overage in 2026); 2026 to date vs 2025',
);
ask(
  'what have i paid circle city heating & air in total',
  [money(F.cch)],
  'vendor',
  `all time; rows whose entity is "${CCH}" (not the utility "Circle City Power & Water"); includes the 2025 heat pump`,
);
ask(
  'what has snow cost me since i started tracking? plowing, shovels, whatever',
  [money(F.snow)],
  'description_word',
  'all time; rows whose description contains "snow": the Peoria plow firm, the Casper snow-and-lawn firm (not its mowing), a handyman raking the porch roof, Home Depot shovels, Lowe\'s snow-blower parts and the condo snow overage; the "Ice melt and spreader" row has no "snow" and is not counted',
);
ask(
  'what have gutters cost me',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": a handyman in each city (Hank\'s Fix-It, Otis Pruett, Eli Brandvold), Home Depot gutter guards and the new gutters that came with the triplex roof (not the roof itself)',
);
ask(
  'top 3 vendors this yr by $',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
const idTop25 = ask(
  'which vendor did i pay the most in 2025?',
  ['Peoria County', money(vendors25[0].v)],
  'ranking',
  `2025 vendors by total; first ${vendors25[0].k}`,
);
ask(
  'and the runner-up?',
  ['Circle City Heating', money(vendors25[1].v)],
  'follow_up',
  `2025; second ${vendors25[1].k}; third ${vendors25[2].k} ${money(vendors25[2].v)}`,
  { follow_up_of: idTop25 },
);
ask(
  'net by property ytd',
  net26.map((x) => money(x.v)),
  'net',
  `rent + other income - expenses per property, 2026: ${KEYS.map((k) => `${STREET[k]} ${money(netOf('thisYear', k))}`).join(', ')}; the triplex loss (the roof) as its absolute amount`,
);
ask(
  'bessemer vs wiregrass - which one cost me more to run this year?',
  ['Bessemer', money(cost26.bessemer), money(cost26.wiregrass)],
  'comparison',
  'expenses by property, 2026 (Bessemer had the hail repair)',
);
const idNet = ask(
  'overall profit for 2025, everything in and out?',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('and so far this year', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
ask(
  "what's my non-rent income this year? laundry, parking, fees, all of it",
  [money(other26)],
  'income',
  'all other incomes dated 2026 (laundry commission, the condo garage stall, a pet fee, late fees, the CAM true-up, the hail claim payment, two deposit deductions, an application fee)',
);
ask(
  'For my Schedule E I need the total rent I actually collected in 2025 across all properties.',
  [money(rent25)],
  'income',
  'rent payments dated 2025 (not late fees or other income)',
);
// the seller
const idSell = ask(
  "I'm thinking about selling the house on Wiregrass Trail. What did it bring in during 2025, rent and everything else?",
  [money(wg.income25)],
  'income',
  `rent payments + other incomes at Wiregrass, 2025 (rent alone ${money(wg.rent25)}; plus a late fee, a deposit deduction and a pet fee)`,
);
const idSellExp = ask(
  'And what did it cost me that year?',
  [money(wg.spent25)],
  'follow_up',
  'expenses at Wiregrass, 2025 (the heat pump, the turnover)',
  { follow_up_of: idSell },
);
const idSellNet = ask(
  'So what was the net for 2025?',
  [absMoney(wg.net25)],
  'follow_up',
  `Wiregrass 2025 net ${money(wg.net25)}, a loss (heat pump + two empty months), expected as its absolute amount`,
  { follow_up_of: idSellExp },
);
const idSellNow = ask(
  'How about this year so far?',
  [money(wg.net26)],
  'follow_up',
  'Wiregrass net, 2026 to date',
  { follow_up_of: idSellNet },
);
ask(
  'and the Bessemer house, same thing?',
  [money(bessemerNet26)],
  'follow_up',
  'Bessemer net, 2026 to date (the hail repair and the insurance claim payment both count)',
  { follow_up_of: idSellNow },
);
ask(
  'Has the Wiregrass house sat empty at all since I started keeping records here? When?',
  ['July', 'August'],
  'vacancy',
  'no lease covering July and August 2025 (Vandermeer left 2025-06-30, Quist from 2025-09-01); the two power bills are dated then',
);
// the late tenant
ask(
  'who still owes me for november',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much rent is outstanding right now in total',
  [money(owedNow)],
  'payments',
  `for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full): ${owing.map((t) => `${t.last_name} ${money(shortOf(t))}`).join(', ')}`,
);
const idTob = ask(
  'when did tobias last pay me and how much was it',
  [money(cents(tobiasLast.amount))],
  'payments',
  `his last payment is ${tobiasLast.date}, ${money(cents(tobiasLast.amount))}, the second part of his October rent (only the amount is checked)`,
);
ask(
  'how much rent has he paid me this year altogether?',
  [money(tobias26)],
  'follow_up',
  `Tobias Wrenfield's 2026 rent payments, January to October (his late fees, ${money(tobiasFees26)}, are not rent)`,
  { follow_up_of: idTob },
);
ask(
  'any leases ending in the next 90 days?',
  in90.map((t) => t.last_name),
  'lease',
  `current leases ending by ${plusDays(TODAY, 90)}; ${nextAfter.last_name}'s ends ${nextAfter.lease.end}`,
  { forbid: [nextAfter.last_name] },
);
ask(
  'Have I signed anyone for the Tallowood townhouse yet?',
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start} (the last tenant left ${ten.cornelius.lease.end})`,
);
ask(
  'which of my places is sitting empty right now',
  [STREET[emptyNow[0]]],
  'vacancy',
  'no current lease; the townhouse, empty since 2026-11-01 with a lease signed from 2027-01-01',
);
ask(
  'back in may 2026, did i have anything vacant?',
  [STREET[emptyMay26[0]]],
  'vacancy',
  'no lease covering May 2026: the condo (Sotomayor left 2026-04-30, Whitlow from 2026-06-01)',
);
ask(
  'Could you tell me the total of the security deposits I am holding at the moment?',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Tallowood lease, not past tenants)',
);
const idOpen = ask(
  'what maintenance is still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those are at bramblecrest',
  openBramble,
  'follow_up',
  `open requests at the triplex: ${open
    .filter((m) => m.property === 'bramblecrest')
    .map((m) => m.title)
    .join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'Do I have the insurance policy for the condo on file? What is the file called?',
  [condoPolicy[0].file],
  'documents',
  'the Insurance document at Pronghorn Terrace',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('What do you think I could get for the Tallowood townhouse if I sold it today?', 'market value');
outOfScope('if i sell wiregrass next year how much capital gains tax will i owe', 'tax advice');
outOfScope('is casper supposed to get snow next week?', 'weather');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb33-${String(i + 1).padStart(2, '0')}`;
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
    `expected of ${o.id} (no empty or one-character strings)`,
  );
  check(new Set(o.expected).size === o.expected.length, `expected of ${o.id} has no duplicates`);
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
