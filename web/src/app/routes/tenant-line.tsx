import { useParams } from 'react-router';
import { TenantLinePage } from '@/features/tenant-line/components/tenant-line-page';

/**
 * /t/{token}, the tenant line (docs/product.md#tenant-line); public, outside the dashboard and its sign-in
 * guard.
 */
export function TenantLineRoute() {
  const { token = '' } = useParams();
  return <TenantLinePage token={token} />;
}
