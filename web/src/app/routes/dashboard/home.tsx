import { DashboardView } from '@/features/dashboard/components/dashboard-view';

export function DashboardHomeRoute() {
  return <DashboardView />;
}
