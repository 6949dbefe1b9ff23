/**
 * The public demo workspace (docs/product.md#public-demo): one shared, read-only account of made-up data,
 * reset daily. Server and web agree on its username, which no one can sign up with (auth.ts) or sign in to by
 * password.
 */

/** The demo account's username. The `.invalid` top-level domain can never be a real address (RFC 2606). */
export const DEMO_USERNAME = 'demo@astor.invalid';

/** The answer to every change attempted from the demo (HTTP 403). */
export const DEMO_READ_ONLY_DETAIL = 'The demo is read-only. Sign up to make your own workspace.';

/** Whether a user (the `email` of GET /auth/check or /users/me carries the username) is the demo account. */
export const isDemoAccount = (user: { email: string } | null | undefined): boolean =>
  user?.email.trim().toLowerCase() === DEMO_USERNAME;
