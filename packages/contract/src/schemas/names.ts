/**
 * The closed lists of Italian names the API speaks (bodies, points, signs, aspects, stations), as
 * zod enums built once from @astrolabio/names-it, and objects keyed by body name or house number.
 */
import { z } from 'zod/mini';
import { ANGLE_CODES, BODY_CODES, HOUSE_COUNT, TRANSIT_BODY_CODES } from '@astrolabio/core';
import { ANGLE_NAMES_IT, ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT, SIGN_NAMES_IT, STATION_KIND_NAMES_IT } from '@astrolabio/names-it';

/** The names of the given codes (all of the catalogue's when omitted), as a closed enum. */
function namesEnum<C extends string>(names: Readonly<Record<C, string>>, codes: readonly C[] = Object.keys(names) as C[]) {
  return z.enum(codes.map((c) => names[c]));
}

/** The 14 bodies, Sole … Nodo Sud. */
export const bodyNameSchema = namesEnum(BODY_NAMES_IT, BODY_CODES);
/** The 13 transiting bodies: all but Nodo Sud, which only mirrors Nodo Nord. */
export const transitBodyNameSchema = namesEnum(BODY_NAMES_IT, TRANSIT_BODY_CODES);
/** The chart's angles, Ascendente and Medio Coeli. */
export const angleNameSchema = namesEnum(ANGLE_NAMES_IT, ANGLE_CODES);
/** The 16 natal points: the 14 bodies, Ascendente and Medio Coeli. */
export const pointNameSchema = namesEnum(POINT_NAMES_IT);
export const signNameSchema = namesEnum(SIGN_NAMES_IT);
export const aspectNameSchema = namesEnum(ASPECT_NAMES_IT);
export const stationKindNameSchema = namesEnum(STATION_KIND_NAMES_IT);

/** A house number, 1–12. */
export const houseNumberSchema = z.int().check(z.minimum(1), z.maximum(HOUSE_COUNT));

/** An object with one field per body, keyed by its Italian name in the catalogue's order (Sole … Nodo Sud). */
export function byBodyNameIt<S extends z.core.SomeType>(schema: S) {
  return z.object(Object.fromEntries(BODY_CODES.map((c) => [BODY_NAMES_IT[c], schema])) as Record<string, S>);
}

/** An object with one field per house, keyed "1" … "12". */
export function byHouseNumber<S extends z.core.SomeType>(schema: S) {
  return z.object(Object.fromEntries(Array.from({ length: HOUSE_COUNT }, (_, i) => [String(i + 1), schema])) as Record<string, S>);
}
