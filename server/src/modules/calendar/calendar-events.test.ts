import { describe, expect, it } from 'vitest';
import {
  customEventOccurrences,
  depositReturnEvents,
  leaseEvents,
  nextDueDate,
  rentDueDates,
  type CustomEventForCalendar,
  type LeaseForCalendar,
} from './calendar-events.js';

const lease = (extra: Partial<LeaseForCalendar> = {}): LeaseForCalendar => ({
  id: 'l1',
  propertyId: 'p1',
  address: '1 Elm St',
  tenant: 'Rosa Parks',
  rentCents: 150000,
  dueDay: 1,
  startDate: '2026-01-01',
  endDate: null,
  ledgerStartDate: null,
  ...extra,
});

describe('rentDueDates', () => {
  it('clamps a 31st due day to the last day of shorter months, across a year end', () => {
    expect(rentDueDates(31, '2026-11-01', '2027-03-31')).toEqual([
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
  });
  it('keeps only dates inside the range', () => {
    expect(rentDueDates(15, '2026-11-16', '2026-12-14')).toEqual([]);
    expect(rentDueDates(1, '2026-11-01', '2026-11-01')).toEqual(['2026-11-01']);
  });
});

describe('leaseEvents', () => {
  it('gives the rent ledger’s rent charges within the lease term, partial months prorated', () => {
    const events = leaseEvents(
      lease({ startDate: '2026-12-15', endDate: '2027-02-10' }),
      '2026-11-01',
      '2027-03-31',
    );
    // Dec 15–31 (17 of 31 days) due on the start date; Feb 1–10 (10 of 28 days).
    expect(events.filter((e) => e.kind === 'rent_due').map((e) => [e.start, e.title])).toEqual([
      ['2026-12-15', 'Rent due: Rosa Parks, 1 Elm St ($822.58)'],
      ['2027-01-01', 'Rent due: Rosa Parks, 1 Elm St ($1500.00)'],
      ['2027-02-01', 'Rent due: Rosa Parks, 1 Elm St ($535.71)'],
    ]);
  });

  it('gives no rent due before the day rent is tracked from (docs/decisions/0012-rent-tracked-from.md)', () => {
    const events = leaseEvents(
      lease({ startDate: '2024-03-01', ledgerStartDate: '2026-10-01' }),
      '2026-08-01',
      '2026-11-30',
    );
    expect(events.filter((e) => e.kind === 'rent_due').map((e) => e.start)).toEqual([
      '2026-10-01',
      '2026-11-01',
    ]);
  });

  it('gives the lease end and renewal reminders 60 and 30 days before', () => {
    const events = leaseEvents(lease({ endDate: '2027-01-31' }), '2026-11-01', '2027-01-31');
    expect(events.filter((e) => e.kind !== 'rent_due').map((e) => [e.kind, e.start])).toEqual([
      ['lease_end', '2027-01-31'],
      ['renewal_reminder', '2026-12-02'],
      ['renewal_reminder', '2027-01-01'],
    ]);
  });

  it('has no end or reminders for a lease without an end date, and no rent without rent', () => {
    expect(leaseEvents(lease({ rentCents: 0 }), '2026-01-01', '2026-12-31')).toEqual([]);
    expect(leaseEvents(lease(), '2026-01-01', '2026-12-31').every((e) => e.kind === 'rent_due')).toBe(true);
  });
});

describe('customEventOccurrences', () => {
  const event = (extra: Partial<CustomEventForCalendar>): CustomEventForCalendar => ({
    id: 'e1',
    propertyId: null,
    title: 'Inspection',
    notes: null,
    startAt: new Date('2026-01-31T15:00:00Z'),
    endAt: new Date('2026-01-31T16:00:00Z'),
    allDay: false,
    recurrence: null,
    ...extra,
  });

  it('repeats monthly, falling on the last day of short months', () => {
    const starts = customEventOccurrences(event({ recurrence: 'monthly' }), '2026-01-01', '2026-04-30').map(
      (e) => e.start,
    );
    expect(starts).toEqual([
      '2026-01-31T15:00:00.000Z',
      '2026-02-28T15:00:00.000Z',
      '2026-03-31T15:00:00.000Z',
      '2026-04-30T15:00:00.000Z',
    ]);
  });

  it('repeats weekly and daily only inside the range, even from a start long ago', () => {
    const weekly = customEventOccurrences(
      event({
        recurrence: 'weekly',
        startAt: new Date('2020-01-06T09:00:00Z'),
        endAt: new Date('2020-01-06T10:00:00Z'),
      }),
      '2026-11-01',
      '2026-11-30',
    );
    expect(weekly.map((e) => e.start.slice(0, 10))).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(customEventOccurrences(event({ recurrence: 'daily' }), '2026-02-01', '2026-02-03')).toHaveLength(
      3,
    );
  });

  it('gives a one-off event once if it overlaps the range, with dates for all-day events', () => {
    expect(customEventOccurrences(event({}), '2026-02-01', '2026-02-28')).toEqual([]);
    const [allDay] = customEventOccurrences(
      event({
        allDay: true,
        startAt: new Date('2026-01-31T00:00:00Z'),
        endAt: new Date('2026-01-31T00:00:00Z'),
      }),
      '2026-01-01',
      '2026-01-31',
    );
    expect(allDay).toMatchObject({ start: '2026-01-31', end: '2026-01-31', all_day: true, kind: 'custom' });
  });

  it('repeats yearly on Feb 29 as Feb 28', () => {
    const starts = customEventOccurrences(
      event({
        recurrence: 'yearly',
        startAt: new Date('2028-02-29T12:00:00Z'),
        endAt: new Date('2028-02-29T13:00:00Z'),
      }),
      '2028-01-01',
      '2030-12-31',
    );
    expect(starts.map((e) => e.start.slice(0, 10))).toEqual(['2028-02-29', '2029-02-28', '2030-02-28']);
  });
});

describe('nextDueDate', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-11-15', 6, '2027-05-15'],
    ['2026-05-01', 12, '2027-05-01'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(nextDueDate(from, months)).toBe(expected);
  });
});

describe('depositReturnEvents', () => {
  const held = {
    leaseId: 'l1',
    propertyId: 'p1',
    address: '1 Elm St',
    tenant: 'Rosa Parks',
    endDate: '2026-10-31',
    dueDate: '2026-11-21' as string | null,
    heldCents: 123456,
  };
  it('puts "Deposit return due" on the state deadline, inside the range only', () => {
    expect(depositReturnEvents([held], '2026-11-01', '2026-11-30')).toEqual([
      {
        id: 'deposit_return:l1',
        kind: 'deposit_return',
        title: 'Deposit return due: Rosa Parks, 1 Elm St ($1,234.56 held)',
        start: '2026-11-21',
        end: '2026-11-21',
        all_day: true,
        property_id: 'p1',
        source_id: 'l1',
      },
    ]);
    expect(depositReturnEvents([held], '2026-11-22', '2026-12-31')).toEqual([]);
  });
  it('without a rule for the state, reminds to check the deadline on the move-out day', () => {
    const [event] = depositReturnEvents([{ ...held, dueDate: null }], '2026-10-01', '2026-10-31');
    expect(event).toMatchObject({
      start: '2026-10-31',
      title: "Deposit return: check your state's deadline: Rosa Parks, 1 Elm St ($1,234.56 held)",
    });
  });
});
