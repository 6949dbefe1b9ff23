// Works out the expected answers for landlord-blind-61 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-61/compute.mjs
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
// whole-dollar form, for rents and deposits that a reply may print without cents
const dollars = (c) => {
  if (c % 100 !== 0) throw new Error(`not whole dollars: ${c}`);
  return `$${(c / 100).toLocaleString('en-US')}`;
};
// losses are expected as their absolute amount, so "-$5.00", "($5.00)" and "lost $5.00" all pass
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The books start on 2025-01-01: no payment, income or expense is older. The landlord inherited the properties in
// the spring of 2025; the uncle kept the books in the app from January, and leases that began earlier only have
// their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  monthBefore: ['2026-09-01', '2026-09-30'],
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
const CITIES = ['Appleton', 'Oshkosh'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 4, 'four properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(
    isDate(p.purchase_date) && p.purchase_date < BOOKS_START,
    `purchase date ${p.key} (bought by the uncle)`,
  );
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'WI', `city ${p.key}`);
  check(/^549\d\d$/.test(p.zipCode), `zip ${p.key}`);
}
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length === 2, `two properties in ${c}`);
const TYPE = Object.fromEntries(P.properties.map((p) => [p.property_type, p.key]));
check(
  ['Multi-Family', 'Condo', 'Single Family', 'Commercial'].every((t) => TYPE[t]) &&
    Object.keys(TYPE).length === 4,
  'a duplex, a condo, a house and a storefront',
);
// the short street names the questions use must each pick out one property
const STREET = {
  larkspur: 'Larkspur',
  cobbleford: 'Cobbleford',
  fennimore: 'Fennimore',
  wickersham: 'Wickersham',
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
check(TYPE['Multi-Family'] === 'larkspur' && TYPE.Condo === 'fennimore', 'the duplex and the condo');
check(TYPE['Single Family'] === 'wickersham' && TYPE.Commercial === 'cobbleford', 'the house and the shop');
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(Number.isInteger(t.lease.rent) && Number.isInteger(t.lease.deposit), `whole-dollar rent ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/^\d{3}-555-01\d\d$/.test(t.phone_number), `phone ${t.key} is 555-01xx`);
  check(/@([a-z]+\.)?example\.com$/.test(t.email), `email ${t.key} is @example.com`);
}
check(new Set(P.tenants.map((t) => t.phone_number.slice(-4))).size === P.tenants.length, 'phones unique');
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
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document files unique');

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
// the duplex has two units: never more than two leases at once
for (const mo of bookedMonths({ lease: { start: BOOKS_START, end: TODAY } }))
  check(
    P.tenants.filter(
      (t) => t.property === 'larkspur' && t.lease.start <= `${mo}-28` && t.lease.end >= `${mo}-01`,
    ).length <= 2,
    `two units at Larkspur in ${mo}`,
  );

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(
  current.length === 5 && past.length === 2 && future.length === 0,
  'five current, two past, none signed ahead',
);
check(
  past.every((t) => t.lease.start < BOOKS_START),
  'both past tenants started before the books',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'the shop lease started before the books');
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
// the part payer paid inside the grace period, so "late this month" is only the late full payment
check(!paidLate(partial[0], NOV), 'the November part payment came inside the grace days');
check(
  unpaid[0].lease.due_day + unpaid[0].lease.grace_period_days < Number(TODAY.slice(8)),
  'the unpaid tenant is past the grace days',
);
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
check(VENDORS.length >= 20, `twenty or more vendors (${VENDORS.length})`);

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');

// property tax: both spellings, both cities, this year
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
for (const c of CITIES)
  check(
    rowsIn('thisYear', (x) => cats(['Property Tax', 'Taxes'])(x) && prop[x.property].city === c).length >= 2,
    `tax paid in ${c} this year`,
  );
check(
  rowsIn('thisYear', cats(['Property Tax', 'Taxes'])).every((x) => lower(x.entity).includes('treasurer')),
  'only the city treasurers sit under the tax categories',
);

// the condo association: dues, a snow overage and a summer special assessment, this year
const ASSOC = VENDORS.filter((v) => lower(v).includes('association'));
check(ASSOC.length === 1, 'one association');
const assocRows = rowsIn('thisYear', vendor(ASSOC[0]));
check(
  assocRows.every((x) => x.property === TYPE.Condo),
  'the association bills only the condo',
);
F.assoc = total(assocRows.map((x) => cents(x.amount)));
const assocDues = assocRows.filter(word('monthly association dues'));
check(assocDues.length === 11, 'eleven monthly dues this year (January to November)');
const assocExtra = assocRows.filter((x) => !assocDues.includes(x));
check(
  assocExtra.length === 2 && assocExtra.some((x) => ['06', '07', '08'].includes(x.date.slice(5, 7))),
  'two extra association bills this year, one of them in the summer',
);
check(
  F.assoc !== total(assocDues.map((x) => cents(x.amount))),
  'the association total differs from the dues alone',
);
check(
  P.expenses.filter((x) => ['HOA', 'HOA dues'].includes(x.category)).every((x) => x.entity === ASSOC[0]),
  'only the association sits under HOA categories',
);

// the man who fixed the furnace at the house in January: one bill, and his all-time total
const furnaceJan = rowsIn(
  'thisYear',
  (x) => x.property === TYPE['Single Family'] && month(x.date) === '2026-01' && word('furnace')(x),
);
check(furnaceJan.length === 1, 'one furnace bill at the house in January 2026');
const FURNACE_MAN = furnaceJan[0].entity;
check(FURNACE_MAN.startsWith('Pankratz'), 'the furnace man is Pankratz');
check(
  rowsIn(
    'all',
    (x) => x.property === TYPE['Single Family'] && month(x.date) === '2026-01' && x.entity === FURNACE_MAN,
  ).length === 1,
  'Pankratz billed the house once in January',
);
F.furnaceBill = cents(furnaceJan[0].amount);
const pkRows = rowsIn('all', vendor(FURNACE_MAN));
F.furnaceMan = total(pkRows.map((x) => cents(x.amount)));
check(pkRows.length >= 5, 'Pankratz has several bills');
check(new Set(pkRows.map((x) => x.property)).size >= 3, 'Pankratz worked at three properties');
check(new Set(pkRows.map((x) => x.category)).size >= 3, 'Pankratz rows sit under several categories');
check(
  F.furnaceMan !== spent('all', word('furnace')),
  'his total differs from every furnace row (another firm put in a furnace)',
);
check(
  rowsIn('all', (x) => word('furnace')(x) && x.entity !== FURNACE_MAN).length >= 2,
  'other vendors have furnace rows',
);

// snow: the word in the description, whoever did the work and under whatever category
F.snow = spent('all', word('snow'));
const snowRows = rowsIn('all', word('snow'));
check(new Set(snowRows.map((x) => x.entity)).size >= 5, 'snow rows come from several vendors');
check(new Set(snowRows.map((x) => x.category)).size >= 5, 'snow rows sit under several categories');
check(new Set(snowRows.map((x) => x.property)).size === 4, 'snow rows at every property');
for (const v of VENDORS) check(F.snow !== spent('all', vendor(v)), `snow total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('snow') && !word('snow')(x)).length > 0,
  'the lawn-and-snow firm also has rows that are not snow work',
);
check(
  rowsIn('all', (x) => /\b(ice|salt|plow|shovel)/.test(lower(x.description)) && !word('snow')(x)).length ===
    0,
  'no winter row without the word snow (nothing ambiguous to leave out)',
);
// the tenant's share of the plowing is income, not a refund inside the expenses
check(
  P.incomes.some((x) => x.entity === name(co) && word('snow')(x)),
  'the shop paid its share of the plowing as other income',
);

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(byProperty[0].v - byProperty[1].v >= 50000, 'the top property is $500+ ahead');
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
check(loserThen === 'wickersham' && loserNow === 'fennimore', 'the roof year and the condo turnover year');
check(byProperty[0].k !== loserNow, 'the costliest property this year is not the one losing money');
F.incomeThisYear = incomeOf('thisYear');
F.netThisYear = netAll('thisYear');
F.netLastYear = netAll('lastYear');
check(F.incomeThisYear !== F.netThisYear && F.incomeThisYear !== F.thisYear, 'income, net and spend differ');

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the shop pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(cheapest.property === TYPE['Multi-Family'], 'the cheapest rent is in the duplex');
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant in the same duplex paid less');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const byFeb = endingBy('2027-02-28');
check(byNewYear.length === 1, 'one lease ends before the new year');
check(byFeb.length === 2, 'two leases end by the end of February');
// "the next three months" reads the same as "by the end of February"
check(endingBy('2027-02-27').length === 2, 'three months from today gives the same answer');
const nextAfter = current
  .filter((t) => !byFeb.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end.slice(0, 7) === '2027-03', 'the next lease ends just after, in March');
const duplexNow = current.filter((t) => t.property === TYPE['Multi-Family']);
const duplexGone = past.filter((t) => t.property === TYPE['Multi-Family']);
check(
  duplexNow.length === 2 && duplexGone.length === 1,
  'two current units and one past tenant at the duplex',
);
check(duplexNow[0].lease.rent !== duplexNow[1].lease.rent, 'the two units pay different rents');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
const condoNow = current.filter((t) => t.property === TYPE.Condo);
const condoGone = past.filter((t) => t.property === TYPE.Condo);
check(condoNow.length === 1 && condoGone.length === 1, 'one current and one past condo tenant');
const condoT = condoNow[0];
check(condoT.lease.deposit !== condoT.lease.rent, 'the condo deposit differs from the condo rent');
check(
  condoGone[0].lease.deposit !== condoT.lease.deposit,
  'the past condo deposit differs from the current one',
);
check(
  P.tenants.filter((t) => t.phone_number.endsWith(condoT.phone_number.slice(-4))).length === 1,
  'the condo phone is unique',
);
const coThisYear = rentIn('thisYear', (t) => t === co);
check(coThisYear === 11 * cents(co.lease.rent), 'the shop paid every month this year');
const coOther = otherIn('thisYear', (x) => x.entity === name(co));
check(coOther > 0, 'the shop also paid non-rent money this year');
// the tenant paid late most often this year (late full payments, each with a late fee)
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v,
  'one tenant was late most often this year, 3+ times',
);
const worstLate = ten[lateCount[0].k];
check(partial.includes(worstLate), 'the worst late payer is also the part payer of November');
F.lateFees = otherIn('thisYear', (x) => x.category === 'Late Fee');
check(
  P.incomes.filter((x) => x.category === 'Late Fee' && within(x.date, 'thisYear')).length ===
    total(lateCount.map((x) => x.v)),
  'one late fee per late payment this year',
);
check(new Set(lateFees.map((x) => x.amount)).size >= 4, 'late fees differ by lease');
F.laundry = otherIn('lastYear', (x) => x.category === 'Laundry');
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === TYPE['Multi-Family']),
  'laundry money only at the duplex',
);
check(
  P.incomes.filter((x) => x.category === 'Laundry' && within(x.date, 'lastYear')).length === 4,
  'four laundry checks in 2025',
);
const condoRows = rowsIn('all', (x) => x.property === TYPE.Condo).length;
check(condoRows >= 10 && condoRows < 100, 'the condo count has two digits');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['fan', 'lock', 'sign', 'smoke', 'garage'];
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
check(
  pending.some((m) => m.property === TYPE.Condo && lower(m.title).includes('smoke')),
  'the smoke detector is a pending condo request',
);
const condoLeases = P.documents.filter((d) => d.property === TYPE.Condo && d.type === 'Lease');
const condoLease = condoLeases.filter((d) => d.file.includes(condoT.last_name));
check(
  condoLeases.length === 2 && condoLease.length === 1,
  'two condo leases on file, one for the current tenant',
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

// whole-dollar figures as a reply would naturally print them ("$1,875" is also inside "$1,875.00")
const amt = (c) => (c % 100 === 0 ? dollars(c) : money(c));

ask(
  "hi, sorry if this is a dumb question, I'm still figuring all this out. how much money have I spent in total this year on all the properties? like everything that went out, all the bills",
  [amt(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask(
  "how much did everything cost me in 2025? my uncle Walt was still doing the books the first few months but I think it's all in there from January",
  [amt(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
const idOct = ask(
  'what did I spend last month? October I mean, all the bills together',
  [amt(F.lastMonth)],
  'total',
  `${ROWS}, October 2026`,
);
ask(
  'and the month before that? i want to see if october was normal or not',
  [amt(F.monthBefore)],
  'follow_up',
  `${ROWS}, September 2026`,
  { follow_up_of: idOct },
);
const idIncome = ask(
  'ok this might be the wrong word but how much profit have I made this year?? like all the money that came IN, the rent and the other little stuff, before I take the bills out',
  [amt(F.incomeThisYear)],
  'income',
  'the landlord says "profit" but asks for what came in: rent payments + other incomes, 2026 to date; the net figure is the tell-tale wrong answer',
  { forbid: [amt(F.netThisYear)] },
);
ask(
  "oh ok. and then if I take all the bills out of that, what's actually left?",
  [amt(F.netThisYear)],
  'follow_up',
  'net: rent payments + other incomes - expenses, 2026 to date, whole portfolio',
  { follow_up_of: idIncome },
);
ask(
  "my cousin asked what the properties actually made in 2025 after all the expenses were paid and I didn't know what to tell him. what's the number?",
  [amt(F.netLastYear)],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask(
  'how much have I paid in property taxes this year? the tax bills from the city, I think Appleton and Oshkosh both send them. all four places together please',
  [amt(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (both city treasurers, both installments)',
);
ask(
  'the association payment for the condo, how much has that come to this year altogether? I pay it every month but I think there were a couple of extra ones too, one in the summer?',
  [amt(F.assoc)],
  'vendor',
  `2026 rows whose entity is "${ASSOC[0]}": eleven monthly dues (under "HOA"), the March snow overage and the June balcony special assessment`,
);
const idFurnace = ask(
  'who was the guy who fixed the furnace at the Wickersham house back in January, and how much was his bill? I lost the paper and I want to call him again',
  [FURNACE_MAN.split(' ')[0], amt(F.furnaceBill)],
  'vendor',
  `the one furnace row at Wickersham Lane in January 2026: ${furnaceJan[0].date}, ${furnaceJan[0].description}`,
);
ask(
  'has he done other work for me too? how much have I paid him altogether since the records start?',
  [amt(F.furnaceMan)],
  'follow_up',
  `all time; rows whose entity is "${FURNACE_MAN}" (${pkRows.length} bills at three properties, under HVAC, Repairs and Repairs & maint); the other firm's new furnace is not his`,
  { follow_up_of: idFurnace },
);
ask(
  'sorry, how much have I spent on snow stuff since the records start? plowing, shoveling, the snow guys, all of it, every place',
  [amt(F.snow)],
  'description_word',
  `all time; rows whose description contains "snow" (${snowRows.length} rows): the plow firm at the shop and the duplex, the lawn-and-snow firm (not its mowing or cleanups), a handyman shoveling after snowstorms, Home Depot snow shovels and the condo's snow overage assessment; the shop's share paid back is income, not netted`,
);
const idMost = ask(
  "which of my places has cost me the most money this year? I'm scared it's the condo",
  [STREET[byProperty[0].k], amt(byProperty[0].v)],
  'ranking',
  `expenses by property, 2026, highest (the shop's rooftop unit); the condo is second at ${money(byProperty[1].v)}`,
);
ask(
  'and which one has been the cheapest to keep up?',
  [STREET[byProperty.at(-1).k], amt(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
ask(
  "what kind of thing did I spend the most on this year? like repairs or taxes or what? I don't really get the categories my uncle set up",
  [amt(catTotals[0].v)],
  'ranking',
  'Capital improvement (the shop rooftop unit and the condo flooring); it stays first however the tax, yard, repair and HOA spellings are merged',
);
ask(
  'am I spending more on the Appleton ones or the Oshkosh ones this year? and how much each?',
  [amt(cityTotals.Appleton), amt(cityTotals.Oshkosh)],
  'comparison',
  'expenses by city, 2026 (Appleton: the duplex and the shop; Oshkosh: the condo and the house)',
);
const idLoss = ask(
  'is any of my places actually losing money this year? like the bills are more than what comes in? please say no lol',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'loss',
  '2026 net by property; the condo turnover (flooring, paint, water heater, a vacant March) and the balcony assessment; absolute value of the loss',
);
ask(
  'what about last year, was one losing money then too?',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'follow_up',
  '2025 net by property; the roof replacement at the house; absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  "who pays me the most rent right now? I think it's the shop but I'm not sure",
  [co.first_name, amt(rents[0].v)],
  'lease',
  'current leases; the company tenant (an alterations shop), named by its trading name',
);
ask(
  "who's paying the lowest rent right now? I feel like somebody's rent is too low but I don't know whose",
  [cheapest.last_name, amt(rents.at(-1).v)],
  'lease',
  'current leases; the past tenant of the same duplex unit paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idEnds = ask(
  "is anybody's contract ending before New Year's? I don't want to get surprised",
  byNewYear.map((t) => t.last_name),
  'lease',
  `"contract" = lease; current leases ending by 2026-12-31 (${byNewYear.map((t) => t.lease.end)})`,
  { forbid: byFeb.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'ok what about by the end of February?',
  byFeb.map((t) => t.last_name),
  'follow_up',
  `current leases ending by 2027-02-28; the next one ends ${nextAfter.lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
const idDuplex = ask(
  "who lives in the duplex on Larkspur now? both units. my uncle's old notes have a different name for downstairs",
  duplexNow.map((t) => t.last_name),
  'lease',
  'current leases at the duplex; the downstairs tenant who left in August 2025 is not one',
  { forbid: duplexGone.map((t) => t.last_name) },
);
ask(
  'and what does each of them pay a month?',
  duplexNow.map((t) => amt(cents(t.lease.rent))),
  'follow_up',
  `monthly rent on the two current duplex leases: ${duplexNow.map((t) => `${t.last_name} ${money(cents(t.lease.rent))}`).join(', ')}`,
  { follow_up_of: idDuplex },
);
const idDep = ask(
  "how much of the money the tenants gave me at the start am I holding right now? I think it's called the security deposit? all of them together",
  [amt(deposits)],
  'deposits',
  'sum of deposits on current leases (not the two past tenants)',
);
ask(
  'and how much of that is for the condo?',
  [amt(cents(condoT.lease.deposit))],
  'follow_up',
  `the current condo lease's deposit (${condoT.last_name}); the past condo tenant's deposit is the wrong one`,
  { follow_up_of: idDep, forbid: [amt(cents(condoGone[0].lease.deposit))] },
);
ask(
  "what's the phone number for the lady who rents the condo? the smoke detector thing is still going and I need to call her",
  [condoT.phone_number.slice(-8)],
  'tenant',
  `${name(condoT)}, ${condoT.phone_number}`,
);
const idOwe = ask(
  'does anybody still owe me rent for November? sorry, I never know how to check this',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much is that all together?',
  [amt(owedNow)],
  'follow_up',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
  { follow_up_of: idOwe },
);
ask(
  'did anyone pay their rent late this month? I think they get a few days after the 1st before it counts as late',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days, with a late fee booked; the part payment came inside the grace days and the unpaid tenant has not paid at all',
);
ask(
  "how much have I gotten from the fee when rent is late, this year? I don't even know if I'm charging it right",
  [amt(F.lateFees)],
  'income',
  `Late Fee incomes dated 2026 (${P.incomes.filter((x) => x.category === 'Late Fee' && within(x.date, 'thisYear')).length} fees)`,
);
ask(
  "who's been late with the rent the most times this year?",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how much rent has the alterations shop on Cobbleford paid me this year? just the rent part, not the other stuff',
  [amt(coThisYear)],
  'payments',
  "the company tenant's 2026 rent payments; its share of the plowing (other income) is not rent",
  { forbid: [amt(coThisYear + coOther)] },
);
ask(
  'the coin washer and dryer in the basement of the duplex, how much did those bring in last year? the laundry company mails me a check every few months',
  [amt(F.laundry)],
  'income',
  'Laundry incomes dated 2025 (four quarterly checks)',
);
ask(
  'how many separate bills have I got recorded for the condo, since the start? it feels like a LOT',
  [String(condoRows)],
  'count',
  'number of expense rows at Fennimore Quay Unit 12, all time',
);
const idOpen = ask(
  'what repairs are still waiting to get done? I keep losing track of who asked for what',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those has nobody even started on yet?',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  "can you find the contract for the condo? the lease I mean, for the lady who's there now, not the old one",
  [condoLease[0].file],
  'documents',
  '"contract" = lease; the Lease document at Fennimore Quay naming the current tenant (the past tenant\'s lease is also on file)',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  "Ines's cat scratched up the door frames pretty bad. am I allowed to take money out of her deposit for that when she moves out? is that a Wisconsin law thing?",
  'legal advice',
);
outOfScope(
  'do you think houses in Oshkosh are going to be worth more next year? should I sell the Wickersham one or hold onto it?',
  'market forecast',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const followUps = Q.filter((x) => x.follow_up_of !== undefined).length;
check(followUps >= 9 && followUps <= 11, `about a quarter are follow-ups (${followUps})`);
const qid = (i) => `lb61-${String(i + 1).padStart(2, '0')}`;
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
