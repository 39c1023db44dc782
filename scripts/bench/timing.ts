/** Small timing helpers shared by the benchmark modules. */
import { performance } from 'node:perf_hooks';

/** Runs `fn` repeatedly for about `budgetMs` and returns operations per second. */
export function opsPerSecond(fn: () => void, budgetMs = 1000): number {
  for (let i = 0; i < 20; i++) fn(); // warm-up
  let count = 0;
  const start = performance.now();
  let now = start;
  while (now - start < budgetMs) {
    fn();
    count++;
    if (count % 16 === 0) now = performance.now();
  }
  return (count * 1000) / (performance.now() - start);
}

/** The value below which a share `q` (0…1) of the sorted values lie: 0.5 the median, 0.99 the p99. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Median of unsorted values. */
export function median(values: readonly number[]): number {
  return quantile([...values].sort((a, b) => a - b), 0.5);
}

/** Median wall time in ms of `runs` calls of `fn`. */
export async function medianMs(fn: () => unknown | Promise<unknown>, runs = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return median(times);
}

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('it-IT', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
