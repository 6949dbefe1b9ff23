import type { Tenant } from '@astor/contract/tenants';
import { Badge } from '@/components/ui/badge';

const looks = {
  current: { label: 'Current', tone: 'green' },
  late: { label: 'Late', tone: 'red' },
} as const satisfies Record<Tenant['status'], { label: string; tone: string }>;

/** docs/product.md#tenant-status: the tenant's status, current or late, shown as a badge. */
export function TenantStatusBadge({ status }: { status: Tenant['status'] }) {
  const look = looks[status];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
