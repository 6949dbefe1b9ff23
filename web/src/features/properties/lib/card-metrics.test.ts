import { describe, expect, it } from 'vitest';
import type { Property } from '@astor/contract/properties';
import {
  buildPropertyCard,
  computeLeaseEnds,
  computeMonthlyRent,
  getHoaLabel,
  getLocalityLine,
  getRoomFacts,
  getTypeBadge,
  getUsageLabel,
  matchesPropertySearch,
} from './card-metrics';

const property = (overrides: Partial<Property> = {}): Property => ({
  id: 'p1',
  address: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  property_type: 'Condo',
  purchase_price: 350000,
  purchase_date: '2020-01-15',
  num_bedrooms: 2,
  num_bathrooms: 1.5,
  num_floors: 1,
  is_commercial: false,
  is_hoa: true,
  hoa_fee: 250.4,
  is_nnn: false,
  latitude: 30.27,
  longitude: -97.74,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const lease = (
  is_active: boolean,
  rent_amount_monthly: number | null,
  end_date: string | null,
  property_id = 'p1',
) => ({
  property_id,
  is_active,
  rent_amount_monthly,
  end_date,
});

describe('computeMonthlyRent', () => {
  it.each([
    ['no leases', [], 0],
    ['one active lease', [lease(true, 1200, null)], 1200],
    ['active leases only', [lease(true, 1200, null), lease(false, 900, null), lease(true, 800, null)], 2000],
    ['only inactive leases', [lease(false, 900, null)], 0],
    ['an active lease without rent counts as 0', [lease(true, null, null), lease(true, 500, null)], 500],
    ['cents, exactly', [lease(true, 0.1, null), lease(true, 0.2, null)], 0.3],
  ])('%s', (_name, leases, expected) => {
    expect(computeMonthlyRent(leases)).toBe(expected);
  });
});

describe('computeLeaseEnds', () => {
  it.each([
    ['no leases', [], null],
    [
      'the earliest end among active leases',
      [lease(true, 1, '2027-06-30'), lease(true, 1, '2026-12-31')],
      '2026-12-31',
    ],
    [
      'inactive leases are ignored',
      [lease(false, 1, '2025-01-01'), lease(true, 1, '2026-12-31')],
      '2026-12-31',
    ],
    [
      'active leases without an end are skipped',
      [lease(true, 1, null), lease(true, 1, '2028-03-01')],
      '2028-03-01',
    ],
    ['no active lease with an end date', [lease(true, 1, null), lease(false, 1, '2026-01-01')], null],
  ])('%s', (_name, leases, expected) => {
    expect(computeLeaseEnds(leases)).toBe(expected);
  });
});

describe('labels', () => {
  it.each([
    ['Condo', false, 'Condo'],
    [null, false, 'Residential'],
    ['  ', false, 'Residential'],
    ['Retail', true, 'Retail'],
    // A property made from a commercial lease: the type says Residential, the flag Commercial.
    ['Residential', true, 'Commercial'],
    [null, true, 'Commercial'],
    ['commercial', false, 'Residential'],
  ])('one type badge: %j, commercial %s, is %s', (type, isCommercial, expected) => {
    expect(getTypeBadge({ property_type: type, is_commercial: isCommercial })).toBe(expected);
  });

  it('shows bedrooms and bathrooms (N/A when absent), leaving out absent ones on a commercial property', () => {
    expect(getRoomFacts({ num_bedrooms: 2, num_bathrooms: null, is_commercial: false })).toEqual([
      { label: 'Bedrooms', value: '2' },
      { label: 'Bathrooms', value: 'N/A' },
    ]);
    expect(getRoomFacts({ num_bedrooms: null, num_bathrooms: 2, is_commercial: true })).toEqual([
      { label: 'Bathrooms', value: '2' },
    ]);
    expect(getRoomFacts({ num_bedrooms: null, num_bathrooms: null, is_commercial: true })).toEqual([]);
  });

  it('says Commercial or Residential', () => {
    expect(getUsageLabel({ is_commercial: true })).toBe('Commercial');
    expect(getUsageLabel({ is_commercial: false })).toBe('Residential');
  });

  it.each([
    [{ is_hoa: true, hoa_fee: 250.4 }, '$250'],
    [{ is_hoa: true, hoa_fee: 1250 }, '$1,250'],
    [{ is_hoa: true, hoa_fee: null }, 'N/A'],
    [{ is_hoa: false, hoa_fee: 300 }, 'No HOA'],
  ])('HOA label of %j is %s', (value, expected) => {
    expect(getHoaLabel(value)).toBe(expected);
  });

  it.each([
    [{ city: 'Austin', state: 'TX', zip: '78701' }, 'Austin, TX 78701'],
    [{ city: 'Austin', state: 'TX', zip: null }, 'Austin, TX'],
    [{ city: null, state: 'TX', zip: '78701' }, 'TX 78701'],
    [{ city: null, state: null, zip: null }, ''],
  ])('locality of %j is %j', (value, expected) => {
    expect(getLocalityLine(value)).toBe(expected);
  });
});

describe('buildPropertyCard', () => {
  it('formats every figure with whole dollars and counts only this property’s active leases', () => {
    const card = buildPropertyCard(property(), [
      lease(true, 1200.6, '2026-12-31'),
      lease(true, 800, '2026-09-30'),
      lease(false, 5000, '2025-01-01'),
      lease(true, 9999, '2024-01-01', 'other'),
    ]);
    expect(card).toEqual({
      typeBadge: 'Condo',
      isCommercial: false,
      address: '500 Congress Ave',
      locality: 'Austin, TX 78701',
      rooms: [
        { label: 'Bedrooms', value: '2' },
        { label: 'Bathrooms', value: '1.5' },
      ],
      monthlyRent: '$2,001',
      hoaFee: '$250',
      leaseEnds: 'Sep 30, 2026',
    });
  });

  it('shows N/A for missing bedrooms, bathrooms and lease end, $0 rent and No HOA', () => {
    const card = buildPropertyCard(
      property({
        num_bedrooms: null,
        num_bathrooms: null,
        is_hoa: false,
        property_type: null,
      }),
      [],
    );
    expect(card).toMatchObject({
      typeBadge: 'Residential',
      rooms: [
        { label: 'Bedrooms', value: 'N/A' },
        { label: 'Bathrooms', value: 'N/A' },
      ],
      monthlyRent: '$0',
      hoaFee: 'No HOA',
      leaseEnds: 'N/A',
    });
  });

  it('gives a commercial property made from a lease one Commercial badge and no rooms', () => {
    const card = buildPropertyCard(
      property({
        property_type: 'Residential',
        is_commercial: true,
        num_bedrooms: null,
        num_bathrooms: null,
      }),
      [],
    );
    expect(card).toMatchObject({ typeBadge: 'Commercial', isCommercial: true, rooms: [] });
  });
});

describe('matchesPropertySearch', () => {
  it.each([
    ['', true],
    ['congress', true],
    ['CONGRESS AVE', true],
    ['condo', true],
    ['  Condo ', true],
    ['austin', false],
    ['office', false],
  ])('%j matches: %s', (search, expected) => {
    expect(matchesPropertySearch(property(), search)).toBe(expected);
  });

  it('copes with a property without a type', () => {
    expect(matchesPropertySearch(property({ property_type: null }), 'condo')).toBe(false);
  });
});
