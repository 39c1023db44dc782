/**
 * The cost model holds (issue 32): for every task kind, each of its request shapes run as a worker
 * runs it (here, on this thread, with nothing cached, after two passes to compile the code) takes a CPU
 * time within ×3 of the kind's estimate. A test of the model's correctness, not of speed: CPU time
 * (process.cpuUsage) moves little with the machine's load, and ×3 leaves room for the rest; the
 * figures are printed. `npm run bench tasks` prints the same beside each other; the fit is
 * scripts/measure/task-costs.ts. Integration: some seconds of computing.
 */
import { describe, expect, test } from 'vitest';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { measureKind } from '../../src/compute-pool/cost-calibration.ts';
import { loadTaskKinds } from '../../src/compute-pool/task-registry.ts';

/** How far an estimate may be from the CPU measured, either way. */
const TOLERANCE = 3;

const kinds = await loadTaskKinds();
const ephemeris = openSwissEphemeris();

describe('each task kind\'s estimate is within ×3 of the CPU its shapes take', { timeout: 120_000 }, () => {
  test.each([...kinds.keys()])('%s', async (name) => {
    const measured = await measureKind(kinds.get(name)!, ephemeris, { runs: 3, warmPasses: 2 });
    for (const m of measured) {
      const ratio = m.estimateMs / m.measuredMs;
      console.log(`${name} · ${m.label}: stima ${m.estimateMs.toFixed(1)} ms, misurati ${m.measuredMs.toFixed(1)} ms (×${ratio.toFixed(2)})`);
      expect(ratio, `${name} · ${m.label}: estimate ${m.estimateMs.toFixed(1)} ms, measured ${m.measuredMs.toFixed(1)} ms`).toBeGreaterThan(1 / TOLERANCE);
      expect(ratio, `${name} · ${m.label}`).toBeLessThan(TOLERANCE);
    }
  });
});
