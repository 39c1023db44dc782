/**
 * The progressed Ascendant and Medio Coeli: the birth place's angles at a progressed right
 * ascension of the meridian (ARMC), in the birth chart's ecliptic (its true obliquity). The ARMC
 * advances by the progressed Sun's arc in right ascension (default) or by Naibod's mean rate
 * (docs/decisions/0060-timing-techniques.md).
 */
import { normalizeDegrees } from '../angles.ts';
import type { TechniqueEphemeris } from '../ephemeris.ts';
import { sampledFunction } from '../layers/sampled-function.ts';
import { ageYears, progressedJulianDay } from './progressed-time.ts';

export const PROGRESSED_ANGLE_METHODS = ['solarArcRightAscension', 'naibod'] as const;
export type ProgressedAngleMethod = (typeof PROGRESSED_ANGLE_METHODS)[number];
export const DEFAULT_PROGRESSED_ANGLE_METHOD: ProgressedAngleMethod = 'solarArcRightAscension';

/** Naibod's rate: the Sun's mean daily motion, 0°59′08.33″, applied per year of life. */
export const NAIBOD_DEG_PER_YEAR = 59 / 60 + 8.33 / 3600;

const RAD = Math.PI / 180;

/**
 * Step of the sampled solar right ascension, symbolic days. Its fastest wiggle is the Sun's
 * latitude (±0.6″, a month's period): a cubic through samples a day apart misses it by 1e-4″.
 */
export const SUN_RA_SAMPLE_STEP_DAYS = 1;

/** Right ascension (degrees, [0, 360)) of an ecliptic position at obliquity `obliquityDeg`. */
export function rightAscensionDeg(longitudeDeg: number, latitudeDeg: number, obliquityDeg: number): number {
  const l = longitudeDeg * RAD;
  const b = latitudeDeg * RAD;
  const e = obliquityDeg * RAD;
  return normalizeDegrees(Math.atan2(Math.sin(l) * Math.cos(e) - Math.tan(b) * Math.sin(e), Math.cos(l)) / RAD);
}

/** The Medio Coeli (degrees, [0, 360)) of an ARMC: the ecliptic point on the meridian. */
export function midheavenOfArmc(armcDeg: number, obliquityDeg: number): number {
  const a = armcDeg * RAD;
  return normalizeDegrees(Math.atan2(Math.sin(a), Math.cos(a) * Math.cos(obliquityDeg * RAD)) / RAD);
}

/** The Ascendant (degrees, [0, 360)) of an ARMC at a geographic latitude: the ecliptic point rising in the east. */
export function ascendantOfArmc(armcDeg: number, latitudeDeg: number, obliquityDeg: number): number {
  const a = armcDeg * RAD;
  const e = obliquityDeg * RAD;
  const asc = Math.atan2(Math.cos(a), -(Math.sin(a) * Math.cos(e) + Math.tan(latitudeDeg * RAD) * Math.sin(e))) / RAD;
  return normalizeDegrees(asc);
}

/** What the progressed angles of one chart are computed from. */
export interface AngleFrame {
  natalJd: number;
  /** Birth place, degrees (north and east positive). */
  latitudeDeg: number;
  longitudeDeg: number;
  method: ProgressedAngleMethod;
}

/**
 * The progressed angles of a chart as functions of the calendar instant (Julian day UT): the ARMC's
 * advance by the method, then the angles at the birth latitude in the birth chart's ecliptic.
 */
export function progressedAngles(frame: AngleFrame, ephemeris: TechniqueEphemeris, calendarSpan?: { jdStart: number; jdEnd: number }) {
  const natalArmc = ephemeris.armcDeg(frame.natalJd, frame.longitudeDeg);
  const natalObliquity = ephemeris.obliquityDeg(frame.natalJd);
  const exactSunRaAt = (jd: number) => {
    const sun = ephemeris.position(jd, 'sun');
    return rightAscensionDeg(sun.longitude, sun.latitude, ephemeris.obliquityDeg(jd));
  };
  // Over a period, the Sun's right ascension is sampled once (every symbolic day) and
  // interpolated, so the searches for exact dates cost no ephemeris calls.
  const sunRaAt = calendarSpan && frame.method === 'solarArcRightAscension'
    ? unwrappedSamples(exactSunRaAt, progressedJulianDay(frame.natalJd, calendarSpan.jdStart), progressedJulianDay(frame.natalJd, calendarSpan.jdEnd))
    : exactSunRaAt;
  // The natal Sun's right ascension is read from the ephemeris: the sampled span starts at the
  // period's symbolic start, which for a period at age n is n days after birth, and a cubic read
  // that far outside its samples was off by 44″ at 20 and by over a degree at 60.
  const natalSunRa = frame.method === 'solarArcRightAscension' ? exactSunRaAt(frame.natalJd) : 0;
  /** The ARMC's advance at a calendar instant, degrees (the Sun's arc: never a turn in a lifetime). */
  const arcDeg = (calendarJd: number): number => {
    if (frame.method === 'naibod') return NAIBOD_DEG_PER_YEAR * ageYears(frame.natalJd, calendarJd);
    const arc = normalizeDegrees(sunRaAt(progressedJulianDay(frame.natalJd, calendarJd)) - natalSunRa);
    // Before birth the arc is slightly negative.
    return arc > 270 ? arc - 360 : arc;
  };
  const armcAt = (calendarJd: number) => natalArmc + arcDeg(calendarJd);
  return {
    natalArmcDeg: natalArmc,
    natalObliquityDeg: natalObliquity,
    armcDeg: armcAt,
    midheaven: (calendarJd: number) => midheavenOfArmc(armcAt(calendarJd), natalObliquity),
    ascendant: (calendarJd: number) => ascendantOfArmc(armcAt(calendarJd), frame.latitudeDeg, natalObliquity),
  };
}

/** Sun's right ascension sampled every SUN_RA_SAMPLE_STEP_DAYS over [from, to], unwrapped, interpolated; read back in [0, 360). */
function unwrappedSamples(f: (jd: number) => number, from: number, to: number): (jd: number) => number {
  let last = Number.NaN;
  const unwrapped = (jd: number) => {
    const v = f(jd);
    if (Number.isNaN(last)) last = v;
    else last += normalizeDegrees(v - last + 180) - 180;
    return last;
  };
  const sampled = sampledFunction(unwrapped, from, to, SUN_RA_SAMPLE_STEP_DAYS);
  return (jd) => normalizeDegrees(sampled(jd));
}
