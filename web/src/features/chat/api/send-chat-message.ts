import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChatReplySchema, type ChatInput, type ChatReply } from '@astor/contract/chat';
import { apiClient } from '@/lib/api-client';
import { appendMessage, createBotMessage, createUserMessage } from '../lib/conversation';
import { chatHistoryQueryOptions } from './get-chat-history';

/** spec §7: POST /chat/copilot {message} → {response}, with the sources and the emergency flag. */
export function sendChatMessage(message: string): Promise<ChatReply> {
  const input: ChatInput = { message };
  return apiClient.request('/chat/copilot', { method: 'POST', body: input, schema: ChatReplySchema });
}

/**
 * spec §4: on send the user's message is appended at once; the bot's reply is appended when it
 * arrives. A failure adds no bot message (spec §8), and the user's message stays where it was.
 */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  const { queryKey } = chatHistoryQueryOptions();
  return useMutation({
    mutationFn: sendChatMessage,
    onMutate: (message) => {
      queryClient.setQueryData(queryKey, (conversation) =>
        appendMessage(conversation, createUserMessage(message)),
      );
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(queryKey, (conversation) =>
        appendMessage(conversation, createBotMessage(reply)),
      );
    },
  });
}
