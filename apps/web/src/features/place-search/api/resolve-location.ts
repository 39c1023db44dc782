/** GET /api/resolve-location: coordinates and the UTC offset in force at the birth date and time. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { getJson } from '../../../lib/api-client.ts';

export const resolvedLocationSchema = z.object({
  latitude: z.nullish(z.number()),
  longitude: z.nullish(z.number()),
  /** Hours from UTC at that date and time. */
  timezone: z.nullish(z.number()),
  /** IANA zone, e.g. Europe/Rome. */
  zone: z.nullish(z.string()),
  /** Whether summer time was in force. */
  dst: z.nullish(z.boolean()),
  warnings: z.nullish(z.array(z.string())),
});
export type ResolvedLocation = z.infer<typeof resolvedLocationSchema>;

export interface ResolveLocationRequest {
  place: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm; the offset depends on the time on the night summer time changes. */
  time?: string;
}

export function resolveLocation(r: ResolveLocationRequest): Promise<ResolvedLocation> {
  return getJson('/api/resolve-location', resolvedLocationSchema, { query: { place: r.place, date: r.date, time: r.time || undefined } });
}

export function useResolveLocation() {
  return useMutation({ mutationKey: ['resolve-location'], mutationFn: resolveLocation });
}
