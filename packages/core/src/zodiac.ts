/** Zodiac signs and the position of a longitude within its sign. */
import { ARCSECONDS_PER_DEGREE, normalizeDegrees } from './angles.ts';

export const SIGN_CODES = [
  'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo',
  'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces',
] as const;
export type SignCode = (typeof SIGN_CODES)[number];

export const SIGN_WIDTH_DEG = 30;

/** Classical element of each sign, in sign order (fire, earth, air, water, repeating). */
export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type ElementCode = (typeof ELEMENTS)[number];

export interface ZodiacPosition {
  sign: SignCode;
  /** 0-based index of the sign, 0 = aries. */
  signIndex: number;
  /** Degrees within the sign, in [0, 30). */
  degree: number;
  /** Whole degrees within the sign, 0–29 (truncated, never rounded up into the next sign). */
  wholeDegrees: number;
  /** Whole arc-minutes, 0–59 (truncated). */
  minutes: number;
  /** Whole arc-seconds, 0–59 (truncated). */
  seconds: number;
}

/** Ecliptic longitude in degrees (any value) → sign and degree within the sign. */
export function zodiacPosition(longitudeDeg: number): ZodiacPosition {
  const lon = normalizeDegrees(longitudeDeg);
  const signIndex = Math.min(11, Math.floor(lon / SIGN_WIDTH_DEG));
  const degree = lon - signIndex * SIGN_WIDTH_DEG;
  // Truncate in whole arc-seconds so that 29°59'59.9" never displays as 30°00'.
  const totalSeconds = Math.floor(degree * ARCSECONDS_PER_DEGREE + 1e-7);
  return {
    sign: SIGN_CODES[signIndex]!,
    signIndex,
    degree,
    wholeDegrees: Math.floor(totalSeconds / ARCSECONDS_PER_DEGREE),
    minutes: Math.floor((totalSeconds % ARCSECONDS_PER_DEGREE) / 60),
    seconds: totalSeconds % 60,
  };
}

export function elementOf(sign: SignCode): ElementCode {
  return ELEMENTS[SIGN_CODES.indexOf(sign) % 4]!;
}
