/**
 * The dashboard's formulas (docs/product.md#dashboard-formulas), pure and table-tested. Money is integer
 * cents here.
 */

/** Today's calendar date in a time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export type MonthRange = { month: string; first: string; last: string };

const pad = (n: number) => String(n).padStart(2, '0');
export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The calendar month `offset` months from the month of `isoDate` (-1: last month; January → December). */
export function monthOf(isoDate: string, offset = 0): MonthRange {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offset;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return {
    month: `${year}-${pad(month)}`,
    first: `${year}-${pad(month)}-01`,
    last: `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`,
  };
}

/** docs/product.md#dashboard-formulas: (this − last) / last × 100 to 1 decimal; 0 when last is 0. */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** docs/product.md#dashboard-formulas: monthly revenue / property count, or 0 with no properties. */
export function averagePerProperty(revenueCents: number, propertyCount: number): number {
  return propertyCount === 0 ? 0 : Math.round(revenueCents / propertyCount);
}

/** The same day last year, clamped (Feb 29 → Feb 28). */
export function sameDayLastYear(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${y - 1}-${pad(m)}-${pad(Math.min(d, daysInMonth(y - 1, m)))}`;
}

/** The day of `month` rent falls due for a due day of 1–31 (the 31st is the last day of shorter months). */
export function dueDateIn(month: MonthRange, dueDay: number): string {
  const [y, m] = month.month.split('-').map(Number) as [number, number];
  return `${month.month}-${pad(Math.min(dueDay, daysInMonth(y, m)))}`;
}

export function daysBetween(fromIso: string, toIso: string): number {
  return dayNumber(toIso) - dayNumber(fromIso);
}

export function addDays(isoDate: string, days: number): string {
  return isoOfDay(dayNumber(isoDate) + days);
}

/**
 * Calendar dates as day numbers and back, remembered: the rent ledger does date arithmetic for every
 * period of every lease on each read, over a few thousand distinct dates, and parsing a date each time
 * cost a quarter of its time on a 2,000-lease portfolio. The memories are emptied when they grow large.
 */
const dayNumbers = new Map<string, number>();
const isoDays = new Map<number, string>();
const MAX_REMEMBERED_DAYS = 50_000;

function dayNumber(isoDate: string): number {
  let day = dayNumbers.get(isoDate);
  if (day === undefined) {
    day = Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
    if (dayNumbers.size >= MAX_REMEMBERED_DAYS) dayNumbers.clear();
    dayNumbers.set(isoDate, day);
  }
  return day;
}

function isoOfDay(day: number): string {
  let iso = isoDays.get(day);
  if (iso === undefined) {
    iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
    if (isoDays.size >= MAX_REMEMBERED_DAYS) isoDays.clear();
    isoDays.set(day, iso);
  }
  return iso;
}

export type RentLease = {
  id: string;
  rentCents: number;
  dueDay: number;
  startDate: string | null;
  endDate: string | null;
};

/** A lease owes rent in a month when its term overlaps that month. */
export function owesRentIn(lease: RentLease, month: MonthRange): boolean {
  return (
    (!lease.startDate || lease.startDate <= month.last) && (!lease.endDate || lease.endDate >= month.first)
  );
}

export type RentStatus = { target: number; paid: number; late: number; outstanding: number };

/**
 * This month's rent: target = rent due from active leases; a lease is paid when its payments this month
 * cover the rent, late when unpaid after its due day, and what is unpaid is outstanding.
 */
export function rentStatus(
  leases: RentLease[],
  paidCentsByLease: Map<string, number>,
  month: MonthRange,
  today: string,
): RentStatus {
  let target = 0;
  let paid = 0;
  let late = 0;
  let outstanding = 0;
  for (const lease of leases) {
    if (!owesRentIn(lease, month) || lease.rentCents <= 0) continue;
    target += lease.rentCents;
    const received = paidCentsByLease.get(lease.id) ?? 0;
    if (received >= lease.rentCents) {
      paid += 1;
    } else {
      outstanding += lease.rentCents - received;
      if (today > dueDateIn(month, lease.dueDay)) late += 1;
    }
  }
  return { target, paid, late, outstanding };
}
