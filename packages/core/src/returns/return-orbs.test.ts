/**
 * Return-to-natal aspects use the return orb table, not the natal one: an aspect a natal reading
 * would keep at 3°–4° is left out, a close one kept, and a table asked for (with a wider Sole/Luna
 * column) is the one applied.
 */
import { describe, expect, test } from 'vitest';
import { POINT_CODES, type PointCode } from '../bodies.ts';
import { DEFAULT_NATAL_ORBS, withOrbs } from '../orbs.ts';
import { DEFAULT_RETURN_ORBS, RETURN_ORB_RANGE_DEG } from './return-orbs.ts';
import { returnToNatalAspects } from './return-chart.ts';

/** Every point at `fillDeg`, then the ones given. */
function points(fillDeg: number, at: Partial<Record<PointCode, number>>): Record<PointCode, number> {
  return { ...(Object.fromEntries(POINT_CODES.map((p) => [p, fillDeg])) as Record<PointCode, number>), ...at };
}

// The return's points sit at 200° unless placed, the natal ones at 330°: 130° apart, no aspect of
// the five within 10°; with the return table only the pairs placed here are in aspect.
const RETURN = points(200, { mars: 100, jupiter: 10, sun: 0, saturn: 50 });
const NATAL = points(330, { saturn: 194, mercury: 71, moon: 3.5, venus: 52.9 });

const pair = (rows: ReturnType<typeof returnToNatalAspects>, r: PointCode, n: PointCode) =>
  rows.filter((a) => a.returnPoint === r && a.natalPoint === n).map((a) => [a.aspect, a.orb]);

describe('returnToNatalAspects with the return orb table', () => {
  const withReturnOrbs = returnToNatalAspects(RETURN, NATAL);
  const withNatalOrbs = returnToNatalAspects(RETURN, NATAL, DEFAULT_NATAL_ORBS);

  test('a square at 4° (Marte RS – Saturno natale): the natal table keeps it, the return table leaves it out', () => {
    expect(pair(withNatalOrbs, 'mars', 'saturn')).toEqual([['square', 4]]);
    expect(pair(withReturnOrbs, 'mars', 'saturn')).toEqual([]);
  });

  test('a conjunction at 3.5° with a luminary (Sole RS – Luna natale): no wider orb for Sole and Luna in a return', () => {
    expect(pair(withNatalOrbs, 'sun', 'moon')).toEqual([['conjunction', 3.5]]);
    expect(pair(withReturnOrbs, 'sun', 'moon')).toEqual([]);
  });

  test('close aspects are kept: a sextile at 1° and a conjunction at 2.9°', () => {
    expect(pair(withReturnOrbs, 'jupiter', 'mercury')).toEqual([['sextile', 1]]);
    expect(pair(withReturnOrbs, 'saturn', 'venus')).toEqual([['conjunction', 2.9]]);
  });

  test('nothing but the placed pairs: the return table gives exactly the two close aspects', () => {
    expect(withReturnOrbs.map((a) => `${a.returnPoint}-${a.natalPoint}`).sort()).toEqual(['jupiter-mercury', 'saturn-venus']);
  });

  test('a table asked for is the one applied, its Sole/Luna column included', () => {
    const wider = withOrbs(DEFAULT_RETURN_ORBS, { conjunction: { luminaryOrbDeg: 4 }, square: { orbDeg: 4 } });
    const rows = returnToNatalAspects(RETURN, NATAL, wider);
    expect(pair(rows, 'sun', 'moon')).toEqual([['conjunction', 3.5]]);
    expect(pair(rows, 'mars', 'saturn')).toEqual([['square', 4]]);
  });

  test('the defaults: tighter than the natal table for every aspect, Sole and Luna no wider, within the accepted range', () => {
    for (const [aspect, o] of Object.entries(DEFAULT_RETURN_ORBS)) {
      const natal = DEFAULT_NATAL_ORBS[aspect as keyof typeof DEFAULT_NATAL_ORBS];
      expect(o.orbDeg, aspect).toBeLessThanOrEqual(natal.orbDeg);
      expect(o.luminaryOrbDeg, aspect).toBe(o.orbDeg);
      expect(o.orbDeg).toBeGreaterThanOrEqual(RETURN_ORB_RANGE_DEG.min);
      expect(o.orbDeg).toBeLessThanOrEqual(RETURN_ORB_RANGE_DEG.max);
    }
  });
});
