import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { setAuthFailureHandler } from '@/lib/api-client';
import type { LoginRedirectState } from '@/features/auth/components/auth-guard';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { CalendarRoute } from './routes/dashboard/calendar';
import { FinancesRoute } from './routes/dashboard/finances';
import { DashboardHomeRoute } from './routes/dashboard/home';
import { PropertiesRoute } from './routes/dashboard/properties';
import { TenantsRoute } from './routes/dashboard/tenants';
import { VaultRoute } from './routes/dashboard/vault';
import { LandingRoute } from './routes/landing';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorBoundary } from './routes/route-error';
import { SettingsRoute } from './routes/settings';
import { SignupRoute } from './routes/signup';

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
            { path: paths.app.dashboard.path, element: <DashboardHomeRoute /> },
            { path: paths.app.properties.path, element: <PropertiesRoute /> },
            { path: paths.app.calendar.path, element: <CalendarRoute /> },
            { path: paths.app.tenants.path, element: <TenantsRoute /> },
            { path: paths.app.finances.path, element: <FinancesRoute /> },
            { path: paths.app.vault.path, element: <VaultRoute /> },
            { path: paths.app.settings.path, element: <SettingsRoute /> },
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
