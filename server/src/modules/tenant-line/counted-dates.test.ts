import { describe, expect, it } from 'vitest';
import { dayTheTenantNames, depositBackBy, noticeBy } from './counted-dates.js';

const TODAY = '2026-11-28';

describe('days the lease counts from a day the tenant names', () => {
  it('reads the day named, on or after today', () => {
    expect(dayTheTenantNames('if I move out on 15 June', TODAY)).toBe('2027-06-15');
    expect(dayTheTenantNames('we are leaving end of april', TODAY)).toBe('2027-04-30');
    expect(dayTheTenantNames('what is the late fee', TODAY)).toBeUndefined();
    expect(
      dayTheTenantNames(
        'when the lease is up in May, what is the deadline? I want it on the calendar now',
        TODAY,
      ),
    ).toBeUndefined();
  });

  it('counts the deposit due back from the move-out day', () => {
    const lease = () => [
      '12.3 The Landlord will return the deposit within 21 days after the Tenant moves out.',
    ];
    expect(
      depositBackBy('if we move out on January 31, by what date do we get our deposit back?', lease, TODAY),
    ).toBe('2027-02-21');
    expect(depositBackBy('how much deposit do we get back', lease, TODAY)).toBeUndefined();
  });

  it('counts notice back from the day the tenant leaves', () => {
    const clause =
      'The Tenant may end early by giving at least 30 days written notice before the move-out date.';
    expect(noticeBy('if I leave on April 10, until which date must I tell the owner?', clause, TODAY)).toBe(
      '2027-03-11',
    );
    expect(noticeBy('if I leave on April 10, how much is the fee?', clause, TODAY)).toBeUndefined();
  });
});
