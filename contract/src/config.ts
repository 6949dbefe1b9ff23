import { z } from 'zod';

/** Public settings the web app needs before anyone signs in. */
export const PublicConfigSchema = z.object({
  /** Whether 'Continue with Google' is configured on this server. */
  google_sign_in: z.boolean(),
  /** 'Talk to founders' on the landing page; null = link to the contact page. */
  founders_booking_url: z.string().nullable(),
  /** Whether this server has the public read-only demo workspace (absent from older servers: no demo). */
  demo: z.boolean().optional(),
  map: z.object({
    /**
     * Leaflet tile URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png; null = no tiles,
     * the bundled basemap alone (the default: nothing leaves the machine).
     */
    tile_url: z.string().nullable(),
    attribution: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
