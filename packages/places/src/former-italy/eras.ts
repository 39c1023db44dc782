/**
 * The civil time of the places that were Italian between the two world wars and lie today in
 * Croatia and Slovenia (Istria, Quarnaro, Zara, the Isonzo valley and the Karst): Austria's (or, in
 * Fiume, Hungary's) rules before Italian rule, Italy's (Europe/Rome's history) while Italian, the
 * zone's own after the hand-over. Dates and sources: docs/decisions/0025-former-italian-time.md.
 */
import type { CivilDate } from '../civil-date.ts';

/** The groups of places that changed rule on the same days. */
export type FormerItalianGroup =
  /** Istria (but Pola), Quarnaro (Abbazia, Cherso, Lussino) and the Karst: Yugoslav administration from May 1945. */
  | 'istria'
  /** Pola and the Isonzo valley: Allied military government (zone A) until the peace treaty came into force, 15 September 1947. */
  | 'zoneA'
  /** Fiume: Hungarian until 1918, Italian from the Italian landing of 17 November 1918 to 3 May 1945. */
  | 'fiume'
  /** Zara's enclave and Lagosta: Austrian until 1918, Italian until 31 October 1944. */
  | 'zara';

/** Whose rules a place followed in an era. */
export type FormerCountry = 'austria' | 'hungary' | 'italy';

export interface CivilTimeEra {
  country: FormerCountry;
  /** The zone whose history gives the era's offsets. */
  zone: string;
  /** First local day of the era (none: from the beginning). */
  from?: CivilDate;
  /** First local day after the era. */
  until: CivilDate;
}

const AUSTRIA = 'Europe/Vienna';
const HUNGARY = 'Europe/Budapest';
const ITALY = 'Europe/Rome';
/** The armistice of Villa Giusti took effect on 4 November 1918; Italian troops landed in Trieste, Pola and Zara on 3–5 November. */
const ITALIAN_RULE_FROM: CivilDate = { year: 1918, month: 11, day: 4 };

const day = (year: number, month: number, d: number): CivilDate => ({ year, month, day: d });

export const FORMER_ITALIAN_ERAS: Readonly<Record<FormerItalianGroup, readonly CivilTimeEra[]>> = {
  istria: [
    { country: 'austria', zone: AUSTRIA, until: ITALIAN_RULE_FROM },
    { country: 'italy', zone: ITALY, from: ITALIAN_RULE_FROM, until: day(1945, 5, 1) },
  ],
  zoneA: [
    { country: 'austria', zone: AUSTRIA, until: ITALIAN_RULE_FROM },
    { country: 'italy', zone: ITALY, from: ITALIAN_RULE_FROM, until: day(1947, 9, 15) },
  ],
  fiume: [
    { country: 'hungary', zone: HUNGARY, until: day(1918, 11, 17) },
    { country: 'italy', zone: ITALY, from: day(1918, 11, 17), until: day(1945, 5, 3) },
  ],
  zara: [
    { country: 'austria', zone: AUSTRIA, until: ITALIAN_RULE_FROM },
    { country: 'italy', zone: ITALY, from: ITALIAN_RULE_FROM, until: day(1944, 10, 31) },
  ],
};

function dayNumber(d: CivilDate): number {
  return d.year * 10_000 + d.month * 100 + d.day;
}

/** The era a local date falls in, or undefined once the zone's own rules apply (after the hand-over). */
export function eraAt(group: FormerItalianGroup, local: CivilDate): CivilTimeEra | undefined {
  const n = dayNumber(local);
  return FORMER_ITALIAN_ERAS[group].find((era) => (era.from === undefined || dayNumber(era.from) <= n) && n < dayNumber(era.until));
}
