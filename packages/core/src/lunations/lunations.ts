/**
 * Lunations and eclipses over a calendar period: each new and full Moon (the Moon–Sun elongation
 * reaching 0° and 180°, found with the generic root finder on the same sampled tracks as the
 * transits, so a server's path cache serves both), its degree, sign and natal house, the natal
 * points within an orb of the Moon's or the Sun's degree; and each solar and lunar eclipse from
 * Swiss Ephemeris' own eclipse searches, with its type, greatest phase and magnitude, attached to its
 * lunation.
 */
import { normalizeDegrees, separationDegrees } from '../angles.ts';
import { POINT_CODES, type NodeKind, type PointCode } from '../bodies.ts';
import type { AspectCode } from '../aspects.ts';
import type { EclipseKind, EclipseType, SarosNumber, TechniqueEphemeris } from '../ephemeris.ts';
import { eclipseHits, type EclipseHit } from './eclipse-hits.ts';
import { houseOf } from '../houses.ts';
import type { NatalPoints } from '../natal-points.ts';
import { epochMsToJulianDay, julianDayToEpochMs } from '../time.ts';
import { zodiacPosition, type SignCode } from '../zodiac.ts';
import { bodyPaths, type PathCache } from '../transits/paths.ts';
import { longitudeAt, unwrappedLongitudeAt } from '../transits/track.ts';
import { validateTransitQuery } from '../transits/engine.ts';
import { pointKindsOf } from '../layers/technique-period.ts';
import { angleLevelCrossings } from '../layers/level-crossings.ts';
import type { TimingSpan } from '../layers/timing-record.ts';

/** Natal points within this many degrees of a lunation's Moon or Sun are named (the default). */
export const DEFAULT_LUNATION_ORB_DEG = 3;
export const LUNATION_ORB_RANGE_DEG = { min: 0.1, max: 10 } as const;

export type LunationKind = 'newMoon' | 'fullMoon';

export interface LunationContact {
  natalPoint: PointCode;
  /** Which light the natal point is on: the Moon's degree, or the Sun's (opposite it at a full Moon). */
  light: 'moon' | 'sun';
  orbDeg: number;
}

export interface LunationEclipse {
  kind: EclipseKind;
  type: EclipseType;
  /** Greatest eclipse, epoch ms UT. */
  maxMs: number;
  magnitude: number;
  /** Its Saros series and number (Swiss Ephemeris), null when unknown. */
  saros: SarosNumber | null;
  /** The natal points in aspect to it (the query's aspects, within its orb), the closest first. */
  hits: EclipseHit[];
}

/**
 * One lunation in the shared record shape: exactMs holds the instant of the new or full Moon; start
 * and end are the eclipse's first and last contacts when there is one (Swiss Ephemeris' contacts:
 * a grazing eclipse may begin after the instant, the penumbral one of 18/07/2027 11 minutes after
 * the full Moon, issue 34), otherwise the instant itself; the peak is the eclipse's greatest phase,
 * or the instant.
 */
export interface LunationRecord extends TimingSpan {
  layer: 'lunations';
  kind: LunationKind;
  /** The Moon's longitude at the instant, degrees [0, 360), its sign, and its natal house. */
  moonLongitudeDeg: number;
  sign: SignCode;
  house: number;
  contacts: LunationContact[];
  eclipse: LunationEclipse | null;
}

export interface LunationQuery {
  natal: NatalPoints;
  jdStart: number;
  jdEnd: number;
  natalPoints?: readonly PointCode[];
  orbDeg?: number;
  nodeKind?: NodeKind;
  /** The aspects an eclipse's hits are measured in (default the five majors). */
  aspects?: readonly AspectCode[];
}

/** An eclipse belongs to the lunation whose instant is this close to its greatest phase (days): they are minutes apart. */
const ECLIPSE_TO_LUNATION_DAYS = 1;

export function computeLunations(q: LunationQuery, ephemeris: TechniqueEphemeris, cache?: PathCache): LunationRecord[] {
  validateTransitQuery({ natal: q.natal, jdStart: q.jdStart, jdEnd: q.jdEnd });
  const orb = q.orbDeg ?? DEFAULT_LUNATION_ORB_DEG;
  const paths = bodyPaths(ephemeris, ['sun', 'moon'], pointKindsOf(q), q.jdStart, q.jdEnd, cache);
  const sun = paths.get('sun')!.track;
  const moon = paths.get('moon')!.track;
  // The elongation grows 10–15° a day and never turns back: half a day brackets each crossing.
  const crossings = angleLevelCrossings((jd) => unwrappedLongitudeAt(moon, jd) - unwrappedLongitudeAt(sun, jd), [0, 180], q.jdStart, q.jdEnd, 0.5);
  const eclipses = eclipsesBetween(q.jdStart - ECLIPSE_TO_LUNATION_DAYS, q.jdEnd + ECLIPSE_TO_LUNATION_DAYS, ephemeris);
  const natalPoints = q.natalPoints ?? POINT_CODES;
  return crossings.map((c): LunationRecord => {
    const moonLon = longitudeAt(moon, c.jd);
    const sunLon = longitudeAt(sun, c.jd);
    const eclipse = eclipses.find((e) => Math.abs(e.maxJd - c.jd) < ECLIPSE_TO_LUNATION_DAYS) ?? null;
    const instantMs = julianDayToEpochMs(c.jd);
    const contacts: LunationContact[] = [];
    for (const natalPoint of natalPoints) {
      const lon = q.natal.longitudes[natalPoint];
      if (lon === undefined) continue;
      const toMoon = separationDegrees(lon, moonLon);
      if (toMoon <= orb) contacts.push({ natalPoint, light: 'moon', orbDeg: toMoon });
      const toSun = separationDegrees(lon, sunLon);
      // At a new Moon the two lights share a degree: the contact is named once, to the Moon.
      if (c.level === 1 && toSun <= orb) contacts.push({ natalPoint, light: 'sun', orbDeg: toSun });
    }
    contacts.sort((a, b) => a.orbDeg - b.orbDeg);
    return {
      layer: 'lunations',
      kind: c.level === 0 ? 'newMoon' : 'fullMoon',
      startMs: eclipse ? julianDayToEpochMs(eclipse.beginJd) : instantMs,
      endMs: eclipse ? julianDayToEpochMs(eclipse.endJd) : instantMs,
      clippedStart: false,
      clippedEnd: false,
      exactMs: [instantMs],
      peak: { timeMs: eclipse ? julianDayToEpochMs(eclipse.maxJd) : instantMs, orbDeg: 0 },
      moonLongitudeDeg: normalizeDegrees(moonLon),
      sign: zodiacPosition(moonLon).sign,
      house: houseOf(moonLon, q.natal.cusps),
      contacts,
      eclipse: eclipse && {
        kind: eclipse.kind,
        type: eclipse.type,
        maxMs: julianDayToEpochMs(eclipse.maxJd),
        magnitude: eclipse.magnitude,
        saros: eclipse.saros,
        hits: eclipseHits({ kind: eclipse.kind, moonLongitudeDeg: moonLon, natal: q.natal, natalPoints: q.natalPoints, aspects: q.aspects, orbDeg: orb }),
      },
    };
  });
}

/** Every solar and lunar eclipse whose greatest phase is in [jdFrom, jdTo), in time order. */
export function eclipsesBetween(jdFrom: number, jdTo: number, ephemeris: TechniqueEphemeris) {
  const out = [];
  for (const kind of ['solar', 'lunar'] as const) {
    for (let e = ephemeris.nextEclipse(jdFrom, kind); e.maxJd < jdTo; e = ephemeris.nextEclipse(e.maxJd + 1, kind)) {
      if (e.maxJd >= jdFrom) out.push(e);
    }
  }
  return out.sort((a, b) => a.maxJd - b.maxJd);
}

/** The epoch ms of a lunation's instant (its one exact hit). */
export function lunationInstantJd(r: LunationRecord): number {
  return epochMsToJulianDay(r.exactMs[0]!);
}
