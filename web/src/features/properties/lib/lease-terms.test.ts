import { describe, expect, it } from 'vitest';
import { describeLeaseTerms } from './lease-terms';

describe('describeLeaseTerms', () => {
  it.each([null, undefined, {}, { late_payment: null, additional_fees: [] }])(
    'has no special terms for %j',
    (terms) => {
      expect(describeLeaseTerms(terms)).toBeNull();
    },
  );

  it('lists late payment fees and additional fees, with both animal violation amounts', () => {
    expect(
      describeLeaseTerms({
        late_payment: { initial_fee: 50, daily_late_charge: 10 },
        additional_fees: [
          { fee_type: 'Pet Rent', amount: 35 },
          { fee_type: 'Animal Violation Fee', first_violation: 100, additional_violation: 250 },
          { fee_type: 'Parking', amount: null },
        ],
      }),
    ).toEqual({
      latePayment: [
        { label: 'Late payment initial fee', value: '$50.00' },
        { label: 'Daily late charge', value: '$10.00' },
      ],
      additionalFees: [
        { label: 'Pet Rent', value: '$35.00' },
        { label: 'Animal Violation Fee', value: 'First violation $100.00, additional violation $250.00' },
        { label: 'Parking', value: 'N/A' },
      ],
    });
  });
});
