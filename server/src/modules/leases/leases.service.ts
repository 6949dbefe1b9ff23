import {
  rentTrackingIssue,
  type CreateLeaseInput,
  type Lease,
  type SpecialLeaseTerms,
  type UpdateLeaseInput,
} from '@astor/contract/leases';
import type { Database } from '../../db/client.js';
import { definedOnly, moneyIn, moneyOut, timestampOut } from '../../db/values.js';
import { AppError, notFound } from '../../errors.js';
import { findProperty } from '../properties/properties.repository.js';
import { findTenant } from '../tenants/tenants.repository.js';
import * as repo from './leases.repository.js';

export function toLease({ lease, property, tenant }: repo.LeaseWithParties): Lease {
  return {
    id: lease.id,
    property_id: lease.propertyId,
    tenant_id: lease.tenantId,
    lease_type: lease.leaseType,
    start_date: lease.startDate,
    end_date: lease.endDate,
    rent_amount_monthly: moneyOut(lease.rentAmountMonthly),
    security_deposit: moneyOut(lease.securityDeposit),
    rent_due_day: lease.rentDueDay,
    grace_period_days: lease.gracePeriodDays,
    is_active: lease.isActive,
    special_lease_terms: (lease.specialLeaseTerms as SpecialLeaseTerms | null) ?? null,
    ledger_start_date: lease.ledgerStartDate,
    opening_balance: moneyOut(lease.openingBalance) ?? 0,
    property,
    tenant: tenant && {
      id: tenant.id,
      first_name: tenant.firstName,
      last_name: tenant.lastName,
      company_name: tenant.companyName,
    },
    created_at: timestampOut(lease.createdAt),
  };
}

function toValues(input: UpdateLeaseInput): Partial<repo.LeaseValues> {
  return definedOnly({
    propertyId: input.property_id,
    tenantId: input.tenant_id,
    leaseType: input.lease_type,
    startDate: input.start_date,
    endDate: input.end_date,
    rentAmountMonthly: moneyIn(input.rent_amount_monthly),
    securityDeposit: moneyIn(input.security_deposit),
    rentDueDay: input.rent_due_day,
    gracePeriodDays: input.grace_period_days,
    isActive: input.is_active,
    specialLeaseTerms: input.special_lease_terms,
    ledgerStartDate: input.ledger_start_date,
    openingBalance: moneyIn(input.opening_balance) ?? undefined,
  });
}

/** The columns a new lease is saved with. */
export const newLeaseValues = (input: CreateLeaseInput): repo.LeaseValues =>
  toValues(input) as repo.LeaseValues;

export class LeasesService {
  constructor(private readonly db: Database) {}

  async list(ownerId: string, filters: repo.LeaseFilters): Promise<Lease[]> {
    return (await repo.listLeases(this.db, ownerId, filters)).map(toLease);
  }

  async get(ownerId: string, id: string): Promise<Lease> {
    const row = await repo.findLease(this.db, ownerId, id);
    if (!row) throw notFound('Lease');
    return toLease(row);
  }

  async create(ownerId: string, input: CreateLeaseInput): Promise<Lease> {
    await this.assertReferences(ownerId, input.property_id, input.tenant_id);
    const id = await repo.insertLease(this.db, ownerId, newLeaseValues(input));
    return this.get(ownerId, id);
  }

  async update(ownerId: string, id: string, input: UpdateLeaseInput): Promise<Lease> {
    const current = await repo.findLease(this.db, ownerId, id);
    if (!current) throw notFound('Lease');
    await this.assertReferences(ownerId, input.property_id, input.tenant_id);
    const start = input.start_date !== undefined ? input.start_date : current.lease.startDate;
    const end = input.end_date !== undefined ? input.end_date : current.lease.endDate;
    if (start && end && end < start) {
      throw new AppError('unprocessable', 'End date must be on or after the start date');
    }
    // The request's own fields were checked by its schema; here they are checked over the stored lease.
    const tracking = rentTrackingIssue({
      start_date: start,
      end_date: end,
      ledger_start_date:
        input.ledger_start_date !== undefined ? input.ledger_start_date : current.lease.ledgerStartDate,
      opening_balance: input.opening_balance ?? moneyOut(current.lease.openingBalance) ?? 0,
    });
    if (tracking) throw new AppError('unprocessable', tracking.message);
    await repo.updateLease(this.db, ownerId, id, toValues(input));
    return this.get(ownerId, id);
  }

  async remove(ownerId: string, id: string): Promise<void> {
    if (!(await repo.deleteLease(this.db, ownerId, id))) throw notFound('Lease');
  }

  /** A lease may only name the caller's own property and tenant; others' are as missing as absent ones. */
  private async assertReferences(
    ownerId: string,
    propertyId?: string,
    tenantId?: string | null,
  ): Promise<void> {
    if (propertyId !== undefined && !(await findProperty(this.db, ownerId, propertyId)))
      throw notFound('Property');
    if (tenantId && !(await findTenant(this.db, ownerId, tenantId))) throw notFound('Tenant');
  }
}
