/**
 * Aspect rules: the aspects and their angles and sides (the spec's five, the minor ones, the
 * quintiles), matching two longitudes against them, applying or separating, and the spec's orb
 * filter for daily transits. The orb tables are in orbs.ts (docs/decisions/0004-orbs.md, 0054).
 */
import { separationDegrees, signedArcDegrees } from './angles.ts';
import type { BodyCode } from './bodies.ts';

/**
 * Every aspect Astrolabio knows, by angle (issue 25): the spec's five, the minor aspects
 * (semisextile 30°, semisquare 45°, sesquiquadrate 135°, quincunx 150°) and, as an option, the
 * quintile (72°) and biquintile (144°). The order is the one every list and sort uses.
 */
export const ALL_ASPECT_CODES = [
  'conjunction', 'semisextile', 'semisquare', 'sextile', 'quintile', 'square', 'trine',
  'sesquiquadrate', 'biquintile', 'quincunx', 'opposition',
] as const;
export type AspectCode = (typeof ALL_ASPECT_CODES)[number];

/** The spec's five aspects (section 3): the default set of every answer and view. */
export const ASPECT_CODES = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const satisfies readonly AspectCode[];
/** The minor aspects, off by default, on by choice in «Opzioni di calcolo». */
export const MINOR_ASPECT_CODES = ['semisextile', 'semisquare', 'sesquiquadrate', 'quincunx'] as const satisfies readonly AspectCode[];
/** The quintile family, a separate option. */
export const QUINTILE_ASPECT_CODES = ['quintile', 'biquintile'] as const satisfies readonly AspectCode[];

/** The default set of aspects, a copy of the spec's five in catalogue order. */
export const DEFAULT_ASPECT_CODES: readonly AspectCode[] = ASPECT_CODES;

/** The chosen aspects in catalogue order, without repeats. */
export function inAspectOrder(aspects: Iterable<AspectCode>): AspectCode[] {
  const chosen = new Set(aspects);
  return ALL_ASPECT_CODES.filter((a) => chosen.has(a));
}

/** Exact angle of each aspect, in degrees. */
export const ASPECT_ANGLE_DEG: Readonly<Record<AspectCode, number>> = {
  conjunction: 0,
  semisextile: 30,
  semisquare: 45,
  sextile: 60,
  quintile: 72,
  square: 90,
  trine: 120,
  sesquiquadrate: 135,
  biquintile: 144,
  quincunx: 150,
  opposition: 180,
};

/**
 * The sides of the aspects: the arc from a natal point to a transiting body where an aspect is
 * exact, degrees. Conjunction and opposition have one side; the others two (90° and 270°).
 */
export const ASPECT_SIDES_DEG = [
  0, 30, 45, 60, 72, 90, 120, 135, 144, 150, 180, 210, 216, 225, 240, 270, 288, 300, 315, 330,
] as const;
export type AspectSideDeg = (typeof ASPECT_SIDES_DEG)[number];

/** The sides of an aspect (ASPECT_SIDES_DEG): 90° and 270° for the square; one side for conjunction and opposition. */
export function aspectSidesDeg(aspect: AspectCode): AspectSideDeg[] {
  const angle = ASPECT_ANGLE_DEG[aspect];
  return ASPECT_SIDES_DEG.filter((side) => side === angle || side === 360 - angle);
}

/** The spec's groups of aspects (transits page presets). */
export const HARMONIOUS_ASPECTS: readonly AspectCode[] = ['conjunction', 'sextile', 'trine'];
export const TENSE_ASPECTS: readonly AspectCode[] = ['square', 'opposition'];
/** The aspect filters' quick choices (Armoniosi, Tesi, Tutti, Nessuno), on every transits page. */
export const ASPECT_PRESETS = {
  harmonious: HARMONIOUS_ASPECTS,
  tense: TENSE_ASPECTS,
  all: ASPECT_CODES,
  none: [],
} as const satisfies Record<string, readonly AspectCode[]>;
export type AspectPreset = keyof typeof ASPECT_PRESETS;

export interface AspectMatch {
  aspect: AspectCode;
  /** |separation − aspect angle|, in degrees, unrounded. */
  orb: number;
}

/** The orb of an aspect between two longitudes: |separation − aspect angle|, degrees, unrounded. */
export function aspectOrbDeg(aDeg: number, bDeg: number, aspect: AspectCode): number {
  return Math.abs(separationDegrees(aDeg, bDeg) - ASPECT_ANGLE_DEG[aspect]);
}

/**
 * Every aspect formed by two longitudes (degrees) within the orbs given, closest first.
 * `maxOrbDeg` is either one orb for all aspects or a table per aspect (orbs.ts: orbsForPair).
 */
export function aspectsBetween(
  aDeg: number,
  bDeg: number,
  maxOrbDeg: number | Readonly<Record<AspectCode, number>>,
  aspects: readonly AspectCode[] = ASPECT_CODES,
): AspectMatch[] {
  const matches: AspectMatch[] = [];
  for (const aspect of aspects) {
    const orb = aspectOrbDeg(aDeg, bDeg, aspect);
    const limit = typeof maxOrbDeg === 'number' ? maxOrbDeg : maxOrbDeg[aspect];
    if (orb <= limit) matches.push({ aspect, orb });
  }
  return matches.sort((x, y) => x.orb - y.orb);
}

/**
 * Whether an aspect is applying: its orb shrinking at this instant, from the two points' longitudes
 * (degrees) and speeds in longitude (degrees a day). A point that does not move (an angle of a natal
 * chart, see docs/decisions/0004-orbs.md) has speed 0. An exact aspect (orb 0), or two points
 * moving alike, is not applying: from there the orb can only grow or stay.
 */
export function isApplying(
  a: { longitude: number; speed: number },
  b: { longitude: number; speed: number },
  aspect: AspectCode,
): boolean {
  const arc = signedArcDegrees(a.longitude, b.longitude);
  // The separation |arc| changes at sign(arc) × (speed b − speed a); the orb |separation − angle|
  // at sign(separation − angle) times that.
  const separationRate = Math.sign(arc) * (b.speed - a.speed);
  const orbRate = Math.sign(Math.abs(arc) - ASPECT_ANGLE_DEG[aspect]) * separationRate;
  return orbRate < 0;
}

/** Slow transiting bodies get the spec's narrower daily-transit orb. */
const NARROW_DAILY_ORB_BODIES: readonly BodyCode[] = ['pluto', 'neptune'];
export const DAILY_TRANSIT_ORB_DEG = { narrow: 1, default: 2 } as const;

/**
 * The spec's orb filter for one day's transits (section 5): an orb of exactly 0 is kept; for
 * transiting Pluto and Neptune the orb must be above 0 and up to 1°, for the others above 0 and up
 * to 2°. `orbDeg` is the orb as reported (rounded to two decimals).
 */
export function passesDailyTransitOrbFilter(transitBody: BodyCode, orbDeg: number): boolean {
  if (orbDeg === 0) return true;
  const limit = NARROW_DAILY_ORB_BODIES.includes(transitBody)
    ? DAILY_TRANSIT_ORB_DEG.narrow
    : DAILY_TRANSIT_ORB_DEG.default;
  return orbDeg > 0 && orbDeg <= limit;
}
