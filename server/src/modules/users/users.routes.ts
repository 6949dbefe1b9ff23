import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordInputSchema,
  DeleteAccountInputSchema,
  SessionSchema,
  UpdateMeInputSchema,
  UserSchema,
} from '@astor/contract/auth';
import { IdParamsSchema } from '@astor/contract/common';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import { currentUser } from '../../plugins/authenticate.js';
import { fileReply } from '../../plugins/openapi.js';
import { REFRESH_COOKIE } from '../auth/auth.routes.js';
import { toPublicUser } from '../auth/auth.service.js';
import type { UsersService } from './users.service.js';

const tags = ['users'];
const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

export function usersRoutes(service: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    app.get(
      '/users/me',
      { schema: { tags, security, response: { 200: UserSchema, ...errors } } },
      async (request) => toPublicUser(currentUser(request)),
    );

    app.patch(
      '/users/me',
      {
        config: { effects: ['sessions', 'owner-data'] },
        schema: { tags, security, body: UpdateMeInputSchema, response: { 200: UserSchema, ...errors } },
      },
      (request) => service.updateProfile(currentUser(request).id, request.body),
    );

    app.post(
      '/users/me/password',
      {
        config: { effects: ['sessions', 'owner-data'] },
        schema: {
          tags,
          security,
          body: ChangePasswordInputSchema,
          response: { 200: MessageSchema, ...errors, 429: ErrorSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await service.changePassword(
          user.id,
          user.sessionId,
          request.body.current_password,
          request.body.new_password,
          request.ip,
        );
        return { message: 'Password changed. Other devices have been signed out.' };
      },
    );

    app.get(
      '/users/me/sessions',
      { schema: { tags, security, response: { 200: z.array(SessionSchema), ...errors } } },
      (request) => service.sessions(currentUser(request)),
    );

    app.delete(
      '/users/me/sessions/:id',
      {
        config: { effects: ['sessions', 'owner-data'] },
        schema: { tags, security, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.revokeSession(currentUser(request).id, request.params.id);
        return { message: 'Session signed out' };
      },
    );

    // 'Sign out everywhere', this device included.
    app.delete(
      '/users/me/sessions',
      {
        config: { effects: ['sessions', 'owner-data'] },
        schema: { tags, security, response: { 200: MessageSchema, ...errors } },
      },
      async (request, reply) => {
        await service.revokeAllSessions(currentUser(request).id);
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
        return { message: 'Signed out everywhere' };
      },
    );

    const exportReply = fileReply(
      'application/zip',
      'All your data: each collection as JSON and CSV, and your documents',
    );
    app.get(
      '/users/me/export',
      { schema: { tags, security, response: { 200: exportReply } } },
      async (request, reply) => {
        const archive = await service.exportArchive(currentUser(request).id);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="astor-export-${day}.zip"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(archive));
      },
    );

    app.delete(
      '/users/me',
      {
        config: { effects: ['sessions', 'owner-data'] },
        schema: {
          tags,
          security,
          body: DeleteAccountInputSchema,
          response: { 200: MessageSchema, ...errors, 429: ErrorSchema },
        },
      },
      async (request, reply) => {
        await service.deleteAccount(currentUser(request).id, request.body.password, request.ip);
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
        return { message: 'Your account and all its data have been deleted.' };
      },
    );
  };
}
