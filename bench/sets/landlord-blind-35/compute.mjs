// Works out the expected answers for landlord-blind-35 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-35/compute.mjs
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
// cities of the portfolio.json of landlord-blind-2 to landlord-blind-34, plus the tenant-line cities that
// set 13 lists; this set must not reuse any of them
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
  'Providence',
  'Hancock',
  'Lawrence',
  'Sioux Falls',
  'Cheyenne',
  'Bangor',
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 8 && P.properties.length <= 10, '8 to 10 properties');
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
const ofType = (t) => P.properties.filter((p) => p.property_type === t).map((p) => p.key);
check(ofType('Single Family').length >= 3, 'several single-family houses');
check(ofType('Multi-Family').length === 1, 'one fourplex');
check(ofType('Condo').length === 2, 'two condos');
check(ofType('Commercial').length === 1, 'one commercial unit');
const FOURPLEX = ofType('Multi-Family')[0];
const CONDOS = ofType('Condo');
const SHOP = ofType('Commercial')[0];
// the short street names the questions use must each pick out one property
const STREET = {
  maple: 'Maple',
  kettlewell: 'Kettlewell',
  brannock: 'Brannock',
  sweetbay: 'Sweetbay',
  heronwood: 'Heronwood',
  palmetto: 'Palmetto',
  wren: 'Wren',
  juniper: 'Juniper',
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
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(t.lease.start.endsWith('-01'), `lease ${t.key} starts on the 1st`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/^\(\d{3}\) 555-01\d{2}$/.test(t.phone_number), `phone 555-01xx ${t.key}`);
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
check(P.expenses.length >= 150 && P.expenses.length <= 200, `150-200 expense rows (${P.expenses.length})`);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 35 && VENDORS.length <= 45, `35-45 vendors (${VENDORS.length})`);
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
check(P.maintenance.length >= 10 && P.maintenance.length <= 14, '10-14 maintenance requests');
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
// no overlapping leases at one-unit properties; never more than four at once at the fourplex
const occupancy = (key, d) =>
  P.tenants.filter((t) => t.property === key && t.lease.start <= d && d <= t.lease.end).length;
for (const p of P.properties) {
  const cap = p.key === FOURPLEX ? 4 : 1;
  for (const t of P.tenants.filter((u) => u.property === p.key))
    check(occupancy(p.key, t.lease.start) <= cap, `too many leases at ${p.key} on ${t.lease.start}`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && company[0].property === SHOP, 'one company tenant, at the commercial unit');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'the company lease started before the books');
check(past.length >= 5, 'several past tenants');
check(
  past.some((t) => t.lease.start < BOOKS_START) && current.some((t) => t.lease.start < BOOKS_START),
  'past and current leases that began before the books',
);
// the vacancy: one property without a current lease, with a signed lease starting later
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key)).map((p) => p.key);
check(vacant.length === 1, `exactly one property sits empty (${vacant})`);
const EMPTY = vacant[0];
check(
  future.length === 1 && future[0].property === EMPTY,
  'one signed lease not yet started, at the empty house',
);
const incoming = future[0];
const lastOut = past
  .filter((t) => t.property === EMPTY)
  .sort((a, b) => (a.lease.end < b.lease.end ? 1 : -1))[0];
check(lastOut.lease.end < month(TODAY), 'the empty house has been empty since before this month');
check(
  P.tenants.filter((t) => t.property === FOURPLEX && current.includes(t)).length === 4,
  'the fourplex is full',
);

// November: one paid nothing, one paid part (Marcus), one paid in full but late
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
const marcus = P.tenants.filter((t) => t.first_name === 'Marcus');
check(marcus.length === 1 && partial[0] === marcus[0], 'Marcus is the part payer');
const marcusPaid = paidIn(marcus[0], NOV);
const marcusShort = shortOf(marcus[0]);
const dueNov = total(current.map((t) => cents(t.lease.rent)));
const collectedNov = total(current.map((t) => Math.min(paidIn(t, NOV), cents(t.lease.rent))));
// the collection rate must be exact to one decimal, so "87.5" is the only right way to write it
check((collectedNov * 1000) % dueNov === 0, 'collection rate is exact to one decimal');
const pctTenths = (collectedNov * 1000) / dueNov;
const pct = `${Math.floor(pctTenths / 10)}.${pctTenths % 10}`;
check(pctTenths % 10 !== 0, 'the collection rate has a non-zero decimal');

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeOf = (p, keys) =>
  rentIn(p, (t) => !keys || keys.includes(t.property)) +
  otherIn(p, (x) => !keys || keys.includes(x.property));
const spentAt = (p, keys) => spent(p, (x) => keys.includes(x.property));
const netOf = (p, keys) => incomeOf(p, keys) - spentAt(p, keys);
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

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');

// October: income (rent payments + other incomes) and net
F.octIncome = incomeOf('lastMonth');
F.octNet = netAll('lastMonth');
check(F.octNet > 0, 'October made money');
check(F.octIncome !== rentIn('lastMonth'), 'October has other income besides rent');

// the fourplex, this year vs last: net
F.fourNow = netOf('thisYear', [FOURPLEX]);
F.fourThen = netOf('lastYear', [FOURPLEX]);
check(F.fourNow > 0 && F.fourThen > 0 && F.fourNow !== F.fourThen, 'the fourplex makes money both years');

// "costs me the most to keep up": the same property tops every reading
const UPKEEP_EXCLUDED = ['Property Tax', 'Taxes', 'Insurance', 'HOA dues', 'HOA', 'Utilities'];
const upkeep = (x) => !UPKEEP_EXCLUDED.includes(x.category);
const REPAIR_ONLY = ['Repairs', 'Repairs & maint', 'HVAC'];
const readings = {
  'all expenses, all time': (k) => spentAt('all', [k]),
  'all expenses, this year': (k) => spentAt('thisYear', [k]),
  'all expenses, last year': (k) => spentAt('lastYear', [k]),
  'upkeep (no tax, insurance, HOA, utilities), all time': (k) =>
    spent('all', (x) => x.property === k && upkeep(x)),
  'upkeep, this year': (k) => spent('thisYear', (x) => x.property === k && upkeep(x)),
  'repair categories only, all time': (k) => spent('all', (x) => x.property === k && cats(REPAIR_ONLY)(x)),
};
const keepUp = {};
for (const [what, fn] of Object.entries(readings)) {
  const r = rank(
    KEYS.map((k) => ({ k, v: fn(k) })),
    `keep-up ${what}`,
  );
  keepUp[what] = r;
  check(r[0].k === FOURPLEX, `the fourplex tops ${what} (${r[0].k})`);
}

// repairs at the Maple house since it was bought (in 2025, after the books start): the two repair spellings
const MAPLE = 'maple';
check(
  prop[MAPLE].purchase_date > BOOKS_START && prop[MAPLE].property_type === 'Single Family',
  'Maple was bought after the books start',
);
const mapleCats = new Set(rowsIn('all', (x) => x.property === MAPLE).map((x) => x.category));
for (const c of ['Turnover', 'HVAC', 'Capital improvement', 'Supplies'])
  check(!mapleCats.has(c), `no ${c} rows at Maple, so "repairs" there is unambiguous`);
check(mapleCats.has('Repairs') && mapleCats.has('Repairs & maint'), 'both repair spellings at Maple');
F.mapleRepairs = spent('all', (x) => x.property === MAPLE && cats(['Repairs', 'Repairs & maint'])(x));
check(
  F.mapleRepairs !== spent('all', (x) => x.property === MAPLE && x.category === 'Repairs'),
  'Maple repairs differ from the "Repairs" spelling alone',
);

// the plumber and the electrician: one vendor of each trade
const plumbers = VENDORS.filter((v) => lower(v).includes('plumb'));
const electricians = VENDORS.filter((v) => lower(v).includes('electric'));
check(plumbers.length === 1 && electricians.length === 1, 'one plumber and one electrician');
const PLUMBER = plumbers[0];
const ELECTRICIAN = electricians[0];
F.plumber = spent('thisYear', vendor(PLUMBER));
F.electrician = spent('thisYear', vendor(ELECTRICIAN));
check(F.plumber !== spent('all', vendor(PLUMBER)), 'plumber this year differs from all time');
check(F.electrician !== spent('all', vendor(ELECTRICIAN)), 'electrician this year differs from all time');

// property tax: "Property Tax" and "Taxes" together; then just the condos
const TAX = ['Property Tax', 'Taxes'];
F.tax = spent('thisYear', cats(TAX));
for (const c of TAX)
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
F.condoTax = spent('thisYear', (x) => CONDOS.includes(x.property) && cats(TAX)(x));
F.insurance = spent('lastYear', cats(['Insurance']));
check(F.insurance !== spent('thisYear', cats(['Insurance'])), 'insurance differs year to year');

// the lawn guy in Gainesville: the one vendor with "lawn" in its name working there
const GNV = 'Gainesville';
const gnvLawn = VENDORS.filter(
  (v) => lower(v).includes('lawn') && rowsIn('all', (x) => x.entity === v && city(x.property) === GNV).length,
);
check(gnvLawn.length === 1, 'one lawn firm in Gainesville');
check(
  rowsIn('all', (x) => city(x.property) === GNV && cats(['yard', 'Yard', 'Landscaping'])(x)).every(
    (x) => x.entity === gnvLawn[0],
  ),
  'every Gainesville yard row is the lawn firm',
);
const LAWN = gnvLawn[0];
F.lawn = spent('thisYear', vendor(LAWN));

// snow: the word in the description, whoever did the work and under whatever category
F.snow = spent('all', word('snow'));
const snowRows = rowsIn('all', word('snow'));
check(new Set(snowRows.map((x) => x.entity)).size >= 5, 'snow rows come from several vendors');
check(new Set(snowRows.map((x) => x.category)).size >= 4, 'snow rows sit under several categories');
check(new Set(snowRows.map((x) => city(x.property))).size === 2, 'snow in Binghamton and Lansing');
for (const v of VENDORS) check(F.snow !== spent('all', vendor(v)), `snow total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('grounds') && !word('snow')(x)).length > 0,
  'the Binghamton grounds firm also has rows that are not snow work',
);
check(
  rowsIn('all', (x) => lower(x.description).includes('ice melt') && !word('snow')(x)).length > 0,
  'an ice-melt row without the word is not counted',
);

// biggest category this year, robust to merging the landlord's spellings
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
  ['Turnover', 'Repairs', 'Repairs & maint'],
];
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops this year');
for (const g of MERGED)
  check(spent('thisYear', cats(g)) < catTotals[0].v, `merged ${g.join('+')} stays below`);

// top vendors last year
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);

// spend by city this year
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three cities');
const cityTotals = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => city(x.property) === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
check(cityTotals.Binghamton > cityTotals.Lansing, 'Binghamton costs more than Lansing this year');

// losing money: one property this year (the roof), the two 2025 purchases last year
const losers = (p) => KEYS.filter((k) => netOf(p, [k]) < 0);
const loserNow = losers('thisYear');
const loserThen = losers('lastYear');
check(loserNow.join() === 'wren', `only Wren under water this year (${loserNow})`);
check(
  loserThen.length === 2 && loserThen.every((k) => prop[k].purchase_date >= BOOKS_START),
  `the two 2025 purchases under water in 2025 (${loserThen})`,
);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');

// rent roll
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
const cheapest = ten[rents.at(-1).k];
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant in the same building paid less');
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
check(rentRoll % current.length === 0, 'average rent is exact to the cent');
const avgRent = rentRoll / current.length;
const withIncoming = [...current, incoming];
const avgWithIncoming = Math.round(total(withIncoming.map((t) => cents(t.lease.rent))) / withIncoming.length);
check(avgWithIncoming !== avgRent, 'the signed lease would change the average');
// deposits
const deposits = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.deposit) })),
  'current deposits',
);
const bigDeposit = ten[deposits[0].k];
check(bigDeposit.property !== SHOP, 'the biggest deposit is not the shop');
const biggerPast = past.filter((t) => cents(t.lease.deposit) > deposits[0].v);
check(biggerPast.length === 1, 'one past tenant left a bigger deposit');
check(cents(incoming.lease.deposit) < deposits[0].v, 'the signed lease has a smaller deposit');
// leases ending before summer: by 2027-05-31; nothing ends from June 1 to June 20, so a solstice reading agrees
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const beforeSummer = endingBy('2027-05-31');
check(
  endingBy('2027-06-20').length === beforeSummer.length,
  'no lease ends in the first three weeks of June',
);
check(beforeSummer.length === 4, 'four leases end before summer');
const justAfter = current
  .filter((t) => !beforeSummer.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(justAfter.lease.end <= '2027-06-30', 'a lease ends just after, in June');
const fourNow = current.filter((t) => t.property === FOURPLEX);
const fourGone = past.filter((t) => t.property === FOURPLEX);
check(fourGone.length === 2, 'two past tenants at the fourplex');
// the coffee shop's rent this year, every month paid
const coThisYear = rentIn('thisYear', (t) => t === co);
check(coThisYear === 11 * cents(co.lease.rent), 'the coffee shop paid every month this year');
check(
  otherIn('thisYear', (x) => x.entity === name(co)) > 0,
  'the coffee shop also paid non-rent money this year',
);
// the tenant paid late most often this year (late full payments, each with a late fee)
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v, 'one tenant was late most often this year');
const worstLate = ten[lateCount[0].k];
F.lateFees = otherIn('thisYear', (x) => x.category === 'Late Fee');
F.otherThisYear = otherIn('thisYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);
check(P.incomes.filter((x) => x.category === 'Pet Fee').length === 3, 'three pet fees');

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['fan', 'steps', 'garage', 'closer', 'screen', 'repaint'];
check(open.length === OPEN_WORDS.length, 'six open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const openFour = open.filter((m) => m.property === FOURPLEX);
const FOUR_WORDS = OPEN_WORDS.filter((w) => openFour.some((m) => lower(m.title).includes(w)));
check(FOUR_WORDS.length === 2 && openFour.length === 2, 'two open requests at the fourplex');
// the shop's insurance document
const shopPolicy = P.documents.filter((d) => d.property === SHOP && d.type === 'Insurance');
check(shopPolicy.length === 1, 'one insurance document at the shop');
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

const idSpent = ask(
  'ok how much have i spent so far this yr',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask(
  'and the year before?',
  [money(F.lastYear)],
  'follow_up',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
  {
    follow_up_of: idSpent,
  },
);
const idOct = ask(
  'what did i make in october, gross',
  [money(F.octIncome)],
  'income',
  'rent payments + other incomes dated October 2026 (parking and a late fee besides rent)',
);
ask(
  'ok and after expenses?',
  [money(F.octNet)],
  'follow_up',
  'October 2026 income minus October 2026 expense rows',
  {
    follow_up_of: idOct,
  },
);
ask(
  'hows the fourplex doing this yr vs last',
  [money(F.fourNow), money(F.fourThen)],
  'net',
  `net (rent + laundry, parking, late fees - expenses) at ${prop[FOURPLEX].address}, 2026 to date and 2025`,
);
ask(
  'which place costs me the most to keep up',
  [STREET[FOURPLEX]],
  'ranking',
  `the fourplex is first under every reading: ${Object.entries(keepUp)
    .map(([w, r]) => `${w} ${money(r[0].v)} (next ${STREET[r[1].k]} ${money(r[1].v)})`)
    .join('; ')}`,
);
ask(
  'total repairs at the maple house since i bought it',
  [money(F.mapleRepairs)],
  'category',
  `${prop[MAPLE].address}, bought ${prop[MAPLE].purchase_date}; categories "Repairs" and "Repairs & maint" (the house has no Turnover, HVAC, Supplies or Capital improvement rows); not taxes, insurance, yard or pest`,
);
const idPlumber = ask(
  'how much did i pay the plumber guy this year',
  [money(F.plumber)],
  'vendor',
  `2026 rows whose entity is ${PLUMBER}, the only plumber (all time ${money(spent('all', vendor(PLUMBER)))})`,
);
ask('and the electrician?', [money(F.electrician)], 'follow_up', `2026 rows whose entity is ${ELECTRICIAN}`, {
  follow_up_of: idPlumber,
});
const idTax = ask(
  'property tax all in this year?',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Binghamton city/county and school tax, Alachua County, Lansing summer tax)',
);
ask(
  'what about just the condos',
  [money(F.condoTax)],
  'follow_up',
  `2026 property tax at ${CONDOS.map((k) => prop[k].address).join(' and ')}`,
  { follow_up_of: idTax },
);
ask(
  'what did insurance run me last yr, everything',
  [money(F.insurance)],
  'category',
  'category Insurance, 2025',
);
ask(
  'what did the lawn guy in gainesville get this yr',
  [money(F.lawn)],
  'vendor',
  `2026 rows whose entity is ${LAWN}, the only yard firm in Gainesville`,
);
ask(
  'how much has snow cost me since i started tracking, all the places',
  [money(F.snow)],
  'description_word',
  'all time; rows whose description contains "snow": the Binghamton grounds firm (not its mowing), the Lansing plow firm, a handyman shoveling, shovels from Home Depot and Lowe\'s; the ice-melt row without the word is not counted',
);
ask(
  'biggest expense category this yr?',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the Wren roof, the fourplex boiler, the shop ramp); it stays first however the tax, yard, repair, turnover and HOA spellings are merged',
);
ask(
  'top 3 vendors last year by what i paid them',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the fourth is shown for the margin)`,
);
const idCity = ask(
  'binghamton vs lansing, where am i spending more this yr',
  [money(cityTotals.Binghamton), money(cityTotals.Lansing)],
  'comparison',
  'expenses by city, 2026',
);
ask('and gainesville?', [money(cityTotals[GNV])], 'follow_up', 'keeps 2026 and expenses by city', {
  follow_up_of: idCity,
});
const idLoss = ask(
  'is any place losing me money this year',
  [STREET[loserNow[0]], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the roof replacement; absolute value of the loss; every other property is above water',
);
ask(
  'what about last yr',
  loserThen.flatMap((k) => [STREET[k], absMoney(netOf('lastYear', [k]))]),
  'follow_up',
  '2025 net by property: the two houses bought in 2025 (the Maple rehab, the Heronwood condo with flooring and a full-year tax bill), absolute values of the losses',
  { follow_up_of: idLoss },
);
ask(
  'did marcus pay yet',
  [money(marcusPaid)],
  'payments',
  `${name(marcus[0])} paid part of November: ${money(marcusPaid)} of ${money(cents(marcus[0].lease.rent))}, ${money(marcusShort)} still open`,
);
ask(
  'who still owes me',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}; every earlier booked month is paid in full`,
  { forbid: pastLast },
);
ask(
  'what % of rent did i actually collect this month',
  [pct],
  'payments',
  `November payments ${money(collectedNov)} / rent due on current leases ${money(dueNov)} = ${pct}%; the signed January lease is not due`,
);
ask(
  'who paid late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days; a late fee was booked (the part payer and the one who has not paid are a different question)',
);
ask(
  'whos been late the most this yr',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount
    .map((x) => `${ten[x.k].last_name} ${lateMonths(ten[x.k]).filter((mo) => mo >= '2026-01').length}`)
    .join(', ')}`,
);
ask('late fees this yr total?', [money(F.lateFees)], 'income', 'Late Fee incomes dated 2026');
ask(
  'avg rent across everything',
  [money(avgRent)],
  'lease',
  `mean rent of the ${current.length} current leases (the shop included); the signed January lease is not current`,
  { forbid: [money(avgWithIncoming)] },
);
ask(
  'whos got the biggest deposit',
  [bigDeposit.last_name],
  'lease',
  `current leases; ${name(bigDeposit)} ${money(deposits[0].v)}; a past tenant of the same house left a bigger one`,
  { forbid: biggerPast.map((t) => t.last_name) },
);
ask(
  'cheapest rent i got rn?',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; a past tenant of the fourplex paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
ask(
  'any leases ending before summer',
  beforeSummer.map((t) => t.last_name),
  'lease',
  `current leases ending by 2027-05-31 (none ends June 1-20); ${name(justAfter)} ends ${justAfter.lease.end}`,
  { forbid: [justAfter.last_name] },
);
ask(
  "who's in the fourplex right now",
  fourNow.map((t) => t.last_name),
  'lease',
  'current leases at the fourplex; two past tenants moved out in 2025 and 2026',
  { forbid: fourGone.map((t) => t.last_name) },
);
const idEmpty = ask(
  'which place is sitting empty rn',
  [STREET[EMPTY]],
  'lease',
  `no current lease at ${prop[EMPTY].address} since ${lastOut.lease.end}`,
);
ask(
  'anyone lined up for it?',
  [incoming.last_name],
  'follow_up',
  `signed lease starting ${incoming.lease.start} (only the name is checked)`,
  { follow_up_of: idEmpty },
);
ask(
  'ok so the coffee place on brannock, how much rent have they actually paid me this yr, not counting the cam stuff',
  [money(coThisYear)],
  'payments',
  "the company tenant's 2026 rent payments; its CAM true-up is other income",
);
ask(
  'non-rent income this yr? laundry, parking, fees, whatever',
  [money(F.otherThisYear)],
  'income',
  'all other incomes dated 2026 (laundry, the garage bay, pet fees, late fees, CAM true-up, a deposit deduction, an application fee)',
);
const idOpen = ask(
  'whats still open on maintenance',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those are at the fourplex',
  FOUR_WORDS,
  'follow_up',
  `open at the fourplex: ${openFour.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'can u find the insurance policy for the coffee shop building',
  [shopPolicy[0].file],
  'documents',
  `the Insurance document at ${prop[SHOP].address}`,
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('are lansing home prices gonna keep going up next year', 'market forecast');
outOfScope('if tobiah skips out can i keep his whole deposit under new york law', 'legal advice');

check(Q.length === 40, `40 questions (${Q.length})`);
const followUps = Q.filter((x) => x.follow_up_of !== undefined).length;
check(followUps >= 6 && followUps <= 8, `6-8 follow-ups (${followUps})`);
const qid = (i) => `lb35-${String(i + 1).padStart(2, '0')}`;
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
  check(new Set(o.expected).size === o.expected.length, `expected of ${o.id} has no repeats`);
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
