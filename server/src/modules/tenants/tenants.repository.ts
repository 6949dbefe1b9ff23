import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { properties, tenants } from '../../db/schema.js';
import { isUuid } from '../../db/values.js';

export type TenantRow = typeof tenants.$inferSelect;
export type TenantValues = Omit<typeof tenants.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;
export type TenantWithProperty = { tenant: TenantRow; property: { id: string; address: string } | null };

const selection = { tenant: tenants, property: { id: properties.id, address: properties.address } };

export function listTenants(db: Database, ownerId: string): Promise<TenantWithProperty[]> {
  return db
    .select(selection)
    .from(tenants)
    .leftJoin(properties, eq(properties.id, tenants.propertyId))
    .where(eq(tenants.ownerId, ownerId))
    .orderBy(asc(sql`coalesce(${tenants.companyName}, ${tenants.lastName})`), asc(tenants.firstName));
}

export type TenantListRow = {
  tenant: Pick<
    TenantRow,
    | 'id'
    | 'propertyId'
    | 'firstName'
    | 'lastName'
    | 'companyName'
    | 'email'
    | 'phoneNumber'
    | 'title'
    | 'status'
    | 'createdAt'
  >;
  property: { id: string; address: string } | null;
  lease: {
    id: string;
    leaseType: string | null;
    /** numeric as its exact text. */
    rentAmountMonthly: string | null;
    startDate: string | null;
    endDate: string | null;
  } | null;
};

type TenantJson = Omit<TenantListRow['tenant'], 'createdAt'> & {
  createdAt: string;
  property: TenantListRow['property'];
};
type LeaseJson = NonNullable<TenantListRow['lease']> & { tenantId: string };

/**
 * Tenants (all, or the one `id`) by name, with their property and current lease: the active one with the
 * latest start (one without a start first, as `desc` sorts), then the latest created. Only the columns the
 * API shows are read, and each list comes back as one JSON value: the embedded database copies every field
 * of a result into a buffer of its own, which for thousands of rows costs more than the query. The two
 * lists are independent subqueries (no join between them, so no plan to go wrong without statistics) and
 * meet here.
 */
export async function listTenantsWithLease(
  db: Database,
  ownerId: string,
  id?: string,
): Promise<TenantListRow[]> {
  if (id !== undefined && !isUuid(id)) return [];
  const oneTenant = id === undefined ? sql`` : sql`and t.id = ${id}`;
  const ofTenants = id === undefined ? sql`tenant_id is not null` : sql`tenant_id = ${id}`;
  const result = await db.execute(sql`select
      (select json_agg(json_build_object('id', t.id, 'propertyId', t.property_id, 'firstName', t.first_name,
          'lastName', t.last_name, 'companyName', t.company_name, 'email', t.email, 'phoneNumber', t.phone_number, 'title', t.title,
          'status', t.status, 'createdAt', t.created_at,
          'property', case when p.id is not null then json_build_object('id', p.id, 'address', p.address) end)
          order by coalesce(t.company_name, t.last_name), t.first_name)
        from tenants t left join properties p on p.id = t.property_id
        where t.owner_id = ${ownerId} ${oneTenant})::text as tenants,
      (select json_agg(json_build_object('tenantId', l.tenant_id, 'id', l.id, 'leaseType', l.lease_type,
          'rentAmountMonthly', l.rent_amount_monthly::text, 'startDate', l.start_date, 'endDate', l.end_date))
        from (select distinct on (tenant_id) tenant_id, id, lease_type, rent_amount_monthly, start_date, end_date
          from leases where owner_id = ${ownerId} and is_active and ${ofTenants}
          order by tenant_id, start_date desc, created_at desc) l)::text as leases`);
  const [row] = (result as unknown as { rows: { tenants: string | null; leases: string | null }[] }).rows;
  const tenantRows = JSON.parse(row?.tenants ?? '[]') as TenantJson[];
  const leaseRows = JSON.parse(row?.leases ?? '[]') as LeaseJson[];
  const leaseByTenant = new Map(leaseRows.map(({ tenantId, ...lease }) => [tenantId, lease]));
  return tenantRows.map(({ property, createdAt, ...tenant }) => ({
    tenant: { ...tenant, createdAt: new Date(createdAt) },
    property,
    lease: leaseByTenant.get(tenant.id) ?? null,
  }));
}

export async function findTenantWithProperty(
  db: Database,
  ownerId: string,
  id: string,
): Promise<TenantWithProperty | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(selection)
    .from(tenants)
    .leftJoin(properties, eq(properties.id, tenants.propertyId))
    .where(and(eq(tenants.ownerId, ownerId), eq(tenants.id, id)));
  return row;
}

export async function findTenant(db: Database, ownerId: string, id: string): Promise<TenantRow | undefined> {
  return (await findTenantWithProperty(db, ownerId, id))?.tenant;
}

export async function insertTenant(db: Database, ownerId: string, values: TenantValues): Promise<string> {
  const [row] = await db
    .insert(tenants)
    .values({ ...values, ownerId })
    .returning({ id: tenants.id });
  if (!row) throw new Error('tenant insert returned nothing');
  return row.id;
}

export async function updateTenant(
  db: Database,
  ownerId: string,
  id: string,
  values: Partial<TenantValues>,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(tenants)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tenants.ownerId, ownerId), eq(tenants.id, id)))
    .returning({ id: tenants.id });
  return rows.length > 0;
}

export async function deleteTenant(db: Database, ownerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(tenants)
    .where(and(eq(tenants.ownerId, ownerId), eq(tenants.id, id)))
    .returning({ id: tenants.id });
  return rows.length > 0;
}
