/**
 * The return orb table: the largest orb at which an aspect from a solar or lunar return's point to a
 * natal point counts. Tighter than the natal table, and no wider for Sole and Luna; the defaults are
 * a choice, explained with what was found in docs/decisions/0092-return-orbs.md.
 */
import { NATAL_ORB_RANGE_DEG, type OrbTable } from '../orbs.ts';

/**
 * Return-to-natal aspects, the defaults: 3° for the conjunction, square, trine and opposition (the
 * transit tables' own maximum orb: a return chart is the sky of one instant laid over the natal
 * chart), 2° for the sextile, 1° for every minor aspect; the same with Sole or Luna in the pair.
 */
export const DEFAULT_RETURN_ORBS: OrbTable = {
  conjunction: { orbDeg: 3, luminaryOrbDeg: 3 },
  semisextile: { orbDeg: 1, luminaryOrbDeg: 1 },
  semisquare: { orbDeg: 1, luminaryOrbDeg: 1 },
  sextile: { orbDeg: 2, luminaryOrbDeg: 2 },
  quintile: { orbDeg: 1, luminaryOrbDeg: 1 },
  square: { orbDeg: 3, luminaryOrbDeg: 3 },
  trine: { orbDeg: 3, luminaryOrbDeg: 3 },
  sesquiquadrate: { orbDeg: 1, luminaryOrbDeg: 1 },
  biquintile: { orbDeg: 1, luminaryOrbDeg: 1 },
  quincunx: { orbDeg: 1, luminaryOrbDeg: 1 },
  opposition: { orbDeg: 3, luminaryOrbDeg: 3 },
};

/** Accepted range of every return orb, degrees (inclusive): the natal table's. */
export const RETURN_ORB_RANGE_DEG = NATAL_ORB_RANGE_DEG;
