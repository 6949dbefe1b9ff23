import { describe, expect, it } from 'vitest';
import {
  answerFromLease,
  answerLeaseQuestions,
  DEPENDS_ANSWER,
  NO_LEASE_ANSWER,
  ordinal,
  type LeaseOnFile,
} from './lease-answers.js';

const lease = (overrides: Partial<LeaseOnFile> = {}): LeaseOnFile => ({
  rentCents: 145000,
  dueDay: 1,
  terms: null,
  ...overrides,
});

describe('lease answers', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [31, '31st'],
  ])('writes day %i as %s', (day, text) => {
    expect(ordinal(day)).toBe(text);
  });

  it('answers each topic from one lease', () => {
    const terms = {
      late_payment: { initial_fee: 50, daily_late_charge: null },
      additional_fees: [
        { fee_type: 'Monthly pet rent', amount: 25 },
        { fee_type: 'Garage space', amount: 75.5 },
        { fee_type: 'Late notice fee', amount: null },
      ],
    };
    const one = lease({ dueDay: 3, terms });
    expect(answerFromLease('rent_amount', one)).toBe('Your rent is **$1,450.00** a month.');
    expect(answerFromLease('rent_amount', lease({ rentCents: null }))).toMatch(
      /doesn't state the monthly rent/,
    );
    expect(answerFromLease('rent_due', one)).toBe('Rent is due on the **3rd** of each month.');
    expect(answerFromLease('late_fee', one)).toBe(
      'If rent is paid late, your lease sets a late fee of **$50.00**.\n- Late notice fee: amount not stated',
    );
    expect(answerFromLease('late_fee', lease())).toBe('Your lease on file sets no late fee.');
    expect(answerFromLease('pets', one)).toBe(
      'Pet fees in your lease on file:\n- Monthly pet rent: **$25.00**',
    );
    expect(answerFromLease('pets', lease())).toMatch(/lists no pet fees/);
    expect(answerFromLease('parking', one)).toBe(
      'Parking fees in your lease on file:\n- Garage space: **$75.50**',
    );
    expect(answerFromLease('parking', lease())).toMatch(/lists no parking fee/);
  });

  it('answers what the leases agree on and leaves the rest to the landlord', () => {
    expect(answerLeaseQuestions(['rent_amount'], [])).toBe(NO_LEASE_ANSWER);
    expect(answerLeaseQuestions(['rent_amount'], [lease(), lease()])).toBe(
      'Your rent is **$1,450.00** a month.',
    );
    const differing = [lease(), lease({ rentCents: 99900 })];
    expect(answerLeaseQuestions(['rent_amount'], differing)).toBe(DEPENDS_ANSWER);
    const mixed = answerLeaseQuestions(['rent_due', 'rent_amount'], differing);
    expect(mixed).toBe(
      'Rent is due on the **1st** of each month.\n\nFor the rent amount: that depends on which lease is yours, ' +
        "and I can't tell that from here. Your landlord can see this conversation and will confirm.",
    );
    expect(mixed).not.toMatch(/999|1,450/);
  });
});
