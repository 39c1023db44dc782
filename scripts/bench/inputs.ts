/** The inputs the natal and transit benchmarks share: the spec's default birth and the bodies an ephemeris is asked for. */
import {
  DEFAULT_POINT_KINDS,
  ephemerisBodyFor,
  localTimeToJulianDay,
  parseCivilDateTime,
  TRANSIT_BODY_CODES,
  type EphemerisBody,
} from '@astrolabio/core';
import { ROME_1990 } from '../../test-support/sample-births.ts';

/** The spec's main-screen defaults (1990-01-01 12:00, timezone 1) in Rome: the API tests' own chart. */
export const BIRTH = ROME_1990;

/** BIRTH's instant as a Julian day (UT). */
export const BIRTH_JD_UT = localTimeToJulianDay(parseCivilDateTime(BIRTH.datetime)!, BIRTH.timezone);

/** The 13 bodies a chart or a transit run asks the ephemeris for (Nodo Sud is derived; Nodo Nord = true node). */
export const EPHEMERIS_BODIES: readonly EphemerisBody[] = TRANSIT_BODY_CODES.map((b) => ephemerisBodyFor(b, DEFAULT_POINT_KINDS));
