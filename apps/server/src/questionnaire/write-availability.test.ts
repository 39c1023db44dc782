/** The watch on the subscribers' writes: an outage said once, its end once; reads prove nothing. */
import { describe, expect, test } from 'vitest';
import { openSqliteSubscriberStore } from './sqlite-subscribers.ts';
import { watchWrites } from './write-availability.ts';

describe('watchWrites', () => {
  test('first failure: onDown once; more failures: onStillDown; a write that succeeds: onUp once, with the outage\'s length', async () => {
    const inner = openSqliteSubscriberStore(':memory:');
    let failing = false;
    const flaky = {
      ...inner,
      add: async (...args: Parameters<typeof inner.add>) => {
        if (failing) throw new Error('database is down');
        return inner.add(...args);
      },
    };
    let clockMs = 1000;
    const said: string[] = [];
    const watched = watchWrites(flaky, {
      onDown: (err) => said.push(`down: ${(err as Error).message}`),
      onStillDown: () => said.push('still down'),
      onUp: (ms) => said.push(`up after ${ms} ms`),
    }, () => clockMs);

    expect(await watched.store.add('a@esempio.it')).toBe('added');
    expect(watched.availability).toEqual({ failures: 0, downSinceMs: undefined });
    failing = true;
    for (let i = 0; i < 3; i++) await expect(watched.store.add(`b${i}@esempio.it`)).rejects.toThrow('database is down');
    expect(watched.availability).toEqual({ failures: 3, downSinceMs: 1000 });
    // A read that works says nothing about writes.
    expect(await watched.store.list()).toHaveLength(1);
    expect(watched.availability.downSinceMs).toBe(1000);
    clockMs = 8000;
    failing = false;
    expect(await watched.store.add('c@esempio.it')).toBe('added');
    expect(await watched.store.add('d@esempio.it')).toBe('added');
    expect(said).toEqual(['down: database is down', 'still down', 'still down', 'up after 7000 ms']);
    expect(watched.availability).toEqual({ failures: 3, downSinceMs: undefined });
    await watched.store.close();
  });

  test('a failure seen outside a call (a broken idle connection) counts as the outage\'s start', async () => {
    const said: string[] = [];
    const watched = watchWrites(openSqliteSubscriberStore(':memory:'), { onDown: () => said.push('down'), onUp: () => said.push('up') });
    watched.failed(new Error('Connection terminated unexpectedly'));
    watched.failed(new Error('Connection terminated unexpectedly'));
    await watched.store.check();
    expect(said).toEqual(['down', 'up']);
    await watched.store.close();
  });
});
