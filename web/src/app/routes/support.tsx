import { SupportPage } from '@/features/account/components/support-page';

export function SupportRoute() {
  return <SupportPage />;
}
