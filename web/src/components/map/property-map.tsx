import { Component, lazy, Suspense, type ReactNode } from 'react';
import { MapPinOff } from 'lucide-react';
import type { Property } from '@astor/contract/properties';
import { Spinner } from '@/components/ui/spinner';
import type { MapCoordinates } from './map-points';

export interface PropertyMapProps {
  properties: ReadonlyArray<Property>;
  /** Called from a marker's info window ('View details'). */
  onSelect?: (propertyId: string) => void;
  /**
   * Makes the pins draggable: called with a dropped pin's new point. A rejected promise puts the pin back
   * where it was.
   */
  onMove?: (propertyId: string, point: MapCoordinates) => Promise<unknown>;
  /** Height in pixels; 420 unless told. */
  height?: number;
}

// Leaflet and its plugins load on demand, in their own chunk, only when a map is shown.
const PropertyMapView = lazy(() => import('./property-map-view'));

/**
 * The map of properties (docs/product.md#map-of-properties): a marker per property with a stored location,
 * clustered, fitted to all markers. If the map code cannot load, 'Error loading maps'.
 */
export function PropertyMap({ properties, onSelect, onMove, height = 420 }: PropertyMapProps) {
  return (
    <div
      data-testid="property-map"
      className="relative isolate overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
      style={{ height }}
    >
      <MapErrorBoundary>
        <Suspense
          fallback={
            <div className="flex h-full items-center justify-center gap-2 text-sm text-slate-600">
              <Spinner /> Loading map...
            </div>
          }
        >
          <PropertyMapView properties={properties} onSelect={onSelect} onMove={onMove} />
        </Suspense>
      </MapErrorBoundary>
    </div>
  );
}

class MapErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The map failed to load', error);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <div
        role="alert"
        className="flex h-full flex-col items-center justify-center gap-2 text-sm text-slate-600"
      >
        <MapPinOff className="size-6 text-slate-400" aria-hidden />
        Error loading maps
      </div>
    );
  }
}
