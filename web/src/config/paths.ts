/**
 * Every route of the app with its path and a link builder. Components link through these; no URL strings
 * elsewhere. `path` is what the router matches, `getHref` builds a link.
 */
const route = <const P extends string>(path: P) => ({ path, getHref: (): P => path });

/**
 * A route whose link may carry query parameters (a deep link into the screen, e.g. the property whose
 * detail modal opens). Without parameters, or with only empty ones, it is the plain path.
 */
const routeWithQuery = <const P extends string, const K extends string>(path: P, _params: readonly K[]) => ({
  path,
  getHref: (query?: Partial<Record<K, string>>): string => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries<string | undefined>(query ?? {})) {
      if (value) search.set(key, value);
    }
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  },
});

export const paths = {
  home: route('/'),

  auth: {
    login: route('/login'),
    signup: route('/signup'),
    forgotPassword: route('/forgot-password'),
    // ?token=<single-use token> from the reset mail.
    resetPassword: route('/reset-password'),
    // A full page navigation to the server, which redirects to the external sign-in provider
    // (docs/product.md#google-sign-in).
    google: { getHref: () => '/api/auth/login/google' },
  },

  legal: {
    privacyPolicy: route('/privacy-policy'),
    termsConditions: route('/terms-conditions'),
  },

  // docs/product.md#site-header-and-footer: the footer's public pages, in its four groups.
  site: {
    features: route('/features'),
    pricing: route('/pricing'),
    demo: route('/demo'),
    about: route('/about'),
    careers: route('/careers'),
    contact: route('/contact'),
    blog: route('/blog'),
    help: route('/help'),
    // The page about the API; the server answers everything under /api/ itself.
    apiDocs: route('/api'),
    privacy: route('/privacy'),
    terms: route('/terms'),
    cookies: route('/cookies'),
  },

  // Served by the API server, not the web app: full page links.
  server: {
    openApiDocs: { getHref: () => '/api/docs' },
    openApiJson: { getHref: () => '/api/openapi.json' },
  },

  app: {
    dashboard: route('/dashboard'),
    // ?property=<id> opens that property's detail modal (the top-bar search links here).
    properties: routeWithQuery('/dashboard/properties', ['property']),
    calendar: route('/dashboard/calendar'),
    // ?tenant=<id> opens that tenant's detail popup.
    tenants: routeWithQuery('/dashboard/tenants', ['tenant']),
    finances: route('/dashboard/finances'),
    // ?group=<parent folder>, or ?folder=<subfolder>[&record=<id> to open that record's details].
    vault: routeWithQuery('/dashboard/vault', ['group', 'folder', 'record']),
    settings: route('/settings'),
    // The top-bar search suggests these as well (docs/product.md#top-bar-search).
    profile: route('/profile'),
    support: route('/support'),
    notifications: route('/notifications'),
  },
} as const;
