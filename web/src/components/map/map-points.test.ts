import { describe, expect, it } from 'vitest';
import type { Property } from '@astor/contract/properties';
import { makeProperty } from '@/testing/fixtures';
import { describeMapPopup, toMapPoints } from './map-points';

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
