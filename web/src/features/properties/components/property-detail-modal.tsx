import { useState, type ReactNode } from 'react';
import { CalendarClock, DollarSign, Tag } from 'lucide-react';
import type { Property } from '@astor/contract/properties';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { Tabs } from '@/components/ui/tabs';
import { displayValue, formatMoney, formatMoneyWhole, formatOwnedFor } from '@/lib/format';
import { useLeases } from '@/lib/queries/leases';
import { computeMonthlyRent, getLocalityLine, getRoomFacts, getTypeBadge } from '../lib/card-metrics';
import { DeletePropertyDialog } from './delete-property-dialog';
import { EditPropertyDialog } from './edit-property-dialog';
import {
  ContractsTab,
  DocumentsTab,
  FinancesTab,
  LeasesTab,
  MaintenanceTab,
  TenantsTab,
} from './property-tabs';

const TABS = [
  { value: 'tenants', label: 'Tenants' },
  { value: 'leases', label: 'Leases' },
  { value: 'finances', label: 'Finances' },
  { value: 'documents', label: 'Documents' },
  { value: 'contracts', label: 'Contracts' },
  { value: 'maintenance', label: 'Maintenance' },
] as const;
type OwnTab = (typeof TABS)[number]['value'];

/**
 * A tab of the property detail that another feature fills (the compliance list, the tenant line): the
 * route composing the Properties page gives them, after the property's own tabs.
 */
export interface PropertyTab {
  value: string;
  label: string;
  render: (propertyId: string) => ReactNode;
}

/**
 * docs/product.md#property-detail: the property detail modal: address, Delete Property, three overview
 * cards, and tabs.
 */
export function PropertyDetailModal({
  property,
  onClose,
  extraTabs = [],
}: {
  property: Property | null;
  onClose: () => void;
  extraTabs?: readonly PropertyTab[];
}) {
  return (
    <Dialog
      isOpen={property !== null}
      onClose={onClose}
      title={property?.address}
      description={property ? getLocalityLine(property) || undefined : undefined}
      size="xl"
    >
      {property && (
        <PropertyDetail key={property.id} property={property} onClose={onClose} extraTabs={extraTabs} />
      )}
    </Dialog>
  );
}

function PropertyDetail({
  property,
  onClose,
  extraTabs,
}: {
  property: Property;
  onClose: () => void;
  extraTabs: readonly PropertyTab[];
}) {
  const [tab, setTab] = useState<string>('tenants');
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const leases = useLeases({ property_id: property.id });
  const monthlyRent = leases.data
    ? formatMoneyWhole(computeMonthlyRent(leases.data))
    : leases.isError
      ? 'N/A'
      : '…';

  const panels: Record<OwnTab, ReactNode> = {
    tenants: <TenantsTab propertyId={property.id} />,
    leases: <LeasesTab propertyId={property.id} />,
    finances: <FinancesTab propertyId={property.id} />,
    documents: <DocumentsTab propertyId={property.id} />,
    contracts: <ContractsTab propertyId={property.id} />,
    maintenance: <MaintenanceTab propertyId={property.id} />,
  };
  const extraTab = extraTabs.find((candidate) => candidate.value === tab);
  const panel = extraTab ? extraTab.render(property.id) : panels[tab as OwnTab];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={property.is_commercial ? 'amber' : 'green'}>{getTypeBadge(property)}</Badge>
          {property.is_nnn && <Badge>NNN</Badge>}
        </div>
        <EditDeleteButtons
          onEdit={() => setDialog('edit')}
          onDelete={() => setDialog('delete')}
          deleteLabel="Delete Property"
        />
      </div>

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <OverviewCard icon={<DollarSign className="size-4" />} label="Monthly Rent" value={monthlyRent} />
        <OverviewCard
          icon={<CalendarClock className="size-4" />}
          label="Owned For"
          value={formatOwnedFor(property.purchase_date)}
        />
        <OverviewCard
          icon={<Tag className="size-4" />}
          label="Purchase Price"
          value={formatMoneyWhole(property.purchase_price)}
        />
      </div>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-lg border border-slate-200 p-4 text-sm sm:grid-cols-4">
        {getRoomFacts(property).map((room) => (
          <Fact key={room.label} label={room.label} value={room.value} />
        ))}
        <Fact label="Floors" value={displayValue(property.num_floors)} />
        <Fact label="HOA Fee" value={property.is_hoa ? formatMoney(property.hoa_fee) : 'No HOA'} />
      </dl>

      <Tabs label="Property records" tabs={[...TABS, ...extraTabs]} value={tab} onChange={setTab}>
        {panel}
      </Tabs>

      <EditPropertyDialog property={property} isOpen={dialog === 'edit'} onClose={() => setDialog(null)} />
      <DeletePropertyDialog
        property={property}
        isOpen={dialog === 'delete'}
        onCancel={() => setDialog(null)}
        onDeleted={() => {
          setDialog(null);
          onClose();
        }}
      />
    </div>
  );
}

function OverviewCard({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="text-indigo-600" aria-hidden>
          {icon}
        </span>
        {label}
      </p>
      <p className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{value}</p>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
