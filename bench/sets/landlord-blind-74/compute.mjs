// Works out the expected answers for landlord-blind-74 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-74/compute.mjs
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
// whole-dollar figures are expected without ".00", so "$8,150" and "$8,150.00" both pass;
// any other figure is expected with its cents ("$1,284.50")
const money = (c) => {
  const a = Math.abs(c);
  const dollars = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  const s = a % 100 === 0 ? dollars : `${dollars}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, 'today is 2026-11-28');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
const month = (d) => d.slice(0, 7);
// "the next 12 months" = today .. 2027-11-28
const YEAR_AHEAD = '2027-11-28';

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

// the vocabularies of landlord-blind-13 (and so 11 and 9), the landlord's own category spellings included
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
// this set's two cities (not used by earlier sets), and the cities of set 13 and the sets it lists
const CITIES = ['Twin Falls', 'Burley'];
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
  check(isDate(p.purchase_date) && p.purchase_date < BOOKS_START, `purchase date ${p.key} before the books`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'ID', `city ${p.city} is Twin Falls or Burley, ID`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length === 3, `three properties in ${c}`);
const COMMERCIAL = P.properties.filter((p) => p.property_type === 'Commercial').map((p) => p.key);
const RESIDENTIAL = P.properties.filter((p) => p.property_type !== 'Commercial').map((p) => p.key);
check(
  COMMERCIAL.join() === 'larkspur,quarry,overland',
  'three commercial buildings: strip center, office, restaurant',
);
check(
  RESIDENTIAL.map((k) => prop[k].property_type)
    .sort()
    .join() === 'Multi-Family,Single Family,Townhouse',
  'three residential properties: a duplex, a house and a townhouse (no condo in this set)',
);
// the short names the questions use must each pick out one property
const STREET = {
  larkspur: 'Larkspur',
  quarry: 'Quarry Ridge',
  overland: 'Overland',
  wapiti: 'Wapiti',
  chokecherry: 'Chokecherry',
  basalt: 'Basalt',
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
const isCompany = (t) => prop[t.property].property_type === 'Commercial';
// company tenants go by their trading name (first_name: "Snake River", "Hollister"), people by their last name
const who = (t) => (isCompany(t) ? t.first_name : t.last_name);
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/^[a-z.]+@example\.com$/.test(t.email), `e-mail ${t.key}`);
  check(/^\(208\) 555-01\d\d$/.test(t.phone_number), `phone ${t.key}`);
  check(
    P.tenants.filter((u) => u !== t && `${u.first_name} ${u.last_name}`.includes(who(t))).length === 0,
    `the name "${who(t)}" picks out one tenant`,
  );
  if (isCompany(t))
    check(/ (LLC|PLLC|Inc\.)$/.test(t.last_name), `company tenant ${t.key} has a legal suffix`);
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
    if (wantFee && fees.length === 1)
      check(cents(fees[0].amount) === Math.round(cents(t.lease.rent) * 0.05), `${t.key} ${mo}: fee is 5%`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
// suites and units are not in the portfolio's shape; this map only serves the overlap check and the README
const UNIT = {
  canyoncrust: 'larkspur A',
  snakeriver: 'larkspur B',
  pocketfix: 'larkspur C',
  polished: 'larkspur C',
  ironheron: 'larkspur D',
  hollister: 'quarry 100',
  bridger: 'quarry 200',
  tamarack: 'quarry 300',
  minidoka: 'overland',
  gundersen: 'wapiti A',
  pettibone: 'wapiti B',
  amezcua: 'wapiti B',
  solberg: 'chokecherry',
  varga: 'basalt',
  achterberg: 'basalt',
};
check(
  P.tenants.every((t) => UNIT[t.key]?.startsWith(t.property)),
  'every tenant has a unit',
);
for (const u of new Set(Object.values(UNIT))) {
  const ls = P.tenants
    .filter((t) => UNIT[t.key] === u)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${u}`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(future.length === 0, 'no signed lease that has not started');
check(current.length === 12 && past.length === 3, 'twelve current tenants, three past');
const companies = current.filter(isCompany);
const residents = current.filter((t) => !isCompany(t));
check(companies.length === 8 && residents.length === 4, 'eight company tenants and four households');
const pastLast = past.map(who);

// November: one household has paid nothing, the vape shop paid part, the jiu-jitsu gym paid in full but late
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.map((t) => t.key).join() === 'solberg', 'the house has not paid November');
check(partial.map((t) => t.key).join() === 'snakeriver', 'the vape shop paid part of November');
check(lateNov.map((t) => t.key).join() === 'ironheron', 'the jiu-jitsu gym paid November late');
check(
  P.payments.some((x) => x.tenant === 'bridger' && x.date === '2026-11-10'),
  'the insurance agency paid on the 10th, inside its 10 grace days (not late)',
);
check(
  P.payments.filter((x) => month(x.date) === NOV).every((x) => x.date <= TODAY),
  'no November payment after today',
);
const owedNow = total(current.map(shortOf));
check(
  owedNow ===
    total(
      current.map((t) =>
        total(bookedMonths(t).map((mo) => Math.max(0, cents(t.lease.rent) - paidIn(t, mo)))),
      ),
    ),
  '"owed this month" equals "everything unpaid on the books"',
);

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherRows = (p, f = () => true) => P.incomes.filter((x) => within(x.date, p) && f(x));
const otherIn = (p, f) => total(otherRows(p, f).map((x) => cents(x.amount)));
const incomeOf = (p, keys) =>
  rentIn(p, (t) => keys.includes(t.property)) + otherIn(p, (x) => keys.includes(x.property));
const spentAt = (p, keys) => spent(p, (x) => keys.includes(x.property));
const netOf = (p, keys) => incomeOf(p, keys) - spentAt(p, keys);
const KEYS = P.properties.map((p) => p.key);
const at =
  (...keys) =>
  (x) =>
    keys.includes(x.property);
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
const isCAM = (x) => /\bCAM\b/.test(x.description);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');

// what each commercial building brings in and costs
F.larkIn = incomeOf('thisYear', ['larkspur']);
F.larkOut = spentAt('thisYear', ['larkspur']);
F.quarryIn = incomeOf('thisYear', ['quarry']);
F.quarryOut = spentAt('thisYear', ['quarry']);
F.overlandNet25 = netOf('lastYear', ['overland']);
check(F.overlandNet25 > 0, 'the restaurant building made money in 2025');
check(F.larkIn !== rentIn('thisYear', (t) => t.property === 'larkspur'), 'Larkspur income is more than rent');
check(
  F.quarryIn !== rentIn('thisYear', (t) => t.property === 'quarry'),
  'Quarry Ridge income is more than rent',
);
check(
  F.overlandNet25 !==
    rentIn('lastYear', (t) => t.property === 'overland') - spentAt('lastYear', ['overland']),
  'the restaurant net changes when the NNN money and parking are left out',
);

// CAM: category Other, "CAM" in the description; the restaurant's NNN reimbursements are not CAM
const camRows = P.incomes.filter(isCAM);
check(camRows.length >= 30 && camRows.every((x) => x.category === 'Other'), 'CAM rows are Other income');
check(
  camRows.every((x) =>
    P.tenants.some((t) => name(t) === x.entity && t.property === x.property && isCompany(t)),
  ),
  'CAM rows name a company tenant of their building',
);
const nnnRows = P.incomes.filter((x) => x.description.includes('NNN'));
check(
  nnnRows.length >= 4 &&
    nnnRows.every((x) => !isCAM(x) && x.category === 'Other' && x.entity === name(ten.minidoka)),
  'NNN rows are Other income from the restaurant, and are not CAM',
);
check(
  P.incomes.filter((x) => lower(x.description).includes('cam') && !isCAM(x)).length === 0,
  'no description has "cam" except as CAM',
);
F.camLarkYTD = otherIn('thisYear', (x) => isCAM(x) && x.property === 'larkspur');
check(F.camLarkYTD !== otherIn('thisYear', at('larkspur')), 'Larkspur CAM differs from all its other income');
const trueUp = (x) => isCAM(x) && lower(x.description).includes('true-up');
F.trueUpsYTD = otherIn('thisYear', trueUp);
check(F.trueUpsYTD !== otherIn('lastYear', trueUp), 'true-ups differ year to year');
check(
  new Set(otherRows('thisYear', trueUp).map((x) => x.property)).size === 2,
  'true-ups at both CAM buildings this year',
);
const trueUps26 = rank(
  otherRows('thisYear', trueUp).map((x) => ({ k: x.entity, v: cents(x.amount) })),
  'true-ups this year',
);
check(trueUps26[0].k === name(ten.hollister), 'the dentist has the biggest true-up');
const bigTrueUp = ten.hollister;
const vape = ten.snakeriver;
F.vapeCAM = otherIn('all', (x) => isCAM(x) && x.entity === name(vape));
check(
  F.vapeCAM !== otherIn('all', (x) => x.entity === name(vape)),
  'the vape shop CAM differs from all its other income (late fees)',
);
F.nnnYTD = otherIn('thisYear', (x) => x.description.includes('NNN'));
check(
  F.nnnYTD !== otherIn('thisYear', at('overland')),
  'NNN money differs from all the restaurant other income (parking)',
);

// parking
F.parkingYTD = otherIn('thisYear', (x) => x.category === 'Parking');
F.parking25 = otherIn('lastYear', (x) => x.category === 'Parking');
check(F.parkingYTD !== F.parking25, 'parking differs year to year');
check(
  new Set(P.incomes.filter((x) => x.category === 'Parking').map((x) => x.property)).size === 2,
  'parking at two buildings',
);
check(
  P.incomes.filter((x) => x.category === 'Parking').every((x) => COMMERCIAL.includes(x.property)),
  'parking is commercial',
);

// rent per month among company tenants; the ranking is the same with their CAM/NNN money added
const coRents = rank(
  companies.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'company rents',
);
const withExtras = rank(
  companies.map((t) => ({
    k: t.key,
    v: rentIn('thisYear', (u) => u === t) + otherIn('thisYear', (x) => x.entity === name(t)),
  })),
  'company rent + other money this year',
);
check(
  coRents[0].k === 'hollister' && withExtras[0].k === 'hollister',
  'the dentist pays the most, either way',
);
check(coRents.at(-1).k === 'polished', 'the nail bar pays the least rent');
const perMonthAll = companies
  .map((t) => ({
    k: t.key,
    v: cents(t.lease.rent) + Math.round(otherIn('thisYear', (x) => isCAM(x) && x.entity === name(t)) / 11),
  }))
  .sort((a, b) => a.v - b.v);
check(
  perMonthAll[0].k === 'polished' && perMonthAll[1].v > perMonthAll[0].v,
  'the nail bar is lowest with CAM too',
);
const topCo = ten[coRents[0].k];
const lowCo = ten[coRents.at(-1).k];
const cheaperPast = past.filter((t) => isCompany(t) && t.lease.rent < lowCo.lease.rent);
check(
  cheaperPast.map((t) => t.key).join() === 'pocketfix',
  'the past phone-repair tenant of the same suite paid less',
);
check(!current.some((t) => t.lease.rent === topCo.lease.rent && t !== topCo), 'the top rent is unique');

// leases ending in the next 12 months
const endingBy = (d, ts) => ts.filter((t) => t.lease.end <= d);
const coEnding = endingBy(YEAR_AHEAD, companies);
const resEnding = endingBy(YEAR_AHEAD, residents);
check(
  coEnding
    .map((t) => t.key)
    .sort()
    .join() === 'bridger,ironheron,snakeriver',
  'three company leases end within 12 months',
);
check(
  resEnding
    .map((t) => t.key)
    .sort()
    .join() === 'amezcua,gundersen,solberg',
  'three household leases end within 12 months',
);
const coJustAfter = companies.filter((t) => !coEnding.includes(t) && t.lease.end <= plusDays(YEAR_AHEAD, 45));
check(
  coJustAfter.map((t) => t.key).join() === 'tamarack',
  'the surveyors end just after the window (2027-12-31)',
);
check(
  endingBy('2027-11-30', current).length === coEnding.length + resEnding.length,
  'reading the window as "through November 2027" gives the same answer',
);
const resAfter = residents.filter((t) => !resEnding.includes(t));
check(resAfter.map((t) => t.key).join() === 'achterberg', 'the townhouse lease runs past the window');

// property tax: "Property Tax" and "Taxes" together
const TAX = cats(['Property Tax', 'Taxes']);
F.taxCoYTD = spent('thisYear', (x) => TAX(x) && COMMERCIAL.includes(x.property));
F.taxResYTD = spent('thisYear', (x) => TAX(x) && RESIDENTIAL.includes(x.property));
for (const c of ['Property Tax', 'Taxes'])
  for (const g of [COMMERCIAL, RESIDENTIAL])
    check(
      rowsIn('all', (x) => x.category === c && g.includes(x.property)).length > 0,
      `${c} used on both sides`,
    );
check(
  F.taxResYTD !== spent('thisYear', (x) => x.category === 'Taxes' && RESIDENTIAL.includes(x.property)),
  'residential tax this year needs both spellings',
);
const CASSIA = 'Cassia County Treasurer';
check(VENDORS.includes(CASSIA), 'Cassia County vendor');
check(
  rowsIn('all', vendor(CASSIA)).every((x) => prop[x.property].city === 'Burley'),
  'Cassia County taxes the Burley buildings',
);
check(
  new Set(rowsIn('lastYear', vendor(CASSIA)).map((x) => x.category)).size === 2,
  'Cassia rows under both spellings in 2025',
);
F.cassia25 = spent('lastYear', vendor(CASSIA));
check(F.cassia25 !== spent('lastYear', TAX), 'Cassia 2025 differs from all tax in 2025');

// rent and other income
F.owed = owedNow;
const pizza = ten.canyoncrust;
F.pizzaYTD = rentIn('thisYear', (t) => t === pizza);
check(F.pizzaYTD === 11 * cents(pizza.lease.rent), 'the pizza place paid every month this year');
const bridger = ten.bridger;
check(P.tenants.filter((t) => lower(name(t)).includes('insurance')).length === 1, 'one insurance office');
check(
  VENDORS.every((v) => !v.includes('Bridger')),
  'no vendor is called Bridger',
);
check(bridger.lease.deposit !== bridger.lease.rent, 'the insurance office deposit differs from its rent');
check(
  current.filter((t) => t.lease.rent === bridger.lease.rent || t.lease.deposit === bridger.lease.deposit)
    .length === 1,
  "the insurance office's rent and deposit are unique",
);
const dentist = ten.hollister;
F.dentist25 =
  rentIn('lastYear', (t) => t === dentist) + otherIn('lastYear', (x) => x.entity === name(dentist));
check(F.dentist25 !== rentIn('lastYear', (t) => t === dentist), 'the dentist paid more than rent in 2025');
F.resRentYTD = rentIn('thisYear', (t) => !isCompany(t));
F.coRentYTD = rentIn('thisYear', isCompany);
F.laundry25 = otherIn('lastYear', (x) => x.category === 'Laundry');
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === 'wapiti'),
  'laundry only at the duplex',
);
F.lateFeesYTD = otherIn('thisYear', (x) => x.category === 'Late Fee');

// expenses
const SNOW_AT = (x) => word('snow')(x) && COMMERCIAL.includes(x.property);
F.snowCoYTD = spent('thisYear', SNOW_AT);
const snowRows = rowsIn('thisYear', SNOW_AT);
check(new Set(snowRows.map((x) => x.entity)).size >= 3, 'commercial snow rows come from several vendors');
check(
  new Set(snowRows.map((x) => x.category)).size >= 3,
  'commercial snow rows sit under several categories',
);
for (const v of VENDORS)
  check(
    F.snowCoYTD !== spent('thisYear', (x) => vendor(v)(x) && COMMERCIAL.includes(x.property)),
    `snow total differs from ${v}`,
  );
check(F.snowCoYTD !== spent('thisYear', word('snow')), 'residential snow work is not counted');
check(
  rowsIn(
    'thisYear',
    (x) => COMMERCIAL.includes(x.property) && lower(x.description).includes('ice melt') && !word('snow')(x),
  ).length > 0,
  'an ice-melt row without the word is not counted',
);
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
const TOP_VENDOR_WORDS = ['Twin Falls County', 'Intermountain'];
check(
  vendors25.slice(0, 2).every((x, i) => x.k.includes(TOP_VENDOR_WORDS[i])),
  'the top two vendors of 2025 are the Twin Falls County treasurer and the commercial insurer',
);
F.insCo25 = spent('lastYear', (x) => x.category === 'Insurance' && COMMERCIAL.includes(x.property));
check(
  F.insCo25 !== spent('lastYear', cats(['Insurance'])),
  'commercial insurance differs from all insurance',
);
const byProperty25 = rank(
  KEYS.map((k) => ({ k, v: spentAt('lastYear', [k]) })),
  'spend by property 2025',
);
check(byProperty25[0].k === 'quarry', 'the office building cost the most in 2025');
F.netYTD = netOf('thisYear', KEYS);
F.netCoYTD = netOf('thisYear', COMMERCIAL);
check(
  F.netYTD > 0 && F.netCoYTD > 0 && F.netCoYTD < F.netYTD,
  'the portfolio and its commercial side make money',
);
check(netOf('thisYear', RESIDENTIAL) > 0, 'the residential side makes money too');
const SENTINEL = 'Sentinel Pest Solutions';
F.sentinel = spent('all', vendor(SENTINEL));
check(F.sentinel !== spent('all', cats(['Pest ctrl'])), 'Sentinel differs from all pest control');
check(
  rowsIn('all', vendor(SENTINEL)).every((x) => x.category === 'Pest ctrl'),
  'Sentinel rows are pest control',
);

// maintenance and documents
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const openCo = open.filter((m) => COMMERCIAL.includes(m.property));
const OPEN_CO_WORDS = ['pylon', 'pothole', 'thermostat', 'drain'];
check(openCo.length === OPEN_CO_WORDS.length, 'four open commercial requests');
for (const w of OPEN_CO_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      openCo.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open commercial request`,
  );
check(
  open.some((m) => !COMMERCIAL.includes(m.property)),
  'some open requests are residential',
);
const coi = P.documents.filter((d) => d.property === 'overland' && d.type === 'Insurance');
check(coi.length === 1 && coi[0].file.includes('coi'), 'one insurance certificate at the restaurant');
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

const stopIfFailed = () => {
  if (failures.length === 0) return;
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
};
// the questions below rely on every check above
stopIfFailed();

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const INCOME = 'rent payments + other incomes';

const idLark = ask(
  'YTD income from Larkspur Crossing - rent, CAM, all of it?',
  [money(F.larkIn)],
  'income',
  `${INCOME} at the strip center, 2026-01-01..today (rent, CAM estimates and true-ups, the vape shop's and the gym's late fees)`,
);
ask(
  'ok and what has that bldg cost me YTD',
  [money(F.larkOut)],
  'follow_up',
  `${ROWS} at Larkspur Crossing, 2026`,
  {
    follow_up_of: idLark,
  },
);
ask(
  'quarry ridge office bldg, YTD money in vs money out?',
  [money(F.quarryIn), money(F.quarryOut)],
  'comparison',
  `2026 at Quarry Ridge: ${INCOME} (rent, CAM/opex true-ups, the title company's parking) and ${ROWS} (the RTU replacement)`,
);
const idOwe = ask(
  'who still owes me Nov rent',
  owing.map(who),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')} (${money(paidIn(vape, NOV))} of ${money(cents(vape.lease.rent))})`,
  { forbid: pastLast },
);
ask(
  'how much is that all together',
  [money(F.owed)],
  'follow_up',
  'for each current lease, November rent minus November payments (every earlier booked month is paid in full)',
  {
    follow_up_of: idOwe,
  },
);
const idTop = ask(
  'which commercial tenant pays the most per month',
  [who(topCo), money(coRents[0].v)],
  'lease',
  `current company leases by monthly rent: ${name(topCo)}; the same with CAM/NNN money added`,
);
ask(
  'and the least?',
  [who(lowCo), money(coRents.at(-1).v)],
  'follow_up',
  `current company leases, lowest rent: ${name(lowCo)} (suite C); the phone-repair shop that left that suite in June 2025 paid less`,
  { follow_up_of: idTop, forbid: cheaperPast.map(who) },
);
ask(
  'how much CAM have I collected at the strip center YTD, estimates + true-ups',
  [money(F.camLarkYTD)],
  'income',
  'other incomes at Larkspur Crossing with "CAM" in the description, 2026 (four quarterly estimates per tenant and the March true-ups); late fees are not CAM',
);
const idTrue = ask(
  'what did the CAM true-ups come to this yr, both bldgs',
  [money(F.trueUpsYTD)],
  'income',
  'CAM true-up rows dated 2026 (for 2025): four at Larkspur in March, two at Quarry Ridge in April',
);
ask(
  'who got hit w/ the biggest one',
  [who(bigTrueUp), money(trueUps26[0].v)],
  'follow_up',
  `largest single true-up row of 2026: ${trueUps26[0].k}`,
  { follow_up_of: idTrue },
);
ask(
  'Snake River Vape - total CAM theyve paid since i started tracking?',
  [money(F.vapeCAM)],
  'income',
  'all time; CAM estimates (2025 and 2026) and both true-ups from the vape shop; its late fees are not CAM',
);
ask(
  'parking income YTD?',
  [money(F.parkingYTD)],
  'income',
  'Parking incomes, 2026: the title company renting 10 spaces at Quarry Ridge (monthly) and the church using the restaurant lot on Sundays (quarterly)',
);
ask(
  'parking $ for all of 2025 - title co + the church lot',
  [money(F.parking25)],
  'income',
  'Parking incomes dated 2025',
);
const idCoEnd = ask(
  'any company leases ending in the next 12 mo?',
  coEnding.map(who),
  'lease',
  `current company leases ending by ${YEAR_AHEAD}: ${coEnding.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}; ${name(coJustAfter[0])} ends ${coJustAfter[0].lease.end}, just outside`,
  { forbid: coJustAfter.map(who) },
);
ask(
  'and on the residential side?',
  resEnding.map(who),
  'follow_up',
  `current household leases ending by ${YEAR_AHEAD}: ${resEnding.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}; the townhouse lease runs to ${resAfter[0].lease.end}; the past townhouse tenant left in February`,
  { follow_up_of: idCoEnd, forbid: [...resAfter.map(who), ten.varga.last_name] },
);
ask(
  'prop tax YTD - commercial bldgs vs the residential ones',
  [money(F.taxCoYTD), money(F.taxResYTD)],
  'comparison',
  '2026; categories "Property Tax" and "Taxes" together; only the June second-half bills fall in 2026 (the restaurant tax is billed back to the tenant as NNN income, but the expense is still the landlord\'s)',
);
ask(
  'what were my Cassia County tax bills in 2025, all 3 Burley props',
  [money(F.cassia25)],
  'vendor',
  `rows whose entity is "${CASSIA}", 2025 (June and December halves for the restaurant, the duplex and the house)`,
);
ask(
  'anybody pay nov rent late?',
  lateNov.map(who),
  'payments',
  'November paid in full after the due day + grace days (a late fee was booked); the insurance office paid on the 10th inside its 10 grace days; the vape shop paid only part',
);
const idIns = ask(
  "what's the insurance office in suite 200 paying per month",
  [money(cents(bridger.lease.rent))],
  'lease',
  `${name(bridger)}, the only tenant with "Insurance" in its name (its lease file names suite 200)`,
);
ask(
  'and what deposit am i holding on them',
  [money(cents(bridger.lease.deposit))],
  'follow_up',
  `${name(bridger)} lease deposit`,
  {
    follow_up_of: idIns,
  },
);
ask(
  'how much rent has the pizza place paid YTD',
  [money(F.pizzaYTD)],
  'payments',
  `${name(pizza)}, 2026 rent payments (eleven months, its CAM is not rent)`,
);
ask(
  'NNN reimbursements from the smokehouse this yr, total?',
  [money(F.nnnYTD)],
  'income',
  'other incomes with "NNN" in the description, 2026: property tax 1st and 2nd half 2025 and the building insurance premium; the church parking at that lot is not NNN',
);
ask(
  'net on the restaurant bldg for 2025?',
  [money(F.overlandNet25)],
  'net',
  `${INCOME} - expenses at Overland Mill Road, 2025 (rent, NNN reimbursements, church parking; tax, insurance, roof, lot, RTU)`,
);
ask(
  'what did the dentist pay me in 2025 all in - rent plus the opex true-up',
  [money(F.dentist25)],
  'payments',
  `${name(dentist)}: 2025 rent payments + other incomes with that entity (the April CAM/opex true-up for 2024)`,
);
const idRes = ask(
  'total rent from the residential units YTD',
  [money(F.resRentYTD)],
  'payments',
  'rent payments of the duplex, the house and the townhouse tenants dated 2026 (the house has not paid November)',
);
ask(
  'and from the commercial tenants?',
  [money(F.coRentYTD)],
  'follow_up',
  'rent payments of company tenants dated 2026 (rent only: no CAM, NNN, parking or late fees)',
  {
    follow_up_of: idRes,
  },
);
ask(
  'laundry $ from the wapiti duplex in 2025',
  [money(F.laundry25)],
  'income',
  'Laundry incomes dated 2025 (four quarterly commissions, the January one for Q4 2024)',
);
ask('late fees collected YTD', [money(F.lateFeesYTD)], 'income', 'Late Fee incomes dated 2026');
ask('total spend last month across all bldgs', [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
ask(
  'what have i spent on snow stuff at the commercial bldgs this yr',
  [money(F.snowCoYTD)],
  'description_word',
  'rows at the three commercial buildings whose description contains "snow", 2026: the plow firm (not its lot sweeping), a snow shovel and a snow brush; the plain ice-melt row and the duplex shoveling are not counted',
);
ask(
  'top 2 vendors in 2025 by $ paid',
  vendors25.slice(0, 2).map((x) => money(x.v)),
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 3)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}`,
);
ask(
  'insurance premiums on the 3 commercial bldgs for 2025?',
  [money(F.insCo25)],
  'category',
  'category Insurance at the strip center, the office building and the restaurant, 2025',
);
ask(
  'which property cost me the most in 2025',
  [STREET[byProperty25[0].k], money(byProperty25[0].v)],
  'ranking',
  'expenses by property, 2025, highest (suite 300 carpet and paint, utilities, tax)',
);
const idNet = ask(
  'net for the whole portfolio YTD',
  [money(F.netYTD)],
  'net',
  `${INCOME} - expenses, 2026, all six properties`,
);
ask(
  "how much of that's the commercial side",
  [money(F.netCoYTD)],
  'follow_up',
  'the same for the three commercial buildings, 2026',
  {
    follow_up_of: idNet,
  },
);
ask(
  'whats open on maintenance at the commercial bldgs',
  OPEN_CO_WORDS,
  'maintenance',
  `Pending or In Progress at the commercial buildings: ${openCo.map((m) => m.title).join('; ')}`,
);
ask(
  "pull up the smokehouse's insurance cert",
  [coi[0].file],
  'documents',
  'the Insurance document at Overland Mill Road',
);
ask(
  'what have i paid Sentinel for pest since i started tracking',
  [money(F.sentinel)],
  'vendor',
  `all time; rows whose entity is "${SENTINEL}" (quarterly at the strip center, twice a year at the office building); the residential pest firm is not counted`,
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('what cap rate would larkspur trade at in this market', 'market valuation');
outOfScope(
  'in idaho can i legally lock out a commercial tenant whos behind, or do i have to go to court',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
check(Q.filter((x) => x.follow_up_of !== undefined).length === 8, 'eight follow-ups');
const qid = (i) => `lb74-${String(i + 1).padStart(2, '0')}`;
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
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f) || f.includes(s))),
    `forbid of ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');

stopIfFailed();
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
