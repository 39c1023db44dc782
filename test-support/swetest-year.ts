/**
 * Reads fixtures/swetest-year-2025 (swetest's longitudes and speeds through 2025) and the natal
 * charts of fixtures/swetest-charts, and finds crossings on swetest's samples alone: a cubic
 * Hermite between neighbouring lines (longitude and speed at both ends), cut at any turning point
 * inside, each sign change bisected to a millisecond. Used by the brute-force test of every aspect
 * and house cusp (packages/ephemeris/test/transits-every-aspect-vs-swetest.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const YEAR_DIR = fileURLToPath(new URL('../fixtures/swetest-year-2025/', import.meta.url));
const CHARTS_DIR = fileURLToPath(new URL('../fixtures/swetest-charts/', import.meta.url));

export interface SwetestSamples {
  jd: number[];
  /** Unwrapped longitude, degrees. */
  lon: number[];
  speed: number[];
}

/** The rows [jd, longitude, speed] of a gzipped file of swetest runs (each run's first line is its command). */
function readRows(path: string): number[][] {
  return gunzipSync(readFileSync(path)).toString('utf8').split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('swetest'))
    .map((l) => l.trim().split(/\s+/).map(Number));
}

/**
 * One body's samples through the year: its file, and where it has one its `-near-sun` file's
 * 10-minute samples in place of the coarse ones they span.
 */
export function readYearSamples(file: string): SwetestSamples {
  let rows = readRows(`${YEAR_DIR}${file}.txt.gz`);
  const dense = `${YEAR_DIR}${file}-near-sun.txt.gz`;
  if (existsSync(dense)) {
    const near = readRows(dense);
    const spans: [number, number][] = [];
    for (const r of near) {
      const last = spans.at(-1);
      if (last && r[0]! - last[1] < 0.01) last[1] = r[0]!;
      else spans.push([r[0]!, r[0]!]);
    }
    rows = [...rows.filter((r) => !spans.some(([a, b]) => r[0]! >= a && r[0]! <= b)), ...near].sort((a, b) => a[0]! - b[0]!);
  }
  const out: SwetestSamples = { jd: [], lon: [], speed: [] };
  for (const [jd, lon, speed] of rows) {
    const prev = out.lon.at(-1);
    // Unwrap across 0° Ariete: no body moves half a circle between two lines.
    const unwrapped = prev === undefined ? lon! : prev + ((((lon! - prev) % 360) + 540) % 360) - 180;
    out.jd.push(jd!);
    out.lon.push(unwrapped);
    out.speed.push(speed!);
  }
  return out;
}

/** The Hermite cubic on interval i at jd: longitude (degrees, unwrapped). */
function hermite(s: SwetestSamples, i: number, jd: number): number {
  const h = s.jd[i + 1]! - s.jd[i]!;
  const t = (jd - s.jd[i]!) / h;
  const t2 = t * t;
  const t3 = t2 * t;
  return (2 * t3 - 3 * t2 + 1) * s.lon[i]! + (t3 - 2 * t2 + t) * h * s.speed[i]!
    + (-2 * t3 + 3 * t2) * s.lon[i + 1]! + (t3 - t2) * h * s.speed[i + 1]!;
}

function hermiteSpeed(s: SwetestSamples, i: number, jd: number): number {
  const h = s.jd[i + 1]! - s.jd[i]!;
  const t = (jd - s.jd[i]!) / h;
  const t2 = t * t;
  return ((6 * t2 - 6 * t) * s.lon[i]! + (3 * t2 - 4 * t + 1) * h * s.speed[i]!
    + (-6 * t2 + 6 * t) * s.lon[i + 1]! + (3 * t2 - 2 * t) * h * s.speed[i + 1]!) / h;
}

function bisect(f: (jd: number) => number, lo: number, hi: number): number {
  let flo = f(lo);
  while ((hi - lo) * 86_400_000 > 1) {
    const mid = (lo + hi) / 2;
    const fm = f(mid);
    if ((fm < 0) === (flo < 0)) {
      lo = mid;
      flo = fm;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Signed arc from `levelDeg` to a longitude, (−180, 180]. */
const arc = (levelDeg: number, lon: number) => ((((lon - levelDeg) % 360) + 540) % 360) - 180;

/**
 * Every Julian day in (fromJd, toJd) at which the samples' longitude crosses `levelDeg`, in time
 * order. An interval whose two speeds differ in sign is cut at its turning point first, so a
 * level crossed twice between two lines (near a station) is found twice.
 */
export function swetestCrossings(s: SwetestSamples, levelDeg: number, fromJd: number, toJd: number): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < s.jd.length; i++) {
    if (s.jd[i + 1]! <= fromJd || s.jd[i]! >= toJd) continue;
    const pieces = [s.jd[i]!, s.jd[i + 1]!];
    if ((s.speed[i]! < 0) !== (s.speed[i + 1]! < 0)) pieces.splice(1, 0, bisect((jd) => hermiteSpeed(s, i, jd), s.jd[i]!, s.jd[i + 1]!));
    for (let k = 0; k + 1 < pieces.length; k++) {
      const f = (jd: number) => arc(levelDeg, hermite(s, i, jd));
      const a = f(pieces[k]!);
      const b = f(pieces[k + 1]!);
      if ((a < 0) === (b < 0) || Math.abs(a - b) > 90) continue;
      const jd = bisect(f, pieces[k]!, pieces[k + 1]!);
      if (jd > fromJd && jd < toJd) out.push(jd);
    }
  }
  return out;
}

/** A natal chart of fixtures/swetest-charts as swetest printed it: body longitudes, cusps 1–12, Ascendant, MC. */
export interface SwetestChart {
  bodies: Record<string, number>;
  cusps: number[];
  ascendant: number;
  midheaven: number;
}

export function readSwetestChart(id: string): SwetestChart {
  const text = readFileSync(`${CHARTS_DIR}${id}.txt`, 'utf8');
  const bodies: Record<string, number> = {};
  const cusps: number[] = [];
  let ascendant = Number.NaN;
  let midheaven = Number.NaN;
  for (const line of text.split('\n')) {
    const house = /^house\s+(\d+)\s+(-?[\d.]+)/.exec(line);
    if (house) {
      cusps[Number(house[1]) - 1] = Number(house[2]);
      continue;
    }
    const row = /^([A-Za-z][A-Za-z. ]*?)\s{2,}(-?[\d.]+)/.exec(line);
    if (!row) continue;
    if (row[1] === 'Ascendant') ascendant = Number(row[2]);
    else if (row[1] === 'MC') midheaven = Number(row[2]);
    else bodies[row[1]!] = Number(row[2]);
  }
  return { bodies, cusps, ascendant, midheaven };
}

/** The samples' speed at a Julian day (degrees a day), from the Hermite cubic of its interval. */
export function swetestSpeedAt(s: SwetestSamples, jd: number): number {
  let i = 0;
  while (i + 2 < s.jd.length && s.jd[i + 1]! < jd) i++;
  return hermiteSpeed(s, i, jd);
}
