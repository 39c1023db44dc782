/**
 * For tests: an Ephemeris whose bodies move along simple analytic curves (steady motion plus one
 * oscillation, enough for retrograde loops), so transit instants can be checked against a brute
 * force of the same formula without the Swiss Ephemeris.
 */
import { normalizeDegrees, signedArcDegrees, type BodyPosition, type Ephemeris, type EphemerisBody } from '@astrolabio/core';

export interface AnalyticMotion {
  /** Longitude at epochJd, degrees. */
  longitudeDeg: number;
  /** Mean motion, degrees/day. */
  meanSpeedDegPerDay: number;
  /** Amplitude (degrees) and period (days) of the oscillation; a loop when 2π·A/P > mean speed. */
  amplitudeDeg: number;
  periodDays: number;
  epochJd: number;
}

/** Rough stand-ins: a Moon of 11.7–14.6°/day, a Sun, a Saturn with retrograde loops. */
export const SYNTHETIC_MOTIONS: Readonly<Partial<Record<EphemerisBody, AnalyticMotion>>> = {
  sun: { longitudeDeg: 280, meanSpeedDegPerDay: 0.9856, amplitudeDeg: 1.9, periodDays: 365.26, epochJd: 2460676.5 },
  moon: { longitudeDeg: 350, meanSpeedDegPerDay: 13.176, amplitudeDeg: 6.29, periodDays: 27.55, epochJd: 2460676.5 },
  saturn: { longitudeDeg: 340, meanSpeedDegPerDay: 0.034, amplitudeDeg: 6, periodDays: 378, epochJd: 2460676.5 },
};

export function analyticLongitude(m: AnalyticMotion, jd: number): { unwrapped: number; speed: number } {
  const w = (2 * Math.PI) / m.periodDays;
  const dt = jd - m.epochJd;
  return {
    unwrapped: m.longitudeDeg + m.meanSpeedDegPerDay * dt + m.amplitudeDeg * Math.sin(w * dt),
    speed: m.meanSpeedDegPerDay + m.amplitudeDeg * w * Math.cos(w * dt),
  };
}

/** An Ephemeris over SYNTHETIC_MOTIONS (or given motions); other bodies throw. Counts its calls. */
export function syntheticEphemeris(
  motions: Readonly<Partial<Record<EphemerisBody, AnalyticMotion>>> = SYNTHETIC_MOTIONS,
): Ephemeris & { calls: number } {
  const eph = {
    calls: 0,
    position(jd: number, body: EphemerisBody): BodyPosition {
      const m = motions[body];
      if (!m) throw new Error(`no synthetic motion for ${body}`);
      eph.calls++;
      const { unwrapped, speed } = analyticLongitude(m, jd);
      return { longitude: normalizeDegrees(unwrapped), latitude: 0, speed };
    },
    houses: () => null,
  };
  return eph;
}

/** Longitude of an analytic motion at a Julian day, degrees in [0, 360). */
export function analyticLongitudeDeg(m: AnalyticMotion, jd: number): number {
  return normalizeDegrees(analyticLongitude(m, jd).unwrapped);
}

/** Brute force: scan every `stepDays` and bisect each sign change of the arc to `levelDeg` (JD UT, ascending). */
export function bruteCrossings(m: AnalyticMotion, levelDeg: number, from: number, to: number, stepDays: number): number[] {
  const g = (t: number) => signedArcDegrees(levelDeg, analyticLongitudeDeg(m, t));
  const out: number[] = [];
  for (let a = from; a < to; a += stepDays) {
    const b = Math.min(a + stepDays, to);
    let ga = g(a);
    const gb = g(b);
    if ((ga < 0) === (gb < 0) || Math.abs(ga - gb) > 90) continue;
    let lo = a;
    let hi = b;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      const gm = g(mid);
      if ((gm < 0) === (ga < 0)) {
        lo = mid;
        ga = gm;
      } else hi = mid;
    }
    out.push((lo + hi) / 2);
  }
  return out;
}

/** Brute force of the stations: sign changes of the speed (JD UT, ascending). */
export function bruteStations(m: AnalyticMotion, from: number, to: number): number[] {
  const v = (t: number) => analyticLongitude(m, t).speed;
  const out: number[] = [];
  for (let a = from; a < to; a += 0.5) {
    let lo = a;
    let hi = a + 0.5;
    if ((v(lo) < 0) === (v(hi) < 0)) continue;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      if ((v(mid) < 0) === (v(lo) < 0)) lo = mid;
      else hi = mid;
    }
    out.push((lo + hi) / 2);
  }
  return out;
}
