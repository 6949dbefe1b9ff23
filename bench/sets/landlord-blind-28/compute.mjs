// Works out the expected answers for landlord-blind-28 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-28/compute.mjs
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
const absMoney = (c) => money(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
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

// the vocabularies of landlord-blind-13 (the landlord's own category spellings included)
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
// cities of landlord-blind-2 to landlord-blind-27 and of the tenant-line sets, which this set must not reuse
const USED_CITIES = (
  'Santa Fe, Burlington, Lafayette, Lexington, Tulsa, Bellingham, Grand Rapids, Greenville, Provo, Rochester, ' +
  'Macon, Missoula, Kalamazoo, Pueblo, Lubbock, Erie, Waco, Rapid City, Traverse City, Joplin, Lynchburg, Kenosha, ' +
  'Pensacola, Ogden, Dubuque, Charleston, Muncie, Hattiesburg, Mankato, San Antonio, Fort Collins, Savannah, ' +
  'Worcester, Shreveport, Yakima, Harrisburg, Bowling Green, Chico, Allentown, Tuscaloosa, Grand Junction, ' +
  'Champaign, Tallahassee, Pocatello, Utica, Beaumont, Eau Claire, Lancaster, Ocean City, Frederick, Sandusky, ' +
  'Terre Haute, Myrtle Beach, Paducah, Stillwater, Bozeman, Asheville, Raleigh, Knoxville, Chattanooga, Spokane, ' +
  'Boise, Madison, Tucson, Duluth, Bend, Fargo, Eugene, Lincoln, Dayton, Roanoke, Billings, Ames, Flagstaff, ' +
  'Wilmington, Hancock, Lawrence, Sioux Falls, Cheyenne, Bangor'
).split(', ');

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 4 && P.properties.length <= 7, '4-7 properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
}
const STREET = {
  hawkeye: 'Hawkeye',
  wexford: 'Wexford',
  picacho: 'Picacho',
  solano: 'Solano',
  mulberry: 'Mulberry',
  keyser: 'Keyser',
};
for (const p of P.properties)
  check(
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
  check(/555-01\d\d/.test(t.phone_number), `phone ${t.key}`);
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
      INCOME_CATEGORIES.includes(x.category) &&
      x.date >= prop[x.property].purchase_date,
    `income ${JSON.stringify(x)}`,
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
for (const m of P.maintenance)
  check(
    hasKeys(m, SHAPE.maintenance) && prop[m.property] && STATUSES.includes(m.status),
    `maintenance ${m.title}`,
  );
for (const d of P.documents)
  check(
    hasKeys(d, SHAPE.document) && prop[d.property] && DOCUMENT_TYPES.includes(d.type) && d.uploaded <= TODAY,
    `document ${d.file}`,
  );
for (const t of DOCUMENT_TYPES)
  check(
    P.documents.some((d) => d.type === t),
    `document type ${t} used`,
  );
for (const s of STATUSES)
  check(
    P.maintenance.some((m) => m.status === s),
    `status ${s} used`,
  );

// ---------- leases and rent on the books ----------
const name = (t) => `${t.first_name} ${t.last_name}`;
const NOV = '2026-11';
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
const co = P.tenants.find((t) => t.last_name.endsWith(' LLC'));
check(current.includes(co) && prop[co.property].property_type === 'Commercial', 'a current company tenant');
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];
const outgoing = current.find((t) => t.property === incoming.property && t.lease.end < incoming.lease.start);
check(Boolean(outgoing) && outgoing.key === 'teo', 'the future lease follows Teodoro in the duplex');
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
check(lateNov.length === 1, 'one late November payer');
const split = current.filter((t) => paymentsIn(t, NOV).length === 2 && shortOf(t) === 0 && !paidLate(t, NOV));
check(split.length === 1, 'one tenant paid November in two halves, on time');
const owedNow = total(current.map(shortOf));

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const KEYS = P.properties.map((p) => p.key);
const inKeys = (ks) => (key) => ks.includes(key);
const incomeOf = (p, keys = KEYS) =>
  rentIn(p, (t) => keys.includes(t.property)) + otherIn(p, (x) => keys.includes(x.property));
const spentAt = (p, keys = KEYS) => spent(p, (x) => keys.includes(x.property));
const netOf = (p, keys = KEYS) => incomeOf(p, keys) - spentAt(p, keys);
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
const CITIES = [...new Set(P.properties.map((p) => p.city))];
check(CITIES.length === 3, 'three cities');
const keysIn = (c) => KEYS.filter((k) => prop[k].city === c);
void inKeys;

const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');
F.tax = spent('thisYear', cats(['Property Tax', 'Taxes']));
for (const c of ['Property Tax', 'Taxes'])
  check(rowsIn('thisYear', (x) => x.category === c).length > 0, `tax category ${c} used this year`);
// snow: the word in the description, whoever did the work and under whatever category
F.snow = spent('all', word('snow'));
const snowRows = rowsIn('all', word('snow'));
check(new Set(snowRows.map((x) => x.entity)).size >= 4, 'snow rows come from several vendors');
check(new Set(snowRows.map((x) => x.category)).size >= 4, 'snow rows sit under several categories');
for (const v of VENDORS) check(F.snow !== spent('all', vendor(v)), `snow total differs from ${v}`);
check(
  rowsIn('all', (x) => lower(x.entity).includes('snow') && !word('snow')(x)).length > 0,
  'the snow firm also mows',
);
check(
  rowsIn('all', (x) => word('ice melt')(x) && !word('snow')(x)).length === 1,
  'an ice-melt row without the word',
);
// the plumber asked about with a typo ("nowack")
const NOWAK = VENDORS.filter((v) => lower(v).startsWith('nowak'));
check(NOWAK.length === 1, 'one Nowak vendor');
F.nowakAll = spent('all', vendor(NOWAK[0]));
F.nowakYear = spent('thisYear', vendor(NOWAK[0]));
check(F.nowakAll !== F.nowakYear && F.nowakYear > 0, 'Nowak differs all time vs this year');

const byProperty = rank(
  KEYS.map((k) => ({ k, v: spentAt('thisYear', [k]) })),
  'spend by property this year',
);
const catTotals = rank(
  EXPENSE_CATEGORIES.map((k) => ({ k, v: spent('thisYear', (x) => x.category === k) })).filter(
    (x) => x.v > 0,
  ),
  'categories this year',
);
check(catTotals[0].k === 'Capital improvement', 'capital improvement tops this year');
for (const g of [
  ['Property Tax', 'Taxes'],
  ['yard', 'Yard', 'Landscaping'],
  ['Repairs', 'Repairs & maint', 'HVAC'],
  ['HOA dues', 'HOA'],
])
  check(spent('thisYear', cats(g)) < catTotals[0].v, `merged ${g.join('+')} stays below`);
const cityTotals = Object.fromEntries(CITIES.map((c) => [c, spentAt('thisYear', keysIn(c))]));
rank(
  CITIES.map((k) => ({ k, v: cityTotals[k] })),
  'city spend this year',
);
const losers = (p) => KEYS.filter((k) => netOf(p, [k]) < 0);
check(losers('thisYear').length === 1, `one property under water this year (${losers('thisYear')})`);
const loserNow = losers('thisYear')[0];
check(netOf('thisYear') > 0 && netOf('lastYear') > 0, 'the portfolio makes money both years');
const printIncome = incomeOf('thisYear', ['mulberry']);
check(printIncome !== rentIn('thisYear', (t) => t === co), 'the print shop brought in more than rent');
const lcNet25 = netOf('lastYear', keysIn('Las Cruces'));
check(lcNet25 > 0, 'Las Cruces made money in 2025');

const rents = rank(
  current.map((t) => ({ k: t.key, v: cents(t.lease.rent) })),
  'current rents',
);
check(rents[0].k === co.key, 'the company pays the most rent');
const cheapest = ten[rents.at(-1).k];
const cheaperPast = past.filter(
  (t) => t.property === cheapest.property && t.lease.rent < cheapest.lease.rent,
);
check(cheaperPast.length === 1, 'a past tenant in the same building paid less');
// rounded to the cent (10,930 / 7 = 1,561.428...)
const avgRent = Math.round(total(current.map((t) => cents(t.lease.rent))) / current.length);
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
check(nextAfter.lease.end > plusDays(TODAY, 110), 'the next lease end is well past 90 days');
const deposits = total(current.map((t) => cents(t.lease.deposit)));
check(deposits !== total(current.map((t) => cents(t.lease.rent))), 'deposits held differ from the rent roll');
// the condo was empty one month this year
const condoMonths2026 = [
  ...new Set(
    P.payments
      .filter((x) => within(x.date, 'thisYear') && ten[x.tenant].property === 'solano')
      .map((x) => month(x.date)),
  ),
];
const condoGap = [
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
].filter((m) => !condoMonths2026.includes(m));
check(condoGap.join() === '2026-02', 'the condo went without rent only in February 2026');
const hazel = ten.hazel;
const hazelPaid = rentIn('all', (t) => t === hazel);
check(hazelPaid === 9 * cents(hazel.lease.rent), 'Hazel paid March to November in full');
const priya = ten.priya;
const priyaLate = lateMonths(priya);
check(priyaLate.join() === '2026-06,2026-11', 'Priya was late in June and November');
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v, 'one tenant was late most often this year');
const worstLate = ten[lateCount[0].k];
check(partial.includes(worstLate), 'the worst late payer is also the part payer of November');
const ben = ten.benedikt;
const benLast = P.payments.filter((x) => x.tenant === ben.key).sort((a, b) => (a.date < b.date ? 1 : -1))[0];
check(unpaid.includes(ben) && month(benLast.date) === '2026-10', 'Benedikt last paid in October');
const keyserRows = rowsIn('all', (x) => x.property === 'keyser').length;
check(keyserRows >= 10 && keyserRows < 100, 'the Keyser count has two digits');
const otherThisYear = otherIn('thisYear');
check(
  new Set(P.incomes.filter((x) => within(x.date, 'thisYear')).map((x) => x.category)).size === 5,
  'every income category this year',
);
const open = P.maintenance.filter((m) => m.status !== 'Completed');
// words that sit inside the titles in lower case
const OPEN_WORDS = ['pump', 'cooler', 'seal', 'fan', 'disposal'];
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
const condoPolicy = P.documents.filter((d) => d.property === 'solano' && d.type === 'Insurance');
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

ask('ok so whats my total spend this year', [money(F.thisYear)], 'total', `${ROWS}, 2026-01-01..today`);
ask(
  'expenses for all of 2025?',
  [money(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
ask("what'd i spend last month", [money(F.lastMonth)], 'total', `${ROWS}, October 2026`);
ask(
  'how much have i paid in property taxes this yr across everything',
  [money(F.tax)],
  'category',
  '2026; categories "Property Tax" and "Taxes" together (Linn County, Dona Ana County, City of Scranton); the print shop pays its own tax',
);
ask(
  'how much has snow cost me since i started using this thing. plowing, shovels, whatever',
  [money(F.snow)],
  'description_word',
  'all time; rows whose description contains "snow": Cedar Valley Snow & Sod (not its mowing), Electric City Plowing, the handyman\'s roof rake and the Home Depot shovels; the "Ice melt" row does not contain the word',
);
const idNowak = ask(
  'total paid to nowack plumbing?',
  [money(F.nowakAll)],
  'vendor',
  `all time; rows whose entity is "${NOWAK[0]}" (the typo is the landlord's)`,
);
ask('just this year?', [money(F.nowakYear)], 'follow_up', 'the same vendor, 2026', { follow_up_of: idNowak });
const idMost = ask(
  'which place has been the most expensive to keep up this year',
  [STREET[byProperty[0].k], money(byProperty[0].v)],
  'ranking',
  'expenses by property, 2026, highest (waterproofing and the furnace/AC)',
);
ask(
  'and the least?',
  [STREET[byProperty.at(-1).k], money(byProperty.at(-1).v)],
  'follow_up',
  'keeps 2026 and expenses by property; lowest',
  { follow_up_of: idMost },
);
ask(
  'what category am i spending the most on in 2026',
  [money(catTotals[0].v)],
  'ranking',
  'Capital improvement; it stays first however the tax, yard, repair and HOA spellings are merged',
);
const idCity = ask(
  'cedar rapids vs scranton, which is costing me more this year',
  [money(cityTotals['Cedar Rapids']), money(cityTotals.Scranton)],
  'comparison',
  'expenses by city, 2026',
);
ask('and las cruces?', [money(cityTotals['Las Cruces'])], 'follow_up', 'keeps 2026 and expenses by city', {
  follow_up_of: idCity,
});
const idNet = ask(
  'what was my net for 2025, everything in',
  [money(netOf('lastYear'))],
  'net',
  'rent + other incomes - expenses, 2025',
);
ask('same thing ytd', [money(netOf('thisYear'))], 'follow_up', 'the same for 2026 to date', {
  follow_up_of: idNet,
});
ask(
  'is any of my places actually losing money this year?',
  [STREET[loserNow], absMoney(netOf('thisYear', [loserNow]))],
  'loss',
  '2026 net by property; absolute value of the loss (waterproofing and furnace/AC)',
);
ask(
  'how much did the print shop bring in this year, rent plus whatever else they paid',
  [money(printIncome)],
  'income',
  'Mulberry Street, 2026: Steamtown Press rent plus the CAM true-up under Other',
);
ask(
  'net for the las cruces properties in 2025?',
  [money(lcNet25)],
  'net',
  'Picacho Mesa + Solano Plaza: income - expenses, 2025',
);
ask(
  "what's the average rent across my current leases",
  [money(avgRent)],
  'average',
  `mean rent of the ${current.length} current leases (the signed Hawkeye lease that starts in January is not current)`,
);
ask(
  "who's paying the most rent rn",
  [co.first_name, money(rents[0].v)],
  'lease',
  'current leases; the print shop',
);
ask(
  'lowest rent i have right now?',
  [cheapest.last_name, money(rents.at(-1).v)],
  'lease',
  'current leases; the past tenant of the same duplex unit paid less',
  { forbid: cheaperPast.map((t) => t.last_name) },
);
const idEnds = ask(
  'any leases ending before the new year',
  byNewYear.map((t) => t.last_name),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: in90.filter((t) => !byNewYear.includes(t)).map((t) => t.last_name) },
);
ask(
  'what about in the next 90 days',
  in90.map((t) => t.last_name),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}`,
  {
    follow_up_of: idEnds,
    forbid: [nextAfter.last_name],
  },
);
ask(
  'was the solano condo sitting empty at all this year? which month',
  ['February'],
  'vacancy',
  'no rent at Solano Plaza in February 2026, between Fairweather (to 2026-01-31) and Moorcroft (from 2026-03-01)',
);
ask(
  "did i get anyone signed for teo's unit once he's out?",
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start}; ${outgoing.last_name}'s ends ${outgoing.lease.end}`,
);
ask(
  'anyone late this month',
  lateNov.map((t) => t.last_name),
  'payments',
  'November paid in full after due day + grace; a late fee was booked',
);
ask(
  'who hasnt paid up for november',
  owing.map((t) => t.last_name),
  'payments',
  `nothing paid: ${unpaid.map((t) => t.last_name).join(', ')}; part paid: ${partial.map((t) => t.last_name).join(', ')}; ${split.map((t) => t.last_name).join(', ')} paid in two halves and owes nothing`,
  { forbid: pastLast },
);
ask(
  "ok so i'm trying to figure out cash flow for december, i've got the property tax bills and the print shop roof to think about. how much rent is still outstanding across everybody right now, total?",
  [money(owedNow)],
  'payments',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
);
ask(
  'how much in security deposits am i sitting on',
  [money(deposits)],
  'deposits',
  'sum of deposits on current leases (not the signed Oyama lease, not past tenants)',
);
ask(
  'how much has hazel paid me since she moved in',
  [money(hazelPaid)],
  'payments',
  "Moorcroft's rent payments, March to November 2026",
);
ask(
  'has priya ever been late',
  ['June', 'November'],
  'payments',
  `Lockhart paid late in ${priyaLate.join(' and ')} (each with a late fee)`,
);
ask(
  "who's been the worst about paying late this year",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'when did benedikt last pay rent',
  ['October'],
  'payments',
  `last payment ${benLast.date}, ${money(cents(benLast.amount))}; nothing in November (only the month is checked)`,
);
ask(
  'how many expenses have i logged for keyser ave',
  [String(keyserRows)],
  'count',
  'number of expense rows at 1503 Keyser Avenue, all time',
);
ask(
  'non-rent income this year? laundry, parking, fees etc',
  [money(otherThisYear)],
  'income',
  'all other incomes dated 2026 (laundry, parking, pet fee, late fees, CAM true-up, deposit deduction)',
);
const idOpen = ask(
  'what maintenance is still open',
  OPEN_WORDS,
  'maintenance',
  `Pending or In Progress: ${open.map((m) => m.title).join('; ')}`,
);
ask(
  'which of those has nobody started on yet',
  PENDING_WORDS,
  'follow_up',
  `Pending: ${pending.map((m) => m.title).join('; ')}`,
  {
    follow_up_of: idOpen,
  },
);
ask(
  'where is the insurance policy for the condo',
  [condoPolicy[0].file],
  'documents',
  'the Insurance document at Solano Plaza Unit 4B',
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('is cedar rapids gonna flood again this spring', 'weather / flood forecast');
outOfScope('whats a 3br in scranton renting for these days', 'market rents');
outOfScope("can i keep teo's deposit if he leaves the place dirty, whats iowa law on that", 'legal advice');

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb28-${String(i + 1).padStart(2, '0')}`;
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
