import type { Lease } from '@astor/contract/leases';
import type { Property } from '@astor/contract/properties';
import { displayValue, formatDate, formatMoneyWhole } from '@/lib/format';

/**
 * What a property card shows (docs/product.md#property-cards), as pure functions of the property and its
 * leases. Money on cards has no decimals (docs/product.md#display-rules).
 */

type LeaseTerms = Pick<Lease, 'property_id' | 'is_active' | 'rent_amount_monthly' | 'end_date'>;

/** docs/product.md#property-record: is_commercial false counts as residential. */
export function getUsageLabel(property: Pick<Property, 'is_commercial'>): 'Commercial' | 'Residential' {
  return property.is_commercial ? 'Commercial' : 'Residential';
}

const USAGE_WORDS = /^(residential|commercial)$/i;

/**
 * docs/product.md#property-cards: one type badge. A type that says more than the use ('Condo', 'Retail')
 * is shown; none, or one that only names a use, gives Commercial or Residential from `is_commercial`, so
 * a commercial property never also reads Residential.
 */
export function getTypeBadge(property: Pick<Property, 'property_type' | 'is_commercial'>): string {
  const type = property.property_type?.trim();
  return type && !USAGE_WORDS.test(type) ? type : getUsageLabel(property);
}

export interface RoomFact {
  label: 'Bedrooms' | 'Bathrooms';
  value: string;
}

/**
 * docs/product.md#property-cards: bedrooms and bathrooms, N/A when absent; on a commercial property an
 * absent one does not apply and is left out (no 'N/A bedrooms' on a shop).
 */
export function getRoomFacts(
  property: Pick<Property, 'num_bedrooms' | 'num_bathrooms' | 'is_commercial'>,
): RoomFact[] {
  const facts: { label: RoomFact['label']; count: number | null }[] = [
    { label: 'Bedrooms', count: property.num_bedrooms },
    { label: 'Bathrooms', count: property.num_bathrooms },
  ];
  return facts
    .filter(({ count }) => !property.is_commercial || count !== null)
    .map(({ label, count }) => ({ label, value: displayValue(count) }));
}

/** The line under the address: 'Austin, TX 78701', skipping unknown parts; '' when none is known. */
export function getLocalityLine(property: Pick<Property, 'city' | 'state' | 'zip'>): string {
  const stateAndZip = [property.state, property.zip].filter(Boolean).join(' ');
  return [property.city, stateAndZip].filter(Boolean).join(', ');
}

/**
 * docs/product.md#property-cards: the sum of monthly rent of the property's active leases (summed in cents,
 * exact).
 */
export function computeMonthlyRent(
  leases: ReadonlyArray<Pick<LeaseTerms, 'is_active' | 'rent_amount_monthly'>>,
): number {
  const cents = leases
    .filter((lease) => lease.is_active)
    .reduce((sum, lease) => sum + Math.round((lease.rent_amount_monthly ?? 0) * 100), 0);
  return cents / 100;
}

/**
 * docs/product.md#property-cards: the earliest end date among active leases that have one; null when there is
 * none.
 */
export function computeLeaseEnds(
  leases: ReadonlyArray<Pick<LeaseTerms, 'is_active' | 'end_date'>>,
): string | null {
  const endDates = leases
    .filter((lease) => lease.is_active && lease.end_date)
    .map((lease) => lease.end_date as string)
    .sort();
  return endDates[0] ?? null;
}

/** docs/product.md#property-cards: HOA Fee, or No HOA. */
export function getHoaLabel(property: Pick<Property, 'is_hoa' | 'hoa_fee'>): string {
  return property.is_hoa ? formatMoneyWhole(property.hoa_fee) : 'No HOA';
}

export interface PropertyCardView {
  typeBadge: string;
  isCommercial: boolean;
  address: string;
  locality: string;
  rooms: RoomFact[];
  monthlyRent: string;
  hoaFee: string;
  leaseEnds: string;
}

/** Everything one card shows, formatted; `leases` may hold other properties' leases too. */
export function buildPropertyCard(property: Property, leases: ReadonlyArray<LeaseTerms>): PropertyCardView {
  const own = leases.filter((lease) => lease.property_id === property.id);
  return {
    typeBadge: getTypeBadge(property),
    isCommercial: property.is_commercial,
    address: property.address,
    locality: getLocalityLine(property),
    rooms: getRoomFacts(property),
    monthlyRent: formatMoneyWhole(computeMonthlyRent(own)),
    hoaFee: getHoaLabel(property),
    leaseEnds: formatDate(computeLeaseEnds(own)),
  };
}

/** docs/product.md#properties-page: the search filters by address or property type, case-insensitively. */
export function matchesPropertySearch(
  property: Pick<Property, 'address' | 'property_type'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return (
    property.address.toLowerCase().includes(needle) ||
    (property.property_type ?? '').toLowerCase().includes(needle)
  );
}
