/** The solar returns of a span of years as an iCalendar file: one one-minute event at each return instant. */
import type { RivoluzioniIcsBody } from '@astrolabio/contract';
import type { Ephemeris } from '@astrolabio/core';
import { RETURN_EXPORT_TEXTS as T } from '../messages.ts';
import { calendarBytes, type CalendarEvent } from './icalendar.ts';
import { placeTimeAt } from './return-zone.ts';
import { solarReturnMs } from './returns.ts';

const SECOND_MS = 1000;

export function solarReturnsIcs(body: RivoluzioniIcsBody, ephemeris: Ephemeris, stampMs: number): Buffer {
  const zodiac = body.zodiaco ?? 'tropical';
  const place = body.luogo ?? { latitude: body.natal.latitude, longitude: body.natal.longitude };
  const placeName = body.luogo?.nome ?? T.birthPlace;
  const events: CalendarEvent[] = [];
  for (let year = body.fromYear; year <= body.toYear; year++) {
    const ms = Math.round(solarReturnMs(body.natal, year, zodiac, ephemeris) / SECOND_MS) * SECOND_MS;
    const time = placeTimeAt(place, ms);
    const ut = new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    const description = T.description(ut, time.locale.replace('T', ' '), time.utcOffset, placeName);
    events.push({
      uid: `rs-${year}-${zodiac}-${ms}@astrolabio`,
      summary: T.summary(year),
      description: zodiac === 'tropical' ? description : `${description} ${T.precessionNote}`,
      startMs: ms,
      durationMinutes: 1,
      categories: [T.category],
    });
  }
  return calendarBytes({ productId: '-//Astrolabio//Rivoluzioni//IT', name: T.calendarName(body.fromYear, body.toYear), stampMs, events });
}
