import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { SendHorizontal } from 'lucide-react';
import { toast } from 'sonner';
import { TENANT_MESSAGE_MAX_LENGTH } from '@astor/contract/tenant-line';
import { TenantLineMessage, type TenantLineBubble } from '@/components/tenant-line/tenant-line-message';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { useSendTenantMessage } from '../api/send-tenant-message';

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
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const canSend = draft.trim().length > 0 && !send.isPending;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // The newest message (or the typing indicator) stays in view.
  useEffect(() => {
    const list = scrollRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, send.isPending]);

  function append(message: TenantLineBubble) {
    const id = nextId.current++;
    setMessages((shown) => [...shown, { ...message, id }]);
  }

  function submit() {
    if (!canSend) return;
    const message = draft.trim();
    setDraft('');
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

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a new line, as in the landlord's chat.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
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
        <div role="status" aria-live="polite" className="mt-3">
          {send.isPending && (
            <span className="inline-flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-3">
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  aria-hidden
                  className="size-1.5 animate-bounce rounded-full bg-slate-400"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
              <span className="sr-only">Astor is typing</span>
            </span>
          )}
        </div>
      </div>
      <form onSubmit={handleSubmit} className="flex items-end gap-2 border-t border-slate-200 p-3">
        <Textarea
          ref={inputRef}
          rows={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder="Type your message..."
          aria-label="Message"
          maxLength={TENANT_MESSAGE_MAX_LENGTH}
          className="max-h-32 min-h-10 resize-none field-sizing-content"
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Send"
          title="Send"
          disabled={!canSend}
          className="size-10 shrink-0"
        >
          <SendHorizontal className="size-4" aria-hidden />
        </Button>
      </form>
      <p className="px-4 pb-3 text-center text-xs text-slate-500">
        Your landlord sees this conversation. If anyone is in danger, call 911.
      </p>
    </div>
  );
}
