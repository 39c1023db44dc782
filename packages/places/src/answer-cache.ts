/**
 * A small least-recently-used cache with an age limit, for the external geocoder's answers: with
 * a key each call costs money upstream, and the same few names are asked again and again (issue 22).
 */
export interface AnswerCacheOptions {
  maxEntries: number;
  maxAgeMs: number;
  /** The clock (tests); Date.now by default. */
  nowMs?: () => number;
}

export interface AnswerCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export function createAnswerCache<T>(options: AnswerCacheOptions): AnswerCache<T> {
  const now = options.nowMs ?? Date.now;
  // A Map iterates in insertion order: the first key is the least recently used.
  const entries = new Map<string, { value: T; storedMs: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.storedMs > options.maxAgeMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, storedMs: now() });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
