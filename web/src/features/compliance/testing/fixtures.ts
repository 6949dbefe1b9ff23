import type { ComplianceItem } from '@astor/contract/calendar';

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
