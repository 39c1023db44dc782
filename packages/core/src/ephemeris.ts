/**
 * What the core needs from an ephemeris. The native Swiss Ephemeris implements it in
 * @astrolabio/ephemeris; the core never imports it.
 */
import type { EphemerisBody } from './bodies.ts';
import type { HouseSystem } from './houses.ts';

export interface BodyPosition {
  /** Geocentric apparent ecliptic longitude, degrees in [0, 360). */
  longitude: number;
  /** Ecliptic latitude, degrees. */
  latitude: number;
  /** Speed in longitude, degrees per day (negative when retrograde). */
  speed: number;
}

export interface HouseCusps {
  /** Cusps of houses 1–12, degrees in [0, 360); index 0 is house 1. */
  cusps: number[];
  ascendant: number;
  midheaven: number;
  /** The system actually used (differs from the requested one above the polar circles). */
  system: HouseSystem;
}

export interface Ephemeris {
  /** Position of a body at a Julian day in UT. Throws on any ephemeris error or fallback. */
  position(jdUt: number, body: EphemerisBody): BodyPosition;
  /**
   * House cusps for a Julian day in UT at a place (latitude and longitude in degrees, east and
   * north positive). Returns null when the system cannot be built at this latitude (Placidus and
   * Koch inside the polar circles).
   */
  houses(jdUt: number, latitudeDeg: number, longitudeDeg: number, system: HouseSystem): HouseCusps | null;
  /**
   * The body's longitude in a sidereal zodiac, degrees [0, 360): measured from a point fixed
   * against the stars, so it differs from another instant's only by the body's own motion (the
   * precession-corrected return). Which fixed point does not matter to a return: any two differ by a
   * constant. Optional: only an ephemeris that can compute it offers it.
   */
  siderealLongitude?(jdUt: number, body: EphemerisBody): number;
  /**
   * House cusps from a right ascension of the meridian (ARMC, degrees), a geographic latitude and an
   * obliquity (degrees), with no instant: a chart that was never in the sky, such as the composite
   * (Swiss Ephemeris' `swe_houses_armc`). Null where the system cannot be built at this latitude, as
   * for `houses`. Optional: only an ephemeris that can compute it offers it.
   */
  housesFromArmc?(armcDeg: number, latitudeDeg: number, obliquityDeg: number, system: HouseSystem): HouseCusps | null;
}

/** The kinds of eclipse, and each one's type as Swiss Ephemeris reports it. */
export const ECLIPSE_KINDS = ['solar', 'lunar'] as const;
export type EclipseKind = (typeof ECLIPSE_KINDS)[number];
/** Total, annular, hybrid (annular-total) and partial solar eclipses; total, partial and penumbral lunar ones. */
export const ECLIPSE_TYPES = ['total', 'annular', 'hybrid', 'partial', 'penumbral'] as const;
export type EclipseType = (typeof ECLIPSE_TYPES)[number];

export interface Eclipse {
  kind: EclipseKind;
  type: EclipseType;
  /** Instant of greatest eclipse, Julian day UT. */
  maxJd: number;
  /** First and last contact of the whole eclipse (partial phase; penumbral for a lunar eclipse), JD UT. */
  beginJd: number;
  endJd: number;
  /**
   * Solar: fraction of the Sun's diameter covered at greatest eclipse (NASA's magnitude); lunar:
   * the umbral magnitude, or the penumbral one for a penumbral eclipse.
   */
  magnitude: number;
  /** The eclipse's Saros series and its number in it (NASA's numbering, as Swiss Ephemeris gives it); null when unknown. */
  saros: SarosNumber | null;
}

/** A Saros series (solar and lunar series are numbered apart) and an eclipse's place in it, from 1. */
export interface SarosNumber {
  series: number;
  member: number;
}

/**
 * What the timing techniques need beyond positions: the sky's frame for progressed angles, and
 * Swiss Ephemeris' eclipse searches. Implemented by @astrolabio/ephemeris like Ephemeris.
 */
export interface TechniqueEphemeris extends Ephemeris {
  /** True obliquity of the ecliptic at a Julian day UT, degrees. */
  obliquityDeg(jdUt: number): number;
  /** Right ascension of the meridian (ARMC) at a Julian day UT and a geographic longitude (east positive), degrees [0, 360). */
  armcDeg(jdUt: number, longitudeDeg: number): number;
  /** The first eclipse of this kind whose greatest phase is after jdUt (anywhere on Earth). */
  nextEclipse(jdUt: number, kind: EclipseKind): Eclipse;
}
