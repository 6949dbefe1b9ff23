// Works out the expected answers for landlord-blind-63 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-63/compute.mjs
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
// whole-dollar figures print without cents ("$9,970" is inside "$9,970.00" too); others with cents
const money = (c) => {
  const a = Math.abs(c);
  const dollars = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  const s = a % 100 === 0 ? dollars : `${dollars}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
// losses are expected as their absolute amount, so "-$5.00", "($5.00)" and "lost $5.00" all pass
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
check(new Date(`${TODAY}T12:00:00Z`).getUTCDay() === 5, 'today is a Friday');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  ytd: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  nov: ['2026-11-01', TODAY],
  oct: ['2026-10-01', '2026-10-31'],
  q2: ['2026-04-01', '2026-06-30'],
  q2last: ['2025-04-01', '2025-06-30'],
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
// this set's two cities, both in Illinois
const CITIES = ['Decatur', 'Normal'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 6 && P.properties.length <= 8, '6 to 8 properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'IL', `city ${p.key}: Decatur or Normal, IL`);
  check(/^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
}
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length >= 3, `at least three properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions and expected answers use must each pick out one property
const STREET = {
  elm: 'Elm',
  tolliver: 'Tolliver',
  kessler: 'Kessler',
  beaufort: 'Beaufort',
  greenbriar: 'Greenbriar',
  quillen: 'Quillen',
  marlowe: 'Marlowe',
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
check(prop.elm.address.includes('Elm Street'), '"elm st" is a street address');
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/^555-01\d\d$/.test(t.phone_number), `phone ${t.key} is 555-01xx`);
  check(t.email.endsWith('@example.com'), `email ${t.key} is @example.com`);
  check(
    Number.isInteger(t.lease.due_day) && t.lease.due_day + t.lease.grace_period_days < 28,
    `due day ${t.key}`,
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
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document files unique');

// ---------- leases and rent on the books ----------
const name = (t) => `${t.first_name} ${t.last_name}`;
const NOV = '2026-11';
const OCT = '2026-10';
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
for (const t of P.tenants)
  check(t.lease.start >= prop[t.property].purchase_date, `${t.key}: lease starts after the purchase`);

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
// the company tenant goes by its trading name (first_name), people by their last name
const who = (t) => (t === co ? t.first_name : t.last_name);
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(past.length === 4, 'four past tenants');
check(
  past.every((t) => t.lease.start < BOOKS_START),
  'every past tenant started before the books',
);
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];

// vacancies: properties with no current lease today
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1, 'exactly one vacant property');
check(
  vacant[0].key === incoming.property,
  'the vacant house has a signed lease starting later (still vacant today)',
);
const justLeft = past.find((t) => t.property === vacant[0].key);
check(Boolean(justLeft) && justLeft.lease.end === '2026-10-31', 'the vacant house emptied on Oct 31');
const duplex = P.properties.filter((p) => p.property_type === 'Multi-Family');
check(
  duplex.length === 1 && current.filter((t) => t.property === duplex[0].key).length === 2,
  'both duplex units are let',
);

// November: one has not paid, one paid in part, everyone else on time; October all on time
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(
  current.every((t) => owing.includes(t) || !paidLate(t, NOV)),
  'nobody paid November late in full (so the late list is the owing list)',
);
check(
  P.tenants.every((t) => !paidLate(t, OCT)),
  'nobody paid October late',
);
check(shortOf(unpaid[0]) !== shortOf(partial[0]), 'the two shortfalls differ');
const owedNow = total(current.map(shortOf));
// "collections" are rent payments: no other income is dated October or November 2026
check(
  P.incomes.every((x) => !within(x.date, 'oct') && !within(x.date, 'nov')),
  'no other income in October or November 2026',
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

// rent roll, deposits, rents
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== rentRoll, 'deposits held differ from the rent roll');
check(
  deposits !== total([...current, incoming].map((t) => cents(t.lease.deposit))),
  "adding the signed lease's deposit changes the figure",
);
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
check(
  P.tenants.every((t) => t === co || t.lease.rent < co.lease.rent),
  'nobody, past or future, paid more than the company',
);

// leases ending: the next 60 days and the next 90 days
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const by60 = endingBy(plusDays(TODAY, 60));
const by90 = endingBy(plusDays(TODAY, 90));
check(by60.length === 1 && by60[0] === unpaid[0], 'one lease ends within 60 days (the one who has not paid)');
check(by90.length === 2, 'two leases end within 90 days');
const just60 = by90.find((t) => !by60.includes(t));
check(
  just60.lease.end > plusDays(TODAY, 60) && just60.lease.end <= plusDays(TODAY, 66),
  'the second lease ends just past 60 days',
);
const nextAfter = current
  .filter((t) => !by90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 150), 'the next lease end is well past 90 days');

// collections
const novRent = rentIn('nov');
const octRent = rentIn('oct');
check(novRent === rentRoll - owedNow, 'November collections = rent roll - owed (no stray payments)');
check(
  P.payments.some((x) => within(x.date, 'oct') && ten[x.tenant] === justLeft),
  "October's collections include the tenant who has since left",
);
check(novRent !== octRent, 'October and November collections differ');

// late fees this year, by tenant
const feesYtd = otherIn('ytd', (x) => x.category === 'Late Fee');
const feeBy = rank(
  P.tenants
    .map((t) => ({ k: t.key, v: otherIn('ytd', (x) => x.category === 'Late Fee' && x.entity === name(t)) }))
    .filter((x) => x.v > 0),
  'late fees this year by tenant',
);
check(feeBy.length === 3, 'three tenants paid late fees this year');
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount[0].v === 3 && lateCount[1].v === 1, 'one tenant late three times this year, the others once');
check(ten[lateCount[0].k] === partial[0], 'the repeat late payer is the part payer of November');
for (const x of feeBy)
  check(
    lateFees.filter((f) => f.entity === name(ten[x.k]) && within(f.date, 'ytd')).length ===
      (lateCount.find((c) => c.k === x.k)?.v ?? 0),
    `${x.k}: one fee per late month this year`,
  );
check(
  feesYtd !== otherIn('all', (x) => x.category === 'Late Fee'),
  'late fees this year differ from all time',
);

// income
const q2 = incomeOf('q2');
const q2last = incomeOf('q2last');
check(q2 !== q2last, 'Q2 income differs year to year');
check(q2 !== rentIn('q2') && q2last !== rentIn('q2last'), 'Q2 income includes other income both years');
const petFees = otherIn('all', (x) => x.category === 'Pet Fee');
check(P.incomes.filter((x) => x.category === 'Pet Fee').length === 4, 'four pet fees');
check(petFees !== otherIn('ytd', (x) => x.category === 'Pet Fee'), 'pet fees all time differ from this year');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'ytd')).map((x) => x.category)).size === 5,
  'every income category this year',
);

// expenses: totals and by city
const expYtd = spent('ytd');
const expByCity = Object.fromEntries(CITIES.map((c) => [c, spent('ytd', (x) => city(x.property) === c)]));
rank(
  CITIES.map((k) => ({ k, v: expByCity[k] })),
  'city spend this year',
);
check(expByCity.Decatur + expByCity.Normal === expYtd, 'the cities add up');

// expenses by category, 2025: Capital improvement and Insurance have one spelling each and stay in the top
// three whether the landlord's spellings are listed raw or merged
const cat25 = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('lastYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories 2025',
);
const MERGED = [
  ['Property Tax', 'Taxes'],
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint'],
  ['HOA dues', 'HOA'],
];
const SINGLE = ['Capital improvement', 'Insurance'];
const merged25 = rank(
  [
    ...MERGED.map((g) => ({ k: g.join('+'), v: spent('lastYear', cats(g)) })),
    ...EXPENSE_CATEGORIES.filter((c) => !MERGED.flat().includes(c)).map((k) => ({
      k,
      v: spent('lastYear', (x) => x.category === k),
    })),
  ].filter((x) => x.v > 0),
  'merged categories 2025',
);
for (const c of SINGLE) {
  check(
    cat25.slice(0, 3).some((x) => x.k === c),
    `${c} is in the raw top three of 2025`,
  );
  check(
    merged25.slice(0, 3).some((x) => x.k === c),
    `${c} is in the merged top three of 2025`,
  );
}
const catCap25 = spent('lastYear', cats(['Capital improvement']));
const catIns25 = spent('lastYear', cats(['Insurance']));

// plumbing: the plumbers' rows; no one else's row reads like plumbing, and every plumber row is a repair
const PLUMBERS = VENDORS.filter((v) => lower(v).includes('plumbing'));
check(PLUMBERS.length === 2, 'two plumbers');
const PLUMB_WORDS = [
  'plumb',
  'drain',
  'toilet',
  'faucet',
  'water heater',
  'sump',
  'pipe',
  'shower',
  'supply line',
];
const isPlumber = (x) => PLUMBERS.includes(x.entity);
check(
  P.expenses.every((x) => isPlumber(x) || !PLUMB_WORDS.some((w) => lower(x.description).includes(w))),
  'no non-plumber row reads like plumbing',
);
check(
  P.expenses.filter(isPlumber).every((x) => ['Repairs', 'Repairs & maint'].includes(x.category)),
  'plumber rows are repairs',
);
const plumbYtd = spent('ytd', isPlumber);
const plumbMonths = [...new Set(rowsIn('ytd', isPlumber).map((x) => month(x.date)))].sort();
const plumbByMonth = plumbMonths.map((mo) => ({
  mo,
  v: total(
    rowsIn('ytd', isPlumber)
      .filter((x) => month(x.date) === mo)
      .map((x) => cents(x.amount)),
  ),
}));
check(plumbMonths.length === 5, 'plumbing in five months this year');
check(
  plumbByMonth.some((m) => rowsIn('ytd', (x) => isPlumber(x) && month(x.date) === m.mo).length === 2),
  'one month has two plumbing bills (the month total is a sum)',
);
check(new Set(plumbByMonth.map((m) => m.v)).size === plumbByMonth.length, 'month totals differ');
for (const v of PLUMBERS) check(plumbYtd !== spent('ytd', vendor(v)), `plumbing differs from ${v} alone`);

// vendors
const vendorsYtd = rank(
  [...new Set(rowsIn('ytd').map((x) => x.entity))].map((k) => ({ k, v: spent('ytd', vendor(k)) })),
  'vendors this year',
);
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
check(
  vendorsYtd
    .slice(0, 3)
    .map((x) => x.k)
    .join() !==
    vendors25
      .slice(0, 3)
      .map((x) => x.k)
      .join(),
  'the top three vendors change between the years',
);

// HOA: the two spellings together are exactly the two associations' rows
const HOA_CATS = ['HOA dues', 'HOA'];
const ASSOCIATIONS = VENDORS.filter((v) => lower(v).includes('association'));
check(ASSOCIATIONS.length === 2, 'two associations');
check(
  P.expenses.every((x) => HOA_CATS.includes(x.category) === ASSOCIATIONS.includes(x.entity)),
  'HOA categories and association rows coincide',
);
for (const c of HOA_CATS)
  check(rowsIn('ytd', (x) => x.category === c).length > 0, `HOA spelling "${c}" used this year`);
const hoaYtd = spent('ytd', cats(HOA_CATS));
for (const a of ASSOCIATIONS) check(hoaYtd !== spent('ytd', vendor(a)), `HOA differs from ${a} alone`);

// snow: the word in the description, whoever did the work and under whatever category
const snowAll = spent('all', word('snow'));
const snowRows = rowsIn('all', word('snow'));
check(new Set(snowRows.map((x) => x.entity)).size >= 5, 'snow rows come from several vendors');
check(new Set(snowRows.map((x) => x.category)).size >= 4, 'snow rows sit under several categories');
for (const v of VENDORS) check(snowAll !== spent('all', vendor(v)), `snow total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('snow') && !word('snow')(x)).length > 0,
  'the lawn-and-snow firm also has rows that are not snow work',
);
check(
  rowsIn('all', (x) => lower(x.description).includes('ice melt') && !word('snow')(x)).length === 1,
  'an ice-melt row without the word is not counted',
);

// property tax by city, 2025; the bakery pays its own
const TAX_CATS = ['Property Tax', 'Taxes'];
check(
  P.expenses.every((x) => !TAX_CATS.includes(x.category) || lower(x.entity).includes('treasurer')),
  'tax rows are the treasurers',
);
check(
  P.expenses.every((x) => TAX_CATS.includes(x.category) || !lower(x.entity).includes('treasurer')),
  'treasurer rows are tax',
);
check(
  rowsIn('all', (x) => x.property === co.property && cats(TAX_CATS)(x)).length === 0,
  'the bakery pays its own tax',
);
for (const c of TAX_CATS)
  check(rowsIn('lastYear', (x) => x.category === c).length > 0, `tax spelling "${c}" used in 2025`);
const tax25 = Object.fromEntries(
  CITIES.map((c) => [c, spent('lastYear', (x) => cats(TAX_CATS)(x) && city(x.property) === c)]),
);
check(tax25.Decatur !== tax25.Normal, 'tax by city differs');
for (const c of CITIES)
  for (const k of TAX_CATS)
    check(
      tax25[c] !== spent('lastYear', (x) => x.category === k && city(x.property) === c),
      `${c} tax is more than the "${k}" rows alone`,
    );

// net by property
const net25 = rank(
  KEYS.map((k) => ({ k, v: netOf('lastYear', k) })),
  'net by property 2025',
);
const netYtd = rank(
  KEYS.map((k) => ({ k, v: netOf('ytd', k) })),
  'net by property this year',
);
const losers = (list) => list.filter((x) => x.v < 0).map((x) => x.k);
check(losers(net25).join() === 'beaufort', `only the condo lost money in 2025 (${losers(net25)})`);
check(losers(netYtd).join() === 'elm', `only Elm Street is losing money this year (${losers(netYtd)})`);
check(netOf('lastYear', 'elm') > 0, 'Elm Street made money in 2025');
check(
  new Set(net25.map((x) => Math.abs(x.v))).size === net25.length &&
    new Set(netYtd.map((x) => Math.abs(x.v))).size === netYtd.length,
  'no two properties net the same absolute figure',
);

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'dock', 'slider', 'disposal', 'gutter'];
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
const done = P.maintenance.filter((m) => m.status === 'Completed');
check(
  done.every((m) => !OPEN_WORDS.some((w) => lower(m.title).includes(w))),
  'no completed request carries an open word',
);

// insurance documents by city
const insDocs = P.documents.filter((d) => d.type === 'Insurance');
const insNormal = insDocs.filter((d) => city(d.property) === 'Normal');
const insDecatur = insDocs.filter((d) => city(d.property) === 'Decatur');
check(insNormal.length === 3 && insDecatur.length === 2, 'three Normal and two Decatur insurance documents');
check(
  P.documents.filter((d) => d.type !== 'Insurance').every((d) => !/polic|insur|ho6|dwelling/.test(d.file)),
  'no other document reads like a policy',
);

// the long-named mechanical firm, asked for as "sangamon valley mech"; the insurer is also "Sangamon"
const svm = VENDORS.filter((v) => lower(v).startsWith('sangamon valley mech'));
check(svm.length === 1 && svm[0].length > 60, 'one long-named vendor matches "sangamon valley mech"');
check(VENDORS.filter((v) => lower(v).startsWith('sangamon')).length === 2, 'two "Sangamon" vendors');
const SVM = svm[0];
const svmAll = spent('all', vendor(SVM));
check(
  new Set(rowsIn('all', vendor(SVM)).map((x) => x.category)).size >= 3,
  'the mechanical firm sits under several categories',
);
check(
  svmAll !== spent('all', (x) => lower(x.entity).startsWith('sangamon')),
  'the two Sangamon vendors together give a different figure',
);

// one tenant's rent this year; capital improvements this year
const pettigrew = ten.pettigrew;
check(partial[0] === pettigrew, 'Pettigrew is the part payer');
const pettigrewYtd = rentIn('ytd', (t) => t === pettigrew);
check(pettigrewYtd !== 11 * cents(pettigrew.lease.rent), 'her November part payment shows');
const capexYtd = spent('ytd', cats(['Capital improvement']));
check(rowsIn('ytd', cats(['Capital improvement'])).length === 2, 'two capital improvements this year');

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const pastNames = past.map((t) => t.last_name);
const fmtList = (xs) => xs.map((x) => `${x.k} ${money(x.v)}`).join(', ');

const idRoll = ask(
  'rent roll',
  current.map(who),
  'lease',
  `current leases: ${current.map((t) => `${who(t)} ${money(cents(t.lease.rent))}`).join(', ')}; ${STREET[vacant[0].key]} is vacant (${justLeft.last_name}, who left on ${justLeft.lease.end}, may be named beside it and is not forbidden)`,
  { forbid: pastNames.filter((n) => n !== justLeft.last_name) },
);
ask('total', [money(rentRoll)], 'follow_up', 'sum of monthly rent on current leases', {
  follow_up_of: idRoll,
});
ask(
  'deposits',
  [money(deposits)],
  'deposits',
  `sum of deposits on current leases (not the signed ${incoming.last_name} lease, not past tenants)`,
);
ask(
  'vacancies',
  [STREET[vacant[0].key]],
  'lease',
  `no current lease at ${vacant[0].address} since ${justLeft.last_name} left ${justLeft.lease.end}; ${incoming.last_name} is signed from ${incoming.lease.start}; both duplex units are let`,
);
const id60 = ask(
  'leases exp next 60d',
  by60.map(who),
  'lease',
  `current leases ending by ${plusDays(TODAY, 60)}; ${just60.last_name} ends ${just60.lease.end}, just outside`,
  { forbid: [just60.last_name] },
);
ask('90d?', by90.map(who), 'follow_up', `current leases ending by ${plusDays(TODAY, 90)}`, {
  follow_up_of: id60,
  forbid: [nextAfter.last_name],
});
ask(
  'top rent',
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the company tenant (a bakery), by its trading name',
);
const idOwes = ask(
  'who owes',
  owing.map(who),
  'payments',
  `November: nothing paid ${unpaid.map(who).join(', ')}; part paid ${partial.map(who).join(', ')}; every earlier booked month is paid in full`,
  { forbid: pastNames },
);
ask(
  'amts + total',
  [...owing.map((t) => money(shortOf(t))), money(owedNow)],
  'follow_up',
  "each one's November rent minus November payments, and the sum",
  { follow_up_of: idOwes },
);
const idColl = ask(
  'nov collections',
  [money(novRent)],
  'payments',
  'rent payments dated November 2026 (no other income is dated October or November)',
);
ask(
  'oct',
  [money(octRent)],
  'follow_up',
  `rent payments dated October 2026, ${justLeft.last_name}'s last month included`,
  { follow_up_of: idColl },
);
const idFees = ask('late fees ytd', [money(feesYtd)], 'income', 'Late Fee incomes dated 2026');
ask(
  'by tenant',
  feeBy.flatMap((x) => [who(ten[x.k]), money(x.v)]),
  'follow_up',
  `2026 late fees by tenant: ${feeBy.map((x) => `${who(ten[x.k])} ${money(x.v)}`).join(', ')}`,
  { follow_up_of: idFees },
);
const idQ2 = ask(
  'Q2 income',
  [money(q2)],
  'income',
  `rent payments + other incomes, 2026-04-01..2026-06-30 (the latest Q2); rent ${money(rentIn('q2'))}, other ${money(otherIn('q2'))}`,
);
ask(
  '2025',
  [money(q2last)],
  'follow_up',
  `the same for 2025-04-01..2025-06-30; rent ${money(rentIn('q2last'))}, other ${money(otherIn('q2last'))}`,
  { follow_up_of: idQ2 },
);
ask('pet fees all time', [money(petFees)], 'income', 'Pet Fee incomes, 2025-01-01..today (four fees)');
const idExp = ask('exp ytd', [money(expYtd)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'split decatur / normal',
  [money(expByCity.Decatur), money(expByCity.Normal)],
  'follow_up',
  'expenses by city, 2026',
  { follow_up_of: idExp },
);
ask(
  'exp by cat 2025',
  [money(catCap25), money(catIns25)],
  'category',
  `2025 by category (raw: ${fmtList(cat25)}); only the two single-spelling categories in the top three either way are checked, Capital improvement and Insurance`,
);
const idPlumb = ask(
  'plumbing ytd',
  [money(plumbYtd)],
  'vendor',
  `2026 rows of the two plumbers (${PLUMBERS.join(', ')}); no other row reads like plumbing`,
);
ask(
  'by month',
  plumbByMonth.map((m) => money(m.v)),
  'follow_up',
  `2026 plumbing by month: ${plumbByMonth.map((m) => `${m.mo} ${money(m.v)}`).join(', ')}`,
  { follow_up_of: idPlumb },
);
const idVend = ask(
  'top 3 vendors 2026',
  vendorsYtd.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${fmtList(vendorsYtd.slice(0, 4))}`,
);
ask(
  'same 2025',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'follow_up',
  `2025 vendors by total: ${fmtList(vendors25.slice(0, 4))}`,
  { follow_up_of: idVend },
);
ask(
  'hoa ytd',
  [money(hoaYtd)],
  'category',
  `2026; categories "HOA dues" and "HOA" together = the two associations' rows (quarterly townhome dues, monthly condo assessment, a roof special assessment and a snow overage)`,
);
ask(
  'snow, all time',
  [money(snowAll)],
  'description_word',
  `all time; rows whose description contains "snow": the plow firm, the lawn-and-snow firm (not its mowing), a handyman, a store's shovels and the condo overage; the ice-melt row without the word is not counted (${snowRows.length} rows)`,
);
const idTax = ask(
  'tax 2025 decatur only',
  [money(tax25.Decatur)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together at the Decatur properties (Elm, Tolliver); the bakery pays its own',
);
ask('same normal', [money(tax25.Normal)], 'follow_up', '2025 property tax at the four Normal properties', {
  follow_up_of: idTax,
});
ask(
  'net by prop last yr',
  net25.map((x) => absMoney(x.v)),
  'net',
  `2025 rent payments + other incomes - expenses by property: ${net25.map((x) => `${x.k} ${money(x.v)}`).join(', ')}; the condo's loss as its absolute amount`,
);
const idElm = ask(
  'elm st net ytd',
  [absMoney(netOf('ytd', 'elm'))],
  'loss',
  `2026 net at ${prop.elm.address}: ${money(netOf('ytd', 'elm'))} (furnace, turnover, a vacant June); absolute value of the loss`,
);
ask('last yr', [money(netOf('lastYear', 'elm'))], 'follow_up', `2025 net at ${prop.elm.address}`, {
  follow_up_of: idElm,
});
const idOpen = ask(
  'maint open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask('pending only', PENDING_WORDS, 'follow_up', `Pending: ${pending.map((m) => m.title).join('; ')}`, {
  follow_up_of: idOpen,
});
const idIns = ask(
  'ins docs',
  insDocs.map((d) => d.file),
  'documents',
  'documents of type Insurance',
);
ask(
  'normal only',
  insNormal.map((d) => d.file),
  'follow_up',
  'Insurance documents at the Normal properties',
  { follow_up_of: idIns, forbid: insDecatur.map((d) => d.file) },
);
ask(
  'sangamon valley mech total',
  [money(svmAll)],
  'vendor',
  `all time; rows whose entity is "${SVM}" (not the insurer Sangamon Fire & Casualty)`,
);
ask(
  'pettigrew pd ytd',
  [money(pettigrewYtd)],
  'payments',
  "her 2026 rent payments, November's part payment included; late fees are not rent",
);
ask(
  'capex ytd',
  [money(capexYtd)],
  'category',
  'category Capital improvement, 2026 (the Elm furnace and the Kessler lot)',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('snow fcst decatur next wk', 'weather');
outOfScope('bg check pelletier', 'background / credit check on the incoming tenant');
outOfScope('IL notice period to evict marchetti for nonpay', 'legal advice');

check(Q.length === 40, `40 questions (${Q.length})`);
const follows = Q.filter((x) => x.follow_up_of !== undefined).length;
check(follows >= 12 && follows <= 15, `about a third are follow-ups (${follows})`);
const qid = (i) => `lb63-${String(i + 1).padStart(2, '0')}`;
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
