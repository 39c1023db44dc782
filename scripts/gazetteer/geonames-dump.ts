/**
 * Reads GeoNames' tab-separated dump format (cities500.txt: the columns of
 * https://download.geonames.org/export/dump/readme.txt) into the few fields the gazetteer uses.
 */

export interface GeoNamesRow {
  geonameId: number;
  name: string;
  /** GeoNames' alternate names of the place, in no language in particular (the dump does not say which). */
  alternateNames: string[];
  latitude: number;
  longitude: number;
  featureCode: string;
  country: string;
  admin1: string;
  /** For Italy: the province abbreviation. */
  admin2: string;
  /** For Italy: the ISTAT code of the comune. */
  admin3: string;
  population: number;
}

export function parseGeoNamesDump(text: string): GeoNamesRow[] {
  const rows: GeoNamesRow[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const c = line.split('\t');
    if (c.length < 19) throw new Error(`GeoNames dump: short line ${line.slice(0, 80)}`);
    // A number that does not parse would reach places.tsv as NaN and fail only when the server starts.
    const number = (text: string | undefined, what: string) => {
      const n = Number(text);
      if (text === undefined || text.trim() === '' || !Number.isFinite(n)) throw new Error(`GeoNames dump: ${what} "${text}" in ${line.slice(0, 80)}`);
      return n;
    };
    rows.push({
      geonameId: number(c[0], 'id'),
      name: c[1]!,
      alternateNames: c[3] ? c[3].split(',') : [],
      latitude: number(c[4], 'latitude'),
      longitude: number(c[5], 'longitude'),
      featureCode: c[7]!,
      country: c[8]!,
      admin1: c[10]!,
      admin2: c[11]!,
      admin3: c[12]!,
      population: c[14] ? number(c[14], 'population') : 0,
    });
  }
  return rows;
}

/** Feature codes of the seat of an administrative division (a comune's seat is PPLA3 or above). */
export const SEAT_FEATURE_CODES: ReadonlySet<string> = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLA5']);
/** Feature codes left out: historical, abandoned, destroyed places. */
export const DROPPED_FEATURE_CODES: ReadonlySet<string> = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
