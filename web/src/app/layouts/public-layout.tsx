import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteFooter } from '@/features/marketing/components/site-footer';
import { SiteHeader } from '@/features/marketing/components/site-header';
import { shouldShowSiteChrome } from '@/features/marketing/lib/site-chrome';

/**
 * The public pages' frame: the shared header and footer where they show
 * (docs/product.md#site-header-and-footer), and the page.
 */
export function PublicLayout() {
  const location = useLocation();
  const showsChrome = shouldShowSiteChrome(location);
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      {showsChrome && <SiteHeader />}
      <Outlet />
      {showsChrome && <SiteFooter />}
      {/* A new page starts at the top (or at its #section); going back returns to where you were. */}
      <ScrollRestoration />
    </div>
  );
}
