/**
 * The «Mirata» plan as an iCalendar file (POST /api/mirata/piano.ics): for each solar return and
 * each lunar return of the plan, a one-minute event at its instant naming the best choice, and for
 * each chosen place a reminder the day before, at the same civil hour there (a nominal day: 23 or
 * 25 hours before when the clocks change between, as «Esserci dal …» on screen says).
 */
import { formatUtcSecond, type MirataVerdict } from '@astrolabio/core';
import { VERDICT_NAMES_IT, type MirataPianoBody, type MirataReturnSearchCodes } from '@astrolabio/contract';
import { MIRATA_PLAN_EXPORT_TEXTS as T } from '../messages.ts';
import { calendarBytes, type CalendarEvent } from './icalendar.ts';
import type { TechniqueEphemeris } from '@astrolabio/core';
import { mirataPlanCodes } from './mirata.ts';
import { placeTimeDayBefore } from './return-zone.ts';

const verdictIt = (v: MirataVerdict) => VERDICT_NAMES_IT[v];

/** The events of one return: its instant with the best choice, and the day before at the chosen place. */
export function mirataReturnEvents(s: MirataReturnSearchCodes, uid: string, summary: (place: string | null, verdict: string | null) => string, kind: string): CalendarEvent[] {
  const best = s.choices[0];
  const ut = formatUtcSecond(s.instantMs).replace('T', ' ').replace('Z', '');
  const description = best
    ? [T.instant(ut, best.localTime.civil.replace('T', ' '), best.localTime.utcOffset, best.name), T.score(verdictIt(best.verdict), best.score), ...(s.choices.length > 1 ? [T.others(s.choices.slice(1).map((c) => c.name))] : [])].join(' ')
    : T.instant(ut, null, null, null);
  const events: CalendarEvent[] = [{
    uid: `${uid}-${s.instantMs}@astrolabio`,
    summary: summary(best?.name ?? null, best ? verdictIt(best.verdict) : null),
    description,
    startMs: s.instantMs,
    durationMinutes: 1,
    categories: [T.category],
  }];
  if (best) {
    // The place's zone as the answer named it (its rules from the coordinates: the comune's own
    // Austrian or German time of 1918–1944 does not reach a plan's years to come).
    const dayBefore = placeTimeDayBefore(best, s.instantMs, best.localTime.zone);
    events.push({
      uid: `${uid}-arrivo-${s.instantMs}@astrolabio`,
      summary: T.beThereSummary(best.name, kind),
      description: T.beThere(dayBefore.time.locale.slice(0, 16), best.name),
      startMs: dayBefore.epochMs,
      durationMinutes: 1,
      categories: [T.category],
    });
  }
  return events;
}

export function mirataPlanIcs(body: MirataPianoBody, ephemeris: TechniqueEphemeris, stampMs: number): Buffer {
  const plan = mirataPlanCodes(body, ephemeris);
  const events: CalendarEvent[] = [];
  for (const y of plan.years) {
    events.push(...mirataReturnEvents(y, `rsm-${y.year}`, (place, verdict) => T.solarSummary(y.year, place, verdict), T.solarKind(y.year)));
    y.lunarReturns.forEach((l, i) => {
      events.push(...mirataReturnEvents(l, `rlm-${y.year}-${i + 1}`, (place, verdict) => T.lunarSummary(y.year, i + 1, place, verdict), T.lunarKind(y.year, i + 1)));
    });
  }
  events.sort((a, b) => a.startMs - b.startMs);
  return calendarBytes({ productId: '-//Astrolabio//Mirata//IT', name: T.calendarName(body.daAnno, body.daAnno + body.anni - 1), stampMs, events });
}
