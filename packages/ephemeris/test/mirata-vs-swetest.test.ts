/**
 * «Mirata» on the real ephemeris against fixtures/swetest-mirata (its README): for three births, the
 * solar return instant; at 63 places each, the natal house of the return Ascendant, the ten
 * planets' return houses (as they lie and as they count under the 2°30′ rule), the verdict and the
 * score by the fixture script's own evaluator of Discepolo's rules, read both ways (the scans' fast
 * placer and the explained place); the astrocartography lines by the formulas on swetest's right
 * ascensions and declinations. Worst differences are printed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import {
  astrocartographyLines,
  computeNatalChart,
  DISCEPOLO_RULE_SET,
  explainPlace,
  MIRATA_READ_BODIES,
  MIRATA_VERDICTS,
  mirataSkyAt,
  readPlaces,
  SECONDS_PER_DAY,
  separationDegrees,
  solarReturnJd,
} from '@astrolabio/core';
import { openSwissEphemeris } from '../src/index.ts';

const DIR = fileURLToPath(new URL('../../../fixtures/swetest-mirata/', import.meta.url));
const INSTANT_TOLERANCE_SECONDS = 0.1;
/** Angles of the same library at instants 0.1 s apart at most: the Ascendant moves 0.0004° in 0.1 s. */
const ANGLE_TOLERANCE_DEG = 0.001;
/** The same library's positions at instants 0.012 s apart at most (measured): 0.18″. */
const LINE_TOLERANCE_DEG = 1 / 3600;

interface Expected {
  birthJd: number;
  returnJd: number;
  natalCusps: number[];
  places: {
    latitude: number;
    longitude: number;
    system: 'placidus' | 'porphyry';
    ascendant: number;
    midheaven: number;
    ascendantNatalHouse: number;
    ascendantCountedHouse: number;
    midheavenNatalHouse: number;
    returnHouses: Record<string, number>;
    returnHousesCounted: Record<string, number>;
    verdict: string;
    score: number;
  }[];
  lines: { body: string; midheavenLongitude: number; imumCoeliLongitude: number; horizon: { latitude: number; rising: number; setting: number }[] }[];
}

const manifest = JSON.parse(readFileSync(`${DIR}manifest.json`, 'utf8')) as { charts: { id: string; ut: string; latitude: number; longitude: number; year: number }[] };
const ephemeris = openSwissEphemeris();
const worst = { instantS: 0, angleDeg: 0, lineDeg: 0, places: 0 };

describe.each(manifest.charts.map((c) => [c.id, c] as const))('%s', (id, c) => {
  const e = JSON.parse(readFileSync(`${DIR}${id}.expected.json`, 'utf8')) as Expected;
  const natal = computeNatalChart({ jdUt: e.birthJd, latitude: c.latitude, longitude: c.longitude }, ephemeris);
  const jd = solarReturnJd({ natalJdUt: e.birthJd, year: c.year, birthYear: Number(c.ut.slice(0, 4)) }, ephemeris);
  const sky = mirataSkyAt(jd, 'placidus', ephemeris);

  test('the natal cusps and the return instant', () => {
    natal.cusps.forEach((cusp, i) => expect(separationDegrees(cusp, e.natalCusps[i]!)).toBeLessThan(1e-5));
    const errorS = Math.abs(jd - e.returnJd) * SECONDS_PER_DAY;
    worst.instantS = Math.max(worst.instantS, errorS);
    expect(errorS).toBeLessThan(INSTANT_TOLERANCE_SECONDS);
  });

  test(`${e.places.length} places: natal house of the return Ascendant, return houses, verdict and score`, () => {
    const fast = readPlaces(sky, natal.cusps, DISCEPOLO_RULE_SET, e.places);
    e.places.forEach((p, i) => {
      const where = `${p.latitude}, ${p.longitude}`;
      const x = explainPlace(sky, natal.cusps, DISCEPOLO_RULE_SET, p);
      const angle = Math.max(separationDegrees(x.ascendantDeg, p.ascendant), separationDegrees(x.midheavenDeg, p.midheaven));
      worst.angleDeg = Math.max(worst.angleDeg, angle);
      expect(angle, where).toBeLessThan(ANGLE_TOLERANCE_DEG);
      expect(x.systemUsed, where).toBe(p.system);
      expect([x.ascendantNatalHouse, x.ascendantCountedHouse, x.midheavenNatalHouse], where).toEqual([p.ascendantNatalHouse, p.ascendantCountedHouse, p.midheavenNatalHouse]);
      for (const b of MIRATA_READ_BODIES) expect(x.returnHouses[b], `${where} ${b}`).toEqual({ house: p.returnHouses[b], counted: p.returnHousesCounted[b] });
      expect([x.verdict, x.score], where).toEqual([p.verdict, p.score]);
      expect([MIRATA_VERDICTS[fast.verdict[i]!], fast.score[i], fast.ascendantNatalHouse[i]], `${where} (scan)`).toEqual([p.verdict, p.score, p.ascendantNatalHouse]);
      worst.places++;
    });
    // The places are not all alike: every verdict the fixture has is found.
    expect(new Set(e.places.map((p) => p.verdict)).size).toBeGreaterThanOrEqual(2);
  });

  test('astrocartography lines of the return against the formulas on swetest’s positions', () => {
    const bodies = MIRATA_READ_BODIES.map((body) => {
      const p = ephemeris.position(jd, body);
      return { body, longitudeDeg: p.longitude, latitudeDeg: p.latitude };
    });
    const lines = astrocartographyLines(bodies, ephemeris.obliquityDeg(jd), ephemeris.armcDeg(jd, 0), { latitudeStepDeg: 10, maxLatitudeDeg: 60 });
    for (const ref of e.lines) {
      const of = (angle: string) => lines.find((l) => l.body === ref.body && l.angle === angle)!.segments.flat();
      const check = (got: number, want: number, what: string) => {
        const d = separationDegrees(got, want);
        worst.lineDeg = Math.max(worst.lineDeg, d);
        expect(d, `${ref.body} ${what}`).toBeLessThan(LINE_TOLERANCE_DEG);
      };
      check(of('midheaven')[0]![0], ref.midheavenLongitude, 'MC');
      check(of('imumCoeli')[0]![0], ref.imumCoeliLongitude, 'IC');
      for (const h of ref.horizon) {
        check(of('ascendant').find((pt) => pt[1] === h.latitude)![0], h.rising, `ASC ${h.latitude}`);
        check(of('descendant').find((pt) => pt[1] === h.latitude)![0], h.setting, `DSC ${h.latitude}`);
      }
    }
  });
});

afterAll(() => {
  console.log(`mirata vs swetest: ${worst.places} places; worst instant ${worst.instantS.toFixed(3)} s, angle ${(worst.angleDeg * 3600).toFixed(2)}″, line ${(worst.lineDeg * 3600).toFixed(2)}″`);
});
