import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of an embedded database with every migration applied (embedded engine only). */
    pgliteTemplate: string | undefined;
    /** The name of a migrated PostgreSQL database that isolated databases are created from (PostgreSQL only). */
    postgresTemplate: string | undefined;
  }
}

/**
 * Vitest's global setup (vitest.config.ts), run once before any test file: the migrations are applied
 * once, and each test file opens a copy of the result (build-test-app.ts) instead of migrating its own.
 * Embedded engine: an in-memory PGlite is migrated and its files written to a tarball, which every
 * `buildTestApp()` loads (`loadDataDir`); PGlite's own setup of a new database (initdb) is skipped too.
 * PostgreSQL: the shared test database is migrated here, and a migrated template database is made for the
 * tests that need a database of their own (`CREATE DATABASE ... TEMPLATE`), dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) {
    const folder = mkdtempSync(path.join(tmpdir(), 'astor-test-template-'));
    const database = await openDatabase({ engine: 'pglite', dataDir: undefined });
    try {
      const tarball = await database.dumpDataDir!();
      const file = path.join(folder, 'pglite.tar');
      writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
      project.provide('pgliteTemplate', file);
      project.provide('postgresTemplate', undefined);
    } finally {
      await database.close();
    }
    return async () => rmSync(folder, { recursive: true, force: true });
  }

  // The shared database: migrated once here rather than raced for by the first test files.
  await (await openDatabase({ engine: 'postgres', url: databaseUrl })).close();
  const { default: pg } = await import('pg');
  const name = `astor_template_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  // A template must have no open connection when it is copied: this one is closed before any test runs.
  await (await openDatabase({ engine: 'postgres', url: url.href })).close();
  project.provide('pgliteTemplate', undefined);
  project.provide('postgresTemplate', name);
  return async () => admin(`drop database if exists ${name} with (force)`);
}
