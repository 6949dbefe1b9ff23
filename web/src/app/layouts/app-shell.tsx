import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';

// The query client, the toasts and the API client (with zod) load with the first screen that needs
// them, so the landing page's first load stays small (issue 10: under 150 KiB of gzipped JavaScript).
const ApiProviders = lazy(() =>
  import('./api-providers').then((module) => ({ default: module.ApiProviders })),
);

/** The handle of routes that run without the query client: the landing page and the public pages. */
export const publicPageHandle = { isPublicPage: true } as const;

function isPublicPage(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && 'isPublicPage' in handle && handle.isPublicPage === true
  );
}

/**
 * The root of every route. Screens get the query client and toasts unless one of their routes carries
 * `publicPageHandle`; a new route therefore gets them by default.
 */
export function AppShell({ onAuthFailure }: { onAuthFailure: () => void }) {
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
