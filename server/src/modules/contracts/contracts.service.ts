import type { Contract, CreateContractInput, UpdateContractInput } from '@astor/contract/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vendors } from '../../db/schema.js';
import { definedOnly, isUuid, moneyIn, moneyOut, timestampOut } from '../../db/values.js';
import { AppError, notFound } from '../../errors.js';
import { findProperty } from '../properties/properties.repository.js';
import * as repo from './contracts.repository.js';

function toContract(row: repo.ContractRow): Contract {
  return {
    id: row.id,
    property_id: row.propertyId,
    contract_type: row.contractType,
    description: row.description,
    start_date: row.startDate,
    end_date: row.endDate,
    amount: moneyOut(row.amount),
    is_active: row.isActive,
    vendor_id: row.vendorId,
    created_at: timestampOut(row.createdAt),
  };
}

function toValues(input: UpdateContractInput): Partial<repo.ContractValues> {
  return definedOnly({
    propertyId: input.property_id,
    vendorId: input.vendor_id,
    contractType: input.contract_type,
    description: input.description,
    startDate: input.start_date,
    endDate: input.end_date,
    amount: moneyIn(input.amount),
    isActive: input.is_active,
  });
}

/** The columns a new contract is saved with. */
export const newContractValues = (input: CreateContractInput): repo.ContractValues =>
  toValues(input) as repo.ContractValues;

export class ContractsService {
  constructor(private readonly db: Database) {}

  async list(ownerId: string, propertyId?: string): Promise<Contract[]> {
    return (await repo.listContracts(this.db, ownerId, propertyId)).map(toContract);
  }

  async get(ownerId: string, id: string): Promise<Contract> {
    const row = await repo.findContract(this.db, ownerId, id);
    if (!row) throw notFound('Contract');
    return toContract(row);
  }

  async create(ownerId: string, input: CreateContractInput): Promise<Contract> {
    await this.assertReferences(ownerId, input);
    return toContract(await repo.insertContract(this.db, ownerId, newContractValues(input)));
  }

  async update(ownerId: string, id: string, input: UpdateContractInput): Promise<Contract> {
    const current = await repo.findContract(this.db, ownerId, id);
    if (!current) throw notFound('Contract');
    await this.assertReferences(ownerId, input);
    const start = input.start_date !== undefined ? input.start_date : current.startDate;
    const end = input.end_date !== undefined ? input.end_date : current.endDate;
    if (start && end && end < start)
      throw new AppError('unprocessable', 'End date must be on or after the start date');
    const row = await repo.updateContract(this.db, ownerId, id, toValues(input));
    if (!row) throw notFound('Contract');
    return toContract(row);
  }

  async remove(ownerId: string, id: string): Promise<void> {
    if (!(await repo.deleteContract(this.db, ownerId, id))) throw notFound('Contract');
  }

  private async assertReferences(ownerId: string, input: UpdateContractInput): Promise<void> {
    if (input.property_id !== undefined && !(await findProperty(this.db, ownerId, input.property_id))) {
      throw notFound('Property');
    }
    if (input.vendor_id) {
      const [vendor] = isUuid(input.vendor_id)
        ? await this.db
            .select({ id: vendors.id })
            .from(vendors)
            .where(and(eq(vendors.ownerId, ownerId), eq(vendors.id, input.vendor_id)))
        : [];
      if (!vendor) throw notFound('Vendor');
    }
  }
}
