// Works out the expected answers for landlord-blind-77 from portfolio.json and writes questions.json.
// Plain Node ESM, no dependencies, every amount in integer cents.
// Run: node bench/sets/landlord-blind-77/compute.mjs
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
// whole-dollar figures are expected without cents ("$1,050" is inside "$1,050.00" too);
// anything else with its cents ("$1,912.40")
const fig = (c) => {
  const a = Math.abs(c);
  const d = `$${Math.floor(a / 100).toLocaleString('en-US')}`;
  const s = a % 100 === 0 ? d : `${d}.${String(a % 100).padStart(2, '0')}`;
  return c < 0 ? `-${s}` : s;
};
// losses are expected as their absolute amount, so "-$5.00", "($5.00)" and "lost $5.00" all pass
const absFig = (c) => fig(Math.abs(c));
const total = (xs) => xs.reduce((a, b) => a + b, 0);
const lower = (s) => s.toLowerCase();

// ---------- dates and periods ----------
const TODAY = '2026-11-28';
check(P.today === TODAY, `today is ${TODAY}`);
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
const MONTH_NAMES = [
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
const monthName = (mo) => MONTH_NAMES[Number(mo.slice(5)) - 1];
const nextMonth = (mo) => {
  let [y, m] = mo.split('-').map(Number);
  m += 1;
  if (m > 12) [y, m] = [y + 1, 1];
  return `${y}-${String(m).padStart(2, '0')}`;
};
const lastDay = (mo) => plusDays(`${nextMonth(mo)}-01`, -1);
// the months of the books up to this one: 2025-01 .. 2026-11
const BOOK_MONTHS = [];
for (let mo = '2025-01'; `${mo}-01` <= TODAY; mo = nextMonth(mo)) BOOK_MONTHS.push(mo);
check(BOOK_MONTHS.length === 23 && BOOK_MONTHS.at(-1) === '2026-11', 'the books hold 23 months');

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
const isDate = (s) =>
  typeof s === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(s)) &&
  new Date(Date.parse(s)).toISOString().slice(0, 10) === s;
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
// the two cities this set was told to use (neither is in set 13's list of cities used by earlier sets)
const CITIES = ['Muskogee', 'Bartlesville'];

const prop = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const ten = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
check(P.properties.length === 9, 'nine properties');
check(Object.keys(prop).length === P.properties.length, 'property keys unique');
check(Object.keys(ten).length === P.tenants.length, 'tenant keys unique');
for (const p of P.properties) {
  check(hasKeys(p, SHAPE.property), `property keys ${p.key}`);
  check(
    PROPERTY_TYPES.includes(p.property_type) && p.property_type === 'Single Family',
    `single-family house ${p.key}`,
  );
  check(CITIES.includes(p.city) && p.state === 'OK', `city ${p.city}, ${p.state}`);
  check(isDate(p.purchase_date) && p.purchase_date < BOOKS_START, `bought before the books ${p.key}`);
  check(Number.isInteger(p.num_bedrooms) && Number.isInteger(p.num_bathrooms), `room counts ${p.key}`);
  check(Number.isInteger(p.purchase_price) && p.purchase_price > 0, `purchase price ${p.key}`);
  check(/^\d{5}$/.test(p.zipCode), `zip ${p.key}`);
}
for (const c of CITIES)
  check(P.properties.filter((p) => p.city === c).length >= 4, `four or more houses in ${c}`);
// the short street names the questions use must each pick out one property
const STREET = {
  elm: 'Elm',
  birch: 'Birch',
  redbud: 'Redbud',
  pecan: 'Pecan',
  tamarack: 'Tamarack',
  sycamore: 'Sycamore',
  hickory: 'Hickory',
  osage: 'Osage',
  walnut: 'Walnut',
};
for (const p of P.properties)
  check(
    STREET[p.key] &&
      P.properties
        .filter((q) => lower(q.address).includes(lower(STREET[p.key])))
        .map((q) => q.key)
        .join() === p.key,
    `street name ${p.key}`,
  );
const isMonthStart = (d) => d.endsWith('-01');
const isMonthEnd = (d) => lastDay(month(d)) === d;
for (const t of P.tenants) {
  check(hasKeys(t, SHAPE.tenant) && hasKeys(t.lease, SHAPE.lease), `tenant keys ${t.key}`);
  check(Boolean(prop[t.property]), `tenant property ${t.key}`);
  check(isDate(t.lease.start) && isDate(t.lease.end) && t.lease.start < t.lease.end, `lease dates ${t.key}`);
  // leases run whole months, so "months without a lease" is a whole number
  check(isMonthStart(t.lease.start) && isMonthEnd(t.lease.end), `whole-month lease ${t.key}`);
  check(isMoney(t.lease.rent) && isMoney(t.lease.deposit), `rent and deposit ${t.key}`);
  check(t.lease.due_day === 1 && t.lease.grace_period_days === 5, `due on the 1st, 5 grace days ${t.key}`);
  check(P.tenants.filter((u) => u.last_name === t.last_name).length === 1, `last name unique ${t.key}`);
  check(P.tenants.filter((u) => u.first_name === t.first_name).length === 1, `first name unique ${t.key}`);
  check(/@example\.com$/.test(t.email), `example.com e-mail ${t.key}`);
  check(/555-01\d\d$/.test(t.phone_number), `555-01xx phone ${t.key}`);
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
check(P.expenses.length >= 150 && P.expenses.length <= 200, `150-200 expense rows (${P.expenses.length})`);
check(
  EXPENSE_CATEGORIES.every((c) => P.expenses.some((x) => x.category === c)),
  'every expense category used',
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

// ---------- leases and rent on the books ----------
const name = (t) => `${t.first_name} ${t.last_name}`;
const NOV = '2026-11';
// the months of a lease that fall inside the books, up to this month
const bookedMonths = (t) =>
  BOOK_MONTHS.filter((mo) => `${mo}-01` >= t.lease.start && `${mo}-01` <= t.lease.end);
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
check(
  lateFees.every((x) => P.tenants.some((t) => name(t) === x.entity && t.property === x.property)),
  'late fees name a tenant of their property',
);
const leasesAt = (key) =>
  P.tenants.filter((t) => t.property === key).sort((a, b) => (a.lease.start < b.lease.start ? -1 : 1));
for (const p of P.properties) {
  const ls = leasesAt(p.key);
  for (let i = 1; i < ls.length; i += 1)
    check(ls[i].lease.start > ls[i - 1].lease.end, `leases overlap at ${p.key}`);
  // every house had a tenant the day the books start, so every empty month is between tenants
  check(
    ls.some((t) => t.lease.start <= BOOKS_START && BOOKS_START <= t.lease.end),
    `${p.key} is let on ${BOOKS_START}`,
  );
}

const current = P.tenants.filter((t) => t.lease.start <= TODAY && TODAY <= t.lease.end);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
const future = P.tenants.filter((t) => t.lease.start > TODAY);
const onBooks = P.tenants.filter((t) => t.lease.end >= BOOKS_START && t.lease.start <= TODAY);
check(onBooks.length + future.length === P.tenants.length, 'every tenant is on the books or signed ahead');
check(future.length === 1, 'one signed lease that has not started');
const incoming = future[0];

// ---------- vacancy: calendar months with no lease on any day ----------
const leasedIn = (key, mo) =>
  P.tenants.some((t) => t.property === key && t.lease.start <= lastDay(mo) && t.lease.end >= `${mo}-01`);
const emptyMonths = (key, from = '2025-01') => BOOK_MONTHS.filter((mo) => mo >= from && !leasedIn(key, mo));
const KEYS = P.properties.map((p) => p.key);
function rank(items, what) {
  const r = [...items].sort((a, b) => b.v - a.v);
  for (let i = 1; i < r.length; i += 1) check(r[i].v !== r[i - 1].v, `tie in ${what}: ${r[i].k}`);
  return r;
}
// the longest run of empty months at a house
const longestRun = (key) => {
  let best = 0;
  let run = 0;
  for (const mo of BOOK_MONTHS) {
    run = leasedIn(key, mo) ? 0 : run + 1;
    best = Math.max(best, run);
  }
  return best;
};
const emptyAll = KEYS.map((k) => ({ k, v: emptyMonths(k).length }));
const emptyTop = [...emptyAll].sort((a, b) => b.v - a.v);
check(emptyTop[0].v > emptyTop[1].v, 'one house sat empty the most months');
const runTop = KEYS.map((k) => ({ k, v: longestRun(k) })).sort((a, b) => b.v - a.v);
check(runTop[0].v > runTop[1].v && runTop[0].k === emptyTop[0].k, 'the same house had the longest empty run');
const longestEmpty = emptyTop[0].k;
const vacantNow = KEYS.filter((k) => !current.some((t) => t.property === k));
const rentedNow = KEYS.filter((k) => current.some((t) => t.property === k));
check(vacantNow.length === 2 && rentedNow.length === 7, 'seven houses rented, two empty');
check(vacantNow.includes(longestEmpty), 'the longest-empty house is still empty');
check(vacantNow.includes(incoming.property), 'the signed lease is for an empty house');
check(vacantNow.filter((k) => k !== incoming.property).length === 1, 'one empty house has nobody lined up');
const neverEmptyThisYear = KEYS.filter((k) => emptyMonths(k, '2026-01').length === 0);
check(neverEmptyThisYear.length === 2, 'two houses never sat empty this year');
const osageTurned = P.tenants.filter((t) => t.property === 'osage' && t.lease.end >= '2026-01-01');
check(
  neverEmptyThisYear.includes('osage') && osageTurned.length === 2,
  'Osage turned over this year without an empty month',
);
const elmEmpty26 = emptyMonths('elm', '2026-01');
check(elmEmpty26.length === 3, 'Elm was empty three months this year');
check(
  elmEmpty26.some((mo, i) => i > 0 && mo !== nextMonth(elmEmpty26[i - 1])),
  "Elm's empty months this year are not one run",
);

// ---------- tenants coming and going ----------
const movedOut = past.filter((t) => t.lease.end >= '2026-01-01');
const movedOutLastYear = past.filter((t) => within(t.lease.end, 'lastYear'));
const movedIn = current.concat(past).filter((t) => t.lease.start >= '2026-01-01' && t.lease.start <= TODAY);
check(movedOut.length === 7 && movedIn.length === 7, 'seven out and seven in this year');
check(
  movedOutLastYear.some((t) => t.lease.end === '2025-12-31'),
  'one tenant moved out on New Year’s Eve 2025 (not this year)',
);
const stayMonths = (t) => {
  const [sy, sm] = t.lease.start.split('-').map(Number);
  const [ey, em] = t.lease.end.split('-').map(Number);
  return ey * 12 + em - (sy * 12 + sm) + 1;
};
const stays = [...movedOut].sort((a, b) => stayMonths(b) - stayMonths(a));
const longestStay = stays[0];
const shortestStay = stays.at(-1);
check(
  stayMonths(stays[0]) > stayMonths(stays[1]) && stayMonths(stays.at(-1)) < stayMonths(stays.at(-2)),
  'one longest and one shortest stay among this year’s leavers',
);
// every tie below the top is harmless, so only the top is checked
const tenantCount = KEYS.map((k) => ({ k, v: onBooks.filter((t) => t.property === k).length })).sort(
  (a, b) => b.v - a.v,
);
check(tenantCount[0].v > tenantCount[1].v, 'one house had the most tenants on the books');
check(
  tenantCount.slice(1).every((x) => x.v + future.filter((t) => t.property === x.k).length < tenantCount[0].v),
  'it stays first even counting the signed lease',
);
const mostTenants = tenantCount[0].k;
const mostTenantsList = onBooks.filter((t) => t.property === mostTenants);

// the tenant before the current one at a house
const before = (t) => {
  const ls = leasesAt(t.property);
  return ls[ls.indexOf(t) - 1];
};
const bumps = current.filter((t) => before(t)).map((t) => ({ k: t.key, t, prev: before(t) }));
for (const b of bumps) b.v = cents(b.t.lease.rent) - cents(b.prev.lease.rent);
const bumpRank = rank(bumps, 'rent bumps from old tenant to new');
check(
  bumpRank.every((b) => b.v > 0),
  'every new tenant pays more than the one before',
);
const elmNow = current.find((t) => t.property === 'elm');
const elmPrev = before(elmNow);
const elmPrev2 = before(elmPrev);
check(
  elmPrev2 && elmPrev2.lease.rent !== elmPrev.lease.rent,
  'the tenant two back at Elm paid a third figure',
);
const birchNow = current.find((t) => t.property === 'birch');
const birchPrev = before(birchNow);
// the signed Redbud lease is a bump too, but not a current one, and it does not top the list
check(
  cents(incoming.lease.rent) - cents(before(incoming).lease.rent) < bumpRank[0].v,
  'the signed lease does not beat the biggest current bump',
);

// ---------- deposits ----------
const isKept = (x) => x.category === 'Other' && lower(x.description).includes('deposit');
const kept = P.incomes.filter(isKept);
for (const x of kept) {
  const t = P.tenants.find((u) => name(u) === x.entity);
  check(
    t && past.includes(t) && t.property === x.property && x.date > t.lease.end,
    `deposit kept from a past tenant after moving out: ${x.entity}`,
  );
  check(t && cents(x.amount) <= cents(t.lease.deposit), `no more kept than the deposit: ${x.entity}`);
}
const keptFrom = (t) => total(kept.filter((x) => x.entity === name(t)).map((x) => cents(x.amount)));
const keptThisYear = total(kept.filter((x) => within(x.date, 'thisYear')).map((x) => cents(x.amount)));
const keptAll = total(kept.map((x) => cents(x.amount)));
check(keptThisYear !== keptAll, 'deposits kept this year differ from all time');
const marcus = ten.marcus;
const marcusBack = cents(marcus.lease.deposit) - keptFrom(marcus);
check(keptFrom(marcus) > 0 && marcusBack > 0, 'part of Marcus’s deposit kept, the rest returned');
check(marcus.lease.deposit !== marcus.lease.rent, 'Marcus’s deposit is not his rent');
check(
  cents(marcus.lease.rent) - keptFrom(marcus) !== marcusBack,
  'deposit minus kept differs from rent minus kept',
);
const cassidy = ten.cassidy;
check(keptFrom(cassidy) === cents(cassidy.lease.deposit), 'the whole Rourke deposit was kept');
check(cassidy.lease.deposit !== cassidy.lease.rent, 'Rourke’s deposit is not her rent');
const depositsHeld = total(current.map((t) => cents(t.lease.deposit)));
check(
  depositsHeld !== total(current.map((t) => cents(t.lease.rent))),
  'deposits held differ from the rent roll',
);
check(
  current.some((t) => t.lease.deposit !== t.lease.rent),
  'some deposits differ from the rent',
);

// ---------- turnover windows ----------
// a window runs from the day a tenant's lease ends to the day the next one starts (or today if none yet)
const windows = [];
for (const k of KEYS) {
  const ls = leasesAt(k);
  for (let i = 0; i < ls.length; i += 1) {
    if (ls[i].lease.end >= TODAY || ls[i].lease.end < plusDays(BOOKS_START, -1)) continue;
    const next = ls[i + 1];
    windows.push({ k, from: ls[i].lease.end, to: next ? next.lease.start : TODAY, out: ls[i], in: next });
  }
}
const inWindow = (x) => windows.some((w) => w.k === x.property && x.date >= w.from && x.date <= w.to);
const inEmptyMonth = (x) => !leasedIn(x.property, month(x.date));
const TURNOVER_WORDS = ['clean', 'paint', 'carpet', 'lock', 'haul'];
const turnoverWork = (x) => TURNOVER_WORDS.some((w) => lower(x.description).includes(w));
for (const x of P.expenses) {
  if (x.category === 'Turnover')
    check(inWindow(x) && turnoverWork(x), `Turnover row between tenants: ${x.date} ${x.property}`);
  // cleaning, paint, carpet, locks and haul-off between tenants are all filed as Turnover
  if (inWindow(x) && turnoverWork(x))
    check(x.category === 'Turnover', `between-tenant work filed as Turnover: ${x.date} ${x.description}`);
  if (x.category === 'Utilities')
    check(inEmptyMonth(x), `utility bill in an empty month: ${x.date} ${x.property}`);
  if (lower(x.description).includes('empty'))
    check(inEmptyMonth(x), `"empty" row in an empty month: ${x.date}`);
  // no "block", "clock", "unlock" or "padlock" to muddy the lock total
  check(!/(b|c|un|pad)lock/i.test(x.description), `lock word clean: ${x.description}`);
}
check(
  P.expenses.some((x) => x.category !== 'Turnover' && turnoverWork(x)),
  'some paint, carpet or lock work is not turnover',
);

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
const word = (stem) => (x) => lower(x.description).includes(stem);
const vendor = (v) => (x) => x.entity === v;
const cats = (cs) => (x) => cs.includes(x.category);
const VENDORS = [...new Set(P.expenses.map((x) => x.entity))];
const F = {};
for (const p of Object.keys(PERIODS)) F[p] = spent(p);
check(new Set(Object.values(F)).size === Object.keys(F).length, 'each period total is a different figure');

F.turnoverThisYear = spent('thisYear', cats(['Turnover']));
check(F.turnoverThisYear !== spent('all', cats(['Turnover'])), 'turnover this year differs from all time');
const turnoverByHouse = rank(
  KEYS.map((k) => ({ k, v: spent('all', (x) => x.category === 'Turnover' && x.property === k) })),
  'turnover by house',
);
check(turnoverByHouse[0].v - turnoverByHouse[1].v >= 20000, 'the top turnover house leads by $200 or more');
// counting the kitchen remodel (Capital improvement, between tenants) would move Walnut to the top
const withCapital = (k) =>
  turnoverByHouse.find((x) => x.k === k).v +
  spent('all', (x) => x.property === k && x.category === 'Capital improvement' && inWindow(x));
check(
  withCapital('walnut') > turnoverByHouse[0].v,
  'counting the Walnut kitchen as turnover changes the answer',
);
const elmWin = windows.find((w) => w.k === 'elm' && w.out === elmPrev);
check(Boolean(elmWin) && elmWin.in === elmNow, 'the Elm window between Marcus and Shelby');
F.elmReady = spent(
  'all',
  (x) => x.property === 'elm' && x.category === 'Turnover' && x.date >= elmWin.from && x.date <= elmWin.to,
);
check(
  F.elmReady !== spent('thisYear', (x) => x.property === 'elm' && x.category === 'Turnover'),
  'the Elm window differs from all of Elm’s turnover this year',
);
check(
  F.elmReady !== spent('all', (x) => x.property === 'elm' && x.date >= elmWin.from && x.date <= elmWin.to),
  'the Elm window turnover differs from everything spent at Elm in the window',
);
F.carpet = spent('all', word('carpet'));
F.paint = spent('all', word('paint'));
F.lock = spent('all', word('lock'));
for (const [k, stem] of [
  ['carpet', 'carpet'],
  ['paint', 'paint'],
  ['lock', 'lock'],
]) {
  const rows = rowsIn('all', word(stem));
  check(new Set(rows.map((x) => x.entity)).size >= 4, `${stem} rows come from several vendors`);
  check(new Set(rows.map((x) => x.category)).size >= 2, `${stem} rows sit under several categories`);
  for (const v of VENDORS) check(F[k] !== spent('all', vendor(v)), `${stem} total differs from ${v}`);
  check(
    F[k] !== spent('all', (x) => x.category === 'Turnover' && word(stem)(x)),
    `${stem} is not only turnover`,
  );
}
check(
  rowsIn('all', (x) => lower(x.entity).includes('carpet') && !word('carpet')(x)).length > 0,
  'the flooring firm also has rows that are not carpet',
);
check(
  rowsIn('all', (x) => !lower(x.entity).includes('carpet') && word('carpet')(x)).length > 0,
  'others did carpet work too (shampoo, haul-off)',
);

const TFP = 'Three Forks Plumbing';
const tfpRows = rowsIn('all', vendor(TFP));
F.tfp = total(tfpRows.map((x) => cents(x.amount)));
const tfpAmounts = tfpRows.map((x) => cents(x.amount)).sort((a, b) => b - a);
F.tfpMax = tfpAmounts[0];
check(tfpAmounts[0] !== tfpAmounts[1], 'the biggest Three Forks bill is unique');
check(new Set(tfpRows.map((x) => x.category)).size >= 2, 'Three Forks rows sit under two categories');
check(F.tfp !== spent('thisYear', vendor(TFP)), 'Three Forks all time differs from this year');
const ARR = 'Arrowhead Heating & Air';
F.arrowhead25 = spent('lastYear', vendor(ARR));
check(F.arrowhead25 !== spent('all', vendor(ARR)), 'Arrowhead 2025 differs from all time');
check(F.arrowhead25 !== spent('lastYear', cats(['HVAC'])), 'Arrowhead 2025 differs from the HVAC category');
const vendors25 = rank(
  [...new Set(rowsIn('lastYear').map((x) => x.entity))].map((k) => ({ k, v: spent('lastYear', vendor(k)) })),
  'vendors 2025',
);
F.utilities = spent('thisYear', cats(['Utilities']));
check(F.utilities !== spent('all', cats(['Utilities'])), 'utilities this year differ from all time');

// ---------- nets ----------
const netsThisYear = KEYS.map((k) => ({ k, v: netOf('thisYear', k) }));
const netRank = rank(netsThisYear, 'net by house this year');
const best = netRank[0];
const worst = netRank.at(-1);
check(worst.v < 0 && worst.k === longestEmpty, 'the worst house lost money: the one empty longest');
const losers = netRank.filter((x) => x.v < 0).map((x) => x.k);
check(
  losers.length === 2 && losers.every((k) => vacantNow.includes(k)),
  'two houses lost money this year, both empty now',
);
check(best.v - netRank[1].v >= 20000, 'the best house leads by $200 or more');
check(
  new Set(netsThisYear.map((x) => Math.abs(x.v))).size === KEYS.length,
  'the nine net figures are all different',
);

// ---------- rent ----------
F.elmRent = rentIn('thisYear', (t) => t.property === 'elm');
check(
  F.elmRent !== rentIn('thisYear', (t) => t === elmNow),
  'Elm rent this year is not only the current tenant',
);
check(F.elmRent !== rentIn('thisYear', (t) => t === elmPrev), 'nor only the one before');
const endingBy = (d) => current.filter((t) => t.lease.end <= d);
const byNewYear = endingBy('2026-12-31');
const in90 = endingBy(plusDays(TODAY, 90));
check(byNewYear.length === 1, 'one lease ends by New Year');
check(in90.length === 2, 'two leases end in the next 90 days');
check(endingBy('2027-02-28').length === in90.length, 'through February gives the same answer');
const nextAfter = current
  .filter((t) => !in90.includes(t))
  .sort((a, b) => (a.lease.end < b.lease.end ? -1 : 1))[0];
check(nextAfter.lease.end <= plusDays(TODAY, 130), 'the next lease end is just outside the window');
// November
const shortOf = (t) => Math.max(0, cents(t.lease.rent) - paidIn(t, NOV));
const owing = current.filter((t) => shortOf(t) > 0);
const unpaid = current.filter((t) => paidIn(t, NOV) === 0);
const partial = current.filter((t) => paidIn(t, NOV) > 0 && shortOf(t) > 0);
check(unpaid.length === 1 && partial.length === 1, 'one unpaid and one part-paid in November');
const owedNow = total(current.map(shortOf));
check(owedNow !== total(owing.map((t) => cents(t.lease.rent))), 'owed differs from the two full rents');
const lateCount = P.tenants
  .map((t) => ({ k: t.key, v: lateMonths(t).filter((mo) => mo >= '2026-01').length }))
  .filter((x) => x.v > 0)
  .sort((a, b) => b.v - a.v);
check(lateCount[0].v >= 3 && lateCount[1].v < lateCount[0].v, 'one tenant late most often this year');
const worstLate = ten[lateCount[0].k];
check(partial.includes(worstLate), 'the worst late payer is the part payer of November');
for (const [k, v] of Object.entries(F)) check(v > 0, `figure ${k} is not zero`);

// ---------- questions ----------
const Q = [];
const ask = (question, expected, kind, note, extra = {}) => {
  Q.push({ question, expected, ...extra, kind, note });
  return Q.length - 1;
};
const ROWS = 'sum of expense rows';
const S = (k) => STREET[k];
const last = (ts) => ts.map((t) => t.last_name);
const pastLast = last(past);

ask(
  'whats the damage on expenses so far this year, all 9 houses',
  [fig(F.thisYear)],
  'total',
  `${ROWS}, 2026-01-01..today`,
);
ask(
  'what did i spend all of 2025',
  [fig(F.lastYear)],
  'total',
  `${ROWS}, all of 2025 (the books start 2025-01-01)`,
);
const idRented = ask(
  'how many of my houses have somebody in em right now',
  [String(rentedNow.length)],
  'occupancy',
  `houses with a current lease (start <= today <= end): ${rentedNow.map(S).join(', ')}; ${incoming.last_name}'s signed lease at ${S(incoming.property)} starts ${incoming.lease.start}`,
);
ask('which ones are sitting empty', vacantNow.map(S), 'follow_up', 'houses without a current lease today', {
  follow_up_of: idRented,
});
ask(
  'which house has sat empty the longest since i started keeping books in here',
  [S(longestEmpty)],
  'vacancy',
  `months with no lease on any day, 2025-01..2026-11: ${emptyAll.map((x) => `${S(x.k)} ${x.v}`).join(', ')}; ${S(longestEmpty)} also has the longest single run (${runTop[0].v} months, still empty)`,
);
ask(
  'which houses never sat empty at all this year',
  neverEmptyThisYear.map(S),
  'vacancy',
  'houses with a lease in every month of 2026 so far; Osage turned over on 2026-07-31/08-01 without a gap',
);
ask(
  'what months was the elm house empty this yr',
  elmEmpty26.map(monthName),
  'vacancy',
  `2026 months with no lease at Elm: ${elmEmpty26.join(', ')} (between Brandvold and Oduya, then between Oduya and Tranh)`,
);
ask(
  'did i get anybody lined up for redbud yet',
  [incoming.last_name],
  'lease',
  `signed lease starting ${incoming.lease.start} at ${incoming.lease.rent}/month (only the name is checked)`,
);
ask(
  'who all moved out this year',
  last(movedOut),
  'turnover',
  `leases that ended in 2026 before today: ${movedOut.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')}; ${movedOutLastYear.map((t) => `${t.last_name} ${t.lease.end}`).join(', ')} left in 2025`,
  { forbid: last(movedOutLastYear.filter((t) => t.lease.end >= '2025-10-01')) },
);
ask(
  'and who moved in this year',
  last(movedIn),
  'turnover',
  `leases that started in 2026 on or before today: ${movedIn.map((t) => `${t.last_name} ${t.lease.start}`).join(', ')} (Oduya moved in and out); ${incoming.last_name} starts ${incoming.lease.start}; Beasley has been at Pecan since 2023`,
  { forbid: ['Beasley'] },
);
const idMost = ask(
  'which house has gone thru the most tenants since jan 2025',
  [S(mostTenants)],
  'turnover',
  `tenants with a lease inside the books up to today, by house: ${tenantCount.map((x) => `${S(x.k)} ${x.v}`).join(', ')}; the signed Redbud lease would make Redbud 3`,
);
ask(
  'who were they',
  last(mostTenantsList),
  'follow_up',
  `the tenants at ${S(mostTenants)} on the books: ${mostTenantsList.map((t) => `${name(t)} ${t.lease.start}..${t.lease.end}`).join('; ')}`,
  { follow_up_of: idMost },
);
const idShort = ask(
  'of the folks that moved out this year who stayed the shortest',
  [shortestStay.last_name],
  'turnover',
  `lease length in months (start to end) of this year's leavers: ${movedOut.map((t) => `${t.last_name} ${stayMonths(t)}`).join(', ')}`,
);
ask(
  'and who stayed the longest',
  [longestStay.last_name],
  'follow_up',
  `same leavers, longest lease (${stayMonths(longestStay)} months, ${longestStay.lease.start}..${longestStay.lease.end})`,
  { follow_up_of: idShort },
);
const idElmRent = ask(
  'what did i get for the Elm house before vs now',
  [fig(cents(elmPrev.lease.rent)), fig(cents(elmNow.lease.rent))],
  'rent_change',
  `rent of the tenant before the current one (${name(elmPrev)}) and of the current one (${name(elmNow)}); ${elmPrev2.last_name} paid ${elmPrev2.lease.rent} before that`,
);
ask(
  'same thing for birch',
  [fig(cents(birchPrev.lease.rent)), fig(cents(birchNow.lease.rent))],
  'follow_up',
  `${name(birchPrev)} then ${name(birchNow)}`,
  { follow_up_of: idElmRent },
);
ask(
  'which house got the biggest rent bump going from the old tenant to the new one',
  [S(bumpRank[0].t.property), fig(bumpRank[0].v)],
  'rent_change',
  `current rent minus the previous tenant's rent, houses with a current tenant who followed someone: ${bumpRank.map((b) => `${S(b.t.property)} +${b.v / 100}`).join(', ')}; the signed Redbud lease is not current`,
);
ask(
  'how much deposit money did i end up keeping this year',
  [fig(keptThisYear)],
  'deposits',
  `Other incomes for kept deposits dated 2026: ${kept
    .filter((x) => within(x.date, 'thisYear'))
    .map((x) => `${x.entity} ${x.amount}`)
    .join(', ')}; all time would be ${keptAll / 100}`,
);
ask(
  'how much of marcus oduyas deposit did he get back',
  [fig(marcusBack)],
  'deposits',
  `lease deposit ${marcus.lease.deposit} minus the ${keptFrom(marcus) / 100} kept (the rest refunded, per the income row)`,
);
ask(
  'did i keep any of cassidy rourkes deposit? how much',
  [fig(keptFrom(cassidy))],
  'deposits',
  `the whole deposit (${cassidy.lease.deposit}) was kept; her rent was ${cassidy.lease.rent}`,
);
ask(
  'total deposits im holding for the folks in my houses now',
  [fig(depositsHeld)],
  'deposits',
  `sum of deposits on current leases (not ${incoming.last_name}'s signed lease, not past tenants)`,
);
ask(
  'how much have i spent on turnover this year - cleaning, paint, carpet, locks, junk haul',
  [fig(F.turnoverThisYear)],
  'turnover_cost',
  'category Turnover, 2026 (every cleaning, paint, carpet, lock and haul-off row between tenants is filed there)',
);
ask(
  'which house has cost me the most in turnover since i started tracking',
  [S(turnoverByHouse[0].k), fig(turnoverByHouse[0].v)],
  'turnover_cost',
  `category Turnover by house, all time: ${turnoverByHouse.map((x) => `${S(x.k)} ${x.v / 100}`).join(', ')}; counting the Walnut kitchen remodel (Capital improvement) as turnover would wrongly put Walnut first`,
);
ask(
  'what did cleaning paint carpet and locks run me getting elm ready between marcus and shelby',
  [fig(F.elmReady)],
  'turnover_cost',
  `Turnover rows at Elm from ${elmWin.from} to ${elmWin.to}; the January-February 2026 turnover and the mowing and electric in September are not in it`,
);
const idCarpet = ask(
  'what have i spent on carpet since i started tracking',
  [fig(F.carpet)],
  'description_word',
  'all time; rows whose description contains "carpet": Carpet Kingdom replacements and restretches, carpet shampoo by the cleaners, haul-offs of old carpet and the Pecan living-room carpet (Capital improvement); the Walnut LVP kitchen floor is not carpet',
);
ask(
  'and paint?',
  [fig(F.paint)],
  'follow_up',
  'all time; rows whose description contains "paint" (the two painters, store paint runs, a handyman touch-up during a tenancy)',
  { follow_up_of: idCarpet },
);
ask(
  'all them lock changes, what have they cost me altogether',
  [fig(F.lock)],
  'description_word',
  'all time; rows whose description contains "lock": rekeys by the two locksmiths, a deadbolt lock set from Lowe\'s and a storm door lockset by the handyman',
);
const idEnds = ask(
  'any leases up before new years',
  last(byNewYear),
  'lease',
  'current leases ending by 2026-12-31',
  { forbid: last(in90.filter((t) => !byNewYear.includes(t))) },
);
ask(
  'wat about the next 90 days',
  last(in90),
  'follow_up',
  `current leases ending by ${plusDays(TODAY, 90)}; ${nextAfter.last_name}'s ends ${nextAfter.lease.end}`,
  { follow_up_of: idEnds, forbid: [nextAfter.last_name] },
);
const idNet = ask(
  'give me this years net on each house',
  netsThisYear.map((x) => absFig(x.v)),
  'net',
  `rent payments + other incomes - expenses, 2026, by house: ${netsThisYear.map((x) => `${S(x.k)} ${x.v / 100}`).join(', ')}; losses as absolute amounts`,
);
ask('which one did best', [S(best.k), fig(best.v)], 'follow_up', 'highest 2026 net', { follow_up_of: idNet });
ask(
  'and the worst',
  [S(worst.k), absFig(worst.v)],
  'follow_up',
  'lowest 2026 net, a loss (empty since June, kitchen remodel); absolute value',
  { follow_up_of: idNet },
);
ask(
  'how much rent came in off the elm house this year',
  [fig(F.elmRent)],
  'payments',
  `2026 rent payments at Elm: ${elmPrev.last_name} March-August and ${elmNow.last_name} October-November (pet and application fees and the kept deposit are not rent)`,
);
ask(
  'who still owes me for november',
  last(owing),
  'payments',
  `nothing paid: ${last(unpaid).join(', ')}; part paid: ${last(partial).join(', ')}`,
  { forbid: pastLast },
);
ask(
  'how much rent is still out right now total',
  [fig(owedNow)],
  'payments',
  "for each current lease, November's rent minus November's payments (every earlier booked month is paid in full)",
);
ask(
  "who's been late the most this year",
  [worstLate.last_name],
  'payments',
  `late full payments in 2026 by tenant: ${lateCount.map((x) => `${ten[x.k].last_name} ${x.v}`).join(', ')}`,
);
ask(
  'whats three forks plumbing got out of me so far and whats the biggest bill from em',
  [fig(F.tfp), fig(F.tfpMax)],
  'vendor',
  `all time; rows whose entity is "${TFP}"; the largest is the Tamarack water heater`,
);
ask(
  'top 3 vendors last year by what i paid em',
  vendors25.slice(0, 3).map((x) => fig(x.v)),
  'ranking',
  `2025 vendors by total: ${vendors25
    .slice(0, 4)
    .map((x) => `${x.k} ${x.v / 100}`)
    .join(', ')}`,
);
ask(
  'what did arrowhead heating & air charge me last year',
  [fig(F.arrowhead25)],
  'vendor',
  `rows whose entity is "${ARR}", 2025`,
);
ask(
  'how much have i paid in utilities on the empty houses this year',
  [fig(F.utilities)],
  'category',
  'category Utilities, 2026; tenants pay their own, so every utility row is for an empty house',
);

check(Q.length === 40, `40 questions (${Q.length})`);
check(Q.filter((q) => q.follow_up_of !== undefined).length === 8, 'eight follow-ups');
const qid = (i) => `lb77-${String(i + 1).padStart(2, '0')}`;
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
