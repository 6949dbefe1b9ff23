import { describe, expect, it } from 'vitest';
import { extractContractFields } from './extract-contract.js';

const values = (text: string) =>
  Object.fromEntries(
    Object.entries(extractContractFields(text)).map(([key, value]) => [key, value.value]),
  ) as Record<string, unknown>;

describe('extractContractFields', () => {
  it('property management agreement: the manager, the term, the flat fee', () => {
    expect(
      values(`PROPERTY MANAGEMENT AGREEMENT
Owner: Dana Whitlock, 14 Pine St, Boise, ID 83702
Manager: Sawtooth Keys Management, LLC
Effective March 1, 2025 for an initial term of 12 months.
Manager receives a flat management fee of $95.00 per unit per month. Repairs over $500 need Owner approval.`),
    ).toMatchObject({
      contract_type: 'Property management',
      counterparty: 'Sawtooth Keys Management, LLC',
      start_date: '2025-03-01',
      end_date: '2026-02-28',
      amount: 95,
    });
  });

  it('takes no date whose century OCR would have to guess', () => {
    const fields = values(`ROOFING CONTRACT
Contractor: Summit Peak Roofing LLC
Contract price: $12,900.00.
Start date 0225-06-02.`);
    expect(fields.start_date).toBeNull();
  });

  it('roofing contract: the contractor, the price, the start; the type from the title and scope', () => {
    expect(
      values(`ROOFING CONTRACT
Contractor: Summit Peak Roofing LLC, 10 Hill Rd, Dayton, OH 45402
Owner: Maple Row Rentals LLC
Scope: Remove existing shingles to the deck, install underlayment and architectural shingles.
Contract price: $12,900.00. Deposit of $3,000.00 at signing.
Start: on or about June 2, 2025.`),
    ).toMatchObject({
      contract_type: 'Roof replacement',
      counterparty: 'Summit Peak Roofing LLC',
      start_date: '2025-06-02',
      amount: 12900,
    });
  });

  it('service agreement named by its trade, with a contract period', () => {
    expect(
      values(`Window and Gutter Cleaning Service Agreement
Brightside Exterior Care - Window Washing - Gutter Cleaning
Customer: Elm Court Apartments
Contract period: April 1, 2025 - March 31, 2026
Price: $1,200.00 per visit, two visits per year.`),
    ).toMatchObject({
      contract_type: 'Window and gutter cleaning',
      start_date: '2025-04-01',
      end_date: '2026-03-31',
      amount: 1200,
    });
  });

  it('a generic title takes its type from the scope of work', () => {
    expect(
      values(
        'SERVICE AGREEMENT\nCompany: Frost Free Plowing Inc.\nServices: plow lots and salt walks after snowfall.',
      ).contract_type,
    ).toBe('Snow removal');
  });

  it('never throws on empty input', () => {
    expect(values('')).toMatchObject({ contract_type: null, counterparty: null, amount: null });
  });
});
