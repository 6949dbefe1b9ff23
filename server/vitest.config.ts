import { defineConfig } from 'vitest/config';
import { ALONE, changesModules, INTEGRATION, integrationRelatedToChanges, UNIT } from './vitest.groups.js';

/**
 * `TEST_INTEGRATION=changed` (set by `npm run test:fast`): the integration project holds only the test
 * files that concern the changes since the last commit (vitest.groups.ts), and says how many and why.
 */
function integrationFiles(): string[] {
  if (process.env.TEST_INTEGRATION !== 'changed') return INTEGRATION;
  const { files, why } = integrationRelatedToChanges();
  // Vitest reads this file twice in one run: said once.
  const memory = globalThis as { astorIntegrationFilesSaid?: boolean };
  if (!memory.astorIntegrationFilesSaid)
    console.log(`Integration tests: ${files.length} of ${INTEGRATION.length} files (${why}).`);
  memory.astorIntegrationFilesSaid = true;
  return files;
}

/**
 * On PostgreSQL every test file shares the one database of DATABASE_URL, and some need it quiet while they
 * run (a backup compares the counts of every table; the demo workspace is one account): one file at a time
 * there, as before. On the embedded engine each file has a database of its own.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const integration = integrationFiles();

export default defineConfig({
  test: {
    // Hang guards, not measurements: a test that starts servers or databases may take long on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Groups found by what each file imports (vitest.groups.ts): `unit` (no database, no app),
    // `integration` (opens a database or builds the app; `integration-isolated` for those that replace a
    // module), and `alone` (measures time under load: after the others, one at a time). `npm test` runs all three; `npm run test:fast` the first two (README.md#testing).
    // Vitest's default is one worker per core but one, so one at a time on 2 cores: each test file waits
    // on its database and child processes for much of its time, and two at once take less time.
    // (`include` is set per project: a project's arrays are added to the root's, not put in their place.)
    projects: [
      // Needs no database: no migrated template to make.
      // Projects of one `sequence.groupOrder` run together and must share `maxWorkers`; groups run lowest
      // first. Embedded: unit and integration together on 2 workers, then `alone`. PostgreSQL: unit, then
      // integration one file at a time, then `alone`.
      { extends: true, test: { name: 'unit', include: UNIT, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: integration.filter((file) => !changesModules(file)),
          // Migrates once; each test file opens a copy (src/testing/global-setup.ts).
          globalSetup: ['src/testing/global-setup.ts'],
          maxWorkers: onPostgres ? 1 : 2,
          sequence: { groupOrder: onPostgres ? 1 : 0 },
          // One module cache per worker: the app's modules are loaded once, not once a file (about half of
          // the integration tests' time went to loading them again). Each file builds its own app on its
          // own database, so what a file changes stays in its app; the few that replace a module or stub
          // the environment run in `integration-isolated`. To look for leaks, shuffle this group alone
          // (`--project integration --sequence.shuffle`).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-isolated',
          include: integration.filter(changesModules),
          globalSetup: ['src/testing/global-setup.ts'],
          maxWorkers: onPostgres ? 1 : 2,
          sequence: { groupOrder: onPostgres ? 1 : 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          include: ALONE,
          globalSetup: ['src/testing/global-setup.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
