/**
 * The format of data/tzdata/zones.tsv, written by scripts/tzdata/build.ts and read by the server:
 * one line per zone with its local-time types, its listed transitions and the POSIX rule that
 * continues them; one line per alias. The layout lives only here (`zoneToLine`, `parseTzData`).
 *
 * A zone line: `name TAB types TAB times TAB typeIndexes TAB footerFrom TAB footer`
 * - types: `offsetSeconds/isDst/abbreviation` joined by `,`; the first is in force before the first transition;
 * - times: the transitions' first seconds (UT, since 1970), the first absolute and each next one as
 *   the difference from the one before, in base 36, joined by `,`;
 * - typeIndexes: one base-36 digit per transition, the type it starts;
 * - footerFrom: the second (base 36) from which the footer rule, not the list, gives the transitions;
 * - footer: the POSIX TZ rule (empty when the zone has none: the last type then holds for ever).
 * An alias line: `name TAB =target`.
 */
import { parsePosixTz, posixTransitionsInYear, type PosixTz, type TzType } from './posix-tz.ts';

export interface ZoneRecord {
  name: string;
  /** `types[0]` is in force before the first transition. */
  types: TzType[];
  transitions: Array<{ atSeconds: number; typeIndex: number }>;
  /** From this second on the footer, not the list, gives the transitions (the list is not used past it). */
  footerFromSeconds: number;
  footer: string;
}

/** Last year whose transitions are expanded from the footer: the supported dates end in 2399. */
export const LAST_EXPANDED_YEAR = 2401;

function typeToCell(t: TzType): string {
  if (/[,/\t]/.test(t.abbreviation)) throw new Error(`Abbreviation ${JSON.stringify(t.abbreviation)} cannot be written`);
  return `${t.offsetSeconds}/${t.isDst ? 1 : 0}/${t.abbreviation}`;
}

export function zoneToLine(z: ZoneRecord): string {
  if (z.types.length > 36) throw new Error(`${z.name}: more than 36 types`);
  let previous = 0;
  const times = z.transitions.map((t, i) => {
    const cell = (i === 0 ? t.atSeconds : t.atSeconds - previous).toString(36);
    previous = t.atSeconds;
    return cell;
  });
  return [
    z.name, z.types.map(typeToCell).join(','), times.join(','), z.transitions.map((t) => t.typeIndex.toString(36)).join(''),
    z.footerFromSeconds.toString(36), z.footer,
  ].join('\t');
}

export function aliasToLine(name: string, target: string): string {
  return `${name}\t=${target}`;
}

/** One zone's whole history: period i runs from `startsSeconds[i]` to `startsSeconds[i + 1]` with `types[typeOfPeriod[i]]`. */
export class ZoneHistory {
  constructor(
    readonly name: string,
    readonly types: readonly TzType[],
    /** First second of each period; the first is −Infinity. */
    readonly startsSeconds: Float64Array,
    readonly typeOfPeriod: Uint8Array,
  ) {}

  get periodCount(): number {
    return this.startsSeconds.length;
  }

  /** Index of the period in force at a second (UT, since 1970). */
  periodIndexAt(epochSeconds: number): number {
    let lo = 0;
    let hi = this.startsSeconds.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.startsSeconds[mid]! <= epochSeconds) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  typeOf(period: number): TzType {
    return this.types[this.typeOfPeriod[period]!]!;
  }

  /** First second after the period (Infinity for the last). */
  endOf(period: number): number {
    return period + 1 < this.startsSeconds.length ? this.startsSeconds[period + 1]! : Infinity;
  }
}

function parseType(cell: string): TzType {
  const [offset, dst, abbreviation] = cell.split('/');
  const offsetSeconds = Number(offset);
  if (!Number.isInteger(offsetSeconds) || (dst !== '0' && dst !== '1') || abbreviation === undefined) throw new Error(`Bad tz type ${cell}`);
  return { offsetSeconds, isDst: dst === '1', abbreviation };
}

function sameType(a: TzType, b: TzType): boolean {
  return a.offsetSeconds === b.offsetSeconds && a.isDst === b.isDst && a.abbreviation === b.abbreviation;
}

/** Decodes a zone line and appends the footer's transitions up to LAST_EXPANDED_YEAR. */
export function decodeZoneLine(line: string): ZoneHistory {
  const [name, typesCell, timesCell, indexCell, footerFromCell, footerText] = line.split('\t');
  if (!name || !typesCell || timesCell === undefined || indexCell === undefined || !footerFromCell || footerText === undefined) {
    throw new Error(`Bad tz zone line: ${line.slice(0, 80)}`);
  }
  const types = typesCell.split(',').map(parseType);
  const starts: number[] = [-Infinity];
  const typeOf: number[] = [0];
  let at = 0;
  timesCell.split(',').filter((c) => c !== '').forEach((cell, i) => {
    at = i === 0 ? parseInt(cell, 36) : at + parseInt(cell, 36);
    const typeIndex = parseInt(indexCell[i] ?? '', 36);
    if (!Number.isFinite(at) || !(typeIndex >= 0 && typeIndex < types.length)) throw new Error(`${name}: bad transition ${i}`);
    starts.push(at);
    typeOf.push(typeIndex);
  });
  if (indexCell.length !== starts.length - 1) throw new Error(`${name}: ${starts.length - 1} times but ${indexCell.length} type indexes`);
  const footerFrom = parseInt(footerFromCell, 36);
  if (footerText !== '') appendFooter(types, starts, typeOf, parsePosixTz(footerText), footerFrom);
  return new ZoneHistory(name, types, Float64Array.from(starts), Uint8Array.from(typeOf));
}

function appendFooter(types: TzType[], starts: number[], typeOf: number[], footer: PosixTz, fromSeconds: number): void {
  while (starts.length > 1 && starts[starts.length - 1]! >= fromSeconds) {
    starts.pop();
    typeOf.pop();
  }
  const indexOf = (t: TzType): number => {
    let i = types.findIndex((u) => sameType(u, t));
    if (i === -1) i = types.push(t) - 1;
    return i;
  };
  const firstYear = new Date(fromSeconds * 1000).getUTCFullYear() - 1;
  for (let year = firstYear; year <= LAST_EXPANDED_YEAR; year++) {
    for (const t of posixTransitionsInYear(footer, year)) {
      if (t.atSeconds < fromSeconds) continue;
      const index = indexOf(t.type);
      if (typeOf[typeOf.length - 1] === index) continue;
      starts.push(t.atSeconds);
      typeOf.push(index);
    }
  }
  // A footer without summer time still names the type in force from footerFrom on.
  if (!footer.daylight) {
    const index = indexOf(footer.standard);
    if (typeOf[typeOf.length - 1] !== index) {
      starts.push(fromSeconds);
      typeOf.push(index);
    }
  }
}

/** The zones of a zones.tsv text, decoded on first use (a zone's line is kept as text until then). */
export class TzData {
  private readonly lines = new Map<string, string>();
  private readonly aliases = new Map<string, string>();
  private readonly decoded = new Map<string, ZoneHistory>();
  /** The tz database release the file was built from (`# tzdata 2025b` header line), if given. */
  readonly version: string | undefined;

  constructor(text: string) {
    let version: string | undefined;
    for (const line of text.split('\n')) {
      if (line === '') continue;
      if (line.startsWith('#')) {
        version ??= /^# tzdata (\S+)/.exec(line)?.[1];
        continue;
      }
      const tab = line.indexOf('\t');
      const name = line.slice(0, tab);
      if (tab <= 0) throw new Error(`Bad tz data line: ${line.slice(0, 80)}`);
      if (line[tab + 1] === '=') this.aliases.set(name, line.slice(tab + 2));
      else this.lines.set(name, line);
    }
    for (const [alias, target] of this.aliases) if (!this.lines.has(target)) throw new Error(`tz alias ${alias} → unknown ${target}`);
    this.version = version;
  }

  /** Every zone and alias name. */
  get names(): string[] {
    return [...this.lines.keys(), ...this.aliases.keys()].sort();
  }

  has(name: string): boolean {
    return this.lines.has(name) || this.aliases.has(name);
  }

  /** The zone's history (an alias gives its target's), or undefined for a name the data does not know. */
  zone(name: string): ZoneHistory | undefined {
    const canonical = this.aliases.get(name) ?? name;
    let z = this.decoded.get(canonical);
    if (!z) {
      const line = this.lines.get(canonical);
      if (line === undefined) return undefined;
      z = decodeZoneLine(line);
      this.decoded.set(canonical, z);
    }
    return z;
  }
}
