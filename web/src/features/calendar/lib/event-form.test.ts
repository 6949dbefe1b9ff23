import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@astor/contract/calendar';
import {
  changedEventFields,
  eventToFormValues,
  newEventForm,
  readEventForm,
  setAllDay,
  type EventFormValues,
} from './event-form';

const form = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  ...newEventForm('2026-05-05'),
  title: 'Gutter cleaning',
  ...overrides,
});

describe('readEventForm', () => {
  it('sends a timed event as ISO date-times from the local wall clock', () => {
    const result = readEventForm(form({ notes: '  ladder  ', recurrence: 'yearly', property_id: 'p1' }));
    expect(result).toEqual({
      isValid: true,
      input: {
        title: 'Gutter cleaning',
        start: new Date(2026, 4, 5, 9, 0).toISOString(),
        end: new Date(2026, 4, 5, 10, 0).toISOString(),
        all_day: false,
        property_id: 'p1',
        notes: 'ladder',
        recurrence: 'yearly',
      },
    });
  });

  it('sends an all-day event as dates, with empty options as null', () => {
    const result = readEventForm(form({ all_day: true, start: '2026-05-05', end: '2026-05-06' }));
    expect(result).toEqual({
      isValid: true,
      input: {
        title: 'Gutter cleaning',
        start: '2026-05-05',
        end: '2026-05-06',
        all_day: true,
        property_id: null,
        notes: null,
        recurrence: null,
      },
    });
  });

  it.each([
    ['no title', { title: '   ' }, 'Title is required'],
    ['no start', { start: '' }, 'Start is required'],
    ['no end', { end: '' }, 'End is required'],
    ['a date where a time is needed', { start: '2026-05-05' }, 'Start is not a valid date'],
    ['an end before the start', { end: '2026-05-05T08:00' }, 'End must be on or after the start'],
    [
      'an all-day end before the start',
      { all_day: true, start: '2026-05-05', end: '2026-05-04' },
      'End must be on or after the start',
    ],
  ])('refuses %s', (_name, overrides, message) => {
    expect(readEventForm(form(overrides))).toEqual({ isValid: false, message });
  });
});

describe('setAllDay', () => {
  it.each([
    ['keeps the dates when ticked', form(), true, { start: '2026-05-05', end: '2026-05-05' }],
    [
      'puts back 9 to 10 AM when unticked',
      form({ all_day: true, start: '2026-05-05', end: '2026-05-05' }),
      false,
      { start: '2026-05-05T09:00', end: '2026-05-05T10:00' },
    ],
    [
      'keeps a later end day when unticked',
      form({ all_day: true, start: '2026-05-05', end: '2026-05-07' }),
      false,
      { start: '2026-05-05T09:00', end: '2026-05-07T09:00' },
    ],
  ])('%s', (_name, values, allDay, expected) => {
    expect(setAllDay(values, allDay)).toMatchObject({ all_day: allDay, ...expected });
  });
});

describe('editing', () => {
  const event: CalendarEvent = {
    id: 'custom:e1:2026-06-05',
    kind: 'custom',
    title: 'Walkthrough',
    start: new Date(2026, 5, 5, 14, 0).toISOString(),
    end: new Date(2026, 5, 5, 15, 30).toISOString(),
    all_day: false,
    property_id: 'p1',
    source_id: 'e1',
    notes: null,
    recurrence: 'monthly',
  };

  it('fills the form in the local time zone', () => {
    expect(eventToFormValues(event)).toEqual({
      title: 'Walkthrough',
      property_id: 'p1',
      all_day: false,
      start: '2026-06-05T14:00',
      end: '2026-06-05T15:30',
      recurrence: 'monthly',
      notes: '',
    });
  });

  const read = (values: EventFormValues) => {
    const result = readEventForm(values);
    if (!result.isValid) throw new Error(result.message);
    return result.input;
  };

  it('sends only what changed, so a series keeps its start', () => {
    const before = read(eventToFormValues(event));
    const after = read({ ...eventToFormValues(event), title: 'Quarterly walkthrough', notes: 'Bring keys' });
    expect(changedEventFields(before, after)).toEqual({
      title: 'Quarterly walkthrough',
      notes: 'Bring keys',
    });
  });

  it('sends start, end and all-day together when a date moves', () => {
    const before = read(eventToFormValues(event));
    const after = read({ ...eventToFormValues(event), end: '2026-06-05T16:00' });
    expect(changedEventFields(before, after)).toEqual({
      start: before.start,
      end: new Date(2026, 5, 5, 16, 0).toISOString(),
      all_day: false,
    });
  });

  it('sends nothing when nothing changed', () => {
    const values = eventToFormValues(event);
    expect(changedEventFields(read(values), read(values))).toEqual({});
  });
});
