import { describe, expect, it } from 'vitest';
import { isSendable } from '@/components/chat-message/chat-composer';
import { appendMessage, createBotMessage, createUserMessage } from './conversation';

const NOW = new Date('2026-03-01T10:00:00.000Z');

describe('isSendable', () => {
  it.each([
    ['', false],
    [' ', false],
    ['\n\t  \n', false],
    ['hi', true],
    ['  hi  ', true],
  ])('%j → %s', (text, expected) => {
    expect(isSendable(text)).toBe(expected);
  });
});

describe('conversation messages', () => {
  it('makes a user message with a fresh local id', () => {
    const first = createUserMessage('Hello', NOW);
    const second = createUserMessage('Hello', NOW);
    expect(first).toMatchObject({
      sender: 'user',
      text: 'Hello',
      sources: [],
      created_at: NOW.toISOString(),
    });
    expect(first.id).not.toBe(second.id);
  });

  it('makes a bot message from a reply, keeping its sources and the emergency flag', () => {
    const sources = [{ type: 'property' as const, id: 'p1', label: '12 Elm Street' }];
    expect(createBotMessage({ response: 'Done', sources }, NOW)).toMatchObject({
      sender: 'bot',
      text: 'Done',
      sources,
      emergency: false,
    });
    expect(createBotMessage({ response: 'Call 911', sources: [], emergency: true }, NOW).emergency).toBe(
      true,
    );
  });

  it('appends to a conversation without changing it, starting one when none is loaded', () => {
    const hello = createUserMessage('Hello', NOW);
    const conversation = { messages: [hello] };
    const reply = createBotMessage({ response: 'Hi', sources: [] }, NOW);
    expect(appendMessage(conversation, reply).messages).toEqual([hello, reply]);
    expect(conversation.messages).toEqual([hello]);
    expect(appendMessage(undefined, hello)).toEqual({ messages: [hello] });
  });
});
