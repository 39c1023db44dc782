/**
 * Reads fixtures/swetest-transits (see its README): each case of the manifest, and its reference
 * instants as Julian days UT, interpolated between the two swetest lines around each sign change.
 */
import { readFileSync } from 'node:fs';
import { signedArcDegrees, type TransitBodyCode } from '@astrolabio/core';

const DIR = new URL('../fixtures/swetest-transits/', import.meta.url);

export interface SwetestTransitCase {
  id: string;
  body: TransitBodyCode;
  kind: 'crossing' | 'station';
  longitudeDeg: number | null;
  edgeOf: { longitudeDeg: number; maxOrbDeg: number } | null;
  fromJd: number;
  toJd: number;
  file: string;
  count: number;
}

export const SWETEST_TRANSIT_CASES: readonly SwetestTransitCase[] = (
  JSON.parse(readFileSync(new URL('manifest.json', DIR), 'utf8')) as { cases: SwetestTransitCase[] }
).cases;

/** One block of a fixture file → the reference instant (JD UT), interpolated between the two lines around the sign change. */
function referenceInstant(c: SwetestTransitCase, block: string): number {
  const [command, ...rows] = block.trim().split('\n');
  const from = Number(/-bj(\S+)/.exec(command!)![1]);
  const step = Number(/-s(\S+)/.exec(command!)![1]);
  const values = rows.map((row) => {
    const [, lon, speed] = row.trim().split(/\s+/).map(Number);
    return c.kind === 'station' ? speed! : signedArcDegrees(c.longitudeDeg!, lon!);
  });
  for (let i = 1; i < values.length; i++) {
    const a = values[i - 1]!;
    const b = values[i]!;
    if ((a < 0) !== (b < 0)) return from + (i - 1 + a / (a - b)) * step;
  }
  throw new Error(`${c.id}: no sign change in block ${command}`);
}

/** The reference instants of a case (JD UT), one per block of its file. */
export function referenceInstants(c: SwetestTransitCase): number[] {
  const text = readFileSync(new URL(c.file, DIR), 'utf8');
  return text.split(/^\$ /m).filter((b) => b.trim() !== '').map((b) => referenceInstant(c, b));
}

/** The case with this id (throws when the manifest has none). */
export function swetestTransitCase(id: string): SwetestTransitCase {
  const c = SWETEST_TRANSIT_CASES.find((x) => x.id === id);
  if (!c) throw new Error(`no swetest transit case ${id}`);
  return c;
}
