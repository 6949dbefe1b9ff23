import { useMutation } from '@tanstack/react-query';
import {
  TenantLineReplySchema,
  type TenantLineMessageInput,
  type TenantLineReply,
} from '@astor/contract/tenant-line';
import { apiClient } from '@/lib/api-client';

export type SendTenantMessageInput = { token: string } & TenantLineMessageInput;

/** POST /tenant-line/{token}/messages: Astor's reply, and the conversation to continue. */
export function sendTenantMessage({ token, ...input }: SendTenantMessageInput): Promise<TenantLineReply> {
  return apiClient.request(`/tenant-line/${encodeURIComponent(token)}/messages`, {
    method: 'POST',
    body: input,
    schema: TenantLineReplySchema,
  });
}

export function useSendTenantMessage() {
  return useMutation({ mutationFn: sendTenantMessage });
}
