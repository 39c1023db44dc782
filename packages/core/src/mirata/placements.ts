/**
 * Where the points a «Mirata» reading looks at fall: the return Ascendant in the natal houses, the
 * ten planets in the return houses, each with the house it counts in under the 2°30′ rule (a point
 * that close before the next cusp counts in the next house). Two sources give the same houses: the
 * fast one of the scans (house-placer.ts, no distances) and the one of the places explained, which
 * has the cusps and so says how far each point is from the next one.
 */
import { normalizeDegrees } from '../angles.ts';
import { cuspHouseLocator, cuspsRunBackwards, houseOf, HOUSE_COUNT } from '../houses.ts';
import type { HousePlacer } from './house-placer.ts';
import { MIRATA_READ_BODIES } from './rule-set.ts';

export const READ_BODY_COUNT = MIRATA_READ_BODIES.length;

/** A point's house, the house it counts in, and its distance to the next cusp. */
export interface PointPlacement {
  /** The house between whose cusps it lies, 1–12. */
  house: number;
  /** The house it counts in: `house`, or the next one when the 2°30′ rule moves it. */
  counted: number;
  /** Degrees along the zodiac to the cusp of the next house; NaN where not measured (the fast scans). */
  toNextCuspDeg: number;
}

/** The next house after `house` (12 → 1). */
export const nextHouse = (house: number): number => (house % HOUSE_COUNT) + 1;

/** What the rules read of one return at one place. */
export interface ReturnPlacements {
  readonly midheavenDeg: number;
  /** The natal house the return Ascendant counts in. */
  ascendantCounted(): number;
  /** The return house body `i` of MIRATA_READ_BODIES counts in. */
  bodyCounted(i: number): number;
  bodyLongitudeDeg(i: number): number;
  ascendantPlacement(): PointPlacement;
  bodyPlacement(i: number): PointPlacement;
}

/**
 * A longitude among cusps: its house, its distance to the next cusp (measured the way the houses
 * run: backwards for the polar Regiomontanus and Campanus charts houseOf reads backwards) and, with
 * `cuspOrbDeg` > 0, the house it counts in: the next one when the point `cuspOrbDeg` further on
 * the zodiac is no longer in its house (the scans' test, PlacerPlacements, word for word).
 */
export function placeAmongCusps(longitudeDeg: number, cuspsDeg: ArrayLike<number>, cuspOrbDeg: number): PointPlacement {
  const house = houseOf(longitudeDeg, cuspsDeg);
  const nextCusp = cuspsDeg[house % HOUSE_COUNT]!;
  const toNextCuspDeg = cuspsRunBackwards(cuspsDeg) ? normalizeDegrees(longitudeDeg - nextCusp) : normalizeDegrees(nextCusp - longitudeDeg);
  const moved = cuspOrbDeg > 0 && houseOf(normalizeDegrees(longitudeDeg + cuspOrbDeg), cuspsDeg) !== house;
  return { house, counted: moved ? nextHouse(house) : house, toNextCuspDeg };
}

/** The placements of a place explained: from its cusps, with distances. */
export class CuspPlacements implements ReturnPlacements {
  readonly midheavenDeg: number;
  private readonly longitudes: number[];
  private readonly ascendant: PointPlacement;
  private readonly bodies: PointPlacement[];

  constructor(input: {
    natalCuspsDeg: ArrayLike<number>;
    returnCuspsDeg: ArrayLike<number>;
    ascendantDeg: number;
    midheavenDeg: number;
    /** Longitudes of MIRATA_READ_BODIES, in that order. */
    bodyLongitudesDeg: ArrayLike<number>;
    cuspOrbDeg: number;
  }) {
    this.midheavenDeg = input.midheavenDeg;
    this.longitudes = Array.from(input.bodyLongitudesDeg);
    this.ascendant = placeAmongCusps(input.ascendantDeg, input.natalCuspsDeg, input.cuspOrbDeg);
    this.bodies = this.longitudes.map((l) => placeAmongCusps(l, input.returnCuspsDeg, input.cuspOrbDeg));
  }

  ascendantCounted(): number {
    return this.ascendant.counted;
  }

  bodyCounted(i: number): number {
    return this.bodies[i]!.counted;
  }

  bodyLongitudeDeg(i: number): number {
    return this.longitudes[i]!;
  }

  ascendantPlacement(): PointPlacement {
    return this.ascendant;
  }

  bodyPlacement(i: number): PointPlacement {
    return this.bodies[i]!;
  }
}

/**
 * The placements of the scans: the natal cusps are fixed, the return houses come from a
 * HousePlacer whose points are, for each read body, its longitude and its longitude plus the
 * cusp orb (so the 2°30′ rule is «the point a little ahead is already in the next house»).
 * Call `setPlace` on the placer first; houses are computed when first asked.
 */
export class PlacerPlacements implements ReturnPlacements {
  private natalHouse = 0;
  private natalCounted = 0;
  private readonly counted = new Uint8Array(READ_BODY_COUNT);
  /** The natal house of a longitude (houseOf on the natal cusps, their direction worked out once). */
  readonly natalHouseOf: (longitudeDeg: number) => number;

  constructor(
    private readonly placer: HousePlacer,
    natalCuspsDeg: readonly number[],
    private readonly bodyLongitudes: ArrayLike<number>,
    private readonly cuspOrbDeg: number,
  ) {
    this.natalHouseOf = cuspHouseLocator(natalCuspsDeg);
  }

  /** The longitudes a HousePlacer must place for these placements: each body, then each body plus the orb. */
  static pointsToPlace(bodyLongitudesDeg: ArrayLike<number>, cuspOrbDeg: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < bodyLongitudesDeg.length; i++) out.push(bodyLongitudesDeg[i]!, normalizeDegrees(bodyLongitudesDeg[i]! + cuspOrbDeg));
    return out;
  }

  /** Forgets the last place's houses (the placer has been moved). */
  reset(): void {
    this.natalHouse = 0;
    this.counted.fill(0);
  }

  get midheavenDeg(): number {
    return this.placer.ascendantAndCusps.midheaven;
  }

  /** The natal house the return Ascendant falls in (by the cusps). */
  ascendantHouse(): number {
    this.ascendantCounted();
    return this.natalHouse;
  }

  ascendantCounted(): number {
    if (this.natalHouse === 0) {
      const asc = this.placer.ascendantAndCusps.ascendant;
      this.natalHouse = this.natalHouseOf(asc);
      const ahead = this.cuspOrbDeg > 0 ? this.natalHouseOf(normalizeDegrees(asc + this.cuspOrbDeg)) : this.natalHouse;
      this.natalCounted = ahead === this.natalHouse ? this.natalHouse : nextHouse(this.natalHouse);
    }
    return this.natalCounted;
  }

  bodyCounted(i: number): number {
    let h = this.counted[i]!;
    if (h === 0) {
      const house = this.placer.houseOf(2 * i);
      h = this.cuspOrbDeg > 0 && this.placer.houseOf(2 * i + 1) !== house ? nextHouse(house) : house;
      this.counted[i] = h;
    }
    return h;
  }

  bodyLongitudeDeg(i: number): number {
    return this.bodyLongitudes[i]!;
  }

  ascendantPlacement(): PointPlacement {
    const counted = this.ascendantCounted();
    return { house: this.natalHouse, counted, toNextCuspDeg: Number.NaN };
  }

  bodyPlacement(i: number): PointPlacement {
    return { house: this.placer.houseOf(2 * i), counted: this.bodyCounted(i), toNextCuspDeg: Number.NaN };
  }
}
