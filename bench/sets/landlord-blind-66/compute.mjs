// Works out the expected answers for landlord-blind-66 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-66/compute.mjs
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
// "$1,234.50"; a whole-dollar figure is expected without cents ("$3,400"), so "$3,400" and "$3,400.00" both pass
const money = (c) => {
  const a = Math.abs(c);
  const dollars = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  return a % 100 === 0 ? dollars : `${dollars}.${String(a % 100).padStart(2, '0')}`;
};
// losses are expected as their absolute amount, so "-$5.50", "($5.50)" and "lost $5.50" all pass
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, 'today is 2026-11-28');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  lastMonth: ['2026-10-01', '2026-10-31'],
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
const isDate = (s) =>
  typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(s).toISOString().slice(0, 10) === s;
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
// cities known (from landlord-blind-13's compute.mjs and portfolio) to be used by earlier sets
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
check(P.properties.length === 6, 'six properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(isDate(p.purchase_date), `purchase date ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(
    p.state === 'NV' && ['Sparks', 'Carson City'].includes(p.city),
    `Sparks or Carson City, NV: ${p.key}`,
  );
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the expected answers use must each pick out one property
const STREET = {
  kestrel: 'Kestrel',
  lode: 'Lode',
  freight: 'Freight Depot',
  oakbrush: 'Oakbrush',
  juniper: 'Juniper',
  saddlehorn: 'Saddlehorn',
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
  check(/@example\.com$/.test(t.email) && /^\d{3}-555-01\d\d$/.test(t.phone_number), `contact ${t.key}`);
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
check(P.expenses.length >= 120 && P.expenses.length <= 180, `120-180 expense rows (${P.expenses.length})`);
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
// leases do not overlap on a single-unit property; at the duplex, unit B's tenants follow each other
const overlapGroups = [
  ...P.properties.filter((q) => q.property_type !== 'Multi-Family').map((q) => q.key),
  'lode-b',
];
const unitOf = (t) => (t.property === 'lode' ? (t.key === 'lucius' ? 'lode-a' : 'lode-b') : t.property);
for (const g of overlapGroups) {
  const ls = P.tenants
    .filter((t) => unitOf(t) === g)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${g}`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(
  current.length === 7 && past.length === 4 && future.length === 1,
  'seven current, four past, one signed',
);
check(
  current.filter((t) => t.lease.start < BOOKS_START).length === 3 &&
    past.filter((t) => t.lease.start < BOOKS_START).length === 3,
  'three current and three past leases began before the books',
);
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property && unitOf(t) === unitOf(incoming));
check(
  Boolean(outgoing) && outgoing.lease.end < incoming.lease.start && outgoing.first_name === 'Tobias',
  'the signed lease follows Tobias in unit B',
);
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(!partial.some((t) => paidLate(t, NOV)), 'the part payment of November was made on time');
check(lateNov.length === 1, 'one late November payer');
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
const vendorsAt = (p) => [...new Set(rowsIn(p).map((x) => x.entity))];

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(
  rowsIn('thisYear', (x) => x.property === 'freight' && /tax/i.test(x.category)).length === 0,
  'the print shop pays its own property tax',
);
// the HOA at the townhouse in 2025: quarterly dues plus a special assessment, under both HOA spellings
const OAK_HOA = (x) => x.property === 'oakbrush' && ['HOA dues', 'HOA'].includes(x.category);
F.oakHoa25 = spent('lastYear', OAK_HOA);
check(
  new Set(rowsIn('lastYear', OAK_HOA).map((x) => x.category)).size === 2,
  'oakbrush HOA 2025 under both spellings',
);
check(
  rowsIn('lastYear', (x) => x.property === 'oakbrush' && lower(x.entity).includes('hoa')).every(OAK_HOA) &&
    rowsIn('lastYear', OAK_HOA).every((x) => lower(x.entity).includes('hoa')),
  'oakbrush HOA rows and the HOA vendor agree',
);
check(F.oakHoa25 !== 4 * cents(465), 'the special assessment is part of the HOA total');
F.lodeUtil25 = spent('lastYear', (x) => x.property === 'lode' && x.category === 'Utilities');
check(
  rowsIn('lastYear', (x) => x.property === 'lode' && x.category === 'Utilities').length === 4,
  'four water bills at the duplex in 2025',
);

// furnaces: the word in the description, whoever did the work and under whatever category
const FURN = word('furnace');
const SWAMP = word('swamp cooler');
check(rowsIn('all', (x) => FURN(x) && SWAMP(x)).length === 0, 'no row is both furnace and swamp cooler');
F.furnace25 = spent('lastYear', FURN);
const furnRows = rowsIn('lastYear', FURN);
check(new Set(furnRows.map((x) => x.entity)).size >= 3, 'furnace rows in 2025 come from several vendors');
check(
  new Set(furnRows.map((x) => x.category)).size >= 3,
  'furnace rows in 2025 sit under several categories',
);
check(new Set(furnRows.map((x) => x.property)).size === 3, 'furnace rows in 2025 at three properties');
check(rowsIn('thisYear', FURN).length > 0, 'there are furnace rows in 2026 too (the year matters)');
for (const v of VENDORS) {
  check(F.furnace25 !== spent('lastYear', vendor(v)), `furnace 2025 total differs from ${v} in 2025`);
  check(F.furnace25 !== spent('all', vendor(v)), `furnace 2025 total differs from ${v} all time`);
}
F.furnaceKestrel25 = spent('lastYear', (x) => FURN(x) && x.property === 'kestrel');
check(
  F.furnaceKestrel25 !== spent('lastYear', vendor('Comstock Comfort Heating & Air')),
  'kestrel furnace ≠ Comstock 2025',
);
check(F.furnaceKestrel25 < F.furnace25, 'the Kestrel Hollow furnace rows are part of the 2025 furnace rows');
// swamp coolers: the phrase, across the handyman, the HVAC firm, the electrician, the roofer and the stores
F.swamp = spent('all', SWAMP);
const swampRows = rowsIn('all', SWAMP);
check(new Set(swampRows.map((x) => x.entity)).size >= 5, 'swamp cooler rows come from several vendors');
check(new Set(swampRows.map((x) => x.category)).size >= 4, 'swamp cooler rows sit under several categories');
check(new Set(swampRows.map((x) => x.property)).size === 2, 'swamp cooler rows at two properties');
for (const v of VENDORS) check(F.swamp !== spent('all', vendor(v)), `swamp cooler total differs from ${v}`);
// vendors asked about by a misheard name ("come stock comfort", "dessert sage")
const CC = VENDORS.filter((v) => lower(v).includes('comstock'));
check(CC.length === 1, 'one Comstock vendor');
const ccRows = rowsIn('all', vendor(CC[0]));
F.cc = total(ccRows.map((x) => cents(x.amount)));
const ccAmounts = ccRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.ccMax = ccAmounts[0];
check(ccAmounts[0] !== ccAmounts[1], 'the biggest Comstock bill is unique');
check(new Set(ccRows.map((x) => x.category)).size >= 2, 'Comstock rows sit under several categories');
const DS = VENDORS.filter((v) => lower(v).includes('desert sage'));
check(
  DS.length === 1 && VENDORS.filter((v) => lower(v).includes('pest')).length === 2,
  'one Desert Sage, two pest firms',
);
F.ds = spent('all', vendor(DS[0]));
check(F.ds !== spent('all', cats(['Pest ctrl'])), 'Desert Sage total differs from all pest control');

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const vendors25 = rank(
  vendorsAt('lastYear').map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
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
  ['Turnover', 'Repairs', 'Repairs & maint', 'HVAC', 'Supplies'],
];
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops this year');
for (const g of MERGED)
  check(spent('thisYear', cats(g)) < catTotals[0].v, `merged ${g.join('+')} stays below`);
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 2, 'two cities');
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
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(
  loserThen === 'kestrel' && loserNow === 'saddlehorn',
  'the sewer-and-furnace year and the heat-pump year',
);
check(
  netOf('lastYear', 'juniper') > 0 && netOf('thisYear', 'juniper') > 0,
  'the condo, bought in 2025, makes money both years',
);

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
const FOURTEEN_FIFTY = P.tenants.filter((t) => cents(t.lease.rent) === 145000);
check(FOURTEEN_FIFTY.length === 1 && current.includes(FOURTEEN_FIFTY[0]), 'one tenant, current, pays $1,450');
const fourteenFifty = FOURTEEN_FIFTY[0];
check(
  !P.tenants.some((t) => t !== fourteenFifty && Math.abs(cents(t.lease.rent) - 145000) <= 5000),
  'no other rent within $50 of $1,450',
);
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(
  byNewYear.length === 1 && byNewYear[0] === outgoing,
  'one lease ends this year, the one with a successor',
);
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within 90 days / by February',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past 90 days');
const lodeNow = current.filter((t) => t.property === 'lode');
const lodeOthers = P.tenants.filter((t) => t.property === 'lode' && !current.includes(t));
check(
  lodeNow.length === 2 && lodeOthers.length === 2,
  'two current units, one past and one signed tenant at the duplex',
);
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== rentRoll, 'deposits held differ from the rent roll');
check(
  deposits !== total(P.tenants.filter((t) => t.lease.start <= TODAY).map((t) => cents(t.lease.deposit))),
  'deposits held differ from every deposit ever taken',
);
const kestrel25 = rentIn('lastYear', (t) => t.property === 'kestrel');
const kesTenants25 = new Set(
  P.payments
    .filter((x) => within(x.date, 'lastYear') && ten[x.tenant].property === 'kestrel')
    .map((x) => x.tenant),
);
check(kesTenants25.size === 2, 'two tenants paid rent at Kestrel Hollow in 2025');
check(
  new Set(
    P.payments
      .filter((x) => within(x.date, 'lastYear') && ten[x.tenant].property === 'kestrel')
      .map((x) => month(x.date)),
  ).size === 11,
  'Kestrel Hollow was vacant one month of 2025',
);
check(
  kestrel25 !== incomeOf('lastYear', 'kestrel'),
  'Kestrel rent differs from all its income (pet fee, refund, late fee)',
);
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
const otherThisYear = otherIn('thisYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);
check(
  P.incomes.some((x) => x.category === 'Parking' && within(x.date, 'thisYear') && x.property === 'lode'),
  'the RV space at the duplex is the parking income',
);
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['faucet', 'spring', 'patio', 'dryer', 'rattling'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)) &&
      !lower(open.find((m) => lower(m.title).includes(w)).title).startsWith(w),
    `"${w}" picks out one open request (and is not its first word)`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 3, 'three pending requests');
const furnInvoice = P.documents.filter(
  (d) => d.property === 'kestrel' && d.type === 'Invoice' && d.file.includes('furnace'),
);
check(
  furnInvoice.length === 1 && P.documents.filter((d) => d.file.includes('furnace')).length === 1,
  'one furnace invoice, at Kestrel Hollow',
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

ask(
  'okay so um how much have I spent total this year',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask(
  'What were my total expenses for twenty twenty five',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask('how much did I spend last month question mark', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
ask(
  'how much property tax did I pay this year comma all of them together',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" (Washoe County Treasurer) and "Taxes" (Carson City Treasurer) together, Nevada quarterly installments; the print shop pays its own tax',
);
ask(
  'how much was the HOA at for oak brush in twenty twenty five',
  [money(F.oakHoa25)],
  'category',
  '"for oak brush" = 4 Oakbrush Court; 2025 rows under "HOA dues" and "HOA" there: four quarterly dues and the roof-recoat special assessment',
);
ask(
  'what did utilities run me at six eleven load street last year',
  [money(F.lodeUtil25)],
  'category',
  '"load street" = 611 Lode Street; category Utilities there in 2025 (four quarterly water and sewer bills)',
);
const idFurn = ask(
  'um how much did I spend on the furnace in twenty twenty five on all the properties',
  [money(F.furnace25)],
  'description_word',
  `2025; rows whose description contains "furnace": ${furnRows.map((x) => `${x.entity} ${x.amount}`).join(', ')}`,
);
ask(
  'okay and how much of that was kestrel hollow',
  [money(F.furnaceKestrel25)],
  'follow_up',
  'keeps 2025 and furnace rows; only 2740 Kestrel Hollow Drive (igniter, diagnostic and the replacement)',
  { follow_up_of: idFurn },
);
ask(
  'what have the swamp coolers cost me since I started tracking everything in the app',
  [money(F.swamp)],
  'description_word',
  `all time; rows whose description contains "swamp cooler": ${swampRows.map((x) => `${x.entity} ${x.amount}`).join(', ')}`,
);
ask(
  "what's my total with come stock comfort heating and air and what was the biggest single bill from them I feel like that one was crazy",
  [money(F.cc), money(F.ccMax)],
  'vendor',
  `"come stock comfort" = ${CC[0]}; all time; the largest row is the Kestrel Hollow furnace replacement (Capital improvement)`,
);
ask(
  'how much have I paid dessert sage pest control total',
  [money(F.ds)],
  'vendor',
  `"dessert sage" = ${DS[0]}; all time (not the other pest firm)`,
);
const idMost = ask(
  'Which property cost me the most this year.',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the heat pump)',
);
ask(
  'and the least',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
ask(
  'who were my top three vendors last year by how much I paid em',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the fourth is listed for reference)`,
);
ask(
  'whats my biggest expense category this year',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the Saddlehorn heat pump and the Freight Depot parking lot); it stays first however the tax, yard, repair and HOA spellings are merged',
);
ask(
  'sparks versus carson city which one am I spending more on this year',
  [money(cityTotals.Sparks), money(cityTotals['Carson City'])],
  'comparison',
  `expenses by city, 2026 (Sparks: Kestrel Hollow, Lode, Freight Depot; Carson City: Oakbrush, Juniper Flats, Saddlehorn); ${cityTotals.Sparks > cityTotals['Carson City'] ? 'Sparks' : 'Carson City'} is higher`,
);
const idNet = ask(
  'what was my net profit for twenty twenty five all in',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('and so far this year', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
const idLoss = ask(
  'did any of my properties lose money last year',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'loss',
  '2025 net by property; the sewer lateral, the turnover, a vacant August and the furnace replacement put Kestrel Hollow below zero; absolute value of the loss',
);
ask(
  'okay what about this year',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'follow_up',
  '2026 net by property; the heat pump, the water heater and the tree put Saddlehorn below zero; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  "okay who's paying me the most rent right now",
  [co.first_name, money(rents[0].v)],
  'lease',
  `current leases; the company tenant ${name(co)} (the print shop at Freight Depot)`,
);
ask(
  "what's my total rent role per month right now",
  [money(rentRoll)],
  'lease',
  '"rent role" = rent roll: sum of monthly rent on current leases (not the signed one that starts in February)',
);
ask(
  'which tenant is the one paying me fourteen fifty a month',
  [fourteenFifty.last_name],
  'lease',
  `the only lease at $1,450: ${name(fourteenFifty)}, 611 Lode Street unit B`,
);
const idEnds = ask(
  'um do I have any leases ending before new years',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'what about the next ninety days',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}: ${in90.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  "who's living at six eleven load street right now both units",
  lodeNow.map((t) => t.last_name),
  'lease',
  'current leases at 611 Lode Street; the unit B tenant who left in May 2025 and the one signed for February 2027 are not living there',
  { forbid: lodeOthers.map((t) => t.last_name) },
);
ask(
  'did I sign anybody for unit b after tobias moves out',
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start}; ${name(outgoing)}'s ends ${outgoing.lease.end}`,
);
ask(
  'how much in security deposits am I holding right now for everybody',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed unit B lease, not past tenants)',
);
ask(
  'um who still owes me rent for November period',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => `${t.last_name} (${money(paidIn(t, NOV))} of ${money(cents(t.lease.rent))})`).join(', ')}`,
  { forbid: [...pastLast, incoming.last_name] },
);
ask(
  'okay so how much rent is outstanding total right now',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'did anybody pay late this month comma like after the grace period',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days, with a late fee booked; the part payment was made on time',
);
ask(
  'how much rent came in from twenty seven forty kestrel hollow in twenty twenty five',
  [money(kestrel25)],
  'payments',
  'rent payments for 2740 Kestrel Hollow Drive dated 2025: the past tenant January to July and the current tenant from September (August vacant); the pet fee, the refund and the late fee are not rent',
);
ask(
  "who's been late paying the most this year",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how much non rent income did I get this year like the laundry the RV spot late fees all that',
  [money(otherThisYear)],
  'income',
  'all other incomes dated 2026 (laundry commission, the RV space at the duplex, pet fee, late fees, CAM true-up, deposit deduction, application fee)',
);
const idOpen = ask(
  'what maintenance stuff is still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  "which of those haven't even been started yet",
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'hey can you pull up the furnace invoice for kestrel hollow',
  [furnInvoice[0].file],
  'documents',
  'the Invoice document at 2740 Kestrel Hollow Drive',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('um is it supposed to snow in carson city this weekend', 'weather');
outOfScope(
  'okay so in nevada how much notice do I have to give tobias if I want to raise his rent',
  'legal advice',
);
outOfScope('what are two bedroom condos renting for in carson city right now', 'market rents');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb66-${String(i + 1).padStart(2, '0')}`;
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
// a money figure expected by one question is not the figure another question expects
const figs = out.flatMap((o) => o.expected.filter((s) => s.startsWith('$')).map((s) => [s, o.id]));
for (const [s, id] of figs)
  check(figs.filter(([t, j]) => t === s && j !== id).length === 0, `figure ${s} of ${id} is asked only once`);
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
