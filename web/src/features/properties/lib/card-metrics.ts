import type { Lease } from '@astor/contract/leases';
import type { Property } from '@astor/contract/properties';
import { displayValue, formatDate, formatMoneyWhole } from '@/lib/format';

/**
 * What a property card shows (docs/product.md#property-cards), as pure functions of the property and its
 * leases. Money on cards has no decimals (docs/product.md#display-rules).
 */

type LeaseTerms = Pick<Lease, 'property_id' | 'is_active' | 'rent_amount_monthly' | 'end_date'>;

/** docs/product.md#property-cards: the type badge is the property type, default Residential. */
export function getTypeBadge(property: Pick<Property, 'property_type'>): string {
  return property.property_type?.trim() || 'Residential';
}

/** docs/product.md#property-record: is_commercial false counts as residential. */
export function getUsageLabel(property: Pick<Property, 'is_commercial'>): 'Commercial' | 'Residential' {
  return property.is_commercial ? 'Commercial' : 'Residential';
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
  usage: 'Commercial' | 'Residential';
  address: string;
  locality: string;
  bedrooms: string;
  bathrooms: string;
  monthlyRent: string;
  hoaFee: string;
  leaseEnds: string;
}

/** Everything one card shows, formatted; `leases` may hold other properties' leases too. */
export function buildPropertyCard(property: Property, leases: ReadonlyArray<LeaseTerms>): PropertyCardView {
  const own = leases.filter((lease) => lease.property_id === property.id);
  return {
    typeBadge: getTypeBadge(property),
    usage: getUsageLabel(property),
    address: property.address,
    locality: getLocalityLine(property),
    bedrooms: displayValue(property.num_bedrooms),
    bathrooms: displayValue(property.num_bathrooms),
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
