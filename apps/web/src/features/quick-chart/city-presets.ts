/**
 * The transits test page's quick city list (spec sections 2 and 3: ten Italian cities). Each is its
 * place text in the app's gazetteer (data/gazetteer/places.tsv), the one source of its coordinates:
 * choosing a city asks /api/resolve-location for them and for the UTC offset in force at the birth
 * date and time, instead of the spec's fixed offset of 2 (wrong for winter births and most years
 * before 1966). The browser test checks that the server resolves every one.
 */

/** In the spec's order. */
export const CITY_PRESET_PLACES = [
  'Roma (RM), Lazio, Italia',
  'Milano (MI), Lombardia, Italia',
  'Napoli (NA), Campania, Italia',
  'Torino (TO), Piemonte, Italia',
  'Palermo (PA), Sicilia, Italia',
  'Genova (GE), Liguria, Italia',
  'Bologna (BO), Emilia-Romagna, Italia',
  'Firenze (FI), Toscana, Italia',
  'Bari (BA), Puglia, Italia',
  'Catania (CT), Sicilia, Italia',
] as const;

/** `Roma (RM), Lazio, Italia` → `Roma`: the city's name as the list shows it. */
export function cityName(place: string): string {
  const end = place.indexOf(' (');
  return end < 0 ? place : place.slice(0, end);
}

/** The preset whose place the form holds, if the place is one of them and still as chosen. */
export function presetOf(place: string, selected: boolean): string | null {
  return selected && (CITY_PRESET_PLACES as readonly string[]).includes(place) ? place : null;
}
