import { describe, expect, it } from 'vitest';
import { readFoundersBookingUrl } from './get-founders-booking-url';

describe('readFoundersBookingUrl', () => {
  it.each<[unknown, string | null]>([
    [{ founders_booking_url: 'https://cal.example.com/astor/intro' }, 'https://cal.example.com/astor/intro'],
    [{ founders_booking_url: 'http://localhost:8080/book' }, 'http://localhost:8080/book'],
    [{ founders_booking_url: null }, null],
    // Older servers do not send the field at all.
    [{ google_sign_in: false, map: {} }, null],
    [{ founders_booking_url: '' }, null],
    [{ founders_booking_url: 'not a url' }, null],
    // Never a script or data link behind a button.
    [{ founders_booking_url: 'javascript:alert(1)' }, null],
    [{ founders_booking_url: 'data:text/html,hi' }, null],
    [{ founders_booking_url: 42 }, null],
    [null, null],
    ['https://cal.example.com', null],
  ])('%j gives %j', (config, expected) => {
    expect(readFoundersBookingUrl(config)).toBe(expected);
  });
});
