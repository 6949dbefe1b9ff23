/**
 * Adds dollar amounts in whole cents, so that 0.1 + 0.2 is 0.3 (docs/style.md#money-dates-and-numbers:
 * integer cents in arithmetic).
 */
export function sumMoney(amounts: readonly number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}
