import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@astor/contract/contact';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';

/**
 * POST /contact, from the public Contact page and the signed-in Support page: kept for the operator,
 * linked to the account when signed in. 201 with the server's thanks; 422 (validation) and 429 (too
 * many) as ApiError.
 */
export function sendContactMessage(input: ContactInput, signal?: AbortSignal): Promise<Message> {
  return apiClient.request('/contact', { method: 'POST', body: input, schema: MessageSchema, signal });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: (input: ContactInput) => sendContactMessage(input) });
}
