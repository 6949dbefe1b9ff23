import { VaultView } from '@/features/vault/components/vault-view';

export function VaultRoute() {
  return <VaultView />;
}
