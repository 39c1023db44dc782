/**
 * The Italian words of a transit period, for its tooltip and its accessible label: «Saturno
 * quadratura Sole natale, dal 3 marzo 2025 al 12 novembre 2025, esatto il 14 aprile 2025 alle 09:12
 * CEST». Exact hits and stations to the minute in the browser's time zone (or the one given).
 */
import { MS_PER_DAY, utcDateOf, type AspectCode, type HouseIngress, type TransitBodyCode } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT, STATION_KIND_NAMES_IT } from '@astrolabio/names-it';
import { formatDegreesIt, formatLocalInstantIt, formatLongDateIt, formatOrb, formatOrbOneDecimal } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { ActiveTransit, ExactWhen } from './active-today.ts';
import type { PeriodView } from './periods.ts';
import { dayStartMs } from '../timeline/timeline-geometry.ts';

const t = it.transits;

/** «quadratura»: aspect names inside a sentence. */
export function aspectWord(aspect: AspectCode): string {
  return ASPECT_NAMES_IT[aspect].toLocaleLowerCase('it');
}

export function localInstantText(ms: number, timeZone?: string): string {
  const p = formatLocalInstantIt(ms, timeZone);
  return t.exactAt(p.date, p.time, p.zone);
}

export interface PeriodText {
  /** «Saturno quadratura Sole natale» */
  title: string;
  /** Dates, exact hits or the closest orb, close days, stations: one line each. */
  lines: string[];
}

export interface PeriodTextOptions {
  /** The table grouping's "exact" (≤ 1°) days, named as such; omitted on the timeline. */
  closeLimitDeg?: number;
  timeZone?: string;
}

export function periodText(body: TransitBodyCode, aspect: AspectCode, view: PeriodView, options: PeriodTextOptions = {}): PeriodText {
  const { period } = view;
  const points = t.pointsList(view.natalPoints.map((p) => t.natalPoint(POINT_NAMES_IT[p])));
  const lines = [t.periodDates(formatLongDateIt(period.startDate), formatLongDateIt(period.endDate))];
  if (view.exactHits.length > 0) lines.push(exactHitsText(view, options.timeZone));
  else lines.push(t.closestOrb(formatOrbOneDecimal(period.peakOrb), formatLongDateIt(dateAt(view, period.peakIndex))));
  const limit = options.closeLimitDeg;
  if (limit !== undefined) {
    for (const r of period.exactPeriods) {
      lines.push(t.closeDays(formatDegreesIt(limit), t.periodDates(formatLongDateIt(dateAt(view, r.start)), formatLongDateIt(dateAt(view, r.end)))));
    }
  }
  for (const s of view.stations) {
    const p = formatLocalInstantIt(s.timeMs, options.timeZone);
    lines.push(t.station(STATION_KIND_NAMES_IT[s.kind], p.date, p.time, p.zone));
  }
  return { title: t.periodTitle(BODY_NAMES_IT[body], aspectWord(aspect), points), lines };
}

/**
 * «esatto il 14 aprile …»; where the period gathers several natal points, each hit says which one
 * it is to: «esatto con Nodo Nord il 13 settembre …, con Nodo Sud il 13 settembre …».
 */
function exactHitsText(view: PeriodView, timeZone?: string): string {
  if (view.natalPoints.length < 2) return t.exactList(view.exactHits.map((h) => localInstantText(h.timeMs, timeZone)));
  return t.exactList(view.exactHits.map((h) => t.exactTo(POINT_NAMES_IT[h.natalPoint], localInstantText(h.timeMs, timeZone))));
}

/** The whole text in one sentence: the accessible label of a bar. */
export function periodLabel(body: TransitBodyCode, aspect: AspectCode, view: PeriodView, options: PeriodTextOptions = {}): string {
  const text = periodText(body, aspect, view, options);
  return [text.title, ...text.lines].join(', ');
}

/** The date of a series index inside the period. */
function dateAt(view: PeriodView, index: number): string {
  return utcDateOf(dayStartMs(view.period.startDate) + (index - view.period.startIndex) * MS_PER_DAY);
}

/** «entra in casa 11 il 19 gennaio 2025 alle 04:11 CET (retrogrado)». */
export function ingressText(ingress: HouseIngress, timeZone?: string): string {
  return t.ingress(ingress.house, localInstantText(ingress.timeMs, timeZone), ingress.retrograde);
}

/** When an active transit is exact: «esatto tra 3 giorni (il …)», «ultimo esatto il 3 novembre 2026 alle …», or none in the period. */
export function exactWhenText(exact: ExactWhen, timeZone?: string): string {
  switch (exact.kind) {
    case 'next':
      return t.nextExactIn(exact.days, localInstantText(exact.timeMs, timeZone));
    case 'past':
      return t.pastExact(localInstantText(exact.timeMs, timeZone), exact.nextAfterPeriod);
    case 'none':
      return t.noExactInPeriod;
  }
}

/** What «Attivo oggi» says of a transit after its title: « — applicativo, esatto tra 3 giorni (…), orbita minima oggi 0°48′». */
export function activeDetailsText(a: ActiveTransit, timeZone?: string): string {
  return t.activeDetails(a.motion === 'applying' ? t.applying : t.separating, exactWhenText(a.exact, timeZone), t.activeOrb(formatOrb(a.minOrbTodayDeg)));
}
