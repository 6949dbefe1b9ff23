import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import type { LoginRedirectState } from '@/features/auth/components/auth-guard';
import { AppShell, loadApiProviders, publicPageHandle } from './layouts/app-shell';
import { PublicLayout } from './layouts/public-layout';
import { LandingRoute } from './routes/landing';
import { RouteErrorBoundary } from './routes/route-error';

/**
 * Every screen but the landing page loads on demand, so the landing page does not carry the sign-in
 * forms, the dashboard's code, charts or map (issue 10: its first load stays under 150 KiB gzip).
 */
function lazyRoute<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => {
    // Screens render inside the API providers (app-shell.tsx): fetched beside the screen, not after it.
    const [module] = await Promise.all([load(), loadApiProviders()]);
    return { Component: module[name] as ComponentType };
  };
}

/** A public page's screen: no API providers. */
function lazyPublicRoute<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** A public page at one or more paths (the same screen under each). */
function publicPage<M extends Record<string, unknown>>(
  pathOrPaths: string | string[],
  load: () => Promise<M>,
  name: keyof M & string,
) {
  const pagePaths = typeof pathOrPaths === 'string' ? [pathOrPaths] : pathOrPaths;
  return pagePaths.map((path) => ({ path, lazy: lazyPublicRoute(load, name) }));
}

/** The routes of spec §2. Paths come from config/paths.ts. */
export function createAppRouter() {
  // spec §4: when the silent refresh fails the session is over; go to /login and come back after.
  function redirectToLogin() {
    const { pathname, search } = router.state.location;
    if (pathname === paths.auth.login.path) return;
    const state: LoginRedirectState = { from: pathname + search };
    void router.navigate(paths.auth.login.getHref(), { replace: true, state });
  }

  const router = createBrowserRouter([
    {
      // Screens get the query client and toasts from here, except the public pages (publicPageHandle).
      element: <AppShell onAuthFailure={redirectToLogin} />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          element: <PublicLayout />,
          handle: publicPageHandle,
          children: [{ path: paths.home.path, element: <LandingRoute /> }],
        },
        { path: paths.auth.login.path, lazy: lazyRoute(() => import('./routes/login'), 'LoginRoute') },
        { path: paths.auth.signup.path, lazy: lazyRoute(() => import('./routes/signup'), 'SignupRoute') },
        {
          path: paths.auth.forgotPassword.path,
          lazy: lazyRoute(() => import('./routes/forgot-password'), 'ForgotPasswordRoute'),
        },
        {
          path: paths.auth.resetPassword.path,
          lazy: lazyRoute(() => import('./routes/reset-password'), 'ResetPasswordRoute'),
        },
        {
          // Issue 8: the tenant line, public (the link's token is the credential), without the dashboard.
          path: '/t/:token',
          lazy: lazyRoute(() => import('./routes/tenant-line'), 'TenantLineRoute'),
        },
        {
          // Guarded: the layout runs the authentication check on every path change.
          lazy: lazyRoute(() => import('./layouts/dashboard-layout'), 'DashboardLayout'),
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
            {
              path: paths.app.profile.path,
              lazy: lazyRoute(() => import('./routes/profile'), 'ProfileRoute'),
            },
            {
              path: paths.app.support.path,
              lazy: lazyRoute(() => import('./routes/support'), 'SupportRoute'),
            },
            {
              path: paths.app.notifications.path,
              lazy: lazyRoute(() => import('./routes/notifications'), 'NotificationsRoute'),
            },
            {
              path: `${paths.app.dashboard.path}/*`,
              lazy: lazyRoute(() => import('./routes/not-found'), 'NotFoundRoute'),
            },
          ],
        },
        {
          // spec §2: the footer's pages (and the legal pages the sign-in screens link to).
          element: <PublicLayout />,
          handle: publicPageHandle,
          children: [
            ...publicPage(
              paths.site.features.path,
              () => import('./routes/public/features'),
              'FeaturesRoute',
            ),
            ...publicPage(paths.site.pricing.path, () => import('./routes/public/pricing'), 'PricingRoute'),
            ...publicPage(paths.site.demo.path, () => import('./routes/public/demo'), 'DemoRoute'),
            ...publicPage(paths.site.about.path, () => import('./routes/public/about'), 'AboutRoute'),
            ...publicPage(paths.site.careers.path, () => import('./routes/public/careers'), 'CareersRoute'),
            ...publicPage(paths.site.contact.path, () => import('./routes/public/contact'), 'ContactRoute'),
            ...publicPage(paths.site.blog.path, () => import('./routes/public/blog'), 'BlogRoute'),
            ...publicPage(paths.site.help.path, () => import('./routes/public/help'), 'HelpRoute'),
            ...publicPage(paths.site.apiDocs.path, () => import('./routes/public/api-docs'), 'ApiDocsRoute'),
            ...publicPage(
              [paths.site.privacy.path, paths.legal.privacyPolicy.path],
              () => import('./routes/public/privacy'),
              'PrivacyRoute',
            ),
            ...publicPage(
              [paths.site.terms.path, paths.legal.termsConditions.path],
              () => import('./routes/public/terms'),
              'TermsRoute',
            ),
            ...publicPage(paths.site.cookies.path, () => import('./routes/public/cookies'), 'CookiesRoute'),
            { path: '*', lazy: lazyPublicRoute(() => import('./routes/not-found'), 'NotFoundRoute') },
          ],
        },
      ],
    },
  ]);

  return router;
}
