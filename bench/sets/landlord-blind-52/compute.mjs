// Works out the expected answers for landlord-blind-52 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-52/compute.mjs
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

// ---------- averages and percents, rounded half away from zero ----------
// An average of integer cents, rounded to the cent. The exact half cent is refused, so that every
// reasonable rounding gives the same figure.
function avg(c, n, what) {
  check(n > 0 && c >= 0, `average of nothing: ${what}`);
  check(2 * (c % n) !== n, `average lands on a half cent: ${what}`);
  return Math.round(c / n);
}
// a ratio a/b as a percent to one decimal ("12.3%"); the figure must sit well away from a rounding edge
// (at least 0.02 of a tenth) so that rounding from slightly different arithmetic gives the same answer
function percentOf(a, b, what) {
  check(b > 0, `percent of zero: ${what}`);
  const tenths = (Math.abs(a) * 1000) / b;
  const frac = tenths - Math.floor(tenths);
  check(Math.abs(frac - 0.5) > 0.02, `percent near a rounding edge: ${what} (${tenths})`);
  const r = Math.round(tenths);
  // a whole percent would be written "53%" as often as "53.0%", so the data avoids it
  check(r % 10 !== 0, `percent is a whole number: ${what}`);
  return `${Math.floor(r / 10)}.${r % 10}%`;
}
// percent change from `from` to `to`, as its absolute value (the note says up or down)
const change = (to, from, what) => percentOf(to - from, from, what);

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
const BOOKS_START = '2025-01-01';
const MONTH_NAMES = [
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
const monthName = (ym) => MONTH_NAMES[Number(ym.slice(5)) - 1];
const lastDay = (ym) => {
  const [y, m] = ym.split('-').map(Number);
  return `${ym}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const monthSpan = (ym) => [`${ym}-01`, lastDay(ym) < TODAY ? lastDay(ym) : TODAY];
const monthsOf = (year, lastMonth = 12) =>
  Array.from({ length: lastMonth }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
const PERIODS = {
  all: [BOOKS_START, TODAY],
  y2025: ['2025-01-01', '2025-12-31'],
  y2026: ['2026-01-01', TODAY],
  sep26: monthSpan('2026-09'),
  oct26: monthSpan('2026-10'),
  janOct25: ['2025-01-01', '2025-10-31'],
  janOct26: ['2026-01-01', '2026-10-31'],
  h1of25: ['2025-01-01', '2025-06-30'],
  h2of25: ['2025-07-01', '2025-12-31'],
  q2of26: ['2026-04-01', '2026-06-30'],
  q3of26: ['2026-07-01', '2026-09-30'],
  janJun26: ['2026-01-01', '2026-06-30'],
  // "the last six full months": the six complete months before this one
  last6: ['2026-05-01', '2026-10-31'],
  // the same stretch of 2025 as 2026 so far, used only to check the ranking does not depend on the reading
  ytd25: ['2025-01-01', '2025-11-27'],
};
const inSpan = (date, [a, b]) => date >= a && date <= b;
const within = (date, p) => inSpan(date, PERIODS[p]);
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

// the vocabularies of landlord-blind-13 (this set uses one spelling per kind of cost, a subset of them)
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
// spellings this set leaves out, so that "repairs", "HOA" and "property tax" each mean one category
const UNUSED_SPELLINGS = ['HOA', 'yard', 'Yard', 'Repairs & maint', 'Taxes'];
const STATUSES = ['Pending', 'In Progress', 'Completed'];
const DOCUMENT_TYPES = ['Lease', 'Receipt', 'Invoice', 'Insurance'];
// cities named in landlord-blind-13 (its own and those it lists as used earlier); this set's two cities are new
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

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, '5 to 7 properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < BOOKS_START, `bought before the books start ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(['Lawton', 'Norman'].includes(p.city) && p.state === 'OK', `city ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
check(new Set(P.properties.map((p) => p.property_type)).size >= 4, 'mixed property types');
check(new Set(P.properties.map((p) => p.city)).size === 2, 'both cities used');
// the short street names the questions use must each pick out one property
const STREET = {
  tallgrass: 'Tallgrass',
  cottonmill: 'Cottonmill',
  redbud: 'Redbud',
  wrenfield: 'Wrenfield',
  pecan: 'Pecan Hollow',
  quarry: 'Quarry Flats',
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
  check(t.email.endsWith('@example.com'), `email ${t.key}`);
  check(/^\d{3}-555-01\d\d$/.test(t.phone_number), `phone ${t.key}`);
  check(
    P.tenants.filter((u) => u.phone_number.slice(4) === t.phone_number.slice(4)).length === 1,
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
check(P.expenses.length >= 120, `120+ expense rows (${P.expenses.length})`);
for (const x of P.expenses)
  check(
    hasKeys(x, SHAPE.expense) &&
      prop[x.property] &&
      isDate(x.date) &&
      within(x.date, 'all') &&
      isMoney(x.amount) &&
      EXPENSE_CATEGORIES.includes(x.category) &&
      !UNUSED_SPELLINGS.includes(x.category),
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
const isLate = (x) => {
  const t = ten[x.tenant];
  return Number(x.date.slice(8)) > t.lease.due_day + t.lease.grace_period_days;
};
const lateFees = P.incomes.filter((x) => x.category === 'Late Fee');
for (const t of P.tenants) {
  const months = bookedMonths(t);
  check(
    P.payments.filter((x) => x.tenant === t.key).every((x) => months.includes(month(x.date))),
    `${t.key}: payments only in booked lease months`,
  );
  for (const mo of months) {
    const ps = paymentsIn(t, mo);
    check(ps.length <= 1, `${t.key} ${mo}: one payment a month`);
    if (mo !== NOV) check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} paid in full`);
    const late = ps.some(isLate);
    // a late payment is always a full one and always has its late fee, and nothing else has one
    if (late) check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo}: a late payment is in full`);
    const fees = lateFees.filter((x) => x.entity === name(t) && month(x.date) === mo);
    check(fees.length === (late ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
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
check(past.length >= 3, 'past leases on record');
check(
  P.tenants.every((t) => t.lease.start <= TODAY),
  'no signed future lease (every lease has begun)',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co), 'the company lease is current');
const residential = current.filter((t) => t !== co);
// every residential unit is let today: one current lease per single home, condo and townhouse, three at the triplex
for (const p of P.properties.filter((q) => q.property_type !== 'Commercial'))
  check(
    current.filter((t) => t.property === p.key).length === (p.property_type === 'Multi-Family' ? 3 : 1),
    `every unit let at ${p.key}`,
  );
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paymentsIn(t, NOV).some(isLate));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
const owedNow = total(current.map(shortOf));

// ---------- sums ----------
const rowsIn = (span, f = () => true) => P.expenses.filter((x) => inSpan(x.date, span) && f(x));
const spentIn = (span, f) => total(rowsIn(span, f).map((x) => cents(x.amount)));
const spent = (p, f) => spentIn(PERIODS[p], f);
const rentInSpan = (span, f = () => true) =>
  total(P.payments.filter((x) => inSpan(x.date, span) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const rentIn = (p, f) => rentInSpan(PERIODS[p], f);
const otherInSpan = (span, f = () => true) =>
  total(P.incomes.filter((x) => inSpan(x.date, span) && f(x)).map((x) => cents(x.amount)));
const incomeIn = (p) => rentIn(p) + otherInSpan(PERIODS[p]);
const at = (key) => (x) => x.property === key;
const cats = (cs) => (x) => cs.includes(x.category);
const vendor = (v) => (x) => x.entity === v;
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const F = {};

// month over month: October against September 2026
F.sep = spent('sep26');
F.oct = spent('oct26');
const momPct = change(F.oct, F.sep, 'Oct vs Sep');
const momDir = F.oct > F.sep ? 'up' : 'down';
// year over year, the same ten months
F.jo25 = spent('janOct25');
F.jo26 = spent('janOct26');
const yoyPct = change(F.jo26, F.jo25, 'Jan-Oct expenses yoy');
F.rjo25 = rentIn('janOct25');
F.rjo26 = rentIn('janOct26');
const rentYoyPct = change(F.rjo26, F.rjo25, 'Jan-Oct rent yoy');
check(F.rjo26 > F.rjo25, 'rent is up year over year');
// 2025, a full year on the books
F.y2025 = spent('y2025');
F.avgMonth25 = avg(F.y2025, 12, '2025 monthly average');
const perProp25 = KEYS.map((k) => ({ k, v: avg(spent('y2025', at(k)), 12, `2025 monthly average ${k}`) }));
rank(perProp25, '2025 monthly averages by property');
F.avgPropMonth25 = avg(F.y2025, 12 * KEYS.length, '2025 per property per month');
check(new Set([F.avgMonth25, F.avgPropMonth25, ...perProp25.map((x) => x.v)]).size === 8, 'averages differ');
// highest and lowest months
const months25 = rank(
  monthsOf(2025).map((k) => ({ k, v: spentIn(monthSpan(k)) })),
  'months of 2025',
);
const hi25 = months25[0];
const lo25 = months25.at(-1);
check(![hi25.k, lo25.k].some((k) => monthName(k) === 'May'), 'no expected month is May (a common word)');
const months26 = rank(
  monthsOf(2026, 11).map((k) => ({ k, v: spentIn(monthSpan(k)) })),
  'months of 2026',
);
const hi26 = months26[0];
check(hi26.k !== NOV && monthName(hi26.k) !== 'May', 'the priciest 2026 month is a finished one, not May');
// the typical repair bill: the mean of the rows in category Repairs
const repairRows = (p) => rowsIn(PERIODS[p], cats(['Repairs']));
F.repairAvg26 = avg(spent('y2026', cats(['Repairs'])), repairRows('y2026').length, 'repair average 2026');
F.repairAvg25 = avg(spent('y2025', cats(['Repairs'])), repairRows('y2025').length, 'repair average 2025');
check(F.repairAvg26 !== F.repairAvg25, 'repair averages differ');
// halves of 2025
F.h1 = spent('h1of25');
F.h2 = spent('h2of25');
const halvesPct = change(F.h2, F.h1, 'H2 vs H1 2025');
const halvesDir = F.h2 > F.h1 ? 'up' : 'down';
// which property's costs rose the most: all of 2025 against 2026 so far
const rises = rank(
  KEYS.map((k) => ({ k, v: spent('y2026', at(k)) - spent('y2025', at(k)) })),
  'rise by property',
);
const riser = rises[0];
check(riser.v > 0, 'the top riser rose');
const risePct = rank(
  KEYS.map((k) => ({ k, v: (spent('y2026', at(k)) - spent('y2025', at(k))) / spent('y2025', at(k)) })),
  'rise by property in percent',
);
const riseSame = rank(
  KEYS.map((k) => ({ k, v: spent('y2026', at(k)) - spent('ytd25', at(k)) })),
  'rise by property, same stretch of 2025',
);
check(
  risePct[0].k === riser.k && riseSame[0].k === riser.k,
  'the same property rises most in dollars, in percent and against the same stretch of 2025',
);
// share of income that went to expenses
F.inc25 = incomeIn('y2025');
F.inc26 = incomeIn('y2026');
const share25 = percentOf(F.y2025, F.inc25, 'expense share 2025');
F.y2026 = spent('y2026');
const share26 = percentOf(F.y2026, F.inc26, 'expense share 2026');
check(share25 !== share26, 'the two shares differ');
// average rent per residential unit
check(residential.length === 7, 'seven residential leases');
F.avgRent = avg(total(residential.map((t) => cents(t.lease.rent))), residential.length, 'average rent');
F.avgRentAll = avg(total(current.map((t) => cents(t.lease.rent))), current.length, 'average rent with shop');
// late payments by year (each with its late fee)
const lateIn = (year) => P.payments.filter((x) => x.date.startsWith(year) && isLate(x)).length;
const late25 = lateIn('2025');
const late26 = lateIn('2026');
check(late25 === lateFees.filter((x) => x.date.startsWith('2025')).length, 'late fees 2025 match');
check(late26 === lateFees.filter((x) => x.date.startsWith('2026')).length, 'late fees 2026 match');
check(late25 !== late26 && late25 >= 10 && late26 >= 10, 'two different two-digit late counts');
// running total and six-month averages
F.janJun26 = spent('janJun26');
F.last6 = spent('last6');
F.avgLast6 = avg(F.last6, 6, 'last six months');
F.avgLast6Cm = avg(spent('last6', at('cottonmill')), 6, 'last six months at Cottonmill');
// insurance year over year (every property renews once a year, before today in both years)
for (const k of KEYS)
  for (const p of ['y2025', 'y2026'])
    check(
      rowsIn(PERIODS[p], (x) => x.property === k && x.category === 'Insurance').length === 1,
      `one renewal ${k} ${p}`,
    );
F.ins25 = spent('y2025', cats(['Insurance']));
F.ins26 = spent('y2026', cats(['Insurance']));
const insPct = change(F.ins26, F.ins25, 'insurance yoy');
check(F.ins26 > F.ins25, 'insurance went up');
// the water and trash bill at the triplex, this year
const waterRows = rowsIn(PERIODS.y2026, (x) => x.property === 'cottonmill' && x.category === 'Utilities');
check(
  waterRows.length === 11 && new Set(waterRows.map((x) => x.entity)).size === 1,
  'eleven water bills this year',
);
F.water = avg(total(waterRows.map((x) => cents(x.amount))), waterRows.length, 'water average');
// the average bill from the Lawton HVAC firm, all time
const WMH = 'Wichita Mountain Heating & Air';
const wmhRows = rowsIn(PERIODS.all, vendor(WMH));
check(new Set(wmhRows.map((x) => x.category)).size >= 3, 'the HVAC firm bills under several categories');
F.wmhAvg = avg(total(wmhRows.map((x) => cents(x.amount))), wmhRows.length, 'HVAC firm average');
check(
  VENDORS.filter((v) => lower(v).includes('wichita mountain')).length === 1,
  'one Wichita Mountain vendor',
);
// quarter over quarter
F.q2 = spent('q2of26');
F.q3 = spent('q3of26');
const qoqPct = change(F.q3, F.q2, 'Q3 vs Q2');
const qoqDir = F.q3 > F.q2 ? 'up' : 'down';
// the triplex's share of 2025 rent
F.rent25 = rentIn('y2025');
F.rentCm25 = rentIn('y2025', (t) => t.property === 'cottonmill');
const cmShare = percentOf(F.rentCm25, F.rent25, 'Cottonmill share of 2025 rent');
// the best month this year, net
const net26 = rank(
  monthsOf(2026, 11).map((k) => {
    const span = monthSpan(k);
    return { k, v: rentInSpan(span) + otherInSpan(span) - spentIn(span) };
  }),
  'net by month 2026',
);
const bestNet = net26[0];
check(bestNet.k !== NOV && monthName(bestNet.k) !== 'May' && bestNet.k !== hi26.k, 'best net month');

// ---------- the plainer questions ----------
const CT = 'Crosstimbers Painting';
F.ct = spent('all', vendor(CT));
check(
  KEYS.every((k) => spent('all', (x) => x.property === k && x.category === 'Turnover') !== F.ct),
  'the painter total is not a turnover total',
);
const byEnd = [...current].sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1));
check(byEnd[0].lease.end < byEnd[1].lease.end, 'one lease ends first');
const nextEnd = byEnd[0];
const beforeMarch = current.filter((t) => t.lease.end <= '2027-02-28');
const justAfter = current.filter((t) => t.lease.end > '2027-02-28' && t.lease.end <= '2027-03-31');
check(beforeMarch.length === 3 && justAfter.length === 1, 'three leases end before March, one in March');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
const wrenTenant = current.filter((t) => t.property === 'wrenfield');
check(wrenTenant.length === 1, 'one tenant at Wrenfield');
const townInsurance = P.documents.filter(
  (d) => d.type === 'Insurance' && prop[d.property].property_type === 'Townhouse',
);
check(townInsurance.length === 1, 'one insurance document for the townhouse');
F.laundry26 = otherInSpan(PERIODS.y2026, (x) => x.category === 'Laundry');
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['gutter', 'fan', 'sliding', 'slab', 'deadbolt'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const inProgress = open.filter((m) => m.status === 'In Progress');
const PROGRESS_WORDS = OPEN_WORDS.filter((w) => inProgress.some((m) => lower(m.title).includes(w)));
check(PROGRESS_WORDS.length === 2, 'two requests in progress');
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const PCT = 'percent to one decimal, rounded half up, expected without its sign';
const pastLast = past.map((t) => t.last_name);
const my = (k) => `${monthName(k)} ${k.slice(0, 4)}`;

ask(
  'sept vs oct spending, did it go up or down and by what %?',
  [money(F.oct), money(F.sep), momPct],
  'trend',
  `${ROWS}, October 2026 (${money(F.oct)}) against September 2026 (${money(F.sep)}); change = (Oct - Sep) / Sep, ${momDir}; ${PCT}`,
);
const idYoy = ask(
  'jan thru oct this year vs jan thru oct last year, total expenses. whats the % change',
  [money(F.jo26), money(F.jo25), yoyPct],
  'trend',
  `${ROWS}, 2026-01-01..2026-10-31 against 2025-01-01..2025-10-31; change = (2026 - 2025) / 2025, ${F.jo26 > F.jo25 ? 'up' : 'down'}; ${PCT}`,
);
ask(
  'same comparison but for rent coming in?',
  [money(F.rjo26), money(F.rjo25), rentYoyPct],
  'follow_up',
  `keeps January-October of each year; rent payments only (no late fees, laundry or other income), 2026 against 2025, up; ${PCT}`,
  { follow_up_of: idYoy },
);
const idAvg25 = ask(
  'what did i average per month in expenses in 2025, everything together',
  [money(F.avgMonth25)],
  'average',
  `${ROWS} dated 2025 (${money(F.y2025)}) / 12, rounded to the cent`,
);
ask(
  'and per property?',
  perProp25.map((x) => money(x.v)),
  'follow_up',
  `keeps 2025 and the monthly average; each property's 2025 expense rows / 12, rounded to the cent: ${perProp25
    .map((x) => `${STREET[x.k]} ${money(x.v)}`)
    .join(', ')}`,
  { follow_up_of: idAvg25 },
);
const idHiLo = ask(
  'what was my most expensive month last year, and the cheapest?',
  [monthName(hi25.k), money(hi25.v), monthName(lo25.k), money(lo25.v)],
  'ranking',
  `${ROWS} by calendar month of 2025; highest ${my(hi25.k)}, lowest ${my(lo25.k)}; next highest ${my(months25[1].k)} ${money(months25[1].v)}`,
);
ask(
  'and the worst month so far in 2026?',
  [monthName(hi26.k), money(hi26.v)],
  'follow_up',
  `${ROWS} by calendar month, January to November 2026; highest ${my(hi26.k)} (the roof); next ${my(months26[1].k)} ${money(months26[1].v)}`,
  { follow_up_of: idHiLo },
);
const idRep = ask(
  'whats a typical repair bill running me this year, like the avg per repair',
  [money(F.repairAvg26)],
  'average',
  `rows in category "Repairs" dated 2026 (${repairRows('y2026').length} rows, ${money(spent('y2026', cats(['Repairs'])))}), mean rounded to the cent; HVAC tune-ups and capital improvements (roof, compressor, water heater) are other categories`,
);
ask(
  'what about last year?',
  [money(F.repairAvg25)],
  'follow_up',
  `the same for 2025 (${repairRows('y2025').length} rows, ${money(spent('y2025', cats(['Repairs'])))}), mean rounded to the cent`,
  { follow_up_of: idRep },
);
ask(
  'how did the first half of 2025 compare to the second half on spending? give me the %',
  [money(F.h1), money(F.h2), halvesPct],
  'trend',
  `${ROWS}, 2025-01-01..2025-06-30 against 2025-07-01..2025-12-31; change = (H2 - H1) / H1, ${halvesDir}; ${PCT}`,
);
ask(
  'comparing all of 2025 with 2026 so far, which place had the biggest jump in costs and how much',
  [STREET[riser.k], money(riser.v)],
  'ranking',
  `for each property, ${ROWS} 2026-01-01..today minus ${ROWS} of all 2025; highest ${STREET[riser.k]}, next ${STREET[rises[1].k]} (${rises[1].v >= 0 ? 'up' : 'down'} ${money(Math.abs(rises[1].v))}); the same property also rises most in percent and against 2025-01-01..2025-11-27 (by ${money(riseSame[0].v)} on that reading)`,
);
const idShare = ask(
  'what % of my income got eaten by expenses in 2025',
  [share25],
  'share',
  `${ROWS} dated 2025 (${money(F.y2025)}) / income dated 2025 = rent payments + other incomes (${money(F.inc25)}); ${PCT}`,
);
ask(
  'and this year so far?',
  [share26],
  'follow_up',
  `the same for 2026-01-01..today: ${money(F.y2026)} / ${money(F.inc26)} (income includes the hail claim payment, under Other); ${PCT}`,
  { follow_up_of: idShare },
);
ask(
  'avg rent per unit right now? leave the shop out of it',
  [money(F.avgRent)],
  'average',
  `mean rent of the ${residential.length} current residential leases (every unit is let), rounded to the cent; with the shop it would be ${money(F.avgRentAll)}`,
  { forbid: [money(F.avgRentAll)] },
);
const idLate = ask(
  'how many late rent payments did i get in 2025',
  [String(late25)],
  'count',
  'rent payments dated 2025 made after the due day + grace days (each has a late fee); every late payment was in full',
);
ask(
  'and this year?',
  [String(late26)],
  'follow_up',
  'the same for payments dated 2026, November included (one late payment this month)',
  { follow_up_of: idLate },
);
ask(
  'running total on expenses for 2026 thru the end of june?',
  [money(F.janJun26)],
  'total',
  `${ROWS}, 2026-01-01..2026-06-30`,
);
const idSix = ask(
  'avg monthly spend over the last 6 full months?',
  [money(F.avgLast6)],
  'average',
  `${ROWS}, 2026-05-01..2026-10-31 (the six complete months before November; ${money(F.last6)}) / 6, rounded to the cent`,
);
ask(
  'just cottonmill for that same stretch?',
  [money(F.avgLast6Cm)],
  'follow_up',
  `keeps May-October 2026; the triplex's ${ROWS} (${money(spent('last6', at('cottonmill')))}) / 6, rounded to the cent`,
  { follow_up_of: idSix },
);
ask(
  'how much did my insurance premiums go up this year vs last, in %',
  [money(F.ins26), money(F.ins25), insPct],
  'trend',
  `category Insurance, 2026 against 2025 (one renewal per property each year, all before today); change = (2026 - 2025) / 2025, up; ${PCT}`,
);
ask(
  'going by last year, what does the average property cost me per month?',
  [money(F.avgPropMonth25)],
  'average',
  `${ROWS} dated 2025 (${money(F.y2025)}) / 12 months / ${KEYS.length} properties (all owned the whole year), rounded to the cent`,
);
ask(
  'avg water & trash bill at cottonmill this year?',
  [money(F.water)],
  'average',
  `Utilities rows at the triplex dated 2026 (${waterRows.length} monthly bills, ${money(total(waterRows.map((x) => cents(x.amount))))}), mean rounded to the cent`,
);
ask(
  'whats the average invoice from wichita mountain heating',
  [money(F.wmhAvg)],
  'average',
  `all rows whose entity is "${WMH}", all time (${wmhRows.length} rows, ${money(total(wmhRows.map((x) => cents(x.amount))))}, under HVAC, Repairs and Capital improvement), mean rounded to the cent`,
);
ask(
  'q3 vs q2 this year, expenses, % change?',
  [money(F.q3), money(F.q2), qoqPct],
  'trend',
  `${ROWS}, 2026-07-01..2026-09-30 against 2026-04-01..2026-06-30; change = (Q3 - Q2) / Q2, ${qoqDir}; ${PCT}`,
);
ask(
  'what share of my 2025 rent came from the cottonmill triplex?',
  [cmShare],
  'share',
  `rent payments for the triplex's tenants dated 2025 (${money(F.rentCm25)}) / all rent payments dated 2025 (${money(F.rent25)}); ${PCT}`,
);
ask(
  'which month this year did i clear the most, net',
  [monthName(bestNet.k), money(bestNet.v)],
  'ranking',
  `for each month of 2026 (January to November), rent payments + other incomes - ${ROWS} dated in it; highest ${my(bestNet.k)} (the hail claim payment); next ${my(net26[1].k)} ${money(net26[1].v)}`,
);
ask(
  "who's behind on rent right now",
  owing.map((t) => t.last_name),
  'payments',
  `current leases short for November: nothing paid ${unpaid.map((t) => t.last_name).join(', ')}; part paid ${partial.map((t) => t.last_name).join(', ')}; every earlier booked month is paid in full`,
  { forbid: pastLast },
);
ask(
  'how much am i owed total',
  [money(owedNow)],
  'payments',
  "for each current lease, November's rent minus November's payments (never below zero), summed",
);
ask(
  'how much have i paid crosstimbers all told',
  [money(F.ct)],
  'vendor',
  `all rows whose entity is "${CT}", all time`,
);
const idEnd = ask(
  'whose lease is up next',
  [nextEnd.last_name],
  'lease',
  `current lease with the earliest end (${nextEnd.lease.end}); the next is ${byEnd[1].last_name}'s`,
);
ask(
  'which leases end before march then',
  beforeMarch.map((t) => t.last_name),
  'follow_up',
  `current leases ending by 2027-02-28; ${justAfter.map((t) => `${t.last_name}'s ends ${t.lease.end}`).join(', ')}`,
  { follow_up_of: idEnd, forbid: justAfter.map((t) => t.last_name) },
);
const idOpen = ask(
  'whats still open on maintenance',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those has someone actually started on',
  PROGRESS_WORDS,
  'follow_up',
  `In Progress: ${inProgress.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'total deposits im sitting on',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (past tenants excluded)',
);
ask(
  'whats the number for my wrenfield tenant',
  [wrenTenant[0].phone_number.slice(4)],
  'tenant',
  `${name(wrenTenant[0])}, ${wrenTenant[0].phone_number} (the exchange and line are checked)`,
);
ask(
  'do i have the townhouse insurance paperwork uploaded? whats the file',
  [townInsurance[0].file],
  'documents',
  'the Insurance document at Pecan Hollow Way (the townhouse)',
);
ask(
  'laundry money this year?',
  [money(F.laundry26)],
  'income',
  'Laundry incomes dated 2026 (quarterly coin-laundry commission at the triplex)',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is norman gonna get hit with hail again next spring', 'weather');
outOfScope('what % are lawton rents likely to rise next year', 'market forecast');
outOfScope(
  'how many days notice does oklahoma law say i have to give ferreira if i dont renew',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb52-${String(i + 1).padStart(2, '0')}`;
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
