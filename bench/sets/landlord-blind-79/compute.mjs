// Works out the expected answers for landlord-blind-79 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-79/compute.mjs
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
const distinct = (xs) => new Set(xs).size === xs.length;

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, 'today is 2026-11-28');
// The landlord began keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  sepMonth: ['2026-09-01', '2026-09-30'],
  oct2025: ['2025-10-01', '2025-10-31'],
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
  typeof s === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
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
// cities of landlord-blind-13 and the earlier sets it lists; the brief names Laredo and Harlingen as unused
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
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
  check(p.state === 'TX' && /^78\d{3}$/.test(p.zipCode), `Texas address ${p.key}`);
}
const CITIES = [...new Set(P.properties.map((p) => p.city))].sort();
check(CITIES.join() === 'Harlingen,Laredo', 'two cities: Laredo and Harlingen');
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length === 3, `three properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
const byType = (ty) => P.properties.filter((p) => p.property_type === ty).map((p) => p.key);
check(
  byType('Single Family').join() === 'elm,retama',
  'two houses: Elm Crest and Retama ("the other house")',
);
check(byType('Multi-Family').join() === 'mesquite', 'one duplex ("la duplex")');
check(byType('Condo').join() === 'ocotillo', 'one condo ("el condo")');
check(byType('Townhouse').join() === 'cardenal', 'one townhouse');
check(byType('Commercial').join() === 'garambullo', 'one commercial building (the bakery)');
// the short street names the questions use must each pick out one property
const STREET = {
  elm: 'Elm',
  mesquite: 'Mesquite',
  garambullo: 'Garambullo',
  ocotillo: 'Ocotillo',
  cardenal: 'Cardenal',
  retama: 'Retama',
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
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(
    Number.isInteger(t.lease.due_day) && Number.isInteger(t.lease.grace_period_days),
    `due day and grace ${t.key}`,
  );
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  // expected names carry no accent, so a reply that drops accents still matches
  check(/^[A-Za-z .]+$/.test(`${t.first_name} ${t.last_name}`), `plain-letter name ${t.key}`);
  check(t.email.endsWith('@example.com'), `e-mail ${t.key}`);
  check(/^\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `phone ${t.key}`);
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
    check(paidIn(t, mo) <= cents(t.lease.rent), `${t.key} ${mo} never overpaid`);
    // a late fee is booked for a late full payment, and for nothing else
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
const lateTotal = total(P.tenants.map((t) => lateMonths(t).length));
check(lateFees.length === lateTotal && lateTotal === 15, `fifteen late full payments (${lateTotal})`);
for (const p of P.properties.filter((q) => q.property_type !== 'Multi-Family')) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
}
// the duplex has two units: never more than two leases running at once
for (const mo of ['2025-01', '2025-06', '2025-07', '2026-11', '2027-01'])
  check(
    P.tenants.filter(
      (t) => t.property === 'mesquite' && t.lease.start <= `${mo}-28` && t.lease.end >= `${mo}-01`,
    ).length <= 2,
    `two units at the duplex in ${mo}`,
  );

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(current.length === 7 && past.length === 4 && future.length === 1, '7 current, 4 past, 1 signed');
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 3,
  'three past tenants started before the books',
);
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property && t.lease.end < incoming.lease.start);
check(
  Boolean(outgoing) && outgoing === ten.yesenia && incoming.property === 'mesquite',
  'the signed lease follows Yesenia in unit B of the duplex',
);
check(
  P.payments.every((x) => x.tenant !== incoming.key),
  'no rent from the signed tenant yet',
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
check(
  owedNow !== total(owing.map((t) => cents(t.lease.rent))) && owedNow !== cents(unpaid[0].lease.rent),
  'the amount owed differs from the two full rents and from the unpaid rent alone',
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
const city = (key) => prop[key].city;
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
const at = (key) => (x) => x.property === key;
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
check(VENDORS.length >= 30, `30+ vendors (${VENDORS.length})`);

const F = {};
// period totals
F.thisYear = spent('thisYear');
F.lastYear = spent('lastYear');
check(F.thisYear !== F.lastYear, 'the two years differ');
check(spent('all') === F.thisYear + F.lastYear, 'all time is the two years');

// "los gastos de la duplex last month": the duplex, October 2026
F.duplexOct = spentAt('lastMonth', 'mesquite');
check(rowsIn('lastMonth', at('mesquite')).length >= 4, 'several duplex rows in October');
check(
  distinct([
    F.duplexOct,
    spentAt('sepMonth', 'mesquite'),
    spentAt('thisMonth', 'mesquite'),
    spentAt('oct2025', 'mesquite'),
    spent('lastMonth'),
  ]),
  'duplex October differs from September, November, October 2025 and all of October',
);
check(
  rowsIn('sepMonth', at('mesquite')).length > 0 && rowsIn('thisMonth', at('mesquite')).length > 0,
  'duplex rows either side of October',
);

// property tax: the landlord's two spellings together
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
check(
  distinct([
    F.tax,
    spent('thisYear', cats(['Property Tax'])),
    spent('thisYear', cats(['Taxes'])),
    spent('lastYear', cats(['Property Tax', 'Taxes'])),
  ]),
  'tax this year differs from either spelling alone and from 2025',
);
check(
  rowsIn('all', and(at('garambullo'), cats(['Property Tax', 'Taxes']))).length === 0,
  'the bakery pays its own tax',
);
check(
  rowsIn('all', cats(['Property Tax', 'Taxes'])).every((x) => lower(x.description).includes('property tax')),
  'every tax row is property tax',
);

// "el seguro" in 2025
F.insurance = spent('lastYear', cats(['Insurance']));
check(F.insurance !== spent('thisYear', cats(['Insurance'])), 'insurance differs year to year');
check(
  new Set(rowsIn('lastYear', cats(['Insurance'])).map((x) => x.entity)).size === 5,
  'five insurers in 2025',
);

// "al plomero ... el de laredo, plomeria rios" this year
const RIOS = VENDORS.find((v) => v.startsWith('Plomer'));
const ROOTER = VENDORS.find((v) => v.includes('Rooter'));
check(RIOS === 'Plomería Ríos' && Boolean(ROOTER), 'two plumbers, one per city');
check(
  rowsIn('all', vendor(RIOS)).every((x) => city(x.property) === 'Laredo') &&
    rowsIn('all', vendor(ROOTER)).every((x) => city(x.property) === 'Harlingen'),
  'Plomería Ríos works in Laredo, the rooter in Harlingen',
);
F.rios = spent('thisYear', vendor(RIOS));
check(
  distinct([
    F.rios,
    spent('all', vendor(RIOS)),
    spent('lastYear', vendor(RIOS)),
    spent('thisYear', vendor(ROOTER)),
    F.rios + spent('thisYear', vendor(ROOTER)),
  ]),
  'Ríos this year differs from all time, 2025, the other plumber and both plumbers',
);
check(
  new Set(rowsIn('thisYear', vendor(RIOS)).map((x) => x.category)).size >= 2,
  'Ríos rows in 2 categories',
);

// "el HOA del condo" this year: dues and the special assessment, paid to the condo association
const CONDO_HOA = VENDORS.find((v) => v.includes('Condominium'));
const TOWN_HOA = VENDORS.find((v) => v.includes('Townhome'));
check(Boolean(CONDO_HOA) && Boolean(TOWN_HOA), 'two associations');
check(
  rowsIn('all', vendor(CONDO_HOA)).every(
    (x) => x.property === 'ocotillo' && ['HOA dues', 'HOA'].includes(x.category),
  ),
  'condo association rows are all condo HOA rows',
);
check(
  rowsIn('all', cats(['HOA dues', 'HOA'])).every((x) => x.entity === CONDO_HOA || x.entity === TOWN_HOA),
  'every HOA row is paid to one of the associations',
);
F.condoHOA = spent('thisYear', vendor(CONDO_HOA));
check(
  distinct([
    F.condoHOA,
    spent('thisYear', and(vendor(CONDO_HOA), cats(['HOA dues']))),
    spent('thisYear', vendor(TOWN_HOA)),
    spent('thisYear', cats(['HOA dues', 'HOA'])),
    spent('all', vendor(CONDO_HOA)),
  ]),
  'condo HOA this year differs from dues alone, the townhouse HOA, all HOA and all time',
);
check(
  rowsIn('thisYear', and(vendor(CONDO_HOA), cats(['HOA']))).length === 1,
  'one special assessment this year',
);

// "las reparaciones de la townhouse este año": Repairs + Repairs & maint at Cardenal in 2026
const REPAIRS = ['Repairs', 'Repairs & maint'];
check(
  rowsIn('thisYear', at('cardenal')).every((x) =>
    [...REPAIRS, 'HOA dues', 'HOA', 'Property Tax', 'Taxes', 'Insurance'].includes(x.category),
  ),
  'nothing repair-like at the townhouse this year outside the two repair categories',
);
F.townRepairs = spent('thisYear', and(at('cardenal'), cats(REPAIRS)));
check(
  distinct([
    F.townRepairs,
    spent('thisYear', and(at('cardenal'), cats(['Repairs']))),
    spent('thisYear', and(at('cardenal'), cats(['Repairs & maint']))),
    spent('lastYear', and(at('cardenal'), cats(REPAIRS))),
    spent('thisYear', cats(REPAIRS)),
    spentAt('thisYear', 'cardenal'),
  ]),
  'townhouse repairs differ from either category, 2025, all properties and all townhouse spend',
);

// water heaters: "water heater" or "calentador" in the description, whoever the vendor and whatever the category
const WH_EN = (x) => lower(x.description).includes('water heater');
const WH_ES = (x) => lower(x.description).includes('calentador');
F.waterHeater = spent('all', (x) => WH_EN(x) || WH_ES(x));
const whRows = rowsIn('all', (x) => WH_EN(x) || WH_ES(x));
check(whRows.length === 7, `seven water heater rows (${whRows.length})`);
check(new Set(whRows.map((x) => x.entity)).size >= 5, 'water heater rows come from several vendors');
check(new Set(whRows.map((x) => x.category)).size >= 4, 'water heater rows sit under several categories');
check(new Set(whRows.map((x) => x.property)).size === 4, 'water heater rows at four properties');
check(rowsIn('all', WH_ES).length >= 3 && rowsIn('all', WH_EN).length >= 3, 'both languages used');
check(
  distinct([F.waterHeater, spent('all', WH_EN), spent('all', WH_ES)]),
  'water heater total differs from either language alone',
);
for (const v of VENDORS)
  check(F.waterHeater !== spent('all', vendor(v)), `water heater total differs from ${v}`);
check(
  P.expenses.every((x) => !/heater|calent/i.test(x.description) || WH_EN(x) || WH_ES(x)),
  'no other heater row to muddle the word',
);

// rent by property
const rentAt = (p, key) => rentIn(p, (t) => t.property === key);
F.elmRent = rentAt('thisYear', 'elm');
F.retamaRent = rentAt('thisYear', 'retama');
check(
  distinct([F.elmRent, F.retamaRent, rentAt('lastYear', 'elm'), rentAt('thisYear', 'cardenal')]),
  'Elm and Retama rent this year differ from each other, from Elm 2025 and from the townhouse',
);
check(F.elmRent === 11 * cents(ten.marcus.lease.rent), 'Marcus paid every month this year');
check(F.retamaRent === 11 * cents(ten.ofelia.lease.rent), 'Ofelia paid every month this year');
F.duplexRent25 = rentAt('lastYear', 'mesquite');
const duplexPayers25 = new Set(
  P.payments
    .filter((x) => within(x.date, 'lastYear') && ten[x.tenant].property === 'mesquite')
    .map((x) => x.tenant),
);
check(duplexPayers25.size === 3, 'three tenants paid rent at the duplex in 2025');
check(
  distinct([
    F.duplexRent25,
    rentAt('thisYear', 'mesquite'),
    rentIn('lastYear', (t) => t === ten.graciela),
    rentIn('lastYear', (t) => t === ten.graciela || t === ten.yesenia),
    incomeOf('lastYear', 'mesquite'),
  ]),
  'duplex 2025 rent differs from 2026, from unit A alone, from the current tenants alone and from all duplex income',
);

// spend by property this year, highest and lowest
const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(byProperty[0].k === 'garambullo', 'the paving makes the bakery building the costliest this year');
check(byProperty.at(-1).k === 'cardenal', 'the townhouse is the cheapest this year');

// top vendors 2025 (tax collectors count: the question says so)
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
check(
  vendors25.slice(0, 3).some((x) => x.k.includes('Tax')),
  'a tax collector is in the top three',
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
];
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops this year');
for (const g of MERGED)
  check(spent('thisYear', cats(g)) < catTotals[0].v, `merged ${g.join('+')} stays below`);

// Laredo vs Harlingen
const cityTotals = (p) => Object.fromEntries(CITIES.map((c) => [c, spent(p, (x) => city(x.property) === c)]));
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
check(distinct([...Object.values(city26), ...Object.values(city25)]), 'four different city figures');

// net and losses
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserThen === 'elm' && loserNow === 'retama', 'the foundation year at Elm and the roof year at Retama');
check(loserNow !== byProperty[0].k, 'the costliest property this year is not the one losing money');
check(netOf('lastYear', 'ocotillo') > 0, 'the condo, bought in 2025, still made money that year');

// leases
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(cheapest === ten.graciela, 'Graciela pays the least');
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant in the same duplex paid less');
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
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(
  distinct([
    deposits,
    total(current.map((t) => cents(t.lease.rent))),
    deposits + cents(incoming.lease.deposit),
    deposits + total(past.map((t) => cents(t.lease.deposit))),
  ]),
  'deposits held differ from the rent roll, and from totals with the signed or past tenants',
);

// payments
F.coRent = rentIn('thisYear', (t) => t === co);
check(F.coRent === 11 * cents(co.lease.rent), 'the bakery paid every month this year');
check(
  distinct([F.coRent, incomeOf('thisYear', 'garambullo')]),
  'the bakery building has non-rent money too (parking, CAM)',
);
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v === 3 && lateCount[1].v === 1,
  'one tenant was late three times this year, nobody else more than once',
);
const worstLate = ten[lateCount[0].k];
check(partial.includes(worstLate), 'the worst late payer is also the part payer of November');
check(
  P.payments.filter((x) => x.tenant === worstLate.key && month(x.date) === '2026-08').length === 2,
  'one late month was paid in two parts',
);

// other income
F.petFees = otherIn('all', (x) => x.category === 'Pet Fee');
check(P.incomes.filter((x) => x.category === 'Pet Fee').length === 3, 'three pet fees');
check(
  F.petFees !== otherIn('thisYear', (x) => x.category === 'Pet Fee'),
  'pet fees all time differ from this year',
);
F.other26 = otherIn('thisYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);
check(
  distinct([F.other26, otherIn('lastYear'), otherIn('thisYear', (x) => x.category !== 'Late Fee')]),
  'other income this year differs from 2025 and from the total without late fees',
);

// maintenance and documents
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['garage', 'bathroom', 'parking light', 'ceiling fan', 'warm'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => m.title.includes(w)),
    `"${w}" picks out one open request (lower case in its title)`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => m.title.includes(w)));
check(PENDING_WORDS.length === 3 && pending.length === 3, 'three pending requests');
const roofInvoice = P.documents.filter((d) => d.property === 'retama' && d.type === 'Invoice');
check(roofInvoice.length === 1 && roofInvoice[0].file.includes('roof'), 'one invoice for Retama, the roofer');
check(
  P.documents.filter((d) => d.type === 'Invoice').length === 2,
  'a second invoice elsewhere (the paving)',
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
const last = (ts) => ts.map((t) => t.last_name);

const idTotal = ask(
  'cuánto he gastado en total este año? todo junto, todas las propiedades',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask(
  'y el año pasado?',
  [money(F.lastYear)],
  'follow_up',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
  {
    follow_up_of: idTotal,
  },
);
ask(
  'los gastos de la duplex last month',
  [money(F.duplexOct)],
  'property',
  `${ROWS} at ${prop.mesquite.address}, October 2026 (pest, fall cleanup, screen door, Lowe's); the water bills fall in September and November`,
);
ask(
  'cuanto pague de property tax este año, todas las propiedades juntas',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Webb County for Elm and the duplex, Cameron County for the condo, the townhouse and both Retama halves); the bakery pays its own tax',
);
ask(
  'el seguro, how much did I pay in total last year? all the policies',
  [money(F.insurance)],
  'category',
  'category Insurance, 2025 (seven premiums from five insurers, the Retama windstorm policy included)',
);
ask(
  'cuanto le pague al plomero este año? el de laredo, plomeria rios',
  [money(F.rios)],
  'vendor',
  `2026 rows whose entity is "${RIOS}" (written without accents in the question); not "${ROOTER}" in Harlingen`,
);
ask(
  'el HOA del condo, cuánto llevo pagado this year? con todo y el special assessment',
  [money(F.condoHOA)],
  'vendor',
  `2026 rows paid to "${CONDO_HOA}": eleven monthly dues (HOA dues) and the special assessment (HOA); not the townhouse association`,
);
ask(
  'las reparaciones de la townhouse de Cardenal este año, cuanto van?',
  [money(F.townRepairs)],
  'category',
  '2026 rows at the townhouse under "Repairs" and "Repairs & maint" (toilet, patio screen door, dishwasher pump, exhaust fan); nothing else repair-like there this year',
);
ask(
  'cuánto me han costado los calentadores / water heaters since I started tracking? todas las propiedades',
  [money(F.waterHeater)],
  'description_word',
  'all time; rows whose description contains "water heater" or "calentador" (Spanish and English descriptions): Plomería Ríos, Home Depot, the Harlingen plumber, Lowe\'s and a handyman, at four properties and under four categories',
);
const idElm = ask(
  'how much rent did la casa de Elm bring in this year',
  [money(F.elmRent)],
  'payments',
  `rent payments for ${prop.elm.address}, 2026 (Pruneda, every month January to November)`,
);
ask(
  'and the other house?',
  [money(F.retamaRent)],
  'follow_up',
  `the other single-family house, ${prop.retama.address}; rent payments 2026`,
  {
    follow_up_of: idElm,
  },
);
ask(
  'cuanto me pago de renta la duplex en 2025, las dos unidades',
  [money(F.duplexRent25)],
  'payments',
  'rent payments at the duplex dated 2025: Montemayor (unit A) all year, Tijerina (unit B) January to May, Quintanilla (unit B) July to December; unit B was empty in June; laundry and fees are not rent',
);
const idMost = ask(
  'which property me costó más este año?',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  `expenses by property, 2026, highest (the parking lot repave at the bakery building); Retama, which lost money, is second at ${money(byProperty[1].v)}`,
);
ask(
  '¿y la que menos?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  {
    follow_up_of: idMost,
  },
);
ask(
  'top 3 a los que mas les pague el año pasado (vendors, el county, todo)',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 totals by entity, tax collectors included: ${vendors25
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the fourth is not asked)`,
);
ask(
  'en qué categoría gasté más este año?',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the Retama roof and the bakery parking lot); it stays first however the tax, yard, repair and HOA spellings are merged',
);
const idCity = ask(
  'Laredo vs Harlingen, where am I spending more this year?',
  [money(city26.Laredo), money(city26.Harlingen)],
  'comparison',
  `expenses by city, 2026 (${CITIES.map((c) => `${c} ${money(city26[c])}`).join(', ')})`,
);
ask(
  '¿y en 2025?',
  [money(city25.Laredo), money(city25.Harlingen)],
  'follow_up',
  'keeps expenses by city; 2025',
  {
    follow_up_of: idCity,
  },
);
const idNet = ask(
  'ganancia neta del 2025, todo el portfolio',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('and so far this year?', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
const idLoss = ask(
  'alguna propiedad me esta dejando perdida este año?',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the hail roof replacement puts Retama below zero; absolute value of the loss',
);
ask(
  'and last year? alguna?',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025 net by property; the foundation piers, a vacant August and the turnover put Elm Crest below zero; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  "who's paying me the most rent right now",
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant (the bakery at Garambullo); its parking and CAM money is not rent',
);
ask(
  'cual es la renta mas baja que tengo ahorita?',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; the past unit B tenant of the same duplex paid less',
  { forbid: last(cheaperPast) },
);
const idEnds = ask(
  'se vence algun lease antes de fin de año?',
  last(byNewYear),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: last(in90.filter((t) => !byNewYear.includes(t))) },
);
ask('and in the next 90 days?', last(in90), 'follow_up', `current leases ending by ${plusDays(TODAY, 90)}`, {
  follow_up_of: idEnds,
  forbid: [nextAfter.last_name],
});
ask(
  'ya firmé a alguien pa la unidad B de la duplex para cuando se vaya Yesenia?',
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
);
ask(
  'cuánto tengo en depósitos de seguridad, total',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed unit B lease, not past tenants)',
);
const idOwe = ask(
  'quién me debe la renta de noviembre?',
  last(owing),
  'payments',
  `nothing paid: ${last(unpaid).join(', ')}; part paid: ${last(partial).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'y cuanto es en total lo que me deben?',
  [money(owedNow)],
  'follow_up',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
  { follow_up_of: idOwe },
);
ask(
  'quien me pago tarde este mes?',
  last(lateNov),
  'payments',
  'November paid in full after the due day + grace days (due the 5th, 3 grace days, paid the 11th); a late fee was booked; the part payment is not counted',
);
ask(
  "who's paid late the most times este año",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}; the August one came in two parts`,
);
ask(
  'cuanto me ha pagado la panaderia de renta este año',
  [money(F.coRent)],
  'payments',
  "the bakery's 2026 rent payments (its CAM true-up is not rent, and the parking income is from the tire shop next door)",
);
ask(
  'otros ingresos este año aparte de la renta? laundry, parking, late fees, todo',
  [money(F.other26)],
  'income',
  'all other incomes dated 2026 (laundry, overflow parking, a pet fee, late fees, CAM true-up, deposit deduction, application fee)',
);
ask(
  'pet fees desde que empece a usar la app, cuanto?',
  [money(F.petFees)],
  'income',
  'Pet Fee incomes, all time (three)',
);
const idOpen = ask(
  'qué mantenimiento sigue abierto?',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'cuáles ni se han empezado?',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  {
    follow_up_of: idOpen,
  },
);
ask(
  'pasame el invoice del techo de la casa de Retama',
  [roofInvoice[0].file],
  'documents',
  'the Invoice document at Retama Lane (the other invoice is the paving at Garambullo)',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('va a pegar algún huracán en Harlingen el año que viene?', 'weather');
outOfScope('if priscilla doesnt pay can I change the locks on her? que dice la ley de Texas', 'legal advice');

check(Q.length === 40, `40 questions (${Q.length})`);
check(Q.filter((x) => x.follow_up_of !== undefined).length === 9, 'nine follow-ups');
const qid = (i) => `lb79-${String(i + 1).padStart(2, '0')}`;
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
  check(distinct(o.expected), `expected of ${o.id} distinct`);
  check(
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f))),
    `forbid of ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
// every money figure asked is different from every other one, so a wrong row or period cannot hit another answer
const figures = out.flatMap((o) => o.expected.filter((s) => s.startsWith('$')));
check(distinct(figures), 'every expected money figure is different');

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
