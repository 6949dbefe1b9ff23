// Works out the expected answers for landlord-blind-36 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-36/compute.mjs
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
const distinct = (xs) => new Set(xs).size === xs.length;

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
// Trailing twelve months, three readings. They must give the same figures for what is asked (the sixplex):
//   calendar: the last twelve calendar months counting this one, 2025-12-01..2026-11-30 (nothing after today);
//   days: the 365 days back from today, 2025-11-28..2026-11-27;
//   closed: the last twelve full months, 2025-11-01..2026-10-31.
const TTM = {
  calendar: ['2025-12-01', TODAY],
  days: ['2025-11-28', TODAY],
  closed: ['2025-11-01', '2026-10-31'],
};
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  q1: ['2026-01-01', '2026-03-31'],
  q3: ['2026-07-01', '2026-09-30'],
  q4SoFar: ['2026-10-01', TODAY],
  sep: ['2026-09-01', '2026-09-30'],
  oct: ['2026-10-01', '2026-10-31'],
  nov: ['2026-11-01', TODAY],
  q1_25: ['2025-01-01', '2025-03-31'],
  q2_25: ['2025-04-01', '2025-06-30'],
  q3_25: ['2025-07-01', '2025-09-30'],
  q4_25: ['2025-10-01', '2025-12-31'],
  // "between march 15 and august 31 this year", both days included
  window: ['2026-03-15', '2026-08-31'],
  // "since Blaylock moved out": his lease ended 2026-09-30
  afterMoveOut: ['2026-10-01', TODAY],
  ...Object.fromEntries(Object.entries(TTM).map(([k, v]) => [`ttm_${k}`, v])),
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
const STATUSES = ['Pending', 'In Progress', 'Completed'];
const DOCUMENT_TYPES = ['Lease', 'Receipt', 'Invoice', 'Insurance'];
// cities of landlord-blind-2 to landlord-blind-35 (and of the tenant-line sets, as listed by set 13)
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
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, '5 to 7 properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date <= TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
const ofType = (t) => P.properties.filter((p) => p.property_type === t).map((p) => p.key);
check(
  ofType('Multi-Family').join() === 'larkspur,marrowbone',
  'two multifamily buildings: duplex and sixplex',
);
check(ofType('Condo').join() === 'brightwater', 'one condo');
check(ofType('Single Family').length === 3, 'three single-family houses');
// the short street names the questions use must each pick out one property
const STREET = {
  larkspur: 'Larkspur',
  marrowbone: 'Marrowbone',
  pennyroyal: 'Pennyroyal',
  brightwater: 'Brightwater',
  tillinghast: 'Tillinghast',
  sorrelwood: 'Sorrelwood',
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
  check(/^\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `phone ${t.key} is 555-01xx`);
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
check(P.expenses.length >= 130 && P.expenses.length <= 180, `130-180 expense rows (${P.expenses.length})`);
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
check(VENDORS.length >= 30 && VENDORS.length <= 40, `30-40 vendors (${VENDORS.length})`);
for (const m of P.maintenance)
  check(
    hasKeys(m, SHAPE.maintenance) && prop[m.property] && STATUSES.includes(m.status),
    `maintenance ${m.title}`,
  );
check(P.maintenance.length >= 8 && P.maintenance.length <= 12, '8-12 maintenance requests');
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
check(lateFees.length >= 10, 'ten or more late payments with a fee');
for (const p of P.properties.filter((q) => q.property_type !== 'Multi-Family')) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
check(
  P.tenants.every((t) => t.lease.start <= TODAY),
  'no signed future lease (the vacant house is not re-let yet)',
);
const unitsAt = (k) => current.filter((t) => t.property === k).length;
check(unitsAt('larkspur') === 2 && unitsAt('marrowbone') === 6, 'the duplex and the sixplex are full');
const empty = P.properties.filter((p) => unitsAt(p.key) === 0).map((p) => p.key);
check(empty.join() === 'tillinghast', 'the one empty place is the Tillinghast house');
const outgoing = past.filter((t) => t.property === 'tillinghast');
check(
  outgoing.length === 1 && outgoing[0].lease.end === '2026-09-30',
  'the Tillinghast tenant left on 2026-09-30',
);
check(
  P.properties.every((p) => p.key === 'tillinghast' || unitsAt(p.key) > 0),
  'every other property is rented',
);
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
check(
  partial.every((t) => !paidLate(t, NOV)),
  'the part payment came inside the grace days (it is not "late")',
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
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
const CAPEX = 'Capital improvement';
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
// NOI = rent payments + other incomes - expense rows. There is no mortgage on the books, and every scope
// asked about as NOI has no "Capital improvement" row, so NOI and "net" agree there.
const noCapex = (p, key) =>
  rowsIn(p, (x) => x.category === CAPEX && (!key || x.property === key)).length === 0;
check(noCapex('lastYear'), 'no capital improvement anywhere in 2025');

const F = {};
for (const p of ['thisYear', 'lastYear', 'q1', 'q3', 'q4SoFar', 'sep', 'oct']) F[p] = spent(p);
check(distinct(Object.values(F)), 'each period total is a different figure');
F.q25 = ['q1_25', 'q2_25', 'q3_25', 'q4_25'].map((p) => spent(p));
check(total(F.q25) === F.lastYear && distinct(F.q25), '2025 quarters add up and differ');
F.rentQ3 = rentIn('q3');
F.rentQ4SoFar = rentIn('q4SoFar');
check(F.rentQ3 !== F.rentQ4SoFar, 'Q3 rent differs from the quarter so far');
F.rentOct = rentIn('oct');
F.rentNov = rentIn('nov');
check(F.rentOct !== F.rentNov, 'October and November rent differ');
F.incomeYtd = incomeOf('thisYear');
F.otherYtd = otherIn('thisYear');
check(F.incomeYtd !== rentIn('thisYear'), 'gross income differs from rent alone');

// trailing twelve months at the sixplex: all three readings agree
const ttmReadings = Object.keys(TTM).map((k) => `ttm_${k}`);
const ttmIncome = ttmReadings.map((p) => incomeOf(p, 'marrowbone'));
const ttmSpend = ttmReadings.map((p) => spentAt(p, 'marrowbone'));
check(new Set(ttmIncome).size === 1, `sixplex TTM income agrees across readings (${ttmIncome})`);
check(new Set(ttmSpend).size === 1, `sixplex TTM expenses agree across readings (${ttmSpend})`);
for (const p of ttmReadings) check(noCapex(p, 'marrowbone'), `no capex at the sixplex in ${p}`);
check(
  rowsIn('all', (x) => x.property === 'marrowbone' && month(x.date) === '2025-11').length === 0 &&
    rowsIn('all', (x) => x.property === 'marrowbone' && month(x.date) === NOV).length === 0,
  'no sixplex expense in either November',
);
F.ttmIncome = ttmIncome[0];
F.ttmSpend = ttmSpend[0];
F.ttmNoi = F.ttmIncome - F.ttmSpend;
check(F.ttmNoi > 0, 'the sixplex makes money over the TTM');
// the whole portfolio's TTM would not agree across readings (November 2026 is short), so it is not asked
check(
  new Set(ttmReadings.map((p) => incomeOf(p))).size > 1,
  'portfolio TTM income differs by reading (so it is not asked)',
);

// NOI by property
const noi25 = Object.fromEntries(KEYS.map((k) => [k, netOf('lastYear', k)]));
check(
  Object.values(noi25).every((v) => v > 0),
  'every property has positive 2025 NOI',
);
check(distinct(Object.values(noi25)), '2025 NOI figures differ');
check(noCapex('thisYear', 'larkspur'), 'no capex at the duplex this year');
F.larkspurNoi26 = netOf('thisYear', 'larkspur');
check(F.larkspurNoi26 !== noi25.larkspur, 'duplex NOI differs year to year');
const losers = KEYS.filter((k) => netOf('thisYear', k) < 0);
check(losers.join() === 'tillinghast', `only Tillinghast loses money this year (${losers})`);
const loss = netOf('thisYear', 'tillinghast');

// rent roll
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
const rentRoll = total(rents.map((x) => x.v));
const duplexRoll = total(current.filter((t) => t.property === 'larkspur').map((t) => cents(t.lease.rent)));
const blaylock = outgoing[0];
check(
  past.some((t) => t !== blaylock && current.some((c) => c.lease.rent === t.lease.rent)),
  'a past sixplex tenant paid the same rent as the one who replaced him',
);
// past tenants who were replaced; the one who left the now-empty house may be mentioned as context
const replaced = past.filter((t) => t !== blaylock).map((t) => t.last_name);
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== rentRoll, 'deposits held differ from the rent roll');
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);

// categories of 2025: the two biggest stay the two biggest however the spellings are merged
const catTotals = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('lastYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories 2025',
);
check(
  catTotals[0].k === 'Property Tax' && catTotals[1].k === 'Insurance',
  'property tax then insurance top 2025',
);
check(rowsIn('lastYear', (x) => x.category === 'Taxes').length === 0, 'no "Taxes" spelling in 2025');
const MERGED = [
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['HOA dues', 'HOA'],
  ['Turnover', 'Repairs', 'Repairs & maint', 'HVAC'],
];
for (const g of MERGED)
  check(spent('lastYear', cats(g)) < catTotals[1].v, `merged ${g.join('+')} stays below insurance in 2025`);

// insurance and tax
const TAX = ['Property Tax', 'Taxes'];
F.insurance = spent('thisYear', cats(['Insurance']));
F.insuranceSix = spent('thisYear', (x) => x.category === 'Insurance' && x.property === 'marrowbone');
check(F.insurance !== spent('lastYear', cats(['Insurance'])), 'insurance differs year to year');
F.tax = spent('thisYear', cats(TAX));
for (const c of TAX)
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
const taxBy = rank(
  KEYS.map((k) => ({ k, v: spent('thisYear', (x) => TAX.includes(x.category) && x.property === k) })),
  'tax by property this year',
);
check(taxBy[0].k === 'marrowbone', 'the sixplex has the biggest tax bill');

// the vendor asked for by its short name; a pest firm shares the first word
const KP = 'Kestrel Plumbing & Drain';
const kestrels = VENDORS.filter((v) => v.startsWith('Kestrel'));
check(kestrels.length === 2 && kestrels.includes(KP), 'two "Kestrel" vendors, one of them the plumber');
F.kp = spent('all', vendor(KP));
F.kestrelBoth = spent('all', (x) => kestrels.includes(x.entity));
check(
  spent('all', (x) => x.entity !== KP && kestrels.includes(x.entity)) !== F.kp,
  'the two Kestrel firms differ',
);

// between two dates at the house and the duplex; no row on either boundary day, rows just outside
F.pennyWindow = spentAt('window', 'pennyroyal');
F.larkspurWindow = spentAt('window', 'larkspur');
for (const k of ['pennyroyal', 'larkspur'])
  check(
    !P.expenses.some((x) => x.property === k && PERIODS.window.includes(x.date)),
    `no ${k} row on a boundary day`,
  );
check(F.pennyWindow !== F.larkspurWindow, 'house and duplex window totals differ');
check(
  rowsIn('thisYear', (x) => x.property === 'larkspur' && x.date < '2026-03-15' && x.date >= '2026-03-08')
    .length > 0,
  'a duplex row falls a few days before the window',
);

// since the Tillinghast tenant moved out; the late-September tax half is before it
F.afterMoveOut = spentAt('afterMoveOut', 'tillinghast');
check(
  !P.expenses.some((x) => x.property === 'tillinghast' && x.date === blaylock.lease.end),
  'no Tillinghast row on the move-out day',
);
check(
  rowsIn('sep', (x) => x.property === 'tillinghast').length > 0,
  'Tillinghast has September rows before the move-out',
);
F.condoAll = spentAt('all', 'brightwater');
check(
  P.expenses
    .filter((x) => x.property === 'brightwater')
    .every((x) => x.date >= prop.brightwater.purchase_date),
  'no condo expense before it was bought',
);

// late fees
F.lateFees26 = otherIn('thisYear', (x) => x.category === 'Late Fee');
F.lateFees25 = otherIn('lastYear', (x) => x.category === 'Late Fee');
check(F.lateFees26 !== F.lateFees25, 'late fees differ year to year');

// leases ending by the new year, and the next one after
const byNewYear = current.filter((t) => t.lease.end <= '2026-12-31');
check(byNewYear.length === 1, 'one lease ends before the new year');
const nextEnd = current
  .filter((t) => !byNewYear.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextEnd.lease.end <= '2027-01-31', 'the next lease ends in January (just outside)');

// maintenance and documents
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'stair', 'pothole', 'gutter', 'balcony', 'remodel'];
check(open.length === OPEN_WORDS.length, 'six open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const sixIns = P.documents.filter((d) => d.property === 'marrowbone' && d.type === 'Insurance');
check(sixIns.length === 1, 'one insurance document for the sixplex');
for (const [k, v] of Object.entries(F))
  check(Array.isArray(v) ? v.every((x) => x > 0) : v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const NOI = 'NOI = rent payments + other incomes - expense rows (no capital improvement rows in this scope)';
const pastLast = past.map((t) => t.last_name);

ask('what did i spend in Q3, all properties', [money(F.q3)], 'total', `${ROWS}, 2026-07-01..2026-09-30`);
ask(
  'total expenses for the first quarter of this year?',
  [money(F.q1)],
  'total',
  `${ROWS}, 2026-01-01..2026-03-31`,
);
ask(
  'how much rent did i collect last quarter',
  [money(F.rentQ3)],
  'payments',
  `rent payments, the last full quarter = Q3 2026 (2026-07-01..2026-09-30); the quarter so far (Oct 1..today) would be ${money(F.rentQ4SoFar)}`,
);
ask('expenses year to date?', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'gross income ytd - rent plus laundry, fees, everything',
  [money(F.incomeYtd)],
  'income',
  'rent payments + other incomes dated 2026',
);
const idYear = ask(
  'i need my total expenses for 2025 for the accountant',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask('break that down by quarter', F.q25.map(money), 'follow_up', `2025 expense rows by calendar quarter`, {
  follow_up_of: idYear,
});
const idTtm = ask(
  'the bank wants trailing twelve months NOI on the marrowbone sixplex, what is it',
  [money(F.ttmNoi)],
  'noi',
  `${NOI}; TTM read as 2025-12-01..2026-11-30, as 2025-11-28..2026-11-27 or as 2025-11-01..2026-10-31 gives the same figures (same rent both Novembers, no sixplex expense either November)`,
);
ask(
  'what were the income and expense totals behind that',
  [money(F.ttmIncome), money(F.ttmSpend)],
  'follow_up',
  'sixplex TTM income (rent + laundry + late fee + application fee) and expenses',
  { follow_up_of: idTtm },
);
const idNoiDuplex = ask(
  'what was NOI on the larkspur duplex for 2025',
  [money(noi25.larkspur)],
  'noi',
  `${NOI}; 2025 at Larkspur Hollow Road (rent, late fees, the driveway spot)`,
);
ask(
  'and this year to date?',
  [money(F.larkspurNoi26)],
  'follow_up',
  `${NOI}; 2026 to date at Larkspur (November unpaid by Brandvold)`,
  { follow_up_of: idNoiDuplex },
);
ask(
  'give me NOI by property for 2025',
  KEYS.map((k) => money(noi25[k])),
  'noi',
  `${NOI}; 2025 by property: ${KEYS.map((k) => `${STREET[k]} ${money(noi25[k])}`).join(', ')}`,
);
ask(
  'did any property lose money this year? how much',
  [STREET.tillinghast, absMoney(loss)],
  'loss',
  '2026 income - all expense rows by property; Tillinghast: vacant since October, repaint and kitchen remodel (capital improvement); absolute value of the loss',
);
ask(
  'how many units are rented right now',
  [String(current.length)],
  'occupancy',
  `current leases (start <= today <= end): 2 at the duplex, 6 at the sixplex, and the condo, Pennyroyal and Sorrelwood; Tillinghast is empty`,
);
ask(
  'which units are empty',
  [STREET.tillinghast],
  'occupancy',
  'the only place with no current lease: 3120 Tillinghast Road, empty since Blaylock left on 2026-09-30, nothing signed',
);
ask(
  'list my tenants and what they pay',
  rents.flatMap((x) => [ten[x.k].last_name, money(x.v)]),
  'rent_roll',
  `current leases: ${rents.map((x) => `${name(ten[x.k])} ${money(x.v)}`).join(', ')}`,
  { forbid: replaced },
);
const idRoll = ask(
  "what's my total monthly rent roll right now",
  [money(rentRoll)],
  'rent_roll',
  "sum of current leases' monthly rent",
  { forbid: [money(rentRoll + cents(blaylock.lease.rent))] },
);
ask('and for the duplex?', [money(duplexRoll)], 'follow_up', 'current monthly rent at Larkspur, both units', {
  follow_up_of: idRoll,
});
ask(
  'what were my two biggest expense categories in 2025',
  [money(catTotals[0].v), money(catTotals[1].v)],
  'ranking',
  `2025: ${catTotals[0].k} then ${catTotals[1].k}; 2025 has no "Taxes" spelling, and no merge of the yard, repair, turnover or HOA spellings reaches insurance`,
);
const idIns = ask(
  'how much have i paid for insurance this year',
  [money(F.insurance)],
  'category',
  'category Insurance, 2026 (six policies)',
);
ask(
  'how much of that was the sixplex?',
  [money(F.insuranceSix)],
  'follow_up',
  'Insurance rows at Marrowbone, 2026',
  { follow_up_of: idIns },
);
const idTax = ask(
  'property taxes this year, all properties?',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Winnebago rows were typed "Taxes" this year)',
);
ask(
  'which property had the biggest tax bill?',
  [STREET[taxBy[0].k], money(taxBy[0].v)],
  'follow_up',
  `2026 property tax by property: ${taxBy.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
  { follow_up_of: idTax },
);
ask(
  'how much have i paid kestrel plumbing altogether',
  [money(F.kp)],
  'vendor',
  `all time; rows whose entity is "${KP}", not Kestrel Pest Solutions`,
  { forbid: [money(F.kestrelBoth)] },
);
ask(
  "how did october's expenses compare to september's",
  [money(F.oct), money(F.sep)],
  'comparison',
  `${ROWS}: October 2026 (Tillinghast turnover and remodel deposit) vs September 2026 (tax installments)`,
);
ask(
  'rent collected in october vs november so far',
  [money(F.rentOct), money(F.rentNov)],
  'comparison',
  'rent payments dated October 2026 vs November 2026 to date',
);
const idWindow = ask(
  'what did i spend on pennyroyal between march 15 and august 31 this year',
  [money(F.pennyWindow)],
  'property_period',
  `${ROWS} at Pennyroyal Drive, 2026-03-15..2026-08-31 (no row on either boundary)`,
);
ask(
  'and the duplex over the same dates?',
  [money(F.larkspurWindow)],
  'follow_up',
  `${ROWS} at Larkspur, 2026-03-15..2026-08-31 (the GFCI rows of 2026-03-10 and 03-12 are before it)`,
  { follow_up_of: idWindow },
);
ask(
  "who hasn't paid november rent in full",
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much is outstanding for november',
  [money(owedNow)],
  'payments',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
);
const idLate = ask(
  'late fees collected this year?',
  [money(F.lateFees26)],
  'income',
  'Late Fee incomes dated 2026',
);
ask('what about 2025?', [money(F.lateFees25)], 'follow_up', 'Late Fee incomes dated 2025', {
  follow_up_of: idLate,
});
ask(
  'who paid late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days, with a late fee; the part payment came inside the grace days',
);
ask(
  'other income this year besides rent?',
  [money(F.otherYtd)],
  'income',
  'all other incomes dated 2026 (laundry, driveway spot, pet fee, late fees, application fees, deposit deductions)',
);
ask(
  'how much have i spent on the condo since i bought it',
  [money(F.condoAll)],
  'property_period',
  `${ROWS} at Brightwater Quay Unit 4C, all time (bought ${prop.brightwater.purchase_date})`,
);
ask(
  'what have i put into tillinghast since blaylock moved out',
  [money(F.afterMoveOut)],
  'property_period',
  `${ROWS} at Tillinghast Road, 2026-10-01..today (his lease ended ${blaylock.lease.end}; the 2026-09-24 tax half is before)`,
);
ask(
  'what security deposits am i holding right now',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not past tenants)',
);
ask(
  'any leases ending before the end of the year',
  byNewYear.map((t) => t.last_name),
  'lease',
  `current leases ending by 2026-12-31; the next one ends ${nextEnd.lease.end}`,
  { forbid: [nextEnd.last_name] },
);
ask(
  'what maintenance is still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'find the insurance declarations for the sixplex',
  [sixIns[0].file],
  'documents',
  'the Insurance document at Marrowbone Street',
);

check(Q.length === 40, `40 questions (${Q.length})`);
check(Q.filter((x) => x.follow_up_of !== undefined).length === 8, 'eight follow-ups');
const qid = (i) => `lb36-${String(i + 1).padStart(2, '0')}`;
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
