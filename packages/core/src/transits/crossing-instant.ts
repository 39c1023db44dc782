/**
 * The instant a body's longitude crosses a level, as the engine reports it: the interpolated one
 * where the interpolation error bound vouches for it to the polish tolerance, otherwise polished
 * on the ephemeris. One rule for aspect points, orb edges and house cusps alike.
 */
import { ARCSECONDS_PER_DEGREE } from '../angles.ts';
import type { BodyPosition, Ephemeris } from '../ephemeris.ts';
import { chartBodyPosition } from '../positions.ts';
import { polishCrossing, type CrossingContext, type LevelCrossing } from './crossings.ts';
import type { BodyPath } from './paths.ts';
import { POLISH_TOLERANCE_SECONDS } from './polish.ts';
import { interpolationErrorBoundArcsec } from './sampling.ts';
import { SECONDS_PER_DAY } from '../search.ts';

const POLISH_TOLERANCE_DAYS = POLISH_TOLERANCE_SECONDS / SECONDS_PER_DAY;

/** For one body's path: (level in degrees, crossing on its track) → Julian day UT of the crossing. */
export function crossingInstants(path: BodyPath, ephemeris: Ephemeris): (levelDeg: number, c: Readonly<LevelCrossing>) => number {
  const { track, nearSun, stationJds } = path;
  const position = (jd: number): BodyPosition => chartBodyPosition(ephemeris, jd, track.body, track.kinds);
  const boundDeg = interpolationErrorBoundArcsec(track.body, track.kinds) / ARCSECONDS_PER_DEGREE;
  const near: CrossingContext = { position, track, stationJds, strict: true };
  const far: CrossingContext = { position, track, stationJds, strict: false };
  return (levelDeg, c) => {
    const nearTheSun = nearSun[c.interval] === 1;
    // Error bound / speed = the time error of the interpolated instant.
    if (!nearTheSun && boundDeg < POLISH_TOLERANCE_DAYS * Math.abs(c.speed)) return c.jd;
    return polishCrossing(levelDeg, c, nearTheSun ? near : far);
  };
}
