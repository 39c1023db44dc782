/**
 * Codes of a place suggestion that travel from the places package through the API to the browser:
 * what kind of place it is, and where it was found. Codes, not words: the API describes them.
 */

/** comune: a current Italian comune; localita: another Italian place (frazione, former comune); citta: a city abroad. */
export const PLACE_KINDS = ['comune', 'localita', 'citta'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Where a suggestion comes from: the offline gazetteer or the external geocoder. */
export const PLACE_SOURCES = ['gazetteer', 'geocoder'] as const;
export type PlaceSource = (typeof PLACE_SOURCES)[number];
