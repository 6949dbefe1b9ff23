import { useEffect, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { setDisplayPreferences } from '@/lib/format';
import { authCheckQueryOptions } from '../api/check';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * docs/product.md#signed-in-area: plain http outside localhost is moved to https. Returns the https URL, or
 * null to stay.
 */
export function httpsUpgradeUrl(location: Pick<Location, 'protocol' | 'hostname' | 'href'>): string | null {
  if (location.protocol !== 'http:' || LOOPBACK_HOSTS.has(location.hostname)) return null;
  return `https:${location.href.slice('http:'.length)}`;
}

/** The state a guard redirect leaves for the login screen, so it can return to where the user was. */
export interface LoginRedirectState {
  from: string;
}

/**
 * Guards the signed-in area (docs/product.md#signed-in-area): the authentication check runs on every path
 * change. The first check shows 'Loading...' in place of the page; later checks keep the page and show
 * 'Loading...' in a corner. A failed check goes to /login, remembering the origin (path and search).
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const origin = location.pathname + location.search;
  const upgradeUrl = httpsUpgradeUrl(window.location);

  const check = useQuery({
    ...authCheckQueryOptions(origin),
    enabled: upgradeUrl === null,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (upgradeUrl) window.location.replace(upgradeUrl);
  }, [upgradeUrl]);

  useEffect(() => {
    if (!check.isError) return;
    const state: LoginRedirectState = { from: origin };
    void navigate(paths.auth.login.getHref(), { replace: true, state });
  }, [check.isError, origin, navigate]);

  if (upgradeUrl || check.isPending || check.isError) return <FullPageLoading />;

  // Money shows in the account's currency (lib/format.ts), known before the page first renders; a
  // currency changed in Settings reaches the format with the next check, and each screen as it redraws.
  // (Remounting the screens on a change would also throw away what they hold: an open dialog, a form.)
  setDisplayPreferences({ currency: check.data.user.currency });

  return (
    <>
      {children}
      {check.isPlaceholderData && (
        <div
          role="status"
          className="fixed right-4 bottom-4 z-50 flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-xs font-medium text-slate-600 shadow-md"
        >
          <Spinner className="size-3.5 text-indigo-600" />
          Loading...
        </div>
      )}
    </>
  );
}

function FullPageLoading() {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center gap-3 bg-slate-50 text-sm text-slate-600"
    >
      <Spinner className="size-5 text-indigo-600" />
      Loading...
    </div>
  );
}
