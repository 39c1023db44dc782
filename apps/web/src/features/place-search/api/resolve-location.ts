/**
 * GET /api/resolve-location: coordinates and the UTC offset in force at the birth date and time.
 * The spec passes a partial result on with a warning (section 8): 404 means no coordinates, 422
 * means coordinates but no time zone; both become a resolution with what was found.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, getJson } from '../../../lib/api-client.ts';
import { it } from '../../../i18n/it.ts';

const resolvedLocationSchema = z.object({
  formatted: z.optional(z.string()),
  latitude: z.nullish(z.number()),
  longitude: z.nullish(z.number()),
  /** Hours from UTC at that date and time. */
  timezone: z.nullish(z.number()),
  /** The same offset as text, e.g. UTC+02:00 or UTC+00:36:46 (local mean time). */
  utcOffset: z.nullish(z.string()),
  /** IANA zone, e.g. Europe/Rome. */
  zone: z.nullish(z.string()),
  /** Whether summer time was in force. */
  dst: z.nullish(z.boolean()),
  warnings: z.nullish(z.array(z.string())),
});

/** 422: the place is known but its time zone is not. */
const coordinatesOnlySchema = z.object({ latitude: z.number(), longitude: z.number() });

export interface LocationResolution {
  latitude?: number;
  longitude?: number;
  timezone?: number;
  utcOffset?: string;
  zone?: string;
  dst?: boolean;
  /** Italian warnings: the spec's texts for what is missing, then the server's own. */
  warnings: string[];
}

export interface ResolveLocationRequest {
  place: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm; the offset depends on the time on the night summer time changes. */
  time?: string;
}

const defined = <T,>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

async function resolveLocation(r: ResolveLocationRequest): Promise<LocationResolution> {
  try {
    const found = await getJson('/api/resolve-location', resolvedLocationSchema, { query: { place: r.place, date: r.date, time: r.time || undefined } });
    const missing = [
      ...(found.latitude == null || found.longitude == null ? [it.place.missingCoordinates] : []),
      ...(found.timezone == null ? [it.place.missingTimezone] : []),
    ];
    return {
      latitude: defined(found.latitude),
      longitude: defined(found.longitude),
      timezone: defined(found.timezone),
      utcOffset: defined(found.utcOffset),
      zone: defined(found.zone),
      dst: defined(found.dst),
      warnings: [...missing, ...(found.warnings ?? [])],
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { warnings: [it.place.missingCoordinates] };
    if (error instanceof ApiError && error.status === 422) {
      const partial = coordinatesOnlySchema.safeParse(error.body);
      if (partial.success) return { latitude: partial.data.latitude, longitude: partial.data.longitude, warnings: [it.place.missingTimezone] };
    }
    throw error;
  }
}

export function useResolveLocation() {
  return useMutation({ mutationKey: ['resolve-location'], mutationFn: resolveLocation });
}
