/**
 * Vitest projects: pure packages, the server and the web app's view models (`*.model.test.ts`: pure
 * modules, no DOM) run in Node; the web app's components in jsdom.
 */
import { configDefaults, defineConfig } from 'vitest/config';
import SummaryReporter from './scripts/summary-reporter.ts';

export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter('vitest')],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/web/src/**/*.model.test.ts'],
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
          // Pure view models of the web app run in the node project (no DOM needed, faster).
          exclude: [...configDefaults.exclude, 'src/**/*.model.test.ts'],
          setupFiles: ['./test/setup.ts'],
        },
      },
    ],
  },
});
