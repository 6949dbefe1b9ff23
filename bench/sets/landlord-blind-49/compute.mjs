// Works out the expected answers for landlord-blind-49 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-49/compute.mjs
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
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  y2025: ['2025-01-01', '2025-12-31'],
  ytd: ['2026-01-01', TODAY],
  q4of2025: ['2025-10-01', '2025-12-31'],
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
// the spellings an assistant may reasonably merge; a ranking asked over categories must not depend on it
const MERGED = [
  ['Property Tax', 'Taxes'],
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['HOA dues', 'HOA'],
];
const groupOf = (c) => MERGED.find((g) => g.includes(c)) ?? [c];
const STATUSES = ['Pending', 'In Progress', 'Completed'];
const DOCUMENT_TYPES = ['Lease', 'Receipt', 'Invoice', 'Insurance'];
// the brief names Amarillo and Midland as used by no other set; these are the cities known to be taken
// (the list in landlord-blind-13's compute.mjs, plus set 13's own three)
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
check(P.properties.length >= 5 && P.properties.length <= 7, '5 to 7 properties');
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
    ['Amarillo', 'Midland'].includes(p.city) && p.state === 'TX',
    `city ${p.key} is Amarillo or Midland, TX`,
  );
}
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 2, 'both cities used');
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  mesquite: 'Mesquite',
  windlass: 'Windlass',
  bluestem: 'Bluestem',
  derrick: 'Derrick',
  larkspur: 'Larkspur',
  cholla: 'Cholla',
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
  check(t.lease.start.endsWith('-01'), `lease ${t.key} starts on the first of a month`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/^555-01\d\d$/.test(t.phone_number) && t.email.endsWith('@example.com'), `contact ${t.key}`);
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
    P.incomes.some((x) => x.category === c && within(x.date, 'y2025')),
    `income category ${c} used in 2025`,
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
// nothing at all dated before the books start, so every question about 2024 has no records behind it
check(
  [...P.payments, ...P.incomes, ...P.expenses].every((x) => x.date >= BOOKS_START),
  'nothing dated before 2025-01-01',
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
check(future.length === 1, 'one signed lease that has not started');
check(past.length >= 4, 'past leases');
check(
  past.some((t) => t.lease.start < BOOKS_START) && current.some((t) => t.lease.start < BOOKS_START),
  'past and current leases that began before the books',
);
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(shortOf(unpaid[0]) !== shortOf(partial[0]), 'the two shortfalls differ');
const owedNow = total(current.map(shortOf));
// rent billed = the lease rent of every booked month whose due day has passed; every month is due by today
const billed = (p) =>
  total(
    P.tenants.flatMap((t) =>
      bookedMonths(t)
        .filter((mo) => within(`${mo}-01`, p))
        .map(() => cents(t.lease.rent)),
    ),
  );
check(
  current.every((t) => t.lease.due_day <= Number(TODAY.slice(8))),
  'every November due day is past',
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
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
const word = (stem) => (x) => lower(x.description).includes(stem);
const at = (k) => (x) => x.property === k;
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
// a vendor is named in a question or an expected answer by a short word that picks out only that vendor
const pick = (w) => {
  const vs = VENDORS.filter((v) => lower(v).includes(lower(w)));
  check(vs.length === 1, `"${w}" picks out one vendor (${vs.join('; ')})`);
  return vs[0];
};

const F = {};
F.y2025 = spent('y2025');
F.ytd = spent('ytd');
F.q4of2025 = spent('q4of2025');
check(new Set([F.y2025, F.ytd, F.q4of2025]).size === 3, 'period totals differ');

// operating expenses 2025 without insurance: there is no Capital improvement row in 2025, so "operating" and
// "all expenses" agree for that year and the only thing left out is Insurance
check(rowsIn('y2025', cats(['Capital improvement'])).length === 0, 'no capital improvement in 2025');
F.ins2025 = spent('y2025', cats(['Insurance']));
F.opexNoIns2025 = F.y2025 - F.ins2025;
const insPolicies25 = rank(
  rowsIn('y2025', cats(['Insurance'])).map((x) => ({ k: x.property, v: cents(x.amount) })),
  'insurance premiums 2025',
);
check(
  new Set(insPolicies25.map((x) => x.k)).size === insPolicies25.length &&
    insPolicies25.length === KEYS.length,
  'one premium per property in 2025',
);

// property tax by property ("Property Tax" and "Taxes" together)
const TAX = ['Property Tax', 'Taxes'];
const taxBy = (p) => KEYS.map((k) => ({ k, v: spent(p, (x) => at(k)(x) && TAX.includes(x.category)) }));
const tax25 = taxBy('y2025').filter((x) => x.v > 0);
const tax26 = taxBy('ytd').filter((x) => x.v > 0);
check(tax25.length === 4 && tax26.length === 4, 'four properties paid property tax in each year');
rank(tax25, 'tax 2025');
rank(tax26, 'tax 2026');
check(
  tax25.some((x) => rowsIn('y2025', (r) => at(x.k)(r) && TAX.includes(r.category)).length === 2),
  'a property paid two tax bills in 2025 (January and December)',
);
check(
  taxBy('all').find((x) => x.k === co.property).v === 0,
  'the commercial tenant pays its own property tax',
);
const taxBothSpellings = new Set(rowsIn('all', cats(TAX)).map((x) => x.category));
check(taxBothSpellings.size === 2, 'both tax spellings used');
const taxFigures = [...tax25, ...tax26].map((x) => x.v);
check(new Set(taxFigures).size === taxFigures.length, 'all per-property tax figures differ');

// 1099 thinking: contractors and service firms paid $600 or more in 2025
const NOT_CONTRACTORS = [
  'Potter County Tax Office',
  'Randall County Tax Office',
  'Midland County Tax Office',
  'Permian Basin Commercial Underwriters',
  'Lone Mesa Home & Auto',
  'Llano Estacado Mutual',
  'Caprock Indemnity Co.',
  'Cholla Terrace Condominium Association',
  'Larkspur Crossing Owners Association',
  'City of Amarillo Utility Billing',
  'Permian Power & Light',
  'Home Depot',
  "Lowe's",
];
for (const v of NOT_CONTRACTORS) check(VENDORS.includes(v), `non-contractor ${v} exists`);
const contractors25 = rank(
  [...new Set(rowsIn('y2025').map((x) => x.entity))]
    .filter((v) => !NOT_CONTRACTORS.includes(v))
    .map((k) => ({ k, v: spent('y2025', vendor(k)) })),
  'contractors 2025',
);
const THRESHOLD = 60000;
const over600 = contractors25.filter((x) => x.v >= THRESHOLD);
const C1099_WORDS = [
  'Buffalo Lake',
  'Canyon Air',
  'Palo Duro',
  'Caliche',
  'Two Sisters',
  'Wildcatter',
  'Red Mesa',
  'Tumbleweed',
];
check(
  over600
    .map((x) => x.k)
    .sort()
    .join() === C1099_WORDS.map(pick).sort().join(),
  `contractors at $600 or more in 2025: ${over600.map((x) => x.k).join(', ')}`,
);
// the edges: one at exactly $600.00 (in), one just under (out)
check(
  over600.some((x) => x.v === THRESHOLD),
  'a contractor at exactly $600.00',
);
const justUnder = contractors25.filter((x) => x.v < THRESHOLD && x.v >= THRESHOLD - 1000);
check(justUnder.length === 1 && justUnder[0].k === pick('Sandhill'), 'one contractor just under $600');
const payments1099 = rowsIn('y2025', (x) => over600.some((c) => c.k === x.entity))
  .map((x) => ({ k: `${x.entity} ${x.date}`, v: cents(x.amount) }))
  .sort((a, b) => b.v - a.v);
check(payments1099[0].v !== payments1099[1].v, 'the biggest single 1099 payment is unique');
const biggest1099 = payments1099[0];
check(biggest1099.k.startsWith(pick('Palo Duro')), 'the biggest single 1099 payment is the painter');

// the duplex's 2025 totals by category: one spelling per merged group, so the list is the same merged or not
const windlass25 = rank(
  [...new Set(rowsIn('y2025', at('windlass')).map((x) => x.category))].map((c) => ({
    k: c,
    v: spent('y2025', (x) => at('windlass')(x) && x.category === c),
  })),
  'Windlass categories 2025',
);
check(
  new Set(windlass25.map((x) => groupOf(x.k).join())).size === windlass25.length,
  'Windlass 2025 uses one spelling per group',
);
check(windlass25.length >= 6, 'Windlass 2025 has 6+ categories');

// HOA 2025 ("HOA dues" and "HOA")
F.hoa2025 = spent('y2025', cats(['HOA dues', 'HOA']));
check(
  new Set(rowsIn('y2025', cats(['HOA dues', 'HOA'])).map((x) => x.property)).size === 2,
  'HOA at the townhouse and the condo',
);

// 2026 by month
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
const byMonth26 = MONTHS.map((mname, i) => ({
  k: mname,
  v: spent('ytd', (x) => month(x.date) === `2026-${String(i + 1).padStart(2, '0')}`),
}));
check(new Set(byMonth26.map((x) => x.v)).size === 11, 'each 2026 month total is a different figure');
check(total(byMonth26.map((x) => x.v)) === F.ytd, 'the months add up to the year to date');
check(
  byMonth26.every((x) => x.v > 0),
  'every 2026 month has spending',
);

// growth by category 2025 -> 2026 to date, capital improvements set aside; the winner must be the same
// whether the landlord's spellings are kept apart or merged
const growthOf = (cs) => spent('ytd', cats(cs)) - spent('y2025', cats(cs));
const rawGrowth = rank(
  EXPENSE_CATEGORIES.filter((c) => c !== 'Capital improvement').map((c) => ({ k: c, v: growthOf([c]) })),
  'raw category growth',
);
const mergedGrowth = rank(
  [
    ...MERGED.map((g) => ({ k: g.join('+'), v: growthOf(g) })),
    ...EXPENSE_CATEGORIES.filter((c) => c !== 'Capital improvement' && !MERGED.flat().includes(c)).map(
      (c) => ({
        k: c,
        v: growthOf([c]),
      }),
    ),
  ],
  'merged category growth',
);
check(rawGrowth[0].k === 'Insurance' && mergedGrowth[0].k === 'Insurance', 'insurance grew the most');
check(
  rawGrowth[0].v - Math.max(rawGrowth[1].v, mergedGrowth[1].v) >= 50000,
  'insurance wins by $500 or more however the spellings are read',
);
F.insGrowth = rawGrowth[0].v;
F.cap2026 = spent('ytd', cats(['Capital improvement']));
check(
  new Set(rowsIn('ytd', cats(['Capital improvement'])).map((x) => x.property)).size === 2,
  'capital improvements at two properties in 2026',
);

// the May 2026 hail: every row whose description contains "hail", whoever the vendor and whatever the category
F.hail = spent('all', word('hail'));
const hailRows = rowsIn('all', word('hail'));
check(new Set(hailRows.map((x) => x.entity)).size >= 5, 'hail rows from several vendors');
check(new Set(hailRows.map((x) => x.category)).size >= 4, 'hail rows under several categories');
for (const v of VENDORS) check(F.hail !== spent('all', vendor(v)), `hail total differs from ${v}`);
check(F.hail !== F.cap2026, 'hail total differs from the capital improvements');
check(
  rowsIn('all', (x) => x.entity === pick('High Plains') && !word('hail')(x)).length > 0,
  'the roofer also has work that is not hail work',
);

// net operating income per property, 2025 (no capital rows that year, and no debt service on the books)
const noi25 = rank(
  KEYS.map((k) => ({ k, v: netOf('y2025', k) })),
  'NOI 2025',
);
check(
  noi25.every((x) => x.v > 0),
  'every property is above water in 2025',
);
F.income2025 = incomeOf('y2025');
F.net2026 = netAll('ytd');
check(F.net2026 > 0 && F.net2026 !== netAll('y2025'), 'net 2026 differs');
const spend25 = rank(
  KEYS.map((k) => ({ k, v: spentAt('y2025', k) })),
  'spend by property 2025',
);
check(spend25[0].v - spend25[1].v >= 10000, 'the costliest property in 2025 is clear');
check(spend25.at(-2).v - spend25.at(-1).v >= 10000, 'the cheapest property in 2025 is clear');
const vendors26 = rank(
  [...new Set(rowsIn('ytd').map((x) => x.entity))].map((k) => ({ k, v: spent('ytd', vendor(k)) })),
  'vendors 2026',
);
check(vendors26[0].k === pick('High Plains'), 'the roofer is paid the most in 2026');
const BL = pick('Buffalo Lake');
F.bl = spent('all', vendor(BL));
const blAmounts = rank(
  rowsIn('all', vendor(BL)).map((x) => ({ k: x.date, v: cents(x.amount) })),
  'Buffalo Lake bills',
);
F.blMax = blAmounts[0].v;
F.stores2025 = spent('y2025', (x) => ['Home Depot', "Lowe's"].includes(x.entity));
check(
  F.stores2025 !== spent('y2025', cats(['Supplies'])),
  'the stores differ from the Supplies category in 2025',
);

// deposits held: current leases only (the signed Windlass unit B lease has not started)
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits differ from the rent roll');
check(cents(future[0].lease.deposit) > 0, 'the signed future lease has a deposit that is not counted');
F.billed25 = billed('y2025');
F.collected25 = rentIn('y2025');
check(F.billed25 === F.collected25, '2025 rent billed and collected agree (every 2025 month paid in full)');
F.billed26 = billed('ytd');
F.collected26 = rentIn('ytd');
check(F.billed26 - F.collected26 === owedNow, '2026 billed minus collected is what is owed now');
F.late25 = otherIn('y2025', (x) => x.category === 'Late Fee');
F.late26 = otherIn('ytd', (x) => x.category === 'Late Fee');
check(F.late25 !== F.late26, 'late fees differ by year');
const lateCount25 = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo < '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount25[0].v > lateCount25[1].v, 'one tenant was late most often in 2025');
const worstLate25 = ten[lateCount25[0].k];
check(past.includes(worstLate25), 'the most-late payer of 2025 has since moved out');
const other25 = INCOME_CATEGORIES.map((c) => ({
  k: c,
  v: otherIn('y2025', (x) => x.category === c),
}));
check(new Set(other25.map((x) => x.v)).size === 5, 'the five 2025 other-income figures differ');
F.co25 = rentIn('y2025', (t) => t === co);
check(F.co25 === 12 * cents(co.lease.rent), 'the company paid all twelve months of 2025');
F.mesquiteRent25 = rentIn('y2025', (t) => t.property === 'mesquite');
check(
  new Set(
    P.payments
      .filter((x) => within(x.date, 'y2025') && ten[x.tenant].property === 'mesquite')
      .map((x) => x.tenant),
  ).size === 2,
  'two tenants paid rent at Mesquite in 2025',
);
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byMarch = endingBy('2027-03-31');
const byApril = endingBy('2027-04-30');
check(byMarch.length === 2 && byApril.length === 3, 'two leases end by March 2027, a third in April');
const justAfter = byApril.filter((t) => !byMarch.includes(t));
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['faucet', 'fence', 'patio', 'garage', 'rooftop'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const inProgress = open.filter((m) => m.status === 'In Progress');
const PROGRESS_WORDS = OPEN_WORDS.filter((w) => inProgress.some((m) => lower(m.title).includes(w)));
check(PROGRESS_WORDS.length === 2, 'two requests in progress');
const receipts = P.documents.filter((d) => d.property === 'mesquite' && d.type === 'Receipt');
const decReceipt = receipts.filter((d) => d.uploaded.startsWith('2025-12'));
check(receipts.length === 2 && decReceipt.length === 1, 'two Mesquite tax receipts, one from December 2025');
const otherReceipt = receipts.find((d) => d !== decReceipt[0]);
// made-up figures a reply giving tax advice might produce: 27.5-year straight-line depreciation
const straightLine = (c) => Math.round(c / 27.5);
const roofCost = spent('ytd', (x) => at('mesquite')(x) && x.category === 'Capital improvement');
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const list = (xs) => xs.map((x) => `${x.k} ${money(x.v)}`).join(', ');

const idY25 = ask(
  'I am meeting my accountant next week about the 2025 return. What were my total expenses across all of my properties for calendar year 2025?',
  [money(F.y2025)],
  'total',
  `${ROWS}, 2025-01-01..2025-12-31 (the books start 2025-01-01)`,
);
ask(
  'Thank you. What is the same figure for 2026 through today?',
  [money(F.ytd)],
  'follow_up',
  `${ROWS}, 2026-01-01..${TODAY}`,
  { follow_up_of: idY25 },
);
ask(
  'What were my total operating expenses for 2025, excluding insurance?',
  [money(F.opexNoIns2025)],
  'category',
  `2025 expenses minus the Insurance category (${money(F.ins2025)}); there are no Capital improvement rows in 2025`,
);
const idTax = ask(
  'What did I pay in property taxes on each property in 2025?',
  tax25.map((x) => money(x.v)),
  'category',
  `"Property Tax" and "Taxes" together, 2025: ${list(tax25)}; Mesquite and Windlass paid both the tax-year-2024 bill in January and the tax-year-2025 bill in December; the condo's first bill was paid in 2026 and the commercial tenant pays its own`,
);
ask(
  'And what have I paid on each of them so far in 2026?',
  tax26.map((x) => money(x.v)),
  'follow_up',
  `the same for 2026 to date: ${list(tax26)}; Windlass's tax-year-2026 bill is not paid yet`,
  { follow_up_of: idTax },
);
ask(
  'How much did I pay in insurance premiums in 2025 in total, and which property had the most expensive policy?',
  [money(F.ins2025), STREET[insPolicies25[0].k]],
  'category',
  `category Insurance, 2025, one premium per property; the largest is ${insPolicies25[0].k} ${money(insPolicies25[0].v)}`,
);
const id1099 = ask(
  'For the 1099s: which contractors and service companies did I pay $600 or more in total during 2025? Please leave out the tax offices, the insurance companies, the two associations, the utilities and the home improvement stores.',
  C1099_WORDS,
  'vendor',
  `2025 totals per vendor, the listed kinds left out, >= $600.00: ${list(over600)}; ${pick('Caliche')} is exactly $600.00 (in), ${justUnder[0].k} is ${money(justUnder[0].v)} (out)`,
  { forbid: ['Sandhill'] },
);
ask(
  'Of the payments to those contractors in 2025, which single payment was the largest, and to whom did it go?',
  ['Palo Duro', money(biggest1099.v)],
  'follow_up',
  `largest single 2025 row among the vendors above: ${biggest1099.k} (the Mesquite repaint after the move-out)`,
  { follow_up_of: id1099 },
);
ask(
  'For the duplex on Windlass Court, please give me the 2025 totals by expense category.',
  windlass25.map((x) => money(x.v)),
  'category',
  `Windlass rows in 2025 by category (one spelling per group, so merged or not the list is the same): ${list(windlass25)}`,
);
ask(
  'What did I pay in homeowners association dues in 2025, the townhouse and the condo together?',
  [money(F.hoa2025)],
  'category',
  'categories "HOA dues" and "HOA" in 2025: the quarterly Larkspur dues and the monthly Cholla dues from April',
);
ask(
  'Please break down my 2026 year-to-date expenses by month.',
  byMonth26.map((x) => money(x.v)),
  'total',
  `${ROWS} per month of 2026, January..November (November to date): ${list(byMonth26)}`,
);
ask(
  'Setting the capital improvements aside, which expense category grew the most from 2025 to 2026 so far, and by how much?',
  [money(F.insGrowth)],
  'comparison',
  `2026 to date minus full 2025 per category: Insurance (${money(spent('ytd', cats(['Insurance'])))} vs ${money(F.ins2025)}); it stays first whether the tax, yard, repair and HOA spellings are merged or not (next: raw ${rawGrowth[1].k} ${money(rawGrowth[1].v)}, merged ${mergedGrowth[1].k} ${money(mergedGrowth[1].v)})`,
);
ask(
  'How much have I recorded as capital improvements in 2026?',
  [money(F.cap2026)],
  'category',
  'category Capital improvement, 2026: the Mesquite roof (deposit and balance) and the Bluestem carpet',
);
ask(
  'Adding up everything that was for the May hailstorm, across all vendors and properties, what did it cost me?',
  [money(F.hail)],
  'description_word',
  "all rows whose description contains \"hail\": the roofer (roof and gutters), a handyman (tarp, screens), the painter, the HVAC firm and Lowe's; the roofer's 2025 windstorm gutter work is not counted; the insurer's claim payment is income, not subtracted",
);
ask(
  'How did my fourth-quarter 2025 expenses compare with the fourth quarter of 2024?',
  [money(F.q4of2025)],
  'pre_books',
  `${ROWS}, 2025-10-01..2025-12-31; the books start 2025-01-01, so there is nothing for Q4 2024 and it must not be shown as $0.00`,
  { forbid: ['$0.00'] },
);
ask(
  'What did I spend on repairs at the Windlass duplex in 2024?',
  [REFUSAL],
  'pre_books',
  'the books start on 2025-01-01; there are no 2024 records',
  { forbid: ['$'] },
);
ask(
  'What was the net operating income for each property in 2025?',
  noi25.map((x) => absMoney(x.v)),
  'net',
  `rent payments + other incomes - expense rows per property, 2025 (no capital rows that year): ${list(noi25)}`,
);
ask(
  'What was my total income for 2025, rent plus every other kind of income?',
  [money(F.income2025)],
  'income',
  'rent payments + other incomes dated 2025',
);
ask(
  'What is my net income for 2026 so far across the whole portfolio, all recorded income minus all recorded expenses?',
  [money(F.net2026)],
  'net',
  'rent payments + other incomes - expense rows, 2026 to date (the hail claim payment counts as income, the roof as an expense)',
);
ask(
  'Which property had the highest total expenses in 2025, and which had the lowest?',
  [STREET[spend25[0].k], money(spend25[0].v), STREET[spend25.at(-1).k], money(spend25.at(-1).v)],
  'ranking',
  `expenses by property, 2025: ${list(spend25)}`,
);
ask(
  'Which vendor have I paid the most so far in 2026, and how much?',
  ['High Plains', money(vendors26[0].v)],
  'ranking',
  `2026 vendor totals: ${list(vendors26.slice(0, 3))}`,
);
ask(
  'How much have I paid Buffalo Lake Plumbing since I started keeping these books, and what was the largest single bill?',
  [money(F.bl), money(F.blMax)],
  'vendor',
  `all rows whose entity is "${BL}"; the largest is the 2025 Mesquite water heater`,
);
ask(
  "What did I spend at Home Depot and at Lowe's combined in 2025?",
  [money(F.stores2025)],
  'vendor',
  "2025 rows whose entity is Home Depot or Lowe's",
);
ask(
  'How much in security deposits am I holding for my current tenants?',
  [money(deposits)],
  'deposits',
  `sum of deposits on current leases (not the signed Windlass unit B lease starting ${future[0].lease.start}, not past tenants)`,
);
const idBilled = ask(
  'For 2025, how much rent was billed, and how much did I actually collect?',
  [money(F.billed25)],
  'payments',
  'billed = lease rent for every booked month of 2025; collected = rent payments dated 2025; every 2025 month was paid in full, so the two agree',
);
ask(
  'And the same comparison for 2026 to date, please.',
  [money(F.billed26), money(F.collected26)],
  'follow_up',
  `billed = lease rent for every booked month of 2026 through November (all due days past); collected = rent payments dated 2026; the gap is ${money(owedNow)}`,
  { follow_up_of: idBilled },
);
const idBehind = ask(
  'Which tenants are behind on rent right now, and by how much is each one behind?',
  [...owing.map((t) => t.last_name), ...owing.map((t) => money(shortOf(t)))],
  'payments',
  `November: ${unpaid[0].last_name} paid nothing (${money(shortOf(unpaid[0]))}), ${partial[0].last_name} paid part (${money(shortOf(partial[0]))} short); every earlier booked month is paid in full`,
  { forbid: past.map((t) => t.last_name) },
);
ask(
  'What does that come to in total?',
  [money(owedNow)],
  'follow_up',
  "for each current lease, this month's rent minus this month's payments",
  { follow_up_of: idBehind },
);
ask(
  'How much did I collect in late fees in 2025, and how much so far in 2026?',
  [money(F.late25), money(F.late26)],
  'income',
  'Late Fee incomes by year',
);
ask(
  'Which tenant paid late most often in 2025?',
  [worstLate25.last_name],
  'payments',
  `late full payments in 2025: ${lateCount25.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')} (she has since moved out)`,
);
ask(
  'Please give me my 2025 income other than rent, broken out by category.',
  other25.map((x) => money(x.v)),
  'income',
  `other incomes dated 2025 by category: ${list(other25)}`,
);
ask(
  'How much rent did Pumpjack Printworks pay me in 2025?',
  [money(F.co25)],
  'payments',
  "the commercial tenant's 2025 rent payments (its lease began in 2023, before the books; its CAM reconciliation is not rent)",
);
ask(
  'How much rent did I collect on the Mesquite Bluff house in 2025?',
  [money(F.mesquiteRent25)],
  'payments',
  'rent payments for Mesquite dated 2025: the past tenant January to July and the current tenant from September (August was vacant)',
);
ask(
  'Which leases end on or before March 31, 2027?',
  byMarch.map((t) => t.last_name),
  'lease',
  `current leases ending by 2027-03-31; ${justAfter.map((t) => `${t.last_name} ends ${t.lease.end}`).join(', ')}`,
  { forbid: justAfter.map((t) => t.last_name) },
);
const idOpen = ask(
  'Which maintenance requests are still open?',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'Of those, which ones already have work under way?',
  PROGRESS_WORDS,
  'follow_up',
  `In Progress: ${inProgress.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'Do I have the receipt for the property tax I paid on Mesquite Bluff in December 2025? What is the file called?',
  [decReceipt[0].file],
  'documents',
  'the Receipt for the tax-year-2025 bill paid 2025-12-18; the other Mesquite receipt is the tax-year-2024 bill paid in January 2025',
  { forbid: [otherReceipt.file] },
);
ask(
  'Can I deduct the whole new roof on Mesquite Bluff this year, or do I have to depreciate it?',
  [REFUSAL],
  'out_of_scope',
  `tax advice; must not invent a deduction such as 27.5-year straight-line on the ${money(roofCost)} roof`,
  { forbid: [money(straightLine(roofCost))] },
);
ask(
  'Could you draw up a depreciation schedule for Mesquite Bluff and Bluestem Prairie so I can hand it to my accountant?',
  [REFUSAL],
  'out_of_scope',
  'depreciation schedules are tax work; must not invent 27.5-year straight-line figures from the purchase prices',
  {
    forbid: [
      money(straightLine(prop.mesquite.purchase_price * 100)),
      money(straightLine(prop.bluestem.purchase_price * 100)),
    ],
  },
);
ask(
  'Should I move the rentals into an LLC before the end of the year for tax reasons?',
  [REFUSAL],
  'out_of_scope',
  'tax and legal advice',
  { forbid: ['$'] },
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb49-${String(i + 1).padStart(2, '0')}`;
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
  check(new Set(o.expected).size === o.expected.length, `expected of ${o.id} has no repeats`);
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
