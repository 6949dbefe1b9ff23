// Works out the expected answers for landlord-blind-53 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-53/compute.mjs
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
// a loss is expected as its absolute amount, so "-$5.00", "($5.00)" and "lost $5.00" all pass
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The landlord began keeping books in the app on 2025-01-01: no payment, income or expense is older.
const BOOKS_START = '2025-01-01';
// The landlord was abroad in August, September and October 2026; a cousin (Lyle Brannigan) ran things.
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  thisMonth: ['2026-11-01', TODAY],
  // "while I was away", "the three months I was gone", "aug-oct"
  away: ['2026-08-01', '2026-10-31'],
  // "since August" runs to today, so it takes in November
  sinceAug: ['2026-08-01', TODAY],
  // "the three months before I left"
  before3: ['2026-05-01', '2026-07-31'],
  // "before I left, jan thru july"
  janJul: ['2026-01-01', '2026-07-31'],
  // "the same three months last year"
  away25: ['2025-08-01', '2025-10-31'],
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
// Cities named by landlord-blind-13 as taken (its own three added). Set 13's list also names Bangor; the brief for
// this set assigns Bangor and Augusta and says no other landlord set uses them, so Bangor is left out here.
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
  'Rochester',
  'Macon',
  'Missoula',
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, 'five to seven properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
  check(['Bangor', 'Augusta'].includes(p.city) && p.state === 'ME', `city ${p.key} is Bangor or Augusta, ME`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions and notes use must each pick out one property
const STREET = {
  tannery: 'Tannery',
  orchard: 'Orchard',
  wharf: 'Wharf',
  quarry: 'Quarry',
  cushnoc: 'Cushnoc',
  sewall: 'Sewall',
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
  check(/^\d{3}-555-01\d\d$/.test(t.phone_number), `phone ${t.key}`);
  check(t.email.endsWith('@example.com'), `email ${t.key}`);
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
check(P.expenses.length >= 120 && P.expenses.length <= 180, `120-180 expense rows (${P.expenses.length})`);
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
const dueBy = (t) => t.lease.due_day + t.lease.grace_period_days;
const paidLate = (t, mo) => paymentsIn(t, mo).some((x) => Number(x.date.slice(8)) > dueBy(t));
const lateFees = P.incomes.filter((x) => x.category === 'Late Fee');
// a late month = the month's rent paid in full, after the due day + grace days (each has a late fee)
const lateMonths = (t) =>
  bookedMonths(t).filter((mo) => paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo));
// the only months on the books not paid in full: Castellane's October (paid in part while the landlord was away),
// and November for the two tenants who are behind
const SHORT = { castellane: [OCT], marchetti: [NOV], dunsmore: [NOV] };
for (const t of P.tenants) {
  const months = bookedMonths(t);
  check(
    P.payments.filter((x) => x.tenant === t.key).every((x) => months.includes(month(x.date))),
    `${t.key}: payments only in booked lease months`,
  );
  for (const mo of months) {
    const fees = lateFees.filter((x) => x.entity === name(t) && month(x.date) === mo);
    const full = paidIn(t, mo) === cents(t.lease.rent);
    const meantShort = (SHORT[t.key] ?? []).includes(mo);
    check(full !== meantShort, `${t.key} ${mo}: paid in full unless listed as short`);
    check(paidIn(t, mo) <= cents(t.lease.rent), `${t.key} ${mo}: never overpaid`);
    const wantFee = full && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late in full`);
    if (wantFee)
      check(fees[0].date === paymentsIn(t, mo)[0].date, `${t.key} ${mo}: late fee on the payment day`);
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
// the duplex has two units: at most two leases at once
for (const mo of ['2025-06', '2026-07', '2026-08', '2026-09', NOV])
  check(
    P.tenants.filter((t) => t.property === 'tannery' && bookedMonths(t).includes(mo)).length <= 2,
    `at most two duplex leases in ${mo}`,
  );

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];
check(past.length === 3, 'three past tenants');

// owed = for each current lease, every booked month's rent minus that month's payments (never below zero)
const shortIn = (t, mo) => Math.max(0, cents(t.lease.rent) - paidIn(t, mo));
const owedBy = (t) => total(bookedMonths(t).map((mo) => shortIn(t, mo)));
const owing = current.filter((t) => owedBy(t) > 0);
const owedNow = total(current.map(owedBy));
check(owing.length === 3, 'three current tenants behind');
check(
  past.every((t) => owedBy(t) === 0),
  'past tenants owe nothing',
);
const unpaidNov = current.filter((t) => paidIn(t, NOV) === 0);
const partNov = current.filter((t) => paidIn(t, NOV) > 0 && shortIn(t, NOV) > 0);
check(unpaidNov.length === 1 && partNov.length === 1, 'one unpaid and one part-paid in November');
const shortOct = current.filter((t) => shortIn(t, OCT) > 0);
check(
  shortOct.length === 1 && shortIn(shortOct[0], NOV) === 0,
  'one tenant short in October who paid November in full',
);
const lateNov = current.filter((t) => shortIn(t, NOV) === 0 && paidLate(t, NOV));
check(lateNov.length === 1, 'one late November payer');

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeOf = (p) => rentIn(p) + otherIn(p);
const spentAt = (p, key) => spent(p, (x) => x.property === key);
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
check(
  rowsIn('thisMonth').length > 0,
  'November has expense rows (so "since August" differs from the away months)',
);

// spend by property while away, and the duplex before and during
const byPropAway = rank(
  KEYS.map((k) => ({ k, v: spentAt('away', k) })),
  'spend by property while away',
);
F.tanneryAway = spentAt('away', 'tannery');
F.tanneryBefore = spentAt('before3', 'tannery');
check(F.tanneryAway !== F.tanneryBefore, 'the duplex before and during differ');
check(byPropAway[0].k !== 'tannery', 'the duplex is not simply the top spender while away');

// vendors while away (what the cousin paid to whom)
const vendorsAway = rank(
  [...new Set(rowsIn('away').map((x) => x.entity))].map((k) => ({ k, v: spent('away', vendor(k)) })),
  'vendors while away',
);
check(new Set(rowsIn('away').map((x) => x.entity)).size >= 15, 'many vendors paid while away');
const COUSIN = 'Lyle Brannigan';
const cousinRows = P.expenses.filter(vendor(COUSIN));
check(
  cousinRows.length >= 3 && cousinRows.every((x) => within(x.date, 'away')),
  'the cousin was paid only while the landlord was away',
);
F.cousin = total(cousinRows.map((x) => cents(x.amount)));
check(
  new Set(cousinRows.map((x) => x.property)).size === cousinRows.length,
  'the cousin was paid at a different property each time',
);

// property tax bills paid while away: the categories "Property Tax" and "Taxes" together
const TAX = ['Property Tax', 'Taxes'];
F.taxAway = spent('away', cats(TAX));
for (const c of TAX)
  check(rowsIn('away', (x) => x.category === c).length > 0, `tax category ${c} used while away`);
check(
  rowsIn('all', (x) => x.property === co.property && TAX.includes(x.category)).length === 0,
  'the commercial tenant pays its own property tax',
);

// the heat pump: the phrase in the description, across the installer, the electrician and the lumber yard
const heatRows = rowsIn('all', word('heat pump'));
F.heatPump = total(heatRows.map((x) => cents(x.amount)));
check(new Set(heatRows.map((x) => x.entity)).size === 3, 'heat pump rows from three vendors');
check(
  heatRows.every((x) => x.property === 'sewall' && within(x.date, 'away')),
  'heat pump rows at Sewall, while away',
);
for (const v of VENDORS) check(F.heatPump !== spent('all', vendor(v)), `heat pump total differs from ${v}`);

// heating oil for the duplex since August (the vendor's rows)
const OIL = 'Pumpkin Hill Fuel Oil';
check(
  P.expenses.filter(vendor(OIL)).every((x) => x.property === 'tannery'),
  'heating oil only at the duplex',
);
F.oilSinceAug = spent('sinceAug', vendor(OIL));
check(F.oilSinceAug !== spent('away', vendor(OIL)), 'oil since August differs from oil while away');

// the biggest single bill while away
const awayRows = [...rowsIn('away')].sort((a, b) => cents(b.amount) - cents(a.amount));
check(cents(awayRows[0].amount) !== cents(awayRows[1].amount), 'the biggest bill while away is unique');
const biggest = awayRows[0];

// the condo turnover between Haverstock and Fenwick
const condoTurn = rowsIn('away', (x) => x.property === 'wharf' && x.category === 'Turnover');
F.condoTurn = total(condoTurn.map((x) => cents(x.amount)));
check(
  condoTurn.length >= 4 && condoTurn.every((x) => month(x.date) === '2026-09'),
  'condo turnover rows all in September',
);

// ---------- income while away ----------
F.incomeAway = incomeOf('away');
F.rentAway = rentIn('away');
F.otherAway = otherIn('away');
F.lateFeesAway = otherIn('away', (x) => x.category === 'Late Fee');
const netAway = F.incomeAway - F.away;
check(Math.abs(netAway) >= 100, 'the away net is not near zero');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'away')).map((x) => x.category)).size === 5,
  'every income category while away',
);

// ---------- late payers ----------
const lateIn = (p) =>
  P.tenants
    .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => within(`${mo}-01`, p)).length }))
    .filter((x) => x.v > 0);
const lateAway = lateIn('away').map((x) => ten[x.k]);
const lateBefore = lateIn('janJul').map((x) => ten[x.k]);
check(lateAway.length === 4 && lateBefore.length === 3, 'four late payers while away and three before');
check(
  lateBefore.every((t) => !lateAway.includes(t)),
  'no one late both before and during the trip',
);
check(lateAway.includes(co), 'the company tenant was late while away');
// late before the trip and not late while away; the tenant who paid October short (but on time) is left out, since a
// reply may fairly name him for the away months
const shortAway = (t) => bookedMonths(t).some((mo) => within(`${mo}-01`, 'away') && shortIn(t, mo) > 0);
const onlyBefore = lateBefore.filter((t) => !lateAway.includes(t) && !shortAway(t));
check(onlyBefore.length === 2, 'two late only before the trip and not short while away');
check(
  lateBefore.some((t) => !lateAway.includes(t) && shortAway(t)),
  'the October short payer was late before the trip',
);
const lateYear = rank(
  lateIn('thisYear').filter((x) => x.v > 1),
  'late counts this year (more than once)',
);
check(lateYear.length >= 1 && lateYear[0].v >= 3, 'one tenant late most often this year, 3+ times');
const worstLate = ten[lateYear[0].k];
check(
  lateIn('thisYear').filter((x) => x.v === lateYear[0].v).length === 1,
  'no tie for the most late this year',
);
// counting November's unpaid rent as one more late month must not make a tie either
for (const t of unpaidNov) {
  const n = lateMonths(t).filter((mo) => within(`${mo}-01`, 'thisYear')).length + 1;
  check(n < lateYear[0].v, `${t.key}: late months + unpaid November stays below the worst`);
}

// ---------- leases ----------
const movedIn = current.filter((t) => within(t.lease.start, 'away'));
const movedOut = past.filter((t) => within(t.lease.end, 'away'));
const leftJustBefore = past.filter((t) => t.lease.end === '2026-07-31');
check(movedIn.length === 2, 'two new tenants moved in while away');
const movedInDuplex = movedIn.filter((t) => t.property === 'tannery');
check(movedInDuplex.length === 1, 'one of them at the duplex');
check(movedOut.length === 1 && leftJustBefore.length === 1, 'one moved out while away, one just before');
const condoNew = movedIn.find((t) => t.property === 'wharf');
check(Boolean(condoNew), 'the condo got a new tenant while away');
const in90 = current.filter((t) => t.lease.end <= plusDays(TODAY, 90));
const justAfter = current.filter((t) => t.lease.end > plusDays(TODAY, 90) && t.lease.end <= '2027-02-28');
check(in90.length === 2 && justAfter.length === 1, 'two leases end in the next 90 days, one just after');
const replaced = in90.filter((t) => t.property === incoming.property && incoming.lease.start > t.lease.end);
check(replaced.length === 1, 'one of the ending leases already has a successor');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== rentRoll, 'deposits held differ from the rent roll');

// ---------- maintenance and documents ----------
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['fan', 'sink', 'gutter', 'balcony', 'loading', 'dehumidifier'];
check(open.length === OPEN_WORDS.length, 'six open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const openDuplexWords = OPEN_WORDS.filter((w) =>
  open.some((m) => m.property === 'tannery' && lower(m.title).includes(w)),
);
check(openDuplexWords.length === 2, 'two open requests at the duplex');
const augusta = KEYS.filter((k) => prop[k].city === 'Augusta');
const doneAugusta = P.maintenance.filter((m) => m.status === 'Completed' && augusta.includes(m.property));
const DONE_AUGUSTA_WORDS = ['roof', 'toilet', 'heat pump'];
check(doneAugusta.length === DONE_AUGUSTA_WORDS.length, 'three completed requests in Augusta');
for (const w of DONE_AUGUSTA_WORDS)
  check(
    doneAugusta.filter((m) => lower(m.title).includes(w)).length === 1 &&
      P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1,
    `"${w}" picks out one completed Augusta request`,
  );
const leasesUploadedAway = P.documents.filter((d) => d.type === 'Lease' && within(d.uploaded, 'away'));
check(leasesUploadedAway.length === movedIn.length, 'a lease file for each new tenant, uploaded while away');
for (const t of movedIn)
  check(
    leasesUploadedAway.some((d) => d.property === t.property && d.file.includes(lower(t.last_name))),
    `lease file for ${t.key}`,
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
const AWAY = '2026-08-01..2026-10-31 (away)';
const lastNames = (ts) => ts.map((t) => (t === co ? t.first_name : t.last_name));

const idAway = ask(
  "ok I'm back. what did I spend in total while I was away? aug through oct",
  [money(F.away)],
  'total',
  `${ROWS}, ${AWAY}`,
);
ask(
  'and the three months before i left?',
  [money(F.before3)],
  'follow_up',
  `${ROWS}, 2026-05-01..2026-07-31 (May, June, July)`,
  { follow_up_of: idAway },
);
ask(
  'how does that stack up against the same stretch last year, aug-oct 2025',
  [money(F.away25)],
  'follow_up',
  `${ROWS}, 2025-08-01..2025-10-31`,
  { follow_up_of: idAway },
);
ask(
  'everything that went out since august 1st, up to today',
  [money(F.sinceAug)],
  'total',
  `${ROWS}, 2026-08-01..today (takes in November)`,
);
const idProp = ask(
  'which place cost me the most over the three months i was gone',
  [STREET[byPropAway[0].k], money(byPropAway[0].v)],
  'ranking',
  `expenses by property, ${AWAY}, highest (the heat pump)`,
);
ask(
  'and which one was cheapest',
  [STREET[byPropAway.at(-1).k], money(byPropAway.at(-1).v)],
  'follow_up',
  `keeps ${AWAY} and expenses by property; lowest`,
  { follow_up_of: idProp },
);
const idDuplex = ask(
  'what got spent on the tannery hill duplex while i was away',
  [money(F.tanneryAway)],
  'property',
  `${ROWS} at 47 Tannery Hill Road, ${AWAY} (the upper-unit turnover, oil, water, yard, chimney, boiler)`,
);
ask(
  'hm. and before I left, may to july?',
  [money(F.tanneryBefore)],
  'follow_up',
  `${ROWS} at 47 Tannery Hill Road, 2026-05-01..2026-07-31`,
  { follow_up_of: idDuplex },
);
ask(
  'who did lyle end up paying the most money to while i was gone',
  [vendorsAway[0].k, money(vendorsAway[0].v)],
  'ranking',
  `vendors by total, ${AWAY}: ${vendorsAway
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  'did I pay lyle himself anything? how much all together',
  [money(F.cousin)],
  'vendor',
  `rows whose entity is "${COUSIN}" (the cousin), all of them ${AWAY}: ${cousinRows.map((x) => x.description).join('; ')}`,
);
ask(
  'property tax bills that came due while i was out of the country, total?',
  [money(F.taxAway)],
  'category',
  `categories "Property Tax" and "Taxes" together, ${AWAY}: the Bangor September halves and the Augusta October installments; the print shop pays its own tax`,
);
ask(
  'what did the heat pump at sewall pond end up costing, all in',
  [money(F.heatPump)],
  'description_word',
  'all time; rows whose description contains "heat pump": the installer\'s deposit and balance, the electrician\'s dedicated circuit and the line set cover from the lumber yard',
);
ask(
  'how much heating oil have we bought for the duplex since august',
  [money(F.oilSinceAug)],
  'vendor',
  `rows whose entity is "${OIL}", 2026-08-01..today (September, October and November deliveries)`,
);
ask(
  'what was the single biggest bill lyle paid while i was away',
  [money(cents(biggest.amount)), biggest.entity.split(' ')[0]],
  'ranking',
  `largest expense row, ${AWAY}: ${biggest.entity}, ${biggest.description}, ${biggest.date}`,
);
ask(
  'what did it cost to get the condo turned over between haverstock moving out and the new person moving in',
  [money(F.condoTurn)],
  'category',
  `category Turnover at 300 Kenduskeag Wharf Unit 4B, ${AWAY} (all in September): ${condoTurn.map((x) => x.entity).join(', ')}`,
);
const idIncome = ask(
  'how much money came in while i was gone? rent plus everything else',
  [money(F.incomeAway)],
  'income',
  `rent payments + other incomes, ${AWAY}`,
);
ask('just the rent part?', [money(F.rentAway)], 'follow_up', `rent payments only, ${AWAY}`, {
  follow_up_of: idIncome,
});
ask(
  'so over those 3 months did i come out ahead or behind, and by how much',
  [absMoney(netAway)],
  'net',
  `rent payments + other incomes - expenses, ${AWAY}, whole portfolio: ${netAway < 0 ? 'a loss' : 'a profit'} (absolute value)`,
);
ask(
  'non-rent income while I was away - laundry, parking, fees, whatever',
  [money(F.otherAway)],
  'income',
  `all other incomes, ${AWAY} (laundry, parking space, late fees, pet fee, application fees, the kept part of Haverstock's deposit)`,
);
ask('late fees collected in aug, sept, oct?', [money(F.lateFeesAway)], 'income', `Late Fee incomes, ${AWAY}`);
const idLate = ask(
  'who paid rent late while I was away',
  lastNames(lateAway),
  'payments',
  `rent for Aug, Sep or Oct 2026 paid in full after the due day + grace days (each with a late fee): ${lateAway.map(name).join(', ')}; Castellane paid October short but on time`,
  { forbid: lastNames(onlyBefore) },
);
ask(
  'and before I left? jan thru july this year',
  lastNames(lateBefore),
  'follow_up',
  `late full payments for Jan..Jul 2026: ${lateBefore.map(name).join(', ')}`,
  { follow_up_of: idLate },
);
ask(
  "who's paid late the most times this year",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateIn('thisYear')
    .map((x) => `${lastNames([ten[x.k]])[0]} ${x.v}`)
    .join(
      ', ',
    )}; counting ${unpaidNov.map((t) => t.last_name).join(', ')}'s unpaid November as late still leaves ${worstLate.last_name} first`,
);
ask(
  'ok who is behind on rent right now',
  lastNames(owing),
  'payments',
  `current leases with any booked month not paid in full: ${owing
    .map((t) => `${t.last_name} ${money(owedBy(t))}`)
    .join(', ')}`,
  { forbid: lastNames(past) },
);
ask(
  "what's the total i'm owed as of today",
  [money(owedNow)],
  'payments',
  "for each current lease, every booked month's rent minus that month's payments, summed (October short + November unpaid + November part paid)",
);
ask(
  'is castellane still short from october? how much',
  [money(owedBy(shortOct[0]))],
  'payments',
  `${name(shortOct[0])}: October rent ${money(cents(shortOct[0].lease.rent))} minus ${money(paidIn(shortOct[0], OCT))} paid; November paid in full`,
);
const idNew = ask(
  'any new tenants move in while I was away?',
  lastNames(movedIn),
  'lease',
  `leases starting ${AWAY}: ${movedIn.map((t) => `${name(t)} (${t.lease.start})`).join(', ')}; ${name(incoming)} is signed but starts ${incoming.lease.start}`,
);
ask(
  'which of those is at the duplex',
  lastNames(movedInDuplex),
  'follow_up',
  'the new lease at 47 Tannery Hill Road (the upper unit)',
  { follow_up_of: idNew, forbid: lastNames(movedIn.filter((t) => !movedInDuplex.includes(t))) },
);
ask(
  'did anybody move out during those three months',
  lastNames(movedOut),
  'lease',
  `leases ending ${AWAY}: ${movedOut.map((t) => `${name(t)} (${t.lease.end})`).join(', ')}; ${leftJustBefore.map(name).join(', ')} left 2026-07-31, before the trip`,
  { forbid: lastNames(leftJustBefore) },
);
ask(
  "what's the new condo tenant paying a month",
  [condoNew.last_name, money(cents(condoNew.lease.rent))],
  'lease',
  `current lease at 300 Kenduskeag Wharf Unit 4B, started ${condoNew.lease.start}`,
);
const idEnds = ask(
  'whose leases are up in the next 90 days? need to think about renewals',
  lastNames(in90),
  'lease',
  `current leases ending by ${plusDays(TODAY, 90)}; ${justAfter.map((t) => `${name(t)} ends ${t.lease.end}`).join(', ')}, just outside`,
  { forbid: lastNames(justAfter) },
);
ask(
  'has anyone already signed on to replace one of them',
  [incoming.last_name],
  'follow_up',
  `${name(incoming)}, signed for 19 Pickerel Orchard Lane from ${incoming.lease.start}, after ${replaced.map(name).join(', ')} (ends ${replaced[0].lease.end})`,
  { follow_up_of: idEnds },
);
ask(
  'how much in security deposits am i sitting on now',
  [money(deposits)],
  'deposits',
  `sum of deposits on the ${current.length} current leases (the two new ones included; not the signed lease that starts in 2027, not past tenants)`,
);
ask(
  'what does my monthly rent roll look like now with the new people in',
  [money(rentRoll)],
  'lease',
  `sum of monthly rent on the ${current.length} current leases`,
);
const idOpen = ask(
  'what maintenance stuff is still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those are at tannery hill',
  openDuplexWords,
  'follow_up',
  `open requests at 47 Tannery Hill Road: ${open
    .filter((m) => m.property === 'tannery')
    .map((m) => m.title)
    .join('; ')}`,
  { follow_up_of: idOpen, forbid: ['balcony', 'loading', 'dehumidifier'] },
);
ask(
  'what got marked done at the augusta places',
  DONE_AUGUSTA_WORDS,
  'maintenance',
  `Completed requests at the Augusta properties: ${doneAugusta.map((m) => m.title).join('; ')}`,
);
ask(
  'did lyle put the new leases into the system? what are the files called',
  leasesUploadedAway.map((d) => d.file),
  'documents',
  `Lease documents uploaded ${AWAY}`,
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('how much notice does maine make me give before I go into a unit to look around', 'legal advice');
outOfScope('are heating oil prices going to go up this winter', 'market forecast');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb53-${String(i + 1).padStart(2, '0')}`;
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
// money answers must not be one another's figures (so a reply for the wrong period fails)
const moneyAnswers = out.flatMap((o) => o.expected.filter((s) => s.startsWith('$')));
check(new Set(moneyAnswers).size === moneyAnswers.length, 'every expected money figure is distinct');

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
