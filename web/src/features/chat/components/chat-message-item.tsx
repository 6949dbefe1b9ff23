import { AstorMessageBubble, PersonMessageBubble } from '@/components/chat-message/message-bubble';
import type { ConversationMessage } from '../lib/conversation';
import { MessageSources } from './message-sources';

/** One message: the user's as typed, on the right; Astor's formatted, with its sources, on the left. */
export function ChatMessageItem({ message }: { message: ConversationMessage }) {
  if (message.sender === 'user') return <PersonMessageBubble text={message.text} senderLabel="You" />;
  return (
    <AstorMessageBubble text={message.text} isEmergency={message.emergency === true}>
      <MessageSources sources={message.sources} />
    </AstorMessageBubble>
  );
}
