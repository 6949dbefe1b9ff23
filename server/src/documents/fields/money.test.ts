import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMoney, formatMoney, parseAmount, parseMoney } from './money.js';

describe('parseMoney', () => {
  it.each([
    ['$1,250.00', 1250],
    ['$1250', 1250],
    ['$ 1,250.00', 1250],
    ['S1,250.00', 1250],
    ['USD 2,400', 2400],
    ['1,995.00 dollars', 1995],
    ['$0.99', 0.99],
    ['$12.5', 12.5],
    ['$1.250.00', 1250],
    ['-$45.00', -45],
    ['TOTAL 45.67', 45.67],
    ['no amount here', null],
    ['', null],
    ['Unit 12', null],
    ['5%', null],
  ])('%s → %s', (raw, expected) => {
    expect(parseMoney(raw)).toBe(expected);
  });
});

describe('parseAmount', () => {
  it.each([
    ['1,250.00', 1250],
    ['1.250,00', 1250],
    ['1250', 1250],
    ['0.5', 0.5],
    ['abc', null],
  ])('%s → %s', (raw, expected) => {
    expect(parseAmount(raw)).toBe(expected);
  });
});

describe('findMoney', () => {
  it('finds amounts with their positions, and skips ZIPs, years and percentages', () => {
    const text = 'Rent $1,850.00 due 2024, ZIP 95814, late fee 5% or $75; TOTAL 21.57';
    const found = findMoney(text);
    expect(found.map((m) => m.value)).toEqual([1850, 75, 21.57]);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe('$1,850.00');
  });

  it('does not read dates or times as amounts', () => {
    expect(findMoney('on 3.15.24 at 10:45, paid 12.50').map((m) => m.value)).toEqual([12.5]);
  });

  it("reads a '$' run into the word before it ('BDS$6,700', 'of$1,250.00')", () => {
    expect(findMoney('at BDS$6,700 per month').map((m) => m.value)).toEqual([6700]);
    expect(findMoney('a rent of$1,250.00 monthly').map((m) => m.value)).toEqual([1250]);
  });

  it('does not read a statute citation as an amount', () => {
    expect(findMoney('D.C. Official Code § 42-3502.07 (2001); § 12.50').map((m) => m.value)).toEqual([]);
  });

  it('does not join a quantity and a price into one amount', () => {
    expect(findMoney('2 125.00').map((m) => m.value)).toEqual([125]);
  });
});

describe('money properties', () => {
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        parseMoney(value);
        findMoney(value);
        parseAmount(value);
      }),
    );
  });

  it('round-trips formatMoney → parseMoney for cents amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_99 }), (cents) => {
        const value = cents / 100;
        expect(parseMoney(formatMoney(value))).toBe(value);
      }),
    );
  });

  it('finds an amount written inside any sentence', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_99 }),
        fc.constantFrom('Rent is ', 'Total: ', 'pay ', '('),
        (cents, prefix) => {
          const value = cents / 100;
          expect(findMoney(`${prefix}${formatMoney(value)} per month`).map((m) => m.value)).toContain(value);
        },
      ),
    );
  });
});
