/**
 * Reads fixtures/swetest-returns (see its README): each return case with its natal longitude and its
 * reference instants (JD UT, interpolated between the two swetest lines around each sign change),
 * and the house cusps swetest gave at the houses check's places.
 */
import { readFileSync } from 'node:fs';
import { signedArcDegrees } from '@astrolabio/core';

const DIR = new URL('../fixtures/swetest-returns/', import.meta.url);

export interface SwetestReturnCase {
  id: string;
  birth: { id: string; ut: string; latitude: number; longitude: number };
  kind: 'solar' | 'lunar';
  zodiac: 'tropical' | 'precessionCorrected';
  year?: number;
  fromJd?: number;
  toJd?: number;
  file: string;
  count: number;
}

export interface SwetestHouses {
  latitude: number;
  longitude: number;
  /** Cusps 1–12, degrees. */
  cusps: number[];
  ascendant: number;
  midheaven: number;
  /** swetest said Placidus failed and gave Porphyry. */
  porphyryFallback: boolean;
}

const MANIFEST = JSON.parse(readFileSync(new URL('manifest.json', DIR), 'utf8')) as {
  cases: SwetestReturnCase[];
  houses: { file: string; jdUt: number; places: { latitude: number; longitude: number }[] };
};

export const SWETEST_RETURN_CASES: readonly SwetestReturnCase[] = MANIFEST.cases;

/** Julian day UT of the `YYYY-MM-DDTHH:mm:ss` UT instant of a birth. */
export function birthJd(c: SwetestReturnCase): number {
  return Date.parse(`${c.birth.ut}Z`) / 86_400_000 + 2440587.5;
}

const blocksOf = (file: string) => readFileSync(new URL(file, DIR), 'utf8').split(/^\$ /m).filter((b) => b.trim() !== '');

/** The natal longitude swetest gave (the first block), and the reference instants (the others). */
export function returnReference(c: SwetestReturnCase): { natalDeg: number; instantsJd: number[] } {
  const [natal, ...returns] = blocksOf(c.file);
  const natalDeg = Number(natal!.trim().split('\n')[1]!.trim().split(/\s+/)[1]);
  const instantsJd = returns.map((block) => {
    const [command, ...rows] = block.trim().split('\n');
    const from = Number(/-bj(\S+)/.exec(command!)![1]);
    const step = Number(/ -s(\d\S*)/.exec(command!)![1]);
    const values = rows.map((row) => signedArcDegrees(natalDeg, Number(row.trim().split(/\s+/)[1])));
    for (let i = 1; i < values.length; i++) {
      const a = values[i - 1]!;
      const b = values[i]!;
      if (a < 0 && b >= 0) return from + (i - 1 + a / (a - b)) * step;
    }
    throw new Error(`${c.id}: no sign change in ${command}`);
  });
  return { natalDeg, instantsJd };
}

/** The houses check: its instant (JD UT) and swetest's cusps at each place. */
export function swetestReturnHouses(): { jdUt: number; places: SwetestHouses[] } {
  const places = blocksOf(MANIFEST.houses.file).map((block) => {
    const [command, ...rows] = block.trim().split('\n');
    const [lon, lat] = /-house(\S+),(\S+),P/.exec(command!)!.slice(1).map(Number);
    const value = (label: RegExp) => Number(rows.find((r) => label.test(r))!.trim().split(/\s+/).at(-1));
    return {
      latitude: lat!,
      longitude: lon!,
      cusps: Array.from({ length: 12 }, (_, i) => value(new RegExp(`^house\\s+${i + 1}\\s`))),
      ascendant: value(/^Ascendant/),
      midheaven: value(/^MC/),
      porphyryFallback: rows.some((r) => r.includes('Placidus failed, Porphyry calculated instead')),
    };
  });
  return { jdUt: MANIFEST.houses.jdUt, places };
}
