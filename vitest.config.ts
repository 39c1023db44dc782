/**
 * Vitest projects, chosen with `--project` (npm scripts in package.json; `npm test` runs them all):
 * - unit: pure packages, the server's in-process tests (app.inject) and the web app's view models
 *   (`*.model.test.ts`: pure modules, no DOM), in Node: `npm run test:unit`, the fast run.
 * - web: the web app's components in jsdom: `npm run test:web`.
 * - integration: what starts something outside the test's process or computes against reference
 *   runs for minutes: Postgres clusters, spawned servers and CLIs, replicas, worker threads, and
 *   the ephemeris checked against swetest and brute force over decades: `npm run test:integration`.
 *   A new test of that kind goes in INTEGRATION below.
 */
import { configDefaults, defineConfig } from 'vitest/config';
import SummaryReporter from './scripts/summary-reporter.ts';

const NODE_TESTS = ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/web/src/**/*.model.test.ts'];

const INTEGRATION = [
  // Postgres clusters started with initdb, replicas behind one database.
  'apps/server/test/postgres-db.test.ts',
  'apps/server/test/subscriber-store.test.ts',
  'apps/server/test/subscribers-db.test.ts',
  'apps/server/test/replicas.test.ts',
  // Spawned servers, CLIs and child processes.
  'apps/server/test/start.test.ts',
  'apps/server/test/iscritti-cli.test.ts',
  'apps/server/test/sorgente.test.ts',
  'scripts/deployment/deployment-files.test.ts',
  // Worker threads.
  'apps/server/test/transit-pool.test.ts',
  'packages/ephemeris/test/thread-state.test.ts',
  // Issue 22: real servers, tmpfs, Postgres drills, fairness under load (one folder), and the
  // tests that spawn a server or use worker threads.
  'apps/server/test/integration/**/*.test.ts',
  'apps/server/test/redaction.test.ts',
  'apps/server/test/transiti-mensili-pool.test.ts',
  // The ephemeris against swetest and brute force, over decades.
  'packages/ephemeris/test/*-vs-swetest.test.ts',
  'packages/ephemeris/test/*-brute-force.test.ts',
];

export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter('vitest')],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...INTEGRATION],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: INTEGRATION,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          // Typing into Mantine's inputs in jsdom takes seconds; on a loaded 2-core machine more.
          testTimeout: 20_000,
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          // Pure view models of the web app run in the unit project (no DOM needed, faster).
          exclude: [...configDefaults.exclude, 'src/**/*.model.test.ts'],
          setupFiles: ['./test/setup.ts'],
        },
      },
    ],
  },
});
