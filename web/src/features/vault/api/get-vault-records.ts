import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ContractSchema } from '@astor/contract/contracts';
import { DocumentSchema } from '@astor/contract/documents';
import { ExpenseSchema, IncomeSchema } from '@astor/contract/finances';
import { LeaseSchema } from '@astor/contract/leases';
import { TenantSchema } from '@astor/contract/tenants';
import { InvoiceSchema, VendorSchema } from '@astor/contract/vendors';
import { apiClient } from '@/lib/api-client';
import type { VaultCollection } from '../lib/folders';

/** One record of any folder: an id and named fields, shown through lib/record-display. */
export type VaultRow = { id: string } & Record<string, unknown>;

/**
 * Each folder's list is parsed with its own contract schema (docs/product.md#api-calls: each returns an
 * array).
 */
const LIST_SCHEMAS: Record<VaultCollection, z.ZodType<VaultRow[]>> = {
  documents: z.array(DocumentSchema),
  contracts: z.array(ContractSchema),
  leases: z.array(LeaseSchema),
  invoices: z.array(InvoiceSchema),
  incomes: z.array(IncomeSchema),
  expenses: z.array(ExpenseSchema),
  tenants: z.array(TenantSchema),
  vendors: z.array(VendorSchema),
};

/** `GET /{collection}`: a folder's records. */
export function getVaultRecords(collection: VaultCollection, signal?: AbortSignal): Promise<VaultRow[]> {
  return apiClient.request(`/${collection}`, { schema: LIST_SCHEMAS[collection], signal });
}

/** The root of every vault list key; a delete invalidates it (deleting a tenant ends their leases). */
export const vaultRecordsQueryKeyRoot = ['vault'] as const;
export const vaultRecordsQueryKey = (collection: VaultCollection) =>
  [...vaultRecordsQueryKeyRoot, collection] as const;

export const vaultRecordsQueryOptions = (collection: VaultCollection) =>
  queryOptions({
    queryKey: vaultRecordsQueryKey(collection),
    queryFn: ({ signal }) => getVaultRecords(collection, signal),
  });

/** The records of the open folder; nothing is asked while no folder is open. */
export function useVaultRecords(collection: VaultCollection | undefined) {
  return useQuery({
    ...vaultRecordsQueryOptions(collection ?? 'documents'),
    enabled: collection !== undefined,
  });
}
