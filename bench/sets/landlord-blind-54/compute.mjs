// Works out the expected answers for landlord-blind-54 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-54/compute.mjs
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
// The parents' books in the app start on 2025-01-01: no payment, income or expense is older.
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
// this set's cities, which the brief says no other set uses (other sets were not opened to check)
const CITIES_OF_THIS_SET = ['Rock Hill', 'Spartanburg'];
// cities named in landlord-blind-13's README and compute.mjs, which this set must not reuse
const KNOWN_USED_CITIES = [
  'Rochester',
  'Macon',
  'Missoula',
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
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, '5 to 7 properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITIES_OF_THIS_SET.includes(p.city) && p.state === 'SC', `city ${p.key}`);
  check(!KNOWN_USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const c of CITIES_OF_THIS_SET)
  check(P.properties.filter((p) => p.city === c).length === 3, `three properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  saluda: 'Saluda',
  elm: 'Elm',
  cherry: 'Cherry Orchard',
  pine: 'Pinecrest',
  magnolia: 'Magnolia',
  foxglove: 'Foxglove',
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
check(
  P.properties
    .filter((p) => p.property_type === 'Multi-Family')
    .map((p) => p.key)
    .join() === 'saluda',
  'the duplex is Saluda, the only multi-family',
);
check(
  P.properties
    .filter((p) => p.property_type === 'Condo')
    .map((p) => p.key)
    .join() === 'pine',
  'one condo',
);
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/@example\.com$/.test(t.email) && /^\d{3}-555-01\d\d$/.test(t.phone_number), `contact ${t.key}`);
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
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document file names unique');

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
    // a late fee (5% of the rent) is booked for a late full payment, and for nothing else
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
    check(
      fees.every((x) => cents(x.amount) === Math.round(cents(t.lease.rent) / 20)),
      `${t.key} ${mo}: late fee is 5% of the rent`,
    );
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
// leases of a property do not overlap, except the two units of the duplex
for (const p of P.properties) {
  const ls = P.tenants
    .filter((t) => t.property === p.key && !(p.key === 'saluda' && t.key === 'travis'))
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(
  current.length === 7 && past.length === 3 && future.length === 1,
  '7 current, 3 past, 1 signed future lease',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
const hend = ten.travis;
check(hend.last_name === 'Henderson' && current.includes(hend), 'the Hendersons are current at the duplex');
check(hend.lease.start < BOOKS_START, 'the Henderson lease began before the books');
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property);
check(
  Boolean(outgoing) && outgoing.lease.end < incoming.lease.start,
  'the future lease follows a current one',
);

// November 2026: every earlier booked month is paid in full, so "owed" is this month's shortfall
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
check(unpaid.length === 2 && partial.length === 1, 'two unpaid and one part-paid in November');
check(partial[0] === hend, 'the Hendersons paid part of November');
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
function rank(items, what, depth = items.length) {
  const r = [...items].sort((a, b) => b.v - a.v);
  // no ties, and at least $10 between neighbours, down to the place asked for (and the one after it)
  for (let i = 1; i < Math.min(r.length, depth + 1); i += 1)
    check(r[i - 1].v - r[i].v >= 1000, `tie or near tie in ${what}: ${r[i - 1].k} / ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
F.duplex = spentAt('thisYear', 'saluda');
F.insurance25 = spent('lastYear', cats(['Insurance']));
F.insurance26 = spent('thisYear', cats(['Insurance']));
check(F.insurance26 > F.insurance25, 'insurance went up this year');
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(
  new Set(rowsIn('thisYear', cats(['Property Tax', 'Taxes'])).map((x) => x.entity)).size === 2,
  'two county treasurers this year',
);
F.utilities = spent('thisYear', cats(['Utilities']));

// the roofer: the one vendor with "roof" in its name; a handyman's flashing patch and the condo
// assessment mention a roof but are not the roofer's
const roofers = VENDORS.filter((v) => lower(v).includes('roof'));
check(roofers.length === 1, 'one roofer');
const ROOFER = roofers[0];
F.roofer = spent('all', vendor(ROOFER));
check(F.roofer !== spent('all', word('roof')), 'roofer total differs from the "roof" description total');
// the plumber they like, named in the question; one October row; another plumber also billed in October
const TOL = 'Tolliver Plumbing & Drain';
const tolOct = rowsIn('lastMonth', vendor(TOL));
check(tolOct.length === 1, 'one Tolliver row in October');
F.tolOct = total(tolOct.map((x) => cents(x.amount)));
check(
  rowsIn('lastMonth', (x) => lower(x.entity).includes('rooter')).length > 0,
  'the other plumber also billed in October',
);
// termite: the word in the description, whoever the vendor and whatever the category
F.termite = spent('all', word('termite'));
const termiteRows = rowsIn('all', word('termite'));
check(new Set(termiteRows.map((x) => x.entity)).size >= 3, 'termite rows from several vendors');
check(new Set(termiteRows.map((x) => x.category)).size >= 3, 'termite rows under several categories');
for (const v of VENDORS) check(F.termite !== spent('all', vendor(v)), `termite total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('termite') && !word('termite')(x)).length > 0,
  'the termite firm also has a row that is not termite work',
);
// gutter: the word in the description (the gutter firm, the lawn firm's leaf-and-gutter visit, the condo assessment)
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size === 3, 'gutter rows from three vendors');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
  3,
);
const catTotals = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('thisYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories this year',
  1,
);
// the biggest category of this year stays the biggest however the parents' spellings are merged
const MERGED = [
  ['Property Tax', 'Taxes'],
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['HOA dues', 'HOA'],
  ['Turnover'],
];
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops this year');
for (const g of MERGED)
  check(spent('thisYear', cats(g)) < catTotals[0].v, `merged ${g.join('+')} stays below`);
const cityTotals = Object.fromEntries(
  CITIES_OF_THIS_SET.map((c) => [c, spent('thisYear', (x) => prop[x.property].city === c)]),
);
rank(
  CITIES_OF_THIS_SET.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(
  losers('thisYear').join() === 'elm',
  `Elm is the one property under water this year (${losers('thisYear')})`,
);
check(
  losers('lastYear').join() === 'foxglove',
  `Foxglove is the one property under water in 2025 (${losers('lastYear')})`,
);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
check(byProperty[0].k !== 'elm', 'the costliest property this year is not the one losing money');
const rent25 = rentIn('lastYear');
const rent26 = rentIn('thisYear');
check(rent25 !== rent26, 'rent differs year to year');

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
const cheapest = ten[rents.at(-1).k];
check(cheapest === hend, 'the Hendersons pay the least');
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant in the other duplex unit paid less');
const ENDS_BY = '2027-01-31';
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const beforeFeb = endingBy(ENDS_BY);
check(
  beforeFeb.length === 2 && beforeFeb.includes(outgoing) && beforeFeb.includes(hend),
  'two leases end by January',
);
const nextAfter = current
  .filter((t) => !beforeFeb.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > '2027-03-31', 'the next lease end is well after January');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
// the Hendersons: late full payments since the books start, their late fees, their last payment
const hendLate = lateMonths(hend);
check(hendLate.length === 10, 'the Hendersons were late 10 times');
const othersLate = P.tenants.filter((t) => t !== hend).map((t) => lateMonths(t).length);
check(Math.max(...othersLate) <= 2, 'no one else was late more than twice');
const hendFees = total(lateFees.filter((x) => x.entity === name(hend)).map((x) => cents(x.amount)));
const hendPays = P.payments.filter((x) => x.tenant === hend.key).sort((a, b) => (a.date < b.date ? -1 : 1));
const hendLast = hendPays.at(-1);
check(
  hendLast.date.startsWith(NOV) && cents(hendLast.amount) < cents(hend.lease.rent),
  'their last payment is November, in part',
);
// the condo tenant: rent this year, no late fee or other income of hers this year
const strand = ten.wilhelmina;
const strandThisYear = rentIn('thisYear', (t) => t === strand);
check(strandThisYear === 11 * cents(strand.lease.rent), 'the condo tenant paid every month this year');
check(
  !P.incomes.some((x) => x.entity === name(strand) && within(x.date, 'thisYear')),
  'the condo tenant paid nothing but rent this year',
);
// the alterations shop: rent since the books start (its neighbour's parking money is not rent)
const coAll = rentIn('all', (t) => t === co);
check(coAll === bookedMonths(co).length * cents(co.lease.rent), 'the shop paid every month');
const condoRows = rowsIn('all', (x) => x.property === 'pine').length;
check(condoRows >= 10 && condoRows < 100, 'the condo count has two digits');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'railing', 'garage', 'dishwasher', 'light'];
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
const roofInvoice = P.documents.filter((d) => d.property === 'foxglove' && d.type === 'Invoice');
check(
  roofInvoice.length === 1 && lower(roofInvoice[0].file).includes('roof'),
  'one invoice at Foxglove, the roofer',
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
  'ok so how much have mom and dad spent on the rentals so far this year, everything',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today, all six properties`,
);
ask(
  'what did their expenses come to for all of last year',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask('what went out in october? all the properties', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
ask(
  'how much did mom and dad spend on the duplex this year',
  [money(F.duplex)],
  'property',
  `${ROWS} at 731 Saluda Mill Road (the only Multi-Family), 2026`,
);
const idIns = ask(
  'can you tell me what their insurance cost last year',
  [money(F.insurance25)],
  'category',
  'category Insurance, 2025 (six policies from three insurers)',
);
ask('did that go up this year?', [money(F.insurance26)], 'follow_up', 'category Insurance, 2026 (higher)', {
  follow_up_of: idIns,
});
ask(
  'what were the property tax bills this year? york and spartanburg county both',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (York County and Spartanburg County treasurers, paid in January)',
);
ask(
  'how much have we paid for utilities this year - water, power, whatever',
  [money(F.utilities)],
  'category',
  'category Utilities, 2026 (the duplex water and sewer, Elm water and electric while vacant)',
);
ask(
  'what did they pay the roofer',
  [money(F.roofer)],
  'vendor',
  `all time; rows whose entity is "${ROOFER}" (the Foxglove roof, the duplex shingles, the Magnolia flat roof); the handyman's flashing patch and the condo assessment mention a roof but are not the roofer's`,
);
ask(
  'has the plumber they like been paid for october? its tolliver',
  [money(F.tolOct)],
  'vendor',
  `rows whose entity is "${TOL}" dated October 2026: ${tolOct.map((x) => `${x.date} ${x.description}`).join('; ')}; Quick Rooter also billed in October and is not counted`,
);
ask(
  'how much has all the termite stuff cost them since we started keeping track? bonds, treatment, repairs, all of it',
  [money(F.termite)],
  'description_word',
  'all time; rows whose description contains "termite": the pest firm (not its roach treatment), the carpenter, the bait stakes from Lowe\'s',
);
ask(
  'mom asked what all the gutter work has come to',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": the gutter firm, the lawn firm\'s leaf-and-gutter visit, the condo special assessment',
);
const idMost = ask(
  'which rental cost them the most this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  `expenses by property, 2026, highest (the lot repaving); order: ${byProperty.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'and which one was cheapest',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
ask(
  'who were their 3 biggest vendors last year, by dollars',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the fourth is not asked)`,
);
ask(
  "what's the biggest thing they're spending on this year, category wise",
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the Elm HVAC and floors, the Magnolia lot, the Cherry Orchard gutter guards); it stays first however the tax, yard, repair, HOA spellings are merged',
);
const idCity = ask(
  'what did the spartanburg places cost them this year',
  [money(cityTotals.Spartanburg)],
  'city',
  'expenses by city, 2026: Pinecrest condo, Magnolia storefront, Foxglove house',
);
ask('and rock hill?', [money(cityTotals['Rock Hill'])], 'follow_up', 'keeps 2026 and expenses by city', {
  follow_up_of: idCity,
});
const idNet = ask(
  'did they actually make money last year? whats the net on everything',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('ok and this year so far', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
ask(
  "dad asked: 'are we making any money on Elm this year?'",
  [absMoney(netOf('thisYear', 'elm'))],
  'loss',
  `2026 net at ${prop.elm.address}: a loss (vacant June-July, HVAC replacement, floors, paint, and the new tenant has not paid November); absolute value`,
);
ask(
  'were any of the properties in the red in 2025',
  [STREET.foxglove, absMoney(netOf('lastYear', 'foxglove'))],
  'loss',
  '2025 net by property; the roof, termite work, water heater and a vacant April put Foxglove below zero; absolute value of the loss',
);
ask(
  'how much rent came in last year vs this year so far',
  [money(rent25), money(rent26)],
  'comparison',
  'rent payments only (no late fees, pet fees, parking or laundry), 2025 and 2026 to date',
);
ask(
  'dad wants to know who hasnt paid',
  unpaid.map((t) => t.last_name),
  'payments',
  `current leases with nothing paid for November: ${unpaid.map(name).join(', ')}; ${partial.map(name).join(', ')} paid part (mentioning them is right, not required)`,
  { forbid: pastLast },
);
ask(
  'how much are they short for november altogether',
  [money(owedNow)],
  'payments',
  `for each current lease, November rent minus November payments: ${owing.map((t) => `${t.last_name} ${money(shortOf(t))}`).join(', ')} (every earlier booked month is paid in full)`,
);
const idLate = ask(
  'mom thinks the Hendersons are always late, is that true',
  [String(hendLate.length)],
  'payments',
  `Travis Henderson, duplex unit A: late full payments since the books start (after the 1st + 5 grace days), each with a late fee: ${hendLate.join(', ')}; plus November paid only in part; nobody else late more than twice`,
);
ask(
  'how much have they paid in late fees over all that',
  [money(hendFees)],
  'follow_up',
  `Late Fee incomes with entity ${name(hend)}, all time (${hendLate.length} x 5% of the rent)`,
  { follow_up_of: idLate },
);
ask(
  'what was the last payment from the hendersons',
  [money(cents(hendLast.amount))],
  'payments',
  `their latest payment: ${hendLast.date}, part of November's ${money(cents(hend.lease.rent))}`,
);
ask(
  'how much rent has wilhelmina paid them this year',
  [money(strandThisYear)],
  'payments',
  "the condo tenant's 2026 rent payments (due the 5th, 3 grace days, never late this year)",
);
ask(
  'how much has the alterations shop on magnolia paid in rent since we started tracking',
  [money(coAll)],
  'payments',
  "the company tenant's rent payments since 2025-01-01 (its lease began in 2024; the neighbour's parking money is not rent)",
);
const idEnds = ask(
  'whose leases run out before february',
  beforeFeb.map((t) => t.last_name),
  'lease',
  `current leases ending by ${ENDS_BY}: ${beforeFeb.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}`,
  { forbid: [nextAfter.last_name] },
);
ask(
  'has anyone signed for the townhouse after oksana',
  [incoming.last_name],
  'follow_up',
  `signed lease starting ${incoming.lease.start} at ${prop[incoming.property].address}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
  { follow_up_of: idEnds },
);
ask(
  "who's paying the least rent right now",
  [cheapest.last_name, money(cents(cheapest.lease.rent))],
  'lease',
  'current leases; the past tenant of the other duplex unit paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
ask(
  'how much in security deposits are they sitting on',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed townhouse lease, not past tenants)',
);
const idOpen = ask(
  'what repair requests are still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those hasnt anyone started on yet',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'how many expense entries are there for the condo',
  [String(condoRows)],
  'count',
  `number of expense rows at ${prop.pine.address}, all time (bought 2025-03-14)`,
);
ask(
  "do they have the roofer's bill for the foxglove roof saved somewhere",
  [roofInvoice[0].file],
  'documents',
  'the Invoice document at Foxglove Ridge Drive',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'is it supposed to freeze in rock hill this week? dad wants to know if we should wrap the pipes at the duplex',
  'weather forecast',
);
outOfScope(
  'mom asked how much a lawyer would charge to evict somebody in york county',
  'legal fees; any figure would be made up',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb54-${String(i + 1).padStart(2, '0')}`;
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
