// Works out the expected answers for landlord-blind-82 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run from the repository root: node bench/sets/landlord-blind-82/compute.mjs
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
// "$1,234.56"; whole-dollar figures drop the ".00" ("$7,140"), so a reply writing "$7,140.00" still contains it
const money = (c) => {
  const a = Math.abs(c);
  const whole = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  const s = a % 100 === 0 ? whole : `${whole}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
// losses are expected as their absolute amount, so "-$5", "($5.00)" and "lost $5" all pass
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, 'today is 2026-11-28');
// The books start on 2025-01-01: no payment, income or expense is older.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  ytd: ['2026-01-01', TODAY],
  ly: ['2025-01-01', '2025-12-31'],
  mtd: ['2026-11-01', TODAY],
  q3: ['2026-07-01', '2026-09-30'],
  jul: ['2026-07-01', '2026-07-31'],
  aug: ['2026-08-01', '2026-08-31'],
  sep: ['2026-09-01', '2026-09-30'],
  // "t12": read as Dec 2025 to today; the two other readings must give the same answer (checked below)
  t12: ['2025-12-01', TODAY],
  t12ToDay: ['2025-11-29', TODAY],
  t12Closed: ['2025-11-01', '2026-10-31'],
  nov25: ['2025-11-01', '2025-11-30'],
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
const isDate = (s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));
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
const CITY_NAMES = ['Morgantown', 'Wheeling'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, '5 to 7 properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITY_NAMES.includes(p.city) && p.state === 'WV', `city ${p.key} is Morgantown or Wheeling, WV`);
  check(/^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
}
for (const c of CITY_NAMES)
  check(P.properties.filter((p) => p.city === c).length >= 2, `at least two properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names used in questions and expected answers must each pick out one property
const STREET = {
  kessling: 'Kessling',
  dorrance: 'Dorrance',
  collier: 'Collier',
  lindell: 'Lindell',
  pettibone: 'Pettibone',
  vantassel: 'Van Tassel',
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
const byType = (t) => P.properties.filter((p) => p.property_type === t);
check(byType('Townhouse').length === 1, 'one townhouse ("the townhouse")');
check(byType('Commercial').length === 1, 'one commercial building ("the coffee shop")');
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(t.email.endsWith('@example.com'), `e-mail ${t.key}`);
  check(/^\(304\) 555-01\d\d$/.test(t.phone_number), `phone ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  // first names are used in questions and answers, so none may sit inside another tenant's name
  check(
    P.tenants.filter((u) => lower(`${u.first_name} ${u.last_name}`).includes(lower(t.first_name))).length ===
      1,
    `first name ${t.first_name} picks out one tenant`,
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
check(P.expenses.length >= 120 && P.expenses.length <= 190, `120-190 expense rows (${P.expenses.length})`);
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
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 30, `30+ vendors (${VENDORS.length})`);
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
const lateDay = (t) => t.lease.due_day + t.lease.grace_period_days;
const paymentsIn = (t, mo) => P.payments.filter((x) => x.tenant === t.key && month(x.date) === mo);
const paidIn = (t, mo) => total(paymentsIn(t, mo).map((x) => cents(x.amount)));
const paidLate = (t, mo) => paymentsIn(t, mo).some((x) => Number(x.date.slice(8)) > lateDay(t));
const lateFees = P.incomes.filter((x) => x.category === 'Late Fee');
// months a tenant paid late (in full); each has its late fee
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
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
// leases of one unit must not overlap: the duplex has two units, every other property one
const UNITS = { kessling: 2 };
for (const p of P.properties) {
  const ls = P.tenants.filter((t) => t.property === p.key).map((t) => t.lease);
  for (const d of ['2025-01-01', '2025-06-15', '2025-12-15', '2026-05-15', TODAY])
    check(
      ls.filter((l) => l.start <= d && d <= l.end).length <= (UNITS[p.key] ?? 1),
      `leases overlap at ${p.key} on ${d}`,
    );
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(future.length === 0, 'no signed future lease (so deposits held are unambiguous)');
check(past.length === 4, 'four past tenants');
const co = P.tenants.find((t) => t.last_name.endsWith(' LLC'));
check(
  Boolean(co) && prop[co.property].property_type === 'Commercial' && current.includes(co),
  'the coffee shop is a current company tenant at the commercial building',
);
check(
  P.properties.every((p) => current.some((t) => t.property === p.key)),
  'every property is let today',
);
check(current.length === 7, 'seven current leases');
// November: one part payment, one nothing paid, one paid in full but late; the rest on time
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === ten.rosalind, 'Rosalind has paid nothing in November');
check(partial.length === 1 && partial[0] === ten.nikolai, 'Nikolai paid part of November');
check(lateNov.length === 1 && lateNov[0] === ten.harlan, 'Harlan paid November late, in full');
const owedNow = total(current.map(shortOf));

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const atProps = (keys) => (x) => keys.includes(x.property);
const incomeOf = (p, keys) => rentIn(p, atProps(keys)) + otherIn(p, atProps(keys));
const spentAt = (p, keys) => spent(p, atProps(keys));
const netOf = (p, keys) => incomeOf(p, keys) - spentAt(p, keys);
const KEYS = P.properties.map((p) => p.key);
const inCity = (c) => KEYS.filter((k) => prop[k].city === c);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
const and =
  (...fs) =>
  (x) =>
    fs.every((f) => f(x));
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
// a vendor as the landlord names it must pick out one vendor
const vendorBy = (words) => {
  const hits = VENDORS.filter((v) => lower(v).includes(lower(words)));
  check(hits.length === 1, `"${words}" picks out one vendor (${hits.join('; ')})`);
  return hits[0];
};

const F = {};
// totals by period
F.ytd = spent('ytd');
F.ly = spent('ly');
F.q3 = spent('q3');
F.jul = spent('jul');
F.aug = spent('aug');
F.sep = spent('sep');
F.mtdExp = spent('mtd');
check(F.jul + F.aug + F.sep === F.q3, 'Q3 months add up');
check(F.ly % 12 === 0, `2025 expenses divide evenly by 12 (${F.ly % 12} cents over)`);
F.avgLy = F.ly / 12;

// rent and income
F.mtdRent = rentIn('mtd');
check(F.mtdRent === total(current.map((t) => paidIn(t, NOV))), 'November rent = rent received this month');
F.netYtd = netOf('ytd', KEYS);
F.netWheeling = netOf('ytd', inCity('Wheeling'));
F.netMorgantown = netOf('ytd', inCity('Morgantown'));
check(F.netWheeling + F.netMorgantown === F.netYtd, 'city nets add up');
check(F.netYtd > 0 && F.netWheeling > 0 && F.netMorgantown > 0, 'the nets asked are all profits');

// spend by property this year
const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('ytd', [k]) })),
  'spend by property ytd',
);
check(byProperty[0].k === 'pettibone', 'the roof year puts Pettibone first');

// vendors last year
// the top three are asked: the first four places must be clear of each other and of the fifth
const vendorsLy = [...new Set(rowsIn('ly').map((x) => x.entity))]
  .map((k) => ({ k, v: spent('ly', vendor(k)) }))
  .sort((a, b) => b.v - a.v);
for (let i = 1; i <= 4; i += 1)
  check(vendorsLy[i].v < vendorsLy[i - 1].v, `tie in vendors 2025 at place ${i + 1}: ${vendorsLy[i].k}`);
const TOP_VENDOR_WORDS = 'Ohio County';
check(vendorBy(TOP_VENDOR_WORDS) === vendorsLy[0].k, 'the top vendor of 2025 is the Ohio County tax office');
// the top vendor's lead comes from adding up three properties, none of which alone beats the runner-up
check(
  KEYS.every((k) => spent('ly', and(vendor(vendorsLy[0].k), atProps([k]))) < vendorsLy[1].v),
  'no single property bill of the top vendor beats the runner-up',
);

// one named vendor, this year and last year
const HILLTOP = vendorBy('hilltop plumbing');
F.hilltopYtd = spent('ytd', vendor(HILLTOP));
F.hilltopLy = spent('ly', vendor(HILLTOP));
check(
  new Set(rowsIn('ytd', vendor(HILLTOP)).map((x) => x.property)).size === 2,
  'Hilltop worked at two properties this year',
);

// property tax: both spellings
const TAX = ['Property Tax', 'Taxes'];
F.taxLy = spent('ly', cats(TAX));
for (const c of TAX)
  check(rowsIn('ly', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);

// biggest category this year, the same however the landlord's spellings are merged
const catYtd = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('ytd', (x) => x.category === k) })).filter((x) => x.v > 0),
  'categories ytd',
);
const MERGED = [
  TAX,
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['HOA dues', 'HOA'],
];
check(catYtd[0].k === 'Capital improvement', 'capital improvement tops this year');
for (const g of MERGED) check(spent('ytd', cats(g)) < catYtd[0].v, `merged ${g.join('+')} stays below`);

// repairs = "Repairs" + "Repairs & maint"; the asked properties have no HVAC rows this year, so adding HVAC
// or not gives the same answer
const REPAIRS = ['Repairs', 'Repairs & maint'];
for (const k of ['kessling', 'dorrance']) {
  check(rowsIn('ytd', and(atProps([k]), cats(['HVAC']))).length === 0, `no HVAC rows at ${k} this year`);
  for (const c of REPAIRS)
    check(rowsIn('ytd', and(atProps([k]), cats([c]))).length > 0, `${c} used at ${k} this year`);
}
F.repairsKessling = spent('ytd', and(atProps(['kessling']), cats(REPAIRS)));
F.repairsDorrance = spent('ytd', and(atProps(['dorrance']), cats(REPAIRS)));

// HOA at the townhouse: both spellings this year
const TOWNHOUSE = byType('Townhouse')[0].key;
const HOA = ['HOA dues', 'HOA'];
for (const c of HOA)
  check(
    rowsIn('ytd', and(atProps([TOWNHOUSE]), cats([c]))).length > 0,
    `${c} used at the townhouse this year`,
  );
F.hoaTownhouse = spent('ytd', and(atProps([TOWNHOUSE]), cats(HOA)));

// pest control, trailing twelve months: every reading of "t12" gives the same figure
const PEST = cats(['Pest ctrl']);
F.pestT12 = spent('t12', PEST);
check(spent('t12ToDay', PEST) === F.pestT12, 't12 read as 365 days agrees');
check(spent('t12Closed', PEST) === F.pestT12, 't12 read as Nov 2025..Oct 2026 agrees');
check(
  rowsIn('nov25', PEST).length === 0 && rowsIn('mtd', PEST).length === 0,
  'no pest rows in either November',
);
check(F.pestT12 !== spent('ytd', PEST) && F.pestT12 !== spent('ly', PEST), 't12 differs from ytd and 2025');

// late payments
const lateFeesYtd = otherIn('ytd', (x) => x.category === 'Late Fee');
F.lateFeesYtd = lateFeesYtd;
const lateCounts = (year) =>
  P.tenants
    .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo.startsWith(year)).length }))
    .filter((x) => x.v > 0);
// only the top of each ranking is asked, so only the first place must be clear of the second
const topOf = (items, what) => {
  const r = [...items].sort((a, b) => b.v - a.v);
  check(r.length >= 2 && r[0].v > r[1].v, `one clear first in ${what}`);
  return r;
};
const late26 = topOf(lateCounts('2026'), 'late months 2026');
const late25 = topOf(lateCounts('2025'), 'late months 2025');
// read "late" as after the due day, ignoring the grace days: the same tenant must still come first
const afterDue = (year) =>
  P.tenants.map((t) => ({
    k: t.key,
    v: P.payments.filter(
      (x) => x.tenant === t.key && x.date.startsWith(year) && Number(x.date.slice(8)) > t.lease.due_day,
    ).length,
  }));
check(
  topOf(afterDue('2026'), 'after due day 2026')[0].k === late26[0].k,
  'ignoring grace keeps the 2026 first',
);
check(
  topOf(afterDue('2025'), 'after due day 2025')[0].k === late25[0].k,
  'ignoring grace keeps the 2025 first',
);
const worst26 = ten[late26[0].k];
const worst25 = ten[late25[0].k];
check(worst26 !== worst25, 'a different tenant was late most often each year');
const late26Count = total(lateCounts('2026').map((x) => x.v));
// "# of late pmts" read as late payment rows gives the same count as late months
const lateRows26 = P.payments.filter(
  (x) => within(x.date, 'ytd') && Number(x.date.slice(8)) > lateDay(ten[x.tenant]),
).length;
check(lateRows26 === late26Count, `late payment rows (${lateRows26}) = late months (${late26Count}) in 2026`);
check(
  late26Count === lateFees.filter((x) => within(x.date, 'ytd')).length,
  'one late fee per late month this year',
);
check(late26Count >= 10, 'the late count has two digits');

// rent roll, deposits, leases ending
const residential = current.filter((t) => t !== co);
F.rollResidential = total(residential.map((t) => cents(t.lease.rent)));
F.deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const D90 = plusDays(TODAY, 90);
const D6M = '2027-05-28';
const in90 = endingBy(D90);
const in6m = endingBy(D6M);
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within 90 days / by February',
);
check(in6m.length === 3 && endingBy('2027-05-31').length === 3, 'three leases end within 6 months / by May');
const after90 = current.filter((t) => !in90.includes(t)).sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1));
check(
  after90[0].lease.end > plusDays(TODAY, 110),
  'the next lease end after 90 days is well outside the window',
);
const after6m = current.filter((t) => !in6m.includes(t));
check(
  after6m.every((t) => t.lease.end > '2027-06-30'),
  'the next lease end after 6 months is more than a month outside the window',
);
// the leases that end just outside the 6-month window (all on the same day) are forbidden there
const nextAfter6m = after6m.filter((t) => t.lease.end === after6m.map((u) => u.lease.end).sort()[0]);
check(
  nextAfter6m.length === 3 && !nextAfter6m.includes(co),
  'three leases end together just after the window',
);

// income by property, this year and last
F.incKessYtd = incomeOf('ytd', ['kessling']);
F.incDorrYtd = incomeOf('ytd', ['dorrance']);
F.incKessLy = incomeOf('ly', ['kessling']);
F.incDorrLy = incomeOf('ly', ['dorrance']);
check(
  P.incomes.some((x) => x.property === 'kessling' && x.category === 'Laundry'),
  'the duplex has laundry income',
);

// loser last year
const losers = (p) => KEYS.filter((k) => netOf(p, [k]) < 0);
check(
  losers('ly').length === 1 && losers('ly')[0] === 'dorrance',
  `one property under water in 2025 (${losers('ly')})`,
);
const loserLy = losers('ly')[0];
check(losers('ytd').join() === 'pettibone', `only Pettibone is under water this year (${losers('ytd')})`);
F.lossLy = netOf('ly', [loserLy]);

// other income
F.otherYtd = otherIn('ytd');
F.otherLy = otherIn('ly');
for (const p of ['ytd', 'ly'])
  check(
    new Set(P.incomes.filter((x) => within(x.date, p)).map((x) => x.category)).size === 5,
    `every income category in ${p}`,
  );

// last payments
const lastPayment = (t) =>
  [...P.payments.filter((x) => x.tenant === t.key)].sort((a, b) => (a.date < b.date ? 1 : -1));
const nikLast = lastPayment(ten.nikolai);
const rosLast = lastPayment(ten.rosalind);
check(
  nikLast[0].date > nikLast[1].date && rosLast[0].date > rosLast[1].date,
  'last payments are on distinct dates',
);
F.nikLast = cents(nikLast[0].amount);
F.rosLast = cents(rosLast[0].amount);
check(F.nikLast !== cents(ten.nikolai.lease.rent), "Nikolai's last payment is not a full month's rent");
check(F.rosLast !== cents(ten.rosalind.lease.rent), "Rosalind's last payment is not a full month's rent");
check(month(rosLast[0].date) === '2026-10', "Rosalind's last payment is October's remainder");
F.owed = owedNow;

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['fan', 'railing', 'balcony', 'sink', 'gutter', 'disposal'];
check(open.length === OPEN_WORDS.length, 'six open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const openIn = (c) =>
  OPEN_WORDS.filter((w) => open.some((m) => lower(m.title).includes(w) && prop[m.property].city === c));
const openWheeling = openIn('Wheeling');
const openMorgantown = openIn('Morgantown');
check(openWheeling.length === 3 && openMorgantown.length === 3, 'three open requests in each city');
const FORBID_MORGANTOWN_OPEN = ['railing', 'balcony'];
check(
  FORBID_MORGANTOWN_OPEN.every((w) => openMorgantown.includes(w)),
  'the forbidden words are Morgantown open requests',
);

// documents
const roofInvoice = P.documents.filter(
  (d) => d.property === 'pettibone' && d.type === 'Invoice' && d.file.includes('roof'),
);
check(roofInvoice.length === 1, 'one roof invoice at Pettibone');
check(P.documents.filter((d) => d.file.includes('roof')).length === 1, 'one roof document in all');

for (const [k, v] of Object.entries(F)) check(v !== 0, `figure ${k} is not zero`);

// ---------- questions ----------
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const pastNames = past.flatMap((t) => [t.first_name, t.last_name]);
const first = (ts) => ts.map((t) => t.first_name);
const namesOf = (ts) => ts.flatMap((t) => [t.first_name, t.last_name]);

const idYtd = ask('ytd exp total', [money(F.ytd)], 'total', `${ROWS}, 2026-01-01..${TODAY}`);
ask('ly?', [money(F.ly)], 'follow_up', `${ROWS}, all of 2025 (the books start 2025-01-01)`, {
  follow_up_of: idYtd,
});
const idQ3 = ask('q3 exp', [money(F.q3)], 'total', `${ROWS}, 2026-07-01..2026-09-30 (the latest Q3)`);
ask(
  'by month',
  [money(F.jul), money(F.aug), money(F.sep)],
  'follow_up',
  `${ROWS} for July, August and September 2026 (August holds the Pettibone roof and the tax first halves)`,
  { follow_up_of: idQ3 },
);
ask(
  'mtd rent rcvd',
  [money(F.mtdRent)],
  'payments',
  `rent payments dated ${PERIODS.mtd[0]}..${TODAY} (Nikolai's part payment included; Harlan's late fee and the coffee shop's parking are not rent)`,
);
const idBehind = ask(
  'whos behind b/c mtd looks light',
  first(owing),
  'payments',
  `current leases short for November: nothing paid ${unpaid.map(name).join(', ')}; part paid ${partial.map(name).join(', ')}; ${lateNov.map(name).join(', ')} paid late but in full`,
  { forbid: pastNames },
);
ask(
  'how much $ total',
  [money(F.owed)],
  'follow_up',
  "for each current lease November's rent minus November's payments, summed (every earlier booked month is paid in full, so reading it as everything unpaid gives the same)",
  { follow_up_of: idBehind },
);
const idNik = ask(
  'last pmt from nikolai how much',
  [money(F.nikLast)],
  'payments',
  `his latest payment, ${nikLast[0].date}, a part payment of November's ${money(cents(ten.nikolai.lease.rent))}`,
);
ask(
  'and rosalind',
  [money(F.rosLast)],
  'follow_up',
  `her latest payment, ${rosLast[0].date}: October was paid as ${money(cents(rosLast[1].amount))} on ${rosLast[1].date} and the rest on ${rosLast[0].date} (late, with a late fee); nothing for November yet`,
  { follow_up_of: idNik },
);
const idNet = ask(
  'ytd net all props',
  [money(F.netYtd)],
  'net',
  'rent payments + other incomes - expense rows, 2026 to date, all six properties',
);
const idNetW = ask(
  'just wheeling',
  [money(F.netWheeling)],
  'follow_up',
  `the same for the Wheeling properties (${inCity('Wheeling')
    .map((k) => STREET[k])
    .join(', ')}); Pettibone alone is under water this year because of the roof`,
  { follow_up_of: idNet },
);
ask(
  'and morgantown',
  [money(F.netMorgantown)],
  'follow_up',
  `the same for the Morgantown properties (${inCity('Morgantown')
    .map((k) => STREET[k])
    .join(', ')})`,
  { follow_up_of: idNetW },
);
const idMost = ask(
  'which prop cost me the most ytd',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  `expense rows by property, 2026: ${byProperty.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
);
ask(
  'whos the 2nd',
  [STREET[byProperty[1].k], money(byProperty[1].v)],
  'follow_up',
  'keeps 2026 and expenses by property; second highest',
  { follow_up_of: idMost },
);
const idTopV = ask(
  'top vendor ly',
  [TOP_VENDOR_WORDS, money(vendorsLy[0].v)],
  'ranking',
  `2025 vendors by total of their rows: ${vendorsLy[0].k} (three Wheeling tax bills, two each) ahead of ${vendorsLy[1].k} (the Dorrance furnace)`,
);
ask(
  'top 3?',
  vendorsLy.slice(0, 3).map((x) => money(x.v)),
  'follow_up',
  `2025 vendors by total: ${vendorsLy
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the 4th is shown for the margin)`,
  { follow_up_of: idTopV, repeats: [money(vendorsLy[0].v)] },
);
const idHill = ask(
  'how much $ did hilltop plumbing get ytd',
  [money(F.hilltopYtd)],
  'vendor',
  `2026 rows whose entity is "${HILLTOP}" (at Kessling and Dorrance)`,
);
ask('what about ly', [money(F.hilltopLy)], 'follow_up', `the same vendor, 2025`, { follow_up_of: idHill });
ask(
  'prop tax ly all props',
  [money(F.taxLy)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (Monongalia and Ohio County tax offices, all six properties)',
);
ask(
  'biggest exp category ytd',
  [money(catYtd[0].v)],
  'ranking',
  `${catYtd[0].k} (the Pettibone roof, deposit + balance); it stays first however the tax, yard, repair and HOA spellings are merged; next ${catYtd[1].k} ${money(catYtd[1].v)}`,
);
const idRep = ask(
  'repairs ytd on the kessling st one',
  [money(F.repairsKessling)],
  'category',
  '2026, Kessling Street; categories "Repairs" and "Repairs & maint" together (no HVAC rows there this year; supplies not counted)',
);
ask(
  'and dorrance',
  [money(F.repairsDorrance)],
  'follow_up',
  '2026, Dorrance Ridge Road; "Repairs" and "Repairs & maint" together (the furnace tune-up is booked under "Repairs & maint"; no HVAC rows this year)',
  { follow_up_of: idRep },
);
ask(
  'hoa on the townhouse ytd',
  [money(F.hoaTownhouse)],
  'category',
  '2026, Van Tassel Court; categories "HOA dues" and "HOA" together (four quarterly dues and the gate special assessment); the condo association is another property',
);
ask(
  'pest ctrl t12',
  [money(F.pestT12)],
  'category',
  `category "Pest ctrl", 2025-12-01..${TODAY}; no pest rows in November 2025 or November 2026, so 2025-11-29..today and Nov 2025..Oct 2026 give the same`,
);
ask('late fees rcvd ytd', [money(F.lateFeesYtd)], 'income', 'Late Fee incomes dated 2026');
const idLate = ask(
  'who paid late the most ytd',
  [worst26.first_name],
  'payments',
  `months paid late (in full, after due day + grace) in 2026: ${lateCounts('2026')
    .sort((a, b) => b.v - a.v)
    .map((x) => `${ten[x.k].first_name} ${x.v}`)
    .join(', ')}`,
);
ask(
  'same for ly',
  [worst25.first_name],
  'follow_up',
  `months paid late in 2025: ${lateCounts('2025')
    .sort((a, b) => b.v - a.v)
    .map((x) => `${ten[x.k].first_name} ${x.v}`)
    .join(', ')}`,
  { follow_up_of: idLate },
);
ask(
  '# of late pmts ytd',
  [String(late26Count)],
  'count',
  `late months in 2026 (each with a late fee); counting late payment rows gives the same ${late26Count} (Rosalind's October was two payments, only the second late)`,
);
ask(
  'rent roll per mo w/o the coffee shop',
  [money(F.rollResidential)],
  'lease',
  `monthly rent of the current residential leases (${residential.map((t) => `${t.first_name} ${money(cents(t.lease.rent))}`).join(', ')}); Ironfoot's ${money(cents(co.lease.rent))} left out`,
);
const id90 = ask(
  'any leases ending next 90 days',
  first(in90),
  'lease',
  `current leases ending by ${D90} (through February gives the same): ${in90.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}`,
  { forbid: namesOf([after90[0]]) },
);
ask(
  'w/in 6 mo?',
  first(in6m),
  'follow_up',
  `current leases ending by ${D6M} (through May gives the same): ${in6m.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}; next ${nextAfter6m.map((t) => t.first_name).join(', ')} on ${nextAfter6m[0].lease.end}, the coffee shop in ${co.lease.end.slice(0, 4)}`,
  { follow_up_of: id90, forbid: namesOf(nextAfter6m) },
);
ask(
  'total deposits im holding',
  [money(F.deposits)],
  'deposits',
  `sum of deposits on the ${current.length} current leases (not past tenants)`,
);
const idOpen = ask(
  'open maint',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => `${m.title} (${STREET[m.property]}, ${m.status})`).join('; ')}`,
);
ask(
  'only wheeling',
  openWheeling,
  'follow_up',
  'open requests at the Wheeling properties (Lindell, Pettibone, Van Tassel)',
  { follow_up_of: idOpen, forbid: FORBID_MORGANTOWN_OPEN },
);
const idInc = ask(
  'kessling vs dorrance inc ytd',
  [money(F.incKessYtd), money(F.incDorrYtd)],
  'comparison',
  '2026 income by property = rent payments + other incomes (Kessling: two units + laundry + late fees; Dorrance: Nikolai incl. his November part payment + late fees)',
);
ask(
  'and ly',
  [money(F.incKessLy), money(F.incDorrLy)],
  'follow_up',
  '2025 income by property (Kessling: Tobias, Ruthanne to May, Deshawn from August; Dorrance: Gwendolyn to August, vacant September, Nikolai from October, pet fee, deposit deduction)',
  { follow_up_of: idInc },
);
ask(
  'which prop lost money ly',
  [STREET[loserLy], absMoney(F.lossLy)],
  'net',
  `2025 net by property (income - expenses): ${KEYS.map((k) => `${STREET[k]} ${money(netOf('ly', [k]))}`).join(', ')}; the furnace, the vacancy and the turnover sink Dorrance; absolute value of the loss`,
);
ask(
  'avg monthly exp ly',
  [money(F.avgLy)],
  'total',
  `2025 expense rows (${money(F.ly)}) / 12, exact to the cent`,
);
ask(
  'other inc ytd vs ly',
  [money(F.otherYtd), money(F.otherLy)],
  'comparison',
  'all incomes that are not rent payments (laundry, parking, pet fees, late fees, CAM true-up, insurance payout, deposit deductions, application fee), 2026 to date and 2025',
);
ask(
  'send me the pettibone roof invoice',
  [roofInvoice[0].file],
  'documents',
  'the Invoice document at Pettibone Lane (Summit Roofing & Gutter)',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb82-${String(i + 1).padStart(2, '0')}`;
const out = Q.map((x, i) => {
  const o = { id: qid(i), question: x.question, expected: x.expected };
  if (x.forbid) o.forbid = x.forbid;
  if (x.follow_up_of !== undefined) o.follow_up_of = qid(x.follow_up_of);
  o.kind = x.kind;
  o.note = x.note;
  return o;
});
const followUps = out.filter((o) => o.follow_up_of);
check(followUps.length >= 13 && followUps.length <= 15, `about 14 follow-ups (${followUps.length})`);
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
  // the persona writes lower case
  check(o.question === o.question.toLowerCase(), `lower case ${o.id}`);
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
// every asked money figure is a different amount, and none is the start of another ("$819" vs "$819.50")
// (a follow-up that restates an earlier answer, like the 1st place in "top 3?", lists it under repeats)
const asked = out.flatMap((o, i) =>
  o.expected
    .filter((s) => s.startsWith('$') && !(Q[i].repeats ?? []).includes(s))
    .map((s) => ({ id: o.id, s })),
);
for (const [i, x] of Q.entries())
  for (const r of x.repeats ?? [])
    check(
      x.expected.includes(r) && Q[x.follow_up_of].expected.includes(r),
      `repeat ${r} of ${qid(i)} is the previous answer`,
    );
for (const a of asked)
  for (const b of asked) {
    if (a === b) continue;
    check(a.s !== b.s, `figure ${a.s} asked twice (${a.id}, ${b.id})`);
    check(
      !(b.s.startsWith(`${a.s}.`) || b.s.startsWith(`${a.s},`)),
      `figure ${a.s} (${a.id}) starts ${b.s} (${b.id})`,
    );
  }

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions (${followUps.length} follow-ups)`, kinds);
