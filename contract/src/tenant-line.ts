import { z } from 'zod';
import { MaintenancePrioritySchema } from './maintenance.js';

/**
 * The tenant line (docs/product.md#tenant-line): a private link per property (`/t/{token}`) where a tenant
 * without an account reports a problem or asks about the lease on file. The landlord turns it on, rotates or
 * revokes it and reads every conversation.
 */

/** A tenant message: at most 2000 characters, never blank. */
export const TENANT_MESSAGE_MAX_LENGTH = 2000;

// ---- landlord side (signed in)

/** POST /properties/{id}/tenant-link: the full URL, shown this once (only its hash is stored). */
export const TenantLinkCreatedSchema = z.object({ url: z.string(), created_at: z.string() });
export type TenantLinkCreated = z.infer<typeof TenantLinkCreatedSchema>;

/** GET /properties/{id}/tenant-link: whether a link is live, never the token. */
export const TenantLinkStatusSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
});
export type TenantLinkStatus = z.infer<typeof TenantLinkStatusSchema>;

export const TenantConversationsQuerySchema = z.object({ property_id: z.string().optional() });

export const TenantLineMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(['tenant', 'bot']),
  text: z.string(),
  /** A reply that escalated an emergency (safety guidance, emergency maintenance request). */
  emergency: z.boolean(),
  created_at: z.string(),
});
export type TenantLineMessage = z.infer<typeof TenantLineMessageSchema>;

/** How urgent the tenant says the problem is: the maintenance request's priority. */
export const TenantUrgencySchema = MaintenancePrioritySchema;
export type TenantUrgency = z.infer<typeof TenantUrgencySchema>;

/** What the tenant has told Astor for the report in progress (or the last one filed). */
export const TenantReportDetailsSchema = z.object({
  unit: z.string().nullable(),
  problem: z.string().nullable(),
  urgency: TenantUrgencySchema.nullable(),
  contact: z.string().nullable(),
});
export type TenantReportDetails = z.infer<typeof TenantReportDetailsSchema>;

export const TenantConversationSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  created_at: z.string(),
  last_message_at: z.string(),
  details: TenantReportDetailsSchema,
  /** The maintenance requests this conversation created. */
  maintenance_request_ids: z.array(z.string()),
  messages: z.array(TenantLineMessageSchema),
});
export type TenantConversation = z.infer<typeof TenantConversationSchema>;

// ---- tenant side (public: the token is the credential)

export const TenantLineTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /tenant-line/{token}: the street and city only, and the opening message. */
export const TenantLineInfoSchema = z.object({
  property: z.object({ address: z.string(), city: z.string().nullable() }),
  greeting: z.string(),
});
export type TenantLineInfo = z.infer<typeof TenantLineInfoSchema>;

export const TenantLineMessageInputSchema = z.object({
  conversation_id: z.string().max(100).optional(),
  message: z
    .string()
    .max(TENANT_MESSAGE_MAX_LENGTH, `The message must be at most ${TENANT_MESSAGE_MAX_LENGTH} characters`)
    .refine((value) => value.trim().length > 0, 'Type a message'),
});
export type TenantLineMessageInput = z.infer<typeof TenantLineMessageInputSchema>;

export const TenantLineReplySchema = z.object({
  conversation_id: z.string(),
  response: z.string(),
  /** True when the message was recognised as an emergency: the reply starts with safety guidance. */
  emergency: z.boolean().optional(),
  /** The maintenance request this message created or added to. */
  maintenance_request_id: z.string().optional(),
});
export type TenantLineReply = z.infer<typeof TenantLineReplySchema>;
