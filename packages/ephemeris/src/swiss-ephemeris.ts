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
  type Eclipse,
  type EclipseKind,
  type EclipseType,
  type SarosNumber,
  type EphemerisBody,
  type HouseCusps,
  type HouseSystem,
  type TechniqueEphemeris,
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
  meanApogee: C.SE_MEAN_APOG,
  osculatingApogee: C.SE_OSCU_APOG,
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
export function openSwissEphemeris(dir: string = DEFAULT_EPHEMERIS_DIR): TechniqueEphemeris {
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

/**
 * `houses_ex` with the flag checked; null when the system cannot be built at this latitude. Not
 * `houses_ex2`: the same cusps (checked by returns-vs-swetest and swetest-charts), without the cusps'
 * speeds, which nothing reads and which cost a third of the call (the «Mirata» scan makes 36 000).
 */
export function housesEx(jdUt: number, latitudeDeg: number, longitudeDeg: number, system: HouseSystem): HouseCusps | null {
  const r = sweph.houses_ex(jdUt, 0, latitudeDeg, longitudeDeg, SWISS_HOUSE_SYSTEM_LETTERS[system]);
  if (r.flag < 0) {
    // Placidus and Koch are undefined inside the polar circles; the library then silently returns
    // Porphyry cusps under the requested name. The caller decides what to use instead.
    if (system === 'placidus' || system === 'koch') return null;
    throw new EphemerisError(`swe_houses_ex(${system}, ${jdUt}, ${latitudeDeg}, ${longitudeDeg}) failed (flag ${r.flag})`);
  }
  const [ascendant, midheaven] = r.data.points;
  return {
    cusps: r.data.houses.slice(0, HOUSE_COUNT).map(normalizeDegrees),
    ascendant: normalizeDegrees(ascendant!),
    midheaven: normalizeDegrees(midheaven!),
    system,
  };
}

/**
 * `houses_armc` with the flag checked: the cusps of a meridian (ARMC, degrees) at a latitude under an
 * obliquity, with no instant (the composite chart's houses); null where `housesEx` would be.
 */
export function housesArmc(armcDeg: number, latitudeDeg: number, obliquityDeg: number, system: HouseSystem): HouseCusps | null {
  const r = sweph.houses_armc(armcDeg, latitudeDeg, obliquityDeg, SWISS_HOUSE_SYSTEM_LETTERS[system]);
  if (r.flag < 0) {
    if (system === 'placidus' || system === 'koch') return null;
    throw new EphemerisError(`swe_houses_armc(${system}, ${armcDeg}, ${latitudeDeg}, ${obliquityDeg}) failed (flag ${r.flag})`);
  }
  const [ascendant, midheaven] = r.data.points;
  return {
    cusps: r.data.houses.slice(0, HOUSE_COUNT).map(normalizeDegrees),
    ascendant: normalizeDegrees(ascendant!),
    midheaven: normalizeDegrees(midheaven!),
    system,
  };
}

/** True obliquity of the ecliptic (`calc_ut` of SE_ECL_NUT, flag checked), degrees. */
export function trueObliquityDeg(jdUt: number): number {
  const r = sweph.calc_ut(jdUt, C.SE_ECL_NUT, C.SEFLG_SWIEPH);
  if (r.flag < 0) throw new EphemerisError(`swe_calc_ut(SE_ECL_NUT, ${jdUt}): ${r.error}`);
  return r.data[0]!;
}

/** ARMC: Greenwich apparent sidereal time (`sidtime`, hours) as degrees, plus the east longitude. */
export function armcDeg(jdUt: number, longitudeDeg: number): number {
  const hours = sweph.sidtime(jdUt);
  if (!Number.isFinite(hours)) throw new EphemerisError(`swe_sidtime(${jdUt}) returned ${hours}`);
  return normalizeDegrees(hours * 15 + longitudeDeg);
}

function assertOpened(): void {
  if (configuredDir === null) throw new EphemerisError('Swiss Ephemeris not opened: call openSwissEphemeris() first');
}

/**
 * The eclipse functions return the eclipse's type bits as their flag, not the ephemeris used: a
 * missing file would make them fall back to Moshier silently. So the Sun and the Moon are computed
 * at the maximum through calcUt, whose flag check throws in that case.
 */
function checkFilesAt(jdUt: number): void {
  calcUt(jdUt, 'sun');
  calcUt(jdUt, 'moon');
}

function solarType(flag: number): EclipseType {
  if (flag & C.SE_ECL_ANNULAR_TOTAL) return 'hybrid';
  if (flag & C.SE_ECL_TOTAL) return 'total';
  if (flag & C.SE_ECL_ANNULAR) return 'annular';
  if (flag & C.SE_ECL_PARTIAL) return 'partial';
  throw new EphemerisError(`solar eclipse of unknown type (flag ${flag})`);
}

function lunarType(flag: number): EclipseType {
  if (flag & C.SE_ECL_TOTAL) return 'total';
  if (flag & C.SE_ECL_PARTIAL) return 'partial';
  if (flag & C.SE_ECL_PENUMBRAL) return 'penumbral';
  throw new EphemerisError(`lunar eclipse of unknown type (flag ${flag})`);
}

/** What the eclipse functions write where they know no Saros series. */
const NO_SAROS = -99999999;

/** The Saros series and member of an eclipse functions' attributes (indexes 9 and 10), or null when unknown. */
function sarosOf(attributes: readonly number[]): SarosNumber | null {
  const [series, member] = [attributes[9], attributes[10]];
  if (series === undefined || member === undefined || series === NO_SAROS || member === NO_SAROS) return null;
  return { series: Math.round(series), member: Math.round(member) };
}

/** `sol_eclipse_when_glob` + `sol_eclipse_where` (magnitude, Saros), flags checked. */
export function nextSolarEclipse(jdUt: number): Eclipse {
  // The typings say `backwards: number`, the binding throws unless it is a boolean.
  const r = sweph.sol_eclipse_when_glob(jdUt, C.SEFLG_SWIEPH, 0, false as unknown as number);
  if (r.flag <= 0) throw new EphemerisError(`swe_sol_eclipse_when_glob(${jdUt}): ${r.error || `flag ${r.flag}`}`);
  const [maxJd, , beginJd, endJd] = r.data;
  const where = sweph.sol_eclipse_where(maxJd!, C.SEFLG_SWIEPH);
  if (where.flag < 0) throw new EphemerisError(`swe_sol_eclipse_where(${maxJd}): ${where.error}`);
  checkFilesAt(maxJd!);
  return { kind: 'solar', type: solarType(r.flag), maxJd: maxJd!, beginJd: beginJd!, endJd: endJd!, magnitude: where.attributes[8]!, saros: sarosOf(where.attributes) };
}

/** `lun_eclipse_when` + `lun_eclipse_how` (magnitudes, Saros), flags checked. */
export function nextLunarEclipse(jdUt: number): Eclipse {
  const r = sweph.lun_eclipse_when(jdUt, C.SEFLG_SWIEPH, 0, false);
  if (r.flag <= 0) throw new EphemerisError(`swe_lun_eclipse_when(${jdUt}): ${r.error || `flag ${r.flag}`}`);
  const maxJd = r.data[0]!;
  // data[6], data[7]: the penumbral phase's begin and end, the eclipse's first and last contact.
  const [beginJd, endJd] = [r.data[6]!, r.data[7]!];
  const how = sweph.lun_eclipse_how(maxJd, C.SEFLG_SWIEPH, [0, 0, 0]);
  if (how.flag < 0) throw new EphemerisError(`swe_lun_eclipse_how(${maxJd}): ${how.error}`);
  checkFilesAt(maxJd);
  const type = lunarType(r.flag);
  const magnitude = type === 'penumbral' ? how.data[1]! : how.data[0]!;
  return { kind: 'lunar', type, maxJd, beginJd, endJd, magnitude, saros: sarosOf(how.data) };
}

export const swissEphemeris: TechniqueEphemeris = {
  position: (jdUt, body) => {
    assertOpened();
    return calcUt(jdUt, body);
  },
  houses: (jdUt, lat, lon, system) => housesEx(jdUt, lat, lon, system),
  housesFromArmc: (armc, lat, eps, system) => housesArmc(armc, lat, eps, system),
  siderealLongitude: (jdUt, body) => {
    assertOpened();
    return siderealLongitudeUt(jdUt, body);
  },
  obliquityDeg: (jdUt) => {
    assertOpened();
    return trueObliquityDeg(jdUt);
  },
  armcDeg: (jdUt, lon) => armcDeg(jdUt, lon),
  nextEclipse: (jdUt, kind: EclipseKind) => {
    assertOpened();
    return kind === 'solar' ? nextSolarEclipse(jdUt) : nextLunarEclipse(jdUt);
  },
};

/** Library version, for the health check and the about page. */
export function swissEphemerisVersion(): string {
  return sweph.version();
}
