import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { TENANT_MESSAGE_MAX_LENGTH } from '@astor/contract/tenant-line';
import { ChatComposer } from '@/components/chat-message/chat-composer';
import { TypingIndicator } from '@/components/chat-message/typing-indicator';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { useSendTenantMessage } from '../api/send-tenant-message';
import { TenantLineMessage, type TenantLineBubble } from './tenant-line-message';

const SEND_FAILURE_MESSAGE = 'Failed to send message. Please try again.';

type ShownMessage = TenantLineBubble & { id: number };

/**
 * The tenant's chat with Astor, in the look of the landlord's chat widget. The conversation lives in
 * the page (a reload starts a new one, so a shared phone shows nobody the last tenant's messages); the
 * server keeps it for the landlord.
 */
export function TenantChat({
  token,
  greeting,
  inactive,
}: {
  token: string;
  greeting: string;
  /** Shown instead of the chat if the landlord revokes the link while the tenant is on the page. */
  inactive: ReactNode;
}) {
  const send = useSendTenantMessage();
  const [messages, setMessages] = useState<ShownMessage[]>([{ id: 0, sender: 'bot', text: greeting }]);
  const [conversationId, setConversationId] = useState<string | undefined>();
  const [isRevoked, setIsRevoked] = useState(false);
  const [draft, setDraft] = useState('');
  const nextId = useRef(1);
  const scrollRef = useRef<HTMLDivElement>(null);

  // The newest message (or the typing indicator) stays in view.
  useEffect(() => {
    const list = scrollRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, send.isPending]);

  function append(message: TenantLineBubble) {
    const id = nextId.current++;
    setMessages((shown) => [...shown, { ...message, id }]);
  }

  function submit(message: string) {
    append({ sender: 'tenant', text: message });
    send.mutate(
      { token, message, ...(conversationId ? { conversation_id: conversationId } : {}) },
      {
        onSuccess: (reply) => {
          setConversationId(reply.conversation_id);
          append({ sender: 'bot', text: reply.response, emergency: reply.emergency === true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) return setIsRevoked(true);
          console.error('Failed to send the tenant line message', error);
          toast.error(
            error instanceof ApiError && error.status === 429
              ? (getErrorDetail(error) ?? SEND_FAILURE_MESSAGE)
              : SEND_FAILURE_MESSAGE,
          );
        },
      },
    );
  }

  if (isRevoked) return inactive;

  return (
    <div className="mx-auto flex min-h-0 w-full max-w-2xl flex-1 flex-col bg-white sm:my-4 sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-sm">
      <div ref={scrollRef} className="flex-1 overflow-y-auto px-4 py-4">
        <div role="log" aria-label="Messages" className="space-y-3">
          {messages.map((message) => (
            <TenantLineMessage key={message.id} message={message} tenantLabel="You" />
          ))}
        </div>
        <TypingIndicator isVisible={send.isPending} className="mt-3" />
      </div>
      <ChatComposer
        draft={draft}
        onDraftChange={setDraft}
        onSend={submit}
        isSending={send.isPending}
        maxLength={TENANT_MESSAGE_MAX_LENGTH}
      />
      <p className="px-4 pb-3 text-center text-xs text-slate-500">
        Your landlord sees this conversation. If anyone is in danger, call 911.
      </p>
    </div>
  );
}
