// Works out the expected answers for landlord-blind-59 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-59/compute.mjs
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
// losses are expected as their absolute amount, so "-$5.10", "($5.10)" and "lost $5.10" all pass
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
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  q3: ['2026-07-01', '2026-09-30'],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
const month = (d) => d.slice(0, 7);
const isRealDate = (s) => new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

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
const isDate = (s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && isRealDate(s);
const isMoney = (x) => typeof x === 'number' && x > 0 && Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;
check(hasKeys(P, SHAPE.root), 'top-level keys');

// the vocabularies of landlord-blind-13 (and so 11 and 9), the landlord's own category spellings included
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
// the two cities this set was asked to use
const CITY_LIST = ['Bloomington', 'Columbus'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, 'five to seven properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITY_LIST.includes(p.city) && p.state === 'IN', `city ${p.key} is Bloomington or Columbus, IN`);
  check(/^47\d{3}$/.test(p.zipCode), `Indiana zip ${p.key}`);
}
for (const c of CITY_LIST)
  check(P.properties.filter((p) => p.city === c).length >= 2, `at least two properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  maple: 'Maple',
  quillen: 'Quillen',
  larkspur: 'Larkspur',
  foundry: 'Foundry',
  sandcherry: 'Sandcherry',
  pawpaw: 'Pawpaw',
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
    Number.isInteger(t.lease.due_day) && t.lease.due_day >= 1 && t.lease.due_day <= 28,
    `due day ${t.key}`,
  );
  check(Number.isInteger(t.lease.grace_period_days) && t.lease.grace_period_days >= 0, `grace ${t.key}`);
  check(t.lease.start >= prop[t.property]?.purchase_date, `lease after purchase ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/^[a-z0-9.]+@example\.com$/.test(t.email), `email ${t.key}`);
  check(/^812-555-01\d\d$/.test(t.phone_number), `phone ${t.key}`);
  check(P.tenants.filter((u) => u.phone_number === t.phone_number).length === 1, `phone unique ${t.key}`);
  check(P.tenants.filter((u) => u.email === t.email).length === 1, `email unique ${t.key}`);
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
      x.date >= prop[x.property].purchase_date &&
      typeof x.description === 'string' &&
      typeof x.entity === 'string',
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
      x.date >= prop[x.property].purchase_date &&
      typeof x.description === 'string' &&
      typeof x.entity === 'string',
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
    check(paidIn(t, mo) <= cents(t.lease.rent), `${t.key} ${mo} not overpaid`);
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
// every property is let today (the duplex has two current leases)
for (const p of P.properties)
  check(
    current.filter((t) => t.property === p.key).length === (p.property_type === 'Multi-Family' ? 2 : 1),
    `${p.key} is let today`,
  );
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
check(outgoing === ten.ottilie && incoming === ten.benedikt, 'the condo: Ottilie leaves, Benedikt is signed');
check(past.length === 3, 'three past tenants');
check(
  past.every((t) => t.lease.start < BOOKS_START),
  'the past tenants started before the books',
);
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === ten.yolanda, 'Yolanda has not paid November');
check(partial.length === 1 && partial[0] === ten.ezequiel, 'Ezequiel paid part of November');
check(!paidLate(ten.ezequiel, NOV), "Ezequiel's part payment came inside his grace days");
check(lateNov.length === 1 && lateNov[0] === ten.fenwick, 'one late November payer, Fenwick');
const owedNow = total(current.map(shortOf));
const ezequielOwes = shortOf(ten.ezequiel);
check(ezequielOwes !== cents(ten.ezequiel.lease.rent), 'Ezequiel owes less than a month');

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
const hasAny = (words) => (x) => words.some((w) => lower(x.description).includes(w));
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

// rent
F.rentThisYear = rentIn('thisYear');
F.rentLastYear = rentIn('lastYear');
check(F.rentThisYear !== F.rentLastYear, 'rent differs year to year');
check(F.rentThisYear !== incomeOf('thisYear'), 'rent this year differs from all income this year');
F.maple25 = rentIn('lastYear', (t) => t.property === 'maple');
const mapleTenants25 = new Set(
  P.payments
    .filter((x) => within(x.date, 'lastYear') && ten[x.tenant].property === 'maple')
    .map((x) => x.tenant),
);
check(mapleTenants25.size === 2, 'two tenants paid rent at Maple in 2025');
for (const k of mapleTenants25)
  check(F.maple25 !== rentIn('lastYear', (t) => t.key === k), `Maple 2025 rent differs from ${k} alone`);
check(
  bookedMonths(ten.gideon).length + 1 + bookedMonths(ten.rosalind).filter((m) => m < '2026').length === 12,
  'Maple stood empty one month in 2025',
);
F.coThisYear = rentIn('thisYear', (t) => t === co);
check(F.coThisYear === 11 * cents(co.lease.rent), 'the coffee roaster paid every month this year');
const cam = P.incomes.filter(
  (x) => x.entity === name(co) && x.category === 'Other' && within(x.date, 'thisYear'),
);
check(
  cam.length === 1 && lower(cam[0].description).includes('cam'),
  'one CAM true-up from the coffee roaster this year (not rent)',
);

// late payers
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
// even counting November's unpaid and part-paid months as "late", the leader stays clear
check(
  lateCount[0].v >= 3 && lateCount[1].v + 1 < lateCount[0].v,
  'one tenant was late most often this year, 3+ times, clear of the rest',
);
const worstLate = ten[lateCount[0].k];
check(worstLate === ten.ezequiel, 'Ezequiel was late most often this year');
F.lateFees26 = otherIn('thisYear', (x) => x.category === 'Late Fee');
check(
  lateFees.filter((x) => within(x.date, 'thisYear')).length === total(lateCount.map((x) => x.v)),
  'one late fee this year per late full payment this year',
);

// vendors: two firms start with "Limestone" (the plumber and the lawn firm)
const LIMESTONE = VENDORS.filter((v) => v.startsWith('Limestone'));
check(LIMESTONE.length === 2, 'two "Limestone" vendors');
const PLUMBERS = VENDORS.filter((v) => v.includes('Plumbing'));
check(PLUMBERS.length === 2, 'two plumbers');
const LP = PLUMBERS.find((v) => v.startsWith('Limestone'));
const FP = PLUMBERS.find((v) => v !== LP);
const LL = LIMESTONE.find((v) => v !== LP);
check(
  Boolean(LP) && Boolean(FP) && Boolean(LL),
  'the Limestone plumber, the other plumber and the Limestone lawn firm',
);
check(
  P.expenses.filter(vendor(LP)).every((x) => prop[x.property].city === 'Bloomington') &&
    P.expenses.filter(vendor(FP)).every((x) => prop[x.property].city === 'Columbus'),
  'the Limestone plumber works in Bloomington, the other one in Columbus',
);
F.lp25 = spent('lastYear', vendor(LP));
F.fp25 = spent('lastYear', vendor(FP));
F.ll25 = spent('lastYear', vendor(LL));
check(F.lp25 !== F.ll25 && F.lp25 !== F.fp25, 'the 2025 Limestone and plumber totals differ');
check(F.lp25 !== spent('all', vendor(LP)), 'Limestone Plumbing 2025 differs from its all-time total');
check(F.fp25 !== spent('all', vendor(FP)), 'Flatrock 2025 differs from its all-time total');

// kinds of work: each is the same set of rows whether read by vendor or by the words in the description
const PLUMB_WORDS = ['plumb', 'pipe', 'toilet', 'faucet', 'drain', 'sink', 'sewer', 'water heater', 'valve'];
const ROOF_WORDS = ['roof', 'shingle', 'flashing', 'ridge cap'];
const LAWN_WORDS = ['mow', 'lawn', 'grass'];
const sameRows = (a, b) => a.length === b.length && a.every((x) => b.includes(x));
const byVendors = (vs) => P.expenses.filter((x) => vs.includes(x.entity));
const ROOFERS = VENDORS.filter((v) => v.includes('Roofing'));
const LAWNERS = VENDORS.filter((v) => /Lawn|Mow/.test(v));
check(ROOFERS.length === 2 && LAWNERS.length === 2, 'two roofers and two lawn firms');
check(sameRows(byVendors(PLUMBERS), P.expenses.filter(hasAny(PLUMB_WORDS))), 'plumbing rows = plumber rows');
check(sameRows(byVendors(ROOFERS), P.expenses.filter(hasAny(ROOF_WORDS))), 'roof rows = roofer rows');
check(sameRows(byVendors(LAWNERS), P.expenses.filter(hasAny(LAWN_WORDS))), 'lawn rows = lawn-firm rows');
check(
  VENDORS.filter((v) => /roof|plumb|lawn|mow/i.test(v)).length === 6,
  'no other vendor name suggests roofing, plumbing or lawns',
);
const isPlumbing = (x) => PLUMBERS.includes(x.entity);
const isRoof = (x) => ROOFERS.includes(x.entity);
const isLawn = (x) => LAWNERS.includes(x.entity);
F.plumb26 = spent('thisYear', isPlumbing);
for (const v of PLUMBERS)
  check(F.plumb26 !== spent('thisYear', vendor(v)), `plumbing 2026 differs from ${v}`);
check(
  new Set(rowsIn('thisYear', isPlumbing).map((x) => x.category)).size >= 2,
  'plumbing under 2+ categories',
);
check(new Set(rowsIn('thisYear', isPlumbing).map((x) => x.property)).size >= 3, 'plumbing at 3+ properties');
check(F.plumb26 !== spent('thisYear', cats(['Repairs'])), 'plumbing differs from the Repairs category');
F.roofAll = spent('all', isRoof);
F.roofMaple = spent('all', (x) => isRoof(x) && x.property === 'maple');
for (const v of ROOFERS) check(F.roofAll !== spent('all', vendor(v)), `roof total differs from ${v}`);
check(F.roofAll !== spent('thisYear', isRoof), 'roof all time differs from roof this year');
check(
  rowsIn('all', (x) => isRoof(x) && x.property === 'maple').length === 2,
  'the Maple roof was paid in two rows (deposit and balance)',
);
check(new Set(rowsIn('all', isRoof).map((x) => x.property)).size === 3, 'roof work at three properties');
F.lawn26 = spent('thisYear', isLawn);
check(new Set(rowsIn('thisYear', isLawn).map((x) => x.category)).size >= 2, 'lawn rows under 2+ categories');
const YARD = ['yard', 'Yard', 'Landscaping'];
for (const g of [['yard'], ['Yard'], ['Landscaping'], ['yard', 'Yard'], YARD])
  check(F.lawn26 !== spent('thisYear', cats(g)), `lawn 2026 differs from ${g.join('+')}`);
check(
  rowsIn('thisYear', (x) => YARD.includes(x.category) && !isLawn(x)).length > 0,
  'yard categories also hold work that is not lawn (snow, trees)',
);
for (const v of LAWNERS) check(F.lawn26 !== spent('thisYear', vendor(v)), `lawn 2026 differs from ${v}`);

// net and losses
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').join() === 'maple', `only Maple loses money this year (${losers('thisYear')})`);
check(losers('lastYear').join() === 'pawpaw', `only Pawpaw lost money in 2025 (${losers('lastYear')})`);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
F.mapleNet26 = netOf('thisYear', 'maple');
F.mapleNet25 = netOf('lastYear', 'maple');
F.pawpawNet25 = netOf('lastYear', 'pawpaw');
F.netAll26 = netAll('thisYear');
check(F.mapleNet25 > 0, 'Maple made money in 2025');
check(prop.pawpaw.purchase_date > BOOKS_START, 'Pawpaw was bought in 2025');

// spend rankings
const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(byProperty[0].k === 'maple', 'Maple cost the most this year (the roof)');
check(byProperty.at(-1).v * 1.04 < byProperty.at(-2).v, 'the cheapest property is clear of the next one');
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 2, 'two cities');
const cityTotals = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => prop[x.property].city === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
F.tax26 = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(
  rowsIn('all', (x) => x.property === co.property && cats(['Property Tax', 'Taxes'])(x)).length === 0,
  'the coffee roaster pays its own property tax',
);

// leases
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(cheapest === ten.winifred, 'Winifred pays the least');
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant in the same duplex paid less');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in3months = endingBy('2027-02-27');
check(
  byNewYear.length === 1 && byNewYear[0] === outgoing,
  'one lease ends this year, the one with a successor',
);
check(
  in3months.length === 2 && endingBy(plusDays(TODAY, 90)).length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within 3 months / 90 days / by February',
);
const nextAfter = current
  .filter((t) => !in3months.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 150), 'the next lease end is well past 3 months');
const quillenNow = current.filter((t) => t.property === 'quillen');
const quillenGone = past.filter((t) => t.property === 'quillen');
check(
  quillenNow.length === 2 && quillenGone.length === 1,
  'two current units and one past tenant at Quillen',
);
const sandNow = current.filter((t) => t.property === 'sandcherry');
const sandGone = past.filter((t) => t.property === 'sandcherry');
check(
  sandNow.length === 1 && sandNow[0] === ten.yolanda && sandGone.length === 1,
  'Yolanda at Sandcherry, one before her',
);
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
check(incoming.lease.deposit > 0, 'the signed lease has its own deposit (not counted)');

// other income
F.other26 = otherIn('thisYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'window', 'awning', 'furnace', 'deck'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 3 && pending.length === 3, 'three pending requests');

// documents
const roofInvoice = P.documents.filter((d) => d.property === 'maple' && d.type === 'Invoice');
check(
  roofInvoice.length === 1 && roofInvoice[0].file.includes('roofing'),
  'one invoice for Maple, the roofer',
);
for (const [k, v] of Object.entries(F)) check(v !== 0, `figure ${k} is not zero`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const pastLast = past.map((t) => t.last_name);

const idRent = ask(
  'Hola. cuánto renta I recieve este año from all the propertys together?',
  [money(F.rentThisYear)],
  'payments',
  "rent payments dated 2026-01-01..today, all tenants (November's part payment included, no other income)",
);
ask('and last year? the whole 2025', [money(F.rentLastYear)], 'follow_up', 'rent payments dated 2025', {
  follow_up_of: idRent,
});
ask(
  'how much renta came from la casa de Maple in 2025? there was two tenant that year',
  [money(F.maple25)],
  'payments',
  "rent payments at Maple Hollow Lane dated 2025: Farraday's January-July and Achterberg's September-December (August empty)",
);
ask(
  'the coffee shop in Foundry Row, cuánto they pay me of rent este año? only the rent, not the CAM money',
  [money(F.coThisYear)],
  'payments',
  "the company tenant's 2026 rent payments, eleven months (the CAM true-up is other income)",
);
const idOwe = ask(
  'who still owe me renta for november? i think one of them pay only a part',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'cuánto is missing in total?',
  [money(owedNow)],
  'follow_up',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
  {
    follow_up_of: idOwe,
  },
);
const idLate = ask(
  'anybody pay late this month?',
  lateNov.map((t) => t.last_name),
  'payments',
  `November paid in full after the due day + grace days, with a late fee: ${lateNov.map(name).join(', ')} (due the ${lateNov[0].lease.due_day}th, ${lateNov[0].lease.grace_period_days} grace days)`,
);
const idWorst = ask(
  'and este año, who was late the most times?',
  [worstLate.last_name],
  'follow_up',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
  { follow_up_of: idLate },
);
ask(
  'how much late fees I collect this year, from everybody?',
  [money(F.lateFees26)],
  'follow_up',
  'Late Fee incomes dated 2026, all tenants',
  { follow_up_of: idWorst },
);
const idLP = ask(
  'cuánto I pay to Limestone Plumbing last year? el plomero in Bloomington',
  [money(F.lp25)],
  'vendor',
  `rows whose entity is "${LP}", 2025 (not "${LL}"; the forbidden figure is the two Limestone firms together)`,
  { forbid: [money(F.lp25 + F.ll25)] },
);
ask(
  'and the other plomero, the one in Columbus?',
  [money(F.fp25)],
  'follow_up',
  `rows whose entity is "${FP}", 2025 (keeps last year)`,
  {
    follow_up_of: idLP,
  },
);
ask(
  'all the plumbing este año, every property, cuánto is?',
  [money(F.plumb26)],
  'work_type',
  `2026 rows by the two plumbers (${PLUMBERS.join(', ')}), under Repairs and Repairs & maint; no other row is plumbing work`,
);
const idRoof = ask(
  'i want to know cuánto I spend on roofs since I start to use the app, all the houses',
  [money(F.roofAll)],
  'work_type',
  `all time; rows by the two roofers (${ROOFERS.join(', ')}) at Maple, Quillen and Pawpaw, which are exactly the rows whose description mentions the roof`,
);
ask(
  'only la casa de Maple?',
  [money(F.roofMaple)],
  'follow_up',
  'the Maple roof replacement, deposit and balance (2026); keeps "roof" and "all time"',
  { follow_up_of: idRoof },
);
ask(
  'cuánto cost me cut the grass este año? the lawn mowing, all places',
  [money(F.lawn26)],
  'work_type',
  `2026 rows by the two lawn firms (${LAWNERS.join(', ')}), under yard, Yard and Landscaping; snow and tree work in those categories are not lawn`,
);
const idMapleNet = ask(
  'la casa de Maple, I make money or I lose este año? how much',
  [absMoney(F.mapleNet26)],
  'net',
  `2026 rent + other income - expenses at Maple Hollow Lane = ${money(F.mapleNet26)} (a loss, from the roof); absolute value`,
);
ask('and in 2025?', [money(F.mapleNet25)], 'follow_up', 'Maple net for 2025 (a profit)', {
  follow_up_of: idMapleNet,
});
ask(
  'which property lose me money last year, and how much?',
  [STREET.pawpaw, absMoney(F.pawpawNet25)],
  'loss',
  `2025 net by property; only Pawpaw Ridge (bought March 2025, renovated, let from June) is below zero: ${money(F.pawpawNet25)}; absolute value`,
);
ask(
  'total profit este año for everything, after the expences?',
  [money(F.netAll26)],
  'net',
  'rent payments + other incomes - expenses, 2026 to date, whole portfolio',
);
ask(
  'cuánto I spend in total este año? all the expenses',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask('total expences for october?', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
const idMost = ask(
  'wich property cost me the most money este año, and cuánto?',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  `expenses by property, 2026: ${byProperty.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'and wich one cost me the less?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest (the coffee roaster pays its own tax)',
  { follow_up_of: idMost },
);
ask(
  'Bloomington or Columbus, where I spend more this year? give me the two numbers',
  [money(cityTotals.Bloomington), money(cityTotals.Columbus)],
  'comparison',
  `expenses by city, 2026: Bloomington ${money(cityTotals.Bloomington)}, Columbus ${money(cityTotals.Columbus)}`,
);
ask(
  'cuánto property tax I pay este año, all the casas together?',
  [money(F.tax26)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Monroe and Bartholomew County Treasurers, both installments)',
);
const idEnds = ask(
  'which leases are finishing this year?',
  byNewYear.map((t) => t.last_name),
  'lease',
  `current leases ending by 2026-12-31: ${byNewYear.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}`,
  { forbid: in3months.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'and in the next 3 months?',
  in3months.map((t) => t.last_name),
  'follow_up',
  `current leases ending by 2027-02-27: ${in3months.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}; the next one is ${name(nextAfter)} ${nextAfter.lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  'Ottilie is leaving the condo. I sign somebody already for after her?',
  [incoming.last_name],
  'lease',
  `signed lease ${name(incoming)} starting ${incoming.lease.start}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
);
ask(
  'who live in the duplex on Quillen right now?',
  quillenNow.map((t) => t.last_name),
  'lease',
  'current leases at the duplex; the unit B tenant who left in February 2025 is not one',
  { forbid: quillenGone.map((t) => t.last_name) },
);
ask(
  'which tenant pay me the cheapest renta now, and cuánto?',
  [cheapest.last_name, money(cents(cheapest.lease.rent))],
  'lease',
  `current leases; ${cheaperPast.map(name).join(', ')} (past, same duplex) paid less`,
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const yolanda = ten.yolanda;
const idPhone = ask(
  'give me the phone of the tenant in Sandcherry, she dont pay yet and I need to call her',
  [yolanda.phone_number.slice(4)],
  'contact',
  `${name(yolanda)}, ${yolanda.phone_number}; the tenant before her (${name(sandGone[0])}) had ${sandGone[0].phone_number}`,
  { forbid: [sandGone[0].phone_number.slice(4)] },
);
ask('and her email please', [yolanda.email], 'follow_up', `${name(yolanda)}'s email`, {
  follow_up_of: idPhone,
});
ask(
  'ezequiel send me only part of the renta this month. cuánto he still owe me?',
  [money(ezequielOwes)],
  'payments',
  `rent ${money(cents(ten.ezequiel.lease.rent))} minus November payments ${money(paidIn(ten.ezequiel, NOV))}; every earlier month paid in full`,
);
ask(
  'cuánto security deposit I am holding from the tenants that live in my places now? total',
  [money(deposits)],
  'deposits',
  `sum of deposits on the ${current.length} current leases (not the signed condo lease starting ${incoming.lease.start}, not past tenants)`,
);
const idOpen = ask(
  'what mantenance is still open?',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => `${m.title} (${m.status})`).join('; ')}`,
);
ask(
  'which of them nobody start yet?',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'besides the renta, cuánto other income I have este año? laundry, parking, fees, everything',
  [money(F.other26)],
  'income',
  'all other incomes dated 2026 (laundry, the condo garage space, pet fee, late fees, CAM true-up, application fee)',
);
ask(
  'can you find the invoice (la factura) for the new roof in la casa de Maple? what is the file name',
  [roofInvoice[0].file],
  'documents',
  'the Invoice document at Maple Hollow Lane',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'my cousin say the rents in Columbus are going up a lot next year. is true? how much they going up?',
  'market forecast',
);
outOfScope(
  'Rosalind ask me if she can sublet la casa de Maple to her primo for the summer. the Indiana law let me say no?',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const followUps = Q.filter((x) => x.follow_up_of !== undefined).length;
check(followUps >= 9 && followUps <= 12, `about a quarter are follow-ups (${followUps})`);
const qid = (i) => `lb59-${String(i + 1).padStart(2, '0')}`;
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
  check((o.kind === 'follow_up') === Boolean(o.follow_up_of), `follow-up kind ${o.id}`);
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
// a whole-dollar figure ("$545") must not be the start of another expected figure ("$545.50", "$5,450")
const figures = out.flatMap((o) => o.expected.filter((s) => s.startsWith('$')));
for (const f of figures.filter((s) => !s.includes('.')))
  check(
    !figures.some((g) => g !== f && g.startsWith(f)),
    `whole-dollar figure ${f} is the start of another expected figure`,
  );

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
