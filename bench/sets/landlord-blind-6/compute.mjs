// Computes the expected answers for landlord-blind-6 from portfolio.json and writes questions.json.
// Plain Node, no dependencies. All money is handled in integer cents.
// Exits non-zero (and writes nothing) if any check on the data fails.
// Run: node bench/sets/landlord-blind-6/compute.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const P = JSON.parse(readFileSync(join(here, 'portfolio.json'), 'utf8'));

const failures = [];
function check(cond, msg) {
  if (!cond) failures.push(msg);
}

const cents = (x) => Math.round(x * 100);
function money(c) {
  const neg = c < 0;
  const a = Math.abs(c);
  const dollars = Math.floor(a / 100).toLocaleString('en-US');
  const s = `$${dollars}.${String(a % 100).padStart(2, '0')}`;
  return neg ? `-${s}` : s;
}
// Expected substrings use the absolute value so "-$1.00", "($1.00)" and "a loss of $1.00" all match.
const abs = (c) => money(Math.abs(c));
const sum = (rows) => rows.reduce((s, r) => s + cents(r.amount), 0);

// ---------- periods ----------
const TODAY = P.today;
check(TODAY === '2026-11-26', 'today must be 2026-11-26');
const PERIODS = {
  all: ['0000-01-01', '9999-12-31'],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  aug2025: ['2025-08-01', '2025-08-31'],
  q2_2026: ['2026-04-01', '2026-06-30'],
};
const inP = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];

// ---------- schema / shape checks ----------
const SECTIONS = [
  'today',
  'properties',
  'tenants',
  'payments',
  'incomes',
  'expenses',
  'maintenance',
  'documents',
];
check(JSON.stringify(Object.keys(P)) === JSON.stringify(SECTIONS), 'top-level sections');
const KEYS = {
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
for (const [sec, keys] of Object.entries(KEYS)) {
  for (const row of P[sec]) {
    check(
      JSON.stringify(Object.keys(row).sort()) === JSON.stringify([...keys].sort()),
      `${sec} keys: ${JSON.stringify(row)}`,
    );
  }
}
for (const t of P.tenants)
  check(
    JSON.stringify(Object.keys(t.lease).sort()) === JSON.stringify([...LEASE_KEYS].sort()),
    `lease keys ${t.key}`,
  );

const TYPES = ['Single Family', 'Multi-Family', 'Condo', 'Townhouse', 'Commercial'];
const STATUSES = ['Pending', 'In Progress', 'Completed'];
const DOC_TYPES = ['Lease', 'Invoice', 'Receipt', 'Insurance'];
const INC_CATS = ['Laundry', 'Parking', 'Pet Fee', 'Late Fee', 'Other'];
const FORBIDDEN_CITIES = [
  'Spokane',
  'Boise',
  'Madison',
  'Austin',
  'Denver',
  'Burlington',
  'Savannah',
  'Tucson',
  'Duluth',
  'Knoxville',
];

const propByKey = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const tenantByKey = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, '5-7 properties');
check(Object.keys(propByKey).length === P.properties.length, 'unique property keys');
check(Object.keys(tenantByKey).length === P.tenants.length, 'unique tenant keys');
for (const p of P.properties) {
  check(TYPES.includes(p.property_type), `type ${p.key}`);
  check(!FORBIDDEN_CITIES.includes(p.city), `city ${p.city} not allowed`);
}
check(
  P.properties.some((p) => p.property_type === 'Commercial'),
  'has commercial',
);
check(
  P.properties.some(
    (p) =>
      p.property_type === 'Condo' && P.expenses.some((e) => e.property === p.key && e.category === 'HOA'),
  ),
  'condo with HOA',
);
const multi = P.properties.filter((p) => p.property_type === 'Multi-Family');
check(
  multi.some((p) => {
    const ls = P.tenants.filter((t) => t.property === p.key).map((t) => t.lease);
    return ls.some((a, i) => ls.some((b, j) => i !== j && a.start <= b.end && b.start <= a.end));
  }),
  'multi-family with two overlapping leases',
);
check(P.tenants.length >= 9 && P.tenants.length <= 12, '~10 tenants');
for (const t of P.tenants) check(!!propByKey[t.property], `tenant property ${t.key}`);
for (const m of P.maintenance) {
  check(!!propByKey[m.property], `maint property ${m.title}`);
  check(STATUSES.includes(m.status), `maint status ${m.status}`);
}
for (const s of STATUSES)
  check(
    P.maintenance.some((m) => m.status === s),
    `some maintenance ${s}`,
  );
for (const d of P.documents) {
  check(!!propByKey[d.property], `doc property ${d.file}`);
  check(DOC_TYPES.includes(d.type), `doc type ${d.type}`);
}
check(P.documents.length >= 5 && P.documents.length <= 8, '5-8 documents');
check(new Set(P.documents.map((d) => d.type)).size >= 3, 'several document types');
for (const i of P.incomes) {
  check(!!propByKey[i.property], `income property ${i.description}`);
  check(INC_CATS.includes(i.category), `income category ${i.category}`);
  check(i.date <= TODAY, `income date ${i.date}`);
}
for (const e of P.expenses) {
  check(!!propByKey[e.property], `expense property ${e.description}`);
  check(e.date >= '2025-01-01' && e.date <= TODAY, `expense date ${e.date}`);
  check(cents(e.amount) > 0, `expense amount ${e.description}`);
}
check(P.expenses.length >= 60 && P.expenses.length <= 80, `60-80 expenses (${P.expenses.length})`);

// ---------- street labels ----------
const street = {
  juniper: 'Juniper Hollow',
  larkspur: 'Larkspur Terrace',
  tanager: 'Tanager',
  copperline: 'Copperline',
  flint: 'Flintlock',
  wicker: 'Wickerbasket',
};
for (const p of P.properties) {
  check(street[p.key] && p.address.includes(street[p.key]), `street label for ${p.key}`);
  check(P.properties.filter((q) => q.address.includes(street[p.key])).length === 1, `label ${p.key} unique`);
}

// ---------- leases & payments ----------
const ym = (d) => d.slice(0, 7);
function monthsBetween(a, b) {
  // inclusive list of YYYY-MM from month of a to month of b
  const out = [];
  let [y, m] = a.split('-').map(Number);
  const [by, bm] = b.split('-').map(Number);
  while (y < by || (y === by && m <= bm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m++;
    if (m === 13) {
      y++;
      m = 1;
    }
  }
  return out;
}
const payRows = P.payments;
for (const p of payRows) {
  const t = tenantByKey[p.tenant];
  check(!!t, `payment tenant ${p.tenant}`);
  if (!t) continue;
  check(p.date <= TODAY, `payment after today ${p.tenant} ${p.date}`);
  check(
    ym(p.date) >= ym(t.lease.start) && ym(p.date) <= ym(t.lease.end),
    `payment outside lease ${p.tenant} ${p.date}`,
  );
  check(cents(p.amount) > 0, `payment amount ${p.tenant}`);
}
const paysOf = (k) => payRows.filter((p) => p.tenant === k);
const THIS_MONTH = '2026-11';
// every lease month before this month is paid in full, from the lease start (covers leases that existed on 2025-01-01)
for (const t of P.tenants) {
  const L = t.lease;
  check(L.start < L.end, `lease order ${t.key}`);
  const last = L.end < TODAY ? L.end : TODAY;
  if (L.start > TODAY) continue;
  for (const m of monthsBetween(L.start, last)) {
    if (m === THIS_MONTH) continue;
    const paid = sum(paysOf(t.key).filter((p) => ym(p.date) === m));
    check(paid === cents(L.rent), `lease ${t.key} month ${m} paid ${paid} != ${cents(L.rent)}`);
  }
  // one payment per month at most
  const ms = paysOf(t.key).map((p) => ym(p.date));
  check(new Set(ms).size === ms.length, `one payment per month ${t.key}`);
}
const minPayDate = payRows.map((p) => p.date).sort()[0];
for (const t of P.tenants) {
  if (t.lease.start <= '2025-01-01' && t.lease.end >= '2025-01-01' && t.lease.start < '2025-01-01') {
    check(
      paysOf(t.key).some((p) => ym(p.date) === ym(t.lease.start)),
      `pre-2025 lease ${t.key} has payments from start`,
    );
  }
}
check(minPayDate >= '2024-01-01', 'payments start');
const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(
  past.some((t) => t.lease.end.startsWith('2025')) && past.some((t) => t.lease.end.startsWith('2026')),
  'past leases ended 2025 and 2026',
);
check(future.length === 1 && future[0].lease.start.startsWith('2027'), 'exactly one lease starting in 2027');
check(current.length === 6, 'six current leases');

// November status per current lease
const addDays = (d, n) => {
  const x = new Date(d + 'T00:00:00Z');
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};
const nov = current.map((t) => {
  const ps = paysOf(t.key).filter((p) => ym(p.date) === THIS_MONTH);
  const paid = sum(ps);
  const due = `${THIS_MONTH}-${String(t.lease.due_day).padStart(2, '0')}`;
  const graceEnd = addDays(due, t.lease.grace_period_days);
  const late = ps.some((p) => p.date > graceEnd);
  return { t, paid, rent: cents(t.lease.rent), late };
});
const novUnpaid = nov.filter((x) => x.paid === 0);
const novPartial = nov.filter((x) => x.paid > 0 && x.paid < x.rent);
const novFull = nov.filter((x) => x.paid === x.rent);
const novLate = nov.filter((x) => x.late);
check(novUnpaid.length >= 1 && novUnpaid.length <= 2, 'one or two unpaid in November');
check(novPartial.length === 1, 'one partial in November');
check(novFull.length >= 2, 'some paid in full in November');
check(
  novLate.length === 1 && novLate[0].paid === novLate[0].rent,
  'one paid in full after grace in November',
);

// ---------- aggregates ----------
const rentIn = (p, prop) =>
  sum(payRows.filter((r) => inP(r.date, p) && (!prop || tenantByKey[r.tenant].property === prop)));
const otherIn = (p, prop, cat) =>
  sum(
    P.incomes.filter((r) => inP(r.date, p) && (!prop || r.property === prop) && (!cat || r.category === cat)),
  );
const incomeIn = (p, prop) => rentIn(p, prop) + otherIn(p, prop);
const expIn = (p, prop) => sum(P.expenses.filter((r) => inP(r.date, p) && (!prop || r.property === prop)));
const netIn = (p, prop) => incomeIn(p, prop) - expIn(p, prop);
const expCity = (p, city) =>
  sum(P.expenses.filter((r) => inP(r.date, p) && propByKey[r.property].city === city));
const expStem = (p, stem) =>
  sum(P.expenses.filter((r) => inP(r.date, p) && r.description.toLowerCase().includes(stem.toLowerCase())));
const expVendor = (p, vendor) => sum(P.expenses.filter((r) => inP(r.date, p) && r.entity === vendor));
const vendorsMatching = (part) =>
  [...new Set(P.expenses.map((e) => e.entity))].filter((v) => v.toLowerCase().includes(part.toLowerCase()));

function ranking(items, valueOf, label) {
  const rows = items.map((k) => ({ k, v: valueOf(k) })).sort((a, b) => b.v - a.v);
  const vals = rows.map((r) => r.v);
  check(new Set(vals).size === vals.length, `no ties in ranking ${label}: ${JSON.stringify(rows)}`);
  return rows;
}
const propKeys = P.properties.map((p) => p.key);
const nonZero = (x, msg) => check(x !== 0, `non-zero ${msg}`);

const Q = [];
let n = 0;
function q(question, expected, kind, note, extra = {}) {
  n++;
  const id = `lb6-${String(n).padStart(2, '0')}`;
  for (const e of expected) check(typeof e === 'string' && e.length > 0, `${id} expected string`);
  Q.push({
    id,
    question,
    expected,
    ...(extra.forbid ? { forbid: extra.forbid } : {}),
    ...(extra.follow_up_of ? { follow_up_of: extra.follow_up_of } : {}),
    kind,
    note,
  });
  return id;
}

// ---- totals ----
const e1 = expIn('thisYear');
const q1 = q('how much have i spent this year', [money(e1)], 'total', 'All expense rows 2026-01-01..today.');
const e2 = expIn('lastYear');
check(e1 !== e2, 'this vs last year expenses differ');
q('and last yr?', [money(e2)], 'follow_up', 'Inherits subject (expenses); period becomes 2025.', {
  follow_up_of: q1,
  forbid: [money(e1)],
});

const r3 = rentIn('lastMonth');
const i3 = incomeIn('lastMonth');
check(r3 !== i3, 'last month rent differs from income (trap)');
q(
  'how much rent did i collect last month?',
  [money(r3)],
  'total',
  'Rent payments only, October 2026 (excludes the application fee income).',
  { forbid: [money(i3)] },
);

const e4 = expIn('thisMonth');
nonZero(e4, 'this month expenses');
q('expences so far this month?', [money(e4)], 'total', 'Expense rows 2026-11-01..today.');

const i5 = incomeIn('aug2025');
check(i5 !== rentIn('aug2025'), 'aug 2025 income includes other income');
q(
  'what was my total income in aug 2025',
  [money(i5)],
  'total',
  'Rent payments + other incomes dated August 2025.',
);

const e6 = expIn('q2_2026');
q('q2 2026 expenses, all properties combined', [money(e6)], 'total', 'Expense rows 2026-04-01..2026-06-30.');

const n7 = netIn('lastYear');
q(
  "what's my net for 2025",
  [abs(n7)],
  'total',
  'Income (rent + other) minus expenses, calendar 2025; absolute value expected.',
);

const e8 = expIn('all', 'flint');
const q8 = q(
  'total spent on flintlock',
  [money(e8)],
  'total',
  'No time phrase = all time; expense rows at Flintlock Road.',
);
const e9 = expIn('thisYear', 'flint');
check(e8 !== e9, 'flint all time vs this year differ');
q(
  'and what did i spend there this year?',
  [money(e9)],
  'follow_up',
  'Inherits property (Flintlock); period becomes this year.',
  { follow_up_of: q8, forbid: [money(e8)] },
);

// ---- description words ----
const g10 = expStem('all', 'gutter');
check(P.expenses.filter((e) => /gutter/i.test(e.description)).length >= 3, 'gutter rows across vendors');
check(
  new Set(P.expenses.filter((e) => /gutter/i.test(e.description)).map((e) => e.entity)).size >= 3,
  'gutter rows by >=3 vendors',
);
q(
  'how much have i spent on gutters',
  [money(g10)],
  'description',
  'All time; rows whose description contains "gutter", whatever the vendor (roofer, lawn service, snow-removal company).',
);

const c11 = expStem('all', 'clean');
const c11cat = sum(P.expenses.filter((e) => e.category === 'Cleaning and maintenance'));
check(c11 !== c11cat, 'clean stem differs from cleaning category (trap)');
q(
  'whats my total cleaning spend',
  [money(c11)],
  'description',
  'All time; description contains "clean" (includes the lawn company\'s gutter cleaning row), not the category total.',
  { forbid: [money(c11cat)] },
);

// ---- vendors ----
const v12 = expVendor('all', 'Prairie Sky Plumbing');
check(
  P.expenses.some((e) => e.entity === 'Prairie Sky Plumbing' && /furnace/i.test(e.description)),
  'plumber row with furnace work',
);
q(
  'how much have i paid prairie sky plumbing',
  [money(v12)],
  'vendor',
  'All time; every row whose entity is Prairie Sky Plumbing, including the furnace igniter job.',
);

check(vendorsMatching('ridgeline').length === 1, 'ridgeline matches one vendor');
const v13 = expVendor('thisYear', vendorsMatching('ridgeline')[0]);
check(
  P.expenses.some(
    (e) => e.entity === 'Ridgeline HVAC' && /drain/i.test(e.description) && inP(e.date, 'thisYear'),
  ),
  'hvac drain row this year',
);
q(
  'what did ridgeline charge me this yr',
  [money(v13)],
  'vendor',
  'Partial vendor name -> Ridgeline HVAC, 2026 rows (includes the drain unclog).',
);

// ---- rankings ----
const rk14 = ranking(propKeys, (k) => expIn('thisYear', k), 'property expenses this year');
const q14 = q(
  'which property cost me the most this year?',
  [street[rk14[0].k], money(rk14[0].v)],
  'ranking',
  'Expenses by property, 2026.',
);
const least = rk14[rk14.length - 1];
q('and the least?', [street[least.k], money(least.v)], 'follow_up', 'Same ranking, lowest.', {
  follow_up_of: q14,
});

const cats = [...new Set(P.expenses.map((e) => e.category))];
const cats25 = cats.filter((c) => P.expenses.some((e) => e.category === c && inP(e.date, 'lastYear')));
const rk16 = ranking(
  cats25,
  (c) => sum(P.expenses.filter((e) => e.category === c && inP(e.date, 'lastYear'))),
  'categories last year',
);
q(
  'top 3 expense categories last year',
  rk16.slice(0, 3).map((r) => money(r.v)),
  'ranking',
  `2025 expenses by category; top three: ${rk16
    .slice(0, 3)
    .map((r) => r.k)
    .join(', ')}.`,
);

const rk17 = ranking(propKeys, (k) => netIn('thisYear', k), 'net this year');
q(
  'rank my properties by net this year',
  [street[rk17[0].k], money(rk17[0].v), street[rk17[rk17.length - 1].k], abs(rk17[rk17.length - 1].v)],
  'ranking',
  'Net = rent + other income − expenses, 2026; expects the top and bottom property with their figures.',
);

const vendors = [...new Set(P.expenses.map((e) => e.entity))];
const rk18 = ranking(vendors, (v) => expVendor('all', v), 'vendors all time');
check(rk18[0].k === 'Halberd Build Co.', 'top vendor label');
q(
  "who's the vendor i've paid the most, all time",
  ['Halberd', money(rk18[0].v)],
  'ranking',
  'Expense totals by entity, all time.',
);

// ---- comparisons ----
const bend = expCity('thisYear', 'Bend');
const fargo = expCity('thisYear', 'Fargo');
const ashe = expCity('thisYear', 'Asheville');
check(new Set([bend, fargo, ashe]).size === 3, 'city totals differ');
const q19 = q(
  'bend vs fargo, expenses this yr',
  [money(bend), money(fargo)],
  'comparison',
  'Expense rows at properties in each city, 2026.',
);
q(
  'what about asheville?',
  [money(ashe)],
  'follow_up',
  'Inherits expenses + this year; city becomes Asheville.',
  { follow_up_of: q19 },
);

const inc26 = incomeIn('thisYear');
const inc25 = incomeIn('lastYear');
check(inc26 !== inc25, 'income differs');
q(
  'did i bring in more this year or last year? income i mean',
  [money(inc26), money(inc25)],
  'comparison',
  'Rent + other income, 2026 vs 2025.',
);

// ---- losses ----
const losers26 = propKeys.filter((k) => netIn('thisYear', k) < 0);
check(losers26.length === 1, `exactly one loss property this year (${losers26})`);
const q22 = q(
  'which property lost money',
  [street[losers26[0]], abs(netIn('thisYear', losers26[0]))],
  'loss',
  'No period = this year; the only property with negative net in 2026 (absolute figure).',
);
const losers25 = propKeys.filter((k) => netIn('lastYear', k) < 0);
check(losers25.length === 2, `two loss properties last year (${losers25})`);
q(
  'and last year?',
  losers25.flatMap((k) => [street[k], abs(netIn('lastYear', k))]),
  'follow_up',
  'Same question for 2025: two properties with negative net.',
  { follow_up_of: q22 },
);

// ---- leases ----
const rkRent = ranking(
  current.map((t) => t.key),
  (k) => cents(tenantByKey[k].lease.rent),
  'current rent',
);
const hi = tenantByKey[rkRent[0].k];
const lo = tenantByKey[rkRent[rkRent.length - 1].k];
const q24 = q(
  "who's paying the highest rent rn",
  [hi.last_name, money(cents(hi.lease.rent))],
  'lease',
  'Among current leases (start ≤ today ≤ end).',
);
const nonCurrentLower = P.tenants.filter(
  (t) => !current.includes(t) && cents(t.lease.rent) < cents(lo.lease.rent),
);
check(nonCurrentLower.length >= 1, 'a past/future lease has lower rent than the lowest current (trap)');
q(
  'and the lowest?',
  [lo.last_name, money(cents(lo.lease.rent))],
  'follow_up',
  'Lowest current rent; past and future leases with lower rent must not be named.',
  {
    follow_up_of: q24,
    forbid: nonCurrentLower.flatMap((t) => [t.last_name]),
  },
);

const soon = current.filter((t) => t.lease.end <= addDays(TODAY, 30));
check(soon.length === 1, 'exactly one lease expiring within 30 days');
const notSoon = current.filter((t) => !soon.includes(t)).sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1));
q(
  'any leases expiring soon?',
  [soon[0].last_name, soon[0].lease.end.slice(8).replace(/^0/, ''), soon[0].lease.end.slice(0, 4)],
  'lease',
  'Current lease ending within 30 days of today; the next one (outside 30 days) must not be named.',
  {
    forbid: [notSoon[0].last_name],
  },
);

const theo = tenantByKey.theo;
q(
  "when does baptiste's lease end",
  [theo.lease.end.slice(8).replace(/^0/, ''), theo.lease.end.slice(0, 4)],
  'lease',
  `Lease end ${theo.lease.end}; day and year only.`,
);

const fut = future[0];
check(fut.property === 'tanager', 'future lease at tanager');
q(
  "who's moving into tanager unit b and when",
  [fut.last_name, fut.lease.start.slice(8).replace(/^0/, ''), fut.lease.start.slice(0, 4)],
  'lease',
  `Signed lease not yet begun, starts ${fut.lease.start}.`,
);

const cop = current.filter((t) => t.property === 'copperline');
check(
  cop.length === 1 && cents(cop[0].lease.deposit) !== cents(cop[0].lease.rent),
  'copperline deposit differs from rent',
);
q(
  'deposit on copperline?',
  [money(cents(cop[0].lease.deposit))],
  'lease',
  'Security deposit on the current Copperline lease (two months).',
  { forbid: [money(cents(cop[0].lease.rent))] },
);

const fl = current.filter((t) => t.property === 'flint');
check(fl.length === 1, 'one current tenant at flint');
q('who lives at 3312 flintlock', [fl[0].last_name], 'lease', 'Current tenant at the address.');

// ---- payments ----
const paidSome = nov.filter((x) => x.paid > 0);
q(
  'who hasnt paid rent this month',
  novUnpaid.map((x) => x.t.last_name),
  'payment',
  'Current leases with no November payment (the partial payer is not required either way).',
  {
    forbid: novFull.map((x) => x.t.last_name),
  },
);
const owed = nov.reduce((s, x) => s + x.rent, 0) - nov.reduce((s, x) => s + x.paid, 0);
check(paidSome.length + novUnpaid.length === nov.length, 'nov partition');
q(
  'how much is still owed for november',
  [money(owed)],
  'payment',
  "Sum of current leases' rent minus November payments.",
);

const mar = paysOf('tobias')
  .map((p) => p.date)
  .sort()
  .pop();
q(
  'when did marchetti last pay',
  [mar.slice(8).replace(/^0/, ''), mar.slice(0, 4)],
  'payment',
  `Last payment ${mar}; day and year only.`,
);

const dr = sum(paysOf('hollis').filter((p) => inP(p.date, 'thisYear')));
q(
  'how much has drummond paid ytd',
  [money(dr)],
  'payment',
  'Rent payments by Drummond in 2026 (includes the November partial).',
);

// ---- maintenance ----
const open = P.maintenance.filter((m) => m.status === 'Pending' || m.status === 'In Progress');
const openProps = [...new Set(open.map((m) => m.property))];
check(open.length === 4 && openProps.length === 4, 'four open requests at four properties');
q(
  'open maintainance requests?',
  openProps.map((k) => street[k]),
  'maintenance',
  'Pending or In Progress; one per property.',
);
const tanReq = P.maintenance.filter((m) => m.property === 'tanager');
check(tanReq.length === 2, 'two requests at tanager');
q(
  'any repair requests at the tanager duplex',
  ['exhaust', 'railing'],
  'maintenance',
  'All requests at Tanager Street, open and completed (distinctive title words).',
);

// ---- documents ----
const jd = P.documents.filter((d) => d.property === 'juniper');
check(jd.length === 2, 'two docs at juniper');
q(
  'what documents do i have for juniper hollow',
  jd.map((d) => d.file),
  'document',
  'Every document filed under the property.',
);
const inv = P.documents.filter((d) => d.type === 'Invoice');
check(inv.length === 1, 'one invoice');
q('find me teh roofing invoice', [inv[0].file], 'document', 'The only Invoice document.');

// ---- other income ----
const l26 = otherIn('thisYear', null, 'Laundry');
q('how much laundry money this yr', [money(l26)], 'other_income', 'Laundry incomes dated 2026.');
const p25 = otherIn('lastYear', null, 'Parking');
q('parking income last year?', [money(p25)], 'other_income', 'Parking incomes dated 2025.');

// ---- out of scope ----
const OOS = "I can't tell that from your records";
q(
  "what's the weather going to be like in fargo this weekend, should i get the driveway plowed",
  [OOS],
  'out_of_scope',
  'Weather forecast.',
  { forbid: ['$'] },
);
q('are rents in asheville going up next year?', [OOS], 'out_of_scope', 'Market forecast.', { forbid: ['$'] });
q('whats my credit score rn', [OOS], 'out_of_scope', 'Credit score.', { forbid: ['$'] });
q('can i legally evict eskelsen if he doesnt pay by friday', [OOS], 'out_of_scope', 'Legal advice.', {
  forbid: ['$'],
});
q(
  'should i sell wickerbasket and put the money in index funds instead',
  [OOS],
  'out_of_scope',
  'Investing advice.',
  { forbid: ['$'] },
);

check(Q.length === 45, `45 questions (${Q.length})`);
for (const x of Q) {
  if (x.follow_up_of)
    check(
      Q.findIndex((y) => y.id === x.follow_up_of) === Q.findIndex((y) => y.id === x.id) - 1,
      `${x.id} follows its parent`,
    );
  for (const f of x.forbid || [])
    check(!x.expected.some((e) => e.includes(f) || f.includes(e)), `${x.id} forbid/expected overlap`);
}

if (failures.length) {
  console.error('CHECKS FAILED:\n' + failures.map((f) => ' - ' + f).join('\n'));
  process.exit(1);
}
writeFileSync(join(here, 'questions.json'), JSON.stringify(Q, null, 2) + '\n');
const kinds = {};
for (const x of Q) kinds[x.kind] = (kinds[x.kind] || 0) + 1;
console.log(`wrote ${Q.length} questions`, kinds);
