/**
 * Whether the subscribers' database takes writes, learnt from every use of it (issue 33): the first
 * failure is said once (with its error), the failures after it are not, and the first write that
 * succeeds again says the end once — a Postgres outage is two log lines, not a stack per request.
 * /api/health reads the same state: 503 from the moment a write fails, 200 again when one succeeds.
 */
import type { SubscriberStore } from './subscriber-store.ts';

export interface WriteAvailability {
  /** How many uses have failed since start: a readiness answer made before the latest one is stale. */
  readonly failures: number;
  /** undefined while writes work; otherwise since when (epoch ms) they fail. */
  readonly downSinceMs: number | undefined;
}

export interface AvailabilityEvents {
  /** The first failure after a time when writes worked: said once, with the error. */
  onDown(err: unknown): void;
  /** A failure while already down: worth a debug line at most. */
  onStillDown?(err: unknown): void;
  /** A write succeeded after failures: the outage is over. */
  onUp(downForMs: number): void;
}

/** The store's methods that only read: their success proves nothing about writes. */
const READS = new Set<string>(['list', 'backup', 'close']);

export interface WatchedStore {
  /** The same store, each call reported to the watch. */
  store: SubscriberStore;
  availability: WriteAvailability;
  /** A failure seen outside a call (a Postgres connection broke while idle). */
  failed(err: unknown): void;
}

export function watchWrites(store: SubscriberStore, events: AvailabilityEvents, nowMs: () => number = Date.now): WatchedStore {
  const state = { failures: 0, downSinceMs: undefined as number | undefined };
  const failed = (err: unknown) => {
    state.failures++;
    if (state.downSinceMs === undefined) {
      state.downSinceMs = nowMs();
      events.onDown(err);
    } else {
      events.onStillDown?.(err);
    }
  };
  const succeeded = () => {
    if (state.downSinceMs === undefined) return;
    const downForMs = nowMs() - state.downSinceMs;
    state.downSinceMs = undefined;
    events.onUp(downForMs);
  };
  const watched: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(store)) {
    if (typeof value !== 'function' || name === 'close') {
      watched[name] = value;
      continue;
    }
    const method = value as (...args: unknown[]) => Promise<unknown>;
    watched[name] = async (...args: unknown[]) => {
      try {
        const result = await method(...args);
        if (!READS.has(name)) succeeded();
        return result;
      } catch (err) {
        failed(err);
        throw err;
      }
    };
  }
  return { store: watched as unknown as SubscriberStore, availability: state, failed };
}
