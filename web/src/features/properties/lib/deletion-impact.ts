import type { PropertyDeletionImpact } from '@astor/contract/properties';

const count = (n: number, singular: string, plural = `${singular}s`) => `${n} ${n === 1 ? singular : plural}`;

/**
 * What deleting a property does, in one honest sentence pair, e.g. '2 tenants, 1 lease, 0 contracts,
 * 3 maintenance requests and 1 document will be deleted. 14 income and expense records are kept in your books.'
 */
export function describeDeletionImpact(impact: PropertyDeletionImpact): string {
  const deleted = [
    count(impact.tenants, 'tenant'),
    count(impact.leases, 'lease'),
    count(impact.contracts, 'contract'),
    count(impact.maintenance_requests, 'maintenance request'),
  ];
  const removed = `${deleted.join(', ')} and ${count(impact.documents, 'document')} will be deleted.`;
  const kept = impact.transactions_kept;
  const books = `${count(kept, 'income and expense record')} ${kept === 1 ? 'is' : 'are'} kept in your books.`;
  return `${removed} ${books}`;
}
