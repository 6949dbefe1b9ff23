import { defineConfig } from 'vitest/config';

/**
 * Test files that measure time under load (health-check latency while documents are read, a reader's
 * time limit, a decompression bomb refused within seconds): they run after the others, one at a time, so
 * that another test file does not take the second core from under them.
 */
const ALONE = [
  'src/security/uploads.test.ts',
  'src/documents/pool/document-pool.test.ts',
  'src/documents/decompression-bomb.test.ts',
];

/**
 * On PostgreSQL every test file shares the one database of DATABASE_URL, and some need it quiet while they
 * run (a backup compares the counts of every table; the demo workspace is one account): one file at a time
 * there, as before. On the embedded engine each file has a database of its own.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    // Migrates once; each test file opens a copy (src/testing/global-setup.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    // Hang guards, not measurements: a test that starts servers or databases may take long on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      // Vitest's default is one worker per core but one, so one at a time on 2 cores: each test file waits
      // on its database and child processes for much of its time, and two at once take less time.
      // (`include` is set per project: a project's arrays are added to the root's, not put in their place.)
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: ALONE,
          maxWorkers: onPostgres ? 1 : 2,
        },
      },
      { extends: true, test: { name: 'server (alone)', include: ALONE, maxWorkers: 1 } },
    ],
  },
});
