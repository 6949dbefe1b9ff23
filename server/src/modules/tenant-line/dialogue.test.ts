import { describe, expect, it } from 'vitest';
import {
  looseUnit,
  planReply,
  PRIVACY_ANSWER,
  readState,
  titleOf,
  type ConversationState,
} from './dialogue.js';
import { readMessage } from './read-message.js';

const property = {
  id: 'p1',
  address: '14 Maple Avenue',
  city: 'Austin',
  propertyType: null,
  isCommercial: false,
};
const context = { address: '14 Maple Avenue', leases: [] };
const empty: ConversationState = { requestIds: [] };
const plan = (message: string, state: ConversationState = empty) =>
  planReply(message, readMessage(message, property), state, context);

describe('the tenant dialogue', () => {
  it.each([
    ['My kitchen sink is leaking under the cabinet', 'Kitchen sink is leaking under the cabinet'],
    ['Hi! The heater in unit 4 stopped working. Call 512-555-0100', 'Heater stopped working'],
    ['hello, there is a leak in the bathroom ceiling, email a@b.co', 'Leak in the bathroom ceiling'],
    ['we have mice', 'Mice'],
    ['hi', 'Problem reported through the tenant line'],
    [`the ${'very '.repeat(30)}loud fan`, expect.stringMatching(/^Very very .*…$/)],
  ])('titles %j as %j', (problem, title) => {
    expect(titleOf(problem)).toEqual(title);
  });

  it.each([
    ['2b', '2B'],
    ["it's 4", '4'],
    ['unit 12', '12'],
    ['house', 'No unit (whole property)'],
    ['n/a', 'No unit (whole property)'],
    ['the basement flat', 'the basement flat'],
    ['x'.repeat(50), undefined],
  ])('reads %j as the unit %j', (answer, unit) => {
    expect(looseUnit(answer)).toBe(unit);
  });

  it('reads back a stored state, and starts over from anything unreadable', () => {
    expect(readState({ unit: '2B', awaiting: 'urgency' })).toEqual({
      unit: '2B',
      awaiting: 'urgency',
      requestIds: [],
    });
    expect(readState({ urgency: 'whenever' })).toEqual({ requestIds: [] });
    expect(readState(null)).toEqual({ requestIds: [] });
  });

  it('asks for one missing detail at a time and files once all are known', () => {
    const first = plan('The toilet is clogged');
    expect(first.state).toMatchObject({ problem: 'The toilet is clogged', awaiting: 'unit' });
    expect(first.action).toBeUndefined();
    const second = plan('3', first.state);
    expect(second.state).toMatchObject({ unit: '3', awaiting: 'urgency' });
    const third = plan('urgent', second.state);
    expect(third.state).toMatchObject({ urgency: 'urgent', awaiting: 'contact' });
    const done = plan('ana@example.com', third.state);
    expect(done.action).toEqual({
      kind: 'create',
      title: 'Toilet is clogged',
      priority: 'urgent',
      description:
        'The toilet is clogged\n\nUnit: 3\nUrgency: Urgent\nContact: ana@example.com\n' +
        'Reported by a tenant through the tenant line.',
    });
    // The unit and contact stay for the next report.
    expect(done.state).toEqual({ unit: '3', contact: 'ana@example.com', requestIds: [] });
  });

  it('answers a lease question asked mid-report, then asks again', () => {
    const waiting: ConversationState = { problem: 'The toilet is clogged', awaiting: 'unit', requestIds: [] };
    const reply = plan('When is rent due?', waiting);
    expect(reply.response).toMatch(/lease on file[\s\S]*Which unit/);
    expect(reply.state.unit).toBeUndefined();
  });

  it('escalates an emergency before anything else and asks only for the unit and contact', () => {
    const reply = plan('Water is pouring through the ceiling!');
    expect(reply.emergency).toBe(true);
    expect(reply.response).toMatch(/^\*\*Water leak/);
    expect(reply.action).toMatchObject({ kind: 'escalate', emergency: 'flood' });
    expect(reply.state).toMatchObject({ urgency: 'emergency', awaiting: 'unit' });
  });

  it('drops a report on "never mind" and refuses questions about others', () => {
    expect(plan('never mind', { problem: 'x', awaiting: 'unit', requestIds: [] }).state).toEqual({
      requestIds: [],
    });
    expect(plan("What is Boris's rent?").response).toBe(PRIVACY_ANSWER);
  });
});
