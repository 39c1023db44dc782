/**
 * Measures how far the transit engine's interpolated body tracks stray from the ephemeris: for
 * each transiting body at its sample step, over 2020–2029, the largest longitude error outside the
 * near-Sun intervals, and the time error it means at the body's speed. The figures behind
 * SAMPLE_STEP_DAYS and INTERPOLATION_ERROR_BOUND_ARCSEC (docs/decisions/0010-transit-engine.md).
 *
 * Run: node --import tsx scripts/measure/interpolation-error.ts
 */
import {
  chartBodyPosition,
  epochMsToJulianDay,
  intervalAt,
  INTERPOLATION_ERROR_BOUND_ARCSEC,
  nearSunIntervals,
  sampleTrack,
  SAMPLE_STEP_DAYS,
  signedArcDegrees,
  TRANSIT_BODY_CODES,
  unwrappedLongitudeAt,
  DEFAULT_POINT_KINDS,
} from '@astrolabio/core';
import { openSwissEphemeris } from '@astrolabio/ephemeris';

const ephemeris = openSwissEphemeris();
const from = epochMsToJulianDay(Date.UTC(2020, 0, 1));
const to = epochMsToJulianDay(Date.UTC(2030, 0, 1));
const anchor = from + 0.5; // 12:00 UT, as the engine anchors its grids
const sun = sampleTrack(ephemeris, 'sun', DEFAULT_POINT_KINDS, from, to, SAMPLE_STEP_DAYS.sun, anchor);

console.log('body       step(d)  max error(")  bound(")  max time error(s, speed > 0.01°/d)');
for (const body of TRANSIT_BODY_CODES) {
  const step = SAMPLE_STEP_DAYS[body];
  const track = sampleTrack(ephemeris, body, DEFAULT_POINT_KINDS, from, to, step, anchor);
  const nearSun = nearSunIntervals(track, sun);
  let maxArcsec = 0;
  let maxSeconds = 0;
  // Irregular offsets inside the intervals, so that no point falls on a sample.
  for (let jd = from + 0.37 * step; jd < to; jd += step * 1.013) {
    if (nearSun[intervalAt(track, jd)]) continue;
    const p = chartBodyPosition(ephemeris, jd, body, DEFAULT_POINT_KINDS);
    const arcsec = Math.abs(signedArcDegrees(p.longitude, unwrappedLongitudeAt(track, jd))) * 3600;
    maxArcsec = Math.max(maxArcsec, arcsec);
    if (Math.abs(p.speed) > 0.01) maxSeconds = Math.max(maxSeconds, (arcsec / 3600 / Math.abs(p.speed)) * 86_400);
  }
  console.log(`${body.padEnd(10)} ${String(step).padStart(6)}  ${maxArcsec.toFixed(4).padStart(12)}  ${String(INTERPOLATION_ERROR_BOUND_ARCSEC[body]).padStart(8)}  ${maxSeconds.toFixed(2).padStart(8)}`);
}
