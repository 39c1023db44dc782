/** For the view-model tests, which run in Node: a Storage kept in memory, with an optional quota. */
import { afterEach, beforeEach, vi } from 'vitest';
import { chartIdOf } from '../src/features/transits/model/chart-identity.ts';

export function memoryStorage(quotaChars = Number.POSITIVE_INFINITY): Storage {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem(k, v) {
      const before = items.get(k);
      items.set(k, String(v));
      if (used() > quotaChars) {
        if (before === undefined) items.delete(k);
        else items.set(k, before);
        throw new DOMException('quota', 'QuotaExceededError');
      }
    },
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

/** In the enclosing describe: each test starts on an empty memory Storage of this quota as localStorage. */
export function withMemoryStorage(quotaChars?: number): void {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage(quotaChars)));
  afterEach(() => vi.unstubAllGlobals());
}

/** Two charts of the same birth instant in two places (Roma, Milano): what one keeps, the other must not see. */
export const MARIO = chartIdOf({ ut: '1990-01-01T11:00:00Z', latitude: 41.902782, longitude: 12.496366 });
export const LUCIA = chartIdOf({ ut: '1990-01-01T11:00:00Z', latitude: 45.4642, longitude: 9.19 });
