import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { setAuthFailureHandler } from '@/lib/api-client';
import type { LoginRedirectState } from '@/features/auth/components/auth-guard';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { LandingRoute } from './routes/landing';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorBoundary } from './routes/route-error';
import { SignupRoute } from './routes/signup';

/**
 * Signed-in screens load on demand, so the public pages (landing, sign-in) do not carry the dashboard's
 * code, charts or map.
 */
function lazyRoute<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** The routes of spec §2. Paths come from config/paths.ts. */
export function createAppRouter() {
  const router = createBrowserRouter([
    {
      errorElement: <RouteErrorBoundary />,
      children: [
        { element: <PublicLayout />, children: [{ path: paths.home.path, element: <LandingRoute /> }] },
        { path: paths.auth.login.path, element: <LoginRoute /> },
        { path: paths.auth.signup.path, element: <SignupRoute /> },
        {
          // Guarded: the layout runs the authentication check on every path change.
          element: <DashboardLayout />,
          children: [
            {
              path: paths.app.dashboard.path,
              lazy: lazyRoute(() => import('./routes/dashboard/home'), 'DashboardHomeRoute'),
            },
            {
              path: paths.app.properties.path,
              lazy: lazyRoute(() => import('./routes/dashboard/properties'), 'PropertiesRoute'),
            },
            {
              path: paths.app.calendar.path,
              lazy: lazyRoute(() => import('./routes/dashboard/calendar'), 'CalendarRoute'),
            },
            {
              path: paths.app.tenants.path,
              lazy: lazyRoute(() => import('./routes/dashboard/tenants'), 'TenantsRoute'),
            },
            {
              path: paths.app.finances.path,
              lazy: lazyRoute(() => import('./routes/dashboard/finances'), 'FinancesRoute'),
            },
            {
              path: paths.app.vault.path,
              lazy: lazyRoute(() => import('./routes/dashboard/vault'), 'VaultRoute'),
            },
            {
              path: paths.app.settings.path,
              lazy: lazyRoute(() => import('./routes/settings'), 'SettingsRoute'),
            },
            { path: `${paths.app.dashboard.path}/*`, element: <NotFoundRoute /> },
          ],
        },
        { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundRoute /> }] },
      ],
    },
  ]);

  // spec §4: when the silent refresh fails the session is over; go to /login and come back after.
  setAuthFailureHandler(() => {
    const { pathname, search } = router.state.location;
    if (pathname === paths.auth.login.path) return;
    const state: LoginRedirectState = { from: pathname + search };
    void router.navigate(paths.auth.login.getHref(), { replace: true, state });
  });

  return router;
}
