// Works out the expected answers for landlord-blind-68 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-68/compute.mjs
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
// A whole-dollar figure is expected without cents ("$14,515"), which "$14,515.00" also contains;
// any other figure is expected with its cents ("$1,498.10").
const money = (c) => {
  const a = Math.abs(c);
  const dollars = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  const s = a % 100 === 0 ? dollars : `${dollars}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
// losses are expected as their absolute amount, so "-$5.25", "($5.25)" and "lost $5.25" all pass
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
  y2025: ['2025-01-01', '2025-12-31'],
  ytd2026: ['2026-01-01', TODAY],
  // "the same months of 2025" = January to 28 November 2025; nothing is dated 29-30 November 2025,
  // so reading it as January to November 2025 gives the same figures
  sameAs2025: ['2025-01-01', '2025-11-28'],
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
// cities listed by landlord-blind-13 as used by earlier sets, plus set 13's own; this set's two cities were
// given in its brief as not used before
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
const CITY_STATE = { Evansville: 'IN', Owensboro: 'KY' };

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
  check(!USED_CITIES.includes(p.city), `city ${p.city} is used by an earlier set`);
  check(CITY_STATE[p.city] === p.state, `city and state ${p.key}`);
}
for (const c of Object.keys(CITY_STATE))
  check(P.properties.filter((p) => p.city === c).length === 3, `three properties in ${c}`);
for (const t of PROPERTY_TYPES)
  check(
    P.properties.some((p) => p.property_type === t),
    `a ${t} property`,
  );
// the short street names the questions use must each pick out one property
const STREET = {
  tallow: 'Tallowmere',
  corvell: 'Corvell',
  lantern: 'Lantern',
  brackett: 'Brackett',
  sorrel: 'Sorrelwood',
  quillen: 'Quillen',
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
  check(/@example\.com$/.test(t.email) && /555-01\d\d$/.test(t.phone_number), `contact ${t.key}`);
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
      EXPENSE_CATEGORIES.includes(x.category),
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
// the year-to-date comparison reads the same whether "the same months of 2025" ends on 28 or 30 November
check(
  ![...P.payments, ...P.incomes, ...P.expenses].some((x) => x.date > '2025-11-28' && x.date <= '2025-11-30'),
  'nothing dated 29-30 November 2025',
);

// ---------- leases and rent on the books ----------
const name = (t) => `${t.first_name} ${t.last_name}`;
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
    // every booked month, November 2026 included, is paid in full by today
    check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} paid in full`);
    const fees = lateFees.filter((x) => x.entity === name(t) && month(x.date) === mo);
    check(fees.length === (paidLate(t, mo) ? 1 : 0), `${t.key} ${mo}: late fee iff paid late`);
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
const company = P.tenants.filter((t) => t.last_name.endsWith(' LLC'));
check(company.length === 1 && prop[company[0].property].property_type === 'Commercial', 'one company tenant');
const co = company[0];

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeOf = (p, key) =>
  rentIn(p, (t) => !key || t.property === key) + otherIn(p, (x) => !key || x.property === key);
const spentAt = (p, key, f = () => true) => spent(p, (x) => x.property === key && f(x));
const netOf = (p, key) => incomeOf(p, key) - spentAt(p, key);
const netAll = (p) => incomeOf(p) - spent(p);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
const word = (stem) => (x) => lower(x.description).includes(stem);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
const distinct = (xs, what) => check(new Set(xs).size === xs.length, `${what}: figures all differ`);
const KEYS = P.properties.map((p) => p.key);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];

// the landlord's spellings, merged the way the questions ask for them
const TAX = ['Property Tax', 'Taxes'];
const HOA = ['HOA dues', 'HOA'];
const REPAIRS = ['Repairs', 'Repairs & maint'];
const LAWN = ['yard', 'Yard', 'Landscaping'];
const CAPEX = ['Capital improvement'];
// HVAC rows (tune-ups) are all in 2026, so no 2025 repairs question has to decide about them
check(rowsIn('y2025', cats(['HVAC'])).length === 0, 'no HVAC-category rows in 2025');
for (const g of [TAX, HOA, REPAIRS, LAWN])
  check(
    g.every((c) => rowsIn('y2025', cats([c])).length > 0),
    `every spelling of ${g.join('/')} used in 2025`,
  );

// ---------- the Schedule E walk: the townhouse, 2025 ----------
const SE = 'sorrel';
check(prop[SE].property_type === 'Townhouse', 'the Schedule E property is the townhouse');
// rents received: only rent payments exist for it in 2025, so no fee question gets in the way
check(otherIn('y2025', (x) => x.property === SE) === 0, 'no other income at the townhouse in 2025');
const se = {
  rents: rentIn('y2025', (t) => t.property === SE),
  repairs: spentAt('y2025', SE, cats(REPAIRS)),
  insurance: spentAt('y2025', SE, cats(['Insurance'])),
  taxes: spentAt('y2025', SE, cats(TAX)),
  utilities: spentAt('y2025', SE, cats(['Utilities'])),
  cleaning: spentAt('y2025', SE, word('clean')),
  hoa: spentAt('y2025', SE, cats(HOA)),
  supplies: spentAt('y2025', SE, cats(['Supplies'])),
};
check(
  new Set(rowsIn('y2025', (x) => x.property === SE && x.category !== 'HOA dues').map((x) => x.category))
    .size >= 8,
  'the townhouse has rows under many categories in 2025',
);
check(
  REPAIRS.every((c) => rowsIn('y2025', (x) => x.property === SE && x.category === c).length > 0),
  'both repair spellings at the townhouse in 2025',
);
check(spentAt('y2025', SE, cats(CAPEX)) > 0, 'a capital improvement at the townhouse in 2025 (not a repair)');
check(
  HOA.every((c) => spentAt('y2025', SE, cats([c])) > 0),
  'HOA dues and another HOA charge at the townhouse',
);
// cleaning = the rows that say "clean", which are exactly its Turnover rows that year
check(
  se.cleaning === spentAt('y2025', SE, cats(['Turnover'])) &&
    rowsIn('y2025', (x) => x.property === SE && word('clean')(x)).every((x) => x.category === 'Turnover'),
  'townhouse cleaning = its Turnover rows in 2025',
);
distinct(Object.values(se), 'Schedule E walk');
for (const [k, v] of Object.entries(se)) check(v > 0, `Schedule E ${k} is not zero`);
// "same for the other one": exactly two properties pay an HOA
const hoaProps = KEYS.filter((k) => spentAt('all', k, cats(HOA)) > 0);
check(hoaProps.length === 2 && hoaProps.includes(SE), 'two HOA properties');
const otherHoa = hoaProps.find((k) => k !== SE);
const hoaOther = spentAt('y2025', otherHoa, cats(HOA));
check(spentAt('y2025', otherHoa, cats(['HOA'])) > 0, 'the condo has a non-dues HOA charge in 2025');

// ---------- repairs vs capital improvements, 2025 ----------
const repairs25 = spent('y2025', cats(REPAIRS));
const capex25 = spent('y2025', cats(CAPEX));
distinct([repairs25, capex25], 'repairs vs capex');

// ---------- by property, 2025 ----------
const rentsByProp = rank(
  KEYS.map((k) => ({ k, v: rentIn('y2025', (t) => t.property === k) })),
  'rent by property 2025',
);
const spendByProp = rank(
  KEYS.map((k) => ({ k, v: spentAt('y2025', k) })),
  'expenses by property 2025',
);
distinct(
  [...rentsByProp, ...spendByProp].map((x) => x.v),
  'rents and expenses by property',
);
// the two houses: one under water in 2025 (the roof), the other not
const houses = KEYS.filter((k) => prop[k].property_type === 'Single Family');
check(houses.length === 2 && houses.includes('quillen'), 'two single-family houses');
const otherHouse = houses.find((k) => k !== 'quillen');
check(
  netOf('y2025', 'quillen') < 0 && netOf('y2025', otherHouse) > 0,
  'Quillen loses money in 2025, Corvell not',
);
check(
  otherIn('y2025', (x) => x.property === 'quillen') > 0 &&
    otherIn('y2025', (x) => x.property === otherHouse) > 0,
  'both houses have a late fee in 2025',
);

// ---------- 1099s ----------
// contractors = vendors that are not an insurer, a tax collector, an HOA, a utility or a supply store;
// in these books every vendor's rows sit wholly inside or wholly outside those categories
const NOT_1099 = ['Insurance', ...TAX, ...HOA, 'Utilities', 'Supplies'];
for (const v of VENDORS) {
  const inside = P.expenses.filter((x) => x.entity === v).map((x) => NOT_1099.includes(x.category));
  check(inside.every(Boolean) || !inside.some(Boolean), `vendor ${v} is wholly one kind`);
}
const CONTRACTORS = VENDORS.filter(
  (v) => !NOT_1099.includes(P.expenses.find((x) => x.entity === v).category),
);
// the short name a reply is checked by: the first word of the vendor's name (or the surname for the handyman)
const SHORT = (v) => (v.startsWith('Tomasz ') ? 'Wierzbicki' : v.split(' ')[0]);
const THRESHOLD = 60000;
const over = (p) =>
  rank(
    CONTRACTORS.map((k) => ({ k, v: spent(p, vendor(k)) })).filter((x) => x.v >= THRESHOLD),
    `contractors ${p}`,
  );
const near = (p) =>
  CONTRACTORS.filter((k) => spent(p, vendor(k)) >= THRESHOLD - 1000 && spent(p, vendor(k)) < THRESHOLD);
const c1099 = over('y2025');
const c1099now = over('ytd2026');
const exactly600 = c1099.filter((x) => x.v === THRESHOLD);
check(exactly600.length === 1, 'one contractor at exactly $600.00 in 2025');
const KL = 'Kessler Lawn & Leaf';
check(near('y2025').join() === KL, 'one contractor just under $600 in 2025 (Kessler)');
check(
  c1099now.some((x) => x.k === KL),
  'Kessler is over $600 in 2026',
);
check(!c1099now.some((x) => x.k === exactly600[0].k), 'the exact-$600 handyman is under in 2026');
const under2026 = near('ytd2026');
check(under2026.length === 1, 'one contractor just under $600 in 2026');
check(c1099.length === 8 && c1099now.length === 6, 'eight 1099 contractors in 2025, six so far in 2026');
for (const v of [...c1099, ...c1099now].map((x) => x.k).concat(KL, under2026))
  check(VENDORS.filter((u) => u.includes(SHORT(v))).length === 1, `short vendor name ${SHORT(v)} is unique`);
const contractorFigures = (list) =>
  list.flatMap((x) => (x.v === THRESHOLD ? [SHORT(x.k)] : [SHORT(x.k), money(x.v)]));
const kessler25 = spent('y2025', vendor(KL));
const BW = 'Brightwater Plumbing & Drain';
const bw25 = spent('y2025', vendor(BW));
check(
  new Set(rowsIn('y2025', vendor(BW)).map((x) => x.property)).size === 5,
  'Brightwater at five properties',
);

// ---------- largest single expense ----------
const biggest = (p) => {
  const r = rowsIn(p).sort((a, b) => cents(b.amount) - cents(a.amount));
  check(cents(r[0].amount) !== cents(r[1].amount), `largest single expense in ${p} is unique`);
  return r[0];
};
const big25 = biggest('y2025');
const big26 = biggest('ytd2026');
check(big25.category === 'Capital improvement' && big26.category === 'Capital improvement', 'both are capex');

// ---------- other income ----------
const KINDS = ['Late Fee', 'Pet Fee', 'Parking'];
const kinds = (p) => KINDS.map((c) => otherIn(p, (x) => x.category === c));
const kinds25 = kinds('y2025');
const kinds26 = kinds('ytd2026');
distinct(kinds25, 'other income 2025');
distinct(kinds26, 'other income 2026');
const laundry25 = otherIn('y2025', (x) => x.category === 'Laundry');
check(
  P.incomes.filter((x) => x.category === 'Laundry').every((x) => x.property === 'tallow'),
  'laundry is the duplex',
);
const other25 = otherIn('y2025', (x) => x.category === 'Other');
check(rowsIn('y2025').length > 0 && other25 !== kinds25[0], 'Other differs from late fees');

// ---------- month by month, 2025 ----------
const MONTHS = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);
const byMonth = MONTHS.map((mo) => ({ k: mo, v: spent('y2025', (x) => month(x.date) === mo) }));
distinct(
  byMonth.map((x) => x.v),
  'expenses by month 2025',
);
const topMonth = rank(byMonth, 'months of 2025')[0];

// ---------- year to date ----------
const ytdSpend = [spent('ytd2026'), spent('sameAs2025')];
const ytdRent = [rentIn('ytd2026'), rentIn('sameAs2025')];
distinct([...ytdSpend, ...ytdRent], 'year-to-date figures');
check(ytdSpend[0] !== ytdSpend[1] && ytdRent[0] !== ytdRent[1], 'the years differ');

// ---------- portfolio categories and totals ----------
const tax25 = spent('y2025', cats(TAX));
const tax26 = spent('ytd2026', cats(TAX));
check(
  rowsIn('ytd2026', cats(TAX)).length === total(P.properties.map((p) => (p.state === 'IN' ? 2 : 1))),
  "all of 2026's tax bills are paid by today (two Indiana installments, one Kentucky bill)",
);
const ins25 = spent('y2025', cats(['Insurance']));
const pest25 = spent('y2025', cats(['Pest ctrl']));
const lawn25 = spent('y2025', cats(LAWN));
for (const v of VENDORS) check(lawn25 !== spent('y2025', vendor(v)), `lawn total differs from ${v}`);
const gross25 = incomeOf('y2025');
const net25 = netAll('y2025');
check(net25 > 0, 'the portfolio makes money in 2025');
const coRent25 = rentIn('y2025', (t) => t === co);
check(
  otherIn('y2025', (x) => x.entity === name(co)) > 0,
  'the company tenant also paid a CAM true-up in 2025',
);
// who paid late fees in 2025, and who only paid them in 2026
const feePayers = (p) =>
  P.tenants.filter((t) => lateFees.some((x) => within(x.date, p) && x.entity === name(t)));
const late25 = feePayers('y2025');
const lateOnly26 = feePayers('ytd2026').filter((t) => !late25.includes(t));
check(
  late25.length === 5 && lateOnly26.length === 3,
  'five late-fee payers in 2025, three more only in 2026',
);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const SEN = `at ${prop[SE].address}, 2025`;

ask(
  'Doing Sch E for 1645 Sorrelwood Ct. Rents received in 2025? Rent payments only, I list fees on their own line.',
  [money(se.rents)],
  'schedule_e',
  `rent payments ${SEN}: the past tenant January-May, vacant June, the current tenant from July; no other income there in 2025`,
);
ask(
  'Sorrelwood, 2025 repairs. Repairs only, nothing that was booked as a capital improvement.',
  [money(se.repairs)],
  'schedule_e',
  `${ROWS} under "Repairs" and "Repairs & maint" ${SEN}; the garage door (Capital improvement) and the cleaning (Turnover) are not in it`,
);
ask(
  'Insurance paid on Sorrelwood for 2025?',
  [money(se.insurance)],
  'schedule_e',
  `category Insurance ${SEN}: two semiannual premiums`,
);
ask(
  'Property taxes paid for Sorrelwood in 2025',
  [money(se.taxes)],
  'schedule_e',
  `categories "Property Tax" and "Taxes" ${SEN}: one county bill`,
);
ask(
  'Sorrelwood utilities, 2025 total',
  [money(se.utilities)],
  'schedule_e',
  `category Utilities ${SEN}: the vacancy bills`,
);
ask(
  'What did cleaning run me at Sorrelwood in 2025?',
  [money(se.cleaning)],
  'schedule_e',
  `rows whose description says "clean" ${SEN}: move-out cleaning and carpet cleaning (its only Turnover rows)`,
);
const idHoa = ask(
  'HOA paid on Sorrelwood in 2025, dues plus any other HOA charges.',
  [money(se.hoa)],
  'schedule_e',
  `categories "HOA dues" and "HOA" ${SEN}: four quarterly dues and a move-out/move-in fee`,
);
ask(
  'Same for the other one.',
  [money(hoaOther)],
  'follow_up',
  `the only other property with an HOA, ${prop[otherHoa].address}: twelve monthly dues and the balcony special assessment, 2025`,
  { follow_up_of: idHoa },
);
ask('Supplies for Sorrelwood, 2025.', [money(se.supplies)], 'schedule_e', `category Supplies ${SEN}`);
ask(
  'Whole portfolio, 2025: how much is booked as repairs vs capital improvements? Need the two totals separately.',
  [money(repairs25), money(capex25)],
  'category',
  `2025 ${ROWS} under "Repairs" and "Repairs & maint", and under "Capital improvement"; there are no HVAC-category rows in 2025 and Turnover, yard and pest rows are not repairs`,
);
const idByProp = ask(
  '2025 rents received by property, all six please. Rent only, no fees.',
  rentsByProp.map((x) => money(x.v)),
  'by_property',
  `2025 rent payments by property: ${rentsByProp.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
);
ask(
  'And total 2025 expenses by property.',
  spendByProp.map((x) => money(x.v)),
  'follow_up',
  `2025 ${ROWS} by property: ${spendByProp.map((x) => `${STREET[x.k]} ${money(x.v)}`).join(', ')}`,
  { follow_up_of: idByProp },
);
const idNet = ask(
  'What did the Quillen Ave house net in 2025? Rent plus other income minus expenses.',
  [absMoney(netOf('y2025', 'quillen'))],
  'net',
  `a loss of ${absMoney(netOf('y2025', 'quillen'))} (the roof); rent + late fee - expenses at Quillen, 2025; absolute value expected`,
);
ask(
  'Same for the other house.',
  [money(netOf('y2025', otherHouse))],
  'follow_up',
  `the other single-family house, ${prop[otherHouse].address}; rent + late fee - expenses, 2025`,
  { follow_up_of: idNet },
);
const id1099 = ask(
  '1099 prep: which contractors did I pay $600 or more in 2025, and how much each? Leave out insurance, tax bills, HOAs, utilities and the hardware/supply stores.',
  contractorFigures(c1099),
  '1099',
  `2025 totals of vendors outside Insurance/tax/HOA/Utilities/Supplies, $600.00 and up: ${c1099
    .map((x) => `${x.k} ${money(x.v)}`)
    .join(
      '; ',
    )}. ${exactly600[0].k} is exactly $600.00 (checked by name only); ${KL} (${money(kessler25)}) is just under and is forbidden`,
  { forbid: [SHORT(KL)] },
);
ask(
  'And 2026 so far?',
  contractorFigures(c1099now),
  'follow_up',
  `2026 to date, same rule: ${c1099now.map((x) => `${x.k} ${money(x.v)}`).join('; ')}. ${under2026[0]} (${money(
    spent('ytd2026', vendor(under2026[0])),
  )}) is just under and is forbidden`,
  { follow_up_of: id1099, forbid: [SHORT(under2026[0])] },
);
ask(
  'Did Kessler Lawn & Leaf hit $600 in 2025? Need the exact total.',
  [money(kessler25)],
  'vendor',
  `rows whose entity is "${KL}", 2025 (mowing at the duplex, leaf cleanup at Quillen): just under`,
);
ask(
  'Total paid to Brightwater Plumbing in 2025, all properties?',
  [money(bw25)],
  'vendor',
  `rows whose entity is "${BW}", 2025, at five properties`,
);
const idBig = ask(
  'Largest single expense in 2025 - who was it paid to and how much?',
  [SHORT(big25.entity), money(cents(big25.amount))],
  'largest',
  `${big25.date} ${big25.entity}, ${big25.description}, ${STREET[big25.property]}`,
);
ask(
  'and 2026 so far?',
  [SHORT(big26.entity), money(cents(big26.amount))],
  'follow_up',
  `${big26.date} ${big26.entity}, ${big26.description}, ${STREET[big26.property]}`,
  { follow_up_of: idBig },
);
const idKinds = ask(
  'Other income for 2025 by kind: late fees, pet fees, parking. Total for each.',
  kinds25.map(money),
  'other_income',
  `2025 incomes by category: ${KINDS.map((c, i) => `${c} ${money(kinds25[i])}`).join(', ')}`,
);
ask(
  'same three for 2026 so far',
  kinds26.map(money),
  'follow_up',
  `2026 to date: ${KINDS.map((c, i) => `${c} ${money(kinds26[i])}`).join(', ')}`,
  { follow_up_of: idKinds },
);
ask(
  'Laundry commissions from the Tallowmere duplex, 2025 total?',
  [money(laundry25)],
  'other_income',
  'Laundry incomes dated 2025 (four quarterly commissions)',
);
ask(
  "What's booked under Other income for 2025? Total please.",
  [money(other25)],
  'other_income',
  'incomes under category "Other" dated 2025: the CAM true-up and an insurance dividend',
);
ask(
  'Month-by-month expenses for 2025, whole portfolio, Jan through Dec.',
  byMonth.map((x) => money(x.v)),
  'monthly',
  `2025 ${ROWS} by month: ${byMonth.map((x) => `${x.k} ${money(x.v)}`).join(', ')}`,
);
ask(
  'Which month of 2025 had the highest expenses, and how much?',
  [money(topMonth.v)],
  'monthly',
  `${topMonth.k} (the roof); only the amount is checked`,
);
const idYtd = ask(
  'YTD 2026 total expenses vs the same months of 2025?',
  ytdSpend.map(money),
  'ytd',
  `${ROWS}, 2026-01-01..2026-11-28 vs 2025-01-01..2025-11-28 (nothing is dated 29-30 November 2025, so through 30 November gives the same)`,
);
ask(
  'Same comparison for rents recieved.',
  ytdRent.map(money),
  'follow_up',
  'rent payments, 2026-01-01..2026-11-28 vs 2025-01-01..2025-11-28',
  { follow_up_of: idYtd },
);
const idTax = ask(
  'Total property tax paid in 2025 across all six properties?',
  [money(tax25)],
  'category',
  '2025; categories "Property Tax" and "Taxes" together (two Vanderburgh installments per Evansville property, one Daviess bill per Owensboro property)',
);
ask(
  'and 2026 so far? the Nov bills should all be in',
  [money(tax26)],
  'follow_up',
  "2026 to date; all of the year's tax bills are already paid (the November ones included)",
  { follow_up_of: idTax },
);
ask(
  '2025 insurance premiums, all policies combined.',
  [money(ins25)],
  'category',
  'category Insurance, 2025',
);
ask('Pest control total for 2025?', [money(pest25)], 'category', 'category "Pest ctrl", 2025');
ask(
  '2025 lawn and landscaping, all properties - mowing, leaves, tree work.',
  [money(lawn25)],
  'category',
  'categories "yard", "Yard" and "Landscaping", 2025 (the lawn firm and the tree service)',
);
ask(
  'Gross receipts for 2025: all rent plus all other income, whole portfolio.',
  [money(gross25)],
  'income',
  'rent payments + other incomes, 2025',
);
ask(
  'Net for 2025, whole portfolio? Income minus expenses.',
  [money(net25)],
  'net',
  'rent payments + other incomes - expense rows, 2025',
);
ask(
  'How much rent did Fretwell Guitar Works pay in 2025? Rent only, not the CAM true-up.',
  [money(coRent25)],
  'payments',
  "the company tenant's 2025 rent payments (twelve months; its late fee and CAM true-up are not rent)",
);
ask(
  'Which tenants paid late fees in 2025?',
  late25.map((t) => (t === co ? t.first_name : t.last_name)),
  'payments',
  `Late Fee incomes dated 2025: ${late25.map(name).join(', ')}; late only in 2026: ${lateOnly26
    .map(name)
    .join(', ')} (forbidden)`,
  { forbid: lateOnly26.map((t) => t.last_name) },
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope(
  'How many miles did I drive to the rentals in 2025? Bookkeeper needs it for the mileage deduction.',
  'mileage is not in the records',
);
outOfScope(
  "What's the 2025 depreciation on 433 Quillen?",
  'depreciation is not in the records (only the purchase price and date are)',
);
outOfScope(
  'Mortgage interest paid on Corvell Rd in 2025? Need it to match the 1098.',
  'no mortgage or interest is in the records',
);

check(Q.length === 40, `40 questions (${Q.length})`);
const qid = (i) => `lb68-${String(i + 1).padStart(2, '0')}`;
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
  check(new Set(o.expected).size === o.expected.length, `expected of ${o.id} are all different`);
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
const byKind = {};
for (const o of out) byKind[o.kind] = (byKind[o.kind] ?? 0) + 1;
console.log(`wrote ${out.length} questions`, byKind);
