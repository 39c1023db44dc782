/**
 * Aspect stretches of moving points that are one function of time plus a fixed offset (a progressed
 * angle; every solar-arc-directed point, natal position + arc): the same open, exact and close
 * crossings as the transit engine's, found by angleLevelCrossings on that one function, into the
 * shared record shape.
 */
import { normalizeDegrees, signedArcDegrees } from '../angles.ts';
import { ASPECT_CODES, type AspectCode, type AspectSideDeg } from '../aspects.ts';
import { POINT_CODES, type PointCode } from '../bodies.ts';
import { houseOf } from '../houses.ts';
import type { NatalPoints } from '../natal-points.ts';
import { julianDayToEpochMs } from '../time.ts';
import { aspectSidesDeg } from '../transits/engine.ts';
import { angleLevelCrossings } from './level-crossings.ts';
import type { AspectTimingRecord } from './timing-record.ts';

export interface AspectTarget {
  movingPoint: PointCode;
  natalPoint: PointCode;
  aspect: AspectCode;
  angleDeg: AspectSideDeg;
  /** The moving point's longitude is f(t) + offsetDeg (0 for a progressed angle, the natal longitude for a directed point). */
  offsetDeg: number;
  /** Value of f where the aspect is exact, degrees [0, 360). */
  exactDeg: number;
}

/** Every (moving point, natal point, aspect side) of a query, for moving points at f + their offset. */
export function aspectTargets(
  moving: readonly { point: PointCode; offsetDeg: number }[],
  natal: NatalPoints,
  natalPoints: readonly PointCode[] = POINT_CODES,
  aspects: readonly AspectCode[] = ASPECT_CODES,
): AspectTarget[] {
  const out: AspectTarget[] = [];
  for (const m of moving) {
    for (const natalPoint of natalPoints) {
      const lon = natal.longitudes[natalPoint];
      if (lon === undefined) continue;
      for (const aspect of aspects) {
        for (const angleDeg of aspectSidesDeg(aspect)) {
          out.push({ movingPoint: m.point, natalPoint, aspect, angleDeg, offsetDeg: m.offsetDeg, exactDeg: normalizeDegrees(lon + angleDeg - m.offsetDeg) });
        }
      }
    }
  }
  return out;
}

export interface StretchQuery {
  layer: AspectTimingRecord['layer'];
  /** The one function of calendar time (Julian day UT), degrees. */
  f: (jd: number) => number;
  targets: readonly AspectTarget[];
  maxOrbDeg: number;
  jdStart: number;
  jdEnd: number;
  /** Sample step of f, days: f must not turn back within a step. */
  stepDays: number;
  dtToleranceSeconds?: number;
  cusps: readonly number[];
}

type Kind = 'lower' | 'exact' | 'upper';

/** The stretches of every target over [jdStart, jdEnd), in the shared record shape. */
export function aspectStretches(q: StretchQuery): AspectTimingRecord[] {
  const levels: number[] = [];
  const subscribers: { target: number; kind: Kind }[] = [];
  q.targets.forEach((t, target) => {
    levels.push(t.exactDeg - q.maxOrbDeg, t.exactDeg, t.exactDeg + q.maxOrbDeg);
    subscribers.push({ target, kind: 'lower' }, { target, kind: 'exact' }, { target, kind: 'upper' });
  });
  const crossings = angleLevelCrossings(q.f, levels, q.jdStart, q.jdEnd, q.stepDays, { dtToleranceSeconds: q.dtToleranceSeconds });
  const open: ({ startJd: number; clippedStart: boolean; exactJd: number[] } | null)[] = q.targets.map(() => null);
  const f0 = q.f(q.jdStart);
  q.targets.forEach((t, i) => {
    const orb = signedArcDegrees(t.exactDeg, f0);
    if (orb >= -q.maxOrbDeg && orb < q.maxOrbDeg) open[i] = { startJd: q.jdStart, clippedStart: true, exactJd: [] };
  });
  const out: AspectTimingRecord[] = [];
  const close = (i: number, endJd: number, clippedEnd: boolean) => {
    const s = open[i]!;
    open[i] = null;
    out.push(record(q, q.targets[i]!, s.startJd, endJd, s.clippedStart, clippedEnd, s.exactJd));
  };
  for (const c of crossings) {
    const { target, kind } = subscribers[c.level]!;
    const s = open[target];
    if (kind === 'exact') {
      s?.exactJd.push(c.jd);
      continue;
    }
    const entering = (kind === 'lower') === (c.direction > 0);
    if (entering && !s) open[target] = { startJd: c.jd, clippedStart: false, exactJd: [] };
    else if (!entering && s) close(target, c.jd, false);
  }
  open.forEach((s, i) => {
    if (s) close(i, q.jdEnd, true);
  });
  return out;
}

function record(
  q: StretchQuery,
  t: AspectTarget,
  startJd: number,
  endJd: number,
  clippedStart: boolean,
  clippedEnd: boolean,
  exactJd: number[],
): AspectTimingRecord {
  const orbAt = (jd: number) => Math.abs(signedArcDegrees(t.exactDeg, q.f(jd)));
  let peakJd: number;
  let peakOrb: number;
  if (exactJd.length > 0) {
    peakJd = exactJd[0]!;
    peakOrb = 0;
  } else {
    // f does not turn within the stretch (the step rule), so the orb is smallest at one end.
    const [a, b] = [orbAt(startJd), orbAt(endJd)];
    [peakJd, peakOrb] = a <= b ? [startJd, a] : [endJd, b];
  }
  const movingLon = exactJd.length > 0 ? t.exactDeg + t.offsetDeg : q.f(peakJd) + t.offsetDeg;
  return {
    layer: q.layer,
    movingPoint: t.movingPoint,
    natalPoint: t.natalPoint,
    aspect: t.aspect,
    angleDeg: t.angleDeg,
    startMs: julianDayToEpochMs(startJd),
    endMs: julianDayToEpochMs(endJd),
    clippedStart,
    clippedEnd,
    exactMs: exactJd.map(julianDayToEpochMs),
    peak: { timeMs: julianDayToEpochMs(peakJd), orbDeg: peakOrb },
    house: houseOf(normalizeDegrees(movingLon), q.cusps),
  };
}
