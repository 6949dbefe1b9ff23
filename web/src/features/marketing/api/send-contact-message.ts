import type { ContactInput } from '@astor/contract/contact';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';

/** POST /api/contact: 201 with the server's thanks; 422 (validation) and 429 (too many) as ApiError. */
export function sendContactMessage(input: ContactInput, signal?: AbortSignal): Promise<Message> {
  return apiClient.request('/contact', { method: 'POST', body: input, schema: MessageSchema, signal });
}
