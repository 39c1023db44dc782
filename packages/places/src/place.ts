/**
 * A place of the gazetteer and its line in data/gazetteer/places.tsv: the build script writes the
 * file with `placesToTsv`, the server reads it with `parsePlacesTsv`; the columns live only here.
 */
import { PLACE_KINDS, type PlaceKind } from '@astrolabio/core';

export interface Place {
  kind: PlaceKind;
  /** The name shown first in `formatted` (Italian where one exists). */
  name: string;
  /** Other names the place is found by (the German half of a bilingual name, the local or English name). */
  aliases: string[];
  /** The text shown in the suggestion list: `Bagnoregio (VT), Lazio, Italia`, `Londra, Regno Unito`. */
  formatted: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** Province abbreviation (Italy only), e.g. `VT`. */
  province?: string;
  /** Region (Italy) or first-level division abroad, when known. */
  region?: string;
  /** ISTAT code of the comune (of the place itself, or of the comune a località lies in). */
  istat?: string;
  /** GeoNames id of the point whose coordinates are used. */
  geonameId?: number;
  /** Degrees, north positive. */
  latitude: number;
  /** Degrees, east positive. */
  longitude: number;
  /** Inhabitants as GeoNames counts them (0 when unknown); ranks equal matches. */
  population: number;
}

const KIND_CODES: Readonly<Record<PlaceKind, string>> = { comune: 'C', localita: 'L', citta: 'W' };
const KIND_BY_CODE: Readonly<Record<string, PlaceKind>> = Object.fromEntries(PLACE_KINDS.map((k) => [KIND_CODES[k], k]));

export const PLACES_TSV_COLUMNS = [
  'kind', 'name', 'aliases', 'formatted', 'country', 'province', 'region', 'istat', 'geonameId', 'latitude', 'longitude', 'population',
] as const;

/** One line (no newline) of places.tsv; coordinates keep 5 decimals (about 1 m), as GeoNames gives them. */
export function placeToTsvLine(p: Place): string {
  const cells = [
    KIND_CODES[p.kind], p.name, p.aliases.join('|'), p.formatted, p.country, p.province ?? '', p.region ?? '',
    p.istat ?? '', p.geonameId === undefined ? '' : String(p.geonameId),
    String(Number(p.latitude.toFixed(5))), String(Number(p.longitude.toFixed(5))), String(p.population),
  ];
  for (const c of cells) if (/[\t\n\r]/.test(c)) throw new Error(`Tab or newline inside a cell: ${JSON.stringify(c)}`);
  return cells.join('\t');
}

/** Parses places.tsv (first line: the column names). Throws on a malformed line, naming it. */
export function parsePlacesTsv(text: string): Place[] {
  const lines = text.split('\n');
  if (lines[0] !== PLACES_TSV_COLUMNS.join('\t')) throw new Error('places.tsv: unexpected header line.');
  const places: Place[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const c = line.split('\t');
    const kind = KIND_BY_CODE[c[0] ?? ''];
    const latitude = Number(c[9]);
    const longitude = Number(c[10]);
    const population = Number(c[11]);
    if (c.length !== PLACES_TSV_COLUMNS.length || !kind || !c[1] || !c[3] || !c[4]
      || !Number.isFinite(latitude) || !Number.isFinite(longitude) || !Number.isInteger(population)) {
      throw new Error(`places.tsv line ${i + 1} is malformed: ${line}`);
    }
    places.push({
      kind,
      name: c[1],
      aliases: c[2] ? c[2].split('|') : [],
      formatted: c[3],
      country: c[4],
      ...(c[5] ? { province: c[5] } : {}),
      ...(c[6] ? { region: c[6] } : {}),
      ...(c[7] ? { istat: c[7] } : {}),
      ...(c[8] ? { geonameId: Number(c[8]) } : {}),
      latitude,
      longitude,
      population,
    });
  }
  return places;
}

export function placesToTsv(places: readonly Place[]): string {
  return [PLACES_TSV_COLUMNS.join('\t'), ...places.map(placeToTsvLine)].join('\n') + '\n';
}
