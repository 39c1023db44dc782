import { describe, expect, it } from 'vitest';
import { ascendantOfArmc, midheavenOfArmc, NAIBOD_DEG_PER_YEAR, rightAscensionDeg } from './progressed-angles.ts';
import { TROPICAL_YEAR_DAYS } from '../returns/return-instant.ts';
import { calendarJulianDay, progressedJulianDay } from './progressed-time.ts';

const ARCSEC = 1 / 3600;

describe('angles of an ARMC', () => {
  // swetest -b1.1.2000 -ut12 -house10,45,P: ARMC 290.4570724, Asc 37.1148870, MC 288.8936850, true ε 23°26′15.6362″;
  // Sun λ 280.3689187, β 0.0002274, α 281.2783856.
  const obliquity = 23 + 26 / 60 + 15.6362 / 3600;
  it('give swetest\'s Ascendant and Medio Coeli (within 0.01″)', () => {
    expect(Math.abs(ascendantOfArmc(290.4570724, 45, obliquity) - 37.114887)).toBeLessThan(0.01 * ARCSEC + 1e-7);
    expect(Math.abs(midheavenOfArmc(290.4570724, obliquity) - 288.893685)).toBeLessThan(0.01 * ARCSEC + 1e-7);
  });
  it('gives swetest\'s right ascension of the Sun', () => {
    expect(Math.abs(rightAscensionDeg(280.3689187, 0.0002274, obliquity) - 281.2783856)).toBeLessThan(0.01 * ARCSEC + 1e-7);
  });
  it.each([0, 90, 180, 270])('puts the Medio Coeli at the ARMC itself at the solstitial and equinoctial points (%i°)', (armc) => {
    expect(midheavenOfArmc(armc, obliquity)).toBeCloseTo(armc, 9);
  });
});

describe('a day for a year', () => {
  it('maps a calendar instant and back', () => {
    const natal = 2447893.0;
    const at30 = natal + 30 * TROPICAL_YEAR_DAYS;
    expect(progressedJulianDay(natal, at30)).toBeCloseTo(natal + 30, 9);
    expect(calendarJulianDay(natal, natal + 30)).toBeCloseTo(at30, 6);
  });
  it('uses Naibod\'s 0°59′08.33″', () => {
    expect(NAIBOD_DEG_PER_YEAR * 3600).toBeCloseTo(59 * 60 + 8.33, 9);
  });
});
