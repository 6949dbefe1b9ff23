// Works out the expected answers for landlord-blind-39 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-39/compute.mjs
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
  ytd: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  q3: ['2026-07-01', '2026-09-30'],
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
const isDate = (s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));
const isMoney = (x) => typeof x === 'number' && x > 0 && Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;
check(hasKeys(P, SHAPE.root), 'top-level keys');

// the vocabularies of landlord-blind-13's portfolio (this set uses a subset of its expense spellings)
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
// cities used by landlord-blind-2 to landlord-blind-38 and by the tenant-line sets (as listed by set 13)
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
  'Kalamazoo',
  'Pueblo',
  'Lubbock',
  'Erie',
  'Waco',
  'Rapid City',
  'Traverse City',
  'Joplin',
  'Lynchburg',
  'Kenosha',
  'Pensacola',
  'Ogden',
  'Dubuque',
  'Charleston',
  'Muncie',
  'Hattiesburg',
  'Mankato',
  'Worcester',
  'Shreveport',
  'Yakima',
  'Harrisburg',
  'Bowling Green',
  'Chico',
  'Allentown',
  'Tuscaloosa',
  'Grand Junction',
  'Champaign',
  'Tallahassee',
  'Pocatello',
  'Utica',
  'Beaumont',
  'Eau Claire',
  'Lancaster',
  'Ocean City',
  'Frederick',
  'Sandusky',
  'Terre Haute',
  'Myrtle Beach',
  'Paducah',
  'Stillwater',
  'Bozeman',
  'Cedar Rapids',
  'Las Cruces',
  'Scranton',
  'Sheboygan',
  'Valdosta',
  'Greeley',
  'Manchester',
  'Springfield',
  'Fayetteville',
  'Green Bay',
  'Abilene',
  'Johnson City',
  'Pittsfield',
  'Lake Charles',
  'Bismarck',
  'Peoria',
  'Dothan',
  'Casper',
  'Marquette',
  'Lewiston',
  'Wichita Falls',
  'Binghamton',
  'Gainesville',
  'Lansing',
  'Rockford',
  'Davenport',
  'Huntsville',
  'Boone',
  'Hickory',
  'Winston-Salem',
  'Olympia',
  'Tacoma',
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 5, 'five properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date <= TODAY, `purchase date ${p.key}`);
  check(/^\d{5}$/.test(p.zipCode) && /^[A-Z]{2}$/.test(p.state), `zip and state ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `rooms ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.join() === 'Nacogdoches,Lufkin', 'two cities, Nacogdoches and Lufkin');
// the short street names the questions use must each pick out one property, and no vendor, description or
// maintenance title outside that property may carry the name
const STREET = {
  mimosa: 'Mimosa',
  wrenfield: 'Wrenfield',
  loblolly: 'Loblolly',
  sawmill: 'Sawmill',
  chinquapin: 'Chinquapin',
};
for (const p of P.properties) {
  const s = STREET[p.key];
  check(
    s &&
      P.properties
        .filter((q) => q.address.includes(s))
        .map((q) => q.key)
        .join() === p.key,
    `street name ${p.key}`,
  );
  check(
    [...P.expenses, ...P.incomes].every(
      (x) => x.property === p.key || !lower(`${x.entity} ${x.description}`).includes(lower(s ?? '?')),
    ),
    `the street name ${s} appears only on its own property's rows`,
  );
}
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(Number.isInteger(t.lease.due_day) && Number.isInteger(t.lease.grace_period_days), `due day ${t.key}`);
  check(/^\(\d{3}\) 555-01\d{2}$/.test(t.phone_number), `phone 555-0100..555-0199 ${t.key}`);
  check(/^[^@\s]+@[^@\s]+\.[a-z]+$/.test(t.email), `email ${t.key}`);
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
      INCOME_CATEGORIES.includes(x.category),
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
for (const t of P.tenants) {
  check(t.lease.start.endsWith('-01'), `${t.key}: lease starts on the 1st`);
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
const pastLast = past.map((t) => t.last_name);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
check(
  current.length === 5 && past.length === 4 && future.length === 1,
  'five current, four past, one signed',
);
// the duplex has two current units; every other property has at most one current lease
check(current.filter((t) => t.property === 'wrenfield').length === 2, 'both duplex units let');
// vacancy: exactly one property has no current lease, and a signed lease starts there later
const vacant = P.properties.filter((p) => !current.some((t) => t.property === p.key));
check(vacant.length === 1 && vacant[0].key === 'mimosa', 'Mimosa is the one empty property');
const incoming = future[0];
check(incoming.property === vacant[0].key, 'the signed lease is at the empty house');
const outgoing = past.find((t) => t.property === vacant[0].key && t.lease.end >= '2026-10-01');
check(Boolean(outgoing), 'the house emptied this autumn');

// November 2026: one has not paid, one paid in part (twice), one paid in full but late
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
const owedNow = total(current.map(shortOf));
const partPayer = partial[0];
const partPays = P.payments
  .filter((x) => x.tenant === partPayer.key)
  .sort((a, b) => (a.date < b.date ? -1 : 1));
const lastPay = partPays.at(-1);
check(paymentsIn(partPayer, NOV).length === 2, 'the part payer paid twice in November');
check(cents(lastPay.amount) !== shortOf(partPayer), 'the last payment differs from what is still owed');
// the tenant asked about by first name for rent this year started this year
const ramona = ten.ramona;
check(
  current.includes(ramona) && ramona.lease.start > '2026-01-01' && lateNov[0] === ramona,
  'Ramona started in 2026 and paid November late',
);

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeWhere = (p, keys) =>
  rentIn(p, (t) => keys.includes(t.property)) + otherIn(p, (x) => keys.includes(x.property));
const KEYS = P.properties.map((p) => p.key);
const incomeOf = (p, key) => incomeWhere(p, key ? [key] : KEYS);
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
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
F.rentYtd = rentIn('ytd');
F.income25 = incomeOf('lastYear');
check(F.rentYtd !== incomeOf('ytd'), 'rent this year differs from income this year');
check(F.income25 !== rentIn('lastYear'), 'income 2025 differs from rent 2025');

// by property, this year
F.mimosaYtd = spentAt('ytd', 'mimosa');
F.chinquapinYtd = spentAt('ytd', 'chinquapin');
// categories with one spelling only are asked about
F.insuranceYtd = spent('ytd', cats(['Insurance']));
check(F.insuranceYtd !== spent('lastYear', cats(['Insurance'])), 'insurance differs year to year');
check(rowsIn('all', cats(['HOA', 'Taxes'])).length === 0, 'insurance, tax and HOA each have one spelling');
F.tax25 = spent('lastYear', cats(['Property Tax']));
check(
  rowsIn('ytd', cats(['Property Tax'])).length === 0,
  'no property tax paid yet this year (due in December)',
);
// the biggest category this year stays first however the spellings are merged
const catTotals = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('ytd', (x) => x.category === k) })).filter((x) => x.v > 0),
  'categories this year',
);
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops this year');
for (const g of [
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['Turnover', 'Supplies'],
  ['Repairs', 'Repairs & maint', 'HVAC', 'Turnover', 'Supplies'],
])
  check(spent('ytd', cats(g)) < catTotals[0].v, `merged ${g.join('+')} stays below`);
F.topCat = catTotals[0].v;

// vendor: the lawn firm, whose rows sit under three spellings of yard work
const LAWN = 'Attoyac Lawn Care';
check(VENDORS.includes(LAWN), 'the lawn firm is a vendor');
check(
  new Set(rowsIn('all', vendor(LAWN)).map((x) => x.category)).size === 3,
  'lawn rows under three spellings',
);
check(
  rowsIn('all', cats(['yard', 'Yard', 'Landscaping'])).every((x) => x.entity === LAWN),
  'every yard row is the lawn firm',
);
F.lawn = spent('all', vendor(LAWN));

// plumbing: the word in the description; every row of a plumbing firm carries the word, so "plumbing related"
// has one reading: the plumbers' rows plus the handyman and store rows that say plumbing
const PLUMBERS = VENDORS.filter((v) => lower(v).includes('plumbing'));
check(PLUMBERS.length === 2, 'two plumbing firms');
check(
  rowsIn('all', (x) => PLUMBERS.includes(x.entity)).every(word('plumbing')),
  'every plumber row says plumbing',
);
F.plumbingYtd = spent('ytd', word('plumbing'));
const plumbYtdRows = rowsIn('ytd', word('plumbing'));
check(
  plumbYtdRows.some((x) => !PLUMBERS.includes(x.entity)),
  'some plumbing rows this year are not from a plumber',
);
check(
  F.plumbingYtd !== spent('ytd', (x) => PLUMBERS.includes(x.entity)),
  'plumbing word total differs from the plumbers total',
);
for (const v of VENDORS) check(F.plumbingYtd !== spent('ytd', vendor(v)), `plumbing total differs from ${v}`);

// roof: the word in the description, last year; no description hides "roof" inside another word
const ROOFER = 'Deep East Roofing';
check(
  P.expenses.every((x) => !/proof|rooftop/.test(lower(x.description))),
  'no "proof"/"rooftop" in descriptions',
);
check(rowsIn('all', vendor(ROOFER)).every(word('roof')), 'every roofer row says roof');
F.roof25 = spent('lastYear', word('roof'));
check(F.roof25 !== spent('lastYear', vendor(ROOFER)), 'roof word total differs from the roofer total');
check(F.roof25 !== spent('all', word('roof')), 'roof last year differs from roof all time');

// top vendor last year
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
check(vendors25[0].k === ROOFER, 'the roofer is the top vendor of 2025');
check(vendors25[0].v - vendors25[1].v > 100000, 'by more than $1,000');

// net by property this year: one loser (the empty house), no ties
const nets = rank(
  KEYS.map((k) => ({ k, v: netOf('ytd', k) })),
  'net by property this year',
);
check(
  nets.filter((x) => x.v < 0).length === 1 && nets.at(-1).k === 'mimosa',
  'only Mimosa loses money this year',
);
check(nets[0].k === 'sawmill', 'the commercial building nets the most this year');
F.sawmillNet25 = netOf('lastYear', 'sawmill');
check(F.sawmillNet25 > 0 && F.sawmillNet25 !== nets[0].v, 'Sawmill 2025 net');
F.netYtd = netAll('ytd');
check(F.netYtd > 0, 'the portfolio makes money this year');

// the two cities, this year
const keysIn = (c) => KEYS.filter((k) => prop[k].city === c);
const citySpend = Object.fromEntries(
  CITIES.map((c) => [c, spent('ytd', (x) => prop[x.property].city === c)]),
);
const cityIncome = Object.fromEntries(CITIES.map((c) => [c, incomeWhere('ytd', keysIn(c))]));
rank(
  CITIES.map((k) => ({ k, v: citySpend[k] })),
  'city spend this year',
);
rank(
  CITIES.map((k) => ({ k, v: cityIncome[k] })),
  'city income this year',
);

// leases ending
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byMarch = endingBy('2027-02-28');
const byJune = endingBy('2027-06-30');
const elseByJune = byJune.filter((t) => !byMarch.includes(t));
const afterJune = current
  .filter((t) => !byJune.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(byMarch.length === 1 && byMarch[0] === ten.odell, 'one lease ends before March');
check(elseByJune.length === 2, 'two more end by the end of June');
check(
  byJune.every((t) => t.lease.end.slice(5) !== '06-30') &&
    byMarch.every((t) => t.lease.end.slice(5) !== '02-28'),
  'no lease ends on a window edge',
);
check(afterJune.lease.end <= '2027-09-30', 'the next one after June is close (a fair forbid)');
const nextAfterMarch = current
  .filter((t) => !byMarch.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfterMarch.lease.end <= '2027-03-31', 'the next one after February ends in March');

// deposits, averages, counts
const deposits = total(current.map((t) => cents(t.lease.deposit)));
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
check(deposits !== rentRoll, 'deposits held differ from the rent roll');
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(rentRoll % current.length === 0, 'average rent is a whole number of cents');
const avgRent = rentRoll / current.length;
check(
  current.every((t) => cents(t.lease.rent) !== avgRent),
  'the average rent is nobody’s rent',
);
const WATER = 'City of Nacogdoches Utilities';
const water25 = rowsIn('lastYear', (x) => x.property === 'wrenfield' && x.category === 'Utilities');
check(
  water25.length === 12 &&
    water25.every((x) => x.entity === WATER) &&
    new Set(water25.map((x) => month(x.date))).size === 12,
  'one water bill a month at the duplex in 2025, all from the city',
);
const water25Total = total(water25.map((x) => cents(x.amount)));
check(water25Total % 12 === 0, 'average water bill is a whole number of cents');
const avgWater = water25Total / 12;
const rows25 = rowsIn('lastYear').length;
check(rows25 >= 50 && rows25 < 100, 'the 2025 count has two digits');
const tenantRentYtd = rentIn('ytd', (t) => t === ramona);
check(tenantRentYtd === 9 * cents(ramona.lease.rent), 'Ramona paid March to November');
const laundry25 = otherIn('lastYear', (x) => x.category === 'Laundry');
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === 'wrenfield'),
  'laundry only at the duplex',
);

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'garage', 'grease', 'screen'];
check(open.length === OPEN_WORDS.length, 'four open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => m.title.includes(w)),
    `"${w}" picks out one open request (lower case in its title)`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 2, 'two pending requests');
const inProgressWords = OPEN_WORDS.filter((w) => !PENDING_WORDS.includes(w));

for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';

const idYtd = ask('ytd expenses?', [money(F.ytd)], 'total', `${ROWS}, 2026-01-01..today`);
ask('and last yr?', [money(F.lastYear)], 'follow_up', `${ROWS}, all of 2025 (the books start 2025-01-01)`, {
  follow_up_of: idYtd,
});
ask('what did q3 run me', [money(F.q3)], 'total', `${ROWS}, 2026-07-01..2026-09-30 (the latest Q3)`);
ask('how much went out last mo', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
ask(
  'rent collected ytd?',
  [money(F.rentYtd)],
  'income',
  'rent payments dated 2026 (late fees, pet fees, laundry, parking and the tax reimbursement are not rent)',
);
ask(
  'total income last yr w/ laundry, fees, everything',
  [money(F.income25)],
  'income',
  'rent payments + other incomes dated 2025',
);
const idMimosa = ask(
  "what've i spent on mimosa ytd",
  [money(F.mimosaYtd)],
  'property',
  'expense rows at 2207 Mimosa Hollow Drive, 2026 (AC condenser, turnover)',
);
ask(
  'what about the one on chinquapin?',
  [money(F.chinquapinYtd)],
  'follow_up',
  'keeps 2026 and expenses; the townhouse',
  { follow_up_of: idMimosa },
);
ask(
  'insurance ytd all props',
  [money(F.insuranceYtd)],
  'category',
  'category Insurance, 2026 (five policies)',
);
ask(
  'prop tax last yr, all of them',
  [money(F.tax25)],
  'category',
  'category Property Tax, 2025 (paid each December to the two county tax offices; nothing paid yet in 2026)',
);
ask(
  'biggest expense category ytd?',
  [money(F.topCat)],
  'ranking',
  `Capital improvement (the Mimosa condenser, the Sawmill lot, the Mimosa flooring); it stays first however the yard, repair, turnover and supply spellings are merged. Ranking: ${catTotals
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  'how much have i paid attoyac since i started',
  [money(F.lawn)],
  'vendor',
  `all time; rows whose entity is "${LAWN}", filed under yard, Yard and Landscaping`,
);
ask(
  'plumbing ytd? all of it, not just the plumbers',
  [money(F.plumbingYtd)],
  'description_word',
  `2026 rows whose description contains "plumbing": ${plumbYtdRows.map((x) => `${x.entity} ${money(cents(x.amount))}`).join('; ')}. The plumbers alone: ${money(spent('ytd', (x) => PLUMBERS.includes(x.entity)))}`,
);
ask(
  'roof stuff last yr?',
  [money(F.roof25)],
  'description_word',
  `2025 rows whose description contains "roof": the roofer (${money(spent('lastYear', vendor(ROOFER)))}) plus the dumpster for the tear-off`,
);
ask(
  "who'd i pay the most last yr and how much",
  ['Deep East', money(vendors25[0].v)],
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
const idBest = ask(
  'which place netted the most ytd',
  [STREET[nets[0].k], money(nets[0].v)],
  'ranking',
  `rent + other income - expenses by property, 2026: ${nets.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'and the worst?',
  [STREET[nets.at(-1).k], absMoney(nets.at(-1).v)],
  'follow_up',
  'keeps 2026 net by property; lowest, a loss (absolute value expected): the condenser and the turnover while empty',
  { follow_up_of: idBest },
);
ask(
  'what did sawmill net last yr',
  [money(F.sawmillNet25)],
  'net',
  'rent + parking + tax reimbursement - expenses at 604 Old Sawmill Road, 2025',
);
ask('total profit ytd all in', [money(F.netYtd)], 'net', 'rent payments + other incomes - expenses, 2026');
const idCity = ask(
  'nac vs lufkin, ytd spend?',
  [money(citySpend.Nacogdoches), money(citySpend.Lufkin)],
  'comparison',
  'expenses by city, 2026 (Nacogdoches: Mimosa, Wrenfield, Loblolly; Lufkin: Sawmill, Chinquapin)',
);
ask(
  'and income?',
  [money(cityIncome.Nacogdoches), money(cityIncome.Lufkin)],
  'follow_up',
  'keeps 2026 and the two cities; rent payments + other incomes',
  { follow_up_of: idCity },
);
ask(
  'who owes me this mo',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much is outstanding total',
  [money(owedNow)],
  'payments',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
);
ask(
  'who paid late this mo',
  lateNov.map((t) => t.last_name),
  'payments',
  `November paid in full after the due day + grace days (${lateNov.map((t) => `${name(t)} on ${paymentsIn(t, NOV)[0].date}`).join(', ')}); a late fee was booked`,
  { forbid: pastLast },
);
ask(
  `how much was ${lower(partPayer.first_name)}'s last payment`,
  [money(cents(lastPay.amount))],
  'payments',
  `${name(partPayer)}'s payments in November: ${paymentsIn(partPayer, NOV)
    .map((x) => `${x.date} ${money(cents(x.amount))}`)
    .join(', ')}; the last one`,
);
ask(
  `what has ${lower(ramona.first_name)} paid in rent ytd`,
  [money(tenantRentYtd)],
  'payments',
  `${name(ramona)}'s 2026 rent payments, March to November (lease began ${ramona.lease.start}); her late fees and pet fee are not rent`,
);
const idEnds = ask(
  'any leases ending before march?',
  byMarch.map((t) => t.last_name),
  'lease',
  `current leases ending by 2027-02-28: ${byMarch.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}`,
  { forbid: [nextAfterMarch.last_name] },
);
ask(
  'who else by end of june?',
  elseByJune.map((t) => t.last_name),
  'follow_up',
  `current leases ending 2027-03-01..2027-06-30: ${elseByJune.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}; the next one (${name(afterJune)}, ${afterJune.lease.end}) is outside`,
  { follow_up_of: idEnds, forbid: [afterJune.last_name] },
);
const idVacant = ask(
  'anything sitting empty rn?',
  [STREET[vacant[0].key]],
  'vacancy',
  `no current lease at ${vacant[0].address} since ${outgoing.lease.end}; both duplex units are let`,
);
ask(
  'got anyone lined up for it?',
  [incoming.last_name],
  'follow_up',
  `signed lease ${name(incoming)} starting ${incoming.lease.start} (not a current lease)`,
  { follow_up_of: idVacant },
);
ask(
  'deposits im holding, total',
  [money(deposits)],
  'deposits',
  "sum of deposits on the five current leases (not the signed Mimosa lease, not past tenants')",
);
const idOpen = ask(
  'what maint is still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => `${m.title} (${m.status})`).join('; ')}`,
);
ask(
  'which of those hasnt been started',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}; the other two (${inProgressWords.join(', ')}) are In Progress, and naming them as such is fine`,
  { follow_up_of: idOpen },
);
ask(
  'avg rent across my current leases?',
  [money(avgRent)],
  'average',
  `rent roll ${money(rentRoll)} / ${current.length} current leases`,
);
ask(
  'avg water bill at wrenfield last yr',
  [money(avgWater)],
  'average',
  `the 12 monthly ${WATER} bills at the duplex in 2025, total ${money(water25Total)} / 12`,
);
ask('how many expenses did i log last yr', [String(rows25)], 'count', 'number of expense rows dated 2025');
ask(
  'laundry $ last yr',
  [money(laundry25)],
  'income',
  'Laundry incomes dated 2025 (the four quarterly commissions at the duplex)',
);
const outOfScope = (question, note) => ask(question, [], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'is it gonna freeze in nac this wknd',
  'weather forecast; expected to say it cannot tell that from the records, with no dollar figure',
);
outOfScope(
  'how much notice do i have to give in tx before going into a unit',
  'legal advice; expected to say it cannot tell that from the records, with no dollar figure',
);
outOfScope(
  'think rates drop enough next yr to refi?',
  'interest-rate forecast; expected to say it cannot tell that from the records, with no dollar figure',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb39-${String(i + 1).padStart(2, '0')}`;
const out = Q.map((x, i) => {
  const o = { id: qid(i), question: x.question, expected: x.expected };
  if (x.forbid) o.forbid = x.forbid;
  if (x.follow_up_of !== undefined) o.follow_up_of = qid(x.follow_up_of);
  o.kind = x.kind;
  o.note = x.note;
  return o;
});
for (const o of out) {
  if (o.kind === 'out_of_scope')
    check(o.expected.length === 0 && o.forbid?.length > 0, `out of scope ${o.id}`);
  else
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
// every money figure expected belongs to one question only, so a reply cannot pass by quoting another answer
const moneyOwner = {};
for (const o of out)
  for (const s of o.expected.filter((e) => e.startsWith('$'))) {
    check(!moneyOwner[s] || moneyOwner[s] === o.id, `${s} expected by ${moneyOwner[s]} and ${o.id}`);
    moneyOwner[s] = o.id;
  }

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
