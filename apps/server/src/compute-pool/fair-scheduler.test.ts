/**
 * The fair scheduler with hand-finished tasks (no threads): per-client cap, the free slot long
 * tasks leave, least-loaded-first round-robin, the longest queue losing first, aborts while
 * waiting, and Retry-After from the queue's work at the measured pace.
 */
import { describe, expect, test } from 'vitest';
import { FairScheduler, QueueFullError } from './fair-scheduler.ts';

const LONG = 3660;
const SHORT = 40;

function harness(options: Partial<ConstructorParameters<typeof FairScheduler>[0]> = {}) {
  const scheduler = new FairScheduler<string>({ slots: 2, maxWaiting: 8, maxInFlightPerClient: 2, longTaskCost: 400, initialMsPerCost: 0.3, ...options });
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const submit = (client: string, cost: number, name: string, signal?: AbortSignal) => scheduler.submit(client, cost, () => {
    started.push(name);
    return new Promise<string>((resolve) => finishers.set(name, () => resolve(name)));
  }, signal);
  const finish = async (name: string) => {
    finishers.get(name)!();
    await new Promise((r) => setImmediate(r));
  };
  return { scheduler, started, submit, finish };
}

describe('FairScheduler', () => {
  test('long tasks leave one slot free: another client\'s short task starts at once beside them', async () => {
    const h = harness();
    const a = [1, 2, 3, 4].map((i) => h.submit('a', LONG, `a${i}`));
    expect(h.started).toEqual(['a1']);
    const b = h.submit('b', SHORT, 'b1');
    expect(h.started).toEqual(['a1', 'b1']);
    await h.finish('b1');
    expect(await b).toBe('b1');
    await h.finish('a1');
    expect(h.started).toEqual(['a1', 'b1', 'a2']);
    for (const name of ['a2', 'a3', 'a4']) await h.finish(name);
    expect(await Promise.all(a)).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  test('a client has at most two running; the others\' tasks go round-robin, least loaded first', async () => {
    const h = harness({ slots: 4 });
    for (let i = 1; i <= 3; i++) void h.submit('a', SHORT, `a${i}`);
    expect(h.started).toEqual(['a1', 'a2']);
    void h.submit('b', SHORT, 'b1');
    void h.submit('b', SHORT, 'b2');
    void h.submit('b', SHORT, 'b3');
    expect(h.started).toEqual(['a1', 'a2', 'b1', 'b2']);
    void h.submit('c', SHORT, 'c1');
    await h.finish('a1');
    // a (one running) and c (none running) both wait: c is less loaded.
    expect(h.started.at(-1)).toBe('c1');
    await h.finish('b1');
    expect(h.started.at(-1)).toBe('a3');
  });

  test('a full queue: the client with the most waiting loses its newest task; a client that is that one is refused', async () => {
    const h = harness({ slots: 1, maxWaiting: 3 });
    const a = [1, 2, 3, 4].map((i) => h.submit('a', SHORT, `a${i}`));
    // a1 runs, a2–a4 wait: full.
    const b = h.submit('b', SHORT, 'b1');
    await expect(a[3]).rejects.toBeInstanceOf(QueueFullError);
    await expect(h.submit('a', SHORT, 'a5')).rejects.toBeInstanceOf(QueueFullError);
    for (const name of ['a1', 'b1', 'a2', 'a3']) await h.finish(name);
    expect(await b).toBe('b1');
    expect(h.started).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  test('a task whose client went away while it waited is skipped (null)', async () => {
    const h = harness({ slots: 1 });
    void h.submit('a', SHORT, 'a1');
    const gone = new AbortController();
    const waiting = h.submit('b', SHORT, 'b1', gone.signal);
    gone.abort();
    expect(await waiting).toBeNull();
    await h.finish('a1');
    expect(h.started).toEqual(['a1']);
    expect(h.scheduler.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  test('Retry-After is the work queued and running, at the pace measured, over the slots', async () => {
    const h = harness({ slots: 1, initialMsPerCost: 1 });
    void h.submit('a', 2000, 'a1');
    void h.submit('b', 3000, 'b1');
    // 5000 units at 1 ms each on one slot.
    expect(h.scheduler.retryAfterSeconds()).toBe(5);
    await h.finish('a1');
    // a1 took about no time: the pace fell, and so does the estimate.
    expect(h.scheduler.stats().msPerCost).toBeLessThan(1);
    expect(h.scheduler.retryAfterSeconds()).toBeLessThanOrEqual(3);
  });
});
