/**
 * A Vitest reporter that ends the run with one plain line, `<suite>: N passed, N failed[, N skipped]`,
 * the closing line CI reads to know how many tests ran (Vitest's own summary is decorated).
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  constructor(private readonly suite = 'vitest') {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) counts[test.result().state] += 1;
    }
    const skipped = counts.skipped + counts.pending;
    process.stdout.write(`\n${this.suite}: ${counts.passed} passed, ${counts.failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
