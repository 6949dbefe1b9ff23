/**
 * The dashboard's formulas (docs/product.md#dashboard-formulas), pure and table-tested. Money is integer
 * cents here.
 */
import { daysInMonth, type MonthRange } from '@astor/contract/calendar-date';

const pad = (n: number) => String(n).padStart(2, '0');

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
