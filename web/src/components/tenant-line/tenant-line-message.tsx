import { Fragment } from 'react';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { parseMessage, type Inline } from './format-message';

export type TenantLineBubble = {
  sender: 'tenant' | 'bot';
  text: string;
  emergency?: boolean;
};

/**
 * One message of a tenant conversation, in the chat widget's look: the tenant's as typed, on the right;
 * Astor's formatted, on the left, in red when it escalated an emergency. `tenantLabel` is what a screen
 * reader hears before the tenant's words ('You' on the tenant's page, 'Tenant' for the landlord).
 */
export function TenantLineMessage({
  message,
  tenantLabel,
}: {
  message: TenantLineBubble;
  tenantLabel: string;
}) {
  if (message.sender === 'tenant') {
    return (
      <div className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-indigo-600 px-3 py-2 text-sm break-words whitespace-pre-wrap text-white">
          <span className="sr-only">{tenantLabel}: </span>
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
      </div>
    </div>
  );
}

function MessageText({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {parseMessage(text).map((block, blockIndex) =>
        block.kind === 'list' ? (
          <ul key={blockIndex} className="list-disc space-y-0.5 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineText parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={blockIndex}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <InlineText parts={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) =>
    part.kind === 'bold' ? (
      <strong key={index} className="font-semibold">
        {part.text}
      </strong>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
