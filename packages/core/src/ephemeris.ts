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
}
