/**
 * Astrocartography lines of a chart's instant: where on Earth each body is on an angle. On the
 * Medio Coeli line the body's right ascension equals the local sidereal time (one meridian);
 * the Imum Coeli line is the opposite meridian; on the Ascendant (rising) and Descendant (setting)
 * lines its hour angle H solves cos H = −tan φ · tan δ, so they curve with the latitude φ and stop
 * where the body no longer rises or sets. The body's own position (with its ecliptic latitude),
 * «in mundo», as Jim Lewis drew the lines; docs/decisions/0091-mirata-rules.md.
 */
import { normalizeDegrees } from '../angles.ts';
import { rightAscensionDeg } from '../progressions/progressed-angles.ts';

export const ACG_ANGLES = ['ascendant', 'descendant', 'midheaven', 'imumCoeli'] as const;
export type AcgAngle = (typeof ACG_ANGLES)[number];

const RAD = Math.PI / 180;

/** Declination (degrees) of an ecliptic position at obliquity `obliquityDeg`. */
export function declinationDeg(longitudeDeg: number, latitudeDeg: number, obliquityDeg: number): number {
  const l = longitudeDeg * RAD;
  const b = latitudeDeg * RAD;
  const e = obliquityDeg * RAD;
  return Math.asin(Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * Math.sin(l)) / RAD;
}

/** A longitude in [−180, 180). */
export const longitude180 = (deg: number): number => normalizeDegrees(deg + 180) - 180;

/** One body's ecliptic position at the instant. */
export interface AcgBody<B extends string> {
  body: B;
  longitudeDeg: number;
  latitudeDeg: number;
}

/** A line: its body and angle, and its points [longitude, latitude] in pieces that never cross the antimeridian. */
export interface AcgLine<B extends string> {
  body: B;
  angle: AcgAngle;
  segments: [number, number][][];
}

/** How the lines are sampled: a point every `latitudeStepDeg`, within ±`maxLatitudeDeg`. */
export interface AcgSampling {
  latitudeStepDeg: number;
  maxLatitudeDeg: number;
}

export const DEFAULT_ACG_SAMPLING: AcgSampling = { latitudeStepDeg: 1, maxLatitudeDeg: 85 };

/** The geographic longitude where a body of right ascension `raDeg` has hour angle `hourAngleDeg`, given Greenwich sidereal time. */
export function longitudeAtHourAngle(raDeg: number, hourAngleDeg: number, greenwichSiderealDeg: number): number {
  return longitude180(raDeg + hourAngleDeg - greenwichSiderealDeg);
}

/**
 * The rising (H = −H₀) or setting (H = +H₀) longitude of a body at latitude φ, or null where it
 * does not rise or set there (|tan φ · tan δ| > 1).
 */
export function horizonLongitude(raDeg: number, declDeg: number, latitudeDeg: number, greenwichSiderealDeg: number, rising: boolean): number | null {
  const cosH = -Math.tan(latitudeDeg * RAD) * Math.tan(declDeg * RAD);
  if (!(Math.abs(cosH) <= 1)) return null;
  const h0 = Math.acos(cosH) / RAD;
  return longitudeAtHourAngle(raDeg, rising ? -h0 : h0, greenwichSiderealDeg);
}

/** Splits a polyline where consecutive points jump across the antimeridian. */
function splitAtAntimeridian(points: [number, number][]): [number, number][][] {
  const out: [number, number][][] = [];
  let current: [number, number][] = [];
  for (const p of points) {
    const last = current[current.length - 1];
    if (last && Math.abs(p[0] - last[0]) > 180) {
      out.push(current);
      current = [];
    }
    current.push(p);
  }
  if (current.length > 0) out.push(current);
  return out;
}

/**
 * Every body's four lines at an instant: `greenwichSiderealDeg` is the ARMC at Greenwich (the
 * apparent sidereal time in degrees), `obliquityDeg` the true obliquity.
 */
export function astrocartographyLines<B extends string>(
  bodies: readonly AcgBody<B>[],
  obliquityDeg: number,
  greenwichSiderealDeg: number,
  sampling: AcgSampling = DEFAULT_ACG_SAMPLING,
): AcgLine<B>[] {
  const lines: AcgLine<B>[] = [];
  const steps = Math.round((2 * sampling.maxLatitudeDeg) / sampling.latitudeStepDeg);
  const latitudes = Array.from({ length: steps + 1 }, (_, i) => -sampling.maxLatitudeDeg + i * sampling.latitudeStepDeg);
  for (const b of bodies) {
    const ra = rightAscensionDeg(b.longitudeDeg, b.latitudeDeg, obliquityDeg);
    const decl = declinationDeg(b.longitudeDeg, b.latitudeDeg, obliquityDeg);
    const mc = longitudeAtHourAngle(ra, 0, greenwichSiderealDeg);
    const ic = longitudeAtHourAngle(ra, 180, greenwichSiderealDeg);
    lines.push({ body: b.body, angle: 'midheaven', segments: [[[mc, -sampling.maxLatitudeDeg], [mc, sampling.maxLatitudeDeg]]] });
    lines.push({ body: b.body, angle: 'imumCoeli', segments: [[[ic, -sampling.maxLatitudeDeg], [ic, sampling.maxLatitudeDeg]]] });
    // Where the body stops rising and setting (|φ| = 90° − |δ|) the two lines meet: that point closes both.
    const limit = 90 - Math.abs(decl);
    const lats = [...latitudes.filter((l) => Math.abs(l) < limit), ...(limit <= sampling.maxLatitudeDeg ? [limit, -limit] : [])].sort((x, y) => x - y);
    for (const [angle, rising] of [['ascendant', true], ['descendant', false]] as const) {
      const points: [number, number][] = [];
      for (const lat of lats) {
        const lon = horizonLongitude(ra, decl, lat, greenwichSiderealDeg, rising);
        if (lon !== null) points.push([lon, lat]);
      }
      lines.push({ body: b.body, angle, segments: splitAtAntimeridian(points) });
    }
  }
  return lines;
}
