/** Public surface of the Swiss Ephemeris adapter. */
export {
  DEFAULT_EPHEMERIS_DIR,
  EPHEMERIS_FILES,
  EphemerisError,
  EphemerisFileError,
  verifyEphemerisFiles,
} from './ephemeris-files.ts';
export {
  armcDeg,
  calcUt,
  nextLunarEclipse,
  nextSolarEclipse,
  trueObliquityDeg,
  housesEx,
  openSwissEphemeris,
  swissEphemeris,
  swissEphemerisVersion,
  SWISS_EPHEMERIS_STATE_PER_THREAD,
  SWISS_HOUSE_SYSTEM_LETTERS,
} from './swiss-ephemeris.ts';
