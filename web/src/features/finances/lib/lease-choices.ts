import type { Lease } from '@astor/contract/leases';
import { tenantDisplayName } from '@astor/contract/tenants';
import type { UnmatchedPayment } from '@astor/contract/rent-ledger';
import { formatDate } from '@/lib/format';

export interface LeaseChoice {
  id: string;
  label: string;
}

/** 'Ada Lovelace · 12 Elm Street · Jan 1, 2026 – Dec 31, 2026': who, where and when, to tell leases apart. */
export function leaseLabel(lease: Lease): string {
  const tenant = lease.tenant ? tenantDisplayName(lease.tenant) : 'No tenant';
  const term = lease.start_date ? `${formatDate(lease.start_date)} – ${formatDate(lease.end_date)}` : null;
  return [tenant, lease.property.address, term].filter(Boolean).join(' · ');
}

/**
 * The leases a payment may go to: the server's candidates (its property's leases in force on its date)
 * first, then the other leases of its property, then every other lease, each group in the server's order.
 */
export function leaseChoicesFor(
  payment: UnmatchedPayment,
  leases: readonly Lease[],
): { suggested: LeaseChoice[]; others: LeaseChoice[] } {
  const candidates = new Set(payment.candidate_lease_ids);
  const choice = (lease: Lease): LeaseChoice => ({ id: lease.id, label: leaseLabel(lease) });
  const suggested = leases.filter((lease) => candidates.has(lease.id));
  const rest = leases.filter((lease) => !candidates.has(lease.id));
  const sameProperty = rest.filter((lease) => lease.property_id === payment.property_id);
  const elsewhere = rest.filter((lease) => lease.property_id !== payment.property_id);
  return { suggested: suggested.map(choice), others: [...sameProperty, ...elsewhere].map(choice) };
}
