import { Fragment } from 'react';
import { parseMessage, type Inline } from './format-message';

/**
 * An Astor reply with its light formatting ('- ' bullets, **bold**) built as React elements from the
 * parsed text, so the reply's characters are only ever text, never markup.
 */
export function MessageText({ text }: { text: string }) {
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
