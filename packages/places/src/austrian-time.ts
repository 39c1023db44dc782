/**
 * The Italian places that were Austrian until the end of the First World War kept Austria's civil
 * time (Europe/Vienna's rules: CET from 1 April 1893, Austrian summer times of 1916–1918) until
 * Italy took them over, not Italy's (see docs/decisions/0023-austrian-time-and-full-tz-history.md).
 */
import type { CivilDateTime } from '@astrolabio/core';

/** The zone whose rules these places followed. */
export const AUSTRIAN_ZONE = 'Europe/Vienna';

/**
 * First local day of Italian time there: the armistice of Villa Giusti came into force on
 * 4 November 1918, the day after Italian troops entered Trento and Trieste. Both countries kept
 * CET (no summer time) from 7 October 1918 to 28 February 1919, so any day in that span gives the
 * same offsets.
 */
export const AUSTRIAN_TIME_UNTIL = { year: 1918, month: 11, day: 4 } as const;

/** ISTAT province codes (a comune code's first three digits) wholly Austrian until 1918: Bolzano, Trento, Gorizia, Trieste. */
export const AUSTRIAN_PROVINCE_CODES: ReadonlySet<string> = new Set(['021', '022', '031', '032']);

/** Comuni of other provinces wholly Austrian until 1918 (ISTAT code, name as ISTAT writes it, where they were). */
export const AUSTRIAN_COMUNI_ELSEWHERE = [
  { istat: '017098', name: 'Magasa', was: 'Tyrol (Valvestino); province of Brescia since 1934' },
  { istat: '017194', name: 'Valvestino', was: 'Tyrol (Valvestino); province of Brescia since 1934' },
  { istat: '024076', name: 'Pedemonte', was: 'Tyrol; province of Vicenza since 1929' },
  { istat: '025014', name: 'Colle Santa Lucia', was: 'Tyrol (Buchenstein); province of Belluno since 1923' },
  { istat: '025016', name: "Cortina d'Ampezzo", was: 'Tyrol (Ampezzo); province of Belluno since 1923' },
  { istat: '025030', name: 'Livinallongo del Col di Lana', was: 'Tyrol (Buchenstein); province of Belluno since 1923' },
  { istat: '030001', name: 'Aiello del Friuli', was: 'County of Gorizia and Gradisca; province of Udine since 1923' },
  { istat: '030004', name: 'Aquileia', was: 'County of Gorizia and Gradisca (district of Cervignano); province of Udine since 1923' },
  { istat: '030023', name: 'Cervignano del Friuli', was: 'County of Gorizia and Gradisca (district of Cervignano); province of Udine since 1923' },
  { istat: '030054', name: 'Malborghetto Valbruna', was: 'Carinthia (district of Tarvisio); province of Udine since 1923' },
  { istat: '030098', name: 'Ruda', was: 'County of Gorizia and Gradisca (district of Cervignano); province of Udine since 1923' },
  { istat: '030105', name: 'San Vito al Torre', was: 'County of Gorizia and Gradisca; province of Udine since 1923' },
  { istat: '030117', name: 'Tarvisio', was: 'Carinthia (district of Tarvisio); province of Udine since 1923' },
  { istat: '030120', name: "Terzo d'Aquileia", was: 'County of Gorizia and Gradisca (district of Cervignano); province of Udine since 1923' },
  { istat: '030135', name: 'Visco', was: 'County of Gorizia and Gradisca; province of Udine since 1923' },
  { istat: '030138', name: 'Campolongo Tapogliano', was: 'County of Gorizia and Gradisca; province of Udine since 1923' },
  { istat: '030190', name: 'Fiumicello Villa Vicentina', was: 'County of Gorizia and Gradisca (district of Cervignano); province of Udine since 1923' },
] as const;

const ELSEWHERE_CODES: ReadonlySet<string> = new Set(AUSTRIAN_COMUNI_ELSEWHERE.map((c) => c.istat));

/** Whether the comune of this ISTAT code (a place's own, or that of the comune a località lies in) was Austrian until 1918. */
export function wasAustrian(istat: string | undefined): boolean {
  return istat !== undefined && (AUSTRIAN_PROVINCE_CODES.has(istat.slice(0, 3)) || ELSEWHERE_CODES.has(istat));
}

/** Whether a local time at a place of this comune falls under Austria's rules (before AUSTRIAN_TIME_UNTIL). */
export function followsAustrianTime(istat: string | undefined, local: CivilDateTime): boolean {
  if (!wasAustrian(istat)) return false;
  const { year, month, day } = AUSTRIAN_TIME_UNTIL;
  return local.year * 10_000 + local.month * 100 + local.day < year * 10_000 + month * 100 + day;
}
