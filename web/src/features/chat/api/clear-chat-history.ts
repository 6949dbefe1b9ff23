import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '@astor/contract/errors';
import { apiClient } from '@/lib/api-client';
import { chatHistoryQueryOptions } from './get-chat-history';

/** DELETE /chat/history: forgets the whole conversation on the server. */
export function clearChatHistory(): Promise<Message> {
  return apiClient.request('/chat/history', { method: 'DELETE', schema: MessageSchema });
}

export function useClearChatHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChatHistory,
    onSuccess: () => queryClient.setQueryData(chatHistoryQueryOptions().queryKey, { messages: [] }),
  });
}
