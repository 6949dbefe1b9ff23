import { CalendarView } from '@/features/calendar/components/calendar-view';
import { ComplianceDuePanel } from '@/features/compliance/components/compliance-due-panel';

export function CalendarRoute() {
  return <CalendarView aside={<ComplianceDuePanel />} />;
}
