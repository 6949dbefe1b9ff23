// Works out the expected answers for landlord-blind-67 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-67/compute.mjs
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
// A whole-dollar figure is expected without its cents ("$1,045" passes "$1,045" and "$1,045.00");
// a figure with cents is expected in full ("$313.50"). Losses and shortfalls are expected as absolute amounts.
const dollars = (c) => {
  const s = money(Math.abs(c));
  return s.endsWith('.00') ? s.slice(0, -3) : s;
};
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, 'today is 2026-11-28');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
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
// cities named in landlord-blind-13 (its own and those it lists for earlier sets), which this set must not reuse
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
  check(p.state === 'KS', `state ${p.key}`);
}
check(
  [...new Set(P.properties.map((p) => p.city))].sort().join() === 'Manhattan,Topeka',
  'two cities: Topeka and Manhattan, KS',
);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names in the notes must each pick out one property
const STREET = {
  larkspur: 'Larkspur',
  quinlan: 'Quinlan',
  mercer: 'Mercer',
  kestrel: 'Kestrel',
  tallgrass: 'Tallgrass',
  konza: 'Konza',
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
const name = (t) => `${t.first_name} ${t.last_name}`;
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(t.lease.due_day === 1, `rent due on the 1st ${t.key}`);
  check(P.tenants.filter((u) => name(u) === name(t)).length === 1, `full name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/^785-555-01\d\d$/.test(t.phone_number), `phone ${t.key}`);
  check(P.tenants.filter((u) => u.phone_number === t.phone_number).length === 1, `phone unique ${t.key}`);
  check(t.email.endsWith('@example.com'), `email ${t.key}`);
  check(P.tenants.filter((u) => u.email === t.email).length === 1, `email unique ${t.key}`);
}
// last names are unique except the two Delgado sisters (Rosa downstairs, Marisol upstairs)
const sharedLast = [...new Set(P.tenants.map((t) => t.last_name))].filter(
  (l) => P.tenants.filter((t) => t.last_name === l).length > 1,
);
check(sharedLast.join() === 'Delgado', 'only the Delgado sisters share a last name');
check(
  P.tenants
    .filter((t) => t.last_name === 'Delgado')
    .map((t) => t.key)
    .sort()
    .join() === 'marisol,rosa',
  'the Delgados are Rosa and Marisol',
);
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
check(P.expenses.length >= 120 && P.expenses.length <= 180, `120-180 expense rows (${P.expenses.length})`);
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
for (const x of P.incomes)
  check(x.date >= prop[x.property].purchase_date, `income before purchase ${JSON.stringify(x)}`);
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
    // a late fee (5% of the rent) is booked for a late full payment, and for nothing else
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
    if (wantFee && fees.length === 1)
      check(
        cents(fees[0].amount) === Math.round(cents(t.lease.rent) * 0.05) && fees[0].property === t.property,
        `${t.key} ${mo}: late fee is 5% of the rent`,
      );
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
// single-unit properties never have two leases at once
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
check(
  current.length === 9 && past.length === 5 && future.length === 1,
  'nine current, five past, one signed',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'the bakery lease started before the books');

const { rosa, walter, ferreira, marisol, gideon, tobias, teddy, jerome, priya, nadia, bea } = ten;
// the fourplex: Rosa and Walter downstairs, the Ferreiras (a couple) and Marisol upstairs
const larkNow = current.filter((t) => t.property === 'larkspur');
const larkGone = past.filter((t) => t.property === 'larkspur');
check(
  larkNow.map((t) => t.key).join() === 'rosa,walter,ferreira,marisol' && larkNow.length === 4,
  'four current tenants at the fourplex',
);
check(larkGone.map((t) => t.key).join() === 'gideon,tobias', 'two past tenants at the fourplex');
check(ferreira.first_name.includes('&'), 'the Ferreiras are a couple on one lease');
check(P.tenants.filter((t) => t.first_name.includes('&')).length === 1, 'the Ferreiras are the only couple');
const upstairsTitle = P.maintenance.filter((m) => /upstairs/i.test(m.title));
check(
  upstairsTitle.length === 1 && upstairsTitle[0].title.includes('Ferreira'),
  'the records place the Ferreiras upstairs',
);
// the guy at the duplex: the only current tenant at Kestrel
const duplexNow = current.filter((t) => t.property === 'kestrel');
check(duplexNow.length === 1 && duplexNow[0] === jerome, 'Jerome is the only current tenant at the duplex');
check(prop.kestrel.property_type === 'Multi-Family', 'Kestrel is a Multi-Family (duplex)');
// who had the Ferreiras' unit: the only fourplex tenant who left before they moved in
const before = larkGone.filter((t) => t.lease.end < ferreira.lease.start);
check(before.length === 1 && before[0] === gideon, 'only Gideon left before the Ferreiras moved in');
check(tobias.lease.end > ferreira.lease.start, 'Tobias was still there when the Ferreiras came');
// the signed lease follows Priya at the duplex
check(
  future.length === 1 && future[0] === nadia && nadia.property === priya.property,
  'Nadia signed for the duplex',
);
check(priya.lease.end < nadia.lease.start, "Nadia follows Priya's side");

// ---------- November ----------
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === jerome, 'Jerome has not paid November');
check(partial.length === 1 && partial[0] === ferreira, 'the Ferreiras paid part of November');
check(lateNov.length === 1 && lateNov[0] === marisol, 'Marisol paid November late, in full');
const owedNow = total(current.map(shortOf));
const paidUp = current.filter((t) => shortOf(t) === 0);
check(
  paidUp.length === 7 && paidUp.includes(teddy) && paidUp.includes(co),
  'seven current leases paid up for November',
);
// how a tenant is named in an expected list: the Delgado sisters by first name, the bakery by its trading name
const label = (t) => (t.last_name === 'Delgado' || t === co ? t.first_name : t.last_name);
const novIn = total(P.payments.filter((x) => within(x.date, 'thisMonth')).map((x) => cents(x.amount)));
check(owedNow !== cents(bea.lease.rent), 'the owed total is not a rent amount');
check(
  current.every((t) => t === jerome || paidIn(t, NOV) > 0),
  'everyone but Jerome paid something in November',
);
check(paidIn(teddy, NOV) === cents(teddy.lease.rent), 'Teddy paid November in full');
// last payments
const lastPay = (t) => {
  const xs = [...paymentsOf(t)].sort((a, b) => (a.date < b.date ? -1 : 1));
  check(xs.length < 2 || xs.at(-1).date !== xs.at(-2).date, `${t.key}: one payment on the last day`);
  return xs.at(-1);
};
const ferreiraLast = lastPay(ferreira);
const jeromeLast = lastPay(jerome);
check(cents(ferreiraLast.amount) !== cents(ferreira.lease.rent), "the Ferreiras' last payment is a part");
check(
  cents(jeromeLast.amount) !== cents(jerome.lease.rent) && month(jeromeLast.date) === '2026-10',
  "Jerome's last payment is the second part of October",
);

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const netAll = (p) => rentIn(p) + otherIn(p) - spent(p);
const has = (stem) => (x) => lower(x.description).includes(stem);

const F = {};
F.thisYear = spent('thisYear');
F.lastYear = spent('lastYear');
F.netThisYear = netAll('thisYear');
F.netLastYear = netAll('lastYear');
check(F.netThisYear > 0 && F.netLastYear > 0, 'the portfolio makes money both years');
check(F.netThisYear !== F.netLastYear, 'net differs by year');
F.larkspurThisYear = spent('thisYear', (x) => x.property === 'larkspur');
check(F.larkspurThisYear !== spent('all', (x) => x.property === 'larkspur'), 'fourplex year vs all time');

// Rosa's sink: the rows at the fourplex for the unit-1 sink (the plumber, the faucet, the cabinet floor)
const rosaSinkRows = rowsIn('all', (x) => x.property === 'larkspur' && has('sink')(x) && has('unit 1')(x));
F.rosaSink = total(rosaSinkRows.map((x) => cents(x.amount)));
check(rosaSinkRows.length === 3, "three rows for Rosa's sink");
check(
  new Set(rosaSinkRows.map((x) => x.entity)).size === 3 &&
    new Set(rosaSinkRows.map((x) => x.category)).size === 3,
  "Rosa's sink rows: three vendors, three categories",
);
check(F.rosaSink !== spent('all', has('sink')), 'Rosa sink differs from all sink rows');
check(
  F.rosaSink !== spent('all', (x) => x.property === 'larkspur' && has('sink')(x)),
  'Rosa sink differs from every sink row at the fourplex (Marisol had one too)',
);
check(F.rosaSink !== spent('all', has('rosa')), 'Rosa sink differs from the rows that name Rosa');
check(
  P.maintenance.some((m) => /sink/i.test(m.title) && m.title.includes('Unit 1') && m.title.includes('Rosa')),
  'the sink request ties unit 1 to Rosa',
);
// Teddy's new furnace: the October 2026 furnace rows at Quinlan (unit, permit, thermostat)
const furnaceRows = rowsIn(
  'all',
  (x) => x.property === 'quinlan' && has('furnace')(x) && month(x.date) === '2026-10',
);
F.newFurnace = total(furnaceRows.map((x) => cents(x.amount)));
check(furnaceRows.length === 3, 'three rows for the new furnace');
check(
  F.newFurnace !== spent('all', (x) => x.property === 'quinlan' && has('furnace')(x)),
  'new furnace differs from every Quinlan furnace row (the 2025 tune-up)',
);
check(F.newFurnace !== spent('all', has('furnace')), 'new furnace differs from all furnace rows');
check(
  F.newFurnace !== spent('all', (x) => x.entity === 'Kaw River Heating & Air' && x.property === 'quinlan'),
  'new furnace differs from the HVAC firm alone at Quinlan',
);

// people and their rent
F.rosaThisYear = rentIn('thisYear', (t) => t === rosa);
F.rosaLastYear = rentIn('lastYear', (t) => t === rosa);
F.marisolLastYear = rentIn('lastYear', (t) => t === marisol);
check(F.rosaThisYear === 11 * cents(rosa.lease.rent), 'Rosa paid every month this year');
check(F.rosaLastYear === 12 * cents(rosa.lease.rent), 'Rosa paid every month of 2025');
check(F.marisolLastYear === 3 * cents(marisol.lease.rent), 'Marisol paid three months of 2025');
check(F.marisolLastYear !== rentIn('thisYear', (t) => t === marisol), 'Marisol differs by year');
F.priyaThisYear = rentIn('thisYear', (t) => t === priya);
check(F.priyaThisYear === 10 * cents(priya.lease.rent), 'Priya paid January to October');
F.bakeryThisYear = rentIn('thisYear', (t) => t === co);
check(F.bakeryThisYear === 11 * cents(co.lease.rent), 'the bakery paid every month this year');
F.laundryThisYear = otherIn('thisYear', (x) => x.category === 'Laundry' && x.property === 'larkspur');
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === 'larkspur'),
  'laundry only at the fourplex',
);
F.deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  F.deposits !== total(current.map((t) => cents(t.lease.rent))),
  'deposits held differ from the rent roll',
);
check(bea.lease.deposit !== bea.lease.rent, "Bea's deposit differs from her rent");
const keptFromPriya = P.incomes.filter((x) => x.entity === name(priya) && x.category === 'Other');
check(
  keptFromPriya.length === 1 && /deposit/i.test(keptFromPriya[0].description),
  'one deduction from Priya',
);
F.keptFromPriya = cents(keptFromPriya[0].amount);
check(
  F.keptFromPriya !==
    cents(P.incomes.find((x) => x.entity === 'Caleb Sorensen' && x.category === 'Other').amount),
  "Priya's deduction differs from Caleb's",
);

// late payers: late full payments, each with a late fee
const lateRank = (from) =>
  P.tenants
    .map((t) => ({ t, v: lateMonths(t).filter((mo) => mo >= from).length }))
    .filter((x) => x.v > 0)
    .sort((a, b) => b.v - a.v);
const lateAll = lateRank('2025-01');
const late26 = lateRank('2026-01');
check(lateAll[0].t === jerome && lateAll[1].v < lateAll[0].v, 'Jerome is late most often, all time');
check(late26[0].t === jerome && late26[1].v < late26[0].v, 'Jerome is late most often this year');
F.jeromeFees = total(lateFees.filter((x) => x.entity === name(jerome)).map((x) => cents(x.amount)));
check(
  lateFees.filter((x) => x.entity === name(jerome)).length === lateAll[0].v,
  "one fee for each of Jerome's late months",
);
check(F.jeromeFees !== total(lateFees.map((x) => cents(x.amount))), "Jerome's fees are not all late fees");

// leases
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const byFeb = endingBy('2027-02-28');
check(byNewYear.length === 1 && byNewYear[0] === teddy, "only Teddy's lease ends this year");
check(
  byFeb
    .map((t) => t.key)
    .sort()
    .join() === 'ferreira,teddy,walter',
  'Teddy, the Ferreiras and Walter end by the end of February',
);
const nextAfter = current
  .filter((t) => !byFeb.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(
  nextAfter === rosa && rosa.lease.end > '2027-04-30',
  'the next lease to end is Rosa, well after February',
);
check(walter.lease.start.startsWith('2018'), 'Walter has rented since 2018');
check(
  P.tenants.filter((t) => t.lease.start < '2019-01-01').length === 1,
  'Walter is the only tenant from before 2019',
);
const movedOut = (y) => past.filter((t) => t.lease.end.startsWith(y));
check(
  movedOut('2026')
    .map((t) => t.key)
    .sort()
    .join() === 'caleb,priya',
  'Caleb and Priya moved out this year',
);
check(
  movedOut('2025')
    .map((t) => t.key)
    .sort()
    .join() === 'dwayne,gideon,tobias',
  'Dwayne, Gideon and Tobias moved out in 2025',
);

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'railing', 'gutter', 'garage', 'balcony'];
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

for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);
const figs = Object.entries(F).filter(([k]) => k !== 'netLastYear');
check(new Set(figs.map(([, v]) => v)).size === figs.length, 'every asked figure is a different number');

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const pastLast = past.map((t) => t.last_name);
const ROWS = 'sum of expense rows';

const idOwe = ask(
  'hi! who still hasnt paid for november? no pressure on anyone, i just want to know who to check in on',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how far behind is each of them?',
  owing.map((t) => dollars(shortOf(t))),
  'follow_up',
  `this month's rent minus this month's payments: ${owing.map((t) => `${t.last_name} ${money(shortOf(t))}`).join(', ')}`,
  { follow_up_of: idOwe },
);
ask(
  'whats the total rent still outstanding right now',
  [dollars(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'did anybody pay late this month',
  lateNov.map((t) => t.first_name),
  'payments',
  `November paid in full after the 1st + grace days, with a late fee: ${lateNov.map(name).join(', ')} (Marisol, not her sister Rosa, so the first name is checked); the Ferreiras' part payment on ${ferreiraLast.date} may also be mentioned`,
);
ask(
  "who's all paid up for november so far?",
  paidUp.map(label),
  'payments',
  `paid November in full: ${paidUp.map(name).join(', ')} (the Delgado sisters by first name, the bakery by its trading name); not Achterberg (nothing) or the Ferreiras (part)`,
);
ask(
  'when did the couple upstairs last pay me, and how much was it',
  [dollars(cents(ferreiraLast.amount))],
  'payments',
  `the couple upstairs = ${name(ferreira)} (unit 3, upstairs); last payment ${ferreiraLast.date}, a part of November`,
);
ask(
  'when did jerome last send me anything, and how much?',
  [dollars(cents(jeromeLast.amount))],
  'payments',
  `last payment ${jeromeLast.date}, the second part of October (nothing in November); the amount picks out that payment`,
);
const idRosa = ask(
  'how much has rosa paid me so far this year',
  [dollars(F.rosaThisYear)],
  'payments',
  'her 2026 rent payments, January to November (her lease began before the books)',
);
const idRosaLast = ask(
  'what about last year?',
  [dollars(F.rosaLastYear)],
  'follow_up',
  'her 2025 rent payments',
  {
    follow_up_of: idRosa,
  },
);
ask(
  'and her sister?',
  [dollars(F.marisolLastYear)],
  'follow_up',
  `keeps 2025; her sister = ${name(marisol)} (the only other Delgado), who moved in ${marisol.lease.start}: October to December 2025`,
  { follow_up_of: idRosaLast },
);
ask(
  'whos late the most often? not to scold anybody lol, i just want to see if they need a different due date',
  [jerome.last_name],
  'payments',
  `late full payments (each with a late fee), all time: ${lateAll.map((x) => `${x.t.last_name} ${x.v}`).join(', ')}; this year: ${late26.map((x) => `${x.t.last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how much has jerome acterberg paid in late fees, all told',
  [dollars(F.jeromeFees)],
  'income',
  `Late Fee incomes from ${name(jerome)}, all time (${lateAll[0].v} fees of 5% of his rent); name misspelled`,
);
ask(
  'how much in security deposits am i holding for everyone right now',
  [dollars(F.deposits)],
  'deposits',
  "sum of deposits on current leases (not Nadia's signed lease that starts in January, not past tenants)",
);
ask(
  'what deposit did i take from bea halvorson?',
  [dollars(cents(bea.lease.deposit))],
  'deposits',
  `Bea = ${name(bea)} (name misspelled); her deposit differs from her rent (${money(cents(bea.lease.rent))})`,
);
ask(
  "did i end up keeping any of priya's deposit when she moved out?",
  [dollars(F.keptFromPriya)],
  'income',
  `Other income from ${name(priya)}: ${keptFromPriya[0].description} (${keptFromPriya[0].date})`,
);
ask(
  'how much rent did priya pay this year before she left',
  [dollars(F.priyaThisYear)],
  'payments',
  `her 2026 rent payments; her lease ended ${priya.lease.end}`,
);
ask(
  "how long has walter been renting from me now? feels like he's been there forever, bless him",
  [walter.lease.start.slice(0, 4)],
  'lease',
  `${name(walter)}'s lease start ${walter.lease.start}, long before the books (only the year is checked)`,
);
const idEnds = ask(
  "is anyone's lease up before new years?",
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: byFeb.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  "and who's up for renewal by the end of feb?",
  byFeb.map((t) => t.last_name),
  'follow_up',
  `current leases ending by 2027-02-28: ${byFeb.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}; the next one after is ${name(nextAfter)} (${nextAfter.lease.end})`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  "did anybody sign for priya's old half of the duplex yet?",
  [nadia.last_name],
  'lease',
  `signed lease at Kestrel starting ${nadia.lease.start}; ${name(priya)}'s ended ${priya.lease.end}`,
);
ask(
  "whats walter pruit's phone number",
  [walter.phone_number.slice(4)],
  'contact',
  `${name(walter)} (name misspelled): ${walter.phone_number}; the checked part leaves out the area code`,
);
ask(
  "can you give me bea's email, i want to send her a thank you",
  [bea.email],
  'contact',
  `Bea = ${name(bea)}`,
);
ask(
  'who all lives at the fourplex right now?',
  larkNow.map(label),
  'lease',
  `current leases at ${prop.larkspur.address}: ${larkNow.map(name).join(', ')} (the two Delgados are checked by first name)`,
  { forbid: larkGone.map((t) => t.last_name) },
);
ask(
  'what do the couple upstairs pay in rent',
  [ferreira.last_name, dollars(cents(ferreira.lease.rent))],
  'lease',
  `the couple upstairs = ${name(ferreira)} (unit 3, upstairs; the only couple on a lease)`,
);
ask(
  "whats the guy at the duplex's name again? and his number",
  [jerome.last_name, jerome.phone_number.slice(4)],
  'contact',
  `the only current tenant at ${prop.kestrel.address} (the other side is empty until ${nadia.lease.start}): ${name(jerome)}, ${jerome.phone_number}`,
);
const idOut = ask(
  'who moved out this year?',
  movedOut('2026').map((t) => t.last_name),
  'lease',
  `leases that ended in 2026: ${movedOut('2026')
    .map((t) => `${name(t)} ${t.lease.end}`)
    .join(', ')}`,
  { forbid: movedOut('2025').map((t) => t.last_name) },
);
ask(
  'and last year?',
  movedOut('2025').map((t) => t.last_name),
  'follow_up',
  `leases that ended in 2025: ${movedOut('2025')
    .map((t) => `${name(t)} ${t.lease.end}`)
    .join(', ')}`,
  { follow_up_of: idOut, forbid: movedOut('2026').map((t) => t.last_name) },
);
ask(
  "who had the ferreiras' apartment before them?",
  [gideon.last_name],
  'lease',
  `unit 3; ${name(gideon)} left ${gideon.lease.end}, the Ferreiras came ${ferreira.lease.start}; ${name(tobias)} (unit 4) was still there until ${tobias.lease.end}`,
  { forbid: [tobias.last_name] },
);
ask(
  "what did fixing rosa's sink cost me?",
  [money(F.rosaSink)],
  'maintenance_cost',
  `${ROWS} for the unit-1 kitchen sink (Rosa's unit): ${rosaSinkRows.map((x) => `${x.entity} ${money(cents(x.amount))}`).join(', ')}; not Marisol's unit-4 sink or the condo's`,
);
ask(
  "what did the new furnace at teddy's place run me, all in",
  [money(F.newFurnace)],
  'maintenance_cost',
  `${ROWS} at ${prop.quinlan.address} for the October 2026 furnace replacement: ${furnaceRows.map((x) => `${x.entity} ${money(cents(x.amount))}`).join(', ')}; not the 2025 tune-up`,
);
ask(
  'how much have i spent on the fourplex this year',
  [money(F.larkspurThisYear)],
  'total',
  `${ROWS} at ${prop.larkspur.address}, 2026-01-01..today`,
);
ask(
  'how much rent has come in so far this month',
  [dollars(novIn)],
  'payments',
  'rent payments dated 2026-11-01..today',
);
ask('what did i spend on everything last year', [money(F.lastYear)], 'total', `${ROWS}, all of 2025`);
ask(
  'did i actually come out ahead this year after all the bills? by how much',
  [money(F.netThisYear)],
  'net',
  'rent payments + other incomes - expenses, 2026-01-01..today, whole portfolio',
);
ask(
  'how much has the bakery paid me in rent this year',
  [dollars(F.bakeryThisYear)],
  'payments',
  `the company tenant ${name(co)}'s 2026 rent payments`,
);
ask(
  'what have the laundry machines at the fourplex brought in this year',
  [money(F.laundryThisYear)],
  'income',
  'Laundry incomes dated 2026 (three quarterly commissions)',
);
const idOpen = ask(
  'what are people still waiting on me to fix?',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those has nobody even started on yet',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  "is it supposed to snow in topeka this weekend? i want walter's steps salted before he goes out",
  'weather',
);
outOfScope("can i legally raise rosa's rent before her lease is up? we're in kansas", 'legal advice');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb67-${String(i + 1).padStart(2, '0')}`;
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
