/**
 * Every route of the app (spec §2) with its path and a link builder. Components link through these;
 * no URL strings elsewhere. `path` is what the router matches, `getHref` builds a link.
 */
const route = <const P extends string>(path: P) => ({ path, getHref: (): P => path });

export const paths = {
  home: route('/'),

  auth: {
    login: route('/login'),
    signup: route('/signup'),
    forgotPassword: route('/forgot-password'),
    // A full page navigation to the server, which redirects to the external sign-in provider (spec §7).
    google: { getHref: () => '/api/auth/login/google' },
  },

  legal: {
    privacyPolicy: route('/privacy-policy'),
    termsConditions: route('/terms-conditions'),
  },

  app: {
    dashboard: route('/dashboard'),
    properties: route('/dashboard/properties'),
    calendar: route('/dashboard/calendar'),
    tenants: route('/dashboard/tenants'),
    finances: route('/dashboard/finances'),
    vault: route('/dashboard/vault'),
    settings: route('/settings'),
  },
} as const;
