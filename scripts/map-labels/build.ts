/**
 * Builds the «Mirata» map's place names (apps/web/src/features/mirata/map/map-labels.json): the
 * countries of Natural Earth (world-atlas' countries-50m), each named in Italian and placed on its
 * largest piece of land, and the gazetteer's larger cities under their Italian names. A country's
 * ISO code is the one most of the gazetteer's places inside its outline carry (world-atlas keeps
 * only numeric ids and English names), and its Italian name is the gazetteer's (ICU's).
 * Run by hand: `node --import tsx scripts/map-labels/build.ts`; the output is committed, with its
 * provenance in apps/web/src/features/mirata/map/map-labels.README.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { geoArea, geoBounds, geoCentroid, geoContains } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { parsePlacesTsv, type Place } from '@astrolabio/places';
import { MAP_LABEL_CITY_MIN_POPULATION, MAP_LABEL_ITALY_MIN_POPULATION, type MapLabelsFile } from '../../apps/web/src/features/mirata/map/map-labels-file.ts';

const require = createRequire(import.meta.url);
const gazetteerFile = fileURLToPath(new URL('../../data/gazetteer/places.tsv', import.meta.url));
const outFile = fileURLToPath(new URL('../../apps/web/src/features/mirata/map/map-labels.json', import.meta.url));

/** Coordinates to 0.01° (about 1 km): more is lost on a map label. */
const r2 = (x: number) => Math.round(x * 100) / 100;

type Country = Feature<Polygon | MultiPolygon, { name: string }>;

/** The country's pieces as polygons, the largest first. */
function piecesOf(c: Country): Polygon[] {
  const polys: Polygon[] = c.geometry.type === 'Polygon' ? [c.geometry] : c.geometry.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }));
  return polys.sort((a, b) => geoArea(b) - geoArea(a));
}

function inBounds(b: [[number, number], [number, number]], p: Place): boolean {
  const [[west, south], [east, north]] = b;
  if (p.latitude < south || p.latitude > north) return false;
  return west <= east ? p.longitude >= west && p.longitude <= east : p.longitude >= west || p.longitude <= east;
}

export function buildMapLabels(places: readonly Place[], countries: readonly Country[]): MapLabelsFile {
  const countryNames = new Map<string, string>();
  for (const p of places) if (!countryNames.has(p.country)) countryNames.set(p.country, p.formatted.split(', ').at(-1)!);
  const countryLabels: MapLabelsFile['countries'] = [];
  for (const c of countries) {
    const bounds = geoBounds(c);
    const votes = new Map<string, { count: number; top: Place }>();
    for (const p of places) {
      if (!inBounds(bounds, p) || !geoContains(c, [p.longitude, p.latitude])) continue;
      const v = votes.get(p.country);
      if (!v) votes.set(p.country, { count: 1, top: p });
      else {
        v.count++;
        if (p.population > v.top.population) v.top = p;
      }
    }
    const best = [...votes.entries()].sort((a, b) => b[1].count - a[1].count)[0];
    if (!best) continue;
    const [code, { top }] = best;
    const [largest] = piecesOf(c);
    const centroid = geoCentroid(largest!);
    const at = geoContains(largest!, centroid) ? centroid : [top.longitude, top.latitude];
    countryLabels.push([countryNames.get(code)!, r2(at[0]!), r2(at[1]!), Math.round(geoArea(largest!) * 1e6)]);
  }
  countryLabels.sort((a, b) => b[3] - a[3] || a[0].localeCompare(b[0]));
  const cities = places
    .filter((p) => p.kind !== 'localita' && p.population >= (p.country === 'IT' ? MAP_LABEL_ITALY_MIN_POPULATION : MAP_LABEL_CITY_MIN_POPULATION))
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
    .map((p): MapLabelsFile['cities'][number] => [p.name, r2(p.longitude), r2(p.latitude), p.population]);
  return {
    source: 'Natural Earth (world-atlas countries-50m, dominio pubblico); GeoNames (CC BY 4.0) e ISTAT tramite data/gazetteer',
    countries: countryLabels,
    cities,
  };
}

function main(): void {
  const places = parsePlacesTsv(readFileSync(gazetteerFile, 'utf8'));
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const countries = (feature(topology, topology.objects.countries).features as Country[]).filter((c) => c.geometry !== null);
  const labels = buildMapLabels(places, countries);
  writeFileSync(outFile, `${JSON.stringify(labels)}\n`);
  console.log(`${labels.countries.length} countries, ${labels.cities.length} cities → ${outFile}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
