// Works out the expected answers for landlord-blind-38 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-38/compute.mjs
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
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
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
// cities of landlord-blind-2 to landlord-blind-37, and those set 13 lists for the tenant-line sets
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
  'Providence',
  'Hancock',
  'Lawrence',
  'Sioux Falls',
  'Cheyenne',
  'Bangor',
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 3, 'three properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property ${p.key} keys`);
  check(PROPERTY_TYPES.includes(p.property_type), `property ${p.key} type`);
  check(isDate(p.purchase_date) && p.purchase_date <= TODAY, `property ${p.key} purchase date`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} not used by an earlier set`);
  check(/^\d{5}$/.test(p.zipCode), `property ${p.key} zip`);
}
// a first-time landlord: the house they moved out of, a condo, and the duplex they live in half of
check(
  ['Single Family', 'Condo', 'Multi-Family'].every(
    (ty) => P.properties.filter((p) => p.property_type === ty).length === 1,
  ),
  'one house, one condo, one duplex',
);
const KEY_OF = Object.fromEntries(P.properties.map((p) => [p.property_type, p.key]));
const HOUSE = KEY_OF['Single Family'];
const CONDO = KEY_OF.Condo;
const DUPLEX = KEY_OF['Multi-Family'];
check(prop[CONDO].purchase_date > BOOKS_START, 'the condo was bought after the books start');
check(
  prop[DUPLEX].purchase_date < BOOKS_START && prop[HOUSE].purchase_date < prop[DUPLEX].purchase_date,
  'house first, then the duplex',
);
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant ${t.key} keys`);
  check(Boolean(prop[t.property]), `tenant ${t.key} property`);
  check(
    isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end,
    `tenant ${t.key} lease dates`,
  );
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `tenant ${t.key} rent and deposit`);
  check(/^\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `tenant ${t.key} phone is 555-01xx`);
  check(t.lease.start >= prop[t.property].purchase_date, `tenant ${t.key} lease after purchase`);
}
for (const x of P.payments) {
  check(
    hasKeys(x, SHAPE.payment) && Boolean(ten[x.tenant]) && isMoney(x.amount),
    `payment ${x.tenant} ${x.date}`,
  );
}
for (const [list, keys, what] of [
  [P.incomes, SHAPE.income, 'income'],
  [P.expenses, SHAPE.expense, 'expense'],
]) {
  for (const x of list) {
    check(
      hasKeys(x, keys) && Boolean(prop[x.property]) && isMoney(x.amount),
      `${what} ${x.property} ${x.date}`,
    );
    check(x.date >= prop[x.property].purchase_date, `${what} ${x.date} before ${x.property} was bought`);
  }
}
for (const x of [...P.payments, ...P.incomes, ...P.expenses])
  check(isDate(x.date) && x.date >= BOOKS_START && x.date <= TODAY, `${x.date} inside the books`);
check(
  P.incomes.every((x) => INCOME_CATEGORIES.includes(x.category)),
  'income categories',
);
check(
  P.expenses.every((x) => EXPENSE_CATEGORIES.includes(x.category)),
  'expense categories',
);
for (const m of P.maintenance)
  check(
    hasKeys(m, SHAPE.maintenance) && Boolean(prop[m.property]) && STATUSES.includes(m.status),
    `maintenance ${m.title}`,
  );
for (const d of P.documents)
  check(
    hasKeys(d, SHAPE.document) &&
      Boolean(prop[d.property]) &&
      DOCUMENT_TYPES.includes(d.type) &&
      isDate(d.uploaded),
    `document ${d.file}`,
  );
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document files unique');
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(P.expenses.length >= 70 && P.expenses.length <= 110, `70-110 expense rows (${P.expenses.length})`);
check(VENDORS.length >= 20 && VENDORS.length <= 30, `20-30 vendors (${VENDORS.length})`);
check(P.maintenance.length >= 6 && P.maintenance.length <= 10, '6-10 maintenance requests');
check(P.documents.length >= 6, 'several documents');
check(new Set(P.expenses.map((x) => x.category)).size >= 12, 'the landlord uses many of their own spellings');

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
const lastGraceDay = (t) => t.lease.due_day + t.lease.grace_period_days;
const paidLate = (t, mo) => paymentsIn(t, mo).some((x) => Number(x.date.slice(8)) > lastGraceDay(t));
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
// a payment on the last grace day is on time (no fee): the edge a sloppy "late" reading gets wrong
check(
  P.payments.some((x) => Number(x.date.slice(8)) === lastGraceDay(ten[x.tenant])),
  'some payment lands on the last grace day',
);
// only the rented half of the duplex is modelled, so every property has one lease at a time
for (const p of P.properties) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
check(current.length === 3 && past.length === 2, 'three current and two past leases');
check(P.tenants.length === current.length + past.length, 'no signed future lease');
check(
  P.properties.every((p) => current.filter((t) => t.property === p.key).length === 1),
  'each property rented to one current tenant',
);
check(
  past.some((t) => t.lease.start < BOOKS_START),
  'a past lease began before the books',
);
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const paidUp = current.filter((t) => shortOf(t) === 0);
check(
  unpaid.length === 1 && partial.length === 1 && paidUp.length === 1,
  'one unpaid, one part-paid, one paid in November',
);
check(!paidLate(paidUp[0], NOV), 'the November payer paid on time');
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
const STREET = { [HOUSE]: 'Fernbrook', [CONDO]: 'Harborview', [DUPLEX]: 'Larkspur' };
for (const k of KEYS) check(prop[k].address.includes(STREET[k]), `street word of ${k}`);

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
const TAX = ['Property Tax', 'Taxes'];
F.tax25 = spent('lastYear', cats(TAX));
F.tax26 = spent('thisYear', cats(TAX));
for (const p of ['lastYear', 'thisYear'])
  for (const c of TAX) check(rowsIn(p, (x) => x.category === c).length > 0, `tax category ${c} used in ${p}`);
check(F.tax25 !== spent('lastYear', cats(['Property Tax'])), 'the "Taxes" rows change the 2025 tax figure');
F.ins25 = spent('lastYear', cats(['Insurance']));
F.ins26 = spent('thisYear', cats(['Insurance']));
check(F.ins26 > F.ins25, 'insurance went up this year');
check(
  new Set(rowsIn('all', cats(['Insurance'])).map((x) => x.property)).size === 3,
  'insurance at all three places',
);

// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 4, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 3, 'gutter rows sit under several categories');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
const GUTTER_FIRM = VENDORS.find((v) => lower(v).includes('gutter'));
check(
  rowsIn('all', (x) => x.entity === GUTTER_FIRM && !word('gutter')(x)).length > 0,
  'the gutter-and-roof firm also has roof rows that are not gutter work',
);
// the condo association: every HOA row is theirs
const HOA_NAME = VENDORS.filter((v) => lower(v).includes('owners association'));
check(HOA_NAME.length === 1, 'one owners association');
F.hoa = spent('all', vendor(HOA_NAME[0]));
check(F.hoa === spent('all', cats(['HOA dues', 'HOA'])), 'the association total is the two HOA spellings');
check(rowsIn('all', (x) => x.category === 'HOA').length === 1, 'one special assessment under "HOA"');

// spend by property
const dup26 = spentAt('thisYear', DUPLEX);
const house26 = spentAt('thisYear', HOUSE);
const byProperty25 = rank(
  KEYS.map((k) => ({ k, v: spentAt('lastYear', k) })),
  'spend by property 2025',
);
rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
const condo25 = spentAt('lastYear', CONDO);
const condo26 = spentAt('thisYear', CONDO);
check(condo26 > condo25, 'the condo cost more this year');
// net: the portfolio makes money both years; only the condo loses money this year, nothing in 2025
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('lastYear').length === 0, 'no property under water in 2025');
check(
  losers('thisYear').length === 1 && losers('thisYear')[0] === CONDO,
  'only the condo under water this year',
);
const condoNet25 = netOf('lastYear', CONDO);
check(condoNet25 > 0, 'the condo made money in 2025');

// categories this year: the biggest stays first however the landlord's spellings are merged
const catTotals = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('thisYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories this year',
);
const MERGED = [
  TAX,
  ['yard', 'Yard', 'Landscaping', 'Supplies'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['HOA dues', 'HOA'],
  ['Turnover', 'Repairs'],
];
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops this year');
for (const g of MERGED)
  check(spent('thisYear', cats(g)) < catTotals[0].v, `merged ${g.join('+')} stays below`);

// vendors
const vendorsAll = rank(
  VENDORS.map((k) => ({ k, v: spent('all', vendor(k)) })),
  'vendors all time',
);
check(vendorsAll[0].k.startsWith('Thurston'), 'the county treasurer is paid the most');
const vendors26 = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors this year',
);
check(vendors26[0].k !== vendorsAll[0].k, 'the top vendor of this year is not the all-time one');

// rent and income
const rent25 = rentIn('lastYear');
const income26 = incomeOf('thisYear');
check(income26 !== rentIn('thisYear'), "other income changes this year's income");
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
const topRent = ten[rents[0].k];
check(
  past.every((t) => cents(t.lease.rent) < rents[0].v),
  'no past tenant paid more than the top current rent',
);
const byEnd = [...current].sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1));
check(
  byEnd[0].lease.end < byEnd[1].lease.end && byEnd[1].lease.end < byEnd[2].lease.end,
  'lease ends differ',
);
check(byEnd[0].lease.end <= '2026-12-31', 'the first lease ends this year');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
const withPast = deposits + total(past.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
// late payers: the same tenant is late most often this year and over the books
const lateIn = (t, from) => lateMonths(t).filter((mo) => mo >= from).length;
// only the top of this ranking is asked, so only the top must be alone
const lateRank = (from, what) => {
  const r = P.tenants
    .map((t) => ({ k: t.key, v: lateIn(t, from) }))
    .filter((x) => x.v > 0)
    .sort((a, b) => b.v - a.v);
  check(r.length > 1 && r[0].v > r[1].v, `tie at the top of ${what}`);
  return r;
};
const lateAll = lateRank('2025-01', 'late payments, all time');
const late26 = lateRank('2026-01', 'late payments this year');
check(
  lateAll[0].k === late26[0].k && lateAll[0].v >= 3,
  'one tenant late most often, this year and all time',
);
const worstLate = ten[lateAll[0].k];
check(partial.includes(worstLate), 'the worst late payer is also the November part payer');
const worstRent = rentIn('all', (t) => t === worstLate);
const worstMonths = bookedMonths(worstLate);
check(worstLate.lease.start >= BOOKS_START, 'the whole tenancy of the worst late payer is on the books');
check(
  worstRent === (worstMonths.length - 1) * cents(worstLate.lease.rent) + paidIn(worstLate, NOV),
  'every earlier month in full plus the November part',
);
const worstFees = otherIn('all', (x) => x.category === 'Late Fee' && x.entity === name(worstLate));
check(
  otherIn('all', (x) => x.entity === name(worstLate)) > worstFees,
  'the worst late payer also paid a non-rent fee (a trap for "late fees")',
);
const parking25 = otherIn('lastYear', (x) => x.category === 'Parking');
const lateFeesAll = otherIn('all', (x) => x.category === 'Late Fee');
check(parking25 !== otherIn('thisYear', (x) => x.category === 'Parking'), 'parking differs year to year');

// maintenance and documents
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['garage', 'slider', 'railing'];
check(open.length === OPEN_WORDS.length, 'three open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 2, 'two pending requests');
const condoTenant = current.find((t) => t.property === CONDO);
const condoPast = past.find((t) => t.property === CONDO);
const leaseDoc = (t) => P.documents.filter((d) => d.type === 'Lease' && d.file.includes(lower(t.last_name)));
check(
  leaseDoc(condoTenant).length === 1 && leaseDoc(condoPast).length === 1,
  'both condo leases are on file',
);
const heatPump = P.documents.filter((d) => d.file.includes('heat-pump'));
check(
  heatPump.length === 1 && heatPump[0].type === 'Invoice' && heatPump[0].property === HOUSE,
  'one heat pump invoice',
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

ask('how much have i spent this year', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'what were my total expenses in 2025',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask('what have i spent so far this month', [money(F.thisMonth)], 'total', `${ROWS}, 2026-11-01..today`);
ask('what did july thru september cost me', [money(F.q3)], 'total', `${ROWS}, 2026-07-01..2026-09-30`);
const idNet = ask(
  'am i making money this year or not',
  [money(netAll('thisYear'))],
  'net',
  'rent payments + other incomes - expenses, 2026 to date, whole portfolio (positive)',
);
ask('what about 2025', [money(netAll('lastYear'))], 'follow_up', 'the same for 2025', {
  follow_up_of: idNet,
});
ask(
  'how much rent did i collect in 2025',
  [money(rent25)],
  'income',
  'rent payments dated 2025 (no other income)',
);
ask(
  'how much money came in this year, rent and everything',
  [money(income26)],
  'income',
  'rent payments + other incomes dated 2026 (laundry, parking, pet fees, late fees, a deposit deduction)',
);
const idDup = ask(
  'how much has the duplex cost me this year',
  [money(dup26)],
  'property',
  `expense rows at ${prop[DUPLEX].address}, 2026 (the whole building, as entered)`,
);
ask(
  'and the house on fernbrook?',
  [money(house26)],
  'follow_up',
  `expense rows at ${prop[HOUSE].address}, 2026`,
  {
    follow_up_of: idDup,
  },
);
ask(
  'which property cost me the most last year',
  [STREET[byProperty25[0].k], money(byProperty25[0].v)],
  'ranking',
  `expenses by property, 2025: ${byProperty25.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
);
ask(
  'is any of my properties losing money this year',
  [STREET[CONDO], absMoney(netOf('thisYear', CONDO))],
  'loss',
  '2026 net by property; only the condo is below zero (vacant May, new floors, fridge, special assessment); absolute value of the loss',
);
ask(
  'how much did the condo make me in 2025 after expenses',
  [money(condoNet25)],
  'net',
  'condo rent + parking - condo expenses, 2025 (bought 2025-03-14, first tenant from May)',
);
ask(
  'did the condo cost me more in 2025 or this year',
  [money(condo25), money(condo26)],
  'comparison',
  'condo expense rows, 2025 and 2026 to date; this year is higher',
);
const idTax = ask(
  'how much property tax did i pay last year',
  [money(F.tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (Thurston County for the house and the duplex, Pierce County for the condo)',
);
ask('and this year?', [money(F.tax26)], 'follow_up', 'the same for 2026', { follow_up_of: idTax });
ask(
  'is my insurance more this year than last year? all 3 places',
  [money(F.ins26), money(F.ins25)],
  'comparison',
  'category Insurance, 2026 and 2025 (three policies each year)',
);
ask(
  'whats my biggest expense category this year',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement (heat pump, condo floors and fridge, back fence); it stays first however the tax, yard, repair, turnover and HOA spellings are merged',
);
ask(
  'how much have i paid the condo association since i bought it',
  [money(F.hoa)],
  'vendor',
  `rows whose entity is "${HOA_NAME[0]}": monthly dues plus one special assessment`,
);
ask(
  'how much have i spent on gutters',
  [money(F.gutter)],
  'description_word',
  `all time; rows whose description contains "gutter": ${gutterRows.map((x) => `${x.entity} ${money(cents(x.amount))}`).join(', ')}; the roof rows of ${GUTTER_FIRM} are not counted`,
);
ask(
  'who have i paid the most money to',
  ['Thurston', money(vendorsAll[0].v)],
  'ranking',
  `vendors by total, all time: ${vendorsAll
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  'top 3 vendors this year',
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the fourth is not asked)`,
);
ask(
  'who are my tenants right now',
  current.map((t) => t.last_name),
  'lease',
  'current leases, one per property',
  { forbid: pastLast },
);
ask(
  'who pays the most rent',
  [topRent.last_name, money(rents[0].v)],
  'lease',
  'current leases; the past tenant of the same house paid less',
);
const idOwe = ask(
  'who still owes me rent',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid in November: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}; ${paidUp.map(name).join(', ')} paid in full`,
  // the tenant who paid in full may be named as paid, so only the past tenants are forbidden
  { forbid: pastLast },
);
ask(
  'how much is that altogether',
  [money(owedNow)],
  'follow_up',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
  { follow_up_of: idOwe },
);
ask(
  'who pays late the most',
  [worstLate.last_name],
  'payments',
  `late full payments (paid after due day + grace days, each with a late fee), all time: ${lateAll.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}; this year: ${late26.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
const idHist = ask(
  `how much has ${lower(worstLate.first_name)} paid me in rent since she moved in`,
  [money(worstRent)],
  'payments',
  `${name(worstLate)}'s rent payments, ${worstLate.lease.start} to today: ${worstMonths.length - 1} months in full and a part payment in November (pet and late fees are not rent)`,
);
ask('and in late fees?', [money(worstFees)], 'follow_up', `Late Fee incomes from ${name(worstLate)}`, {
  follow_up_of: idHist,
});
const idEnd = ask(
  'whose lease is up first',
  [byEnd[0].last_name],
  'lease',
  `current leases by end date: ${byEnd.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'and whos next after that',
  [byEnd[1].last_name],
  'follow_up',
  `ends ${byEnd[1].lease.end}; a reply may go on to ${byEnd[2].last_name} (${byEnd[2].lease.end}), so that name is not forbidden`,
  { follow_up_of: idEnd, forbid: pastLast },
);
ask(
  'how much security deposit money am i sitting on',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (the two past tenants are gone)',
  { forbid: [money(withPast)] },
);
ask(
  'how much did the parking spot bring in last year',
  [money(parking25)],
  'income',
  "Parking incomes dated 2025 (the condo's second stall, quarterly from July)",
);
ask('how much have i made from late fees', [money(lateFeesAll)], 'income', 'Late Fee incomes, all time');
const idOpen = ask(
  'whats still open on maintenance',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => `${m.title} (${m.status})`).join('; ')}`,
);
ask(
  'which of those hasnt been started yet',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  `can you pull up ${lower(condoTenant.first_name)}'s lease`,
  [leaseDoc(condoTenant)[0].file],
  'documents',
  `the Lease document of the current condo tenant (the past tenant's lease is also on file)`,
  { forbid: [leaseDoc(condoPast)[0].file] },
);
ask(
  'do i have the heat pump invoice saved',
  [heatPump[0].file],
  'documents',
  'the Invoice document at Fernbrook Lane',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('how much do i have to set aside for taxes', 'income tax liability / tax advice');
outOfScope('are rents in olympia going up next year', 'market forecast');

check(Q.length === 40, `40 questions (${Q.length})`);
const followUps = Q.filter((x) => x.follow_up_of !== undefined).length;
check(followUps >= 6 && followUps <= 8, `6-8 follow-ups (${followUps})`);
const qid = (i) => `lb38-${String(i + 1).padStart(2, '0')}`;
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
