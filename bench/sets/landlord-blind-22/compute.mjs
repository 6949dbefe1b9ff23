// Works out the expected answers for landlord-blind-22 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-22/compute.mjs
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
  march: ['2026-03-01', '2026-03-31'],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
const month = (d) => d.slice(0, 7);
const MONTH_ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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
// cities of landlord-blind-2 to landlord-blind-21 (and of the tenant-line sets as listed by set 13),
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
  'Providence',
  'Hancock',
  'Lawrence',
  'Sioux Falls',
  'Cheyenne',
  'Bangor',
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
  check(typeof p.zipCode === 'string' && /^\d{5}$/.test(p.zipCode), `zip code ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  fenwick: 'Fenwick',
  kessler: 'Kessler',
  magnolia: 'Magnolia',
  cypress: 'Cypress',
  juniper: 'Juniper',
  cottonwood: 'Cottonwood',
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
  check(/\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `phone number in the 555-01xx range ${t.key}`);
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
check(current.length === 6 && past.length === 5 && future.length === 1, '6 current, 5 past, 1 future lease');
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 4,
  'four past tenants started before the books',
);
// the one vacant property: no current lease; its next tenant is signed
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].key === 'juniper', 'Juniper is the one vacant property');
const incoming = future[0];
check(incoming.property === vacant[0].key, 'the signed lease is for the vacant house');
const leftJuniper = past.filter((t) => t.property === 'juniper');
check(
  leftJuniper.length === 1 && leftJuniper[0].lease.end >= '2026-10-01',
  'the last Juniper tenant left in October 2026',
);
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
check(
  current.filter((t) => shortOf(t) === 0 && !paidLate(t, NOV)).length === 3,
  'three paid November on time',
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
check(VENDORS.length >= 40, `at least 40 vendors (${VENDORS.length})`);

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

const TAX = ['Property Tax', 'Taxes'];
F.tax25 = spent('lastYear', cats(TAX));
check(
  rowsIn('all', cats(TAX)).every(
    (x) => x.entity.includes('Treasurer') || x.entity.includes('Tax') || x.entity.includes('Revenue'),
  ),
  'tax rows are paid to tax offices',
);
check(rowsIn('lastYear', (x) => x.category === 'Property Tax').length > 0, 'Property Tax used in 2025');
check(rowsIn('thisYear', (x) => x.category === 'Taxes').length > 0, 'Taxes used in 2026');
F.cap25 = spent('lastYear', (x) => x.category === 'Capital improvement');

// painters: the vendor's name says so, and only their rows mention paint, so either reading gives the same answer
const isPainter = (x) => x.entity.includes('Paint');
check(
  P.expenses.every((x) => isPainter(x) === lower(x.description).includes('paint')),
  'painter rows are exactly the rows that mention paint',
);
check(new Set(rowsIn('all', isPainter).map((x) => x.entity)).size === 3, 'three painting firms');
F.painters = spent('all', isPainter);

// description words, whoever the vendor and whatever the category
F.snow = spent('all', word('snow'));
check(
  rowsIn('all', (x) => /ice melt|salt application/i.test(x.description) && !word('snow')(x)).length >= 3,
  'ice melt and salt rows without the word',
);
check(new Set(rowsIn('all', word('snow')).map((x) => x.entity)).size >= 4, 'snow rows from 4+ vendors');
check(new Set(rowsIn('all', word('snow')).map((x) => x.category)).size >= 5, 'snow rows under 5+ categories');
F.gutter25 = spent('lastYear', word('gutter'));
check(
  new Set(rowsIn('lastYear', word('gutter')).map((x) => x.entity)).size >= 4,
  'gutter rows from 4+ vendors in 2025',
);
for (const v of VENDORS) {
  check(spent('all', vendor(v)) !== F.snow, `snow total differs from ${v}`);
  check(spent('lastYear', vendor(v)) !== F.gutter25, `gutter total differs from ${v}`);
}

// vendors that share a first word
const BSL = 'Bookcliff Snow & Lawn';
const BCC = 'Bookcliff Casualty Co.';
check(VENDORS.includes(BSL) && VENDORS.includes(BCC), 'two Bookcliff vendors');
F.bsl25 = spent('lastYear', vendor(BSL));
const bslSnow25 = spent('lastYear', (x) => vendor(BSL)(x) && word('snow')(x));
check(bslSnow25 !== F.bsl25 && bslSnow25 > 0, 'the snow-and-lawn firm also mows');
const bcc25 = spent('lastYear', vendor(BCC));
const MR = 'Mesa Rooter & Drain';
check(VENDORS.filter((v) => v.startsWith('Mesa ')).length === 4, 'four vendors start with "Mesa"');
F.mesaRooter = spent('all', vendor(MR));

// spend and net by property and city
const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const netRank = rank(
  KEYS.map((k) => ({ k, v: netOf('thisYear', k) })),
  'net by property this year',
);
check(netRank[0].k === 'kessler', 'the commercial building nets the most this year');
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three cities');
const cityTotals = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => city(x.property) === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserThen === 'magnolia' && loserNow === 'juniper', 'the heat-pump year and the sewer year');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
check(byProperty[0].k === loserNow, 'the most expensive property this year is the one losing money');

// the owner thinking about selling Magnolia
const mag = prop.magnolia;
const magNetAll = netOf('all', 'magnolia');
check(magNetAll > 0, 'Magnolia is ahead since the books began');
check(magNetAll !== netOf('thisYear', 'magnolia'), 'all-time net differs from this year');
const magTenant = current.find((t) => t.property === 'magnolia');
check(Boolean(magTenant), 'Magnolia is let');

// leases
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(byNewYear.length === 1 && byNewYear[0] === magTenant, 'one lease ends this year, at Magnolia');
check(in90.length === 2, 'two leases end within 90 days');
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 150), 'the next lease end is well past 90 days');
const fenNow = current.filter((t) => t.property === 'fenwick');
const fenGone = past.filter((t) => t.property === 'fenwick');
check(fenNow.length === 2 && fenGone.length === 1, 'two current units and one past tenant at Fenwick');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
const depositWrong = [
  deposits + cents(incoming.lease.deposit),
  deposits + cents(leftJuniper[0].lease.deposit),
];

// payments
const odalys = ten.odalys;
check(partial.includes(odalys), 'Odalys is the part payer of November');
const odalysThisYear = rentIn('thisYear', (t) => t === odalys);
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].k === 'odalys' && lateCount[0].v === 3 && lateCount[1].v < 3,
  'Odalys was late 3 times this year, no one else more than once',
);
const odalysLate = lateMonths(odalys).filter((mo) => mo >= '2026-01');
const odalysLateAbbr = odalysLate.map((mo) => MONTH_ABBR[Number(mo.slice(5)) - 1]);
check(
  lateMonths(odalys).some((mo) => mo < '2026-01'),
  'she was also late in 2025 (not asked)',
);
check(
  P.payments.filter((x) => x.tenant === 'odalys' && month(x.date) === NOV).length === 1,
  'one part payment in November',
);
const fenIncomeThisYear = incomeOf('thisYear', 'fenwick');
check(
  fenIncomeThisYear !== rentIn('thisYear', (t) => t.property === 'fenwick'),
  'Fenwick has non-rent income this year',
);
const rent25 = rentIn('lastYear');

// maintenance and documents
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'faucet', 'louver', 'disposal', 'window'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 2, 'two pending requests');
const sewerInvoice = P.documents.filter((d) => d.property === 'juniper' && d.type === 'Invoice');
check(
  sewerInvoice.length === 1 && sewerInvoice[0].file.includes('sewer'),
  'one invoice for Juniper, the sewer line',
);

for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const notCurrentLast = [...past, ...future].map((t) => t.last_name);

// the busy owner on the phone
ask(
  'who hasnt paid up for nov yet',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')} (${money(paidIn(odalys, NOV))} of ${money(cents(odalys.lease.rent))})`,
  { forbid: notCurrentLast },
);
ask(
  'how much am i owed total rn',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'anybody pay late this month?',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days (a late fee was booked); the part payment came within grace',
);
const idOd = ask(
  'whats odalys paid me so far this year',
  [money(odalysThisYear)],
  'payments',
  `her 2026 rent payments: ten full months and ${money(paidIn(odalys, NOV))} in November`,
);
ask(
  'which months was she late',
  odalysLateAbbr,
  'follow_up',
  `keeps Odalys and 2026; late full payments (each with a late fee): ${odalysLate.join(', ')}; the November part payment came within grace; her October 2025 late payment is last year`,
  { follow_up_of: idOd },
);
const idOpen = ask(
  'whats open on maintenance',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those has nobody even started on',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
const idVac = ask(
  'is anything sitting empty right now?',
  [STREET[vacant[0].key]],
  'vacancy',
  `no current lease: ${vacant[0].address} (${name(leftJuniper[0])} left ${leftJuniper[0].lease.end})`,
);
ask(
  "when's the new tenant moving in there",
  [incoming.last_name, incoming.lease.start.slice(0, 4)],
  'follow_up',
  `signed lease starting ${incoming.lease.start} (only the year is checked)`,
  { follow_up_of: idVac },
);
const idEnds = ask(
  'any leases ending before new years',
  byNewYear.map((t) => t.last_name),
  'lease',
  `current leases ending by 2026-12-31 (${byNewYear.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}); the Juniper lease already ended in October`,
  {
    forbid: [...in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name), leftJuniper[0].last_name],
  },
);
ask(
  'next 90 days?',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}: ${in90.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}; the next one is ${name(nextAfter)} ${nextAfter.lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  'how much security deposit money am i holding right now',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Juniper lease, not the tenant who left Juniper in October)',
  { forbid: depositWrong.map(money) },
);
ask(
  'whos renting at the fenwick duplex these days',
  fenNow.map((t) => t.last_name),
  'lease',
  'current leases at the duplex; the lower-unit tenant who left in September 2025 is not one',
  { forbid: fenGone.map((t) => t.last_name) },
);
ask(
  'who pays me the most rent',
  [co.first_name, money(rents[0].v)],
  'ranking',
  'current leases; the company tenant (a pottery studio), named by its trading name',
);

// the bookkeeper-minded owner doing taxes
ask(
  'total expences for 2025?',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask(
  'gross rents recieved in 2025, all properties - for schedule E',
  [money(rent25)],
  'income',
  'rent payments dated 2025 only (no laundry, parking, pet, late or other income)',
);
ask(
  'property taxes paid in 2025, everything combined',
  [money(F.tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (Allentown city and school, Tuscaloosa County, Mesa County); the pottery studio pays its own tax',
);
ask(
  'how much went into capital improvements in 2025? accountant needs it for depreciation',
  [money(F.cap25)],
  'category',
  'category "Capital improvement", 2025 (panel upgrade, heat pump, two floors)',
);
const idNet = ask(
  'net profit 2025 whole portfolio',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, all properties',
);
ask('and ytd', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
ask(
  'how much have i paid painters since i started tracking',
  [money(F.painters)],
  'vendor',
  `all time; the three painting firms (${[...new Set(rowsIn('all', isPainter).map((x) => x.entity))].join(', ')}); they are also exactly the rows that mention paint`,
);
ask(
  'what has snow cost me since i started tracking? plowing, shovels, all of it',
  [money(F.snow)],
  'description_word',
  'all time; rows whose description contains "snow" (the plow firm, the snow-and-lawn firm but not its yard work, Home Depot shovels, the condo overage assessment); the ice-melt and salt-application rows without the word are not counted',
);
ask(
  'how much did gutter stuff run me last year',
  [money(F.gutter25)],
  'description_word',
  '2025; rows whose description contains "gutter" (three handymen and Lowe\'s gutter guards)',
);
ask(
  'how much did i pay bookcliff snow & lawn in 2025',
  [money(F.bsl25)],
  'vendor',
  `2025; rows whose entity is "${BSL}" (snow and yard work), not "${BCC}" (the insurer, ${money(bcc25)})`,
  { forbid: [money(bcc25), money(bslSnow25)] },
);
ask(
  'what have the mesa rooter guys charged me all told',
  [money(F.mesaRooter)],
  'vendor',
  `all time; rows whose entity is "${MR}" (not Mesa Maids, Mesa County Treasurer or Mesa Valley Utilities)`,
);
ask('what did march cost me', [money(F.march)], 'month', `${ROWS}, March 2026 (the latest March)`);
const idCity = ask(
  'spending this year allentown vs grand junction?',
  [money(cityTotals.Allentown), money(cityTotals['Grand Junction'])],
  'comparison',
  'expenses by city, 2026',
);
ask('and tuscaloosa', [money(cityTotals.Tuscaloosa)], 'follow_up', 'keeps 2026 and expenses by city', {
  follow_up_of: idCity,
});
ask(
  'which property has been the most expensive this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the sewer line, the turnover and new carpet)',
);
ask(
  'which one netted me the most this yr',
  [STREET[netRank[0].k], money(netRank[0].v)],
  'ranking',
  'net (income - expenses) by property, 2026, highest; the commercial building',
);
const idLoss = ask(
  'is any property losing money this year',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the sewer line, a vacant November and the turnover put it below zero; absolute value of the loss',
);
ask(
  'what about last year',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025; the heat pump, the July vacancy and the turnover; absolute value of the loss',
  { follow_up_of: idLoss },
);

// the owner thinking about selling Magnolia
const idSell = ask(
  'thinking about selling magnolia. what has it netted me since i started tracking?',
  [money(magNetAll)],
  'net',
  'rent + other income - expenses at 611 Magnolia Bend Drive, 2025-01-01..today (a loss in 2025, a profit in 2026)',
);
const idPrice = ask(
  'what did i pay for it originally',
  [money(cents(mag.purchase_price))],
  'follow_up',
  `purchase price, bought ${mag.purchase_date}`,
  { follow_up_of: idSell },
);
ask(
  'and what does it rent for now',
  [money(cents(magTenant.lease.rent))],
  'follow_up',
  `current lease (${name(magTenant)}, ends ${magTenant.lease.end})`,
  { follow_up_of: idPrice },
);
ask(
  'how much did fenwick bring in this year, rent plus laundry and whatever else',
  [money(fenIncomeThisYear)],
  'income',
  'rent payments + other incomes (laundry commission, late fee) at the duplex, 2026',
);
ask(
  'can u find the sewer invoice for juniper',
  [sewerInvoice[0].file],
  'documents',
  'the Invoice document at Juniper Ridge Road',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'is it gonna snow in grand junction this weekend? deciding if i need to book the plow guy',
  'weather',
);
outOfScope(
  'do u think tuscaloosa home prices go up next year? trying to figure out if i should hold magnolia',
  'market forecast',
);
outOfScope(
  'odalys wants to break her lease early, can i legally keep her whole deposit under alabama law',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb22-${String(i + 1).padStart(2, '0')}`;
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
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f) || f.includes(s))),
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
