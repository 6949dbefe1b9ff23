import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

/** docs/product.md#chat-messages: a message that is empty or only whitespace is not sent. */
export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * The message box under a conversation with Astor (the landlord's chat widget, the tenant line): focused
 * when it appears; Enter sends, Shift+Enter is a new line, and Enter that ends an IME composition does
 * neither (docs/product.md#chat-messages). A blank message is not sent, nor anything while a reply is
 * pending; the box is cleared as the trimmed message goes to `onSend`.
 *
 * The draft is the conversation's state (`draft`, `onDraftChange`): clearing it re-renders the
 * conversation in the same update that shows the message sent.
 */
export function ChatComposer({
  draft,
  onDraftChange,
  onSend,
  isSending,
  maxLength,
}: {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: (message: string) => void;
  isSending: boolean;
  /** The server refuses longer messages. */
  maxLength: number;
}) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const canSend = isSendable(draft) && !isSending;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function send() {
    if (!canSend) return;
    onDraftChange('');
    onSend(draft.trim());
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <form onSubmit={handleSubmit} className="flex items-end gap-2 border-t border-slate-200 p-3">
      <Textarea
        ref={inputRef}
        rows={1}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder="Type your message..."
        aria-label="Message"
        maxLength={maxLength}
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
  );
}
