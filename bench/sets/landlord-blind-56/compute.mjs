// Works out the expected answers for landlord-blind-56 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-56/compute.mjs
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
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The landlord began keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const between = (date, from, to) => date >= from && date <= to;
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
const RESIDENTIAL_TYPES = ['Single Family', 'Multi-Family', 'Condo', 'Townhouse'];
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
// cities named in landlord-blind-13 (its own and the earlier sets' it lists); this set's two cities are new
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
const CITIES = ['St. Cloud', 'Brainerd'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, '5 to 7 properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < BOOKS_START, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
  check(CITIES.includes(p.city) && p.state === 'MN', `city ${p.key} is St. Cloud or Brainerd, MN`);
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
// the short street names the questions and expected answers use must each pick out one property
const STREET = {
  tamarack: 'Tamarack',
  quarry: 'Quarry',
  oakhaven: 'Oakhaven',
  pinehollow: 'Pinehollow',
  wapiti: 'Wapiti',
  loonwater: 'Loonwater',
  lantern: 'Lantern',
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
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/^\d{3}-555-01\d\d$/.test(t.phone_number), `phone 555-01xx ${t.key}`);
  check(t.email.endsWith('@example.com'), `email @example.com ${t.key}`);
  check(P.tenants.filter((u) => u.email === t.email).length === 1, `email unique ${t.key}`);
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
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document files unique');

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
for (const t of P.tenants) {
  const months = bookedMonths(t);
  check(
    paymentsOf(t).every((x) => months.includes(month(x.date))),
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
// one lease at a time, except in the two multi-family buildings (units are not in the data)
for (const p of P.properties.filter((q) => q.property_type !== 'Multi-Family')) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
check(
  lateFees.filter((x) => month(x.date) < NOV).length === 8 && lateFees.length === 9,
  'eight late months before November and one in November',
);
check(
  P.tenants.filter((t) => t.lease.start < BOOKS_START).length === 9,
  'nine leases began before the books',
);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
// a person is named by last name; a company tenant by its trading name (its first_name)
const label = (t) => (t.last_name.endsWith(' LLC') ? t.first_name : t.last_name);
const lastNames = (ts) => ts.map(label);
const at = (ts, key) => ts.filter((t) => t.property === key);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(
  company.length === 2 && company.every((t) => prop[t.property].property_type === 'Commercial'),
  'two company tenants, both commercial',
);
const co = company.find((t) => current.includes(t));
check(Boolean(co) && co.lease.start < BOOKS_START, 'the current company tenant started before the books');
check(
  current.length === 8 && past.length === 6 && future.length === 2,
  'eight current, six past, two signed',
);

// who lives where
const tamarackNow = at(current, 'tamarack');
const tamarackGone = at(past, 'tamarack');
check(
  tamarackNow.length === 3 && tamarackGone.length === 1,
  'three current units and one move-out at Tamarack',
);
const tamarackRents = tamarackNow.map((t) => cents(t.lease.rent));
check(new Set(tamarackRents).size === 3, 'the three Tamarack rents differ');
const condoNow = at(current, 'oakhaven');
const condoGone = at(past, 'oakhaven');
check(condoNow.length === 1 && condoGone.length === 1, 'one current and one past condo tenant');
const condo = condoNow[0];
const loonNow = at(current, 'loonwater');
const loonGone = at(past, 'loonwater');
check(loonNow.length === 2 && loonGone.length === 1, 'two current units and one move-out at Loonwater');
const wapitiNow = at(current, 'wapiti');
check(wapitiNow.length === 1, 'one current townhouse tenant');
const ottilie = wapitiNow[0];
check(ottilie === ten.ottilie, 'Ottilie rents the townhouse');

// lease ends, renewals, signed leases
const byEnd = [...current].sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1));
for (let i = 1; i < byEnd.length; i += 1)
  check(byEnd[i].lease.end !== byEnd[i - 1].lease.end, `tie in lease ends: ${byEnd[i].key}`);
const firstEnd = byEnd[0];
// "the next 3 months" = ends by 2027-02-27; through the end of February gives the same answer
const in3 = current.filter((t) => t.lease.end <= '2027-02-27');
check(
  in3.length === 2 && current.filter((t) => t.lease.end <= '2027-02-28').length === 2,
  'two leases end in the next three months',
);
const justAfter = byEnd[in3.length];
check(justAfter.lease.end < '2027-04-01', 'the next lease end is just outside the window');
const successors = future.filter((f) => in3.some((t) => t.property === f.property));
check(
  successors.length === 1 && successors[0].property === 'wapiti',
  'one of the two ending leases has a signed successor',
);
check(
  successors[0].lease.start > ottilie.lease.end &&
    successors[0].lease.start <= plusDays(ottilie.lease.end, 1),
  'the townhouse lease starts the day after the current one ends',
);
check(
  future.every((f) => !current.some((t) => t === f)),
  'signed leases are not current',
);

// empty properties and since when
const vacant = P.properties.filter((p) => at(current, p.key).length === 0);
check(vacant.map((p) => p.key).join() === 'pinehollow,lantern', 'Pinehollow and Lantern are empty');
const vacantSince = Object.fromEntries(
  vacant.map((p) => [
    p.key,
    plusDays(at(past, p.key).sort((a, b) => (a.lease.end < b.lease.end ? 1 : -1))[0].lease.end, 1),
  ]),
);
check(
  vacantSince.lantern.startsWith('2025-') && vacantSince.pinehollow.startsWith('2026-'),
  'empty since 2025 and 2026',
);
check(at(future, 'pinehollow').length === 1, 'Pinehollow has a signed lease starting later');

// move-outs this year
const movedOut26 = past.filter((t) => t.lease.end >= '2026-01-01');
const movedOut25 = past.filter((t) => t.lease.end < '2026-01-01');
check(movedOut26.length === 2 && movedOut25.length === 4, 'two move-outs this year, four last year');

// tenure
const ignatius = ten.ignatius;
check(
  current.includes(ignatius) &&
    ignatius.lease.start < BOOKS_START &&
    current.filter((t) => t.lease.start.slice(0, 4) === ignatius.lease.start.slice(0, 4)).length === 1,
  'Ignatius is the only current tenant who started in his year',
);
const byStart = [...current].sort((a, b) => (a.lease.start < b.lease.start ? -1 : 1));
check(byStart[0].lease.start !== byStart[1].lease.start, 'no tie for the longest tenant');
const longest = byStart[0];
check(longest === ignatius, 'Ignatius is the longest current tenant');
const olderPast = past.filter((t) => t.lease.start < longest.lease.start);
check(olderPast.length === 1, 'a past tenant started even earlier');

// counts and types
const propCount = P.properties.length;
const tenantCount = current.length;
for (const n of [propCount, tenantCount])
  check(
    P.properties.every((p) => !`${p.address} ${p.zipCode}`.includes(String(n))),
    `no address contains the count ${n}`,
  );
const brainerd = P.properties.filter((p) => p.city === 'Brainerd');
const stCloud = P.properties.filter((p) => p.city === 'St. Cloud');
check(brainerd.length === 4 && stCloud.length === 3, 'four in Brainerd, three in St. Cloud');
const commercial = P.properties.filter((p) => p.property_type === 'Commercial');
check(
  commercial.length === 2 &&
    P.properties.filter((p) => RESIDENTIAL_TYPES.includes(p.property_type)).length === propCount - 2,
  'two commercial, the rest residential',
);

// deposits
const benedikt = ten.benedikt;
check(condo === benedikt, 'Benedikt rents the condo');
check(benedikt.lease.deposit !== benedikt.lease.rent, "Benedikt's deposit differs from his rent");
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
check(
  deposits !== total([...current, ...future].map((t) => cents(t.lease.deposit))),
  'counting signed leases changes the deposit total',
);

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
// one word picks out each open request (as written in its title)
const MAINT_WORDS = ['sink', 'dryer', 'outlet', 'dock', 'pole', 'slider', 'basement', 'furnace', 'cable'];
const inProgress = P.maintenance.filter((m) => m.status === 'In Progress');
const word = (m) => {
  const hits = MAINT_WORDS.filter((w) => m.title.includes(w));
  return hits.length === 1 ? hits[0] : null;
};
for (const w of MAINT_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => m.title.includes(w)),
    `"${w}" picks out one open request`,
  );
check(open.length === MAINT_WORDS.length && open.every((m) => word(m)), 'every open request has its word');
const openWords = open.map(word);
const openBrainerd = open.filter((m) => prop[m.property].city === 'Brainerd').map(word);
const openStCloud = open.filter((m) => prop[m.property].city === 'St. Cloud').map(word);
check(openBrainerd.length === 3 && openStCloud.length === 6, 'three open in Brainerd, six in St. Cloud');
const ipWords = inProgress.map(word);
check(ipWords.length === 5, 'five in progress');
const openByProp = P.properties
  .map((p) => ({ k: p.key, v: open.filter((m) => m.property === p.key).length }))
  .sort((a, b) => b.v - a.v);
check(openByProp[0].v > openByProp[1].v, 'one property has the most open requests');
const mostOpen = openByProp[0];
const slider = P.maintenance.filter((m) => m.property === 'oakhaven' && m.title.includes('slider'));
check(slider.length === 1 && slider[0].status === 'Pending', 'the condo slider is pending');

// documents
const noLeaseDoc = P.properties.filter(
  (p) => !P.documents.some((d) => d.property === p.key && d.type === 'Lease'),
);
check(
  noLeaseDoc.map((p) => p.key).join() === 'oakhaven,lantern',
  'no lease document at Oakhaven and Lantern',
);
check(at(current, 'oakhaven').length === 1, 'the property without a lease document has a tenant');
const insuranceDocs = P.documents.filter((d) => d.type === 'Insurance');
check(insuranceDocs.length === 3, 'three insurance documents');
const flooring = P.documents.filter(
  (d) => d.property === 'pinehollow' && d.type === 'Invoice' && d.file.includes('flooring'),
);
check(flooring.length === 1, 'one flooring invoice at Pinehollow');
const docCount = P.documents.length;
check(docCount >= 10 && docCount < 100, 'the document count has two digits');

// ---------- money ----------
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
const owedNow = total(current.map(shortOf));
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(lateNov.length === 1 && !owing.includes(lateNov[0]), 'one late November payer, paid in full');
const anouk = ten.anouk;
check(partial[0] === anouk, 'Anouk paid in part');
const anoukLast = [...paymentsOf(anouk)].sort((a, b) => (a.date < b.date ? 1 : -1))[0];
check(
  cents(anoukLast.amount) !== cents(anouk.lease.rent) && month(anoukLast.date) === NOV,
  "Anouk's last payment is November's part payment",
);
const rentRoll = total(current.map((t) => cents(t.lease.rent)));

const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const vendor = (v) => (x) => x.entity === v;
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const PLUMBER = 'Sauk Rapids Plumbing & Drain';
check(VENDORS.includes(PLUMBER), 'the plumber is a vendor');
const plumberAll = spent('all', vendor(PLUMBER));
check(
  plumberAll !== spent('all', vendor('Mississippi Bend Plumbing')),
  'the two plumbers have different totals',
);
const insurance26 = spent('thisYear', (x) => x.category === 'Insurance');
check(insurance26 !== spent('lastYear', (x) => x.category === 'Insurance'), 'insurance differs year to year');
const lanternFrom = vacantSince.lantern;
const lanternEmpty = total(
  P.expenses
    .filter((x) => x.property === 'lantern' && between(x.date, lanternFrom, TODAY))
    .map((x) => cents(x.amount)),
);
check(
  P.expenses.some((x) => x.property === 'lantern' && x.date < lanternFrom),
  'Lantern has costs from before it went empty',
);
const vendors26 = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors this year',
);
const topVendor = vendors26[0];
check(topVendor.k.startsWith('Stearns'), 'the county treasurer is the biggest payee this year');

// ---------- questions ----------
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const pastLast = lastNames(past);
const fmtLease = (t) => `${name(t)} ${t.lease.start}..${t.lease.end}`;

// people and places
const idTam = ask(
  "who's living at tamarack these days",
  lastNames(tamarackNow),
  'tenants',
  `current leases at the Tamarack triplex: ${tamarackNow.map(fmtLease).join('; ')}; ${name(tamarackGone[0])} moved out ${tamarackGone[0].lease.end}`,
  { forbid: lastNames(tamarackGone) },
);
ask(
  "what's each of them paying",
  tamarackRents.map(money),
  'follow_up',
  'the monthly rent on each current Tamarack lease',
  { follow_up_of: idTam },
);
const idCondo = ask(
  'who have i got in the oakhaven condo now',
  [condo.last_name],
  'tenants',
  `current lease: ${fmtLease(condo)}; ${name(condoGone[0])} left ${condoGone[0].lease.end}`,
  { forbid: lastNames(condoGone) },
);
ask('his email?', [condo.email], 'follow_up', `email of ${name(condo)}`, { follow_up_of: idCondo });
const idOtt = ask(
  "need ottilie's cell #",
  [ottilie.phone_number.slice(-8)],
  'contact',
  `phone of ${name(ottilie)} (Wapiti Row townhouse) is ${ottilie.phone_number}; only the 555 part is checked`,
);
ask('and her email', [ottilie.email], 'follow_up', `email of ${name(ottilie)}`, { follow_up_of: idOtt });
ask(
  'whats the phone number on file for granitewood',
  [co.phone_number.slice(-8)],
  'contact',
  `the company tenant at Quarry Kiln Road, ${name(co)}: ${co.phone_number}`,
);
ask(
  "who's in the loonwater duplex",
  lastNames(loonNow),
  'tenants',
  `current leases: ${loonNow.map(fmtLease).join('; ')}; ${name(loonGone[0])} left ${loonGone[0].lease.end}`,
  { forbid: lastNames(loonGone) },
);

// lease ends and signed leases
ask(
  'whose lease is up next',
  [firstEnd.last_name],
  'leases',
  `current lease ending soonest: ${fmtLease(firstEnd)} (no successor signed)`,
);
const idIn3 = ask(
  'which leases run out in the next 3 months',
  lastNames(in3),
  'leases',
  `current leases ending by 2027-02-27 (by end of February gives the same): ${in3.map(fmtLease).join('; ')}`,
  { forbid: [justAfter.last_name] },
);
ask(
  'has either of them renewed, or did i get someone signed for the place',
  lastNames(successors),
  'follow_up',
  `signed lease starting later at the same property: ${successors.map(fmtLease).join('; ')}; ${firstEnd.last_name} has nothing signed`,
  { follow_up_of: idIn3 },
);
ask(
  "any leases signed that haven't started yet?",
  lastNames(future),
  'leases',
  `leases starting after today: ${future.map((t) => `${fmtLease(t)} at ${STREET[t.property]}`).join('; ')}`,
);

// vacancies, move-outs, tenure
const idVac = ask(
  'which of my places are sitting empty right now',
  vacant.map((p) => STREET[p.key]),
  'vacancy',
  `properties with no current lease: ${vacant.map((p) => `${STREET[p.key]} since ${vacantSince[p.key]}`).join('; ')}; Pinehollow has a signed lease starting ${at(future, 'pinehollow')[0].lease.start}`,
);
ask(
  'since when on the storefront?',
  [vacantSince.lantern.slice(0, 4)],
  'follow_up',
  `Lantern Square has been empty since ${vacantSince.lantern} (the coffee roaster's lease ended the day before); only the year is checked`,
  { follow_up_of: idVac },
);
ask(
  'who moved out this year',
  lastNames(movedOut26),
  'tenants',
  `leases that ended in 2026: ${movedOut26.map(fmtLease).join('; ')}`,
  { forbid: lastNames(movedOut25) },
);
ask(
  'how long has ignatius been in the loonwater place',
  [ignatius.lease.start.slice(0, 4)],
  'tenure',
  `lease start ${ignatius.lease.start}, before the books began; only the year is checked`,
);
ask(
  "out of everyone renting now, who's been with me the longest",
  [longest.last_name],
  'tenure',
  `current leases by start: ${byStart.map((t) => `${label(t)} ${t.lease.start}`).join(', ')}; ${olderPast.map(name).join(', ')} started earlier but moved out`,
  { forbid: lastNames(olderPast) },
);

// counts
ask(
  'how many tenants do i have right now',
  [String(tenantCount)],
  'count',
  `current leases (the print shop counts as one tenant): ${current.map(name).join(', ')}; past and signed-but-not-started leases are not counted`,
);
const idProps = ask('how many properties do i own', [String(propCount)], 'count', 'all properties');
ask(
  'which of those are in brainerd?',
  brainerd.map((p) => STREET[p.key]),
  'follow_up',
  'properties whose city is Brainerd',
  { follow_up_of: idProps, forbid: stCloud.map((p) => STREET[p.key]) },
);
ask(
  'which ones are commercial? the rest are residential right',
  commercial.map((p) => STREET[p.key]),
  'count',
  `Commercial: ${commercial.map((p) => p.address).join(', ')}; the other ${propCount - commercial.length} are residential`,
);

// deposits
ask(
  'what deposit am i holding for benedikt',
  [money(cents(benedikt.lease.deposit))],
  'deposits',
  `the deposit on ${name(benedikt)}'s lease (his rent is ${money(cents(benedikt.lease.rent))})`,
);
ask(
  'total security deposits for the people currently renting from me',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not past tenants, not the two signed leases that have not started)',
);

// maintenance
const idOpen = ask(
  'what maintenance is still open, everywhere',
  openWords,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => `${m.title} (${STREET[m.property]}, ${m.status})`).join('; ')}`,
);
ask('ok and just the brainerd ones?', openBrainerd, 'follow_up', 'open requests at Brainerd properties', {
  follow_up_of: idOpen,
  forbid: openStCloud,
});
ask(
  'which property has the most open work orders',
  [STREET[mostOpen.k]],
  'maintenance',
  `open requests by property: ${openByProp.map((x) => `${STREET[x.k]} ${x.v}`).join(', ')}`,
);
ask(
  "what's actually being worked on right now",
  ipWords,
  'maintenance',
  `In Progress: ${inProgress.map((m) => m.title).join('; ')}`,
);
ask(
  'status on the balcony slider at the condo?',
  [slider[0].status],
  'maintenance',
  `"${slider[0].title}" at Oakhaven`,
);

// documents
ask(
  "which properties don't have a lease uploaded",
  noLeaseDoc.map((p) => STREET[p.key]),
  'documents',
  'properties with no document of type Lease (the condo has a tenant but no lease on file; the storefront is empty)',
);
ask(
  'what insurance paperwork do i have on file',
  insuranceDocs.map((d) => d.file),
  'documents',
  `documents of type Insurance: ${insuranceDocs.map((d) => `${d.file} (${STREET[d.property]})`).join('; ')}`,
);
ask(
  'can you find the flooring invoice for pinehollow',
  [flooring[0].file],
  'documents',
  'the Invoice document at Pinehollow Lane',
);
ask('how many docs have i uploaded total', [String(docCount)], 'count', 'all documents, every type');

// money
const idOwe = ask(
  "who's behind on rent this month",
  lastNames(owing),
  'payments',
  `November: nothing paid by ${lastNames(unpaid).join(', ')}; part paid by ${lastNames(partial).join(', ')}; ${lastNames(lateNov).join(', ')} paid late but in full`,
  { forbid: pastLast },
);
ask(
  'how much are they short all together',
  [money(owedNow)],
  'follow_up',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
  { follow_up_of: idOwe },
);
ask(
  'when did anouk last pay me and how much was it',
  [money(cents(anoukLast.amount))],
  'payments',
  `latest payment ${anoukLast.date}, a part payment of her ${money(cents(anouk.lease.rent))} rent`,
);
ask(
  "what's my monthly rent roll right now",
  [money(rentRoll)],
  'leases',
  'sum of monthly rent on current leases (not the signed leases that start later)',
);
ask(
  'how much have i spent with sauk rapids plumbing since i started tracking',
  [money(plumberAll)],
  'vendor',
  `all time; rows whose entity is "${PLUMBER}"`,
);
ask(
  'insurance total this year?',
  [money(insurance26)],
  'category',
  'category Insurance, 2026 (seven policies)',
);
ask(
  "what's the lantern storefront cost me since it went empty",
  [money(lanternEmpty)],
  'property',
  `expense rows at Lantern Square dated ${lanternFrom}..today`,
);
ask(
  "who'd i pay the most this year, vendor wise",
  [topVendor.k.split(' ')[0], money(topVendor.v)],
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb56-${String(i + 1).padStart(2, '0')}`;
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
