/**
 * Reads fixtures/swetest-couple (see its README): the couples of the manifest, and per couple the
 * swetest runs kept verbatim (the two births, the composite's frame and houses, the Davison chart)
 * with what the fixture script computed from them (<couple>.expected.json).
 */
import { readFileSync } from 'node:fs';
import type { BodyCode, HouseSystem, OrbTable } from '@astrolabio/core';

const DIR = new URL('../fixtures/swetest-couple/', import.meta.url);

export interface SwetestBirth {
  /** UT instant, `YYYY-MM-DDTHH:mm:ss`. */
  ut: string;
  latitude: number;
  longitude: number;
}

export interface SwetestCouple {
  id: string;
  first: SwetestBirth;
  second: SwetestBirth;
  houseSystem: HouseSystem;
  /** The composite's reference place; the first's birth place when absent. */
  reference?: { latitude: number; longitude: number };
  file: string;
  why: string;
}

/** One swetest run: its bodies (our codes), cusps 1–12, Ascendant, MC; whether Placidus failed there. */
export interface SwetestRun {
  command: string;
  bodies: Partial<Record<BodyCode, number>>;
  cusps: number[];
  ascendant: number;
  midheaven: number;
  obliquity: number | undefined;
  porphyryFallback: boolean;
}

/** What the fixture script computed: the composite, the Davison frame, the synastry. */
export interface CoupleExpectation {
  composite: {
    jdUt: number;
    obliquityDeg: number;
    reference: { latitude: number; longitude: number };
    armcDeg: number;
    houseLongitudeDeg: number;
    /** The 14 bodies and the Medio Coeli (no Ascendant: it comes from the houses), by our codes. */
    points: Record<string, number>;
  };
  davison: { jdUt: number; latitude: number; longitude: number };
  synastry: { first: string; second: string; aspect: string; orbDeg: number; borderline: boolean }[];
}

const MANIFEST = JSON.parse(readFileSync(new URL('manifest.json', DIR), 'utf8')) as {
  synastryOrbs: OrbTable;
  couples: (Omit<SwetestCouple, 'houseSystem'> & { houseSystem: 'P' | 'K' })[];
};

const SYSTEMS = { P: 'placidus', K: 'koch' } as const;

export const SWETEST_COUPLES: readonly SwetestCouple[] = MANIFEST.couples.map((c) => ({ ...c, houseSystem: SYSTEMS[c.houseSystem] }));
/** The synastry orbs the fixture's inter-aspects were listed with. */
export const SWETEST_SYNASTRY_ORBS: OrbTable = MANIFEST.synastryOrbs;

const SWETEST_BODY: Readonly<Record<string, BodyCode>> = {
  Sun: 'sun', Moon: 'moon', Mercury: 'mercury', Venus: 'venus', Mars: 'mars', Jupiter: 'jupiter', Saturn: 'saturn', Uranus: 'uranus',
  Neptune: 'neptune', Pluto: 'pluto', Chiron: 'chiron', 'mean Apogee': 'lilith', 'true Node': 'northNode',
};

function parseRun(block: string): SwetestRun {
  const [command = '', ...lines] = block.split('\n');
  const run: SwetestRun = { command, bodies: {}, cusps: [], ascendant: NaN, midheaven: NaN, obliquity: undefined, porphyryFallback: false };
  for (const line of lines) {
    if (line.includes('Porphyry calculated instead')) run.porphyryFallback = true;
    const m = /^(.+?)\s+(-?\d+\.\d+)\s*$/.exec(line);
    if (!m) continue;
    const name = m[1]!.trim().replace(/\s+/g, ' ');
    const value = Number(m[2]);
    const house = /^house (\d+)$/.exec(name);
    if (house) run.cusps[Number(house[1]) - 1] = value;
    else if (name === 'Ascendant') run.ascendant = value;
    else if (name === 'MC') run.midheaven = value;
    else if (name === 'Ecl. Obl.') run.obliquity = value;
    else if (SWETEST_BODY[name]) run.bodies[SWETEST_BODY[name]] = value;
  }
  return run;
}

/** A couple's five swetest runs, in the order the script made them. */
export function swetestCoupleRuns(c: SwetestCouple): { first: SwetestRun; second: SwetestRun; compositeFrame: SwetestRun; compositeHouses: SwetestRun; davison: SwetestRun } {
  const blocks = readFileSync(new URL(c.file, DIR), 'utf8').split(/^\$ /m).filter((b) => b.trim() !== '').map(parseRun);
  if (blocks.length !== 5) throw new Error(`${c.file}: ${blocks.length} swetest runs, 5 expected`);
  const [first, second, compositeFrame, compositeHouses, davison] = blocks as [SwetestRun, SwetestRun, SwetestRun, SwetestRun, SwetestRun];
  return { first, second, compositeFrame, compositeHouses, davison };
}

export function coupleExpectation(c: SwetestCouple): CoupleExpectation {
  return JSON.parse(readFileSync(new URL(`${c.id}.expected.json`, DIR), 'utf8')) as CoupleExpectation;
}

/** The midpoints the fixture script computed by its own formula. */
export function swetestMidpointTable(): { ecliptic: { a: number; b: number; midpoint: number }[]; meridians: { a: number; b: number; midpoint: number }[] } {
  return JSON.parse(readFileSync(new URL('midpoints.json', DIR), 'utf8'));
}

/** Julian day UT of a `YYYY-MM-DDTHH:mm:ss` UT instant. */
export function utJd(ut: string): number {
  return Date.parse(`${ut}Z`) / 86_400_000 + 2440587.5;
}
