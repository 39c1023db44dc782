/**
 * A least-recently-used cache of pure results (the same key always stands for the same value), for
 * work that callers ask again: the bodies' paths over a period, a natal chart's answer.
 */
export interface LruCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Forgets a key (a value that turned out not to be one: a failed computation's promise). */
  delete(key: string): void;
}

/** An LRU of at most `maxEntries` values: a Map keeps insertion order, so its first key is the least recently used. */
export function createLruCache<V>(maxEntries: number): LruCache<V> {
  const entries = new Map<string, V>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
