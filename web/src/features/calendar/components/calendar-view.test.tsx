import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { fakeApi } from '@/testing/fake-api';
import { PROPERTY } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeEvent } from '../testing/fixtures';
import { CalendarView } from './calendar-view';

// Tuesday, May 5, 2026, 10:00 local time.
const NOW = new Date(2026, 4, 5, 10, 0);

const BUSY_DAY = [1, 2, 3, 4, 5].map((n) =>
  makeEvent({
    id: `custom:e${n}`,
    source_id: `e${n}`,
    title: `Showing ${n}`,
    start: '2026-05-12',
    end: '2026-05-12',
  }),
);
const LEASE_END = makeEvent({
  id: 'lease_end:l1',
  kind: 'lease_end',
  title: 'Lease ends: Ada Lovelace, 12 Elm Street',
  start: '2026-05-20',
  end: '2026-05-20',
  property_id: 'p1',
  source_id: 'l1',
});

function serve(events: unknown[], routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/calendar/events': { status: 200, body: events },
    'GET /api/properties': { status: 200, body: [PROPERTY] },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function renderCalendar() {
  renderWithProviders(
    <>
      <CalendarView />
      <Toaster />
    </>,
  );
}

const cellOf = (date: string) => {
  const cell = screen.getAllByTestId('month-cell').find((element) => element.dataset.date === date);
  if (!cell) throw new Error(`No cell for ${date}`);
  return within(cell);
};
const viewButton = (name: string) =>
  within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name });

describe('CalendarView', () => {
  beforeEach(() => {
    // Only the clock is fake: timers stay real so queries and the UI run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    toast.dismiss();
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens on this month, fetching only the visible weeks, with up to 3 events a day and +N more', async () => {
    const api = serve([...BUSY_DAY, LEASE_END]);
    renderCalendar();

    expect(screen.getByRole('heading', { name: 'Calendar', level: 1 })).toBeTruthy();
    expect(viewButton('Month').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'May 2026' })).toBeTruthy();
    expect(await screen.findByText('Lease ends: Ada Lovelace, 12 Elm Street')).toBeTruthy();
    // May 2026 starts on a Friday and has 31 days: six weeks, Apr 26 to Jun 6, and a day either side.
    expect(screen.getAllByTestId('month-cell')).toHaveLength(42);
    expect(api.calls.find((call) => call.url.startsWith('/api/calendar/events'))?.url).toBe(
      '/api/calendar/events?from=2026-04-25&to=2026-06-07',
    );

    const busy = cellOf('2026-05-12');
    expect(busy.getAllByRole('button', { name: /^Showing/ }).map((chip) => chip.textContent)).toEqual([
      'Showing 1',
      'Showing 2',
      'Showing 3',
    ]);
    expect(busy.getByRole('button', { name: '+2 more' })).toBeTruthy();
    expect(
      cellOf('2026-05-05').getByRole('button', { name: 'Tuesday, May 5' }).getAttribute('aria-current'),
    ).toBe('date');
  });

  it('opens the day view when a day is clicked, with the 7-day selector around it', async () => {
    serve([...BUSY_DAY]);
    renderCalendar();
    await screen.findByText('Showing 1');

    fireEvent.click(cellOf('2026-05-12').getByRole('button', { name: 'Tuesday, May 12' }));

    expect(viewButton('Day').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Tuesday, May 12, 2026' })).toBeTruthy();
    const selector = within(screen.getByRole('group', { name: 'Choose a day' }));
    expect(selector.getAllByRole('button')).toHaveLength(7);
    expect(selector.getByRole('button', { name: 'Tuesday, May 12' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // All five all-day events sit in the all-day strip; not today, so no clock line.
    expect(within(screen.getByTestId('all-day-strip')).getAllByRole('button')).toHaveLength(5);
    expect(screen.queryByTestId('now-line')).toBeNull();
  });

  it("opens the day's view from '+N more' too", async () => {
    serve([...BUSY_DAY]);
    renderCalendar();
    await screen.findByText('Showing 1');

    fireEvent.click(cellOf('2026-05-12').getByRole('button', { name: '+2 more' }));

    expect(screen.getByRole('heading', { name: 'Tuesday, May 12, 2026' })).toBeTruthy();
    expect(screen.getByText('Showing 5')).toBeTruthy();
  });

  it("shows today's clock line in the day view and moves a day with the arrows", async () => {
    serve([
      makeEvent({
        title: 'Plumber visit',
        all_day: false,
        start: new Date(2026, 4, 5, 9, 30).toISOString(),
        end: new Date(2026, 4, 5, 11, 0).toISOString(),
      }),
    ]);
    renderCalendar();
    fireEvent.click(viewButton('Day'));

    const line = await screen.findByTestId('now-line');
    // docs/product.md#calendar-layout: the day view starts at 7 AM with 100 px per hour; 10:00 is 300 px
    // down.
    expect(line.style.top).toBe('300px');
    const visit = await screen.findByRole('button', { name: /Plumber visit/ });
    expect([visit.style.top, visit.style.height]).toEqual(['250px', '150px']);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Wednesday, May 6, 2026' })).toBeTruthy();
    expect(screen.queryByTestId('now-line')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'Tuesday, May 5, 2026' })).toBeTruthy();
  });

  it('moves a month with the arrows in month view and a week in week view', async () => {
    const api = serve([]);
    renderCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeTruthy();

    fireEvent.click(viewButton('Week'));
    expect(screen.getByRole('heading', { name: 'Apr 5 – Apr 11, 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Apr 12 – Apr 18, 2026' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(api.calls.map((call) => call.url)).toContain(
        '/api/calendar/events?from=2026-04-11&to=2026-04-19',
      ),
    );
  });

  it('creates an event with New Schedule', async () => {
    const api = serve([], {
      'POST /api/calendar/events': ({ body }) => ({
        status: 201,
        body: makeEvent({ ...(body as object), id: 'custom:new', source_id: 'new' }),
      }),
    });
    renderCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'New Schedule' }));
    const form = within(screen.getByRole('dialog', { name: 'New Schedule' }));
    await form.findByRole('option', { name: '12 Elm Street' });
    expect((form.getByLabelText('Start') as HTMLInputElement).type).toBe('datetime-local');
    expect(
      Array.from((form.getByLabelText('Recurrence') as HTMLSelectElement).options).map((o) => o.text),
    ).toEqual(['Does not repeat', 'Daily', 'Weekly', 'Monthly', 'Yearly']);

    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Gutter cleaning' } });
    fireEvent.change(form.getByLabelText('Property (optional)'), { target: { value: 'p1' } });
    fireEvent.click(form.getByLabelText('All day'));
    expect((form.getByLabelText('Start') as HTMLInputElement).type).toBe('date');
    fireEvent.change(form.getByLabelText('Start'), { target: { value: '2026-05-14' } });
    fireEvent.change(form.getByLabelText('End'), { target: { value: '2026-05-15' } });
    fireEvent.change(form.getByLabelText('Recurrence'), { target: { value: 'yearly' } });
    fireEvent.change(form.getByLabelText('Notes'), { target: { value: 'Bring the long ladder' } });
    fireEvent.click(form.getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Event created')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'New Schedule' })).toBeNull();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/calendar/events',
        body: {
          title: 'Gutter cleaning',
          start: '2026-05-14',
          end: '2026-05-15',
          all_day: true,
          property_id: 'p1',
          notes: 'Bring the long ladder',
          recurrence: 'yearly',
        },
      },
    ]);
  });

  it('shows an event’s details with a link to its record; a generated event cannot be edited', async () => {
    serve([LEASE_END]);
    renderCalendar();
    fireEvent.click(await screen.findByRole('button', { name: 'Lease ends: Ada Lovelace, 12 Elm Street' }));

    const details = within(screen.getByRole('dialog', { name: 'Lease ends: Ada Lovelace, 12 Elm Street' }));
    expect(details.getByText('Lease end')).toBeTruthy();
    expect(details.getByText('Wed, May 20, 2026 · All day')).toBeTruthy();
    expect(await details.findByText('12 Elm Street')).toBeTruthy();
    expect(details.getByRole('link', { name: 'Open tenants and leases' }).getAttribute('href')).toBe(
      '/dashboard/tenants',
    );
    expect(details.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(details.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('edits only the changed fields of a custom event and deletes it after a confirm', async () => {
    const walk = makeEvent({
      title: 'Walkthrough',
      start: '2026-05-12',
      end: '2026-05-12',
      recurrence: 'monthly',
    });
    const api = serve([walk], {
      'PATCH /api/calendar/events/e1': { status: 200, body: { ...walk, title: 'Quarterly walkthrough' } },
      'DELETE /api/calendar/events/e1': { status: 200, body: { message: 'Event deleted' } },
    });
    renderCalendar();
    fireEvent.click(await screen.findByRole('button', { name: 'Walkthrough' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Walkthrough' })).getByRole('button', { name: 'Edit' }),
    );
    const form = within(screen.getByRole('dialog', { name: 'Edit event' }));
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Quarterly walkthrough' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Event updated')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Walkthrough' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Walkthrough' })).getByRole('button', { name: 'Delete' }),
    );
    const confirm = within(screen.getByRole('dialog', { name: 'Delete event?' }));
    expect(
      confirm.getByText("'Walkthrough' and every repeat of it will be removed from your calendar."),
    ).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted')).toBeTruthy();

    expect(api.writes()).toEqual([
      { method: 'PATCH', url: '/api/calendar/events/e1', body: { title: 'Quarterly walkthrough' } },
      { method: 'DELETE', url: '/api/calendar/events/e1', body: undefined },
    ]);
  });

  it('shows the iCal link to subscribe, copies it and revokes it', async () => {
    let feed = 'http://localhost/api/calendar/feed/old.ics';
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = serve([], {
      'GET /api/calendar/feed': () => ({ status: 200, body: { url: feed } }),
      'DELETE /api/calendar/feed': () => {
        feed = 'http://localhost/api/calendar/feed/new.ics';
        return { status: 200, body: { message: 'Calendar feed revoked' } };
      },
    });
    renderCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Subscribe to your calendar' }));
    const input = dialog.getByLabelText('Calendar link (iCal)') as HTMLInputElement;
    await vi.waitFor(() => expect(input.value).toBe('http://localhost/api/calendar/feed/old.ics'));
    expect(input.readOnly).toBe(true);

    fireEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost/api/calendar/feed/old.ics');

    fireEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Old link revoked')).toBeTruthy();
    await vi.waitFor(() => expect(input.value).toBe('http://localhost/api/calendar/feed/new.ics'));
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/calendar/feed', body: undefined }]);
  });
  it('opens on the list of this month on a phone, fetching only the month', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query }));
    const api = serve([...BUSY_DAY, LEASE_END]);
    renderCalendar();

    expect(viewButton('List').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'May 2026' })).toBeTruthy();
    const days = within(await screen.findByRole('list', { name: 'Events by day' }));
    expect(days.getByText('Lease ends: Ada Lovelace, 12 Elm Street')).toBeTruthy();
    expect(days.getAllByRole('button', { name: /^All dayShowing/ })).toHaveLength(5);
    expect(screen.queryByTestId('month-grid')).toBeNull();
    expect(api.calls.find((call) => call.url.startsWith('/api/calendar/events'))?.url).toBe(
      '/api/calendar/events?from=2026-04-30&to=2026-06-01',
    );

    fireEvent.click(viewButton('Month'));
    expect(screen.getByTestId('month-grid')).toBeTruthy();
  });
});
