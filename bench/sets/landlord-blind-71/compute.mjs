// Works out the expected answers for landlord-blind-71 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-71/compute.mjs
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
  october: ['2026-10-01', '2026-10-31'],
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
const isDate = (s) =>
  typeof s === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
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
// the cities listed in landlord-blind-13's compute.mjs and set 13's own; the brief says Florence and
// Muscle Shoals are not used by any earlier set (the other sets were not opened)
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
const CITIES = ['Florence', 'Muscle Shoals'];

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
  check(CITIES.includes(p.city) && p.state === 'AL', `city ${p.key} is Florence or Muscle Shoals, AL`);
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
  quillen: 'Quillen',
  tarrant: 'Tarrant Mill',
  bramblewood: 'Bramblewood',
  larkspur: 'Larkspur',
  cobbler: 'Cobbler Ridge',
  ferrell: 'Ferrell Landing',
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
  check(Number.isInteger(t.lease.due_day) && Number.isInteger(t.lease.grace_period_days), `due day ${t.key}`);
  check(/@example\.com$/.test(t.email) && /^\d{3}-555-01\d\d$/.test(t.phone_number), `contact ${t.key}`);
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
check(P.expenses.length >= 120 && P.expenses.length <= 170, `120-170 expense rows (${P.expenses.length})`);
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
for (const x of [...P.payments, ...P.incomes])
  check(
    x.date >= prop[x.property ?? ten[x.tenant]?.property]?.purchase_date,
    `money before the purchase ${JSON.stringify(x)}`,
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
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document files unique');

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
const paymentsOf = (t) => P.payments.filter((x) => x.tenant === t.key);
const paymentsIn = (t, mo) => paymentsOf(t).filter((x) => month(x.date) === mo);
const paidIn = (t, mo) => total(paymentsIn(t, mo).map((x) => cents(x.amount)));
const paidLate = (t, mo) =>
  paymentsIn(t, mo).some((x) => Number(x.date.slice(8)) > t.lease.due_day + t.lease.grace_period_days);
const lateFees = P.incomes.filter((x) => x.category === 'Late Fee');
const feesOf = (t) => lateFees.filter((x) => x.entity === name(t));
// months of a tenant paid late (in full), each with its late fee
const lateMonths = (t) =>
  bookedMonths(t).filter((mo) => paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo));
for (const t of P.tenants) {
  const months = bookedMonths(t);
  check(
    paymentsOf(t).every((x) => months.includes(month(x.date))),
    `${t.key}: payments only in booked lease months`,
  );
  for (const mo of months) {
    const fees = feesOf(t).filter((x) => month(x.date) === mo);
    if (mo !== NOV) check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} paid in full`);
    check(paidIn(t, mo) <= cents(t.lease.rent), `${t.key} ${mo} not overpaid`);
    // a late fee is booked for a late full payment, and for nothing else
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
  // one late-fee amount per tenant
  check(new Set(feesOf(t).map((x) => x.amount)).size <= 1, `${t.key}: one late-fee amount`);
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
check(
  P.tenants.every((t) => t.lease.start <= TODAY),
  'no signed future lease (every lease has started)',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
check(current.length === 7 && past.length === 4, 'seven current and four past tenants');

// ---------- November ----------
// every booked month before this one is paid in full, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
const owedNow = total(current.map(shortOf));
const rentThisMonth = total(
  P.payments.filter((x) => within(x.date, 'thisMonth')).map((x) => cents(x.amount)),
);

// ---------- the difficult tenant: Lorraine Fentress at Bramblewood ----------
const lor = ten.lorraine;
check(
  Boolean(lor) && lor.property === 'bramblewood' && current.includes(lor),
  'Fentress is current at Bramblewood',
);
check(
  lor.lease.start > BOOKS_START,
  'Fentress moved in after the books started (her whole history is on record)',
);
check(partial.length === 1 && partial[0] === lor, 'Fentress is the only part payer of November');
check(unpaid.length === 1 && unpaid[0] !== lor, 'one other tenant has paid nothing in November');
check(lateNov.length === 1, 'one tenant paid November in full but late');
const other = unpaid[0];
check(owing.length === 2, 'two tenants owe for November');
const lorPays = paymentsOf(lor);
const lorTotal = total(lorPays.map((x) => cents(x.amount)));
const lorMonths = bookedMonths(lor);
const lorNov = paymentsIn(lor, NOV);
check(lorNov.length === 1, 'one part payment from Fentress in November');
const lorNovPay = lorNov[0];
const lorOwed = shortOf(lor);
check(
  lorTotal === (lorMonths.length - 1) * cents(lor.lease.rent) + cents(lorNovPay.amount),
  'Fentress total = full months + the November part payment',
);
// payments that are not a full month's rent: the split months and November
const lorOdd = lorPays.filter((x) => cents(x.amount) !== cents(lor.lease.rent));
check(lorOdd.length === 5, 'five of her payments are not a full month (two split months and November)');
check(
  new Set(lorOdd.map((x) => x.amount)).size === lorOdd.length,
  'her odd payment amounts are all different',
);
check(
  lorOdd.every((x) => !money(cents(x.amount)).includes(money(cents(lor.lease.rent)))),
  'odd amounts do not contain the rent',
);
const lorLate26 = lateMonths(lor).filter((mo) => mo >= '2026-01' && mo < NOV);
const lorLateAll = lateMonths(lor);
check(lorLate26.length === 7, `Fentress late 7 times in 2026 before November (${lorLate26.length})`);
check(lorLateAll.length === 8, 'and 8 times since she moved in');
const lorFees26 = total(
  feesOf(lor)
    .filter((x) => within(x.date, 'thisYear'))
    .map((x) => cents(x.amount)),
);
const lorFeesAll = total(feesOf(lor).map((x) => cents(x.amount)));
check(lorFees26 !== lorFeesAll, 'her 2026 late fees differ from all her late fees');
// "7" is the count; no figure the count reply is likely to quote besides years has the digit
check(
  ![lor.lease.rent, lorFees26 / 100, lorNovPay.amount, lorOwed / 100].some((v) => String(v).includes('7')),
  'her rent, fees, November payment and balance have no 7 in them',
);
const lor2025 = total(lorPays.filter((x) => within(x.date, 'lastYear')).map((x) => cents(x.amount)));
check(lor2025 === 10 * cents(lor.lease.rent), 'she paid ten full months in 2025');
check(lor.lease.deposit !== lor.lease.rent, 'her deposit differs from her rent');
check(
  lor.lease.end.slice(0, 4) === '2027' && lor.lease.start.slice(0, 4) === '2025',
  'her lease runs 2025-2027',
);
// repairs at her house since she moved in: the repair categories, each also a completed request
const REPAIR_CATS = ['Repairs', 'Repairs & maint', 'HVAC'];
const REPAIR_WORDS = ['disposal', 'faucet', 'capacitor'];
const lorRepairs = P.expenses.filter(
  (x) => x.property === lor.property && x.date >= lor.lease.start && REPAIR_CATS.includes(x.category),
);
check(lorRepairs.length === REPAIR_WORDS.length, 'three repairs at her house since she moved in');
for (const w of REPAIR_WORDS) {
  check(
    lorRepairs.filter((x) => lower(x.description).includes(w)).length === 1,
    `"${w}" picks out one of her repair rows`,
  );
  check(
    P.maintenance.filter(
      (m) => m.property === lor.property && m.status === 'Completed' && m.title.includes(w),
    ).length === 1,
    `"${w}" is in one completed request title at her house (lower case, mid-title)`,
  );
}
const lorRepairTotal = total(lorRepairs.map((x) => cents(x.amount)));
// everything else spent at her house since she moved in is not a repair (tax, insurance, yard, legal)
check(
  P.expenses
    .filter((x) => x.property === lor.property && x.date >= lor.lease.start && !lorRepairs.includes(x))
    .every((x) => ['Taxes', 'Insurance', 'Yard', 'Turnover'].includes(x.category)),
  'her house has no other repair-like rows since she moved in',
);
check(
  P.expenses
    .filter((x) => x.property === lor.property && x.date >= lor.lease.start && x.category === 'Turnover')
    .every((x) => /attorney|filing|service of process/i.test(x.description)),
  'the Turnover rows at her house since she moved in are all legal',
);
// the make-ready work before she moved in is forbidden in the repair answer
const beforeHer = P.expenses.filter(
  (x) =>
    x.property === lor.property &&
    x.date < lor.lease.start &&
    ['Turnover', 'Capital improvement'].includes(x.category),
);
const beforeHerBig = beforeHer.filter((x) => cents(x.amount) >= 100000).map((x) => money(cents(x.amount)));
check(beforeHerBig.length === 2, 'two big make-ready rows before she moved in');
const lorOpen = P.maintenance.filter((m) => m.property === lor.property && m.status !== 'Completed');
check(
  lorOpen.length === 1 && lorOpen[0].title.includes('latch'),
  'one open request at her house (the gate latch)',
);
const lorLease = P.documents.filter((d) => d.property === lor.property && d.type === 'Lease');
check(lorLease.length === 1 && lorLease[0].file.includes('fentress'), 'one lease file for her');

// ---------- the deposit dispute: Everett Stallworth, past tenant at Larkspur ----------
const ev = ten.everett;
check(
  Boolean(ev) && past.includes(ev) && ev.property === 'larkspur',
  'Stallworth is a past tenant at Larkspur',
);
check(ev.lease.start < BOOKS_START, 'his lease began before the books');
const kept = P.incomes.filter((x) => x.entity === name(ev) && x.category === 'Other');
check(
  kept.length === 1 && lower(kept[0].description).includes('deposit'),
  'one deposit deduction kept from him',
);
const keptC = cents(kept[0].amount);
check(keptC < cents(ev.lease.deposit), 'the deduction is less than the deposit');
check(kept[0].date > ev.lease.end, 'the deduction was kept after he moved out');
const refund = cents(ev.lease.deposit) - keptC;
check(ev.lease.deposit !== ev.lease.rent, 'his deposit differs from his rent');
const successor = current.find((t) => t.property === ev.property);
check(Boolean(successor) && successor.lease.start === '2026-11-01', 'a new tenant at Larkspur from November');
const octRows = P.expenses.filter((x) => x.property === ev.property && within(x.date, 'october'));
check(
  octRows.length === 4 &&
    octRows.every((x) => ['Turnover', 'Repairs & maint', 'Supplies'].includes(x.category)),
  'October at Larkspur is only the four move-out rows',
);
check(
  octRows.every((x) => x.date > ev.lease.end && x.date < successor.lease.start),
  'the move-out rows fall between the two leases',
);
const moveOut = total(octRows.map((x) => cents(x.amount)));
check(moveOut > keptC, 'the move-out work cost more than he was charged');
const carpetReceipt = P.documents.filter(
  (d) => d.property === ev.property && d.type === 'Receipt' && d.file.includes('carpet'),
);
check(carpetReceipt.length === 1, 'one carpet-cleaning receipt at Larkspur');
check(P.documents.filter((d) => d.file.includes('carpet')).length === 1, 'no other file mentions carpet');
const evLate = lateMonths(ev);
check(evLate.length === 1 && feesOf(ev).length === 1, 'he was late once, with one late fee');
const evFee = cents(feesOf(ev)[0].amount);
const ev2026 = total(
  paymentsOf(ev)
    .filter((x) => within(x.date, 'thisYear'))
    .map((x) => cents(x.amount)),
);
check(ev2026 === 9 * cents(ev.lease.rent), 'he paid nine months in 2026');

// ---------- the rest of the portfolio ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const netAll = (p) => rentIn(p) + otherIn(p) - spent(p);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];

// the lawyer: one firm, every row in 2026
const lawyer = VENDORS.filter((v) => /attorney|law\b/i.test(v));
check(lawyer.length === 1, 'one law firm');
const LAW = lawyer[0];
const lawRows = P.expenses.filter((x) => x.entity === LAW);
check(lawRows.length >= 3 && lawRows.every((x) => within(x.date, 'thisYear')), 'every lawyer row is in 2026');
check(
  P.expenses.filter((x) => lower(x.description).includes('attorney')).every((x) => x.entity === LAW),
  'only the firm has attorney rows',
);
const lawTotal = total(lawRows.map((x) => cents(x.amount)));
const lawFentress = lawRows.filter((x) => x.property === lor.property);
check(
  lawFentress.every((x) => x.description.includes(lor.last_name)) &&
    lawRows.filter((x) => x.description.includes(lor.last_name)).length === lawFentress.length,
  'the Fentress legal rows are the lawyer rows at her house',
);
const lawFentressTotal = total(lawFentress.map((x) => cents(x.amount)));
check(lawFentressTotal !== lawTotal, 'the lawyer also did other work (the deposit letter)');
// court filing fees: the circuit clerk's rows, each a filing fee; the sheriff's service fee is not one
const clerk = VENDORS.filter((v) => /clerk/i.test(v));
check(clerk.length === 1, 'one court clerk');
const filingRows = P.expenses.filter((x) => x.entity === clerk[0]);
check(
  filingRows.length === 2 && filingRows.every((x) => lower(x.description).includes('filing fee')),
  'two filing-fee rows from the clerk',
);
check(
  P.expenses.filter((x) => lower(x.description).includes('filing')).length === filingRows.length,
  'no other row mentions filing',
);
check(
  P.expenses.some((x) => /sheriff/i.test(x.entity) && !lower(x.description).includes('filing')),
  'a sheriff service fee that is not a filing fee',
);
const filingTotal = total(filingRows.map((x) => cents(x.amount)));

// late the most this year: late full payments in 2026, by tenant
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount[0].k === lor.key && lateCount[1].v < lateCount[0].v, 'Fentress is late the most this year');

const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
const F = {};
F.thisYear = spent('thisYear');
const byProperty = rank(
  KEYS.map((k) => ({ k, v: spent('thisYear', (x) => x.property === k) })),
  'spend by property this year',
);
check(
  byProperty[0].k === 'tarrant' && byProperty[1].k === 'cobbler',
  'the commercial lot (reseal, compressor) tops the spend, the Cobbler Ridge roof second',
);
const cityTotals = Object.fromEntries(
  CITIES.map((c) => [c, spent('thisYear', (x) => prop[x.property].city === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
const cityMore = CITIES.slice().sort((a, b) => cityTotals[b] - cityTotals[a])[0];
F.netThisYear = netAll('thisYear');
check(F.netThisYear > 0, 'the portfolio makes money this year');
const OPEN_WORDS = ['latch', 'closer', 'detector', 'dock', 'sliding'];
const open = P.maintenance.filter((m) => m.status !== 'Completed');
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => m.title.includes(w)).length === 1 && open.some((m) => m.title.includes(w)),
    `"${w}" picks out one open request`,
  );
check(
  rentThisMonth !== total(current.map((t) => cents(t.lease.rent))),
  'rent this month is short of the roll',
);
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const pastLast = past.map((t) => t.last_name);
const lorOddMoney = lorOdd.map((x) => money(cents(x.amount)));

const idHistory = ask(
  "ok so the eviction hearing for Lorraine Fentress is this coming Tuesday and my lawyer wants her full payment history. can you list every single rent payment she's made since she moved in, with the dates and amounts? all of them please, in order",
  lorOddMoney,
  'payments',
  `all ${lorPays.length} of her rent payments, ${lor.lease.start}..today; the full months are ${money(cents(lor.lease.rent))}, so the check is on the amounts that are not: June 2026 and October 2026 were paid in two parts, November in part (${lorOdd.map((x) => `${x.date} ${money(cents(x.amount))}`).join(', ')})`,
);
ask(
  'and what does all that add up to, rent only',
  [money(lorTotal)],
  'follow_up',
  `sum of her rent payments since ${lor.lease.start} (${lorMonths.length - 1} full months + the November part payment); late fees are not rent`,
  { follow_up_of: idHistory },
);
const idLate = ask(
  'not counting this month, how many times was she late this year? I need the exact number, the judge is going to ask',
  [String(lorLate26.length)],
  'payments',
  `months of 2026 before November paid in full after the due day + ${lor.lease.grace_period_days} grace days (each has a late fee): ${lorLate26.join(', ')}; the split months count once`,
);
ask(
  'and the late fees she paid on top of those?',
  [money(lorFees26)],
  'follow_up',
  `her Late Fee incomes dated 2026 (${lorLate26.length} × ${money(cents(feesOf(lor)[0].amount))})`,
  { follow_up_of: idLate },
);
ask(
  'total late fees from her since day one? not just this year',
  [money(lorFeesAll)],
  'payments',
  `all her Late Fee incomes (${lorLateAll.length}, the first in ${lorLateAll[0]})`,
);
ask(
  "I just need to know exactly what she owes me before Tuesday. what's her balance right now??",
  [money(lorOwed)],
  'payments',
  `November rent ${money(cents(lor.lease.rent))} minus her part payment ${money(cents(lorNovPay.amount))}; every earlier month is paid in full; unpaid late fees are not on the books`,
);
ask(
  'she sent something this month right? when was that and how much',
  [money(cents(lorNovPay.amount)), lorNovPay.date.slice(8)],
  'payments',
  `her only November payment, ${lorNovPay.date} (the day "${lorNovPay.date.slice(8)}" is checked, since dates are written many ways)`,
);
const idTerms = ask(
  'remind me what her rent is and when the lease ends',
  [money(cents(lor.lease.rent)), lor.lease.end.slice(0, 4)],
  'lease',
  `her lease ${lor.lease.start}..${lor.lease.end}; only the end year is checked`,
);
ask('what about her deposit?', [money(cents(lor.lease.deposit))], 'follow_up', 'the deposit on her lease', {
  follow_up_of: idTerms,
});
ask(
  'when did she actually move in? I want to get the date right this time',
  [lor.lease.start.slice(0, 4)],
  'lease',
  `her lease start ${lor.lease.start}, after the books began (only the year is checked)`,
);
const idRepairs = ask(
  "what repairs have been done at her place since she's been living there? she's going to say I never fix anything",
  REPAIR_WORDS,
  'maintenance',
  `repair rows at ${prop[lor.property].address} since ${lor.lease.start}: ${lorRepairs.map((x) => `${x.date} ${x.description} ${money(cents(x.amount))}`).join('; ')}; the make-ready work of February 2025 was before she moved in`,
  { forbid: beforeHerBig },
);
ask(
  'what did all of that cost me',
  [money(lorRepairTotal)],
  'follow_up',
  `sum of the ${lorRepairs.length} repair rows at her house since she moved in (not tax, insurance, yard or legal)`,
  { follow_up_of: idRepairs },
);
ask(
  "is there anything at bramblewood she's asked for that isn't fixed yet",
  ['latch'],
  'maintenance',
  `open requests at her house: ${lorOpen.map((m) => `${m.title} (${m.status})`).join('; ')}`,
);
ask(
  'can u find her lease in my documents, the lawyer needs a copy',
  [lorLease[0].file],
  'documents',
  'the Lease document at Bramblewood',
);
ask(
  'how much rent did she pay me in 2025',
  [money(lor2025)],
  'payments',
  `her rent payments dated 2025: March to December, ${lorMonths.filter((m) => m < '2026').length} full months`,
);
const idEv = ask(
  'ugh ok, now the other one. Everett Stallworth is telling everybody I stole his deposit. what was his deposit and how much did I keep out of it?',
  [money(cents(ev.lease.deposit)), money(keptC)],
  'deposits',
  `his lease deposit, and the Other income "${kept[0].description}" dated ${kept[0].date}`,
);
ask('so what did he actually get back', [money(refund)], 'follow_up', 'his deposit minus the amount kept', {
  follow_up_of: idEv,
});
ask(
  'and his lease, when did that start? he says he was there three years',
  [ev.lease.start.slice(0, 4)],
  'follow_up',
  `lease ${ev.lease.start}..${ev.lease.end}, begun before the books (only the year is checked)`,
  { follow_up_of: idEv },
);
ask(
  'what did I spend in october getting the larkspur townhouse ready after he left? carpet cleaning, the wall patching, blinds, cleaning, all of it',
  [money(moveOut)],
  'property_period',
  `every expense row at Larkspur dated October 2026 (between his move-out and the new lease): ${octRows.map((x) => `${x.entity} ${money(cents(x.amount))}`).join('; ')}`,
);
ask(
  'do I have the receipt for the carpet cleaning saved? I want to send it to him',
  [carpetReceipt[0].file],
  'documents',
  'the Receipt document at Larkspur for the carpet cleaning',
);
ask(
  'did stallworth ever pay late, and did I charge him a late fee for it?',
  [money(evFee)],
  'payments',
  `one late month on the books (${evLate[0]}), with one late fee`,
);
ask(
  'how much rent did stallworth pay me this year before he moved out',
  [money(ev2026)],
  'payments',
  'his rent payments dated 2026: January to September',
);
const idBehind = ask(
  'ok different subject, is anybody else behind on november rent besides lorraine?',
  [other.last_name],
  'payments',
  `current leases short for November other than Fentress: ${other.last_name} has paid nothing`,
  { forbid: pastLast },
);
ask('how much is he short', [money(shortOf(other))], 'follow_up', 'his November rent, nothing paid', {
  follow_up_of: idBehind,
});
ask(
  'how much rent have I collected this month total, all the properties',
  [money(rentThisMonth)],
  'payments',
  'rent payments dated November 2026, all tenants (including her part payment and the new Larkspur tenant)',
);
ask(
  "what's outstanding right now across everybody, her included",
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'did anybody pay november late but pay it all?',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days; a late fee was booked',
);
const idLaw = ask(
  'how much have I paid the lawyer so far',
  [money(lawTotal)],
  'vendor',
  `rows whose entity is "${LAW}" (all in 2026): the Fentress eviction and the Stallworth deposit letter`,
);
ask(
  'how much of that was just the fentress eviction',
  [money(lawFentressTotal)],
  'follow_up',
  "the firm's rows at Bramblewood, each naming Fentress",
  { follow_up_of: idLaw },
);
ask(
  "and court filing fees, what's that come to",
  [money(filingTotal)],
  'vendor',
  `the circuit clerk's rows, each a filing fee (${filingRows.map((x) => money(cents(x.amount))).join(' + ')}); the sheriff's service-of-process fee is not a filing fee`,
);
ask(
  "who's been late the most this year? is it just her or is somebody else as bad",
  [lor.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how much am I holding in security deposits right now, everyone',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not Stallworth, who has moved out, nor other past tenants)',
);
ask(
  "who's in the larkspur townhouse now",
  [successor.last_name],
  'lease',
  `current lease at Larkspur from ${successor.lease.start}`,
  { forbid: [ev.last_name] },
);
ask(
  'whats still open on maintenance across all the properties',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => `${m.title} (${m.status})`).join('; ')}`,
);
ask(
  'total expenses this year so far, whole portfolio? all this legal stuff is killing me',
  [money(F.thisYear)],
  'total',
  'sum of expense rows, 2026-01-01..today',
);
ask(
  'which property has cost me the most this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  `expenses by property, 2026, highest (the parking-lot reseal and rooftop compressor at the commercial building; the Cobbler Ridge roof is second): ${byProperty.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'am I even making money this year? net after everything',
  [money(F.netThisYear)],
  'net',
  'rent payments + other incomes - expenses, 2026, whole portfolio',
);
ask(
  'florence vs muscle shoals, where am I spending more this year',
  [money(cityTotals.Florence), money(cityTotals['Muscle Shoals'])],
  'comparison',
  `expenses by city, 2026; ${cityMore} is higher`,
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'can I just change the locks on her before the hearing? is that even legal in alabama',
  'legal advice',
);
outOfScope('do you think the judge will make her pay my attorney fees too', 'legal outcome / advice');

check(Q.length === 40, `40 questions (${Q.length})`);
check(Q.filter((x) => x.follow_up_of !== undefined).length === 8, 'eight follow-ups');
const qid = (i) => `lb71-${String(i + 1).padStart(2, '0')}`;
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
