/**
 * For tests: an Ephemeris whose bodies move along simple analytic curves (steady motion plus one
 * oscillation, enough for retrograde loops), so transit instants can be checked against a brute
 * force of the same formula without the Swiss Ephemeris; and a synthetic sky for the techniques
 * (steady motions whose every instant has a closed form, a fixed obliquity, a steady sidereal
 * time and precession, eclipses where a test puts them).
 */
import {
  normalizeDegrees,
  signedArcDegrees,
  type BodyPosition,
  type Eclipse,
  type EclipseKind,
  type Ephemeris,
  type EphemerisBody,
  type TechniqueEphemeris,
} from '@astrolabio/core';

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

/** 2025-01-01T00:00Z, the synthetic sky's epoch (Julian day UT). */
export const SYNTHETIC_EPOCH_JD = 2460676.5;

/**
 * A Sun and a Moon moving at constant speed (no oscillation): every crossing of theirs, and of their
 * elongation, is a closed-form instant (steadyCrossingJds), which the techniques' searches must find.
 */
export const STEADY_MOTIONS: Readonly<Partial<Record<EphemerisBody, AnalyticMotion>>> = {
  sun: { longitudeDeg: 280, meanSpeedDegPerDay: 0.9856, amplitudeDeg: 0, periodDays: 365.26, epochJd: SYNTHETIC_EPOCH_JD },
  moon: { longitudeDeg: 350, meanSpeedDegPerDay: 13.176, amplitudeDeg: 0, periodDays: 27.55, epochJd: SYNTHETIC_EPOCH_JD },
};

/**
 * Closed form: the instants (JD, ascending) in [fromJd, toJd) at which a steady motion's longitude
 * reaches `levelDeg`: epoch + (level − L₀ + 360k) / v.
 */
export function steadyCrossingJds(m: AnalyticMotion, levelDeg: number, fromJd: number, toJd: number): number[] {
  if (m.amplitudeDeg !== 0 || m.meanSpeedDegPerDay <= 0) throw new Error('closed form only for a steady forward motion');
  return steadyLevelJds(m.longitudeDeg, m.meanSpeedDegPerDay, m.epochJd, levelDeg, fromJd, toJd);
}

/** Instants in [fromJd, toJd) at which L₀ + v·(t − epoch) ≡ level (mod 360), for v > 0 degrees a day. */
export function steadyLevelJds(startDeg: number, speedDegPerDay: number, epochJd: number, levelDeg: number, fromJd: number, toJd: number): number[] {
  const out: number[] = [];
  let k = Math.ceil(((fromJd - epochJd) * speedDegPerDay - (levelDeg - startDeg)) / 360);
  for (let jd = epochJd + (levelDeg - startDeg + 360 * k) / speedDegPerDay; jd < toJd; jd = epochJd + (levelDeg - startDeg + 360 * ++k) / speedDegPerDay) {
    if (jd >= fromJd) out.push(jd);
  }
  return out;
}

/** The synthetic sky's true obliquity of the ecliptic, degrees: fixed. */
export const SYNTHETIC_OBLIQUITY_DEG = 23.44;
/** Its sidereal time: the ARMC at Greenwich at the epoch, degrees, and its rate, degrees a day. */
export const SYNTHETIC_ARMC_AT_EPOCH_DEG = 100;
export const SYNTHETIC_ARMC_DEG_PER_DAY = 360.98564736629;
/** Its precession, degrees a day (50.29″ a year): a sidereal longitude is the tropical one less it. */
export const SYNTHETIC_PRECESSION_DEG_PER_DAY = 50.29 / 3600 / 365.25;

export interface SyntheticSky {
  motions?: Readonly<Partial<Record<EphemerisBody, AnalyticMotion>>>;
  /** The sky's eclipses, any order; none by default. */
  eclipses?: readonly Eclipse[];
}

/**
 * A TechniqueEphemeris over a synthetic sky (STEADY_MOTIONS by default): positions of the given
 * motions, the fixed obliquity, a steady sidereal time, sidereal longitudes with a steady precession,
 * and the sky's eclipses (after the last one, an eclipse that never comes: greatest phase at +∞).
 * Counts its position calls.
 */
export function syntheticTechniqueEphemeris(sky: SyntheticSky = {}): TechniqueEphemeris & { calls: number } {
  const eph = syntheticEphemeris(sky.motions ?? STEADY_MOTIONS);
  const eclipses = [...(sky.eclipses ?? [])].sort((a, b) => a.maxJd - b.maxJd);
  const never = (kind: EclipseKind): Eclipse => ({ kind, type: 'partial', maxJd: Infinity, beginJd: Infinity, endJd: Infinity, magnitude: 0, saros: null });
  return Object.assign(eph, {
    obliquityDeg: () => SYNTHETIC_OBLIQUITY_DEG,
    armcDeg: (jdUt: number, longitudeDeg: number) =>
      normalizeDegrees(SYNTHETIC_ARMC_AT_EPOCH_DEG + SYNTHETIC_ARMC_DEG_PER_DAY * (jdUt - SYNTHETIC_EPOCH_JD) + longitudeDeg),
    nextEclipse: (jdUt: number, kind: EclipseKind) => eclipses.find((e) => e.kind === kind && e.maxJd > jdUt) ?? never(kind),
    siderealLongitude: (jdUt: number, body: EphemerisBody) =>
      normalizeDegrees(eph.position(jdUt, body).longitude - SYNTHETIC_PRECESSION_DEG_PER_DAY * (jdUt - SYNTHETIC_EPOCH_JD)),
  });
}
