import { ComingSoon } from '@/components/ui/coming-soon';

export function CalendarRoute() {
  return <ComingSoon title="Calendar" />;
}
