import { ComingSoon } from '@/components/ui/coming-soon';

export function TenantsRoute() {
  return <ComingSoon title="Tenants" />;
}
