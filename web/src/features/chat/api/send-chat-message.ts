import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChatReplySchema, type ChatInput, type ChatReply } from '@astor/contract/chat';
import { apiClient } from '@/lib/api-client';
import { appendMessage, createBotMessage, createUserMessage } from '../lib/conversation';
import { chatHistoryQueryOptions } from './get-chat-history';

/**
 * docs/product.md#api-calls: POST /chat/copilot {message} → {response}, with the sources and the emergency
 * flag.
 */
export function sendChatMessage(message: string): Promise<ChatReply> {
  const input: ChatInput = { message };
  return apiClient.request('/chat/copilot', { method: 'POST', body: input, schema: ChatReplySchema });
}

/**
 * docs/product.md#chat-messages: on send the user's message is appended at once; the bot's reply is appended
 * when it arrives. A failure adds no bot message, and the user's message stays where it was.
 *
 * A message sent while the history is still loading waits for it (the typing indicator shows): the
 * loaded history would otherwise replace the message, and the server would store it before the history
 * it answers after. A history that fails to load does not stop the message.
 */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  const options = chatHistoryQueryOptions();
  return useMutation({
    mutationFn: sendChatMessage,
    onMutate: (message) => {
      const append = () => {
        queryClient.setQueryData(options.queryKey, (conversation) =>
          appendMessage(conversation, createUserMessage(message)),
        );
      };
      if (queryClient.getQueryData(options.queryKey)) return append();
      // Closing the popup cancels its load of the history: load it again, without the popup.
      const loaded = () => queryClient.ensureQueryData(options);
      return loaded()
        .catch(loaded)
        .catch(() => undefined)
        .then(append);
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(options.queryKey, (conversation) =>
        appendMessage(conversation, createBotMessage(reply)),
      );
    },
  });
}
