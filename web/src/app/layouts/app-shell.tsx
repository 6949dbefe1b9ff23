import { Suspense, use, type ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import type * as ApiProvidersExports from './api-providers';
import { useDocumentTitle } from './document-title';

type ApiProvidersModule = typeof ApiProvidersExports;
/** A promise React's `use` reads at once when it carries its value (React 19 checks `status`). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

let apiProviders: Tracked<ApiProvidersModule> | undefined;

/**
 * The query client, the toasts and the API client (with zod) load with the first screen that needs them, so
 * the landing page's first load stays small (docs/architecture.md#budgets: under 150 KiB of gzipped
 * JavaScript). The router's lazy screens await this beside their own code (router.tsx), so by the time a
 * screen renders the providers are there and nothing suspends (a suspended tree waits for React's next
 * reveal).
 */
export function loadApiProviders(): Promise<ApiProvidersModule> {
  if (!apiProviders) {
    const loading: Tracked<ApiProvidersModule> = import('./api-providers').then((module) => {
      loading.status = 'fulfilled';
      loading.value = module;
      return module;
    });
    // A failed load (a network blip) is tried again by the next screen.
    loading.catch(() => {
      if (apiProviders === loading) apiProviders = undefined;
    });
    apiProviders = loading;
  }
  return apiProviders;
}

function ApiProviders({ onAuthFailure, children }: { onAuthFailure: () => void; children: ReactNode }) {
  const { ApiProviders: Providers } = use(loadApiProviders());
  return <Providers onAuthFailure={onAuthFailure}>{children}</Providers>;
}

/** The handle of routes that run without the query client: the landing page and the public pages. */
export const publicPageHandle = { isPublicPage: true } as const;

function isPublicPage(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && 'isPublicPage' in handle && handle.isPublicPage === true
  );
}

/**
 * The root of every route; it keeps the tab's title on the screen's (route handles, router.tsx). Screens
 * get the query client and toasts unless one of their routes carries `publicPageHandle`; a new route
 * therefore gets them by default.
 */
export function AppShell({ onAuthFailure }: { onAuthFailure: () => void }) {
  useDocumentTitle();
  const matches = useMatches();
  if (matches.some((match) => isPublicPage(match.handle))) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <ApiProviders onAuthFailure={onAuthFailure}>
        <Outlet />
      </ApiProviders>
    </Suspense>
  );
}
