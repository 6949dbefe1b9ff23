// Works out the expected answers for landlord-blind-62 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run from the repository root: node bench/sets/landlord-blind-62/compute.mjs
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
// a check that fails can leave a later step without its data; report the failures so far, never write
process.on('uncaughtException', (e) => {
  console.error(`CHECKS FAILED:\n${[...failures, `stopped: ${e.message}`].map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
});

const cents = (x) => Math.round(x * 100);
const money = (c) => {
  const a = Math.abs(c);
  const s = `$${Math.floor(a / 100).toLocaleString('en-US')}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
// the substring a reply must contain: whole dollars are expected without cents, so "$1,650" and "$1,650.00"
// both pass; a loss is expected as its absolute amount, so "-$5.00", "($5.00)" and "lost $5.00" all pass
const m = (c) => {
  const a = Math.abs(c);
  return a % 100 === 0 ? `$${(a / 100).toLocaleString('en-US')}` : money(a);
};
const total = (xs) => xs.reduce((a, b) => a + b, 0);

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
const BOOKS_START = '2025-01-01';
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
const PERIODS = {
  all: [BOOKS_START, TODAY],
  ytd: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  // "the same point last year": 2025-01-01 through 2025-11-27
  ytdLastYear: ['2025-01-01', '2025-11-27'],
  q3: ['2026-07-01', '2026-09-30'],
  q3LastYear: ['2025-07-01', '2025-09-30'],
  nov: ['2026-11-01', TODAY],
  // T12 is read several ways; every T12 question is checked to give the same figure under each of them
  t12: [plusDays(TODAY, -364), TODAY], // the 365 days ending today
  t12Wide: [plusDays(TODAY, -365), TODAY], // a year ago today through today
  t12Months: ['2025-12-01', TODAY], // December 2025 through November 2026 to date
  t12Closed: ['2025-11-01', '2026-10-31'], // the last twelve closed months
};
const T12S = ['t12', 't12Wide', 't12Months', 't12Closed'];
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const month = (d) => d.slice(0, 7);
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
const CITIES = ['Lakeland', 'Ocala'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 6 && P.properties.length <= 8, 'six to eight properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'FL', `city ${p.key} is Lakeland or Ocala, FL`);
  check(/^3\d{4}$/.test(p.zipCode), `zip ${p.key}`);
}
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length >= 3, `three or more properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  tangerine: 'Tangerine',
  kestrel: 'Kestrel',
  palmetto: 'Palmetto',
  wisteria: 'Wisteria',
  silverspur: 'Silver Spur',
  brickyard: 'Brickyard',
  cypress: 'Cypresswood',
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
const PHONE = /^\d{3}-555-01\d\d$/;
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(t.email.endsWith('@example.com') && PHONE.test(t.phone_number), `invented contact ${t.key}`);
  check(t.lease.start >= prop[t.property].purchase_date, `lease after purchase ${t.key}`);
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
for (const mr of P.maintenance)
  check(
    hasKeys(mr, SHAPE.maintenance) && prop[mr.property] && STATUSES.includes(mr.status),
    `maintenance ${mr.title}`,
  );
for (const s of STATUSES)
  check(
    P.maintenance.some((mr) => mr.status === s),
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
  let [y, mo] = t.lease.start.split('-').map(Number);
  for (;;) {
    const k = `${y}-${String(mo).padStart(2, '0')}`;
    if (`${k}-01` > TODAY || `${k}-01` > t.lease.end) break;
    if (`${k}-01` >= BOOKS_START) out.push(k);
    mo += 1;
    if (mo > 12) [y, mo] = [y + 1, 1];
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
check(
  future.length === 0,
  'no signed lease waiting to start (deposits held and the rent roll are unambiguous)',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(
  company.length === 1 && prop[company[0].property].property_type === 'Commercial',
  'one company tenant, at the commercial property',
);
const co = company[0];
check(current.includes(co), 'the company lease is current');
const residential = current.filter((t) => t !== co);

// occupancy: exactly one property has no current lease, and it became empty when its last lease ended
const KEYS = P.properties.map((p) => p.key);
const vacantKeys = KEYS.filter((k) => !current.some((t) => t.property === k));
check(vacantKeys.length === 1 && vacantKeys[0] === 'wisteria', `one vacant property (${vacantKeys})`);
const VACANT = vacantKeys[0];
const lastThere = P.tenants
  .filter((t) => t.property === VACANT)
  .sort((a, b) => (a.lease.end < b.lease.end ? 1 : -1))[0];
const emptySince = plusDays(lastThere.lease.end, 1);
check(emptySince > '2026-09-01' && emptySince < TODAY, 'the vacancy began this autumn');
check(
  current.filter((t) => t.property === 'kestrel').length === 2,
  'both duplex units are let (the duplex is not the vacancy)',
);
PERIODS.sinceEmpty = [emptySince, TODAY];

// the months of 2026 with no lease at Tangerine: one gap month between two tenants
const leasedAt = (key, mo) =>
  P.tenants.some((t) => t.property === key && month(t.lease.start) <= mo && month(t.lease.end) >= mo);
const tangerineGap = Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`).filter(
  (mo) => !leasedAt('tangerine', mo),
);
check(tangerineGap.length === 1, `one empty month at Tangerine in 2026 (${tangerineGap})`);
const gapMonthName = MONTH_NAMES[Number(tangerineGap[0].slice(5)) - 1];

// rent growth at a turnover: old tenant's rent vs the next tenant's, same property; an exact one-decimal percent
function turnover(key) {
  const ls = P.tenants
    .filter((t) => t.property === key)
    .sort((a, b) => (a.lease.start < b.lease.start ? -1 : 1));
  check(ls.length === 2, `two leases at ${key}`);
  const [before, after] = ls;
  const o = cents(before.lease.rent);
  const n = cents(after.lease.rent);
  const tenths = ((n - o) * 1000) / o;
  check(
    Number.isInteger(tenths) && tenths % 10 !== 0 && tenths > 0,
    `rent growth at ${key} is an exact x.y%`,
  );
  return { before, after, o, n, pct: `${Math.floor(tenths / 10)}.${tenths % 10}` };
}
const tangerineBump = turnover('tangerine');
const palmettoBump = turnover('palmetto');
check(tangerineBump.pct !== palmettoBump.pct, 'the two rent bumps differ');

// November: who paid what
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
const billedNov = total(
  P.tenants.filter((t) => bookedMonths(t).includes(NOV)).map((t) => cents(t.lease.rent)),
);
const collectedNov = total(P.payments.filter((x) => month(x.date) === NOV).map((x) => cents(x.amount)));
const rentRoll = total(current.map((t) => cents(t.lease.rent)));
check(billedNov === rentRoll, 'November is billed on exactly the current leases');
check(collectedNov + total(current.map(shortOf)) === billedNov, 'collected + short = billed');

const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== rentRoll, 'deposits held differ from the rent roll');
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
const resRents = residential.map((t) => cents(t.lease.rent));
check(total(resRents) % resRents.length === 0, 'the residential average rent is exact to the cent');
const avgRes = total(resRents) / resRents.length;
check(avgRes !== rentRoll / current.length, 'the average with the shop differs');

const byEnd = [...current].sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1));
check(byEnd[0].lease.end < byEnd[1].lease.end, 'one lease ends first');
const nextToRoll = byEnd[0];

// ---------- sums ----------
const CAPEX = 'Capital improvement';
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const at = (key) => (x) => !key || x.property === key;
const inCity = (c) => (x) => prop[x.property].city === c;
// income = rent payments + other incomes; net = income - every expense row
const incomeOf = (p, key) => rentIn(p, at(key)) + otherIn(p, at(key));
const spentAt = (p, key) => spent(p, at(key));
const netOf = (p, key) => incomeOf(p, key) - spentAt(p, key);
// NOI leaves capital improvements out; every NOI question is asked where there are none, so NOI = net there
const noiOf = (p, key) => incomeOf(p, key) - spent(p, (x) => at(key)(x) && x.category !== CAPEX);
const capexIn = (p, key) => rowsIn(p, (x) => at(key)(x) && x.category === CAPEX).length;
const cats = (cs) => (x) => cs.includes(x.category);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
// a ratio asked as a percent: the exact percent lies in [N.00, N.05), so a reply rounding to a whole percent,
// to one or to two decimals prints N, N.0 or N.0x, and all of them contain "N"
function pct(num, den, what) {
  const bps = Math.floor((num * 10000) / den);
  check(bps % 100 < 5, `${what}: ${bps / 100}% rounds the same to 0, 1 and 2 decimals`);
  check(bps >= 1000, `${what}: two-digit percent`);
  return String(Math.floor(bps / 100));
}

const F = {};
check(capexIn('all') >= 1, 'a capital improvement on the books');
check(capexIn('lastYear') === 0, 'no capital improvement in 2025 (NOI = net for every 2025 figure)');

// portfolio totals
F.incomeYtd = incomeOf('ytd');
F.netYtd = netOf('ytd');
check(F.incomeYtd !== rentIn('ytd'), 'gross income ytd differs from rent alone');
check(F.netYtd !== noiOf('ytd'), 'this year has a capital improvement, so net and NOI differ');
F.income25 = incomeOf('lastYear');
F.net25 = netOf('lastYear');
F.spent25 = spent('lastYear');
const ratio25 = pct(F.spent25, F.income25, 'portfolio expense ratio 2025');
F.spentYtd = spent('ytd');
F.spentYtdLastYear = spent('ytdLastYear');
check(F.spentYtdLastYear !== F.spent25, 'the same point last year differs from all of 2025');
F.incomeQ3 = incomeOf('q3');
F.incomeQ3Last = incomeOf('q3LastYear');
check(capexIn('q3') === 0 && capexIn('q3LastYear') === 0, 'no capital improvement in either Q3');
F.noiQ3 = noiOf('q3');
F.noiQ3Last = noiOf('q3LastYear');
check(F.noiQ3 > 0 && F.noiQ3Last > 0, 'Q3 NOI positive both years');

// NOI by property, 2025
const LAKELAND = KEYS.filter((k) => prop[k].city === 'Lakeland');
const OCALA = KEYS.filter((k) => prop[k].city === 'Ocala');
const noi25 = Object.fromEntries(KEYS.map((k) => [k, noiOf('lastYear', k)]));
rank(
  KEYS.map((k) => ({ k, v: noi25[k] })),
  'NOI by property 2025',
);
for (const k of KEYS) check(noi25[k] > 0, `${k} NOI positive in 2025`);

// best and worst performer this year: the same by NOI, by net and by margin
const ytdNoi = rank(
  KEYS.map((k) => ({ k, v: noiOf('ytd', k) })),
  'NOI ytd',
);
const ytdNet = rank(
  KEYS.map((k) => ({ k, v: netOf('ytd', k) })),
  'net ytd',
);
const ytdMargin = rank(
  KEYS.map((k) => ({ k, v: noiOf('ytd', k) / incomeOf('ytd', k) })),
  'NOI margin ytd',
);
const best = ytdNoi[0].k;
const worst = ytdNoi.at(-1).k;
check(
  ytdNet[0].k === best && ytdMargin[0].k === best,
  'the best performer is the same by NOI, net and margin',
);
check(
  ytdNet.at(-1).k === worst && ytdMargin.at(-1).k === worst,
  'the worst performer is the same by NOI, net and margin',
);
check(best === 'brickyard' && worst === VACANT, 'the shop leads and the vacant house trails');
check(
  capexIn('ytd', best) === 0 && capexIn('ytd', worst) === 0,
  'no capital improvement at the best or worst',
);
check(ytdNoi.at(-2).v - ytdNoi.at(-1).v > 100000, 'the worst trails the next by over $1,000');

// T12 NOI at the shop and T12 spend at Silver Spur, the same however T12 is read
const t12Noi = T12S.map((p) => noiOf(p, 'brickyard'));
check(new Set(t12Noi).size === 1, `brickyard T12 NOI is one figure (${t12Noi})`);
check(
  T12S.every((p) => capexIn(p, 'brickyard') === 0),
  'no capital improvement at the shop',
);
F.t12NoiShop = t12Noi[0];
const t12Spur = T12S.map((p) => spentAt(p, 'silverspur'));
check(new Set(t12Spur).size === 1, `Silver Spur T12 spend is one figure (${t12Spur})`);
F.t12Spur = t12Spur[0];
check(F.t12Spur !== spentAt('ytd', 'silverspur'), 'Silver Spur T12 differs from its ytd');
check(F.t12NoiShop !== noiOf('ytd', 'brickyard'), 'shop T12 NOI differs from its ytd');

// the condo, bought inside the books
const condo = P.properties.filter((p) => p.property_type === 'Condo');
check(condo.length === 1 && condo[0].key === 'cypress', 'one condo');
check(condo[0].purchase_date > BOOKS_START, 'the condo was bought after the books started');
check(capexIn('all', 'cypress') === 0, 'no capital improvement at the condo');
F.noiCondoYtd = noiOf('ytd', 'cypress');
PERIODS.sinceCondo = [condo[0].purchase_date, TODAY];
F.netCondoAll = netOf('sinceCondo', 'cypress');
check(F.netCondoAll === netOf('all', 'cypress'), 'nothing at the condo before its purchase');
check(F.netCondoAll !== F.noiCondoYtd, 'since purchase differs from ytd');

// expense ratios 2025 by property
const kestrelRatio = pct(
  spentAt('lastYear', 'kestrel'),
  incomeOf('lastYear', 'kestrel'),
  'Kestrel ratio 2025',
);
const ratioRank = rank(
  KEYS.map((k) => ({ k, v: spentAt('lastYear', k) / incomeOf('lastYear', k) })),
  'expense ratio by property 2025',
);
const worstRatio25 = ratioRank[0].k;
check(ratioRank[0].v - ratioRank[1].v > 0.05, 'the worst 2025 ratio leads by 5 points');
check(worstRatio25 !== worst, 'the worst 2025 ratio is not the worst performer of this year');

// repairs 2025: "Repairs" and "Repairs & maint" (air conditioning work was typed Repairs in 2025; HVAC only from 2026)
const REPAIRS = ['Repairs', 'Repairs & maint'];
check(rowsIn('lastYear', cats(['HVAC'])).length === 0, 'no HVAC rows in 2025');
check(rowsIn('ytd', cats(['HVAC'])).length > 0, 'HVAC rows in 2026');
const repairsRank = rank(
  KEYS.map((k) => ({ k, v: spent('lastYear', (x) => at(k)(x) && REPAIRS.includes(x.category)) })),
  'repairs by property 2025',
);
check(repairsRank[0].v - repairsRank[1].v > 50000, 'the most repaired property leads by $500');
const mostRepaired = repairsRank[0].k;
check(mostRepaired === 'silverspur', 'the roof-leak-and-water-heater year at Silver Spur');
F.repairsTop25 = repairsRank[0].v;
const repairsRatio = pct(
  F.repairsTop25,
  incomeOf('lastYear', mostRepaired),
  'repairs share of its income 2025',
);
// with turnover counted as repairs too, the same property still leads
check(
  rank(
    KEYS.map((k) => ({
      k,
      v: spent('lastYear', (x) => at(k)(x) && [...REPAIRS, 'Turnover'].includes(x.category)),
    })),
    'repairs + turnover 2025',
  )[0].k === repairsRank[0].k,
  'the most repaired property leads with turnover counted',
);

// the vacancy
F.vacancySpend = spentAt('sinceEmpty', VACANT);
check(F.vacancySpend !== spentAt('ytd', VACANT), 'vacancy spend differs from ytd');

// insurance and property tax, year over year
const INS = cats(['Insurance']);
for (const k of KEYS)
  for (const y of ['2025', '2026']) {
    const owned = prop[k].purchase_date <= `${y}-12-31`;
    check(
      P.expenses.filter((x) => x.property === k && INS(x) && x.date.startsWith(y)).length === (owned ? 1 : 0),
      `one insurance premium at ${k} in ${y}`,
    );
  }
F.ins25 = spent('lastYear', INS);
F.ins26 = spent('ytd', INS);
check(F.ins26 > F.ins25, 'premiums went up');
const TAX = cats(['Property Tax', 'Taxes']);
for (const k of LAKELAND)
  for (const y of ['2025', '2026'])
    check(
      P.expenses.filter((x) => x.property === k && TAX(x) && x.date.startsWith(y)).length === 1 &&
        P.expenses.some((x) => x.property === k && TAX(x) && x.date.startsWith(`${y}-11`)),
      `one November tax bill at ${k} in ${y}`,
    );
check(
  P.expenses.filter((x) => x.property === co.property && TAX(x)).length === 0,
  'the shop tenant pays its own tax',
);
F.taxLake25 = spent('lastYear', (x) => TAX(x) && inCity('Lakeland')(x));
F.taxLake26 = spent('ytd', (x) => TAX(x) && inCity('Lakeland')(x));
check(
  F.taxLake25 !== spent('lastYear', TAX),
  'Lakeland tax 2025 differs from all tax 2025 (Ocala is paid in December)',
);
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('all', cats([c])).length > 0, `tax category ${c} used`);

F.otherYtd = otherIn('ytd');
F.incomeLakeYtd =
  rentIn('ytd', (t) => prop[t.property].city === 'Lakeland') + otherIn('ytd', inCity('Lakeland'));
F.incomeOcalaYtd = rentIn('ytd', (t) => prop[t.property].city === 'Ocala') + otherIn('ytd', inCity('Ocala'));
check(F.incomeLakeYtd + F.incomeOcalaYtd === F.incomeYtd, 'the two cities add up');
check(F.incomeLakeYtd !== F.incomeOcalaYtd, 'the cities differ');
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is positive`);
// every figure asked for is its own number
const figs = Object.values(F);
check(new Set(figs).size === figs.length, 'the figures are all different');

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const pastLast = past.map((t) => t.last_name);
const noiNote = 'NOI = rent payments + other incomes - expense rows other than Capital improvement';

const idGross = ask(
  'gross income ytd, all props, rent + everything else?',
  [m(F.incomeYtd)],
  'total',
  'rent payments + other incomes, 2026-01-01..today, whole portfolio',
);
ask(
  'and net after expenses',
  [m(F.netYtd)],
  'follow_up',
  `income - every expense row, 2026 to date (the Kestrel roof, a Capital improvement, is in; NOI would be ${money(noiOf('ytd'))})`,
  { follow_up_of: idGross },
);
const id25 = ask(
  'gross vs net for 2025, whole portfolio',
  [m(F.income25), m(F.net25)],
  'net',
  'income and income - expenses, all of 2025 (the books start 2025-01-01; no capital improvement that year)',
);
ask(
  "what's my expense ratio for that yr",
  [ratio25],
  'follow_up',
  `expenses ${money(F.spent25)} / income ${money(F.income25)} = ${((F.spent25 * 100) / F.income25).toFixed(3)}%`,
  { follow_up_of: id25 },
);
ask(
  'ytd expenses vs same point last yr (thru nov 27) — YoY?',
  [m(F.spentYtd), m(F.spentYtdLastYear)],
  'yoy',
  `expense rows 2026-01-01..2026-11-27 vs 2025-01-01..2025-11-27; change ${money(F.spentYtd - F.spentYtdLastYear)}`,
);
const idQ3 = ask(
  'Q3 gross YoY? Q3 26 vs Q3 25',
  [m(F.incomeQ3), m(F.incomeQ3Last)],
  'yoy',
  'income (rent + other), 2026-07-01..09-30 vs 2025-07-01..09-30',
);
ask(
  'same thing for NOI',
  [m(F.noiQ3), m(F.noiQ3Last)],
  'follow_up',
  `${noiNote}; neither Q3 has one, so NOI = net`,
  { follow_up_of: idQ3 },
);
const idLake = ask(
  'NOI by property for 2025 — lakeland ones',
  LAKELAND.map((k) => m(noi25[k])),
  'noi',
  `2025, ${LAKELAND.map((k) => `${STREET[k]} ${money(noi25[k])}`).join(', ')}; no capital improvement in 2025`,
);
ask(
  'ocala side?',
  OCALA.map((k) => m(noi25[k])),
  'follow_up',
  `2025, ${OCALA.map((k) => `${STREET[k]} ${money(noi25[k])}`).join(', ')}; the condo from its May purchase`,
  { follow_up_of: idLake },
);
const idBest = ask(
  'best performer ytd by NOI',
  [STREET[best], m(ytdNoi[0].v)],
  'ranking',
  `NOI by property, 2026 to date: ${ytdNoi.map((x) => `${x.k} ${money(x.v)}`).join(', ')}; the same leader by net and by margin`,
);
ask(
  'worst?',
  [STREET[worst], m(ytdNoi.at(-1).v)],
  'follow_up',
  'lowest NOI 2026 to date (vacant since October, turnover); the same by net and by margin; absolute value if negative',
  { follow_up_of: idBest },
);
const idT12 = ask(
  'doing a T12 for brickyard — what was NOI for the trailing 12',
  [m(F.t12NoiShop)],
  'noi',
  `the shop's NOI over the last twelve months; the same figure for ${T12S.map((p) => PERIODS[p].join('..')).join(', ')}`,
);
ask("what's the cap rate on it", [REFUSAL], 'out_of_scope', 'cap rate needs a market value, not on record', {
  follow_up_of: idT12,
  forbid: ['%'],
});
const idCondo = ask(
  'cypresswood condo NOI ytd',
  [m(F.noiCondoYtd)],
  'noi',
  'the condo, 2026 to date (no capital improvement there)',
);
ask(
  'net since i bought it?',
  [m(F.netCondoAll)],
  'follow_up',
  `income - expenses at the condo since its purchase on ${condo[0].purchase_date}`,
  { follow_up_of: idCondo },
);
ask(
  'kestrel duplex expense ratio 2025',
  [kestrelRatio],
  'ratio',
  `expenses ${money(spentAt('lastYear', 'kestrel'))} / income ${money(incomeOf('lastYear', 'kestrel'))}`,
);
ask(
  'which prop had the worst expense ratio in 2025',
  [STREET[worstRatio25]],
  'ranking',
  `expenses / income by property, 2025: ${ratioRank.map((x) => `${x.k} ${(x.v * 100).toFixed(1)}%`).join(', ')}`,
);
const idRep = ask(
  '2025 repairs by prop — which one ate the most',
  [STREET[mostRepaired], m(F.repairsTop25)],
  'ranking',
  `categories Repairs + Repairs & maint (no HVAC rows in 2025), by property: ${repairsRank.map((x) => `${x.k} ${money(x.v)}`).join(', ')}; the same leader with turnover counted`,
);
ask(
  'what % of its income was that',
  [repairsRatio],
  'follow_up',
  `${money(F.repairsTop25)} / ${STREET[mostRepaired]} income ${money(incomeOf('lastYear', mostRepaired))} in 2025 = ${((F.repairsTop25 * 100) / incomeOf('lastYear', mostRepaired)).toFixed(3)}%`,
  { follow_up_of: idRep },
);
const idVac = ask(
  'occupancy check — anything vacant rn, and since when',
  [STREET[VACANT]],
  'occupancy',
  `no current lease at ${STREET[VACANT]} since ${emptySince} (${name(lastThere)}'s lease ended ${lastThere.lease.end}); the date is not checked`,
);
ask(
  'what was it renting for',
  [m(cents(lastThere.lease.rent))],
  'follow_up',
  `${name(lastThere)}'s rent, the last lease there`,
  { follow_up_of: idVac },
);
ask(
  "what's the wisteria vacancy costing me — total spend there since it went empty",
  [m(F.vacancySpend)],
  'total',
  `expense rows at ${STREET[VACANT]} dated ${emptySince}..today (turnover, AC, lawn, power, the November tax bill)`,
);
ask(
  'tangerine sat empty between tenants this yr, which month was that',
  [gapMonthName],
  'occupancy',
  `${name(tangerineBump.before)} to ${tangerineBump.before.lease.end}, ${name(tangerineBump.after)} from ${tangerineBump.after.lease.start}`,
);
const idBump = ask(
  'rent bump at tangerine on the new lease — old vs new and %',
  [m(tangerineBump.o), m(tangerineBump.n), tangerineBump.pct],
  'rent_growth',
  `${tangerineBump.before.last_name} ${money(tangerineBump.o)} -> ${tangerineBump.after.last_name} ${money(tangerineBump.n)}, +${tangerineBump.pct}%`,
);
ask(
  'same for palmetto',
  [m(palmettoBump.o), m(palmettoBump.n), palmettoBump.pct],
  'follow_up',
  `${palmettoBump.before.last_name} ${money(palmettoBump.o)} -> ${palmettoBump.after.last_name} ${money(palmettoBump.n)} (August 2025), +${palmettoBump.pct}%`,
  { follow_up_of: idBump },
);
ask(
  'avg rent per lease, residential only (leave brickyard out)',
  [m(avgRes)],
  'rent',
  `current residential leases: ${residential.map((t) => `${t.last_name} ${money(cents(t.lease.rent))}`).join(', ')}`,
);
ask(
  'monthly rent roll rn incl the shop',
  [m(rentRoll)],
  'rent',
  `sum of current leases' rent (${current.length} leases; the vacant house adds nothing)`,
);
const idNov = ask(
  'nov rent: collected vs billed',
  [m(collectedNov), m(billedNov)],
  'payments',
  `rent payments dated November 2026 vs the rent of every lease running in November; short ${money(billedNov - collectedNov)}`,
);
ask(
  "who's short",
  owing.map((t) => t.last_name),
  'follow_up',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}; ${lateNov.map((t) => t.last_name).join(', ')} paid late but in full`,
  { follow_up_of: idNov, forbid: pastLast },
);
ask(
  'total deposits held',
  [m(deposits)],
  'deposits',
  'sum of deposits on current leases (past tenants are settled; no signed future lease)',
);
ask(
  'insurance YoY — what did premiums run 2025 vs 2026',
  [m(F.ins25), m(F.ins26)],
  'yoy',
  `category Insurance, one premium per property per year, every 2026 renewal already paid; up ${money(F.ins26 - F.ins25)}`,
);
ask(
  'polk county tax on the lakeland props, this yr vs last',
  [m(F.taxLake26), m(F.taxLake25)],
  'yoy',
  'categories Property Tax + Taxes at the four Lakeland properties (Polk bills paid each November)',
);
ask(
  'non-rent income ytd (laundry, parking, fees, etc)',
  [m(F.otherYtd)],
  'income',
  'all other incomes dated 2026 (laundry, parking space, pet fee, late fees, CAM true-up, deposit deductions)',
);
ask(
  'T12 expenses on silver spur',
  [m(F.t12Spur)],
  'total',
  `expense rows at Silver Spur over the last twelve months; the same figure for ${T12S.map((p) => PERIODS[p].join('..')).join(', ')}`,
);
ask(
  'which lease rolls next',
  [nextToRoll.last_name],
  'lease',
  `current leases by end date: ${byEnd.map((t) => `${t === co ? name(t) : t.last_name} ${t.lease.end}`).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'lakeland vs ocala, gross ytd',
  [m(F.incomeLakeYtd), m(F.incomeOcalaYtd)],
  'comparison',
  'income (rent + other) by city, 2026 to date',
);
const outOfScope = (question, note, forbid) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid });
outOfScope(
  "what's my cash on cash return this yr across everything",
  'needs the down payments and the loans, not on record',
  ['%'],
);
outOfScope(
  'how much has tangerine appreciated since i bought it',
  'needs a current market value; only the purchase price is on record',
  ['%'],
);
outOfScope(
  "what's my depreciation on kestrel for 2026",
  'needs the land/building split and the depreciation basis; a straight-line figure from the purchase price would be invented',
  ['$'],
);
outOfScope(
  'thinking of a cash-out refi on palmetto, how much equity do i have in it rn',
  'needs a market value and the loan balance',
  ['$'],
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb62-${String(i + 1).padStart(2, '0')}`;
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
const followUps = out.filter((o) => o.follow_up_of).length;
check(followUps >= 8 && followUps <= 12, `about a quarter are follow-ups (${followUps})`);
check(out.filter((o) => o.kind === 'out_of_scope').length === 5, 'five questions the records cannot answer');

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
