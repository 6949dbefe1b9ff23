import type { CalendarEvent } from '@astor/contract/calendar';

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
