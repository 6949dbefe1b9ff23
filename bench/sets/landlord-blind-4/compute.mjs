// Computes the expected answers for landlord-blind-4 from portfolio.json and writes questions.json.
// Plain Node, no dependencies. All money is handled in integer cents.
// Run: node bench/sets/landlord-blind-4/compute.mjs
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

// ---------- periods ----------
const TODAY = P.today;
check(TODAY === '2026-11-26', 'today must be 2026-11-26');
const PERIODS = {
  all: ['0000-01-01', '9999-12-31'],
  thisYear: ['2026-01-01', TODAY],
  lastYear: ['2025-01-01', '2025-12-31'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  jul2025: ['2025-07-01', '2025-07-31'],
  q3_2026: ['2026-07-01', '2026-09-30'],
};
const inP = (date, p) => date >= PERIODS[p][0] && date <= PERIODS[p][1];

// ---------- indexes ----------
const propByKey = Object.fromEntries(P.properties.map((p) => [p.key, p]));
const tenantByKey = Object.fromEntries(P.tenants.map((t) => [t.key, t]));
const street = {
  bluestem: 'Bluestem',
  ochre: 'Ochre Ridge',
  kestrel: 'Kestrel Flats',
  sagebrush: 'Sagebrush',
  windrow: 'Windrow',
  quarry: 'Quarry Mill',
};
for (const p of P.properties) {
  check(street[p.key] && p.address.includes(street[p.key]), `street label for ${p.key}`);
  // each street label must identify exactly one property
  check(P.properties.filter((q) => q.address.includes(street[p.key])).length === 1, `label ${p.key} unique`);
}

// ---------- schema / shape checks ----------
const TYPES = ['Single Family', 'Multi-Family', 'Condo', 'Townhouse', 'Commercial'];
const EXP_CATS = [
  'Repairs',
  'Maintenance',
  'Utilities',
  'Insurance',
  'Property Tax',
  'HOA',
  'Cleaning and maintenance',
  'Management',
  'Legal',
  'Advertising',
  'Supplies',
  'Travel',
  'Other',
];
const ISO = /^\d{4}-\d{2}-\d{2}$/;
for (const p of P.properties) {
  check(TYPES.includes(p.property_type), `type ${p.key}`);
  check(/^[A-Z]{2}$/.test(p.state), `state ${p.key}`);
  check(ISO.test(p.purchase_date), `purchase_date ${p.key}`);
}
for (const t of P.tenants) {
  check(propByKey[t.property], `tenant ${t.key} property`);
  check(
    ISO.test(t.lease.start) && ISO.test(t.lease.end) && t.lease.start < t.lease.end,
    `lease dates ${t.key}`,
  );
}
for (const x of P.payments) check(tenantByKey[x.tenant] && ISO.test(x.date), `payment ${JSON.stringify(x)}`);
for (const x of P.incomes)
  check(propByKey[x.property] && x.category !== 'Rent', `income ${JSON.stringify(x)}`);
for (const x of P.expenses) {
  check(propByKey[x.property], `expense property ${JSON.stringify(x)}`);
  check(EXP_CATS.includes(x.category), `expense category ${x.category}`);
  check(x.date >= '2025-01-01' && x.date <= '2026-11-25', `expense date ${x.date}`);
}
check(P.expenses.length >= 60 && P.expenses.length <= 80, `60-80 expenses (have ${P.expenses.length})`);
for (const m of P.maintenance)
  check(
    ['Pending', 'In Progress', 'Completed'].includes(m.status) && propByKey[m.property],
    `maint ${m.title}`,
  );
for (const d of P.documents)
  check(
    ['Lease', 'Invoice', 'Receipt', 'Insurance', 'Other'].includes(d.type) && propByKey[d.property],
    `doc ${d.file}`,
  );
const cities = [...new Set(P.properties.map((p) => p.city))];
for (const banned of [
  'Asheville',
  'Raleigh',
  'Knoxville',
  'Chattanooga',
  'Fort Collins',
  'Denver',
  'Austin',
  'Tucson',
  'Chicago',
])
  check(!cities.includes(banned), `city ${banned} reused`);

// ---------- money helpers ----------
const expenses = P.expenses.map((e) => ({ ...e, c: cents(e.amount) }));
const sumC = (arr) => arr.reduce((s, x) => s + x.c, 0);
const exp = (period, f = () => true) => sumC(expenses.filter((e) => inP(e.date, period) && f(e)));
const pays = P.payments.map((x) => ({ ...x, c: cents(x.amount), property: tenantByKey[x.tenant].property }));
const rent = (period, f = () => true) => sumC(pays.filter((x) => inP(x.date, period) && f(x)));
const other = (period, f = () => true) =>
  sumC(P.incomes.map((i) => ({ ...i, c: cents(i.amount) })).filter((i) => inP(i.date, period) && f(i)));
const income = (period, f = () => true) => rent(period, f) + other(period, f);
const byProp = (k) => (x) => x.property === k;
const byCity = (city) => (x) => propByKey[x.property].city === city;
const descHas = (stem) => (e) => e.description.toLowerCase().includes(stem);
const vendorIs = (v) => (e) => e.entity === v;

function ranked(values) {
  // values: [[label, cents]] -> sorted desc, asserting no ties
  const s = [...values].sort((a, b) => b[1] - a[1]);
  for (let i = 1; i < s.length; i++)
    check(s[i][1] !== s[i - 1][1], `tie in ranking: ${s[i][0]} / ${s[i - 1][0]}`);
  return s;
}

// ---------- leases & payments ----------
const active = P.tenants.filter((t) => t.lease.start <= TODAY && t.lease.end >= TODAY);
const past = P.tenants.filter((t) => t.lease.end < TODAY);
check(active.length === 7, `7 active leases (have ${active.length})`);
check(past.length >= 3 && past.every((t) => t.lease.end >= '2025-01-01'), 'past tenants ended in 2025/2026');
for (const p of P.properties)
  check(active.filter((t) => t.property === p.key).length >= 1, `${p.key} occupied`);
const addDays = (iso, n) => new Date(Date.parse(iso + 'T00:00:00Z') + n * 864e5).toISOString().slice(0, 10);
const soon = active.filter((t) => t.lease.end <= addDays(TODAY, 30));
check(soon.length === 1 && soon[0].key === 'anselm', 'exactly one lease ends within 30 days (Greaves)');
check(
  active.filter((t) => t.lease.end <= addDays(TODAY, 60)).length === 1,
  'no second lease ends within 60 days either',
);
check(
  P.tenants.some((t) => cents(t.lease.rent) % 100 !== 0),
  'some rents have cents',
);

// Rent due per tenant per month (due date within lease and not after today), compared to payments dated that month.
function monthsDue(t) {
  const out = [];
  for (let y = 2025; y <= 2026; y++)
    for (let m = 1; m <= 12; m++) {
      const due = `${y}-${String(m).padStart(2, '0')}-${String(t.lease.due_day).padStart(2, '0')}`;
      if (due >= t.lease.start && due <= t.lease.end && due <= TODAY) out.push(due);
    }
  return out;
}
const paidInMonth = (t, ym) => sumC(pays.filter((x) => x.tenant === t.key && x.date.startsWith(ym)));
const owed = {};
for (const t of P.tenants) {
  const r = cents(t.lease.rent);
  for (const due of monthsDue(t)) {
    const ym = due.slice(0, 7);
    const paid = paidInMonth(t, ym);
    if (ym === '2026-11') owed[t.key] = r - paid;
    else check(paid === r, `${t.key} paid in full for ${ym} (paid ${paid}, rent ${r})`);
    // on-time check (due + grace) for every month except the intended late ones
    const late = pays.filter(
      (x) => x.tenant === t.key && x.date.startsWith(ym) && x.date > addDays(due, t.lease.grace_period_days),
    );
    const intendedLate =
      (t.key === 'ezekiel' && ym === '2026-11') || (t.key === 'rosalind' && ym === '2026-10');
    check(late.length === (intendedLate ? 1 : 0), `${t.key} lateness in ${ym}`);
  }
  // no payment outside the lease
  for (const x of pays.filter((x) => x.tenant === t.key))
    check(
      x.date >= t.lease.start && x.date <= addDays(t.lease.end, 10),
      `payment outside lease ${t.key} ${x.date}`,
    );
}
const unpaidNov = active.filter((t) => paidInMonth(t, '2026-11') === 0).map((t) => t.key);
const partialNov = active.filter((t) => owed[t.key] > 0 && paidInMonth(t, '2026-11') > 0).map((t) => t.key);
check(
  JSON.stringify(unpaidNov.sort()) === JSON.stringify(['odessa', 'rosalind']),
  `unpaid Nov: ${unpaidNov}`,
);
check(JSON.stringify(partialNov) === JSON.stringify(['calla']), `partial Nov: ${partialNov}`);
const lastPay = (k) =>
  pays
    .filter((x) => x.tenant === k)
    .map((x) => x.date)
    .sort()
    .at(-1);
check(lastPay('rosalind') === '2026-10-12', 'rosalind last paid 2026-10-12');
const rentRank = ranked(active.map((t) => [t.key, cents(t.lease.rent)]));
// lowest current rent must also be lower than any past tenant's rent (no confusion)
check(
  P.tenants.every((t) => t.key === rentRank.at(-1)[0] || cents(t.lease.rent) > rentRank.at(-1)[1]),
  'lowest rent unique',
);
check(
  P.tenants.every((t) => t.key === rentRank[0][0] || cents(t.lease.rent) < rentRank[0][1]),
  'highest rent unique',
);

// ---------- per-property figures ----------
const keys = P.properties.map((p) => p.key);
const netOf = (k, period) => income(period, byProp(k)) - exp(period, byProp(k));
const expRank2026 = ranked(keys.map((k) => [k, exp('thisYear', byProp(k))]));
const netRank2026 = ranked(keys.map((k) => [k, netOf(k, 'thisYear')]));
ranked(keys.map((k) => [k, netOf(k, 'lastYear')]));
const losers2026 = keys.filter((k) => netOf(k, 'thisYear') < 0);
const losers2025 = keys.filter((k) => netOf(k, 'lastYear') < 0);
check(JSON.stringify(losers2026) === '["ochre"]', `2026 losers ${losers2026}`);
check(JSON.stringify(losers2025) === '["kestrel"]', `2025 losers ${losers2025}`);
// all-time: nobody should lose money over the whole data range (keeps "lost money" tied to this year)
const vendors = [...new Set(expenses.map((e) => e.entity))];
const vendorRank = ranked(vendors.map((v) => [v, exp('all', vendorIs(v))]));
const cityExp = (city, period) => exp(period, byCity(city));
const exp2025Sorted = expenses.filter((e) => inP(e.date, 'lastYear')).sort((a, b) => b.c - a.c);
check(exp2025Sorted[0].c > exp2025Sorted[1].c, 'largest 2025 expense is unique');
const biggest2025 = [`${exp2025Sorted[0].entity}|${exp2025Sorted[0].date}`, exp2025Sorted[0].c];

// description-word vs vendor disagreement must be real (otherwise the trap is pointless)
const landscapingDesc = exp('all', descHas('landscap'));
const landscapingVendors = exp('all', (e) =>
  ['Greenhaven Lawn & Tree', 'Badger Oak Grounds'].includes(e.entity),
);
check(landscapingDesc !== landscapingVendors, 'landscaping: description vs vendor differ');
const plumbingDesc = exp('all', descHas('plumbing'));
const plumbingVendorName = exp('all', (e) => /plumbing/i.test(e.entity));
check(plumbingDesc !== plumbingVendorName, 'plumbing: description vs vendor name differ');
const electrical2026 = exp('thisYear', descHas('electrical'));
check(
  electrical2026 !== exp('thisYear', (e) => /electric/i.test(e.entity)),
  'electrical: description vs vendor differ',
);
check(
  expenses.filter((e) => descHas('pest')(e)).every((e) => e.entity === 'Pinpoint Pest Solutions'),
  'only pest vendor has pest in description',
);

// period figures
const F = {
  expThisYear: exp('thisYear'),
  expLastYear: exp('lastYear'),
  expLastMonth: exp('lastMonth'),
  expThisMonth: exp('thisMonth'),
  expJul2025: exp('jul2025'),
  expQ3: exp('q3_2026'),
  incomeThisYear: income('thisYear'),
  rentLastMonth: rent('lastMonth'),
};
const vals = Object.values(F);
check(new Set(vals).size === vals.length, 'period figures all distinct');

// ---------- questions ----------
const q = [];
function add(kind, question, expected, note, extra = {}) {
  const id = `lb4-${String(q.length + 1).padStart(2, '0')}`;
  q.push({ id, question, expected, ...extra, kind, note });
  return id;
}
const S = street;
const tName = (k) => tenantByKey[k].last_name;

// totals by period
const qYear = add(
  'total',
  'how much did i spend this yr',
  [money(F.expThisYear)],
  'sum of expenses 2026-01-01..today',
);
add('total', 'and last year?', [money(F.expLastYear)], 'sum of 2025 expenses', { follow_up_of: qYear });
add('total', 'what were my expenses last month', [money(F.expLastMonth)], 'sum of expenses in October 2026');
add(
  'total',
  'have i spent anything this month so far',
  [money(F.expThisMonth)],
  'sum of expenses 2026-11-01..today',
);
add('total', 'total expences for july 2025?', [money(F.expJul2025)], 'sum of expenses in July 2025');
add('total', 'how much did I spend in Q3 2026', [money(F.expQ3)], 'sum of expenses 2026-07-01..2026-09-30');
add(
  'total',
  'whats my total income this year',
  [money(F.incomeThisYear)],
  'rent payments + other income, 2026-01-01..today',
);
add(
  'total',
  'how much rent came in last month',
  [money(F.rentLastMonth)],
  'rent payments dated in October 2026',
);

// vendor totals
add(
  'vendor',
  'how much have i paid greenhaven lawn & tree',
  [money(exp('all', vendorIs('Greenhaven Lawn & Tree')))],
  'all-time, every expense with that vendor (includes the gutter job)',
);
add(
  'vendor',
  'what did rivet & pipe cost me this year?',
  [money(exp('thisYear', vendorIs('Rivet & Pipe Plumbing')))],
  '2026 expenses with Rivet & Pipe Plumbing (includes the electrical fan job)',
);
add(
  'vendor',
  'total paid to northgate mutual last year',
  [money(exp('lastYear', vendorIs('Northgate Mutual Insurance')))],
  '2025 expenses with Northgate Mutual Insurance',
);

// description-word totals
add(
  'description',
  'what did I spend on landscaping',
  [money(landscapingDesc)],
  'all-time, descriptions containing "landscap" (includes hardware-store mulch; excludes gutter and snow jobs by the landscapers)',
);
add(
  'description',
  'how much have i put into plumbing, all time',
  [money(plumbingDesc)],
  'descriptions containing "plumbing" (includes electrician heat-tape job; excludes the plumber\'s electrical fan job)',
);
add(
  'description',
  'pest control spend last year?',
  [money(exp('lastYear', descHas('pest')))],
  '2025 expenses whose description contains "pest"',
);
add(
  'description',
  'electrical work this year, how much',
  [money(electrical2026)],
  '2026 descriptions containing "electrical" (includes the plumber\'s fan wiring job; excludes the electrician\'s heat-tape plumbing job)',
);
add(
  'description',
  'what have appliance repairs cost me',
  [money(exp('all', descHas('appliance')))],
  'all-time, descriptions containing "appliance"',
);

// rankings
const qMost = add(
  'ranking',
  'which property cost me the most this year',
  [S[expRank2026[0][0]], money(expRank2026[0][1])],
  'property with highest 2026 expenses',
);
add(
  'ranking',
  'and the least?',
  [S[expRank2026.at(-1)[0]], money(expRank2026.at(-1)[1])],
  'property with lowest 2026 expenses',
  { follow_up_of: qMost },
);
add(
  'ranking',
  'top 3 vendors i spent the most with',
  ['Dane County', 'Townhome Association', 'Rivet'],
  `all-time vendor totals: ${vendorRank
    .slice(0, 4)
    .map(([v, c]) => `${v} ${money(c)}`)
    .join('; ')} (4th shown for margin)`,
);
check(
  vendorRank[0][0] === 'Dane County Treasurer' &&
    vendorRank[1][0] === 'Ochre Ridge Townhome Association' &&
    vendorRank[2][0] === 'Rivet & Pipe Plumbing',
  `top 3 vendors ${vendorRank.slice(0, 3).map((v) => v[0])}`,
);
const qLose = add(
  'ranking',
  'did any property lose money',
  [S.ochre, abs(netOf('ochre', 'thisYear'))],
  'no period -> this year; net = income (rent + other) - expenses; only one property negative',
);
add(
  'ranking',
  'what about last year',
  [S.kestrel, abs(netOf('kestrel', 'lastYear'))],
  '2025 net; only one property negative',
  { follow_up_of: qLose },
);
add(
  'ranking',
  'rank my properties by net this year',
  [S[netRank2026[0][0]], money(netRank2026[0][1]), S[netRank2026.at(-1)[0]]],
  `2026 net, high to low: ${netRank2026.map(([k, c]) => `${k} ${money(c)}`).join('; ')}`,
);
add(
  'ranking',
  'biggest single expense last year?',
  [money(biggest2025[1]), 'Rivet'],
  `largest single 2025 expense: ${biggest2025[0]}`,
);
check(biggest2025[0].startsWith('Rivet & Pipe Plumbing'), 'biggest 2025 expense is Rivet');

// comparisons
const spk = cityExp('Spokane', 'thisYear');
const boi = cityExp('Boise', 'thisYear');
const mad = cityExp('Madison', 'thisYear');
check(new Set([spk, boi, mad]).size === 3, 'city totals distinct');
const qCity = add(
  'comparison',
  'spokane vs boise, wich cost more this year?',
  [money(spk), money(boi)],
  `2026 expenses by city; ${spk > boi ? 'Spokane' : 'Boise'} higher`,
);
add('comparison', 'what about madison?', [money(mad)], '2026 expenses in Madison', { follow_up_of: qCity });
add(
  'comparison',
  'did i spend more this year than last year',
  [money(F.expThisYear), money(F.expLastYear)],
  `2026 YTD vs 2025; ${F.expThisYear > F.expLastYear ? 'this year higher' : 'last year higher'}`,
);
const wInc = income('lastYear', byProp('windrow'));
const qInc = income('lastYear', byProp('quarry'));
check(wInc !== qInc, 'windrow/quarry income distinct');
add(
  'comparison',
  'compare income at windrow st and quarry mill last year',
  [money(wInc), money(qInc)],
  '2025 income (rent + other) per property',
);

// leases
add('lease', 'any leases expiring soon?', [tName('anselm')], 'only active lease ending within 30 days');
const qHigh = add(
  'lease',
  'who pays the highest rent',
  [tName(rentRank[0][0]), money(rentRank[0][1])],
  'highest current lease rent',
);
add('lease', 'lowest?', [tName(rentRank.at(-1)[0]), money(rentRank.at(-1)[1])], 'lowest current lease rent', {
  follow_up_of: qHigh,
});
add('lease', "whats calla's rent", [money(cents(tenantByKey.calla.lease.rent))], 'Calla Voorhees lease rent');
check(tenantByKey.lucan.lease.end === '2027-05-31', 'lucan lease end');
add(
  'lease',
  'when does lucan renquists lease end',
  ['31', '2027'],
  'lease end 2027-05-31; day and year only so any date format matches',
);

// payments
add(
  'payments',
  'when did rosalind last pay',
  ['12'],
  'last payment 2026-10-12 (day only so any date format matches); she has not paid November',
);
add(
  'payments',
  'who hasnt paid rent this month',
  [tName('rosalind'), tName('odessa')],
  'active tenants with no payment dated November 2026 (Voorhees paid part; Mbeki paid late)',
  { forbid: [tName('anselm'), tName('leilani'), tName('lucan')] },
);
const qOwe = add(
  'payments',
  'how much does calla owe',
  [money(owed.calla)],
  'November rent minus November payments; earlier months paid in full',
);
check(owed.calla > 0 && owed.calla < cents(tenantByKey.calla.lease.rent), 'calla partial');
add(
  'payments',
  'what about odessa',
  [money(owed.odessa)],
  'November rent unpaid; earlier months paid in full',
  {
    follow_up_of: qOwe,
  },
);

// maintenance
const open = P.maintenance.filter((m) => m.status !== 'Completed');
check(open.length === 3, 'three open maintenance items');
const openExp = ['porch light', 'loading door', 'opener'];
check(
  openExp.every((s) => open.some((m) => m.title.includes(s))),
  'open maintenance substrings present',
);
add('maintenance', 'what maintenance is still open', openExp, 'status Pending or In Progress', {
  forbid: ['storm door', 'cleanout cap'],
});
add(
  'maintenance',
  'anything pending at quarry mill?',
  ['loading door'],
  'open item at 3306 Quarry Mill Road',
);

// documents
add(
  'documents',
  'wheres the insurance policy for windrow',
  ['northgate-windrow-policy-2026.pdf'],
  'Insurance document for 815 Windrow Street',
);
const leaseDocs = P.documents.filter((d) => d.type === 'Lease').map((d) => d.file);
check(leaseDocs.length === 4, 'four lease documents');
add('documents', 'which leases have i uploaded', leaseDocs, 'documents of type Lease');

// out of scope
const OOS = ["I can't tell that from your records"];
add('out_of_scope', 'is it gonna snow in spokane this weekend', OOS, 'weather', { forbid: ['$'] });
add('out_of_scope', 'will boise rents go up next year?', OOS, 'market forecast', { forbid: ['$'] });
add('out_of_scope', 'whats my credit score rn', OOS, 'credit score', { forbid: ['$'] });
add('out_of_scope', 'do i need a lawyer to raise rent in wisconsin', OOS, 'legal advice', { forbid: ['$'] });
add('out_of_scope', 'should i buy a fourplex or just put the money in index funds', OOS, 'investing tip', {
  forbid: ['$'],
});

check(q.length === 45, `45 questions (have ${q.length})`);
for (const x of q) {
  check(
    x.expected.length > 0 && x.expected.every((s) => typeof s === 'string' && s.length > 0),
    `${x.id} expected`,
  );
  if (x.follow_up_of)
    check(
      q.some((y) => y.id === x.follow_up_of && y.id < x.id),
      `${x.id} follow_up_of`,
    );
}

if (failures.length) {
  console.error('portfolio shape checks failed:\n- ' + failures.join('\n- '));
  process.exit(1);
}

// Serialize the way prettier formats JSON (printWidth 110), so the generated file passes `prettier --check`.
function serialize(list) {
  const obj = (o) => {
    const lines = Object.entries(o).map(([k, v], i, all) => {
      const comma = i < all.length - 1 ? ',' : '';
      const head = `    ${JSON.stringify(k)}: `;
      if (!Array.isArray(v)) return head + JSON.stringify(v) + comma;
      const inline = `[${v.map((x) => JSON.stringify(x)).join(', ')}]`;
      if ((head + inline + comma).length <= 110) return head + inline + comma;
      return `${head}[\n${v.map((x) => `      ${JSON.stringify(x)}`).join(',\n')}\n    ]${comma}`;
    });
    return `  {\n${lines.join('\n')}\n  }`;
  };
  return `[\n${list.map(obj).join(',\n')}\n]\n`;
}
writeFileSync(join(here, 'questions.json'), serialize(q));
const kinds = {};
for (const x of q) kinds[x.kind] = (kinds[x.kind] || 0) + 1;
console.log(`wrote ${q.length} questions`, kinds);
