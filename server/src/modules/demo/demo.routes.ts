import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenSchema } from '@astor/contract/auth';
import { ErrorSchema } from '@astor/contract/errors';
import { AppError } from '../../errors.js';
import { issueRefreshCookie } from '../auth/auth.routes.js';
import type { DemoService } from './demo.service.js';

/**
 * POST /demo/session: signs the visitor into the read-only demo workspace, with the same reply and
 * refresh cookie as POST /auth/login. Public. With DEMO=off the route stays (the API is the same on every
 * server) and answers 404.
 */
export function demoRoutes(service: DemoService, isEnabled: boolean): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/demo/session',
      {
        // A visitor's session changes no data; a demo reset announces itself.
        config: { effects: ['nothing'] },
        schema: {
          tags: ['auth'],
          summary: 'Open the read-only demo workspace',
          response: { 200: TokenSchema, 404: ErrorSchema, 503: ErrorSchema },
        },
      },
      async (request, reply) => {
        if (!isEnabled) throw new AppError('not_found', 'There is no demo workspace on this server.');
        const tokens = await service.startSession();
        issueRefreshCookie(request, reply, tokens);
        return {
          access_token: tokens.accessToken,
          token_type: 'bearer' as const,
          expires_in: tokens.expiresIn,
        };
      },
    );
  };
}
