// Works out the expected answers for landlord-blind-50 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-50/compute.mjs
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
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();
const sameSet = (a, b) => a.length === b.length && a.every((x) => b.includes(x));

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The couple began keeping the books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  // "last winter", asked on 2026-11-27, is the winter of 2025-26
  lastWinter: ['2025-12-01', '2026-02-28'],
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

// the vocabularies of landlord-blind-13 (the landlord's own category spellings included)
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
// cities named in landlord-blind-13's compute.mjs and README (the only set read); the brief says Sioux City and
// Council Bluffs are used by no other set
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
const SC = 'Sioux City';
const CB = 'Council Bluffs';

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, 'five to seven properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check([SC, CB].includes(p.city) && p.state === 'IA', `city ${p.key} is Sioux City or Council Bluffs, IA`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
check(P.properties.filter((p) => p.property_type === 'Multi-Family').length === 2, 'two duplexes');
check(
  P.properties
    .filter((p) => p.property_type === 'Multi-Family')
    .map((p) => p.city)
    .sort()
    .join() === [CB, SC].join(),
  'one duplex in each city',
);
// the short street names the questions use must each pick out one property
const STREET = {
  elm: 'Elm',
  larkspur: 'Larkspur',
  sawmill: 'Sawmill',
  quarry: 'Quarry',
  tamarack: 'Tamarack',
  kestrel: 'Kestrel',
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
  check(/^\d{3}-555-01\d\d$/.test(t.phone_number), `phone ${t.key} is 555-01xx`);
  check(t.email.endsWith('@example.com') || t.email.endsWith('.example.com'), `email ${t.key}`);
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
check(P.expenses.length >= 120, `120+ expense rows (${P.expenses.length})`);
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
// at most two leases at a time in a duplex
for (const p of P.properties.filter((q) => q.property_type === 'Multi-Family'))
  for (const t of P.tenants.filter((u) => u.property === p.key))
    check(
      P.tenants.filter(
        (u) => u.property === p.key && u.lease.start <= t.lease.start && t.lease.start <= u.lease.end,
      ).length <= 2,
      `two units at most at ${p.key}`,
    );

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(past.length >= 4, 'past tenants');
check(
  past.some((t) => t.lease.start < BOOKS_START) && past.some((t) => t.lease.start >= BOOKS_START),
  'past leases from before and after the books start',
);
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];
const outgoing = current.filter(
  (t) => t.property === incoming.property && t.lease.end < incoming.lease.start,
);
check(outgoing.length === 1, 'the future lease follows one current lease in its duplex');
const ines = outgoing[0];
check(ines.first_name === 'Ines', 'the outgoing tenant is Ines (the question names her)');
check(cents(ines.lease.deposit) !== cents(ines.lease.rent), "Ines's deposit differs from her rent");

// November: every earlier booked month is paid in full, so "owed" is this month's shortfall
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const paidFull = current.filter((t) => shortOf(t) === 0);
const lateNov = paidFull.filter((t) => paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 2, 'one unpaid and two part-paid in November');
check(lateNov.length === 2 && paidFull.length === 5, 'five paid November in full, two of them late');
const owedNow = total(current.map(shortOf));
check(!current.some((t) => cents(t.lease.rent) === owedNow), 'the total owed is not any one rent');

// the last payment of the one who has not paid November (October, in two parts, the second one late)
const lastPayment = (t) => {
  const xs = P.payments.filter((x) => x.tenant === t.key).sort((a, b) => (a.date < b.date ? -1 : 1));
  check(xs.length > 1 && xs.at(-1).date !== xs.at(-2).date, `one last payment for ${t.key}`);
  return xs.at(-1);
};
const reuben = unpaid[0];
check(reuben.last_name === 'Castellaw', 'the unpaid tenant is Castellaw (the question names him)');
const reubenLast = lastPayment(reuben);
check(
  month(reubenLast.date) === '2026-10' && cents(reubenLast.amount) < cents(reuben.lease.rent),
  "Castellaw's last payment is part of October, less than his rent",
);
const delphine = P.tenants.find((t) => t.last_name === 'Marchetti');
check(partial.includes(delphine), 'Marchetti paid part of November');
const delphineLast = lastPayment(delphine);
check(
  month(delphineLast.date) === NOV && cents(delphineLast.amount) !== cents(delphine.lease.rent),
  "Marchetti's last payment is her part of November",
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
const cityOf = (key) => prop[key].city;
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
// sorted high to low; no tie among the first `depth` places or with the next one
function rank(items, what, depth = items.length) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < Math.min(r.length, depth + 1); i += 1)
    check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);

const F = {};
F.thisYear = spent('thisYear');
F.lastYear = spent('lastYear');
check(F.thisYear !== F.lastYear, 'the two years differ');

// snow: the word in the description, whoever did the work and under whatever category
F.snow = spent('all', word('snow'));
const snowRows = rowsIn('all', word('snow'));
check(new Set(snowRows.map((x) => x.entity)).size >= 5, 'snow rows come from several vendors');
check(new Set(snowRows.map((x) => x.category)).size >= 4, 'snow rows sit under several categories');
check(new Set(snowRows.map((x) => cityOf(x.property))).size === 2, 'snow rows in both cities');
for (const v of VENDORS) check(F.snow !== spent('all', vendor(v)), `snow total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('snow') && !word('snow')(x)).length > 0,
  'the snow-and-sod firm also has rows that are not snow work',
);
check(
  rowsIn('all', (x) => lower(x.description).includes('ice melt') && !word('snow')(x)).length > 0,
  'an ice-melt row without the word is not counted',
);

// cities
const cityTotal = (p, c) => spent(p, (x) => cityOf(x.property) === c);
F.sc26 = cityTotal('thisYear', SC);
F.cb26 = cityTotal('thisYear', CB);
F.cb25 = cityTotal('lastYear', CB);
check(F.sc26 + F.cb26 === F.thisYear, 'the two cities make up the year');
check(new Set([F.sc26, F.cb26, F.cb25, cityTotal('lastYear', SC)]).size === 4, 'city figures all differ');

// the furnace at Elm last winter: one firm, which also works elsewhere; other furnace rows at Elm fall outside
const furnaceElm = (p) => rowsIn(p, (x) => x.property === 'elm' && word('furnace')(x));
const furnaceRows = furnaceElm('lastWinter');
F.furnace = total(furnaceRows.map((x) => cents(x.amount)));
check(furnaceRows.length >= 2, 'two or more furnace rows at Elm last winter');
check(furnaceElm('all').length > furnaceRows.length, 'furnace rows at Elm outside last winter too');
check(
  furnaceElm('all').some((x) => x.date < PERIODS.lastWinter[0]) &&
    furnaceElm('all').some((x) => x.date > PERIODS.lastWinter[1]),
  'furnace rows at Elm the winter before and this autumn',
);
const furnaceFirms = [...new Set(furnaceRows.map((x) => x.entity))];
check(furnaceFirms.length === 1, 'one firm fixed the Elm furnace last winter');
const FURNACE_FIRM = furnaceFirms[0];
check(
  rowsIn('lastWinter', (x) => x.property === 'elm' && x.entity === FURNACE_FIRM).length ===
    furnaceRows.length,
  'the firm did nothing else at Elm last winter',
);
F.furnaceFirm = spent('all', vendor(FURNACE_FIRM));
check(
  new Set(rowsIn('all', vendor(FURNACE_FIRM)).map((x) => x.property)).size >= 3,
  'the furnace firm works at three or more properties',
);
const furnaceFirmShort = 'Prairie Hearth';
check(
  FURNACE_FIRM.startsWith(furnaceFirmShort) &&
    VENDORS.filter((v) => v.includes(furnaceFirmShort)).length === 1,
  'the furnace firm is picked out by "Prairie Hearth"',
);

// the two duplexes this year, and the plumbing part of the Council Bluffs one
const duplexes = P.properties.filter((p) => p.property_type === 'Multi-Family');
const scDuplex = duplexes.find((p) => p.city === SC).key;
const cbDuplex = duplexes.find((p) => p.city === CB).key;
check(
  scDuplex === 'larkspur' && cbDuplex === 'quarry',
  'Larkspur in Sioux City, Quarry Ridge in Council Bluffs',
);
F.larkspur26 = spentAt('thisYear', scDuplex);
F.quarry26 = spentAt('thisYear', cbDuplex);
const plumbByWord = rowsIn('thisYear', (x) => x.property === cbDuplex && word('plumb')(x));
const plumbByVendor = rowsIn('thisYear', (x) => x.property === cbDuplex && lower(x.entity).includes('plumb'));
check(plumbByWord.length >= 3, 'three or more plumbing rows at Quarry Ridge this year');
check(sameSet(plumbByWord, plumbByVendor), 'plumbing by description and by plumber agree at Quarry Ridge');
check(
  rowsIn(
    'thisYear',
    (x) => x.property === cbDuplex && /toilet|drain|faucet|pipe|water heater|sink/.test(lower(x.description)),
  ).every((x) => plumbByWord.includes(x)),
  'no plumbing-like row at Quarry Ridge this year outside the plumber',
);
F.plumbing = total(plumbByWord.map((x) => cents(x.amount)));
const plumbers = [...new Set(plumbByWord.map((x) => x.entity))];
check(plumbers.length === 1, 'one plumber at Quarry Ridge this year');
const PLUMBER = plumbers[0];
const plumberShort = 'Brickyard';
check(PLUMBER.startsWith(plumberShort), 'the plumber is picked out by "Brickyard"');
check(F.plumbing !== spent('all', vendor(PLUMBER)), 'the plumber worked elsewhere too');
check(F.plumbing !== spent('thisYear', vendor(PLUMBER)), 'the plumber worked elsewhere this year too');

// ranking of properties by spend this year; Walt suspects the condo
const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(byProperty[0].k === cbDuplex, 'the Quarry Ridge duplex cost the most this year (the roof)');
check(byProperty[0].k !== 'sawmill' && byProperty[0].k !== 'elm', 'not the condo, not Elm');
F.elm26 = spentAt('thisYear', 'elm');

// net
F.net25 = netAll('lastYear');
F.net26 = netAll('thisYear');
check(F.net25 > 0 && F.net26 > 0, 'the portfolio makes money both years');
const netRank = rank(
  KEYS.map((k) => ({ k, v: netOf('thisYear', k) })),
  'net by property this year',
);
check(netRank[0].k === co.property, 'the commercial building nets the most this year');

// rent and other income
F.rent25 = rentIn('lastYear');
check(F.rent25 !== incomeOf('lastYear'), 'rent differs from all income');
F.laundry26 = otherIn('thisYear', (x) => x.category === 'Laundry');
check(
  new Set(P.incomes.filter((x) => x.category === 'Laundry').map((x) => x.property)).size === 2 &&
    P.incomes
      .filter((x) => x.category === 'Laundry')
      .every((x) => prop[x.property].property_type === 'Multi-Family'),
  'laundry income at both duplexes only',
);
F.lateFees26 = otherIn('thisYear', (x) => x.category === 'Late Fee');
check(
  lateFees.some((x) => within(x.date, 'lastYear')),
  'late fees last year too',
);

// the condo association in 2025 (dues from April plus a special assessment)
const CONDO_ASSOC = VENDORS.filter((v) => lower(v).includes('condominium association'));
check(CONDO_ASSOC.length === 1, 'one condo association');
F.condo25 = spent('lastYear', vendor(CONDO_ASSOC[0]));
check(
  new Set(rowsIn('lastYear', vendor(CONDO_ASSOC[0])).map((x) => x.category)).size === 2,
  'the association billed dues and an assessment in 2025',
);

// vendors by year, top three
const vendorsIn = (p) =>
  rank(
    [...new Set(rowsIn(p).map((x) => x.entity))].map((k) => ({ k, v: spent(p, vendor(k)) })),
    `vendors ${p}`,
    3,
  );
const vendors25 = vendorsIn('lastYear');
const vendors26 = vendorsIn('thisYear');
check(
  vendors25
    .slice(0, 3)
    .map((x) => x.k)
    .join() !==
    vendors26
      .slice(0, 3)
      .map((x) => x.k)
      .join(),
  'the top three differ between the years',
);

// the biggest category of this year stays first however the landlord's spellings are merged
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

// insurance both years
F.ins26 = spent('thisYear', cats(['Insurance']));
F.ins25 = spent('lastYear', cats(['Insurance']));
check(F.ins26 > F.ins25, 'insurance went up');
check(
  new Set(rowsIn('thisYear', cats(['Insurance'])).map((x) => x.property)).size === KEYS.length,
  'every property insured this year',
);

// leases ending in the next three months (through 2027-02-27; the next 90 days give the same answer)
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const in3m = endingBy('2027-02-27');
check(in3m.length === 2 && in3m.includes(ines), 'two leases end in the next three months, one is Ines');
check(sameSet(in3m, endingBy(plusDays(TODAY, 90))), '90 days give the same answer');
check(
  !current.some((t) => t.lease.end > '2027-02-27' && t.lease.end <= '2027-03-31'),
  'no lease ends in March or late February',
);
const nextAfter = current
  .filter((t) => !in3m.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(
  current.filter((t) => t.lease.end === nextAfter.lease.end).length === 1,
  'one lease ends next after the window',
);

// maintenance in Council Bluffs
const CB_WORDS = ['roof', 'fan', 'stairwell', 'garage', 'patio', 'pothole'];
const cbReq = P.maintenance.filter((m) => cityOf(m.property) === CB);
check(cbReq.length === CB_WORDS.length, 'six requests in Council Bluffs');
for (const w of CB_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      cbReq.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one Council Bluffs request`,
  );
const cbOpen = cbReq.filter((m) => m.status !== 'Completed');
const CB_OPEN_WORDS = CB_WORDS.filter((w) => cbOpen.some((m) => lower(m.title).includes(w)));
check(cbOpen.length === 3 && CB_OPEN_WORDS.length === 3, 'three open in Council Bluffs');
const cbPending = cbOpen.filter((m) => m.status === 'Pending');
const CB_PENDING_WORDS = CB_WORDS.filter((w) => cbPending.some((m) => lower(m.title).includes(w)));
check(cbPending.length === 1 && CB_PENDING_WORDS.length === 1, 'one pending in Council Bluffs');
check(
  P.maintenance.some((m) => cityOf(m.property) === SC && m.status !== 'Completed'),
  'open requests in Sioux City too (not asked for)',
);

// deposits
F.deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  F.deposits !== total(current.map((t) => cents(t.lease.rent))),
  'deposits held differ from the rent roll',
);
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);

for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const fu = (parent, question, expected, note, extra = {}) =>
  ask(question, expected, 'follow_up', note, { ...extra, follow_up_of: parent });
const ROWS = 'sum of expense rows';
const pastLast = past.map((t) => t.last_name);

let id = ask(
  'Good morning! Walt and I are sitting down with our coffee to go over the rentals. How much have we spent on all the properties so far this year?',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
fu(id, 'And the year before?', [money(F.lastYear)], `${ROWS}, all of 2025 (the books start 2025-01-01)`);

ask(
  'Walt keeps grumbling about the plow bills. What has snow cost us since we started keeping the books in here, plowing, shoveling, all of it?',
  [money(F.snow)],
  'description_word',
  'all time; rows whose description contains "snow": the Sioux City snow-and-sod firm (not its mowing), the Council Bluffs plow firm, a handyman raking the roof, Home Depot shovels and the condo association\'s overage assessment; the Lowe\'s ice-melt row does not contain the word',
);

id = ask(
  "Let's take it town by town. What did the Sioux City places cost us to run this year?",
  [money(F.sc26)],
  'city',
  `${ROWS}, 2026, Elm Street, the Larkspur duplex and the Sawmill Landing condo`,
);
id = fu(
  id,
  'Same for Council Bluffs',
  [money(F.cb26)],
  `${ROWS}, 2026, Quarry Ridge, Tamarack Court and Kestrel Pike`,
);
fu(
  id,
  'Hm. And how does that compare with last year over there?',
  [money(F.cb25)],
  `${ROWS}, 2025, the Council Bluffs properties (this year's figure was given in the previous answer)`,
);

id = ask(
  'Remind me what we spent fixing the furnace at the Elm Street house last winter',
  [money(F.furnace)],
  'description_word',
  `rows at Elm whose description contains "furnace", dated 2025-12-01..2026-02-28 (${furnaceRows
    .map((x) => `${x.date} ${money(cents(x.amount))}`)
    .join(', ')}); not the igniter of February 2025 nor the tune-up of September 2026`,
);
id = fu(
  id,
  'Which company was it that came out for that? I can never keep their names straight.',
  [furnaceFirmShort],
  `the one firm on those rows: ${FURNACE_FIRM}`,
);
fu(
  id,
  'How much have we paid them altogether, counting every place, since we started the books?',
  [money(F.furnaceFirm)],
  `all time; rows whose entity is "${FURNACE_FIRM}" (Elm, Larkspur and Tamarack)`,
);

ask(
  'Delphine Marchetti stopped by the other day. When did we last get a payment from her, and how much was it?',
  [money(cents(delphineLast.amount))],
  'payments',
  `her last rent payment, ${delphineLast.date}, part of November (rent ${money(cents(delphine.lease.rent))})`,
);

id = ask(
  'What has the Larkspur duplex cost us this year, bills and repairs and everything?',
  [money(F.larkspur26)],
  'property',
  `${ROWS} at 604 Larkspur Avenue, 2026`,
);
id = fu(id, 'the other duplex too?', [money(F.quarry26)], `${ROWS} at 3310 Quarry Ridge Road, 2026`);
id = fu(
  id,
  'ok just the plumbing part of that',
  [money(F.plumbing)],
  `Quarry Ridge, 2026; the rows whose description says "Plumbing", which are exactly the plumber's rows there this year (${plumbByWord
    .map((x) => money(cents(x.amount)))
    .join(' + ')})`,
);
fu(id, 'who did that work?', [plumberShort], `${PLUMBER}, the only plumber on those rows`);

ask(
  'How much rent did we take in last year, all the tenants put together?',
  [money(F.rent25)],
  'payments',
  'rent payments dated 2025 (no laundry, parking, pet or late fees)',
);

id = ask(
  'Walt is convinced the condo is our money pit. Which of our properties actually cost us the most this year?',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  `expenses by property, 2026: ${byProperty.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
);
fu(id, 'what about the one on Elm?', [money(F.elm26)], `${ROWS} at 2217 Elm Street, 2026`);

id = ask(
  'Did we come out ahead in 2025 once all the bills were paid? I mean all the properties together, rent and the little extras in, expenses out.',
  [money(F.net25)],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
id = fu(
  id,
  'and how does that compare with this year so far?',
  [money(F.net26)],
  'the same for 2026 to date',
);
fu(
  id,
  'Which of the places has made us the most this year after expenses?',
  [STREET[netRank[0].k], money(netRank[0].v)],
  `net by property, 2026: ${netRank.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
);

ask(
  'The coin laundry machines at the two duplexes, what have they brought in for us this year?',
  [money(F.laundry26)],
  'income',
  'Laundry incomes dated 2026 at both duplexes',
);

id = ask(
  'Is anybody behind on the rent this month?',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
id = fu(
  id,
  'What does that come to all told?',
  [money(owedNow)],
  `for each current lease, November's rent minus November's payments: ${owing
    .map((t) => `${t.last_name} ${money(shortOf(t))}`)
    .join(', ')}`,
);
fu(
  id,
  'When did the Castellaw fellow last pay us anything, and how much was it?',
  [money(cents(reubenLast.amount))],
  `his last payment, ${reubenLast.date}, the second part of October (rent ${money(cents(reuben.lease.rent))})`,
);

id = ask(
  "Who has paid November's rent in full?",
  paidFull.map((t) => (t === co ? t.first_name : t.last_name)),
  'payments',
  'current leases whose November payments reach the rent (the bakery by its trading name)',
);
id = fu(
  id,
  'which of them paid late?',
  lateNov.map((t) => t.last_name),
  'November paid in full after the due day + grace days; a late fee was booked for each',
);
fu(
  id,
  'Speaking of which, what have the late fees added up to this year?',
  [money(F.lateFees26)],
  `Late Fee incomes dated 2026 (${P.incomes.filter((x) => x.category === 'Late Fee' && within(x.date, 'thisYear')).length} of them)`,
);

ask(
  'What did we pay the Sawmill Landing condo association in 2025? Dues and whatever else they billed us.',
  [money(F.condo25)],
  'vendor',
  `rows whose entity is "${CONDO_ASSOC[0]}" dated 2025: monthly dues from April (the condo was bought 2025-03-14) and a special assessment`,
);

id = ask(
  "Whose leases run out in the next three months? We'd like to get renewal letters out.",
  in3m.map((t) => t.last_name),
  'lease',
  `current leases ending by 2027-02-27: ${in3m.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}`,
  { forbid: [nextAfter.last_name] },
);
id = fu(
  id,
  'Have we got anybody signed up for the Quarry Ridge unit after Ines moves out?',
  [incoming.last_name],
  `signed lease starting ${incoming.lease.start}; ${ines.last_name}'s ends ${ines.lease.end}`,
);
fu(
  id,
  'And how much of a deposit are we sitting on for Ines?',
  [money(cents(ines.lease.deposit))],
  `${name(ines)}'s lease deposit (rent ${money(cents(ines.lease.rent))})`,
);

id = ask(
  'Who did we pay the most money to last year? Just the top three.',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
fu(
  id,
  'and this year?',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  `2026 vendors by total: ${vendors26
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);

ask(
  'What sort of expense has taken the biggest bite out of us this year?',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the Quarry Ridge roof and the Kestrel Pike parking lot); it stays first however the tax, yard, repair and HOA spellings are merged',
);

id = ask(
  'What did insurance come to this year, all six properties?',
  [money(F.ins26)],
  'category',
  'category Insurance, 2026 (six policies)',
);
fu(id, 'Was that more or less than in 2025?', [money(F.ins25)], 'category Insurance, 2025 (less)');

id = ask(
  'Could you read me the maintenance requests for the Council Bluffs places?',
  CB_WORDS,
  'maintenance',
  `every request at Quarry Ridge, Tamarack Court and Kestrel Pike: ${cbReq.map((m) => `${m.title} (${m.status})`).join('; ')}`,
);
id = fu(
  id,
  'how many of those are still open, and which ones?',
  CB_OPEN_WORDS,
  `Pending or In Progress in Council Bluffs (${cbOpen.length}): ${cbOpen.map((m) => m.title).join('; ')}`,
);
fu(
  id,
  "Which one hasn't anybody even started on yet?",
  CB_PENDING_WORDS,
  `Pending in Council Bluffs: ${cbPending.map((m) => m.title).join('; ')}`,
);

ask(
  'How much are we holding in security deposits these days, all told? June wants to make sure the savings account matches.',
  [money(F.deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Quarry Ridge lease that starts in January, not past tenants)',
);

// ---------- the set's own checks ----------
check(Q.length === 40, `40 questions (${Q.length})`);
const followUps = Q.filter((x) => x.follow_up_of !== undefined);
check(followUps.length >= 16, `16+ follow-ups (${followUps.length})`);
// chains of two to four questions, each follow-up leaning on the question just before it
const chainLen = [];
Q.forEach((x, i) => {
  if (x.follow_up_of === undefined) chainLen.push(1);
  else {
    check(x.follow_up_of === i - 1, `follow-up ${i + 1} leans on the previous question`);
    chainLen[chainLen.length - 1] += 1;
  }
});
check(
  chainLen.filter((n) => n > 1).every((n) => n >= 2 && n <= 4),
  `chains of two to four (${chainLen.join(',')})`,
);
const qid = (i) => `lb50-${String(i + 1).padStart(2, '0')}`;
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
console.log(`wrote ${out.length} questions (${followUps.length} follow-ups)`, kinds);
