import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The CSP source for a tile URL template: its origin, with a `{s}` subdomain as a wildcard. */
export function tileSource(tileUrl: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl);
  return (match?.[1] ?? '').replace('{s}', '*');
}

/**
 * Security headers on every response. The CSP allows no inline script; styles allow inline attributes
 * because UI primitives position popovers with style attributes. Images may come from the map tile host.
 */
export async function registerSecurityHeaders(app: FastifyInstance, tileUrl: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileSource(tileUrl)],
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
  });
}
