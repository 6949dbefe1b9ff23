import { useNavigate } from 'react-router';
import { PropertyMap } from '@/components/map/property-map';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { paths } from '@/config/paths';
import { useProperties } from '@/lib/queries/properties';
import { DashboardPanel } from './dashboard-panel';

const MAP_HEIGHT = 420;

/**
 * docs/product.md#map-of-properties: every property with a location, clustered; a marker leads to Properties.
 */
export function PropertyMapSection() {
  const propertiesQuery = useProperties();
  const navigate = useNavigate();
  return (
    <DashboardPanel title="Property Map">
      {propertiesQuery.isPending ? (
        <div
          role="status"
          className="animate-pulse rounded-xl bg-slate-100"
          style={{ height: MAP_HEIGHT }}
          aria-label="Loading..."
        />
      ) : propertiesQuery.isError ? (
        <div className="space-y-3">
          <FormError message="Failed to fetch properties." />
          <Button variant="secondary" onClick={() => void propertiesQuery.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <PropertyMap
          properties={propertiesQuery.data}
          height={MAP_HEIGHT}
          onSelect={() => void navigate(paths.app.properties.getHref())}
        />
      )}
    </DashboardPanel>
  );
}
