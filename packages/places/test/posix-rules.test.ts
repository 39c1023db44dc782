/**
 * The POSIX TZ rules that continue each zone after its listed transitions (parsePosixTz,
 * posixTransitionsInYear) against glibc's own reading of the same strings through `zdump -i`
 * (fixtures/zdump/posix-rules.txt): every footer of data/tzdata, plus forms no zone uses today
 * (Jn, n, negative and beyond-24-hour times). Tolerance: none.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePosixTz, posixTransitionsInYear, type TzType } from '../src/tz/posix-tz.ts';
import { POSIX_RULES_FIXTURE, POSIX_RULES_YEARS } from '../../../test-support/zdump.ts';
import { parseZdumpIntervals } from '../../../test-support/zdump-intervals.ts';

const rules = parseZdumpIntervals(readFileSync(fileURLToPath(new URL(`../../../fixtures/zdump/${POSIX_RULES_FIXTURE}`, import.meta.url)), 'utf8'));
const describeType = (t: TzType) => `${t.offsetSeconds}/${t.isDst ? 1 : 0}/${t.abbreviation}`;

describe('POSIX TZ rules against zdump', () => {
  it('the fixture covers the footers and the extra forms', () => {
    expect(rules.length).toBeGreaterThan(50);
    expect(rules.map((r) => r.zone)).toEqual(expect.arrayContaining(['CET-1CEST,M3.5.0,M10.5.0/3', 'EST5EDT,J60/2,J300/2', '<-03>3<-02>,59/-1,300/25']));
  });

  it.each(rules.map((r) => [r.zone, r] as const))('%s', (text, r) => {
    const tz = parsePosixTz(text);
    const from = Date.UTC(POSIX_RULES_YEARS.from, 0, 1) / 1000;
    const to = Date.UTC(POSIX_RULES_YEARS.to, 0, 1) / 1000;
    const ours: string[] = [];
    let initial = tz.standard;
    for (let y = POSIX_RULES_YEARS.from - 1; y <= POSIX_RULES_YEARS.to; y++) {
      for (const t of posixTransitionsInYear(tz, y)) {
        if (t.atSeconds <= from) initial = t.type;
        else if (t.atSeconds <= to) ours.push(`${t.atSeconds} ${describeType(t.type)}`);
      }
    }
    expect(describeType(initial)).toBe(describeType(r.initial));
    expect(ours).toEqual(r.transitions.map((t) => `${t.atSeconds} ${describeType(t.type)}`));
  });

  it.each(['', 'CET', 'CET-1CEST,M3.5.0', 'CET-1CEST,M3.5.0,M10.5.0/3x', '<+01-1'])('refuses %j', (text) => {
    expect(() => parsePosixTz(text)).toThrow();
  });
});
