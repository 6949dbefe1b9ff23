import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@astor/contract/contact';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';

/** `POST /contact`: kept for the operator, linked to the account when signed in. */
export function sendContactMessage(input: ContactInput): Promise<Message> {
  return apiClient.request('/contact', { method: 'POST', body: input, schema: MessageSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
