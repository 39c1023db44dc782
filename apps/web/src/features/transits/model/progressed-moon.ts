/**
 * The words of the progressed Moon's summary (issue 34): where it is today (sign, degree, natal
 * house), its next sign and house ingresses, and the progressed lunation phase with when it began
 * and the next one, dates in the browser's zone. Pure: the component only lays the lines out.
 */
import type { ProgressedMoonSummary } from '@astrolabio/core';
import { LUNATION_CYCLE_PHASE_NAMES_IT, SIGN_NAMES_IT } from '@astrolabio/names-it';
import { formatLocalInstantIt, formatOrb, formatZodiacIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';

export interface ProgressedMoonLines {
  position: string;
  /** The next sign and house ingresses, the earlier first. */
  nextIngresses: string;
  phase: string;
  nextPhase: string;
}

export function progressedMoonLines(m: ProgressedMoonSummary, timeZone?: string): ProgressedMoonLines {
  const date = (ms: number) => formatLocalInstantIt(ms, timeZone).date;
  const t = it.layers.progressedMoon;
  const ingresses = [
    { timeMs: m.nextSign.timeMs, text: t.signIngress(SIGN_NAMES_IT[m.nextSign.sign], date(m.nextSign.timeMs)) },
    { timeMs: m.nextHouse.timeMs, text: t.houseIngress(m.nextHouse.house, date(m.nextHouse.timeMs)) },
  ].sort((a, b) => a.timeMs - b.timeMs);
  return {
    position: t.position(formatZodiacIt(m.longitudeDeg), m.house),
    nextIngresses: t.ingresses(ingresses.map((i) => i.text)),
    phase: t.phaseNow(LUNATION_CYCLE_PHASE_NAMES_IT[m.phase], formatOrb(m.elongationDeg), m.phaseSinceMs === null ? null : date(m.phaseSinceMs)),
    nextPhase: t.nextPhase(LUNATION_CYCLE_PHASE_NAMES_IT[m.nextPhase.phase], date(m.nextPhase.timeMs)),
  };
}
