import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { DataDirLockedError } from './db/data-dir-lock.js';

/** The only file that starts anything: parse config, build the app, listen, shut down cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database is backed up by the server itself (it alone may open DATA_DIR): daily, keeping
  // a week, and on SIGUSR2, which `npm run backup` sends. PostgreSQL deployments use their own backups.
  const app = await buildApp(config, {
    backups: config.databaseUrl ? undefined : { dir: path.join(config.dataDir, 'backups'), keep: 7 },
  });
  process.on('SIGUSR2', () => {
    app.backupNow().catch((error: unknown) => app.log.error({ err: error }, 'backup failed'));
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; past 10 s we stop waiting.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.dataDir}`;
  app.log.info(`Astor is running on http://localhost:${config.port} with the ${where}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
