// Works out the expected answers for landlord-blind-64 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-64/compute.mjs
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
// a whole-dollar figure is expected without its cents, so "$285" and "$285.00" both pass
const fig = (c) => (Math.abs(c) % 100 === 0 ? money(c).slice(0, -3) : money(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);

// ---------- dates and periods ----------
// Today is Friday 2026-11-27, the day after Thanksgiving (Thursday 2026-11-26).
const TODAY = '2026-11-27';
check(P.today === TODAY, 'today is 2026-11-27');
check(new Date(`${TODAY}T12:00:00Z`).getUTCDay() === 5, 'today is a Friday');
check(new Date('2026-11-26T12:00:00Z').getUTCDay() === 4, 'Thanksgiving is the Thursday before');
// The landlord started keeping books in the app on 2025-01-01: no payment, income or expense is older.
const BOOKS_START = '2025-01-01';
// The short stretches the questions ask about. Each is written with the narrowest reading; the quiet days
// below make every other common reading of the phrase give the same rows.
const PERIODS = {
  all: [BOOKS_START, TODAY],
  // "this week" / "thanksgiving week": Mon 11-23 (or Sun 11-22, a quiet day) to today
  thisWeek: ['2026-11-23', TODAY],
  // "last week": Mon 11-16..Sat 11-21 (Sun 11-15 and Sun 11-22 are quiet)
  lastWeek: ['2026-11-16', '2026-11-21'],
  yesterday: ['2026-11-26', '2026-11-26'],
  // "the last 7 days": 11-21..today (11-20 is quiet, so 11-20..today gives the same)
  last7: ['2026-11-21', TODAY],
  // "the last 30 days": 10-29..today (10-27 and 10-28 are quiet)
  last30: ['2026-10-29', TODAY],
  // "since the 15th": 11-15..today (11-15 itself is quiet)
  since15: ['2026-11-15', TODAY],
  // "the last 2 weeks": 11-14..today (11-13, 11-14 and 11-15 are quiet, so 11-13.. and 11-16.. give the same)
  last2w: ['2026-11-14', TODAY],
  mtd: ['2026-11-01', TODAY],
  // "the same days last month": 10-01..10-27 (10-27 and 10-28 are quiet)
  octSameDays: ['2026-10-01', '2026-10-27'],
  lastMonth: ['2026-10-01', '2026-10-31'],
  day17: ['2026-11-17', '2026-11-17'],
};
const QUIET = [
  '2026-10-17',
  '2026-10-27',
  '2026-10-28',
  '2026-11-13',
  '2026-11-14',
  '2026-11-15',
  '2026-11-20',
  '2026-11-22',
  TODAY,
];
const within = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];
const month = (d) => d.slice(0, 7);
const dayOf = (d) => Number(d.slice(8));
const ordinal = (n) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
};

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
const CITIES = ['Durham', 'Chapel Hill'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length >= 5 && P.properties.length <= 7, 'five to seven properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(PROPERTY_TYPES.includes(p.property_type), `property type ${p.key}`);
  check(isDate(p.purchase_date) && p.purchase_date < TODAY, `purchase date ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(CITIES.includes(p.city) && p.state === 'NC', `city ${p.key} is Durham or Chapel Hill, NC`);
  check(/^27\d{3}$/.test(p.zipCode), `zip code ${p.key}`);
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
// the short street names the questions and notes use must each pick out one property
const STREET = {
  quill: 'Quillfeather',
  loom: 'Loomhouse',
  tin: 'Tinsmith',
  wren: 'Wrenfield',
  moss: 'Mossgrove',
  chalk: 'Chalkbrook',
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
  check(/@example\.com$/.test(t.email), `email ${t.key}`);
  check(/555-01\d\d$/.test(t.phone_number), `phone ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
}
const inBooks = (d) => isDate(d) && d >= BOOKS_START && d <= TODAY;
for (const x of P.payments)
  check(
    hasKeys(x, SHAPE.payment) && ten[x.tenant] && inBooks(x.date) && isMoney(x.amount),
    `payment ${JSON.stringify(x)}`,
  );
for (const x of P.incomes)
  check(
    hasKeys(x, SHAPE.income) &&
      prop[x.property] &&
      inBooks(x.date) &&
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
      inBooks(x.date) &&
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
    hasKeys(d, SHAPE.document) && prop[d.property] && DOCUMENT_TYPES.includes(d.type) && inBooks(d.uploaded),
    `document ${d.file}`,
  );
for (const t of DOCUMENT_TYPES)
  check(
    P.documents.some((d) => d.type === t),
    `document type ${t} used`,
  );
// the quiet days: no money moves on them, so the readings of "this week", "last 7 days" and so on agree
const allDated = [...P.payments, ...P.incomes, ...P.expenses];
for (const d of QUIET)
  check(
    allDated.every((x) => x.date !== d),
    `nothing is dated ${d}`,
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
const paymentsOf = (t) =>
  P.payments.filter((x) => x.tenant === t.key).sort((a, b) => (a.date < b.date ? -1 : 1));
const paymentsIn = (t, mo) => paymentsOf(t).filter((x) => month(x.date) === mo);
const paidIn = (t, mo) => total(paymentsIn(t, mo).map((x) => cents(x.amount)));
const paidLate = (t, mo) =>
  paymentsIn(t, mo).some((x) => dayOf(x.date) > t.lease.due_day + t.lease.grace_period_days);
const lateFees = P.incomes.filter((x) => x.category === 'Late Fee');
for (const t of P.tenants) {
  const months = bookedMonths(t);
  check(
    paymentsOf(t).every((x) => months.includes(month(x.date))),
    `${t.key}: payments only in booked lease months`,
  );
  for (const mo of months) {
    const fees = lateFees.filter((x) => x.entity === name(t) && month(x.date) === mo);
    if (mo !== NOV) check(paidIn(t, mo) === cents(t.lease.rent), `${t.key} ${mo} paid in full`);
    const wantFee = paidIn(t, mo) >= cents(t.lease.rent) && paidLate(t, mo);
    check(fees.length === (wantFee ? 1 : 0), `${t.key} ${mo}: late fee iff paid late in full`);
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
const activeOn = (t, d) => t.lease.start <= d && d <= t.lease.end;
const current = P.tenants.filter((t) => activeOn(t, TODAY));
const future = P.tenants.filter((t) => t.lease.start > TODAY);
check(current.length === 7, `seven current leases (${current.length})`);
check(
  current.every((t) => t.lease.due_day === 1 && t.lease.grace_period_days === 5),
  'every current lease is due on the 1st with 5 grace days',
);
const co = P.tenants.find((t) => t.last_name.endsWith(' LLC'));
check(
  P.tenants.filter((t) => t.last_name.endsWith(' LLC')).length === 1 &&
    prop[co.property].property_type === 'Commercial' &&
    current.includes(co),
  'one company tenant, current, in the commercial building',
);
const lorena = ten.lorena;
const keziah = ten.keziah;
const anneliese = ten.anneliese;
const cornelius = ten.cornelius;
const benedikt = ten.benedikt;
check(future.length === 1 && future[0] === ten.yolanda, 'one signed lease that has not started');
const incoming = future[0];
check(
  incoming.property === benedikt.property &&
    benedikt.lease.end === '2026-11-30' &&
    incoming.lease.start === '2026-12-01',
  'Chalkbrook: the lease ends Monday 11-30 and the next one starts Tuesday 12-01',
);

// ---------- November so far ----------
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
const paidNov = current.filter((t) => paidIn(t, NOV) > 0);
const lateNov = current.filter((t) => shortOf(t) === 0 && paidLate(t, NOV));
check(unpaid.length === 1 && unpaid[0] === anneliese, 'Anneliese has paid nothing in November');
check(partial.length === 1 && partial[0] === keziah, 'Keziah has paid part of November');
check(lateNov.length === 1 && lateNov[0] === cornelius, 'Cornelius paid November late, in full');
check(paidNov.length === 6, 'six tenants have paid something in November');
const owedNow = total(current.map(shortOf));
const keziahNov = paidIn(keziah, NOV);
check(paymentsIn(keziah, NOV).length === 3, 'Keziah paid November in three pieces');
const corneliusNov = paymentsIn(cornelius, NOV);
check(corneliusNov.length === 1 && corneliusNov[0].date === '2026-11-23', 'Cornelius paid on the 23rd');
const corneliusFee = lateFees.filter((x) => x.entity === name(cornelius) && month(x.date) === NOV);
check(corneliusFee.length === 1, 'one late fee for Cornelius in November');
// the days each one paid this month, for the note
const novDays = paidNov
  .map(
    (t) =>
      `${t.last_name === co.last_name ? co.first_name : t.last_name} ${paymentsIn(t, NOV)
        .map((x) => ordinal(dayOf(x.date)))
        .join('/')}`,
  )
  .join(', ');
// the one who has paid nothing: her last payment
const annLast = paymentsOf(anneliese).at(-1);
check(annLast.date === '2026-10-14', 'Anneliese last paid on 10-14 (October, late)');
check(cents(annLast.amount) === cents(anneliese.lease.rent), 'her last payment is a full month');
check(
  paymentsOf(anneliese).filter((x) => cents(x.amount) === cents(annLast.amount)).length > 1,
  'the amount alone does not pin the date, the "Oct" and "14" do',
);
const coLast = paymentsOf(co).at(-1);
check(coLast.date === '2026-11-03', 'Bramblecup last paid on 11-03');
check(
  paymentsOf(co).every((x) => dayOf(x.date) === 3),
  'Bramblecup always pays on the 3rd',
);
check(paymentsOf(co).length >= 20, 'Bramblecup has paid every month on the books');
const benNov = paymentsIn(benedikt, NOV);
check(
  benNov.length === 1 && cents(benNov[0].amount) === cents(benedikt.lease.rent),
  'Benedikt paid his last month',
);

// who usually pays first: Lorena, on the 1st, strictly ahead of everyone in every month she was on the books
const allMonths = [...new Set(P.payments.map((x) => month(x.date)))];
for (const mo of allMonths) {
  const pays = P.payments.filter((x) => month(x.date) === mo);
  const hers = pays.filter((x) => x.tenant === lorena.key);
  check(
    hers.length === 1 && pays.every((x) => x === hers[0] || x.date > hers[0].date),
    `Lorena paid first in ${mo}`,
  );
}
const avgDay = (t) => {
  const ps = paymentsOf(t);
  return total(ps.map((x) => dayOf(x.date))) / ps.length;
};
const byAvg = P.tenants
  .filter((t) => paymentsOf(t).length > 0)
  .map((t) => ({ k: t.key, v: avgDay(t) }))
  .sort((a, b) => a.v - b.v);
check(byAvg[0].k === lorena.key && byAvg[1].v > byAvg[0].v, 'Lorena has the earliest average pay day');
check(
  current.filter((t) => t !== lorena).every((t) => paymentsOf(t).every((x) => dayOf(x.date) >= 2)),
  'nobody else has ever paid on the 1st',
);

// ---------- sums ----------
const rowsIn = (p, f = () => true) => P.expenses.filter((x) => within(x.date, p) && f(x));
const spent = (p, f) => total(rowsIn(p, f).map((x) => cents(x.amount)));
const rentIn = (p, f = () => true) =>
  total(P.payments.filter((x) => within(x.date, p) && f(ten[x.tenant])).map((x) => cents(x.amount)));
const otherIn = (p, f = () => true) =>
  total(P.incomes.filter((x) => within(x.date, p) && f(x)).map((x) => cents(x.amount)));
const incomeIn = (p) => rentIn(p) + otherIn(p);

const INC = {};
const EXP = {};
for (const p of Object.keys(PERIODS)) {
  INC[p] = incomeIn(p);
  EXP[p] = spent(p);
}
const RENT = { thisWeek: rentIn('thisWeek'), mtd: rentIn('mtd'), octSameDays: rentIn('octSameDays') };
const askedInc = ['thisWeek', 'lastWeek', 'yesterday', 'last7', 'since15', 'lastMonth', 'mtd'];
const askedExp = ['thisWeek', 'lastWeek', 'yesterday', 'last7', 'last30', 'mtd', 'octSameDays', 'last2w'];
check(new Set(askedInc.map((p) => INC[p])).size === askedInc.length, 'each asked income window differs');
check(new Set(askedExp.map((p) => EXP[p])).size === askedExp.length, 'each asked expense window differs');
for (const p of [...askedInc, ...askedExp]) check(INC[p] > 0 && EXP[p] > 0, `money both ways in ${p}`);
check(RENT.thisWeek !== INC.thisWeek, 'this week: rent alone differs from everything that came in');
check(RENT.mtd !== RENT.octSameDays, 'month to date rent differs from the same days of October');
check(RENT.octSameDays === rentIn('lastMonth'), 'all October rent came in by the 27th');
check(INC.last7 !== INC.thisWeek && INC.since15 !== INC.last7, 'the income windows do not collapse');
// yesterday: one payment in, one bill out
const yIn = P.payments.filter((x) => within(x.date, 'yesterday'));
check(
  yIn.length === 1 && yIn[0].tenant === keziah.key && P.incomes.every((x) => !within(x.date, 'yesterday')),
  'yesterday one payment came in, from Keziah',
);
const yOut = rowsIn('yesterday');
check(
  yOut.length === 1 && yOut[0].entity === 'Bull City Drain Doctors',
  'yesterday one bill, the drain firm',
);
// the 17th: one bill
const out17 = rowsIn('day17');
check(out17.length === 1 && out17[0].entity === 'Durham County Tax Collector', 'one bill on the 17th');
// the biggest bills this month
const novRows = rowsIn('mtd')
  .map((x) => ({ k: x, v: cents(x.amount) }))
  .sort((a, b) => b.v - a.v);
check(novRows[0].v > novRows[1].v && novRows[1].v > novRows[2].v, 'no tie at the top of November bills');
const big1 = novRows[0].k;
const big2 = novRows[1].k;
check(big1.property === 'wren' && big2.property === 'quill', 'the heat pump, then the duplex tax bill');
// the bills of the last two weeks
const last2wRows = rowsIn('last2w');
check(!last2wRows.includes(big1), 'the heat pump is older than two weeks');
check(last2wRows.includes(big2) && last2wRows.length === 7, 'seven bills in the last two weeks');
const last2wShown = [
  big2,
  ...last2wRows.filter((x) => x.entity === 'Durham County Tax Collector' && x !== big2),
  yOut[0],
];
check(last2wShown.length === 3, 'two tax bills and the drain call');
// the townhouse HOA this month
const hoaNov = rowsIn('mtd', (x) => x.property === 'moss' && ['HOA', 'HOA dues'].includes(x.category));
check(
  hoaNov.length === 1 && hoaNov[0].date === '2026-11-02',
  'one Mossgrove HOA payment this month, on the 2nd',
);
// property tax this month
const taxNov = rowsIn('mtd', (x) => ['Property Tax', 'Taxes'].includes(x.category));
check(
  taxNov.length === 2 && new Set(taxNov.map((x) => x.category)).size === 2,
  'two tax bills this month, one under each spelling',
);
const taxNovSum = total(taxNov.map((x) => cents(x.amount)));
// November so far, in minus out
const netMtd = INC.mtd - EXP.mtd;
check(netMtd > 0 && netMtd < 100000, 'November so far is a little ahead');
// next week on the calendar: the lease change at Chalkbrook and the 1st
const NEXT_WEEK = ['2026-11-28', '2026-12-06'];
const inNextWeek = (d) => d >= NEXT_WEEK[0] && d <= NEXT_WEEK[1];
const leaseEvents = P.tenants.filter((t) => inNextWeek(t.lease.start) || inNextWeek(t.lease.end));
check(
  leaseEvents.length === 2 && leaseEvents.includes(benedikt) && leaseEvents.includes(incoming),
  'next week: one lease ends and one starts, nothing else',
);
check(
  P.tenants.every(
    (t) =>
      t === benedikt ||
      t === incoming ||
      ((t.lease.start > '2026-12-20' || t.lease.start < '2026-11-20') &&
        (t.lease.end > '2026-12-20' || t.lease.end < '2026-11-20')),
  ),
  'no other lease starts or ends near next week',
);
const dueDec1 = P.tenants.filter((t) => activeOn(t, '2026-12-01'));
check(
  dueDec1.every((t) => t.lease.due_day === 1),
  'every lease on 12-01 is due on the 1st',
);
const rollDec = total(dueDec1.map((t) => cents(t.lease.rent)));
const rollNow = total(current.map((t) => cents(t.lease.rent)));
check(
  dueDec1.includes(incoming) && !dueDec1.includes(benedikt) && rollDec !== rollNow,
  'the roll changes on the 1st',
);

// ---------- questions ----------
const REFUSAL = "I can't tell that from your records";
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const span = (p) => `${PERIODS[p][0]}..${PERIODS[p][1]}`;
const IN = 'rent payments + other incomes';
const OUT = 'sum of expense rows';

const idWeek = ask(
  'ok black friday, doing my weekly money check with leftover pie. whats come in this week? rent and everything',
  [fig(INC.thisWeek)],
  'window_income',
  `${IN}, ${span('thisWeek')} (Sunday 11-22 is quiet): Cornelius's late rent and late fee, Yolanda's pet fee, Keziah's $200`,
);
ask(
  'how much of that is actual rent',
  [fig(RENT.thisWeek)],
  'follow_up',
  `rent payments only, ${span('thisWeek')}`,
  {
    follow_up_of: idWeek,
  },
);
ask(
  'and last week?',
  [fig(INC.lastWeek)],
  'follow_up',
  `${IN}, ${span('lastWeek')} (11-15 and 11-22 are quiet)`,
  {
    follow_up_of: idWeek,
  },
);
const idYest = ask(
  'did anything come in yesterday? i was too busy eating to check my phone lol',
  [keziah.last_name, fig(cents(yIn[0].amount))],
  'window_income',
  `${span('yesterday')} (Thanksgiving): one rent payment, Keziah's third piece of November`,
);
ask(
  'anything go out yesterday',
  [fig(cents(yOut[0].amount))],
  'follow_up',
  `expense rows on ${PERIODS.yesterday[0]}: the Thanksgiving emergency call at Quillfeather Unit A (Bull City Drain Doctors)`,
  { follow_up_of: idYest },
);
ask(
  'total income last 7 days?',
  [fig(INC.last7)],
  'window_income',
  `${IN}, ${span('last7')} (11-20 is quiet, so an 8-day reading gives the same); includes the water refund of Saturday 11-21`,
);
ask(
  'what went out the door in the past 7 days',
  [fig(EXP.last7)],
  'window_expense',
  `${OUT}, ${span('last7')}`,
);
ask(
  'what have i spent over the last 30 days',
  [fig(EXP.last30)],
  'window_expense',
  `${OUT}, ${span('last30')} (10-27 and 10-28 are quiet); the chimney sweep of 10-29 and the Lowe's faucet of 10-30 are in, everything of November`,
);
ask(
  'how much money has come in since the 15th',
  [fig(INC.since15)],
  'window_income',
  `${IN}, ${span('since15')} (the 15th is a quiet Sunday)`,
);
const idRentMtd = ask(
  'rent collected so far this month?',
  [fig(RENT.mtd)],
  'window_income',
  `rent payments, ${span('mtd')}`,
);
ask(
  'how does that stack up vs the same days last month',
  [fig(RENT.mtd), fig(RENT.octSameDays)],
  'follow_up',
  `rent payments ${span('mtd')} vs ${span('octSameDays')}; all of October's rent was in by 10-14, so the whole month gives the same`,
  { follow_up_of: idRentMtd },
);
ask(
  'spending month to date compared to the same point in october?',
  [fig(EXP.mtd), fig(EXP.octSameDays)],
  'window_expense',
  `${OUT}, ${span('mtd')} vs ${span('octSameDays')} (10-27 and 10-28 are quiet)`,
);
const idWho = ask(
  "who's paid rent this month and what day did each of them pay",
  paidNov.map((t) => (t === co ? co.first_name : t.last_name)),
  'timing',
  `November payers and days: ${novDays}; only the names are checked`,
);
ask(
  "so who hasn't paid a dime",
  [anneliese.last_name],
  'follow_up',
  `current leases with no November payment; ${keziah.last_name} paid part`,
  { follow_up_of: idWho },
);
ask(
  'when did anneliese last pay me, and how much was it',
  [fig(cents(annLast.amount)), 'Oct', String(dayOf(annLast.date))],
  'timing',
  `her last payment: ${annLast.date}, October's rent, paid late (late fee booked); nothing since`,
);
ask(
  'which tenant is usually first to pay every month',
  [lorena.last_name],
  'timing',
  `${name(lorena)} pays on the 1st every month on the books, ahead of everyone; nobody else has ever paid on the 1st`,
);
ask(
  'bramblecup always pays around the same day right? what day is it usually',
  [ordinal(3)],
  'timing',
  'every Bramblecup Coffee LLC payment on the books is dated the 3rd',
);
const idBig = ask(
  'whats the biggest single expense this month',
  [fig(novRows[0].v), STREET[big1.property]],
  'ranking',
  `largest expense row of ${span('mtd')}: ${big1.description}, ${big1.entity}, ${big1.date}`,
);
ask(
  'and the next biggest?',
  [fig(novRows[1].v)],
  'follow_up',
  `second row: ${big2.description}, ${big2.entity}, ${big2.date}`,
  {
    follow_up_of: idBig,
  },
);
const idBills = ask(
  'what bills have i paid in the last 2 weeks',
  last2wShown.map((x) => fig(cents(x.amount))),
  'window_expense',
  `expense rows ${span('last2w')} (11-13..11-15 are quiet): ${last2wRows.map((x) => `${x.entity} ${money(cents(x.amount))}`).join(', ')}; three of the seven amounts checked; the heat pump of 11-10 is older`,
  { forbid: [fig(cents(big1.amount))] },
);
ask('whats that all add up to', [fig(EXP.last2w)], 'follow_up', `${OUT}, ${span('last2w')}`, {
  follow_up_of: idBills,
});
const idCal = ask(
  'whats coming up on the calendar next week',
  [benedikt.last_name, incoming.last_name],
  'calendar',
  `${name(benedikt)}'s lease at Chalkbrook ends ${benedikt.lease.end} (Monday), ${name(incoming)}'s starts ${incoming.lease.start} (Tuesday), and rent is due on the 1st; no other lease starts or ends between 11-20 and 12-20`,
);
ask(
  'how much rent should hit on the 1st, all together',
  [fig(rollDec)],
  'follow_up',
  `rent of the leases active on 2026-12-01 (all due on the 1st): the new Chalkbrook lease in, Benedikt's out; the current roll would be ${fig(rollNow)}; November's arrears are not rent due on the 1st`,
  { follow_up_of: idCal },
);
ask(
  'did the hoa at mossgrove get paid this month? how much was it',
  [fig(cents(hoaNov[0].amount))],
  'bills',
  `the Mossgrove Commons HOA row of ${hoaNov[0].date}`,
);
ask(
  'how much did i spend thanksgiving wk',
  [fig(EXP.thisWeek)],
  'window_expense',
  `${OUT}, ${span('thisWeek')} (Sunday 11-22 is quiet, and nothing after today): gutters, painter deposit, the holiday drain call`,
);
const idCorn = ask(
  'when did cornelius finally pay november',
  [String(dayOf(corneliusNov[0].date)), fig(cents(corneliusNov[0].amount))],
  'timing',
  `his November payment: ${corneliusNov[0].date} (Monday), in full, late`,
);
ask(
  'did i charge him a late fee for it',
  [fig(cents(corneliusFee[0].amount))],
  'follow_up',
  `the Late Fee income of ${corneliusFee[0].date}`,
  { follow_up_of: idCorn },
);
ask(
  'last payment from bramblecup, when and how much',
  [fig(cents(coLast.amount)), 'Nov'],
  'timing',
  `Bramblecup Coffee LLC's latest payment: ${coLast.date}`,
);
ask(
  'how much rent is still outstandng for nov',
  [fig(owedNow)],
  'payments',
  `for each current lease, November rent minus November payments: ${anneliese.last_name} ${fig(shortOf(anneliese))}, ${keziah.last_name} ${fig(shortOf(keziah))}; every earlier month is paid in full`,
);
ask(
  'am i up or down for november so far? money in minus money out',
  [fig(netMtd)],
  'window_net',
  `${IN} minus ${OUT}, ${span('mtd')}: ${money(INC.mtd)} - ${money(EXP.mtd)}`,
);
ask('what did i spend last week', [fig(EXP.lastWeek)], 'window_expense', `${OUT}, ${span('lastWeek')}`);
ask(
  'how much property tax went out this month',
  [fig(taxNovSum)],
  'bills',
  'November rows under "Property Tax" and "Taxes" (Durham County, the duplex and the condo); the Chapel Hill bills are not paid yet',
);
const idKez = ask(
  'how much has keziah paid this month, all her payments together',
  [fig(keziahNov)],
  'payments',
  `her November payments: ${paymentsIn(keziah, NOV)
    .map((x) => `${x.date} ${money(cents(x.amount))}`)
    .join(', ')}`,
);
ask(
  'so whats she still short',
  [fig(shortOf(keziah))],
  'follow_up',
  `rent ${money(cents(keziah.lease.rent))} minus her November payments`,
  {
    follow_up_of: idKez,
  },
);
ask(
  'what went out on the 17th',
  [fig(cents(out17[0].amount))],
  'window_expense',
  `the one expense row of 2026-11-17: ${out17[0].entity}, ${out17[0].description}; nothing is dated 10-17`,
);
ask(
  "did benedikt pay his last month's rent before he moves out",
  [fig(cents(benNov[0].amount))],
  'payments',
  `his November payment of ${benNov[0].date}; his lease ends ${benedikt.lease.end}`,
);
ask(
  'how much came in last month total, rent plus the other stuff',
  [fig(INC.lastMonth)],
  'window_income',
  `${IN}, October 2026: rent ${money(rentIn('lastMonth'))} + other ${money(otherIn('lastMonth'))} (parking, laundry, a late fee, the application fee, the thermostat rebate)`,
);
const outOfScope = (question, note) => ask(question, [REFUSAL], 'out_of_scope', note, { forbid: ['$'] });
outOfScope('what are 3br houses in chapel hill renting for these days, am i charging enough', 'market rents');
outOfScope('whats the weather looking like monday for benedikts move out', 'weather');
outOfScope('can i keep benedikts whole deposit if the place is filthy? whats nc law say', 'legal advice');

check(Q.length === 40, `40 questions (${Q.length})`);
const fu = Q.filter((x) => x.follow_up_of !== undefined).length;
check(fu >= 9 && fu <= 11, `about a quarter are follow-ups (${fu})`);
const qid = (i) => `lb64-${String(i + 1).padStart(2, '0')}`;
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
