import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ConversationMessage } from '../lib/conversation';
import { MessageSources } from './message-sources';
import { MessageText } from './message-text';

/** One message: the user's as typed, on the right; Astor's formatted, with its sources, on the left. */
export function ChatMessageItem({ message }: { message: ConversationMessage }) {
  if (message.sender === 'user') {
    return (
      <div className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-indigo-600 px-3 py-2 text-sm break-words whitespace-pre-wrap text-white">
          <span className="sr-only">You: </span>
          {message.text}
        </p>
      </div>
    );
  }

  return (
    <div className="flex justify-start">
      <div
        data-emergency={message.emergency ? 'true' : undefined}
        className={cn(
          'max-w-[85%] rounded-2xl rounded-bl-sm px-3 py-2 text-sm break-words text-slate-800',
          message.emergency ? 'border-2 border-red-500 bg-red-50' : 'bg-slate-100',
        )}
      >
        <span className="sr-only">Astor: </span>
        {message.emergency && (
          <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-red-700 uppercase">
            <TriangleAlert className="size-4" aria-hidden />
            Emergency
          </p>
        )}
        <MessageText text={message.text} />
        <MessageSources sources={message.sources} />
      </div>
    </div>
  );
}
