import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Bot, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import { ChatComposer } from '@/components/chat-message/chat-composer';
import { TypingIndicator } from '@/components/chat-message/typing-indicator';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useClearChatHistory } from '../api/clear-chat-history';
import { useChatHistory } from '../api/get-chat-history';
import { ChatMessageItem } from './chat-message-item';

/** contract ChatInputSchema: the server refuses longer messages. */
const MAX_MESSAGE_LENGTH = 4000;

export interface ChatPanelProps {
  onClose: () => void;
  /** Sends a message that is not blank; the panel has already cleared its input. */
  onSend: (message: string) => void;
  /** A reply is pending: the typing indicator shows and sending waits (docs/product.md#chat-messages). */
  isSending: boolean;
}

/**
 * docs/product.md#chat-widget: the popup titled Astor. A non-modal dialog in the corner (full width on a
 * phone): the page stays usable, Escape or the close button closes it, focus starts in the input.
 */
export function ChatPanel({ onClose, onSend, isSending }: ChatPanelProps) {
  const history = useChatHistory();
  const clearHistory = useClearChatHistory();
  const [draft, setDraft] = useState('');
  const scrollRef = useRef<HTMLDivElement>(null);

  const messages = history.data?.messages ?? [];
  const isLoadingHistory = history.isPending && history.isFetching;

  // docs/product.md#chat-widget: the history auto-scrolls to the newest message (and to the typing
  // indicator).
  useEffect(() => {
    const list = scrollRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, isSending]);

  function handlePanelKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  function clearConversation() {
    if (!window.confirm('Clear the whole conversation with Astor?')) return;
    clearHistory.mutate(undefined, {
      onError: (error) => {
        console.error('Failed to clear the chat history', error);
        toast.error('Failed to clear the conversation. Please try again.');
      },
    });
  }

  return (
    <section
      role="dialog"
      aria-label="Astor"
      onKeyDown={handlePanelKeyDown}
      // Full width at 640 px and below (docs/product.md#chat-widget): Tailwind's `sm` starts at 640, so the
      // corner popup starts at 641.
      className="fixed inset-0 z-40 flex flex-col bg-white min-[641px]:inset-auto min-[641px]:right-4 min-[641px]:bottom-4 min-[641px]:h-[min(36rem,calc(100dvh-2rem))] min-[641px]:w-96 min-[641px]:rounded-2xl min-[641px]:border min-[641px]:border-slate-200 min-[641px]:shadow-2xl"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <span
          className="flex size-8 items-center justify-center rounded-full bg-indigo-600 text-white"
          aria-hidden
        >
          <Bot className="size-4" />
        </span>
        <h2 className="flex-1 text-base font-semibold text-slate-900">Astor</h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Clear conversation"
          title="Clear conversation"
          onClick={clearConversation}
          disabled={messages.length === 0 || isSending || clearHistory.isPending}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Close chat" title="Close chat" onClick={onClose}>
          <X className="size-5" aria-hidden />
        </Button>
      </header>

      <div ref={scrollRef} className="flex-1 space-y-3 overflow-y-auto px-4 py-4">
        {isLoadingHistory ? (
          <p className="flex items-center justify-center gap-2 py-6 text-sm text-slate-500">
            <Spinner /> Loading conversation...
          </p>
        ) : history.isError ? (
          <div className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            Failed to load earlier messages.{' '}
            <button
              type="button"
              className="cursor-pointer font-medium underline"
              onClick={() => void history.refetch()}
            >
              Retry
            </button>
          </div>
        ) : (
          messages.length === 0 &&
          !isSending && (
            <p className="py-6 text-center text-sm text-slate-500">
              Hi, I'm Astor. Ask me about your properties, tenants, rent, expenses or maintenance.
            </p>
          )
        )}
        <div role="log" aria-label="Messages" className="space-y-3">
          {messages.map((message) => (
            <ChatMessageItem key={message.id} message={message} />
          ))}
        </div>
        <TypingIndicator isVisible={isSending} />
      </div>

      {/* docs/product.md#chat-messages: blank messages are not sent, nor anything while a reply is pending.
          A message sent before the history arrives waits for it in the send (send-chat-message.ts). */}
      <ChatComposer
        draft={draft}
        onDraftChange={setDraft}
        onSend={onSend}
        isSending={isSending}
        maxLength={MAX_MESSAGE_LENGTH}
      />
    </section>
  );
}
