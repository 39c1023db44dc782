/**
 * Issue 32: each task kind's cost estimate beside the CPU its request shapes take, measured in this
 * process as a worker runs them (nothing cached, the least of five runs after two passes to
 * compile): the run scripts/measure/task-costs.ts fits the estimates on, over every shape (the cost
 * test, apps/server/test/integration/task-costs.test.ts, keeps those up to 300 ms within ×3 in a
 * quicker run).
 */
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { measureKind } from '../../apps/server/src/compute-pool/cost-calibration.ts';
import { loadTaskKinds } from '../../apps/server/src/compute-pool/task-registry.ts';
import type { BenchRow } from './types.ts';

const ms = (x: number) => `${x < 10 ? x.toFixed(1) : Math.round(x)} ms`;

export const title = 'Stima del costo di ogni tipo di calcolo (ms di CPU) accanto alla CPU misurata (issue 32)';

export async function run(): Promise<BenchRow[]> {
  const ephemeris = openSwissEphemeris();
  const rows: BenchRow[] = [];
  for (const [name, kind] of await loadTaskKinds()) {
    for (const m of await measureKind(kind, ephemeris)) {
      rows.push({ label: `${name} · ${m.label}`, value: `stima ${ms(m.estimateMs)}, misurata ${ms(m.measuredMs)} (×${(m.estimateMs / m.measuredMs).toFixed(2)})` });
    }
  }
  return rows;
}

