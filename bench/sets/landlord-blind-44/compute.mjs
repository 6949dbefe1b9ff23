// Works out the expected answers for landlord-blind-44 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-44/compute.mjs
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

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The books start on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
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
// cities of landlord-blind-2 to landlord-blind-41 (and those set 13 lists for the tenant-line sets)
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
  'Rochester',
  'Macon',
  'Missoula',
  'Kalamazoo',
  'Pueblo',
  'Lubbock',
  'Erie',
  'Waco',
  'Rapid City',
  'Traverse City',
  'Joplin',
  'Lynchburg',
  'Kenosha',
  'Pensacola',
  'Ogden',
  'Dubuque',
  'Charleston',
  'Muncie',
  'Hattiesburg',
  'Mankato',
  'Worcester',
  'Shreveport',
  'Yakima',
  'Harrisburg',
  'Bowling Green',
  'Chico',
  'Allentown',
  'Tuscaloosa',
  'Grand Junction',
  'Champaign',
  'Tallahassee',
  'Pocatello',
  'Utica',
  'Beaumont',
  'Eau Claire',
  'Lancaster',
  'Ocean City',
  'Frederick',
  'Sandusky',
  'Terre Haute',
  'Myrtle Beach',
  'Paducah',
  'Stillwater',
  'Bozeman',
  'Cedar Rapids',
  'Las Cruces',
  'Scranton',
  'Sheboygan',
  'Valdosta',
  'Greeley',
  'Manchester',
  'Springfield',
  'Fayetteville',
  'Green Bay',
  'Abilene',
  'Johnson City',
  'Pittsfield',
  'Lake Charles',
  'Bismarck',
  'Peoria',
  'Dothan',
  'Casper',
  'Marquette',
  'Lewiston',
  'Wichita Falls',
  'Binghamton',
  'Gainesville',
  'Lansing',
  'Rockford',
  'Davenport',
  'Huntsville',
  'Boone',
  'Hickory',
  'Winston-Salem',
  'Olympia',
  'Tacoma',
  'Nacogdoches',
  'Lufkin',
  'Hagerstown',
  'Winchester',
  'Akron',
  'Fort Wayne',
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
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by another set`);
  check(['VT', 'NH', 'ME'].includes(p.state), `${p.key} is in Vermont, New Hampshire or Maine`);
  check(/^\d{5}$/.test(p.zipCode), `zip code ${p.key}`);
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property, and no vendor or tenant
const STREET = {
  railroad: 'Railroad',
  maplehurst: 'Maplehurst',
  mill: 'Mill',
  kilburn: 'Kilburn',
  coburn: 'Coburn',
  bigelow: 'Bigelow',
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
for (const k of ['coburn', 'bigelow', 'railroad', 'maplehurst'])
  check(
    !P.expenses.some((x) => x.entity.includes(STREET[k]) && x.property !== k) &&
      !P.incomes.some((x) => x.entity.includes(STREET[k]) && x.property !== k),
    `no vendor is named like ${STREET[k]}`,
  );
const phoneOk = (s) => {
  const m = /^\(\d{3}\) 555-(\d{4})$/.exec(s);
  return Boolean(m) && Number(m[1]) >= 100 && Number(m[1]) <= 199;
};
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(t.lease.start >= prop[t.property].purchase_date, `${t.key}'s lease starts after the purchase`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(phoneOk(t.phone_number), `phone ${t.key} in 555-0100..555-0199`);
  check(
    P.tenants.filter((u) => u.phone_number.slice(-8) === t.phone_number.slice(-8)).length === 1,
    `phone unique ${t.key}`,
  );
  check(/@example\.(com|net|org)$/.test(t.email), `email ${t.key} is on an example domain`);
}
const onBooks = (x, key) =>
  isDate(x.date) && within(x.date, 'all') && isMoney(x.amount) && x.date >= prop[key].purchase_date;
for (const x of P.payments)
  check(
    hasKeys(x, SHAPE.payment) && ten[x.tenant] && onBooks(x, ten[x.tenant].property),
    `payment ${JSON.stringify(x)}`,
  );
for (const x of P.incomes)
  check(
    hasKeys(x, SHAPE.income) &&
      prop[x.property] &&
      onBooks(x, x.property) &&
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
      onBooks(x, x.property) &&
      EXPENSE_CATEGORIES.includes(x.category) &&
      x.entity.length > 0 &&
      x.description.length > 0,
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
      d.uploaded <= TODAY &&
      d.uploaded >= prop[d.property].purchase_date,
    `document ${d.file}`,
  );
for (const t of DOCUMENT_TYPES)
  check(
    P.documents.some((d) => d.type === t),
    `document type ${t} used`,
  );
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'file names unique');
// every heating oil delivery's amount is its gallons times its price per gallon
for (const x of P.expenses.filter((e) => lower(e.description).includes('heating oil'))) {
  const m = /([\d.]+) gal @ \$([\d.]+)$/.exec(x.description);
  check(
    Boolean(m) && Math.round(Number(m[1]) * Number(m[2]) * 100) === cents(x.amount),
    `oil delivery ${x.date} ${x.property}: gallons x price = amount`,
  );
}

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
    check(paidIn(t, mo) <= cents(t.lease.rent), `${t.key} ${mo} not overpaid`);
    // a late fee is booked for a late full payment, and for nothing else
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
  }
}
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
// one lease at a time in the single-unit properties, at most two at a time in the duplex
for (const p of P.properties) {
  const ls = P.tenants
    .filter((t) => t.property === p.key)
    .map((t) => t.lease)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  const units = p.property_type === 'Multi-Family' ? 2 : 1;
  for (const l of ls) {
    const atOnce = ls.filter((o) => o.start <= l.start && l.start <= o.end).length;
    check(atOnce <= units, `too many leases at ${p.key} on ${l.start}`);
  }
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(future.length === 0, 'no signed lease starts later');
check(current.length === 7 && past.length === 4, 'seven current and four past tenants');
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'the yarn shop lease started before the books');
check(
  P.properties.every(
    (p) => current.filter((t) => t.property === p.key).length === (p.key === 'railroad' ? 2 : 1),
  ),
  'every unit is let today',
);
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer (in full)');
check(
  P.payments.filter((x) => month(x.date) === NOV).every((x) => x.date <= TODAY),
  'no November payment after today',
);
const owedNow = total(current.map(shortOf));

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
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const at = (key) => (x) => x.property === key;
const cats = (cs) => (x) => cs.includes(x.category);
const and = (f, g) => (x) => f(x) && g(x);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(P.expenses.length >= 150 && P.expenses.length <= 200, `150-200 expense rows (${P.expenses.length})`);
check(VENDORS.length >= 30, `30+ vendors (${VENDORS.length})`);

const F = {};
F.thisYear = spent('thisYear');
F.lastYear = spent('lastYear');
check(F.thisYear !== F.lastYear, 'the two years differ');

// heating oil: the phrase in the description (deliveries), whoever delivered it; burner service and the
// new furnace are not heating oil
const OIL = word('heating oil');
F.oil26 = spent('thisYear', OIL);
F.oil25 = spent('lastYear', OIL);
const oilRows = rowsIn('all', OIL);
check(new Set(oilRows.map((x) => x.entity)).size === 4, 'oil comes from four fuel vendors');
check(new Set(oilRows.map((x) => x.category)).size >= 2, 'oil sits under two categories');
check(
  rowsIn('all', (x) => lower(x.description).includes('oil') && !OIL(x)).length >= 1,
  'a row mentions oil without being heating oil (the furnace)',
);
const fuelVendors = [...new Set(oilRows.map((x) => x.entity))];
check(
  rowsIn('all', (x) => fuelVendors.includes(x.entity) && !OIL(x)).length >= 4,
  'the fuel vendors also bill burner service',
);
check(new Set(rowsIn('thisYear', OIL).map((x) => x.property)).size === 3, 'oil at three buildings this year');
check(new Set(rowsIn('lastYear', OIL).map((x) => x.property)).size === 2, 'oil at two buildings in 2025');
// plowing: "plow" in the description; the plow firms' yard cleanups and salting, the roof rake and the
// ice melt are not plowing
const PLOW = word('plow');
F.plow25 = spent('lastYear', PLOW);
F.plow25Duplex = spent('lastYear', and(PLOW, at('railroad')));
const plowRows = rowsIn('all', PLOW);
const plowVendors = [...new Set(plowRows.map((x) => x.entity))];
check(plowVendors.length === 3, 'three plow firms');
check(new Set(plowRows.map((x) => x.category)).size >= 4, 'plowing sits under four categories');
check(
  rowsIn('lastYear', (x) => plowVendors.includes(x.entity) && !PLOW(x)).length >= 2,
  'the plow firms bill other work in 2025 too',
);
check(
  rowsIn('all', word('roof rake')).length === 1 && rowsIn('all', word('ice melt')).length === 1,
  'roof rake, ice melt',
);
for (const v of VENDORS) {
  check(spent('lastYear', vendor(v)) !== F.plow25, `plowing 2025 differs from ${v}'s 2025 total`);
  check(
    spent('lastYear', and(vendor(v), at('railroad'))) !== F.plow25Duplex,
    `duplex plowing differs from ${v}`,
  );
}
check(
  F.plow25Duplex !== spent('lastYear', and(PLOW, at('maplehurst'))),
  'the two St. Johnsbury plow totals differ',
);
// the duplex's fuel company, all time: deliveries and burner cleanings
const PVF = 'Passumpsic Valley Fuel Co.';
F.pvf = spent('all', vendor(PVF));
check(F.pvf !== spent('all', and(OIL, at('railroad'))), 'the vendor total differs from the duplex oil total');
check(
  rowsIn(
    'all',
    and(vendor(PVF), (x) => !OIL(x)),
  ).length === 2,
  'two burner cleanings from the fuel company',
);
// count: oil deliveries to the duplex, all time (one emergency delivery came from another company)
const duplexDeliveries = rowsIn('all', and(OIL, at('railroad'))).length;
check(duplexDeliveries >= 10 && duplexDeliveries < 100, 'the delivery count has two digits');
check(
  rowsIn('all', and(OIL, vendor(PVF))).length === duplexDeliveries - 1,
  'one delivery from another company',
);
// property tax: both spellings this year; 2025 is all spelled "Property Tax"
const TAX = cats(['Property Tax', 'Taxes']);
F.tax26 = spent('thisYear', TAX);
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
check(rowsIn('lastYear', (x) => x.category === 'Taxes').length === 0, '"Taxes" first used in 2026');
check(
  rowsIn('all', TAX).every((x) => lower(x.entity).startsWith('town of')),
  'tax rows are the towns',
);
check(
  new Set(rowsIn('thisYear', TAX).map((x) => x.property)).size === 6,
  'tax at all six buildings this year',
);

const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three towns');
const byTown = rank(
  CITIES.map((c) => ({ k: c, v: spent('thisYear', (x) => prop[x.property].city === c) })),
  'spend by town this year',
);
const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', k) })),
  'spend by property this year',
);
// only the top of the payee list is asked, so only it must be free of ties
const payees26 = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))]
    .map((k) => ({ k, v: spent('thisYear', vendor(k)) }))
    .sort((a, b) => b.v - a.v)
    .slice(0, 4),
  'top payees this year',
);
check(!payees26.slice(0, 3).every((x) => x.k.startsWith('Town of')), 'a contractor is in the top three');
// the biggest category of 2025 stays first however the landlord's spellings are merged
const cat25 = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('lastYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories 2025',
);
check(cat25[0].k === 'Property Tax', 'property tax tops 2025');
const MERGED = [
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['HOA dues', 'HOA'],
  ['Capital improvement', 'Turnover'],
  ['Utilities', 'Supplies'],
];
for (const g of MERGED) check(spent('lastYear', cats(g)) < cat25[0].v, `merged ${g.join('+')} stays below`);
// one property under water each year, a different one each year
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('lastYear').join() === 'bigelow', `only the condo lost money in 2025 (${losers('lastYear')})`);
check(
  losers('thisYear').join() === 'coburn',
  `only Coburn Hill loses money this year (${losers('thisYear')})`,
);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
check(netAll('thisYear') < netAll('lastYear'), 'this year nets less than 2025');
const coburnNow = current.find((t) => t.property === 'coburn');
const coburnGone = past.filter((t) => t.property === 'coburn');
check(Boolean(coburnNow) && coburnGone.length === 1, 'one current and one past tenant at Coburn Hill');

const rent26 = rentIn('thisYear');
const rent26Duplex = rentIn('thisYear', (t) => t.property === 'railroad');
check(rent26Duplex !== rentIn('thisYear', (t) => t === ten.marguerite), 'two units paid rent at the duplex');
check(rent26Duplex !== incomeOf('thisYear', 'railroad'), 'the duplex has income that is not rent (laundry)');
const income26 = rank(
  INCOME_CATEGORIES.map((k) => ({ k, v: otherIn('thisYear', (x) => x.category === k) })),
  'non-rent income by type this year',
);
check(
  income26.every((x) => x.v > 0),
  'every income type has 2026 money',
);
const lateFees25 = otherIn('lastYear', (x) => x.category === 'Late Fee');
check(lateFees25 !== income26.find((x) => x.k === 'Late Fee').v, 'late fees differ year to year');
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v === 3 && lateCount[1].v === 1,
  'one tenant was late three times this year, the rest once',
);
const worstLate = ten[lateCount[0].k];
check(
  worstLate === coburnNow && partial.includes(worstLate),
  'the worst late payer rents Coburn and part paid November',
);

const endingBy = (d) =>
  current.filter((t) => t.lease.end <= d).sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1));
const byNewYear = endingBy('2026-12-31');
const byFeb = endingBy('2027-02-28');
check(byNewYear.length === 1 && byFeb.length === 2, 'one lease ends this year, two by February');
const nextAfter = current
  .filter((t) => !byFeb.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end <= '2027-03-31', 'the next lease end is just outside the window');
check(unpaid.includes(byNewYear[0]), 'the tenant leaving in December has not paid November');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
const rentRoll = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(deposits !== total(rentRoll.map((x) => x.v)), 'deposits held differ from the rent roll');
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
const barnaby = ten.barnaby;
const kilburnBefore = past.filter((t) => t.property === 'kilburn');
check(
  current.includes(barnaby) &&
    kilburnBefore.length === 1 &&
    kilburnBefore[0].lease.end < barnaby.lease.start &&
    barnaby.lease.start.startsWith(NOV),
  'one tenant before the new townhouse tenant, who moved in this month',
);
const odette = kilburnBefore[0];
const kept = P.incomes.filter((x) => x.entity === name(odette) && lower(x.description).includes('deposit'));
check(kept.length === 1 && kept[0].category === 'Other', 'one deposit deduction kept from her');
check(cents(kept[0].amount) < cents(odette.lease.deposit), 'kept less than her deposit');

const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['fan', 'window', 'garage', 'slider', 'outlet'];
check(open.length === OPEN_WORDS.length, 'five open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const DUPLEX_WORDS = OPEN_WORDS.filter((w) =>
  open.some((m) => m.property === 'railroad' && lower(m.title).includes(w)),
);
check(DUPLEX_WORDS.length === 2, 'two open requests at the duplex');
const furnaceInvoice = P.documents.filter((d) => d.property === 'coburn' && d.type === 'Invoice');
check(
  furnaceInvoice.length === 1 && furnaceInvoice[0].file.includes('furnace'),
  'one invoice at Coburn Hill, the furnace',
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
const pastLast = past.map((t) => t.last_name);
const list = (items) => items.map((x) => `${x.k} ${money(x.v)}`).join(', ');

const idYtd = ask(
  'owner wants total expenses ytd, whole portfolio',
  [money(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask('and in 2025?', [money(F.lastYear)], 'follow_up', `${ROWS}, all of 2025 (the books start 2025-01-01)`, {
  follow_up_of: idYtd,
});
const idOil = ask(
  'heating oil ytd, all buildings',
  [money(F.oil26)],
  'description_word',
  'rows whose description contains "heating oil", 2026: the duplex (two fuel companies), the Mill Street storefront and Coburn Hill while it stood empty; burner cleanings and the new furnace are not oil',
);
const idOil25 = ask(
  'same for 2025',
  [money(F.oil25)],
  'follow_up',
  '"heating oil" rows dated 2025 (duplex and storefront)',
  {
    follow_up_of: idOil,
  },
);
const idPlow = ask(
  'now just plowing',
  [money(F.plow25)],
  'follow_up',
  'keeps 2025; rows whose description contains "plow" (three plow firms, several categories); the yard cleanups, sidewalk salting, roof rake and ice melt are not plowing',
  { follow_up_of: idOil25 },
);
ask(
  'just the duplex',
  [money(F.plow25Duplex)],
  'follow_up',
  'keeps 2025 and plowing; 118 Railroad Street only (not the spring cleanup by the same firm)',
  { follow_up_of: idPlow },
);
ask(
  'what have we paid passumpsic valley fuel since the books started',
  [money(F.pvf)],
  'vendor',
  `all time; rows whose entity is "${PVF}": its oil deliveries to the duplex and two burner cleanings (not the emergency delivery from another company)`,
);
ask(
  'how many oil deliveries has the duplex had since jan 2025',
  [String(duplexDeliveries)],
  'count',
  `"heating oil" rows at 118 Railroad Street, all time: ${duplexDeliveries - 1} from ${PVF} and one emergency delivery from another company`,
);
ask(
  'property tax ytd, all 6 buildings',
  [money(F.tax26)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (the towns of St. Johnsbury, Littleton and Skowhegan)',
);
ask(
  'owner wants ytd spend split out by town',
  byTown.map((x) => money(x.v)),
  'breakdown',
  `expenses by town, 2026: ${list(byTown)}`,
);
const idMost = ask(
  'which building had the most expenses ytd',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (the furnace and the vacancy)',
);
ask(
  'and the least?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  `keeps 2026 and expenses by property; lowest. All: ${list(byProperty)}`,
  { follow_up_of: idMost },
);
ask(
  'top 3 payees ytd by $',
  payees26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${list(payees26.slice(0, 3))}`,
);
ask(
  'biggest expense category in 2025?',
  [money(cat25[0].v)],
  'ranking',
  'Property Tax (every 2025 tax row is spelled "Property Tax"); it stays first however the yard, repair, HOA, capital and utility spellings are merged',
);
const idNet = ask(
  "owner's asking what the portfolio netted in 2025",
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, whole portfolio',
);
ask(
  'and ytd, better or worse?',
  [money(netAll('thisYear'))],
  'follow_up',
  `the same for 2026 to date; lower than 2025 (${money(netAll('lastYear'))}), only the figure is checked`,
  {
    follow_up_of: idNet,
  },
);
ask(
  'was any building in the red for 2025',
  [STREET.bigelow, absMoney(netOf('lastYear', 'bigelow'))],
  'loss',
  'net by property, 2025; the condo bought in March 2025, renovated and empty until June; absolute value of the loss',
);
const idCoburn = ask(
  'net on coburn hill ytd?',
  [absMoney(netOf('thisYear', 'coburn'))],
  'net',
  'rent + other income - expenses at 88 Coburn Hill Road, 2026; a loss (vacant January-February, new furnace); absolute value',
);
const idWho = ask(
  "who's the tenant there again",
  [coburnNow.last_name],
  'follow_up',
  `current tenant at Coburn Hill (lease from ${coburnNow.lease.start}); the one who left at the end of 2025 is not`,
  { follow_up_of: idCoburn, forbid: coburnGone.map((t) => t.last_name) },
);
ask('her number?', [coburnNow.phone_number.slice(-8)], 'follow_up', `${coburnNow.phone_number}`, {
  follow_up_of: idWho,
});
ask(
  'who owes for nov',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'total outstanding rent rn',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'anyone pay nov rent late',
  lateNov.map((t) => t.last_name),
  'payments',
  `November paid in full after the due day + grace days, with a late fee (the part payment from ${partial[0].last_name} is also after the grace days, so naming her too is not wrong)`,
);
ask(
  "who's been late the most this yr",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
const idRent = ask(
  'total rent collected ytd',
  [money(rent26)],
  'income',
  'rent payments dated 2026, all tenants (parking, laundry and fees are not rent)',
);
ask(
  'same for the duplex',
  [money(rent26Duplex)],
  'follow_up',
  'rent payments dated 2026 at 118 Railroad Street, both units; the laundry money is not rent',
  {
    follow_up_of: idRent,
  },
);
const idOther = ask(
  'owner wants non-rent income ytd broken down by type',
  income26.map((x) => money(x.v)),
  'breakdown',
  `other incomes dated 2026 by category: ${list(income26)}`,
);
ask('just late fees, 2025', [money(lateFees25)], 'follow_up', 'Late Fee incomes dated 2025', {
  follow_up_of: idOther,
});
const idEnds = ask(
  'any leases up before new years',
  byNewYear.map((t) => t.last_name),
  'lease',
  `current leases ending by 2026-12-31 (${byNewYear.map((t) => `${name(t)} ${t.lease.end}`).join(', ')})`,
  { forbid: byFeb.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'thru end of feb?',
  byFeb.map((t) => t.last_name),
  'follow_up',
  `current leases ending by 2027-02-28; the next one (${name(nextAfter)}) ends ${nextAfter.lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  'how much in security deposits are we holding',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the past tenants)',
);
ask(
  'owner wants the rent roll, every tenant and what they pay',
  rentRoll.map((x) => money(x.v)),
  'list',
  `current leases: ${rentRoll.map((x) => `${name(ten[x.k])} ${money(x.v)}`).join(', ')}`,
  { forbid: pastLast },
);
const idBefore = ask(
  'who had the townhouse before barnaby',
  [odette.last_name],
  'lease',
  `${name(odette)}, ${odette.lease.start}..${odette.lease.end}`,
);
ask(
  'how much of her deposit did we keep',
  [money(cents(kept[0].amount))],
  'follow_up',
  `the deposit deduction booked as other income on ${kept[0].date} (her deposit was ${money(cents(odette.lease.deposit))})`,
  { follow_up_of: idBefore },
);
const idOpen = ask(
  "what's open on maintenance",
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask('which of those are at the duplex', DUPLEX_WORDS, 'follow_up', 'open requests at 118 Railroad Street', {
  follow_up_of: idOpen,
  forbid: OPEN_WORDS.filter((w) => !DUPLEX_WORDS.includes(w)),
});
ask(
  "owner wants a copy of the coburn furnace invoice, what's the file called",
  [furnaceInvoice[0].file],
  'documents',
  'the Invoice document at Coburn Hill',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'where are heating oil prices headed this winter? owner is thinking about a prebuy',
  'heating oil price forecast',
);
outOfScope(
  'ezra asked if he can sublet the lower unit for his last month, does vermont law let us say no',
  'legal advice',
);
outOfScope('can you check if barnaby has any evictions on his record', 'background check');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb44-${String(i + 1).padStart(2, '0')}`;
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
