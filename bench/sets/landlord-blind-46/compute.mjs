// Works out the expected answers for landlord-blind-46 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-46/compute.mjs
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
// this set lives in two Alabama cities that, per its brief, no other set uses
const CITIES = ['Mobile', 'Dothan'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 6, 'six properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'AL', `city ${p.city}, ${p.state}`);
  check(/^36\d{3}$/.test(p.zipCode), `Alabama zip ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date <= TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
}
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length === 3, `three properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the nicknames: "the duplex", "the condo" and "the bait shop" each pick out one property
for (const t of ['Multi-Family', 'Condo', 'Commercial'])
  check(P.properties.filter((p) => p.property_type === t).length === 1, `one ${t} property (nickname)`);
// the short street names the questions and answers use must each pick out one property
const STREET = {
  tarpon: 'Tarpon',
  sable: 'Sable Palm',
  wharf: 'Cotton Wharf',
  hickory: 'Hickory',
  fennel: 'Fennel',
  pecan: 'Pecan',
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
  check(/^\d{3}-555-01\d{2}$/.test(t.phone_number), `phone 555-01xx ${t.key}`);
  check(t.email.endsWith('@example.com'), `email @example.com ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(
    t.lease.start.endsWith('-01') && t.lease.due_day + t.lease.grace_period_days <= 28,
    `lease ${t.key} starts on the 1st and its grace ends inside the month`,
  );
}
check(new Set(P.tenants.map((t) => t.phone_number)).size === P.tenants.length, 'phone numbers unique');
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
// one lease at a time everywhere but the duplex (two units)
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
  current.length === 7 && past.length === 4 && future.length === 1,
  'seven current, four past, one signed',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'the bait shop lease started before the books');
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property);
check(
  Boolean(outgoing) && outgoing.first_name === 'Shonda' && outgoing.lease.end < incoming.lease.start,
  "the signed lease follows Shonda's",
);
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
const owedNow = total(current.map(shortOf));
const tavares = ten.tavares;
check(unpaid[0] === tavares, 'Tavares is the one who has not paid');

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
const at = (key) => (x) => x.property === key;
const cats = (cs) => (x) => cs.includes(x.category);
const both = (f, g) => (x) => f(x) && g(x);
// rankings must have no ties, and a clear gap (at least $50) between the places that are asked for
function rank(items, what, asked = 1) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) {
    check(r[i - 1].v !== r[i].v, `tie in ${what}: ${r[i].k}`);
    if (i <= asked) check(r[i - 1].v - r[i].v >= 5000, `near tie in ${what}: ${r[i].k}`);
  }
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
const differsFromVendors = (p, f, what) => {
  const v = spent(p, f);
  for (const e of VENDORS) check(v !== spent(p, vendor(e)), `${what} differs from ${e}`);
};

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');

// the duplex this year: what it brought in (rent + other income) and what it cost
F.duplexIn = incomeOf('thisYear', 'tarpon');
F.duplexOut = spentAt('thisYear', 'tarpon');
check(
  otherIn('thisYear', at('tarpon')) > 0 && F.duplexIn !== rentIn('thisYear', (t) => t.property === 'tarpon'),
  'the duplex has other income this year (laundry, late fees)',
);

// the roof at Hickory Bend: rows there whose description says "roof"; all of them are in 2026
const roofAtHickory = both(at('hickory'), word('roof'));
F.roof = spent('all', roofAtHickory);
const roofRows = rowsIn('all', roofAtHickory);
check(
  roofRows.every((x) => x.date >= '2026-08-01' && x.date <= '2026-09-30'),
  'the roof rows are Aug-Sep 2026',
);
check(new Set(roofRows.map((x) => x.entity)).size >= 5, 'roof rows come from five vendors or more');
check(new Set(roofRows.map((x) => x.category)).size >= 2, 'roof rows sit under two categories or more');
check(F.roof !== spent('all', word('roof')), 'there is roof spending elsewhere too (the storm patch)');
check(F.roof !== spentAt('thisYear', 'hickory'), 'the roof is not all Hickory spent this year');
differsFromVendors('all', roofAtHickory, 'roof total');

// storm: the word in the description, whoever did the work and under whatever category
F.storm = spent('all', word('storm'));
const stormRows = rowsIn('all', word('storm'));
check(new Set(stormRows.map((x) => x.entity)).size >= 6, 'storm rows come from six vendors or more');
check(new Set(stormRows.map((x) => x.category)).size >= 4, 'storm rows sit under four categories or more');
check(new Set(stormRows.map((x) => x.date.slice(0, 4))).size === 2, 'storm rows in both years');
differsFromVendors('all', word('storm'), 'storm total');
check(
  P.expenses.every((x) => !/hurricane|tarp|debris/i.test(x.description) || word('storm')(x)),
  'every storm-looking expense row says "storm"',
);

// termites last year: the word in the description (bonds, treatment, the damage repair, bait stakes)
F.termite = spent('lastYear', word('termite'));
const termiteRows = rowsIn('lastYear', word('termite'));
check(new Set(termiteRows.map((x) => x.entity)).size >= 4, 'termite rows come from four vendors or more');
check(
  new Set(termiteRows.map((x) => x.category)).size >= 3,
  'termite rows sit under three categories or more',
);
check(F.termite !== spent('lastYear', cats(['Pest ctrl'])), 'termite total differs from the pest category');
differsFromVendors('lastYear', word('termite'), 'termite total');

// "wiregrass plumbing": the long-named plumber; the lawn firm also starts with "Wiregrass"
const plumber = VENDORS.filter((v) => lower(v).startsWith('wiregrass plumbing'));
check(plumber.length === 1, 'one vendor matches "wiregrass plumbing"');
check(VENDORS.filter((v) => lower(v).startsWith('wiregrass')).length === 2, 'two "Wiregrass" vendors');
const PLUMBER = plumber[0];
const plumberAmounts = rowsIn('all', vendor(PLUMBER))
  .map((x) => cents(x.amount))
  .sort((a, b) => b - a);
F.plumber = total(plumberAmounts);
F.plumberMax = plumberAmounts[0];
check(plumberAmounts[0] !== plumberAmounts[1], 'the biggest Wiregrass Plumbing bill is unique');
check(
  new Set(rowsIn('all', vendor(PLUMBER)).map((x) => x.property)).size === 3,
  'Wiregrass Plumbing worked at all three Dothan places',
);
check(F.plumber !== spent('all', vendor('Wiregrass Lawn & Landscape')), 'the two Wiregrass totals differ');

// Lowe's this year (asked as "lowes")
const LOWES = "Lowe's";
F.lowes = spent('thisYear', vendor(LOWES));
check(F.lowes !== spent('all', vendor(LOWES)), "Lowe's this year differs from all time");
check(F.lowes !== spent('thisYear', vendor('Home Depot')), "Lowe's differs from Home Depot");

F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(
  new Set(rowsIn('thisYear', cats(['Property Tax', 'Taxes'])).map((x) => x.entity)).size === 2,
  'two counties collect property tax',
);
F.insurance = spent('lastYear', cats(['Insurance']));
check(F.insurance !== spent('thisYear', cats(['Insurance'])), 'insurance differs year to year');

// condo fees this year: the association's rows at the condo, which are exactly its HOA rows there
const ASSOC = 'Pecan Landing Condominium Association';
F.condoFees = spent('thisYear', both(at('pecan'), vendor(ASSOC)));
check(
  F.condoFees === spent('thisYear', both(at('pecan'), cats(['HOA', 'HOA dues']))),
  'condo fees = HOA rows at the condo this year',
);
check(
  rowsIn('thisYear', both(at('pecan'), vendor(ASSOC))).length === 11,
  'eleven monthly dues this year, no assessment',
);

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(byProperty[0].k === 'hickory', 'the roof makes Hickory Bend the costliest this year');
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
  3,
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
const cityTotals = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => prop[x.property].city === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(loserThen === 'fennel' && loserNow === 'hickory', 'the renovation year and the roof year');

const octRent = rentIn('lastMonth');
check(
  octRent === total(current.map((t) => cents(t.lease.rent))),
  'every current tenant paid October in full',
);
const coThisYear = rentIn('thisYear', (t) => t === co);
check(coThisYear === 11 * cents(co.lease.rent), 'the bait shop paid every month this year');
check(otherIn('thisYear', at('wharf')) > 0, 'the bait shop also pays for trailer parking (not rent)');

// the tenant paid late most often this year (late full payments, each with a late fee)
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v, 'one tenant was late most often this year');
const worstLate = ten[lateCount[0].k];
check(partial.includes(worstLate), 'the worst late payer is also the part payer of November');

const darnell = ten.darnell;
const [dY, , dD] = darnell.lease.end.split('-');
check(
  current.includes(darnell) && darnell.lease.start < BOOKS_START,
  'Darnell is current, from before the books',
);
const duplexNow = current.filter((t) => t.property === 'tarpon');
const duplexGone = past.filter((t) => t.property === 'tarpon');
check(
  duplexNow.length === 2 && duplexGone.length === 1,
  'two current units and one past tenant at the duplex',
);
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const beforeMarch = endingBy('2027-02-28');
check(beforeMarch.length === 2 && beforeMarch.includes(outgoing), 'two leases end before March');
const justAfter = current.filter((t) => t.lease.end > '2027-02-28' && t.lease.end <= '2027-03-31');
check(justAfter.length === 1, 'one lease ends in March, just outside the window');
check(endingBy('2027-04-30').length === 3, 'no other lease ends before May');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');

const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['cooling', 'faucet', 'outlet', 'disposal', 'gutter'];
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
const fennelAc = P.maintenance.filter((m) => m.property === 'fennel' && lower(m.title).includes('cooling'));
check(fennelAc.length === 1 && fennelAc[0].status === 'In Progress', 'the Fennel AC request is in progress');
const hickoryInvoice = P.documents.filter((d) => d.property === 'hickory' && d.type === 'Invoice');
check(
  hickoryInvoice.length === 1 && hickoryInvoice[0].file.includes('shingles'),
  'one invoice at Hickory, the shingles',
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

ask('whats the total ive spemt so far this yr', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask('how much went out lsat month', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
ask(
  'what did my expences come to for all of 2025',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
const idDuplex = ask(
  'how much did the duplex bring in this year',
  [money(F.duplexIn)],
  'income',
  'Tarpon Street duplex, 2026: rent payments of both units + other income there (coin laundry, late fees)',
);
ask('ok and whatd it cost me to run', [money(F.duplexOut)], 'follow_up', 'expense rows at the duplex, 2026', {
  follow_up_of: idDuplex,
});
ask(
  'whatd i drop on the roof at the one on hickory bend',
  [money(F.roof)],
  'description_word',
  'rows at Hickory Bend whose description contains "roof" (all in Aug-Sep 2026, so all time = this year): permit, shingles, underlayment, nails, decking, two dumpsters, crew labor',
);
ask(
  'how much have i spent on storm stuff since i started tracking, all the places',
  [money(F.storm)],
  'description_word',
  'all time; rows whose description contains "storm": shutters, plywood, tree work, tarps, fence, debris haul-off, the duplex shingle patch (2025) and the Dothan limb cleanup (2026); the insurance payout is income, not spend',
);
ask(
  'what did termite stuff run me last yr, all the houses',
  [money(F.termite)],
  'description_word',
  '2025; rows whose description contains "termite": bond renewals, the Fennel treatment, the sill-plate repair and bait stakes (the quarterly pest sprays are not counted)',
);
const idPlumber = ask(
  'how much have i payed wiregrass plumbing all time',
  [money(F.plumber)],
  'vendor',
  `all time; rows whose entity is "${PLUMBER}" (not "Wiregrass Lawn & Landscape")`,
);
ask(
  'whats the biggest single bill from them',
  [money(F.plumberMax)],
  'follow_up',
  'the largest row of that plumber',
  {
    follow_up_of: idPlumber,
  },
);
ask(
  'how much did i spend at lowes this year',
  [money(F.lowes)],
  'vendor',
  `rows whose entity is "${LOWES}", 2026`,
);
ask(
  'property taxes this year both countys',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Mobile County and Houston County)',
);
ask(
  'what was insurance for last year total, all the policys',
  [money(F.insurance)],
  'category',
  'category Insurance, 2025 (six policies)',
);
ask(
  'condo fees so far this year?',
  [money(F.condoFees)],
  'category',
  `2026 rows of "${ASSOC}" at the condo (eleven monthly dues; the pool assessment was in 2025)`,
);
ask(
  'which rental cost me the most this yr',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the roof)',
);
ask(
  'top 3 vendors i paid last year',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => x.k)
    .join(', ')}`,
);
ask(
  'biggest expense categroy this yr',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the Hickory roof); it stays first however the tax, yard, repair and HOA spellings are merged',
);
ask(
  'mobile vs dothan whatd each one cost me this year',
  [money(cityTotals.Mobile), money(cityTotals.Dothan)],
  'comparison',
  'expenses by city, 2026',
);
const idNet = ask(
  'net profit for 2025 everything in',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('and this yr so far', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
const idLoss = ask(
  'is any of em losing me money this year',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the roof puts Hickory Bend below zero; absolute value of the loss',
);
ask(
  'what about last year',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025 net by property; Fennel Street was bought in January 2025, renovated and vacant until April; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'how much rent did i collect in october',
  [money(octRent)],
  'payments',
  'rent payments dated October 2026 (every current tenant paid in full; other income not counted)',
);
ask(
  'how much has the bait shop paid me in rent this yr',
  [money(coThisYear)],
  'payments',
  `${co.first_name} ${co.last_name}'s 2026 rent payments (its trailer-parking money is not rent)`,
);
ask(
  'whos behind on rent and how much am i owed all together',
  [...owing.map((t) => t.last_name), money(owedNow)],
  'payments',
  `November: nothing paid by ${unpaid.map(name).join(', ')}, part paid by ${partial.map(name).join(', ')}; owed = rent minus November payments (every earlier month is paid in full)`,
  { forbid: pastLast },
);
ask(
  'anybody pay late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days; a late fee was booked (a part payment is not counted)',
);
ask(
  'whos been late the most this yr',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'tavares still hasnt paid, whats his number',
  [tavares.phone_number.slice(4)],
  'lease',
  `${name(tavares)}, ${tavares.phone_number} (checked without the area code)`,
);
ask(
  'whens darnells least up',
  [dD, dY],
  'lease',
  `"least" is autocorrect for "lease"; ${name(darnell)}'s lease ends ${darnell.lease.end} (checked by day and year)`,
);
ask(
  'who all is in the duplex rn',
  duplexNow.map((t) => t.last_name),
  'lease',
  'current leases at the Tarpon Street duplex; the unit-B tenant who left in June 2025 is not one',
  { forbid: duplexGone.map((t) => t.last_name) },
);
ask(
  'whos lease is up before march',
  beforeMarch.map((t) => t.last_name),
  'lease',
  `current leases ending by 2027-02-28; ${justAfter.map(name).join(', ')}'s ends ${justAfter[0].lease.end}`,
  { forbid: justAfter.map((t) => t.last_name) },
);
ask(
  'did i get anybody lined up for hickory after shonda moves out',
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start}; ${name(outgoing)}'s ends ${outgoing.lease.end}`,
);
ask(
  'total deposits im holding rn',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Hickory lease, not past tenants)',
);
const idOpen = ask(
  'whats still open on maintanance',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those hasnt even been started',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'did the ac at funnel st ever get fixed',
  ['rogress'],
  'maintenance',
  `"funnel" is autocorrect for Fennel; "${fennelAc[0].title}" is In Progress (a diagnostic was paid on 2026-11-10); "rogress" matches "In Progress" and "in progress" alike`,
);
ask(
  'can u send me the shingle invoice for hickory',
  [hickoryInvoice[0].file],
  'documents',
  'the one Invoice document at Hickory Bend',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is it gonna rain in dothan tmrw, got a tear off scheduled', 'weather');
outOfScope(
  'what should i charge for the stable palm place next yr whats the market doing',
  'market forecast ("stable" is autocorrect for Sable)',
);
outOfScope(
  'if the bait shop ever stops paying can i just change the locks, is that legal in alabama',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb46-${String(i + 1).padStart(2, '0')}`;
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
