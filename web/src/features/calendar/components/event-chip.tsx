import type { CSSProperties } from 'react';
import type { CalendarEvent } from '@astor/contract/calendar';
import { cn } from '@/lib/cn';
import { EVENT_KIND_STYLES, eventTitle, formatTime } from '../lib/event-display';

/** One event as a small coloured button; the time shows for timed events when `showTime` is set. */
export function EventChip({
  event,
  onOpen,
  showTime = false,
  isPositioned = false,
  style,
}: {
  event: CalendarEvent;
  onOpen: (event: CalendarEvent) => void;
  showTime?: boolean;
  /** Placed on the hour grid by `style` (top, height, left, width): the title may wrap. */
  isPositioned?: boolean;
  style?: CSSProperties;
}) {
  const kind = EVENT_KIND_STYLES[event.kind];
  const title = eventTitle(event);
  return (
    <button
      type="button"
      title={title}
      data-kind={event.kind}
      onClick={(clickEvent) => {
        // A chip sits inside a clickable day; opening the event must not also open the day.
        clickEvent.stopPropagation();
        onOpen(event);
      }}
      style={style}
      className={cn(
        'cursor-pointer rounded border-l-[3px] px-1.5 py-0.5 text-left text-xs font-medium',
        'hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
        isPositioned ? 'absolute overflow-hidden align-top shadow-xs' : 'block w-full truncate',
        kind.chip,
      )}
    >
      {showTime && !event.all_day && (
        <span className="mr-1 font-normal opacity-80">{formatTime(event.start)}</span>
      )}
      {title}
    </button>
  );
}
