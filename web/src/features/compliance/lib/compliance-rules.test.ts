import { describe, expect, it } from 'vitest';
import type { ComplianceItem } from '@astor/contract/calendar';
import {
  EMPTY_COMPLIANCE_FORM,
  describeRepeat,
  dueComplianceItems,
  readComplianceForm,
  sortComplianceItems,
} from './compliance-rules';

const item = (id: string, status: ComplianceItem['status'], due_date: string): ComplianceItem => ({
  id,
  property_id: 'p1',
  property_address: '12 Elm Street',
  title: id,
  notes: null,
  due_date,
  interval_months: null,
  completed_at: null,
  last_done_on: null,
  status,
});

describe('describeRepeat', () => {
  it.each([
    [null, 'Once'],
    [0, 'Once'],
    [1, 'Every month'],
    [6, 'Every 6 months'],
    [12, 'Every 12 months'],
  ])('%s months reads %s', (months, text) => {
    expect(describeRepeat(months)).toBe(text);
  });
});

describe('choosing and ordering items', () => {
  const items = [
    item('upcoming', 'upcoming', '2026-09-01'),
    item('soon b', 'due_soon', '2026-05-10'),
    item('done', 'done', '2026-01-01'),
    item('late', 'overdue', '2026-04-01'),
    item('soon a', 'due_soon', '2026-05-08'),
  ];

  it('the calendar panel lists overdue then due soon, earliest first', () => {
    expect(dueComplianceItems(items).map((entry) => entry.id)).toEqual(['late', 'soon a', 'soon b']);
  });

  it("a property's list has open items by due date, then done ones", () => {
    expect(sortComplianceItems(items).map((entry) => entry.id)).toEqual([
      'late',
      'soon a',
      'soon b',
      'upcoming',
      'done',
    ]);
  });
});

describe('readComplianceForm', () => {
  const form = { ...EMPTY_COMPLIANCE_FORM, title: ' Gas safety ', due_date: '2026-06-01' };

  it.each([
    ['a one-off item', form, null],
    ['a repeating item', { ...form, repeats: 'every' as const, interval_months: '6' }, 6],
  ])('reads %s', (_name, values, interval) => {
    expect(readComplianceForm(values, 'p1')).toEqual({
      isValid: true,
      input: { property_id: 'p1', title: 'Gas safety', due_date: '2026-06-01', interval_months: interval },
    });
  });

  it.each([
    ['no title', { ...form, title: '  ' }, 'Title is required'],
    ['no due date', { ...form, due_date: '' }, 'Due date is required'],
    [
      'zero months',
      { ...form, repeats: 'every' as const, interval_months: '0' },
      'Repeat every 1 to 120 months',
    ],
    [
      'half months',
      { ...form, repeats: 'every' as const, interval_months: '1.5' },
      'Repeat every 1 to 120 months',
    ],
    [
      'too many months',
      { ...form, repeats: 'every' as const, interval_months: '121' },
      'Repeat every 1 to 120 months',
    ],
  ])('refuses %s', (_name, values, message) => {
    expect(readComplianceForm(values, 'p1')).toEqual({ isValid: false, message });
  });
});
