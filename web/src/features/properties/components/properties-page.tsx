import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Building2, Plus, Search, Upload } from 'lucide-react';
import { PropertyMap } from '@/components/map/property-map';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { gridColumnsAt, VirtualGrid } from '@/components/ui/virtual-grid';
import { useLeases } from '@/lib/queries/leases';
import { useProperties } from '@/lib/queries/properties';
import { useConsumeSearchParam } from '@/lib/use-consume-search-param';
import { useMovePropertyPin } from '../api/move-property-pin';
import { buildPropertyCard, matchesPropertySearch } from '../lib/card-metrics';
import {
  clearPendingAction,
  peekPendingAction,
  PENDING_ACTION_DELAY_MS,
  type PendingAction,
} from '../lib/pending-action';
import { AddPropertyDialog } from './add-property-dialog';
import { PropertyCard } from './property-card';
import { PropertyDetailModal, type PropertyTab } from './property-detail-modal';

/** docs/product.md#map-of-properties: pins on the Properties map can be moved. */
export const MOVE_PIN_HINT = 'Drag a pin to put it on the building.';

/**
 * docs/product.md#properties-page: the Properties screen: search, grid of cards, Add Property, Upload
 * Document, map.
 */
export function PropertiesPage({
  onUploadDocument,
  extraTabs,
}: {
  /** Opens the Upload Document wizard, which belongs to the dashboard layout. */
  onUploadDocument: () => void;
  /** Tabs of the property detail that other features fill (composed by the route). */
  extraTabs?: readonly PropertyTab[];
}) {
  const properties = useProperties();
  // All leases at once: the cards' rent and lease-end figures come from the active ones.
  const leases = useLeases();
  const [search, setSearch] = useState('');
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // ?property=<id> (from the top-bar search) opens that property's detail modal once the list is in.
  useConsumeSearchParam('property', setSelectedId);

  usePendingAction((action) => (action === 'addProperty' ? setIsAddOpen(true) : onUploadDocument()));

  const filtered = useMemo(
    () => (properties.data ?? []).filter((property) => matchesPropertySearch(property, search)),
    [properties.data, search],
  );
  const selected = properties.data?.find((property) => property.id === selectedId) ?? null;
  const movePin = useMovePropertyPin(properties.data);

  return (
    <section className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Properties</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onUploadDocument()}>
            <Upload className="size-4" aria-hidden />
            Upload Document
          </Button>
          <Button onClick={() => setIsAddOpen(true)}>
            <Plus className="size-4" aria-hidden />
            Add Property
          </Button>
        </div>
      </div>

      {properties.isPending || leases.isPending ? (
        <p className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
          <Spinner /> Loading properties...
        </p>
      ) : properties.isError || leases.isError ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-6 text-center text-sm text-red-700"
        >
          Failed to fetch data.
        </p>
      ) : properties.data.length === 0 ? (
        <EmptyProperties onAdd={() => setIsAddOpen(true)} />
      ) : (
        <>
          <div className="relative max-w-md">
            <label htmlFor="property-search" className="sr-only">
              Search properties
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <input
              id="property-search"
              type="search"
              placeholder="Search by address or type..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-indigo-500 focus:ring-3 focus:ring-indigo-500/20 focus:outline-none"
            />
          </div>

          {filtered.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-500">
              No properties match &lsquo;{search.trim()}&rsquo;.
            </p>
          ) : (
            <>
              <VirtualGrid
                items={filtered}
                getKey={(property) => property.id}
                renderItem={(property) => (
                  <PropertyCard
                    card={buildPropertyCard(property, leases.data)}
                    onOpen={() => setSelectedId(property.id)}
                  />
                )}
                className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
                columnsAt={gridColumnsAt}
                rowGap={16}
                estimateRowHeight={250}
                label="Properties"
              />
              {/* docs/product.md#properties-page: the map is shown when any property matches the search. */}
              <section aria-labelledby="property-map-heading" className="space-y-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h2 id="property-map-heading" className="text-lg font-semibold text-slate-900">
                    Map
                  </h2>
                  <p className="text-sm text-slate-500">{MOVE_PIN_HINT}</p>
                </div>
                <PropertyMap properties={filtered} onSelect={setSelectedId} onMove={movePin} />
              </section>
            </>
          )}
        </>
      )}

      <AddPropertyDialog isOpen={isAddOpen} onClose={() => setIsAddOpen(false)} />
      <PropertyDetailModal property={selected} onClose={() => setSelectedId(null)} extraTabs={extraTabs} />
    </section>
  );
}

function EmptyProperties({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <Building2 className="size-6" aria-hidden />
      </span>
      <p className="mt-4 text-base font-medium text-slate-900">No properties yet</p>
      <p className="mt-1 max-w-md text-sm text-slate-500">
        Add your first property to track its tenants, leases, finances and documents.
      </p>
      <Button className="mt-6" onClick={onAdd}>
        <Plus className="size-4" aria-hidden />
        Add your first property
      </Button>
    </div>
  );
}

/**
 * docs/product.md#pending-actions: a pending action left in session storage opens its dialog after 100 ms and
 * is then cleared. Read on mount, cleared when acted on (so a remount in between does not lose it).
 */
function usePendingAction(onAction: (action: PendingAction) => void) {
  const act = useEffectEvent(onAction);
  useEffect(() => {
    const action = peekPendingAction();
    if (!action) return;
    const timer = setTimeout(() => {
      clearPendingAction();
      act(action);
    }, PENDING_ACTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}
