/**
 * The demo's made-up portfolio: six properties around Austin, Texas, their tenants and leases, a year of
 * rent and expenses, maintenance, vendors, calendar events and compliance items. Every date is computed
 * from "today" (the demo's time zone, on the app's clock), so the workspace always looks current: one
 * lease ends in three weeks, one tenant is late this month, the books cover the last twelve months.
 * The streets are real; the people, companies and figures are invented (phone numbers are 555-01xx).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { dueDateIn } from '../dashboard/dashboard.formulas.js';
import { addDays, monthOf } from '@astor/contract/calendar-date';
import { DEFAULT_GRACE_PERIOD_DAYS, scheduledCharges } from '../rent-ledger/rent-ledger.model.js';

export const DEMO_TIME_ZONE = 'America/Chicago';
export const DEMO_OWNER_NAME = 'Demo Landlord';

const pad = (n: number) => String(n).padStart(2, '0');
const money = (amount: number): string => amount.toFixed(2);
const earliest = (a: string, b: string): string => (a < b ? a : b);
/** Noon UTC of a calendar date: a timestamp that reads as that date in every US time zone. */
const noonOf = (day: string): Date => new Date(`${day}T12:00:00Z`);

/** The date `months` calendar months from `isoDate`, its day clamped to the month's length. */
export function shiftMonths(isoDate: string, months: number): string {
  const month = monthOf(isoDate, months);
  const day = Math.min(Number(isoDate.slice(8, 10)), Number(month.last.slice(8, 10)));
  return `${month.month}-${pad(day)}`;
}

/** The instant a wall-clock time (HH:MM) on a date falls on in a time zone. */
export function zonedTime(day: string, time: string, timeZone: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(guess);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  // The zone's offset at that instant, applied the other way round.
  return new Date(guess.getTime() - (wall - guess.getTime()));
}

type PropertySeed = {
  address: string;
  city: string;
  state: string;
  zip: string;
  propertyType: string;
  bedrooms: number | null;
  bathrooms: number | null;
  floors: number;
  isCommercial: boolean;
  hoaFee?: number;
  isNnn?: boolean;
  price: number;
  ownedMonths: number;
  latitude: number;
  longitude: number;
  insurance: number;
  mortgageInterest?: number;
  propertyTax: number;
};

const PROPERTIES = {
  eastTwelfth: {
    address: '1408 E 12th St',
    city: 'Austin',
    state: 'TX',
    zip: '78702',
    propertyType: 'Single Family',
    bedrooms: 3,
    bathrooms: 2,
    floors: 2,
    isCommercial: false,
    price: 385_000,
    ownedMonths: 70,
    latitude: 30.27421,
    longitude: -97.72468,
    insurance: 142,
    mortgageInterest: 1214,
    propertyTax: 7_860,
  },
  southLamar: {
    address: '2201 S Lamar Blvd Unit 4',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    propertyType: 'Condo',
    bedrooms: 2,
    bathrooms: 2,
    floors: 1,
    isCommercial: false,
    hoaFee: 325,
    price: 312_500,
    ownedMonths: 39,
    latitude: 30.24962,
    longitude: -97.76884,
    insurance: 96,
    propertyTax: 5_940,
  },
  avenueH: {
    address: '5106 Avenue H',
    city: 'Austin',
    state: 'TX',
    zip: '78751',
    propertyType: 'Multi Family',
    bedrooms: 4,
    bathrooms: 2,
    floors: 2,
    isCommercial: false,
    price: 548_000,
    ownedMonths: 52,
    latitude: 30.31473,
    longitude: -97.72751,
    insurance: 168,
    mortgageInterest: 1_688,
    propertyTax: 10_720,
  },
  andersonLane: {
    address: '911 W Anderson Ln',
    city: 'Austin',
    state: 'TX',
    zip: '78757',
    propertyType: 'Retail',
    bedrooms: null,
    bathrooms: 1,
    floors: 1,
    isCommercial: true,
    isNnn: true,
    price: 720_000,
    ownedMonths: 58,
    latitude: 30.35818,
    longitude: -97.72893,
    insurance: 310,
    propertyTax: 14_300,
  },
  cooperLane: {
    address: '7402 Cooper Ln',
    city: 'Austin',
    state: 'TX',
    zip: '78745',
    propertyType: 'Townhouse',
    bedrooms: 3,
    bathrooms: 2.5,
    floors: 2,
    isCommercial: false,
    price: 298_000,
    ownedMonths: 27,
    latitude: 30.19652,
    longitude: -97.79714,
    insurance: 128,
    mortgageInterest: 1_046,
    propertyTax: 6_120,
  },
  roundRock: {
    address: '604 E Main St',
    city: 'Round Rock',
    state: 'TX',
    zip: '78664',
    propertyType: 'Office',
    bedrooms: null,
    bathrooms: 2,
    floors: 2,
    isCommercial: true,
    price: 655_000,
    ownedMonths: 16,
    latitude: 30.50826,
    longitude: -97.67183,
    insurance: 205,
    mortgageInterest: 2_310,
    propertyTax: 12_480,
  },
} satisfies Record<string, PropertySeed>;
type PropertyKey = keyof typeof PROPERTIES;

type LeaseSeed = {
  property: PropertyKey;
  tenant: { firstName: string; lastName: string; title?: string; phone: string };
  leaseType: string;
  rent: number;
  termMonths: number;
  /** The lease ends this many days after today. */
  endsInDays: number;
  /** Days after the due date the tenant usually pays. */
  paysAfterDays: number;
  /** Has not paid this month's rent (and was late once before, with a late fee). */
  isLate?: boolean;
  /** The lease's late fee (contract SpecialLeaseTerms), and a pet fee for the one tenant with a dog. */
  lateFee: number;
  hasPet?: boolean;
};

const LEASES: LeaseSeed[] = [
  {
    property: 'eastTwelfth',
    tenant: { firstName: 'Maria', lastName: 'Gonzalez', phone: '(512) 555-0142' },
    leaseType: 'Residential',
    rent: 2_450,
    termMonths: 12,
    endsInDays: 21,
    paysAfterDays: 0,
    lateFee: 75,
    hasPet: true,
  },
  {
    property: 'southLamar',
    tenant: { firstName: 'Daniel', lastName: 'Kim', phone: '(512) 555-0117' },
    leaseType: 'Residential',
    rent: 1_875,
    termMonths: 12,
    endsInDays: 96,
    paysAfterDays: 2,
    lateFee: 75,
  },
  {
    property: 'avenueH',
    tenant: { firstName: 'Aisha', lastName: 'Johnson', title: 'Unit A', phone: '(512) 555-0163' },
    leaseType: 'Residential',
    rent: 1_350,
    termMonths: 24,
    endsInDays: 233,
    paysAfterDays: 1,
    lateFee: 50,
  },
  {
    property: 'avenueH',
    tenant: { firstName: 'Tyler', lastName: 'Brooks', title: 'Unit B', phone: '(512) 555-0188' },
    leaseType: 'Residential',
    rent: 1_295,
    termMonths: 12,
    endsInDays: 158,
    paysAfterDays: 3,
    isLate: true,
    lateFee: 75,
  },
  {
    property: 'andersonLane',
    tenant: {
      firstName: 'Priya',
      lastName: 'Shah',
      title: 'Owner, Brightside Coffee Co.',
      phone: '(512) 555-0131',
    },
    leaseType: 'Commercial',
    rent: 4_200,
    termMonths: 60,
    endsInDays: 1_140,
    paysAfterDays: 0,
    lateFee: 210,
  },
  {
    property: 'cooperLane',
    tenant: { firstName: 'Ethan', lastName: 'Walker', phone: '(512) 555-0109' },
    leaseType: 'Residential',
    rent: 2_100,
    termMonths: 12,
    endsInDays: 9,
    paysAfterDays: 1,
    lateFee: 75,
  },
];

const VENDORS = {
  plumbing: { name: 'Eastside Plumbing', category: 'Plumbing', phone: '(512) 555-0155' },
  hvac: { name: 'Hill Country HVAC', category: 'HVAC', phone: '(512) 555-0176' },
  lawn: { name: 'Green Thumb Lawn Care', category: 'Landscaping', phone: '(512) 555-0124' },
} as const;
type VendorKey = keyof typeof VENDORS;

/** Writes the portfolio for `ownerId`, dated from `now` in the demo's time zone, inside `tx`. */
export async function seedDemoPortfolio(tx: Database, ownerId: string, now: Date): Promise<void> {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: DEMO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const clamp = (day: string) => earliest(day, today);

  const propertyIds = Object.fromEntries(Object.keys(PROPERTIES).map((key) => [key, randomUUID()])) as Record<
    PropertyKey,
    string
  >;
  const vendorIds = Object.fromEntries(Object.keys(VENDORS).map((key) => [key, randomUUID()])) as Record<
    VendorKey,
    string
  >;

  await tx.insert(schema.properties).values(
    (Object.entries(PROPERTIES) as [PropertyKey, PropertySeed][]).map(([key, p]) => {
      const purchaseDate = shiftMonths(today, -p.ownedMonths);
      return {
        id: propertyIds[key],
        ownerId,
        address: p.address,
        city: p.city,
        state: p.state,
        zip: p.zip,
        propertyType: p.propertyType,
        purchasePrice: money(p.price),
        purchaseDate,
        numBedrooms: p.bedrooms,
        numBathrooms: p.bathrooms === null ? null : p.bathrooms.toFixed(1),
        numFloors: p.floors,
        isCommercial: p.isCommercial,
        isHoa: p.hoaFee !== undefined,
        hoaFee: p.hoaFee === undefined ? null : money(p.hoaFee),
        isNnn: p.isNnn ?? false,
        latitude: p.latitude,
        longitude: p.longitude,
        createdAt: noonOf(purchaseDate),
        updatedAt: noonOf(purchaseDate),
      };
    }),
  );

  await tx.insert(schema.vendors).values(
    (Object.entries(VENDORS) as [VendorKey, (typeof VENDORS)[VendorKey]][]).map(([key, v]) => ({
      id: vendorIds[key],
      ownerId,
      name: v.name,
      category: v.category,
      email: `office@${v.name.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
      phone: v.phone,
    })),
  );

  // Tenants and their leases.
  const leases = LEASES.map((seed) => {
    const endDate = addDays(today, seed.endsInDays);
    const startDate = addDays(shiftMonths(endDate, -seed.termMonths), 1);
    return { seed, id: randomUUID(), tenantId: randomUUID(), startDate, endDate };
  });
  await tx.insert(schema.tenants).values(
    leases.map(({ seed, tenantId, startDate }) => ({
      id: tenantId,
      ownerId,
      propertyId: propertyIds[seed.property],
      firstName: seed.tenant.firstName,
      lastName: seed.tenant.lastName,
      email: `${seed.tenant.firstName}.${seed.tenant.lastName}@example.com`.toLowerCase(),
      phoneNumber: seed.tenant.phone,
      title: seed.tenant.title ?? null,
      status: seed.isLate ? 'late' : 'current',
      createdAt: noonOf(earliest(startDate, today)),
      updatedAt: noonOf(earliest(startDate, today)),
    })),
  );
  await tx.insert(schema.leases).values(
    leases.map(({ seed, id, tenantId, startDate, endDate }) => ({
      id,
      ownerId,
      propertyId: propertyIds[seed.property],
      tenantId,
      leaseType: seed.leaseType,
      startDate,
      endDate,
      rentAmountMonthly: money(seed.rent),
      securityDeposit: money(seed.rent),
      rentDueDay: 1,
      isActive: true,
      specialLeaseTerms: {
        late_payment: { initial_fee: seed.lateFee, daily_late_charge: seed.isLate ? 10 : null },
        ...(seed.hasPet
          ? {
              additional_fees: [
                { fee_type: 'Animal Violation Fee', first_violation: 150, additional_violation: 300 },
                { fee_type: 'Pet rent', amount: 35 },
              ],
            }
          : {}),
      },
    })),
  );

  // The rent of every lease since its start, as the rent ledger charges it (docs/decisions/0006-rent-ledger.md:
  // prorated first month, pet rent): an income and its payment per due date, as Add Payment makes them.
  // The late tenant has not paid this month; two months ago it paid 8 days late, with the late fees.
  const incomes: (typeof schema.incomes.$inferInsert)[] = [];
  const payments: (typeof schema.payments.$inferInsert)[] = [];
  const thisMonth = monthOf(today);
  const twoMonthsAgo = monthOf(today, -2);
  for (const { seed, id: leaseId, tenantId, startDate, endDate } of leases) {
    const terms = {
      id: leaseId,
      startDate,
      endDate,
      isActive: true,
      rentCents: Math.round(seed.rent * 100),
      dueDay: 1,
      graceDays: DEFAULT_GRACE_PERIOD_DAYS,
      fees: seed.hasPet ? [{ name: 'Pet rent', cents: 3_500 }] : [],
      lateFee: null,
      oneOff: [],
    };
    const dueByDate = new Map<string, number>();
    for (const charge of scheduledCharges(terms, startDate, today))
      dueByDate.set(charge.date, (dueByDate.get(charge.date) ?? 0) + charge.cents);
    for (const [due, cents] of dueByDate) {
      if (seed.isLate && due >= thisMonth.first) continue;
      const wasLate = seed.isLate && due === twoMonthsAgo.first;
      const paidDate = clamp(addDays(due, wasLate ? 8 : seed.paysAfterDays));
      // Paid on the 9th: unpaid at the end of the 6th, 7th and 8th, so the initial fee and two daily ones.
      const lateFees = wasLate ? Math.round(seed.lateFee * 100) + 2 * 1_000 : 0;
      const payer = `${seed.tenant.firstName} ${seed.tenant.lastName}`;
      const amount = money((cents + lateFees) / 100);
      const incomeId = randomUUID();
      incomes.push({
        ownerId,
        id: incomeId,
        propertyId: propertyIds[seed.property],
        transactionDate: paidDate,
        entity: payer,
        bankAccount: 'Company savings',
        method: 'Other',
        tenantId,
        leaseId,
        amount,
        category: 'Rent',
        description: wasLate ? `Rent and late fees from ${payer}` : `Rent payment from ${payer}`,
      });
      payments.push({
        ownerId,
        tenantId,
        leaseId,
        propertyId: propertyIds[seed.property],
        incomeId,
        amount,
        paidDate,
        method: 'Other',
      });
    }
  }
  await tx.insert(schema.incomes).values(incomes);
  await tx.insert(schema.payments).values(payments);

  // A year of expenses: the monthly ones, the January property taxes, and repairs now and then.
  const expenses: (typeof schema.expenses.$inferInsert)[] = [];
  const expense = (
    day: string,
    property: PropertyKey | null,
    amount: number,
    category: string,
    description: string,
    entity: string | null,
    vendor?: VendorKey,
  ) => {
    const id = randomUUID();
    expenses.push({
      id,
      ownerId,
      propertyId: property ? propertyIds[property] : null,
      transactionDate: clamp(day),
      amount: money(amount),
      category,
      description,
      entity,
      bankAccount: 'Company savings',
      method: 'Card',
      vendorId: vendor ? vendorIds[vendor] : null,
    });
    return id;
  };
  let paidRepairId = '';
  for (let offset = -11; offset <= 0; offset += 1) {
    const month = monthOf(today, offset);
    const on = (day: number) => dueDateIn(month, day);
    // A small, steady wobble so the months do not look copied.
    const wobble = (base: number, spread: number, salt: number) =>
      base + (((offset + 12) * 37 + salt * 11) % spread);
    for (const [key, p] of Object.entries(PROPERTIES) as [PropertyKey, PropertySeed][]) {
      if (p.mortgageInterest) {
        expense(
          on(1),
          key,
          p.mortgageInterest - (offset + 11) * 2,
          'Mortgage interest',
          `Mortgage interest, ${p.address}`,
          'Bluebonnet Home Loans',
        );
      }
      expense(on(3), key, p.insurance, 'Insurance', `Insurance premium, ${p.address}`, 'Hearthstone Mutual');
      if (p.hoaFee) expense(on(1), key, p.hoaFee, 'HOA', 'HOA dues', 'South Lamar Condominium Association');
      if (month.month.endsWith('-01')) {
        expense(on(28), key, p.propertyTax, 'Taxes', `Property tax, ${p.address}`, 'County tax office');
      }
    }
    expense(on(5), 'eastTwelfth', 95, 'Cleaning and maintenance', 'Lawn care', VENDORS.lawn.name, 'lawn');
    expense(on(5), 'cooperLane', 95, 'Cleaning and maintenance', 'Lawn care', VENDORS.lawn.name, 'lawn');
    expense(on(12), 'avenueH', wobble(82, 38, 1), 'Utilities', 'Water and sewer', null);
    expense(on(14), 'roundRock', wobble(64, 55, 2), 'Utilities', 'Electricity, vacant suite', null);
    if (offset === -9) {
      expense(
        on(17),
        'avenueH',
        385,
        'Repairs',
        'Water heater valve, Unit A',
        VENDORS.plumbing.name,
        'plumbing',
      );
    }
    if (offset === -8) {
      expense(
        on(9),
        null,
        450,
        'Legal and professional fees',
        'Bookkeeping, annual review',
        'Ledgerwise CPA',
      );
    }
    if (offset === -6) {
      expense(
        on(22),
        'eastTwelfth',
        1_240,
        'Repairs',
        'AC compressor replacement',
        VENDORS.hvac.name,
        'hvac',
      );
    }
    if (offset === -4) expense(on(8), 'avenueH', 86.4, 'Supplies', 'Smoke detectors and batteries', null);
    if (offset === -3) {
      paidRepairId = expense(
        on(15),
        'southLamar',
        210,
        'Repairs',
        'Dishwasher drain line',
        VENDORS.plumbing.name,
        'plumbing',
      );
    }
    if (offset >= -1) {
      expense(on(2), 'roundRock', 49, 'Advertising', 'Rental listing fee', 'Listing fee');
    }
  }
  await tx.insert(schema.expenses).values(expenses);

  await tx.insert(schema.invoices).values([
    {
      ownerId,
      propertyId: propertyIds.southLamar,
      vendorId: vendorIds.plumbing,
      expenseId: paidRepairId,
      invoiceNumber: 'ESP-3318',
      issueDate: clamp(dueDateIn(monthOf(today, -3), 14)),
      dueDate: clamp(dueDateIn(monthOf(today, -3), 28)),
      amount: money(210),
      status: 'paid',
    },
    {
      ownerId,
      propertyId: propertyIds.eastTwelfth,
      vendorId: vendorIds.hvac,
      invoiceNumber: 'HCH-20417',
      issueDate: addDays(today, -1),
      dueDate: addDays(today, 14),
      amount: money(640),
      status: 'unpaid',
    },
  ]);

  await tx.insert(schema.contracts).values({
    ownerId,
    propertyId: propertyIds.eastTwelfth,
    vendorId: vendorIds.lawn,
    contractType: 'Landscaping',
    description: 'Back yard mowing, edging and leaf removal, twice a month',
    startDate: shiftMonths(today, -8),
    endDate: shiftMonths(today, 4),
    amount: money(95),
    isActive: true,
  });

  const daysAgo = (days: number) => noonOf(addDays(today, -days));
  await tx.insert(schema.maintenanceRequests).values([
    {
      ownerId,
      propertyId: propertyIds.eastTwelfth,
      title: 'AC not cooling upstairs',
      description: 'Tenant reports warm air from the upstairs vents. Hill Country HVAC is coming today.',
      status: 'In Progress',
      priority: 'urgent',
      scheduledFor: today,
      createdAt: daysAgo(2),
      updatedAt: daysAgo(1),
    },
    {
      ownerId,
      propertyId: propertyIds.avenueH,
      title: 'Leaking kitchen faucet, Unit B',
      description: 'Slow drip under the sink; the tenant put a bucket under it.',
      status: 'Pending',
      priority: 'normal',
      scheduledFor: addDays(today, 2),
      createdAt: daysAgo(1),
      updatedAt: daysAgo(1),
    },
    {
      ownerId,
      propertyId: propertyIds.roundRock,
      title: 'Repaint the upstairs suite before listing',
      description: 'Two offices and the hallway; get two quotes.',
      status: 'Pending',
      priority: 'normal',
      scheduledFor: addDays(today, 12),
      createdAt: daysAgo(6),
      updatedAt: daysAgo(6),
    },
    {
      ownerId,
      propertyId: propertyIds.andersonLane,
      title: 'Replace storefront light fixtures',
      description: 'Two fixtures flickering over the entrance.',
      status: 'Completed',
      priority: 'normal',
      scheduledFor: addDays(today, -38),
      createdAt: daysAgo(45),
      updatedAt: daysAgo(38),
    },
    {
      ownerId,
      propertyId: propertyIds.southLamar,
      title: 'Dishwasher not draining',
      description: 'Cleared the drain line (Eastside Plumbing).',
      status: 'Completed',
      priority: 'normal',
      scheduledFor: clamp(dueDateIn(monthOf(today, -3), 15)),
      createdAt: noonOf(clamp(dueDateIn(monthOf(today, -3), 12))),
      updatedAt: noonOf(clamp(dueDateIn(monthOf(today, -3), 15))),
    },
  ]);

  const event = (days: number, from: string, to: string) => {
    const day = addDays(today, days);
    return { startAt: zonedTime(day, from, DEMO_TIME_ZONE), endAt: zonedTime(day, to, DEMO_TIME_ZONE) };
  };
  await tx.insert(schema.calendarEvents).values([
    {
      ownerId,
      propertyId: propertyIds.roundRock,
      title: 'Showing: upstairs office suite',
      notes: 'Prospective tenant: a two-person architecture studio.',
      ...event(1, '14:00', '14:45'),
    },
    {
      ownerId,
      propertyId: null,
      title: 'Quarterly review with the accountant',
      notes: 'Bring the Schedule E report and the repair invoices.',
      ...event(6, '10:00', '11:00'),
    },
    {
      ownerId,
      propertyId: propertyIds.southLamar,
      title: 'HOA board meeting',
      notes: null,
      recurrence: 'monthly',
      ...event(13, '18:30', '19:30'),
    },
  ]);

  const compliance = (
    property: PropertyKey,
    title: string,
    dueInDays: number,
    notes: string | null = null,
  ): typeof schema.complianceItems.$inferInsert => {
    const dueDate = addDays(today, dueInDays);
    return {
      ownerId,
      propertyId: propertyIds[property],
      title,
      notes,
      dueDate,
      intervalMonths: 12,
      lastDoneOn: shiftMonths(dueDate, -12),
    };
  };
  await tx
    .insert(schema.complianceItems)
    .values([
      compliance('andersonLane', 'Fire extinguisher inspection', -4, 'Required yearly by the fire marshal.'),
      compliance('eastTwelfth', 'Test smoke and CO detectors', 12),
      compliance('roundRock', 'Backflow preventer test', 20),
      compliance('avenueH', 'Renew rental registration', 45),
      compliance('southLamar', 'Dryer vent cleaning', 70),
    ]);
}
