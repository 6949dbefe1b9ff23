import type { Tenant } from '@astor/contract/tenants';

type TenantStatus = Tenant['status'];

export type TenantStatusFilter = 'all' | TenantStatus;

export interface TenantFilters {
  status: TenantStatusFilter;
  /** Matched against the first name, the last name, or both together, ignoring case and spaces around. */
  search: string;
}

type FilterableTenant = Pick<Tenant, 'first_name' | 'last_name' | 'status'> &
  Partial<Pick<Tenant, 'company_name'>>;

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * docs/product.md#tenants-page: a filter All, Current or Late, and a search by first or last name. Keeps the
 * order.
 */
export function filterTenants<T extends FilterableTenant>(
  tenants: readonly T[],
  filters: TenantFilters,
): T[] {
  const query = normalize(filters.search);
  return tenants.filter((tenant) => {
    if (filters.status !== 'all' && tenant.status !== filters.status) return false;
    if (query === '') return true;
    const first = normalize(tenant.first_name);
    const last = normalize(tenant.last_name);
    // A company by its one name (docs/decisions/0009-company-tenants.md).
    if (tenant.company_name && normalize(tenant.company_name).includes(query)) return true;
    // The full name too, so that typing 'ada love' still finds Ada Lovelace.
    return first.includes(query) || last.includes(query) || `${first} ${last}`.includes(query);
  });
}
