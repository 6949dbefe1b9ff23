// Works out the expected answers for landlord-blind-12 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-12/compute.mjs
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
const TODAY = '2026-11-26';
check(P.today === TODAY, 'today is 2026-11-26');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  lastMonth: ['2026-10-01', '2026-10-31'],
  q3: ['2026-07-01', '2026-09-30'],
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

// the same vocabularies as landlord-blind-9 and landlord-blind-11
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
// cities of landlord-blind-2 to landlord-blind-11, which this set must not reuse
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
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 7, 'seven properties');
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
  kessler: 'Kessler Orchard',
  fulton: 'Fulton Mill',
  millrace: 'Millrace',
  saluda: 'Saluda Terrace',
  reedy: 'Reedy Falls',
  sagewood: 'Sagewood Ledge',
  slate: 'Slate Canyon',
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
// the buildings with more than one unit (a duplex, and a bakery with an apartment upstairs)
const MULTI_UNIT = ['fulton', 'millrace'];
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
// no payment falls on the last day of grace, so reading the grace period one day shorter changes nothing
check(
  P.payments.every(
    (x) => Number(x.date.slice(8)) !== ten[x.tenant].lease.due_day + ten[x.tenant].lease.grace_period_days,
  ),
  'no payment on the last day of grace',
);
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
for (const p of P.properties.filter((q) => !MULTI_UNIT.includes(q.key))) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(
  current.length === 8 && past.length === 4 && future.length === 1,
  'eight current, four past, one future',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'the bakery lease started before the books');
const thad = ten.thaddeus;
check(
  current.filter((t) => t.lease.start < BOOKS_START && t !== co).join() === [thad].join(),
  'Thaddeus is the one residential tenant whose lease started before the books',
);
check(
  past.every((t) => t.lease.start < BOOKS_START),
  'every past tenant started before the books',
);
// the signed lease is on a house bought this year that has no current tenant
const incoming = future[0];
check(
  incoming.property === 'slate' && !current.some((t) => t.property === 'slate'),
  'the signed lease is on the empty Slate Canyon house',
);
check(
  prop.slate.purchase_date > BOOKS_START && !P.payments.some((x) => x.tenant === incoming.key),
  'Slate Canyon bought on the books, no rent yet',
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
const incomeOf = (p, keys) =>
  rentIn(p, (t) => keys.includes(t.property)) + otherIn(p, (x) => keys.includes(x.property));
const spentAt = (p, keys) => spent(p, (x) => keys.includes(x.property));
const KEYS = P.properties.map((p) => p.key);
const netOf = (p, keys = KEYS) => incomeOf(p, keys) - spentAt(p, keys);
const city = (key) => prop[key].city;
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor =
  (...vs) =>
  (x) =>
    vs.includes(x.entity);
const cats = (cs) => (x) => cs.includes(x.category);
const notCats = (cs) => (x) => !cs.includes(x.category);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');

// property taxes of 2025: both spellings, three collectors
const TAX = ['Property Tax', 'Taxes'];
F.tax25 = spent('lastYear', cats(TAX));
for (const c of TAX)
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
check(new Set(rowsIn('lastYear', cats(TAX)).map((x) => x.entity)).size === 3, 'three tax collectors in 2025');
F.ins26 = spent('thisYear', cats(['Insurance']));
// the two associations: quarterly dues under both spellings plus the condo's special assessment
const HOA = ['HOA dues', 'HOA'];
F.hoa26 = spent('thisYear', cats(HOA));
for (const c of HOA) check(rowsIn('thisYear', (x) => x.category === c).length > 0, `${c} used in 2026`);
check(
  rowsIn('thisYear', word('special assessment')).length === 1 &&
    rowsIn('thisYear', word('special assessment')).every(cats(HOA)),
  'one special assessment this year, filed as HOA',
);
check(
  new Set(P.expenses.filter(cats(HOA)).map((x) => x.entity)).size === 2,
  'HOA rows are paid to the two associations only',
);

// termites at Reedy Falls: the word, whoever did the work and under whatever category
F.termite = spent('all', word('termite'));
const termiteRows = rowsIn('all', word('termite'));
check(
  termiteRows.every((x) => x.property === 'reedy'),
  'every termite row is at Reedy Falls',
);
check(new Set(termiteRows.map((x) => x.entity)).size >= 4, 'termite rows come from several vendors');
check(new Set(termiteRows.map((x) => x.category)).size >= 3, 'termite rows are under several categories');
for (const v of ['Hartwell Carpentry & Restoration', 'Palmetto Pest Solutions'])
  check(F.termite !== spent('all', vendor(v)), `termite total differs from ${v}`);
// snow: plowing, shovelling and ice melt, from a lawn firm, a store and a handyman
F.snow = spent('all', word('snow'));
const LAWN = 'Northside Lawn & Snow';
check(F.snow !== spent('all', vendor(LAWN)), 'snow total differs from the lawn-and-snow firm');
check(
  rowsIn('all', vendor(LAWN)).some((x) => !word('snow')(x)),
  'the lawn-and-snow firm also mows and rakes',
);
check(new Set(rowsIn('all', word('snow')).map((x) => x.entity)).size >= 3, 'snow rows from three vendors');

// Home Depot, typed two ways
const HD = ['Home Depot', 'The Home Depot'];
F.hd26 = spent('thisYear', vendor(...HD));
for (const v of HD) {
  check(rowsIn('thisYear', vendor(v)).length > 0, `"${v}" used this year`);
  check(F.hd26 !== spent('thisYear', vendor(v)), `Home Depot total differs from "${v}" alone`);
}
// the HVAC firm, whose biggest bill is a furnace filed as Capital improvement
const GRM = 'Grand River Mechanical';
const grmRows = rowsIn('all', vendor(GRM));
F.grm = total(grmRows.map((x) => cents(x.amount)));
const grmAmounts = grmRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.grmMax = grmAmounts[0];
check(grmAmounts[0] !== grmAmounts[1], 'the biggest Grand River Mechanical bill is unique');
check(
  grmRows.filter((x) => cents(x.amount) === F.grmMax).every((x) => x.category === 'Capital improvement'),
  'the biggest Grand River Mechanical bill is filed as Capital improvement',
);
check(
  F.grm !== spent('all', (x) => x.entity === GRM && x.category === 'HVAC'),
  'GRM total is not its HVAC rows',
);

const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
check(vendors25[0].k === 'City of Grand Rapids Treasurer', 'the city treasurer tops 2025');
const NOT_TRADES = [...TAX, 'Insurance', ...HOA];
const trades25 = rank(
  [...new Set(rowsIn('lastYear', notCats(NOT_TRADES)).map((x) => x.entity))].map((k) => ({
    k,
    v: spent('lastYear', (x) => x.entity === k && !NOT_TRADES.includes(x.category)),
  })),
  'vendors 2025 without taxes, insurance and HOA',
);
check(trades25[0].k === 'Hartwell Carpentry & Restoration', 'the carpenter tops the trades in 2025');
check(trades25[0].v > 2 * trades25[1].v, 'the carpenter tops the trades by a wide margin');
check(
  rowsIn('lastYear', vendor(trades25[0].k)).every(notCats(NOT_TRADES)),
  'the carpenter has only trade rows',
);

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', [k]) })),
  'spend by property this year',
);
check(byProperty[0].k === 'slate', 'the Slate Canyon rehab costs the most this year');
// the biggest category of 2026 stays the biggest however the landlord's spellings are merged
const catTotals = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('thisYear', (x) => x.category === k) })),
  'categories 2026',
);
const MERGED = [
  TAX,
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  HOA,
  ['Turnover', 'Supplies'],
];
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops 2026');
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
check(spentAt('thisYear', ['fulton']) !== spentAt('thisYear', ['sagewood']), 'duplex and condo differ');
const losers = (p) => KEYS.filter((k) => netOf(p, [k]) < 0);
check(
  losers('thisYear').join() === 'slate',
  `only Slate Canyon under water this year (${losers('thisYear')})`,
);
check(losers('lastYear').join() === 'reedy', `only Reedy Falls under water in 2025 (${losers('lastYear')})`);
check(netOf('thisYear') > 0 && netOf('lastYear') > 0, 'the portfolio makes money both years');
const GR = KEYS.filter((k) => city(k) === 'Grand Rapids');
check(GR.length === 3, 'three properties in Grand Rapids');

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the bakery pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(cheapest === thad, 'Thaddeus pays the least');
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant in the same duplex paid less');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const byMarch = endingBy('2027-03-31');
check(byNewYear.length === 1 && byMarch.length === 3, 'one lease ends this year, three by the end of March');
const afterMarch = current
  .filter((t) => !byMarch.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1));
check(afterMarch[0].lease.end === '2027-04-30', 'the next lease end is just outside March');
const firstInJanuary = byMarch.filter((t) => month(t.lease.end) === '2027-01');
check(firstInJanuary.length === 1, 'one lease ends in January, just after new year');
const fultonNow = current.filter((t) => t.property === 'fulton');
const fultonGone = past.filter((t) => t.property === 'fulton');
check(
  fultonNow.length === 2 && fultonGone.length === 1,
  'two current units and one past tenant at the duplex',
);
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
// Lucian pays in two parts each month, so his last payment is not his rent
const lucianLast = P.payments
  .filter((x) => x.tenant === 'lucian')
  .sort(byDate)
  .at(-1);
check(
  month(lucianLast.date) === NOV && cents(lucianLast.amount) !== cents(ten.lucian.lease.rent),
  'Lucian paid part of November last, not a whole rent',
);
check(
  P.payments.filter((x) => x.tenant === 'lucian' && x.date === lucianLast.date).length === 1,
  'one payment on his last day',
);
// late payers this year, counted by month
const lateCount = (t) =>
  bookedMonths(t).filter((mo) => within(`${mo}-01`, 'thisYear') && paidLate(t, mo)).length;
// only the top of this ranking is asked, so ties further down are allowed
const lateRank = current
  .map((t) => ({ k: t.key, v: lateCount(t) }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
// the top stays on top if the unpaid November month is also counted as late
check(lateRank[0].k === unpaid[0]?.key && lateRank[0].v >= lateRank[1].v + 1, 'the most-late tenant');
const mostLate = ten[lateRank[0].k];
check(
  lateRank
    .filter((x) => x.k !== mostLate.key)
    .every((x) => x.v + (ten[x.k] === partial[0] ? 1 : 0) < lateRank[0].v),
  'the part payer does not catch up when November counts as late',
);
const laundry26 = otherIn('thisYear', (x) => x.category === 'Laundry');
const rows25 = rowsIn('lastYear').length;
check(rows25 >= 10, 'the 2025 count has two digits');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['garage', 'faucet', 'closer', 'sash', 'porch', 'dishwasher', 'sprinkler'];
check(open.length === OPEN_WORDS.length, 'seven open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => m.title.includes(w)),
    `"${w}" picks out one open request (in lower case)`,
  );
const openProvo = open.filter((m) => city(m.property) === 'Provo');
const PROVO_WORDS = OPEN_WORDS.filter((w) => openProvo.some((m) => m.title.includes(w)));
check(PROVO_WORDS.length === 2, 'two open requests in Provo');
const heaterReceipt = P.documents.filter(
  (d) => d.property === 'saluda' && d.type === 'Receipt' && d.file.includes('water-heater'),
);
check(heaterReceipt.length === 1, 'one water heater receipt at Saluda Terrace');
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

ask('ok whats my total spend ytd', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'expenses for 2025 total?',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask('how much did i spend last month', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
ask(
  'q3 expences this year',
  [money(F.q3)],
  'total',
  `${ROWS}, 2026-07-01..2026-09-30 (the Slate Canyon rehab months)`,
);
ask(
  'what did i pay in property taxes last year, all the places together',
  [money(F.tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (Grand Rapids summer and winter bills, Greenville County, Utah County)',
);
ask(
  'insurance premiums this year across everything?',
  [money(F.ins26)],
  'category',
  'category Insurance, 2026 (including the new Slate Canyon policy)',
);
ask(
  'how much have the HOA and the condo association gotten out of me this year, special assessment included',
  [money(F.hoa26)],
  'category',
  'categories "HOA dues" and "HOA", 2026: Saluda Terrace quarterly dues, Sagewood Ledge quarterly dues and the roof special assessment',
);
ask(
  'what has the termite thing at reedy falls cost me, everything termite related all in',
  [money(F.termite)],
  'description_word',
  'all time; rows whose description contains "termite": inspection, treatment and bond renewal (pest firm), carpenter, handyman, Lowe\'s lumber',
);
ask(
  'how much has snow cost me since i started tracking? plowing, shoveling, salt, all of it',
  [money(F.snow)],
  'description_word',
  'all time; rows whose description contains "snow": the lawn-and-snow firm\'s plowing (not its mowing and leaf rows), Menards ice melt, the Provo handyman',
);
ask(
  'how much have i dropped at home depot this year',
  [money(F.hd26)],
  'vendor',
  '2026; rows whose entity is "Home Depot" or "The Home Depot" (the same store typed two ways)',
);
ask(
  "what's my total with grand river mechanical, and what was their biggest single bill",
  [money(F.grm), money(F.grmMax)],
  'vendor',
  `all time; rows whose entity is "${GRM}", and the largest row (the Kessler furnace replacement, filed as Capital improvement)`,
);
const idTop = ask(
  'who did i pay the most last year? vendor wise',
  ['Grand Rapids Treasurer', money(vendors25[0].v)],
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  'ok leave out taxes insurance and hoa stuff, who was the top contractor',
  ['Hartwell', money(trades25[0].v)],
  'follow_up',
  `keeps 2025; vendors by total without the categories ${NOT_TRADES.join(', ')}; next: ${trades25[1].k} ${money(trades25[1].v)}`,
  { follow_up_of: idTop },
);
const idMost = ask(
  "which property's been the biggest money pit so far this year",
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the house bought in June and renovated)',
);
ask(
  'and the cheapest to run?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
ask(
  'biggest expense category this yr',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement, 2026 (the Slate Canyon rehab, the Kessler furnace, the Unit B floor); it stays first however the other spellings are merged',
);
ask(
  "break down this year's spending by city for me",
  CITIES.map((c) => money(cityTotals[c])),
  'comparison',
  `expenses by city, 2026: ${CITIES.map((c) => `${c} ${money(cityTotals[c])}`).join(', ')}`,
);
ask(
  'did the duplex or the condo cost more to run this year',
  [money(spentAt('thisYear', ['fulton'])), money(spentAt('thisYear', ['sagewood']))],
  'comparison',
  `expenses 2026: Fulton Mill duplex ${money(spentAt('thisYear', ['fulton']))}, Sagewood Ledge condo ${money(spentAt('thisYear', ['sagewood']))}`,
);
const idNet = ask(
  'net profit ytd for the whole portfolio?',
  [money(netOf('thisYear'))],
  'net',
  'rent payments + other incomes - expenses, 2026, all seven properties',
);
ask(
  'just grand rapids?',
  [money(netOf('thisYear', GR))],
  'follow_up',
  'the same for the three Grand Rapids properties',
  {
    follow_up_of: idNet,
  },
);
const loserThen = losers('lastYear')[0];
const loserNow = losers('thisYear')[0];
const idLoss = ask(
  'which of my places lost money last year',
  [STREET[loserThen], absMoney(netOf('lastYear', [loserThen]))],
  'loss',
  '2025 net by property; the termite repairs during the August vacancy put it below zero; absolute value of the loss',
);
ask(
  'and this year?',
  [STREET[loserNow], absMoney(netOf('thisYear', [loserNow]))],
  'follow_up',
  '2026; bought in June and renovated, no rent yet (only an application fee); absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'whos paying me the most rent rn',
  ['Larkspur', money(rents[0].v)],
  'lease',
  'current leases; the company tenant (a bakery on the ground floor at Millrace)',
);
ask(
  "what's the lowest rent i'm getting right now",
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  `current leases; ${cheaperPast.map(name).join(', ')}, a past tenant of the other unit, paid less`,
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idEnds = ask(
  'any leases ending before the end of the year?',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: firstInJanuary.map((t) => t.last_name) },
);
ask(
  'what about thru the end of march',
  byMarch.map((t) => t.last_name),
  'follow_up',
  `current leases ending by 2027-03-31; ${name(afterMarch[0])}'s ends ${afterMarch[0].lease.end}`,
  { follow_up_of: idEnds, forbid: [afterMarch[0].last_name] },
);
ask(
  "who's living in the fulton duplex right now",
  fultonNow.map((t) => t.last_name),
  'lease',
  'current leases at the duplex; the Unit B tenant who left in February is not one',
  { forbid: fultonGone.map((t) => t.last_name) },
);
ask(
  'did i sign anyone for slate canyon yet? who',
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start} (only the name is checked)`,
);
ask(
  "when did thaddeus's lease start, year is fine",
  [thad.lease.start.slice(0, 4)],
  'lease',
  `lease start ${thad.lease.start}, before the books begin (only the year is checked)`,
);
ask(
  'total security deposits im holding for current tenants',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Slate Canyon lease, not past tenants)',
);
ask(
  "who's behind on rent this month",
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much rent is outstanding right now in total',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'anyone pay late in november',
  lateNov.map((t) => t.last_name),
  'payments',
  `November paid in full after the due day + grace days, with a late fee; ${unpaid.map(name).join(', ')} has not paid at all`,
);
ask(
  'which tenant has been late the most times this year',
  [mostLate.last_name],
  'payments',
  `months of 2026 paid after the due day + grace days: ${lateRank.map((x) => `${name(ten[x.k])} ${x.v}`).join(', ')}; still first if the unpaid November counts`,
);
ask(
  'wht was lucians last payment',
  [money(cents(lucianLast.amount))],
  'payments',
  `latest payment ${lucianLast.date}; he pays each month in two parts (the date is not checked)`,
);
ask(
  'how much did the laundry machines bring in this year',
  [money(laundry26)],
  'income',
  'Laundry incomes, 2026 (the duplex basement coin laundry, three quarters so far)',
);
ask(
  'how many expense entries do i have for 2025',
  [String(rows25)],
  'count',
  'number of expense rows dated 2025',
);
const idOpen = ask(
  'what mantenance requests are still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask('which of those are in provo', PROVO_WORDS, 'follow_up', openProvo.map((m) => m.title).join('; '), {
  follow_up_of: idOpen,
});
ask(
  'pull up the receipt for the water heater at the saluda townhouse',
  [heaterReceipt[0].file],
  'documents',
  'the Receipt document at Saluda Terrace',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('how much snow is grand rapids supposed to get this winter', 'weather');
outOfScope('are rents in greenville going up next year or flattening out', 'market forecast');
outOfScope('can u run a background check on ingrid before she moves in', 'background and credit check');
outOfScope("cormac still hasn't paid, how fast can i legally evict him in michigan", 'legal advice');
outOfScope(
  'can i write off the whole slate canyon rehab this year or do i have to depreciate it',
  'tax advice',
);

check(Q.length === 45, `45 questions (${Q.length})`);
const qid = (i) => `lb12-${String(i + 1).padStart(2, '0')}`;
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
