import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  monthPeriod,
  quarterPeriod,
  rangePeriod,
  yearPeriod,
  yearToDate,
  ALL_TIME,
} from '../../../nlu/periods.js';
import {
  ask,
  buildAssistantTestApp,
  LOOKALIKE,
  PORTFOLIO,
  seedPortfolio,
  type AssistantTestContext,
  type Seeded,
} from '../assistant.testing.js';
import { findDocuments } from './find-documents.js';
import { findProperties } from './find-properties.js';
import { findTenants } from './find-tenants.js';
import { financeSummary } from './finance-summary.js';
import { lateRent } from './late-rent.js';
import { leasesEnding } from './leases-ending.js';
import { maintenanceRequests } from './maintenance-requests.js';
import { portfolioSummary } from './portfolio-summary.js';
import { rentRoll } from './rent-roll.js';
import type { ToolResult } from './tool.js';
import { upcomingEvents } from './upcoming-events.js';

// The pinned day is Tuesday 2026-11-10; the seed's figures are worked out by hand in the comments.
const TODAY = '2026-11-10';
let ctx: AssistantTestContext;
let jane: Seeded;
let other: Seeded;

beforeAll(async () => {
  ctx = await buildAssistantTestApp();
  jane = await seedPortfolio(ctx, PORTFOLIO);
  other = await seedPortfolio(ctx, LOOKALIKE, 'Jane Landlord');
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;
const janeOwner = () => jane.ownerId;
const text = (result: ToolResult) => [result.summary, ...result.details].join('\n');
const sourceIds = (result: ToolResult) => result.sources.map((source) => source.id);

/** Nothing of the look-alike landlord's may appear in Jane's answers. */
function expectOnlyJanes(result: ToolResult) {
  const foreign = [
    ...Object.values(other.property),
    ...Object.values(other.tenant),
    ...Object.values(other.lease),
  ];
  for (const id of sourceIds(result)) expect(foreign).not.toContain(id);
  expect(text(result)).not.toMatch(/Parker|12 Elm Street|41 Oak|77,777|8,888|Secret|secret-invoice|9,999/);
}

describe('portfolio summary', () => {
  it('gives the dashboard figures', async () => {
    const result = await portfolioSummary(db(), jane.ownerId, { today: TODAY });
    expect(result.figures).toMatchObject({
      properties: 3,
      residential: 2,
      commercial: 1,
      tenants: 3,
      active_leases: 3,
      monthly_rent_cents: 1500_00 + 1200_50 + 3000_00,
      income_cents: 1500_00, // Rosa's November payment
      expenses_cents: 75_00,
      net_cents: 1425_00,
      ytd_income_cents: 1500_00 + 1200_50 + 3000_00 + 50_00 + 1500_00,
      rent_paid: 2, // Rosa, and Maria whose November rent falls due on the 15th
      rent_late: 1, // Will, due on the 3rd, 5 days of grace
      // Overdue: Will's November less his October credit. Rent periods are calendar months
      // (docs/decisions/0013-rent-periods-are-calendar-months.md): his lease from Oct 3 owes 29/31 of
      // October (1,123.05), so the 1,200.50 he paid leaves 77.45 toward November.
      outstanding_cents: 1123_05,
    });
    expect(text(result)).toContain('**$5,700.50**');
    expect(result.sources[0]).toEqual({ type: 'period', id: '2026-11', label: 'November 2026' });
    expectOnlyJanes(result);
  });
});

describe('properties', () => {
  it('lists, filters by kind and type, and describes one', async () => {
    expect((await findProperties(db(), jane.ownerId, { today: TODAY })).figures.properties).toBe(3);
    const commercial = await findProperties(db(), jane.ownerId, { today: TODAY, kind: 'commercial' });
    expect(sourceIds(commercial)).toEqual([jane.property.main]);
    const condos = await findProperties(db(), jane.ownerId, { today: TODAY, propertyType: 'condo' });
    expect(sourceIds(condos)).toEqual([jane.property.oak]);
    const elm = await findProperties(db(), jane.ownerId, {
      today: TODAY,
      propertyIds: [jane.property.elm as string],
    });
    expect(elm.figures).toMatchObject({ monthly_rent_cents: 1500_00, purchase_price_cents: 250_000_00 });
    expect(text(elm)).toContain('HOA fee: **$45.00** a month');
    expectOnlyJanes(await findProperties(db(), jane.ownerId, { today: TODAY }));
  });

  it("does not find another owner's property by id", async () => {
    const result = await findProperties(db(), jane.ownerId, {
      today: TODAY,
      propertyIds: [other.property.elm as string],
    });
    expect(result.figures.properties).toBe(0);
  });
});

describe('rent roll', () => {
  it('sums active leases, in total and per property', async () => {
    const all = await rentRoll(db(), jane.ownerId, { today: TODAY });
    expect(all.figures).toEqual({ active_leases: 3, monthly_rent_cents: 5700_50 });
    expect(all.details[0]).toContain('7 Main Street, Maria Lopez: **$3,000.00**');
    const oak = await rentRoll(db(), jane.ownerId, {
      today: TODAY,
      propertyIds: [jane.property.oak as string],
    });
    expect(oak.figures.monthly_rent_cents).toBe(1200_50);
    expectOnlyJanes(all);
  });

  it('counts only leases in force on the day: an ended term is not rent', async () => {
    const later = await rentRoll(db(), jane.ownerId, { today: '2099-01-01' });
    expect(later.figures).toEqual({ active_leases: 0, monthly_rent_cents: 0 });
  });
});

describe('tenants', () => {
  it('lists the tenants of today: one whose lease has ended is counted, not listed', async () => {
    // Rosa's lease ends 2026-11-30; on 2026-12-10 only Will and Maria live there.
    const december = await findTenants(db(), jane.ownerId, { today: '2026-12-10' });
    expect(december.summary).toBe('You have **2 tenants** today (and 1 earlier tenant on record):');
    expect(december.details.join('\n')).not.toContain('Rosa');
    const rosa = await findTenants(db(), jane.ownerId, {
      today: '2026-12-10',
      tenantIds: [jane.tenant.rosa as string],
    });
    expect(rosa.summary).toContain('Rosa');
  });

  it('names the last tenant whose lease ended at a property', async () => {
    // Rosa's lease at 12 Elm St ended 2026-11-30.
    const last = await findTenants(db(), jane.ownerId, {
      today: '2026-12-10',
      propertyIds: [jane.property.elm as string],
      movedOut: true,
    });
    expect(last.summary).toBe(
      'The last tenant was **Rosa Parks** at 12 Elm St, whose lease ended on Nov 30, 2026.',
    );
    const before = await findTenants(db(), jane.ownerId, {
      today: '2026-11-10',
      propertyIds: [jane.property.elm as string],
      movedOut: true,
    });
    expect(before.summary).toBe('No earlier tenant is on record there.');
  });

  it('lists who lives there today apart from who has signed to move in later', async () => {
    // On Oct 5 Rosa and Will live there; Maria's lease starts on the 15th.
    const early = await findTenants(db(), jane.ownerId, { today: '2026-10-05' });
    expect(early.summary).toBe('You have **2 tenants** today (and 1 signed to move in later on record):');
    expect(early.details.join('\n')).not.toContain('Maria');
    const coming = await findTenants(db(), jane.ownerId, { today: '2026-10-05', movingIn: true });
    expect(coming.summary).toBe('**1 tenant** signed to move in:');
    expect(coming.details[0]).toContain('Maria Lopez: 7 Main Street');
    expect(coming.details[0]).toContain('moves in **Oct 15, 2026**');
  });

  it('answers who moves in after a tenant leaves, and who lives there now, from the chat', async () => {
    const owner = await seedPortfolio(
      ctx,
      {
        properties: [
          {
            key: 'fir',
            address: '9 Fir Court',
            city: 'Boise',
            state: 'ID',
            zipCode: '83702',
            property_type: 'Condo',
          },
        ],
        tenants: [
          {
            key: 'ivo',
            property: 'fir',
            first_name: 'Ivo',
            last_name: 'Marsh',
            lease: { rent: 1350, start: '2025-01-01', end: '2025-12-31', due_day: 1 },
          },
          {
            key: 'kai',
            property: 'fir',
            first_name: 'Kai',
            last_name: 'Brandt',
            lease: { rent: 1400, start: '2026-01-01', end: '2026-12-15', due_day: 1 },
          },
          {
            key: 'noa',
            property: 'fir',
            first_name: 'Noa',
            last_name: 'Fairley',
            lease: { rent: 1475, start: '2027-01-01', end: '2027-12-31', due_day: 1 },
          },
        ],
        payments: [],
        incomes: [],
        expenses: [],
        maintenance: [],
        documents: [],
      },
      'Move Ins',
    );
    const next = (await ask(ctx, owner.token, 'do i have anyone signed up to move in after kai leaves?'))
      .response;
    expect(next).toContain('Noa Fairley: 9 Fir Court');
    expect(next).toContain('moves in **Jan 1, 2027**');
    expect(next).not.toContain('Kai');
    const lined = (await ask(ctx, owner.token, 'is someone lined up for fir court after kai moves out?'))
      .response;
    expect(lined).toContain('Noa Fairley');
    const now = (await ask(ctx, owner.token, 'who lives at fir court these days')).response;
    expect(now).toContain('Kai Brandt');
    expect(now).not.toContain('Noa');
    const last = (await ask(ctx, owner.token, 'who was the last tenant at fir court?')).response;
    expect(last).toContain('The last tenant was **Ivo Marsh** at 9 Fir Court');
    // Costs after the last tenant left ask what was spent, not who it was.
    const costs = (await ask(ctx, owner.token, 'what did fir court cost after the last tenant left?'))
      .response;
    expect(costs).not.toContain('The last tenant was');
  });

  it('gives contact, property and lease', async () => {
    const rosa = await findTenants(db(), jane.ownerId, { tenantIds: [jane.tenant.rosa as string] });
    expect(text(rosa)).toContain('555-0101');
    expect(text(rosa)).toContain('**$1,500.00** a month, Oct 1, 2026 to Nov 30, 2026');
    expect(rosa.sources.map((s) => s.type)).toEqual(['tenant', 'property', 'lease']);
    const atMain = await findTenants(db(), jane.ownerId, { propertyIds: [jane.property.main as string] });
    expect(sourceIds(atMain)).toEqual([jane.tenant.maria, jane.property.main, jane.lease.maria]);
    expectOnlyJanes(await findTenants(db(), jane.ownerId, {}));
  });
});

describe('leases ending', () => {
  it('finds active leases ending in the period, soonest first', async () => {
    const next90 = rangePeriod(TODAY, '2027-02-08', 'the next 90 days');
    const result = await leasesEnding(db(), jane.ownerId, { period: next90, today: TODAY });
    expect(result.figures).toEqual({ leases: 2, monthly_rent_cents: 4500_00 });
    expect(result.details[0]).toContain('Rosa Parks, 12 Elm St: ends **Nov 30, 2026** (in 20 days)');
    expect(sourceIds(result)).toEqual([next90.id, jane.lease.rosa, jane.lease.maria]);
    const may = await leasesEnding(db(), jane.ownerId, { period: monthPeriod(2027, 5), today: TODAY });
    expect(sourceIds(may)).toEqual(['2027-05', jane.lease.will]);
    expectOnlyJanes(result);
  });
});

describe('late rent', () => {
  it('reads the rent ledger lease by lease, as the dashboard does', async () => {
    const result = await lateRent(db(), jane.ownerId, { today: TODAY });
    // Will's November less the 77.45 he paid beyond his prorated October (29/31 of the rent: rent periods
    // are calendar months, docs/decisions/0013-rent-periods-are-calendar-months.md).
    expect(result.figures).toEqual({
      late: 1,
      late_outstanding_cents: 1123_05,
      outstanding_cents: 1123_05,
      paid: 2,
      rent_due_cents: 5700_50,
      received_cents: 1500_00, // Rosa's November payment
    });
    expect(result.details[0]).toBe(
      'Will Turner, 40 Oak Avenue: **$1,123.05** overdue (unpaid since Nov 3, 2026, 7 days late)',
    );
    expect(result.details[1]).toBe('$1,500.00 of rent received in November 2026 so far');
    expect(sourceIds(result)).toEqual(['2026-11', jane.lease.will]);
    const rosa = await lateRent(db(), jane.ownerId, {
      today: TODAY,
      tenantIds: [jane.tenant.rosa as string],
    });
    expect(rosa.figures.late).toBe(0);
    // Maria's rent (due the 15th) is late once its 5 days of grace are over.
    expect((await lateRent(db(), jane.ownerId, { today: '2026-11-20' })).figures.late).toBe(1);
    expect((await lateRent(db(), jane.ownerId, { today: '2026-11-21' })).figures.late).toBe(2);
    expectOnlyJanes(result);
  });

  it("answers who hasn't paid this month from this month's rent and its payments", async () => {
    const result = await lateRent(db(), jane.ownerId, { today: TODAY, thisMonth: true });
    // Will paid nothing of November; Rosa paid; Maria's rent falls due on the 15th, after today.
    expect(result.figures).toMatchObject({ unpaid: 1, partial: 0, owed_this_month_cents: 1200_50 });
    expect(result.details[0]).toBe(
      'Rent due for November 2026: **$5,700.50** from 3 leases in force; $1,500.00 paid so far',
    );
    expect(result.details[1]).toBe('Will Turner, 40 Oak Avenue: nothing paid of **$1,200.50**');
    expect(result.details.join('\n')).not.toContain('Rosa');
    expect(result.details).toContain('1 lease paid in full in November 2026');
    // "who's all paid up for november?": those who paid in full are named too.
    const named = await lateRent(db(), jane.ownerId, { today: TODAY, thisMonth: true, namePaid: true });
    expect(named.details).toContain('1 lease paid in full in November 2026: Rosa Parks, 12 Elm St');
  });

  it('lists the rent of a period paid after its grace period, and what is still unpaid past it', async () => {
    // Two days of grace: October's rent (due the 1st) paid on the 9th is late; November's on the 2nd is not.
    const late = await seedPortfolio(
      ctx,
      {
        properties: [
          {
            key: 'ash',
            address: '5 Ash Lane',
            city: 'Austin',
            state: 'TX',
            zipCode: '78701',
            property_type: 'Single Family',
          },
        ],
        tenants: [
          {
            key: 'ida',
            property: 'ash',
            first_name: 'Ida',
            last_name: 'Moss',
            lease: { rent: 950, start: '2026-09-01', end: '2027-08-31', due_day: 1, grace_period_days: 2 },
          },
        ],
        payments: [
          { tenant: 'ida', date: '2026-09-01', amount: 950 },
          { tenant: 'ida', date: '2026-10-09', amount: 950 },
          { tenant: 'ida', date: '2026-11-02', amount: 950 },
        ],
        incomes: [],
        expenses: [],
        maintenance: [],
        documents: [],
      },
      'Late Payer',
    );
    const october = await lateRent(db(), late.ownerId, { today: TODAY, paidLate: monthPeriod(2026, 10) });
    expect(october.figures).toEqual({ paid_late: 1, unpaid_past_grace: 0 });
    expect(october.details).toEqual([
      'Ida Moss, 5 Ash Lane: October 2026 rent, $950.00 due Oct 1, 2026, paid Oct 9, 2026 (8 days after it was due)',
    ]);
    const november = await lateRent(db(), late.ownerId, { today: TODAY, paidLate: monthPeriod(2026, 11) });
    expect(november.figures).toEqual({ paid_late: 0, unpaid_past_grace: 0 });
    // Will's November rent (due the 3rd, 5 days of grace) is unpaid on the 10th.
    const jane = await lateRent(db(), janeOwner(), { today: TODAY, paidLate: monthPeriod(2026, 11) });
    expect(jane.figures).toEqual({ paid_late: 0, unpaid_past_grace: 1 });
    expect(jane.details).toEqual([
      'Will Turner, 40 Oak Avenue: November 2026 rent, $1,200.50 due Nov 3, 2026, **not paid in full yet**',
    ]);
  });
});

describe('income, expenses and net', () => {
  const october = monthPeriod(2026, 10);

  it('sums a month', async () => {
    const income = await financeSummary(db(), jane.ownerId, { measure: 'income', period: october });
    expect(income.figures).toEqual({ income_cents: 5750_50, income_count: 4 });
    const expenses = await financeSummary(db(), jane.ownerId, { measure: 'expenses', period: october });
    expect(expenses.figures).toEqual({ expenses_cents: 400_00, expenses_count: 3 });
    const net = await financeSummary(db(), jane.ownerId, { measure: 'net', period: october });
    expect(net.figures).toEqual({ income_cents: 5750_50, expenses_cents: 400_00, net_cents: 5350_50 });
    expect(net.summary).toBe(
      'Net income in October 2026 was **$5,350.50** (a profit): income **$5,750.50** minus expenses **$400.00**.',
    );
    expect(net.sources[0]).toEqual({ type: 'period', id: '2026-10', label: 'October 2026' });
    expectOnlyJanes(net);
  });

  it('narrows to a property and a category', async () => {
    const elm = await financeSummary(db(), jane.ownerId, {
      measure: 'net',
      period: october,
      propertyId: jane.property.elm as string,
    });
    expect(elm.figures).toEqual({ income_cents: 1500_00, expenses_cents: 100_00, net_cents: 1400_00 });
    expect(sourceIds(elm)).toContain(jane.property.elm);
    const repairs = await financeSummary(db(), jane.ownerId, {
      measure: 'expenses',
      period: october,
      category: { name: 'Repairs', kind: 'expense' },
    });
    expect(repairs.figures).toMatchObject({ category_cents: 100_00, category_count: 2 });
    expect(repairs.summary).toBe('You spent **$100.00** on Repairs in October 2026 (2 transactions).');
    expect(repairs.sources.filter((s) => s.type === 'expense')).toHaveLength(2);
    const lateFees = await financeSummary(db(), jane.ownerId, {
      measure: 'expenses', // a category of income makes it an income question
      period: october,
      category: { name: 'Late fees', kind: 'income' },
    });
    expect(lateFees.figures.category_cents).toBe(50_00);
  });

  it('covers quarters, years, year to date and all time', async () => {
    const sum = async (period: Parameters<typeof financeSummary>[2]['period']) =>
      (await financeSummary(db(), jane.ownerId, { measure: 'expenses', period })).figures.expenses_cents;
    expect(await sum(quarterPeriod(2026, 3))).toBe(2000_00 + 120_40);
    expect(await sum(yearPeriod(2025))).toBe(500_00);
    expect(await sum(yearToDate(TODAY))).toBe(89_99 + 10_01 + 300_00 + 120_40 + 2000_00 + 75_00);
    expect(await sum(ALL_TIME)).toBe(89_99 + 10_01 + 300_00 + 120_40 + 2000_00 + 75_00 + 500_00);
    const empty = await financeSummary(db(), jane.ownerId, {
      measure: 'income',
      period: monthPeriod(2024, 2),
    });
    expect(empty.summary).toBe('No income was recorded in February 2024.');
  });
});

describe('maintenance requests', () => {
  it('filters by status and property', async () => {
    const open = await maintenanceRequests(db(), jane.ownerId, {});
    expect(open.figures).toEqual({ requests: 2, pending: 1, in_progress: 1, completed: 0 });
    expect((await maintenanceRequests(db(), jane.ownerId, { status: 'Completed' })).figures.requests).toBe(1);
    expect((await maintenanceRequests(db(), jane.ownerId, { status: 'all' })).figures.requests).toBe(3);
    const elm = await maintenanceRequests(db(), jane.ownerId, { propertyIds: [jane.property.elm as string] });
    expect(elm.details[0]).toContain('Fix sink, 12 Elm St: Pending, scheduled 2026-11-12');
    expectOnlyJanes(await maintenanceRequests(db(), jane.ownerId, { status: 'all' }));
  });
});

describe('upcoming calendar items', () => {
  it("lists the calendar's generated events", async () => {
    const result = await upcomingEvents(db(), jane.ownerId, {
      period: rangePeriod(TODAY, '2026-11-24', 'the next 14 days'),
    });
    expect(result.figures).toMatchObject({ events: 3, rent_due: 1, maintenance: 1 });
    expect(result.details).toEqual([
      'Nov 12: Maintenance: Fix sink (12 Elm St)',
      'Nov 15: Rent due: Maria Lopez, 7 Main Street ($3000.00)',
      'Nov 16: Renewal reminder (60 days): Maria Lopez, 7 Main Street',
    ]);
    expectOnlyJanes(result);
  });
});

describe('documents', () => {
  it('lists by type and property', async () => {
    const invoices = await findDocuments(db(), jane.ownerId, { documentType: 'Invoice' });
    expect(invoices.figures.documents).toBe(2);
    expect((await findDocuments(db(), jane.ownerId, {})).figures.documents).toBe(3);
    const elm = await findDocuments(db(), jane.ownerId, { propertyIds: [jane.property.elm as string] });
    expect(elm.sources.map((s) => s.label)).toEqual(['elm-lease.pdf']);
    expectOnlyJanes(invoices);
  });
});
