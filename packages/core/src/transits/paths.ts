/**
 * The part of a transit run that does not depend on the natal chart: each transiting body's
 * sampled track over the period, the intervals where it is near the Sun, and its stations. It is
 * the bulk of the ephemeris work, so a server can keep it in a small cache and share it between
 * every chart asked about the same period.
 */
import type { PointKinds } from '../bodies.ts';
import { createLruCache, type LruCache } from '../lru-cache.ts';
import { DAILY_POSITION_UT_HOUR } from '../daily-positions.ts';
import type { BodyPosition, Ephemeris } from '../ephemeris.ts';
import { chartBodyPosition } from '../positions.ts';
import type { TransitBodyCode } from './bodies.ts';
import { nearSunIntervals, sampleStepDays } from './sampling.ts';
import { findStations, type Station } from './stations.ts';
import { intervalCount, sampleJd, sampleTracks, type BodyTrack } from './track.ts';

export interface BodyPath {
  track: BodyTrack;
  /** Per sample interval: 1 where the body is near the Sun and interpolated instants are polished. */
  nearSun: Uint8Array;
  /**
   * Stations over the whole sampled span (a little beyond the period), in time order: records
   * keep those of their stretch, and polishing a crossing next to the period's ends needs them too.
   */
  stations: readonly Station[];
  /** The same instants (JD UT), for the polish step. */
  stationJds: readonly number[];
}

/** Computed paths by key; an LRU of a few periods is plenty (see createPathCache). */
export type PathCache = LruCache<BodyPath>;

/** A least-recently-used cache of body paths (a year of all 13 bodies is about 200 kB): eight periods. */
export function createPathCache(maxEntries = 13 * 8): PathCache {
  return createLruCache<BodyPath>(maxEntries);
}

/**
 * The paths of `bodies` over [jdStart, jdEnd): from the cache when there, otherwise sampled
 * together (bodies computed at the same instant share the ephemeris' work) and then cached.
 * Grids are anchored at the hour of the daily positions, so daily bodies have a sample there.
 */
export function bodyPaths(
  ephemeris: Ephemeris,
  bodies: readonly TransitBodyCode[],
  kinds: PointKinds,
  jdStart: number,
  jdEnd: number,
  cache?: PathCache,
): Map<TransitBodyCode, BodyPath> {
  const keyOf = (body: TransitBodyCode) => `${body}|${kinds.node}|${kinds.lilith}|${jdStart}|${jdEnd}`;
  const paths = new Map<TransitBodyCode, BodyPath>();
  // The Sun's track tells when a planet is near it, so it is always needed.
  const wanted: TransitBodyCode[] = bodies.includes('sun') ? [...bodies] : ['sun', ...bodies];
  for (const body of wanted) {
    const cached = cache?.get(keyOf(body));
    if (cached) paths.set(body, cached);
  }
  const missing = wanted.filter((b) => !paths.has(b));
  if (missing.length === 0) return paths;

  const anchorJd = Math.floor(jdStart - 0.5) + 0.5 + DAILY_POSITION_UT_HOUR / 24;
  const tracks = sampleTracks(ephemeris, missing.map((body) => ({ body, stepDays: sampleStepDays(body, kinds) })), kinds, jdStart, jdEnd, anchorJd);
  const sunTrack = paths.get('sun')?.track ?? tracks[missing.indexOf('sun')]!;
  for (const track of tracks) {
    const position = (jd: number): BodyPosition => chartBodyPosition(ephemeris, jd, track.body, kinds);
    const stations = findStations(position, track, track.jdFirst, sampleJd(track, intervalCount(track)));
    const path: BodyPath = {
      track,
      nearSun: nearSunIntervals(track, sunTrack),
      stations,
      stationJds: stations.map((s) => s.jd),
    };
    paths.set(track.body, path);
    cache?.set(keyOf(track.body), path);
  }
  return paths;
}
