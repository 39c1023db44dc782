/**
 * The POSIX TZ rule a TZif file ends with (RFC 8536 §3.3, e.g. `CET-1CEST,M3.5.0,M10.5.0/3`): it
 * gives a zone's transitions after its last listed one, so the tz data need not list them to 2400.
 * Pure: no I/O.
 */

/** One local-time type: seconds east of Greenwich, summer time or not, abbreviation. */
export interface TzType {
  offsetSeconds: number;
  isDst: boolean;
  abbreviation: string;
}

/** When in the year a change happens: `Mm.w.d` (month, week 1–5 with 5 = last, weekday 0 = Sunday), `Jn` (1–365, no 29 February) or `n` (0–365). */
type RuleDate =
  | { kind: 'monthWeekDay'; month: number; week: number; weekday: number }
  | { kind: 'julianNoLeap'; day: number }
  | { kind: 'dayOfYear'; day: number };

export interface PosixTz {
  standard: TzType;
  /** Absent for a zone without summer time. */
  daylight?: {
    type: TzType;
    start: RuleDate;
    /** Local time of the change, seconds after midnight of the rule's day, in standard time (may be negative or beyond 24 h). */
    startSeconds: number;
    end: RuleDate;
    /** The same, in summer time. */
    endSeconds: number;
  };
}

const NAME = /^(<[^>]+>|[A-Za-z]{3,})/;
const OFFSET = /^([+-]?)(\d{1,3})(?::(\d{1,2}))?(?::(\d{1,2}))?/;

class Reader {
  constructor(public rest: string, private readonly text: string) {}

  take(pattern: RegExp): RegExpExecArray {
    const m = pattern.exec(this.rest);
    if (!m) throw new Error(`Bad POSIX TZ string ${JSON.stringify(this.text)} at ${JSON.stringify(this.rest)}`);
    this.rest = this.rest.slice(m[0].length);
    return m;
  }
}

function hmsSeconds(m: RegExpExecArray): number {
  const seconds = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}

function readName(r: Reader): string {
  const name = r.take(NAME)[1]!;
  return name.startsWith('<') ? name.slice(1, -1) : name;
}

function readDate(r: Reader): RuleDate {
  if (r.rest.startsWith('M')) {
    const m = r.take(/^M(\d{1,2})\.(\d)\.(\d)/);
    return { kind: 'monthWeekDay', month: Number(m[1]), week: Number(m[2]), weekday: Number(m[3]) };
  }
  if (r.rest.startsWith('J')) return { kind: 'julianNoLeap', day: Number(r.take(/^J(\d{1,3})/)[1]) };
  return { kind: 'dayOfYear', day: Number(r.take(/^(\d{1,3})/)[1]) };
}

/** `/time` after a rule date; 02:00 when absent. */
function readTime(r: Reader): number {
  if (!r.rest.startsWith('/')) return 2 * 3600;
  r.take(/^\//);
  return hmsSeconds(r.take(OFFSET));
}

/** Parses a TZ string; throws on anything RFC 8536 does not allow. POSIX offsets count west, so they are negated here. */
export function parsePosixTz(text: string): PosixTz {
  const r = new Reader(text, text);
  const stdName = readName(r);
  const stdOffset = -hmsSeconds(r.take(OFFSET));
  const standard: TzType = { offsetSeconds: stdOffset, isDst: false, abbreviation: stdName };
  if (r.rest === '') return { standard };
  const dstName = readName(r);
  const dstOffset = r.rest.startsWith(',') ? stdOffset + 3600 : -hmsSeconds(r.take(OFFSET));
  r.take(/^,/);
  const start = readDate(r);
  const startSeconds = readTime(r);
  r.take(/^,/);
  const end = readDate(r);
  const endSeconds = readTime(r);
  if (r.rest !== '') throw new Error(`Bad POSIX TZ string ${JSON.stringify(text)}: trailing ${JSON.stringify(r.rest)}`);
  return { standard, daylight: { type: { offsetSeconds: dstOffset, isDst: true, abbreviation: dstName }, start, startSeconds, end, endSeconds } };
}

const DAY_SECONDS = 86_400;

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Seconds since the epoch of 00:00 of a rule's day in a year, as if local time were UT. */
function ruleDayStartSeconds(date: RuleDate, year: number): number {
  const jan1 = Date.UTC(year, 0, 1) / 1000;
  switch (date.kind) {
    case 'julianNoLeap':
      // Day 60 is 1 March in every year: February 29 is never counted.
      return jan1 + (date.day - 1 + (isLeap(year) && date.day >= 60 ? 1 : 0)) * DAY_SECONDS;
    case 'dayOfYear':
      return jan1 + date.day * DAY_SECONDS;
    case 'monthWeekDay': {
      const first = Date.UTC(year, date.month - 1, 1) / 1000;
      const firstWeekday = new Date(first * 1000).getUTCDay();
      let day = 1 + ((date.weekday - firstWeekday + 7) % 7) + (date.week - 1) * 7;
      const monthDays = new Date(Date.UTC(year, date.month, 0)).getUTCDate();
      while (day > monthDays) day -= 7;
      return first + (day - 1) * DAY_SECONDS;
    }
  }
}

export interface PosixTransition {
  /** First second (UT, since the epoch) of the new type. */
  atSeconds: number;
  type: TzType;
}

/** The changes the rule makes in one calendar year (local), in time order; none for a zone without summer time. */
export function posixTransitionsInYear(tz: PosixTz, year: number): PosixTransition[] {
  const d = tz.daylight;
  if (!d) return [];
  const toDaylight = ruleDayStartSeconds(d.start, year) + d.startSeconds - tz.standard.offsetSeconds;
  const toStandard = ruleDayStartSeconds(d.end, year) + d.endSeconds - d.type.offsetSeconds;
  const out: PosixTransition[] = [
    { atSeconds: toDaylight, type: d.type },
    { atSeconds: toStandard, type: tz.standard },
  ];
  return out.sort((a, b) => a.atSeconds - b.atSeconds);
}
