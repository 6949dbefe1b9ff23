import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@astor/contract/calendar';
import {
  DAY_AXIS,
  MIN_EVENT_HEIGHT,
  WEEK_AXIS,
  axisHeight,
  axisHours,
  eventDays,
  eventsOnDay,
  layoutTimedEvents,
  monthCellEvents,
  nowLinePosition,
  positionOnAxis,
  wallClockMinutes,
} from './event-layout';

/** A local wall-clock time as the API sends it (an ISO date-time). */
const at = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();

function allDay(id: string, start: string, end = start, title = id): CalendarEvent {
  return { id, kind: 'custom', title, start, end, all_day: true, property_id: null, source_id: id };
}

function timed(id: string, day: string, from: string, to: string, endDay = day): CalendarEvent {
  return {
    id,
    kind: 'custom',
    title: id,
    start: at(day, from),
    end: at(endDay, to),
    all_day: false,
    property_id: null,
    source_id: id,
  };
}

describe('the hour axes', () => {
  it('day view: 7 AM to 11 PM at 100 px per hour', () => {
    expect(axisHours(DAY_AXIS)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(axisHeight(DAY_AXIS)).toBe(1700);
  });
  it('week view: 6 AM to 11 PM at 80 px per hour', () => {
    expect(axisHours(WEEK_AXIS)[0]).toBe(6);
    expect(axisHours(WEEK_AXIS).at(-1)).toBe(23);
    expect(axisHeight(WEEK_AXIS)).toBe(18 * 80);
  });
});

describe('positionOnAxis', () => {
  it.each([
    ['7:00 is the top of the day view', DAY_AXIS, 7 * 60, 0],
    ['9:30 is 2.5 hours down', DAY_AXIS, 9 * 60 + 30, 250],
    ['6:00 before the day view clamps to the top', DAY_AXIS, 6 * 60, 0],
    ['midnight clamps to the bottom', DAY_AXIS, 24 * 60, 1700],
    ['week view 6:00 is the top', WEEK_AXIS, 6 * 60, 0],
    ['week view 12:15 is 6.25 hours of 80 px', WEEK_AXIS, 12 * 60 + 15, 500],
  ])('%s', (_name, axis, minutes, top) => {
    expect(positionOnAxis(minutes, axis)).toBe(top);
  });

  it.each([
    // Wall-clock positions: on the day the clocks change, 9:30 still sits at 9:30.
    ['a US spring-forward day', 2026, 2, 8],
    ['a US fall-back day', 2026, 10, 1],
    ['an EU spring-forward day', 2026, 2, 29],
    ['an ordinary day', 2026, 4, 5],
  ])('%s', (_name, year, month, day) => {
    const time = new Date(year, month, day, 9, 30);
    expect(wallClockMinutes(time)).toBe(570);
    expect(positionOnAxis(wallClockMinutes(time), DAY_AXIS)).toBe(250);
  });
});

describe('nowLinePosition', () => {
  it.each([
    [new Date(2026, 4, 5, 12, 0), DAY_AXIS, 500],
    [new Date(2026, 4, 5, 23, 59), DAY_AXIS, 1698.3333333333333],
    [new Date(2026, 4, 5, 6, 59), DAY_AXIS, null],
    [new Date(2026, 4, 5, 6, 30), WEEK_AXIS, 40],
    [new Date(2026, 4, 5, 0, 30), WEEK_AXIS, null],
  ])('%s', (now, axis, top) => {
    expect(nowLinePosition(now, axis)).toBe(top);
  });
});

describe('eventDays', () => {
  it.each([
    ['an all-day event', allDay('a', '2026-05-05'), '2026-05-05', '2026-05-05'],
    ['a three-day all-day event', allDay('a', '2026-05-05', '2026-05-07'), '2026-05-05', '2026-05-07'],
    [
      'an all-day event with its end before its start',
      allDay('a', '2026-05-05', '2026-05-01'),
      '2026-05-05',
      '2026-05-05',
    ],
    ['a timed event', timed('t', '2026-05-05', '09:00', '10:00'), '2026-05-05', '2026-05-05'],
    [
      'a timed event over midnight',
      timed('t', '2026-05-05', '22:00', '01:00', '2026-05-06'),
      '2026-05-05',
      '2026-05-06',
    ],
    [
      'a timed event ending at midnight',
      timed('t', '2026-05-05', '22:00', '00:00', '2026-05-06'),
      '2026-05-05',
      '2026-05-05',
    ],
  ])('%s', (_name, event, first, last) => {
    expect(eventDays(event)).toEqual({ first, last });
  });
});

describe('eventsOnDay and month cells', () => {
  const events = [
    timed('late', '2026-05-05', '18:00', '19:00'),
    timed('early', '2026-05-05', '08:00', '09:00'),
    allDay('zeta', '2026-05-05'),
    allDay('alpha', '2026-05-04', '2026-05-06'),
    allDay('other day', '2026-05-06'),
  ];

  it('puts all-day events first (by title), then timed ones by start', () => {
    expect(eventsOnDay(events, '2026-05-05').map((event) => event.id)).toEqual([
      'alpha',
      'zeta',
      'early',
      'late',
    ]);
  });

  it.each([
    ['2026-05-05', ['alpha', 'zeta', 'early'], 1],
    ['2026-05-06', ['alpha', 'other day'], 0],
    ['2026-05-07', [], 0],
  ])('%s shows at most 3 and counts the rest', (day, shown, hidden) => {
    const cell = monthCellEvents(events, day);
    expect(cell.shown.map((event) => event.id)).toEqual(shown);
    expect(cell.hiddenCount).toBe(hidden);
  });
});

describe('layoutTimedEvents', () => {
  const day = '2026-05-05';

  it('places a timed event by its wall-clock start and length, and leaves all-day events out', () => {
    const placed = layoutTimedEvents([timed('a', day, '09:30', '11:00'), allDay('b', day)], day, DAY_AXIS);
    expect(placed).toEqual([expect.objectContaining({ top: 250, height: 150, column: 0, columns: 1 })]);
    expect(placed[0]?.event.id).toBe('a');
  });

  it('puts overlapping events side by side and lets a later one reuse a free column', () => {
    const placed = layoutTimedEvents(
      [
        timed('a', day, '09:00', '11:00'),
        timed('b', day, '10:00', '10:30'),
        timed('c', day, '10:30', '12:00'),
        timed('d', day, '14:00', '15:00'),
      ],
      day,
      DAY_AXIS,
    );
    const byId = Object.fromEntries(placed.map((box) => [box.event.id, box]));
    expect(byId.a).toMatchObject({ column: 0, columns: 2 });
    expect(byId.b).toMatchObject({ column: 1, columns: 2 });
    expect(byId.c).toMatchObject({ column: 1, columns: 2 });
    expect(byId.d).toMatchObject({ column: 0, columns: 1 });
  });

  it.each([
    ['before the axis is pinned to the top', timed('x', day, '05:00', '06:00'), 0, MIN_EVENT_HEIGHT],
    ['a short one gets the minimum height', timed('x', day, '12:00', '12:05'), 500, MIN_EVENT_HEIGHT],
    ['starting the day before fills from the top', timed('x', '2026-05-04', '22:00', '08:00', day), 0, 100],
    [
      'running into the next day fills to the bottom',
      timed('x', day, '22:00', '02:00', '2026-05-06'),
      1500,
      200,
    ],
  ])('an event %s', (_name, event, top, height) => {
    expect(layoutTimedEvents([event], day, DAY_AXIS)[0]).toMatchObject({ top, height });
  });
});
