/**
 * Tema composito (midpoint composite): each body the shorter-arc midpoint of the two natal ones, the
 * Medio Coeli the midpoint of the two Medio Coeli, and the houses derived from that Medio Coeli at a
 * reference place's latitude (the «reference place» method of Astrodienst, the «derived cusps» of
 * Matrix's Win*Star): docs/decisions/0090-two-people.md.
 */
import { normalizeDegrees } from '../angles.ts';
import { DEFAULT_ASPECT_CODES, inAspectOrder, type AspectCode } from '../aspects.ts';
import { BODY_CODES, type BodyCode } from '../bodies.ts';
import { natalAngleAspects, natalAspects, type ChartBody, type ChartWarning, type NatalChart } from '../chart.ts';
import type { HouseCusps, TechniqueEphemeris } from '../ephemeris.ts';
import { houseOf, POLAR_FALLBACK_SYSTEM, type HouseSystem } from '../houses.ts';
import { DEFAULT_NATAL_ORBS, type OrbTable } from '../orbs.ts';
import { isRetrograde, oppositePoint } from '../positions.ts';
import { midpointJulianDay, shorterArcMidpointDeg, type GeoPlace } from './midpoints.ts';

const RAD = Math.PI / 180;

/**
 * The right ascension of a point of the ecliptic (latitude 0), degrees [0, 360): for the Medio Coeli,
 * the ARMC it stands for. tan α = tan λ · cos ε, in the quadrant of λ.
 */
export function rightAscensionOfEclipticDeg(longitudeDeg: number, obliquityDeg: number): number {
  const l = longitudeDeg * RAD;
  return normalizeDegrees(Math.atan2(Math.sin(l) * Math.cos(obliquityDeg * RAD), Math.cos(l)) / RAD);
}

export interface CompositeInput {
  first: NatalChart;
  second: NatalChart;
  /** The reference place of the houses: only its latitude counts (the Medio Coeli fixes the meridian). */
  place: GeoPlace;
  /** Default the first chart's requested system. */
  houseSystem?: HouseSystem;
  /** The aspects among the composite's points (default the spec's five) and their orbs (default the natal table). */
  aspects?: readonly AspectCode[];
  orbs?: OrbTable;
}

/** The composite of two bodies: midpoint longitude; mean latitude and mean speed (the midpoint's own rate). */
function compositeBody(a: ChartBody, b: ChartBody) {
  return { longitude: shorterArcMidpointDeg(a.longitude, b.longitude), latitude: (a.latitude + b.latitude) / 2, speed: (a.speed + b.speed) / 2 };
}

/**
 * The composite chart, as a chart: `jdUt` is the midpoint of the two birth instants, where the
 * obliquity is taken (Astrodienst: «the mean value of the birth data»); `latitude`/`longitude` the
 * reference place. Both charts must read the node and Lilith alike. Nodo Sud is opposite the
 * composite Nodo Nord (the midpoint of the two Nodi Sud, save when the two Nodi Nord are exactly
 * opposite). Applying and retrograde follow the mean of the two speeds. Above the polar circles
 * Placidus and Koch fall back to Porphyry, as in a natal chart.
 */
export function computeCompositeChart(input: CompositeInput, ephemeris: TechniqueEphemeris): NatalChart {
  const { first, second } = input;
  if (first.nodeKind !== second.nodeKind || first.lilithKind !== second.lilithKind) {
    throw new RangeError('the two charts read the node or Lilith differently');
  }
  if (!ephemeris.housesFromArmc) throw new Error('this ephemeris cannot build houses from a meridian');
  const jdUt = midpointJulianDay(first.jdUt, second.jdUt);
  const obliquityDeg = ephemeris.obliquityDeg(jdUt);
  const midheaven = shorterArcMidpointDeg(first.midheaven, second.midheaven);
  const armcDeg = rightAscensionOfEclipticDeg(midheaven, obliquityDeg);
  const requestedHouseSystem = input.houseSystem ?? first.requestedHouseSystem;
  const warnings: ChartWarning[] = [];
  let houses: HouseCusps | null = ephemeris.housesFromArmc(armcDeg, input.place.latitude, obliquityDeg, requestedHouseSystem);
  if (!houses) {
    houses = ephemeris.housesFromArmc(armcDeg, input.place.latitude, obliquityDeg, POLAR_FALLBACK_SYSTEM);
    if (!houses) throw new Error('Porphyry houses are defined at every latitude');
    warnings.push({ code: 'polarHouseFallback', requested: requestedHouseSystem, used: POLAR_FALLBACK_SYSTEM });
  }

  const bodies = {} as Record<BodyCode, ChartBody>;
  for (const code of BODY_CODES) {
    if (code === 'southNode') continue;
    const p = compositeBody(first.bodies[code], second.bodies[code]);
    bodies[code] = { ...p, retrograde: isRetrograde(p.speed), house: houseOf(p.longitude, houses.cusps) };
  }
  const south = oppositePoint(bodies.northNode);
  bodies.southNode = { ...south, retrograde: isRetrograde(south.speed), house: houseOf(south.longitude, houses.cusps) };

  const aspectCodes = input.aspects ? inAspectOrder(input.aspects) : DEFAULT_ASPECT_CODES;
  const orbs = input.orbs ?? DEFAULT_NATAL_ORBS;
  const rules = { aspects: aspectCodes, orbs };
  return {
    jdUt,
    latitude: input.place.latitude,
    longitude: input.place.longitude,
    nodeKind: first.nodeKind,
    lilithKind: first.lilithKind,
    aspectCodes,
    orbs,
    requestedHouseSystem,
    houseSystem: houses.system,
    bodies,
    cusps: houses.cusps,
    ascendant: houses.ascendant,
    midheaven: houses.midheaven,
    aspects: natalAspects(bodies, rules),
    angleAspects: natalAngleAspects(bodies, { ascendant: houses.ascendant, midheaven: houses.midheaven }, rules),
    warnings,
  };
}
