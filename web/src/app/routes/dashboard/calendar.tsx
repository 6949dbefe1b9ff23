import { CalendarView } from '@/features/calendar/components/calendar-view';

export function CalendarRoute() {
  return <CalendarView />;
}
