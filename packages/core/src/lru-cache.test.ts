/** createLruCache: the least recently used entry goes first; a deleted key is forgotten. */
import { describe, expect, test } from 'vitest';
import { createLruCache } from './lru-cache.ts';

describe('createLruCache', () => {
  test('keeps at most maxEntries, dropping the least recently used (a get counts as a use)', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  test('delete forgets a key and leaves the others', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    cache.delete('missing');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
  });
});
