import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '@astor/contract/errors';
import { SearchQuerySchema, SearchReplySchema } from '@astor/contract/search';
import type { Database } from '../../db/client.js';
import { currentUser } from '../../plugins/authenticate.js';
import { searchRecords } from './search.repository.js';

/**
 * GET /search?q=: the top bar's record suggestions (properties, tenants, transactions, vendors, documents).
 */
export function searchRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);
    app.get(
      '/search',
      {
        schema: {
          tags: ['search'],
          security: [{ bearer: [] }],
          querystring: SearchQuerySchema,
          response: { 200: SearchReplySchema, 401: ErrorSchema, 422: ErrorSchema },
        },
      },
      async (request) => {
        const rows = await searchRecords(db, currentUser(request).id, request.query.q, request.query.limit);
        return {
          results: rows.map((row) => ({
            type: row.type,
            id: row.id,
            label: row.label,
            sublabel: row.sublabel,
            date: row.date,
            // Exact: the database's numeric text, read as a number of dollars with at most 2 decimals.
            amount: row.amount === null ? null : Number(row.amount),
            currency: row.currency,
          })),
        };
      },
    );
  };
}
