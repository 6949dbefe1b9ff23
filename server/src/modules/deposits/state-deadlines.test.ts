import { describe, expect, it } from 'vitest';
import { DEPOSIT_RULE_NOTE } from '@astor/contract/deposits';
import { addPeriod, returnDeadline, STATE_DEADLINE_RULES, stateCode } from './state-deadlines.js';

describe('state deadline table', () => {
  it('covers the largest states, each with a citation and a rule', () => {
    const states = STATE_DEADLINE_RULES.map((rule) => rule.state);
    for (const state of [
      'CA',
      'TX',
      'FL',
      'NY',
      'IL',
      'PA',
      'OH',
      'GA',
      'NC',
      'MI',
      'WA',
      'AZ',
      'CO',
      'MA',
      'NJ',
      'VA',
    ]) {
      expect(states).toContain(state);
    }
    expect(new Set(states).size).toBe(states.length);
    for (const rule of STATE_DEADLINE_RULES) {
      expect(rule.citation.length, rule.state).toBeGreaterThan(5);
      expect(rule.fullReturn.amount, rule.state).toBeGreaterThan(0);
    }
  });

  it.each([
    ['CA', '2026-06-30', '2026-07-21', 'Cal. Civ. Code § 1950.5(g)'],
    ['TX', '2026-06-30', '2026-07-30', 'Tex. Prop. Code § 92.103'],
    ['NY', '2026-12-31', '2027-01-14', 'N.Y. Gen. Oblig. Law § 7-108(1-a)(e)'],
    ['VA', '2026-06-30', '2026-08-14', 'Va. Code § 55.1-1226'],
    ['FL', '2026-06-30', '2026-07-15', 'Fla. Stat. § 83.49(3)'],
    ['IL', '2026-06-30', '2026-08-14', '765 ILCS 710/1'],
    ['CO', '2026-01-31', '2026-02-28', 'Colo. Rev. Stat. § 38-12-103'],
  ])('%s: moving out on %s, the deposit is due %s (%s)', (state, moveOut, due, citation) => {
    const deadline = returnDeadline({ state, moveOutDate: moveOut, hasDeductions: false });
    expect(deadline).toMatchObject({ state, move_out_date: moveOut, due_date: due, citation });
    expect(deadline.note).toBe('Verify with your state: rules change and have conditions.');
  });

  it('uses the itemised-list deadline once deductions are recorded, where the state sets one apart', () => {
    expect(returnDeadline({ state: 'FL', moveOutDate: '2026-06-30', hasDeductions: true }).due_date).toBe(
      '2026-07-30',
    );
    expect(returnDeadline({ state: 'IL', moveOutDate: '2026-06-30', hasDeductions: true }).due_date).toBe(
      '2026-07-30',
    );
    expect(returnDeadline({ state: 'CA', moveOutDate: '2026-06-30', hasDeductions: true }).due_date).toBe(
      '2026-07-21',
    );
  });

  it('counts Arizona in business days (weekends skipped)', () => {
    // Friday 2026-07-03: 14 weekdays later is Thursday 2026-07-23.
    expect(returnDeadline({ state: 'AZ', moveOutDate: '2026-07-03', hasDeductions: false }).due_date).toBe(
      '2026-07-23',
    );
    expect(addPeriod('2026-07-04', { amount: 1, unit: 'business_days' })).toBe('2026-07-06');
  });

  it('has no number for a state it does not know, nor without a state, nor a date without an end date', () => {
    const oregon = returnDeadline({ state: 'Oregon', moveOutDate: '2026-06-30', hasDeductions: false });
    expect(oregon).toMatchObject({ state: 'OR', due_date: null, citation: null, note: DEPOSIT_RULE_NOTE });
    expect(oregon.rule).toContain("check your state's law");
    expect(oregon.rule).not.toMatch(/\d/);
    const none = returnDeadline({ state: null, moveOutDate: '2026-06-30', hasDeductions: false });
    expect(none).toMatchObject({ state: null, due_date: null, citation: null });
    expect(none.rule).toContain('no state');
    const open = returnDeadline({ state: 'CA', moveOutDate: null, hasDeductions: false });
    expect(open).toMatchObject({ due_date: null, citation: 'Cal. Civ. Code § 1950.5(g)' });
  });

  it('reads a state as typed: code, lower case, full name, extra spaces', () => {
    expect(stateCode('ca')).toBe('CA');
    expect(stateCode(' New  York ')).toBe('NY');
    expect(stateCode('district of columbia')).toBe('DC');
    expect(stateCode('Narnia')).toBeNull();
    expect(stateCode('')).toBeNull();
    expect(stateCode(null)).toBeNull();
  });
});
