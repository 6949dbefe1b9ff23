import { AstorMessageBubble, PersonMessageBubble } from '@/components/chat-message/message-bubble';
import { formatServerText } from '@/lib/format';
import type { ConversationMessage } from '../lib/conversation';
import { MessageSources } from './message-sources';

/**
 * One message: the user's as typed, on the right; Astor's formatted, with its sources, on the left. Its
 * amounts are written as money everywhere else in the app; its dates stay as the records have them.
 */
export function ChatMessageItem({ message }: { message: ConversationMessage }) {
  if (message.sender === 'user') return <PersonMessageBubble text={message.text} senderLabel="You" />;
  return (
    <AstorMessageBubble
      text={formatServerText(message.text, { dates: false })}
      isEmergency={message.emergency === true}
    >
      <MessageSources sources={message.sources} />
    </AstorMessageBubble>
  );
}
