/**
 * The shape of map-labels.json (built by scripts/map-labels/build.ts): the countries' Italian names
 * with where to write them and the area of their largest piece, and the larger cities with their
 * population. Kept apart from the JSON so that the build script and the map share one definition.
 */

/** Cities abroad from this population; Italian comuni from a lower one (the map is mostly used around Italy). */
export const MAP_LABEL_CITY_MIN_POPULATION = 150_000;
export const MAP_LABEL_ITALY_MIN_POPULATION = 20_000;

export interface MapLabelsFile {
  source: string;
  /** [Italian name, longitude, latitude, area of the largest piece in µsr], the largest first. */
  countries: [string, number, number, number][];
  /** [name, longitude, latitude, population], the most populous first. */
  cities: [string, number, number, number][];
}
