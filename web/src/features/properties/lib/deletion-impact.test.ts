import { describe, expect, it } from 'vitest';
import { describeDeletionImpact } from './deletion-impact';

describe('describeDeletionImpact', () => {
  it('counts what is deleted and what is kept', () => {
    expect(
      describeDeletionImpact({
        tenants: 2,
        leases: 1,
        contracts: 0,
        maintenance_requests: 3,
        documents: 1,
        transactions_kept: 14,
      }),
    ).toBe(
      '2 tenants, 1 lease, 0 contracts, 3 maintenance requests and 1 document will be deleted. ' +
        '14 income and expense records are kept in your books.',
    );
  });

  it('uses the singular for one record', () => {
    expect(
      describeDeletionImpact({
        tenants: 1,
        leases: 0,
        contracts: 1,
        maintenance_requests: 1,
        documents: 0,
        transactions_kept: 1,
      }),
    ).toBe(
      '1 tenant, 0 leases, 1 contract, 1 maintenance request and 0 documents will be deleted. ' +
        '1 income and expense record is kept in your books.',
    );
  });
});
