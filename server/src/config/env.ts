import path from 'node:path';
import { z } from 'zod';
import type { GeocoderConfig } from '../adapters/geocoder/geocoder.js';
import type { S3StorageOptions } from '../adapters/storage/s3-storage.js';
import { PRODUCTION_PASSWORD_COST, type PasswordCost } from '../modules/auth/password.js';
import { findServerRoot } from './paths.js';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const hourlyLimit = (fallback: number) => z.coerce.number().int().min(0).max(1_000_000).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromString.default(false),
  WEB_DIST_DIR: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER_URL: z.url().default('https://accounts.google.com'),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Astor <no-reply@localhost>'),
  PUBLIC_URL: z.url().optional(),
  FOUNDERS_BOOKING_URL: z.url().optional(),
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(500).default(25),
  DOCUMENT_READER_MEMORY_MB: z.coerce.number().int().min(256).max(65_536).default(768),
  GEOCODER: z.enum(['offline', 'census', 'nominatim', 'photon']).optional(),
  GEOCODER_URL: z.url().optional(),
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/,
      'must be an http(s) tile URL template with {z}, {x} and {y}',
    )
    .optional(),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  GEOCODER_USER_AGENT: z.string().default('Astor property manager (self-hosted)'),
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFromString.default(true),
  DEMO: z
    .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'])
    .transform((value) => value === 'on' || value === 'true' || value === '1' || value === 'yes')
    .optional(),
  // Attempts per client address (or per address mailed) per hour; 0 turns the limit off.
  SIGNUP_LIMIT_PER_IP: hourlyLimit(10),
  FORGOT_PASSWORD_LIMIT_PER_IP: hourlyLimit(5),
  FORGOT_PASSWORD_LIMIT_PER_ADDRESS: hourlyLimit(3),
  CONTACT_LIMIT_PER_IP: hourlyLimit(5),
});

// Rules across variables (checked once every variable is valid on its own).
const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  if (env.GEOCODER === 'nominatim' && !env.GEOCODER_URL)
    ctx.addIssue({ code: 'custom', path: ['GEOCODER_URL'], message: 'is required with GEOCODER=nominatim' });
  if (env.STORAGE !== 's3') return;
  if (!env.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with STORAGE=s3' });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message:
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset for the AWS default credentials)',
    });
  }
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  webDistDir: string;
  /**
   * Where addresses are found: the bundled offline US ZIP and city data, the US Census geocoder, a Photon
   * server or a Nominatim-compatible service (docs/deployment.md#addresses-and-the-map).
   */
  geocoder: GeocoderConfig;
  uploads: { maxBytes: number };
  /** Memory one document reader process may use, every kind of allocation counted (documents/pool). */
  documentReader: { memoryLimitMb: number };
  /** Mail: SMTP when configured, otherwise files in DATA_DIR/outbox (so a self-hoster can still reset). */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** Optional OpenAI-compatible LLM for the assistant and documents; unset base URL = offline only. */
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string };
  /** 'Continue with Google' (or any OIDC provider at oidc.issuerUrl); off unless both id and secret are set. */
  oidc: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  /**
   * The address users reach the app at. Links in mail use only this (see `linkOrigin`); unset, the sign-in
   * redirect and the tenant-line link shown to the landlord take the address of the landlord's own request.
   */
  publicUrl: string | undefined;
  /** 'Talk to founders' on the landing page opens this booking page; unset = the contact page. */
  foundersBookingUrl: string | undefined;
  /** Document files: DATA_DIR/files on local disk, or an S3-compatible bucket when `s3` is set (STORAGE=s3). */
  storage: { root: string; s3?: S3StorageOptions };
  /** Map tiles, loaded by the user's browser; no tile URL = the bundled basemap alone. */
  map: { tileUrl: string | undefined; attribution: string };
  /**
   * The public read-only demo workspace at /demo (DEMO=on|off). Default: on with the embedded database,
   * off on PostgreSQL, where a server is usually a shared production deployment.
   */
  demo: boolean;
  auth: {
    accessTokenTtlSeconds: number;
    refreshTtlDays: number;
    /** A rotated refresh token presented again within this window is a concurrent refresh, not theft. */
    refreshReuseGraceSeconds: number;
    failuresPerUsername: number;
    failuresPerIp: number;
    failureWindowMinutes: number;
    /** scrypt cost of new password hashes: always the production cost, lowered by the test harness only. */
    passwordCost: PasswordCost;
  };
  /** Requests per hour from one client address (`request.ip`), or to one mailbox; 0 = no limit. */
  limits: {
    signupPerIp: number;
    forgotPasswordPerIp: number;
    forgotPasswordPerAddress: number;
    contactPerIp: number;
  };
};

export class ConfigError extends Error {}

/**
 * The origin of links sent by mail (password reset). Never a request's Host or X-Forwarded-Host: anyone can
 * ask for a reset mail to a victim, so a link built from a header would carry the victim's real token to
 * the asker's host. Without PUBLIC_URL, the server's own address (a warning at start says so).
 */
export function linkOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const isWildcard = ['0.0.0.0', '::', ''].includes(config.host);
  const host = isWildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/** Parses the environment once at start-up; reports every bad variable together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (`DATABASE_URL= npm start` runs on the embedded database).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = CheckedEnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(e.WEB_DIST_DIR)
      : path.join(findServerRoot(), '..', 'web', 'dist'),
    geocoder: {
      // GEOCODER_URL alone meant a Nominatim-compatible service before GEOCODER existed.
      provider: e.GEOCODER ?? (e.GEOCODER_URL ? 'nominatim' : 'offline'),
      url: e.GEOCODER_URL,
      userAgent: e.GEOCODER_USER_AGENT,
    },
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    uploads: { maxBytes: e.UPLOAD_MAX_MB * 1024 * 1024 },
    documentReader: { memoryLimitMb: e.DOCUMENT_READER_MEMORY_MB },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(path.resolve(e.DATA_DIR), 'outbox'),
    },
    llm: { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL },
    foundersBookingUrl: e.FOUNDERS_BOOKING_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    demo: e.DEMO ?? !e.DATABASE_URL,
    oidc:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.OIDC_ISSUER_URL }
        : undefined,
    storage: {
      root: path.join(path.resolve(e.DATA_DIR), 'files'),
      ...(e.STORAGE === 's3'
        ? {
            s3: {
              endpoint: e.S3_ENDPOINT,
              bucket: e.S3_BUCKET as string,
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            },
          }
        : {}),
    },
    auth: {
      accessTokenTtlSeconds: 15 * 60,
      refreshTtlDays: 30,
      refreshReuseGraceSeconds: 10,
      failuresPerUsername: 10,
      failuresPerIp: 100,
      failureWindowMinutes: 15,
      passwordCost: PRODUCTION_PASSWORD_COST,
    },
    limits: {
      signupPerIp: e.SIGNUP_LIMIT_PER_IP,
      forgotPasswordPerIp: e.FORGOT_PASSWORD_LIMIT_PER_IP,
      forgotPasswordPerAddress: e.FORGOT_PASSWORD_LIMIT_PER_ADDRESS,
      contactPerIp: e.CONTACT_LIMIT_PER_IP,
    },
  };
}
