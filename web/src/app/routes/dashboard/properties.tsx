import { ComplianceList } from '@/features/compliance/components/compliance-list';
import type { PropertyTab } from '@/features/properties/components/property-detail-modal';
import { PropertiesPage } from '@/features/properties/components/properties-page';
import { TenantLinePanel } from '@/features/tenant-line/components/tenant-line-panel';
import { useDashboardOutlet } from '../../layouts/dashboard-outlet';

/** The property detail's tabs that other features fill, after the property's own. */
const PROPERTY_TABS: readonly PropertyTab[] = [
  {
    value: 'compliance',
    label: 'Compliance',
    render: (propertyId) => <ComplianceList propertyId={propertyId} />,
  },
  {
    value: 'tenant-line',
    label: 'Tenant line',
    render: (propertyId) => <TenantLinePanel propertyId={propertyId} />,
  },
];

export function PropertiesRoute() {
  const { openDocumentUpload } = useDashboardOutlet();
  return <PropertiesPage extraTabs={PROPERTY_TABS} onUploadDocument={() => openDocumentUpload()} />;
}
