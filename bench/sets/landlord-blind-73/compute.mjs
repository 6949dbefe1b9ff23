// Works out the expected answers for landlord-blind-73 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-73/compute.mjs
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
// "$1,234.50"; a whole-dollar figure is expected without its cents ("$1,525"), so that "$1,525" and
// "$1,525.00" both pass
const money = (c) => {
  const a = Math.abs(c);
  const d = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  const s = a % 100 === 0 ? d : `${d}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
// losses are expected as their absolute amount, so "-$5.10", "($5.10)" and "lost $5.10" all pass
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, 'today is 2026-11-28');
check(new Date(`${TODAY}T12:00:00Z`).getUTCDay() === 6, 'today is a Saturday');
// The books start on 2025-01-01: no payment, income or expense is older. Leases that began earlier only have
// their months from January 2025 on record.
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
const daysBetween = (a, b) => Math.abs(Date.parse(b) - Date.parse(a)) / 86400000;
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
// cities listed by landlord-blind-13 as used by earlier sets, and set 13's own
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
  check(
    ['Minot', 'Williston'].includes(p.city) && p.state === 'ND',
    `city ${p.key} is Minot or Williston, ND`,
  );
  check(/^58\d{3}$/.test(p.zipCode), `zip ${p.key}`);
}
const CITIES = ['Minot', 'Williston'];
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length === 3, `three properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions and answers use must each pick out one property
const STREET = {
  tollefson: 'Tollefson',
  brekke: 'Brekke',
  gunderson: 'Gunderson',
  coteau: 'Coteau',
  larkspur: 'Larkspur',
  dunlop: 'Dunlop',
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
  check(
    Number.isInteger(t.lease.due_day) && Number.isInteger(t.lease.grace_period_days),
    `due day and grace ${t.key}`,
  );
  check(t.email.endsWith('@example.com'), `invented e-mail ${t.key}`);
  check(/555-01\d\d$/.test(t.phone_number), `555-01xx phone ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  // a last name must not hide inside another name, a street or a vendor (substring matching)
  const others = [
    ...P.tenants.filter((u) => u !== t).map((u) => `${u.first_name} ${u.last_name}`),
    ...P.properties.map((p) => p.address),
    ...P.expenses.map((x) => x.entity),
  ];
  check(!others.some((s) => lower(s).includes(lower(t.last_name))), `last name ${t.key} is distinctive`);
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
check(P.expenses.length >= 120 && P.expenses.length <= 170, `120-170 expense rows (${P.expenses.length})`);
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
const lastNames = (ts) => ts.map((t) => t.last_name);
check(future.length === 0, 'no signed lease that has not started');
check(past.length === 3, 'three past tenants');
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(
  current.includes(co) && co.lease.start < BOOKS_START,
  'company lease current, started before the books',
);
const pastLast = lastNames(past);

// November: one tenant has paid nothing, one paid part, one paid in full but late (with a late fee)
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === ten.enget, 'Enget has paid nothing for November');
check(partial.length === 1 && partial[0] === ten.lauterbach, 'Lauterbach paid part of November');
check(lateNov.length === 1 && lateNov[0] === ten.ramberg, 'Ramberg is the one late full November payment');
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
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
// every free text a reply could draw on, with its property
const TEXTS = [
  ...P.expenses.map((x) => ({ property: x.property, text: `${x.description} ${x.entity}` })),
  ...P.incomes.map((x) => ({ property: x.property, text: `${x.description} ${x.entity}` })),
  ...P.documents.map((d) => ({ property: d.property, text: d.file })),
  ...P.maintenance.map((m) => ({ property: m.property, text: m.title })),
];
const textsWith = (w) => TEXTS.filter((x) => lower(x.text).includes(w));

const F = {};
for (const p of ['thisYear', 'lastYear', 'lastMonth']) F[p] = spent(p);
check(new Set(Object.values(F)).size === 3, 'this year, last year and last month are different figures');

// ---------- Williston: the welding shop, the townhouse, and the Dunlop house empty since October ----------
const willistonNow = current.filter((t) => prop[t.property].city === 'Williston');
check(
  lastNames(willistonNow).sort().join() === [co.last_name, ten.ramberg.last_name].sort().join(),
  'Williston tenants now: the welding shop and Ramberg',
);
check(
  KEYS.filter((k) => !current.some((t) => t.property === k)).join() === 'dunlop',
  'Dunlop is the only property with nobody in it',
);
const dunlopPast = P.tenants.filter((t) => t.property === 'dunlop');
check(
  dunlopPast.length === 1 && dunlopPast[0] === ten.kessler && ten.kessler.lease.end === '2026-09-30',
  'Kessler was the last Dunlop tenant, lease ended 2026-09-30',
);
check(
  P.payments.filter((x) => x.tenant === 'kessler').every((x) => x.date <= '2026-09-30'),
  'no rent from Dunlop after September',
);
const keptRows = P.incomes.filter((x) => x.entity === name(ten.kessler) && x.category === 'Other');
check(
  keptRows.length === 1 && keptRows[0].date > ten.kessler.lease.end,
  'one deposit deduction from Kessler',
);
const kept = total(keptRows.map((x) => cents(x.amount)));
check(kept < cents(ten.kessler.lease.deposit), 'only part of the deposit was kept');

// ---------- the worry list: the two who owe and the furnace ----------
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const urgent = open.filter((m) => lower(m.title).includes('no heat'));
check(urgent.length === 1 && urgent[0].title.includes('furnace'), 'one open no-heat request, the furnace');
check(P.maintenance.filter((m) => lower(m.title).includes('furnace')).length === 1, '"furnace" picks it out');
check(
  P.maintenance.filter((m) => /heat|leak|flood|gas|smoke|sewer/i.test(m.title) && m.status !== 'Completed')
    .length === 1,
  'no other open request sounds urgent',
);
check(urgent[0].property === 'tollefson', 'the furnace is at the fourplex');

// ---------- the weird expense: a double-entered plumbing bill ----------
const pairs = [];
for (let i = 0; i < P.expenses.length; i += 1)
  for (let j = i + 1; j < P.expenses.length; j += 1) {
    const a = P.expenses[i];
    const b = P.expenses[j];
    if (a.entity === b.entity && a.amount === b.amount && daysBetween(a.date, b.date) <= 7)
      pairs.push([a, b]);
  }
check(pairs.length === 1, `exactly one same-vendor same-amount pair within a week (${pairs.length})`);
const [dupA, dupB] = pairs[0] ?? [{}, {}];
check(
  dupA.description === dupB.description &&
    dupA.property === dupB.property &&
    within(dupA.date, 'thisMonth') &&
    within(dupB.date, 'thisMonth'),
  'the pair is a double entry made this month',
);
const DUP_VENDOR = 'Souris';
check(dupA.entity?.startsWith(DUP_VENDOR), 'the double entry is the Souris River plumber');
check(VENDORS.filter((v) => v.includes(DUP_VENDOR)).length === 1, '"Souris" picks out one vendor');
check(
  P.expenses.filter((x) => x.amount === dupA.amount).length === 2,
  'the double-entered amount appears nowhere else',
);
const sumpRows = P.expenses.filter(word('sump'));
check(sumpRows.length === 2 && sumpRows.includes(dupA) && sumpRows.includes(dupB), '"sump" is only the pair');
check(
  P.documents.filter((d) => d.type === 'Receipt' && d.file.includes('sump')).length === 1,
  'there is a single receipt for the sump pump',
);
const dupAmount = cents(dupA.amount);

// ---------- the fourplex ----------
const multi = P.properties.filter((p) => p.property_type === 'Multi-Family');
check(multi.length === 1 && multi[0].key === 'tollefson', 'the fourplex is the one Multi-Family');
const fourplexNow = current.filter((t) => t.property === 'tollefson');
check(fourplexNow.length === 4, 'four tenants at the fourplex now');
check(
  textsWith('fourplex').every((x) => x.property === 'tollefson') && textsWith('fourplex').length >= 5,
  '"fourplex" only ever describes Tollefson',
);
check(
  fourplexNow.includes(ten.enget) && !fourplexNow.includes(ten.lauterbach),
  'the unpaid tenant lives at the fourplex, the part payer does not',
);
const fourplexGone = past.filter((t) => t.property === 'tollefson');
check(fourplexGone.length === 1, 'one past tenant at the fourplex');

// ---------- the blue house ----------
const blue = textsWith('blue');
check(blue.length >= 2 && blue.every((x) => x.property === 'brekke'), '"blue" only ever describes Brekke');
check(
  P.expenses.some((x) => x.property === 'brekke' && lower(x.description).includes('blue')) &&
    P.documents.some((d) => d.property === 'brekke' && d.file.includes('blue')),
  'the blue house shows in an expense and a document',
);
const blueNow = current.filter((t) => t.property === 'brekke');
const blueGone = past.filter((t) => t.property === 'brekke');
check(blueNow.length === 1 && blueGone.length === 1, 'one tenant in the blue house now, one before');
const blueTenant = blueNow[0];
const blueStartYear = blueTenant.lease.start.slice(0, 4);
check(blueGone[0].lease.start.slice(0, 4) !== blueStartYear, 'the past tenant started in another year');
check(
  P.tenants.filter((t) => t.property === 'brekke').length === 2 &&
    prop.brekke.property_type === 'Single Family',
  'the blue house is a single-family house',
);

// ---------- totals ----------
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(
  !P.expenses.some((x) => x.property === co.property && lower(x.description).includes('tax')),
  'the welding shop pays its own property tax',
);
F.insurance = spent('lastYear', cats(['Insurance']));
check(F.insurance !== spent('thisYear', cats(['Insurance'])), 'insurance differs year to year');

// which place lost money this year, and why
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').join() === 'dunlop', `only Dunlop under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 0, 'nobody under water in 2025');
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const dunlopNet = netOf('thisYear', 'dunlop');
const dunlopRows = rowsIn('thisYear', (x) => x.property === 'dunlop').sort((a, b) => b.amount - a.amount);
const bigRow = dunlopRows[0];
check(bigRow.description.includes('sewer') && bigRow.category === 'Capital improvement', 'the sewer line');
check(
  cents(bigRow.amount) > 2 * cents(dunlopRows[1].amount),
  'the sewer line dwarfs every other Dunlop bill',
);
check(dunlopNet + cents(bigRow.amount) > 0, 'without the sewer line Dunlop makes money');
check(
  dunlopNet + 2 * cents(ten.kessler.lease.rent) < 0,
  'two months of rent (the vacancy) would not have saved it',
);

// the two associations
const ASSNS = VENDORS.filter((v) => v.endsWith('Assn'));
check(ASSNS.length === 2, 'two associations');
const assnOf = (key) => ASSNS.filter((v) => P.expenses.some((x) => x.entity === v && x.property === key));
check(
  assnOf('gunderson').length === 1 &&
    assnOf('larkspur').length === 1 &&
    P.expenses
      .filter((x) => ASSNS.includes(x.entity))
      .every((x) => ['gunderson', 'larkspur'].includes(x.property)),
  'one association for the condo, one for the townhouse, no other',
);
check(
  prop.gunderson.property_type === 'Condo' && prop.larkspur.property_type === 'Townhouse',
  'condo and townhouse',
);
F.condoAssn = spent('thisYear', vendor(assnOf('gunderson')[0]));
F.townAssn = spent('thisYear', vendor(assnOf('larkspur')[0]));
check(
  F.condoAssn !== spent('thisYear', (x) => x.property === 'gunderson' && x.category === 'HOA dues'),
  'the condo association bills more than its monthly dues this year',
);

// snow: the word in the description, whoever did the work and under whatever category
F.snow = spent('all', word('snow'));
const snowRows = rowsIn('all', word('snow'));
check(new Set(snowRows.map((x) => x.entity)).size >= 5, 'snow rows come from several vendors');
check(new Set(snowRows.map((x) => x.category)).size >= 5, 'snow rows sit under several categories');
for (const v of VENDORS) check(F.snow !== spent('all', vendor(v)), `snow total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('snow') && !word('snow')(x)).length > 0,
  'the snow-and-lawn firm also has rows that are not snow work',
);
check(
  rowsIn('all', (x) => lower(x.description).includes('ice melt') && !word('snow')(x)).length > 0,
  'an ice-melt row without the word is not counted',
);

// the roof bill
const roofRows = P.expenses.filter(word('roof'));
check(roofRows.length === 1 && roofRows[0].property === 'tollefson', 'one roof bill, at the fourplex');
check(
  P.expenses.filter((x) => x.amount === roofRows[0]?.amount).length === 1,
  'the roof amount appears only once',
);

// rents and leases
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(cheapest === ten.solheim, 'Solheim pays the least');
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant in the same building paid less');
const SOON = plusDays(TODAY, 90);
const endingSoon = current.filter((t) => t.lease.end <= SOON);
check(endingSoon.length === 1 && endingSoon[0] === ten.lauterbach, 'one lease ends in the next 90 days');
const nextAfter = current
  .filter((t) => !endingSoon.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past 90 days');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
const coThisYear = rentIn('thisYear', (t) => t === co);
check(coThisYear === 11 * cents(co.lease.rent), 'the welding shop paid every month this year');
// late most often this year (late full payments, each with a late fee)
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v, 'one tenant was late most often this year');
const worstLate = ten[lateCount[0].k];
check(worstLate === ten.lauterbach, 'the worst late payer is the part payer of November');

// other income
F.laundry = otherIn('thisYear', (x) => x.category === 'Laundry');
check(
  P.incomes.filter((x) => x.category === 'Laundry' && within(x.date, 'thisYear')).length === 4,
  'four laundry checks this year',
);
F.other = otherIn('thisYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);
const blueRows = rowsIn('all', (x) => x.property === 'brekke').length;
check(blueRows >= 10 && blueRows < 100, 'the blue-house count has two digits');

// maintenance
const OPEN_WORDS = ['furnace', 'exhaust', 'garage', 'carpet'];
check(open.length === OPEN_WORDS.length, 'four open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => m.title.includes(w)),
    `"${w}" (lower case, as written) picks out one open request`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => m.title.includes(w)));
check(
  PENDING_WORDS.length === 2 && PENDING_WORDS.includes('furnace'),
  'two pending requests, the furnace one',
);
const condoPolicy = P.documents.filter((d) => d.property === 'gunderson' && d.type === 'Insurance');
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

const idWill = ask(
  'morning! how are things looking at the williston places',
  [co.first_name, ten.ramberg.last_name, STREET.dunlop],
  'vague_property',
  `a correct reply goes over the three Williston properties: the welding shop at Coteau (${name(co)}, paid), the Larkspur townhouse (${name(ten.ramberg)}, paid November in full but late, with a late fee) and the Dunlop house, empty since ${name(ten.kessler)}'s lease ended ${ten.kessler.lease.end} (turnover under way; the only property losing money this year). Checked by the shop's name, the townhouse tenant and "Dunlop"`,
);
const idBefore = ask(
  'wait who was in dunlop before? i forget',
  [ten.kessler.last_name],
  'follow_up',
  `the last Dunlop lease, ${ten.kessler.lease.start} to ${ten.kessler.lease.end}; nobody lives there now`,
  { follow_up_of: idWill },
);
ask(
  'did we keep any of his deposit',
  [money(kept)],
  'follow_up',
  `the Other income from ${name(ten.kessler)} dated ${keptRows[0].date} ("${keptRows[0].description}"), out of a ${money(cents(ten.kessler.lease.deposit))} deposit`,
  { follow_up_of: idBefore },
);
ask(
  'anything i should be worried about this month?',
  [ten.enget.last_name, ten.lauterbach.last_name, 'furnace'],
  'vague_worry',
  `a correct reply must contain November's rent problems (${name(ten.enget)} has paid nothing of ${money(cents(ten.enget.lease.rent))}; ${name(ten.lauterbach)} paid ${money(paidIn(ten.lauterbach, NOV))} of ${money(cents(ten.lauterbach.lease.rent))}) and the one open urgent request ("${urgent[0].title}", ${urgent[0].status}, at the fourplex). Other things (the double-entered plumbing bill, the empty Dunlop house, Lauterbach's lease ending in January) may be added`,
);
const idPaid = ask(
  'is everybody paid up?',
  lastNames(owing),
  'payments',
  `November: nothing paid by ${name(ten.enget)}, part paid by ${name(ten.lauterbach)}; every earlier booked month is paid in full. ${name(ten.ramberg)} paid late but in full`,
  { forbid: pastLast },
);
ask(
  'how much?',
  [money(owedNow)],
  'follow_up',
  `the total still owed for November: ${money(shortOf(ten.enget))} (${ten.enget.last_name}) + ${money(shortOf(ten.lauterbach))} (${ten.lauterbach.last_name}); the total is checked`,
  { follow_up_of: idPaid },
);
const idWeird = ask(
  'did anything weird happen with expenses lately?',
  [DUP_VENDOR, money(dupAmount)],
  'vague_anomaly',
  `the one anomaly: "${dupA.description}" from ${dupA.entity} is booked twice, ${dupA.date} and ${dupB.date}, ${money(dupAmount)} each (a single receipt is on file), most likely a double entry. No other vendor has two rows of the same amount within a week; the other recent rows are routine (tax 2nd halves as last year, snow, dues, the Dunlop turnover)`,
);
ask(
  'huh. what was that one for',
  ['sump'],
  'follow_up',
  `the description of the double-entered rows: "${dupA.description}"`,
  { follow_up_of: idWeird },
);
ask(
  "what's the story with the fourplex",
  [...lastNames(fourplexNow), 'furnace'],
  'vague_property',
  `a correct reply names the four tenants there now (${fourplexNow.map(name).join(', ')}; ${name(fourplexGone[0])} left ${fourplexGone[0].lease.end}, may be mentioned), says ${ten.enget.last_name} has not paid November, and brings up the open no-heat request ("${urgent[0].title}"). Checked by the four last names and "furnace"`,
);
const idBlue = ask(
  "remind me who's in the blue house",
  [blueTenant.last_name],
  'vague_identify',
  `"blue" only appears for ${prop.brekke.address} (the "${P.expenses.find((x) => x.property === 'brekke' && x.description.includes('blue')).description}" row and the lease file "${P.documents.find((d) => d.file.includes('blue')).file}"); the current tenant is ${name(blueTenant)}, the past one ${name(blueGone[0])}`,
  { forbid: lastNames(blueGone) },
);
ask(
  'since when?',
  [blueStartYear],
  'follow_up',
  `${blueTenant.last_name}'s lease started ${blueTenant.lease.start} (only the year is checked)`,
  { follow_up_of: idBlue },
);
ask(
  "n what's she paying",
  [money(cents(blueTenant.lease.rent))],
  'follow_up',
  `${name(blueTenant)}'s monthly rent`,
  { follow_up_of: idBlue },
);
const idTotal = ask(
  'what have we spent so far this year, all in',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask('n last yr?', [money(F.lastYear)], 'follow_up', `${ROWS}, all of 2025 (the books start 2025-01-01)`, {
  follow_up_of: idTotal,
});
ask('what went out the door last month', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
ask(
  "what'd property taxes come to this year, both towns together",
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Ward County and Williams County); the welding shop pays its own',
);
ask(
  'what did insurance cost us in 2025',
  [money(F.insurance)],
  'category',
  'category Insurance, 2025 (six policies)',
);
const idLoss = ask(
  'is any of the places losing money this year',
  [STREET.dunlop, absMoney(dunlopNet)],
  'loss',
  '2026 net by property (rent payments + other incomes - expenses); only Dunlop is below zero; absolute value of the loss',
);
ask(
  'why?',
  ['sewer', money(cents(bigRow.amount))],
  'follow_up',
  `the "${bigRow.description}" row (${bigRow.entity}, ${bigRow.date}); without it Dunlop would be ${money(dunlopNet + cents(bigRow.amount))} up, while the two empty months alone (${money(2 * cents(ten.kessler.lease.rent))}) would not have turned it around. Mentioning the vacancy and turnover too is fine`,
  { follow_up_of: idLoss },
);
const idNet = ask(
  'are we actually making money this year? whats the net',
  [money(netAll('thisYear'))],
  'net',
  'rent payments + other incomes - expenses, 2026 to date, whole portfolio',
);
ask('and last year?', [money(netAll('lastYear'))], 'follow_up', 'the same for 2025', {
  follow_up_of: idNet,
});
const idAssn = ask(
  'how much have we paid the condo association this year',
  [money(F.condoAssn)],
  'vendor',
  `rows whose entity is "${assnOf('gunderson')[0]}", 2026: monthly dues, the parking-lot special assessment and the snow overage`,
);
ask(
  'and the other one?',
  [money(F.townAssn)],
  'follow_up',
  `the only other association: "${assnOf('larkspur')[0]}" at the Larkspur townhouse, 2026`,
  { follow_up_of: idAssn },
);
ask(
  'how much has all the snow stuff cost us since we started keeping track',
  [money(F.snow)],
  'description_word',
  'all time; rows whose description contains "snow": both plow firms (not the mowing), the snow shovels, the snow blower tune-up and the condo snow overage; the ice-melt rows without the word are not counted',
);
ask(
  'janelle mentioned some roof bill?? what was that about',
  [money(cents(roofRows[0].amount)), STREET.tollefson],
  'vague_lookup',
  `the only row mentioning a roof: "${roofRows[0].description}", ${roofRows[0].entity}, ${roofRows[0].date}, at the fourplex`,
);
ask(
  "who's paying us the most rent",
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant (a welding shop)',
);
ask(
  'cheapest rent we got rn?',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  `current leases; the past fourplex tenant ${name(cheaperPast[0])} paid less`,
  { forbid: lastNames(cheaperPast) },
);
ask(
  "anybody's lease coming up soon?",
  [ten.lauterbach.last_name],
  'lease',
  `"soon" = the next 90 days (ends by ${SOON}): ${ten.lauterbach.last_name}'s condo lease ends ${ten.lauterbach.lease.end}; the next one after is ${name(nextAfter)} on ${nextAfter.lease.end}; the Dunlop lease has already ended`,
);
ask(
  'how much in deposits r we sitting on',
  [money(deposits)],
  'deposits',
  "sum of deposits on current leases (not Kessler's, whose lease is over)",
);
ask(
  'did anyone pay late this month',
  [ten.ramberg.last_name],
  'payments',
  `November paid in full after the due day + grace days, with a late fee booked; ${ten.lauterbach.last_name}'s part payment on the 14th may be mentioned too`,
);
ask(
  "who's been the worst about paying late this year",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how much rent has the welding shop paid this year',
  [money(coThisYear)],
  'payments',
  "the company tenant's 2026 rent payments (its CAM true-up is not rent)",
);
ask(
  'what did the laundry machines bring in this yr',
  [money(F.laundry)],
  'income',
  'Laundry incomes dated 2026 (four quarterly commission checks at the fourplex)',
);
ask(
  'whats our other income besides rent since january, all of it',
  [money(F.other)],
  'income',
  'all other incomes dated 2026 (laundry, garage stall, pet fee, late fees, CAM true-up, the kept deposit)',
);
ask(
  'how many expenses have we got logged for the blue house',
  [String(blueRows)],
  'count',
  `number of expense rows at ${prop.brekke.address}, all time`,
);
const idOpen = ask(
  'whats open on maintenance rn',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those hasnt anybody started on',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'can u find the insurance paper for the condo',
  [condoPolicy[0].file],
  'documents',
  'the Insurance document at Gunderson Court',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is it supposed to hit -30 in minot next week? worried about pipes', 'weather forecast');
outOfScope('r rents in williston gonna drop if the oil patch slows down next yr', 'market forecast');

check(Q.length === 40, `40 questions (${Q.length})`);
check(Q.filter((x) => x.follow_up_of !== undefined).length >= 9, 'about ten follow-ups');
const qid = (i) => `lb73-${String(i + 1).padStart(2, '0')}`;
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
  check(new Set(o.expected).size === o.expected.length, `expected of ${o.id} are distinct`);
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
