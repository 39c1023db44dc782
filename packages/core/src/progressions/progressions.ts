/**
 * Secondary progressions over a calendar period: the progressed bodies' aspects to the natal points
 * (the transit engine run over the symbolic period, a day for a year, its instants mapped back to
 * the calendar), the progressed angles' aspects (aspectStretches on the angle's own function), the
 * progressed Moon's sign and natal-house ingresses, and the progressed lunation phases.
 */
import { ASPECT_CODES, type AspectCode } from '../aspects.ts';
import { BODY_CODES, POINT_CODES, type BodyCode, type LilithKind, type NodeKind, type PointCode } from '../bodies.ts';
import type { BodyPosition, TechniqueEphemeris } from '../ephemeris.ts';
import { chartBodyPosition, chartBodyPositions } from '../positions.ts';
import type { NatalPoints } from '../natal-points.ts';
import { epochMsToJulianDay, julianDayToEpochMs } from '../time.ts';
import { SIGN_CODES, SIGN_WIDTH_DEG, type SignCode } from '../zodiac.ts';
import { computeHouseIngresses } from '../transits/house-ingresses.ts';
import { computeTransits, type TransitRecord } from '../transits/engine.ts';
import type { PathCache } from '../transits/paths.ts';
import { TRANSIT_BODY_CODES } from '../transits/bodies.ts';
import { unwrappedLongitudeAt } from '../transits/track.ts';
import { aspectStretches, aspectTargets } from '../layers/aspect-stretches.ts';
import { angleLevelCrossings } from '../layers/level-crossings.ts';
import { withoutNatalCarryOvers, type MovingPointTrack } from '../layers/natal-carry-over.ts';
import type { AspectTimingRecord } from '../layers/timing-record.ts';
import { withoutBirthInstant } from '../layers/birth-instant.ts';
import { DEFAULT_PROGRESSED_ANGLE_METHOD, progressedAngles, type ProgressedAngleMethod } from './progressed-angles.ts';
import { TROPICAL_YEAR_DAYS } from '../returns/return-instant.ts';
import { pointKindsOf, symbolicPeriodOf, SYMBOLIC_DT_TOLERANCE_SECONDS, type SymbolicPeriod } from '../layers/technique-period.ts';
import { calendarJulianDay, progressedJulianDay } from './progressed-time.ts';

/** Progressions and directions keep aspects within 1° by default: they move about a degree a year. */
export const DEFAULT_PROGRESSION_MAX_ORB_DEG = 1;
export { MAX_PROGRESSION_PERIOD_DAYS } from '../layers/technique-period.ts';

export interface ProgressionQuery {
  natal: NatalPoints;
  /** Birth instant, Julian day UT, and place (degrees, north and east positive). */
  natalJd: number;
  latitudeDeg: number;
  longitudeDeg: number;
  /** Calendar period, Julian days UT, [jdStart, jdEnd). */
  jdStart: number;
  jdEnd: number;
  /** Progressed points (default: the 13 transiting bodies, Ascendant and Midheaven). */
  movingPoints?: readonly PointCode[];
  natalPoints?: readonly PointCode[];
  aspects?: readonly AspectCode[];
  maxOrbDeg?: number;
  nodeKind?: NodeKind;
  /** Which apogee progresses as Lilith: the natal chart's (default the mean one). */
  lilithKind?: LilithKind;
  angleMethod?: ProgressedAngleMethod;
}

export interface ProgressedIngress {
  timeMs: number;
  /** The sign entered, or the natal house (1–12) entered. */
  sign?: SignCode;
  house?: number;
  retrograde: boolean;
}

export const LUNATION_PHASES = ['newMoon', 'firstQuarter', 'fullMoon', 'lastQuarter'] as const;
export type LunationPhase = (typeof LUNATION_PHASES)[number];

export interface ProgressedLunationPhase {
  timeMs: number;
  phase: LunationPhase;
}

export interface ProgressionRun {
  records: AspectTimingRecord[];
  moonSignIngresses: ProgressedIngress[];
  moonHouseIngresses: ProgressedIngress[];
  lunationPhases: ProgressedLunationPhase[];
}

/** The points a progressions query moves: the bodies it names, then the angles it names. */
export const PROGRESSED_POINT_CODES: readonly PointCode[] = [...TRANSIT_BODY_CODES, 'ascendant', 'midheaven'];

/** Calendar epoch ms of a symbolic epoch ms. */
function calendarMs(natalJd: number, symbolicMs: number): number {
  return julianDayToEpochMs(calendarJulianDay(natalJd, epochMsToJulianDay(symbolicMs)));
}

export function computeProgressions(q: ProgressionQuery, ephemeris: TechniqueEphemeris, cache?: PathCache): ProgressionRun {
  const period = symbolicPeriodOf(q, ephemeris, cache);
  const { symStart, symEnd, kinds } = period;
  const maxOrb = q.maxOrbDeg ?? DEFAULT_PROGRESSION_MAX_ORB_DEG;
  const moving = q.movingPoints ?? PROGRESSED_POINT_CODES;
  const bodies = TRANSIT_BODY_CODES.filter((b) => moving.includes(b));
  const symbolic = { natal: q.natal, jdStart: symStart, jdEnd: symEnd, natalPoints: q.natalPoints, aspects: q.aspects, nodeKind: kinds.node, lilithKind: kinds.lilith };

  const records: AspectTimingRecord[] = bodies.length === 0 ? [] : computeTransits({ ...symbolic, bodies, maxOrbDeg: maxOrb }, ephemeris, { cache })
    .map((r) => fromTransitRecord(r, q.natalJd));

  const angles = (['ascendant', 'midheaven'] as const).filter((a) => moving.includes(a));
  // Sampled from birth: the same functions follow the angles back to it (withoutNatalCarryOvers).
  const frame = angles.length > 0
    ? progressedAngles({ natalJd: q.natalJd, latitudeDeg: q.latitudeDeg, longitudeDeg: q.longitudeDeg, method: q.angleMethod ?? DEFAULT_PROGRESSED_ANGLE_METHOD }, ephemeris, q)
    : null;
  if (frame) {
    for (const angle of angles) {
      records.push(...aspectStretches({
        layer: 'progressions',
        f: frame[angle],
        targets: aspectTargets([{ point: angle, offsetDeg: 0 }], q.natal, q.natalPoints ?? POINT_CODES, q.aspects ?? ASPECT_CODES),
        maxOrbDeg: maxOrb,
        jdStart: q.jdStart,
        jdEnd: q.jdEnd,
        // A quarter of a year: the angles advance steadily (about a degree a year, the Ascendant
        // up to a few degrees at high latitudes), never turning back outside the polar circles.
        stepDays: TROPICAL_YEAR_DAYS / 4,
        dtToleranceSeconds: SYMBOLIC_DT_TOLERANCE_SECONDS,
        cusps: q.natal.cusps,
      }));
    }
  }
  // Nothing is exact at birth (withoutBirthInstant); nor does a natal aspect carried along, in orb
  // since birth and never exact, say anything (withoutNatalCarryOvers).
  const trackOf = (point: PointCode): MovingPointTrack => {
    if ((point === 'ascendant' || point === 'midheaven') && frame) return { longitudeDeg: frame[point], stepDays: TROPICAL_YEAR_DAYS / 4 };
    // A symbolic day a step: a progressed body's stations are symbolic weeks (calendar decades) apart.
    return { longitudeDeg: (jd) => chartBodyPosition(ephemeris, progressedJulianDay(q.natalJd, jd), point as BodyCode, kinds).longitude, stepDays: TROPICAL_YEAR_DAYS };
  };
  const kept = withoutNatalCarryOvers(
    withoutBirthInstant(records, q.natal, q.natalJd),
    { natal: q.natal, natalJd: q.natalJd, jdStart: q.jdStart, maxOrbDeg: maxOrb },
    trackOf,
  );
  kept.sort((a, b) => a.startMs - b.startMs || PROGRESSED_POINT_CODES.indexOf(a.movingPoint) - PROGRESSED_POINT_CODES.indexOf(b.movingPoint));

  const moonIngresses = (cusps: number[]) => computeHouseIngresses(
    { natal: { longitudes: q.natal.longitudes, cusps }, jdStart: symStart, jdEnd: symEnd, bodies: ['moon'], nodeKind: kinds.node, lilithKind: kinds.lilith },
    ephemeris,
    { cache },
  )[0]!.ingresses.map((i) => ({ timeMs: calendarMs(q.natalJd, i.timeMs), house: i.house, retrograde: i.retrograde }));
  const signCusps = SIGN_CODES.map((_, i) => i * SIGN_WIDTH_DEG);

  return {
    records: kept,
    moonSignIngresses: moonIngresses(signCusps).map(({ house, ...rest }) => ({ ...rest, sign: SIGN_CODES[house - 1]! })),
    moonHouseIngresses: moonIngresses(q.natal.cusps),
    lunationPhases: progressedLunationPhases(q.natalJd, period),
  };
}

function fromTransitRecord(r: TransitRecord, natalJd: number): AspectTimingRecord {
  return {
    layer: 'progressions',
    movingPoint: r.transitBody,
    natalPoint: r.natalPoint,
    aspect: r.aspect,
    angleDeg: r.angleDeg,
    startMs: calendarMs(natalJd, r.startMs),
    endMs: calendarMs(natalJd, r.endMs),
    clippedStart: r.clippedStart,
    clippedEnd: r.clippedEnd,
    exactMs: r.exactMs.map((ms) => calendarMs(natalJd, ms)),
    peak: { timeMs: calendarMs(natalJd, r.peak.timeMs), orbDeg: r.peak.orbDeg },
    house: r.house,
  };
}

/** The progressed Moon–Sun elongation's quarters (0°, 90°, 180°, 270°) over a symbolic period, as calendar instants. */
function progressedLunationPhases(natalJd: number, { symStart, symEnd, paths: pathsOf }: SymbolicPeriod): ProgressedLunationPhase[] {
  const paths = pathsOf(['sun', 'moon']);
  const sun = paths.get('sun')!.track;
  const moon = paths.get('moon')!.track;
  const elongation = (jd: number) => unwrappedLongitudeAt(moon, jd) - unwrappedLongitudeAt(sun, jd);
  // Half a day: the elongation grows 10–15° a day and never turns back.
  return angleLevelCrossings(elongation, [0, 90, 180, 270], symStart, symEnd, 0.5, { dtToleranceSeconds: 0.1 })
    .map((c) => ({ timeMs: julianDayToEpochMs(calendarJulianDay(natalJd, c.jd)), phase: LUNATION_PHASES[c.level]! }));
}

export interface ProgressedPositions {
  /** The symbolic instant, Julian day UT. */
  progressedJd: number;
  bodies: Record<BodyCode, BodyPosition>;
  ascendant: number;
  midheaven: number;
}

/** The progressed chart of a calendar instant: the bodies at the symbolic instant, the angles by the method. */
export function progressedPositionsAt(
  q: Pick<ProgressionQuery, 'natalJd' | 'latitudeDeg' | 'longitudeDeg' | 'nodeKind' | 'lilithKind' | 'angleMethod'>,
  calendarJd: number,
  ephemeris: TechniqueEphemeris,
): ProgressedPositions {
  const progressedJd = progressedJulianDay(q.natalJd, calendarJd);
  const frame = progressedAngles({ natalJd: q.natalJd, latitudeDeg: q.latitudeDeg, longitudeDeg: q.longitudeDeg, method: q.angleMethod ?? DEFAULT_PROGRESSED_ANGLE_METHOD }, ephemeris);
  return {
    progressedJd,
    bodies: chartBodyPositions(ephemeris, progressedJd, BODY_CODES, pointKindsOf(q)) as Record<BodyCode, BodyPosition>,
    ascendant: frame.ascendant(calendarJd),
    midheaven: frame.midheaven(calendarJd),
  };
}
