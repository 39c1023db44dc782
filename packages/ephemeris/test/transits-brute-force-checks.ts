/**
 * The transit engine against a brute force on the same ephemeris, for a year, any natal points (a
 * natal chart's, a composite's): every body is scanned densely (the Moon hourly, the others every 3
 * hours), every sign change of the arc to each aspect point is bisected on the ephemeris. No exact
 * hit may be missed or invented; each must agree within 1 second; so must the orb edges and the
 * ingresses into the houses (the crossings of the cusps). Used by the *-brute-force tests.
 */
import { describe, expect, test } from 'vitest';
import {
  aspectSidesDeg,
  ASPECT_CODES,
  chartBodyPosition,
  computeHouseIngresses,
  computeTransits,
  DEFAULT_POINT_KINDS,
  epochMsToJulianDay,
  normalizeDegrees,
  POINT_CODES,
  signedArcDegrees,
  type Ephemeris,
  type NatalPoints,
  type TransitBodyCode,
} from '@astrolabio/core';

export const TOLERANCE_SECONDS = 1;
const MAX_ORB = 3;

/** Every instant in (jdStart, jdEnd) where the body's longitude crosses `levelDeg`, by scan and bisection. */
function bruteCrossings(lon: (jd: number) => number, samples: { jd: number; lon: number }[], levelDeg: number, jdStart: number, jdEnd: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    let ga = signedArcDegrees(levelDeg, a.lon);
    const gb = signedArcDegrees(levelDeg, b.lon);
    if ((ga < 0) === (gb < 0) || Math.abs(ga - gb) > 90) continue;
    let lo = a.jd;
    let hi = b.jd;
    while ((hi - lo) * 86_400 > 0.01) {
      const mid = (lo + hi) / 2;
      const gm = signedArcDegrees(levelDeg, lon(mid));
      if ((gm < 0) === (ga < 0)) {
        lo = mid;
        ga = gm;
      } else hi = mid;
    }
    const jd = (lo + hi) / 2;
    if (jd > jdStart && jd < jdEnd) out.push(jd);
  }
  return out;
}

export interface BruteForceCase {
  /** What the describe block says: whose points, which period. */
  title: string;
  natal: NatalPoints;
  jdStart: number;
  jdEnd: number;
  bodies: readonly TransitBodyCode[];
}

/** The describe block of one case: per body, the house ingresses and the exact hits and orb edges. */
export function describeTransitsBruteForce(ephemeris: Ephemeris, c: BruteForceCase): void {
  const { natal, jdStart, jdEnd } = c;
  describe(`${c.title}, ${c.bodies.length} × 16 × 5 (tolerance ${TOLERANCE_SECONDS} s)`, () => {
    const records = computeTransits({ natal, jdStart, jdEnd, maxOrbDeg: MAX_ORB }, ephemeris);
    const houses = computeHouseIngresses({ natal, jdStart, jdEnd }, ephemeris);

    /** The body's longitude every hour (the Moon) or every 3 hours, over the period and a step beyond. */
    function scan(body: TransitBodyCode) {
      const lon = (jd: number) => chartBodyPosition(ephemeris, jd, body, DEFAULT_POINT_KINDS).longitude;
      const step = body === 'moon' ? 1 / 24 : 1 / 8;
      const samples: { jd: number; lon: number }[] = [];
      for (let jd = jdStart; jd <= jdEnd + step; jd += step) samples.push({ jd, lon: lon(jd) });
      return { lon, samples };
    }

    test.each(c.bodies.map((b) => [b] as const))('%s: the same house ingresses', (body: TransitBodyCode) => {
      const { lon, samples } = scan(body);
      const reference = natal.cusps.flatMap((cusp) => bruteCrossings(lon, samples, cusp, jdStart, jdEnd)).sort((a, b) => a - b);
      const mine = houses.find((h) => h.transitBody === body)!.ingresses.map((i) => epochMsToJulianDay(i.timeMs));
      expect(mine.length).toBe(reference.length);
      const worst = Math.max(0, ...mine.map((jd, i) => Math.abs(jd - reference[i]!) * 86_400));
      expect(worst).toBeLessThanOrEqual(TOLERANCE_SECONDS);
      console.log(`${body}: ${mine.length} house ingresses, worst ${worst.toFixed(3)} s`);
    }, 60_000);

    test.each(c.bodies.map((b) => [b] as const))('%s: the same exact hits and orb edges', (body: TransitBodyCode) => {
      const { lon, samples } = scan(body);
      let compared = 0;
      let worstSeconds = 0;
      for (const target of POINT_CODES) {
        for (const aspect of ASPECT_CODES) {
          for (const angle of aspectSidesDeg(aspect)) {
            const point = normalizeDegrees(natal.longitudes[target]! + angle);
            const mine = records.filter((r) => r.transitBody === body && r.natalPoint === target && r.aspect === aspect && r.angleDeg === angle);
            const label = `${body} ${aspect} ${angle}° ${target}`;
            const check = (engineMs: number[], reference: number[], what: string) => {
              const engineJd = engineMs.map(epochMsToJulianDay).sort((a, b) => a - b);
              expect(engineJd.length, `${label}: ${what}`).toBe(reference.length);
              engineJd.forEach((jd, i) => {
                const seconds = Math.abs(jd - reference[i]!) * 86_400;
                worstSeconds = Math.max(worstSeconds, seconds);
                expect(seconds, `${label}: ${what} #${i + 1}`).toBeLessThanOrEqual(TOLERANCE_SECONDS);
              });
              compared += reference.length;
            };
            check(mine.flatMap((r) => r.exactMs), bruteCrossings(lon, samples, point, jdStart, jdEnd), 'exact');
            const edges = [normalizeDegrees(point - MAX_ORB), normalizeDegrees(point + MAX_ORB)]
              .flatMap((level) => bruteCrossings(lon, samples, level, jdStart, jdEnd)).sort((a, b) => a - b);
            check(mine.flatMap((r) => [...(r.clippedStart ? [] : [r.startMs]), ...(r.clippedEnd ? [] : [r.endMs])]), edges, 'orb edges');
          }
        }
      }
      expect(compared).toBeGreaterThan(0);
      console.log(`${body}: ${compared} instants, worst ${worstSeconds.toFixed(3)} s`);
    }, 60_000);
  });
}
