import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '@astor/contract/config';
import type { Config } from '../../config/env.js';

/** GET /config: the settings the web app reads before sign-in (no secrets here). */
export function publicConfigRoutes(config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/config', { schema: { tags: ['health'], response: { 200: PublicConfigSchema } } }, async () => ({
      google_sign_in: config.oidc !== undefined,
      founders_booking_url: config.foundersBookingUrl ?? null,
      demo: config.demo,
      map: { tile_url: config.map.tileUrl ?? null, attribution: config.map.attribution },
    }));
  };
}
