/**
 * A small seeded pseudo-random source for the sample data: the same seed and key give the same
 * numbers on every run and machine, so pages and tests can hold the generated rows.
 */

/** FNV-1a, 32 bits: a text key → a seed. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Numbers in [0, 1) from mulberry32 (Tommy Ettinger's 32-bit generator), seeded from `seed` and `key`. */
export function seededRandom(seed: number, key: string): () => number {
  let state = hash32(`${seed}|${key}`);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, n). */
export function randomIndex(random: () => number, n: number): number {
  return Math.floor(random() * n);
}
