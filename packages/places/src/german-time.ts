/**
 * The clocks of the places under German control from September 1943: the German-held north of Italy
 * and the Adriatic Littoral kept German time (Europe/Berlin's rules), which in 1944 kept summer time
 * until 2 October, where the liberated Kingdom of Italy went back to standard time on 17 September
 * and Europe/Rome, the tz database's history of Rome, follows the Kingdom. Sources and the choice of
 * territories: docs/decisions/0071-german-time-1943-1944.md.
 */
import type { CivilDate } from './civil-date.ts';
import { formerItalianGroup } from './former-italy/places.ts';

/** The zone whose rules the German-held places followed. */
export const GERMAN_ZONE = 'Europe/Berlin';

/**
 * First local day of the German rule: the day the tz database starts Rome's German-controlled years
 * (the armistice was announced on 8 September 1943; German troops held the northern cities by the 10th).
 */
export const GERMAN_TIME_FROM: CivilDate = { year: 1943, month: 9, day: 10 };

/**
 * First local day after the rule is applied: German summer time ended at 03:00 on 2 October 1944
 * (tz rule C-Eur). From then until the liberation German time and Italy's rules gave the same
 * offsets (both UTC+1, both summer time from 2 April 1945), so the rule stops where it stops mattering.
 */
export const GERMAN_TIME_UNTIL: CivilDate = { year: 1944, month: 10, day: 3 };

/** The days on which German and liberated Italy's clocks differed: from Italy's return to standard time (03:00 on 17 September 1944) to Germany's. */
export const CLOCKS_DIFFERED = { from: { year: 1944, month: 9, day: 17 }, until: GERMAN_TIME_UNTIL } as const;

/**
 * ISTAT province codes (today's provinces) wholly under German control from September 1943 to at
 * least 2 October 1944: the regions north of the Gothic Line (with the operational zones of the
 * Alpine Foothills and of the Adriatic Littoral) and Massa-Carrara, at the Line's western end.
 */
export const GERMAN_HELD_PROVINCES: Readonly<Record<string, string>> = {
  '001': 'Torino', '002': 'Vercelli', '003': 'Novara', '004': 'Cuneo', '005': 'Asti', '006': 'Alessandria', '096': 'Biella', '103': 'Verbano-Cusio-Ossola',
  '007': 'Valle d’Aosta',
  '008': 'Imperia', '009': 'Savona', '010': 'Genova', '011': 'La Spezia',
  '012': 'Varese', '013': 'Como', '014': 'Sondrio', '015': 'Milano', '016': 'Bergamo', '017': 'Brescia', '018': 'Pavia', '019': 'Cremona', '020': 'Mantova', '097': 'Lecco', '098': 'Lodi', '108': 'Monza e Brianza',
  '021': 'Bolzano', '022': 'Trento',
  '023': 'Verona', '024': 'Vicenza', '025': 'Belluno', '026': 'Treviso', '027': 'Venezia', '028': 'Padova', '029': 'Rovigo',
  '030': 'Udine', '031': 'Gorizia', '032': 'Trieste', '093': 'Pordenone',
  '033': 'Piacenza', '034': 'Parma', '035': 'Reggio nell’Emilia', '036': 'Modena', '037': 'Bologna', '038': 'Ferrara', '039': 'Ravenna', '040': 'Forlì-Cesena',
  '045': 'Massa-Carrara',
};

/** Comuni of those provinces that were never under German control. */
export const NEVER_GERMAN_HELD_COMUNI: Readonly<Record<string, string>> = {
  '013040': 'Campione d’Italia: an enclave inside Switzerland',
};

/**
 * Provinces the front crossed between 17 September and 2 October 1944 (the Gothic Line in Tuscany,
 * the Montefeltro and Rimini): a place there kept German time until the Allies reached it, a day we
 * do not know place by place, so it gets Europe/Rome's offset and a warning naming the other one.
 */
export const FRONT_PROVINCES_1944: Readonly<Record<string, string>> = {
  '046': 'Lucca', '047': 'Pistoia', '048': 'Firenze', '100': 'Prato', '051': 'Arezzo', '041': 'Pesaro e Urbino', '099': 'Rimini',
};

function dayNumber(d: CivilDate): number {
  return d.year * 10_000 + d.month * 100 + d.day;
}

function within(local: CivilDate, span: { from: CivilDate; until: CivilDate }): boolean {
  const n = dayNumber(local);
  return dayNumber(span.from) <= n && n < dayNumber(span.until);
}

/** Where a place is, as the rules need it: its comune's ISTAT code (Italy) or its GeoNames id (the former Italian towns abroad). */
export interface PlaceKeys {
  istat?: string | undefined;
  geonameId?: number | undefined;
}

/** Whether the place was under German control throughout September 1943 – 2 October 1944. */
export function wasGermanHeld(place: PlaceKeys): boolean {
  if (place.istat !== undefined) return place.istat.slice(0, 3) in GERMAN_HELD_PROVINCES && !(place.istat in NEVER_GERMAN_HELD_COMUNI);
  // Istria, Fiume, the Quarnaro, the Isonzo valley and the Karst (the Adriatic Littoral) and Zara, held until 31 October 1944.
  return formerItalianGroup(place.geonameId) !== undefined;
}

/** Whether a local date at this place falls under German time as applied here (from GERMAN_TIME_FROM to GERMAN_TIME_UNTIL). */
export function followsGermanTime(place: PlaceKeys, local: CivilDate): boolean {
  return wasGermanHeld(place) && within(local, { from: GERMAN_TIME_FROM, until: GERMAN_TIME_UNTIL });
}

/** Whether a local date at this place is one of the days when the front may have put it on either clock. */
export function onTheFront1944(place: PlaceKeys, local: CivilDate): boolean {
  return place.istat !== undefined && place.istat.slice(0, 3) in FRONT_PROVINCES_1944 && within(local, CLOCKS_DIFFERED);
}
