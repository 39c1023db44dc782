/**
 * The one wrapper around the native Swiss Ephemeris binding (sweph). Ephemeris settings are
 * process-global in the C library, so the file path is set once here; every call's returned flag
 * is checked so that a missing file (the library's silent fallback to Moshier) or any error
 * becomes an exception instead of a slightly wrong number.
 */
import sweph from 'sweph';
import {
  HOUSE_COUNT,
  normalizeDegrees,
  signedArcDegrees,
  type BodyPosition,
  type Ephemeris,
  type EphemerisBody,
  type HouseCusps,
  type HouseSystem,
} from '@astrolabio/core';
import { DEFAULT_EPHEMERIS_DIR, EphemerisError, verifyEphemerisFiles } from './ephemeris-files.ts';

const C = sweph.constants;

/** Each house system's Swiss Ephemeris one-letter code (`satisfies`: one entry per system, no other). */
export const SWISS_HOUSE_SYSTEM_LETTERS = {
  placidus: 'P',
  koch: 'K',
  porphyry: 'O',
  regiomontanus: 'R',
  campanus: 'C',
  equal: 'A',
  wholeSign: 'W',
} as const satisfies Record<HouseSystem, string>;

/** Swiss Ephemeris' body numbers (the C names' values). */
const SE_BODY: Readonly<Record<EphemerisBody, number>> = {
  sun: C.SE_SUN,
  moon: C.SE_MOON,
  mercury: C.SE_MERCURY,
  venus: C.SE_VENUS,
  mars: C.SE_MARS,
  jupiter: C.SE_JUPITER,
  saturn: C.SE_SATURN,
  uranus: C.SE_URANUS,
  neptune: C.SE_NEPTUNE,
  pluto: C.SE_PLUTO,
  chiron: C.SE_CHIRON,
  lilith: C.SE_MEAN_APOG,
  trueNode: C.SE_TRUE_NODE,
  meanNode: C.SE_MEAN_NODE,
};

/** Swiss Ephemeris files, with speeds; geocentric, tropical, apparent (the library defaults). */
const CALC_FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SPEED;

/**
 * Whether each thread has its own Swiss Ephemeris. The C library keeps its settings, open files and
 * caches in one struct declared thread-local (`TLS` in sweodef.h, `__thread`), and the binding has
 * no state of its own (N-API), so a worker thread that opens the ephemeris works apart from every
 * other thread. sweodef.h builds without thread-local storage on macOS and Windows: there all
 * threads share one state, and only one thread may use the library. The test
 * (test/thread-state.test.ts) checks this platform does what this says.
 */
export const SWISS_EPHEMERIS_STATE_PER_THREAD = process.platform !== 'darwin' && process.platform !== 'win32';

/** The folder this thread's library was pointed at (module state: one per thread). */
let configuredDir: string | null = null;

/**
 * Points the library at the ephemeris files, once per thread (once per process where the state is
 * shared: SWISS_EPHEMERIS_STATE_PER_THREAD). Throws EphemerisFileError if a
 * file is missing or not the committed one (size, SHA-256), so a broken install fails at start
 * and not on the first chart.
 */
export function openSwissEphemeris(dir: string = DEFAULT_EPHEMERIS_DIR): Ephemeris {
  verifyEphemerisFiles(dir);
  if (configuredDir !== null && configuredDir !== dir) {
    throw new EphemerisError(`Swiss Ephemeris already opened on ${configuredDir}; settings are process-global`);
  }
  if (configuredDir === null) {
    sweph.set_ephe_path(dir);
    // Process-global too, and read only by calls with SEFLG_SIDEREAL (siderealLongitude).
    sweph.set_sid_mode(SIDEREAL_MODE, 0, 0);
    configuredDir = dir;
  }
  return swissEphemeris;
}

/** `calc_ut` with the returned flag checked: longitude, latitude, distance, and the speeds when asked. */
function checkedCalcUt(jdUt: number, body: EphemerisBody, flags: number): number[] {
  const r = sweph.calc_ut(jdUt, SE_BODY[body], flags);
  if (r.flag < 0) throw new EphemerisError(`swe_calc_ut(${body}, ${jdUt}): ${r.error}`);
  // The library returns the flags it actually used: without SEFLG_SWIEPH it fell back to Moshier.
  if ((r.flag & C.SEFLG_SWIEPH) === 0) {
    throw new EphemerisError(`swe_calc_ut(${body}, ${jdUt}) did not use the Swiss Ephemeris files: ${r.error}`);
  }
  return r.data;
}

/**
 * The true node's speed is checked against the slope of its own longitude over this many days.
 * Swiss Ephemeris derives that speed from two positions a moment apart; when the moment straddles
 * the edge of a Moon file segment, where the position steps by ~0.1″, the result is nonsense (at
 * JD 2462308.5: +0.145°/day for −0.006, so a chart would call the node direct). Over 0.05 day such
 * a step, and the node's acceleration (< 0.05°/day²), move the slope by less than 0.002°/day.
 */
const NODE_SPEED_CHECK_DAYS = 0.05;
/** Largest believable gap between the library's node speed and that slope, degrees/day. */
const NODE_SPEED_GLITCH_DEG_PER_DAY = 0.02;

/** `calc_ut` with the returned flag checked, as a named object; the true node's speed checked (above). */
export function calcUt(jdUt: number, body: EphemerisBody): BodyPosition {
  const [longitude, latitude, , speed] = checkedCalcUt(jdUt, body, CALC_FLAGS);
  let checkedSpeed = speed!;
  if (body === 'trueNode') {
    // Backwards, so the check never reaches past the end of the files at the end of the range.
    const before = checkedCalcUt(jdUt - NODE_SPEED_CHECK_DAYS, body, C.SEFLG_SWIEPH)[0]!;
    const slope = signedArcDegrees(before, longitude!) / NODE_SPEED_CHECK_DAYS;
    if (Math.abs(checkedSpeed - slope) > NODE_SPEED_GLITCH_DEG_PER_DAY) checkedSpeed = slope;
  }
  return { longitude: longitude!, latitude: latitude!, speed: checkedSpeed };
}

/**
 * The sidereal zodiac of siderealLongitude: Fagan/Bradley. Any of the library's precession-based
 * modes would do: a precession-corrected return compares a body's sidereal longitude at two
 * instants, and two such modes differ by a constant.
 */
const SIDEREAL_MODE = C.SE_SIDM_FAGAN_BRADLEY;

/** Sidereal longitude (SEFLG_SIDEREAL, SIDEREAL_MODE) with the returned flag checked, degrees [0, 360). */
export function siderealLongitudeUt(jdUt: number, body: EphemerisBody): number {
  const data = checkedCalcUt(jdUt, body, C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL);
  return data[0]!;
}

/** `houses_ex2` with the flag checked; null when the system cannot be built at this latitude. */
export function housesEx2(jdUt: number, latitudeDeg: number, longitudeDeg: number, system: HouseSystem): HouseCusps | null {
  const r = sweph.houses_ex2(jdUt, 0, latitudeDeg, longitudeDeg, SWISS_HOUSE_SYSTEM_LETTERS[system]);
  if (r.flag < 0) {
    // Placidus and Koch are undefined inside the polar circles; the library then silently returns
    // Porphyry cusps under the requested name. The caller decides what to use instead.
    if (system === 'placidus' || system === 'koch') return null;
    throw new EphemerisError(`swe_houses_ex2(${system}, ${jdUt}, ${latitudeDeg}, ${longitudeDeg}): ${r.error}`);
  }
  const [ascendant, midheaven] = r.data.points;
  return {
    cusps: r.data.houses.slice(0, HOUSE_COUNT).map(normalizeDegrees),
    ascendant: normalizeDegrees(ascendant!),
    midheaven: normalizeDegrees(midheaven!),
    system,
  };
}

export const swissEphemeris: Ephemeris = {
  position: (jdUt, body) => {
    if (configuredDir === null) throw new EphemerisError('Swiss Ephemeris not opened: call openSwissEphemeris() first');
    return calcUt(jdUt, body);
  },
  houses: (jdUt, lat, lon, system) => housesEx2(jdUt, lat, lon, system),
  siderealLongitude: (jdUt, body) => {
    if (configuredDir === null) throw new EphemerisError('Swiss Ephemeris not opened: call openSwissEphemeris() first');
    return siderealLongitudeUt(jdUt, body);
  },
};

/** Library version, for the health check and the about page. */
export function swissEphemerisVersion(): string {
  return sweph.version();
}
