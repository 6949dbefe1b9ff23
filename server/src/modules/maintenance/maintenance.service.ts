import type {
  CreateMaintenanceInput,
  MaintenanceRequest,
  UpdateMaintenanceInput,
} from '@astor/contract/maintenance';
import { MaintenancePrioritySchema, MaintenanceStatusSchema } from '@astor/contract/maintenance';
import type { Database } from '../../db/client.js';
import { definedOnly, timestampOut } from '../../db/values.js';
import { notFound } from '../../errors.js';
import { findProperty } from '../properties/properties.repository.js';
import * as repo from './maintenance.repository.js';

function toMaintenance(row: repo.MaintenanceRow): MaintenanceRequest {
  return {
    id: row.id,
    property_id: row.propertyId,
    title: row.title,
    description: row.description,
    // The table's check constraints guarantee these values.
    status: MaintenanceStatusSchema.parse(row.status),
    priority: MaintenancePrioritySchema.parse(row.priority),
    scheduled_for: row.scheduledFor,
    created_at: timestampOut(row.createdAt),
  };
}

function toValues(input: UpdateMaintenanceInput): Partial<repo.MaintenanceValues> {
  return definedOnly({
    propertyId: input.property_id,
    title: input.title,
    description: input.description,
    status: input.status,
    priority: input.priority,
    scheduledFor: input.scheduled_for,
  });
}

export class MaintenanceService {
  constructor(private readonly db: Database) {}

  async list(
    ownerId: string,
    filters: { propertyId?: string; status?: string },
  ): Promise<MaintenanceRequest[]> {
    return (await repo.listMaintenance(this.db, ownerId, filters)).map(toMaintenance);
  }

  async get(ownerId: string, id: string): Promise<MaintenanceRequest> {
    const row = await repo.findMaintenance(this.db, ownerId, id);
    if (!row) throw notFound('Maintenance request');
    return toMaintenance(row);
  }

  async create(ownerId: string, input: CreateMaintenanceInput): Promise<MaintenanceRequest> {
    await this.assertProperty(ownerId, input.property_id);
    return toMaintenance(
      await repo.insertMaintenance(this.db, ownerId, toValues(input) as repo.MaintenanceValues),
    );
  }

  async update(ownerId: string, id: string, input: UpdateMaintenanceInput): Promise<MaintenanceRequest> {
    await this.assertProperty(ownerId, input.property_id);
    const row = await repo.updateMaintenance(this.db, ownerId, id, toValues(input));
    if (!row) throw notFound('Maintenance request');
    return toMaintenance(row);
  }

  async remove(ownerId: string, id: string): Promise<void> {
    if (!(await repo.deleteMaintenance(this.db, ownerId, id))) throw notFound('Maintenance request');
  }

  private async assertProperty(ownerId: string, propertyId: string | undefined): Promise<void> {
    if (propertyId !== undefined && !(await findProperty(this.db, ownerId, propertyId)))
      throw notFound('Property');
  }
}
