import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { MessageText } from './message-text';

/**
 * A person's message, as typed, on the right. `senderLabel` is what a screen reader hears before the
 * words ('You' in the person's own chat, 'Tenant' for the landlord reading a tenant's).
 */
export function PersonMessageBubble({ text, senderLabel }: { text: string; senderLabel: string }) {
  return (
    <div className="flex justify-end">
      <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-indigo-600 px-3 py-2 text-sm break-words whitespace-pre-wrap text-white">
        <span className="sr-only">{senderLabel}: </span>
        {text}
      </p>
    </div>
  );
}

/**
 * Astor's message, formatted, on the left; in red when it escalated an emergency. `children` follow the
 * text inside the bubble (the chat widget's sources).
 */
export function AstorMessageBubble({
  text,
  isEmergency = false,
  children,
}: {
  text: string;
  isEmergency?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex justify-start">
      <div
        data-emergency={isEmergency ? 'true' : undefined}
        className={cn(
          'max-w-[85%] rounded-2xl rounded-bl-sm px-3 py-2 text-sm break-words text-slate-800',
          isEmergency ? 'border-2 border-red-500 bg-red-50' : 'bg-slate-100',
        )}
      >
        <span className="sr-only">Astor: </span>
        {isEmergency && (
          <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-red-700 uppercase">
            <TriangleAlert className="size-4" aria-hidden />
            Emergency
          </p>
        )}
        <MessageText text={text} />
        {children}
      </div>
    </div>
  );
}
