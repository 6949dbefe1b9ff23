// Works out the expected answers for landlord-blind-69 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-69/compute.mjs
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
// "$1,234.56"; a whole-dollar figure is written "$1,234" so that "$1,234" and "$1,234.00" both pass
const money = (c) => {
  const a = Math.abs(c);
  const whole = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  const s = a % 100 === 0 ? whole : `${whole}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
// losses are expected as their absolute amount, so "-$5.00", "($5.00)" and "lost $5.00" all pass
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, 'today is 2026-11-28');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  // T12 = the twelve calendar months December 2025 through November 2026; nothing is dated after today
  t12: ['2025-12-01', '2026-11-30'],
  // Larkspur between tenants: the day after Ostrowski's lease ended to the day before Brandvold's began
  larkspurGap: ['2025-11-01', '2026-01-31'],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
const month = (d) => d.slice(0, 7);
const lastDay = (mo) => {
  const [y, m] = mo.split('-').map(Number);
  return `${mo}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
function monthsBetween(a, b) {
  const out = [];
  let [y, m] = a.split('-').map(Number);
  for (;;) {
    const k = `${y}-${String(m).padStart(2, '0')}`;
    if (`${k}-01` > b) break;
    out.push(k);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}
const T12_MONTHS = monthsBetween(...PERIODS.t12);
check(
  T12_MONTHS.length === 12 && T12_MONTHS[0] === '2025-12' && T12_MONTHS[11] === '2026-11',
  'T12 is 12 months',
);

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
// cities named in landlord-blind-13's checks and portfolio, which this set must not reuse;
// the brief names Wausau and Stevens Point as not used by any earlier set
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
check(P.properties.length === 6, 'six properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
  check(['Wausau', 'Stevens Point'].includes(p.city) && p.state === 'WI', `city ${p.key}`);
}
const CITIES = ['Wausau', 'Stevens Point'];
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length === 3, `three properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions and expected answers use must each pick out one property
const STREET = {
  birchwood: 'Birchwood',
  millrace: 'Mill Race',
  larkspur: 'Larkspur',
  heron: 'Heron',
  sandhill: 'Sandhill',
  quarry: 'Quarry',
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
// units per property (not in the data's shape; the fourplex has four, the duplex two)
const UNITS = { birchwood: 4, quarry: 2, millrace: 1, larkspur: 1, heron: 1, sandhill: 1 };
check(
  prop.birchwood.property_type === 'Multi-Family' && prop.quarry.property_type === 'Multi-Family',
  'two multi-family',
);
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  // whole months only, so that scheduled rent needs no proration
  check(
    t.lease.start.endsWith('-01') && t.lease.end === lastDay(month(t.lease.end)),
    `whole-month lease ${t.key}`,
  );
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/@example\.com$/.test(t.email) && /555-01\d\d$/.test(t.phone_number), `contact invented ${t.key}`);
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
const bookedMonths = (t) =>
  monthsBetween(t.lease.start, t.lease.end < TODAY ? t.lease.end : TODAY).filter(
    (mo) => `${mo}-01` >= BOOKS_START,
  );
const inEffect = (t, mo) => t.lease.start <= `${mo}-01` && t.lease.end >= lastDay(mo);
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
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
// occupancy: never more leases at once than units; vacant unit-months are those with fewer
const KEYS = P.properties.map((p) => p.key);
const leasesAt = (key) => P.tenants.filter((t) => t.property === key);
const occupied = (key, mo) => leasesAt(key).filter((t) => inEffect(t, mo)).length;
const BOOK_MONTHS = monthsBetween(BOOKS_START, TODAY);
for (const k of KEYS)
  for (const mo of BOOK_MONTHS) check(occupied(k, mo) <= UNITS[k], `${k} ${mo}: more leases than units`);
const vacantMonths = (k, months) =>
  months.filter((mo) => `${mo}-01` >= prop[k].purchase_date && occupied(k, mo) < UNITS[k]);

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(future.length === 0, 'no signed lease that has not started');
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(
  current.includes(co) && co.lease.start < BOOKS_START,
  'company lease current and began before the books',
);
for (const k of KEYS)
  check(current.filter((t) => t.property === k).length === UNITS[k], `${k} fully leased today`);
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
check(unpaid.map((t) => t.key).join() === 'fenwick', 'Adeyemi has not paid November');
check(partial.map((t) => t.key).join() === 'tobias', 'Kramarczyk paid part of November');
const owedNow = total(current.map(shortOf));

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const at = (keys) => (x) => keys.includes(x.property);
const incomeOf = (p, keys) => rentIn(p, at(keys)) + otherIn(p, at(keys));
const spentAt = (p, keys) => spent(p, at(keys));
const netOf = (p, keys) => incomeOf(p, keys) - spentAt(p, keys);
const cats = (cs) => (x) => cs.includes(x.category);
const word = (stem) => (x) => lower(x.description).includes(stem);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const rentRoll = (k) =>
  current.filter((t) => t.property === k).sort((a, b) => (a.last_name < b.last_name ? -1 : 1));
const REFI = ['birchwood', 'quarry'];
const CAPEX = 'Capital improvement';

// rent rolls
const birchRoll = rentRoll('birchwood');
const quarryRoll = rentRoll('quarry');
const rollExpected = (roll) => roll.flatMap((t) => [t.last_name, money(cents(t.lease.rent))]);
check(new Set(birchRoll.map((t) => t.lease.rent)).size === 4, 'four different rents at Birchwood');
const refiMonthly = total([...birchRoll, ...quarryRoll].map((t) => cents(t.lease.rent)));

// gross scheduled rent and collections, Birchwood, T12
for (const mo of T12_MONTHS) check(occupied('birchwood', mo) === 4, `Birchwood fully leased in ${mo}`);
const gsrBirch = total(
  T12_MONTHS.flatMap((mo) =>
    leasesAt('birchwood')
      .filter((t) => inEffect(t, mo))
      .map((t) => cents(t.lease.rent)),
  ),
);
check(gsrBirch === 12 * total(birchRoll.map((t) => cents(t.lease.rent))), 'GSR = 12 x the current roll');
const collBirch = rentIn('t12', at(['birchwood']));
const birchShort = birchRoll.filter((t) => shortOf(t) > 0);
check(birchShort.length === 1 && birchShort[0] === ten.tobias, 'one Birchwood tenant short in November');
check(gsrBirch - collBirch === shortOf(ten.tobias), 'the GSR gap is exactly the November shortfall');

// T12 operating figures for the two refi properties; no capital work inside the window, so net = NOI
for (const k of REFI)
  check(
    rowsIn('t12', (x) => x.property === k && x.category === CAPEX).length === 0,
    `no capex at ${k} in T12`,
  );
const T12 = Object.fromEntries(
  REFI.map((k) => [k, { inc: incomeOf('t12', [k]), exp: spentAt('t12', [k]), net: netOf('t12', [k]) }]),
);
for (const k of REFI) check(T12[k].net > 0, `${k} makes money over the T12`);
check(T12.birchwood.net > T12.quarry.net, 'Birchwood nets more over the T12');
const t12Diff = T12.birchwood.net - T12.quarry.net;

// biggest category at Birchwood over the T12, first however the landlord's spellings are merged
const birchCats = rank(
  EXPENSE_CATEGORIES.map((k) => ({
    k,
    v: spent('t12', (x) => x.property === 'birchwood' && x.category === k),
  })).filter((x) => x.v > 0),
  'Birchwood categories T12',
);
check(birchCats[0].k === 'Property Tax', 'property tax tops Birchwood T12');
const MERGED = [
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['Utilities'],
  ['Supplies', 'Repairs', 'Repairs & maint', 'HVAC', 'Pest ctrl'],
];
for (const g of MERGED)
  check(
    spent('t12', (x) => x.property === 'birchwood' && g.includes(x.category)) < birchCats[0].v,
    `merged ${g.join('+')} stays below at Birchwood`,
  );
check(
  spent('t12', (x) => x.property === 'birchwood' && x.category === 'Taxes') === 0,
  'no "Taxes" rows at Birchwood in T12',
);

// the three biggest single expense rows at Old Quarry over the T12
const quarryRows = rowsIn('t12', (x) => x.property === 'quarry')
  .map((x) => ({ k: x.description, v: cents(x.amount) }))
  .sort((a, b) => b.v - a.v);
rank(quarryRows.slice(0, 4), 'the four biggest Old Quarry rows T12');
const quarryTop3 = quarryRows.slice(0, 3);

// deposits
const depositsAt = (k) => total(current.filter((t) => t.property === k).map((t) => cents(t.lease.deposit)));
const depBirch = depositsAt('birchwood');
const depQuarry = depositsAt('quarry');
const depAll = total(current.map((t) => cents(t.lease.deposit)));
check(
  depBirch !== total(birchRoll.map((t) => cents(t.lease.rent))),
  'Birchwood deposits differ from its rent roll',
);
check(
  depQuarry !== total(quarryRoll.map((t) => cents(t.lease.rent))),
  'Old Quarry deposits differ from its rent roll',
);
check(
  depAll !== total(current.map((t) => cents(t.lease.rent))),
  'deposits held differ from the whole rent roll',
);

// vacancy over the T12
const vacantT12 = KEYS.filter((k) => vacantMonths(k, T12_MONTHS).length > 0);
check(vacantT12.join() === 'larkspur,heron,quarry', `vacant in T12: ${vacantT12}`);
check(vacantMonths('larkspur', T12_MONTHS).join() === '2025-12,2026-01', 'Larkspur empty Dec 2025-Jan 2026');
check(vacantMonths('heron', T12_MONTHS).join() === '2026-08', 'Heron empty August 2026');
check(vacantMonths('quarry', T12_MONTHS).join() === '2026-10', 'Old Quarry unit empty October 2026');
const quarryOut = past.filter((t) => t.property === 'quarry' && month(t.lease.end) === '2026-09');
const quarryIn = current.filter((t) => t.property === 'quarry' && month(t.lease.start) === '2026-11');
check(
  quarryOut.length === 1 && quarryIn.length === 1,
  'one out and one in at Old Quarry around October 2026',
);
// Birchwood since the books began: one unit empty in August 2025
check(vacantMonths('birchwood', BOOK_MONTHS).join() === '2025-08', 'Birchwood empty only August 2025');
const birchOut = past.filter((t) => t.property === 'birchwood');
const birchIn = leasesAt('birchwood').filter((t) => t.lease.start === '2025-09-01');
check(
  birchOut.length === 1 && birchOut[0].lease.end === '2025-07-31' && birchIn.length === 1,
  'Birchwood turnover',
);
// sandhill and millrace never empty inside the T12 (the condo was empty only after its purchase in 2025)
check(
  vacantMonths('sandhill', T12_MONTHS).length === 0 && vacantMonths('millrace', T12_MONTHS).length === 0,
  'no T12 vacancy at Sandhill or Mill Race',
);

// capital improvements
const capexAt = (p, k) => spent(p, (x) => x.property === k && x.category === CAPEX);
const capBirch = capexAt('all', 'birchwood');
const capQuarry = capexAt('all', 'quarry');
check(
  rowsIn('all', (x) => REFI.includes(x.property) && x.category === CAPEX).length === 2,
  'one capex row at each refi property',
);
const capLark = capexAt('all', 'larkspur');
const capLark26 = capexAt('thisYear', 'larkspur');
check(capLark26 > 0 && capLark26 < capLark, 'Larkspur capex partly this year');

// Larkspur for the listing agent
const lark = current.filter((t) => t.property === 'larkspur');
check(lark.length === 1 && lark[0] === ten.anneliese, 'Brandvold rents Larkspur');
const larkPast = past.filter((t) => t.property === 'larkspur');
check(larkPast.length === 1 && larkPast[0] === ten.delphine, 'Ostrowski was the tenant before');
check(
  plusDays(ten.delphine.lease.end, 1) === PERIODS.larkspurGap[0] &&
    plusDays(PERIODS.larkspurGap[1], 1) === ten.anneliese.lease.start,
  'the gap window is the time between the two leases',
);
const TAX = ['Property Tax', 'Taxes'];
const larkTax25 = spent('lastYear', (x) => x.property === 'larkspur' && TAX.includes(x.category));
for (const c of TAX)
  check(
    rowsIn('lastYear', (x) => x.property === 'larkspur' && x.category === c).length === 1,
    `Larkspur 2025 tax row under ${c}`,
  );
const larkNet25 = netOf('lastYear', ['larkspur']);
const larkNet26 = netOf('thisYear', ['larkspur']);
check(larkNet25 < 0 && larkNet26 > 0, 'Larkspur lost money in 2025 and makes money in 2026');
const larkGap = spentAt('larkspurGap', ['larkspur']);
check(
  rowsIn('larkspurGap', (x) => x.property === 'larkspur' && TAX.includes(x.category)).length === 1,
  'one tax row inside the gap',
);

// portfolio comparisons
const net25 = rank(
  KEYS.map((k) => ({ k, v: netOf('lastYear', [k]) })),
  'net by property 2025',
);
check(
  net25[0].k === 'birchwood' && net25.at(-1).k === 'larkspur' && net25.at(-1).v < 0,
  '2025: Birchwood best, Larkspur worst (a loss)',
);
check(
  net25[1].k === 'millrace' && net25[0].v - net25[1].v < 200000,
  'the runner-up in 2025 is close (Mill Race)',
);
const cityKeys = (c) => P.properties.filter((p) => p.city === c).map((p) => p.key);
const city26 = Object.fromEntries(
  CITIES.map((c) => [c, { inc: incomeOf('thisYear', cityKeys(c)), exp: spentAt('thisYear', cityKeys(c)) }]),
);
check(
  new Set(CITIES.flatMap((c) => [city26[c].inc, city26[c].exp])).size === 4,
  'four different city figures',
);
const exp12 = rank(
  KEYS.map((k) => ({ k, v: spentAt('t12', [k]) })),
  'expenses by property T12',
);
const rent25 = rentIn('lastYear');
const ins12 = spent('t12', cats(['Insurance']));
for (const k of KEYS)
  check(
    rowsIn('t12', (x) => x.property === k && x.category === 'Insurance').length === 1,
    `one insurance row at ${k} in T12`,
  );
// the townhouse HOA: both spellings in 2025, all paid to the association
const heronHoaRows = rowsIn(
  'lastYear',
  (x) => x.property === 'heron' && ['HOA', 'HOA dues'].includes(x.category),
);
check(new Set(heronHoaRows.map((x) => x.category)).size === 2, 'both HOA spellings at Heron in 2025');
check(
  heronHoaRows.every((x) => x.entity === 'Heron Crossing Townhome Association'),
  'Heron HOA rows are the association',
);
check(
  rowsIn('all', (x) => x.entity === 'Heron Crossing Townhome Association').every((x) =>
    ['HOA', 'HOA dues'].includes(x.category),
  ),
  'association rows are all HOA',
);
const heronHoa25 = total(heronHoaRows.map((x) => cents(x.amount)));
// the print shop's rent this year (its parking and CAM money is not rent, and is not its own)
const coThisYear = rentIn('thisYear', (t) => t === co);
check(coThisYear === 11 * cents(co.lease.rent), 'Tallgrass paid every month this year');
check(
  P.incomes.some((x) => x.property === 'millrace' && x.category === 'Other' && within(x.date, 'thisYear')),
  'a CAM reconciliation this year',
);
// Birchwood other income over the T12
const birchOther = (c) => otherIn('t12', (x) => x.property === 'birchwood' && (!c || x.category === c));
const laundry12 = birchOther('Laundry');
const late12 = birchOther('Late Fee');
const other12 = birchOther();
check(other12 === laundry12 + late12, 'Birchwood T12 other income is laundry and late fees only');
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === 'birchwood'),
  'laundry only at Birchwood',
);
// leases ending within 90 days
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const in90 = endingBy(plusDays(TODAY, 90));
check(
  in90.length === 3 && endingBy('2027-03-31').length === 3,
  'three leases end within 90 days, none in Feb or March 2027',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past 90 days');
// documents
const docsOf = (type) => REFI.map((k) => P.documents.filter((d) => d.property === k && d.type === type));
for (const type of ['Insurance', 'Invoice'])
  check(
    docsOf(type).every((ds) => ds.length === 1),
    `one ${type} document at each refi property`,
  );
const insDocs = docsOf('Insurance').map((ds) => ds[0].file);
const invDocs = docsOf('Invoice').map((ds) => ds[0].file);
// maintenance at Larkspur
const larkOpen = P.maintenance.filter((m) => m.property === 'larkspur' && m.status !== 'Completed');
const OPEN_WORDS = ['garage', 'gutter'];
check(larkOpen.length === OPEN_WORDS.length, 'two open requests at Larkspur');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      larkOpen.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open Larkspur request`,
  );
const larkPending = larkOpen.filter((m) => m.status === 'Pending');
check(
  larkPending.length === 1 && lower(larkPending[0].title).includes('garage'),
  'the garage door is the one not started',
);
// snow at Mill Race over the T12: rows whose description says snow
const millSnow = spent('t12', (x) => x.property === 'millrace' && word('snow')(x));
check(
  rowsIn('all', (x) => x.property === 'millrace' && (word('plow')(x) || word('salt')(x))).every(word('snow')),
  'every plowing or salting row at Mill Race says snow',
);
check(
  rowsIn('all', (x) => x.property === 'millrace' && x.category === 'Landscaping').every(word('snow')),
  'Mill Race Landscaping rows are all snow work (mowing sits under yard)',
);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const T12NOTE =
  'T12 = 2025-12-01..2026-11-30 (December 2025 through November 2026; nothing is dated after today)';
const incNote = 'income = rent payments + other incomes; expenses = expense rows; net = income - expenses';

const idRoll = ask(
  "I'm refinancing the Birchwood fourplex and the Old Quarry duplex, and the loan officer's first request is a current rent roll for 2307 Birchwood Hollow Road. Can you list each tenant, their monthly rent, and when their lease ends?",
  rollExpected(birchRoll),
  'rent_roll',
  `current leases at Birchwood: ${birchRoll.map((t) => `${name(t)} ${money(cents(t.lease.rent))} to ${t.lease.end}`).join('; ')} (end dates not checked)`,
  { forbid: birchOut.map((t) => t.last_name) },
);
ask(
  'Please do the same for the duplex on Old Quarry Lane.',
  rollExpected(quarryRoll),
  'follow_up',
  `current leases at Old Quarry: ${quarryRoll.map((t) => `${name(t)} ${money(cents(t.lease.rent))} to ${t.lease.end}`).join('; ')}; Brennan (moved out 2026-09-30) may be mentioned, the upper unit's tenant before February 2025 may not`,
  { follow_up_of: idRoll, forbid: ['Szymanski'] },
);
ask(
  'Going by the current leases, how much rent do the two refi properties bring in per month combined?',
  [money(refiMonthly)],
  'rent_roll',
  'sum of current monthly rents at Birchwood (4 leases) and Old Quarry (2 leases)',
);
const idGsr = ask(
  'The loan officer wrote: "Please provide gross scheduled rent and actual collections for the trailing twelve months (December 1, 2025 through November 30, 2026) for the subject property." The subject property is Birchwood. What are the two numbers?',
  [money(gsrBirch), money(collBirch)],
  'gsr',
  `${T12NOTE}. Gross scheduled rent = the rent of every lease in effect in each of the 12 months (all four units were leased every month, whole-month leases, so 12 x the current roll); collections = rent payments dated in the window`,
);
ask(
  "Why don't those two match? Who is short, and by how much?",
  [ten.tobias.last_name, money(gsrBirch - collBirch)],
  'follow_up',
  `Kramarczyk paid ${money(paidIn(ten.tobias, NOV))} of ${money(cents(ten.tobias.lease.rent))} for November; every earlier month was paid in full`,
  { follow_up_of: idGsr },
);
const idT12 = ask(
  'Next I need the T12 for the Wausau fourplex, same window (December 2025 through November 2026): total income with laundry and fees included, total expenses, and the net.',
  [money(T12.birchwood.inc), money(T12.birchwood.exp), money(T12.birchwood.net)],
  't12',
  `${T12NOTE}; ${incNote}; Birchwood has no capital-improvement rows in the window, so net = NOI`,
);
const idT12q = ask(
  'Can you give me the same three T12 numbers for Old Quarry?',
  [money(T12.quarry.inc), money(T12.quarry.exp), money(T12.quarry.net)],
  'follow_up',
  `${T12NOTE}; ${incNote}; other income includes late fees, an application fee and a deposit deduction kept from Brennan; no capital-improvement rows in the window`,
  { follow_up_of: idT12 },
);
ask(
  'So over that T12, which of the two netted more, and by how much?',
  [STREET.birchwood, money(t12Diff)],
  'follow_up',
  `Birchwood T12 net ${money(T12.birchwood.net)} minus Old Quarry T12 net ${money(T12.quarry.net)}`,
  { follow_up_of: idT12q },
);
ask(
  'For the Birchwood T12 (Dec 2025 through Nov 2026), what was the single largest expense category, and how much was it?',
  [money(birchCats[0].v)],
  'category',
  `${T12NOTE}; Property Tax (two installments to the City of Wausau Treasurer); it stays first however yard/Yard/Landscaping, the repair spellings or utilities are merged; next: ${birchCats[1].k} ${money(birchCats[1].v)}`,
);
ask(
  'The underwriter wants the three biggest individual expense items at Old Quarry over the T12 (Dec 1, 2025 to Nov 30, 2026). What were they and what did each cost?',
  quarryTop3.map((x) => money(x.v)),
  'ranking',
  `${T12NOTE}; single expense rows: ${quarryRows
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join('; ')} (the fourth is not asked)`,
);
ask(
  'How much in security deposits am I holding at Birchwood, and separately at Old Quarry? The lender wants them property by property.',
  [money(depBirch), money(depQuarry)],
  'deposits',
  'sum of deposits on current leases at each property',
);
ask(
  'What is the total of all the security deposits I currently hold across all six properties?',
  [money(depAll)],
  'deposits',
  'sum of deposits on the ten current leases (past tenants not counted)',
);
const idVac = ask(
  'For the occupancy section I need the whole portfolio: over the trailing twelve months, December 2025 through November 2026, which of my properties had a unit sitting empty at any point?',
  vacantT12.map((k) => STREET[k]),
  'occupancy',
  `${T12NOTE}; a unit-month is empty when fewer whole-month leases are in effect than the property has units (Birchwood 4, Old Quarry 2, others 1): Larkspur Dec 2025-Jan 2026, Heron Aug 2026, Old Quarry (lower unit) Oct 2026; Birchwood, Mill Race and Sandhill were full all twelve months`,
);
ask(
  'At the duplex, who moved out, and who moved in after the unit sat empty?',
  [quarryOut[0].last_name, quarryIn[0].last_name],
  'follow_up',
  `${name(quarryOut[0])} to ${quarryOut[0].lease.end}; empty October 2026; ${name(quarryIn[0])} from ${quarryIn[0].lease.start}`,
  { follow_up_of: idVac },
);
ask(
  'Has Birchwood been fully rented the whole time since I started keeping books in January 2025? If a unit turned over, who left and who replaced them?',
  [birchOut[0].last_name, birchIn[0].last_name],
  'occupancy',
  `${name(birchOut[0])} to ${birchOut[0].lease.end}; unit empty August 2025; ${name(birchIn[0])} from ${birchIn[0].lease.start}`,
);
ask(
  'What have I booked as capital improvements at Birchwood and at Old Quarry since January 2025? Please give each property separately.',
  [money(capBirch), money(capQuarry)],
  'capex',
  'category "Capital improvement", all time: the Birchwood boiler (May 2025) and the Old Quarry siding (Sept 2025)',
);
ask(
  'Switching to the house on Larkspur Court, which I may list. The agent emailed: "Please confirm current tenant, monthly rent and lease expiration for 4410 Larkspur Court."',
  [ten.anneliese.last_name, money(cents(ten.anneliese.lease.rent)), ten.anneliese.lease.end.slice(0, 4)],
  'lease',
  `current lease ${ten.anneliese.lease.start}..${ten.anneliese.lease.end}; only the year of the end date is checked`,
  { forbid: [ten.delphine.last_name] },
);
const idCapL = ask(
  'How much have I put into capital improvements at Larkspur since January 1, 2025?',
  [money(capLark)],
  'capex',
  'category "Capital improvement" at Larkspur, all time: furnace (Nov 2025), LVP flooring (Dec 2025), water heater (Apr 2026)',
);
ask(
  'And how much of that was spent this year?',
  [money(capLark26)],
  'follow_up',
  'the same, dated 2026 (the water heater)',
  { follow_up_of: idCapL },
);
ask(
  'What did I pay in property taxes on Larkspur for calendar 2025?',
  [money(larkTax25)],
  'category',
  'Larkspur rows dated 2025 under "Taxes" and "Property Tax" together (one installment under each spelling)',
);
const idNetL = ask(
  'What was the net on Larkspur for 2025, with everything included, capital work and all?',
  [absMoney(larkNet25)],
  'net',
  `${incNote}; a loss of ${absMoney(larkNet25)} (vacancy Nov 2025-Jan 2026, furnace and flooring); expected as its absolute amount`,
);
ask(
  'And what does it look like for 2026 so far?',
  [money(larkNet26)],
  'follow_up',
  `${incNote}; 2026-01-01..today`,
  { follow_up_of: idNetL },
);
ask(
  "Add up everything I booked against Larkspur between Delphine Ostrowski's lease ending and Anneliese Brandvold's starting. Every expense, taxes included.",
  [money(larkGap)],
  'period',
  `expense rows at Larkspur dated ${PERIODS.larkspurGap[0]}..${PERIODS.larkspurGap[1]}, including the January 2026 tax installment`,
);
ask(
  'Looking across all six properties for 2025, which one had the highest net and which had the lowest? Give me both numbers.',
  [STREET[net25[0].k], money(net25[0].v), STREET[net25.at(-1).k], absMoney(net25.at(-1).v)],
  'ranking',
  `${incNote}, 2025, by property: ${net25.map((x) => `${x.k} ${money(x.v)}`).join(', ')}; the lowest is a loss, expected as its absolute amount`,
);
ask(
  'How do my Wausau properties compare with my Stevens Point properties for 2026 so far? Total income and total expenses for each city, please.',
  CITIES.flatMap((c) => [money(city26[c].inc), money(city26[c].exp)]),
  'comparison',
  `2026-01-01..today; ${incNote}; Wausau = Birchwood, Mill Race, Larkspur; Stevens Point = Heron, Sandhill, Old Quarry`,
);
ask(
  'Which property had the highest total expenses over the trailing twelve months, December 2025 through November 2026, and what was the total?',
  [STREET[exp12[0].k], money(exp12[0].v)],
  'ranking',
  `${T12NOTE}; expense rows by property: ${exp12.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'How much rent did I collect across the whole portfolio in 2025?',
  [money(rent25)],
  'payments',
  'rent payments dated 2025, all tenants (other income not included)',
);
ask(
  "What did insurance cost me across all six properties over the T12, Dec '25 through Nov '26?",
  [money(ins12)],
  'category',
  `${T12NOTE}; category Insurance, one renewal per property in the window`,
);
ask(
  'What did the HOA on the townhouse cost me in 2025?',
  [money(heronHoa25)],
  'category',
  'Heron rows dated 2025 under "HOA dues" and "HOA" together (four quarterly dues, one typed "HOA"), all paid to the association',
);
ask(
  'How much rent has Tallgrass payed me so far this year?',
  [money(coThisYear)],
  'payments',
  "the company tenant's rent payments dated 2026; the CAM reconciliation and the dental office's parking are not its rent",
);
ask(
  'The loan officer also wrote: "Please itemize other income (laundry, fees, etc.) for the subject property for the trailing twelve months." Subject property is Birchwood, same December 2025 through November 2026 window.',
  [money(laundry12), money(late12), money(other12)],
  'income',
  `${T12NOTE}; other incomes at Birchwood: Laundry ${money(laundry12)}, Late Fee ${money(late12)}, total ${money(other12)}`,
);
ask(
  'Who is behind on rent right now, and how much am I owed in total?',
  [...owing.map((t) => t.last_name), money(owedNow)],
  'payments',
  `for each current lease, November's rent minus November's payments (every earlier booked month is paid in full): nothing paid ${unpaid.map((t) => t.last_name).join(', ')}; part paid ${partial.map((t) => t.last_name).join(', ')}`,
);
ask(
  'Which leases expire in the next 90 days? The lender flags anything rolling over soon.',
  in90.map((t) => t.last_name),
  'lease',
  `current leases ending by ${plusDays(TODAY, 90)} (none end in February or March 2027): ${in90.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}; next is ${nextAfter.last_name} ${nextAfter.lease.end}`,
  { forbid: [nextAfter.last_name] },
);
ask(
  'Do I have the insurance declarations for both refi properties uploaded? What are the file names?',
  insDocs,
  'documents',
  'the Insurance documents at Birchwood and Old Quarry',
);
ask(
  'The lender wants backup for the capital work at Birchwood and Old Quarry. Which invoices do I have on file for those two?',
  invDocs,
  'documents',
  'the Invoice documents at Birchwood (boiler) and Old Quarry (siding); the Mill Race paving invoice is not one of them',
);
const idMaint = ask(
  "Are there any open maintenance requests at Larkspur that a buyer's inspector might notice?",
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress at Larkspur: ${larkOpen.map((m) => `${m.title} (${m.status})`).join('; ')}`,
);
ask(
  "Which of those hasn't been started yet?",
  ['garage'],
  'follow_up',
  `Pending: ${larkPending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idMaint },
);
ask(
  'How much did snow plowing at Mill Race cost me over the T12, December 2025 through November 2026?',
  [money(millSnow)],
  'description_word',
  `${T12NOTE}; Mill Race rows whose description contains "snow" (Big Eddy Plow & Lawn, lot plowing and salting, under Landscaping), including the November 2026 storm`,
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'What do you think the Larkspur house would sell for if I listed it this spring?',
  'market valuation',
);
outOfScope(
  "If Tobias Kramarczyk doesn't pay the rest of November, can I file an eviction in Wisconsin right away, and how much notice do I have to give him?",
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
check(Q.filter((x) => x.follow_up_of !== undefined).length === 8, 'eight follow-ups');
const qid = (i) => `lb69-${String(i + 1).padStart(2, '0')}`;
const out = Q.map((x, i) => {
  const o = { id: qid(i), question: x.question, expected: x.expected };
  if (x.forbid) o.forbid = x.forbid;
  if (x.follow_up_of !== undefined) o.follow_up_of = qid(x.follow_up_of);
  o.kind = x.kind;
  o.note = x.note;
  return o;
});
const FIG = /^-?\$\d/;
for (const o of out) {
  check(
    o.expected.length > 0 && o.expected.every((s) => typeof s === 'string' && s.length > 0),
    `expected of ${o.id}`,
  );
  check(new Set(o.expected).size === o.expected.length, `expected of ${o.id} are distinct`);
  // no expected money figure may be a prefix of another in the same item ("$1,095" inside "$1,095.50")
  for (const a of o.expected.filter((s) => FIG.test(s)))
    for (const b of o.expected.filter((s) => FIG.test(s) && s !== a))
      check(!b.startsWith(a), `${o.id}: ${a} is a prefix of ${b}`);
  check(
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f))),
    `forbid of ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
  for (const s of o.expected.filter((e) => FIG.test(e))) check(!s.endsWith('$0'), `zero figure in ${o.id}`);
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
