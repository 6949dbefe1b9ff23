// landlord-blind-5: validates portfolio.json and computes every expected figure from it,
// then writes questions.json. Plain Node, no dependencies; all money in integer cents.
// Run from anywhere: node bench/sets/landlord-blind-5/compute.mjs
// Exits non-zero and writes nothing when any check fails.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const P = JSON.parse(readFileSync(join(here, 'portfolio.json'), 'utf8'));

const failures = [];
const check = (cond, msg) => {
  if (!cond) failures.push(msg);
};

// ---------- money ----------
const cents = (x) => Math.round(x * 100);
function money(c) {
  const a = Math.abs(c);
  const s = `$${Math.floor(a / 100).toLocaleString('en-US')}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
}
// Expected substrings always use the absolute amount, so "-$5.00", "($5.00)" and "a $5.00 loss" all match.
const abs = (c) => money(Math.abs(c));
check(money(123450) === '$1,234.50' && abs(-5) === '$0.05', 'money formatter');

// ---------- periods ----------
const TODAY = P.today;
check(TODAY === '2026-11-26', 'today must be 2026-11-26');
const PERIODS = {
  all: ['0000-01-01', '9999-12-31'],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  mar2026: ['2026-03-01', '2026-03-31'],
  q2_2025: ['2025-04-01', '2025-06-30'],
};
const inP = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];

// ---------- schema ----------
const SHAPE = {
  properties: [
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
  tenants: ['key', 'property', 'first_name', 'last_name', 'email', 'phone_number', 'lease'],
  payments: ['tenant', 'date', 'amount'],
  incomes: ['property', 'date', 'amount', 'category', 'description', 'entity'],
  expenses: ['property', 'date', 'amount', 'category', 'entity', 'description'],
  maintenance: ['property', 'title', 'status'],
  documents: ['property', 'type', 'file', 'uploaded'],
};
const LEASE_KEYS = ['rent', 'start', 'end', 'due_day', 'deposit', 'grace_period_days'];
const sameKeys = (o, keys) => Object.keys(o).sort().join() === [...keys].sort().join();
check(sameKeys(P, ['today', ...Object.keys(SHAPE)]), 'top-level sections');
for (const [sec, keys] of Object.entries(SHAPE)) {
  check(Array.isArray(P[sec]) && P[sec].length > 0, `${sec} is a non-empty array`);
  for (const row of P[sec] ?? []) check(sameKeys(row, keys), `${sec} row keys: ${JSON.stringify(row)}`);
}
for (const t of P.tenants) check(sameKeys(t.lease, LEASE_KEYS), `lease keys of ${t.key}`);

const TYPES = ['Single Family', 'Multi-Family', 'Condo', 'Townhouse', 'Commercial'];
const EXP_CATS = [
  'Advertising',
  'Cleaning and maintenance',
  'HOA',
  'Insurance',
  'Legal',
  'Maintenance',
  'Management',
  'Property Tax',
  'Repairs',
  'Supplies',
  'Travel',
  'Utilities',
];
const INC_CATS = ['Late Fee', 'Laundry', 'Other', 'Parking', 'Pet Fee'];
const STATUSES = ['Pending', 'In Progress', 'Completed'];
const DOC_TYPES = ['Insurance', 'Invoice', 'Lease', 'Receipt'];
const isDate = (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));

const propByKey = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const tenantByKey = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(Object.keys(propByKey).length === P.properties.length, 'property keys unique');
check(Object.keys(tenantByKey).length === P.tenants.length, 'tenant keys unique');
check(P.properties.length >= 5 && P.properties.length <= 7, '5 to 7 properties');
for (const p of P.properties) {
  check(TYPES.includes(p.property_type), `type of ${p.key}`);
  check(isDate(p.purchase_date), `purchase date of ${p.key}`);
  check(
    !['Spokane', 'Boise', 'Madison', 'Austin', 'Denver', 'Burlington'].includes(p.city),
    `new city for ${p.key}`,
  );
}
for (const t of P.tenants) {
  check(propByKey[t.property], `property of tenant ${t.key}`);
  check(
    isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end,
    `lease dates of ${t.key}`,
  );
  check(t.lease.due_day >= 1 && t.lease.due_day <= 28, `due day of ${t.key}`);
}
for (const r of P.payments) {
  check(tenantByKey[r.tenant], `payment tenant ${r.tenant}`);
  check(isDate(r.date) && r.date >= '2025-01-01' && r.date <= TODAY, `payment date ${r.date}`);
  check(r.amount > 0, `payment amount ${r.amount}`);
  const l = tenantByKey[r.tenant]?.lease;
  check(l && r.date >= l.start && r.date <= l.end, `payment ${r.tenant} ${r.date} inside lease`);
}
for (const r of P.incomes) {
  check(propByKey[r.property], `income property ${r.property}`);
  check(INC_CATS.includes(r.category), `income category ${r.category}`);
  check(isDate(r.date) && r.date >= '2025-01-01' && r.date <= TODAY, `income date ${r.date}`);
}
for (const r of P.expenses) {
  check(propByKey[r.property], `expense property ${r.property}`);
  check(EXP_CATS.includes(r.category), `expense category ${r.category}`);
  check(isDate(r.date) && r.date >= '2025-01-01' && r.date <= TODAY, `expense date ${r.date}`);
  check(r.amount > 0, `expense amount ${r.amount}`);
}
check(P.expenses.length >= 60 && P.expenses.length <= 80, '60-80 expenses');
for (const m of P.maintenance) {
  check(propByKey[m.property], `maintenance property ${m.property}`);
  check(STATUSES.includes(m.status), `maintenance status ${m.status}`);
}
for (const d of P.documents) {
  check(propByKey[d.property], `document property ${d.property}`);
  check(DOC_TYPES.includes(d.type), `document type ${d.type}`);
  check(isDate(d.uploaded) && d.uploaded <= TODAY, `document date ${d.file}`);
}
for (const s of STATUSES)
  check(
    P.maintenance.some((m) => m.status === s),
    `some maintenance ${s}`,
  );

// ---------- labels ----------
const street = {
  harrow: 'Harrowgate',
  cypress: 'Marsh Cypress',
  paloverde: 'Paloverde',
  ocotillo: 'Ocotillo',
  tamarack: 'Tamarack',
  oredock: 'Ore Dock',
};
for (const p of P.properties) {
  check(street[p.key] && p.address.includes(street[p.key]), `street label for ${p.key}`);
  check(
    P.properties.filter((q) => q.address.includes(street[p.key])).length === 1,
    `street label ${p.key} unique`,
  );
}
const lastNames = P.tenants.map((t) => t.last_name);
check(new Set(lastNames).size === lastNames.length, 'tenant last names unique');

// ---------- sums ----------
const payProp = (r) => tenantByKey[r.tenant].property;
const sumC = (rows) => rows.reduce((s, r) => s + cents(r.amount), 0);
const expRows = (per, f = () => true) => P.expenses.filter((r) => inP(r.date, per) && f(r));
const expenses = (per, f) => sumC(expRows(per, f));
const rent = (per, f = () => true) => sumC(P.payments.filter((r) => inP(r.date, per) && f(payProp(r), r)));
const otherInc = (per, f = () => true) => sumC(P.incomes.filter((r) => inP(r.date, per) && f(r.property, r)));
const income = (per, f) => rent(per, f) + otherInc(per, f);
const netOf = (per, k) => income(per, (pk) => pk === k) - expenses(per, (r) => r.property === k);
const net = (per) => income(per) - expenses(per);
const inCity = (city) => (pk) => propByKey[typeof pk === 'string' ? pk : pk.property].city === city;
const descHas = (stem) => (r) => r.description.toLowerCase().includes(stem);
const vendorIs = (name) => (r) => r.entity === name;
const vendorHas = (part) => (r) => r.entity.toLowerCase().includes(part.toLowerCase());

// strict ranking helper: returns keys ordered by value desc, checks no ties among the whole list
function rank(keys, val, label) {
  const rows = keys.map((k) => [k, val(k)]).sort((a, b) => b[1] - a[1]);
  const vals = rows.map((r) => r[1]);
  check(new Set(vals).size === vals.length, `no ties in ranking ${label}: ${JSON.stringify(rows)}`);
  return rows;
}
const propKeys = P.properties.map((p) => p.key);

// ---------- leases and payments ----------
const isCurrent = (t) => t.lease.start <= TODAY && TODAY <= t.lease.end;
const current = P.tenants.filter(isCurrent);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
check(past.length >= 2, 'some past tenants');
check(P.tenants.length >= 9 && P.tenants.length <= 12, '~10 tenants');
// co-tenants: one property with two current tenants on the same lease dates
const coProps = propKeys.filter((k) => {
  const c = current.filter((t) => t.property === k);
  return c.length === 2 && c[0].lease.start === c[1].lease.start && c[0].lease.end === c[1].lease.end;
});
check(coProps.length === 1 && coProps[0] === 'tamarack', 'co-tenants at Tamarack');

const ym = (d) => d.slice(0, 7);
function monthsBetween(a, b) {
  const out = [];
  let [y, m] = a.split('-').map(Number);
  const [by, bm] = b.split('-').map(Number);
  while (y < by || (y === by && m <= bm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m === 13) [y, m] = [y + 1, 1];
  }
  return out;
}
const paidIn = (t, month) => sumC(P.payments.filter((r) => r.tenant === t.key && ym(r.date) === month));
// every month from max(lease start, 2025-01) to min(lease end, 2026-10) paid in full; nothing outside
for (const t of P.tenants) {
  const from = t.lease.start > '2025-01-01' ? ym(t.lease.start) : '2025-01';
  if (t.lease.end < '2025-01-01') continue;
  const to = t.lease.end < '2026-10-31' ? ym(t.lease.end) : '2026-10';
  for (const mo of monthsBetween(from, to))
    check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} paid ${mo} in full`);
}
// this month
const MONTH = '2026-11';
const dueDate = (t) => `${MONTH}-${String(t.lease.due_day).padStart(2, '0')}`;
const graceEnd = (t) => `${MONTH}-${String(t.lease.due_day + t.lease.grace_period_days).padStart(2, '0')}`;
check(
  current.every((t) => dueDate(t) <= TODAY),
  'every current lease has rent due already this month',
);
const novStatus = {};
for (const t of current) {
  const paid = paidIn(t, MONTH);
  const r = cents(t.lease.rent);
  const rows = P.payments.filter((p) => p.tenant === t.key && ym(p.date) === MONTH);
  if (paid === 0) novStatus[t.key] = 'unpaid';
  else if (paid < r) novStatus[t.key] = 'partial';
  else if (rows.every((p) => p.date > graceEnd(t))) novStatus[t.key] = 'late';
  else novStatus[t.key] = 'full';
  check(paid <= r, `${t.key} not overpaid in Nov`);
}
const withStatus = (s) => current.filter((t) => novStatus[t.key] === s);
check(withStatus('unpaid').length === 2, 'two unpaid this month');
check(withStatus('partial').length === 1, 'one partial this month');
check(withStatus('late').length === 1, 'one paid late this month');
check(withStatus('full').length >= 3, 'several paid in full');
const owed = current.reduce((s, t) => s + cents(t.lease.rent) - paidIn(t, MONTH), 0);
const unpaidNames = withStatus('unpaid').map((t) => t.last_name);
const lateNames = withStatus('late').map((t) => t.last_name);
check(unpaidNames.join() === 'Oyelaran,Rourke', 'unpaid are Oyelaran and Rourke');
check(lateNames.join() === 'Quintero', 'late payer is Quintero');

const rentRank = rank(
  current.map((t) => t.key),
  (k) => cents(tenantByKey[k].lease.rent),
  'current rent',
);
const rentRoll = current.reduce((s, t) => s + cents(t.lease.rent), 0);
const expiring = current.filter((t) => {
  const days = (Date.parse(t.lease.end) - Date.parse(TODAY)) / 86400000;
  return days >= 0 && days <= 30;
});
check(expiring.length === 2, 'two leases expiring within 30 days');
const barrientos = tenantByKey.barrientos;
const rourkeLast = P.payments
  .filter((r) => r.tenant === 'rourke')
  .map((r) => r.date)
  .sort()
  .at(-1);
const oyelaranYtd = sumC(P.payments.filter((r) => r.tenant === 'oyelaran' && inP(r.date, 'thisYear')));
const cypressTenants = P.tenants.filter((t) => t.property === 'cypress');
check(cypressTenants.length === 1 && isCurrent(cypressTenants[0]), 'one tenant ever at Marsh Cypress');
check(
  cypressTenants[0].lease.deposit !== cypressTenants[0].lease.rent,
  'Marsh Cypress deposit differs from rent',
);
const cypressDeposit = cents(cypressTenants[0].lease.deposit);
check(
  P.incomes.some((r) => r.category === 'Late Fee' && r.entity.endsWith('Quintero') && ym(r.date) === MONTH),
  'late fee for the late payer',
);
for (const c of ['Laundry', 'Parking', 'Pet Fee', 'Late Fee'])
  check(
    P.incomes.some((r) => r.category === c),
    `income ${c}`,
  );

// ---------- figures ----------
const F = {};
F.expThisYear = expenses('thisYear');
F.incLastYear = income('lastYear');
F.rentThisMonth = rent('thisMonth');
F.expMar2026 = expenses('mar2026');
F.expQ2_2025 = expenses('q2_2025');
F.expAll = expenses('all');
F.netLastMonth = net('lastMonth');
check(F.netLastMonth < 0, 'last month is a net loss (tests the absolute convention)');
check(expRows('mar2026').length >= 3 && expRows('q2_2025').length >= 5, 'named periods have several rows');

// description-word and vendor totals, each must differ from its lookalike
F.plumbAll = expenses('all', descHas('plumb'));
F.plumbVendorAll = expenses('all', vendorIs('Gila Flow Plumbing'));
check(F.plumbAll !== F.plumbVendorAll, 'plumbing by description differs from plumber vendor');
check(
  expRows('all', descHas('plumb')).some((r) => r.entity !== 'Gila Flow Plumbing'),
  'a non-plumber row mentions plumbing',
);
check(
  expRows('all', vendorIs('Gila Flow Plumbing')).some((r) => !descHas('plumb')(r)),
  'a plumber row without the word',
);
F.landscapeThisYear = expenses('thisYear', descHas('landscap'));
F.landscapeVendorThisYear = expenses('thisYear', vendorIs('Desert Bloom Landscaping'));
check(
  F.landscapeThisYear !== F.landscapeVendorThisYear,
  'landscaping by description differs from landscaper vendor',
);
F.pestLastYear = expenses('lastYear', descHas('pest'));
F.pestVendorLastYear = expenses('lastYear', vendorIs('Lowcountry Pest Solutions'));
check(F.pestLastYear !== F.pestVendorLastYear, 'pest by description differs from pest vendor (2025)');
F.desertBloomAll = expenses('all', vendorIs('Desert Bloom Landscaping'));
check(
  F.desertBloomAll !== expenses('all', descHas('landscap')),
  'Desert Bloom total differs from landscaping total',
);
F.gilaThisYear = expenses('thisYear', vendorHas('gila flow'));
F.gilaLastYear = expenses('lastYear', vendorHas('gila flow'));
check(
  new Set(P.expenses.filter(vendorHas('gila flow')).map((r) => r.entity)).size === 1,
  'gila flow is one vendor',
);
F.lowcountryAll = expenses('all', vendorHas('lowcountry pest'));
check(
  new Set(P.expenses.filter(vendorHas('lowcountry pest')).map((r) => r.entity)).size === 1,
  'lowcountry is one vendor',
);
check(F.lowcountryAll !== expenses('all', descHas('pest')), 'Lowcountry total differs from pest total');

// rankings
const expLastYearRank = rank(
  propKeys,
  (k) => expenses('lastYear', (r) => r.property === k),
  'property expenses 2025',
);
const vendors = [...new Set(P.expenses.map((r) => r.entity))];
const vendorRank = rank(
  vendors.filter((v) => expenses('thisYear', vendorIs(v)) > 0),
  (v) => expenses('thisYear', vendorIs(v)),
  'vendor spend 2026',
);
const top3Vendors = vendorRank.slice(0, 3).map((r) => r[0]);
check(
  top3Vendors.join('|') ===
    'Ridgeline Roofing & Exteriors|St. Louis County Auditor|Chatham County Tax Commissioner',
  `top 3 vendors ${top3Vendors}`,
);
const netRank = rank(propKeys, (k) => netOf('thisYear', k), 'property net 2026');
const incLastYearRank = rank(propKeys, (k) => income('lastYear', (pk) => pk === k), 'property income 2025');
const bigRows = expRows('thisYear').sort((a, b) => cents(b.amount) - cents(a.amount));
check(cents(bigRows[0].amount) > cents(bigRows[1].amount), 'single biggest expense this year is unique');

// losses
const losersThisYear = propKeys.filter((k) => netOf('thisYear', k) < 0);
const losersLastYear = propKeys.filter((k) => netOf('lastYear', k) < 0);
check(losersThisYear.join() === 'tamarack', `only Tamarack lost money this year: ${losersThisYear}`);
check(losersLastYear.join() === 'cypress', `only Marsh Cypress lost money last year: ${losersLastYear}`);

// cities
const cities = [...new Set(P.properties.map((p) => p.city))];
check(
  cities.length === 3 && cities.every((c) => P.properties.filter((p) => p.city === c).length === 2),
  'three cities, two properties each',
);
F.expSavannahThisYear = expenses('thisYear', inCity('Savannah'));
F.expTucsonThisYear = expenses('thisYear', inCity('Tucson'));
check(F.expSavannahThisYear !== F.expTucsonThisYear, 'Savannah vs Tucson differ');
F.rentTucsonThisYear = rent('thisYear', inCity('Tucson'));
F.rentDuluthThisYear = rent('thisYear', inCity('Duluth'));
F.netThisYear = net('thisYear');
F.netLastYear = net('lastYear');
check(F.netThisYear !== F.netLastYear, 'net this year vs last differ');

// maintenance / documents
const openProps = propKeys.filter((k) =>
  P.maintenance.some((m) => m.property === k && m.status !== 'Completed'),
);
check(openProps.length === 3, 'open maintenance at three properties');
const oreDocs = P.documents.filter((d) => d.property === 'oredock').map((d) => d.file);
check(oreDocs.length === 2, 'two documents for Ore Dock');

// ---------- questions ----------
const Q = [];
const add = (kind, question, expected, note, extra = {}) =>
  Q.push({ id: '', question, expected, ...extra, kind, note });
const OOS = ["I can't tell that from your records"];
const tn = (k) => tenantByKey[k].last_name;
const day = (d) => String(Number(d.slice(8, 10)));
const year = (d) => d.slice(0, 4);

add('total', 'how much have i spent so far this yr', [money(F.expThisYear)], 'expenses 2026-01-01..today');
add(
  'total',
  'what was my total income last year? rent plus the laundry/parking/etc',
  [money(F.incLastYear)],
  'rent payments + other incomes, 2025',
);
add(
  'total',
  'rent collected this month?',
  [money(F.rentThisMonth)],
  'rent payments 2026-11-01..today (no other incomes)',
);
add('total', 'expenses for march 2026 pls', [money(F.expMar2026)], 'expense rows dated 2026-03');
add('total', 'total expenses q2 2025', [money(F.expQ2_2025)], 'expense rows 2025-04-01..2025-06-30');
add(
  'total',
  'ok so across every property combined, how much have i spent on expenses',
  [money(F.expAll)],
  'no time phrase = all time',
);
add(
  'total',
  'whats my net for last month',
  [abs(F.netLastMonth)],
  'October 2026 income minus expenses; negative, expected as absolute amount',
);
add(
  'desc-word',
  'how much have i spent on plumbing',
  [money(F.plumbAll)],
  'all time; description contains "plumb" whatever the vendor (includes a landscaper row and a handyman row, excludes plumber rows without the word)',
);
add(
  'desc-word',
  'landscaping costs ytd?',
  [money(F.landscapeThisYear)],
  '2026; description contains "landscap" (includes pest and snow vendors\' rows, excludes the landscaper\'s irrigation row)',
);
add(
  'desc-word',
  'wht did pest control run me last yr',
  [money(F.pestLastYear)],
  '2025; description contains "pest" (includes a handyman row)',
);
add(
  'vendor',
  'how much have i paid Desert Bloom Landscaping',
  [money(F.desertBloomAll)],
  'all time; entity = Desert Bloom Landscaping, any description',
);
add('vendor', "what've i paid gila flow this year", [money(F.gilaThisYear)], 'partial vendor name, 2026');
add('follow-up', 'and in 2025?', [money(F.gilaLastYear)], 'same vendor, 2025', { follow_up_of: 'lb5-12' });
add(
  'vendor',
  'total to lowcountry pest, all of it',
  [money(F.lowcountryAll)],
  'partial vendor name, all time (includes its landscaping row)',
);
add(
  'ranking',
  'which propety had the highest expenses last year',
  [street[expLastYearRank[0][0]]],
  `2025 expenses by property; top ${money(expLastYearRank[0][1])}`,
);
add(
  'follow-up',
  'and the least?',
  [street[expLastYearRank.at(-1)[0]]],
  `2025, lowest ${money(expLastYearRank.at(-1)[1])}`,
  { follow_up_of: 'lb5-15' },
);
add(
  'ranking',
  'top 3 vendors by spend this yr',
  ['Ridgeline', 'Louis', 'Chatham'],
  `2026 by entity: ${vendorRank
    .slice(0, 4)
    .map(([v, c]) => `${v} ${money(c)}`)
    .join('; ')}`,
);
add(
  'ranking',
  'rank my properties by net income this year, best to worst',
  [...netRank.map(([k]) => street[k]), money(netRank[0][1]), abs(netRank.at(-1)[1])],
  `2026 net by property: ${netRank.map(([k, c]) => `${street[k]} ${money(c)}`).join('; ')}`,
);
add(
  'ranking',
  'biggest single expense this year?',
  [money(cents(bigRows[0].amount)), street[bigRows[0].property]],
  `${bigRows[0].date} ${bigRows[0].entity}`,
);
add(
  'comparison',
  'savannah vs tucson — which one cost me more to run this yr',
  [money(F.expSavannahThisYear), money(F.expTucsonThisYear)],
  `2026 expenses; ${F.expSavannahThisYear > F.expTucsonThisYear ? 'Savannah' : 'Tucson'} higher`,
);
add(
  'comparison',
  'did i net more this year or last year',
  [money(F.netThisYear), money(F.netLastYear)],
  `net 2026 vs 2025 (both positive)`,
);
add(
  'total',
  'hey so how much rent came in from the tucson places this year',
  [money(F.rentTucsonThisYear)],
  'rent payments 2026, Tucson properties',
);
add(
  'follow-up',
  'what about duluth?',
  [money(F.rentDuluthThisYear)],
  'rent payments 2026, Duluth properties',
  { follow_up_of: 'lb5-22' },
);
add(
  'loss',
  'which property lost money',
  [street.tamarack, abs(netOf('thisYear', 'tamarack'))],
  'no period = this year; only Tamarack is negative',
);
add(
  'follow-up',
  'and last yr?',
  [street.cypress, abs(netOf('lastYear', 'cypress'))],
  '2025; only Marsh Cypress is negative',
  { follow_up_of: 'lb5-24' },
);
add(
  'ranking',
  'which place brought in the most income last year',
  [street[incLastYearRank[0][0]]],
  `2025 income by property; top ${money(incLastYearRank[0][1])}`,
);
add(
  'follow-up',
  'and what did i spend there this year?',
  [money(expenses('thisYear', (r) => r.property === incLastYearRank[0][0]))],
  `${street[incLastYearRank[0][0]]} expenses 2026`,
  { follow_up_of: 'lb5-26' },
);
add('lease', 'who pays the most rent rn', [tn(rentRank[0][0])], `current leases; ${money(rentRank[0][1])}`);
add(
  'follow-up',
  'and the least?',
  [tn(rentRank.at(-1)[0])],
  `current leases; ${money(rentRank.at(-1)[1])} (co-tenant share)`,
  { follow_up_of: 'lb5-28' },
);
add(
  'lease',
  'when does barrientos lease end',
  [day(barrientos.lease.end), year(barrientos.lease.end)],
  `lease end ${barrientos.lease.end}`,
);
add(
  'lease',
  'r any leases expiring soon?',
  expiring.map((t) => t.last_name),
  `current leases ending by 2026-12-26: ${expiring.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}`,
);
add(
  'lease',
  'doing some bookkeeping tonight - how much deposit am i holding on the marsh cypress condo?',
  [money(cypressDeposit)],
  'deposit of the only lease there',
);
add(
  'lease',
  'whats my total monthly rent roll across current leases',
  [money(rentRoll)],
  'sum of rent of leases with start <= today <= end',
);
add(
  'payments',
  'who hasnt paid rent yet this month',
  unpaidNames,
  'current leases with no November payment (Venkataraman paid part)',
);
add(
  'payments',
  'how much am i owed for novmber in total',
  [money(owed)],
  'sum over current leases of rent minus November payments',
);
add(
  'payments',
  'when did rourke last pay',
  [day(rourkeLast), year(rourkeLast)],
  `last payment ${rourkeLast}`,
);
add(
  'payments',
  'how much has harriet oyelaran paid ytd',
  [money(oyelaranYtd)],
  'her payments 2026 (March was split in two)',
);
add('payments', 'did anybody pay late this month', lateNames, 'paid in full after due day + grace');
add(
  'maintenance',
  'what maintenance requests r still open',
  openProps.map((k) => street[k]),
  'Pending or In Progress',
);
add(
  'documents',
  'what docs do i have on file for the ore dock building',
  oreDocs,
  'documents of that property',
);
add('out-of-scope', "what's the weather gonna be like in tucson this weekend", OOS, 'weather', {
  forbid: ['$'],
});
add('out-of-scope', 'do u think rents in savannah will go up next yr', OOS, 'market forecast', {
  forbid: ['$'],
});
add('out-of-scope', 'whats my credit score rn', OOS, 'credit score', { forbid: ['$'] });
add(
  'out-of-scope',
  'can i legally evict someone for paying late twice, what forms do i file in minnesota',
  OOS,
  'legal advice',
  { forbid: ['$'] },
);
add(
  'out-of-scope',
  'should i sell the ocotillo townhouse and put it all in index funds instead',
  OOS,
  'investing advice',
  { forbid: ['$'] },
);

Q.forEach((q, i) => (q.id = `lb5-${String(i + 1).padStart(2, '0')}`));
check(Q.length === 45, `45 questions (got ${Q.length})`);
for (const q of Q) {
  check(
    q.expected.length > 0 && q.expected.every((e) => typeof e === 'string' && e.length > 0),
    `${q.id} expected non-empty`,
  );
  if (q.follow_up_of)
    check(Q.findIndex((x) => x.id === q.follow_up_of) === Q.indexOf(q) - 1, `${q.id} follows its parent`);
}

if (failures.length) {
  console.error(`landlord-blind-5: ${failures.length} check(s) failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), JSON.stringify(Q, null, 2) + '\n');
console.log(`wrote ${Q.length} questions`);
for (const q of Q) console.log(q.id, q.kind.padEnd(12), JSON.stringify(q.expected), '|', q.note);
