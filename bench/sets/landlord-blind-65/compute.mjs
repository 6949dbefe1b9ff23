// Works out the expected answers for landlord-blind-65 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-65/compute.mjs
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
// a whole-dollar figure is expected without its cents, so "$7,250" and "$7,250.00" both pass
const dollars = (c) => (c % 100 === 0 ? money(c).slice(0, -3) : money(c));
// losses are expected as their absolute amount, so "-$5.00", "($5.00)" and "lost $5.00" all pass
const absDollars = (c) => dollars(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
// Leases that began earlier only have their months from January 2025 on record.
const BOOKS_START = '2025-01-01';
const PERIODS = {
  all: [BOOKS_START, TODAY],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
};
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const month = (d) => d.slice(0, 7);
const year = (d) => d.slice(0, 4);

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
const CITY_NAMES = ['St. George', 'Cedar City'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 6 && P.properties.length <= 8, 'six to eight properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(CITY_NAMES.includes(p.city) && p.state === 'UT', `city ${p.key}`);
  check(/^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date <= TODAY, `purchase date ${p.key}`);
  check(isMoney(p.purchase_price), `purchase price ${p.key}`);
  check(Number.isFinite(p.num_bedrooms) && Number.isFinite(p.num_bathrooms), `rooms ${p.key}`);
}
for (const c of CITY_NAMES)
  check(
    P.properties.some((p) => p.city === c),
    `city ${c} used`,
  );
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `property type ${t} used`,
  );
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/@example\.com$/.test(t.email), `email ${t.key}`);
  check(/^\d{3}-555-01\d\d$/.test(t.phone_number), `phone ${t.key}`);
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

// ---------- commercial and residential ----------
const COMMERCIAL = P.properties.filter((p) => p.property_type === 'Commercial').map((p) => p.key);
const HOMES = P.properties.filter((p) => p.property_type !== 'Commercial').map((p) => p.key);
check(COMMERCIAL.length === 3, 'three commercial buildings');
check(HOMES.length >= 3, 'at least three homes');
const isCo = (k) => COMMERCIAL.includes(k);
const isHome = (k) => HOMES.includes(k);
const STREET = {
  sandstone: 'Sandstone Commons',
  vermilion: 'Vermilion Row',
  foundry: 'Foundry',
  juniper: 'Juniper Ridge',
  pinnacle: 'Pinnacle Hollow',
  larkspur: 'Larkspur',
  aspen: 'Aspen Shadow',
};
for (const p of P.properties) {
  check(Boolean(STREET[p.key]) && p.address.includes(STREET[p.key]), `street word for ${p.key}`);
  check(
    P.properties.filter((q) => q.address.includes(STREET[p.key])).length === 1,
    `street word ${STREET[p.key]} picks out one property`,
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
check(future.length === 0, 'no signed lease that has not started');
// the company tenants: one per commercial building, named by their trade names (first_name)
const isCompany = (t) => / P?LLC$/.test(t.last_name);
const companies = P.tenants.filter(isCompany);
check(companies.length === 3, 'three company tenants');
for (const k of COMMERCIAL) {
  const here = P.tenants.filter((t) => t.property === k);
  check(here.length === 1 && isCompany(here[0]) && current.includes(here[0]), `one current company at ${k}`);
}
check(
  companies.every((t) => isCo(t.property)),
  'companies rent only commercial buildings',
);
const co = Object.fromEntries(COMMERCIAL.map((k) => [k, P.tenants.find((t) => t.property === k)]));
const dental = co.sandstone;
const bike = co.vermilion;
const gym = co.foundry;
check(dental.last_name.includes('Dental'), 'the dental office is at Sandstone Commons');
check(bike.last_name.includes('Cycles'), 'the bike shop is at Vermilion Row');
check(gym.last_name.includes('Climbing'), 'the climbing gym is on Foundry Way');
const TRADE = (t) => t.first_name;
for (const t of companies) {
  check(P.tenants.filter((u) => name(u).includes(TRADE(t))).length === 1, `trade name ${TRADE(t)} is unique`);
  check(t.lease.start < BOOKS_START, `${TRADE(t)} lease began before the books`);
}
check(past.length === 2 && past.every((t) => isHome(t.property)), 'two past tenants, both in homes');

// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && isHome(unpaid[0].property), 'one home tenant has not paid November');
check(partial.length === 1 && partial[0] === gym, 'the climbing gym part-paid November');
check(lateNov.length === 1 && lateNov[0] === dental, 'the dental office paid November late, in full');
const owedNow = total(current.map(shortOf));
const gymShort = shortOf(gym);

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeOfSet = (p, keys) =>
  rentIn(p, (t) => keys.includes(t.property)) + otherIn(p, (x) => keys.includes(x.property));
const spentOfSet = (p, keys) => spent(p, (x) => keys.includes(x.property));
const netOfSet = (p, keys) => incomeOfSet(p, keys) - spentOfSet(p, keys);
const netOf = (p, key) => netOfSet(p, [key]);
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
const atCo = (x) => isCo(x.property);
const atHome = (x) => isHome(x.property);
const and = (f, g) => (x) => f(x) && g(x);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];

const F = {};

// -- rent roll and leases
const coRents = COMMERCIAL.map((k) => cents(co[k].lease.rent));
F.coRentRoll = total(coRents);
const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === gym.key, 'the climbing gym pays the most rent');
F.dentalRent = cents(dental.lease.rent);
F.gymRent = cents(gym.lease.rent);
const endYears = P.tenants.flatMap((t) => [year(t.lease.start), year(t.lease.end)]);
const onlyYear = (y) => endYears.filter((z) => z === y).length === 1;
check(onlyYear(year(gym.lease.end)), 'the gym lease end year is no other lease date');
check(onlyYear(year(bike.lease.end)), 'the bike shop lease end year is no other lease date');
check(onlyYear(year(bike.lease.start)), 'the bike shop lease start year is no other lease date');
check(
  new Set(companies.map((t) => year(t.lease.end))).size === 3,
  'the three business leases end in different years',
);
F.gymDeposit = cents(gym.lease.deposit);
check(F.gymDeposit !== F.gymRent, 'the gym deposit is not its rent');
const juniperNow = current.filter((t) => t.property === 'juniper');
check(juniperNow.length === 1, 'one current tenant at Juniper Ridge');
const juniperPast = past.filter((t) => t.property === 'juniper');
check(
  juniperPast.length === 1 && juniperPast[0].lease.rent !== juniperNow[0].lease.rent,
  'the past Juniper tenant paid a different rent',
);
F.juniperRent = cents(juniperNow[0].lease.rent);
const homeLeases = current.filter((t) => isHome(t.property));
const homesByNewYear = homeLeases.filter((t) => t.lease.end <= '2026-12-31');
const homesJanuary = homeLeases.filter((t) => t.lease.end > '2026-12-31' && t.lease.end <= '2027-01-31');
check(homesByNewYear.length === 1, 'one home lease ends before the new year');
check(homesJanuary.length === 1, 'one home lease ends just after, in January');

// -- who is behind, late
check(owing.length === 2, 'two tenants owe for November');
const lateCountAll = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCountAll[0].k === gym.key && lateCountAll[0].v >= 3 && lateCountAll[1].v < lateCountAll[0].v,
  'the climbing gym was late most often this year, 3+ times',
);
F.gymLateFees = otherIn('thisYear', (x) => x.category === 'Late Fee' && x.entity === name(gym));
check(
  F.gymLateFees ===
    lateMonths(gym).filter((mo) => mo >= '2026-01').length *
      cents(lateFees.find((x) => x.entity === name(gym)).amount),
  'one gym late fee per late month this year',
);

// -- CAM and parking (other income)
const isCam = (x) => /\bcam\b/i.test(x.description);
check(
  P.incomes.filter(isCam).every((x) => x.category === 'Other' && isCo(x.property)),
  'CAM money is Other income at the commercial buildings',
);
check(
  P.incomes
    .filter(isCam)
    .every((x) => companies.some((t) => name(t) === x.entity && t.property === x.property)),
  'CAM money is paid by the building tenant',
);
F.dentalCam = otherIn('thisYear', (x) => isCam(x) && x.entity === name(dental));
F.gymCam = otherIn('thisYear', (x) => isCam(x) && x.entity === name(gym));
check(F.dentalCam !== F.gymCam, 'the two CAM totals differ');
const dentalCamMonthly = otherIn(
  'thisYear',
  (x) => isCam(x) && x.entity === name(dental) && !/reconcil/i.test(x.description),
);
check(dentalCamMonthly !== F.dentalCam, 'the dental CAM this year includes a reconciliation');
F.bikeParking = otherIn('all', (x) => x.category === 'Parking' && x.entity === name(bike));
const allParking = otherIn('all', (x) => x.category === 'Parking');
check(allParking !== F.bikeParking, 'someone else pays parking too');
check(
  P.incomes
    .filter((x) => x.category === 'Parking' && x.property === bike.property)
    .every((x) => x.entity === name(bike)),
  'all parking at Vermilion Row comes from the bike shop',
);
F.coOtherThisYear = otherIn('thisYear', atCo);
check(
  P.incomes.some(
    (x) => within(x.date, 'thisYear') && atCo(x) && !companies.some((t) => name(t) === x.entity),
  ),
  'some commercial other income this year comes from someone other than the tenant (the insurance refund)',
);
for (const c of ['Other', 'Parking', 'Late Fee'])
  check(
    P.incomes.some((x) => within(x.date, 'thisYear') && atCo(x) && x.category === c),
    `commercial ${c} income this year`,
  );

// -- rent by tenant
F.bikeRentThisYear = rentIn('thisYear', (t) => t === bike);
check(F.bikeRentThisYear === 11 * cents(bike.lease.rent), 'the bike shop paid every month this year');
F.dental2025 =
  rentIn('lastYear', (t) => t === dental) + otherIn('lastYear', (x) => x.entity === name(dental));
check(
  P.incomes.filter((x) => x.entity === name(dental)).every((x) => x.property === dental.property),
  'the dental office pays only at its building',
);
check(
  new Set(
    P.incomes.filter((x) => within(x.date, 'lastYear') && x.entity === name(dental)).map((x) => x.category),
  ).size === 2,
  'the dental office paid CAM, a tax reimbursement (Other) and a late fee in 2025',
);
check(
  P.incomes.some(
    (x) => within(x.date, 'lastYear') && x.entity === name(dental) && /property tax/i.test(x.description),
  ),
  'the dental office reimbursed property tax in 2025',
);

// -- expenses, commercial against homes
F.coSpent26 = spent('thisYear', atCo);
F.homeSpent26 = spent('thisYear', atHome);
F.coSpent25 = spent('lastYear', atCo);
F.homeSpent25 = spent('lastYear', atHome);
check(
  new Set([F.coSpent26, F.homeSpent26, F.coSpent25, F.homeSpent25]).size === 4,
  'the four side totals differ',
);
F.coNet26 = netOfSet('thisYear', COMMERCIAL);
F.homeNet26 = netOfSet('thisYear', HOMES);
check(F.coNet26 > 0 && F.homeNet26 > 0, 'both sides make money this year');
check(F.coNet26 !== F.homeNet26, 'the two nets differ');
const co25 = rank(
  COMMERCIAL.map((k) => ({ k, v: spentOfSet('lastYear', [k]) })),
  'commercial spend 2025',
);
check(co25[0].k === 'sandstone', 'the dental building cost the most in 2025 (the new HVAC unit)');
const coRows26 = rowsIn('thisYear', atCo)
  .map((x) => cents(x.amount))
  .sort((a, b) => b - a);
check(coRows26[0] !== coRows26[1], 'the biggest commercial bill this year is unique');
F.coBiggest26 = coRows26[0];

// roof: the word in the description, on the commercial buildings, whoever did it
const ROOFER = 'Red Cliffs Roofing';
check(VENDORS.includes(ROOFER), 'the commercial roofer is a vendor');
F.coRoof = spent('all', and(atCo, word('roof')));
check(F.coRoof !== spent('all', word('roof')), 'the homes have roof work too');
check(F.coRoof !== spent('all', vendor(ROOFER)), 'the roofer also did work without the word roof');
check(
  rowsIn('all', and(atCo, word('roof'))).some((x) => x.entity !== ROOFER),
  'someone other than the roofer did commercial roof work',
);
// hvac: the word in the description, on the commercial buildings, under whatever category
F.coHvac = spent('all', and(atCo, word('hvac')));
check(
  rowsIn('all', and(atCo, cats(['HVAC']))).every(word('hvac')),
  'every HVAC-category row on the commercial side says HVAC',
);
check(
  F.coHvac !== spent('all', and(atCo, cats(['HVAC']))),
  'a commercial HVAC row sits outside the HVAC category',
);
check(F.coHvac !== spent('all', word('hvac')), 'the homes have HVAC rows too');
check(
  P.expenses.every((x) => !(word('roof')(x) && word('hvac')(x))),
  'no row is both roof and hvac work',
);
check(
  P.expenses.every((x) => !word('rooftop')(x)),
  'no "rooftop" to blur roof and hvac',
);
// the mechanical contractor asked for as "dixie mechanical"; the pest firm is also "Dixie"
const dixieMech = VENDORS.filter((v) => lower(v).includes('dixie mechanical'));
check(dixieMech.length === 1, 'one vendor matches "dixie mechanical"');
check(VENDORS.filter((v) => lower(v).startsWith('dixie')).length === 2, 'two "Dixie" vendors');
const DIXIE = dixieMech[0];
F.dixie = spent('all', vendor(DIXIE));
check(F.dixie !== F.coHvac, 'the Dixie total is not the commercial HVAC total');
check(rowsIn('all', and(vendor(DIXIE), atHome)).length > 0, 'Dixie also worked at a home');
for (const v of VENDORS) {
  check(F.coRoof !== spent('all', vendor(v)), `roof total differs from ${v}`);
  check(F.coHvac !== spent('all', vendor(v)), `hvac total differs from ${v}`);
}

// property tax and insurance
const TAXCATS = ['Property Tax', 'Taxes'];
F.coTax26 = spent('thisYear', and(atCo, cats(TAXCATS)));
F.homeTax26 = spent('thisYear', and(atHome, cats(TAXCATS)));
for (const c of TAXCATS)
  check(rowsIn('thisYear', and(atCo, cats([c]))).length > 0, `commercial tax category ${c} used this year`);
check(
  KEYS.every((k) => rowsIn('thisYear', (x) => x.property === k && TAXCATS.includes(x.category)).length === 1),
  'one tax bill per property this year, all paid before today',
);
F.coIns25 = spent('lastYear', and(atCo, cats(['Insurance'])));
check(
  F.coIns25 !== spent('thisYear', and(atCo, cats(['Insurance']))),
  'commercial insurance differs by year',
);

// losers
const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(
  losers('thisYear').length === 1 && losers('thisYear')[0] === 'foundry',
  'only the gym building loses money this year',
);
check(
  losers('lastYear').length === 1 && losers('lastYear')[0] === 'aspen',
  'only the condo lost money in 2025',
);
F.loss26 = -netOf('thisYear', 'foundry');
F.loss25 = -netOf('lastYear', 'aspen');

// maintenance and documents
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const openCo = open.filter((m) => isCo(m.property));
const openHome = open.filter((m) => isHome(m.property));
const OPEN_CO_WORDS = ['breaker', 'pole', 'overhead'];
const OPEN_HOME_WORDS = ['disposal', 'smoke detector'];
check(openCo.length === OPEN_CO_WORDS.length, 'three open requests on the commercial side');
check(openHome.length === OPEN_HOME_WORDS.length, 'two open requests at the homes');
for (const w of [...OPEN_CO_WORDS, ...OPEN_HOME_WORDS])
  check(P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1, `"${w}" picks out one request`);
for (const w of OPEN_CO_WORDS)
  check(
    openCo.some((m) => lower(m.title).includes(w)),
    `"${w}" is open on the commercial side`,
  );
for (const w of OPEN_HOME_WORDS)
  check(
    openHome.some((m) => lower(m.title).includes(w)),
    `"${w}" is open at a home`,
  );
const pendingCo = openCo.filter((m) => m.status === 'Pending');
const PENDING_CO_WORDS = OPEN_CO_WORDS.filter((w) => pendingCo.some((m) => lower(m.title).includes(w)));
const STARTED_CO_WORDS = OPEN_CO_WORDS.filter((w) => !PENDING_CO_WORDS.includes(w));
check(PENDING_CO_WORDS.length === 2 && STARTED_CO_WORDS.length === 1, 'two pending, one in progress');
const roofInvoice = P.documents.filter(
  (d) => d.property === 'foundry' && d.type === 'Invoice' && lower(d.file).includes('roof'),
);
check(roofInvoice.length === 1, 'one roof invoice for the gym building');
check(
  P.documents.filter((d) => d.property === 'foundry' && d.type === 'Invoice').length === 2,
  'a second invoice for the gym building (the compressor)',
);

for (const [k, v] of Object.entries(F))
  check(Number.isInteger(v) && v > 0, `figure ${k} is a positive integer`);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const pastLast = past.map((t) => t.last_name);
const TR = Object.fromEntries(COMMERCIAL.map((k) => [k, TRADE(co[k])]));

ask(
  'red rock dental wants to talk renewal. what are they paying me a month in rent right now',
  [dollars(F.dentalRent)],
  'lease',
  `current lease of ${name(dental)} at ${prop[dental.property].address}; its monthly CAM (Other income) is not rent`,
);
const idGymEnd = ask(
  'when is the climbing gyms lease up',
  [year(gym.lease.end)],
  'lease',
  `${name(gym)} lease ends ${gym.lease.end} (only the year is checked; no other lease date falls in it)`,
);
ask(
  'and the bike guys?',
  [year(bike.lease.end)],
  'follow_up',
  `${name(bike)} lease ends ${bike.lease.end} (only the year is checked)`,
  { follow_up_of: idGymEnd },
);
ask(
  'add up what my 3 businesses pay me in base rent every month, not counting cam',
  [dollars(F.coRentRoll)],
  'lease',
  `sum of the current rents at the commercial buildings: ${COMMERCIAL.map((k) => `${TR[k]} ${dollars(cents(co[k].lease.rent))}`).join(' + ')}`,
);
ask(
  'who pays me the most rent each month',
  [TR.foundry, dollars(F.gymRent)],
  'lease',
  'current leases; the climbing gym pays the most rent',
);
const idBehind = ask(
  'ok who is behind on rent rn',
  owing.map((t) => (isCompany(t) ? TRADE(t) : t.last_name)),
  'payments',
  `nothing paid in November: ${unpaid.map(name).join(', ')}; part paid: ${partial.map(name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how short is the gym for november',
  [dollars(gymShort)],
  'follow_up',
  `${name(gym)}: November rent ${dollars(F.gymRent)} minus ${dollars(paidIn(gym, NOV))} paid`,
  { follow_up_of: idBehind },
);
ask(
  "what's the total rent outstanding right now, everybody together",
  [dollars(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'did any of the businesses pay late this month',
  lateNov.map(TRADE),
  'payments',
  `November rent paid in full after the due day + ${dental.lease.grace_period_days} grace days, with a late fee booked; the gym has only part paid (it is behind, not a late full payment)`,
);
const idLate = ask(
  "who's been late the most this year? tenants or businesses, whoever",
  [TR.foundry],
  'payments',
  `late full payments in 2026 by tenant: ${lateCountAll.map((x) => `${isCompany(ten[x.k]) ? TRADE(ten[x.k]) : ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how much have they paid me in late fees this yr',
  [dollars(F.gymLateFees)],
  'follow_up',
  `Late Fee incomes from ${name(gym)} dated 2026`,
  { follow_up_of: idLate },
);
const idCam = ask(
  'doing cam recs next month - how much CAM has red rock dental paid me so far this year',
  [dollars(F.dentalCam)],
  'income',
  `Other incomes from ${name(dental)} in 2026 whose description says CAM: the monthly CAM (${dollars(dentalCamMonthly)}) and the 2025 CAM reconciliation`,
);
ask(
  'and the climbing gym',
  [dollars(F.gymCam)],
  'follow_up',
  `Other incomes from ${name(gym)} in 2026 whose description says CAM: four quarterly estimates and the 2025 true-up`,
  { follow_up_of: idCam },
);
ask(
  'the bike guys want to drop one of their parking spots. what have they paid me for parking since i started tracking',
  [dollars(F.bikeParking)],
  'income',
  `Parking incomes from ${name(bike)}, all time (the rate went up in July 2026); the duplex driveway space is not theirs`,
  { forbid: [dollars(allParking)] },
);
ask(
  'total non-rent income off the commercial buildings this year? cam, parking, late fees, all that',
  [dollars(F.coOtherThisYear)],
  'income',
  'all other incomes dated 2026 at the three commercial buildings: CAM, CAM true-ups, parking, late fees and the insurance refund',
);
ask(
  'how much rent have the bike guys paid this yr',
  [dollars(F.bikeRentThisYear)],
  'payments',
  `${name(bike)}'s 2026 rent payments (its parking money is not rent)`,
);
ask(
  'everything red rock dental paid me in 2025, rent, cam, the tax reimbursement, all of it',
  [dollars(F.dental2025)],
  'income',
  `2025 rent payments of ${name(dental)} (${dollars(rentIn('lastYear', (t) => t === dental))}) plus every 2025 income it paid: monthly CAM, the property tax reimbursement and one late fee`,
);
ask(
  'the climbing gym asked about their deposit, how much am i holding for them',
  [dollars(F.gymDeposit)],
  'deposits',
  `deposit on ${name(gym)}'s current lease (two months' rent)`,
);
ask(
  'what year did the bike shop lease start originally',
  [year(bike.lease.start)],
  'lease',
  `lease start ${bike.lease.start}, before the books begin`,
);
const idSides = ask(
  'my wife keeps saying the commercial stuff is a money pit. commercial vs the homes, what did each side cost me to run this year',
  [dollars(F.coSpent26), dollars(F.homeSpent26)],
  'comparison',
  'expense rows dated 2026, the three commercial buildings against the four homes (the roof restoration included)',
);
ask(
  'same thing for 2025',
  [dollars(F.coSpent25), dollars(F.homeSpent25)],
  'follow_up',
  'expense rows dated 2025, commercial against homes',
  { follow_up_of: idSides },
);
const idNet = ask(
  'whats my net on just the commercial buildings this year, after expenses',
  [dollars(F.coNet26)],
  'net',
  'rent payments + other incomes - expenses, 2026, the three commercial buildings together',
);
ask('and the homes', [dollars(F.homeNet26)], 'follow_up', 'the same for the four homes, 2026', {
  follow_up_of: idNet,
});
ask(
  'which of the commercial buildings cost me the most last year',
  [STREET[co25[0].k], dollars(co25[0].v)],
  'ranking',
  `2025 expenses: ${co25.map((x) => `${STREET[x.k]} ${dollars(x.v)}`).join(', ')} (the new HVAC unit at the dental building)`,
);
const idRoof = ask(
  'how much have i put into roof work on the commercial bldgs since i started tracking',
  [dollars(F.coRoof)],
  'description_word',
  `all time; rows at the commercial buildings whose description contains "roof": the roofer's coating, leak repairs and restoration, and a handyman's roof drain clean-out; the roofer's gutter job does not say roof; home roof work is not counted`,
);
ask(
  'what about hvac on those 3',
  [dollars(F.coHvac)],
  'follow_up',
  'all time; rows at the commercial buildings whose description contains "HVAC": PM visits, the new unit (Capital improvement), blower motor, compressor, and the electrician\'s disconnect for unit 3',
  { follow_up_of: idRoof },
);
ask(
  'total ive paid dixie mechanical? feels like theyre out there every other week',
  [dollars(F.dixie)],
  'vendor',
  `all time; rows whose entity is "${DIXIE}" (not "Dixie Pest Pros"), one of them at a home`,
);
ask(
  'biggest single bill on any of the commercial buildings this year?',
  [dollars(F.coBiggest26)],
  'ranking',
  'largest expense row dated 2026 at a commercial building (the roof restoration on Foundry Way)',
);
const idTax = ask(
  'property tax on the commercial buildings this year, all 3',
  [dollars(F.coTax26)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together at the three commercial buildings (Washington County and Iron County)',
);
ask('and the residential side?', [dollars(F.homeTax26)], 'follow_up', '2026 property tax at the four homes', {
  follow_up_of: idTax,
});
ask(
  'what did insurance on the commercial buildings run me last year',
  [dollars(F.coIns25)],
  'category',
  'category Insurance, 2025, the three commercial buildings',
);
const idLoss = ask(
  'is any property losing me money this year',
  [STREET.foundry, absDollars(F.loss26)],
  'loss',
  '2026 net by property; the roof restoration and the compressor put the gym building below zero; absolute value of the loss',
);
ask(
  'what about last year',
  [STREET.aspen, absDollars(F.loss25)],
  'follow_up',
  '2025; the condo, bought in March 2025 (flooring, paint, special assessment, vacant until May); absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'any of the house leases up before new years',
  homesByNewYear.map((t) => t.last_name),
  'lease',
  `current home leases ending by 2026-12-31; ${homesJanuary.map(name).join(', ')} ends ${homesJanuary[0].lease.end}`,
  { forbid: homesJanuary.map((t) => t.last_name) },
);
ask(
  "what's rent on the juniper ridge house",
  [dollars(F.juniperRent)],
  'lease',
  `current lease of ${name(juniperNow[0])}; the past tenant paid ${dollars(cents(juniperPast[0].lease.rent))}`,
  { forbid: [dollars(cents(juniperPast[0].lease.rent))] },
);
const idOpen = ask(
  'whats open on maintenance at the commercial buildings',
  OPEN_CO_WORDS,
  'maintenance',
  `Pending or In Progress at the commercial buildings: ${openCo.map((m) => m.title).join('; ')}`,
  { forbid: OPEN_HOME_WORDS },
);
ask(
  'which of those hasnt been started yet',
  PENDING_CO_WORDS,
  'follow_up',
  `Pending: ${pendingCo.map((m) => m.title).join('; ')}; not forbidding the in-progress one (${STARTED_CO_WORDS.join(', ')}), which a correct reply may name as already started`,
  { follow_up_of: idOpen },
);
ask(
  'can u pull up the roofers invoice for the gym building, the big one',
  [roofInvoice[0].file],
  'documents',
  'the Invoice document at Foundry Way with the roof in its name (the other one is the compressor)',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('what are retail spaces leasing for per sq ft in st george these days', 'market rents');
outOfScope(
  'can i make the climbing gym pay for the roof coating under utah law or is that on me',
  'legal advice',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const follows = Q.filter((x) => x.follow_up_of !== undefined).length;
check(follows === 10, `a quarter are follow-ups (${follows})`);
const qid = (i) => `lb65-${String(i + 1).padStart(2, '0')}`;
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

if (failures.length > 0) {
  console.error(`CHECKS FAILED:\n${failures.map((f) => ` - ${f}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), `${JSON.stringify(out, null, 2)}\n`);
const kinds = {};
for (const o of out) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, kinds);
if (process.argv.includes('--show')) console.log(JSON.stringify({ F, out }, null, 1));
