import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { pruneBackups, writeBackupFile } from './backup/backup-files.js';
import { ChangeFeed } from './cache/change-feed.js';
import { shareRentBooks } from './modules/rent-ledger/rent-book-cache.js';
import { connectPostgresChanges } from './cache/postgres-changes.js';
import { ResponseCache } from './cache/response-cache.js';
import { linkOrigin, type Config } from './config/env.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { createGeocoder } from './adapters/geocoder/geocoder.js';
import { createLlmClient } from './adapters/llm/llm.js';
import { createOutboxMailer, createSmtpMailer } from './adapters/mail/mailer.js';
import { createStorage } from './adapters/storage/s3-storage.js';
import { analyzeText } from './documents/analyze-text.js';
import { createDocumentPool } from './documents/pool/document-pool.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { AssistantService } from './modules/assistant/assistant.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { oidcRoutes } from './modules/auth/oidc.routes.js';
import { PasswordResetService } from './modules/auth/password-reset.service.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { ContactService } from './modules/contact/contact.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { publicConfigRoutes } from './modules/health/public-config.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { UsersService } from './modules/users/users.service.js';
import { vendorsRoutes } from './modules/vendors/vendors.routes.js';
import { VendorsService } from './modules/vendors/vendors.service.js';
import { contractsRoutes } from './modules/contracts/contracts.routes.js';
import { ContractsService } from './modules/contracts/contracts.service.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { depositsRoutes } from './modules/deposits/deposits.routes.js';
import { DepositsService } from './modules/deposits/deposits.service.js';
import { rentPdfsRoutes } from './modules/rent-pdfs/rent-pdfs.routes.js';
import { RentPdfsService } from './modules/rent-pdfs/rent-pdfs.service.js';
import { isDemoVisitorWrite } from './modules/demo/demo.guard.js';
import { registerDemo } from './modules/demo/demo.module.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { DocumentsService } from './modules/documents/documents.service.js';
import { processorRoutes } from './modules/documents/processor.routes.js';
import { ProcessorService } from './modules/documents/processor.service.js';
import { financesRoutes } from './modules/finances/finances.routes.js';
import { FinancesService } from './modules/finances/finances.service.js';
import { ledgerRoutes } from './modules/finances/ledger.routes.js';
import { LedgerService } from './modules/finances/ledger.service.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { leasesRoutes } from './modules/leases/leases.routes.js';
import { LeasesService } from './modules/leases/leases.service.js';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.js';
import { MaintenanceService } from './modules/maintenance/maintenance.service.js';
import { propertiesRoutes } from './modules/properties/properties.routes.js';
import { PropertiesService } from './modules/properties/properties.service.js';
import { rentLedgerRoutes } from './modules/rent-ledger/rent-ledger.routes.js';
import { RentLedgerService } from './modules/rent-ledger/rent-ledger.service.js';
import { calendarFeedRoutes, calendarRoutes } from './modules/calendar/calendar.routes.js';
import { CalendarService } from './modules/calendar/calendar.service.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { startNotificationScheduler } from './modules/notifications/notifications.scheduler.js';
import { NotificationsService } from './modules/notifications/notifications.service.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { tenantLineRoutes } from './modules/tenant-line/tenant-line.routes.js';
import { TenantLineService } from './modules/tenant-line/tenant-line.service.js';
import { tenantsRoutes } from './modules/tenants/tenants.routes.js';
import { TenantsService } from './modules/tenants/tenants.service.js';
import { registerAuthentication } from './plugins/authenticate.js';
import { answerClientError, answerFrameworkError } from './plugins/client-errors.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { redactUrl, registerRequestHygiene } from './plugins/request-hygiene.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { registerWriteEffects } from './plugins/write-effects.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes a consistent backup of the database and documents; returns its path. */
    backupNow: () => Promise<string>;
  }
}

export type AppOptions = {
  /** An already open database (tests share one per file); otherwise opened from config and closed with the app. */
  database?: DatabaseHandle;
  /** Log to stdout (the server) or not at all (tests). */
  logger?: boolean;
  /** The current time; tests pin it (docs/style.md#money-dates-and-numbers). */
  clock?: () => Date;
  /** Run the hourly notification scheduler (the server does; tests call the service themselves). */
  scheduler?: boolean;
  /** Rolling backups into this folder: at start, daily, and on `app.backupNow()` (the embedded server). */
  backups?: { dir: string; keep: number };
};

/** Builds the whole application. It reads as the architecture: plugins, then feature modules, then the web app. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { engine: 'postgres', url: config.databaseUrl }
        : { engine: 'pglite', dataDir: config.dataDir },
    ));

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Tokens travel in some URLs (reset links, the iCal feed, the tenant line): never log them.
            serializers: {
              req: (request: { method: string; url: string; ip?: string }) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // One line per request (below), not two: logging is a real share of a cached answer's cost.
    logController: new LogController({ disableRequestLogging: true }),
    // Long made-up tokens and ids must reach their route (a 404), not fail in the router (414): no
    // parameter can be longer than the request line, which Node keeps within its header limit (16 KiB).
    routerOptions: { maxParamLength: 64 * 1024 },
    // What fails before a route runs answers `{"detail": ...}` too, not Fastify's own shape.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
  if (!options.database) app.addHook('onClose', () => database.close());

  // Plugins
  registerErrorHandler(app);
  registerRequestHygiene(app);
  await registerSecurityHeaders(app, config.map.tileUrl);
  // Gzip for anything over 1 KiB that the client accepts (brotli costs too much CPU per request here).
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  await app.register(cookie);
  // Per-route limits are tighter; this is the ceiling for any upload.
  await app.register(multipart, { limits: { fileSize: config.uploads.maxBytes, files: 1, fields: 20 } });
  await registerOpenApi(app);
  const auth = await AuthService.create(database.db, config);
  registerAuthentication(app, auth);

  // Adapters
  const storage = createStorage(config.storage);
  const mailer = config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createOutboxMailer(config.mail.outboxDir, config.mail.from, (line) => app.log.warn(line));
  app.decorate('backupNow', async () => {
    const file = await writeBackupFile(
      db,
      storage,
      options.backups?.dir ?? path.join(config.dataDir, 'backups'),
    );
    if (options.backups) await pruneBackups(options.backups.dir, options.backups.keep);
    app.log.info({ file }, 'backup written');
    return file;
  });
  if (options.backups) {
    const run = () =>
      void app.backupNow().catch((error: unknown) => app.log.error({ err: error }, 'backup failed'));
    const first = setTimeout(run, 60_000);
    const daily = setInterval(run, 24 * 60 * 60 * 1000);
    first.unref();
    daily.unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(daily);
    });
  }
  const documentPool = createDocumentPool({
    logger: app.log,
    memoryLimitMb: config.documentReader.memoryLimitMb,
  });
  app.addHook('onClose', () => documentPool.close());
  const llm = createLlmClient(config.llm);
  const geocoder = createGeocoder(config.geocoder, {
    onProviderError: (err) => app.log.warn({ err }, 'geocoder failed; answered from offline data'),
  });
  const db = database.db;

  const notificationsService = new NotificationsService(db, options.clock);
  const calendarService = new CalendarService(db, options.clock, auth.deriveKey('calendar-feed'));
  app.addHook('onClose', () => notificationsService.drain());

  // Caches follow the data: every change is news (to the other instances too, through PostgreSQL).
  const changes = new ChangeFeed();
  changes.onChange((event) => {
    if (event.kind === 'sessions') auth.forgetSessions();
  });
  if (database.engine === 'postgres' && config.databaseUrl) {
    const link = await connectPostgresChanges(config.databaseUrl, changes, (err) =>
      app.log.warn({ err }, 'change feed between instances interrupted; caches bypassed until it is back'),
    );
    app.addHook('onClose', () => link.close());
  }
  new ResponseCache(changes, options.clock ?? (() => new Date())).register(app);
  shareRentBooks(db, changes);
  // What each write causes, as its route declares it (docs/decisions/0008-write-effects.md).
  registerWriteEffects(app, {
    changes,
    raiseNotifications: (ownerId, request) =>
      notificationsService.raiseSoon(ownerId, (error) =>
        request.log.error({ err: error }, 'raising notifications failed'),
      ),
    // A demo visitor's question: the workspace is unchanged (modules/demo/demo.guard.ts).
    changesNothing: isDemoVisitorWrite,
  });
  if (options.scheduler !== false) {
    const scheduler = startNotificationScheduler(notificationsService, app.log);
    app.addHook('onClose', async () => scheduler.stop());
  }

  // Feature modules, all under /api
  await app.register(
    async (api) => {
      await api.register(
        healthRoutes(db, [
          // DATA_DIR when it holds the embedded database this app opened (tests bring their own database).
          ...(options.database || config.databaseUrl ? [] : [{ path: config.dataDir, name: 'data folder' }]),
          ...(config.storage.s3 ? [] : [{ path: config.storage.root, name: 'document folder' }]),
        ]),
      );
      await api.register(publicConfigRoutes(config));
      await api.register(contactRoutes(new ContactService(db, config.limits), auth));
      await api.register(
        authRoutes(
          auth,
          new PasswordResetService(
            db,
            mailer,
            app.log,
            linkOrigin(config),
            config.limits,
            config.auth.passwordCost,
          ),
        ),
      );
      await api.register(oidcRoutes(auth, config.oidc, config.publicUrl));
      await api.register(usersRoutes(new UsersService(db, storage, config.auth)));
      await api.register(geoRoutes(geocoder));
      await api.register(propertiesRoutes(new PropertiesService(db, geocoder, storage)));
      await api.register(tenantsRoutes(new TenantsService(db, options.clock)));
      await api.register(leasesRoutes(new LeasesService(db)));
      await api.register(depositsRoutes(new DepositsService(db, options.clock)));
      await api.register(rentPdfsRoutes(new RentPdfsService(db, options.clock)));
      await api.register(contractsRoutes(new ContractsService(db)));
      await api.register(maintenanceRoutes(new MaintenanceService(db)));
      await api.register(financesRoutes(new FinancesService(db)));
      await api.register(ledgerRoutes(new LedgerService(db)));
      await api.register(rentLedgerRoutes(new RentLedgerService(db, options.clock)));
      await api.register(documentsRoutes(new DocumentsService(db, storage)));
      await api.register(
        processorRoutes(
          new ProcessorService(
            db,
            documentPool,
            analyzeText,
            storage,
            geocoder,
            llm && {
              client: llm,
              onError: (err) => app.log.warn({ err }, 'LLM failed; document read offline'),
            },
          ),
          config.uploads.maxBytes,
        ),
      );
      await api.register(vendorsRoutes(new VendorsService(db)));
      await api.register(searchRoutes(db));
      await api.register(calendarFeedRoutes(calendarService));
      await api.register(calendarRoutes(calendarService));
      await api.register(notificationsRoutes(notificationsService));
      await api.register(
        assistantRoutes(
          new AssistantService(db, {
            clock: options.clock,
            llm,
            onLlmError: (err) => app.log.warn({ err }, 'LLM failed; answered offline'),
          }),
        ),
      );
      await api.register(dashboardRoutes(new DashboardService(db, options.clock)));
      await api.register(
        tenantLineRoutes(
          new TenantLineService(db, notificationsService, {
            onNotifyError: (err) => app.log.error({ err }, 'raising notifications failed'),
            ...(options.clock ? { clock: options.clock } : {}),
          }),
          config.publicUrl,
        ),
      );
    },
    { prefix: '/api' },
  );

  // The public read-only demo (POST /api/demo/session, its guard, its daily reset)
  await registerDemo(app, {
    db,
    auth,
    config,
    clock: options.clock,
    notifications: notificationsService,
    background: options.scheduler !== false,
    onReset: () => {
      changes.publish({ kind: 'sessions' });
      changes.publish({ kind: 'everything' });
    },
  });

  // The web app, with history fallback
  await registerStaticWeb(app, config.webDistDir);
  return app;
}
