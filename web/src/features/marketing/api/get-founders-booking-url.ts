import { useEffect, useState } from 'react';

/**
 * The founders' booking page from GET /api/config (`founders_booking_url`, set by the operator with
 * FOUNDERS_BOOKING_URL), or null when there is none. Only http(s) addresses are taken.
 */
export function readFoundersBookingUrl(config: unknown): string | null {
  if (typeof config !== 'object' || config === null || !('founders_booking_url' in config)) return null;
  const value = config.founders_booking_url;
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A plain fetch rather than the API client: the landing page's first load stays free of the client and of zod
 * (its 150 KiB budget, docs/architecture.md#budgets). The call is public, needs no token and is read
 * defensively.
 */
export async function getFoundersBookingUrl(signal?: AbortSignal): Promise<string | null> {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) return null;
  return readFoundersBookingUrl(await response.json());
}

/** null until the config arrives, and when there is no booking page (or the call fails). */
export function useFoundersBookingUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getFoundersBookingUrl(controller.signal).then(setUrl, () => {
      // No booking page then: 'Talk to founders' keeps pointing at the contact page.
    });
    return () => controller.abort();
  }, []);
  return url;
}
