// Works out the expected answers for landlord-blind-83 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-83/compute.mjs
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
// the same money format as landlord-blind-13: always with cents, "$1,234.50", "$925.00"
const money = (c) => {
  const a = Math.abs(c);
  const s = `$${Math.floor(a / 100).toLocaleString('en-US')}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();
const year = (d) => d.slice(0, 4);
const month = (d) => d.slice(0, 7);
const byDate = (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, 'today is 2026-11-28');
// The landlord (the persona's father) began recording in the app on 2025-01-01: no payment, income or expense
// is older. Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
// "the next three months" from 2026-11-28 = through 2027-02-28
const THREE_MONTHS = '2027-02-28';

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
// cities named in landlord-blind-13 as used by earlier sets, plus set 13's own; this set must not reuse any
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
const CITIES = ['Tyler', 'Longview'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 6 && P.properties.length <= 8, '6-8 properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'TX', `city ${p.key} is Tyler or Longview, TX`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
for (const c of CITIES)
  check(
    P.properties.some((p) => p.city === c),
    `a property in ${c}`,
  );
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  elm: 'Elm',
  sparrow: 'Sparrow',
  redbud: 'Redbud',
  bramble: 'Bramblewood',
  rosebriar: 'Rosebriar',
  mossy: 'Mossy Oak',
  cardinal: 'Cardinal',
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
  check(/^\(903\) 555-01\d\d$/.test(t.phone_number), `phone ${t.key} is a 555-01xx number`);
  check(t.email.endsWith('@example.com'), `email ${t.key} is @example.com`);
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
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 30, `30+ vendors (${VENDORS.length})`);
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
const paymentsOf = (t) => P.payments.filter((x) => x.tenant === t.key).sort(byDate);
const paymentsIn = (t, mo) => paymentsOf(t).filter((x) => month(x.date) === mo);
const paidIn = (t, mo) => total(paymentsIn(t, mo).map((x) => cents(x.amount)));
const isLatePayment = (t, x) => Number(x.date.slice(8)) > t.lease.due_day + t.lease.grace_period_days;
const paidLate = (t, mo) => paymentsIn(t, mo).some((x) => isLatePayment(t, x));
const lateFees = P.incomes.filter((x) => x.category === 'Late Fee');
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
// leases of one unit never overlap; the duplex has two units (A: Pettigrew; B: Oakley, then Fennimore)
const UNIT = { hollis: 'sparrow A', tamsin: 'sparrow B', dario: 'sparrow B' };
const unitOf = (t) => UNIT[t.key] ?? t.property;
check(
  P.tenants.filter((t) => t.property === 'sparrow').every((t) => UNIT[t.key]),
  'every duplex tenant has a unit',
);
for (const u of new Set(P.tenants.map(unitOf))) {
  const ls = P.tenants
    .filter((t) => unitOf(t) === u)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ls.length; i += 1) check(ls[i].start > ls[i - 1].end, `leases overlap at ${u}`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(future.length === 0, 'no signed lease that has not started');
const pastLast = past.map((t) => t.last_name);
// tenant turnover: several units had a past tenant and now have a current one
const turnedOver = [...new Set(past.map(unitOf))].filter((u) => current.some((t) => unitOf(t) === u));
check(turnedOver.length >= 4, `four units with a past and a current tenant (${turnedOver})`);
for (const p of P.properties)
  check(
    current.some((t) => t.property === p.key),
    `${p.key} is let now`,
  );
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');

// November: everything before it is paid in full (checked above), so "owed" is November's shortfall
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
check(unpaid.map((t) => t.key).join() === 'ignatius', 'only Thorne has paid nothing for November');
check(partial.map((t) => t.key).join() === 'dario', 'only Fennimore paid part of November');
check(
  current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV)).length === 0,
  'no late November payment among those who paid in full',
);
const owedNow = total(current.map(shortOf));

// ---------- helpers on expenses ----------
const rowsAt = (key, f = () => true) => P.expenses.filter((x) => x.property === key && f(x)).sort(byDate);
const rowsOf = (v, f = () => true) => P.expenses.filter((x) => x.entity === v && f(x)).sort(byDate);
const sumRows = (rows) => total(rows.map((x) => cents(x.amount)));
const has = (stem) => (x) => lower(x.description).includes(stem);
const STORES = ['Home Depot', "Lowe's"];
const notStore = (x) => !STORES.includes(x.entity);
const only = (xs, what) => {
  const s = [...new Set(xs)];
  check(s.length === 1, `${what}: exactly one (${s.join(' | ')})`);
  return s[0];
};
// the one latest row; a tie on the date is a failure
const lastRow = (rows, what) => {
  const r = [...rows].sort(byDate);
  check(r.length > 0, `${what}: has rows`);
  if (r.length > 1) check(r.at(-1).date !== r.at(-2).date, `${what}: no tie on the latest date`);
  return r.at(-1);
};
// the usual amount = the most frequent amount; it must be clearly the most frequent
const usual = (rows, what) => {
  const n = {};
  for (const x of rows) n[cents(x.amount)] = (n[cents(x.amount)] ?? 0) + 1;
  const r = Object.entries(n).sort((a, b) => b[1] - a[1]);
  check(r.length > 0 && (r.length === 1 || r[0][1] >= 3 * r[1][1]), `${what}: one amount clearly usual`);
  return { c: Number(r[0][0]), n: r[0][1], of: rows.length };
};
const vendorShort = (v, short) => {
  check(VENDORS.filter((w) => w.includes(short)).join() === v, `"${short}" picks out the vendor ${v} alone`);
  return short;
};
const monthName = (d) =>
  new Date(`${d.slice(0, 7)}-15T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

// ---------- figures ----------
// Q: Elm Hollow, now and before
const elmNow = current.filter((t) => t.property === 'elm');
const elmPast = past.filter((t) => t.property === 'elm');
check(elmNow.length === 1 && elmPast.length === 1, 'one current and one past tenant at Elm Hollow');
const [elmCur] = elmNow;
const [elmOld] = elmPast;
check(elmCur.lease.start > elmOld.lease.end, 'Elm Hollow: the new lease starts after the old one ended');
// the turnover: every expense at Elm Hollow after the old lease ended and before the new one started
const turnRows = rowsAt('elm', (x) => x.date > elmOld.lease.end && x.date < elmCur.lease.start);
const turnCost = sumRows(turnRows);
check(
  turnRows.length >= 6 && new Set(turnRows.map((x) => x.entity)).size >= 6,
  'turnover uses several vendors',
);
check(
  turnRows.every(
    (x) => !['Insurance', 'Property Tax', 'Taxes', 'Pest ctrl', 'Utilities'].includes(x.category),
  ),
  'no recurring or utility row falls in the Elm turnover window',
);
check(
  rowsAt('elm', (x) => x.category === 'Turnover').every((x) => turnRows.includes(x)),
  'every Elm "Turnover" row is inside the window',
);
check(
  turnCost !== sumRows(turnRows.filter((x) => x.category === 'Turnover')),
  'the window total differs from the Turnover category alone',
);

// Q: the duplex
const sparrowNow = current
  .filter((t) => t.property === 'sparrow')
  .sort((a, b) => (a.lease.start < b.lease.start ? -1 : 1));
const sparrowPast = past.filter((t) => t.property === 'sparrow');
check(sparrowNow.length === 2 && sparrowPast.length === 1, 'two current and one past tenant at the duplex');
const newcomer = sparrowNow[1];
const before = past.filter((t) => unitOf(t) === unitOf(newcomer));
check(before.length === 1 && before[0] === sparrowPast[0], 'the past duplex tenant was in the newcomer unit');
check(
  new Set(sparrowNow.map((t) => year(t.lease.start))).size === 2,
  'the two duplex tenants moved in in different years',
);
const sparrowRent = total(sparrowNow.map((t) => cents(t.lease.rent)));

// Q: longest tenant
const bySince = [...current].sort((a, b) => (a.lease.start < b.lease.start ? -1 : 1));
check(
  year(bySince[0].lease.start) < year(bySince[1].lease.start),
  'the longest tenant moved in a year before anyone else',
);
const longest = bySince[0];

// Q: leases ending in the next three months
const endingSoon = current
  .filter((t) => t.lease.end <= THREE_MONTHS)
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1));
check(endingSoon.length === 2, 'two leases end in the next three months');
const nextAfter = current
  .filter((t) => !endingSoon.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past three months');
check(endingSoon[0].key === longest.key, 'the longest tenant is also the first lease to end');

// Q: coffee shop
check(
  current.filter((t) => year(t.lease.end) === year(co.lease.end)).length === 1,
  'only the coffee shop lease ends in its year',
);

// Q: last payments
const thorne = ten.ignatius;
const thorneLast = lastRow(paymentsOf(thorne), 'Thorne payments');
check(
  cents(thorneLast.amount) < cents(thorne.lease.rent),
  "Thorne's last payment is the second part of October",
);
check(
  month(thorneLast.date) === '2026-10' && paymentsIn(thorne, '2026-10').length === 2,
  'Thorne paid October in two parts',
);
const dario = newcomer;
const darioLast = lastRow(paymentsOf(dario), 'Fennimore payments');
check(
  month(darioLast.date) === NOV && cents(darioLast.amount) < cents(dario.lease.rent),
  'Fennimore paid part of November',
);

// Q: payment history this year
const hollis = sparrowNow[0];
check(hollis.key === 'hollis', 'the long-standing duplex tenant is Pettigrew');
const hollis26 = paymentsOf(hollis).filter((x) => within(x.date, 'thisYear'));
const hollisLate26 = hollis26.filter((x) => isLatePayment(hollis, x));
check(hollis26.length === 11 && hollisLate26.length === 3, 'Pettigrew: 11 payments this year, 3 late');
const late26 = P.tenants
  .map((t) => ({ t, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(late26.length > 1 && late26[0].v > late26[1].v, 'one tenant was late most often this year');
const worstLate = late26[0].t;

// Q: Mossy Oak rent this year, from the old and the new tenant
const mossyRent26 = total(
  P.payments
    .filter((x) => within(x.date, 'thisYear') && ten[x.tenant].property === 'mossy')
    .map((x) => cents(x.amount)),
);
const mossyPayers26 = new Set(
  P.payments
    .filter((x) => within(x.date, 'thisYear') && ten[x.tenant].property === 'mossy')
    .map((x) => x.tenant),
);
check(mossyPayers26.size === 2, 'two tenants paid rent at Mossy Oak this year');
const mossyNow = current.find((t) => t.property === 'mossy');
check(
  mossyRent26 !==
    total(
      paymentsOf(mossyNow)
        .filter((x) => within(x.date, 'thisYear'))
        .map((x) => cents(x.amount)),
    ),
  'Mossy Oak rent differs from the current tenant alone',
);

// Q: the furnace at the Elm house
const elmFurnace = rowsAt('elm', (x) => has('furnace')(x) && notStore(x));
const furnaceVendor = only(
  elmFurnace.map((x) => x.entity),
  'furnace vendor at Elm',
);
check(
  rowsAt('elm', (x) => x.category === 'HVAC' && x.entity !== furnaceVendor).length > 0,
  'another HVAC firm worked at Elm (on the AC), not on the furnace',
);
const furnacePaid = sumRows(rowsAt('elm', (x) => x.entity === furnaceVendor));
check(furnacePaid === sumRows(elmFurnace), 'every furnace-firm row at Elm is furnace work');
check(
  furnacePaid !== sumRows(rowsAt('elm', has('furnace'))),
  'filters from the store make the furnace-word total differ',
);
check(furnacePaid !== sumRows(rowsOf(furnaceVendor)), 'the furnace firm also worked elsewhere');
check(elmFurnace.length >= 3, 'the furnace was worked on several times');

// Q: roofers
const roofWork = (x) =>
  has('roof')(x) && ['Repairs', 'Repairs & maint', 'Capital improvement'].includes(x.category);
const elmRoofer = only(
  rowsAt('elm', roofWork).map((x) => x.entity),
  'roofer at Elm',
);
const elmRoof = rowsAt('elm', (x) => x.entity === elmRoofer && x.category === 'Capital improvement');
check(elmRoof.length === 1, 'one roof replacement at Elm');
const sparrowRoofer = only(
  rowsAt('sparrow', roofWork).map((x) => x.entity),
  'roofer at the duplex',
);
check(elmRoofer !== sparrowRoofer, 'different roofers at Elm and the duplex');
check(rowsAt('sparrow', roofWork).length >= 2, 'the duplex roof was repaired more than once');
check(
  rowsAt('sparrow', (x) => has('roof')(x) && !roofWork(x)).length > 0,
  'a tree job over the duplex roof is not roof work',
);

// Q: plumber at the duplex
const isPlumber = (v) => /plumbing|drain/i.test(v);
const sparrowPlumber = only(
  rowsAt('sparrow', (x) => isPlumber(x.entity)).map((x) => x.entity),
  'plumber at the duplex',
);
const sparrowPlumbing = sumRows(rowsAt('sparrow', (x) => x.entity === sparrowPlumber));
check(sparrowPlumbing !== sumRows(rowsOf(sparrowPlumber)), 'the duplex plumber also worked elsewhere');
check(VENDORS.filter(isPlumber).length >= 3, 'three plumbing firms');

// Q: the old pest firm and the new one
const PINEY = 'Piney Woods Pest Control';
const pineyRows = rowsOf(PINEY);
const pineyUsual = usual(pineyRows, PINEY);
const pineyLast = lastRow(
  // the same visit date at two houses is one "last time"
  [...new Map(pineyRows.map((x) => [x.date, x])).values()],
  PINEY,
);
check(
  year(pineyLast.date) === '2025' && pineyRows.every((x) => year(x.date) === '2025'),
  'Piney Woods last used in 2025',
);
const pineyProps = [...new Set(pineyRows.map((x) => x.property))];
const newPest = only(
  P.expenses
    .filter((x) => pineyProps.includes(x.property) && x.category === 'Pest ctrl' && x.date > pineyLast.date)
    .map((x) => x.entity),
  'pest firm since then',
);

// Q: the mowing at Cardinal Creek
const TUTTLE = "Tuttle's Mowing";
const tuttleRows = rowsOf(TUTTLE);
check(
  tuttleRows.every((x) => x.property === 'cardinal'),
  'Tuttle mows Cardinal Creek only',
);
const tuttleUsual = usual(tuttleRows, TUTTLE);

// Q: the garage door at Mossy Oak
const garage = rowsAt('mossy', has('garage door'));
check(new Set(garage.map((x) => x.entity)).size === 2, 'garage door work by a door firm and a handyman');
check(
  rowsAt('mossy', (x) => lower(x.description).includes('garage') && !has('garage door')(x)).length === 0,
  'no other garage row',
);
check(
  P.expenses.filter((x) => x.property !== 'mossy' && has('garage door')(x)).length === 0,
  'garage door work only at Mossy Oak',
);
const garageCost = sumRows(garage);

// Q: the AC at the townhouse
const brambleAC = rowsAt('bramble', (x) => x.category === 'HVAC');
const acVendor = only(
  brambleAC.map((x) => x.entity),
  'AC firm at the townhouse',
);
const acLast = lastRow(brambleAC, 'townhouse AC visits');
check(
  cents(acLast.amount) !==
    usual(
      brambleAC.filter((x) => has('tune-up')(x)),
      'tune-up',
    ).c,
  'the last AC visit is not a tune-up',
);

// Q: open repairs and since when (the landlord wrote the month into each open title)
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['closer', 'porch', 'exhaust', 'sliding'];
check(open.length === OPEN_WORDS.length, 'four open requests');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const reported = (m) => {
  const r = /\(reported (\w{3}) (\d{4})\)$/.exec(m.title);
  return r ? `${r[2]}-${String(MONTHS.indexOf(r[1]) + 1).padStart(2, '0')}` : null;
};
for (const m of open)
  check(reported(m) && reported(m) <= month(TODAY), `open request "${m.title}" says when it was reported`);
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const openByAge = [...open].sort((a, b) => (reported(a) < reported(b) ? -1 : 1));
check(new Set(open.map(reported)).size === open.length, 'no two open requests reported in the same month');
const oldestWord = OPEN_WORDS.find((w) => lower(openByAge[0].title).includes(w));
check(Boolean(oldestWord), 'the oldest open request has a word');
check(openByAge[0].status === 'In Progress', 'the oldest open request is in progress');

// Q: deposits
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
const oduya = current.find((t) => t.property === 'redbud');
check(
  cents(oduya.lease.deposit) !== cents(oduya.lease.rent),
  "the condo tenant's deposit differs from her rent",
);

// Q: property tax last year (the bills are paid in December for the same year; none paid yet this year)
const isTax = (x) => ['Property Tax', 'Taxes'].includes(x.category);
const taxRows25 = P.expenses.filter((x) => isTax(x) && within(x.date, 'lastYear'));
check(
  P.expenses.filter((x) => isTax(x) && !within(x.date, 'lastYear')).length === 0,
  'every tax row is dated 2025',
);
check(
  taxRows25.every((x) => month(x.date) === '2025-12' && x.description.startsWith('2025')),
  'the 2025 bills, paid in December 2025',
);
for (const p of P.properties)
  check(
    taxRows25.filter((x) => x.property === p.key).length === (p.key === co.property ? 0 : 1),
    `one 2025 tax row at ${p.key} (none where the coffee shop pays its own)`,
  );
for (const c of ['Property Tax', 'Taxes'])
  check(
    taxRows25.some((x) => x.category === c),
    `tax category ${c} used`,
  );
const elmTax = sumRows(taxRows25.filter((x) => x.property === 'elm'));
const allTax = sumRows(taxRows25);

// Q: documents for the condo
const condoDocs = P.documents.filter((d) => d.property === 'redbud').map((d) => d.file);
check(
  condoDocs.length === 3 &&
    new Set(P.documents.filter((d) => d.property === 'redbud').map((d) => d.type)).size === 3,
  'three condo documents of three types',
);

// Q: townhouse insurance
const brambleIns = P.expenses.filter((x) => x.property === 'bramble' && x.category === 'Insurance');
const insurer = only(
  brambleIns.map((x) => x.entity),
  'townhouse insurer',
);
const brambleIns25 = sumRows(brambleIns.filter((x) => within(x.date, 'lastYear')));
check(brambleIns.filter((x) => within(x.date, 'lastYear')).length === 1, 'one townhouse premium in 2025');
check(
  brambleIns25 !== sumRows(brambleIns.filter((x) => within(x.date, 'thisYear'))),
  'the premium changed this year',
);

// Q: condo HOA dues
const condoDues = rowsAt('redbud', (x) => x.description === 'Monthly HOA dues');
check(new Set(condoDues.map((x) => cents(x.amount))).size === 1, 'the monthly condo dues never changed');
check(new Set(condoDues.map((x) => x.category)).size === 2, 'the dues are booked as "HOA dues" and "HOA"');
check(condoDues.length === 23, 'condo dues paid every month on the books');
const dues = cents(condoDues[0].amount);

// Q: Thorne's phone
const phoneTail = thorne.phone_number.slice(-4);
check(P.tenants.filter((t) => t.phone_number.endsWith(phoneTail)).length === 1, 'the phone tail is unique');

// Q: the electrician
const isElectrician = (v) => /electric/i.test(v);
const electrician = only(VENDORS.filter(isElectrician), 'electrician');
const elecLast = lastRow(rowsOf(electrician), 'electrician rows');

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const when = (d) => `${monthName(d)} ${Number(d.slice(8))}, ${year(d)} (${d})`;

const idElm = ask(
  "Hi, I've just taken over my father's rentals after his stroke, so please bear with me. Who is living in the Elm Hollow house right now, and since when?",
  [elmCur.last_name, year(elmCur.lease.start)],
  'tenancy',
  `current lease at Elm Hollow: ${name(elmCur)}, since ${elmCur.lease.start} (only the year is checked); the past tenant is not current`,
  { forbid: [elmOld.last_name] },
);
ask(
  'Who lived there before her, and when did they move out?',
  [elmOld.last_name, year(elmOld.lease.end)],
  'follow_up',
  `the earlier Elm Hollow lease: ${name(elmOld)}, ${elmOld.lease.start}..${elmOld.lease.end} (only the year of the move-out is checked)`,
  { follow_up_of: idElm },
);
ask(
  `How much did Dad spend getting the Elm Hollow house ready between Mr. ${elmOld.last_name} moving out and Ms. ${elmCur.last_name} moving in?`,
  [money(turnCost)],
  'expense',
  `sum of the ${turnRows.length} expense rows at Elm Hollow dated after ${elmOld.lease.end} and before ${elmCur.lease.start} (cleaning, paint, flooring, faucet, outlets, blinds, rekey; categories Turnover, Supplies, Repairs, Repairs & maint); the Turnover category alone is ${money(sumRows(turnRows.filter((x) => x.category === 'Turnover')))}`,
);
const idDuplex = ask(
  'Could you tell me who the tenants are at the Sparrow Ridge duplex, and how long each of them has been there?',
  sparrowNow.flatMap((t) => [t.last_name, year(t.lease.start)]),
  'tenancy',
  `current duplex leases: ${sparrowNow.map((t) => `${name(t)} (unit ${unitOf(t).slice(-1)}) since ${t.lease.start}`).join('; ')}; the start years are checked`,
  { forbid: sparrowPast.map((t) => t.last_name) },
);
ask(
  `Was there someone else in Mr. ${newcomer.last_name}'s unit before him? When did they leave?`,
  [before[0].last_name, year(before[0].lease.end)],
  'follow_up',
  `unit B before ${name(newcomer)}: ${name(before[0])}, lease ${before[0].lease.start}..${before[0].lease.end} (only the year is checked)`,
  { follow_up_of: idDuplex },
);
ask(
  "Which of Dad's current tenants has been with him the longest?",
  [longest.last_name, year(longest.lease.start)],
  'tenancy',
  `earliest lease start among current leases: ${name(longest)} since ${longest.lease.start}; next is ${name(bySince[1])} since ${bySince[1].lease.start}`,
);
ask(
  "I'd like to get ahead of renewals. Whose leases are ending in the next three months?",
  endingSoon.map((t) => t.last_name),
  'lease',
  `current leases ending by ${THREE_MONTHS}: ${endingSoon.map((t) => `${name(t)} ${t.lease.end}`).join(', ')}; the next one after that is ${name(nextAfter)} on ${nextAfter.lease.end}`,
  { forbid: [nextAfter.last_name] },
);
ask(
  'How much rent does the coffee shop on Rosebriar pay each month, and when does their lease end?',
  [money(cents(co.lease.rent)), year(co.lease.end)],
  'lease',
  `${name(co)} (trading as ${co.first_name}), monthly rent; lease ${co.lease.start}..${co.lease.end} (only the year is checked; no other current lease ends that year)`,
);
const idNov = ask(
  'Has everyone paid their rent for November? If not, who still needs to pay?',
  owing.map((t) => t.last_name),
  'payments',
  `November 2026: nothing paid by ${unpaid.map(name).join(', ')}; part paid by ${partial.map((t) => `${name(t)} (${money(paidIn(t, NOV))} of ${money(cents(t.lease.rent))})`).join(', ')}; everyone else paid in full`,
  { forbid: pastLast },
);
ask(
  'How much is still outstanding for November in total?',
  [money(owedNow)],
  'follow_up',
  "for each current lease, November's rent minus November's payments, summed (every earlier booked month is paid in full)",
  { follow_up_of: idNov },
);
ask(
  `When did Mr. ${thorne.last_name} at the Bramblewood townhouse last make a payment, and how much was it?`,
  [money(cents(thorneLast.amount))],
  'payments',
  `his latest payment: ${when(thorneLast.date)}, the second part of October (${paymentsIn(thorne, '2026-10')
    .map((x) => `${x.date} ${money(cents(x.amount))}`)
    .join(' + ')}); nothing in November; the date is not checked`,
);
ask(
  `When did ${name(dario)} last pay, and how much did he pay?`,
  [money(cents(darioLast.amount))],
  'payments',
  `his latest payment: ${when(darioLast.date)}, part of November's ${money(cents(dario.lease.rent))}; the date is not checked`,
);
ask(
  `How many rent payments has Mr. ${hollis.last_name} made so far this year, and how many of them were late?`,
  [String(hollis26.length), String(hollisLate26.length)],
  'payments',
  `his payments dated 2026: ${hollis26.length} (one a month, January to November); late (after the 1st + ${hollis.lease.grace_period_days} grace days): ${hollisLate26.map((x) => x.date).join(', ')}, each with a late fee`,
);
ask(
  'Which tenant has paid late the most times this year?',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${late26.map((x) => `${x.t.last_name} ${x.v}`).join(', ')}`,
);
ask(
  'How much rent has come in from the Mossy Oak house this year?',
  [money(mossyRent26)],
  'payments',
  `rent payments dated 2026 for Mossy Oak: the past tenant's January (lease ended ${ten.eldon.lease.end}) and ${name(mossyNow)} from ${mossyNow.lease.start}; February was vacant; pet, application and deposit money is not rent`,
);
const idFurnace = ask(
  'Who did Dad use for the furnace at the Elm house?',
  [vendorShort(furnaceVendor, 'Azalea')],
  'vendor',
  `rows at Elm Hollow whose description contains "furnace" (not the store's filters): ${elmFurnace.map((x) => `${x.date} ${money(cents(x.amount))}`).join(', ')}, all ${furnaceVendor}; the AC at Elm was done once by another firm`,
);
ask(
  'How much has he paid them for that furnace altogether?',
  [money(furnacePaid)],
  'follow_up',
  `sum of ${furnaceVendor} rows at Elm Hollow (all furnace work); with the store's furnace filters it would be ${money(sumRows(rowsAt('elm', has('furnace'))))}; the firm's all-time total is ${money(sumRows(rowsOf(furnaceVendor)))}`,
  { follow_up_of: idFurnace },
);
ask(
  'Which roofer put the new roof on the Elm house, and what did it cost?',
  [vendorShort(elmRoofer, 'Brushy Creek'), money(cents(elmRoof[0].amount))],
  'vendor',
  `${elmRoofer}: roof replacement ${elmRoof[0].date} (Capital improvement); the same firm cleaned the gutters earlier`,
);
ask(
  'Who did Dad call for roof repairs at the Sparrow Ridge duplex?',
  [vendorShort(sparrowRoofer, 'Caddo Lake')],
  'vendor',
  `roof work (description contains "roof", a repair or capital category) at the duplex: ${rowsAt(
    'sparrow',
    roofWork,
  )
    .map((x) => `${x.date} ${x.entity}`)
    .join('; ')}; the tree firm trimming limbs over the roof is not roof work`,
);
ask(
  'Which plumber does Dad use at the duplex, and how much has he paid them for work there?',
  [vendorShort(sparrowPlumber, 'Pruitt'), money(sparrowPlumbing)],
  'vendor',
  `the only plumbing firm with rows at the duplex; sum of its rows there, all time (its all-time total with the townhouse is ${money(sumRows(rowsOf(sparrowPlumber)))})`,
);
const idPest = ask(
  `What did Dad usually pay ${PINEY}, and when did he last use them?`,
  [money(pineyUsual.c), year(pineyLast.date)],
  'vendor',
  `${pineyUsual.n} of its ${pineyUsual.of} rows are ${money(pineyUsual.c)} (one quarterly visit added a termite inspection); last used ${pineyLast.date} at Elm Hollow and Cardinal Creek; none in 2026 (only the year is checked)`,
);
ask(
  'Who has been doing the pest control since then?',
  [vendorShort(newPest, 'Bug Busters')],
  'follow_up',
  `every Pest ctrl row at Elm Hollow and Cardinal Creek after ${pineyLast.date} is ${newPest}`,
  { follow_up_of: idPest },
);
ask(
  `How much did Dad usually pay ${TUTTLE} for a visit at the Cardinal Creek house?`,
  [money(tuttleUsual.c)],
  'vendor',
  `${tuttleUsual.n} of the ${tuttleUsual.of} ${TUTTLE} rows are ${money(tuttleUsual.c)} (the others are a leaf cleanup and one edging visit); booked as Yard, yard and Landscaping`,
);
const idGarage = ask(
  'How many times has the garage door at the Mossy Oak house had to be repaired?',
  [String(garage.length)],
  'count',
  `expense rows at Mossy Oak whose description contains "garage door": ${garage.map((x) => `${x.date} ${x.entity} ${money(cents(x.amount))}`).join('; ')}`,
);
ask(
  'What did all of those garage door repairs cost together?',
  [money(garageCost)],
  'follow_up',
  'sum of the same rows',
  { follow_up_of: idGarage },
);
ask(
  'Who takes care of the air conditioning at the Bramblewood townhouse, and what did Dad pay for their most recent visit?',
  [vendorShort(acVendor, 'Cherokee Trace'), money(cents(acLast.amount))],
  'vendor',
  `HVAC rows at the townhouse, all ${acVendor}: ${brambleAC.map((x) => `${x.date} ${money(cents(x.amount))}`).join(', ')}; the latest is ${acLast.description}`,
);
const idOpen = ask(
  'What is still open on the repair list, and how long has each item been waiting?',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${openByAge.map((m) => `${m.title} [${m.status}, ${STREET[m.property]}]`).join('; ')}; the month reported is only in the titles and is not checked here`,
);
ask(
  'Which of those has been waiting the longest?',
  [oldestWord],
  'follow_up',
  `the open request with the earliest "(reported ...)" month: ${openByAge[0].title}`,
  { follow_up_of: idOpen },
);
ask(
  'What security deposits is Dad holding right now, and what do they add up to?',
  [money(deposits)],
  'deposits',
  `sum of deposits on the ${current.length} current leases (past tenants' deposits were settled): ${current.map((t) => `${t.last_name} ${money(cents(t.lease.deposit))}`).join(', ')}`,
);
ask(
  `How much of a security deposit did Ms. ${oduya.last_name} pay for the condo?`,
  [money(cents(oduya.lease.deposit))],
  'deposits',
  `deposit on ${name(oduya)}'s lease (her rent is ${money(cents(oduya.lease.rent))})`,
);
ask(
  'How much rent does the Sparrow Ridge duplex bring in each month, with both units together?',
  [money(sparrowRent)],
  'lease',
  `monthly rent of the two current duplex leases: ${sparrowNow.map((t) => `${t.last_name} ${money(cents(t.lease.rent))}`).join(' + ')}; the quarterly laundry commission is not rent`,
);
const idTax = ask(
  'What was the property tax on the Elm house last year?',
  [money(elmTax)],
  'tax',
  'the Elm Hollow row under "Property Tax" or "Taxes" dated 2025 (the 2025 bill, paid in December 2025; no tax is paid yet in 2026)',
);
ask(
  "And for all of Dad's properties together?",
  [money(allTax)],
  'follow_up',
  'all rows under "Property Tax" and "Taxes" dated 2025 (Smith County and Gregg County, one bill a property); the coffee shop pays the Rosebriar tax itself',
  { follow_up_of: idTax },
);
ask(
  'What documents does Dad have on file for the condo?',
  condoDocs,
  'documents',
  'the documents at Redbud Terrace Unit 12 (a lease, a receipt and an insurance policy)',
);
ask(
  'Who insures the townhouse, and what was the premium last year?',
  [vendorShort(insurer, 'Magnolia Shield'), money(brambleIns25)],
  'vendor',
  `Insurance rows at Bramblewood: ${brambleIns.map((x) => `${x.date} ${money(cents(x.amount))}`).join(', ')}; the 2025 one is asked`,
);
ask(
  'How much are the HOA dues on the condo each month?',
  [money(dues)],
  'vendor',
  `the ${condoDues.length} "Monthly HOA dues" rows of the condo association, all the same amount, under "HOA dues" and "HOA"; the special assessment is not monthly dues`,
);
ask(
  `Could you give me Mr. ${thorne.last_name}'s phone number? I would like to call him about November.`,
  [phoneTail],
  'contact',
  `${name(thorne)}: ${thorne.phone_number} (the last four digits are checked)`,
);
ask(
  'Which electrician did Dad use, and what was the last job they did for him and what did it cost?',
  [vendorShort(electrician, 'Lamplighter'), money(cents(elecLast.amount))],
  'vendor',
  `the only electrical firm; its latest row: ${elecLast.date} at ${STREET[elecLast.property]}, ${elecLast.description}`,
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'Dad always said rents in Longview would keep going up. Do you think they will rise next year?',
  'market forecast',
);
outOfScope(
  `Ms. ${longest.last_name} has been there for years. Is it legal in Texas for us to raise her rent by ten percent when her lease renews?`,
  'legal advice',
);

// ---------- the questions' own checks ----------
check(Q.length === 40, `40 questions (${Q.length})`);
const fu = Q.filter((x) => x.follow_up_of !== undefined).length;
check(fu >= 7 && fu <= 9, `about 8 follow-ups (${fu})`);
const qid = (i) => `lb83-${String(i + 1).padStart(2, '0')}`;
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
    !(o.forbid ?? []).some((f) => f.length === 0 || o.expected.some((s) => s.includes(f) || f.includes(s))),
    `forbid of ${o.id}`,
  );
  if (o.follow_up_of) check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
// no asked money figure equals another asked money figure
const asked = out.flatMap((o) => o.expected.filter((s) => s.startsWith('$')).map((s) => [s, o.id]));
for (const [s, id] of asked)
  check(asked.filter(([t]) => t === s).length === 1, `money figure ${s} of ${id} is asked only once`);
// and none of them sits inside another one ("$925.00" inside "$1,925.00")
for (const [s, id] of asked)
  for (const [t, jd] of asked) if (s !== t) check(!t.includes(s), `${s} (${id}) is not inside ${t} (${jd})`);

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions (${fu} follow-ups)`, kinds);
