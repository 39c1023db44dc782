/**
 * The resolution of a chosen place (spec sections 4 and 5; issue 15): by itself when the place was
 * just chosen or the birth date or time changed since its zone was found (birth-data/place-fix.ts), once
 * per place and instant so that a failure waits for the user; or on demand («Ottieni Coordinate»,
 * «Riprova»). Nothing happens without a selected place and a date. Shared by the chart screen's
 * place search and the /testing transits page's city list.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { SUPPORTED_FIRST_DATE, SUPPORTED_LAST_DATE } from '@astrolabio/contract';
import type { PlaceFix } from '../../birth-data/birth-form-values.ts';
import { needsPlaceResolution, type PlaceFound, type PlaceQuestion } from '../../birth-data/place-fix.ts';
import { useResolveLocation } from './api/resolve-location.ts';

export interface PlaceResolutionInput {
  city: string;
  selected: boolean;
  /** Birth date (YYYY-MM-DD) and time (HH:mm) the time zone is resolved for. */
  date: string;
  time: string;
  fix: PlaceFix | null;
  /** What the server found for `question`; `asked`: on demand rather than by itself. */
  onFound: (question: PlaceQuestion, found: PlaceFound, asked: boolean) => void;
  /**
   * How long the date and time must stay unchanged before a resolution by itself: a browser's date
   * field reports every keystroke of the year (0001, 0019, 0199, 1990) as a date.
   */
  settleMs?: number;
}

/**
 * A birth date the server can resolve: outside the supported dates the form already says so under
 * the date field (issue 21: one message per mistake, not the server's refusal and an offer besides).
 */
export function isResolvableDate(date: string): boolean {
  return date >= SUPPORTED_FIRST_DATE && date <= SUPPORTED_LAST_DATE;
}

export function usePlaceResolution({ city, selected, date, time, fix, onFound, settleMs = 0 }: PlaceResolutionInput) {
  const resolve = useResolveLocation();
  const run = (asked: boolean) => {
    if (!selected || !date) return; // spec section 5: nothing without a selected place and a date
    if (!isResolvableDate(date)) return;
    const question = { place: city, date, time };
    resolve.mutate(question, {
      onSuccess: (r) => onFound(question, { latitude: r.latitude, longitude: r.longitude, timezone: r.timezone, zone: r.zone, rule: r.rule, dst: r.dst }, asked),
    });
  };

  const instant = `${date}|${time}`;
  const [settled] = useDebouncedValue(instant, settleMs);
  const needsResolution = needsPlaceResolution({ city, placeSelected: selected, date, time, placeFix: fix })
    && isResolvableDate(date) && (settleMs === 0 || settled === instant);
  const triedFor = useRef<string | null>(null);
  const resolveByItself = useEffectEvent(() => run(false));
  useEffect(() => {
    const key = `${city}|${date}|${time}`;
    if (!needsResolution || triedFor.current === key) return;
    triedFor.current = key;
    resolveByItself();
  }, [needsResolution, city, date, time]);

  /**
   * A suggestion chosen again (the same one, after an edit of the text): what was tried for it no
   * longer holds, since choosing emptied the fields; it is resolved afresh (issue 21).
   */
  const forget = () => {
    triedFor.current = null;
  };

  return { resolve, run, forget };
}
