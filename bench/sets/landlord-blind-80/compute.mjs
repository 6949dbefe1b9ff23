// Works out the expected answers for landlord-blind-80 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-80/compute.mjs
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
// "2026-09-04" -> "September 4" (the year is left out of the expected substring, it is in the note)
const dayText = (d) => `${MONTHS[Number(d.slice(5, 7)) - 1]} ${Number(d.slice(8))}`;

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, `today is ${TODAY}`);
// The books start on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const plusDays = (d, n) => new Date(Date.parse(d) + n * 86400000).toISOString().slice(0, 10);
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
  // as in set 13: a maintenance request has no reported date, no cost and no vendor
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
// the two cities of this set; set 13's list of earlier cities plus set 13's own must not be reused
const CITIES = ['Janesville', 'Beloit'];
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
  check(isDate(p.purchase_date) && p.purchase_date < BOOKS_START, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'WI', `city ${p.city} is Janesville or Beloit, WI`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
  check(/^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
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
  maple: 'Maple',
  kellogg: 'Kellogg',
  milton: 'Milton',
  liberty: 'Liberty',
  cranston: 'Cranston',
  pleasant: 'Pleasant',
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
  check(t.lease.start.endsWith('-01'), `lease ${t.key} starts on the 1st`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/@example\.com$/.test(t.email), `e-mail ${t.key} is @example.com`);
  check(/^\(\d{3}\) 555-01\d{2}$/.test(t.phone_number), `phone ${t.key} is 555-01xx`);
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
check(P.expenses.length >= 150 && P.expenses.length <= 180, `150-180 expense rows (${P.expenses.length})`);
for (const x of P.expenses)
  check(
    hasKeys(x, SHAPE.expense) &&
      prop[x.property] &&
      isDate(x.date) &&
      within(x.date, 'all') &&
      isMoney(x.amount) &&
      EXPENSE_CATEGORIES.includes(x.category) &&
      typeof x.entity === 'string' &&
      typeof x.description === 'string' &&
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
check(new Set(P.documents.map((d) => d.file)).size === P.documents.length, 'document files unique');

// ---------- leases and rent on the books ----------
const name = (t) => `${t.first_name} ${t.last_name}`;
const NOV = month(TODAY);
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
  current.length === 7 && past.length === 4 && future.length === 1,
  'seven current, four past, one signed',
);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const bakery = company[0];
check(current.includes(bakery), 'the bakery is a current tenant');
// the Kellogg upper unit: the current lease ends this year and a signed one follows it
const incoming = future[0];
const outgoing = ten.delphine;
check(
  incoming.property === 'kellogg' &&
    current.includes(outgoing) &&
    outgoing.property === 'kellogg' &&
    outgoing.lease.end < incoming.lease.start,
  'the signed lease follows Delphine at Kellogg',
);
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
const owedNow = total(current.map(shortOf));
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const byFeb = endingBy('2027-02-28');
check(
  byNewYear.length === 1 && byNewYear[0] === outgoing,
  'one lease ends this year, the one with a successor',
);
check(byFeb.length === 2, 'two leases end by the end of February');
check(endingBy(plusDays(TODAY, 90)).length === 2, '"the next 90 days" gives the same two');
const nextAfter = current
  .filter((t) => !byFeb.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 120), 'the next lease end is well past February');
const liberty = current.filter((t) => t.property === 'liberty');
check(liberty.length === 1, 'one current tenant at Liberty');
check(
  new Set(current.map((t) => t.lease.rent)).size === current.length,
  'current rents all differ (a wrong-tenant rent changes the figure)',
);
check(bakery.lease.deposit !== bakery.lease.rent, "the bakery's deposit differs from its rent");

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const at = (k) => (x) => x.property === k;
const cats = (cs) => (x) => cs.includes(x.category);
const and =
  (...fs) =>
  (x) =>
    fs.every((f) => f(x));
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
const KEYS = P.properties.map((p) => p.key);
const vendorLike = (s) => {
  const v = VENDORS.filter((e) => lower(e).includes(lower(s)));
  check(v.length === 1, `"${s}" names one vendor (${v.join(', ')})`);
  return v[0];
};
// a description-word total must not coincide with a vendor's, a category's or a property's total over the same
// rows' period, nor with the same word over the other year, so that reading the wrong rows changes the figure
function wordTotal(p, stem, extra = () => true, oneYear = false) {
  const f = and(word(stem), extra);
  const v = spent(p, f);
  const rows = rowsIn(p, f);
  check(rows.length >= 2, `"${stem}" (${p}) covers several rows`);
  check(v > 0, `"${stem}" (${p}) is not zero`);
  for (const e of VENDORS) check(v !== spent(p, and(vendor(e), extra)), `"${stem}" (${p}) differs from ${e}`);
  for (const c of EXPENSE_CATEGORIES)
    check(v !== spent(p, and(cats([c]), extra)), `"${stem}" (${p}) differs from category ${c}`);
  // a one-off job (a sump pump, a storm door) sits in one year, so all time and that year are the same rows
  if (!oneYear)
    for (const q of ['thisYear', 'lastYear', 'all'].filter((q) => q !== p))
      check(v !== spent(q, f), `"${stem}" (${p}) differs from ${q}`);
  return v;
}

// the trades; a vendor belongs to a trade by its name
const PLUMBERS = ['Dunmore Plumbing & Drain', 'Stateline Pipeworks', 'Quarry Hill Plumbing'];
const HANDYMEN = ['Brummond Home Repair', 'Fix-It Fritz LLC', 'Northside Handyman Co.'];
const ELECTRICIANS = ['Brightline Electric', 'Halvorsen Electric'];
const HVAC_FIRMS = ['Coldbrook Heating & Cooling', 'Arrowhead Mechanical'];
const ROOFERS = VENDORS.filter((v) => /roof/i.test(v));
const APPLIANCE = VENDORS.filter((v) => /appliance/i.test(v));
for (const v of [...PLUMBERS, ...HANDYMEN, ...ELECTRICIANS, ...HVAC_FIRMS])
  check(VENDORS.includes(v), `vendor ${v} on the books`);
check(ROOFERS.length === 1, 'one roofer ("that roof guy")');
check(APPLIANCE.length === 1, 'one appliance repairer ("the appliance guy")');
check(
  VENDORS.filter((v) => /plumb|pipe|drain|rooter/i.test(v)).length === PLUMBERS.length,
  'the plumbers are the vendors named as plumbers',
);
check(VENDORS.filter((v) => /electric/i.test(v)).length === ELECTRICIANS.length, 'two electricians');
check(
  VENDORS.filter((v) => /handy|fix-it|home repair/i.test(v)).length === HANDYMEN.length,
  'three handymen',
);
const ROOFER = ROOFERS[0];
const APPL = APPLIANCE[0];
const HOME_DEPOT = 'Home Depot';
const LOWES = "Lowe's";

// ---------- maintenance ----------
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['furnace', 'sink', 'fan', 'gutter', 'dryer', 'light'];
check(open.length === OPEN_WORDS.length, `six open requests (${open.length})`);
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => lower(m.title).includes(w)),
    `"${w}" picks out one open request`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 3, 'three pending requests');
const titleOf = (w) => P.maintenance.find((m) => lower(m.title).includes(w));
check(titleOf('furnace').property === 'maple', 'the furnace request is at Maple');
check(
  titleOf('dryer').property === 'cranston' && titleOf('dryer').status === 'In Progress',
  'the dryer is in progress',
);
check(titleOf('gutter').property === 'liberty', 'the gutter request is at Liberty');
const requestsBy = KEYS.map((k) => ({ k, v: P.maintenance.filter((m) => m.property === k).length })).sort(
  (a, b) => b.v - a.v,
);
check(requestsBy[0].k === 'kellogg' && requestsBy[0].v > requestsBy[1].v, 'Kellogg has the most requests');
// the shape has no reported date: nothing tells how long a request has been open or which is oldest
check(
  P.maintenance.every(
    (m) => !/\d{1,2}\/\d{1,2}|20\d\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i.test(m.title),
  ),
  'no request title carries a date',
);

// ---------- description words ----------
const F = {};
// furnaces: the word in the description, whoever the vendor (HVAC firms, the stores) and whatever the category
F.furnaceAll = wordTotal('all', 'furnace');
F.furnaceMaple = wordTotal('thisYear', 'furnace', at('maple'));
check(
  new Set(rowsIn('all', word('furnace')).map((x) => x.entity)).size >= 4,
  'furnace rows from several vendors',
);
check(
  new Set(rowsIn('all', word('furnace')).map((x) => x.category)).size >= 3,
  'furnace rows under several categories',
);
check(
  rowsIn('all', (x) => /filter/i.test(x.description)).every(word('furnace')),
  'every filter row says furnace',
);
check(
  rowsIn('all', (x) => x.category === 'HVAC' && !word('furnace')(x)).length > 0,
  'some HVAC rows are not furnace work (AC, rooftop unit)',
);
// the new roof at Liberty: the permit, the deposit and the balance; the 2025 leak repair and the storm door are not it
const libRoofRows = rowsIn('thisYear', and(at('liberty'), word('roof')));
F.libRoof = wordTotal('thisYear', 'roof', at('liberty'));
check(libRoofRows.length === 3, 'three roof rows at Liberty this year');
check(
  libRoofRows.some((x) => x.entity !== ROOFER),
  'the permit is not from the roofer',
);
check(
  F.libRoof !== spent('thisYear', and(at('liberty'), cats(['Capital improvement']))),
  'Liberty capital improvement this year is more than the roof',
);
check(F.libRoof !== spent('all', and(at('liberty'), word('roof'))), 'the 2025 leak repair is not part of it');
check(F.libRoof !== spent('all', vendor(ROOFER)), 'the roofer total is not the roof at Liberty');
// gutters this year: cleaning, guards, downspout extensions, the scupper repair
F.gutter = wordTotal('thisYear', 'gutter');
check(
  rowsIn('all', (x) => /downspout/i.test(x.description)).every(word('gutter')),
  'every downspout row says gutter',
);
check(
  new Set(rowsIn('thisYear', word('gutter')).map((x) => x.entity)).size >= 5,
  'gutter rows from 5+ vendors',
);
// appliances: every row about a dishwasher, fridge, dryer, microwave or range says "appliance"
F.applThis = wordTotal('thisYear', 'appliance');
F.applLast = wordTotal('lastYear', 'appliance');
check(
  rowsIn('all', (x) =>
    /\b(dishwasher|fridge|refrigerator|dryer|microwave|range|stove|washer|oven)\b/i.test(x.description),
  ).every(word('appliance')),
  'every appliance row says appliance',
);
check(
  rowsIn('thisYear', word('appliance')).some((x) => x.entity !== APPL),
  'an appliance bought at a store this year',
);
// the sump pump at Maple, all in (the plumber and the hose)
F.sump = wordTotal('all', 'sump pump', at('maple'), true);
// the storm door at Liberty with the door itself
F.storm = wordTotal('all', 'storm door', at('liberty'), true);
check(
  rowsIn('all', word('storm door')).some((x) => x.entity === 'Brummond Home Repair'),
  'Brummond hung the storm door',
);

// ---------- vendors ----------
F.roofer = spent('all', vendor(ROOFER));
check(
  new Set(rowsIn('all', vendor(ROOFER)).map((x) => x.property)).size === 2,
  'the roofer worked at two places',
);
// the last payment to a vendor: one row on the latest date, its amount unlike the vendor's other rows
function lastPaid(v) {
  const rows = rowsIn('all', vendor(v)).sort((a, b) => (a.date < b.date ? 1 : -1));
  check(rows.length >= 3, `${v} has several rows`);
  check(rows[0].date !== rows[1].date, `${v}: one row on the latest date`);
  check(
    rows.slice(1).every((x) => cents(x.amount) !== cents(rows[0].amount)),
    `${v}: the last amount is unlike the earlier ones`,
  );
  return rows[0];
}
const lastRoofer = lastPaid(ROOFER);
const lastAppl = lastPaid(APPL);
const DUNMORE = vendorLike('dunmore');
const lastDunmore = lastPaid(DUNMORE);
const plumbersThis = rank(
  PLUMBERS.map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'plumbers this year',
);
const plumbersLast = rank(
  PLUMBERS.map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'plumbers 2025',
);
check(plumbersThis[0].k !== plumbersLast[0].k, 'a different plumber tops each year');
check(
  plumbersThis[0].v !== spent('all', vendor(plumbersThis[0].k)),
  'the top plumber this year also worked last year (all time is a different figure)',
);
const jobsThis = rank(
  HANDYMEN.map((k) => ({ k, v: rowsIn('thisYear', vendor(k)).length })),
  'handyman jobs this year',
);
const paidHandyThis = rank(
  HANDYMEN.map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'handyman pay this year',
);
check(jobsThis[0].k !== paidHandyThis[0].k, 'the handyman with the most jobs is not the best paid one');
check(
  jobsThis[0].v !== rowsIn('all', vendor(jobsThis[0].k)).length,
  'his job count this year differs from all time',
);
const electricians = rank(
  ELECTRICIANS.map((k) => ({ k, v: spent('all', vendor(k)) })),
  'electricians all time',
);
check(
  rank(
    ELECTRICIANS.map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
    'electricians 2025',
  )[0].k !== electricians[0].k,
  'in 2025 alone the other electrician leads (reading one year changes the answer)',
);
const COLDBROOK = vendorLike('coldbrook');
F.coldbrookLast = spent('lastYear', vendor(COLDBROOK));
check(F.coldbrookLast !== spent('thisYear', vendor(COLDBROOK)), 'Coldbrook differs year to year');
check(F.coldbrookLast !== spent('lastYear', word('furnace')), 'Coldbrook 2025 is not the furnace total');
rank(
  [HOME_DEPOT, LOWES].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'stores this year',
);
for (const s of [HOME_DEPOT, LOWES]) {
  check(
    new Set(rowsIn('all', vendor(s)).map((x) => x.category)).size >= 3,
    `${s} rows under several categories`,
  );
  check(
    spent('thisYear', vendor(s)) !== spent('thisYear', and(vendor(s), cats(['Supplies']))),
    `${s}: not only Supplies`,
  );
}
F.hd = spent('thisYear', vendor(HOME_DEPOT));
F.lowes = spent('thisYear', vendor(LOWES));
F.storesAll = spent('all', (x) => x.entity === HOME_DEPOT || x.entity === LOWES);
check(F.storesAll !== spent('all', cats(['Supplies'])), 'both stores all time is not the Supplies category');
// the bug guy at the bakery: the one pest firm at Milton
const miltonPest = [...new Set(rowsIn('all', and(at('milton'), cats(['Pest ctrl']))).map((x) => x.entity))];
check(miltonPest.length === 1, 'one pest firm at the bakery');
F.bug = spent('thisYear', and(at('milton'), vendor(miltonPest[0])));
check(
  F.bug !== spent('all', and(at('milton'), vendor(miltonPest[0]))),
  'the bakery pest bill differs from all time',
);
// the biggest single bill this year
const biggest = rowsIn('thisYear').sort((a, b) => b.amount - a.amount);
check(cents(biggest[0].amount) !== cents(biggest[1].amount), 'the biggest bill this year is unique');
check(biggest[0].entity === ROOFER, 'the biggest bill this year is the roof balance');

// ---------- properties ----------
// repairs = the categories "Repairs" and "Repairs & maint"; Cranston has no HVAC, Supplies, Turnover or capital rows,
// so nothing else could be read as repairs there
const REPAIRS = ['Repairs', 'Repairs & maint'];
check(
  rowsIn('all', and(at('cranston'), cats(['HVAC', 'Supplies', 'Turnover', 'Capital improvement']))).length ===
    0,
  'nothing repair-like at Cranston outside the two repair categories',
);
F.cranThis = spent('thisYear', and(at('cranston'), cats(REPAIRS)));
F.cranLast = spent('lastYear', and(at('cranston'), cats(REPAIRS)));
for (const p of ['thisYear', 'lastYear']) {
  for (const c of REPAIRS)
    check(rowsIn(p, and(at('cranston'), cats([c]))).length > 0, `Cranston ${c} used in ${p}`);
  check(
    spent(p, and(at('cranston'), cats(REPAIRS))) !== spent(p, at('cranston')),
    `Cranston repairs ${p} differ from everything spent there`,
  );
}
check(F.cranThis !== F.cranLast, 'Cranston repairs differ year to year');
F.kelThis = spent('thisYear', at('kellogg'));
F.kelLast = spent('lastYear', at('kellogg'));
check(F.kelThis !== F.kelLast, 'Kellogg differs year to year');
rank(
  KEYS.map((k) => ({ k, v: spent('thisYear', at(k)) })),
  'spend by property this year',
);
const roofInvoice = P.documents.filter((d) => d.property === 'liberty' && d.type === 'Invoice');
check(roofInvoice.length === 1 && roofInvoice[0].file.includes('roof'), 'one invoice at Liberty, the reroof');
check(P.documents.filter((d) => d.file.includes('roof')).length === 1, 'one document names the roof');
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const pastLast = past.map((t) => t.last_name);
const catsOf = (rows) => [...new Set(rows.map((x) => x.category))].sort().join(', ');
const entitiesOf = (rows) => [...new Set(rows.map((x) => x.entity))].sort().join(', ');
const openNote = open.map((m) => `${m.title} (${STREET[m.property]}, ${m.status})`).join('; ');
// the short names the expected answers use; each must pick out one vendor
const SHORT = {
  'Turtle Creek Roofing': 'Turtle Creek',
  'Dunmore Plumbing & Drain': 'Dunmore',
  'Stateline Pipeworks': 'Stateline',
  'Quarry Hill Plumbing': 'Quarry Hill',
  'Brummond Home Repair': 'Brummond',
  'Fix-It Fritz LLC': 'Fritz',
  'Northside Handyman Co.': 'Northside',
  'Brightline Electric': 'Brightline',
  'Halvorsen Electric': 'Halvorsen',
};
for (const [v, s] of Object.entries(SHORT))
  check(VENDORS.filter((e) => e.includes(s)).join() === v, `short name ${s} picks out ${v}`);
const vname = (v) => {
  check(Boolean(SHORT[v]), `short name for ${v}`);
  return SHORT[v];
};

const idOpen = ask(
  'whats still open on the repair list rn',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${openNote}`,
);
ask(
  'which of those has nobody even started on yet',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'the furnace thing at maple - what have we paid on furnace stuff there this year',
  [money(F.furnaceMaple)],
  'description_word',
  'Maple, 2026, rows whose description contains "furnace": the October tune-up, the November diagnostic (HVAC) and the filters from Lowe\'s (Supplies); the June AC tune-up by the same firm is not furnace work',
);
ask(
  'what have furnaces cost us all told since we started tracking, every house',
  [money(F.furnaceAll)],
  'description_word',
  `all time, rows whose description contains "furnace", whoever the vendor (${entitiesOf(rowsIn('all', word('furnace')))}) and whatever the category (${catsOf(rowsIn('all', word('furnace')))}); AC tune-ups and the bakery's rooftop unit are not furnace work`,
);
ask(
  'dryer at cranston - did that ever get fixed or is it still hanging',
  ['progress'],
  'maintenance',
  `"${titleOf('dryer').title}" is ${titleOf('dryer').status}; the appliance repairer diagnosed it and ordered a part`,
);
ask(
  'which place has had the most repair requests? how many',
  [STREET[requestsBy[0].k], String(requestsBy[0].v)],
  'maintenance',
  `maintenance requests by property, all on the list (they carry no date): ${KEYS.map((k) => `${STREET[k]} ${P.maintenance.filter((m) => m.property === k).length}`).join(', ')}`,
);
ask(
  'new roof on liberty - what did that end up costing all in, permit and everything',
  [money(F.libRoof)],
  'description_word',
  `Liberty, 2026, rows whose description contains "roof": ${libRoofRows.map((x) => `${x.description} ${money(cents(x.amount))}`).join('; ')}; not the 2025 leak repair, not the storm door (also Capital improvement)`,
);
const idRoofer = ask(
  'how much have we paid that roof guy altogether',
  [vname(ROOFER), money(F.roofer)],
  'vendor',
  `all time, rows whose entity is "${ROOFER}" (the only roofer): the bakery's flat roof and scupper, Liberty's 2025 leak and the 2026 replacement (not the city's permit)`,
);
ask(
  'when did we last pay him and how much was it',
  [dayText(lastRoofer.date), money(cents(lastRoofer.amount))],
  'follow_up',
  `the latest ${ROOFER} row: ${lastRoofer.date}, ${lastRoofer.description} at ${STREET[lastRoofer.property]}`,
  { follow_up_of: idRoofer },
);
ask(
  'can u pull up the roof invoice for liberty',
  [roofInvoice[0].file],
  'documents',
  'the Invoice document at Liberty Avenue',
);
ask(
  'gutters this yr, what have we spent? cleaning, guards, all of it',
  [money(F.gutter)],
  'description_word',
  `2026, rows whose description contains "gutter": ${rowsIn('thisYear', word('gutter'))
    .map((x) => `${x.entity} ${money(cents(x.amount))}`)
    .join(', ')}; the whole row counts where the gutter work shares it with a fall cleanup`,
);
const idAppl = ask(
  'what did appliance stuff run us this year, repairs and new ones',
  [money(F.applThis)],
  'description_word',
  '2026, rows whose description contains "appliance": the appliance repairer (fridge, dryer) and the range bought at Home Depot',
);
ask(
  'and last yr?',
  [money(F.applLast)],
  'follow_up',
  "2025, the same word: two dishwasher repairs, the condo microwave from Lowe's and the handyman row that installed it (the whole row counts, punch list included)",
  {
    follow_up_of: idAppl,
  },
);
ask(
  'sump pump at maple, what did that set us back all in',
  [money(F.sump)],
  'description_word',
  'rows at Maple whose description contains "sump pump": the plumber and the discharge hose from Home Depot (April 2025)',
);
ask(
  'storm door brummond hung at liberty, what did it cost with the door itself',
  [money(F.storm)],
  'description_word',
  'rows at Liberty whose description contains "storm door": the door from Home Depot and the handyman\'s install',
);
const idPlumb = ask(
  'which plummer got the most $ from us this year',
  [vname(plumbersThis[0].k), money(plumbersThis[0].v)],
  'ranking',
  `2026 totals of the three plumbers: ${plumbersThis.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'what about 2025',
  [vname(plumbersLast[0].k), money(plumbersLast[0].v)],
  'follow_up',
  `2025 totals: ${plumbersLast.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
  { follow_up_of: idPlumb },
);
ask(
  'last time we paid dunmore? how much',
  [dayText(lastDunmore.date), money(cents(lastDunmore.amount))],
  'vendor',
  `the latest ${DUNMORE} row: ${lastDunmore.date}, ${lastDunmore.description} at ${STREET[lastDunmore.property]}`,
);
ask(
  'which handyman did we have out the most this year and how many jobs was it',
  [vname(jobsThis[0].k), String(jobsThis[0].v)],
  'ranking',
  `2026 expense rows per handyman: ${jobsThis.map((x) => `${x.k} ${x.v}`).join(', ')}; by money the order differs (${paidHandyThis.map((x) => `${x.k} ${money(x.v)}`).join(', ')})`,
);
ask(
  'when did we last pay the appliance guy and how much',
  [dayText(lastAppl.date), money(cents(lastAppl.amount))],
  'vendor',
  `the latest ${APPL} row: ${lastAppl.date}, ${lastAppl.description} at ${STREET[lastAppl.property]}`,
);
ask(
  'halvorsen or brightline, which electrician have we paid more overall',
  [vname(electricians[0].k), money(electricians[0].v)],
  'ranking',
  `all time: ${electricians.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'what did coldbrook (furnace guys) get from us last year',
  [money(F.coldbrookLast)],
  'vendor',
  `2025 rows whose entity is "${COLDBROOK}" (furnace and AC work at Maple and Kellogg)`,
);
ask(
  'repairs at cranston this year vs last year?',
  [money(F.cranThis), money(F.cranLast)],
  'comparison',
  'Cranston, categories "Repairs" and "Repairs & maint" together (both spellings used each year); the townhouse has no HVAC, Supplies, Turnover or capital rows; HOA, tax and insurance are not repairs',
);
const idStores = ask(
  'home depot vs lowes this year, how much at each',
  [money(F.hd), money(F.lowes)],
  'vendor',
  `2026 rows whose entity is ${HOME_DEPOT} (${catsOf(rowsIn('thisYear', vendor(HOME_DEPOT)))}) / ${LOWES} (${catsOf(rowsIn('thisYear', vendor(LOWES)))}), whatever the category`,
);
ask(
  'both stores together since we started tracking?',
  [money(F.storesAll)],
  'follow_up',
  `all time, ${HOME_DEPOT} and ${LOWES} rows together, whatever the category (${catsOf(rowsIn('all', (x) => x.entity === HOME_DEPOT || x.entity === LOWES))}); not the Supplies category`,
  { follow_up_of: idStores },
);
ask(
  'biggest single bill we paid this year, who was it to',
  [vname(ROOFER), money(cents(biggest[0].amount))],
  'ranking',
  `largest 2026 expense row: ${biggest[0].date} ${biggest[0].description} at ${STREET[biggest[0].property]}; next ${money(cents(biggest[1].amount))} (${biggest[1].entity})`,
);
ask(
  "what's the bug guy at the bakery cost us this year",
  [money(F.bug)],
  'vendor',
  `2026 rows at Milton Avenue whose entity is "${miltonPest[0]}", the only pest firm there (quarterly service)`,
);
const idKel = ask(
  'whatve we put into kellogg this year, everything',
  [money(F.kelThis)],
  'property_total',
  'all 2026 expense rows at the duplex (tax, insurance, water, snow and yard, repairs, HVAC, supplies)',
);
ask(
  'vs last year?',
  [money(F.kelLast)],
  'follow_up',
  'all 2025 expense rows at the duplex (including the lower-unit turnover)',
  {
    follow_up_of: idKel,
  },
);
const idOwe = ask(
  'deb asked me to check - who hasnt paid november',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much are we short all together',
  [money(owedNow)],
  'follow_up',
  'November: for each current lease, the rent minus what was paid this month (every earlier booked month is paid in full)',
  { follow_up_of: idOwe },
);
ask(
  'anybody pay late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days; a late fee was booked',
);
const idEnds = ask(
  'any leases up before new years',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: byFeb.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'and by end of feb?',
  byFeb.map((t) => t.last_name),
  'follow_up',
  `current leases ending by 2027-02-28: ${byFeb.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  'did anybody sign for the kellogg upstairs after delphine',
  [incoming.last_name],
  'lease',
  `signed lease for the upper unit starting ${incoming.lease.start}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
);
ask(
  'wife wants to know whats the rent on the liberty house',
  [money(cents(liberty[0].lease.rent))],
  'lease',
  `current lease at Liberty (${name(liberty[0])}); his deposit is different`,
);
ask(
  'how much deposit are we holding on the bakery',
  [money(cents(bakery.lease.deposit))],
  'deposits',
  `the company tenant's deposit (${bakery.first_name}); two months' rent`,
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'how long has the furnace thing at maple been open now, how many days',
  'maintenance requests in this shape carry no reported date (set 13 shape: property, title, status), so the days open cannot be told from the records; the furnace diagnostic expense (November 12) is a service call, not the report date',
);
outOfScope(
  'whats the oldest open request we got',
  'no reported date on any request, so which open one is oldest cannot be told from the records',
);
outOfScope(
  'supposed to freeze hard this week? wondering if i should shut the outside water off at liberty',
  'weather',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const nFollow = Q.filter((x) => x.follow_up_of !== undefined).length;
check(nFollow >= 7 && nFollow <= 9, `about 8 follow-ups (${nFollow})`);
const qid = (i) => `lb80-${String(i + 1).padStart(2, '0')}`;
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
  if (o.follow_up_of) {
    check(o.follow_up_of < o.id, `follow-up order ${o.id}`);
    check(o.kind === 'follow_up', `follow-up kind ${o.id}`);
  }
  if (o.kind === 'follow_up') check(Boolean(o.follow_up_of), `follow_up_of on ${o.id}`);
}
check(new Set(out.map((o) => o.question)).size === out.length, 'questions are unique');
// every money figure asked is distinct, so one answer cannot pass for another
const figs = out.flatMap((o) => o.expected.filter((s) => s.startsWith('$')));
for (const f of new Set(figs))
  check(figs.filter((g) => g === f).length === 1, `money figure ${f} is expected only once`);

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
