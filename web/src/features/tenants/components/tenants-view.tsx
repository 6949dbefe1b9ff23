import { useState, type ReactNode } from 'react';
import { LayoutGrid, List, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { gridColumnsAt, VirtualGrid } from '@/components/ui/virtual-grid';
import { cn } from '@/lib/cn';
import { useTenants } from '@/lib/queries/tenants';
import { useConsumeSearchParam } from '@/lib/use-consume-search-param';
import { filterTenants, type TenantStatusFilter } from '../lib/filter-tenants';
import { TenantCard } from './tenant-card';
import { TenantDetailDialog } from './tenant-detail-dialog';
import { TenantFormDialog } from './tenant-form-dialog';
import { TenantTable } from './tenant-table';

type View = 'grid' | 'list';

const STATUS_FILTERS: ReadonlyArray<{ value: TenantStatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'current', label: 'Current' },
  { value: 'late', label: 'Late' },
];

/** docs/product.md#tenants-page: grid or list, filter, search, cards, footer, add and detail. */
export function TenantsView() {
  const tenantsQuery = useTenants();
  const [view, setView] = useState<View>('grid');
  const [status, setStatus] = useState<TenantStatusFilter>('all');
  const [search, setSearch] = useState('');
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [openTenantId, setOpenTenantId] = useState<string | null>(null);
  // ?tenant=<id> (from the top-bar search) opens that tenant's detail popup once the list is in.
  useConsumeSearchParam('tenant', setOpenTenantId);

  const tenants = tenantsQuery.data ?? [];
  const shown = filterTenants(tenants, { status, search });
  // Read from the live list, so an edit shows at once and a deleted tenant's popup goes away.
  const openTenant = tenants.find((tenant) => tenant.id === openTenantId) ?? null;

  return (
    <section className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Tenants</h1>
          <p className="mt-1 text-sm text-slate-500">Your tenants, their leases and how to reach them.</p>
        </div>
        <Button onClick={() => setIsAddOpen(true)}>+ Add Tenant</Button>
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <SearchInput
          className="min-w-56 flex-1"
          placeholder="Search tenants..."
          aria-label="Search tenants"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SegmentedButtons label="Filter" options={STATUS_FILTERS} value={status} onChange={setStatus} />
        <div className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5 shadow-xs">
          <ViewButton label="Grid view" isPressed={view === 'grid'} onClick={() => setView('grid')}>
            <LayoutGrid className="size-4" aria-hidden />
          </ViewButton>
          <ViewButton label="List view" isPressed={view === 'list'} onClick={() => setView('list')}>
            <List className="size-4" aria-hidden />
          </ViewButton>
        </div>
      </div>

      <div className="mt-6">
        {tenantsQuery.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
            <Spinner /> Loading tenants...
          </p>
        ) : tenantsQuery.isError ? (
          <div className="space-y-3">
            <FormError message="Failed to fetch tenants." />
            <Button variant="secondary" onClick={() => void tenantsQuery.refetch()}>
              Try again
            </Button>
          </div>
        ) : tenants.length === 0 ? (
          <EmptyState onAdd={() => setIsAddOpen(true)} />
        ) : shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-500">
            No tenants match your search and filter.
          </p>
        ) : view === 'grid' ? (
          <VirtualGrid
            items={shown}
            getKey={(tenant) => tenant.id}
            renderItem={(tenant) => <TenantCard tenant={tenant} onOpen={() => setOpenTenantId(tenant.id)} />}
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
            columnsAt={gridColumnsAt}
            rowGap={16}
            estimateRowHeight={236}
            label="Tenants"
          />
        ) : (
          <TenantTable tenants={shown} onOpen={(tenant) => setOpenTenantId(tenant.id)} />
        )}
      </div>

      {tenantsQuery.isSuccess && (
        <p className="mt-4 text-sm text-slate-500">
          Showing {shown.length} of {tenants.length} tenants
        </p>
      )}

      <TenantFormDialog isOpen={isAddOpen} onClose={() => setIsAddOpen(false)} />
      {openTenant && <TenantDetailDialog tenant={openTenant} onClose={() => setOpenTenantId(null)} />}
    </section>
  );
}

function SegmentedButtons<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5 shadow-xs"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-8 cursor-pointer rounded-md px-3 text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
            option.value === value ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

function ViewButton({
  label,
  isPressed,
  onClick,
  children,
}: {
  label: string;
  isPressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={isPressed}
      title={label}
      onClick={onClick}
      className={cn(
        'flex size-8 cursor-pointer items-center justify-center rounded-md transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
        isPressed ? 'bg-indigo-600 text-white' : 'text-slate-500 hover:bg-slate-100',
      )}
    >
      {children}
    </button>
  );
}

/** An honest empty state: no sample tenants, just the way to add the first one. */
function EmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <Users className="size-6" aria-hidden />
      </span>
      <p className="mt-4 text-base font-medium text-slate-900">No tenants yet</p>
      <p className="mt-1 max-w-md text-sm text-slate-500">
        Add your first tenant to keep their contact details, lease and rent in one place.
      </p>
      <Button className="mt-6" onClick={onAdd}>
        Add your first tenant
      </Button>
    </div>
  );
}
