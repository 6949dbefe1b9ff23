import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardQuerySchema, DashboardSummarySchema } from '@astor/contract/dashboard';
import { ErrorSchema } from '@astor/contract/errors';
import { currentUser } from '../../plugins/authenticate.js';
import type { DashboardService } from './dashboard.service.js';

export function dashboardRoutes(service: DashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);
    app.get(
      '/dashboard/summary',
      {
        schema: {
          tags: ['dashboard'],
          security: [{ bearer: [] }],
          querystring: DashboardQuerySchema,
          response: { 200: DashboardSummarySchema, 401: ErrorSchema, 422: ErrorSchema },
        },
      },
      (request) => service.summary(currentUser(request).id, request.query.tz),
    );
  };
}
