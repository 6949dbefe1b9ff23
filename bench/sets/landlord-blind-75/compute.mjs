// Works out the expected answers for landlord-blind-75 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-75/compute.mjs
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
// whole-dollar figures (the purchase price) are expected without cents, so "$148,500" and "$148,500.00" both pass
const dollars = (d) => `$${d.toLocaleString('en-US')}`;
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, `today is ${TODAY}`);
// The landlord began recording in the app on 2025-01-01: no payment, income or expense is older.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  fy2025: ['2025-01-01', '2025-12-31'],
  ytd: ['2026-01-01', TODAY],
  // "the same stretch of 2025" as this year to date
  sameStretch2025: ['2025-01-01', '2025-11-28'],
  q1: ['2026-01-01', '2026-03-31'],
  q2: ['2026-04-01', '2026-06-30'],
  q3: ['2026-07-01', '2026-09-30'],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const month = (d) => d.slice(0, 7);
const nextMonth = (mo) => {
  let [y, m] = mo.split('-').map(Number);
  m += 1;
  if (m > 12) [y, m] = [y + 1, 1];
  return `${y}-${String(m).padStart(2, '0')}`;
};

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
// cities named by landlord-blind-13 as used by earlier sets, plus set 13's own; this set uses Saginaw and Bay City
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
const CITIES = ['Saginaw', 'Bay City'];

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
  check(CITIES.includes(p.city) && p.state === 'MI', `${p.key} is in Saginaw or Bay City, MI`);
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
  pellston: 'Pellston',
  wexford: 'Wexford',
  brandle: 'Brandle',
  kestrel: 'Kestrel',
  ostrander: 'Ostrander',
  larkmoor: 'Larkmoor',
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
  check(t.lease.start >= prop[t.property].purchase_date, `lease after purchase ${t.key}`);
  check(t.email.endsWith('@example.com'), `e-mail ${t.key}`);
  check(/^\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `phone ${t.key}`);
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
for (const x of P.incomes)
  check(x.date >= prop[x.property].purchase_date, `income after purchase ${JSON.stringify(x)}`);
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
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document file names unique');

// ---------- vendors ----------
// what kind of business each vendor is; "contractor" = a service business that would get a 1099 by the
// question's own rule (not insurers, tax collectors, associations, utilities or supply stores)
const VENDOR_KIND = {
  'Saginaw Valley Roofing & Gutter': 'contractor',
  'Thumb Area Plumbing': 'contractor',
  'Zilwaukee Drain & Sewer': 'contractor',
  'Birchrun Handyman Services': 'contractor',
  'Kessler Home Repair': 'contractor',
  'Carrollton Electric': 'contractor',
  'Auburn Appliance Repair': 'contractor',
  'Bayside Painting Co.': 'contractor',
  'Lakeshore Floor Covering': 'contractor',
  'Mapleleaf Cleaning': 'contractor',
  'Freeland Heating & Cooling': 'contractor',
  'Pinecrest Lawn & Snow': 'contractor',
  'Hemlock Lawn Care': 'contractor',
  'Cass River Snow Removal': 'contractor',
  'Shiawassee Pest Solutions': 'contractor',
  'Riverside Hardware & Supply': 'store',
  'Northland Builders Supply': 'store',
  'Great Lakes Mutual Insurance': 'insurer',
  'Tittabawassee Insurance Group': 'insurer',
  'Northern Shores Casualty': 'insurer',
  'Harbor Point Insurance Co.': 'insurer',
  'City of Saginaw Treasurer': 'tax',
  'Bay City Treasurer': 'tax',
  'Hampton Township Treasurer': 'tax',
  'Kestrel Point Condominium Association': 'association',
  'Larkmoor Commons HOA': 'association',
  'Saginaw Municipal Water': 'utility',
  'Valley Disposal Services': 'utility',
  'Saginaw Bay Power & Light': 'utility',
  'Bay Area Gas Co.': 'utility',
};
// the short name a reply must contain for each contractor; each picks out exactly one vendor
const SHORT = {
  'Saginaw Valley Roofing & Gutter': 'Saginaw Valley',
  'Thumb Area Plumbing': 'Thumb Area',
  'Zilwaukee Drain & Sewer': 'Zilwaukee',
  'Birchrun Handyman Services': 'Birchrun',
  'Kessler Home Repair': 'Kessler',
  'Carrollton Electric': 'Carrollton',
  'Auburn Appliance Repair': 'Auburn',
  'Bayside Painting Co.': 'Bayside',
  'Lakeshore Floor Covering': 'Lakeshore',
  'Mapleleaf Cleaning': 'Mapleleaf',
  'Freeland Heating & Cooling': 'Freeland',
  'Pinecrest Lawn & Snow': 'Pinecrest',
  'Hemlock Lawn Care': 'Hemlock',
  'Cass River Snow Removal': 'Cass River',
  'Shiawassee Pest Solutions': 'Shiawassee',
};
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
for (const v of VENDORS) check(Boolean(VENDOR_KIND[v]), `vendor kind of ${v}`);
for (const v of Object.keys(VENDOR_KIND)) check(VENDORS.includes(v), `vendor ${v} has rows`);
const CONTRACTORS = VENDORS.filter((v) => VENDOR_KIND[v] === 'contractor');
for (const v of CONTRACTORS) {
  check(Boolean(SHORT[v]) && v.startsWith(SHORT[v]), `short name of ${v}`);
  const hits = [
    ...VENDORS.filter((w) => lower(w).includes(lower(SHORT[v]))),
    ...P.properties.filter((p) => lower(p.address).includes(lower(SHORT[v]))).map((p) => p.key),
    ...P.tenants
      .filter((t) => lower(`${t.first_name} ${t.last_name}`).includes(lower(SHORT[v])))
      .map((t) => t.key),
  ];
  check(hits.length === 1, `"${SHORT[v]}" picks out one vendor and no street or tenant`);
}

// ---------- leases and rent on the books ----------
const name = (t) => `${t.first_name} ${t.last_name}`;
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
const monthName = (mo) => `${MONTH_NAMES[Number(mo.slice(5)) - 1]} ${mo.slice(0, 4)}`;
// the months of a lease that fall inside the books, up to this month
function bookedMonths(t) {
  const out = [];
  let mo = t.lease.start.slice(0, 7);
  while (`${mo}-01` <= TODAY && `${mo}-01` <= t.lease.end) {
    if (`${mo}-01` >= BOOKS_START) out.push(mo);
    mo = nextMonth(mo);
  }
  return out;
}
// the lease month a payment is for: its own month, or the next one when paid early (from the 25th on)
const EARLY_DAY = 25;
const forMonth = (x) => (Number(x.date.slice(8)) >= EARLY_DAY ? nextMonth(month(x.date)) : month(x.date));
const paymentsFor = (t, mo) => P.payments.filter((x) => x.tenant === t.key && forMonth(x) === mo);
const paidFor = (t, mo) => total(paymentsFor(t, mo).map((x) => cents(x.amount)));
const paidLate = (t, mo) =>
  paymentsFor(t, mo).some(
    (x) => month(x.date) === mo && Number(x.date.slice(8)) > t.lease.due_day + t.lease.grace_period_days,
  );
const lateFees = P.incomes.filter((x) => x.category === 'Late Fee');
const early = P.payments.filter((x) => forMonth(x) !== month(x.date));
check(early.length === 1, 'exactly one rent payment made early, at the end of the month before');
check(
  early.length === 1 && early[0].date.startsWith('2025-12') && forMonth(early[0]) === '2026-01',
  'the early payment is January 2026 rent paid in late December 2025 (cash basis puts it in 2025)',
);
const lateList = [];
for (const t of P.tenants) {
  const months = bookedMonths(t);
  check(
    P.payments.filter((x) => x.tenant === t.key).every((x) => months.includes(forMonth(x))),
    `${t.key}: payments only for booked lease months`,
  );
  for (const mo of months) {
    // every booked month, November 2026 included, is paid in full with one payment
    check(
      paymentsFor(t, mo).length === 1 && paidFor(t, mo) === cents(t.lease.rent),
      `${t.key} ${mo} paid in full`,
    );
    const fees = lateFees.filter(
      (x) => x.entity === name(t) && x.description === `Late fee - ${monthName(mo)} rent`,
    );
    const late = paidLate(t, mo);
    check(fees.length === (late ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
    if (late) {
      lateList.push({ t, mo, fee: fees[0] });
      check(
        fees.length === 1 && [mo, nextMonth(mo)].includes(month(fees[0].date)),
        `${t.key} ${mo}: fee booked that month or the next`,
      );
    }
  }
}
check(lateFees.length === lateList.length, 'every late fee belongs to a late payment');
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
const feeNextYear = lateList.filter((l) => month(l.fee.date) !== l.mo);
check(
  feeNextYear.length === 1 &&
    feeNextYear[0].mo === '2025-12' &&
    feeNextYear[0].fee.date.startsWith('2026-01'),
  'one late fee for December 2025 rent was collected in January 2026',
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
check(
  P.tenants.every((t) => t.lease.start <= TODAY),
  'no signed future lease',
);
check(current.length === 7 && past.length === 5, 'seven current leases and five past ones');
for (const k of Object.keys(prop))
  check(
    current.some((t) => t.property === k),
    `${k} is let today`,
  );
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
check(company[0].lease.start < BOOKS_START, 'the company lease started before the books');

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
// rent is counted by the date it was received (cash basis), whatever month it was for
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeOf = (p, key) =>
  rentIn(p, (t) => !key || t.property === key) + otherIn(p, (x) => !key || x.property === key);
const spentAt = (p, key) => spent(p, (x) => x.property === key);
const netOf = (p, key) => incomeOf(p, key) - spentAt(p, key);
const netAll = (p) => incomeOf(p) - spent(p);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
const at = (k) => (x) => x.property === k;
const isKept = (x) => x.category === 'Other' && lower(x.description).startsWith('security deposit kept');
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const TAX = ['Property Tax', 'Taxes'];
const HOA = ['HOA dues', 'HOA'];
const REPAIRS = ['Repairs', 'Repairs & maint'];
const CAPEX = ['Capital improvement'];

// every figure a question expects, by label; different labels must never share a figure
const F = {};
const fig = (label, c) => {
  check(F[label] === undefined || F[label] === c, `figure ${label} set twice`);
  F[label] = c;
  return c;
};

// income
fig('rent2025', rentIn('fy2025'));
const rentByProp25 = rank(
  KEYS.map((k) => ({
    k,
    v: fig(
      `rent2025.${k}`,
      rentIn('fy2025', (t) => t.property === k),
    ),
  })),
  'rent by property 2025',
);
check(rentByProp25[0].k === 'brandle' && rentByProp25.at(-1).k === 'larkmoor', 'most and least rent in 2025');
fig(
  'late2025',
  otherIn('fy2025', (x) => x.category === 'Late Fee'),
);
fig(
  'lateYtd',
  otherIn('ytd', (x) => x.category === 'Late Fee'),
);
// a rent-month reading of late fees (the December fee put back into 2025) would give different figures
check(
  total(lateList.filter((l) => l.mo < '2026').map((l) => cents(l.fee.amount))) !== F.late2025,
  'late fees by rent month differ from late fees by date',
);
const OTHER_CATS = ['Laundry', 'Parking', 'Pet Fee', 'Other'];
fig(
  'other2025',
  otherIn('fy2025', (x) => OTHER_CATS.includes(x.category) && !isKept(x)),
);
check(
  ['Laundry', 'Parking', 'Pet Fee'].every((c) => otherIn('fy2025', (x) => x.category === c) > 0) &&
    otherIn('fy2025', (x) => x.category === 'Other' && !isKept(x)) > 0,
  'other income 2025 has laundry, parking, a pet fee and non-deposit Other rows (CAM, application fee)',
);
fig('depositsHeld', total(current.map((t) => cents(t.lease.deposit))));
check(
  F.depositsHeld !== total(P.tenants.map((t) => cents(t.lease.deposit))),
  'deposits held differ from all deposits ever taken',
);
check(
  F.depositsHeld !== total(current.map((t) => cents(t.lease.rent))),
  'deposits held differ from the rent roll',
);
const kept25 = P.incomes.filter((x) => within(x.date, 'fy2025') && isKept(x));
fig('kept2025', total(kept25.map((x) => cents(x.amount))));
check(kept25.length === 2, 'two deposits partly kept in 2025');
check(
  kept25.every((x) => past.some((t) => name(t) === x.entity && t.property === x.property)),
  'kept deposits name a past tenant of their property',
);
check(
  P.incomes.some((x) => within(x.date, 'ytd') && isKept(x)),
  'deposits were also kept in 2026 (not to be counted for 2025)',
);
fig(
  'rentYtd.wexford',
  rentIn('ytd', (t) => t.property === 'wexford'),
);
check(
  total(
    P.payments
      .filter(
        (x) => forMonth(x) >= '2025-01' && forMonth(x) <= '2025-12' && ten[x.tenant].property === 'wexford',
      )
      .map((x) => cents(x.amount)),
  ) !== F['rent2025.wexford'],
  'the duplex 2025 rent by date differs from the rent-month reading',
);
const rentYtdByProp = rank(
  KEYS.map((k) => ({
    k,
    v: fig(
      `rentYtd.${k}`,
      rentIn('ytd', (t) => t.property === k),
    ),
  })),
  'rent by property this year',
);
const leastYtd = rentYtdByProp.at(-1);
const secondLeastYtd = rentYtdByProp.at(-2);
const thirdLeastYtd = rentYtdByProp.at(-3);
check(leastYtd.k === 'pellston', 'the house with the July vacancy brought in the least this year');
check(
  secondLeastYtd.v - rentYtdByProp.at(-1).v > 0 && thirdLeastYtd.v - secondLeastYtd.v < 5000,
  'second and third lowest this year are within $50 of each other',
);
fig('rentYtd', rentIn('ytd'));
fig('rentSameStretch2025', rentIn('sameStretch2025'));
check(F.rentYtd !== F.rent2025, 'this year differs from all of 2025');

// expenses
fig('spent2025', spent('fy2025'));
fig('repairs2025', spent('fy2025', cats(REPAIRS)));
check(
  REPAIRS.every((c) => rowsIn('fy2025', (x) => x.category === c).length > 0),
  'both repair spellings used in 2025',
);
check(
  rowsIn('fy2025', (x) => x.category === 'HVAC').length === 0,
  'no HVAC rows in 2025 (the repairs question is clean)',
);
const capex25 = rowsIn('fy2025', cats(CAPEX));
fig('capex2025', total(capex25.map((x) => cents(x.amount))));
check(capex25.length === 3, 'three capital improvements in 2025');
capex25.forEach((x, i) => fig(`capex2025.row${i}`, cents(x.amount)));
fig('insurance2025', spent('fy2025', cats(['Insurance'])));
fig('insuranceYtd', spent('ytd', cats(['Insurance'])));
check(
  new Set(rowsIn('fy2025', cats(['Insurance'])).map((x) => x.property)).size === 6,
  'six policies in 2025',
);
fig('tax2025', spent('fy2025', cats(TAX)));
fig('taxYtd', spent('ytd', cats(TAX)));
for (const c of TAX)
  check(rowsIn('fy2025', (x) => x.category === c).length > 0, `tax category ${c} used in 2025`);
// winter bills for tax year 2025 paid in 2026, and 2024 winter bills paid in 2025: the year in the description is
// not the year of payment
check(
  spent('all', (x) => TAX.includes(x.category) && x.description.startsWith('2025')) !== F.tax2025,
  'tax "for 2025" differs from tax paid in 2025',
);
check(
  rowsIn('all', (x) => x.property === 'brandle' && TAX.includes(x.category)).length === 0,
  'the roaster pays its own tax',
);
fig('hoa2025', spent('fy2025', cats(HOA)));
fig('hoaYtd', spent('ytd', cats(HOA)));
for (const c of HOA)
  check(rowsIn('fy2025', (x) => x.category === c).length > 0, `HOA category ${c} used in 2025`);
fig('util2025', spent('fy2025', cats(['Utilities'])));
const utilByProp = rank(
  KEYS.filter((k) => spent('fy2025', (x) => x.category === 'Utilities' && x.property === k) > 0).map((k) => ({
    k,
    v: spent('fy2025', (x) => x.category === 'Utilities' && x.property === k),
  })),
  'utilities by property 2025',
);
check(utilByProp[0].k === 'wexford' && utilByProp.length === 2, 'the duplex carries most utilities');
fig('util2025.top', utilByProp[0].v);
const OST = 'ostrander';
fig(
  'capex2025.ostrander',
  spent('fy2025', (x) => at(OST)(x) && CAPEX.includes(x.category)),
);
fig(
  'opex2025.ostrander',
  spent('fy2025', (x) => at(OST)(x) && !CAPEX.includes(x.category)),
);
const spentByProp25 = rank(
  KEYS.map((k) => ({ k, v: fig(`spent2025.${k}`, spentAt('fy2025', k)) })),
  'spend by property 2025',
);
check(spentByProp25[0].k === OST && spentByProp25.at(-1).k === 'brandle', 'most and least spend in 2025');
check(spentByProp25[0].v - spentByProp25[1].v > 0, 'the roof year tops 2025');
const vendors25 = rank(
  [...new Set(rowsIn('fy2025').map((x) => x.entity))].map((k) => ({ k, v: spent('fy2025', vendor(k)) })),
  'vendors 2025',
);
vendors25.slice(0, 3).forEach((x, i) => fig(`vendor2025.top${i + 1}`, x.v));
// counting the February 2026 winter-tax payments as 2025 would reorder the top three
check(
  spent('all', (x) => x.entity === vendors25[2].k && (within(x.date, 'fy2025') || x.date <= '2026-02-28')) >
    vendors25[1].v,
  'a wrong-year tax row reorders the top three vendors',
);

// 1099 thinking: contractors paid $600 or more in 2025
const LINE = 60000;
const c25 = (v) => spent('fy2025', vendor(v));
const over600 = CONTRACTORS.filter((v) => c25(v) >= LINE).sort((a, b) => c25(b) - c25(a));
check(over600.length === 8, `eight contractors at $600+ in 2025 (${over600.length})`);
const KESS = 'Kessler Home Repair';
const FREE = 'Freeland Heating & Cooling';
const BIRCH = 'Birchrun Handyman Services';
const PINE = 'Pinecrest Lawn & Snow';
const kessAll = spent('all', vendor(KESS));
check(c25(KESS) < LINE && kessAll >= LINE, 'Kessler crosses $600 only with a January 2026 row');
check(!Object.values(F).includes(kessAll), 'the wrong Kessler figure is no expected figure');
check(
  rowsIn('ytd', vendor(KESS)).length === 1 && rowsIn('ytd', vendor(KESS))[0].date <= '2026-01-10',
  'the Kessler row is dated early January',
);
check(c25(FREE) === 0 && spent('ytd', vendor(FREE)) >= LINE, 'Freeland only worked in 2026');
const birchRows = rowsIn('fy2025', vendor(BIRCH)).sort((a, b) => (a.date < b.date ? -1 : 1));
check(
  c25(BIRCH) >= LINE &&
    c25(BIRCH) - cents(birchRows.at(-1).amount) < LINE &&
    birchRows.at(-1).date >= '2025-12-29',
  'Birchrun crosses $600 only with its December 30 row',
);
check(
  birchRows.every((x) => cents(x.amount) < LINE),
  'no single Birchrun bill reaches $600',
);
fig('birch2025', c25(BIRCH));
fig('pine2025', c25(PINE));
check(
  c25(PINE) < LINE && c25(PINE) + spent('ytd', (x) => x.entity === PINE && x.date <= '2026-01-31') >= LINE,
  'Pinecrest is under $600 in 2025 but over with its January 2026 plow',
);
check(
  over600.some((v) => rowsIn('fy2025', vendor(v)).length === 1 && c25(v) < 65000),
  'one contractor is just over the line on a single bill',
);

// quarters of 2026
for (const q of ['q1', 'q2', 'q3']) {
  fig(`rent.${q}`, rentIn(q));
  fig(`spent.${q}`, spent(q));
}
check(rentIn('q1') !== rentIn('q2') && rentIn('q2') !== rentIn('q3'), 'each quarter of rent differs');
const capexYtd = rowsIn('ytd', cats(CAPEX));
check(capexYtd.length === 2, 'two capital improvements this year');
fig('capexYtd', total(capexYtd.map((x) => cents(x.amount))));
capexYtd.forEach((x, i) => fig(`capexYtd.row${i}`, cents(x.amount)));

// net and the one property in the red for 2025
fig('net2025', netAll('fy2025'));
check(F.net2025 > 0, 'the portfolio makes money in 2025');
const losers25 = KEYS.filter((k) => netOf('fy2025', k) < 0);
check(
  losers25.length === 1 && losers25[0] === OST,
  `only the roof house is in the red for 2025 (${losers25})`,
);
fig('loss2025', Math.abs(netOf('fy2025', OST)));
// the townhouse bought in 2025 is only just above water: its 2025 winter tax, paid January 6 2026, would sink it
const lark2026tax = rowsIn(
  'ytd',
  (x) => at('larkmoor')(x) && TAX.includes(x.category) && x.date <= '2026-01-31',
);
const larkWrong = Math.abs(netOf('fy2025', 'larkmoor') - cents(lark2026tax[0]?.amount ?? 0));
check(!Object.values(F).includes(larkWrong), 'the wrong Larkmoor loss is no expected figure');
check(
  netOf('fy2025', 'larkmoor') > 0 &&
    lark2026tax.length === 1 &&
    netOf('fy2025', 'larkmoor') - cents(lark2026tax[0].amount) < 0,
  'Larkmoor is positive for 2025 unless its January 2026 tax payment is counted',
);

// the townhouse: purchase and first tenant
const lark = prop.larkmoor;
check(lark.purchase_date >= BOOKS_START, 'Larkmoor bought inside the books');
const larkFirst = P.tenants
  .filter((t) => t.property === 'larkmoor')
  .sort((a, b) => (a.lease.start < b.lease.start ? -1 : 1))[0];
check(larkFirst.lease.start > lark.purchase_date, 'first Larkmoor lease after purchase');
check(
  P.properties.filter((p) => p.purchase_price === lark.purchase_price).length === 1,
  'purchase price unique',
);

// documents
const roofInv = P.documents.filter((d) => d.property === OST && d.type === 'Invoice');
check(roofInv.length === 1 && roofInv[0].file.includes('roof'), 'one roof invoice at Ostrander');
const brandleIns = P.documents
  .filter((d) => d.property === 'brandle' && d.type === 'Insurance')
  .sort((a, b) => (a.uploaded < b.uploaded ? -1 : 1));
check(
  brandleIns.length === 2 && brandleIns[1].file.includes('2026'),
  'two Brandle policies, the latest for 2026',
);

for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);
// wrong-row mistakes must change the figures: no two different quantities share a figure
{
  const seen = new Map();
  for (const [k, v] of Object.entries(F)) {
    if (seen.has(v)) {
      const a = seen.get(v);
      // the same number reached two ways (a property total that is also a single row, etc.)
      const SAME = [
        ['capex2025.ostrander', 'capex2025.row0'],
        ['capex2025.ostrander', 'capex2025.row1'],
        ['capex2025.ostrander', 'capex2025.row2'],
      ];
      const ok = SAME.some(([x, y]) => (x === a && y === k) || (x === k && y === a));
      check(ok, `figures ${a} and ${k} are both ${money(v)}`);
    } else seen.set(v, k);
  }
}

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const RULE = 'payments by the date received (cash basis)';

// --- income for the 2025 return
const idRent = ask(
  'Deb (my CPA) is doing the 2025 return. she needs gross rents for FY2025, all properties together. rent only, no late fees',
  [money(F.rent2025)],
  'income',
  `rent payments dated 2025, ${RULE}; includes Perrault's January 2026 rent paid 2025-12-30; excludes late fees and other income`,
);
ask(
  'ok and she wants it per property for the Schedule E, one line each',
  KEYS.map((k) => money(F[`rent2025.${k}`])),
  'follow_up',
  `2025 rent by property: ${KEYS.map((k) => `${STREET[k]} ${money(F[`rent2025.${k}`])}`).join(', ')}`,
  { follow_up_of: idRent },
);
ask(
  'late fees collected in calendar 2025? she wants them as a separate line item',
  [money(F.late2025)],
  'income',
  "Late Fee incomes dated 2025; Oyarzun's fee for December 2025 was collected 2026-01-02 and is not in it",
);
ask(
  'what have late fees come to so far in 2026',
  [money(F.lateYtd)],
  'income',
  "Late Fee incomes dated 2026 to today, including Oyarzun's December 2025 fee collected 2026-01-02",
);
ask(
  'fwd from Deb: "Please send 2025 other income: laundry, the garage rental, pet fees, CAM reimbursements, anything else. Exclude rent, late fees and any security deposits you kept, those go on their own lines."',
  [money(F.other2025)],
  'income',
  'incomes dated 2025 in Laundry, Parking, Pet Fee and Other, minus the Other rows that are kept deposits (the CAM true-up and an application fee stay in)',
);
ask(
  'how much in security deposits am i holding right now, total? Deb wants to be sure none of it got counted as income',
  [money(F.depositsHeld)],
  'deposits',
  'sum of deposits on the seven current leases (not past tenants); deposits are not recorded as income',
);
ask(
  'did i keep any deposit money in 2025? from who and how much altogether',
  [money(F.kept2025), ...kept25.map((x) => x.entity.split(' ').at(-1))],
  'deposits',
  `Other incomes dated 2025 described "Security deposit kept": ${kept25
    .map((x) => `${x.entity} ${money(cents(x.amount))}`)
    .join(', ')}; the two kept in 2026 are not counted`,
);
ask(
  'rents received from the wexford duplex, both units: FY2025 and then 2026 so far',
  [money(F['rent2025.wexford']), money(F['rentYtd.wexford'])],
  'income',
  `${RULE}; Perrault's January 2026 rent, paid 2025-12-30, sits in 2025, so 2026 has only ten months of hers`,
);
ask(
  'which property has brought in the least rent so far this year? and whos second lowest',
  [STREET[leastYtd.k], money(leastYtd.v), STREET[secondLeastYtd.k], money(secondLeastYtd.v)],
  'ranking',
  `2026 rent by property, lowest first: ${[...rentYtdByProp]
    .reverse()
    .map((x) => `${STREET[x.k]} ${money(x.v)}`)
    .join(', ')}; the second and third are ${money(thirdLeastYtd.v - secondLeastYtd.v)} apart`,
);
ask(
  'gross rents 2026 YTD vs the same stretch of 2025 (jan 1 thru nov 28). are we ahead?',
  [money(F.rentYtd), money(F.rentSameStretch2025)],
  'comparison',
  `${RULE}; 2026-01-01..today against 2025-01-01..2025-11-28`,
);

// --- expenses for the 2025 return
ask(
  'total expences for FY2025? every category incl cap ex, all 6 properties',
  [money(F.spent2025)],
  'total',
  'sum of expense rows dated 2025',
);
const idRepairs = ask(
  "repairs for 2025 - i coded them two ways, 'Repairs' and 'Repairs & maint'. combine those two, all properties",
  [money(F.repairs2025)],
  'category',
  'categories Repairs and Repairs & maint, 2025 (there are no HVAC rows in 2025)',
);
ask(
  'and capital improvements for 2025? line items + total pls, she depreciates those separately',
  [...capex25.map((x) => money(cents(x.amount))), money(F.capex2025)],
  'follow_up',
  `category Capital improvement, 2025: ${capex25
    .map((x) => `${STREET[x.property]} ${x.description} ${money(cents(x.amount))}`)
    .join('; ')}`,
  { follow_up_of: idRepairs },
);
ask(
  'insurance premiums paid in 2025, all the policies',
  [money(F.insurance2025)],
  'category',
  'category Insurance, 2025 (six policies, one per property)',
);
ask(
  'insurance so far in 2026 - about the same as last year?',
  [money(F.insuranceYtd), money(F.insurance2025)],
  'comparison',
  'category Insurance, 2026 to today against 2025 (every policy has renewed by October)',
);
ask(
  "property taxes paid in calendar 2025? i used both 'Property Tax' and 'Taxes' as categories, count both",
  [money(F.tax2025)],
  'category',
  'categories Property Tax and Taxes dated 2025: the 2024 winter bills paid in early 2025 count, the 2025 winter bills paid in January/February 2026 do not; the coffee roaster pays its own tax',
);
ask(
  'how much property tax have i paid so far in 2026 vs all of 2025',
  [money(F.taxYtd), money(F.tax2025)],
  'comparison',
  'categories Property Tax and Taxes, 2026 to today against 2025',
);
const idHoa = ask(
  'total HOA for 2025 - the condo association and the townhouse HOA, special assessment included',
  [money(F.hoa2025)],
  'category',
  'categories HOA dues and HOA, 2025: Kestrel monthly dues and the balcony assessment, Larkmoor quarterly dues from April',
);
ask(
  'same as last year so far this year?',
  [money(F.hoaYtd)],
  'follow_up',
  'categories HOA dues and HOA, 2026 to today',
  {
    follow_up_of: idHoa,
  },
);
const idUtil = ask(
  'utilites i pay myself (not the tenants) for 2025, total',
  [money(F.util2025)],
  'category',
  'category Utilities, 2025: duplex water and trash, and power/gas while units were empty',
);
ask(
  'which property was most of that',
  [STREET[utilByProp[0].k], money(utilByProp[0].v)],
  'follow_up',
  `Utilities 2025 by property: ${utilByProp.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
  { follow_up_of: idUtil },
);
ask(
  "opex vs cap ex for ostrander in 2025? cap ex = the 'Capital improvement' stuff",
  [money(F['opex2025.ostrander']), money(F['capex2025.ostrander'])],
  'category',
  'Ostrander rows dated 2025: everything but Capital improvement, and Capital improvement (the roof)',
);
ask(
  'which property had the highest total expenses in 2025, and which had the lowest',
  [
    STREET[spentByProp25[0].k],
    money(spentByProp25[0].v),
    STREET[spentByProp25.at(-1).k],
    money(spentByProp25.at(-1).v),
  ],
  'ranking',
  `2025 expenses by property: ${spentByProp25.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
);
ask(
  'top 3 vendors for 2025 by total paid, any kind of vendor',
  vendors25.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2025 vendor totals: ${vendors25
    .slice(0, 5)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')}; counting the February 2026 winter-tax payments would move the tax collector up`,
);

// --- 1099 vendors
const id1099 = ask(
  'Deb is doing 1099s. which contractors / service vendors did we pay $600 or more in 2025? leave out the insurance companies, the city and township treasurers, both HOAs, the utilities and the hardware/supply stores',
  over600.map((v) => SHORT[v]),
  'vendor',
  `contractors with 2025 totals of $600+: ${over600.map((v) => `${v} ${money(c25(v))}`).join(', ')}. Kessler is ${money(c25(KESS))} in 2025 (its January 2026 row for December snow work would make it ${money(
    kessAll,
  )}); Freeland only worked in 2026`,
  { forbid: [SHORT[FREE], money(kessAll)] },
);
ask(
  "what's the exact 2025 total for Birchrun? I thought they were under 600",
  [money(F.birch2025)],
  'follow_up',
  `Birchrun rows dated 2025 (${birchRows.map((x) => money(cents(x.amount))).join(' + ')}); the 2025-12-30 porch railing takes it over`,
  { follow_up_of: id1099 },
);
ask(
  'how much did pinecrest lawn & snow get from me in 2025, deb says they might need a 1099 too',
  [money(F.pine2025)],
  'vendor',
  'Pinecrest rows dated 2025; the January 2026 plowing is not in it',
);

// --- 2026 quarters (estimated taxes)
const idQ1 = ask(
  'for the estimated taxes: Q1 2026 gross rents and total expenses?',
  [money(F['rent.q1']), money(F['spent.q1'])],
  'quarter',
  `2026-01-01..2026-03-31; ${RULE} (Perrault's January was paid in December); all expense rows`,
);
const idQ2 = ask(
  'same for Q2',
  [money(F['rent.q2']), money(F['spent.q2'])],
  'follow_up',
  '2026-04-01..2026-06-30, rent and expenses',
  {
    follow_up_of: idQ1,
  },
);
ask(
  'and Q3 2026',
  [money(F['rent.q3']), money(F['spent.q3'])],
  'follow_up',
  '2026-07-01..2026-09-30, rent and expenses',
  {
    follow_up_of: idQ2,
  },
);
ask(
  'any cap ex so far in 2026? line items and total',
  [...capexYtd.map((x) => money(cents(x.amount))), money(F.capexYtd)],
  'category',
  `category Capital improvement, 2026: ${capexYtd
    .map((x) => `${STREET[x.property]} ${x.description} ${money(cents(x.amount))}`)
    .join('; ')}`,
);

// --- net
const idNet = ask(
  'FY2025 net for the whole portfolio: all income (rent plus everything else) minus all expenses incl cap ex',
  [money(F.net2025)],
  'net',
  'rent payments + other incomes − expense rows, 2025',
);
ask(
  'did any single property come out negative on that basis?',
  [STREET[OST], absMoney(netOf('fy2025', OST))],
  'follow_up',
  `2025 net by property: ${KEYS.map((k) => `${STREET[k]} ${money(netOf('fy2025', k))}`).join(
    ', ',
  )}; the roof year; absolute value of the loss. Larkmoor stays positive unless its 2025 winter tax, paid 2026-01-06, is counted (which would show a ${money(larkWrong)} loss there)`,
  { follow_up_of: idNet, forbid: [money(larkWrong)] },
);

// --- placed in service, documents
ask(
  "Deb needs the 'placed in service' info for Larkmoor: what did we pay for it and who was the first tenant",
  [dollars(lark.purchase_price), larkFirst.last_name],
  'property',
  `purchase price ${dollars(lark.purchase_price)}, bought ${lark.purchase_date}; first lease ${name(larkFirst)} from ${larkFirst.lease.start} (only the name is checked)`,
);
ask(
  'can you pull up the roof invoice for ostrander, she wants a copy',
  [roofInv[0].file],
  'documents',
  'the Invoice document at Ostrander Road',
);
ask(
  "what's the file name of the current insurance declarations for the brandle building",
  [brandleIns[1].file],
  'documents',
  'the newer of the two Insurance documents at Brandle Avenue',
  { forbid: [brandleIns[0].file] },
);

// --- out of scope
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'can i deduct my truck? i use it to haul stuff to the rentals',
  'tax advice; no vehicle in the records',
);
outOfScope(
  'Deb wants a depreciation schedule for the ostrander roof, 27.5 yr straight line mid-month. what is the depreciation for 2025 and 2026',
  'depreciation schedule (tax computation, not in the records)',
);
outOfScope('how much should my Q4 2026 federal estimated tax payment be', 'tax advice');
outOfScope(
  'is the deposit money i kept from tobias taxable income or does it just offset the repair',
  'tax advice',
);

// ---------- output ----------
check(Q.length === 40, `40 questions (${Q.length})`);
const nFollow = Q.filter((x) => x.follow_up_of !== undefined).length;
check(nFollow === 8, `eight follow-ups (${nFollow})`);
const qid = (i) => `lb75-${String(i + 1).padStart(2, '0')}`;
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
  check(new Set(o.expected).size === o.expected.length, `expected of ${o.id} has no repeats`);
  check(
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f) || f.includes(s))),
    `forbid of ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
  // a forbidden figure must not be any figure the set expects
  for (const f of o.forbid ?? [])
    if (f.startsWith('$'))
      check(!Object.values(F).some((c) => money(c) === f), `${o.id}: forbidden ${f} is an expected figure`);
  // money figures nested inside a longer expected figure would let a wrong reply pass
  const ms = o.expected.filter((s) => s.startsWith('$'));
  for (const a of ms) for (const b of ms) if (a !== b) check(!b.includes(a), `${o.id}: ${a} is inside ${b}`);
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
