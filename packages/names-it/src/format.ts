/** The one text format of a zodiac position: whole degrees and arc-minutes, truncated, then the sign. */
import { zodiacPosition, type ZodiacPosition } from '@astrolabio/core';
import { SIGN_NAMES_IT } from './names.ts';

/** An already computed zodiac position → `15°32' Leone`, for callers that also read its other fields. */
export function formatZodiacPositionIt(z: ZodiacPosition): string {
  return `${z.wholeDegrees}°${String(z.minutes).padStart(2, '0')}' ${SIGN_NAMES_IT[z.sign]}`;
}

/** Longitude in degrees → `15°32' Leone` (degrees 0–29 and minutes truncated, never rounded up). */
export function formatZodiacIt(longitudeDeg: number): string {
  return formatZodiacPositionIt(zodiacPosition(longitudeDeg));
}

/** An arc in degrees → `1°12′` (whole degrees and arc-minutes, rounded to the minute): how far a point is from a cusp. */
export function formatArcIt(arcDeg: number): string {
  const minutes = Math.round(Math.abs(arcDeg) * 60);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′`;
}

/**
 * Longitude in degrees → `15°32′ Leone`, with a prime as the interface writes it: for the sentences
 * people read (the calendar's and the table's texts), where the API's `formatted` keeps its `'`.
 */
export function formatZodiacTextIt(longitudeDeg: number): string {
  return formatZodiacIt(longitudeDeg).replace("'", '′');
}
