/**
 * Transits to the Tema composito (and to the Tema Davison) against a brute force on the same
 * ephemeris, as the natal transits' (transits-brute-force-checks.ts): a year, the composite's 16
 * points and its cusps from the reference-place houses, five bodies of every kind of motion (the
 * Moon, Mercury and Saturn with their retrograde loops, Mars, the true node's wobble); the Davison
 * chart with two. No exact hit missed or invented, each within 1 second, the orb edges and the
 * house ingresses likewise.
 */
import { openSwissEphemeris } from '../src/index.ts';
import { computeCompositeChart, computeDavisonChart, computeNatalChart, epochMsToJulianDay, natalPointsOf } from '@astrolabio/core';
import { describeTransitsBruteForce } from './transits-brute-force-checks.ts';

const ephemeris = openSwissEphemeris();
const ROMA = { jdUt: epochMsToJulianDay(Date.UTC(1990, 0, 1, 11)), latitude: 41.9028, longitude: 12.4964 };
const MILANO = { jdUt: epochMsToJulianDay(Date.UTC(1992, 5, 15, 6, 30)), latitude: 45.4642, longitude: 9.19 };
const YEAR = { jdStart: epochMsToJulianDay(Date.UTC(2025, 0, 1)), jdEnd: epochMsToJulianDay(Date.UTC(2026, 0, 1)) };

const composite = computeCompositeChart({
  first: computeNatalChart(ROMA, ephemeris), second: computeNatalChart(MILANO, ephemeris), place: { latitude: 44.4949, longitude: 11.3426 },
}, ephemeris);

describeTransitsBruteForce(ephemeris, {
  title: 'transits to the composite (Roma 1990, Milano 1992, houses at Bologna) vs brute force, 2025',
  natal: natalPointsOf(composite),
  ...YEAR,
  bodies: ['moon', 'mercury', 'mars', 'saturn', 'northNode'],
});

describeTransitsBruteForce(ephemeris, {
  title: 'transits to the Davison chart (Roma 1990, Milano 1992) vs brute force, 2025',
  natal: natalPointsOf(computeDavisonChart(ROMA, MILANO, {}, ephemeris)),
  ...YEAR,
  bodies: ['sun', 'jupiter'],
});
