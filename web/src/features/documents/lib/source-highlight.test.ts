import { describe, expect, it } from 'vitest';
import { findSource, findValue, toSearchableText } from './source-highlight';

// A lease's text as a PDF reader gives it: line breaks inside sentences, curly quotes, a dash.
const TEXT = [
  'RESIDENTIAL LEASE AGREEMENT',
  'This Lease is made between Cedar Row Rentals LLC (\u201cLandlord\u201d) and',
  'Imani Brooks (\u201cTenant\u201d).',
  'Premises: 915 Alder Street, Unit 3, Eugene, OR 97401.',
  'Rent: Tenant shall pay monthly rent of $1,675.00 due on the first day',
  'of each month. Late fee: $50.00 after the 5th \u2013 no exceptions.',
].join('\n');

const searchable = toSearchableText(TEXT);
const quoted = (source: string | null) => {
  const range = findSource(searchable, source);
  return range && TEXT.slice(range.start, range.end);
};

describe('findSource', () => {
  it('finds a quote whose line break the reader collapsed to a space', () => {
    expect(quoted('monthly rent of $1,675.00 due on the first day of each month')).toBe(
      'monthly rent of $1,675.00 due on the first day\nof each month',
    );
  });

  it('ignores case, straightened quotes and dashes', () => {
    expect(quoted('rentals llc ("landlord") and imani brooks')).toBe(
      'Rentals LLC (\u201cLandlord\u201d) and\nImani Brooks',
    );
    expect(quoted('the 5th - no exceptions')).toBe('the 5th \u2013 no exceptions');
  });

  it('finds a quote cut with an ellipsis by what was kept', () => {
    expect(quoted('Premises: 915 Alder Street, Unit 3, Eugene, OR 9740…')).toBe(
      'Premises: 915 Alder Street, Unit 3, Eugene, OR 9740',
    );
  });

  it('finds the first of several quotes joined with an ellipsis when the whole is nowhere', () => {
    expect(quoted('Late fee: $50.00 after the 5th … a pet fee of $300 per pet')).toBe(
      'Late fee: $50.00 after the 5th',
    );
  });

  it('highlights nothing for a computed source, no source, or text the document does not hold', () => {
    expect(quoted('Computed: 12 months from 2026-04-01 ("twelve months")')).toBeNull();
    expect(quoted(null)).toBeNull();
    expect(quoted('')).toBeNull();
    expect(quoted('Security deposit of $2,000.00')).toBeNull();
  });

  it('does not take a short piece of a joined quote for a match anywhere', () => {
    // '$50.00' alone is in the text, but a piece that short says too little.
    expect(quoted('An unrelated clause … $50.00')).toBeNull();
  });
});

describe('findValue', () => {
  const valueIn = (source: string, field: Parameters<typeof findValue>[2]) => {
    const range = findSource(searchable, source)!;
    const value = findValue(searchable, range, field);
    return value && TEXT.slice(value.start, value.end);
  };
  const RENT = 'monthly rent of $1,675.00 due on the first day of each month';

  it('finds the amount as printed inside its source', () => {
    expect(valueIn(RENT, { kind: 'money', value: 1675 })).toBe('1,675.00');
    expect(valueIn('Late fee: $50.00 after the 5th', { kind: 'money', value: 50 })).toBe('50.00');
  });

  it('finds a text value whatever its case, and a list by its first item printed', () => {
    expect(
      valueIn('Cedar Row Rentals LLC ("Landlord") and Imani Brooks', {
        kind: 'list',
        value: ['Dana Okafor', 'imani brooks'],
      }),
    ).toBe('Imani Brooks');
    expect(valueIn('Premises: 915 Alder Street, Unit 3', { kind: 'text', value: '915 Alder Street' })).toBe(
      '915 Alder Street',
    );
  });

  it('finds a date written out, and looks only inside the source', () => {
    const dated = toSearchableText('Signed on 03/01/2026. The term begins on April 1, 2026 and ends later.');
    const range = findSource(dated, 'The term begins on April 1, 2026')!;
    const value = findValue(dated, range, { kind: 'date', value: '2026-04-01' });
    expect(
      value &&
        'Signed on 03/01/2026. The term begins on April 1, 2026 and ends later.'.slice(
          value.start,
          value.end,
        ),
    ).toBe('April 1, 2026');
    expect(findValue(dated, range, { kind: 'date', value: '2026-03-01' })).toBeNull();
  });

  it('singles out nothing too short to be told apart, or of a kind not printed as such', () => {
    expect(valueIn(RENT, { kind: 'number', value: 1 })).toBeNull();
    expect(valueIn(RENT, { kind: 'boolean', value: true })).toBeNull();
    expect(valueIn(RENT, { kind: 'money', value: 1800 })).toBeNull();
  });
});
