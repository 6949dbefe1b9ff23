import { ComingSoon } from '@/components/ui/coming-soon';

export function SettingsRoute() {
  return <ComingSoon title="Settings" />;
}
