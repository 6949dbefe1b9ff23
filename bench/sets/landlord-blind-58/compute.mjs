// Works out the expected answers for landlord-blind-58 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-58/compute.mjs
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
// whole dollars are expected without cents ("$2,495" is inside both "$2,495" and "$2,495.00"),
// anything else with its cents ("$1,362.45")
const money = (c) => {
  const a = Math.abs(c);
  const d = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  return a % 100 === 0 ? d : `${d}.${String(a % 100).padStart(2, '0')}`;
};
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
check(new Date(`${TODAY}T12:00:00Z`).getUTCDay() === 5, 'today is a Friday');
// The siblings started keeping the books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  // "same point last year": 2025 up to the same calendar day as today
  lastYearToDate: ['2025-01-01', '2025-11-27'],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
const month = (d) => d.slice(0, 7);
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthName = (mo) => `${MONTH_NAMES[Number(mo.slice(5)) - 1]} ${mo.slice(0, 4)}`;
const monthsOf = (year, last = 12) =>
  Array.from({ length: last }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

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
  typeof s === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
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
const CITIES = ['Sarasota', 'Bradenton'];
// the questions' words for "repairs": the landlord's two spellings of the one category (HVAC is its own)
const REPAIRS = ['Repairs', 'Repairs & maint'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 6 && P.properties.length <= 8, 'six to eight properties');
check(P.properties.length === 7, 'seven properties (the questions say "all 7")');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'FL', `city ${p.key}: Sarasota or Bradenton, FL`);
  check(typeof p.zipCode === 'string' && /^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
}
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length >= 3, `three or more properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  heronwood: 'Heronwood',
  gulfbreeze: 'Gulfbreeze',
  mangrove: 'Mangrove',
  tarpon: 'Tarpon',
  saltmarsh: 'Saltmarsh',
  bayhaven: 'Bayhaven',
  driftwood: 'Driftwood',
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
// no street word turns up inside a vendor's or tenant's name (a reply naming a vendor must not pass as a
// property), except the two associations, which are named after their buildings and only sit at them
const ASSOC = {
  gulfbreeze: 'Gulfbreeze Quay Condominium Association',
  bayhaven: 'Bayhaven Circle Homeowners Association',
};
for (const s of Object.values(STREET)) {
  check(
    !P.expenses.some((x) => lower(x.entity).includes(lower(s)) && x.entity !== ASSOC[x.property]),
    `no vendor name contains "${s}"`,
  );
  check(
    !P.tenants.some((t) => lower(`${t.first_name} ${t.last_name}`).includes(lower(s))),
    `no tenant name contains "${s}"`,
  );
}
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  // whole-month leases, so an empty month is never half empty
  check(t.lease.start.endsWith('-01') && plusDays(t.lease.end, 1).endsWith('-01'), `whole months ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(Number.isInteger(t.lease.due_day) && Number.isInteger(t.lease.grace_period_days), `due day ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/^\S+@(\S+\.)?example\.com$/.test(t.email), `email ${t.key}`);
  check(/^\d{3}-555-01\d\d$/.test(t.phone_number), `phone ${t.key}`);
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
    // every booked month is paid in full, November 2026 included (so rent collected = rent due)
    check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} paid in full`);
    const fees = lateFees.filter((x) => x.entity === name(t) && month(x.date) === mo);
    check(fees.length === (paidLate(t, mo) ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
check(lateFees.length >= 4, 'a few late fees');
// one lease at a time everywhere but the duplex, whose two units each have one lease at a time
const UNITS = { mangrove: 2 };
for (const p of P.properties) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  if (!UNITS[p.key])
    for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
  for (const d of ['2025-01-15', '2025-06-15', '2026-01-15', '2026-06-15', TODAY])
    check(
      ls.filter((l) => l.start <= d && d <= l.end).length <= (UNITS[p.key] ?? 1),
      `too many leases at ${p.key} on ${d}`,
    );
}
check(
  P.properties
    .filter((p) => p.property_type === 'Multi-Family')
    .map((p) => p.key)
    .join() === 'mangrove',
  'the duplex',
);

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
check(
  P.tenants.every((t) => t.lease.start <= TODAY),
  'no signed future lease (nothing is asked about one)',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
check(current.includes(company[0]), 'the company tenant is current');

// ---------- occupancy: empty months ----------
// a month is empty at a property when it owned the property for the whole month and no lease covers the month
// (leases run in whole months); the duplex counts as occupied only if both units are let, and it never is empty
function lastDay(mo) {
  let [y, m] = mo.split('-').map(Number);
  m += 1;
  if (m > 12) [y, m] = [y + 1, 1];
  return plusDays(`${y}-${String(m).padStart(2, '0')}-01`, -1);
}
const leasesCovering = (key, mo) =>
  P.tenants.filter((t) => t.property === key && t.lease.start <= `${mo}-01` && t.lease.end >= lastDay(mo));
const emptyMonths = (key, months) =>
  months.filter((mo) => prop[key].purchase_date <= `${mo}-01` && leasesCovering(key, mo).length === 0);
const KEYS = P.properties.map((p) => p.key);
const MONTHS_THIS_YEAR = monthsOf('2026', 11);
const MONTHS_LAST_YEAR = monthsOf('2025');
const empty26 = Object.fromEntries(KEYS.map((k) => [k, emptyMonths(k, MONTHS_THIS_YEAR)]));
const empty25 = Object.fromEntries(KEYS.map((k) => [k, emptyMonths(k, MONTHS_LAST_YEAR)]));
check(
  MONTHS_THIS_YEAR.every((mo) => leasesCovering('mangrove', mo).length === 2) &&
    MONTHS_LAST_YEAR.every((mo) => leasesCovering('mangrove', mo).length === 2),
  'both duplex units let every month',
);
const emptyKeys26 = KEYS.filter((k) => empty26[k].length > 0);
const emptyKeys25 = KEYS.filter((k) => empty25[k].length > 0);
check(emptyKeys26.join() === 'gulfbreeze,driftwood', `empty this year: ${emptyKeys26}`);
check(empty26.gulfbreeze.join() === '2026-04,2026-05', 'the condo empty in April and May 2026');
check(empty26.driftwood.join() === '2026-06,2026-07,2026-08', 'Driftwood empty June to August 2026');
check(emptyKeys25.join() === 'heronwood,bayhaven,driftwood', `empty last year: ${emptyKeys25}`);
check(empty25.bayhaven.length === 4, 'Bayhaven empty four months in 2025');
// Driftwood was bought on 2025-03-14 and let from June: whether or not half of March counts, it is on the list
check(
  prop.driftwood.purchase_date > '2025-03-01' && prop.driftwood.purchase_date < '2025-04-01',
  'Driftwood bought mid-March 2025',
);
// vacancy shows in the books: utilities paid while empty
for (const [k, months] of [...Object.entries(empty26), ...Object.entries(empty25)])
  for (const mo of months)
    check(
      P.expenses.some((x) => x.property === k && x.category === 'Utilities' && month(x.date) === mo),
      `power bill at ${k} while empty in ${mo}`,
    );
// and no rent is paid for an empty month
for (const [k, months] of [...Object.entries(empty26), ...Object.entries(empty25)])
  for (const mo of months)
    check(
      !P.payments.some((x) => ten[x.tenant].property === k && month(x.date) === mo),
      `no rent at ${k} in empty ${mo}`,
    );

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeOf = (p, keys) =>
  rentIn(p, (t) => keys.includes(t.property)) + otherIn(p, (x) => keys.includes(x.property));
const spentAt = (p, keys, f = () => true) => spent(p, (x) => keys.includes(x.property) && f(x));
const netOf = (p, keys) => incomeOf(p, keys) - spentAt(p, keys);
const cityKeys = (c) => KEYS.filter((k) => prop[k].city === c);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
function rank(items, what, depth = items.length) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < Math.min(r.length, depth + 1); i += 1)
    check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i - 1].k} / ${r[i].k}`);
  return r;
}
const distinct = (xs, what) => check(new Set(xs).size === xs.length, `figures differ: ${what}`);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];

// net by property, this year and last year
const net26 = rank(
  KEYS.map((k) => ({ k, v: netOf('thisYear', [k]) })),
  'net by property this year',
);
const net25 = rank(
  KEYS.map((k) => ({ k, v: netOf('lastYear', [k]) })),
  'net by property 2025',
);
const losers = (r) => r.filter((x) => x.v < 0).map((x) => x.k);
check(losers(net26).join() === 'saltmarsh', `only Saltmarsh under water this year (${losers(net26)})`);
check(losers(net25).join() === 'driftwood', `only Driftwood under water in 2025 (${losers(net25)})`);
check(net26[0].k === 'tarpon', 'the commercial building nets the most this year');
// "the worst one" is the one losing money, and the worst of 2025 is a different property
check(net26.at(-1).k !== net25.at(-1).k, 'a different worst property each year');
// the worst one this year would still be worst on expenses alone? no: it is the roof year
const netAllOf = (p) => netOf(p, KEYS);
const netYtd = netAllOf('thisYear');
const netSamePoint = netAllOf('lastYearToDate');
check(netYtd > 0 && netSamePoint > 0, 'the portfolio makes money both years');
distinct([netYtd, netSamePoint, netAllOf('lastYear')], 'net ytd, net 2025 to the same day, net 2025');
// the same point last year leaves out December 2025, which must matter
check(netSamePoint !== netAllOf('lastYear'), 'December 2025 changes the 2025 net');

// city net and spend
const cityNet = (p) => Object.fromEntries(CITIES.map((c) => [c, netOf(p, cityKeys(c))]));
const cityNet26 = cityNet('thisYear');
const cityNet25 = cityNet('lastYear');
distinct([...Object.values(cityNet26), ...Object.values(cityNet25)], 'city nets');
// this year both cities make money; in 2025 the Driftwood rehab puts Bradenton as a whole under water
check(
  Object.values(cityNet26).every((v) => v > 0) && cityNet25.Sarasota > 0 && cityNet25.Bradenton < 0,
  'both cities net positive this year, Bradenton a loss in 2025',
);
const citySpend26 = Object.fromEntries(CITIES.map((c) => [c, spentAt('thisYear', cityKeys(c))]));
const cityRepairs26 = Object.fromEntries(
  CITIES.map((c) => [c, spentAt('thisYear', cityKeys(c), cats(REPAIRS))]),
);
distinct([...Object.values(citySpend26), ...Object.values(cityRepairs26)], 'city spend and city repairs');
// HVAC is its own category and only used in 2025, so "repairs" this year is the same with or without it
check(
  P.expenses.filter((x) => x.category === 'HVAC').every((x) => within(x.date, 'lastYear')),
  'HVAC rows only in 2025',
);
const cityRent26 = Object.fromEntries(
  CITIES.map((c) => [c, rentIn('thisYear', (t) => prop[t.property].city === c)]),
);
distinct(Object.values(cityRent26), 'city rent');
check(
  CITIES.every((c) => cityRent26[c] !== incomeOf('thisYear', cityKeys(c))),
  'city rent differs from city income (other income exists in each city)',
);
const cityTax26 = Object.fromEntries(
  CITIES.map((c) => [c, spentAt('thisYear', cityKeys(c), cats(['Property Tax', 'Taxes']))]),
);
distinct(Object.values(cityTax26), 'city tax');
for (const c of CITIES)
  check(
    ['Property Tax', 'Taxes'].every((cat) =>
      rowsIn('thisYear', (x) => x.category === cat && prop[x.property].city === c).some(Boolean),
    ),
    `both tax spellings used in ${c} this year`,
  );
check(
  !rowsIn('all', (x) => x.property === 'tarpon' && cats(['Property Tax', 'Taxes'])(x)).length,
  'the coffee roaster pays its own property tax',
);

// repairs by property, 2025 against this year
const repairsOf = (p, k, cs = REPAIRS) => spentAt(p, [k], cats(cs));
const repairDelta = (cs) =>
  KEYS.map((k) => ({ k, a: repairsOf('lastYear', k, cs), b: repairsOf('thisYear', k, cs) }));
const deltas = repairDelta(REPAIRS);
const wentUp = deltas.filter((x) => x.b > x.a);
check(
  wentUp.length === 1 && wentUp[0].k === 'gulfbreeze',
  `only the condo's repairs went up (${wentUp.map((x) => x.k)})`,
);
const up = wentUp[0];
const drops = rank(
  deltas.filter((x) => x.b < x.a).map((x) => ({ k: x.k, v: x.a - x.b })),
  'repair drops',
  1,
);
check(drops.length === KEYS.length - 1, 'every other property spent less on repairs');
const dropMost = drops[0];
// with HVAC merged in, the same property goes up and the same one drops most, with the same figures
const deltasHvac = repairDelta([...REPAIRS, 'HVAC']);
check(
  deltasHvac
    .filter((x) => x.b > x.a)
    .map((x) => x.k)
    .join() === up.k,
  'merging HVAC changes nothing about which went up',
);
check(
  [...deltasHvac].sort((x, y) => y.a - y.b - (x.a - x.b))[0].k === dropMost.k,
  'merging HVAC changes nothing about which dropped most',
);
check(
  !P.expenses.some((x) => x.category === 'HVAC' && [up.k, dropMost.k].includes(x.property)),
  'no HVAC rows at the two properties whose repair figures are asked',
);
distinct([up.a, up.b, dropMost.v], 'repair figures');

// expenses by property this year
const spend26 = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', [k]) })),
  'spend by property this year',
);

// biggest single bills
const biggest = (rows, what) => {
  const r = [...rows].sort((a, b) => cents(b.amount) - cents(a.amount));
  check(r.length > 1 && cents(r[0].amount) !== cents(r[1].amount), `one biggest bill: ${what}`);
  return r[0];
};
const bigBrad26 = biggest(
  rowsIn('thisYear', (x) => prop[x.property].city === 'Bradenton'),
  'Bradenton this year',
);
const bigSara26 = biggest(
  rowsIn('thisYear', (x) => prop[x.property].city === 'Sarasota'),
  'Sarasota this year',
);
const bigAll = biggest(rowsIn('all'), 'all time');
check(bigAll !== bigBrad26 && bigAll !== bigSara26, 'the all-time biggest bill is from 2025');
check(bigBrad26.property === 'saltmarsh' && bigSara26.property === 'tarpon', 'roof and paving');
// the Sarasota paving bill beats the biggest Sarasota tax bill, which a reply might pick
check(
  cents(bigSara26.amount) >
    Math.max(...rowsIn('thisYear', (x) => cats(['Property Tax', 'Taxes'])(x)).map((x) => cents(x.amount))),
  'the paving beats every tax bill',
);

// vendors
const vendorRank = (p) =>
  rank(
    [...new Set(rowsIn(p).map((x) => x.entity))].map((k) => ({ k, v: spent(p, vendor(k)) })),
    `vendors ${p}`,
    3,
  );
const vendors26 = vendorRank('thisYear');
const vendors25 = vendorRank('lastYear');
// the top 3 of this year and last year are not the same list
check(
  vendors26
    .slice(0, 3)
    .map((x) => x.k)
    .join() !==
    vendors25
      .slice(0, 3)
      .map((x) => x.k)
      .join(),
  'top 3 vendors change from 2025 to this year',
);
// the two tax collectors are one vendor each (no other vendor shares their words)
for (const v of VENDORS.filter((x) => x.includes('Tax Collector')))
  check(
    rowsIn('all', vendor(v)).every((x) => cats(['Property Tax', 'Taxes'])(x)),
    `${v} rows are all tax`,
  );

// months of this year by spend (November is the current month, cut at today)
const monthSpend26 = rank(
  MONTHS_THIS_YEAR.map((k) => ({ k, v: spent('thisYear', (x) => month(x.date) === k) })),
  'months this year',
);
const cheapMonth = monthSpend26.at(-1);
const priceyMonth = monthSpend26[0];
check(cheapMonth.k !== '2026-11', 'the cheapest month is a whole month, not the current one');
// the runner-up cheapest month is close but distinct; the figure tells them apart
check(monthSpend26.at(-2).v - cheapMonth.v >= 2000, 'cheapest month clear by $20');

// rent per property now
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(current.length === 8, 'eight current leases (the duplex has two)');
check(rents[0].k === company[0].key, 'the coffee roaster pays the most');
const cheapest = ten[rents.at(-1).k];
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(
  cheaperPast.length === 1,
  'a past tenant in the same building paid less than the cheapest current rent',
);
const rentByProp = KEYS.map((k) => current.filter((t) => t.property === k));
check(
  rentByProp.every((ts) => ts.length >= 1),
  'every property let today',
);

// rent collected this year at two properties, and one of them in 2025
const rentAt = (p, k) => rentIn(p, (t) => t.property === k);
const bayRent26 = rentAt('thisYear', 'bayhaven');
const saltRent26 = rentAt('thisYear', 'saltmarsh');
check(bayRent26 === 11 * cents(ten.delphine.lease.rent), 'Bayhaven paid every month this year');
check(saltRent26 === 11 * cents(ten.marguerite.lease.rent), 'Saltmarsh paid every month this year');
// late fees exist at both, so "rent" and "income" differ
check(
  otherIn('thisYear', (x) => x.property === 'bayhaven') > 0,
  'Bayhaven has non-rent income this year (a late fee)',
);

// gross income by property in 2025
const gross25 = rank(
  KEYS.map((k) => ({ k, v: incomeOf('lastYear', [k]) })),
  'income by property 2025',
);
check(gross25[0].k === 'tarpon', 'the coffee roaster building brings in the most');
check(
  gross25[0].v !== rentAt('lastYear', gross25[0].k),
  'its income includes more than rent (parking), so rent alone is the wrong figure',
);

// this year against last year
const heron = [netOf('lastYear', ['heronwood']), netOf('thisYear', ['heronwood'])];
const drift = [netOf('lastYear', ['driftwood']), netOf('thisYear', ['driftwood'])];
distinct([...heron, ...drift].map(Math.abs), 'Heronwood and Driftwood nets');
const spendYtd = spent('thisYear');
const spend25 = spent('lastYear');
distinct([spendYtd, spend25, spent('lastYearToDate')], 'spend ytd, 2025, 2025 to the same day');
const ins = (p, keys = KEYS) => spentAt(p, keys, cats(['Insurance']));
const insAll = [ins('lastYear'), ins('thisYear')];
const insCondo = [ins('lastYear', ['gulfbreeze']), ins('thisYear', ['gulfbreeze'])];
distinct([...insAll, ...insCondo], 'insurance');
check(
  rowsIn('all', (x) => x.property === 'gulfbreeze' && x.category === 'Insurance').length === 2,
  'one condo policy a year',
);

// the two associations: vendor rows and HOA-category rows are the same rows at each building
for (const [k, v] of Object.entries(ASSOC)) {
  const byVendor = rowsIn('all', vendor(v));
  const byCat = rowsIn('all', (x) => x.property === k && cats(['HOA dues', 'HOA'])(x));
  check(
    byVendor.length === byCat.length && byVendor.every((x) => byCat.includes(x)),
    `the ${k} association rows are exactly its HOA rows`,
  );
  check(new Set(byVendor.map((x) => x.category)).size === 2, `both HOA spellings at ${k}`);
}
check(
  rowsIn('all', cats(['HOA dues', 'HOA'])).every((x) => Object.keys(ASSOC).includes(x.property)),
  'HOA rows only at the two association buildings',
);
const assoc26 = Object.fromEntries(Object.entries(ASSOC).map(([k, v]) => [k, spent('thisYear', vendor(v))]));
distinct(Object.values(assoc26), 'associations');
check(
  assoc26.gulfbreeze !==
    spent('thisYear', (x) => x.entity === ASSOC.gulfbreeze && /dues/.test(x.description)),
  'the condo special assessment is part of what the association was paid',
);

// laundry at the duplex
const laundry = [
  otherIn('thisYear', (x) => x.category === 'Laundry'),
  otherIn('lastYear', (x) => x.category === 'Laundry'),
];
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === 'mangrove'),
  'laundry only at the duplex',
);
distinct(laundry, 'laundry');

// Driftwood since it was bought (all its expenses; the price is not an expense row)
const driftAll = spentAt('all', ['driftwood']);
check(prop.driftwood.purchase_date >= BOOKS_START, 'Driftwood bought inside the books');
check(driftAll !== spentAt('lastYear', ['driftwood']), 'Driftwood has 2026 expenses too');

// the coffee roaster's building, all time
const tarponAll = netOf('all', ['tarpon']);
check(tarponAll > 0, 'Tarpon nets positive');

// every money figure asked is not zero
for (const [k, v] of Object.entries({
  netYtd,
  netSamePoint,
  driftAll,
  tarponAll,
  bayRent26,
  saltRent26,
  spendYtd,
  spend25,
}))
  check(v !== 0, `figure ${k} is not zero`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const NET = 'rent payments + other incomes - expense rows';
const pair = (o) => CITIES.map((c) => `${c} ${money(o[c])}`).join(', ');
const listNet = (r) => r.map((x) => `${STREET[x.k]} ${x.v < 0 ? '-' : ''}${money(x.v)}`).join(', ');

const idBest = ask(
  'ok settle something for us. which prop made the most ytd after expenses',
  [STREET[net26[0].k], money(net26[0].v)],
  'ranking',
  `net (${NET}) by property, 2026-01-01..today, highest: ${listNet(net26)}`,
);
const idWorst = ask(
  'and the worst one?',
  [STREET[net26.at(-1).k], money(net26.at(-1).v)],
  'follow_up',
  `keeps 2026 net by property, lowest: ${STREET[net26.at(-1).k]}, a loss (the roof); expected as its absolute amount`,
  { follow_up_of: idBest },
);
ask(
  'same for last yr',
  [STREET[net25.at(-1).k], money(net25.at(-1).v)],
  'follow_up',
  `the worst net by property in 2025: ${listNet(net25)}; Driftwood was bought in March 2025 and rehabbed (kitchen, floors, paint) before its first tenant in June; a loss, expected as its absolute amount`,
  { follow_up_of: idWorst },
);
ask(
  'net after expenses per prop ytd, all 7 pls. marco keeps saying driftwood is dead weight',
  net26.map((x) => money(x.v)),
  'net',
  `net (${NET}) for each property, 2026 to date: ${listNet(net26)}`,
);
ask(
  'r we ahead of last yr? total net ytd vs same point in 2025',
  [money(netYtd), money(netSamePoint)],
  'comparison',
  `whole portfolio net, 2026-01-01..2026-11-27 against 2025-01-01..2025-11-27 (both include the November tax bills); all of 2025 would be ${money(netAllOf('lastYear'))}`,
);
const idCityNet = ask(
  'sarasota vs bradenton, which side netted more this yr',
  CITIES.map((c) => money(cityNet26[c])),
  'comparison',
  `net by city, 2026 to date: ${pair(cityNet26)}`,
);
ask(
  'and 2025?',
  CITIES.map((c) => money(cityNet25[c])),
  'follow_up',
  `net by city, 2025: ${pair(cityNet25)}; Bradenton is a loss (the Driftwood rehab), expected as its absolute amount`,
  {
    follow_up_of: idCityNet,
  },
);
const idCitySpend = ask(
  'how much did we spend in sarasota vs bradenton ytd',
  CITIES.map((c) => money(citySpend26[c])),
  'comparison',
  `${ROWS} by city, 2026 to date: ${pair(citySpend26)}`,
);
ask(
  'what about just repairs',
  CITIES.map((c) => money(cityRepairs26[c])),
  'follow_up',
  `keeps 2026 and the city split; categories "Repairs" and "Repairs & maint" (no HVAC rows this year; the roof and the paving are "Capital improvement"): ${pair(cityRepairs26)}`,
  { follow_up_of: idCitySpend },
);
const idUp = ask(
  "which prop's repairs went up vs last yr? gia says none of them",
  [STREET[up.k], money(up.a), money(up.b)],
  'comparison',
  `categories "Repairs" + "Repairs & maint" by property, all of 2025 against 2026 to date; only the condo went up (${money(up.a)} to ${money(up.b)}: drywall after the upstairs leak, a new dishwasher, the sliding door track); the same with HVAC merged in`,
);
ask(
  'which one dropped the most',
  [STREET[dropMost.k], money(dropMost.v)],
  'follow_up',
  `the biggest fall in repairs from 2025 to 2026: ${drops.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}; ${STREET[dropMost.k]} went from ${money(repairsOf('lastYear', dropMost.k))} to ${money(repairsOf('thisYear', dropMost.k))} (the 2025 water heater)`,
  { follow_up_of: idUp },
);
const idCost = ask(
  'which prop cost us the most to run this yr',
  [STREET[spend26[0].k], money(spend26[0].v)],
  'ranking',
  `${ROWS} by property, 2026 to date: ${spend26.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
);
ask(
  'and the least?',
  [STREET[spend26.at(-1).k], money(spend26.at(-1).v)],
  'follow_up',
  'keeps 2026 expenses by property; lowest',
  {
    follow_up_of: idCost,
  },
);
const idBigBrad = ask(
  'biggest single bill in bradenton this yr',
  [money(cents(bigBrad26.amount)), STREET[bigBrad26.property]],
  'ranking',
  `largest expense row at a Bradenton property, 2026: ${bigBrad26.entity}, ${bigBrad26.description}, ${bigBrad26.date}`,
);
ask(
  'and sarasota?',
  [money(cents(bigSara26.amount)), STREET[bigSara26.property]],
  'follow_up',
  `largest expense row at a Sarasota property, 2026: ${bigSara26.entity}, ${bigSara26.description}, ${bigSara26.date}; it beats the biggest tax bill (Mangrove)`,
  { follow_up_of: idBigBrad },
);
ask(
  'biggest single expense since we started using this thing',
  [money(cents(bigAll.amount)), STREET[bigAll.property]],
  'ranking',
  `largest expense row, all time: ${bigAll.entity}, ${bigAll.description}, ${bigAll.date} (bigger than the 2026 roof)`,
);
const idVend = ask(
  'top 3 vendors ytd by $ paid',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'vendor',
  `vendors by total, 2026: ${vendors26
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the fourth for reference)`,
);
ask(
  'same thing for 2025',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'follow_up',
  `vendors by total, 2025: ${vendors25
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the flooring firm, at two properties, edges out the Manatee tax collector)`,
  { follow_up_of: idVend },
);
const idCheap = ask(
  'cheapest month ytd for expenses',
  [money(cheapMonth.v)],
  'month',
  `${ROWS} by calendar month, January to November 2026: ${monthName(cheapMonth.k)} is lowest; runner-up ${monthName(monthSpend26.at(-2).k)} ${money(monthSpend26.at(-2).v)}; checked by the figure only, since the month can be written many ways`,
);
ask(
  'and the priciest?',
  [money(priceyMonth.v)],
  'follow_up',
  `highest month of 2026: ${monthName(priceyMonth.k)} (both tax collectors); next ${monthName(monthSpend26[1].k)} ${money(monthSpend26[1].v)} (the roof)`,
  { follow_up_of: idCheap },
);
const idEmpty = ask(
  'which props sat empty at any point this yr and for how many months',
  emptyKeys26.map((k) => STREET[k]),
  'occupancy',
  `whole months with no lease, January to November 2026: ${emptyKeys26.map((k) => `${STREET[k]} ${empty26[k].length} (${empty26[k].join(', ')})`).join('; ')}; the duplex has both units let throughout`,
);
ask(
  'what about last yr',
  emptyKeys25.map((k) => STREET[k]),
  'follow_up',
  `whole months owned with no lease in 2025: ${emptyKeys25.map((k) => `${STREET[k]} ${empty25[k].length} (${empty25[k].join(', ')})`).join('; ')}; Driftwood was bought on ${prop.driftwood.purchase_date} and first let in June`,
  { follow_up_of: idEmpty },
);
const idRent = ask(
  'whats rent at each place rn',
  rents.map((x) => money(x.v)),
  'lease',
  `current leases: ${rents.map((x) => `${STREET[ten[x.k].property]} ${ten[x.k] === company[0] ? ten[x.k].first_name : ten[x.k].last_name} ${money(x.v)}`).join(', ')}; the duplex has two; the duplex's rents are expected one by one, not summed`,
);
ask(
  'whos paying the least',
  [cheapest.last_name, money(cents(cheapest.lease.rent))],
  'follow_up',
  `lowest current rent; ${cheaperPast.map((t) => `${name(t)} paid ${money(cents(t.lease.rent))} in the other unit until ${t.lease.end}`).join('')}`,
  { follow_up_of: idRent, forbid: cheaperPast.map((t) => t.last_name) },
);
const idBayRent = ask(
  'how much rent has bayhaven collected ytd',
  [money(bayRent26)],
  'payments',
  `rent payments for Bayhaven dated 2026 (11 months); its late fee is not rent`,
);
ask('and saltmarsh?', [money(saltRent26)], 'follow_up', 'rent payments for Saltmarsh dated 2026', {
  follow_up_of: idBayRent,
});
ask(
  'which prop brought in the most last yr, gross b4 expenses',
  [STREET[gross25[0].k], money(gross25[0].v)],
  'ranking',
  `rent payments + other incomes by property, 2025: ${gross25.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}; the top one includes the parking spaces rented to the dental office`,
);
const idHeron = ask(
  'heronwood net this yr vs last yr',
  heron.map(money).reverse(),
  'comparison',
  `Heronwood net: 2026 ${money(heron[1])}, 2025 ${money(heron[0])} (a new AC and a two-month vacancy in 2025)`,
);
ask(
  'and driftwood?',
  drift.map(money).reverse(),
  'follow_up',
  `Driftwood net: 2026 ${money(drift[1])}, 2025 a loss of ${money(drift[0])} (absolute amount)`,
  { follow_up_of: idHeron },
);
ask(
  'total expences ytd vs all of last yr',
  [money(spendYtd), money(spend25)],
  'comparison',
  `${ROWS}: 2026 to date ${money(spendYtd)}, all of 2025 ${money(spend25)}`,
);
const idIns = ask(
  'insurance this yr vs last, all props. gia swears it doubled',
  insAll.map(money).reverse(),
  'category',
  `category Insurance: 2026 ${money(insAll[1])}, 2025 ${money(insAll[0])} (it did not double)`,
);
ask(
  'what about just gulfbreeze',
  insCondo.map(money).reverse(),
  'follow_up',
  `the condo's HO-6 policy: 2026 ${money(insCondo[1])}, 2025 ${money(insCondo[0])}`,
  { follow_up_of: idIns },
);
ask(
  'what did we pay the associations this yr, gulfbreeze condo assoc vs bayhaven hoa',
  [money(assoc26.gulfbreeze), money(assoc26.bayhaven)],
  'vendor',
  `rows whose entity is the association, 2026 (the same rows as the HOA categories at each building): condo dues plus the seawall special assessment ${money(assoc26.gulfbreeze)}; townhouse quarterly dues ${money(assoc26.bayhaven)}`,
);
ask(
  'prop tax sarasota vs bradenton this yr',
  CITIES.map((c) => money(cityTax26[c])),
  'category',
  `categories "Property Tax" and "Taxes" together by city, 2026 (paid in November): ${pair(cityTax26)}; the coffee roaster pays its own`,
);
ask(
  'laundry $ at mangrove this yr vs last',
  laundry.map(money),
  'income',
  `Laundry incomes at the duplex: 2026 ${money(laundry[0])}, 2025 ${money(laundry[1])}`,
);
ask(
  'how much has driftwood cost us since we bought it? all expenses, not the purchase price',
  [money(driftAll)],
  'total',
  `${ROWS} at Driftwood, all time (bought ${prop.driftwood.purchase_date}, inside the books)`,
);
ask(
  'tarpon all time net w/ everything since we started tracking. i say the coffee guys carry us',
  [money(tarponAll)],
  'net',
  `${NET} at Tarpon Row, 2025-01-01..today (rent, parking, CAM true-up; insurance, repairs, the parking lot)`,
);
ask(
  'rent collected ytd, sarasota props vs bradenton props',
  CITIES.map((c) => money(cityRent26[c])),
  'payments',
  `rent payments by city, 2026 (late fees, parking, laundry, pet fees and the rest are not rent): ${pair(cityRent26)}`,
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is sarasota rent gonna keep going up next yr or did we miss the top', 'market forecast');
outOfScope(
  'does bradenton make u get a permit to rent the townhouse short term, like airbnb',
  'local regulation / legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const follow = Q.filter((x) => x.follow_up_of !== undefined).length;
check(follow >= 12 && follow <= 15, `about a third are follow-ups (${follow})`);
const qid = (i) => `lb58-${String(i + 1).padStart(2, '0')}`;
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
  check(new Set(o.expected).size === o.expected.length, `expected substrings differ within ${o.id}`);
  // no expected money figure sits inside another of the same item (so each one is really checked)
  check(
    !o.expected.some((s, i) => o.expected.some((u, j) => i !== j && u.startsWith(s) && s.startsWith('$'))),
    `no expected figure is a prefix of another in ${o.id}`,
  );
  check(
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f))),
    `forbid of ${o.id}`,
  );
  check(o.question === lower(o.question), `lower case question ${o.id}`);
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
console.log(`wrote ${out.length} questions (${follow} follow-ups)`, kinds);
