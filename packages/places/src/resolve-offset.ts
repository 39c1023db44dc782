/**
 * The UTC offset in force at a place, at a local date and time: Austria's rules in the comuni that
 * were Austrian until November 1918; in the towns of Istria, Quarnaro and Dalmatia that were
 * Italian between the wars, the rules of whoever ruled them (./former-italy); German time in the
 * places under German control in 1943–1944 (./german-time.ts); local mean time
 * before standard time (Italy's before 1 November 1893 in every Italian comune, elsewhere the tz
 * database's LMT, both from the birthplace's longitude), the tz database otherwise; with a note
 * for every choice the caller should show.
 */
import type { CivilDateTime } from '@astrolabio/core';
import { AUSTRIAN_TIME_UNTIL, AUSTRIAN_ZONE, followsAustrianTime } from './austrian-time.ts';
import {
  ITALIAN_STANDARD_TIME_FROM, isItalianLocalMeanTime, LMT_ABBREVIATION, localMeanTimeEnd, localMeanTimeOffsetSeconds,
} from './local-mean-time.ts';
import { offsetForLocalTime, zoneHistory } from './utc-offset.ts';
import type { CivilDate } from './civil-date.ts';
import { eraAt, type FormerCountry } from './former-italy/eras.ts';
import { formerItalianGroup } from './former-italy/places.ts';
import { followsGermanTime, GERMAN_TIME_FROM, GERMAN_TIME_UNTIL, GERMAN_ZONE, onTheFront1944 } from './german-time.ts';

export type { CivilDate } from './civil-date.ts';

/** Why the offset is what it is, as codes; the API turns them into Italian sentences. */
export type OffsetNote =
  /** Local mean time from the longitude: `italy` before 1 November 1893, `zone` before the zone's first standard time (`zone`, from `standardFrom`). */
  | { code: 'localMeanTime'; rule: 'italy' | 'zone'; zone: string; standardFrom: CivilDate; longitude: number; offsetSeconds: number }
  /** The place was Austrian: `zone`'s rules are used until `until` (the first day of Italian time). */
  | { code: 'austrianTime'; zone: string; until: CivilDate }
  /**
   * A town abroad followed another country's rules at that date: Hungary's (Fiume before its Italian
   * years) or Italy's (between the wars), `zone`'s history from `from` until `until` (first day
   * after), instead of its own zone's (`ownZone`).
   */
  | { code: 'formerCountryTime'; country: Exclude<FormerCountry, 'austria'>; zone: string; ownZone: string; from?: CivilDate; until: CivilDate }
  /** The place was under German control: `zone`'s (German) rules are used from `from` until `until` (first day after), where Italy's clocks differed. */
  | { code: 'germanTime'; zone: string; from: CivilDate; until: CivilDate }
  /**
   * The front crossed the place's province on these days of 1944: it kept German time (`germanSeconds`)
   * until the Allies reached it; `chosenSeconds` is liberated Italy's (the zone's), the one used.
   */
  | { code: 'frontLine1944'; germanSeconds: number; chosenSeconds: number }
  | { code: 'nonexistentLocalTime'; zone: string; candidates: [number, number]; chosenSeconds: number }
  | { code: 'ambiguousLocalTime'; zone: string; candidates: number[]; chosenSeconds: number };

export interface ResolvedOffset {
  /** Seconds east of Greenwich. Local mean time keeps its fraction of a second. */
  offsetSeconds: number;
  dst: boolean;
  notes: OffsetNote[];
}

export interface OffsetQuery {
  /** The place's IANA zone. */
  zone: string;
  /** Degrees, east positive: local mean time's offset. */
  longitude: number;
  /** ISTAT code of the place's comune, when it is Italian: decides the Austrian rule and Italy's local mean time. */
  istat?: string;
  /** GeoNames id of a gazetteer place: decides the rules of the towns that were Italian between the wars. */
  geonameId?: number;
  local: CivilDateTime;
}

function dateOf(c: CivilDate): CivilDate {
  return { year: c.year, month: c.month, day: c.day };
}

function localMeanTime(rule: 'italy' | 'zone', zone: string, standardFrom: CivilDate, longitude: number): ResolvedOffset {
  const offsetSeconds = localMeanTimeOffsetSeconds(longitude);
  return { offsetSeconds, dst: false, notes: [{ code: 'localMeanTime', rule, zone, standardFrom: dateOf(standardFrom), longitude, offsetSeconds }] };
}

/** The zone whose rules apply and the note that says so, when a place followed another country's rules at that date. */
function historicalRule(query: OffsetQuery): { zone: string; note: OffsetNote } | undefined {
  if (followsAustrianTime(query.istat, query.local)) {
    return { zone: AUSTRIAN_ZONE, note: { code: 'austrianTime', zone: AUSTRIAN_ZONE, until: dateOf(AUSTRIAN_TIME_UNTIL) } };
  }
  if (followsGermanTime(query, query.local)) {
    return { zone: GERMAN_ZONE, note: { code: 'germanTime', zone: GERMAN_ZONE, from: dateOf(GERMAN_TIME_FROM), until: dateOf(GERMAN_TIME_UNTIL) } };
  }
  const group = formerItalianGroup(query.geonameId);
  const era = group ? eraAt(group, query.local) : undefined;
  if (!era) return undefined;
  if (era.country === 'austria') return { zone: era.zone, note: { code: 'austrianTime', zone: era.zone, until: dateOf(era.until) } };
  return {
    zone: era.zone,
    note: {
      code: 'formerCountryTime', country: era.country, zone: era.zone, ownZone: query.zone,
      ...(era.from ? { from: dateOf(era.from) } : {}), until: dateOf(era.until),
    },
  };
}

export function resolveUtcOffset(query: OffsetQuery): ResolvedOffset {
  const { longitude, local } = query;
  const rule = historicalRule(query);
  const zone = rule?.zone ?? query.zone;
  const first: OffsetNote[] = rule ? [rule.note] : [];
  const withFirst = (r: ResolvedOffset): ResolvedOffset => ({ ...r, notes: [...first, ...r.notes] });

  // Every Italian comune kept its local mean time until 1893, whatever zone it lies in today (Campione d'Italia: Europe/Zurich).
  const italianComune = query.istat !== undefined && !rule;
  if (isItalianLocalMeanTime(italianComune ? 'Europe/Rome' : zone, local)) return withFirst(localMeanTime('italy', zone, ITALIAN_STANDARD_TIME_FROM, longitude));
  const found = offsetForLocalTime(zone, local);
  const lmtEnd = found.type.abbreviation === LMT_ABBREVIATION ? localMeanTimeEnd(zoneHistory(zone)) : undefined;
  if (lmtEnd) return withFirst(localMeanTime('zone', zone, lmtEnd, longitude));
  const notes: OffsetNote[] = [];
  if (found.kind === 'gap') {
    notes.push({ code: 'nonexistentLocalTime', zone, candidates: [found.candidates[0]!, found.candidates[1]!], chosenSeconds: found.offsetSeconds });
  } else if (found.kind === 'overlap') {
    notes.push({ code: 'ambiguousLocalTime', zone, candidates: found.candidates, chosenSeconds: found.offsetSeconds });
  }
  if (!rule && onTheFront1944(query, local)) {
    const german = offsetForLocalTime(GERMAN_ZONE, local).offsetSeconds;
    if (german !== found.offsetSeconds) notes.push({ code: 'frontLine1944', germanSeconds: german, chosenSeconds: found.offsetSeconds });
  }
  return withFirst({ offsetSeconds: found.offsetSeconds, dst: found.type.isDst, notes });
}

/**
 * Whose clock rules gave an offset, as one field a caller can show beside the offset (issue 21:
 * Trieste 1916 said «Europe/Rome» while Vienna's rules were applied): the place's own zone's,
 * another country's for the years the place followed it, or local mean time. Read from the notes,
 * so a new historical rule is one more case here.
 */
export type AppliedRuleCode = 'placeZone' | 'austrianTime' | 'hungarianTime' | 'italianTime' | 'germanTime' | 'localMeanTime';

export interface AppliedRule {
  code: AppliedRuleCode;
  /** The IANA zone whose rules were applied (for local mean time: the place's zone). */
  zone: string;
}

export function appliedRuleOf(resolved: Pick<ResolvedOffset, 'notes'>, placeZone: string): AppliedRule {
  if (resolved.notes.some((n) => n.code === 'localMeanTime')) return { code: 'localMeanTime', zone: placeZone };
  for (const note of resolved.notes) {
    if (note.code === 'austrianTime' || note.code === 'germanTime') return { code: note.code, zone: note.zone };
    if (note.code === 'formerCountryTime') return { code: note.country === 'italy' ? 'italianTime' : 'hungarianTime', zone: note.zone };
  }
  return { code: 'placeZone', zone: placeZone };
}
