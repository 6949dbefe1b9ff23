import { useSyncExternalStore } from 'react';

/**
 * docs/product.md#top-navigation: at a window width of 1024 px or less the top navigation switches to its
 * mobile layout.
 */
export const MOBILE_NAV_MAX_WIDTH = 1024;
const MOBILE_NAV_QUERY = `(max-width: ${MOBILE_NAV_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_NAV_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the mobile layout applies; follows window resizes. */
export function useIsMobileNav(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_NAV_QUERY).matches,
    () => false,
  );
}
