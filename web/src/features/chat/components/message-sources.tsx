import { useState } from 'react';
import { Link } from 'react-router';
import type { ChatSource } from '@astor/contract/chat';
import { formatServerText } from '@/lib/format';
import { getSourceHref } from '../lib/source-links';

/** A long list (every event of a month) starts folded, so the reply stays readable. */
const VISIBLE_SOURCES = 6;

const chipClasses = 'block max-w-full truncate rounded-full px-2 py-0.5 text-xs ring-1 ring-inset';

/** What a reply was computed from, as small links to the records so each figure can be checked. */
export function MessageSources({ sources }: { sources: ChatSource[] }) {
  const [isExpanded, setIsExpanded] = useState(false);
  if (sources.length === 0) return null;
  const shown = isExpanded ? sources : sources.slice(0, VISIBLE_SOURCES);
  const hiddenCount = sources.length - shown.length;

  return (
    <ul aria-label="Sources" className="mt-2 flex flex-wrap gap-1.5">
      {shown.map((source, index) => {
        const href = getSourceHref(source);
        const label = formatServerText(source.label, { dates: false });
        return (
          <li key={`${source.type}:${source.id}:${index}`} className="min-w-0 max-w-full">
            {href ? (
              <Link
                to={href}
                title={label}
                className={`${chipClasses} bg-white text-indigo-700 ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600`}
              >
                {label}
              </Link>
            ) : (
              <span title={label} className={`${chipClasses} bg-slate-50 text-slate-600 ring-slate-200`}>
                {label}
              </span>
            )}
          </li>
        );
      })}
      {hiddenCount > 0 && (
        <li>
          <button
            type="button"
            onClick={() => setIsExpanded(true)}
            className="cursor-pointer rounded-full px-2 py-0.5 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            +{hiddenCount} more
          </button>
        </li>
      )}
    </ul>
  );
}
