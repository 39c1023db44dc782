/**
 * Browser tests: Playwright (playwright-core) drives Debian's Chromium against the real server,
 * started once by global-setup.ts on a free port with a throw-away SQLite file.
 * Run with `npm run test:e2e` (which builds the web app first).
 */
import { defineConfig } from 'vitest/config';
import SummaryReporter from '../scripts/summary-reporter.ts';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.e2e.ts'],
    reporters: ['default', new SummaryReporter('e2e')],
    globalSetup: ['./global-setup.ts'],
    // One browser shared by the files; two files at a time is what the machine's two cores allow.
    maxWorkers: 2,
    // One module registry per worker, not per file: each file importing Playwright and the helpers
    // afresh cost about a second. The files share nothing else: each opens its own contexts
    // (setupPages), and drops the browser connection after itself.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Waiting assertions (expect.poll) wait as long as a locator does (browser.ts: 10 s), not
    // Vitest's 1 s: the page is read until it shows what the test expects, never once.
    expect: { poll: { timeout: 10_000 } },
  },
});
