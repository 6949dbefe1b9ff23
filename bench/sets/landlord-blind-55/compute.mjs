// Works out the expected answers for landlord-blind-55 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-55/compute.mjs
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
// losses and differences are expected as their absolute amount
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
const BOOKS_START = '2025-01-01';
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
const month = (d) => d.slice(0, 7);
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  q3: ['2026-07-01', '2026-09-30'],
  // "the last fortnight": the fourteen days back from today
  fortnight: [plusDays(TODAY, -14), TODAY],
  // "between 1/3/2026 and 31/5/2026", written day first
  spring: ['2026-03-01', '2026-05-31'],
  // "between 1/9/2026 and 31/10/2026", written day first
  sepOct: ['2026-09-01', '2026-10-31'],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];

// ---------- shape (the same keys as landlord-blind-13) ----------
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
// this set's two cities, both in Virginia
const CITIES = ['Charlottesville', 'Harrisonburg'];
// the cities named in landlord-blind-13's compute.mjs and README (the only other set read), not to be reused
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
check(P.properties.length >= 5 && P.properties.length <= 7, 'five to seven properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'VA', `city ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by another set`);
  check(/^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
}
for (const c of CITIES)
  check(
    P.properties.some((p) => p.city === c),
    `a property in ${c}`,
  );
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions and answers use must each pick out one property
const STREET = {
  wickham: 'Wickham',
  birchmere: 'Birchmere',
  tolliver: 'Tolliver',
  quarry: 'Quarry Heights',
  maplehurst: 'Maplehurst',
  linden: 'Linden',
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
// "the Harrisonburg flat" is the one condo, and it is the only flat in Harrisonburg
const flats = P.properties.filter((p) => ['Condo', 'Multi-Family'].includes(p.property_type));
check(
  flats
    .filter((p) => p.city === 'Harrisonburg')
    .map((p) => p.key)
    .join() === 'quarry' && prop.quarry.property_type === 'Condo',
  'the Harrisonburg flat is the Quarry Heights condo',
);
check(prop.birchmere.property_type === 'Multi-Family', 'the Birchmere flats are the duplex');
check(prop.tolliver.property_type === 'Townhouse', 'the Tolliver townhouse');
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/@example\.com$/.test(t.email), `invented email ${t.key}`);
  check(/^\d{3}-555-01\d\d$/.test(t.phone_number), `555-01xx phone ${t.key}`);
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
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'the bakery lease started before the books');
check(
  past.length === 3 && current.length === 7 && future.length === 1,
  'three past, seven current, one signed',
);
check(
  P.tenants.filter((t) => t.lease.start < BOOKS_START).length === 5,
  'five leases began before the books (three current, two past)',
);
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property);
check(
  Boolean(outgoing) && outgoing.lease.end < incoming.lease.start,
  'the signed lease follows a current one',
);

// November: every earlier booked month is paid in full, so arrears are this month's shortfall
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0).sort((a, b) => shortOf(b) - shortOf(a));
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 2, 'one unpaid and two part-paid in November');
check(
  partial.every((t) => !paidLate(t, NOV)),
  'the part payments came within the grace days',
);
check(lateNov.length === 1, 'one late November payer');
check(new Set(owing.map(shortOf)).size === owing.length, 'the arrears are three different figures');
const owedNow = total(current.map(shortOf));
check(
  !owing.some((t) => owing.some((u) => u !== t && money(shortOf(u)).includes(money(shortOf(t)).slice(1)))),
  'no arrears figure sits inside another',
);
// the unpaid tenant's last payment: the second instalment of October, paid late
const lastPay = [...paymentsOf(unpaid[0])].sort((a, b) => (a.date < b.date ? -1 : 1)).at(-1);
check(
  month(lastPay.date) === '2026-10' && cents(lastPay.amount) !== cents(unpaid[0].lease.rent),
  'the unpaid tenant last paid part of October',
);
check(
  paymentsOf(unpaid[0]).filter((x) => month(x.date) === '2026-10').length === 2,
  'October came in two instalments',
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
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);

const F = {};
for (const p of ['all', 'thisYear', 'lastYear', 'q3', 'fortnight', 'spring']) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
// the fortnight reads the same whether it starts 14 or 13 days back: nothing is dated on either edge day
check(
  rowsIn('all', (x) => x.date === plusDays(TODAY, -14) || x.date === plusDays(TODAY, -13)).length === 0,
  'no expense on the edge days of the fortnight',
);
check(rowsIn('fortnight').length >= 3, 'several rows in the last fortnight');
check(
  rowsIn('all', (x) => x.date === plusDays(TODAY, -15)).length > 0,
  'a row just before the fortnight, so a loose reading is caught',
);
// the spring window read month first (3 January to an impossible 31st of the 5th month) is not the same
check(
  spent('spring') !== spent('all', (x) => x.date >= '2026-01-03' && x.date <= '2026-05-31'),
  'day-first spring window differs from a month-first reading',
);
F.flatYtd = spentAt('thisYear', 'quarry');
// "rates" = the categories Property Tax and Taxes together
F.rates = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `rates category ${c} used this year`);
check(
  rowsIn('all', (x) => x.property === co.property && cats(['Property Tax', 'Taxes'])(x)).length === 0,
  'the bakery pays its own rates',
);
// "service charges and HOA fees" = HOA and HOA dues, all time
F.hoa = spent('all', cats(['HOA', 'HOA dues']));
check(
  new Set(rowsIn('all', cats(['HOA', 'HOA dues'])).map((x) => x.property)).size === 2,
  'HOA rows at the flat and the townhouse only',
);
for (const c of ['HOA', 'HOA dues'])
  check(rowsIn('all', (x) => x.category === c).length > 0, `HOA category ${c} used`);
// the lettings agent: the one vendor with "Lettings" in its name
const agents = VENDORS.filter((v) => lower(v).includes('lettings'));
check(agents.length === 1, 'one lettings agent');
const AGENT = agents[0];
F.agent = spent('all', vendor(AGENT));
check(
  new Set(rowsIn('all', vendor(AGENT)).map((x) => x.property)).size >= 4,
  'the lettings agent let four or more properties',
);
// the roofer: total and biggest single bill
const ROOFER = 'Massanutten Roofing';
const roofRows = rowsIn('all', vendor(ROOFER));
F.roofer = total(roofRows.map((x) => cents(x.amount)));
const roofAmounts = roofRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.rooferMax = roofAmounts[0];
check(roofAmounts[0] !== roofAmounts[1], 'the biggest roofing bill is unique');
check(new Set(roofRows.map((x) => x.property)).size >= 3, 'the roofer worked at three properties');

// description words: rows whose description contains the word, whoever the vendor and whatever the category
const hasWord =
  (...stems) =>
  (x) =>
    stems.some((s) => lower(x.description).includes(s));
const gutter = hasWord('gutter');
F.gutter = spent('all', gutter);
const gutterRows = rowsIn('all', gutter);
check(new Set(gutterRows.map((x) => x.entity)).size >= 5, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 4, 'gutter rows sit under several categories');
check(
  rowsIn('all', (x) => lower(x.description).includes('downspout')).every(gutter),
  'downspout rows all mention gutters (none left out by accident)',
);
// mould: the landlord types "mould", some rows say "mold"; both are counted
const mould = hasWord('mould', 'mold');
F.mould = spent('all', mould);
const mouldRows = rowsIn('all', mould);
check(
  mouldRows.some(hasWord('mould')) && mouldRows.some((x) => !hasWord('mould')(x)),
  'both spellings of mould are in the descriptions',
);
check(new Set(mouldRows.map((x) => x.property)).size === 2, 'mould rows at two properties');
check(
  rowsIn('all', (x) => lower(x.description).includes('dehumidifier') && !mould(x)).length > 0,
  'a dehumidifier row without the word is not counted',
);
for (const v of VENDORS) {
  check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
  check(F.mould !== spent('all', vendor(v)), `mould total differs from ${v}`);
}

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const cityTotals = (p) =>
  Object.fromEntries(CITIES.map((c) => [c, spent(p, (x) => cityOf(x.property) === c)]));
const city26 = cityTotals('thisYear');
const city25 = cityTotals('lastYear');
rank(
  CITIES.map((k) => ({ k, v: city26[k] })),
  'city spend this year',
);
rank(
  CITIES.map((k) => ({ k, v: city25[k] })),
  'city spend 2025',
);
check(
  city26.Harrisonburg > city26.Charlottesville && city25.Charlottesville > city25.Harrisonburg,
  'the lead between the two cities changes from 2025 to 2026',
);
const payees25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'payees 2025',
);
// the biggest category this year stays the biggest however the landlord's spellings are merged
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

const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('lastYear').join() === 'quarry', `the flat alone ran at a loss in 2025 (${losers('lastYear')})`);
check(
  losers('thisYear').join() === 'maplehurst',
  `Maplehurst alone runs at a loss this year (${losers('thisYear')})`,
);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
check(byProperty[0].k === 'maplehurst', 'the roof year: Maplehurst cost the most this year');
// Wickham Hollow, 2025 against 2026 so far
const wick25 = spentAt('lastYear', 'wickham');
const wick26 = spentAt('thisYear', 'wickham');
check(wick25 > wick26, 'Wickham cost more in 2025 (the turnover)');
const wickDiff = wick25 - wick26;

// takings
F.takingsSepOct = incomeOf('sepOct');
check(F.takingsSepOct !== rentIn('sepOct'), 'Sep-Oct takings include other income');
F.otherThisYear = otherIn('thisYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);
const coThisYear = rentIn('thisYear', (t) => t === co);
check(coThisYear === 11 * cents(co.lease.rent), 'the bakery paid every month this year');
check(
  P.incomes.some((x) => x.entity === name(co) && within(x.date, 'thisYear')),
  'the bakery also paid a CAM true-up this year (not rent)',
);

// late payers
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v,
  'one tenant was late most often this year, 3+ times',
);
const worstLate = ten[lateCount[0].k];
check(partial.includes(worstLate), 'the worst late payer is also a part payer of November');

// tenancies ending
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const byFeb = endingBy('2027-02-28');
check(
  byNewYear.length === 1 && byNewYear[0] === outgoing,
  'one tenancy ends this year, the one with a successor',
);
check(byFeb.length === 2, 'two tenancies end by 28/2/2027');
const nextAfter = current
  .filter((t) => !byFeb.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > '2027-03-31', 'the next tenancy end is well after February');
check(
  byFeb.some((t) => t.lease.start < BOOKS_START),
  'a tenancy ending by February began before the books',
);

// rents and deposits
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the bakery pays the most rent');
const cheapest = ten[rents.at(-1).k];
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'the past tenant of the same flat paid less');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
check(!current.includes(incoming), 'the signed lease deposit is not counted as held');

// counts, maintenance, documents
const tolliverRows = rowsIn('all', (x) => x.property === 'tolliver').length;
check(tolliverRows >= 10 && tolliverRows < 100, 'the townhouse count has two digits');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['radiator', 'lock', 'banister', 'extractor', 'garage'];
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
const flatCert = P.documents.filter((d) => d.property === 'quarry' && d.type === 'Insurance');
check(flatCert.length === 1, 'one insurance document for the Harrisonburg flat');
check(
  P.documents.filter((d) => d.type === 'Insurance').length >= 2,
  'another insurance document exists elsewhere',
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
  'Could you tell me my total outgoings for the year to date, please?',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..${TODAY}`,
);
ask(
  'What did my outgoings come to for the year ending 31/12/2025?',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01); the date is written day first`,
);
ask(
  'What were my total outgoings between 1/3/2026 and 31/5/2026, all the properties together?',
  [money(F.spring)],
  'total',
  `${ROWS}, 2026-03-01..2026-05-31 (day first: 1 March to 31 May)`,
);
ask(
  'What did Q3 cost me across the portfolio, please?',
  [money(F.q3)],
  'total',
  `${ROWS}, 2026-07-01..2026-09-30 (the latest Q3)`,
);
ask(
  'What have I paid out over the last fortnight?',
  [money(F.fortnight)],
  'total',
  `${ROWS}, ${PERIODS.fortnight[0]}..${TODAY}; nothing is dated on either edge day, so 13 or 14 days back give the same; the ${plusDays(TODAY, -15)} heat pump service is outside`,
);
ask(
  'What have the outgoings on the Harrisonburg flat come to so far this year, please?',
  [money(F.flatYtd)],
  'property',
  `${ROWS} at ${prop.quarry.address} (the only flat in Harrisonburg), 2026`,
);
ask(
  "How much have I paid in rates this year? I'd like the figure for all the properties together.",
  [money(F.rates)],
  'category',
  '"rates" = property tax: categories "Property Tax" and "Taxes" together, 2026 (the June halves); the bakery pays its own',
);
ask(
  "Since I began keeping the books, what have the service charges and HOA fees come to? That's the flat in Harrisonburg and the townhouse.",
  [money(F.hoa)],
  'category',
  'categories "HOA" and "HOA dues", all time: the condo association monthly fee and special assessment, the townhouse quarterly dues and review fee',
);
ask(
  'How much have I paid the lettings agent altogether?',
  [money(F.agent)],
  'vendor',
  `all time; rows whose entity is "${AGENT}" (tenant-find fees at each new tenancy)`,
);
ask(
  "What's my total with Massanutten Roofing, labour and materials, and which was the largest single bill?",
  [money(F.roofer), money(F.rooferMax)],
  'vendor',
  `all time; rows whose entity is "${ROOFER}"; the largest is the Maplehurst roof replacement`,
);
ask(
  'What has guttering cost me since I started keeping the books? Cleaning, repairs, new gutters, the lot.',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": the handyman, the roofer, the yard firm, Fixit Fraser and Lowe\'s; downspout-only rows are none',
);
ask(
  'How much have I spent dealing with mould, all told?',
  [money(F.mould)],
  'description_word',
  'all time; rows whose description contains "mould" or "mold" (both spellings are in the books) at the Harrisonburg flat and the Birchmere flats; the dehumidifier row does not name it and is not counted',
);
const idMost = ask(
  'Which property has had the highest outgoings this year, and how much?',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the roof)',
);
ask(
  'And the lowest?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  `keeps 2026 and expenses by property; lowest (next: ${byProperty.at(-2).k} ${money(byProperty.at(-2).v)})`,
  { follow_up_of: idMost },
);
const idCity = ask(
  'How do Charlottesville and Harrisonburg compare on outgoings this year?',
  [money(city26.Charlottesville), money(city26.Harrisonburg)],
  'comparison',
  'expenses by city, 2026',
);
ask(
  'And the same comparison for 2025, please.',
  [money(city25.Charlottesville), money(city25.Harrisonburg)],
  'follow_up',
  'expenses by city, 2025 (Charlottesville led then; Harrisonburg leads in 2026)',
  { follow_up_of: idCity },
);
ask(
  'Which three payees took the most from me in 2025?',
  payees25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 expense entities by total: ${payees25
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  'Which category of outgoings has been the largest this year?',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the Maplehurst roof and gutters); it stays first however the tax, yard, repair and HOA spellings are merged',
);
ask(
  'What was my net for 2025, takings less outgoings?',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
const idLoss = ask(
  'Did any of the properties run at a loss last year?',
  [STREET[losers('lastYear')[0]], absMoney(netOf('lastYear', losers('lastYear')[0]))],
  'loss',
  '2025 net by property; the flat bought in March 2025 (fit-out, condo fees, let from May); absolute value of the loss',
);
ask(
  'And this year?',
  [STREET[losers('thisYear')[0]], absMoney(netOf('thisYear', losers('thisYear')[0]))],
  'follow_up',
  '2026 net by property; the roof replacement; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'Were the outgoings on the Wickham Hollow house higher in 2025 or this year so far, and by how much?',
  [absMoney(wickDiff)],
  'comparison',
  `Wickham expenses 2025 ${money(wick25)} against 2026 ${money(wick26)}; 2025 is higher (the turnover between tenancies); the difference is checked`,
);
ask(
  'What were my takings between 1/9/2026 and 31/10/2026?',
  [money(F.takingsSepOct)],
  'income',
  'rent payments + other incomes, 2026-09-01..2026-10-31 (day first: 1 September to 31 October)',
);
ask(
  'What have I taken in besides rent this year? Laundry, parking, fees and so forth.',
  [money(F.otherThisYear)],
  'income',
  'all other incomes dated 2026 (laundry, the rear car park spaces, pet fee, late fees, the bakery CAM true-up, deposit deduction, application fee)',
);
ask(
  'How much rent has the bakery on Linden Wharf paid me this year?',
  [money(coThisYear)],
  'payments',
  "the company tenant's 2026 rent payments (its CAM true-up is not rent)",
);
ask(
  'Could you give me the arrears for each tenant, please?',
  owing.flatMap((t) => [t.last_name, money(shortOf(t))]),
  'payments',
  `November rent minus November payments per current tenancy (every earlier booked month is paid in full): ${owing
    .map((t) => `${t.last_name} ${money(shortOf(t))}`)
    .join(', ')}; total ${money(owedNow)}`,
  { forbid: pastLast },
);
ask(
  'Has Mr Brannock sent a cheque or anything lately? When did he last pay, and how much was it?',
  [money(cents(lastPay.amount))],
  'payments',
  `his last payment: ${money(cents(lastPay.amount))} on ${lastPay.date}, the second instalment of October; nothing paid in November`,
);
ask(
  'Has anybody paid late this month?',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days (a late fee was booked); the two part payments came within the grace days',
);
ask(
  'Which tenant has been late most often this year?',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
const idEnds = ask(
  'Which tenancies come to an end before the new year?',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current tenancies ending by 2026-12-31',
  { forbid: byFeb.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  "And whilst we're at it, between now and 28/2/2027?",
  byFeb.map((t) => t.last_name),
  'follow_up',
  `current tenancies ending by 2027-02-28 (day first); the next one after ends ${nextAfter.lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  "Have I let Maplehurst to anybody for when Mr Halvorsen's tenancy ends?",
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
);
ask(
  'Who has the cheapest tenancy at present, and what do they pay?',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; the past tenant of the same flat paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
ask(
  'How much am I holding in tenancy deposits at the moment?',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Maplehurst lease, not past tenants)',
);
const idOpen = ask(
  "What maintenance is still outstanding? I'd like to get it organised before Christmas.",
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  "Which of those hasn't been started yet?",
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'How many expense entries have I got for the Tolliver townhouse?',
  [String(tolliverRows)],
  'count',
  `number of expense rows at ${prop.tolliver.address}, all time`,
);
ask(
  'Could you find me the insurance certificate for the Harrisonburg flat?',
  [flatCert[0].file],
  'documents',
  'the Insurance document at the Quarry Heights condo (the other insurance document is the bakery building policy)',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'What sort of rent could I expect for a two-bedroom flat in Harrisonburg next year?',
  'market forecast; no made-up figure',
);
outOfScope(
  'Is a tenant in Virginia entitled to withhold rent whilst the boiler is being repaired?',
  'legal advice; no made-up figure',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb55-${String(i + 1).padStart(2, '0')}`;
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
check(
  out.filter((o) => /\b\d{1,2}\/\d{1,2}\/\d{4}\b/.test(o.question)).length >= 4,
  'four or more questions with day-first dates',
);

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
