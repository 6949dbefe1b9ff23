import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChatHistorySchema } from '@astor/contract/chat';
import { apiClient } from '@/lib/api-client';
import type { Conversation } from '../lib/conversation';

/** The last 50 messages, oldest first, so a reload shows the conversation again. */
export function getChatHistory(signal?: AbortSignal): Promise<Conversation> {
  return apiClient.request('/chat/history', { schema: ChatHistorySchema, signal });
}

export const chatHistoryQueryKey = ['chat', 'history'] as const;

export const chatHistoryQueryOptions = () =>
  queryOptions({
    queryKey: chatHistoryQueryKey,
    queryFn: ({ signal }) => getChatHistory(signal),
    // Once loaded, this cache is the conversation: sending appends to it (send-chat-message.ts), so a
    // refetch would only drop what the server did not keep (a message whose reply failed).
    staleTime: Infinity,
  });

/** Mounted with the open popup: the history loads when the chat opens (and again after 5 minutes closed). */
export function useChatHistory() {
  return useQuery(chatHistoryQueryOptions());
}
