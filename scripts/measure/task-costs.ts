/**
 * Calibrates the task kinds' costs (issue 32): every request shape of each kind (or of the kinds
 * named: `node --import tsx scripts/measure/task-costs.ts transits techniques`) run as a worker runs
 * it, on this one thread with nothing cached, its CPU time measured; then, per kind, the milliseconds
 * per unit of each driver fitted on those measurements (least relative error, none negative), with
 * each shape's estimate now and with the fit. Write the fitted `msPer` into the kind's file
 * (apps/server/src/adapters/<kind>.task.ts). Run it on an idle machine: CPU time moves less than wall
 * time with load, but not nothing.
 */
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { estimateWith, fitMsPer, measureKind } from '../../apps/server/src/compute-pool/cost-calibration.ts';
import { MIN_TASK_COST_MS } from '../../apps/server/src/compute-pool/cost-model.ts';
import { loadTaskKinds } from '../../apps/server/src/compute-pool/task-registry.ts';

const wanted = process.argv.slice(2);
const kinds = await loadTaskKinds();
const ephemeris = openSwissEphemeris();
const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0)).padStart(8);
/** Three significant digits: a coefficient measured on a loaded machine has no more. */
const sig3 = (x: number) => (x === 0 ? 0 : Number(x.toPrecision(3)));

for (const [name, kind] of kinds) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const measured = await measureKind(kind, ephemeris);
  const fitted = Object.fromEntries(Object.entries(fitMsPer(measured, Object.keys(kind.cost.msPer))).map(([d, v]) => [d, sig3(v)]));
  console.log(`\n## ${name}`);
  console.log(`  ${'forma'.padEnd(56)} ${'CPU ms'.padStart(8)} ${'stima'.padStart(8)} ${'×'.padStart(6)} ${'nuova'.padStart(8)} ${'×'.padStart(6)}`);
  for (const m of measured) {
    const refit = estimateWith(fitted, m, MIN_TASK_COST_MS);
    console.log(`  ${m.label.slice(0, 56).padEnd(56)} ${fmt(m.measuredMs)} ${fmt(m.estimateMs)} ${(m.estimateMs / m.measuredMs).toFixed(2).padStart(6)} ${fmt(refit)} ${(refit / m.measuredMs).toFixed(2).padStart(6)}`);
  }
  console.log(`  msPer adesso:  ${JSON.stringify(kind.cost.msPer)}`);
  console.log(`  msPer stimati: ${JSON.stringify(fitted)}`);
}
