/**
 * Progressions' and solar arc directions' exact dates against a brute force on the same ephemeris:
 * for each moving point, its longitude computed afresh (no sampled track, no interpolation) every
 * 30 days of a hundred years, each aspect level crossed between two samples bisected to one second,
 * and each crossing found by the modules within the stated tolerance, none missed or invented.
 *
 * Tolerances: progressed bodies come from the transit engine on symbolic time, precise to 1 s
 * there, which a day for a year makes 365 s on the calendar: 7 minutes. Progressed angles and
 * directions are searched on the calendar to 1 s, on the Sun's longitude (directions) or right
 * ascension (angles) sampled once a symbolic day, whose interpolation error (under 0.001″) a day
 * for a year makes seconds: 15 s (measured ≤ 7 s).
 */
import { describe, expect, it } from 'vitest';
import {
  aspectSidesDeg,
  ASPECT_CODES,
  computeNatalChart,
  computeProgressions,
  computeSolarArcDirections,
  createPathCache,
  localTimeToJulianDay,
  natalPointsOf,
  normalizeDegrees,
  POINT_CODES,
  progressedJulianDay,
  progressedPositionsAt,
  type AspectTimingRecord,
  type PointCode,
} from '@astrolabio/core';
import { openSwissEphemeris } from '../src/index.ts';

const ephemeris = openSwissEphemeris();
const natalJd = localTimeToJulianDay({ year: 1990, month: 1, day: 1, hour: 12, minute: 0, second: 0 }, 1);
const place = { latitudeDeg: 41.9028, longitudeDeg: 12.4964 };
const chart = computeNatalChart({ jdUt: natalJd, latitude: place.latitudeDeg, longitude: place.longitudeDeg }, ephemeris);
const natal = natalPointsOf(chart);
const jdStart = natalJd + 1;
const jdEnd = jdStart + 36_500;
const SCAN_STEP_DAYS = 30;
const SECOND_DAYS = 1 / 86_400;

interface Hit { moving: PointCode; natalPoint: PointCode; side: number; jd: number }

/** Every instant `lon(t)` reaches a natal point + aspect side, by scan and bisection on the function itself. */
function bruteForceHits(moving: PointCode, lon: (jd: number) => number, from = jdStart, to = jdEnd): Hit[] {
  // A point's own conjunction counts too: it is exact at birth, before the period, and again only
  // when a retrograde loop (Mercury, Venus) or a whole cycle (the Moon, 27 years) brings it back.
  const targets = POINT_CODES.flatMap((natalPoint) => ASPECT_CODES.flatMap((aspect) => aspectSidesDeg(aspect).map((side) => ({ natalPoint, side }))));
  const arcOf = (longitude: number, target: number) => {
    const d = normalizeDegrees(longitude - target);
    return d > 180 ? d - 360 : d;
  };
  const arc = (jd: number, target: number) => arcOf(lon(jd), target);
  const hits: Hit[] = [];
  let t0 = from;
  let lon0 = lon(t0);
  while (t0 < to) {
    const t1 = Math.min(t0 + SCAN_STEP_DAYS, to);
    const lon1 = lon(t1);
    for (const t of targets) {
      const target = normalizeDegrees(natal.longitudes[t.natalPoint]! + t.side);
      const [a, b] = [arcOf(lon0, target), arcOf(lon1, target)];
      if ((a < 0) === (b < 0) || Math.abs(a - b) > 90 || b === 0) continue;
      let [lo, hi, flo] = [t0, t1, a];
      while (hi - lo > SECOND_DAYS) {
        const mid = (lo + hi) / 2;
        const fm = arc(mid, target);
        if ((fm < 0) === (flo < 0)) [lo, flo] = [mid, fm];
        else hi = mid;
      }
      hits.push({ moving, natalPoint: t.natalPoint, side: t.side, jd: (lo + hi) / 2 });
    }
    t0 = t1;
    lon0 = lon1;
  }
  return hits;
}

function compare(label: string, hits: Hit[], records: AspectTimingRecord[], moving: readonly PointCode[], toleranceMinutes: number): void {
  const found = records.filter((r) => moving.includes(r.movingPoint))
    .flatMap((r) => r.exactMs.map((ms) => ({ moving: r.movingPoint, natalPoint: r.natalPoint, side: r.angleDeg, jd: ms / 86_400_000 + 2440587.5 })));
  const errors: number[] = [];
  for (const h of hits) {
    const match = found.find((f) => f.moving === h.moving && f.natalPoint === h.natalPoint && f.side === h.side && Math.abs(f.jd - h.jd) < 1);
    expect(match, `${label}: ${h.moving} ${h.side}° ${h.natalPoint} at JD ${h.jd} missed`).toBeDefined();
    errors.push(Math.abs(match!.jd - h.jd) * 1440);
  }
  const extra = found.filter((f) => !hits.some((h) => f.moving === h.moving && f.natalPoint === h.natalPoint && f.side === h.side && Math.abs(f.jd - h.jd) < 1));
  expect(extra, `${label}: found and not in the brute force`).toEqual([]);
  expect(found.length, `${label}: found ${found.length}, brute force ${hits.length}`).toBe(hits.length);
  console.log(`${label}: ${hits.length} exact hits, error min ${Math.min(...errors).toFixed(2)} avg ${(errors.reduce((a, b) => a + b, 0) / errors.length).toFixed(2)} max ${Math.max(...errors).toFixed(2)} min`);
  expect(Math.max(...errors)).toBeLessThan(toleranceMinutes);
}

describe('progressions over a hundred years, against a brute force', () => {
  const cache = createPathCache();
  it('progressed bodies: every exact hit within 7 minutes', () => {
    const bodies = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter'] as const;
    const run = computeProgressions({ natal, natalJd, ...place, jdStart, jdEnd, movingPoints: bodies }, ephemeris, cache);
    const hits = bodies.flatMap((b) => bruteForceHits(b, (jd) => ephemeris.position(progressedJulianDay(natalJd, jd), b).longitude));
    compare('progressed bodies', hits, run.records, bodies, 7);
  });

  it.each(['solarArcRightAscension', 'naibod'] as const)('progressed angles (%s): every exact hit within 15 s', (angleMethod) => {
    const run = computeProgressions({ natal, natalJd, ...place, jdStart, jdEnd, movingPoints: ['ascendant', 'midheaven'], angleMethod }, ephemeris, cache);
    const exact = (jd: number) => progressedPositionsAt({ natalJd, ...place, angleMethod }, jd, ephemeris);
    const hits = [
      ...bruteForceHits('ascendant', (jd) => exact(jd).ascendant),
      ...bruteForceHits('midheaven', (jd) => exact(jd).midheaven),
    ];
    compare(`progressed angles ${angleMethod}`, hits, run.records, ['ascendant', 'midheaven'], 0.25);
  });

  it('progressed angles over ten years from age 35 (a period far from birth): within 15 s', () => {
    const from = natalJd + 35 * 365.25;
    const to = from + 3652.5;
    const run = computeProgressions({ natal, natalJd, ...place, jdStart: from, jdEnd: to, movingPoints: ['ascendant', 'midheaven'] }, ephemeris, cache);
    const exact = (jd: number) => progressedPositionsAt({ natalJd, ...place }, jd, ephemeris);
    const hits = [
      ...bruteForceHits('ascendant', (jd) => exact(jd).ascendant, from, to),
      ...bruteForceHits('midheaven', (jd) => exact(jd).midheaven, from, to),
    ];
    compare('progressed angles from 35', hits, run.records, ['ascendant', 'midheaven'], 0.25);
  });
});

describe('solar arc directions over a hundred years, against a brute force', () => {
  it('every directed point\'s exact hits within 15 s', () => {
    const records = computeSolarArcDirections({ natal, natalJd, jdStart, jdEnd }, ephemeris);
    const arc = (jd: number) => ephemeris.position(progressedJulianDay(natalJd, jd), 'sun').longitude - natal.longitudes.sun!;
    const moving = ['sun', 'moon', 'venus', 'saturn', 'ascendant', 'midheaven'] as const;
    const hits = moving.flatMap((p) => bruteForceHits(p, (jd) => natal.longitudes[p]! + arc(jd)));
    compare('directions', hits, records, moving, 0.25);
  });
});

