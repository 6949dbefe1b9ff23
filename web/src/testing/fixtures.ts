import type { Property } from '@astor/contract/properties';

/** The property of the screens' tests that only need one to pick (a form's property select, a filter). */
export const PROPERTY: Property = {
  id: 'p1',
  address: '12 Elm Street',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  property_type: null,
  purchase_price: null,
  purchase_date: null,
  num_bedrooms: null,
  num_bathrooms: null,
  num_floors: null,
  is_commercial: false,
  is_hoa: false,
  hoa_fee: null,
  is_nnn: false,
  latitude: null,
  longitude: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** A property like PROPERTY, with what a test needs changed. */
export const makeProperty = (overrides: Partial<Property> = {}): Property => ({ ...PROPERTY, ...overrides });
