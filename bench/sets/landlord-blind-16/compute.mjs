// Works out the expected answers for landlord-blind-16 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-16/compute.mjs
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
// The books start with the first month of any payment, income or expense (January 2025).
// Leases that began earlier only have their months from then on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
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
// cities of landlord-blind-2 to landlord-blind-15 and of tenant-line sets 1 to 12, which this set must not reuse
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
  'Kalamazoo',
  'Knoxville',
  'Lafayette',
  'Lawrence',
  'Lexington',
  'Lincoln',
  'Lubbock',
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
  'Tucson',
  'Tulsa',
  'Waco',
  'Wilmington',
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
  check(/^[A-Z]{2}$/.test(p.state) && /^\d{5}$/.test(p.zipCode), `state and zip ${p.key}`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  cass: 'Cass',
  orchard: 'Orchard',
  grandview: 'Grandview',
  rangeline: 'Rangeline',
  persimmon: 'Persimmon',
  peakview: 'Peakview',
  otter: 'Otter Hollow',
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
  check(t.lease.start.endsWith('-01'), `lease ${t.key} starts on the 1st`);
  check(plusDays(t.lease.end, 1).endsWith('-01'), `lease ${t.key} ends on a month's last day`);
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
// the books start in the month of the first payment, income or expense
const firstDate = [...P.payments, ...P.incomes, ...P.expenses].map((x) => x.date).sort()[0];
check(month(firstDate) === month(BOOKS_START), `the books start in January 2025 (${firstDate})`);
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
// leases on a one-household property never overlap; the fourplex never has more than four at once
for (const p of P.properties) {
  const ls = P.tenants.filter((t) => t.property === p.key).map((t) => t.lease);
  const cap = p.property_type === 'Multi-Family' ? 4 : 1;
  for (const l of ls) {
    const overlapping = ls.filter((o) => o.start <= l.start && l.start <= o.end).length;
    check(overlapping <= cap, `too many leases at once at ${p.key}`);
  }
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
const gus = ten.pelletier;
const mags = ten.quintero;
const winnie = ten.sandoval;
check(current.includes(gus) && gus.lease.start < BOOKS_START, 'Gus is current and started before the books');
check(P.tenants.filter((t) => t.lease.start < BOOKS_START).length === 6, 'six leases began before the books');
check(past.length === 4, 'four past tenants');
check(current.length === 9, 'nine current leases');
// one property stands empty today, and its next lease is signed
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].key === 'grandview', 'the condo is the one vacancy');
check(
  future.length === 1 && future[0].property === vacant[0].key,
  'one signed lease that has not started, at the vacancy',
);
const incoming = future[0];
const vacantPast = past.filter((t) => t.property === vacant[0].key);
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === ten.wendler, 'Wendler has not paid November');
check(partial.length === 1 && partial[0] === winnie, 'Winnie paid November in part');
check(lateNov.length === 1 && lateNov[0] === ten.abernathy, 'one late November payer, Abernathy');
const owedNow = total(current.map(shortOf));
const lastPay = (t) =>
  P.payments.filter((x) => x.tenant === t.key).sort((a, b) => (a.date < b.date ? 1 : -1))[0];
const winnieLast = lastPay(winnie);
check(
  month(winnieLast.date) === NOV && cents(winnieLast.amount) < cents(winnie.lease.rent),
  "Winnie's last is the part payment",
);
check(
  P.payments.filter((x) => cents(x.amount) === cents(winnieLast.amount)).length === 1,
  "Winnie's part payment is a unique amount",
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
check(VENDORS.length >= 30, `30+ vendors (${VENDORS.length})`);

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
F.tax25 = spent('lastYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
F.ins25 = spent('lastYear', cats(['Insurance']));
F.ins26 = spent('thisYear', cats(['Insurance']));
check(F.ins26 > F.ins25, 'insurance went up');

// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 4, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.property)).size >= 4, 'gutter rows at several properties');
check(new Set(gutterRows.map((x) => x.category)).size >= 3, 'gutter rows sit under several categories');
const GUTTER_FIRM = VENDORS.filter((v) => lower(v).includes('gutter'));
check(GUTTER_FIRM.length === 2, 'two vendors with "gutter" in the name');
check(
  rowsIn('all', (x) => lower(x.entity).includes('gutter') && !word('gutter')(x)).length === 1,
  'the gutter firm also has a row that is not gutter work (downspouts)',
);
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
// furnaces: the word in the description, across HVAC firms, categories and stores
F.furnace = spent('all', word('furnace'));
const furnaceRows = rowsIn('all', word('furnace'));
check(new Set(furnaceRows.map((x) => x.entity)).size >= 4, 'furnace rows come from several vendors');
check(new Set(furnaceRows.map((x) => x.category)).size >= 4, 'furnace rows sit under several categories');
check(new Set(furnaceRows.map((x) => x.property)).size === 3, 'furnace rows at three properties');
for (const v of VENDORS) check(F.furnace !== spent('all', vendor(v)), `furnace total differs from ${v}`);
check(
  rowsIn('all', (x) => x.entity === 'Ozark Comfort Air' && !word('furnace')(x)).length > 0,
  'the Joplin HVAC firm also has rooftop-unit rows that are not furnace work',
);

// Dale = the handyman in Traverse City; the Lynchburg handyman is another firm
const DALE = VENDORS.filter((v) => lower(v).includes('dale'));
check(DALE.length === 1, 'one vendor named Dale');
F.dale = spent('thisYear', vendor(DALE[0]));
check(F.dale !== spent('all', vendor(DALE[0])), 'Dale this year differs from all time');
check(VENDORS.filter((v) => lower(v).includes('handyman')).length === 2, 'two handyman firms');
const OCA = 'Ozark Comfort Air';
const ocaRows = rowsIn('all', vendor(OCA));
F.oca = total(ocaRows.map((x) => cents(x.amount)));
const ocaAmounts = ocaRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.ocaMax = ocaAmounts[0];
check(ocaAmounts[0] !== ocaAmounts[1], 'the biggest Ozark Comfort Air bill is unique');
check(
  new Set(ocaRows.map((x) => x.property)).size === 2,
  'Ozark Comfort Air works at both Joplin properties',
);
check(VENDORS.filter((v) => lower(v).startsWith('ozark')).length === 3, 'three "Ozark" vendors');

const HOA = cats(['HOA dues', 'HOA']);
F.hoaCondo = spent('all', (x) => x.property === 'grandview' && HOA(x));
F.hoaTown = spent('all', (x) => x.property === 'peakview' && HOA(x));
check(
  new Set(rowsIn('all', (x) => x.property === 'grandview' && HOA(x)).map((x) => x.category)).size === 2,
  'condo dues under both HOA spellings',
);
check(
  new Set(rowsIn('all', (x) => x.property === 'peakview' && HOA(x)).map((x) => x.category)).size === 2,
  'townhouse dues under both HOA spellings',
);

const vendors26 = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors 2026',
);
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
check(
  vendors26
    .slice(0, 3)
    .map((x) => x.k)
    .join() !==
    vendors25
      .slice(0, 3)
      .map((x) => x.k)
      .join(),
  'the top 3 vendors change from year to year',
);
const bigRows = rowsIn('thisYear')
  .map((x) => ({ v: cents(x.amount), x }))
  .sort((a, b) => b.v - a.v);
const biggest26 = bigRows[0];
check(bigRows[0].v !== bigRows[1].v, 'the biggest single expense this year is unique');
check(
  lower(biggest26.x.description).includes('septic'),
  'the biggest single expense this year is the septic job',
);
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserThen === 'grandview' && loserNow === 'otter', 'the condo fit-out year and the septic year');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three cities');
const cityNet25 = rank(
  CITIES.map((c) => ({ k: c, v: total(KEYS.filter((k) => city(k) === c).map((k) => netOf('lastYear', k))) })),
  'city net 2025',
);
check(
  cityNet25[0].v - cityNet25[1].v < 300000,
  'the best two cities of 2025 are within $3,000 of each other',
);
const cassNow = netOf('thisYear', 'cass');
const otterIn = incomeOf('thisYear', 'otter');
const otterOut = spentAt('thisYear', 'otter');
F.lateFeesAll = otherIn('all', (x) => x.category === 'Late Fee');
const rentYTD = (t) => rentIn('thisYear', (u) => u === t);
check(rentYTD(gus) === 11 * cents(gus.lease.rent), 'Gus paid every month this year');
check(rentYTD(mags) === 11 * cents(mags.lease.rent), 'Mags paid every month this year');
check(rentYTD(mags) > rentYTD(gus), 'Mags paid more than Gus this year');

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(cheapest === ten.brightwater, 'the cabin tenant pays the least');
const cheaperPast = past.filter((t) => t.lease.rent < cheapest.lease.rent);
check(cheaperPast.length === 1, 'a past tenant paid less than the cheapest current rent');
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const in45 = endingBy(plusDays(TODAY, 45));
const in90 = endingBy(plusDays(TODAY, 90));
check(in45.length === 1 && in45[0] === ten.wendler, 'one lease ends within 45 days');
check(in90.length === 2, 'two leases end within 90 days');
const justOutside = current.filter((t) => t.lease.end > plusDays(TODAY, 90) && t.lease.end <= '2027-02-28');
check(justOutside.length === 1, 'one lease ends just outside 90 days (end of February)');
const cassNowT = current.filter((t) => t.property === 'cass');
const cassGone = past.filter((t) => t.property === 'cass');
check(cassNowT.length === 4 && cassGone.length === 1, 'four current units and one past tenant at Cass');
const cassDeposits = total(cassNowT.map((t) => cents(t.lease.deposit)));
check(
  cassDeposits !== total(cassNowT.map((t) => cents(t.lease.rent))),
  'Cass deposits differ from its rents',
);
// the tenant paid late most often (late full payments, each with a late fee), since the books start
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount[0].v >= 4 && lateCount[1].v < lateCount[0].v - 1, 'one tenant was late clearly most often');
const worstLate = ten[lateCount[0].k];
check(worstLate === winnie, 'the worst late payer is Winnie, the part payer of November');
const rows25 = rowsIn('lastYear').length;
check(rows25 >= 10 && rows25 < 100, 'the 2025 row count has two digits');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'dryer', 'rooftop', 'keypad', 'screen', 'stair'];
check(open.length === OPEN_WORDS.length, 'six open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 3, 'three pending requests');
const septicInvoice = P.documents.filter((d) => d.property === 'otter' && d.type === 'Invoice');
check(
  septicInvoice.length === 1 && septicInvoice[0].file.includes('septic'),
  'one septic invoice for the cabin',
);
const coLease = P.documents.filter((d) => d.property === co.property && d.type === 'Lease');
check(coLease.length === 1, "one lease document for the company's building");
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

ask('how much did i spend altogether in 2025', [money(F.lastYear)], 'total', `${ROWS}, all of 2025`);
ask(
  'am i spending more this month than last month? give me both numbers',
  [money(F.thisMonth), money(F.lastMonth)],
  'comparison',
  `${ROWS}, November 2026 to date vs October 2026`,
);
ask(
  'taxes 2025',
  [money(F.tax25)],
  'category',
  'property tax paid in 2025: categories "Property Tax" and "Taxes" together (Traverse City summer and winter bills, Jasper County in December, Lynchburg halves)',
);
ask(
  'gutters?',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": the new gutters at Orchard, gutter cleaning at Cass and Peakview, gutter sealant and gutter guards from the stores; the gutter firm\'s downspout row does not contain the word',
);
ask(
  'what has furnace stuff cost me across all the places since i started using this',
  [money(F.furnace)],
  'description_word',
  'all time; rows whose description contains "furnace" (tune-ups, igniter, inducer motor, the unit 1 replacement, filters); the Rangeline rooftop units are not furnaces',
);
ask(
  'how much have i paid dale this year',
  [money(F.dale)],
  'vendor',
  `2026; rows whose entity is "${DALE[0]}" (not Hill City Handyman)`,
);
ask(
  "what's my total with ozark comfort air and whats the biggest single bill theyve sent me",
  [money(F.oca), money(F.ocaMax)],
  'vendor',
  'all time; rows whose entity is "Ozark Comfort Air" (not Ozark Pest Solutions or Ozark Brush & Roller); the largest is the RTU 2 compressor repair at Rangeline',
);
ask(
  'did my insurance go up this year vs last? what did i pay each year',
  [money(F.ins26), money(F.ins25)],
  'comparison',
  'category Insurance, 2026 to date vs 2025 (seven policies, the condo from its purchase in March 2025)',
);
const idHoa = ask(
  'hoa for the lake condo since i bought it, special assessment included',
  [money(F.hoaCondo)],
  'category',
  'Grandview, all time, categories "HOA dues" and "HOA" (quarterly dues plus the seawall assessment)',
);
ask('and the townhouse?', [money(F.hoaTown)], 'follow_up', 'Peakview, all time, "HOA dues" and "HOA"', {
  follow_up_of: idHoa,
});
const idTop = ask(
  'top 3 vendors this year by what i paid them',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  'same thing for last year',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'follow_up',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
  { follow_up_of: idTop },
);
ask(
  'biggest single expense this year, what was it for',
  [money(biggest26.v), 'septic'],
  'ranking',
  `the largest expense row of 2026: ${biggest26.x.description}, ${biggest26.x.entity}, ${biggest26.x.date}`,
);
const idNet = ask(
  'profit for the whole portfolio in 2025?',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, all properties',
);
ask('and ytd', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
ask(
  "how'd cass st do this year, net",
  [money(cassNow)],
  'net',
  'the fourplex, 2026: rent + laundry + garage bay + late fees - expenses',
);
const idLoss = ask(
  'anything losing money this year?',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the septic drainfield puts the cabin below zero; absolute value of the loss',
);
ask(
  'what about last year',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025; the condo bought in March, floored, painted, furnished with appliances, seawall assessment; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'break down 2025 profit by city - which city made me the most money',
  [cityNet25[0].k, money(cityNet25[0].v)],
  'net',
  `2025 net by city: ${cityNet25.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'gus vs mags - who has paid me more rent this year',
  [mags.last_name, money(rentYTD(mags)), money(rentYTD(gus))],
  'comparison',
  '2026 rent payments: Magdalena "Mags" Quintero vs Augustin "Gus" Pelletier (his lease began before the books)',
);
ask(
  'how much have i collected in late fees since i started tracking',
  [money(F.lateFeesAll)],
  'income',
  'Late Fee incomes, all time',
);
ask(
  'what did the cabin bring in this year, and what did it cost me',
  [money(otterIn), money(otterOut)],
  'income',
  '8 Otter Hollow Lane, 2026: rent payments + other incomes, and expense rows',
);
ask(
  "what's my rent roll, total monthly rent on everything currently leased",
  [money(rentRoll)],
  'lease',
  'sum of the monthly rent of the nine current leases (not the signed condo lease that starts in January)',
);
ask(
  'who pays me the most rent',
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant (a print shop)',
);
ask(
  "lowest rent i'm charging anyone right now?",
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; a past fourplex tenant paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idEnds = ask(
  'leases ending in the next 45 days?',
  in45.map((t) => t.last_name),
  'lease',
  `current leases ending by ${plusDays(TODAY, 45)}`,
  { forbid: in90.filter((t) => !in45.includes(t)).map((t) => t.last_name) },
);
ask(
  'ok and in the next 90',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}; ${justOutside.map((t) => `${t.last_name} ends ${t.lease.end}`).join(', ')}, just outside`,
  { follow_up_of: idEnds, forbid: justOutside.map((t) => t.last_name) },
);
ask(
  "who's living at cass st these days",
  cassNowT.map((t) => t.last_name),
  'lease',
  'the four current fourplex leases; the unit 2 tenant who left in July 2025 is not one',
  { forbid: cassGone.map((t) => t.last_name) },
);
const idVac = ask(
  'do i have any vacancies rn',
  [STREET[vacant[0].key]],
  'lease',
  `properties with no current lease: the condo, empty since ${vacantPast.map((t) => `${t.last_name} left ${t.lease.end}`).join(', ')}`,
);
ask(
  'has anybody signed for it yet',
  [incoming.last_name],
  'follow_up',
  `signed lease starting ${incoming.lease.start} (not current)`,
  { follow_up_of: idVac },
);
ask(
  "when does the print shop's lease run out, and when did it start",
  [co.lease.end.slice(0, 4), co.lease.start.slice(0, 4)],
  'lease',
  `${co.lease.start} to ${co.lease.end}, five years; began before the books (only the years are checked)`,
);
ask(
  'when did winnie last pay me and how much was it',
  [money(cents(winnieLast.amount))],
  'payments',
  `Winifred Sandoval's last payment: ${winnieLast.date}, a part payment of November's ${money(cents(winnie.lease.rent))} (only the amount is checked)`,
);
ask(
  "who hasn't paid in full for november",
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much am i owed total right now',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'who pays late the most often',
  [worstLate.last_name],
  'payments',
  `late full payments since the books start, by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how much deposit money am i sitting on for the fourplex',
  [money(cassDeposits)],
  'deposits',
  'sum of deposits on the four current Cass Street leases (not the past unit 2 tenant)',
);
ask('how many expenses did i log in 2025', [String(rows25)], 'count', 'number of expense rows dated 2025');
const idOpen = ask(
  'whats open on maintanence',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those havent been started',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'pull up the septic invoice for the cabin',
  [septicInvoice[0].file],
  'documents',
  'the Invoice document at Otter Hollow Lane',
);
ask(
  "do i have bluestem's lease uploaded anywhere",
  [coLease[0].file],
  'documents',
  'the Lease document at Rangeline Road',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is traverse city getting an ice storm this weekend', 'weather');
outOfScope('where are joplin home prices headed in 2027, should i sell persimmon', 'market forecast');
outOfScope("what's tobias wendler's credit score, he's asking to renew", 'credit score');
outOfScope(
  'can i write off the whole cabin drainfield this year or do i have to depreciate it',
  'tax advice',
);

check(Q.length === 45, `45 questions (${Q.length})`);
const qid = (i) => `lb16-${String(i + 1).padStart(2, '0')}`;
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
  if (o.follow_up_of)
    check(
      Number(o.id.slice(5)) - Number(o.follow_up_of.slice(5)) === 1,
      `follow-up ${o.id} comes right after`,
    );
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
check(out.filter((o) => o.kind === 'follow_up').length >= 7, 'at least 7 follow-ups');

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
