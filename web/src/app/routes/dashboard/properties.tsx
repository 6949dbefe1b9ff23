import { PropertiesPage } from '@/features/properties/components/properties-page';

export function PropertiesRoute() {
  return <PropertiesPage />;
}
