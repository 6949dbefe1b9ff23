// Works out the expected answers for landlord-blind-57 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-57/compute.mjs
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
// whole-dollar figures are expected without cents ("$9,625" matches "$9,625" and "$9,625.00"),
// the others with them ("$307.50")
const money = (c) => {
  const a = Math.abs(c);
  const dollars = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  const s = a % 100 === 0 ? dollars : `${dollars}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
// a loss is expected as its absolute amount, so "-$5.10", "($5.10)" and "lost $5.10" all pass
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
check(new Date(`${TODAY}T12:00:00Z`).getUTCDay() === 5, 'today is a Friday');
// She began keeping the books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  march: ['2026-03-01', '2026-03-31'],
  lastQuarter: ['2026-07-01', '2026-09-30'],
  quarterBefore: ['2026-04-01', '2026-06-30'],
  sinceApril: ['2026-04-01', TODAY],
  summer: ['2026-06-01', '2026-08-31'],
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
const CITIES = ['Columbia', 'Jefferson City'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, 'five to seven properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'MO', `city ${p.key}`);
  check(/^65\d{3}$/.test(p.zipCode), `zip code ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < BOOKS_START, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
}
for (const c of CITIES)
  check(
    P.properties.some((p) => p.city === c),
    `a property in ${c}`,
  );
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the names the questions use for the places must each pick out one property
const STREET = {
  hartwell: 'Hartwell',
  larkspur: 'Larkspur',
  tolliver: 'Tolliver',
  quarry: 'Quarry',
  bramble: 'Bramblewood',
  dunmore: 'Dunmore',
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
// "the duplex", "the condo", "the townhouse" and "the quilt shop" (the one commercial building)
const onlyOfType = (type) => P.properties.filter((p) => p.property_type === type).map((p) => p.key);
check(onlyOfType('Multi-Family').join() === 'hartwell', 'one duplex, on Hartwell Street');
check(onlyOfType('Condo').join() === 'tolliver', 'one condo');
check(onlyOfType('Townhouse').join() === 'bramble', 'one townhouse');
check(onlyOfType('Commercial').join() === 'dunmore', 'one commercial building');
// "the little house on Larkspur": the smaller of the two houses
check(
  onlyOfType('Single Family').join() === 'larkspur,quarry' &&
    prop.larkspur.num_bedrooms < prop.quarry.num_bedrooms &&
    prop.larkspur.purchase_price < prop.quarry.purchase_price,
  'Larkspur is the little house',
);
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(t.lease.start.endsWith('-01'), `lease starts on the first ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(
    Number.isInteger(t.lease.due_day) && Number.isInteger(t.lease.grace_period_days),
    `due day and grace ${t.key}`,
  );
  check(/^[a-z0-9.]+@([a-z0-9]+\.)?example\.com$/.test(t.email), `email ${t.key}`);
  check(/^\d{3}-555-01\d{2}$/.test(t.phone_number), `phone ${t.key}`);
  check(P.tenants.filter((u) => u.phone_number === t.phone_number).length === 1, `phone unique ${t.key}`);
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
      x.description.length > 0 &&
      x.entity.length > 0,
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
      x.entity.length > 0 &&
      x.description.length > 0,
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
// months a tenant paid in full but late (each has its late fee)
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
for (const p of P.properties) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  // the duplex has two units, every other place one
  const units = p.property_type === 'Multi-Family' ? 2 : 1;
  for (const l of ls)
    check(
      ls.filter((o) => o.start <= l.start && l.start <= o.end).length <= units,
      `too many leases at once at ${p.key}`,
    );
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(
  current.length === 7 && past.length === 3 && future.length === 1,
  'seven current, three past, one signed',
);
check(
  past.every((t) => t.lease.start < BOOKS_START),
  'the past tenants all began before the books',
);
const co = ten.bluestem;
check(
  co.last_name.endsWith(' LLC') &&
    P.tenants.filter((t) => t.last_name.endsWith(' LLC')).length === 1 &&
    prop[co.property].property_type === 'Commercial' &&
    lower(co.last_name).includes('quilt'),
  'one company tenant, the quilt shop, in the commercial building',
);
check(current.includes(co) && co.lease.start < BOOKS_START, 'the quilt shop lease began before the books');
const gus = ten.gus;
check(current.includes(gus) && gus.lease.start < BOOKS_START, 'Gus is current and began before the books');
const priya = ten.priya;
const incoming = future[0];
check(
  incoming.property === priya.property && priya.lease.end < incoming.lease.start && current.includes(priya),
  'the signed condo lease follows Priya',
);
check(
  P.tenants.filter((t) => t.property === 'tolliver').length === 2,
  'only Priya and the incoming tenant at the condo',
);
// November: one has paid nothing, one part, one paid in full but late
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late full November payer');
check(!paidLate(partial[0], NOV), 'the part payment came inside the grace days');
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
const vendorNamed = (w) => {
  const vs = VENDORS.filter((v) => lower(v).includes(w));
  check(vs.length === 1, `one vendor named "${w}" (${vs})`);
  return vs[0];
};

const F = {};
for (const p of ['all', 'thisYear', 'lastYear', 'march', 'lastQuarter', 'quarterBefore', 'sinceApril'])
  F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
// March: the townhouse furnace and the duplex insurance
check(
  rowsIn('march', (x) => x.property === 'bramble' && word('furnace')(x)).length === 2 &&
    rowsIn('march', (x) => x.property === 'hartwell' && x.category === 'Insurance').length === 1,
  'March holds the townhouse furnace and the duplex insurance',
);

// rent since the first of April, and the quilt shop's part of it
F.rentSinceApril = rentIn('sinceApril');
F.shopSinceApril = rentIn('sinceApril', (t) => t === co);
check(F.shopSinceApril === 8 * cents(co.lease.rent), 'the quilt shop paid April to November');
check(
  P.payments.filter((x) => within(x.date, 'sinceApril') && ten[x.tenant] === ten.verna).length === 0,
  'the past Larkspur tenant paid nothing after March',
);

F.net25 = netAll('lastYear');
F.net26 = netAll('thisYear');
check(F.net25 > 0 && F.net26 > 0, 'the portfolio makes money both years');

// the plumber and the handyman, by their names
const PRUITT = vendorNamed('pruitt');
const ODELL = vendorNamed('odell');
F.pruittAll = spent('all', vendor(PRUITT));
F.pruitt26 = spent('thisYear', vendor(PRUITT));
check(
  new Set(rowsIn('all', vendor(PRUITT)).map((x) => x.property)).size >= 4,
  'the plumber works at four places or more',
);
check(F.pruitt26 < F.pruittAll && spent('lastYear', vendor(PRUITT)) > 0, 'the plumber both years');
F.odell26 = spent('thisYear', vendor(ODELL));
check(F.odell26 !== spent('all', vendor(ODELL)), 'the handyman worked last year too');

// kinds of work: the word in the description, whoever did it and under whatever category
const byWord = (stem, what) => {
  const rows = rowsIn('all', word(stem));
  check(new Set(rows.map((x) => x.entity)).size >= 3, `${what} rows come from three vendors or more`);
  check(new Set(rows.map((x) => x.category)).size >= 3, `${what} rows sit under three categories or more`);
  for (const v of VENDORS)
    check(spent('all', word(stem)) !== spent('all', vendor(v)), `${what} total differs from ${v}`);
  return spent('all', word(stem));
};
F.gutter = byWord('gutter', 'gutter');
F.furnace = byWord('furnace', 'furnace');
check(
  rowsIn('all', (x) => word('furnace')(x) && ['Home Depot', "Lowe's"].includes(x.entity)).length === 2,
  'furnace filters from both stores',
);
// mowing this summer: the word and the yard categories give the same answer
F.mowSummer = spent('summer', word('mow'));
check(
  F.mowSummer === spent('summer', cats(['yard', 'Yard', 'Landscaping'])),
  'mowing = yard categories over the summer',
);
check(
  new Set(rowsIn('summer', word('mow')).map((x) => x.property)).size === 3 &&
    rowsIn('summer', word('mow')).length === 9,
  'nine mowing bills this summer at three places',
);
check(
  P.expenses.every((x) => !lower(x.description).includes('mower')),
  'no mower rows',
);

// two places since the first of April
F.duplexSinceApril = spentAt('sinceApril', 'hartwell');
F.larkspurSinceApril = spentAt('sinceApril', 'larkspur');
check(F.duplexSinceApril !== F.larkspurSinceApril, 'the duplex and Larkspur differ since April');

// the places ranked by spend over the whole of last year
const byProperty25 = rank(
  KEYS.map((k) => ({ k, v: spentAt('lastYear', k) })),
  'spend by property 2025',
);
check(
  byProperty25[0].v - byProperty25[1].v >= 10000 && byProperty25.at(-2).v - byProperty25.at(-1).v >= 10000,
  'the most and the least costly places of 2025 are $100 or more clear of the next',
);
check(
  byProperty25[0].k === 'hartwell' && byProperty25.at(-1).k === 'quarry',
  'the duplex cost the most in 2025 and Old Quarry Road the least (the reverse of this year)',
);

// the two cities, this year and last
const cityOf = (key) => prop[key].city;
const citySpend = (p) =>
  Object.fromEntries(CITIES.map((c) => [c, spent(p, (x) => cityOf(x.property) === c)]));
const city26 = citySpend('thisYear');
const city25 = citySpend('lastYear');
check(
  new Set([...Object.values(city26), ...Object.values(city25)]).size === 4,
  'four different city figures',
);

// property tax: both spellings, all paid in December 2025 (the 2026 bills are due by December 31)
const TAX = ['Property Tax', 'Taxes'];
F.tax25 = spent('lastYear', cats(TAX));
for (const c of TAX)
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
check(rowsIn('thisYear', cats(TAX)).length === 0, 'no property tax paid yet this year');
check(
  new Set(rowsIn('lastYear', cats(TAX)).map((x) => x.property)).size === KEYS.length,
  'tax paid on every place in 2025',
);
F.insurance26 = spent('thisYear', cats(['Insurance']));
check(F.insurance26 > spent('lastYear', cats(['Insurance'])), 'insurance went up');

// the one place losing money this year; none lost money last year
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(
  losers('thisYear').join() === 'quarry',
  `only Old Quarry Road lost money this year (${losers('thisYear')})`,
);
check(losers('lastYear').length === 0, `nothing lost money in 2025 (${losers('lastYear')})`);
F.quarryLoss = netOf('thisYear', 'quarry');

// the biggest single bill this year
const bills26 = [...rowsIn('thisYear')].sort((a, b) => cents(b.amount) - cents(a.amount));
const biggest = bills26[0];
check(cents(bills26[1].amount) * 2 < cents(biggest.amount), 'the biggest bill is well clear of the next');
check(vendorNamed('hartmann') === biggest.entity, 'the biggest bill is the roofer');
F.biggest = cents(biggest.amount);

// deposits
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
check(priya.lease.deposit !== priya.lease.rent, "Priya's deposit differs from her rent");
check(
  current.every((t) => t === priya || t.lease.deposit !== priya.lease.deposit),
  "no one else's deposit equals Priya's",
);

// leases ending
const endingIn = (from, to) => current.filter((t) => t.lease.end >= from && t.lease.end <= to);
const byNewYear = endingIn(TODAY, '2026-12-31');
const firstQuarter27 = endingIn('2027-01-01', '2027-03-31');
check(byNewYear.length === 1 && byNewYear[0] === priya, 'only Priya leaves before the new year');
check(firstQuarter27.length === 2, 'two leases end in January to March 2027');
const justAfter = endingIn('2027-04-01', '2027-04-30');
check(justAfter.length === 1, 'one lease ends just after, in April 2027');

// rent from Gus this year and from the quilt shop last year
F.gus26 = rentIn('thisYear', (t) => t === gus);
check(F.gus26 === 11 * cents(gus.lease.rent), 'Gus paid every month this year');
F.shop25 = rentIn('lastYear', (t) => t === co);
check(F.shop25 === 12 * cents(co.lease.rent), 'the quilt shop paid every month of 2025');

// late most often this year, and her late fees
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v,
  'one tenant late most often this year, 3+ times',
);
const worstLate = ten[lateCount[0].k];
check(partial.includes(worstLate), 'the most-often-late tenant is also the part payer of November');
F.worstLateFees = otherIn('thisYear', (x) => x.category === 'Late Fee' && x.entity === name(worstLate));
check(
  P.incomes.filter(
    (x) => x.category === 'Late Fee' && x.entity === name(worstLate) && within(x.date, 'lastYear'),
  ).length > 0,
  'she was late last year too (so the year matters)',
);

// the laundry since April and the other money of 2025
F.laundrySinceApril = otherIn('sinceApril', (x) => x.category === 'Laundry');
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === 'hartwell'),
  'the laundry is at the duplex',
);
F.other25 = otherIn('lastYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'lastYear')).map((x) => x.category)).size === 5,
  'every income category in 2025',
);
check(
  P.incomes.filter((x) => x.category === 'Parking').every((x) => lower(x.entity).includes('church')),
  'the parking money is the church',
);

// open maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['fan', 'garage', 'balcony', 'window well', 'ceiling'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
for (const [k, v] of Object.entries(F)) check(v !== 0, `figure ${k} is not zero`);

// ---------- questions ----------
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const pastLast = past.map((t) => t.last_name);
const names = (ts) => ts.map((t) => t.last_name);

const id25 = ask(
  'Good morning. My accountant, Mr. Delgado, has asked me to send him the total of what the rentals cost me for the whole of last year, all six places together, before he starts on my taxes. Could you tell me what I spent in 2025?',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask(
  'Thank you, dear. And what has it come to so far this year?',
  [money(F.thisYear)],
  'follow_up',
  `${ROWS}, 2026-01-01..today`,
  {
    follow_up_of: id25,
  },
);
ask(
  'I am trying to make sense of the month of March. That was when the furnace at the townhouse gave out and the insurance on the duplex came due, if I remember right. What did I spend altogether in March of this year?',
  [money(F.march)],
  'total',
  `${ROWS}, 2026-03-01..2026-03-31 (the townhouse furnace call and replacement, the duplex premium, the condo dues, Odell)`,
);
const idQ = ask(
  'My daughter says I ought to look at things by the quarter, the way Harold used to. What did the properties cost me last quarter, everything together?',
  [money(F.lastQuarter)],
  'total',
  `${ROWS}, 2026-07-01..2026-09-30 (the last full quarter)`,
);
ask(
  'And the quarter before that one?',
  [money(F.quarterBefore)],
  'follow_up',
  `${ROWS}, 2026-04-01..2026-06-30`,
  {
    follow_up_of: idQ,
  },
);
const idRent = ask(
  'I went to stay with my sister in Sedalia over the winter and came home on the first of April. How much rent has come in since then, from everyone?',
  [money(F.rentSinceApril)],
  'payments',
  'rent payments dated 2026-04-01..today (no other income)',
);
ask(
  'And how much of that was from the quilt shop?',
  [money(F.shopSinceApril)],
  'follow_up',
  `${name(co)}'s rent payments since 2026-04-01 (April to November, eight months)`,
  { follow_up_of: idRent },
);
const idNet = ask(
  'Harold always said the only figure that matters is what is left once the bills are paid. For the whole of last year, counting the rent and the little bits of other money, what was left after the expenses?',
  [money(F.net25)],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('And so far this year?', [money(F.net26)], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
const idPruitt = ask(
  'Mr. Pruitt the plumber has been out to us more times than I can count. What have I paid Pruitt Plumbing altogether since I started keeping the books?',
  [money(F.pruittAll)],
  'vendor',
  `all time; rows whose entity is "${PRUITT}"`,
);
ask(
  'And how much of that was this year?',
  [money(F.pruitt26)],
  'follow_up',
  `rows of "${PRUITT}" dated 2026`,
  {
    follow_up_of: idPruitt,
  },
);
ask(
  'I feel as though I have spent a small fortune on gutters. What has everything to do with the gutters cost me, all the places together, the new ones, the repairs and the cleanings?',
  [money(F.gutter)],
  'description_word',
  'all time; rows whose description contains "gutter": the gutter firm (a repair at the duplex, new gutters after the Old Quarry roof), Odell cleaning them twice and the fall leaf-and-gutter cleanups at Old Quarry Road',
);
ask(
  'Now the furnaces. Between the new one at the townhouse, the repairs, the tune-ups every fall and even the filters, what has furnace work cost me since I started keeping the books?',
  [money(F.furnace)],
  'description_word',
  'all time; rows whose description contains "furnace": Kessler (tune-ups, the service call, the new furnace) and the filters from Home Depot and Lowe\'s; Kessler\'s A/C rows are not counted',
);
ask(
  'The lawn people send their bills every month and I lose track. What did the mowing cost me this summer, June, July and August, for all the places together?',
  [money(F.mowSummer)],
  'description_word',
  'rows whose description contains "mow", 2026-06-01..2026-08-31 (two lawn firms, three places); the yard categories over those months give the same sum',
);
ask(
  'Odell, the handyman, is such a help to me. What have I paid him so far this year?',
  [money(F.odell26)],
  'vendor',
  `rows whose entity is "${ODELL}", 2026`,
);
const idDuplex = ask(
  'Since the spring, and by that I mean since the first of April, what have I spent on the duplex?',
  [money(F.duplexSinceApril)],
  'property',
  'expense rows at 1408 Hartwell Street, 2026-04-01..today',
);
ask(
  'What about the little house on Larkspur?',
  [money(F.larkspurSinceApril)],
  'follow_up',
  'expense rows at 2217 Larkspur Court, 2026-04-01..today (the April turnover included)',
  { follow_up_of: idDuplex },
);
const idMost = ask(
  'Looking back over the whole of last year, which of my places cost me the most to keep up, and how much was it?',
  [STREET[byProperty25[0].k], money(byProperty25[0].v)],
  'ranking',
  `expenses by property, 2025: ${byProperty25.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'And which one cost the least?',
  [STREET[byProperty25.at(-1).k], money(byProperty25.at(-1).v)],
  'follow_up',
  'keeps 2025 and expenses by property; lowest',
  { follow_up_of: idMost },
);
const idCity = ask(
  'My son keeps asking whether the Jefferson City places are worth the drive. How much have I spent on the Jefferson City properties so far this year, and how much on the ones here in Columbia?',
  [money(city26['Jefferson City']), money(city26.Columbia)],
  'comparison',
  'expenses by city, 2026',
);
ask(
  'And what were the two figures for last year?',
  [money(city25['Jefferson City']), money(city25.Columbia)],
  'follow_up',
  'expenses by city, 2025',
  { follow_up_of: idCity },
);
ask(
  'Mr. Delgado also wants the property taxes. What did I pay in property tax for the whole of last year, Boone County and Cole County together?',
  [money(F.tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together, paid in December 2025 on all six places (the 2026 bills are not paid yet)',
);
ask(
  'The insurance seems to go up every time I turn around. What have I paid for insurance so far this year?',
  [money(F.insurance26)],
  'category',
  'category Insurance, 2026 (six renewals)',
);
ask(
  'I had a feeling one of the houses lost money this year, with all the work we had done. Did any of my places lose money so far this year, and by how much?',
  [STREET.quarry, absMoney(F.quarryLoss)],
  'loss',
  '2026 net by property (rent + other income - expenses); only Old Quarry Road is below zero (the roof, the gutters, the oak); absolute value of the loss',
);
ask(
  'Just out of curiosity, what was the single biggest bill I paid this year, and who was it to?',
  ['Hartmann', money(F.biggest)],
  'ranking',
  `largest expense row of 2026: ${biggest.entity}, ${biggest.description}, ${biggest.date}`,
);
ask(
  "It is nearly the end of the month. Has everyone paid their November rent? I don't like to pester anybody who has already paid.",
  names(owing),
  'payments',
  `nothing paid: ${names(unpaid).join(', ')}; part paid: ${names(partial).join(', ')} (${money(paidIn(partial[0], NOV))} of ${money(cents(partial[0].lease.rent))})`,
  { forbid: pastLast },
);
ask(
  'I suppose I shall have to telephone them. How much November rent is still owed to me altogether?',
  [money(owedNow)],
  'payments',
  "for each current lease, November's rent minus November's payments (every earlier month on the books is paid in full)",
);
ask(
  'Of the ones who have paid November in full, was anybody late about it?',
  names(lateNov),
  'payments',
  'November paid in full after the due day + grace days (a late fee was booked); the part payment came inside the grace days',
);
const idDep = ask(
  'How much am I holding in security deposits right now, all together? Mr. Delgado wants that figure too.',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed condo lease, not past tenants)',
);
ask(
  "And how much of that is Priya's? She is leaving at the end of December and I want to have it ready for her.",
  [money(cents(priya.lease.deposit))],
  'follow_up',
  `${name(priya)}'s deposit (her rent is ${money(cents(priya.lease.rent))})`,
  { follow_up_of: idDep },
);
const idEnds = ask(
  'I like to send a letter about renewing a good while ahead. Whose leases run out before the new year?',
  names(byNewYear),
  'lease',
  'current leases ending by 2026-12-31; the next one ends 2027-01-31',
  { forbid: names(firstQuarter27.filter((t) => t.lease.end <= '2027-01-31')) },
);
ask(
  'And in the first three months of next year?',
  names(firstQuarter27),
  'follow_up',
  `current leases ending 2027-01-01..2027-03-31; ${name(justAfter[0])}'s ends ${justAfter[0].lease.end}`,
  { follow_up_of: idEnds, forbid: names(justAfter) },
);
ask(
  'Have I got anybody signed for the condo once Priya is gone?',
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start}; ${name(priya)}'s ends ${priya.lease.end}`,
);
ask(
  'Gus has lived in the duplex since before Harold passed, and he is so reliable. How much has he paid me in rent so far this year?',
  [money(F.gus26)],
  'payments',
  'his 2026 rent payments, January to November (his lease began before the books)',
);
ask(
  'The ladies at the quilt shop sent me such a lovely Christmas card. How much rent did the quilt shop pay me for the whole of last year?',
  [money(F.shop25)],
  'payments',
  `${name(co)}'s rent payments dated 2025 (its lease began before the books; the church's parking money is not rent)`,
);
const idLate = ask(
  'I hate to be a nag, but who has been late with the rent most often this year?',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'And what have her late fees come to this year?',
  [money(F.worstLateFees)],
  'follow_up',
  `Late Fee incomes from ${name(worstLate)} dated 2026 (she was also late once in 2025)`,
  { follow_up_of: idLate },
);
ask(
  'The laundry company sends me a little check every few months for the machines at the duplex. How much has that brought in since the first of April?',
  [money(F.laundrySinceApril)],
  'income',
  'Laundry incomes dated 2026-04-01..today (three quarterly commission checks)',
);
ask(
  "Apart from the rent, what other money came in for the whole of last year? The laundry, the church's parking, pet fees, late fees and the like.",
  [money(F.other25)],
  'income',
  'all other incomes dated 2025 (laundry, parking, two pet fees, late fees, an insurance refund and a deposit deduction)',
);
ask(
  'Odell asked me for a list before he comes by next week. Could you tell me which repairs are still waiting to be done, at any of the places?',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);

check(Q.length === 40, `40 questions (${Q.length})`);
const follows = Q.filter((x) => x.follow_up_of !== undefined).length;
check(follows >= 9 && follows <= 12, `about a quarter are follow-ups (${follows})`);
const qid = (i) => `lb57-${String(i + 1).padStart(2, '0')}`;
const out = Q.map((x, i) => {
  const o = { id: qid(i), question: x.question, expected: x.expected };
  if (x.forbid) o.forbid = x.forbid;
  if (x.follow_up_of !== undefined) {
    o.follow_up_of = qid(x.follow_up_of);
    check(x.follow_up_of === i - 1, `${o.id} follows the question right before it`);
  }
  check(
    (x.kind === 'follow_up') === (x.follow_up_of !== undefined),
    `${o.id}: kind follow_up iff follow_up_of`,
  );
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
