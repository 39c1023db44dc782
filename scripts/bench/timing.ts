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

/** Median wall time in ms of `runs` calls of `fn`. */
export async function medianMs(fn: () => unknown | Promise<unknown>, runs = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('it-IT', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
