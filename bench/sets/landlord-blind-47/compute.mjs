// Works out the expected answers for landlord-blind-47 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-47/compute.mjs
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
// The late father started keeping the books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
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
const isDate = (s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s);
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
// the task gave this set Fresno and Bakersfield, California, and nothing else
const CITIES = ['Fresno', 'Bakersfield'];

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
  check(
    CITIES.includes(p.city) && p.state === 'CA',
    `city ${p.city}, ${p.state} is Fresno or Bakersfield, CA`,
  );
}
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length === 3, `three properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions and answers use must each pick out one property
const STREET = {
  quince: 'Quince',
  wexley: 'Wexley',
  sablewood: 'Sablewood',
  pennyroyal: 'Pennyroyal',
  marigold: 'Marigold',
  brindle: 'Brindle',
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
// the plain words the landlord uses for a property must each pick out one
const kindOf = (type) => P.properties.filter((p) => p.property_type === type);
check(kindOf('Condo').length === 1 && kindOf('Condo')[0].key === 'sablewood', 'one condo: Sablewood');
check(
  kindOf('Multi-Family').length === 1 && kindOf('Multi-Family')[0].key === 'wexley',
  'one duplex: Wexley',
);
check(
  kindOf('Townhouse').length === 1 && kindOf('Townhouse')[0].key === 'marigold',
  'one townhouse: Marigold',
);
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/^\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `phone 555-01xx ${t.key}`);
  check(t.email.endsWith('@example.com'), `email @example.com ${t.key}`);
  check(
    P.tenants.filter((u) => u.phone_number.slice(-8) === t.phone_number.slice(-8)).length === 1,
    `phone unique ${t.key}`,
  );
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
check(current.length + past.length === P.tenants.length, 'no signed lease that has not started');
check(current.length === 7 && past.length === 4, 'seven current and four past tenants');
check(
  past.filter((t) => t.lease.start < BOOKS_START).length === 3,
  'three past tenants started before the books',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'the tamale shop started before the books');
check(lower(name(co)).includes('tamale'), '"the tamale place" picks out the company tenant');
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
// the part payment came in inside the grace days, so "paid late this month" names only one tenant
check(!paidLate(partial[0], NOV), 'the November part payment was not late');
check(lateNov.length === 1, 'one late November payer');
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

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('all', (x) => x.category === c).length > 0, `tax category ${c} used`);
check(
  rowsIn('thisYear', cats(['Property Tax', 'Taxes'])).every((x) => x.entity.includes('County')),
  'this year the tax rows are the two county bills',
);
check(
  rowsIn('all', (x) => x.property === co.property && /tax/i.test(x.category)).length === 0,
  'the tamale shop pays its own tax',
);
F.insurance = spent('thisYear', cats(['Insurance']));
check(F.insurance !== spent('lastYear', cats(['Insurance'])), 'insurance differs year to year');
check(
  new Set(rowsIn('thisYear', cats(['Insurance'])).map((x) => x.property)).size === 6,
  'one insurance row for every property this year',
);

// the handyman the father used, asked for by first name
const handymen = VENDORS.filter((v) => lower(v).includes('hand'));
check(handymen.length === 2, 'two handymen');
const hectors = VENDORS.filter((v) => lower(v).includes('hector'));
check(hectors.length === 1, 'one vendor called Hector');
const HECTOR = hectors[0];
F.hectorYear = spent('thisYear', vendor(HECTOR));
F.hectorAll = spent('all', vendor(HECTOR));
check(F.hectorAll > F.hectorYear && spent('lastYear', vendor(HECTOR)) > 0, 'Hector worked both years');
check(
  new Set(rowsIn('all', vendor(HECTOR)).map((x) => x.category)).size >= 3,
  'Hector rows sit under several categories',
);
check(
  rowsIn('all', vendor(HECTOR)).every((x) => prop[x.property].city === 'Fresno'),
  'Hector works in Fresno only',
);

// termites: the word in the description, whoever did the work and under whatever category
F.termite = spent('all', word('termite'));
const termiteRows = rowsIn('all', word('termite'));
check(new Set(termiteRows.map((x) => x.entity)).size >= 4, 'termite rows come from several vendors');
check(new Set(termiteRows.map((x) => x.category)).size >= 3, 'termite rows sit under several categories');
check(new Set(termiteRows.map((x) => x.property)).size === 2, 'termite rows at two houses');
for (const v of VENDORS) check(F.termite !== spent('all', vendor(v)), `termite total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('termite') && !word('termite')(x)).length > 0,
  'the termite firm also has rows that are not termite work (its quarterly spray)',
);
check(F.termite !== spent('all', cats(['Pest ctrl'])), 'termite total differs from the pest category');
// sprinklers: the same, and the drip-irrigation row without the word is not counted
F.sprinkler = spent('all', word('sprinkler'));
const sprinklerRows = rowsIn('all', word('sprinkler'));
check(new Set(sprinklerRows.map((x) => x.entity)).size >= 4, 'sprinkler rows come from several vendors');
check(new Set(sprinklerRows.map((x) => x.category)).size >= 3, 'sprinkler rows sit under several categories');
check(new Set(sprinklerRows.map((x) => prop[x.property].city)).size === 2, 'sprinkler rows in both cities');
for (const v of VENDORS) check(F.sprinkler !== spent('all', vendor(v)), `sprinkler total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.description).includes('irrigation') && !word('sprinkler')(x)).length === 1,
  'one drip-irrigation row without the word, not counted',
);

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(byProperty[0].k === 'sablewood', 'the condo cost the most this year');
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
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
  ['Repairs', 'Repairs & maint', 'HVAC', 'Turnover', 'Supplies'],
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
// the single biggest bill this year
const bigRows = rowsIn('thisYear').sort((a, b) => b.amount - a.amount);
check(bigRows[0].amount !== bigRows[1].amount, 'the biggest bill this year is unique');
const biggest = bigRows[0];
check(
  biggest.property === 'brindle' && lower(biggest.description).includes('roof'),
  'the biggest bill is the Brindle roof',
);
// the condo: bought in 2025, in the black that year, under water this year
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(
  losers('thisYear').join() === 'sablewood',
  `only the condo loses money this year (${losers('thisYear')})`,
);
check(losers('lastYear').length === 0, `no property lost money in 2025 (${losers('lastYear')})`);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
// "money came in from the house on Quince" is rent and other money; rent alone is a different figure
F.quinceIn = incomeOf('thisYear', 'quince');
check(F.quinceIn !== rentIn('thisYear', (t) => t.property === 'quince'), 'Quince has other income this year');
// the duplex, 2025: rent from three tenants (one left in June) and its bills
F.wexleyRent25 = rentIn('lastYear', (t) => t.property === 'wexley');
F.wexleySpent25 = spentAt('lastYear', 'wexley');
check(
  new Set(
    P.payments
      .filter((x) => within(x.date, 'lastYear') && ten[x.tenant].property === 'wexley')
      .map((x) => x.tenant),
  ).size === 3,
  'three tenants paid rent at the duplex in 2025',
);
check(F.wexleyRent25 !== incomeOf('lastYear', 'wexley'), 'the duplex had other income in 2025 (not asked)');
F.wexleyWater = spent('thisYear', (x) => x.property === 'wexley' && x.category === 'Utilities');
check(
  rowsIn('all', (x) => x.property === 'wexley' && x.category === 'Utilities').every((x) =>
    lower(x.description).includes('water'),
  ),
  'the duplex utilities are all the water, sewer and trash bill',
);
F.laundry = otherIn('thisYear', (x) => x.category === 'Laundry');
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === 'wexley'),
  'laundry at the duplex',
);
F.coRent = rentIn('thisYear', (t) => t === co);
check(F.coRent === 11 * cents(co.lease.rent), 'the tamale shop paid every month this year');

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
const cheapest = ten[rents.at(-1).k];
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant in the same building paid less');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const beforeMarch = endingBy('2027-02-28');
check(
  beforeMarch.length === 2 && endingBy('2027-01-31').length === 2,
  'two leases end before March (both in January)',
);
const nextAfter = current
  .filter((t) => !beforeMarch.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end >= '2027-05-01', 'the next lease end is months after February');
const duplexNow = current.filter((t) => t.property === 'wexley');
const duplexGone = past.filter((t) => t.property === 'wexley');
check(
  duplexNow.length === 2 && duplexGone.length === 1,
  'two current units and one past tenant at the duplex',
);
const okonkwo = ten.adaeze;
check(
  current.includes(okonkwo) && okonkwo.lease.start < BOOKS_START,
  'Okonkwo is current and began before the books',
);
check(
  current.every((t) => t === okonkwo || t.lease.start.slice(0, 4) !== okonkwo.lease.start.slice(0, 4)),
  'no other current lease starts in her year',
);
const townhouseNow = current.filter((t) => t.property === 'marigold');
check(townhouseNow.length === 1, 'one tenant in the townhouse');
const priya = ten.priya;
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
check(
  deposits !== total(P.tenants.map((t) => cents(t.lease.deposit))),
  'deposits held differ from all deposits ever',
);
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
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['faucet', 'disposal', 'ceiling', 'garage', 'parking lot'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => m.title.includes(w)),
    `"${w}" picks out one open request (lower case in its title)`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 3, 'three pending requests');
const condoInsurance = P.documents.filter((d) => d.property === 'sablewood' && d.type === 'Insurance');
check(condoInsurance.length === 1, 'one insurance document for the condo');
const otherInsurance = P.documents.filter((d) => d.property !== 'sablewood' && d.type === 'Insurance');
check(otherInsurance.length >= 1, 'another property has an insurance document too');
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

ask(
  'ok so how much did we spend on the rentals this year? trying to figure out if this is even worth keeping',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today, all six properties`,
);
ask(
  'what were all the bills last year, back when dad was still doing everything',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 ("bills" = expenses)`,
);
ask(
  'what did we spend over the summer, june through august',
  [money(F.summer)],
  'total',
  `${ROWS}, 2026-06-01..2026-08-31 (the Brindle roof, the Pennyroyal AC and the condo turnover fall in it)`,
);
const idHector = ask(
  'what did hector charge us this year? he was dads handyman and he still does stuff for us',
  [money(F.hectorYear)],
  'vendor',
  `2026 rows whose entity is "${HECTOR}" (not the Bakersfield handyman)`,
);
ask(
  'and how much altogether since dad started keeping track in here',
  [money(F.hectorAll)],
  'follow_up',
  `all time (2025-01-01..today), same vendor`,
  { follow_up_of: idHector },
);
ask(
  'how much was insurance this year for all the places together',
  [money(F.insurance)],
  'category',
  'category Insurance, 2026 (one policy per property, three insurers)',
);
ask(
  'how much property tax did we pay this year? the county bills',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (the April installments to Fresno and Kern County); the tamale shop pays its own tax',
);
ask(
  'dads notes say we had termites at some point. how much has the termite stuff cost us altogether?',
  [money(F.termite)],
  'description_word',
  'all time; rows whose description contains "termite": inspections and foam treatment (Sure Shot), the tent fumigation (Kern Termite & Pest, not its quarterly sprays), Hector fixing termite damage and bait stations from the store',
);
ask(
  'the sprinklers seem to break all the time. what have sprinkler fixes cost us since dad started tracking',
  [money(F.sprinkler)],
  'description_word',
  'all time; rows whose description contains "sprinkler" (landscapers, both handymen, the store); the drip-irrigation row without the word is not counted',
);
const idMost = ask(
  'which place cost me the most money this year, counting all the bills',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the condo: special assessment, turnover, new floors)',
);
ask(
  'and which one was the cheapest to keep up?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and all expenses by property; lowest',
  { follow_up_of: idMost },
);
ask(
  'fresno or bakersfield - where did more money go out this year?',
  [money(cityTotals.Fresno), money(cityTotals.Bakersfield)],
  'comparison',
  `expenses by city, 2026 (${cityTotals.Fresno > cityTotals.Bakersfield ? 'Fresno' : 'Bakersfield'} more)`,
);
ask(
  'what kind of expense was the biggest this year, like what eats the most money',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (the Brindle roof, the Pennyroyal AC, the condo floors); it stays first however the tax, yard, repair and HOA spellings are merged',
);
ask(
  'who did dad pay the most money to last year? top three',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => x.k)
    .join(', ')}`,
);
ask(
  'what was the single biggest bill this year and what was it for',
  [money(cents(biggest.amount)), STREET[biggest.property]],
  'ranking',
  `largest 2026 expense row: ${biggest.entity}, "${biggest.description}", ${biggest.date}`,
);
const idCondo = ask(
  'are we making money on the condo? this year i mean',
  [absMoney(netOf('thisYear', 'sablewood'))],
  'loss',
  'Sablewood, 2026: rent + other income - expenses; a loss (special assessment and the turnover); absolute value',
);
ask(
  'what about last year',
  [money(netOf('lastYear', 'sablewood'))],
  'follow_up',
  'Sablewood, 2025 (bought in May, rented from July): a profit',
  { follow_up_of: idCondo },
);
const idNet = ask(
  'did we make money overall last year, all the rentals together?',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask('and so far this year?', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
ask(
  'how much money came in from the house on quince this year',
  [money(F.quinceIn)],
  'income',
  '2026 rent payments + other incomes at Quince (the pet fee); rent alone is a different figure',
);
ask(
  'how much rent did the duplex bring in last year, and what did it cost us to run it?',
  [money(F.wexleyRent25), money(F.wexleySpent25)],
  'comparison',
  '2025 at Wexley: rent payments only (three tenants, one left in June) and the expense rows',
);
ask(
  'what has the water and trash at the duplex cost this year',
  [money(F.wexleyWater)],
  'category',
  'category Utilities at Wexley, 2026 (the city water, sewer and trash bill, every two months)',
);
ask(
  'do the laundry machines at the duplex actually make us anything? how much this year',
  [money(F.laundry)],
  'income',
  'Laundry incomes, 2026 (quarterly commission)',
);
ask(
  'is anyone not paying? whos behind for november and how much is that altogether',
  [...owing.map((t) => t.last_name), money(owedNow)],
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}; owed = this month's rent minus this month's payments, summed (every earlier booked month is paid in full)`,
  { forbid: pastLast },
);
ask(
  'did any of the tenants pay their mortgage late this month? the ones who did pay i mean',
  lateNov.map((t) => t.last_name),
  'payments',
  '"mortgage" = the rent they owe us; November paid in full after the due day + grace days, with a late fee; the part payment came in on time and the unpaid tenant has paid nothing',
);
ask(
  'whos been late paying the most this year',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how much has the tamale place paid us in rent this year',
  [money(F.coRent)],
  'payments',
  "the company tenant's 2026 rent payments (the parking spaces rented to the shop next door are not its rent)",
);
ask(
  'who pays the least rent right now? i think dad gave someone a deal',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; the past tenant of the other duplex unit paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
ask(
  "does anybody's lease end before march? i dont want to get caught off guard",
  beforeMarch.map((t) => t.last_name),
  'lease',
  `current leases ending by 2027-02-28 (both end 2027-01-31); the next one ends ${nextAfter.lease.end}`,
  { forbid: [nextAfter.last_name] },
);
ask(
  'who lives in the duplex right now',
  duplexNow.map((t) => t.last_name),
  'lease',
  'current leases at Wexley; the Unit A tenant who left in June 2025 is not one',
  { forbid: duplexGone.map((t) => t.last_name) },
);
ask(
  'how long has mrs okonkwo been renting the quince house? dad always said shes been there forever',
  [okonkwo.lease.start.slice(0, 4)],
  'lease',
  `lease start ${okonkwo.lease.start}, before the books begin (only the year is checked)`,
);
ask(
  'whats the phone number for the lady renting the townhouse',
  [townhouseNow[0].phone_number.slice(-8)],
  'contact',
  `${name(townhouseNow[0])}, ${townhouseNow[0].phone_number} (only the 555 part is checked)`,
);
ask(
  'i need to email priya about the gate code, whats her email',
  [priya.email],
  'contact',
  `${name(priya)}, Unit A at Wexley`,
);
ask(
  'how much deposit money are we holding for everybody',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not past tenants)',
);
const idOpen = ask(
  'what repairs are still waiting to get done? the tenants keep texting me',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those has nobody even started on',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'dad kept the insurance papers somewhere, is the one for the condo in here?',
  [condoInsurance[0].file],
  'documents',
  `the Insurance document at Sablewood (the townhouse's policy, ${otherInsurance.map((d) => d.file).join(', ')}, is not the one asked for)`,
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is it gonna be another crazy hot summer in bakersfield next year', 'weather');
outOfScope('do i have to pay some kind of inheritance tax on the houses dad left me', 'tax / legal advice');
outOfScope('can you check if yusuf has a criminal record', 'background check');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb47-${String(i + 1).padStart(2, '0')}`;
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
  if (o.follow_up_of)
    check(o.follow_up_of === qid(out.indexOf(o) - 1), `follow-up ${o.id} follows its question`);
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
