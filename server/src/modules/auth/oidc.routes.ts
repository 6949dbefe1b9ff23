import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { ErrorSchema } from '@astor/contract/errors';
import type { Config } from '../../config/env.js';
import { AppError } from '../../errors.js';
import { issueRefreshCookie } from './auth.routes.js';
import type { AuthService } from './auth.service.js';

const STATE_COOKIE = 'astor_oidc';
const STATE_TTL_SECONDS = 10 * 60;
const CALLBACK_PATH = '/api/auth/callback/google';

type OidcConfig = NonNullable<Config['oidc']>;

/**
 * 'Continue with Google': the OpenID Connect authorization-code flow with PKCE, state and nonce
 * (openid-client). The round-trip secrets travel in a signed, HttpOnly cookie, so any instance can
 * finish a sign-in another one started.
 */
export function oidcRoutes(
  auth: AuthService,
  config: OidcConfig | undefined,
  publicUrl: string | undefined,
): FastifyPluginAsyncZod {
  let discovered: Promise<oidc.Configuration> | undefined;
  const provider = (settings: OidcConfig) => {
    discovered ??= oidc
      .discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, undefined, {
        // A local test provider speaks plain http; real providers are https.
        execute: settings.issuerUrl.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return async (app) => {
    const origin = (request: { protocol: string; host: string }) =>
      publicUrl ?? `${request.protocol}://${request.host}`;

    app.get(
      '/auth/login/google',
      {
        schema: {
          tags: ['auth'],
          querystring: z.object({ remember: z.string().optional() }),
          noBody: { 302: 'To the sign-in provider' },
          response: { 503: ErrorSchema },
        },
      },
      async (request, reply) => {
        if (!config)
          throw new AppError('unavailable', 'Sign-in with Google is not configured on this server.');
        let settings: oidc.Configuration;
        try {
          settings = await provider(config);
        } catch (error) {
          request.log.error({ err: error }, 'OIDC discovery failed');
          throw new AppError(
            'unavailable',
            'The sign-in provider cannot be reached right now. Try again later.',
          );
        }
        const verifier = oidc.randomPKCECodeVerifier();
        const state = oidc.randomState();
        const nonce = oidc.randomNonce();
        const url = oidc.buildAuthorizationUrl(settings, {
          redirect_uri: `${origin(request)}${CALLBACK_PATH}`,
          scope: 'openid email profile',
          code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
        reply.setCookie(
          STATE_COOKIE,
          await auth.stateSealer.seal({ verifier, state, nonce }, STATE_TTL_SECONDS),
          {
            path: '/api/auth',
            httpOnly: true,
            sameSite: 'lax',
            secure: request.protocol === 'https',
            maxAge: STATE_TTL_SECONDS,
          },
        );
        return reply.redirect(url.href);
      },
    );

    app.get('/auth/callback/google', { schema: { tags: ['auth'], hide: true } }, async (request, reply) => {
      const fail = (message: string) => {
        reply.clearCookie(STATE_COOKIE, { path: '/api/auth' });
        return reply.redirect(`/login?error=${encodeURIComponent(message)}`);
      };
      if (!config) return fail('Sign-in with Google is not configured on this server.');
      const sealed = request.cookies[STATE_COOKIE];
      const saved = sealed ? await auth.stateSealer.open(sealed) : undefined;
      if (!saved) return fail('Your sign-in took too long or was started elsewhere. Please try again.');
      try {
        const settings = await provider(config);
        const current = new URL(`${origin(request)}${request.url}`);
        const tokens = await oidc.authorizationCodeGrant(settings, current, {
          pkceCodeVerifier: String(saved.verifier),
          expectedState: String(saved.state),
          expectedNonce: String(saved.nonce),
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        const email = typeof claims?.email === 'string' ? claims.email : undefined;
        if (!email || claims?.email_verified !== true) {
          return fail('Your Google account has no verified email address, so it cannot be used to sign in.');
        }
        const name = typeof claims?.name === 'string' ? claims.name : email;
        const issued = await auth.signInExternal(email, name, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        reply.clearCookie(STATE_COOKIE, { path: '/api/auth' });
        issueRefreshCookie(request, reply, issued);
        return reply.redirect('/dashboard');
      } catch (error) {
        request.log.warn({ err: error }, 'OIDC callback refused');
        return fail('Sign-in with Google failed. Please try again.');
      }
    });
  };
}
