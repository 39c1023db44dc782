/**
 * GET /api/resolve-location?place=…&date=YYYY-MM-DD&time=HH:mm: coordinates, IANA zone and the UTC
 * offset in force at that local date and time there (spec section 7), with Italian warnings.
 */
import { SPEC_ERRORS, type API_ROUTES } from '@astrolabio/contract';
import { roundTo } from '@astrolabio/core';
import { appliedRuleOf, formatUtcOffset, resolveUtcOffset, type LocatedPlace, type OffsetNote } from '@astrolabio/places';
import type { AppDeps } from '../app-deps.ts';
import { MESSAGES, namesakesIt, offsetNoteIt } from '../messages.ts';
import type { InlineHandler } from './serve-row.ts';

/** Hours with 6 decimals: 4 ms of time, finer than any birth record. */
const HOURS_DECIMALS = 6;

/** The row's handler: inline, a lookup in the gazetteer (or the geocoder, I/O) and the zone rules. */
export const resolveLocationHandler = (deps: AppDeps): InlineHandler<typeof API_ROUTES.resolveLocation> => async ({ place, time, local }, request, reply) => {
    let located: LocatedPlace | undefined;
    try {
      located = await deps.places.locate(place);
    } catch (err) {
      request.log.error({ err }, 'location lookup failed');
      return reply.code(503).send({ error: SPEC_ERRORS.locationFailed });
    }
    if (!located) return reply.code(404).send({ error: SPEC_ERRORS.coordinatesNotFound });
    const { formatted, latitude, longitude, zone, istat, geonameId } = located.place;
    // The place service gives only zones the tz database knows (@astrolabio/places fromGeocoder).
    if (!zone) {
      return reply.code(422).send({ error: SPEC_ERRORS.timeZoneNotFound, formatted, latitude, longitude });
    }
    const resolved = resolveUtcOffset({ zone, longitude, local, ...(istat ? { istat } : {}), ...(geonameId !== undefined ? { geonameId } : {}) });
    // A historical rule applied is information (the box names it); what the user may need to act on is a warning.
    const isRuleNote = (n: OffsetNote) => n.code === 'austrianTime' || n.code === 'formerCountryTime' || n.code === 'germanTime';
    const warnings = [
      ...(located.namesakes > 1 ? [namesakesIt(place, formatted, located.namesakes)] : []),
      ...(time ? [] : [MESSAGES.noonAssumed]),
      ...resolved.notes.filter((n) => !isRuleNote(n)).map((n) => offsetNoteIt(n, local)),
    ];
    const notes = resolved.notes.filter(isRuleNote).map((n) => offsetNoteIt(n, local));
    return {
      formatted,
      latitude,
      longitude,
      timezone: roundTo(resolved.offsetSeconds / 3600, HOURS_DECIMALS),
      utcOffset: formatUtcOffset(resolved.offsetSeconds),
      zone,
      dst: resolved.dst,
      rule: appliedRuleOf(resolved, zone),
      notes,
      warnings,
    };
};
