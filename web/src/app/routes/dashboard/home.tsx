import { ComingSoon } from '@/components/ui/coming-soon';

export function DashboardHomeRoute() {
  return <ComingSoon title="Dashboard" />;
}
