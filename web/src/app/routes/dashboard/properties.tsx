import { ComingSoon } from '@/components/ui/coming-soon';

export function PropertiesRoute() {
  return <ComingSoon title="Properties" />;
}
