import { describe, expect, it } from 'vitest';
import {
  ADDRESS_OR_LEASE_REQUIRED,
  applySuggestion,
  clearAddress,
  emptyPropertyForm,
  parseOptionalNumber,
  toCreatePropertyInput,
  validatePropertyInformation,
} from './property-form';

describe('parseOptionalNumber (null when empty or zero)', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['0', null],
    ['0.0', null],
    ['abc', null],
    ['3', 3],
    [' 2.5 ', 2.5],
    ['350000', 350000],
  ])('%j gives %j', (text, expected) => {
    expect(parseOptionalNumber(text)).toBe(expected);
  });
});

describe('validatePropertyInformation', () => {
  const file = new File(['x'], 'lease.pdf', { type: 'application/pdf' });
  it.each([
    ['', null, ADDRESS_OR_LEASE_REQUIRED],
    ['   ', null, ADDRESS_OR_LEASE_REQUIRED],
    ['1 Main St', null, null],
    ['', file, null],
  ])('address %j and file %s', (address, leaseFile, expected) => {
    expect(validatePropertyInformation({ address, leaseFile })).toBe(expected);
  });
});

describe('the create body', () => {
  it('sends nulls for empty and zero numbers, drops a fee without an HOA, and keeps picked coordinates', () => {
    const values = applySuggestion(
      {
        ...emptyPropertyForm,
        bedrooms: '3',
        bathrooms: '2.5',
        floors: '0',
        purchasePrice: '',
        purchaseDate: '2021-05-01',
        propertyType: 'Condo',
        isHoa: false,
        hoaFee: '120',
      },
      {
        address: '500 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipCode: '',
        formattedAddress: '500 Congress Ave, Austin, TX',
        placeId: 'x',
        latitude: 30.27,
        longitude: -97.74,
        approximate: true,
      },
    );
    expect(toCreatePropertyInput(values)).toEqual({
      address: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: null,
      num_bedrooms: 3,
      num_bathrooms: 2.5,
      num_floors: null,
      is_commercial: false,
      is_hoa: false,
      hoa_fee: null,
      is_nnn: false,
      purchase_price: null,
      purchase_date: '2021-05-01',
      property_type: 'Condo',
      latitude: 30.27,
      longitude: -97.74,
      // The suggestion was a city centre: the server keeps that the pin is approximate.
      location_approximate: true,
    });
  });

  it('leaves coordinates out when none were picked, so the server places the address', () => {
    const input = toCreatePropertyInput({
      ...emptyPropertyForm,
      address: '1 Main St',
      isHoa: true,
      hoaFee: '99.5',
    });
    expect(input).not.toHaveProperty('latitude');
    expect(input.hoa_fee).toBe(99.5);
  });

  it('clears the address, city, state, zip and coordinates when a lease file is chosen', () => {
    const cleared = clearAddress({
      ...emptyPropertyForm,
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      latitude: 1,
      longitude: 2,
      bedrooms: '2',
    });
    expect(cleared).toEqual({ ...emptyPropertyForm, bedrooms: '2' });
  });
});
