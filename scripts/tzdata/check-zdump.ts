/**
 * Compares tz data as the server reads it (TzData) with the system's `zdump -i`, transition by
 * transition: same instants, offsets, summer-time flags and abbreviations, from 1800 to 2400.
 */
import { execFileSync } from 'node:child_process';
import type { TzData, TzType } from '@astrolabio/places';
import { parseZdumpIntervals } from '../../test-support/zdump-intervals.ts';

export const ZDUMP_CHECK_YEARS = { from: 1800, to: 2401 } as const;
const NAMES_PER_CALL = 40;

function describe(t: TzType): string {
  return `${t.offsetSeconds}/${t.isDst ? 1 : 0}/${t.abbreviation}`;
}

export function compareWithZdump(data: TzData, names: readonly string[]): { names: number; transitions: number; mismatches: string[] } {
  const from = Date.UTC(ZDUMP_CHECK_YEARS.from, 0, 1) / 1000;
  const to = Date.UTC(ZDUMP_CHECK_YEARS.to, 0, 1) / 1000;
  const mismatches: string[] = [];
  let transitions = 0;
  for (let i = 0; i < names.length; i += NAMES_PER_CALL) {
    const batch = names.slice(i, i + NAMES_PER_CALL);
    const out = execFileSync('zdump', ['-i', `-c${ZDUMP_CHECK_YEARS.from},${ZDUMP_CHECK_YEARS.to}`, ...batch], { encoding: 'utf8', maxBuffer: 64 << 20 });
    for (const z of parseZdumpIntervals(out)) {
      const ours = data.zone(z.zone);
      if (!ours) {
        mismatches.push(`${z.zone}: missing`);
        continue;
      }
      // Ours: the type at the lower cut-off, then every change after it up to the upper one (inclusive, as zdump -c).
      const start = ours.periodIndexAt(from);
      const listed = [{ atSeconds: from, type: ours.typeOf(start) }];
      for (let p = start + 1; p < ours.periodCount && ours.startsSeconds[p]! <= to; p++) listed.push({ atSeconds: ours.startsSeconds[p]!, type: ours.typeOf(p) });
      const theirs = [{ atSeconds: from, type: z.initial }, ...z.transitions];
      const n = Math.max(listed.length, theirs.length);
      for (let k = 0; k < n; k++) {
        const a = listed[k];
        const b = theirs[k];
        if (!a || !b || a.atSeconds !== b.atSeconds || describe(a.type) !== describe(b.type)) {
          mismatches.push(`${z.zone} #${k}: ours ${a ? `${new Date(a.atSeconds * 1000).toISOString()} ${describe(a.type)}` : '—'}, zdump ${b ? `${new Date(b.atSeconds * 1000).toISOString()} ${describe(b.type)}` : '—'}`);
          break;
        }
      }
      transitions += z.transitions.length;
    }
  }
  return { names: names.length, transitions, mismatches };
}
