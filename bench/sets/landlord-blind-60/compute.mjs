// Works out the expected answers for landlord-blind-60 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-60/compute.mjs
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
// "$1,234.56"; a whole-dollar figure is expected as "$1,234", which "$1,234.00" also contains
const money = (c) => {
  const a = Math.abs(c);
  const whole = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  const s = a % 100 === 0 ? whole : `${whole}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
// losses are expected as their absolute amount, so "-$5.00", "($5.00)" and "lost $5.00" all pass
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The couple started keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
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
const isDate = (s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));
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
const CITIES = ['Albany', 'Troy'];

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
  check(CITIES.includes(p.city) && p.state === 'NY', `city ${p.key} is Albany or Troy, NY`);
  check(/^12\d{3}$/.test(p.zipCode), `zip ${p.key}`);
}
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length === 3, `three properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  tamsin: 'Tamsin',
  harrowgate: 'Harrowgate',
  orchardview: 'Orchardview',
  bellhaven: 'Bellhaven',
  ferncliff: 'Ferncliff',
  marrowstone: 'Marrowstone',
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
  check(Number.isInteger(t.lease.due_day) && Number.isInteger(t.lease.grace_period_days), `due day ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(t.email.endsWith('@example.com'), `invented email ${t.key}`);
  check(/^\d{3}-555-01\d\d$/.test(t.phone_number), `555-01xx phone ${t.key}`);
  check(t.lease.start >= prop[t.property].purchase_date, `lease after purchase ${t.key}`);
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
      x.date >= prop[x.property].purchase_date &&
      isMoney(x.amount) &&
      INCOME_CATEGORIES.includes(x.category),
    `income ${JSON.stringify(x)}`,
  );
for (const c of INCOME_CATEGORIES)
  check(
    P.incomes.some((x) => x.category === c),
    `income category ${c} used`,
  );
check(P.expenses.length >= 140 && P.expenses.length <= 170, `140-170 expense rows (${P.expenses.length})`);
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
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property);
check(
  Boolean(outgoing) && outgoing.lease.end < incoming.lease.start,
  'the future lease follows a current one',
);
check(incoming.property === 'bellhaven' && outgoing === ten.hollis, 'Brandvold follows Hollis at Bellhaven');
check(past.length === 3, 'three past tenants');
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === ten.wilhelmina, 'Szabo has paid nothing for November');
check(partial.length === 1 && partial[0] === ten.obadiah, 'Quintero paid part of November');
check(lateNov.length === 1 && lateNov[0] === ten.josefina, 'Marchetti paid November late');
const owedNow = total(current.map(shortOf));

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
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const at = (k) => (x) => x.property === k;
const cats = (cs) => (x) => cs.includes(x.category);
const and =
  (...fs) =>
  (x) =>
    fs.every((f) => f(x));
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
const inCity = (c) => KEYS.filter((k) => prop[k].city === c);

// claims: each quoted claim is worked out from the data and must come out the way the note says
const claims = [];
const claim = (what, holds, want) => {
  check(holds === want, `claim "${what}" should be ${want ? 'true' : 'false'}`);
  claims.push(want);
  return `the claim (${what}) is ${want ? 'TRUE' : 'FALSE'}`;
};

const F = {};
F.lastYear = spent('lastYear');
F.thisYear = spent('thisYear');
check(F.lastYear !== F.thisYear, 'the two years differ');

// months of this year: August (the sewer lateral) tops January (the city tax bills)
const MONTHS = [
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
];
const byMonth = rank(
  MONTHS.map((k, i) => ({
    k,
    v: spent('thisYear', (x) => month(x.date) === `2026-${String(i + 1).padStart(2, '0')}`),
  })),
  'months of 2026',
);
check(byMonth[0].k === 'August' && byMonth[1].k === 'January', 'August first, January second');

// property tax: "Property Tax" and "Taxes" together; this year every tax row is "Property Tax",
// last year the school bills were typed "Taxes"
const TAX = ['Property Tax', 'Taxes'];
F.tax26 = spent('thisYear', cats(TAX));
F.tax25 = spent('lastYear', cats(TAX));
const tax25PropertyTaxOnly = spent('lastYear', cats(['Property Tax']));
const tax25TaxesOnly = spent('lastYear', cats(['Taxes']));
check(rowsIn('thisYear', cats(['Taxes'])).length === 0, 'no "Taxes" rows this year');
check(tax25PropertyTaxOnly > 0 && tax25TaxesOnly > 0, 'both tax spellings in 2025');
check(
  rowsIn('all', at('harrowgate')).every((x) => !TAX.includes(x.category)),
  'the bakery pays its own tax',
);

// the Bellhaven roof this year: rows at Bellhaven dated 2026 whose description contains "roof"
F.roof = spent('thisYear', and(at('bellhaven'), word('roof')));
const roofAllPlaces = spent('thisYear', word('roof'));
const roofBothYears = spent('all', and(at('bellhaven'), word('roof')));
const roofVendorOnly = spent('thisYear', and(at('bellhaven'), vendor('Birchard Roofing & Gutters')));
check(rowsIn('thisYear', and(at('bellhaven'), word('roof'))).length === 4, 'four roof rows this year');
check(roofAllPlaces > 500000 && F.roof < 500000, 'the chimney flashing at Tamsin pushes "roof" over $5,000');
check(roofBothYears !== F.roof && roofVendorOnly !== F.roof, 'the roof total differs from other readings');

// snow versus lawn in 2025, by the word in the description
F.snow25 = spent('lastYear', word('snow'));
F.lawn25 = spent('lastYear', word('lawn'));
check(
  rowsIn('all', (x) => ['yard', 'Yard', 'Landscaping'].includes(x.category)).every(
    (x) => word('snow')(x) !== word('lawn')(x),
  ),
  'every yard row is either snow or lawn work',
);
check(
  rowsIn('lastYear', word('snow')).every((x) => !word('lawn')(x)),
  'no row is both snow and lawn',
);
check(new Set(rowsIn('lastYear', word('snow')).map((x) => x.category)).size >= 4, 'snow under 4+ categories');
check(rowsIn('all', word('ice melt')).length === 0, 'no ice-melt rows to argue about');
const yardCats25 = spent('lastYear', cats(['yard', 'Yard', 'Landscaping']));
check(yardCats25 !== F.lawn25 && yardCats25 !== F.snow25, 'the yard categories hold both kinds of work');

// the two water heaters at Tamsin; every water-heater row there names its unit
const tamsinWH = rowsIn('all', and(at('tamsin'), word('water heater')));
check(
  tamsinWH.every((x) => word('lower unit')(x) !== word('upper unit')(x)),
  'each Tamsin water-heater row names one unit',
);
F.whLower = spent('all', and(at('tamsin'), word('water heater'), word('lower unit')));
F.whUpper = spent('all', and(at('tamsin'), word('water heater'), word('upper unit')));
check(
  new Set(rowsIn('all', and(at('tamsin'), word('water heater'), word('lower unit'))).map((x) => x.entity))
    .size === 4,
  'the lower-unit water heater was paid to four payees (plumber, store, permit office, heating firm)',
);
const whPlumberOnly = spent('all', and(at('tamsin'), word('lower unit'), vendor('Pell Brothers Plumbing')));
check(
  rowsIn(
    'all',
    and((x) => x.property !== 'tamsin', word('water heater')),
  ).length > 0,
  'a water heater elsewhere',
);

// electrician versus plumber in 2025
const KES = 'Kessler Bright Electric';
const DUN = 'Dunmore Plumbing & Drain';
F.kes25 = spent('lastYear', vendor(KES));
F.dun25 = spent('lastYear', vendor(DUN));
const plumbers25 = spent('lastYear', (x) => /plumb/i.test(x.entity));
check(plumbers25 > F.dun25 && plumbers25 < F.kes25, 'Kessler beats every plumber together too');

// the heating firm with the long legal name, asked for as "capital region heating"
const longName = VENDORS.filter((v) => lower(v).includes('capital region heating'));
check(
  longName.length === 1 && longName[0].length > 60,
  'one long-named vendor matches "capital region heating"',
);
check(
  VENDORS.filter((v) => lower(v).startsWith('capital region')).length === 2,
  'two "Capital Region" vendors',
);
const CRH = longName[0];
const crhRows = rowsIn('all', vendor(CRH));
F.crh = total(crhRows.map((x) => cents(x.amount)));
const crhAmounts = crhRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.crhMax = crhAmounts[0];
check(crhAmounts[0] !== crhAmounts[1], 'the biggest heating bill is unique');
check(new Set(crhRows.map((x) => x.category)).size >= 3, 'heating rows sit under several categories');
check(new Set(crhRows.map((x) => x.property)).size >= 4, 'the heating firm works at several places');
const crhThisYear = spent('thisYear', vendor(CRH));
check(crhThisYear < 300000, 'this year alone the heating firm is under $3,000 (all time is asked)');

// spend by property this year
const byProperty = rank(
  KEYS.map((k) => ({ k, v: spent('thisYear', at(k)) })),
  'spend by property this year',
);
check(
  byProperty[0].k === 'marrowstone' && byProperty.at(-1).k === 'harrowgate',
  'Marrowstone most, Harrowgate least',
);

// vendors of 2025
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
const CONDO_ASSN = 'Orchardview Court Condominium Association';
check(vendors25[0].k === 'City of Troy Comptroller', 'the Troy tax office is the biggest payee of 2025');
check(vendors25.filter((x) => lower(x.k).includes('comptroller')).length === 1, 'one comptroller');

// categories this year: Property Tax first, Capital improvement second, however the spellings are merged
const catTotals = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('thisYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories this year',
);
const HOA = ['HOA dues', 'HOA'];
const MERGED = [
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['Repairs', 'Repairs & maint', 'HVAC', 'Supplies', 'Turnover'],
  HOA,
];
check(catTotals[0].k === 'Property Tax' && catTotals[1].k === 'Capital improvement', 'tax, then capital');
for (const g of MERGED)
  check(spent('thisYear', cats(g)) < catTotals[1].v, `merged ${g.join('+')} stays below capital improvement`);
const hoa26 = spent('thisYear', cats(HOA));
F.cap26 = catTotals[1].v;

// net by city
const albany = inCity('Albany');
const troy = inCity('Troy');
F.albNet25 = netOf('lastYear', albany);
F.troyNet25 = netOf('lastYear', troy);
F.albNet26 = netOf('thisYear', albany);
F.troyNet26 = netOf('thisYear', troy);
// "made more" read as income gives the same winner
check(incomeOf('lastYear', albany) > incomeOf('lastYear', troy), 'Albany also took in more in 2025');

// losers
const losers = (p) => KEYS.filter((k) => netOf(p, [k]) < 0);
check(
  losers('lastYear').join() === 'orchardview',
  `only the condo under water in 2025 (${losers('lastYear')})`,
);
check(
  losers('thisYear').join() === 'marrowstone',
  `only Marrowstone under water this year (${losers('thisYear')})`,
);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
F.condo25 = netOf('lastYear', ['orchardview']);
F.condo26 = netOf('thisYear', ['orchardview']);
F.marrow26 = netOf('thisYear', ['marrowstone']);
F.net25 = netAll('lastYear');

// leases
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the bakery pays the most rent');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(byNewYear.length === 1 && byNewYear[0] === outgoing, 'one lease ends this year, Hollis');
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2 && in90.includes(ten.dana),
  'two leases end within 90 days / by February: Hollis and Dana',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past 90 days');
const tamsinNow = current.filter((t) => t.property === 'tamsin');
const tamsinGone = past.filter((t) => t.property === 'tamsin');
check(tamsinNow.length === 2 && tamsinGone.length === 1, 'two current units and one past tenant at Tamsin');
check(tamsinGone[0] === ten.leland, 'the Ostranders are the past tenants');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
const depositsWithIncoming = deposits + cents(incoming.lease.deposit);

// payments
const lateAll = (t) => lateMonths(t);
const danaLate = lateAll(ten.dana);
check(danaLate.join() === '2026-03', 'Dana was late once, in March 2026');
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount[0].v === 3 && lateCount[1].v === 2, 'most late this year: 3, next 2');
const worstLate = ten[lateCount[0].k];
const secondLate = ten[lateCount[1].k];
check(worstLate === ten.obadiah && secondLate === ten.wilhelmina, 'Quintero 3, Szabo 2');
const coThisYear = rentIn('thisYear', (t) => t === co);
check(coThisYear === 11 * cents(co.lease.rent), 'the bakery paid every month this year');
check(lateMonths(co).length === 0, 'the bakery was never late');
const marrow25 = rentIn('lastYear', (t) => t.property === 'marrowstone');
check(
  new Set(
    P.payments
      .filter((x) => within(x.date, 'lastYear') && ten[x.tenant].property === 'marrowstone')
      .map((x) => x.tenant),
  ).size === 2,
  'two tenants paid rent at Marrowstone in 2025',
);
check(
  !P.payments.some((x) => month(x.date) === '2025-04' && ten[x.tenant].property === 'marrowstone'),
  'Marrowstone empty in April 2025',
);
const marrowIncome25 = incomeOf('lastYear', ['marrowstone']);
check(marrowIncome25 !== marrow25, 'fees make Marrowstone income differ from its rent');

// other income
F.laundry25 = otherIn('lastYear', (x) => x.category === 'Laundry');
F.parkingAll = otherIn('all', (x) => x.category === 'Parking');
F.petAll = otherIn('all', (x) => x.category === 'Pet Fee');
check(
  P.incomes.filter((x) => x.category === 'Parking').every((x) => x.property === 'harrowgate'),
  'parking at Harrowgate',
);
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === 'tamsin'),
  'laundry at Tamsin',
);
check(P.incomes.filter((x) => x.category === 'Pet Fee').length === 4, 'four pet fees');

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['fan', 'closer', 'slider', 'garage', 'gutter'];
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

// documents
const condoPolicy = P.documents.filter((d) => d.property === 'orchardview' && d.type === 'Insurance');
check(condoPolicy.length === 1, 'one insurance document for the condo');
check(P.documents.filter((d) => d.type === 'Insurance').length === 2, 'two insurance documents in all');

for (const [k, v] of Object.entries(F))
  check(v !== 0 && Number.isInteger(v), `figure ${k} is a non-zero cent count`);

// ---------- questions ----------
// Tom and Bernie (Bernadette) co-own the rentals and share the login; each checks the other's claims.
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const pastLast = past.map((t) => t.last_name);

// totals
const T25 = 75000_00;
const idTotal = ask(
  'bernie says we spent under $75k on the rentals last year all in. i think it was way more. whats the actual total for 2025',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01); ${claim('2025 spend under $75,000', F.lastYear < T25, true)}`,
);
ask('ok and so far this yr?', [money(F.thisYear)], 'follow_up', `${ROWS}, 2026-01-01..today`, {
  follow_up_of: idTotal,
});
ask(
  "bernie says august was our most expensive month this year bc of the sewer job, i said january with all the tax bills. who's right? what did that month come to",
  [byMonth[0].k, money(byMonth[0].v)],
  'ranking',
  `expense rows by month of 2026: August ${money(byMonth[0].v)} (the Marrowstone sewer lateral), January ${money(
    byMonth[1].v,
  )} (city tax bills); ${claim('August was the most expensive month', byMonth[0].k === 'August', true)}`,
);
// property tax
const idTax = ask(
  'tom says we paid over $25,000 in property taxes this year, all the places together. is that right? whats the real number',
  [money(F.tax26)],
  'category',
  `2026, categories "Property Tax" and "Taxes" (only "Property Tax" is used this year); the bakery pays its own tax; ${claim(
    '2026 property tax over $25,000',
    F.tax26 > 2500000,
    true,
  )}`,
);
ask(
  'and the yr before?',
  [money(F.tax25)],
  'follow_up',
  `2025, "Property Tax" (${money(tax25PropertyTaxOnly)}, the January city bills) and "Taxes" (${money(
    tax25TaxesOnly,
  )}, the school bills) together`,
  { follow_up_of: idTax },
);
// description words
ask(
  'my husband says we spent over $5,000 on the roof at bellhaven this year, is that right??',
  [money(F.roof)],
  'description_word',
  `rows at Bellhaven dated 2026 whose description contains "roof" (inspection, reshingle, supplies, ceiling repaint); the Tamsin chimney flashing ("roof leak") would make it ${money(
    roofAllPlaces,
  )}, the 2025 rows ${money(roofBothYears)}; ${claim('Bellhaven roof over $5,000 this year', F.roof > 500000, false)}`,
);
ask(
  'bernie swears we spent more on snow removal than on lawn care last year. did we?? give me both numbers',
  [money(F.snow25), money(F.lawn25)],
  'description_word',
  `2025; rows whose description contains "snow" (plowing, sidewalks, the plow contract halves, a roof rake, shovels) vs "lawn" (mowing, spring cleanup); the yard categories hold both; ${claim(
    'snow cost more than lawn in 2025',
    F.snow25 > F.lawn25,
    true,
  )}`,
);
const idWH = ask(
  'tom says the new water heater for the downstairs unit at tamsin came to over $2,000 all in, with the permit and everything. true?',
  [money(F.whLower)],
  'description_word',
  `all time; Tamsin rows whose description contains "water heater" and "lower unit": the plumber, the expansion tank, the permit and the venting check (the plumber alone is ${money(
    whPlumberOnly,
  )}); ${claim('the lower-unit water heater over $2,000', F.whLower > 200000, true)}`,
);
ask(
  'what about the upstairs one',
  [money(F.whUpper)],
  'follow_up',
  'all time; Tamsin rows whose description contains "water heater" and "upper unit" (a flush and anode rod, a thermocouple)',
  { follow_up_of: idWH },
);
// vendors
ask(
  'did we really pay the electrician more than the plumber last year? bernie says kessler got more than dunmore',
  [money(F.kes25), money(F.dun25)],
  'vendor',
  `2025 rows of "${KES}" and of "${DUN}" (Kessler stays ahead even counting the other plumber); ${claim(
    'Kessler more than Dunmore in 2025',
    F.kes25 > F.dun25,
    true,
  )}`,
);
const idCRH = ask(
  'tom says weve paid over $3k to capital region heating since we started using this app. how much is it actually',
  [money(F.crh)],
  'vendor',
  `all time; rows whose entity is "${CRH}" (not "Capital Region Plow & Salt"); this year alone ${money(
    crhThisYear,
  )}; ${claim('over $3,000 to the heating firm', F.crh > 300000, true)}`,
);
ask(
  'whats the biggest single bill from them',
  [money(F.crhMax)],
  'follow_up',
  'largest row of that vendor (the Tamsin boiler circulator pump, January 2026)',
  {
    follow_up_of: idCRH,
  },
);
// rankings
const idMost = ask(
  'bernie thinks marrowstone cost us the most to run this year, with the sewer line and all. was it? how much',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  `expenses by property, 2026, highest; ${claim('Marrowstone cost the most this year', byProperty[0].k === 'marrowstone', true)}`,
);
ask(
  'and which one cost the least?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest (the bakery pays its own property tax)',
  { follow_up_of: idMost },
);
ask(
  'my husband thinks the condo association was the biggest single payee we had in 2025. who did we actually pay the most last year, and how much?',
  ['Comptroller', money(vendors25[0].v)],
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}; the condo association was ${money(spent('lastYear', vendor(CONDO_ASSN)))}; ${claim(
    'the condo association was the biggest payee of 2025',
    vendors25[0].k === CONDO_ASSN,
    false,
  )}`,
);
ask(
  'bernie says after property taxes the next biggest thing we spend on this year is hoa fees. is that right? whats actually second',
  [money(F.cap26)],
  'ranking',
  `2026 categories: ${catTotals
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(
      ', ',
    )}; HOA dues + HOA ${money(hoa26)}; Capital improvement (the sewer lateral and its permit) stays second however the spellings are merged; ${claim(
    'HOA is second after tax this year',
    catTotals[1].k === 'HOA' || catTotals[1].k === 'HOA dues' || hoa26 > catTotals[1].v,
    false,
  )}`,
);
// net by city
const idCity = ask(
  'tom thinks the troy places cleared more than the albany ones last year, after expenses. did they?',
  [money(F.albNet25), money(F.troyNet25)],
  'comparison',
  `net (rent + other income - expenses) by city, 2025: Albany (Tamsin, Harrowgate, Orchardview) ${money(
    F.albNet25,
  )}, Troy (Bellhaven, Ferncliff, Marrowstone) ${money(F.troyNet25)}; ${claim(
    'Troy cleared more than Albany in 2025',
    F.troyNet25 > F.albNet25,
    false,
  )}`,
);
ask(
  'what about this year so far',
  [money(F.albNet26), money(F.troyNet26)],
  'follow_up',
  'net by city, 2026',
  {
    follow_up_of: idCity,
  },
);
// net and losses
const idCondo = ask(
  'i bet the condo lost money in 2025. did it? by how much',
  [absMoney(F.condo25)],
  'loss',
  `Orchardview net 2025 (bought 2025-03-18; paint, flooring, special assessment); absolute value of the loss; ${claim(
    'the condo lost money in 2025',
    F.condo25 < 0,
    true,
  )}`,
);
ask('and this year?', [money(F.condo26)], 'follow_up', 'Orchardview net 2026, a profit', {
  follow_up_of: idCondo,
});
const NET25 = 75000_00;
ask(
  'my wife says we cleared over $75k across everything in 2025. i say no way. whats the net',
  [money(F.net25)],
  'net',
  `rent payments + other incomes - expenses, 2025, whole portfolio; ${claim('2025 net over $75,000', F.net25 > NET25, true)}`,
);
ask(
  'tom says none of the places are losing money this year. is that true?',
  [STREET.marrowstone, absMoney(F.marrow26)],
  'loss',
  `2026 net by property; only Marrowstone is below zero (the sewer lateral); absolute value of the loss; ${claim(
    'no property is losing money this year',
    losers('thisYear').length === 0,
    false,
  )}`,
);
// leases
ask(
  'bernie says the bakery pays us more rent than anybody else. true? how much a month is it',
  [money(rents[0].v)],
  'lease',
  `current leases; ${name(co)} at Harrowgate; next is ${name(ten[rents[1].k])} at ${money(rents[1].v)}; ${claim(
    'the bakery pays the most rent',
    rents[0].k === co.key,
    true,
  )}`,
);
const idEnds = ask(
  'tom says only one lease is up before new years, the bellhaven one. right? whose is it',
  byNewYear.map((t) => t.last_name),
  'lease',
  `current leases ending by 2026-12-31; Ferreira's ends 2027-01-31; ${claim(
    'only the Bellhaven lease ends before new year',
    byNewYear.length === 1 && byNewYear[0].property === 'bellhaven',
    true,
  )}`,
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'ok and whose leases are up in the next 90 days',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}; the next after is ${name(nextAfter)} on ${nextAfter.lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  'tom still thinks the ostranders are upstairs at tamsin lol. who actually lives there now?',
  tamsinNow.map((t) => t.last_name),
  'lease',
  `current leases at the two-family; ${name(tamsinGone[0])} left ${tamsinGone[0].lease.end} (the question names him, so he is not forbidden); ${claim(
    'the Ostranders still live upstairs',
    current.includes(ten.leland),
    false,
  )}`,
);
ask(
  'did we sign somebody for bellhaven for after hollis leaves? bernie says she did the lease already',
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start}; Drummond's ends ${outgoing.lease.end}; ${claim(
    'a successor is signed for Bellhaven',
    Boolean(incoming) && incoming.property === 'bellhaven',
    true,
  )}`,
);
ask(
  "my husband says we're holding more than $15,000 in security deposits. whats the actual total?",
  [money(deposits)],
  'deposits',
  `sum of deposits on current leases (not Brandvold's signed one, which would make ${money(
    depositsWithIncoming,
  )}, nor past tenants); ${claim('deposits held over $15,000', deposits > 1500000, true)}`,
);
// payments
ask(
  'is it true that dana has never paid late? bernie says shes been perfect since she moved in',
  ['March'],
  'payments',
  `Dana Ferreira's late full payments on the books: ${danaLate.join(', ')} (paid the 9th, a late fee was booked); ${claim(
    'Dana has never paid late',
    danaLate.length === 0,
    false,
  )}`,
);
ask(
  'tom says szabo upstairs has been late more than anyone this year. who has actually been late the most?',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}; ${claim(
    'Szabo was late the most this year',
    worstLate === ten.wilhelmina,
    false,
  )}`,
);
ask(
  'who still owes us for november? bernie says its just quintero',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial
    .map((t) => t.last_name)
    .join(', ')}; ${claim('only Quintero owes', owing.length === 1 && owing[0] === ten.obadiah, false)}`,
  { forbid: pastLast },
);
ask(
  "tom says we're owed over $2,000 in rent right now. how much is actually outstanding?",
  [money(owedNow)],
  'payments',
  `for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full): Szabo ${money(
    shortOf(ten.wilhelmina),
  )} + Quintero ${money(shortOf(ten.obadiah))}; ${claim('over $2,000 owed', owedNow > 200000, true)}`,
);
ask(
  "bernie says the bakery hasn't missed a month this year. how much rent have they paid us in 2026?",
  [money(coThisYear)],
  'payments',
  `the company tenant's 2026 rent payments, 11 months; its CAM true-up is not rent; ${claim(
    'the bakery paid every month this year',
    coThisYear === 11 * cents(co.lease.rent),
    true,
  )}`,
);
ask(
  'tom says marrowstone brought in over $20k in rent last year even with it sitting empty in april. did it?',
  [money(marrow25)],
  'payments',
  `rent payments at Marrowstone dated 2025: Haldane January-March and Quintero from May (with late and pet fees the income is ${money(
    marrowIncome25,
  )}); ${claim('Marrowstone rent over $20,000 in 2025', marrow25 > 2000000, true)}`,
);
// other income
ask(
  'my wife thinks the laundry machines at tamsin made us more than $1,000 last year. did they?',
  [money(F.laundry25)],
  'income',
  `Laundry incomes dated 2025 (four quarterly commissions); ${claim('laundry over $1,000 in 2025', F.laundry25 > 100000, true)}`,
);
ask(
  'tom claims the parking space at harrowgate has made us more than all the pet fees put together. true?',
  [money(F.parkingAll), money(F.petAll)],
  'income',
  `all time; Parking incomes vs Pet Fee incomes; ${claim('parking more than pet fees', F.parkingAll > F.petAll, true)}`,
);
// maintenance and documents
const idOpen = ask(
  'bernie says everything on the maintanence list is done now. is it? whats still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}; ${claim(
    'every maintenance request is done',
    open.length === 0,
    false,
  )}`,
);
ask(
  'which of those hasnt even been started',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  "did we ever upload the insurance policy for the condo? i'm sure i did. whats the file called",
  [condoPolicy[0].file],
  'documents',
  `the Insurance document at Orchardview; ${claim('the condo policy was uploaded', condoPolicy.length === 1, true)}`,
);
ask(
  "tom keeps saying troy rents are gonna jump next year so we should raise quintero's rent. is he right?",
  [REFUSAL],
  'out_of_scope',
  'market forecast',
  { forbid: ['$'] },
);

check(Q.length === 40, `40 questions (${Q.length})`);
check(claims.filter((c) => !c).length === 10, `ten wrong claims (${claims.filter((c) => !c).length})`);
const qid = (i) => `lb60-${String(i + 1).padStart(2, '0')}`;
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
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f) || f.includes(s))),
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
