/**
 * The transit engine against a brute force on the same ephemeris, for a whole year and every
 * body, natal point and aspect side (transits-brute-force-checks.ts): no exact hit missed or
 * invented, each within 1 second, and so the orb edges and the ingresses into the natal houses.
 */
import { openSwissEphemeris } from '../src/index.ts';
import { computeNatalChart, epochMsToJulianDay, natalPointsOf, TRANSIT_BODY_CODES } from '@astrolabio/core';
import { describeTransitsBruteForce } from './transits-brute-force-checks.ts';

const ephemeris = openSwissEphemeris();

describeTransitsBruteForce(ephemeris, {
  title: 'transit engine vs brute force on the ephemeris, 2025',
  natal: natalPointsOf(computeNatalChart({ jdUt: epochMsToJulianDay(Date.UTC(1990, 0, 1, 11)), latitude: 41.9028, longitude: 12.4964 }, ephemeris)),
  jdStart: epochMsToJulianDay(Date.UTC(2025, 0, 1)),
  jdEnd: epochMsToJulianDay(Date.UTC(2026, 0, 1)),
  bodies: TRANSIT_BODY_CODES,
});
