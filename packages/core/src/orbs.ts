/**
 * The orb tables: for every aspect the largest orb at which it counts, and a wider one when Sole or
 * Luna is one of the two points. One table for natal aspects, one for transits; the defaults and
 * their sources are in docs/decisions/0004-orbs.md and 0054-calculation-settings.md.
 */
import { ALL_ASPECT_CODES, type AspectCode } from './aspects.ts';
import type { PointCode } from './bodies.ts';

/** The orbs of one aspect, degrees. */
export interface AspectOrbs {
  /** Between any two points. */
  orbDeg: number;
  /** When Sole or Luna is one of the two points (luminaryOrbDeg ≥ orbDeg is usual, not required). */
  luminaryOrbDeg: number;
}
export type OrbTable = Readonly<Record<AspectCode, Readonly<AspectOrbs>>>;

/** The luminaries, whose aspects get the wider orb. */
export const LUMINARY_CODES: readonly PointCode[] = ['sun', 'moon'];

export function isLuminaryPair(a: PointCode, b: PointCode): boolean {
  return LUMINARY_CODES.includes(a) || LUMINARY_CODES.includes(b);
}

/**
 * Natal aspects, the defaults: the five majors keep the orbs they had before the table could be
 * edited (8° conjunction and opposition, 7° trine and square, 5° sextile); Sole and Luna get 2° more
 * on the majors and 1° more on the minor aspects (the common manuals' rule, decision 0054).
 */
export const DEFAULT_NATAL_ORBS: OrbTable = {
  conjunction: { orbDeg: 8, luminaryOrbDeg: 10 },
  semisextile: { orbDeg: 2, luminaryOrbDeg: 3 },
  semisquare: { orbDeg: 2, luminaryOrbDeg: 3 },
  sextile: { orbDeg: 5, luminaryOrbDeg: 7 },
  quintile: { orbDeg: 1, luminaryOrbDeg: 2 },
  square: { orbDeg: 7, luminaryOrbDeg: 9 },
  trine: { orbDeg: 7, luminaryOrbDeg: 9 },
  sesquiquadrate: { orbDeg: 2, luminaryOrbDeg: 3 },
  biquintile: { orbDeg: 1, luminaryOrbDeg: 2 },
  quincunx: { orbDeg: 3, luminaryOrbDeg: 4 },
  opposition: { orbDeg: 8, luminaryOrbDeg: 10 },
};

/** Accepted range of every natal orb, degrees (inclusive). */
export const NATAL_ORB_RANGE_DEG = { min: 0, max: 15 } as const;

/** One orb for every aspect and both columns: the transits' maxOrb. */
export function uniformOrbTable(orbDeg: number): OrbTable {
  return Object.fromEntries(ALL_ASPECT_CODES.map((a) => [a, { orbDeg, luminaryOrbDeg: orbDeg }])) as Record<AspectCode, AspectOrbs>;
}

/** A table with some aspects' orbs replaced; the others as in `base`. */
export function withOrbs(base: OrbTable, changes: Partial<Record<AspectCode, Partial<AspectOrbs>>>): OrbTable {
  const out = { ...base } as Record<AspectCode, AspectOrbs>;
  for (const a of ALL_ASPECT_CODES) {
    const c = changes[a];
    if (c) out[a] = { ...base[a], ...c };
  }
  return out;
}

/** The largest orb of an aspect between two points (degrees): the luminary column when Sole or Luna is one of them. */
export function orbLimitDeg(table: OrbTable, aspect: AspectCode, a: PointCode, b: PointCode): number {
  return isLuminaryPair(a, b) ? table[aspect].luminaryOrbDeg : table[aspect].orbDeg;
}

/** The table's orbs between two points neither of which is Sole or Luna: one orb per aspect. */
export function plainOrbsDeg(table: OrbTable): Record<AspectCode, number> {
  return Object.fromEntries(ALL_ASPECT_CODES.map((x) => [x, table[x].orbDeg])) as Record<AspectCode, number>;
}

type PairOrbs = Readonly<Record<AspectCode, number>>;

/**
 * Each table's two per-pair records (plain, with a luminary), made once: a natal chart asks for
 * the ~150 pairs' orbs, and building a record per pair was the hottest function of a chart
 * (a fifth of its time, issue 23's profile). Tables are immutable, so a table object is its key.
 */
const pairOrbsByTable = new WeakMap<OrbTable, { plain: PairOrbs; luminary: PairOrbs }>();

/** Every aspect's largest orb between two points, for aspectsBetween (shared: do not modify). */
export function orbsForPair(table: OrbTable, a: PointCode, b: PointCode): PairOrbs {
  let both = pairOrbsByTable.get(table);
  if (both === undefined) {
    both = {
      plain: Object.fromEntries(ALL_ASPECT_CODES.map((x) => [x, table[x].orbDeg])) as PairOrbs,
      luminary: Object.fromEntries(ALL_ASPECT_CODES.map((x) => [x, table[x].luminaryOrbDeg])) as PairOrbs,
    };
    pairOrbsByTable.set(table, both);
  }
  return isLuminaryPair(a, b) ? both.luminary : both.plain;
}

/** The widest orb of a table over some aspects, degrees (0 with no aspect). */
export function widestOrbDeg(table: OrbTable, aspects: readonly AspectCode[]): number {
  let widest = 0;
  for (const a of aspects) widest = Math.max(widest, table[a].orbDeg, table[a].luminaryOrbDeg);
  return widest;
}

/** Two tables give the same orbs to the aspects listed. */
export function sameOrbs(x: OrbTable, y: OrbTable, aspects: readonly AspectCode[] = ALL_ASPECT_CODES): boolean {
  return aspects.every((a) => x[a].orbDeg === y[a].orbDeg && x[a].luminaryOrbDeg === y[a].luminaryOrbDeg);
}
