import { ComingSoon } from '@/components/ui/coming-soon';

export function VaultRoute() {
  return <ComingSoon title="Vault" />;
}
