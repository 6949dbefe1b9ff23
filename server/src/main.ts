import path from 'node:path';
import v8 from 'node:v8';
import { buildApp } from './app.js';
import { ConfigError, linkOrigin, loadConfig } from './config/env.js';
import { DataDirUnwritableError } from './config/paths.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { isDiskFull } from './errors.js';
import { emergencyModels } from './modules/tenant-line/emergency-model.js';

/**
 * V8 sizes the heap for the machine (a 4 GB limit on a 24 GB host) and, after each full collection, lets
 * the old generation grow to up to four times what survived before collecting again: with about 70 MB
 * live, the request thread's heap reached 280 MB of mostly garbage between collections under the
 * portfolio benchmark (bench/api.bench.ts). Growing by half instead keeps it near 130 MB and the server's
 * peak about 130 MB lower, for more frequent (concurrent) collections and no measurable cost per request.
 * The heap limit is fixed once Node runs (--max-old-space-size), but this factor is read at every
 * collection, so it can be set here. An operator's own --heap-growing-percent wins.
 */
function boundHeapGrowth(): void {
  if (process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) return;
  v8.setFlagsFromString('--heap-growing-percent=50');
}

/** The only file that starts anything: parse config, build the app, listen, shut down cleanly. */
async function main(): Promise<void> {
  boundHeapGrowth();
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

  // The tenant line's emergency reader trains in about a second: before the first request, not during one.
  emergencyModels();
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.dataDir}`;
  app.log.info(`Astor is running on http://localhost:${config.port} with the ${where}`);
  if (!config.publicUrl && config.nodeEnv === 'production') {
    app.log.warn(
      `PUBLIC_URL is not set: links in mail (password reset) point to ${linkOrigin(config)}. Set PUBLIC_URL to the address users reach Astor at.`,
    );
  }
}

main().catch((error: unknown) => {
  // Mistakes an operator can fix get one line, not a stack trace.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirUnwritableError
  ) {
    console.error(error.message);
  } else if (isDiskFull(error)) {
    console.error("Astor cannot start: the server's disk is full.");
  } else {
    console.error(error);
  }
  process.exit(1);
});
