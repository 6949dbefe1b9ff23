import { describe, expect, it } from 'vitest';
import type { Property } from '@astor/contract/properties';
import { makeProperty } from '@/testing/fixtures';
import { describeMapPopup, describePinPrecision, toMapCoordinates, toMapPoints } from './map-points';

const property = (overrides: Partial<Property>): Property =>
  makeProperty({ id: 'p', address: '1 Main St', city: null, state: null, zip: null, ...overrides });

describe('toMapPoints', () => {
  it('skips properties without a usable location, silently', () => {
    const points = toMapPoints([
      property({ id: 'a', latitude: 30.2, longitude: -97.7 }),
      property({ id: 'b', latitude: null, longitude: -97.7 }),
      property({ id: 'c', latitude: 30.2, longitude: null }),
      property({ id: 'd', latitude: 95, longitude: 0 }),
      property({ id: 'e', latitude: 0, longitude: 0 }),
    ]);
    expect(points.map((point) => point.property.id)).toEqual(['a', 'e']);
  });
});

describe('describeMapPopup', () => {
  it('shows type, price, bedrooms, bathrooms and the monthly HOA fee', () => {
    expect(
      describeMapPopup(
        property({
          property_type: 'Condo',
          purchase_price: 350000,
          num_bedrooms: 2,
          num_bathrooms: 1.5,
          is_hoa: true,
          hoa_fee: 250,
        }),
      ),
    ).toEqual([
      { label: 'Type', value: 'Condo' },
      { label: 'Price', value: '$350,000.00' },
      { label: 'Bedrooms', value: '2' },
      { label: 'Bathrooms', value: '1.5' },
      { label: 'HOA fee per month', value: '$250.00' },
    ]);
  });

  it('falls back to Residential and N/A', () => {
    expect(describeMapPopup(property({})).map((row) => row.value)).toEqual([
      'Residential',
      'N/A',
      'N/A',
      'N/A',
      'N/A',
    ]);
  });
});

describe('toMapCoordinates (a dropped pin as stored)', () => {
  it.each([
    [
      { lat: 41.939861234567, lng: -87.667244444444 },
      { latitude: 41.939861, longitude: -87.667244 },
    ],
    [
      { lat: 30, lng: -97 },
      { latitude: 30, longitude: -97 },
    ],
    // Dragged across the antimeridian, Leaflet reports a longitude past ±180.
    [
      { lat: 21.3, lng: -202.2 },
      { latitude: 21.3, longitude: 157.8 },
    ],
    [
      { lat: 61.2, lng: 190 },
      { latitude: 61.2, longitude: -170 },
    ],
  ])('%j → %j', (latLng, expected) => {
    const point = toMapCoordinates(latLng);
    expect(point.latitude).toBeCloseTo(expected.latitude, 6);
    expect(point.longitude).toBeCloseTo(expected.longitude, 6);
  });
});

describe('describePinPrecision (the info window on a pin at a centre)', () => {
  it.each([
    [
      true,
      true,
      'Approximate location: the centre of the ZIP code area or city. Drag the pin onto the building.',
    ],
    [true, false, 'Approximate location: the centre of the ZIP code area or city.'],
    [false, true, null],
    [null, true, null],
  ] as const)('approximate %j, movable %j: %j', (approximate, canMove, expected) => {
    expect(describePinPrecision(property({ location_approximate: approximate }), canMove)).toBe(expected);
  });
});
