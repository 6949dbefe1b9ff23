// Works out the expected answers for landlord-blind-11 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-11/compute.mjs
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
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  september: ['2026-09-01', '2026-09-30'],
  q2: ['2026-04-01', '2026-06-30'],
  sinceMarch: ['2026-03-01', TODAY],
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

// the vocabularies of landlord-blind-9's portfolio
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
// cities of landlord-blind-2 to landlord-blind-10, which this set must not reuse
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
// the short street names the questions use must each pick out one property
const STREET = {
  tates: 'Tates Creek',
  paddock: 'Paddock Run',
  redbud: 'Redbud',
  cimarron: 'Cimarron',
  chuckanut: 'Chuckanut',
  sehome: 'Sehome',
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
check(P.expenses.length >= 100 && P.expenses.length <= 150, `100-150 expense rows (${P.expenses.length})`);
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
const beforeBooks = current.filter((t) => t.lease.start < BOOKS_START && t !== co);
check(beforeBooks.length === 1, 'one residential tenant whose lease started before the books');
const zeke = beforeBooks[0];
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property);
check(
  Boolean(outgoing) && outgoing.lease.end < incoming.lease.start,
  'the future lease follows a current one',
);
check(past.length === 3, 'three past tenants');
check(
  past.every((t) => t.lease.start < BOOKS_START),
  'every past tenant started before the books',
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

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);

// gutters: the word, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterVendors = new Set(rowsIn('all', word('gutter')).map((x) => x.entity));
check(gutterVendors.size >= 4, 'gutter rows come from several vendors');
const GUTTER_FIRM = 'Mt. Baker Moss & Roofing';
check(F.gutter !== spent('all', vendor(GUTTER_FIRM)), 'gutter total differs from the gutter firm');
check(
  rowsIn('all', word('gutter')).some((x) => x.category === 'HOA'),
  'a gutter row is an HOA special assessment',
);
// hail: 2025 rows; the insurer's payout is income and is not netted against them
F.hail = spent('lastYear', word('hail'));
const ROOFER = 'Green Country Roofing & Exteriors';
check(F.hail !== spent('lastYear', vendor(ROOFER)), 'hail total differs from the roofer');
check(
  P.incomes.some((x) => x.category === 'Other' && lower(x.description).includes('hail')),
  'there is a hail claim payout under other income',
);
// the vendor with the long legal name, asked for as "bluegrass comfort"
const longName = [...new Set(P.expenses.map((x) => x.entity))].filter((v) =>
  lower(v).includes('bluegrass comfort'),
);
check(longName.length === 1 && longName[0].length > 60, 'one long-named vendor matches "bluegrass comfort"');
const BCS = longName[0];
const bcsRows = rowsIn('all', vendor(BCS));
F.bcs = total(bcsRows.map((x) => cents(x.amount)));
const bcsAmounts = bcsRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.bcsMax = bcsAmounts[0];
check(bcsAmounts[0] !== bcsAmounts[1], 'the biggest Bluegrass Comfort bill is unique');
check(
  bcsRows.some((x) => x.category !== 'HVAC'),
  'a Bluegrass Comfort row is not filed under HVAC',
);

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const vendors26 = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors this year',
);
// the biggest category of 2025 stays the biggest however the landlord's spellings are merged
const catTotals = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('lastYear', (x) => x.category === k) })),
  'categories 2025',
);
const MERGED = [
  ['Property Tax', 'Taxes'],
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['HOA dues', 'HOA'],
];
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops 2025');
for (const g of MERGED)
  check(spent('lastYear', cats(g)) < catTotals[0].v, `merged ${g.join('+')} stays below`);
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
check(losers('thisYear')[0] !== losers('lastYear')[0], 'a different one each year');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(cheapest === zeke, 'the tenant from before the books pays the least');
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant in the same building paid less');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(byNewYear.length === 1, 'one lease ends this year');
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within 90 days / by February',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past 90 days');
const paddockNow = current.filter((t) => t.property === 'paddock');
const paddockGone = past.filter((t) => t.property === 'paddock');
check(
  paddockNow.length === 4 && paddockGone.length === 1,
  'four current units and one past tenant at Paddock Run',
);
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
const coPayments = P.payments.filter((x) => x.tenant === co.key).sort((a, b) => (a.date < b.date ? -1 : 1));
const coLast = coPayments.at(-1);
check(
  month(coLast.date) === NOV && cents(coLast.amount) === cents(co.lease.rent),
  'the print shop paid November',
);
const zekeThisYear = rentIn('thisYear', (t) => t === zeke);
check(zekeThisYear === 11 * cents(zeke.lease.rent), 'Marchetti paid every month this year');
const lateFeesThisYear = otherIn('thisYear', (x) => x.category === 'Late Fee');
const otherLastYear = otherIn('lastYear');
const rows2026 = rowsIn('thisYear').length;
check(rows2026 >= 10, 'the 2026 count has two digits');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['fan', 'deadbolt', 'garage', 'skylight', 'vapor'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const openTulsa = open.filter((m) => city(m.property) === 'Tulsa');
const TULSA_WORDS = OPEN_WORDS.filter((w) => openTulsa.some((m) => lower(m.title).includes(w)));
check(TULSA_WORDS.length === 2, 'two open requests in Tulsa');
const condoPolicy = P.documents.filter((d) => d.property === 'sehome' && d.type === 'Insurance');
check(condoPolicy.length === 1, 'one insurance document for the condo');
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

ask('ok so what have i spent in total this year', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'Total expenses for 2025 please',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask('What did everything cost me last month?', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
ask('how much went out in september', [money(F.september)], 'total', `${ROWS}, September 2026`);
ask('q2 expenses?', [money(F.q2)], 'total', `${ROWS}, 2026-04-01..2026-06-30`);
ask(
  'how much have I laid out since the start of march',
  [money(F.sinceMarch)],
  'total',
  `${ROWS}, 2026-03-01..today`,
);
ask(
  'property taxes so far this year, all properties',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Fayette County Sheriff, Tulsa County Treasurer, Whatcom County Treasurer)',
);
ask(
  'what have i spent on gutters, all in',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": lawn firm, handyman, Lowe\'s, roofers and the condo special assessment',
);
ask(
  'total hail damage repairs in 2025?',
  [money(F.hail)],
  'description_word',
  `2025 rows whose description contains "hail" (roofer and handyman); the insurer's payout is income and is not subtracted`,
);
ask(
  "what's my total with bluegrass comfort, and which was their biggest invoice",
  [money(F.bcs), money(F.bcsMax)],
  'vendor',
  `all time; rows whose entity is "${BCS}", and the largest single row (the Unit 4 heat pump, filed as Capital improvement)`,
);
const idMost = ask(
  'which property ate the most money this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest',
);
ask(
  'which one the least?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
ask(
  'who are my top three vendors this year by $',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 3)
    .map((x) => x.k)
    .join(', ')}`,
);
ask(
  'biggest expense category in 2025?',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the Unit 4 and condo remodels); it stays first however the tax, yard and repair spellings are merged',
);
const idCity = ask(
  'am i spending more in lexington or tulsa this year',
  [money(cityTotals.Lexington), money(cityTotals.Tulsa)],
  'comparison',
  'expenses by city, 2026',
);
ask('and bellingham?', [money(cityTotals.Bellingham)], 'follow_up', 'keeps 2026 and expenses by city', {
  follow_up_of: idCity,
});
const idNet = ask(
  'whats my profit so far in 2026 after all expenses',
  [money(netAll('thisYear'))],
  'net',
  'rent payments + other incomes - expenses, 2026, whole portfolio',
);
ask('and 2025?', [money(netAll('lastYear'))], 'follow_up', 'the same for 2025', { follow_up_of: idNet });
const idLoss = ask(
  'any of my properties underwater this year? losing money i mean',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the side sewer replacement puts it below zero; absolute value of the loss',
);
ask(
  'how about last year',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025; the condo bought in March 2025, remodelled and first let in August',
  { follow_up_of: idLoss },
);
ask(
  'how much did paddock run actually net me this year',
  [money(netOf('thisYear', 'paddock'))],
  'net',
  'Paddock Run 2026: rent + laundry, pet and other incomes - expenses',
);
ask(
  "who's my highest paying tenant",
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant (a letterpress print shop)',
);
ask(
  'lowest rent on the books right now?',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; a past tenant in the same fourplex paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idEnds = ask(
  'any leases ending before new years',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'ok and in the next 90 days?',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  'who is currently renting at paddock run',
  paddockNow.map((t) => t.last_name),
  'lease',
  'current leases at the fourplex; the Unit 2 tenant who left in October is not one',
  { forbid: paddockGone.map((t) => t.last_name) },
);
ask(
  'do i have someone lined up for tates creek after annika moves out? when do they start',
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
);
ask(
  "when did ezekiel's lease start",
  [zeke.lease.start.slice(0, 4)],
  'lease',
  `lease start ${zeke.lease.start}, before the books begin (only the year is checked)`,
);
ask(
  'how much security deposit money am i sitting on for current tenants',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Tates Creek lease, not past tenants)',
);
ask(
  'who still owes me rent for november',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'whats the total unpaid rent rn',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'did anybody pay late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid after the due day + grace days; a late fee was booked',
);
ask(
  'when was the last payment from the print shop and how much',
  [money(cents(coLast.amount))],
  'payments',
  `latest payment of the company tenant: ${coLast.date} (the date is not checked)`,
);
ask(
  'pull up what zeke marchetti has paid me so far this year, i just want the total. his lease is older than when i started using this app so dont go back before january',
  [money(zekeThisYear)],
  'payments',
  'his 2026 rent payments',
);
ask(
  'late fee income this year',
  [money(lateFeesThisYear)],
  'income',
  'Late Fee incomes, 2026 (including November)',
);
ask(
  'how much income besides rent did i get in 2025',
  [money(otherLastYear)],
  'income',
  'all other incomes dated 2025, including the hail claim payout',
);
ask(
  'how many expenses have i entered for 2026 so far',
  [String(rows2026)],
  'count',
  'number of expense rows dated 2026',
);
const idOpen = ask(
  'what maintenance requests are still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask('which of those are in tulsa', TULSA_WORDS, 'follow_up', openTulsa.map((m) => m.title).join('; '), {
  follow_up_of: idOpen,
});
ask(
  'can u find the insurance policy doc for the sehome condo',
  [condoPolicy[0].file],
  'documents',
  'the Insurance document at Sehome Harbor',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is tulsa gonna get another big hail storm next spring', 'weather');
outOfScope('where are home prices in lexington heading in 2027', 'market forecast');
outOfScope("can you check wilhelmina's credit score before i renew her", 'credit score');
outOfScope(
  "lachlan's dog scratched up the floors, am i legally allowed to keep his whole deposit in washington",
  'legal advice',
);
outOfScope('should i do a 1031 exchange on the redbud townhouse', 'tax advice');

check(Q.length === 45, `45 questions (${Q.length})`);
const qid = (i) => `lb11-${String(i + 1).padStart(2, '0')}`;
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
