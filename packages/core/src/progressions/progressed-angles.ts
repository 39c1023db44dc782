/**
 * The progressed Ascendant and Medio Coeli: the birth place's angles at a progressed right
 * ascension of the meridian (ARMC), in the birth chart's ecliptic (its true obliquity). The ARMC
 * advances by the progressed Sun's arc in right ascension (default) or by Naibod's mean rate
 * (docs/decisions/0060-timing-techniques.md).
 */
import { normalizeDegrees } from '../angles.ts';
import type { TechniqueEphemeris } from '../ephemeris.ts';
import { sunAngleSinceBirth } from '../layers/technique-period.ts';
import { ageYears, progressedJulianDay } from './progressed-time.ts';

export const PROGRESSED_ANGLE_METHODS = ['solarArcRightAscension', 'naibod'] as const;
export type ProgressedAngleMethod = (typeof PROGRESSED_ANGLE_METHODS)[number];
export const DEFAULT_PROGRESSED_ANGLE_METHOD: ProgressedAngleMethod = 'solarArcRightAscension';

/** Naibod's rate: the Sun's mean daily motion, 0°59′08.33″, applied per year of life. */
export const NAIBOD_DEG_PER_YEAR = 59 / 60 + 8.33 / 3600;

const RAD = Math.PI / 180;

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
  // Computed at birth, never read off the samples: before issue 34 those covered the period alone,
  // and a cubic read n days outside them put the ARMC 44″ off at 20 and over a degree at 60.
  const natalSunRa = exactSunRaAt(frame.natalJd);
  // Over a period, the Sun's right ascension is sampled once (every symbolic day, from birth) and
  // interpolated, so the searches for exact dates cost no ephemeris calls. Unwrapped from birth,
  // the samples give the whole arc, past a turn too; without them the arc is read modulo a turn,
  // slightly negative before birth.
  const sampledRa = calendarSpan && frame.method === 'solarArcRightAscension'
    ? sunAngleSinceBirth(exactSunRaAt, frame.natalJd, progressedJulianDay(frame.natalJd, calendarSpan.jdStart), progressedJulianDay(frame.natalJd, calendarSpan.jdEnd))
    : null;
  const turnDeg = sampledRa ? Math.round((sampledRa(frame.natalJd) - natalSunRa) / 360) * 360 : 0;
  const solarArcDeg = (progressedJd: number): number => {
    if (sampledRa) return sampledRa(progressedJd) - natalSunRa - turnDeg;
    const arc = normalizeDegrees(exactSunRaAt(progressedJd) - natalSunRa);
    return arc > 270 ? arc - 360 : arc;
  };
  /** The ARMC's advance at a calendar instant, degrees. */
  const arcDeg = (calendarJd: number): number => frame.method === 'naibod'
    ? NAIBOD_DEG_PER_YEAR * ageYears(frame.natalJd, calendarJd)
    : solarArcDeg(progressedJulianDay(frame.natalJd, calendarJd));
  const armcAt = (calendarJd: number) => natalArmc + arcDeg(calendarJd);
  return {
    natalArmcDeg: natalArmc,
    natalObliquityDeg: natalObliquity,
    armcDeg: armcAt,
    midheaven: (calendarJd: number) => midheavenOfArmc(armcAt(calendarJd), natalObliquity),
    ascendant: (calendarJd: number) => ascendantOfArmc(armcAt(calendarJd), frame.latitudeDeg, natalObliquity),
  };
}
