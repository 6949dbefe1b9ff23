import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationListSchema, NotificationSchema } from '@astor/contract/calendar';
import { IdParamsSchema } from '@astor/contract/common';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import { currentUser } from '../../plugins/authenticate.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema };

export function notificationsRoutes(service: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);
    app.get(
      '/notifications',
      { schema: { tags, security, response: { 200: NotificationListSchema, ...errors } } },
      (request) => service.list(currentUser(request).id),
    );
    app.post(
      '/notifications/:id/read',
      {
        config: { effects: ['owner-data'] },
        schema: { tags, security, params: IdParamsSchema, response: { 200: NotificationSchema, ...errors } },
      },
      (request) => service.markRead(currentUser(request).id, request.params.id),
    );
    app.post(
      '/notifications/read-all',
      {
        config: { effects: ['owner-data'] },
        schema: { tags, security, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.markAllRead(currentUser(request).id);
        return { message: 'All notifications marked as read' };
      },
    );
  };
}
