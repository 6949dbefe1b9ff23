import type { PublicConfig } from '@astor/contract/config';
import { json } from '@/testing/fake-api';

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Puts a `GET /api/config` answer in front of a test's fake `fetch` (the Google button asks for it), so
 * the test's own fake sees, and records, only the calls it is about.
 */
export function withPublicConfig(fetch: FetchLike, { googleSignIn = true } = {}): FetchLike {
  const config: PublicConfig = {
    google_sign_in: googleSignIn,
    founders_booking_url: null,
    map: { tile_url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' },
  };
  return async (url, init) => (url === '/api/config' ? json(200, config) : fetch(url, init));
}
