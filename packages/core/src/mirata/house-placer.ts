/**
 * The return houses of a set of ecliptic points, place after place, at one instant: what the
 * «Mirata» scans, plan and map ask hundreds of thousands of times. Placidus (the default system)
 * is read off the semi-arcs: a point's house is its hour angle as a fraction of its diurnal or
 * nocturnal semi-arc, the very quantity the Placidus cusps trisect, so no cusp is iterated. Every
 * other system, and Porphyry where Placidus or Koch cannot be built, places the points between
 * the cusps (house-cusps.ts, houseOf) as a chart does. The tests check both ways agree.
 */
import { normalizeDegrees } from '../angles.ts';
import { houseOf, POLAR_FALLBACK_SYSTEM, type HouseSystem } from '../houses.ts';
import { newHouseCuspsBuffer, writeAngles, writeHouseCusps, type HouseCuspsBuffer } from '../house-cusps.ts';
import { rightAscensionDeg } from '../progressions/progressed-angles.ts';

const RAD = Math.PI / 180;

/**
 * The Placidus house (1–12) of an ecliptic point from its hour angle (degrees, (−180, 180], east of
 * the meridian negative) and its diurnal semi-arc (degrees, (0, 180)). The cusps sit at thirds of
 * the semi-arcs: 11 and 12 a third and two thirds of the way from the Medio Coeli to the
 * Ascendant, 2 and 3 likewise below the horizon; a point on a cusp is in the house that begins there.
 */
export function placidusHouseOfHourAngle(hourAngleDeg: number, semiArcDeg: number): number {
  const nocturnal = 180 - semiArcDeg;
  if (hourAngleDeg <= 0) {
    const east = -hourAngleDeg;
    if (east < semiArcDeg) return 10 + Math.min(2, Math.floor((3 * east) / semiArcDeg));
    return 1 + Math.min(2, Math.floor((3 * (east - semiArcDeg)) / nocturnal));
  }
  if (hourAngleDeg <= semiArcDeg) return 10 - Math.max(1, Math.ceil((3 * hourAngleDeg) / semiArcDeg));
  return 7 - Math.max(1, Math.min(3, Math.ceil((3 * (hourAngleDeg - semiArcDeg)) / nocturnal)));
}

/** The house system and obliquity of one instant, and the points whose houses are asked. */
export interface HousePlacerSky {
  system: HouseSystem;
  obliquityDeg: number;
  /** The ecliptic longitudes to place, degrees. */
  pointLongitudesDeg: readonly number[];
}

/** Places the points of one instant at place after place; `setPlace`, then `houseOf` for each point. */
export class HousePlacer {
  readonly ascendantAndCusps: HouseCuspsBuffer = newHouseCuspsBuffer();
  /** The system of the last place: the asked one, or Porphyry where it cannot be built. */
  systemUsed: HouseSystem;
  private readonly longitudes: Float64Array;
  private readonly rightAscensions: Float64Array;
  private readonly tanDeclinations: Float64Array;
  private bySemiArcs = false;
  private armcDeg = 0;
  private tanLatitude = 0;
  private readonly houses: Uint8Array;

  constructor(private readonly sky: HousePlacerSky) {
    const n = sky.pointLongitudesDeg.length;
    this.systemUsed = sky.system;
    this.longitudes = Float64Array.from(sky.pointLongitudesDeg);
    this.rightAscensions = new Float64Array(n);
    this.tanDeclinations = new Float64Array(n);
    this.houses = new Uint8Array(n);
    const e = sky.obliquityDeg * RAD;
    for (let i = 0; i < n; i++) {
      const l = this.longitudes[i]! * RAD;
      this.rightAscensions[i] = rightAscensionDeg(this.longitudes[i]!, 0, sky.obliquityDeg);
      this.tanDeclinations[i] = Math.tan(Math.asin(Math.sin(e) * Math.sin(l)));
    }
  }

  /** The Ascendant, Medio Coeli and (for systems placed between cusps) the cusps at this meridian and latitude. */
  setPlace(armcDeg: number, latitudeDeg: number): void {
    const out = this.ascendantAndCusps;
    this.armcDeg = armcDeg;
    this.houses.fill(0);
    if (this.sky.system === 'placidus' && Math.abs(latitudeDeg) < 90 - this.sky.obliquityDeg) {
      this.bySemiArcs = true;
      this.systemUsed = 'placidus';
      this.tanLatitude = Math.tan(latitudeDeg * RAD);
      writeAngles(armcDeg, latitudeDeg, this.sky.obliquityDeg, out);
      return;
    }
    this.bySemiArcs = false;
    if (writeHouseCusps(armcDeg, latitudeDeg, this.sky.obliquityDeg, this.sky.system, out)) this.systemUsed = this.sky.system;
    else {
      writeHouseCusps(armcDeg, latitudeDeg, this.sky.obliquityDeg, POLAR_FALLBACK_SYSTEM, out);
      this.systemUsed = POLAR_FALLBACK_SYSTEM;
    }
  }

  /** The house (1–12) of point `i` at the place last set. */
  houseOf(i: number): number {
    const cached = this.houses[i]!;
    if (cached !== 0) return cached;
    let house: number;
    if (this.bySemiArcs) {
      const hourAngle = normalizeDegrees(this.armcDeg - this.rightAscensions[i]!);
      const cosSemiArc = Math.min(1, Math.max(-1, -this.tanLatitude * this.tanDeclinations[i]!));
      house = placidusHouseOfHourAngle(hourAngle > 180 ? hourAngle - 360 : hourAngle, Math.acos(cosSemiArc) / RAD);
    } else {
      house = houseOf(this.longitudes[i]!, this.ascendantAndCusps.cusps);
    }
    this.houses[i] = house;
    return house;
  }
}
