import { paths } from '@/config/paths';

/**
 * docs/product.md#site-header-and-footer: the shared header and footer appear only on the landing page, or
 * when the URL carries a hash. A bare '#' is no hash (the browser reports it as an empty one).
 */
export function shouldShowSiteChrome({ pathname, hash }: { pathname: string; hash: string }): boolean {
  return pathname === paths.home.path || hash.replace(/^#/, '') !== '';
}
