/** How the assistant writes figures: one money format ('$1,234.56'), counts with their noun, bold figures. */

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as '$1,234.56' ('-$50.00' when negative). */
export function formatMoney(cents: number): string {
  return USD.format(cents / 100);
}

export const bold = (text: string): string => `**${text}**`;

/** "1 lease", "3 leases". */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** Numeric column text (exact, from SQL) as integer cents. */
export const centsOf = (value: string | number | null | undefined): number =>
  Math.round(Number(value ?? 0) * 100);

/** "a, b and c". */
export function joinWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** `part` as a percentage of `whole`, to a tenth ("9.1%", "15%"); "less than 0.1%" for a sliver. */
export function percentOf(part: number, whole: number): string {
  const tenths = Math.round((part * 1000) / whole);
  if (tenths === 0 && part > 0) return 'less than 0.1%';
  return `${(tenths / 10).toFixed(tenths % 10 === 0 ? 0 : 1)}%`;
}
