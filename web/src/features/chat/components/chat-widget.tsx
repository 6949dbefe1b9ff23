import { useEffect, useRef, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { toast } from 'sonner';
import { useSendChatMessage } from '../api/send-chat-message';
import { ApiError, getErrorDetail } from '@/lib/api-client';
import { ChatPanel } from './chat-panel';

/** A send that failed (docs/product.md#chat-messages). */
const SEND_FAILURE_MESSAGE = 'Failed to send message. Please try again.';

/**
 * docs/product.md#chat-widget: the floating 'Chat' button and the Astor popup it opens. Mounted once in the
 * dashboard layout; it takes no props. The send lives here, not in the popup, so a reply that arrives after
 * the popup closed is still added (and a failure still reported).
 */
export function ChatWidget() {
  const [isOpen, setIsOpen] = useState(false);
  const sendMessage = useSendChatMessage();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Closing hands focus back to the trigger, which reappears in the popup's place.
  useEffect(() => {
    if (wasOpen.current && !isOpen) triggerRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  function send(message: string) {
    sendMessage.mutate(message, {
      onError: (error) => {
        console.error('Failed to send the chat message', error);
        // A refusal the server explains (the read-only demo) is worth more than the generic failure.
        toast.error(
          error instanceof ApiError && error.status === 403
            ? (getErrorDetail(error) ?? SEND_FAILURE_MESSAGE)
            : SEND_FAILURE_MESSAGE,
        );
      },
    });
  }

  // docs/product.md#chat-widget: the Chat trigger is hidden while the popup is open; the close button toggles
  // it.
  return isOpen ? (
    <ChatPanel onClose={() => setIsOpen(false)} onSend={send} isSending={sendMessage.isPending} />
  ) : (
    <button
      ref={triggerRef}
      type="button"
      onClick={() => setIsOpen(true)}
      aria-haspopup="dialog"
      className="fixed right-4 bottom-4 z-40 inline-flex h-12 cursor-pointer items-center gap-2 rounded-full bg-indigo-600 px-5 text-sm font-medium text-white shadow-lg transition-colors hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 active:bg-indigo-700"
    >
      <MessageCircle className="size-5" aria-hidden />
      Chat
    </button>
  );
}
