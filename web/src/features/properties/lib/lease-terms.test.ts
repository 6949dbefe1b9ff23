import { describe, expect, it } from 'vitest';
import { describeLeaseTerms, describeRentDue } from './lease-terms';

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

describe('late fee cap', () => {
  it('shows the cap when the lease has one', () => {
    expect(
      describeLeaseTerms({ late_payment: { initial_fee: 50, daily_late_charge: 10, max_late_fee: 150 } })
        ?.latePayment,
    ).toEqual([
      { label: 'Late payment initial fee', value: '$50.00' },
      { label: 'Daily late charge', value: '$10.00' },
      { label: 'Late fees capped at', value: '$150.00' },
    ]);
  });
});

describe('describeRentDue', () => {
  it.each([
    [1, 5, 'Rent due on the 1st, late after 5 days of grace'],
    [2, 1, 'Rent due on the 2nd, late after 1 day of grace'],
    [3, 0, 'Rent due on the 3rd, late the day after'],
    [11, 5, 'Rent due on the 11th, late after 5 days of grace'],
    [22, 5, 'Rent due on the 22nd, late after 5 days of grace'],
    [31, 10, 'Rent due on the 31st, late after 10 days of grace'],
  ])('day %i with %i days of grace', (day, grace, text) => {
    expect(describeRentDue(day, grace)).toBe(text);
  });
});
