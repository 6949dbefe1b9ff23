import type { Property } from '@astor/contract/properties';
import { displayValue, formatMoney } from '@/lib/format';

/** A property that can be placed on the map: it has stored coordinates. */
export interface MapPoint {
  property: Property;
  latitude: number;
  longitude: number;
}

export interface MapCoordinates {
  latitude: number;
  longitude: number;
}

// Six decimals is about 10 cm: finer than a dropped pin can be placed.
const COORDINATE_DECIMALS = 6;

/** A dropped pin's point as stored, rounded to what a hand can place. */
export function toMapCoordinates({ lat, lng }: { lat: number; lng: number }): MapCoordinates {
  const round = (value: number) => Number(value.toFixed(COORDINATE_DECIMALS));
  // Leaflet lets a pin be dragged across the antimeridian; the stored longitude stays within ±180.
  return { latitude: round(lat), longitude: round(((((lng + 180) % 360) + 360) % 360) - 180) };
}

const isCoordinate = (value: number | null, limit: number): value is number =>
  value !== null && Number.isFinite(value) && Math.abs(value) <= limit;

/** docs/product.md#map-of-properties: properties without a location are skipped silently. */
export function toMapPoints(properties: ReadonlyArray<Property>): MapPoint[] {
  return properties.flatMap((property) =>
    isCoordinate(property.latitude, 90) && isCoordinate(property.longitude, 180)
      ? [{ property, latitude: property.latitude, longitude: property.longitude }]
      : [],
  );
}

/**
 * docs/product.md#map-of-properties: what the info window says of a pin at a ZIP code area's or city's
 * centre, and how to correct it where pins can be moved; nothing for a pin on the building or not known.
 */
export function describePinPrecision(property: Property, canMove: boolean): string | null {
  if (property.location_approximate !== true) return null;
  const note = 'Approximate location: the centre of the ZIP code area or city.';
  return canMove ? `${note} Drag the pin onto the building.` : note;
}

/**
 * docs/product.md#map-of-properties: the info window shows address, type, price, bedrooms, bathrooms and HOA
 * fee per month.
 */
export function describeMapPopup(property: Property): Array<{ label: string; value: string }> {
  return [
    { label: 'Type', value: property.property_type?.trim() || 'Residential' },
    { label: 'Price', value: formatMoney(property.purchase_price) },
    { label: 'Bedrooms', value: displayValue(property.num_bedrooms) },
    { label: 'Bathrooms', value: displayValue(property.num_bathrooms) },
    { label: 'HOA fee per month', value: property.is_hoa ? formatMoney(property.hoa_fee) : 'N/A' },
  ];
}
