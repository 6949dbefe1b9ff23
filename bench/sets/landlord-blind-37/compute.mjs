// Works out the expected answers for landlord-blind-37 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-37/compute.mjs
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
// The couple began keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  // "this summer, june through august" (the question names the months)
  summer: ['2026-06-01', '2026-08-31'],
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
// cities of landlord-blind-2 to landlord-blind-36, which this set must not reuse
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
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 6, 'six properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date <= TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the cabin and the house are both Single Family; the questions call them "the cabin" and "the house"
check(prop.laurelknob.property_type === 'Single Family', 'the cabin is a single-family property');
check(prop.wexford.property_type === 'Single Family', 'the house is a single-family property');
// the short street names the questions use must each pick out one property
const STREET = {
  laurelknob: 'Laurel Knob',
  wexford: 'Wexford',
  tinsley: 'Tinsley',
  pemberton: 'Pemberton',
  millbrook: 'Millbrook',
  foxmeade: 'Foxmeade',
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
  check(/^\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `phone ${t.key} is a 555-01xx number`);
  check(t.lease.start >= prop[t.property].purchase_date, `lease ${t.key} after the purchase`);
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
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 30 && VENDORS.length <= 40, `30-40 vendors (${VENDORS.length})`);
check(P.maintenance.length >= 8 && P.maintenance.length <= 12, '8-12 maintenance requests');
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
check(current.length === 6, `six current leases (${current.length})`);
check(past.length === 7, `seven past tenants (${past.length})`);
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 4,
  'four past tenants started before the books',
);
// the cabin is let by the season: two winter stays, two summer stays on the books, the next winter signed
const CABIN = 'laurelknob';
const cabinLeases = P.tenants.filter((t) => t.property === CABIN);
check(cabinLeases.length === 5, 'five seasonal leases at the cabin');
check(
  cabinLeases.every((t) => t.lease.end < plusDays(t.lease.start, 140)),
  'every cabin lease is a season (four months at most)',
);
// the vacancy: the cabin is the only property with no current lease
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key)).map((p) => p.key);
check(vacant.join() === CABIN, `only the cabin is empty (${vacant})`);
const lastAtCabin = past
  .filter((t) => t.property === CABIN)
  .sort((a, b) => (a.lease.end < b.lease.end ? 1 : -1))[0];
check(lastAtCabin === ten.abernathy, 'the summer 2026 stay is the last one at the cabin');
check(
  future.length === 1 && future[0].property === CABIN,
  'one signed lease that has not started, at the cabin',
);
const incoming = future[0];
check(incoming.lease.start === '2026-12-01', 'the winter stay starts on 2026-12-01');
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
  current.every((t) => owing.includes(t) || lateNov.includes(t) || (shortOf(t) === 0 && !paidLate(t, NOV))),
  'everyone else paid November in full and on time',
);
const owedNow = total(current.map(shortOf));
const partialShort = shortOf(partial[0]);
check(partialShort !== cents(partial[0].lease.rent), 'the part payer is short by less than the rent');

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

const F = {};
for (const p of ['all', 'thisYear', 'lastYear', 'lastMonth']) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');

// taxes: every tax row is a county tax office, under "Property Tax" or "Taxes"
const TAX = ['Property Tax', 'Taxes'];
const taxVendors = [...new Set(rowsIn('all', cats(TAX)).map((x) => x.entity))];
check(
  taxVendors.length === 3 && taxVendors.every((v) => v.includes('County Tax')),
  'three county tax offices',
);
check(
  rowsIn('all', (x) => taxVendors.includes(x.entity) && !TAX.includes(x.category)).length === 0,
  'tax rows',
);
for (const c of TAX)
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
F.tax = spent('thisYear', cats(TAX));
const taxLastYear = spent('lastYear', cats(TAX));
const taxAll = spent('all', cats(TAX));
check(F.tax !== taxLastYear && taxLastYear > F.tax, 'this year the tax bill is smaller than in 2025');

// snow: the word in the description, whoever did the work and under whatever category
F.snow = spent('all', word('snow'));
const snowRows = rowsIn('all', word('snow'));
check(new Set(snowRows.map((x) => x.entity)).size >= 4, 'snow rows come from several vendors');
check(new Set(snowRows.map((x) => x.category)).size >= 4, 'snow rows sit under several categories');
for (const v of VENDORS) check(F.snow !== spent('all', vendor(v)), `snow total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('snow') && !word('snow')(x)).length > 0,
  'the snow-and-gravel firm also has rows that are not snow work',
);
check(
  rowsIn('all', (x) => lower(x.description).includes('ice melt') && !word('snow')(x)).length > 0,
  'ice-melt rows without the word are not counted',
);
// gutters: the word in the description, across the gutter firm, the handyman, the roofer, a yard firm and a store
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 5, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 5, 'gutter rows sit under several categories');
check(new Set(gutterRows.map((x) => x.property)).size >= 4, 'gutter rows at four properties or more');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);

// "the handyman": the only vendor with the word in its name; nobody else's rows mention it
const handymen = VENDORS.filter((v) => lower(v).includes('handyman'));
check(handymen.length === 1, 'one handyman vendor');
const HM = handymen[0];
check(rowsIn('all', (x) => word('handyman')(x)).length === 0, 'no description says handyman');
F.handyman = spent('thisYear', vendor(HM));
const handymanAll = spent('all', vendor(HM));
check(handymanAll > F.handyman && F.handyman !== spent('lastYear', vendor(HM)), 'handyman years differ');
const hmThisYear = rowsIn('thisYear', vendor(HM))
  .map((x) => ({ c: cents(x.amount), x }))
  .sort((a, b) => b.c - a.c);
check(hmThisYear[0].c !== hmThisYear[1].c, 'the biggest handyman job this year is unique');
const hmAllMax = Math.max(...rowsIn('all', vendor(HM)).map((x) => cents(x.amount)));
check(hmAllMax === hmThisYear[0].c, 'the biggest handyman job this year is also the biggest ever');
F.handymanMax = hmThisYear[0].c;
// "the septic guy": the only vendor with the word in its name; every septic row is his
const septics = VENDORS.filter((v) => lower(v).includes('septic'));
check(septics.length === 1, 'one septic vendor');
const SEP = septics[0];
check(
  rowsIn('all', word('septic')).every((x) => x.entity === SEP),
  'every row that mentions septic is the septic firm',
);
check(
  VENDORS.filter((v) => v.startsWith(SEP.split(' ').slice(0, 2).join(' '))).length === 2,
  'another vendor shares the septic firm\'s first two words ("High Country")',
);
F.septic = spent('all', vendor(SEP));

// vendors this year: the condo association's special assessment puts it first
const vendors26 = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors this year',
);
const topVendor = vendors26[0].k;
check(topVendor.startsWith('Sawmill Lofts'), `the condo association is the top vendor (${topVendor})`);
check(VENDORS.filter((v) => v.includes('Sawmill')).length === 1, '"Sawmill" picks out one vendor');
check(!P.properties.some((p) => p.address.includes('Sawmill')), '"Sawmill" is no street');

// properties by spend in 2025, most and least
const byProperty25 = rank(
  KEYS.map((k) => ({ k, v: spentAt('lastYear', k) })),
  'spend by property in 2025',
);
const mostProp = byProperty25[0];
const leastProp = byProperty25.at(-1);
check(mostProp.v - byProperty25[1].v >= 50000, 'the top property leads by $500 or more');
// the house and the duplex this year
const houseNow = spentAt('thisYear', 'wexford');
const duplexNow = spentAt('thisYear', 'tinsley');
check(houseNow !== duplexNow, 'the house and the duplex differ this year');
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
  ['Repairs', 'Repairs & maint', 'HVAC', 'Turnover', 'Supplies', 'Pest ctrl'],
  ['HOA dues', 'HOA'],
];
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops this year');
for (const g of MERGED)
  check(spent('thisYear', cats(g)) < catTotals[0].v, `merged ${g.join('+')} stays below`);

// net
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(
  losers('thisYear').join() === 'millbrook',
  `only the condo loses money this year (${losers('thisYear')})`,
);
check(losers('lastYear').length === 0, `no property loses money in 2025 (${losers('lastYear')})`);
const condoNow = netOf('thisYear', 'millbrook');
const condo25 = netOf('lastYear', 'millbrook');
check(condo25 > 0 && absMoney(condo25) !== absMoney(condoNow), 'the condo made money in 2025');
// the cabin over June-August: rent, the pet fee and a late fee in, the cabin's rows out
const cabinSummerRent = rentIn('summer', (t) => t.property === CABIN);
const cabinSummerOther = otherIn('summer', (x) => x.property === CABIN);
check(cabinSummerOther > 0, 'the cabin has other income over the summer');
check(
  P.incomes.some((x) => x.property === CABIN && x.category === 'Late Fee' && within(x.date, 'summer')),
  'a late fee at the cabin over the summer',
);
const cabinSummer = netOf('summer', CABIN);
check(cabinSummer > 0 && cabinSummer !== cabinSummerRent, 'the cabin cleared money over the summer');
check(
  rowsIn('all', (x) => x.property === CABIN && x.date > '2026-08-31' && x.date <= '2026-09-22').length > 0,
  'astronomical summer would add rows: the question names June through August',
);

// rent and other income
const rentOct = rentIn('lastMonth');
check(
  rentOct ===
    total(
      current
        .filter((t) => t.lease.start <= '2026-10-01')
        .concat(past.filter((t) => t.lease.end >= '2026-10-31'))
        .map((t) => cents(t.lease.rent)),
    ),
  'rent collected in October equals the rent due for October',
);
const coThisYear = rentIn('thisYear', (t) => t === co);
check(coThisYear === 11 * cents(co.lease.rent), 'the shop paid every month this year');
check(
  otherIn('thisYear', (x) => x.property === co.property) > 0,
  'the shop property has non-rent money this year (parking, CAM)',
);
const laundryNow = otherIn('thisYear', (x) => x.category === 'Laundry');
check(laundryNow !== otherIn('lastYear', (x) => x.category === 'Laundry'), 'laundry differs year to year');
const cabinRent25 = rentIn('lastYear', (t) => t.property === CABIN);
const cabinTenants25 = new Set(
  P.payments
    .filter((x) => within(x.date, 'lastYear') && ten[x.tenant].property === CABIN)
    .map((x) => x.tenant),
);
check(cabinTenants25.size === 3, 'three seasonal tenants paid rent at the cabin in 2025');
check(cabinRent25 !== incomeOf('lastYear', CABIN), 'the cabin also had non-rent money in 2025');

// tenants
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
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
check(
  P.tenants.every((t) => t === co || t.lease.rent < co.lease.rent),
  'no lease ever paid more than the shop (the cabin summer rent included)',
);
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const in90 = endingBy(plusDays(TODAY, 90));
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within 90 days / by February',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past 90 days');
check(incoming.lease.end > plusDays(TODAY, 90), 'the signed winter stay ends after the 90 days');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
const depositsEveryLease = total(P.tenants.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
check(depositsEveryLease !== deposits, 'every lease ever gives a different deposit figure');
const duplexNow_ = current.filter((t) => t.property === 'tinsley');
const duplexGone = past.filter((t) => t.property === 'tinsley');
check(
  duplexNow_.length === 2 && duplexGone.length === 1,
  'two current units and one past tenant at the duplex',
);

// maintenance and documents
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['railing', 'back door', 'fan', 'closer', 'garage'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => m.title.includes(w)),
    `"${w}" picks out one open request (lower case in the title)`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 3, 'three pending requests');
const shopLease = P.documents.filter((d) => d.property === co.property && d.type === 'Lease');
check(shopLease.length === 1 && shopLease[0].file.includes('quillhaven'), 'one lease document for the shop');
const hotTub = P.documents.filter((d) => d.property === CABIN && d.type === 'Invoice');
check(hotTub.length === 1 && hotTub[0].file.includes('hot-tub'), 'one invoice for the cabin, the hot tub');
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
  'how much have we spent so far this year, all the properties together',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask(
  'total expenses for 2025?',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask('what did october cost us', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
ask(
  'what did the tax man get from us this year',
  [money(F.tax)],
  'category',
  `2026; categories "Property Tax" and "Taxes" together: the January payments of the 2025 bills for the cabin (Watauga) and the condo and townhouse (Forsyth); the Catawba bills were paid in December 2025. Forbids the 2025 figure and the all-time figure`,
  { forbid: [money(taxLastYear), money(taxAll)] },
);
ask(
  'all in, what has snow cost us since we started keeping the books',
  [money(F.snow)],
  'description_word',
  `all time; rows whose description contains "snow" (${snowRows.length} rows: the plow firm's plowing, the handyman shoveling the deck, shovels from Lowe's, the townhome association's snow overage); the ice-melt rows and the plow firm's gravel work are not counted`,
);
ask(
  'what have gutters cost us across all the places',
  [money(F.gutter)],
  'description_word',
  `all time; rows whose description contains "gutter" (${gutterRows.length} rows: gutter guards, a gutter section, gutter cleaning by the handyman, the roofer reattaching a gutter, a yard firm's gutter flush, downspout extensions)`,
);
const idHandy = ask(
  'how much did the handyman get out of us this year',
  [money(F.handyman)],
  'vendor',
  `2026; rows whose entity is "${HM}", the only handyman; forbids the all-time figure`,
  { forbid: [money(handymanAll)] },
);
ask(
  'whats the biggest single job he billed us for',
  [money(F.handymanMax)],
  'follow_up',
  `keeps the handyman and 2026; the largest row is "${hmThisYear[0].x.description}" (also the largest ever)`,
  {
    follow_up_of: idHandy,
  },
);
ask(
  'what have we paid the septic guy since we started tracking',
  [money(F.septic)],
  'vendor',
  `all time; rows whose entity is "${SEP}" (not the electric co-op, which also starts with "High Country")`,
);
ask(
  'which vendor got the most money out of us this year',
  ['Sawmill', money(vendors26[0].v)],
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}; the condo association's quarterly dues and its special assessment`,
);
const idMost = ask(
  'which property ate the most money in 2025',
  [STREET[mostProp.k], money(mostProp.v)],
  'ranking',
  `expenses by property, 2025: ${byProperty25.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'and which one was cheapest to run?',
  [STREET[leastProp.k], money(leastProp.v)],
  'follow_up',
  'keeps 2025 and expenses by property; lowest',
  { follow_up_of: idMost },
);
ask(
  'did the house or the duplex cost us more this year',
  [money(houseNow), money(duplexNow)],
  'comparison',
  `expenses, 2026: the house (Wexford) ${money(houseNow)}, the duplex (Tinsley) ${money(duplexNow)}`,
);
ask(
  'biggest expense category this year?',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the shop rooftop unit, the condo AC, the house gutter guards, the cabin septic riser); it stays first however the tax, yard, repair and HOA spellings are merged',
);
const idNet = ask(
  'what did we net across everything in 2025',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('and so far this year', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
ask(
  'what did the cabin clear this summer, june through august',
  [money(cabinSummer)],
  'net',
  `the cabin, 2026-06-01..2026-08-31: rent ${money(cabinSummerRent)} + pet fee and a late fee ${money(cabinSummerOther)} - its expense rows ${money(spentAt('summer', CABIN))}`,
);
const idCondo = ask(
  'are we in the hole on the condo this year',
  [absMoney(condoNow)],
  'loss',
  `the condo (Millbrook), 2026 net: income ${money(incomeOf('thisYear', 'millbrook'))} - expenses ${money(spentAt('thisYear', 'millbrook'))} (the special assessment, the new AC, November unpaid); absolute value of the loss`,
);
ask(
  'what about 2025, was it in the red then too',
  [money(condo25)],
  'follow_up',
  `the condo, 2025 net (bought 2025-03-14, let from May): income ${money(incomeOf('lastYear', 'millbrook'))} - expenses ${money(spentAt('lastYear', 'millbrook'))}; it made money`,
  { follow_up_of: idCondo },
);
ask(
  'how much rent came in during october',
  [money(rentOct)],
  'payments',
  'rent payments dated October 2026 (every October rent was paid on time, so "for October" gives the same figure)',
);
ask(
  'how much has the paper shop paid us in rent this year',
  [money(coThisYear)],
  'payments',
  "the company tenant's 2026 rent payments; its back-lot parking money and CAM reconciliation are not rent",
);
ask(
  'what did the coin laundry bring in this year',
  [money(laundryNow)],
  'income',
  'Laundry incomes at the duplex dated 2026',
);
ask(
  'how much rent did the cabin bring in during 2025',
  [money(cabinRent25)],
  'payments',
  `rent payments at the cabin dated 2025: ${[...cabinTenants25].map((k) => ten[k].last_name).join(', ')}; the pet fee and the kept deposit deduction are not rent`,
);
const idBehind = ask(
  "who's behind",
  owing.map((t) => t.last_name),
  'payments',
  `November: nothing paid ${unpaid.map((t) => t.last_name).join(', ')}; part paid ${partial.map((t) => t.last_name).join(', ')}; past tenants (the summer cabin guest included) owe nothing`,
  { forbid: pastLast },
);
ask(
  'how much are they short, all together',
  [money(owedNow)],
  'follow_up',
  `for each current lease, this month's rent minus this month's payments: ${owing.map((t) => `${t.last_name} ${money(shortOf(t))}`).join(', ')}`,
  { follow_up_of: idBehind },
);
ask(
  'did anybody pay late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days; a late fee was booked',
);
ask(
  "who's been the worst about paying on time this year",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'who pays us the most rent right now',
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant (a stationery shop)',
);
ask(
  "what's coming up on the lease calendar in the next 90 days, anyone's lease running out?",
  in90.map((t) => t.last_name),
  'lease',
  `current leases ending by ${plusDays(TODAY, 90)}; the next one after is ${nextAfter.last_name} (${nextAfter.lease.end})`,
  { forbid: [nextAfter.last_name] },
);
ask(
  'how much in deposits are we sitting on',
  [money(deposits)],
  'deposits',
  `sum of deposits on current leases (not the signed cabin winter stay, not past tenants); forbids the sum over every lease (${money(depositsEveryLease)})`,
  { forbid: [money(depositsEveryLease)] },
);
const idEmpty = ask(
  'which of our places is sitting empty right now',
  [STREET[CABIN]],
  'vacancy',
  `no current lease at the cabin (${prop[CABIN].address}) since ${lastAtCabin.lease.end}; the winter stay starts ${incoming.lease.start}; every other property is let`,
);
ask(
  'who was the last one in there',
  [lastAtCabin.last_name],
  'follow_up',
  `the summer 2026 stay, ${lastAtCabin.lease.start}..${lastAtCabin.lease.end}`,
  {
    follow_up_of: idEmpty,
  },
);
ask(
  'did we line anyone up for the cabin this winter',
  [incoming.last_name],
  'lease',
  `signed lease ${incoming.lease.start}..${incoming.lease.end}`,
);
ask(
  'who lives in the duplex now',
  duplexNow_.map((t) => t.last_name),
  'lease',
  'current leases at the duplex; the Unit B tenant who left in September 2025 is not one',
  { forbid: duplexGone.map((t) => t.last_name) },
);
const idOpen = ask(
  'whats still open on maintenance',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those hasnt been started yet',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  {
    follow_up_of: idOpen,
  },
);
ask(
  'pull up the lease for the paper shop',
  [shopLease[0].file],
  'documents',
  'the Lease document at the shop',
);
ask(
  'do we have the invoice for the hot tub repair at the cabin',
  [hotTub[0].file],
  'documents',
  'the Invoice document at the cabin',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('are ski-season rents around boone going up next winter', 'market forecast');
outOfScope("can we legally keep all of mateo's deposit if he breaks the lease early", 'legal advice');

check(Q.length === 40, `40 questions (${Q.length})`);
const followUps = Q.filter((x) => x.follow_up_of !== undefined).length;
check(followUps >= 6 && followUps <= 8, `6-8 follow-ups (${followUps})`);
const qid = (i) => `lb37-${String(i + 1).padStart(2, '0')}`;
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
