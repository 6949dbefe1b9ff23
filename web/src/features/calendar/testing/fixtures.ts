import type { CalendarEvent, ComplianceItem } from '@astor/contract/calendar';

export function makeEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 'custom:e1',
    kind: 'custom',
    title: 'Walkthrough',
    start: '2026-05-12',
    end: '2026-05-12',
    all_day: true,
    property_id: null,
    source_id: 'e1',
    notes: null,
    recurrence: null,
    ...overrides,
  };
}

export function makeComplianceItem(overrides: Partial<ComplianceItem> = {}): ComplianceItem {
  return {
    id: 'c1',
    property_id: 'p1',
    property_address: '12 Elm Street',
    title: 'Smoke and CO detector check',
    notes: null,
    due_date: '2026-05-01',
    interval_months: 6,
    completed_at: null,
    last_done_on: null,
    status: 'overdue',
    ...overrides,
  };
}
