import { useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Plus, Rss } from 'lucide-react';
import type { CalendarEvent } from '@astor/contract/calendar';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { todayIso } from '@/lib/format';
import { isPhoneWidth } from '@/lib/screen-width';
import { useEvents } from '../api/get-events';
import { useNow } from '../hooks/use-now';
import { describePeriod, fetchRange, stepDate, type CalendarView as View } from '../lib/calendar-dates';
import { AgendaView } from './agenda-view';
import { DayView } from './day-view';
import { EventDetailsDialog } from './event-details-dialog';
import { EventFormDialog } from './event-form-dialog';
import { KindLegend } from './kind-legend';
import { MonthView } from './month-view';
import { SubscribeDialog } from './subscribe-dialog';
import { WeekView } from './week-view';

// The list leads on a phone and is offered there only (docs/product.md#phones): on a wide screen the
// month grid has room for its chips.
const VIEWS: ReadonlyArray<{ value: View; label: string; className?: string }> = [
  { value: 'list', label: 'List', className: 'md:hidden' },
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

type OpenDialog = { type: 'create' } | { type: 'edit'; event: CalendarEvent } | { type: 'subscribe' } | null;

/**
 * docs/product.md#calendar-views: Day, Week and Month views, arrows, Today and New Schedule, on the events
 * generated from leases, maintenance and compliance plus the user's own.
 *
 * `aside` is the side column (the route puts the compliance feature's 'Compliance due' panel there).
 */
export function CalendarView({ aside }: { aside?: ReactNode }) {
  const now = useNow();
  const today = todayIso(now);
  const [view, setView] = useState<View>(() => (isPhoneWidth() ? 'list' : 'month'));
  const [day, setDay] = useState(() => todayIso());
  const [openEvent, setOpenEvent] = useState<CalendarEvent | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Only the visible range is fetched (the API allows 400 days; a view needs at most 44).
  const events = useEvents(fetchRange(view, day));
  const shown = events.data ?? [];

  function openDay(target: string) {
    setDay(target);
    setView('day');
  }

  return (
    <section className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Calendar</h1>
          <p className="mt-1 text-sm text-slate-500">
            Rent, lease ends, renewals, maintenance and compliance, with your own schedule.
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setDialog({ type: 'subscribe' })}>
            <Rss className="size-4" aria-hidden />
            Subscribe
          </Button>
          <Button onClick={() => setDialog({ type: 'create' })}>
            <Plus className="size-4" aria-hidden />
            New Schedule
          </Button>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 overflow-hidden rounded-xl border border-slate-200 bg-white">
          <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 p-3">
            <Button variant="secondary" size="sm" onClick={() => setDay(todayIso())}>
              Today
            </Button>
            <div className="flex">
              <Button
                variant="ghost"
                size="icon"
                aria-label="Previous"
                onClick={() => setDay((current) => stepDate(view, current, -1))}
              >
                <ChevronLeft className="size-5" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Next"
                onClick={() => setDay((current) => stepDate(view, current, 1))}
              >
                <ChevronRight className="size-5" aria-hidden />
              </Button>
            </div>
            <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
              {describePeriod(view, day)}
            </h2>
            {events.isFetching && <Spinner className="text-slate-400" />}
            <div
              role="group"
              aria-label="View"
              className="ml-auto inline-flex rounded-lg border border-slate-200 bg-white p-0.5 shadow-xs"
            >
              {VIEWS.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={option.value === view}
                  onClick={() => setView(option.value)}
                  className={cn(
                    option.className,
                    'h-8 cursor-pointer rounded-md px-3 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
                    option.value === view ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100',
                  )}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </div>

          {events.isError && (
            <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 p-3">
              <FormError message="Failed to load events." />
              <Button variant="secondary" size="sm" onClick={() => void events.refetch()}>
                Try again
              </Button>
            </div>
          )}

          {view === 'list' && (
            <AgendaView day={day} today={today} events={shown} onOpenEvent={setOpenEvent} />
          )}
          {view === 'month' && (
            <MonthView
              day={day}
              today={today}
              events={shown}
              onOpenDay={openDay}
              onOpenEvent={setOpenEvent}
            />
          )}
          {view === 'week' && (
            <WeekView day={day} now={now} events={shown} onOpenDay={openDay} onOpenEvent={setOpenEvent} />
          )}
          {view === 'day' && (
            <DayView
              day={day}
              today={today}
              now={now}
              events={shown}
              onSelectDay={setDay}
              onOpenEvent={setOpenEvent}
            />
          )}

          <KindLegend className="border-t border-slate-200 px-4 py-3" />
        </div>

        <aside className="space-y-4">{aside}</aside>
      </div>

      <EventDetailsDialog
        event={openEvent}
        onClose={() => setOpenEvent(null)}
        onEdit={(event) => {
          setOpenEvent(null);
          setDialog({ type: 'edit', event });
        }}
      />
      <EventFormDialog
        isOpen={dialog?.type === 'create' || dialog?.type === 'edit'}
        onClose={() => setDialog(null)}
        day={day}
        event={dialog?.type === 'edit' ? dialog.event : undefined}
      />
      <SubscribeDialog isOpen={dialog?.type === 'subscribe'} onClose={() => setDialog(null)} />
    </section>
  );
}
