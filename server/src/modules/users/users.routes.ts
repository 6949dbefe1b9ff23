import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserSchema } from '@astor/contract/auth';
import { ErrorSchema } from '@astor/contract/errors';
import { currentUser } from '../../plugins/authenticate.js';
import { toPublicUser } from '../auth/auth.service.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        response: { 200: UserSchema, 401: ErrorSchema },
      },
    },
    async (request) => toPublicUser(currentUser(request)),
  );
};
