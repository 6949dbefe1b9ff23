// Works out the expected answers for landlord-blind-70 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-70/compute.mjs
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
// a whole-dollar figure is expected without cents ("$770"), so "$770" and "$770.00" both pass;
// any other figure is expected with its cents ("$1,565.40")
const money = (c) => {
  const a = Math.abs(c);
  const whole = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  const s = a % 100 === 0 ? whole : `${whole}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, 'today is 2026-11-28');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  sinceAug: ['2026-08-01', TODAY],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
const month = (d) => d.slice(0, 7);

// ---------- shape ----------
// The same keys as landlord-blind-13, except that maintenance requests also carry a description and the date
// they were reported (the brief asks for requests "with titles, descriptions, dates, statuses").
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
  maintenance: ['property', 'title', 'description', 'status', 'date'],
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
// cities named by landlord-blind-13 as used by earlier sets, and set 13's own; the brief names this set's two
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
const CITIES = ['Idaho Falls', 'Rexburg'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 6, 'six properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < BOOKS_START, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'ID', `city ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
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
  cottonwick: 'Cottonwick',
  brennick: 'Brennick',
  sagebluff: 'Sage Bluff',
  harmsworth: 'Harmsworth',
  juniper: 'Juniper Hollow',
  marrowfield: 'Marrowfield',
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
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/^\(208\) 555-01\d\d$/.test(t.phone_number), `phone 555-01xx ${t.key}`);
  check(t.email.endsWith('example.com'), `e-mail at example.com ${t.key}`);
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
      typeof x.entity === 'string' &&
      typeof x.description === 'string' &&
      x.description.length > 0,
    `expense ${JSON.stringify(x)}`,
  );
for (const c of EXPENSE_CATEGORIES)
  check(
    P.expenses.some((x) => x.category === c),
    `expense category ${c} used`,
  );
check(P.maintenance.length >= 20, `20+ maintenance requests (${P.maintenance.length})`);
for (const m of P.maintenance)
  check(
    hasKeys(m, SHAPE.maintenance) &&
      prop[m.property] &&
      STATUSES.includes(m.status) &&
      isDate(m.date) &&
      within(m.date, 'all') &&
      m.title.length > 0 &&
      m.description.length > 0,
    `maintenance ${m.title}`,
  );
check(new Set(P.maintenance.map((m) => m.title)).size === P.maintenance.length, 'maintenance titles unique');
for (const s of STATUSES)
  check(
    P.maintenance.some((m) => m.status === s),
    `status ${s} used`,
  );
check(P.documents.length >= 12, `12+ documents (${P.documents.length})`);
for (const d of P.documents)
  check(
    hasKeys(d, SHAPE.document) &&
      prop[d.property] &&
      DOCUMENT_TYPES.includes(d.type) &&
      isDate(d.uploaded) &&
      d.uploaded <= TODAY &&
      d.file.endsWith('.pdf'),
    `document ${d.file}`,
  );
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document file names unique');
for (const t of DOCUMENT_TYPES)
  check(
    P.documents.some((d) => d.type === t),
    `document type ${t} used`,
  );

// ---------- leases and rent on the books ----------
const name = (t) => `${t.first_name} ${t.last_name}`;
const NOV = '2026-11';
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
// the duplex has two units: never more than two leases at once
for (const mo of ['2025-01', '2025-05', '2025-09', '2026-08', '2026-09', NOV])
  check(
    P.tenants.filter(
      (t) => t.property === 'harmsworth' && t.lease.start <= `${mo}-28` && t.lease.end >= `${mo}-01`,
    ).length === 2,
    `two duplex leases in ${mo}`,
  );

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
// how a tenant is named in expected answers: last name, or the company's trading name
const tname = (t) => (t === co ? t.first_name : t.last_name);
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];
check(current.length === 7 && past.length === 5, 'seven current and five past tenants');

const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
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
const netAll = (p) => incomeOf(p) - spent(p);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
// only the top of these rankings is asked, so only the top must be unique
function top(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  check(r.length > 1 && r[0].v > r[1].v, `tie at the top of ${what}: ${r[0].k}, ${r[1]?.k}`);
  return r;
}
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];

// who comes out to a property (a job) and who only sends a bill
const NOT_CONTRACTORS = [
  'Gem State Mutual Insurance',
  'Sawtooth Casualty Co.',
  'Teton Peaks Insurance',
  'Pinnacle Commercial Insurance',
  'Bonneville County Treasurer',
  'Madison County Treasurer',
  'Juniper Hollow Townhome HOA',
  'Sage Bluff Condominium Association',
  'City of Rexburg Utilities',
  'City of Idaho Falls Utilities',
  'Home Depot',
  "Lowe's",
];
const CONTRACTORS = VENDORS.filter((v) => !NOT_CONTRACTORS.includes(v));
check(
  NOT_CONTRACTORS.every((v) => VENDORS.includes(v)),
  'every listed non-contractor is a vendor',
);
check(CONTRACTORS.length >= 14, `14+ contractors (${CONTRACTORS.length})`);
const isJob = (x) => CONTRACTORS.includes(x.entity);
check(
  rowsIn('all', isJob).every(
    (x) =>
      !['Insurance', 'Property Tax', 'Taxes', 'HOA dues', 'HOA', 'Utilities', 'Supplies'].includes(
        x.category,
      ),
  ),
  'contractor rows are work, not bills',
);

const F = {};
for (const p of ['all', 'thisYear', 'lastYear', 'thisMonth', 'lastMonth', 'sinceAug']) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(
  rowsIn('all', (x) => x.property === 'brennick' && cats(['Property Tax', 'Taxes'])(x)).length === 0,
  'the commercial tenant pays its own property tax',
);
F.rentThisYear = rentIn('thisYear');
F.netThisYear = netAll('thisYear');
F.netLastYear = netAll('lastYear');
check(F.netThisYear > 0 && F.netLastYear > 0, 'the portfolio makes money both years');
check(F.rentThisYear !== incomeOf('thisYear'), 'rent this year differs from all income this year');

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
check(byProperty[0].k === 'marrowfield', 'the roof year: Marrowfield costs the most this year');
// the dearest stays the dearest on contractor work alone (what "upkeep" might mean)
const upkeep = rank(
  KEYS.map((k) => ({ k, v: spent('thisYear', (x) => x.property === k && isJob(x)) })),
  'contractor spend by property this year',
);
check(upkeep[0].k === byProperty[0].k, 'the dearest property is the same on upkeep alone');

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const in90 = endingBy(plusDays(TODAY, 90));
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within 90 days / by February',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past 90 days');
check(
  in90.some((t) => t.property === incoming.property),
  'the signed future lease follows one of the ending leases',
);
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
check(incoming.lease.deposit > 0, 'the signed lease has a deposit that is not counted');
const pastLast = past.map((t) => t.last_name);

// ---------- maintenance ----------
const titleHas = (w) => (m) => lower(m.title).includes(lower(w));
// each keyword picks out exactly one request and appears in its title in lower case
const oneTitle = (w) => {
  const hits = P.maintenance.filter(titleHas(w));
  check(hits.length === 1 && hits[0].title.includes(w), `"${w}" picks out one request`);
  return hits[0];
};
const isOpen = (m) => m.status !== 'Completed';
const open = P.maintenance.filter(isOpen);
const OPEN_WORDS = ['pothole', 'laundry', 'sump', 'window', 'railing', 'porch', 'pilot'];
check(open.length === OPEN_WORDS.length, `seven open requests (${open.length})`);
for (const w of OPEN_WORDS) check(isOpen(oneTitle(w)), `"${w}" is open`);
const wordsOf = (ms) => OPEN_WORDS.filter((w) => ms.some(titleHas(w)));
const pending = open.filter((m) => m.status === 'Pending');
const inProgress = open.filter((m) => m.status === 'In Progress');
const PENDING_WORDS = wordsOf(pending);
const PROGRESS_WORDS = wordsOf(inProgress);
check(PENDING_WORDS.length === 4 && PROGRESS_WORDS.length === 3, 'four pending and three in progress');
const openHarm = open.filter((m) => m.property === 'harmsworth');
const OPEN_HARM_WORDS = wordsOf(openHarm);
check(OPEN_HARM_WORDS.length === 2, 'two open requests at the duplex');
check(
  openHarm.some((m) => m.status === 'Pending') && openHarm.some((m) => m.status === 'In Progress'),
  'one pending and one in progress at the duplex',
);
// finished this month: Completed requests reported in November. None reported in October is Completed, so a
// request reported last month cannot have been finished this month; each has its contractor bill in November.
const DONE_WORDS = ['dryer', 'faucet', 'garage'];
const doneNov = P.maintenance.filter((m) => m.status === 'Completed' && month(m.date) === NOV);
check(doneNov.length === DONE_WORDS.length, 'three requests finished this month');
for (const w of DONE_WORDS) check(doneNov.includes(oneTitle(w)), `"${w}" was finished this month`);
check(
  P.maintenance.filter((m) => m.status === 'Completed' && month(m.date) === '2026-10').length === 0,
  'nothing reported in October is Completed',
);
for (const m of doneNov)
  check(
    rowsIn('thisMonth', (x) => isJob(x) && x.property === m.property && x.date >= m.date).length === 1,
    `"${m.title}" has one contractor bill this month`,
  );
check(
  P.maintenance.filter((m) => m.status === 'Completed' && month(m.date) === '2026-10').length === 0 &&
    P.maintenance.filter((m) => month(m.date) === NOV).length > doneNov.length,
  'more requests came in this month than were finished',
);
// the oldest open request
const openByAge = [...open].sort((a, b) => (a.date < b.date ? -1 : 1));
check(openByAge[0].date < openByAge[1].date, 'the oldest open request is unique');
const oldestOpen = openByAge[0];
check(titleHas('pothole')(oldestOpen), 'the oldest open request is the pothole');
check(
  P.maintenance.some((m) => m.status === 'Completed' && m.date < oldestOpen.date),
  'older requests exist, all completed',
);
// requests at the duplex
const harmReq = (p) => P.maintenance.filter((m) => m.property === 'harmsworth' && within(m.date, p));
const harm26 = harmReq('thisYear').length;
const harm25 = harmReq('lastYear').length;
check(harm26 === 7 && harm25 === 3, `duplex requests: ${harm26} this year, ${harm25} last year`);
const perProp26 = top(
  KEYS.map((k) => ({
    k,
    v: P.maintenance.filter((m) => m.property === k && within(m.date, 'thisYear')).length,
  })),
  'requests by property this year',
);
check(perProp26[0].k === 'harmsworth', 'the duplex had the most requests this year');
const harmLatest = [...harmReq('all')].sort((a, b) => (a.date < b.date ? 1 : -1));
check(harmLatest[0].date > harmLatest[1].date, 'the latest duplex request is unique');
check(titleHas('faucet')(harmLatest[0]), 'the latest duplex request is the faucet');
// the burning smell is only in one description, not in any title
const burning = P.maintenance.filter((m) => lower(m.description).includes('burning'));
check(
  burning.length === 1 &&
    burning[0].property === 'cottonwick' &&
    !P.maintenance.some((m) => lower(m.title).includes('burning')),
  'one description mentions a burning smell, at Cottonwick',
);
const FURNACE = 'furnace';
check(oneTitle(FURNACE) === burning[0], 'the burning smell request is the furnace one');

// ---------- documents ----------
const docs = (f) => P.documents.filter(f);
const insMarrow = docs((d) => d.property === 'marrowfield' && d.type === 'Insurance');
check(insMarrow.length === 1, 'one insurance document for Marrowfield');
const noInsDoc = KEYS.filter((k) => docs((d) => d.property === k && d.type === 'Insurance').length === 0);
check(
  noInsDoc.join() === 'brennick,juniper',
  `no insurance paperwork at Brennick and Juniper Hollow (${noInsDoc})`,
);
for (const k of noInsDoc)
  check(
    rowsIn('thisYear', (x) => x.property === k && x.category === 'Insurance').length === 1,
    `${k} is insured`,
  );
// every lease document names one tenant of its property
const leaseDocs = docs((d) => d.type === 'Lease');
const leaseOf = (d) =>
  P.tenants.filter((t) => t.property === d.property && d.file.includes(lower(tname(t).replace(' LLC', ''))));
for (const d of leaseDocs) check(leaseOf(d).length === 1, `lease document ${d.file} names one tenant`);
const uploadedLease = leaseDocs.map((d) => leaseOf(d)[0]);
check(uploadedLease.includes(incoming), 'the signed future lease is uploaded');
check(!uploadedLease.some((t) => past.includes(t)), 'no past lease is uploaded');
const missingLease = current.filter((t) => !uploadedLease.includes(t));
check(missingLease.length === 3, 'three current leases are not uploaded');
// the latest invoice, and a later document that is not an invoice
const invoices = docs((d) => d.type === 'Invoice').sort((a, b) => (a.uploaded < b.uploaded ? 1 : -1));
check(invoices.length >= 4 && invoices[0].uploaded > invoices[1].uploaded, 'the latest invoice is unique');
const lastInvoice = invoices[0];
check(
  P.documents.some((d) => d.type !== 'Invoice' && d.uploaded > lastInvoice.uploaded),
  'a later document is not an invoice',
);
const slug = (v) => lower(v).replace(/[^a-z0-9]+/g, '-');
const invVendor = VENDORS.filter((v) => lastInvoice.file.startsWith(slug(v)));
check(invVendor.length === 1, 'the latest invoice names one vendor');
const invRows = rowsIn('all', vendor(invVendor[0]));
check(
  invRows.length === 1 &&
    invRows[0].property === lastInvoice.property &&
    invRows[0].date <= lastInvoice.uploaded &&
    invRows[0].date >= plusDays(lastInvoice.uploaded, -7),
  'the latest invoice matches one expense row',
);
F.lastInvoice = cents(invRows[0].amount);
const harmReceipts = docs((d) => d.property === 'harmsworth' && d.type === 'Receipt');
check(harmReceipts.length === 2, 'two receipts at the duplex');
check(docs((d) => d.type === 'Receipt').length > harmReceipts.length, 'receipts elsewhere too');

// ---------- contractors ----------
const jobs26 = top(
  CONTRACTORS.map((k) => ({ k, v: rowsIn('thisYear', (x) => x.entity === k).length })).filter((x) => x.v > 0),
  'contractor jobs this year',
).slice(0, 3);
const topJobs = jobs26[0];
check(topJobs.k === 'Dale Kimbrough Handyman', 'the handyman did the most jobs this year');
for (const v of VENDORS.filter((x) => x !== topJobs.k))
  check(rowsIn('thisYear', vendor(v)).length < topJobs.v, `${v} has fewer rows this year than the handyman`);
const vendors26 = rank(
  VENDORS.map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendor totals this year',
);
check(vendors26[0].k !== topJobs.k, 'the most jobs is not the most money');
const SRP = 'Snake River Plumbing';
const SRR = 'Snake River Rooter & Drain';
check(VENDORS.filter((v) => v.startsWith('Snake River')).length === 2, 'two "Snake River" vendors');
F.srp26 = spent('thisYear', vendor(SRP));
F.srp25 = spent('lastYear', vendor(SRP));
check(
  spent('thisYear', vendor(SRR)) > 0 && spent('lastYear', vendor(SRR)) > 0,
  'the rooter worked both years (a wrong merge changes both figures)',
);
check(
  new Set(rowsIn('all', vendor(SRP)).map((x) => x.category)).size >= 3,
  'the plumber sits under several categories',
);
// the last contractor out at Cottonwick; a later insurance bill and a later request are not visits
const cottonJobs = rowsIn('all', (x) => x.property === 'cottonwick' && isJob(x)).sort((a, b) =>
  a.date < b.date ? 1 : -1,
);
check(cottonJobs[0].date > cottonJobs[1].date, 'the last visit at Cottonwick is unique');
const cottonLast = cottonJobs[0];
check(
  rowsIn('all', (x) => x.property === 'cottonwick' && x.date > cottonLast.date).length > 0,
  'a later non-visit row at Cottonwick',
);
check(
  P.maintenance.some(
    (m) => m.property === 'cottonwick' && m.date > cottonLast.date && m.status === 'Pending',
  ),
  'a later pending request at Cottonwick (nobody out yet)',
);
const COTTON_LAST = 'Falls Gutter';
check(cottonLast.entity.startsWith(COTTON_LAST), 'the gutter firm was last out at Cottonwick');
// who has been out to Juniper Hollow since August 1
const junRows = rowsIn('sinceAug', (x) => x.property === 'juniper' && isJob(x));
const junVendors = [...new Set(junRows.map((x) => x.entity))];
const JUN_SHORT = {
  'Upper Valley Heating & Air': 'Upper Valley',
  'Dale Kimbrough Handyman': 'Kimbrough',
  'Teton Overhead Door': 'Teton Overhead',
};
check(
  junVendors.length === 3 && junVendors.every((v) => JUN_SHORT[v]),
  `three contractors at Juniper Hollow since Aug 1 (${junVendors})`,
);
const junBefore = [
  ...new Set(
    rowsIn('all', (x) => x.property === 'juniper' && isJob(x) && x.date < PERIODS.sinceAug[0]).map(
      (x) => x.entity,
    ),
  ),
].filter((v) => !junVendors.includes(v));
check(junBefore.includes(SRR), 'the rooter was at Juniper Hollow only before Aug 1');
check(
  rowsIn('sinceAug', (x) => x.property === 'juniper' && !isJob(x)).length > 0,
  'a non-work bill at Juniper Hollow since Aug 1 (HOA dues)',
);
// the roof
const roofRows = rowsIn('all', (x) => lower(x.description).includes('roof replacement'));
const roofer = [...new Set(roofRows.map((x) => x.entity))];
check(
  roofer.length === 1 && roofRows.every((x) => x.property === 'marrowfield') && roofRows.length === 2,
  'one roofer, two roof rows at Marrowfield',
);
check(rowsIn('all', vendor(roofer[0])).length === roofRows.length, 'the roofer has no other rows');
F.roof = total(roofRows.map((x) => cents(x.amount)));
const ROOFER = 'Summit Ridge';
check(roofer[0].startsWith(ROOFER), 'roofer short name');
check(
  rowsIn(
    'all',
    (x) => x.property === 'marrowfield' && lower(x.description).includes('roof') && x.entity !== roofer[0],
  ).length === 1,
  'the handyman tarped the roof first (not part of the replacement)',
);
// the pest firm
const pestVendors = [...new Set(rowsIn('all', (x) => x.category === 'Pest ctrl').map((x) => x.entity))];
check(pestVendors.length === 1, 'one pest firm');
const pestRows = rowsIn('all', vendor(pestVendors[0])).sort((a, b) => (a.date < b.date ? 1 : -1));
check(pestRows[0].date > pestRows[1].date, 'the last pest visit is unique');
check(new Set(pestRows.map((x) => x.property)).size >= 3, 'the pest firm worked at three properties');
const pestLast = pestRows[0];

for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);
// counts: the digit must not be one that every reply dated this year contains anyway
for (const n of [harm26]) check(!'2026'.includes(String(n)) && n !== 1, `count ${n} is not a digit of 2026`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const titles = (ms) => ms.map((m) => `${m.title} (${STREET[m.property]}, ${m.status}, ${m.date})`).join('; ');

// maintenance
const idOpen = ask(
  'whats open on maintenance right now? all properties',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${titles(open)}`,
);
ask(
  'ok which of those has nobody even started on',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${titles(pending)}`,
  {
    follow_up_of: idOpen,
  },
);
ask(
  'anything open over at harmsworth?',
  OPEN_HARM_WORDS,
  'maintenance',
  `open requests at the duplex: ${titles(openHarm)}`,
);
ask(
  'what work orders got finished up this month',
  DONE_WORDS,
  'maintenance',
  `Completed requests reported in November 2026, each with its contractor bill in November: ${titles(doneNov)}; nothing reported in October is Completed`,
);
ask(
  'whats the oldest request thats still sitting open',
  ['pothole'],
  'maintenance',
  `the open request with the earliest date: ${titles([oldestOpen])}`,
);
const idHarmCount = ask(
  'how many maintenence requests has the harmsworth duplex had this year',
  [String(harm26)],
  'maintenance',
  `requests at 447 Harmsworth Street dated 2026 (${harm25} more in 2025): ${titles(harmReq('thisYear'))}`,
);
ask(
  'whats the most recent one there',
  ['faucet'],
  'follow_up',
  `latest request at the duplex: ${titles([harmLatest[0]])}`,
  { follow_up_of: idHarmCount },
);
ask(
  'one of the tenants put in a request about a burning smell, which house was that',
  [STREET.cottonwick, FURNACE],
  'maintenance',
  `the only description with "burning": ${titles(burning)}; the title does not say "burning"`,
);
ask(
  'which jobs are actually being worked on rn (in progress)',
  PROGRESS_WORDS,
  'maintenance',
  `In Progress: ${titles(inProgress)}`,
);

// documents
ask(
  'do i have the insurance policy for marrowfield uploaded?',
  [insMarrow[0].file],
  'documents',
  `the Insurance document at 3055 Marrowfield Road, uploaded ${insMarrow[0].uploaded}`,
);
ask(
  'which properties dont have insurance paperwork on file',
  noInsDoc.map((k) => STREET[k]),
  'documents',
  `properties with no Insurance document; both are insured (premium rows in 2026), only the paperwork is missing; the cottonwick premium receipt is a Receipt and Cottonwick has its policy too`,
);
const idLeases = ask(
  'which leases have i got uploaded',
  uploadedLease.map(tname),
  'documents',
  `Lease documents: ${leaseDocs.map((d) => d.file).join(', ')}; ${incoming.last_name}'s is the signed lease starting ${incoming.lease.start}`,
);
ask(
  'so whos current lease is missing',
  missingLease.map(tname),
  'follow_up',
  'current leases with no Lease document',
  { follow_up_of: idLeases, forbid: pastLast },
);
const idInvoice = ask(
  'pull up the latest invoice i uploaded',
  [lastInvoice.file],
  'documents',
  `the Invoice with the latest upload date (${lastInvoice.uploaded}); a premium receipt uploaded later is not an invoice`,
);
ask(
  'how much was that one',
  [money(F.lastInvoice)],
  'follow_up',
  `the one expense row from ${invVendor[0]} (${invRows[0].date}, ${invRows[0].description})`,
  { follow_up_of: idInvoice },
);
ask(
  'any receipts saved for the duplex?',
  harmReceipts.map((d) => d.file),
  'documents',
  'Receipt documents at 447 Harmsworth Street',
);

// contractors
ask(
  'which contractor has done the most jobs for me this year',
  ['Kimbrough'],
  'contractor',
  `expense rows from a contractor in 2026: ${jobs26.map((x) => `${x.k} ${x.v}`).join(', ')}; every other vendor (utilities and HOAs included) has fewer rows; the biggest-paid vendor this year is ${vendors26[0].k}`,
);
const idSrp = ask(
  'what have i paid snake river plumbing so far this yr',
  [money(F.srp26)],
  'contractor',
  `rows whose entity is "${SRP}", 2026 (not "${SRR}")`,
);
ask('and last year?', [money(F.srp25)], 'follow_up', `rows whose entity is "${SRP}", 2025`, {
  follow_up_of: idSrp,
});
ask(
  'who was the last guy out at the cottonwick house and when',
  [COTTON_LAST],
  'contractor',
  `latest contractor row at 2318 Cottonwick Lane: ${cottonLast.entity}, ${cottonLast.date}, ${cottonLast.description}; the later insurance renewal is not a visit and the porch light request is still Pending`,
);
ask(
  'who all has been out to juniper hollow since aug 1 and what for',
  junVendors.map((v) => JUN_SHORT[v]),
  'contractor',
  `contractor rows at 1290 Juniper Hollow Drive from 2026-08-01: ${junRows.map((x) => `${x.entity} ${x.date} ${x.description}`).join('; ')}; the HOA dues are not work; ${SRR} was there only in July`,
  { forbid: ['Rooter'] },
);
ask(
  'who did the marrowfield roof and what did the whole thing run me',
  [ROOFER, money(F.roof)],
  'contractor',
  `rows whose description says "roof replacement" (deposit + balance); the handyman's tarp in May is not part of it`,
);
ask(
  "when'd i last have the pest guy out, and at which place",
  [STREET[pestLast.property]],
  'contractor',
  `latest ${pestVendors[0]} row: ${pestLast.date}, ${pestLast.description}`,
);

// money and leases
const idYear = ask(
  'total expenses this year so far?',
  [money(F.thisYear)],
  'total',
  'sum of expense rows, 2026-01-01..today',
);
ask(
  'same thing for 2025',
  [money(F.lastYear)],
  'follow_up',
  'sum of expense rows, all of 2025 (the books start 2025-01-01)',
  {
    follow_up_of: idYear,
  },
);
ask('what did october cost me all in', [money(F.lastMonth)], 'total', 'sum of expense rows, October 2026');
ask(
  'how much rent have i collected this year',
  [money(F.rentThisYear)],
  'income',
  'rent payments dated 2026 (not laundry, parking, pet, late or other income)',
);
const idNet = ask(
  "what's my profit this year after expenses",
  [money(F.netThisYear)],
  'net',
  'rent payments + other incomes - expense rows, 2026, whole portfolio',
);
ask('how bout 2025', [money(F.netLastYear)], 'follow_up', 'the same for 2025', { follow_up_of: idNet });
const idMost = ask(
  'which property had the biggest expenses this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  `expense rows by property, 2026: ${byProperty.map((x) => `${x.k} ${money(x.v)}`).join(', ')} (the roof)`,
);
ask(
  'and the cheapest to run?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest (the commercial building: its tenant pays the property tax)',
  { follow_up_of: idMost },
);
ask(
  'property taxes this year, all the places together?',
  [money(F.tax)],
  'category',
  'categories "Property Tax" (Bonneville County) and "Taxes" (Madison County), 2026: the June second halves; the commercial tenant pays its own',
);
ask(
  'who hasnt paid up for november',
  owing.map(tname),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  "what's the total rent still outstanding",
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'did anybody pay late this month',
  lateNov.map(tname),
  'payments',
  'November paid in full after the due day + grace days; a late fee was booked',
);
ask(
  'any leases ending in the next 90 days?',
  in90.map(tname),
  'lease',
  `current leases ending by ${plusDays(TODAY, 90)}: ${in90.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}; next after is ${nextAfter.last_name} (${nextAfter.lease.end}); ${incoming.last_name} signed to follow at Juniper Hollow`,
  { forbid: [nextAfter.last_name] },
);
ask(
  "who's paying the most rent",
  [tname(co), money(rents[0].v)],
  'lease',
  `current leases; the company tenant ${name(co)} (a saddle shop)`,
);
ask(
  'how much in security deposits am i holding',
  [money(deposits)],
  'deposits',
  `sum of deposits on current leases (not ${incoming.last_name}'s signed lease, not past tenants)`,
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'are rexburg rents gonna go up next fall with the new student housing going in',
  'market forecast',
);
outOfScope(
  'declan says he wont pay till the railing is fixed, is he allowed to do that in idaho',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb70-${String(i + 1).padStart(2, '0')}`;
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
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => lower(s).includes(lower(f)))),
    `forbid of ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
}
check(out.filter((o) => o.follow_up_of).length === 8, 'eight follow-ups');
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
