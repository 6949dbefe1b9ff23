import { useCallback } from 'react';
import { toast } from 'sonner';
import type { Property } from '@astor/contract/properties';
import type { MapCoordinates } from '@/components/map/map-points';
import { getErrorDetail } from '@/lib/api-client';
import { useUpdateProperty } from './update-property';

/** docs/product.md#map-of-properties: what moving a pin says. */
export const PIN_MOVED = 'Location saved';
export const PIN_MOVE_FAILED = 'Failed to save the location. Please try again.';
export const PIN_MOVE_UNDO = 'Undo';

/**
 * Saves a pin dropped on the map as the property's location (PATCH /properties/{id} with latitude and
 * longitude), with Undo in the toast: a pin dragged by accident goes back in one click.
 */
export function useMovePropertyPin(properties: ReadonlyArray<Property> | undefined) {
  const { mutateAsync } = useUpdateProperty();
  return useCallback(
    async (propertyId: string, point: MapCoordinates) => {
      const before = properties?.find((property) => property.id === propertyId);
      try {
        await mutateAsync({ id: propertyId, input: point });
      } catch (caught) {
        toast.error(getErrorDetail(caught) ?? PIN_MOVE_FAILED, { duration: 5000 });
        throw caught;
      }
      const { latitude, longitude } = before ?? {};
      const canUndo = latitude != null && longitude != null;
      toast.success(PIN_MOVED, {
        duration: 5000,
        ...(canUndo
          ? {
              action: {
                label: PIN_MOVE_UNDO,
                onClick: () => void mutateAsync({ id: propertyId, input: { latitude, longitude } }),
              },
            }
          : {}),
      });
    },
    [mutateAsync, properties],
  );
}
