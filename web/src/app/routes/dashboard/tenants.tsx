import { TenantsView } from '@/features/tenants/components/tenants-view';

export function TenantsRoute() {
  return <TenantsView />;
}
