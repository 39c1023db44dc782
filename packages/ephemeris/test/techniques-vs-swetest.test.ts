/**
 * The timing techniques against Debian's swetest (fixtures/swetest-techniques, made by
 * scripts/fixtures/swetest-techniques.ts): progressed positions and angles within 1″, eclipse maxima
 * and lunations of 2000–2050 to the minute. Each test states its tolerance and prints min/avg/max.
 */
import { describe, expect, it } from 'vitest';
import {
  computeLunations,
  createPathCache,
  eclipsesBetween,
  progressedPositionsAt,
  separationDegrees,
  type BodyCode,
  type LunationRecord,
  type NatalPoints,
} from '@astrolabio/core';
import { openSwissEphemeris } from '../src/index.ts';
import { eclipses, lunations, MANIFEST, progressedAngleCases, progressedPositionCases, type FixtureBody } from './swetest-techniques-fixture.ts';

const ephemeris = openSwissEphemeris();
const ARCSEC_DEG = 1 / 3600;
const MINUTE_DAYS = 1 / 1440;

function report(label: string, errors: number[], unit: string): void {
  const sum = errors.reduce((a, b) => a + b, 0);
  console.log(`${label}: ${errors.length} values, min ${Math.min(...errors).toFixed(4)} avg ${(sum / errors.length).toFixed(4)} max ${Math.max(...errors).toFixed(4)} ${unit}`);
}

const chartOf = (id: string) => MANIFEST.charts.find((c) => c.id === id)!;
/** The calendar instant whose progressed instant is birth + age days. */
const calendarJdOf = (natalJd: number, ageYears: number) => natalJd + ageYears * MANIFEST.tropicalYearDays;

describe('progressed positions', () => {
  it('are swetest\'s positions at birth + age in days, every body, within 1″', () => {
    const errors: number[] = [];
    for (const c of progressedPositionCases()) {
      const chart = chartOf(c.chart);
      const calendarJd = calendarJdOf(chart.jd, c.ageYears);
      for (const nodeKind of ['true', 'mean'] as const) {
        const p = progressedPositionsAt({ natalJd: chart.jd, latitudeDeg: chart.latitude, longitudeDeg: chart.longitude, nodeKind }, calendarJd, ephemeris);
        expect(Math.abs(p.progressedJd - c.progressedJd)).toBeLessThan(1e-6);
        const pairs: [BodyCode, FixtureBody][] = [
          ['sun', 'sun'], ['moon', 'moon'], ['mercury', 'mercury'], ['venus', 'venus'], ['mars', 'mars'], ['jupiter', 'jupiter'],
          ['saturn', 'saturn'], ['uranus', 'uranus'], ['neptune', 'neptune'], ['pluto', 'pluto'], ['chiron', 'chiron'], ['lilith', 'lilith'],
          ['northNode', nodeKind === 'true' ? 'trueNode' : 'meanNode'],
        ];
        for (const [code, ref] of pairs) {
          const err = separationDegrees(p.bodies[code].longitude, c.bodies[ref].longitude) / ARCSEC_DEG;
          errors.push(err);
          expect(err, `${c.chart} age ${c.ageYears} ${code}`).toBeLessThan(1);
        }
      }
    }
    report('progressed positions vs swetest', errors, '″');
  });
});

describe('progressed angles', () => {
  it('are swetest\'s Ascendant and Medio Coeli at the progressed ARMC, both methods, within 1″', () => {
    const errors: number[] = [];
    for (const c of progressedAngleCases()) {
      // swetest's jd* has the target ARMC to 1e-7°.
      expect(Math.abs(c.armcDeg - c.targetArmcDeg)).toBeLessThan(2e-7);
      const chart = chartOf(c.chart);
      const p = progressedPositionsAt({ natalJd: chart.jd, latitudeDeg: chart.latitude, longitudeDeg: chart.longitude, angleMethod: c.method }, calendarJdOf(chart.jd, c.ageYears), ephemeris);
      for (const [name, ours, ref] of [['Asc', p.ascendant, c.ascendant], ['MC', p.midheaven, c.midheaven]] as const) {
        const err = separationDegrees(ours, ref) / ARCSEC_DEG;
        errors.push(err);
        expect(err, `${c.chart} age ${c.ageYears} ${c.method} ${name}`).toBeLessThan(1);
      }
    }
    report('progressed angles vs swetest', errors, '″');
  });
});

describe('eclipses 2000–2050', () => {
  const from = 2451544.5; // 2000-01-01
  const to = 2469807.5; // 2051-01-01
  const ours = eclipsesBetween(from, to, ephemeris);
  const TYPE_WORDS = { total: 'total', annular: 'annular', hybrid: 'ann-tot', partial: 'partial', penumbral: 'penumb.' } as const;
  it.each(['solar', 'lunar'] as const)('%s: every maximum to the minute and the same type as swetest', (kind) => {
    const refs = eclipses(kind).filter((e) => e.maxJd < to);
    const mine = ours.filter((e) => e.kind === kind);
    expect(mine.length).toBe(refs.length);
    const errors = refs.map((ref, i) => {
      expect(TYPE_WORDS[mine[i]!.type], `eclipse at JD ${ref.maxJd}`).toBe(ref.typeWord);
      return Math.abs(mine[i]!.maxJd - ref.maxJd) * 86_400;
    });
    report(`${kind} eclipse maxima vs swetest`, errors, 's');
    expect(Math.max(...errors)).toBeLessThan(60);
  });
});

describe('lunations 2000–2050', () => {
  it('every new and full Moon to the minute (measured: about a second)', () => {
    const refs = lunations();
    const natal: NatalPoints = { longitudes: {}, cusps: Array.from({ length: 12 }, (_, i) => i * 30) };
    const cache = createPathCache();
    const mine: LunationRecord[] = [];
    // Ten years a query, the transit period's limit.
    for (let jd = MANIFEST.lunations.fromJd; jd < MANIFEST.lunations.toJd; jd += 3650) {
      mine.push(...computeLunations({ natal, jdStart: jd, jdEnd: Math.min(jd + 3650, MANIFEST.lunations.toJd) }, ephemeris, cache));
    }
    expect(mine.length).toBe(refs.length);
    const errors = refs.map((ref, i) => {
      expect(mine[i]!.kind).toBe(ref.kind);
      return Math.abs(mine[i]!.exactMs[0]! / 86_400_000 + 2440587.5 - ref.jd) / MINUTE_DAYS * 60;
    });
    report('lunations vs swetest', errors, 's');
    expect(Math.max(...errors)).toBeLessThan(60);
  });
});
