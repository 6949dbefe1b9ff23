import { ComingSoon } from '@/components/ui/coming-soon';

export function FinancesRoute() {
  return <ComingSoon title="Finances" />;
}
