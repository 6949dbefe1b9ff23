import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthCheckSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  ResetPasswordInputSchema,
  SignupInputSchema,
  TokenSchema,
} from '@astor/contract/auth';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import { bearerToken, currentUser } from '../../plugins/authenticate.js';
import { toPublicUser, type AuthService, type ClientInfo, type IssuedTokens } from './auth.service.js';
import { FORGOT_PASSWORD_REPLY, type PasswordResetService } from './password-reset.service.js';

export const REFRESH_COOKIE = 'astor_refresh';
const COOKIE_PATH = '/api/auth';

const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Sets the refresh cookie of a new or rotated session. */
export function issueRefreshCookie(request: FastifyRequest, res: FastifyReply, tokens: IssuedTokens): void {
  if (tokens.refresh) {
    res.setCookie(REFRESH_COOKIE, tokens.refresh.token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      // 'Remember me on this device': a persistent cookie; otherwise it ends with the browser session.
      ...(tokens.refresh.persistent ? { maxAge: tokens.refresh.maxAgeSeconds } : {}),
    });
  }
}

function reply(request: FastifyRequest, res: FastifyReply, tokens: IssuedTokens) {
  issueRefreshCookie(request, res, tokens);
  return { access_token: tokens.accessToken, token_type: 'bearer' as const, expires_in: tokens.expiresIn };
}

export function authRoutes(auth: AuthService, reset: PasswordResetService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/signup',
      {
        config: { effects: ['sessions'] },
        schema: {
          tags: ['auth'],
          body: SignupInputSchema,
          // 409: the username is taken; 429: too many accounts from one address.
          response: { 201: TokenSchema, 409: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema },
        },
      },
      async (request, res) => {
        const tokens = await auth.signup(request.body, clientInfo(request));
        return res.status(201).send(reply(request, res, tokens));
      },
    );

    app.post(
      '/auth/login',
      {
        config: { effects: ['sessions'] },
        schema: {
          tags: ['auth'],
          body: LoginInputSchema,
          // 401: a wrong username or password; 429: too many failed attempts.
          response: { 200: TokenSchema, 401: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema },
        },
      },
      async (request, res) => reply(request, res, await auth.login(request.body, clientInfo(request))),
    );

    app.post(
      '/auth/refresh',
      {
        config: { effects: ['sessions'] },
        schema: { tags: ['auth'], response: { 200: TokenSchema, 401: ErrorSchema } },
      },
      async (request, res) => {
        try {
          return reply(request, res, await auth.refresh(request.cookies[REFRESH_COOKIE]));
        } catch (error) {
          res.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
          throw error;
        }
      },
    );

    app.post(
      '/auth/logout',
      { config: { effects: ['sessions'] }, schema: { tags: ['auth'], response: { 200: MessageSchema } } },
      async (request, res) => {
        const token = bearerToken(request);
        const session = token ? await auth.authenticate(token) : undefined;
        await auth.logout(request.cookies[REFRESH_COOKIE], session?.sessionId);
        res.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        return { message: 'Signed out' };
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        config: { effects: ['sessions'] },
        schema: {
          tags: ['auth'],
          body: ForgotPasswordInputSchema,
          response: { 200: MessageSchema, 422: ErrorSchema, 429: ErrorSchema },
        },
      },
      async (request) => {
        await reset.requestReset(request.body.email, request.ip);
        return { message: FORGOT_PASSWORD_REPLY };
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: { effects: ['sessions'] },
        schema: {
          tags: ['auth'],
          body: ResetPasswordInputSchema,
          response: { 200: MessageSchema, 400: ErrorSchema, 422: ErrorSchema },
        },
      },
      async (request) => {
        await reset.resetPassword(request.body.token, request.body.password);
        return { message: 'Your password has been reset. Sign in with your new password.' };
      },
    );

    app.get(
      '/auth/check',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['auth'],
          security: [{ bearer: [] }],
          response: { 200: AuthCheckSchema, 401: ErrorSchema },
        },
      },
      async (request) => ({ authenticated: true as const, user: toPublicUser(currentUser(request)) }),
    );
  };
}
