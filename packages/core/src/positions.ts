/** Positions of all chart bodies at one instant, deriving Nodo Sud from Nodo Nord. */
import { normalizeDegrees } from './angles.ts';
import { type BodyCode, type EphemerisBody, type PointKinds } from './bodies.ts';
import type { BodyPosition, Ephemeris } from './ephemeris.ts';

/** The ephemeris body behind each chart body; the south node has none (it is derived). */
export function ephemerisBodyFor(body: Exclude<BodyCode, 'southNode'>, kinds: PointKinds): EphemerisBody {
  if (body === 'northNode') return kinds.node === 'true' ? 'trueNode' : 'meanNode';
  if (body === 'lilith') return kinds.lilith === 'true' ? 'osculatingApogee' : 'meanApogee';
  return body;
}

/** Retrograde: the body moves backwards along the ecliptic (its longitude decreases), speed in degrees per day. */
export function isRetrograde(speedDegPerDay: number): boolean {
  return speedDegPerDay < 0;
}

/** The point opposite a position: Nodo Sud from Nodo Nord. */
export function oppositePoint(p: BodyPosition): BodyPosition {
  return { longitude: normalizeDegrees(p.longitude + 180), latitude: -p.latitude, speed: p.speed };
}

/** Position of one chart body at a Julian day (UT). */
export function chartBodyPosition(
  ephemeris: Ephemeris,
  jdUt: number,
  body: BodyCode,
  kinds: PointKinds,
): BodyPosition {
  if (body === 'southNode') return oppositePoint(ephemeris.position(jdUt, ephemerisBodyFor('northNode', kinds)));
  return ephemeris.position(jdUt, ephemerisBodyFor(body, kinds));
}

/** Positions of the given chart bodies at a Julian day (UT), computing the north node once. */
export function chartBodyPositions(
  ephemeris: Ephemeris,
  jdUt: number,
  bodies: readonly BodyCode[],
  kinds: PointKinds,
): Partial<Record<BodyCode, BodyPosition>> {
  const out: Partial<Record<BodyCode, BodyPosition>> = {};
  for (const body of bodies) {
    if (body === 'southNode') continue;
    out[body] = ephemeris.position(jdUt, ephemerisBodyFor(body, kinds));
  }
  if (bodies.includes('southNode')) {
    const north = out.northNode ?? ephemeris.position(jdUt, ephemerisBodyFor('northNode', kinds));
    out.southNode = oppositePoint(north);
  }
  return out;
}
