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

/**
 * The exports' zoned instants (apps/server/src/adapters/zoned-instant.ts) are checked minute by minute
 * around every change of these zones, in one verbose file: Italy (with Rome mean time's +0:49:56 to
 * 1893) to 2040, two half-hour and one quarter-hour zone, and Lord Howe's 30-minute summer time.
 */
export const EXPORT_ZDUMP_ZONES = ['Europe/Rome', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Eucla', 'Australia/Lord_Howe'] as const;
export const EXPORT_ZDUMP_FIXTURE = 'export-zones.txt';
export const EXPORT_ZDUMP_YEARS = { from: 1800, to: 2041 } as const;

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

interface ZdumpLine { zone: string; utMs: number; state: ZdumpState }

function parseLine(line: string): ZdumpLine | undefined {
  const m = LINE.exec(line);
  if (!m) return undefined;
  const [, zone, mon, day, hh, mm, ss, year, abbreviation, isdst, gmtoff] = m;
  const utMs = civilToEpochMs({ year: Number(year), month: MONTHS.indexOf(mon!) + 1, day: Number(day), hour: Number(hh), minute: Number(mm), second: Number(ss) });
  return { zone: zone!, utMs, state: { gmtoffSeconds: Number(gmtoff), isdst: isdst === '1', abbreviation: abbreviation! } };
}

/** Verbose `zdump -v` output (one zone or several) read into each zone's transitions, in order. */
export function parseZdumpVerbose(text: string): Map<string, ZdumpTransition[]> {
  const byZone = new Map<string, ZdumpLine[]>();
  for (const raw of text.split('\n')) {
    const line = parseLine(raw);
    if (!line) continue;
    const lines = byZone.get(line.zone) ?? [];
    lines.push(line);
    byZone.set(line.zone, lines);
  }
  const out = new Map<string, ZdumpTransition[]>();
  for (const [zone, lines] of byZone) {
    const transitions: ZdumpTransition[] = [];
    for (let i = 0; i + 1 < lines.length; i += 2) {
      const a = lines[i]!;
      const b = lines[i + 1]!;
      if (b.utMs - a.utMs !== 1000) throw new Error(`${zone}: lines ${i} and ${i + 1} are not a transition pair`);
      transitions.push({ zone, atMs: b.utMs, before: a.state, after: b.state });
    }
    out.set(zone, transitions);
  }
  return out;
}

function readFixtureText(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../fixtures/zdump/${name}`, import.meta.url)), 'utf8');
}

export function readZdumpFixture(zone: string): ZdumpTransition[] {
  return parseZdumpVerbose(readFixtureText(zdumpFixtureName(zone))).get(zone) ?? [];
}

/** The transitions of EXPORT_ZDUMP_FIXTURE, per zone. */
export function readExportZdumpFixture(): Map<string, ZdumpTransition[]> {
  return parseZdumpVerbose(readFixtureText(EXPORT_ZDUMP_FIXTURE));
}

/** The state in force at an instant according to the fixture (undefined before its first transition). */
export function zdumpStateAt(transitions: readonly ZdumpTransition[], epochMs: number): ZdumpState | undefined {
  let state: ZdumpState | undefined = transitions[0] && epochMs < transitions[0].atMs ? transitions[0].before : undefined;
  for (const t of transitions) if (t.atMs <= epochMs) state = t.after;
  return state;
}
