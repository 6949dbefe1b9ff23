import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AutocompleteQuerySchema, AutocompleteReplySchema } from '@astor/contract/geo';
import { ErrorSchema } from '@astor/contract/errors';
import type { Geocoder } from '../../adapters/geocoder/geocoder.js';
import { DEFAULT_SUGGESTION_LIMIT } from '../../adapters/geocoder/suggestion.js';

/**
 * US address autocomplete for the Add Property dialog (docs/product.md#add-property), from the configured
 * geocoder.
 */
export function geoRoutes(geocoder: Geocoder): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    app.get(
      '/geo/autocomplete',
      {
        schema: {
          tags: ['geo'],
          security: [{ bearer: [] }],
          querystring: AutocompleteQuerySchema,
          response: { 200: AutocompleteReplySchema, 401: ErrorSchema, 422: ErrorSchema },
        },
      },
      async (request) => geocoder.autocomplete(request.query.q, DEFAULT_SUGGESTION_LIMIT),
    );
  };
}
