/**
 * The exports' zoned instants (offset kept per UTC hour) against Debian's tz database: every minute
 * within 10 of each clock change in fixtures/zdump/export-zones.txt (`zdump -v`: Rome from its mean
 * time's +0:49:56 to 2040, Kolkata, Kathmandu, Eucla, Lord Howe's 30-minute summer time), each quarter
 * hour within 2 hours of it, and the same minutes read by a plain Intl formatToParts. Tolerance: none.
 */
import { describe, expect, test } from 'vitest';
import { readExportZdumpFixture } from '../../../../test-support/zdump.ts';
import { zonedParts, type ZonedParts } from './zoned-instant.ts';

const MINUTE_MS = 60_000;
/** Minutes sampled around a change: each one within 10 minutes, each quarter hour within 2 hours. */
const OFFSETS_MIN = [...new Set([...Array.from({ length: 21 }, (_, i) => i - 10), ...Array.from({ length: 17 }, (_, i) => (i - 8) * 15)])];

/** The civil minute of a UTC minute under an offset in seconds: the clock's reading, seconds dropped. */
function civilMinute(utcMinuteMs: number, gmtoffSeconds: number): ZonedParts {
  const local = new Date(Math.floor((utcMinuteMs + gmtoffSeconds * 1000) / MINUTE_MS) * MINUTE_MS);
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), time };
}

const intlFormatters = new Map<string, Intl.DateTimeFormat>();

/** The same minute asked of Intl directly, as zonedParts did before it kept offsets per hour. */
function intlParts(utcMinuteMs: number, zone: string): ZonedParts {
  let f = intlFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    intlFormatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(utcMinuteMs).map((x) => [x.type, x.value]));
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), time: `${p.hour}:${p.minute}` };
}

const fixture = readExportZdumpFixture();

describe('zoned instants around every clock change (zdump)', () => {
  test('the fixture holds the changes the issue names', () => {
    const rome = fixture.get('Europe/Rome')!;
    expect(rome.some((t) => t.before.gmtoffSeconds === 2996)).toBe(true); // Rome mean time, +0:49:56
    expect(rome.some((t) => new Date(t.atMs).getUTCFullYear() === 1916)).toBe(true);
    expect(rome.some((t) => new Date(t.atMs).getUTCFullYear() === 2040)).toBe(true);
    expect(fixture.get('Australia/Lord_Howe')!.some((t) => t.after.gmtoffSeconds - t.before.gmtoffSeconds === 1800)).toBe(true);
    expect(fixture.get('Asia/Kathmandu')!.at(-1)!.after.gmtoffSeconds).toBe(5 * 3600 + 45 * 60);
    expect(fixture.get('Australia/Eucla')!.at(-1)!.after.gmtoffSeconds).toBe(8 * 3600 + 45 * 60);
  });

  test.each([...fixture.keys()])('%s: the minutes around each change read as zdump’s offsets and as Intl', (zone) => {
    const transitions = fixture.get(zone)!;
    expect(transitions.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    let checked = 0;
    transitions.forEach((t, i) => {
      // The samples span 2 hours either side: no two changes of these zones are that close.
      expect(t.atMs - (transitions[i - 1]?.atMs ?? -Infinity)).toBeGreaterThan(4 * 3_600_000);
      const changeMinuteMs = Math.floor(t.atMs / MINUTE_MS) * MINUTE_MS;
      for (const offsetMin of OFFSETS_MIN) {
        const ms = changeMinuteMs + offsetMin * MINUTE_MS;
        const got = JSON.stringify(zonedParts(ms, zone));
        const zdump = JSON.stringify(civilMinute(ms, (ms < t.atMs ? t.before : t.after).gmtoffSeconds));
        const intl = JSON.stringify(intlParts(ms, zone));
        if (got !== zdump || got !== intl) wrong.push(`${new Date(ms).toISOString()}: ${got}, zdump ${zdump}, Intl ${intl}`);
        checked++;
      }
    });
    expect(wrong).toEqual([]);
    expect(checked).toBe(transitions.length * OFFSETS_MIN.length);
  });
});
