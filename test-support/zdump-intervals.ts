/**
 * Reads the output of `zdump -i` (tzcode's "interval format": a `TZ="…"` line per zone, then the
 * local time type in force at the lower cut-off and one line per change) into UT transitions.
 * Used by the tz data build's check and by the tests that read fixtures/zdump.
 */
import type { TzType } from '@astrolabio/places';

export interface ZdumpZone {
  zone: string;
  /** The type in force before the first listed transition (at the lower cut-off). */
  initial: TzType;
  transitions: Array<{ atSeconds: number; type: TzType }>;
}

/** `+01`, `-0330`, `+001932` → seconds east of Greenwich. */
function offsetSeconds(text: string): number {
  const m = /^([+-])(\d\d)(\d\d)?(\d\d)?$/.exec(text);
  if (!m) throw new Error(`zdump -i: bad offset ${text}`);
  const s = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -s : s;
}

function unquote(text: string): string {
  if (!text.startsWith('"')) return text;
  const escapes: Record<string, string> = { s: ' ', '"': '"', '\\': '\\', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
  return text.slice(1, -1).replace(/\\(.)/g, (_, c: string) => escapes[c] ?? c);
}

/** An interval description: offset, abbreviation (the offset's own text when zdump omits it), isdst. */
function parseType(offsetText: string, abbreviation: string | undefined, isdst: string | undefined): TzType {
  return {
    offsetSeconds: offsetSeconds(offsetText),
    isDst: isdst !== undefined && isdst !== '' && Number(isdst) > 0,
    abbreviation: abbreviation ? unquote(abbreviation) : offsetText,
  };
}

/** `1916-05-22` and `02` / `02:30` / `02:30:15`, local time just after the change → seconds since 1970 read as UT. */
function localSeconds(date: string, time: string): number {
  const d = /^(-?\d+)-(\d\d)-(\d\d)$/.exec(date);
  const t = /^(\d\d)(?::(\d\d))?(?::(\d\d))?$/.exec(time);
  if (!d || !t) throw new Error(`zdump -i: bad date or time ${date} ${time}`);
  const ms = Date.UTC(2000, Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2] ?? 0), Number(t[3] ?? 0));
  const shifted = new Date(ms);
  shifted.setUTCFullYear(Number(d[1]));
  return shifted.getTime() / 1000;
}

export function parseZdumpIntervals(text: string): ZdumpZone[] {
  const zones: ZdumpZone[] = [];
  let current: ZdumpZone | undefined;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const tz = /^TZ="(.*)"$/.exec(line);
    if (tz) {
      current = { zone: tz[1]!, initial: { offsetSeconds: 0, isDst: false, abbreviation: '' }, transitions: [] };
      zones.push(current);
      continue;
    }
    if (!current) throw new Error(`zdump -i: line before any TZ=: ${line}`);
    const [date, time, offset, abbreviation, isdst] = line.split('\t');
    if (!date || !time || !offset) throw new Error(`zdump -i: bad line ${line}`);
    const type = parseType(offset, abbreviation, isdst);
    if (date === '-') current.initial = type;
    else current.transitions.push({ atSeconds: localSeconds(date, time) - type.offsetSeconds, type });
  }
  return zones;
}

/** The type in force at a second (UT, since 1970), by the zone's zdump listing. */
export function zdumpTypeAt(zone: ZdumpZone, epochSeconds: number): TzType {
  let lo = 0;
  let hi = zone.transitions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (zone.transitions[mid]!.atSeconds <= epochSeconds) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? zone.initial : zone.transitions[lo - 1]!.type;
}
