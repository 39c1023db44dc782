/**
 * Stations of a transiting body: the instants its speed in longitude crosses zero (it turns
 * retrograde or direct). Located on the sampled track, refined on the ephemeris speed by the
 * engine's one polish step (polish.ts).
 */
import type { BodyPosition } from '../ephemeris.ts';
import { turningPoints } from './crossings.ts';
import { polishRoot } from './polish.ts';
import { accelerationAt, hermiteCoefficients, intervalCount, sampleJd, type BodyTrack } from './track.ts';

export type StationKind = 'retrograde' | 'direct';

export interface Station {
  /** Julian day (UT) of zero speed. */
  jd: number;
  /** 'retrograde' when the body turns backwards (speed + → −), 'direct' when it turns forwards. */
  kind: StationKind;
}

/**
 * Zero of the ephemeris speed in [a, b] (speeds va, vb of opposite signs, read from exact samples
 * or the ephemeris), from the interpolated guess: secant steps starting along the track's
 * acceleration, else the search on [a, b].
 */
function refineStation(
  speed: (jd: number) => number,
  track: BodyTrack,
  guess: number,
  a: number,
  b: number,
  va: number,
  vb: number,
): number {
  return polishRoot((jd) => ({ value: speed(jd) }), guess, {
    window: [a, b],
    slopeGuess: accelerationAt(track, guess),
    locate: () => ({ kind: 'bracket', a, b, fa: va, fb: vb }),
  });
}

/**
 * Every station of the track's body strictly inside (jdFrom, jdTo), in time order. A sign change
 * of the sampled speed brackets one station; two turning points of the interpolation inside one
 * interval (a brief reversal between samples, seen with the true node) are checked with one more
 * ephemeris call at their midpoint.
 */
export function findStations(
  position: (jd: number) => BodyPosition,
  track: BodyTrack,
  jdFrom: number,
  jdTo: number,
): Station[] {
  const stations: Station[] = [];
  const speed = (jd: number) => position(jd).speed;
  const h = track.stepDays;
  for (let i = 0; i < intervalCount(track); i++) {
    const a = sampleJd(track, i);
    const b = a + h;
    if (b <= jdFrom) continue;
    if (a >= jdTo) break;
    const va = track.speed[i]!;
    const vb = track.speed[i + 1]!;
    const turns = turningPoints(hermiteCoefficients(track, i)).map((u) => a + u * h);
    const found: Station[] = [];
    if ((va < 0) !== (vb < 0)) {
      const guess = turns.length === 1 ? turns[0]! : (a + b) / 2;
      found.push({ jd: refineStation(speed, track, guess, a, b, va, vb), kind: va < 0 ? 'direct' : 'retrograde' });
    } else if (turns.length === 2) {
      const mid = (turns[0]! + turns[1]!) / 2;
      const vm = speed(mid);
      if ((vm < 0) !== (va < 0)) {
        found.push({ jd: refineStation(speed, track, turns[0]!, a, mid, va, vm), kind: va < 0 ? 'direct' : 'retrograde' });
        found.push({ jd: refineStation(speed, track, turns[1]!, mid, b, vm, vb), kind: vm < 0 ? 'direct' : 'retrograde' });
      }
    }
    for (const s of found) if (s.jd > jdFrom && s.jd < jdTo) stations.push(s);
  }
  return stations;
}
