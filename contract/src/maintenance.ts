import { z } from 'zod';
import { DateSchema, optionalText } from './common.js';

export const MAINTENANCE_STATUSES = ['Pending', 'In Progress', 'Completed'] as const;
export const MAINTENANCE_PRIORITIES = ['normal', 'urgent', 'emergency'] as const;
export const MaintenanceStatusSchema = z.enum(MAINTENANCE_STATUSES);
export const MaintenancePrioritySchema = z.enum(MAINTENANCE_PRIORITIES);

export const CreateMaintenanceInputSchema = z.object({
  property_id: z.string().min(1),
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: optionalText(5000),
  status: MaintenanceStatusSchema.optional(),
  priority: MaintenancePrioritySchema.optional(),
  scheduled_for: DateSchema.nullish(),
});
export type CreateMaintenanceInput = z.infer<typeof CreateMaintenanceInputSchema>;
export const UpdateMaintenanceInputSchema = CreateMaintenanceInputSchema.partial();
export type UpdateMaintenanceInput = z.infer<typeof UpdateMaintenanceInputSchema>;

export const MaintenanceQuerySchema = z.object({
  property_id: z.string().optional(),
  status: MaintenanceStatusSchema.optional(),
});

export const MaintenanceRequestSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: MaintenanceStatusSchema,
  priority: MaintenancePrioritySchema,
  scheduled_for: z.string().nullable(),
  created_at: z.string(),
});
export type MaintenanceRequest = z.infer<typeof MaintenanceRequestSchema>;
