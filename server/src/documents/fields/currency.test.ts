import { describe, expect, it } from 'vitest';
import { countryCurrency, detectCurrency, dollarCurrency, findCurrencyMarkers } from './currency.js';
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

describe('the country of the addresses', () => {
  it.each([
    ['Lakeshore Hydro Inc.\n40 King St W\nHamilton ON L8P 4R5', 'CAD'],
    ['Maple Grocers Market\n12 Post Rd, Easton, CT 06612', 'USD'],
    ['Tea House\n3 Park Row, Leeds LS1 5HD', 'GBP'],
    ['Spice Route Cafe\nGSTIN: 07AABCS1234K1Z5', 'INR'],
    ['Spice Route Cafe\nCGST 2.5% 6.00\nSGST 2.5% 6.00', 'INR'],
    ['Kedai Besi Jaya Sdn. Bhd.\nJalan Ampang', 'MYR'],
    ['Harbour Plumbing Pty Ltd ABN 51 824 753 556', 'AUD'],
  ])('%j → %s', (text, code) => {
    expect(countryCurrency(text)?.code).toBe(code);
  });

  it('reads no country from labels that look like a state and a ZIP, or from two countries equally', () => {
    expect(countryCurrency('Order ID 12345\nMember ID 55012')).toBeNull();
    expect(countryCurrency('Troy, MI 48084\nWindsor ON N9A 6J3')).toBeNull();
  });

  it('says which dollar a bare $ on the total line is', () => {
    const text = 'Lakeshore Hydro Inc.\n40 King St W\nHamilton ON L8P 4R5\nAmount due $52.10';
    expect(detectCurrency(text, { totalLine: 'Amount due $52.10', accountCurrency: 'USD' })).toMatchObject({
      value: 'CAD',
      confidence: 0.8,
    });
  });

  it('is the currency of a bill that prints none', () => {
    const text = 'Kedai Besi Jaya Sdn. Bhd.\nJalan Ampang\nTotal : 48.30';
    expect(detectCurrency(text, { totalLine: 'Total : 48.30', accountCurrency: 'USD' })).toMatchObject({
      value: 'MYR',
      confidence: 0.7,
    });
  });

  it('wins over one foreign sign printed once on an item line (an OCR look-alike of a bullet)', () => {
    const text =
      'MAPLE GROCERS MARKET\n12 POST RD, EASTON, CT 06612\n¥ 12 EGGS NP 4.99 F\n* MILK NP 3.49 F\nBAL 8.48';
    const found = detectCurrency(text, { totalLine: 'BAL 8.48' });
    expect(found.value).toBe('USD');
    expect(found.confidence).toBeLessThan(0.9);
  });

  it('takes a "$" before a letter for OCR debris, so the country decides', () => {
    expect(findCurrencyMarkers('PAY $d 57')).toEqual([]);
    expect(findCurrencyMarkers('Rate $.065 and $ 11.34')).toHaveLength(2);
    const text = 'Spice Route Cafe\nCGST 2.5% 6.00\nSGST 2.5% 6.00\nTotal Bill Value 492\nPAY $d 492';
    expect(detectCurrency(text, { totalLine: 'Total Bill Value 492' }).value).toBe('INR');
  });

  it('reads a column headed in a currency', () => {
    expect(findCurrencyMarkers('Item Qty Amount (RM) Tax').map((marker) => marker.code)).toEqual(['MYR']);
    expect(findCurrencyMarkers('Description Price (GBP)').map((marker) => marker.code)).toEqual(['GBP']);
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
