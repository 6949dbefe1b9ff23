// Works out the expected answers for landlord-blind-78 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-78/compute.mjs
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
// an exact division: the asked averages are chosen so that no rounding convention matters
const exactDiv = (n, d, what) => {
  check(Number.isInteger(n) && n % d === 0, `${what}: ${n} cents is not divisible by ${d}`);
  return n / d;
};
// a share as a percentage to one decimal, "41.3%"; the check keeps the exact value at least 0.005 points
// from a rounding boundary and below the half, so rounding and cutting off give the same digit
const pctRaw = (num, den) => {
  const q = Math.floor((num * 1000) / den);
  return `${Math.floor(q / 10)}.${q % 10}%`;
};
const pct = (num, den, what) => {
  const q = Math.floor((num * 1000) / den);
  const r = num * 1000 - q * den;
  check(
    num > 0 && den > 0 && r >= den * 0.05 && r <= den * 0.45,
    `${what}: ${num}/${den} is near a rounding edge`,
  );
  // "44.0%" would be written "44%" by many replies
  check(q % 10 !== 0, `${what}: the share ends in .0`);
  return `${Math.floor(q / 10)}.${q % 10}%`;
};
// ratio a/b < c/d without floating point
const lessRatio = (a, b, c, d) => a * d < c * b;

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, `today is ${TODAY}`);
// The landlord began keeping books in the app on 2025-01-01: no payment, income or expense is older.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  fullMonths: ['2026-01-01', '2026-10-31'], // the completed months of this year, January to October
  thisMonth: ['2026-11-01', TODAY],
  novLastYear: ['2025-11-01', '2025-11-30'],
  q3: ['2026-07-01', '2026-09-30'],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
const month = (d) => d.slice(0, 7);
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthName = (mo) => MONTHS[Number(mo.slice(5)) - 1];
// month names are expected by their first three letters, so "Jul", "July" and "July 2026" all pass
const abbr = (mo) => monthName(mo).slice(0, 3);
const monthsOf = (year, last = 12) =>
  Array.from({ length: last }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

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
// the two cities of this set (the brief names them as not used by earlier sets); set 13's cities and the list
// set 13 kept of earlier ones must not appear
const CITIES = ['Ithaca', 'Elmira'];
const USED_CITIES = [
  'Rochester',
  'Macon',
  'Missoula',
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
];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 6, 'six properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < BOOKS_START, `bought before the books start ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'NY', `city ${p.city}, ${p.state}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length === 3, `three properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  quarrystone: 'Quarrystone',
  fernbrook: 'Fernbrook',
  sapsucker: 'Sapsucker',
  larkspur: 'Larkspur',
  heronwood: 'Heronwood',
  tannery: 'Tannery',
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
// the triplex and the duplex: their unit counts come from the question ("3 units") and from the leases
const UNITS = { quarrystone: 3, larkspur: 2 };
check(
  P.properties
    .filter((p) => p.property_type === 'Multi-Family')
    .map((p) => p.key)
    .sort()
    .join() === Object.keys(UNITS).sort().join(),
  'the two multi-family buildings are the triplex and the duplex',
);
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/@example\.com$/.test(t.email) && /555-01\d\d$/.test(t.phone_number), `invented contact ${t.key}`);
  // a three-letter month could hide in a name and let a wrong reply pass
  for (const m of MONTHS)
    check(
      !lower(`${t.first_name} ${t.last_name}`).includes(lower(m.slice(0, 3))),
      `name ${t.key} contains "${m.slice(0, 3)}"`,
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
check(P.expenses.length >= 120 && P.expenses.length <= 180, `120-180 expense rows (${P.expenses.length})`);
for (const x of P.expenses)
  check(
    hasKeys(x, SHAPE.expense) &&
      prop[x.property] &&
      isDate(x.date) &&
      within(x.date, 'all') &&
      isMoney(x.amount) &&
      EXPENSE_CATEGORIES.includes(x.category),
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
const lateMonths = (t) =>
  bookedMonths(t).filter((mo) => paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo));
for (const t of P.tenants) {
  const months = bookedMonths(t);
  // a month's rent is paid inside that month, so the month-by-month figures do not depend on a reading
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
// one lease at a time in each unit: single-unit properties have no overlapping leases, the triplex at most
// three at once and the duplex at most two
for (const p of P.properties) {
  const ls = P.tenants.filter((t) => t.property === p.key).map((t) => t.lease);
  for (const mo of monthsOf(2025).concat(monthsOf(2026, 11))) {
    const d = `${mo}-15`;
    const n = ls.filter((l) => l.start <= d && d <= l.end).length;
    check(n <= (UNITS[p.key] ?? 1), `too many leases at ${p.key} in ${mo}`);
  }
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
check(
  P.tenants.every((t) => current.includes(t) || past.includes(t)),
  'no signed lease that has not started',
);
check(current.length === 9 && past.length === 4, 'nine current leases (every unit let) and four past');
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');

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
const inCity = (c) => (key) => prop[key].city === c;
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
// month-level sums (calendar month of the row's date)
const inMonth = (mo) => (x) => month(x.date) === mo;
const expMonth = (mo, key) =>
  total(P.expenses.filter((x) => inMonth(mo)(x) && (!key || x.property === key)).map((x) => cents(x.amount)));
const incMonth = (mo, key) =>
  total(
    P.payments
      .filter((x) => inMonth(mo)(x) && (!key || ten[x.tenant].property === key))
      .map((x) => cents(x.amount)),
  ) +
  total(P.incomes.filter((x) => inMonth(mo)(x) && (!key || x.property === key)).map((x) => cents(x.amount)));
const netMonth = (mo, key) => incMonth(mo, key) - expMonth(mo, key);

const F = {};
F.ytd = spent('thisYear');
F.y25 = spent('lastYear');
F.fullMonths = spent('fullMonths');
F.q3 = spent('q3');
check(new Set([F.ytd, F.y25, F.fullMonths, F.q3]).size === 4, 'the period totals differ');

// averages, each an exact division
F.avg25 = exactDiv(F.y25, 12, '2025 expenses / 12');
F.avgFull = exactDiv(F.fullMonths, 10, 'January-October expenses / 10');
F.incFull = incomeOf('fullMonths');
F.avgIncFull = exactDiv(F.incFull, 10, 'January-October income / 10');
// the other readings of "this year's monthly average" give other figures
check(
  Math.round(F.ytd / 11) !== F.avgFull && Math.round(F.ytd / 10) !== F.avgFull,
  'Jan-Oct / 10 differs from to-date / 11 and to-date / 10',
);
check(
  Math.round(incomeOf('thisYear') / 11) !== F.avgIncFull &&
    Math.round(incomeOf('thisYear') / 10) !== F.avgIncFull,
  'the income average differs from the to-date readings',
);

// Q3 month by month
const Q3M = ['2026-07', '2026-08', '2026-09'];
F.q3m = Q3M.map((mo) => expMonth(mo));
check(total(F.q3m) === F.q3 && new Set(F.q3m).size === 3, 'Q3 months differ and add up');

// highest-spend month of 2025
const spend25 = rank(
  monthsOf(2025).map((mo) => ({ k: mo, v: expMonth(mo) })),
  'months of 2025 by spend',
);
check(spend25[0].v - spend25[1].v > 100000, 'the top month of 2025 is clear by $1,000+');

// best and worst full month of this year by net; November so far is neither, so counting it changes nothing
const net26 = rank(
  monthsOf(2026, 10).map((mo) => ({ k: mo, v: netMonth(mo) })),
  'full months of 2026 by net',
);
const bestMonth = net26[0];
const worstMonth = net26.at(-1);
check(worstMonth.v < 0, 'the worst full month is a loss');
check(
  netMonth(NOV) < bestMonth.v && netMonth(NOV) > worstMonth.v,
  'November so far is neither best nor worst',
);
// the roof month is a loss too but not the worst: the tax month is
check(worstMonth.k === '2026-01' && netMonth('2026-08') < 0, 'January (taxes) is worse than August (roof)');

// this month so far vs the same month last year; nothing is dated after the 28th in November 2025,
// so "November 1-28, 2025" and "all of November 2025" are the same figure
const after28 = (x) => x.date > '2025-11-28' && x.date <= '2025-11-30';
check(
  !P.expenses.some(after28) && !P.payments.some(after28) && !P.incomes.some(after28),
  'nothing on November 29-30, 2025',
);
F.novExp = spent('thisMonth');
F.novExp25 = spent('novLastYear');
F.novInc = incomeOf('thisMonth');
F.novInc25 = incomeOf('novLastYear');
check(F.novExp !== F.novExp25 && F.novInc !== F.novInc25, 'November figures differ year to year');

// per-property cash flow per month in 2025 (2025 net / 12) for the triplex and the condo
F.cfQuarry = exactDiv(netOf('lastYear', 'quarrystone'), 12, 'Quarrystone 2025 net / 12');
F.cfCondo = exactDiv(netOf('lastYear', 'sapsucker'), 12, 'Sapsucker 2025 net / 12');
check(F.cfQuarry > 0 && F.cfCondo > 0 && F.cfQuarry !== F.cfCondo, 'both positive and different');
check(
  KEYS.filter((k) => k !== 'quarrystone').every((k) => Math.round(netOf('lastYear', k) / 12) !== F.cfQuarry),
  'no other property gives the triplex figure',
);

// cost per unit at the triplex, this year to date
F.perUnit = exactDiv(spentAt('thisYear', 'quarrystone'), UNITS.quarrystone, 'Quarrystone to-date spend / 3');
check(
  Math.round(spentAt('thisYear', 'larkspur') / 3) !== F.perUnit &&
    Math.round(spentAt('fullMonths', 'quarrystone') / 3) !== F.perUnit,
  'the per-unit figure changes with the wrong building or period',
);

// share of 2025 spending that went to property tax (both spellings: county/city and school tax)
const TAX = ['Property Tax', 'Taxes'];
F.tax25 = spent('lastYear', cats(TAX));
F.taxShare = pct(F.tax25, F.y25, 'tax share of 2025');
check(
  pctRaw(spent('lastYear', cats(['Property Tax'])), F.y25) !== F.taxShare &&
    Math.abs(spent('lastYear', cats(['Property Tax'])) - spent('lastYear', cats(['Taxes']))) > 0,
  'counting one tax spelling gives another share',
);
for (const c of TAX)
  check(rowsIn('lastYear', (x) => x.category === c).length >= 6, `both tax spellings used in 2025 (${c})`);

// expense-to-income ratio
F.ratio25 = pct(F.y25, incomeOf('lastYear'), 'expense ratio 2025');
F.ratioYtd = pct(F.ytd, incomeOf('thisYear'), 'expense ratio to date');
check(F.ratio25 !== F.ratioYtd, 'the two ratios differ');
// lowest expense-to-income ratio this year, by property
const ratios = KEYS.map((k) => ({ k, e: spentAt('thisYear', k), i: incomeOf('thisYear', k) }));
ratios.sort((a, b) => (lessRatio(a.e, a.i, b.e, b.i) ? -1 : 1));
check(lessRatio(ratios[0].e, ratios[0].i, ratios[1].e, ratios[1].i), 'no tie for the lowest ratio');
const bestRatio = ratios[0];
F.bestRatio = pct(bestRatio.e, bestRatio.i, 'lowest property ratio');
check(pctRaw(ratios[1].e, ratios[1].i) !== F.bestRatio, 'runner-up ratio differs');

// the duplex in 2025: months in the black and months in the red
const larkMonths = monthsOf(2025).map((mo) => ({ mo, v: netMonth(mo, 'larkspur') }));
check(
  larkMonths.every((x) => x.v !== 0),
  'no break-even month at the duplex',
);
const larkRed = larkMonths.filter((x) => x.v < 0);
const larkBlack = larkMonths.filter((x) => x.v > 0);
check(larkRed.length >= 2 && larkRed.length <= 4, 'two to four losing months at the duplex');
check(new Set(larkRed.map((x) => abbr(x.mo))).size === larkRed.length, 'losing months have distinct names');

// rent pace: January-October rent / 10 * 12, exactly
F.rentFull = rentIn('fullMonths');
F.pace = exactDiv(F.rentFull * 12, 10, 'rent pace');
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
check(
  F.pace !== rentRoll * 12 &&
    F.pace !== Math.round((rentIn('thisYear') / 11) * 12) &&
    F.pace !== rentIn('thisYear'),
  'the pace differs from rent roll x 12, to-date / 11 x 12 and to-date rent',
);

// HOA in 2025, both associations (both spellings)
const HOA = ['HOA dues', 'HOA'];
F.hoa25 = spent('lastYear', cats(HOA));
for (const c of HOA)
  check(
    spent('lastYear', cats([c])) > 0 && spent('lastYear', cats([c])) !== F.hoa25,
    `HOA spelling ${c} alone`,
  );
check(
  new Set(rowsIn('lastYear', cats(['HOA'])).map((x) => x.property)).size === 2,
  'the "HOA" spelling is used at both the condo and the townhouse',
);

// insurance per month, 2025
F.ins25 = spent('lastYear', cats(['Insurance']));
F.insMonth = exactDiv(F.ins25, 12, '2025 insurance / 12');
check(F.ins25 !== spent('thisYear', cats(['Insurance'])), 'insurance differs year to year');

// net 2025 portfolio, and the best and worst property
F.net25 = netAll('lastYear');
const net25 = rank(
  KEYS.map((k) => ({ k, v: netOf('lastYear', k) })),
  'net by property 2025',
);
check(net25.at(-1).v > 0, 'every property made money in 2025');

// top 3 vendors this year, and the property that cost the most
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
const vendorsYtd = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors this year',
);
check(VENDORS.length >= 25, `25+ vendors (${VENDORS.length})`);
const costYtd = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);

// the two cities this year
const cityYtd = Object.fromEntries(CITIES.map((c) => [c, spent('thisYear', (x) => inCity(c)(x.property))]));
const cityNet = Object.fromEntries(
  CITIES.map((c) => [c, total(KEYS.filter(inCity(c)).map((k) => netOf('thisYear', k)))]),
);
check(cityYtd.Ithaca !== cityYtd.Elmira && cityNet.Ithaca !== cityNet.Elmira, 'the cities differ');
check(
  cityNet.Ithaca + cityNet.Elmira === netAll('thisYear') && cityYtd.Ithaca + cityYtd.Elmira === F.ytd,
  'the cities add up',
);

// rent roll, deposits, what is owed, late payers
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== rentRoll, 'deposits held differ from the rent roll');
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
const pastRent = rentRoll + total(past.map((t) => cents(t.lease.rent)));
check(pastRent !== rentRoll, 'past leases would change the rent roll');
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(
  unpaid.length === 1 && partial.length === 1 && lateNov.length === 1,
  'November: one unpaid, one part, one late',
);
const owedNow = total(current.map(shortOf));
check(owedNow !== total(owing.map((t) => cents(t.lease.rent))), 'the part payment counts');
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
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v === 3 && lateCount[1].v < lateCount[0].v,
  'one tenant was late most often this year, 3 times',
);
const worstLate = ten[lateCount[0].k];
check(partial.includes(worstLate), 'the worst late payer is also the part payer of November');

// maintenance and documents
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['radiator', 'dehumidifier', 'exhaust', 'faucet', 'slider'];
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
const roofInvoice = P.documents.filter((d) => d.property === 'larkspur' && d.type === 'Invoice');
check(
  roofInvoice.length === 1 && roofInvoice[0].file.includes('roof'),
  'one invoice for Larkspur, the roofer',
);
for (const [k, v] of Object.entries(F)) if (typeof v === 'number') check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const INC = 'rent payments + other incomes';
const pastLast = past.map((t) => t.last_name);
const fmtMonths = (xs) => xs.map((x) => `${monthName(x.k ?? x.mo)} ${money(x.v)}`).join(', ');

ask('total expenses ytd, all 6 props?', [money(F.ytd)], 'total', `${ROWS}, 2026-01-01..${TODAY}`);
ask(
  'avg monthly expenses for 2025 (total ÷ 12)?',
  [money(F.avg25)],
  'average',
  `${ROWS} for 2025 = ${money(F.y25)}, divided by 12 (exact)`,
);
const idAvg = ask(
  'what do i average a month in expenses this yr? full months only, so jan–oct ÷ 10',
  [money(F.avgFull)],
  'average',
  `${ROWS} 2026-01-01..2026-10-31 = ${money(F.fullMonths)}, divided by 10 (exact); November is not complete`,
);
ask(
  'same basis for income, rent + other',
  [money(F.avgIncFull)],
  'follow_up',
  `${INC}, 2026-01-01..2026-10-31 = ${money(F.incFull)}, divided by 10 (exact)`,
  { follow_up_of: idAvg },
);
const idQ3 = ask('Q3 expenses, total', [money(F.q3)], 'total', `${ROWS}, 2026-07-01..2026-09-30`);
ask(
  'break that out by month',
  F.q3m.map(money),
  'follow_up',
  `expense rows by calendar month: ${Q3M.map((mo, i) => `${monthName(mo)} ${money(F.q3m[i])}`).join(', ')}`,
  { follow_up_of: idQ3 },
);
ask(
  'which month in 2025 had the highest spend, and how much',
  [abbr(spend25[0].k), money(spend25[0].v)],
  'month',
  `2025 expense rows by month; top: ${fmtMonths(spend25.slice(0, 3))} (January: county/city taxes on all six)`,
);
const idBest = ask(
  'best full month this yr for net cash flow (income − expenses)?',
  [abbr(bestMonth.k), money(bestMonth.v)],
  'month',
  `${INC} - expense rows by calendar month, January-October 2026; best ${fmtMonths([bestMonth])}; November so far (${money(netMonth(NOV))}) would not change it`,
);
ask(
  'and the worst?',
  [abbr(worstMonth.k), absMoney(worstMonth.v)],
  'follow_up',
  `lowest net month January-October 2026: ${fmtMonths([worstMonth])} (the tax bills); the roof month, August, is ${money(netMonth('2026-08'))}; loss as its absolute amount`,
  { follow_up_of: idBest },
);
const idNov = ask(
  "expenses this month so far vs nov '25?",
  [money(F.novExp), money(F.novExp25)],
  'comparison',
  `${ROWS}, 2026-11-01..${TODAY} vs November 2025 (nothing dated Nov 29-30, 2025)`,
);
ask(
  'and income, same comparison',
  [money(F.novInc), money(F.novInc25)],
  'follow_up',
  `${INC}, 2026-11-01..${TODAY} vs November 2025`,
  { follow_up_of: idNov },
);
const idCf = ask(
  'Quarrystone net cash flow per month in 2025? (2025 net ÷ 12)',
  [money(F.cfQuarry)],
  'cash_flow',
  `triplex 2025: income ${money(incomeOf('lastYear', 'quarrystone'))} - expenses ${money(spentAt('lastYear', 'quarrystone'))} = ${money(netOf('lastYear', 'quarrystone'))}, / 12 (exact)`,
);
ask(
  'same for the condo',
  [money(F.cfCondo)],
  'follow_up',
  `Sapsucker Ridge Unit 3B 2025: income ${money(incomeOf('lastYear', 'sapsucker'))} - expenses ${money(spentAt('lastYear', 'sapsucker'))} = ${money(netOf('lastYear', 'sapsucker'))}, / 12 (exact); vacant October 2025`,
  { follow_up_of: idCf },
);
ask(
  "quarrystone's 3 units — cost per unit ytd?",
  [money(F.perUnit)],
  'per_unit',
  `triplex expense rows 2026-01-01..${TODAY} = ${money(spentAt('thisYear', 'quarrystone'))}, / 3 (exact)`,
);
ask(
  'what share of 2025 spending was property tax? school tax incl. 1 decimal',
  [F.taxShare],
  'share',
  `categories "Property Tax" and "Taxes" in 2025 = ${money(F.tax25)} of ${money(F.y25)}; the county/city and school bills are split across both spellings`,
);
const idRatio = ask(
  'expense-to-income ratio for 2025, whole portfolio, as a % to 1 decimal',
  [F.ratio25],
  'ratio',
  `2025 expenses ${money(F.y25)} / 2025 income ${money(incomeOf('lastYear'))}`,
);
ask(
  'ytd?',
  [F.ratioYtd],
  'follow_up',
  `2026 to date: expenses ${money(F.ytd)} / income ${money(incomeOf('thisYear'))}`,
  { follow_up_of: idRatio },
);
ask(
  'which prop has the lowest expense-to-income ratio ytd, and what is it (1 decimal)',
  [STREET[bestRatio.k], F.bestRatio],
  'ratio',
  `2026 to date by property: ${ratios.map((x) => `${STREET[x.k]} ${money(x.e)}/${money(x.i)}`).join('; ')}`,
);
ask(
  'how many months in 2025 was the Larkspur duplex in the black? which ones werent',
  larkRed.map((x) => abbr(x.mo)),
  'month',
  `duplex net by calendar month of 2025: ${larkBlack.length} positive, losing months ${larkRed.map((x) => `${monthName(x.mo)} ${money(x.v)}`).join(', ')}; the count is in the note only`,
);
ask(
  '2026 rent run-rate: jan–oct rent, avg × 12?',
  [money(F.pace)],
  'pace',
  `rent payments 2026-01-01..2026-10-31 = ${money(F.rentFull)}, / 10 x 12 (exact); not the rent roll x 12 (${money(rentRoll * 12)})`,
);
ask(
  'HOA total for 2025, both associations',
  [money(F.hoa25)],
  'category',
  `categories "HOA dues" and "HOA" in 2025: condo dues, condo special assessment, townhouse quarterly dues`,
);
ask(
  'what was insurance running me per month in 2025? premiums ÷ 12',
  [money(F.insMonth)],
  'average',
  `category Insurance, 2025 = ${money(F.ins25)} (six annual policies), / 12 (exact)`,
);
ask('net for 2025, all props?', [money(F.net25)], 'net', `${INC} - expense rows, 2025`);
ask(
  'best and worst property by 2025 net',
  [STREET[net25[0].k], money(net25[0].v), STREET[net25.at(-1).k], money(net25.at(-1).v)],
  'ranking',
  `2025 net by property: ${net25.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
);
ask(
  'top 3 vendors ytd by $',
  vendorsYtd.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendorsYtd
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  "which property's cost me the most ytd",
  [STREET[costYtd[0].k], money(costYtd[0].v)],
  'ranking',
  `expense rows by property 2026: ${costYtd.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')} (the roof)`,
);
const idCity = ask(
  'ithaca vs elmira, spend ytd',
  [money(cityYtd.Ithaca), money(cityYtd.Elmira)],
  'comparison',
  'expense rows by city, 2026 to date',
);
ask(
  'net?',
  [money(cityNet.Ithaca), absMoney(cityNet.Elmira)],
  'follow_up',
  `keeps 2026 to date and the two cities: Ithaca ${money(cityNet.Ithaca)}, Elmira ${money(cityNet.Elmira)}`,
  { follow_up_of: idCity },
);
ask(
  'rent roll rn — total monthly rent on current leases',
  [money(rentRoll)],
  'lease',
  `sum of rents on the ${current.length} current leases (past leases not counted: ${money(pastRent)} with them)`,
);
ask('total security deposits held', [money(deposits)], 'deposits', 'sum of deposits on current leases');
ask(
  'who still owes me for nov',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}; ${lateNov.map(name).join(', ')} paid late but in full`,
  { forbid: pastLast },
);
ask(
  'total rent outstanding right now',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'leases ending in the next 90 days?',
  in90.map((t) => t.last_name),
  'lease',
  `current leases ending by ${plusDays(TODAY, 90)}: ${in90.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}; the next is ${name(nextAfter)} ${nextAfter.lease.end}`,
  { forbid: [nextAfter.last_name] },
);
ask(
  "who's been late the most this yr",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
const idOpen = ask(
  'open maintenance items?',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those havent been started',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'pull up the roof invoice for larkspur',
  [roofInvoice[0].file],
  'documents',
  'the Invoice document at Larkspur Street',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('where are ithaca rents headed in 2027', 'market forecast');
outOfScope("what's the 30-yr mortgage rate doing this week", 'interest rates');
outOfScope('can i turn down a tenant w/ a housing voucher in NY', 'legal advice');

check(Q.length === 40, `40 questions (${Q.length})`);
const fu = Q.filter((x) => x.follow_up_of !== undefined).length;
check(fu >= 7 && fu <= 9, `about 8 follow-ups (${fu})`);
const qid = (i) => `lb78-${String(i + 1).padStart(2, '0')}`;
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
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
  // "May" would match "may" in any reply
  check(!o.expected.includes('May'), `${o.id} expects "May"`);
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
// a money figure expected by one question should not be the answer to another
const figs = out.flatMap((o) => o.expected.filter((s) => s.startsWith('$')).map((s) => [s, o.id]));
for (const [s, id] of figs)
  check(figs.filter(([t]) => t === s).length === 1, `figure ${s} (${id}) is expected by two questions`);

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
