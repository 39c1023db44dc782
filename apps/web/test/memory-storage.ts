/** For the view-model tests, which run in Node: a Storage kept in memory, with an optional quota. */
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
