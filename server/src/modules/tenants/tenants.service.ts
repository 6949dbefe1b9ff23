import {
  NAMES_REQUIRED_MESSAGE,
  type CreateTenantInput,
  type Tenant,
  type UpdateTenantInput,
} from '@astor/contract/tenants';
import type { Database } from '../../db/client.js';
import { definedOnly, moneyOut, timestampOut } from '../../db/values.js';
import { AppError, notFound } from '../../errors.js';
import { endLeasesOfTenant } from '../leases/leases.repository.js';
import { findProperty } from '../properties/properties.repository.js';
import { todayIn } from '@astor/contract/calendar-date';
import { statusOf } from '../rent-ledger/rent-ledger.model.js';
import { rentBookCachesOf } from '../rent-ledger/rent-book-cache.js';
import { loadRentBook } from '../rent-ledger/rent-ledger.service.js';
import * as repo from './tenants.repository.js';

type TenantStatus = Tenant['status'];

function toTenant(
  { tenant, property, lease }: repo.TenantListRow,
  ledgerStatus: Map<string, TenantStatus>,
): Tenant {
  return {
    id: tenant.id,
    property_id: tenant.propertyId,
    first_name: tenant.firstName,
    last_name: tenant.lastName,
    company_name: tenant.companyName,
    email: tenant.email,
    phone_number: tenant.phoneNumber,
    title: tenant.title,
    // docs/decisions/0006-rent-ledger.md: from the rent ledger when the tenant has a lease on it.
    status: ledgerStatus.get(tenant.id) ?? (tenant.status === 'late' ? 'late' : 'current'),
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

/**
 * The columns to write. A company keeps no first or last name unless one is sent
 * (docs/decisions/0009-company-tenants.md); the columns hold '' rather than null.
 */
function toValues(input: UpdateTenantInput): Partial<repo.TenantValues> {
  const isCompany = Boolean(input.company_name);
  return definedOnly({
    firstName: input.first_name ?? (isCompany ? '' : undefined),
    lastName: input.last_name ?? (isCompany ? '' : undefined),
    companyName: input.company_name,
    email: input.email,
    phoneNumber: input.phone_number,
    title: input.title,
    propertyId: input.property_id,
    status: input.status,
  });
}

/** The columns a new tenant is saved with (the names checked by `CreateTenantInputSchema`). */
export const newTenantValues = (input: CreateTenantInput): repo.TenantValues =>
  toValues(input) as repo.TenantValues;

export class TenantsService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Each tenant with its property and its current lease (active, latest start first). */
  async list(ownerId: string): Promise<Tenant[]> {
    // The rows move with tenants, leases and properties, not with payments: a payment recorded costs the
    // statuses only (read-only rows, shared by every reader until such a change).
    const caches = rentBookCachesOf(this.db);
    const [rows, status] = await Promise.all([
      caches
        ? caches.beyondLedger.get(ownerId, 'tenant list', () => repo.listTenantsWithLease(this.db, ownerId))
        : repo.listTenantsWithLease(this.db, ownerId),
      this.ledgerStatus(ownerId),
    ]);
    return rows.map((row) => toTenant(row, status));
  }

  async get(ownerId: string, id: string): Promise<Tenant> {
    const [row] = await repo.listTenantsWithLease(this.db, ownerId, id);
    if (!row) throw notFound('Tenant');
    return toTenant(row, await this.ledgerStatus(ownerId));
  }

  /**
   * Each tenant's status from the rent ledger, for tenants with a lease charged on it: late when one of
   * their leases owes past its grace period, current otherwise.
   */
  private async ledgerStatus(ownerId: string): Promise<Map<string, TenantStatus>> {
    const book = await loadRentBook(
      this.db,
      ownerId,
      todayIn('UTC', this.clock()),
      {},
      { sumPayments: true },
    );
    const status = new Map<string, TenantStatus>();
    for (const account of book.accounts) {
      if (!account.tenantId || account.ledger.charges.length === 0) continue;
      const late = statusOf(account.ledger) === 'late';
      if (late || !status.has(account.tenantId)) status.set(account.tenantId, late ? 'late' : 'current');
    }
    return status;
  }

  async create(ownerId: string, input: CreateTenantInput): Promise<Tenant> {
    await this.assertProperty(ownerId, input.property_id);
    const id = await repo.insertTenant(this.db, ownerId, newTenantValues(input));
    return this.get(ownerId, id);
  }

  async update(ownerId: string, id: string, input: UpdateTenantInput): Promise<Tenant> {
    await this.assertProperty(ownerId, input.property_id);
    if (input.company_name === null || input.first_name === '' || input.last_name === '') {
      // A change that takes a name away must leave the tenant one: a company's, or a person's two.
      const current = await this.get(ownerId, id);
      const next = {
        first_name: input.first_name ?? current.first_name,
        last_name: input.last_name ?? current.last_name,
        company_name: input.company_name === undefined ? current.company_name : input.company_name,
      };
      if (!next.company_name && (!next.first_name || !next.last_name))
        throw new AppError('unprocessable', NAMES_REQUIRED_MESSAGE);
    }
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
