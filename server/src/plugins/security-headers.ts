import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The CSP source for a tile URL template: its origin, with a `{s}` subdomain as a wildcard. */
export function tileSource(tileUrl: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl);
  return (match?.[1] ?? '').replace('{s}', '*');
}

/**
 * Security headers on every response. The CSP allows no inline script; styles allow inline attributes
 * because UI primitives position popovers with style attributes. Images may come from the map tile host, when
 * one is configured.
 * Helmet works them out once (they depend on configuration only), not per request.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  tileUrl: string | undefined,
): Promise<void> {
  const headers = securityHeaders(tileUrl);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export function securityHeaders(tileUrl: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // No tile URL: the map draws the bundled basemap, and images come from nowhere else.
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileUrl ? [tileSource(tileUrl)] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The site may be served over plain http on a laptop: HSTS only where the operator adds TLS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}
