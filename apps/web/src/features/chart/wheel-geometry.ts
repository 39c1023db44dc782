/**
 * Geometry of the chart wheel, in SVG coordinates (y grows downwards): the ascendant sits at
 * 9 o'clock and the zodiac runs counter-clockwise, as astrologers draw it. Pure functions, no React.
 */
import { cuspsRunBackwards, normalizeDegrees } from '@astrolabio/core';

interface Point {
  x: number;
  y: number;
}

export interface WheelFrame {
  cx: number;
  cy: number;
  /** Ecliptic longitude of the ascendant, degrees. */
  ascendantDeg: number;
}

const DEG = Math.PI / 180;

/** Screen angle in degrees, counter-clockwise from 3 o'clock, [0, 360): the ascendant maps to 180. */
export function screenAngleDeg(longitudeDeg: number, ascendantDeg: number): number {
  return normalizeDegrees(180 + longitudeDeg - ascendantDeg);
}

/** The point at `radius` from the centre in the direction of an ecliptic longitude. */
export function pointAt(longitudeDeg: number, radius: number, frame: WheelFrame): Point {
  const a = screenAngleDeg(longitudeDeg, frame.ascendantDeg) * DEG;
  return { x: frame.cx + radius * Math.cos(a), y: frame.cy - radius * Math.sin(a) };
}

/**
 * SVG path of a ring sector from longitude `fromDeg` to `toDeg` (counter-clockwise on screen,
 * i.e. increasing longitude) between two radii: the zodiac signs' band.
 */
export function ringSectorPath(fromDeg: number, toDeg: number, innerR: number, outerR: number, frame: WheelFrame): string {
  const span = normalizeDegrees(toDeg - fromDeg) || 360;
  const large = span > 180 ? 1 : 0;
  const o1 = pointAt(fromDeg, outerR, frame);
  const o2 = pointAt(toDeg, outerR, frame);
  const i2 = pointAt(toDeg, innerR, frame);
  const i1 = pointAt(fromDeg, innerR, frame);
  const f = (n: number) => Number(n.toFixed(3));
  // Increasing longitude is counter-clockwise on screen: SVG sweep-flag 0 on the outer arc.
  return [
    `M ${f(o1.x)} ${f(o1.y)}`,
    `A ${outerR} ${outerR} 0 ${large} 0 ${f(o2.x)} ${f(o2.y)}`,
    `L ${f(i2.x)} ${f(i2.y)}`,
    `A ${innerR} ${innerR} 0 ${large} 1 ${f(i1.x)} ${f(i1.y)}`,
    'Z',
  ].join(' ');
}

/** Longitude of the middle of the arc from `fromDeg` to `toDeg` going forward (handles 360 wrap). */
export function midLongitude(fromDeg: number, toDeg: number): number {
  return normalizeDegrees(fromDeg + normalizeDegrees(toDeg - fromDeg) / 2);
}

/**
 * Where each house's number goes: halfway through the house, from its cusp to the next one, or
 * from the next back to its own where the cusps run backwards (Regiomontanus or Campanus above
 * the polar circles): the house is then the arc behind its cusp, as houseOf reads it.
 */
export function houseNumberLongitudes(cuspsDeg: readonly number[]): number[] {
  const backwards = cuspsRunBackwards(cuspsDeg);
  return cuspsDeg.map((cusp, i) => {
    const next = cuspsDeg[(i + 1) % cuspsDeg.length]!;
    return backwards ? midLongitude(next, cusp) : midLongitude(cusp, next);
  });
}

/**
 * Where to draw each body's glyph so that no two are closer than `minGapDeg`: crowded bodies are
 * fanned out around their mean, as few degrees as needed; lone bodies stay at their longitude.
 * Input and output are longitudes in degrees, in the same order. Assumes n × minGap < 360.
 */
export function spreadLongitudes(longitudesDeg: readonly number[], minGapDeg: number): number[] {
  const n = longitudesDeg.length;
  const result = longitudesDeg.map(normalizeDegrees);
  if (n < 2 || n * minGapDeg >= 360) return result;

  const order = result.map((lon, i) => ({ lon, i })).sort((a, b) => a.lon - b.lon);
  // A cluster holds consecutive bodies with unwrapped longitudes (may exceed 360 after a wrap merge).
  type Cluster = { members: { lon: number; i: number }[] };
  let clusters: Cluster[] = order.map((m) => ({ members: [m] }));
  const first = (c: Cluster) => centre(c) - ((c.members.length - 1) * minGapDeg) / 2;
  const last = (c: Cluster) => centre(c) + ((c.members.length - 1) * minGapDeg) / 2;
  const centre = (c: Cluster) => c.members.reduce((s, m) => s + m.lon, 0) / c.members.length;

  for (let merged = true; merged && clusters.length > 1;) {
    merged = false;
    for (let k = 0; k < clusters.length; k++) {
      const a = clusters[k]!;
      const isWrap = k === clusters.length - 1;
      const b = isWrap ? clusters[0]! : clusters[k + 1]!;
      const gap = (first(b) + (isWrap ? 360 : 0)) - last(a);
      if (gap >= minGapDeg - 1e-9) continue;
      const joined: Cluster = {
        members: [...a.members, ...b.members.map((m) => ({ lon: m.lon + (isWrap ? 360 : 0), i: m.i }))],
      };
      // Keep clusters in increasing unwrapped order: a wrap-merged cluster (≈360°) goes last.
      clusters = isWrap ? [...clusters.slice(1, -1), joined] : [...clusters.slice(0, k), joined, ...clusters.slice(k + 2)];
      merged = true;
      break;
    }
  }
  for (const c of clusters) {
    const start = first(c);
    c.members.forEach((m, j) => {
      result[m.i] = normalizeDegrees(start + j * minGapDeg);
    });
  }
  return result;
}
