/** Public surface of the Swiss Ephemeris adapter. */
export {
  calcUt,
  DEFAULT_EPHEMERIS_DIR,
  EPHEMERIS_FILES,
  EphemerisError,
  housesEx2,
  openSwissEphemeris,
  swissEphemeris,
  swissEphemerisVersion,
} from './swiss-ephemeris.ts';
