import { describe, expect, it } from 'vitest';
import { detectCurrency, dollarCurrency, findCurrencyMarkers } from './currency.js';
import { extractInvoiceFields } from './extract-invoice.js';
import { findMoney } from './money.js';

describe('findCurrencyMarkers', () => {
  it.each([
    ['TOTAL $45.00', 'USD'],
    ['TOTAL US$45.00', 'USD'],
    ['Total USD 45.00', 'USD'],
    ['Total CA$45.00', 'CAD'],
    ['Total C$45.00', 'CAD'],
    ['Total 45.00 CAD', 'CAD'],
    ['Total £45.00', 'GBP'],
    ['Total GBP 45.00', 'GBP'],
    ['Total €45,00', 'EUR'],
    ['Total 45,00 EUR', 'EUR'],
    ['Total A$45.00', 'AUD'],
    ['Total AUD 45.00', 'AUD'],
    ['Total RM 45.00', 'MYR'],
    ['Total MYR45.00', 'MYR'],
    ['Total ₹450.00', 'INR'],
    ['Total Rs. 450.00', 'INR'],
    ['Total INR 450', 'INR'],
    ['Total NZ$45.00', 'NZD'],
    ['Currency: chf', 'CHF'],
  ])('%s → %s', (text, code) => {
    expect(findCurrencyMarkers(text).map((marker) => marker.code)).toEqual([code]);
  });

  it('reads no currency in words and abbreviations that only look like codes', () => {
    expect(findCurrencyMarkers('ALL 3 items, TOP 5 PEN 2, Mrs 12, RMA 3, Rm 4')).toEqual([]);
  });

  it('marks a plain $ as a dollar of no particular country', () => {
    expect(findCurrencyMarkers('Paid $12.00')).toMatchObject([{ code: 'USD', isBareDollar: true }]);
    expect(findCurrencyMarkers('TOTAL$12.00')).toMatchObject([{ isBareDollar: true }]);
  });
});

describe('dollarCurrency', () => {
  it('is the account currency when that is a dollar, else USD', () => {
    expect(dollarCurrency('CAD')).toBe('CAD');
    expect(dollarCurrency('AUD')).toBe('AUD');
    expect(dollarCurrency('USD')).toBe('USD');
    expect(dollarCurrency('GBP')).toBe('USD');
    expect(dollarCurrency(undefined)).toBe('USD');
  });
});

describe('detectCurrency', () => {
  it('takes the currency printed on the total line first', () => {
    const text = 'Deposit €20.00 held\nTOTAL £45.67';
    expect(detectCurrency(text, { totalLine: 'TOTAL £45.67' })).toMatchObject({
      value: 'GBP',
      confidence: 0.9,
      source: 'TOTAL £45.67',
    });
  });

  it('reads a bare $ as the account currency when it is a dollar, else as USD to be checked', () => {
    const text = 'Hardware\nTOTAL $45.67';
    expect(detectCurrency(text, { totalLine: 'TOTAL $45.67', accountCurrency: 'CAD' }).value).toBe('CAD');
    expect(detectCurrency(text, { totalLine: 'TOTAL $45.67', accountCurrency: 'USD' })).toMatchObject({
      value: 'USD',
      confidence: 0.75,
    });
    const inPounds = detectCurrency(text, { totalLine: 'TOTAL $45.67', accountCurrency: 'GBP' });
    expect(inPounds.value).toBe('USD');
    expect(inPounds.confidence).toBeLessThan(0.6);
  });

  it('lets a dollar named elsewhere say which dollar a bare $ is', () => {
    const text = 'All amounts in CAD\nTOTAL $45.67';
    expect(detectCurrency(text, { totalLine: 'TOTAL $45.67', accountCurrency: 'USD' }).value).toBe('CAD');
  });

  it('uses the code printed elsewhere when the total line has none', () => {
    expect(detectCurrency('Currency: EUR\nTOTAL 45.67', { totalLine: 'TOTAL 45.67' }).value).toBe('EUR');
  });

  it('proposes the account currency, to be checked and with no source, when nothing is printed', () => {
    const found = detectCurrency('TOTAL 45.67', { totalLine: 'TOTAL 45.67', accountCurrency: 'AUD' });
    expect(found).toEqual({ value: 'AUD', confidence: 0.4, source: null });
  });
});

describe('amounts in other currencies', () => {
  it('finds amounts written with other signs and codes', () => {
    expect(findMoney('£1,250 and €40 and GBP 12 and 30 EUR and CA$15').map((m) => m.value)).toEqual([
      1250, 40, 12, 30, 15,
    ]);
  });

  it('reads the total and currency of a receipt in pounds', () => {
    const fields = extractInvoiceFields(
      [
        'Harrow & Sons Ironmongers',
        '14 Market Street, York',
        'RECEIPT',
        'Receipt No: HS-2207',
        'Date: 12 March 2026',
        'Hinges x4 £18.00',
        'Subtotal £18.00',
        'VAT £3.60',
        'TOTAL £21.60',
      ].join('\n'),
      { accountCurrency: 'USD' },
    );
    expect(fields.total_amount.value).toBe(21.6);
    expect(fields.currency).toMatchObject({ value: 'GBP', confidence: 0.9 });
    expect(fields.date.value).toBe('2026-03-12');
  });

  it('leaves the date empty when none is printed (never today)', () => {
    const fields = extractInvoiceFields('Corner Hardware\nRECEIPT\nTOTAL $12.50');
    expect(fields.date).toEqual({ value: null, confidence: 0, source: null });
    expect(fields.total_amount.value).toBe(12.5);
  });
});
