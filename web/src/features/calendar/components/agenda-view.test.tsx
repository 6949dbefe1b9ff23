import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { makeEvent } from '../testing/fixtures';
import { AgendaView } from './agenda-view';

// Local times, so the test reads the same in any time zone.
const at = (day: number, hour: number) => new Date(2026, 4, day, hour).toISOString();

const RENT = makeEvent({
  id: 'rent_due:l1:2026-05-01',
  kind: 'rent_due',
  title: 'Rent due: Ada Lovelace, 12 Elm Street, a long address that would be cut short in a month cell',
  start: '2026-05-01',
  end: '2026-05-01',
});
const SHOWING = makeEvent({
  id: 'custom:e2',
  title: 'Showing',
  all_day: false,
  start: at(5, 15),
  end: at(5, 16),
});
const WALKTHROUGH = makeEvent({
  id: 'custom:e3',
  title: 'Walkthrough',
  start: '2026-05-05',
  end: '2026-05-05',
});
const TRIP = makeEvent({ id: 'custom:e4', title: 'Inspection trip', start: '2026-05-30', end: '2026-06-02' });
const JUNE = makeEvent({ id: 'custom:e5', title: 'Next month', start: '2026-06-10', end: '2026-06-10' });

describe('AgendaView', () => {
  afterEach(cleanup);

  it("lists the month's days that have events, in order, each with its events: all-day first, then by time", () => {
    render(
      <AgendaView
        day="2026-05-20"
        today="2026-05-05"
        events={[JUNE, TRIP, SHOWING, RENT, WALKTHROUGH]}
        onOpenEvent={() => {}}
      />,
    );
    const days = screen.getAllByTestId('agenda-day');
    expect(days.map((element) => element.dataset.date)).toEqual([
      '2026-05-01',
      '2026-05-05',
      '2026-05-30',
      '2026-05-31',
    ]);

    const first = within(days[0]!);
    expect(first.getByRole('heading').textContent).toBe('Friday, May 1');
    // The whole title, not cut short.
    expect(first.getByRole('button').textContent).toContain(RENT.title);
    expect(first.getByRole('button').textContent).toContain('Rent due');

    const fifth = within(days[1]!);
    expect(fifth.getByRole('heading').textContent).toBe('Tuesday, May 5Today');
    expect(fifth.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All dayWalkthroughCustom',
      expect.stringMatching(/^3:00\s?PMShowingCustom$/),
    ]);
    // A trip over several days is listed on each day of this month it covers.
    expect(within(days[3]!).getByRole('button').textContent).toContain('Inspection trip');
  });

  it('opens the event chosen', () => {
    const onOpenEvent = vi.fn();
    render(
      <AgendaView day="2026-05-20" today="2026-05-05" events={[WALKTHROUGH]} onOpenEvent={onOpenEvent} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Walkthrough/ }));
    expect(onOpenEvent).toHaveBeenCalledWith(WALKTHROUGH);
  });

  it('says so when the month has no events', () => {
    render(<AgendaView day="2026-05-20" today="2026-05-05" events={[JUNE]} onOpenEvent={() => {}} />);
    expect(screen.getByText('No events this month.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
