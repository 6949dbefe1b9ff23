import { useParams } from 'react-router';
import { TenantLinePage } from '@/features/tenant-line/components/tenant-line-page';

/** Issue 8: /t/{token}, the tenant line; public, outside the dashboard and its sign-in guard. */
export function TenantLineRoute() {
  const { token = '' } = useParams();
  return <TenantLinePage token={token} />;
}
