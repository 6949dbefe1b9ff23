// Works out the expected answers for landlord-blind-23 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-23/compute.mjs
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
// cities of the portfolio.json of landlord-blind-2 to landlord-blind-22 (and those set 13 lists from the
// tenant-line sets), which this set must not reuse
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
}
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  sorrel: 'Sorrelwood',
  quillan: 'Quillan',
  marrow: 'Marrowbone',
  cinder: 'Cindergate',
  juniper: 'Juniper',
  larkspur: 'Larkspur',
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
  check(/^\(\d{3}\) 555-01\d\d$/.test(t.phone_number), `phone ${t.key} in 555-01xx`);
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
check(P.expenses.length >= 130 && P.expenses.length <= 170, `130-170 expense rows (${P.expenses.length})`);
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
// the triplex: never more than three leases running at once
for (const mo of ['2025-01', '2025-07', '2025-08', '2026-08', '2026-09', '2026-10', NOV]) {
  const n = P.tenants.filter(
    (t) => t.property === 'sorrel' && t.lease.start <= `${mo}-28` && t.lease.end >= `${mo}-01`,
  ).length;
  check(n <= 3, `at most three units let at Sorrelwood in ${mo}`);
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];
check(current.includes(co) && co.lease.start < BOOKS_START, 'company lease started before the books');
check(current.length === 8, `eight current leases (${current.length})`);
check(past.length === 4, 'four past tenants');
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property);
check(
  Boolean(outgoing) && outgoing.lease.end < incoming.lease.start,
  'the future lease follows a current one',
);
check(outgoing === ten.rosalind && incoming === ten.bastian, 'Kowalczyk follows Prewitt at Cindergate');
check(
  P.payments.every((x) => !future.includes(ten[x.tenant])),
  'no payments from the tenant whose lease has not started',
);
// every month before this one inside the books is fully paid, so "owed" is this month's shortfall
// whether it is read as this month or as everything on the books
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === ten.ezra, 'Holloway has not paid November');
check(partial.length === 1 && partial[0] === ten.ingrid, 'Solberg paid part of November');
check(!paidLate(ten.ingrid, NOV), "Solberg's part payment is inside her grace days");
check(lateNov.length === 1 && lateNov[0] === ten.anselm, 'one late November payer, Rourke');
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
const spentAt = (p, key) => spent(p, (x) => x.property === key);
const netOf = (p, key) => incomeOf(p, [key]) - spentAt(p, key);
const netAll = (p) => incomeOf(p) - spent(p);
const city = (key) => prop[key].city;
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
check(VENDORS.length >= 35, `35+ vendors (${VENDORS.length})`);

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
// "october" is read as October 2026; October 2025 is a different figure
check(F.lastMonth !== spent('all', (x) => month(x.date) === '2025-10'), 'the two Octobers differ');

F.utilities = spent('thisYear', cats(['Utilities']));
check(
  new Set(rowsIn('thisYear', cats(['Utilities'])).map((x) => x.property)).size === 2,
  'utilities at two places',
);
const TAX = ['Property Tax', 'Taxes'];
F.taxNow = spent('thisYear', cats(TAX));
F.taxThen = spent('lastYear', cats(TAX));
for (const p of ['thisYear', 'lastYear'])
  for (const c of TAX) check(rowsIn(p, (x) => x.category === c).length > 0, `tax category ${c} used in ${p}`);
check(F.taxNow !== F.taxThen, 'tax differs year to year');
check(
  rowsIn('all', (x) => x.property === 'quillan' && TAX.includes(x.category)).length === 0,
  'the coffee roaster pays its own tax',
);

// gutters: the word in the description, whoever did the work and under whatever category
F.gutter = spent('all', word('gutter'));
const gutterRows = rowsIn('all', word('gutter'));
check(new Set(gutterRows.map((x) => x.entity)).size >= 5, 'gutter rows come from several vendors');
check(new Set(gutterRows.map((x) => x.category)).size >= 3, 'gutter rows sit under several categories');
check(new Set(gutterRows.map((x) => x.property)).size >= 4, 'gutter rows at four properties');
for (const v of VENDORS) check(F.gutter !== spent('all', vendor(v)), `gutter total differs from ${v}`);
// termites: the word in the description (bond, tenting, inspection, the carpenter's damage repair, bait stakes)
F.termite = spent('all', word('termite'));
const termiteRows = rowsIn('all', word('termite'));
check(new Set(termiteRows.map((x) => x.entity)).size >= 3, 'termite rows come from several vendors');
check(
  termiteRows.every((x) => city(x.property) === 'Tallahassee'),
  'termite rows are all in Tallahassee',
);
for (const v of VENDORS) check(F.termite !== spent('all', vendor(v)), `termite total differs from ${v}`);
check(F.termite !== spent('all', cats(['Pest ctrl'])), 'termite total differs from the Pest ctrl category');
check(
  rowsIn('all', (x) => x.category === 'Pest ctrl' && !word('termite')(x)).length > 0,
  'some pest-control rows are not termite work',
);
// the plumber sharing a surname with the lawn-and-snow firm, asked for as "brannigan plumbing"
const brannigans = VENDORS.filter((v) => lower(v).startsWith('brannigan'));
check(brannigans.length === 2, 'two "Brannigan" vendors');
const plumbMatches = brannigans.filter((v) => lower(v).includes('plumbing'));
check(plumbMatches.length === 1, 'one Brannigan plumbing vendor');
const BDP = plumbMatches[0];
F.bdp = spent('thisYear', vendor(BDP));
check(
  new Set(rowsIn('thisYear', vendor(BDP)).map((x) => x.property)).size === 2,
  'the plumber worked at both Champaign places this year',
);
check(F.bdp !== spent('all', vendor(BDP)), 'the plumber this year differs from all time');
// the single biggest expense row ever
const rowsBySize = [...P.expenses].sort((a, b) => cents(b.amount) - cents(a.amount));
check(cents(rowsBySize[0].amount) !== cents(rowsBySize[1].amount), 'the biggest row is unique');
const biggest = rowsBySize[0];
check(biggest.entity.startsWith('Red Hills'), 'the biggest row is the heat pump');
F.biggest = cents(biggest.amount);

F.condo = spentAt('thisYear', 'larkspur');
check(P.properties.filter((p) => p.property_type === 'Condo').length === 1, 'one condo');

const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three cities');
const cityKeys = (c) => KEYS.filter((k) => city(k) === c);
const citySpend25 = Object.fromEntries(
  CITIES.map((c) => [c, spent('lastYear', (x) => city(x.property) === c)]),
);
rank(
  CITIES.map((k) => ({ k, v: citySpend25[k] })),
  'city spend 2025',
);
F.tallyIncome = incomeOf('thisYear', cityKeys('Tallahassee'));
check(
  F.tallyIncome !== rentIn('thisYear', (t) => city(t.property) === 'Tallahassee'),
  'Tallahassee income includes more than rent',
);

const losers = (p) => KEYS.filter((k) => netOf(p, k) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
check(losers('lastYear').length === 1, `one property under water in 2025 (${losers('lastYear')})`);
const loserNow = losers('thisYear')[0];
const loserThen = losers('lastYear')[0];
check(
  loserThen === 'marrow' && loserNow === 'larkspur',
  'the heat-pump year and the special-assessment year',
);
check(netAll('thisYear') > 0 && netAll('lastYear') > 0, 'the portfolio makes money both years');
const netRank = rank(
  KEYS.map((k) => ({ k, v: netOf('thisYear', k) })),
  'net by property this year',
);
check(netRank[0].v - netRank[1].v > 100000, 'the most profitable property leads by more than $1,000');
check(netRank[0].k === 'quillan', 'the commercial building made the most this year');

const vendors26 = rank(
  [...new Set(rowsIn('thisYear').map((x) => x.entity))].map((k) => ({ k, v: spent('thisYear', vendor(k)) })),
  'vendors 2026',
);
check(vendors26[2].v - vendors26[3].v > 50000, 'the third vendor is clear of the fourth');
// the biggest category of 2025 stays the biggest however the landlord's spellings are merged
const catTotals25 = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('lastYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories 2025',
);
const MERGED = [
  ['Property Tax', 'Taxes'],
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['HOA dues', 'HOA'],
  ['Turnover', 'Supplies'],
];
check(catTotals25[0].k === 'Capital improvement', 'capital improvement tops 2025');
for (const g of MERGED)
  check(spent('lastYear', cats(g)) < catTotals25[0].v, `merged ${g.join('+')} stays below in 2025`);
const rentSorrel = rentIn('thisYear', (t) => t.property === 'sorrel');
const rentMarrow = rentIn('thisYear', (t) => t.property === 'marrow');
check(rentSorrel !== rentMarrow, 'rent comparison differs');

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const cheapest = ten[rents.at(-1).k];
check(cheapest === ten.gideon, 'Achterberg pays the least');
const cheaperPast = past.filter((t) => t.lease.rent < cheapest.lease.rent);
check(cheaperPast.length === 2, 'two past tenants paid less than the cheapest current rent');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(
  byNewYear.length === 1 && byNewYear[0] === outgoing,
  'one lease ends this year, the one with a successor',
);
check(
  in90.length === 2 && endingBy('2027-02-28').length === 2,
  'two leases end within 90 days / by February',
);
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end > plusDays(TODAY, 150), 'the next lease end is well past 90 days');
const sorrelNow = current.filter((t) => t.property === 'sorrel');
const sorrelGone = past.filter((t) => t.property === 'sorrel');
check(
  sorrelNow.length === 3 && sorrelGone.length === 2,
  'three current units and two past tenants at Sorrelwood',
);
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
check(!current.includes(incoming), 'the signed deposit is not held yet');
// Solberg's last payment
const ingridPays = P.payments.filter((x) => x.tenant === 'ingrid').sort((a, b) => (a.date < b.date ? -1 : 1));
const ingridLast = ingridPays.at(-1);
check(
  ingridLast.date.startsWith(NOV) && cents(ingridLast.amount) < cents(ten.ingrid.lease.rent),
  "Solberg's last payment is November's part payment",
);
check(
  ingridPays.filter((x) => cents(x.amount) === cents(ingridLast.amount)).length === 1,
  "Solberg's last amount appears once in her history",
);
// the tenant paid late most often this year (late full payments, each with a late fee)
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(
  lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v,
  'one tenant was late most often this year, 3+ times',
);
const worstLate = ten[lateCount[0].k];
check(worstLate === lateNov[0], 'the worst late payer is also late this month');
const marrowRows = rowsIn('all', (x) => x.property === 'marrow').length;
check(marrowRows >= 10 && marrowRows < 100, 'the Marrowbone count has two digits');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);
const open = P.maintenance.filter((m) => m.status !== 'Completed');
const OPEN_WORDS = ['exhaust', 'faucet', 'closer', 'ceiling', 'hose', 'balcony'];
check(open.length === OPEN_WORDS.length, 'six open requests');
for (const w of OPEN_WORDS)
  check(
    P.maintenance.filter((m) => lower(m.title).includes(w)).length === 1 &&
      open.some((m) => m.title.includes(w)),
    `"${w}" picks out one open request, in lower case inside its title`,
  );
const pending = open.filter((m) => m.status === 'Pending');
const PENDING_WORDS = OPEN_WORDS.filter((w) => pending.some((m) => lower(m.title).includes(w)));
check(PENDING_WORDS.length === 3, 'three pending requests');
const condoPolicy = P.documents.filter((d) => d.property === 'larkspur' && d.type === 'Insurance');
check(condoPolicy.length === 1, 'one insurance document for the condo');
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

ask('ok what have i spent so far this year', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'total expences for 2025?',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask(
  'how much did i spend in october',
  [money(F.lastMonth)],
  'total',
  `${ROWS}, October 2026 (the latest October)`,
);
ask(
  'what am i paying in utilities this yr',
  [money(F.utilities)],
  'category',
  'category Utilities, 2026: triplex water/sewer and trash, plus the Juniper electric while vacant in June',
);
ask(
  'property taxes this year vs last year? all properties combined',
  [money(F.taxNow), money(F.taxThen)],
  'comparison',
  'categories "Property Tax" and "Taxes" together, by payment date: 2026 then 2025 (Champaign County in two installments, Leon County in November, Bannock County in halves; the coffee roaster pays its own tax)',
);
ask(
  'how much have gutters cost me since i started tracking',
  [money(F.gutter)],
  'description_word',
  `all time; rows whose description contains "gutter": ${[...new Set(gutterRows.map((x) => x.entity))].join(', ')}`,
);
ask(
  'whats all the termite stuff added up to',
  [money(F.termite)],
  'description_word',
  'all time; rows whose description contains "termite": bond renewals, the tenting, the townhouse inspection, the carpenter\'s termite-damage repair and Home Depot bait stakes; the plain quarterly pest sprays are not counted',
);
ask(
  'how much have i paid brannigan plumbing this year',
  [money(F.bdp)],
  'vendor',
  `2026 rows whose entity is "${BDP}" (not the lawn-and-snow firm "${brannigans.find((v) => v !== BDP)}")`,
);
ask(
  'whats the single biggest bill ive ever paid and who to',
  [money(F.biggest), 'Red Hills'],
  'ranking',
  `the largest expense row: ${biggest.date} ${biggest.entity}, ${biggest.description}`,
);
ask(
  'how much has the condo cost me so far this year',
  [money(F.condo)],
  'property',
  'expense rows at Larkspur Terrace Unit 12, 2026 (includes the special assessment and the leak repairs)',
);
const idCity = ask(
  'champaign vs tallahassee - which one cost me more in 2025',
  [money(citySpend25.Champaign), money(citySpend25.Tallahassee)],
  'comparison',
  'expenses by city, 2025',
);
ask('and pocatelo?', [money(citySpend25.Pocatello)], 'follow_up', 'keeps 2025 and expenses by city', {
  follow_up_of: idCity,
});
ask(
  'how much income did the tallahassee places bring in this year',
  [money(F.tallyIncome)],
  'income',
  'rent payments + other incomes at Marrowbone and Cindergate, 2026 (late fees and an application fee included)',
);
const idNet = ask(
  'whats my net profit for 2025, whole portfolio',
  [money(netAll('lastYear'))],
  'net',
  'rent payments + other incomes - expenses, 2025, all properties',
);
ask('and this year so far?', [money(netAll('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
const idLoss = ask(
  'did any of my properties lose money last year',
  [STREET[loserThen], absMoney(netOf('lastYear', loserThen))],
  'loss',
  '2025 net by property; the heat pump, termite tenting and a vacant August put it below zero; absolute value of the loss',
);
ask(
  'what about this year',
  [STREET[loserNow], absMoney(netOf('thisYear', loserNow))],
  'follow_up',
  '2026; the condo special assessment and the leak (the insurance claim is counted as income); absolute value of the loss',
  { follow_up_of: idLoss },
);
ask(
  'which property made me the most money this year',
  [STREET[netRank[0].k], money(netRank[0].v)],
  'ranking',
  `net by property, 2026: ${netRank.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
);
ask(
  "top 3 vendors i've paid this year",
  vendors26.slice(0, 3).map((x) => money(x.v)),
  'ranking',
  `2026 vendors by total: ${vendors26
    .slice(0, 4)
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(', ')} (the fourth is for reference)`,
);
ask(
  'biggest expense category in 2025?',
  [money(catTotals25[0].v)],
  'ranking',
  'Capital improvement (the heat pump, the condo flooring, the ADA entry door, the egress window); it stays first however the tax, yard, repair, HOA and turnover spellings are merged',
);
ask(
  'rent collected this year - sorrelwood vs marrowbone',
  [money(rentSorrel), money(rentMarrow)],
  'comparison',
  'rent payments only, 2026, by property (the triplex: three units, one turned over in September)',
);
ask(
  'who pays me the highest rent',
  ['Kettlebrook', money(rents[0].v)],
  'lease',
  'current leases; the company tenant (a coffee roaster)',
);
ask(
  "whats the lowest rent i'm getting right now",
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; two past triplex tenants paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idEnds = ask(
  'any leases ending before new years?',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'ok wat about the next 90 days',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
ask(
  "who's living at the sorrelwood triplex right now",
  sorrelNow.map((t) => t.last_name),
  'lease',
  'current leases at the triplex; the tenants who left in June 2025 and August 2026 are not',
  { forbid: sorrelGone.map((t) => t.last_name) },
);
ask(
  'did i get somebody signed for cindergate after rosalind moves out?',
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
);
ask(
  'how much am i holding in security deposits total',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Cindergate lease, not past tenants)',
);
ask(
  'who hasnt paid novemeber rent',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much rent is outstanding right now',
  [money(owedNow)],
  'payments',
  "for each current lease, this month's rent minus this month's payments (every earlier booked month is paid in full)",
);
ask(
  'did anyone pay late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after the due day + grace days; a late fee was booked. The part payment was inside its grace days',
);
ask(
  'when did ingrid last pay and how much was it',
  [money(cents(ingridLast.amount))],
  'payments',
  `her latest rent payment: ${ingridLast.date}, a part payment of November's ${money(cents(ten.ingrid.lease.rent))} (the date is not checked)`,
);
ask(
  'whos been late the most this year?',
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'how many expenses have i logged for marrowbone',
  [String(marrowRows)],
  'count',
  'number of expense rows at 2907 Marrowbone Trail, all time',
);
const idOpen = ask(
  'what maintenance requests are still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those havent been started yet',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  { follow_up_of: idOpen },
);
ask(
  'do i have the condo insurance policy uploaded? whats the file called',
  [condoPolicy[0].file],
  'documents',
  'the Insurance document at Larkspur Terrace Unit 12',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is tallahassee supposed to get hit by a hurricane this season', 'weather');
outOfScope('should i put the tallahassee houses in an llc', 'legal / tax advice');
outOfScope('can u run a credit check on bastian before he moves in', 'background / credit check');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb23-${String(i + 1).padStart(2, '0')}`;
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
