import type { Aging, RentStatus } from '@astor/contract/rent-ledger';

/** How each rent status shows: a word and a badge colour. */
export const RENT_STATUS_LOOKS = {
  paid: { label: 'Paid', tone: 'green' },
  partial: { label: 'Partial', tone: 'amber' },
  late: { label: 'Late', tone: 'red' },
  upcoming: { label: 'Upcoming', tone: 'blue' },
} as const satisfies Record<RentStatus, { label: string; tone: string }>;

/** The aging buckets in order, with their column headings. */
export const AGING_BUCKETS: ReadonlyArray<{ key: keyof Aging; label: string }> = [
  { key: 'current', label: 'Current' },
  { key: 'd1_30', label: '1–30 days' },
  { key: 'd31_60', label: '31–60 days' },
  { key: 'd61_90', label: '61–90 days' },
  { key: 'd90_plus', label: '90+ days' },
];

/** '1 day', '12 days'; a dash when the rent is not late, so late rows stand out. */
export function describeDaysLate(days: number): string {
  if (days <= 0) return '–';
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
