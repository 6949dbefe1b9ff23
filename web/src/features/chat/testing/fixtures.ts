import type { ChatMessage } from '@astor/contract/chat';

export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    sender: 'user',
    text: 'Hello',
    sources: [],
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
