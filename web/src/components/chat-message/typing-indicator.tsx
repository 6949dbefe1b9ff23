import { cn } from '@/lib/cn';

/**
 * docs/product.md#chat-messages: shown until the reply or an error arrives. The live region is always
 * rendered, so a screen reader announces the text when it appears.
 */
export function TypingIndicator({ isVisible, className }: { isVisible: boolean; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn(className)}>
      {isVisible && (
        <div className="flex justify-start">
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
        </div>
      )}
    </div>
  );
}
