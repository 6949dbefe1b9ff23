import { z } from 'zod';

/**
 * docs/product.md#api-calls: POST /chat/copilot {message} → {response}. Empty or whitespace-only messages are
 * refused.
 */
export const ChatInputSchema = z.object({
  message: z
    .string()
    .max(4000, 'The message must be at most 4000 characters')
    .refine((value) => value.trim().length > 0, 'Type a message'),
});
export type ChatInput = z.infer<typeof ChatInputSchema>;

export const SOURCE_TYPES = [
  'property',
  'tenant',
  'lease',
  'income',
  'expense',
  'maintenance',
  'document',
  'event',
  'period',
] as const;

/** What an answer was computed from, so every figure can be checked. */
export const ChatSourceSchema = z.object({
  type: z.enum(SOURCE_TYPES),
  id: z.string(),
  label: z.string(),
});
export type ChatSource = z.infer<typeof ChatSourceSchema>;

export const ChatReplySchema = z.object({
  response: z.string(),
  sources: z.array(ChatSourceSchema),
  /** True when the message was recognised as an emergency (safety guidance first). */
  emergency: z.boolean().optional(),
});
export type ChatReply = z.infer<typeof ChatReplySchema>;

export const ChatMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(['user', 'bot']),
  text: z.string(),
  sources: z.array(ChatSourceSchema),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatHistorySchema = z.object({ messages: z.array(ChatMessageSchema) });
