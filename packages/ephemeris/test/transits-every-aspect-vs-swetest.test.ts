/**
 * Issue 25: the transit engine with all eleven aspects and all twelve house cusps on, against a
 * brute force on swetest's own samples (fixtures/swetest-year-2025, scripts/fixtures/swetest-year-2025.ts),
 * for the year 2025 on three charts whose natal points are also swetest's (fixtures/swetest-charts):
 * Roma 1990 (Placidus), Firenze 1966 (whole-sign houses: cusps 1 and 10 are not the angles) and
 * Palermo 1943 (equal houses: cusp 10 is not the Medio Coeli), the last with the osculating Lilith
 * transiting. Orbs per aspect, with a wider Sole/Luna column, so that the orb edges test the table.
 * No exact hit or orb edge may be missed or invented; each instant within 1 s, or where the body is
 * slow within the time it takes to move 0.01″ — the reference's cubic between swetest's lines,
 * printed to 7 decimals with numerical speeds for the true node, is good to some 0.005″, which near
 * a station (Plutone at 0.0003° a day) or for the node (0.02° a day) is more than a second.
 */
import { describe, expect, test } from 'vitest';
import { openSwissEphemeris } from '../src/index.ts';
import {
  ALL_ASPECT_CODES,
  ALL_POINT_CODES,
  aspectSidesDeg,
  computeTransits,
  CUSP_CODES,
  epochMsToJulianDay,
  houseOfCusp,
  isCuspCode,
  normalizeDegrees,
  orbLimitDeg,
  separationDegrees,
  TRANSIT_BODY_CODES,
  uniformOrbTable,
  withOrbs,
  type LilithKind,
  type NatalPoints,
  type PointCode,
  type TransitBodyCode,
} from '@astrolabio/core';
import { readSwetestChart, readYearSamples, swetestCrossings, swetestSpeedAt, type SwetestSamples } from '../../../test-support/swetest-year.ts';

const TOLERANCE_SECONDS = 1;
const TOLERANCE_ARCSEC = 0.01;
/** The tolerance of an instant where the body moves at `speedDegPerDay`: 1 s, or 0.01″ of its motion. */
const toleranceSeconds = (speedDegPerDay: number) => Math.max(TOLERANCE_SECONDS, (TOLERANCE_ARCSEC / 3600 / Math.abs(speedDegPerDay)) * 86_400);
const JD_START = 2460676.5; // 2025-01-01T00:00Z
const JD_END = 2461041.5; // 2026-01-01T00:00Z
const ORBS = withOrbs(uniformOrbTable(3), {
  conjunction: { orbDeg: 4, luminaryOrbDeg: 6 },
  quincunx: { orbDeg: 2, luminaryOrbDeg: 2.5 },
  semisextile: { orbDeg: 1.5 },
});
const ephemeris = openSwissEphemeris();

const SWETEST_BODY: Record<string, PointCode> = {
  Sun: 'sun', Moon: 'moon', Mercury: 'mercury', Venus: 'venus', Mars: 'mars', Jupiter: 'jupiter', Saturn: 'saturn',
  Uranus: 'uranus', Neptune: 'neptune', Pluto: 'pluto', Chiron: 'chiron', 'mean Apogee': 'lilith', 'true Node': 'northNode',
};

/** The chart's natal points, every one of them swetest's. */
function natalOf(id: string): NatalPoints {
  const c = readSwetestChart(id);
  const longitudes: NatalPoints['longitudes'] = { ascendant: c.ascendant, midheaven: c.midheaven };
  for (const [name, code] of Object.entries(SWETEST_BODY)) longitudes[code as 'sun'] = c.bodies[name]!;
  longitudes.southNode = normalizeDegrees(longitudes.northNode! + 180);
  return { longitudes, cusps: c.cusps };
}

const fileOf = (body: TransitBodyCode, lilith: LilithKind): string =>
  body === 'lilith' ? `lilith-${lilith}` : body === 'northNode' ? 'true-node' : body;

const CHARTS = [
  { id: 'roma-1990', lilith: 'mean' },
  { id: 'firenze-1966', lilith: 'mean' },
  { id: 'palermo-1943', lilith: 'true' },
] as const;

describe.each(CHARTS)('every aspect and every cusp, 2025, $id (Lilith $lilith) vs swetest (tolerance 1 s)', ({ id, lilith }) => {
  const natal = natalOf(id);
  const records = computeTransits({
    natal, jdStart: JD_START, jdEnd: JD_END, aspects: ALL_ASPECT_CODES, natalPoints: ALL_POINT_CODES, orbs: ORBS, lilithKind: lilith,
  }, ephemeris);
  // A cusp on an angle is the angle (measured once, as the angle): the reference applies the rule itself.
  const targets = ALL_POINT_CODES.filter((p) => !isCuspCode(p)
    || ![natal.longitudes.ascendant!, natal.longitudes.midheaven!].some((a) => separationDegrees(a, natal.cusps[houseOfCusp(p) - 1]!) < 1e-6));
  const lonOf = (p: PointCode) => (isCuspCode(p) ? natal.cusps[houseOfCusp(p) - 1]! : natal.longitudes[p]!);

  test('the chart has cusps of its own to test', () => {
    expect(targets.filter(isCuspCode).length).toBeGreaterThanOrEqual(id === 'roma-1990' ? 10 : 11);
    expect(new Set(records.map((r) => r.aspect))).toEqual(new Set(ALL_ASPECT_CODES));
    expect(new Set(records.filter((r) => isCuspCode(r.natalPoint)).map((r) => r.natalPoint)).size).toBe(targets.filter(isCuspCode).length);
    expect(CUSP_CODES.length).toBe(12);
  });

  test.each(TRANSIT_BODY_CODES.map((b) => [b] as const))('%s: the same exact hits and orb edges', (body) => {
    const samples: SwetestSamples = readYearSamples(fileOf(body, lilith));
    let compared = 0;
    let worstSeconds = 0;
    const mineOfBody = records.filter((r) => r.transitBody === body);
    for (const target of targets) {
      for (const aspect of ALL_ASPECT_CODES) {
        const orbDeg = orbLimitDeg(ORBS, aspect, body, target);
        for (const side of aspectSidesDeg(aspect)) {
          const point = normalizeDegrees(lonOf(target) + side);
          const mine = mineOfBody.filter((r) => r.natalPoint === target && r.aspect === aspect && r.angleDeg === side);
          const label = `${body} ${aspect} ${side}° ${target}`;
          const check = (engineMs: number[], reference: number[], what: string) => {
            const engineJd = engineMs.map(epochMsToJulianDay).sort((a, b) => a - b);
            expect(engineJd.length, `${label}: ${what}`).toBe(reference.length);
            engineJd.forEach((jd, i) => {
              const seconds = Math.abs(jd - reference[i]!) * 86_400;
              const speed = Math.abs(swetestSpeedAt(samples, reference[i]!));
              worstSeconds = Math.max(worstSeconds, seconds);
              expect(seconds, `${label}: ${what} #${i + 1} at ${speed.toExponential(2)}°/d`).toBeLessThanOrEqual(toleranceSeconds(speed));
            });
            compared += reference.length;
          };
          check(mine.flatMap((r) => r.exactMs), swetestCrossings(samples, point, JD_START, JD_END), 'exact');
          const edges = [normalizeDegrees(point - orbDeg), normalizeDegrees(point + orbDeg)]
            .flatMap((level) => swetestCrossings(samples, level, JD_START, JD_END)).sort((a, b) => a - b);
          check(mine.flatMap((r) => [...(r.clippedStart ? [] : [r.startMs]), ...(r.clippedEnd ? [] : [r.endMs])]), edges, 'orb edges');
        }
      }
    }
    // Nothing the engine found lies outside the targets and aspects compared.
    expect(mineOfBody.every((r) => targets.includes(r.natalPoint))).toBe(true);
    expect(compared).toBeGreaterThan(0);
    console.log(`${id} ${body}: ${compared} instants, worst ${worstSeconds.toFixed(3)} s`);
  }, 120_000);
});
