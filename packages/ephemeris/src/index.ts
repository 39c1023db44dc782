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
  SWISS_HOUSE_SYSTEM_LETTERS,
} from './swiss-ephemeris.ts';
