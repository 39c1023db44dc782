/**
 * GET /api/resolve-location: coordinates and the UTC offset in force at the birth date and time.
 * The spec passes a partial result on with a warning (section 8): 404 means no coordinates, 422
 * means coordinates but no time zone; both become a resolution with what was found.
 */
import { useMutation } from '@tanstack/react-query';
import { API_ROUTES, type OffsetRule, timeZoneNotFoundSchema } from '@astrolabio/contract';
import { ApiError, callRoute } from '../../../lib/api-client.ts';
import { it } from '../../../i18n/it.ts';

export interface LocationResolution {
  /** The place the coordinates are of, as the gazetteer or the geocoder writes it (it may say more than what was typed). */
  formatted?: string;
  latitude?: number;
  longitude?: number;
  timezone?: number;
  utcOffset?: string;
  zone?: string;
  dst?: boolean;
  /** Whose rules gave the offset (Trieste 1916: Austria's). */
  rule?: OffsetRule;
  /** Italian sentences on the rule applied: information, not warnings. */
  notes: string[];
  /** Italian warnings: the server's own, or the spec's text for what it could not find (404, 422). */
  warnings: string[];
}

export interface ResolveLocationRequest {
  place: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm; the offset depends on the time on the night summer time changes. */
  time?: string;
}

async function resolveLocation(r: ResolveLocationRequest): Promise<LocationResolution> {
  try {
    const { formatted, latitude, longitude, timezone, utcOffset, zone, dst, rule, notes, warnings } = await callRoute(
      API_ROUTES.resolveLocation,
      { query: { place: r.place, date: r.date, time: r.time || undefined } },
    );
    return { formatted, latitude, longitude, timezone, utcOffset, zone, dst, rule, notes, warnings };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { notes: [], warnings: [it.place.missingCoordinates] };
    if (error instanceof ApiError && error.status === 422) {
      const partial = timeZoneNotFoundSchema.safeParse(error.body);
      if (partial.success) {
        const { formatted, latitude, longitude } = partial.data;
        return { formatted, latitude, longitude, notes: [], warnings: [it.place.missingTimezone] };
      }
    }
    throw error;
  }
}

/** The key of every resolution in flight: a page waits on it (useIsMutating) before computing a chart. */
export const RESOLVE_LOCATION_KEY = ['resolve-location'] as const;

export function useResolveLocation() {
  return useMutation({ mutationKey: RESOLVE_LOCATION_KEY, mutationFn: resolveLocation });
}
