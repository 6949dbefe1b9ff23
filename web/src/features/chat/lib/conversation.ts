import type { ChatMessage, ChatReply } from '@astor/contract/chat';

/**
 * The conversation as the widget shows it: the stored history (GET /chat/history) plus what was said
 * since it loaded. A live reply also knows whether it was an emergency; the stored history does not.
 */
export type ConversationMessage = ChatMessage & { emergency?: boolean };

export interface Conversation {
  messages: ConversationMessage[];
}

let localSequence = 0;

/** Ids for messages made in the browser; they never collide with each other within a page. */
function nextLocalId(): string {
  localSequence += 1;
  return `local-${localSequence}`;
}

export function createUserMessage(text: string, now = new Date()): ConversationMessage {
  return { id: nextLocalId(), sender: 'user', text, sources: [], created_at: now.toISOString() };
}

export function createBotMessage(reply: ChatReply, now = new Date()): ConversationMessage {
  return {
    id: nextLocalId(),
    sender: 'bot',
    text: reply.response,
    sources: reply.sources,
    emergency: reply.emergency === true,
    created_at: now.toISOString(),
  };
}

/** A new conversation with `message` last; a conversation not loaded yet starts empty. */
export function appendMessage(
  conversation: Conversation | undefined,
  message: ConversationMessage,
): Conversation {
  return { messages: [...(conversation?.messages ?? []), message] };
}
