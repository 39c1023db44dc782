/**
 * fixtures/zdump/: which zones it holds and under which file names (scripts/fixtures/zdump.ts writes
 * them), and the reader of its verbatim `zdump -v` output into the transitions it lists.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { civilToEpochMs } from '@astrolabio/core';
import { loadGazetteer, zoneAt } from '@astrolabio/places';

/** Italy; the southern hemisphere; two half-hour zones (one with seconds in its old offset); the US. */
export const ZDUMP_ZONES = ['Europe/Rome', 'Australia/Sydney', 'Asia/Kolkata', 'America/St_Johns', 'America/New_York'] as const;

/** The month-by-month fixture (`zdump -i`): every zone of the gazetteer, transitions after 1850-01-01 and up to 2031-01-01 UT. */
export const GAZETTEER_ZONES_FIXTURE = 'gazetteer-zones.txt';
export const GAZETTEER_ZONES_YEARS = { from: 1850, to: 2031 } as const;

/** The POSIX TZ rules fixture (`zdump -i`) and its years. */
export const POSIX_RULES_FIXTURE = 'posix-rules.txt';
export const POSIX_RULES_YEARS = { from: 1990, to: 2030 } as const;

/** The zones geo-tz gives the gazetteer's places, sorted. */
export function gazetteerZones(): string[] {
  const zones = new Set<string>();
  for (const p of loadGazetteer().places) {
    const zone = zoneAt(p.latitude, p.longitude);
    if (zone) zones.add(zone);
  }
  return [...zones].sort();
}

/** File name of a zone's fixture: `Europe/Rome` → `Europe_Rome.txt`. */
export function zdumpFixtureName(zone: string): string {
  return zone.replaceAll('/', '_') + '.txt';
}

export interface ZdumpState {
  gmtoffSeconds: number;
  isdst: boolean;
  abbreviation: string;
}

export interface ZdumpTransition {
  zone: string;
  /** First instant (UT, ms) of the new offset. */
  atMs: number;
  before: ZdumpState;
  after: ZdumpState;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LINE = /^(\S+)\s+\w{3} (\w{3})\s+(\d+) (\d\d):(\d\d):(\d\d) (\d+) UT = .* (\S+) isdst=([01]) gmtoff=(-?\d+)$/;

interface ZdumpLine { utMs: number; state: ZdumpState }

function parseLine(line: string): ZdumpLine | undefined {
  const m = LINE.exec(line);
  if (!m) return undefined;
  const [, , mon, day, hh, mm, ss, year, abbreviation, isdst, gmtoff] = m;
  const utMs = civilToEpochMs({ year: Number(year), month: MONTHS.indexOf(mon!) + 1, day: Number(day), hour: Number(hh), minute: Number(mm), second: Number(ss) });
  return { utMs, state: { gmtoffSeconds: Number(gmtoff), isdst: isdst === '1', abbreviation: abbreviation! } };
}

export function readZdumpFixture(zone: string): ZdumpTransition[] {
  const path = fileURLToPath(new URL(`../fixtures/zdump/${zdumpFixtureName(zone)}`, import.meta.url));
  const lines = readFileSync(path, 'utf8').split('\n').map(parseLine).filter((l): l is ZdumpLine => l !== undefined);
  const out: ZdumpTransition[] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const a = lines[i]!;
    const b = lines[i + 1]!;
    if (b.utMs - a.utMs !== 1000) throw new Error(`${zone}: lines ${i} and ${i + 1} are not a transition pair`);
    out.push({ zone, atMs: b.utMs, before: a.state, after: b.state });
  }
  return out;
}

/** The state in force at an instant according to the fixture (undefined before its first transition). */
export function zdumpStateAt(transitions: readonly ZdumpTransition[], epochMs: number): ZdumpState | undefined {
  let state: ZdumpState | undefined = transitions[0] && epochMs < transitions[0].atMs ? transitions[0].before : undefined;
  for (const t of transitions) if (t.atMs <= epochMs) state = t.after;
  return state;
}
