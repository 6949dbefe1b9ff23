import { useEffect, useState } from 'react';

/** docs/product.md#calendar-layout: the clock line refreshes every 60 s. */
export const CLOCK_REFRESH_MS = 60_000;

/** The current time, updated every minute (the current-time line and today's highlight follow it). */
export function useNow(intervalMs = CLOCK_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
