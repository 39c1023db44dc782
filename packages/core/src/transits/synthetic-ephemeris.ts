/**
 * For tests: an Ephemeris whose bodies move along simple analytic curves (steady motion plus one
 * oscillation, enough for retrograde loops), so transit instants can be checked against a brute
 * force of the same formula without the Swiss Ephemeris.
 */
import { normalizeDegrees } from '../angles.ts';
import type { EphemerisBody } from '../bodies.ts';
import type { BodyPosition, Ephemeris } from '../ephemeris.ts';

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
