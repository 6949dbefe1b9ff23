/**
 * A calendar day (YYYY-MM-DD) as people read it in the product's texts: "Oct 1, 2026", the way the web
 * app writes dates (docs/product.md#phones: one way for money and dates). Pure: no time zone can shift it.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function readableDay(day: string, withYear = true): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  return withYear ? `${month} ${Number(match[3])}, ${match[1]}` : `${month} ${Number(match[3])}`;
}
