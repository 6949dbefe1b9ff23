import ICAL from 'ical.js';
import type { CalendarEvent } from '@astor/contract/calendar';
import { addDays } from '@astor/contract/calendar-date';

/**
 * ical.js escapes a line feed in text but writes a carriage return as it is, and readers end a line at
 * either: a title could then add properties of its own. Every line break becomes a line feed.
 */
const text = (value: string): string => value.replace(/\r\n?/g, '\n');

/** The events as an iCalendar document (RFC 5545), readable by Google Calendar and Apple Calendar. */
export function toICalendar(events: CalendarEvent[], now: Date = new Date()): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Astor//Property calendar//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('x-wr-calname', 'Astor');
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const item of events) {
    const component = new ICAL.Component('vevent');
    const event = new ICAL.Event(component);
    event.uid = `${item.id}@astor`;
    event.summary = text(item.title);
    if (item.notes) event.description = text(item.notes);
    if (item.all_day) {
      event.startDate = ICAL.Time.fromDateString(item.start);
      // DTEND of an all-day event is exclusive: the day after the last day.
      event.endDate = ICAL.Time.fromDateString(addDays(item.end, 1));
    } else {
      event.startDate = ICAL.Time.fromJSDate(new Date(item.start), true);
      event.endDate = ICAL.Time.fromJSDate(new Date(item.end), true);
    }
    component.updatePropertyWithValue('dtstamp', stamp);
    component.updatePropertyWithValue('categories', item.kind);
    calendar.addSubcomponent(component);
  }
  return calendar.toString();
}
