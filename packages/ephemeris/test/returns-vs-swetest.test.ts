/**
 * Return instants and return-chart houses on the real ephemeris against Debian's swetest alone
 * (fixtures/swetest-returns, see its README): solar returns (tropical and precession-corrected),
 * lunar returns, and the cusps of one return at 20 random places and 2 polar ones. Tolerances: an
 * instant within 1 s of swetest's bisection (the figure; measured errors are printed), the
 * cusps within 0.01″ (the same library: only float noise).
 */
import { afterAll, describe, expect, test } from 'vitest';
import {
  computeNatalChart,
  computeReturnChart,
  lunarReturnJds,
  normalizeDegrees,
  scanReturnPlaces,
  SECONDS_PER_DAY,
  separationDegrees,
  solarReturnJd,
} from '@astrolabio/core';
import { openSwissEphemeris } from '../src/index.ts';
import { birthJd, returnReference, swetestReturnHouses, SWETEST_RETURN_CASES } from '../../../test-support/swetest-returns.ts';
import { readSwetestChart } from '../../../test-support/swetest-year.ts';

const INSTANT_TOLERANCE_SECONDS = 1;
const CUSP_TOLERANCE_DEG = 0.01 / 3600;

const ephemeris = openSwissEphemeris();
const errorsSeconds: number[] = [];

describe(`return instants vs swetest (${INSTANT_TOLERANCE_SECONDS} s)`, () => {
  test.each(SWETEST_RETURN_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const { natalDeg, instantsJd } = returnReference(c);
    const natalJd = birthJd(c);
    const found = c.kind === 'solar'
      ? [solarReturnJd({ natalJdUt: natalJd, year: c.year!, birthYear: Number(c.birth.ut.slice(0, 4)), zodiac: c.zodiac }, ephemeris)]
      : lunarReturnJds(ephemeris.position(natalJd, 'moon').longitude, c.fromJd!, c.toJd!, ephemeris);
    if (c.kind === 'lunar') expect(separationDegrees(ephemeris.position(natalJd, 'moon').longitude, natalDeg)).toBeLessThan(1e-6);
    expect(found.length).toBe(instantsJd.length);
    instantsJd.forEach((ref, i) => {
      const errorS = Math.abs(found[i]! - ref) * SECONDS_PER_DAY;
      errorsSeconds.push(errorS);
      expect(errorS, `${c.id} #${i + 1}`).toBeLessThanOrEqual(INSTANT_TOLERANCE_SECONDS);
    });
  });
  afterAll(() => {
    const avg = errorsSeconds.reduce((s, e) => s + e, 0) / errorsSeconds.length;
    console.log(`returns vs swetest: ${errorsSeconds.length} instants, error min ${Math.min(...errorsSeconds).toFixed(3)} s, avg ${avg.toFixed(3)} s, max ${Math.max(...errorsSeconds).toFixed(3)} s`);
  });
});

describe('return chart houses vs swetest at 20 random places and 2 polar ones (0.01″)', () => {
  const { jdUt, places } = swetestReturnHouses();
  const romaCase = SWETEST_RETURN_CASES.find((c) => c.id === 'roma-1990-solar-2027')!;
  const natal = computeNatalChart({ jdUt: birthJd(romaCase), latitude: romaCase.birth.latitude, longitude: romaCase.birth.longitude }, ephemeris);
  test.each(places.map((p) => [`${p.latitude}, ${p.longitude}`, p] as const))('%s', (_label, p) => {
    const r = computeReturnChart(natal, { jdUt, place: { latitude: p.latitude, longitude: p.longitude } }, ephemeris);
    r.chart.cusps.forEach((cusp, i) => expect(separationDegrees(cusp, p.cusps[i]!), `cusp ${i + 1}`).toBeLessThan(CUSP_TOLERANCE_DEG));
    expect(separationDegrees(r.chart.ascendant, p.ascendant)).toBeLessThan(CUSP_TOLERANCE_DEG);
    expect(separationDegrees(r.chart.midheaven, p.midheaven)).toBeLessThan(CUSP_TOLERANCE_DEG);
    // Where swetest fell back to Porphyry, the chart did too and says so.
    expect(r.chart.houseSystem).toBe(p.porphyryFallback ? 'porphyry' : 'placidus');
    expect(r.chart.warnings.length > 0).toBe(p.porphyryFallback);
  });
  test('the place scan gives the same angles, natal houses and return houses as the return chart at each place', () => {
    const scan = scanReturnPlaces({ jdUt, houseSystem: 'placidus', nodeKind: 'true', natalCuspsDeg: natal.cusps, bodies: ['sun', 'mars'] }, places, ephemeris);
    places.forEach((p, i) => {
      const r = computeReturnChart(natal, { jdUt, place: p }, ephemeris);
      expect(scan.ascendantDeg[i]).toBe(r.chart.ascendant);
      expect(scan.midheavenDeg[i]).toBe(r.chart.midheaven);
      expect(scan.ascendantNatalHouse[i]).toBe(r.natalHouseOfAngle.ascendant);
      expect(scan.midheavenNatalHouse[i]).toBe(r.natalHouseOfAngle.midheaven);
      expect(scan.returnHouses.sun![i]).toBe(r.chart.bodies.sun.house);
      expect(scan.returnHouses.mars![i]).toBe(r.chart.bodies.mars.house);
      expect(scan.polarFallback[i]).toBe(p.porphyryFallback ? 1 : 0);
    });
  });
  test('the natal house of each return cusp, by construction from swetest\'s natal cusps (roma-1990 of swetest-charts) and its return cusps', () => {
    const natalCusps = readSwetestChart('roma-1990').cusps;
    // The house whose cusp the point is past by less than the house's width (Roma's cusps run forwards).
    const natalHouseOf = (lon: number) => 1 + natalCusps.findIndex((c, k) => normalizeDegrees(lon - c) < normalizeDegrees(natalCusps[(k + 1) % 12]! - c));
    for (const p of places) {
      const r = computeReturnChart(natal, { jdUt, place: p }, ephemeris);
      expect(r.natalHouseOfCusp, `${p.latitude}, ${p.longitude}`).toEqual(p.cusps.map(natalHouseOf));
    }
  });
  test('the check includes polar places', () => {
    expect(places.filter((p) => p.porphyryFallback).length).toBe(2);
  });
});
