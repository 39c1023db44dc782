/**
 * The airports with scheduled flights (data/airports/airports.tsv, OurAirports, public domain): the
 * build script writes the file with `airportsToTsv`, the server reads it with `parseAirportsTsv`;
 * the columns live only here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Airport } from '@astrolabio/core';

export const AIRPORTS_PATH = fileURLToPath(new URL('../../../data/airports/airports.tsv', import.meta.url));

/** One airport as the file keeps it. */
export interface AirportRow {
  /** IATA code, or the ICAO/GPS identifier where there is none. */
  code: string;
  name: string;
  /** The town it serves, as OurAirports writes it. */
  municipality: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
  size: 'large' | 'medium';
}

export const AIRPORTS_TSV_COLUMNS = ['code', 'name', 'municipality', 'country', 'latitude', 'longitude', 'size'] as const;

const clean = (text: string) => text.replace(/[\t\r\n]/g, ' ').trim();

export function airportsToTsv(rows: readonly AirportRow[]): string {
  const lines = rows.map((r) => [r.code, clean(r.name), clean(r.municipality), r.country, r.latitude.toFixed(5), r.longitude.toFixed(5), r.size].join('\t'));
  return [AIRPORTS_TSV_COLUMNS.join('\t'), ...lines].join('\n') + '\n';
}

export function parseAirportsTsv(text: string): AirportRow[] {
  const [header, ...lines] = text.split('\n').filter((l) => l !== '');
  if (header !== AIRPORTS_TSV_COLUMNS.join('\t')) throw new Error(`airports.tsv: unexpected header ${JSON.stringify(header)}`);
  return lines.map((line) => {
    const [code, name, municipality, country, latitude, longitude, size] = line.split('\t');
    return { code: code!, name: name!, municipality: municipality!, country: country!, latitude: Number(latitude), longitude: Number(longitude), size: size === 'large' ? 'large' : 'medium' };
  });
}

let loaded: Airport[] | undefined;

/** The airports as core's searches take them, read once per thread. */
export function loadAirports(): readonly Airport[] {
  loaded ??= parseAirportsTsv(readFileSync(AIRPORTS_PATH, 'utf8')).map((r) => ({ code: r.code, name: r.name, country: r.country, latitude: r.latitude, longitude: r.longitude }));
  return loaded;
}
