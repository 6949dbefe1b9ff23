// Works out the expected answers for landlord-blind-14 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-14/compute.mjs
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
// The landlord started keeping books in the app on 2025-03-01: no payment, income or expense is older.
// Leases that began earlier only have their months from March 2025 on record.
const BOOKS_START = '2025-03-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  q2: ['2026-04-01', '2026-06-30'],
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
// cities of landlord-blind-2 to landlord-blind-13 and of tenant-line-blind-1 to 10, which this set must not reuse
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
  'Altoona',
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
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions and expected answers use must each pick out one property
const STREET = {
  axtell: 'Axtell',
  gull: 'Gull',
  pitkin: 'Pitkin',
  bonforte: 'Bonforte',
  frankford: 'Frankford',
  yucca: 'Yucca',
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
      d.uploaded >= BOOKS_START &&
      d.uploaded <= TODAY,
    `document ${d.file}`,
  );
for (const t of DOCUMENT_TYPES)
  check(
    P.documents.some((d) => d.type === t),
    `document type ${t} used`,
  );
// the condo was bought after the books start: nothing is booked for it before the purchase
const condo = P.properties.filter((p) => p.property_type === 'Condo');
check(condo.length === 1 && condo[0].purchase_date > BOOKS_START, 'one condo, bought inside the books');
check(
  [...P.incomes, ...P.expenses].every((x) => x.date >= prop[x.property].purchase_date),
  'nothing booked at a property before it was bought',
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
  check(t.lease.start.endsWith('-01'), `${t.key}: lease starts on the 1st (no prorated month)`);
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
  // one late fee amount per lease
  check(
    new Set(lateFees.filter((x) => x.entity === name(t)).map((x) => x.amount)).size <= 1,
    `${t.key}: one late fee amount`,
  );
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
// the triplex has three units: never more than three leases at once
for (const mo of ['2025-03', '2025-08', '2025-09', '2026-11'])
  check(
    P.tenants.filter(
      (t) => t.property === 'axtell' && t.lease.start <= `${mo}-01` && `${mo}-01` <= t.lease.end,
    ).length <= 3,
    `three units at Axtell in ${mo}`,
  );

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
// how a tenant is named in an expected answer: the company by its trading name, a person by last name
const label = (t) => (t === co ? co.first_name : t.last_name);
const gideon = ten.gideon;
check(
  current.includes(gideon) && gideon.lease.start < BOOKS_START,
  'Gideon is current and started before the books',
);
check(ten.lucinda.lease.start === BOOKS_START, 'one lease starts the day the books start');
check(current.length === 8, `eight current leases (${current.length})`);
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property);
check(
  Boolean(outgoing) && outgoing.lease.end < incoming.lease.start,
  'the future lease follows a current one',
);
check(past.length === 4, 'four past tenants');
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 3,
  'three past tenants started before the books',
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
const lateNovFee = lateFees.filter((x) => x.entity === name(lateNov[0]) && month(x.date) === NOV);
check(lateNovFee.length === 1, 'the late November payer was charged a fee');
const owedNow = total(current.map(shortOf));
// the part payer's last payment is the part payment, an amount no other payment has
const partPayer = partial[0];
const lastOf = (t) =>
  P.payments.filter((x) => x.tenant === t.key).sort((a, b) => (a.date < b.date ? 1 : -1))[0];
const partLast = lastOf(partPayer);
check(
  month(partLast.date) === NOV && cents(partLast.amount) < cents(partPayer.lease.rent),
  'the part payer last paid the part payment',
);
check(
  P.payments.filter((x) => x.amount === partLast.amount).length === 1,
  'the part payment amount is unique',
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
const TAX = ['Property Tax', 'Taxes'];
F.tax25 = spent('lastYear', cats(TAX));
for (const c of TAX)
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
const HOA = ['HOA dues', 'HOA'];
F.hoa26 = spent('thisYear', cats(HOA));
for (const c of HOA)
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `HOA category ${c} used this year`);
check(
  new Set(rowsIn('all', cats(HOA)).map((x) => x.property)).size === 2,
  'HOA rows only at the townhouse and the condo',
);
F.ins25 = spent('lastYear', cats(['Insurance']));
F.ins26 = spent('thisYear', cats(['Insurance']));
check(F.ins26 > F.ins25, 'insurance went up (the Yucca renewal falls in January, before the books in 2025)');

// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 5, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 4, 'gutter rows sit under several categories');
check(new Set(gutterRows.map((x) => x.property)).size >= 4, 'gutter rows at four properties or more');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.description).includes('downspout') && !word('gutter')(x)).length > 0,
  'a downspout row without the word is not counted',
);
check(
  rowsIn('all', (x) => x.entity === 'Kzoo Lawn & Snow' && !word('gutter')(x)).length > 0,
  'the lawn firm also has rows that are not gutter work',
);
// furnaces this year: the word in the description, across HVAC firms and stores
F.furnace = spent('thisYear', word('furnace'));
const furnaceRows = rowsIn('thisYear', word('furnace'));
check(new Set(furnaceRows.map((x) => x.entity)).size >= 4, 'furnace rows come from several vendors');
check(new Set(furnaceRows.map((x) => x.category)).size >= 3, 'furnace rows sit under several categories');
check(F.furnace !== spent('thisYear', cats(['HVAC'])), 'furnace total differs from the HVAC category');
check(F.furnace !== spent('all', word('furnace')), 'furnace this year differs from all time');
for (const v of VENDORS)
  check(F.furnace !== spent('thisYear', vendor(v)), `furnace total differs from ${v} this year`);
// the plumber shares "Arkansas Valley" with the heating firm
const AVP = VENDORS.filter((v) => lower(v).startsWith('arkansas valley plumbing'));
check(AVP.length === 1, 'one vendor matches "arkansas valley plumbing"');
check(
  VENDORS.filter((v) => lower(v).startsWith('arkansas valley')).length === 2,
  'two "Arkansas Valley" vendors',
);
F.avp = spent('all', vendor(AVP[0]));
check(
  new Set(rowsIn('all', vendor(AVP[0])).map((x) => x.property)).size === 2,
  'the plumber works at two places',
);
check(
  rowsIn('all', vendor(AVP[0])).some((x) => x.date >= '2026-01-01'),
  'the plumber has rows in both years',
);
F.homeDepot = spent('thisYear', vendor('Home Depot'));
check(rowsIn('thisYear', vendor('Home Depot')).length >= 3, 'several Home Depot rows this year');
check(F.homeDepot !== spent('all', vendor('Home Depot')), 'Home Depot this year differs from all time');
check(
  new Set(rowsIn('thisYear', vendor('Home Depot')).map((x) => x.property)).size >= 3,
  'Home Depot rows at three places this year',
);

const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
check(vendors25[0].k === AVP[0], 'the plumber (the sewer line) is the top vendor of 2025');
check(vendors25[0].v > 1.5 * vendors25[1].v, 'the top vendor of 2025 leads clearly');
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
const byNet26 = rank(
  KEYS.map((k) => ({ k, v: netOf('thisYear', k) })),
  'net by property this year',
);
check(byNet26[0].v - byNet26[1].v > 50000, 'the best property this year leads by more than $500');
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
check(losers('thisYear')[0] !== losers('lastYear')[0], 'a different one each year');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserThen === 'pitkin' && loserNow === 'frankford', 'the sewer-line year and the condo year');
check(byNet26.at(-1).k === loserNow, 'the worst net this year is the one losing money');
// the hail roof made Yucca the costliest property this year, but the claim payment keeps it above water
const bySpend26 = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(
  bySpend26[0].k === 'yucca' && netOf('thisYear', 'yucca') > 0,
  'Yucca spent the most and still made money',
);
check(byNet26[0].k !== 'yucca', 'Yucca is not the best net either');
// the P&L of the triplex this year
const ax = {
  income: incomeOf('thisYear', 'axtell'),
  spent: spentAt('thisYear', 'axtell'),
  net: netOf('thisYear', 'axtell'),
};
check(new Set(Object.values(ax)).size === 3, 'triplex income, spend and net are three figures');
const rentAx26 = rentIn('thisYear', (t) => t.property === 'axtell');
const rentPit26 = rentIn('thisYear', (t) => t.property === 'pitkin');
check(rentAx26 !== incomeOf('thisYear', 'axtell'), 'triplex rent differs from its income (laundry, parking)');

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const residential = rents.filter((x) => x.k !== co.key);
const topRes = ten[residential[0].k];
check(topRes === outgoing, 'the top residential rent is the lease that ends this year');
check(incoming.lease.rent > topRes.lease.rent, 'the signed incoming lease pays more, but is not current');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const firstEnd = [...current].sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1));
check(firstEnd[0].lease.end < firstEnd[1].lease.end, 'one lease ends first');
check(firstEnd[0] === outgoing, 'the first lease to end is the one with a successor');
const in3Months = endingBy('2027-02-26');
check(in3Months.length === 2 && endingBy(plusDays(TODAY, 90)).length === 2, 'two leases end within 3 months');
const nextAfter = firstEnd[2];
check(nextAfter.lease.end > '2027-03-15', 'the next lease end is well past 3 months');
const condoNow = current.filter((t) => t.property === 'frankford');
const condoGone = past.filter((t) => t.property === 'frankford');
check(condoNow.length === 1 && condoGone.length === 1, 'one current and one past tenant at the condo');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.filter((t) => t.lease.deposit !== t.lease.rent).length >= 3,
  'several deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
check(
  deposits !== deposits + cents(incoming.lease.deposit) && P.tenants.every((t) => t.lease.deposit > 0),
  'deposits are on every lease',
);
const gideon25 = rentIn('lastYear', (t) => t === gideon);
check(gideon25 === 10 * cents(gideon.lease.rent), 'Gideon paid the ten booked months of 2025');
const payments25 = P.payments.filter((x) => within(x.date, 'lastYear')).length;
check(payments25 >= 10 && payments25 < 100, 'the 2025 payment count has two digits');
// the tenant paid late most often this year (late full payments, each with a late fee)
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v,
  'one tenant was late most often this year, 3+ times',
);
const worstLate = ten[lateCount[0].k];
check(
  !partial.includes(worstLate) && !unpaid.includes(worstLate),
  'the worst late payer is paid up this month',
);
const income25 = incomeOf('lastYear');
check(income25 !== rentIn('lastYear'), 'income 2025 differs from rent 2025');
const laundry26 = otherIn('thisYear', (x) => x.category === 'Laundry' && x.property === 'axtell');
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === 'axtell'),
  'laundry only at the triplex',
);
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['stairwell', 'exhaust', 'pothole', 'opener', 'latch', 'sprinkler'];
check(open.length === OPEN_WORDS.length, 'six open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const inProgress = open.filter((m) => m.status === 'In Progress');
const PROGRESS_WORDS = OPEN_WORDS.filter((w) => inProgress.some((m) => lower(m.title).includes(w)));
check(PROGRESS_WORDS.length === 3 && inProgress.length === 3, 'three requests in progress');
const sewerInvoice = P.documents.filter((d) => d.property === 'pitkin' && d.type === 'Invoice');
check(
  sewerInvoice.length === 1 && sewerInvoice[0].file.includes('sewer'),
  'one invoice for Pitkin, the sewer line',
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
const pastLast = past.map((t) => t.last_name);

ask('how much have i spent so far in 2026', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'whats my total expenses for last year',
  [money(F.lastYear)],
  'total',
  `${ROWS} dated 2025 (the books start 2025-03-01, so March to December)`,
);
ask(
  'How much did I lay out in the second quarter this year',
  [money(F.q2)],
  'total',
  `${ROWS}, 2026-04-01..2026-06-30`,
);
ask(
  'property taxes last year across everything?',
  [money(F.tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (Kalamazoo summer + winter bills, Pueblo County); the Lubbock bills for 2025 were paid in January 2026 and the pottery studio pays its own',
);
ask(
  'hoa this year, townhouse + condo combined',
  [money(F.hoa26)],
  'category',
  '2026; categories "HOA dues" and "HOA" together: Bonforte quarterly dues, the Frankford monthly assessments and its roof special assessment',
);
ask(
  'did my insurance go up? what did i pay in premiums this year vs last year',
  [money(F.ins26), money(F.ins25)],
  'comparison',
  'category Insurance, 2026 and 2025; the Yucca policy renews in January, so 2025 has no Yucca premium on the books',
);
ask(
  'what have i spent on gutters since i started using the app',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": the lawn firm\'s fall cleanups, a gutter firm, a roofer, the commercial roofer\'s inspection, a handyman and Home Depot; the Menards "downspout extensions" row does not contain the word',
);
ask(
  'furnace costs this year, all properties',
  [money(F.furnace)],
  'description_word',
  '2026; rows whose description contains "furnace": tune-ups, no-heat calls (under HVAC and Repairs), filters from Menards and Lowe\'s',
);
ask(
  'how much have i paid arkansas valley plumbing altogether',
  [money(F.avp)],
  'vendor',
  `all time; rows whose entity is "${AVP[0]}" (not "Arkansas Valley Heating & Cooling"): the Pitkin sewer line, camera and water heater and a Bonforte toilet`,
);
ask(
  'what did i drop at home depot this year',
  [money(F.homeDepot)],
  'vendor',
  'Home Depot rows dated 2026 (three properties)',
);
ask(
  'which vendor got the most money out of me in 2025',
  ['Arkansas Valley Plumbing', money(vendors25[0].v)],
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  'biggest expense category this yr',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the Yucca roof, the condo flooring, the townhouse carpet); it stays first however the tax, yard, repair and HOA spellings are merged',
);
const idBest = ask(
  'which of my properties made me the most money this year after expenses',
  [STREET[byNet26[0].k], money(byNet26[0].v)],
  'ranking',
  `net (rent + other income - expenses) by property, 2026: ${byNet26.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'and which one did worst?',
  [STREET[byNet26.at(-1).k], absMoney(byNet26.at(-1).v)],
  'follow_up',
  'keeps 2026 and net by property; the lowest is a loss (the condo: vacant June, flooring, special assessment); absolute value',
  { follow_up_of: idBest },
);
const idCity = ask(
  'kalamazoo vs pueblo, where did more money go this year',
  [money(cityTotals.Kalamazoo), money(cityTotals.Pueblo)],
  'comparison',
  'expenses by city, 2026',
);
ask('lubbock?', [money(cityTotals.Lubbock)], 'follow_up', 'keeps 2026 and expenses by city', {
  follow_up_of: idCity,
});
ask(
  'rent collected at axtell compared to pitkin this year',
  [money(rentAx26), money(rentPit26)],
  'comparison',
  'rent payments dated 2026 for the triplex (three units) and the Pitkin house; laundry and parking are not rent',
);
const idNet = ask(
  'overall profit for 2025?',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses dated 2025 (March to December on the books), whole portfolio',
);
ask('and 2026 so far', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
ask(
  'p&l for the axtell triplex this year - income, expenses, bottom line',
  [money(ax.income), money(ax.spent), money(ax.net)],
  'net',
  '2026: rent + laundry + garage bay + late fees; expense rows at 714 Axtell Street; net',
);
ask(
  'did any of my rentals lose money in 2025',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'loss',
  '2025 net by property; the sewer lateral, the backup cleanup, a new water heater, gutters and a vacant June put Pitkin below zero; absolute value of the loss',
);
ask(
  "give me a rent roll - who's in each place and what they pay",
  current.map(label),
  'lease',
  `current leases: ${current.map((t) => `${name(t)} ${money(cents(t.lease.rent))}`).join(', ')}; past tenants are not on it`,
  { forbid: pastLast },
);
ask(
  'whose lease runs out first',
  [firstEnd[0].last_name],
  'lease',
  `current lease with the earliest end (${firstEnd[0].lease.end}); next ${firstEnd[1].last_name} ${firstEnd[1].lease.end}`,
);
ask(
  'anything expiring in the next 3 months?',
  in3Months.map((t) => t.last_name),
  'lease',
  `current leases ending by 2027-02-26: ${in3Months.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}; ${nextAfter.last_name} ends ${nextAfter.lease.end}`,
  { forbid: [nextAfter.last_name] },
);
ask(
  'highest rent among my residential tenants (not counting the pottery studio)',
  [topRes.last_name, money(cents(topRes.lease.rent))],
  'lease',
  `current residential leases; ${incoming.last_name}'s signed lease pays ${money(cents(incoming.lease.rent))} but starts ${incoming.lease.start}`,
  { forbid: [incoming.last_name] },
);
ask(
  "who's renting the lubbock condo these days",
  condoNow.map((t) => t.last_name),
  'lease',
  'current lease at Frankford Avenue Unit 214; the tenant who left in May 2026 is not one',
  { forbid: condoGone.map((t) => t.last_name) },
);
ask(
  'has anybody signed for the yucca house after cormac moves out',
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
);
ask(
  'how much security deposit money am i holding rn',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Yucca lease that starts in February, not past tenants)',
);
ask(
  "who's behind on rent for november",
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'total unpaid rent right now?',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
const idLateNov = ask(
  'anybody pay late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  `November paid in full after the due day + grace days (${lateNov.map((t) => `due the ${t.lease.due_day}th + ${t.lease.grace_period_days} days`).join('')})`,
);
ask(
  'did they get hit with a late fee? how much',
  [money(cents(lateNovFee[0].amount))],
  'follow_up',
  `the Late Fee income booked for ${name(lateNov[0])} in November`,
  { follow_up_of: idLateNov },
);
ask(
  "who's the worst about paying on time this year",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'when did dashiell last pay and how much was it',
  [money(cents(partLast.amount))],
  'payments',
  `his last payment, ${partLast.date}, a part payment of November rent (only the amount is checked)`,
);
ask(
  'how much rent did gideon pay me in 2025',
  [money(gideon25)],
  'payments',
  'his rent payments dated 2025: March to December, the booked months (his lease began in 2023, before the books)',
);
ask(
  'total income last yr, rent plus everything else',
  [money(income25)],
  'income',
  'rent payments + other incomes dated 2025 (March to December on the books)',
);
ask(
  'laundry money at axtell this year?',
  [money(laundry26)],
  'income',
  'Laundry incomes at the triplex dated 2026 (quarterly commission)',
);
ask(
  'how many rent payments did i log in 2025',
  [String(payments25)],
  'count',
  'number of rent payment rows dated 2025',
);
const idOpen = ask(
  'open maintenance requests?',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those is somebody already working on',
  PROGRESS_WORDS,
  'follow_up',
  `In Progress: ${inProgress.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'can u find the sewer line invoice for pitkin',
  [sewerInvoice[0].file],
  'documents',
  'the Invoice document at Pitkin Avenue',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is lubbock gonna get hammered with hail again next spring', 'weather');
outOfScope('do u think pueblo home values go up in 2027? thinking about selling pitkin', 'market forecast');
outOfScope("what's philippa ostrander's credit score", 'credit score');
outOfScope(
  "can i legally refuse to renew lucinda's lease without giving a reason? property is in michigan",
  'legal advice',
);

check(Q.length === 45, `45 questions (${Q.length})`);
const qid = (i) => `lb14-${String(i + 1).padStart(2, '0')}`;
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
