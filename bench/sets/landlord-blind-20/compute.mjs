// Works out the expected answers for landlord-blind-20 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-20/compute.mjs
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
const TODAY = '2026-11-26';
check(P.today === TODAY, 'today is 2026-11-26');
// The books start on 2025-03-01, the first month of any record: no payment, income or expense is older.
// Leases that began earlier only have their months from March 2025 on record.
const BOOKS_START = '2025-03-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  sep26: ['2026-09-01', '2026-09-30'],
  sep25: ['2025-09-01', '2025-09-30'],
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
// cities of landlord-blind-2 to landlord-blind-19 (and those set 13 lists for the tenant-line sets)
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
  check(typeof p.zipCode === 'string' && /^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions and expected answers use must each pick out one property
const STREET = {
  chadwick: 'Chadwick',
  shrewsbury: 'Shrewsbury',
  creswell: 'Creswell',
  pierremont: 'Pierremont',
  tieton: 'Tieton',
  summitview: 'Summitview',
};
for (const p of P.properties)
  check(
    STREET[p.key] &&
      P.properties
        .filter((q) => lower(q.address).includes(lower(STREET[p.key])))
        .map((q) => q.key)
        .join() === p.key,
    `street name ${p.key}`,
  );
// no vendor, tenant or income entity carries a street name, so a street in a reply names the property
const ENTITIES = [
  ...P.expenses.map((x) => x.entity),
  ...P.incomes.map((x) => x.entity),
  ...P.tenants.map((t) => `${t.first_name} ${t.last_name}`),
];
for (const s of Object.values(STREET))
  check(!ENTITIES.some((e) => lower(e).includes(lower(s))), `no entity named after ${s}`);
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(t.lease.start.endsWith('-01'), `lease ${t.key} starts on the 1st`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(Number.isInteger(t.lease.due_day) && Number.isInteger(t.lease.grace_period_days), `due day ${t.key}`);
  check(/^\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `phone ${t.key} in 555-01xx`);
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
check(P.expenses.length >= 150 && P.expenses.length <= 180, `150-180 expense rows (${P.expenses.length})`);
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
// the books start in the first month of any record
const firstRecord = [...P.payments, ...P.incomes, ...P.expenses].map((x) => x.date).sort()[0];
check(
  month(firstRecord) === month(BOOKS_START),
  `the first record is in the books' first month (${firstRecord})`,
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
check(current.length === 7 && past.length === 3 && future.length === 1, '7 current, 3 past, 1 signed lease');
check(
  past.every((t) => t.lease.start < BOOKS_START),
  'the three past tenants all began before the books',
);
check(
  current
    .filter((t) => t.lease.start < BOOKS_START)
    .map((t) => t.key)
    .sort()
    .join() === 'ignatius,kettle',
  'two current leases began before the books',
);
check(ten.winifred.lease.start === BOOKS_START, 'the townhouse lease starts the day the books start');
const companies = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(
  companies.length === 2 && companies.every((t) => current.includes(t)),
  'two company tenants, both current',
);
const co = ten.kettle;
check(
  companies.includes(co) && prop[co.property].property_type === 'Commercial',
  'the roaster rents the commercial building',
);
const incoming = future[0];
const outgoing = current.find(
  (t) =>
    t.property === incoming.property &&
    t.lease.end < incoming.lease.start &&
    P.tenants.every(
      (u) =>
        u === t ||
        u.property !== t.property ||
        !(u.lease.start > t.lease.end && u.lease.start < incoming.lease.start),
    ),
);
check(incoming === ten.rosalind && outgoing === ten.tobias, 'the signed lease follows Grunewald in unit 2');
check(
  bookedMonths(incoming).length === 0 && paymentsOf(incoming).length === 0,
  'no rent from the signed lease yet',
);

// November: one has paid nothing, one part, one late
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === ten.tobias, 'Grunewald has paid nothing for November');
check(partial.length === 1 && partial[0] === ten.augustin, 'Pellerin paid part of November');
check(lateNov.length === 1 && lateNov[0] === ten.marguerite, 'Lindahl paid November late');
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
const at = (k) => (x) => x.property === k;
function rank(items, what, depth = items.length) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < Math.min(depth + 1, r.length); i += 1)
    check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
F.rentOct = rentIn('lastMonth');
check(F.rentOct !== F.lastMonth, 'October rent differs from October spend');
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(
  rowsIn('all', at('shrewsbury')).every((x) => !['Property Tax', 'Taxes'].includes(x.category)),
  'the roaster pays its own tax',
);
F.other25 = otherIn('lastYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'lastYear')).map((x) => x.category)).size === 5,
  'every income category in 2025',
);

// the townhouse HOA: the association's rows and the HOA-category rows at the townhouse are the same rows
const townHoaVendor = VENDORS.filter(
  (v) =>
    rowsIn('all', (x) => x.entity === v).every((x) => x.property === 'pierremont') &&
    lower(v).includes('owners association'),
);
check(townHoaVendor.length === 1, 'one townhouse owners association');
F.townHoa = spent('all', vendor(townHoaVendor[0]));
check(
  F.townHoa === spent('all', (x) => at('pierremont')(x) && ['HOA dues', 'HOA'].includes(x.category)),
  'HOA by vendor = HOA by category at the townhouse',
);
check(
  new Set(rowsIn('all', vendor(townHoaVendor[0])).map((x) => x.category)).size === 2,
  'the HOA rows use both spellings',
);
check(
  rowsIn('all', vendor(townHoaVendor[0])).some((x) => lower(x.description).includes('special assessment')),
  'a special assessment',
);

// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 5, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 5, 'gutter rows sit under several categories');
check(new Set(gutterRows.map((x) => x.property)).size >= 3, 'gutter rows at three properties or more');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
check(
  rowsIn('all', (x) => word('downspout')(x) && !word('gutter')(x)).length > 0,
  'a downspout row without the word is not counted',
);

// the sewer line at Creswell: rows there with "sewer" in the description, all in spring 2026
const sewerCres = rowsIn('all', (x) => at('creswell')(x) && word('sewer')(x));
F.sewerCres = total(sewerCres.map((x) => cents(x.amount)));
check(
  sewerCres.length >= 4 && sewerCres.every((x) => x.date >= '2026-03-01' && x.date <= '2026-04-30'),
  'the Creswell sewer rows are one episode, spring 2026',
);
check(new Set(sewerCres.map((x) => x.entity)).size >= 4, 'sewer rows from several vendors');
check(
  rowsIn('all', (x) => !at('creswell')(x) && word('sewer')(x)).length > 0,
  'a sewer row at another property',
);
check(F.sewerCres !== spent('all', word('sewer')), 'Creswell sewer differs from all sewer rows');
for (const v of VENDORS) check(F.sewerCres !== spent('all', vendor(v)), `sewer total differs from ${v}`);
check(
  P.expenses.every((x) => !(x.category === 'Utilities' && word('sewer')(x))),
  'no utility bill says sewer',
);

// Pelican Plumbing, not Pelican Pest
const pelican = VENDORS.filter((v) => lower(v).startsWith('pelican'));
check(pelican.length === 2, 'two "Pelican" vendors');
const PP = VENDORS.filter((v) => lower(v).startsWith('pelican plumbing'));
check(PP.length === 1, 'one Pelican Plumbing');
const ppRows = rowsIn('all', vendor(PP[0]));
F.pp = total(ppRows.map((x) => cents(x.amount)));
const ppAmounts = ppRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.ppMax = ppAmounts[0];
check(ppAmounts[0] !== ppAmounts[1], 'the biggest Pelican Plumbing bill is unique');
check(new Set(ppRows.map((x) => x.property)).size === 2, 'Pelican Plumbing works at both Shreveport places');

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const vendors26 = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors this year',
  3,
);
// the biggest category of this year stays the biggest however the landlord's spellings are merged
const catTotals = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('thisYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories this year',
  1,
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
  CITIES.map((c) => [c, spent('thisYear', (x) => prop[x.property].city === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
F.income25 = incomeOf('lastYear');
F.income26 = incomeOf('thisYear');
check(F.income26 > F.income25, 'income is up this year');
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(
  losers('thisYear').join() === 'creswell',
  `Creswell alone under water this year (${losers('thisYear')})`,
);
check(losers('lastYear').join() === 'tieton', `Tieton alone under water in 2025 (${losers('lastYear')})`);
check(netAll('thisYear') > 0, 'the portfolio makes money this year');
F.creswellRent = rentIn('thisYear', (t) => t.property === 'creswell');
check(
  new Set(
    P.payments
      .filter((x) => within(x.date, 'thisYear') && ten[x.tenant].property === 'creswell')
      .map((x) => x.tenant),
  ).size === 2,
  'two tenants paid rent at Creswell this year',
);
check(F.creswellRent !== incomeOf('thisYear', 'creswell'), 'Creswell rent differs from Creswell income');

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the roaster pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(cheapest === ten.tamarack, 'the nursing company pays the least');
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant of the condo paid less');
const coLate = lateMonths(co);
check(coLate.length === 1 && coLate[0] === '2026-02', 'the roaster was late once, February 2026');

const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const THREE_MONTHS = '2027-02-26';
const in3 = endingBy(THREE_MONTHS);
check(
  byNewYear.length === 1 && byNewYear[0] === outgoing,
  'one lease ends this year, the one with a successor',
);
check(
  in3.length === 2 && endingBy(plusDays(TODAY, 90)).length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within three months / 90 days / by February',
);
const nextAfter = current
  .filter((t) => !in3.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1));
check(
  nextAfter[0].lease.end > plusDays(TODAY, 150) && nextAfter[0].lease.end !== nextAfter[1].lease.end,
  'the next lease end is well past three months',
);

// vacancy this year: a month of 2026 (to November) when a place had fewer leases than units
const UNITS = { chadwick: 2 };
const monthsOf2026 = Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
const leasesIn = (k, mo) =>
  P.tenants.filter((t) => t.property === k && t.lease.start <= `${mo}-28` && t.lease.end >= `${mo}-01`)
    .length;
const vacant26 = KEYS.filter((k) => monthsOf2026.some((mo) => leasesIn(k, mo) < (UNITS[k] ?? 1)));
check(vacant26.join() === 'creswell', `only Creswell sat empty this year (${vacant26})`);
const vacantMonths = monthsOf2026.filter((mo) => leasesIn('creswell', mo) === 0);
check(vacantMonths.join() === '2026-04', 'Creswell was empty in April 2026');
const vacant25 = KEYS.filter((k) =>
  [
    '2025-03',
    '2025-04',
    '2025-05',
    '2025-06',
    '2025-07',
    '2025-08',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
  ].some((mo) => leasesIn(k, mo) < (UNITS[k] ?? 1)),
);
check(vacant25.length === 3, `three places had an empty month in 2025 (${vacant25})`);

const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
check(deposits !== rentRoll, 'deposits held differ from the rent roll');
check(rentRoll % current.length === 0, 'the average rent is a whole number of cents');
const avgRent = rentRoll / current.length;

const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v,
  'one tenant was late most often this year, 3+ times',
);
const worstLate = ten[lateCount[0].k];
check(worstLate === partial[0], 'the worst late payer is also the part payer of November');
const lastPay = paymentsOf(worstLate).sort((a, b) => (a.date < b.date ? 1 : -1));
check(
  lastPay[0].date === '2026-11-04' && lastPay[1].date < lastPay[0].date,
  'his last payment is the part payment of Nov 4',
);
F.lastPay = cents(lastPay[0].amount);
check(!lastPay.slice(1).some((x) => cents(x.amount) === F.lastPay), 'the last amount is not a full month');

const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'railing', 'awning', 'opener', 'cycling'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
check(open.filter((m) => m.status === 'Pending').length === 3, 'three pending, two in progress');
const duplexRows = rowsIn('thisYear', at('chadwick')).length;
check(duplexRows >= 10 && duplexRows < 100, 'the duplex count has two digits');
check(duplexRows !== rowsIn('all', at('chadwick')).length, 'this year count differs from all time');
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const pastLast = past.map((t) => t.last_name);

ask('whats my total expences so far this year', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'how much did i spend in 2025',
  [money(F.lastYear)],
  'total',
  `${ROWS} dated 2025; the books start 2025-03-01, so March to December`,
);
ask(
  'how much rent came in last month and what did i spend',
  [money(F.rentOct), money(F.lastMonth)],
  'total',
  'rent payments dated October 2026 (no fees or other income); expense rows dated October 2026',
);
ask(
  'compare my expenses this september vs september last year',
  [money(F.sep26), money(F.sep25)],
  'comparison',
  `${ROWS}, September 2026 and September 2025`,
);
ask(
  'prop taxes this yr, all the properties together?',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (City of Worcester Treasurer quarterly, Yakima County Treasurer in halves, Caddo Parish yearly in November); the roaster pays the Shrewsbury Street tax itself',
);
ask(
  'non rent income for 2025 - laundry, the garage, fees, whatever',
  [money(F.other25)],
  'income',
  'all other incomes dated 2025 (coin laundry, garage bay rental, pet fees, late fees, the kept deposit deduction, the heat pump rebate)',
);
ask(
  'how much have i paid the townhouse hoa since i started tracking',
  [money(F.townHoa)],
  'vendor',
  `all time; rows of "${townHoaVendor[0]}" (quarterly dues under "HOA dues" and "HOA", plus the pool special assessment)`,
);
ask(
  'how much have i spent on gutters? all properties, since the start',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": the gutter installer, the gutter-cleaning firm, a handyman, a roofer and Home Depot gutter guards; the "Downspout extension" row does not contain the word and is not counted',
);
ask(
  'wat did the whole sewer line mess at creswell end up costing me',
  [money(F.sewerCres)],
  'description_word',
  `rows at Creswell Avenue whose description contains "sewer" (${sewerCres.map((x) => `${x.entity} ${money(cents(x.amount))}`).join('; ')}); the Tieton sewer camera inspection is another property`,
);
ask(
  'total paid to pelican plumbing? and whats the biggest single bill from them',
  [money(F.pp), money(F.ppMax)],
  'vendor',
  `all time; rows whose entity is "${PP[0]}" (not "Pelican Pest Solutions"); the largest is the Creswell sewer line replacement`,
);
const idMost = ask(
  'which property cost me the most this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (sewer line, flooring and turnover at the house)',
);
ask(
  'and the least?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  {
    follow_up_of: idMost,
  },
);
ask(
  'top 3 vendors this year by $',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (4th, not asked)`,
);
ask(
  'biggest expense category this year?',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (sewer line, LVP flooring, duplex windows); it stays first however the tax, yard, repair and HOA spellings are merged',
);
const idCity = ask(
  'worcester vs shreveport, where am i spending more this yr',
  [money(cityTotals.Worcester), money(cityTotals.Shreveport)],
  'comparison',
  'expenses by city, 2026',
);
ask('and yakima', [money(cityTotals.Yakima)], 'follow_up', 'keeps 2026 and expenses by city', {
  follow_up_of: idCity,
});
ask(
  'is my income up from last year?? give me both numbers',
  [money(F.income25), money(F.income26)],
  'comparison',
  'rent payments + other incomes, 2025 (on the books from March) and 2026 to date',
);
ask(
  'net profit so far this year, everything in',
  [money(netAll('thisYear'))],
  'net',
  'rent payments + other incomes - expenses, 2026, whole portfolio',
);
const idLoss = ask(
  'any of my places losing money this year',
  [STREET.creswell, absMoney(netOf('thisYear', 'creswell'))],
  'loss',
  '2026 net by property; the sewer line, the April vacancy, repaint and flooring; absolute value of the loss',
);
ask(
  'how much rent did that place bring in this year',
  [money(F.creswellRent)],
  'follow_up',
  "rent payments at Creswell Avenue dated 2026: the past tenant's January to March and the new tenant from May (his November part payment included); fees are not rent",
  { follow_up_of: idLoss },
);
ask(
  'was anything in the red last year',
  [STREET.tieton, absMoney(netOf('lastYear', 'tieton'))],
  'loss',
  '2025 net by property; bought in April 2025 and renovated, rented from July; absolute value of the loss',
);
const idTop = ask(
  'who pays me the most rent',
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the coffee roaster, a company tenant',
);
ask(
  'have they ever paid late',
  ['Feb'],
  'follow_up',
  `late full payments on the books: ${coLate.join(', ')} (paid on the 11th, a late fee booked)`,
  { follow_up_of: idTop },
);
ask(
  'lowest rent im getting rn?',
  [cheapest.first_name, money(rents.at(-1).v)],
  'lease',
  'current leases; the travel-nursing company at the condo; the past condo tenant paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idEnds = ask(
  'any leases ending before new years',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in3.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'did i line up anyone to replace him',
  [incoming.last_name],
  'follow_up',
  `signed lease for the same duplex starting ${incoming.lease.start}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
  { follow_up_of: idEnds },
);
ask(
  'ok and whos up in the next 3 months',
  in3.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${THREE_MONTHS} (the same with 90 days or through February); the next one after is ${nextAfter[0].last_name}, ${nextAfter[0].lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter[0].last_name] },
);
ask(
  'did any of my places sit empty this year',
  [STREET.creswell],
  'vacancy',
  'months of 2026 with no lease: Creswell Avenue in April 2026; the empty months of 2025 (Chadwick unit 2, the condo, Tieton before July) are last year',
);
ask(
  'how much in secuirty deposits am i holding',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed lease starting in February, not past tenants)',
);
ask(
  'who hasnt paid in full for november',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'total rent outstanding right now',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'anybody late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days (a late fee was booked); the unpaid and part-paid tenants are asked about elsewhere',
);
const idWorst = ask(
  'whos been late the most this year',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${companies.includes(ten[x.k]) ? name(ten[x.k]) : ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'when did he last pay me and how much',
  [money(F.lastPay)],
  'follow_up',
  `his last payment: ${lastPay[0].date}, part of November's ${money(cents(worstLate.lease.rent))} (only the amount is checked)`,
  { follow_up_of: idWorst },
);
ask(
  'avg rent across my current leases?',
  [money(avgRent)],
  'average',
  `mean monthly rent of the ${current.length} current leases (${money(rentRoll)} / ${current.length})`,
);
ask(
  'what maintenance stuff is still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => `${m.title} (${m.status})`).join('; ')}`,
);
ask(
  'how many bills have i logged for the duplex this year',
  [String(duplexRows)],
  'count',
  'number of expense rows at 27 Chadwick Terrace dated 2026',
);
const outOfScope = (question, note) => ask(question, ["can't"], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is yakima getting a hard freeze next week', 'weather');
outOfScope('do u think shreveport rents go up next year', 'market forecast');
outOfScope('can i write off the whole sewer line this year or do i have to depreciate it', 'tax advice');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb20-${String(i + 1).padStart(2, '0')}`;
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
