// Works out the expected answers for landlord-blind-45 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-45/compute.mjs
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

// Divisions (averages, percentages, ratios) are rounded half up to the printed precision. A figure is only
// asked for when it sits well away from a rounding boundary, so any sensible rounding prints the same digits.
function roundSafe(x, what) {
  const frac = x - Math.floor(x);
  check(Math.abs(frac - 0.5) > 0.1, `${what} is too close to a rounding boundary (${x})`);
  return Math.round(x);
}
const average = (c, n, what) => money(roundSafe(c / n, what));
// a share or a change in percent, one decimal: "12.3%"
const percent = (num, den, what) => `${(roundSafe((num * 1000) / den, what) / 10).toFixed(1)}%`;
// a ratio, two decimals: "2.61"
const ratio = (num, den, what) => (roundSafe((num * 100) / den, what) / 100).toFixed(2);

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The books start on 2025-01-01: no payment, income or expense is older. Leases that began earlier only
// have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  y2025: ['2025-01-01', '2025-12-31'],
  ytd: ['2026-01-01', TODAY],
  h1_2025: ['2025-01-01', '2025-06-30'],
  h2_2025: ['2025-07-01', '2025-12-31'],
  q2_2025: ['2025-04-01', '2025-06-30'],
  q2_2026: ['2026-04-01', '2026-06-30'],
  q3_2025: ['2025-07-01', '2025-09-30'],
  q3_2026: ['2026-07-01', '2026-09-30'],
  mar15jun30: ['2026-03-15', '2026-06-30'],
};
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
const monthName = (mo) => MONTH_NAMES[Number(mo.slice(5, 7)) - 1];

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

// the vocabularies of landlord-blind-13 (this landlord keeps one spelling per category, a subset of them)
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
// cities listed in landlord-blind-13 as used by earlier sets, plus set 13's own; this set uses two new ones
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
const CITY_LIST = ['Yuma', 'Prescott'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 6, 'six properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITY_LIST.includes(p.city) && p.state === 'AZ', `city ${p.key} is Yuma or Prescott, AZ`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const c of CITY_LIST)
  check(P.properties.filter((p) => p.city === c).length === 3, `three properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  cottonglen: 'Cottonglen',
  tamarisk: 'Tamarisk',
  dunecrest: 'Dunecrest',
  whipstone: 'Whipstone',
  larkspur: 'Larkspur',
  ironbark: 'Ironbark',
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
  check(t.email.endsWith('example.com') && /555-01\d\d$/.test(t.phone_number), `contact ${t.key}`);
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
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
// one lease at a time, except the duplex (two units)
for (const p of P.properties.filter((q) => q.property_type !== 'Multi-Family')) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${p.key}`);
}
check(
  P.tenants.every((t) => t.lease.start >= prop[t.property].purchase_date),
  'no lease before its property was bought',
);

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
check(current.length === 7 && past.length === 2, 'seven current leases and two past ones');
check(current.length + past.length === P.tenants.length, 'no signed future lease');
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
check(
  owing.length === 1 && paidIn(owing[0], NOV) > 0,
  'one current tenant part-paid November, no one else owes',
);
const owedNow = total(current.map(shortOf));

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeOf = (p, keys) =>
  rentIn(p, (t) => !keys || keys.includes(t.property)) +
  otherIn(p, (x) => !keys || keys.includes(x.property));
const spentAt = (p, keys) => spent(p, (x) => keys.includes(x.property));
const netOf = (p, key) => incomeOf(p, [key]) - spentAt(p, [key]);
const cats = (cs) => (x) => cs.includes(x.category);
const vendor = (v) => (x) => x.entity === v;
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const inCity = (c) => KEYS.filter((k) => prop[k].city === c);
const YUMA = inCity('Yuma');
const PRESCOTT = inCity('Prescott');

const exp2025 = spent('y2025');
const rent2025 = rentIn('y2025');
const inc2025 = incomeOf('y2025');
check(exp2025 > 0 && rent2025 > 0 && inc2025 > rent2025, '2025 totals');

// the shares asked for are category shares; the landlord keeps one spelling per category
for (const c of ['Repairs', 'HVAC', 'Insurance', 'Property Tax', 'HOA dues', 'Landscaping'])
  check(
    P.expenses.some((x) => x.category === c),
    `category ${c} used`,
  );
for (const c of ['Repairs & maint', 'Taxes', 'HOA', 'yard', 'Yard'])
  check(!P.expenses.some((x) => x.category === c), `no second spelling (${c})`);
const repairs2025 = spent('y2025', cats(['Repairs']));
const hvac2025 = spent('y2025', cats(['HVAC']));
// the big AC replacement is HVAC work booked as a capital improvement, so it is not in the HVAC share
const acCapital = rowsIn('y2025', (x) => x.category === 'Capital improvement' && x.entity.includes('Air'));
check(acCapital.length === 1, 'the AC replacement sits under Capital improvement');

const q3 = { a: spent('q3_2025'), b: spent('q3_2026') };
check(q3.a !== q3.b, 'Q3 totals differ');
const q2rent = { a: rentIn('q2_2025'), b: rentIn('q2_2026') };
check(q2rent.b > q2rent.a, 'Q2 rent went up');
const h = { e1: spent('h1_2025'), e2: spent('h2_2025'), i1: incomeOf('h1_2025'), i2: incomeOf('h2_2025') };
check(h.e1 !== h.e2 && h.i1 !== h.i2, 'halves differ');

// date-bounded question: nothing dated on either boundary, so "between" inclusive or exclusive agrees
for (const d of PERIODS.mar15jun30)
  check(!P.expenses.some((x) => x.date === d), `no expense on the boundary ${d}`);
const span = { yuma: spentAt('mar15jun30', YUMA), prescott: spentAt('mar15jun30', PRESCOTT) };
check(span.yuma !== span.prescott, 'Yuma and Prescott windows differ');

const byProp2025 = rank(
  KEYS.map((k) => ({ k, v: spentAt('y2025', [k]) })),
  'expenses by property 2025',
);
const sorted2025 = rowsIn('y2025').sort((a, b) => cents(b.amount) - cents(a.amount));
check(cents(sorted2025[0].amount) !== cents(sorted2025[1].amount), 'the largest 2025 expense is unique');
const largest2025 = sorted2025[0];
const sortedYtd = rowsIn('ytd').sort((a, b) => cents(a.amount) - cents(b.amount));
check(cents(sortedYtd[0].amount) !== cents(sortedYtd[1].amount), 'the smallest 2026 expense is unique');
const smallestYtd = sortedYtd[0];
const tamariskRows2025 = rowsIn('y2025', (x) => x.property === 'tamarisk').length;
check(tamariskRows2025 >= 10 && tamariskRows2025 < 100, 'the Tamarisk count has two digits');

const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount[0].v > lateCount[1].v, 'one tenant was late most often in 2026');
const worstLate = ten[lateCount[0].k];

const exp2025Prescott = spentAt('y2025', PRESCOTT);
const inc2025Prescott = incomeOf('y2025', PRESCOTT);
const net2025 = rank(
  KEYS.map((k) => ({ k, v: netOf('y2025', k) })),
  'net by property 2025',
);

const DB = 'Desert Breeze Air & Heat';
const dbRows = rowsIn('all', vendor(DB));
check(
  P.expenses.filter((x) => lower(x.entity).includes('desert breeze')).length === dbRows.length,
  'one Desert Breeze vendor',
);
const dbTotal = total(dbRows.map((x) => cents(x.amount)));
check(new Set(dbRows.map((x) => x.category)).size === 2, 'Desert Breeze under HVAC and Capital improvement');

const ytd = spent('ytd');
const ytdYuma = spentAt('ytd', YUMA);
const tax = { a: spent('y2025', cats(['Property Tax'])), b: spent('ytd', cats(['Property Tax'])) };
check(tax.a !== tax.b, 'property tax differs year to year');
const ins2025 = spent('y2025', cats(['Insurance']));

const months2025 = MONTH_NAMES.map((_n, i) => `2025-${String(i + 1).padStart(2, '0')}`);
const monthSpend = rank(
  months2025.map((mo) => ({ k: mo, v: spent('y2025', (x) => month(x.date) === mo) })),
  'expenses by month 2025',
);
const rentMonths2026 = MONTH_NAMES.slice(0, 10).map((_n, i) => `2026-${String(i + 1).padStart(2, '0')}`);
const rentByMonth = rentMonths2026
  .map((mo) => ({
    k: mo,
    v: total(P.payments.filter((x) => month(x.date) === mo).map((x) => cents(x.amount))),
  }))
  .sort((a, b) => a.v - b.v);
check(rentByMonth[0].v < rentByMonth[1].v, 'one month of Jan-Oct 2026 has the lowest rent receipts');

const larkHoaRows = rowsIn('all', (x) => x.property === 'larkspur' && x.category === 'HOA dues');
const larkHoa = total(larkHoaRows.map((x) => cents(x.amount)));
const larkMonthly = larkHoaRows.filter((x) => x.description === 'Monthly dues');
const larkNow = cents(larkMonthly.at(-1).amount);
check(
  larkMonthly.filter((x) => x.date >= '2026-01-01').every((x) => cents(x.amount) === larkNow),
  'the condo dues are the same every month this year',
);
check(
  larkMonthly.length === 17 && larkHoaRows.length === 18,
  'seventeen monthly dues and one special assessment',
);

const cottonglen2025 = spentAt('y2025', ['cottonglen']);
const whipstone2025 = spentAt('y2025', ['whipstone']);

const currentRents = total(current.map((t) => cents(t.lease.rent)));
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== currentRents, 'deposits held differ from the rent roll');
const byEnd = [...current].sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1));
check(byEnd[0].lease.end < byEnd[1].lease.end, 'one lease ends first');
const nextEnd = byEnd[0];

const otherCats2025 = rank(
  INCOME_CATEGORIES.map((k) => ({ k, v: otherIn('y2025', (x) => x.category === k) })),
  'non-rent income categories 2025',
);
const ytdCottonglen = spentAt('ytd', ['cottonglen']);
const ytdDunecrest = spentAt('ytd', ['dunecrest']);
check(ytdCottonglen !== ytdDunecrest, 'Cottonglen and Dunecrest differ');

const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['irrigation', 'disposal', 'shower', 'garage', 'awning'];
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
const policy = P.documents.filter(
  (d) => d.property === 'whipstone' && d.type === 'Insurance' && d.file.includes('2026'),
);
check(policy.length === 1, 'one 2026 insurance document for Whipstone');

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';

ask(
  'Total expenses for calendar year 2025, all properties combined. I want to reconcile against my spreadsheet.',
  [money(exp2025)],
  'total',
  `${ROWS}, 2025-01-01..2025-12-31 (the books start 2025-01-01)`,
);
const idAvg = ask(
  'What was my average monthly expense in 2025? Annual total divided by 12, to the cent.',
  [average(exp2025, 12, 'average monthly expense 2025')],
  'average',
  `2025 expenses ${money(exp2025)} / 12`,
);
ask(
  'Same calculation for rent received.',
  [average(rent2025, 12, 'average monthly rent 2025')],
  'follow_up',
  `keeps 2025 and /12; rent payments only (not late fees or other income): ${money(rent2025)} / 12`,
  { follow_up_of: idAvg },
);
const idRepairs = ask(
  'What percentage of my 2025 expenses was booked under Repairs? One decimal place.',
  [percent(repairs2025, exp2025, 'repairs share')],
  'percentage',
  `category Repairs ${money(repairs2025)} / all 2025 expenses ${money(exp2025)}`,
);
ask(
  'And the HVAC category, on the same basis?',
  [percent(hvac2025, exp2025, 'HVAC share')],
  'follow_up',
  `category HVAC ${money(hvac2025)} / ${money(exp2025)}; the AC replacement (${money(cents(acCapital[0].amount))}) is booked under Capital improvement and is not in the HVAC category`,
  { follow_up_of: idRepairs },
);
ask(
  'Q3 2026 vs. Q3 2025 total expenses. Give me both figures and the delta.',
  [money(q3.b), money(q3.a), money(Math.abs(q3.b - q3.a))],
  'comparison',
  `${ROWS}: 2026-07-01..09-30 ${money(q3.b)}, 2025-07-01..09-30 ${money(q3.a)}; difference as an absolute amount`,
);
ask(
  'Rent collected in Q2 2025 vs Q2 2026: what was the percent change? One decimal.',
  [percent(q2rent.b - q2rent.a, q2rent.a, 'Q2 rent change')],
  'percentage',
  `rent payments Apr-Jun 2025 ${money(q2rent.a)}, Apr-Jun 2026 ${money(q2rent.b)}; (2026 - 2025) / 2025, an increase`,
);
const idHalves = ask(
  'Expenses for H1 2025 (Jan-Jun) versus H2 2025 (Jul-Dec)?',
  [money(h.e1), money(h.e2)],
  'comparison',
  `${ROWS}, 2025-01-01..06-30 and 2025-07-01..12-31`,
);
ask(
  'Same split for income, rent plus all the other income.',
  [money(h.i1), money(h.i2)],
  'follow_up',
  'rent payments + other incomes (laundry, RV pad parking, pet fees, late fees, other), the two halves of 2025',
  { follow_up_of: idHalves },
);
const idWindow = ask(
  'How much did I spend on the three Yuma properties between March 15 and June 30 of this year?',
  [money(span.yuma)],
  'date_range',
  `${ROWS} at Cottonglen, Tamarisk and Dunecrest dated 2026-03-15..2026-06-30; nothing is dated on either boundary (the 2026-03-13 water bill is outside)`,
);
ask(
  'Same for Prescott?',
  [money(span.prescott)],
  'follow_up',
  'keeps the window; Whipstone, Larkspur and Ironbark (includes the Whipstone roof)',
  { follow_up_of: idWindow },
);
const idHigh = ask(
  'Which property had the highest total expenses in 2025, and what was the total?',
  [STREET[byProp2025[0].k], money(byProp2025[0].v)],
  'ranking',
  `expenses by property, 2025: ${byProp2025.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
);
ask(
  'And the lowest?',
  [STREET[byProp2025.at(-1).k], money(byProp2025.at(-1).v)],
  'follow_up',
  'keeps 2025 and expenses by property; lowest',
  { follow_up_of: idHigh },
);
ask(
  'Largest single expense entry in 2025: payee and amount?',
  ['Desert Breeze', money(cents(largest2025.amount))],
  'extreme',
  `${largest2025.date} ${largest2025.entity}, ${largest2025.description} (${largest2025.category})`,
);
ask(
  'Smallest single expense entry so far in 2026?',
  [money(cents(smallestYtd.amount))],
  'extreme',
  `${smallestYtd.date} ${smallestYtd.entity}, ${smallestYtd.description} at ${STREET[smallestYtd.property]}`,
);
ask(
  'How many separate expense entries did I record for Tamarisk Row in 2025?',
  [String(tamariskRows2025)],
  'count',
  'number of expense rows at 562 Tamarisk Row dated 2025',
);
ask(
  'Which tenant paid rent past the grace period most often in 2026?',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 (after due day + grace days, each with a late fee): ${lateCount
    .map((x) => `${ten[x.k].last_name} ${x.v}`)
    .join(', ')}`,
);
const idRatio = ask(
  'Total 2025 expenses as a percentage of total 2025 income (rent plus other income), to one decimal?',
  [percent(exp2025, inc2025, 'expense ratio 2025')],
  'percentage',
  `expenses ${money(exp2025)} / income ${money(inc2025)}`,
);
ask(
  'What is that ratio for the three Prescott properties alone?',
  [percent(exp2025Prescott, inc2025Prescott, 'Prescott expense ratio 2025')],
  'follow_up',
  `keeps 2025; Prescott expenses ${money(exp2025Prescott)} / Prescott income ${money(inc2025Prescott)}`,
  { follow_up_of: idRatio },
);
ask(
  'Net for 2025 by property (income minus expenses): which property netted the most, and how much?',
  [STREET[net2025[0].k], money(net2025[0].v)],
  'ranking',
  `2025 net by property: ${net2025.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
);
ask(
  'What have I paid Desert Breeze in total since I started keeping these books, across how many invoices, and what is the average per invoice?',
  [money(dbTotal), String(dbRows.length), average(dbTotal, dbRows.length, 'Desert Breeze average')],
  'vendor',
  `all time; rows whose entity is "${DB}" (HVAC tune-ups and repairs plus the AC replacement under Capital improvement)`,
);
ask(
  'What share of 2026 year-to-date expenses went to the Yuma properties? One decimal.',
  [percent(ytdYuma, ytd, 'Yuma share ytd')],
  'percentage',
  `2026-01-01..today: Yuma ${money(ytdYuma)} / all ${money(ytd)}`,
);
ask(
  'Property tax paid in 2025 versus 2026 to date?',
  [money(tax.a), money(tax.b)],
  'comparison',
  'category Property Tax (Yuma County and Yavapai County treasurers, paid in halves in Feb and Sep/Oct); Larkspur only from its first bill in October 2025',
);
ask(
  '2025 insurance premiums as a percentage of 2025 rent collected, one decimal?',
  [percent(ins2025, rent2025, 'insurance vs rent')],
  'percentage',
  `category Insurance ${money(ins2025)} / rent payments ${money(rent2025)}`,
);
ask(
  'Which calendar month of 2025 had the highest total expenses, and what was the figure?',
  [monthName(monthSpend[0].k), money(monthSpend[0].v)],
  'ranking',
  `expenses by month, 2025; next is ${monthName(monthSpend[1].k)} ${money(monthSpend[1].v)}`,
);
ask(
  'For January through October 2026, which month had the lowest rent receipts, and how much came in?',
  [monthName(rentByMonth[0].k), money(rentByMonth[0].v)],
  'ranking',
  'rent payments by month, Jan-Oct 2026; Tamarisk Unit B sat empty in June between tenants',
);
ask(
  'HOA dues on the Larkspur condo since I bought it: total paid, and what are the monthly dues now?',
  [money(larkHoa), money(larkNow)],
  'vendor',
  'category HOA dues at Larkspur, all time (17 monthly dues from July 2025 plus the April 2026 special assessment); the monthly dues in 2026',
);
ask(
  "In 2025, Cottonglen's expenses were what multiple of Whipstone's? Two decimals.",
  [ratio(cottonglen2025, whipstone2025, 'Cottonglen/Whipstone')],
  'ratio',
  `Cottonglen ${money(cottonglen2025)} / Whipstone ${money(whipstone2025)}, 2025`,
);
ask(
  'Mean monthly rent across the current leases, to the cent.',
  [average(currentRents, current.length, 'mean rent')],
  'average',
  `current leases (${current.length}): ${money(currentRents)} / ${current.length}`,
);
ask(
  'Total security deposits held on current leases?',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the two past tenants)',
);
ask(
  'Whose lease expires next, and on what date?',
  [nextEnd.last_name],
  'lease',
  `current leases by end date: ${byEnd
    .slice(0, 3)
    .map((t) => `${t.last_name} ${t.lease.end}`)
    .join(', ')} (only the name is checked)`,
);
ask(
  'How much November rent is still outstanding as of today?',
  [money(owedNow)],
  'payments',
  `for each current lease, November rent minus November payments; ${owing.map((t) => t.last_name).join(', ')} paid in part, every earlier month is paid in full`,
);
ask(
  "Of 2025's non-rent income, which category brought in the most, and how much?",
  [otherCats2025[0].k, money(otherCats2025[0].v)],
  'ranking',
  `other incomes by category, 2025: ${otherCats2025.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'Cottonglen vs Dunecrest: total spent on each so far in 2026?',
  [money(ytdCottonglen), money(ytdDunecrest)],
  'comparison',
  `${ROWS}, 2026-01-01..today, by property`,
);
const idOpen = ask(
  'List the maintenance requests that are not yet completed.',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  "Of those, which ones haven't been started?",
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  "What's the file name of the 2026 insurance policy for Whipstone?",
  [policy[0].file],
  'documents',
  'the Insurance document for Whipstone Lane uploaded in 2026 (the 2025 policy is also on file)',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('How many days over 115 degrees should Yuma expect next summer?', 'weather forecast');
outOfScope(
  'Where will 30-year mortgage rates be by next March? I am weighing a refinance.',
  'interest-rate forecast',
);
outOfScope(
  "Under Arizona law, how many hours' notice do I owe a tenant before entering for a repair?",
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb45-${String(i + 1).padStart(2, '0')}`;
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
  check(new Set(o.expected).size === o.expected.length, `expected of ${o.id} are distinct`);
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
