/**
 * The calibration of the task kinds' costs (cost-model.ts): each request shape a kind declares run
 * as a worker runs it (the task runner: compute, write, compress), on this thread, with a fresh paths
 * cache and no memo, its CPU time measured with process.cpuUsage; and the milliseconds per unit of
 * each driver fitted on those measurements. Used by scripts/measure/task-costs.ts (which prints the
 * fit to write into the kind's file), by the test that keeps each estimate within ×3 of the
 * measurement, and by `npm run bench`. Not used by the server itself.
 */
import { createPathCache, type TechniqueEphemeris } from '@astrolabio/core';
import { API_ROUTES, type AnyRoute, type TaskRouteName } from '@astrolabio/contract';
import { runPoolTask } from './task.ts';
import type { AnswerFormat } from './cost-model.ts';
import type { RequestShape } from './task-kind.ts';
import type { AnyTaskKind } from './task-registry.ts';

export interface ShapeMeasurement {
  label: string;
  route: TaskRouteName;
  /** The kind's estimate for the shape, ms. */
  estimateMs: number;
  /** CPU time measured (the least of the runs), ms. */
  measuredMs: number;
  /** How many times the shape was run. */
  runs: number;
  drivers: Readonly<Record<string, number>>;
}

/** What a row answers with. */
export function formatOf(route: TaskRouteName): AnswerFormat {
  const row: AnyRoute = API_ROUTES[route];
  return row.file?.format ?? 'json';
}

/** The shape's input as the row's schema parses it: what `cost` and `run` are given. */
export function parsedInput(shape: RequestShape): unknown {
  const row: AnyRoute = API_ROUTES[shape.route];
  return (row.body ?? row.query)!.parse(shape.input);
}

/** CPU ms of one run of the shape as a worker runs it (nothing cached, brotli as browsers ask). */
export async function shapeCpuMs(shape: RequestShape, ephemeris: TechniqueEphemeris): Promise<number> {
  const task = {
    route: shape.route as TaskRouteName,
    input: parsedInput(shape),
    encoding: 'br' as const,
    requestedAtMs: Date.now(),
    validateAnswer: false,
    cancelled: new Int32Array(1),
  };
  const before = process.cpuUsage();
  await runPoolTask(task, { ephemeris, paths: createPathCache() });
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

export interface MeasureOptions {
  /** Runs of each shape; the least CPU time of them is kept. */
  runs?: number;
  /** Passes over all the shapes before measuring. */
  warmPasses?: number;
  /** The quick run of the test instead of the warm passes (QuickMeasure). */
  quick?: QuickMeasure;
}

/**
 * The quick run (the test's): shapes estimated above `maxEstimateMs` left out (but the kind's
 * cheapest, so that every kind is measured); one warm pass over the
 * shapes estimated under `cheapMs` (the kind's cheapest when none is), which compiles the kind's
 * code; each shape run again, up to `runs` times, until its runs add up to `cheapMs` and its least is
 * within `settledWithin` of the estimate (closer than the test's tolerance): a heavy shape's first
 * run also compiles what the warm pass did not reach, and other processes on the same cores slow a
 * thread's own work too (a year of techniques took ×2 the CPU with four other test processes on the
 * two cores), so a shape far from its estimate is run again, and the least of its runs kept.
 */
export interface QuickMeasure {
  maxEstimateMs: number;
  cheapMs: number;
  settledWithin: number;
}

/**
 * Every shape of the kind measured `runs` times, after `warmPasses` passes over all of them: a worker
 * that has answered for a while runs compiled code (a year of transits took 520 ms of CPU the first
 * time in a thread, 90 the second, 55–75 from the third on). The least CPU time of the runs is kept:
 * what else the machine does (other processes on the same cores, a collection of garbage left by an
 * earlier run) only ever adds to a run, so the least is the closest to the shape's own work. With its
 * estimate and its drivers. `quick`: the test's shorter run (QuickMeasure).
 */
export async function measureKind(kind: AnyTaskKind, ephemeris: TechniqueEphemeris, { runs = 5, warmPasses = 2, quick }: MeasureOptions = {}): Promise<ShapeMeasurement[]> {
  const estimated = kind.shapes.map((shape) => {
    const input = parsedInput(shape);
    const format = formatOf(shape.route as TaskRouteName);
    return { shape, estimateMs: kind.cost(input, format), drivers: kind.cost.drivers(input, format) };
  });
  const cheapestMs = Math.min(...estimated.map((e) => e.estimateMs));
  const measured = quick ? estimated.filter((e) => e.estimateMs <= quick.maxEstimateMs || e.estimateMs === cheapestMs) : estimated;
  if (quick) {
    const cheap = measured.filter((e) => e.estimateMs <= quick.cheapMs);
    const warm = cheap.length > 0 ? cheap : [...measured].sort((a, b) => a.estimateMs - b.estimateMs).slice(0, 1);
    for (const e of warm) await shapeCpuMs(e.shape, ephemeris);
  } else {
    for (let pass = 0; pass < warmPasses; pass++) for (const e of measured) await shapeCpuMs(e.shape, ephemeris);
  }
  const out: ShapeMeasurement[] = [];
  for (const { shape, estimateMs, drivers } of measured) {
    const times: number[] = [];
    const settled = () => {
      if (!quick) return false;
      const ratio = estimateMs / Math.min(...times);
      return times.reduce((sum, t) => sum + t, 0) >= quick.cheapMs && ratio > 1 / quick.settledWithin && ratio < quick.settledWithin;
    };
    do times.push(await shapeCpuMs(shape, ephemeris));
    while (times.length < runs && !settled());
    out.push({ label: shape.label, route: shape.route as TaskRouteName, estimateMs, measuredMs: Math.min(...times), runs: times.length, drivers });
  }
  return out;
}

/**
 * The milliseconds per unit of each driver that make the estimates closest to the measurements in
 * relative terms (least squares of estimate / measured − 1), none negative: coordinate descent on
 * the normal equations, a few drivers and shapes.
 */
export function fitMsPer(measurements: readonly ShapeMeasurement[], driverNames: readonly string[]): Record<string, number> {
  // Each shape's row scaled by its measurement: every shape weighs the same in relative error.
  const rows = measurements.map((m) => driverNames.map((d) => (m.drivers[d] ?? 0) / m.measuredMs));
  const n = driverNames.length;
  const gram = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => rows.reduce((s, r) => s + r[i]! * r[j]!, 0)));
  const rhs = Array.from({ length: n }, (_, i) => rows.reduce((s, r) => s + r[i]!, 0));
  const c = new Array<number>(n).fill(0);
  for (let sweep = 0; sweep < 20_000; sweep++) {
    let moved = 0;
    for (let i = 0; i < n; i++) {
      if (gram[i]![i]! === 0) continue;
      const others = gram[i]!.reduce((s, g, j) => (j === i ? s : s + g * c[j]!), 0);
      const next = Math.max(0, (rhs[i]! - others) / gram[i]![i]!);
      moved = Math.max(moved, Math.abs(next - c[i]!) / (Math.abs(next) + 1e-12));
      c[i] = next;
    }
    if (moved < 1e-9) break;
  }
  return Object.fromEntries(driverNames.map((d, i) => [d, c[i]!]));
}

/** The estimate of a measurement with other milliseconds per unit (the fit), never under the model's minimum. */
export function estimateWith(msPer: Readonly<Record<string, number>>, m: ShapeMeasurement, minMs: number): number {
  return Math.max(minMs, Object.entries(msPer).reduce((s, [d, v]) => s + v * (m.drivers[d] ?? 0), 0));
}
