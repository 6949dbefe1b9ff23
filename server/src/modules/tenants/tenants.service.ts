import type { CreateTenantInput, Tenant, UpdateTenantInput } from '@astor/contract/tenants';
import type { Database } from '../../db/client.js';
import { definedOnly, moneyOut, timestampOut } from '../../db/values.js';
import { notFound } from '../../errors.js';
import { endLeasesOfTenant } from '../leases/leases.repository.js';
import { findProperty } from '../properties/properties.repository.js';
import * as repo from './tenants.repository.js';

function toTenant({ tenant, property, lease }: repo.TenantListRow): Tenant {
  return {
    id: tenant.id,
    property_id: tenant.propertyId,
    first_name: tenant.firstName,
    last_name: tenant.lastName,
    email: tenant.email,
    phone_number: tenant.phoneNumber,
    title: tenant.title,
    status: tenant.status === 'late' ? 'late' : 'current',
    property,
    lease: lease
      ? {
          id: lease.id,
          lease_type: lease.leaseType,
          rent_amount_monthly: moneyOut(lease.rentAmountMonthly),
          start_date: lease.startDate,
          end_date: lease.endDate,
        }
      : null,
    created_at: timestampOut(tenant.createdAt),
  };
}

function toValues(input: UpdateTenantInput): Partial<repo.TenantValues> {
  return definedOnly({
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phoneNumber: input.phone_number,
    title: input.title,
    propertyId: input.property_id,
    status: input.status,
  });
}

export class TenantsService {
  constructor(private readonly db: Database) {}

  /** Each tenant with its property and its current lease (active, latest start first). */
  async list(ownerId: string): Promise<Tenant[]> {
    return (await repo.listTenantsWithLease(this.db, ownerId)).map(toTenant);
  }

  async get(ownerId: string, id: string): Promise<Tenant> {
    const [row] = await repo.listTenantsWithLease(this.db, ownerId, id);
    if (!row) throw notFound('Tenant');
    return toTenant(row);
  }

  async create(ownerId: string, input: CreateTenantInput): Promise<Tenant> {
    await this.assertProperty(ownerId, input.property_id);
    const id = await repo.insertTenant(this.db, ownerId, toValues(input) as repo.TenantValues);
    return this.get(ownerId, id);
  }

  async update(ownerId: string, id: string, input: UpdateTenantInput): Promise<Tenant> {
    await this.assertProperty(ownerId, input.property_id);
    if (!(await repo.updateTenant(this.db, ownerId, id, toValues(input)))) throw notFound('Tenant');
    return this.get(ownerId, id);
  }

  async remove(ownerId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await endLeasesOfTenant(tx, ownerId, id);
      if (!(await repo.deleteTenant(tx, ownerId, id))) throw notFound('Tenant');
    });
  }

  private async assertProperty(ownerId: string, propertyId: string | null | undefined): Promise<void> {
    if (propertyId && !(await findProperty(this.db, ownerId, propertyId))) throw notFound('Property');
  }
}
