import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateTenantInput, Tenant } from '@astor/contract/tenants';
import { queryKeyRoots } from '@/lib/queries/keys';
import { leasesQueryOptions } from '@/lib/queries/leases';
import type { LeaseTerms, LoadedLeaseTerms } from '../lib/tenant-form-values';
import { createLease } from './create-lease';
import { createTenant } from './create-tenant';
import { updateLease } from './update-lease';
import { updateTenant } from './update-tenant';

export interface SaveTenantRequest {
  tenant: CreateTenantInput;
  lease: LeaseTerms | null;
  /** Set when editing: the tenant as shown, with its active lease. */
  existing?: Tenant;
  /** The active lease's terms the tenant's card lacks, when loaded. */
  existingLeaseTerms?: LoadedLeaseTerms;
}

/** What happened to the lease: made, changed, skipped because one exists, not asked for, or failed. */
export type LeaseOutcome =
  { kind: 'created' | 'updated' | 'already-exists' | 'none' } | { kind: 'failed'; error: unknown };

export interface SaveTenantResult {
  tenant: Tenant;
  lease: LeaseOutcome;
}

/**
 * The Add Tenant flow (docs/product.md#add-tenant): POST /tenants/manual, then a lease only when a property
 * and a lease type are chosen and GET /leases finds none for that property and type; the lease names the new
 * tenant. Editing PATCHes the tenant and changes the terms of its active lease, or adds one by the same rule.
 * The tenant is saved first, so a failed lease is reported beside it rather than failing the whole save.
 */
export async function saveTenant(
  queryClient: QueryClient,
  request: SaveTenantRequest,
): Promise<SaveTenantResult> {
  const { existing, lease } = request;
  const tenant = existing
    ? await updateTenant(existing.id, request.tenant)
    : await createTenant(request.tenant);
  if (!lease) return { tenant, lease: { kind: 'none' } };
  try {
    return {
      tenant,
      lease: await saveLease(queryClient, tenant, lease, existing, request.existingLeaseTerms),
    };
  } catch (error) {
    return { tenant, lease: { kind: 'failed', error } };
  }
}

async function saveLease(
  queryClient: QueryClient,
  tenant: Tenant,
  terms: LeaseTerms,
  before: Tenant | undefined,
  beforeTerms: SaveTenantRequest['existingLeaseTerms'],
): Promise<LeaseOutcome> {
  const activeLease = before?.lease;
  if (before && activeLease) {
    if (!hasChanged(activeLease, terms, before, beforeTerms)) return { kind: 'none' };
    await updateLease(activeLease.id, terms);
    return { kind: 'updated' };
  }
  // Always asked again (staleTime 0): another screen may have added a lease a moment ago.
  const existingLeases = await queryClient.fetchQuery({
    ...leasesQueryOptions({ property_id: terms.property_id, lease_type: terms.lease_type }),
    staleTime: 0,
  });
  if (existingLeases.length > 0) return { kind: 'already-exists' };
  await createLease({ ...terms, tenant_id: tenant.id });
  return { kind: 'created' };
}

function hasChanged(
  lease: NonNullable<Tenant['lease']>,
  terms: LeaseTerms,
  before: Tenant,
  beforeTerms: SaveTenantRequest['existingLeaseTerms'],
): boolean {
  const differs = <K extends keyof LoadedLeaseTerms & keyof LeaseTerms>(key: K) =>
    terms[key] !== undefined && terms[key] !== beforeTerms?.[key];
  return (
    differs('rent_due_day') ||
    differs('grace_period_days') ||
    differs('ledger_start_date') ||
    differs('opening_balance') ||
    lease.lease_type !== terms.lease_type ||
    lease.rent_amount_monthly !== terms.rent_amount_monthly ||
    lease.start_date !== terms.start_date ||
    lease.end_date !== terms.end_date ||
    before.property?.id !== terms.property_id
  );
}

export function useSaveTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveTenantRequest) => saveTenant(queryClient, request),
    onSuccess: () =>
      // A lease changes the properties' rent and lease end as well as the tenant's card.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyRoots.tenants }),
        queryClient.invalidateQueries({ queryKey: queryKeyRoots.leases }),
        queryClient.invalidateQueries({ queryKey: queryKeyRoots.properties }),
      ]),
  });
}
