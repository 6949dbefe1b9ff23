import type { CalendarEvent } from '@astor/contract/calendar';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { toICalendar } from './ical.js';

const event = (title: string, notes: string): CalendarEvent => ({
  id: 'custom:1',
  kind: 'custom',
  title,
  start: '2026-11-03',
  end: '2026-11-03',
  all_day: true,
  property_id: null,
  source_id: '1',
  notes,
});

describe('iCalendar feed', () => {
  it('keeps a carriage return in a title or notes inside its property: no new line, no injected property', () => {
    const feed = toICalendar(
      [event('Visit\rATTENDEE:mailto:evil@example.test', 'Bring keys\r\nX-INJECTED:1\rSTATUS:CANCELLED')],
      new Date('2026-11-01T00:00:00Z'),
    );
    // Every line break of the document is a CRLF ending a property; none is left inside one.
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = feed.split('\r\n');
    expect(lines.filter((line) => /^(ATTENDEE|X-INJECTED|STATUS)[:;]/.test(line))).toEqual([]);
    const [vevent] = new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe('Visit\nATTENDEE:mailto:evil@example.test');
    expect(vevent?.getFirstPropertyValue('description')).toBe('Bring keys\nX-INJECTED:1\nSTATUS:CANCELLED');
    expect(
      vevent
        ?.getAllProperties()
        .map((p) => p.name)
        .sort(),
    ).toEqual(['categories', 'description', 'dtend', 'dtstamp', 'dtstart', 'summary', 'uid']);
  });
});
