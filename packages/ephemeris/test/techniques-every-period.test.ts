/**
 * An event of the symbolic techniques is the same instant whatever period holds it (issue 34): every
 * exact hit of a hundred years of progressed angles (both methods), progressed bodies and solar arc
 * directions, for three charts, found again in the calendar month, the calendar year and the decade
 * that hold it, none missing and none added. And nothing is exact at birth: a period starting on
 * the birth day has no exact instant at the birth instant.
 *
 * Tolerances: progressed angles and directions are searched on the calendar to 1 s on samples
 * anchored at birth, so two periods agree to about a second (measured ≤ 0.5 s); progressed bodies
 * come from the transit engine on symbolic time (1 s there, about 6 minutes on the calendar at
 * most) on grids laid from each period's start (measured ≤ 13 s). The test asks the minute the API
 * writes: 60 s.
 */
import { describe, expect, it } from 'vitest';
import {
  computeNatalChart,
  computeProgressions,
  computeSolarArcDirections,
  createPathCache,
  epochMsToJulianDay,
  formatUtcMinute,
  localTimeToJulianDay,
  natalPointsOf,
  type AspectTimingRecord,
  type CivilDateTime,
  type PointCode,
  type ProgressedAngleMethod,
} from '@astrolabio/core';
import { openSwissEphemeris } from '../src/index.ts';

const ephemeris = openSwissEphemeris();
const LIFE_DAYS = 36_500;
const TOLERANCE_SECONDS = 60;

const CHARTS = [
  // Issue 34's chart: progressed MC square natal Uranus on 24/12/2020, whatever the period.
  { id: 'roma-1985', local: { year: 1985, month: 7, day: 13, hour: 14, minute: 30, second: 0 }, offsetHours: 2, latitudeDeg: 41.9028, longitudeDeg: 12.4964 },
  { id: 'oslo-1955', local: { year: 1955, month: 3, day: 3, hour: 23, minute: 40, second: 0 }, offsetHours: 1, latitudeDeg: 59.9139, longitudeDeg: 10.7522 },
  { id: 'sydney-1975', local: { year: 1975, month: 8, day: 20, hour: 6, minute: 15, second: 0 }, offsetHours: 10, latitudeDeg: -33.8688, longitudeDeg: 151.2093 },
] satisfies { id: string; local: CivilDateTime; offsetHours: number; latitudeDeg: number; longitudeDeg: number }[];

type Run = (jdStart: number, jdEnd: number) => AspectTimingRecord[];

/** 00:00 UT of the calendar day, month, year or decade holding a Julian day. */
function periodsHolding(jd: number): { label: string; jdStart: number; jdEnd: number }[] {
  const d = new Date((jd - 2440587.5) * 86_400_000);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const at = (year: number, month: number) => Date.UTC(year, month, 1) / 86_400_000 + 2440587.5;
  const decade = Math.floor(y / 10) * 10;
  return [
    { label: 'month', jdStart: at(y, m), jdEnd: at(y, m + 1) },
    { label: 'year', jdStart: at(y, 0), jdEnd: at(y + 1, 0) },
    { label: 'decade', jdStart: at(decade, 0), jdEnd: at(decade + 10, 0) },
  ];
}

interface Hit { moving: PointCode; natalPoint: PointCode; side: number; jd: number }
const hitsOf = (records: AspectTimingRecord[]): Hit[] =>
  records.flatMap((r) => r.exactMs.map((ms) => ({ moving: r.movingPoint, natalPoint: r.natalPoint, side: r.angleDeg, jd: epochMsToJulianDay(ms) })));
const sameEvent = (a: Hit, b: Hit) => a.moving === b.moving && a.natalPoint === b.natalPoint && a.side === b.side && Math.abs(a.jd - b.jd) < 1;

/**
 * Every hit of the whole life found in each month, year and decade holding it (periods clipped to
 * the life), and every hit of those periods a hit of the life. Returns the largest difference, s.
 */
function checkEveryPeriod(label: string, run: Run, lifeStart: number, lifeEnd: number): number {
  const life = hitsOf(run(lifeStart, lifeEnd));
  expect(life.length, `${label}: the life has events`).toBeGreaterThan(10);
  const periods = new Map<string, { jdStart: number; jdEnd: number; hits: Hit[] }>();
  for (const hit of life) {
    for (const p of periodsHolding(hit.jd)) {
      const jdStart = Math.max(p.jdStart, lifeStart);
      const jdEnd = Math.min(p.jdEnd, lifeEnd);
      const key = `${jdStart}|${jdEnd}`;
      if (!periods.has(key)) periods.set(key, { jdStart, jdEnd, hits: hitsOf(run(jdStart, jdEnd)) });
    }
  }
  let worstSeconds = 0;
  for (const hit of life) {
    for (const p of periodsHolding(hit.jd)) {
      const period = periods.get(`${Math.max(p.jdStart, lifeStart)}|${Math.min(p.jdEnd, lifeEnd)}`)!;
      const again = period.hits.filter((h) => sameEvent(h, hit));
      const what = `${label}: ${hit.moving} ${hit.side}° ${hit.natalPoint} of ${formatUtcMinute((hit.jd - 2440587.5) * 86_400_000)} in its ${p.label}`;
      expect(again.length, what).toBe(1);
      worstSeconds = Math.max(worstSeconds, Math.abs(again[0]!.jd - hit.jd) * 86_400);
    }
  }
  for (const period of periods.values()) {
    const added = period.hits.filter((h) => !life.some((l) => sameEvent(l, h)));
    expect(added, `${label}: found in a period and not in the life`).toEqual([]);
  }
  console.log(`${label}: ${life.length} events, ${periods.size} periods, largest difference ${worstSeconds.toFixed(2)} s`);
  expect(worstSeconds).toBeLessThan(TOLERANCE_SECONDS);
  return worstSeconds;
}

describe.each(CHARTS)('$id: every event of a life, in every period that holds it', (c) => {
  const natalJd = localTimeToJulianDay(c.local, c.offsetHours);
  const chart = computeNatalChart({ jdUt: natalJd, latitude: c.latitudeDeg, longitude: c.longitudeDeg }, ephemeris);
  const natal = natalPointsOf(chart);
  const birthDay = Math.floor(natalJd - 0.5) + 0.5;
  const lifeStart = birthDay;
  const lifeEnd = birthDay + LIFE_DAYS;
  const place = { natal, natalJd, latitudeDeg: c.latitudeDeg, longitudeDeg: c.longitudeDeg };
  const cache = createPathCache();

  it.each(['solarArcRightAscension', 'naibod'] satisfies ProgressedAngleMethod[])('progressed Ascendant and Medio Coeli (%s)', (angleMethod) => {
    checkEveryPeriod(`${c.id} angles ${angleMethod}`, (jdStart, jdEnd) =>
      computeProgressions({ ...place, jdStart, jdEnd, angleMethod, movingPoints: ['ascendant', 'midheaven'] }, ephemeris, cache).records, lifeStart, lifeEnd);
  });

  it('progressed bodies', () => {
    checkEveryPeriod(`${c.id} bodies`, (jdStart, jdEnd) =>
      computeProgressions({ ...place, jdStart, jdEnd, movingPoints: ['sun', 'moon', 'mercury', 'venus', 'mars'] }, ephemeris, cache).records, lifeStart, lifeEnd);
  });

  it('solar arc directions', () => {
    checkEveryPeriod(`${c.id} directions`, (jdStart, jdEnd) => computeSolarArcDirections({ natal, natalJd, jdStart, jdEnd }, ephemeris), lifeStart, lifeEnd);
  });

  it('nothing is exact at birth: no progressed or directed hit at the birth instant, no point to its own place', () => {
    const jdEnd = birthDay + 3653;
    const progressed = computeProgressions({ ...place, jdStart: birthDay, jdEnd }, ephemeris, cache).records;
    const directed = computeSolarArcDirections({ natal, natalJd, jdStart: birthDay, jdEnd }, ephemeris);
    const firstHourMs = (natalJd + 1 / 24 - 2440587.5) * 86_400_000;
    for (const r of [...progressed, ...directed]) {
      expect(r.exactMs.filter((ms) => ms < firstHourMs), `${r.layer} ${r.movingPoint} ${r.angleDeg}° ${r.natalPoint}`).toEqual([]);
    }
    // A point's own conjunction and the node axis, exact only at birth: left out. (A retrograde
    // loop may bring a point back onto its natal place: Sydney's progressed Neptune in 1979.)
    const byDefinition = (r: AspectTimingRecord) => (r.movingPoint === r.natalPoint && r.angleDeg === 0)
      || ([r.movingPoint, r.natalPoint].sort().join() === 'northNode,southNode' && r.angleDeg === 180);
    expect([...progressed, ...directed].filter((r) => byDefinition(r) && r.exactMs.length === 0).map((r) => `${r.layer} ${r.movingPoint} ${r.natalPoint}`))
      .toEqual([]);
    expect(directed.filter(byDefinition)).toEqual([]);
    // The other aspects are still there, the first a few months after birth.
    expect(progressed.length).toBeGreaterThan(20);
    expect(directed.length).toBeGreaterThan(20);
  });
});

describe('issue 34\'s example', () => {
  it('progressed MC square natal Uranus, 24/12/2020, in the life, in 2020 and in December 2020', () => {
    const c = CHARTS[0]!;
    const natalJd = localTimeToJulianDay(c.local, c.offsetHours);
    const natal = natalPointsOf(computeNatalChart({ jdUt: natalJd, latitude: c.latitudeDeg, longitude: c.longitudeDeg }, ephemeris));
    const at = (iso: string) => epochMsToJulianDay(Date.parse(iso));
    const found = [['1985-07-13', '2085-07-13'], ['2020-01-01', '2021-01-01'], ['2020-12-01', '2021-01-01']].map(([from, to]) =>
      computeProgressions({ natal, natalJd, latitudeDeg: c.latitudeDeg, longitudeDeg: c.longitudeDeg, jdStart: at(`${from}T00:00Z`), jdEnd: at(`${to}T00:00Z`), movingPoints: ['midheaven'], natalPoints: ['uranus'] }, ephemeris).records
        .filter((r) => r.aspect === 'square' && r.exactMs.some((ms) => ms >= Date.parse('2020-01-01') && ms < Date.parse('2021-01-01')))
        .flatMap((r) => r.exactMs.map(formatUtcMinute)));
    expect(found.map((f) => f.map((iso) => iso.slice(0, 10)))).toEqual([['2020-12-24'], ['2020-12-24'], ['2020-12-24']]);
    expect(new Set(found.flat()).size).toBe(1);
  });
});
