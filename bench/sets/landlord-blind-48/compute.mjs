// Works out the expected answers for landlord-blind-48 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-48/compute.mjs
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
const byDate = (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

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
  q1: ['2026-01-01', '2026-03-31'],
  q3: ['2026-07-01', '2026-09-30'],
  sept: ['2026-09-01', '2026-09-30'],
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
// the cities named in landlord-blind-13 (its own and those it lists for earlier sets); the brief for this set
// says Toledo and Youngstown are used by no other set
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
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, '5 to 7 properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by another set`);
  check(
    ['Toledo', 'Youngstown'].includes(p.city) && p.state === 'OH',
    `city ${p.key} is Toledo or Youngstown, OH`,
  );
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  harrowgate: 'Harrowgate',
  quillfeather: 'Quillfeather',
  bramblecote: 'Bramblecote',
  kettleby: 'Kettleby',
  marrowstone: 'Marrowstone',
  pellridge: 'Pellridge',
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
  check(/^555-01\d\d$/.test(t.phone_number) && t.email.endsWith('@example.com'), `contact ${t.key}`);
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
check(P.expenses.length >= 120 && P.expenses.length <= 200, `120-200 expense rows (${P.expenses.length})`);
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
check(VENDORS.length >= 20, `20+ vendors (${VENDORS.length})`);
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
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property);
check(
  Boolean(outgoing) && outgoing.lease.end < incoming.lease.start,
  'the future lease follows a current one',
);
check(past.length === 5, 'five past tenants');
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 3,
  'three past tenants started before the books',
);
// the duplex has two units, every other property one; a property with no current lease is vacant
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].key === 'quillfeather', 'one property vacant now: Quillfeather');
check(current.filter((t) => t.property === 'harrowgate').length === 2, 'both duplex units let');
const lastOut = past.find((t) => t.property === vacant[0].key && t.lease.end > '2026-10-01');
check(Boolean(lastOut), 'the vacant house emptied at the end of October');

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
const hollis = ten.hollis;
check(partial[0] === hollis, 'Hollis is the part payer');
const hollisBal = shortOf(hollis);
check(hollisBal !== paidIn(hollis, NOV), 'Hollis balance differs from what she paid');
const saoirse = ten.kowalczyk;
check(unpaid[0] === saoirse, 'Saoirse has not paid November');
const saoirseLast = P.payments
  .filter((x) => x.tenant === saoirse.key)
  .sort(byDate)
  .at(-1);
check(
  cents(saoirseLast.amount) !== cents(saoirse.lease.rent) &&
    P.payments.filter((x) => x.tenant === saoirse.key && x.date === saoirseLast.date).length === 1,
  'her last payment is one installment, not a full month',
);

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
// ranks high to low; no two of the first `top` places may tie (all places when top is omitted)
function rank(items, what, top = items.length) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < Math.min(r.length, top + 1); i += 1)
    check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i - 1].k} / ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 2, 'two cities');

const F = {};
for (const p of ['all', 'thisYear', 'lastYear', 'lastMonth', 'q1', 'q3', 'sept']) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');

// HOA: both spellings, the townhouse's quarterly dues and the condo's monthly dues and assessments
const HOA = ['HOA dues', 'HOA'];
F.hoa26 = spent('thisYear', cats(HOA));
for (const c of HOA)
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `HOA spelling ${c} used this year`);
check(
  new Set(rowsIn('thisYear', cats(HOA)).map((x) => x.property)).size === 2,
  'HOA rows this year at the condo and the townhouse',
);
// property tax: both spellings (Lucas County is booked as "Property Tax", Mahoning County as "Taxes")
F.tax26 = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
// insurance by property, all time
const insByProp = rank(
  KEYS.map((k) => ({ k, v: spent('all', (x) => x.category === 'Insurance' && x.property === k) })),
  'insurance by property',
);
check(
  insByProp.every((x) => x.v > 0),
  'every property carries insurance',
);
// utilities both years
F.util25 = spent('lastYear', cats(['Utilities']));
F.util26 = spent('thisYear', cats(['Utilities']));
check(F.util25 !== F.util26, 'utilities differ year to year');

// vendors: "glass city plumbing" must not pull in the glazier who also starts "Glass City"
const GCP = VENDORS.filter((v) => lower(v).startsWith('glass city plumbing'));
check(GCP.length === 1, 'one vendor matches "glass city plumbing"');
check(VENDORS.filter((v) => lower(v).startsWith('glass city')).length === 2, 'two "Glass City" vendors');
F.gcp = spent('all', vendor(GCP[0]));
check(
  new Set(rowsIn('all', vendor(GCP[0])).map((x) => x.property)).size >= 2,
  'the plumber works at 2+ places',
);
const GREEN = VENDORS.filter((v) => lower(v).startsWith('greenbelt'));
check(GREEN.length === 1, 'one Greenbelt vendor');
F.green26 = spent('thisYear', vendor(GREEN[0]));
check(F.green26 !== spent('all', vendor(GREEN[0])), 'Greenbelt this year differs from all time');
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
  4,
);

// description words, whoever the vendor and whatever the category
F.snow = spent('all', word('snow'));
const snowRows = rowsIn('all', word('snow'));
check(new Set(snowRows.map((x) => x.entity)).size >= 4, 'snow rows come from several vendors');
check(new Set(snowRows.map((x) => x.category)).size >= 4, 'snow rows sit under several categories');
for (const v of VENDORS) check(F.snow !== spent('all', vendor(v)), `snow total differs from ${v}`);
check(
  rowsIn('all', (x) => x.entity === GREEN[0] && !word('snow')(x)).length > 0,
  'the lawn-and-snow firm also has rows that are not snow work',
);
check(
  rowsIn('all', (x) => lower(x.description).includes('ice melt') && !word('snow')(x)).length > 0,
  'ice-melt rows without the word are not counted',
);
F.furnace = spent('all', word('furnace'));
const furnaceRows = rowsIn('all', word('furnace'));
check(new Set(furnaceRows.map((x) => x.entity)).size >= 3, 'furnace rows come from several vendors');
check(new Set(furnaceRows.map((x) => x.category)).size >= 3, 'furnace rows sit under several categories');
for (const v of VENDORS) check(F.furnace !== spent('all', vendor(v)), `furnace total differs from ${v}`);
check(
  rowsIn('all', (x) => /furnace/i.test(x.entity) && !word('furnace')(x)).length > 0,
  'the furnace firm also has rooftop-unit rows without the word',
);

// rent by city this year
const rentCity = Object.fromEntries(
  CITIES.map((c) => [c, rentIn('thisYear', (t) => city(t.property) === c)]),
);
check(rentCity.Toledo !== rentCity.Youngstown, 'city rents differ');
// costs by city in 2025
const costCity25 = Object.fromEntries(
  CITIES.map((c) => [c, spent('lastYear', (x) => city(x.property) === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: costCity25[k] })),
  'city costs 2025',
);

// the biggest single bill this year is a repair (so "biggest repair" reads the same whatever counts as one)
const rows26 = rowsIn('thisYear').sort((a, b) => b.amount - a.amount);
const bigRepair = rows26[0];
check(
  ['Repairs', 'Repairs & maint'].includes(bigRepair.category) &&
    lower(bigRepair.description).includes('repair') &&
    cents(rows26[1].amount) < cents(bigRepair.amount),
  'the largest row this year is a repair, and unique',
);

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
// the biggest category of 2025 stays the biggest however the landlord's spellings are merged
const catTotals25 = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('lastYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories 2025',
  2,
);
const MERGED = [
  ['Property Tax', 'Taxes'],
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['HOA dues', 'HOA'],
];
check(catTotals25[0].k === 'Capital improvement', 'capital improvement tops 2025');
for (const g of MERGED)
  check(spent('lastYear', cats(g)) < catTotals25[0].v, `merged ${g.join('+')} stays below in 2025`);

const net25 = rank(
  KEYS.map((k) => ({ k, v: netOf('lastYear', k) })),
  'net by property 2025',
);
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserThen === 'pellridge' && loserNow === 'quillfeather', 'the rehab year and the sewer year');
check(byProperty[0].k !== loserNow, 'the costliest property this year is not the one losing money');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
F.net25 = netAll('lastYear');
F.netQ3 = netAll('q3');
F.incSept = incomeOf('sept');
check(F.incSept !== rentIn('sept'), 'September income includes other income');
F.rent25 = rentIn('lastYear');
F.rent26 = rentIn('thisYear');
F.lateFees26 = otherIn('thisYear', (x) => x.category === 'Late Fee');
check(
  P.incomes.filter((x) => x.category === 'Late Fee' && within(x.date, 'thisYear')).length >= 5,
  'late fees 2026',
);
F.coThisYear = rentIn('thisYear', (t) => t === co);
check(F.coThisYear === 11 * cents(co.lease.rent), 'the bakery paid every month this year');
check(
  P.incomes.some((x) => x.property === co.property && x.category === 'Parking'),
  "the lot spaces at the bakery's building are not its rent",
);

// leases
const BY_MARCH = '2027-03-31';
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byMarch = endingBy(BY_MARCH);
check(byMarch.length === 3, 'three leases end by the end of March');
check(byMarch.includes(outgoing), 'the townhouse lease with a successor is one of them');
check(
  byMarch.some((t) => t.lease.end === BY_MARCH),
  'one ends on the last day of March (inclusive)',
);
const nextAfter = current
  .filter((t) => !byMarch.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end <= '2027-04-30', 'the next one ends in April, just outside');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
const incomingLease = P.documents.filter(
  (d) => d.type === 'Lease' && d.file.includes(incoming.last_name) && d.property === incoming.property,
);
check(incomingLease.length === 1, 'one lease document for the incoming tenant');

// counts, maintenance
const pellRows = rowsIn('all', (x) => x.property === 'pellridge').length;
check(pellRows >= 10 && pellRows < 100, 'the Pellridge count has two digits');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'window', 'disposal', 'condensate', 'opener'];
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
for (const [k, v] of Object.entries(F)) check(v !== 0, `figure ${k} is not zero`);

// ---------- questions ----------
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const pastLast = past.map((t) => t.last_name);

const idYtd = ask('spent ytd?', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask('and 2025?', [money(F.lastYear)], 'follow_up', `${ROWS}, all of 2025 (the books start 2025-01-01)`, {
  follow_up_of: idYtd,
});
ask('oct expenses', [money(F.lastMonth)], 'total', `${ROWS}, October 2026 (last month)`);
ask('q1 costs', [money(F.q1)], 'total', `${ROWS}, 2026-01-01..2026-03-31 (the latest Q1)`);
ask(
  'q3 net',
  [money(F.netQ3)],
  'net',
  'rent payments + other incomes - expenses, 2026-07-01..2026-09-30, whole portfolio',
);
ask(
  'hoa 2026',
  [money(F.hoa26)],
  'category',
  '2026; categories "HOA dues" and "HOA" together: the townhouse quarterly dues (one quarter typed "HOA") and the condo monthly dues, snow overage and balcony assessment',
);
ask(
  'ins costs by property',
  insByProp.map((x) => money(x.v)),
  'category',
  `category Insurance, all time (no time phrase), by property: ${insByProp
    .map((x) => `${STREET[x.k]} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  'prop tax ytd',
  [money(F.tax26)],
  'category',
  '2026; categories "Property Tax" (Lucas County Treasurer) and "Taxes" (Mahoning County Treasurer) together',
);
ask(
  'utilities 25 vs 26',
  [money(F.util25), money(F.util26)],
  'comparison',
  'category Utilities, 2025 and 2026 to date (duplex water, vacancy gas and water)',
);
ask(
  'glass city plumbing total',
  [money(F.gcp)],
  'vendor',
  `all time; rows whose entity is "${GCP[0]}" (not the glazier "Glass City Glass & Screen"); the biggest is the Quillfeather sewer line`,
);
ask(
  'greenbelt ytd',
  [money(F.green26)],
  'vendor',
  `2026; rows whose entity is "${GREEN[0]}": mowing at Kettleby and Pellridge and the Kettleby lot plowing, under yard, Yard and Landscaping`,
);
ask(
  'top 3 vendors 2025',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (4th shown for reference)`,
);
ask(
  'snow $ since i started',
  [money(F.snow)],
  'description_word',
  'all time; rows whose description contains "snow": the Kettleby lot plowing (not the mowing), the duplex plow firm, Home Depot shovels and the condo overage assessment; the ice-melt rows without the word are not counted',
);
ask(
  'furnace stuff total',
  [money(F.furnace)],
  'description_word',
  'all time (no time phrase); rows whose description contains "furnace": the Quillfeather replacement, the blower motor, two duplex cleanings, the igniter, the thermostat wire (electrician) and two filter packs; the furnace firm\'s rooftop-unit work is not counted',
);
const idToledo = ask(
  'toledo rent ytd',
  [money(rentCity.Toledo)],
  'payments',
  'rent payments dated 2026 at Harrowgate, Quillfeather and Bramblecote (no laundry or other income)',
);
ask(
  'youngstown?',
  [money(rentCity.Youngstown)],
  'follow_up',
  'the same for Kettleby, Marrowstone and Pellridge',
  {
    follow_up_of: idToledo,
  },
);
ask(
  'toledo vs youngstown costs 2025',
  [money(costCity25.Toledo), money(costCity25.Youngstown)],
  'comparison',
  'expenses by city, 2025',
);
ask(
  'biggest repair this yr',
  [money(cents(bigRepair.amount)), STREET[bigRepair.property]],
  'ranking',
  `the largest single expense row of 2026, and it is a repair: ${bigRepair.date} ${bigRepair.entity} "${bigRepair.description}" (${bigRepair.category})`,
);
const idMost = ask(
  'priciest prop to run ytd',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  `expenses by property, 2026, highest: ${byProperty.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
);
ask(
  'least?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
ask(
  'top category 2025',
  [money(catTotals25[0].v)],
  'ranking',
  'Capital improvement (the Pellridge rehab: windows, flooring, kitchen, panel); it stays first however the tax, yard, repair and HOA spellings are merged',
);
ask(
  'best prop 2025 net',
  [STREET[net25[0].k], money(net25[0].v)],
  'ranking',
  `net by property 2025 (rent + other income - expenses), highest: ${net25
    .map((x) => `${STREET[x.k]} ${money(x.v)}`)
    .join(', ')}`,
);
ask('net 2025', [money(F.net25)], 'net', 'rent payments + other incomes - expenses, 2025, whole portfolio');
const idRed = ask(
  'anything in the red ytd',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the sewer line, the furnace replacement and a vacant November; absolute value of the loss',
);
ask(
  '2025?',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025; bought in March 2025 and rehabbed before the first tenant in June; absolute value of the loss',
  { follow_up_of: idRed },
);
ask(
  'sept income',
  [money(F.incSept)],
  'income',
  'rent payments + other incomes dated September 2026 (includes the laundry commission and any late fee)',
);
ask(
  'rent 2025 vs ytd',
  [money(F.rent25), money(F.rent26)],
  'comparison',
  'rent payments only, 2025 and 2026 to date',
);
ask(
  'who owes',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid for November: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'hollis bal?',
  [money(hollisBal)],
  'payments',
  `rent ${money(cents(hollis.lease.rent))} minus ${money(paidIn(hollis, NOV))} paid in November; every earlier month is paid in full`,
);
ask(
  'total owed nov',
  [money(owedNow)],
  'payments',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
);
ask(
  'saoirse last pmt',
  [money(cents(saoirseLast.amount))],
  'payments',
  `her last payment: ${saoirseLast.date}, the second installment of October; nothing paid for November`,
);
ask('late fees ytd', [money(F.lateFees26)], 'income', 'Late Fee incomes dated 2026');
ask(
  'leases up by march?',
  byMarch.map((t) => t.last_name),
  'lease',
  `current leases ending by ${BY_MARCH}: ${byMarch.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}; ${nextAfter.last_name} ends ${nextAfter.lease.end}`,
  { forbid: [nextAfter.last_name] },
);
ask(
  'vacant?',
  [STREET[vacant[0].key]],
  'lease',
  `no current lease at ${prop[vacant[0].key].address} since ${lastOut.last_name} moved out ${lastOut.lease.end}; both duplex units are let`,
);
ask(
  'deposits held',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Marrowstone lease for January, not past tenants)',
);
ask(
  'ironleaf paid ytd',
  [money(F.coThisYear)],
  'payments',
  "the bakery's 2026 rent payments (the rear-lot parking is paid by a neighbour, not by the bakery)",
);
const idOpen = ask(
  'open maint',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask('pending ones?', PENDING_WORDS, 'follow_up', `Pending: ${pending.map((m) => m.title).join('; ')}`, {
  follow_up_of: idOpen,
});
ask(
  '# expenses pellridge',
  [String(pellRows)],
  'count',
  'number of expense rows at 1127 Pellridge Avenue, all time',
);
ask(
  'emmett lease doc?',
  [incomingLease[0].file],
  'documents',
  `the Lease document at Marrowstone for the signed lease starting ${incoming.lease.start}`,
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb48-${String(i + 1).padStart(2, '0')}`;
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
  check(new Set(o.expected).size === o.expected.length, `expected substrings of ${o.id} are distinct`);
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
