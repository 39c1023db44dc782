/**
 * Vitest projects, chosen with `--project` (npm scripts in package.json; `npm test` runs them all):
 * - unit: pure packages, the server's pure modules and the web app's view models
 *   (`*.model.test.ts`: pure modules, no DOM), in Node: `npm run test:unit`, the fast run (well
 *   under a minute). Nothing here builds the server app: importing it (Fastify, the pool, places,
 *   the ephemeris) alone takes tens of seconds per file on a loaded machine.
 * - web: the web app's components in jsdom: `npm run test:web`.
 * - api: the server app built in process (buildApp + `app.inject`: the API's routes, answers, bad
 *   input, abuse), every test file directly under apps/server/test not listed below, one module
 *   registry per worker: part of `npm run test:integration`.
 * - integration: what starts something outside the test's process, or computes against reference
 *   runs for minutes: Postgres clusters, spawned servers and CLIs, replicas, worker threads, and
 *   the ephemeris checked against swetest and brute force over decades: `npm run test:integration`.
 *   A new test of that kind goes in INTEGRATION below.
 * - integration-alone: the integration tests that measure the server's speed, run last and alone
 *   (also part of `npm run test:integration`).
 */
import { configDefaults, defineConfig } from 'vitest/config';
import SummaryReporter from './scripts/summary-reporter.ts';

// Server tests that import pure modules only, no app: they stay in the fast run.
const UNIT_SERVER_TESTS = ['apps/server/test/server-config.test.ts', 'apps/server/test/pool-task.test.ts'];

const NODE_TESTS = ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/server/src/**/*.test.ts', ...UNIT_SERVER_TESTS, 'scripts/**/*.test.ts', 'apps/web/src/**/*.model.test.ts'];

// Web tests that vi.mock a module: the mock applies only where the module is imported afresh, so
// they keep a module registry of their own (the project web-isolated).
const WEB_MOCKING_TESTS = ['src/features/transits/table/TransitLegend.test.tsx'];

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
  'scripts/deployment/image-digests.test.ts',
  // Worker threads.
  'apps/server/test/compute-pool.test.ts',
  'packages/ephemeris/test/thread-state.test.ts',
  // Issue 22: real servers, tmpfs, Postgres drills, fairness under load (one folder), and the
  // tests that spawn a server or use worker threads.
  'apps/server/test/integration/**/*.test.ts',
  'apps/server/test/redaction.test.ts',
  'apps/server/test/transiti-mensili-pool.test.ts',
  // The ephemeris against swetest and brute force, over decades; the zones of every gazetteer
  // place against zdump, 1850–2030.
  'packages/ephemeris/test/*-vs-swetest.test.ts',
  'packages/ephemeris/test/*-brute-force.test.ts',
  // The symbolic techniques' events of a hundred years, found again in every period holding them.
  'packages/ephemeris/test/techniques-every-period.test.ts',
  'packages/places/test/zdump-gazetteer-zones.test.ts',
  // ESLint itself, run on probe files (every import boundary).
  'scripts/eslint-boundaries.test.ts',
];

// The API's tests: the server app built in process, one module registry per worker (project api).
const API_TESTS = ['apps/server/test/*.test.ts'];
// Server tests that build the app but keep a module registry of their own: the compute worker's
// bundle built and loaded from a folder of the test's.
const ISOLATED_SERVER_TESTS = ['apps/server/test/compute-worker-start.test.ts'];

// Integration tests that measure the server's own speed (latency under load, CPU per task kind):
// they run after everything else, one file at a time (the project integration-alone), so that no
// other test file shares the machine's two cores with their measurement.
const MEASURING_TESTS = ['apps/server/test/integration/one-frame.test.ts', 'apps/server/test/integration/task-costs.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter('vitest')],
    // Two files at a time. Vitest's default is the CPUs less one: a single worker on a 2-core
    // machine, and the whole run one file after another (460 s), though most integration files
    // wait on a spawned process, a Postgres cluster or a timer rather than use a core.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          hookTimeout: 30_000,
          // One module registry per worker, not per file: these are pure modules, and importing them
          // again for each of ~80 files was most of the run (27 s of CPU for 11 s of tests; 8 s
          // without). What a file changes outside its modules is undone after it: stubbed globals
          // (localStorage, fetch) and environment variables; fake timers each file restores itself.
          // No vi.mock here: a module another file of the worker has imported stays the real one
          // (TransitLegend.test.tsx, which mocks core's constants, is in the isolated web project).
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...INTEGRATION],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          // Building the app (its worker warmed on a real year) and a year's answer in beforeAll
          // took over 10 s on a loaded 2-core machine.
          hookTimeout: 60_000,
          testTimeout: 30_000,
          include: API_TESTS,
          exclude: [...configDefaults.exclude, ...INTEGRATION, ...UNIT_SERVER_TESTS, ...ISOLATED_SERVER_TESTS],
          // One module registry per worker, not per file: importing the server app (Fastify, the
          // contract's schemas, places, the ephemeris) again for each file cost 1–2 s of CPU each.
          // Each file builds and closes its own apps; none mocks a module; the two that fake Date
          // restore it themselves (abuse, health).
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          hookTimeout: 60_000,
          testTimeout: 30_000,
          include: [...INTEGRATION, ...ISOLATED_SERVER_TESTS],
          exclude: [...configDefaults.exclude, ...MEASURING_TESTS],
        },
      },
      {
        test: {
          name: 'integration-alone',
          environment: 'node',
          hookTimeout: 60_000,
          testTimeout: 30_000,
          include: MEASURING_TESTS,
          // After every other project (group 0), one file at a time.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
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
          hookTimeout: 30_000,
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          // Pure view models of the web app run in the unit project (no DOM needed, faster).
          exclude: [...configDefaults.exclude, 'src/**/*.model.test.ts', ...WEB_MOCKING_TESTS],
          setupFiles: ['./test/setup.ts'],
          // One module registry and one jsdom per worker, not per file: importing React, Mantine and
          // the app again for each file was half the run (109 s of CPU isolated, 55 s not, at load
          // 10–11). test/setup.ts clears after each test what a test leaves behind (the DOM, the
          // storage, the address, toasts, mocks, timers, stubbed globals).
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-isolated',
          root: './apps/web',
          environment: 'jsdom',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          include: WEB_MOCKING_TESTS,
          setupFiles: ['./test/setup.ts'],
        },
      },
    ],
  },
});
