import { FinancesView } from '@/features/finances/components/finances-view';

export function FinancesRoute() {
  return <FinancesView />;
}
