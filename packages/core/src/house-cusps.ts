/**
 * House cusps from the meridian's right ascension (ARMC), the latitude and the obliquity, in plain
 * TypeScript, for the «Mirata» plan and map, which ask for hundreds of thousands of charts at one
 * instant: a native call costs 4–11 µs, this about a tenth. The steps are Swiss Ephemeris' own
 * (swehouse.c, CalcH with Asc1 and Asc2, AGPL like this project), tolerances and polar rules
 * included, so that a cusp here is the library's cusp to far below an arc-second: the tests and
 * fixtures/swetest-mirata check it against the library and against swetest.
 */
import type { HouseSystem } from './houses.ts';

const DEG = Math.PI / 180;
const VERY_SMALL = 1e-10;
/** Placidus stops iterating when a cusp moves less than this, degrees (0.01″: swehouse.c's VERY_SMALL_PLAC_ITER). */
const PLACIDUS_ITERATION_DEG = 1 / 360000;
const MAX_PLACIDUS_ITERATIONS = 100;

const sind = (x: number) => Math.sin(x * DEG);
const cosd = (x: number) => Math.cos(x * DEG);
const tand = (x: number) => Math.tan(x * DEG);
const asind = (x: number) => Math.asin(x) / DEG;
const atand = (x: number) => Math.atan(x) / DEG;

/** swe_degnorm: [0, 360), with the library's snap of −0 and 1e-13 to 0. */
function degnorm(x: number): number {
  let y = x % 360;
  if (Math.abs(y) < 1e-13) y = 0;
  if (y < 0) y += 360;
  return y;
}

/** swe_difdeg2n: p1 − p2 in [−180, 180). */
function difdeg2n(p1: number, p2: number): number {
  const d = degnorm(p1 - p2);
  return d >= 180 ? d - 360 : d;
}

/**
 * The ecliptic longitude where a great circle of pole height `f` crosses the ecliptic, the circle
 * meeting the equator at `x` (0–90°) east of the vernal point (swehouse.c Asc2).
 */
function asc2(x: number, f: number, sine: number, cose: number): number {
  let ass = -tand(f) * sine + cose * cosd(x);
  if (Math.abs(ass) < VERY_SMALL) ass = 0;
  let sinx = sind(x);
  if (Math.abs(sinx) < VERY_SMALL) sinx = 0;
  if (sinx === 0) ass = ass < 0 ? -VERY_SMALL : VERY_SMALL;
  else if (ass === 0) ass = sinx < 0 ? -90 : 90;
  else ass = atand(sinx / ass);
  return ass < 0 ? 180 + ass : ass;
}

/** Asc2 for any `x1`, quadrant by quadrant (swehouse.c Asc1): the Ascendant when f is the latitude and x1 = ARMC + 90°. */
function asc1(x1Deg: number, f: number, sine: number, cose: number): number {
  const x1 = degnorm(x1Deg);
  const n = Math.trunc(x1 / 90 + 1);
  if (Math.abs(90 - f) < VERY_SMALL) return 180;
  if (Math.abs(90 + f) < VERY_SMALL) return 0;
  let ass: number;
  if (n === 1) ass = asc2(x1, f, sine, cose);
  else if (n === 2) ass = 180 - asc2(180 - x1, -f, sine, cose);
  else if (n === 3) ass = 180 + asc2(x1 - 180, -f, sine, cose);
  else ass = 360 - asc2(360 - x1, f, sine, cose);
  ass = degnorm(ass);
  if (Math.abs(ass - 90) < VERY_SMALL) ass = 90;
  if (Math.abs(ass - 180) < VERY_SMALL) ass = 180;
  if (Math.abs(ass - 270) < VERY_SMALL) ass = 270;
  if (Math.abs(ass - 360) < VERY_SMALL) ass = 0;
  return ass;
}

/** The Medio Coeli of a meridian: the ecliptic point whose right ascension is the ARMC. */
function midheavenFromArmc(armcDeg: number, obliquityDeg: number): number {
  const th = degnorm(armcDeg);
  if (Math.abs(th - 90) <= VERY_SMALL) return 90;
  if (Math.abs(th - 270) <= VERY_SMALL) return 270;
  let mc = atand(tand(th) / cosd(obliquityDeg));
  if (th > 90 && th <= 270) mc += 180;
  return degnorm(mc);
}

/** The latitude swehouse.c works with: the poles themselves moved in by 1e-10°. */
function workingLatitude(latitudeDeg: number): number {
  if (Math.abs(Math.abs(latitudeDeg) - 90) < VERY_SMALL) return latitudeDeg < 0 ? -90 + VERY_SMALL : 90 - VERY_SMALL;
  return latitudeDeg;
}

/**
 * The Ascendant and Medio Coeli of a meridian at a latitude, as every system starts from (before
 * the polar rules of some turn the Ascendant round): written into `out`.
 */
export function writeAngles(armcDeg: number, latitudeDeg: number, obliquityDeg: number, out: HouseCuspsBuffer): void {
  const th = degnorm(armcDeg);
  out.midheaven = midheavenFromArmc(th, obliquityDeg);
  out.ascendant = asc1(th + 90, workingLatitude(latitudeDeg), sind(obliquityDeg), cosd(obliquityDeg));
}

/**
 * One Placidus cusp: the ecliptic point a third (`divisor` 3) or two thirds (1.5) of its semi-arc
 * from the meridian, found as swehouse.c finds it (pole height iterated to 0.01″). NaN when the
 * iteration does not settle (very close to the polar circle: the library then gives up too).
 */
function placidusCusp(rectascDeg: number, fStart: number, divisor: number, tanfi: number, sine: number, cose: number): number {
  const rectasc = degnorm(rectascDeg);
  let tant = tand(asind(sine * sind(asc1(rectasc, fStart, sine, cose))));
  if (Math.abs(tant) < VERY_SMALL) return rectasc;
  let f = atand(sind(asind(tanfi * tant) / divisor) / tant);
  let cusp = asc1(rectasc, f, sine, cose);
  let previous = 0;
  for (let i = 1; i <= MAX_PLACIDUS_ITERATIONS; i++) {
    tant = tand(asind(sine * sind(cusp)));
    if (Math.abs(tant) < VERY_SMALL) return rectasc;
    f = atand(sind(asind(tanfi * tant) / divisor) / tant);
    cusp = asc1(rectasc, f, sine, cose);
    if (i > 1 && Math.abs(difdeg2n(cusp, previous)) < PLACIDUS_ITERATION_DEG) return cusp;
    previous = cusp;
  }
  return Number.NaN;
}

/** Where the cusps of one chart are written: cusps 1–12 (index 0 is house 1), the Ascendant, the Medio Coeli. */
export interface HouseCuspsBuffer {
  cusps: Float64Array;
  ascendant: number;
  midheaven: number;
}

export function newHouseCuspsBuffer(): HouseCuspsBuffer {
  return { cusps: new Float64Array(12), ascendant: 0, midheaven: 0 };
}

/** Cusps 4–9 opposite 10–3, as every system here has them. */
function fillOpposites(c: Float64Array): void {
  for (let i = 3; i < 9; i++) c[i] = degnorm(c[(i + 6) % 12]! + 180);
}

/** Porphyry: each quadrant between the Ascendant and the Medio Coeli in three equal parts. */
function porphyry(out: HouseCuspsBuffer): void {
  const c = out.cusps;
  let acmc = difdeg2n(out.ascendant, out.midheaven);
  if (acmc < 0) {
    out.ascendant = degnorm(out.ascendant + 180);
    acmc = difdeg2n(out.ascendant, out.midheaven);
  }
  c[0] = out.ascendant;
  c[9] = out.midheaven;
  c[1] = degnorm(out.ascendant + (180 - acmc) / 3);
  c[2] = degnorm(out.ascendant + ((180 - acmc) / 3) * 2);
  c[10] = degnorm(out.midheaven + acmc / 3);
  c[11] = degnorm(out.midheaven + (acmc / 3) * 2);
}

/** Within the polar circle Regiomontanus and Campanus keep the MC above the horizon: cusps 10–3 turn by 180°. */
function polarHalfTurn(out: HouseCuspsBuffer, fi: number, ekl: number): void {
  if (Math.abs(fi) < 90 - ekl || difdeg2n(out.ascendant, out.midheaven) >= 0) return;
  out.ascendant = degnorm(out.ascendant + 180);
  out.midheaven = degnorm(out.midheaven + 180);
  for (const i of [0, 1, 2, 9, 10, 11]) out.cusps[i] = degnorm(out.cusps[i]! + 180);
}

/**
 * The cusps of `system` for a meridian (ARMC, degrees), a geographic latitude and an obliquity
 * (degrees), written into `out`. Returns false where the system cannot be built (Placidus and Koch
 * within the polar circles, as `Ephemeris.houses` returns null): the caller falls back to Porphyry.
 */
export function writeHouseCusps(armcDeg: number, latitudeDeg: number, obliquityDeg: number, system: HouseSystem, out: HouseCuspsBuffer): boolean {
  const th = degnorm(armcDeg);
  const fi = workingLatitude(latitudeDeg);
  const ekl = obliquityDeg;
  const sine = sind(ekl);
  const cose = cosd(ekl);
  const c = out.cusps;
  writeAngles(th, latitudeDeg, ekl, out);
  c[0] = out.ascendant;
  c[9] = out.midheaven;
  switch (system) {
    case 'equal': {
      if (difdeg2n(out.ascendant, out.midheaven) < 0) out.ascendant = degnorm(out.ascendant + 180);
      for (let i = 0; i < 12; i++) c[i] = degnorm(out.ascendant + i * 30);
      return true;
    }
    case 'wholeSign': {
      if (difdeg2n(out.ascendant, out.midheaven) < 0) out.ascendant = degnorm(out.ascendant + 180);
      const first = out.ascendant - (out.ascendant % 30);
      for (let i = 0; i < 12; i++) c[i] = degnorm(first + i * 30);
      return true;
    }
    case 'porphyry':
      porphyry(out);
      fillOpposites(c);
      return true;
    case 'campanus': {
      const fh1 = asind(sind(fi) / 2);
      const fh2 = asind((Math.sqrt(3) / 2) * sind(fi));
      const cosfi = cosd(fi);
      let xh1: number;
      let xh2: number;
      if (cosfi === 0) xh1 = xh2 = fi > 0 ? 90 : 270;
      else {
        xh1 = atand(Math.sqrt(3) / cosfi);
        xh2 = atand(1 / Math.sqrt(3) / cosfi);
      }
      c[10] = asc1(th + 90 - xh1, fh1, sine, cose);
      c[11] = asc1(th + 90 - xh2, fh2, sine, cose);
      c[1] = asc1(th + 90 + xh2, fh2, sine, cose);
      c[2] = asc1(th + 90 + xh1, fh1, sine, cose);
      polarHalfTurn(out, fi, ekl);
      fillOpposites(c);
      return true;
    }
    case 'regiomontanus': {
      const tanfi = tand(fi);
      const fh1 = atand(tanfi * 0.5);
      const fh2 = atand(tanfi * cosd(30));
      c[10] = asc1(30 + th, fh1, sine, cose);
      c[11] = asc1(60 + th, fh2, sine, cose);
      c[1] = asc1(120 + th, fh2, sine, cose);
      c[2] = asc1(150 + th, fh1, sine, cose);
      polarHalfTurn(out, fi, ekl);
      fillOpposites(c);
      return true;
    }
    case 'koch': {
      if (Math.abs(fi) >= 90 - ekl) return false;
      let sina = (sind(out.midheaven) * sine) / cosd(fi);
      sina = Math.min(1, Math.max(-1, sina));
      const cosa = Math.sqrt(1 - sina * sina);
      const cc = atand(tand(fi) / cosa);
      const ad3 = asind(sind(cc) * sina) / 3;
      c[10] = asc1(th + 30 - 2 * ad3, fi, sine, cose);
      c[11] = asc1(th + 60 - ad3, fi, sine, cose);
      c[1] = asc1(th + 120 + ad3, fi, sine, cose);
      c[2] = asc1(th + 150 + 2 * ad3, fi, sine, cose);
      fillOpposites(c);
      return true;
    }
    case 'placidus': {
      if (Math.abs(fi) >= 90 - ekl) return false;
      const tanfi = tand(fi);
      const a = asind(tanfi * tand(ekl));
      const fh1 = atand(sind(a / 3) / tand(ekl));
      const fh2 = atand(sind((a * 2) / 3) / tand(ekl));
      c[10] = placidusCusp(30 + th, fh1, 3, tanfi, sine, cose);
      c[11] = placidusCusp(60 + th, fh2, 1.5, tanfi, sine, cose);
      c[1] = placidusCusp(120 + th, fh2, 1.5, tanfi, sine, cose);
      c[2] = placidusCusp(150 + th, fh1, 3, tanfi, sine, cose);
      if (Number.isNaN(c[10]! + c[11]! + c[1]! + c[2]!)) return false;
      fillOpposites(c);
      return true;
    }
  }
}
