#!/usr/bin/env node
// Computes every expected figure of the landlord-blind-2 questions from portfolio.json and writes
// questions.json. Plain Node, no dependencies. Money is summed in integer cents.
// Run: node bench/sets/landlord-blind-2/compute.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const P = JSON.parse(readFileSync(join(here, 'portfolio.json'), 'utf8'));

// ---------------------------------------------------------------- helpers

function assert(condition, message) {
  if (!condition) throw new Error(`compute.mjs: ${message}`);
}

const cents = (amount) => Math.round(amount * 100);

/** "$1,234.50": en-US, always 2 decimals. Losses are written without a sign (an answer may use -, − or parentheses). */
function money(c) {
  const a = Math.abs(c);
  return `$${Math.floor(a / 100).toLocaleString('en-US')}.${String(a % 100).padStart(2, '0')}`;
}

const TODAY = P.today;
const addDays = (date, days) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const period = (from, to) => ({ from, to });
const ALL = period('0000-01-01', '9999-12-31');
const THIS_MONTH = period('2026-11-01', TODAY);
const LAST_MONTH = period('2026-10-01', '2026-10-31');
const THIS_YEAR = period('2026-01-01', TODAY);
const LAST_YEAR = period('2025-01-01', '2025-12-31');
const AUGUST = period('2026-08-01', '2026-08-31');
const Q3 = period('2026-07-01', '2026-09-30');
const Q3_LAST_YEAR = period('2025-07-01', '2025-09-30');
const inPeriod = (date, p) => date >= p.from && date <= p.to;

const propByKey = new Map(P.properties.map((p) => [p.key, p]));
const tenantByKey = new Map(P.tenants.map((t) => [t.key, t]));
const addr = (key) => propByKey.get(key).address;
const fullName = (t) => `${t.first_name} ${t.last_name}`;
const propsIn = (city) => P.properties.filter((p) => p.city === city).map((p) => p.key);
const ALL_PROPS = P.properties.map((p) => p.key);

// Every income: rent payments (category Rent, on the tenant's lease) and the other incomes.
const incomes = [
  ...P.payments.map((p) => ({
    property: tenantByKey.get(p.tenant).property,
    tenant: p.tenant,
    date: p.date,
    c: cents(p.amount),
    category: 'Rent',
  })),
  ...P.incomes.map((i) => ({ ...i, c: cents(i.amount) })),
];
const expenses = P.expenses.map((e) => ({ ...e, c: cents(e.amount) }));

const wordRe = (word) => new RegExp(`\\b${word}`, 'i');
function sumOf(list, { props = ALL_PROPS, p = ALL, vendor, word, category } = {}) {
  return list
    .filter(
      (t) =>
        props.includes(t.property) &&
        inPeriod(t.date, p) &&
        (vendor === undefined || t.entity === vendor) &&
        (word === undefined || wordRe(word).test(t.description ?? '')) &&
        (category === undefined || t.category === category),
    )
    .reduce((s, t) => s + t.c, 0);
}
const inc = (o) => sumOf(incomes, o);
const exp = (o) => sumOf(expenses, o);
const net = (o) => inc(o) - exp(o);

/** Rent due from the lease start through min(end, today), on the due_day each month; no late fees, no proration. */
function dueDates(lease, through = TODAY) {
  const last = lease.end < through ? lease.end : through;
  const out = [];
  let [y, m] = lease.start.split('-').map(Number);
  for (;;) {
    const d = new Date(Date.UTC(y, m - 1, lease.due_day)).toISOString().slice(0, 10);
    if (d > last) break;
    if (d >= lease.start) out.push(d);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
const paymentsOf = (key) =>
  P.payments.filter((p) => p.tenant === key).sort((a, b) => a.date.localeCompare(b.date));
const paidC = (key, p = ALL) =>
  paymentsOf(key)
    .filter((x) => inPeriod(x.date, p))
    .reduce((s, x) => s + cents(x.amount), 0);
const owedC = (t) => dueDates(t.lease).length * cents(t.lease.rent) - paidC(t.key);
const isActive = (t) => t.lease.start <= TODAY && t.lease.end >= TODAY;
const activeTenants = P.tenants.filter(isActive);

/** Keys sorted by value, highest first; asserts no tie between neighbours. */
function ranked(keys, valueOf, label) {
  const rows = keys.map((k) => ({ k, v: valueOf(k) })).sort((a, b) => b.v - a.v);
  for (let i = 1; i < rows.length; i += 1) assert(rows[i - 1].v !== rows[i].v, `tie in ${label}`);
  return rows;
}

// ---------------------------------------------------------------- data checks

assert(new Date(`${TODAY}T00:00:00Z`).getUTCDay() === 3, 'today must be a Wednesday');
assert(P.properties.length >= 5 && P.properties.length <= 6, '5 or 6 properties');
assert(new Set(P.properties.map((p) => p.state)).size >= 2, 'cities in at least 2 states');
const PROPERTY_TYPES = ['Single Family', 'Condo', 'Townhouse', 'Multi-Family', 'Commercial'];
for (const p of P.properties) assert(PROPERTY_TYPES.includes(p.property_type), `property type of ${p.key}`);
assert(P.tenants.length >= 6 && P.tenants.length <= 8, '6 to 8 tenants');
for (const t of P.tenants) {
  assert(propByKey.has(t.property), `property of ${t.key}`);
  assert(/^202[56]-/.test(t.lease.start), `lease of ${t.key} starts 2025 or 2026`);
}
const endingSoon = P.tenants.filter((t) => t.lease.end > TODAY && t.lease.end <= addDays(TODAY, 45));
assert(endingSoon.length === 1, 'exactly one lease ends within 45 days');
const ended = P.tenants.filter((t) => t.lease.end < TODAY);
assert(ended.length === 1, 'exactly one lease already ended');
assert(
  P.tenants.some((t) => t.lease.end.startsWith('2027')),
  'some leases end in 2027',
);
assert(P.expenses.length >= 40 && P.expenses.length <= 60, '40 to 60 expenses');
for (const e of P.expenses)
  assert(e.date >= '2025-01-01' && e.date <= '2026-11-17', `expense date ${e.date}`);
assert(P.maintenance.length >= 4 && P.maintenance.length <= 6, '4 to 6 maintenance requests');
assert(P.documents.length >= 4 && P.documents.length <= 6, '4 to 6 documents');

// Categories: checked against contract/src/categories.ts when the repository is there.
const categoriesTs = join(here, '../../../contract/src/categories.ts');
if (existsSync(categoriesTs)) {
  const text = readFileSync(categoriesTs, 'utf8');
  const list = (name) =>
    [...text.match(new RegExp(`${name} = \\[([^\\]]*)\\]`))[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
  const expenseCats = list('EXPENSE_CATEGORIES');
  const incomeCats = list('INCOME_CATEGORIES');
  for (const e of P.expenses) assert(expenseCats.includes(e.category), `expense category ${e.category}`);
  for (const i of P.incomes)
    assert(incomeCats.includes(i.category) && i.category !== 'Rent', `income category ${i.category}`);
}
for (const d of P.documents)
  assert(['Lease', 'Contract', 'Invoice', 'Legal', 'Other'].includes(d.type), `document type ${d.type}`);
for (const m of P.maintenance)
  assert(['Pending', 'In Progress', 'Completed'].includes(m.status), `status ${m.status}`);

const vendorCounts = new Map();
for (const e of P.expenses) vendorCounts.set(e.entity, (vendorCounts.get(e.entity) ?? 0) + 1);
assert([...vendorCounts.values()].filter((n) => n > 1).length >= 5, 'several vendors used more than once');

// Payments: every due month paid in full except one tenant who has not paid November and one who paid part of it.
const owing = P.tenants.filter((t) => owedC(t) !== 0);
assert(owing.length === 2, 'exactly two tenants owe rent');
for (const t of P.tenants) {
  for (const x of paymentsOf(t.key))
    assert(x.date >= t.lease.start && x.date <= TODAY, `payment date of ${t.key}`);
}

// Exactly one property loses money in 2026.
const losers = ALL_PROPS.filter((k) => net({ props: [k], p: THIS_YEAR }) < 0);
assert(losers.length === 1, 'exactly one property loses money this year');

// A description word and the vendors that do that work pick the same expenses, so the filter reads one way.
const trade = {
  plumbing: ['Alamo Pipe & Drain'],
  landscaping: ['Lone Mesquite Lawn Care'],
  hvac: ['Front Range Comfort HVAC', 'Hill Country Air & Heat'],
  pest: ['Poudre Valley Pest Solutions'],
  roof: ['Coastal Empire Roofing'],
};
for (const [word, vendors] of Object.entries(trade)) {
  const byWord = expenses.filter((e) => wordRe(word).test(e.description)).map((e) => e.date + e.amount);
  const byVendor = expenses.filter((e) => vendors.includes(e.entity)).map((e) => e.date + e.amount);
  assert(JSON.stringify(byWord) === JSON.stringify(byVendor), `"${word}" expenses match their vendors`);
}

// ---------------------------------------------------------------- questions

const questions = [];
let n = 0;
function q(kind, question, expected, { forbid = [], follow_up_of, note }) {
  n += 1;
  const id = `lb2-${String(n).padStart(2, '0')}`;
  assert(
    expected.length > 0 && expected.every((s) => typeof s === 'string' && s.length > 0),
    `${id} expected`,
  );
  const f = [...new Set(forbid)].filter((s) => !expected.includes(s));
  for (const s of f)
    assert(!expected.some((e) => e.includes(s)), `${id}: forbid "${s}" is inside an expected string`);
  const row = {
    id,
    question,
    expected,
    ...(f.length ? { forbid: f } : {}),
    ...(follow_up_of ? { follow_up_of } : {}),
    kind,
    note,
  };
  questions.push(row);
  return id;
}
const differs = (a, b, label) => assert(a !== b, `${label}: the forbidden figure equals the expected one`);

const SA = propsIn('San Antonio');
const FC = propsIn('Fort Collins');
const SAV = propsIn('Savannah');

// ---- period totals
{
  const v = exp({ p: THIS_MONTH });
  const oct = exp({ p: LAST_MONTH });
  differs(v, oct, 'this month');
  q('total', 'how much did I spend this month?', [money(v)], {
    forbid: [money(oct)],
    note: `All expenses ${THIS_MONTH.from}..${THIS_MONTH.to}. Forbid: October's total.`,
  });
}
{
  const v = inc({ p: LAST_MONTH });
  const nov = inc({ p: THIS_MONTH });
  differs(v, nov, 'last month income');
  q('total', 'What was my total income last month?', [money(v)], {
    forbid: [money(nov)],
    note: 'All income (rent and other) in October 2026. Forbid: November-to-date income.',
  });
}
{
  const v = exp({ p: THIS_YEAR });
  q('total', 'total expenses ytd', [money(v)], {
    forbid: [money(exp({})), money(exp({ p: LAST_YEAR }))],
    note: 'All expenses 2026-01-01..today. Forbid: all-time and 2025 totals.',
  });
}
{
  const v = inc({ p: LAST_YEAR });
  const rentOnly = sumOf(incomes, { p: LAST_YEAR, category: 'Rent' });
  differs(v, rentOnly, 'income last year');
  q('total', 'total income last year?', [money(v)], {
    forbid: [money(rentOnly), money(inc({ p: THIS_YEAR }))],
    note: 'All income categories in 2025 (rent, late fees, other). Forbid: rent-only 2025 and 2026 YTD income.',
  });
}
{
  const v = exp({ props: FC, p: AUGUST });
  const all = exp({ p: AUGUST });
  differs(v, all, 'FC august');
  q('filter-place', 'what did I spend in fort collins in august?', [money(v)], {
    forbid: [money(all)],
    note: 'Expenses of the Fort Collins properties (2250 Tamarisk Loop, 37 Larkspur Ridge Ct) in August 2026 (a named month without a year = this year). Forbid: all properties in August 2026.',
  });
}
{
  const v = exp({ p: Q3 });
  const ly = exp({ p: Q3_LAST_YEAR });
  differs(v, ly, 'Q3');
  q('total', 'expenses for Q3?', [money(v)], {
    forbid: [money(ly)],
    note: 'All expenses 2026-07-01..2026-09-30 (a quarter without a year = this year). Forbid: Q3 2025.',
  });
}

// ---- vendor filters
{
  const vendor = 'Alamo Pipe & Drain';
  const v = exp({ vendor });
  q('filter-vendor', 'how much have I paid Alamo Pipe & Drain?', [money(v)], {
    forbid: [money(exp({ category: 'Repairs' })), money(exp({}))],
    note: `All-time expenses with entity "${vendor}". Forbid: all-time Repairs and all-time expenses.`,
  });
}
{
  const vendor = 'Front Range Comfort HVAC';
  const v = exp({ vendor });
  const tam = exp({ props: ['tamarisk'] });
  differs(v, tam, 'front range');
  q('filter-vendor', 'total paid to front range comfort hvac', [money(v)], {
    forbid: [money(tam), money(exp({}))],
    note: `All-time expenses with entity "${vendor}". Forbid: all of 2250 Tamarisk Loop's expenses, all-time expenses.`,
  });
}
const lmThisYear = (() => {
  const vendor = 'Lone Mesquite Lawn Care';
  const v = exp({ vendor, p: THIS_YEAR });
  const allTime = exp({ vendor });
  differs(v, allTime, 'lone mesquite');
  return q('filter-vendor', 'how much have i paid lone mesquite this year', [money(v)], {
    forbid: [money(allTime), money(exp({ p: THIS_YEAR, category: 'Cleaning and maintenance' }))],
    note: `2026 YTD expenses with entity "${vendor}". Forbid: all-time for the vendor, 2026 Cleaning and maintenance.`,
  });
})();
{
  const vendor = 'Hearthstone Mutual Insurance';
  const v = exp({ vendor, p: LAST_YEAR });
  const cat = exp({ category: 'Insurance', p: LAST_YEAR });
  differs(v, cat, 'hearthstone');
  q('filter-vendor', 'what did hearthstone mutual cost me in 2025', [money(v)], {
    forbid: [money(cat), money(exp({ vendor }))],
    note: `2025 expenses with entity "${vendor}". Forbid: all 2025 Insurance (includes Magnolia Coast Insurance), all-time for the vendor.`,
  });
}
{
  const vendor = 'Horsetooth Handyman';
  const v = exp({ vendor });
  const handymen = v + exp({ vendor: 'Cordero Handyman Services' });
  q('filter-vendor', 'how much did we pay horsetooth handymn', [money(v)], {
    forbid: [money(handymen), money(exp({ category: 'Repairs' })), money(exp({ props: ['larkspur'] }))],
    note: `All-time expenses with entity "${vendor}" (typo in the question). Forbid: both handyman vendors together (Cordero Handyman Services too), all-time Repairs, all of 37 Larkspur Ridge Ct's expenses.`,
  });
}

// ---- description-word filters (no time phrase = all time)
const plumbingCaliche = (() => {
  const v = exp({ props: ['caliche'], word: 'plumbing' });
  return q('filter-description', 'how much did i spend on plumbing at caliche bend?', [money(v)], {
    forbid: [money(exp({ props: ['caliche'] })), money(exp({ word: 'plumbing' }))],
    note: "All-time expenses at 918 Caliche Bend whose description mentions plumbing. Forbid: all of the property's expenses, plumbing at all properties.",
  });
})();
{
  const v = exp({ props: ['wren'], word: 'landscaping' });
  q('filter-description', 'landscaping costs at wren hollow', [money(v)], {
    forbid: [
      money(exp({ vendor: 'Lone Mesquite Lawn Care' })),
      money(exp({ props: ['wren'] })),
      money(exp({ word: 'landscaping' })),
    ],
    note: "All-time expenses at 4127 Wren Hollow Dr whose description mentions landscaping. Forbid: the landscaper's all-time total (also at Bellwether), all of the property's expenses.",
  });
}
{
  const v = exp({ props: ['tamarisk'], word: 'hvac' });
  const all = exp({ word: 'hvac' });
  differs(v, all, 'hvac');
  q('filter-description', "what've I spent on HVAC at Tamarisk Loop", [money(v)], {
    forbid: [money(all), money(exp({ props: ['tamarisk'] }))],
    note: "All-time expenses at 2250 Tamarisk Loop whose description mentions HVAC. Forbid: HVAC at all properties, all of the property's expenses.",
  });
}
{
  const v = exp({ props: ['larkspur'], word: 'pest' });
  const all = exp({ word: 'pest' });
  differs(v, all, 'pest');
  q('filter-description', 'pest control spend at larkspur ridge', [money(v)], {
    forbid: [money(all), money(exp({ props: ['larkspur'] }))],
    note: "All-time expenses at 37 Larkspur Ridge Ct whose description mentions pest. Forbid: pest control at all properties (the same vendor also worked at Tamarisk Loop), all of the property's expenses.",
  });
}
{
  const v = exp({ props: SAV, word: 'roof' });
  q('filter-description', 'how much on roof work for the savannah house?', [money(v)], {
    forbid: [money(exp({ props: SAV })), money(exp({ category: 'Repairs' }))],
    note: "All-time expenses at 1604 Quillback Ave (the Savannah property) whose description mentions roof. Forbid: all of the property's expenses, all-time Repairs.",
  });
}

// ---- rankings
{
  const [k] = losers;
  const v = net({ props: [k], p: THIS_YEAR });
  const allTime = net({ props: [k] });
  const lastYearLoser = ALL_PROPS.filter((x) => net({ props: [x], p: LAST_YEAR }) < 0);
  assert(allTime < 0 && allTime !== v, 'all-time net of the loser differs');
  q('default-period', 'which property lost money?', [addr(k), money(v)], {
    forbid: [money(allTime), ...lastYearLoser.map((x) => money(net({ props: [x], p: LAST_YEAR })))],
    note: `No period on "lost money" = this year. Net 2026 YTD of ${addr(k)} is -${money(v)} (income ${money(inc({ props: [k], p: THIS_YEAR }))}, expenses ${money(exp({ props: [k], p: THIS_YEAR }))}). Forbid: its all-time net and the 2025 loss of ${lastYearLoser.map(addr).join(', ')}.`,
  });
}
{
  const rows = ranked(ALL_PROPS, (k) => net({ props: [k], p: THIS_YEAR }), 'net ytd');
  const top = rows[0];
  const bottom = rows[rows.length - 1];
  q(
    'ranking',
    'rank my properties by net income ytd',
    [...rows.map((r) => addr(r.k)), money(top.v), money(bottom.v)],
    {
      note: `Net 2026 YTD, highest first: ${rows.map((r) => `${addr(r.k)} ${r.v < 0 ? '-' : ''}${money(r.v)}`).join('; ')}. Order is not checked by substrings.`,
    },
  );
}
const mostIncome = (() => {
  const rows = ranked(ALL_PROPS, (k) => inc({ props: [k], p: THIS_YEAR }), 'income ytd');
  return {
    rows,
    id: q(
      'ranking',
      'which property brought in the most income this year?',
      [addr(rows[0].k), money(rows[0].v)],
      {
        forbid: [money(inc({ props: [rows[0].k] }))],
        note: `Income 2026 YTD by property: ${rows.map((r) => `${addr(r.k)} ${money(r.v)}`).join('; ')}. Forbid: the top property's all-time income.`,
      },
    ),
  };
})();
{
  const repairs = expenses
    .filter((e) => e.category === 'Repairs' && inPeriod(e.date, THIS_YEAR))
    .sort((a, b) => b.c - a.c);
  assert(repairs[0].c !== repairs[1].c, 'tie in repairs');
  const r = repairs[0];
  q('ranking', 'most expensive repair this year?', [money(r.c), addr(r.property)], {
    note: `Largest 2026 expense in category Repairs: ${r.description} by ${r.entity} on ${r.date}. Next: ${money(repairs[1].c)} (${repairs[1].description}).`,
  });
}
{
  const vendors = [...new Set(expenses.map((e) => e.entity))];
  const rows = ranked(vendors, (v) => exp({ vendor: v }), 'vendors');
  q(
    'ranking',
    'top 3 vendors by spend',
    rows.slice(0, 3).map((r) => r.k),
    {
      forbid: [rows[3].k],
      note: `All time (no period), vendor = the expense's entity: ${rows
        .slice(0, 5)
        .map((r) => `${r.k} ${money(r.v)}`)
        .join('; ')}. Forbid: the 4th vendor.`,
    },
  );
}
{
  const rows = [...activeTenants].sort((a, b) => a.lease.rent - b.lease.rent);
  assert(rows[0].lease.rent !== rows[1].lease.rent, 'tie in least rent');
  const lowestEver = [...P.tenants].sort((a, b) => a.lease.rent - b.lease.rent)[0];
  assert(lowestEver !== rows[0], 'a former tenant had the lowest rent');
  q('ranking', 'which tenant pays the least rent', [fullName(rows[0]), money(cents(rows[0].lease.rent))], {
    forbid: [fullName(lowestEver), money(cents(lowestEver.lease.rent))],
    note: `Among leases active today. Forbid: ${fullName(lowestEver)}, whose lease ended ${lowestEver.lease.end}.`,
  });
}

// ---- comparisons
const cityComparison = (() => {
  const a = inc({ props: SA, p: THIS_YEAR });
  const b = inc({ props: FC, p: THIS_YEAR });
  return q('comparison', 'San Antonio vs Fort Collins income this year', [money(a), money(b)], {
    forbid: [money(inc({ p: THIS_YEAR }))],
    note: `Income 2026 YTD: San Antonio (${SA.map(addr).join(', ')}) vs Fort Collins (${FC.map(addr).join(', ')}). Forbid: the whole portfolio's income.`,
  });
})();
{
  const a = exp({ p: THIS_YEAR });
  const b = exp({ p: LAST_YEAR });
  q('comparison', 'this year vs last year expenses', [money(a), money(b)], {
    forbid: [money(exp({}))],
    note: 'Expenses 2026 YTD vs all of 2025. Forbid: all-time expenses.',
  });
}
{
  const a = exp({ props: ['wren'], p: THIS_YEAR });
  const b = exp({ props: ['tamarisk'], p: THIS_YEAR });
  q('comparison', 'compare wren hollow and tamarisk loop expenses this year', [money(a), money(b)], {
    forbid: [money(exp({ props: ['wren'] })), money(exp({ props: ['tamarisk'] }))],
    note: 'Expenses 2026 YTD of 4127 Wren Hollow Dr and 2250 Tamarisk Loop. Forbid: their all-time expenses.',
  });
}
{
  const a = inc({ props: ['bellwether'], p: LAST_YEAR });
  const b = inc({ props: ['caliche'], p: LAST_YEAR });
  assert(a > b, 'Bellwether out-earned Caliche Bend in 2025');
  q(
    'comparison',
    'which had more income last year, Caliche Bend or Bellwether?',
    [addr('bellwether'), money(a), money(b)],
    {
      forbid: [
        money(inc({ props: ['bellwether'], p: THIS_YEAR })),
        money(inc({ props: ['caliche'], p: THIS_YEAR })),
      ],
      note: 'Income 2025: 560 Bellwether Pkwy vs 918 Caliche Bend; the answer must name Bellwether. Forbid: their 2026 YTD income.',
    },
  );
}

// ---- follow-ups
{
  const { rows, id } = mostIncome;
  const last = rows[rows.length - 1];
  q('follow-up', 'and the least?', [addr(last.k), money(last.v)], {
    follow_up_of: id,
    note: `Property with the least income 2026 YTD. Next lowest: ${addr(rows[rows.length - 2].k)} ${money(rows[rows.length - 2].v)}.`,
  });
}
{
  const vendor = 'Lone Mesquite Lawn Care';
  const v = exp({ vendor, p: LAST_YEAR });
  q('follow-up', 'and last year?', [money(v)], {
    follow_up_of: lmThisYear,
    forbid: [money(exp({ p: LAST_YEAR })), money(exp({ vendor }))],
    note: `2025 expenses with entity "${vendor}". Forbid: all 2025 expenses, the vendor's all-time total.`,
  });
}
const savannahIncome = (() => {
  const v = inc({ props: SAV, p: THIS_YEAR });
  return q('follow-up', 'what about savannah?', [money(v)], {
    follow_up_of: cityComparison,
    forbid: [money(inc({ p: THIS_YEAR })), money(inc({ props: SAV }))],
    note: "Income 2026 YTD of the Savannah property (1604 Quillback Ave). Forbid: the portfolio's 2026 income, Savannah all-time income.",
  });
})();
{
  const v = exp({ props: SAV, p: THIS_YEAR });
  q('follow-up', 'and what did I spend there?', [money(v)], {
    follow_up_of: savannahIncome,
    forbid: [money(exp({ p: THIS_YEAR })), money(exp({ props: SAV }))],
    note: "Expenses 2026 YTD of the Savannah property. Forbid: the portfolio's 2026 expenses, Savannah all-time expenses.",
  });
}
{
  const v = exp({ props: ['wren'], word: 'plumbing' });
  q('follow-up', 'what about at Wren Hollow?', [money(v)], {
    follow_up_of: plumbingCaliche,
    forbid: [money(exp({ props: ['wren'] })), money(exp({ word: 'plumbing' }))],
    note: "All-time plumbing expenses at 4127 Wren Hollow Dr. Forbid: all of the property's expenses, plumbing at all properties.",
  });
}

// ---- leases and tenants
{
  const [t] = endingSoon;
  q('lease', 'any leases ending soon?', [fullName(t), addr(t.property)], {
    forbid: ended.map(fullName),
    note: `Only lease ending within 45 days of ${TODAY}: ${fullName(t)}, ends ${t.lease.end}. Forbid: ${ended.map(fullName).join(', ')} (already ended).`,
  });
}
{
  const t = tenantByKey.get('priya');
  q('tenant', "whats priya's phone number", [t.phone_number.slice(-8)], {
    note: `${fullName(t)}: ${t.phone_number}; the last 8 characters match both 970-555-0148 and (970) 555-0148.`,
  });
}
{
  const here = activeTenants.filter((t) => t.property === 'caliche');
  const former = P.tenants.filter((t) => t.property === 'caliche' && !isActive(t));
  q('tenant', 'who lives at caliche bend', here.map(fullName), {
    forbid: former.map(fullName),
    note: `Tenants with a lease active today at 918 Caliche Bend. Forbid: ${former.map(fullName).join(', ')} (lease ended).`,
  });
}
{
  const t = tenantByKey.get('marcus');
  q('lease', 'how much rent does Marcus Adeyemi pay?', [money(cents(t.lease.rent))], {
    note: `Monthly rent of ${fullName(t)} at ${addr(t.property)}.`,
  });
}

// ---- payments
{
  const t = tenantByKey.get('ezra');
  const last = paymentsOf('ezra').at(-1);
  assert(last.date.slice(5, 7) === '10', "Ezra's last payment is in October");
  q('payments', 'when did ezra last pay rent?', ['Oct', money(cents(last.amount))], {
    note: `${fullName(t)}'s last rent payment: ${last.date}, ${money(cents(last.amount))}; nothing in November. "Oct" matches "October 5" and "Oct 5".`,
  });
}
{
  const due = activeTenants.filter((t) => {
    const [d] = dueDates(t.lease).filter((x) => inPeriod(x, THIS_MONTH));
    return d && paidC(t.key, THIS_MONTH) < cents(t.lease.rent);
  });
  assert(due.length === 2, 'two tenants short this month');
  q('payments', 'who hasnt paid this month', due.map(fullName), {
    forbid: ended.map(fullName),
    note: `November rent not paid in full: ${due.map((t) => `${fullName(t)} paid ${money(paidC(t.key, THIS_MONTH))} of ${money(cents(t.lease.rent))}`).join('; ')}. Both must be named (one unpaid, one partly paid).`,
  });
}
{
  const t = tenantByKey.get('camille');
  const v = owedC(t);
  assert(v > 0, 'Camille owes');
  q('payments', 'how much does Camille owe', [money(v)], {
    note: `Rent due through today (${dueDates(t.lease).length} months x ${money(cents(t.lease.rent))}) minus rent paid ${money(paidC(t.key))}; no late fees.`,
  });
}

// ---- open items
{
  const open = P.maintenance.filter((m) => m.status !== 'Completed');
  const done = P.maintenance.filter((m) => m.status === 'Completed');
  q(
    'maintenance',
    'what maintenance requests are still open?',
    open.map((m) => addr(m.property)),
    {
      forbid: done.map((m) => m.title),
      note: `Pending or In Progress: ${open.map((m) => `"${m.title}" (${m.status}) at ${addr(m.property)}`).join('; ')}. Forbid: titles of completed requests.`,
    },
  );
}
{
  const inv = P.documents.filter((d) => d.type === 'Invoice');
  const other = P.documents.filter((d) => d.type !== 'Invoice');
  q(
    'invoices',
    'do I have any invoices uploaded?',
    inv.map((d) => d.file),
    {
      forbid: other.map((d) => d.file),
      note: `Documents of type Invoice: ${inv.map((d) => `${d.file} (${addr(d.property)})`).join('; ')}.`,
    },
  );
}

// ---- out of scope
const OOS = ["I can't tell that from your records"];
for (const [question, note] of [
  ["what's the weather going to be in San Antonio this weekend?", 'Weather.'],
  ['will home prices in fort collins go up next year', 'Market forecast.'],
  ["what's Ezra Blackwood's credit score?", 'Credit score: not in the records.'],
  ['do I need a lawyer to evict someone in Georgia?', 'Legal advice.'],
  ['whats INVH stock trading at today', 'Stock price.'],
]) {
  q('out-of-scope', question, OOS, { forbid: ['$'], note });
}

assert(questions.length === 45, `45 questions (got ${questions.length})`);
assert(new Set(questions.map((x) => x.question.toLowerCase())).size === 45, 'questions are distinct');

// ---- the tenant line set uses the same lease as the portfolio
const tenantLinePath = join(here, '../tenant-line-blind-1.json');
if (existsSync(tenantLinePath)) {
  const tl = JSON.parse(readFileSync(tenantLinePath, 'utf8'));
  const t = P.tenants.find((x) => fullName(x) === tl.tenant.name);
  assert(t, 'tenant line tenant is in the portfolio');
  assert(tl.property.address === addr(t.property), 'tenant line address');
  for (const f of ['rent', 'due_day', 'deposit', 'start', 'end', 'late_fee', 'grace_period_days']) {
    assert(tl.lease[f] === t.lease[f], `tenant line lease.${f}`);
  }
  for (const s of [
    money(cents(t.lease.rent)),
    money(cents(t.lease.deposit)),
    money(cents(t.lease.late_fee)),
  ]) {
    assert(tl.lease_text.includes(s), `lease text mentions ${s}`);
  }
  for (const m of tl.messages) {
    for (const e of m.expected)
      assert(
        tl.lease_text.toLowerCase().includes(e.toLowerCase()) || tl.property.address.includes(e),
        `tenant line: "${e}" is in the lease text`,
      );
  }
}

/** 2-space JSON laid out the way the repository's Prettier (printWidth 110) lays it out, so `npm run lint` passes. */
function toJson(value, indent = '', prefix = '') {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => typeof v !== 'object' || v === null)) {
      const flat = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
      // the line is: indent + prefix ("key": ) + flat + a trailing comma
      if (indent.length + prefix.length + flat.length + 1 <= 110) return flat;
    }
    return `[\n${value.map((v) => inner + toJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const rows = Object.entries(value).map(([k, v]) => {
      const key = `${JSON.stringify(k)}: `;
      return inner + key + toJson(v, inner, key);
    });
    return rows.length ? `{\n${rows.join(',\n')}\n${indent}}` : '{}';
  }
  return JSON.stringify(value);
}

writeFileSync(join(here, 'questions.json'), `${toJson(questions)}\n`);
console.log(`wrote ${questions.length} questions to questions.json`);
