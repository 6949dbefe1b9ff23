// Works out the expected answers for landlord-blind-17 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-17/compute.mjs
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
// The books start with the first month that has any payment, income or expense; leases that began earlier
// are tracked from then, with nothing owed for the months before.
const firstRecord = [...P.payments, ...P.incomes, ...P.expenses].map((x) => x.date).sort()[0];
const BOOKS_START = `${firstRecord.slice(0, 7)}-01`;
check(BOOKS_START === '2025-01-01', `the books start 2025-01-01 (${BOOKS_START})`);
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
const isDate = (s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s);
const isMoney = (x) => typeof x === 'number' && x > 0 && Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;
check(hasKeys(P, SHAPE.root), 'top-level keys');

// the vocabularies of the earlier landlord sets (the landlord's own category spellings included)
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
// cities of the earlier landlord and tenant-line sets, which this set must not reuse
const USED_CITIES = [
  'Altoona',
  'Ames',
  'Asheville',
  'Bangor',
  'Bellingham',
  'Bend',
  'Billings',
  'Boise',
  'Burlington',
  'Chattanooga',
  'Cheyenne',
  'Dayton',
  'Duluth',
  'Erie',
  'Eugene',
  'Fargo',
  'Flagstaff',
  'Fort Collins',
  'Grand Rapids',
  'Greenville',
  'Hancock',
  'Joplin',
  'Kalamazoo',
  'Knoxville',
  'Lafayette',
  'Lawrence',
  'Lexington',
  'Lincoln',
  'Lubbock',
  'Lynchburg',
  'Macon',
  'Madison',
  'Missoula',
  'Providence',
  'Provo',
  'Pueblo',
  'Raleigh',
  'Rapid City',
  'Roanoke',
  'Rochester',
  'San Antonio',
  'Santa Fe',
  'Savannah',
  'Sioux Falls',
  'Spokane',
  'Traverse City',
  'Tucson',
  'Tulsa',
  'Waco',
  'Wilmington',
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 5, 'five properties');
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
const typeCount = (t) => P.properties.filter((p) => p.property_type === t).length;
check(
  typeCount('Multi-Family') === 1 && typeCount('Commercial') === 1 && typeCount('Condo') === 1,
  'one duplex, one commercial unit, one condo',
);
check(typeCount('Single Family') === 2, 'two single-family houses');
// the short street names the questions use must each pick out one property
const STREET = {
  larkspur: 'Larkspur',
  wexford: 'Wexford',
  tamarack: 'Tamarack',
  calloway: 'Calloway',
  pelican: 'Pelican',
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
  check(t.lease.start.endsWith('-01'), `lease ${t.key} starts on the 1st of a month`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(t.lease.start >= prop[t.property].purchase_date, `lease ${t.key} after purchase`);
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
// 2025 and 2026 records only
check(
  [...P.payments, ...P.incomes, ...P.expenses].every((x) => x.date >= '2025-01-01' && x.date <= TODAY),
  'records are from 2025 and 2026 only',
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
const fen = ten.fenwick;
check(
  current.includes(fen) && fen.lease.start < BOOKS_START,
  'Halloran is current and started before the books',
);
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property);
check(
  Boolean(outgoing) && outgoing.lease.end < incoming.lease.start && outgoing.lease.start < BOOKS_START,
  'the future lease follows a current one that began before the books',
);
check(past.length === 3, 'three past tenants');
check(current.length === 6, 'six current leases');
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(
  lateNov.length === 1 && lateNov[0].lease.due_day !== 1,
  'one late November payer, the one due on the 5th',
);
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

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
F.incomeThisYear = incomeOf('thisYear');
F.rent2025 = rentIn('lastYear');
F.otherThisYear = otherIn('thisYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);
check(F.incomeThisYear !== rentIn('thisYear'), 'income differs from rent this year');
F.insurance = spent('thisYear', cats(['Insurance']));
check(rowsIn('thisYear', cats(['Insurance'])).length === 6, 'six insurance policies this year');
F.tax25 = spent('lastYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
check(
  new Set(rowsIn('lastYear', cats(['Property Tax', 'Taxes'])).map((x) => x.entity)).size === 2,
  'two tax collectors in 2025',
);
// "the plumber in Pensacola": the one plumbing vendor working in that city
const PLUMBER = 'Bayfront Plumbing Co.';
check(
  VENDORS.filter(
    (v) =>
      lower(v).includes('plumb') &&
      P.expenses.some((x) => x.entity === v && city(x.property) === 'Pensacola'),
  ).join() === PLUMBER,
  'one plumber in Pensacola',
);
F.plumber = spent('thisYear', vendor(PLUMBER));
check(
  new Set(rowsIn('thisYear', vendor(PLUMBER)).map((x) => x.property)).size === 2,
  'the Pensacola plumber worked at both Pensacola places this year',
);
check(rowsIn('lastYear', vendor(PLUMBER)).length > 0, 'and also last year (not counted)');
// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 5, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 4, 'gutter rows sit under several categories');
check(new Set(gutterRows.map((x) => city(x.property))).size === 2, 'gutter rows in both cities');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.description).includes('downspout') && !word('gutter')(x)).length > 0,
  'a downspout row without the word is not counted',
);
// furnaces in 2025: the heating contractor and the store's filters
F.furnace25 = spent('lastYear', word('furnace'));
const furnaceRows = rowsIn('lastYear', word('furnace'));
check(new Set(furnaceRows.map((x) => x.entity)).size === 2, 'furnace rows in 2025 from two vendors');
for (const v of VENDORS)
  check(F.furnace25 !== spent('lastYear', vendor(v)), `furnace total differs from ${v}`);
const SEW = VENDORS.filter((v) => v.startsWith('Southeastern Wisconsin'));
check(SEW.length === 1 && SEW[0].length > 60, 'one long-named heating contractor');

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
check(vendors25[0].k === SEW[0], 'the heating contractor is the top vendor of 2025');
const topRows25 = rowsIn('lastYear', vendor(vendors25[0].k))
  .map((x) => cents(x.amount))
  .sort((a, b) => b - a);
check(topRows25[0] !== topRows25[1], 'its biggest 2025 bill is unique');
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
  ['Insurance'],
];
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops this year');
for (const g of MERGED)
  check(spent('thisYear', cats(g)) < catTotals[0].v, `merged ${g.join('+')} stays below`);
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 2, 'two cities');
const cityIncome = Object.fromEntries(
  CITIES.map((c) => [c, total(KEYS.filter((k) => city(k) === c).map((k) => incomeOf('thisYear', k)))]),
);
const citySpend = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => city(x.property) === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityIncome[k] })),
  'city income this year',
);
rank(
  CITIES.map((k) => ({ k, v: citySpend[k] })),
  'city spend this year',
);
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserThen === 'tamarack' && loserNow === 'calloway', 'the furnace-and-turnover year and the roof year');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
check(netOf('lastYear', 'larkspur') > 0, 'the duplex made money in 2025');
check(
  netOf('lastYear', 'pelican') > 0 && netOf('thisYear', 'pelican') > 0,
  'the condo makes money both years',
);

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const cheapest = ten[rents.at(-1).k];
const cheaperPast = past.filter((t) => t.lease.rent < cheapest.lease.rent);
check(
  cheaperPast.length === 1 && cheaperPast[0].property === cheapest.property,
  'a past tenant of the same duplex paid less',
);
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
check(rentRoll !== owedNow, 'rent roll differs from owed');
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
check(nextAfter.lease.end > plusDays(TODAY, 150), 'the next lease end is well past 90 days');
const duplexNow = current.filter((t) => t.property === 'larkspur');
const duplexGone = past.filter((t) => t.property === 'larkspur');
check(
  duplexNow.length === 2 && duplexGone.length === 1,
  'two current units and one past tenant at the duplex',
);
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== rentRoll, 'deposits held differ from the rent roll');
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
const expenseRows = P.expenses.length;
check(expenseRows >= 100, 'the entry count has three digits');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'closer', 'garage', 'lanai', 'sprinkler'];
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
const roofInvoice = P.documents.filter((d) => d.property === 'calloway' && d.type === 'Invoice');
check(
  roofInvoice.length === 1 && roofInvoice[0].file.includes('roofing'),
  'one invoice for Calloway, the roofer',
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
const KEN = 'Kenosha';
const PNS = 'Pensacola';

ask(
  'How much have we spent on the properties so far this year?',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask(
  'Could you tell me what our expenses came to for all of 2025, please?',
  [money(F.lastYear)],
  'total',
  `${ROWS}, 2025 (the books start 2025-01-01)`,
);
ask(
  'How much money came in this year, rent and everything else together?',
  [money(F.incomeThisYear)],
  'income',
  'rent payments + other incomes, 2026',
);
ask(
  'How much rent did we collect in 2025?',
  [money(F.rent2025)],
  'income',
  'rent payments dated 2025 (no other income)',
);
ask(
  'Apart from the rent, how much other income have we had this year?',
  [money(F.otherThisYear)],
  'income',
  'all other incomes dated 2026 (laundry, garage stall, pet fee, late fees, CAM reconciliation, deposit deduction, application fee)',
);
ask(
  'What have we paid for insurance this year, all the policies together?',
  [money(F.insurance)],
  'category',
  'category Insurance, 2026 (six policies: two house policies, the storefront, wind, flood, the condo HO-6)',
);
ask(
  'How much did we pay in property taxes last year?',
  [money(F.tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (City of Kenosha in two installments, Escambia County in November); the frame shop pays its own tax',
);
ask(
  'What did we pay the plumber down in Pensacola this year?',
  ['Bayfront', money(F.plumber)],
  'vendor',
  `rows of "${PLUMBER}" dated 2026, at the house and the condo (the only plumber in Pensacola)`,
);
ask(
  'It feels like gutters have cost us a fortune. What have we spent on gutter work altogether?',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": the lawn firm, two handymen, Menards, two roofers; the "Downspout splash blocks" row is not counted',
);
ask(
  'What did the furnaces cost us in 2025?',
  [money(F.furnace25)],
  'description_word',
  '2025; rows whose description contains "furnace": the heating contractor (no-heat call, replacement, tune-up) and Menards filters',
);
const idNet = ask(
  'How are we doing this year?',
  [money(netAll('thisYear'))],
  'net',
  'vague: read as net for 2026 = rent payments + other incomes - expenses, whole portfolio',
);
ask('And how did last year turn out?', [money(netAll('lastYear'))], 'follow_up', 'the same for 2025', {
  follow_up_of: idNet,
});
ask(
  'Did the duplex make money last year?',
  [money(netOf('lastYear', 'larkspur'))],
  'net',
  '2025 net of 2207 Larkspur Avenue (rent + laundry + garage stall + fees - expenses); yes',
);
const idLoss = ask(
  'Is any of our places losing money this year?',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the reroof puts the Calloway house below zero; absolute value of the loss',
);
ask(
  'What about in 2025, did any of them lose money then?',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025; the furnace replacement and a turnover with a vacant June; absolute value of the loss',
  { follow_up_of: idLoss },
);
const idMost = ask(
  'Which property has cost us the most to run this year?',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest',
);
ask(
  'And which one was the cheapest?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
ask(
  'Which company did we pay the most money to last year?',
  ['Southeastern Wisconsin', money(vendors25[0].v)],
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join('; ')}`,
);
ask(
  'What was our biggest kind of expense this year?',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the Calloway roof and gutters); it stays first however the tax, yard, repair, HOA spellings are merged',
);
const idCity = ask(
  'Which city brought in more money for us this year, Kenosha or Pensacola?',
  [money(cityIncome[KEN]), money(cityIncome[PNS])],
  'comparison',
  `income (rent + other) by city, 2026: ${KEN} ${money(cityIncome[KEN])}, ${PNS} ${money(cityIncome[PNS])}`,
);
ask(
  'And which one cost us more?',
  [money(citySpend[KEN]), money(citySpend[PNS])],
  'follow_up',
  `keeps 2026 and the two cities; expenses: ${KEN} ${money(citySpend[KEN])}, ${PNS} ${money(citySpend[PNS])}`,
  { follow_up_of: idCity },
);
ask(
  'If everybody pays, what does our rent add up to each month right now?',
  [money(rentRoll)],
  'lease',
  'sum of current monthly rents (the signed Calloway lease starting in February is not counted)',
);
ask(
  'Who pays us the most rent?',
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant (a picture-framing shop)',
);
ask(
  'Whose rent is the lowest at the moment?',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; the past tenant of the same duplex unit paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idEnds = ask(
  'Are any leases coming to an end in the next three months?',
  in90.map((t) => t.last_name),
  'lease',
  `current leases ending by ${plusDays(TODAY, 90)} (through February gives the same)`,
  { forbid: [nextAfter.last_name] },
);
ask(
  'Which of those is up before the new year?',
  byNewYear.map((t) => t.last_name),
  'follow_up',
  'current leases ending by 2026-12-31',
  { follow_up_of: idEnds, forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'Who is living in the Larkspur duplex these days?',
  duplexNow.map((t) => t.last_name),
  'lease',
  'current leases at the duplex; the lower-unit tenant who left in July 2025 is not one',
  { forbid: duplexGone.map((t) => t.last_name) },
);
ask(
  `Have we found somebody to take the Calloway house after Mr. ${outgoing.last_name} moves out?`,
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
);
ask(
  'How much are we holding in security deposits at present?',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Calloway lease, not past tenants)',
);
ask(
  "Has everyone paid for November? Who's behind?",
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'How much rent is outstanding right now, all told?',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'Who has been late with the rent most often this year?',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'How many expense entries have we logged in total?',
  [String(expenseRows)],
  'count',
  'number of expense rows, all time (2025-01-01..today)',
);
const idOpen = ask(
  'What maintenance requests are still open?',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  "Which of those hasn't anyone started on yet?",
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  "Could you find the roofer's invoice for the Calloway house?",
  [roofInvoice[0].file],
  'documents',
  'the Invoice document at Calloway Bayou Drive',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('Do you think next hurricane season will be a bad one for Pensacola?', 'weather forecast');
outOfScope('What could we get for the condo if we sold it next spring?', 'market valuation');
outOfScope(
  `Can you check ${incoming.first_name} ${incoming.last_name}'s credit score before she moves in?`,
  'credit check',
);
outOfScope(
  'Is it legal in Wisconsin for us to keep the whole deposit if a tenant breaks the lease?',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
check(Q.filter((q) => q.kind === 'follow_up').length >= 6, 'at least six follow-ups');
const qid = (i) => `lb17-${String(i + 1).padStart(2, '0')}`;
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
  // no short bare numbers: an expected string is money, a name or word, or a number of three digits or more
  check(
    o.expected.every((s) => !/^\d{1,2}$/.test(s)),
    `no short bare number in ${o.id}`,
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
