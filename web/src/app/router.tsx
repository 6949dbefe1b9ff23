import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import type { LoginRedirectState } from '@/features/auth/components/auth-guard';
import { AppShell, loadApiProviders, publicPageHandle } from './layouts/app-shell';
import type { TitledHandle } from './layouts/document-title';
import { PublicLayout } from './layouts/public-layout';
import { LandingRoute } from './routes/landing';
import { RouteErrorBoundary } from './routes/route-error';

/**
 * Every screen but the landing page loads on demand, so the landing page does not carry the sign-in forms,
 * the dashboard's code, charts or map (docs/architecture.md#budgets: its first load stays under 150 KiB
 * gzip).
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

/** The handle naming a screen: the tab reads '<title> · Astor' (layouts/document-title.ts). */
const titled = (title: string): TitledHandle => ({ title });

/** A public page at one or more paths (the same screen under each), titled like its heading. */
function publicPage<M extends Record<string, unknown>>(
  pathOrPaths: string | string[],
  title: string,
  load: () => Promise<M>,
  name: keyof M & string,
) {
  const pagePaths = typeof pathOrPaths === 'string' ? [pathOrPaths] : pathOrPaths;
  return pagePaths.map((path) => ({ path, handle: titled(title), lazy: lazyPublicRoute(load, name) }));
}

/** Every route of the app, each screen with its tab title. Paths come from config/paths.ts. */
export function createAppRouter() {
  // docs/product.md#sessions: when the silent refresh fails the session is over; go to /login and come back
  // after.
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
      // What shows while a screen's code loads on first arrival (and no console warning that none does).
      hydrateFallbackElement: (
        <p role="status" className="sr-only">
          Loading…
        </p>
      ),
      children: [
        {
          element: <PublicLayout />,
          handle: publicPageHandle,
          children: [{ path: paths.home.path, element: <LandingRoute /> }],
        },
        {
          path: paths.auth.login.path,
          handle: titled('Sign in'),
          lazy: lazyRoute(() => import('./routes/login'), 'LoginRoute'),
        },
        {
          path: paths.auth.signup.path,
          handle: titled('Create your account'),
          lazy: lazyRoute(() => import('./routes/signup'), 'SignupRoute'),
        },
        {
          path: paths.auth.forgotPassword.path,
          handle: titled('Reset your password'),
          lazy: lazyRoute(() => import('./routes/forgot-password'), 'ForgotPasswordRoute'),
        },
        {
          path: paths.auth.resetPassword.path,
          handle: titled('Choose a new password'),
          lazy: lazyRoute(() => import('./routes/reset-password'), 'ResetPasswordRoute'),
        },
        {
          // docs/product.md#tenant-line: public (the link's token is the credential), without the dashboard.
          path: '/t/:token',
          handle: titled('Tenant line'),
          lazy: lazyRoute(() => import('./routes/tenant-line'), 'TenantLineRoute'),
        },
        {
          // Guarded: the layout runs the authentication check on every path change.
          lazy: lazyRoute(() => import('./layouts/dashboard-layout'), 'DashboardLayout'),
          children: [
            {
              path: paths.app.dashboard.path,
              handle: titled('Dashboard'),
              lazy: lazyRoute(() => import('./routes/dashboard/home'), 'DashboardHomeRoute'),
            },
            {
              path: paths.app.properties.path,
              handle: titled('Properties'),
              lazy: lazyRoute(() => import('./routes/dashboard/properties'), 'PropertiesRoute'),
            },
            {
              path: paths.app.calendar.path,
              handle: titled('Calendar'),
              lazy: lazyRoute(() => import('./routes/dashboard/calendar'), 'CalendarRoute'),
            },
            {
              path: paths.app.tenants.path,
              handle: titled('Tenants'),
              lazy: lazyRoute(() => import('./routes/dashboard/tenants'), 'TenantsRoute'),
            },
            {
              path: paths.app.finances.path,
              handle: titled('Finances'),
              lazy: lazyRoute(() => import('./routes/dashboard/finances'), 'FinancesRoute'),
            },
            {
              path: paths.app.vault.path,
              handle: titled('Vault'),
              lazy: lazyRoute(() => import('./routes/dashboard/vault'), 'VaultRoute'),
            },
            {
              path: paths.app.settings.path,
              handle: titled('Settings'),
              lazy: lazyRoute(() => import('./routes/settings'), 'SettingsRoute'),
            },
            {
              path: paths.app.profile.path,
              handle: titled('Profile'),
              lazy: lazyRoute(() => import('./routes/profile'), 'ProfileRoute'),
            },
            {
              path: paths.app.support.path,
              handle: titled('Help and support'),
              lazy: lazyRoute(() => import('./routes/support'), 'SupportRoute'),
            },
            {
              path: paths.app.notifications.path,
              handle: titled('Notifications'),
              lazy: lazyRoute(() => import('./routes/notifications'), 'NotificationsRoute'),
            },
            {
              path: `${paths.app.dashboard.path}/*`,
              handle: titled('Page not found'),
              lazy: lazyRoute(() => import('./routes/not-found'), 'NotFoundRoute'),
            },
          ],
        },
        {
          // docs/product.md#public-pages: the footer's pages (and the legal pages the sign-in screens link
          // to).
          element: <PublicLayout />,
          handle: publicPageHandle,
          children: [
            ...publicPage(
              paths.site.features.path,
              'Features',
              () => import('./routes/public/features'),
              'FeaturesRoute',
            ),
            ...publicPage(
              paths.site.pricing.path,
              'Pricing',
              () => import('./routes/public/pricing'),
              'PricingRoute',
            ),
            ...publicPage(
              paths.site.demo.path,
              'Try Astor',
              () => import('./routes/public/demo'),
              'DemoRoute',
            ),
            ...publicPage(
              paths.site.about.path,
              'About Us',
              () => import('./routes/public/about'),
              'AboutRoute',
            ),
            ...publicPage(
              paths.site.careers.path,
              'Careers',
              () => import('./routes/public/careers'),
              'CareersRoute',
            ),
            ...publicPage(
              paths.site.contact.path,
              'Contact',
              () => import('./routes/public/contact'),
              'ContactRoute',
            ),
            ...publicPage(paths.site.blog.path, 'Blog', () => import('./routes/public/blog'), 'BlogRoute'),
            ...publicPage(
              paths.site.help.path,
              'Help Center',
              () => import('./routes/public/help'),
              'HelpRoute',
            ),
            ...publicPage(
              paths.site.apiDocs.path,
              'API Documentation',
              () => import('./routes/public/api-docs'),
              'ApiDocsRoute',
            ),
            ...publicPage(
              [paths.site.privacy.path, paths.legal.privacyPolicy.path],
              'Privacy Policy',
              () => import('./routes/public/privacy'),
              'PrivacyRoute',
            ),
            ...publicPage(
              [paths.site.terms.path, paths.legal.termsConditions.path],
              'Terms of Service',
              () => import('./routes/public/terms'),
              'TermsRoute',
            ),
            ...publicPage(
              paths.site.cookies.path,
              'Cookie Policy',
              () => import('./routes/public/cookies'),
              'CookiesRoute',
            ),
            {
              path: '*',
              handle: titled('Page not found'),
              lazy: lazyPublicRoute(() => import('./routes/not-found'), 'NotFoundRoute'),
            },
          ],
        },
      ],
    },
  ]);

  return router;
}
